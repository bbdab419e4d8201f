"""Accessibility of every kind of page, in both languages.

axe-core (npm ``axe-core``, a devDependency in package.json, injected into the page from
node_modules/) finds no critical or serious violation on: the home page, a chapter as built
(snapshot) and gone live, the Rule Lab with a verdict, the practice table waiting for the
reader's card, the house-rules page, a casebook page, the glossary, and the search dialog with
results. No axe rule is turned off.

And the keyboard alone is enough, in a reasonable number of keys: in the Rule Lab, a play is
built and ruled (a skip link leads to the action editor); at the practice table, a card is
chosen and played (the table's skip link leads to the hand), and the focus never drops to
``<body>`` on the way.
"""

from __future__ import annotations

import json

import pytest
from site_helpers import LAB_READY, LANGUAGES, LIVE_DONE, PRACTICE_READY, REPO

from gouji_sim.view import lab

AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
#: The impacts that fail a page.
BLOCKING = ("critical", "serious")

LAB_CASE = {"trick": [{"seat": 1, "play": "10 10 10 10 10"}], "action": {"seat": 2, "play": "J J J J J"}}


def axe(page) -> list[str]:
    """Run axe-core on the page as it is now: the critical and serious violations, one line
    each (rule, impact, how many nodes, the first node's selector and summary)."""
    if not AXE.is_file():
        pytest.fail("node_modules/axe-core is missing: run `npm ci` (package.json's devDependencies)")
    # the page's own accessibility script (docs/shared/a11y.js) marks scrolling boxes after the
    # browser has drawn a change, at most every 300 ms: its latest round first
    page.wait_for_function("() => !(window.goujiA11y && window.goujiA11y.pending)", timeout=10_000)
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async () => {
      const r = await axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map(v => ({ id: v.id, impact: v.impact, nodes: v.nodes.map(n => ({
        target: n.target.join(' '), summary: (n.failureSummary || '').slice(0, 200) })) }));
    }""")
    return [f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes): {v['nodes'][0]['target']} — "
            f"{v['nodes'][0]['summary']}" for v in result if v["impact"] in BLOCKING]


def _open(page, base_url: str, lang: str, path: str) -> None:
    page.goto(f"{base_url}{LANGUAGES[lang]}{path}")
    page.wait_for_load_state("load")


def _home(page, base_url, lang):
    _open(page, base_url, lang, "")


def _chapter(page, base_url, lang):
    _open(page, base_url, lang, "07-burning/")


def _chapter_live(page, base_url, lang):
    _open(page, base_url, lang, "07-burning/")
    page.locator("[data-live-start]").click()
    page.wait_for_function(LIVE_DONE, timeout=180_000)
    assert page.evaluate("document.documentElement.dataset.liveState") == "live"


def _lab(page, base_url, lang):
    _open(page, base_url, lang, "lab/" + lab.encode_fragment(json.dumps(LAB_CASE)))
    page.wait_for_function(LAB_READY, timeout=90_000)


def _practice(page, base_url, lang):
    _open(page, base_url, lang, "practice/#seed=7")
    page.wait_for_function(PRACTICE_READY, timeout=90_000)


def _house(page, base_url, lang):
    _open(page, base_url, lang, "house-rules/")


def _casebook(page, base_url, lang):
    _open(page, base_url, lang, "casebook/burning/")


def _glossary_search(page, base_url, lang):
    _open(page, base_url, lang, "glossary/")
    page.click("label.md-search__icon, .md-search__input")
    page.fill(".md-search__input", "够级")
    page.press(".md-search__input", "End")
    page.locator(".md-search-result__item").first.wait_for(timeout=30_000)


KINDS = {"home": _home, "chapter": _chapter, "chapter-live": _chapter_live, "lab": _lab,
         "practice": _practice, "house-rules": _house, "casebook": _casebook, "glossary-search": _glossary_search}


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("kind", list(KINDS))
def test_no_critical_or_serious_violations(site, base_url, warm, kind, lang):
    page, watch = warm   # a new page of a context whose Python runs: the engine's pages start sooner
    page.set_viewport_size({"width": 1280, "height": 900})
    KINDS[kind](page, base_url, lang)
    assert axe(page) == []
    assert watch.outside == []


# --------------------------------------------------------------------------
# the keyboard alone

#: Where the focus is: the focused element's tag, classes and text, or "body".
FOCUS = ("() => { const e = document.activeElement;"
         " return !e || e === document.body ? 'body' : e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30); }")


def _tab_to(page, test: str, limit: int) -> int:
    """Press Tab until the focused element passes ``test`` (a JS predicate on it); the number
    of Tabs it took. Fails after ``limit`` Tabs."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate(f"() => {{ const e = document.activeElement; return !!e && ({test})(e); }}"):
            return presses
    pytest.fail(f"not reached in {limit} Tabs; the focus is on {page.evaluate(FOCUS)}")


