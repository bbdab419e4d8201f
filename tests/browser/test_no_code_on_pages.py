"""No code on a player's page, in either language (issue 46, item 6).

Every built page of both languages is opened in Chromium, once for this check, for the
check that it loads cleanly (test_browser.py's test_page_loads_cleanly opens the others) and,
at the desktop's width, for test_layout.py's check that nothing on it is clipped. It is
a browser test over the built site, ``site/``: the widget snapshots, the casebook's drawings,
the Rule Lab and the practice table are drawn by the pages' scripts, so the HTML files alone do
not hold what a reader sees. The text a
reader sees — the article as the browser draws it, folded details and hidden elements left out —
must hold no programmer's word outside the page's one folded "for programmers" block:

- a rule switch, a preset or a switch value by its identifier (``burn_after_pass``,
  ``joker_dominant``, ``opposite_or_reburn``), or any other ``snake_case`` word;
- a reason code (``wrong-size``, ``not-higher``: every code the catalogue words as
  ``reason-word-<code>``);
- an identifier of the engine (``Card.parse_all``, ``parse(str(x))``, ``hands.1``);
- a raw Python value: ``True``, ``False``, ``None``, a tuple of numbers, a dict or a list of
  strings, ``=true`` (and, on Chinese pages, ``true``/``false`` at all);
- a seed of ten digits or more (the deal numbers a reader is shown are short);
- the programmers' own vocabulary: JSON, the behaviour version, "run the cell", a ``gouji``
  command.

Not read: code (``<pre>``, a chapter's folded code cells), the ``gouji-programmers`` block and
the Lab's own folded "for programmers" details (every ``details`` that is closed, its summary
excepted), the theme's header, footer, navigation and search, and the glossary's pinyin and
English columns on the Chinese page (its pairs). The API reference and the command-line page are
programmers' pages as a whole and are not read.

The Rule Lab is read after ruling a case with a changed switch and an illegal action (the switch
panel open, a reason given); the practice table once its engine waits for the reader's card.
``test_the_scan_finds_what_it_is_for`` shows the pattern catching each kind of word, the
examples issue 46 quotes among them.

A Chinese page is also read for the engine's own identifiers, whatever their form
(``tests/test_reader_words.py``'s list: a switch, a preset, a hyphenated code such as
``gouji-opposite-only``, ``true``/``false``/``expect``), and the Lab's changed switch must be
the house-rules card's question, set to its answer in words. (That was
``test_reader_words_pages.py``, the older Chinese-only scan, which opened every Chinese page a
second time.)
"""

from __future__ import annotations

import json
import re

import pytest
from site_helpers import LAB_READY, PRACTICE_READY, chapter_pages, clipping, settle, site_pages

import gouji_sim.view  # noqa: F401  (the views' catalogue part: the reasons' words)
from gouji_sim.core.messages import CATALOGUE
from gouji_sim.core.rules import PRESETS, SWITCHES
from gouji_sim.view import lab
from gouji_sim.view.house import answer, question
from test_reader_words import PAGE_WORDS

#: Whole pages written for programmers: they document the identifiers themselves.
FOR_PROGRAMMERS = ("api/", "cli/", "records/")
#: The project's own name, which is no identifier a reader must decode.
OWN_NAMES = ("gouji-sim",)

#: What the reader does not read as prose. A markdown cell of a chapter sits in a
#: ``.jp-Cell-inputWrapper`` too: only a code cell's input is left out.
SKIP = ("pre, .gouji-code, .jp-CodeCell .jp-Cell-inputWrapper, .gouji-programmers, script, style, "
        ".md-header, .md-footer, .md-sidebar, .md-search, .md-source, .md-tabs")

