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
