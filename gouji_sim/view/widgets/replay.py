"""Replay: step forwards and backwards through a game record (RECORDS.md), the table updating.

The steps are the one record reader's (:func:`gouji_sim.game.record.read`): the game replayed
from the record's ``hands`` through the judge, one action at a time, each with the judge's
verdict on it (a burn is judged whole, at its first set). What is no trick entry — a
revolution, a meld, a bet (TRIB-4, LOCAL-4), 冲三's purchase of a 3 (LOCAL-1), a redeal — is
shown as a note, with the table after it.

>>> rec = {"format": "gouji-record/1", "rules": {"preset": "outline"}, "first": 1,
...        "hands": {"1": "9 9 K", "2": "10 10 3", "3": "5", "4": "6", "5": "7", "6": "8"},
...        "actions": [{"seat": 1, "play": "9 9"}, {"seat": 2, "play": "10 10"}]}
>>> r = ReplayPanel("en", rec)
>>> r.step, r.situation.to_move()
(0, None)
>>> r.next_button.click(); r.next_button.click()
>>> r.step, r.situation.trick_state.top_seat, "Seat 2" in r.view.value
(2, 2, True)
>>> r.prev_button.click(); r.situation.trick_state.top_seat
1
"""

from __future__ import annotations

import functools
from html import escape
from typing import Any

import ipywidgets as w

from .. import html as display
from ...core.actions import Action, PlayAction
from ...core.cards import Card
from ...core.errors import GoujiError
from ...game.record import facts
from ...core.situation import Situation
from ...core.table import SEATS
from ..walk import Step, burn_at, replay_steps, walk_view
from ._common import Component, html_box
from .cases_io import read_json_source

#: How many actions around the current one the action list shows.
WINDOW = 12


def load_record(source: Any) -> dict[str, Any]:
    """A record dict from a dict, JSON text or a file path."""
    return read_json_source(source, "record")


