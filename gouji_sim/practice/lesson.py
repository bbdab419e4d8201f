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
from typing import Any, Sequence

from ..actions import Burn, PlayAction, Yield
from ..bots import HeuristicBot
from ..errors import GoujiError
from ..decisions import Decline, GameAction
from ..game.match import Bot
from ..game.state import BURN, PLAY, GameState
from ..play import Play
from ..table import same_team
from ..verdict import Verdict
from .lesson_moves import STEP_NAMES, STEPS, moves_in_record, moves_of_entries, ordered
from .session import Practice

#: What ``tools/find_lesson.py`` found (its output, pasted): for each lesson, the seed, the
#: reader's seat and the moves the reader makes there when it follows the suggestions, in the
#: order it first makes them (the order the lesson lists them and says which comes next).
LESSONS: dict[str, dict[str, Any]] = {
    # python tools/find_lesson.py --seeds 0 70 (420 hands)
    "first-hand": {"seed": 67, "seat": 2, "steps": ["beat", "yield", "gouji", "lead", "close", "wind", "burn", "place"]},
    "answer-burn": {"seed": 42, "seat": 5, "steps": ["beat", "gouji", "yield", "close", "lead", "answer", "wind"]},
}


class LessonBot:
    """The reader's suggested decisions: the heuristic bot's, except that it yields (TURN-5)
    when the lesson's yield is still to come and the game allows one."""

    name = "lesson"

    def __init__(self) -> None:
        self._bot = HeuristicBot(yields=False)   # it yields only when the yield is the next step
        self._rng = random.Random(0)          # the heuristic bot takes no random numbers

    def act(self, state: GameState, to_come: Sequence[str]) -> Play | GameAction:
        seat = state.current_player()
        assert seat is not None
        if "yield" in to_come and state.phase == PLAY:
            for a in state.other_actions():
                if isinstance(a, Yield):
                    return a
        return self._bot.act(state, self._rng)