def _skip_to_content(page) -> int:
    """From the top of the page: Tab to the theme's "skip to content" link and follow it
    (two keys)."""
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.matches('a.md-skip')"), page.evaluate(FOCUS)
    page.keyboard.press("Enter")
    return 2


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_play_built_and_ruled_with_the_keyboard_in_the_lab(site, base_url, watched, lang):
    page, watch = watched
    _lab(page, base_url, lang)
    keys = _skip_to_content(page)
    # the Lab's own skip link, past the drawing and the verdict, to the action to judge
    keys += _tab_to(page, "e => e.matches('a.glab-skip')", 10)
    page.keyboard.press("Enter")
    keys += 1
    keys += _tab_to(page, "e => e.matches('.glab-action-editor .glab-cards-input')", 6)
    page.keyboard.press("Control+a")
    page.keyboard.type("Q Q Q Q Q")            # seat 2 beats seat 1's five tens: not the opposite
    keys += 2
    page.wait_for_function("() => { const v = document.getElementById('verdict');"
                           " return v.dataset.state === 'ready' && v.dataset.verdict"
                           " && (JSON.parse(v.dataset.verdict).play || {}).base === 'Q'; }", timeout=30_000)
    verdict = json.loads(page.locator("#verdict").get_attribute("data-verdict"))
    assert verdict["legal"] is False and verdict["reason"] == "gouji-opposite-only"
    assert keys <= 16, keys
    assert page.evaluate(FOCUS) != "body"
    assert watch.outside == [] and watch.errors == []


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_card_played_with_the_keyboard_at_the_practice_table(site, base_url, watched, lang):
    page, watch = watched
    _practice(page, base_url, lang)
    keys = _skip_to_content(page)
    # the table's own skip link, past the introduction and the settings, to the reader's hand
    keys += _tab_to(page, "e => e.matches('.gouji-practice a.gpr-skip')", 6)
    page.keyboard.press("Enter")
    keys += 1
    assert page.evaluate("() => document.activeElement.matches('.gouji-practice .gpr-card:not([disabled])')"), \
        page.evaluate(FOCUS)
    assert page.evaluate("() => document.activeElement.dataset.i") == "0"
    page.keyboard.press("ArrowRight")          # the hand is one Tab stop; the arrows move along it
    keys += 1
    assert page.evaluate("() => document.activeElement.dataset.i") == "1"
    page.keyboard.press("Enter")               # a card chosen: the redrawn card keeps the focus
    keys += 1
    assert page.evaluate("() => document.activeElement.matches('.gpr-card.gpr-picked')"), page.evaluate(FOCUS)
    keys += _tab_to(page, "e => e.matches('.gouji-practice [data-role=play]')", 6)
    page.keyboard.press("Enter")               # played: bots answer, then it is the reader's turn again
    keys += 1
    page.wait_for_function("() => document.querySelector('.gouji-practice [data-role=verdict]')"
                           ".hasAttribute('data-legal')", timeout=60_000)
    page.wait_for_function(PRACTICE_READY, timeout=60_000)
    assert page.evaluate(FOCUS) != "body"
    assert page.evaluate("() => document.querySelector('.gouji-practice').contains(document.activeElement)")
    assert keys <= 30, keys
    assert watch.outside == [] and watch.errors == []
