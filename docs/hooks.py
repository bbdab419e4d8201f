"""MkDocs hooks shared by both halves of the bilingual site.

Loaded by mkdocs.yml (Chinese, docs/zh -> site/) and, through INHERIT, by
mkdocs.en.yml (English, docs/en -> site/en/). The language of a build is its
``theme.language``. What the hooks do:

* build the chapter notebooks of this language from their one source each,
  ``notebooks/chapters/NN-name.py`` (tools/chapters.py), into
  ``build/chapters/<lang>/``, and make pages of them (nothing is copied into
  ``docs/``);
* add the files of ``docs/shared/`` (switcher script, CSS) to both languages;
* make mkdocs-jupyter's notebook execution bounded (a time limit per notebook,
  through nbconvert's own configuration file, docs/nbconvert/) and keep its output
  cache honest (a new cache whenever ``gouji_sim`` or the
  installed packages change);
* keep notebook pages free of outside loads through nbconvert's own template search path:
  ``docs/nbconvert/share`` goes first on JUPYTER_PATH, and its versions of the three macros
  that would write loaders from public CDNs (the widget renderer embed.js, MathJax, Mermaid)
  write nothing (docs/nbconvert/jupyter_nbconvert_config.py says which). The page's widget
  snapshots are drawn by the live chapters' script (docs/live_hooks.py,
  docs/shared/live/live.js) with the site's own build of html-manager, served from
  ``site/assets/jupyter-widgets/`` (tools/renderer/, run by tools/build_site.sh). A page that still holds
  one of those loaders fails the build;
* put a "run this notebook in your browser" link on every notebook page, opening
  the same notebook in the site's own JupyterLite (``site/lite/``);
* give notebook headings the same Unicode-aware ids as Markdown pages (Chinese
  headings would otherwise get empty anchors), and keep button texts out of
  the search index;
* fold every shown code cell's code behind "显示代码 / Show code" (a ``<details>``; the
  cell still runs at build time, live and in JupyterLite, and its outputs stay in view),
  and keep that code out of the search index. The search index itself is
  written by docs/search_hooks.py;
* draw the phase diagram of a hand on the API page, where ``<!-- phase-table -->`` stands,
  from the state's own tables (``gouji_sim.game.state.phase_table_markdown``).
"""

from __future__ import annotations

import hashlib
import html as html_lib
import importlib.metadata
import os
import re
import shutil
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from pymdownx.slugs import slugify

import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.core.messages import LANGS, text

DOCS = Path(__file__).resolve().parent
REPO = DOCS.parent
NOTEBOOKS = REPO / "build" / "chapters"   # written by tools/chapters.py, per language
SHARED = DOCS / "shared"
PACKAGE = REPO / "gouji_sim"
NBCONVERT_CONFIG = DOCS / "nbconvert"   # jupyter_nbconvert_config.py
NBCONVERT_SHARE = NBCONVERT_CONFIG / "share"   # nbconvert/templates/: the site's macros

# The build tools are imported by name, ``tools.chapters``, from the repository's root, where
# `python -m tools.chapters` and pytest have it. MkDocs loads a hook by its file path with only
# the hook's folder added to sys.path, and restores sys.path once the hook is loaded: so the
# root is put there here, and the tool imported while this file loads.
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))
from tools import chapters as _chapters  # noqa: E402

#: Wall-clock limit for executing one notebook at build time, in seconds.
NOTEBOOK_TIME_LIMIT = float(os.environ.get("GOUJI_NOTEBOOK_TIME_LIMIT", "180"))

#: Where tools/build_lite.py puts JupyterLite's notebooks app, from the site root, by page
#: language: Chinese pages open the copy whose menus are in Chinese (build_lite.LANGUAGE_APPS).
LITE_NOTEBOOK_APP = {"zh": "lite/zh/notebooks/index.html", "en": "lite/notebooks/index.html"}

#: What nbconvert's loaders from public CDNs write (none may be left: NBCONVERT_SHARE).
_CDN_LOADERS = {
    "addWidgetsRenderer": "base/jupyter_widgets.html.j2",
    "MathJax.Hub.Config": "base/mathjax.html.j2",
    "mermaid.initialize": "lab/mermaidjs.html.j2",
}


