"""The folders show the floors (issue 44, item 5): ARCHITECTURE.md's floor table names, in the
row of each folder, every module that sits in it and no other; the package's root holds only
its public names; each folder has a README that says what lives there and what it may import,
and imports only from its own floor and the floors below; no two modules share a name.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from test_layers import import_graph

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "gouji_sim"
#: The folders from the ground up: each imports only from itself and the folders before it.
FLOORS = ("core", "game", "bots", "simulation", "practice", "view", "cli")
#: What a package's folder holds besides its modules.
NOT_MODULES = ("__init__.py", "__main__.py")
#: The one module at the package's root besides those: what ``__init__.py`` runs before it imports
#: any floor (the compiled core beside a checkout, ARCHITECTURE.md's first paragraph).
ROOT_MODULES = ("compiled_core.py",)


def floor_table(text: str) -> list[tuple[str, set[str]]]:
    """The floor table's rows as (folder, the module files its modules column names)."""
    lines = text.splitlines()
    start = lines.index("| floor | folder | modules | owns |")
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        folder = re.fullmatch(r"`(\w+)/`", cells[1])
        assert folder, f"the folder cell of {cells[0]!r} is not one `folder/`: {cells[1]!r}"
        rows.append((folder.group(1), {name.rpartition("/")[2] for name in re.findall(r"`([\w/]+\.py)`", cells[2])}))
    return rows


def modules_in(folder: str) -> set[str]:
    """The module files in ``gouji_sim/<folder>/`` and its subfolders (a name is unique, so its
    file name says which)."""
    return {p.name for p in (PACKAGE / folder).rglob("*.py") if p.name not in NOT_MODULES}


TABLE = floor_table((REPO / "ARCHITECTURE.md").read_text(encoding="utf-8"))


def test_the_table_reads_its_rows():
    rows = floor_table("| floor | folder | modules | owns |\n| --- | --- | --- | --- |\n"
                       "| atoms | `core/` | `cards.py` (+ `widgets/x.py`) | the cards |\n\nafter")
    assert rows == [("core", {"cards.py", "x.py"})]


def test_the_folders_are_the_floors_of_the_table():
    folders = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file())
    assert sorted(FLOORS) == folders
    assert [f for f, _ in TABLE if f not in FLOORS] == []
    assert [f for f, _ in TABLE] == sorted((f for f, _ in TABLE), key=FLOORS.index)


@pytest.mark.parametrize("folder", FLOORS)
def test_the_table_lists_every_module_of_a_folder_and_no_other(folder: str):
    listed = set().union(*(names for f, names in TABLE if f == folder))
    assert sorted(modules_in(folder) - listed) == [], "in the folder, missing from its rows"
    assert sorted(listed - modules_in(folder)) == [], "in its rows, not in the folder"


def test_the_root_holds_only_the_public_names():
    assert sorted(p.name for p in PACKAGE.glob("*.py")) == sorted(NOT_MODULES + ROOT_MODULES)
    assert all(f"`{name}`" in (REPO / "ARCHITECTURE.md").read_text(encoding="utf-8") for name in ROOT_MODULES)


def test_no_two_modules_share_a_name():
    names = Counter(p.stem for p in PACKAGE.rglob("*.py") if p.name not in NOT_MODULES)
    folders = {p.name for p in PACKAGE.rglob("*") if (p / "__init__.py").is_file()}
    assert [n for n, c in names.items() if c > 1] == []
    assert sorted(folders & set(names)) == [], "a module named as a folder"


@pytest.mark.parametrize("folder", FLOORS)
def test_each_folder_has_a_readme_that_says_what_it_may_import(folder: str):
    readme = (PACKAGE / folder / "README.md").read_text(encoding="utf-8")
    assert readme.startswith(f"# gouji_sim/{folder}/")
    below = FLOORS[:FLOORS.index(folder)]
    said = re.search(r"^## What it may import\n+(.+?)(?:\n## |\Z)", readme, re.M | re.S)
    assert said, "no section 'What it may import'"
    assert [f for f in below if f"`{f}/`" not in said.group(1)] == []
    assert [f for f in FLOORS[FLOORS.index(folder) + 1:] if f"`{f}/`" in said.group(1)] == []


def test_each_folder_imports_only_its_floor_and_the_floors_below():
    def floor(module: str) -> str:
        return module.split(".")[1] if module.count(".") else ""
    wrong = sorted(f"{a} imports {b}" for a, targets in import_graph().items() for b in targets
                   if floor(a) in FLOORS and floor(b) in FLOORS
                   and FLOORS.index(floor(b)) > FLOORS.index(floor(a)))
    assert wrong == []
