"""One hand of Gouji as a state machine, from the first decision to places and scores.

The model is OpenSpiel's: :meth:`GameState.current_player`, :meth:`GameState.legal_actions`,
:meth:`GameState.apply` (checked: every action is ruled on by the judge, and an illegal one
raises :class:`~gouji_sim.errors.IllegalActionError` carrying the verdict),
:meth:`GameState.push` (unchecked, for bots and search), :meth:`GameState.clone`,
:meth:`GameState.is_over`, :meth:`GameState.returns`. Chance is explicit: the state starts
from dealt hands (:mod:`gouji_sim.game.deal` deals them from a seeded generator).

**One class, one dispatcher.** Every action goes through two methods: :meth:`GameState._take`
does what the action does to the table (cards, counters, the record) and names what happened
(an *event*); :meth:`GameState._advance` is the one place that picks the next phase from the
current :attr:`~GameState.phase` and that event; it (through its :meth:`~GameState._enter`)
and :meth:`~GameState.new` are the only code that sets :attr:`~GameState.phase` and
:attr:`~GameState.pending`. The phases, and whose decision
each is (:meth:`~GameState.current_player`):

* ``blind`` — 预点 bets, every seat in seat order (TRIB-4, LOCAL-4; :mod:`gouji_sim.game.prelude`);
* ``start`` — redeal or revolution (START-1, START-4, LOCAL-1);
* ``buy`` — 冲三's purchases of 3s (LOCAL-1);
* ``meld`` — the first leader's meld (START-3);
* ``bet`` — 明点 bets (TRIB-4, LOCAL-4);
* ``play`` — ordinary turns: the core's :meth:`~Situation.to_move`, or the leader;
* ``burn`` — a burn window after a gouji play (BURN-1/2; :mod:`gouji_sim.game.burns`);
* ``answer`` — an answer window after a burning set (BURN-3/4);
* ``over`` — nobody: places and scores (END-1..3), or the deal abandoned for a redeal.

No rule is decided here. Whose turn it is, who may beat or burn, what beats what and how a
burn ends are asked of the core (:class:`~gouji_sim.situation.Situation`, :func:`~gouji_sim.judge.judge`,
:mod:`gouji_sim.burn`, :mod:`gouji_sim.moves`); who decides before the first lead and who is
asked to burn or answer, of the plain functions of :mod:`gouji_sim.game.prelude` and
:mod:`gouji_sim.game.burns`. What this module adds is the *flow* that the rulebook leaves
open, decided as follows:

* **Before the first lead** the phases ``blind`` … ``bet`` come in that order, each only when
  someone has a decision in it — see :mod:`gouji_sim.game.prelude` for how each is decided,
  a revolutionary included.
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
from ..burn import judge_burn, may_burn
from ..cards import Hand
from ..errors import IllegalActionError, check_arg
from ..judge import is_legal, judge, may_pass, may_play, may_yield
from ..messages import text
from ..moves import beating_plays_unchecked as beating_plays, hand_plays_unchecked as hand_plays
from ..play import Play
from ..rules import Rules
from ..situation import Situation
from ..table import SEATS, check_seat, opposite, same_team, seats_from
from ..verdict import Verdict
from .burns import BurnInProgress, answer_window, answers, burn_action, burn_window, judge_answer, out_of_turn_burners
from .chong_san import revolts_for_three
from .common import (BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, BURNS_TRIED, GOUJI_LIVED, GOUJI_MADE,
                     N_COUNTERS, counter_names, refuse, sit_out)
from .decisions import Bet, Buy, Decline, GameAction, Meld, Redeal, Revolution
from .points import Judged, bet_results, counts_toward_opening, due, opens, settle
from .prelude import (blind_bettors, bought, buyers, buyers_from, lacks_a_three, leader_still_playing,
                      meld_options, melded, melders, open_bettors, purchase_for, start_deciders)
from .rulings import (bet_fault, buy_fault, decider_fault, meld_fault, no_decision_fault, rule, rule_bet,
                      rule_buy, rule_meld, rule_start, start_fault)
from .scoring import Score, score

# --- the phases (the values of GameState.phase) ---
BLIND, START, BUY, MELD, BET = "blind", "start", "buy", "meld", "bet"
PLAY, BURN, ANSWER, OVER = "play", "burn", "answer", "over"
PRELUDE = (BLIND, START, BUY, MELD, BET)
"""The phases before the first lead, in order."""
PHASES = PRELUDE + (PLAY, BURN, ANSWER, OVER)
"""Every phase (each has a catalogue name, ``game-phase-<phase>``)."""

# --- what an action did: the events GameState._advance moves on from ---
DEALT = "dealt"                 # the hand is new: nobody has decided yet
DECIDED = "decided"             # the seat at the head of ``pending`` decided (a bet, a decline, …)
ABANDONED = "abandoned"         # a redeal (START-1), a second revolutionary (START-4)
PLAYED = "played"               # cards on the table, in turn or as an answer; nobody played out
PLAYED_OUT = "played-out"       # the same, and the player played out
PASSED = "passed"               # a pass or a yield
BURN_DECLARED = "burn-declared"  # a burn begins (its sets are played by _advance)
BURN_FAILED = "burn-failed"     # 烧糊: the burner sits out (BURN-5, END-2)
# (inside _advance only: UNANSWERED, nobody answered a burning set; BURNED_OUT, the burn succeeded)
UNANSWERED, BURNED_OUT = "unanswered", "burned-out"

_WRITTEN_AS_IS = (PlayAction, Pass, Yield, Bet, Buy, Meld, Revolution, Redeal)
"""The actions a record holds as they are (declines are not written; a burn is written set by set)."""


class GameState:
    """One hand, from the start-of-hand decisions to places and scores.

    Mutable like OpenSpiel's states (``apply`` and ``push`` change it); :meth:`clone` is
    cheap because the table itself is an immutable :class:`Situation` shared by clones.
    """

    __slots__ = ("rules", "sit", "phase", "pending", "plans", "burn", "burn_k", "leader",
                 "first_deal", "revolutionary", "penalized", "lives", "judged", "bets", "played",
                 "slam", "redeal", "point_debts", "burn_debts", "counters", "log", "steps", "asked")

    rules: Rules
    sit: Situation                     # the table: hands, trick, finished, out (immutable, shared by clones)
    phase: str                         # one of PHASES
    pending: tuple[int, ...]           # outside ``play``: the seats still to decide, the current one first
    plans: dict[int, tuple[Play, ...]]  # the last burn window's planned burns, by seat
    burn: BurnInProgress | None        # the burn being played
    burn_k: int                        # how many of its sets are on the table
    leader: int                        # the first leader (START-2)
    first_deal: bool                   # a match's first deal (START-1's redeal allowed)
    revolutionary: int | None
    penalized: tuple[int, ...]         # failed burners and suffocated seats, placed last
    lives: tuple[int, ...]             # living gouji plays that count toward opening, by seat - 1
    judged: Judged                     # who has been judged for opening (TRIB-4)
    bets: tuple[Bet, ...]
    played: frozenset[int]             # seats that have played a card
    slam: bool                         # SCORE-4: first place played out before anyone else played
    redeal: int | None                 # set when the deal is abandoned (0: by the rules)
    point_debts: tuple[tuple[int, int], ...]
    burn_debts: tuple[tuple[int, int], ...]
    counters: list[int]                # see counter_names()
    log: list[dict[str, object]] | None  # the record's actions
    steps: int
    asked: frozenset[int]              # seats asked in every burn and answer window open to them

    # --- construction ---
    @classmethod
    def new(cls, rules: Rules, hands: Mapping[int, Hand], leader: int, *, first_deal: bool = False,
            log: bool = True, asked: frozenset[int] = frozenset()) -> "GameState":
        """A hand about to start: ``hands`` after tribute, ``leader`` by START-2.

        ``first_deal`` allows START-1's redeal; ``log=False`` keeps no record of the actions
        (faster self-play). ``asked``: seats given every burn window and answer window the
        rules open to them (BURN-1, BURN-4), even when their cards cannot act (they can only
        decline there) — a reader at the practice table who asks for every burn chance; bots
        are asked only when they can act (see :mod:`gouji_sim.game.burns`). An argument of the wrong type is an
        :class:`~gouji_sim.errors.ArgumentError` naming it; a ``leader`` that is no seat, or
        ``hands`` that are not six seats' hands, a :class:`~gouji_sim.errors.GoujiError` naming it.
        """
        check_arg(rules, Rules, "rules")
        check_arg(hands, Mapping, "hands")
        check_seat(leader, "leader")
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
        self.phase, self.pending = BLIND, self._deciders(BLIND)
        self._advance(DEALT)
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
            assert self.burn is not None
            return list(answers(sit, self.rules, self.burn, self.burn_k, self.pending[0]))
        if phase != PLAY:
            return []
        seat = self.current_player()
        assert seat is not None
        hand = sit.hand(seat)
        st = sit.trick_state
        if st.top is None or sit.is_closed():
            return list(hand_plays(hand, self.rules))  # type: ignore[arg-type]
        if sit.beat_fault(seat) is not None:
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
            burn = burn_action(sit, self.rules, seat)       # a burn declared in turn (BURN-1)
            if burn is not None:
                out.append(burn)
            return out
        if phase in (BLIND, BET):
            kind = "blind" if phase == BLIND else "open"
            return [a for a in (Decline(seat), Bet(seat, kind)) if bet_fault(a, kind) is None]
        if phase == BUY:
            want = purchase_for(self.sit, seat)
            return [] if want is None else [a for a in (want,) if buy_fault(a, want) is None]
        if phase == START:
            hand = self.hand(seat)
            return [a for a in (Decline(seat), Revolution(seat), Redeal(seat))
                    if start_fault(a, hand, self.rules, self.first_deal) is None]
        if phase == MELD:
            options = meld_options(self.sit, self.rules)
            candidates: list[GameAction] = [Decline(seat), *(Meld(seat, r) for r in ((3,), (4,), (3, 4)))]
            return [a for a in candidates if meld_fault(a, options) is None]
        if phase == BURN:
            plan = self.plans.get(seat)        # none: an asked seat whose cards cannot burn
            return [Decline(seat)] if plan is None else [Decline(seat), Burn(seat, plan)]
        return [Decline(seat)]          # ANSWER: the plays come from legal_plays

    def out_of_turn_burners(self) -> tuple[int, ...]:
        """Seats other than :meth:`current_player` that may declare a burn now, in ordinary
        turns (BURN-1 "ahead of the opposite's turn", TURN-3's exception): those the burn rules
        do not bar (:meth:`~Situation.burn_fault`). :meth:`apply` takes any burn such a
        seat declares and the judge rules on it; one that cannot be completed is 烧糊 (BURN-5)."""
        if self.phase != PLAY:
            return ()
        return out_of_turn_burners(self.sit, self.current_player())

    def out_of_turn_actions(self) -> list[GameAction]:
        """The legal actions of seats other than :meth:`current_player` (part of
        :meth:`legal_actions`), in ordinary turns only, each as the judge allows it:

        * a pass from a seat the turn skips (:func:`~gouji_sim.judge.pass_fault`): harmless, it
          does not change who acts next, but the seat counts as having passed (TURN-4, BURN-1);
        * a play of the gouji play's opposite beating it before its turn (TURN-3, GOUJI-2;
          :func:`~gouji_sim.judge.play_fault`);
        * for each of :meth:`out_of_turn_burners`, the planner's burn when its cards allow one
          (:func:`~gouji_sim.game.burns.burn_action`).
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
                        if is_legal(sit, a)]
        for seat in self.out_of_turn_burners():
            burn = burn_action(sit, self.rules, seat)
            if burn is not None:
                out.append(burn)
        return out

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
        """The cards ``seat`` holds."""
        h = self.sit.hand(seat)
        assert h is not None
        return h

    # --- ruling and acting ---
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
            return rule_buy(action, purchase_for(self.sit, seat))
        if phase == START:
            return rule_start(action, self.hand(seat), self.rules, self.first_deal, decider)
        if phase == MELD:
            return rule_meld(action, meld_options(self.sit, self.rules))
        if isinstance(action, Decline):
            return rule(action, None, "game-ok-decline", (), decider)
        if phase == BURN:
            if isinstance(action, Burn):
                return judge_burn(self.sit, action)
            return refuse("burn-or-decline", ("BURN-1",), text("game-burn-or-decline", seat=seat), seat)
        assert self.burn is not None                 # ANSWER
        return judge_answer(self.burn, self.burn_k, action)

    def wrong_follow(self, action: GameAction, verdict: Verdict | None = None) -> Pass | None:
        """The pass a play becomes when the judge rules it a wrong follow (错牌不出, PLAY-6: the
        verdict's ``turn`` is ``passes-on``): ``Pass(seat, wrong=True)`` — the cards go back to
        the hand and the seat may not follow again in this trick; ``None`` for any other action
        or ruling (a bad lead is led again, an action out of turn changes nothing). ``verdict``
        is the judge's ruling on ``action`` now, when already asked. Bots never make one; a
        table that holds a player to PLAY-6 takes it with :meth:`apply` (``wrong_follow=True``).

        >>> from gouji_sim.game.deal import deal, hands_of
        >>> import random
        >>> state = GameState.new(Rules(), hands_of(deal(216, random.Random(3))), leader=1)
        >>> state.wrong_follow(PlayAction(1, Hand.parse("3 4"))) is None     # a bad lead
        True
        >>> _ = state.apply(PlayAction(1, Play.parse("3")))
        >>> state.wrong_follow(PlayAction(2, Play.parse("3")))              # 3 does not beat 3
        Pass(seat=2, wrong=True)
        >>> v = state.apply(PlayAction(2, Play.parse("3")), wrong_follow=True)
        >>> v.legal, v.turn, state.current_player(), sorted(state.sit.trick_state.barred)
        (False, 'passes-on', 3, [2])
        """
        if self.phase != PLAY or not isinstance(action, PlayAction):
            return None
        if verdict is None:
            verdict = self.judge(action)
        if verdict.legal or verdict.turn != "passes-on":
            return None
        return Pass(action.seat, wrong=True)

    def apply(self, action: GameAction | Play, *, wrong_follow: bool = False) -> Verdict:
        """Apply ``action`` after the judge has ruled on it; :class:`IllegalActionError` if illegal
        (the state is then unchanged); :class:`~gouji_sim.errors.GoujiError` if it names no seat 1…6.
        With ``wrong_follow``, a play the judge rules a wrong follow is not an error: it is
        taken as the rule says, as :meth:`wrong_follow`'s pass (PLAY-6), and its verdict returned.

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
        taken: GameAction = action
        if not verdict.legal and verdict.burn != "failed":
            wrong = self.wrong_follow(action, verdict) if wrong_follow else None
            if wrong is None:
                raise IllegalActionError(verdict)
            taken = wrong
        self.steps += 1
        self._advance(self._take(taken, verdict.burn == "failed"))
        return verdict

    def push(self, action: GameAction | Play) -> None:
        """Apply ``action`` without asking the judge — fast, for bots that pick from
        :meth:`legal_actions` or :meth:`choices`. An illegal action leaves an undefined state."""
        if isinstance(action, Play):
            seat = self.current_player()
            assert seat is not None
            action = PlayAction(seat, action)
        self.steps += 1
        self._advance(self._take(action, False))

    # --- 1. what an action does to the table (never the phase) ---
    def _take(self, action: GameAction, failed: bool) -> str:
        """Do ``action`` to the table — hands, trick, counters, bets, the record — and say what
        happened (the event :meth:`_advance` moves on from). ``failed``: the judge ruled the
        burn ``failed`` (烧糊)."""
        log = self.log
        if isinstance(action, Decline):                  # declines are not written
            return DECIDED
        if log is not None and isinstance(action, _WRITTEN_AS_IS):    # a burn: set by set, or failed
            log.append(action.to_dict())
        if isinstance(action, PlayAction):               # in turn, early, or as an answer
            if self.phase == ANSWER:                     # the answer releases the burn (BURN-5)
                self.burn = None
                self.counters[BURNS_RELEASED] += 1
            seat = action.seat
            before = len(self.sit.finished)
            sit = self.sit = self.sit.after(action)
            self.played = self.played | {seat}
            if sit.trick_state.gouji:
                self.counters[GOUJI_MADE + seat - 1] += 1
            return PLAYED_OUT if len(sit.finished) > before else PLAYED
        if isinstance(action, (Pass, Yield)):
            self.sit = self.sit.after(action)
            return PASSED
        if isinstance(action, Burn):
            self.counters[BURNS_TRIED] += 1
            if failed:                                   # 烧糊: out, placed last (BURN-5, END-2)
                if log is not None:
                    log.append(action.to_dict())
                self.counters[BURNS_FAILED] += 1
                self.penalized += (action.seat,)
                self.sit = sit_out(self.sit, action.seat)
                return BURN_FAILED
            top_seat = self.sit.trick_state.top_seat
            assert top_seat is not None
            self.burn, self.burn_k = BurnInProgress(action.seat, top_seat, tuple(action.sets), self.sit), 0
            return BURN_DECLARED
        if isinstance(action, Revolution):
            if self.revolutionary is not None:           # START-4: two revolutionaries, redeal
                self.redeal = 0
                return ABANDONED
            self.revolutionary = action.seat
            self.sit = sit_out(self.sit, action.seat)
            return DECIDED
        if isinstance(action, Redeal):                   # START-1
            self.redeal = action.seat
            return ABANDONED
        if isinstance(action, Meld):                     # START-3
            self.sit = melded(self.sit, action)
            return DECIDED
        if isinstance(action, Bet):                      # TRIB-4, LOCAL-4
            self.bets += (action,)
            return DECIDED
        if isinstance(action, Buy):                      # LOCAL-1
            self.sit = bought(self.sit, action)
            return DECIDED
        raise TypeError(f"not a game action: {action!r}")

    def _play_next_set(self) -> None:
        """The burner plays its next set (BURN-3)."""
        burn = self.burn
        assert burn is not None
        piece = burn.sets[self.burn_k]
        self.burn_k += 1
        entry = PlayAction(burn.burner, piece, burn=True)
        self.sit = self.sit.after(entry)
        if self.log is not None:
            d = entry.to_dict()
            if self.burn_k == 1:
                d["plan"] = [str(p) for p in burn.sets]
            self.log.append(d)
        self.played = self.played | {burn.burner}

    def _burn_succeeded(self) -> None:
        """No set was answered: the burner has played out (BURN-5; TRIB-5's burn debt)."""
        burn = self.burn
        assert burn is not None
        self.counters[BURNS_SUCCEEDED] += 1
        if self.rules.tribute and self.rules.burn_tribute:
            self.burn_debts += ((burn.burned, burn.burner),)
        self.burn = None

    def _judge_played_out(self) -> None:
        """Someone played out: SCORE-4 (a slam), LOCAL-2 (窒息), TRIB-4 (who is judged now)."""
        sit = self.sit
        n = len(sit.finished)
        if n == 1 and self.played == {sit.finished[0]}:
            self.slam = True
        if n == 1 and self.rules.suffocation:
            first = sit.finished[0]
            out = tuple(s for s in seats_from(first) if sit.is_active(s) and s not in self.played)
            for s in out:
                self.sit = sit_out(self.sit, s)
            self.penalized += out
        if self.rules.points:
            self._judge_points(due(self.sit.finished, self.judged))

    def _judge_points(self, seats: tuple[int, ...]) -> None:
        """TRIB-4: judge ``seats`` (open or not) and settle the 点贡 owed so far, bets included."""
        if seats:
            rev_opens = self.revolutionary is not None and revolts_for_three(self.hand(self.revolutionary), self.rules)
            self.judged += tuple((s, opens(s, self.lives, self.revolutionary, rev_opens)) for s in seats)
            self.point_debts = settle(self.judged, self.bets, self.rules)

    # --- 2. the one dispatcher: what comes next ---
    def _advance(self, event: str) -> None:
        """Move the hand on after ``event`` in the current phase: the one place where the
        next phase is decided (with :meth:`_enter`, the only writer of :attr:`phase` and
        :attr:`pending` after :meth:`new`).

        =====================  ==============  ================================================
        phase                  event           next
        =====================  ==============  ================================================
        any                    ABANDONED       ``over`` (START-1's redeal, START-4, LOCAL-1)
        ``blind`` … ``bet``    DEALT, DECIDED  the next decider of the phase; else, in order,
                                               the next phase with a decider (:meth:`_deciders`),
                                               then ``play``
        ``play``, ``burn``     BURN_FAILED     ``over`` if one seat is left (END-2); else as a
                                               decline
        ``burn``               DECIDED         the next seat of the window; else ``play``
        ``answer``             DECIDED         the next seat of the window; else the burner
                                               plays on (as below)
        ``play``, ``burn``     BURN_DECLARED   the burner's sets, one at a time: ``answer`` when
                                               a set can be answered (BURN-4); else the burn
                                               succeeds, the burner played out: ``over`` if one
                                               seat is left, else ``play``
        ``play``, ``answer``   PLAYED(_OUT)    ``over`` if one seat is left (END-1); ``burn``
                                               after a gouji play someone may burn (BURN-1);
                                               else ``play``
        ``play``               PASSED          ``play``
        =====================  ==============  ================================================
        """
        phase = self.phase
        if event == ABANDONED:
            self._enter(OVER)
            return

        # Before the first lead: the next decider, else the next phase that has one.
        if phase in PRELUDE:
            if event == DECIDED:
                rest = self.pending[1:]
                self.pending = buyers_from(self.sit, rest) if phase == BUY else rest
            while not self.pending:
                if phase == START:                       # should the first leader have revolted
                    self.leader = leader_still_playing(self.sit, self.leader)
                elif phase == BUY and lacks_a_three(self.sit, self.rules, self.leader):
                    self.redeal = 0                      # LOCAL-1: no 3 to be had
                    self._enter(OVER)
                    return
                phase = (PRELUDE + (PLAY,))[PRELUDE.index(phase) + 1]
                if phase == PLAY:
                    self._enter(PLAY)
                    return
                self.pending = self._deciders(phase)
            self.phase = phase
            return

        # The hand under way: PLAY, BURN (a burn window), ANSWER (an answer window).
        if event == BURN_FAILED:
            if self._one_left():
                self._end()
                return
            event = DECIDED if phase == BURN else PASSED      # the window goes on, or the turns
        if event == DECIDED:                                   # a decline in a window
            self.pending = self.pending[1:]
            if self.pending:
                return
            if phase == BURN:
                self._enter(PLAY)
                return
            event = UNANSWERED                                 # nobody answered: the burner plays on
        if event in (BURN_DECLARED, UNANSWERED):
            burn = self.burn
            assert burn is not None
            while True:
                self._play_next_set()
                if self.burn_k == len(burn.sets):
                    break
                window = answer_window(self.sit, self.rules, burn, self.burn_k, self.asked)
                if window:
                    self._enter(ANSWER, window)
                    return
            self._burn_succeeded()
            event = BURNED_OUT
        if event in (PLAYED_OUT, BURNED_OUT):                  # a seat played out (END-1)
            self._judge_played_out()
            if self._one_left():
                self._end()
                return
        if event in (PLAYED, PLAYED_OUT) and self.sit.trick_state.gouji:     # BURN-1
            window, plans = burn_window(self.sit, self.rules, self.asked)
            if window:
                self.plans = plans
                self._enter(BURN, window)
                return
        self._enter(PLAY)

    def _deciders(self, phase: str) -> tuple[int, ...]:
        """Who decides in the pre-lead ``phase``, in order (:mod:`gouji_sim.game.prelude`)."""
        sit, rules, leader = self.sit, self.rules, self.leader
        if phase == BLIND:
            return blind_bettors(rules)
        if phase == START:
            return start_deciders(sit, rules, self.first_deal)
        if phase == BUY:
            return buyers(sit, rules, leader)
        if phase == MELD:
            return melders(sit, rules, leader)
        assert phase == BET
        return open_bettors(sit, rules, leader, self.bets)

    def _enter(self, phase: str, pending: tuple[int, ...] = ()) -> None:
        """Set the phase and who decides in it. Back in ordinary turns, or at the end, a trick
        that closed with a gouji play on top: it lived (GOUJI-5; TRIB-4 counts it)."""
        self.phase, self.pending = phase, pending
        if phase == PLAY or phase == OVER:
            sit = self.sit
            st = sit.trick_state
            if st.gouji and st.top_seat is not None and sit.is_closed():
                self.counters[GOUJI_LIVED + st.top_seat - 1] += 1
                if st.top is not None and counts_toward_opening(st.top, self.rules):     # TRIB-4
                    lives = list(self.lives)
                    lives[st.top_seat - 1] += 1
                    self.lives = tuple(lives)

    def _one_left(self) -> bool:
        """END-1: at most one seat still holds cards and plays."""
        sit = self.sit
        return sum(1 for s in SEATS if sit.is_active(s)) <= 1

    def _end(self) -> None:
        """The hand is over: the last trick's gouji play (:meth:`_enter`), the last judgements (TRIB-4)."""
        self._enter(OVER)
        self.burn = None
        if self.rules.points:
            self._judge_points(due(self.sit.finished, self.judged, end=True))

    # --- the end: places, scores (END-1..3, SCORE) ---
    def returns(self) -> tuple[int, ...]:
        """Each seat's team score once the hand is over (SCORE-1..4), else zeros."""
        s = self.score()
        if s is None:
            return (0,) * 6
        return tuple(s.teams["1-3-5" if seat % 2 else "2-4-6"] for seat in SEATS)

    def places(self) -> tuple[int, ...] | None:
        """Seats from first to last place (END-1/2, START-4), once the hand is over."""
        if self.phase != OVER or self.redeal is not None:
            return None
        order = list(self.sit.finished)
        order += [s for s in SEATS if s not in order and s not in self.penalized
                  and s != self.revolutionary]
        order += list(self.penalized)
        rev = self.revolutionary
        if rev is not None:
            mates = same_team(order[0], rev) and same_team(order[1], rev)
            # LOCAL-1 (v3): 冲三's revolutionary for want of a 3 places 4th whatever its teammates' places
            order.insert(3 if revolts_for_three(self.hand(rev), self.rules) or not mates else 2, rev)
        return tuple(order)

    def score(self) -> Score | None:
        """The hand's score (SCORE-1..4), once it is over."""
        places = self.places()
        return None if places is None else score(places, self.rules, self.slam)

    def bet_results(self) -> tuple[tuple[int, str, bool], ...]:
        """Each bet settled so far as ``(seat, kind, won)`` (TRIB-4, LOCAL-4)."""
        return bet_results(self.judged, self.bets)

    def describe(self, lang: str = "en") -> str:
        """The state as a few lines of text in ``"zh"`` or ``"en"``: phase, who acts, hands, trick.

        >>> print(GameState.new(Rules(), {s: Hand.parse("9 9 2") for s in SEATS}, 2).describe())
        play: seat 2 to act; finished: -
        seat 1 (3 cards): 9 9 2
        seat 2 (3 cards): 9 9 2
        seat 3 (3 cards): 9 9 2
        seat 4 (3 cards): 9 9 2
        seat 5 (3 cards): 9 9 2
        seat 6 (3 cards): 9 9 2
        this trick: -
        """
        seat = self.current_player()
        finished = " ".join(map(str, self.sit.finished)) or "-"
        phase = text(f"game-phase-{self.phase}")[lang]
        lines = [text("game-headline", phase=phase, seat=seat or "-", finished=finished)[lang]]
        for s in SEATS:
            hand = self.hand(s)
            lines.append(text("game-seat-line", seat=s, n=len(hand), hand=str(hand) or "-")[lang])
        trick = ", ".join(f"{e.seat}:{e.to_dict().get('play', 'pass' if isinstance(e, Pass) else 'yield')}"
                          for e in self.sit.trick)
        lines.append(text("game-trick-line", trick=trick or "-")[lang])
        sc = self.score()
        if sc is not None:
            lines.append(text("game-places-line", places=" ".join(map(str, self.places() or ())),
                              teams=", ".join(f"{k}: {v:+d}" for k, v in sc.teams.items()))[lang])
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe("en")

    def __repr__(self) -> str:
        return f"<GameState {self.phase} to act: {self.current_player()} finished: {list(self.sit.finished)}>"


__all__ = ["ANSWER", "BET", "BLIND", "BUY", "BURN", "BURNS_FAILED", "BURNS_RELEASED",
           "BURNS_SUCCEEDED", "BURNS_TRIED", "BurnInProgress", "GOUJI_LIVED", "GOUJI_MADE", "GameState", "MELD",
           "N_COUNTERS", "OVER", "PHASES", "PLAY", "PRELUDE", "START", "counter_names", "may_burn", "refuse",
           "sit_out"]
