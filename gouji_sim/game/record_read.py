"""Reading a game record (``../shared/spec/RECORDS.md``): its JSON text checked field by field
into a :class:`Parsed` record, or a :class:`RecordError` naming the field. The record's
format is described in :mod:`gouji_sim.game.record`, which re-exports every name here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.actions import Burn, Pass, PlayAction
from ..core.cards import Card, Hand, Rank
from ..core.errors import CaseError, GoujiError
from ..core.inputs import InputError, strict_json
from ..core.play import Play
from ..core.rules import BEHAVIOUR_VERSION, Rules
from ..core.table import SEATS
from .codec import KINDS, decode, play
from .decisions import Bet, Buy, Meld
from .deal import Deal
from .history import HistoryEntry, decode_entry
from .tribute import Payment, apply_payments

FORMAT = "gouji-record/3"
"""The format written: a header plus the hand's whole history, nothing twice
(:mod:`gouji_sim.game.record`; docs/records.md)."""
FORMAT_2 = "gouji-record/2"
"""The second format, still read: the history plus the first format's fields, which repeat it."""
FORMAT_1 = "gouji-record/1"
"""The first format, still read (:mod:`gouji_sim.game.record_v1`): actions without declines."""
MAX_RECORD_BYTES = 4 * 1024 * 1024


class RecordError(GoujiError):
    """A file that is not a valid game record; ``field`` names where."""

    def __init__(self, code: str, zh: str, en: str, field: str = "") -> None:
        super().__init__(code, zh, en)
        self.field = field

    @classmethod
    def bad(cls, field: str, code: str = "record-bad-field", **params: object) -> "RecordError":
        from ..core.messages import text
        msg = text(code, field=field, **params)
        return cls(code, msg["zh"], msg["en"], field)

    @classmethod
    def at(cls, field: str, err: GoujiError) -> "RecordError":
        """``err``, found in the record's ``field``, as the record's error naming that field."""
        return cls(err.code, f"{field}：{err.zh}", f"{field}: {err.en}", field)



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
        raise RecordError.at(name, err) from None


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
        raise RecordError.at(name, err) from None


@dataclass
class Entry:
    """One recorded action, checked for form: ``kind`` is play, pass, yield, burn-failed,
    revolution, redeal, meld, bet, buy or decline (a case's; records list no declines); ``plan`` the declared sets of a burn's first set;
    ``other`` a bet's kind or a purchase's seller and payment; ``wrong`` a pass that is the
    turn lost by a wrong follow (PLAY-6)."""

    seat: int
    kind: str
    play: Play | None = None
    burn: bool = False
    plan: tuple[Play, ...] = ()
    ranks: tuple[int, ...] = ()
    other: Bet | Buy | None = None
    wrong: bool = False


def _entry(e: Any, name: str) -> Entry:
    """One record action read by the one action codec (:func:`gouji_sim.game.codec.decode`),
    with what only a record says: the ``plan`` of a burn's first set, and a declared burn
    written with its sets alone (``burn``), which is one that failed (烧糊)."""
    try:
        action = decode(e, name)
        plan = tuple(play(p, f"{name}.plan[{i}]") for i, p in enumerate(_list(e.get("plan", []), f"{name}.plan")))
    except CaseError as err:
        raise RecordError(err.code, err.zh, err.en, err.field) from None
    seat = action.seat
    if isinstance(action, PlayAction):
        if plan and not action.burn:
            raise RecordError.bad(f"{name}.burn", "record-bad-type")
        assert isinstance(action.play, Play)
        return Entry(seat, "play", action.play, action.burn, plan)
    if isinstance(action, Burn):
        return Entry(seat, "burn-failed", plan=action.sets)
    if isinstance(action, Meld):
        return Entry(seat, "meld", ranks=action.ranks)
    if isinstance(action, (Bet, Buy)):
        return Entry(seat, "bet" if isinstance(action, Bet) else "buy", other=action)
    if isinstance(action, Pass) and action.wrong:
        return Entry(seat, "pass", wrong=True)
    return Entry(seat, next(k for k in KINDS if k in e))


