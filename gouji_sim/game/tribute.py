"""Tribute between hands (RULEBOOK TRIB-1..5), carried into the next deal.

Everything here needs the ``tribute`` switch; 烧牌贡 also needs ``burn_tribute`` and 点贡
``points``. What the rulebook leaves open is decided as follows:

* **Order** (TRIB-5): 烧牌贡 (each burned player gives its burner one card), then 点贡 (each
  player who did not open gives its opposite one card), then 落贡 (6th gives 1st two cards,
  5th gives 2nd one) with its 还贡 — or, after a sweep, the sweep's cards instead of 落贡
  (TRIB-3, v4: each player of the swept team gives its opposite one card), also returned
  (TRIB-2, v5). 憋3贡 keeps its place in the order, but nobody is owed one (TRIB-5, v5: the
  seeds do not say who is 被憋3). The 点贡 owed include settled 明点/预点 bets, one
  ``(giver, receiver)`` pair per card (:mod:`gouji_sim.game.points`).
* **One round** (TRIB-1, v5): every card is paid from the hands as they stood after the deal;
  a card received in the round is never given on in it — 互进点贡 is an exchange of each one's
  own cards, and a return is the receiver's own lowest cards.
* **Which cards**: every tribute card is the giver's best of big joker, small joker and two
  (TRIB-1; an ace never); a payer of 落贡 or of a sweep's tribute without enough of them gives
  what it has, and with none gives nothing (TRIB-1, TRIB-3, v5) — except a 点贡 or a lost
  bet, which is paid in full: its best tribute cards first, then its highest cards (TRIB-4,
  v3; 003 "即使没有法定贡牌也必须进贡", :func:`points_card`). A return (还贡, TRIB-2) is
  the receiver's lowest cards, as many as it got, given back right after it received them;
  点贡 and 烧牌贡 are never returned.

>>> from gouji_sim.core.cards import Card
>>> hands = {s: Card.parse_all("3 4 5 2 小王") for s in range(1, 7)}
>>> moves = tribute_payments(Rules(tribute=True), hands, places=(1, 2, 3, 4, 5, 6))
>>> [(m.giver, m.receiver, m.kind, " ".join(map(str, m.cards))) for m in moves]
[(6, 1, 'fall', '小王 2'), (1, 6, 'return', '3 4'), (5, 2, 'fall', '小王'), (2, 5, 'return', '3')]
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Mapping, Sequence

from ..core.frozen import picklable
from ..core.cards import Card, Rank
from ..core.errors import GoujiError
from ..core.rules import Rules
from ..core.table import opposite
from .deal import card_key
from .scoring import is_sweep

TRIBUTE_RANKS = (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO)
"""TRIB-1: the only ranks given as tribute, best first."""


@dataclass(frozen=True, slots=True)
class Payment:
    """One tribute payment (a name apart from :mod:`gouji_sim.core.moves`, which lists plays):
    ``giver`` hands ``cards`` to ``receiver``; ``kind`` is ``burn``, ``points``, ``fall``
    (落贡), ``return`` (还贡) or ``sweep``."""

    giver: int
    receiver: int
    cards: tuple[Card, ...]
    kind: str

    def to_dict(self) -> dict[str, object]:
        return {"from": self.giver, "to": self.receiver, "cards": " ".join(map(str, self.cards)),
                "kind": self.kind}


def best_cards(cards: Sequence[Card], n: int) -> tuple[Card, ...]:
    """The ``n`` best tribute cards of ``cards`` (TRIB-1), fewer if it has fewer."""
    pool = sorted((c for c in cards if c.rank in TRIBUTE_RANKS), key=lambda c: -int(c.rank))
    return tuple(pool[:n])


def points_card(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The card a 点贡 hands over (TRIB-4): the best tribute card, or with none the highest
    card all the same (v3).

    >>> [str(c) for c in points_card(Card.parse_all("3 K A 5"))], [str(c) for c in points_card(Card.parse_all("3 2 小王"))]
    (['A'], ['小王'])
    """
    best = best_cards(cards, 1)
    if best or not cards:
        return best
    return (max(cards, key=lambda c: int(c.rank)),)


def low_cards(cards: Sequence[Card], n: int) -> tuple[Card, ...]:
    """The ``n`` lowest cards of ``cards`` (TRIB-2's return)."""
    return tuple(sorted(cards, key=lambda c: int(c.rank))[:n])


