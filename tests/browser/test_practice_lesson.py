"""The lessons in a real browser, both languages: a click on a lesson's link starts it at once,
without reloading the page; the reader walks each lesson by clicking only the controls it marks
with ``data-lesson-suggest``; the answer-to-a-burn lesson's refused answer says why and, on a
phone (390×844), its explanation is in view without scrolling; at the end the learned moves
are the record's and link to their chapters, and the root's ``data-record`` is Python's record
for the same decisions. The settings for every burn chance and learner mode stay in the link.
Clauses: TURN-5, TURN-6, TURN-8, BURN-3, BURN-4, END-1.
"""

from __future__ import annotations

import json

import pytest
from site_helpers import LANGUAGES

from gouji_sim.core.actions import PlayAction
from gouji_sim.core.cards import Hand
from gouji_sim.game.state import ANSWER
from gouji_sim.practice.lesson import LESSONS, Lesson

SETTLED = ("() => { const s = document.querySelector('.gouji-practice').dataset.practiceState;"
           " return s === 'your-turn' || s === 'over'; }")
STATE = "() => document.querySelector('.gouji-practice').dataset.practiceState"
BOOT_MS = 180_000
STEP_MS = 60_000
SIZES = {"wide": (1280, 900), "phone": (390, 844)}


def python_record(name: str) -> dict:
    lesson = Lesson(name)
    while lesson.waiting:
        lesson.attempt(lesson.suggestion())
    return json.loads(lesson.record_text())


def refused_answer(name: str) -> tuple[int, str, dict]:
    """The reader's decision (its index) at which the lesson answers a burn, a card the reader
    holds then that cannot answer it, and the judge's refusal of that card."""
    lesson = Lesson(name)
    k = 0
    while lesson.waiting:
        action = lesson.suggestion()
        if lesson.state.is_answer_window() and isinstance(action, PlayAction):
            card = next(c for c in str(lesson.state.sit.hand(lesson.seat)).split() if c not in str(action.play).split())
            return k, card, lesson.judge(PlayAction.of(lesson.seat, Hand.parse(card))).message
        lesson.attempt(action)
        k += 1
    raise AssertionError("the lesson answers no burn")


def start_lesson_by_click(page, base_url, lang, name):
    """Open the practice page on an ordinary hand, then click the lesson's link: the lesson
    starts with no reload (a mark set on the window survives)."""
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/#seed=3&seat=1", wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    root = page.locator(".gouji-practice")
    assert root.get_attribute("data-lesson") is None
    page.evaluate("() => { window.__noReload = 1; }")
    link = page.locator(f"[data-role=lesson-link][data-lesson={name}]")
    assert link.count() == 1 and link.inner_text().strip()
    link.click()
    page.wait_for_function(f"() => document.querySelector('.gouji-practice').dataset.lesson === '{name}'",
                           timeout=STEP_MS)
    page.wait_for_function(SETTLED, timeout=STEP_MS)
    assert page.evaluate("() => window.__noReload") == 1
    assert page.url.endswith(f"#lesson={name}")
    assert root.get_attribute("data-reader-seat") == str(LESSONS[name]["seat"])
    return root


def click_suggestion(page):
    cards = page.locator(".gpr-card[data-lesson-suggest]")
    if cards.count():
        for _ in range(cards.count()):           # card by card (the hand is redrawn each time)
            page.click(".gpr-card[data-lesson-suggest]:not(.gpr-picked)")
        assert page.locator(".gpr-card[data-lesson-suggest]:not(.gpr-picked)").count() == 0
        target = "[data-role=play][data-lesson-suggest]"
    else:
        target = "[data-role=actions] [data-lesson-suggest]"
    assert page.locator(target).count() == 1, target
    kind = page.locator(target).get_attribute("data-practice-action")
    page.click(target)
    page.wait_for_function(SETTLED, timeout=STEP_MS)
    assert page.locator("[data-role=verdict]").get_attribute("data-legal") == "true"
    return kind


