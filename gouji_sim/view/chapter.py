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

from ..core.burn import BurnPlan
from ..game.case import Case
from ..core.cards import Card, Hand, Rank
from ..core.errors import GoujiError
from ..game.scoring import Score
from ..game.decisions import Redeal
from ..core.play import Play
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.verdict import Verdict
from .compare import compare_case
from .html_cards import FONT, card_html, cards_html, hand_html, notation, pick, play_html, say, seat_chip
from .html_views import compare_view_html, message_html, situation_html, verdict_html
from .scores import ScoreView

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
        elif isinstance(x, Shown):
            parts.append(str(x))
        elif isinstance(x, GoujiError):
            parts.append(message_html(pick({"zh": x.zh, "en": x.en}, lang), "error"))
        elif isinstance(x, ScoreView):
            parts.append(score_html(x, lang))
        elif isinstance(x, str):
            parts.append(message_html(x, "info"))
        else:
            parts.append(f"<div style='{FONT}'>{value_html(x, lang)}</div>")
    return Shown("".join(parts))


# --- what a chapter's cell ends with: values as a reader reads them, never a Python value ---

def value_html(x: object, lang: str | None = None) -> str:
    """One value of the engine drawn for a reader: a yes/no in words (✔ / ✘), cards as faces,
    an action as its seat and its words, a game state as its description, a mapping as a small
    table, a sequence one item after the other (``—`` when empty), HTML (:class:`Shown`) as it is;
    numbers and texts as they read.

    >>> value_html(True, "en"), value_html((), "zh")
    ('✔ yes', '没有')
    >>> "Seat 2" in value_html(Redeal(2), "en") and "redeal" in value_html(Redeal(2), "en")
    True
    >>> "Rank." in value_html(Card.parse_all("♠3 大王"), "en")
    False
    """
    from ..game.state import GameState

    if isinstance(x, Shown):
        return str(x)
    if isinstance(x, bool):
        return ("✔ " if x else "✘ ") + escape(say("w-yes" if x else "w-no", lang))
    if x is None:
        return "—"
    if isinstance(x, (Hand, Play)):
        return play_html(x, lang)
    if isinstance(x, Card):
        return cards_html([x], lang)
    if isinstance(x, Rank):
        return card_html(x, lang=lang)
    if isinstance(x, (Verdict, Situation, GoujiError, ScoreView)):
        return str(show(x, lang=lang))
    if isinstance(x, GameState):
        return "<br>".join(escape(line) for line in x.describe(lang or "zh").splitlines())
    if isinstance(x, Score):
        return escape(say("w-team-scores", lang, a=x.teams["1-3-5"], b=x.teams["2-4-6"]))
    if isinstance(x, BurnPlan):
        sets = " | ".join(play_html(p, lang) for p in x.sets)
        return ("✔ " if x.possible else "✘ ") + escape(pick(x.message, lang)) + (f"<br>{sets}" if sets else "")
    word = action_words(x, lang)
    if word is not None:
        return f"{seat_chip(x.seat, lang)} {word}"     # type: ignore[attr-defined]
    if isinstance(x, Mapping):
        return str(facts(list(x.items()), lang)) if x else escape(say("w-nothing", lang))
    if isinstance(x, (list, tuple, set, frozenset)):
        items = sorted(x) if isinstance(x, (set, frozenset)) else list(x)
        if not items:
            return escape(say("w-nothing", lang))
        if all(isinstance(i, Card) for i in items):
            return cards_html(items, lang)
        return " · ".join(value_html(i, lang) for i in items)
    return escape(str(x))


def action_words(action: object, lang: str | None = None) -> str | None:
    """What an action does, in words (a play shows its cards), or ``None`` for no action."""
    from ..core.actions import Burn, Pass, PlayAction, Yield
    from ..game.decisions import Bet, Buy, Decline, Meld, Redeal, Revolution

    if isinstance(action, PlayAction):
        return f"{escape(say('w-act-play', lang))} {play_html(action.cards, lang)}"
    if isinstance(action, Burn):
        return f"{escape(say('w-act-burn', lang))} " + " | ".join(play_html(p, lang) for p in action.sets)
    simple = {Pass: "w-act-pass", Yield: "w-act-yield", Decline: "w-act-decline",
              Revolution: "w-act-revolution", Redeal: "w-act-redeal"}
    for kind, code in simple.items():
        if isinstance(action, kind):
            return escape(say(code, lang))
    if isinstance(action, Meld):
        return escape(say("w-act-meld", lang, ranks=" ".join(Rank(r).symbol for r in action.ranks)))
    if isinstance(action, Bet):
        return escape(say(f"w-act-bet-{action.kind}", lang))
    if isinstance(action, Buy):
        return escape(say("w-act-buy", lang, pay=notation(Rank(action.pay).symbol, lang), seller=action.seller))
    return None


