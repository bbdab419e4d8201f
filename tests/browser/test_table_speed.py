"""Benchmarks of the pages a table reaches for (a table's): what the reader waits for,
and what a cold visit transfers. They print medians of the runs (three in `make bench-table`,
which runs them alone on a quiet machine; one when run by hand) with the load average; they
assert nothing about time. `make test` runs the bytes of a cold visit, not the timings (a
long benchmark).

* "Ready": the Rule Lab's ``#verdict[data-state=ready]`` with a ``[data-verdict]`` for a
  ``#case=`` link; the practice table's ``data-practice-state=your-turn`` with an enabled card;
  a chapter's ``html[data-live-state=live]``, the control pressed as soon as it is there. Each
  figure runs from the navigation to ready.
* Cold: a fresh browser context (empty HTTP cache, no service worker). Repeat: the same page
  again in the same context, once its service worker controls it (after one visit).
  Offline repeat: the same once more with the context offline.
* Desktop: as the browser comes. Phone profile: CDP ``Emulation.setCPUThrottlingRate`` 4 and
  ``Network.emulateNetworkConditions`` 9 / 1.5 Mbit/s, 150 ms, 390x844 touch, with
  ``delete window.SharedWorker`` so that the page's dedicated worker (which inherits the
  throttle) runs Python. The service worker itself is not throttled (CDP's throttle does not
  reach it): on a cold visit it is registered, and precaches, only after the page's load
  event and once Python has answered and the page has drawn the answer (docs/offline_hooks.py).
* Long tasks: the Long Tasks API's entries (main-thread tasks over 50 ms) of the cold visit,
  and the longest of them (the target: none over 200 ms while the engine starts): from
  the navigation until ready, and while the engine starts — the tasks that overlap the time from
  the page's request for Python (``GoujiEngine.timings.requested``, as the page opens) until
  ready.
* Weight: every response of a cold visit until ready, as the server sent it (tools/serve_site.py
  serves the precompressed siblings), beside the same files uncompressed and as gzip / brotli,
  and then what the service worker's precache adds.
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from site_helpers import CONTROLLED, LAB_READY, LIVE_DONE, PRACTICE_READY, load_tool
from test_offline import SAVED

from gouji_helpers import BENCH_RUNS

from gouji_sim.view import lab

REPO = Path(__file__).resolve().parents[2]
CASE_FILE = REPO / "cases" / "beating" / "01-higher-pair.json"
RUNS = BENCH_RUNS
TIMEOUT_MS = 240_000

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
NO_SHARED_WORKER = "delete window.SharedWorker;"
#: The Long Tasks API: every task of the page's main thread over 50 ms, from the navigation on.
LONG_TASKS = """window.goujiLongTasks = [];
try {
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) { window.goujiLongTasks.push([e.startTime, e.duration]); });
  }).observe({ type: "longtask", buffered: true });
} catch (err) { /* no Long Tasks API: nothing is recorded */ }
"""
#: The longest main-thread task (ms) that overlaps [from, until] (performance.now() times).
LONGEST = ("([from, until]) => Math.max(0, ...window.goujiLongTasks"
           ".filter(t => t[0] < until && t[0] + t[1] > from).map(t => t[1]))")
#: When the page asked for Python (performance.now()).
REQUESTED = "() => window.GoujiEngine ? window.GoujiEngine.timings.requested : 0"


def kinds() -> dict[str, str]:
    """The three pages of the table: name -> site-relative URL."""
    return {
        "Rule Lab, first ruling": "lab/" + lab.encode_fragment(CASE_FILE.read_text(encoding="utf-8")),
        "practice table, playable": "practice/#seed=21&seat=2&preset=outline",
        "chapter, live": "01-table-and-teams/",
    }


def _load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def throttle(context, page, offline: bool) -> None:
    session = context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", {
        "offline": offline, "latency": 150, "downloadThroughput": 9e6 / 8, "uploadThroughput": 1.5e6 / 8})


def ready(page, url: str) -> float:
    """Seconds from the navigation to ``url`` until its page is ready (see the top); the
    page's ``goujiReady`` is then performance.now() at that moment."""
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    if "#case=" in url:
        page.wait_for_function(LAB_READY, timeout=TIMEOUT_MS)
    elif "#seed=" in url:
        page.wait_for_function(PRACTICE_READY, timeout=TIMEOUT_MS)
    else:
        page.locator("[data-live-start]").click(timeout=TIMEOUT_MS)
        page.wait_for_function(LIVE_DONE, timeout=TIMEOUT_MS)
        state = page.evaluate("document.documentElement.dataset.liveState")
        assert state == "live", page.locator("[data-live-message]").text_content()
    took = time.perf_counter() - start
    page.evaluate("window.goujiReady = performance.now()")
    return took


def visit(context, url: str, phone: bool, offline: bool = False,
          tasks: dict[str, list[float]] | None = None) -> float:
    """Seconds until ready; the longest main-thread task (s) from the navigation until then,
    and while the engine started, go to ``tasks`` ("page", "engine")."""
    page = context.new_page()
    if phone:
        throttle(context, page, offline)
    try:
        took = ready(page, url)
        if tasks is not None:
            until = page.evaluate("window.goujiReady")
            tasks["page"].append(page.evaluate(LONGEST, [0, until]) / 1000)
            tasks["engine"].append(page.evaluate(LONGEST, [page.evaluate(REQUESTED), until]) / 1000)
        return took
    finally:
        if page.evaluate("'serviceWorker' in navigator"):
            page.wait_for_function(CONTROLLED, timeout=TIMEOUT_MS)  # after one visit
            if not offline:
                # the worker controls the page once the table's part is cached; the rest (the
                # chapters among it) comes after: wait for it before the context goes offline
                deadline = time.monotonic() + TIMEOUT_MS / 1000
                while not page.evaluate(SAVED):
                    assert time.monotonic() < deadline, "the service worker did not cache the whole list"
                    page.wait_for_timeout(500)
        page.close()


