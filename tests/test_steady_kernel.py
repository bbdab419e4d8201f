"""The site's notebooks run in kernels that are started again when they die as they start
(tools/steady_kernel.py): a kernel handed a port another kernel took exits at once, and a
whole build failed on that once."""

import atexit
import json
import sys
from pathlib import Path

import nbformat
import pytest
from jupyter_client import AsyncKernelManager
from nbclient import NotebookClient
from nbformat.v4 import new_code_cell, new_notebook

from tools.steady_kernel import SteadyKernelManager

#: starts real kernels (`make check` runs none)
pytestmark = pytest.mark.deep

#: A kernel that dies at its first DIES launches, as a kernel that could not bind its port does,
#: and is IPython's kernel after that; each launch adds a line of its ports to LAUNCHES.
KERNEL = """import json, sys
from pathlib import Path
launches = Path({launches!r})
ports = json.loads(Path(sys.argv[-1]).read_text())
with launches.open("a") as f:
    f.write(" ".join(str(ports[p]) for p in ("shell_port", "iopub_port", "hb_port")) + "\\n")
if len(launches.read_text().splitlines()) <= {dies}:
    sys.exit("zmq.error.ZMQError: Address already in use")
from ipykernel import kernelapp
kernelapp.launch_new_instance()
"""


def install_kernel(tmp_path: Path, monkeypatch, name: str, source: str, title: str) -> None:
    """Install a kernel named ``name`` running the Python ``source`` where Jupyter looks first."""
    script = tmp_path / f"{name}_kernel.py"
    script.write_text(source)
    spec = tmp_path / "share" / "kernels" / name
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, str(script), "-f", "{connection_file}"],
        "display_name": title, "language": "python"}))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "share"))


def dying_kernel(tmp_path: Path, monkeypatch, dies: int) -> Path:
    """Install the kernel as "dying" where Jupyter looks first; return its launches' file."""
    launches = tmp_path / "launches.txt"
    install_kernel(tmp_path, monkeypatch, "dying", KERNEL.format(launches=str(launches), dies=dies),
                   "dies as it starts")
    return launches


def run(manager_class) -> nbformat.NotebookNode:
    """Run a one-cell notebook in the "dying" kernel, as nbconvert's configuration does."""
    nb = new_notebook(cells=[new_code_cell("6 * 7")])
    client = NotebookClient(nb, kernel_name="dying", kernel_manager_class=manager_class, timeout=60)
    try:
        client.execute()
    finally:   # nbclient leaves its exit-time clean-up registered when the kernel never started
        atexit.unregister(client._cleanup_kernel)
    return nb


def test_a_kernel_that_dies_as_it_starts_is_started_again_and_runs_the_notebook(tmp_path, monkeypatch):
    launches = dying_kernel(tmp_path, monkeypatch, dies=2)
    nb = run(SteadyKernelManager)
    assert nb.cells[0].outputs[0]["data"]["text/plain"] == "42"
    ports = launches.read_text().splitlines()
    assert len(ports) == 3
    assert len(set(ports)) == 3, f"each start should be on new ports: {ports}"


def test_without_it_the_same_kernel_fails_the_notebook(tmp_path, monkeypatch):
    launches = dying_kernel(tmp_path, monkeypatch, dies=1)
    with pytest.raises(RuntimeError, match="Kernel died before replying to kernel_info"):
        run(AsyncKernelManager)
    assert len(launches.read_text().splitlines()) == 1


def test_a_kernel_that_always_dies_still_fails_after_the_last_attempt(tmp_path, monkeypatch):
    launches = dying_kernel(tmp_path, monkeypatch, dies=99)
    with pytest.raises(RuntimeError, match="did not start after 3 attempts"):
        run(SteadyKernelManager)
    assert len(launches.read_text().splitlines()) == SteadyKernelManager().start_attempts