def _lang(config) -> str:
    return str(config.theme["language"])


def _is_notebook(page) -> bool:
    return page.file.src_uri.endswith(".ipynb")


# --------------------------------------------------------------------------
# configuration


def on_config(config):
    lang = _lang(config)
    if lang not in LANGS:
        raise PluginError(f"docs/hooks.py: no texts for language {lang!r}")
    _configure_nbconvert()
    _set_notebook_cache(config, lang)
    return config


#: Unicode-aware heading ids, the same as `toc.slugify` in mkdocs.yml, so that
#: Chinese headings get real anchors (the default slugifiers keep ASCII only).
_slugify = slugify(case="lower")


_HEADING = re.compile(r'<h([1-6])([^>]*?) id="[^"]*"([^>]*)>(.*?)</h\1>', re.DOTALL)
_ANCHOR_LINK = re.compile(r'<a class="anchor-link" href="#[^"]*">(.*?)</a>', re.DOTALL)
_TAG = re.compile(r"<[^>]+>")


def _unicode_heading_ids(html: str, page) -> str:
    """Give a notebook page's headings, and its table of contents, ``_slugify``'s ids.

    mkdocs-jupyter has no option for the slug function: it makes ASCII-only ids (Chinese
    headings would get empty anchors). So the finished page is rewritten here, through
    MkDocs' own page API: each heading's id and its anchor link from the heading's text, and
    the table of contents' ids from its titles (made unique as Markdown's toc does).
    """
    from markdown.extensions.toc import unique

    def heading(match: re.Match) -> str:
        level, before, after, inner = match.groups()
        heading_text = html_lib.unescape(_TAG.sub("", _ANCHOR_LINK.sub("", inner))).strip()
        anchor = _slugify(heading_text, "-")
        inner = _ANCHOR_LINK.sub(lambda m: f'<a class="anchor-link" href="#{anchor}">{m.group(1)}</a>', inner)
        return f'<h{level}{before} id="{anchor}"{after}>{inner}</h{level}>'

    used: set[str] = set()

    def retitle(items) -> None:
        for item in items:
            item.id = unique(_slugify(html_lib.unescape(_TAG.sub("", item.title)), "-"), used)
            retitle(item.children)

    retitle(page.toc)
    return _HEADING.sub(heading, html)


def _configure_nbconvert() -> None:
    """nbconvert reads docs/nbconvert/jupyter_nbconvert_config.py (its own configuration
    mechanism: the per-notebook deadline, the kernel's shutdown, the live cells' preprocessor)
    and looks for templates in docs/nbconvert/share/nbconvert/templates/ first (JUPYTER_PATH:
    the macros that would load scripts from CDNs write nothing)."""
    for variable, here in (("JUPYTER_CONFIG_PATH", str(NBCONVERT_CONFIG)),
                           ("JUPYTER_PATH", str(NBCONVERT_SHARE))):
        paths = [p for p in os.environ.get(variable, "").split(os.pathsep) if p]
        if here not in paths:
            os.environ[variable] = os.pathsep.join([here, *paths])
    os.environ.setdefault("GOUJI_NOTEBOOK_TIME_LIMIT", str(NOTEBOOK_TIME_LIMIT))


def _fingerprint() -> str:
    """Hash of what notebook pages depend on besides the notebook itself:
    this file, the package's code and the installed distributions."""
    digest = hashlib.sha256()
    for path in [Path(__file__), NBCONVERT_CONFIG / "jupyter_nbconvert_config.py",
                 REPO / "tools" / "live_cells.py", *sorted(NBCONVERT_SHARE.rglob("*.j2")),
                 *sorted(PACKAGE.rglob("*.py"))]:
        digest.update(path.relative_to(REPO).as_posix().encode())
        digest.update(path.read_bytes())
    dists = sorted(
        f"{d.metadata['Name']}=={d.version}" for d in importlib.metadata.distributions()
    )
    digest.update("\n".join(dists).encode())
    digest.update(str(NOTEBOOK_TIME_LIMIT).encode())
    return digest.hexdigest()[:16]


