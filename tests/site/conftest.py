"""Fixtures for the tests of the built site (site/, made by `make site`).

The site is served from 127.0.0.1 on a free port for the whole session, and
driven with Debian's Chromium through Playwright (never `playwright install`).
Every request that is not for 127.0.0.1/localhost is aborted and counted.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "site"
NOTEBOOKS = REPO / "notebooks"
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
NOT_BUILT = "site/ is not built (or the build did not finish): run `make site` first"


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
        if rel.startswith(("lite/", "assets/")) or (lang == "zh" and rel.startswith("en/")):
            continue
        pages.append(rel.removesuffix("index.html"))
    return pages


def notebooks(lang: str) -> list[Path]:
    """The chapter notebooks of one language, as the site hooks find them."""
    base = NOTEBOOKS / lang
    return sorted(
        nb for nb in base.rglob("*.ipynb")
        if not any(part.startswith(".") for part in nb.relative_to(base).parts)
    )


def notebook_page(lang: str, notebook: Path) -> str:
    """The site-relative URL of a notebook's page."""
    rel = notebook.relative_to(NOTEBOOKS / lang).with_suffix("").as_posix()
    return f"{LANGUAGES[lang]}{rel}/"


def load_tool(name: str):
    """Import tools/<name>.py (the build scripts' own checks are reused)."""
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------
# fixtures


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site; fails (never skips) when it is missing."""
    if not (SITE / "build-info.json").is_file():
        pytest.fail(NOT_BUILT)
    return SITE


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".ipynb": "application/json",
        ".whl": "application/zip",
    }

    def log_message(self, *args):  # keep the test output readable
        pass


@pytest.fixture(scope="session")
def base_url(site: Path):
    """http://127.0.0.1:<free port>/ serving site/ for the whole session."""
    handler = functools.partial(_Handler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        # launch() gives every run a fresh, temporary user-data-dir.
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
        )
        yield chromium
        chromium.close()


@dataclass
class Watch:
    """What a browser context did that it should not have."""

    outside: list[str] = field(default_factory=list)  # aborted outside requests
    errors: list[str] = field(default_factory=list)  # console errors, page errors


@pytest.fixture
def watched(browser):
    """A fresh browser context and page whose outside requests are aborted
    and counted, and whose console errors are collected."""
    context = browser.new_context()
    watch = Watch()

    def route(route):
        host = urlsplit(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or host in LOCAL_HOSTS:
            route.continue_()
        else:
            watch.outside.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.on(
        "console",
        lambda msg: msg.type == "error" and watch.errors.append(f"console: {msg.text}"),
    )
    page.on("pageerror", lambda exc: watch.errors.append(f"page error: {exc}"))
    yield page, watch
    context.close()


@pytest.fixture
def report(request):
    """Print a line to the terminal even when pytest captures output."""
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")

    def write(line: str) -> None:
        if reporter is not None:
            reporter.write_line(line)
        else:  # pragma: no cover
            print(line)

    return write


def wait_until(predicate, timeout: float, step: float = 0.25):
    """Poll ``predicate`` until it returns a true value or time runs out."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)
