"""Every widget notebook under notebooks/widgets/ runs top to bottom with no error output."""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from tools.steady_kernel import SteadyKernelManager

#: runs every widget notebook in a real kernel: `make test` runs them, `make check`
#: (notebook-free) leaves them out
pytestmark = pytest.mark.deep

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks" / "widgets").glob("*/*.ipynb"))
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def test_one_notebook_per_widget_in_both_languages():
    names = {lang: sorted(p.name for p in NOTEBOOKS if p.parent.name == lang) for lang in ("zh", "en")}
    assert names["zh"] == names["en"] and len(names["zh"]) >= 6


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_notebook_runs_without_errors(path):
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code"), "stored with outputs"
    # the site's kernel manager: on every core at once, a kernel can be handed a taken port
    NotebookClient(nb, timeout=120, kernel_name="python3", kernel_manager_class=SteadyKernelManager,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    errors = [o for o in outputs if o.output_type == "error" or o.get("name") == "stderr"]
    assert not errors, errors
    shown = [o for o in outputs if o.output_type in ("display_data", "execute_result")]
    # each notebook shows its widget (or, for the display chapter, rich HTML)
    assert any(WIDGET_MIME in o.get("data", {}) or "text/html" in o.get("data", {}) for o in shown)
    if path.name == "01-display.ipynb":
        # its first cell loads the view (%load_ext gouji_sim.view): every value a cell ends
        # with — a hand, a play, a situation, a verdict — is drawn, never its plain repr
        results = [o for o in shown if o.output_type == "execute_result"]
        assert len(results) >= 4 and all("text/html" in o["data"] for o in results), results
