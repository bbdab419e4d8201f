"""Game records (``../shared/spec/RECORDS.md``): writing one, reading one, replaying one.

A record is one hand as JSON, like PGN for chess. Besides the fields of RECORDS.md it carries
``version`` (the engine's behaviour version), ``bots``, ``match`` (which hand of a match, and
for a later hand the last hand's ``places`` and debts, from which its tribute follows),
``redeals`` (each abandoned deal of this hand with the actions that abandoned it) and ``debts``
(the tribute this hand leaves owing: burns and points).

How a record reads (decisions of the simulator, see :mod:`gouji_sim.game.state`):

* ``hands`` are the hands after tribute and before the start decisions; a meld
  (``{"seat", "meld": "3 4"}``) and a revolution (``{"seat", "revolution": true}``) are
  actions, so that replaying from ``hands`` re-judges them.
* A burn is its sets as plays marked ``"burn": true``; the first set also carries ``"plan"``,
  the whole declared sequence (the judge rules on a burn as a whole, BURN-3). A burn that
  failed is ``{"seat", "burn": [sets]}`` (the case-file form).
* The decisions rules v2 adds before the first lead (:mod:`gouji_sim.game.prelude`) are
  actions too: a bet ``{"seat", "bet": "blind"}`` (预点) or ``{"seat", "bet": "open"}``
  (明点), TRIB-4/LOCAL-4; a purchase of a 3 under 冲三 ``{"seat", "buy": "3", "from":
  seller, "pay": card}``, LOCAL-1. Replay re-judges them: a purchase must be exactly the one
  the rules name, and a record that leaves one out is illegal at the next action.
* Declining an optional decision (a burn, an answer, a revolution, a bet) is not written:
  replaying declines every pending decision that the next recorded action does not take.

:func:`replay` re-applies every action through the judge (via the checked
:meth:`GameState.apply`) and lists what does not match; a record that is not one at all
raises :class:`RecordError`.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field, replace
from typing import Any, Iterator, Mapping, Sequence

from ..actions import Burn, Pass, PlayAction, Yield
from ..cards import Card, Hand, Rank, deck_counts
from ..errors import GoujiError, IllegalActionError
from ..inputs import InputError, strict_json
from ..play import Play
from ..situation import Situation
from ..verdict import Verdict
from ..rules import BEHAVIOUR_VERSION, PRESETS, Rules
from ..table import SEATS
from .actions import BET_KINDS, Bet, Buy, Decline, GameAction, Meld, Revolution
from .deal import Deal, deal, deal_text, first_leader, hands_of, parse_deal
from .state import ANSWER, BET, BLIND, BURN, BUY, MELD, OVER, PLAY, START, GameState
from .tribute import Move, apply_moves, tribute_moves

FORMAT = "gouji-record/1"
MAX_RECORD_BYTES = 4 * 1024 * 1024


class RecordError(GoujiError):
    """A file that is not a valid game record; ``field`` names where."""

    def __init__(self, code: str, zh: str, en: str, field: str = "") -> None:
        super().__init__(code, zh, en)
        self.field = field

    @classmethod
    def bad(cls, field: str, code: str = "record-bad-field", **params: object) -> "RecordError":
        from ..messages import text
        msg = text(code, field=field, **params)
        return cls(code, msg["zh"], msg["en"], field)


# --- writing ---

def rules_spec(rules: Rules, preset: str | None = None) -> dict[str, Any]:
    """The record's ``rules``: a preset and the switches that differ from it."""
    name = preset if preset in PRESETS else (rules.preset_name() or "outline")
    return {"preset": name, "switches": rules.changed(Rules.preset(name))}


