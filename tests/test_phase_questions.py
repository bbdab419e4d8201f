"""Issue 44, item 4: outside the state, nothing compares a phase's value; every module and test
asks the phase's questions (:data:`gouji_sim.game.phases.QUESTIONS`) by name, of a
:class:`~gouji_sim.game.state.GameState` or of anything carrying a phase
(:class:`~gouji_sim.game.observation.PhaseQuestions`: observations, the hints' facts).

The scan reads every module of ``gouji_sim/`` (but ``game/state.py`` and ``game/phases.py``,
the phase's home) and every test (but the phase-table tests, which compare the table with the
old chain of tests on purpose) for a comparison (``==``, ``!=``, ``in``, ``not in``, a
``match``) whose operand is a phase: ``x.phase``, a name ``phase``, ``x["phase"]`` or
``x.get("phase")``. Passing a phase on as data (to a word lookup, a record, JSON) is not a
comparison and is allowed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from gouji_sim.bots.weighing import REVIEWED
from gouji_sim.core.rules import Rules
from gouji_sim.game import phases
from gouji_sim.game.observation import PhaseQuestions
from gouji_sim.game.state import GameState
from gouji_sim.practice.hints import HintFacts

ROOT = Path(__file__).resolve().parent.parent
HOME = {"gouji_sim/game/state.py", "gouji_sim/game/phases.py"}
PHASE_TABLE_TESTS = {"tests/test_phase_table.py", "tests/test_phase_diagram.py"}


def _is_phase(node: ast.expr) -> bool:
    """Whether ``node`` reads a phase: ``x.phase``, ``phase``, ``x["phase"]``, ``x.get("phase")``."""
    if isinstance(node, ast.Attribute):
        return node.attr == "phase"
    if isinstance(node, ast.Name):
        return node.id == "phase"
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == "phase"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == "phase"
    return False


def phase_comparisons(source: str) -> list[tuple[int, str]]:
    """Each comparison of a phase in ``source``: its line and its text."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(_is_phase(x) for x in (node.left, *node.comparators)):
            found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Match) and _is_phase(node.subject):
            found.append((node.lineno, "match " + ast.unparse(node.subject)))
    return sorted(found)


def _scanned() -> list[Path]:
    files = sorted((ROOT / "gouji_sim").rglob("*.py")) + sorted((ROOT / "tests").rglob("*.py"))
    return [p for p in files if p.relative_to(ROOT).as_posix() not in HOME | PHASE_TABLE_TESTS]


def test_the_scan_finds_every_kind_of_phase_comparison() -> None:
    """The scan could fail: it finds each form a comparison of a phase takes, and no data use."""
    source = '''
if state.phase == PLAY: pass
if view.phase in ("play", "answer"): pass
if OVER != g.phase: pass
phase = state.phase
if phase not in PRELUDE: pass
ok = d["phase"] == "burn" or d.get("phase") == "wind"
match obs.phase:
    case "bet": pass
words = text(f"game-phase-{state.phase}")
same = (a.phase, a.pending) == (b.phase, b.pending)
'''
    assert [line for line, _ in phase_comparisons(source)] == [2, 3, 4, 6, 7, 7, 8]


def test_no_phase_is_compared_outside_the_state() -> None:
    """Issue 44, item 4: tests of ``phase`` outside the state go through predicates (57 → 0)."""
    found = [f"{p.relative_to(ROOT).as_posix()}:{line}: {code}"
             for p in _scanned() for line, code in phase_comparisons(p.read_text(encoding="utf-8"))]
    assert len(_scanned()) > 200              # the package and the tests were read
    assert found == [], "ask the phase's questions (GameState.in_ordinary_turns(), …) instead:\n" + "\n".join(found)


@pytest.mark.parametrize("phase", phases.PHASES)
def test_the_state_and_an_observation_answer_every_question_as_the_phase_table_does(phase: str) -> None:
    """One home: each question, asked of a state, of its observation or of a hint's facts,
    answers as its function in ``game/phases.py`` does, in every phase."""
    state = GameState.new(Rules(), {}, leader=1)
    seen = state.observation(1)
    state.phase = phase
    seen = seen._replace(phase=phase)
    for question in phases.QUESTIONS:
        name = question.__name__
        want = question(phase)
        assert getattr(state, name)() is want, (name, phase)
        assert getattr(seen, name)() is want, (name, phase)
        assert getattr(PhaseQuestions, name).__doc__, name
    assert issubclass(HintFacts, PhaseQuestions)


def test_each_phase_answers_exactly_one_of_the_questions_of_where_the_hand_is() -> None:
    """The questions that name one phase (or the prelude) partition the phases; the cards'
    questions are the play and the answer (TURN-1..9, BURN-4), and with the burn window
    the phases whose decisions the coach weighs (REVIEWED)."""
    where = (phases.is_chance_node, phases.is_before_first_lead, phases.in_ordinary_turns, phases.is_burn_window,
             phases.is_answer_window, phases.awaits_wind_answers, phases.is_over)
    for phase in phases.PHASES:
        assert sum(q(phase) for q in where) == 1, phase
    assert [p for p in phases.PHASES if phases.decides_with_cards(p)] == [phases.PLAY, phases.ANSWER]
    assert tuple(p for p in phases.PHASES if phases.in_card_play(p)) == REVIEWED
    prelude = (phases.awaits_blind_bets, phases.awaits_redeal_or_revolution, phases.awaits_three_purchases,
               phases.awaits_meld, phases.awaits_open_bets)
    assert [p for p in phases.PHASES if any(q(p) for q in prelude)] == list(phases.PRELUDE)