#: The visible text of the page's article (``SKIP`` and closed details left out).
READ = """skip => {
  const root = document.querySelector('article') || document.body;
  const glossary = document.documentElement.lang === 'zh' && location.pathname.endsWith('/glossary/');
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

#: Every widget snapshot drawn, every casebook drawing drawn.
DRAWN = """() => {
  const views = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]').length;
  const drawn = document.querySelectorAll('.jupyter-widgets').length;
  const labs = [...document.querySelectorAll('.gouji-lab[data-mode="static"]')];
  return drawn >= views && labs.every(l => l.childElementCount > 0);
}"""

_IDS = sorted({*SWITCHES, *PRESETS, *(v for values, _ in SWITCHES.values() for v in values
                                      if isinstance(v, str) and "_" in v)}, key=len, reverse=True)
_REASONS = sorted((k.removeprefix("reason-word-") for k in CATALOGUE if k.startswith("reason-word-")),
                  key=len, reverse=True)

#: Words that are code on any page. A one-word identifier that is also an English word
#: (``points``, ``outline``, ``tribute``) counts where it reads as code: alone in brackets or
#: before ``=``.
CODE = re.compile("|".join([
    r"\b(?:" + "|".join(i for i in _IDS if "_" in i) + r")\b",
    r"(?<=\()\s*(?:" + "|".join(_IDS) + r")\s*(?=\))|\b(?:" + "|".join(_IDS) + r")(?=\s*=)",
    r"\b[a-z]+(?:_[a-z0-9]+)+\b",                                        # snake_case
    r"(?<![\w-])(?:" + "|".join(map(re.escape, _REASONS)) + r")(?![\w-])",  # reason codes
    r"\b[A-Z][A-Za-z]+\.[a-z_]\w*",                                      # Card.parse_all
    r"\b[a-z_]\w*\((?!s\))[\w.]*(?:\([\w.]*\))?\)",                      # parse(str(x))
    r"\bhands\.\d",
    r"\b(?:True|False|None)\b",                                          # Python values
    r"=\s*(?:true|false)\b|\(\s*(?:true|false)\s*\)",
    r"\(\d+, \d+(?:, \d+)*\)",                                           # a tuple of numbers
    r"[{\[]\s*['\"]\w+['\"]\s*[:,\]]",                                   # a dict, a list of strings
    r"\b\d{10,}\b",                                                      # a long seed
    r"\bJSON\b|\bbehaviou?r version\b|行为版本|\brun the cell\b|\bgouji (?:judge|simulate|cases|ask|replay|plan|check)\b",
]))
#: On Chinese pages any Latin ``true``/``false`` is a Python value.
CODE_ZH = re.compile(r"\b(?:true|false)\b")

#: A Lab case whose switch panel is open (a changed switch) and whose ruling has a reason:
#: seat 2, not the opposite, beats seat 1's gouji play (GOUJI-2).
LAB_CASE = {"rules": {"preset": "no_team_burn", "switches": {"burn_after_pass": True}},
            "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
            "action": {"seat": 2, "play": "J J J J J"}}

PAGES = [p for lang in ("zh", "en") for p in site_pages(lang)
         if not p.removeprefix("en/").startswith(FOR_PROGRAMMERS)]
#: The desktop's viewport, at which each page is also measured for clipping (test_layout.py
#: measures the chapters at a phone's width)
DESKTOP = (1280, 900)
CHAPTERS = set(chapter_pages())


def _without_own_names(text: str) -> str:
    for name in OWN_NAMES:
        text = text.replace(name, "")
    return text


def engine_words(text: str) -> list[str]:
    """The engine's identifiers in ``text`` read on a Chinese page (tests/test_reader_words.py's
    ``PAGE_WORDS``: a switch, a preset, a hyphenated code, ``true``/``false``/``expect``/``None``),
    the project's own name excepted."""
    return sorted({m.group(0) for m in PAGE_WORDS.finditer(_without_own_names(text))})


def code_words(text: str, lang: str) -> list[str]:
    """The programmer's words in ``text``, read on a page of ``lang``."""
    text = _without_own_names(text)
    found = {m.group(0).strip() for m in CODE.finditer(text)}
    if lang == "zh":
        found |= {m.group(0) for m in CODE_ZH.finditer(text)}
    return sorted(found)