def make_record(rules: Rules, seed: int, dealt: Deal, moves: Sequence[Move], held: Deal, first: int,
                state: GameState, redeals: Sequence[Mapping[str, Any]] = (), *, hand: int = 1,
                previous: Any = None, bots: Sequence[str] = (), preset: str | None = None) -> dict[str, Any]:
    """The record of a finished hand (RECORDS.md, plus the fields named in this module's doc)."""
    places = state.places()
    sc = state.score()
    assert places is not None and sc is not None and state.log is not None
    match: dict[str, Any] = {"hand": hand}
    if previous is not None:
        match["previous"] = {"places": list(previous.places),
                             "burn_debts": [list(d) for d in previous.burn_debts],
                             "point_debts": [list(d) for d in previous.point_debts]}
    return {
        "format": FORMAT,
        "version": BEHAVIOUR_VERSION,
        "rules": rules_spec(rules, preset),
        "seed": seed,
        "match": match,
        "bots": list(bots),
        "redeals": [dict(r) for r in redeals],
        "deal": deal_text(dealt),
        "tribute": [m.to_dict() for m in moves],
        "hands": deal_text(held),
        "first": first,
        "actions": list(state.log),
        "places": list(places),
        "scores": {str(s): v for s, v in sc.seats.items()},
        "team_scores": dict(sc.teams),
        "debts": {"burn": [list(d) for d in state.burn_debts],
                  "points": [list(d) for d in state.point_debts]},
    }


def dumps(record: Mapping[str, Any]) -> str:
    """A record as JSON text: one action a line, so that a diff shows the action that changed."""
    head = {k: v for k, v in record.items() if k != "actions"}
    lines = ",\n".join("    " + json.dumps(a, ensure_ascii=False) for a in record.get("actions", []))
    body = json.dumps(head, ensure_ascii=False, indent=1)
    return body[:-2] + ',\n "actions": [\n' + lines + "\n ]\n}\n"


# --- reading ---

