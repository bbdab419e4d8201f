"""Game records (``../shared/spec/RECORDS.md``): writing one, reading one, replaying one.

A record is one hand as JSON, like PGN for chess. The format written is ``gouji-record/2``:
the hand's whole history plus a header. The header: ``format``, ``version`` (the engine's
behaviour version), ``rules``, ``seed``, ``match`` (which hand of a match, and for a later
hand the last hand's ``places`` and debts, from which its tribute follows) and ``bots``. The
history (``history``, :attr:`GameState.history <gouji_sim.game.state.GameState.history>`)
holds every action in order, in the action codec's forms (:mod:`gouji_sim.codec`):

* each deal, ``{"deal": {seat: cards}}`` — the chance outcome (a redeal is one more deal);
  then its tribute, ``{"tribute": [payments]}``, when cards change hands (TRIB-1..5);
* every decision, declines included (``{"seat", "decline": true}``): the start decisions
  (a revolution, a redeal, a meld ``{"seat", "meld": "3 4"}``, a bet ``{"seat", "bet":
  "blind"}``, a purchase of a 3 ``{"seat", "buy": "3", "from": seller, "pay": card}``),
  plays, passes, yields, a declared burn ``{"seat", "burn": [sets]}``; under ``wind =
  by_consent`` (TURN-8 v5) a request to take over the lead ``{"seat", "wind": true}`` and each
  answer ``{"seat", "consent": true}`` or ``false`` (in ``actions`` too);
* after a declared burn the sets its burner plays, as plays marked ``"burn": true`` (the
  first also carries ``"plan"``); a burn that failed (烧糊) has none.

The fields of RECORDS.md follow, with their meanings, for the deal played: ``deal``,
``tribute``, ``hands`` (after tribute, before the start decisions), ``first`` (START-2),
``actions`` (that deal's actions without declines, a burn as its sets, a failed burn in the
case-file form), ``places``, ``scores``, ``team_scores``, and ``debts`` (the tribute this
hand leaves owing: burns and points). :func:`replay` applies the history through the judge
(via the checked :meth:`GameState.apply`) and compares these fields with the state's; a
record that is not one at all raises :class:`RecordError`. Records of the first format
(``gouji-record/1``, no history: declines left out, abandoned deals under ``redeals``) are
read through :mod:`gouji_sim.game.record_v1`.
"""

from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from ..rules import BEHAVIOUR_VERSION, PRESETS, Rules
from .deal import deal_text
from .record_read import (FORMAT, FORMAT_1, MAX_RECORD_BYTES, Entry, Parsed, RecordError, loads, parse,
                          prelude_action)
from .record_replay import ReplayReport, Step, play_entries, read, replay, steps
from .state import GameState

__all__ = ["FORMAT", "FORMAT_1", "MAX_RECORD_BYTES", "Entry", "Parsed", "RecordError", "ReplayReport", "Step", "dumps", "loads",
           "make_record", "parse", "play_entries", "prelude_action", "read", "replay", "rules_spec", "steps"]


# --- writing ---

def rules_spec(rules: Rules, preset: str | None = None) -> dict[str, Any]:
    """The record's ``rules``: a preset and the switches that differ from it."""
    name = preset if preset in PRESETS else (rules.preset_name() or "outline")
    return {"preset": name, "switches": rules.changed(Rules.preset(name))}


def make_record(rules: Rules, seed: int | None, state: GameState, *, hand: int = 1,
                bots: Sequence[str] = (), preset: str | None = None) -> dict[str, Any]:
    """The format-2 record of a finished hand dealt by ``state``
    (:meth:`GameState.deal_hand`, with its history kept): the header — ``format``,
    ``version``, ``rules``, ``seed``, ``match``, ``bots``, and ``asked`` when seats were asked in
    every burn and answer window open to them (the practice table's "ask me at every burn
    chance": their declines are in the history) —, the ``history``, and the fields
    of RECORDS.md for the deal played, which the history gives: ``deal``, ``tribute``,
    ``hands``, ``first``, ``actions``, ``places``, ``scores``, ``team_scores``, ``debts``.

    >>> from gouji_sim.game.match import play_hand
    >>> from gouji_sim.bots import make_bots
    >>> rec = play_hand(Rules(), make_bots(["random"]), 5).record
    >>> deal, lead = rec.get("history")[:2]
    >>> rec.get("format"), list(deal), rec.get("first") == lead.get("seat")
    ('gouji-record/2', ['deal'], True)
    """
    places = state.places()
    sc = state.score()
    assert places is not None and sc is not None and state.log is not None
    assert state.history is not None and state.dealt is not None and state.held is not None
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
        "deal": deal_text(state.dealt),
        "tribute": [m.to_dict() for m in state.moves],
        "hands": deal_text(state.held),
        "first": state.first,
        "places": list(places),
        "scores": {str(s): v for s, v in sc.seats.items()},
        "team_scores": dict(sc.teams),
        "debts": {"burn": [list(d) for d in state.burn_debts],
                  "points": [list(d) for d in state.point_debts]},
        "actions": list(state.log),
        "history": list(state.history),
    }


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
