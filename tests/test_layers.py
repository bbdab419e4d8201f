"""Layers import only downward (ARCHITECTURE.md), read from the source, not by running it.

The rules core (the text, the atoms, one play, one moment and the rulings: everything up to
the judge) imports only the standard library and itself, so that it runs unchanged in Pyodide
and knows no front end: not even a lazy import inside a method reaches the view, the CLI, the
practice table or the widgets. The floors above keep to their order too: nothing below the
front ends imports them, and the game and the many hands never import the practice table.
Every ``import`` statement counts, at the top of a file or inside a function.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "gouji_sim"

#: The rules core, floor by floor (ARCHITECTURE.md: text, atoms, one play, one moment, rulings):
#: the modules of ``gouji_sim/core/``.
CORE = ("messages", "clauses", "errors", "frozen",
        "cards", "rules", "table", "inputs", "counts", "action_words",
        "play", "beats", "gouji", "checks", "actions",
        "setup_checks", "situation", "moves", "verdict",
        "burn", "judge")
#: The front ends: only the commands and other front ends import them.
FRONT_ENDS = ("gouji_sim.view", "gouji_sim.cli")
#: What is not a front end but sits above the game and the many hands.
PRACTICE = ("gouji_sim.practice",)
#: The floors below the practice table: the rules core, the game, the bots and the simulation.
BELOW_PRACTICE = ("gouji_sim.core", "gouji_sim.game", "gouji_sim.bots", "gouji_sim.simulation")


def module_name(path: Path, package: Path = PACKAGE) -> str:
    """``gouji_sim/game/state.py`` → ``gouji_sim.game.state`` (a package's ``__init__`` is the package)."""
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, package: Path = PACKAGE) -> set[str]:
    """Every module ``path`` (a file of ``package``) imports, anywhere in the file, relative
    imports made absolute; ``from x import y`` counts as ``x`` and as ``x.y`` (``y`` may be a module)."""
    name = module_name(path, package)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            found.add(origin)
            found.update(f"{origin}.{alias.name}" for alias in node.names)
    return found


def modules(*, under: str = "") -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if module_name(p).startswith(under or "gouji_sim"))


def within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def core_path(name: str) -> Path:
    return PACKAGE / "core" / f"{name}.py"


def test_the_core_modules_exist():
    assert [name for name in CORE if not core_path(name).is_file()] == []


def test_the_core_folder_holds_the_core_and_nothing_else():
    assert sorted(p.stem for p in (PACKAGE / "core").glob("*.py") if p.stem != "__init__") == sorted(CORE)


@pytest.mark.parametrize("name", CORE)
def test_the_core_imports_only_the_standard_library_and_the_core(name: str):
    core = tuple(f"gouji_sim.core.{n}" for n in CORE)
    wrong = sorted(m for m in imports(core_path(name))
                   if not (within(m, core) or m == "gouji_sim.core"
                           or m.partition(".")[0] in sys.stdlib_module_names))
    # a name taken from the folder itself (``from . import x``) shows as "gouji_sim.core.x":
    # only core modules may be taken so
    assert wrong == [], f"gouji_sim/core/{name}.py imports {wrong}"


def test_nothing_below_the_front_ends_imports_them():
    wrong = {module_name(p): sorted(m for m in imports(p) if within(m, FRONT_ENDS))
             for p in modules() if not within(module_name(p), FRONT_ENDS + ("gouji_sim.__main__",))}
    assert {k: v for k, v in wrong.items() if v} == {}


def test_the_game_and_the_many_hands_never_import_the_practice_table():
    wrong = {module_name(p): sorted(m for m in imports(p) if within(m, PRACTICE))
             for p in modules() if within(module_name(p), BELOW_PRACTICE)}
    assert {k: v for k, v in wrong.items() if v} == {}


def test_the_check_sees_a_lazy_import_up(tmp_path: Path):
    fake = tmp_path / "gouji_sim"
    fake.mkdir()
    (fake / "cards.py").write_text("def f():\n    from .view.html import repr_hand\n    import json\n",
                                   encoding="utf-8")
    assert imports(fake / "cards.py", fake) == {"gouji_sim.view.html", "gouji_sim.view.html.repr_hand", "json"}


def import_graph() -> dict[str, set[str]]:
    """Each module of the package and the modules of the package it imports (a ``from x import
    y`` counts as the module ``x.y`` where there is one, else as ``x``; a package's
    ``__init__`` importing its own modules, and a module importing its own package's
    ``__init__`` for a name, are the package's business and not counted as arrows)."""
    names = {module_name(p): p for p in modules()}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        targets = set()
        for imported in imports(path):
            if imported in names:
                targets.add(imported)
        # the longest of "x" and "x.y" that is a module: a name taken from x is x's
        targets = {t for t in targets if not any(o.startswith(t + ".") and o in targets for o in targets)}
        graph[name] = {t for t in targets if t != name and not name.startswith(t + ".")
                       and not (path.name == "__init__.py" and t.startswith(name + "."))}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_two_modules_import_each_other():
    """No circle of imports, lazy ones included: every module sits on a floor of its own
    below everything that imports it (the bots' registry above the bots, the run above the
    cluster's jobs)."""
    assert circles(import_graph()) == []


def test_the_circle_check_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
