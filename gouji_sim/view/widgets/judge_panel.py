"""The play builder and judge panel: choose the acting seat and its action (play, pass, yield,
burn), build the play by clicking cards, and see the verdict at once — legal or not, the
reason, the deciding clause with its explanation, whether it is a gouji play, who may answer
it and who may burn it. Every ruling is :func:`~gouji_sim.core.judge.judge`'s.

>>> from gouji_sim import Situation, PlayAction, Play
>>> p = JudgePanel("en", Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]))
>>> p.editor.seat.value = 2
>>> p.editor.builder.text.value = "J J J J J"
>>> p.verdict.reason, "data-clause='GOUJI-2'" in p.verdict_view.value
('gouji-opposite-only', True)
>>> p.editor.seat.value = 4
>>> p.verdict.legal, p.verdict.responders, p.verdict.burners
(True, (1,), (6, 2, 5, 3))
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

import ipywidgets as w

from .. import html as display
from ...core.actions import Action, Burn, Pass, PlayAction, Yield
from ...game.case import Case, case_dict
from ...core.errors import GoujiError
from ...core.judge import judge
from ...core.situation import Situation
from ...core.verdict import Verdict
from ._common import Component, html_box, shared_layout
from .builder import PlayBuilder
from .burn_panel import BurnEditor
from .cases_io import CaseBox, check_text, is_trick_entry
from .table_editor import TableEditor

KINDS = ("play", "pass", "yield", "burn")


class ActionEditor(Component):
    """The acting seat, the kind of action, and its cards (a play) or sets (a burn)."""

    def __init__(self, lang: str = "zh") -> None:
        super().__init__(lang)
        self._situation = Situation.build()
        self.seat = w.Dropdown(description=self.t("w-acting-seat"), options=self.seat_options(),
                               style={"description_width": "initial"}, layout=w.Layout(width="14em"))
        self.kind = w.ToggleButtons(options=[(self.t(f"w-act-{k}"), k) for k in KINDS],
                                    style={"button_width": "4.5em"})
        self.builder = PlayBuilder(lang)
        self._burn_editor: BurnEditor | None = None   # built when a burn is first asked for
        self.watch(self.seat, self._seat_changed)
        self.watch(self.kind, self._kind_changed)
        self.builder.on_change(self._changed)
        self.children = [w.HBox([self.seat, w.Label(self.t("w-action"), layout=shared_layout()), self.kind],
                                layout=shared_layout()), self.builder, self.message]
        self._kind_changed()

    @property
    def burn_editor(self) -> BurnEditor:
        """The burn's sets (built on first use: a page that never burns need not create it)."""
        if self._burn_editor is None:
            editor = BurnEditor(self.lang)
            editor.set_context(self._situation, int(self.seat.value))
            editor.layout.display = "" if self.kind.value == "burn" else "none"
            editor.on_change(self._changed)
            self._burn_editor = editor
            self.children = [*self.children[:2], editor, *self.children[2:]]
        return self._burn_editor

    def set_situation(self, s: Situation, follow_turn: bool = True) -> None:
        """The situation the action is for; the seat follows the turn when ``follow_turn``."""
        self._situation = s
        nxt = s.to_move()
        if follow_turn and nxt is not None and nxt != self.seat.value:
            self.seat.value = nxt            # _seat_changed updates the sources
        else:
            self._update_sources()

    def _update_sources(self) -> None:
        seat = int(self.seat.value)
        s = self._situation
        self.builder.set_source(s.hand(seat), seat, s.rules)
        if self._burn_editor is not None:
            self._burn_editor.set_context(s, seat)

    def _seat_changed(self) -> None:
        self._update_sources()
        self._changed()

    def _kind_changed(self) -> None:
        kind = self.kind.value
        self.builder.layout.display = "" if kind == "play" else "none"
        if kind == "burn" or self._burn_editor is not None:
            self.burn_editor.layout.display = "" if kind == "burn" else "none"
        self._changed()

    def _changed(self) -> None:
        self.notify()

    def action(self) -> Action | None:
        """The action described, or ``None`` while a play or burn has no cards yet."""
        seat, kind = int(self.seat.value), self.kind.value
        if kind == "pass":
            return Pass(seat)
        if kind == "yield":
            return Yield(seat)
        if kind == "burn":
            return self.burn_editor.burn(seat)
        cards = self.builder.cards
        if not cards:
            return None
        return PlayAction.of(seat, cards)

    def set_action(self, action: Action) -> None:
        """Show ``action`` in the controls (e.g. from a loaded case)."""
        self.seat.value = action.seat
        if isinstance(action, PlayAction):
            self.kind.value = "play"
            self.builder.set_cards(action.cards)
        elif isinstance(action, Burn):
            self.kind.value = "burn"
            self.burn_editor.set_burn(action)
        else:
            self.kind.value = "pass" if isinstance(action, Pass) else "yield"


