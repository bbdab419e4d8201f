"""The Rule Lab's entry point: what the lab page (on Pyodide) and the casebook pages ask Python.

The lab page of the site runs this module in the browser. It never re-decides a rule in
JavaScript: every ruling comes from :func:`rule` (or :func:`rule_fragment` for a shared link),
which reads the case with the same :meth:`Case.from_json <gouji_sim.game.case.Case.from_json>` as
``gouji judge`` and returns the verdict JSON of CASES.md, exactly as ``gouji judge FILE --json``
prints it, with the same case under every preset and a description of the table to draw.
Nothing escapes as a traceback: any failure becomes an error in both languages.

A shared link carries a case in its fragment: ``#case=`` followed by the case JSON, UTF-8,
base64url-encoded (padding optional).

>>> frag = encode_fragment({"action": {"seat": 1, "play": "10 10"}})
>>> frag
'#case=eyJhY3Rpb24iOnsic2VhdCI6MSwicGxheSI6IjEwIDEwIn19'
>>> decode_fragment(frag)
'{"action":{"seat":1,"play":"10 10"}}'
>>> out = json.loads(rule_fragment(frag))
>>> out["ok"], out["verdict"]["legal"], out["verdict"]["next"]
(True, True, 2)
>>> json.loads(rule('{"action": {"seat": 9, "pass": true}}'))["error"]["field"]
'action.seat'

Only the standard library is used, so the wheel runs on Pyodide as it is.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..game.case import Case, rules_dict
from ..game.hand_case import HandCase, case_from_json
from ..game.codec import decode
from ..game.decisions import Redeal, Revolution
from ..game.case import _rules as _case_rules
from ..core.clauses import CLAUSES
from ..core.errors import CaseError, GoujiError
from ..game.notation import line
from ..core.inputs import strict_json
from ..core.messages import CATALOGUE, LANGS, text
from ..core.rules import PRESETS, SWITCHES, Rules
from ..core.cards import Rank, spellings
from ..core.table import SEATS, TEAMS, downstream, opposite
from .html_cards import card_name, notation
from .links import PREFIX, decode_fragment, encode_fragment
from .model import action_view, compare_case, table_view, verdict_view
from .words import line_in_words

#: Symbols of the card rack, low to high (CARD-2), in the project's notation.
RACK = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "小王", "大王")


# --------------------------------------------------------------------------
# rulings


def rule(case_json: str) -> str:
    """The lab's ruling on one case, as JSON text (never raises).

    ``{"ok": true, "case", "verdict", "check", "view"}`` where ``verdict`` is ``gouji judge
    --json``'s object, ``check`` what differs from the case's ``expect`` and ``view`` what the
    page draws (:func:`ruling`); or ``{"ok": false, "error": {"zh", "en", "field", "code"}}``.
    """
    return _dump(ruling(case_json))


def rule_fragment(fragment: str) -> str:
    """:func:`rule` on the case a ``#case=`` fragment carries (never raises)."""
    try:
        case_json = decode_fragment(fragment)
    except GoujiError as err:
        return _dump(_error(err))
    except Exception as err:  # noqa: BLE001 - the page must get an answer, not a traceback
        return _dump(_internal(err))
    return rule(case_json)


