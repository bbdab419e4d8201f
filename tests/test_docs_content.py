"""The site's content: the chapter notebooks (both languages, built from their one source each
in notebooks/chapters/ by tools/chapters.py), the glossary and the navigation. Structure only; that every notebook runs without an error is checked by the
strict site build (tests/browser/).

A rule is *stated* in a chapter by a quote block that starts with its clause ID in bold,
``> **BEAT-2** …``; every clause of RULEBOOK §1–§11 is stated exactly once, in both languages,
in the same chapter.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from gouji_sim.core.clauses import CLAUSES, chapter
from tools import chapters

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"
LANGS = ("zh", "en")

CLAUSE_ID = re.compile(r"\b(?:TABLE|CARD|PLAY|BEAT|GOUJI|TURN|BURN|END|SCORE|START|TRIB)-\d+\b")
STATED = re.compile(r"^> \*\*((?:[A-Z]+)-\d+)\*\*", re.M)
# Calls into the rules engine that decide something (a ruling, a plan, a simulation, …).
ENGINE_CALL = re.compile(
    r"\b(?:judge|judge_cards|beats|explain|is_gouji|is_dead|plan_burn|LegalPlays|score|simulate|"
    r"play_hand|play_match|tribute_payments|first_leader|deal|deck_counts|verdicts_by_preset)\("
    r"|\.under\(|\.judge\("
    r"|Case\.from_dict\(|\.apply\(|\.burners\(|\.parse\("
)
# Chapters 1-13 (00-welcome is the five-minute start, not a chapter).
CHAPTER_FILE = re.compile(r"^(\d\d)-[a-z0-9-]+\.ipynb$")


TOOL = chapters   # tools/chapters.py (the repository root is on pytest's pythonpath)


@cache
def notebooks(lang: str) -> dict[str, dict]:
    """The chapter notebooks of ``lang`` as the site builds them, by file name."""
    return {source.stem + ".ipynb": TOOL.render(source, lang) for source in TOOL.sources()}


def chapters(lang: str) -> dict[str, dict]:
    return {name: nb for name, nb in notebooks(lang).items() if not name.startswith("00-")}


def cells(nb: dict) -> list[dict]:
    return nb["cells"]


def text(nb: dict, kind: str | None = None) -> str:
    return "\n".join("".join(c["source"]) for c in cells(nb) if kind is None or c["cell_type"] == kind)


def test_same_chapter_slugs_in_both_languages():
    zh, en = notebooks("zh"), notebooks("en")
    assert zh.keys() == en.keys(), f"only zh: {zh.keys() - en.keys()}; only en: {en.keys() - zh.keys()}"
    names = sorted(chapters("zh"))
    assert all(CHAPTER_FILE.match(n) for n in names), names
    assert [int(n[:2]) for n in names] == list(range(1, 14)), names


@pytest.mark.parametrize("lang", LANGS)
def test_every_chapter_names_its_clauses(lang: str):
    for name, nb in chapters(lang).items():
        ids = set(CLAUSE_ID.findall(text(nb, "markdown")))
        assert ids, f"{lang}/{name} names no clause ID"
        assert ids <= CLAUSES.keys(), f"{lang}/{name}: unknown clause IDs {sorted(ids - CLAUSES.keys())}"


def test_both_languages_name_the_same_clauses():
    for name in chapters("zh"):
        zh = set(CLAUSE_ID.findall(text(notebooks("zh")[name], "markdown")))
        en = set(CLAUSE_ID.findall(text(notebooks("en")[name], "markdown")))
        assert zh == en, f"{name}: only zh {sorted(zh - en)}, only en {sorted(en - zh)}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_clause_is_stated_exactly_once(lang: str):
    where: dict[str, list[str]] = {}
    for name, nb in notebooks(lang).items():
        for cid in STATED.findall(text(nb, "markdown")):
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
        zh = STATED.findall(text(notebooks("zh")[name], "markdown"))
        en = STATED.findall(text(notebooks("en")[name], "markdown"))
        assert zh == en, f"{name}: zh states {zh}, en states {en}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_notebook_calls_the_engine(lang: str):
    for name, nb in notebooks(lang).items():
        code = text(nb, "code")
        assert "gouji_sim" in code, f"{lang}/{name} does not import gouji_sim"
        assert ENGINE_CALL.search(code), f"{lang}/{name} has no code cell that calls the engine"


@pytest.mark.parametrize("lang", LANGS)
def test_every_notebook_shows_a_live_widget(lang: str):
    for name, nb in notebooks(lang).items():
        code = text(nb, "code")
        assert "widgets" in code, f"{lang}/{name} has no widget for the reader"


def test_twin_notebooks_run_the_same_code():
    """A built zh chapter and its en twin run the same code cells, in the same order; the one
    difference is the parameters cell, which sets LANG to the notebook's language."""
    for name in notebooks("zh"):
        zh, en = notebooks("zh")[name], notebooks("en")[name]
        assert TOOL.same_code(zh, en), f"{name}: the twins run different code"
        assert [c["cell_type"] for c in zh.cells] == [c["cell_type"] for c in en.cells], name
        langs = [re.findall(r'^LANG = "(\w+)"', "".join(c["source"]), re.M) for c in (zh.cells + en.cells)]
        assert ["zh"] in langs and ["en"] in langs, f"{name}: each twin sets LANG to its language"


