"""The reader's pauses and the guided first hand in a real browser, both languages (issue 24
items 1 and 2).

One walk per language through ``#lesson=first-hand``, clicking only the controls the lesson
marks with ``data-lesson-suggest``: on the way the table stops at burn windows the reader's cards
cannot use (the burn control disabled, with the planner's reason), then at one they can (the
burn control enabled with the planner's sets), and the burn is played; at the end the learned
steps link to their chapters and the root's ``data-record`` is the hand's record, the same as
Python's for the same decisions.
"""

from __future__ import annotations

import json

import pytest
from site_helpers import LANGUAGES

from gouji_sim.practice.lesson import LESSONS, Lesson

SETTLED = ("() => { const s = document.querySelector('.gouji-practice').dataset.practiceState;"
           " return s === 'your-turn' || s === 'over'; }")
STATE = "() => document.querySelector('.gouji-practice').dataset.practiceState"
BOOT_MS = 180_000
STEP_MS = 60_000


def python_record() -> dict:
    lesson = Lesson("first-hand")
    while lesson.waiting:
        lesson.attempt(lesson.suggestion())
    return json.loads(lesson.record_text())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_lesson_runs_start_to_end_with_the_reader_s_burn(site, base_url, watched, lang):
    page, watch = watched
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/#lesson=first-hand", wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    root = page.locator(".gouji-practice")
    spec = LESSONS["first-hand"]
    assert root.get_attribute("data-reader-seat") == str(spec["seat"])
    assert root.get_attribute("data-lesson") == "first-hand"
    off_seen = burned = False
    nexts = []
    for _ in range(200):
        if page.evaluate(STATE) == "over":
            break
        nexts.append(root.get_attribute("data-lesson-next"))
        assert page.inner_text("[data-role=lesson-say]").strip()
        burn = page.locator("[data-practice-action=burn]")
        if burn.count():
            if burn.get_attribute("data-possible") == "false":
                assert burn.is_disabled()
                assert page.inner_text("[data-role=burn-why]").strip()      # one line: why not
                off_seen = True
            else:
                assert burn.is_enabled() and json.loads(burn.get_attribute("data-sets"))
        cards = page.locator(".gpr-card[data-lesson-suggest]")
        if cards.count():
            for _ in range(cards.count()):           # card by card (the hand is redrawn each time)
                page.click(".gpr-card[data-lesson-suggest]:not(.gpr-picked)")
            assert page.locator(".gpr-card[data-lesson-suggest]:not(.gpr-picked)").count() == 0
            target = "[data-role=play][data-lesson-suggest]"
        else:
            target = "[data-role=actions] [data-lesson-suggest]"
        assert page.locator(target).count() == 1, target
        if page.locator(target).get_attribute("data-practice-action") == "burn":
            burned = True
        page.click(target)
        page.wait_for_function(SETTLED, timeout=STEP_MS)
        assert page.locator("[data-role=verdict]").get_attribute("data-legal") == "true"
    assert page.evaluate(STATE) == "over"
    assert off_seen and burned
    # the steps the reader was walked through, in order, up to its burn (it then has played out:
    # the bots play the rest of the hand at once, and the narration marks where each step came)
    walked = [s for s in spec["steps"] if s in nexts]
    assert walked == spec["steps"][:len(walked)] and "burn" in walked
    assert root.get_attribute("data-lesson-met") == ",".join(spec["steps"])
    links = page.locator("[data-role=lesson-learned] a[data-role=lesson-chapter]")
    assert links.count() == len(spec["steps"])
    assert links.first.get_attribute("href").startswith("../")
    assert page.locator("[data-role=narration] li[data-lesson-step=burn]").count() == 1
    record = json.loads(root.get_attribute("data-record"))
    assert record == python_record()
    assert watch.outside == [] and watch.errors == []


@pytest.mark.parametrize("lang", ["zh", "en"])
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