def loads(text: str | bytes) -> dict[str, Any]:
    """Parse a record's JSON text (:class:`RecordError` when it is not JSON or too large)."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError.bad("", "record-too-large", limit=MAX_RECORD_BYTES)
    try:
        data = strict_json(text)              # one policy for cases and records (UTF-8, no BOM)
    except InputError as err:
        raise RecordError(err.code, err.zh, err.en, "") from None
    if not isinstance(data, dict):
        raise RecordError.bad("record", "record-not-object")
    return data


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str = "") -> Any:
    name = f"{where}{key}"
    if key not in data:
        raise RecordError.bad(name, "record-missing")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError.bad(name, "record-bad-type")
    return value


def _seat(value: Any, name: str) -> int:
    if type(value) is not int or value not in SEATS:
        raise RecordError.bad(name, "record-bad-seat", value=json.dumps(value, ensure_ascii=False)[:40])
    return value


def _cards(value: Any, name: str) -> list[Card]:
    if not isinstance(value, str):
        raise RecordError.bad(name, "record-bad-type")
    try:
        return Card.parse_all(value)
    except GoujiError as err:
        raise RecordError(err.code, f"{name}：{err.zh}", f"{name}: {err.en}", name) from None


def _deal(value: Any, name: str) -> Deal:
    if not isinstance(value, dict) or sorted(value) != [str(s) for s in SEATS]:
        raise RecordError.bad(name, "record-bad-deal")
    return {s: _cards(value[str(s)], f"{name}.{s}") for s in SEATS}


def _play(value: Any, name: str) -> Play:
    try:
        if not isinstance(value, str):
            raise RecordError.bad(name, "record-bad-type")
        return Play.from_hand(Hand.from_cards(Card.parse_all(value)))
    except RecordError:
        raise
    except GoujiError as err:
        raise RecordError(err.code, f"{name}：{err.zh}", f"{name}: {err.en}", name) from None


@dataclass
class Entry:
    """One recorded action, checked for form: ``kind`` is play, pass, yield, burn-failed,
    revolution, redeal, meld, bet or buy; ``plan`` the declared sets of a burn's first set;
    ``other`` a bet's kind or a purchase's seller and payment."""

    seat: int
    kind: str
    play: Play | None = None
    burn: bool = False
    plan: tuple[Play, ...] = ()
    ranks: tuple[int, ...] = ()
    other: Bet | Buy | None = None


def _entry(e: Any, name: str) -> Entry:
    if not isinstance(e, dict):
        raise RecordError.bad(name, "record-bad-type")
    seat = _seat(e.get("seat"), f"{name}.seat")
    kinds = [k for k in ("play", "pass", "yield", "burn", "revolution", "redeal", "meld", "bet", "buy") if k in e]
    if "play" in e:
        play = _play(e["play"], f"{name}.play")
        plan = tuple(_play(p, f"{name}.plan[{i}]") for i, p in enumerate(_list(e.get("plan", []), f"{name}.plan")))
        if e.get("burn", False) not in (True, False) or (plan and e.get("burn") is not True):
            raise RecordError.bad(f"{name}.burn", "record-bad-type")
        return Entry(seat, "play", play, e.get("burn") is True, plan)
    if len(kinds) != 1:
        raise RecordError.bad(name, "record-bad-action")
    kind = kinds[0]
    if kind == "burn":
        sets = tuple(_play(p, f"{name}.burn[{i}]") for i, p in enumerate(_list(e["burn"], f"{name}.burn")))
        if not sets:
            raise RecordError.bad(f"{name}.burn", "record-bad-action")
        return Entry(seat, "burn-failed", plan=sets)
    if kind == "meld":
        text = e["meld"]
        ranks = tuple(int(t) for t in text.split()) if isinstance(text, str) and all(
            t in ("3", "4") for t in text.split()) else ()
        if not ranks:
            raise RecordError.bad(f"{name}.meld", "record-bad-action")
        return Entry(seat, "meld", ranks=ranks)
    if kind == "bet":
        if e["bet"] not in BET_KINDS:
            raise RecordError.bad(f"{name}.bet", "record-bad-action")
        return Entry(seat, "bet", other=Bet(seat, e["bet"]))
    if kind == "buy":
        pay = _cards(e.get("pay"), f"{name}.pay")
        if e["buy"] != "3" or len(pay) != 1:
            raise RecordError.bad(f"{name}.buy", "record-bad-action")
        return Entry(seat, "buy", other=Buy(seat, _seat(e.get("from"), f"{name}.from"), Rank(pay[0].rank)))
    if e[kind] is not True:
        raise RecordError.bad(f"{name}.{kind}", "record-bad-type")
    return Entry(seat, kind)


def prelude_action(e: Mapping[str, Any], name: str) -> Bet | Buy | None:
    """A record's bet or purchase entry as its action, ``None`` for any other entry;
    :class:`RecordError` names a malformed one (for readers that show a record step by step).

    >>> prelude_action({"seat": 2, "bet": "open"}, "actions[0]"), prelude_action({"seat": 2, "pass": True}, "")
    (Bet(seat=2, kind='open'), None)
    """
    return _entry(e, name).other if ("bet" in e or "buy" in e) else None


def _moves(value: Any, name: str) -> list[Move]:
    out = []
    for i, m in enumerate(_list(value, name)):
        where = f"{name}[{i}]"
        if not isinstance(m, dict):
            raise RecordError.bad(where, "record-bad-type")
        out.append(Move(_seat(m.get("from"), f"{where}.from"), _seat(m.get("to"), f"{where}.to"),
                        tuple(_cards(m.get("cards"), f"{where}.cards")), str(m.get("kind", ""))))
    return out


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError.bad(name, "record-bad-type")
    return value


@dataclass
class Parsed:
    """A record read and checked for form (not yet for play)."""

    rules: Rules
    seed: int | None
    hand: int
    previous: dict[str, Any] | None
    deal: Deal
    tribute: list[Move]
    hands: Deal
    first: int
    actions: list[Entry]
    redeals: list[tuple[Deal, list[Move], list[Entry]]] = field(default_factory=list)


def _check_version(data: Mapping[str, Any]) -> None:
    """``version``, when given, is a behaviour version this engine replays (1 to
    :data:`~gouji_sim.rules.BEHAVIOUR_VERSION`); a record from a newer engine is refused."""
    if "version" not in data:
        return
    v = data["version"]
    if type(v) is not int or not 1 <= v <= BEHAVIOUR_VERSION:
        raise RecordError.bad("version", "record-bad-version", max=BEHAVIOUR_VERSION,
                              value=json.dumps(v, ensure_ascii=False)[:40])


def parse(data: Mapping[str, Any]) -> Parsed:
    """Check a record's form; :class:`RecordError` names the first bad field."""
    if data.get("format") != FORMAT:
        raise RecordError.bad("format", "record-bad-format", expected=FORMAT)
    _check_version(data)
    spec = _need(data, "rules", dict)
    preset = spec.get("preset", "outline")
    switches = spec.get("switches", {})
    if not isinstance(preset, str) or not isinstance(switches, dict):
        raise RecordError.bad("rules", "record-bad-type")
    try:
        rules = Rules.from_spec(preset, switches)
    except GoujiError as err:
        raise RecordError(err.code, f"rules：{err.zh}", f"rules: {err.en}", "rules") from None
    except TypeError:
        raise RecordError.bad("rules", "record-bad-type") from None
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int):
        raise RecordError.bad("seed", "record-bad-type")
    match = data.get("match", {"hand": 1})
    if not isinstance(match, dict) or type(match.get("hand", 1)) is not int or match.get("hand", 1) < 1:
        raise RecordError.bad("match", "record-bad-type")
    previous = match.get("previous")
    if previous is not None:
        if not isinstance(previous, dict):
            raise RecordError.bad("match.previous", "record-bad-type")
        places = _list(previous.get("places"), "match.previous.places")
        if sorted(_seat(s, "match.previous.places") for s in places) != list(SEATS):
            raise RecordError.bad("match.previous.places", "record-bad-places")
        for key in ("burn_debts", "point_debts"):
            for d in _list(previous.get(key, []), f"match.previous.{key}"):
                if not isinstance(d, list) or len(d) != 2:
                    raise RecordError.bad(f"match.previous.{key}", "record-bad-type")
                for s in d:
                    _seat(s, f"match.previous.{key}")
    dealt = _deal(_need(data, "deal", dict), "deal")
    tribute = _moves(data.get("tribute", []), "tribute")
    hands = _deal(_need(data, "hands", dict), "hands")
    first = _seat(data.get("first"), "first")
    actions = [_entry(e, f"actions[{i}]") for i, e in enumerate(_list(_need(data, "actions", list), "actions"))]
    redeals = []
    for i, r in enumerate(_list(data.get("redeals", []), "redeals")):
        if not isinstance(r, dict):
            raise RecordError.bad(f"redeals[{i}]", "record-bad-type")
        redeals.append((_deal(r.get("deal"), f"redeals[{i}].deal"),
                        _moves(r.get("tribute", []), f"redeals[{i}].tribute"),
                        [_entry(e, f"redeals[{i}].actions[{j}]")
                         for j, e in enumerate(_list(r.get("actions"), f"redeals[{i}].actions"))]))
    return Parsed(rules, seed, match.get("hand", 1), previous, dealt, tribute, hands, first, actions, redeals)


