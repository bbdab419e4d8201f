"""The narration of a practice hand as a reader reads it: each event's sentence and clauses.

The practice floor records what happened as facts (:mod:`gouji_sim.practice.events`); this
module words them, every sentence from the catalogue in both languages.
Nothing is decided here: an action's sentence and clauses are the judge's own (the verdict's
``message`` and ``clauses``), a seat passed over after a yield is worded by the judge from its
position's fault (:func:`gouji_sim.core.judge.worded`), and the other kinds cite the clause that
governs them (:data:`EVENT_CLAUSES`, as :data:`gouji_sim.view.model.TAG_CLAUSES` does for a
seat's tags).

>>> from gouji_sim.practice import Practice
>>> lines = narration(Practice.watch(3).events)
>>> lines[0].message["en"].startswith("The cards are dealt"), lines[0].clauses
(True, ('START-2',))
>>> lines[-1].kind, lines[-1].message["en"].startswith("The hand is over.")
('over', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ..core.judge import worded
from ..core.messages import LANGS, cards_in, seats_text, text
from ..practice.events import Event

#: The clauses each kind of event cites when no verdict or fault gives them: who leads first
#: (START-2), a gouji play's answers and burns (GOUJI-2, BURN-1), a declared burn and its sets
#: (BURN-1, BURN-3), a yield's skipped seats (TURN-5, before the fault's own), a burn that
#: succeeds (BURN-3) or fails at its last set (BURN-5, END-2), a seat out and its place
#: (END-1), the end with its points (END-1, SCORE-1), 接风 (TURN-8), a closed trick (TURN-6).
EVENT_CLAUSES: dict[str, tuple[str, ...]] = {
    "start": ("START-2",),
    "gouji": ("GOUJI-2", "BURN-1"),
    "burn": ("BURN-1", "BURN-3"),
    "burn-set": ("BURN-3",),
    "skipped": ("TURN-5",),
    "burn-outcome-succeeded": ("BURN-3",),
    "burn-outcome-failed": ("BURN-5", "END-2"),
    "finished": ("END-1",),
    "over": ("END-1", "SCORE-1"),
    "wind": ("TURN-8",),
    "trick-over": ("TURN-6",),
}


@dataclass(frozen=True)
class EventView:
    """One line of narration: the event's index, kind and seat, its sentence in both
    languages, the clauses behind it, and whether the reader did it."""

    index: int
    kind: str
    seat: int | None
    message: dict[str, str]
    clauses: tuple[str, ...] = ()
    mine: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The line as the practice page draws it."""
        return {"index": self.index, "kind": self.kind, "seat": self.seat, "message": dict(self.message),
                "clauses": list(self.clauses), "mine": self.mine}


def _each(code: str, **params: Any) -> dict[str, str]:
    """``text(code)`` where some parameters are themselves ``{"zh", "en"}`` words."""
    return {lang: text(code, **{k: (v[lang] if isinstance(v, dict) else v) for k, v in params.items()})[lang]
            for lang in LANGS}


def event_words(e: Event) -> tuple[dict[str, str], tuple[str, ...]]:
    """The sentence of event ``e`` in both languages and the clauses it cites.

    >>> from gouji_sim.practice.events import Event
    >>> msg, clauses = event_words(Event(3, "finished", 2, {"place": 1}))
    >>> msg["en"], clauses
    ('Seat 2 has played its last card (place 1).', ('END-1',))
    >>> event_words(Event(4, "wind", 3, {"owner": 2}))[0]["zh"][:3]
    '接风：'
    """
    kind, seat, f = e.kind, e.seat, e.facts
    if e.verdict is not None:                       # the judge's own sentence and clauses
        v = e.verdict
        if kind == "action" and not v.legal and v.turn == "passes-on" and seat is not None:
            taken = text("wrong-follow", seat=seat)     # taken as PLAY-6 says (a wrong follow)
            return {lang: f"{v.message[lang]} {taken[lang]}" for lang in LANGS}, tuple(v.clauses)
        return dict(v.message), tuple(v.clauses)
    if kind == "skipped" and e.fault is not None and e.situation is not None and seat is not None:
        why = worded(e.situation, seat, e.fault)
        return _each("practice-skipped", seat=seat, why=why), EVENT_CLAUSES[kind] + e.fault.clauses
    if kind == "start":
        return text("practice-start", seat=f["seat"]), EVENT_CLAUSES[kind]
    if kind == "burn":
        sets = " | ".join(f["sets"])
        return (_each("practice-burn-declared", seat=seat, owner=f["owner"], n=len(f["sets"]),
                      sets={lang: cards_in(sets, lang) for lang in LANGS}), EVENT_CLAUSES[kind])
    if kind == "gouji":
        return (_each("practice-gouji-answer", seat=seat, responders=seats_text(f["responders"]),
                      burners=seats_text(f["burners"])), EVENT_CLAUSES[kind])
    if kind == "burn-set":
        return (_each("practice-burn-set", seat=seat, play={lang: cards_in(f["play"], lang) for lang in LANGS}),
                EVENT_CLAUSES[kind])
    if kind == "burn-outcome":
        if f["outcome"] == "succeeded":
            return (text("burn-succeeded", seat=seat, sets=f["sets"], owner=f["owner"]),
                    EVENT_CLAUSES["burn-outcome-succeeded"])
        return text("burn-failed-last", seat=seat), EVENT_CLAUSES["burn-outcome-failed"]
    if kind == "finished":
        return text("w-walk-finished", seat=seat, place=f["place"]), EVENT_CLAUSES[kind]
    if kind == "over":
        scores = ", ".join(f"{s}: {v:+d}" for s, v in f["scores"].items())
        return (text("practice-over", places=" ".join(map(str, f["places"])), scores=scores),
                EVENT_CLAUSES[kind])
    if kind == "wind":
        return text("practice-wind", seat=seat, owner=f["owner"]), EVENT_CLAUSES[kind]
    if kind == "trick-over":
        return text("w-walk-trick-over", seat=seat), EVENT_CLAUSES[kind]
    raise ValueError(f"no words for a narration event of kind {kind!r}")


def event_view(e: Event) -> EventView:
    """Event ``e`` as one line of narration."""
    message, clauses = event_words(e)
    return EventView(e.index, e.kind, e.seat, message, clauses, e.mine)


#: Lines already worded, by the event's identity (a hand's events live as long as its session;
#: the page asks for the whole narration after every action, so each line is worded once).
_WORDED: dict[int, tuple[Event, EventView]] = {}
_WORDED_MAX = 4096


def narration(events: Iterable[Event]) -> list[EventView]:
    """Every event as a line of narration, in order (each event worded once and kept).

    >>> from gouji_sim.practice import Practice
    >>> events = Practice.watch(3).events
    >>> narration(events)[5] is narration(events)[5]
    True
    """
    out = []
    events = list(events)
    if len(_WORDED) + len(events) > _WORDED_MAX:     # room for the whole hand, never emptied mid-call
        _WORDED.clear()
    for e in events:
        known = _WORDED.get(id(e))
        if known is None or known[0] is not e:
            known = _WORDED[id(e)] = (e, event_view(e))
        out.append(known[1])
    return out


__all__ = ["EVENT_CLAUSES", "EventView", "event_view", "event_words", "narration"]
