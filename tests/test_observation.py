"""What each seat may see (issue 44, item 2): ``GameState.observation(seat)`` carries nothing of
another seat's hidden cards, ``GameState.resample`` keeps everything the seat saw, and every
bot decides from observations alone — the same decision whatever the hidden cards are.

Played over many seeded hands and several presets (BURN-3's shown burner, LOCAL-1's shown 3s,
TRIB-1..5's payments, START-4's revolutionary all occur among them)."""

from __future__ import annotations

import random
from typing import Iterator

import pytest

from gouji_sim.game.history import Dealt
from gouji_sim.game.observation import DealtTo

from gouji_sim.bots.roster import HeuristicBot, RandomBot, StrongBot
from gouji_sim.core.cards import Hand, Rank
from gouji_sim.core.errors import GoujiError
from gouji_sim.game.match import HandDeals, run_bots
from gouji_sim.game.observation import Observation, observe_turn
from gouji_sim.game.state import STATE_SLOTS, GameState
from gouji_sim.core.rules import Rules
from gouji_sim.core.table import SEATS

PRESETS = ("outline", "chong_san", "open_release", "tribute")
SEEDS = range(40)
EVERY = 9          # resample checks at every 9th decision (they cost a playout each)


def _rules(preset: str) -> Rules:
    if preset == "tribute":               # tribute, points and burn tribute: payments and debts are seen
        return Rules(tribute=True, points=True, burn_tribute=True)
    return Rules.preset(preset)


def states(preset: str, seeds: range = SEEDS) -> Iterator[GameState]:
    """Every decision point of the heuristic bots' hands of ``seeds`` (the second hand of a
    two-hand match, so that tribute is paid where the rules have it)."""
    rules = _rules(preset)
    bot = HeuristicBot()
    for seed in seeds:
        first = HandDeals(rules, seed)
        run_bots(first.state, [bot] * 6, first.bot_rng)
        deals = HandDeals(rules, seed + 1000, hand=2, previous=first.result(["heuristic"] * 6))
        state = deals.state
        while not state.is_over():
            yield state
            state.push(bot.act(observe_turn(state), deals.bot_rng))


def hidden_seats(state: GameState, seat: int) -> list[int]:
    """The other seats whose cards ``seat`` cannot see (a burner's are shown: BURN-3)."""
    burner = state.burn.burner if state.burn is not None else None
    return [s for s in SEATS if s not in (seat, burner) and state.hand(s)]


def carried_hands(obs: Observation) -> list[tuple[str, Hand]]:
    """Every hand an observation carries, by where (the shown cards and the unseen pool apart)."""
    out = [("own", obs.own)]
    if obs.dealt is not None:
        out.append(("dealt", obs.dealt))
    out += [(f"sit.hands[{i}]", h) for i, h in enumerate(obs.sit.hands) if h is not None]
    if obs.burn is not None:
        out += [(f"burn.base.hands[{i}]", h) for i, h in enumerate(obs.burn.base.hands) if h is not None]
    return out


def assert_sees_only_its_own(state: GameState, obs: Observation) -> None:
    """By value: no other seat's hidden hand is in ``obs`` — the table's hands are unknown but
    ``seat``'s, the shown cards are a burner's sets or 冲三's 3s, and no hand carried equals a
    hidden hand (unless it is the seat's own, by chance)."""
    seat = obs.seat
    assert [i + 1 for i, h in enumerate(obs.sit.hands) if h is not None] in ([seat], [])
    if obs.burn is not None:
        assert all(h is None for i, h in enumerate(obs.burn.base.hands) if i + 1 != seat)
    for s in hidden_seats(state, seat):
        shown = obs.shown[s - 1]
        assert shown == (state.hand(s).only(Rank.THREE) if state.rules.chong_san else Hand()), (s, shown)
        hidden = state.hand(s)
        for where, h in carried_hands(obs):
            assert h != hidden or h == obs.own or not hidden, (where, s, hidden)
        assert obs.counts[s - 1] == len(hidden)
    assert obs.unseen == _sum(state.hand(s) for s in SEATS if s != seat)


def _sum(hands: Iterator[Hand]) -> Hand:
    total = Hand()
    for h in hands:
        total = total.add(h)
    return total


@pytest.mark.parametrize("preset", PRESETS)
def test_no_observation_carries_a_hidden_hand(preset):
    """(a) At every decision of 40 hands, the seat to act's observation (what the bots are
    given) and another seat's, in turn: nothing of the other seats' hidden cards."""
    checked = 0
    for i, state in enumerate(states(preset)):
        seat = state.current_player()
        assert seat is not None
        for s in {seat, 1 + i % 6}:
            assert_sees_only_its_own(state, state.observation(s, history=False))
            checked += 1
    assert checked > 40 * 100
    print(f"{preset}: {checked} observations checked")


@pytest.mark.deep
@pytest.mark.parametrize("preset", PRESETS)
def test_no_observation_of_any_seat_carries_a_hidden_hand(preset):
    """(a, every seat, with the history as each saw it) at every decision of 40 hands."""
    checked = 0
    for state in states(preset):
        for seat in SEATS:
            obs = state.observation(seat)
            assert_sees_only_its_own(state, obs)
            checked += 1
    assert checked > 40 * 6 * 50


