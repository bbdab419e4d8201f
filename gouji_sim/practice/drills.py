"""Drills: questions from real situations, answered by the judge (issue 14).

A drill set is seeded: ``DrillSet(seed, preset=…, topics=…)`` always asks the same questions,
so a teacher shares a link (``practice/#drill=<seed>&preset=…&topics=…``) and the class gets
the same set. Each question comes from a real hand: bots play the hand of seed
``game_seed(seed, i)`` (the simulator's own derivation) up to a step chosen from the seed, and
the question is asked of the table there. Three topics:

* ``legal`` — "Is this play legal?": a seat and a play (legal or not) on the open trick; the
  answer is the judge's verdict (:func:`~gouji_sim.judge.judge`), with its explanation.
* ``answer`` — "Who may answer this play?": the last play of the open trick; the answer is
  the seats the judge's verdict on that play names (``responders``, GOUJI-2/3/4, TURN-4).
* ``burn`` — "Can this seat burn, and does the burn succeed?" on a gouji play: ``not-allowed``
  when the judge bars the seat's position (:func:`~gouji_sim.burn.judge_burn`, BURN-1/6),
  ``cannot`` when its cards can make no burn (the planner, :func:`~gouji_sim.burn.plan_burn`),
  else the judge's ruling on the planner's burn: ``succeeds`` when no shown hand could answer
  a set before the last, ``may-be-released`` when one could (BURN-4).

No answer is worked out here: each is read off the judge's verdict or the planner's plan, and
:meth:`Question.case` gives the same situation and action as a case file for ``gouji judge``.

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
from typing import Any, Sequence

from ..actions import Action, Burn, PlayAction
from ..bots import make_bots
from ..burn import burn_barrier, judge_burn, plan_burn
from ..errors import GoujiError
from ..game.match import play_hand
from ..game.state import BURN, PLAY, GameState
from ..judge import judge
from ..case import case_dict
from ..messages import LANGS, cards_in, text
from ..moves import hand_plays
from ..play import Play
from ..rules import PRESETS, Rules
from ..simulation.run import game_seed
from ..situation import Situation
from ..table import SEATS
from ..verdict import Verdict

TOPICS = ("legal", "answer", "burn")
"""The drill topics, in the order a set cycles through them."""
BURN_ANSWERS = ("not-allowed", "cannot", "succeeds", "may-be-released")
"""The choices of a burn question."""
MAX_QUESTIONS = 50
#: How many hands a question may try before it gives up looking for a fitting table.
TRIES = 12
#: How many of them look for a burn window (BURN-1) first, for a burn question.
WINDOW_TRIES = 4


class _Found(Exception):
    """Stops a hand once a fitting table has been found."""

    def __init__(self, sit: Situation) -> None:
        super().__init__("found")
        self.sit = sit


@dataclass(frozen=True)
class Question:
    """One drill question: the table it is asked of, the action judged, the choices, the
    answer and the judge's verdict that gives it (for ``burn`` with no possible burn, the
    planner's explanation)."""

    index: int
    topic: str
    situation: Situation
    seat: int
    action: Action
    answer: Any
    verdict: Verdict | None
    explanation: dict[str, str]
    clauses: tuple[str, ...]

    def prompt(self) -> dict[str, str]:
        """The question in both languages."""
        st = self.situation.trick_state
        if self.topic == "legal":
            assert isinstance(self.action, PlayAction)
            return {lang: text("practice-drill-legal", seat=self.seat, play=cards_in(str(self.action.play), lang),
                               top=cards_in(str(st.top), lang), owner=st.top_seat)[lang] for lang in LANGS}
        if self.topic == "answer":
            assert isinstance(self.action, PlayAction)
            return {lang: text("practice-drill-answer", seat=self.action.seat,
                               play=cards_in(str(self.action.play), lang))[lang] for lang in LANGS}
        return {lang: text("practice-drill-burn", seat=self.seat, owner=st.top_seat,
                           top=cards_in(str(st.top), lang))[lang] for lang in LANGS}

    def choices(self) -> list[dict[str, Any]]:
        """The answers to click: yes/no, the six seats (several may be right), or the burn's four."""
        if self.topic == "legal":
            return [{"key": True, "label": text("practice-yes")}, {"key": False, "label": text("practice-no")}]
        if self.topic == "answer":
            return [{"key": s, "label": text("w-seat", seat=s)} for s in SEATS]
        return [{"key": k, "label": text(f"practice-burn-{k}")} for k in BURN_ANSWERS]

    def shown(self) -> Situation:
        """The table as the question shows it: for ``answer``, after the play."""
        if self.topic == "answer":
            return self.situation.after(self.action)  # type: ignore[arg-type]
        return self.situation

    def shows_hand(self, seat: int) -> bool:
        """Whether the question shows ``seat``'s hand: the seat asked about (every seat for a burn)."""
        return self.topic == "burn" or seat == self.seat

    def to_json(self) -> dict[str, Any]:
        """The question for the page, without its answer (the page adds the table's view,
        :func:`gouji_sim.view.practice_page.question_json`)."""
        return {"index": self.index, "topic": self.topic, "seat": self.seat, "prompt": self.prompt(),
                "choices": self.choices(), "multi": self.topic == "answer",
                "rules": self.situation.rules.preset_name()}

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
        if type(seed) is not int:
            raise GoujiError.from_catalogue("practice-bad-seed", value=str(seed)[:40])
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

        def runner(state: GameState, bots_: Any, bot_rng: random.Random) -> None:
            n = 0
            while not state.is_over():
                if n >= step and _fits(state, topic, rng) and (not window or state.phase == BURN):
                    raise _Found(state.sit)
                seat = state.current_player()
                assert seat is not None
                state.push(bots[seat - 1].act(state, bot_rng))
                n += 1

        try:
            play_hand(self.rules, bots, hand_seed, record=False, runner=runner)
        except _Found as found:
            return found.sit
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
            return Question(i, topic, before, last.seat, last, list(v.responders), v, dict(v.message), v.clauses)
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
        answered = any(b.by_cards for b in v.burn_sets[:-1])
        key = "may-be-released" if answered else "succeeds"
        explain = dict(v.message)
        if answered:
            k, who = next((b.index, b.by_cards) for b in v.burn_sets if b.by_cards)
            explain = {lang: text("practice-drill-released", k=k, seats=", ".join(map(str, who)),
                                  why=v.message[lang])[lang] for lang in LANGS}
        return Question(i, topic, sit, seat, action, key, v, explain, v.clauses)

    # --- answering ---
    def answer(self, index: Any, given: Any) -> dict[str, Any]:
        """Check ``given`` for question ``index``: ``right``, the judge's answer, its
        explanation and clauses, and the score so far (each question counts once)."""
        if type(index) is not int or not 0 <= index < len(self.questions):
            raise GoujiError.from_catalogue("practice-no-such-question", value=str(index)[:20])
        q = self.questions[index]
        ok = q.right(given)
        self.given.setdefault(index, ok)
        return {"right": ok, "answer": q.answer, "explanation": q.explanation, "clauses": list(q.clauses),
                "verdict": q.verdict.to_dict() if q.verdict is not None else None,
                "score": self.score()}

    def score(self) -> dict[str, int]:
        """Right first answers so far, questions answered, questions in the set."""
        return {"right": sum(self.given.values()), "answered": len(self.given), "total": len(self.questions)}

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "preset": self.preset, "topics": list(self.topics),
                "questions": [q.to_json() for q in self.questions]}


