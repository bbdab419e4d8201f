"""nbconvert's own configuration for the site's notebook pages (docs/hooks.py points
JUPYTER_CONFIG_PATH here, so every NbConvertApp that mkdocs-jupyter makes loads this file,
once per notebook).

* One deadline per notebook: nbclient asks ``timeout_func``, before every cell, how long it
  may wait; the answer is the time left of GOUJI_NOTEBOOK_TIME_LIMIT seconds (default 180)
  from the moment this notebook's converter was made.
* The kernel is shut down at once after the run.
* The widget renderer's URL is a placeholder that docs/hooks.py replaces with the site's own
  copy of the html-manager bundle (no unpkg).

Set on NotebookClient, the base of nbconvert's ExecutePreprocessor, because mkdocs-jupyter
replaces the ExecutePreprocessor section of the configuration with its own options.
"""

import os
import time

c = get_config()  # type: ignore[name-defined]  # noqa: F821 (given by traitlets)

_deadline = time.monotonic() + float(os.environ.get("GOUJI_NOTEBOOK_TIME_LIMIT", "180"))


def _time_left(_cell_source: object) -> int:
    return max(1, int(_deadline - time.monotonic()))


c.NotebookClient.timeout_func = _time_left
c.NotebookClient.shutdown_kernel = "immediate"
c.HTMLExporter.widget_renderer_url = "gouji-widget-renderer-url"
