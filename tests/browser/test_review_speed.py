"""Benchmark (prints figures, asserts no time): how long "Review this hand" takes in the
browser, from the tap to the drawn review, on the desktop and on the phone profile (issue 48:
at most 2 s on the desktop; a figure for the phone), for a hand the coach marks (seed 1, seat
1, the reader passing wherever it may). The page weighs the reader's decisions while the hand
is played (``practice.coach``), so two figures are printed for each profile:

* **at once**: the reader taps as soon as the hand has ended, the hand played at a test's
  pace (a click every few tenths of a second: far faster than a person) — what was not yet
  weighed is weighed after the tap;
* **after the weighing**: the reader taps once the page has weighed every decision (it says
  how long after the hand's end that was: a reader looking at the places and scores first).

The profiles (``../shared/notes/table-measurements.md``): the desktop 1280×900; the phone
390×844, touch, the page's CPU slowed 4 times (``Emulation.setCPUThrottlingRate``) and the
page's own dedicated worker instead of the shared one (``window.SharedWorker`` hidden: a
page's throttling never reaches a shared worker). That throttling slows the page's thread
only, not the worker's, where Python weighs (measured: the review before the weighing ahead
took 1.5 times the desktop's, not 4 times), so a third profile, "phone, worker slowed too",
runs the browser's renderer processes, the worker's thread included, a quarter of the time
(:class:`RendererThrottle`) instead. No network throttling: the review fetches nothing. Medians of ``GOUJI_BENCH_RUNS`` runs (``make bench-table``: 3), a fresh browser
context each, the load average before and after. ``GOUJI_BENCH_SITES="before=/tmp/site-old
after=site"`` times builds side by side, run by run, as test_first_answer_speed.py does.

Each review is also checked to number its marks as the narration does, to carry the table of
each marked decision, and to mark what ``gouji review --samples 3`` marks on the page's own
record (Pyodide's weighing, ahead and in slices, against CPython's in one go)."""

from __future__ import annotations

import json
import os
import signal
import statistics
import threading
import time

import pytest
from gouji_helpers import BENCH_RUNS
from site_helpers import load_tool
from test_first_answer_speed import load, sites
from test_practice import clean, click_and_settle, open_practice, state

from gouji_sim.bots.coach import review
from gouji_sim.view.review_view import review_view

RUNS = BENCH_RUNS
REVIEW_MS = 180_000
DONE = "() => ['done', 'error'].includes(document.querySelector('[data-role=coach]').dataset.state)"
WEIGHED = "() => { const c = window.__goujiPractice.coach ? window.__goujiPractice.coach() : null;" \
          " return !c || (!c.busy && c.left === 0); }"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
#: ``cpu``: the page's CPU slowed (DevTools); ``renderer``: every renderer process of the
#: browser, the worker's thread included, run a 1/N share of the time (:class:`RendererThrottle`)
PROFILES = {
    "desktop": {"context": {"viewport": {"width": 1280, "height": 900}}, "cpu": 1, "renderer": 1},
    "phone": {"context": PHONE, "cpu": 4, "renderer": 1},
    "phone, worker slowed too": {"context": PHONE, "cpu": 1, "renderer": 4},
}
SLOWED = "phone, worker slowed too"
#: The profiles that run only in ``make bench-table``'s full run: the phone's review is the
#: desktop's (the same page, the same marks checked) with the page's CPU slowed, and its 45-60 s
#: of ``make test`` went to a figure the full run prints
FULL_RUN_ONLY = ("phone", SLOWED)


class RendererThrottle:
    """Slow the renderer processes of this test's browser (the page's thread and its worker's)
    ``rate`` times: a thread stops them (SIGSTOP) and lets them run (SIGCONT) in turn, running a
    1/``rate`` share of each :data:`PERIOD` — the page's DevTools throttling slows the page's
    own thread only, never a worker's, where Python runs. Only processes this test process
    started (its descendants) are touched; all run again at the end."""

    PERIOD = 0.04

    def __init__(self, rate: int) -> None:
        self.rate, self.stop, self.thread = rate, threading.Event(), None

    @staticmethod
    def renderers() -> list[int]:
        mine, out = os.getpid(), []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    if b"--type=renderer" not in f.read():
                        continue
                pid = int(entry)
                while pid > 1 and pid != mine:       # a descendant of this process?
                    with open(f"/proc/{pid}/stat") as f:
                        pid = int(f.read().rsplit(")", 1)[1].split()[1])
                if pid == mine:
                    out.append(int(entry))
            except (OSError, ValueError, IndexError):
                continue
        return out

    def _signal(self, pids: list[int], sig: int) -> None:
        for pid in pids:
            try:
                os.kill(pid, sig)
            except OSError:
                pass

    def _run(self) -> None:
        pids: list[int] = []
        rounds = 0
        while not self.stop.is_set():
            if rounds % 25 == 0:               # a new renderer now and then (a page opened)
                pids = self.renderers()
            rounds += 1
            self._signal(pids, signal.SIGCONT)
            time.sleep(self.PERIOD / self.rate)
            self._signal(pids, signal.SIGSTOP)
            time.sleep(self.PERIOD * (self.rate - 1) / self.rate)
        self._signal(pids, signal.SIGCONT)

    def __enter__(self) -> "RendererThrottle":
        if self.rate > 1:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        if self.thread is not None:
            self.thread.join()
        self._signal(self.renderers(), signal.SIGCONT)
