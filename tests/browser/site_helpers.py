"""Paths and helpers shared by the site tests (imported by conftest.py and the
test modules; conftest.py puts this folder on sys.path)."""

from __future__ import annotations

import importlib
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "site"
NOTEBOOKS = REPO / "build" / "chapters"   # built from notebooks/chapters/ by tools/chapters.py
LANGUAGES = {"zh": "", "en": "en/"}  # language -> its folder inside site/
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
#: Chromium resolves no name but the loopback ones: what a page or worker asks of the outside
#: fails at once, whoever asked (conftest.py's watch is what counts it).
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"

# What "ready" is on the pages a table uses (tests/browser/test_offline.py, test_table_speed.py):
#: the Rule Lab has ruled the link's ``#case=``;
LAB_READY = ("() => { const v = document.getElementById('verdict');"
             " return v && v.dataset.fragment === location.hash && v.dataset.state === 'ready'"
             " && v.dataset.verdict && v.dataset.verdict !== 'null'; }")
#: the practice table waits for the reader's card;
PRACTICE_READY = ("() => { const r = document.querySelector('.gouji-practice');"
                  " return r && r.dataset.practiceState === 'your-turn'"
                  " && !!r.querySelector('button:not([disabled])'); }")
#: a chapter's examples are live (or failed);
LIVE_DONE = "() => ['live', 'error'].includes(document.documentElement.dataset.liveState)"
#: the page is controlled by the site's service worker, whose install (the precache) is done.
CONTROLLED = "() => navigator.serviceWorker.controller !== null"
NOT_BUILT = "site/ is not built (or the build did not finish): run `make site` first"


#: Nothing clipped in the article as drawn now (test_layout.py): ``{boxes, problems}``, the
#: output boxes measured and the problems, each a short text naming the element and by how much.
CLIPPED = r"""
() => {
  const problems = [];
  const article = document.querySelector('.md-content__inner') || document.body;
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
  return { boxes: article.querySelectorAll('.jp-OutputArea-output').length,
           problems: [...new Set(problems)] };
}
"""

# --------------------------------------------------------------------------
# what the site contains (plain functions, usable at collection time)


def site_pages(lang: str) -> list[str]:
    """Site-relative paths of the HTML pages of one language, e.g. "en/api/"."""
    root = SITE / LANGUAGES[lang]
    if not root.is_dir():
        return []
    pages = []
    for html in sorted(root.rglob("*.html")):
        rel = html.relative_to(SITE).as_posix()
        # zh/: the small pages that send /zh/… to the Chinese pages at the root (tools/build_offline.py)
        if rel.startswith(("lite/", "assets/")) or (lang == "zh" and rel.startswith(("en/", "zh/"))):
            continue
        pages.append(rel.removesuffix("index.html"))
    return pages


def language_share(items: list, lang: str) -> list:
    """The items a test asks on ``lang``'s pages: every other one, the first for the first of
    :data:`LANGUAGES`, so that each item is asked once and each language's pages ask half.

    >>> language_share([1, 2, 3], "zh"), language_share([1, 2, 3], "en")
    ([1, 3], [2])
    """
    return items[list(LANGUAGES).index(lang)::len(LANGUAGES)]


def settle(page) -> None:
    """Wait until the page has done what it does as it opens: on a page that starts the site's
    one engine as it opens (the Lab, the practice table, a live chapter) until the
    engine has answered — Playwright never sees the shared worker's script request finish, so
    "networkidle" never comes there —, else until the network is idle."""
    if page.evaluate("!!(window.GoujiEngine && window.GoujiEngine.timings.requested)"):
        page.wait_for_function("() => window.GoujiEngine.timings.parts !== null", timeout=120_000)
    else:
        page.wait_for_load_state("networkidle")


def clipping(page) -> tuple[int, list[str]]:
    """The page as drawn now, measured by :data:`CLIPPED` after the renderer has laid out its
    last views: ``(output boxes measured, problems)``. Every output box and what it holds fits
    its clipping box or scrolls there; no button or label is cut short; the page never scrolls
    sideways."""
    page.wait_for_timeout(300)   # the renderer lays out its last views
    measured = page.evaluate(CLIPPED)
    return measured["boxes"], measured["problems"]


def notebooks(lang: str) -> list[Path]:
    """The chapter notebooks of one language, as the site hooks wrote them (build/chapters/<lang>/)."""
    base = NOTEBOOKS / lang
    return sorted(
        nb for nb in base.rglob("*.ipynb")
        if not any(part.startswith(".") for part in nb.relative_to(base).parts)
    )


def notebook_page(lang: str, notebook: Path) -> str:
    """The site-relative URL of a notebook's page."""
    rel = notebook.relative_to(NOTEBOOKS / lang).with_suffix("").as_posix()
    return f"{LANGUAGES[lang]}{rel}/"


def chapter_pages() -> list[str]:
    """The site-relative URLs of every chapter's page, both languages (none before a build)."""
    return [notebook_page(lang, nb) for lang in LANGUAGES for nb in notebooks(lang)]


def load_tool(name: str):
    """The module tools/<name>.py (the build scripts' own checks are reused), imported as
    ``tools.<name>`` (the repository root is on pytest's pythonpath, pyproject.toml)."""
    return importlib.import_module(f"tools.{name}")


def wait_until(predicate, timeout: float, step: float = 0.25):
    """Poll ``predicate`` until it returns a true value or time runs out."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)
