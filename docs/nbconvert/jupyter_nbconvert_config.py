"""nbconvert's own configuration for the site's notebook pages (docs/hooks.py points
JUPYTER_CONFIG_PATH here, so every NbConvertApp that mkdocs-jupyter makes loads this file,
once per notebook).

* One deadline per notebook: nbclient asks ``timeout_func``, before every cell, how long it
  may wait; the answer is the time left of GOUJI_NOTEBOOK_TIME_LIMIT seconds (default 180)
  from the moment this notebook's converter was made.
* The kernel is shut down at once after the run.
* A kernel that fails to start (handed a port that another process took: the two languages
  build at the same time; it dies, says "Address already in use" or stays silent) is killed and
  started again on new ports, and after the last attempt the notebook fails at once, the kernel
  killed; a kernel's own output goes to a file, never to the build's:
  ``tools.steady_kernel.SteadyKernelManager``.
* The live chapters' preprocessor, ``tools.live_cells.LiveCellsPreprocessor``, runs after the
  others (after execution): added to HTMLExporter's preprocessors by its import name.

Set on NotebookClient, the base of nbconvert's ExecutePreprocessor, and on HTMLExporter,
because mkdocs-jupyter replaces the ExecutePreprocessor and TemplateExporter sections of the
configuration with its own options (and passes ``preprocessors`` itself, so the live cells go
into ``default_preprocessors``, after nbconvert's own).

No outside loads: nbconvert's templates would write loaders of the widget renderer, MathJax and
Mermaid from public CDNs. docs/hooks.py puts ``docs/nbconvert/share`` first on JUPYTER_PATH,
where nbconvert looks for templates (``<path>/nbconvert/templates/``); the three macros that
write those loaders (``base/jupyter_widgets.html.j2``, ``base/mathjax.html.j2``,
``lab/mermaidjs.html.j2``) have versions there that write nothing. docs/hooks.py fails the build
if a page still has one of the loaders.
"""

import os
import sys
import time
from pathlib import Path

from nbconvert.exporters import HTMLExporter

c = get_config()  # type: ignore[name-defined]  # noqa: F821 (given by traitlets)

_deadline = time.monotonic() + float(os.environ.get("GOUJI_NOTEBOOK_TIME_LIMIT", "180"))


def _time_left(_cell_source: object) -> int:
    return max(1, int(_deadline - time.monotonic()))


c.NotebookClient.timeout_func = _time_left
c.NotebookClient.shutdown_kernel = "immediate"

# tools.* is found from the repository's root (docs/hooks.py puts it on sys.path too)
_REPO = str(Path(__file__).resolve().parents[2])
if _REPO not in sys.path:
    sys.path.insert(0, _REPO)
c.NotebookClient.kernel_manager_class = "tools.steady_kernel.SteadyKernelManager"
c.HTMLExporter.default_preprocessors = [
    *HTMLExporter.class_traits()["default_preprocessors"].default(),
    "tools.live_cells.LiveCellsPreprocessor",
]
