"""A hand's history as typed values: every action (:mod:`gouji_sim.core.actions`,
:mod:`gouji_sim.game.decisions`) and the chance outcomes between them — each deal
(:class:`Dealt`) and the tribute it pays (:class:`Tributed`) — in the order they happened
(:attr:`GameState.history <gouji_sim.game.state.GameState.history>`).

The history is JSON only at its edges (a record, the pages' bridge), through the action codec
(:func:`gouji_sim.game.codec.encode`, which writes a chance outcome by its own ``to_dict`` as it
writes an action) and :func:`decode_entry` here, its reader for a history's entries.
:func:`format1_actions` is the one view of a deal's history in the older ``actions`` form of
RECORDS.md (no declines, a burn as its sets), for the records of the first format.

>>> from gouji_sim.core.actions import Pass
>>> d = Dealt.of({s: Card.parse_all("3") for s in SEATS})
>>> decode_entry(encode(d)) == d, decode_entry({"seat": 2, "pass": True}) == Pass(2)
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence, Union

from ..core.actions import Burn, PlayAction
from ..core.cards import Card
from .codec import decode, encode
from .decisions import Decline, GameAction
from ..core.errors import CaseError, GoujiError
from ..core.frozen import picklable
from ..core.table import SEATS
from .deal import Deal, deal_text
from .tribute import Payment, apply_payments


@dataclass(frozen=True)
class Dealt:
    """The chance outcome of the ``deal`` phase: each seat's suited cards, by seat - 1
    (a redeal is one more :class:`Dealt`)."""

    cards: tuple[tuple[Card, ...], ...]

    @classmethod
    def of(cls, dealt: Mapping[int, Sequence[Card]]) -> "Dealt":
        """The deal ``dealt`` (suited cards per seat) as a value."""
        return cls(tuple(tuple(dealt[s]) for s in SEATS))

    def deal(self) -> Deal:
        """The deal as suited cards per seat (a fresh, mutable copy)."""
        return {s: list(self.cards[s - 1]) for s in SEATS}

    def to_dict(self) -> dict[str, Any]:
        return {"deal": deal_text(self.deal())}

    def __repr__(self) -> str:
        return f"Dealt({deal_text(self.deal())!r})"


@dataclass(frozen=True)
class Tributed:
    """The tribute a deal pays before its first lead (TRIB-1..5), in order."""

    moves: tuple[Payment, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"tribute": [m.to_dict() for m in self.moves]}


picklable(Dealt)
picklable(Tributed)

HistoryEntry = Union[GameAction, Dealt, Tributed]
"""One entry of a hand's history: an action or a chance outcome."""


def is_chance(entry: object) -> bool:
    """Whether ``entry`` is a chance outcome (a deal or its tribute), not a seat's action."""
    return isinstance(entry, (Dealt, Tributed))


def decode_entry(value: Any, where: str = "history") -> HistoryEntry:
    """The history entry that the JSON object ``value`` writes (the codec's form; a deal
    ``{"deal": {seat: cards}}``, a tribute ``{"tribute": [payments]}``). A format-2 burn
    set's ``plan`` is left out: the burn before it says it. A :class:`~gouji_sim.core.errors.CaseError`
    names what cannot be read.

    >>> decode_entry({"tribute": [{"from": 1, "to": 2, "cards": "大王", "kind": "fall"}]}).moves[0].receiver
    2
    >>> decode_entry({"deal": {"1": "3"}})
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: 记录的 history.deal 应列出座位 1 到 6 各自的牌。 / The record's history.deal must give the cards of seats 1 to 6.
    """
    if isinstance(value, dict) and "seat" not in value and "deal" in value:
        d = value["deal"]
        if not isinstance(d, dict) or sorted(d) != [str(s) for s in SEATS]:
            raise CaseError.bad(f"{where}.deal", "record-bad-deal")
        return Dealt(tuple(tuple(_cards(d[str(s)], f"{where}.deal.{s}")) for s in SEATS))
    if isinstance(value, dict) and "seat" not in value and "tribute" in value:
        moves = value["tribute"]
        if not isinstance(moves, list):
            raise CaseError.bad(f"{where}.tribute", "case-not-list")
        return Tributed(tuple(_payment(m, f"{where}.tribute[{i}]") for i, m in enumerate(moves)))
    if isinstance(value, dict) and "plan" in value:
        value = {k: v for k, v in value.items() if k != "plan"}
    return decode(value, where)


def _cards(value: Any, where: str) -> list[Card]:
    if not isinstance(value, str):
        raise CaseError.bad(where, "case-not-text")
    try:
        return Card.parse_all(value)
    except GoujiError as err:
        raise CaseError(err.code, f"{where}：{err.zh}", f"{where}: {err.en}", where) from None


