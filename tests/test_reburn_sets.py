"""A burn back's later sets in a rule case (BURN-4, v5; CASES.md ``responses[].sets``): a
response may state the rest of its reburn and the answers to it, and the judge plays that
reburn out as a burn of its own, reporting it under the verdict's ``reburn``."""

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from gouji_sim.core.actions import Burn
from gouji_sim.game.case import Case, case_dict
from gouji_sim.core.errors import ActionTextError, CaseError
from gouji_sim.game.notation import line, read

ROOT = Path(__file__).resolve().parents[1]
CASE = ROOT / "cases" / "burning" / "v5-reburn-plays-out-its-sets.json"

BASE: dict[str, Any] = {
    "rules": {"preset": "outline"},
    "hands": {"3": "J J J J J 小王 8 8 9 9 9", "5": "大王 大王 Q Q A A A 4 4"},
    "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
    "action": {"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]},
    "responses": [{"after_set": 2, "seat": 5, "play": "大王 Q Q", "sets": ["大王 A A A", "4 4"]}],
}


def judged(changes: dict[str, Any] | None = None) -> dict[str, Any]:
    d = copy.deepcopy(BASE)
    d.update(changes or {})
    return Case.from_dict(d).judge().to_dict()


def test_a_stated_reburn_that_nobody_answers_burns_the_burner():
    """BURN-4 (v5): seat 5's burn back plays out its hand; seat 3, the first burner, is burned."""
    v = judged()
    assert v["legal"] and v["burn"] == "released"
    assert v["reburn"]["seat"] == 5 and v["reburn"]["burn"] == "succeeded"
    assert [b["cards"] for b in v["reburn"]["burn_sets"]] == ["Q Q 大王", "A A A 大王", "4 4"]
    assert "BURN-5" in v["clauses"] and "seat 3 is burned" in v["message"]["en"]
    assert v["next"] == v["reburn"]["next"] == 6       # seat 5 is out; the turn goes on past it


def test_without_its_sets_the_answer_is_judged_as_before():
    """An answer that states nothing of what follows it: the v4-style verdict, no ``reburn``."""
    d = copy.deepcopy(BASE["responses"])
    del d[0]["sets"]
    v = judged({"responses": d})
    assert v["burn"] == "released" and "reburn" not in v and v["clauses"] == ["BURN-4"]


def test_the_casebook_case_answers_the_reburn():
    """BURN-4, TURN-6: seat 2 (the reburner's opposite) releases the reburn with a dead set."""
    case = Case.from_json(CASE.read_text(encoding="utf-8"))
    v = case.judge().to_dict()
    assert case.check() == []
    assert v["reburn"]["burn"] == "released" and v["reburn"]["burn_sets"][1]["answered_by"] == 2
    assert v["next"] == 5


def test_stated_sets_that_are_no_whole_burn_make_a_wrong_follow():
    """BURN-4 (v5), PLAY-6: a reburn whose stated sets do not play out its hand is ignored."""
    d = copy.deepcopy(BASE["responses"])
    d[0]["sets"] = ["大王 A A A"]                   # leaves 4 4 in hand
    v = judged({"responses": d})
    assert v["burn"] == "succeeded" and "reburn" not in v
    assert "does not answer" in v["message"]["en"]


def test_sets_on_an_answer_that_is_no_burn_back_are_refused():
    """BURN-4: the burner's opposite (seat 6) beats outright; it has no later sets to state."""
    v = judged({"hands": {"3": BASE["hands"]["3"], "6": "大王 大王 Q Q A A A 4 4"},
                "responses": [dict(BASE["responses"][0], seat=6)]})
    assert v["burn"] == "succeeded" and "no burn back" in v["message"]["en"]


@pytest.mark.parametrize("bad, field", [
    ({"sets": "4 4"}, "responses[0].sets"),
    ({"sets": ["4 5"]}, "responses[0].sets[0]"),
    ({"responses": [{"after_set": 4, "seat": 2, "play": "2 2"}]}, "responses[0].responses[0].after_set"),
])
def test_a_malformed_reburn_is_an_invalid_case(bad, field):
    d = copy.deepcopy(BASE["responses"])
    d[0].update(bad)
    with pytest.raises(CaseError) as info:
        judged({"responses": d})
    assert info.value.field == field


def test_a_reburns_cards_count_against_the_deck():
    """CASES.md: every physical card once; the reburn's sets are played besides its first."""
    d = copy.deepcopy(BASE)
    d["hands"] = {"3": d["hands"]["3"]}
    d["responses"][0]["sets"] = ["大王 A A A", "大王 4 4"]     # with 大王 Q Q: three big jokers
    d["hands"]["1"] = "大王 大王"
    with pytest.raises(CaseError) as info:
        Case.from_dict(d)
    assert "responses[0].sets" in info.value.field


def test_the_case_file_keeps_the_reburn():
    case = Case.from_json(CASE.read_text(encoding="utf-8"))
    again = Case.from_json(json.dumps(case_dict(case.situation, case.action), ensure_ascii=False))
    assert again.action == case.action and again.action.responses[0].responses


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_notation_says_and_reads_the_reburn(lang):
    case = Case.from_json(CASE.read_text(encoding="utf-8"))
    said = line(case, lang)
    assert ("反烧第2套后座位2管" if lang == "zh" else "after reburn set 2 seat 2 beats") in said
    assert read(said).case.action == case.action


def test_the_burns_text_form_keeps_the_reburn():
    """The compact text round-trips (``from_text(a.text()) == a``), a reburn's sets and answers too."""
    case = Case.from_json(CASE.read_text(encoding="utf-8"))
    written = case.action.text()
    assert written == "3:burn:JJJJJ/88小王/999+5@2:QQ大王/AAA小王/44>2@2:222大王"
    assert Burn.from_text(written) == case.action


def test_a_reburn_answer_past_its_sets_is_refused_where_it_stands():
    with pytest.raises(ActionTextError) as info:
        Burn.from_text("3:burn:JJJJJ/88小王/999+5@2:QQ大王/AAA小王/44>2@4:222大王")
    assert "character 43" in info.value.en and "1…3" in info.value.en
