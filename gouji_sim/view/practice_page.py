"""The practice page's entry points: what the page (on Pyodide) and the practice widget ask.

Like the Rule Lab's :mod:`gouji_sim.view.lab`, every function takes and returns JSON text and never
raises: a failure becomes an error in both languages. The page draws the table from the shared
view model (:func:`gouji_sim.view.model.table_view`), the verdicts from
:func:`~gouji_sim.view.model.verdict_view`, and decides nothing itself.

One practice hand (or one watched hand) is kept in this module between calls.

>>> out = json.loads(new('{"seed": 5, "seat": 1}'))
>>> out["ok"], out["view"]["state"], out["view"]["table"]["seats"][1]["hand"] is None
(True, 'your-turn', True)
>>> v = json.loads(act('{"cards": "3 4"}'))
>>> v["verdict"]["legal"], v["verdict"]["clauses"]
(False, ['PLAY-1', 'PLAY-6'])
>>> json.loads(new('{"seed": "x"}'))["error"]["code"]
'practice-bad-seed'
"""

from __future__ import annotations

import json
import re
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from ..bots.roster import BOTS, make_bots
from ..core.errors import GoujiError
from ..game.observation import Observation, observe_turn
from ..core.messages import CATALOGUE, LANGS, text, worded
from ..core.rules import PRESETS, Rules
from ..core.table import SEATS
from ..practice.drills import DrillSet, TOPICS
from ..practice.lesson import Lesson
from ..practice.session import SEEDS, Practice
from .drills_view import answer_json, question_json
from .hints_view import bot_hint, doubt, hints, selection_hint
from .lesson_view import lesson_links
from .model import verdict_view
from .practice_view import practice_view, shown_table
from .review_view import action_words, review_view

#: The session the page plays (one at a time), and the drill set it answers. Pages that share
#: one Python (the browser's one worker, :mod:`gouji_sim.view.bridge`) each get a store of
#: their own through :func:`session_store`.
_CURRENT: dict[str, Any] = {}

#: The most bot names a request may give, and the longest switch value read.
MAX_NAME = 40
#: A whole number as a link writes it: ASCII digits only (``int()`` and ``str.isdigit()``
#: also take "²", "٣" or "１"), an optional minus, spaces or tabs around (the seed's text box).
_WHOLE = re.compile(r"[ \t]*(-?[0-9]{1,25})[ \t]*")


