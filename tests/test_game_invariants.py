"""Invariants over many random hands (OpenSpiel's random-simulation test): cards conserved,
a legal action at every decision (each listed one judged legal), six distinct places, scores
by SCORE, records replaying to the same places and scores — across presets and switches."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings, strategies as st

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.match import play_match
from gouji_sim.simulation.check import CHECK_VARIANTS, _checked_bots_play, check, check_hand


#: Matches of 3 hands cycle through the checked variants and, match by match, two bot mixes
#: (random; heuristic and random): this many hands play every variant with each mix once.
ONE_ROUND = 3 * 2 * len(CHECK_VARIANTS)
#: Rounds of that cycle: 1 in `make test`; `make fuzz` plays more (GOUJI_CHECK_ROUNDS), and
#: `python -m gouji_sim.simulation --check N` any number of hands.
ROUNDS = int(os.environ.get("GOUJI_CHECK_ROUNDS", "1"))


@pytest.mark.deep   # 102 whole hands: `make test` and `make fuzz` play them, `make check` does not
def test_every_variant_and_bot_mix_keeps_every_invariant():
    hands = ONE_ROUND * ROUNDS
    passed, failures = check(hands, seed=2024)
    assert failures == [] and passed == hands


@pytest.mark.deep   # 50 whole hands checked (25 matches of two): `make check`'s longest test
@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**40), variant=st.integers(0, len(CHECK_VARIANTS) - 1),
       bots=st.sampled_from([["random"], ["heuristic", "random"], ["heuristic"]]))
def test_any_seed_and_variant_keeps_every_invariant(seed, variant, bots):
    preset, switches = CHECK_VARIANTS[variant]
    rules = Rules.from_spec(preset, switches)
    hands = play_match(rules, make_bots(bots), seed, 2, preset=preset, runner=_checked_bots_play)
    for h in hands:
        assert check_hand(h, rules) == []


def test_an_invariant_check_can_fail():
    rules = Rules()
    h = play_match(rules, make_bots(["random"]), 5, 1)[0]
    h.record["history"] = h.record["history"][:-3]         # a record of format 3 holds no places to edit
    assert any("replay" in x for x in check_hand(h, rules))
    h.places = (1, 1, 2, 3, 4, 5)
    assert any("six distinct" in x for x in check_hand(h, rules))
