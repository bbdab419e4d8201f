"""One voice per page: a player's page (a chapter or a page of docs/zh, docs/en other than the
command line's and the API's) keeps the programmer's material — file paths, commands, the
engine's class and function names, record downloads — in one folded block,
``<details class="gouji-programmers" data-for-programmers markdown="1">`` with the summary
"给程序员" / "For programmers"; the reader's text around it names none of them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools import chapters

REPO = Path(__file__).resolve().parents[1]
LANGS = ("zh", "en")
#: The pages written for programmers, where these words are the subject.
FOR_PROGRAMMERS = ("cli.md", "api.md", "records.md")
SUMMARY = {"zh": "给程序员", "en": "For programmers"}

BLOCK = re.compile(r'<details class="gouji-programmers" data-for-programmers markdown="1">\s*'
                   r"<summary>(?P<summary>[^<]*)</summary>(?P<body>.*?)</details>", re.S)
PROGRAMMERS = re.compile(
    r"\b(?:tools|gouji_sim)/[\w./-]*|`gouji_sim\b[^`]*`|`gouji (?:judge|simulate|cases|plan|replay|check)\b[^`]*`"
    r"|\b\w+\.py\b|\b(?:RECORDS|CASES)\.md\b"
    r"|\b(?:GameState|LegalPlays|ReplayPanel|Verdict|plan_burn|tribute_payments|deck_counts|shown_count|"
    r"is_gouji|beat_table|compare_presets|point_debts|practice_seed)\b"
    r"|`\w+\(\)`|\bdownload\b|可以下载|下载下来")


def reader_pages() -> list[tuple[str, str]]:
    """(where, text) of every player's page: each chapter's markdown in each language, the pages."""
    pages = []
    for source in chapters.sources():
        for lang in LANGS:
            nb = chapters.render(source, lang)
            text = "\n\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
            pages.append((f"{lang}/{source.stem}", text))
    for lang in LANGS:
        for page in sorted((REPO / "docs" / lang).glob("*.md")):
            if page.name not in FOR_PROGRAMMERS:
                pages.append((f"{lang}/{page.name}", page.read_text(encoding="utf-8")))
    return pages


PAGES = reader_pages()


@pytest.mark.parametrize(("where", "text"), PAGES, ids=[where for where, _ in PAGES])
def test_programmers_words_only_in_the_folded_block(where: str, text: str):
    blocks = list(BLOCK.finditer(text))
    readers = BLOCK.sub("", text)
    assert PROGRAMMERS.findall(readers) == []
    # the readings page keeps a folded block per section; every other page has one at most
    if not where.endswith("readings.md"):
        assert len(blocks) <= 1
    assert all(b["summary"].startswith(SUMMARY[where[:2]]) for b in blocks)


def test_the_check_sees_programmers_words():
    text = ("Run `gouji simulate --games 1`; `tools/find_lesson.py` found it. "
            '<details class="gouji-programmers" data-for-programmers markdown="1">\n'
            "<summary>For programmers</summary>\n\n- `GameState` and `plan_burn`\n\n</details>")
    assert PROGRAMMERS.findall(BLOCK.sub("", text)) == ["`gouji simulate --games 1`", "tools/find_lesson.py"]
    assert "GameState" in BLOCK.search(text)["body"]
