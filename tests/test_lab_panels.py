"""The Rule Lab's panels beyond the ruling, through the bridge the
pages call: which house rule decides a ruling (BURN-1, BEAT-3, §12), a hand's score
(SCORE-1..4, TRIB-1..3) and the start of a hand (START-1, START-2, START-4, LOCAL-1); their
links (#score=, #start=) and hostile input refused in both languages."""

from __future__ import annotations

import json

import pytest

from gouji_sim.game.case import Case
from gouji_sim.core.rules import Rules
from gouji_sim.view import bridge, lab

PAGE = "panels-test"


def call(name: str, args: object) -> dict:
    text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
    return json.loads(bridge.call(PAGE, name, text))


def refused(out: dict, field: str) -> None:
    assert out["ok"] is False
    assert out["error"]["field"] == field
    assert out["error"]["zh"] and out["error"]["en"] and out["error"]["zh"] != out["error"]["en"]


# --------------------------------------------------------------------------
# which house rule decides this (BURN-1, BEAT-3)

#: cases/burning/28-passed-may-not-burn: seat 2 passed, then burns (BURN-1)
BURN_AFTER_PASS = {"hands": {"2": "Q Q Q Q 小王 8 8 5 5"},
                   "trick": [{"seat": 1, "play": "9 9 9 9"}, {"seat": 2, "pass": True}, {"seat": 3, "play": "J J J J"}],
                   "action": {"seat": 2, "burn": ["Q Q Q Q", "小王 8 8", "5 5"]}}


