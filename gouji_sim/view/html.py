"""Rich display: cards, hands, plays, situations and verdicts as HTML (no ipywidgets, no I/O).

Everything here is pure rendering of what the core already decided: the judge, the
:class:`~gouji_sim.situation.Situation` and the burn rules answer every question, and this
module only draws the answer. All words come from the message catalogue, in ``"zh"`` or
``"en"``; ``lang=None`` (what ``_repr_html_`` uses) shows both, Chinese first.

Styles are inline, so the HTML survives notebook sanitizers, the static site and widget
``HTML`` values alike. Suits are coloured (♥ ♦ red), the two jokers have two distinct faces,
the two teams two colours (1-3-5 blue, 2-4-6 orange), and hands of 10 or fewer cards show
their count (报牌, TURN-7).

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
from typing import TYPE_CHECKING, Iterable, Sequence

from ..actions import TrickEntry
from ..cards import Card, Hand, Rank
from ..clauses import CLAUSES
from ..messages import CATALOGUE, LANGS, english_cards, seats_text, text
from ..play import Play
from ..rules import PRESETS, Rules
from ..situation import Situation
from ..verdict import BurnSetInfo, Verdict
from .model import (COMPARE_ROWS, SEAT_GRID, TAG_CLAUSES, BurnStepView, CompareView, EntryView, SeatView,
                    TableView, VerdictView, burn_step_view, compare_verdicts, differences, entry_view,
                    preset_words, rules_words, table_view, verdict_view)
from .model import verdict_cells as model_cells

if TYPE_CHECKING:
    from ..game.tribute import Move

#: Team colours (foreground, background) by team index: 1-3-5, 2-4-6.
TEAM_COLOURS: tuple[tuple[str, str], tuple[str, str]] = (("#1f5fbf", "#e8f0fc"), ("#c2570c", "#fdf0e6"))
RED, BLACK, GREEN, GREY, HIGHLIGHT = "#c62828", "#222222", "#2e7d32", "#777777", "#fff3b0"
RED_SUITS = "♥♦"
HAND_GROUP_AT = 10   # hands longer than this show one card per rank with a multiplier
FONT = "font-family:system-ui,-apple-system,sans-serif"   # no quotes: it goes inside style='…'


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
    """The one-line summary of a RULEBOOK clause (:mod:`gouji_sim.clauses`), or ``""`` if unknown.

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
    Small Joker and Big Joker (:data:`gouji_sim.messages.JOKER_NAMES_EN`).

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


# --- a situation (drawn from the view model: gouji_sim.view.model.table_view) ---

def _count_html(sv: SeatView, lang: str | None) -> str:
    if sv.count is None:
        return _chip(say("w-count-unknown", lang), GREY, "#f4f4f4")
    if sv.shown_count is not None:
        return _chip(say("w-count-shown", lang, n=sv.count), RED, "#fdecea", bold=True, title="TURN-7")
    return _chip(say("w-count", lang, n=sv.count), GREY, "#f4f4f4")


#: How each seat tag (:data:`gouji_sim.view.model.TAGS`) is coloured: (foreground, background, bold).
TAG_STYLE: dict[str, tuple[str, str, bool]] = {
    "to-move": ("#000", HIGHLIGHT, True), "leads": ("#000", HIGHLIGHT, True), "top": ("#6a1b9a", "#f3e5f5", False),
    "burning": (RED, "#fdecea", True), "passed": (GREY, "#f4f4f4", False), "yielded": (GREY, "#f4f4f4", False),
    "headless": ("#8d6e63", "#efebe9", False),
}


def _tags_html(sv: SeatView, lang: str | None) -> str:
    out = []
    place = sv.place_words()
    if place is not None:
        out.append(_chip(pick(place, lang), GREEN, "#e8f5e9", bold=True))
    for tag in sv.tags:
        fg, bg, bold = TAG_STYLE[tag]
        out.append(_chip(say(f"w-tag-{tag}", lang), fg, bg, bold=bold, title=TAG_CLAUSES.get(tag, "")))
    return "".join(out)


