"""Test helpers: build situations and actions from short notation (imported by the test modules)."""

from __future__ import annotations

import os
from typing import Any

from gouji_sim import Burn, Hand, Pass, Play, PlayAction, Response, Rules, Situation, Yield, judge

#: How thoroughly the benchmarks measure. ``make test`` runs the shorter ones once, on one page
#: or language where they have several (figures printed, assertions checked: the short run);
#: ``make bench-table`` sets GOUJI_BENCH_RUNS=3 for the figures of docs/decisions/, taken on
#: every page and language, medians of three, the long benchmarks too.
BENCH_RUNS = int(os.environ.get("GOUJI_BENCH_RUNS", "1"))
FULL_BENCH = BENCH_RUNS > 1
#: ``make test`` sets GOUJI_WASM_BASELINE=1: the browser tests' Chromium compiles Pyodide's wasm
#: with V8's baseline compiler alone (tests/browser/conftest.py), so its figures are not a reader's.
WASM_BASELINE = os.environ.get("GOUJI_WASM_BASELINE") == "1"


def every_message() -> dict[str, tuple[str, str]]:
    """The message lookup with every floor's words in it (each floor's package registers its
    own when imported: the simulation, the practice table, the views and the site, the CLI).

    >>> "not-higher" in every_message() and "cli-bad-arguments" in every_message()
    True
    """
    import gouji_sim.cli  # noqa: F401
    import gouji_sim.practice  # noqa: F401
    import gouji_sim.simulation  # noqa: F401
    from gouji_sim.core.messages import CATALOGUE

    return CATALOGUE


def bilingual(text: str) -> bool:
    """Some Chinese and some English words.

    >>> bilingual("不通过 / FAIL"), bilingual("FAIL")
    (True, False)
    """
    return any("\u4e00" <= ch <= "\u9fff" for ch in text) and any(c.isascii() and c.isalpha() for c in text)


def entry(seat: int, what: str | None) -> Any:
    """``(seat, "9 9")`` a play, ``(seat, None)`` a pass, ``(seat, "yield")`` a yield,
    ``(seat, "burn:J J J J J")`` a burn's first set inside a trick."""
    if what is None:
        return Pass(seat)
    if what == "yield":
        return Yield(seat)
    if what.startswith("burn:"):
        return PlayAction(seat, Play.parse(what[5:]), burn=True)
    return PlayAction(seat, Play.parse(what))


def situation(trick: list[tuple[int, str | None]] = (), preset: str = "outline",  # type: ignore[assignment]
              hands: dict[int, str] | None = None, counts: dict[int, int] | None = None,
              finished: tuple[int, ...] = (), out: tuple[int, ...] = (), **switches: Any) -> Situation:
    return Situation.build(Rules.from_spec(preset, switches), hands=hands, counts=counts,
                           finished=finished, trick=[entry(s, w) for s, w in trick], out=out)


def rule(s: Situation, seat: int, what: str | None):
    """Judge ``seat`` doing ``what`` (same notation as :func:`entry`) in ``s``."""
    return judge(s, entry(seat, what))


def burn(s: Situation, seat: int, sets: list[str], responses: list[tuple[int, int, str]] = ()):  # type: ignore[assignment]
    return judge(s, Burn(seat, tuple(Play.parse(x) for x in sets),
                         tuple(Response(k, r, Play.parse(p)) for k, r, p in responses)))



def gouji(*args: str) -> tuple[int, str, str]:
    """``gouji ARGS`` run in this process: ``(exit status, stdout, stderr)``.

    For parity checks, where a process of its own proves nothing more (the console script is
    run as a process by ``tests/test_cli.py`` and ``tests/test_reliability.py``).

    >>> code, out, err = gouji("cases", "check", "--lang", "en", "cases/plays/01-mixed-ranks.json")
    >>> code, out.strip().splitlines()[-1], err
    (0, '1 passed, 0 failed', '')
    """
    import contextlib
    import io

    from gouji_sim.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as stop:           # argparse's own refusals
            code = stop.code if isinstance(stop.code, int) else 2
    return code, out.getvalue(), err.getvalue()
