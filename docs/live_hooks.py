"""MkDocs hooks for live chapters: the build side of "make this page's examples live".

Loaded by mkdocs.yml after docs/hooks.py (and by mkdocs.en.yml through INHERIT). For every
notebook page it

* checks that the page holds its code cells **as executed**, with the widget views each
  displayed: tools/live_cells.py's ``LiveCellsPreprocessor``, which nbconvert's own
  configuration (docs/nbconvert/jupyter_nbconvert_config.py) runs after execution, appends
  them as a hidden raw HTML cell (``<script type="application/json" class="gouji-live-cells">``),
  so they are part of the page's HTML and survive mkdocs-jupyter's cache;
* puts the control ``[data-live-start]`` ("▶ 让本页的例子动起来" / "▶ Make this page's
  examples live") at the top of the page, with its status line ``[data-live-message]`` and
  the page's settings (``#gouji-live-config``: where the widget manager is, and the texts in
  the page's language, from the catalogue; the worker, Pyodide and the lock are the site's
  one engine, whose settings docs/engine_hooks.py adds);
* puts a "静态快照 / snapshot" badge before every widget snapshot (its title says that a touch
  on the snapshot starts the examples: docs/shared/live/touch.js);
* marks the page's root element (``<html>``) with ``data-live-state="frozen"``.

The browser side is docs/shared/live/live.js (see its header) and gouji_sim/view/live.py.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.core.messages import text

# tools.live_cells from the repository's root, imported while this hook loads (see docs/hooks.py)
if (_REPO := str(Path(__file__).resolve().parents[1])) not in sys.path:
    sys.path.insert(0, _REPO)
from tools.live_cells import CELLS_CLASS  # noqa: E402

#: From the site root (both languages): the widget renderer's folder (tools/build_site.sh builds
#: it with tools/renderer/build.mjs), and its steps and style sheets (tools/renderer/steps.json).
WIDGET_MANAGER = "assets/jupyter-widgets/"
RENDERER_PLAN = Path(_REPO) / "tools" / "renderer" / "steps.json"
#: The browser code (docs/shared/live/, copied by docs/hooks.py): the script, an ES module that
#: imports the engine, from the site root (one URL for both languages); the CSS from this
#: language's root.
LIVE_SCRIPT = "shared/live/live.js"
#: set on the control by its own onclick: pressed (perhaps before live.js ran)
PRESSED = "data-live-pressed"
LIVE_CSS = "shared/live/live.css"


def _renderer(site_root: str) -> dict:
    """Where live.js finds the widget renderer: its folder, its one file, the steps that file
    runs in order, and its style sheets (tools/renderer/steps.json).

    >>> sorted(_renderer("../"))
    ['file', 'steps', 'styles', 'url', 'variables']
    """
    plan = json.loads(RENDERER_PLAN.read_text(encoding="utf-8"))
    return {"url": site_root + WIDGET_MANAGER, "file": plan["file"], "steps": plan["steps"],
            "styles": plan["styles"], "variables": plan["variables"]}


def _lang(config) -> str:
    return str(config.theme["language"])


def _to_site_root(page, config) -> str:
    return "../" * page.url.count("/") + str(config.extra.get("site_root", ""))


def _to_lang_root(page) -> str:
    return "../" * page.url.count("/")


_VIEW_SCRIPT = re.compile(r'(<script type="application/vnd\.jupyter\.widget-view\+json">)')

#: Catalogue entries the browser code shows, in the page's language.
_TEXTS = ["live-starting", "live-touch-starting", "live-running", "live-ready", "live-error", "live-error-cell",
          "live-error-browser"]


def on_page_content(content: str, page, config, files) -> str:
    if not page.file.src_uri.endswith(".ipynb"):
        return content
    if CELLS_CLASS not in content:
        raise PluginError(f"docs/live_hooks.py: {page.file.src_uri} has no live cells "
                          "(LiveCellsPreprocessor did not run)")
    lang = _lang(config)
    site_root, lang_root = _to_site_root(page, config), _to_lang_root(page)
    # placeholders such as {cell} stay for the browser to fill in
    say = {code: text(code, cell="{cell}", total="{total}", detail="{detail}")[lang]
           for code in _TEXTS}
    settings = {
        "lang": lang,
        "manager": _renderer(site_root),
        "texts": say,
        # the same words in the other language, for a bilingual error message
        "other": {code: text(code, cell="{cell}", total="{total}", detail="{detail}")[
            "en" if lang == "zh" else "zh"] for code in ("live-error", "live-error-cell")},
    }
    config_json = json.dumps(settings, ensure_ascii=False).replace("</", "<\\/")
    badge = (f'<span class="gouji-snapshot-badge" data-search-exclude '
             f'title="{html.escape(text("live-snapshot-title")[lang])}">'
             f'{html.escape(text("live-snapshot")[lang])}</span>')
    content = _VIEW_SCRIPT.sub(lambda m: badge + m.group(1), content)
    control = (
        f'<link rel="stylesheet" href="{lang_root}{LIVE_CSS}">'
        f'<div class="gouji-live" data-search-exclude>'
        # a press before live.js has run (it is deferred: on a phone the button shows seconds
        # earlier) is kept on the button, and live.js starts on it when it runs
        f'<button type="button" class="md-button md-button--primary gouji-live-start" data-live-start '
        f'onclick="this.setAttribute(\'{PRESSED}\', \'\')" '
        f'title="{html.escape(text("live-start-title")[lang])}">{html.escape(text("live-start")[lang])}</button>'
        f'<span class="gouji-live-message" data-live-message role="status" aria-live="polite"></span>'
        f'<script type="application/json" id="gouji-live-config">{config_json}</script>'
        f'<script type="module" src="{site_root}{LIVE_SCRIPT}"></script>'
        f"</div>\n"
    )
    return control + content


def widget_styles(site_root: str) -> str:
    """The widget renderer's style sheets as ``<link>`` tags for the page's ``<head>``.

    Linked by live.js when the renderer was asked for, they came in the middle of
    the engine's start and made the browser style and lay out the whole chapter again (130-210
    ms at CPU x4 for ``widgets.css`` alone); in the ``<head>`` they are part of the page's first
    style pass, and live.js finds them linked. ``labvariables.css`` goes too: the chapters'
    own style sheets define no JupyterLab variables (live.js links it only where a page has
    none, as html-manager did).

    >>> print(widget_styles("../"))  # doctest: +NORMALIZE_WHITESPACE
    <link rel="stylesheet" href="../assets/jupyter-widgets/widgets.css">
    <link rel="stylesheet" href="../assets/jupyter-widgets/labvariables.css">
    """
    plan = _renderer(site_root)
    return "\n".join(f'<link rel="stylesheet" href="{plan["url"]}{name}">'
                     for name in [*plan["styles"], plan["variables"]])


def renderer_preloads(site_root: str) -> str:
    """The widget renderer's one file as a ``<link rel="modulepreload">`` for the page's
    ``<head>``, after the style sheets.

    A chapter needs the renderer for its snapshots and its live widgets. On a phone's one
    link (first come, first served, six connections) a file asked for once live.js had run came
    after Pyodide's wasm; asked for with the page's head, the renderer's 0.28 MB come while the
    engine's worker is still starting. One file, not the 29 modules it was: those held the six
    connections meanwhile, and the worker's script waited behind them (a chapter live 12.3 s
    after the tap, 11.0 s with one file; docs/decisions/05-offline.md).

    >>> print(renderer_preloads("../"))
    <link rel="modulepreload" href="../assets/jupyter-widgets/widget-renderer.js">
    """
    plan = _renderer(site_root)
    return f'<link rel="modulepreload" href="{plan["url"]}{plan["file"]}">'


def on_post_page(output: str, page, config) -> str:
    if not page.file.src_uri.endswith(".ipynb"):
        return output
    site_root = _to_site_root(page, config)
    output = output.replace("</head>", widget_styles(site_root) + "\n" + renderer_preloads(site_root) + "\n</head>", 1)
    return output.replace("<html ", '<html data-live-state="frozen" ', 1)
