"""Golden playthroughs (OpenSpiel style): every decision of fixed hands, with the number
of legal actions (``legal_actions()``, the current player's, with, in ordinary turns, those of
other seats — ``out_of_turn_actions()``: skipped seats' passes, the gouji play's opposite
beating early, burns declared out of turn —, whose count is shown apart) and the action taken. A change of ruling or move generation shows up as a
diff of these files. Regenerate with ``GOUJI_GOLDEN=update python -m pytest tests/test_game_golden.py``.

Besides the presets ``outline`` and ``laotou`` (heuristic/random bots), rules v2 has two
variants on ``outline``: ``chong_san`` (LOCAL-1: the purchase of 3s, heuristic bots only, so
that every play keeps the 3s for last) and ``bets`` (``points`` and ``tribute``: 预点/明点 as
moves, TRIB-4/LOCAL-4; the tail lists the settled bets and the 点贡 owed).
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any, Sequence

import pytest

from gouji_sim import Play, PlayAction, Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.match import play_hand
from gouji_sim.game.record import replay
from gouji_sim.game.state import GameState

GOLDEN = Path(__file__).resolve().parent / "golden"
VARIANTS: dict[str, tuple[str, dict[str, Any], list[str]]] = {
    "outline": ("outline", {}, ["heuristic", "random"]),
    "laotou": ("laotou", {}, ["heuristic", "random"]),
    "chong_san": ("outline", {"chong_san": True}, ["heuristic"]),
    "bets": ("outline", {"points": True, "tribute": True}, ["heuristic", "random"]),
}
CASES = ([(preset, seed) for preset in ("outline", "laotou") for seed in (1, 2, 3)]
         + [("chong_san", 7), ("chong_san", 36), ("bets", 1), ("bets", 15)])


def playthrough(name: str, seed: int) -> str:
    preset, switches, bots = VARIANTS[name]
    lines: list[str] = []

    def runner(state: GameState, bots: Sequence[Any], rng: random.Random) -> None:
        lines.append(f"hands: " + " | ".join(f"{s}: {state.hand(s)}" for s in range(1, 7)))
        n = 0
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions() + state.out_of_turn_actions()
            action = bots[seat - 1].act(state, rng)
            if isinstance(action, Play):
                action = PlayAction(seat, action)
            assert action in legal
            n += 1
            others = len(state.out_of_turn_actions())
            extra = f" ({others} of other seats)" if others else ""
            lines.append(f"{n:4} {state.phase:<6} seat {seat} {len(legal):4} legal{extra} -> "
                         + json.dumps(action.to_dict(), ensure_ascii=False))
            state.apply(action)

    rules = Rules.from_spec(preset, switches)
    h = play_hand(rules, make_bots(bots), seed, runner=runner, preset=preset)
    assert h.record is not None
    what = f"preset {preset}" + (f" + {switches}" if switches else "")
    head = [f"{what}, seed {seed}, bots {'/'.join(bots)}, first leader {replay(h.record).state.first}"]
    tail = [f"places {list(h.places)}", f"scores {h.score.seats}", f"team scores {h.score.teams}"]
    if rules.points:
        tail += [f"bets {list(h.bets)}", f"points owed {list(h.point_debts)}"]
    return "\n".join(head + lines + tail) + "\n"


@pytest.mark.parametrize("name,seed", CASES)
def test_golden_playthrough(name, seed):
    path = GOLDEN / f"playthrough-{name}-{seed}.txt"
    got = playthrough(name, seed)
    if os.environ.get("GOUJI_GOLDEN") == "update":
        path.write_text(got, encoding="utf-8")
    assert path.exists(), f"missing {path}; run with GOUJI_GOLDEN=update"
    assert got == path.read_text(encoding="utf-8")
