"""HTML drawing of the small things: words in one language or both, cards, hands, plays and
seat chips (no ipywidgets, no I/O). :mod:`gouji_sim.view.html` re-exports every name.

Styles are inline, so the HTML survives notebook sanitizers, the static site and widget
``HTML`` values alike. Suits are coloured (♥ ♦ red), the two jokers have two distinct faces,
the two teams two colours (1-3-5 blue, 2-4-6 orange). All words come from the message
catalogue, in ``"zh"`` or ``"en"``; ``lang=None`` shows both, Chinese first.

>>> from gouji_sim import Hand, Play
>>> "大王" in hand_html(Hand.parse("3 3 大王")) and "小王" in play_html(Play.parse("小王 9"))
True
>>> card_html(Rank.ACE, "♥").count("#c62828") >= 1   # a red suit
True
>>> team_colour(1) != team_colour(2)
True
"""

from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

from ..core.cards import Card, Hand, Rank
from ..core.clauses import CLAUSES
from ..core.messages import CATALOGUE, LANGS, english_cards, seats_text, text
from ..core.play import Play
from ..core.rules import Rules
from .model import preset_words, rules_words

#: Team colours (foreground, background) by team index: 1-3-5, 2-4-6.
TEAM_COLOURS: tuple[tuple[str, str], tuple[str, str]] = (("#1f5fbf", "#e8f0fc"), ("#a84a0a", "#fdf0e6"))
RED, BLACK, GREEN, GREY, HIGHLIGHT = "#c62828", "#222222", "#2e7d32", "#616161", "#fff3b0"
RED_SUITS = "♥♦"
HAND_GROUP_AT = 10   # hands longer than this show one card per rank with a multiplier
#: The page's own text font where there is one (on the site: the system fonts, then the site's
#: Chinese web font, docs/shared/site.css), else the system's: a widget's Chinese never falls
#: back to a font without CJK glyphs (empty boxes; issue 46). No quotes: it goes inside style='…'.
FONT = "font-family:var(--md-text-font-family,system-ui,-apple-system,sans-serif)"


# --- words ---

def say(code: str, lang: str | None = None, **params: object) -> str:
    """Catalogue entry ``code`` in ``lang``; ``None`` gives both languages ("中文 / English").

    >>> say("w-seat", "en", seat=3), say("w-seat", None, seat=3)
    ('Seat 3', '座位 3 / Seat 3')
    """
    return pick(text(code, **params), lang)


def pick(message: dict[str, str], lang: str | None = None) -> str:
    """One language of a ``{"zh", "en"}`` message, or both joined."""
    if lang is not None and lang in LANGS:
        return message[lang]
    return message["zh"] if message["zh"] == message["en"] else f"{message['zh']} / {message['en']}"


def seats_words(seats: Sequence[int], lang: str | None = None) -> str:
    """Seats as words ("座位 4、5" / "seats 4, 5"), or the catalogue's "nobody".

    >>> seats_words((4, 5), "en"), seats_words((), "zh")
    ('seats 4, 5', '没有人')
    """
    return pick(dict(seats_text(tuple(seats))), lang)


def clause_text(clause: str, lang: str | None = None) -> str:
    """The one-line summary of a RULEBOOK clause (:mod:`gouji_sim.core.clauses`), or ``""`` if unknown.

    >>> clause_text("BEAT-4", "en")
    'Twos never raise a play above its base: K K 2 is three kings and does not beat K K K.'
    """
    summary = CLAUSES.get(clause)
    return pick(summary, lang) if summary else ""


def preset_label(name: str, lang: str | None = None) -> str:
    """A preset's display name: ``老头够级`` in Chinese, ``Laotou Gouji (laotou)`` in English
    (:func:`gouji_sim.view.model.preset_words`)."""
    return pick(preset_words(name), lang)


def preset_about(name: str, lang: str | None = None) -> str:
    """A preset's one-line meaning (RULEBOOK §12), or ``""`` for a name that is no preset.

    >>> preset_about("chong_san", "en")
    '冲三: the last play must be 3s alone and 3s may only go last; a player dealt no 3 buys one.'
    """
    code = f"preset-about-{name}"
    return say(code, lang) if code in CATALOGUE else ""


def rules_label(rules: Rules, lang: str | None = None) -> str:
    """The rules as a preset name, or the outline with its changed switches."""
    name = rules.preset_name()
    return pick(rules_words(name, None if name is not None else rules.changed()), lang)


# --- cards ---

