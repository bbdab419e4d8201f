"""gouji_sim.view.lab, the Rule Lab's entry point: fragments, rulings, errors, parity with the CLI."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from gouji_sim.view import lab, links
from gouji_sim.game.case import MAX_CASE_BYTES, Case
from gouji_sim.game.hand_case import case_from_json
from gouji_sim.core.errors import CaseError, GoujiError
from gouji_sim.core.inputs import MAX_DEPTH, nesting
from gouji_sim.core.messages import CATALOGUE
from gouji_sim.core.rules import PRESETS
from gouji_helpers import gouji

REPO = Path(__file__).resolve().parents[1]
CASE_FILES = sorted((REPO / "cases").glob("*/*.json"))
SAMPLE = {"hands": {"2": "J J"}, "trick": [{"seat": 1, "play": "10 10"}],
          "action": {"seat": 2, "play": "J J"}, "title": {"zh": "对子", "en": "pairs"}}


def test_fragment_round_trip_with_and_without_padding():
    text = json.dumps(SAMPLE, ensure_ascii=False)
    fragment = lab.encode_fragment(text)
    assert fragment.startswith("#case=") and "=" not in fragment[len("#case="):]
    assert "+" not in fragment and "/" not in fragment
    assert lab.decode_fragment(fragment) == text
    payload = fragment[len("#case="):]
    padded = payload + "=" * (-len(payload) % 4)
    for form in (payload, "case=" + payload, "#case=" + padded, "  #case=" + payload + "\n"):
        assert lab.decode_fragment(form) == text
    assert json.loads(lab.decode_fragment(lab.encode_fragment(SAMPLE))) == SAMPLE


@pytest.mark.parametrize("fragment, code", [
    ("#case=", "lab-bad-fragment"),
    ("#case=!!!!", "lab-bad-fragment"),
    ("#case=a", "lab-bad-fragment"),
    ("#case=ab+/", "lab-bad-fragment"),
    ("#case=__8", "lab-bad-utf8"),
    ("#case=" + "A" * (links.MAX_FRAGMENT + 4), "case-too-large"),
])
def test_bad_fragments_are_refused_in_both_languages(fragment, code):
    with pytest.raises(CaseError) as info:
        lab.decode_fragment(fragment)
    assert info.value.code == code and info.value.zh and info.value.en
    out = json.loads(lab.rule_fragment(fragment))
    assert out["ok"] is False and out["error"]["code"] == code


@pytest.mark.parametrize("case, field", [
    ('[1, 2]', "case"),
    ('{"action": {"seat": "<script>alert(1)</script>", "pass": true}}', "action.seat"),
    ('{"action": {"seat": 1, "play": 7}}', "action.play"),
    ('{"hands": {"1": "<img src=x onerror=alert(1)>"}, "action": {"seat": 1, "pass": true}}', "hands.1"),
    ('{"rules": {"preset": "nope"}, "action": {"seat": 1, "pass": true}}', "rules.preset"),
    ('{"trick": "x", "action": {"seat": 1, "pass": true}}', "trick"),
    ('{"action": {"seat": 1, "pass": true}', ""),
])
def test_invalid_cases_name_the_field(case, field):
    out = json.loads(lab.rule(case))
    assert out["ok"] is False
    assert out["error"]["field"] == field
    assert out["error"]["zh"] != out["error"]["en"]


def test_huge_and_deep_input_is_refused_without_a_traceback():
    huge = '{"title": "' + "x" * (MAX_CASE_BYTES + 10) + '"}'
    assert json.loads(lab.rule(huge))["error"]["code"] == "case-too-large"
    deep = "[" * 100_000 + "]" * 100_000
    assert json.loads(lab.rule(deep))["ok"] is False
    assert json.loads(lab.rule_fragment(lab.encode_fragment("[" * 50_000)))["ok"] is False


def test_internal_failures_become_messages(monkeypatch):
    def boom(self):
        raise RuntimeError("kaput")
    monkeypatch.setattr(Case, "judge", boom)
    out = json.loads(lab.rule(json.dumps(SAMPLE)))
    assert out == {"ok": False, "error": {**out["error"], "code": "lab-internal", "field": ""}}
    assert "kaput" in out["error"]["en"]


def test_ruling_parts():
    out = json.loads(lab.rule(json.dumps(SAMPLE)))
    assert out["ok"] is True and out["case"] == SAMPLE and out["check"] is None
    assert out["verdict"] == Case.from_dict(SAMPLE).judge().to_dict()
    assert set(out) == {"ok", "case", "verdict", "check", "line", "view"}   # one form: what the page draws
    columns = out["view"]["compare"]["columns"]
    assert [c["name"] for c in columns] == list(PRESETS)
    assert [c["name"] for c in columns if c["current"]] == ["outline"] and out["view"]["overrides"] is False
    table = out["view"]["table"]
    assert [s["seat"] for s in table["seats"]] == [1, 2, 3, 4, 5, 6]
    assert table["seats"][1]["hand"] == "J J" and table["seats"][0]["tags"] == ["top"]
    assert [(e["seat"], e["kind"], e["play"]) for e in table["trick"]] == [(1, "play", "10 10")]
    assert table["to_move"] == 2


def test_compare_marks_what_differs():
    case = {"trick": [{"seat": 1, "play": "2 2 2"}], "action": {"seat": 4, "play": "小王 3 3"}}
    out = json.loads(lab.rule(json.dumps(case)))
    presets = {c["name"]: c for c in out["view"]["compare"]["columns"]}
    assert presets["outline"]["differs"] == []
    assert presets["joker_dominant"]["verdict"]["legal"] is True
    assert "legal" in presets["joker_dominant"]["differs"]


def test_compare_keeps_the_case_switches():
    case = {"rules": {"preset": "outline", "switches": {"deck": 240}},
            "trick": [{"seat": 1, "play": "小王 小王 小王 小王 小王"}],
            "action": {"seat": 4, "play": "大王 大王 大王 大王 大王"}}
    out = json.loads(lab.rule(json.dumps(case)))
    columns = out["view"]["compare"]["columns"]
    assert out["ok"] and all("verdict" in c for c in columns)
    assert out["view"]["overrides"] is True
    own = [c for c in columns if c["current"]]   # the case's own rules: the outline, 240 cards
    assert [c["name"] for c in own] == [""] and "deck size: 240" in own[0]["about"]["en"]


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_public_case_rules_as_the_judge_does(path):
    text = path.read_text(encoding="utf-8")
    out = json.loads(lab.rule_fragment(lab.encode_fragment(text)))
    try:
        expected = case_from_json(text).judge().to_dict()
    except GoujiError as err:
        assert out["ok"] is False and out["error"]["en"] == err.en
        return
    assert out["ok"] is True and out["verdict"] == expected


def test_parity_with_the_cli_json():
    paths = CASE_FILES[::10]
    for path in paths:
        code, stdout, _ = gouji("judge", str(path), "--json")
        out = json.loads(lab.rule(path.read_text(encoding="utf-8")))
        if code == 2:
            assert out["ok"] is False
            continue
        assert out["verdict"] == json.loads(stdout), path


def test_page_data_comes_from_the_catalogue():
    for lang in ("zh", "en"):
        data = lab.page_data(lang)
        assert data["strings"]["lab-legal"] == CATALOGUE["lab-legal"][0 if lang == "zh" else 1]
        assert all(k.startswith(lab.PAGE_PREFIXES) or k in lab.PAGE_CODES for k in data["strings"])
        assert data["strings"]["w-seat"] == CATALOGUE["w-seat"][0 if lang == "zh" else 1]
        assert set(data["presets"]) == set(PRESETS) and data["rack"][-1] == "大王"
        for name in PRESETS:     # RULEBOOK §12: each preset's Chinese name and one-line meaning
            assert data["strings"][f"w-preset-{name}"] and data["strings"][f"preset-about-{name}"]
        assert data["clauses"]["BEAT-1"]
    assert "<" not in lab.page_data_json("en").replace("\\u003c", "")
    with pytest.raises(ValueError):
        lab.page_data("fr")


def test_every_code_the_page_scripts_look_up_is_in_the_page_data():
    """The Lab's modules (and practice.js through ``GoujiLab.S``) look labels up by catalogue code in
    ``page_data()["strings"]``: each code they name is there under its one code (no alias; a
    missing one would show the bare code on the page), and each prefix they build codes
    from names entries."""
    import re
    strings = lab.page_data("en")["strings"]
    lab_js = "\n".join(p.read_text(encoding="utf-8") for p in sorted((REPO / "docs" / "shared" / "lab").glob("*.js")))
    practice_js = (REPO / "docs" / "shared" / "practice" / "practice.js").read_text(encoding="utf-8")
    literals = set(re.findall(r'"([a-z][a-z0-9_]*-[a-z0-9_-]*[a-z0-9_])"', lab_js))
    literals |= set(re.findall(r'G\.S\("([a-z0-9_-]+[a-z0-9_])"', practice_js))
    named = {code for code in literals if code.startswith(("lab-", "w-", "decide-", "preset-about-"))}
    assert {"w-seat", "w-act-play", "decide-title", "lab-legal"} <= named
    assert sorted(code for code in named if code not in strings) == []
    prefixes = set(re.findall(r'S\("([a-z-]+-)" \+', lab_js + practice_js))
    assert {"w-preset-", "preset-about-", "lab-team-"} <= prefixes
    for prefix in prefixes:
        assert any(code.startswith(prefix) for code in strings), prefix


def test_lab_uses_only_the_standard_library():
    import ast
    tree = ast.parse((REPO / "gouji_sim" / "view" / "lab.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        else:
            continue
        for name in names:
            assert name.split(".")[0] in sys.stdlib_module_names or name == "__future__", name


def test_deep_nesting_is_refused_before_parsing():
    assert nesting('{"a": [1, {"b": "[[[\\"]]"}]}') == 3
    out = json.loads(lab.rule("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)))
    assert out["error"]["code"] == "input-too-deep" and "nest" in out["error"]["en"]
    shallow = {"title": {"zh": "[" * 500, "en": "{" * 500}, "action": {"seat": 1, "play": "3"}}
    assert json.loads(lab.rule(json.dumps(shallow)))["ok"] is True


def test_casebook_pages_escape_titles_and_survive_broken_files(tmp_path):
    import importlib.util
    spec = importlib.util.spec_from_file_location("lab_hooks", REPO / "docs" / "lab_hooks.py")
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    (tmp_path / "01-bad.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "02-ok.json").write_text(json.dumps({
        "title": {"en": "<script>x</script> *y* {#z}"}, "note": {"en": "a\nb <b>c</b>"},
        "action": {"seat": 1, "play": "3"}}), encoding="utf-8")
    page = hooks._chapter_page("demo", sorted(tmp_path.glob("*.json")), "en")
    assert "<script>" not in page and "<b>c" not in page
    assert "{#case-02-ok}" in page and "{#case-01-bad}" in page
    assert page.count('class="gouji-lab" data-mode="static"') == 2
    assert page.count("../../lab/#case=") == 2
    assert "This case cannot be judged" in page


def test_every_casebook_chapter_has_a_title_in_both_languages():
    """The casebook's nav and pages name each folder of cases/ from the catalogue; a folder
    without an entry was shown by its English folder name on the Chinese pages too."""
    folders = sorted(d.name for d in (REPO / "cases").iterdir() if d.is_dir() and any(d.glob("*.json")))
    assert folders, "no case folders"
    missing = [f for f in folders if f"lab-chapter-{f}" not in CATALOGUE]
    assert missing == [], missing
    assert all(all(CATALOGUE[f"lab-chapter-{f}"]) for f in folders)