def ruling(case_json: str) -> dict[str, Any]:
    """:func:`rule` as a dict.

    ``view`` is what the page draws, from the view model (:mod:`gouji_sim.view.model`):
    ``table`` (the situation before the action), ``action``, ``verdict`` and ``compare`` (the
    case under its own rules and every preset), with every word in both languages, and
    ``overrides`` (whether the case changes switches of its preset) — the page holds no seat
    layout or rule of its own. ``line`` is the case in the players' notation of each language
    (:func:`case_line`). A situation waiting for its action (none, or a play of no cards yet)
    is drawn as it stands, with ``waiting`` saying what to do and no verdict (:func:`_waiting`).

    >>> out = ruling('{"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}}')
    >>> sorted(out), sorted(out["view"])
    (['case', 'check', 'line', 'ok', 'verdict', 'view'], ['action', 'compare', 'overrides', 'table', 'verdict'])
    >>> out["view"]["compare"]["differing"], out["view"]["table"]["to_move"]
    (['joker_dominant', 'red_joker_open'], 2)
    """
    try:
        case = case_from_json(case_json)
        v = case.judge()
        spec = case.data.get("rules") or {}
        if isinstance(case, HandCase):     # a moment outside a trick: a table only once play began
            return {"ok": True, "case": case.data, "verdict": v.to_dict(),
                    "check": case.check() if case.expect else None,
                    "view": {"table": _hand_table(case), "action": None, "moment": case.moment,
                             "verdict": verdict_view(v).to_json(),
                             "compare": compare_case(case).to_json(), "overrides": bool(spec.get("switches"))}}
        return {
            "ok": True,
            "case": case.data,
            "verdict": v.to_dict(),
            "check": case.check() if case.expect else None,
            "line": case_line(case),
            "view": {"table": table_view(case.situation).to_json(), "action": action_view(case.action),
                     "verdict": verdict_view(v, case.situation, case.action).to_json(),
                     "compare": compare_case(case).to_json(), "overrides": bool(spec.get("switches"))},
        }
    except CaseError as err:
        return _waiting(case_json, err) or _error(err)
    except GoujiError as err:
        return _error(err)
    except Exception as err:  # noqa: BLE001
        return _internal(err)


def _hand_table(case: HandCase) -> dict[str, Any] | None:
    """The table a ``"hand"`` case's action is taken at, once its tricks have begun — a play,
    or 接风 asked or answered under ``wind = by_consent`` (TURN-8 v5) — else ``None`` (a deal,
    a start decision, a score or tribute: the page says the verdict tells it).

    >>> deal = {"1": "9 9 2", "2": "J J 2", "3": "Q Q 2", "4": "K K 2", "5": "A A 2", "6": "10 10 2"}
    >>> c = case_from_json(json.dumps({"moment": "hand", "rules": {"switches": {"wind": "by_consent"}},
    ...     "deal": deal, "first": 1, "before": [{"seat": 1, "play": "9 9 2"}], "action": {"seat": 2, "wind": True}}))
    >>> t = _hand_table(c)
    >>> t["to_move"], len(t["trick"])
    (2, 1)
    """
    if case.moment != "hand":
        return None
    state = case.state()
    if not (state.in_ordinary_turns() or state.awaits_wind_answers()):
        return None
    return table_view(state.sit).to_json()


def case_line(case: Case) -> dict[str, str] | None:
    """The case in the canonical notation of each language (:func:`gouji_sim.game.notation.line`:
    what the Lab's typed line shows after an edit with the editors), its rules in players' words
    (:func:`gouji_sim.view.words.line_in_words`, which the line reads back), or ``None`` for a
    case the notation does not hold.

    >>> case_line(Case.from_dict({"trick": [{"seat": 1, "play": "3"}], "action": {"seat": 2, "pass": True}}))
    {'zh': '座位1出 3，座位2过。', 'en': 'seat 1 leads one 3, seat 2 passes.'}
    """
    try:
        return {lang: line_in_words(line(case, lang), lang) for lang in LANGS}
    except (GoujiError, KeyError, TypeError, ValueError):
        return None


#: The errors of a case that only lacks its action, or the cards of its action or of a play
#: of the trick not typed yet: the table is drawn as it stands, waiting (an empty table is no
#: error).
_WAITING = re.compile(r"case-empty-play:(?:action|trick\[[0-9]+\])\.play|case-missing:action")


