"""The coach's weighing of one seat's decisions (:mod:`gouji_sim.bots.coach`), a decision at a time
and a playout at a time, so that a front end can weigh a hand while it is played and have the
review at once when the hand ends (issue 48: "Review this hand" in 2 s in the browser).

**What is weighed.** The hand's history (``gouji-record/2``) is walked through the judge
(:class:`Walk`); at each decision of the seat in play (a lead, a follow, a pass, a yield, a
burn declared or declined, a burning set answered or let go) with more than one legal choice,
or a wrong follow (PLAY-6), the policy bot's own choice on the table as it stood
(:func:`policy_choice`, the practice table's hint) is compared with the choice taken, unless
they are the same. The two are played out on the same deals of the hidden cards
(:meth:`GameState.resample` of the seat's observation) with the same bots' dice (:func:`weigh`):
``samples`` deals first, then, if the policy's choice did better by ``threshold`` on average
(or at once for a wrong follow), on :data:`CONFIRM` times as many fresh deals, whose paired
differences mark the decision or not. Every deal and every die comes from the record's seed
and the decision's place in the history: a decision is weighed the same whenever and in
whatever order it is weighed, which is what lets :class:`Coach` weigh ahead.

**Weighing ahead.** A :class:`Coach` is fed the hand's history as it grows
(:meth:`Coach.feed`: a history that changed — a decision taken back — keeps what was weighed
before the change) and weighs in slices of time (:meth:`Coach.work`, ending at a pause of a playout); :func:`~gouji_sim.bots.coach.review`
takes one that fits its record (:meth:`Coach.fits`) and weighs only what is left. The marks are
those of a review without it, by construction: the same walk, the same weighing, of the same
history.

>>> from gouji_sim.game.match import play_hand
>>> from gouji_sim.core.rules import Rules
>>> from gouji_sim.bots.roster import make_bots
>>> from gouji_sim.game.record import parse
>>> rec = play_hand(Rules(), make_bots(["heuristic"]), 3).record
>>> coach = Coach(Rules(), None, frozenset(), 2, str(rec.get("seed")), bot="strong", samples=2)
>>> left = coach.feed(parse(rec).history[:150])       # the heuristic bot's decisions, the strong bot's hints
>>> coach.decisions > 0, coach.work(0.0) <= left       # a slice of no time: a few moves of one playout
(True, True)
>>> _ = coach.feed(parse(rec).history); coach.work(), len(coach.seen) == len(rec.get("history"))
(0, True)
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Generator, Iterator, Mapping, Sequence, cast

from ..core.actions import Pass, PlayAction
from .roster import make_bot
from ..game.decisions import GameAction
from ..game.hand_start import Previous
from ..game.history import Dealt, HistoryEntry, is_chance
from ..game.match import Bot, bot_act
from ..game.scoring import team_key
from ..game.state import ANSWER, BURN, PLAY, GameState
from ..core.play import Play
from ..core.rules import Rules
from ..core.table import team

#: The phases whose decisions are weighed: play, a burn window, an answer window (those in
#: which :meth:`~gouji_sim.game.state.GameState.in_card_play`; the walk asks that).
REVIEWED = (PLAY, BURN, ANSWER)

CONFIRM = 4
"""A decision whose policy choice beats the one taken by the threshold in the first
playouts is played out again on ``CONFIRM`` times as many fresh deals, the two choices only."""
NOISE_Z = 2.0
"""A mark's expected loss is more than this many standard errors of the paired differences."""

#: What weighing a decision gives: the confirming playouts' values of the choice taken and of
#: the policy's, deal by deal, when the decision is marked; ``None`` when it is not.
Values = tuple[list[float], list[float]]


def team_points(state: GameState, seat: int) -> int:
    """The points of ``seat``'s team for a finished hand: its seats' SCORE-1 points times the
    SCORE-2/4 factor (before SCORE-3's positive-only total); 0 while the hand is not over."""
    sc = state.score()
    if sc is None:
        return 0
    return sc.totals[team_key(team(seat))]


def _as_action(choice: Play | GameAction, seat: int) -> GameAction:
    return PlayAction(seat, choice) if isinstance(choice, Play) else choice


def policy_choice(policy: Bot, state: GameState, seat: int, salt: str) -> GameAction | None:
    """The policy bot's decision for ``seat`` on the table as it stands — the strong bot's own
    rules (:meth:`~gouji_sim.bots.strong.StrongBot.decide`), what the practice table's hint gives —
    or ``None`` when it is not ``seat``'s decision."""
    if state.current_player() != seat:
        return None
    decide = getattr(policy, "decide", None)
    seen = state.observation(seat, history=False)
    choice = decide(seen)[0] if decide is not None else policy.act(seen, random.Random(salt + "/policy"))
    return _as_action(choice, seat)


