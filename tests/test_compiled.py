"""The compiled build (what ``pip install .`` builds on CPython through setup.py, and ``make
compiled``; mypyc) is an installable wheel that computes exactly what the pure package
computes: built by pip, installed into a directory of its own, and imported from there, it
says it is the compiled core (``gouji --version``, issue 48) and gives the same records of seeded hands under every preset
(the judge on every action, RULEBOOK §3–§7 and BURN) and the same verdict on every case file,
and its values come back equal through pickle."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "tools" / "build_compiled.py")
assert spec is not None and spec.loader is not None
build_compiled = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_compiled)

#: compiling takes about a minute: `make test` runs it, `make check` leaves it out
pytestmark = pytest.mark.deep


def test_compiled_wheel_installs_and_gives_identical_results(tmp_path: Path) -> None:
    assert shutil.which("cc") or shutil.which("gcc"), "a C compiler is needed to compile with mypyc"
    # C optimisation off: the same code compiled several times faster; what it computes is the
    # same (make compiled builds the wheel it ships at level 3)
    whl = build_compiled.pip_wheel(tmp_path / "wheels", opt_level="0")
    assert whl.name == f"gouji_sim-0.1.0-{build_compiled.wheel_tag()}.whl"
    with zipfile.ZipFile(whl) as z:
        names = set(z.namelist())
        entry_points = z.read("gouji_sim-0.1.0.dist-info/entry_points.txt").decode()
    assert {"gouji_sim/__init__.py", "gouji_sim/game/state.py", "gouji_sim/py.typed",
            "gouji_sim-0.1.0.dist-info/RECORD"} <= names
    assert "gouji = gouji_sim.cli:run" in entry_points
    target = build_compiled.install(whl, tmp_path / "site")
    assert set(build_compiled.MODULES) <= build_compiled.compiled_modules(target)
    version = subprocess.run([sys.executable, "-m", "gouji_sim", "--version"], cwd=tmp_path, check=True,
                             capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(target)))
    assert "compiled core (mypyc, CPython" in version.stdout
    got, want = build_compiled.run_fingerprint(target), build_compiled.run_fingerprint(ROOT)
    assert (got["kind"], want["kind"]) == ("compiled", "pure")
    assert Path(got["package"]) == target / "gouji_sim"
    assert int(want["judged"]) > 150 and got["judged"] == want["judged"]
    assert (got["hands"], got["cases"]) == (want["hands"], want["cases"])
    # the simulation's worker processes get their rules and send back results through pickle
    assert (got["unpickled"], want["unpickled"]) == ("", "")