def prelude_action(e: Mapping[str, Any], name: str) -> Bet | Buy | None:
    """A record's bet or purchase entry as its action, ``None`` for any other entry;
    :class:`RecordError` names a malformed one (for readers that show a record step by step).

    >>> prelude_action({"seat": 2, "bet": "open"}, "actions[0]"), prelude_action({"seat": 2, "pass": True}, "")
    (Bet(seat=2, kind='open'), None)
    """
    return _entry(e, name).other if ("bet" in e or "buy" in e) else None


def _moves(value: Any, name: str) -> list[Payment]:
    out = []
    for i, m in enumerate(_list(value, name)):
        where = f"{name}[{i}]"
        if not isinstance(m, dict):
            raise RecordError.bad(where, "record-bad-type")
        out.append(Payment(_seat(m.get("from"), f"{where}.from"), _seat(m.get("to"), f"{where}.to"),
                        tuple(_cards(m.get("cards"), f"{where}.cards")), str(m.get("kind", ""))))
    return out


def _payable(dealt: Deal, moves: list[Payment], name: str) -> None:
    """:class:`RecordError` naming ``name`` unless every giver of ``moves`` holds the cards it
    gives, one payment after the other, from the deal ``dealt`` (a record's tribute must be
    applicable before it is compared with the one the rules give).

    >>> _payable({s: [] for s in SEATS}, [Payment(1, 2, tuple(Card.parse_all("3")), "fall")], "tribute")
    Traceback (most recent call last):
    ...
    gouji_sim.game.record_read.RecordError: tribute：座位 1 要交出牌 3，但手里没有这张牌。 / tribute: Seat 1 is to give 3 but does not hold it.
    """
    try:
        apply_payments(dealt, moves)
    except GoujiError as err:
        raise RecordError.at(name, err) from None


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
    tribute: list[Payment]
    hands: Deal
    first: int
    actions: list[Entry]
    redeals: list[tuple[Deal, list[Payment], list[Entry]]] = field(default_factory=list)
    format: int = 2
    history: list[HistoryEntry] = field(default_factory=list)
    asked: frozenset[int] = frozenset()
    written: list[Any] = field(default_factory=list)
    """The history's entries as written (the JSON objects; :attr:`history` is their values)."""


def _check_version(data: Mapping[str, Any]) -> None:
    """``version``, when given, is this engine's behaviour version
    (:data:`~gouji_sim.core.rules.BEHAVIOUR_VERSION`). A record played under older rules is
    refused, naming its version: it is never replayed under newer rules as if nothing had
    changed (the rulings that changed are listed with ``BEHAVIOUR_VERSION``). A record that
    names no version is replayed under the current rules; one from a newer engine is refused."""
    if "version" not in data:
        return
    v = data["version"]
    if type(v) is not int or not 1 <= v <= BEHAVIOUR_VERSION:
        raise RecordError.bad("version", "record-bad-version", max=BEHAVIOUR_VERSION,
                              value=json.dumps(v, ensure_ascii=False)[:40])
    if v < BEHAVIOUR_VERSION:
        raise RecordError.bad("version", "record-old-version", version=v, value=v, now=BEHAVIOUR_VERSION)


def history_entry(e: Any, name: str) -> HistoryEntry:
    """One entry of a history (formats 2 and 3) as its value, checked for form: a deal
    (``{"deal": {...}}``, the chance outcome), a tribute (``{"tribute": [...]}``) or an action
    (the action codec's form; in format 2 a burn's first set also carries its ``plan``);
    :class:`RecordError` names what is wrong.

    >>> history_entry({"seat": 2, "decline": True}, "history[3]")
    Decline(seat=2)
    >>> history_entry({"tribute": 5}, "history[1]")
    Traceback (most recent call last):
    ...
    gouji_sim.game.record_read.RecordError: 记录的 history[1].tribute 类型不对。 / The record's history[1].tribute has the wrong type.
    """
    if isinstance(e, dict) and "seat" not in e and "deal" in e:
        _deal(e["deal"], f"{name}.deal")
    elif isinstance(e, dict) and "seat" not in e and "tribute" in e:
        _moves(e["tribute"], f"{name}.tribute")
    else:
        _entry(e, name)
    try:
        return decode_entry(e, name)
    except CaseError as err:
        raise RecordError(err.code, err.zh, err.en, err.field) from None


