"""What every test run shares: the figures the tests measure, printed at the end.

`make test` runs the tests on every core with pytest-xdist, the benchmarks (``-m benchmark``)
among them in their short run; `make bench-table` runs the benchmarks alone. Figures measured
in an xdist worker reach the summary through ``workeroutput``, so a run prints them whichever
way it was started.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

# No hypothesis test asserts a time: its default 200 ms deadline per example is a timed test
# that flakes on a busy two-core machine (speed is the benchmarks' job, ``-m benchmark``).
settings.register_profile("gouji", deadline=None)
settings.load_profile("gouji")

#: Timings and sizes the tests measure, printed at the end of the run.
_MEASUREMENTS: list[str] = []


@pytest.fixture
def report():
    """Record a measurement line for the terminal summary."""
    return _MEASUREMENTS.append


def pytest_sessionfinish(session):
    output = getattr(session.config, "workeroutput", None)  # set in an xdist worker only
    if output is not None:
        output["gouji_measurements"] = list(_MEASUREMENTS)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """xdist: a worker has finished; keep the figures it measured."""
    _MEASUREMENTS.extend(getattr(node, "workeroutput", {}).get("gouji_measurements", []))


def pytest_terminal_summary(terminalreporter):
    if _MEASUREMENTS:
        terminalreporter.section("measurements")
        for line in _MEASUREMENTS:
            terminalreporter.write_line(line)
