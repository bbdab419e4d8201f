"""Rich display: cards, hands, plays, situations and verdicts as HTML (no ipywidgets, no I/O).

Everything here is pure rendering of what the core already decided: the judge, the
:class:`~gouji_sim.situation.Situation` and the burn rules answer every question, and this
module only draws the answer. It gathers three parts: :mod:`gouji_sim.view.html_cards`
(words, cards, hands, seat chips), :mod:`gouji_sim.view.html_views` (tables, verdicts,
comparisons drawn from the view model) and :mod:`gouji_sim.view.chapter` (the chapter
helpers). All words come from the message catalogue, in ``"zh"`` or ``"en"``; ``lang=None``
(what ``_repr_html_`` uses) shows both, Chinese first.

Styles are inline, so the HTML survives notebook sanitizers, the static site and widget
``HTML`` values alike. Suits are coloured (♥ ♦ red), the two jokers have two distinct faces,
the two teams two colours (1-3-5 blue, 2-4-6 orange), and hands of 10 or fewer cards show
their count (报牌, TURN-7).

>>> from gouji_sim.view import html as display
>>> display.show is show and display.seat_chip is seat_chip   # one module gathers the parts
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .chapter import (Shown, action_words, beat_table, compare_presets, facts, html_table, score_html, seat_pairs, seats, show, summary_table,
                      tribute_table, value_html)
from .html_cards import (BLACK, FONT, GREEN, GREY, HAND_GROUP_AT, HIGHLIGHT, RED, RED_SUITS, TEAM_COLOURS,
                         card_html, card_name, cards_html, clause_text, hand_html, notation, pick, play_html,
                         preset_about, preset_label, rules_label, say, seat_chip, seats_words, team_colour)
from .html_views import (BADGES, TAG_STYLE, burn_outcome_label, burn_step_html, burn_step_view_html,
                         burn_steps_html, clauses_html, compare_html, compare_view_html, differing, entry_html,
                         entry_view_html, message_html, play_info_text, preset_names, seat_box_html, seat_html,
                         situation_html, table_view_html, trick_html, verdict_html, verdict_view_html)

if TYPE_CHECKING:
    from ..cards import Hand
    from ..play import Play
    from ..situation import Situation
    from ..verdict import Verdict

__all__ = [
    "BADGES", "BLACK", "FONT", "GREEN", "GREY", "HAND_GROUP_AT", "HIGHLIGHT", "RED", "RED_SUITS", "TAG_STYLE",
    "TEAM_COLOURS", "Shown", "action_words", "beat_table", "facts", "score_html", "seat_pairs", "seats", "summary_table", "value_html", "burn_outcome_label", "burn_step_html", "burn_step_view_html",
    "burn_steps_html", "card_html", "card_name", "cards_html", "clause_text", "clauses_html", "compare_html", "compare_presets",
    "compare_view_html", "differing", "entry_html", "entry_view_html", "hand_html", "html_table", "message_html",
    "notation", "pick", "play_html", "play_info_text", "preset_about", "preset_label", "preset_names",
    "repr_hand", "repr_play", "repr_situation", "repr_verdict", "rules_label", "say", "seat_box_html", "seat_chip",
    "seat_html", "seats_words", "show", "situation_html", "table_view_html", "team_colour", "trick_html",
    "tribute_table", "verdict_html", "verdict_view_html",
]


# --- what the core types call ---

def repr_hand(hand: Hand) -> str:
    """``Hand._repr_html_``."""
    return f"<div style='{FONT}'>{hand_html(hand)}</div>"


def repr_play(play: Play) -> str:
    """``Play._repr_html_``."""
    return f"<div style='{FONT}'>{play_html(play)}</div>"


def repr_situation(s: Situation) -> str:
    """``Situation._repr_html_``: both languages."""
    return situation_html(s, None)


def repr_verdict(v: Verdict) -> str:
    """``Verdict._repr_html_``: both languages."""
    return verdict_html(v, None)
