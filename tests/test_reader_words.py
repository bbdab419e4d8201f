"""No engine words in what a Chinese reader reads: the Chinese titles and notes of the
public cases name switches, presets and reasons in players' words, never by their identifiers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gouji_sim.core.rules import PRESETS, SWITCHES

ROOT = Path(__file__).resolve().parents[1]
#: switch names, preset ids, reason codes (``not-in-hand``), JSON words and case-file folders
ENGINE_WORDS = re.compile(
    r"\b(?:" + "|".join(sorted({*SWITCHES, *PRESETS}, key=len, reverse=True)) + r")\b"
    r"|\b[a-z]+(?:-[a-z]+)+\b|\b(?:true|false|expect|None)\b|\b[a-z]+/(?=\W|$)")
#: The same words on a built Chinese page (tests/browser/test_no_code_on_pages.py), where a path such as
#: ``practice/`` is a link's and no case folder; the switches' values that are identifiers
#: (``opposite_or_reburn``) are added.
PAGE_WORDS = re.compile(
    r"\b(?:" + "|".join(sorted({*SWITCHES, *PRESETS, *(v for values, _ in SWITCHES.values() for v in values
                                                       if isinstance(v, str) and "_" in v)},
                               key=len, reverse=True)) + r")\b"
    r"|\b[a-z]+(?:-[a-z]+)+\b|\b(?:true|false|expect|None)\b")


def chinese_texts(node: object, path: str = ""):
    """Every ``"zh"`` string under ``node``, with its place."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "zh" and isinstance(value, str):
                yield path, value
            else:
                yield from chinese_texts(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from chinese_texts(value, f"{path}[{i}]")


def test_the_pattern_finds_what_it_is_for():
    for bad in ("默认 burn_seats=all", "预设 red_joker_open", "（not-in-hand）", "见 variants/）", "=false"):
        assert ENGINE_WORDS.search(bad), bad
    for good in ("默认除了对头谁都能烧", "大王 8 8", "BURN-1", "GOUJI-2"):
        assert not ENGINE_WORDS.search(good), good


CASE_FILES = sorted((ROOT / "cases").rglob("*.json"))


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_case_chinese_texts_have_no_engine_words(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    found = [(where, m.group(0)) for where, zh in chinese_texts(data) for m in ENGINE_WORDS.finditer(zh)]
    assert found == []


#: Catalogue entries a programmer reads (the case file's and the record's format, the command
#: line's help): their words name the file format's own keys.
FOR_PROGRAMMERS = ("case-not-bool", "record-", "cli-")


def test_catalogue_chinese_has_no_engine_words():
    from gouji_helpers import every_message

    found = []
    for code, (zh, _en) in every_message().items():
        if code.startswith(FOR_PROGRAMMERS):
            continue
        shown = re.sub(r"\{[a-z_]+\}", "", zh)     # placeholders are filled in
        found += [(code, m.group(0)) for m in ENGINE_WORDS.finditer(shown)]
    assert found == []
