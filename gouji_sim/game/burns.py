"""Burns in the game's flow (RULEBOOK BURN-1..5): who is asked, the sets one at a time, answers.

:class:`~gouji_sim.game.state.GameState` takes these methods from :class:`Burns`; whether a
burn may be declared, what it needs and how it ends are the core's (:mod:`gouji_sim.burn`).
The flow decided here:

* **Burn declarations** (BURN-1/2). After every gouji play (a lead, a beat, or an answer
  that released a burn; in the melee only TURN-9's dead gouji play, as the core decides),
  each seat in the core's :meth:`~Situation.burners` order (those :meth:`~Situation.burn_fault` allows) whose cards
  allow one (:func:`~gouji_sim.burn.plan_burn`) gets a burn-or-decline decision, before the
  turn passes on. The first to declare burns; the window then closes. A seat whose cards
  cannot burn is not asked (it could only fail). The declared burn is the planner's sequence
  (the fewest sets). A seat of :attr:`~gouji_sim.game.state.GameState.asked` (the reader
  at the practice table) is asked whenever the core lets it burn, cards or not: with cards
  that cannot burn it can only decline, and its decline changes nothing.
* **Playing a burn** (BURN-3/4). The burner's sets are played one at a time without further
  decisions. After each set but the last, every seat that :func:`~gouji_sim.burn.answerers`
  names and whose cards can beat the set, in that order, may answer it with any beating play
  or decline (a seat of ``asked`` that :func:`~gouji_sim.burn.answerers` names is asked even
  when its cards cannot answer). The first answer releases the burn (BURN-5): the answer is an ordinary play on
  top and the trick goes on from it as the core says. If no set is answered, the burner
  plays out and finishes (succeeded); the trick goes on from its last set, as the core's
  :meth:`~Situation.to_move` says. A checked answer is ruled on by
  :func:`~gouji_sim.burn.judge_burn` with that response.
* **A failed burn** (烧糊, BURN-5, END-2). Bots only declare planned burns, which cannot fail;
  a failing declaration given to :meth:`GameState.apply` is ruled ``failed`` by the judge and
  taken: the burner stops playing (it sits out like a revolutionary, so its opposite becomes
  headless) and is placed last among those not yet finished, a later failure below an
  earlier one. Others still holding a burn decision on the same play keep it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from ..actions import Burn, PlayAction, Response
from ..burn import answerers, judge_burn, may_burn, plan_burn
from ..messages import text
from ..moves import beating_plays, can_beat
from ..play import Play
from ..situation import Situation
from ..table import SEATS
from ..verdict import Verdict
from .common import BURNS_FAILED, BURNS_SUCCEEDED, BURNS_TRIED, BurnInProgress, Fields, refuse, sit_out
from .decisions import GameAction
from .prelude import PLAY, PRELUDE

BURN, ANSWER = "burn", "answer"
"""The burn phases: a burn window after a gouji play, an answer window during a burn (the
others are :mod:`gouji_sim.game.prelude`'s)."""


class Burns(Fields):
    """The burn windows and the playing of a burn (mixed into :class:`~gouji_sim.game.state.GameState`)."""

    if not TYPE_CHECKING:        # no instance dict (GameState holds the fields' slots)
        __slots__ = ()

    if TYPE_CHECKING:            # GameState's
        def current_player(self) -> int | None: ...
        def _finished(self) -> bool: ...
        def _go_on(self) -> None: ...
        def _check_over(self) -> bool: ...
        def _next_decider(self) -> None: ...

    def out_of_turn_burners(self) -> tuple[int, ...]:
        """Seats other than :meth:`current_player` that may declare a burn now, in ordinary
        turns (BURN-1 "ahead of the opposite's turn", TURN-3's exception): those the burn rules
        do not bar (:meth:`~Situation.burn_fault`). :meth:`apply` takes any burn such a
        seat declares and the judge rules on it; one that cannot be completed is 烧糊 (BURN-5)."""
        if self.phase != PLAY or self.sit.trick_state.top is None:
            return ()
        cur = self.current_player()
        return tuple(s for s in SEATS if s != cur and self.sit.burn_fault(s) is None)

    def _answers(self, seat: int) -> Iterator[Play]:
        """The plays with which ``seat`` may answer the burning set on top (BURN-4), as the
        judge rules on each (:func:`~gouji_sim.burn.judge_burn` with that response)."""
        burn = self.burn
        assert burn is not None
        hand = self.sit.hand(seat)
        assert hand is not None
        for play in beating_plays(hand, burn.sets[self.burn_k - 1], self.rules):
            if self._judge_answer(PlayAction(seat, play)).legal:
                yield play

    def _judge_answer(self, action: GameAction) -> Verdict:
        burn = self.burn
        assert burn is not None
        seat, k = action.seat, self.burn_k
        if isinstance(action, PlayAction) and isinstance(action.play, Play):
            v = judge_burn(burn.base, Burn(burn.burner, burn.sets, (Response(k, seat, action.play),)))
            if v.burn == "released" and v.burn_sets[k - 1].answered_by == seat:
                return v
        return refuse("cannot-answer", ("BURN-4",),
                       text("game-cannot-answer", seat=seat, k=k, set=burn.sets[k - 1]), seat)

    def _open_burn_window(self) -> bool:
        sit, rules = self.sit, self.rules
        top = sit.trick_state.top
        assert top is not None
        plans: dict[int, tuple[Play, ...]] = {}
        pending: list[int] = []
        for seat in sit.burners():                       # sit.burners(): no burn_fault
            hand = sit.hand(seat)
            if hand is not None and may_burn(hand):
                plan = plan_burn(hand, top, rules)
                if plan.possible:
                    plans[seat] = plan.sets
            if seat in plans or seat in self.asked:
                pending.append(seat)
        if not pending:
            return False
        self.phase, self.pending, self.plans = BURN, tuple(pending), plans
        return True

    def _decline(self) -> None:
        phase = self.phase
        if phase in PRELUDE:
            self._next_decider()
            return
        self.pending = self.pending[1:]
        if self.pending:
            return
        if phase == ANSWER:
            self._next_set()
        else:                                   # BURN
            self.phase = PLAY
            self._go_on()

    def _start_burn(self, action: Burn) -> None:
        top_seat = self.sit.trick_state.top_seat
        assert top_seat is not None
        self.counters[BURNS_TRIED] += 1
        self.burn = BurnInProgress(action.seat, top_seat, tuple(action.sets), self.sit)
        self.burn_k = 0
        self.pending = ()
        self._next_set()

    def _next_set(self) -> None:
        """Play the burner's next set; open an answer window, or finish the burn (BURN-3..5)."""
        burn = self.burn
        assert burn is not None
        rules = self.rules
        while True:
            piece = burn.sets[self.burn_k]
            self.burn_k += 1
            entry = PlayAction(burn.burner, piece, burn=True)
            sit = self.sit = self.sit.after(entry)
            if self.log is not None:
                d = entry.to_dict()
                if self.burn_k == 1:
                    d["plan"] = [str(p) for p in burn.sets]
                self.log.append(d)
            self.played = self.played | {burn.burner}
            if self.burn_k == len(burn.sets):
                break
            can = tuple(x for x in answerers(sit, burn.burner, burn.burned)
                        if x in self.asked or (can_beat(sit.hand(x), piece, rules)  # type: ignore[arg-type]
                                               and next(self._answers(x), None) is not None))
            if can:
                self.phase, self.pending = ANSWER, can
                return
        self.counters[BURNS_SUCCEEDED] += 1
        if rules.tribute and rules.burn_tribute:
            self.burn_debts += ((burn.burned, burn.burner),)
        self.burn, self.pending, self.phase = None, (), PLAY
        if not self._finished():
            self._go_on()

    def _fail_burn(self, action: Burn) -> None:
        seat = action.seat
        if self.log is not None:
            self.log.append(action.to_dict())
        self.counters[BURNS_TRIED] += 1
        self.counters[BURNS_FAILED] += 1
        self.penalized += (seat,)
        self.sit = sit_out(self.sit, seat)
        if self._check_over():
            return
        if self.phase == BURN:
            self.pending = tuple(s for s in self.pending if s != seat)
            if self.pending:
                return
        self.phase = PLAY
        self._go_on()


__all__ = ["ANSWER", "BURN", "BurnInProgress", "Burns"]