# --- replaying ---

@dataclass
class ReplayReport:
    """What replaying a record found: the places and scores it led to, and every mismatch
    (empty: the record is consistent). ``mismatches[0]`` is the first action or field that
    does not match."""

    places: tuple[int, ...] | None
    scores: dict[int, int]
    team_scores: dict[str, int]
    mismatches: list[tuple[str, dict[str, str]]]
    state: GameState | None = None

    @property
    def ok(self) -> bool:
        return not self.mismatches


def _mismatch(where: str, code: str, **params: object) -> tuple[str, dict[str, str]]:
    from ..messages import text
    return where, text(code, where=where, **params)


def _decision(entry: Entry, state: GameState) -> GameAction | None:
    """The state's decision that ``entry`` stands for, or ``None`` when the entry is a burn's
    later set (played by the state itself)."""
    seat, kind = entry.seat, entry.kind
    if kind == "play":
        assert entry.play is not None
        if entry.burn:
            return Burn(seat, entry.plan) if entry.plan else None
        return PlayAction(seat, entry.play)
    if kind == "pass":
        return Pass(seat)
    if kind == "yield":
        return Yield(seat)
    if kind == "burn-failed":
        return Burn(seat, entry.plan)
    if kind == "revolution":
        return Revolution(seat)
    if kind == "meld":
        return Meld(seat, entry.ranks)
    if entry.other is not None:
        return entry.other
    from .actions import Redeal
    return Redeal(seat)


def _takes(decision: GameAction | None, state: GameState) -> bool:
    """Whether ``decision`` answers the state's pending optional decision."""
    phase, seat = state.phase, state.current_player()
    if decision is None or decision.seat != seat:
        return False
    if phase == START:
        return not isinstance(decision, (PlayAction, Pass, Yield, Burn, Meld, Bet, Buy))
    if phase in (BLIND, BET):
        return isinstance(decision, Bet) and decision.kind == ("blind" if phase == BLIND else "open")
    if phase == BUY:
        return True            # a purchase is not optional: anything else is ruled illegal
    if phase == MELD:
        return isinstance(decision, Meld)
    if phase == BURN:
        return isinstance(decision, Burn)
    if phase == ANSWER:
        return isinstance(decision, PlayAction)
    return True


