"""The site as an app a table can install and use offline.

Each test serves the built site (or a copy of it) on a server of its own, so that it can take
the site away: "offline" here is the server stopped *and* the browser context offline
(``context.set_offline(True)``), so nothing can answer but the service worker. The tests:

* one visit of any page installs the service worker (``navigator.serviceWorker.controller``
  is set) and precaches the app; afterwards every page of both languages opens offline, and
  the Rule Lab (``#case=``), the practice table (``#seed=``) and a chapter's live control work;
* a rebuilt site with a new behaviour version replaces the cached engine as a whole;
* Chromium reports no installability error (``Page.getInstallabilityErrors``), for both
  languages' manifests;
* no request leaves the site, the service worker's included (`WorkerWatch`);
* the table first: every page says the offline state (``<html data-offline>`` and its line, in
  its language); the service worker caches what a table needs first and takes over then
  ("ready"), the rest after; a page opened before that says "caching"; after "ready", with
  the rest never served, the table's pages work offline in both languages.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

import pytest
from site_helpers import (CHROMIUM, CHROMIUM_ARGS, CONTROLLED, LAB_READY, LANGUAGES, LIVE_DONE, OFFLINE,
                          PRACTICE_READY, REPO, load_tool, site_pages, wait_until)

from gouji_sim import BEHAVIOUR_VERSION
from gouji_sim.view import lab
from gouji_sim.core.messages import text

#: Generous bounds for a shared, busy machine.
INSTALL_MS = 240_000
ENGINE_MS = 180_000
PAGE_MS = 30_000
CASE_FILE = REPO / "cases" / "beating" / "01-higher-pair.json"
PRACTICE = "#seed=21&seat=2&preset=outline"
CHAPTER = "01-table-and-teams/"

#: The build of the service worker that controls the page: {version, lock, behaviour}.
BUILD = """() => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data);
  navigator.serviceWorker.controller.postMessage("gouji-build", [channel.port2]);
})"""


class Server:
    """The site (or a copy) on 127.0.0.1, on a free port, until :meth:`stop`."""

    def __init__(self, directory: Path, handler_class=None) -> None:
        options = {"handler_class": handler_class} if handler_class else {"quiet": True}
        self.server = load_tool("serve_site").make_server(directory, port=0, **options)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture
def serve():
    servers: list[Server] = []

    def start(directory: Path, handler_class=None) -> Server:
        servers.append(Server(directory, handler_class))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


#: Resolves true once the page's controller is a worker of another build than ``version``
#: (at once if it is already), false after ``ms``.
TAKEN_OVER = """([version, ms]) => new Promise((resolve) => {
  const sw = navigator.serviceWorker;
  sw.addEventListener("controllerchange", () => resolve(true));
  setTimeout(() => resolve(false), ms);
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => { if (event.data.version !== version) resolve(true); };
  sw.controller.postMessage("gouji-build", [channel.port2]);
})"""


#: Resolves true once the worker that controls the page has cached its whole list: the table's
#: files (before it took over) and the rest (after).
SAVED = """() => new Promise((resolve) => {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return resolve(false);
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data.rest.done === event.data.rest.total);
  worker.postMessage("gouji-offline", [channel.port2]);
})"""


def install(page, url: str) -> dict:
    """Visit ``url`` once and wait until the service worker controls the page and has cached
    everything; its build."""
    page.goto(url, wait_until="load")
    page.wait_for_function(CONTROLLED, timeout=INSTALL_MS)
    wait_saved(page)
    return page.evaluate(BUILD)


def wait_saved(page) -> None:
    assert wait_until(lambda: page.evaluate(SAVED), timeout=INSTALL_MS / 1000, step=0.5), \
        "the service worker did not cache the whole list"


def go_offline(context, server: Server) -> None:
    server.stop()
    context.set_offline(True)


def clean(watch) -> None:
    assert watch.outside == [], watch.outside
    assert watch.errors == [], watch.errors


def lab_fragment() -> str:
    return lab.encode_fragment(CASE_FILE.read_text(encoding="utf-8"))


def check_interactive_pages(page, url: str, lang: str) -> None:
    """The Rule Lab rules a ``#case=`` link, the practice table deals a ``#seed=`` hand and a
    chapter's examples go live, in ``lang``."""
    root = url + LANGUAGES[lang]
    page.goto(f"{root}lab/{lab_fragment()}", wait_until="load")
    page.wait_for_function(LAB_READY, timeout=ENGINE_MS)
    assert json.loads(page.locator("#verdict").get_attribute("data-verdict"))["legal"] is True
    page.goto(f"{root}practice/{PRACTICE}", wait_until="load")
    page.wait_for_function(PRACTICE_READY, timeout=ENGINE_MS)
    page.goto(f"{root}{CHAPTER}", wait_until="load")
    page.locator("[data-live-start]").click()
    page.wait_for_function(LIVE_DONE, timeout=ENGINE_MS)
    assert page.evaluate("document.documentElement.dataset.liveState") == "live", \
        page.locator("[data-live-message]").text_content()


