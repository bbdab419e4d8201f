"""The site's build never hangs on a kernel that fails to start (issue 47, class 10): a
kernel whose port is taken is started again on new ports; one that never starts is killed
and the notebook fails at once with the kernel's reason, no process left behind; and
tools/build_pages.sh, which runs the two languages' MkDocs builds, stops the other build at
once when one fails, naming the notebook MkDocs names, and leaves no process behind."""

from __future__ import annotations

import atexit
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbformat.v4 import new_code_cell, new_notebook

from tools.steady_kernel import KernelStartError, SteadyKernelManager

from .test_steady_kernel import install_kernel

ROOT = Path(__file__).resolve().parent.parent


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:   # a zombie is gone for our purposes
        return Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):
        return True


def _gone(pids: list[int], within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while any(_alive(p) for p in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def run(nb: nbformat.NotebookNode, manager_class, kernel_name: str = "python3") -> nbformat.NotebookNode:
    client = NotebookClient(nb, kernel_name=kernel_name, kernel_manager_class=manager_class, timeout=60)
    try:
        client.execute()
    finally:   # nbclient leaves its exit-time clean-up registered when the kernel never started
        atexit.unregister(client._cleanup_kernel)
    return nb


@pytest.mark.deep
def test_a_kernel_whose_iopub_port_is_taken_is_started_again_on_new_ports():
    """Round 5: another process held the port handed to the kernel's IOPub channel; the kernel
    lived on, silent ("Address already in use", then "Kernel didn't respond in 60 seconds")."""
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    starts: list[int] = []

    class PortTakenFirst(SteadyKernelManager):
        ready_timeout = 30          # (the silent kernel was waited on this long, then failed the page)

        async def start_kernel(self, **kw):
            self.cache_ports = False                   # take the ports set here as they are
            self.iopub_port = port                     # the first start gets the taken port
            return await super().start_kernel(**kw)

        async def _why_not_ready(self, output):
            starts.append(self.iopub_port)
            return await super()._why_not_ready(output)

    try:
        nb = run(new_notebook(cells=[new_code_cell("6 * 7")]), PortTakenFirst)
    finally:
        taken.close()
    assert nb.cells[0].outputs[0]["data"]["text/plain"] == "42"
    assert starts[0] == port and len(starts) == 2 and starts[1] not in (0, port), starts


SILENT_KERNEL = """import os, sys, time
from pathlib import Path
with Path({pids!r}).open("a") as f:
    f.write(f"{{os.getpid()}}\\n")
sys.stderr.write("zmq.error.ZMQError: Address already in use (addr='tcp://127.0.0.1:1')\\n")
sys.stderr.flush()
time.sleep(600)                   # alive, holding whatever output it was given, and silent
"""


@pytest.mark.deep
def test_a_kernel_that_never_starts_fails_the_notebook_at_once_and_is_killed(tmp_path, monkeypatch):
    pids = tmp_path / "pids.txt"
    install_kernel(tmp_path, monkeypatch, "silent", SILENT_KERNEL.format(pids=str(pids)), "never answers")

    class Patient(SteadyKernelManager):
        ready_timeout = 600         # the port's message is seen at once: nothing waits this long

    with pytest.raises(KernelStartError) as err:
        run(new_notebook(cells=[new_code_cell("1")]), Patient, kernel_name="silent")
    started = [int(p) for p in pids.read_text().split()]
    assert len(started) == SteadyKernelManager().start_attempts
    assert "Address already in use" in str(err.value) and "3 attempts" in str(err.value)
    assert _gone(started), f"kernels left running: {[p for p in started if _alive(p)]}"


FAKE_MKDOCS = """#!/usr/bin/env bash
# a stand-in for mkdocs: "build -f CONFIG ...": the English build fails on a notebook at once;
# the Chinese one runs long, with a child of its own (a notebook's kernel, say)
config=$4
if [ "$config" = mkdocs.en.yml ]; then
  sleep 0.3
  echo "ERROR   -  Error reading page 'chapters/03-beating.ipynb': The kernel did not start after 3 attempts" >&2
  exit 1
fi
sleep 300 &
echo $! >> "$PIDS"
echo $$ >> "$PIDS"
wait
"""


def test_the_pages_build_stops_at_once_when_one_language_fails(tmp_path):
    fake = tmp_path / "mkdocs"
    fake.write_text(FAKE_MKDOCS)
    fake.chmod(0o755)
    pids = tmp_path / "pids.txt"
    pids.touch()
    try:
        done = subprocess.run(["bash", str(ROOT / "tools" / "build_pages.sh"), str(tmp_path / "site")],
                              capture_output=True, text=True, timeout=100, cwd=tmp_path,
                              env={**os.environ, "MKDOCS": str(fake), "PIDS": str(pids)})
        assert done.returncode != 0
        assert "03-beating.ipynb" in done.stderr and "English" in done.stderr, done.stderr
        left = [int(p) for p in pids.read_text().split()]
        assert left, "the Chinese build had started"
        assert _gone(left), f"processes left running: {[p for p in left if _alive(p)]}"
    finally:
        for p in map(int, pids.read_text().split()):
            if _alive(p):
                os.kill(p, signal.SIGKILL)
