"""What every test run shares: the figures the tests measure, printed at the end.

`make test` runs the tests on every core with pytest-xdist, the benchmarks (``-m benchmark``)
among them in their short run; `make bench-table` runs the benchmarks alone. Figures measured
in an xdist worker reach the summary through ``workeroutput``, so a run prints them whichever
way it was started.
"""

from __future__ import annotations

import pytest
from gouji_helpers import WASM_BASELINE
from hypothesis import settings

# No hypothesis test asserts a time: its default 200 ms deadline per example is a timed test
# that flakes on a busy two-core machine (speed is the benchmarks' job, ``-m benchmark``).
settings.register_profile("gouji", deadline=None)
settings.load_profile("gouji")

#: Timings and sizes the tests measure, printed at the end of the run.
_MEASUREMENTS: list[str] = []


#: The tests that take half a minute to three under `make test`'s load (its "slowest durations"),
#: run first: pytest-xdist's worksteal shares out only the tests not yet begun, so one of them
#: begun late is a worker still busy after the others have finished (the compiled wheel's build
#: took 176 s with three workers on two cores).
FIRST = (
    "tests/browser/test_offline.py::test_a_rebuilt_site_with_a_new_behaviour_version_replaces_the_cached_engine",
    "tests/browser/test_offline.py::test_after_one_visit_every_page_opens_offline_in_both_languages",
    "tests/browser/test_review_speed.py::",
    "tests/browser/test_speech.py::test_the_lab_answers_each_question_first_in_plain_words",
    "tests/browser/test_speech.py::test_the_search_box_answers_each_question_as_the_lab_does",
)


def pytest_collection_modifyitems(items):
    """The tests of :data:`FIRST` before the others, in its order (the others keep theirs)."""
    def rank(item) -> int:
        return next((i for i, start in enumerate(FIRST) if item.nodeid.startswith(start)), len(FIRST))
    items.sort(key=rank)


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
        if WASM_BASELINE:   # tests/browser/conftest.py
            terminalreporter.write_line("(the browser's figures: Pyodide's wasm on V8's baseline compiler "
                                        "alone, GOUJI_WASM_BASELINE=1, not a reader's browser)")
        for line in _MEASUREMENTS:
            terminalreporter.write_line(line)
