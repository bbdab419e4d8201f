"""The game state's phase table and its one transition rule (a pure function), table-driven:
every row of the dispatcher's table checked on its own, and the phase table's rows against
the phases (TURN-3, START-1..4, LOCAL-1, TRIB-4, BURN-1..5, END-1)."""

from __future__ import annotations

import random

import pytest

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.decisions import Decline
from gouji_sim.game.match import HandDeals
from gouji_sim.game.state import (ABANDON, ABANDONED, ANSWER, BET, BLIND, BURN, BURN_DECLARED, BURN_FAILED,
                                  BURN_SUCCEEDS, BURNED_OUT, BUY, DEAL, DEALT, DECIDED, DECISIONS, END,
                                  JUDGE_OUT_BURN, JUDGE_OUT_PLAY, MELD, NEXT_PRELUDE, NEXT_SET, NO_ANSWERER,
                                  NO_BURNER, OPEN_ANSWER_WINDOW, OPEN_BURN_WINDOW, OUT_AFTER_BURN, OUT_AFTER_PLAY,
                                  OVER, PASSED, PHASES, PLAY, PLAYED, PLAYED_OUT, PRELUDE, SET_PLAYED, STAY, START, WIND,
                                  transition)

# phase, event, facts, what comes next
ROWS = [
    *[(p, ABANDONED, {}, ABANDON) for p in PRELUDE + (PLAY, BURN, ANSWER)],
    *[(p, e, {"pending": True}, STAY) for p in PRELUDE for e in (DEALT, DECIDED)],
    *[(p, e, {}, NEXT_PRELUDE) for p in PRELUDE for e in (DEALT, DECIDED)],
    (PLAY, BURN_FAILED, {"one_left": True}, END),
    (BURN, BURN_FAILED, {"one_left": True}, END),
    (PLAY, BURN_FAILED, {}, PASSED),
    (BURN, BURN_FAILED, {}, DECIDED),
    (BURN, DECIDED, {"pending": True}, STAY),
    (ANSWER, DECIDED, {"pending": True}, STAY),
    (BURN, DECIDED, {}, PLAY),
    (ANSWER, DECIDED, {}, NEXT_SET),
    (PLAY, BURN_DECLARED, {}, NEXT_SET),
    (BURN, BURN_DECLARED, {}, NEXT_SET),
    (ANSWER, NO_ANSWERER, {}, NEXT_SET),
    (BURN, SET_PLAYED, {"sets_left": True}, OPEN_ANSWER_WINDOW),
    (PLAY, SET_PLAYED, {}, BURN_SUCCEEDS),
    (PLAY, PLAYED_OUT, {}, JUDGE_OUT_PLAY),
    (ANSWER, PLAYED_OUT, {"gouji": True}, JUDGE_OUT_PLAY),
    (BURN, BURNED_OUT, {}, JUDGE_OUT_BURN),
    (PLAY, OUT_AFTER_PLAY, {"one_left": True, "gouji": True}, END),
    (PLAY, OUT_AFTER_BURN, {"one_left": True}, END),
    (PLAY, OUT_AFTER_PLAY, {"gouji": True}, OPEN_BURN_WINDOW),
    (PLAY, OUT_AFTER_PLAY, {}, PLAY),
    (BURN, OUT_AFTER_BURN, {"gouji": True}, PLAY),       # a burn's last set opens no new window
    (PLAY, PLAYED, {"gouji": True}, OPEN_BURN_WINDOW),
    (ANSWER, PLAYED, {"gouji": True}, OPEN_BURN_WINDOW),
    (PLAY, PLAYED, {}, PLAY),
    (ANSWER, PLAYED, {}, PLAY),
    (PLAY, PASSED, {"gouji": True}, PLAY),
    (PLAY, NO_BURNER, {"gouji": True}, PLAY),
]