@dataclass(frozen=True)
class Step:
    """One recorded action and the table after it — what a reader pages through.

    ``where`` names the action in the record (``actions[3]``, ``redeals[0].actions[1]``);
    ``deal`` counts the deals (the abandoned ones of ``redeals`` first, the deal played last);
    ``entry`` is the action as written; ``action`` the decision it stands for (``None`` for a
    burn's later set or an answer's pass, which the game plays by itself); ``verdict`` the
    judge's ruling on that decision (a burn is ruled on whole, at its first set); ``situation``
    the table after it. A step whose verdict is illegal is the last one read.
    """

    where: str
    deal: int
    entry: Mapping[str, Any]
    action: GameAction | None
    situation: Situation
    verdict: Verdict | None

    @property
    def index(self) -> int:
        """The action's position in its list of actions, from 0."""
        return int(self.where.rsplit("[", 1)[1].rstrip("]"))


def _walk(state: GameState, entries: Sequence[Entry], raw: Sequence[Any], where: str = "actions",
          deal_no: int = 0, lenient: bool = False) -> Iterator[Step | tuple[str, dict[str, str]]]:
    """Apply recorded ``entries`` to ``state`` through the judge, one :class:`Step` per entry;
    a mismatch (``(where, message)``) ends the walk, after the illegal step if there is one.
    Declines are not written: a pending optional decision that the next entry does not take
    is declined first. ``lenient``: a burn's first set need not carry its ``plan``."""
    i = 0
    while i < len(entries):
        decision = _decision(entries[i], state)
        if state.phase == OVER:
            if decision is not None:
                yield Step(f"{where}[{i}]", deal_no, raw[i], decision, state.sit, state.judge(decision))
            yield _mismatch(f"{where}[{i}]", "record-after-end")
            return
        if state.phase != PLAY and not _takes(decision, state):
            decision = Decline(state.pending[0])
        elif decision is None:
            yield _mismatch(f"{where}[{i}]", "record-unexpected", got=json.dumps(raw[i], ensure_ascii=False))
            return
        verdict = state.judge(decision)
        if not verdict.legal and verdict.burn != "failed":
            yield Step(f"{where}[{i}]", deal_no, raw[i], decision, state.sit, verdict)
            yield _mismatch(f"{where}[{i}]", "record-illegal", zh=verdict.message["zh"], en=verdict.message["en"])
            return
        before = state.sit
        state.apply(decision)
        log = state.log or []
        for j in range(i, len(log)):
            written = {k: v for k, v in log[j].items() if k != "plan"} if lenient and "plan" not in raw[j] else log[j]
            if j >= len(raw) or written != raw[j]:
                want = json.dumps(log[j], ensure_ascii=False)
                got = json.dumps(raw[j], ensure_ascii=False) if j < len(raw) else "-"
                yield _mismatch(f"{where}[{j}]", "record-differs", want=want, got=got)
                return
            mine = j == i and not isinstance(decision, Decline)
            played = entries[j].play
            if j < len(log) - 1 and entries[j].kind == "play" and played is not None:
                # a burn played whole in one go: the table after each of its sets (BURN-3)
                before = before.after(PlayAction(entries[j].seat, played, entries[j].burn))
                sit = before
            else:
                sit = state.sit
            yield Step(f"{where}[{j}]", deal_no, raw[j], decision if mine else None, sit,
                       verdict if mine else None)
        i = len(log)


def play_entries(state: GameState, entries: Sequence[Entry], raw: Sequence[Any],
                 where: str = "actions") -> list[tuple[str, dict[str, str]]]:
    """Apply recorded ``entries`` to ``state`` through the judge; the mismatches found."""
    return [m for m in _walk(state, entries, raw, where) if not isinstance(m, Step)]


