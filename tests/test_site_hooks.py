"""The site build's public routes, without building the site.

* nbconvert, configured as the build configures it (docs/hooks.py: JUPYTER_CONFIG_PATH for
  docs/nbconvert/jupyter_nbconvert_config.py, JUPYTER_PATH for the site's template macros in
  docs/nbconvert/share/), writes a chapter page through mkdocs-jupyter with no loader from a
  CDN (widget renderer, MathJax, Mermaid) and with the live cells (tools/live_cells.py);
  without that configuration the same page has the loaders (so the check can fail);
* the hooks' words come from the catalogue; the chapters tool is imported by name.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import nbformat
import pytest

import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.core.messages import CATALOGUE
from tools import chapters
from tools.live_cells import CELLS_CLASS

REPO = Path(__file__).resolve().parents[1]
CDN = ("cdnjs.cloudflare.com", "unpkg.com", "cdn.jsdelivr.net")


def _hooks():
    spec = importlib.util.spec_from_file_location("site_hooks_under_test", REPO / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def hooks():
    return _hooks()


@pytest.fixture
def notebook(tmp_path: Path) -> Path:
    """Chapter 1 in English as the build renders it, with saved widget state (so that
    nbconvert's widget macro is called) and a Mermaid cell."""
    nb = chapters.render(chapters.sources()[1], "en")
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {
        "state": {}, "version_major": 2, "version_minor": 0}}
    nb.cells.append(nbformat.v4.new_markdown_cell("```mermaid\ngraph TD; A-->B\n```"))
    path = tmp_path / "01-table-and-teams.ipynb"
    nbformat.write(nb, path)
    return path


def _page(notebook: Path) -> str:
    from mkdocs_jupyter.nbconvert2 import nb2html

    return nb2html(str(notebook), execute=False, include_requirejs=False)


def test_chapter_page_has_no_cdn_loader_and_has_its_live_cells(hooks, notebook, monkeypatch):
    """CHAPTER pages load nothing from outside the site; the live cells are there."""
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", "")
    monkeypatch.setenv("JUPYTER_PATH", "")
    monkeypatch.setenv("GOUJI_NOTEBOOK_TIME_LIMIT", "60")   # all that _configure_nbconvert sets
    hooks._configure_nbconvert()
    page = _page(notebook)
    assert [marker for marker in hooks._CDN_LOADERS if marker in page] == []
    assert [host for host in CDN if host in page] == []
    assert page.count(CELLS_CLASS) == 1
    assert 'type="application/vnd.jupyter.widget-state+json"' in page   # the snapshots' state stays


def test_without_the_site_macros_nbconvert_writes_its_loaders(hooks, notebook, monkeypatch):
    """The control: with the configuration file but not the site's templates, the loaders
    are there (what the test above would catch if the template route stopped working)."""
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(hooks.NBCONVERT_CONFIG))
    monkeypatch.setenv("JUPYTER_PATH", "")
    page = _page(notebook)
    assert [marker for marker in hooks._CDN_LOADERS if marker in page] == list(hooks._CDN_LOADERS)
    assert page.count(CELLS_CLASS) == 1   # the preprocessor comes from the configuration file


def test_hooks_words_come_from_the_catalogue(hooks):
    """No texts of their own in docs/hooks.py: the link's label and title are catalogue entries."""
    source = (REPO / "docs" / "hooks.py").read_text(encoding="utf-8")
    for code in ("site-run-in-browser", "site-run-in-browser-title"):
        zh, en = CATALOGUE[code]
        assert zh not in source and en not in source, code
        assert f'"{code}"' in source, code
    assert "RUN_IN_BROWSER" not in source


def test_chapters_tool_is_the_module_the_hooks_use(hooks):
    """tools/chapters.py is imported by name (tools.chapters), by the hooks as by the tests."""
    assert hooks._chapters is chapters
    assert chapters.__name__ == "tools.chapters"


# ------------------------------------------------------------------ a new build takes over

