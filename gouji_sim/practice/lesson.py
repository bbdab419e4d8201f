"""A guided first hand (issue 24 item 2): one fixed deal in which the reader meets, in order,
a lead, a beat, a gouji play only the opposite may answer, a yield, a burn of its own that
succeeds, a release by the opposite, a close, 接风 and a place.

The deal is not typed in: it is the hand of a seed found by ``tools/find_lesson.py``, which
plays many seeds with the reader's seat taken by :class:`LessonBot` (the heuristic bot, which
also yields once when a yield is the next step) and keeps the seed and seat whose hand shows
the longest run of the steps in order. :data:`LESSONS` holds what it found, and the steps
that deal does not offer (``missing``).

A lesson is an ordinary practice hand (:class:`~gouji_sim.practice.session.Practice`): every
attempt goes to the judge, the bots play on, undo replays the seed. What it adds is read off
the hand as it is played (:func:`steps_shown`, from the state before and after each action and
the judge's verdict): which steps have been met, the next one, one sentence on what to try,
and the lesson bot's choice as the suggested control. Following the suggestions replays the
searched hand exactly (the bots' generator is the seed's and the lesson bot is deterministic).

>>> lesson = Lesson("first-hand")
>>> lesson.view()["next"] == LESSONS["first-hand"]["steps"][0]
True
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..actions import Burn, Pass, PlayAction, Yield
from ..bots import HeuristicBot
from ..errors import GoujiError
from ..game.decisions import Decline, GameAction
from ..game.match import Bot
from ..game.state import ANSWER, BURN, BURNS_SUCCEEDED, PLAY, GameState
from ..messages import LANGS, text
from ..play import Play
from ..table import opposite, same_team
from ..verdict import Verdict
from .session import Practice

#: The steps of the first hand, in order, each with the clauses it teaches and the chapter
#: (its page name in both languages' sites) where it is explained.
STEPS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("lead", ("TURN-1",), "06-turns"),
    ("beat", ("BEAT-1", "TURN-2"), "04-beating"),
    ("gouji", ("GOUJI-1", "GOUJI-2"), "05-gouji-plays"),
    ("yield", ("TURN-5",), "06-turns"),
    ("burn", ("BURN-1", "BURN-3", "BURN-5"), "07-burning"),
    ("release", ("BURN-4", "BURN-5"), "07-burning"),
    ("close", ("TURN-6",), "06-turns"),
    ("wind", ("TURN-8",), "06-turns"),
    ("place", ("END-1", "SCORE-1"), "09-finishing-and-scoring"),
)
STEP_NAMES = tuple(s for s, _, _ in STEPS)

#: What ``tools/find_lesson.py`` found (its output, pasted): the seed, the reader's seat, the
#: steps the hand shows in order, and the steps it lacks.
LESSONS: dict[str, dict[str, Any]] = {
    # python tools/find_lesson.py --seeds 0 3000 (420 runs in 505 s; stopped at seed 1557)
    "first-hand": {"seed": 1557, "seat": 2, "steps": list(STEP_NAMES), "missing": []},
}


def steps_shown(before: GameState, action: GameAction, verdict: Verdict, after: GameState,
                reader: int) -> list[str]:
    """The lesson steps one action shows, in :data:`STEPS` order (read off the states and the
    judge's verdict; nothing is decided here).

    ``lead``/``beat``/``gouji``/``yield``/``burn``: the reader's own (TURN-1, TURN-2, GOUJI-2
    with the opposite alone to answer, TURN-5, a burn that succeeds, BURN-5); ``release``: a
    burn answered by the burner's opposite (BURN-4); ``close``: a pass that closes the trick
    (TURN-6); ``wind``: the lead passing on from a finished player (TURN-8); ``place``: a seat
    playing out (END-1).
    """
    out: list[str] = []
    seat = getattr(action, "seat", None)
    s0, s1 = before.sit, after.sit
    if isinstance(action, PlayAction) and seat == reader and before.phase == PLAY:
        top = s0.trick_state.top
        out.append("lead" if top is None or s0.is_closed() else "beat")
        play = verdict.play
        if play is not None and play.gouji and not s0.melee and tuple(verdict.responders) == (opposite(reader),):
            out.append("gouji")
    if isinstance(action, Yield) and seat == reader:
        out.append("yield")
    if after.counters[BURNS_SUCCEEDED] > before.counters[BURNS_SUCCEEDED]:
        burner = action.seat if isinstance(action, Burn) else before.burn.burner if before.burn else None
        if burner == reader:
            out.append("burn")
    if (before.phase == ANSWER and before.burn is not None and isinstance(action, PlayAction)
            and seat == opposite(before.burn.burner)):
        out.append("release")
    closed_before = s0.trick_state.top is not None and s0.is_closed()
    if isinstance(action, Pass) and s1.trick_state.top is not None and s1.is_closed() and not closed_before:
        out.append("close")
        leader, top_seat = s1.leader(), s1.trick_state.top_seat
        if leader is not None and leader != top_seat:
            out.append("wind")
    elif s1.trick_state.top is not None and s1.is_closed() and not closed_before and after.phase == PLAY:
        leader, top_seat = s1.leader(), s1.trick_state.top_seat
        if leader is not None and leader != top_seat:
            out.append("wind")
    if len(s1.finished) > len(s0.finished):
        out.append("place")
    return out


def advance(done: int, shown: Sequence[str], order: Sequence[str]) -> int:
    """How many steps of ``order`` are met after an action showing ``shown``, ``done`` before:
    the next step (and those after it, in order) counts only when shown.

    >>> advance(0, ["lead"], ["lead", "beat"]), advance(1, ["lead"], ["lead", "beat"])
    (1, 1)
    """
    while done < len(order) and order[done] in shown:
        done += 1
    return done


class LessonBot:
    """The reader's suggested decisions: the heuristic bot's, except that it yields (TURN-5)
    when the yield is the lesson's next step and the game allows one."""

    name = "lesson"

    def __init__(self) -> None:
        self._bot = HeuristicBot(yields=False)   # it yields only when the yield is the next step
        self._rng = random.Random(0)          # the heuristic bot takes no random numbers

    def act(self, state: GameState, next_step: str | None) -> Play | GameAction:
        seat = state.current_player()
        assert seat is not None
        if next_step == "yield" and state.phase == PLAY:
            for a in state.other_actions():
                if isinstance(a, Yield):
                    return a
        return self._bot.act(state, self._rng)


