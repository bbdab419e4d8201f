"""Fixtures for the tests of the built site (site/, made by `make site`).

The site is served from 127.0.0.1 on a free port for the whole session, and
driven with Debian's Chromium through Playwright (never `playwright install`).
Every request that is not for 127.0.0.1/localhost is counted and fails: a page's own is
aborted by Playwright's routing; a shared or service worker's (which that routing never
sees) is read from the DevTools protocol, and fails because Chromium resolves no outside name.

`make test` sets ``GOUJI_WASM_BASELINE=1``: the tests' browser then compiles Pyodide's wasm with
V8's baseline compiler alone (``--js-flags=--liftoff-only``). A fresh context compiles the
9.6 MB wasm again, and V8's optimising tier recompiled its hot functions in the background each
time: two modules of browser tests took 106-120 s with the flag against 135-140 s without, on
two workers (docs/decisions/13-ci-time.md). What the wasm computes is the same in either tier;
only its speed differs, so the benchmarks of `make bench-table`, which measure a reader's
browser, run without it, and `make test` says so above its figures.
"""

from __future__ import annotations

import fnmatch
import json
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from gouji_helpers import WASM_BASELINE  # noqa: E402
from site_helpers import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    LOCAL_HOSTS,
    NOT_BUILT,
    OFFLINE,
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
def site_without(site: Path):
    """``site_without("assets/live/*.snapshot*")``: the URL of another server of the same
    site on which the paths matching the patterns answer 404 (a site that lacks a file; also
    for what a shared worker fetches, which Playwright's routing never sees)."""
    servers = []
    tool = load_tool("serve_site")

    def serve(*patterns: str) -> str:
        class Missing(tool.QuietSiteHandler):
            def send_head(self):
                path = urlsplit(self.path).path.lstrip("/")
                if any(fnmatch.fnmatch(path, p) for p in patterns):
                    self.send_error(404, "not on this site")
                    return None
                return super().send_head()

        server = tool.make_server(site, port=0, handler_class=Missing)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/"

    yield serve
    for server in servers:
        server.shutdown()
        server.server_close()


#: Targets whose requests Playwright's routing never sees.
UNROUTED = {"shared_worker", "service_worker"}


class WorkerWatch:
    """Every request of the browser's shared and service workers, as the DevTools protocol
    reports it: a browser-level session discovers each such worker as it is created,
    attaches to it and enables its Network domain (the page-level routing of Playwright
    does not see these requests). Requests are kept per browser context."""

    def __init__(self, browser) -> None:
        self.cdp = browser.new_browser_cdp_session()
        self.requests: dict[str, list[str]] = {}  # browserContextId -> URLs
        self.workers: dict[str, list[dict]] = {}  # browserContextId -> [{url, loaded_after}]
        self._sessions: dict[str, tuple[str, dict]] = {}  # sessionId -> (context, worker)
        self.cdp.on("Target.targetCreated", self._created)
        self.cdp.on("Target.attachedToTarget", self._attached)
        self.cdp.on("Target.receivedMessageFromTarget", self._message)
        self.cdp.send("Target.setDiscoverTargets", {"discover": True})

    def _created(self, event: dict) -> None:
        info = event["targetInfo"]
        if info["type"] in UNROUTED:
            self.cdp.send("Target.attachToTarget", {"targetId": info["targetId"], "flatten": False})

    def _attached(self, event: dict) -> None:
        info, session = event["targetInfo"], event["sessionId"]
        worker = {"url": info["url"], "watched_from_start": False}
        context = info.get("browserContextId", "")
        self.workers.setdefault(context, []).append(worker)
        self._sessions[session] = (context, worker)
        message = json.dumps({"id": 1, "method": "Network.enable"})
        self.cdp.send("Target.sendMessageToTarget", {"sessionId": session, "message": message})

    def _message(self, event: dict) -> None:
        context, worker = self._sessions.get(event["sessionId"], ("", {}))
        message = json.loads(event["message"])
        if message.get("method") == "Network.requestWillBeSent":
            self.requests.setdefault(context, []).append(message["params"]["request"]["url"])
        elif message.get("method") == "Inspector.workerScriptLoaded":
            worker["watched_from_start"] = True  # attached before its script had run

    def outside(self, context: str, since: int = 0) -> list[str]:
        """The context's worker requests that left 127.0.0.1, from its ``since``-th request on."""
        # A round trip through the session first: the sync API hands events over only
        # while it waits, and the browser sends those already due before this answer.
        self.cdp.send("Target.getTargets")
        return [url for url in self.requests.get(context, [])[since:] if not _local(url)]

    def count(self, context: str) -> int:
        """How many requests the context's workers have made so far."""
        self.cdp.send("Target.getTargets")
        return len(self.requests.get(context, []))


def _local(url: str) -> bool:
    return url.startswith(("data:", "blob:")) or (urlsplit(url).hostname or "") in LOCAL_HOSTS


#: Pyodide's wasm on V8's baseline compiler alone (see the module's doc)
BASELINE_ARGS = ["--js-flags=--liftoff-only"] if WASM_BASELINE else []


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        # launch() gives every run a fresh, temporary user-data-dir.
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, OFFLINE, *BASELINE_ARGS], headless=True
        )
        chromium.worker_watch = WorkerWatch(chromium)
        yield chromium
        chromium.close()


