"""Tribute between hands (RULEBOOK TRIB-1..5), carried into the next deal.

Everything here needs the ``tribute`` switch; 烧牌贡 also needs ``burn_tribute`` and 点贡
``points``. What the rulebook leaves open is decided as follows:

* **Order** (TRIB-5): 烧牌贡 (each burned player gives its burner one card), then 点贡 (each
  player who did not open gives its opposite one card), then 落贡 (6th gives 1st two cards,
  5th gives 2nd one) with its 还贡 — or, after a sweep, the sweep's cards instead of 落贡
  (TRIB-3, v4: each player of the swept team gives its opposite one card; not returned). 憋3贡 is named by TRIB-5 but not defined by
  the rulebook, so it is not played. The 点贡 owed include settled 明点/预点 bets, one
  ``(giver, receiver)`` pair per card (:mod:`gouji_sim.game.points`).
* **Which cards**: every tribute card is the giver's best of big joker, small joker and two
  (TRIB-1; an ace never); a giver without enough of them gives what it has, and with none
  gives nothing — except a 点贡, which is owed all the same: a giver with no tribute card
  gives its highest card (TRIB-4, v3; 003 "即使没有法定贡牌也必须进贡", :func:`points_card`).
  A return (还贡, TRIB-2) is the receiver's lowest cards, as many as it got, given back
  right after it received them.

>>> from gouji_sim.cards import Card
>>> hands = {s: Card.parse_all("3 4 5 2 小王") for s in range(1, 7)}
>>> moves = tribute_payments(Rules(tribute=True), hands, places=(1, 2, 3, 4, 5, 6))
>>> [(m.giver, m.receiver, m.kind, " ".join(map(str, m.cards))) for m in moves]
[(6, 1, 'fall', '小王 2'), (1, 6, 'return', '3 4'), (5, 2, 'fall', '小王'), (2, 5, 'return', '3')]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ..frozen import picklable
from ..cards import Card, Rank
from ..errors import GoujiError
from ..rules import Rules
from ..table import opposite
from .deal import card_key
from .scoring import is_sweep

TRIBUTE_RANKS = (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO)
"""TRIB-1: the only ranks given as tribute, best first."""


@dataclass(frozen=True, slots=True)
class Payment:
    """One tribute payment (a name apart from :mod:`gouji_sim.moves`, which lists plays):
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

    ``hands`` are the new deal's cards; they are not changed (see :func:`apply_payments`).
    """
    if not rules.tribute:
        return []
    held = {seat: list(cards) for seat, cards in hands.items()}
    moves: list[Payment] = []

    def give(giver: int, receiver: int, cards: tuple[Card, ...], kind: str) -> None:
        if not cards:
            return
        for c in cards:
            held[giver].remove(c)
        held[receiver].extend(cards)
        moves.append(Payment(giver, receiver, cards, kind))

    if rules.burn_tribute:
        for burned, burner in burn_debts:
            give(burned, burner, best_cards(held[burned], 1), "burn")
    if rules.points:
        for debtor, creditor in point_debts:
            give(debtor, creditor, points_card(held[debtor]), "points")
    if is_sweep(places):            # TRIB-3 (v4): the sweep's tribute replaces 落贡
        for seat in places[3:]:
            give(seat, opposite(seat), best_cards(held[seat], 1), "sweep")
        return moves
    for giver, receiver, n in ((places[5], places[0], 2), (places[4], places[1], 1)):
        cards = best_cards(held[giver], n)
        give(giver, receiver, cards, "fall")
        if cards and rules.tribute_return:
            give(receiver, giver, low_cards(held[receiver], len(cards)), "return")
    return moves


def apply_payments(hands: Mapping[int, Sequence[Card]], moves: Sequence[Payment]) -> dict[int, list[Card]]:
    """The hands after ``moves``; a :class:`~gouji_sim.errors.GoujiError` (a ``ValueError``)
    naming the seat and the card if a giver does not hold a card it gives.

    >>> apply_payments({1: [], 2: []}, [Payment(1, 2, tuple(Card.parse_all("3")), "fall")])
    Traceback (most recent call last):
    ...
    gouji_sim.errors.GoujiError: 座位 1 要交出牌 3，但手里没有这张牌。 / Seat 1 is to give 3 but does not hold it.
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