def parse(data: Mapping[str, Any]) -> Parsed:
    """Check a record's form (format 3, 2 or 1); :class:`RecordError` names the first bad
    field. A format-3 record is its header and its history: the fields of the older formats
    (``deal``, ``hands``, ``actions``, …) are not read from it (left empty here); nor from a
    format-2 record written without them (``actions`` absent), read as the header and history
    it is."""
    if data.get("format") not in (FORMAT, FORMAT_2, FORMAT_1):
        raise RecordError.bad("format", "record-bad-format", expected=f"{FORMAT} / {FORMAT_2} / {FORMAT_1}")
    _check_version(data)
    spec = _need(data, "rules", dict)
    preset = spec.get("preset", "outline")
    switches = spec.get("switches", {})
    if not isinstance(preset, str) or not isinstance(switches, dict):
        raise RecordError.bad("rules", "record-bad-type")
    try:
        rules = Rules.from_spec(preset, switches)
    except GoujiError as err:
        raise RecordError.at("rules", err) from None
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
        if previous.get("leader") is not None:
            _seat(previous["leader"], "match.previous.leader")
        for key in ("burn_debts", "point_debts"):
            for d in _list(previous.get(key, []), f"match.previous.{key}"):
                if not isinstance(d, list) or len(d) != 2:
                    raise RecordError.bad(f"match.previous.{key}", "record-bad-type")
                for s in d:
                    _seat(s, f"match.previous.{key}")
    asked = frozenset(_seat(s, "asked") for s in _list(data.get("asked", []), "asked"))
    if data["format"] != FORMAT_1:
        written = _list(_need(data, "history", list), "history")
        history = [history_entry(e, f"history[{i}]") for i, e in enumerate(written)]
    if data["format"] == FORMAT or (data["format"] == FORMAT_2 and "actions" not in data):
        # a header and its history (format 3; a format-2 record without its repeated fields)
        return Parsed(rules, seed, match.get("hand", 1), previous, {}, [], {}, 0, [], [], 3, history, asked,
                      written)
    dealt = _deal(_need(data, "deal", dict), "deal")
    tribute = _moves(data.get("tribute", []), "tribute")
    _payable(dealt, tribute, "tribute")
    hands = _deal(_need(data, "hands", dict), "hands")
    first = _seat(data.get("first"), "first")
    actions = [_entry(e, f"actions[{i}]") for i, e in enumerate(_list(_need(data, "actions", list), "actions"))]
    redeals = []
    for i, r in enumerate(_list(data.get("redeals", []), "redeals")):
        if not isinstance(r, dict):
            raise RecordError.bad(f"redeals[{i}]", "record-bad-type")
        dealt_again = _deal(r.get("deal"), f"redeals[{i}].deal")
        moves = _moves(r.get("tribute", []), f"redeals[{i}].tribute")
        _payable(dealt_again, moves, f"redeals[{i}].tribute")
        redeals.append((dealt_again, moves,
                        [_entry(e, f"redeals[{i}].actions[{j}]")
                         for j, e in enumerate(_list(r.get("actions"), f"redeals[{i}].actions"))]))
    if data["format"] == FORMAT_1:
        written, history = [], []
    return Parsed(rules, seed, match.get("hand", 1), previous, dealt, tribute, hands, first, actions, redeals,
                  2 if data["format"] == FORMAT_2 else 1, history, asked, written)
