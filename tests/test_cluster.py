"""``gouji simulate --cluster``: a cluster that cannot be used says why (the records of a local
cluster, byte for byte those of one process: tests/test_simulate.py)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from gouji_helpers import FULL_BENCH

from gouji_sim.core.errors import GoujiError
from gouji_sim.simulation import cluster as cluster_module
from gouji_sim.simulation.cluster import connect, engine_id


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_address_with_no_scheduler_is_refused_in_both_languages(tmp_path):
    address = f"tcp://127.0.0.1:{_free_port()}"
    # Dask's own connect timeout (30 s unless set), shortened the way a user would shorten it
    env = dict(os.environ, PYTHONPATH=os.getcwd(), DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT="2s")
    done = subprocess.run([sys.executable, "-m", "gouji_sim", "simulate", "--games", "2", "--cluster", address],
                          capture_output=True, text=True, timeout=120, env=env,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr
    assert address in done.stderr and "Traceback" not in done.stderr
    assert "连不上集群调度器" in done.stderr and "Cannot reach the cluster's scheduler" in done.stderr


def test_workers_of_another_engine_are_refused(monkeypatch):
    """The version check compares each worker's answer with this process's engine."""
    theirs = engine_id()
    monkeypatch.setattr(cluster_module, "engine_id", lambda: "0.0.0/1")
    with pytest.raises(GoujiError) as caught:
        with connect("local"):
            pass
    assert caught.value.code == "cli-cluster-version"
    en, zh = caught.value.message("en"), caught.value.message("zh")
    assert theirs in en and "0.0.0/1" in en and theirs in zh and "同一版" in zh


@pytest.mark.benchmark
def test_hands_per_second_in_one_process_in_a_pool_and_on_a_local_cluster(report):
    """Prints the throughput of the three ways to play a run (no time is asserted): the same
    hands, their summaries equal (400 in the full run, 150 in the short one of `make test`)."""
    from gouji_sim import Rules
    from gouji_sim.simulation.run import simulate
    figures, summaries = [], []
    hands = 400 if FULL_BENCH else 150
    for label, how in (("one process", {"workers": 1}), ("process pool", {"workers": os.cpu_count() or 1}),
                       ("local Dask cluster", {"cluster": "local"})):
        s = simulate(hands, seed=11, rules=Rules(), bots=["heuristic"], **how)
        seconds = s.pop("timing")["seconds"]
        summaries.append(s)
        figures.append(f"{label:>18}: {hands / seconds:7.0f} hands/s ({seconds:.2f} s, start-up included)")
    assert summaries[0] == summaries[1] == summaries[2]
    report(f"hands per second, {hands} heuristic hands (load average {os.getloadavg()[0]:.1f}):\n" + "\n".join(figures))
