"""The decisions before the first lead that rules v2 adds to a hand's state machine.

:class:`~gouji_sim.game.state.GameState` takes these methods from :class:`Prelude`. Before
the first lead a hand goes through these phases, each only when someone has a decision in
it, in this order:

1. ``blind`` — 预点 (TRIB-4, LOCAL-4; switch ``points``): each seat in seat order may bet
   4 cards that its opposite will not open (:class:`~gouji_sim.game.decisions.Bet` ``blind``)
   or decline. The state starts from dealt hands, so this bet is declared *as if* before the
   deal: a bot that bets here must not look at its cards (the heuristic bot never does). A
   redeal asks again.
2. ``start`` — redeal or revolution (START-1, START-4; under 冲三 also LOCAL-1's revolt).
3. ``buy`` — 冲三's purchases of 3s (LOCAL-1, :mod:`gouji_sim.game.chong_san`).
4. ``meld`` — 会3 (START-3; under 冲三 the 3s are never melded).
5. ``bet`` — 明点 (TRIB-4, LOCAL-4; switch ``points``): each seat still playing whose
   opposite also plays and that has not bet 预点, in turn order from the first leader, may
   bet 2 cards (:class:`~gouji_sim.game.decisions.Bet` ``open``) or decline.

How the start and the revolution are decided:

* **Start of a hand** (START-1, START-4). Each seat holding no two and no joker, in seat
  order, decides: play on (:class:`~gouji_sim.game.decisions.Decline`), revolt (:class:`~gouji_sim.game.decisions.Revolution`, when the switch is
  on) or, on a match's first deal only, ask for a redeal (:class:`~gouji_sim.game.decisions.Redeal`). A redeal, or a
  second revolutionary, ends this deal at once (:attr:`GameState.redeal <gouji_sim.game.state.GameState.redeal>` is set; the match
  deals again). Then, with ``meld_low`` on, the first leader decides on a meld (START-3):
  :class:`~gouji_sim.game.decisions.Meld` of the 3s, the 4s or both, taken out of every hand, or a decline.
* **Revolution** (START-4). The revolutionary sits out holding its cards: it never acts,
  its opposite is headless for the whole hand (GOUJI-3), and it is placed 3rd if both its
  teammates took 1st and 2nd, else 4th. It is not counted as finished, so the melee still
  starts when two players have played out (GOUJI-4) and TURN-9 still looks at the first two
  who did. The seat is in the core situation's ``out``, which makes it inactive and its
  opposite headless.

Bets and purchases are recorded as actions (``{"seat", "bet": "open"|"blind"}``,
``{"seat", "buy": "3", "from", "pay"}``) and re-judged on replay; declines are not written.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import Hand, Rank
from ..table import SEATS, downstream, opposite, seats_from
from .decisions import Bet, Buy, Meld, Revolution
from .chong_san import may_revolt, purchase, transfer
from .common import Fields, sit_out
from .deal import is_poor

BLIND, START, BUY, MELD, BET, PLAY, OVER = "blind", "start", "buy", "meld", "bet", "play", "over"
PRELUDE = (BLIND, START, BUY, MELD, BET)
"""The phases before the first lead, in order."""


class Prelude(Fields):
    """The pre-lead phases (mixed into :class:`~gouji_sim.game.state.GameState`)."""

    if not TYPE_CHECKING:        # no instance dict (GameState holds the fields' slots)
        __slots__ = ()

    if TYPE_CHECKING:            # GameState's
        def _decline(self) -> None: ...

    def _meld_options(self) -> list[tuple[int, ...]]:
        """START-3: the melds on offer (under 冲三 the 3s stay, LOCAL-1)."""
        low = (4,) if self.rules.chong_san else (3, 4)
        held = {r for r in low for h in self.sit.hands if h is not None and h[Rank(r)]}
        return [r for r in ((3,), (4,), (3, 4)) if set(r) <= held]

    # --- moving through the phases ---
    def _advance(self, done: str | None) -> None:
        """Leave phase ``done`` (``None``: the hand is new) for the next phase with a decision."""
        order = PRELUDE + (PLAY,)
        for phase in order[order.index(done) + 1 if done else 0:]:
            if phase == PLAY:
                self.phase, self.pending = PLAY, ()
                return
            pending = self._deciders(phase)
            if pending:
                self.phase, self.pending = phase, pending
                return
            if not self._leave(phase):
                return

    def _deciders(self, phase: str) -> tuple[int, ...]:
        sit, rules = self.sit, self.rules
        if phase == BLIND:
            return tuple(SEATS) if rules.points else ()
        if phase == START:
            return tuple(s for s in SEATS
                         if (h := sit.hand(s)) is not None and (
                             may_revolt(h, rules) or (self.first_deal and is_poor(h))))
        if phase == BUY:
            if not rules.chong_san:
                return ()
            return self._buyers(tuple(s for s in self._turn_order() if not self._hand(s)[Rank.THREE]))
        if phase == MELD:
            return (self.leader,) if rules.meld_low and self._meld_options() else ()
        if not rules.points:
            return ()
        betted = {b.seat for b in self.bets}
        return tuple(s for s in self._turn_order() if s not in betted and sit.is_active(opposite(s)))

    def _leave(self, phase: str) -> bool:
        """What happens as ``phase`` ends; ``False`` when the deal is abandoned."""
        if phase == START:                   # the first leader, should it have revolted
            seat = self.leader
            for _ in range(6):
                if self.sit.is_active(seat):
                    break
                seat = downstream(seat)
            self.leader = seat
        elif phase == BUY and self.rules.chong_san and any(not self._hand(s)[Rank.THREE] for s in self._turn_order()):
            self.redeal, self.phase, self.pending = 0, OVER, ()          # LOCAL-1: no 3 to be had
            return False
        return True

    def _turn_order(self) -> tuple[int, ...]:
        """The seats still playing, in turn order from the first leader."""
        return tuple(s for s in (self.leader, *seats_from(self.leader)) if self.sit.is_active(s))

    def _hand(self, seat: int) -> Hand:
        h = self.sit.hand(seat)
        assert h is not None
        return h

    def _buyers(self, candidates: tuple[int, ...]) -> tuple[int, ...]:
        """``candidates`` from the first one who can buy now."""
        for i, seat in enumerate(candidates):
            if self._purchase(seat) is not None:
                return candidates[i:]
        return ()

    def _purchase(self, seat: int) -> Buy | None:
        hands = {s: self.sit.hand(s) for s in SEATS}
        return purchase(seat, hands, frozenset(s for s in SEATS if not self.sit.is_active(s)))

    # --- doing ---
    def _bet(self, action: Bet) -> None:
        if self.log is not None:
            self.log.append(action.to_dict())
        self.bets += (action,)
        self._next_decider()

    def _buy(self, action: Buy) -> None:
        if self.log is not None:
            self.log.append(action.to_dict())
        hands = transfer({s: self._hand(s) for s in SEATS}, action)
        self.sit = replace(self.sit, hands=tuple(hands[s] for s in SEATS))
        rest = self._buyers(self.pending[1:])
        if rest:
            self.pending = rest
        elif self._leave(BUY):
            self._advance(BUY)

    def _next_decider(self) -> None:
        """The decider is done (a bet, a decline): the next one, or the next phase."""
        self.pending = self.pending[1:]
        if not self.pending:
            phase = self.phase
            if self._leave(phase):
                self._advance(phase)


    # --- the start of the hand (START-1, START-3, START-4) ---
    def _revolt(self, seat: int) -> None:
        if self.log is not None:
            self.log.append(Revolution(seat).to_dict())
        if self.revolutionary is not None:
            self.redeal, self.phase = 0, OVER         # START-4: two revolutionaries, redeal
            return
        self.revolutionary = seat
        self.sit = sit_out(self.sit, seat)
        self._decline()

    def _meld(self, action: Meld) -> None:
        if self.log is not None:
            self.log.append(action.to_dict())
        sit = self.sit
        self.sit = replace(sit, hands=tuple(h.without(*action.ranks) if h is not None else None
                                            for h in sit.hands))
        self._next_decider()


__all__ = ["BET", "BLIND", "BUY", "PRELUDE", "Prelude"]
