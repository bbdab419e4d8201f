"""Playing many hands with bots, in one process or several (RULEBOOK END, SCORE).

A *game* here is one hand. Games are grouped into matches of ``match_length`` hands (tribute
and the lead carry from hand to hand inside a match); game ``i`` is hand ``i % match_length``
of match ``i // match_length`` and has its own seed, derived from the run's seed and ``i``
alone, so the same seed gives the same records whatever the number of worker processes.
The totals are :mod:`gouji_sim.simulation.summary`'s.

>>> s = simulate(4, seed=1, rules=Rules(), bots=["heuristic", "random"])
>>> s["games"], sum(s["by_seat"]["1"]["places"])
(4, 4)
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from ..bots.roster import make_bots
from ..core.errors import GoujiError
from .outdir import run_folder
from ..core.rules import Rules
from .jobs import Job, run_job
from .summary import Tally

MAX_GAMES = 10_000_000
"""The most games one run plays (``gouji simulate --games``): about a day of one CPU."""
MAX_MATCH = 1_000
"""The most hands in one match (``--match``)."""


def _jobs(games: int, seed: int, rules: Rules, preset: str | None, bots: Sequence[str], match_length: int,
          out: str | None, checked: bool, chunk: int) -> Iterator[Job]:
    """The run's jobs, made one at a time as the workers take them (never all at once)."""
    matches = -(-games // match_length)
    for a in range(0, matches, chunk):
        yield Job(a, min(a + chunk, matches), games, seed, rules, preset, tuple(bots), match_length, out, checked)


def check_limits(games: int, workers: int, match_length: int) -> None:
    """:class:`GoujiError` unless ``1 <= games <= MAX_GAMES``, ``workers >= 1`` and
    ``1 <= match_length <= MAX_MATCH`` (the limits ``gouji simulate --help`` gives)."""
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise GoujiError.from_catalogue("sim-games-limit", value=games, limit=f"{MAX_GAMES:,}")
    if type(workers) is not int or workers < 1:
        raise GoujiError.from_catalogue("sim-bad-workers", value=workers)
    if type(match_length) is not int or not 1 <= match_length <= MAX_MATCH:
        raise GoujiError.from_catalogue("sim-match-limit", value=match_length, limit=f"{MAX_MATCH:,}")


def worker_count(workers: int, games: int, match_length: int) -> int:
    """The processes a run starts: at most ``workers``, the CPUs, and the matches to play.

    >>> worker_count(256, 2, 1) <= 2
    True
    """
    matches = -(-games // match_length)
    return max(1, min(workers, os.cpu_count() or 1, matches))


def simulate(games: int, seed: int = 0, rules: Rules | None = None, bots: Sequence[str] = ("random",),
             *, preset: str | None = None, out: str | Path | None = None, workers: int = 1,
             match_length: int = 1, checked: bool = False, overwrite: bool = False,
             progress: Callable[[int, int], None] | None = None, cluster: str | None = None
             ) -> dict[str, Any]:
    """Play ``games`` hands and return the summary (see :func:`summarize`).

    Limits (:func:`check_limits`): ``1 <= games <= MAX_GAMES``, ``1 <= match_length <= MAX_MATCH``;
    no more worker processes start than CPUs or matches (:func:`worker_count`). Records go to
    the folder ``out`` (:func:`~gouji_sim.simulation.outdir.run_folder`: locked for the run, with a
    manifest; one that holds records already is refused unless ``overwrite``).
    With ``cluster`` (a Dask scheduler's address, or ``"local"``) the hands are played on that
    cluster instead of ``workers`` local processes, with the same records
    (:mod:`gouji_sim.simulation.cluster`).
    """
    rules = rules or Rules()
    names = [b.name for b in make_bots(list(bots))]
    check_limits(games, workers, match_length)
    folder = run_folder(out, games, overwrite, seed=seed) if out is not None else contextlib.nullcontext(None)
    with folder as out_dir:
        t0 = time.perf_counter()
        workers = worker_count(workers, games, match_length)
        chunk = max(1, min(50, -(-games // match_length) // (workers * 8) or 1))
        jobs = _jobs(games, seed, rules, preset, names, match_length, out_dir, checked, chunk)
        tally = Tally()
        if cluster is not None:
            from .cluster import run_on_cluster
            parts = run_on_cluster(jobs, cluster)
        else:
            parts = _run(jobs, workers)
        for part in parts:
            for row in part:
                tally.add(row)
            if progress:
                progress(tally.n, games)
        seconds = time.perf_counter() - t0
    return tally.summary(names, rules, seed, preset, match_length, seconds)


def _run(jobs: Iterator[Job], workers: int) -> Iterator[list[dict[str, Any]]]:
    """The jobs' rows in job order; at most ``2 * workers`` jobs are handed out at a time, so
    memory does not grow with the number of games.

    A reader who stops early (the generator closed) cancels the jobs not yet started and waits
    for the few that run: ``concurrent.futures`` shuts down cleanly there, where
    ``multiprocessing.Pool.terminate`` could hang with its task thread mid-hand-out. A run
    interrupted (Ctrl-C) or terminated (SIGTERM) stops its workers at once, and a worker whose
    run is gone, even killed, ends by itself (:func:`gouji_sim.simulation.workers._die_with`)."""
    if workers == 1:
        yield from map(run_job, jobs)
        return
    from .workers import run_in_processes      # multiprocessing only where a run asks for it
    yield from run_in_processes(jobs, workers)