def seat_box_html(sv: SeatView, lang: str | None = None) -> str:
    """One seat's box: name, team, opposite, place or count, hand, and its tags in the trick."""
    fg, bg = team_colour(sv.seat), _team_bg(sv.seat)
    acting = "to-move" in sv.tags or "leads" in sv.tags
    border = f"3px solid {'#000' if acting else fg}"
    if sv.hand:
        hand_part = hand_html(Hand.parse(sv.hand), lang=lang)
    elif sv.hand is None and not sv.finished:
        hand_part = f"<span style='color:{GREY};font-size:85%'>{escape(say('w-hand-unknown', lang))}</span>"
    else:
        hand_part = ""
    team_name = "-".join(map(str, sv.teammates))
    head = (f"<b style='color:{fg}'>{escape(say('w-seat', lang, seat=sv.seat))}</b> "
            f"<span style='color:{fg};font-size:80%'>{escape(say('w-team', lang, team=team_name))}</span> "
            f"<span style='font-size:80%;color:{GREY}' title='TABLE-3'>↔ "
            f"{escape(say('w-opposite', lang, seat=sv.opposite))}</span>")
    fade = "opacity:.6;" if sv.finished else ""
    return (f"<div data-seat='{sv.seat}' style='{fade}border:{border};background:{bg};border-radius:8px;"
            f"padding:4px 6px;min-height:4.2em'>{head}<br>{'' if sv.finished else _count_html(sv, lang)}"
            f"{_tags_html(sv, lang)}<div style='margin-top:2px'>{hand_part}</div></div>")


def seat_html(s: Situation, seat: int, lang: str | None = None) -> str:
    """One seat's box of ``s`` (:func:`seat_box_html` of its :class:`SeatView`)."""
    return seat_box_html(table_view(s).seat(seat), lang)


def entry_view_html(e: EntryView, lang: str | None = None) -> str:
    """One step of a trick: a seat and its play, pass or yield (a burn set marked 烧)."""
    if e.kind in ("play", "burn") and e.play is not None:
        what = play_html(Hand.parse(e.play), lang)
        if e.kind == "burn":
            what = _chip(say("w-entry-burn", lang), RED, "#fdecea", bold=True) + what
    else:
        what = f"<i style='color:{GREY}'>{escape(say(f'w-entry-{e.kind}', lang))}</i>"
    ring = "outline:2px solid #6a1b9a;" if e.top else ""
    return (f"<div style='margin:2px 0;padding:1px 4px;border-radius:4px;{ring}'>"
            f"{seat_chip(e.seat, lang)} {what}</div>")


def entry_html(entry: TrickEntry, lang: str | None = None, top: bool = False) -> str:
    """One trick entry (:func:`entry_view_html` of its :class:`EntryView`)."""
    return entry_view_html(entry_view(entry, top), lang)


def _trick_html(t: TableView, lang: str | None) -> str:
    rows = [entry_view_html(e, lang) for e in t.trick]
    if not rows:
        rows.append(f"<div style='color:{GREY}'>{escape(say('w-trick-empty', lang))}</div>")
    line = t.status_words()
    status = f"<div style='margin-top:4px;font-weight:600'>{escape(pick(line, lang))}</div>" if line else ""
    return "".join(rows) + status


def trick_html(s: Situation, lang: str | None = None) -> str:
    """The current trick in order, the play on top outlined, then who acts next."""
    return _trick_html(table_view(s), lang)


def table_view_html(t: TableView, lang: str | None = None) -> str:
    """A :class:`TableView`: six seats around the table (1 at the bottom, counterclockwise;
    opposites face each other across), the rules and the current trick in the middle."""
    cells = [f"<div style='grid-row:{sv.row};grid-column:{sv.col}'>{seat_box_html(sv, lang)}</div>"
             for sv in t.seats]
    notes = [escape(pick(t.rules_words(), lang))]
    if t.melee:
        notes.append(_chip(say("w-melee", lang), RED, "#fdecea", bold=True, title="GOUJI-4"))
    middle = (f"<div style='grid-row:2;grid-column:1 / span 3;border:1px dashed #bbb;border-radius:8px;"
              f"padding:4px 8px;background:#fafafa'><div style='font-size:80%;color:{GREY}'>"
              f"{' '.join(notes)}</div><b>{escape(say('w-trick', lang))}</b>{_trick_html(t, lang)}</div>")
    return (f"<div class='gouji-table' style='{FONT};display:grid;grid-template-columns:repeat(3,minmax(0,1fr));"
            f"gap:6px;max-width:760px;font-size:14px;color:{BLACK}'>{''.join(cells)}{middle}</div>")


