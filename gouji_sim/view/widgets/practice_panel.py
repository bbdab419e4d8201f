"""The practice table as a widget: one seat of a full hand against five bots, in
JupyterLab and JupyterLite.

The same session as the site's practice page (:class:`~gouji_sim.practice.Practice`): every
attempt is ruled on by the judge (a refusal says why and costs nothing — but a wrong follow,
which costs the rest of the trick as at a real table, PLAY-6, unless ``learner``), the bots answer,
every action is narrated, hints come from the core, undo replays from the seed; at the end the
places, points and the record, which opens in the replay widget (:class:`ReplayPanel`). The
table is the view model's, drawn by :mod:`gouji_sim.view.html`.

>>> p = PracticePanel("en", seed=5, seat=1)
>>> p.practice.waiting, len(p.card_buttons) == len(p.practice.state.hand(1))
(True, True)
>>> p.card_buttons[0].value = True; p.card_buttons[-1].value = True   # 3 and a joker: no play
>>> p.play_button.click()                        # on seat 6's 5 5 5 5: a wrong follow (PLAY-6)
>>> "✘" in p.verdict_box.value and "went back to your hand" in p.verdict_box.value
True
>>> q = PracticePanel("en", seed=5, seat=1, learner=True)
>>> q.card_buttons[0].value = True; q.card_buttons[-1].value = True
>>> q.play_button.click()
>>> "✘" in q.verdict_box.value and q.practice.decisions == [] and "try again" in q.verdict_box.value
True
>>> p.hint_button.click(); "legal now" in p.hint_box.value
True
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from .. import html as display
from ...practice import Practice
from ..practice_page import follow_words
from ..practice_view import shown_table
from ..hints_view import hints, option_words
from ..model import verdict_view
from ..narration import narration
from ._common import Component, html_box
from .replay import ReplayPanel

#: How many narration lines the widget shows (the newest).
SHOWN_EVENTS = 14


class PracticePanel(Component):
    """A practice hand: the table, your cards to click, your choices, hints, undo, the
    narration, and at the end the places, points and record (see the module's doc)."""

    def __init__(self, lang: str = "zh", seed: int = 0, seat: int = 1, preset: str = "outline",
                 bots: str = "heuristic", switches: dict[str, Any] | None = None,
                 learner: bool = False) -> None:
        super().__init__(lang)
        self.practice = Practice(seed, seat, preset=preset, switches=switches, bots=bots.split(","),
                                 learner=learner)
        self.table_box = html_box()
        self.cards_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.card_buttons: list[w.ToggleButton] = []
        self.play_button = self.button("practice-play", self._play, "primary")
        self.hint_button = self.button("practice-hint", self._hint)
        self.undo_button = self.button("practice-undo", self._undo)
        self.options_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.verdict_box = html_box()
        self.hint_box = html_box()
        self.narration_box = html_box()
        self.end_box = w.VBox()
        self.record_text = w.Textarea(layout=w.Layout(width="100%", height="8em"))
        self.children = [self.table_box, self.cards_box,
                         w.HBox([self.play_button, self.options_box, self.hint_button, self.undo_button],
                                layout=w.Layout(flex_flow="row wrap")),
                         self.message, self.verdict_box, self.hint_box, self.narration_box, self.end_box]
        self._draw()

    # --- drawing ---
    def _draw(self) -> None:
        p = self.practice
        seen = p.seen()                  # during a hand, what the reader's seat sees, only
        sit = seen.sit if seen is not None else p.state.sit if p.state is not None else p.events[-1].situation
        assert sit is not None
        self.table_box.value = display.table_view_html(shown_table(sit, p.seat), self.lang)
        mine = p.waiting and seen is not None and seen.to_act == p.seat
        can_play = mine and seen is not None and seen.decides_with_cards()
        cards = (str(sit.hand(p.seat or 1) or "")).split()
        self.card_buttons = [w.ToggleButton(description=display.notation(c, self.lang), value=False,
                                            disabled=not can_play, layout=w.Layout(width="auto"))
                             for c in cards]
        for b, c in zip(self.card_buttons, cards):
            b.card = c
        self.cards_box.children = self.card_buttons
        self.play_button.disabled = not can_play
        self.undo_button.disabled = not p.decisions
        buttons = []
        for o in p.options():
            assert p.state is not None
            b = w.Button(description=self.pick(option_words(o.action, p.state.phase)), layout=w.Layout(width="auto"))
            guarded = self.guard(lambda i=o.index: self._verdict(p.attempt_option(i)))
            b.on_click(lambda _b, g=guarded: g())
            buttons.append(b)
        self.options_box.children = buttons
        lines = [f"<li><b>{escape(self.t('w-seat', seat=e.seat)) if e.seat else ''}</b> "
                 f"{escape(self.pick(e.message))} <small>{escape(' '.join(e.clauses))}</small></li>"
                 for e in narration(p.events[-SHOWN_EVENTS:])]
        self.narration_box.value = (f"<div><b>{escape(self.t('practice-narration'))}</b>"
                                    f"<ol start='{max(1, len(p.events) - SHOWN_EVENTS + 1)}'>{''.join(lines)}</ol></div>")
        self._draw_end()

    def _draw_end(self) -> None:
        p = self.practice
        if not p.over:
            self.end_box.children = []
            return
        result, rec = p.result_dict(), p.record()
        assert result is not None and rec is not None
        you = f" ({self.t('practice-you')})"
        rows = "".join(
            "<li>" + escape(self.t("practice-place-row", place=i + 1, seat=s, points=f"{result['scores'][str(s)]:+d}",
                                   you=you if s == p.seat else "")) + "</li>"
            for i, s in enumerate(result["places"]))
        self.record_text.value = p.record_text() or ""
        replay = self.button("practice-open-replay", lambda: self._replay(rec))
        self.end_box.children = [html_box(f"<b>{escape(self.t('practice-places'))}</b><ol>{rows}</ol>"),
                                 replay, self.record_text]

    # --- acting ---
    def _verdict(self, verdict: Any) -> None:
        sit = self.practice.state.sit if self.practice.state is not None else None
        self.verdict_box.value = display.verdict_view_html(verdict_view(verdict, sit), self.lang)
        self.hint_box.value = ""
        self._draw()

    def _play(self) -> None:
        chosen = " ".join(b.card for b in self.card_buttons if b.value)
        before = len(self.practice.decisions)
        verdict = self.practice.attempt_cards(chosen)
        self._verdict(verdict)
        follow = follow_words(verdict, taken=len(self.practice.decisions) > before, learner=self.practice.learner)
        if follow is not None:
            self.verdict_box.value += f"<p>{escape(follow['message'][self.lang])}</p>"

    def _hint(self) -> None:
        h = hints(self.practice)
        if h["plays"] is None:
            self.hint_box.value = ""
            return
        parts = [(self.t("practice-hint-plays-title"), self.pick(h["plays"]["message"])),
                 (self.t("practice-hint-burn-title"), self.pick(h["burn"]["message"])),
                 (self.t("practice-hint-next-title"), self.pick(h["next"]["message"]))]
        self.hint_box.value = "".join(f"<div><b>{escape(t)}</b><br>{escape(m)}</div>" for t, m in parts)

    def _undo(self) -> None:
        self.practice.undo()
        self.verdict_box.value = ""
        self._draw()

    def _replay(self, record: dict[str, Any]) -> None:
        self.end_box.children = [*self.end_box.children, ReplayPanel(self.lang, record)]


def practice(lang: str = "zh", seed: int = 0, seat: int = 1, preset: str = "outline",
             bots: str = "heuristic") -> PracticePanel:
    """A practice hand at ``seat`` against bots, from ``seed`` (the same hand as the site's
    ``practice/#seed=…``)."""
    return PracticePanel(lang, seed, seat, preset, bots)