def _waiting(case_json: str, err: CaseError) -> dict[str, Any] | None:
    """The Lab's answer for a situation whose action is not given yet: ``ok`` with
    ``waiting`` (the sentence saying what to do next), the table drawn and no verdict.

    >>> out = ruling('{"rules": {"preset": "outline"}, "action": {"seat": 1, "play": ""}}')
    >>> out["ok"], out["verdict"], out["waiting"]["en"][:22], len(out["view"]["table"]["seats"])
    (True, None, 'Nothing to rule on yet', 6)
    """
    if not _WAITING.fullmatch(f"{err.code}:{err.field}"):
        return None
    try:
        data = strict_json(case_json)
        if not isinstance(data, dict):
            return None
        action = data.get("action")
        seat = action.get("seat") if isinstance(action, dict) else None
        seat = seat if isinstance(seat, int) and not isinstance(seat, bool) and seat in SEATS else SEATS[0]
        trick = data.get("trick")
        typed = [e for e in trick if not (isinstance(e, dict) and e.get("play") == "")] \
            if isinstance(trick, list) else trick
        case = Case.from_dict({**data, "trick": typed or [], "action": {"seat": seat, "pass": True}})
    except GoujiError:
        return None
    return {"ok": True, "waiting": text("lab-waiting"), "case": data, "verdict": None, "check": None,
            "line": None,
            "view": {"table": table_view(case.situation).to_json(), "action": None, "verdict": None,
                     "compare": None, "overrides": False}}


def page_strings(lang_json: str) -> str:
    """:func:`page_data` as JSON text for a page that has not embedded it (never raises): the
    site's search box draws a ruling with the Lab's drawing on any page. ``lang_json`` is
    ``{"lang": "zh" | "en"}``.

    >>> json.loads(page_strings('{"lang": "en"}'))["strings"]["lab-verdict"]
    'Ruling'
    """
    try:
        args = json.loads(lang_json)
        lang = args.get("lang") if isinstance(args, dict) else None
        return page_data_json(lang if lang in LANGS else "zh")
    except Exception as err:  # noqa: BLE001
        return _dump(_internal(err))


def _error(err: GoujiError) -> dict[str, Any]:
    return {"ok": False, "error": {"zh": err.zh, "en": err.en, "code": err.code,
                                   "field": getattr(err, "field", "")}}


def _internal(err: BaseException) -> dict[str, Any]:
    detail = f"{type(err).__name__}: {err}"[:300]
    msg = text("lab-internal", detail=detail)
    return {"ok": False, "error": {**msg, "code": "lab-internal", "field": ""}}


def _dump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


# --------------------------------------------------------------------------
# the Lab's other panels: which house rule decides a ruling, a
# hand's score, the start of a hand — each a call of the bridge, JSON text in and out, never
# raising; the score and start panels have their own links (#score=…, #start=…)

SCORE_PREFIX = "#score="
START_PREFIX = "#start="
#: The longest argument text of the score and start panels (a hand with suits and the rules).
MAX_PANEL_ARGS = 4096
#: The switches each panel lets a reader set (the rest of the preset is kept): the house rules
#: its rulings depend on (SCORE-2..4, TRIB-1..3; START-1..4, LOCAL-1).
PANEL_SWITCHES = {
    "score": ("positive_only", "grand_slam", "tribute", "tribute_return"),
    "start": ("revolution", "chong_san", "deck"),
}


def decides(case_json: str) -> str:
    """Which house rule decides the ruling on a case (:func:`gouji_sim.view.decides.deciding_rules`),
    as JSON text: ``{"ok": true, "view": {"summary", "switches", "alternatives"}}`` — each
    alternative's ``case`` without the first case's ``expect`` and title (another ruling is
    expected under other rules), ready for a ``#case=`` link — or the error of :func:`rule`.

    >>> out = json.loads(decides('{"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}}'))
    >>> [(a["switch"], a["value"], a["verdict"]["legal"]) for a in out["view"]["alternatives"]]
    [('comparison', 'joker_dominant', True)]
    """
    from .decides import deciding_rules   # (they read the catalogue's house-rules words, whose
                                          # module imports this one: imported when called)
    def run() -> dict[str, Any]:
        view = deciding_rules(Case.from_json(case_json)).to_json()
        for alt in view["alternatives"]:
            for key in ("expect", "title", "note"):
                alt["case"].pop(key, None)
        return {"ok": True, "view": view}
    return _dump(_guarded(run))


