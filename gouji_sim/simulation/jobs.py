"""One worker's share of a run (a :class:`Job`: some of its matches) and how it is played.

The same on one machine, in a pool of processes (:mod:`gouji_sim.simulation.run`) and on a
cluster (:mod:`gouji_sim.simulation.cluster`): each hand's seed comes from the run's seed and
the hand's number alone (:func:`game_seed`), so a run's records do not depend on where its
jobs were played.

>>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
True
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from ..bots.roster import make_bots
from ..game.match import HandResult, play_match
from ..game.record import dumps
from ..game.state import (BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, BURNS_TRIED, GOUJI_LIVED,
                          GOUJI_MADE)
from .outdir import write_record
from ..core.rules import Rules


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (independent of workers)."""
    digest = hashlib.blake2b(f"gouji:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@dataclass(frozen=True)
class Job:
    """One worker's share: matches ``first`` … ``last - 1`` of a run."""

    first: int
    last: int
    games: int
    seed: int
    rules: Rules
    preset: str | None
    bots: tuple[str, ...]
    match_length: int
    out: str | None
    checked: bool


def game_row(index: int, h: HandResult) -> dict[str, Any]:
    """What the summary needs of one hand (small, to send between processes)."""
    c = h.counters
    return {"index": index, "places": list(h.places), "points": h.score.seats, "teams": h.score.teams,
            "sweep": h.score.sweep, "revolution": h.revolutionary, "redeals": h.redeals, "steps": h.steps,
            "made": c[GOUJI_MADE:GOUJI_MADE + 6], "lived": c[GOUJI_LIVED:GOUJI_LIVED + 6],
            "burns": [c[BURNS_TRIED], c[BURNS_SUCCEEDED], c[BURNS_RELEASED], c[BURNS_FAILED]],
            "bets": [list(b) for b in h.bets]}


Played = list[tuple[dict[str, Any], str | None]]
"""A job's hands: each one's summary row and, when the run keeps records, its record's text."""


def play_job(job: Job) -> Played:
    """Play a job's matches; return each hand's row and record text (``None`` without ``out``)."""
    bots = make_bots(list(job.bots))
    played: Played = []
    for m in range(job.first, job.last):
        indexes = range(m * job.match_length, min((m + 1) * job.match_length, job.games))
        seeds = [game_seed(job.seed, i) for i in indexes]
        hands = play_match(job.rules, bots, seeds[0], len(seeds), record=job.out is not None,
                           checked=job.checked, preset=job.preset, seeds=seeds)
        for i, h in zip(indexes, hands):
            text = None
            if job.out is not None and h.record is not None:
                h.record["game"] = i
                text = dumps(h.record)
            played.append((game_row(i, h), text))
    return played


def keep(job: Job, played: Played) -> list[dict[str, Any]]:
    """Write a job's records into its run folder (each atomically); return its rows."""
    for row, text in played:
        if job.out is not None and text is not None:
            write_record(job.out, row["index"], text)
    return [row for row, _ in played]


def run_job(job: Job) -> list[dict[str, Any]]:
    """Play a job's matches, writing records when ``job.out`` is set (a worker process's share)."""
    return keep(job, play_job(job))


__all__ = ["Job", "Played", "game_row", "game_seed", "keep", "play_job", "run_job"]