def _fits(state: GameState, topic: str, rng: random.Random) -> bool:
    """Whether the table fits a topic: an open trick whose last entry is a play, in ordinary
    turns, with no seat sitting out (a case file cannot say so); for ``burn`` a gouji play on
    top outside the melee."""
    sit = state.sit
    st = sit.trick_state
    phases = (PLAY, BURN) if topic == "burn" else (PLAY,)
    if state.phase not in phases or st.top is None or sit.is_closed() or sit.out or not sit.trick:
        return False
    if not isinstance(sit.trick[-1], PlayAction) or sit.trick[-1].burn or st.burner is not None:
        return False
    if topic == "burn":
        return st.gouji and not sit.melee and (state.phase == BURN or rng.random() < 0.3)
    return True


def _before_last(sit: Situation) -> Situation:
    """The table before the trick's last entry (the same hands, that entry's cards given back)."""
    last = sit.trick[-1]
    assert isinstance(last, PlayAction)
    hands = {s: (h.add(last.play.cards) if s == last.seat else h)  # type: ignore[union-attr]
             for s, h in ((s, sit.hand(s)) for s in SEATS) if h is not None}
    finished = [s for s in sit.finished if s != last.seat]
    return Situation.build(sit.rules, hands=hands, finished=finished, trick=sit.trick[:-1])


__all__ = ["BURN_ANSWERS", "DrillSet", "Question", "TOPICS"]
