"""Self-play records of fixed seeds stay the same, byte for byte, whatever the speed work on
the hot path (issue 48: the legal plays' order, the judge, beats and the situation may change
their representation, never what they compute). Random bots pick by position among
``GameState.choices()``, so a change of order in the legal plays shows up here too.

The digests in ``tests/golden/selfplay-records.json`` are SHA-256 of each variant's records
(JSON, sorted keys) over its seeds; regenerate them only for a change of ruling, with
``GOUJI_GOLDEN=update python -m pytest tests/test_selfplay_records.py`` (and say why in the
commit)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.match import play_hand
from gouji_sim.core.rules import PRESETS

GOLDEN = Path(__file__).resolve().parent / "golden" / "selfplay-records.json"
#: (bots, seeds) per preset: random bots depend on the order of the choices, heuristic on
#: what the rules core computes; the judge checks every action (``checked``)
MIXES = {"random": (["random"], range(1000, 1012)), "heuristic-random": (["heuristic", "random"], range(20, 26)),
         "heuristic": (["heuristic"], range(40, 44))}


def digests() -> dict[str, str]:
    """Each preset and bot mix's digest of the records of its seeded hands."""
    out: dict[str, str] = {}
    for preset in PRESETS:
        for mix, (names, seeds) in MIXES.items():
            h = hashlib.sha256()
            for seed in seeds:
                r = play_hand(Rules.preset(preset), make_bots(names), seed, checked=True)
                h.update(json.dumps(r.record, sort_keys=True, default=str).encode())
            out[f"{preset}/{mix}"] = h.hexdigest()
    return out


def test_selfplay_records_of_fixed_seeds_are_unchanged() -> None:
    got = digests()
    if os.environ.get("GOUJI_GOLDEN") == "update":
        GOLDEN.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(want) == len(PRESETS) * len(MIXES)
    assert got == want
