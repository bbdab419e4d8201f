"""Building a play by clicking cards: from the acting seat's hand when it is known, else from
any cards of the deck. The cards are only collected here; the judge decides what they are.

>>> from gouji_sim import Hand, Rules
>>> b = PlayBuilder("en")
>>> b.set_source(Hand.parse("J J 小王"), 3, Rules())
>>> for _ in range(3):
...     b.rank_buttons[Rank.JACK].click()
>>> str(b.cards), "holds no more J" in b.message.value
('J J', True)
>>> b.text.value = "10 小王"
>>> str(b.cards)
'10 小王'
"""

from __future__ import annotations


import ipywidgets as w

from .. import html as display
from ...core.cards import RANKS, Hand, Rank, deck_counts
from ...core.rules import Rules
from ._common import Component, html_box, shared_layout, shared_style


class PlayBuilder(Component):
    """A palette of the fifteen ranks (with how many are left) and the cards picked so far."""

    def __init__(self, lang: str = "zh") -> None:
        super().__init__(lang)
        self._picked: list[Rank] = []
        self._hand: Hand | None = None
        self._seat = 1
        self._rules = Rules()
        self._syncing = False
        self.source = html_box()
        self.rank_buttons: dict[Rank, w.Button] = {}
        for rank in RANKS:
            # at least 4.4em, wider for a longer label ("Small Joker ×4"): never cut short
            b = w.Button(layout=shared_layout(width="auto", min_width="4.4em", padding="0 0.4em"),
                         style=shared_style(w.ButtonStyle))
            b.on_click(lambda _b, rank=rank: self.guard(self.pick_rank)(rank))
            self.rank_buttons[rank] = b
        self.selected = html_box()
        self.undo_button = self.button("w-undo-card", self.remove_last)
        self.clear_button = self.button("w-clear", self.clear)
        self.text = w.Text(description=self.t("w-type-cards"), placeholder=self.t("w-cards-placeholder"),
                           continuous_update=False, layout=w.Layout(width="22em"))
        self.watch(self.text, self._typed)
        self.children = [self.source, w.HBox(list(self.rank_buttons.values()), layout=shared_layout(flex_flow="row wrap")),
                         w.HBox([self.selected, self.undo_button, self.clear_button], layout=shared_layout()),
                         self.text, self.message]
        self._refresh()

    # --- what can be picked ---
    def set_source(self, hand: Hand | None, seat: int, rules: Rules) -> None:
        """Pick from ``hand`` (the seat's known hand), or from the whole deck when ``None``.

        Cards already picked that the new source does not hold are dropped.
        """
        self._hand, self._seat, self._rules = hand, seat, rules
        kept: list[Rank] = []
        for rank in self._picked:
            if kept.count(rank) < self.available(rank):
                kept.append(rank)
        self._picked = kept
        self._refresh()

    def available(self, rank: Rank) -> int:
        """How many cards of ``rank`` may be picked in all."""
        if self._hand is not None:
            return self._hand[rank]
        return deck_counts(self._rules.deck)[rank]

    # --- picking ---
    @property
    def cards(self) -> Hand:
        """The cards picked so far."""
        return Hand.from_cards(self._picked)

    def pick_rank(self, rank: Rank) -> None:
        """Add one card of ``rank``, if the source holds another."""
        if self._picked.count(rank) >= self.available(rank):
            if self._hand is not None:
                self.error(self.t("w-no-more", seat=self._seat, rank=display.card_name(rank, self.lang)))
            else:
                self.error(self.t("w-deck-limit", n=self.available(rank), rank=display.card_name(rank, self.lang)))
            return
        self._picked.append(rank)
        self._changed()

    def remove_last(self) -> None:
        if self._picked:
            self._picked.pop()
        self._changed()

    def clear(self) -> None:
        self._picked = []
        self._changed()

    def set_cards(self, cards: Hand) -> None:
        """Replace the picked cards (e.g. from a loaded case); the source is not checked here."""
        self._picked = list(cards)
        self._changed()

    def _typed(self) -> None:
        if self._syncing:
            return
        self.set_cards(Hand.parse(self.text.value))

    def _changed(self) -> None:
        self.clear_message()
        self._refresh()
        self.notify()

    def _refresh(self) -> None:
        code = "w-from-hand" if self._hand is not None else "w-from-any"
        self.source.value = f"<b>{self.t(code, seat=self._seat)}</b>"
        for rank, b in self.rank_buttons.items():
            left = max(0, self.available(rank) - self._picked.count(rank))  # typed cards may exceed it
            b.description = f"{display.card_name(rank, self.lang)} ×{left}"
            b.disabled = left <= 0
            b.button_style = "danger" if rank is Rank.BIG_JOKER else ""
            b.tooltip = display.card_name(rank, self.lang)
        picked = self.cards
        self.selected.value = (f"<b>{self.t('w-selected')}:</b> " +
                               (display.play_html(picked, self.lang) if picked else self.t("w-nothing-selected")))
        self._syncing = True
        try:
            self.text.value = display.notation(picked, self.lang)
        finally:
            self._syncing = False
