"""An optional compiled copy of the rules core for CPython: ``make compiled``.

Copies the package to ``build/compiled/gouji_sim`` and compiles the modules of
:data:`MODULES` there with mypyc (the package is ``mypy --strict`` clean; mypyc comes with
mypy). Put ``build/compiled`` first on ``PYTHONPATH`` to use it; the pure-Python package
stays the default (Pyodide runs it in the browser) and the fallback. ``--compare`` then plays
the same seeded hands and judges every case file with both and says whether every record and
verdict is identical (:func:`fingerprint`): exit 0 when they are, 1 when not.

    python tools/build_compiled.py [--out build/compiled] [--compare]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The rules core, compiled: cards and plays, the beat rules, the checks, the situation and
#: its position rules, the judge, the verdict and burning (the layers up to the judge).
MODULES = ("cards", "play", "rules", "beats", "gouji", "checks", "table", "actions", "moves",
           "situation", "verdict", "judge", "burn")


def build(out: Path) -> Path:
    """Copy the package into ``out`` and compile :data:`MODULES` in place; ``out``."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copytree(ROOT / "gouji_sim", out / "gouji_sim",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    shutil.copy(ROOT / "pyproject.toml", out / "pyproject.toml")   # mypy's settings
    mypyc = Path(sys.executable).with_name("mypyc")
    cmd = [str(mypyc) if mypyc.exists() else "mypyc", *(f"gouji_sim/{m}.py" for m in MODULES)]
    subprocess.run(cmd, cwd=out, check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(out / "build", ignore_errors=True)
    return out


def fingerprint() -> dict[str, str]:
    """What the imported package computes, hashed: the records of seeded hands of every
    preset (random and heuristic bots, the judge on every action), and every case file's
    verdict (``judged``: how many were judged); and ``kind``, ``compiled`` when the situation module is a compiled one."""
    from gouji_sim import Rules, situation
    from gouji_sim.bots import make_bots
    from gouji_sim.cli.judge import read_case
    from gouji_sim.game.match import play_hand
    from gouji_sim.rules import PRESETS

    hands = hashlib.sha256()
    for preset in PRESETS:
        for seed in range(4):
            for names in (["random"], ["heuristic", "random"], ["heuristic"]):
                r = play_hand(Rules.preset(preset), make_bots(names), seed, checked=True)
                hands.update(json.dumps(r.record, sort_keys=True, default=str).encode())
    cases, judged = hashlib.sha256(), 0
    for path in sorted((ROOT / "cases").rglob("*.json")):
        cases.update(path.name.encode())
        try:
            cases.update(json.dumps(read_case(str(path)).judge().to_dict(), sort_keys=True,
                                    ensure_ascii=False).encode())
            judged += 1
        except Exception as err:            # a case that fails to load fails in both alike
            cases.update(type(err).__name__.encode())
    kind = "compiled" if not situation.__file__.endswith(".py") else "pure"
    return {"kind": kind, "hands": hands.hexdigest(), "cases": cases.hexdigest(), "judged": str(judged)}


def run_fingerprint(path: Path) -> dict[str, str]:
    """:func:`fingerprint` in a fresh interpreter that imports the package from ``path``."""
    env = dict(os.environ, PYTHONPATH=str(path))
    code = f"import sys, json; sys.path.insert(0, {str(ROOT / 'tools')!r}); " \
           "import build_compiled as b; print(json.dumps(b.fingerprint()))"
    done = subprocess.run([sys.executable, "-c", code], cwd=path, env=env, check=True,
                          capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python tools/build_compiled.py")
    p.add_argument("--out", default=str(ROOT / "build" / "compiled"))
    p.add_argument("--compare", action="store_true",
                   help="check that the compiled and the pure package compute the same")
    args = p.parse_args(argv)
    out = build(Path(args.out))
    print(f"compiled {len(MODULES)} modules into {out}; use it with PYTHONPATH={out}")
    if not args.compare:
        return 0
    compiled, pure = run_fingerprint(out), run_fingerprint(ROOT)
    print(json.dumps({"compiled": compiled, "pure": pure}, indent=1))
    same = compiled["kind"] == "compiled" and pure["kind"] == "pure" and \
        (compiled["hands"], compiled["cases"]) == (pure["hands"], pure["cases"]) and int(pure["judged"]) > 0
    print("identical" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
