"""The lessons: guided hands (the guided first hand, answering a burn, …) in which the reader
makes the signature moves of the game itself — a lead, a beat, a gouji play, a yield, a close,
taking over the lead (接风), an answer to a burn, a burn of its own and a place
(:data:`~gouji_sim.practice.lesson_moves.STEPS`).

A deal is not typed in: it is the hand of a seed found by ``tools/find_lesson.py``, which
plays many seeds with the reader's seat taken by :class:`LessonBot` (the heuristic bot, which
also yields once when the rules allow it) and keeps, for each lesson, a seed and seat in which
the reader makes every move the lesson teaches. :data:`LESSONS` holds what it found. The bots
are the heuristic bot, which takes no random numbers, so the hand is fixed: following the
suggestions replays the searched hand exactly.

A lesson is an ordinary practice hand (:class:`~gouji_sim.practice.session.Practice`): every
attempt goes to the judge, the bots play on, undo replays the seed. What it adds is read off
the hand's recorded actions as they are written (the moves of
:mod:`~gouji_sim.practice.lesson_moves`, the reader's own only): which moves the reader has
made, the next one, one sentence on what to try, and the lesson bot's choice as the suggested
control. At the end, what the reader learned is read from the hand's record, so a lesson never
lists a move the reader did not make.

A lesson knows what the reader's seat may know, no more (issue 44): the suggestion and every
fact a prompt names are worked out from the reader's observation (:meth:`Lesson.sight`). What
the reader's own decision alone decides — the judge's ruling, whether it is a gouji play, a
close by the reader's pass and who then leads — is exact. What comes after it, up to the
reader's next decision (the bots' beats and passes, a close or 接风 they complete, who leads
then), is played out on :data:`AHEAD_DEALS` deals of the cards the reader cannot see, dealt
again from fixed seeds (:meth:`GameState.resample <gouji_sim.game.state.GameState.resample>`),
and a prompt names it only when every deal agrees; otherwise its sentence leaves it out.

No sentence is written here: :meth:`Lesson.progress` gives the facts (:class:`Progress`, the
advice as an :class:`Advice`), and the view words them
(:func:`gouji_sim.view.lesson_view.lesson_json`).

>>> lesson = Lesson("first-hand")
>>> lesson.progress().next == LESSONS["first-hand"]["steps"][0]
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple, Sequence

from ..core.actions import Burn, Pass, PlayAction, Yield
from ..core.burn import reburn_sets
from ..core.gouji import is_gouji
from ..bots.roster import HeuristicBot
from ..core.errors import GoujiError
from ..game.decisions import Decline, GameAction
from ..core.cards import Hand
from ..game.match import Bot, HandDeals
from ..game.observation import Observation, observe_turn
from ..game.state import GameState
from ..core.rules import Rules
from ..core.play import Play
from ..core.table import same_team
from ..core.verdict import Verdict
from .lesson_moves import STEP_NAMES, STEPS, moves_in_record, moves_of_entries, ordered
from .session import Practice

#: What ``tools/find_lesson.py`` found (its output, pasted): for each lesson, the seed, the
#: reader's seat and the moves the reader makes there when it follows the suggestions, in the
#: order it first makes them (the order the lesson lists them and says which comes next).
SEARCHED: dict[str, dict[str, Any]] = {
    # python tools/find_lesson.py --seeds 0 70 (420 hands; the lesson bot yields only on a plain play)
    "first-hand": {"seed": 10, "seat": 4, "steps": ["beat", "yield", "gouji", "close", "lead", "burn", "place"]},
    "answer-burn": {"seed": 42, "seat": 5, "steps": ["beat", "gouji", "close", "lead", "answer", "yield", "wind", "place"]},
}

#: The short lessons (issue 46): each a few cards a seat, dealt to teach one move, with the
#: leader, the reader's seat, the moves it teaches (the lesson is done once the reader has made
#: them all) and the switches it is played under besides the outline's (no revolution: a short
#: deal holds few twos); ``every_burn_chance`` (default on) whether the reader is asked at every
#: burn chance, and ``stop`` whether the bots stop once the lesson is done (the move left on top). ``tools/find_lesson.py --short`` plays each with the suggestions and
#: checks that its moves are made (tests/test_lessons_short.py too).
SHORT: dict[str, dict[str, Any]] = {
    "lead-follow": {"deal": {1: "5 5 9 9 J", 2: "6 6 Q", 3: "8 K", 4: "7 7 10", 5: "4 4 A", 6: "3 3 6"},
                    "leader": 1, "seat": 1, "steps": ["lead", "beat"]},
    "beat-gouji": {"deal": {1: "A A 6 8", 2: "5 9 J", 3: "4 7 10", 4: "K K A", 5: "6 9 Q", 6: "3 8 10"},
                   "leader": 4, "seat": 1, "steps": ["answer-gouji"]},
    "keep-right": {"deal": {1: "2 5 5", 2: "9 3 3", 3: "10 4 4", 4: "8 J K", 5: "3 4 7", 6: "4 5 7"},
                   "leader": 4, "seat": 1, "steps": ["keep-right"]},
    "yield": {"deal": {1: "2 2 6", 2: "J 3 3", 3: "9 9 4", 4: "10 8 8", 5: "7 5 5", 6: "6 4 3"},
              "leader": 4, "seat": 1, "steps": ["yield"]},
    "close": {"deal": {1: "3 3 6 7", 2: "5 9 J", 3: "4 8 10", 4: "K K A", 5: "6 9 Q", 6: "4 8 10"},
              "leader": 4, "seat": 1, "steps": ["close"]},
    "wind": {"deal": {1: "5 5 8", 2: "6 9 9", 3: "7 10 10", 4: "8 4 4", 5: "3 6 6", 6: "Q"},
             "leader": 6, "seat": 1, "steps": ["wind"]},
    "burn": {"deal": {1: "A A 5 5 大王", 2: "K K A", 3: "8 9", 4: "6 10", 5: "4 J", 6: "3 Q"},
             "leader": 2, "seat": 1, "steps": ["burn"]},
    # answering a burn (BURN-4): seat 4 burns teammate 3's K K, the reader (its opposite)
    # releases it; the reader is asked only where its cards can act (no burn of its own team)
    "release": {"deal": {1: "2 2 6 9", 2: "3 4 7", 3: "K K A", 4: "A A 5 5 大王", 5: "4 6 10", 6: "3 7 Q"},
                "leader": 3, "seat": 1, "steps": ["release"], "every_burn_chance": False, "stop": True},
    # the reader's K K is burned by seat 2; the burned player burns back, whole (BURN-4 v5)
    "reburn": {"deal": {1: "K K 2 2 大王", 2: "A A 5 5 大王", 3: "3 4 8", 4: "4 6 10", 5: "3 7 9", 6: "Q Q A"},
               "leader": 6, "seat": 1, "steps": ["reburn"], "stop": True},
    "wrong-follow": {"deal": {1: "8 8 4 Q", 2: "6 6 J", 3: "5 5 10", 4: "9 9 K", 5: "7 7 K", 6: "3 3 A"},
                     "leader": 4, "seat": 1, "steps": ["wrong-follow"]},
    "melee": {"deal": {1: "A 6", 2: "4 7", 3: "Q", 4: "K", 5: "3 5", 6: "8 9"},
              "leader": 3, "seat": 1, "steps": ["melee"]},
    "end-of-hand": {"deal": {1: "9 9", 2: "3", 3: "10 10 4", 4: "5 6", 5: "J 7", 6: "8 8 Q"},
                    "leader": 1, "seat": 1, "steps": ["place", "end"], "switches": {"tribute": True}},
}

#: Every lesson by name, in the order the page lists them: the short ones in the order a
#: newcomer meets the moves, then the guided whole hands.
LESSONS: dict[str, dict[str, Any]] = {**SHORT, **SEARCHED}


class LessonBot:
    """The reader's suggested decisions: the heuristic bot's, except that it yields (TURN-5)
    when the lesson's yield is still to come and the game allows one."""

    name = "lesson"

    def __init__(self) -> None:
        self._bot = HeuristicBot(yields=False)   # it yields only when the yield is the next step
        self._rng = random.Random(0)          # the heuristic bot takes no random numbers

    def act(self, state: Observation, to_come: Sequence[str]) -> Play | GameAction:
        """The suggestion for the seat to act, from what it may know (``state``, its observation)."""
        seat = state.current_player()
        assert seat is not None
        st = state.sit.trick_state
        if "yield" in to_come and state.in_ordinary_turns() and not st.gouji:   # on a gouji play a yield changes nothing
            for a in state.other_actions():
                if isinstance(a, Yield):
                    return a
        return self._bot.act(state, self._rng)


