"""What a chapter shows under its cells is a view a player reads — cards, a table, a verdict, a
score table, a yes/no in words — never a Python value: every chapter of both languages is run in
a kernel, as the site builds it, and each output is checked; the page the site would make of it
has no ``Out[n]`` prompts (mkdocs.yml's ``no_prompt``).
"""

from __future__ import annotations

import re
from functools import cache
from html import unescape
from pathlib import Path

import nbformat
import pytest
import yaml
from nbclient import NotebookClient

from tools import chapters
from tools.steady_kernel import SteadyKernelManager

#: runs every chapter in a real kernel: `make test` runs them, `make check` leaves them out
pytestmark = pytest.mark.deep

REPO = Path(__file__).resolve().parents[1]
WIDGET = "application/vnd.jupyter.widget-view+json"
#: what a reader may be shown: HTML, a widget, a picture (the simulator's charts)
VIEWS = ("text/html", WIDGET, "image/svg+xml", "image/png")
#: Python's own writing of a value: a repr, a dict or tuple of values, a bare truth value
REPR = re.compile(r"\b(?:Card|Hand|Play|PlayAction|Pass|Yield|Burn|Decline|Bet|Buy|Meld|Redeal|Revolution|Rules)\("
                  r"|\bRank\.|\{'|\{\d+: |\((?:True|False|None)\b|\bobject at 0x|<gouji_sim\.|Out\[")
BARE = re.compile(r"\A\s*(?:True|False|None|\d+|\[.*\]|\(.*\)|\{.*\})\s*\Z", re.S)
TAG = re.compile(r"<[^>]+>")


def problems(nb: nbformat.NotebookNode) -> list[str]:
    """Every output of ``nb`` that is not a view, as "cell n: what is wrong: the text"."""
    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        for out in cell.get("outputs", []):
            where = f"cell {index}"
            if out.output_type == "stream":
                found.append(f"{where}: printed text: {out.text[:80]!r}")
            elif out.output_type == "error":
                found.append(f"{where}: an error: {out.ename}")
            elif not any(kind in out.data for kind in VIEWS):
                found.append(f"{where}: a Python value: {out.data.get('text/plain', '')[:80]!r}")
            elif "text/html" in out.data:
                html = out.data["text/html"]
                words = unescape(TAG.sub(" ", html))
                bad = REPR.search(html) or REPR.search(words) or BARE.match(words)
                if bad:
                    found.append(f"{where}: a value's writing in the HTML: {bad.group(0)[:80]!r}")
    return found


def site_settings() -> dict:
    """mkdocs.yml's ``mkdocs-jupyter`` settings (the Python tags of other plugins read as nothing)."""
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)
    config = yaml.load((REPO / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)
    plugins = config["plugins"]      # a mapping of names, or a list of names and mappings
    for plugin in plugins.items() if isinstance(plugins, dict) else plugins:
        if isinstance(plugin, tuple) and plugin[0] == "mkdocs-jupyter":
            return plugin[1] or {}
        if isinstance(plugin, dict) and "mkdocs-jupyter" in plugin:
            return plugin["mkdocs-jupyter"] or {}
    raise AssertionError("mkdocs.yml has no mkdocs-jupyter plugin")


@cache
def executed(name: str, lang: str) -> nbformat.NotebookNode:
    source = chapters.SOURCES / name
    nb = chapters.render(source, lang)
    NotebookClient(nb, timeout=300, kernel_name="python3", kernel_manager_class=SteadyKernelManager,
                   resources={"metadata": {"path": str(source.parent)}}).execute()
    return nb


CASES = [(source.name, lang) for source in chapters.sources() for lang in chapters.LANGS]


@pytest.mark.parametrize(("name", "lang"), CASES, ids=[f"{lang}/{name[:-3]}" for name, lang in CASES])
def test_every_output_is_a_view(name: str, lang: str):
    assert problems(executed(name, lang)) == []


def test_the_check_sees_python_values():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        nbformat.v4.new_output("execute_result", {"text/plain": "(True, 2, {'1-3-5': 12})"}, execution_count=1),
        nbformat.v4.new_output("stream", name="stdout", text="True\n"),
        nbformat.v4.new_output("display_data", {"text/html": "<div>[Card(Rank.THREE, '♠')]</div>",
                                                "text/plain": "x"}),
        nbformat.v4.new_output("display_data", {"text/html": "<pre>False</pre>", "text/plain": "False"}),
        nbformat.v4.new_output("display_data", {"text/html": "<b>✔ yes</b>", "text/plain": "x"}),
    ]
    nb.cells = [cell]
    assert len(problems(nb)) == 4


def test_the_site_shows_no_prompts(tmp_path: Path):
    from mkdocs_jupyter.nbconvert2 import nb2html

    settings = site_settings()
    path = tmp_path / "01-table-and-teams.ipynb"
    nbformat.write(executed("01-table-and-teams.py", "en"), path)
    html = nb2html(str(path), execute=False, no_prompt=settings.get("no_prompt", False),
                   remove_tag_config=settings.get("remove_tag_config", {}))
    assert "jp-OutputArea-output" in html       # the outputs are there
    assert "Out[" not in html and "In&nbsp;[" not in html and "In [" not in html
