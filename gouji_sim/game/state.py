"""One hand of Gouji as a state machine, from the first decision to places and scores.

The model is OpenSpiel's: :meth:`GameState.current_player`, :meth:`GameState.legal_actions`,
:meth:`GameState.apply` (checked: every action is ruled on by the judge, and an illegal one
raises :class:`~gouji_sim.errors.IllegalActionError` carrying the verdict),
:meth:`GameState.push` (unchecked, for bots and search), :meth:`GameState.clone`,
:meth:`GameState.is_over`, :meth:`GameState.returns`. Chance is explicit: the state starts
from dealt hands (:mod:`gouji_sim.game.deal` deals them from a seeded generator).

No rule is decided here. Whose turn it is, who may beat or burn, what beats what and how a
burn ends are asked of the core (:class:`~gouji_sim.situation.Situation`, :func:`~gouji_sim.judge.judge`,
:mod:`gouji_sim.burn`, :mod:`gouji_sim.moves`). What this module adds is the *flow* that the
rulebook leaves open, decided as follows:

* **Before the first lead** the phases of :mod:`gouji_sim.game.prelude` come in order: 预点
  bets, the start decisions (redeal, revolution), 冲三's purchases of 3s, the meld, 明点
  bets — see that module for how each is decided, a revolutionary included.
* **Burns** (BURN-1..5): the declaration window after a gouji play, the burner's sets
  one at a time with answer windows, a failed burn — see :mod:`gouji_sim.game.burns`.
* **TURN-8 / TURN-9.** 接风 and the dead gouji play are the core's: the next actor is always
  :meth:`~Situation.to_move`, the next leader :meth:`~Situation.leader`. ``wind=by_consent``
  plays exactly like ``automatic``: asking to lead afresh needs every other player's consent,
  and no bot ever asks, so the trick goes on and 接风 follows when it closes.
* **The end** (END-1..3). The hand ends when at most one seat still holds cards and plays.
  Places: those who played out, in order; then the seat still holding cards; then the failed
  burners; the revolutionary is put in 3rd or 4th place.
* **活 / 开点** (GOUJI-5, TRIB-4). A gouji play lives when the trick closes with it on top;
  :attr:`GameState.lives` counts those that count toward opening. With ``points`` on, seats
  are judged and the 点贡 (bets included) settled as :mod:`gouji_sim.game.points` says.
* **窒息** (LOCAL-2, ``suffocation``). When first place plays out, every seat still playing
  that has not played a card sits out and is placed with the failed burners, last.

>>> from gouji_sim.game.deal import deal, hands_of
>>> import random
>>> state = GameState.new(Rules(), hands_of(deal(216, random.Random(3))), leader=1)
>>> state.current_player(), len(state.legal_actions()) > 0, state.is_over()
(1, True, False)
>>> v = state.apply(PlayAction(1, state.legal_plays()[0]))
>>> v.legal, state.current_player()
(True, 2)
"""

from __future__ import annotations

from typing import Mapping

from ..actions import Burn, Pass, PlayAction, Yield
from ..burn import judge_burn, may_burn, plan_burn
from ..cards import Hand
from ..errors import IllegalActionError
from ..judge import judge, may_pass, may_play, may_yield
from ..messages import text
from ..moves import beating_plays, hand_plays
from ..play import Play
from ..rules import Rules
from ..situation import Situation
from ..table import SEATS, check_seat, opposite, seats_from
from ..verdict import Verdict
from .decisions import Bet, Buy, Decline, GameAction, Meld, Redeal, Revolution
from .burns import ANSWER, BURN, BurnInProgress, Burns
from .chong_san import revolts_for_three
from .common import (BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, BURNS_TRIED, GOUJI_LIVED, GOUJI_MADE,
                     N_COUNTERS, counter_names, refuse, sit_out)
from .points import counts_toward_opening, due, opens, settle
from .prelude import BET, BLIND, BUY, MELD, OVER, PLAY, START, Prelude
from .rulings import (bet_fault, buy_fault, decider_fault, meld_fault, no_decision_fault, rule, rule_bet,
                      rule_buy, rule_meld, rule_start, start_fault)
