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
  to pay may revolt (START-4) whatever the ``revolution`` switch says (:func:`may_revolt`).
  If a player still playing holds no 3 once the buying is over, it could never play its last
  card, so the deal is abandoned and dealt again (like START-4's two revolutionaries).

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

from ..cards import Hand, Rank
from ..rules import Rules
from ..table import downstream, opposite
from ..decisions import Buy
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


def may_revolt(hand: Hand, rules: Rules) -> bool:
    """START-4, and LOCAL-1's exception: a hand with no two and no joker may revolt when the
    ``revolution`` switch is on, or under 冲三 when it also holds no 3.

    >>> may_revolt(Hand.parse("4 5"), Rules(revolution=False, chong_san=True)), may_revolt(Hand.parse("3 5"), Rules(revolution=False, chong_san=True))
    (True, False)
    """
    return is_poor(hand) and (rules.revolution or (rules.chong_san and not hand[Rank.THREE]))


def revolts_for_three(hand: Hand, rules: Rules) -> bool:
    """LOCAL-1 (v3): a revolutionary with this hand revolts under 冲三 for want of a 3 (no 3
    and nothing to buy one with): it counts as opening (TRIB-4) and places 4th (003/004
    "开点并作为四科"), whatever its teammates' places.

    >>> revolts_for_three(Hand.parse("4 5"), Rules(chong_san=True)), revolts_for_three(Hand.parse("3 5"), Rules(chong_san=True))
    (True, False)
    """
    return rules.chong_san and is_poor(hand) and not hand[Rank.THREE]


__all__ = ["MIN_TO_SELL", "PAYMENT", "may_revolt", "revolts_for_three", "payment", "purchase", "sellers", "transfer"]
