"""Comparing presets: the same case under several rules, side by side, and which verdict
fields differ — decided here once (:func:`differences`), on the verdicts' values, never on
rendered words. Part of the view model (:mod:`gouji_sim.view.model` re-exports every name).

>>> from gouji_sim.game.case import Case
>>> c = Case.from_dict({"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}})
>>> compare_case(c).summary()["en"]
'2 preset(s) rule differently from Gouji Outline (highlighted cells).'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..core.messages import CATALOGUE, text
from ..core.verdict import Verdict
from .words import preset_words, switch_words, words

if TYPE_CHECKING:
    from ..game.case import Case
    from ..game.hand_case import HandCase

#: The verdict fields a comparison across presets looks at (``gouji`` is ``play.gouji``),
#: in the order of the rows that show them; the explanation (``message``) is shown but
#: never counts as a difference.
COMPARE_FIELDS = ("legal", "reason", "clauses", "gouji", "responders", "burners", "burn", "next")
#: The rows of a comparison table: the explanation after ``legal``.
COMPARE_ROWS = ("legal", "message", "reason", "clauses", "gouji", "responders", "burners", "burn", "next")
#: The catalogue entry naming each row of :data:`COMPARE_ROWS`; a row that shows the same
#: fact as a verdict's own row (who may answer, who may burn, who is next) has the same words.
COMPARE_ROW_WORDS: Mapping[str, str] = {
    "legal": "w-compare-row-legal", "message": "w-compare-row-message", "reason": "w-compare-row-reason",
    "clauses": "w-beat-clauses", "gouji": "w-compare-row-gouji", "responders": "w-responders",
    "burners": "w-burners", "burn": "w-compare-row-burn", "next": "w-next-short"}



def compared(v: Verdict) -> dict[str, Any]:
    """The fields of ``v`` a comparison looks at (:data:`COMPARE_FIELDS`), as values.

    >>> from gouji_sim import Verdict
    >>> compared(Verdict(False, "not-higher", ("BEAT-2",), {}))["gouji"] is None
    True
    """
    d = v.to_dict()
    return {k: (d["play"]["gouji"] if d["play"] else None) if k == "gouji" else d[k] for k in COMPARE_FIELDS}


def differences(v: Verdict, base: Verdict) -> tuple[str, ...]:
    """The fields of :data:`COMPARE_FIELDS` in which ``v`` rules differently from ``base``
    (the wording of the explanation never counts) — the one place this is decided.

    >>> from gouji_sim import Verdict
    >>> yes, no = Verdict(True, None, (), {}), Verdict(False, "not-higher", ("BEAT-2",), {})
    >>> differences(no, yes)
    ('legal', 'reason', 'clauses')
    """
    mine, theirs = compared(v), compared(base)
    return tuple(k for k in COMPARE_FIELDS if mine[k] != theirs[k])


def verdict_cells(v: Verdict) -> dict[str, dict[str, str]]:
    """The verdict's fields as short texts in both languages, one per row of
    :data:`COMPARE_ROWS` (what a comparison table shows in each cell).

    >>> from gouji_sim import Verdict
    >>> cells = verdict_cells(Verdict(False, "not-higher", ("BEAT-2",), {"zh": "…", "en": "…"}))
    >>> cells["legal"], cells["reason"]["en"], cells["gouji"]["en"]
    ({'zh': '否', 'en': 'no'}, 'not higher', '—')
    """
    yes, no, none = words("w-yes"), words("w-no"), words("w-none")

    def same(value: str) -> dict[str, str]:
        return {"zh": value, "en": value} if value else none

    return {
        "legal": yes if v.legal else no,
        "message": dict(v.message) if v.message else {"zh": "", "en": ""},
        "reason": reason_words(v.reason),
        "clauses": same(", ".join(v.clauses)),
        "gouji": (yes if v.play.gouji else no) if v.play else none,
        "responders": same(", ".join(map(str, v.responders))),
        "burners": same(", ".join(map(str, v.burners))),
        "burn": words(f"w-burn-{v.burn}") if v.burn else none,
        "next": same(str(v.next) if v.next is not None else ""),
    }


def reason_words(reason: str | None) -> dict[str, str]:
    """A verdict's reason code as a reader reads it in a comparison's cell: a few words in
    each language (catalogue ``reason-word-<code>``;: no engine words on Chinese
    pages), the code itself when it has none, "—" for no reason.

    >>> reason_words("gouji-opposite-only")["zh"], reason_words(None)["en"]
    ('够级牌只有对头能管', '—')
    """
    if not reason:
        return words("w-none")
    code = f"reason-word-{reason}"
    return words(code) if code in CATALOGUE else {"zh": reason, "en": reason}


@dataclass(frozen=True)
class ColumnView:
    """One column of a comparison: the rules' name (a preset, or ``""`` for the case's own
    rules when they are no preset), its verdict (or an error when the case is not valid under
    them), and the fields that differ from the base column."""

    name: str
    verdict: Verdict | None
    differs: tuple[str, ...] = ()
    error: Mapping[str, str] | None = None
    current: bool = False
    """These are the case's own rules (the base column of :func:`compare_case`)."""
    changed: Mapping[str, object] | None = None
    """For the case's own rules when they are no preset: the switches they change from the outline."""

    def label(self) -> dict[str, str]:
        """The column's heading: the preset's name, or "current rules"."""
        return preset_words(self.name) if self.name else words("w-current-rules")

    def about(self) -> dict[str, str]:
        """The preset's one-line meaning (RULEBOOK §12); for the case's own rules that are no
        preset, the outline and what they change; or empty."""
        if not self.name and self.changed is not None:
            changes, base = switch_words(self.changed), preset_words("outline")
            return {lang: text("w-rules-custom", preset=base[lang], changes=changes[lang])[lang]
                    for lang in ("zh", "en")}
        code = f"preset-about-{self.name}"
        return words(code) if code in CATALOGUE else {"zh": "", "en": ""}

    def current_words(self) -> dict[str, str] | None:
        """"本案例的规则" / "this case's rules" on the case's own column, else ``None``."""
        return words("lab-compare-current") if self.current else None

    def to_json(self) -> dict[str, Any]:
        head = {"name": self.name, "label": self.label(), "about": self.about(), "current": self.current,
                "current_words": self.current_words()}
        if self.verdict is None:
            return {**head, "error": dict(self.error or {})}
        return {**head, "verdict": self.verdict.to_dict(), "differs": list(self.differs),
                "cells": verdict_cells(self.verdict)}