class Lesson(Practice):
    """A guided hand (see the module's doc): ``name`` is a key of :data:`LESSONS`; ``seed``,
    ``seat`` and ``order`` (the moves to teach) stand in for the lesson's own when given (the
    search tries other deals with them)."""

    def __init__(self, name: str, *, order: Sequence[str] | None = None, seed: int | None = None,
                 seat: int | None = None) -> None:
        if name not in LESSONS:
            raise GoujiError.from_catalogue("lesson-unknown", value=str(name)[:40], allowed=", ".join(LESSONS))
        spec = LESSONS[name]
        self.name = name
        self.order = tuple(order if order is not None else spec["steps"])
        self.coach = LessonBot()
        # the lessons were found with the reader asked at every burn chance
        super().__init__(spec["seed"] if seed is None else seed, spec["seat"] if seat is None else seat,
                         every_burn_chance=True)

    def _bots(self) -> list[Bot]:
        """The other seats' bots: the heuristic bot as the lesson's deal was found with, one
        that does not yield on its own (the yield is a step the lesson shows the reader)."""
        bots = super()._bots()
        return [HeuristicBot(yields=False) if isinstance(b, HeuristicBot) else b for b in bots]

    def _replay(self) -> None:
        self.made: list[str] = []                     # the reader's moves so far, in STEPS order
        self.shown: list[tuple[int, str]] = []        # (event index, move) as made
        self.off_path = False
        super()._replay()

    def _apply(self, state: GameState, action: Play | GameAction, wrong_follow: bool = False) -> Verdict:
        before = state.clone()
        logged = len(before.log or [])
        first = len(self.events)
        verdict = super()._apply(state, action, wrong_follow)
        assert self.seat is not None
        moves = moves_of_entries(before.sit, (state.log or [])[logged:], verdict, state.sit, self.seat)
        new = [m for m in ordered(moves) if m not in self.made]
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
        """The lesson bot's decision now (the control the page marks), or ``None``."""
        if not self.waiting or self.state is None or self.seat is None:
            return None
        if self.state.current_player() != self.seat:
            return None
        choice = self.coach.act(self.state, self.to_come)
        return PlayAction(self.seat, choice) if isinstance(choice, Play) else choice

    def _would_show(self, action: GameAction) -> list[str]:
        """The moves ``action`` would make if taken now (on a copy of the state)."""
        assert self.state is not None and self.seat is not None
        before, after = self.state.clone(), self.state.clone()
        verdict = after.apply(action)
        return moves_of_entries(before.sit, (after.log or [])[len(before.log or []):], verdict, after.sit, self.seat)

    def _spares_teammate(self, action: GameAction) -> bool:
        """Whether ``action`` declines a burn the cards allow because the gouji play is a
        teammate's (the heuristic bot never burns its own team, chapter 13)."""
        state = self.state
        if state is None or state.phase != BURN or not isinstance(action, Decline) or self.seat is None:
            return False
        owner = state.sit.trick_state.top_seat
        return self.seat in state.plans and owner is not None and same_team(owner, self.seat)

    def _advice(self, action: GameAction | None) -> Advice:
        """What to try now: the lesson done or all its moves made, a move the suggestion
        makes, sparing a teammate's gouji play, or going on (watching) towards the next move."""
        nxt = self.next_step
        if self.over:
            return Advice("done")
        if nxt is None:
            return Advice("all-met")
        if action is None:
            return Advice("watch", step=nxt)
        would = self._would_show(action)
        for m in self.to_come:
            if m in would or (m == "burn" and isinstance(action, Burn) and not self.state_answering()):
                return Advice("try", step=m)
        if self._spares_teammate(action):
            owner = self.state.sit.trick_state.top_seat if self.state is not None else None
            return Advice("spare-teammate", owner=owner)
        return Advice("go-on", step=nxt)

    def state_answering(self) -> bool:
        """Whether another seat's burn is being played (a burn now would be a burn back)."""
        st = self.state.sit.trick_state if self.state is not None else None
        return st is not None and st.burner is not None and st.burner != self.seat

    def progress(self) -> Progress:
        """Where the lesson stands: its moves (made or not), the next one and the advice, the
        suggested decision (cards to play or the option's index), whether the hand left the
        lesson's path, the events at which each move was made, and what the reader learned
        (read from the record at the end)."""
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
                        self.off_path, tuple(self.shown), self.over)


@dataclass(frozen=True)
class Advice:
    """What a lesson advises now, as facts: ``kind`` is ``done``, ``all-met``, ``watch``
    (nothing to decide: watch for ``step``), ``try`` (the suggestion makes move ``step``),
    ``spare-teammate`` (the gouji play on top is teammate ``owner``'s) or ``go-on`` (towards
    ``step``)."""

    kind: str
    step: str | None = None
    owner: int | None = None


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


def _same(a: GameAction, b: GameAction) -> bool:
    if isinstance(a, PlayAction) and isinstance(b, PlayAction):
        return a.seat == b.seat and str(a.play) == str(b.play)
    return a == b


def run(seed: int, seat: int, order: Sequence[str] = STEP_NAMES) -> tuple[list[str], int]:
    """Play the hand of ``seed`` with the reader's seat ``seat`` taken by the lesson bot
    (teaching ``order``): the moves the reader made, in the order it first made them (the
    record's moves, each once), and how many decisions it took (for the search)."""
    lesson = Lesson(next(iter(LESSONS)), order=order, seed=seed, seat=seat)
    n = 0
    while lesson.waiting and n < 400:
        action = lesson.suggestion()
        assert action is not None
        lesson.attempt(action)
        n += 1
    rec = lesson.record()
    in_record = moves_in_record(rec, seat) if rec is not None else []
    return [m for _, m in lesson.shown if m in in_record], n


__all__ = ["Advice", "LESSONS", "Lesson", "LessonBot", "Progress", "STEPS", "STEP_NAMES", "run"]
