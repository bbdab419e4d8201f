"""Benchmark: a phone's first visit until the site works offline (prints figures, asserts no
time; `make bench-table` runs it three times on each page; run alone, once, on the Rule Lab).

The network is a phone's for everything the visit sends, the service worker's fetches
included: the page is opened through tools/throttle_proxy.py (one shared link, 9 Mbit/s down,
1.5 up, 75 ms each way, a round trip per new connection), never through CDP's page-level
throttle, which the service worker does not see. The page's CPU is slowed 4 times
(``Emulation.setCPUThrottlingRate``, which Chromium refuses for workers); 390x844, touch.
Each run is a fresh browser profile on disk (empty HTTP cache, no service worker).

* **ready**: from the navigation until ``<html data-offline="ready">``: the service worker has
  cached what a table needs (the engine, home, Rule Lab, practice table, house rules, search)
  and controls the page (a build without that attribute: until a worker controls the page,
  which there meant everything was cached);
* **all saved**: until the worker says the other pages are cached too;
* the megabytes that crossed the link down, and the connections opened.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from gouji_helpers import BENCH_RUNS, FULL_BENCH
from site_helpers import CHROMIUM, CHROMIUM_ARGS, OFFLINE, REPO

#: runs of each page: one in `make test` (the figures printed), three in `make bench-table`;
#: the short run visits the Rule Lab only (the table's page, the larger first visit)
RUNS = BENCH_RUNS
TIMEOUT_S = 300
PAGES = {"home": "", "Rule Lab": "lab/"} if FULL_BENCH else {"Rule Lab": "lab/"}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}

#: Works offline (see the top).
READY = """() => { const state = document.documentElement.dataset.offline;
  return state ? state === "ready" : navigator.serviceWorker.controller !== null; }"""
#: Everything saved: the worker's count of the other pages (a build without the offline state
#: saved everything before it took over).
ALL_SAVED = """() => new Promise((resolve) => {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return resolve(false);
  if (!document.documentElement.dataset.offline) return resolve(true);
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data.rest.done === event.data.rest.total);
  worker.postMessage("gouji-offline", [channel.port2]);
})"""


def _proxy_class():
    spec = importlib.util.spec_from_file_location("throttle_proxy", REPO / "tools" / "throttle_proxy.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ThrottleProxy


def first_visit(browser, server_port: int, path: str) -> dict[str, float]:
    """One cold phone visit of ``path`` through a fresh throttling proxy: seconds until ready
    and until all saved, megabytes down, connections."""
    proxy = _proxy_class()(server_port)
    port = proxy.start()
    # a profile on disk, as a phone's: an incognito context (browser.new_context) keeps its HTTP
    # cache in memory and drops large files, so the service worker would download the engine
    # the page has just downloaded a second time
    profile = tempfile.TemporaryDirectory(prefix="gouji-phone-")
    context = browser.browser_type.launch_persistent_context(
        profile.name, executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, OFFLINE], headless=True, **PHONE)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
        t0 = time.monotonic()
        page.goto(f"http://127.0.0.1:{port}/{path}", wait_until="commit", timeout=TIMEOUT_S * 1000)
        page.wait_for_function(READY, polling=200, timeout=TIMEOUT_S * 1000)
        ready = time.monotonic() - t0
        while not page.evaluate(ALL_SAVED):
            assert time.monotonic() - t0 < TIMEOUT_S, "the service worker never saved the rest"
            time.sleep(0.25)
        return {"ready": ready, "all": time.monotonic() - t0, "mb": proxy.down.bytes / 1e6,
                "connections": proxy.connections}
    finally:
        context.close()
        proxy.stop()
        profile.cleanup()


def measure(browser, server_port: int, runs: int = RUNS) -> dict[str, list[dict[str, float]]]:
    return {name: [first_visit(browser, server_port, path) for _ in range(runs)] for name, path in PAGES.items()}


def table(results: dict[str, list[dict[str, float]]]) -> str:
    lines = ["| first visit (phone, proxy) | ready (median, runs) | all saved | MB down | connections |",
             "| --- | --- | --- | --- | --- |"]
    for name, runs in results.items():
        def med(key: str) -> float:
            return statistics.median(r[key] for r in runs)
        each = ", ".join(f"{r['ready']:.1f}" for r in runs)
        lines.append(f"| {name} | {med('ready'):.1f} s ({each}) "
                     f"| {med('all'):.1f} s | {med('mb'):.1f} | {med('connections'):.0f} |")
    return "\n".join(lines)


@pytest.mark.benchmark
@pytest.mark.long_benchmark
def test_first_visit_until_the_site_works_offline_on_a_phone(browser, base_url, site: Path, report):
    results = measure(browser, urlsplit(base_url).port)
    report(f"first visit on a phone until the site works offline (load average {os.getloadavg()[0]:.1f}):\n"
           + table(results))
    for runs in results.values():
        assert all(r["ready"] <= r["all"] for r in runs)