def stats(diffs: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``diffs``.

    >>> stats([1.0, 3.0])
    (2.0, 1.0)
    """
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


PAUSE_EVERY = 16
"""A playout pauses after this many bots' moves (a slice of :meth:`Coach.work` ends within them)."""


def playouts(g: GameState, seat: int, options: Sequence[GameAction], bots: Sequence[Bot],
             seeds: Sequence[str]) -> Generator[None, None, list[list[float]]]:
    """Each option's values, sample by sample (``seeds``: one determinization each, shared by
    the options, and one generator of the bots' dice each); a generator that pauses every
    :data:`PAUSE_EVERY` bots' moves and after each playout, and returns the values (``yield
    from``). A playout is :func:`~gouji_sim.game.match.run_bots`'s loop, the bots' moves
    pushed unchecked to the end of the hand."""
    values: list[list[float]] = [[] for _ in options]
    for s in seeds:
        world = GameState.resample(g.observation(seat, history=False), random.Random(s + "/deal"))
        for j, option in enumerate(options):
            h = world.clone()
            h.apply(option)
            rng = random.Random(s + "/bots")
            moves = 0
            while not h.is_over():
                mover = h.current_player()
                assert mover is not None
                h.push(bot_act(bots[mover - 1], h, rng))
                moves += 1
                if moves % PAUSE_EVERY == 0:
                    yield
            values[j].append(team_points(h, seat))
            yield
    return values


def weigh(state: GameState, seat: int, taken: GameAction, hinted: GameAction, bots: Sequence[Bot],
          where: str, samples: int, threshold: float) -> Generator[None, None, Values | None]:
    """Weigh the choice ``taken`` against the policy's ``hinted`` at ``seat``'s decision
    ``state`` (see the module's doc; ``where`` is the seeds' prefix, the record's seed and the
    decision's history index): the confirming values when the decision is marked, else
    ``None``. A generator that pauses after each playout (``yield from``)."""
    wrong = isinstance(taken, Pass) and taken.wrong
    options = [taken, hinted]
    if not wrong:
        values = yield from playouts(state, seat, options, bots, [f"{where}/{k}" for k in range(samples)])
        if sum(values[1]) / samples - sum(values[0]) / samples < threshold:
            return None
    # the first playouts are few and noisy: the loss is measured again on fresh deals
    # (CONFIRM times as many), and only that measure marks the decision — a wrong follow
    # (PLAY-6) is marked whatever it cost
    fresh = [f"{where}/confirm/{k}" for k in range(CONFIRM * samples)]
    again = yield from playouts(state, seat, options, bots, fresh)
    loss, noise = stats([b - t for b, t in zip(again[1], again[0])])
    if wrong or (loss >= threshold and loss > NOISE_Z * noise):
        return again[0], again[1]
    return None


class Walk:
    """The walk of a hand's history through the judge, from its deal, as a review replays it;
    fed the history as it grows (:meth:`steps`)."""

    def __init__(self, rules: Rules, previous: Previous | None, asked: frozenset[int]) -> None:
        self.state = GameState.deal_hand(rules, None, previous=previous, asked=asked)
        self.at = 0           # the next history entry to walk
        self.trick = 0        # the trick of the deal, from 1

    def steps(self, history: Sequence[HistoryEntry], seat: int) -> Iterator[tuple[int, int, GameState, GameAction]]:
        """Each decision of ``seat`` in the phases reviewed (:data:`REVIEWED`) among the entries
        of ``history`` (the typed history, :mod:`gouji_sim.game.history`) not walked yet:
        ``(history index, trick of the deal from 1, the state before it, the action taken)``.
        The state is the walk's own: copy it before changing it."""
        state = self.state
        while self.at < len(history):
            entry = history[self.at]
            if is_chance(entry):
                if isinstance(entry, Dealt):
                    state.apply_deal(entry.deal())
                    self.trick = 0
                self.at = len(state.history or ())
                continue
            action = cast(GameAction, entry)
            st = state.sit.trick_state
            if state.in_ordinary_turns() and isinstance(action, PlayAction) and (st.top is None or state.sit.is_closed()):
                self.trick += 1
            if action.seat == seat and state.current_player() == seat and state.in_card_play():
                yield self.at, self.trick, state, action
            state.apply(action)
            self.at = len(state.history or ())


@dataclass
class Decision:
    """One decision of the seat reviewed that counts (more than one legal choice, or a wrong
    follow): where (``index`` in the history, ``trick``, ``turn``: the seat's counted decision
    from 1), the table before it, the choice ``taken``, the policy's (``hinted``), and, once
    weighed, ``weighed`` (True) and ``values`` (:data:`Values` when marked)."""

    index: int
    trick: int
    turn: int
    state: GameState
    taken: GameAction
    hinted: GameAction | None
    weighed: bool = False
    values: Values | None = None


class Coach:
    """The weighing of ``seat``'s decisions in one hand (see the module's doc): the hand's
    ``rules``, ``previous`` hand and ``asked`` seats (as its record has them), the seeds'
    ``base`` (the record's seed as text), the policy ``bot`` in every seat, ``samples`` and
    ``threshold`` as :func:`~gouji_sim.bots.coach.review` takes them."""

    def __init__(self, rules: Rules, previous: Previous | None, asked: frozenset[int], seat: int, base: str, *,
                 bot: str, samples: int, threshold: float = 0.5) -> None:
        self.key = (rules, previous, asked, seat, base, bot, samples, threshold)
        self.seat, self.base, self.samples, self.threshold = seat, base, samples, threshold
        self.policy = make_bot(bot)
        self.bots: list[Bot] = [self.policy] * 6
        self._start()

    def _start(self) -> None:
        rules, previous, asked = self.key[:3]
        self.walk = Walk(rules, previous, asked)
        self.seen: list[HistoryEntry] = []       # the history walked
        self.list: list[Decision] = []                # the decisions that count, in order
        self.decisions = 0
        self._busy: tuple[Decision, Generator[None, None, Values | None]] | None = None

    def fits(self, rules: Rules, previous: Previous | None, asked: frozenset[int], seat: int, base: str, *,
             bot: str, samples: int, threshold: float) -> bool:
        """Whether this coach weighs what a review with these settings weighs."""
        return self.key == (rules, previous, asked, seat, base, bot, samples, threshold)

    def feed(self, history: Sequence[HistoryEntry]) -> int:
        """Walk the entries of ``history`` not walked yet, and return how many decisions are
        left to weigh. A ``history`` that does not go on from the one walked (a decision taken
        back, then another taken) is walked again from the start, keeping what was weighed of
        the decisions before the first entry that changed."""
        n = len(self.seen)
        if list(history[:n]) != self.seen:
            same = next((i for i, (a, b) in enumerate(zip(self.seen, history)) if a != b), min(n, len(history)))
            kept = {d.index: d for d in self.list if d.index < same and d.weighed}
            self._start()
            self._walk(history[:same])
            for d in self.list:
                if d.index in kept:
                    d.weighed, d.values = True, kept[d.index].values
        self._walk(history)
        return self.left()

    def _walk(self, history: Sequence[HistoryEntry]) -> None:
        seat = self.seat
        for index, trick, state, taken in self.walk.steps(history, seat):
            wrong = isinstance(taken, Pass) and taken.wrong
            if len(state.own_actions()) < 2 and not wrong:
                continue
            self.decisions += 1
            # one voice with the hint: the policy's own decision on the table as the seat saw
            # it (the practice table's hint, gouji_sim.practice.hints.bot_move) is never
            # weighed, and it is the better choice a mark names
            hinted = policy_choice(self.policy, state, seat, f"{self.base}/{index}")
            d = Decision(index, trick, self.decisions, state.clone(), taken, hinted)
            d.weighed = hinted == taken or hinted is None
            self.list.append(d)
        self.seen = list(history[:self.walk.at])

    def left(self) -> int:
        """How many decisions walked are not weighed yet."""
        return sum(not d.weighed for d in self.list)

    def work(self, seconds: float | None = None) -> int:
        """Weigh the decisions walked, in order: all of them (``seconds`` None), or until
        ``seconds`` have passed (a slice ends at a pause of :func:`playouts`, the first at
        the least); return how many are left."""
        end = None if seconds is None else time.perf_counter() + seconds
        while True:
            if self._busy is None:
                d = next((d for d in self.list if not d.weighed), None)
                if d is None:
                    return 0
                assert d.hinted is not None
                self._busy = (d, weigh(d.state, self.seat, d.taken, d.hinted, self.bots,
                                       f"{self.base}/{d.index}", self.samples, self.threshold))
            d, steps = self._busy
            try:
                next(steps)
            except StopIteration as done:
                d.weighed, d.values, self._busy = True, done.value, None
            if end is not None and time.perf_counter() >= end:
                return self.left()

    def marked(self) -> list[Decision]:
        """The decisions weighed and marked, in the hand's order (:meth:`work` first)."""
        return [d for d in self.list if d.weighed and d.values is not None]


__all__ = ["CONFIRM", "Coach", "Decision", "NOISE_Z", "REVIEWED", "Values", "Walk", "policy_choice", "playouts",
           "stats", "team_points", "weigh"]
