"""冲三's purchase of 3s before the first lead (RULEBOOK LOCAL-1, switch ``chong_san``; 003 买3).

Under 冲三 a player's last play must be 3s alone, so a player dealt no 3 buys one. What the
rulebook leaves open is decided as follows:

* **Who buys, in what order**: every seat still playing (not a revolutionary) that holds no
  3 when the buying starts, in turn order from the first leader; one 3 each. Buying is not
  optional: the buyer's only legal action is the purchase :func:`purchase` names.
* **From whom**: its opposite when the opposite holds at least two 3s; else the opposite's
  teammates in turn order counting on from the opposite (``opposite + 2``, then
  ``opposite + 4``; v4), the first with at least two 3s: no seller gives up its last 3. A
  seat sitting out does not sell.
* **With what**: a two; with no two a small joker; with neither a big joker.
* **Nobody to buy from, or nothing to pay with**: no purchase. A player with no 3 and nothing
  to pay may revolt (START-4) whatever the ``revolution`` switch says, and nobody else may
  (v5, :func:`may_revolt`).
  If a player still playing would hold no 3 once the buying is over — a buyer who can pay but
  finds no seller, or a player with no 3 and nothing to pay who did not revolt — it could never
  play its last card, so the deal is abandoned and dealt again (v5: judged when the buying
  begins, like START-4's two revolutionaries; :func:`purchases_leave_a_seat_without_three`).

>>> hands = {1: Hand.parse("4 5 2"), 4: Hand.parse("3 3 K"), 2: Hand.parse("3"), 6: Hand.parse("3 3 3")}
>>> purchase(1, hands, out=frozenset())
Buy(seat=1, seller=4, pay=Rank.TWO)
>>> after = transfer(hands, purchase(1, hands, out=frozenset()))
>>> str(after[1]), str(after[4])
('3 4 5', '3 K 2')
>>> purchase(1, {**hands, 4: Hand.parse("3 K")}, out=frozenset())     # 4 has one 3: ask 6, then 2
Buy(seat=1, seller=6, pay=Rank.TWO)
>>> purchase(1, {**hands, 4: Hand.parse("3 K"), 6: Hand.parse("3"), 2: Hand.parse("3 3")}, out=frozenset())
Buy(seat=1, seller=2, pay=Rank.TWO)
"""

from __future__ import annotations

from typing import Mapping

from ..core.cards import Hand, Rank
from ..core.rules import Rules
from ..core.table import downstream, opposite
from .decisions import Buy
from .deal import is_poor

PAYMENT = (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)
"""LOCAL-1: what a 3 is paid with, first choice first."""

MIN_TO_SELL = 2
"""LOCAL-1: an opposite holding fewer 3s than this does not sell."""

_THREE = Hand.from_cards([Rank.THREE])


def payment(hand: Hand) -> Rank | None:
    """The card ``hand`` pays for a 3 with, or ``None``."""
    return next((r for r in PAYMENT if hand[r]), None)


def sellers(buyer: int) -> tuple[int, int, int]:
    """Whom ``buyer`` asks, in order: its opposite, then the opposite's teammates in turn
    order counting on from the opposite (LOCAL-1, v4): ``opposite + 2``, then ``opposite + 4``.

    >>> sellers(1), sellers(5)
    ((4, 6, 2), (2, 4, 6))
    """
    opp = opposite(buyer)
    after = downstream(downstream(opp))
    return opp, after, downstream(downstream(after))


def purchase(buyer: int, hands: Mapping[int, Hand | None], out: frozenset[int]) -> Buy | None:
    """The purchase ``buyer`` must make now, or ``None`` (it holds a 3, has nothing to pay
    with, or nobody sells)."""
    hand = hands[buyer]
    if hand is None or hand[Rank.THREE]:
        return None
    pay = payment(hand)
    if pay is None:
        return None
    for seat in sellers(buyer):
        h = hands.get(seat)
        if seat not in out and h is not None and h[Rank.THREE] >= MIN_TO_SELL:
            return Buy(buyer, seat, pay)
    return None


