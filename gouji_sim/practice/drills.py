"""Drills: questions from real situations, answered by the judge.

A drill set is seeded: ``DrillSet(seed, preset=…, topics=…)`` always asks the same questions,
so a teacher shares a link (``practice/#drill=<seed>&preset=…&topics=…``) and the class gets
the same set. Each question comes from a real hand: bots play the hand of seed
``game_seed(seed, i)`` (the simulator's own derivation) up to a step chosen from the seed, and
the question is asked of the table there. Three topics:

* ``legal`` — "Is this play legal?": a seat and a play (legal or not) on the open trick; the
  answer is the judge's verdict (:func:`~gouji_sim.core.judge.judge`), with its explanation.
* ``answer`` — "Who may answer this play?": the last play of the open trick; the answer is
  the seats the judge's verdict on that play names (``responders``, GOUJI-2/3/4, TURN-4).
* ``burn`` — "Can this seat burn, and does the burn succeed?" on a gouji play: ``not-allowed``
  when the judge bars the seat's position (:func:`~gouji_sim.core.burn.judge_burn`, BURN-1/6),
  ``cannot`` when its cards can make no burn (the planner, :func:`~gouji_sim.core.burn.plan_burn`),
  else the judge's ruling on the planner's burn: ``succeeds`` when no shown hand could answer
  a set before the last, ``may-be-released`` when one could (BURN-4).

No answer is worked out here: each is read off the judge's verdict or the planner's plan, and
:meth:`Question.case` gives the same situation and action as a case file for ``gouji judge``.
No sentence is written here either: a question's explanation is facts (the judge's or the
planner's own message, :class:`AnswerWhy`, :class:`BurnWhy`), and the view words the
questions, their choices and explanations (:mod:`gouji_sim.view.drills_view`).

>>> ds = DrillSet(7, topics=["legal", "answer", "burn"], n=3)
>>> [q.topic for q in ds.questions]
['legal', 'answer', 'burn']
>>> DrillSet(7, n=3).to_json() == ds.to_json()
True
>>> ds.answer(0, ds.questions[0].answer)["right"]
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence, Union

from ..core.actions import Action, Burn, PlayAction, Response
from ..core.beats import beats
from ..bots.roster import make_bots
from ..core.burn import burn_barrier, judge_burn, plan_burn
from ..core.errors import GoujiError
from ..game.match import HandDeals
from ..game.observation import observe_turn
from ..game.state import GameState
from ..core.judge import judge, worded
from ..game.case import case_dict
from ..core.moves import hand_plays
from ..core.play import Play
from ..core.rules import PRESETS, Rules
from ..simulation.jobs import game_seed
from ..core.situation import Situation
from ..core.table import SEATS
from ..core.verdict import Verdict
from .session import check_seed

TOPICS = ("legal", "answer", "burn")
"""The drill topics, in the order a set cycles through them."""
BURN_ANSWERS = ("not-allowed", "cannot", "succeeds", "may-be-released")
"""The choices of a burn question."""
MAX_QUESTIONS = 50
#: The clauses each topic is about, named with its question before it is
#: answered; the answer then names the judge's own clauses.
TOPIC_CLAUSES = {"legal": ("PLAY-1", "BEAT-1", "TURN-2", "GOUJI-2"),
                 "answer": ("GOUJI-2", "GOUJI-3", "TURN-2", "TURN-4"),
                 "burn": ("BURN-1", "BURN-3", "BURN-4", "BURN-5")}
#: The most questions a review set (:meth:`DrillSet.review`) holds.
MAX_REVIEW = 20
#: How many hands a question may try before it gives up looking for a fitting table.
TRIES = 12
#: How many of them look for a burn window (BURN-1) first, for a burn question.
WINDOW_TRIES = 4


@dataclass(frozen=True)
class AnswerWhy:
    """Who may answer ``play`` and why, seat by seat: the seats the situation entitles
    (``responders``, :meth:`Situation.beat_fault` ``None``) and, for every other seat still
    playing, the judge's own sentence for its fault (``faults``, :func:`gouji_sim.core.judge.worded`)."""

    play: PlayAction
    gouji: bool
    responders: tuple[int, ...]
    faults: tuple[tuple[int, Mapping[str, str]], ...]


