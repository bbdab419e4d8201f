"""Golden playthroughs (OpenSpiel style): every decision of six fixed hands, with the number
of legal actions and the action taken. A change of ruling or move generation shows up as a
diff of these files. Regenerate with ``GOUJI_GOLDEN=update python -m pytest tests/test_game_golden.py``.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any, Sequence

import pytest

from gouji_sim import Play, PlayAction, Rules
from gouji_sim.bots import make_bots
from gouji_sim.game.match import play_hand
from gouji_sim.game.state import GameState

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = [(preset, seed) for preset in ("outline", "laotou") for seed in (1, 2, 3)]


def playthrough(preset: str, seed: int) -> str:
    lines: list[str] = []

    def runner(state: GameState, bots: Sequence[Any], rng: random.Random) -> None:
        lines.append(f"hands: " + " | ".join(f"{s}: {state.hand(s)}" for s in range(1, 7)))
        n = 0
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            action = bots[seat - 1].act(state, rng)
            if isinstance(action, Play):
                action = PlayAction(seat, action)
            assert action in legal
            n += 1
            lines.append(f"{n:4} {state.phase:<6} seat {seat} {len(legal):4} legal -> "
                         + json.dumps(action.to_dict(), ensure_ascii=False))
            state.apply(action)

    h = play_hand(Rules.preset(preset), make_bots(["heuristic", "random"]), seed, runner=runner, preset=preset)
    head = [f"preset {preset}, seed {seed}, bots heuristic/random, first leader {h.record['first']}"]
    tail = [f"places {list(h.places)}", f"scores {h.score.seats}", f"team scores {h.score.teams}"]
    return "\n".join(head + lines + tail) + "\n"


@pytest.mark.parametrize("preset,seed", CASES)
def test_golden_playthrough(preset, seed):
    path = GOLDEN / f"playthrough-{preset}-{seed}.txt"
    got = playthrough(preset, seed)
    if os.environ.get("GOUJI_GOLDEN") == "update":
        path.write_text(got, encoding="utf-8")
    assert path.exists(), f"missing {path}; run with GOUJI_GOLDEN=update"
    assert got == path.read_text(encoding="utf-8")