def check_the_end(page, root, name):
    spec = LESSONS[name]
    assert page.evaluate(STATE) == "over"
    assert root.get_attribute("data-lesson-met") == ",".join(spec["steps"])
    learned = page.locator("[data-role=lesson-learned] li")
    assert learned.count() == len(spec["steps"])
    assert [learned.nth(i).get_attribute("data-step") for i in range(learned.count())] == spec["steps"]
    assert all(learned.nth(i).get_attribute("data-met") == "true" for i in range(learned.count()))
    links = page.locator("[data-role=lesson-learned] a[data-role=lesson-chapter]")
    assert links.count() == len(spec["steps"]) and links.first.get_attribute("href").startswith("../")
    assert json.loads(root.get_attribute("data-record")) == python_record(name)


@pytest.mark.parametrize("lang", ["en"])  # one language: the same page code; the other's words are the other tests'
def test_the_first_hand_starts_on_a_click_and_the_reader_burns_and_places(site, base_url, watched, lang):
    page, watch = watched
    root = start_lesson_by_click(page, base_url, lang, "first-hand")
    burned = False
    for _ in range(200):
        if page.evaluate(STATE) == "over":
            break
        assert page.inner_text("[data-role=lesson-say]").strip()
        burned = click_suggestion(page) == "burn" or burned
    assert burned
    check_the_end(page, root, "first-hand")
    assert page.locator("[data-role=narration] li[data-lesson-step~=burn]").count() == 1
    # a lesson's link typed into the address (the page's hash changes) starts it too
    page.evaluate("() => { window.location.hash = '#lesson=answer-burn'; }")
    page.wait_for_function("() => document.querySelector('.gouji-practice').dataset.lesson === 'answer-burn'",
                           timeout=STEP_MS)
    assert page.evaluate("() => window.__noReload") == 1
    assert watch.outside == [] and watch.errors == []


@pytest.mark.parametrize("lang,size", [("zh", "phone"), ("en", "wide")])  # each language and size once
def test_the_reader_answers_a_burn_and_a_refused_answer_says_why_in_view(site, base_url, watched, lang, size,
                                                                          tmp_path):
    page, watch = watched
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[size])))
    root = start_lesson_by_click(page, base_url, lang, "answer-burn")
    at, card, why = refused_answer("answer-burn")
    answered = False
    for k in range(200):
        if page.evaluate(STATE) == "over":
            break
        if k == at:
            assert root.get_attribute("data-lesson-next") == "answer"
            assert "BURN-4" in page.inner_text("[data-role=lesson-say]")
            page.click(f".gpr-card[data-card='{card}']:not([data-lesson-suggest])")
            page.click("[data-role=play]")
            page.wait_for_function(SETTLED, timeout=STEP_MS)
            verdict = page.locator("[data-role=verdict]")
            assert verdict.get_attribute("data-legal") == "false"
            message = verdict.locator(".glab-message")
            assert message.inner_text().strip() == why[lang]          # the judge's reason, word for word
            box = message.bounding_box()
            height = page.evaluate("window.innerHeight")
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, (box, height)
            page.screenshot(path=str(tmp_path / f"refused-{lang}-{size}.png"))
            answered = True
        click_suggestion(page)
    assert answered
    check_the_end(page, root, "answer-burn")
    assert page.locator("[data-role=narration] li[data-lesson-step~=answer]").count() == 1
    assert watch.outside == [] and watch.errors == []


@pytest.mark.parametrize("lang", ["zh"])  # one language: the same page code; the other's words are the other tests'
def test_the_ask_every_chance_and_learner_settings_are_offered_and_kept_in_the_link(site, base_url, watched, lang):
    page, watch = watched
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/#seed=6&seat=1&ask=every&learner=1", wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    box = page.locator("[data-role=ask-every]")
    assert box.is_checked()
    label = page.locator("label", has=box).inner_text()
    assert label.strip() == ("每次能烧、能接时都问我" if lang == "zh" else "Ask me at every burn chance")
    learner = page.locator("[data-role=learner]")
    assert learner.is_checked()
    box.uncheck()
    learner.uncheck()
    page.click("[data-role=new]")
    page.wait_for_function(SETTLED, timeout=STEP_MS)
    assert "ask=every" not in page.url and "learner" not in page.url
    assert page.locator(".gouji-practice").get_attribute("data-reader-seat") == "1"
    assert watch.outside == [] and watch.errors == []