@dataclass(frozen=True)
class SetWhy:
    """One set of a burn as the drill explains it: its number ``k`` and ``cards``, the seats
    its position entitles to answer and those whose cards could, what happens to it
    (``outcome``: ``last``, ``last-beatable``, ``released``, ``not-released``, ``held`` or
    ``nobody``) and the judge's ruling on the answer tried (``judged``: its message)."""

    k: int
    cards: str
    entitled: tuple[int, ...]
    able: tuple[int, ...]
    outcome: str
    judged: Mapping[str, str] | None


@dataclass(frozen=True)
class BurnWhy:
    """Whether a burn may be released (``key``: ``may-be-released`` or ``succeeds``) and why,
    set by set up to the set that decides (``sets``); the ``burner``, its number of sets and
    the ``owner`` of the gouji play it burns."""

    key: str
    burner: int
    n_sets: int
    owner: int | None
    sets: tuple[SetWhy, ...]


#: A question's explanation as facts: the judge's or the planner's own message, who may
#: answer and why, or why a burn succeeds or may be released.
Why = Union[Mapping[str, str], AnswerWhy, BurnWhy]


@dataclass(frozen=True)
class Question:
    """One drill question: the table it is asked of, the action judged, the answer and the
    judge's verdict that gives it (for ``burn`` with no possible burn, the planner's
    explanation), and why (:data:`Why`)."""

    index: int
    topic: str
    situation: Situation
    seat: int
    action: Action
    answer: Any
    verdict: Verdict | None
    explanation: Why
    clauses: tuple[str, ...]

    def choice_keys(self) -> list[Any]:
        """The answers to click: yes/no, the six seats (several may be right), or the burn's four."""
        if self.topic == "legal":
            return [True, False]
        if self.topic == "answer":
            return list(SEATS)
        return list(BURN_ANSWERS)

    def shown(self) -> Situation:
        """The table as the question shows it: for ``answer``, after the play."""
        if self.topic == "answer":
            return self.situation.after(self.action)  # type: ignore[arg-type]
        return self.situation

    def shows_hand(self, seat: int) -> bool:
        """Whether the question shows ``seat``'s hand: the seat asked about (every seat for a burn)."""
        return self.topic == "burn" or seat == self.seat

    def to_json(self) -> dict[str, Any]:
        """The question's facts for the page, without its answer (the view adds its words and
        the table, :func:`gouji_sim.view.drills_view.question_json`)."""
        return {"index": self.index, "topic": self.topic, "seat": self.seat, "multi": self.topic == "answer",
                "rules": self.situation.rules.preset_name(), "about": list(TOPIC_CLAUSES[self.topic]),
                "case": self.case()}

    def right(self, given: Any) -> bool:
        """Whether ``given`` is the judge's answer (for ``answer``: the same seats, any order)."""
        if self.topic == "answer":
            return isinstance(given, list) and sorted(set(given)) == sorted(self.answer) \
                and all(type(x) is int for x in given)
        return type(given) is type(self.answer) and given == self.answer

    def case(self) -> dict[str, Any]:
        """The situation and action as a case file (CASES.md) for ``gouji judge``."""
        return case_dict(self.situation, self.action)


