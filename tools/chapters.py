"""Build the chapter notebooks of both languages from their one source each.

Every chapter is ONE file, ``notebooks/chapters/NN-name.py``, in jupytext's *percent*
format (a plain Python file; JupyterLab with jupytext opens it as a notebook):

* ``# %% [markdown] lang="zh"`` / ``# %% [markdown] lang="en"``: prose in one language;
  a markdown cell without ``lang`` goes to both languages;
* ``# %%``: a code cell, the same in both languages (there is no ``lang`` on code cells:
  where words differ, the code picks them from a ``{"zh": …, "en": …}[LANG]`` set);
* ``# %% tags=["parameters", "remove-input"]`` holding exactly ``LANG = "zh"``: the one
  line that differs; the build writes ``LANG = "en"`` there for English;
* ``tags=["remove-input"]``: boilerplate (imports, helper bindings) that runs but is not
  shown on the page (mkdocs-jupyter removes it; see ``remove_tag_config`` in mkdocs.yml).

:func:`render` turns a source into the ordinary notebook (``nbformat`` v4, no outputs)
of one language; :func:`write_all` writes ``<out>/<lang>/NN-name.ipynb`` for every
chapter (docs/hooks.py does this for each site build, into ``build/chapters/``, and
tools/build_site.sh hands the same files to JupyterLite). :func:`code_cells` and
:func:`same_code` are what the tests use to prove that twins run the same code.

Command line, from the repository root: ``python -m tools.chapters [--out DIR]`` (default
``build/chapters``); the module is ``tools.chapters`` (tools/__init__.py says how it is found).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import jupytext
import nbformat

REPO = Path(__file__).resolve().parent.parent
SOURCES = REPO / "notebooks" / "chapters"
DEFAULT_OUT = REPO / "build" / "chapters"
LANGS = ("zh", "en")
#: The parameters cell of a source: exactly this line, with the source's language.
PARAMETER = re.compile(r'\ALANG = "(zh|en)"\Z')
SOURCE_NAME = re.compile(r"\A\d\d-[a-z0-9-]+\.py\Z")


class SourceError(ValueError):
    """A chapter source that does not follow the format (names the file and the cell)."""


def sources(folder: Path = SOURCES) -> list[Path]:
    """The chapter sources, in chapter order."""
    return sorted(p for p in folder.glob("*.py") if SOURCE_NAME.match(p.name))


def read(source: Path) -> nbformat.NotebookNode:
    """The source as one notebook holding the cells of both languages."""
    return jupytext.read(source, fmt="py:percent")


def render(source: Path, lang: str) -> nbformat.NotebookNode:
    """The notebook of ``lang`` built from ``source``: its prose, the shared code, LANG set.

    Raises :class:`SourceError` for a markdown cell tagged with an unknown language, a
    ``lang`` on a code cell, or a missing or malformed parameters cell.
    """
    if lang not in LANGS:
        raise SourceError(f"{source.name}: unknown language {lang!r} (known: {', '.join(LANGS)})")
    nb = read(source)
    cells = []
    parameters = 0
    for index, cell in enumerate(nb.cells, 1):
        where = f"{source.name}, cell {index}"
        cell_lang = cell.metadata.pop("lang", None)
        if cell_lang is not None and cell_lang not in LANGS:
            raise SourceError(f"{where}: lang={cell_lang!r}; use one of {', '.join(LANGS)}")
        if cell.cell_type == "code":
            if cell_lang is not None:
                raise SourceError(f"{where}: code cells are shared; put the words that differ "
                                  f'in a {{"zh": …, "en": …}}[LANG] set instead of lang={cell_lang!r}')
            if "parameters" in cell.metadata.get("tags", []):
                if not PARAMETER.match(cell.source.strip()):
                    raise SourceError(f'{where}: the parameters cell must be exactly LANG = "zh"')
                cell.source = f'LANG = "{lang}"'
                parameters += 1
            cell.outputs, cell.execution_count = [], None
        elif cell_lang not in (None, lang):
            continue
        cells.append(cell)
    if parameters != 1:
        raise SourceError(f'{source.name}: needs exactly one parameters cell LANG = "zh" '
                          f"(found {parameters})")
    for n, cell in enumerate(cells, 1):   # stable ids: the same source gives the same file
        cell.id = f"{source.stem[:2]}-{lang}-{n:03d}"
    nb.cells = cells
    nb.metadata.pop("jupytext", None)
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["gouji"] = {"lang": lang, "source": source.relative_to(REPO).as_posix()
                            if source.is_relative_to(REPO) else source.name}
    nbformat.validate(nb)
    return nb


def code_cells(nb: nbformat.NotebookNode) -> list[str]:
    """The code a notebook runs, cell by cell, with the parameters cell left out."""
    return [c.source for c in nb.cells
            if c.cell_type == "code" and "parameters" not in c.metadata.get("tags", [])]


def same_code(zh: nbformat.NotebookNode, en: nbformat.NotebookNode) -> bool:
    """Whether two twins run the same code apart from their own ``LANG = …`` line."""
    params = [[c.source for c in nb.cells if "parameters" in c.metadata.get("tags", [])]
              for nb in (zh, en)]
    return code_cells(zh) == code_cells(en) and params == [['LANG = "zh"'], ['LANG = "en"']]


def write_all(out: Path = DEFAULT_OUT, langs: tuple[str, ...] = LANGS,
              folder: Path = SOURCES) -> list[Path]:
    """Write ``out/<lang>/NN-name.ipynb`` for every source; remove notebooks there that no
    source makes any more. A file whose content is unchanged is not rewritten (keeps
    mkdocs-jupyter's cache and ``mkdocs serve`` quiet)."""
    written = []
    for lang in langs:
        target = out / lang
        target.mkdir(parents=True, exist_ok=True)
        wanted = set()
        for source in sources(folder):
            path = target / (source.stem + ".ipynb")
            wanted.add(path.name)
            text = nbformat.writes(render(source, lang)) + "\n"
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
            written.append(path)
        for stale in target.glob("*.ipynb"):
            if stale.name not in wanted:
                stale.unlink()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="folder for <lang>/NN-name.ipynb (default build/chapters)")
    args = parser.parse_args(argv)
    try:
        paths = write_all(args.out)
    except SourceError as error:
        print(f"chapters: {error}", file=sys.stderr)
        return 1
    print(f"chapters: {len(paths)} notebooks in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
