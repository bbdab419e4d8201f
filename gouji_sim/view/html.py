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

from ..actions import PlayAction, TrickEntry, Yield
from ..cards import Card, Hand, Rank
from ..clauses import CLAUSES
from ..messages import CATALOGUE, LANGS, english_cards, seats_text, text
from ..play import Play
from ..rules import PRESETS, Rules
from ..situation import Situation
from ..table import opposite, team
from ..verdict import BurnSetInfo, Verdict

if TYPE_CHECKING:
    from ..game.tribute import Move

#: Team colours (foreground, background) by team index: 1-3-5, 2-4-6.
TEAM_COLOURS: tuple[tuple[str, str], tuple[str, str]] = (("#1f5fbf", "#e8f0fc"), ("#c2570c", "#fdf0e6"))
RED, BLACK, GREEN, GREY, HIGHLIGHT = "#c62828", "#222222", "#2e7d32", "#777777", "#fff3b0"
RED_SUITS = "♥♦"
#: Where each seat sits in a 3×3 grid (row, column): 1 at the bottom, counterclockwise
#: (to the right and up), so each seat faces its opposite across the table.
SEAT_GRID: dict[int, tuple[int, int]] = {1: (3, 2), 2: (3, 3), 3: (1, 3), 4: (1, 2), 5: (1, 1), 6: (3, 1)}
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
    """A preset's display name with its code: ``老头够级 (laotou)``."""
    code = f"w-preset-{name}"
    return f"{say(code, lang)} ({name})" if code in CATALOGUE else name


def preset_about(name: str, lang: str | None = None) -> str:
    """A preset's one-line meaning (RULEBOOK §12), or ``""`` for a name that is no preset.

    >>> preset_about("chong_san", "en")
    '冲三: the last play must be 3s alone and 3s may only go last; a player dealt no 3 buys one.'
    """
    code = f"preset-about-{name}"
    return say(code, lang) if code in CATALOGUE else ""


def rules_label(rules: Rules, lang: str | None = None) -> str:
    """The rules as a preset name, or a preset with its changed switches."""
    name = rules.preset_name()
    if name is not None:
        return say("w-rules", lang, name=preset_label(name, lang))
    changes = ", ".join(f"{k}={_switch_value(v)}" for k, v in rules.changed().items())
    return say("w-rules", lang, name=say("w-rules-custom", lang, preset=preset_label("outline", lang),
                                         changes=changes))


def _switch_value(v: object) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


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


# --- a situation ---

def _count_html(s: Situation, seat: int, lang: str | None) -> str:
    n = s.card_count(seat)
    if n is None:
        return _chip(say("w-count-unknown", lang), GREY, "#f4f4f4")
    if s.shown_count(seat) is not None:
        return _chip(say("w-count-shown", lang, n=n), RED, "#fdecea", bold=True, title="TURN-7")
    return _chip(say("w-count", lang, n=n), GREY, "#f4f4f4")


def _seat_tags(s: Situation, seat: int, lang: str | None) -> list[str]:
    st = s.state
    tags = []
    nxt = s.to_move()
    if seat in s.finished:
        place = s.finished.index(seat) + 1
        title = say(f"w-place-{place}", lang) if place <= 6 else str(place)
        tags.append(_chip(say("w-place", lang, place=place, title=title), GREEN, "#e8f5e9", bold=True))
    if nxt == seat:
        code = "w-tag-leads" if s.is_closed() else "w-tag-to-move"
        tags.append(_chip(say(code, lang), "#000", HIGHLIGHT, bold=True))
    if st.top_seat == seat and not s.is_closed():
        tags.append(_chip(say("w-tag-top", lang), "#6a1b9a", "#f3e5f5"))
    if st.burner == seat and not s.is_closed():
        tags.append(_chip(say("w-tag-burning", lang), RED, "#fdecea", bold=True))
    if seat in st.passed and not s.is_closed():
        tags.append(_chip(say("w-tag-passed", lang), GREY, "#f4f4f4"))
    if st.yielder == seat and not s.is_closed():
        tags.append(_chip(say("w-tag-yielded", lang), GREY, "#f4f4f4"))
    if s.is_headless(seat) and seat not in s.finished:
        tags.append(_chip(say("w-tag-headless", lang), "#8d6e63", "#efebe9", title="GOUJI-3"))
    return tags


