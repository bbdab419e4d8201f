"""What the site's start-up snapshot holds (issue 48, docs/decisions/05-offline.md): the snapshot
is taken after :func:`gouji_sim.view.live.prepare_engine`, so whatever it imports a phone
downloads before the Rule Lab's first ruling. It must hold every module the pages' bridge
uses (nothing of gouji_sim may be imported from a file before the wheels are unpacked) and
none of what only a live chapter or the command line uses.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gouji_sim.view import live

#: Modules that only the simulator's runner, the command line or the widgets import.
CHAPTERS_ONLY = ("ipywidgets", "traitlets", "IPython", "comm", "multiprocessing", "argparse", "ctypes",
                 "concurrent.futures", "gouji_sim.cli", "gouji_sim.simulation.run", "gouji_sim.view.widgets")


def imported_after(code: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``code``."""
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
                         capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


@pytest.fixture(scope="module")
def engine_modules() -> set[str]:
    return imported_after("from gouji_sim.view import live; live.prepare_engine()")


def test_the_engines_snapshot_holds_none_of_what_only_chapters_and_the_command_line_use(engine_modules: set[str]) -> None:
    assert not engine_modules & set(CHAPTERS_ONLY)


def test_it_holds_every_module_the_pages_bridge_imports(engine_modules: set[str]) -> None:
    bridge = {name for name in imported_after("import gouji_sim.view.bridge") if name.startswith("gouji_sim")}
    assert bridge <= engine_modules
    assert {"gouji_sim.view.bridge", "gouji_sim.practice.session", "gouji_sim.view.house"} <= engine_modules


def test_the_practice_tables_seed_does_not_import_the_simulators_runner() -> None:
    """gouji_sim.simulation's names are imported when first asked for (PEP 562)."""
    held = imported_after("from gouji_sim.simulation.jobs import game_seed")
    assert "gouji_sim.simulation.run" not in held and "multiprocessing" not in held


def test_the_simulation_packages_names_are_still_all_there() -> None:
    import importlib

    import gouji_sim.simulation as simulation

    def home(name: str) -> object:
        return importlib.import_module(f"gouji_sim.simulation.{name}")

    assert simulation.simulate is getattr(home("run"), "simulate") and simulation.game_seed is getattr(home("jobs"), "game_seed")
    assert simulation.Tally is getattr(home("summary"), "Tally")
    assert simulation.conformance is getattr(home("check"), "conformance")
    assert all(hasattr(simulation, name) for name in simulation.__all__)
    assert sorted(simulation.__all__) == sorted(simulation._HOME_OF), "every name has its home"
    with pytest.raises(AttributeError):
        simulation.no_such_name  # noqa: B018


def test_a_chapters_prepare_after_the_engines_adds_the_widgets() -> None:
    held = imported_after("from gouji_sim.view import live; live.prepare_engine(); live.prepare()")
    assert "ipywidgets" in held and "gouji_sim.view.widgets" in held
    assert live.CHAPTERS_ONLY == ("gouji_sim.cli", "gouji_sim.simulation", "gouji_sim.view.widgets")


#: What the chapters' own start-up snapshot (taken after prepare_engine() and prepare()) must
#: not hold: the command line's and the simulator's processes (NO_CHAPTER_USES).
NO_CHAPTER_MODULES = ("multiprocessing", "argparse", "ctypes", "concurrent.futures", "subprocess", "gouji_sim.cli",
                      "gouji_sim.simulation.workers", "gouji_sim.simulation.check", "gouji_sim.simulation.bench")


@pytest.fixture(scope="module")
def chapter_modules() -> set[str]:
    return imported_after("from gouji_sim.view import live; live.prepare_engine(); live.prepare()")


def test_the_chapters_snapshot_holds_every_gouji_sim_module_a_chapter_imports(chapter_modules: set[str]) -> None:
    """A chapter restored from its own snapshot runs its cells before the wheels' files are
    unpacked (docs/shared/live/worker.mjs): each gouji_sim module its cells import must be
    in memory already."""
    import ast
    import importlib.util
    from pathlib import Path

    asked: set[str] = set()
    for source in sorted(Path(__file__).parents[1].joinpath("notebooks", "chapters").glob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("gouji_sim"):
                asked.add(node.module)
                # (``from gouji_sim.view import widgets``: a module of its own)
                asked.update(f"{node.module}.{alias.name}" for alias in node.names
                             if _package(node.module) and importlib.util.find_spec(f"{node.module}.{alias.name}"))
            elif isinstance(node, ast.Import):
                asked.update(alias.name for alias in node.names if alias.name.startswith("gouji_sim"))
    assert {"gouji_sim.simulation.run", "gouji_sim.view.widgets", "gouji_sim.game.match"} <= asked
    assert asked <= chapter_modules, sorted(asked - chapter_modules)


def test_the_chapters_snapshot_leaves_the_command_line_and_the_processes_out(chapter_modules: set[str]) -> None:
    assert {"ipywidgets", "traitlets", "gouji_sim.simulation.run", "gouji_sim.view.widgets.replay"} <= chapter_modules
    assert not chapter_modules & set(NO_CHAPTER_MODULES), sorted(chapter_modules & set(NO_CHAPTER_MODULES))
    assert all(name.startswith(live.NO_CHAPTER_USES) for name in NO_CHAPTER_MODULES if name.startswith("gouji_sim"))


def _package(name: str) -> bool:
    import importlib.util

    spec = importlib.util.find_spec(name)
    return bool(spec and spec.submodule_search_locations)
