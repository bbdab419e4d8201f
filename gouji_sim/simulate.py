"""The old home of the simulator, kept so old imports and ``python -m gouji_sim.simulate
--check N`` keep working: it is now the package :mod:`gouji_sim.simulation` (run, summary,
check), and the speed figures are :mod:`gouji_sim.bench`'s.
"""

from __future__ import annotations

import sys

from .bench import selfplay
from .simulation.check import (CHECK_VARIANTS, _check_match, _checked_bots_play, check, check_hand,
                               conformance, main)
from .simulation.run import (MAX_GAMES, MAX_MATCH, Job, _game_row, _jobs, _run, check_limits, game_seed,
                             run_job, simulate, worker_count)
from .simulation.summary import PLACE_HEADS, Progress, Tally, _label, summarize, summary_lines

__all__ = ["CHECK_VARIANTS", "Job", "MAX_GAMES", "MAX_MATCH", "PLACE_HEADS", "Progress", "Tally",
           "_check_match", "_checked_bots_play", "_game_row", "_jobs", "_label", "_run", "bench", "check",
           "check_hand", "check_limits", "conformance", "game_seed", "main", "run_job", "simulate",
           "summarize", "summary_lines", "worker_count"]

def bench(seconds: float = 3.0) -> dict[str, float]:
    """The game's speed figures alone (:func:`gouji_sim.bench.selfplay` without RLCard)."""
    return selfplay(seconds, rlcard=False)


if __name__ == "__main__":
    sys.exit(main())
