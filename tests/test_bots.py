"""The bots: legal actions only; the heuristic supports its team and beats random play."""

from __future__ import annotations

import random

from gouji_sim import Pass, Play, PlayAction, Rules
from gouji_sim.bots.roster import HeuristicBot, RandomBot, make_bots
from gouji_sim.game.deal import deal, first_leader, hands_of
from gouji_sim.game.state import PLAY, GameState
from gouji_sim.simulation.run import simulate
from gouji_sim.core.table import same_team


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
            if state.in_ordinary_turns() and top is not None and not sit.is_closed() and isinstance(choice, Play):
                assert not same_team(sit.trick_state.top_seat, seat)
                # twos and jokers stay off plain plays, but for the turn back after its yield (TURN-5)
                if not sit.trick_state.gouji and choice.size < len(state.hand(seat)) \
                        and seat != sit.trick_state.yielder:
                    assert not (choice.small or choice.big or choice.twos)
            if state.in_ordinary_turns() and top is not None and not sit.is_closed() and \
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


def _habits(names, seeds, preset="outline"):
    """Count the heuristic bots' yields (TURN-5), burns (BURN-1) and answers to burns (BURN-4)
    over seeded hands, every action checked by the judge (``apply`` raises on an illegal one)."""
    from gouji_sim.simulation.bench import habit
    from gouji_sim.game.match import play_hand
    counts = {"yield": 0, "burn": 0, "answer": 0, "back": 0}

    def runner(state, bots, rng):
        while not state.is_over():
            bot = bots[state.current_player() - 1]
            action = bot.act(state, rng)
            kind = habit(state, action) if isinstance(bot, HeuristicBot) else None
            if kind is not None:
                counts[kind] += 1
            state.apply(action)

    for seed in seeds:
        play_hand(Rules.preset(preset), make_bots(names), seed, record=False, runner=runner)
    return counts


def test_the_heuristic_yields_burns_and_answers_burns_as_a_player_would():
    """Over seeded hands the heuristic bot yields (TURN-5) and acts again when the turn comes
    back, burns opponents' gouji plays (BURN-1) and answers the other team's burns (BURN-4)
    — every one of them an action the judge allows."""
    mixed = _habits(["heuristic", "random"], range(20))
    assert mixed["yield"] > 0 and mixed["back"] > 0
    alone = _habits(["heuristic"], range(10, 50), preset="open_release")
    assert alone["yield"] > 0 and alone["burn"] > 0 and alone["answer"] > 0


def test_a_yield_is_offered_only_where_the_judge_allows_it_and_only_to_keep_big_cards():
    """TURN-5: the bot yields only facing an opponent's plain play it could beat only with
    twos or jokers, and only where the judge says it may."""
    from gouji_sim import Yield
    from gouji_sim.core.judge import is_legal
    seen = 0
    for seed in range(8):
        state = _hand(200 + seed)
        bot, rng = HeuristicBot(), random.Random(seed)
        while not state.is_over():
            seat = state.current_player()
            action, rule = bot.decide(state)
            if isinstance(action, Yield):
                sit = state.sit
                assert rule == "yield-save-big" and is_legal(sit, action, leader=state.leader)
                assert not sit.trick_state.gouji and not same_team(sit.trick_state.top_seat, seat)
                assert state.legal_plays() and all(p.small or p.big or p.twos for p in state.legal_plays())
                seen += 1
            state.apply(action)
    assert seen > 0


def test_yielding_does_not_cost_the_heuristic_against_random_bots():
    """From the same deals, seats swapped: the yielding bot's team scores at least about what
    the bot that never yielded scored against random bots (figures: ``python -m
    gouji_sim.simulation.bench --bot-hands N``)."""
    from gouji_sim.simulation.bench import bot_habits
    f = bot_habits(hands=25, seed=700)
    assert f["heuristic_yields_per_hand"] > 0 and f["noyield_yields_per_hand"] == 0
    assert f["heuristic_score_margin"] > 3
    assert f["heuristic_score_margin"] >= f["noyield_score_margin"] - 2
