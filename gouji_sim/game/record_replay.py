"""Replaying a game record (``../shared/spec/RECORDS.md``): every action re-applied through the
judge (via the checked :meth:`GameState.apply`), step by step (:func:`steps`, :func:`read`) or
as a whole with every mismatch listed (:func:`replay`). The record's format is described in
:mod:`gouji_sim.game.record`, which re-exports every name here.

A record's ``history`` (formats 3 and 2) is the hand's whole history, so replaying it is
applying it: its entries read as values (:func:`gouji_sim.game.history.decode_entry`), each
deal given to the state's chance phase (:meth:`GameState.apply_deal`), each decision through
the judge; what the state then writes by itself (a deal's tribute, a burner's sets) must be
what the record says next. Records of the first format are read by their one adapter,
:mod:`gouji_sim.game.record_v1`.
"""

from __future__ import annotations

import json
import random
from typing import Any, Iterator, Mapping, Sequence, cast

from ..core.actions import PlayAction
from ..core.errors import GoujiError
from ..core.situation import Situation
from ..core.verdict import Verdict
from .codec import encode
from .deal import deal, deal_text
from .decisions import Decline, GameAction
from .hand_start import Previous
from .history import Dealt, HistoryEntry, Tributed, format1_actions, is_chance, this_deal
from .record_read import FORMAT, FORMAT_2, Parsed, RecordError, parse
from .record_step import ReplayReport, Step, differs, mismatch
from .record_v1 import play_entries, read as read_v1, replay as replay_v1
from .state import GameState

__all__ = ["RecordError", "ReplayReport", "Step", "has_history", "hidden", "play_entries", "read", "replay", "steps"]

_Found = tuple[str, dict[str, str]]


def hidden(entry: HistoryEntry | None) -> bool:
    """Whether a history entry is left out of the steps a reader pages through: a deal, a
    tribute or a decline (the table shows the deal; a decline changes nothing on it).

    >>> from gouji_sim.core.actions import Pass
    >>> hidden(Decline(2)), hidden(Pass(2))
    (True, False)
    """
    return is_chance(entry) or isinstance(entry, Decline)


def _walk(state: GameState, history: Sequence[HistoryEntry], written: Sequence[Any],
          seed: int | None) -> Iterator[Step | _Found]:
    """Apply a history (its values, and its entries as ``written``) to ``state`` (at its
    deal), one :class:`Step` per entry; a mismatch (``(where, message)``) ends the walk, after
    the illegal step if there is one."""
    rng = None if seed is None else random.Random(seed)
    i = 0
    while i < len(history):
        entry, where, before = history[i], f"history[{i}]", state.sit
        action: GameAction | None = None
        verdict: Verdict | None = None
        if isinstance(entry, Dealt):
            found: list[Step | _Found] = _chance(state, entry, where, rng, seed)
        else:
            action, verdict, found = _decide(state, entry, written[i], where)
        if found:
            yield from found
            return
        for x in _written(state, history, written, i, before, action, verdict):
            yield x
            if not isinstance(x, Step):
                return
        i = len(state.history or ())


def _chance(state: GameState, dealt: Dealt, where: str, rng: random.Random | None,
            seed: int | None) -> list[Step | _Found]:
    """Apply a deal (the chance outcome) to ``state``; the mismatch found, if any."""
    if not state.is_chance_node():
        return [mismatch(where, "record-unexpected", got="deal")]
    if rng is not None and Dealt.of(deal(state.rules.deck, rng)) != dealt:
        return [mismatch(where, "record-not-seed", seed=seed)]
    try:
        state.apply_deal(dealt.deal())
    except GoujiError:
        return [mismatch(where, "record-not-deck", deck=state.rules.deck)]
    return []


def _decide(state: GameState, entry: HistoryEntry, raw: Any, where: str
            ) -> tuple[GameAction | None, Verdict | None, list[Step | _Found]]:
    """Apply a decision through the judge; the action, its verdict and, when it is refused,
    the illegal step and the mismatch."""
    action = None if is_chance(entry) else cast(GameAction, entry)
    if state.is_over():
        return action, None, [mismatch(where, "record-after-end")]
    if action is None or state.is_chance_node() or (isinstance(action, PlayAction) and action.burn):
        return action, None, [mismatch(where, "record-unexpected", got=json.dumps(raw, ensure_ascii=False))]
    verdict = state.judge(action)
    if not verdict.legal and verdict.burn != "failed":
        return action, verdict, [Step(where, state.deal_no, raw, action, state.sit, verdict, value=action),
                                 mismatch(where, "record-illegal", zh=verdict.message["zh"], en=verdict.message["en"])]
    state.apply(action)
    return action, verdict, []


def _written(state: GameState, history: Sequence[HistoryEntry], written: Sequence[Any], i: int,
             before: Situation, action: GameAction | None, verdict: Verdict | None) -> Iterator[Step | _Found]:
    """What the state wrote from ``history[i]`` on — the entry applied, then what followed by
    itself (a tribute, a burner's sets) — each compared with the record, as steps: the table
    after each of a burn's sets (BURN-3), after the last the state's."""
    mine = state.history or ()
    sit = before
    for j in range(i, len(mine)):
        entry = mine[j]
        if j >= len(history) or entry != history[j]:
            got = json.dumps(written[j], ensure_ascii=False) if j < len(history) else "-"
            yield mismatch(f"history[{j}]", "record-differs", want=json.dumps(encode(entry), ensure_ascii=False),
                           got=got)
            return
        last = j == len(mine) - 1
        if last:
            sit = state.sit
        elif j > i and isinstance(entry, PlayAction):
            sit = sit.after(entry)
        yield Step(f"history[{j}]", state.deal_no, written[j], action if j == i else None, sit,
                   verdict if j == i else None, last and state.places() is not None, entry)


