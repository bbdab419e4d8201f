"""The one action codec (gouji_sim.game.codec): every action of a hand round-trips through its
JSON object, and anything else is refused with one family of errors naming the field; cases,
records and cases of a whole hand read actions through it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_sim import Burn, Pass, Play, PlayAction, Yield
from gouji_sim.core.actions import Response
from gouji_sim.core.cards import Rank
from gouji_sim.core.errors import CaseError, GoujiError
from gouji_sim.game.codec import TRICK_ENTRIES, decode, encode
from gouji_sim.game.decisions import BET_KINDS, Bet, Buy, Decline, Meld, Redeal, Revolution
from gouji_sim.game.record_read import RecordError, _entry

seats = st.integers(1, 6)
NATURALS = [r for r in Rank if r.is_natural]


@st.composite
def plays(draw) -> Play:
    """Any play (PLAY-1): naturals of one rank with twos and jokers, or twos and jokers alone."""
    natural = draw(st.sampled_from(NATURALS))
    n, x, y, z = (draw(st.integers(0, 4)) for _ in range(4))
    if n + x + y + z == 0:
        n = 1
    ranks = [natural] * n + [Rank.TWO] * x + [Rank.SMALL_JOKER] * y + [Rank.BIG_JOKER] * z
    return Play.parse(" ".join(r.symbol for r in ranks))


@st.composite
def burns(draw) -> Burn:
    sets = tuple(draw(st.lists(plays(), min_size=1, max_size=4)))
    answers = tuple(Response(draw(st.integers(1, len(sets))), draw(seats), draw(plays()))
                    for _ in range(draw(st.integers(0, 3))))
    return Burn(draw(seats), sets, answers)


actions = st.one_of(
    st.builds(PlayAction, seats, plays(), st.booleans()),
    st.builds(Pass, seats, st.booleans()),
    st.builds(Yield, seats),
    burns(),
    st.builds(Revolution, seats), st.builds(Redeal, seats), st.builds(Decline, seats),
    st.builds(Meld, seats, st.sampled_from([(3,), (4,), (3, 4)])),
    st.builds(Bet, seats, st.sampled_from(sorted(BET_KINDS))),
    st.builds(Buy, seats, seats, st.sampled_from([Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER])),
)


@settings(max_examples=300, deadline=None)
@given(actions)
def test_every_action_round_trips_through_its_json_object(action):
    data = encode(action)
    assert decode(json.loads(json.dumps(data, ensure_ascii=False))) == action


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.one_of(st.none(), st.booleans(), st.integers(-2, 9), st.sampled_from(
    ["3", "3 4", "10 10", "大王", "blind", "open", "J J J J J", "5 6", ""]), st.text(max_size=4)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(
        ["seat", "play", "pass", "yield", "burn", "wrong", "meld", "bet", "buy", "from", "pay", "decline",
         "revolution", "redeal", "responses", "after_set"]), inner, max_size=5))))
def test_anything_else_is_an_action_or_an_error_naming_its_field(value):
    try:
        decode(value, "action")
    except CaseError as err:
        assert err.field.startswith("action") and err.zh != err.en


@pytest.mark.parametrize("value, field", [
    ({"seat": 1}, "action"),
    ({"seat": 1, "pass": True, "yield": True}, "action"),
    ({"seat": 9, "pass": True}, "action.seat"),
    ({"seat": 1, "pass": "yes"}, "action.pass"),
    ({"seat": 1, "bet": []}, "action.bet"),
    ({"seat": 1, "meld": "3 5"}, "action.meld"),
    ({"seat": 1, "buy": "3", "pay": "2"}, "action.from"),
    ({"seat": 1, "burn": []}, "action.burn"),
    ({"seat": 1, "burn": ["J J J J J"], "responses": [{"after_set": 2, "seat": 4, "play": "Q Q Q Q Q"}]},
     "action.responses[0].after_set"),
])
def test_a_malformed_action_names_its_field(value, field):
    with pytest.raises(CaseError) as err:
        decode(value)
    assert err.value.field == field


def test_a_trick_holds_only_plays_passes_and_yields():
    with pytest.raises(CaseError) as err:
        decode({"seat": 1, "revolution": True}, "trick[0]", kinds=TRICK_ENTRIES)
    assert err.value.field == "trick[0]" and "play, pass, yield" in err.value.en


def test_a_record_reads_actions_through_the_codec_with_the_same_errors():
    assert _entry({"seat": 2, "buy": "3", "from": 5, "pay": "小王"}, "actions[0]").other == Buy(2, 5, Rank.SMALL_JOKER)
    for bad in ({"seat": 1, "bet": []}, {"seat": 1, "meld": "3 5"}):
        with pytest.raises(RecordError) as from_record:
            _entry(bad, "actions[3]")
        with pytest.raises(CaseError) as from_case:
            decode(bad, "actions[3]")
        assert (from_record.value.code, from_record.value.en) == (from_case.value.code, from_case.value.en)
        assert isinstance(from_record.value, GoujiError)
