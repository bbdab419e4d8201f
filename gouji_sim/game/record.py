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
from typing import Any, Mapping, Sequence

from ..rules import BEHAVIOUR_VERSION, PRESETS, Rules
from .deal import Deal, deal_text
from .record_read import FORMAT, MAX_RECORD_BYTES, Entry, Parsed, RecordError, loads, parse, prelude_action
from .record_replay import ReplayReport, Step, play_entries, read, replay, steps
from .state import GameState
from .tribute import Payment

__all__ = ["FORMAT", "MAX_RECORD_BYTES", "Entry", "Parsed", "RecordError", "ReplayReport", "Step", "dumps", "loads",
           "make_record", "parse", "play_entries", "prelude_action", "read", "replay", "rules_spec", "steps"]


# --- writing ---

def rules_spec(rules: Rules, preset: str | None = None) -> dict[str, Any]:
    """The record's ``rules``: a preset and the switches that differ from it."""
    name = preset if preset in PRESETS else (rules.preset_name() or "outline")
    return {"preset": name, "switches": rules.changed(Rules.preset(name))}


def make_record(rules: Rules, seed: int, dealt: Deal, moves: Sequence[Payment], held: Deal, first: int,
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
