"""The observation worked out when asked (issue 48, item 5): a bot's observation builds its
masked table and, in ordinary turns, its plays and other actions only when first asked, from
what the seat sees (its own cards and the table's positions: TURN-1..9, BEAT-1..3, BURN-1,
TURN-8). What it answers must be what the state answers, at every decision, and the value it
is must not depend on what was asked of it before."""

from __future__ import annotations

import dataclasses
import random

import pytest

from gouji_sim.bots.roster import HeuristicBot, RandomBot
from gouji_sim.core.cards import Hand, full_deck
from gouji_sim.game.match import HandDeals
from gouji_sim.game.observation import Lazy, observe, observe_turn
from gouji_sim.game.state import GameState
from gouji_sim.core.rules import Rules
from gouji_sim.core.table import SEATS

PRESETS = ("outline", "chong_san", "open_release", "joker_dominant")


def _rules(preset: str) -> Rules:
    rules = Rules.preset(preset)
    return dataclasses.replace(rules, wind="by_consent") if preset == "open_release" else rules


def decisions(preset: str, seeds: range) -> list[GameState]:
    """A clone of the state at every decision of the seeded hands (random and heuristic bots
    in turn, so that yields, burns and requests to lead afresh occur)."""
    out: list[GameState] = []
    bots = [HeuristicBot(), RandomBot()] * 3
    for seed in seeds:
        deals = HandDeals(_rules(preset), seed, record=False)
        state = deals.state
        while not state.is_over():
            out.append(state.clone())
            seat = state.current_player()
            assert seat is not None
            state.push(bots[seat - 1].act(observe_turn(state), deals.bot_rng))
    return out


@pytest.mark.parametrize("preset", PRESETS)
def test_a_lazy_observation_answers_as_the_state_does(preset: str) -> None:
    """At every decision of 12 hands: the seat to act's plays, other actions and masked table,
    worked out by the observation from what it sees, are the state's own (the same values in
    the same order: random bots pick by position) and :meth:`Situation.as_seen_by`'s."""
    in_turn = 0
    for state in decisions(preset, range(12)):
        seat = state.current_player()
        assert seat is not None
        obs = observe_turn(state)
        assert obs.sit == state.sit.as_seen_by(seat)
        assert obs.legal_plays() == state.legal_plays()
        assert obs.other_actions() == state.other_actions()
        assert obs.choices() == state.choices()
        if state.in_ordinary_turns():
            assert obs.given is None        # worked out from what the seat sees
            in_turn += 1
    assert in_turn > 12 * 100


def test_short_hands_played_at_random_ask_alike() -> None:
    """Hands of eight cards (seats play out, the melee comes, GOUJI-4, TURN-9), every choice
    at random: at every decision in ordinary turns the observation's choices are the state's."""
    decided = 0
    for seed in range(150):
        rng = random.Random(seed)
        deck = full_deck(216)
        rng.shuffle(deck)
        g = GameState.new(Rules(), {s: Hand.from_cards(deck[s * 8:(s + 1) * 8]) for s in SEATS}, leader=1 + seed % 6)
        while not g.is_over():
            if g.in_ordinary_turns():
                assert observe_turn(g).choices() == g.choices(), seed
                decided += 1
            g.push(rng.choice(g.choices()))
    assert decided > 150 * 30


def test_what_was_asked_before_does_not_change_the_value() -> None:
    """Two observations of the same knowledge are equal and hash alike whichever of them has
    had its table, plays or actions worked out; :class:`Lazy` takes no part in equality."""
    g = HandDeals(Rules(), 3).state
    for _ in range(40):
        g.push(RandomBot().act(observe_turn(g), random.Random(1)))
    seat = g.current_player()
    assert seat is not None
    a, b = observe(g, seat, history=False), observe(g, seat, history=False)
    a.choices(), a.sit
    assert a == b and hash(a) == hash(b)
    assert a != observe(g, seat % 6 + 1, history=False)
    assert Lazy(None) == Lazy(g.hand(seat)) and repr(Lazy(None)) == "Lazy(...)"


def test_a_lazy_observation_holds_no_other_hand() -> None:
    """What it keeps to work things out is the seat's own cards and the table's positions:
    no other seat's hand is in its fields or in :attr:`~Observation.lazy`, asked or not."""
    g = HandDeals(Rules(), 8).state
    for _ in range(30):
        g.push(RandomBot().act(observe_turn(g), random.Random(2)))
    seat = g.current_player()
    assert seat is not None
    obs = observe_turn(g)
    others = [g.hand(s) for s in SEATS if s != seat]
    for asked in (False, True):
        if asked:
            obs.choices(), obs.sit
        lazy = obs.lazy
        kept = [lazy.mine, *(lazy.sit.hands if lazy.sit is not None else ())]
        assert not any(h is not None and any(h is o for o in others) for h in kept)
        assert all(v not in others or v == obs.own for v in obs if v is not None and type(v) is type(obs.own))
