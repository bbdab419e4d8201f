"""What a chapter shows under its cells is a view a player reads — cards, a table, a verdict, a
score table, a yes/no in words — never a Python value: every chapter page of both languages, as
the site's build ran its cells in a kernel and wrote them (mkdocs-jupyter, ``execute: true``), is
read, and each output is checked; no page has an ``In [n]`` or ``Out[n]`` prompt (mkdocs.yml's
``no_prompt``).

The pages are read, not the notebooks run again: the build has already run every cell of both
languages in a real kernel (the 26 chapters took 78 s of ``make test`` a second time), and the
page is what a reader is shown. The check itself is checked on outputs written by nbconvert's
own template (:func:`test_the_check_sees_python_values`).
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

from tools import chapters

#: reads the built site: `make test` builds it first, `make check` leaves this out
pytestmark = pytest.mark.deep

REPO = Path(__file__).resolve().parents[1]
SITE = REPO / "site"
#: the folder of each language's pages inside site/
FOLDERS = {"zh": "", "en": "en/"}
WIDGET = "application/vnd.jupyter.widget-view+json"
#: what a reader may be shown: HTML, a widget, a picture (the simulator's charts)
VIEWS = ("text/html", WIDGET, "image/svg+xml", "image/png")
#: Python's own writing of a value: a repr, a dict or tuple of values, a bare truth value
REPR = re.compile(r"\b(?:Card|Hand|Play|PlayAction|Pass|Yield|Burn|Decline|Bet|Buy|Meld|Redeal|Revolution|Rules)\("
                  r"|\bRank\.|\{'|\{\d+: |\((?:True|False|None)\b|\bobject at 0x|<gouji_sim\.|Out\[")
BARE = re.compile(r"\A\s*(?:True|False|None|\d+|\[.*\]|\(.*\)|\{.*\})\s*\Z", re.S)
TAG = re.compile(r"<[^>]+>")
#: a prompt as nbconvert writes it (``In&nbsp;[3]:``, ``Out[3]:``), in the page's HTML or its words
PROMPT = re.compile(r"\b(?:In(?:&nbsp;|\xa0| )\[\s*\d*\s*\]:|Out\[\s*\d*\s*\]:)")


class Outputs(HTMLParser):
    """The outputs of a page written by nbconvert's template: ``(mime type, inner HTML)`` for
    every element of class ``jp-OutputArea-output``, the mime type being its
    ``data-mime-type``, or the widget view's for a widget's (class ``jupyter-widgets``)."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.html = html
        self.lines = [0]     # where each line starts: HTMLParser counts lines by "\n" alone
        for line in html.split("\n"):
            self.lines.append(self.lines[-1] + len(line) + 1)
        self.found: list[tuple[str, str]] = []
        self.open: list[tuple[str, int, int]] = []   # (mime type, depth, inner start) of outputs open
        self.depth = 0
        self.feed(html)
        self.close()

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag != "div":
            return
        self.depth += 1
        attr = dict(attrs)
        classes = (attr.get("class") or "").split()
        if "jp-OutputArea-output" in classes:
            mime = attr.get("data-mime-type") or (WIDGET if "jupyter-widgets" in classes else "")
            text = self.get_starttag_text() or ""
            self.open.append((mime, self.depth, self._offset() + len(text)))

    def handle_endtag(self, tag: str) -> None:
        if tag != "div":
            return
        if self.open and self.open[-1][1] == self.depth:
            mime, _, start = self.open.pop()
            self.found.append((mime, self.html[start:self._offset()]))
        self.depth -= 1


def problems(html: str) -> list[str]:
    """Every output of a page's ``html`` that is not a view, as "output n: what is wrong: the
    text", and every prompt."""
    found = []
    for index, (mime, inner) in enumerate(Outputs(html).found, start=1):
        where = f"output {index}"
        if mime not in VIEWS:    # a value's text/plain, printed text (the same), an error (stderr)
            found.append(f"{where}: not a view ({mime or 'no mime type'}): "
                         f"{unescape(TAG.sub(' ', inner)).strip()[:80]!r}")
        elif mime == "text/html":
            words = unescape(TAG.sub(" ", inner))
            bad = REPR.search(inner) or REPR.search(words) or BARE.match(words)
            if bad:
                found.append(f"{where}: a value's writing in the HTML: {bad.group(0)[:80]!r}")
    prompt = PROMPT.search(html) or PROMPT.search(unescape(TAG.sub(" ", html)))
    if prompt:
        found.append(f"a prompt: {prompt.group(0)!r}")
    return found


