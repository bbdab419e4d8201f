"""Fuzzing: mutated case files through the Python API and ``gouji judge``, mutated
game records through replay. Every input must end in a ruling (exit 0) or a clear error
(exit 2) in both languages naming the field, never a traceback.

The seeds are the casebook (``cases/``), the invalid cases of ``tests/data/bad_cases`` and a
few records played here; hypothesis mutates them (values, keys, structure, then the bytes:
truncation, byte-order marks, UTF-16, duplicate keys, stray bytes, huge numbers).

How many examples: :data:`EXAMPLES` (about 600 in all for ``make test``, about a minute);
``make fuzz`` raises them through ``FUZZ_SCALE`` and writes the counts per outcome and the
slowest input of each kind to ``FUZZ_REPORT`` (no time is asserted: the machine is shared,
so the figures are recorded, not tested).
"""

from __future__ import annotations

import atexit
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gouji_sim import (Burn, Hand, LegalPlays, Pass, Play, PlayAction, Rank, Rules, Situation, beating_plays, beats,
                       explain, hand_plays, is_dead, is_gouji, judge, judge_burn, judge_cards, opposite, plan_burn)
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.case import Case
from gouji_sim.cli.replay_command import check_file
from gouji_sim.core.errors import CaseError, GoujiError
from gouji_sim.game.hand_case import case_from_json
from gouji_sim.game.match import play_hand, play_match
from gouji_sim.game.record import RecordError, dumps, loads, replay
from gouji_sim.game.state import GameState
from gouji_sim.view.lab import ruling
from gouji_sim.core.messages import _UNSAFE as UNSAFE

#: thousands of generated inputs, many through a `gouji` process each: `make test` and
#: `make fuzz` run them, `make check` leaves them out
pytestmark = pytest.mark.deep

ROOT = Path(__file__).resolve().parent.parent
SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
EXAMPLES = {"api": int(420 * SCALE), "cli": int(25 * SCALE), "replay": int(160 * SCALE)}
"""Examples per test; 605 in all by default (a ``gouji judge`` process costs ~40 API inputs)."""

OUTCOMES: Counter[str] = Counter()
SLOWEST: dict[str, float] = {}
SLOWEST_INPUT: dict[str, str] = {}


def _report() -> None:
    path = os.environ.get("FUZZ_REPORT")
    if not OUTCOMES:
        return
    summary = {"scale": SCALE, "examples": EXAMPLES, "outcomes": dict(sorted(OUTCOMES.items())),
               "slowest_seconds": {k: round(v, 3) for k, v in SLOWEST.items()},
               "slowest_input": SLOWEST_INPUT}
    if path:
        Path(path).write_text(json.dumps(summary, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    slowest = ", ".join(f"{k} {v:.3f} s" for k, v in sorted(SLOWEST.items()))
    sys.stderr.write(f"\nfuzz: {sum(OUTCOMES.values())} inputs answered; slowest input: {slowest}\n")


atexit.register(_report)


def timed(kind: str, call: Callable[[], Any], given: bytes = b"") -> Any:
    """``call()``, noting the slowest of each ``kind`` (each input should take well under a
    second) and the start of that input, for the report."""
    t0 = time.perf_counter()
    try:
        return call()
    finally:
        took = time.perf_counter() - t0
        if took > SLOWEST.get(kind, 0.0):
            SLOWEST[kind] = took
            SLOWEST_INPUT[kind] = f"{len(given)} bytes: {given[:160]!r}"


def fuzz_settings(kind: str) -> Any:
    return settings(max_examples=EXAMPLES[kind], deadline=None, derandomize=SCALE == 1, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])


# --- seeds ---

CASE_SEEDS = sorted((ROOT / "cases").rglob("*.json")) + sorted((ROOT / "tests/data/bad_cases").glob("*.json"))
CASE_TEXTS = [p.read_bytes() for p in CASE_SEEDS]


def _records() -> list[bytes]:
    out = [dumps(play_hand(Rules(), make_bots(["heuristic", "random"]), 12345).record or {})]
    rules = Rules.from_spec("outline", {"tribute": True, "points": True, "burn_tribute": True})
    out += [dumps(h.record or {}) for h in play_match(rules, make_bots(["random"]), 9, 2)]
    return [t.encode("utf-8") for t in out]


RECORD_TEXTS = _records()

# --- mutations ---

TOKENS = ["3", "4", "5", "8", "9", "10", "J", "Q", "K", "A", "2", "小王", "大王", "♠3", "Z", "", "1"]
SEAT_LIKE = [0, -1, 1, 2, 3, 4, 5, 6, 7, 1.0, True, None, "1", "²", "٢"]
KEYS = ["seat", "play", "pass", "yield", "burn", "after_set", "hands", "counts", "trick", "action",
        "responses", "finished", "rules", "preset", "switches", "expect", "legal", "version", "format",
        "deal", "first", "actions", "places", "scores", "plan", "meld", "revolution",
        "1", "2", "6", "7", "0", "²", "①", "₂", "٢", "２"]
cards = st.lists(st.sampled_from(TOKENS), max_size=14).map(" ".join)
leaf = st.one_of(
    st.sampled_from(SEAT_LIKE), st.integers(-3, 300), cards,
    st.sampled_from([2 ** 64, -2 ** 63, 1e308, 0.5, "", "\ud800", "大王 大王 大王 大王 大王", "10 10 10 10 10",
                     "J J J J J", "<script>x</script>", "outline", "laotou", "anyone", "deck", 240, 192]),
    st.text(max_size=10),
)
value = st.recursive(leaf, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                   st.dictionaries(st.sampled_from(KEYS), inner, max_size=4)),
                     max_leaves=8)