@dataclass(frozen=True)
class CompareView:
    """The same case under several rules, side by side; ``base`` is the index of the column
    the others are compared with."""

    columns: tuple[ColumnView, ...]
    base: int = 0

    def differing(self) -> tuple[str, ...]:
        """The names of the columns that rule differently from the base."""
        return tuple(c.name for c in self.columns if c.differs)

    def summary(self) -> dict[str, str]:
        """"Every preset gives the same verdict." or how many differ from the base."""
        n = len(self.differing())
        if n == 0:
            return words("w-compare-same")
        base = self.columns[self.base].label()
        return {lang: text("w-compare-differs", n=n, base=base[lang])[lang] for lang in ("zh", "en")}

    def to_json(self) -> dict[str, Any]:
        """The comparison as JSON: ``base`` is the base column's name (``base_index`` its
        index); each column says whether it holds the case's own rules (``current``)."""
        base = self.columns[self.base].name if self.columns else None
        return {"base": base, "base_index": self.base if self.columns else None,
                "columns": [c.to_json() for c in self.columns],
                "differing": list(self.differing()), "summary": self.summary(),
                "rows": [{"key": k, "label": words(COMPARE_ROW_WORDS[k])} for k in COMPARE_ROWS]}


def compare_verdicts(verdicts: Sequence[tuple[str, Verdict]], base: int = 0) -> CompareView:
    """Verdicts already judged, one per rules (name, verdict), compared with ``verdicts[base]``.

    >>> from gouji_sim import Verdict
    >>> yes, no = Verdict(True, None, (), {}), Verdict(False, "not-higher", ("BEAT-2",), {})
    >>> compare_verdicts([("a", yes), ("b", no), ("c", yes)]).differing()
    ('b',)
    """
    ref = verdicts[base][1] if verdicts else None
    cols = tuple(ColumnView(name, v, differences(v, ref) if ref is not None else ()) for name, v in verdicts)
    return CompareView(cols, base)


def compare_case(case: "Case | HandCase") -> CompareView:
    """``case`` (a trick's or a whole hand's) under its own rules and under every preset
    (:meth:`Case.compare`), compared
    with its own rules' verdict (the base column: the preset's own column, or a first column
    ``""`` when the case's rules are no preset).

    >>> from gouji_sim.game.case import Case
    >>> c = Case.from_dict({"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}})
    >>> compare_case(c).differing()
    ('joker_dominant', 'red_joker_open')
    >>> from gouji_sim import Rules
    >>> cols = compare_case(c.with_rules(Rules.preset("joker_dominant"))).to_json()["columns"]
    >>> [col["name"] for col in cols if col["current"]]
    ['joker_dominant']
    >>> cols = compare_case(c.with_rules(Rules(burn_after_pass=True))).to_json()["columns"]
    >>> [(col["name"], col["label"]["en"]) for col in cols if col["current"]]
    [('', 'current rules')]
    """
    own = case.judge()
    own_name = case.rules.preset_name()
    cols: list[ColumnView] = [] if own_name is not None else [ColumnView("", own, current=True,
                                                                     changed=dict(case.rules.changed()))]
    for name, result in case.compare().items():
        if isinstance(result, Verdict):
            cols.append(ColumnView(name, result, differences(result, own), current=name == own_name))
        else:
            cols.append(ColumnView(name, None, error={"zh": result.zh, "en": result.en, "code": result.code,
                                                      "field": getattr(result, "field", "")}))
    base = next((i for i, c in enumerate(cols) if c.name == (own_name or "")), 0)
    return CompareView(tuple(cols), base)