def page(name: str, lang: str) -> str:
    """The built page of chapter source ``name`` in ``lang``; fails (never skips) when the site
    is not built."""
    path = SITE / FOLDERS[lang] / Path(name).stem / "index.html"
    assert (SITE / "build-info.json").is_file() and path.is_file(), \
        f"{path.relative_to(REPO)}: site/ is not built (or the build did not finish): run `make site` first"
    return path.read_text(encoding="utf-8")


CASES = [(source.name, lang) for source in chapters.sources() for lang in chapters.LANGS]


@pytest.mark.parametrize(("name", "lang"), CASES, ids=[f"{lang}/{name[:-3]}" for name, lang in CASES])
def test_every_output_is_a_view(name: str, lang: str):
    html = page(name, lang)
    assert Outputs(html).found, f"{lang}/{name}: no outputs on the page"
    assert problems(html) == []


def test_every_chapter_of_both_languages_is_read():
    assert len(CASES) == 2 * len(chapters.sources()) >= 26
    kinds = {mime for name, lang in CASES for mime, _ in Outputs(page(name, lang)).found}
    assert {"text/html", WIDGET, "image/svg+xml"} <= kinds, kinds   # tables, panels, charts


def test_the_check_sees_python_values(tmp_path: Path):
    """Outputs of each kind, written into a page by nbconvert's own template (the one
    mkdocs-jupyter uses), with its prompts and without. (A widget's output is drawn as its
    view's script in a ``jupyter-widgets`` box only when the notebook holds the widget's state,
    as every chapter's does: test_every_output_is_a_view finds the chapters' views.)"""
    from mkdocs_jupyter.nbconvert2 import nb2html

    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        nbformat.v4.new_output("execute_result", {"text/plain": "(True, 2, {'1-3-5': 12})"}, execution_count=1),
        nbformat.v4.new_output("stream", name="stdout", text="True\n"),
        nbformat.v4.new_output("display_data", {"text/html": "<div>[Card(Rank.THREE, '♠')]</div>",
                                                "text/plain": "x"}),
        nbformat.v4.new_output("display_data", {"text/html": "<pre>False</pre>", "text/plain": "False"}),
        nbformat.v4.new_output("display_data", {"text/html": "<b>✔ yes</b>", "text/plain": "x"}),
        nbformat.v4.new_output("error", ename="ValueError", evalue="no", traceback=["ValueError: no"]),
    ]
    nb.cells = [cell]
    path = tmp_path / "check.ipynb"
    nbformat.write(nb, path)
    plain = nb2html(str(path), execute=False, no_prompt=True)
    found = problems(plain)
    assert len(Outputs(plain).found) == 6
    assert [p.split(":")[1].strip() for p in found] == [
        "not a view (text/plain)", "not a view (text/plain)", "a value's writing in the HTML",
        "a value's writing in the HTML", "not a view (application/vnd.jupyter.stderr)"], found
    prompted = nb2html(str(path), execute=False, no_prompt=False)
    assert any(p.startswith("a prompt") for p in problems(prompted))


def test_an_output_is_cut_out_whole_whatever_the_page_s_line_breaks():
    """HTMLParser counts lines by ``\\n`` alone: a page with other line separators (``\\r``,
    U+2028, a form feed) still gives each output's inner HTML exactly."""
    html = ('a\u2028b\r\n<div class="x"><div class="jp-OutputArea-output" data-mime-type="text/html">'
            '\x0c<b>True</b>\n<div>(True, 1)</div></div></div>')
    assert Outputs(html).found == [("text/html", "\x0c<b>True</b>\n<div>(True, 1)</div>")]
    assert problems(html) == ["output 1: a value's writing in the HTML: '(True'"]