def test_the_twin_check_sees_a_difference():
    zh, en = notebooks("zh")["04-beating.ipynb"], notebooks("en")["04-beating.ipynb"]
    changed = en.copy()
    changed.cells = [dict(c, source=c["source"].replace("J J J", "Q Q Q")) if c["cell_type"] == "code"
                     else c for c in en.cells]
    changed.cells = [type(en.cells[0])(c) for c in changed.cells]
    assert TOOL.same_code(zh, en) and not TOOL.same_code(zh, changed)


def test_chapters_are_one_source_each():
    """No hand-kept twins: the only chapter files are the sources in notebooks/chapters/."""
    assert not list((REPO / "notebooks").glob("zh/*.ipynb")) and not list((REPO / "notebooks").glob("en/*.ipynb"))
    names = [p.name for p in TOOL.sources()]
    assert names and all(n.endswith(".py") for n in names)


@pytest.mark.parametrize("lang", LANGS)
def test_notebooks_are_built_without_outputs(lang: str):
    for name, nb in notebooks(lang).items():
        dirty = [i for i, c in enumerate(cells(nb))
                 if c["cell_type"] == "code" and (c["outputs"] or c["execution_count"])]
        assert not dirty, f"{lang}/{name}: code cells {dirty} have outputs"


@pytest.mark.parametrize("lang", LANGS)
def test_each_chapter_opens_with_prose_and_hides_its_boilerplate(lang: str):
    """The first cell a reader sees is prose; imports and helper bindings are in hidden cells."""
    for name, nb in notebooks(lang).items():
        shown = [c for c in nb.cells if "remove-input" not in c["metadata"].get("tags", [])]
        assert shown[0]["cell_type"] == "markdown", f"{lang}/{name} opens with code"
        for cell in shown:
            if cell["cell_type"] == "code":
                assert not re.search(r"^from gouji_sim import \*", cell["source"], re.M), (
                    f"{lang}/{name}: the import boilerplate is shown")
                assert "def show(" not in cell["source"] and "def table(" not in cell["source"], name


def test_a_source_with_a_language_on_code_is_refused(tmp_path: Path):
    bad = tmp_path / "01-bad.py"
    bad.write_text('# %% tags=["parameters"]\nLANG = "zh"\n\n# %% lang="en"\nprint(1)\n', encoding="utf-8")
    with pytest.raises(TOOL.SourceError, match="01-bad.py, cell 2"):
        TOOL.render(bad, "en")
    bad.write_text("# %% [markdown]\n# hello\n", encoding="utf-8")
    with pytest.raises(TOOL.SourceError, match="parameters cell"):
        TOOL.render(bad, "zh")


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
    for page in ("index.md", "glossary.md", "cli.md", "api.md", "records.md"):
        assert page in targets, f"{config}: {page} is not in nav"
    chapter_order = [t for t in targets if t.endswith(".ipynb")]
    assert chapter_order == sorted(chapter_order), f"{config}: chapters out of order"