def score(args_json: str) -> str:
    """The score panel: ``{"places": [six seats, first place first], "rules": {"preset",
    "switches"}, "grand_slam": bool}`` → ``{"ok": true, "input", "view"}`` where ``view`` is
    :meth:`gouji_sim.view.scores.ScoreView.to_json` (points, team scores, SCORE-2..4 notes,
    tribute); or a bilingual error naming the field.

    >>> out = json.loads(score('{"places": [1, 3, 5, 2, 4, 6]}'))
    >>> [t["recorded"] for t in out["view"]["teams"]]
    [12, 0]
    >>> json.loads(score('{"places": [1, 1, 2, 3, 4, 5]}'))["error"]["field"]
    'places'
    """
    from .scores import PlacesError, score_view
    def run() -> dict[str, Any]:
        args = _panel_args(args_json, "#score", ("places", "rules", "grand_slam"))
        rules = _case_rules(args.get("rules"))
        slam = args.get("grand_slam", False)
        if not isinstance(slam, bool):
            raise CaseError.bad("grand_slam", "case-not-bool")
        try:
            view = score_view(args.get("places", []), rules, slam)
        except PlacesError as err:
            raise CaseError(err.code, err.zh, err.en, "places") from None
        return {"ok": True, "input": {"places": list(view.places), "rules": rules_dict(rules), "grand_slam": slam},
                "view": view.to_json()}
    return _dump(_guarded(run))


def start(args_json: str) -> str:
    """The start-of-hand panel: ``{"seat", "hand", "rules", "first_deal"}`` →
    ``{"ok": true, "input", "view"}`` where ``view`` is
    :meth:`gouji_sim.view.start.StartView.to_json`; or a bilingual error naming the field.

    >>> out = json.loads(start('{"seat": 3, "hand": "4 5 6", "rules": {"switches": {"revolution": false}}}'))
    >>> [r["legal"] for r in out["view"]["rows"]][:2]
    [True, False]
    >>> json.loads(start('{"seat": 3, "hand": "4 Z9"}'))["error"]["field"]
    'hand'
    """
    from .start import start_view
    def run() -> dict[str, Any]:
        args = _panel_args(args_json, "#start", ("seat", "hand", "rules", "first_deal"))
        rules = _case_rules(args.get("rules"))
        view = start_view(args.get("seat"), args.get("hand", ""), rules, args.get("first_deal", True))
        return {"ok": True, "input": {"seat": view.seat, "hand": args.get("hand", ""), "rules": rules_dict(rules),
                                      "first_deal": view.first_deal},
                "view": view.to_json()}
    return _dump(_guarded(run))


def moment_link(case_json: str) -> str | None:
    """The Lab panel link (``#score=`` or ``#start=``) that shows a case of a whole hand, or
    ``None`` when no panel holds its moment (a trick's case has its ``#case=`` link): a score
    or the tribute of six places opens the score panel; a start-of-hand decision (a redeal,
    a revolution) opens the start panel on the deciding seat's hand.

    >>> moment_link('{"moment": "score", "places": [1, 3, 5, 2, 4, 6]}')[:7]
    '#score='
    >>> moment_link('{"action": {"seat": 1, "play": "3"}}') is None
    True
    """
    try:
        case = case_from_json(case_json)
    except GoujiError:
        return None
    if not isinstance(case, HandCase):
        return None
    rules = rules_dict(case.rules)
    data = case.data
    if case.moment in ("score", "tribute"):
        args = {"places": data["places"], "rules": rules, "grand_slam": data.get("grand_slam", False)}
        return SCORE_PREFIX + encode_fragment(args)[len(PREFIX):]
    action = decode(data["action"], "action")          # read through the codec, as the case did
    if not isinstance(action, (Redeal, Revolution)):
        return None
    seat = action.seat
    args = {"seat": seat, "hand": data["deal"][str(seat)], "rules": rules,
            "first_deal": data.get("first_deal", False)}
    return START_PREFIX + encode_fragment(args)[len(PREFIX):]