# --------------------------------------------------------------------------
# offline after one visit


def test_after_one_visit_every_page_opens_offline_in_both_languages(site, serve, app_context):
    server = serve(site)
    context, page, watch = app_context()
    failed: list[str] = []
    # a request that fails for any other reason than the page being left (ERR_ABORTED: the
    # loop below opens the next page while the Lab or the practice table is still loading)
    context.on("requestfailed", lambda request: "ERR_ABORTED" in (request.failure or "")
               or failed.append(f"{request.url}: {request.failure}"))
    build = install(page, server.url + "en/glossary/")  # any page will do
    assert build["behaviour"] == BEHAVIOUR_VERSION
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == server.url + "sw.js"
    go_offline(context, server)

    pages = site_pages("zh") + site_pages("en")
    assert len(pages) > 40 and "en/lab/" in pages and "practice/" in pages
    # every page of both languages is answered (nothing else can answer now) ...
    statuses = page.evaluate("(urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.status,"
                             " (e) => String(e))))", [server.url + p for p in pages])
    assert dict(zip(pages, statuses)) == {p: 200 for p in pages}
    # ... and one page of each kind opens, drawn: the first of each top folder (a chapter, each
    # Markdown page, the casebook, the 404 page), in both languages
    kinds: dict[str, str] = {}
    for path in pages:
        lang, rest = ("en", path[3:]) if path.startswith("en/") else ("zh", path)
        kind = "chapter" if re.match(r"\d\d-", rest) else rest.split("/")[0]
        kinds.setdefault(f"{lang} {kind}", path)
    assert len(kinds) >= 20, kinds
    for path in kinds.values():
        response = page.goto(server.url + path, wait_until="load", timeout=PAGE_MS)
        assert response is not None and response.ok and response.from_service_worker, path
        assert page.locator(".md-content").count() == 1, path
    for lang in LANGUAGES:
        check_interactive_pages(page, server.url, lang)
    # a new page in the same browser, offline: controlled from its first request
    fresh = context.new_page()
    fresh.goto(server.url + "en/", wait_until="load")
    assert fresh.evaluate(CONTROLLED)
    assert not failed, sorted(set(failed))
    clean(watch)


def test_the_footer_names_the_engine_s_behaviour_version(site):
    for lang in LANGUAGES:
        for path in ("", "lab/", CHAPTER):
            html = (site / LANGUAGES[lang] / path / "index.html").read_text(encoding="utf-8")
            footer = html[html.index('<footer class="md-footer">'):]
            assert text("site-engine-version", version=BEHAVIOUR_VERSION)[lang] in footer, (lang, path)


# --------------------------------------------------------------------------
# a new build replaces the cached engine


def _replace(path: Path, data: bytes) -> None:
    """Write a new file (the copy of the site shares the others' bytes with site/)."""
    path.unlink()
    path.write_bytes(data)