def situation_html(s: Situation, lang: str | None = None) -> str:
    """``s`` drawn: :func:`table_view_html` of :func:`~gouji_sim.view.model.table_view`.

    >>> from gouji_sim import PlayAction, Play
    >>> html = situation_html(Situation.build(trick=[PlayAction(1, Play.parse("9 9"))]), "en")
    >>> "Next to act: seat 2" in html and html.count("data-seat=") == 6
    True
    """
    return table_view_html(table_view(s), lang)


# --- a verdict (drawn from the view model: gouji_sim.view.model.verdict_view) ---

#: Badge colours and marks by :attr:`VerdictView.badge`.
BADGES: dict[str, tuple[str, str]] = {"legal": (GREEN, "✔"), "illegal": (RED, "✘"), "burn-failed": ("#8e0000", "🔥")}


def _badge(view: VerdictView, lang: str | None) -> str:
    colour, mark = BADGES[view.badge]
    return (f"<span class='gouji-badge' data-badge='{view.badge}' style='display:inline-block;padding:2px 10px;"
            f"border-radius:12px;color:#fff;background:{colour};font-weight:700'>{mark} "
            f"{escape(pick(view.badge_words(), lang))}</span>")


def burn_outcome_label(outcome: str, lang: str | None = None) -> str:
    """``succeeded`` → 烧牌成功 / burn succeeded, and so on."""
    return say(f"w-burn-{outcome}", lang)


def _burn_chip(outcome: str, lang: str | None) -> str:
    colour = {"succeeded": GREEN, "released": "#1565c0", "failed": RED}.get(outcome, GREY)
    return (f"<span class='gouji-burn' data-burn='{outcome}' style='display:inline-block;padding:2px 10px;"
            f"border-radius:12px;color:#fff;background:{colour};font-weight:700'>"
            f"{escape(burn_outcome_label(outcome, lang))}</span>")


def clauses_html(clauses: Sequence[str], lang: str | None = None) -> str:
    """The deciding clauses, the most decisive first and highlighted, each with its summary."""
    items = []
    for i, c in enumerate(clauses):
        style = f"background:{HIGHLIGHT};font-weight:700" if i == 0 else ""
        items.append(f"<li class='gouji-clause' data-clause='{escape(c)}' style='{style}'>"
                     f"<code>{escape(c)}</code> {escape(clause_text(c, lang))}</li>")
    return f"<ul style='margin:2px 0 2px 1.2em;padding:0'>{''.join(items)}</ul>"


def play_info_text(v: Verdict, lang: str | None = None) -> str:
    """The play's size, base, class and gouji status as one line (empty when no play)."""
    shown = verdict_view(v).play_words()
    return pick(shown, lang) if shown else ""


def _row(label: str, value: str, key: str) -> str:
    return (f"<tr data-row='{key}'><th style='text-align:left;padding:1px 8px 1px 0;color:{GREY};"
            f"font-weight:500;vertical-align:top;white-space:nowrap'>{escape(label)}</th>"
            f"<td style='padding:1px 0'>{value}</td></tr>")


def burn_step_view_html(step: BurnStepView, lang: str | None = None) -> str:
    """One burning set and what happened to it, one line each (:meth:`BurnStepView.lines`)."""
    lines = step.lines()
    detail = "".join(f"<br><span style='font-size:85%'>{escape(pick(line, lang))}</span>" for line in lines[:-1])
    return (f"<div class='gouji-step' data-set='{step.index}' data-outcome='{step.outcome}' "
            f"style='margin:2px 0;padding:2px 6px;border-left:3px solid {RED}'>"
            f"<b>{escape(say('w-step-set', lang, k=step.index, set=''))}</b>"
            f"{play_html(Hand.parse(step.cards), lang)}{detail}<br><span>{escape(pick(lines[-1], lang))}</span></div>")


def burn_step_html(info: BurnSetInfo, lang: str | None = None, last: bool = False) -> str:
    """One burning set of a verdict (:func:`burn_step_view_html` of its :class:`BurnStepView`)."""
    return burn_step_view_html(burn_step_view(info, last), lang)


def burn_steps_html(v: Verdict, lang: str | None = None, upto: int | None = None) -> str:
    """The burn set by set: who may beat each, who may burn back, and who did."""
    return "".join(burn_step_view_html(step, lang) for step in verdict_view(v).burn_steps[:upto])


