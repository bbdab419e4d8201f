"""Narration and hints: the practice floor keeps the facts, the view floor
words them from the catalogue — the judge's own sentence for an action, the position's fault
worded by the judge for a skipped seat, the clauses of the rule behind every other line."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from gouji_sim.core.messages import CATALOGUE
from gouji_sim.practice import Practice
from gouji_sim.practice.events import KINDS, Event
from gouji_sim.practice.hints import HABITS, hint_facts
from gouji_sim.view.hints_view import bot_hint, hints
from gouji_sim.view.narration import EVENT_CLAUSES, event_words, narration

PACKAGE = Path(__file__).resolve().parents[1] / "gouji_sim"


@pytest.mark.parametrize("module", ["practice/events.py", "practice/hints.py"])
def test_the_practice_floor_writes_no_sentence(module):
    """The facts modules import nothing from the catalogue: no ``text``, ``cards_in``, ``seats_text``."""
    tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(m and m.endswith("messages") for m in imported), imported


def test_every_kind_of_event_has_its_words_and_clauses():
    seen: dict[str, int] = {}
    for seed in range(6):
        w = Practice.watch(seed)
        lines = narration(w.events)
        for e, line in zip(w.events, lines):
            assert e.kind in KINDS
            seen[e.kind] = seen.get(e.kind, 0) + 1
            if e.verdict is not None:          # the judge's own sentence and clauses, unchanged
                assert dict(line.message) == dict(e.verdict.message) and line.clauses == e.verdict.clauses
            else:
                assert line.clauses and all(c in " ".join(line.clauses) for c in EVENT_CLAUSES.get(e.kind, ()))
    assert {"start", "action", "gouji", "finished", "over"} <= set(seen)
    with pytest.raises(ValueError):
        event_words(Event(0, "no-such-kind", None))


def test_the_hints_word_the_facts_of_the_core():
    p = Practice(seed=5, seat=1)
    f = hint_facts(p.seen())
    h = hints(p)
    assert f is not None and h["plays"]["count"] == len(f.plays) and h["next"]["seat"] == f.next_seat
    assert h["bot"]["rule"] == f.bot.rule and h["bot"] == bot_hint(p.seen())
    assert h["bot"]["message"]["zh"] and h["bot"]["message"]["en"]
    assert hint_facts(Practice.watch(5).seen()) is None and hints(Practice.watch(5))["plays"] is None


def test_every_habit_has_its_sentence():
    for habit, clauses in HABITS.items():
        assert f"practice-doubt-{habit}" in CATALOGUE and clauses
