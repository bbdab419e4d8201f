"""The public casebook: at least 50 cases, titled in both languages, every one judged as it
expects by ``gouji cases check``, together covering every clause of RULEBOOK §2–§7."""

import json
from pathlib import Path

from gouji_sim.core.clauses import CLAUSES
from gouji_helpers import gouji

ROOT = Path(__file__).resolve().parents[1]
CASES = sorted((ROOT / "cases").rglob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_gouji_cases_check_passes_every_public_case():
    code, stdout, _ = gouji("cases", "check", "--lang", "en", str(ROOT / "cases"))
    last = stdout.strip().splitlines()[-1]
    assert code == 0, stdout
    assert last == f"{len(CASES)} passed, 0 failed"


def test_at_least_fifty_cases_with_titles_ids_and_expectations():
    assert len(CASES) >= 50
    ids = set()
    for path in CASES:
        case = load(path)
        assert case["title"]["zh"] and case["title"]["en"], path
        assert any("\u4e00" <= ch <= "\u9fff" for ch in case["title"]["zh"]), path
        assert "legal" in case["expect"], path
        assert case["id"] not in ids, path
        ids.add(case["id"])


def test_every_clause_of_the_rulebook_is_covered():
    """Every clause, the start of a hand, tribute, places and scores included (cases of a
    whole hand, ``moment``), is shown by some case: as a deciding clause of its verdict, or in
    ``covers`` for the few that never decide one (the table, card order and notation, burn
    priority, the count shown)."""
    covered, deciding = set(), set()
    for path in CASES:
        case = load(path)
        deciding |= set(case["expect"].get("clauses", []))
        covered |= set(case.get("covers", []))
    assert not set(CLAUSES) - covered - deciding, sorted(set(CLAUSES) - covered - deciding)
    never_deciding = {"BURN-2", "CARD-1", "CARD-2", "CARD-3", "PLAY-2", "PLAY-4", "TURN-7",
                      "TABLE-1", "TABLE-2", "TABLE-3", "TABLE-4"}
    assert set(CLAUSES) - deciding <= never_deciding, sorted(set(CLAUSES) - deciding - never_deciding)


def test_every_moment_outside_a_trick_has_cases_that_fail_on_a_wrong_outcome():
    """The cases of a whole hand check their outcome, not only that they can be read: each
    kind of moment has a case whose expected places, scores or tribute would catch a change."""
    moments = {}
    for path in CASES:
        case = load(path)
        if "moment" in case:
            moments.setdefault(case["moment"], set()).update(case["expect"])
    assert {"places", "team_scores"} <= moments["hand"] | moments["score"]
    assert "tribute" in moments["tribute"] and "redeal" in moments["hand"] and "first" in moments["hand"]


def test_every_preset_and_ruling_switch_appears():
    presets, switches = set(), set()
    for path in CASES:
        rules = load(path).get("rules") or {}
        presets.add(rules.get("preset", "outline"))
        switches |= set(rules.get("switches", {}))
    assert presets >= {"outline", "laotou", "joker_dominant", "two_for_one", "open_release", "no_team_burn",
                       "chong_san", "red_joker_open"}
    assert switches >= {"deck", "jokers_on_low", "burn_seats", "burn_after_pass"}


def test_rulebook_v2_reason_codes_have_cases():
    """CASES.md: the reason codes added in RULEBOOK version 2 each appear in a public case."""
    reasons = {load(path)["expect"].get("reason") for path in CASES}
    assert {"three-not-last", "last-not-threes", "burn-not-allowed"} <= reasons
    clauses = {c for path in CASES for c in load(path)["expect"].get("clauses", [])}
    assert {"LOCAL-1", "LOCAL-3"} <= clauses