def seats(*numbers: int, lang: str | None = None) -> Shown:
    """Seats as their chips, in the teams' colours (the seats in the order given).

    >>> html = seats(3, 5, 2, lang="en")
    >>> html.count("Seat ") == 3 and html.index("Seat 3") < html.index("Seat 2")
    True
    """
    if len(numbers) == 1 and isinstance(numbers[0], (list, tuple)):
        numbers = tuple(numbers[0])
    return Shown(" ".join(seat_chip(n, lang) for n in numbers) or escape(say("w-nothing", lang)))


def summary_table(summary: Mapping[str, Any], lang: str | None = None) -> Shown:
    """A simulation's summary (:func:`gouji_sim.simulation.run.simulate`) as a reader's tables,
    labelled in ``lang``: the hands and their rules, each seat's places, the teams, the totals.
    No terminal dump (its fixed-width lines wrapped on a page, issue 46), no bot's or preset's
    identifier, no timing.

    >>> from gouji_sim.simulation.run import simulate
    >>> html = summary_table(simulate(2, seed=1, workers=1), "en")
    >>> "<pre" in html, "Hands: 2" in html, "outline" in html
    (False, True, False)
    """
    from ..simulation.summary import PLACE_HEADS
    from .words import rules_words

    s = dict(summary)
    lang = lang or "en"

    def label(key: str) -> str:
        return say(f"sim-{key}", lang)

    rules = s["rules"]
    rules_said = pick(rules_words(None, rules["switches"]) if rules["switches"] else rules_words(rules["preset"]), lang)
    head = escape(say("w-summary-head", lang, games=s["games"], seed=s["seed"], rules=rules_said))
    places = PLACE_HEADS[lang].split()
    seats = html_table([say("seat", lang), *places, label("avg-pts"), label("gouji-made-lived")],
                       [(seat_chip(int(seat), lang), *r["places"], f"{r['avg_points']:+.2f}",
                         f"{r['gouji_made']} / {r['gouji_lived']}") for seat, r in s["by_seat"].items()])
    teams = html_table([label("team"), label("avg-score"), label("won"), label("first")],
                       [(key, f"{t['avg_score']:+.2f}", t["won"], t["first_place"]) for key, t in s["teams"].items()])
    b, sep = s["burns"], "，" if lang == "zh" else ", "
    totals = facts([(label("gouji-plays"), f"{s['gouji']['made']} {label('made')}{sep}{s['gouji']['lived']} {label('lived')}"),
                    (label("burns"), sep.join(f"{b[k]} {label(k)}" for k in ("tried", "succeeded", "released", "failed"))),
                    (label("sweeps"), s["sweeps"]), (label("revolutions"), s["revolutions"]),
                    (label("redeals"), s["redeals"])], lang)
    return Shown(f"<div class='gouji-summary' style='{FONT}'><p>{head}</p>{seats}{teams}{totals}</div>")


def seat_pairs(pairs: Iterable[tuple[int, int]], lang: str | None = None) -> Shown:
    """Who owes whom: each ``(giver, receiver)`` as two seat chips and an arrow.

    >>> html = seat_pairs([(4, 1)], "en")
    >>> "Seat 4" in html and "→" in html and "(4, 1)" not in html
    True
    """
    shown = [f"{seat_chip(giver, lang)} → {seat_chip(receiver, lang)}" for giver, receiver in pairs]
    return Shown(" · ".join(shown) or escape(say("w-nothing", lang)))


