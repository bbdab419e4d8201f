"""Benchmark: a phone's first visit of a table's page, through the phone's one link: how long
until the first answer (the Rule Lab's first ruling, the practice table playable, a chapter
live), what crossed the link before it, file by file, and then how long until the site says
it works offline, and a repeat visit. Prints figures (medians of the runs, the load average
before and after); asserts no time. `make bench-table` runs it three times on each page; run
by hand it visits the Rule Lab once.

The phone profile of ``../shared/notes/table-measurements.md``: every byte, the service
worker's and the engine worker's included, goes through tools/throttle_proxy.py (one shared
link, 9 Mbit/s down, 1.5 up, 75 ms each way, a round trip per new connection); the page's CPU
is slowed 4 times (``Emulation.setCPUThrottlingRate``, which Chromium refuses for workers);
390x844, touch; a fresh browser profile on disk per run (empty HTTP cache, no service worker).

* **first answer**: from the navigation until the page is ready (``site_helpers``: the Lab's
  ``#verdict[data-state=ready]`` with a verdict, the practice table's turn with an enabled
  card, a chapter's ``data-live-state=live`` after its control is pressed);
* **by file**: every response the site's server sent whose request came before the first
  answer: the bytes it sent (the precompressed sibling where the browser took one), ``304``s
  counted apart — what the first answer waited for;
* **ready offline**: until ``<html data-offline="ready">`` (the table's part cached: home, Lab,
  search, house rules, practice, the engine) and **all saved** (the worker's count of the rest);
* **repeat**: the same page opened again in the same profile, its service worker in control;
* **the table's part**: what each file the install caches first costs (its smallest sibling:
  what a compressing host sends), the largest first, from the build's site/sw.js.

Two builds side by side: ``GOUJI_BENCH_SITES="before=/tmp/site-old after=site"`` runs each run
of each page on every build in turn (same machine, same minute), so that the load, which moves
these figures by seconds, weighs on both alike. ``GOUJI_BENCH_PAGES="Rule Lab"`` picks pages.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import statistics
import tempfile
import threading
import time
from pathlib import Path

import pytest
from gouji_helpers import BENCH_RUNS, FULL_BENCH
from site_helpers import CHROMIUM, CHROMIUM_ARGS, LAB_READY, LIVE_DONE, OFFLINE, PRACTICE_READY, REPO, SITE, load_tool
from test_offline_speed import ALL_SAVED, READY

from gouji_sim.view import lab

RUNS = BENCH_RUNS
TIMEOUT_S = 300
CASE_FILE = REPO / "cases" / "beating" / "01-higher-pair.json"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
#: Lines of the by-file list printed for each page (the largest first).
FILES_SHOWN = 10


def pages() -> dict[str, str]:
    """The table's pages timed: name -> site-relative URL (``GOUJI_BENCH_PAGES`` picks some)."""
    every = {
        "Rule Lab": "lab/" + lab.encode_fragment(CASE_FILE.read_text(encoding="utf-8")),
        "practice table": "practice/#seed=21&seat=2&preset=outline",
        "chapter": "01-table-and-teams/",
    }
    chosen = os.environ.get("GOUJI_BENCH_PAGES")
    if chosen:
        return {name: every[name] for name in chosen.split(",")}
    return every if FULL_BENCH else {"Rule Lab": every["Rule Lab"]}


def sites() -> dict[str, Path]:
    """The builds compared: ``GOUJI_BENCH_SITES`` ("name=folder ..."), else site/ alone."""
    given = os.environ.get("GOUJI_BENCH_SITES", "").split()
    return {name: Path(folder) for name, _, folder in (item.partition("=") for item in given)} or {"site": SITE}


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


