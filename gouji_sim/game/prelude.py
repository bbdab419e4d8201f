"""Who decides before the first lead, and what each decision does to the table (RULEBOOK
START-1..4, TRIB-4, LOCAL-1, LOCAL-4).

Plain functions of the table (:class:`~gouji_sim.core.situation.Situation`) and the switches;
:class:`~gouji_sim.game.state.GameState` calls them from its one dispatcher
(:meth:`~gouji_sim.game.state.GameState._advance`), which also fixes the order of the phases.
Before the first lead a hand goes through these phases, each only when someone has a decision
in it, in this order:

1. ``blind`` — 预点 (TRIB-4, LOCAL-4; switch ``points``): each seat in seat order may bet
   4 cards that its opposite will not open (:class:`~gouji_sim.game.decisions.Bet` ``blind``)
   or decline (:func:`blind_bettors`). The state starts from dealt hands, so this bet is
   declared *as if* before the deal: a bot that bets here must not look at its cards (the
   heuristic bot never does). A redeal asks again.
2. ``start`` — redeal or revolution (START-1, START-4; under 冲三 also LOCAL-1's revolt;
   :func:`start_deciders`).
3. ``buy`` — 冲三's purchases of 3s (LOCAL-1, :mod:`gouji_sim.game.chong_san`; :func:`buyers`).
4. ``meld`` — 会3 (START-3; under 冲三 nobody melds, LOCAL-1 v5; :func:`melders`).
5. ``bet`` — 明点 (TRIB-4, LOCAL-4; switch ``points``): each seat still playing whose
   opposite also plays and that has not bet 预点, in turn order from the first leader, may
   bet 2 cards (:class:`~gouji_sim.game.decisions.Bet` ``open``) or decline (:func:`open_bettors`).

How the start and the revolution are decided:

* **Start of a hand** (START-1, START-4). Each seat holding no two and no joker, in seat
  order, decides: play on (:class:`~gouji_sim.game.decisions.Decline`), revolt
  (:class:`~gouji_sim.game.decisions.Revolution`, when the switch is on) or, on a match's
  first deal only, ask for a redeal (:class:`~gouji_sim.game.decisions.Redeal`). A redeal, or a
  second revolutionary, ends this deal at once
  (:attr:`GameState.redeal <gouji_sim.game.state.GameState.redeal>` is set; the match deals
  again). Then, with ``meld_low`` on, the first leader decides on a meld (START-3):
  :class:`~gouji_sim.game.decisions.Meld` of the 3s, the 4s or both, taken out of every hand
  (:func:`melded`), or a decline.
* **Revolution** (START-4). The revolutionary sits out holding its cards: it never acts,
  its opposite is headless for the whole hand (GOUJI-3), and it is placed 3rd if both its
  teammates took 1st and 2nd, else 4th. It is not counted as finished, so the melee still
  starts when two players have played out (GOUJI-4) and TURN-9 still looks at the first two
  who did. The seat is in the core situation's ``out``, which makes it inactive and its
  opposite headless. Should the first leader revolt, the next seat still playing leads
  (:func:`leader_still_playing`; START-2, v5). Whether a seat may revolt is judged on the
  hand as dealt, before any tribute moved cards (START-4, v5).

Bets and purchases are recorded as actions (``{"seat", "bet": "open"|"blind"}``,
``{"seat", "buy": "3", "from", "pay"}``) and re-judged on replay; declines are not written.

>>> from gouji_sim.core.rules import Rules
>>> sit = Situation.build(Rules(), hands={1: Hand.parse("3 4 5"), 2: Hand.parse("4 4 2")})
>>> start_deciders(sit.hands, Rules(), first_deal=True), meld_options(sit, Rules())
((1,), [(3,), (4,), (3, 4)])
>>> str(melded(sit, Meld(1, (4,))).hand(2))
'2'
"""

from __future__ import annotations

from typing import Sequence

from ..core.cards import Hand, Rank
from ..core.errors import GoujiError
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import SEATS, downstream, opposite, seats_from
from .chong_san import may_revolt, purchase, purchases_leave_a_seat_without_three, transfer
from .deal import is_poor
from .decisions import Bet, Buy, Meld


def _hand(sit: Situation, seat: int) -> Hand:
    """``seat``'s cards, which a decision before the first lead needs: a hand set up without
    them (``GameState.new`` given fewer than six hands) is a GoujiError naming the seat."""
    h = sit.hand(seat)
    if h is None:
        raise GoujiError.from_catalogue("game-hand-not-given", seat=seat)
    return h


def turn_order(sit: Situation, leader: int) -> tuple[int, ...]:
    """The seats still playing, in turn order from the first leader ``leader``."""
    return tuple(s for s in (leader, *seats_from(leader)) if sit.is_active(s))


