"""The fast core (issue 48). ``make setup`` (and so ``make test``) builds the wheel that ``pip
install .`` builds on CPython (the rules core and the game compiled with mypyc), and keeps its
compiled modules in .venv for the checkout (``gouji_sim/compiled_core.py``). Both computes
exactly what the pure package computes: the checkout with them, and the wheel installed into a
directory of its own, each says it is the compiled core (``gouji --version``) and gives the
same records of seeded hands under every preset (the judge on every action, RULEBOOK §3–§7 and
BURN) and the same verdict on every case file, and its values come back equal through pickle.
A changed source turns the checkout's compiled modules off until ``make setup`` builds them
again, and ``gouji --version`` says so.

The tests themselves import the pure package (``conftest.py``): these run the compiled one in
processes of their own."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from gouji_sim import compiled_core

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "tools" / "build_compiled.py")
assert spec is not None and spec.loader is not None
build_compiled = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_compiled)
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")


def version(cwd: Path, **env: str) -> str:
    """What ``python -m gouji_sim --version`` prints with ``env`` added to the environment."""
    return subprocess.run([sys.executable, "-m", "gouji_sim", "--version"], cwd=cwd, check=True,
                          capture_output=True, text=True, env=dict(os.environ, **env)).stdout


@pytest.fixture(scope="module")
def manifest() -> dict:
    found = compiled_core.read_manifest(compiled_core.core_dir())
    assert found is not None, f"no compiled core in {compiled_core.core_dir()}: make setup builds it"
    return found


@pytest.fixture(scope="module")
def pure() -> dict[str, str]:
    """The pure package's fingerprint (the checkout with ``GOUJI_PURE=1``)."""
    got = build_compiled.run_fingerprint(ROOT, pure=True)
    assert got["kind"] == "pure" and int(got["judged"]) > 150
    return got


def same_results(got: dict[str, str], pure: dict[str, str]) -> None:
    assert got["kind"] == "compiled"
    assert got["judged"] == pure["judged"]
    assert (got["hands"], got["cases"]) == (pure["hands"], pure["cases"])
    # the simulation's worker processes get their rules and send back results through pickle
    assert (got["unpickled"], pure["unpickled"]) == ("", "")


@pytest.mark.deep
def test_make_setup_compiled_the_core_for_this_python_from_these_sources(manifest: dict) -> None:
    assert manifest["suffix"] == SUFFIX
    compiled = {f"gouji_sim.{m.replace('/', '.')}" for m in build_compiled.MODULES}
    assert compiled <= set(manifest["modules"])
    assert len(set(manifest["modules"]) - compiled) == 1         # mypyc's shared library
    assert sorted(manifest["sources"]) == build_compiled.source_closure()
    assert compiled_core.stale_sources(manifest, str(ROOT)) == []
    assert compiled_core.probe(str(ROOT / "gouji_sim"), pure=False)[0] == "used"


@pytest.mark.deep
def test_the_checkout_runs_it_and_computes_what_the_pure_package_computes(manifest: dict, pure: dict[str, str],
                                                                          tmp_path: Path) -> None:
    assert "compiled core (mypyc, CPython" in version(tmp_path, PYTHONPATH=str(ROOT), GOUJI_PURE="0")
    assert "pure-Python core" in version(tmp_path, PYTHONPATH=str(ROOT), GOUJI_PURE="1")
    got = build_compiled.run_fingerprint(ROOT)
    assert Path(got["package"]) == ROOT / "gouji_sim"
    same_results(got, pure)
    # one finder in front, even after the package is reloaded
    code = ("import importlib, sys, gouji_sim; importlib.reload(gouji_sim); "
            "print(sum(type(f).__name__ == 'CompiledCore' for f in sys.meta_path), gouji_sim.core_kind())")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, check=True, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), GOUJI_PURE="0"))
    assert done.stdout.split() == ["1", "compiled"]


@pytest.mark.deep
def test_the_wheel_it_came_from_installs_and_computes_the_same(manifest: dict, pure: dict[str, str],
                                                               tmp_path: Path) -> None:
    whl = Path(manifest["wheel"])
    assert whl.name == f"gouji_sim-0.1.0-{build_compiled.wheel_tag()}.whl"
    with zipfile.ZipFile(whl) as z:
        names = set(z.namelist())
        entry_points = z.read("gouji_sim-0.1.0.dist-info/entry_points.txt").decode()
    assert {"gouji_sim/__init__.py", "gouji_sim/game/state.py", "gouji_sim/py.typed",
            "gouji_sim-0.1.0.dist-info/RECORD"} <= names
    assert set(manifest["modules"].values()) <= names
    assert "gouji = gouji_sim.cli:run" in entry_points
    target = build_compiled.install(whl, tmp_path / "site")
    assert set(build_compiled.MODULES) <= build_compiled.compiled_modules(target)
    # compiled in place: the checkout's compiled modules are not used (GOUJI_PURE=0 allows them)
    assert "compiled core (mypyc, CPython" in version(tmp_path, PYTHONPATH=str(target), GOUJI_PURE="0")
    got = build_compiled.run_fingerprint(target)
    assert Path(got["package"]) == target / "gouji_sim"
    same_results(got, pure)


def fake_core(directory: Path, digest: str) -> Path:
    """A compiled core's manifest in ``directory`` naming one module (an empty file, never
    imported here) built from ``gouji_sim/core/cards.py`` with the hash ``digest``."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "cards.so").touch()
    (directory / compiled_core.MANIFEST).write_text(json.dumps({
        "suffix": SUFFIX, "modules": {"gouji_sim.core.cards": "cards.so"},
        "sources": {"gouji_sim/core/cards.py": digest}}), encoding="utf-8")
    return directory


def test_it_is_used_only_while_every_source_is_unchanged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = str(ROOT / "gouji_sim")
    monkeypatch.setenv("GOUJI_COMPILED_CORE", str(tmp_path / "none"))
    assert compiled_core.probe(package, pure=False) == ("absent", {})
    monkeypatch.setenv("GOUJI_COMPILED_CORE", str(fake_core(tmp_path / "old", "0" * 64)))
    assert compiled_core.probe(package, pure=False) == ("stale", {})
    assert compiled_core.probe(package, pure=True) == ("off", {})
    right = compiled_core.file_hash(str(ROOT / "gouji_sim" / "core" / "cards.py"))
    monkeypatch.setenv("GOUJI_COMPILED_CORE", str(fake_core(tmp_path / "new", right)))
    assert compiled_core.probe(package, pure=False) == ("used", {"gouji_sim.core.cards": str(tmp_path / "new" / "cards.so")})
    (tmp_path / "new" / "cards.so").unlink()
    assert compiled_core.probe(package, pure=False)[0] == "absent"
    other = fake_core(tmp_path / "other", right)                 # built for another Python
    manifest = json.loads((other / compiled_core.MANIFEST).read_text(encoding="utf-8"))
    manifest["suffix"] = ".cpython-39-x86_64-linux-gnu.so"
    (other / compiled_core.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    monkeypatch.setenv("GOUJI_COMPILED_CORE", str(other))
    assert compiled_core.probe(package, pure=False) == ("absent", {})


def test_the_version_says_when_it_is_out_of_date(tmp_path: Path) -> None:
    fake_core(tmp_path / "core", "0" * 64)
    out = version(tmp_path, PYTHONPATH=str(ROOT), GOUJI_PURE="0", GOUJI_COMPILED_CORE=str(tmp_path / "core"))
    assert "纯 Python 核心" in out and "make setup 会重新编译" in out
    assert "pure-Python core (CPython 3." in out and "built from sources changed since: make setup rebuilds it" in out
