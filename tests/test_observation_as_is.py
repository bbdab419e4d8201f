"""The facts an observation copies from the state as they are (:data:`AS_IS`) are listed once,
as :class:`Observation`'s fields (issue 44's duplicate D2: the ``Observed`` protocol listed them
again): each is a slot of the state, read by name into the observation and written back by
name into a resampled state; the other fields are the masked or worked-out ones."""

from __future__ import annotations

import random

from gouji_sim.core.rules import Rules
from gouji_sim.game.observation import AS_IS, Observation, Observed
from gouji_sim.game.state import STATE_SLOTS, GameState


def test_the_as_is_facts_are_the_observation_s_fields_and_the_state_s_slots():
    assert AS_IS[0] == "leader" and AS_IS[-1] == "refused" and len(AS_IS) == 21
    assert set(AS_IS) <= set(Observation._fields) and set(AS_IS) <= set(STATE_SLOTS)
    # the masked and worked-out ones are not among them: the hands, the table, the plans
    assert not {"sit", "own", "table", "plans", "plan", "counters", "moves", "payments", "dealt"} & set(AS_IS)
    # the protocol of what an observation is read from does not list them again
    assert not set(AS_IS) & set(getattr(Observed, "__annotations__", {}))


def test_each_as_is_fact_is_the_state_s_and_comes_back_in_a_resample():
    g = GameState.deal_hand(Rules(), 7)
    for _ in range(40):                       # a little into the hand
        if g.is_over():
            break
        g.apply(g.own_actions()[0])
    for seat in range(1, 7):
        o = g.observation(seat, history=False)
        assert all(getattr(o, name) == getattr(g, name) for name in AS_IS)
        w = GameState.resample(o, random.Random(seat))
        assert all(getattr(w, name) == getattr(g, name) for name in AS_IS)
        assert w.observation(seat, history=False) == o