NOTICE_HARNESS = r"""
const vm = require("node:vm");
const [script, controlled, changes] = JSON.parse(process.argv[1]);
const sw = { controller: controlled ? { postMessage() {} } : null, listeners: {}, ready: new Promise(() => {}),
  addEventListener(type, fn) { (this.listeners[type] = this.listeners[type] || []).push(fn); },
  register: () => Promise.resolve({ update() {} }) };
const shown = [];
let reloaded = 0;
function element(tag) {
  return { tag, children: [], attributes: {}, style: {}, textContent: "", listeners: {},
    setAttribute(k, v) { this.attributes[k] = String(v); }, appendChild(kid) { this.children.push(kid); return kid; },
    addEventListener(type, fn) { this.listeners[type] = fn; } };
}
const context = { navigator: { serviceWorker: sw }, addEventListener() {}, window: {},
  document: { createElement: element, body: { appendChild(kid) { shown.push(kid); return kid; } },
    documentElement: element("html"), querySelector: () => null, addEventListener() {} },
  location: { reload() { reloaded += 1; } } };
vm.runInNewContext(script, context);
for (let i = 0; i < changes; i++) for (const fn of sw.listeners.controllerchange || []) fn();
for (const box of shown) for (const kid of box.children) if (kid.listeners.click) kid.listeners.click();
console.log(JSON.stringify({ shown: shown.map((box) => ({ text: box.textContent, role: box.attributes.role,
  buttons: box.children.map((kid) => kid.textContent) })), reloaded }));
"""


