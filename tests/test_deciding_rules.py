"""Which house rule decides a ruling ("which rule decides this"): each switch of
RULEBOOK §12 changed alone, the judge asked again, the changes that alter the ruling kept."""

from __future__ import annotations

import pytest

from gouji_sim.game.case import Case
from gouji_sim.core.rules import SWITCHES
from gouji_sim.view.decides import RULING_FIELDS, deciding_rules

PASSED_THEN_BURNS = {"trick": [{"seat": 1, "play": "10 10 10 10 10"}, {"seat": 2, "pass": True}],
                     "action": {"seat": 2, "burn": ["J J J J J"]}}


def test_burn_after_a_pass_turns_on_burn_after_pass_alone():
    """BURN-1 过牌不烧: a seat that passed burns; only `burn_after_pass` changes that."""
    case = Case.from_dict(PASSED_THEN_BURNS)
    assert not case.judge().legal
    view = deciding_rules(case)
    assert view.switches() == ("burn_after_pass",)
    (alt,) = view.alternatives
    assert alt.value is True and alt.current is False and alt.clause == "BURN-1"
    assert alt.verdict.legal and "legal" in alt.differs
    assert view.summary()["zh"] == "这个争执只取决于一条规矩：这一轮过了牌，还能烧吗？（BURN-1）"
    assert "May a player who passed in the trick still burn?" in view.summary()["en"]


def test_each_alternative_is_the_judges_ruling_of_the_case_it_carries():
    """The alternative's case, judged again, gives its verdict: one tap away in the Lab."""
    view = deciding_rules(Case.from_dict(PASSED_THEN_BURNS))
    for alt in view.alternatives:
        again = Case.from_dict(alt.case).judge()
        assert again.to_dict() == alt.verdict.to_dict()
        assert getattr(Case.from_dict(alt.case).situation.rules, alt.switch) == alt.value


def test_a_ruling_no_switch_changes_says_so():
    """The opposite beats a gouji play (GOUJI-2): legal under every switch."""
    case = Case.from_dict({"trick": [{"seat": 1, "play": "10 10 10 10 10"}],
                           "action": {"seat": 4, "play": "J J J J J"}})
    view = deciding_rules(case)
    assert view.alternatives == ()
    assert view.summary() == {"zh": "换哪一条规矩，这个裁决都不变。", "en": "No single house rule changes this ruling."}


def test_several_deciding_switches_are_counted():
    case = Case.from_dict({"trick": [{"seat": 1, "play": "10 10 10 10 10"}],
                           "action": {"seat": 3, "burn": ["J J J J J"]}})
    view = deciding_rules(case)
    assert len(view.switches()) >= 2 and "burn_seats" in view.switches()
    assert view.summary()["en"].startswith(f"{len(view.switches())} house rules change this ruling")


@pytest.mark.parametrize("data", [
    {"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}},
    PASSED_THEN_BURNS,
])
def test_only_ruling_changes_are_listed_and_every_other_value_is_tried(data):
    """Every alternative differs in a ruling field; every switch value left out rules the same
    (or makes the case invalid)."""
    case = Case.from_dict(data)
    own = case.judge()
    listed = {(a.switch, a.value) for a in deciding_rules(case).alternatives}
    rules = case.situation.rules
    for name, (values, _) in SWITCHES.items():
        for value in values:
            if value == getattr(rules, name):
                continue
            try:
                other = case.with_rules(rules.with_switches(**{name: value})).judge()
            except Exception:
                assert (name, value) not in listed
                continue
            mine, theirs = other.to_dict(), own.to_dict()
            differs = any(mine[f] != theirs[f] for f in RULING_FIELDS)
            assert ((name, value) in listed) == differs, (name, value)


def test_json_carries_both_languages_and_no_engine_words_in_chinese():
    data = deciding_rules(Case.from_dict(PASSED_THEN_BURNS)).to_json()
    (alt,) = data["alternatives"]
    assert alt["question"]["zh"] == "这一轮过了牌，还能烧吗？"
    assert alt["current"]["zh"] == "不能，过牌不烧" and alt["answer"]["zh"] == "能"
    assert "burn_after_pass" not in data["summary"]["zh"] + alt["question"]["zh"] + alt["answer"]["zh"]
    assert alt["cells"]["legal"] == {"zh": "是", "en": "yes"}
