"""Chapter pages fold their code behind "显示代码 / Show code": each shown
code cell's input sits in a closed <details> (docs/hooks.py), its outputs and widgets stay in
view, and the cell still runs live and in JupyterLite (both read the cells' sources, not the
page's folded copy)."""

from __future__ import annotations

import re

import pytest
from site_helpers import LANGUAGES, NOTEBOOKS, SITE
from test_browser import _load

import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.core.messages import CATALOGUE, LANGS

PAGE = "04-beating/"


def _label(lang: str) -> str:
    return CATALOGUE["site-show-code"][LANGS.index(lang)]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_shown_code_cell_is_folded_in_the_built_pages(site, lang):
    pages = sorted((site / LANGUAGES[lang]).glob("[01][0-9]-*/index.html"))
    assert len(pages) == 14
    for page in pages:
        html = page.read_text(encoding="utf-8")
        code = html.count('<div class="highlight-ipynb')      # each shown cell's code
        folded = len(re.findall(r'<details class="gouji-code" data-search-exclude><summary>'
                                + _label(lang) + r'</summary><div class="jp-Cell-inputWrapper"', html))
        assert code > 0 and folded == code, (page, code, folded)


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("width", [1280, 390])
def test_code_is_folded_and_opens_while_outputs_stay_in_view(site, base_url, browser, lang, width):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    try:
        _load(page, base_url + LANGUAGES[lang] + PAGE)
        details = page.locator("details.gouji-code")
        assert details.count() >= 5
        first = details.first
        assert first.locator("summary").inner_text().strip().endswith(_label(lang))
        assert not first.locator("pre").is_visible()
        # the cell's output (a table of rulings) is shown while its code is folded
        cell = page.locator(".jp-CodeCell", has=first).last
        assert cell.locator(".jp-OutputArea-output").first.is_visible()
        first.locator("summary").click()
        assert first.locator("pre").is_visible()
        box = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        assert box[0] <= box[1], f"the open code makes the page scroll sideways: {box}"
    finally:
        context.close()


def test_the_live_chapter_still_has_every_cell_to_run(site):
    """The live chapters run the cells' sources that docs/live_hooks.py keeps in the page, which
    folding leaves as they are; JupyterLite opens the built notebook itself."""
    html = (site / PAGE / "index.html").read_text(encoding="utf-8")
    assert 'id="gouji-live-config"' in html or "gouji-live" in html
    assert (SITE / "lite").is_dir() and (NOTEBOOKS / "zh" / "04-beating.ipynb").is_file()