def score_fragment(fragment: str) -> str:
    """:func:`score` on what a ``#score=`` link carries (never raises)."""
    return _from_fragment(fragment, SCORE_PREFIX, score)


def start_fragment(fragment: str) -> str:
    """:func:`start` on what a ``#start=`` link carries (never raises).

    >>> json.loads(start_fragment("#start=bm90IGpzb24"))["error"]["code"]
    'input-not-json'
    """
    return _from_fragment(fragment, START_PREFIX, start)


def _from_fragment(fragment: str, prefix: str, fn: Any) -> str:
    try:
        args = decode_fragment(fragment, prefix)
    except GoujiError as err:
        return _dump(_error(err))
    except Exception as err:  # noqa: BLE001 - the page must get an answer, not a traceback
        return _dump(_internal(err))
    return str(fn(args))


def _guarded(run: Any) -> dict[str, Any]:
    try:
        return dict(run())
    except GoujiError as err:
        return _error(err)
    except Exception as err:  # noqa: BLE001
        return _internal(err)


def _panel_args(args_json: Any, where: str, known: tuple[str, ...]) -> dict[str, Any]:
    """The panel's arguments: strict JSON (:func:`~gouji_sim.core.inputs.strict_json`) of at most
    :data:`MAX_PANEL_ARGS` bytes, an object of the ``known`` fields only."""
    if not isinstance(args_json, str):
        raise CaseError.bad(where, "case-not-text")
    if len(args_json.encode("utf-8", "surrogatepass")) > MAX_PANEL_ARGS:
        raise CaseError.bad(where, "lab-args-too-large", limit=MAX_PANEL_ARGS)
    try:
        data = strict_json(args_json)
    except GoujiError as err:
        raise CaseError(err.code, err.zh, err.en, where) from None
    if not isinstance(data, dict):
        raise CaseError.bad(where, "case-not-object")
    for key in data:
        if key not in known:
            raise CaseError.bad(where, "lab-unknown-field", name=str(key)[:40], allowed=", ".join(known))
    return data


def panel_data(lang: str) -> dict[str, Any]:
    """The house rules each panel lets a reader set, in the house-rules card's words: for
    each switch its question, clause and answers (:mod:`gouji_sim.view.house`); and the
    places' names (``places``, first to last) for the score panel.

    >>> panel_data("en")["start"][1]["question"]
    'Do you play 冲三 (threes go last)?'
    """
    from .house import answer, question
    out: dict[str, Any] = {
        panel: [{"switch": name, "clause": SWITCHES[name][1], "question": question(name, lang),
                 "values": [{"value": v, "answer": answer(name, v, lang)} for v in SWITCHES[name][0]]}
                for name in names] for panel, names in PANEL_SWITCHES.items()}
    out["places"] = [CATALOGUE[f"w-place-{i}"][LANGS.index(lang)] for i in SEATS]   # END-1: 头科 … 大落
    return out


# --------------------------------------------------------------------------
# what the page needs besides rulings


#: The catalogue entries the lab page (and the practice page, through it) looks up by code:
#: every entry that starts with one of :data:`PAGE_PREFIXES` (its own ``lab-`` labels, each
#: preset's name and one-line meaning, the "which house rule decides" words) and the words it
#: shares with the other front ends, :data:`PAGE_CODES`, under their one code.
PAGE_PREFIXES = ("lab-", "preset-about-", "w-preset-", "decide-")
PAGE_CODES = ("w-seat", "w-opposite", "w-count", "w-melee", "w-action", "w-act-play", "w-act-burn",
              "w-entry-pass", "w-entry-yield", "w-trib-cards", "w-after-set", "w-clear", "w-undo-card",
              "w-compare-row-about")


