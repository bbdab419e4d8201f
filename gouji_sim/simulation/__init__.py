"""Many hands with bots: running them (:mod:`.run`), their totals and table
(:mod:`.summary`), and the conformance checker (:mod:`.check`). The speed figures are
:mod:`gouji_sim.simulation.bench`'s.

>>> from gouji_sim.simulation import simulate, summary_lines
>>> summary_lines(simulate(2, seed=1), "en")[0].startswith("games: 2")
True
"""

from . import simulation_words  # noqa: F401  (its words join the message lookup)
from .check import CHECK_VARIANTS, Implementation, NewState, check, check_hand, conform_hand, conformance, main
from .jobs import Job, game_row, game_seed, run_job
from .run import MAX_GAMES, MAX_MATCH, check_limits, simulate, worker_count
from .summary import PLACE_HEADS, Progress, Tally, summarize, summary_lines

__all__ = ["CHECK_VARIANTS", "Implementation", "Job", "MAX_GAMES", "MAX_MATCH", "NewState", "PLACE_HEADS",
           "Progress", "Tally", "check", "check_hand", "check_limits", "conform_hand", "conformance",
           "game_row", "game_seed", "main", "run_job", "simulate", "summarize", "summary_lines",
           "worker_count"]
