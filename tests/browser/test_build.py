"""Checks of the built site's files (no browser): what `make site` must produce."""

from __future__ import annotations

import gzip
import hashlib
import html
import json
import re
import sys
from pathlib import Path
from urllib.parse import unquote

import brotli
import nbformat
import pytest
from site_helpers import LANGUAGES, NOTEBOOKS, REPO, load_tool, notebook_page, notebooks, site_pages

HAN = re.compile(r"[\u4e00-\u9fff]")


def test_build_was_complete_and_strict(site: Path):
    # build-info.json is written by tools/build_site.sh after both
    # `mkdocs build --strict` runs, JupyterLite and the outside-load check all
    # passed; a plain `mkdocs build` of mkdocs.yml cleans site/ and removes it.
    info = json.loads((site / "build-info.json").read_text())
    assert info["strict"] is True
    assert info["configs"] == ["mkdocs.yml", "mkdocs.en.yml"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_language_tree(site: Path, lang: str):
    home = (site / LANGUAGES[lang] / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}"' in home
    assert len(site_pages(lang)) >= 3  # home, API reference, one notebook at least


def test_same_pages_in_both_languages(site: Path):
    # The language switcher keeps the path, so every page needs its twin.
    zh = set(site_pages("zh"))
    en = {page.removeprefix("en/") for page in site_pages("en")}
    assert zh == en, f"only in zh: {sorted(zh - en)}; only in en: {sorted(en - zh)}"


def test_chinese_search_index(site: Path):
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["zh"]
    texts = [doc["title"] + doc["text"] for doc in index["docs"]]
    chinese = [t for t in texts if HAN.search(t)]
    assert chinese, "no Chinese text in the zh search index"
    # jieba segmented the Chinese text: words are split by zero-width spaces
    assert any("\u200b" in t for t in chinese)
    # the run-in-browser button is not indexed (it is on every notebook page)
    assert not any("▶" in t for t in texts)
    # the notebook pages are indexed too
    assert any(doc["location"].startswith("00-welcome/") for doc in index["docs"])
    en_index = json.loads((site / "en" / "search" / "search_index.json").read_text())
    assert en_index["config"]["lang"] == ["en"]


def _search_tokens(index: dict) -> set[str]:
    """The index's words as the browser's search splits them (Material's own separator)."""
    separator = re.compile(index["config"]["separator"])
    return {token for doc in index["docs"] for token in separator.split(doc["title"] + " " + doc["text"])
            if token}


@pytest.mark.parametrize("term", ["会3", "憋3", "憋3贡", "首出", "够级牌"])
def test_chinese_search_finds_terms_with_digits(site: Path, term: str):
    """A search for 会3 or 憋3 finds pages: the index holds the term as one word (Material's
    search matches a typed word against the index's words from their start). The
    separator splits a digit from the Chinese after it ("3个10" is 3, 个, 10), in the index
    and in what is typed alike, so 憋3贡 is looked up as the two words 憋3 and 贡."""
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    tokens = _search_tokens(index)
    words = [w for w in re.compile(index["config"]["separator"]).split(term) if w]
    assert words == (["憋3", "贡"] if term == "憋3贡" else [term])
    for word in words:
        assert any(token.startswith(word) for token in tokens), f"no indexed word starts with {word}"


def test_built_twins_run_the_same_code(site: Path):
    """The zh and en pages were built from notebooks that run the same code (LANG aside)."""
    import nbformat

    tool = load_tool("chapters")
    zh, en = notebooks("zh"), notebooks("en")
    assert [p.name for p in zh] == [p.name for p in en] and zh
    for a, b in zip(zh, en):
        assert tool.same_code(nbformat.read(a, as_version=4), nbformat.read(b, as_version=4)), a.name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_notebook_has_a_page_and_a_lite_copy(site: Path, lang: str):
    found = notebooks(lang)
    assert found, f"no notebooks in notebooks/{lang}/"
    for nb in found:
        rel = nb.relative_to(NOTEBOOKS / lang).as_posix()
        page = (site / notebook_page(lang, nb) / "index.html").read_text(encoding="utf-8")
        # the run-in-browser link opens this very notebook in the site's JupyterLite
        app = {"zh": "lite/zh/notebooks/"}.get(lang, "lite/notebooks/")  # zh: Chinese menus
        assert f"{app}index.html?path={lang}/{rel}" in page
        # JupyterLite's copy: the same cells, after one "run all" hint (tools/build_lite.py)
        lite_copy = nbformat.read(site / "lite" / "files" / lang / rel, as_version=4)
        source = nbformat.read(nb, as_version=4)
        assert "gouji-run-all" in lite_copy.cells[0].metadata.get("tags", [])
        assert [(c.cell_type, c.source) for c in lite_copy.cells[1:]] == [
            (c.cell_type, c.source) for c in source.cells]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_notebooks_are_stored_without_outputs(lang: str):
    for nb in notebooks(lang):
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        code = [c for c in cells if c["cell_type"] == "code"]
        dirty = [i for i, c in enumerate(code) if c["outputs"] or c["execution_count"]]
        assert not dirty, f"{nb}: code cells {dirty} have outputs; clear them"


def test_live_chapters_ship_python_start_up_snapshot(site: Path):
    """tools/live_snapshot.mjs names the snapshots after the live lock's content, so the
    worker finds them without configuration and never restores one made of other wheels; each
    plain file has a brotli and a gzip sibling of the same bytes (a compressing host sends the
    brotli one). The engine's is in the service worker's table's part; the chapters' own
    (prepare() too) is in no precache list (offline a chapter starts from the engine's)."""
    live = site / "assets" / "live"
    digest = hashlib.sha256((live / "live-lock.json").read_bytes()).hexdigest()
    name, chapter = f"python-{digest[:16]}.snapshot", f"python-{digest[:16]}-chapter.snapshot"
    shipped = sorted(p.name for p in live.glob("*.snapshot*"))
    assert shipped == sorted([name, name + ".br", name + ".gz", chapter, chapter + ".br", chapter + ".gz"])
    for snapshot in (name, chapter):
        memory = (live / snapshot).read_bytes()
        assert len(memory) > 10_000_000  # Python's heap with the pages' gouji_sim imported (prepare_engine)
        assert gzip.decompress((live / (snapshot + ".gz")).read_bytes()) == memory
        assert brotli.decompress((live / (snapshot + ".br")).read_bytes()) == memory
        assert (live / (snapshot + ".br")).stat().st_size < (live / (snapshot + ".gz")).stat().st_size
    # the chapters' holds more (ipywidgets, the widgets) and is still a phone's download
    assert (live / chapter).stat().st_size > (live / name).stat().st_size
    assert (live / (chapter + ".br")).stat().st_size < 1.25 * (live / (name + ".br")).stat().st_size
    sw = (site / "sw.js").read_text(encoding="utf-8")
    assert f"assets/live/{name}" in sw and chapter not in sw


def test_the_shipped_snapshots_hold_no_docstring_of_the_package(site: Path):
    """tools/live_snapshot.mjs slims the snapshots' Python before it saves its memory
    (gouji_sim/view/snapshot_slim.py): the text of the package's docstrings is not among the
    bytes a phone downloads, while the names of the same functions are (so the search finds
    what is there)."""
    import types

    from gouji_sim.view import live

    live.prepare_engine()
    digest = hashlib.sha256((site / "assets" / "live" / "live-lock.json").read_bytes()).hexdigest()
    # each snapshot holds every module of the package but those its prepare leaves out (this
    # process may have imported those too, for other tests)
    for snapshot, left_out in ((f"python-{digest[:16]}.snapshot", live.CHAPTERS_ONLY),
                               (f"python-{digest[:16]}-chapter.snapshot", live.NO_CHAPTER_USES)):
        functions = [f for name, module in list(sys.modules.items())
                     if name.startswith("gouji_sim.") and not name.startswith(left_out)
                     and not name.endswith("__main__")
                     for f in vars(module).values()
                     if isinstance(f, types.FunctionType) and f.__module__ == name
                     and (f.__doc__ or "").isascii() and len(f.__doc__ or "") >= 80]
        assert len(functions) > 300
        memory = (site / "assets" / "live" / snapshot).read_bytes()
        named = sum(f.__qualname__.encode() in memory for f in functions)
        told = [f.__qualname__ for f in functions if f.__doc__.strip()[:60].encode() in memory]
        assert named > 0.95 * len(functions), (snapshot, named, len(functions))
        assert len(told) < 0.01 * len(functions), (snapshot, told[:5])


def test_a_chapter_asks_for_its_whole_renderer_with_its_head(site: Path):
    """The widget renderer is one file, a modulepreload of each chapter's <head>
    (tools/renderer/build.mjs, docs/live_hooks.py): asked for after the engine's big files, it
    had waited behind them on a phone's link, and as 29 modules it had held the link's six
    connections while the engine's worker script waited."""
    renderer = site / "assets" / "jupyter-widgets"
    plan = json.loads((REPO / "tools" / "renderer" / "steps.json").read_text(encoding="utf-8"))
    assert [p.name for p in renderer.glob("*.js")] == [plan["file"]]
    chapters = [p for p in site.rglob("index.html") if 'id="gouji-live-config"' in p.read_text(encoding="utf-8")]
    assert len(chapters) >= 20
    for page in chapters:
        text = page.read_text(encoding="utf-8")
        head = text[:text.index("</head>")]
        asked = [href.rsplit("/", 1)[1] for href in re.findall(r'<link rel="modulepreload" href="([^"]+)"', head)]
        assert asked == [plan["file"]], page
        assert '"chapter": true' in head, page  # its engine starts with the chapters' snapshot


def test_widget_snapshots_use_the_local_renderer(site: Path):
    """One copy of html-manager per page: nbconvert's embed.js loader is gone, and the live
    script that draws the snapshots (and the live widgets) names the site's own build of it
    (tools/renderer/): its steps, style sheets, the fonts these name, and licences."""
    renderer = site / "assets" / "jupyter-widgets"
    plan = json.loads((REPO / "tools" / "renderer" / "steps.json").read_text(encoding="utf-8"))
    bundle = (renderer / plan["file"]).read_text(encoding="utf-8")
    assert len(bundle) > 500_000
    for step in plan["steps"]:  # the export `steps`: each name, a function that runs it lazily
        assert re.search(r'[{,]"?' + re.escape(step) + r'"?:\(\)=>Promise\.resolve\(\)\.then\(', bundle), step
    assert not (renderer / "libembed-amd.js").exists() and not (renderer / "embed.js").exists()
    for sheet in [*plan["styles"], plan["variables"]]:
        css = (renderer / sheet).read_text(encoding="utf-8")
        for url in re.findall(r"url\(([^)]+)\)", css):
            url = url.strip("'\"")
            if not url.startswith("data:"):
                assert (renderer / url.split("?")[0].split("#")[0]).is_file(), f"{sheet}: {url}"
    licences = (renderer / "LICENSES.txt").read_text(encoding="utf-8")
    assert "@jupyter-widgets/html-manager" in licences and "jquery" in licences
    pages_with_widgets = 0
    for lang in LANGUAGES:
        for nb in notebooks(lang):
            page_dir = site / notebook_page(lang, nb)
            html = (page_dir / "index.html").read_text(encoding="utf-8")
            if "application/vnd.jupyter.widget-view+json" not in html:
                continue
            pages_with_widgets += 1
            assert "application/vnd.jupyter.widget-state+json" in html
            assert "addWidgetsRenderer" not in html and "embed.js" not in html
            config = re.search(r'<script type="application/json" id="gouji-live-config">(.*?)</script>', html)
            assert config, "no live script on a page with widgets: its snapshots would not be drawn"
            manager = json.loads(config.group(1))["manager"]
            assert (page_dir / manager["url"]).resolve() == renderer.resolve()
            assert manager["steps"] == plan["steps"] and manager["styles"] == plan["styles"]
    assert pages_with_widgets >= 2  # the welcome notebook, in both languages


def test_jupyterlite_serves_its_own_pyodide_and_wheels(site: Path):
    assert (site / "lite" / "notebooks" / "index.html").is_file()
    load_tool("build_lite").check(site / "lite")  # raises SystemExit on a problem


def test_no_page_loads_from_outside(site: Path):
    problems = load_tool("check_site").external_loads(site)
    assert problems == []


def test_outside_load_checker_finds_outside_loads(tmp_path: Path):
    # the checker above must be able to fail
    (tmp_path / "a.html").write_text(
        '<script src="https://cdn.example.org/x.js"></script>'
        '<a href="https://example.org/">a plain link is fine</a>'
        "<style>@import 'https://fonts.example.org/css';</style>"
        "<script>var s = 'https://unpkg.example.org/embed.js';</script>"
    )
    problems = load_tool("check_site").external_loads(tmp_path)
    assert len(problems) == 3, problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_page_anchors_resolve(site: Path, lang: str):
    # Chinese headings (Markdown and notebook) need Unicode ids that the
    # table of contents links to; the default slugifiers drop Han characters.
    broken = {}
    headings = 0
    for page in site_pages(lang):
        html_file = site / page / "index.html" if not page.endswith(".html") else site / page
        text = html_file.read_text(encoding="utf-8")
        ids = {html.unescape(i) for i in re.findall(r'\sid="([^"]+)"', text)}
        # (an empty "#" is what an ASCII-only slug makes of a Chinese heading)
        # (a fragment of key=value pairs is a page's own state, e.g. the practice table's
        # "#lesson=first-hand", read by its script: not an anchor)
        links = {html.unescape(unquote(h)) for h in re.findall(r'href="#([^"]*)"', text)
                 if not re.match(r"[a-z]+=", h)}
        headings += len(re.findall(r"<h[1-6] id=", text))
        if missing := sorted(links - ids):
            broken[page] = missing[:5]
    assert broken == {}
    assert headings > 0