def _set_notebook_cache(config, lang: str) -> None:
    """One mkdocs-jupyter cache per language and fingerprint.

    The plugin keys its cache on the notebook and its own options only, so a
    change to gouji_sim would otherwise leave stale outputs; and it evicts every
    entry the current build did not use, so the languages need separate folders.
    """
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is None:
        return
    base = REPO / ".cache" / "mkdocs-jupyter"
    current = base / f"{lang}-{_fingerprint()}"
    if base.is_dir():
        for old in base.glob(f"{lang}-*"):
            if old != current:
                shutil.rmtree(old, ignore_errors=True)
    plugin.config["cache_dir"] = str(current)


# --------------------------------------------------------------------------
# files


@event_priority(100)  # before mkdocs-jupyter turns .ipynb files into pages
def on_files(files: Files, config) -> Files:
    lang = _lang(config)
    try:   # tools/chapters.py: the one place that turns a chapter source into notebooks
        _chapters.write_all(NOTEBOOKS, (lang,))
    except _chapters.SourceError as error:
        raise PluginError(f"docs/hooks.py: {error}") from error
    extra: list[File] = []
    for nb in sorted((NOTEBOOKS / lang).rglob("*.ipynb")):
        rel = nb.relative_to(NOTEBOOKS / lang)
        if any(part.startswith(".") for part in rel.parts):
            continue  # .ipynb_checkpoints and the like
        extra.append(_file(rel.as_posix(), NOTEBOOKS / lang, config))
    for path in sorted(SHARED.rglob("*")):
        if path.is_file():
            extra.append(_file(path.relative_to(DOCS).as_posix(), DOCS, config))
    for file in extra:
        if files.get_file_from_path(file.src_uri) is not None:
            raise PluginError(
                f"docs/hooks.py: {file.src_uri} exists both in {config.docs_dir} "
                f"and in {file.src_dir}; keep one"
            )
        files.append(file)
    return files


def _file(src_uri: str, src_dir: Path, config) -> File:
    return File(
        src_uri,
        src_dir=str(src_dir),
        dest_dir=config.site_dir,
        use_directory_urls=config.use_directory_urls,
    )


# --------------------------------------------------------------------------
# pages


def _to_site_root(page, config) -> str:
    """Relative URL from a page to the root of the whole site (both languages)."""
    depth = page.url.count("/")  # "" -> 0, "a/" -> 1, "a/b/" -> 2, "a.html" -> 0
    return "../" * depth + str(config.extra.get("site_root", ""))


def on_page_content(html: str, page, config, files) -> str:
    if not _is_notebook(page):
        return html
    lang = _lang(config)
    root = _to_site_root(page, config)
    html = _unicode_heading_ids(html, page)

    # Static widget snapshots are drawn by the live chapters' script (one copy of html-manager
    # per page, for the snapshots and the live widgets), not by nbconvert's embed.js; MathJax
    # and Mermaid would come from CDNs. The site's own macros (NBCONVERT_SHARE) write none.
    for marker, template in _CDN_LOADERS.items():
        if marker in html:
            raise PluginError(
                f"docs/hooks.py: {page.file.src_uri}: nbconvert wrote the loader of its "
                f"{template} (from a CDN); the site's version in {NBCONVERT_SHARE.relative_to(REPO)}"
                "/nbconvert/templates/ was not used (JUPYTER_PATH, nbconvert's template names)")

    html = fold_code_cells(html, lang)

    # Keep the copy buttons' "Copied!" out of the search index.
    html = html.replace(
        '<div class="zeroclipboard-container">',
        '<div class="zeroclipboard-container" data-search-exclude>',
    )

    lite_path = f"{lang}/{page.file.src_uri}"
    label, title = text("site-run-in-browser")[lang], text("site-run-in-browser-title")[lang]
    link = (
        f'<p class="gouji-lite" data-search-exclude>'
        f'<a class="md-button md-button--primary gouji-lite-link" '
        f'href="{root}{LITE_NOTEBOOK_APP[lang]}?path={lite_path}" '
        f'title="{html_lib.escape(title)}">▶ {html_lib.escape(label)}</a></p>\n'
    )
    return link + html