def facts(rows: Iterable[tuple[object, object]], lang: str | None = None) -> Shown:
    """A few answers, one row each: its label (the chapter's words, or a value) and its value
    drawn by :func:`value_html` — what a cell shows instead of a tuple of Python values.

    >>> html = facts([("Legal?", False), ("Next", Redeal(2))], "en")
    >>> "✘ no" in html and "Seat 2" in html and "False" not in html
    True
    """
    body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>"
                   f"{label if isinstance(label, Shown) else value_html(label, lang)}</th>"
                   f"<td>{value_html(value, lang)}</td></tr>" for label, value in rows)
    return Shown(f"<div class='gouji-facts gouji-scroll' style='{FONT};overflow-x:auto;max-width:100%'>"
                 f"<table><tbody>{body}</tbody></table></div>")


def score_html(view: ScoreView, lang: str | None = None) -> str:
    """A hand's score as :mod:`gouji_sim.view.scores` says it: the places with their seats and
    points (SCORE-1), each team's sum and recorded score, what decided it and the tribute owed.

    >>> from gouji_sim.view.scores import score_view
    >>> html = score_html(score_view((1, 3, 5, 2, 4, 6), Rules()), "en")
    >>> "串三户" in html and "team 1-3-5" in html and "{'" not in html
    True
    """
    places = html_table([say(f"w-score-{c}", lang) for c in ("place", "seat", "points")],
                        [(escape(pick(r["title"], lang)), seat_chip(r["seat"], lang), f"{r['points']:+d}")
                         for r in view.seat_rows()])
    teams = html_table([say("w-score-team", lang), say("w-score-sum", lang), say("w-row-team-scores", lang)],
                       [(escape(say("w-team", lang, team=r["team"])), f"{r['sum']:+d}", str(r["recorded"]))
                        for r in view.team_rows()])
    notes = "".join(message_html(pick(n, lang), "info") for n in view.notes() + view.tribute_rows())
    return f"<div class='gouji-score' style='{FONT}'>{places}{teams}{notes}</div>"


def html_table(header: Sequence[object], rows: Iterable[Sequence[object]]) -> Shown:
    """A small HTML table of rows and columns (``table`` is its old name: in the package
    "table" is the seat geometry of :mod:`gouji_sim.core.table`); each cell is text or HTML
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



# --- chapter 11's comparison is the view model's ---

def compare_presets(case: Case | Mapping[str, Any], lang: str | None = None) -> Shown:
    """One case (a :class:`~gouji_sim.game.case.Case` or its JSON object) under its own rules and
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
    why in words (the reason in a few words in small print, never its code: issue 46) and the
    deciding clauses, as :func:`gouji_sim.core.beats.explain` rules (BEAT-1…6).

    >>> html = beat_table([("K K 2", "K K K")], lang="en")
    >>> "✘" in html and "does not beat it" in html and "not-higher" not in html and "BEAT-4" in html
    True
    """
    from ..core.beats import explain
    from ..core.checks import beat_fault   # the judge's own words for a failed beat (one home)

    rules = rules or Rules()
    rows = []
    for answer, on_top in pairs:
        mine, top = Play.parse(answer), Play.parse(on_top)
        ruling = explain(mine, top, rules)
        why = ""
        if not ruling.ok:
            fault = beat_fault(ruling, mine, top)
            # the message says why (the code is the verdict's, for programmers: no engine words)
            why = escape(pick(fault.message, lang))
        rows.append((play_html(mine, lang), play_html(top, lang), "✔" if ruling.ok else "✘", why,
                     ", ".join(ruling.clauses)))
    return html_table([say(f"w-beat-{col}", lang) for col in ("q", "p", "ok", "reason", "clauses")], rows)


def tribute_table(moves: Iterable[Payment], lang: str | None = None) -> Shown:
    """Tribute moves (:class:`gouji_sim.game.tribute.Payment`) as a table: who gives whom which
    cards, and the kind of tribute in words (落贡, 还贡, 串三户 …; TRIB-1…TRIB-5).

    >>> from gouji_sim.game.tribute import Payment
    >>> from gouji_sim.core.cards import Card
    >>> html = tribute_table([Payment(6, 1, tuple(Card.parse_all("大王")), "fall")], "zh")
    >>> "落贡" in html and "<code>fall</code>" not in html
    True
    """
    rows = [(seat_chip(m.giver, lang), seat_chip(m.receiver, lang),
             play_html(Hand.from_cards(m.cards), lang), escape(say(f"w-trib-{m.kind}", lang)))
            for m in moves]
    return html_table([say(f"w-trib-{col}", lang) for col in ("from", "to", "cards", "kind")], rows)
