"""An optional compiled copy of the rules core and the game for CPython: ``make compiled``.

Copies the package to ``build/compiled/gouji_sim`` and compiles the modules of
:data:`MODULES` there with mypyc (the package is ``mypy --strict`` clean; mypyc comes with
mypy), then packs that tree into an installable wheel, ``build/wheels/gouji_sim-<version>-
cp311-cp311-<platform>.whl`` (:func:`wheel`: the compiled modules, the rest of the package as
Python, the ``gouji`` command). Use the tree with ``PYTHONPATH=build/compiled``, or install
the wheel (``pip install build/wheels/gouji_sim-*.whl``). The pure-Python package stays the
default (Pyodide runs it in the browser) and the fallback. ``--compare`` then plays the same
seeded hands and judges every case file with the wheel installed (into a directory of its
own) and with the pure package, and says whether every record and verdict is identical
(:func:`fingerprint`): exit 0 when they are, 1 when not.

    python tools/build_compiled.py [--out build/compiled] [--wheels build/wheels] [--compare]
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import pickle
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: What is compiled: the rules core (cards and plays, the beat rules, the checks, the
#: situation and its position rules, the judge, the verdict, burning) and the game's hot path
#: (the state machine and the functions it calls, the match loop, the bots' module), as paths
#: under ``gouji_sim/`` without ``.py``. The rest (records, views, CLI, simulation) stays Python.
MODULES = ("cards", "play", "rules", "beats", "gouji", "checks", "table", "actions", "moves",
           "situation", "verdict", "judge", "burn", "decisions", "heuristic",
           "game/state", "game/burns", "game/common", "game/deal", "game/match", "game/prelude",
           "game/rulings", "game/points", "game/scoring", "game/tribute", "game/hand_start",
           "game/chong_san", "game/phases")


def build(out: Path, opt_level: str = "3") -> Path:
    """Copy the package into ``out`` and compile :data:`MODULES` in place with mypyc at C
    optimisation level ``opt_level`` (mypyc's ``MYPYC_OPT_LEVEL``: ``"3"`` for speed, ``"0"``
    compiles several times faster, for a test of what it computes); ``out``."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copytree(ROOT / "gouji_sim", out / "gouji_sim",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    for name in ("pyproject.toml", "README.md"):    # mypy's settings; the project's readme
        shutil.copy(ROOT / name, out / name)
    mypyc = Path(sys.executable).with_name("mypyc")
    cmd = [str(mypyc) if mypyc.exists() else "mypyc", *(f"gouji_sim/{m}.py" for m in MODULES)]
    env = dict(os.environ, MYPYC_OPT_LEVEL=opt_level)
    subprocess.run(cmd, cwd=out, check=True, stdout=subprocess.DEVNULL, env=env)
    shutil.rmtree(out / "build", ignore_errors=True)
    return out


