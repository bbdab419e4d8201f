"""The public corpus of table questions (issue 45, item 5): every question, as tables say it,
answered through the command line's function (``gouji ask --json``'s object) with the kind,
the answer and — where a play is judged — the verdict's reason it expects.

``tests/data/table_talk_corpus.jsonl`` is written by ``tools/talk_corpus.py``: the casebook's
trick cases told the way players tell them (seat numbers, seats relative to the asker, English),
and the questions said at the table — issue 45's own phrasings, the disputes, the seeds' sayings
and the questions that name no play — answered by hand from the rulebook.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

import pytest

from gouji_sim.cli.ask_command import answer_of
from gouji_sim.core.rules import Rules

CORPUS = Path(__file__).parent / "data" / "table_talk_corpus.jsonl"
ROWS = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]


def _rules(row: dict) -> Rules:
    spec = row.get("rules") or {}
    return Rules.from_spec(spec.get("preset", "outline"), spec.get("switches") or {})


def wrong(row: dict) -> str | None:
    """What is wrong with the answer to ``row``, or ``None``."""
    got = answer_of(row["q"], seat=row["seat"], rules=_rules(row))
    if not got.get("ok"):
        return f"not answered: {got['missing']}"
    for key in ("kind", "answer"):
        if got[key] != row[key]:
            return f"{key} {got[key]!r}, expected {row[key]!r} (understood: {got['understood']})"
    if row.get("reason") and got.get("reason") != row["reason"]:
        return f"reason {got.get('reason')!r}, expected {row['reason']!r}"
    return None


def test_the_corpus_is_as_big_as_promised():
    langs = Counter(r["lang"] for r in ROWS)
    assert len(ROWS) >= 400 and langs["zh"] >= 300 and langs["en"] >= 100
    quoted = {r["q"] for r in ROWS if r["source"] == "issue-45"}
    assert "上家出了五个10，我能烧吗" in quoted and "我出大王88，对头能管吗" in quoted
    assert sum(r["source"] == "dispute" for r in ROWS) >= 16


def test_every_question_of_the_corpus_gets_its_answer():
    failures = [f"{row['q']}: {problem}" for row in ROWS if (problem := wrong(row)) is not None]
    assert failures == [], f"{len(ROWS) - len(failures)}/{len(ROWS)} right:\n" + "\n".join(failures[:20])


@pytest.mark.benchmark
def test_reading_and_ruling_time_per_question():
    times = []
    for row in ROWS:
        start = time.perf_counter()
        answer_of(row["q"], seat=row["seat"], rules=_rules(row))
        times.append(time.perf_counter() - start)
    disputes = []
    for row in (r for r in ROWS if r["source"] == "dispute"):
        start = time.perf_counter()
        got = answer_of(row["q"], seat=row["seat"], rules=_rules(row))
        disputes.append(f"  {row['q']}: {got.get('headline')} in {1000 * (time.perf_counter() - start):.1f} ms, "
                        f"{len(row['q'])} characters typed")
    print("\nthe disputes, typed as said and answered in one step:\n" + "\n".join(disputes))
    times.sort()
    print(f"\ntable talk, {len(times)} questions read and ruled: median {1000 * times[len(times) // 2]:.2f} ms, "
          f"90th percentile {1000 * times[9 * len(times) // 10]:.2f} ms, slowest {1000 * times[-1]:.1f} ms, "
          f"all {sum(times):.2f} s")