@pytest.mark.parametrize("phase,event,facts,expected", ROWS,
                         ids=[f"{p}-{e}-{'-'.join(sorted(f)) or 'none'}" for p, e, f, _ in ROWS])
def test_the_dispatcher_table_row_by_row(phase: str, event: str, facts: dict[str, bool], expected: str) -> None:
    assert transition(phase, event, **facts) == expected


def test_the_transition_is_pure_and_total_over_its_facts() -> None:
    """Same arguments, same answer; every combination of facts gives a phase, a step or an event."""
    from gouji_sim.game import state as module
    steps = {module.STAY, module.NEXT_PRELUDE, module.ABANDON, module.END, module.NEXT_SET, module.BURN_SUCCEEDS,
             module.JUDGE_OUT_PLAY, module.JUDGE_OUT_BURN, module.OPEN_BURN_WINDOW, module.OPEN_ANSWER_WINDOW,
             module.OPEN_WIND, module.GRANT_WIND}
    for phase in PHASES:
        for event in module.EVENTS:
            for bits in range(16):
                facts = dict(zip(("pending", "one_left", "gouji", "sets_left"), (bool(bits & (1 << k)) for k in range(4))))
                got = transition(phase, event, **facts)
                assert got == transition(phase, event, **facts)
                assert got in steps or got == PLAY or got in module.EVENTS, (phase, event, facts, got)


def test_the_phase_table_has_one_row_per_decision_phase() -> None:
    """Every phase where seats decide in turn has deciders (or is a window the dispatcher
    opens), options and a rule; play, deal and over are not decision rows."""
    assert set(DECISIONS) == set(PRELUDE) | {BURN, ANSWER, WIND}
    assert not {PLAY, DEAL, OVER} & set(DECISIONS)
    for phase, row in DECISIONS.items():
        assert (row.deciders is None) == (phase in (BURN, ANSWER, WIND)), phase
        assert row.clauses and all("-" in c for c in row.clauses)


def test_each_decider_is_offered_the_rows_options_and_they_are_ruled_legal_by_the_rows_rule() -> None:
    """In real hands, at every decision outside play: the options are the row's, each is legal,
    and only the decider is offered them (TURN-3); declines are legal wherever the row lists one."""
    seen: set[str] = set()
    rules = Rules(points=True, chong_san=True)
    for seed in (36, 0, 1):                        # seed 36: two seats buy a 3 (LOCAL-1)
        deals = HandDeals(rules, seed, record=False)
        state, bots, rng = deals.state, make_bots(["heuristic"]), deals.bot_rng
        while not state.is_over():
            seat = state.current_player()
            assert seat is not None
            if state.phase in DECISIONS:
                seen.add(state.phase)
                row = DECISIONS[state.phase]
                assert seat == state.pending[0]
                options = row.options(state, seat)
                assert all(row.rule(state, a, seat).legal for a in options)
                assert set(state.legal_actions()) >= set(options)
                other = next(s for s in range(1, 7) if s != seat)
                assert not state.judge(Decline(other)).legal
            state.apply(bots[seat - 1].act(state, rng))
    assert {BLIND, BET, BUY} <= seen


def test_legal_actions_are_the_current_players_and_other_seats_are_asked_for() -> None:
    """legal_actions() holds the current player's actions only (the conformance checker's
    protocol); legal_actions(seat=…) and out_of_turn_actions() give the others' (TURN-3, BURN-1)."""
    rng = random.Random(5)
    found_other = 0
    for seed in range(3):
        deals = HandDeals(Rules(), seed, record=False)
        state, bots = deals.state, make_bots(["random"])
        while not state.is_over():
            seat = state.current_player()
            assert {a.seat for a in state.legal_actions()} <= {seat}
            others = state.out_of_turn_actions()
            found_other += len(others)
            for s in range(1, 7):
                if s != seat:
                    assert state.legal_actions(seat=s) == [a for a in others if a.seat == s]
            state.apply(bots[seat - 1].act(state, rng))
    assert found_other > 0