def _seats_cell(seats: Sequence[int], lang: str | None) -> str:
    if not seats:
        return escape(say("nobody", lang))
    return "".join(seat_chip(s, lang) for s in seats)


def verdict_view_html(view: VerdictView, lang: str | None = None) -> str:
    """A :class:`VerdictView`: the badge (with the reason code), the explanation, the fact rows
    of the view (the deciding clauses first, the most decisive highlighted), and for a burn
    its outcome set by set."""
    head = _badge(view, lang)
    if view.reason:
        head += f" <small><code data-reason='{escape(view.reason)}'>{escape(view.reason)}</code></small>"
    if view.burn:
        head += " " + _burn_chip(view.burn, lang)
    cells = {
        "clauses": lambda: clauses_html(view.clauses, lang),
        "play": lambda: escape(pick(view.play_words() or {"zh": "", "en": ""}, lang)),
        "responders": lambda: _seats_cell(view.responders, lang),
        "burners": lambda: _seats_cell(view.burners, lang),
        "burn": lambda: escape(burn_outcome_label(view.burn or "", lang)),
        "next": lambda: seat_chip(view.next, lang) if view.next is not None else escape(say("w-none", lang)),
    }
    rows = [_row(pick(view.row_words(key), lang), cells[key](), key) for key in view.rows]
    steps = ""
    if view.burn_steps:
        steps = (f"<div style='margin-top:4px'><b>{escape(say('w-burn-steps', lang))}</b>"
                 f"{''.join(burn_step_view_html(step, lang) for step in view.burn_steps)}</div>")
    return (f"<div class='gouji-verdict' data-badge='{view.badge}' style='{FONT};font-size:14px;border:1px solid #ccc;"
            f"border-radius:8px;padding:6px 10px;max-width:760px;color:{BLACK}'><div>{head}</div>"
            f"<div class='gouji-message' style='margin:4px 0;font-size:105%'>{escape(pick(dict(view.message), lang))}</div>"
            f"<table style='border-collapse:collapse'>{''.join(rows)}</table>{steps}</div>")


def verdict_html(v: Verdict, lang: str | None = None, situation: Situation | None = None) -> str:
    """A verdict: legal or not (with the reason code), the explanation, the deciding clauses
    (the first highlighted), what the play is, who may answer, who may burn, who acts next,
    and for a burn its outcome set by set. ``situation``, where the action was judged, tells
    the melee apart (GOUJI-4).

    >>> from gouji_sim import Situation, PlayAction, Play, judge
    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> html = verdict_html(judge(s, PlayAction(2, Play.parse("J J J J J"))), "en")
    >>> "gouji-opposite-only" in html and "data-clause='GOUJI-2'" in html
    True
    """
    return verdict_view_html(verdict_view(v, situation), lang)


def message_html(message: str, kind: str = "error") -> str:
    """An inline message line: ``error`` (red), ``ok`` (green) or ``info`` (grey).

    >>> "color:#c62828" in message_html("bad", "error")
    True
    """
    colour = {"error": RED, "ok": GREEN}.get(kind, GREY)
    icon = {"error": "⚠ ", "ok": "✔ "}.get(kind, "")
    return (f"<div class='gouji-msg gouji-msg-{kind}' style='{FONT};color:{colour};margin:2px 0'>"
            f"{icon}{escape(message)}</div>")


# --- comparing presets (the comparison is decided in gouji_sim.view.model) ---

def verdict_cells(v: Verdict, lang: str | None = None) -> dict[str, str]:
    """The verdict's fields as short plain texts, the rows of a preset comparison
    (:func:`gouji_sim.view.model.verdict_cells` in one language)."""
    return {key: pick(cell, lang) for key, cell in model_cells(v).items()}


def differing(verdicts: Sequence[Verdict], base: int = 0) -> list[bool]:
    """For each verdict, whether it rules differently from ``verdicts[base]`` (the wording of
    the explanation aside; :func:`gouji_sim.view.model.differences`).

    >>> from gouji_sim import Verdict
    >>> yes, no = Verdict(True, None, (), {}), Verdict(False, "not-higher", ("BEAT-2",), {})
    >>> differing([yes, no, yes])
    [False, True, False]
    """
    return [bool(differences(v, verdicts[base])) for v in verdicts] if verdicts else []