def rebuild_with_behaviour(copy: Path, version: int) -> str:
    """What a rebuild with ``BEHAVIOUR_VERSION = version`` changes, done to a copy of the site:
    a new gouji_sim wheel (the same files but that number), the locks naming its sha256, the
    pages' footer and engine id as docs/offline_hooks.py would write them, no start-up snapshot
    for the old lock, then the build's own last step (tools/build_offline.py: the service worker
    and the precompressed files). Returns the new wheel's sha256."""
    offline = load_tool("build_offline")
    old_version, old_engine = offline.shipped_engine(copy)
    lock_path = copy / offline.LIVE_LOCK
    lock = json.loads(lock_path.read_text())
    entry = lock["packages"]["gouji-sim"]
    wheel = lock_path.parent / lock["gouji_live"]["base"] / entry["file_name"]
    rebuilt = wheel.with_suffix(".new")
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(rebuilt, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            data = old.read(item)
            if item.filename == "gouji_sim/core/rules.py":
                data, n = re.subn(rb"^BEHAVIOUR_VERSION = \d+", f"BEHAVIOUR_VERSION = {version}".encode(),
                                  data, flags=re.M)
                assert n == 1
            new.writestr(item, data)
    wheel.unlink()
    rebuilt.rename(wheel)
    sha = hashlib.sha256(wheel.read_bytes()).hexdigest()
    for other in copy.glob("assets/*/*-lock.json"):
        _replace(other, other.read_bytes().replace(entry["sha256"].encode(), sha.encode()))
    for snapshot in copy.glob("assets/live/python-*.snapshot*"):
        snapshot.unlink()
    engine = f"{version}-{sha[:16]}"
    swaps = [(f'data-gouji-engine="{old_engine}"', f'data-gouji-engine="{engine}"')]
    swaps += [(text("site-engine-version", version=old_version)[lang],
               text("site-engine-version", version=version)[lang]) for lang in LANGUAGES]
    for page in copy.rglob("*.html"):
        if page.relative_to(copy).as_posix().startswith(("lite/", "assets/")):
            continue
        html = page.read_text(encoding="utf-8")
        for old_text, new_text in swaps:
            html = html.replace(old_text, new_text)
        _replace(page, html.encode())
    (copy / "sw.js").unlink()
    for runtime in copy.glob("workbox-v*"):
        shutil.rmtree(runtime)  # written again by the build (links to site/'s files go)
    assert offline.shipped_engine(copy) == (version, engine)
    subprocess.run([sys.executable, str(REPO / "tools" / "build_offline.py"), "--site", str(copy)],
                   check=True, capture_output=True)
    return sha


CACHES = """async () => {
  const out = {};
  for (const name of await caches.keys()) {
    out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
  }
  return out;
}"""
CACHED_SHA = """async (url) => {
  const response = await caches.match(url, { ignoreSearch: true });
  if (!response) return null;
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}"""


def test_a_rebuilt_site_with_a_new_behaviour_version_replaces_the_cached_engine(
        site, serve, app_context, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy, copy_function=os.link)  # hard links: quick, no 200 MB copy
    server = serve(copy)
    context, page, watch = app_context()
    first = install(page, server.url + "en/")
    lock = json.loads((copy / "assets/live/live-lock.json").read_text())
    wheel_url = server.url + "assets/live/" + lock["gouji_live"]["base"] + lock["packages"]["gouji-sim"]["file_name"]
    old_sha = lock["packages"]["gouji-sim"]["sha256"]
    assert page.evaluate(CACHED_SHA, wheel_url) == old_sha
    page.goto(server.url + "en/" + CHAPTER, wait_until="load")
    page.locator("[data-live-start]").click()
    page.wait_for_function(LIVE_DONE, timeout=ENGINE_MS)   # the old engine runs for this visit
    old_caches = page.evaluate(CACHES)

    new_sha = rebuild_with_behaviour(copy, BEHAVIOUR_VERSION + 1)
    page.goto(server.url + "en/", wait_until="load")      # the browser finds the new sw.js
    # waited for as a page would see it: the controller changes (no message to the old worker
    # while the new one waits to activate: under load, polling it every 0.5 s kept it at work)
    changed = page.evaluate(TAKEN_OVER, [first["version"], INSTALL_MS])
    second = changed and page.evaluate(BUILD)
    assert second, ("the new build's service worker never took over: " + repr(page.evaluate(
        """async () => { const r = await navigator.serviceWorker.getRegistration();
          return r && [r.installing && r.installing.state, r.waiting && r.waiting.state,
                       r.active && r.active.state]; }""")))
    assert second["behaviour"] == BEHAVIOUR_VERSION + 1 and second["lock"] != first["lock"]
    # the pages the old worker controlled move to the new one as it activates; its activation then
    # deletes the earlier builds' caches
    caches = wait_until(lambda: (c := page.evaluate(CACHES)) and
                        len([n for n in c if n.startswith("gouji-precache")]) == 1 and c,
                        timeout=INSTALL_MS / 1000, step=0.5) or page.evaluate(CACHES)
    assert [n for n in caches if n.startswith("gouji-precache")] == \
        [n for n in caches if second["version"] in n], caches
    assert not set(old_caches) & {n for n in caches if n.startswith("gouji-precache")}
    assert all(u.endswith("?snapshot=" + second["lock"]) for u in caches.get("gouji-live-snapshots", []))
    assert page.evaluate(CACHED_SHA, wheel_url) == new_sha
    wait_saved(page)  # the rest too

    # offline, the new pages run the new engine: a worker of their own (not the old build's,
    # still running for this visit), which installs the new wheel (checked against the new
    # lock's sha256) and, with no snapshot for this lock, starts Python plainly
    go_offline(context, server)
    page.goto(server.url + "en/" + CHAPTER, wait_until="load")
    footer = page.locator("footer").inner_text()
    assert text("site-engine-version", version=BEHAVIOUR_VERSION + 1)["en"] in footer
    page.locator("[data-live-start]").click()
    page.wait_for_function(LIVE_DONE, timeout=ENGINE_MS)
    assert page.evaluate("document.documentElement.dataset.liveState") == "live", \
        page.locator("[data-live-message]").text_content()
    parts = page.evaluate("window.goujiLive.worker")
    assert not parts.get("reused") and not parts.get("shipped"), parts
    clean(watch)


# --------------------------------------------------------------------------
# installable


@pytest.mark.parametrize("lang", ["en"])  # one language: the same page code; the other's words are the other tests'
def test_chromium_finds_the_site_installable(site, serve, browser, tmp_path, lang):
    # a profile on disk: Chromium never offers to install from an incognito context (which
    # is what browser.new_context() makes: its only error would be "in-incognito")
    server = serve(site)
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, OFFLINE], headless=True)
    try:
        outside: list[str] = []
        context.on("request", lambda r: r.url.startswith(server.url) or outside.append(r.url))
        page = context.new_page()
        install(page, server.url + LANGUAGES[lang])
        page.reload(wait_until="load")
        session = context.new_cdp_session(page)
        assert session.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = session.send("Page.getAppManifest")
        assert manifest["url"] == server.url + LANGUAGES[lang] + "manifest.webmanifest"
        assert manifest["errors"] == []
        parsed = json.loads(manifest["data"])
        assert parsed["name"] == text("site-app-name")[lang] and parsed["theme_color"] == "#4051b5"
        assert {i["sizes"] for i in parsed["icons"]} == {"192x192", "512x512"}
        app = manifest["manifest"]  # as Chromium reads it: URLs resolved
        assert app["startUrl"] == server.url + LANGUAGES[lang], app
        assert app["scope"] == server.url + LANGUAGES[lang], app
        for icon in parsed["icons"]:
            response = page.request.get(manifest["url"].rsplit("/", 1)[0] + "/" + icon["src"])
            assert response.ok and response.headers["content-type"] == "image/png"
        assert outside == []
    finally:
        context.close()


