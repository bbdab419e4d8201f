"""The Rule Lab rules and shows a case of 接风 by consent (TURN-8 v5, cases/turns/26-28): the
verdict, the table the request or the answer is made at, and the page's words for them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gouji_sim.view import lab

CASES = sorted((Path(__file__).resolve().parents[1] / "cases" / "turns").glob("2[678]-wind-by-consent-*.json"))


def test_the_three_cases_are_there():
    assert [p.name[:2] for p in CASES] == ["26", "27", "28"]


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_the_lab_rules_a_case_of_the_request_and_its_answers_and_draws_its_table(path: Path):
    text = path.read_text(encoding="utf-8")
    out = json.loads(lab.rule(text))
    case = json.loads(text)
    assert out["ok"] and out["check"] == [] and out["verdict"]["legal"] == case["expect"]["legal"]
    assert out["verdict"]["clauses"] == ["TURN-8"]
    table = out["view"]["table"]
    assert table is not None and table["trick"][0]["seat"] == 1     # seat 1's last play stands
    assert out["view"]["moment"] == "hand" and out["view"]["verdict"] is not None
    # the casebook's link opens it in the Lab, ruled the same way
    fragment = lab.moment_link(text) or lab.encode_fragment(case)
    assert json.loads(lab.rule_fragment(fragment))["verdict"] == out["verdict"]


def test_a_start_decision_still_has_no_table():
    start = Path(__file__).resolve().parents[1] / "cases" / "start" / "04-revolution.json"
    assert json.loads(lab.rule(start.read_text(encoding="utf-8")))["view"]["table"] is None


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_page_has_words_for_the_request_and_the_answers(lang: str):
    strings = lab.page_data(lang)["strings"]
    assert all(strings[k] for k in ("lab-entry-wind", "lab-entry-agree", "lab-entry-refuse"))
