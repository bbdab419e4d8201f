"""The coach: a hand's record reviewed from one seat — its decisions where another choice
would clearly have scored more, each with the expected loss, the better choice and why.

**How a decision is evaluated.** The record's history (``gouji-record/2``) is applied
through the judge; at each decision of the reviewed seat in play — a lead, a follow, a pass,
a yield, a burn declared or declined, a burning set answered or let go (the start decisions
before the first lead are not reviewed) — the choice taken and the policy bot's own choice on
the table as it stood (:func:`policy_choice`: what the practice table's hint gives, one voice of
advice, so a decision that took it is never marked) are each played out ``samples`` times to
the end of the hand by
a policy bot in every seat. Each playout starts from a *determinization*
(:meth:`GameState.resample` of its observation): the cards the reviewed seat cannot see — the other seats' hands — dealt
again at random, each seat keeping its card count (the seat's own hand, the cards played and
every count are what it has seen); a declared burner's hand, which its sets will play out,
stays as it is. Every choice meets the same deals and the same bots' dice (common random
numbers), so the difference between two choices is measured sample by sample; the seeds
come from the record's seed and the decision's place in the history, so a review of a
record is the same every time.

**The value** of a playout is the reviewed seat's team's points for the hand: the SCORE-1
points of its three seats, times SCORE-2/SCORE-4's factor — before SCORE-3 keeps only a
positive total, so that losing by less counts too.

**A mark** is a decision where the policy's choice beats the choice taken by at least
:data:`THRESHOLD` points on average *and* by more than :data:`NOISE_Z` standard errors of
the paired differences (the sampling noise) — measured again, the two choices only, on
:data:`CONFIRM` times as many fresh deals once the first playouts put it past the threshold
(the first playouts are few and noisy); a wrong follow (PLAY-6) is marked whatever it cost. Its
reason (:func:`classify`, ``wrong-follow`` for a wrong follow) is one of
:data:`REASONS`, read from the difference between the two choices, each with the rulebook
clauses it rests on; the catalogue's ``review-why-<reason>`` words it, after what the hand shows
(:func:`followed`: the cards played and the big cards spent, who won the trick and what it led).

>>> from gouji_sim.game.match import play_hand
>>> from gouji_sim.core.rules import Rules
>>> from gouji_sim.bots.roster import make_bots
>>> rec = play_hand(Rules(), make_bots(["heuristic"]), 3).record
>>> r = review(rec, 2, bot="heuristic", samples=2)
>>> r.seat, r.bot, r.decisions > 0, all(m.loss >= THRESHOLD for m in r.marks)
(2, 'heuristic', True, True)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Sequence, cast

from ..core.actions import Burn, Pass, PlayAction, Yield
from .roster import BOTS, make_bot
from ..core.cards import Hand
from .heuristic import big_cards, play_cost
from ..core.errors import GoujiError
from ..game.decisions import Decline, GameAction
from ..game.hand_start import Previous
from ..game.history import HistoryEntry, is_chance
from ..game.observation import Observation
from ..game.record import FORMAT, FORMAT_2, RecordError, has_history, parse, replay
from ..game.state import GameState
from ..core.play import Play
from ..core.table import check_seat, opposite, same_team
from .weighing import CONFIRM, NOISE_Z, REVIEWED, Coach, Walk, policy_choice, stats, team_points

__all__ = ["CONFIRM", "DEFAULT_SAMPLES", "MAX_OPTIONS", "MAX_SAMPLES", "NOISE_Z", "REASONS", "REVIEWED",
           "THRESHOLD", "Mark", "Review", "candidates", "check_samples", "classify", "decision_states",
           "default_bot", "followed", "policy_choice", "review", "team_points"]

DEFAULT_SAMPLES = 6
"""Playouts per choice (each choice meets the same deals): a hand reviews in about three
seconds of CPU with the heuristic bot (docs/decisions/07-coach.md has the figures)."""
MAX_SAMPLES = 200
"""The most playouts per choice :func:`review` accepts."""
MAX_OPTIONS = 4
"""Choices evaluated per decision: the one taken, the policy bot's, then one of each kind
(:func:`candidates`)."""
THRESHOLD = 0.5
"""A mark's least expected loss, in points (SCORE-1's steps are 2 points: a quarter of a step,
one place lost one time in four)."""

#: The reasons a mark gives, each with the rulebook clauses it rests on; the catalogue's
#: ``review-why-<reason>`` words it.
REASONS: dict[str, tuple[str, ...]] = {
    "yield": ("TURN-5",),
    "beat-gouji": ("GOUJI-2",),
    "answer-burn": ("BURN-4", "BURN-5"),
    "let-burn-go": ("BURN-4",),
    "burn": ("BURN-1", "BURN-3"),
    "no-burn": ("BURN-4", "BURN-5"),
    "teammate-trick": ("TABLE-2", "TURN-4"),
    "play-out": ("TURN-8", "END-1"),
    "passed-winner": ("TURN-4",),
    "keep-big": ("GOUJI-2", "BURN-4"),
    "pass": ("TURN-4",),
    "lead-low": ("TURN-1",),
    "lead-other": ("TURN-1", "PLAY-1"),
    "beat-smaller": ("BEAT-1", "BEAT-2"),
    "beat-bigger": ("BEAT-2", "TURN-6"),
    "wrong-follow": ("PLAY-6",),
    "other": (),
}


def default_bot() -> str:
    """The policy bot a review plays out with when none is named: the strongest in
    :data:`~gouji_sim.bots.roster.BOTS` (``strong`` once there is one, else ``heuristic``).

    >>> default_bot() in BOTS
    True
    """
    return "strong" if "strong" in BOTS else "heuristic"


@dataclass(frozen=True)
class Mark:
    """One decision marked: where it is (``where`` names the history entry, ``trick`` the
    trick of the deal from 1, ``turn`` the seat's reviewed decision from 1), the choice
    ``taken`` and the ``better`` one with their mean values (points) over the playouts, the
    expected ``loss`` (their difference) and its ``noise`` (standard error), the ``reason``
    (a key of :data:`REASONS`) and its ``clauses``."""

    # where the decision is
    where: str
    index: int
    trick: int
    turn: int
    phase: str
    # the two choices and what they are worth
    taken: GameAction
    better: GameAction
    taken_value: float
    better_value: float
    loss: float
    noise: float
    # why
    reason: str
    clauses: tuple[str, ...]
    # what the hand shows: the cards and what followed (:func:`followed`), and the table before
    story: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    before: Any = None


@dataclass(frozen=True)
class Review:
    """A hand reviewed from ``seat``: how many of its decisions were evaluated
    (``decisions``: those with more than one legal choice) and the :class:`Mark` values, in
    the hand's order; ``points`` the team's points the hand actually gave (as valued here)."""

    seat: int
    bot: str
    samples: int
    decisions: int
    marks: tuple[Mark, ...]
    points: int
    threshold: float = THRESHOLD


def candidates(state: GameState, taken: GameAction, policy: GameAction | None,
               limit: int = MAX_OPTIONS) -> list[GameAction]:
    """The choices evaluated at a decision: the one ``taken``, the ``policy`` bot's, then one
    of each kind of the legal choices — pass, yield, burn, decline; the cheapest play (fewest
    twos and jokers, lowest), the cheapest without twos and jokers, the largest — at most
    ``limit``.

    >>> from gouji_sim.core.rules import Rules
    >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K 2")}, leader=1)
    >>> print(" | ".join(str(a.play) for a in candidates(g, PlayAction(1, Play.parse("K")), None)))
    K | 3 | 3 3 2
    """
    opts = state.own_actions()
    out: list[GameAction] = []

    def add(a: GameAction | None) -> None:
        if a is not None and a not in out and len(out) < limit:
            out.append(a)

    add(taken)
    add(policy)
    for a in opts:
        if not isinstance(a, PlayAction):
            add(a)
    plays = [a for a in opts if isinstance(a, PlayAction) and isinstance(a.play, Play)]
    if plays:
        plays.sort(key=lambda a: play_cost(a.play) if isinstance(a.play, Play) else (0, 0, 0, 0))
        add(plays[0])
        add(next((a for a in plays if isinstance(a.play, Play) and not big_cards(a.play)), None))
        add(max(plays, key=lambda a: a.play.size if isinstance(a.play, Play) else 0))
    return out


def classify(state: GameState | Observation, seat: int, taken: GameAction, better: GameAction) -> str:
    """The reason (a key of :data:`REASONS`) that the ``better`` choice beats the one
    ``taken`` at ``state`` (``seat``'s decision), read from the difference between the two
    (and the table and ``seat``'s own hand: ``seat``'s observation is enough).

    >>> from gouji_sim.core.rules import Rules
    >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
    >>> classify(g, 1, PlayAction(1, Play.parse("K")), PlayAction(1, Play.parse("3 3")))
    'lead-low'
    """
    sit = state.sit
    st = sit.trick_state
    if state.is_answer_window():
        return "answer-burn" if isinstance(better, PlayAction) else "let-burn-go"
    if isinstance(better, Burn):
        return "burn"
    if isinstance(taken, Burn):
        return "no-burn"
    if not state.in_ordinary_turns():
        return "other"
    if isinstance(better, Yield):
        return "yield"
    hand = state.hand(seat)
    lead = st.top is None or sit.is_closed()
    if isinstance(better, PlayAction) and isinstance(better.play, Play):
        b = better.play
        if b.size == len(hand):
            return "play-out"
        if not isinstance(taken, PlayAction) or not isinstance(taken.play, Play):
            if st.gouji and st.top_seat == opposite(seat):
                return "beat-gouji"
            return "passed-winner"
        t = taken.play
        if big_cards(t) > big_cards(b):
            return "keep-big"
        if lead:
            return "lead-low" if b.low < t.low else "lead-other"
        # smaller as the bots spend cards: fewer jokers, then twos, then the lower rank
        return "beat-smaller" if play_cost(b) < play_cost(t) else "beat-bigger"
    if isinstance(better, (Pass, Decline)) and isinstance(taken, PlayAction) and isinstance(taken.play, Play):
        if st.top_seat is not None and same_team(st.top_seat, seat):
            return "teammate-trick"
        if big_cards(taken.play):
            return "keep-big"
        return "pass"
    return "other"


def decision_states(data: Mapping[str, Any], seat: int) -> Iterator[tuple[int, int, GameState, GameAction]]:
    """Each decision of ``seat`` in a record's hand (format 3 or 2), in the phases reviewed
    (:data:`REVIEWED`), in turn: ``(history index, trick of the deal from 1, the state before
    it, the action taken)`` — :class:`~gouji_sim.bots.weighing.Walk`'s. The state is the walk's own:
    copy it before changing it. The record must replay consistently (:func:`review` checks it
    first)."""
    rec = parse(data)
    previous = None if rec.previous is None else Previous.from_dict(rec.previous)
    yield from Walk(rec.rules, previous, rec.asked).steps(rec.history, seat)


def followed(state: GameState, history: Sequence[HistoryEntry], index: int, seat: int,
             taken: GameAction) -> dict[str, Any]:
    """What the hand shows about a decision, for its reason's sentence: the cards ``taken``
    played (``cards``), the twos and jokers it spent and the hand held (``spent``, ``held``),
    then, from the record, who won that trick (``winner``), what it led next (``lead``) and
    whether ``seat`` played on that lead before its trick closed (``answered``)."""
    hand = state.hand(seat)
    out: dict[str, Any] = {"held": hand.twos + hand.jokers}
    if isinstance(taken, PlayAction) and isinstance(taken.play, Play):
        out["cards"] = str(taken.play)
        out["spent"] = big_cards(taken.play)
    g = state.clone()
    g.apply(taken, wrong_follow=isinstance(taken, Pass) and taken.wrong)
    i = index + 1
    leading = False
    while i < len(history) and not g.is_over():
        entry = history[i]
        if is_chance(entry):
            break
        action = cast(GameAction, entry)
        st = g.sit.trick_state
        new_trick = g.in_ordinary_turns() and isinstance(action, PlayAction) and (st.top is None or g.sit.is_closed())
        if new_trick and leading:
            break
        if new_trick and isinstance(action, PlayAction):
            out["winner"], out["lead"], leading = action.seat, str(action.play), True
            out["answered"] = False
        elif leading and action.seat == seat and isinstance(action, PlayAction):
            out["answered"] = True
        try:
            g.apply(action, wrong_follow=isinstance(action, Pass) and action.wrong)
        except GoujiError:
            break
        i = len(g.history or ()) if g.history is not None else i + 1
    return out


def check_samples(samples: object) -> int:
    """``samples`` as a count of playouts, 2 … :data:`MAX_SAMPLES` (a bilingual
    :class:`~gouji_sim.core.errors.GoujiError` naming it otherwise).

    >>> check_samples(8)
    8
    """
    if type(samples) is not int or not 2 <= samples <= MAX_SAMPLES:
        raise GoujiError.from_catalogue("review-bad-samples", value=str(samples), most=MAX_SAMPLES)
    return samples


def review(data: Mapping[str, Any], seat: int, *, bot: str | None = None, samples: int = DEFAULT_SAMPLES,
           threshold: float = THRESHOLD, ahead: Coach | None = None) -> Review:
    """Review the hand of a format-2 record from ``seat`` (see the module's doc): every decision
    of the seat with more than one legal choice evaluated by ``samples`` playouts per choice
    with the ``bot`` in every seat (default :func:`default_bot`). A record that is not one,
    or does not replay consistently, is a :class:`~gouji_sim.game.record.RecordError` naming
    the field or the first action that does not match; a seat, a bot or a sample count that
    is wrong, a :class:`~gouji_sim.core.errors.GoujiError` naming it.

    ``ahead``: a :class:`~gouji_sim.bots.weighing.Coach` that weighed this hand's decisions, or some
    of them, while it was played (the practice table's); when it fits the record and these
    settings (:meth:`~gouji_sim.bots.weighing.Coach.fits`) only what it left is weighed, else it is
    not used. The review is the same either way."""
    check_seat(seat, "seat")
    samples = check_samples(samples)
    name = default_bot() if bot is None else bot
    make_bot(name)
    if not has_history(data) or not isinstance(data.get("history"), list):
        raise RecordError.bad("format", "record-review-format", expected=f"{FORMAT} / {FORMAT_2}")
    report = replay(data)
    if not report.ok:
        where, msg = report.mismatches[0]
        raise RecordError("review-inconsistent", msg["zh"], msg["en"], where)
    final = report.state
    assert final is not None
    # the hand as the replay dealt it (the record's rules, previous hand and asked seats:
    # the walk of decision_states starts from them), without parsing the record again
    hand = (final.rules, final.previous, final.asked, seat, str(data.get("seed")))
    if ahead is not None and ahead.fits(*hand, bot=name, samples=samples, threshold=threshold):
        coach = ahead
    else:
        coach = Coach(*hand, bot=name, samples=samples, threshold=threshold)
    history = parse(data).history
    coach.feed(history)
    coach.work()
    marks: list[Mark] = []
    for d in coach.marked():
        assert d.values is not None and d.hinted is not None
        taken_values, better_values = d.values
        n = len(taken_values)
        loss, noise = stats([b - t for b, t in zip(better_values, taken_values)])
        wrong = isinstance(d.taken, Pass) and d.taken.wrong
        reason = "wrong-follow" if wrong else classify(d.state, seat, d.taken, d.hinted)
        marks.append(Mark(f"history[{d.index}]", d.index, d.trick, d.turn, d.state.phase, d.taken, d.hinted,
                          sum(taken_values) / n, sum(better_values) / n, loss, noise, reason, REASONS[reason],
                          followed(d.state, history, d.index, seat, d.taken), d.state.sit))
    return Review(seat, name, samples, coach.decisions, tuple(marks), team_points(final, seat), threshold)