# --------------------------------------------------------------------------
# code cells folded behind "show code"

_CODE_CELL = re.compile(r'<div class="jp-Cell jp-CodeCell[^"]*" id="cell-id=[^"]*">')
_INPUTS = re.compile(r'\s*<div class="jp-Cell-inputWrapper"')
_DIV_TAG = re.compile(r"<div\b|</div>")
_OUTPUTS = re.compile(r'\s*<div class="jp-Cell-outputWrapper"')


def _div_end(html: str, start: int) -> int:
    """The index just past the ``</div>`` that closes the ``<div`` at ``start``.

    >>> _div_end('<div a><div>x</div></div><p>', 0)
    25
    """
    depth = 0
    for match in _DIV_TAG.finditer(html, start):
        depth += 1 if match.group(0) == "<div" else -1
        if depth == 0:
            return match.end()
    raise PluginError("docs/hooks.py: a code cell's input area is not closed")


def fold_code_cells(html: str, lang: str) -> str:
    """Put each code cell's input (its prompt and code) in a closed ``<details>`` whose summary
    is the catalogue's "显示代码 / Show code"; outputs and widgets stay where they are. The
    whole cell, code and outputs, is kept out of the search index (``data-search-exclude``). Cells whose input
    the chapter hides (tag ``remove-input``) have no input area and are left alone.

    >>> cell = ('<div class="jp-Cell jp-CodeCell jp-Notebook-cell" id="cell-id=x">'
    ...         '<div class="jp-Cell-inputWrapper" tabindex="0"><pre>f()</pre></div>'
    ...         '<div class="jp-Cell-outputWrapper">out</div></div>')
    >>> folded = fold_code_cells(cell, "en")
    >>> folded.count('<details class="gouji-code" data-search-exclude>'), "out</div></gouji-output>" in folded
    (1, True)
    >>> "<summary>Show code</summary>" in folded
    True
    """
    label = text("site-show-code")[lang]
    parts: list[str] = []
    done = 0
    for match in _CODE_CELL.finditer(html):
        parts.append(html[done:match.end()])
        done = match.end()
        inputs = _INPUTS.match(html, done)
        if inputs:
            start = inputs.end() - len('<div class="jp-Cell-inputWrapper"')
            end = _div_end(html, start)
            parts += [html[done:start], f'<details class="gouji-code" data-search-exclude>'
                      f"<summary>{label}</summary>", html[start:end], "</details>"]
            done = end
        # the cell's outputs (reprs, widget snapshots' text) stay in view but out of the index;
        # the wrapper draws no box (site.css) and is no <div>: Material's parser, which tells
        # excluded elements by their tag name, would stop excluding at the first inner </div>
        outputs = _OUTPUTS.match(html, done)
        if outputs:
            start = outputs.end() - len('<div class="jp-Cell-outputWrapper"')
            close = _div_end(html, start)
            parts += [html[done:start], "<gouji-output data-search-exclude>", html[start:close], "</gouji-output>"]
            done = close
    parts.append(html[done:])
    return "".join(parts)


# --------------------------------------------------------------------------
# the API page's phase diagram, drawn from the state's tables

#: Where a page shows the phase diagram of a hand (docs/zh/api.md, docs/en/api.md).
PHASE_TABLE_MARKER = "<!-- phase-table -->"


def phase_diagram(markdown: str) -> str:
    """``markdown`` with the phase diagram (Markdown tables generated from
    ``gouji_sim.game.state.TAKES``, ``gouji_sim.game.phases.TRANSITIONS`` and
    ``gouji_sim.game.state.STEPS``) where :data:`PHASE_TABLE_MARKER` stands."""
    if PHASE_TABLE_MARKER not in markdown:
        return markdown
    from gouji_sim.game.state import phase_table_markdown
    return markdown.replace(PHASE_TABLE_MARKER, phase_table_markdown())


def on_page_markdown(markdown: str, page, config, files) -> str:
    return phase_diagram(markdown)
