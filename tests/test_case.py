"""Case files (CASES.md): reading, validation of bad input, and the expect check."""

import json

import pytest

from gouji_sim import CaseError
from gouji_sim.game.case import Case

GOOD = {"hands": {"1": "10 10 10 10 10", "3": "J J J J J 小王 8 8 9 9 9"},
        "counts": {"2": 12, "4": 20, "5": 30, "6": 7},
        "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
        "action": {"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]},
        "responses": [{"after_set": 2, "seat": 6, "play": "大王 Q Q"}],
        "expect": {"legal": True, "burn": "released", "clauses": ["BURN-4"]}}


def with_(**changes):
    d = json.loads(json.dumps(GOOD))
    for key, value in changes.items():
        if value is None:
            d.pop(key, None)
        else:
            d[key] = value
    return json.dumps(d, ensure_ascii=False)


def test_the_cases_md_example_is_judged_as_it_says():
    case = Case.from_json(json.dumps(GOOD))
    assert case.check() == []
    assert case.judge().to_dict()["burn"] == "released"


@pytest.mark.parametrize("text,field", [
    ("{not json", ""),
    ("[1, 2]", "case"),
    (with_(rules={"preset": "shanghai"}), "rules.preset"),
    (with_(rules={"switches": {"speed": 1}}), "rules.switches"),
    (with_(rules={"switches": {"comparison": "biggest"}}), "rules.switches"),
    (with_(action={"seat": 7, "pass": True}), "action.seat"),
    (with_(action={"seat": "3", "pass": True}), "action.seat"),
    (with_(action={"seat": True, "pass": True}), "action.seat"),
    (with_(hands={"9": "3"}), "hands"),
    (with_(hands={"1": "3 3 Z"}), "hands.1"),
    (with_(hands={"1": "大王 大王 大王 大王 大王"}), "hands.1"),
    (with_(action={"seat": 3, "play": ""}), "action.play"),
    (with_(action={"seat": 3, "play": "3", "pass": True}), "action"),
    (with_(action=None), "action"),
    (with_(action={"seat": 3, "burn": []}), "action.burn"),
    (with_(action={"seat": 3, "burn": ["J J J J J", "8 9"]}), "action.burn[1]"),
    (with_(action={"seat": 3, "burn": ["J J J J J", "K K"]}), "action.burn"),
    (with_(responses=[{"after_set": 4, "seat": 6, "play": "Q"}]), "responses[0].after_set"),
    (with_(counts={"2": -1}), "counts.2"),
    (with_(counts={"1": 3}), "counts"),
    (with_(finished=[2, 2]), "finished[1]"),
    (with_(trick=[{"seat": 1, "play": "8 9"}]), "trick[0].play"),
    (with_(action={"seat": 3, "pass": "yes"}), "action.pass"),
])
def test_bad_input_names_the_field_in_both_languages(text, field):
    with pytest.raises(CaseError) as err:
        Case.from_json(text)
    e = err.value
    assert e.field == field
    assert e.zh and e.en and e.zh != e.en
    if field:
        assert field in e.en


def test_huge_input_is_refused_at_once():
    with pytest.raises(CaseError) as err:
        Case.from_json("[" * 300_000)
    assert err.value.code == "case-too-large"


def test_deep_nesting_is_bad_json_not_a_crash():
    with pytest.raises(CaseError):
        Case.from_json("[" * 100_000 + "]" * 100_000)


def test_mixed_ranks_in_the_action_is_a_verdict_not_an_error():
    case = Case.from_json(with_(action={"seat": 2, "play": "8 9"}, hands=None, responses=None, trick=[]))
    v = case.judge()
    assert not v.legal and v.reason == "mixed-ranks" and v.clauses == ("PLAY-1",)


def test_not_in_hand():
    case = Case.from_json(with_(action={"seat": 3, "play": "K K K K K"}, responses=None,
                                trick=[{"seat": 1, "play": "Q Q Q Q Q"}]))
    case2 = Case.from_json(with_(action={"seat": 4, "play": "K K K K K"}, responses=None,
                                 hands={"4": "K K"}, counts=None, trick=[{"seat": 1, "play": "Q Q Q Q Q"}]))
    assert case.judge().reason == "gouji-opposite-only"
    assert case2.judge().reason == "not-in-hand"


def test_expect_check_reports_mismatches():
    d = dict(GOOD, expect={"legal": False, "clauses": ["BURN-4"], "next": 5})
    problems = Case.from_json(json.dumps(d)).check()
    assert len(problems) == 2 and problems[0].startswith("legal") and problems[1].startswith("next")