class DrillSet:
    """``n`` questions from seed ``seed`` under ``preset`` (and ``switches``), cycling through
    ``topics``; :meth:`answer` checks an answer and keeps the score."""

    def __init__(self, seed: int, *, preset: str = "outline", switches: dict[str, Any] | None = None,
                 topics: Sequence[str] = TOPICS, n: int = 10) -> None:
        check_seed(seed)
        if preset not in PRESETS:
            raise GoujiError.from_catalogue("unknown-preset", value=str(preset)[:40], allowed=", ".join(PRESETS))
        topics = list(topics)
        bad = [t for t in topics if t not in TOPICS]
        if bad or not topics:
            raise GoujiError.from_catalogue("practice-bad-topic", value=str(bad[:1] or "")[:40],
                                            allowed=", ".join(TOPICS))
        if type(n) is not int or not 1 <= n <= MAX_QUESTIONS:
            raise GoujiError.from_catalogue("practice-bad-count", value=str(n)[:20], limit=MAX_QUESTIONS)
        self.seed, self.preset, self.topics, self.n = seed, preset, topics, n
        self.rules = Rules.from_spec(preset, switches or {})
        self.questions = [self._question(i, topics[i % len(topics)]) for i in range(n)]
        self.given: dict[int, bool] = {}

    @classmethod
    def review(cls, items: Sequence[Any]) -> "DrillSet":
        """A set of questions picked from other sets, to review the ones missed:
        ``items`` are ``{"seed", "preset", "topics", "index"}`` (each the seed,
        preset and topics of a set and a question's index in it; the question is made exactly
        as in that set, since each question depends on its set's seed and its index only).

        >>> ds = DrillSet(7, n=3)
        >>> again = DrillSet.review([{"seed": 7, "preset": "outline", "topics": list(TOPICS), "index": 2}])
        >>> again.questions[0].to_json()["case"] == ds.questions[2].to_json()["case"], again.questions[0].index
        (True, 0)
        """
        if not isinstance(items, (list, tuple)) or not 1 <= len(items) <= MAX_REVIEW:
            raise GoujiError.from_catalogue("practice-bad-review", limit=MAX_REVIEW)
        questions: list[Question] = []
        sets: dict[tuple[int, str, tuple[str, ...]], DrillSet] = {}
        for item in items:
            if not isinstance(item, dict):
                raise GoujiError.from_catalogue("practice-bad-review", limit=MAX_REVIEW)
            topics = item.get("topics", list(TOPICS))
            if isinstance(topics, str):
                topics = [t for t in topics.split(",") if t]
            index = item.get("index")
            if type(index) is not int or not 0 <= index < MAX_QUESTIONS:
                raise GoujiError.from_catalogue("practice-no-such-question", value=str(index)[:20])
            key: Any = (item.get("seed"), item.get("preset", "outline"),
                        tuple(topics) if isinstance(topics, list) else ())
            if key not in sets:
                sets[key] = cls(key[0], preset=key[1], topics=list(key[2]), n=1)
            ds = sets[key]
            q = ds._question(index, ds.topics[index % len(ds.topics)])
            questions.append(Question(len(questions), q.topic, q.situation, q.seat, q.action, q.answer,
                                      q.verdict, q.explanation, q.clauses))
        out = cls.__new__(cls)
        first = next(iter(sets.values()))
        out.seed, out.preset, out.topics, out.n = first.seed, first.preset, first.topics, len(questions)
        out.rules, out.questions, out.given = first.rules, questions, {}
        return out

    # --- making questions ---
    def _question(self, i: int, topic: str) -> Question:
        rng = random.Random(game_seed(self.seed, 1000 + i))
        window = topic == "burn" and rng.random() < 0.5      # half the burn questions: when a burn is open
        for attempt in range(TRIES):
            sit = self._table(game_seed(self.seed, i * TRIES + attempt), topic, rng,
                              window and attempt < WINDOW_TRIES)
            if sit is not None:
                return self._ask(i, topic, sit, rng)
        raise GoujiError.from_catalogue("practice-no-question", topic=topic)

    def _table(self, hand_seed: int, topic: str, rng: random.Random, window: bool) -> Situation | None:
        """A table from a real hand, at a step drawn from ``rng``, that fits ``topic`` (with
        ``window``: at a burn window, BURN-1)."""
        step = 0 if window else rng.randint(4, 120)
        bots = make_bots(["heuristic"] if window else ["random", "heuristic"])

        deals = HandDeals(self.rules, hand_seed, record=False)
        state, n = deals.state, 0           # every deal of the hand: the state deals again itself
        while not state.is_over():
            if n >= step and _fits(state, topic, rng) and (not window or state.is_burn_window()):
                return state.sit
            seat = state.current_player()
            assert seat is not None
            state.push(bots[seat - 1].act(observe_turn(state), deals.bot_rng))
            n += 1
        return None

    def _ask(self, i: int, topic: str, sit: Situation, rng: random.Random) -> Question:
        if topic == "legal":
            seat = sit.to_move()
            assert seat is not None
            if rng.random() < 0.2:       # sometimes a seat whose turn it is not
                seat = rng.choice([s for s in SEATS if sit.is_active(s) and s != sit.trick_state.top_seat])
            hand = sit.hand(seat)
            assert hand is not None and sit.trick_state.top is not None
            pool = list(hand_plays(hand, sit.rules, sit.trick_state.top.size)) or list(hand_plays(hand, sit.rules))
            pool = pool[:60]
            legal = [p for p in pool if judge(sit, PlayAction(seat, p)).legal]
            play = rng.choice(legal if legal and rng.random() < 0.5 else pool)
            action: Action = PlayAction(seat, play)
            v = judge(sit, action)
            return Question(i, topic, sit, seat, action, v.legal, v, dict(v.message), v.clauses)
        if topic == "answer":
            last = sit.trick[-1]
            assert isinstance(last, PlayAction)
            before = _before_last(sit)
            v = judge(before, last)
            explain, why = answer_why(before.after(last), last)
            return Question(i, topic, before, last.seat, last, list(v.responders), v, explain,
                            tuple(dict.fromkeys(v.clauses + why)))
        # burn
        owner = sit.trick_state.top_seat
        top = sit.trick_state.top
        assert owner is not None and top is not None
        seats = [s for s in SEATS if s != owner and sit.is_active(s)]
        plans = {s: plan_burn(sit.hand(s), top, sit.rules) for s in seats}  # type: ignore[arg-type]
        able = [s for s in seats if plans[s].possible and burn_barrier(sit, s) is None]
        seat = rng.choice(able if able and rng.random() < 0.6 else seats)
        hand = sit.hand(seat)
        assert hand is not None
        plan = plans[seat]
        sets = plan.sets if plan.possible else (next(iter(hand_plays(hand, sit.rules))),)
        action = Burn(seat, sets)
        if burn_barrier(sit, seat) is not None or not plan.possible:
            v = judge_burn(sit, action)
            if v.burn == "not-allowed":
                return Question(i, topic, sit, seat, action, "not-allowed", v, dict(v.message), v.clauses)
            return Question(i, topic, sit, seat, action, "cannot", None, dict(plan.message), ("BURN-3", "BURN-5"))
        v = judge_burn(sit, action)
        explained = burn_why(sit, action, v)
        clauses = v.clauses if "BURN-4" in v.clauses else v.clauses + ("BURN-4",)
        return Question(i, topic, sit, seat, action, explained.key, v, explained, clauses)

    # --- answering ---
    def answer(self, index: Any, given: Any) -> dict[str, Any]:
        """Check ``given`` for question ``index``: ``right``, the judge's answer, its
        clauses and the judge's verdict, and the score so far (each question counts once); the
        view adds the explanation in words (:func:`gouji_sim.view.drills_view.answer_json`)."""
        if type(index) is not int or not 0 <= index < len(self.questions):
            raise GoujiError.from_catalogue("practice-no-such-question", value=str(index)[:20])
        q = self.questions[index]
        ok = q.right(given)
        self.given.setdefault(index, ok)
        return {"right": ok, "answer": q.answer, "clauses": list(q.clauses),
                "verdict": q.verdict.to_dict() if q.verdict is not None else None,
                "score": self.score()}

    def score(self) -> dict[str, int]:
        """Right first answers so far, questions answered, questions in the set."""
        return {"right": sum(self.given.values()), "answered": len(self.given), "total": len(self.questions)}

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "preset": self.preset, "topics": list(self.topics),
                "questions": [q.to_json() for q in self.questions]}