class Recording:
    """A bot that notes what it is handed, then asks ``inner``."""

    def __init__(self, inner: HeuristicBot | StrongBot | RandomBot, seen: list[tuple[GameState, object]],
                 state: list[GameState]) -> None:
        self.inner, self.name, self.seen, self.state = inner, inner.name, seen, state

    def act(self, view: Observation, rng: random.Random) -> object:
        self.seen.append((self.state[0].clone(), view))
        return self.inner.act(view, rng)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_bot_input_is_an_observation_without_hidden_cards(preset):
    """(a) The bots' own table (:func:`run_bots`, what the simulator and the pages use) hands
    each bot an observation, never the state, and none carries another seat's hidden cards."""
    rules = _rules(preset)
    seen: list[tuple[GameState, object]] = []
    for seed in range(0, 40, 4):
        deals = HandDeals(rules, seed)
        holder = [deals.state]
        bots = [Recording(b, seen, holder) for b in (HeuristicBot(), StrongBot(), RandomBot()) * 2]
        run_bots(deals.state, bots, deals.bot_rng)
    assert len(seen) > 500
    for state, view in seen:
        assert isinstance(view, Observation) and view.seat == state.current_player()
        assert_sees_only_its_own(state, view)
    print(f"{preset}: {len(seen)} bot inputs checked")


@pytest.mark.parametrize("preset", PRESETS)
def test_resample_keeps_counts_and_everything_shown(preset):
    """(c) A resampled state keeps every seat's count, the seat's own hand, the shown cards
    (a burner's hand, 冲三's 3s), the unseen cards as a whole, a revolutionary's want of twos
    and jokers (START-4), the phase and whose turn it is; the seat observes in it exactly what
    it observed; and it plays on to the end."""
    checked = 0
    for i, state in enumerate(states(preset, range(12))):
        if i % EVERY:
            continue
        seat = 1 + i % 6
        obs = state.observation(seat, history=False)
        for k in range(3):
            world = GameState.resample(obs, random.Random(k))
            assert world.observation(seat, history=False) == obs
            assert world.hand(seat) == state.hand(seat)
            assert [len(world.hand(s)) for s in SEATS] == [len(state.hand(s)) for s in SEATS]
            assert _sum(world.hand(s) for s in SEATS if s != seat) == obs.unseen
            for s in SEATS:
                assert world.hand(s).contains(obs.shown[s - 1])
            if state.burn is not None:
                assert world.hand(state.burn.burner) == state.hand(state.burn.burner)
            if state.rules.chong_san:
                assert [world.hand(s)[Rank.THREE] for s in SEATS] == [state.hand(s)[Rank.THREE] for s in SEATS]
            rev = state.revolutionary
            if rev is not None and rev != seat and len(obs.unseen.without(Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)) >= len(state.hand(rev)):
                assert world.hand(rev).twos + world.hand(rev).jokers == 0
            assert (world.phase, world.current_player(), world.pending) == (state.phase, state.current_player(), state.pending)
            if k == 0 and i % (3 * EVERY) == 0:
                run_bots(world, [HeuristicBot()] * 6, random.Random(k))
                assert world.is_over() and world.places() is not None
            checked += 1
    assert checked > 100
    print(f"{preset}: {checked} resamples checked")


def test_resample_sets_every_slot_of_the_state():
    """A state's every slot comes from the observation (a slot added to the state and not to
    :func:`~gouji_sim.game.observation.resampled` is a KeyError here, not a silent leak)."""
    g = GameState.deal_hand(Rules(), 3)
    world = GameState.resample(g.observation(1), random.Random(0))
    assert all(hasattr(world, name) for name in STATE_SLOTS)
    assert world.history is None and not hasattr(world, "log")


@pytest.mark.parametrize("preset", PRESETS)
def test_each_bot_decides_alike_whatever_it_cannot_see(preset):
    """(b) The same observation, the same decision: each bot, handed its observation or any
    resampled state of it (then it takes the observation itself), decides alike — the strong
    bot with its look-ahead too (its generator is seeded from what the seat sees)."""
    bots = [HeuristicBot(), StrongBot(), StrongBot(samples=2, lookahead=6)]
    decided = 0
    for i, state in enumerate(states(preset, range(8))):
        seat = state.current_player()
        if i % 5 or seat is None or (len(state.hand(seat)) > 6 and i % 15):
            continue
        obs = observe_turn(state)
        for bot in bots:
            want = bot.act(obs, random.Random(0))
            for k in range(3):
                world = GameState.resample(obs, random.Random(k))
                assert bot.act(world, random.Random(0)) == want, (bot.name, k)
                assert bot.act(observe_turn(world), random.Random(0)) == want
            decided += 1
        r = RandomBot()
        assert r.act(obs, random.Random(5)) == r.act(GameState.resample(obs, random.Random(9)), random.Random(5))
    assert decided > 100
    print(f"{preset}: {decided} bot decisions the same on 3 resamples each")


def test_an_observation_answers_only_for_its_own_hand():
    g = GameState.deal_hand(Rules(), 3)
    obs = g.observation(2)
    assert obs.hand(2) == g.hand(2) and obs.known_hand(3) is None
    with pytest.raises(GoujiError) as err:
        obs.hand(3)
    assert "seat 3" in str(err.value)


def test_an_observation_is_an_immutable_value():
    g = GameState.deal_hand(Rules(), 3)
    a, b = g.observation(4), g.clone().observation(4)
    assert a == b and hash(a) == hash(b)
    with pytest.raises(AttributeError):
        a.phase = "over"  # type: ignore[misc]
    assert a != g.observation(5)


def test_history_as_seen_keeps_only_the_seat_s_own_deal():
    """The hand so far as a seat saw it: its own dealt cards, not the others'."""
    g = GameState.deal_hand(Rules(), 3)
    history = g.observation(2).history
    assert history is not None
    dealt = g.dealt
    assert dealt is not None
    seen = [e for e in history if isinstance(e, DealtTo)]
    assert [e.seat for e in seen] == [2] and not any(isinstance(e, Dealt) for e in history)
    for s in SEATS:
        assert (tuple(dealt[s]) == seen[0].cards) == (s == 2)