def transfer(hands: Mapping[int, Hand], buy: Buy) -> dict[int, Hand]:
    """The hands after ``buy``: one 3 to the buyer, the payment to the seller."""
    paid = Hand.from_cards([buy.pay])
    out = dict(hands)
    out[buy.seat] = out[buy.seat].remove(paid).add(_THREE)
    out[buy.seller] = out[buy.seller].remove(_THREE).add(paid)
    return out


def revolt_refusal(hand: Hand, rules: Rules) -> str | None:
    """START-4 and LOCAL-1: why a player dealt ``hand`` may not revolt — the catalogue key of
    the reason — or ``None`` when it may: a hand with no two and no joker, when the
    ``revolution`` switch is on; under 冲三 (v5) only such a hand that also holds no 3, whatever
    the switch says (any other revolution is off, 003 "除此之外，不允许革命"). The one home of that
    question (:func:`may_revolt` derives from it).

    >>> revolt_refusal(Hand.parse("4 2"), Rules()), revolt_refusal(Hand.parse("4 5"), Rules(revolution=False))
    ('game-cannot-revolt-holds', 'game-cannot-revolt-off')
    >>> revolt_refusal(Hand.parse("3 5"), Rules(chong_san=True)), revolt_refusal(Hand.parse("4 5"), Rules(chong_san=True))
    ('game-cannot-revolt-chong-san', None)
    """
    if not is_poor(hand):
        return "game-cannot-revolt-holds"
    if rules.chong_san:
        return "game-cannot-revolt-chong-san" if hand[Rank.THREE] else None
    return None if rules.revolution else "game-cannot-revolt-off"


def may_revolt(hand: Hand, rules: Rules) -> bool:
    """START-4, and LOCAL-1's exception: a hand with no two and no joker may revolt when the
    ``revolution`` switch is on; under 冲三 only when it also holds no 3 (v5), whatever the
    switch says (:func:`revolt_refusal`).

    >>> may_revolt(Hand.parse("4 5"), Rules(revolution=False, chong_san=True)), may_revolt(Hand.parse("3 5"), Rules(chong_san=True))
    (True, False)
    """
    return revolt_refusal(hand, rules) is None


def revolts_for_three(hand: Hand, rules: Rules) -> bool:
    """LOCAL-1 (v3): a revolutionary with this hand revolts under 冲三 for want of a 3 (no 3
    and nothing to buy one with): it counts as opening (TRIB-4) and places 4th (003/004
    "开点并作为四科"), whatever its teammates' places.

    >>> revolts_for_three(Hand.parse("4 5"), Rules(chong_san=True)), revolts_for_three(Hand.parse("3 5"), Rules(chong_san=True))
    (True, False)
    """
    return rules.chong_san and is_poor(hand) and not hand[Rank.THREE]


def purchases_leave_a_seat_without_three(hands: Mapping[int, Hand | None], buyers: tuple[int, ...],
                                        out: frozenset[int]) -> bool:
    """LOCAL-1 (v5): whether the purchases about to begin leave a seat still playing without a
    3 — each of ``buyers`` (the seats still playing, in turn order from the first leader)
    making the one purchase it owes in turn. Purchases are forced, so this is known when the
    buying begins; then the deal is redealt at once.

    >>> hands = {1: Hand.parse("4 2"), 2: Hand.parse("3 2"), 3: Hand.parse("3 2"), 4: Hand.parse("3 2"),
    ...          5: Hand.parse("3 3 2"), 6: Hand.parse("3 2")}
    >>> purchases_leave_a_seat_without_three(hands, (1, 2, 3, 4, 5, 6), frozenset())
    True
    >>> purchases_leave_a_seat_without_three({**hands, 6: Hand.parse("3 3 2")}, (1, 2, 3, 4, 5, 6), frozenset())
    False
    """
    held: dict[int, Hand] = {s: h for s, h in hands.items() if h is not None}
    for seat in buyers:
        if held[seat][Rank.THREE]:
            continue
        buy = purchase(seat, held, out)
        if buy is None:
            return True
        held = transfer(held, buy)
    return False


__all__ = ["MIN_TO_SELL", "PAYMENT", "may_revolt", "purchases_leave_a_seat_without_three", "revolt_refusal", "revolts_for_three", "payment", "purchase", "sellers", "transfer"]
