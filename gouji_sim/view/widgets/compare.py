"""Rules compare: the same situation and action under every preset, side by side, with the
cells that differ from the table's own rules highlighted — how a dispute is settled
(RULEBOOK §12). Each column is the judge's verdict on the same case under another preset.

>>> from gouji_sim import Situation, PlayAction, Play
>>> p = ComparePanel("en", Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))]),
...                  PlayAction(2, Play.parse("大王 8 8")))
>>> {name: v.legal for name, v in p.verdicts}["joker_dominant"], p.differing()
(True, ['joker_dominant', 'red_joker_open'])
"""

from __future__ import annotations

from .. import html as display
from ...actions import Action
from ...case import Case
from ...rules import PRESETS
from ...situation import Situation
from ...verdict import Verdict
from ._common import html_box
from .cases_io import case_dict
from .judge_panel import Workbench


def verdicts_by_preset(s: Situation, action: Action) -> list[tuple[str, Verdict]]:
    """``action`` in ``s`` judged under the situation's own rules (first, when they are no
    preset) and then under every preset; each through a case rebuilt with those rules."""
    case = Case.from_dict(case_dict(s, action))
    out: list[tuple[str, Verdict]] = []
    if s.rules.preset_name() is None:
        out.append(("", case.judge()))
    for name in PRESETS:
        out.append((name, case.under(name).judge()))
    return out


class ComparePanel(Workbench):
    """A table, an action, and the verdict under every preset in one table."""

    def __init__(self, lang: str = "zh", situation: Situation | None = None,
                 action: Action | None = None) -> None:
        super().__init__(lang, situation, action)
        self.verdicts: list[tuple[str, Verdict]] = []
        self.title = html_box(f"<b>{self.t('w-compare-title')}</b>")
        self.grid = html_box()
        self.children = [self.table, self.editor, self.title, self.grid, self.case_accordion(), self.message]
        self.guard(self.refresh)()

    def base_index(self) -> int:
        """The column the others are compared with: the table's own rules."""
        own = self.table.situation.rules.preset_name() or ""
        return next((i for i, (name, _) in enumerate(self.verdicts) if name == own), 0)

    def label(self, name: str) -> str:
        return display.preset_label(name, self.lang) if name else self.t("w-current-rules")

    def refresh(self) -> None:
        self.clear_message()
        action = self.action()
        if action is None:
            self.verdicts = []
            self.grid.value = display.message_html(self.t("w-choose-cards"), "info")
            return
        self.verdicts = verdicts_by_preset(self.table.situation, action)
        columns = [(self.label(name), v) for name, v in self.verdicts]
        about = [display.preset_about(name, self.lang) for name, _ in self.verdicts]
        self.grid.value = display.compare_html(columns, self.lang, self.base_index(), about)

    def differing(self) -> list[str]:
        """The presets whose verdict differs from the table's own rules (messages aside)."""
        flags = display.differing([v for _, v in self.verdicts], self.base_index())
        return [name for (name, _), differs in zip(self.verdicts, flags) if differs]
