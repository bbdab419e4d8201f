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

* **Start of a hand** (START-1, START-4). Each seat holding no two and no joker, in seat
  order, decides: play on (:class:`Decline`), revolt (:class:`Revolution`, when the switch is
  on) or, on a match's first deal only, ask for a redeal (:class:`Redeal`). A redeal, or a
  second revolutionary, ends this deal at once (:attr:`GameState.redeal` is set; the match
  deals again). Then, with ``meld_low`` on, the first leader decides on a meld (START-3):
  :class:`Meld` of the 3s, the 4s or both, taken out of every hand, or :class:`Decline`.
* **Revolution** (START-4). The revolutionary sits out holding its cards: it never acts,
  its opposite is headless for the whole hand (GOUJI-3), and it is placed 3rd if both its
  teammates took 1st and 2nd, else 4th. It is not counted as finished, so the melee still
  starts when two players have played out (GOUJI-4) and TURN-9 still looks at the first two
  who did. The seat is in the core situation's ``out``, which makes it inactive and its
  opposite headless.
* **Burn declarations** (BURN-1/2). After every gouji play (a lead, a beat, or an answer
  that released a burn; in the melee only TURN-9's dead gouji play, as the core decides),
  each seat in the core's :meth:`~Situation.burners` order whose position allows a burn (:func:`~gouji_sim.burn.burn_barrier`) and whose cards
  allow one (:func:`~gouji_sim.burn.plan_burn`) gets a burn-or-decline decision, before the
  turn passes on. The first to declare burns; the window then closes. A seat whose cards
  cannot burn is not asked (it could only fail). The declared burn is the planner's sequence
  (the fewest sets).
* **Playing a burn** (BURN-3/4). The burner's sets are played one at a time without further
  decisions. After each set but the last, every seat that :func:`~gouji_sim.burn.answerers`
  names and whose cards can beat the set, in that order, may answer it with any beating play
  or decline. The first answer releases the burn (BURN-5): the answer is an ordinary play on
  top and the trick goes on from it as the core says. If no set is answered, the burner
  plays out and finishes (succeeded); the trick goes on from its last set, as the core's
  :meth:`~Situation.to_move` says. A checked answer is ruled on by
  :func:`~gouji_sim.burn.judge_burn` with that response.
* **A failed burn** (烧糊, BURN-5, END-2). Bots only declare planned burns, which cannot fail;
  a failing declaration given to :meth:`GameState.apply` is ruled ``failed`` by the judge and
  taken: the burner stops playing (it sits out like a revolutionary, so its opposite becomes
  headless) and is placed last among those not yet finished, a later failure below an
  earlier one. Others still holding a burn decision on the same play keep it.
* **TURN-8 / TURN-9.** 接风 and the dead gouji play are the core's: the next actor is always
  :meth:`~Situation.to_move`, the next leader :meth:`~Situation.leader`. ``wind=by_consent``
  plays exactly like ``automatic``: asking to lead afresh needs every other player's consent,
  and no bot ever asks, so the trick goes on and 接风 follows when it closes.
* **The end** (END-1..3). The hand ends when at most one seat still holds cards and plays.
  Places: those who played out, in order; then the seat still holding cards; then the failed
  burners; the revolutionary is put in 3rd or 4th place.
* **Before the first lead** the phases of :mod:`gouji_sim.game.prelude` come in order: 预点
  bets, the start decisions above, 冲三's purchases of 3s, the meld, 明点 bets.
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

from dataclasses import dataclass, replace
from typing import Iterator, Mapping, Sequence

from ..actions import Burn, Pass, PlayAction, Response, TrickEntry, Yield
from ..burn import answerers, burn_barrier, judge_burn, may_burn, plan_burn
from ..cards import Hand
from ..errors import IllegalActionError
from ..judge import judge, may_yield
from ..messages import text
from ..moves import beating_plays, can_beat, hand_plays
from ..play import Play
from ..rules import Rules
from ..situation import Situation
from ..table import SEATS, check_seat, downstream, opposite, same_team, seats_from
from ..verdict import Verdict
from .actions import Bet, Buy, Decline, GameAction, Meld, Redeal, Revolution
from .chong_san import may_revolt
from .points import Judged, bet_results, counts_toward_opening, due, opens, settle
from .prelude import BET, BLIND, BUY, MELD, OVER, PLAY, PRELUDE, START, Prelude
from .scoring import Score, score

BURN, ANSWER = "burn", "answer"
"""The phases: the pre-lead ones (:mod:`gouji_sim.game.prelude`: bets, start-of-hand
decisions, buying 3s, the meld), ordinary turns, a burn window, an answer window during a
burn, and the end."""

# Indexes of the per-hand counters in GameState.counters.
GOUJI_MADE, GOUJI_LIVED = 0, 6             # six counters each, by seat - 1
BURNS_TRIED, BURNS_SUCCEEDED, BURNS_RELEASED, BURNS_FAILED = 12, 13, 14, 15
N_COUNTERS = 16


def sit_out(sit: Situation, seat: int) -> Situation:
    """``sit`` with ``seat`` added to the seats sitting out."""
    return replace(sit, out=sit.out | {seat})


@dataclass(frozen=True, slots=True)
class BurnInProgress:
    """A declared burn being played: who burns whom, the planned sets, and the situation
    before the first set (the judge rules on answers from there)."""

    burner: int
    burned: int
    sets: tuple[Play, ...]
    base: Situation


class GameState(Prelude):
    """One hand, from the start-of-hand decisions to places and scores.

    Mutable like OpenSpiel's states (``apply`` and ``push`` change it); :meth:`clone` is
    cheap because the table itself is an immutable :class:`Situation` shared by clones.
    """

    __slots__ = ("rules", "sit", "phase", "pending", "plans", "burn", "burn_k", "leader",
                 "first_deal", "revolutionary", "penalized", "lives", "judged", "bets", "played",
                 "slam", "redeal", "point_debts", "burn_debts", "counters", "log", "steps")

    rules: Rules
    sit: Situation
    phase: str
    pending: tuple[int, ...]
    plans: dict[int, tuple[Play, ...]]
    burn: BurnInProgress | None
    burn_k: int
    leader: int
    first_deal: bool
    revolutionary: int | None
    penalized: tuple[int, ...]
    lives: tuple[int, ...]
    judged: Judged
    bets: tuple[Bet, ...]
    played: frozenset[int]
    slam: bool
    redeal: int | None
    point_debts: tuple[tuple[int, int], ...]
    burn_debts: tuple[tuple[int, int], ...]
    counters: list[int]
    log: list[dict[str, object]] | None
    steps: int

    # --- construction ---
    @classmethod
    def new(cls, rules: Rules, hands: Mapping[int, Hand], leader: int, *, first_deal: bool = False,
            log: bool = True) -> "GameState":
        """A hand about to start: ``hands`` after tribute, ``leader`` by START-2.

        ``first_deal`` allows START-1's redeal; ``log=False`` keeps no record of the actions
        (faster self-play).
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
            out: list[GameAction] = [Pass(seat)]
            if (not sit.melee and st.top_seat is not None and seat == opposite(st.top_seat)
                    and may_yield(sit, seat)):
                out.append(Yield(seat))
            return out
        if phase in (BLIND, BUY, BET):
            return self._prelude_options(seat)
        if phase == START:
            out = [Decline(seat)]
            if may_revolt(self.hand(seat), self.rules):
                out.append(Revolution(seat))
            if self.first_deal:
                out.append(Redeal(seat))
            return out
        if phase == MELD:
            melds: list[GameAction] = [Meld(seat, r) for r in self._meld_options()]
            return [Decline(seat), *melds]
        if phase == BURN:
            return [Decline(seat), Burn(seat, self.plans[seat])]
        return [Decline(seat)]          # ANSWER: the plays come from legal_plays

    def out_of_turn_burners(self) -> tuple[int, ...]:
        """Seats other than :meth:`current_player` that may declare a burn now, in ordinary
        turns (BURN-1 "ahead of the opposite's turn", TURN-3's exception): those the burn rules
        do not bar (:func:`~gouji_sim.burn.burn_barrier`). :meth:`apply` takes any burn such a
        seat declares and the judge rules on it; one that cannot be completed is 烧糊 (BURN-5)."""
        if self.phase != PLAY or self.sit.trick_state.top is None:
            return ()
        cur = self.current_player()
        return tuple(s for s in SEATS if s != cur and self.sit.is_active(s)
                     and burn_barrier(self.sit, s) is None)

    def out_of_turn_actions(self) -> list[GameAction]:
        """The actions of seats other than :meth:`current_player` that :meth:`apply` takes
        (the companion of :meth:`legal_actions` for out-of-turn moves), in ordinary turns only:

        * a pass from a seat the turn skips (:meth:`~Situation.skipped`): harmless, it does not
          change who acts next, but the seat counts as having passed (TURN-4, BURN-1);
        * a play of the gouji play's opposite beating it before its turn (TURN-3, GOUJI-2);
        * for each of :meth:`out_of_turn_burners`, the planner's burn when its cards allow one
          (any other sequence of its own cards such a seat declares is taken too: the judge
          rules it succeeded, released or failed).
        """
        sit = self.sit
        st = sit.trick_state
        if self.phase != PLAY or st.top is None or sit.is_closed():
            return []
        cur = self.current_player()
        out: list[GameAction] = [Pass(s) for s in sit.skipped() if s != cur]
        if st.gouji and st.top_seat is not None:
            opp = opposite(st.top_seat)
            hand = sit.hand(opp)
            if opp != cur and hand is not None:
                out += [a for a in (PlayAction(opp, p) for p in beating_plays(hand, st.top, self.rules))
                        if judge(sit, a).legal]
        for seat in self.out_of_turn_burners():
            hand = sit.hand(seat)
            plan = plan_burn(hand, st.top, self.rules) if hand is not None else None
            if plan is not None and plan.possible:
                out.append(Burn(seat, plan.sets))
        return out

    def _out_of_turn_ok(self, action: GameAction) -> bool:
        """Whether ``action``, from a seat other than the current player's, is of a kind
        :meth:`out_of_turn_actions` describes (the judge still rules on it)."""
        sit = self.sit
        st = sit.trick_state
        if isinstance(action, Pass):
            return action.seat in sit.skipped()
        if isinstance(action, Burn):
            return action.seat in self.out_of_turn_burners()
        if isinstance(action, PlayAction):
            return st.gouji and st.top_seat is not None and action.seat == opposite(st.top_seat)
        return False

    def legal_actions(self) -> list[GameAction]:
        """Every legal action of the current player: plays, pass, yield, burn, decline, …"""
        seat = self.current_player()
        if seat is None:
            return []
        return [PlayAction(seat, p) for p in self.legal_plays()] + self.other_actions()

    def choices(self) -> list[Play | GameAction]:
        """:meth:`legal_actions` with plays left as bare :class:`Play` values (fast, for bots);
        :meth:`push` takes either form."""
        out: list[Play | GameAction] = list(self.legal_plays())
        out += self.other_actions()
        return out

    def returns(self) -> tuple[int, ...]:
        """Each seat's team score once the hand is over (SCORE-1..4), else zeros."""
        s = self.score()
        if s is None:
            return (0,) * 6
        return tuple(s.teams["1-3-5" if seat % 2 else "2-4-6"] for seat in SEATS)

    # --- results ---
    def places(self) -> tuple[int, ...] | None:
        """Seats from first to last place (END-1/2, START-4), once the hand is over."""
        if self.phase != OVER or self.redeal is not None:
            return None
        sit = self.sit
        order = list(sit.finished)
        order += [s for s in SEATS if s not in order and s not in self.penalized
                  and s != self.revolutionary]
        order += list(self.penalized)
        rev = self.revolutionary
        if rev is not None:
            mates = same_team(order[0], rev) and same_team(order[1], rev)
            order.insert(2 if mates else 3, rev)
        return tuple(order)

    def score(self) -> Score | None:
        """The hand's score (SCORE-1..4), once it is over."""
        places = self.places()
        return None if places is None else score(places, self.rules, self.slam)

    def hand(self, seat: int) -> Hand:
        h = self.sit.hand(seat)
        assert h is not None
        return h

    # --- acting ---
    def apply(self, action: GameAction | Play) -> Verdict:
        """Apply ``action`` after the judge has ruled on it; :class:`IllegalActionError` if illegal
        (the state is then unchanged); :class:`~gouji_sim.errors.GoujiError` if it names no seat 1…6.

        What is taken: :meth:`legal_actions` of :meth:`current_player`, and in ordinary turns
        the out-of-turn moves a table allows, :meth:`out_of_turn_actions` — a pass from a
        skipped seat, the gouji play's opposite beating it early, a burn declared by one of
        :meth:`out_of_turn_burners`. A declared burn that the judge rules ``failed`` (烧糊)
        is not an error, in turn or out of it: it is taken, and the burner is placed last
        (END-2). Any other action of another seat is refused (``not-your-turn``, TURN-3).
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
        """The ruling on ``action`` at this point of the hand (does not change the state)."""
        phase = self.phase
        if phase == OVER:
            return _refuse("game-over", (), text("game-over"), None)
        seat = check_seat(getattr(action, "seat", None), "action.seat")
        if phase == PLAY:
            if self.sit.trick_state.top is None and seat != self.leader:    # the first lead (START-2)
                return _refuse("not-your-turn", ("START-2",),
                               text("not-your-turn", seat=seat, next=self.leader), self.leader)
            cur = self.current_player()
            if seat != cur and not self._out_of_turn_ok(action):       # TURN-3: order is strict
                return _refuse("not-your-turn", ("TURN-3",), text("not-your-turn", seat=seat, next=cur), cur)
            if isinstance(action, (PlayAction, Pass, Yield, Burn)):
                return judge(self.sit, action)
            return _refuse("not-your-decision", ("TURN-3",), text("game-no-decision", seat=seat),
                           self.current_player())
        decider = self.pending[0]
        if seat != decider:
            return _refuse("not-your-decision", ("TURN-3",),
                           text("game-waiting", seat=seat, decider=decider), decider)
        if phase in (BLIND, BUY, BET):
            return self._judge_prelude(action)
        if isinstance(action, Decline):
            return Verdict(True, None, (), text("game-ok-decline", seat=seat), next=decider)
        if phase == START:
            return self._judge_start(action)
        if phase == MELD:
            ok = isinstance(action, Meld) and action.ranks in self._meld_options()
            if ok:
                return Verdict(True, None, ("START-3",), text("game-ok-meld", seat=seat), next=seat)
            return _refuse("cannot-meld", ("START-3",), text("game-cannot-meld", seat=seat), seat)
        if phase == BURN:
            if isinstance(action, Burn):
                return judge_burn(self.sit, action)
            return _refuse("burn-or-decline", ("BURN-1",), text("game-burn-or-decline", seat=seat), seat)
        return self._judge_answer(action)

    def _judge_start(self, action: GameAction) -> Verdict:
        seat = action.seat
        if isinstance(action, Revolution) and may_revolt(self.hand(seat), self.rules):
            return Verdict(True, None, ("START-4",), text("game-ok-revolution", seat=seat), next=None)
        if isinstance(action, Redeal) and self.first_deal:
            return Verdict(True, None, ("START-1",), text("game-ok-redeal", seat=seat), next=None)
        return _refuse("cannot-start", ("START-1", "START-4"), text("game-cannot-start", seat=seat), seat)

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
        return _refuse("cannot-answer", ("BURN-4",),
                       text("game-cannot-answer", seat=seat, k=k, set=burn.sets[k - 1]), seat)

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

    # --- start of the hand ---
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
        self.sit = _replace_hands(sit, tuple(h.without(*action.ranks) if h is not None else None
                                             for h in sit.hands))
        self._next_decider()

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
            self.judged += tuple((s, opens(s, self.lives, self.revolutionary)) for s in seats)
            self.point_debts = settle(self.judged, self.bets, self.rules)

    def bet_results(self) -> tuple[tuple[int, str, bool], ...]:
        """Each bet settled so far as ``(seat, kind, won)`` (TRIB-4, LOCAL-4)."""
        return bet_results(self.judged, self.bets)

    def _check_over(self) -> bool:
        sit = self.sit
        if sum(1 for s in SEATS if sit.is_active(s)) > 1:
            return False
        self._go_on()
        self.phase, self.pending, self.burn = OVER, (), None
        if self.rules.points:
            self._judge_points(due(sit.finished, self.judged, end=True))
        return True

    # --- burns ---
    def _open_burn_window(self) -> bool:
        sit, rules = self.sit, self.rules
        top = sit.trick_state.top
        assert top is not None
        plans: dict[int, tuple[Play, ...]] = {}
        for seat in sit.burners():
            hand = sit.hand(seat)
            if hand is None or not may_burn(hand) or burn_barrier(sit, seat) is not None:
                continue
            plan = plan_burn(hand, top, rules)
            if plan.possible:
                plans[seat] = plan.sets
        if not plans:
            return False
        self.phase, self.pending, self.plans = BURN, tuple(plans), plans
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
                        if can_beat(sit.hand(x), piece, rules)  # type: ignore[arg-type]
                        and next(self._answers(x), None) is not None)
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

    # --- views ---
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


def _refuse(reason: str, clauses: tuple[str, ...], message: dict[str, str], nxt: int | None) -> Verdict:
    return Verdict(False, reason, clauses, message, next=nxt)


def _replace_hands(sit: Situation, hands: tuple[Hand | None, ...]) -> Situation:
    return replace(sit, hands=hands)


def counter_names() -> Sequence[str]:
    """Names of :attr:`GameState.counters` for reports."""
    return ([f"gouji_made_{s}" for s in SEATS] + [f"gouji_lived_{s}" for s in SEATS]
            + ["burns_tried", "burns_succeeded", "burns_released", "burns_failed"])


__all__ = ["ANSWER", "BET", "BLIND", "BUY", "BURN", "BurnInProgress", "GameState", "MELD", "OVER",
           "PLAY", "START", "may_burn", "sit_out"]
