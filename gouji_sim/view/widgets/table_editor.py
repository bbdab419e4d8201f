"""The table: six seats around it, teams and opposites marked, finished players, the current
trick in order — and a set-up area to build a situation by clicking.

Every change goes through the core: a set-up is validated by :meth:`Case.from_dict`, and a
step added to the trick is judged by :func:`~gouji_sim.core.judge.judge` first (an illegal step is
refused with the judge's reason), then applied with :meth:`Situation.after`.

>>> t = TableEditor("en")
>>> t.step_seat.value, t.step_kind.value, t.step_cards.value = 1, "play", "10 10 10 10 10"
>>> t.add_button.click()
>>> t.situation.to_move(), "Next to act: seat 4" in t.view.value
(4, True)
>>> t.step_seat.value, t.step_cards.value = 2, "J J J J J"
>>> t.add_button.click()
>>> "gouji play by seat 1" in t.message.value     # refused by the judge (GOUJI-2)
True
"""

from __future__ import annotations

import functools
from html import escape
from typing import Any

import ipywidgets as w

from .. import html as display
from ...core.actions import Pass, PlayAction, TrickEntry, Yield
from ...core.cards import Hand, deck_counts
from ...game.case import setup_dict
from ...core.errors import GoujiError
from ...core.judge import judge
from ...core.rules import PRESETS, Rules
from ...core.situation import Situation
from ...core.table import SEATS
from ._common import Component, html_box, shared_layout
from .cases_io import situation_from_setup

CUSTOM = "custom"