@dataclass
class Watch:
    """What a browser context did that it should not have."""

    aborted: list[str] = field(default_factory=list)  # the page's outside requests, aborted
    errors: list[str] = field(default_factory=list)  # console errors, page errors
    workers: WorkerWatch | None = None  # the requests of shared and service workers
    context_id: str = ""  # this context's id in the DevTools protocol
    since: int = 0  # the context's worker requests before this watch began (a shared context)

    @property
    def outside(self) -> list[str]:
        """Every outside request: the pages' (aborted) and their workers'."""
        theirs = self.workers.outside(self.context_id, self.since) if self.workers is not None else []
        return [*self.aborted, *theirs]

    @property
    def shared_workers(self) -> list[dict]:
        """The unrouted workers this context started: ``{url, watched_from_start}``."""
        return self.workers.workers.get(self.context_id, []) if self.workers is not None else []


@pytest.fixture
def watched(browser, request):
    """A fresh browser context and page whose outside requests are aborted
    and counted, and whose console errors are collected. The requests of the context's
    shared and service workers are counted too (see `WorkerWatch`). The site's service
    worker is not installed here (each context would precache the whole site anew, and
    routing would take its requests from it); tests/browser/test_offline.py tests it.
    A test marked ``service_workers`` gets them (JupyterLite serves its files to the
    kernel from a service worker of its own)."""
    allow = request.node.get_closest_marker("service_workers") is not None
    context = browser.new_context(service_workers="allow" if allow else "block")
    watch = Watch(workers=browser.worker_watch)
    _route_outside(context, lambda: watch)
    page = _watched_page(context, watch)
    yield page, watch
    context.close()


@pytest.fixture
def watched_as(browser):
    """``watched_as(init_script=None, **options)``: ``(page, watch)`` of a fresh context as
    `watched`'s, made with Playwright's context ``options`` (a phone's viewport and touch) and
    an optional init script; each is closed at the end of the test (or by the caller)."""
    contexts = []

    def make(init_script: str | None = None, **options):
        context = browser.new_context(service_workers="block", **options)
        contexts.append(context)
        watch = Watch(workers=browser.worker_watch)
        _route_outside(context, lambda: watch)
        if init_script:
            context.add_init_script(init_script)
        return _watched_page(context, watch), watch

    yield make
    for context in contexts:
        context.close()        # a second close (the caller closed it) does nothing


def _route_outside(context, watch) -> None:
    """Abort the context's pages' requests that leave 127.0.0.1, recording each in ``watch()``."""

    def route(route):
        if _local(route.request.url):
            route.continue_()
        else:
            watch().aborted.append(route.request.url)
            route.abort()

    context.route("**/*", route)


def _watched_page(context, watch: Watch):
    """A new page of ``context`` whose console and page errors go to ``watch``, which learns
    the context's id (for its workers' requests)."""
    page = context.new_page()
    session = context.new_cdp_session(page)
    watch.context_id = session.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
    session.detach()
    page.on(
        "console",
        lambda msg: msg.type == "error" and watch.errors.append(f"console: {msg.text}"),
    )
    page.on("pageerror", lambda exc: watch.errors.append(f"page error: {exc}"))
    return page


@pytest.fixture(scope="module")
def warm_context(browser, base_url):
    """``(context, current)``: one browser context for a test module's pages that need no fresh
    one, as `watched` makes them (outside requests aborted, no service worker).

    The Rule Lab, the practice table and every chapter start the site's one engine as they
    open. Here a first page, kept open, holds the context's shared worker, so that
    each later page finds Python running instead of starting it once per page. ``current``
    holds the watch of the test now running (see `warm`)."""
    context = browser.new_context(service_workers="block")
    current = {"watch": Watch(workers=browser.worker_watch)}
    _route_outside(context, lambda: current["watch"])
    keeper = _watched_page(context, current["watch"])
    keeper.goto(base_url + "01-table-and-teams/", wait_until="load")  # a chapter: it starts Python
    keeper.wait_for_function("() => window.GoujiEngine && window.GoujiEngine.timings.parts !== null",
                             timeout=120_000)
    assert current["watch"].outside == [] and current["watch"].errors == []
    yield context, current
    context.close()


@pytest.fixture
def warm(browser, warm_context):
    """``(page, watch)`` as `watched` gives, but a new page of the module's `warm_context`: the
    watch has this test's page errors and outside requests (the page's, and its context's
    workers' since the test began)."""
    context, current = warm_context
    watch = Watch(workers=browser.worker_watch)
    page = _watched_page(context, watch)
    watch.since = browser.worker_watch.count(watch.context_id)
    current["watch"] = watch
    yield page, watch
    page.close()


@pytest.fixture
def app_context(browser):
    """``open_context(**options) -> (context, page, watch)``: a fresh browser context whose
    pages install the site's service worker, as a reader's browser does. Nothing is routed
    (routing would answer what the service worker must answer); every request of its pages
    and workers is recorded, and `Watch.outside` lists those that left 127.0.0.1 (Chromium
    resolves no outside name, so they fail). Console and page errors are collected."""
    contexts = []

    def open_context(**options):
        context = browser.new_context(**options)
        contexts.append(context)
        watch = Watch(workers=browser.worker_watch)
        context.on("request", lambda request: _local(request.url) or watch.aborted.append(request.url))
        page = context.new_page()
        session = context.new_cdp_session(page)
        watch.context_id = session.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
        session.detach()
        context.on("console", lambda msg: msg.type == "error" and watch.errors.append(f"console: {msg.text}"))
        context.on("weberror", lambda error: watch.errors.append(f"page error: {error.error}"))
        return context, page, watch

    yield open_context
    for context in contexts:
        context.close()
