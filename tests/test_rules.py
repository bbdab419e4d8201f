"""The rules object: every switch of §12, the presets, errors, the behaviour version."""

import pytest

from gouji_sim import BEHAVIOUR_VERSION, PRESETS, SWITCHES, Rules, RulesError
from gouji_sim.core.rules import check_switch

RULEBOOK_SWITCHES = {
    "deck": 216, "jokers_on_low": True, "comparison": "positional", "two_big_beat_one": False,
    "gouji_twos": 1, "wind": "automatic", "burn_seats": "all", "burn_release": "opposite_or_reburn",
    "positive_only": True, "grand_slam": False, "meld_low": False, "revolution": True,
    "tribute": False, "tribute_return": True, "points": False, "points_double": False,
    "burn_tribute": False, "burn_after_pass": False, "points_big_joker": False,
    "chong_san": False, "suffocation": False, "big_joker_gouji": True,
}


def test_every_switch_with_its_rulebook_default():
    assert Rules().as_dict() == RULEBOOK_SWITCHES
    assert set(SWITCHES) == set(RULEBOOK_SWITCHES)


@pytest.mark.parametrize("preset,changed", [
    ("outline", {}), ("laotou", {"gouji_twos": 2, "positive_only": False}), ("joker_dominant", {"comparison": "joker_dominant"}),
    ("two_for_one", {"two_big_beat_one": True}), ("open_release", {"burn_release": "anyone"}),
    ("no_team_burn", {"burn_seats": "opponents"}),
])
def test_presets(preset, changed):
    assert Rules.preset(preset).changed() == changed
    assert Rules.preset(preset).preset_name() == preset


def test_every_switch_value_is_accepted():
    for name, (values, clause) in SWITCHES.items():
        assert "-" in clause
        for v in values:
            assert getattr(Rules().with_switches(**{name: v}), name) == v


@pytest.mark.parametrize("name,value", [("comparison", "biggest"), ("deck", 200), ("gouji_twos", True),
                                         ("revolution", 1), ("burn_seats", "none")])
def test_bad_switch_value(name, value):
    with pytest.raises(RulesError) as err:
        Rules().with_switches(**{name: value})
    assert err.value.code == "bad-switch-value" and name in err.value.en and name in err.value.zh


def test_unknown_switch_and_preset():
    with pytest.raises(RulesError) as err:
        check_switch("jokers", True)
    assert err.value.code == "unknown-switch" and isinstance(err.value, ValueError)
    with pytest.raises(RulesError) as err:
        Rules.preset("qingdao")
    assert err.value.code == "unknown-preset" and "outline" in err.value.en


def test_rules_are_frozen_and_hashable():
    r = Rules()
    with pytest.raises(Exception):
        r.deck = 240  # type: ignore[misc]
    assert len({Rules(), Rules.preset("outline"), Rules.preset("laotou")}) == 2


def test_behaviour_version_is_a_positive_int():
    assert isinstance(BEHAVIOUR_VERSION, int) and BEHAVIOUR_VERSION >= 1
    assert set(PRESETS) >= {"outline", "laotou", "joker_dominant", "two_for_one", "open_release", "no_team_burn"}
