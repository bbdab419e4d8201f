"""The site's content: the chapter notebooks (notebooks/zh, notebooks/en), the glossary and the
navigation. Structure only; that every notebook runs without an error is checked by the
strict site build (tests/site/).

A rule is *stated* in a chapter by a quote block that starts with its clause ID in bold,
``> **BEAT-2** …``; every clause of RULEBOOK §1–§11 is stated exactly once, in both languages,
in the same chapter.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gouji_sim.clauses import CLAUSES, chapter

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
DOCS = REPO / "docs"
LANGS = ("zh", "en")

CLAUSE_ID = re.compile(r"\b(?:TABLE|CARD|PLAY|BEAT|GOUJI|TURN|BURN|END|SCORE|START|TRIB)-\d+\b")
STATED = re.compile(r"^> \*\*((?:[A-Z]+)-\d+)\*\*", re.M)
# Calls into the rules engine that decide something (a ruling, a plan, a simulation, …).
ENGINE_CALL = re.compile(
    r"\b(?:judge|judge_cards|beats|explain|is_gouji|is_dead|plan_burn|LegalPlays|score|simulate|"
    r"play_hand|play_match|tribute_moves|first_leader|deal|deck_counts|verdicts_by_preset)\("
    r"|Case\.from_dict\(|\.apply\(|\.burners\(|\.parse\("
)
# Chapters 1-12 (00-welcome is the five-minute start, not a chapter).
CHAPTER_FILE = re.compile(r"^(\d\d)-[a-z0-9-]+\.ipynb$")


def notebooks(lang: str) -> dict[str, Path]:
    return {p.name: p for p in sorted((NOTEBOOKS / lang).glob("*.ipynb"))}


def chapters(lang: str) -> dict[str, Path]:
    return {name: p for name, p in notebooks(lang).items() if not name.startswith("00-")}


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def text(path: Path, kind: str | None = None) -> str:
    return "\n".join("".join(c["source"]) for c in cells(path) if kind is None or c["cell_type"] == kind)


def test_same_chapter_slugs_in_both_languages():
    zh, en = notebooks("zh"), notebooks("en")
    assert zh.keys() == en.keys(), f"only zh: {zh.keys() - en.keys()}; only en: {en.keys() - zh.keys()}"
    names = sorted(chapters("zh"))
    assert all(CHAPTER_FILE.match(n) for n in names), names
    assert [int(n[:2]) for n in names] == list(range(1, 13)), names


@pytest.mark.parametrize("lang", LANGS)
def test_every_chapter_names_its_clauses(lang: str):
    for name, path in chapters(lang).items():
        ids = set(CLAUSE_ID.findall(text(path, "markdown")))
        assert ids, f"{lang}/{name} names no clause ID"
        assert ids <= CLAUSES.keys(), f"{lang}/{name}: unknown clause IDs {sorted(ids - CLAUSES.keys())}"


def test_both_languages_name_the_same_clauses():
    for name in chapters("zh"):
        zh = set(CLAUSE_ID.findall(text(NOTEBOOKS / "zh" / name, "markdown")))
        en = set(CLAUSE_ID.findall(text(NOTEBOOKS / "en" / name, "markdown")))
        assert zh == en, f"{name}: only zh {sorted(zh - en)}, only en {sorted(en - zh)}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_clause_is_stated_exactly_once(lang: str):
    where: dict[str, list[str]] = {}
    for name, path in notebooks(lang).items():
        for cid in STATED.findall(text(path, "markdown")):
            where.setdefault(cid, []).append(name)
    rulebook = {cid for cid in CLAUSES if chapter(cid) in
                {"TABLE", "CARD", "PLAY", "BEAT", "GOUJI", "TURN", "BURN", "END", "SCORE", "START", "TRIB"}}
    missing = sorted(rulebook - where.keys())
    assert not missing, f"{lang}: clauses never stated: {missing}"
    twice = {cid: names for cid, names in where.items() if len(names) > 1}
    assert not twice, f"{lang}: clauses stated more than once: {twice}"
    assert where.keys() <= CLAUSES.keys(), sorted(where.keys() - CLAUSES.keys())


def test_each_clause_is_stated_in_the_same_chapter_in_both_languages():
    for name in notebooks("zh"):
        zh = STATED.findall(text(NOTEBOOKS / "zh" / name, "markdown"))
        en = STATED.findall(text(NOTEBOOKS / "en" / name, "markdown"))
        assert zh == en, f"{name}: zh states {zh}, en states {en}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_notebook_calls_the_engine(lang: str):
    for name, path in notebooks(lang).items():
        code = text(path, "code")
        assert "gouji_sim" in code, f"{lang}/{name} does not import gouji_sim"
        assert ENGINE_CALL.search(code), f"{lang}/{name} has no code cell that calls the engine"


@pytest.mark.parametrize("lang", LANGS)
def test_every_notebook_shows_a_live_widget(lang: str):
    for name, path in notebooks(lang).items():
        code = text(path, "code")
        assert "widgets" in code, f"{lang}/{name} has no widget for the reader"


def test_twin_notebooks_have_the_same_cells():
    for name in notebooks("zh"):
        zh, en = cells(NOTEBOOKS / "zh" / name), cells(NOTEBOOKS / "en" / name)
        assert [c["cell_type"] for c in zh] == [c["cell_type"] for c in en], name
        langs = [re.findall(r'^LANG = "(\w+)"', "".join(c["source"]), re.M) for c in (zh + en)]
        assert ["zh"] in langs and ["en"] in langs, f"{name}: each twin sets LANG to its language"


@pytest.mark.parametrize("lang", LANGS)
def test_notebooks_are_stored_without_outputs(lang: str):
    for name, path in notebooks(lang).items():
        dirty = [i for i, c in enumerate(cells(path))
                 if c["cell_type"] == "code" and (c["outputs"] or c["execution_count"])]
        assert not dirty, f"{lang}/{name}: code cells {dirty} have outputs"


def glossary_rows(lang: str) -> list[list[str]]:
    lines = (DOCS / lang / "glossary.md").read_text(encoding="utf-8").splitlines()
    table = [line for line in lines if line.startswith("|")]
    assert len(table) > 2, f"{lang}: the glossary has no table"
    header, rule, *rows = table
    assert len(header.strip("|").split("|")) == 5 and set(rule.replace("|", "").split()) == {"---"}
    return [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows]


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_rows_have_all_five_columns(lang: str):
    rows = glossary_rows(lang)
    assert len(rows) >= 40
    for row in rows:
        assert len(row) == 5 and all(row), f"{lang}: incomplete glossary row {row}"
        clause = row[4].strip("`")
        assert clause in CLAUSES or clause == "§12", f"{lang}: unknown clause {clause!r} in {row}"


def test_glossary_terms_and_clauses_match_across_languages():
    zh, en = glossary_rows("zh"), glossary_rows("en")
    assert [(r[0], r[1], r[2], r[4]) for r in zh] == [(r[0], r[1], r[2], r[4]) for r in en]


def test_glossary_covers_every_chapter_of_the_rulebook():
    covered = {chapter(r[4].strip("`")) for r in glossary_rows("zh") if r[4].strip("`") in CLAUSES}
    assert covered == {chapter(cid) for cid in CLAUSES}


@pytest.mark.parametrize("config, lang", [("mkdocs.yml", "zh"), ("mkdocs.en.yml", "en")])
def test_nav_lists_every_notebook_and_page(config: str, lang: str):
    nav = (REPO / config).read_text(encoding="utf-8").split("\nnav:\n", 1)[1].split("\n\n", 1)[0]
    targets = re.findall(r":\s*(\S+\.(?:ipynb|md))\s*$", nav, re.M)
    for name in notebooks(lang):
        assert name in targets, f"{config}: {name} is not in nav"
    for page in ("index.md", "glossary.md", "cli.md", "api.md"):
        assert page in targets, f"{config}: {page} is not in nav"
    chapter_order = [t for t in targets if t.endswith(".ipynb")]
    assert chapter_order == sorted(chapter_order), f"{config}: chapters out of order"