def test_decides_names_the_one_rule_and_its_alternative_opens_by_link():
    case = {"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}}
    out = call("lab.decides", case)
    assert out["ok"] and out["view"]["switches"] == ["comparison"]
    assert "BEAT-3" in out["view"]["summary"]["en"] and "BEAT-3" in out["view"]["summary"]["zh"]
    alt = out["view"]["alternatives"][0]
    own = Case.from_dict(case).judge()
    assert alt["verdict"]["legal"] != own.legal
    # one tap away: the alternative's case, as a #case= link, rules as the alternative says
    ruled = json.loads(lab.rule_fragment(lab.encode_fragment(alt["case"])))
    assert ruled["ok"] and ruled["verdict"] == alt["verdict"]
    assert ruled["case"]["rules"]["switches"] == {"comparison": alt["value"]}


def test_decides_drops_the_first_cases_expectation_from_its_alternatives():
    case = {**BURN_AFTER_PASS, "title": {"zh": "题", "en": "t"}, "expect": {"legal": False}}
    out = call("lab.decides", case)
    assert out["ok"]
    for alt in out["view"]["alternatives"]:
        assert "expect" not in alt["case"] and "title" not in alt["case"]
    assert out["view"]["switches"] == ["burn_after_pass"]     # BURN-1: a burn after a pass
    assert "BURN-1" in out["view"]["summary"]["zh"]
    assert all(a["question"]["zh"] and a["answer"]["zh"] and a["current"]["zh"] for a in out["view"]["alternatives"])


def test_decides_says_none_when_no_rule_changes_the_ruling():
    out = call("lab.decides", {"trick": [{"seat": 1, "play": "10 10 10 10 10"}], "action": {"seat": 4, "play": "J J J J J"}})
    assert out["view"]["alternatives"] == [] and out["view"]["summary"]["en"].startswith("No single house rule")


def test_decides_refuses_a_bad_case_in_both_languages():
    refused(call("lab.decides", {"action": {"seat": 9, "pass": True}}), "action.seat")


# --------------------------------------------------------------------------
# scoring (SCORE-1..4, TRIB-1..3)


def test_score_sweep_positive_only_and_negative_scores():
    out = call("lab.score", {"places": [1, 3, 5, 2, 4, 6]})
    assert out["ok"] and [t["recorded"] for t in out["view"]["teams"]] == [12, 0]
    assert out["view"]["sweep"] is True
    assert any("SCORE-2" in n["en"] for n in out["view"]["notes"])
    assert any("SCORE-3" in n["zh"] for n in out["view"]["notes"])
    laotou = call("lab.score", {"places": [1, 3, 5, 2, 4, 6], "rules": {"preset": "laotou"}})
    assert [t["recorded"] for t in laotou["view"]["teams"]] == [12, -12]
    plain = call("lab.score", {"places": [2, 1, 4, 3, 6, 5]})
    assert [s["points"] for s in plain["view"]["seats"]] == [4, 2, 0, 0, -2, -4]
    assert plain["view"]["sweep"] is False


def test_score_grand_slam_only_when_the_table_doubles_it():
    off = call("lab.score", {"places": [1, 3, 5, 2, 4, 6], "grand_slam": True})
    on = call("lab.score", {"places": [1, 3, 5, 2, 4, 6], "grand_slam": True,
                            "rules": {"switches": {"grand_slam": True}}})
    assert off["view"]["teams"][0]["recorded"] == 12 and on["view"]["teams"][0]["recorded"] == 24
    assert any("SCORE-4" in n["en"] for n in off["view"]["notes"])


def test_score_tribute_owed():
    out = call("lab.score", {"places": [2, 5, 1, 6, 3, 4], "rules": {"switches": {"tribute": True}}})
    lines = [t["en"] for t in out["view"]["tribute"]]
    assert lines[0].startswith("Seat 4 gives seat 2") and "TRIB-1" in lines[0]
    assert "TRIB-1" in call("lab.score", {"places": [2, 5, 1, 6, 3, 4]})["view"]["tribute"][0]["zh"]


@pytest.mark.parametrize("args, field", [
    ({"places": [1, 1, 2, 3, 4, 5]}, "places"),
    ({"places": [1, 2, 3]}, "places"),
    ({"places": [1, 2, 3, 4, 5, "6"]}, "places"),
    ({"places": [1, 2, 3, 4, 5, 6], "grand_slam": "yes"}, "grand_slam"),
    ({"places": [1, 2, 3, 4, 5, 6], "rules": {"preset": "nope"}}, "rules.preset"),
    ({"places": [1, 2, 3, 4, 5, 6], "rules": {"switches": {"tribute": 3}}}, "rules.switches"),
    ({"places": [1, 2, 3, 4, 5, 6], "who": 1}, "#score"),
    ([1, 2], "#score"),
    ("{not json", "#score"),
    ("x" * 5000, "#score"),
])
def test_score_refuses_bad_input(args, field):
    refused(call("lab.score", args), field)


def test_score_link_round_trips_and_hostile_links_are_refused():
    args = {"places": [6, 5, 4, 3, 2, 1], "rules": {"preset": "laotou"}, "grand_slam": False}
    link = "#score=" + lab.encode_fragment(args)[len("#case="):]
    out = call("lab.score_fragment", link)
    assert out["ok"] and out["input"]["places"] == [6, 5, 4, 3, 2, 1]
    assert out["input"]["rules"]["preset"] == "laotou"
    for bad in ("#score=", "#score=!!!", "#score=" + "A" * 20000, "#score=_w", "#score=e30"):   # e30: {}
        refused(call("lab.score_fragment", bad), "places" if bad.endswith("e30") else "#score")


# --------------------------------------------------------------------------
# the start of a hand (START-1, START-2, START-4, LOCAL-1)


def rows(out: dict) -> dict:
    return {r["topic"]: r for r in out["view"]["rows"]}


def test_start_revolution_follows_its_switch_and_chong_sans_exception():
    on = rows(call("lab.start", {"seat": 2, "hand": "4 5 6 K"}))
    assert on["revolt"]["legal"] is True and "START-4" in on["revolt"]["clauses"]
    assert "seat 5" in on["revolt"]["lines"][1]["en"]       # the opposite plays headless
    off = rows(call("lab.start", {"seat": 2, "hand": "4 5 6 K", "rules": {"switches": {"revolution": False}}}))
    assert off["revolt"]["legal"] is False
    chong = rows(call("lab.start", {"seat": 2, "hand": "4 5 6 K",
                                    "rules": {"switches": {"revolution": False, "chong_san": True}}}))
    assert chong["revolt"]["legal"] is True and "LOCAL-1" in chong["revolt"]["clauses"]
    assert "4th" in chong["revolt"]["lines"][1]["en"]
    rich = rows(call("lab.start", {"seat": 2, "hand": "4 5 2"}))
    assert rich["revolt"]["legal"] is False and rich["redeal"]["legal"] is False


def test_start_redeal_only_on_the_first_deal():
    assert rows(call("lab.start", {"seat": 1, "hand": "4 5"}))["redeal"]["legal"] is True
    assert rows(call("lab.start", {"seat": 1, "hand": "4 5", "first_deal": False}))["redeal"]["legal"] is False


def test_start_buying_a_three_under_chong_san():
    chong = {"switches": {"chong_san": True}}
    must = rows(call("lab.start", {"seat": 1, "hand": "4 5 小王", "rules": chong}))["buy"]
    assert "seat 4" in must["lines"][0]["en"] and "Small Joker" in must["lines"][0]["en"]
    assert "小王" in must["lines"][0]["zh"] and "LOCAL-1" in must["clauses"]
    has = rows(call("lab.start", {"seat": 1, "hand": "3 5 2", "rules": chong}))["buy"]
    assert has["lines"][0]["en"].startswith("It holds a 3")
    cannot = rows(call("lab.start", {"seat": 1, "hand": "4 5", "rules": chong}))["buy"]
    assert "cannot buy" in cannot["lines"][0]["en"]
    off = rows(call("lab.start", {"seat": 1, "hand": "4 5 2"}))["buy"]
    assert "does not play 冲三" in off["lines"][0]["en"] and "paying with a 2" in off["lines"][1]["en"]


def test_start_shangban_counts_threes_of_one_suit():
    shows = rows(call("lab.start", {"seat": 3, "hand": "♠3 ♠3 ♥3 4"}))["lead"]
    assert "2 3s of one suit" in shows["lines"][0]["en"] and "♠3 ♠3" in shows["lines"][0]["zh"]
    fewer = rows(call("lab.start", {"seat": 3, "hand": "♠3 ♥3 3 3"}))["lead"]
    assert fewer["lines"][0]["en"].startswith("Fewer than 2")
    assert any("without a suit" in line["en"] for line in fewer["lines"])


@pytest.mark.parametrize("args, field", [
    ({"seat": 7, "hand": "4"}, "seat"),
    ({"seat": True, "hand": "4"}, "seat"),
    ({"seat": 1, "hand": "4 Z"}, "hand"),
    ({"seat": 1, "hand": 4}, "hand"),
    ({"seat": 1, "hand": " ".join(["4"] * 16 + ["5"] * 16 + ["6"] * 5)}, "hand"),   # 37 > 216 / 6
    ({"seat": 1, "hand": "大王 大王 大王 大王 大王"}, "hand"),                         # the deck holds 4
    ({"seat": 1, "hand": "4", "first_deal": 1}, "first_deal"),
    ({"seat": 1, "hand": "4", "rules": {"switches": {"chong_san": "yes"}}}, "rules.switches"),
])
def test_start_refuses_bad_input(args, field):
    refused(call("lab.start", args), field)


def test_start_link_round_trips():
    args = {"seat": 4, "hand": "♦3 ♦3 4 5", "rules": {"preset": "outline", "switches": {"chong_san": True}}, "first_deal": True}
    out = call("lab.start_fragment", "#start=" + lab.encode_fragment(args)[len("#case="):])
    assert out["ok"] and out["input"]["hand"] == args["hand"] and out["input"]["seat"] == 4
    assert Rules.from_spec(**out["input"]["rules"]) == Rules(chong_san=True)
    refused(call("lab.start_fragment", "#start=%ZZ"), "#start")


def test_page_data_carries_the_panels_house_rules_in_players_words():
    for lang in ("zh", "en"):
        panels = lab.page_data(lang)["panels"]
        assert [s["switch"] for s in panels["score"]] == list(lab.PANEL_SWITCHES["score"])
        for switch in panels["start"] + panels["score"]:
            assert switch["question"] and all(v["answer"] for v in switch["values"])
            assert "_" not in switch["question"] + "".join(v["answer"] for v in switch["values"])