class Lesson(Practice):
    """A guided hand (see the module's doc): ``name`` is a key of :data:`LESSONS`."""

    def __init__(self, name: str, *, order: Sequence[str] | None = None, seed: int | None = None,
                 seat: int | None = None) -> None:
        if name not in LESSONS:
            raise GoujiError.from_catalogue("lesson-unknown", value=str(name)[:40], allowed=", ".join(LESSONS))
        spec = LESSONS[name]
        self.name = name
        self.order = tuple(order if order is not None else spec["steps"])
        self.missing = tuple(spec.get("missing", ())) if order is None else ()
        self.coach = LessonBot()
        # the lesson's steps were found with the reader asked at every burn chance
        super().__init__(spec["seed"] if seed is None else seed, spec["seat"] if seat is None else seat,
                         every_burn_chance=True)

    def _bots(self) -> list[Bot]:
        """The other seats' bots: the heuristic bot as the lesson's deal was found with, one
        that does not yield on its own (the yield is a step the lesson shows the reader)."""
        bots = super()._bots()
        return [HeuristicBot(yields=False) if isinstance(b, HeuristicBot) else b for b in bots]

    def _replay(self) -> None:
        self.done = 0
        self.shown: list[tuple[int, str]] = []        # (event index, step) as met
        self.off_path = False
        self.trace: list[str] = []                    # every step shown, in order (for the search)
        super()._replay()

    def _apply(self, state: GameState, action: Play | GameAction, wrong_follow: bool = False) -> Verdict:
        before = state.clone()
        if isinstance(action, Play):
            action = PlayAction(before.current_player() or 0, action)
        first = len(self.events)
        verdict = super()._apply(state, action, wrong_follow)
        assert self.seat is not None
        shown = steps_shown(before, action, verdict, state, self.seat)
        self.trace += shown
        done = advance(self.done, shown, self.order)
        self.shown += [(first, s) for s in self.order[self.done:done]]
        self.done = done
        return verdict

    def attempt(self, action: GameAction) -> Verdict:
        """As :meth:`Practice.attempt`; a decision other than the suggestion takes the hand off
        the lesson's path (undo brings it back)."""
        suggested = self.suggestion()
        verdict = super().attempt(action)
        if verdict.legal and suggested is not None and not _same(suggested, action):
            self.off_path = True
        return verdict

    def undo(self) -> bool:
        return super().undo()

    @property
    def next_step(self) -> str | None:
        """The next step of the lesson not yet met, or ``None`` when all are."""
        return self.order[self.done] if self.done < len(self.order) else None

    def suggestion(self) -> GameAction | None:
        """The lesson bot's decision now (the control the page marks), or ``None``."""
        if not self.waiting or self.state is None or self.seat is None:
            return None
        if self.state.current_player() != self.seat:
            return None
        choice = self.coach.act(self.state, self.next_step)
        return PlayAction(self.seat, choice) if isinstance(choice, Play) else choice

    def _would_show(self, action: GameAction) -> list[str]:
        """The steps ``action`` would show if taken now (on a copy of the state)."""
        assert self.state is not None and self.seat is not None
        before, after = self.state.clone(), self.state.clone()
        verdict = after.apply(action)
        return steps_shown(before, action, verdict, after, self.seat)

    def _spares_teammate(self, action: GameAction) -> bool:
        """Whether ``action`` declines a burn the cards allow because the gouji play is a
        teammate's (the heuristic bot never burns its own team, chapter 13)."""
        state = self.state
        if state is None or state.phase != BURN or not isinstance(action, Decline) or self.seat is None:
            return False
        owner = state.sit.trick_state.top_seat
        return self.seat in state.plans and owner is not None and same_team(owner, self.seat)

    def view(self) -> dict[str, Any]:
        """What the page shows of the lesson: the steps (met or not, each with its words,
        clauses and chapter), the next one and the sentence on what to try, the suggested
        decision (cards to play or the option's index), and at the end what was learned."""
        steps = []
        for i, name in enumerate(self.order):
            _, clauses, chapter = STEPS[STEP_NAMES.index(name)]
            steps.append({"step": name, "met": i < self.done, "words": text(f"lesson-step-{name}"),
                          "clauses": list(clauses), "chapter": chapter})
        suggest: dict[str, Any] | None = None
        action = self.suggestion()
        if action is not None:
            if isinstance(action, PlayAction):
                suggest = {"cards": str(action.play)}
            else:
                index = next((o.index for o in self.options() if _same(o.action, action)), None)
                suggest = {"option": index}
        nxt = self.next_step
        if self.over:
            say = text("lesson-done")
        elif nxt is None:
            say = text("lesson-all-met")
        elif action is None:
            say = {lang: text("lesson-watch", step=text(f"lesson-step-{nxt}")[lang])[lang] for lang in LANGS}
        elif nxt in self._would_show(action) or (nxt == "burn" and isinstance(action, Burn)):
            say = text(f"lesson-try-{nxt}")
        elif self._spares_teammate(action):
            owner = self.state.sit.trick_state.top_seat if self.state is not None else None
            say = text("lesson-spare-teammate", owner=owner)
        else:
            say = {lang: text("lesson-go-on", step=text(f"lesson-step-{nxt}")[lang])[lang] for lang in LANGS}
        labels = {k: text(k) for k in ("lesson-title", "lesson-intro", "lesson-steps", "lesson-off-path",
                                        "lesson-learned", "lesson-not-met")}
        labels["lesson-missing"] = {lang: text("lesson-missing", steps=("、" if lang == "zh" else ", ").join(
            text(f"lesson-step-{m}")[lang] for m in self.missing))[lang] for lang in LANGS}
        for _, _, chapter in STEPS:
            labels[f"lesson-chapter-{chapter}"] = text(f"lesson-chapter-{chapter}")
        return {"name": self.name, "labels": labels, "steps": steps, "next": nxt, "say": say, "suggest": suggest,
                "missing": [{"step": m, "words": text(f"lesson-step-{m}")} for m in self.missing],
                "off_path": self.off_path, "met_at": [{"event": e, "step": s} for e, s in self.shown],
                "over": self.over}