class ShortDeal(HandDeals):
    """A short lesson's hand (:data:`SHORT`): its few cards a seat dealt as they stand, the
    leader given, played and recorded like any hand (:class:`~gouji_sim.game.match.HandDeals`)."""

    def __init__(self, rules: Rules, seed: int, spec: Mapping[str, Any], asked: frozenset[int]) -> None:
        self.rules, self.seed, self.hand, self.previous = rules, seed, 1, None
        self.record, self.asked = False, asked      # a short deal keeps no record (no seed deals it)
        self.bot_rng = random.Random(seed)
        hands = {int(k): Hand.parse(v) for k, v in spec["deal"].items()}
        self.state = GameState.new(rules, hands, int(spec["leader"]), asked=asked)


class Lesson(Practice):
    """A guided hand (see the module's doc): ``name`` is a key of :data:`LESSONS`; ``seed``,
    ``seat`` and ``order`` (the moves to teach) stand in for the lesson's own when given (the
    search tries other deals with them). A short lesson (:data:`SHORT`) is done — its root
    marked on the page, the table stopped — once the reader has made its moves."""

    def __init__(self, name: str, *, order: Sequence[str] | None = None, seed: int | None = None,
                 seat: int | None = None) -> None:
        if name not in LESSONS:
            raise GoujiError.from_catalogue("lesson-unknown", value=str(name)[:40], allowed=", ".join(LESSONS))
        spec = LESSONS[name]
        self.name = name
        self.short = name in SHORT
        self.order = tuple(order if order is not None else spec["steps"])
        self.coach = LessonBot()
        self._ahead_memo: dict[Any, Any] = {}    # :meth:`_memo`
        switches = {"revolution": False, **spec.get("switches", {})} if self.short else None
        # the lessons were found with the reader asked at every burn chance
        super().__init__(spec.get("seed", 0) if seed is None else seed, spec["seat"] if seat is None else seat,
                         every_burn_chance=spec.get("every_burn_chance", True), switches=switches)

    def _bots(self) -> list[Bot]:
        """The other seats' bots: the heuristic bot as the lesson's deal was found with, one
        that does not yield on its own (the yield is a step the lesson shows the reader)."""
        bots = super()._bots()
        return [HeuristicBot(yields=False) if isinstance(b, HeuristicBot) else b for b in bots]

    def _replay(self) -> None:
        self.made: list[str] = []                     # the reader's moves so far, in STEPS order
        self.shown: list[tuple[int, str]] = []        # (event index, move) as made
        self.off_path = False
        if not self.short:
            super()._replay()
            return
        self.events = []
        self.event_of = {}
        self.result = None
        self._reviews = {}
        self._queue = list(self.decisions)
        asked = frozenset({self.seat}) if self.seat is not None and self.every_burn_chance else frozenset()
        self._deals = ShortDeal(self.rules, self.seed, SHORT[self.name], asked)
        self._dealt()
        self._play_on()

    @property
    def done(self) -> bool:
        """Whether the lesson is done: the hand is over, or a short lesson's moves are all made."""
        return self.over or (self.short and not self.to_come)

    def _halted(self) -> bool:
        """A short lesson whose spec says ``stop`` halts the table as soon as its moves are
        made, so that the table shows them (a release or a burn back on top) rather than the
        bots' play after."""
        return self.short and bool(SHORT[self.name].get("stop")) and not self.to_come

    @property
    def waiting(self) -> bool:
        """As :attr:`Practice.waiting`, but a short lesson stops once it is done."""
        return self.result is None and not (self.short and not self.to_come)

    def _apply(self, state: GameState, action: Play | GameAction, wrong_follow: bool = False) -> Verdict:
        before = state.clone()
        logged = len(before.history or ())
        first = len(self.events)
        verdict = super()._apply(state, action, wrong_follow)
        assert self.seat is not None
        moves = moves_of_entries(before.sit, (state.history or ())[logged:], verdict, state.sit, self.seat)
        new = [m for m in ordered(moves) if m in self.order and m not in self.made]
        self.made = ordered(self.made + new)
        self.shown += [(first, m) for m in new]
        return verdict

    def attempt(self, action: GameAction) -> Verdict:
        """As :meth:`Practice.attempt`; a decision other than the suggestion takes the hand off
        the lesson's path (undo brings it back)."""
        suggested = self.suggestion()
        verdict = super().attempt(action)
        if verdict.legal and suggested is not None and not _same(suggested, action):
            self.off_path = True
        return verdict

    @property
    def to_come(self) -> list[str]:
        """The lesson's moves the reader has not made yet, in order."""
        return [m for m in self.order if m not in self.made]

    @property
    def next_step(self) -> str | None:
        """The lesson's next move not yet made, or ``None`` when all are."""
        return next(iter(self.to_come), None)

    def learned(self) -> list[str]:
        """The lesson's moves the reader made: once the hand is over, read from its record
        (:func:`~gouji_sim.practice.lesson_moves.moves_in_record`); before, as made so far."""
        rec = self.record()
        made = moves_in_record(rec, self.seat) if rec is not None and self.seat is not None else self.made
        return [m for m in self.order if m in made]

    def suggestion(self) -> GameAction | None:
        """The lesson's decision now (the control the page marks), or ``None``: in a short
        lesson, a decision that makes its next move when one does (a wrong follow: a play of
        the reader's cards the judge refuses as one, PLAY-6), else the heuristic bot's; in a
        whole hand, the lesson bot's (the hand it was found with). Decided from the reader's
        observation only (:meth:`sight`)."""
        if not self.waiting or self.state is None or self.seat is None:
            return None
        if self.state.current_player() != self.seat:
            return None
        if self.short:
            found = self._makes_next()
            if found is not None:
                return found
        choice = self.coach.act(self.sight(), self.to_come if not self.short else ())
        return PlayAction(self.seat, choice) if isinstance(choice, Play) else choice

    # --- what the reader may know, and the look-ahead from it ---
    def sight(self) -> Observation:
        """What the reader's seat may know now (its observation without the history): every
        fact a prompt names and every suggestion is worked out from it, never from the bots'
        hidden cards (issue 44). Only while the hand waits for the reader."""
        assert self.state is not None and self.seat is not None
        return self.state.observation(self.seat, history=False)

    def _worlds(self) -> list[GameState]:
        """:data:`AHEAD_DEALS` full states consistent with :meth:`sight`, the hidden cards dealt
        again from fixed seeds (:meth:`GameState.resample`): the same observation, the same
        worlds, so a prompt is the same whatever the bots really hold. Kept for the
        observation they were dealt from."""
        obs = self.sight()
        memo = self._memo()
        worlds = memo.get(obs)
        if worlds is None:
            worlds = memo[obs] = [GameState.resample(obs, random.Random(k)) for k in range(AHEAD_DEALS)]
            for w in worlds:
                w.entries = []         # the look-ahead reads the moves off the entries it writes
        return worlds

    def _memo(self) -> dict[Any, Any]:
        """The look-ahead worked out so far, by observation (and decision): it depends on
        nothing else, so an entry never goes stale; :meth:`progress` starts it afresh."""
        return self._ahead_memo

    def _world(self) -> GameState:
        """One of :meth:`_worlds`, a copy: enough for what the reader's own decision alone
        decides (the judge's ruling on it reads only its hand and the table)."""
        return self._worlds()[0].clone()

    def _makes_next(self) -> GameAction | None:
        """A decision of the reader's that makes the lesson's next move now, or ``None``."""
        state, seat, nxt = self.state, self.seat, self.next_step
        if state is None or seat is None or nxt is None:
            return None
        if nxt == "wrong-follow":
            return self._wrong_follow()
        obs = self.sight()
        habit = self.coach.act(obs, ())
        habit_action = PlayAction(seat, habit) if isinstance(habit, Play) else habit
        for action in [habit_action, *obs.legal_actions()[:80]]:
            if nxt in self._would_show(action):
                return action
        return None

    def _wrong_follow(self) -> GameAction | None:
        """The reader's lowest cards of the top play's size that the game would take as a
        wrong follow (PLAY-6: they do not beat it), or ``None``."""
        obs, seat = self.sight(), self.seat
        assert seat is not None
        top = obs.sit.trick_state.top
        if top is None or obs.sit.is_closed():
            return None
        for rank, count in sorted(obs.hand(seat).items(), key=lambda rc: int(rc[0])):
            if count < top.size or rank.is_joker:
                continue
            action = PlayAction.of(seat, Hand.parse(" ".join([str(rank)] * top.size)))
            if self._taken_wrong(action):
                return action
        return None

    def _would_show(self, action: GameAction) -> list[str]:
        """The moves ``action`` would make if taken now: the reader's own and what follows up
        to the reader's next decision (a close or 接风 the bots' passes complete) in every
        deal of :meth:`_worlds`."""
        return self._ahead(action).moves

    def _ahead(self, action: GameAction) -> Ahead:
        """Play ``action``, then the bots up to the reader's next decision (or the end), in each
        deal of the hidden cards of :meth:`_worlds`; what holds in every one (:class:`Ahead`).
        A fact the hidden cards decide (who beats, who passes, so who leads next) is kept only
        when every deal agrees on it: the prompt names it then, and otherwise says nothing of it."""
        key = (self.sight(), action)
        memo = self._memo()
        found: Ahead | None = memo.get(key)
        if found is None:
            runs = [self._play_ahead(world.clone(), action) for world in self._worlds()]
            moves = [m for m in runs[0].moves if all(m in r.moves for r in runs)]
            found = memo[key] = Ahead(moves, _agreed([r.leader for r in runs]), _agreed([r.next_seat for r in runs]))
        return found

    def _play_ahead(self, state: GameState, action: GameAction) -> Ahead:
        """:meth:`_ahead` in one deal ``state`` (played on): the reader's moves on the way, who
        leads the first trick that closes on the way and who acts after ``action`` (``None``
        for both when ``action`` ends the hand)."""
        assert self.seat is not None
        bots, rng = self._bots(), random.Random(0)
        moves: list[str] = []
        leader: int | None = None
        next_seat: int | None = None
        for n in range(60):
            before_sit, logged = state.sit, len(state.history or ())
            if n == 0:
                step = action
                verdict = state.apply(step, wrong_follow=state.wrong_follow(step, state.judge(step)) is not None)
                next_seat = state.current_player()
                if state.is_over():
                    return Ahead(ordered(moves_of_entries(before_sit, (state.history or ())[logged:], verdict,
                                                          state.sit, self.seat)), None, None)
            else:
                choice = bots[(state.current_player() or 1) - 1].act(observe_turn(state), rng)
                step = PlayAction(state.current_player() or 0, choice) if isinstance(choice, Play) else choice
                verdict = state.apply(step)
            moves += moves_of_entries(before_sit, (state.history or ())[logged:], verdict, state.sit, self.seat)
            closed = state.sit.trick_state.top is not None and state.sit.is_closed()
            if leader is None and closed and not before_sit.is_closed():
                leader = state.sit.leader()
            if state.is_over() or state.current_player() == self.seat:
                break
        return Ahead(ordered(moves), leader, next_seat)

    def _spares_teammate(self, action: GameAction) -> bool:
        """Whether ``action`` declines a burn the cards allow because the gouji play is a
        teammate's (the heuristic bot never burns its own team, chapter 13)."""
        if self.state is None or self.seat is None or not isinstance(action, Decline):
            return False
        obs = self.sight()
        if not obs.is_burn_window():
            return False
        owner = obs.sit.trick_state.top_seat
        return self.seat in obs.plans and owner is not None and same_team(owner, self.seat)

    def _advice(self, action: GameAction | None) -> Advice:
        """What to try now, with the table's facts a sentence names (:class:`Advice`): the
        lesson done or all its moves made, a move the suggestion makes, sparing a teammate's
        gouji play, or going on towards the next move. Who acts, who leads next and what is
        on top are read from the reader's observation, now and after the suggestion
        (:meth:`_ahead`)."""
        nxt = self.next_step
        facts = self._table_facts(action)
        if self.done:
            return Advice("done", **facts)
        if nxt is None:
            return Advice("all-met", **facts)
        if action is None:
            return Advice("watch", step=nxt, **facts)
        would = self._would_show(action)
        for m in self.to_come:
            if m in would or (m == "burn" and isinstance(action, Burn) and not self.state_answering()) \
                    or (m == "wrong-follow" and isinstance(action, PlayAction) and self._taken_wrong(action)):
                return Advice("try", step=m, **facts)
        if self._spares_teammate(action):
            return Advice("spare-teammate", step=nxt, **{**facts, "owner": self.sight().sit.trick_state.top_seat})
        return Advice("go-on", step=nxt, **facts)

    def _taken_wrong(self, action: GameAction) -> bool:
        """Whether the game takes the reader's ``action`` as a wrong follow (PLAY-6): the
        judge's ruling on the reader's own cards and the table, in a deal of :meth:`_worlds`."""
        if self.state is None or self.seat is None or not isinstance(action, PlayAction):
            return False
        world = self._world()
        return world.wrong_follow(action, world.judge(action)) is not None

    def _table_facts(self, action: GameAction | None) -> dict[str, Any]:
        """The table now and after ``action`` (:meth:`_ahead`), as :class:`Advice` holds them."""
        state, seat = self.state, self.seat
        if state is None or seat is None or self.over or state.current_player() != seat:
            return {"reader": seat}
        sit = self.sight().sit
        st = sit.trick_state
        open_top = st.top is not None and not sit.is_closed()
        facts: dict[str, Any] = {
            "reader": seat, "top_seat": st.top_seat if open_top else None,
            "top": str(st.top) if open_top else None, "gouji": bool(open_top and st.gouji and not sit.melee),
            "burner": st.burner if open_top else None, "melee": bool(sit.melee),
            "passed": tuple(s for s in st.trick_passed if s != seat) if open_top else ()}
        if action is not None:
            facts["suggest"] = _kind(action)
            facts["cards"] = str(action.play) if isinstance(action, PlayAction) else None
            facts.update(self._answer_facts(action))
            ahead = self._ahead(action)             # (both None when the hand ends with it)
            facts["next_seat"], facts["leader"] = ahead.next_seat, ahead.leader
        return facts

    def _answer_facts(self, action: GameAction) -> dict[str, Any]:
        """What ``action`` is besides its cards: whether its play is a gouji play (one that
        may be burned, BURN-1) and, in a burn's answer window, the burned seat and the sets of
        the whole burn back the play starts (BURN-4 v5; the game's own split, none for a release)."""
        seat = self.seat
        if self.state is None or seat is None or not isinstance(action, PlayAction):
            return {}
        obs = self.sight()
        play = action.play if isinstance(action.play, Play) else None
        out: dict[str, Any] = {"makes_gouji": bool(play is not None and is_gouji(play, obs.rules) and not obs.sit.melee)}
        burn = obs.burn
        if obs.is_answer_window() and burn is not None and play is not None:
            sets = reburn_sets(obs.sit, seat, burn.burner, play)
            out.update(burned=burn.burned, sets=tuple(str(p) for p in sets or ()))
        return out

    def state_answering(self) -> bool:
        """Whether another seat's burn is being played (a burn now would be a burn back)."""
        if self.state is None or self.seat is None or self.state.current_player() != self.seat:
            return False
        st = self.sight().sit.trick_state
        return st.burner is not None and st.burner != self.seat

    def progress(self) -> Progress:
        """Where the lesson stands: its moves (made or not), the next one and the advice, the
        suggested decision (cards to play or the option's index), whether the hand left the
        lesson's path, the events at which each move was made, and what the reader learned
        (read from the record at the end)."""
        self._ahead_memo = {}                  # worked out again from this observation
        made = self.learned()
        suggest: dict[str, Any] | None = None
        action = self.suggestion()
        if action is not None:
            if isinstance(action, PlayAction):
                suggest = {"cards": str(action.play)}
            else:
                index = next((o.index for o in self.options() if _same(o.action, action)), None)
                suggest = {"option": index}
        return Progress(self.name, tuple(self.order), tuple(made), self.next_step, self._advice(action), suggest,
                        self.off_path, tuple(self.shown), self.over, self.done)


