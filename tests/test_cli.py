"""The ``gouji`` command line: judge, cases check/compare, burn — and bad input."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gouji_sim.cli import main
from gouji_helpers import bilingual

ROOT = Path(__file__).resolve().parents[1]
CASE = {"rules": {"preset": "outline"}, "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
        "hands": {"3": "J J J J J 小王 8 8 9 9 9"},
        "action": {"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]},
        "expect": {"burn": "succeeded"}}


@pytest.fixture
def case_file(tmp_path):
    p = tmp_path / "case.json"
    p.write_text(json.dumps(CASE, ensure_ascii=False), encoding="utf-8")
    return p


def test_judge_text_and_json(case_file, capsys):
    assert main(["judge", str(case_file)]) == 0
    out = capsys.readouterr().out
    zh, en = out.split("\n\n")            # the view drawn as text: a Chinese block, then an English one
    assert zh.startswith("合法，烧牌成功\n") and en.startswith("legal, burn succeeded\n")
    assert "依据条款：BURN-3" in zh and "Deciding clauses: BURN-3" in en
    assert main(["judge", str(case_file), "--json"]) == 0
    v = json.loads(capsys.readouterr().out)
    assert v["burn"] == "succeeded" and v["legal"] is True and set(v["message"]) == {"zh", "en"}


def test_judge_one_language(case_file, capsys):
    main(["judge", str(case_file), "--lang", "zh"])
    out = capsys.readouterr().out
    assert "烧牌成功" in out and "succeeded:" not in out and "en:" not in out


def test_cases_check(tmp_path, case_file, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(dict(CASE, expect={"burn": "failed"})), encoding="utf-8")
    assert main(["cases", "check", str(tmp_path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].endswith("1 passed, 1 failed") and "FAIL" in out[0]
    bad.unlink()
    assert main(["cases", "check", str(tmp_path)]) == 0


def test_cases_check_speaks_both_languages_or_the_one_asked(tmp_path, case_file, capsys):
    """A FAIL line and the summary come from the catalogue: both languages, or ``--lang``'s."""
    (tmp_path / "bad.json").write_text(json.dumps(dict(CASE, expect={"burn": "failed"})), encoding="utf-8")
    (tmp_path / "broken.json").write_text(json.dumps({"action": {"seat": 9, "pass": True}}), encoding="utf-8")
    assert main(["cases", "check", str(tmp_path)]) == 1
    both = capsys.readouterr().out.strip().splitlines()
    assert len(both) == 3 and all(bilingual(line) for line in both)
    assert "burn" in both[0] and "应为" in both[0] and "expected" in both[0]
    assert "无效的案例" in both[1] and "invalid case" in both[1]
    for lang, others in (("zh", ("expected", "invalid case", "passed")), ("en", ("应为", "无效", "通过"))):
        assert main(["cases", "check", "--lang", lang, str(tmp_path)]) == 1
        lines = capsys.readouterr().out.strip().splitlines()
        assert len(lines) == 3 and not any(other in line for line in lines for other in others)
    assert lines[-1] == "1 passed, 2 failed"


def test_cases_compare_marks_differences(case_file, capsys):
    assert main(["cases", "compare", str(case_file)]) == 0
    out = capsys.readouterr().out
    english = out.split("\n\n")[-3]     # the Chinese table, then the English one (catalogue labels)
    assert english.startswith("Rules preset") and "Burn outcome" in english
    rows = {line.split()[0]: line for line in english.splitlines() if line.split() and line.split()[0] in
            ("outline", "laotou", "no_team_burn", "open_release")}
    assert "*" not in rows["outline"] and "*" in rows["no_team_burn"] and "burn not allowed*" in rows["no_team_burn"]
    assert "outline <" in rows["outline"]
    assert main(["cases", "compare", str(case_file), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outline"]["burn"] == "succeeded" and data["no_team_burn"]["burn"] == "not-allowed"


def test_burn_planner_command(capsys):
    assert main(["burn", "--hand", "J J J J J 小王 8 8 9 9 9", "--on", "10 10 10 10 10", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["possible"] and plan["sets"][0] == "J J J J J"
    assert main(["burn", "--hand", "J J J J J 8 8 9 9 9", "--on", "10 10 10 10 10"]) == 0
    out = capsys.readouterr().out
    assert "烧不了" in out and "Cannot burn" in out


@pytest.mark.parametrize("argv", [["burn", "--hand", "Z", "--on", "K K"], ["burn", "--hand", "K", "--on", "8 9"],
                                  ["burn", "--hand", "K", "--on", "K", "--rules", "nowhere"],
                                  ["judge", "/nonexistent/case.json"]])
def test_bad_arguments_exit_2_in_both_languages(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("gouji:") >= 1 and "Traceback" not in err


def test_bad_case_files_exit_2_without_traceback(capsys):
    """Every file in tests/data/bad_cases is refused with exit 2 and a bilingual message.

    In-process: an exception that escaped ``main`` would fail this test as a traceback would
    (the console script itself is run once by ``test_console_script_runs``)."""
    files = sorted((ROOT / "tests" / "data" / "bad_cases").glob("*"))
    assert len(files) >= 10
    for f in files:
        code = main(["judge", str(f)])
        out, err = capsys.readouterr()
        assert code == 2, (f.name, out, err)
        assert "Traceback" not in err and err.count("gouji:") == 2, f.name
        zh, en = err.strip().splitlines()[-2:]
        assert any("\u4e00" <= ch <= "\u9fff" for ch in zh), f.name
        assert any(ch.isascii() and ch.isalpha() for ch in en), f.name


def test_console_script_runs():
    r = subprocess.run([sys.executable, "-m", "gouji_sim", "--help"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0 and "judge" in r.stdout and "cases" in r.stdout


def test_cases_compare_names_every_preset_with_its_meaning(case_file, capsys):
    """RULEBOOK §12: the new presets (chong_san, red_joker_open) with Chinese name and meaning."""
    assert main(["cases", "compare", str(case_file), "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    assert "chong_san: 冲三：最后一手必须是单纯的 3" in out
    assert "red_joker_open: 红鬼不够级：" in out
    path = Path(__file__).resolve().parents[1] / "cases" / "variants" / "46-chong-san-burn-not-ending-on-threes.json"
    assert main(["cases", "compare", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outline"]["burn"] == "succeeded" and data["chong_san"]["burn"] == "failed"
    assert data["chong_san"]["reason"] == "last-not-threes"
