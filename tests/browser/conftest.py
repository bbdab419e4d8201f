"""Fixtures for the tests of the built site (site/, made by `make site`).

The site is served from 127.0.0.1 on a free port for the whole session, and
driven with Debian's Chromium through Playwright (never `playwright install`).
Every request that is not for 127.0.0.1/localhost is aborted and counted.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from site_helpers import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    LOCAL_HOSTS,
    NOT_BUILT,
    SITE,
    load_tool,
)


# --------------------------------------------------------------------------
# fixtures


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site; fails (never skips) when it is missing."""
    if not (SITE / "build-info.json").is_file():
        pytest.fail(NOT_BUILT)
    return SITE


@pytest.fixture(scope="session")
def base_url(site: Path):
    """http://127.0.0.1:<free port>/ serving site/ for the whole session."""
    server = load_tool("serve_site").make_server(site, port=0, quiet=True)
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


#: Timings the tests measure, printed at the end of the run.
_MEASUREMENTS: list[str] = []


@pytest.fixture
def report():
    """Record a measurement line for the terminal summary."""
    return _MEASUREMENTS.append


def pytest_terminal_summary(terminalreporter):
    if _MEASUREMENTS:
        terminalreporter.section("site measurements")
        for line in _MEASUREMENTS:
            terminalreporter.write_line(line)
