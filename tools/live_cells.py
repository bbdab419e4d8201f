"""The live chapters' nbconvert preprocessor, named in nbconvert's own configuration.

docs/nbconvert/jupyter_nbconvert_config.py adds :class:`LiveCellsPreprocessor` to the
preprocessors of every notebook page by its import name, ``tools.live_cells.LiveCellsPreprocessor``
(nbconvert's documented way to add a preprocessor); docs/live_hooks.py reads what it wrote. It
runs after the notebook has been executed, so it records the page's code cells **as executed**
(whatever format the chapter is written in, and whatever the build filtered, the live page runs
the same cells, all of them, in order, including cells whose input or output the page hides) and,
per code cell, the model ids of the widget views it displayed.

>>> from nbformat.v4 import new_code_cell, new_notebook
>>> nb = new_notebook(cells=[new_code_cell("x = 1")])
>>> nb, _ = LiveCellsPreprocessor().preprocess(nb, {})
>>> CELLS_CLASS in nb.cells[-1].source, nb.cells[-1].cell_type
(True, 'raw')
"""

from __future__ import annotations

import json

from nbconvert.preprocessors import Preprocessor
from nbformat.v4 import new_raw_cell
from traitlets import Bool

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The class of the hidden ``<script type="application/json">`` that holds the cells.
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