def seat_html(s: Situation, seat: int, lang: str | None = None) -> str:
    """One seat's box: name, team, opposite, place or count, hand, and its state in the trick."""
    fg, bg = team_colour(seat), _team_bg(seat)
    to_move = s.to_move() == seat
    border = f"3px solid {'#000' if to_move else fg}"
    hand = s.hand(seat)
    out = seat in s.finished
    if hand:
        hand_part = hand_html(hand, lang=lang)
    elif hand is None and not out:
        hand_part = f"<span style='color:{GREY};font-size:85%'>{escape(say('w-hand-unknown', lang))}</span>"
    else:
        hand_part = ""
    team_name = "-".join(map(str, team(seat)))
    head = (f"<b style='color:{fg}'>{escape(say('w-seat', lang, seat=seat))}</b> "
            f"<span style='color:{fg};font-size:80%'>{escape(say('w-team', lang, team=team_name))}</span> "
            f"<span style='font-size:80%;color:{GREY}' title='TABLE-3'>↔ "
            f"{escape(say('w-opposite', lang, seat=opposite(seat)))}</span>")
    fade = "opacity:.6;" if out else ""
    return (f"<div data-seat='{seat}' style='{fade}border:{border};background:{bg};border-radius:8px;"
            f"padding:4px 6px;min-height:4.2em'>{head}<br>{'' if out else _count_html(s, seat, lang)}"
            f"{''.join(_seat_tags(s, seat, lang))}<div style='margin-top:2px'>{hand_part}</div></div>")


def entry_html(entry: TrickEntry, lang: str | None = None, top: bool = False) -> str:
    """One step of a trick: a seat and its play, pass or yield (a burn set marked 烧)."""
    if isinstance(entry, PlayAction):
        what = play_html(entry.play, lang)
        if entry.burn:
            what = _chip(say("w-entry-burn", lang), RED, "#fdecea", bold=True) + what
    elif isinstance(entry, Yield):
        what = f"<i style='color:{GREY}'>{escape(say('w-entry-yield', lang))}</i>"
    else:
        what = f"<i style='color:{GREY}'>{escape(say('w-entry-pass', lang))}</i>"
    ring = "outline:2px solid #6a1b9a;" if top else ""
    return (f"<div style='margin:2px 0;padding:1px 4px;border-radius:4px;{ring}'>"
            f"{seat_chip(entry.seat, lang)} {what}</div>")


def trick_html(s: Situation, lang: str | None = None) -> str:
    """The current trick in order, the play on top outlined, then who acts next."""
    rows = []
    top_index = max((i for i, e in enumerate(s.trick) if isinstance(e, PlayAction)), default=None)
    for i, e in enumerate(s.trick):
        rows.append(entry_html(e, lang, top=(i == top_index and not s.is_closed())))
    if not rows:
        rows.append(f"<div style='color:{GREY}'>{escape(say('w-trick-empty', lang))}</div>")
    return "".join(rows) + status_html(s, lang)


def status_html(s: Situation, lang: str | None = None) -> str:
    """Who acts next, or who leads once the trick closed."""
    nxt = s.to_move()
    if s.state.top is None:
        return ""
    if nxt is None:
        line = say("w-hand-over", lang)
    elif s.is_closed():
        line = say("w-closed", lang, seat=nxt)
    else:
        line = say("w-next", lang, seat=nxt)
    return f"<div style='margin-top:4px;font-weight:600'>{escape(line)}</div>"


