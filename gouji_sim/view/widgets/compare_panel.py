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
from ...core.actions import Action
from ...game.case import Case, case_dict
from ...core.situation import Situation
from ...core.verdict import Verdict
from ..model import CompareView, compare_case
from ._common import html_box
from .judge_panel import Workbench


def compare_view(s: Situation, action: Action) -> CompareView:
    """``action`` in ``s`` under the situation's own rules (first, when they are no preset)
    and under every preset: :func:`gouji_sim.view.model.compare_case` of the case."""
    return compare_case(Case.from_dict(case_dict(s, action)))


def verdicts_by_preset(s: Situation, action: Action) -> list[tuple[str, Verdict]]:
    """The verdicts of :func:`compare_view`, (rules name, verdict) by column."""
    return [(c.name, c.verdict) for c in compare_view(s, action).columns if c.verdict is not None]


class ComparePanel(Workbench):
    """A table, an action, and the verdict under every preset in one table."""

    def __init__(self, lang: str = "zh", situation: Situation | None = None,
                 action: Action | None = None) -> None:
        super().__init__(lang, situation, action)
        self.verdicts: list[tuple[str, Verdict]] = []
        self.view: CompareView | None = None
        self.title = html_box(f"<b>{self.t('w-compare-title')}</b>")
        self.grid = html_box()
        self.children = [self.table, self.editor, self.title, self.grid, self.case_accordion(), self.message]
        self.guard(self.refresh)()

    def base_index(self) -> int:
        """The column the others are compared with: the table's own rules."""
        return self.view.base if self.view is not None else 0

    def label(self, name: str) -> str:
        return display.preset_label(name, self.lang) if name else self.t("w-current-rules")

    def refresh(self) -> None:
        self.clear_message()
        action = self.action()
        if action is None:
            self.verdicts, self.view = [], None
            self.grid.value = display.message_html(self.t("w-choose-cards"), "info")
            return
        self.view = compare_view(self.table.situation, action)
        self.verdicts = [(c.name, c.verdict) for c in self.view.columns if c.verdict is not None]
        labels = [self.label(name) for name, _ in self.verdicts]
        about = [display.preset_about(name, self.lang) for name, _ in self.verdicts]
        self.grid.value = display.compare_view_html(self.view, self.lang, labels, about)

    def differing(self) -> list[str]:
        """The presets whose verdict differs from the table's own rules (messages aside)."""
        return list(self.view.differing()) if self.view is not None else []
