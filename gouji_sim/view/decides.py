"""Which house rule decides this: the case under each rule switch changed alone, at each of its
other values, and the switches whose change changes the ruling — what a table arguing over a
ruling needs to hear ("this dispute turns on one house rule: may a player who passed still
burn? (BURN-1)"). Part of the view model: the verdicts come from the judge, whether they
differ from :func:`gouji_sim.view.compare.differences`, every word from the catalogue.

>>> from gouji_sim.game.case import Case
>>> c = Case.from_dict({"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}})
>>> view = deciding_rules(c)
>>> [(a.switch, a.value) for a in view.alternatives]
[('comparison', 'joker_dominant')]
>>> view.summary()["en"]
'This ruling turns on one house rule: How does a joker play compare? (BEAT-3)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.errors import GoujiError
from ..core.messages import LANGS, text
from ..core.rules import SWITCHES
from ..core.verdict import Verdict
from .compare import differences, verdict_cells
from .house import answer, question

if TYPE_CHECKING:
    from ..game.case import Case

#: The fields that make a ruling: whether the action stands, why, and a burn's outcome. A
#: switch that changes only who else may answer or burn the play does not decide the dispute.
RULING_FIELDS = ("legal", "reason", "burn")


def _both(fill: Any) -> dict[str, str]:
    return {lang: fill(lang) for lang in LANGS}


@dataclass(frozen=True)
class Alternative:
    """One switch set to one other value, and how the ruling then differs."""

    switch: str
    value: Any
    current: Any
    verdict: Verdict
    differs: tuple[str, ...]
    case: dict[str, Any]

    @property
    def clause(self) -> str:
        """The clause that defines the switch (RULEBOOK §12)."""
        return SWITCHES[self.switch][1]

    def to_json(self) -> dict[str, Any]:
        """The alternative as the pages draw it: the house rule's question, the table's answer
        today and the other answer, the ruling under it, and the case to open it in the Lab."""
        return {
            "switch": self.switch, "value": self.value, "clause": self.clause,
            "question": _both(lambda lang: question(self.switch, lang)),
            "current": _both(lambda lang: answer(self.switch, self.current, lang)),
            "answer": _both(lambda lang: answer(self.switch, self.value, lang)),
            "verdict": self.verdict.to_dict(), "differs": list(self.differs),
            "cells": verdict_cells(self.verdict), "case": self.case,
        }


@dataclass(frozen=True)
class DecidingView:
    """The alternatives that change the ruling, in the order of the switches (RULEBOOK §12)."""

    alternatives: tuple[Alternative, ...]

    def switches(self) -> tuple[str, ...]:
        """The switches that decide this ruling, each once."""
        return tuple(dict.fromkeys(a.switch for a in self.alternatives))

    def summary(self) -> dict[str, str]:
        """One sentence: no house rule changes this ruling, it turns on one (named, with its
        question and clause), or on several (how many)."""
        names = self.switches()
        if not names:
            return dict(text("decide-none"))
        if len(names) == 1:
            name = names[0]
            return _both(lambda lang: text("decide-one", question=question(name, lang),
                                           clause=SWITCHES[name][1])[lang])
        return dict(text("decide-many", n=len(names)))

    def to_json(self) -> dict[str, Any]:
        return {"summary": self.summary(), "switches": list(self.switches()),
                "alternatives": [a.to_json() for a in self.alternatives]}


def deciding_rules(case: Case) -> DecidingView:
    """``case`` with each switch of §12 changed alone to each of its other values, keeping
    those under which the judge rules differently (:data:`RULING_FIELDS`; ``differs`` names
    every field of :data:`~gouji_sim.view.compare.COMPARE_FIELDS` that changed). A value under which the case is no
    longer valid (a smaller deck than its hands hold, say) is left out: it is no ruling.

    >>> from gouji_sim.game.case import Case
    >>> c = Case.from_dict({"trick": [{"seat": 1, "play": "10 10 10 10 10"}],
    ...                     "action": {"seat": 4, "play": "J J J J J"}})
    >>> deciding_rules(c).summary()["zh"]
    '换哪一条规矩，这个裁决都不变。'
    """
    own = case.judge()
    rules = case.situation.rules
    found: list[Alternative] = []
    for name, (values, _clause) in SWITCHES.items():
        current = getattr(rules, name)
        for value in values:
            if value == current:
                continue
            try:
                other = case.with_rules(rules.with_switches(**{name: value}))
                verdict = other.judge()
            except GoujiError:
                continue
            changed = differences(verdict, own)
            if any(field in changed for field in RULING_FIELDS):
                found.append(Alternative(name, value, current, verdict, changed, other.data))
    return DecidingView(tuple(found))


__all__ = ["Alternative", "DecidingView", "deciding_rules"]