def answer_why(shown: Situation, play: PlayAction) -> tuple[AnswerWhy, tuple[str, ...]]:
    """Who may answer ``play`` and why, seat by seat (:class:`AnswerWhy`), and the clauses of
    the other seats' faults.

    >>> from gouji_sim import Play
    >>> s = Situation.build().after(PlayAction(1, Play.parse("10 10 10 10 10")))
    >>> why, clauses = answer_why(s, PlayAction(1, Play.parse("10 10 10 10 10")))
    >>> why.gouji, why.responders, [seat for seat, _ in why.faults], clauses[:1]
    (True, (4,), [2, 3, 5, 6], ('GOUJI-2',))
    """
    who = shown.responders()
    clauses: list[str] = []
    faults = []
    for seat in SEATS:
        if seat == play.seat or seat in who or not shown.is_active(seat):
            continue
        fault = shown.beat_fault(seat)
        if fault is None:
            continue
        clauses.extend(fault.clauses)
        faults.append((seat, worded(shown, seat, fault)))
    return AnswerWhy(play, shown.trick_state.gouji, tuple(who), tuple(faults)), tuple(dict.fromkeys(clauses))


def _release(sit: Situation, action: Burn, k: int, seat: int, piece: Play) -> Verdict | None:
    """The judge's ruling on ``seat`` answering set ``k`` of ``action`` with the first of its
    plays that beats the set (``None`` when no play of its hand beats it)."""
    hand = sit.hand(seat)
    if hand is None:
        return None
    first: Verdict | None = None
    for play in hand_plays(hand, sit.rules, piece.size):
        if not beats(play, piece, sit.rules):
            continue
        v = judge_burn(sit, Burn(action.seat, action.sets, (Response(k, seat, play),)))
        if v.burn == "released":
            return v
        first = first or v
    return first


