"""Drills: questions from real situations, answered by the judge.

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

from ..actions import Action, Burn, PlayAction, Response
from ..beats import beats
from ..bots import make_bots
from ..burn import burn_barrier, judge_burn, plan_burn
from ..errors import GoujiError
from ..game.match import HandDeals
from ..game.state import BURN, PLAY, GameState
from ..judge import judge, worded
from ..case import case_dict
from ..messages import LANGS, cards_in, seats_text, text
from ..moves import hand_plays
from ..play import Play
from ..rules import PRESETS, Rules
from ..simulation.run import game_seed
from ..situation import Situation
from ..table import SEATS, opposite
from ..verdict import Verdict
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
        >>> again.questions[0].prompt() == ds.questions[2].prompt(), again.questions[0].index
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
            if n >= step and _fits(state, topic, rng) and (not window or state.phase == BURN):
                return state.sit
            seat = state.current_player()
            assert seat is not None
            state.push(bots[seat - 1].act(state, deals.bot_rng))
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
            explain, why = answer_explanation(before.after(last), last)
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
        key, explain = burn_explanation(sit, action, v)
        clauses = v.clauses if "BURN-4" in v.clauses else v.clauses + ("BURN-4",)
        return Question(i, topic, sit, seat, action, key, v, explain, clauses)

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


def answer_explanation(shown: Situation, play: PlayAction) -> tuple[dict[str, str], tuple[str, ...]]:
    """Who may answer ``play`` and why, seat by seat: the seats the
    situation entitles (:meth:`Situation.beat_fault` is ``None``) and, for every other seat
    still playing, the judge's own sentence for its fault (:func:`gouji_sim.judge.worded`) —
    not why the play itself was legal. Also the clauses of those faults.

    >>> from gouji_sim import Play
    >>> s = Situation.build().after(PlayAction(1, Play.parse("10 10 10 10 10")))
    >>> words, clauses = answer_explanation(s, PlayAction(1, Play.parse("10 10 10 10 10")))
    >>> words["en"].split(". ")[0], clauses[:1]
    ('10 10 10 10 10 is a gouji play (GOUJI-1): seat 4 may answer', ('GOUJI-2',))
    """
    st = shown.trick_state
    who = shown.responders()
    clauses: list[str] = []
    lines = {lang: [] for lang in LANGS}  # type: dict[str, list[str]]
    head = "practice-why-answer-gouji" if st.gouji else "practice-why-answer-plain"
    for lang in LANGS:
        lines[lang].append(text(head, play=cards_in(str(play.play), lang), seats=seats_text(who)[lang],
                                opp=opposite(play.seat))[lang])
    for seat in SEATS:
        if seat == play.seat or seat in who or not shown.is_active(seat):
            continue
        fault = shown.beat_fault(seat)
        if fault is None:
            continue
        clauses.extend(fault.clauses)
        said = worded(shown, seat, fault)
        for lang in LANGS:
            lines[lang].append(text("practice-why-seat", seat=seat, why=said[lang])[lang])
    return {lang: " ".join(lines[lang]) for lang in LANGS}, tuple(dict.fromkeys(clauses))


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


def burn_explanation(sit: Situation, action: Burn, v: Verdict) -> tuple[str, dict[str, str]]:
    """Whether the burn ``action`` may be released and why, set by set, from the judge:
    ``("may-be-released", why)`` when the judge releases the burn for
    some seat's answer to a set before the last (the seats entitled by position are the
    verdict's ``burn_sets``; each answer is judged, :func:`gouji_sim.burn.judge_burn`), else
    ``("succeeds", why)``. For the last set: even a seat that could beat it no longer releases
    the burn, since the burner has played out with it (``burn-why-after-last``).

    >>> from gouji_sim import Play
    >>> s = Situation.build(hands={2: "J J J J J 小王 8 8 9 9 9", 5: "大王 Q Q 3"},
    ...                     trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> b = Burn(2, tuple(map(Play.parse, ["J J J J J", "小王 8 8", "9 9 9"])))
    >>> key, why = burn_explanation(s, b, judge_burn(s, b))
    >>> key, "Set 2" in why["en"] and "Q Q Big Joker" in why["en"]
    ('may-be-released', True)
    """
    lines = {lang: [] for lang in LANGS}  # type: dict[str, list[str]]
    n = len(v.burn_sets)
    after = text("burn-why-after-last")
    key = "succeeds"
    for b in v.burn_sets:
        last = b.index == n
        where = {lang: cards_in(b.cards, lang) for lang in LANGS}
        entitled, able = seats_text(b.by_position), seats_text(b.by_cards)
        ruled: Verdict | None = None
        if not last:
            for seat in b.by_cards:
                ruled = _release(sit, action, b.index, seat, action.sets[b.index - 1])
                if ruled is not None and ruled.burn == "released":
                    break
        if last:
            code = "practice-why-set-last-beatable" if b.by_cards else "practice-why-set-last"
        elif ruled is not None and ruled.burn == "released":
            code, key = "practice-why-set-released", "may-be-released"
        elif ruled is not None:
            code = "practice-why-set-not-released"
        elif b.by_position:
            code = "practice-why-set-held"
        else:
            code = "practice-why-set-nobody"
        base = text("burn-succeeded", seat=action.seat, sets=len(action.sets), owner=sit.trick_state.top_seat)
        for lang in LANGS:       # the judge's words on the answer: why it releases, or why not
            judge_said = ruled.message[lang].replace(base[lang], "").strip() if ruled is not None else ""
            lines[lang].append(text(code, k=b.index, set=where[lang], entitled=entitled[lang],
                                    able=able[lang], why=after[lang], judge=judge_said)[lang])
        if key == "may-be-released":
            break                     # the first set whose answer releases the burn decides
    end = text(f"practice-why-burn-{'released' if key == 'may-be-released' else 'succeeds'}", seat=action.seat)
    return key, {lang: " ".join(lines[lang] + [end[lang]]) for lang in LANGS}


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


__all__ = ["BURN_ANSWERS", "DrillSet", "MAX_REVIEW", "Question", "TOPICS", "TOPIC_CLAUSES", "answer_explanation",
           "burn_explanation"]