def test_no_request_leaves_the_site_while_the_worker_precaches(site, serve, app_context, browser):
    server = serve(site)
    context, page, watch = app_context()
    install(page, server.url)
    # the watch attached to the service worker and saw it fetch the site
    workers = [w["url"] for w in watch.shared_workers]
    assert server.url + "sw.js" in workers
    assert any(url.endswith(".wasm") for url in browser.worker_watch.requests.get(watch.context_id, []))
    clean(watch)


# --------------------------------------------------------------------------
# the table first, and saying so


def precache_parts(site: Path) -> tuple[set[str], set[str]]:
    """(the table's files, the rest) of the built service worker's precache list."""
    sw = (site / "sw.js").read_text(encoding="utf-8")
    first = set(json.loads(re.search(r"self\.__GOUJI_FIRST = (\[.*?\]);", sw).group(1)))
    listed = set(re.findall(r'"url":"([^"]+)"', sw))
    assert first <= listed and len(listed - first) > 50, (len(first), len(listed))
    return first, listed - first


#: every value <html data-offline> takes, in order, from the page's first parse on
STATES = """window.goujiOfflineStates = [];
new MutationObserver(function () {
  var s = document.documentElement.getAttribute("data-offline"), all = window.goujiOfflineStates;
  if (s && all[all.length - 1] !== s) all.push(s);
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-offline"] });
"""
OFFLINE_READY = "() => document.documentElement.dataset.offline === 'ready'"
LINE = "[data-offline-status]"