def burn_why(sit: Situation, action: Burn, v: Verdict) -> BurnWhy:
    """Whether the burn ``action`` may be released and why, set by set, from the judge:
    ``may-be-released`` when the judge releases the burn for some seat's answer to a set
    before the last (the seats entitled by position are the verdict's ``burn_sets``; each
    answer is judged, :func:`gouji_sim.core.burn.judge_burn`), else ``succeeds``. For the last set:
    even a seat that could beat it no longer releases the burn, since the burner has played
    out with it.

    >>> from gouji_sim import Play
    >>> s = Situation.build(hands={2: "J J J J J 小王 8 8 9 9 9", 5: "大王 Q Q 3"},
    ...                     trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> b = Burn(2, tuple(map(Play.parse, ["J J J J J", "小王 8 8", "9 9 9"])))
    >>> why = burn_why(s, b, judge_burn(s, b))
    >>> why.key, [(w.k, w.outcome) for w in why.sets]
    ('may-be-released', [(1, 'held'), (2, 'released')])
    """
    lines = []
    n = len(v.burn_sets)
    key = "succeeds"
    for b in v.burn_sets:
        last = b.index == n
        ruled: Verdict | None = None
        if not last:
            for seat in b.by_cards:
                ruled = _release(sit, action, b.index, seat, action.sets[b.index - 1])
                if ruled is not None and ruled.burn == "released":
                    break
        if last:
            outcome = "last-beatable" if b.by_cards else "last"
        elif ruled is not None and ruled.burn == "released":
            outcome, key = "released", "may-be-released"
        elif ruled is not None:
            outcome = "not-released"
        elif b.by_position:
            outcome = "held"
        else:
            outcome = "nobody"
        lines.append(SetWhy(b.index, b.cards, tuple(b.by_position), tuple(b.by_cards), outcome,
                            None if ruled is None else ruled.message))
        if key == "may-be-released":
            break                     # the first set whose answer releases the burn decides
    return BurnWhy(key, action.seat, len(action.sets), sit.trick_state.top_seat, tuple(lines))


def _fits(state: GameState, topic: str, rng: random.Random) -> bool:
    """Whether the table fits a topic: an open trick whose last entry is a play, in ordinary
    turns, with no seat sitting out (a case file cannot say so); for ``burn`` a gouji play on
    top outside the melee."""
    sit = state.sit
    st = sit.trick_state
    window = topic == "burn" and state.is_burn_window()
    if not (state.in_ordinary_turns() or window) or st.top is None or sit.is_closed() or sit.out or not sit.trick:
        return False
    if not isinstance(sit.trick[-1], PlayAction) or sit.trick[-1].burn or st.burner is not None:
        return False
    if topic == "burn":
        return st.gouji and not sit.melee and (window or rng.random() < 0.3)
    return True


def _before_last(sit: Situation) -> Situation:
    """The table before the trick's last entry (the same hands, that entry's cards given back)."""
    last = sit.trick[-1]
    assert isinstance(last, PlayAction)
    hands = {s: (h.add(last.play.cards) if s == last.seat else h)  # type: ignore[union-attr]
             for s, h in ((s, sit.hand(s)) for s in SEATS) if h is not None}
    finished = [s for s in sit.finished if s != last.seat]
    return Situation.build(sit.rules, hands=hands, finished=finished, trick=sit.trick[:-1])


__all__ = ["AnswerWhy", "BURN_ANSWERS", "BurnWhy", "DrillSet", "MAX_REVIEW", "Question", "SetWhy", "TOPICS",
           "TOPIC_CLAUSES", "Why", "answer_why", "burn_why"]