HAND = "#seed=1&seat=1"


def play_passing(page) -> None:
    """The first other choice (mostly a pass) whenever there is one; on a lead, the hint's play."""
    for _ in range(200):
        if state(page) == "over":
            return
        if page.locator("[data-role=option]").count():
            click_and_settle(page, "[data-role=option] >> nth=0")
            continue
        page.click("[data-role=hint]")
        page.wait_for_selector("[data-role=hints][data-plays]")
        for card in page.get_attribute("[data-role=hint-bot]", "data-cards").split():
            page.click(f".gpr-card[data-card='{card}']:not(.gpr-picked)")
        click_and_settle(page, "[data-role=play]")
    raise AssertionError("the hand did not end")


def check_marks(page) -> int:
    """The drawn review's marks, each numbered as the narration is and with its table."""
    marks = page.locator("[data-role=coach-mark]")
    assert page.get_attribute("[data-role=coach]", "data-state") == "done" and marks.count() > 0
    for item in marks.all():
        step = item.get_attribute("data-step")
        assert step and item.locator("[data-role=coach-mark-line]").inner_text().startswith(f"Step {step} ")
        assert page.locator(f"[data-role=narration] li[data-index='{int(step) - 1}']").count() == 1
        assert item.locator("[data-role=coach-mark-table] .glab-seat").count() == 6       # the table then
    return marks.count()


def same_as_the_command(page) -> None:
    """The drawn review's marks are those of ``gouji review --samples 3`` (its function, in
    CPython) on the page's own record: the same decisions, reasons and words why."""
    record = json.loads(page.get_attribute(".gouji-practice", "data-record"))
    marks = review_view(review(record, int(page.get_attribute(".gouji-practice", "data-reader-seat")), samples=3)).marks
    drawn = page.eval_on_selector_all(
        "[data-role=coach-mark]", "ms => ms.map(m => [m.dataset.reason, m.querySelector('.gpr-coach-why span').textContent])")
    assert drawn == [[m.reason, m.why["en"]] for m in marks]


def review_once(make, base_url: str, profile: dict, wait: bool) -> dict:
    """One hand played on a fresh page of ``profile`` (``make``: the `watched_as` fixture), then
    "Review this hand" tapped at once (``wait`` False) or once the page has weighed it: seconds
    from the tap to the drawn review, and how long the hand's play and the weighing took."""
    phone = profile["context"] is PHONE
    page, watch = make("delete window.SharedWorker;" if phone else None, **profile["context"])  # phone: the page's own worker
    try:
        if profile["cpu"] > 1:
            page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})
        open_practice(page, base_url, "en", HAND)
        with RendererThrottle(profile["renderer"]):
            t0 = time.perf_counter()
            play_passing(page)
            played = time.perf_counter()
            out: dict = {"play": played - t0}
            if wait:
                page.wait_for_function(WEIGHED, polling=50, timeout=REVIEW_MS)
                out["weighed"] = time.perf_counter() - played
            t1 = time.perf_counter()
            page.click("[data-role=coach-ask]")
            page.wait_for_function(DONE, polling=20, timeout=REVIEW_MS)
            out["review"] = time.perf_counter() - t1
        out["marks"] = check_marks(page)
        same_as_the_command(page)
        clean(watch)
        return out
    finally:
        page.context.close()


def served(folder):
    """The site's server (tools/serve_site.py) for ``folder`` on a port of its own."""
    server = load_tool("serve_site").make_server(folder, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def figures(runs: list[dict], key: str) -> str:
    return f"{statistics.median(r[key] for r in runs):.2f} s ({' '.join(f'{r[key]:.2f}' for r in runs)})"


@pytest.mark.benchmark
@pytest.mark.parametrize("name", [pytest.param(name, marks=pytest.mark.long_benchmark) if name in FULL_RUN_ONLY
                                  else name for name in PROFILES])
def test_the_review_s_time_in_the_browser(site, watched_as, name, report):
    """Each profile's figures; the phone's two only in ``make bench-table``'s full run (they
    check nothing the desktop's does not, and took a minute and a half of ``make test``)."""
    builds = sites()
    servers = {build: served(folder) for build, folder in builds.items()}
    before = load()
    results: dict[tuple[str, bool], list[dict]] = {}
    try:
        for _ in range(RUNS):
            for build, (_, url) in servers.items():
                for wait in (False, True):
                    results.setdefault((build, wait), []).append(review_once(watched_as, url, PROFILES[name], wait))
    finally:
        for server, _ in servers.values():
            server.shutdown()
            server.server_close()
    lines = [f"\"Review this hand\" on the {name} profile (seed 1 seat 1, the reader passing; medians of {RUNS}, "
             f"runs in brackets; load average {before} before, {load()} after):"]
    for (build, wait), runs in results.items():
        how = "tapped once weighed" if wait else "tapped at once"
        extra = f"; weighed {figures(runs, 'weighed')} after the hand's end" if wait else ""
        lines.append(f"  [{build}] {how}: {figures(runs, 'review')} from the tap to the drawn review "
                     f"({runs[0]['marks']} marks; the hand played in {figures(runs, 'play')}{extra})")
    text = "\n".join(lines)
    print(text)
    report(text)
