"""``gouji ask``: a question as players say it, ruled by the judge; ``gouji show``: a case file
in the notation.

Changed deliberately with issue 45: the answer comes first (``能。``/``Yes.``), then the line
understood, then the verdict as ``gouji judge`` prints it, the whole reply in the question's language
unless ``--lang`` picks one; ``assumed`` is a list of sentences
in the reply's language; errors are bilingual unless ``--lang`` picks one (issue 47 class 9,
as every other command)."""

import json
from pathlib import Path

from gouji_sim.game.case import Case
from gouji_sim.cli import main
from gouji_sim.cli.show import verdict_lines
from gouji_sim.game.notation import read

ROOT = Path(__file__).resolve().parents[1]


def ask(capsys, *argv):
    status = main(["ask", *argv])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_a_play_in_chinese_prints_the_judges_verdict_in_chinese_only(capsys):
    said = "座位1出 10 10 10 10 10，座位4管 J J J J J"
    status, out, _ = ask(capsys, said)
    assert status == 0
    lines = out.splitlines()
    judged = verdict_lines(read(said).case.judge(), "zh")
    assert lines[-len(judged):] == judged
    assert lines[0] == "能。" and lines[1] == "座位1出 10 10 10 10 10，座位4管 J J J J J。"
    assert "合法" in out and "legal" not in out and "GOUJI-2" in out


def test_lang_picks_the_whole_replys_language(capsys):
    status, out, _ = ask(capsys, "座位1出 10 10 10 10 10，座位4管 J J J J J", "--lang", "en")
    assert status == 0 and out.splitlines()[0] == "Yes." and "legal" in out and "合法" not in out


def test_a_pass_and_a_yield_in_english(capsys):
    status, out, _ = ask(capsys, "seat 1 leads three 9s, seat 2 passes", "--lang", "en")
    assert status == 0 and out.startswith("Yes.") and "\nlegal" in out and "合法" not in out
    status, out, _ = ask(capsys, "seat 1 leads five 10s, seat 2 passes, seat 3 passes, seat 4 yields",
                         "--lang", "en", "--json")
    v = json.loads(out)
    assert status == 0 and v["legal"] is True and "TURN-5" in v["clauses"]
    assert v["case"]["action"] == {"seat": 4, "yield": True}
    assert v["case"]["trick"][0] == {"seat": 1, "play": "10 10 10 10 10"}


def test_a_burn_with_its_answers(capsys):
    said = "座位1出 10 10 10 10 10，座位3烧 J J J J J、小王 8 8、9 9 9，第2套后座位6管 大王 Q Q"
    status, out, _ = ask(capsys, said, "--json")
    v = json.loads(out)
    assert status == 0 and v["burn"] == "released"
    assert v["case"]["responses"] == [{"after_set": 2, "seat": 6, "play": "Q Q 大王"}]
    added = ("ok", "case", "answer", "understood", "assumed", "skipped", "kind", "headline", "panel", "lang", "question")
    assert Case.from_dict(v["case"]).judge().to_dict() == {k: x for k, x in v.items() if k not in added}


def test_a_question_with_no_seats_says_which_seats_were_assumed(capsys):
    status, out, _ = ask(capsys, "大王 8 8 能管 9 9 9 吗？")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "不能。" and "座位 1" in lines[2] and "座位 2" in lines[2]
    assert "不合法" in out and "BEAT-2" in out
    status, out, _ = ask(capsys, "Can five Js beat five 10s?", "--json")
    v = json.loads(out)
    assert v["legal"] is True and v["answer"] is True and v["kind"] == "cards"
    assert "opposite, seat 4" in v["assumed"][0] and v["case"]["action"]["seat"] == 4


def test_rules_and_switches_as_simulate_takes_them(capsys):
    said = "Can a big joker and two 8s beat three 9s?"
    _, out, _ = ask(capsys, said, "--json")
    assert json.loads(out)["legal"] is False
    _, out, _ = ask(capsys, said, "--json", "--rules", "joker_dominant")
    assert json.loads(out)["legal"] is True
    _, out, _ = ask(capsys, said, "--json", "--switch", "comparison=joker_dominant")
    v = json.loads(out)
    assert v["legal"] is True and v["case"]["rules"] == {"preset": "joker_dominant", "switches": {}}


def test_an_unreadable_question_exits_2_in_both_languages_unless_lang_picks_one(capsys):
    status, out, err = ask(capsys, "座位1吃 J J")
    assert status == 2 and out == ""
    assert "不认识“吃”" in err and "'吃' is not a word" in err and "你是不是想问" in err
    assert "character" not in err and "字符" not in err
    status, _, err = ask(capsys, "座位1吃 J J", "--lang", "en")
    assert status == 2 and "'吃' is not a word" in err and "不认识" not in err and "Did you mean" in err


def test_show_prints_a_case_file_in_the_notation(capsys):
    path = ROOT / "cases" / "burning" / "01-teammate-burn-succeeds.json"
    assert main(["show", str(path)]) == 0
    zh, en = capsys.readouterr().out.splitlines()
    assert zh == "座位3手里 8 8 9 9 9 J J J J J 小王，座位1出 10 10 10 10 10，座位3烧 J J J J J、8 8 小王、9 9 9。"
    assert en.startswith("seat 3 holds two 8s and three 9s") and en.endswith("then three 9s.")
    assert read(zh).case.situation == Case.from_json(path.read_text(encoding="utf-8")).situation
    assert main(["show", str(path), "--lang", "en"]) == 0
    assert capsys.readouterr().out == en + "\n"


def test_show_refuses_a_case_of_a_whole_hand(capsys):
    path = next((ROOT / "cases" / "start").glob("*.json"))
    assert main(["show", str(path)]) == 2
    assert "whole hand" in capsys.readouterr().err