def _same(a: GameAction, b: GameAction) -> bool:
    if isinstance(a, PlayAction) and isinstance(b, PlayAction):
        return a.seat == b.seat and str(a.play) == str(b.play)
    return a == b


def run(seed: int, seat: int, order: Sequence[str] = STEP_NAMES) -> tuple[list[str], list[str], int]:
    """Play the hand of ``seed`` with the reader's seat ``seat`` taken by the lesson bot: the
    steps of ``order`` met in order, every step shown along the way, and how many decisions
    the reader took before the first step of ``order`` was met (for the search)."""
    lesson = Lesson("first-hand", order=order, seed=seed, seat=seat)
    n, first = 0, None
    while lesson.waiting and n < 400:
        action = lesson.suggestion()
        assert action is not None
        lesson.attempt(action)
        n += 1
        if first is None and lesson.done:
            first = n
    return list(lesson.order[:lesson.done]), lesson.trace, n if first is None else first


def in_order(trace: Sequence[str], order: Sequence[str] = STEP_NAMES) -> list[str]:
    """The longest run of ``order``'s steps that ``trace`` shows in order (a longest common
    subsequence, the earliest one).

    >>> in_order(["beat", "lead", "close", "beat"], ["lead", "beat", "close"])
    ['beat', 'close']
    >>> in_order(["beat", "lead", "beat", "close"], ["lead", "beat", "close"])
    ['lead', 'beat', 'close']
    """
    n, m = len(order), len(trace)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best[i][j] = (best[i + 1][j + 1] + 1 if order[i] == trace[j]
                          else max(best[i + 1][j], best[i][j + 1]))
    out, i, j = [], 0, 0
    while i < n and j < m:
        if order[i] == trace[j] and best[i][j] == best[i + 1][j + 1] + 1:
            out.append(order[i])
            i += 1
            j += 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


__all__ = ["LESSONS", "Lesson", "LessonBot", "STEPS", "STEP_NAMES", "advance", "in_order", "run", "steps_shown"]