def tribute_payments(rules: Rules, hands: Mapping[int, Sequence[Card]], places: Sequence[int],
                  burn_debts: Sequence[tuple[int, int]] = (),
                  point_debts: Sequence[tuple[int, int]] = ()) -> list[Payment]:
    """The moves before the next hand's first lead, given the last hand's results.

    ``hands`` are the new deal's cards; they are not changed (see :func:`apply_payments`),
    and every payment comes out of them as dealt (TRIB-1, v5: one round).

    >>> hands = {s: Card.parse_all("3 K") for s in range(1, 7)} | {2: Card.parse_all("大王 4")}
    >>> moves = tribute_payments(Rules(tribute=True, points=True), hands, (2, 1, 3, 4, 6, 5),
    ...                          point_debts=((2, 5), (5, 2)))
    >>> [(m.giver, m.receiver, str(m.cards[0])) for m in moves]
    [(2, 5, '大王'), (5, 2, 'K')]
    """
    if not rules.tribute:
        return []
    own = {seat: list(cards) for seat, cards in hands.items()}      # what each may still give (v5)
    moves: list[Payment] = []

    def give(giver: int, receiver: int, cards: tuple[Card, ...], kind: str) -> None:
        if not cards:
            return
        for c in cards:
            own[giver].remove(c)
        moves.append(Payment(giver, receiver, cards, kind))

    def pay_and_return(giver: int, receiver: int, n: int, kind: str) -> None:
        cards = best_cards(own[giver], n)
        give(giver, receiver, cards, kind)
        if cards and rules.tribute_return:              # TRIB-2 (v5): 落贡 and the sweep's
            give(receiver, giver, low_cards(own[receiver], len(cards)), "return")

    if rules.burn_tribute:
        for burned, burner in burn_debts:
            give(burned, burner, best_cards(own[burned], 1), "burn")
    if rules.points:
        for debtor, creditor in point_debts:
            give(debtor, creditor, points_card(own[debtor]), "points")
    if is_sweep(places):            # TRIB-3 (v4): the sweep's tribute replaces 落贡
        for seat in places[3:]:
            pay_and_return(seat, opposite(seat), 1, "sweep")
        return moves
    for giver, receiver, n in ((places[5], places[0], 2), (places[4], places[1], 1)):
        pay_and_return(giver, receiver, n, "fall")
    return moves


_GROUNDS = {"fall": "TRIB-1", "return": "TRIB-2", "sweep": "TRIB-3", "points": "TRIB-4", "burn": "TRIB-5"}
"""The clause that rules each kind of payment."""


def tribute_grounds(payments: Sequence[Payment], returned: bool = False) -> tuple[str, ...]:
    """The clauses that decide ``payments`` (:func:`tribute_payments`' answer): TRIB-1 for
    落贡 (and when nothing is paid: no tribute card, or the switch off), TRIB-3 for a sweep's
    tribute, which replaces it, TRIB-4 for 点贡, TRIB-5 for 烧牌贡; with ``returned`` (asked
    whether they are given back), TRIB-2 too.

    >>> tribute_grounds([Payment(6, 1, (), "fall"), Payment(1, 6, (), "return")]), tribute_grounds([])
    (('TRIB-1',), ('TRIB-1',))
    >>> tribute_grounds([Payment(2, 5, (), "points")], returned=True)
    ('TRIB-2', 'TRIB-4')
    """
    out = {_GROUNDS[p.kind] for p in payments if p.kind in _GROUNDS} - {"TRIB-2"}
    if not out:
        out = {"TRIB-1"}
    if returned:
        out.add("TRIB-2")
    return tuple(sorted(out))


_ROUND_PART = {"burn": 0, "points": 1, "fall": 2, "sweep": 2, "return": 2}
"""TRIB-5: the part of the round each kind of payment belongs to, in order (烧牌贡, 点贡, then
落贡 or the sweep's tribute with their returns)."""


def same_payments(want: Sequence[Mapping[str, object]], got: Sequence[Mapping[str, object]]) -> bool:
    """Whether a case's ``want`` states the tribute ``got`` (the verdict's ``tribute`` field):
    the same payments as a set, in an order the rules allow — TRIB-5's order of the kinds, and
    each return after the payment it returns (TRIB-2); any other order is not the rules'.

    >>> fall, back = {"from": 6, "to": 1, "cards": "2", "kind": "fall"}, {"from": 1, "to": 6, "cards": "3", "kind": "return"}
    >>> other = {"from": 5, "to": 2, "cards": "小王", "kind": "fall"}
    >>> same_payments([other, fall, back], [fall, back, other]), same_payments([back, fall, other], [fall, back, other])
    (True, False)
    """
    def key(m: Mapping[str, object]) -> str:
        return json.dumps(m, sort_keys=True, ensure_ascii=False)

    if sorted(map(key, want)) != sorted(map(key, got)):
        return False
    parts = [_ROUND_PART.get(str(m.get("kind")), -1) for m in want]
    if parts != sorted(parts):
        return False
    for i, m in enumerate(want):
        if m.get("kind") == "return" and not any(
                p.get("kind") in ("fall", "sweep") and p.get("from") == m.get("to") and p.get("to") == m.get("from")
                for p in want[:i]):
            return False
    return True


def apply_payments(hands: Mapping[int, Sequence[Card]], moves: Sequence[Payment]) -> dict[int, list[Card]]:
    """The hands after ``moves``; a :class:`~gouji_sim.core.errors.GoujiError` (a ``ValueError``)
    naming the seat and the card if a giver does not hold a card it gives.

    >>> apply_payments({1: [], 2: []}, [Payment(1, 2, tuple(Card.parse_all("3")), "fall")])
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: 座位 1 要交出牌 3，但手里没有这张牌。 / Seat 1 is to give 3 but does not hold it.
    """
    out = {seat: list(cards) for seat, cards in hands.items()}
    for m in moves:
        for c in m.cards:
            if c not in out[m.giver]:
                raise GoujiError.from_catalogue("tribute-not-held", seat=m.giver, card=c)
            out[m.giver].remove(c)
        out[m.receiver].extend(m.cards)
    for seat in out:
        out[seat].sort(key=card_key)
    return out


picklable(Payment)
