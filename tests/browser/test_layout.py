"""Nothing on a chapter page is clipped, at a desktop and at a phone width (point 6).

Every chapter page, in both languages, at 1280 px and at 390 px: each widget and output box
must fit the box it sits in, or sit inside a box that scrolls sideways (wide tables scroll
in place); no button or label may cut its text short ("Add a…"); and the page itself never
scrolls sideways. The measurement runs in the page (one script, ``site_helpers.CLIPPED``)
after the html-manager has drawn every widget snapshot.

The phone's width is measured here, each page loaded at 390 px. The desktop's is measured in
test_no_code_on_pages.py's one visit of every player's page, loaded at 1280 px (every page
there, the chapters' output boxes counted); ``test_the_desktop_width_is_measured_on_every_chapter``
checks that it visits every chapter page.
"""

from __future__ import annotations

import pytest
import test_no_code_on_pages as no_code
from site_helpers import chapter_pages, clipping
from test_browser import _load, _wait_for_widget_snapshots

PHONE = (390, 844)
CHAPTER_PAGES = chapter_pages() or ["(site not built)"]


def test_the_desktop_width_is_measured_on_every_chapter(site):
    assert len(CHAPTER_PAGES) >= 2 * 13, CHAPTER_PAGES
    assert set(CHAPTER_PAGES) <= set(no_code.PAGES)
    assert no_code.DESKTOP[0] == 1280


@pytest.mark.parametrize("path", CHAPTER_PAGES, ids=lambda p: "/" + p)
def test_nothing_is_clipped_on_a_phone(site, base_url, warm, path):
    w, h = PHONE
    page, _ = warm   # a page of a context whose Python is running: measuring needs none
    page.set_viewport_size({"width": w, "height": h})
    _load(page, base_url + path)
    views = _wait_for_widget_snapshots(page)
    checked, problems = clipping(page)
    assert checked > 0, f"/{path}: no output boxes to measure"
    assert not problems, f"/{path} at {w} px ({views} widget views):\n  " + "\n  ".join(problems[:15])