#: How many deals of the hidden cards a lesson's look-ahead plays out (:meth:`Lesson._ahead`):
#: a fact the bots' cards decide is named only when it holds in every one.
AHEAD_DEALS = 6


class Ahead(NamedTuple):
    """What a lesson foresees after the reader's decision (:meth:`Lesson._ahead`): the reader's
    ``moves`` up to its next decision, who leads the first trick that closes on the way
    (``leader``) and who acts right after the decision (``next_seat``); ``None`` when not
    known from what the reader may know (the deals disagree) or when the hand ends."""

    moves: list[str]
    leader: int | None
    next_seat: int | None


def _agreed(values: Sequence[int | None]) -> int | None:
    """The one value every deal gave, else ``None``.

    >>> _agreed([4, 4, 4]), _agreed([4, 2, 4])
    (4, None)
    """
    return values[0] if values and all(v == values[0] for v in values) else None


@dataclass(frozen=True)
class Advice:
    """What a lesson advises now, as facts: ``kind`` is ``done``, ``all-met``, ``watch``
    (nothing to decide: watch for ``step``), ``try`` (the suggestion makes move ``step``),
    ``spare-teammate`` (the gouji play on top is teammate ``owner``'s) or ``go-on`` (towards
    ``step``). The table's facts a sentence names: the ``reader``'s seat, the play on top
    (``top``, by ``top_seat``; whether a ``gouji`` play; a ``burner`` playing it; the
    ``melee``; the seats that ``passed`` in the trick), the suggested decision (``suggest``:
    ``play``, ``pass``, ``yield``, ``burn``, ``decline``, ``other``; its ``cards``) and, after
    it, who acts next (``next_seat``) and who leads the next trick if it closes (``leader``);
    whether the suggested play ``makes_gouji``; answering a burn, the ``burned`` seat and the
    ``sets`` of the whole burn back the suggestion starts (empty for a release)."""

    kind: str
    step: str | None = None
    owner: int | None = None
    reader: int | None = None
    top_seat: int | None = None
    top: str | None = None
    gouji: bool = False
    burner: int | None = None
    melee: bool = False
    passed: tuple[int, ...] = ()
    suggest: str | None = None
    cards: str | None = None
    next_seat: int | None = None
    leader: int | None = None
    makes_gouji: bool = False
    burned: int | None = None
    sets: tuple[str, ...] = ()


