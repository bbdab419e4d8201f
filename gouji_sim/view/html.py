"""Rich display: cards, hands, plays, situations and verdicts as HTML (no ipywidgets, no I/O).

Everything here is pure rendering of what the core already decided: the judge, the
:class:`~gouji_sim.core.situation.Situation` and the burn rules answer every question, and this
module only draws the answer. It gathers three parts: :mod:`gouji_sim.view.html_cards`
(words, cards, hands, seat chips), :mod:`gouji_sim.view.html_views` (tables, verdicts,
comparisons drawn from the view model) and :mod:`gouji_sim.view.chapter` (the chapter
helpers). All words come from the message catalogue, in ``"zh"`` or ``"en"``; ``lang=None``
(what a notebook shows for a bare value) shows both, Chinese first.

The core types know nothing of HTML (the rules core imports nothing above it): this module
teaches a notebook to draw them. ``%load_ext gouji_sim.view`` (or :func:`register_display`,
which the chapters call) registers :data:`NOTEBOOK_HTML` with IPython's HTML formatter, so a
cell ending in a ``Hand``, ``Play``, ``Situation`` or ``Verdict`` shows it drawn, in
JupyterLab, JupyterLite and the built chapters alike.

Styles are inline, so the HTML survives notebook sanitizers, the static site and widget
``HTML`` values alike. Suits are coloured (♥ ♦ red), the two jokers have two distinct faces,
the two teams two colours (1-3-5 blue, 2-4-6 orange), and hands of 10 or fewer cards show
their count (报牌, TURN-7).

>>> from gouji_sim.view import html as display
>>> display.show is show and display.seat_chip is seat_chip   # one module gathers the parts
True
"""

from __future__ import annotations

import sys
from typing import Any, Callable

from ..core.cards import Hand
from ..core.play import Play
from ..core.situation import Situation
from ..core.verdict import Verdict

from .chapter import (Shown, action_words, beat_table, compare_presets, facts, html_table, score_html, seat_pairs, seats, show, summary_table,
                      tribute_table, value_html)
from .html_cards import (BLACK, FONT, GREEN, GREY, HAND_GROUP_AT, HIGHLIGHT, RED, RED_SUITS, TEAM_COLOURS,
                         card_html, card_name, cards_html, clause_text, hand_html, notation, pick, play_html,
                         preset_about, preset_label, rules_label, say, seat_chip, seats_words, team_colour)
from .html_views import (BADGES, TAG_STYLE, burn_outcome_label, burn_step_html, burn_step_view_html,
                         burn_steps_html, clauses_html, compare_html, compare_view_html, differing, entry_html,
                         entry_view_html, message_html, play_info_text, preset_names, seat_box_html, seat_html,
                         situation_html, table_view_html, trick_html, verdict_html, verdict_view_html)

__all__ = [
    "NOTEBOOK_HTML", "BADGES", "BLACK", "FONT", "GREEN", "GREY", "HAND_GROUP_AT", "HIGHLIGHT", "RED", "RED_SUITS", "TAG_STYLE",
    "TEAM_COLOURS", "Shown", "action_words", "beat_table", "facts", "score_html", "seat_pairs", "seats", "summary_table", "value_html", "burn_outcome_label", "burn_step_html", "burn_step_view_html",
    "burn_steps_html", "card_html", "card_name", "cards_html", "clause_text", "clauses_html", "compare_html", "compare_presets",
    "compare_view_html", "differing", "entry_html", "entry_view_html", "hand_html", "html_table", "message_html",
    "notation", "pick", "play_html", "play_info_text", "preset_about", "preset_label", "preset_names", "register_display",
    "repr_hand", "repr_play", "repr_situation", "repr_verdict", "rules_label", "say", "seat_box_html", "seat_chip",
    "seat_html", "seats_words", "show", "situation_html", "table_view_html", "team_colour", "trick_html",
    "tribute_table", "unregister_display", "verdict_html", "verdict_view_html",
]


# --- what a notebook shows for the core types ---

def repr_hand(hand: Hand) -> str:
    """A hand as a notebook shows it."""
    return f"<div style='{FONT}'>{hand_html(hand)}</div>"


def repr_play(play: Play) -> str:
    """A play as a notebook shows it."""
    return f"<div style='{FONT}'>{play_html(play)}</div>"


def repr_situation(s: Situation) -> str:
    """A situation as a notebook shows it: both languages."""
    return situation_html(s, None)


def repr_verdict(v: Verdict) -> str:
    """A verdict as a notebook shows it: both languages."""
    return verdict_html(v, None)


#: The HTML a notebook shows for each core type (IPython's ``text/html`` formatter, which
#: also serves their subclasses).
NOTEBOOK_HTML: dict[type, Callable[[Any], str]] = {
    Hand: repr_hand, Play: repr_play, Situation: repr_situation, Verdict: repr_verdict,
}


def _html_formatter(shell: Any) -> Any:
    """The ``text/html`` formatter of ``shell``, or of the running IPython; ``None`` where no
    IPython runs (a script, the live pages' stand-in, whose ``get_ipython`` answers ``None``).
    IPython is never imported here: a process without it has no notebook to draw for."""
    if shell is None:
        ipython = sys.modules.get("IPython")
        get_ipython = getattr(ipython, "get_ipython", None)
        shell = get_ipython() if get_ipython is not None else None
    return None if shell is None else shell.display_formatter.formatters["text/html"]


def register_display(shell: Any = None) -> bool:
    """Make ``shell`` (by default the running IPython) draw hands, plays, situations and
    verdicts as HTML (:data:`NOTEBOOK_HTML`); ``False`` where there is no IPython to teach.
    Registering twice changes nothing.

    >>> from IPython.core.formatters import DisplayFormatter
    >>> from types import SimpleNamespace
    >>> shell = SimpleNamespace(display_formatter=DisplayFormatter())
    >>> register_display(shell)
    True
    >>> data, _ = shell.display_formatter.format(Hand.parse("9 9"))
    >>> data["text/html"].count('title="9"'), data["text/plain"]
    (2, "Hand.parse('9 9')")
    >>> register_display()          # a doctest runs in no notebook
    False
    """
    formatter = _html_formatter(shell)
    if formatter is None:
        return False
    for kind, draw in NOTEBOOK_HTML.items():
        formatter.for_type(kind, draw)
    return True


def unregister_display(shell: Any = None) -> bool:
    """Undo :func:`register_display` (``%unload_ext gouji_sim.view``): the core types show
    their plain ``repr`` again; ``False`` where there is no IPython."""
    formatter = _html_formatter(shell)
    if formatter is None:
        return False
    for kind in NOTEBOOK_HTML:
        formatter.pop(kind, None)
    return True
