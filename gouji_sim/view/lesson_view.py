"""A lesson as the practice page shows it: the facts of :meth:`Lesson.progress
<gouji_sim.practice.lesson.Lesson.progress>` (the moves made or not, the next one, the advice,
the suggestion) in words of both languages, each move with its clauses and chapter; and the
links to the lessons. The words are the catalogue's ``lesson-*`` entries.

>>> from gouji_sim.practice.lesson import LESSONS, Lesson
>>> progress = Lesson("beat-gouji").progress()
>>> progress.advice.kind, progress.advice.step, progress.advice.top_seat, progress.advice.cards
('try', 'answer-gouji', 4, 'A A')
>>> out = lesson_json(progress)
>>> out["next"] == LESSONS["beat-gouji"]["steps"][0], out["say"]["en"].startswith("Seat 4 (your opposite) played K K")
(True, True)
"""

from __future__ import annotations

import re
from typing import Any

from ..core.messages import LANGS, cards_in, text
from ..practice.lesson import LESSONS, SHORT, STEP_NAMES, STEPS, Advice, Progress
from ..core.table import opposite, same_team

#: The labels every lesson's panel shows (besides its title and the chapters' names).
LABELS = ("lesson-intro", "lesson-steps", "lesson-off-path", "lesson-learned", "lesson-not-met")


#: A seat's number run into the Chinese word after it (a space goes between them).
_SEAT_THEN_HAN = re.compile(r"(座位 \d)([\u4e00-\u9fff])")


def _who(seat: int | None, reader: int | None) -> dict[str, str]:
    """A seat as a prompt names it: "you" for the reader's own, else "seat N"."""
    return text("lesson-you") if seat is not None and seat == reader else text("lesson-seat", seat=seat)


def _rel(seat: int, reader: int | None) -> dict[str, str]:
    if reader is not None and seat == opposite(reader):
        return text("lesson-rel-opposite")
    return text("lesson-rel-teammate" if reader is not None and same_team(seat, reader) else "lesson-rel-opponent")


def _table_words(a: Advice) -> list[dict[str, str]]:
    """The table now, from the advice's facts: what is on top and by whom, who passed, the melee."""
    out = []
    if a.melee:
        out.append(text("lesson-table-melee"))
    if a.top is None:
        if a.kind in ("try", "go-on") and a.reader is not None:
            out.append(text("lesson-table-lead"))
        return out
    rel = _rel(a.top_seat or 0, a.reader)
    code = "lesson-table-burning" if a.burner is not None else "lesson-table-top-gouji" if a.gouji else "lesson-table-top"
    out.append({lang: text(code, seat=a.top_seat, rel=rel[lang], cards=cards_in(a.top, lang))[lang] for lang in LANGS})
    if a.passed:
        sep = {"zh": "、", "en": ", "}
        out.append({lang: text("lesson-table-passed", seats=sep[lang].join(
            text("lesson-seat", seat=s)[lang] for s in a.passed))[lang] for lang in LANGS})
    return out


def _do_words(a: Advice) -> dict[str, str]:
    """The suggested decision in a few words ("Play 9 9", "Pass", "Yield", …)."""
    if a.suggest == "play" and a.cards is not None:
        return {lang: text("lesson-do-play", cards=cards_in(a.cards, lang))[lang] for lang in LANGS}
    return text(f"lesson-do-{a.suggest or 'other'}")


def _answer_words(a: Advice, lang: str) -> dict[str, str]:
    """The words of an answer to a burn a prompt names (BURN-4): the whole burn back's sets,
    one after another, and why the reader may burn back (the burned player always may)."""
    if not a.sets:
        return {}
    sep = {"zh": "，然后 ", "en": ", then "}[lang]
    why = "lesson-reburn-why-burned" if a.burned == a.reader else "lesson-reburn-why-entitled"
    return {"sets": sep.join(cards_in(x, lang) for x in a.sets), "why": text(why)[lang]}


#: The prompts that name a seat to come, and the fact of :class:`Advice` that names it.
_NAMES_AFTER = {"close": "leader", "wind": "leader", "yield": "next_seat", "wrong-follow": "next_seat"}


def _try_code(a: Advice) -> str:
    """The catalogue entry of a ``try`` prompt: its ``-open`` form, which names no seat to
    come, when the reader's observation does not say who (the bots' hidden cards decide it).

    >>> _try_code(Advice("try", step="close", leader=4)), _try_code(Advice("try", step="close"))
    ('lesson-try-close', 'lesson-try-close-open')
    """
    fact = _NAMES_AFTER.get(a.step or "")
    return f"lesson-try-{a.step}-open" if fact is not None and getattr(a, fact) is None else f"lesson-try-{a.step}"


