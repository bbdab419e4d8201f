"""``--lang`` gives one language everywhere (issue 44, item 6): every ``gouji`` command, given
bad input, says what is wrong in Chinese only under ``--lang zh``, in English only under
``--lang en``, and in both without it — errors from the judge and the game (the GoujiError
family), from files that cannot be read, and from the command line's own parsing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gouji_sim.cli import main

CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef]")


def _bad_inputs(tmp: Path) -> dict[str, list[str]]:
    """One bad input for each command (and each way a command can fail)."""
    bad = tmp / "bad.json"
    if tmp.is_dir():
        bad.write_text(json.dumps({"rules": {"preset": "outline"}, "trick": []}), encoding="utf-8")
    missing = str(tmp / "missing.json")
    return {
        "judge, a case without its action": ["judge", str(bad)],
        "judge, no such file": ["judge", missing],
        "judge, an unknown option": ["judge", str(bad), "--bogus"],
        "ask, an unknown rule set": ["ask", "K K beats Q Q?", "--rules", "nowhere"],
        "ask, a seat out of range": ["ask", "K K beats Q Q?", "--seat", "9"],
        "show, a case without its action": ["show", str(bad)],
        "cases check, no such folder": ["cases", "check", str(tmp / "nowhere")],
        "cases compare, a case without its action": ["cases", "compare", str(bad)],
        "burn, an unknown card": ["burn", "--hand", "ZZ", "--on", "3"],
        "simulate, no games": ["simulate", "--games", "-1"],
        "simulate, an unknown bot": ["simulate", "--games", "1", "--bots", "nobody"],
        "replay, not a record": ["replay", str(bad)],
        "review, a seat out of range": ["review", "--seat", "9", str(bad)],
        "review, not a record": ["review", "--seat", "1", str(bad)],
    }


COMMANDS = list(_bad_inputs(Path("/nonexistent-folder")))


def _said(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    """The exit status and what was said, line by line (the usage line left out: it is
    argparse's own, naming options)."""
    try:
        code = main(argv)
    except SystemExit as stop:                 # argparse's own refusal, after saying why
        code = int(stop.code or 0)
    out = capsys.readouterr()
    lines = [line for line in (out.err + out.out).splitlines()
             if line.strip() and not line.startswith(("usage:", " "))]
    return code, lines


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_says_its_error_in_the_one_language_asked(command: str, lang: str, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    argv = _bad_inputs(tmp_path)[command]
    code, lines = _said([*argv, "--lang", lang], capsys)
    other = "en" if lang == "zh" else "zh"
    code_other, lines_other = _said([*argv, "--lang", other], capsys)
    code_both, lines_both = _said(argv, capsys)
    assert code == code_other == code_both and code != 0, (code, lines)
    assert lines and "Traceback" not in "\n".join(lines)
    if lang == "en":
        assert not any(CJK.search(line) for line in lines), lines
    else:
        assert all(CJK.search(line) for line in lines), lines
    assert not set(lines) & set(lines_other), (lines, lines_other)      # nothing said twice over
    said_both = "\n".join(lines_both)
    assert CJK.search(said_both) and re.search(r"[a-z]{4,}", CJK.sub("", said_both))   # without --lang: both


def test_help_texts_follow_lang(capsys: pytest.CaptureFixture[str]) -> None:
    """The help of a command is in the language asked for, or in both."""
    for lang, has_cjk in (("en", False), ("zh", True)):
        with pytest.raises(SystemExit):
            main(["judge", "--lang", lang, "--help"])
        helped = capsys.readouterr().out
        assert bool(CJK.search(helped)) is has_cjk, helped
    with pytest.raises(SystemExit):
        main(["judge", "--help"])
    assert "/" in capsys.readouterr().out
