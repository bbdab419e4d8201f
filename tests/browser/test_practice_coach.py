"""The practice table's levels and its coach in a real browser (Debian's Chromium through
Playwright), one language (the same page code draws the other; the words of both are
tests/test_practice_coach.py's): a link picks the strong bots and the bots select shows it among
the levels, each named by the catalogue; a hand is played to its end quickly (a pass whenever
there is one, the hint's play on a lead) and "Review this hand" draws the coach's review — its
headline, one item per marked decision with its reason, the summary — with no Python value and
no programmer's word, and nothing axe-core calls critical or serious. How long the review took is printed (not asserted)."""

from __future__ import annotations

import json
import time

import pytest

from gouji_sim.bots.roster import BOTS
from gouji_sim.core.messages import CATALOGUE, LANGS

from test_accessibility import axe
from test_practice import clean, click_and_settle, open_practice, state

REVIEW_MS = 120_000
DONE = "() => ['done', 'error'].includes(document.querySelector('[data-role=coach]').dataset.state)"


def words(code: str, lang: str) -> str:
    return CATALOGUE[code][LANGS.index(lang)]


@pytest.mark.parametrize("lang", ["en"])  # one language: the same page code; the other's words are the Python tests'
def test_strong_bots_a_quick_hand_and_its_review(site, base_url, watched, lang, report):
    page, watch = watched
    page.set_viewport_size({"width": 390, "height": 844})
    open_practice(page, base_url, lang, "#seed=6&seat=1&bots=strong")
    # the levels to pick: every bot, weakest first, named by the catalogue; the link's is chosen
    levels = page.eval_on_selector_all("[data-role=bots] option", "os => os.map(o => [o.value, o.textContent, o.selected])")
    assert [v for v, _, _ in levels] == list(BOTS)
    assert all(text == words(f"practice-bots-{v}", lang) for v, text, _ in levels)
    assert [v for v, _, chosen in levels if chosen] == ["strong"]
    # a quick hand: pass (or the first other choice) whenever there is one; on a lead, the hint's play
    for _ in range(200):
        if state(page) == "over":
            break
        if page.locator("[data-role=option]").count():
            click_and_settle(page, "[data-role=option] >> nth=0")
            continue
        page.click("[data-role=hint]")
        page.wait_for_selector("[data-role=hints][data-plays]")
        cards = page.get_attribute("[data-role=hint-bot]", "data-cards")
        assert cards, "a lead: the strong bot's hint is a play"
        for card in cards.split():
            page.click(f".gpr-card[data-card='{card}']:not(.gpr-picked)")
        click_and_settle(page, "[data-role=play]")
    assert state(page) == "over"
    record = json.loads(page.get_attribute(".gouji-practice", "data-record"))
    assert record["bots"] == ["reader"] + ["strong"] * 5
    # the review of the hand, asked at its end
    ask = page.locator("[data-role=coach-ask]")
    assert ask.inner_text() == words("practice-coach", lang)
    t0 = time.perf_counter()
    ask.click()
    page.wait_for_function(DONE, timeout=REVIEW_MS)
    seconds = time.perf_counter() - t0
    coach = page.locator("[data-role=coach]")
    assert coach.get_attribute("data-state") == "done" and page.locator("[data-role=coach-ask]").count() == 0
    marks = int(coach.get_attribute("data-marks"))
    assert page.locator("[data-role=coach-mark]").count() == marks
    headline = page.inner_text("[data-role=coach-headline]")
    if marks:
        assert headline == words("practice-coach-marked", lang).replace("{n}", str(marks))
        opening = words("review-mark-step", lang).split("{")[0]     # "Step " / "第 ": the narration's step first
        for item in page.locator("[data-role=coach-mark]").all():
            reason = item.get_attribute("data-reason")
            assert item.locator("[data-role=coach-mark-line]").inner_text().startswith(opening)
            assert words(f"review-why-{reason}", lang) in item.inner_text()
    else:
        assert headline == words("practice-coach-good", lang)
    summary = page.inner_text("[data-role=coach-summary]")
    assert words("practice-bots-strong", lang) in summary
    shown = coach.inner_text()
    for programmers in ("history[", "None", "undefined", "{", "review-", "practice-", "_"):
        assert programmers not in shown, programmers
    assert page.get_attribute(".gouji-practice", "data-practice-state") == "over"
    assert axe(page) == []          # the end of the hand with its review: no critical or serious violation
    report(f"\nReview of a practice hand (Chromium, strong bots, seed 6 seat 1, {marks} marks): "
           f"{seconds:.1f} s from the click to the drawn review")
    clean(watch)

