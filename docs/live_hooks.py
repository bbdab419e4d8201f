"""MkDocs hooks for live chapters (issue 10): the build side of "make this page's examples live".

Loaded by mkdocs.yml after docs/hooks.py (and by mkdocs.en.yml through INHERIT). For every
notebook page it

* records, while mkdocs-jupyter's nbconvert runs, the page's code cells **as executed** (so
  it never reads the notebook file itself: whatever format the chapter is written in, and
  whatever the build filtered, the live page runs the same cells, all of them, in order,
  including cells whose input or output the page hides) and, per code cell, the model ids
  of the widget views it displayed. :class:`LiveCellsPreprocessor` appends both as a hidden
  raw HTML cell (``<script type="application/json" class="gouji-live-cells">``), so they
  are part of the page's HTML and survive mkdocs-jupyter's cache;
* puts the control ``[data-live-start]`` ("▶ 让本页的例子动起来" / "▶ Make this page's
  examples live") at the top of the page, with its status line ``[data-live-message]`` and
  the page's settings (``#gouji-live-config``: where the widget manager is, and the texts in
  the page's language, from the catalogue; the worker, Pyodide and the lock are the site's
  one engine, whose settings docs/engine_hooks.py adds);
* puts a "静态快照 / snapshot" badge before every widget snapshot;
* marks the page's root element (``<html>``) with ``data-live-state="frozen"``.

The browser side is docs/shared/live/live.js (see its header) and gouji_sim/view/live.py.
"""

from __future__ import annotations

import html
import json
import re

from mkdocs.exceptions import PluginError
from nbconvert.preprocessors import Preprocessor
from nbformat.v4 import new_raw_cell
from traitlets import Bool

from gouji_sim.messages import text

#: From the site root (both languages): the widget manager (tools/build_site.sh).
WIDGET_MANAGER = "assets/jupyter-widgets/libembed-amd.js"
#: The browser code (docs/shared/live/, copied by docs/hooks.py): the script, an ES module that
#: imports the engine, from the site root (one URL for both languages); the CSS from this
#: language's root.
LIVE_SCRIPT = "shared/live/live.js"
LIVE_CSS = "shared/live/live.css"

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELLS_CLASS = "gouji-live-cells"


class LiveCellsPreprocessor(Preprocessor):
    """After execution: append a hidden raw cell with every code cell's source and the widget
    views it displayed, ``{"cells": [{"source": …, "views": [model_id, …]}, …]}``."""

    enabled = Bool(True).tag(config=True)

    def preprocess(self, nb, resources):
        cells = []
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            views = [o["data"][WIDGET_VIEW]["model_id"] for o in cell.get("outputs", [])
                     if WIDGET_VIEW in o.get("data", {})]
            cells.append({"source": cell.source, "views": views})
        payload = json.dumps({"cells": cells}, ensure_ascii=False).replace("</", "<\\/")
        nb.cells.append(new_raw_cell(
            f'<div hidden data-search-exclude><script type="application/json" class="{CELLS_CLASS}">'
            f"{payload}</script></div>",
            metadata={"raw_mimetype": "text/html"},
        ))
        return nb, resources


def _lang(config) -> str:
    return str(config.theme["language"])


def on_config(config):
    import mkdocs_jupyter.nbconvert2 as nbc

    if not getattr(nbc.get_nbconvert_app, "_gouji_live", False):
        previous = nbc.get_nbconvert_app

        def get_nbconvert_app(*args, **kwargs):
            app = previous(*args, **kwargs)
            from nbconvert.exporters import HTMLExporter

            defaults = list(HTMLExporter.class_traits()["default_preprocessors"].default())
            app.config["HTMLExporter"]["default_preprocessors"] = [*defaults, LiveCellsPreprocessor]
            return app

        get_nbconvert_app._gouji_live = True
        nbc.get_nbconvert_app = get_nbconvert_app
    return config


def _to_site_root(page, config) -> str:
    return "../" * page.url.count("/") + str(config.extra.get("site_root", ""))


def _to_lang_root(page) -> str:
    return "../" * page.url.count("/")


_VIEW_SCRIPT = re.compile(r'(<script type="application/vnd\.jupyter\.widget-view\+json">)')

#: Catalogue entries the browser code shows, in the page's language.
_TEXTS = ["live-starting", "live-running", "live-ready", "live-error", "live-error-cell",
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
        "manager": site_root + WIDGET_MANAGER,
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
        f'<button type="button" class="md-button md-button--primary gouji-live-start" data-live-start '
        f'title="{html.escape(text("live-start-title")[lang])}">{html.escape(text("live-start")[lang])}</button>'
        f'<span class="gouji-live-message" data-live-message role="status" aria-live="polite"></span>'
        f'<script type="application/json" id="gouji-live-config">{config_json}</script>'
        f'<script type="module" src="{site_root}{LIVE_SCRIPT}"></script>'
        f"</div>\n"
    )
    return control + content


def on_post_page(output: str, page, config) -> str:
    if not page.file.src_uri.endswith(".ipynb"):
        return output
    return output.replace("<html ", '<html data-live-state="frozen" ', 1)
