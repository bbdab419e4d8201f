"""The bots: legal actions only; the heuristic supports its team and beats random play."""

from __future__ import annotations

import random

from gouji_sim import Pass, Play, PlayAction, Rules
from gouji_sim.bots import HeuristicBot, RandomBot, make_bots
from gouji_sim.game.deal import deal, first_leader, hands_of
from gouji_sim.game.state import PLAY, GameState
from gouji_sim.simulation.run import simulate
from gouji_sim.table import same_team


def _hand(seed: int) -> GameState:
    d = deal(216, random.Random(seed))
    return GameState.new(Rules(), hands_of(d), first_leader(d))


def test_both_bots_only_choose_legal_actions():
    for seed in range(6):
        state = _hand(seed)
        bots = [HeuristicBot(), RandomBot()] * 3
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.current_player()
            state.apply(bots[seat - 1].act(state, rng))     # checked: raises if illegal
        assert len(set(state.places())) == 6


def test_the_heuristic_never_beats_a_teammate_and_keeps_jokers_off_plain_plays():
    for seed in range(6):
        state = _hand(100 + seed)
        bot, rng = HeuristicBot(), random.Random(seed)
        while not state.is_over():
            seat = state.current_player()
            sit = state.sit
            choice = bot.act(state, rng)
            top = sit.trick_state.top
            if state.phase == PLAY and top is not None and not sit.is_closed() and isinstance(choice, Play):
                assert not same_team(sit.trick_state.top_seat, seat)
                if not sit.trick_state.gouji and choice.size < len(state.hand(seat)):
                    assert not (choice.small or choice.big or choice.twos)
            if state.phase == PLAY and top is not None and not sit.is_closed() and \
                    same_team(sit.trick_state.top_seat, seat):
                assert choice == Pass(seat)
            state.apply(choice)


def test_the_heuristic_team_beats_the_random_team():
    s = simulate(60, seed=2, rules=Rules(), bots=["heuristic", "random"])
    t = simulate(60, seed=3, rules=Rules(), bots=["random", "heuristic"])
    assert s["teams"]["1-3-5"]["avg_score"] > 3 and t["teams"]["2-4-6"]["avg_score"] > 3
    assert s["by_bot"]["heuristic"]["avg_points"] > s["by_bot"]["random"]["avg_points"]


def test_make_bots_spreads_names_over_seats():
    assert [b.name for b in make_bots(["heuristic", "random"])] == ["heuristic", "random"] * 3
    assert [b.name for b in make_bots(["random"] * 5 + ["heuristic"])][-1] == "heuristic"
    assert isinstance(make_bots(["random"])[0].act(_hand(1), random.Random(1)), (Play, PlayAction))