from .results import Results

class GameState(Burns, Results, Prelude):
    """One hand, from the start-of-hand decisions to places and scores.

    Mutable like OpenSpiel's states (``apply`` and ``push`` change it); :meth:`clone` is
    cheap because the table itself is an immutable :class:`Situation` shared by clones.
    """

    __slots__ = ("rules", "sit", "phase", "pending", "plans", "burn", "burn_k", "leader",
                 "first_deal", "revolutionary", "penalized", "lives", "judged", "bets", "played",
                 "slam", "redeal", "point_debts", "burn_debts", "counters", "log", "steps", "asked")

    # --- construction ---
    @classmethod
    def new(cls, rules: Rules, hands: Mapping[int, Hand], leader: int, *, first_deal: bool = False,
            log: bool = True, asked: frozenset[int] = frozenset()) -> "GameState":
        """A hand about to start: ``hands`` after tribute, ``leader`` by START-2.

        ``first_deal`` allows START-1's redeal; ``log=False`` keeps no record of the actions
        (faster self-play). ``asked``: seats given every burn window and answer window the
        rules open to them (BURN-1, BURN-4), even when their cards cannot act (they can only
        decline there) — a reader at the practice table; bots are asked only when they can act
        (see :mod:`gouji_sim.game.burns`).
        """
        self = cls.__new__(cls)
        self.rules = rules
        self.sit = Situation.build(rules, hands=dict(hands))
        self.leader = leader
        self.first_deal = first_deal
        self.plans, self.burn, self.burn_k = {}, None, 0
        self.revolutionary, self.penalized, self.redeal = None, (), None
        self.played, self.slam = frozenset(), False
        self.lives, self.judged, self.bets = (0,) * 6, (), ()
        self.point_debts, self.burn_debts = (), ()
        self.counters = [0] * N_COUNTERS
        self.log = [] if log else None
        self.steps = 0
        self.asked = frozenset(asked)
        self.phase, self.pending = BLIND, ()
        self._advance(None)
        return self

    def clone(self) -> "GameState":
        """An independent copy (the table is shared: it is immutable)."""
        other = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(other, name, getattr(self, name))
        other.counters = self.counters[:]
        if self.log is not None:
            other.log = self.log[:]
        return other

    # --- the OpenSpiel-style interface ---
    def current_player(self) -> int | None:
        """The seat that decides next, or ``None`` when the hand is over."""
        phase = self.phase
        if phase == PLAY:
            nxt = self.sit.to_move()
            return self.leader if nxt is None else nxt
        if phase == OVER:
            return None
        return self.pending[0]

    def is_over(self) -> bool:
        """Whether the hand has ended (also when the deal was abandoned for a redeal)."""
        return self.phase == OVER

    def legal_plays(self) -> list[Play]:
        """The plays open to the current player in ordinary turns and answers (cheap: no action objects)."""
        phase, sit = self.phase, self.sit
        if phase == ANSWER:
            return list(self._answers(self.pending[0]))
        if phase != PLAY:
            return []
        seat = self.current_player()
        assert seat is not None
        hand = sit.hand(seat)
        st = sit.trick_state
        if st.top is None or sit.is_closed():
            return list(hand_plays(hand, self.rules))  # type: ignore[arg-type]
        if not sit.may_beat(seat):
            return []
        return list(beating_plays(hand, st.top, self.rules))  # type: ignore[arg-type]

    def other_actions(self) -> list[GameAction]:
        """The current player's legal actions other than plays (pass, yield, burn, decline, …)."""
        phase, seat = self.phase, self.current_player()
        if seat is None:
            return []
        if phase == PLAY:
            sit = self.sit
            st = sit.trick_state
            if st.top is None or sit.is_closed():
                return []
            out: list[GameAction] = [Pass(seat)] if may_pass(sit, seat) else []
            if may_yield(sit, seat):
                out.append(Yield(seat))
            burn = self._burn_action(seat)       # a burn declared in turn (BURN-1)
            if burn is not None:
                out.append(burn)
            return out
        if phase in (BLIND, BET):
            kind = "blind" if phase == BLIND else "open"
            return [a for a in (Decline(seat), Bet(seat, kind)) if bet_fault(a, kind) is None]
        if phase == BUY:
            want = self._purchase(seat)
            return [] if want is None else [a for a in (want,) if buy_fault(a, want) is None]
        if phase == START:
            hand = self.hand(seat)
            return [a for a in (Decline(seat), Revolution(seat), Redeal(seat))
                    if start_fault(a, hand, self.rules, self.first_deal) is None]
        if phase == MELD:
            options = self._meld_options()
            candidates: list[GameAction] = [Decline(seat), *(Meld(seat, r) for r in ((3,), (4,), (3, 4)))]
            return [a for a in candidates if meld_fault(a, options) is None]
        if phase == BURN:
            plan = self.plans.get(seat)        # none: an asked seat whose cards cannot burn
            return [Decline(seat)] if plan is None else [Decline(seat), Burn(seat, plan)]
        return [Decline(seat)]          # ANSWER: the plays come from legal_plays

    def out_of_turn_actions(self) -> list[GameAction]:
        """The legal actions of seats other than :meth:`current_player` (part of
        :meth:`legal_actions`), in ordinary turns only, each as the judge allows it:

        * a pass from a seat the turn skips (:func:`~gouji_sim.judge.pass_fault`): harmless, it
          does not change who acts next, but the seat counts as having passed (TURN-4, BURN-1);
        * a play of the gouji play's opposite beating it before its turn (TURN-3, GOUJI-2;
          :func:`~gouji_sim.judge.play_fault`);
        * for each of :meth:`out_of_turn_burners`, the planner's burn when its cards allow one
          (:meth:`_burn_action`).
        """
        sit = self.sit
        st = sit.trick_state
        if self.phase != PLAY or st.top is None or sit.is_closed():
            return []
        cur = self.current_player()
        out: list[GameAction] = [Pass(s) for s in sit.skipped() if s != cur and may_pass(sit, s)]
        if st.gouji and st.top_seat is not None:
            opp = opposite(st.top_seat)
            hand = sit.hand(opp)
            if opp != cur and hand is not None and may_play(sit, opp):
                out += [a for a in (PlayAction(opp, p) for p in beating_plays(hand, st.top, self.rules))
                        if judge(sit, a).legal]
        for seat in self.out_of_turn_burners():
            burn = self._burn_action(seat)
            if burn is not None:
                out.append(burn)
        return out

    def _burn_action(self, seat: int) -> Burn | None:
        """In ordinary turns, the burn ``seat`` may declare now: the planner's (fewest sets)
        when :meth:`~Situation.burn_fault` allows the seat and its cards allow a burn. Any
        other sequence of the seat's cards is judged too (succeeded, released, or failed:
        烧糊 is taken as its penalty, END-2)."""
        sit = self.sit
        top = sit.trick_state.top
        hand = sit.hand(seat)
        if top is None or hand is None or sit.burn_fault(seat) is not None or not may_burn(hand):
            return None
        plan = plan_burn(hand, top, self.rules)
        return Burn(seat, plan.sets) if plan.possible else None

    def legal_actions(self) -> list[GameAction]:
        """Every action the state accepts with a legal verdict: the current player's plays,
        pass, yield, burn, decline, … (:meth:`own_actions`), then in ordinary turns the other
        seats' (:meth:`out_of_turn_actions`: skipped seats' passes, the gouji play's
        opposite beating early, burns). A burn is listed once per seat, as the planner's
        sequence; a failing burn (烧糊) is not listed, though :meth:`apply` takes it."""
        return self.own_actions() + self.out_of_turn_actions()

    def own_actions(self) -> list[GameAction]:
        """The current player's legal actions (what a bot chooses from, :meth:`choices`)."""
        seat = self.current_player()
        if seat is None:
            return []
        return [PlayAction(seat, p) for p in self.legal_plays()] + self.other_actions()

    def choices(self) -> list[Play | GameAction]:
        """:meth:`own_actions` (the current player's) with plays left as bare :class:`Play`
        values (fast, for bots); :meth:`push` takes either form."""
        out: list[Play | GameAction] = list(self.legal_plays())
        out += self.other_actions()
        return out

    def hand(self, seat: int) -> Hand:
        h = self.sit.hand(seat)
        assert h is not None
        return h

    # --- acting ---
    def apply(self, action: GameAction | Play) -> Verdict:
        """Apply ``action`` after the judge has ruled on it; :class:`IllegalActionError` if illegal
        (the state is then unchanged); :class:`~gouji_sim.errors.GoujiError` if it names no seat 1…6.

        What is taken: what the judge rules legal — :meth:`legal_actions` lists all of it,
        the current player's and, in ordinary turns, other seats' (:meth:`out_of_turn_actions`:
        a pass from a skipped seat, the gouji play's opposite beating it early, a burn declared
        before the opposite acts).
        A declared burn that the judge rules ``failed`` (烧糊) is not an error, in turn or out
        of it: it is taken, and the burner is placed last (END-2). Any other action of another
        seat is refused with the judge's reason (``not-your-turn``, TURN-3, and so on).
        Returns the verdict.
        """
        if isinstance(action, Play):
            seat = self.current_player()
            action = PlayAction(seat or 0, action)
        verdict = self.judge(action)
        if not verdict.legal and verdict.burn != "failed":
            raise IllegalActionError(verdict)
        self._do(action, verdict)
        return verdict

    def push(self, action: GameAction | Play) -> None:
        """Apply ``action`` without asking the judge — fast, for bots that pick from
        :meth:`legal_actions` or :meth:`choices`. An illegal action leaves an undefined state."""
        if isinstance(action, Play):
            seat = self.current_player()
            assert seat is not None
            action = PlayAction(seat, action)
        self._do(action, None)

    def judge(self, action: GameAction) -> Verdict:
        """The ruling on ``action`` at this point of the hand (does not change the state).

        Every ruling is the judge's (:func:`~gouji_sim.judge.judge`, with the hand's first
        leader for START-2; :func:`~gouji_sim.burn.judge_burn`) or, for the decisions only a
        hand has, :mod:`gouji_sim.game.rulings`'; this method only says which one asks.
        """
        phase = self.phase
        if phase == OVER:
            return rule(action, decider_fault(0, None), "", ())
        seat = check_seat(getattr(action, "seat", None), "action.seat")
        if phase == PLAY:
            if isinstance(action, (PlayAction, Pass, Yield, Burn)):
                return judge(self.sit, action, leader=self.leader)
            return rule(action, no_decision_fault(seat), "", (), self.current_player())
        decider = self.pending[0]
        fault = decider_fault(seat, decider)
        if fault is not None:
            return rule(action, fault, "", (), decider)
        if phase == BLIND or phase == BET:
            return rule_bet(action, "blind" if phase == BLIND else "open")
        if phase == BUY:
            return rule_buy(action, self._purchase(seat))
        if phase == START:
            return rule_start(action, self.hand(seat), self.rules, self.first_deal, decider)
        if phase == MELD:
            return rule_meld(action, self._meld_options())
        if isinstance(action, Decline):
            return rule(action, None, "game-ok-decline", (), decider)
        if phase == BURN:
            if isinstance(action, Burn):
                return judge_burn(self.sit, action)
            return refuse("burn-or-decline", ("BURN-1",), text("game-burn-or-decline", seat=seat), seat)
        return self._judge_answer(action)

    def _do(self, action: GameAction, verdict: Verdict | None) -> None:
        self.steps += 1
        phase = self.phase
        if isinstance(action, Decline):
            self._decline()
        elif phase == ANSWER:
            assert isinstance(action, PlayAction)
            self.burn = None
            self.counters[BURNS_RELEASED] += 1
            self._play(action)
        elif isinstance(action, PlayAction):
            self._play(action)
        elif isinstance(action, (Pass, Yield)):
            self.sit = self.sit.after(action)
            if self.log is not None:
                self.log.append(action.to_dict())
            self._go_on()
        elif isinstance(action, Burn):
            if verdict is not None and verdict.burn == "failed":
                self._fail_burn(action)
            else:
                self._start_burn(action)
        elif isinstance(action, Revolution):
            self._revolt(action.seat)
        elif isinstance(action, Redeal):
            if self.log is not None:
                self.log.append(action.to_dict())
            self.redeal, self.phase = action.seat, OVER
        elif isinstance(action, Meld):
            self._meld(action)
        elif isinstance(action, Bet):
            self._bet(action)
        elif isinstance(action, Buy):
            self._buy(action)
        else:
            raise TypeError(f"not a game action: {action!r}")

    # --- turns ---
    def _play(self, action: PlayAction) -> None:
        seat = action.seat
        before = len(self.sit.finished)
        sit = self.sit = self.sit.after(action)
        if self.log is not None:
            self.log.append(action.to_dict())
        self.played = self.played | {seat}
        st = sit.trick_state
        if st.gouji:
            self.counters[GOUJI_MADE + seat - 1] += 1
        if len(sit.finished) > before and self._finished():
            return
        if st.gouji and self._open_burn_window():
            return
        self.phase = PLAY
        self._go_on()

    def _go_on(self) -> None:
        """Back to ordinary turns: note a gouji play that lived (GOUJI-5)."""
        sit = self.sit
        st = sit.trick_state
        if st.gouji and st.top_seat is not None and sit.is_closed():
            self.counters[GOUJI_LIVED + st.top_seat - 1] += 1
            if st.top is not None and counts_toward_opening(st.top, self.rules):     # TRIB-4
                lives = list(self.lives)
                lives[st.top_seat - 1] += 1
                self.lives = tuple(lives)

    def _finished(self) -> bool:
        """Someone just played out: SCORE-4, LOCAL-2, TRIB-4 judgements, and the end of the hand."""
        sit = self.sit
        n = len(sit.finished)
        if n == 1 and self.played == {sit.finished[0]}:
            self.slam = True
        if n == 1 and self.rules.suffocation:
            self._suffocate(sit.finished[0])
        if self.rules.points:
            self._judge_points(due(sit.finished, self.judged))
        return self._check_over()

    def _suffocate(self, first: int) -> None:
        """LOCAL-2 (窒息): every seat still playing that has not played a card is out and
        placed last, a seat reached later in turn order from first place lower."""
        out = tuple(s for s in seats_from(first) if self.sit.is_active(s) and s not in self.played)
        for s in out:
            self.sit = sit_out(self.sit, s)
        self.penalized += out

    def _judge_points(self, seats: tuple[int, ...]) -> None:
        """TRIB-4: judge ``seats`` (open or not) and settle the 点贡 owed so far, bets included."""
        if seats:
            rev_opens = self.revolutionary is not None and revolts_for_three(self.hand(self.revolutionary), self.rules)
            self.judged += tuple((s, opens(s, self.lives, self.revolutionary, rev_opens)) for s in seats)
            self.point_debts = settle(self.judged, self.bets, self.rules)

    def _check_over(self) -> bool:
        sit = self.sit
        if sum(1 for s in SEATS if sit.is_active(s)) > 1:
            return False
        self._go_on()
        self.phase, self.pending, self.burn = OVER, (), None
        if self.rules.points:
            self._judge_points(due(sit.finished, self.judged, end=True))
        return True

    def __repr__(self) -> str:
        return f"<GameState {self.phase} to act: {self.current_player()} finished: {list(self.sit.finished)}>"


__all__ = ["ANSWER", "BET", "BLIND", "BUY", "BURN", "BURNS_FAILED", "BURNS_RELEASED",
           "BURNS_SUCCEEDED", "BURNS_TRIED", "BurnInProgress", "GOUJI_LIVED", "GOUJI_MADE", "GameState", "MELD",
           "N_COUNTERS", "OVER", "counter_names", "refuse",
           "PLAY", "START", "may_burn", "sit_out"]