class Workbench(Component):
    """A table and an action editor kept in step; subclasses show what the action gets."""

    def __init__(self, lang: str = "zh", situation: Situation | None = None,
                 action: Action | None = None) -> None:
        super().__init__(lang)
        self.table = TableEditor(lang, situation)
        self.editor = ActionEditor(lang)
        self._case_box: CaseBox | None = None     # built when the reader opens it
        self._case_holders: list[w.Accordion] = []
        self.loaded_case: Case | None = None
        self.editor.set_situation(self.table.situation)
        self.table.on_change(self._table_changed)
        self.editor.on_change(self.guard(self.refresh))
        if action is not None:
            self.editor.set_action(action)

    @property
    def case_box(self) -> CaseBox:
        """The case box: save, load, copy a case (built on first use)."""
        if self._case_box is None:
            self._case_box = CaseBox(self.lang, self.case, self.load_case)
            for holder in self._case_holders:
                holder.children = [self._case_box]
        return self._case_box

    def case_accordion(self) -> w.Accordion:
        """The folded "case" section; its box is built when the reader opens it."""
        inside = [self._case_box] if self._case_box is not None else [w.VBox()]
        holder = w.Accordion(children=inside, titles=(self.t("w-case"),), selected_index=None)
        self._case_holders.append(holder)
        holder.observe(lambda change: self.case_box if change["new"] is not None else None,
                       names="selected_index")
        return holder

    def _table_changed(self, s: Situation) -> None:
        self.guard(self.editor.set_situation)(s)
        self.guard(self.refresh)()

    def refresh(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def action(self) -> Action | None:
        return self.editor.action()

    # --- cases ---
    def case(self) -> dict[str, Any]:
        action = self.action()
        if action is None:
            raise GoujiError.from_catalogue("w-case-no-action")
        return case_dict(self.table.situation, action, judge(self.table.situation, action))

    def load_case(self, case: Case) -> None:
        self.loaded_case = case
        self.table.set_situation(case.situation)
        self.editor.set_situation(case.situation, follow_turn=False)
        self.editor.set_action(case.action)
        self.refresh()


def verdict_markup(verdict: Verdict | None, html: str) -> str:
    """``html`` in an element whose ``data-verdict`` holds ``verdict`` as the JSON of CASES.md
    (``null`` while there is no action to judge), for tests and outside checks of the page.

    >>> from html import unescape
    >>> from gouji_sim import Situation, Pass
    >>> v = judge(Situation.build(), Pass(1))
    >>> m = verdict_markup(v, "<p>x</p>")
    >>> json.loads(unescape(m.split("data-verdict='")[1].split("'")[0]))["reason"] == v.reason
    True
    """
    data = escape(json.dumps(verdict.to_dict() if verdict is not None else None, ensure_ascii=False))
    return f"<div class='gouji-ruling' data-verdict='{data}'>{html}</div>"


class JudgePanel(Workbench):
    """The judge panel: a table, an action built by clicking, and the verdict at once."""

    def __init__(self, lang: str = "zh", situation: Situation | None = None,
                 action: Action | None = None) -> None:
        super().__init__(lang, situation, action)
        self.verdict: Verdict | None = None
        self.verdict_view = html_box()
        self.apply_button = self.button("w-apply", self.apply, "success")
        self.children = [self.table, self.editor, self.verdict_view, self.apply_button,
                         self.case_accordion(), self.message]
        # The live pages' contract (snapshots and live pages alike): the panel's root,
        # its play input, and the ruling's data-verdict (the verdict JSON of CASES.md).
        self.add_class("gouji-judge-panel")
        self.editor.builder.text.add_class("gouji-play-input")
        self.guard(self.refresh)()

    def refresh(self) -> None:
        """Judge the action as it stands and show the verdict."""
        self.clear_message()
        action = self.action()
        if action is None:
            self.verdict = None
            self.verdict_view.value = verdict_markup(None, display.message_html(self.t("w-choose-cards"), "info"))
            self.apply_button.disabled = True
            return
        self.verdict = judge(self.table.situation, action)
        self.verdict_view.value = verdict_markup(self.verdict, display.verdict_html(self.verdict, self.lang, self.table.situation))
        self.apply_button.disabled = not (self.verdict.legal and is_trick_entry(action))
        if self.loaded_case is not None:
            checked = check_text(self.loaded_case, self.verdict, self.lang)
            if checked:
                (self.ok if checked[0] else self.error)(checked[1])

    def apply(self) -> None:
        """Play the judged action on the table (legal plays, passes and yields only)."""
        action = self.action()
        if action is None or isinstance(action, Burn):
            return
        verdict = judge(self.table.situation, action)
        if not verdict.legal:
            self.error(self.t("w-apply-illegal", why=self.pick(verdict.message)))
            return
        self.loaded_case = None
        self.editor.builder.clear()
        self.table.apply(action)
