"""The conformance checker (gouji_sim.simulation.check.conformance): the reference passes it,
and implementations that differ from the reference in one way each are caught."""

from __future__ import annotations

import random
from typing import Any, Mapping

from gouji_sim.core.actions import Pass, Yield
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.cards import Hand
from gouji_sim.game.deal import deal, first_leader, hands_of
from gouji_sim.game.state import GameState
from gouji_sim.core.judge import judge, may_yield
from gouji_sim.core.rules import Rules
from gouji_sim.simulation import conformance
from gouji_sim.core.table import SEATS


def test_the_reference_conforms_under_every_variant():
    passed, failures = conformance(GameState.new, games=17, seed=3)
    assert (passed, failures) == (17, [])


class NoYield(GameState):
    """Forgets that the opposite may yield (TURN-5)."""

    __slots__ = ()

    def legal_actions(self) -> list[Any]:
        return [a for a in super().legal_actions() if not isinstance(a, Yield)]


class SharedClone(GameState):
    """A clone that is the state itself."""

    __slots__ = ()

    def clone(self) -> "SharedClone":
        return self


class NoReturns(GameState):
    """Scores every hand as a draw."""

    __slots__ = ()

    def returns(self) -> tuple[int, ...]:
        return (0,) * 6


class Crashes(GameState):
    """Raises on the tenth action."""

    __slots__ = ()

    def apply(self, action: Any) -> Any:
        if self.steps == 9:
            raise RuntimeError("boom")
        return super().apply(action)


def _new(cls: type[GameState]) -> Any:
    def new(rules: Rules, hands: Mapping[int, Hand], leader: int) -> GameState:
        return cls.new(rules, hands, leader)
    return new


def test_a_missing_action_is_named():
    passed, failures = conformance(_new(NoYield), games=4, seed=1)
    assert passed < 4 and "legal actions differ" in failures[0] and "Yield" in failures[0]


def test_a_clone_that_shares_state_is_caught():
    passed, failures = conformance(_new(SharedClone), games=2, seed=1)
    assert passed == 0 and all("clone changed the original" in f for f in failures)


def test_wrong_returns_are_caught():
    passed, failures = conformance(_new(NoReturns), games=4, seed=1)
    # a drawn hand (team scores equal) or an abandoned deal returns zeros and still passes
    assert passed < 4 and all("returns (0, 0, 0, 0, 0, 0), expected" in f for f in failures)


def test_an_implementation_that_raises_fails_its_game_and_the_run_goes_on():
    passed, failures = conformance(_new(Crashes), games=2, seed=1)
    assert passed == 0 and len(failures) == 2 and "RuntimeError: boom" in failures[0]


def test_may_yield_is_the_judges_ruling_on_a_yield():
    """The game lists a yield by judge.may_yield; at every decision of random hands it agrees
    with judge() on a Yield from every seat (and Pass stays the judge's)."""
    rng = random.Random(5)
    bots = make_bots(["random"])
    seen = 0
    for preset in ("outline", "laotou", "two_for_one"):
        d = deal(216, rng)
        state = GameState.new(Rules.preset(preset), hands_of(d), first_leader(d), log=False)
        while not state.is_over():
            sit = state.sit
            if state.in_ordinary_turns() and sit.trick_state.top is not None:
                for seat in SEATS:
                    assert may_yield(sit, seat) == judge(sit, Yield(seat)).legal, (preset, seat, sit.trick)
                    seen += may_yield(sit, seat)
                assert judge(sit, Pass(state.current_player() or 1)) is not None
            seat = state.current_player()
            assert seat is not None
            state.push(bots[seat - 1].act(state, rng))
    assert seen > 0
