"""Playing a run's hands on a Dask cluster (``gouji simulate --cluster ADDRESS``).

A run's jobs (:class:`~gouji_sim.simulation.jobs.Job`) are the same as on one machine; each is sent
to a worker of an existing `Dask distributed <https://distributed.dask.org>`_ cluster, which plays
it and sends back the summary rows *and the records' text*: the records are written here, by the
process that started the run, into its own run folder. Every hand's seed comes from the run's
seed and the hand's number alone (:func:`~gouji_sim.simulation.jobs.game_seed`), so a run on a
cluster writes the same records, byte for byte, as ``--workers 1``.

``ADDRESS`` is a scheduler's address (``tcp://host:8786``), or ``local``: a cluster of one worker
process per CPU on this machine, started for the run and stopped after it (for trying it out,
and for the tests). Dask is an optional extra: ``pip install 'gouji-sim[cluster]'``; every
worker needs the same version of gouji-sim (checked before the first job is sent).

Why Dask and not Ray: measured side by side on this project's machine (2 CPUs, 2,000 hands of
six heuristic bots), both played at the speed of the local process pool, within the noise; a
local Dask cluster started in about 0.9 s against Ray's 3–3.8 s, and Dask is 24 MB installed
against Ray's 240 MB (``docs/decisions/09-simulation-cluster.md``).
"""

from __future__ import annotations

import contextlib
import os
from collections import deque
from typing import TYPE_CHECKING, Any, Iterator

from .. import __version__
from ..core.errors import GoujiError
from ..core.rules import BEHAVIOUR_VERSION
from .jobs import Job, keep, play_job

if TYPE_CHECKING:                          # the optional extra: imported only when a run asks
    from distributed import Client

LOCAL = "local"
"""The address that starts a cluster on this machine for the run."""


def engine_id() -> str:
    """What must be the same on every worker: the package's version and the rules' behaviour.

    >>> engine_id().count("/")
    1
    """
    return f"{__version__}/{BEHAVIOUR_VERSION}"


def _worker_engine() -> str:
    """:func:`engine_id` as a worker computes it (sent by reference: the worker's own import)."""
    return engine_id()


@contextlib.contextmanager
def connect(address: str) -> Iterator["Client"]:
    """A client of the cluster at ``address`` (or of a local one, started here and stopped after).

    Raises :class:`GoujiError` (both languages) when Dask is not installed, the scheduler cannot
    be reached, it has no workers, or a worker runs another version of the engine.
    """
    try:
        from distributed import Client, LocalCluster
    except ImportError as exc:
        raise GoujiError.from_catalogue("cli-cluster-missing") from exc
    with contextlib.ExitStack() as stack:
        if address == LOCAL:
            cluster = stack.enter_context(LocalCluster(
                n_workers=os.cpu_count() or 1, threads_per_worker=1, processes=True,
                dashboard_address=None, silence_logs=40))
            client = stack.enter_context(Client(cluster))
        else:
            try:
                # how long it waits for the scheduler is Dask's own setting (30 s unless changed,
                # e.g. DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT=10s)
                client = stack.enter_context(Client(address))
            except (OSError, ValueError, TypeError) as exc:
                raise GoujiError.from_catalogue("cli-cluster-unreachable", address=address,
                                                detail=str(exc) or type(exc).__name__) from exc
        versions = client.run(_worker_engine)
        if not versions:
            raise GoujiError.from_catalogue("cli-cluster-empty", address=address)
        other = sorted({v for v in versions.values() if v != engine_id()})
        if other:
            raise GoujiError.from_catalogue("cli-cluster-version", address=address,
                                            theirs=", ".join(other), ours=engine_id())
        yield client


def run_on_cluster(jobs: Iterator[Job], address: str) -> Iterator[list[dict[str, Any]]]:
    """Each job's rows, in job order, its hands played on the cluster at ``address``.

    A job's records come back with its rows and are written here
    (:func:`~gouji_sim.simulation.jobs.keep`), so the workers need no shared folder. At most
    ``2 × workers`` jobs are out at a time, so that memory here does not grow with the number of
    hands; a run stopped early cancels the jobs not yet done.
    """
    with connect(address) as client:
        window = 2 * max(1, len(client.scheduler_info().get("workers", {})))
        waiting: deque[tuple[Job, Any]] = deque()
        try:
            for job in jobs:
                waiting.append((job, client.submit(play_job, job, pure=False)))
                if len(waiting) >= window:
                    done, future = waiting.popleft()
                    yield keep(done, future.result())
            while waiting:
                done, future = waiting.popleft()
                yield keep(done, future.result())
        finally:
            for _, future in waiting:
                future.cancel()