def _start(data: Mapping[str, Any]) -> tuple[GameState, Parsed]:
    """A format-2 or -3 record's hand at its deal, and the record read (checked for form)."""
    rec = parse(data)
    previous = None if rec.previous is None else Previous.from_dict(rec.previous)
    return GameState.deal_hand(rec.rules, None, previous=previous, asked=rec.asked), rec


def has_history(data: Mapping[str, Any]) -> bool:
    """Whether a record is read by applying its history (formats 3 and 2), not through the
    format-1 adapter."""
    return data.get("format") == FORMAT or (data.get("format") == FORMAT_2 and (
        "deal" in data or "actions" not in data))


def steps(data: Mapping[str, Any]) -> Iterator[Step]:
    """The steps of a record, every action of every deal in order — the abandoned deals
    first (their melds, revolutions, bets and the redeal itself), then the deal played —
    each with the table after it and the judge's ruling (the one reader of a record's
    actions: :func:`replay`, ``gouji replay --steps`` and the replay widget page through it).
    The deals, tributes and declines of a format-2 history are applied but are not steps
    (:func:`hidden`). It stops after an illegal action or at a mismatch; checking the
    header and the result is :func:`replay`'s job.

    A record without ``deal`` is read leniently, as the widgets and chapters write small
    ones: its ``hands`` (seats left out hold nothing) and ``actions``, the first lead by
    ``first`` or the seat of the first play. :class:`RecordError` names a malformed field.

    >>> rec = {"hands": {"1": "9 9 K", "2": "10 10 3"}, "actions": [{"seat": 1, "play": "9 9"},
    ...        {"seat": 2, "play": "10 10"}]}
    >>> for st in steps(rec):
    ...     print(st.where, st.situation.trick_state.top_seat, st.verdict.legal)
    actions[0] 1 True
    actions[1] 2 True
    """
    return read(data)[1]


def read(data: Mapping[str, Any]) -> tuple[Situation, Iterator[Step]]:
    """The table before a record's first action (after the deal and its tribute), and its
    :func:`steps`."""
    if not has_history(data):
        return read_v1(data)
    state, rec = _start(data)
    walk = _walk(state, rec.history, rec.written, rec.seed)
    start = Situation.build()
    lead: list[Step] = []
    for x in walk:
        if not isinstance(x, Step):
            return start, iter(())
        if not hidden(x.value):
            lead.append(x)
            break
        start = x.situation

    def rest() -> Iterator[Step]:
        yield from lead
        for x in walk:
            if not isinstance(x, Step):
                return
            if not hidden(x.value):
                yield x
            if x.verdict is not None and not x.verdict.legal and x.verdict.burn != "failed":
                return

    return start, rest()


def replay(data: Mapping[str, Any]) -> ReplayReport:
    """Re-judge a record: its history applied from its first deal — a format-3 record is its
    header and history, so that is the whole replay —; a format-2 record's fields besides
    (``deal``, ``tribute``, ``hands``, ``first``, ``actions``, and the result: ``places``,
    ``scores``, ``team_scores``, ``debts``) compared with the state's; a format-1 record
    through its adapter. :class:`RecordError` if it is not a record at all."""
    if data.get("format") not in (FORMAT, FORMAT_2):
        return replay_v1(data)
    state, rec = _start(data)
    found = [x for x in _walk(state, rec.history, rec.written, rec.seed) if not isinstance(x, Step)]
    if found:
        return ReplayReport(None, {}, {}, found, state)
    if not state.is_over():
        return ReplayReport(None, {}, {}, [mismatch("history", "record-too-short")], state)
    places = state.places()
    sc = state.score()
    assert places is not None and sc is not None and state.dealt is not None and state.held is not None
    if rec.format == 3:
        return ReplayReport(places, dict(sc.seats), dict(sc.teams), [], state)
    checks: list[tuple[str, Any, Any]] = [
        ("deal", deal_text(state.dealt), data.get("deal")),
        ("tribute", encode(Tributed(tuple(state.moves))).get("tribute"), data.get("tribute")),
        ("hands", deal_text(state.held), data.get("hands")),
        ("first", state.first, data.get("first")),
        ("actions", format1_actions(this_deal(state.history or ())), data.get("actions")),
        ("places", list(places), data.get("places")),
        ("scores", {str(s): v for s, v in sc.seats.items()}, data.get("scores")),
        ("team_scores", sc.teams, data.get("team_scores"))]
    if "debts" in data:
        checks.append(("debts", {"burn": [list(d) for d in state.burn_debts],
                                 "points": [list(d) for d in state.point_debts]}, data.get("debts")))
    bad = [differs(name, want, got) for name, want, got in checks if want != got]
    return ReplayReport(places, dict(sc.seats), dict(sc.teams), bad, state)