def notation(cards: object, lang: str | None = None) -> str:
    """Cards as a reader types them (CARD-3): the standard form, with the jokers written
    ``BJ`` / ``SJ`` on English pages (the notation reads both back the same).

    >>> from gouji_sim import Play
    >>> notation(Play.parse("9 9 小王"), "en"), notation(Play.parse("9 9 小王"), "zh")
    ('9 9 SJ', '9 9 小王')
    """
    out = str(cards)
    if lang == "en":
        out = out.replace("大王", "BJ").replace("小王", "SJ")
    return out


def team_colour(seat: int) -> str:
    """The seat's team colour (foreground)."""
    return TEAM_COLOURS[(seat - 1) % 2][0]


def _team_bg(seat: int) -> str:
    return TEAM_COLOURS[(seat - 1) % 2][1]


_CARD = ("display:inline-block;min-width:1.7em;padding:2px 4px;margin:1px;border:1px solid #999;"
         "border-radius:4px;text-align:center;font-weight:600;line-height:1.3;background:#fff;"
         "box-shadow:0 1px 1px rgba(0,0,0,.15)")


def card_name(rank: Rank, lang: str | None = None) -> str:
    """A rank's name on a card face or a button: its symbol, the jokers by their English
    names on English pages.

    >>> card_name(Rank.SMALL_JOKER, "en"), card_name(Rank.SMALL_JOKER, "zh"), card_name(Rank.ACE, "en")
    ('Small Joker', '小王', 'A')
    """
    return english_cards(rank.symbol) if lang == "en" else rank.symbol


def card_html(rank: Rank, suit: str | None = None, times: int = 1, lang: str | None = None) -> str:
    """One card (or ``times`` cards of a rank, as one face with ×k).

    Jokers have two faces: 小王 grey on white, 大王 white on red; in English they read
    Small Joker and Big Joker (:data:`gouji_sim.core.messages.JOKER_NAMES_EN`).

    >>> 'title="大王"' in card_html(Rank.BIG_JOKER), "★Big Joker" in card_html(Rank.BIG_JOKER, lang="en")
    (True, True)
    """
    extra = f"<sup style='font-size:70%;color:{GREY}'>×{times}</sup>" if times > 1 else ""
    name = card_name(rank, lang)
    if rank is Rank.BIG_JOKER:
        style = f"{_CARD};background:{RED};color:#fff;border-color:#8e0000"
        face = "★" + name
    elif rank is Rank.SMALL_JOKER:
        style = f"{_CARD};background:#ececec;color:#333;border-color:#555;border-style:dashed"
        face = "☆" + name
    else:
        colour = RED if suit and suit in RED_SUITS else BLACK
        style = f"{_CARD};color:{colour}"
        face = f"{escape(suit or '')}{rank.symbol}"
    return f'<span title="{name}" style="{style}">{face}{extra}</span>'


def cards_html(cards: Iterable[Card], lang: str | None = None) -> str:
    """Suited cards in order (a deal or a record's hand), suits coloured.

    >>> "♥" in cards_html(Card.parse_all("♥3 ♠3"))
    True
    """
    return "".join(card_html(c.rank, c.suit, lang=lang) for c in cards)


def hand_html(hand: Hand, grouped: bool | None = None, lang: str | None = None) -> str:
    """A hand low to high: one face per card, or per rank with ×k when long (``grouped``).

    >>> hand_html(Hand.parse("9 9 9 9 9 9 9 9 9 9 9"), grouped=True).count("×11")
    1
    """
    if grouped is None:
        grouped = len(hand) > HAND_GROUP_AT
    if grouped:
        body = "".join(card_html(rank, None, k, lang) for rank, k in hand.items())
    else:
        body = "".join(card_html(rank, lang=lang) for rank in hand)
    return f"<span style='white-space:normal'>{body}</span>"


def play_html(play: Play | Hand, lang: str | None = None) -> str:
    """A play's cards, one face each."""
    cards = play.cards if isinstance(play, Play) else play
    return hand_html(cards, grouped=False, lang=lang)


def _chip(label: str, fg: str, bg: str, bold: bool = False, title: str = "") -> str:
    weight = "font-weight:700;" if bold else ""
    tip = f' title="{escape(title)}"' if title else ""
    return (f"<span{tip} style='display:inline-block;padding:0 6px;margin:1px 2px;border-radius:9px;"
            f"font-size:85%;{weight}color:{fg};background:{bg};border:1px solid {fg}'>{escape(label)}</span>")


def seat_chip(seat: int, lang: str | None = None) -> str:
    """A seat's name in its team colour."""
    return _chip(say("w-seat", lang, seat=seat), team_colour(seat), _team_bg(seat), bold=True)
