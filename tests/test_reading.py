"""The newcomer reading pass: concrete points a reader met, checked on the sources the
site is built from (the chapter notebooks as tools/chapters.py renders them, and docs/<lang>/).
The built pages themselves are checked in tests/browser/test_reading_pages.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_docs_content import DOCS, notebooks, text

LANGS = ("zh", "en")
CLAUSE_PREFIX = {"TABLE", "CARD", "PLAY", "BEAT", "GOUJI", "TURN", "BURN", "END", "SCORE", "START",
                 "TRIB", "LOCAL"}
#: Chinese reader pages whose prose must hold no English word (names of tools excepted).
ZH_PAGES = ("index.md", "house-rules.md", "readings.md")
ALLOWED_LATIN = CLAUSE_PREFIX | {"Python", "Pyodide", "API", "gouji", "sim"}


def prose(markdown: str) -> str:
    """Markdown without code (fenced or inline), link targets, HTML tags and attribute lists."""
    markdown = re.sub(r"```.*?```", "", markdown, flags=re.S)
    markdown = re.sub(r"`[^`]*`", "", markdown)
    markdown = re.sub(r"\]\([^)]*\)", "]", markdown)
    markdown = re.sub(r"<[^>]+>", "", markdown)
    return re.sub(r"\{[#.][^}]*\}", "", markdown)


def english_words(markdown: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]{2,}", prose(markdown))) - ALLOWED_LATIN


def reader_texts(lang: str) -> dict[str, str]:
    """Every reader page's Markdown in ``lang``: chapters and the Markdown pages."""
    pages = {name: text(nb, "markdown") for name, nb in notebooks(lang).items()}
    pages.update({p.name: p.read_text(encoding="utf-8") for p in sorted((DOCS / lang).glob("*.md"))})
    return pages


@pytest.mark.parametrize("lang", LANGS)
def test_no_source_file_references_on_reader_pages(lang: str):
    for name, page in reader_texts(lang).items():
        assert not re.search(r"seeds/\d|\bseeds/", page), f"{lang}/{name} cites a seeds/ file"


@pytest.mark.parametrize("lang", LANGS)
def test_prose_comes_before_any_code_a_reader_sees(lang: str):
    for name, nb in notebooks(lang).items():
        shown = [c for c in nb["cells"] if "remove-input" not in c.get("metadata", {}).get("tags", [])]
        assert shown[0]["cell_type"] == "markdown", name
        assert shown[1]["cell_type"] == "markdown", f"{lang}/{name}: a code cell right after the title"


def test_chinese_chapters_have_no_english_words():
    for name, nb in notebooks("zh").items():
        assert not english_words(text(nb, "markdown")), (name, sorted(english_words(text(nb, "markdown"))))


@pytest.mark.parametrize("page", ZH_PAGES)
def test_chinese_pages_have_no_english_words(page: str):
    words = english_words((DOCS / "zh" / page).read_text(encoding="utf-8"))
    assert not words, (page, sorted(words))


TRANSLATED = ["一伙人在规则里是真的一伙", "够级”的搭档", "顺序是死的", "逐张比不更大", "下面每一行都由",
              "照收不误", "白白丢了这一轮", "烧牌的那些讲究对无头的人不适用", "你想用 Q 管住它"]


def test_sentences_that_read_as_translated_are_gone():
    for name, page in reader_texts("zh").items():
        for sentence in TRANSLATED:
            assert sentence not in page, (name, sentence)


def chapter(lang: str, prefix: str) -> str:
    (name,) = [n for n in notebooks(lang) if n.startswith(prefix)]
    return text(notebooks(lang)[name], "markdown")


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_words_are_said(lang: str):
    """Point 19: what players say when they pass, yield, close or call a burn, in chapter 6."""
    turns = chapter(lang, "06-")
    for word in ("过", "让", "扣了", "烧"):
        assert word in turns
    heading = {"zh": "## 牌桌上怎么说", "en": "## What players say at the table"}[lang]
    assert heading in turns


@pytest.mark.parametrize("lang", LANGS)
def test_burning_at_a_real_table(lang: str):
    burning = chapter(lang, "07-")
    heading = {"zh": "## 牌桌上的烧牌", "en": "## Burning at a real table"}[lang]
    assert heading in burning
    section = burning.split(heading, 1)[1].split("\n## ", 1)[0]
    for topic in {"zh": ["什么时候喊", "解烧以后", "烧成以后", "烧糊以后"],
                  "en": ["When to call", "After a release", "After a success", "After a failure"]}[lang]:
        assert topic in section
    # the burn tribute's switch is explained where it first appears (BURN-5), before it is used;
    # the prose names it by the house-rules question or its players' name (no engine words)
    first = burning.index({"zh": "被烧的要给烧牌的进贡吗", "en": "burn tribute (烧牌贡"}[lang])
    assert {"zh": "默认不讲", "en": "not played by default"}[lang] in burning[first:first + 300]


@pytest.mark.parametrize("lang", LANGS)
def test_the_close_and_the_outline_reading_are_explained(lang: str):
    turns = chapter(lang, "06-")
    assert {"zh": "裁决里说是座位 6 扣的牌", "en": "Why does the verdict give the close to seat 6"}[lang] in turns
    assert {"zh": "预设“够级大纲”虽然叫大纲，这个开关却是自动接风",
            "en": "The Outline's preset nonetheless has\n> the next player simply take over"}[lang] in turns


@pytest.mark.parametrize("lang", LANGS)
def test_the_strategy_primer_says_whose_rules_they_are(lang: str):
    primer = chapter(lang, "13-")
    assert "heuristic" in primer and "gouji_sim/bots/roster.py" in primer
    for heading in {"zh": ["先出小牌", "什么时候让", "什么时候烧", "护着自家人的够级牌"],
                    "en": ["Lead your low cards", "When to yield", "When to burn", "Protect your teammate"]}[lang]:
        assert f"## {heading}" in primer


@pytest.mark.parametrize("lang", LANGS)
def test_the_house_rules_page_is_in_the_nav(lang: str):
    config = (DOCS.parent / ("mkdocs.yml" if lang == "zh" else "mkdocs.en.yml")).read_text(encoding="utf-8")
    assert "house-rules.md" in config and "13-first-hands.ipynb" in config
    assert '<div class="gouji-house"></div>' in (DOCS / lang / "house-rules.md").read_text(encoding="utf-8")


def test_every_chinese_chapter_is_matched_in_english():
    assert notebooks("zh").keys() == notebooks("en").keys()
    assert Path(DOCS / "zh" / "house-rules.md").is_file() and Path(DOCS / "en" / "house-rules.md").is_file()
