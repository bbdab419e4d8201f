"""The yes-or-no path agrees with the judge: ``is_legal(s, a) == judge(s, a).legal``.

:func:`gouji_sim.core.judge.is_legal` (and :func:`gouji_sim.core.burn.burn_is_legal`,
:func:`gouji_sim.core.burn.answer_is_legal`) build no verdict; they ask the judge's own fault
functions. These tests hold them to the judge over situations from whole simulated hands —
every preset (RULEBOOK §12), random and heuristic bots — and over many candidate actions in
each: passes and yields of every seat (TURN-1..6), plays of every seat's hand, leads and
follows, cards that form no play (PLAY-1), burns planned and cut short (BURN-1..6), with and
without the hand's first leader (START-2); and, while a burn is played, every seat's answers
(BURN-4) as :func:`~gouji_sim.game.burns.answers` lists them against
:func:`~gouji_sim.game.burns.judge_answer`'s ruling on every beating play.
"""

from __future__ import annotations

import random
from itertools import islice
from typing import Any, Sequence

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gouji_sim import Burn, GoujiError, Hand, Pass, Play, PlayAction, Rules, Yield
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.burn import burn_is_legal, judge_burn, plan_burn
from gouji_sim.game.burns import answers, judge_answer
from gouji_sim.game.match import play_hand
from gouji_sim.game.state import ANSWER, PLAY, GameState
from gouji_sim.core.judge import is_legal, judge
from gouji_sim.core.moves import beating_plays, hand_plays
from gouji_sim.core.rules import PRESETS
from gouji_sim.core.table import SEATS

EVERY = 5                 # check every 5th position of a hand
PLAY_SAMPLE = 6           # of each seat's possible plays, per position


def _candidates(state: GameState, rng: random.Random) -> list[Any]:
    """Actions of every kind the judge rules on in a trick, for every seat."""
    sit, rules = state.sit, state.rules
    top = sit.trick_state.top
    out: list[Any] = []
    for seat in SEATS:
        out += [Pass(seat), Yield(seat)]
        hand = sit.hand(seat)
        if not hand:
            out.append(PlayAction(seat, Play.parse("3")))     # a seat that has finished
            continue
        plays = list(hand_plays(hand, rules))
        out += [PlayAction(seat, p) for p in rng.sample(plays, min(PLAY_SAMPLE, len(plays)))]
        cards = [rank for rank, k in hand.items() for _ in range(k)]
        if len(cards) >= 2:                                # often two ranks: no play (PLAY-1)
            out.append(PlayAction.of(seat, Hand.from_cards(rng.sample(cards, 2))))
        if top is not None:
            beating = list(islice(beating_plays(hand, top, rules), 4))
            out += [PlayAction(seat, p) for p in beating]
            plan = plan_burn(hand, top, rules)
            if plan.possible:
                out += [Burn(seat, plan.sets), Burn(seat, plan.sets[:1])]
            elif beating:
                out.append(Burn(seat, (beating[0],)))
    return out


def _check_position(state: GameState, rng: random.Random) -> int:
    """Compare the two paths on every candidate; the number of comparisons."""
    sit = state.sit
    n = 0
    for action in _candidates(state, rng):
        for leader in (None, state.leader):
            want = judge(sit, action, leader=leader).legal
            assert is_legal(sit, action, leader=leader) == want, (action, leader, sit)
            if isinstance(action, Burn):
                assert burn_is_legal(sit, action) == judge_burn(sit, action).legal, (action, sit)
            n += 1
    return n


def _check_answers(state: GameState) -> int:
    """While a burn is played: every seat's answers as the game lists them, against the judge."""
    burn, k = state.burn, state.burn_k
    assert burn is not None
    n = 0
    for seat in SEATS:
        hand = state.sit.hand(seat)
        if not hand or seat == burn.burner:
            continue
        listed = list(answers(state.sit, state.rules, burn, k, seat))
        judged = [p for p in beating_plays(hand, burn.sets[k - 1], state.rules)
                  if judge_answer(burn, k, PlayAction(seat, p)).legal]
        assert listed == judged, (seat, burn, k)
        n += 1
    return n


def _sweep(preset: str, seed: int, bots: Sequence[str], every: int = EVERY) -> tuple[int, int]:
    """Play one hand of ``preset`` from ``seed``, checking every ``every``-th position (none
    when 0) and every answer window; ``(comparisons of actions, comparisons of answer lists)``."""
    rng = random.Random(seed)
    counts = [0, 0]

    def runner(state: GameState, players: Sequence[Any], bot_rng: random.Random) -> None:
        step = 0
        while not state.is_over():
            if every and state.in_ordinary_turns() and step % every == 0:
                counts[0] += _check_position(state, rng)
            if state.is_answer_window():
                counts[1] += _check_answers(state)
            seat = state.current_player()
            assert seat is not None
            state.push(players[seat - 1].act(state, bot_rng))
            step += 1

    play_hand(Rules.preset(preset), make_bots(bots), seed, record=False, runner=runner)
    return counts[0], counts[1]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_is_legal_agrees_with_the_judge_under_every_preset(preset: str) -> None:
    actions, _ = _sweep(preset, 7, ["heuristic", "random"])
    assert actions > 500


def test_answers_agree_with_the_judge_while_burns_are_played() -> None:
    """BURN-4: seeded hands of heuristic bots (which burn) until 20 answer lists are compared."""
    answered = 0
    for seed in range(400):
        answered += _sweep(("open_release", "outline")[seed % 2], seed, ["heuristic"], every=0)[1]
        if answered >= 20:
            break
    assert answered >= 20


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(list(PRESETS)), seed=st.integers(0, 10**6),
       bots=st.sampled_from([["random"], ["heuristic"], ["random", "heuristic"]]))
def test_is_legal_agrees_with_the_judge_on_generated_hands(preset: str, seed: int, bots: list[str]) -> None:
    actions, _ = _sweep(preset, seed, bots)
    assert actions > 0


def test_is_legal_checks_its_arguments_as_the_judge_does() -> None:
    s = GameState.new(Rules(), {1: Hand.parse("3 3")}, leader=1).sit
    for cls, seat in ((Pass, 0), (Yield, 7)):
        with pytest.raises(GoujiError):
            cls(seat)                       # the value classes refuse a seat that is none (issue 47)
        bad = object.__new__(cls)           # one made past that check still meets the judge's
        for name, value in (("seat", seat), ("wrong", False))[:len(cls.__slots__)]:
            object.__setattr__(bad, name, value)
        with pytest.raises(Exception) as judged:
            judge(s, bad)
        with pytest.raises(type(judged.value)):
            is_legal(s, bad)
    with pytest.raises(TypeError):
        is_legal("not a situation", Pass(1))  # type: ignore[arg-type]


def test_run_bots_is_unchanged_by_the_fast_path() -> None:
    """The checked game (the judge on every action) and the unchecked one (the lists built
    through the fast path) play the same hand from the same seed."""
    rules = Rules()
    a = play_hand(rules, make_bots(["heuristic", "random"]), 3, record=False)
    b = play_hand(rules, make_bots(["heuristic", "random"]), 3, record=False, checked=True)
    assert (a.steps, a.places) == (b.steps, b.places)
