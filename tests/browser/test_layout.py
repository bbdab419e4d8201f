"""Nothing on a chapter page is clipped, at a desktop and at a phone width (point 6).

Every chapter page, in both languages, at 1280 px and at 390 px: each widget and output box
must fit the box it sits in, or sit inside a box that scrolls sideways (wide tables scroll
in place); no button or label may cut its text short ("Add a…"); and the page itself never
scrolls sideways. The measurement runs in the page (one script, ``MEASURE``) after the
html-manager has drawn every widget snapshot.
"""

from __future__ import annotations

import pytest
from site_helpers import LANGUAGES, notebook_page, notebooks
from test_browser import _load, _wait_for_widget_snapshots

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}
CHAPTER_PAGES = [notebook_page(lang, nb) for lang in LANGUAGES for nb in notebooks(lang)] or ["(site not built)"]

#: Returns a list of problems, each a short text naming the element and by how much.
MEASURE = r"""
() => {
  const problems = [];
  const article = document.querySelector('.md-content__inner') || document.body;
  const limit = article.getBoundingClientRect();
  const describe = (el) => {
    const cls = (el.className && el.className.baseVal === undefined ? el.className : '')
      .toString().split(/\s+/).filter(Boolean).slice(0, 3).join('.');
    const words = (el.innerText || el.value || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}> "${words}"`;
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
    }
    return true;
  };
  const scrolls = (s) => s.overflowX === 'auto' || s.overflowX === 'scroll';
  // 1. every output box and everything in it fits its clipping box, or scrolls there
  const boxes = article.querySelectorAll(
    '.jp-OutputArea-output, .jp-OutputArea-output *, .jp-RenderedHTMLCommon table');
  for (const el of boxes) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      const top = a === article || a === document.body;
      if (s.overflowX === 'visible' && !top) continue;
      const c = a.getBoundingClientRect();
      const out = Math.max(r.right - c.right, c.left - r.left);
      if (out > 1) {
        if (scrolls(s) && a.scrollWidth > a.clientWidth) break;   // it scrolls in place
        problems.push(`${describe(el)} sticks out of ${describe(a).slice(0, 60)} by ${Math.round(out)} px`);
      }
      break;   // the nearest clipping box decides
    }
  }
  // 2. no label cut short: buttons, labels, option texts
  for (const el of article.querySelectorAll('button, .widget-label, .widget-inline-hbox label, .jupyter-button')) {
    if (!visible(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2) {
      problems.push(`${describe(el)} is cut short (${el.scrollWidth}×${el.scrollHeight} in ` +
                    `${el.clientWidth}×${el.clientHeight})`);
    }
  }
  // 3. the page itself does not scroll sideways
  const page = document.scrollingElement;
  if (page.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page scrolls sideways: ${page.scrollWidth} px in ${window.innerWidth} px`);
  }
  return [...new Set(problems)];
}
"""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("path", CHAPTER_PAGES, ids=lambda p: "/" + p)
def test_nothing_is_clipped(site, base_url, warm, path, width):
    w, h = WIDTHS[width]
    page, _ = warm   # a page of a context whose Python is running: measuring needs none
    page.set_viewport_size({"width": w, "height": h})
    _load(page, base_url + path)
    views = _wait_for_widget_snapshots(page)
    page.wait_for_timeout(300)   # the renderer lays out its last views
    problems = page.evaluate(MEASURE)
    checked = page.evaluate(
        "() => document.querySelectorAll('.md-content__inner .jp-OutputArea-output').length")
    assert checked > 0, f"/{path}: no output boxes to measure"
    assert not problems, f"/{path} at {w} px ({views} widget views):\n  " + "\n  ".join(problems[:15])
