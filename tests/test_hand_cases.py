"""Cases of a whole hand (cases/README.md, "Moments of a whole hand"; RULEBOOK START, END,
SCORE, TRIB, LOCAL-1/2/4) and records of older rules (BEHAVIOUR_VERSION)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gouji_sim import BEHAVIOUR_VERSION, Rules
from gouji_sim.cli import main
from gouji_sim.core.errors import CaseError
from gouji_sim.game.hand_case import HandCase, case_from_json
from gouji_sim.game.match import play_hand
from gouji_sim.bots.roster import make_bots
from gouji_helpers import bilingual

ROOT = Path(__file__).resolve().parent.parent
HAND = {"moment": "hand", "rules": {"switches": {"revolution": False}},
        "deal": {"1": "3", "2": "4", "3": "5", "4": "6", "5": "7", "6": "8"}, "first": 1}


def test_a_hand_played_to_its_end_gives_places_and_scores():
    case = HandCase.from_dict({**HAND, "before": [{"seat": s, "play": c} for s, c in
                                                  ((1, "3"), (2, "4"), (3, "5"), (4, "6"))],
                               "action": {"seat": 5, "play": "7"}})
    d = case.judge().to_dict()
    assert d["places"] == [1, 2, 3, 4, 5, 6] and d["next"] is None and d["responders"] == []
    assert d["scores"] == {"1": 4, "2": 2, "3": 0, "4": 0, "5": -2, "6": -4}
    assert d["team_scores"] == {"1-3-5": 2, "2-4-6": 0}           # SCORE-3: the outline's positive only
    assert {"END-1", "END-3", "SCORE-1", "SCORE-3"} <= set(d["clauses"])
    laotou = case.under("laotou").judge().to_dict()
    assert laotou["team_scores"] == {"1-3-5": 2, "2-4-6": -2} and "SCORE-3" not in laotou["clauses"]


def test_a_hand_not_over_gives_no_places():
    d = HandCase.from_dict({**HAND, "action": {"seat": 1, "play": "3"}}).judge().to_dict()
    assert d["legal"] and "places" not in d and d["first"] == 1 and d["next"] == 2


def test_the_first_leader_comes_from_the_threes_shown_when_not_given():
    deal = {**HAND["deal"], "1": "♥3 ♥3 K", "3": "♠3 ♠3 ♠3"}
    d = HandCase.from_dict({**HAND, "deal": deal, "first": None, "action": {"seat": 3, "play": "3"}}).judge()
    assert d.to_dict()["first"] == 3 and d.legal


@pytest.mark.parametrize("change, field", [
    ({"moment": "trick"}, "moment"),
    ({"trick": []}, "trick"),
    ({"deal": {"1": "3"}}, "deal"),
    ({"deal": {**HAND["deal"], "2": "大王 大王 大王 大王 大王"}}, "deal.2"),
    ({"before": [{"seat": 2, "play": "4"}], "action": {"seat": 1, "play": "3"}}, "before[0]"),
    ({"action": {"seat": 1, "bet": []}}, "action.bet"),
])
def test_a_wrong_hand_case_names_its_field_in_both_languages(change, field):
    data = {**HAND, "action": {"seat": 1, "play": "3"}, **change}
    with pytest.raises(CaseError) as err:
        case_from_json(json.dumps(data))
    assert err.value.field == field and err.value.zh != err.value.en


def test_gouji_judge_prints_the_outcome_of_a_score_case(capsys):
    assert main(["judge", str(ROOT / "cases/end/04-sweep-doubles-positive-only.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["team_scores"] == {"1-3-5": 12, "2-4-6": 0} and out["places"][0] == 1


def test_gouji_judge_refuses_a_hand_case_whose_history_is_illegal(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({**HAND, "before": [{"seat": 3, "play": "5"}], "action": {"seat": 1, "play": "3"}}),
                    encoding="utf-8")
    assert main(["judge", str(path)]) == 2
    err = capsys.readouterr().err
    assert "before[0]" in err and bilingual(err)


def test_a_tribute_case_lists_the_payments_in_order():
    case = HandCase.from_dict({"moment": "tribute", "rules": {"switches": {"tribute": True}},
                               "places": [1, 2, 3, 4, 5, 6],
                               "deal": {"1": "3 4", "2": "3 5", "3": "6", "4": "7", "5": "大王 9", "6": "2 小王 8"}})
    moves = case.judge().to_dict()["tribute"]
    assert [(m["from"], m["to"], m["kind"]) for m in moves] == [(6, 1, "fall"), (1, 6, "return"),
                                                               (5, 2, "fall"), (2, 5, "return")]
    assert moves[0]["cards"] == "小王 2"            # best first (TRIB-1)


def test_a_record_of_an_older_behaviour_version_is_refused_naming_it(tmp_path, capsys):
    record = play_hand(Rules(), make_bots(["random"]), 5).record
    assert record is not None and record["version"] == BEHAVIOUR_VERSION
    path = tmp_path / "old.json"
    path.write_text(json.dumps({**record, "version": BEHAVIOUR_VERSION - 1}, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    out = capsys.readouterr()
    said = out.out + out.err
    assert f"version {BEHAVIOUR_VERSION - 1}" in said and f"第 {BEHAVIOUR_VERSION - 1} 版" in said
    current = tmp_path / "now.json"
    current.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(current)]) == 0
