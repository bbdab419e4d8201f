"""Many hands with bots: running them (:mod:`.run`), their totals and table
(:mod:`.summary`), and the conformance checker (:mod:`.check`). The speed figures are
:mod:`gouji_sim.simulation.bench`'s.

>>> from gouji_sim.simulation import simulate, summary_lines
>>> summary_lines(simulate(2, seed=1), "en")[0].startswith("games: 2")
True

The names below are imported when first asked for (PEP 562): a module that needs one
part, e.g. the practice table's ``from gouji_sim.simulation.jobs import game_seed``, does not
import the runner's processes, threads and command line (multiprocessing, ctypes, argparse).
The site's engine imports only what its pages use into its start-up snapshot
(docs/decisions/05-offline.md), which is smaller by as much.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from . import simulation_words  # noqa: F401  (its words join the message lookup)

if TYPE_CHECKING:
    from .check import CHECK_VARIANTS, Implementation, NewState, check, check_hand, conform_hand, conformance, main
    from .jobs import Job, game_row, game_seed, run_job
    from .run import MAX_GAMES, MAX_MATCH, check_limits, simulate, worker_count
    from .summary import PLACE_HEADS, Progress, Tally, summarize, summary_lines

#: Where each public name lives (its module, imported when the name is first asked for).
_HOMES = {
    "check": ("CHECK_VARIANTS", "Implementation", "NewState", "check", "check_hand", "conform_hand",
              "conformance", "main"),
    "jobs": ("Job", "game_row", "game_seed", "run_job"),
    "run": ("MAX_GAMES", "MAX_MATCH", "check_limits", "simulate", "worker_count"),
    "summary": ("PLACE_HEADS", "Progress", "Tally", "summarize", "summary_lines"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = ["CHECK_VARIANTS", "Implementation", "Job", "MAX_GAMES", "MAX_MATCH", "NewState", "PLACE_HEADS",
           "Progress", "Tally", "check", "check_hand", "check_limits", "conform_hand", "conformance",
           "game_row", "game_seed", "main", "run_job", "simulate", "summarize", "summary_lines",
           "worker_count"]


def __getattr__(name: str) -> Any:
    """A public name, from its module (imported now if it was not)."""
    home = _HOME_OF.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