def _head(lang: str, url: str = "lab/") -> str:
    """The site's head tags (overrides/partials/gouji-offline.html) as the English build writes
    them on the page at ``url``, in the theme's environment as docs/offline_hooks.py sets it,
    with the words that hook gives them."""
    import jinja2

    spec = importlib.util.spec_from_file_location("offline_hooks_under_test", REPO / "docs" / "offline_hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    env = module.on_env(jinja2.Environment(loader=jinja2.FileSystemLoader(REPO / "overrides")), None, None)
    config = {"extra": {"site_root": "../", "gouji_offline": module.offline_words(lang)}}
    return env.get_template("partials/gouji-offline.html").render(config=config, page={"url": url})


def _head_scripts(lang: str) -> list[str]:
    """The head's three inline scripts: the worker's registration, the new build's notice, the
    offline state."""
    import re

    scripts = re.findall(r"<script>(.*?)</script>", _head(lang), re.DOTALL)
    assert len(scripts) == 3
    return scripts


def test_the_head_links_the_languages_manifest_and_the_sites_one_worker():
    head = _head("en")
    assert '<link rel="manifest" href="../manifest.webmanifest">' in head
    assert '<meta name="theme-color" content="#4051b5">' in head
    assert '<link rel="apple-touch-icon" href="../../assets/offline/icon-192.png">' in head
    assert 'navigator.serviceWorker.register("../../sw.js")' in head
    assert "{{" not in head and "{%" not in head
    assert '<link rel="manifest" href="manifest.webmanifest">' in _head("en", "404.html"), "relative, as the hooks"
    assert "断网也能用" in _head("zh"), "Chinese as it is, not escaped"


def _notice(lang: str, controlled: bool, changes: int) -> dict:
    import json
    import shutil
    import subprocess

    node = shutil.which("node")
    assert node is not None, "node is needed (the site build needs it too)"
    registration, notice, _state = _head_scripts(lang)
    done = subprocess.run([node, "-e", NOTICE_HARNESS, json.dumps(["\n".join([registration, notice]), controlled, changes])],
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_new_build_taking_over_an_open_page_says_so_in_its_language(lang):
    """The service worker of a new build takes over the open tabs (skipWaiting, clients.claim):
    the page says a new version is ready, with a button that reloads — never a silent swap."""
    index = 0 if lang == "zh" else 1
    out = _notice(lang, controlled=True, changes=2)
    assert len(out["shown"]) == 1, "one notice, however many changes"
    notice = out["shown"][0]
    assert notice["role"] == "status"
    assert CATALOGUE["site-update-ready"][index] in notice["text"]
    assert notice["buttons"] == [CATALOGUE["site-update-reload"][index]]
    assert out["reloaded"] == 1


def test_the_first_worker_taking_over_the_first_visit_says_nothing():
    assert _notice("en", controlled=False, changes=1) == {"shown": [], "reloaded": 0}
    assert len(_notice("en", controlled=False, changes=2)["shown"]) == 1, "a later build's worker"


# ------------------------------------------------------------------ the offline state

OFFLINE_HARNESS = r"""
const vm = require("node:vm");
const [script, controlled, steps] = JSON.parse(process.argv[1]);
const asked = [];
function worker(name) { return { name, postMessage(m) { asked.push([name, m]); } }; }
const listeners = {};
const sw = { controller: controlled ? worker("controller") : null, ready: new Promise(() => {}),
  addEventListener(type, fn) { (listeners[type] = listeners[type] || []).push(fn); }, startMessages() {} };
const html = { attributes: {}, setAttribute(k, v) { this.attributes[k] = String(v); } };
const box = { hidden: true, textContent: "", attributes: {}, setAttribute(k, v) { this.attributes[k] = String(v); },
  removeAttribute(k) { delete this.attributes[k]; } };
const loaded = [];
const context = { navigator: { serviceWorker: sw }, document: { documentElement: html,
  querySelector: (s) => (s === "[data-offline-status]" && loaded.length ? box : null),
  addEventListener(type, fn) { if (type === "DOMContentLoaded") loaded.push(fn); } } };
const seen = [];
function look(step) { seen.push({ step, offline: html.attributes["data-offline"] || null, hidden: box.hidden,
  text: box.textContent, busy: box.attributes["aria-busy"] || null }); }
vm.runInNewContext(script, context);
look("start");
for (const step of steps) {
  if (step === "loaded") loaded.forEach((fn) => fn());
  else if (step === "claimed") { sw.controller = worker("new"); (listeners.controllerchange || []).forEach((fn) => fn()); }
  else (listeners.message || []).forEach((fn) => fn({ data: step }));
  look(typeof step === "string" ? step : step.state);
}
console.log(JSON.stringify({ seen, asked }));
"""


def _offline(lang: str, controlled: bool, steps: list) -> dict:
    import json
    import shutil
    import subprocess

    node = shutil.which("node")
    assert node is not None, "node is needed (the site build needs it too)"
    script = _head_scripts(lang)[2]
    done = subprocess.run([node, "-e", OFFLINE_HARNESS, json.dumps([script, controlled, steps])],
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)


def _message(state: str, first: tuple[int, int], rest: tuple[int, int]) -> dict:
    return {"type": "gouji-offline", "state": state, "first": {"done": first[0], "total": first[1]},
            "rest": {"done": rest[0], "total": rest[1]}}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_first_visit_says_caching_with_progress_then_ready_in_its_language(lang):
    """Uncontrolled, the page says nothing until a worker is known, then "caching" (with the
    worker's count of the table's files);
    the worker taking over makes it "ready", first with the other pages' progress, then
    plainly; the line is busy (for a screen reader) until the last state."""
    index = 0 if lang == "zh" else 1
    out = _offline(lang, False, ["loaded", _message("caching", (9, 60), (0, 180)), "claimed",
                                 _message("ready", (60, 60), (45, 180)), _message("ready", (60, 60), (180, 180))])
    caching = CATALOGUE["site-offline-caching"][index]
    table = CATALOGUE["site-offline-table"][index]
    assert [(s["offline"], s["hidden"], s["text"], s["busy"]) for s in out["seen"]] == [
        ("caching", True, "", None),   # before the line is parsed: the attribute only
        ("caching", True, "", None),   # no worker known yet: nothing said (one may never come)
        ("caching", False, caching.format(percent=15), "true"),
        ("ready", False, table.format(percent=0), "true"),
        ("ready", False, table.format(percent=25), "true"),
        ("ready", False, CATALOGUE["site-offline-ready"][index], "false"),
    ]
    assert out["asked"] == [["new", "gouji-offline"]], "the worker that took over is asked to go on"


def test_a_controlled_page_is_ready_at_once_and_a_new_build_installing_does_not_undo_it():
    out = _offline("en", True, ["loaded", _message("caching", (3, 60), (0, 180))])
    assert [s["offline"] for s in out["seen"]] == ["ready", "ready", "ready"]
    assert out["seen"][-1]["text"] == CATALOGUE["site-offline-table"][1].format(percent=0)
    assert out["asked"] == [["controller", "gouji-offline"]]
