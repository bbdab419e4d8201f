"""A lesson as the practice page shows it: the facts of :meth:`Lesson.progress
<gouji_sim.practice.lesson.Lesson.progress>` (the moves made or not, the next one, the advice,
the suggestion) in words of both languages, each move with its clauses and chapter; and the
links to the lessons. The words are the catalogue's ``lesson-*`` entries.

>>> from gouji_sim.practice.lesson import LESSONS, Lesson
>>> progress = Lesson("first-hand").progress()
>>> progress.advice
Advice(kind='try', step='beat', owner=None)
>>> out = lesson_json(progress)
>>> out["next"] == LESSONS["first-hand"]["steps"][0], out["say"] == text("lesson-try-beat")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ..messages import LANGS, text
from ..practice.lesson import LESSONS, STEP_NAMES, STEPS, Advice, Progress

#: The labels every lesson's panel shows (besides its title and the chapters' names).
LABELS = ("lesson-intro", "lesson-steps", "lesson-off-path", "lesson-learned", "lesson-not-met")


def advice_words(advice: Advice) -> dict[str, str]:
    """The one sentence on what to try now (``lesson-<kind>``; a move as ``lesson-step-<move>``).

    >>> advice_words(Advice("spare-teammate", owner=3))["en"].count("3") >= 1
    True
    """
    if advice.kind == "try":
        return text(f"lesson-try-{advice.step}")
    if advice.kind in ("watch", "go-on"):
        step = text(f"lesson-step-{advice.step}")
        return {lang: text(f"lesson-{advice.kind}", step=step[lang])[lang] for lang in LANGS}
    if advice.kind == "spare-teammate":
        return text("lesson-spare-teammate", owner=advice.owner)
    return text(f"lesson-{advice.kind}")


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
    labels["lesson-title"] = text(f"lesson-title-{progress.name}")
    for _, _, chapter in STEPS:
        labels[f"lesson-chapter-{chapter}"] = text(f"lesson-chapter-{chapter}")
    return {"name": progress.name, "labels": labels, "steps": steps, "next": progress.next,
            "say": advice_words(progress.advice), "suggest": progress.suggest, "missing": [],
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
