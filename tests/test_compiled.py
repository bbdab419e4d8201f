"""The optional compiled rules core (``make compiled``, mypyc) computes exactly what the pure
package computes: the same records of seeded hands under every preset (the judge on every
action, RULEBOOK §3–§7 and BURN) and the same verdict on every case file."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "tools" / "build_compiled.py")
assert spec is not None and spec.loader is not None
build_compiled = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_compiled)

#: compiling takes minutes: `make test` runs it, `make check` leaves it out
pytestmark = pytest.mark.deep


def test_compiled_and_pure_packages_give_identical_results(tmp_path: Path) -> None:
    assert shutil.which("cc") or shutil.which("gcc"), "a C compiler is needed to compile with mypyc"
    out = build_compiled.build(tmp_path / "compiled")
    compiled = {p.name.split(".")[0] for p in (out / "gouji_sim").glob("*.so")}
    assert set(build_compiled.MODULES) <= compiled
    got, want = build_compiled.run_fingerprint(out), build_compiled.run_fingerprint(ROOT)
    assert (got["kind"], want["kind"]) == ("compiled", "pure")
    assert int(want["judged"]) > 150 and got["judged"] == want["judged"]
    assert (got["hands"], got["cases"]) == (want["hands"], want["cases"])
