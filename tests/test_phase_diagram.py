"""The phase table as data (issue 44, item 4): :data:`~gouji_sim.game.phases.TRANSITIONS` gives
every answer the old eleven-branch ``transition`` gave, the state's tables :data:`TAKES` and
:data:`STEPS` name every kind of action and every step, and the API page's phase diagram is
drawn from them (TURN-8, START-1..4, LOCAL-1, TRIB-4, BURN-1..5, END-1)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from gouji_sim.game.decisions import GameAction
from gouji_sim.game import phases as P
from gouji_sim.game.state import STEPS, TAKES, phase_table_markdown

REPO = Path(__file__).resolve().parents[1]
FACTS = ("pending", "one_left", "gouji", "sets_left")


def _old_transition(phase: str, event: str, *, pending: bool = False, one_left: bool = False,
                    gouji: bool = False, sets_left: bool = False) -> str:
    """The if-chain ``transition`` was before the table (kept here as the reference)."""
    if event == P.ABANDONED:
        return P.ABANDON
    if phase in P.PRELUDE:
        return P.STAY if pending else P.NEXT_PRELUDE
    if event == P.BURN_FAILED:
        return P.END if one_left else (P.DECIDED if phase == P.BURN else P.PASSED)
    if phase == P.WIND or event == P.WIND_ASKED:
        return P.OPEN_WIND if event == P.WIND_ASKED else P.PLAY if event == P.WIND_REFUSED else (
            P.STAY if pending else P.GRANT_WIND)
    if event == P.DECIDED:
        return P.STAY if pending else (P.PLAY if phase == P.BURN else P.NEXT_SET)
    if event in (P.BURN_DECLARED, P.NO_ANSWERER):
        return P.NEXT_SET
    if event == P.SET_PLAYED:
        return P.OPEN_ANSWER_WINDOW if sets_left else P.BURN_SUCCEEDS
    if event == P.PLAYED_OUT:
        return P.JUDGE_OUT_PLAY
    if event == P.BURNED_OUT:
        return P.JUDGE_OUT_BURN
    if event in (P.OUT_AFTER_PLAY, P.OUT_AFTER_BURN) and one_left:
        return P.END
    if event in (P.PLAYED, P.OUT_AFTER_PLAY) and gouji:
        return P.OPEN_BURN_WINDOW
    return P.PLAY


@pytest.mark.parametrize("phase", P.PHASES)
def test_the_table_answers_as_the_if_chain_did_for_every_event_and_fact(phase: str) -> None:
    for event in P.EVENTS:
        for bits in range(16):
            facts = {f: bool(bits & (1 << k)) for k, f in enumerate(FACTS)}
            assert P.transition(phase, event, **facts) == _old_transition(phase, event, **facts), \
                (phase, event, facts)


def test_every_answer_is_a_phase_a_step_stay_or_an_event_and_every_step_has_a_handler() -> None:
    answers = {row.then for row in P.TRANSITIONS} | {row.otherwise for row in P.TRANSITIONS if row.otherwise}
    assert answers <= set(P.STEP_NAMES) | set(P.EVENTS) | {P.STAY, P.PLAY}
    assert set(STEPS) == set(P.STEP_NAMES)
    for row in P.TRANSITIONS:
        assert set(row.phases) <= set(P.PHASES) and set(row.events) <= set(P.EVENTS), row
        assert row.fact is None or row.fact in P.FACTS, row
        assert all("-" in c for c in row.clauses), row
    assert P.TRANSITIONS[-1] == P.Row((), (), P.PLAY)          # the last row answers everything


def test_every_kind_of_action_has_a_row_and_its_events_are_events() -> None:
    kinds = set(GameAction.__args__)                          # type: ignore[attr-defined]
    assert set(TAKES) == kinds
    for take in TAKES.values():
        assert take.events and set(take.events) <= set(P.EVENTS)
    for step in STEPS.values():
        assert set(step.events) <= set(P.EVENTS)


def _hooks():
    spec = importlib.util.spec_from_file_location("phase_hooks_under_test", REPO / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_api_pages_phase_diagram_is_the_table(lang: str) -> None:
    """The API page holds the marker once, and the site build draws the tables there: one line
    for each kind of action, each row of TRANSITIONS and each step."""
    source = (REPO / "docs" / lang / "api.md").read_text(encoding="utf-8")
    hooks = _hooks()
    assert source.count(hooks.PHASE_TABLE_MARKER) == 1
    page = hooks.phase_diagram(source)
    assert hooks.PHASE_TABLE_MARKER not in page and phase_table_markdown() in page
    drawn = page[page.index("| action | events |"):]
    for kind, take in TAKES.items():
        assert f"| {kind.__name__} | " + ", ".join(f"`{e}`" for e in take.events) + " |" in drawn
    rows = [line for line in drawn.splitlines() if line.startswith("| ") and not line.startswith("| ---")]
    assert len(rows) == 3 + len(TAKES) + len(P.TRANSITIONS) + len(STEPS)
    for row in P.TRANSITIONS:
        assert any(f"`{row.then}`" in line and all(f"`{e}`" in line for e in row.events) for line in rows), row
    for step in STEPS:
        assert any(line.startswith(f"| `{step}` |") for line in rows), step


def test_the_old_prose_table_is_gone_from_transitions_docstring() -> None:
    """One home for the table: the docstring points to it instead of copying it."""
    assert "=====" not in (P.transition.__doc__ or "")
    assert "TRANSITIONS" in (P.transition.__doc__ or "")


PREDICATES = {P.BLIND: "awaits_blind_bets", P.START: "awaits_redeal_or_revolution", P.BUY: "awaits_three_purchases",
              P.MELD: "awaits_meld", P.BET: "awaits_open_bets", P.PLAY: "in_ordinary_turns",
              P.BURN: "is_burn_window", P.ANSWER: "is_answer_window", P.WIND: "awaits_wind_answers",
              P.OVER: "is_over", P.DEAL: "is_chance_node"}


@pytest.mark.parametrize("phase", P.PHASES)
def test_each_phase_has_one_predicate_in_a_players_words(phase: str) -> None:
    """Outside the state, tests and front ends ask what the table waits for, not the phase's
    value: each phase answers yes to its own predicate and no to the others'."""
    from gouji_sim import Rules
    from gouji_sim.game.state import GameState
    state = GameState.deal_hand(Rules(), 3)
    state.phase = phase
    assert {name for name in PREDICATES.values() if getattr(state, name)()} == {PREDICATES[phase]}
    assert state.is_before_first_lead() == (phase in P.PRELUDE)
