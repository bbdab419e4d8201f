"""The lessons on answering a burn in a real browser, in both languages (issue 46: "answer a
burn (release and reburn)"): the burn back opened by its address (``#lesson=NAME``) and left
mid-lesson for the release by its link (any lesson link works mid-hand), then each played by the
controls the lesson marks with ``data-lesson-suggest`` until the root says
``data-lesson-done``; every prompt on the way is the one Python writes from the same table
(the burner, its set on top, the burn back's sets); at the end the reader's hand is as the
answer leaves it — the release spends only the beating cards, the burn back plays the whole
hand out (BURN-4 v5, BURN-3, BURN-5) — and the lesson list ticks the lesson. The other
language's whole guided first hand is played to its end too (the English one is
tests/browser/test_practice_lesson.py's). Screenshots at 1280 and 390 px go to the test's
temporary folder."""

from __future__ import annotations

import pytest
from site_helpers import LANGUAGES
from test_practice import BOOT_MS, SETTLED, STATE, STEP_MS, clean
from test_no_code_on_pages import code_words
from test_practice_lesson import check_the_end, click_suggestion, start_lesson_by_click

from gouji_sim.core.messages import CATALOGUE, LANGS
from gouji_sim.practice.lesson import SHORT, Lesson
from gouji_sim.view.practice_page import session_view

ROOT = ".gouji-practice"
SIZES = {"zh": (390, 844), "en": (1280, 900)}


def words(code: str, lang: str) -> str:
    return CATALOGUE[code][LANGS.index(lang)]


def python_prompts(name: str, lang: str) -> list[str]:
    """The prompts Python writes for the lesson followed by its suggestions, up to its end."""
    lesson, out = Lesson(name), []
    while lesson.waiting:
        out.append(session_view(lesson)["lesson"]["say"][lang])
        lesson.attempt(lesson.suggestion())
    return out


def hand_left(name: str) -> int:
    lesson = Lesson(name)
    while lesson.waiting:
        lesson.attempt(lesson.suggestion())
    return len(lesson.state.hand(lesson.seat))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_release_and_the_burn_back_are_played_to_their_end(site, base_url, watched, lang, tmp_path):
    page, watch = watched
    page.set_viewport_size({"width": SIZES[lang][0], "height": SIZES[lang][1]})
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/#lesson=reburn", wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    root = page.locator(ROOT)
    assert page.inner_text("[data-role=lesson-say]").strip() == python_prompts("reburn", lang)[0]
    click_suggestion(page)                      # the gouji play made; an opponent burns it
    assert root.get_attribute("data-lesson-done") is None
    page.evaluate("() => { window.__noReload = 1; }")
    for name, how in (("release", "link"), ("reburn", "address")):
        if how == "link":                       # mid-lesson: the burn back is abandoned
            page.click(f"[data-role=lesson-link][data-lesson={name}]")
        else:
            page.evaluate(f"() => {{ window.location.hash = '#lesson={name}'; }}")
        page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.lesson === '{name}'"
                               f" && !document.querySelector('{ROOT}').dataset.lessonDone", timeout=STEP_MS)
        page.wait_for_function(SETTLED, timeout=STEP_MS)
        expected = python_prompts(name, lang)
        for k, want in enumerate(expected):
            assert page.inner_text("[data-role=lesson-say]").strip() == want, (name, k)
            assert not code_words(want, lang), want
            if k == len(expected) - 1:
                page.screenshot(path=str(tmp_path / f"{name}-{lang}-{SIZES[lang][0]}.png"), full_page=True)
            click_suggestion(page)
        assert root.get_attribute("data-lesson-done") == name
        assert page.evaluate(STATE) == "over" and page.locator("[data-lesson-suggest]").count() == 0
        learned = page.locator("[data-role=lesson-learned] li")
        assert [learned.nth(i).get_attribute("data-step") for i in range(learned.count())] == SHORT[name]["steps"]
        assert page.locator(f"[data-role=lesson-link][data-lesson={name}]").get_attribute("data-done") == "true"
        assert page.locator(".gpr-card").count() == hand_left(name)            # 0 after a whole burn back
        # the lesson ended, not the hand: the status line says so (the table stops on the answer)
        assert page.inner_text("[data-role=status]").strip() == words("practice-status-lesson-done", lang)
        page.screenshot(path=str(tmp_path / f"{name}-{lang}-{SIZES[lang][0]}-done.png"), full_page=True)
    assert hand_left("reburn") == 0 and hand_left("release") > 0
    assert page.evaluate("() => window.__noReload") == 1
    clean(watch)


def test_the_guided_first_hand_is_played_to_its_end_in_chinese(site, base_url, watched):
    page, watch = watched
    root = start_lesson_by_click(page, base_url, "zh", "first-hand")
    for _ in range(200):
        if page.evaluate(STATE) == "over":
            break
        say = page.inner_text("[data-role=lesson-say]").strip()
        assert say and "{" not in say and "undefined" not in say
        click_suggestion(page)
    check_the_end(page, root, "first-hand")
    clean(watch)
