"""A first visit downloads the engine's files once (issue 48, "offline sooner"): the engine
worker hands what it downloaded to the service worker's precache (Cache Storage
``gouji-handover``, filled from its HTTP cache; docs/shared/live/worker.mjs ``handOver``); the
install waits for the page's word that it has (the offline partial, ``GoujiEngine.handed``) and
takes a file from there when its content has the build's revision (tools/offline/sw.js
``handedFile``). Chromium's HTTP cache does not answer a service worker's requests with what the
page's workers fetched: before, Pyodide's wasm, the standard library and the wheels crossed a
phone's link twice. (The page's own files still do: 0.5 MB, docs/decisions/05-offline.md.)"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from site_helpers import LAB_READY
from test_first_answer_speed import Recorder, pages
from test_offline_speed import READY

TIMEOUT_MS = 240_000
#: The engine's files a Rule Lab's visit downloads (the start-up snapshot has its own test).
ENGINE = ("pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip", "gouji_sim-", "ipywidgets-", "traitlets-")


def test_a_first_visit_downloads_the_engines_files_once_until_ready_offline(browser, site: Path):
    recorder = Recorder(site)
    context = browser.new_context()
    try:
        page = context.new_page()
        recorder.mark()
        page.goto(f"http://127.0.0.1:{recorder.port}/" + pages()["Rule Lab"])
        page.wait_for_function(LAB_READY, timeout=TIMEOUT_MS)
        page.wait_for_function(READY, polling=200, timeout=TIMEOUT_MS)  # the table's part cached
        sent = Counter(path for _, path, _, _, status in recorder.between(-1.0, 1e9) if status == 200)
        engine = {path: n for path, n in sent.items() if any(name in path for name in ENGINE)}
        assert len(engine) == len(ENGINE) and set(engine.values()) == {1}, engine
        # the hand-over is emptied as the precache takes its files
        left = page.evaluate("""async () => (await (await caches.open('gouji-handover')).keys())
            .map((r) => new URL(r.url).pathname)""")
        assert not any(name in path for path in left for name in ENGINE), left
    finally:
        context.close()
        recorder.stop()
