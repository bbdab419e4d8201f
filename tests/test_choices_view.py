"""The light observation (issue 48, item 5): a bot that reads only its choices — the random
bot — is handed :class:`~gouji_sim.game.choices.Choices`, which gives the very choices, in the
same order, as the seat's whole observation and the state, and carries nothing of another
seat's cards (TABLE-1: a seat sees its own hand; what the others hold is hidden).

Played over seeded hands of several presets (burn windows, answers, 冲三's purchases and
revolutions, tribute and bets occur among them), at every decision."""

from __future__ import annotations

import random
from typing import Iterator

import pytest

from gouji_sim.bots.roster import HeuristicBot, RandomBot
from gouji_sim.core.actions import Burn
from gouji_sim.core.cards import Hand
from gouji_sim.core.errors import GoujiError
from gouji_sim.core.play import Play
from gouji_sim.core.rules import Rules
from gouji_sim.game.choices import Choices, observe_choices, reads_choices
from gouji_sim.game.match import HandDeals, bot_act, run_bots
from gouji_sim.game.observation import Observation, observe_turn
from gouji_sim.game.state import GameState

PRESETS = ("outline", "chong_san", "open_release", "tribute")


def _rules(preset: str) -> Rules:
    if preset == "tribute":
        return Rules(tribute=True, points=True, burn_tribute=True)
    return Rules.preset(preset)


def decisions(preset: str, seeds: range) -> Iterator[GameState]:
    """Every decision of the second hand of two-hand matches (tribute paid where the rules
    have it), half the seats heuristic and half random (so burns and answers occur)."""
    rules = _rules(preset)
    bots = [HeuristicBot(), RandomBot()] * 3
    for seed in seeds:
        first = HandDeals(rules, seed)
        run_bots(first.state, bots, first.bot_rng)
        deals = HandDeals(rules, seed + 1000, hand=2, previous=first.result([b.name for b in bots]))
        state = deals.state
        while not state.is_over():
            yield state
            seat = state.current_player()
            assert seat is not None
            state.push(bot_act(bots[seat - 1], state, deals.bot_rng))


def assert_holds_only_its_own(state: GameState, view: Choices) -> None:
    """Every card ``view`` carries is the seat's own: its hand, plays and burns of that hand,
    every action the seat's."""
    seat = view.seat
    own = state.hand(seat)
    assert view.own == own
    assert all(own.contains(p.cards) for p in view.plays)
    for action in view.others:
        assert action.seat == seat, action
        if isinstance(action, Burn):
            cards = Hand()
            for piece in action.sets:
                cards = cards.add(piece.cards)
            assert own.contains(cards), action
    assert [type(v) for v in view] == [int, Hand, tuple, tuple]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_light_view_gives_the_choices_of_the_whole_observation(preset):
    checked = 0
    kinds: set[str] = set()
    for state in decisions(preset, range(0, 24, 2)):
        view = observe_choices(state)
        assert view.seat == state.current_player()
        assert view.choices() == state.choices() == observe_turn(state).choices()
        assert view.legal_actions() == state.legal_actions()
        assert_holds_only_its_own(state, view)
        kinds.add(state.phase)
        checked += 1
    assert checked > 1000 and "play" in kinds and len(kinds) > 2, (checked, kinds)


def test_the_bots_table_hands_the_random_bot_the_light_view_and_others_a_whole_observation():
    seen: list[tuple[str, object]] = []

    class Noting:
        def __init__(self, inner: RandomBot | HeuristicBot) -> None:
            self.inner, self.name = inner, inner.name
            if reads_choices(inner):
                self.sight = inner.sight

        def act(self, view: Observation, rng: random.Random) -> object:
            seen.append((self.name, view))
            return self.inner.act(view, rng)

    deals = HandDeals(Rules(), 7)
    run_bots(deals.state, [Noting(RandomBot()), Noting(HeuristicBot())] * 3, deals.bot_rng)
    assert {type(v) for name, v in seen if name == "random"} == {Choices}
    assert {type(v) for name, v in seen if name == "heuristic"} == {Observation}


def test_the_random_bot_picks_the_same_from_either_view():
    deals = HandDeals(Rules.preset("open_release"), 3)
    state = deals.state
    for _ in range(60):
        a = RandomBot().act(observe_choices(state), random.Random(5))
        assert a == RandomBot().act(observe_turn(state), random.Random(5)) == RandomBot().act(state, random.Random(5))
        state.push(a)


def test_a_light_view_is_a_value_and_shows_no_other_hand():
    g = GameState.deal_hand(Rules(), 4)
    view = observe_choices(g)
    assert view == observe_choices(g) and hash(view) == hash(observe_choices(g))
    assert all(isinstance(p, Play) for p in view.legal_plays()) and view.other_actions() == list(view.others)
    other = 1 + view.seat % 6
    with pytest.raises(GoujiError):
        view.hand(other)
    assert view.hand(view.seat) == g.hand(view.seat)


def test_nobody_to_act_is_a_clear_error():
    g = GameState.deal_hand(Rules(), 4)
    while not g.is_over():
        g.push(RandomBot().act(g, random.Random(1)))
    with pytest.raises(GoujiError):
        observe_choices(g)