def compare_view_html(view: CompareView, lang: str | None = None, labels: Sequence[str] | None = None,
                      about: Sequence[str] | None = None) -> str:
    """A :class:`CompareView`: one column per rules, the cells that differ from the base column
    highlighted (the explanation's cell when its wording differs); ``labels`` replace the
    columns' own headings; ``about`` is a first row (each preset's one-line meaning)."""
    cols = [c for c in view.columns if c.verdict is not None]
    cells = [model_cells(c.verdict) for c in cols if c.verdict is not None]
    base_verdict = view.columns[view.base].verdict if view.columns else None
    ref = model_cells(base_verdict) if base_verdict is not None else {}
    names = list(labels) if labels is not None else [pick(c.label(), lang) for c in cols]
    th = f"style='text-align:left;padding:2px 6px;color:{GREY};font-weight:500;white-space:nowrap'"
    head = "".join(f"<th style='padding:2px 6px;border-bottom:2px solid #999'>{escape(n)}</th>" for n in names)
    body = []
    if about is not None:
        tds_about = "".join(f"<td style='padding:2px 6px;border-bottom:1px solid #eee;vertical-align:top;"
                            f"font-size:85%;color:{GREY}'>{escape(a)}</td>" for a in about)
        body.append(f"<tr data-row='about'><th {th}>{escape(say('w-compare-row-about', lang))}</th>{tds_about}</tr>")
    for key in COMPARE_ROWS:
        tds = []
        for col, c in zip(cols, cells):
            if key == "message":
                flag = pick(c[key], lang) != pick(ref[key], lang)
            else:
                flag = key in col.differs
            shown = escape(pick(c[key], lang))
            if key == "reason":   # the code in small print: the words are in the "message" row above
                shown = f"<small><code>{shown}</code></small>"
            bg = f"background:{HIGHLIGHT};" if flag else ""
            tds.append(f"<td data-differs='{int(flag)}' style='{bg}padding:2px 6px;border-bottom:1px solid #eee;"
                       f"vertical-align:top;{'font-size:85%;' if key == 'message' else ''}'>{shown}</td>")
        body.append(f"<tr data-row='{key}'><th {th}>{escape(say(f'w-compare-row-{key}', lang))}</th>{''.join(tds)}</tr>")
    n = len(view.differing())
    summary = say("w-compare-same", lang) if n == 0 else say("w-compare-differs", lang, n=n, base=names[view.base])
    return (f"<div class='gouji-compare' style='{FONT};font-size:13px;color:{BLACK}'>"
            f"<div class='gouji-compare-summary' style='font-weight:600;margin:2px 0'>{escape(summary)}</div>"
            f"<div style='overflow-x:auto'><table style='border-collapse:collapse'><tr><th></th>{head}</tr>"
            f"{''.join(body)}</table></div></div>")


def compare_html(verdicts: Sequence[tuple[str, Verdict]], lang: str | None = None, base: int = 0,
                 about: Sequence[str] = ()) -> str:
    """Verdicts side by side, one column per rules (label, verdict); cells differing from
    column ``base`` highlighted. ``about``, when given, is a first row: each column's
    one-line meaning (:func:`preset_about`).

    >>> from gouji_sim import Situation, PlayAction, Play, judge, Rules
    >>> top = [PlayAction(1, Play.parse("9 9 9"))]
    >>> cols = [(n, judge(Situation.build(Rules.preset(n), trick=top), PlayAction(2, Play.parse("大王 8 8"))))
    ...         for n in ("outline", "joker_dominant")]
    >>> compare_html(cols, "en").count("data-differs='1'") > 0
    True
    """
    return compare_view_html(compare_verdicts(verdicts, base), lang, [label for label, _ in verdicts],
                             list(about) if about else None)


def preset_names() -> tuple[str, ...]:
    """Every preset of RULEBOOK §12, in the catalogue's order."""
    return tuple(PRESETS)


# --- chapter helpers (the tutorial notebooks call these; one copy for every chapter) ---

class Shown(str):
    """HTML that a notebook displays as HTML (``_repr_html_``), without needing IPython.

    >>> Shown("<b>x</b>")._repr_html_()
    '<b>x</b>'
    """

    __slots__ = ()

    def _repr_html_(self) -> str:
        return str(self)


