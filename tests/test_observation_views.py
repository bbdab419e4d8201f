"""The practice page's view builders are given what the reader's seat may know (issue 44,
item 2): the hint's facts, the strong bot's hint and its reason, the doubt, the pause and the
table are built from an :class:`~gouji_sim.game.observation.Observation`
(:meth:`Practice.seen <gouji_sim.practice.session.Practice.seen>`) and refuse a full
:class:`~gouji_sim.game.state.GameState`; and what the page is sent during a hand (the view,
the hints) is the same when the cards the reader cannot see are dealt again
(:meth:`GameState.resample`): it is built from the observation alone."""

from __future__ import annotations

import copy
import json
import random
import typing

import pytest

from gouji_sim.core.actions import Pass
from gouji_sim.bots.roster import HeuristicBot
from gouji_sim.core.errors import ArgumentError
from gouji_sim.game.observation import Observation
from gouji_sim.game.state import GameState
from gouji_sim.core.play import Play
from gouji_sim.practice import Practice
from gouji_sim.practice import hints as facts
from gouji_sim.practice.pauses import pause_seen
from gouji_sim.view import hints_view as view_hints
from gouji_sim.view.practice_page import session_view
from gouji_sim.view.practice_view import practice_table

#: The builders that read the table, each with its call on a view (an observation or a state).
BUILDERS = {
    "hint_facts": lambda v: facts.hint_facts(v),
    "bot_move": lambda v: facts.bot_move(v),
    "weighed": lambda v: facts.weighed(v, Pass(1)),
    "move_reason": lambda v: facts.move_reason(v, Pass(1)),
    "doubt": lambda v: facts.doubt(v, Pass(1)),
    "pause_seen": lambda v: pause_seen(v),
    "bot_hint": lambda v: view_hints.bot_hint(v),
    "view doubt": lambda v: view_hints.doubt(v, Pass(1)),
    "practice_table": lambda v: practice_table(Practice(5, 1), v),
}


@pytest.mark.parametrize("name", BUILDERS)
def test_a_builder_refuses_the_full_state_during_a_hand(name):
    p = Practice(5, 1)
    assert p.state is not None and not p.over
    with pytest.raises(ArgumentError) as err:
        BUILDERS[name](p.state)
    assert "Observation" in err.value.en and "GameState" in err.value.en
    assert str(p.state.hand(2)) not in err.value.en        # the error never shows the hands
    BUILDERS[name](p.seen())                                  # its observation is taken


@pytest.mark.parametrize("fn", [facts.hint_facts, facts.bot_move, facts.weighed, facts.move_reason, facts.doubt,
                                pause_seen, view_hints.bot_hint, view_hints.doubt, view_hints.yield_words,
                                practice_table])
def test_the_builders_are_typed_to_take_an_observation(fn):
    hints = typing.get_type_hints(fn, localns={"Practice": Practice})
    param = next(k for k in ("view", "before") if k in hints)
    assert Observation in (typing.get_args(hints[param]) or (hints[param],))
    assert GameState not in (typing.get_args(hints[param]) or (hints[param],))


def test_the_reader_s_observation_is_all_the_session_offers_of_the_table():
    p = Practice(5, 2)
    seen = p.seen()
    assert isinstance(seen, Observation) and seen.seat == 2 and seen.own == p.state.hand(2)
    assert [seen.sit.hand(s) is None for s in range(1, 7)] == [True, False, True, True, True, True]
    assert Practice.watch(5).seen() is None                  # nobody reads a watched hand
    while not p.over:
        p.attempt_option(0) if p.options() else p.attempt(p.state.own_actions()[0])
    assert p.seen() is None                                   # over: the whole table may be shown


def _replies(p: Practice) -> tuple[str, str]:
    return json.dumps(session_view(p), sort_keys=True), json.dumps(view_hints.hints(p), sort_keys=True)


@pytest.mark.parametrize("preset", ["outline", "chong_san", "open_release"])
def test_what_the_page_is_sent_does_not_change_when_the_hidden_cards_are_dealt_again(preset):
    """Each reader decision of a few hands: the view and the hints of a copy of the session whose
    state is a resample of the reader's observation are the ones of the session itself."""
    bot, rng = HeuristicBot(), random.Random(7)
    checked = differs = 0
    for seed in range(4):
        seat = 1 + seed % 6
        p = Practice(seed, seat, preset=preset)
        for _ in range(300):
            if p.over:
                break
            seen = p.seen()
            assert seen is not None
            replies = _replies(p)
            other = copy.copy(p)
            other.state = GameState.resample(seen, random.Random(rng.getrandbits(32)))
            assert other.state.hand(seat) == p.state.hand(seat)
            differs += any(other.state.hand(s) != p.state.hand(s) for s in range(1, 7) if s != seat)
            assert _replies(other) == replies
            checked += 1
            choice = bot.act(seen, rng)
            if isinstance(choice, Play):
                p.attempt_cards(str(choice))
            else:
                p.attempt_option([o.action for o in p.options()].index(choice))
        assert p.over
    assert checked > 20 and differs > checked // 2         # the other hands were dealt again
    print(f"{preset}: {checked} decisions, view and hints the same on a resample")