# --- who decides in each phase (in the order the phases come) ---
def blind_bettors(rules: Rules) -> tuple[int, ...]:
    """预点 (TRIB-4, LOCAL-4): every seat, in seat order, when ``points`` is on."""
    return tuple(SEATS) if rules.points else ()


def start_deciders(dealt: Sequence[Hand | None], rules: Rules, first_deal: bool) -> tuple[int, ...]:
    """START-1 / START-4 (LOCAL-1): the seats that may revolt, or ask for a redeal on a
    match's first deal, in seat order; ``dealt`` are the hands as dealt, by seat - 1 (v5: a
    revolution is judged before any tribute moves cards)."""
    return tuple(s for s in SEATS
                 if (h := dealt[s - 1]) is not None and (may_revolt(h, rules) or (first_deal and is_poor(h))))


def purchase_for(sit: Situation, seat: int) -> Buy | None:
    """LOCAL-1: the purchase ``seat`` owes now (:func:`~gouji_sim.game.chong_san.purchase`), if any."""
    hands = {s: sit.hand(s) for s in SEATS}
    return purchase(seat, hands, frozenset(s for s in SEATS if not sit.is_active(s)))


def buyers_from(sit: Situation, candidates: tuple[int, ...]) -> tuple[int, ...]:
    """``candidates`` from the first one who can buy now (LOCAL-1)."""
    for i, seat in enumerate(candidates):
        if purchase_for(sit, seat) is not None:
            return candidates[i:]
    return ()


def buyers(sit: Situation, rules: Rules, leader: int) -> tuple[int, ...]:
    """LOCAL-1 (冲三): the seats still playing that hold no 3, in turn order from the first
    leader, from the first one who can buy."""
    if not rules.chong_san:
        return ()
    return buyers_from(sit, tuple(s for s in turn_order(sit, leader) if not _hand(sit, s)[Rank.THREE]))


def meld_options(sit: Situation, rules: Rules) -> list[tuple[int, ...]]:
    """START-3: the melds on offer (none under 冲三, which plays no meld, LOCAL-1 v5)."""
    if rules.chong_san:
        return []
    held = {r for r in (3, 4) for h in sit.hands if h is not None and h[Rank(r)]}
    return [r for r in ((3,), (4,), (3, 4)) if set(r) <= held]


def melders(sit: Situation, rules: Rules, leader: int) -> tuple[int, ...]:
    """START-3: the first leader, when ``meld_low`` is on and there is something to meld."""
    return (leader,) if rules.meld_low and meld_options(sit, rules) else ()


def open_bettors(sit: Situation, rules: Rules, leader: int, bets: tuple[Bet, ...]) -> tuple[int, ...]:
    """明点 (TRIB-4, LOCAL-4): the seats still playing whose opposite plays and that have not
    bet 预点, in turn order from the first leader, when ``points`` is on."""
    if not rules.points:
        return ()
    betted = {b.seat for b in bets}
    return tuple(s for s in turn_order(sit, leader) if s not in betted and sit.is_active(opposite(s)))


# --- what ends a phase ---
def leader_still_playing(sit: Situation, leader: int) -> int:
    """START-2 after START-4: the first leader, or the next seat still playing should it
    have revolted."""
    seat = leader
    for _ in range(6):
        if sit.is_active(seat):
            break
        seat = downstream(seat)
    return seat


def lacks_a_three(sit: Situation, rules: Rules, leader: int) -> bool:
    """LOCAL-1 (v5): as the buying begins, the purchases it will make leave a seat still
    playing without a 3 (it could never play its last card: the deal is abandoned at once)."""
    return rules.chong_san and purchases_leave_a_seat_without_three(
        {s: _hand(sit, s) for s in turn_order(sit, leader)}, turn_order(sit, leader),
        frozenset(s for s in SEATS if not sit.is_active(s)))


# --- what a decision does to the table ---
def bought(sit: Situation, buy: Buy) -> Situation:
    """The table after ``buy`` (LOCAL-1): a 3 from the seller, the payment to it."""
    hands = transfer({s: _hand(sit, s) for s in SEATS}, buy)
    return sit.replace(hands=tuple(hands[s] for s in SEATS))


def melded(sit: Situation, meld: Meld) -> Situation:
    """The table after ``meld`` (START-3): the melded ranks out of every hand."""
    return sit.replace(hands=tuple(h.without(*meld.ranks) if h is not None else None for h in sit.hands))


__all__ = ["blind_bettors", "bought", "buyers", "buyers_from", "lacks_a_three", "leader_still_playing",
           "meld_options", "melded", "melders", "open_bettors", "purchase_for", "start_deciders", "turn_order"]
