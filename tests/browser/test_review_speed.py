"""Benchmark (prints figures, asserts no time): how long "Review this hand" takes in the
browser, from the click to the drawn review, on the desktop (1280×900) and in a phone's
window (390×844, the same machine's CPU: the review runs in the site's shared worker, which
a page's CPU throttling does not reach), for a hand the coach marks (issue 46: at most 2 s
on the desktop is the aim). The review is also checked to number its marks as the narration
does and to carry the table of each marked decision."""

from __future__ import annotations

import time

import pytest
from test_practice import clean, click_and_settle, open_practice, state

REVIEW_MS = 120_000
DONE = "() => ['done', 'error'].includes(document.querySelector('[data-role=coach]').dataset.state)"


def play_passing(page) -> None:
    """The first other choice (mostly a pass) whenever there is one; on a lead, the hint's play."""
    for _ in range(200):
        if state(page) == "over":
            return
        if page.locator("[data-role=option]").count():
            click_and_settle(page, "[data-role=option] >> nth=0")
            continue
        page.click("[data-role=hint]")
        page.wait_for_selector("[data-role=hints][data-plays]")
        for card in page.get_attribute("[data-role=hint-bot]", "data-cards").split():
            page.click(f".gpr-card[data-card='{card}']:not(.gpr-picked)")
        click_and_settle(page, "[data-role=play]")
    raise AssertionError("the hand did not end")


@pytest.mark.benchmark
@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_the_review_s_time_in_the_browser(site, base_url, watched, size, report):
    page, watch = watched
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_practice(page, base_url, "en", "#seed=1&seat=1")
    play_passing(page)
    t0 = time.perf_counter()
    page.click("[data-role=coach-ask]")
    page.wait_for_function(DONE, timeout=REVIEW_MS)
    seconds = time.perf_counter() - t0
    marks = page.locator("[data-role=coach-mark]")
    assert page.get_attribute("[data-role=coach]", "data-state") == "done" and marks.count() > 0
    for item in marks.all():
        step = item.get_attribute("data-step")
        assert step and item.locator("[data-role=coach-mark-line]").inner_text().startswith(f"Step {step} ")
        assert page.locator(f"[data-role=narration] li[data-index='{int(step) - 1}']").count() == 1
        assert item.locator("[data-role=coach-mark-table] .glab-seat").count() == 6       # the table then
    report(f"\nReview of a practice hand in the browser ({size[0]}×{size[1]}, heuristic bots, seed 1 seat 1, "
           f"{marks.count()} marks): {seconds:.2f} s from the click to the drawn review")
    clean(watch)