# --- what the chapters' prose says about their examples ------------------------------------
# The verdicts on the pages are computed at build time, but the text around them states what
# they are ("only joker_dominant finds it legal", "seat 6 releases the burn", …). If a ruling
# changes, these fail and point at the sentence to revise.

TENS = [{"seat": 1, "play": "10 10 10 10 10"}]
BURN = {"hands": {"3": "J J J J J 小王 8 8 9 9 9"}, "counts": {"1": 15, "2": 12, "4": 20, "5": 30, "6": 7},
        "trick": TENS}
SETS = ["J J J J J", "小王 8 8", "9 9 9"]
PASSED = {"hands": {"2": "Q Q Q Q 小王 8 8 5 5"},
          "trick": [{"seat": 1, "play": "9 9 9 9"}, {"seat": 2, "pass": True}, {"seat": 3, "play": "J J J J"}],
          "action": {"seat": 2, "burn": ["Q Q Q Q", "小王 8 8", "5 5"]}}
HEADLESS_BURNER = {"hands": {"3": "J J J J J 小王 8 8 9 9 9", "2": "大王 9 9 4 5 6"}, "finished": [6], "trick": TENS,
                   "action": {"seat": 3, "burn": SETS}, "responses": [{"after_set": 2, "seat": 2, "play": "大王 9 9"}]}
MELEE_NINES = {"finished": [1, 4], "trick": [{"seat": 2, "play": "9 9"}]}
DEAD_KINGS = {"finished": [1], "trick": [{"seat": 1, "play": "9 9"}, {"seat": 2, "pass": True},
                                         {"seat": 3, "pass": True}, {"seat": 4, "play": "K K"}]}