def advice_words(advice: Advice) -> dict[str, str]:
    """What to try now, written from the table's facts (:class:`Advice`): what is on top and
    by whom, then the suggested decision and what it does — the seats named are the game's
    answers from what the reader may know (who acts next, who leads after a close), never a
    fixed seat, and a seat the hidden cards decide is not named (:func:`_try_code`).

    >>> a = Advice("try", step="close", reader=1, top_seat=4, top="K K", gouji=True, suggest="pass", leader=4)
    >>> print(advice_words(a)["en"])
    Seat 4 (your opposite) played K K, a gouji play, and it is on top. Press the marked “Pass”: you are the opposite of the play on top and no one else may still act, so your pass closes the trick (TURN-6); then seat 4 leads.
    >>> advice_words(Advice("spare-teammate", owner=3))["en"].count("3") >= 1
    True
    """
    a = advice
    if a.kind == "spare-teammate":
        return text("lesson-spare-teammate", owner=a.owner)
    if a.kind in ("done", "all-met"):
        return text(f"lesson-{a.kind}")
    parts = _table_words(a)
    do = _do_words(a)
    if a.kind == "try":
        per_lang = {}
        for lang in LANGS:
            params = {"seat": a.top_seat, "leader": _who(a.leader, a.reader)[lang],
                      "next": _who(a.next_seat, a.reader)[lang],
                      "opp": _who(opposite(a.reader), None)[lang] if a.reader else "", "do": do[lang],
                      "cards": cards_in(a.cards, lang) if a.cards else "",
                      "top": cards_in(a.top, lang) if a.top else "", **_answer_words(a, lang)}
            per_lang[lang] = text(_try_code(a), **params)[lang]
        parts.append(per_lang)
    elif a.kind == "go-on" and a.step == "keep-right" and a.suggest == "pass" and a.reader is not None:
        parts.append(text("lesson-prep-keep-right", seat=opposite(a.reader)))
    elif a.kind == "go-on" and a.step == "reburn" and a.makes_gouji and a.cards and a.reader is not None:
        parts.append({lang: text("lesson-prep-reburn", cards=cards_in(a.cards, lang),
                                 opp=text("lesson-seat", seat=opposite(a.reader))[lang])[lang] for lang in LANGS})
    elif a.kind in ("go-on", "watch"):
        if a.kind == "go-on":
            parts.append({lang: text("lesson-go-on-do", do=do[lang])[lang] for lang in LANGS})
        step = text(f"lesson-step-{a.step}")
        parts.append({lang: text("lesson-still-ahead", step=step[lang])[lang] for lang in LANGS})
    out = {lang: ("" if lang == "zh" else " ").join(p[lang] for p in parts) for lang in LANGS}
    out["zh"] = _SEAT_THEN_HAN.sub(r"\1 \2", out["zh"])    # "座位 4 首出", not "座位 4首出"
    return out


def done_words(progress: Progress) -> dict[str, str]:
    """A short lesson's last sentence: the moves made, and where to go next."""
    sep = {"zh": "；", "en": "; "}
    steps = {lang: sep[lang].join(text(f"lesson-step-{m}")[lang] for m in progress.learned) for lang in LANGS}
    return {lang: text("lesson-done-short", steps=steps[lang])[lang] for lang in LANGS}


def lesson_json(progress: Progress) -> dict[str, Any]:
    """What the page shows of a lesson (its ``lesson`` key): the labels, the moves (made or
    not, each with its words, clauses and chapter), the next one and the sentence on what to
    try, the suggested decision, and at the end what the reader learned."""
    steps = []
    for name in progress.order:
        _, clauses, chapter = STEPS[STEP_NAMES.index(name)]
        steps.append({"step": name, "met": name in progress.learned, "words": text(f"lesson-step-{name}"),
                      "clauses": list(clauses), "chapter": chapter})
    labels = {k: text(k) for k in LABELS}
    if progress.name in SHORT:
        labels["lesson-intro"] = text("lesson-intro-short")
    labels["lesson-title"] = text(f"lesson-title-{progress.name}")
    for _, _, chapter in STEPS:
        labels[f"lesson-chapter-{chapter}"] = text(f"lesson-chapter-{chapter}")
    return {"name": progress.name, "labels": labels, "steps": steps, "next": progress.next,
            "say": done_words(progress) if progress.done and progress.name in SHORT else advice_words(progress.advice),
            "suggest": None if progress.done else progress.suggest, "missing": [], "done": progress.done,
            "off_path": progress.off_path, "met_at": [{"event": e, "step": s} for e, s in progress.met_at],
            "learned": list(progress.learned), "over": progress.over}


def lesson_links() -> list[dict[str, Any]]:
    """The lessons the practice page links to: each one's name, title and the moves it
    teaches, in both languages.

    >>> [x["name"] for x in lesson_links()] == list(LESSONS)
    True
    """
    return [{"name": name, "title": text(f"lesson-title-{name}"), "link": text(f"lesson-link-{name}"),
             "steps": [text(f"lesson-step-{m}") for m in spec["steps"]]} for name, spec in LESSONS.items()]


__all__ = ["LABELS", "advice_words", "lesson_json", "lesson_links"]