class TableEditor(Component):
    """A situation, drawn, with controls to set it up; ``on_change`` callbacks get each new one."""

    def __init__(self, lang: str = "zh", situation: Situation | None = None) -> None:
        super().__init__(lang)
        self._situation = situation or Situation.build()
        self._undo: list[Situation] = []
        self._syncing = False
        self.view = html_box()

        # the set-up form is built when the reader opens it (or code touches one of its
        # fields): about 120 widgets that a page's live start need not create
        self._form_built = False
        self.setup = w.Accordion(children=[w.VBox()], titles=(self.t("w-setup"),))
        self.setup.selected_index = None
        self.setup.observe(self._setup_opened, names="selected_index")
        self.children = [self.view, self.setup, self.message]
        self._render()

    # the set-up form's fields (see :meth:`_build_form`)
    preset: w.Dropdown
    preset_about: w.HTML
    hand_text: dict[int, w.Text]
    count_text: dict[int, w.Text]
    finished_box: dict[int, w.Checkbox]
    update_button: w.Button
    step_seat: w.Dropdown
    step_kind: w.ToggleButtons
    step_cards: w.Text
    add_button: w.Button
    undo_button: w.Button
    clear_button: w.Button
    FORM_FIELDS = frozenset({"preset", "preset_about", "hand_text", "count_text", "finished_box", "update_button",
                             "step_seat", "step_kind", "step_cards", "add_button", "undo_button", "clear_button"})

    def __getattr__(self, name: str) -> Any:
        """A set-up field asked for before the form exists builds the form first."""
        if name in TableEditor.FORM_FIELDS and not self.__dict__.get("_form_built", True):
            self._build_form()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _setup_opened(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and not self._form_built:
            self._build_form()

    def _build_form(self) -> None:
        """The set-up form: preset, one row per seat (hand, count, finished), trick steps."""
        self._form_built = True
        lang = self.lang
        # rules
        self.preset = w.Dropdown(description=self.t("w-preset"), options=self._preset_options(),
                                 style={"description_width": "initial"})
        self.watch(self.preset, self._preset_changed)
        self.preset_about = html_box()         # the chosen preset's one-line meaning (§12)
        # hands, counts and finished, one row per seat
        self.hand_text, self.count_text, self.finished_box = {}, {}, {}
        rows = []
        for seat in SEATS:
            label = html_box(display.seat_chip(seat, lang), width="6em")
            self.hand_text[seat] = w.Text(placeholder=self.t("w-hand-placeholder"),
                                          layout=shared_layout(width="24em"))
            self.count_text[seat] = w.Text(placeholder=self.t("w-count-label"), layout=shared_layout(width="5em"))
            self.finished_box[seat] = w.Checkbox(description=self.t("w-finished-label"), indent=False,
                                                 layout=w.Layout(width="6em"))
            self.watch(self.finished_box[seat], functools.partial(self._finished_clicked, seat))
            rows.append(w.HBox([label, self.hand_text[seat], self.count_text[seat], self.finished_box[seat]],
                               layout=shared_layout()))
        self.update_button = self.button("w-set-hands", self.apply_setup, "info")
        # adding a step to the trick
        self.step_seat = w.Dropdown(description=self.t("w-acting-seat"), options=self.seat_options(),
                                    layout=w.Layout(width="14em"), style={"description_width": "initial"})
        self.step_kind = w.ToggleButtons(options=[(self.t("w-act-play"), "play"), (self.t("w-act-pass"), "pass"),
                                                  (self.t("w-act-yield"), "yield")],
                                         style={"button_width": "4.5em"})
        self.step_cards = w.Text(placeholder=self.t("w-cards-placeholder"), layout=w.Layout(width="14em"))
        self.add_button = self.button("w-add-step", self.add_step, "primary")
        self.undo_button = self.button("w-undo", self.undo)
        self.clear_button = self.button("w-clear-trick", self.clear_trick)
        step = w.VBox([w.HTML(f"<b>{self.t('w-trick-setup')}</b>"),
                       w.HBox([self.step_seat, self.step_kind]),
                       w.HBox([self.step_cards, self.add_button, self.undo_button, self.clear_button])])
        self.setup.children = [w.VBox([self.preset, self.preset_about, *rows, self.update_button, step])]
        self._sync_fields()

    # --- the situation ---
    @property
    def situation(self) -> Situation:
        return self._situation

    def set_situation(self, s: Situation, undoable: bool = True) -> None:
        """Show ``s`` (keeping the old one for :meth:`undo`) and tell the listeners."""
        if undoable:
            self._undo.append(self._situation)
        self._situation = s
        self._sync_fields()
        self._render()
        self.notify(s)

    def _render(self) -> None:
        self.view.value = display.situation_html(self._situation, self.lang)

    def _preset_options(self) -> list[tuple[str, str]]:
        opts = [(display.preset_label(name, self.lang), name) for name in PRESETS]
        return opts + [(self.t("w-current-rules"), CUSTOM)]

    def _sync_fields(self) -> None:
        """Put the situation into the set-up fields (once the form exists)."""
        if not self._form_built:
            return
        self._syncing = True
        try:
            s = self._situation
            self.preset.value = s.rules.preset_name() or CUSTOM
            self._show_about()
            for seat in SEATS:
                hand = s.hand(seat)
                self.hand_text[seat].value = display.notation(hand, self.lang) if hand is not None else ""
                count = s.counts[seat - 1]
                self.count_text[seat].value = "" if hand is not None or count is None else str(count)
                self.finished_box[seat].value = seat in s.finished
            nxt = s.to_move()
            if nxt is not None:
                self.step_seat.value = nxt
        finally:
            self._syncing = False

    # --- set-up ---
    def _rules(self) -> Rules:
        name = self.preset.value
        return self._situation.rules if name == CUSTOM else Rules.preset(name)

    def _show_about(self) -> None:
        about = display.preset_about(self.preset.value, self.lang)
        self.preset_about.value = f"<small>{escape(about)}</small>" if about else ""

    def _preset_changed(self) -> None:
        self._show_about()
        if self._syncing:
            return
        self.apply_setup()

    def _finished_clicked(self, seat: int) -> None:
        if self._syncing:
            return
        if self.finished_box[seat].value:
            self.hand_text[seat].value = ""
            self.count_text[seat].value = "0"
            self.apply_setup()
            self.info(self.t("w-finished-cleared", seat=seat))
        else:
            self.count_text[seat].value = ""
            self.apply_setup()

    def setup_from_fields(self) -> dict[str, Any]:
        """The case set-up the fields describe (hands, counts, finished in click order)."""
        limit = len(deck_counts(self._rules().deck)) // 6 + 2
        hands: dict[str, str] = {}
        counts: dict[str, int] = {}
        for seat in SEATS:
            hand = self.hand_text[seat].value.strip()
            count = self.count_text[seat].value.strip()
            if hand:
                hands[str(seat)] = hand
            if count:
                if not count.isdigit() or int(count) > limit:
                    raise GoujiError.from_catalogue("w-bad-count", seat=seat, value=count, limit=limit)
                if not hand:
                    counts[str(seat)] = int(count)
        finished = [seat for seat in self._situation.finished if self.finished_box[seat].value]
        finished += [seat for seat in SEATS if self.finished_box[seat].value and seat not in finished]
        d = setup_dict(self._situation)
        d.update(hands=hands, counts=counts, finished=finished)
        d["rules"] = {"preset": self.preset.value, "switches": {}} if self.preset.value != CUSTOM else d["rules"]
        return d

    def apply_setup(self) -> None:
        """Rebuild the situation from the set-up fields (validated by the case reader)."""
        try:
            s = situation_from_setup(self.setup_from_fields())
        except GoujiError:
            self._sync_fields_rules_only()
            raise
        self.set_situation(s)
        self.ok(self.t("w-setup-updated"))

    def _sync_fields_rules_only(self) -> None:
        self._syncing = True
        try:
            self.preset.value = self._situation.rules.preset_name() or CUSTOM
        finally:
            self._syncing = False

    # --- the trick ---
    def step_entry(self) -> TrickEntry:
        """The trick entry the step controls describe."""
        seat, kind = self.step_seat.value, self.step_kind.value
        if kind == "pass":
            return Pass(seat)
        if kind == "yield":
            return Yield(seat)
        return PlayAction.of(seat, Hand.parse(self.step_cards.value))

    def add_step(self) -> None:
        """Judge the step; add it to the trick if legal, else say why not."""
        self.apply(self.step_entry())

    def apply(self, entry: TrickEntry) -> bool:
        """Apply ``entry`` if the judge finds it legal; returns whether it was applied."""
        verdict = judge(self._situation, entry)
        if not verdict.legal:
            self.error(self.t("w-step-illegal", why=self.pick(verdict.message)))
            return False
        self.set_situation(self._situation.after(entry))
        self.ok(self.t("w-applied", what=self.pick(verdict.message)))
        self.step_cards.value = ""
        return True

    def undo(self) -> None:
        if not self._undo:
            self.info(self.t("w-nothing-to-undo"))
            return
        self.set_situation(self._undo.pop(), undoable=False)
        self.clear_message()

    def clear_trick(self) -> None:
        d = setup_dict(self._situation)
        d["trick"] = []
        self.set_situation(situation_from_setup(d))
        self.clear_message()