def show(*things: object, lang: str | None = None) -> Shown:
    """Draw situations, verdicts, hands, plays or plain texts one after the other, in ``lang``.

    A chapter binds its language once (``show = functools.partial(display.show, lang=LANG)``)
    and then writes ``show(situation, judge(situation, action))``.

    >>> from gouji_sim import Situation, Play, PlayAction, judge
    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    >>> html = show(s, judge(s, PlayAction(2, Play.parse("10 10"))), "a note", lang="en")
    >>> "gouji-verdict" in html and "Seat 2" in html and "a note" in html and "座位" not in html
    True
    """
    parts = []
    table: Situation | None = None      # a verdict shown after its table reads it in context (the melee)
    for x in things:
        if isinstance(x, Verdict):
            parts.append(verdict_html(x, lang, table))
        elif isinstance(x, Situation):
            table = x
            parts.append(situation_html(x, lang))
        elif isinstance(x, Hand):
            parts.append(f"<div style='{FONT}'>{hand_html(x, lang=lang)}</div>")
        elif isinstance(x, Play):
            parts.append(f"<div style='{FONT}'>{play_html(x, lang)}</div>")
        else:
            parts.append(message_html(str(x), "info"))
    return Shown("".join(parts))


def html_table(header: Sequence[object], rows: Iterable[Sequence[object]]) -> Shown:
    """A small HTML table of rows and columns (``table`` is its old name: in the package
    "table" is the seat geometry of :mod:`gouji_sim.table`); each cell is text or HTML
    (escape texts that come from a reader).

    It sits in a box that scrolls sideways when it is wider than the page.

    >>> html = html_table(["a", "b"], [(1, "<b>2</b>")])
    >>> "<th>a</th>" in html and "<td><b>2</b></td>" in html and "overflow-x:auto" in html
    True
    """
    th = "".join(f"<th>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return Shown(f"<div class='gouji-scroll' style='overflow-x:auto;max-width:100%'>"
                 f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div>")


#: Deprecated name of :func:`html_table` (the chapters' grid helper).
table = html_table


def beat_table(pairs: Iterable[tuple[str, str]], rules: Rules | None = None,
               lang: str | None = None) -> Shown:
    """One row per pair (Q played, P on top): does Q beat P, why in words (the reason code in
    small print) and the deciding clauses, as :func:`gouji_sim.beats.explain` rules (BEAT-1…6).

    >>> html = beat_table([("K K 2", "K K K")], lang="en")
    >>> "✘" in html and "does not beat it" in html and "<code>not-higher</code>" in html and "BEAT-4" in html
    True
    """
    from ..beats import explain
    from ..judge import _beat_fault   # the judge's own words for a failed beat (one home)

    rules = rules or Rules()
    rows = []
    for q, p in pairs:
        mine, top = Play.parse(q), Play.parse(p)
        ruling = explain(mine, top, rules)
        why = ""
        if not ruling.ok:
            fault = _beat_fault(ruling, mine, top)
            why = (f"{escape(pick(fault.message, lang))} "
                   f"<small><code>{escape(fault.reason)}</code></small>")
        rows.append((play_html(mine, lang), play_html(top, lang), "✔" if ruling.ok else "✘", why,
                     ", ".join(ruling.clauses)))
    return html_table([say(f"w-beat-{col}", lang) for col in ("q", "p", "ok", "reason", "clauses")], rows)


def tribute_table(moves: Iterable[Move], lang: str | None = None) -> Shown:
    """Tribute moves (:class:`gouji_sim.game.tribute.Move`) as a table: who gives whom which
    cards, and the kind of tribute in words (落贡, 还贡, 串三户 …; TRIB-1…TRIB-5).

    >>> from gouji_sim.game.tribute import Move
    >>> from gouji_sim.cards import Card
    >>> html = tribute_table([Move(6, 1, tuple(Card.parse_all("大王")), "fall")], "zh")
    >>> "落贡" in html and "<code>fall</code>" not in html
    True
    """
    rows = [(seat_chip(m.giver, lang), seat_chip(m.receiver, lang),
             play_html(Hand.from_cards(m.cards), lang), escape(say(f"w-trib-{m.kind}", lang)))
            for m in moves]
    return html_table([say(f"w-trib-{col}", lang) for col in ("from", "to", "cards", "kind")], rows)


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

