"""The first visit's precache takes the start-up snapshot the page's engine worker has just
downloaded (tools/offline/sw.js ``handedSnapshot``; docs/shared/live/worker.mjs stores the shipped
one in Cache Storage once the page has settled) instead of downloading it a second time:
Chromium's HTTP cache does not answer the service worker's requests with what the page's
workers fetched, so before, the 6.8 MB crossed a phone's link twice."""

from __future__ import annotations

from pathlib import Path

from site_helpers import LAB_READY
from test_first_answer_speed import Recorder, pages
from test_offline_speed import READY

TIMEOUT_MS = 240_000


def test_the_snapshot_crosses_the_network_once_on_a_first_visit(browser, site: Path):
    recorder = Recorder(site)
    context = browser.new_context()
    try:
        page = context.new_page()
        recorder.mark()
        url = f"http://127.0.0.1:{recorder.port}/" + pages()["Rule Lab"]
        page.goto(url)
        page.wait_for_function(LAB_READY, timeout=TIMEOUT_MS)
        page.wait_for_function(READY, polling=200, timeout=TIMEOUT_MS)  # the table's part cached
        sent = [(path, status) for _, path, _, _, status in recorder.between(-1.0, 1e9)]
        snapshots = [entry for entry in sent if entry[0].endswith(".snapshot")]
        assert snapshots == [(snapshots[0][0], 200)], sent
        # and the precache holds it, under the build's plain name, with the snapshot's bytes
        held = page.evaluate("""async (name) => {
            for (const key of await caches.keys()) {
                if (!key.startsWith('gouji-precache')) continue;
                const hit = await (await caches.open(key)).match(name);
                if (hit) return (await hit.arrayBuffer()).byteLength;
            }
            return 0; }""", snapshots[0][0])
        assert held == (site / snapshots[0][0].lstrip("/")).stat().st_size
    finally:
        context.close()
        recorder.stop()