class Recorder:
    """The site's server (tools/serve_site.py) on its own port, recording each response:
    (seconds since :meth:`mark`, URL path, file sent, its bytes, status)."""

    def __init__(self, site: Path) -> None:
        tool = load_tool("serve_site")
        self.sent: list[tuple[float, str, str, int, int]] = []
        self.lock = threading.Lock()
        self.t0 = time.monotonic()
        recorder = self

        class Recording(tool.QuietSiteHandler):
            def _send_file(self, path, ctype, mtime, coding):
                at = time.monotonic() - recorder.t0
                handle = super()._send_file(path, ctype, mtime, coding)
                size = Path(path).stat().st_size if handle else 0
                with recorder.lock:
                    recorder.sent.append((at, self.path.split("?", 1)[0], path, size, 200 if handle else 304))
                return handle

        self.server = tool.make_server(site, port=0, handler_class=Recording)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.port = self.server.server_address[1]

    def mark(self) -> None:
        with self.lock:
            self.t0, self.sent = time.monotonic(), []

    def between(self, start: float, end: float) -> list[tuple[float, str, str, int, int]]:
        """The responses whose request came in (start, end] seconds after :meth:`mark`."""
        with self.lock:
            return [entry for entry in self.sent if start < entry[0] <= end]

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _proxy(port: int):
    spec = importlib.util.spec_from_file_location("throttle_proxy", REPO / "tools" / "throttle_proxy.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ThrottleProxy(port)


def wait_ready(page, url: str) -> None:
    """Until the page at ``url`` gives its first answer (see the top)."""
    if "#case=" in url:
        page.wait_for_function(LAB_READY, polling=100, timeout=TIMEOUT_S * 1000)
    elif "#seed=" in url:
        page.wait_for_function(PRACTICE_READY, polling=100, timeout=TIMEOUT_S * 1000)
    else:
        page.locator("[data-live-start]").click(timeout=TIMEOUT_S * 1000)
        page.wait_for_function(LIVE_DONE, polling=100, timeout=TIMEOUT_S * 1000)
        state = page.evaluate("document.documentElement.dataset.liveState")
        assert state == "live", page.locator("[data-live-message]").text_content()


def first_visit(browser, recorder: Recorder, path: str) -> dict:
    """One cold phone visit of ``path`` (see the top): seconds and megabytes, and the files."""
    proxy = _proxy(recorder.port)
    port = proxy.start()
    profile = tempfile.TemporaryDirectory(prefix="gouji-phone-")
    context = browser.browser_type.launch_persistent_context(
        profile.name, executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, OFFLINE], headless=True, **PHONE)
    url = f"http://127.0.0.1:{port}/{path}"
    try:
        page = context.pages[0] if context.pages else context.new_page()
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
        recorder.mark()
        t0 = time.monotonic()
        page.goto(url, wait_until="commit", timeout=TIMEOUT_S * 1000)
        wait_ready(page, url)
        answer, answer_mb = time.monotonic() - t0, proxy.down.bytes / 1e6
        files = recorder.between(-1.0, answer)
        page.wait_for_function(READY, polling=200, timeout=TIMEOUT_S * 1000)
        offline, offline_mb = time.monotonic() - t0, proxy.down.bytes / 1e6
        caching = recorder.between(answer, offline)
        while not page.evaluate(ALL_SAVED):
            assert time.monotonic() - t0 < TIMEOUT_S, "the service worker never saved the rest"
            time.sleep(0.25)
        saved, saved_mb = time.monotonic() - t0, proxy.down.bytes / 1e6
        again = context.new_page()
        context.new_cdp_session(again).send("Emulation.setCPUThrottlingRate", {"rate": 4})
        t1 = time.monotonic()
        again.goto(url, wait_until="commit", timeout=TIMEOUT_S * 1000)
        wait_ready(again, url)
        repeat = time.monotonic() - t1
        return {"answer": answer, "answer MB": answer_mb, "files": files, "caching": caching, "offline": offline,
                "offline MB": offline_mb, "saved": saved, "saved MB": saved_mb, "repeat": repeat}
    finally:
        context.close()
        proxy.stop()
        profile.cleanup()