def test_the_scan_finds_what_it_is_for():
    quoted = ("`burn_after_pass`", "grand_slam=true", "(switch burn_seats)", "wrong-size", "not-higher",
              "parse(str(x)) == x", "Card.parse_all", "hands.1: 5 × 大王", "(False: lost)",
              "seed 2489662114285305926", "Case JSON (for gouji judge)", "Rules engine behaviour version 4",
              "run the cell again", "Gouji Outline (outline)", "{'zh': '座位 3'}", "seats (1, 3)", "legal: None")
    for bad in quoted:
        assert code_words(bad, "en"), bad
    assert code_words("开关 burn_after_pass 关着，true", "zh") == ["burn_after_pass", "true"]
    for good in ("够级 gouji-sim：过牌后还能烧吗？不能（BURN-1）", "burn after passing: on, deal number 1205",
                 "Who may burn? Anyone but the opposite (BURN-1).", "Do you play points (打点)?",
                 "the joker(s) and preset(s); it is true that a pass is final", "seats 1, 3 and 5"):
        assert code_words(good, "en") == [], good


def test_the_chinese_scan_finds_the_engines_words():
    assert engine_words("开关 burn_after_pass 关着") == ["burn_after_pass"]
    assert engine_words("预设 outline 和 gouji-opposite-only，true") == ["gouji-opposite-only", "outline", "true"]
    assert engine_words("够级 gouji-sim：过牌后还能烧吗？不能（BURN-1）") == []


def test_both_languages_are_read():
    assert len(PAGES) >= 50, PAGES
    assert {"", "lab/", "practice/", "house-rules/", "07-burning/", "en/", "en/lab/", "en/practice/",
            "en/07-burning/", "en/casebook/variants/"} <= set(PAGES)
    assert not [p for p in PAGES if p.removeprefix("en/") in FOR_PROGRAMMERS]


#: The pages read here after a link of their own (a case, a deal): test_browser.py's
#: test_page_loads_cleanly opens them plain, as it opens the programmers' pages.
WITH_A_LINK = ("lab/", "practice/")


@pytest.mark.parametrize("path", PAGES)
def test_a_players_page_loads_cleanly_and_shows_no_code(site, base_url, warm, path):
    """Each page once for its checks: it loads (HTTP 200, its widget snapshots and drawings
    drawn, no error logged, nothing asked of the outside), nothing on it is clipped at the
    desktop's width (test_layout.py; a chapter's output boxes among it), and what it shows has
    no code."""
    page, watch = warm
    page.set_viewport_size({"width": DESKTOP[0], "height": DESKTOP[1]})
    lang = "en" if path.startswith("en/") else "zh"
    if path.removeprefix("en/") == "lab/":
        page.goto(f"{base_url}{path}{lab.encode_fragment(json.dumps(LAB_CASE))}")
        page.wait_for_function(LAB_READY, timeout=90_000)
        assert json.loads(page.locator("#verdict").get_attribute("data-verdict"))["reason"]
        assert page.locator(".glab-full .glab-switches").is_visible()
        # the changed switch is the house-rules card's question, set to its answer, in words
        changed = page.locator(".glab-full .glab-switch.glab-changed")
        assert changed.count() == 1
        assert question("burn_after_pass", lang) in changed.inner_text()
        chosen = changed.locator("select").evaluate("s => s.options[s.selectedIndex].text")
        assert chosen == answer("burn_after_pass", True, lang)
    elif path.removeprefix("en/") == "practice/":
        page.goto(f"{base_url}{path}#seed=7")
        page.wait_for_function(PRACTICE_READY, timeout=90_000)
    else:
        response = page.goto(f"{base_url}{path}", wait_until="load")
        assert response is not None and response.ok, f"{path}: HTTP {response and response.status}"
        settle(page)
        page.wait_for_function(DRAWN, timeout=30_000)
    checked, problems = clipping(page)
    assert checked > 0 or path not in CHAPTERS, f"/{path}: no output boxes to measure"
    assert not problems, f"/{path} at {DESKTOP[0]} px:\n  " + "\n  ".join(problems[:15])
    text = page.evaluate(READ, SKIP)
    assert len(text) > 20, text
    assert code_words(text, lang) == []
    if lang == "zh":
        assert engine_words(text) == []
    assert watch.outside == [], f"{path} asked for outside resources"
    assert watch.errors == [], f"{path} logged errors"