class ReplayPanel(Component):
    """A record, the table at the current step, the actions around it and the judge's word."""

    def __init__(self, lang: str = "zh", record: Any = None, step: int = 0) -> None:
        super().__init__(lang)
        self.record: dict[str, Any] = {}
        self.start = Situation.build()
        self.steps: list[Step] = []
        self.step = 0
        self.view = html_box()
        self.actions_view = html_box()
        self.verdict_view = html_box()
        self.deal_view = html_box()
        self.slider = w.IntSlider(min=0, max=0, value=0, continuous_update=False, readout=False,
                                  layout=w.Layout(width="24em"))
        self.watch(self.slider, lambda: self.go(self.slider.value))
        self.label = w.HTML()
        self.start_button = self.button("w-start", lambda: self.go(0))
        self.prev_button = self.button("w-prev", lambda: self.go(self.step - 1))
        self.next_button = self.button("w-next-step", lambda: self.go(self.step + 1))
        self.end_button = self.button("w-end", lambda: self.go(len(self.steps)))
        self.source = w.Textarea(layout=w.Layout(width="100%", height="6em"))
        self.load_button = self.button("w-case-load", lambda: self.load(self.source.value))
        controls = w.HBox([self.start_button, self.prev_button, self.slider, self.next_button,
                           self.end_button, self.label])
        more = w.Accordion(children=[self.deal_view, w.VBox([self.source, self.load_button])],
                           titles=(self.t("w-replay-deal"), self.t("w-replay-load")), selected_index=None)
        self.children = [controls, self.message, self.view, self.verdict_view, self.actions_view, more]
        if record is not None:
            self.guard(self.load)(record, step)
        else:
            self.go(0)

    @property
    def situation(self) -> Situation:
        """The table after the current step."""
        return self.steps[self.step - 1].situation if self.step else self.start

    def load(self, source: Any, step: int = 0) -> None:
        """Load a record (dict, JSON text or path) and go to ``step``."""
        record = load_record(source)
        start, steps = replay_steps(record)
        record = {**record, **facts(record)}          # format 3: the deal, first leader and places replayed
        self.record, self.start, self.steps = record, start, steps
        self.slider.max = len(steps)
        self.deal_view.value = self._deal_html()
        self.clear_message()
        self.go(step)

    def go(self, k: int) -> None:
        """Show the table after ``k`` actions (clamped to the record)."""
        self.step = max(0, min(int(k), len(self.steps)))
        if self.slider.value != self.step:
            self.slider.value = self.step
        n = len(self.steps)
        self.label.value = f"<b>{self.t('w-replay-step', k=self.step, n=n)}</b>"
        self.prev_button.disabled = self.start_button.disabled = self.step == 0
        self.next_button.disabled = self.end_button.disabled = self.step >= n
        self.view.value = display.situation_html(self.situation, self.lang)
        self.verdict_view.value = self._step_html()
        self.actions_view.value = self._actions_html()

    def _step_html(self) -> str:
        if self.step == 0:
            first = self.record.get("first")
            return display.message_html(self.t("w-replay-start", seat=first), "info") if first else ""
        st = self.steps[self.step - 1]
        out = display.message_html(self.pick(st.note), "error" if st.verdict and not st.verdict.legal
                                   else "info") if st.note else ""
        if st.verdict is not None:
            before = self.steps[self.step - 2].situation if self.step > 1 else self.start
            out += display.verdict_html(st.verdict, self.lang, before)
        if self.step == len(self.steps) and isinstance(self.record.get("places"), list):
            places = " → ".join(map(str, self.record["places"]))
            out += display.message_html(self.t("w-replay-places", places=places), "ok")
        return out

    def _actions_html(self) -> str:
        lo = max(0, self.step - WINDOW // 2)
        rows = []
        for st in self.steps[lo:lo + WINDOW]:
            current = st.index == self.step
            style = f"background:{display.HIGHLIGHT};font-weight:700;" if current else ""
            if st.entry is None:
                body = self.pick(st.note)
            else:
                body = display.entry_html(st.entry, self.lang)
            rows.append(f"<li value='{st.index}' data-step='{st.index}' style='{style}'>{body}</li>")
        return (f"<div style='{display.FONT}'><b>{self.t('w-replay-actions')}</b>"
                f"<ol style='margin:2px 0 2px 1.6em'>{''.join(rows)}</ol></div>")

    def _deal_html(self) -> str:
        deal = self.record.get("deal") or self.record.get("hands") or {}
        rows = []
        for seat in SEATS:
            cards = deal.get(str(seat)) if isinstance(deal, dict) else None
            if isinstance(cards, str):
                try:
                    shown = display.cards_html(sorted(Card.parse_all(cards), key=lambda c: (c.rank, c.suit or "")),
                                               self.lang)
                except GoujiError as err:
                    shown = display.message_html(err.message(self.lang), "error")
                rows.append(f"<div>{display.seat_chip(seat, self.lang)} {shown}</div>")
        return f"<div style='{display.FONT}'>{''.join(rows)}</div>"


def walkthrough_html(record: Any, lang: str | None = None, first: int = 1,
                     last: int | None = None) -> str:
    """Actions ``first``…``last`` (from 1) of a record, one block each, in the judge's own
    words: who did what, the ruling and the clause that decided it, and who may act next and
    why (the verdict's next seat, who may still beat the top, who may burn; a closed trick
    names its next leader, TURN-6/TURN-8; a seat that plays its last card its place, END-1;
    the step after which the game state says the hand is over says so, END-1).

    No text is written per step: every word comes from the verdicts and the catalogue. The
    blocks wrap, so the list reads on a phone as well as on a desktop.

    >>> rec = {"hands": {"1": "9 9 K", "2": "10 10 3", "3": "5", "4": "6", "5": "7", "6": "8"},
    ...        "actions": [{"seat": 1, "play": "9 9"}, {"seat": 2, "play": "10 10"}]}
    >>> html = walkthrough_html(rec, "en")
    >>> html.count("data-step=") == 2 and "Next: Seat 3" in html and "BEAT-2" in html
    True
    """
    t = functools.partial(display.say, lang=lang)
    items = []
    for st in walk_view(load_record(record), first, last):
        action = display.entry_html(st.entry, lang) if st.entry is not None else escape(display.pick(dict(st.note or {}), lang))
        ruling = ""
        if st.message is not None:
            decided = st.clauses[0] if st.clauses else ""
            others = " ".join(f"<code>{escape(c)}</code>" for c in st.clauses[1:])
            ruling = (f"<div>{'✔' if st.legal else '✘'} {escape(display.pick(dict(st.message), lang))}</div>"
                      + (f"<div style='font-size:85%;color:{display.GREY}'><code>{escape(decided)}</code> "
                         f"{escape(display.clause_text(decided, lang))} {others}</div>" if decided else ""))
        elif st.note:
            ruling = escape(display.pick(dict(st.note), lang))
        nexts = "".join(f"<div>{escape(display.pick(dict(x), lang))}</div>" for x in st.after)
        items.append(
            f"<li data-step='{st.index}' style='display:flex;flex-wrap:wrap;gap:2px 12px;padding:4px 0;"
            f"border-bottom:1px solid #eee'>"
            f"<div style='flex:0 0 2.2em;color:{display.GREY}'>{st.index}</div>"
            f"<div style='flex:1 1 9em;min-width:9em'>{action}</div>"
            f"<div style='flex:3 1 16em;min-width:0'>{ruling}</div>"
            f"<div style='flex:2 1 12em;min-width:0;font-weight:600'>{nexts}</div></li>")
    head = "".join(f"<div style='flex:{flex}'>{escape(t(f'w-walk-{col}'))}</div>" for col, flex in
                   (("step", "0 0 2.2em"), ("action", "1 1 9em"), ("ruling", "3 1 16em"), ("next", "2 1 12em")))
    return (f"<div class='gouji-walk' style='{display.FONT};font-size:14px;color:{display.BLACK}'>"
            f"<div style='display:flex;flex-wrap:wrap;gap:2px 12px;font-weight:700;border-bottom:2px solid #999'>"
            f"{head}</div><ol style='list-style:none;margin:0;padding:0'>{''.join(items)}</ol></div>")


def action_at(record: dict[str, Any], step: int) -> tuple[Situation, Action | None]:
    """The table before action ``step`` (from 0) of a record, and that action (a burn whole).

    >>> rec = {"hands": {"1": "9 9", "2": "10 10"}, "actions": [{"seat": 1, "play": "9 9"},
    ...        {"seat": 2, "play": "10 10"}]}
    >>> s, a = action_at(rec, 1)
    >>> s.trick_state.top_seat, a
    (1, PlayAction(seat=2, play=Play.parse('10 10'), burn=False))
    """
    start, steps = replay_steps(record)
    if not 0 <= step <= len(steps):
        raise GoujiError.from_catalogue("w-step-out-of-range", n=len(steps), k=step)
    s = steps[step - 1].situation if step else start
    if step == len(steps):
        return s, None
    entries = [st.entry if st.entry is not None else 0 for st in steps]
    entry = steps[step].entry
    if isinstance(entry, PlayAction) and entry.burn:
        return s, burn_at(entries, step)
    return s, entry
