"""The search box that answers: the engine's entry for a question as players say it
(``lab.ask``, the same reading and judge as ``gouji ask``) and the index's house variants,
labelled and weighted below the default rule (docs/search_hooks.py)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gouji_sim.cli import main
from gouji_sim.game.notation import as_case_dict, read
from gouji_sim.view import bridge
from gouji_sim.view.lab import decode_fragment
from gouji_sim.view.lab_line import ask

REPO = Path(__file__).resolve().parents[1]


def _ask(question: str, **extra: object) -> dict:
    return json.loads(bridge.call("search-test", "lab.ask", json.dumps({"text": question, **extra})))


def _cli_json(capsys, question: str) -> dict:
    assert main(["ask", question, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("question", [
    "大王 8 8 能管 9 9 9 吗？",                                   # cards alone (BEAT-2)
    "座位1出 10 10 10 10 10，座位4管 J J J J J",                  # a gouji play beaten (GOUJI-2)
    "Can a big joker and two 8s beat three 9s?",
    "seat 1 leads five 10s, seat 2 passes, seat 3 passes, seat 4 yields",   # a yield (TURN-5)
])
def test_the_search_rules_a_question_as_gouji_ask_does(capsys, question):
    """The page's call gives the answer `gouji ask --json` gives (issue 45: one contract),
    builds the case it judged and gives its verdict; the link it gives (#case=) holds that
    case."""
    out = _ask(question)
    cli = _cli_json(capsys, question)
    assert out["ok"] is True and out["question"] == question
    assert {k: v for k, v in out["answer"].items() if k != "question"} == \
        {k: v for k, v in cli.items() if k not in ("ok", "question")}
    assert out["case"] == cli["case"] == as_case_dict(read(question).case)
    # gouji ask --json adds the answer's fields to the verdict's (issue 45): the verdict is the same
    added = ("ok", "case", "answer", "understood", "assumed", "skipped", "kind", "headline", "panel", "lang",
             "question")
    assert out["verdict"] == {k: v for k, v in cli.items() if k not in added}
    assert json.loads(decode_fragment(out["fragment"])) == cli["case"]
    # the view the Lab draws, in both languages; the answer's, in the question's
    assert set(out["view"]) >= {"table", "verdict", "compare"}
    assert out["view"]["verdict"]["message"]["zh"] and out["view"]["verdict"]["message"]["en"]
    assert out["reply"]["headline"] == cli["headline"] and out["reply"]["lang"] == cli["lang"]
    assert (out["reply"]["assumed"] is None) == (cli["assumed"] == [])


def test_a_question_about_cards_alone_says_which_seats_were_assumed():
    out = _ask("大王 8 8 能管 9 9 9 吗？")
    assert out["verdict"]["legal"] is False and "BEAT-2" in out["verdict"]["clauses"]
    assert "座位 1" in out["answer"]["assumed"][0] and "座位 2" in out["reply"]["assumed"]
    assert [out["case"]["trick"][0]["seat"], out["case"]["action"]["seat"]] == [1, 2]


def test_other_questions_are_no_situation_and_a_half_read_one_says_what_is_missing():
    """A page shows nothing for a text read as no situation at all (the pages answer it), and
    for one read in part what was understood and what is missing, in both languages."""
    for question in ("手里没有2也没有王，这把还用打吗", "小王 小王 9 9 9", "a lone big joker"):
        out = _ask(question)
        assert out["ok"] is False and out["understood"] is False, question
    half = _ask("座位1出 五个10，座位2跳舞了吗")
    assert half["ok"] is False and half["unread"] is True
    assert "跳" in half["reply"]["missing"] and half["reply"]["suggestions"]
    assert _ask("")["understood"] is False
    bad = json.loads(ask('{"text": 5}'))
    assert bad["ok"] is False and bad["understood"] is False and bad["error"]["field"] == "text"
    assert json.loads(ask("not json"))["ok"] is False


def test_the_rules_the_table_chose_apply_unless_the_text_names_its_own():
    """BEAT-6 (two Big Jokers beat one) is off by default and on under two_for_one."""
    question = "seat 1 leads a big joker, seat 4 beats with two big jokers"
    assert _ask(question)["verdict"]["legal"] is False
    assert _ask(question, rules={"preset": "two_for_one"})["verdict"]["legal"] is True


def test_the_lab_strings_for_a_page_without_the_lab():
    for lang, ruling in (("zh", "裁决"), ("en", "Ruling")):
        data = json.loads(bridge.call("search-test", "lab.page_strings", json.dumps({"lang": lang})))
        assert data["lang"] == lang and data["strings"]["lab-verdict"] == ruling
        assert data["strings"]["lab-search-open"] and "BEAT-5" in data["clauses"]


# --------------------------------------------------------------------------
# the index: house variants labelled, below the default rule


def _hooks():
    spec = importlib.util.spec_from_file_location("search_hooks_for_test", REPO / "docs" / "search_hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_house_variants_are_labelled_and_weighted_below_the_default():
    hooks = _hooks()
    variant = "红鬼二打一：俩大王带俩钱管一个大王带俩 A"
    default = "首出一张大王：死牌"
    docs = [{"location": "casebook/variants/#case-a", "title": variant, "text": "<p>x</p>"},
            {"location": "casebook/beating/#case-b", "title": default, "text": "<p>x</p>"},
            {"location": "04-beating/#x", "title": "红鬼二打一（地方玩法）", "text": "<p>x</p>"},
            {"location": "04-beating/#y", "title": "Two Big Jokers beat one (a regional rule)", "text": "<p>x</p>"}]
    out = hooks.rewrite({"config": {}, "docs": docs}, "zh")["docs"]
    titles = [d["title"].replace(hooks.ZWSP, "") for d in out]
    assert titles[0] == "地方玩法 · " + variant and "boost" in out[0] and out[0]["boost"] < 1
    assert titles[1] == default and "boost" not in out[1]
    assert titles[2] == "红鬼二打一（地方玩法）" and out[2]["boost"] < 1      # says so already
    assert out[3]["boost"] < 1
    en = hooks.rewrite({"config": {}, "docs": [{"location": "casebook/x/#c", "title": "Laotou: a single two is not a gouji play",
                                                 "text": "<p>x</p>"}]}, "en")["docs"][0]
    assert en["title"] == "House variant · Laotou: a single two is not a gouji play"


def test_every_case_under_house_rules_is_a_variant_and_no_default_case_is():
    hooks = _hooks()
    titles = hooks.variant_case_titles()
    defaults = 0
    for path in sorted((REPO / "cases").rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(case.get("title"), dict):
            continue
        spec = case.get("rules") or {}
        under_house_rules = spec.get("preset", "outline") != "outline" or bool(spec.get("switches"))
        if not under_house_rules:
            defaults += 1
            assert case["title"]["zh"] not in titles["zh"], path
    assert defaults > 100 and len(titles["zh"]) > 30 and len(titles["en"]) == len(titles["zh"])


def test_the_measuring_tool_reads_the_question_groups():
    """tools/search_candidates.py --questions needs a built site; here only its question file."""
    data = json.loads((REPO / "tests" / "data" / "search-questions.json").read_text(encoding="utf-8"))
    words = data["table_words"]
    assert len(words) >= 16 and {q["lang"] for q in words} == {"zh", "en"}
    assert sum(bool(q.get("default_first")) for q in words) >= 4
    assert subprocess.run([sys.executable, str(REPO / "tools" / "search_candidates.py"), "--help"],
                          capture_output=True, text=True, check=True).stdout.count("--questions")