#: The burn panel's menus "after set" and "acting seat": each drawn wide enough to show its
#: choice, and on top where it is clicked (not under a neighbour such as "Add answer").
MENUS = """labels => labels.map(label => {
  const box = [...document.querySelectorAll('.widget-dropdown')]
    .find(d => (d.querySelector('label') || {}).textContent === label);
  if (!box) return { label, found: false };
  box.scrollIntoView({ block: 'center', behavior: 'instant' });
  const select = box.querySelector('select');
  const r = select.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { label, found: true, width: Math.round(r.width),
           shown: select.selectedIndex >= 0 ? select.options[select.selectedIndex].text : '',
           onTop: hit === select || select.contains(hit), hit: hit ? hit.tagName + '.' + hit.className : null };
})"""


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("path", ["07-burning/", "en/07-burning/"])
def test_the_burn_panels_menus_show_their_choice_and_can_be_clicked(site, base_url, warm, path, width):
    """Issue 46: chapter 7's burn panel drew its "after set" and "acting seat" menus blank (the
    label squeezed the menu to nothing) and the acting-seat menu lay under "Add answer"."""
    page, watch = warm
    lang = "en" if path.startswith("en/") else "zh"
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{base_url}{path}")
    page.wait_for_function(DRAWN, timeout=30_000)
    labels = [CATALOGUE[code][0 if lang == "zh" else 1] for code in ("w-after-set", "w-acting-seat")]
    page.wait_for_function("labels => labels.every(t => [...document.querySelectorAll('.widget-dropdown label')]"
                           ".some(l => l.textContent === t))", arg=labels, timeout=30_000)
    # the layout settled: the fonts in, two frames drawn
    page.evaluate("document.fonts.ready.then(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))")
    menus = page.evaluate(MENUS, labels)
    for menu in menus:
        assert menu["found"] and menu["width"] >= 40 and menu["shown"] and menu["onTop"], str(menu)
    assert watch.outside == []


#: The essential reading (issue 46, item 5): the home page, the five-minute start and the
#: practice table's page (its table drawn), and the reading speed the home page states.
ESSENTIALS = ("", "00-welcome/", "practice/#seed=7")
PER_MINUTE = {"zh": 300, "en": 200}
UNITS = {"zh": re.compile(r"[\u4e00-\u9fff]"), "en": re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z]+)?")}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_essential_reading_is_what_the_home_page_says(site, base_url, warm, lang):
    """The home page's figure for the essential reading (words, or Chinese characters, and
    minutes) is the count of what a reader sees on those pages, within 15% (the pages change;
    the figure is to be measured again when this fails)."""
    page, watch = warm
    prefix = "" if lang == "zh" else "en/"
    counted = 0
    for path in ESSENTIALS:
        page.goto(f"{base_url}{prefix}{path}")
        if path.startswith("practice/"):
            page.wait_for_function(PRACTICE_READY, timeout=90_000)
        else:
            page.wait_for_function(DRAWN, timeout=30_000)
        counted += len(UNITS[lang].findall(page.evaluate(READ, SKIP)))
    page.goto(f"{base_url}{prefix}")
    stated, minutes = map(int, re.findall(r"\d+", page.locator("[data-role=essential-reading]").inner_text()))
    print(f"{lang}: counted {counted}, the page says {stated} ({minutes} min)")
    assert abs(counted - stated) <= 0.15 * stated, (counted, stated)
    assert minutes == round(stated / PER_MINUTE[lang])
    assert watch.outside == []
