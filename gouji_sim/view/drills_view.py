"""The drills in words: each question's prompt and choices, and why its answer is the judge's
(:mod:`gouji_sim.practice.drills` gives the facts: the judge's or the planner's message, who
may answer and why, or why a burn succeeds), in both languages, for the practice page and the
widget. The sentences are the catalogue's ``practice-drill-*`` and ``practice-why-*`` entries.

>>> from gouji_sim.practice.drills import DrillSet
>>> q = DrillSet(7, topics=["answer"], n=1).questions[0]
>>> prompt_words(q)["en"].startswith("Seat"), [c["label"]["en"] for c in choices(q)][:2]
(True, ['Seat 1', 'Seat 2'])
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core.actions import PlayAction
from ..core.messages import LANGS, cards_in, seats_text, text
from ..practice.drills import AnswerWhy, BurnWhy, DrillSet, Question, SetWhy, Why
from ..core.table import opposite
from .model import table_view


def prompt_words(q: Question) -> dict[str, str]:
    """The question in both languages."""
    st = q.situation.trick_state
    if q.topic == "legal":
        assert isinstance(q.action, PlayAction)
        return {lang: text("practice-drill-legal", seat=q.seat, play=cards_in(str(q.action.play), lang),
                           top=cards_in(str(st.top), lang), owner=st.top_seat)[lang] for lang in LANGS}
    if q.topic == "answer":
        assert isinstance(q.action, PlayAction)
        return {lang: text("practice-drill-answer", seat=q.action.seat,
                           play=cards_in(str(q.action.play), lang))[lang] for lang in LANGS}
    return {lang: text("practice-drill-burn", seat=q.seat, owner=st.top_seat,
                       top=cards_in(str(st.top), lang))[lang] for lang in LANGS}


def choices(q: Question) -> list[dict[str, Any]]:
    """The answers to click, each its key and label: yes/no, the six seats, or the burn's four."""
    if q.topic == "legal":
        labels = [text("practice-yes"), text("practice-no")]
    elif q.topic == "answer":
        labels = [text("w-seat", seat=s) for s in q.choice_keys()]
    else:
        labels = [text(f"practice-burn-{k}") for k in q.choice_keys()]
    return [{"key": k, "label": label} for k, label in zip(q.choice_keys(), labels)]


def answer_words(why: AnswerWhy) -> dict[str, str]:
    """Who may answer the play and why, seat by seat, in both languages.

    >>> from gouji_sim import Play, Situation
    >>> from gouji_sim.practice.drills import answer_why
    >>> tens = PlayAction(1, Play.parse("10 10 10 10 10"))
    >>> answer_words(answer_why(Situation.build().after(tens), tens)[0])["en"].split(". ")[0]
    '10 10 10 10 10 is a gouji play (GOUJI-1): seat 4 may answer'
    """
    head = "practice-why-answer-gouji" if why.gouji else "practice-why-answer-plain"
    lines = {lang: [text(head, play=cards_in(str(why.play.play), lang), seats=seats_text(why.responders)[lang],
                         opp=opposite(why.play.seat))[lang]] for lang in LANGS}
    for seat, said in why.faults:
        for lang in LANGS:
            lines[lang].append(text("practice-why-seat", seat=seat, why=said[lang])[lang])
    return {lang: " ".join(lines[lang]) for lang in LANGS}


#: The sentence of each outcome of a burn's set (:attr:`SetWhy.outcome`).
SET_WORDS = {"last": "practice-why-set-last", "last-beatable": "practice-why-set-last-beatable",
             "released": "practice-why-set-released", "not-released": "practice-why-set-not-released",
             "held": "practice-why-set-held", "nobody": "practice-why-set-nobody"}


def _set_line(why: BurnWhy, line: SetWhy, lang: str) -> str:
    base = text("burn-succeeded", seat=why.burner, sets=why.n_sets, owner=why.owner)
    # the judge's words on the answer: why it releases, or why not (its ruling's own sentence)
    judge_said = line.judged[lang].replace(base[lang], "").strip() if line.judged is not None else ""
    return text(SET_WORDS[line.outcome], k=line.k, set=cards_in(line.cards, lang),
                entitled=seats_text(line.entitled)[lang], able=seats_text(line.able)[lang],
                why=text("burn-why-after-last")[lang], judge=judge_said)[lang]


def burn_words(why: BurnWhy) -> dict[str, str]:
    """Why a burn succeeds or may be released, set by set, in both languages.

    >>> from gouji_sim import Burn, Play, Situation
    >>> from gouji_sim.core.burn import judge_burn
    >>> from gouji_sim.practice.drills import burn_why
    >>> s = Situation.build(hands={2: "J J J J J 小王 8 8 9 9 9", 5: "大王 Q Q 3"},
    ...                     trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> b = Burn(2, tuple(map(Play.parse, ["J J J J J", "小王 8 8", "9 9 9"])))
    >>> said = burn_words(burn_why(s, b, judge_burn(s, b)))["en"]
    >>> "Set 2" in said and "Q Q Big Joker" in said
    True
    """
    end = text(f"practice-why-burn-{'released' if why.key == 'may-be-released' else 'succeeds'}", seat=why.burner)
    return {lang: " ".join([_set_line(why, line, lang) for line in why.sets] + [end[lang]]) for lang in LANGS}


def explanation_words(why: Why) -> dict[str, str]:
    """A question's explanation in both languages: the judge's or the planner's own message as
    it is, or who may answer, or why a burn succeeds, in words."""
    if isinstance(why, AnswerWhy):
        return answer_words(why)
    if isinstance(why, BurnWhy):
        return burn_words(why)
    return dict(why)


def question_json(q: Question) -> dict[str, Any]:
    """A drill question for the page: its facts (:meth:`Question.to_json`), its prompt and
    choices, and the table as the question shows it (the view model's), with only the hands
    that matter."""
    table = table_view(q.shown()).to_json()
    for s in table["seats"]:
        if not q.shows_hand(s["seat"]):
            s["hand"] = None
    facts = q.to_json()
    return {**{k: facts[k] for k in ("index", "topic", "seat")}, "prompt": prompt_words(q), "choices": choices(q),
            **{k: facts[k] for k in ("multi", "rules", "about", "case")}, "table": table}


def answer_json(ds: DrillSet, index: Any, given: Any) -> dict[str, Any]:
    """The reader's answer ``given`` to question ``index`` (:meth:`DrillSet.answer`) with the
    explanation in words."""
    out: Mapping[str, Any] = ds.answer(index, given)
    words = explanation_words(ds.questions[index].explanation)
    return {"right": out["right"], "answer": out["answer"], "explanation": words,
            **{k: v for k, v in out.items() if k not in ("right", "answer")}}


__all__ = ["SET_WORDS", "answer_json", "answer_words", "burn_words", "choices", "explanation_words",
           "prompt_words", "question_json"]
