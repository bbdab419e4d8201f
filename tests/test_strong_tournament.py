"""The strong bot's tournament against the heuristic bot, small (figures printed; the clear
win is the figure of a run of thousands of hands: ``python -m gouji_sim.simulation.bench --tournament``)."""

from __future__ import annotations

import math

import pytest

from gouji_sim.simulation.bench import tournament


@pytest.mark.benchmark
def test_a_small_tournament_ends_every_hand_replays_and_computes_its_interval(report):
    """Each deal played twice with the seats swapped: every hand ends with six places (END-1..3)
    and its record replays through the judge; the points per seat-hand are zero-sum (SCORE-1:
    +4 +2 0 0 −2 −4), the difference is the two averages' and lies inside its interval, which
    comes from the per-deal differences; the decision times are ordered."""
    f = tournament(hands=60, seed=500, record=True)
    assert f["tournament_hands"] == 60 and f["tournament_deals"] == 30
    assert f["tournament_ended"] == 60 and f["tournament_replayed"] == 60
    assert math.isclose(f["strong_points"] + f["heuristic_points"], 0, abs_tol=1e-6)
    assert math.isclose(f["points_diff"], f["strong_points"] - f["heuristic_points"], abs_tol=0.01)
    assert f["points_diff_low"] < f["points_diff"] < f["points_diff_high"]
    assert 0 < f["decision_ms_median"] <= f["decision_ms_p90"] <= f["decision_ms_max"]
    same = tournament(hands=4, seed=500, bot="heuristic")
    assert same["points_diff"] == 0 and same["team_margin"] == 0
    report("strong against heuristic, 60 hands: " + ", ".join(f"{k} {v}" for k, v in f.items()))