def _payment(value: Any, where: str) -> Payment:
    if not isinstance(value, dict):
        raise CaseError.bad(where, "case-not-object")
    seats = []
    for key in ("from", "to"):
        s = value.get(key)
        if type(s) is not int or s not in SEATS:
            raise CaseError.bad(f"{where}.{key}", "case-missing")
        seats.append(s)
    kind = value.get("kind", "")
    if not isinstance(kind, str):
        raise CaseError.bad(f"{where}.kind", "case-not-text")
    return Payment(seats[0], seats[1], tuple(_cards(value.get("cards"), f"{where}.cards")), kind)


def this_deal(history: Sequence[HistoryEntry]) -> Sequence[HistoryEntry]:
    """The entries of the last deal of ``history`` (after its last :class:`Dealt`; all of
    them when it holds none: a hand from given hands)."""
    last = max((i for i, e in enumerate(history) if isinstance(e, Dealt)), default=-1)
    return history[last + 1:]


def format1_actions(history: Sequence[HistoryEntry]) -> list[dict[str, Any]]:
    """The entries of ``history`` in the ``actions`` form of a format-1 record (RECORDS.md):
    no chance outcome, no decline; a declared burn as the sets its burner plays, the first
    carrying the ``plan`` (the burn's sets; a burn back's are the sets it plays); a burn that
    failed (烧糊: no set follows) as the declaration; an answer that burns back as its sets.

    >>> from gouji_sim.core.play import Play
    >>> b = Burn(3, (Play.parse("J J J J"), Play.parse("9 9 9")))
    >>> format1_actions([b, Decline(4), PlayAction(3, Play.parse("J J J J"), True)])
    [{'seat': 3, 'play': 'J J J J', 'burn': True, 'plan': ['J J J J', '9 9 9']}]
    """
    out: list[dict[str, Any]] = []
    plan: list[str] | None = None
    entries = _actions(history)
    for i, e in enumerate(entries):
        nxt = entries[i + 1] if i + 1 < len(entries) else None
        starts = isinstance(nxt, PlayAction) and nxt.burn and nxt.seat == e.seat
        if isinstance(e, Burn) and starts:
            plan = [str(p) for p in e.sets]
            continue
        if isinstance(e, PlayAction) and not e.burn and starts:       # a burn back (BURN-4, v5)
            plan = [str(p.play) for p in _run(entries, i + 1, e.seat)]
            continue
        d = encode(e)
        if plan is not None and isinstance(e, PlayAction) and e.burn:
            d["plan"], plan = plan, None
        out.append(d)
    return out


def plays_made(history: Sequence[HistoryEntry]) -> list[PlayAction]:
    """The plays of ``history`` that put cards on the table, in order: plays, and a burn's
    sets; an answer that burns back once, as its first set (BURN-4, v5).

    >>> from gouji_sim.core.play import Play
    >>> back = PlayAction(2, Play.parse("K K K K"))
    >>> tuple(p.text() for p in plays_made([back, PlayAction(2, Play.parse("K K K K"), True), Decline(3)]))
    ('2:set:KKKK',)
    """
    entries = _actions(history)
    out = []
    for i, e in enumerate(entries):
        nxt = entries[i + 1] if i + 1 < len(entries) else None
        if isinstance(e, PlayAction) and not (not e.burn and isinstance(nxt, PlayAction) and nxt.burn
                                              and nxt.seat == e.seat):
            out.append(e)
    return out


def held_at_lead(history: Sequence[HistoryEntry]) -> Deal:
    """Each seat's suited cards after the last deal of ``history`` and its tribute (the hands
    at the first lead, before the start decisions), read off the history without replaying it.

    >>> from gouji_sim.game.tribute import Payment
    >>> d = Dealt.of({s: Card.parse_all("3 大王" if s == 1 else "3 4") for s in SEATS})
    >>> t = Tributed((Payment(1, 2, tuple(Card.parse_all("大王")), "fall"),))
    >>> " ".join(map(str, held_at_lead([d, t]).get(2)))
    '3 4 大王'
    """
    last = max(i for i, e in enumerate(history) if isinstance(e, Dealt))
    dealt = history[last]
    assert isinstance(dealt, Dealt)
    nxt = history[last + 1] if last + 1 < len(history) else None
    return apply_payments(dealt.deal(), list(nxt.moves)) if isinstance(nxt, Tributed) else dealt.deal()


def _actions(history: Sequence[HistoryEntry]) -> list[GameAction]:
    """The actions of ``history`` that a format-1 record writes: no chance outcome, no decline."""
    return [e for e in history if not isinstance(e, (Dealt, Tributed, Decline))]


def _run(entries: Sequence[GameAction], i: int, seat: int) -> list[PlayAction]:
    """The burn sets of ``seat`` from ``entries[i]`` on, one after the other."""
    out = []
    for e in entries[i:]:
        if not (isinstance(e, PlayAction) and e.burn and e.seat == seat):
            break
        out.append(e)
    return out


__all__ = ["Dealt", "HistoryEntry", "Tributed", "decode_entry", "format1_actions", "held_at_lead", "is_chance", "plays_made",
           "this_deal"]