@dataclass(frozen=True)
class Progress:
    """Where a lesson stands (:meth:`Lesson.progress`): its ``name``, the moves it teaches in
    ``order``, those the reader ``learned``, the ``next`` one, the ``advice``, the suggested
    decision, whether the hand is ``off_path``, the ``(event index, move)`` at which each move
    was made, and whether the hand is ``over``."""

    name: str
    order: tuple[str, ...]
    learned: tuple[str, ...]
    next: str | None
    advice: Advice
    suggest: dict[str, Any] | None
    off_path: bool
    met_at: tuple[tuple[int, str], ...]
    over: bool
    done: bool = False


def _kind(action: GameAction) -> str:
    """The kind of a suggested decision, as :class:`Advice` names it."""
    if isinstance(action, PlayAction):
        return "play"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Yield):
        return "yield"
    if isinstance(action, Burn):
        return "burn"
    if isinstance(action, Decline):
        return "decline"
    return "other"


def _same(a: GameAction, b: GameAction) -> bool:
    if isinstance(a, PlayAction) and isinstance(b, PlayAction):
        return a.seat == b.seat and str(a.play) == str(b.play)
    return a == b


#: The moves the whole-hand lessons (:data:`SEARCHED`) were searched for.
WHOLE_HAND_MOVES = STEP_NAMES[:9]


def run(seed: int, seat: int, order: Sequence[str] = WHOLE_HAND_MOVES) -> tuple[list[str], int]:
    """Play the hand of ``seed`` with the reader's seat ``seat`` taken by the lesson bot
    (teaching ``order``): the moves the reader made, in the order it first made them (the
    record's moves, each once), and how many decisions it took (for the search)."""
    lesson = Lesson(next(iter(SEARCHED)), order=order, seed=seed, seat=seat)
    n = 0
    while lesson.waiting and n < 400:
        action = lesson.suggestion()
        assert action is not None
        lesson.attempt(action)
        n += 1
    rec = lesson.record()
    in_record = moves_in_record(rec, seat) if rec is not None else []
    return [m for _, m in lesson.shown if m in in_record and m in order], n


__all__ = ["AHEAD_DEALS", "Advice", "Ahead", "LESSONS", "Lesson", "LessonBot", "Progress", "SEARCHED", "SHORT", "STEPS", "STEP_NAMES",
           "ShortDeal", "WHOLE_HAND_MOVES", "run"]