def table_first_handler(site: Path, held: str, release: threading.Event):
    """A handler that holds ``held`` until ``release`` is set and refuses (503) every file of
    the precache's rest: "ready" must come from the table's files alone."""
    first, rest = precache_parts(site)
    assert held in first
    tool = load_tool("serve_site")

    class TableFirst(tool.QuietSiteHandler):
        def send_head(self):
            path = self.path.split("?")[0].lstrip("/")
            if path == held:
                release.wait(INSTALL_MS / 1000)
            elif path in rest:
                self.send_error(503, "the rest is not served in this test")
                return None
            return super().send_head()

    return TableFirst


def test_the_table_is_cached_first_and_every_page_says_the_offline_state(site, serve, app_context):
    release = threading.Event()
    server = serve(site, table_first_handler(site, "en/practice/index.html", release))
    context, page, watch = app_context()
    context.add_init_script(STATES)
    page.goto(server.url, wait_until="load")
    assert page.evaluate("document.documentElement.dataset.offline") == "caching"
    # the worker installs, held on one of the table's files: a page opened now says caching, in
    # its language, with the worker's progress
    assert wait_until(lambda: page.evaluate(
        "async () => !!(await navigator.serviceWorker.getRegistration())?.installing"), timeout=INSTALL_MS / 1000)
    second = context.new_page()
    second.goto(server.url + "en/house-rules/", wait_until="load")
    caching = text("site-offline-caching", percent="{p}")
    for opened, lang in ((page, "zh"), (second, "en")):
        assert opened.evaluate("document.documentElement.dataset.offline") == "caching"
        line = opened.locator(LINE)
        line.wait_for(state="visible")
        assert re.fullmatch(re.escape(caching[lang]).replace(r"\{p\}", r"\d+"), line.text_content()), \
            line.text_content()
        assert line.get_attribute("role") == "status" and line.get_attribute("aria-busy") == "true"
    release.set()
    for opened, lang in ((page, "zh"), (second, "en")):
        opened.wait_for_function(OFFLINE_READY, timeout=INSTALL_MS)
        assert opened.evaluate(CONTROLLED)
        # the rest is refused: ready for the table, the other pages at 0 %
        assert opened.locator(LINE).text_content() == text("site-offline-table", percent=0)[lang]
    assert page.evaluate("window.goujiOfflineStates") == ["caching", "ready"]

    go_offline(context, server)
    for lang, root in LANGUAGES.items():
        url = server.url + root
        for path in ("", "house-rules/"):
            response = page.goto(url + path, wait_until="load", timeout=PAGE_MS)
            assert response is not None and response.ok and response.from_service_worker, path
            assert page.evaluate("document.documentElement.dataset.offline") == "ready"
            assert page.locator(LINE).text_content() == text("site-offline-table", percent=0)[lang]
        # the search answers offline
        page.click("label.md-search__icon, .md-search__input")
        page.fill(".md-search__input", "烧牌" if lang == "zh" else "burn")
        page.press(".md-search__input", "End")
        page.locator(".md-search-result__item").first.wait_for(timeout=PAGE_MS)
        page.goto(f"{url}lab/{lab_fragment()}", wait_until="load")
        page.wait_for_function(LAB_READY, timeout=ENGINE_MS)
        assert json.loads(page.locator("#verdict").get_attribute("data-verdict"))["legal"] is True
        page.goto(f"{url}practice/{PRACTICE}", wait_until="load")
        page.wait_for_function(PRACTICE_READY, timeout=ENGINE_MS)
    # a page of the rest was never cached: offline, it is not there (the rest comes after)
    assert page.evaluate("(u) => fetch(u).then((r) => r.status, () => 'failed')", server.url + CHAPTER) == "failed"
    assert watch.errors == ["console: Failed to load resource: net::ERR_FAILED"]  # that fetch, and no other
    watch.errors.clear()
    clean(watch)


