"""Game records: writing one, reading one, replaying one (the format: docs/records.md).

A record is one hand as JSON, like PGN for chess. The format written is ``gouji-record/3``:
a header plus the hand's whole history, nothing written twice. The header: ``format``,
``version`` (the engine's behaviour version), ``rules``, ``seed``, ``match`` (which hand of a
match, and for a later hand the last hand's ``places`` and debts, from which its tribute
follows), ``bots`` and, when seats were asked at every burn chance, ``asked``. The history
(``history``, :attr:`GameState.history <gouji_sim.game.state.GameState.history>`) holds
every entry in order, each through the action codec (:func:`gouji_sim.game.codec.encode`;
:mod:`gouji_sim.game.history` reads them back as values):

* each deal, ``{"deal": {seat: cards}}`` — the chance outcome (a redeal is one more deal);
  then its tribute, ``{"tribute": [payments]}``, when cards change hands (TRIB-1..5);
* every decision, declines included (``{"seat", "decline": true}``): the start decisions
  (a revolution, a redeal, a meld ``{"seat", "meld": "3 4"}``, a bet ``{"seat", "bet":
  "blind"}``, a purchase of a 3 ``{"seat", "buy": "3", "from": seller, "pay": card}``),
  plays, passes, yields, a declared burn ``{"seat", "burn": [sets]}``; under ``wind =
  by_consent`` (TURN-8 v5) a request to take over the lead ``{"seat", "wind": true}`` and each
  answer ``{"seat", "consent": true}`` or ``false``;
* after a declared burn (or an answer that burns back) the sets its burner plays, as plays
  marked ``"burn": true``; a burn that failed (烧糊) has none.

Replaying a record is applying its history (:func:`replay`, :func:`steps`): the places,
scores and debts are the state's (:meth:`GameState.outcome`), never read from the file.
Records of the older formats are still read: ``gouji-record/2`` (the same history, plus the
first format's fields — ``deal``, ``tribute``, ``hands``, ``first``, ``actions``, ``places``,
``scores``, ``team_scores``, ``debts`` —, each compared with the replay) and
``gouji-record/1`` (no history: declines left out, abandoned deals under ``redeals``;
:mod:`gouji_sim.game.record_v1`). A file that is not a record at all raises :class:`RecordError`.
"""

from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from ..core.rules import BEHAVIOUR_VERSION, PRESETS, Rules
from .codec import encode
from ..core.errors import GoujiError
from .deal import deal_text
from .history import Tributed, format1_actions, this_deal
from .record_read import (FORMAT, FORMAT_1, FORMAT_2, MAX_RECORD_BYTES, Entry, Parsed, RecordError, loads, parse,
                          prelude_action)
from .record_replay import ReplayReport, Step, has_history, play_entries, read, replay, steps
from .state import GameState

__all__ = ["FORMAT", "FORMAT_1", "FORMAT_2", "has_history", "MAX_RECORD_BYTES", "Entry", "Parsed", "RecordError", "ReplayReport", "Step", "dumps", "loads",
           "facts", "make_record", "parse", "play_entries", "prelude_action", "read", "replay", "rules_spec", "steps"]


# --- writing ---

def rules_spec(rules: Rules, preset: str | None = None) -> dict[str, Any]:
    """The record's ``rules``: a preset and the switches that differ from it."""
    name = preset if preset in PRESETS else (rules.preset_name() or "outline")
    return {"preset": name, "switches": rules.changed(Rules.preset(name))}


def make_record(rules: Rules, seed: int | None, state: GameState, *, hand: int = 1,
                bots: Sequence[str] = (), preset: str | None = None) -> dict[str, Any]:
    """The format-3 record of a finished hand dealt by ``state``
    (:meth:`GameState.deal_hand`, with its history kept): the header — ``format``,
    ``version``, ``rules``, ``seed``, ``match``, ``bots``, and ``asked`` when seats were asked in
    every burn and answer window open to them (the practice table's "ask me at every burn
    chance": their declines are in the history) — and the ``history``, each entry through the
    codec. Nothing else: the result is what replaying the history gives.

    >>> from gouji_sim.game.match import play_hand
    >>> from gouji_sim.bots.roster import make_bots
    >>> rec = play_hand(Rules(), make_bots(["random"]), 5).record
    >>> deal, lead = rec.get("history")[:2]
    >>> rec.get("format"), list(deal), sorted(rec)
    ('gouji-record/3', ['deal'], ['bots', 'format', 'history', 'match', 'rules', 'seed', 'version'])
    """
    assert state.is_over() and state.history is not None and state.dealt is not None
    match: dict[str, Any] = {"hand": hand}
    if state.previous is not None:
        match["previous"] = state.previous.to_dict()
    header: dict[str, Any] = {"asked": sorted(state.asked)} if state.asked else {}
    return {
        "format": FORMAT,
        "version": BEHAVIOUR_VERSION,
        "rules": rules_spec(rules, preset),
        "seed": seed,
        "match": match,
        "bots": list(bots),
        **header,
        "history": [encode(e) for e in state.history],
    }


def facts(data: Mapping[str, Any]) -> dict[str, Any]:
    """What a format-3 record leaves to its replay, in the fields the older formats wrote:
    ``deal`` (the deal played), ``tribute``, ``hands`` (at the first lead), ``first``,
    ``actions`` (that deal's, without declines), ``places``, ``scores``, ``team_scores`` and
    ``debts``, all from replaying its history; ``{}`` for a record of an older format (it holds
    them) or one that does not replay. With them and ``format`` set to ``gouji-record/2``, a
    record reads as format 2, whose fields are compared with its replay.

    >>> from gouji_sim.game.match import play_hand
    >>> from gouji_sim.bots.roster import make_bots
    >>> h = play_hand(Rules(), make_bots(["random"]), 5)
    >>> f = facts(h.record)
    >>> f.get("places") == list(h.places), replay({**h.record, **f, "format": FORMAT_2}).ok
    (True, True)
    """
    if data.get("format") != FORMAT:
        return {}
    try:
        report = replay(data)
    except GoujiError:
        return {}
    end = report.state
    if not report.ok or end is None or end.dealt is None or end.held is None or report.places is None:
        return {}
    out = end.outcome()
    assert out is not None
    result = {k: v for k, v in out.to_dict().items() if k != "ended"}       # places, scores, team_scores, debts
    return {"deal": deal_text(end.dealt), "tribute": encode(Tributed(tuple(end.moves))).get("tribute"),
            "hands": deal_text(end.held), "first": end.first,
            "actions": format1_actions(this_deal(end.history or ())), **result}


def dumps(record: Mapping[str, Any]) -> str:
    """A record as JSON text: one action a line (``actions`` and ``history``), so that a diff
    shows the action that changed.

    >>> print(dumps({"format": "gouji-record/2", "actions": [{"seat": 1, "pass": True}], "history": []}))
    {
     "format": "gouji-record/2",
     "actions": [
        {"seat": 1, "pass": true}
     ],
     "history": [
     ]
    }
    <BLANKLINE>
    """
    lists = [k for k in ("actions", "history") if k in record]
    head = {k: v for k, v in record.items() if k not in lists}
    parts = [f" {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False, indent=1)}"
             .replace("\n", "\n ") for k, v in head.items()]
    for k in lists:
        lines = "".join(f"    {json.dumps(a, ensure_ascii=False)},\n" for a in record[k])[:-2]
        parts.append(f' "{k}": [\n' + (lines + "\n" if lines else "") + " ]")
    return "{\n" + ",\n".join(parts) + "\n}\n"