def steps(data: Mapping[str, Any]) -> Iterator[Step]:
    """The steps of a record, every action of every deal in order — the abandoned deals of
    ``redeals`` first (their melds, revolutions, bets and the redeal itself), then the deal
    played — each with the table after it and the judge's ruling (the one reader of a
    record's actions: :func:`replay`, ``gouji replay --steps`` and the replay widget page
    through it). It stops after an illegal action or at a mismatch; checking the deal, the
    tribute and the result is :func:`replay`'s job.

    A record without ``deal`` is read leniently, as the widgets and chapters write small
    ones: its ``hands`` (seats left out hold nothing) and ``actions``, the first lead by
    ``first`` or the seat of the first play. :class:`RecordError` names a malformed field.

    >>> rec = {"hands": {"1": "9 9 K", "2": "10 10 3"}, "actions": [{"seat": 1, "play": "9 9"},
    ...        {"seat": 2, "play": "10 10"}]}
    >>> for st in steps(rec):
    ...     print(st.where, st.situation.state.top_seat, st.verdict.legal)
    actions[0] 1 True
    actions[1] 2 True
    """
    return read(data)[1]


def read(data: Mapping[str, Any]) -> tuple[Situation, Iterator[Step]]:
    """The table before a record's first action, and its :func:`steps`."""
    games = _games(data)
    start = games[0][1].sit if games else Situation.build()

    def walk() -> Iterator[Step]:
        for deal_no, state, entries, raw, where, lenient in games:
            for x in _walk(state, entries, raw, where, deal_no, lenient):
                if not isinstance(x, Step):
                    return
                yield x
                if x.verdict is not None and not x.verdict.legal and x.verdict.burn != "failed":
                    return

    return start, walk()


def _games(data: Mapping[str, Any]) -> list[tuple[int, GameState, list[Entry], list[Any], str, bool]]:
    """Each deal of a record, ready to walk: (deal number, the game at its start, its entries,
    the entries as written, where they are, whether read leniently)."""
    if "deal" not in data:
        return [_loose_game(data)]
    rec = parse(data)
    out = []
    for k, (d, moves, entries) in enumerate(rec.redeals):
        leader = first_leader(d) if rec.previous is None else rec.previous["places"][-1]
        st = GameState.new(rec.rules, hands_of(apply_moves(d, moves)), leader,
                           first_deal=rec.previous is None and k == 0)
        out.append((k, st, entries, list(data["redeals"][k]["actions"]), f"redeals[{k}].actions", False))
    state = GameState.new(rec.rules, hands_of(rec.hands), rec.first,
                          first_deal=rec.previous is None and not rec.redeals)
    out.append((len(rec.redeals), state, rec.actions, list(data["actions"]), "actions", False))
    return out


def _loose_game(data: Mapping[str, Any]) -> tuple[int, GameState, list[Entry], list[Any], str, bool]:
    spec = data.get("rules") or {}
    if not isinstance(spec, dict):
        raise RecordError.bad("rules", "record-bad-type")
    try:
        rules = Rules.from_spec(spec.get("preset", "outline"), spec.get("switches") or {})
    except (GoujiError, TypeError):
        raise RecordError.bad("rules", "record-bad-type") from None
    given = data.get("hands") or data.get("deal")
    if not isinstance(given, dict) or not set(given) <= {str(s) for s in SEATS}:
        raise RecordError.bad("hands", "record-bad-type")
    hands = {s: Hand.from_cards(_cards(given.get(str(s), ""), f"hands.{s}")) for s in SEATS}
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise RecordError.bad("actions", "record-bad-type")
    entries = _with_plans([_entry(e, f"actions[{i}]") for i, e in enumerate(raw)])
    first = data.get("first")
    if first is None:
        first = next((e.seat for e in entries if e.kind in ("play", "pass", "yield")), 1)
    return 0, GameState.new(rules, hands, _seat(first, "first"), first_deal=False), entries, raw, "actions", True


def _with_plans(entries: list[Entry]) -> list[Entry]:
    """A burn written without its ``plan``: the plan is the burner's burning sets that follow
    one another (BURN-3), as a hand-written record shows them."""
    out = list(entries)
    for i, e in enumerate(out):
        starts = e.kind == "play" and e.burn and not e.plan and not (
            i and out[i - 1].burn and out[i - 1].seat == e.seat)
        if starts:
            sets = []
            for later in out[i:]:
                if later.kind != "play" or not later.burn or later.seat != e.seat or later.play is None:
                    break
                sets.append(later.play)
            out[i] = replace(e, plan=tuple(sets))
    return out


def _decline_rest(state: GameState) -> None:
    """Let every seat still to decide before the first lead decline, as the record implies
    (declines are not written): an abandoned deal's entries may end before the decision that
    abandons it, e.g. 冲三's redeal when no 3 can be bought (LOCAL-1) follows the last bet."""
    while state.phase in (BLIND, START, BUY, MELD, BET) and state.redeal is None and state.pending:
        try:
            state.apply(Decline(state.pending[0]))
        except IllegalActionError:
            return