@contextmanager
def session_store(store: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Keep the practice hand and the drill set in ``store`` while the block runs (one store
    per page, when several pages share this Python).

    >>> mine: dict = {}
    >>> with session_store(mine):
    ...     _ = new('{"seed": 5, "seat": 1}')
    >>> sorted(mine), _CURRENT is mine
    (['practice'], False)
    """
    global _CURRENT
    previous = _CURRENT
    _CURRENT = store
    try:
        yield store
    finally:
        _CURRENT = previous


def _error(err: GoujiError) -> dict[str, Any]:
    return {"ok": False, "error": {"zh": err.zh, "en": err.en, "code": err.code,
                                   "field": getattr(err, "field", "")}}


def _guard(fn: Callable[..., dict[str, Any]]) -> Callable[..., str]:
    """JSON text in, JSON text out, never a traceback (the page must get an answer)."""
    def run(*args: Any) -> str:
        try:
            out = fn(*args)
        except GoujiError as err:
            out = _error(err)
        except Exception as err:  # noqa: BLE001 - the page must get an answer, not a traceback
            detail = f"{type(err).__name__}: {err}"[:300]
            out = {"ok": False, "error": {**text("lab-internal", detail=detail), "code": "lab-internal", "field": ""}}
        return json.dumps(out, ensure_ascii=False)
    run.__name__, run.__doc__ = fn.__name__, fn.__doc__
    return run


def _request(data: str) -> dict[str, Any]:
    try:
        req = json.loads(data) if data else {}
    except ValueError:
        raise GoujiError.from_catalogue("practice-bad-request") from None
    if not isinstance(req, dict):
        raise GoujiError.from_catalogue("practice-bad-request")
    return req


def _session() -> Practice:
    p = _CURRENT.get("practice")
    if not isinstance(p, Practice):
        raise GoujiError.from_catalogue("practice-no-hand")
    return p


def session_view(p: Practice) -> dict[str, Any]:
    """What the page shows of a practice hand, as JSON (:class:`~gouji_sim.view.practice_view.PracticeView`).

    >>> view = session_view(Practice(5, 1))
    >>> view["state"], view["table"]["seats"][1]["hand"] is None, view["hand"] == view["table"]["seats"][0]["hand"]
    ('your-turn', True, True)
    """
    return practice_view(p).to_json()


def _rules_of(req: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    preset = req.get("preset", "outline")
    if not isinstance(preset, str) or preset not in PRESETS:
        raise GoujiError.from_catalogue("unknown-preset", value=str(preset)[:MAX_NAME], allowed=", ".join(PRESETS))
    switches = req.get("switches") or {}
    if not isinstance(switches, dict):
        raise GoujiError.from_catalogue("practice-bad-request")
    Rules.from_spec(preset, switches)          # checks every switch and value (bilingual errors)
    return preset, switches


class LinkError(GoujiError):
    """A field of a link (or of a request) the page cannot use; ``field`` names it."""

    def __init__(self, code: str, zh: str, en: str, field: str) -> None:
        super().__init__(code, zh, en)
        self.field = field


def link_number(req: dict[str, Any], field: str, default: int, bounds: tuple[int, int], code: str) -> int:
    """The whole number ``req[field]`` (``default`` when absent), as a JSON number or as a
    link's text, within ``bounds``; anything else is the bilingual error ``code``, which names
    the field and the range. The one reading of a link's numbers.

    >>> link_number({"seat": "3"}, "seat", 1, (1, 6), "practice-bad-seat")
    3
    >>> try:
    ...     link_number({"seat": "²"}, "seat", 1, (1, 6), "practice-bad-seat")
    ... except LinkError as err:
    ...     print(err.field, "|", err.en)
    seat | The seat (a link's seat=) must be a whole number from 1 to 6, in the digits 0-9; the link says ².
    """
    value = req.get(field, default)
    if type(value) is str:
        whole = _WHOLE.fullmatch(value)
        value = int(whole.group(1)) if whole else value
    low, high = bounds
    if type(value) is not int or not low <= value <= high:
        shown = value if type(value) is str else json.dumps(value)
        msg = text(code, value=shown[:MAX_NAME], low=low, high=high)
        raise LinkError(code, msg["zh"], msg["en"], field)
    return value


def _seed(req: dict[str, Any]) -> int:
    """The deal number of a request; an empty box gets its own plain sentence.

    >>> json.loads(new('{"seed": " "}'))["error"]["en"]
    'The deal number box is empty: type a whole number such as 1205, then press “New hand”.'
    """
    if isinstance(req.get("seed"), str) and not req["seed"].strip():
        msg = text("practice-empty-seed")
        raise LinkError("practice-empty-seed", msg["zh"], msg["en"], "seed")
    return link_number(req, "seed", 0, SEEDS, "practice-bad-seed")


def _seat(req: dict[str, Any]) -> int:
    """The reader's seat of a request: 1 to 6, also as a link's text ("3"); anything else
    (``NaN``, ``7``, ``null``, ``²``) is refused with a bilingual error, never read as watching.

    >>> _seat({"seat": "3"}), _seat({})
    (3, 1)
    >>> json.loads(new('{"seed": 1, "seat": "NaN"}'))["error"]["code"]
    'practice-bad-seat'
    """
    return link_number(req, "seat", 1, (SEATS[0], SEATS[-1]), "practice-bad-seat")


@_guard
def new(data: str) -> dict[str, Any]:
    """A new hand: ``{"seed", "seat", "preset", "switches", "bots", "watch",
    "every_burn_chance", "learner"}`` (all optional; ``watch``: six bots, no reader seat;
    ``every_burn_chance``: ask the reader in every burn or answer window the rules open to it,
    also when its cards cannot act; ``learner``: a wrong follow may be tried again).
    Returns ``{"ok", "view", "ms"}``."""
    req = _request(data)
    preset, switches = _rules_of(req)
    bots = req.get("bots", "heuristic")
    if not isinstance(bots, str) or len(bots) > MAX_NAME:
        raise GoujiError.from_catalogue("sim-unknown-bot", value=str(bots)[:MAX_NAME], allowed=", ".join(BOTS))
    t0 = time.perf_counter()
    seat = None if req.get("watch") else _seat(req)
    every, learner = req.get("every_burn_chance", False), req.get("learner", False)
    if type(every) is not bool or type(learner) is not bool:
        raise GoujiError.from_catalogue("practice-bad-request")
    p = Practice(_seed(req), seat, preset=preset, switches=switches, bots=bots.split(","),
                 every_burn_chance=every, learner=learner)
    _CURRENT["practice"] = p
    return {"ok": True, "view": session_view(p), "ms": round((time.perf_counter() - t0) * 1000, 1)}


@_guard
def lesson(data: str) -> dict[str, Any]:
    """A guided hand: ``{"name": "first-hand"}`` → ``{"ok",
    "view", "ms"}``, the view with its ``lesson`` part (:func:`~gouji_sim.view.lesson_view.lesson_json`)."""
    req = _request(data)
    name = req.get("name", "first-hand")
    t0 = time.perf_counter()
    p = Lesson(str(name)[:MAX_NAME])
    _CURRENT["practice"] = p
    return {"ok": True, "view": session_view(p), "ms": round((time.perf_counter() - t0) * 1000, 1)}


@_guard
def act(data: str) -> dict[str, Any]:
    """The reader's attempt: ``{"cards": "9 9"}`` or ``{"option": i}``. Returns the judge's
    verdict (the view model's) and the new view; an illegal attempt changes nothing, but for a
    wrong follow, which the table takes as PLAY-6 says unless the learner switch is on
    (``follow``: what became of it, in words)."""
    req = _request(data)
    p = _session()
    t0 = time.perf_counter()
    n_events, n_decisions = len(p.events), len(p.decisions)
    before = p.seen()                 # what the reader saw when it decided (an immutable value)
    sit = before.sit if before is not None else None
    if "cards" in req:
        cards = req["cards"]
        if not isinstance(cards, str):
            raise GoujiError.from_catalogue("notation-not-text", value=str(cards)[:MAX_NAME])
        verdict = p.attempt_cards(cards)
    else:
        verdict = p.attempt_option(req.get("option"))  # type: ignore[arg-type]
    ms = (time.perf_counter() - t0) * 1000
    follow = follow_words(verdict, taken=len(p.decisions) > n_decisions, learner=p.learner)
    return {"ok": True, "verdict": verdict_view(verdict, sit).to_json(), "view": session_view(p),
            "ms": round(ms, 1), "new_events": max(0, len(p.events) - n_events),
            **({"follow": follow} if follow else {}), **teaching(p, before, verdict)}


def follow_words(verdict: Any, *, taken: bool, learner: bool) -> dict[str, Any] | None:
    """What became of a refused play the judge ruled a wrong follow (``turn`` ``passes-on``,
    PLAY-6), in words: ``taken`` by the table (the cards went back, the reader lost the
    trick) or, with the learner switch, refused so that the reader may try again — which a
    real table would not allow. ``None`` for anything else.

    >>> from gouji_sim.practice import Practice
    >>> v = Practice(5, 1, learner=True).attempt_cards("3 4")
    >>> follow_words(v, taken=False, learner=True)["message"]["en"].startswith("Learner mode")
    True
    """
    if verdict.legal or verdict.turn != "passes-on" or not (taken or learner):
        return None
    code = "practice-wrong-follow-taken" if taken else "practice-wrong-follow-learner"
    return {"taken": taken, "message": text(code), "clauses": ["PLAY-6"]}


def teaching(p: Practice, before: Observation | None, verdict: Any) -> dict[str, Any]:
    """What an attempt teaches besides the judge's verdict, from ``before``, what the reader's
    seat saw when it decided: for a legal decision against a habit of chapter 13, ``doubt``
    (its clause); for a refused one, ``advice``, what the strong bot would have done and why."""
    if before is None or p.seat is None:
        return {}
    if verdict.legal:
        action = p.decisions[-1] if p.decisions else None
        found = doubt(before, action) if action is not None else None
        return {"doubt": found} if found else {}
    advice = bot_hint(before)
    return {"advice": advice} if advice else {}


@_guard
def hint(data: str = "") -> dict[str, Any]:
    """The hints now (:func:`gouji_sim.view.hints_view.hints`), and with ``{"cards": …}`` the
    judge's ruling on the reader's selection (:func:`~gouji_sim.view.hints_view.selection_hint`)."""
    req = _request(data)
    p = _session()
    out = hints(p)
    cards = req.get("cards")
    if isinstance(cards, str) and p.waiting and p.seat is not None:
        out["selection"] = selection_hint(p, cards[:200])
    return {"ok": True, "hints": out}


@_guard
def undo(data: str = "") -> dict[str, Any]:
    """Take back the reader's last decision."""
    p = _session()
    done = p.undo()
    return {"ok": True, "undone": done, "view": session_view(p)}


@_guard
def table_at(data: str) -> dict[str, Any]:
    """The table after narration event ``{"event": k}`` (watch mode steps through them), as
    the reader sees it: until the hand is over, the other seats' hands are hidden (their card
    counts stay); a watched hand, with no reader seat, shows every hand."""
    req = _request(data)
    p = _session()
    k = req.get("event")
    if type(k) is not int or not 0 <= k < len(p.events):
        raise GoujiError.from_catalogue("practice-no-such-event", value=str(k)[:MAX_NAME])
    sit = p.events[k].situation
    assert sit is not None
    return {"ok": True, "table": shown_table(sit, None if p.over else p.seat).to_json()}


@_guard
def record(data: str = "") -> dict[str, Any]:
    """The finished hand's record as the text ``gouji simulate --out`` writes."""
    p = _session()
    rec = p.record_text()
    if rec is None:
        raise GoujiError.from_catalogue("practice-not-over")
    return {"ok": True, "record": rec, "name": f"gouji-practice-{p.seed}.json"}


@_guard
def review(data: str = "") -> dict[str, Any]:
    """The coach's review of the finished hand from the reader's seat
    (:meth:`~gouji_sim.practice.session.Practice.review`: the strong bot plays the playouts,
    :data:`~gouji_sim.practice.session.REVIEW_SAMPLES` per choice), as its view
    (:class:`~gouji_sim.view.review_view.ReviewView`: the summary and each mark's line and reason in
    both languages): ``{"ok", "review", "ms"}``; a hand not over, or watched, is refused.

    ``headline`` says whether the hand was played well (no mark) or how many marks follow.

    >>> _ = new('{"seed": 5, "seat": 1}')
    >>> json.loads(review(""))["error"]["code"]
    'practice-coach-not-over'
    """
    p = _session()
    if p.seat is None:
        raise GoujiError.from_catalogue("practice-coach-watch")
    t0 = time.perf_counter()
    found = p.review()
    if found is None:
        raise GoujiError.from_catalogue("practice-coach-not-over")
    view = review_view(found)
    headline = text("practice-coach-marked", n=len(view.marks)) if view.marks else text("practice-coach-good")
    out = view.to_dict()
    for mark, found_mark in zip(out["marks"], found.marks):
        # numbered as the narration is (its line of the decision), with the table as it was
        event = p.event_of.get(found_mark.index)
        mark["step"] = None if event is None else event + 1
        mark["step_words"] = None if event is None else text("practice-review-step", n=event + 1)
        if event is not None:          # the line names the narration's step, not the deal's trick
            code = "review-mark-step-wrong" if found_mark.reason == "wrong-follow" else "review-mark-step"
            mark.update(worded(code, step=event + 1, turn=found_mark.turn, taken=action_words(found_mark.taken, found_mark.phase),
                               better=action_words(found_mark.better, found_mark.phase), loss=f"{found_mark.loss:.1f}"))
        mark["table"] = None if found_mark.before is None else shown_table(found_mark.before, p.seat).to_json()
    out["table_words"] = text("practice-review-table")
    return {"ok": True, "review": out, "headline": headline,
            "ms": round((time.perf_counter() - t0) * 1000, 1)}


#: The longest slice of weighing one ``coach`` call does, in milliseconds (a reader's move
#: waits at most for one slice: the page asks for the next only when the last has answered).
COACH_MS = (1, 250)


@_guard
def coach(data: str = "") -> dict[str, Any]:
    """Weigh the reader's decisions so far for the review, in the background while the hand is
    played (:meth:`~gouji_sim.practice.session.Practice.coach_ahead`), for ``{"ms": N}``
    milliseconds at most (:data:`COACH_MS`; a few bots' moves at least): ``{"ok", "left"}``, the
    decisions left to weigh. "Review this hand" then has little left to do.

    >>> _ = new('{"seed": 5, "seat": 1}')
    >>> json.loads(coach('{"ms": 20}'))
    {'ok': True, 'left': 0}
    """
    ms = _request(data).get("ms", 50)
    ms = ms if type(ms) in (int, float) and COACH_MS[0] <= ms <= COACH_MS[1] else 50
    return {"ok": True, "left": _session().coach_ahead(ms / 1000)}


@_guard
def bench(data: str = "") -> dict[str, Any]:
    """Time one bot decision at a time on a hand's table (each bot's ``act`` and the judge's
    ruling on it), for the page's benchmark: ``{"ms": [...]}`` over ``{"n": N, "seed": S,
    "bots": NAME}`` (every seat the bot ``NAME``, default ``heuristic``)."""
    req = _request(data)
    n = req.get("n", 30)
    if type(n) is not int or not 1 <= n <= 500:
        n = 30
    name = req.get("bots", "heuristic")
    if name not in BOTS:
        raise GoujiError.from_catalogue("sim-unknown-bot", value=str(name)[:MAX_NAME], allowed=", ".join(BOTS))
    p = Practice(_seed(req), None, preset="outline")
    import random
    from ..game.match import play_hand
    times: list[float] = []
    bots = make_bots([name])

    def timed(state: Any, bots_: Any, rng: random.Random) -> None:
        while not state.is_over() and len(times) < n:
            t0 = time.perf_counter()
            seat = state.current_player()
            state.apply(bots[seat - 1].act(observe_turn(state), rng))
            times.append((time.perf_counter() - t0) * 1000)
        while not state.is_over():
            state.push(bots[state.current_player() - 1].act(observe_turn(state), rng))

    play_hand(p.rules, bots, p.hand_seed, runner=timed, record=False)
    return {"ok": True, "ms": [round(t, 3) for t in times]}


# --- drills ---

@_guard
def drills(data: str) -> dict[str, Any]:
    """A drill set: ``{"seed", "preset", "topics", "n"}`` → its questions (no answers)."""
    req = _request(data)
    if "review" in req:            # the reader's misses, kept by the page
        items = req["review"]
        ds = DrillSet.review(items)
        origins = [{k: it.get(k) for k in ("seed", "preset", "topics", "index")} for it in items]
    else:
        preset, switches = _rules_of(req)
        topics = req.get("topics") or list(TOPICS)
        if isinstance(topics, str):
            topics = [t for t in topics.split(",") if t]
        n = req.get("n", 10)
        ds = DrillSet(_seed(req), preset=preset, switches=switches, topics=topics, n=n)
        origins = [{"seed": ds.seed, "preset": ds.preset, "topics": ",".join(ds.topics), "index": q.index}
                   for q in ds.questions]
    _CURRENT["drills"] = ds
    return {"ok": True, "drills": {**ds.to_json(), "review": "review" in req,
                                   "questions": [{**question_json(q), "origin": o}
                                                 for q, o in zip(ds.questions, origins)]}}


@_guard
def answer(data: str) -> dict[str, Any]:
    """The reader's answer to drill question ``{"question": k, "answer": …}``: right or wrong,
    with the judge's verdict and explanation."""
    req = _request(data)
    ds = _CURRENT.get("drills")
    if ds is None:
        raise GoujiError.from_catalogue("practice-no-drills")
    return {"ok": True, **answer_json(ds, req.get("question"), req.get("answer"))}


def page_data(lang: str) -> dict[str, Any]:
    """What the practice page shows that is not a hand, in ``lang``: its labels (the
    catalogue's ``practice-`` entries and the game phases), presets, drill topics and the
    lessons it links to, and the bots to pick from.

    >>> [x["name"] for x in page_data("en")["lessons"]][0]
    'lead-follow'
    """
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}")
    i = LANGS.index(lang)
    return {
        "lang": lang,
        "strings": {k: v[i] for k, v in CATALOGUE.items() if k.startswith(("practice-", "game-phase-"))},
        "presets": list(PRESETS),
        "bots": list(BOTS),             # the levels to pick, weakest first
        "topics": list(TOPICS),
        # the lessons the page links to: each one's name and, in the page's language, its link
        "lessons": [{"name": x["name"], "link": x["link"][lang]} for x in lesson_links()],
    }


__all__ = ["act", "answer", "bench", "coach", "drills", "hint", "lesson", "new", "page_data", "record", "review", "session_view",
           "shown_table", "table_at", "undo"]
