"""The chapter helpers: what the tutorial notebooks call to draw (one copy for every chapter).

:func:`show` draws situations, verdicts, hands, plays and notes; :func:`html_table` is a
small grid; :func:`beat_table` and :func:`tribute_table` are the two ready-made tables of
chapters 4 and 10, :func:`compare_presets` chapter 11's comparison of presets. :mod:`gouji_sim.view.html` (and the old :mod:`gouji_sim.view.html`)
re-exports every name.

>>> show("a note", lang="en")._repr_html_().count("a note")
1
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from ..case import Case
from ..cards import Hand
from ..play import Play
from ..rules import Rules
from ..situation import Situation
from ..verdict import Verdict
from .compare import compare_case
from .html_cards import FONT, hand_html, pick, play_html, say, seat_chip
from .html_views import compare_view_html, message_html, situation_html, verdict_html

if TYPE_CHECKING:
    from ..game.tribute import Payment


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



# --- branch views (issue 25 item 3): chapter 11's comparison is the view model's ---

def compare_presets(case: Case | Mapping[str, Any], lang: str | None = None) -> Shown:
    """One case (a :class:`~gouji_sim.case.Case` or its JSON object) under its own rules and
    under every preset, one column each: the view model's comparison
    (:func:`~gouji_sim.view.compare.compare_case`, which decides what differs from the case's own
    rules) drawn by :func:`~gouji_sim.view.html_views.compare_view_html`, the cells that differ
    highlighted — what chapter 11 shows for each dispute.

    >>> html = compare_presets({"trick": [{"seat": 1, "play": "2"}], "action": {"seat": 2, "play": "小王"}}, "en")
    >>> html.count("<th data-current=") == 8 and "data-differs='1'" in html
    True
    """
    c = case if isinstance(case, Case) else Case.from_dict(dict(case))
    return Shown(compare_view_html(compare_case(c), lang))


def beat_table(pairs: Iterable[tuple[str, str]], rules: Rules | None = None,
               lang: str | None = None) -> Shown:
    """One row per pair (the answer, the play on top): does the answer beat the play on top,
    why in words (the reason code in small print) and the deciding clauses, as
    :func:`gouji_sim.beats.explain` rules (BEAT-1…6).

    >>> html = beat_table([("K K 2", "K K K")], lang="en")
    >>> "✘" in html and "does not beat it" in html and "<code>not-higher</code>" in html and "BEAT-4" in html
    True
    """
    from ..beats import explain
    from ..checks import beat_fault   # the judge's own words for a failed beat (one home)

    rules = rules or Rules()
    rows = []
    for answer, on_top in pairs:
        mine, top = Play.parse(answer), Play.parse(on_top)
        ruling = explain(mine, top, rules)
        why = ""
        if not ruling.ok:
            fault = beat_fault(ruling, mine, top)
            # the message says why; the code only on English pages (issue 26: no engine words)
            code = "" if lang == "zh" else f" <small><code>{escape(fault.reason)}</code></small>"
            why = f"{escape(pick(fault.message, lang))}{code}"
        rows.append((play_html(mine, lang), play_html(top, lang), "✔" if ruling.ok else "✘", why,
                     ", ".join(ruling.clauses)))
    return html_table([say(f"w-beat-{col}", lang) for col in ("q", "p", "ok", "reason", "clauses")], rows)


def tribute_table(moves: Iterable[Payment], lang: str | None = None) -> Shown:
    """Tribute moves (:class:`gouji_sim.game.tribute.Payment`) as a table: who gives whom which
    cards, and the kind of tribute in words (落贡, 还贡, 串三户 …; TRIB-1…TRIB-5).

    >>> from gouji_sim.game.tribute import Payment
    >>> from gouji_sim.cards import Card
    >>> html = tribute_table([Payment(6, 1, tuple(Card.parse_all("大王")), "fall")], "zh")
    >>> "落贡" in html and "<code>fall</code>" not in html
    True
    """
    rows = [(seat_chip(m.giver, lang), seat_chip(m.receiver, lang),
             play_html(Hand.from_cards(m.cards), lang), escape(say(f"w-trib-{m.kind}", lang)))
            for m in moves]
    return html_table([say(f"w-trib-{col}", lang) for col in ("from", "to", "cards", "kind")], rows)
