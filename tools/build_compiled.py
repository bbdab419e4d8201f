"""The compiled build of the rules core and the game for CPython: ``make compiled``.

``pip install .`` on CPython builds it by itself (``setup.py``: the modules of :data:`MODULES`
compiled with mypyc, which comes with mypy; the pure package where that fails, for editable
installs, and for Pyodide). This tool builds the same wheel from a copy of the checkout
(:func:`pip_wheel`) into ``build/wheels/gouji_sim-<version>-cp3XX-cp3XX-<platform>.whl``, for
this interpreter and for each ``--python`` (another CPython: its wheel is built with mypy
from PyPI). ``--compare`` then installs this interpreter's wheel into a directory of its own
(``build/compiled-installed``), plays the same seeded hands and judges every case file with
it and with the pure package, and says whether every record and verdict is identical
(:func:`fingerprint`): exit 0 when they are, 1 when not. ``--core DIR`` (``make setup``) builds
this interpreter's wheel alone and unpacks its compiled modules into ``DIR`` for an editable
checkout (:func:`build_core`, :mod:`gouji_sim.compiled_core`).

    python tools/build_compiled.py [--wheels build/wheels] [--python PYTHON ...] [--compare]
    python tools/build_compiled.py --core .venv/share/gouji-sim/compiled-core
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: What is compiled: the rules core (cards and plays, the beat rules, the checks, the
#: situation and its position rules, the judge, the verdict, burning) and the game's hot path
#: (the state machine and the functions it calls, the match loop, the bots' module), as paths
#: under ``gouji_sim/`` without ``.py``. The rest (records, views, CLI, simulation) stays Python.
MODULES = ("core/cards", "core/play", "core/rules", "core/beats", "core/gouji", "core/checks", "core/table",
           "core/actions", "core/moves", "core/situation", "core/verdict", "core/judge", "core/burn",
           "game/decisions", "bots/heuristic",
           "game/state", "game/burns", "game/common", "game/deal", "game/match", "game/prelude",
           "game/rulings", "game/points", "game/scoring", "game/tribute", "game/hand_start",
           "game/chong_san", "game/phases", "game/choices")


#: What a wheel is built from: the package and what setup.py reads (the project's settings,
#: its readme, this file's :data:`MODULES`)
SOURCES = ("setup.py", "pyproject.toml", "README.md", "MANIFEST.in", "tools/build_compiled.py")


def pip_wheel(dist: Path, opt_level: str = "3", python: str | None = None) -> Path:
    """Build the wheel that ``pip install .`` builds (setup.py: :data:`MODULES` compiled with
    mypyc at C optimisation level ``opt_level``, ``MYPYC_OPT_LEVEL``: ``"3"`` for speed, ``"0"``
    compiles several times faster, for a test of what it computes) into ``dist``, from a copy
    of the checkout (so that no earlier build's objects are reused); its path.

    pip builds it as it builds ``pip install .``'s: in an isolated environment with the build
    requirements of ``pyproject.toml`` from PyPI (setuptools, wheel, mypy), for this
    interpreter or ``python`` (another one, e.g. pyenv's 3.12)."""
    dist.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT / "gouji_sim", src / "gouji_sim",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        for name in SOURCES:
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(ROOT / name, src / name)
        before = set(dist.glob("*.whl"))
        cmd = [python or sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
               "--disable-pip-version-check", "-w", str(dist), str(src)]
        subprocess.run(cmd, check=True, env=dict(os.environ, MYPYC_OPT_LEVEL=opt_level))
    made = sorted(set(dist.glob("*.whl")) - before) or sorted(dist.glob("*.whl"), key=lambda p: p.stat().st_mtime)[-1:]
    return made[-1]


def source_closure(modules: tuple[str, ...] = MODULES, root: Path = ROOT) -> list[str]:
    """The source files that compiled ``modules`` depend on, as paths relative to ``root``:
    the modules themselves, every module of the package they import (at the top or inside a
    function, followed to what those import), and the packages' ``__init__.py`` on the way.
    mypyc compiles against their types, so a compiled core stays right only while none of
    them changes (what :func:`build_core`'s manifest records).

    >>> closure = source_closure()
    >>> "gouji_sim/core/judge.py" in closure and "gouji_sim/__init__.py" in closure
    True
    >>> "gouji_sim/cli/__init__.py" in closure   # the command line is not compiled against
    False
    """
    import ast

    def file_of(dotted: str) -> Path | None:
        base = root / dotted.replace(".", "/")
        return next((p for p in (base.with_suffix(".py"), base / "__init__.py") if p.is_file()), None)

    todo = [f"gouji_sim.{m.replace('/', '.')}" for m in modules]
    seen: dict[str, Path] = {}
    while todo:
        name = todo.pop()
        path = file_of(name)
        if name in seen or path is None:
            continue
        seen[name] = path
        parts = name.split(".")
        todo.extend(".".join(parts[:i]) for i in range(1, len(parts)))     # its packages
        package = parts if path.name == "__init__.py" else parts[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                todo.extend(a.name for a in node.names if a.name.startswith("gouji_sim"))
            elif isinstance(node, ast.ImportFrom):
                start = package[:len(package) - node.level + 1] if node.level else []
                base = ".".join(start + (node.module.split(".") if node.module else []))
                if base.startswith("gouji_sim"):
                    todo.append(base)
                    todo.extend(f"{base}.{a.name}" for a in node.names)     # a submodule imported by name
    return sorted(p.relative_to(root).as_posix() for p in seen.values())


def build_core(directory: Path, wheels: Path) -> dict[str, object] | None:
    """The fast core beside the checkout (``make setup``, :mod:`gouji_sim.compiled_core`): this
    interpreter's wheel built into ``wheels`` at ``-O3`` (:func:`pip_wheel`, what ``pip install
    .`` builds), its extension modules unpacked into ``directory`` (emptied first) with a
    manifest of their files, of the hashes of :func:`source_closure` and of the wheel's path
    (``tests/test_compiled.py`` installs it); the manifest, or ``None`` where it is already up
    to date. Where nothing compiled, the manifest lists no
    module (the package stays pure). A failed build leaves no manifest, so the next ``make
    setup`` tries again."""
    import zipfile

    from gouji_sim import compiled_core

    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    sources = source_closure()
    old = compiled_core.read_manifest(str(directory))
    if old and compiled_core.manifest_state(old, str(directory), str(ROOT)) == "fresh" \
            and old.get("sources", {}).keys() == set(sources) and Path(old.get("wheel", "")).is_file():
        return None
    hashes = {s: compiled_core.file_hash(str(ROOT / s)) for s in sources}
    shutil.rmtree(directory, ignore_errors=True)
    whl = pip_wheel(wheels)
    directory.mkdir(parents=True)
    modules = {}
    with zipfile.ZipFile(whl) as z:
        for name in z.namelist():
            if name.endswith(suffix):
                z.extract(name, directory)
                modules[name[:-len(suffix)].replace("/", ".")] = name
    manifest = {"suffix": suffix, "python": sys.version.split()[0], "wheel": str(whl.resolve()),
                "modules": modules, "sources": hashes}
    (directory / compiled_core.MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    return manifest


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
    from gouji_sim.bots.roster import make_bots
    from gouji_sim.cli.judge_command import read_case
    from gouji_sim.game.match import play_hand
    from gouji_sim.core.rules import PRESETS

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


def run_fingerprint(path: Path, pure: bool = False) -> dict[str, str]:
    """:func:`fingerprint` in a fresh interpreter that imports the package from ``path``, with
    ``GOUJI_PURE=1`` when ``pure`` (no compiled core beside the sources, :mod:`gouji_sim.compiled_core`)."""
    env = dict(os.environ, PYTHONPATH=str(path), GOUJI_PURE="1" if pure else "0")
    code = f"import sys, json; sys.path.insert(0, {str(ROOT / 'tools')!r}); " \
           "import build_compiled as b; print(json.dumps(b.fingerprint()))"
    done = subprocess.run([sys.executable, "-c", code], cwd=path, env=env, check=True,
                          capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def core_command(directory: Path, wheels: Path) -> int:
    """``--core DIR``: :func:`build_core`, and a line on what it did. Exit 0 even where the
    build failed (no compiler, no PyPI for the build's mypy): the package is then pure, which
    computes the same, and ``gouji --version`` says which core runs."""
    try:
        manifest = build_core(directory, wheels)
    except (subprocess.CalledProcessError, OSError) as err:
        print(f"gouji-sim: no compiled core was built ({err}); the pure-Python package is used", file=sys.stderr)
        return 0
    if manifest is None:
        print(f"gouji-sim: the compiled core in {directory} is up to date")
    elif manifest["modules"]:
        print(f"gouji-sim: compiled core built in {directory} ({len(manifest['modules'])} extension modules)")
    else:
        print("gouji-sim: nothing compiled (no C compiler?); the pure-Python package is used", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python tools/build_compiled.py")
    p.add_argument("--out", default=str(ROOT / "build" / "compiled-installed"),
                   help="where this interpreter's wheel is installed for --compare")
    p.add_argument("--wheels", default=str(ROOT / "build" / "wheels"), help="where the wheels are written")
    p.add_argument("--python", action="append", default=[], metavar="PYTHON",
                   help="also build a wheel for this interpreter (repeatable; needs PyPI for its mypy)")
    p.add_argument("--compare", action="store_true",
                   help="check that the installed wheel and the pure package compute the same")
    p.add_argument("--core", metavar="DIR",
                   help="only build the fast core beside the checkout into DIR (make setup; gouji_sim/compiled_core.py)")
    args = p.parse_args(argv)
    if args.core:
        return core_command(Path(args.core), Path(args.wheels))
    whl = pip_wheel(Path(args.wheels))
    print(f"wheel: {whl}")
    for python in args.python:
        print(f"wheel: {pip_wheel(Path(args.wheels), python=python)}")
    if not args.compare:
        return 0
    target = install(whl, Path(args.out))
    compiled, pure = run_fingerprint(target), run_fingerprint(ROOT, pure=True)
    print(json.dumps({"compiled": compiled, "pure": pure}, indent=1))
    same = compiled["kind"] == "compiled" and pure["kind"] == "pure" and \
        (compiled["hands"], compiled["cases"]) == (pure["hands"], pure["cases"]) and int(pure["judged"]) > 0
    print("identical" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
