"""No engine words in what a Chinese reader reads on the built site.

Every built Chinese page is opened in Chromium; its prose and widget text as rendered (what
``innerText`` shows: folded details, hidden elements and code cells left out) must name no
switch, preset or reason by its identifier, and no ``true``/``false``/``expect``. The Rule Lab
is read after its engine has ruled a case with a changed switch and an illegal action (the
switch panel open, a reason given), the practice table once its engine waits for the reader's
card. The list of identifiers is the engine's own (``tests/test_reader_words.py``).

Read only: code (``<pre>``, inline ``<code>`` inside a code cell, the folded code of a chapter
cell), the small "给程序员" details, and the glossary's pinyin and English columns (its pairs).
Two pages are for programmers as a whole and are not read: the API reference and the command
line page, which document the identifiers themselves.
"""

from __future__ import annotations

import json

import pytest
from site_helpers import LAB_READY, PRACTICE_READY, site_pages

from gouji_sim.view import lab
from gouji_sim.view.house import answer, question
from test_reader_words import PAGE_WORDS

#: Whole pages written for programmers: they document the identifiers themselves.
FOR_PROGRAMMERS = ("api/", "cli/", "records/")
#: Names that are the project's and not the engine's words.
OWN_NAMES = ("gouji-sim",)

#: What the reader does not read as prose: code, folded details, the glossary's other-language pairs.
SKIP = ("pre, .gouji-code, .jp-Cell-inputWrapper, .gouji-programmers, script, style, "
        ".md-header, .md-footer, .md-sidebar, .md-search, .md-source")

#: The visible text of the page's article, ``SKIP`` left out (the glossary's pinyin and English
#: columns too: they are the pairs a Chinese reader comes for).
READ = """skip => {
  const root = document.querySelector('article') || document.body;
  const glossary = location.pathname.endsWith('/glossary/');
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skip)) continue;
    if (glossary && parent.closest('td:nth-child(2), td:nth-child(3), th')) continue;
    if (!parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
    const folded = parent.closest('details:not([open])');
    if (folded && !parent.closest('summary')) continue;
    out.push(node.textContent);
  }
  return out.join(' ');
}"""

#: A Lab case whose switch panel is open (a changed switch) and whose ruling has a reason:
#: seat 2, not the opposite, beats seat 1's gouji play (GOUJI-2).
LAB_CASE = {"rules": {"preset": "no_team_burn", "switches": {"burn_after_pass": True}},
            "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
            "action": {"seat": 2, "play": "J J J J J"}}

PAGES = [p for p in site_pages("zh") if not p.startswith(FOR_PROGRAMMERS)]


def found_words(text: str) -> list[str]:
    """The engine identifiers in ``text``, the project's own names excepted."""
    for name in OWN_NAMES:
        text = text.replace(name, "")
    return sorted({m.group(0) for m in PAGE_WORDS.finditer(text)})


def test_found_words_finds_what_it_is_for():
    assert found_words("开关 burn_after_pass 关着") == ["burn_after_pass"]
    assert found_words("预设 outline 和 gouji-opposite-only，true") == ["gouji-opposite-only", "outline", "true"]
    assert found_words("够级 gouji-sim：过牌后还能烧吗？不能（BURN-1）") == []


def test_the_chinese_pages_are_read():
    assert len(PAGES) >= 20, PAGES
    assert {"", "lab/", "practice/", "house-rules/", "glossary/", "07-burning/"} <= set(PAGES)


@pytest.mark.parametrize("path", PAGES)
def test_a_chinese_page_reads_no_engine_words(site, base_url, warm, path):
    page, watch = warm
    if path == "lab/":
        fragment = lab.encode_fragment(json.dumps(LAB_CASE))
        page.goto(f"{base_url}lab/{fragment}")
        page.wait_for_function(LAB_READY, timeout=90_000)
        verdict = json.loads(page.locator("#verdict").get_attribute("data-verdict"))
        assert verdict["reason"]                     # the reason is given, and folded away
        assert page.locator(".glab-full .glab-switches").is_visible()
        # the changed switch is the house-rules card's question, set to its answer
        changed = page.locator(".glab-full .glab-switch.glab-changed")
        assert changed.count() == 1
        assert question("burn_after_pass", "zh") in changed.inner_text()
        chosen = changed.locator("select").evaluate("s => s.options[s.selectedIndex].text")
        assert chosen == answer("burn_after_pass", True, "zh")
    elif path == "practice/":
        page.goto(f"{base_url}practice/#seed=7")
        page.wait_for_function(PRACTICE_READY, timeout=90_000)
    else:
        page.goto(f"{base_url}{path}")
        page.wait_for_load_state("load")
    text = page.evaluate(READ, SKIP)
    assert len(text) > 20, text
    assert found_words(text) == []
    assert watch.outside == []