def by_file(files: list[tuple[float, str, str, int, int]]) -> str:
    """Responses, the largest first: "MB  URL path (coding), asked at s"."""
    full = [f for f in files if f[4] == 200]
    lines = [f"    {len(full)} files sent ({sum(f[3] for f in full) / 1e6:.2f} MB), "
             f"{len(files) - len(full)} answered 304; the largest:"]
    for at, url, sent, size, _ in sorted(full, key=lambda f: -f[3])[:FILES_SHOWN]:
        coding = {".br": "brotli", ".gz": "gzip"}.get(Path(sent).suffix, "as is")
        lines.append(f"      {size / 1e6:6.2f} MB  {url} ({coding}), asked at {at:.1f} s")
    return "\n".join(lines)


def table_part(site: Path) -> str:
    """The table's part of ``site`` (the service worker's first list), each file at its smallest
    sibling (.br, .gz or as is), the largest first."""
    sw = (site / "sw.js").read_text(encoding="utf-8")
    first = json.loads(re.search(r"self\.__GOUJI_FIRST = (\[.*?\]);", sw).group(1))
    sizes = {}
    for name in first:
        files = [site / (name + suffix) for suffix in ("", ".br", ".gz")]
        sizes[name] = min(f.stat().st_size for f in files if f.is_file())
    big = sorted(sizes.items(), key=lambda item: -item[1])
    rest = big[FILES_SHOWN:]
    lines = [f"    the table's part: {len(big)} files, {sum(sizes.values()) / 1e6:.2f} MB at their smallest:"]
    lines += [f"      {size / 1e6:6.2f} MB  {name}" for name, size in big[:FILES_SHOWN]]
    lines.append(f"      {sum(size for _, size in rest) / 1e6:6.2f} MB  the other {len(rest)} files")
    return "\n".join(lines)


KEYS = (("answer", "first answer", "s"), ("answer MB", "down by then", "MB"), ("offline", "ready offline", "s"),
        ("offline MB", "down by then", "MB"), ("saved", "all saved", "s"), ("saved MB", "down by then", "MB"),
        ("repeat", "repeat visit", "s"))


def summary(runs: list[dict]) -> str:
    return "; ".join(f"{label} {statistics.median(r[key] for r in runs):.1f} {unit} "
                     f"({' '.join(f'{r[key]:.1f}' for r in runs)})" for key, label, unit in KEYS)


@pytest.mark.benchmark
@pytest.mark.long_benchmark
def test_first_answer_then_offline_on_a_phone(browser, report):
    builds = sites()
    for folder in builds.values():
        assert (folder / "build-info.json").is_file(), f"{folder} is not a built site"
    recorders = {name: Recorder(folder) for name, folder in builds.items()}
    results: dict[tuple[str, str], list[dict]] = {}
    load_before = load()
    try:
        for page_name, path in pages().items():
            for _ in range(RUNS):
                for name, recorder in recorders.items():  # the builds in turn, run by run
                    results.setdefault((page_name, name), []).append(first_visit(browser, recorder, path))
    finally:
        for recorder in recorders.values():
            recorder.stop()
    lines = [f"a phone's first visit through the link (medians of {RUNS}, runs in brackets; "
             f"load average {load_before} before, {load()} after):"]
    for name, folder in builds.items():
        lines.append(f"  [{name}]\n{table_part(folder)}")
    for (page_name, name), runs in results.items():
        middle = sorted(runs, key=lambda r: r["answer"])[len(runs) // 2]
        lines.append(f"  {page_name} [{name}]: {summary(runs)}")
        lines.append(f"    before the first answer (the median run):\n{by_file(middle['files'])}")
        lines.append(f"    then until ready offline:\n{by_file(middle['caching'])}")
    text = "\n".join(lines)
    print(text)
    report(text)
    for runs in results.values():
        assert all(r["answer"] <= r["saved"] and r["offline"] <= r["saved"] and r["files"] for r in runs)