CHONG_SAN = {"rules": {"preset": "chong_san"}}
RED_JOKER = {"trick": [{"seat": 1, "play": "大王 8 8"}], "action": {"seat": 2, "play": "大王 大王 9 9"}}
PROSE_CLAIMS = [
    # (chapter, case, expected verdict fields)
    ("01", {"trick": [{"seat": 6, "play": "9 9"}], "action": {"seat": 1, "play": "10 10"}},
     {"legal": True, "next": 2}),
    ("01", {"trick": [{"seat": 2, "play": "K K"}], "action": {"seat": 3, "play": "A A"}},
     {"legal": False, "reason": "gouji-opposite-only"}),
    ("01", {"trick": [{"seat": 2, "play": "K K"}], "action": {"seat": 5, "play": "A A"}}, {"legal": True}),
    ("01", {"action": {"seat": 1, "play": "Q Q Q"}}, {"burners": [3, 5, 2, 6]}),
    ("01", {"finished": [1], "trick": [{"seat": 1, "play": "A A"}], "action": {"seat": 4, "pass": True}},
     {"legal": True, "next": 2}),
    ("02", {"trick": [{"seat": 1, "play": "♠K"}], "action": {"seat": 2, "play": "♥K"}},
     {"legal": False, "reason": "not-higher"}),
    ("03", {"trick": [{"seat": 1, "play": "9 9"}], "action": {"seat": 2, "play": "10 2"}}, {"legal": True}),
    ("03", {"rules": {"preset": "outline", "switches": {"jokers_on_low": False}},
            "action": {"seat": 2, "play": "3 3 小王"}}, {"legal": False}),
    ("03", {"hands": {"2": "9 9 J"}, "trick": [{"seat": 1, "play": "10 10"}], "action": {"seat": 2, "play": "9 9"}},
     {"legal": False, "next": 3}),
    ("04", {"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}},
     {"legal": False, "reason": "not-higher"}),
    ("04", {"rules": {"preset": "joker_dominant"}, "trick": [{"seat": 1, "play": "9 9 9"}],
            "action": {"seat": 2, "play": "大王 8 8"}}, {"legal": True}),
    ("04", {"trick": [{"seat": 1, "play": "大王 A A"}], "action": {"seat": 4, "play": "大王 大王 A"}},
     {"legal": False, "reason": "dead-play"}),
    ("04", {"trick": [{"seat": 1, "play": "大王 A A"}], "action": {"seat": 4, "yield": True}}, {"legal": False}),
    ("05", {"trick": TENS, "action": {"seat": 2, "play": "J J J J J"}},
     {"legal": False, "reason": "gouji-opposite-only"}),
    ("05", {"trick": [{"seat": 2, "play": "8 8"}, {"seat": 3, "pass": True}, {"seat": 4, "pass": True},
                      {"seat": 5, "pass": True}, {"seat": 6, "pass": True}, {"seat": 1, "play": "A A"}],
            "action": {"seat": 4, "play": "2 2"}}, {"legal": True}),
    ("05", {"trick": [{"seat": 1, "play": "J J J J"}], "action": {"seat": 4, "pass": True}},
     {"legal": True, "clauses_include": "GOUJI-5"}),
    ("06", {"trick": [{"seat": 1, "play": "9 9"}, {"seat": 2, "pass": True},
                      {"seat": 3, "play": "10 10"}], "action": {"seat": 2, "play": "J J"}},
     {"legal": False, "reason": "passed-this-trick"}),
    ("06", {"trick": [{"seat": 1, "play": "9 9"}, {"seat": 2, "pass": True}, {"seat": 3, "pass": True}],
            "action": {"seat": 4, "yield": True}}, {"legal": True, "next": 5}),
    ("07", dict(BURN, action={"seat": 4, "burn": SETS}), {"burn": "not-allowed"}),
    ("07", dict(BURN, rules={"preset": "no_team_burn"}, action={"seat": 3, "burn": SETS}), {"burn": "not-allowed"}),
    ("07", dict(BURN, action={"seat": 3, "burn": SETS}), {"burn": "succeeded"}),
    ("07", dict(BURN, action={"seat": 3, "burn": SETS},
                responses=[{"after_set": 2, "seat": 6, "play": "大王 Q Q"}]), {"burn": "released"}),
    ("07", dict(BURN, action={"seat": 3, "burn": ["J J J J J", "8 8", "小王 9 9 9"]}), {"burn": "failed"}),
    ("07", {"rules": {"preset": "no_team_burn"}, "hands": {"2": "J J J J J 小王 8 8 9 9 9"}, "trick": TENS,
            "action": {"seat": 2, "burn": SETS}, "responses": [{"after_set": 2, "seat": 4, "play": "大王 Q Q"}]},
     {"burn": "succeeded"}),
    ("07", {"rules": {"preset": "no_team_burn", "switches": {"burn_release": "anyone"}},
            "hands": {"2": "J J J J J 小王 8 8 9 9 9"}, "trick": TENS,
            "action": {"seat": 2, "burn": SETS}, "responses": [{"after_set": 2, "seat": 4, "play": "大王 Q Q"}]},
     {"burn": "released"}),
    ("08", {"finished": [4], "trick": [{"seat": 1, "play": "K K"}], "action": {"seat": 2, "play": "A A"}},
     {"legal": True}),
    ("08", {"finished": [4], "trick": [{"seat": 6, "play": "K K"}], "action": {"seat": 1, "play": "A A"}},
     {"legal": True}),
    ("08", {"finished": [4, 1], "trick": [{"seat": 2, "play": "K K"}], "action": {"seat": 3, "play": "A A"}},
     {"legal": True}),
    ("08", {"finished": [1], "trick": [{"seat": 1, "play": "9 9"}, {"seat": 2, "pass": True},
                                       {"seat": 3, "pass": True}],
            "action": {"seat": 4, "play": "K K"}}, {"legal": True, "clauses_include": "TURN-9"}),
    # rules v2: the clauses each chapter explains with a judged example
    ("07", PASSED, {"legal": False, "reason": "burn-not-allowed", "burn": "not-allowed"}),
    ("07", dict(PASSED, rules={"preset": "outline", "switches": {"burn_after_pass": True}}), {"burn": "succeeded"}),
    ("07", {"trick": PASSED["trick"][:2], "action": {"seat": 3, "play": "J J J J"}}, {"burners": [5, 1, 4]}),
    ("07", HEADLESS_BURNER, {"burn": "released", "clauses_include": "BURN-4"}),
    ("07", dict(HEADLESS_BURNER, finished=[], counts={"6": 8}), {"burn": "succeeded"}),
    ("08", dict(MELEE_NINES, action={"seat": 3, "play": "大王 10"}),
     {"legal": True, "next": 3, "clauses_include": "TURN-6"}),
    ("08", dict(MELEE_NINES, action={"seat": 3, "play": "小王 10"}), {"legal": True, "next": 5}),
    ("08", dict(DEAD_KINGS, action={"seat": 6, "burn": ["A A"]}), {"burn": "succeeded"}),
    ("08", dict(DEAD_KINGS, action={"seat": 2, "burn": ["A A"]}), {"burn": "not-allowed", "clauses_include": "BURN-1"}),
    ("11", dict(CHONG_SAN, hands={"1": "3 3 10 10"}, action={"seat": 1, "play": "3 3"}),
     {"legal": False, "reason": "three-not-last"}),
    ("11", dict(CHONG_SAN, hands={"1": "3 3"}, action={"seat": 1, "play": "3 3"}), {"legal": True}),
    ("11", dict(CHONG_SAN, hands={"1": "3 3 2"}, action={"seat": 1, "play": "3 3 2"}),
     {"legal": False, "reason": "last-not-threes"}),
    ("11", dict(CHONG_SAN, action={"seat": 2, "play": "3"}), {"legal": False, "reason": "three-not-last"}),
    ("11", dict(BURN, rules={"preset": "chong_san"}, action={"seat": 3, "burn": SETS}),
     {"burn": "failed", "reason": "last-not-threes"}),
    ("11", dict(RED_JOKER, rules={"preset": "two_for_one"}), {"legal": False, "reason": "gouji-opposite-only"}),
    ("11", dict(RED_JOKER, rules={"preset": "red_joker_open"}), {"legal": True, "clauses_include": "LOCAL-3"}),
    ("11", dict(RED_JOKER, rules={"preset": "red_joker_open"}, hands={"3": "大王 大王 9 9 小王 J J 5 5"},
                action={"seat": 3, "burn": ["大王 大王 9 9", "小王 J J", "5 5"]}), {"burn": "not-allowed"}),
]


@pytest.mark.parametrize("chapter_no, case, expected", PROSE_CLAIMS,
                         ids=[f"ch{c}-{i}" for i, (c, _, _) in enumerate(PROSE_CLAIMS)])
def test_the_prose_matches_the_engine(chapter_no: str, case: dict, expected: dict):
    from gouji_sim.game.case import Case

    verdict = Case.from_dict(case).judge().to_dict()
    for key, value in expected.items():
        if key == "clauses_include":
            assert value in verdict["clauses"], (chapter_no, case, verdict)
        else:
            assert verdict[key] == value, (chapter_no, key, verdict)


def test_the_disputes_of_chapter_11_differ_in_one_preset():
    from gouji_sim.game.case import Case
    from gouji_sim.core.rules import PRESETS

    disputes = {
        "laotou": {"trick": [{"seat": 1, "play": "2"}], "action": {"seat": 2, "play": "小王"}},
        "two_for_one": {"trick": [{"seat": 1, "play": "大王 A A"}], "action": {"seat": 4, "play": "大王 大王 2 2"}},
        "joker_dominant": {"trick": [{"seat": 1, "play": "2 2 2"}], "action": {"seat": 4, "play": "小王 3 3"}},
    }
    for preset, case in disputes.items():
        c = Case.from_dict(case)
        legal = {name: c.under(name).judge().legal for name in PRESETS}
        assert [name for name, ok in legal.items() if ok] == [preset], (preset, legal)


# The v2 examples that play a hand (gouji_sim.game) rather than judge one case.

def _seat_one_plays_out(lead: str, last: str, rules, bettors=()):
    """Seat 1 holds ``lead`` + ``last``, the others 3 3 4 4 2; the seats in ``bettors`` bet 明点;
    seat 1 leads ``lead``, the others pass, seat 1 plays out with ``last`` (chapter 10's hands)."""
    from gouji_sim import Hand, Pass, Play, PlayAction
    from gouji_sim.game import GameState
    from gouji_sim.game.decisions import Bet, Decline

    hands = {s: Hand.parse("3 3 4 4 2") for s in range(2, 7)} | {1: Hand.parse(f"{lead} {last}")}
    game = GameState.new(rules, hands, leader=1)
    for seat in range(1, 7):                                   # 预点: nobody
        game.apply(Decline(seat))
    for seat in game.pending:                                  # 明点
        game.apply(Bet(seat, "open") if seat in bettors else Decline(seat))
    game.apply(PlayAction(1, Play.parse(lead)))
    while game.current_player() != 1:                          # whoever is asked passes
        game.apply(Pass(game.current_player()))
    game.apply(PlayAction(1, Play.parse(last)))
    return game


def test_chapter_10_opening_and_bets_as_the_prose_says():
    """TRIB-4: first place and its opposite are judged as first place goes out; 互进点贡; 翻车."""
    from gouji_sim import Rules

    kings = _seat_one_plays_out("K K", "2", Rules(points=True))
    assert kings.judged == ((1, True), (4, False)) and kings.point_debts == ((4, 1),)
    fives = _seat_one_plays_out("5", "2", Rules(points=True))
    assert fives.judged == ((1, False), (4, False)) and fives.point_debts == ((1, 4), (4, 1))
    bet = _seat_one_plays_out("K K", "2", Rules(points=True), bettors=(4,))
    assert bet.point_debts == ((4, 1),) * 3 and bet.bet_results() == ((4, "open", False),)


def test_chapter_10_buying_a_3_as_the_prose_says():
    from gouji_sim import Hand, Rules
    from gouji_sim.core.cards import Rank
    from gouji_sim.game import GameState
    from gouji_sim.game.decisions import Buy

    hands = {s: Hand.parse("3 3 4 4 2") for s in range(1, 7)} | {1: Hand.parse("4 5 K 2"), 4: Hand.parse("3 3 6 小王")}
    game = GameState.new(Rules.preset("chong_san"), hands, leader=1)
    assert game.legal_actions() == [Buy(1, 4, Rank.TWO)]
    assert game.apply(Buy(1, 4, Rank.TWO)).legal
    assert str(game.hand(1)) == "3 4 5 K" and str(game.hand(4)) == "3 6 2 小王"


@pytest.mark.parametrize("suffocation", [False, True])
def test_chapter_9_suffocation_as_the_prose_says(suffocation: bool):
    """LOCAL-2: seats 4, 5, 6 never played when seat 1 went out; with the switch they are out
    at once and last, in the order 4, 5, 6."""
    import random

    from gouji_sim import Hand, Pass, Play, PlayAction, Rules
    from gouji_sim.bots.roster import make_bots
    from gouji_sim.game import GameState
    from gouji_sim.game.match import run_bots

    hands = {1: "5 5 8 2", 2: "6 6 9 9 2", 3: "7 7 10 10 2", 4: "K K 2", 5: "Q Q 2", 6: "A A 2"}
    game = GameState.new(Rules(suffocation=suffocation), {s: Hand.parse(h) for s, h in hands.items()}, leader=1)
    for seat, cards in ((1, "5 5"), (2, "6 6"), (3, "7 7"), (4, None), (5, None), (6, None), (1, "8 2")):
        game.apply(PlayAction(seat, Play.parse(cards)) if cards else Pass(seat))
    assert game.penalized == ((4, 5, 6) if suffocation else ())
    run_bots(game, make_bots(["heuristic"]), random.Random(1), checked=True)
    places = game.places()
    assert places is not None and places[0] == 1
    assert (places[-3:] == (4, 5, 6)) is suffocation


def test_chapter_9_positive_scores_in_the_outline_only():
    from gouji_sim import Rules
    from gouji_sim.game import score

    assert score((1, 3, 5, 2, 4, 6), Rules()).teams == {"1-3-5": 12, "2-4-6": 0}
    assert score((1, 3, 5, 2, 4, 6), Rules.preset("laotou")).teams == {"1-3-5": 12, "2-4-6": -12}


def test_english_code_comments_are_in_english():
    han = re.compile(r"[\u4e00-\u9fff]")
    for name, nb in notebooks("en").items():
        for line in text(nb, "code").splitlines():
            comment = line.split("#", 1)[1] if "#" in line and '"' not in line.split("#", 1)[0] else ""
            docstring = line.strip() if line.strip().startswith('"""') else ""
            assert not han.search(comment + docstring), f"en/{name}: {line.strip()}"


# --- every word in the page's language (point 7) ----------------------------------

#: Chinese phrasings that use 发 (deal) for a lead; the lead is 首出 everywhere.
LEAD_AS_DEAL = ("发下一轮", "发牌权", "先发牌", "接着发牌", "发牌的人可以", "发出够级牌", "谁发牌", "发新的一轮")


def test_chinese_says_shouchu_for_a_lead():
    from gouji_sim.core.clauses import CLAUSES as SUMMARIES
    from gouji_helpers import every_message

    texts = {f"chapter {name}": text(nb, "markdown") for name, nb in notebooks("zh").items()}
    texts |= {f"message {code}": zh for code, (zh, _en) in every_message().items()}
    texts |= {f"clause {cid}": summary["zh"] for cid, summary in SUMMARIES.items()}
    texts |= {f"docs/zh/{p.name}": p.read_text(encoding="utf-8") for p in (DOCS / "zh").glob("*.md")}
    bad = {where: phrase for where, body in texts.items() for phrase in LEAD_AS_DEAL if phrase in body}
    assert not bad, f"发 used for a lead (write 首出): {bad}"


def test_english_pages_write_the_jokers_in_english():
    """In English prose, card notation (`…`) writes the jokers BJ / SJ, never 大王 / 小王."""
    spans = re.compile(r"`[^`\n]*`")
    for name, nb in notebooks("en").items():
        chinese = [s for s in spans.findall(text(nb, "markdown")) if "大王" in s or "小王" in s]
        assert not chinese, f"en/{name}: {chinese}"


def test_no_internal_notes_on_reader_pages():
    for lang in LANGS:
        bodies = {name: text(nb, "markdown") for name, nb in notebooks(lang).items()}
        bodies |= {p.name: p.read_text(encoding="utf-8") for p in (DOCS / lang).glob("*.md")}
        for name, body in bodies.items():
            assert "seeds/" not in body, f"{lang}/{name} points readers at seeds/"
            assert "chapter authors" not in body and "章节作者" not in body, f"{lang}/{name}"


def test_a_source_builds_the_same_notebook_every_time():
    """Stable output (cell ids included): the site's notebook cache and JupyterLite's copy match."""
    import nbformat

    source = TOOL.sources()[4]
    assert nbformat.writes(TOOL.render(source, "en")) == nbformat.writes(TOOL.render(source, "en"))


def test_chapter_11_draws_the_view_model_s_comparison():
    """Chapter 11 takes its comparison and the switches' words from the package
    (``compare_presets``, the house-rules card's ``question`` and ``answer``) instead of judging
    and highlighting on its own."""
    from gouji_sim.game.case import Case
    from gouji_sim.view.chapter import compare_presets
    from gouji_sim.view.model import compare_case

    source = (REPO / "notebooks" / "chapters" / "11-variants-and-disputes.py").read_text(encoding="utf-8")
    assert "gd.compare_presets" in source and "question(name, LANG)" in source and "answer(" in source
    assert "def compare" not in source and "def shown" not in source and "compare_html(" not in source
    case = {"trick": [{"seat": 1, "play": "2"}], "action": {"seat": 2, "play": "小王"}}
    assert compare_case(Case.from_dict(case)).differing() == ("laotou",)
    for lang in ("zh", "en"):
        html = compare_presets(case, lang)
        assert "data-differs='1'" in html and html.count("data-current='1'") == 1
