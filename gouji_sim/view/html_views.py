"""HTML renderers of the view model (:mod:`gouji_sim.view.model`): a table
(:class:`TableView`), a verdict (:class:`VerdictView`) with its burn set by set, and a
comparison across presets (:class:`CompareView`). Pure drawing: the judge and the view model
decide; :mod:`gouji_sim.view.html` re-exports every name.

Hands of 10 or fewer cards show their count (报牌, TURN-7).

>>> from gouji_sim import Situation, PlayAction, Play
>>> html = situation_html(Situation.build(trick=[PlayAction(1, Play.parse("9 9"))]), "en")
>>> html.count("data-seat=") == 6
True
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..core.actions import TrickEntry
from ..core.cards import Hand
from ..core.rules import PRESETS
from ..core.situation import Situation
from ..core.verdict import BurnSetInfo, Verdict
from .html_cards import (BLACK, FONT, GREEN, GREY, HIGHLIGHT, RED, _chip, _team_bg, clause_text, hand_html, pick,
                         play_html, say, seat_chip, team_colour)
from .model import (COMPARE_ROWS, TAG_CLAUSES, BurnStepView, CompareView, EntryView, SeatView, TableView,
                    VerdictView, burn_step_view, compare_verdicts, differences, entry_view, table_view,
                    verdict_view)
from .compare import COMPARE_ROW_WORDS, reason_words, verdict_cells


# --- a situation (drawn from the view model: gouji_sim.view.model.table_view) ---

def _count_html(sv: SeatView, lang: str | None) -> str:
    if sv.count is None:
        return _chip(say("w-count-unknown", lang), GREY, "#f4f4f4")
    if sv.shown_count is not None:
        return _chip(say("w-count-shown", lang, n=sv.count), RED, "#fdecea", bold=True, title="TURN-7")
    return _chip(say("w-count-one" if sv.count == 1 else "w-count", lang, n=sv.count), GREY, "#f4f4f4")


#: How each seat tag (:data:`gouji_sim.view.model.TAGS`) is coloured: (foreground, background, bold).
TAG_STYLE: dict[str, tuple[str, str, bool]] = {
    "to-move": ("#000", HIGHLIGHT, True), "leads": ("#000", HIGHLIGHT, True), "top": ("#6a1b9a", "#f3e5f5", False),
    "burning": (RED, "#fdecea", True), "passed": (GREY, "#f4f4f4", False), "yielded": (GREY, "#f4f4f4", False),
    "headless": ("#6d4c41", "#efebe9", False), "you": ("#fff", "#166534", True),
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
            numbered = e.words()         # which set of its burn (BURN-3)
            label = pick(numbered, lang) if numbered is not None else say("w-entry-burn", lang)
            what = _chip(label, RED, "#fdecea", bold=True) + what
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


def _note(view: VerdictView, row: str, lang: str | None) -> str:
    """A seat row's note (:meth:`VerdictView.row_note`) after its seats, or nothing."""
    note = view.row_note(row)
    return f" <span class='gouji-row-note' style='font-size:85%'>{escape(pick(note, lang))}</span>" if note else ""


def verdict_view_html(view: VerdictView, lang: str | None = None) -> str:
    """A :class:`VerdictView`: the badge (with the reason code), the explanation, the fact rows
    of the view (the deciding clauses first, the most decisive highlighted), and for a burn
    its outcome set by set."""
    head = _badge(view, lang)
    if view.reason:
        # the reason in a few words, in brackets after the badge (not run on into it: "…did not
        # come off failed", issue 46); its code only in the attribute (no engine words)
        said = {k: f"（{w}）" if k == "zh" else f"({w})" for k, w in reason_words(view.reason).items()}
        head += f" <small data-reason='{escape(view.reason)}'>{escape(pick(said, lang))}</small>"
    if view.burn and view.badge != "burn-failed":    # a failed burn's badge already says so
        head += " " + _burn_chip(view.burn, lang)
    cells = {
        "clauses": lambda: clauses_html(view.clauses, lang),
        "play": lambda: escape(pick(view.play_words() or {"zh": "", "en": ""}, lang)),
        "responders": lambda: _seats_cell(view.row_seats("responders"), lang) + _note(view, "responders", lang),
        "burners": lambda: _seats_cell(view.burners, lang) + _note(view, "burners", lang),
        "burn": lambda: escape(burn_outcome_label(view.burn or "", lang)),
        "next": lambda: (seat_chip(view.next, lang) if view.next is not None else escape(say("w-none", lang)))
        + _note(view, "next", lang),
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
    cells = [verdict_cells(c.verdict) for c in cols if c.verdict is not None]
    base_col = view.columns[view.base] if view.columns else None
    base_verdict = base_col.verdict if base_col is not None else None
    ref = verdict_cells(base_verdict) if base_verdict is not None else {}
    names = list(labels) if labels is not None else [pick(c.label(), lang) for c in cols]
    base_name = names[cols.index(base_col)] if base_col in cols else ""
    th = f"style='text-align:left;padding:2px 6px;color:{GREY};font-weight:500;white-space:nowrap'"
    head = "".join(
        f"<th data-current='{int(c.current)}' style='padding:2px 6px;border-bottom:2px solid #999'>{escape(n)}"
        + (f" <small>({escape(pick(mark, lang))})</small>" if (mark := c.current_words()) else "") + "</th>"
        for n, c in zip(names, cols))
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
            if key == "reason":   # in small print: the explanation is in the "message" row above
                shown = f"<small>{shown}</small>"
            bg = f"background:{HIGHLIGHT};" if flag else ""
            tds.append(f"<td data-differs='{int(flag)}' style='{bg}padding:2px 6px;border-bottom:1px solid #eee;"
                       f"vertical-align:top;{'font-size:85%;' if key == 'message' else ''}'>{shown}</td>")
        body.append(f"<tr data-row='{key}'><th {th}>{escape(say(COMPARE_ROW_WORDS[key], lang))}</th>{''.join(tds)}</tr>")
    n = len(view.differing())
    summary = say("w-compare-same", lang) if n == 0 else say("w-compare-differs", lang, n=n, base=base_name)
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