def compiled_modules(tree: Path) -> set[str]:
    """The modules of ``tree``'s package that are compiled (an extension module beside the
    ``.py``), as :data:`MODULES` names them."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    pkg = tree / "gouji_sim"
    return {p.relative_to(pkg).as_posix()[:-len(suffix)] for p in pkg.rglob(f"*{suffix}")}


def wheel_tag() -> str:
    """This interpreter's wheel tag, e.g. ``cp311-cp311-linux_x86_64`` (what a wheel of
    extension modules built here runs on)."""
    impl = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{impl}-{impl}-{platform}"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def wheel(tree: Path, dist: Path) -> Path:
    """Pack the compiled ``tree`` (:func:`build`) into a wheel in ``dist``; its path.

    The wheel holds the package (the compiled modules as extension modules, next to their
    ``.py``; mypyc's shared library beside the package), the project's metadata from
    ``pyproject.toml`` (name, version, summary, Python version) and its console script, in
    the wheel format (PEP 427: ``WHEEL``, ``METADATA``, ``entry_points.txt``, ``RECORD``
    with every file's SHA-256). Built with the standard library alone: no build backend or
    network is needed.
    """
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name = project["name"].replace("-", "_")
    version = project["version"]
    tag = wheel_tag()
    info = f"{name}-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    for path in sorted(tree.rglob("*")):
        rel = path.relative_to(tree).as_posix()
        if path.is_file() and "__pycache__" not in rel and (
                rel.startswith("gouji_sim/") or (path.parent == tree and path.suffix == ".so")):
            files.append((rel, path.read_bytes()))
    scripts = "".join(f"{k} = {v}\n" for k, v in project.get("scripts", {}).items())
    metadata = (f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {version}\n"
                f"Summary: {project['description']} (compiled with mypyc)\n"
                f"Requires-Python: {project['requires-python']}\n")
    files += [(f"{info}/METADATA", metadata.encode()),
              (f"{info}/WHEEL", f"Wheel-Version: 1.0\nGenerator: gouji-sim tools/build_compiled.py\n"
                                f"Root-Is-Purelib: false\nTag: {tag}\n".encode()),
              (f"{info}/entry_points.txt", f"[console_scripts]\n{scripts}".encode())]
    record = "".join(_record_line(n, d) + "\n" for n, d in files) + f"{info}/RECORD,,\n"
    dist.mkdir(parents=True, exist_ok=True)
    out = dist / f"{name}-{version}-{tag}.whl"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for n, d in files:
            z.writestr(n, d)
        z.writestr(f"{info}/RECORD", record)
    return out


def install(whl: Path, target: Path) -> Path:
    """Install ``whl`` into the directory ``target`` with pip (no dependencies, no network:
    the project has none), replacing what it held; ``target``, to put on ``PYTHONPATH``."""
    shutil.rmtree(target, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                    "--disable-pip-version-check", "--target", str(target), str(whl)], check=True)
    return target


def fingerprint() -> dict[str, str]:
    """What the imported package computes, hashed: the records of seeded hands of every
    preset (random and heuristic bots, the judge on every action), and every case file's
    verdict (``judged``: how many were judged); ``unpickled``: the types among a hand's
    result, its score, the rules, a situation, a verdict and actions that do not come back
    equal through pickle (empty when all do); ``kind``: ``compiled`` when every module of
    :data:`MODULES` was imported compiled, ``pure`` when none was (else ``mixed``); ``package``:
    the directory the package was imported from."""
    import importlib

    import gouji_sim
    from gouji_sim import Rules
    from gouji_sim.bots import make_bots
    from gouji_sim.cli.judge import read_case
    from gouji_sim.game.match import play_hand
    from gouji_sim.rules import PRESETS

    hands = hashlib.sha256()
    unpickled: list[str] = []               # what does not come back equal through pickle
    for preset in PRESETS:
        for seed in range(4):
            for names in (["random"], ["heuristic", "random"], ["heuristic"]):
                r = play_hand(Rules.preset(preset), make_bots(names), seed, checked=True)
                hands.update(json.dumps(r.record, sort_keys=True, default=str).encode())
                if seed == 0 and names == ["heuristic"]:
                    unpickled += _unpickled([r, r.score, Rules.preset(preset)])
    cases, judged = hashlib.sha256(), 0
    from gouji_sim.game.state import GameState
    state = GameState.deal_hand(Rules(), 5)
    for _ in range(40):
        state.apply(state.legal_actions()[-1])
    unpickled += _unpickled([state.sit, state.judge(state.legal_actions()[0]), state.legal_actions()])
    for path in sorted((ROOT / "cases").rglob("*.json")):
        cases.update(path.name.encode())
        try:
            cases.update(json.dumps(read_case(str(path)).judge().to_dict(), sort_keys=True,
                                    ensure_ascii=False).encode())
            judged += 1
        except Exception as err:            # a case that fails to load fails in both alike
            cases.update(type(err).__name__.encode())
    native = [not str(importlib.import_module("gouji_sim." + m.replace("/", ".")).__file__).endswith(".py")
              for m in MODULES]
    kind = "compiled" if all(native) else "pure" if not any(native) else "mixed"
    return {"kind": kind, "package": str(Path(gouji_sim.__file__).parent), "hands": hands.hexdigest(),
            "cases": cases.hexdigest(), "judged": str(judged), "unpickled": " ".join(sorted(set(unpickled)))}


def _unpickled(values: list[object]) -> list[str]:
    """The type names of ``values`` that do not come back equal through pickle (what the
    simulation's worker processes and a cluster's workers send and receive)."""
    out = []
    for value in values:
        try:
            same = pickle.loads(pickle.dumps(value)) == value
        except Exception:                   # a compiled frozen class that refuses its fields
            same = False
        if not same:
            out.append(type(value).__name__)
    return out


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
    p.add_argument("--wheels", default=str(ROOT / "build" / "wheels"), help="where the wheel is written")
    p.add_argument("--compare", action="store_true",
                   help="check that the installed wheel and the pure package compute the same")
    args = p.parse_args(argv)
    out = build(Path(args.out))
    whl = wheel(out, Path(args.wheels))
    print(f"compiled {len(MODULES)} modules into {out}; use it with PYTHONPATH={out}")
    print(f"wheel: {whl}")
    if not args.compare:
        return 0
    target = install(whl, Path(args.out).with_name(Path(args.out).name + "-installed"))
    compiled, pure = run_fingerprint(target), run_fingerprint(ROOT)
    print(json.dumps({"compiled": compiled, "pure": pure}, indent=1))
    same = compiled["kind"] == "compiled" and pure["kind"] == "pure" and \
        (compiled["hands"], compiled["cases"]) == (pure["hands"], pure["cases"]) and int(pure["judged"]) > 0
    print("identical" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