def test_after_a_chapters_visit_its_snapshot_stands_for_the_engines(site, serve, app_context):
    """A chapter's visit restores the chapters' own start-up snapshot, which its engine worker
    then stores; the table's part counts it as the engine's (tools/offline/sw.js), so the site
    is ready offline without the engine's 5.1 MB, and offline a Lab's fresh worker restores the
    chapters' snapshot. Here the server refuses the engine's snapshot: "ready" must come
    without it."""
    first, _ = precache_parts(site)
    engine = {path for path in first if re.fullmatch(r"assets/live/python-[0-9a-f]{16}\.snapshot", path)}
    assert len(engine) == 1
    tool = load_tool("serve_site")

    class NoEngineSnapshot(tool.QuietSiteHandler):
        def send_head(self):
            path = self.path.split("?")[0].lstrip("/")
            if path in engine:
                self.send_error(503, "not served in this test")
                return None
            return super().send_head()

    server = serve(site, NoEngineSnapshot)
    context, page, watch = app_context()
    page.goto(server.url + CHAPTER, wait_until="load")
    page.locator("[data-live-start]").click()
    page.wait_for_function(LIVE_DONE, timeout=ENGINE_MS)
    assert page.evaluate("window.goujiLive.worker.kind") == "chapter"
    page.wait_for_function(OFFLINE_READY, timeout=INSTALL_MS)
    state = page.evaluate("""() => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      navigator.serviceWorker.controller.postMessage("gouji-offline", [channel.port2]);
    })""")
    assert state["first"] == {"done": len(first) - 1, "total": len(first) - 1}, state

    go_offline(context, server)
    # a page with a worker of its own (no shared worker: Python is not running yet)
    context.add_init_script("delete window.SharedWorker;")
    lab_page = context.new_page()
    lab_page.goto(f"{server.url}en/lab/{lab_fragment()}", wait_until="load")
    lab_page.wait_for_function(LAB_READY, timeout=ENGINE_MS)
    assert json.loads(lab_page.locator("#verdict").get_attribute("data-verdict"))["legal"] is True
    parts = lab_page.evaluate("window.GoujiEngine.timings.parts")
    assert parts["kind"] == "chapter" and "shipped" not in parts and not parts.get("reused"), parts
    # (the refused file: the engine's snapshot, which the service worker asks for with the rest)
    watch.errors[:] = [e for e in watch.errors if "503" not in e and "Failed to load resource" not in e]
    clean(watch)


def test_the_rest_follows_and_the_line_then_says_works_offline(site, serve, app_context):
    server = serve(site)
    context, page, watch = app_context()
    page.goto(server.url + "en/", wait_until="load")
    page.wait_for_function(OFFLINE_READY, timeout=INSTALL_MS)
    ready = text("site-offline-ready")["en"]
    page.wait_for_function(f"() => document.querySelector({LINE!r}).textContent === {ready!r}", timeout=INSTALL_MS)
    assert page.locator(LINE).get_attribute("aria-busy") == "false"
    first, rest = precache_parts(site)
    cached = page.evaluate(CACHES)
    precached = {u for name, urls in cached.items() if name.startswith("gouji-precache") for u in urls}
    assert len(precached) == len(first) + len(rest)
    go_offline(context, server)
    response = page.goto(server.url + "en/" + CHAPTER, wait_until="load", timeout=PAGE_MS)
    assert response is not None and response.ok and response.from_service_worker
    assert page.locator(LINE).text_content() == ready
    clean(watch)