def page_data(lang: str) -> dict[str, Any]:
    """Everything the lab page shows that is not a ruling, in ``lang``: its labels (the
    catalogue entries of :data:`PAGE_PREFIXES` and :data:`PAGE_CODES`), the clause summaries,
    presets, switches and card rack.

    >>> strings = page_data("en")["strings"]
    >>> strings["w-seat"], strings["w-preset-laotou"], "w-place-1" in strings
    ('Seat {seat}', 'Laotou Gouji', False)

    The site embeds this in the page when it is built, so the lab draws at once, before
    Python has started in the browser.
    """
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}")
    i = LANGS.index(lang)
    return {
        "lang": lang,
        "strings": {k: v[i] for k, v in CATALOGUE.items() if k.startswith(PAGE_PREFIXES) or k in PAGE_CODES},
        "clauses": {cid: t[lang] for cid, t in CLAUSES.items()},
        "presets": {name: Rules.preset(name).as_dict() for name in PRESETS},
        "switches": {name: {"values": list(values), "clause": clause, **switch_question(name, values, lang)}
                     for name, (values, clause) in SWITCHES.items()},
        "rack": list(RACK),
        "cards": card_words(lang),
        "seats": list(SEATS),
        "seat_info": seat_info(),
        "panels": panel_data(lang),
    }


def switch_question(name: str, values: tuple[Any, ...] | list[Any], lang: str) -> dict[str, Any]:
    """A switch as the house-rules card asks it (RULEBOOK §12): the question a table settles and
    one answer per value, in ``lang``, so the Lab's switch panel shows players' words, never the
    switch's name or ``true``/``false``.

    >>> switch_question("burn_after_pass", (False, True), "zh")
    {'question': '这一轮过了牌，还能烧吗？', 'answers': ['不能，过牌不烧', '能']}
    """
    from .house import answer, question   # house.py imports this module
    return {"question": question(name, lang), "answers": [answer(name, v, lang) for v in values]}


def card_words(lang: str) -> dict[str, dict[str, str]]:
    """How the page writes each joker spelling the notation reads (CARD-3), in ``lang``:
    ``name`` on a card face (大王 / Big Joker), ``token`` in a cards field (大王 / BJ) and
    ``kind`` (``big`` / ``small``, the face's colour). Keys are every spelling and its lower
    case; other cards are written as they are typed, so they are not listed.

    >>> card_words("en")["bj"], card_words("zh")["SJ"]["token"]
    ({'name': 'Big Joker', 'token': 'BJ', 'kind': 'big'}, '小王')
    """
    out: dict[str, dict[str, str]] = {}
    for spelling, rank in spellings().items():
        if rank.is_joker:
            words = {"name": card_name(rank, lang), "token": notation(rank.symbol, lang),
                     "kind": "big" if rank is Rank.BIG_JOKER else "small"}
            out[spelling] = out[spelling.lower()] = words
    return out


def seat_info() -> dict[str, dict[str, Any]]:
    """Each seat's team (``odd`` / ``even``, TABLE-2), opposite (TABLE-3) and the next seat in
    turn order (TABLE-1), for the page's seat editors.

    >>> seat_info()["1"], seat_info()["6"]["next"]
    ({'team': 'odd', 'opposite': 4, 'next': 2}, 1)
    """
    return {str(seat): {"team": "odd" if seat in TEAMS[0] else "even", "opposite": opposite(seat),
                        "next": downstream(seat)} for seat in SEATS}


def page_data_json(lang: str) -> str:
    """:func:`page_data` as JSON text that is safe inside an HTML ``<script>`` element."""
    return json.dumps(page_data(lang), ensure_ascii=False).replace("<", "\\u003c")