def _slots(node: Any, out: list[tuple[Any, Any]]) -> None:
    """Every (container, key) in ``node``, parents before children."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in list(items):
        out.append((node, k))
        _slots(v, out)


@st.composite
def mutated_json(draw: Any, seeds: list[bytes]) -> bytes:
    """A seed's JSON with a few values, keys or parts changed, then perhaps its bytes."""
    text = draw(st.sampled_from(seeds))
    try:
        holder = [json.loads(text)]
    except ValueError:
        holder = [text.decode("utf-8", "replace")]
    for _ in range(draw(st.integers(0, 4))):
        slots: list[tuple[Any, Any]] = []
        _slots(holder, slots)
        parent, key = draw(st.sampled_from(slots))
        op = draw(st.sampled_from(["replace", "replace", "delete", "rename", "wrap", "copy", "swap", "swap"]))
        if op == "replace":
            parent[key] = draw(value)
        elif op == "delete" and isinstance(parent, dict):
            del parent[key]
        elif op == "delete" and parent is not holder:
            parent.pop(key)
        elif op == "rename" and isinstance(parent, dict):
            parent[draw(st.sampled_from(KEYS))] = parent.pop(key)
        elif op == "wrap":
            parent[key] = [parent[key]]
        elif op == "copy" and isinstance(parent, list) and parent is not holder:
            parent.append(parent[key])
        elif op == "swap" and isinstance(parent, list) and len(parent) > 1:   # e.g. two actions
            other = draw(st.integers(0, len(parent) - 1))
            parent[key], parent[other] = parent[other], parent[key]
    data = json.dumps(holder[0], ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")
    return draw(_bytes_mutation(data))


@st.composite
def _bytes_mutation(draw: Any, data: bytes) -> bytes:
    kind = draw(st.sampled_from(["none"] * 6 + ["truncate", "bom", "utf16", "duplicate", "byte", "number",
                                                "deep"]))
    if kind == "truncate":
        return data[:draw(st.integers(0, max(len(data) - 1, 0)))]
    if kind == "bom":
        return b"\xef\xbb\xbf" + data
    if kind == "utf16":
        return data.decode("utf-8", "replace").encode("utf-16")
    if kind == "duplicate" and data.startswith(b"{") and len(data) > 2:
        return b'{"action": {"seat": 1, "pass": true}, "seed": 1,' + data[1:]
    if kind == "byte":
        at = draw(st.integers(0, len(data)))
        return data[:at] + bytes([draw(st.integers(0, 255))]) + data[at:]
    if kind == "number":
        at = data.find(b":")
        return data if at < 0 else data[:at + 1] + b"9" * draw(st.sampled_from([19, 101, 5000])) + b"," + data[at + 1:]
    if kind == "deep":
        n = draw(st.sampled_from([50, 1000, 100_000]))
        return b'{"action": ' + b"[" * n + b"]" * n + b"}"
    return data


# --- checks of one answer ---

MESSAGE_LIMIT = 2500
"""The longest message any input may draw: values are quoted cut (messages.QUOTE_LIMIT), a
record's mismatch at its first differing action (a 27 KB record once gave a 45 KB message)."""


def _cjk(s: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in s)


def check_error(err: GoujiError, field: str = "") -> None:
    """A refusal: Chinese and English, different, and the field named in both when there is one."""
    assert err.zh and err.en and err.zh != err.en
    assert _cjk(err.zh) and any(c.isascii() and c.isalpha() for c in err.en)
    assert len(err.zh) < MESSAGE_LIMIT and len(err.en) < MESSAGE_LIMIT, len(err.en)   # issue 47, class 7
    if field and field != "record":      # "record": the whole file ("A record must be …")
        assert field in err.zh and field in err.en, (field, err.zh, err.en)


def case_outcome(text: bytes) -> tuple[str, Any]:
    """The Python API's answer to a case file: ("legal"|"illegal"|"exit-2", detail)."""
    try:
        case = case_from_json(text)     # a trick's case or a whole hand's: the one reader
    except CaseError as err:
        check_error(err, err.field)
        return "exit-2", err
    verdict = case.judge()
    case.check(verdict)
    d = verdict.to_dict()
    assert set(d["message"]) == {"zh", "en"} and _cjk(d["message"]["zh"])
    return ("legal" if verdict.legal else "illegal"), d


@fuzz_settings("api")
@given(mutated_json(CASE_TEXTS))
def test_mutated_cases_through_the_python_api(text):
    kind, detail = timed("api", lambda: case_outcome(text), text)
    OUTCOMES[f"api {kind}" + (f" {detail.code}" if kind == "exit-2" else
                              f" {detail['reason'] or detail['burn'] or ''}".rstrip())] += 1
    if _utf8(text):                      # the Rule Lab's path: judge, compare, table
        lab = timed("lab", lambda: ruling(text.decode("utf-8")), text)
        # a case that only lacks its action, or the cards of a play not typed yet, is drawn
        # waiting by the Lab (an empty table is no error), where the command line refuses it
        waiting = lab.get("waiting") is not None
        assert lab["ok"] == (kind != "exit-2" or waiting), lab
        if waiting:
            assert kind == "exit-2" and detail.code in ("case-missing", "case-empty-play"), (detail.code, lab)
            assert lab["verdict"] is None
        assert lab["ok"] or lab["error"]["code"] != "lab-internal", lab


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@fuzz_settings("cli")
@given(text=mutated_json(CASE_TEXTS))
def test_mutated_cases_through_gouji_judge(workdir, text):
    path = workdir / "case.json"
    path.write_bytes(text)
    done = timed("cli", lambda: subprocess.run([sys.executable, "-m", "gouji_sim", "judge", str(path), "--json"],
                                               capture_output=True, timeout=60,
                                               env={**os.environ, "PYTHONIOENCODING": "utf-8"}), text)
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert "Traceback" not in out + err
    kind, detail = case_outcome(text)
    OUTCOMES[f"cli {kind}"] += 1
    if kind == "exit-2":
        assert done.returncode == 2, (done.returncode, out, err)
        assert err == f"gouji: {detail.zh}\ngouji: {detail.en}\n".encode("utf-8", "backslashreplace").decode("utf-8")
    else:
        assert done.returncode == 0, (done.returncode, err)
        assert json.loads(out) == json.loads(json.dumps(detail, ensure_ascii=False))


@fuzz_settings("replay")
@given(text=mutated_json(RECORD_TEXTS))
def test_mutated_records_through_replay(workdir, text):
    path = workdir / f"record-{random.random()}.json"
    path.write_bytes(text)
    try:
        code, report = timed("replay", lambda: check_file(path), text)
    finally:
        path.unlink()
    assert code in (0, 1, 2)
    assert _cjk(report["zh"]) and report["en"] and report["zh"] != report["en"]
    # a mismatch names the first differing action; no value is echoed whole (issue 47, class 7)
    assert len(report["zh"]) < MESSAGE_LIMIT and len(report["en"]) < MESSAGE_LIMIT, report["en"][:200]
    OUTCOMES[f"replay exit-{code}"] += 1
    if code == 1:
        assert report["where"] in report["zh"] and report["where"] in report["en"]
    if code == 2:
        try:
            replay(loads(text))
        except RecordError as err:
            check_error(err, err.field)
        except GoujiError as err:
            check_error(err)
        else:
            raise AssertionError("exit 2 without a RecordError")


# --- the Python API's set-up: Situation.build checks what the case reader checks ---

seat_keys = st.one_of(st.integers(0, 7), st.sampled_from([1.0, True, "1", None]))
part_value = st.one_of(value, st.floats(allow_nan=True), st.tuples(st.integers(0, 7)), st.sets(st.integers(1, 6)),
                       st.sampled_from([10**9, -1, 38, 39, b"3", Hand.parse("3 3"), Hand.parse("大王 " * 5)]))


@st.composite
def seat_map(draw: Any, likely: Any) -> Any:
    """Mostly a mapping from seats (at times seat-like keys) to ``likely`` values (at times
    anything); now and then not a mapping at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.one_of(st.none(), st.lists(part_value, max_size=3), part_value))
    keys = st.one_of(st.integers(1, 6), st.integers(1, 6), seat_keys)
    return draw(st.dictionaries(keys, st.one_of(likely, likely, likely, part_value), max_size=4))


@st.composite
def seat_list(draw: Any) -> Any:
    """Mostly a short list of seats; now and then anything."""
    if draw(st.integers(0, 9)) == 0:
        return draw(part_value)
    return draw(st.lists(st.one_of(st.integers(1, 6), st.integers(1, 6), seat_keys), max_size=3))


@fuzz_settings("api")
@given(hands=seat_map(cards), counts=seat_map(st.integers(-2, 40)), finished=seat_list(), out=seat_list())
def test_situation_build_answers_any_parts_with_a_situation_or_a_field(hands, counts, finished, out):
    try:
        s = Situation.build(hands=hands, counts=counts, finished=finished, out=out)
    except CaseError as err:
        check_error(err, err.field)
        OUTCOMES[f"build {err.code}"] += 1
    except GoujiError as err:           # a seat (TABLE-1): the message names where
        check_error(err)
        OUTCOMES[f"build {err.code}"] += 1
    else:
        assert all(s.card_count(seat) is None or 0 <= s.card_count(seat) <= 38 for seat in range(1, 7))
        assert len(set(s.finished)) == len(s.finished)
        OUTCOMES["build ok"] += 1


json_map = st.dictionaries(st.sampled_from(["1", "2", "3", "6"]), value, max_size=3)


@fuzz_settings("api")
@given(hands=json_map, counts=json_map, finished=st.lists(st.sampled_from(SEAT_LIKE), max_size=4))
def test_the_case_reader_and_the_api_refuse_the_same_parts_alike(hands, counts, finished):
    """One home for each check: what a case file holds, given to Situation.build, is refused
    with the same code (the field named ``hands[2]`` there, ``hands.2`` in the file)."""
    try:
        Case.from_dict({"hands": hands, "counts": counts, "finished": finished, "action": {"seat": 1, "pass": True}})
        case_code = None
    except GoujiError as err:
        case_code = err.code
    try:
        Situation.build(hands={int(k): v for k, v in hands.items()},
                        counts={int(k): v for k, v in counts.items()}, finished=finished)
        api_code = None
    except GoujiError as err:
        api_code = err.code
    assert case_code == api_code


unsafe_text = st.lists(st.sampled_from(TOKENS[:13] + [" ", "\u202e", "\u2066", "\u2069", "\x00", "\x1b", "\x9b",
                                                     "\x7f", "Z"]), min_size=1, max_size=12).map("".join)


@fuzz_settings("api")
@given(cards=unsafe_text, where=st.sampled_from(["hands", "trick", "action"]))
def test_no_message_shows_a_control_or_bidi_character(cards, where):
    data: dict[str, Any] = {"action": {"seat": 1, "pass": True}}
    if where == "hands":
        data["hands"] = {"1": cards}
    elif where == "trick":
        data["trick"] = [{"seat": 2, "play": cards}]
    else:
        data["action"] = {"seat": 1, "play": cards}
    try:
        verdict = Case.from_dict(data).judge()
        messages = list(verdict.message.values())
    except GoujiError as err:
        messages = [err.zh, err.en]
    for message in messages:
        assert not UNSAFE.search(message), message


# --- the Python API called wrongly: only its documented errors come out ---

_RULES = Rules()
_HANDS = {seat: Hand.parse("3 3 4 5 9 9 9 9 9 J Q K A 2 大王") for seat in range(1, 7)}
_TRICK = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
wrong = st.one_of(
    st.none(), st.booleans(), st.integers(-10, 10), st.integers(), st.sampled_from([10**5000, -(10**400), 2**64]),
    st.floats(allow_nan=True), st.text(max_size=6), st.binary(max_size=4),
    st.lists(st.integers(-2, 20), max_size=3), st.tuples(st.integers(1, 6)),
    st.dictionaries(st.one_of(st.integers(-3, 30), st.text(max_size=2)), st.integers(-300, 300), max_size=3),
    st.sampled_from([Play.parse("3"), Play.parse("10 10 10 10 10"), Hand.parse("3 3"), _RULES, _TRICK, Pass(1),
                     Hand.parse("J J J J J 大王 8 8 9 9 9"), Hand.from_counts({Rank.THREE: 300}), object()]))

#: Each public entry point, called with two arguments from ``wrong`` in its arguments' places.
API_CALLS: dict[str, Callable[[Any, Any], Any]] = {
    "opposite": lambda a, b: opposite(a),
    "Situation.may_beat": lambda a, b: _TRICK.may_beat(a),
    "Situation.build": lambda a, b: Situation.build(a, hands=b),
    "judge": lambda a, b: judge(a, b),
    "judge(Pass)": lambda a, b: judge(_TRICK, Pass(a)),
    "judge(PlayAction)": lambda a, b: judge(_TRICK, PlayAction(a, b)),
    "judge(Burn)": lambda a, b: judge(_TRICK, Burn(a, b)),
    "judge_burn": lambda a, b: judge_burn(a, b),
    "judge_cards": lambda a, b: judge_cards(_TRICK, a, b),
    "beats": lambda a, b: beats(a, b, _RULES),
    "explain": lambda a, b: explain(a, b, _RULES),
    "is_dead": lambda a, b: is_dead(a, b),
    "is_gouji": lambda a, b: is_gouji(a, b),
    "plan_burn": lambda a, b: plan_burn(a, b, _RULES),
    "hand_plays": lambda a, b: list(hand_plays(a, _RULES, b)),
    "beating_plays": lambda a, b: list(beating_plays(a, b, _RULES)),
    "LegalPlays": lambda a, b: list(LegalPlays(a, b, _RULES)),
    "Hand.from_counts": lambda a, b: Hand.from_counts(a),
    "Hand.parse": lambda a, b: Hand.parse(a),
    "Play.parse": lambda a, b: Play.parse(a),
    "Rules.preset": lambda a, b: Rules.preset(a),
    "GameState.new(leader)": lambda a, b: GameState.new(_RULES, _HANDS, a),
    "GameState.new(rules, hands)": lambda a, b: GameState.new(a, b, 1),
}


@fuzz_settings("api")
@given(name=st.sampled_from(sorted(API_CALLS)), a=wrong, b=wrong)
def test_the_public_api_answers_wrong_arguments_with_its_documented_errors(name, a, b):
    """A wrongly typed or out-of-range argument ends in ``TypeError`` or ``ValueError`` (the
    project's bilingual errors subclass them, naming the argument) — never an
    ``AttributeError``, ``IndexError`` or ``KeyError`` from deep inside, nor a value made up."""
    try:
        got = timed("api-args", lambda: API_CALLS[name](a, b), repr((name, a, b))[:300].encode())
    except GoujiError as err:
        check_error(err)
        OUTCOMES[f"api-args {err.code}"] += 1
    except (TypeError, ValueError) as err:
        OUTCOMES[f"api-args {type(err).__name__}"] += 1
    else:
        if name == "opposite":
            assert got in range(1, 7) and a in range(1, 7) and type(a) is int
        if name == "Hand.from_counts":
            assert all(type(k) is int and k >= 0 for k in a.values()) and len(got) == sum(a.values())
        OUTCOMES["api-args answered"] += 1


def test_the_fuzz_report_is_written(tmp_path, monkeypatch):
    """The report ``make fuzz`` prints: counts per outcome and the slowest input of each kind."""
    monkeypatch.setenv("FUZZ_REPORT", str(tmp_path / "r.json"))
    monkeypatch.setitem(OUTCOMES, "api legal", OUTCOMES["api legal"] + 1)
    _report()
    data = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert data["outcomes"]["api legal"] >= 1 and set(data["examples"]) == {"api", "cli", "replay"}