def situation_html(s: Situation, lang: str | None = None) -> str:
    """Six seats around the table (1 at the bottom, counterclockwise; opposites face each
    other across), with the rules and the current trick in the middle.

    >>> from gouji_sim import PlayAction, Play
    >>> html = situation_html(Situation.build(trick=[PlayAction(1, Play.parse("9 9"))]), "en")
    >>> "Next to act: seat 2" in html and html.count("data-seat=") == 6
    True
    """
    cells = []
    for seat, (row, col) in SEAT_GRID.items():
        cells.append(f"<div style='grid-row:{row};grid-column:{col}'>{seat_html(s, seat, lang)}</div>")
    notes = [escape(rules_label(s.rules, lang))]
    if s.melee:
        notes.append(_chip(say("w-melee", lang), RED, "#fdecea", bold=True, title="GOUJI-4"))
    middle = (f"<div style='grid-row:2;grid-column:1 / span 3;border:1px dashed #bbb;border-radius:8px;"
              f"padding:4px 8px;background:#fafafa'><div style='font-size:80%;color:{GREY}'>"
              f"{' '.join(notes)}</div><b>{escape(say('w-trick', lang))}</b>{trick_html(s, lang)}</div>")
    return (f"<div class='gouji-table' style='{FONT};display:grid;grid-template-columns:repeat(3,minmax(0,1fr));"
            f"gap:6px;max-width:760px;font-size:14px;color:{BLACK}'>{''.join(cells)}{middle}</div>")


# --- a verdict ---

def _badge(legal: bool, lang: str | None) -> str:
    colour, mark = (GREEN, "✔") if legal else (RED, "✘")
    label = say("legal" if legal else "illegal", lang)
    return (f"<span class='gouji-badge' style='display:inline-block;padding:2px 10px;border-radius:12px;"
            f"color:#fff;background:{colour};font-weight:700'>{mark} {escape(label)}</span>")


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
    if v.play is None:
        return ""
    p = v.play
    return say("w-play-info", lang, size=p.size, base=p.base or say("w-no-base", lang),
               kind=say(f"w-kind-{p.kind}", lang), gouji=say("w-gouji-yes" if p.gouji else "w-gouji-no", lang))


def _row(label: str, value: str, key: str) -> str:
    return (f"<tr data-row='{key}'><th style='text-align:left;padding:1px 8px 1px 0;color:{GREY};"
            f"font-weight:500;vertical-align:top;white-space:nowrap'>{escape(label)}</th>"
            f"<td style='padding:1px 0'>{value}</td></tr>")


def burn_steps_html(v: Verdict, lang: str | None = None, upto: int | None = None) -> str:
    """The burn set by set: who could answer each by position and by cards, and who did."""
    rows = []
    for info in v.burn_sets[:upto]:
        rows.append(burn_step_html(info, lang, last=info.index == len(v.burn_sets) and v.burn == "succeeded"))
    return "".join(rows)


def burn_step_html(info: BurnSetInfo, lang: str | None = None, last: bool = False) -> str:
    """One burning set and what happened to it."""
    if info.answered_by is not None:
        after = say("w-step-answered", lang, seat=info.answered_by)
    elif last:
        after = say("w-step-last", lang)
    else:
        after = say("w-step-unanswered", lang)
    return (f"<div class='gouji-step' data-set='{info.index}' style='margin:2px 0;padding:2px 6px;"
            f"border-left:3px solid {RED}'><b>{escape(say('w-step-set', lang, k=info.index, set=''))}</b>"
            f"{play_html(Hand.parse(info.cards), lang)}<br><span style='font-size:85%'>"
            f"{escape(say('w-step-by-position', lang, seats=seats_words(info.by_position, lang)))}; "
            f"{escape(say('w-step-by-cards', lang, seats=seats_words(info.by_cards, lang)))}</span><br>"
            f"<span>{escape(after)}</span></div>")


