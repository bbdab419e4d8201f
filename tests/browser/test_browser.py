"""The built site in a real browser (Debian's Chromium through Playwright).

Every page is served from 127.0.0.1; every request elsewhere is aborted and
counted by the ``watched`` fixture (conftest.py), and must stay at zero.
"""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
import test_no_code_on_pages as no_code
from site_helpers import LANGUAGES, SITE, notebook_page, notebooks, settle, site_pages

#: Selectors for what the html-manager renders from a saved widget state.
WIDGET_VIEW_SCRIPT = 'script[type="application/vnd.jupyter.widget-view+json"]'
RENDERED_WIDGET = ".jupyter-widgets"
LITE_LINK = "a.gouji-lite-link"

PAGES = [page for lang in LANGUAGES for page in site_pages(lang)] or ["(site not built)"]


def _switcher_pages() -> list[str]:
    """Per language: the home page, the first Markdown page and the first
    notebook page (the switcher script is the same on all; the twin of every
    page is checked by test_build.test_same_pages_in_both_languages)."""
    chosen = []
    for lang in LANGUAGES:
        pages = [p for p in site_pages(lang) if not p.endswith("404.html")]
        chosen += [p for p in pages if p in ("", "en/")]
        html = {p: (SITE / p / "index.html").read_text(encoding="utf-8") for p in pages}
        notebook = [p for p in pages if "gouji-lite-link" in html[p]]
        markdown = [p for p in pages if p not in ("", "en/") and p not in notebook]
        chosen += notebook[:1] + markdown[:1]
    return chosen or ["(site not built)"]


def _load(page, url: str) -> None:
    page.goto(url, wait_until="load")
    settle(page)


def _wait_for_widget_snapshots(page) -> int:
    """Wait until html-manager has rendered every saved widget view (and its
    children) next to its script tag; return the number of views."""
    views = page.locator(WIDGET_VIEW_SCRIPT).count()
    if views:
        page.wait_for_function(
            "([selector, n]) => document.querySelectorAll(selector).length >= n",
            arg=[RENDERED_WIDGET, views],
            timeout=30_000,
        )
    return views


#: The pages not opened by test_no_code_on_pages.py's test of the players' pages (which checks
#: that they load cleanly as it reads them): the programmers' pages, and the Lab and the practice
#: table opened plain (that test opens them on a case and a deal).
PLAIN_PAGES = [p for p in PAGES if p not in no_code.PAGES or p.removeprefix("en/") in no_code.WITH_A_LINK]


def test_every_page_is_opened_by_a_load_check(site):
    assert set(PLAIN_PAGES) | set(no_code.PAGES) == set(PAGES)
    assert {"api/", "en/cli/", "lab/", "en/practice/"} <= set(PLAIN_PAGES)


@pytest.mark.parametrize("path", PLAIN_PAGES, ids=lambda p: "/" + p)
def test_page_loads_cleanly(site, base_url, warm, path):
    page, watch = warm
    response = page.goto(base_url + path, wait_until="load")
    assert response is not None and response.ok, f"{path}: HTTP {response and response.status}"
    settle(page)
    _wait_for_widget_snapshots(page)
    assert watch.outside == [], f"{path} asked for outside resources"
    assert watch.errors == [], f"{path} logged errors"


def _twin(path: str) -> tuple[str, str]:
    """(target language, path of the same page in the other language)."""
    if path.startswith("en/"):
        return "zh", path.removeprefix("en/")
    return "en", "en/" + path


@pytest.mark.parametrize("path", _switcher_pages(), ids=lambda p: "/" + p)
def test_language_switcher_keeps_the_page(site, base_url, watched, path):
    page, watch = watched
    target_lang, twin = _twin(path)
    _load(page, base_url + path)
    page.hover(".md-header .md-select")  # the menu opens on hover
    page.click(f'a.md-select__link[hreflang="{target_lang}"]')
    page.wait_for_load_state("load")
    assert page.url == base_url + twin
    assert page.locator("html").get_attribute("lang") == target_lang
    assert watch.outside == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_notebook_page_shows_widget_snapshots(site, base_url, watched, lang):
    # (every page with widgets also waits for its snapshots in test_page_loads_cleanly)
    page, watch = watched
    _load(page, base_url + _first_notebook_with_widgets(site, lang))
    assert _wait_for_widget_snapshots(page) > 0
    rendered = page.locator(RENDERED_WIDGET).first
    assert rendered.is_visible()
    assert rendered.inner_text().strip() != ""
    assert watch.outside == [] and watch.errors == []


def _chinese_word(site) -> str:
    """A word of two or more Han characters, as jieba cut it for the index."""
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    for doc in index["docs"]:
        for word in re.split(r"[\s\u200b]+", doc["text"]):
            if re.fullmatch(r"[\u4e00-\u9fff]{2,}", word):
                return word
    pytest.fail("no Chinese word in the zh search index")