#: The phone profile takes about four minutes of a 2-core machine: `make bench-table` runs it
#: (GOUJI_BENCH_PHONE=1); `make test` times the desktop alone.
PROFILES = ["desktop"] + (["phone"] if os.environ.get("GOUJI_BENCH_PHONE") == "1" else [])


@pytest.mark.benchmark
@pytest.mark.long_benchmark
@pytest.mark.parametrize("profile", PROFILES)
def test_table_pages_cold_repeat_offline(browser, base_url, report, profile):
    phone = profile == "phone"
    lines = []
    for name, path in kinds().items():
        figures: dict[str, list[float]] = {"cold": [], "repeat": [], "offline repeat": []}
        longest: dict[str, list[float]] = {"page": [], "engine": []}
        for _ in range(RUNS):
            context = browser.new_context(**(PHONE if phone else {}))
            context.add_init_script(LONG_TASKS)
            if phone:
                context.add_init_script(NO_SHARED_WORKER)
            try:
                figures["cold"].append(visit(context, base_url + path, phone, tasks=longest))
                figures["repeat"].append(visit(context, base_url + path, phone))
                context.set_offline(True)
                figures["offline repeat"].append(visit(context, base_url + path, phone, offline=True))
            finally:
                context.close()
        lines.append(f"  {name}: " + "; ".join(
            f"{k} {statistics.median(v):.2f} s ({' '.join(f'{x:.1f}' for x in v)})" for k, v in figures.items())
            + "; longest main-thread task of the cold visit " + ", ".join(
                f"{what} {statistics.median(longest[key]):.2f} s ({' '.join(f'{x:.2f}' for x in longest[key])})"
                for key, what in (("page", "until ready"), ("engine", "while the engine started"))))
        assert all(len(v) == RUNS for v in [*figures.values(), *longest.values()])
    line = f"table pages, {profile}, navigation -> ready, median of {RUNS} (runs):\n" + "\n".join(lines) + \
        f"\n  load average {_load()}"
    print(line)
    report(line)


# --------------------------------------------------------------------------
# weight of a cold visit


class Counter:
    """A server of the site that records each response: (URL path, file sent, status)."""

    def __init__(self, site: Path) -> None:
        tool = load_tool("serve_site")
        self.sent: list[tuple[str, str | None, int]] = []
        self.lock = threading.Lock()
        counter = self

        class Counting(tool.QuietSiteHandler):
            def _send_file(self, path, ctype, mtime, coding):
                handle = super()._send_file(path, ctype, mtime, coding)
                with counter.lock:
                    counter.sent.append((urlsplit(self.path).path, path if handle else None,
                                         200 if handle else 304))
                return handle

        self.site = site
        self.server = tool.make_server(site, port=0, handler_class=Counting)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def take(self) -> list[tuple[str, str | None, int]]:
        with self.lock:
            taken, self.sent = self.sent, []
        return taken

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _original(site: Path, url_path: str) -> Path:
    path = site / unquote(url_path).lstrip("/")
    return path / "index.html" if path.is_dir() else path


def weigh(site: Path, sent) -> dict[str, float]:
    """MB: as sent; the same files uncompressed, as gzip and as brotli (the build's siblings)."""
    out = {"requests": float(len(sent)), "sent": 0.0, "raw": 0.0, "gzip": 0.0, "brotli": 0.0}
    for url_path, file, status in sent:
        original = _original(site, url_path)
        if status != 200 or not original.is_file():
            continue
        raw = original.stat().st_size
        out["sent"] += Path(file).stat().st_size
        out["raw"] += raw
        for key, suffix in (("gzip", ".gz"), ("brotli", ".br")):
            sibling = original.with_name(original.name + suffix)
            out[key] += sibling.stat().st_size if sibling.is_file() else raw
    return {k: (v if k == "requests" else v / 1e6) for k, v in out.items()}


@pytest.mark.benchmark
def test_what_a_cold_visit_transfers(browser, site, report):
    """Each page alone until ready (its service worker blocked, so that its precache is not
    counted in), then the precache that the first visit of any page adds (the home page)."""
    counter = Counter(site)
    lines = []

    def line(name: str, w: dict[str, float]) -> str:
        return (f"  {name}: {w['requests']:.0f} requests, sent {w['sent']:.2f} MB (the same files "
                f"uncompressed {w['raw']:.2f} MB, gzip {w['gzip']:.2f}, brotli {w['brotli']:.2f})")

    try:
        for name, path in kinds().items():
            context = browser.new_context(service_workers="block")
            try:
                ready(context.new_page(), counter.url + path)
                lines.append(line(name + ", until ready", weigh(site, counter.take())))
            finally:
                context.close()
        context = browser.new_context()
        try:
            page = context.new_page()
            page.goto(counter.url, wait_until="load")
            page.wait_for_function(CONTROLLED, timeout=TIMEOUT_MS)
            lines.append(line("home page + the service worker's precache", weigh(site, counter.take())))
        finally:
            context.close()
    finally:
        counter.stop()
    text = "cold visit, bytes from the server:\n" + "\n".join(lines)
    print(text)
    report(text)
    assert len(lines) == 4