def verdict_html(v: Verdict, lang: str | None = None) -> str:
    """A verdict: legal or not (with the reason code), the explanation, the deciding clauses
    (the first highlighted), what the play is, who may answer, who may burn, who acts next,
    and for a burn its outcome set by set.

    >>> from gouji_sim import Situation, PlayAction, Play, judge
    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> html = verdict_html(judge(s, PlayAction(2, Play.parse("J J J J J"))), "en")
    >>> "gouji-opposite-only" in html and "data-clause='GOUJI-2'" in html
    True
    """
    head = _badge(v.legal, lang)
    if v.reason:
        head += f" <small><code data-reason='{escape(v.reason)}'>{escape(v.reason)}</code></small>"
    if v.burn:
        head += " " + _burn_chip(v.burn, lang)
    rows = [_row(say("w-clauses", lang), clauses_html(v.clauses, lang), "clauses")]
    if v.play is not None:
        rows.append(_row(say("w-play", lang), escape(play_info_text(v, lang)), "play"))
    if v.legal and v.play is not None:
        rows.append(_row(say("w-responders", lang), _seats_cell(v.responders, lang), "responders"))
        rows.append(_row(say("w-burners", lang), _seats_cell(v.burners, lang), "burners"))
    nxt = seat_chip(v.next, lang) if v.next is not None else escape(say("w-none", lang))
    rows.append(_row(say("w-next-short", lang), nxt, "next"))
    steps = ""
    if v.burn_sets:
        steps = (f"<div style='margin-top:4px'><b>{escape(say('w-burn-steps', lang))}</b>"
                 f"{burn_steps_html(v, lang)}</div>")
    return (f"<div class='gouji-verdict' style='{FONT};font-size:14px;border:1px solid #ccc;border-radius:8px;"
            f"padding:6px 10px;max-width:760px;color:{BLACK}'><div>{head}</div>"
            f"<div class='gouji-message' style='margin:4px 0;font-size:105%'>{escape(pick(v.message, lang))}</div>"
            f"<table style='border-collapse:collapse'>{''.join(rows)}</table>{steps}</div>")


def _seats_cell(seats: Sequence[int], lang: str | None) -> str:
    if not seats:
        return escape(say("nobody", lang))
    return "".join(seat_chip(s, lang) for s in seats)


def message_html(message: str, kind: str = "error") -> str:
    """An inline message line: ``error`` (red), ``ok`` (green) or ``info`` (grey).

    >>> "color:#c62828" in message_html("bad", "error")
    True
    """
    colour = {"error": RED, "ok": GREEN}.get(kind, GREY)
    icon = {"error": "⚠ ", "ok": "✔ "}.get(kind, "")
    return (f"<div class='gouji-msg gouji-msg-{kind}' style='{FONT};color:{colour};margin:2px 0'>"
            f"{icon}{escape(message)}</div>")


# --- comparing presets ---

COMPARE_ROWS = ("legal", "message", "reason", "clauses", "gouji", "responders", "burners", "burn", "next")


def verdict_cells(v: Verdict, lang: str | None = None) -> dict[str, str]:
    """The verdict's fields as short plain texts, the rows of a preset comparison."""
    yes, no = say("w-yes", lang), say("w-no", lang)
    none = say("w-none", lang)
    return {
        "legal": yes if v.legal else no,
        "reason": v.reason or none,
        "clauses": ", ".join(v.clauses) or none,
        "gouji": (yes if v.play.gouji else no) if v.play else none,
        "responders": ", ".join(map(str, v.responders)) or none,
        "burners": ", ".join(map(str, v.burners)) or none,
        "burn": burn_outcome_label(v.burn, lang) if v.burn else none,
        "next": str(v.next) if v.next is not None else none,
        "message": pick(v.message, lang) if v.message else "",
    }