def test_chinese_search_finds_pages(site, base_url, watched):
    page, watch = watched
    word = _chinese_word(site)
    _load(page, base_url)
    page.click("label.md-search__icon, .md-search__input")
    results = page.locator(".md-search-result__item")
    # Material reads the query on keyup (fill() and CJK typing send none, so
    # End follows), and the worker may still be building its index: repeat
    # until results show.
    deadline = time.monotonic() + 30
    while results.count() == 0 and time.monotonic() < deadline:
        page.fill(".md-search__input", word)
        page.press(".md-search__input", "End")
        try:
            results.first.wait_for(timeout=3_000)
        except Exception:  # playwright's TimeoutError: not ready yet
            pass
    assert results.count() >= 1, f"searching {word} on the Chinese site found nothing"
    assert watch.outside == []


def _first_notebook_with_widgets(site, lang: str) -> str:
    for nb in notebooks(lang):
        html = (site / notebook_page(lang, nb) / "index.html").read_text(encoding="utf-8")
        if "application/vnd.jupyter.widget-view+json" in html:
            return notebook_page(lang, nb)
    pytest.fail(f"no {lang} notebook page shows a widget")


def _answer_kernel_dialog(page) -> None:
    """Answer JupyterLite's "Select Kernel" dialog as a reader would, by taking the kernel it
    proposes. On a busy machine the notebook can open before the kernel specs have loaded, and
    the app then asks which kernel to start; the dialog covers the menus. Any other dialog
    (an error) fails the test with its text."""
    dialog = page.locator(".jp-Dialog")
    try:
        dialog.first.wait_for(state="visible", timeout=2_000)
    except PlaywrightTimeout:
        return
    text = dialog.first.inner_text()
    if dialog.first.locator("select").count() == 0:
        pytest.fail(f"JupyterLite showed a dialog: {text!r}")
    dialog.first.locator(".jp-mod-accept").click()
    dialog.first.wait_for(state="hidden", timeout=30_000)


@pytest.mark.service_workers   # JupyterLite's kernel reads its files through its own service worker
@pytest.mark.parametrize("lang", LANGUAGES)
def test_notebook_runs_in_jupyterlite(site, base_url, watched, report, lang):
    """Open a notebook from its page in the site's JupyterLite, Run All through
    the menu, and click the first button of the first widget: its text changes."""
    page, watch = watched
    path = _first_notebook_with_widgets(site, lang)
    _load(page, base_url + path)
    lite_url = page.locator(LITE_LINK).get_attribute("href")
    # Chinese pages open the notebooks app whose menus are Chinese
    app = {"zh": "lite/zh/notebooks/"}.get(lang, "lite/notebooks/")
    assert lite_url and f"{app}index.html?path=" in lite_url
    run, run_all = {"zh": ("运行", "运行所有单元格")}.get(lang, ("Run", "Run All Cells"))

    started = time.monotonic()
    page.click(LITE_LINK)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    # Run All queues every cell until the kernel (Pyodide) has started. The Chinese menus
    # appear once the language pack has loaded, which can take a while on a busy machine; a
    # Run All given while the app is still settling can be lost, so, as a reader would, the
    # test gives it again (at most three times) when no cell has started.
    widget = page.locator(".jp-OutputArea-output .jupyter-widgets").first
    for attempt in range(3):
        page.wait_for_selector(f".lm-MenuBar-itemLabel:text-is('{run}')", timeout=120_000)
        _answer_kernel_dialog(page)
        page.click(f".lm-MenuBar-itemLabel:text-is('{run}')")
        page.click(f".lm-Menu-itemLabel:text-is('{run_all}')", timeout=60_000)
        try:
            page.wait_for_selector(".jp-InputArea-prompt:has-text('[*]'), .jp-InputArea-prompt:has-text('[1]')",
                                   timeout=60_000)
            break
        except PlaywrightTimeout:
            if attempt == 2:
                raise
    widget.wait_for(timeout=300_000)
    button = widget.locator("button").first
    button.wait_for(timeout=60_000)
    before = widget.inner_text()
    button.click()
    page.wait_for_function(
        "([selector, before]) => { const w = document.querySelector(selector);"
        " return w && w.innerText !== before; }",
        arg=[".jp-OutputArea-output .jupyter-widgets", before],
        timeout=120_000,
    )
    elapsed = time.monotonic() - started
    report(f"JupyterLite ({lang}, {path}): {elapsed:.1f} s from navigation to the "
           "first widget answer")
    assert watch.outside == [], "JupyterLite asked for outside resources"


#: Upper bound for what a first visit to a home page downloads (no cache).
HOME_PAGE_BUDGET = 2_500_000


@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_page_weight(site, base_url, watched, report, lang):
    page, watch = watched
    sizes = []
    page.on("requestfinished", lambda request: sizes.append(request.sizes()))
    _load(page, base_url + LANGUAGES[lang])
    body = sum(s["responseBodySize"] for s in sizes)
    headers = sum(s["responseHeadersSize"] for s in sizes)
    report(f"first visit to /{LANGUAGES[lang]} downloads {body + headers:,} bytes "
           f"in {len(sizes)} requests")
    assert len(sizes) > 3
    assert body + headers < HOME_PAGE_BUDGET
    assert watch.outside == []
