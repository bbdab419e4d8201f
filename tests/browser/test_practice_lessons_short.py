"""The short lessons in a real browser, in both languages (issue 46): on a page with a hand
already on the table, each lesson's link starts it at once (its address keeps
``#lesson=NAME``); the reader clicks only the controls the lesson marks with
``data-lesson-suggest`` until the lesson marks the root with ``data-lesson-done``; every
prompt on the way is a whole sentence; the lesson list ticks the lessons done; the reader's
seat is drawn at the bottom, tagged 你/You; the end of a hand says the tribute the next hand
owes; "New hand" after the lessons deals the deal number shown in its box, and an empty box
gets a plain sentence. Clauses: TURN-1, GOUJI-2, TURN-4, TURN-5, TURN-6, TURN-8, BURN-3,
PLAY-6, GOUJI-4, END-3, TRIB-1."""

from __future__ import annotations

import re

import pytest
from site_helpers import LANGUAGES
from test_practice import BOOT_MS, SETTLED, STATE, STEP_MS, clean

from gouji_sim.core.messages import CATALOGUE, LANGS
from gouji_sim.practice.lesson import SHORT

ROOT = ".gouji-practice"
HOLES = re.compile(r"\{\w*\}|undefined|null|None")


def words(code: str, lang: str) -> str:
    return CATALOGUE[code][LANGS.index(lang)]


def click_suggestion(page) -> None:
    """Pick the marked cards one by one and press the marked button (Play or an option)."""
    cards = page.locator(".gpr-card[data-lesson-suggest]")
    for _ in range(cards.count()):
        page.click(".gpr-card[data-lesson-suggest]:not(.gpr-picked)")
    target = "[data-role=play][data-lesson-suggest]" if cards.count() else "[data-role=actions] [data-lesson-suggest]"
    assert page.locator(target).count() == 1, target
    page.click(target)
    page.wait_for_function(SETTLED, timeout=STEP_MS)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_short_lesson_is_played_to_its_end_by_its_marked_controls(site, base_url, watched, lang, tmp_path):
    page, watch = watched
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/#seed=3&seat=2", wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    root = page.locator(ROOT)
    # the reader's own seat: drawn at the bottom of the table and tagged
    you = page.locator("[data-role=table] .glab-tag-you")
    assert you.count() == 1 and you.inner_text().strip() == words("w-tag-you", lang)
    page.fill("[data-role=seed]", "1205")
    page.press("[data-role=seed]", "Tab")
    page.evaluate("() => { window.__noReload = 1; }")
    for name in SHORT:
        page.click(f"[data-role=lesson-link][data-lesson={name}]")       # mid-hand: the hand is abandoned
        page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.lesson === '{name}'", timeout=STEP_MS)
        page.wait_for_function(SETTLED, timeout=STEP_MS)
        assert page.url.endswith(f"#lesson={name}")
        for _ in range(30):
            if root.get_attribute("data-lesson-done") == name:
                break
            say = page.inner_text("[data-role=lesson-say]").strip()
            assert say and not HOLES.search(say), (name, say)
            click_suggestion(page)
        assert root.get_attribute("data-lesson-done") == name, name
        assert page.evaluate(STATE) == "over"
        assert page.locator("[data-lesson-suggest]").count() == 0          # nothing left to suggest
        learned = page.locator("[data-role=lesson-learned] li")
        assert [learned.nth(i).get_attribute("data-step") for i in range(learned.count())] == SHORT[name]["steps"]
        assert page.locator(f"[data-role=lesson-link][data-lesson={name}]").get_attribute("data-done") == "true"
        if name == "end-of-hand":
            tribute = page.inner_text("[data-role=tribute]")
            assert "TRIB-1" in tribute and "TRIB-2" in tribute
            assert (words("practice-tribute-owed", lang).split("{")[0]) in tribute
            page.screenshot(path=str(tmp_path / f"end-of-hand-{lang}.png"), full_page=True)
    assert page.evaluate("() => window.__noReload") == 1
    # "New hand" after the lessons deals the number in the box, not a lesson's hand
    assert page.input_value("[data-role=seed]") == "1205"
    page.click("[data-role=new]")
    page.wait_for_function(f"() => !document.querySelector('{ROOT}').dataset.lesson", timeout=STEP_MS)
    page.wait_for_function(SETTLED, timeout=STEP_MS)
    assert "seed=1205" in page.url and root.get_attribute("data-lesson-done") is None
    # an empty box: a plain sentence, no range of 19-digit numbers
    page.fill("[data-role=seed]", "")
    page.press("[data-role=seed]", "Tab")
    page.click("[data-role=new]")
    page.wait_for_selector("[data-role=status][data-error=true]", timeout=STEP_MS)
    status = page.inner_text("[data-role=status]")
    assert words("practice-empty-seed", lang) in status and "9223372036854775807" not in status
    clean(watch)
