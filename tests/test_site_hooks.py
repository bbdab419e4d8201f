"""The site build's public routes (issue 25, item 4), without building the site.

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

from gouji_sim.messages import CATALOGUE
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