def differing(verdicts: Sequence[Verdict], base: int = 0) -> list[bool]:
    """For each verdict, whether it rules differently from ``verdicts[base]`` (the wording of
    the explanation aside).

    >>> from gouji_sim import Verdict
    >>> yes, no = Verdict(True, None, (), {}), Verdict(False, "not-higher", ("BEAT-2",), {})
    >>> differing([yes, no, yes])
    [False, True, False]
    """
    keys = [k for k in COMPARE_ROWS if k != "message"]
    cells = [verdict_cells(v, "en") for v in verdicts]
    return [any(c[k] != cells[base][k] for k in keys) for c in cells] if cells else []


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
    cells = [verdict_cells(v, lang) for _, v in verdicts]
    ref = cells[base] if cells else {}
    n_differing = sum(differing([v for _, v in verdicts], base))
    head = "".join(f"<th style='padding:2px 6px;border-bottom:2px solid #999'>{escape(label)}</th>"
                   for label, _ in verdicts)
    body = []
    if about:
        tds_about = "".join(f"<td style='padding:2px 6px;border-bottom:1px solid #eee;vertical-align:top;"
                            f"font-size:85%;color:{GREY}'>{escape(a)}</td>" for a in about)
        body.append(f"<tr data-row='about'><th style='text-align:left;padding:2px 6px;color:{GREY};"
                    f"font-weight:500;white-space:nowrap'>{escape(say('w-compare-row-about', lang))}</th>"
                    f"{tds_about}</tr>")
    for key in COMPARE_ROWS:
        tds = []
        for c in cells:
            differs = c[key] != ref[key]
            bg = f"background:{HIGHLIGHT};" if differs else ""
            shown = escape(c[key])
            if key == "reason":   # the code in small print: the words are in the "message" row above
                shown = f"<small><code>{shown}</code></small>"
            tds.append(f"<td data-differs='{int(differs)}' style='{bg}padding:2px 6px;border-bottom:1px solid #eee;"
                       f"vertical-align:top;{'font-size:85%;' if key == 'message' else ''}'>{shown}</td>")
        label = say(f"w-compare-row-{key}", lang)
        body.append(f"<tr data-row='{key}'><th style='text-align:left;padding:2px 6px;color:{GREY};font-weight:500;"
                    f"white-space:nowrap'>"
                    f"{escape(label)}</th>{''.join(tds)}</tr>")
    base_label = verdicts[base][0] if verdicts else ""
    summary = (say("w-compare-same", lang) if n_differing == 0
               else say("w-compare-differs", lang, n=n_differing, base=base_label))
    return (f"<div class='gouji-compare' style='{FONT};font-size:13px;color:{BLACK}'>"
            f"<div class='gouji-compare-summary' style='font-weight:600;margin:2px 0'>{escape(summary)}</div>"
            f"<div style='overflow-x:auto'><table style='border-collapse:collapse'><tr><th></th>{head}</tr>"
            f"{''.join(body)}</table></div></div>")


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
    for x in things:
        if isinstance(x, Verdict):
            parts.append(verdict_html(x, lang))
        elif isinstance(x, Situation):
            parts.append(situation_html(x, lang))
        elif isinstance(x, Hand):
            parts.append(f"<div style='{FONT}'>{hand_html(x, lang=lang)}</div>")
        elif isinstance(x, Play):
            parts.append(f"<div style='{FONT}'>{play_html(x, lang)}</div>")
        else:
            parts.append(message_html(str(x), "info"))
    return Shown("".join(parts))


def table(header: Sequence[object], rows: Iterable[Sequence[object]]) -> Shown:
    """A small table; each cell is text or HTML (escape texts that come from a reader).

    It sits in a box that scrolls sideways when it is wider than the page.

    >>> html = table(["a", "b"], [(1, "<b>2</b>")])
    >>> "<th>a</th>" in html and "<td><b>2</b></td>" in html and "overflow-x:auto" in html
    True
    """
    th = "".join(f"<th>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return Shown(f"<div class='gouji-scroll' style='overflow-x:auto;max-width:100%'>"
                 f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div>")


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
    return table([say(f"w-beat-{col}", lang) for col in ("q", "p", "ok", "reason", "clauses")], rows)


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
    return table([say(f"w-trib-{col}", lang) for col in ("from", "to", "cards", "kind")], rows)


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

