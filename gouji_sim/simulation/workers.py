"""A run's worker processes (``gouji simulate --workers N``): the jobs handed to a process pool,
their rows read back in job order, and workers that end with their run.

Imported by :mod:`gouji_sim.simulation.run` only when a run asks for more than one process, so
that multiprocessing is not imported where a run never starts one (the site's live chapters
run in one Python with no processes, issue 48).
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Iterator

from .jobs import Job, run_job

WATCH_SECONDS = 0.5
"""How often a worker checks that the process that started it is still there."""
_PR_SET_PDEATHSIG = 1


def _die_with(parent: int) -> None:
    """A worker's initializer: the worker ends when ``parent``, the run's process, ends — killed
    (SIGKILL included) or not — so that no worker writes records for a run that is gone.

    On Linux the kernel sends the worker SIGKILL when its parent dies (``prctl(PR_SET_PDEATHSIG)``);
    everywhere a watchdog thread checks every :data:`WATCH_SECONDS` that the worker's parent is
    still ``parent`` (an orphan is adopted by another process) and ends the worker if not.
    """
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):      # no libc to ask: the watchdog alone
            pass
    if os.getppid() != parent:                 # the parent died before the line above
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), name="gouji-watch-parent", daemon=True).start()


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_SECONDS)
    os._exit(1)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End the pool's workers now, their jobs unfinished (a run interrupted or terminated)."""
    stop = getattr(pool, "terminate_workers", None)      # Python 3.14
    if stop is not None:
        stop()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()


def _terminated(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


@contextlib.contextmanager
def _sigterm_exits() -> Iterator[None]:
    """While the block runs (in the main thread), SIGTERM raises ``SystemExit`` in it, so that
    a run told to end stops its workers (:func:`_run`) instead of leaving them running."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def run_in_processes(jobs: Iterator[Job], workers: int) -> Iterator[list[dict[str, Any]]]:
    """The jobs' rows in job order from ``workers`` processes (see
    :func:`gouji_sim.simulation.run._run`, which calls it for more than one worker)."""
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with _sigterm_exits(), ProcessPoolExecutor(workers, mp_context=ctx, initializer=_die_with,
                                               initargs=(os.getpid(),)) as pool:
        waiting: deque[Future[list[dict[str, Any]]]] = deque()
        try:
            for job in jobs:
                waiting.append(pool.submit(run_job, job))
                if len(waiting) >= 2 * workers:
                    yield waiting.popleft().result()
            while waiting:
                yield waiting.popleft().result()
        except (KeyboardInterrupt, SystemExit):
            _stop_workers(pool)
            raise
        finally:
            for future in waiting:
                future.cancel()