def replay(data: Mapping[str, Any]) -> ReplayReport:
    """Re-judge a record from its ``hands``; :class:`RecordError` if it is not a record at all."""
    rec = parse(data)
    rules = rec.rules
    bad: list[tuple[str, dict[str, str]]] = []
    # The deal: every card of the deck, once; reproduced by the seed.
    deck = deck_counts(rules.deck)
    deals = [d for d, _, _ in rec.redeals] + [rec.deal]
    for k, d in enumerate(deals):
        name = "deal" if k == len(deals) - 1 else f"redeals[{k}].deal"
        if Hand.from_cards([c for s in SEATS for c in d[s]]) != deck:
            bad.append(_mismatch(name, "record-not-deck", deck=rules.deck))
    if rec.seed is not None and not bad:
        rng = random.Random(rec.seed)
        for k, d in enumerate(deals):
            if deal(rules.deck, rng) != d:
                name = "deal" if k == len(deals) - 1 else f"redeals[{k}].deal"
                bad.append(_mismatch(name, "record-not-seed", seed=rec.seed))
                break
    # Tribute and the hands at the first lead, for the deal played and every abandoned one.
    prev = rec.previous
    want_first = prev["places"][-1] if prev is not None else first_leader(rec.deal)
    held: Deal | None = None
    for k, (d, moves) in enumerate([(d, m) for d, m, _ in rec.redeals] + [(rec.deal, rec.tribute)]):
        name = "tribute" if k == len(rec.redeals) else f"redeals[{k}].tribute"
        want_moves = [] if prev is None else tribute_moves(
            rules, d, prev["places"], [tuple(x) for x in prev.get("burn_debts", [])],
            [tuple(x) for x in prev.get("point_debts", [])])
        if [m.to_dict() for m in want_moves] != [m.to_dict() for m in moves]:
            bad.append(_mismatch(name, "record-bad-tribute"))
            continue
        held = apply_moves(d, moves)
    if held is not None and not bad and hands_of(held) != hands_of(rec.hands):
        bad.append(_mismatch("hands", "record-bad-hands"))
    if rec.first != want_first:
        bad.append(_mismatch("first", "record-bad-first", want=want_first, got=rec.first))
    if bad:
        return ReplayReport(None, {}, {}, bad)
    raw = list(data["actions"])
    for k, (d, moves, entries) in enumerate(rec.redeals):
        leader = first_leader(d) if rec.previous is None else rec.previous["places"][-1]
        st = GameState.new(rules, hands_of(apply_moves(d, moves)), leader,
                           first_deal=rec.previous is None and k == 0)
        found = play_entries(st, entries, list(data["redeals"][k]["actions"]), f"redeals[{k}].actions")
        if not found:
            _decline_rest(st)
        if not found and st.redeal is None:
            found = [_mismatch(f"redeals[{k}]", "record-no-redeal")]
        if found:
            return ReplayReport(None, {}, {}, found)
    state = GameState.new(rules, hands_of(rec.hands), rec.first,
                          first_deal=rec.previous is None and not rec.redeals)
    found = play_entries(state, rec.actions, raw)
    if found:
        return ReplayReport(None, {}, {}, found, state)
    if not state.is_over() or state.redeal is not None:
        return ReplayReport(None, {}, {}, [_mismatch("actions", "record-too-short")], state)
    places = state.places()
    sc = state.score()
    assert places is not None and sc is not None
    scores = dict(sc.seats)
    checks = [("places", list(places), data.get("places")),
              ("scores", {str(s): v for s, v in scores.items()}, data.get("scores")),
              ("team_scores", sc.teams, data.get("team_scores"))]
    if "debts" in data:
        checks.append(("debts", {"burn": [list(d) for d in state.burn_debts],
                                 "points": [list(d) for d in state.point_debts]}, data.get("debts")))
    for name, want, got in checks:
        if want != got:
            bad.append(_mismatch(name, "record-differs", want=json.dumps(want, ensure_ascii=False),
                                 got=json.dumps(got, ensure_ascii=False)))
    return ReplayReport(places, scores, dict(sc.teams), bad, state)
