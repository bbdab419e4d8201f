"""Burns: choose a burner and its sets (or ask the planner), add answers between the sets, and
see the outcome step by step — succeeded, released, failed (烧糊) or not allowed — and why.

The outcome is the judge's (:func:`~gouji_sim.core.burn.judge_burn`); the planner is
:func:`~gouji_sim.core.burn.plan_burn`. The steps only replay the sets on the table with
:meth:`Situation.after` to show them.

>>> from gouji_sim import Situation, PlayAction, Play
>>> s = Situation.build(hands={3: "J J J J J 小王 8 8 9 9 9"},
...                     trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> p = BurnPanel("en", s)
>>> p.burner.value = 3
>>> p.editor.plan_button.click()
>>> p.verdict.burn, "burn succeeded" in p.outcome.value
('succeeded', True)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from .. import html as display
from ...core.actions import Burn, PlayAction, Response
from ...core.burn import plan_burn
from ...game.case import Case, case_dict
from ...core.errors import GoujiError
from ...core.judge import judge
from ...core.messages import text
from ...core.play import Play
from ...core.situation import Situation
from ...core.verdict import Verdict
from ._common import Component, html_box
from .cases_io import CaseBox, check_text
from .table_editor import TableEditor


class BurnEditor(Component):
    """The burner's sets, one per line, and the answers other seats make between them."""

    def __init__(self, lang: str = "zh") -> None:
        super().__init__(lang)
        self._responses: list[Response] = []
        self._situation = Situation.build()
        self._seat = 1
        self.sets = w.Textarea(placeholder=self.t("w-sets-placeholder"), continuous_update=False,
                               layout=w.Layout(width="22em", height="7em"))
        self.watch(self.sets, self._changed)
        self.plan_button = self.button("w-plan", self.plan, "info")
        # wide enough for the label and the menu side by side (a narrower box squeezed the menu
        # to nothing: blank menus, issue 46); the row wraps rather than overlapping its buttons
        self.after_set = w.Dropdown(description=self.t("w-after-set"), options=[1],
                                    layout=w.Layout(width="17em"), style={"description_width": "initial"})
        self.response_seat = w.Dropdown(description=self.t("w-acting-seat"), options=self.seat_options(),
                                        layout=w.Layout(width="19em"), style={"description_width": "initial"})
        self.response_play = w.Text(placeholder=self.t("w-cards-placeholder"), layout=w.Layout(width="12em"))
        self.add_response_button = self.button("w-add-response", self.add_response)
        self.clear_responses_button = self.button("w-clear-responses", self.clear_responses)
        self.response_list = w.HTML()
        self.children = [
            w.HTML(f"<b>{self.t('w-sets')}</b>"), w.HBox([self.sets, self.plan_button]),
            w.HTML(f"<b>{self.t('w-responses')}</b>"),
            w.HBox([self.after_set, self.response_seat, self.response_play, self.add_response_button,
                    self.clear_responses_button], layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.response_list, self.message]
        self._refresh()

    def set_context(self, situation: Situation, seat: int) -> None:
        """The situation and burner the sets are for (the planner needs them)."""
        self._situation, self._seat = situation, seat

    # --- reading ---
    def set_plays(self) -> tuple[Play, ...]:
        """The sets written in the box, first set first; a bad line raises with its number."""
        plays = []
        lines = [line for line in self.sets.value.splitlines() if line.strip()]
        for k, line in enumerate(lines, start=1):
            try:
                plays.append(Play.parse(line))
            except GoujiError as err:
                msg = {lang: self._bad_set(k, err, lang) for lang in ("zh", "en")}
                raise GoujiError(err.code, msg["zh"], msg["en"]) from None
        return tuple(plays)

    @staticmethod
    def _bad_set(k: int, err: GoujiError, lang: str) -> str:
        return text("w-bad-set", k=k, detail=err.message(lang))[lang]

    def burn(self, seat: int) -> Burn | None:
        """The declared burn, or ``None`` while no set is written."""
        plays = self.set_plays()
        if not plays:
            return None
        responses = tuple(r for r in self._responses if r.after_set <= len(plays))
        return Burn(seat, plays, responses)

    # --- writing ---
    def set_burn(self, burn: Burn) -> None:
        self._responses = list(burn.responses)
        self.sets.value = "\n".join(display.notation(p, self.lang) for p in burn.sets)
        self._refresh()

    def plan(self) -> None:
        """Ask the planner for the burner's sets (it needs the burner's hand and a play on top)."""
        s, seat = self._situation, self._seat
        top = s.trick_state.top
        if top is None or s.is_closed():
            self.error(self.t("w-plan-needs-top"))
            return
        hand = s.hand(seat)
        if hand is None:
            self.error(self.t("w-plan-needs-hand", seat=seat))
            return
        plan = plan_burn(hand, top, s.rules)
        if plan.possible:
            self.sets.value = "\n".join(display.notation(p, self.lang) for p in plan.sets)
            self.ok(self.pick(plan.message))
        else:
            self.error(self.pick(plan.message))

    def add_response(self) -> None:
        play = Play.parse(self.response_play.value)
        self._responses.append(Response(int(self.after_set.value), int(self.response_seat.value), play))
        self.response_play.value = ""
        self._changed()

    def clear_responses(self) -> None:
        self._responses = []
        self._changed()

    def _changed(self) -> None:
        self.clear_message()
        self._refresh()
        self.notify()

    def _refresh(self) -> None:
        try:
            n = len(self.set_plays())
        except GoujiError:
            n = 0
        self.after_set.options = list(range(1, max(n, 1) + 1))
        items = "; ".join(self.t("w-response-item", k=r.after_set, seat=r.seat, play=r.play)
                          for r in self._responses)
        self.response_list.value = self.t("w-response-list", items=items) if items else ""


Step = tuple[Situation, str, int]
"""One step of a burn on the table: the situation, what happened (``declare``, ``set`` or
``answer``) and the set's number."""


def burn_steps(s: Situation, burn: Burn, verdict: Verdict) -> list[Step]:
    """The table as the burn is declared and after each set played (and the answer that
    released it) — for stepping through a judged burn; the outcome itself is the verdict's."""
    steps: list[Step] = [(s, "declare", 0)]
    cur = s
    for info, piece in zip(verdict.burn_sets, burn.sets):
        cur = cur.after(PlayAction(burn.seat, piece, burn=True))
        steps.append((cur, "set", info.index))
        if info.answered_by is not None:
            answer = next(r for r in burn.responses if r.after_set == info.index and r.seat == info.answered_by)
            cur = cur.after(PlayAction(answer.seat, answer.play))
            steps.append((cur, "answer", info.index))
    return steps


class BurnPanel(Component):
    """A table, a burner with its sets and answers, and the outcome of the burn step by step."""

    def __init__(self, lang: str = "zh", situation: Situation | None = None, burn: Burn | None = None) -> None:
        super().__init__(lang)
        self.table = TableEditor(lang, situation)
        self.burner = w.Dropdown(description=self.t("w-burner"), options=self.seat_options(),
                                 style={"description_width": "initial"})
        self.editor = BurnEditor(lang)
        self.outcome = html_box()
        self.step_view = html_box()
        self.step_label = w.HTML()
        self.prev_button = self.button("w-prev", lambda: self.show_step(self.step - 1))
        self.next_button = self.button("w-next-step", lambda: self.show_step(self.step + 1))
        self.case_box = CaseBox(lang, self.case, self.load_case)
        self.verdict: Verdict | None = None
        self.step = 0
        self._steps: list[Step] = []
        self._case: Case | None = None
        self.table.on_change(lambda _s: self.guard(self._table_changed)())
        self.editor.on_change(self.guard(self.refresh))
        self.watch(self.burner, self.refresh)
        self.children = [self.table, self.burner, self.editor, self.outcome,
                         w.HBox([self.prev_button, self.step_label, self.next_button]), self.step_view,
                         w.Accordion(children=[self.case_box], titles=(self.t("w-case"),), selected_index=None),
                         self.message]
        self._top = (self.table.situation.trick_state.top_seat, self.table.situation.trick_state.top)
        self._default_burner()
        if burn is not None:
            self.set_burn(burn)
        self.guard(self.refresh)()

    def _default_burner(self) -> None:
        """The first seat entitled to burn the play on top (BURN-2), if there is one."""
        burners = self.table.situation.burners()
        if burners:
            self.burner.value = burners[0]

    def _table_changed(self) -> None:
        st = self.table.situation.trick_state
        if (st.top_seat, st.top) != self._top:   # a new play on top: its first entitled burner
            self._top = (st.top_seat, st.top)
            self._default_burner()
        self.refresh()

    def set_burn(self, burn: Burn) -> None:
        self.burner.value = burn.seat
        self.editor.set_burn(burn)

    def action(self) -> Burn | None:
        return self.editor.burn(int(self.burner.value))

    def refresh(self) -> None:
        """Judge the burn as written and show its outcome and steps."""
        s = self.table.situation
        self.editor.set_context(s, int(self.burner.value))
        self.clear_message()
        burn = self.action()
        if burn is None:
            self.verdict, self._steps = None, [(s, "", 0)]
            self.outcome.value = display.message_html(self.t("w-no-sets"), "info")
        else:
            self.verdict = judge(s, burn)
            self.outcome.value = display.verdict_html(self.verdict, self.lang, s)
            self._steps = burn_steps(s, burn, self.verdict)
            if self._case is not None:
                checked = check_text(self._case, self.verdict, self.lang)
                if checked:
                    (self.ok if checked[0] else self.error)(checked[1])
        self.show_step(len(self._steps) - 1)

    def show_step(self, k: int) -> None:
        """Show the table after step ``k`` (0: as the burn is declared)."""
        self.step = max(0, min(k, len(self._steps) - 1))
        s, what, index = self._steps[self.step]
        self.step_label.value = f"<b>{self.t('w-step-of', k=self.step, n=len(self._steps) - 1)}</b>"
        self.prev_button.disabled = self.step == 0
        self.next_button.disabled = self.step >= len(self._steps) - 1
        v, line = self.verdict, ""
        if what == "declare":
            st = s.trick_state
            line = display.message_html(self.t("w-step-declare", seat=self.burner.value, owner=st.top_seat,
                                               top=st.top), "info")
        elif what == "set" and v is not None:
            last = index == len(v.burn_sets) and v.burn == "succeeded"
            line = display.burn_step_html(v.burn_sets[index - 1], self.lang, last=last)
        elif what == "answer" and v is not None:
            line = display.message_html(self.pick(v.message), "ok")
        self.step_view.value = line + display.situation_html(s, self.lang)

    # --- cases ---
    def case(self) -> dict[str, Any]:
        burn = self.action()
        if burn is None:
            raise GoujiError.from_catalogue("w-case-no-action")
        return case_dict(self.table.situation, burn, self.verdict)

    def load_case(self, case: Case) -> None:
        self._case = case
        self.table.set_situation(case.situation)
        if isinstance(case.action, Burn):
            self.set_burn(case.action)
        self.refresh()


__all__ = ["BurnEditor", "BurnPanel", "burn_steps"]
