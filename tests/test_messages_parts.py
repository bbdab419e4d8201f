"""The message catalogue split by floor: the rules core keeps its own entries in
``gouji_sim/core/messages.py``; the simulation, the practice table, the views, the site and the
command line keep theirs in catalogue modules of their own that join the one lookup.

A code is held by exactly one part; the core's part holds no entry that only the front ends
(the views, the site, the command line) use: each of its codes is named by a module below them.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from gouji_sim.core import messages
from gouji_sim.core.messages import PARTS, register, text
from gouji_helpers import every_message

CATALOGUE = every_message()

PKG = Path(__file__).resolve().parents[1] / "gouji_sim"
#: Each part's file and the floor it registers under.
PART_FILES = {"core": PKG / "core" / "messages.py", "simulation": PKG / "simulation" / "simulation_words.py",
              "practice": PKG / "practice" / "practice_words.py", "view": PKG / "view" / "view_words.py",
              "site": PKG / "view" / "site_words.py", "cli": PKG / "cli" / "command_words.py",
              "talk": PKG / "game" / "talk_words.py", "actions": PKG / "core" / "action_words.py",
              "game": PKG / "game" / "game_words.py"}
#: The parts of the floors above the core (their dictionaries are not uses of a code).
FLOOR_PARTS = {PART_FILES[k] for k in ("simulation", "practice", "view", "cli", "game")}
#: The front ends: what only they name is not the core's.
FRONT_ENDS = (PKG / "view", PKG / "cli")


def literal_codes(path: Path) -> list[str]:
    """The codes of the one catalogue dictionary written in ``path`` (``CATALOGUE`` or
    ``ENTRIES``), as written: a code written twice shows twice."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                and node.target.id in ("CATALOGUE", "ENTRIES") and isinstance(node.value, ast.Dict):
            return [k.value for k in node.value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    raise AssertionError(f"{path} holds no catalogue dictionary")


def test_each_code_is_held_by_exactly_one_part():
    written = {part: literal_codes(path) for part, path in PART_FILES.items()}
    counts = Counter(code for codes in written.values() for code in codes)
    assert [code for code, n in counts.items() if n > 1] == []
    assert set(counts) == set(CATALOGUE)
    assert {code: PARTS[code] for code in CATALOGUE} == {c: p for p, codes in written.items() for c in codes}


def test_a_part_cannot_take_another_parts_code():
    with pytest.raises(ValueError, match="core's already"):
        register("view", {"not-higher": CATALOGUE["not-higher"]})
    assert PARTS["not-higher"] == "core"


def test_the_core_never_imports_the_floors_above_to_find_their_words():
    source = PART_FILES["core"].read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import)\s+\S*(view|cli|practice|simulation)", source, re.M)


def named_below_the_front_ends() -> str:
    """The source of every module below the front ends, the catalogues' dictionaries left out
    (a code's own entry does not count as a use of it)."""
    out = []
    for path in PKG.rglob("*.py"):
        if any(front in path.parents for front in FRONT_ENDS) or path in FLOOR_PARTS:
            continue
        source = path.read_text(encoding="utf-8")
        if path == PART_FILES["core"]:
            tree = ast.parse(source)
            catalogue = next(n for n in tree.body if isinstance(n, ast.AnnAssign)
                             and getattr(n.target, "id", "") == "CATALOGUE")
            lines = source.splitlines()
            source = "\n".join(lines[:catalogue.lineno - 1] + lines[catalogue.end_lineno or 0:])
        out.append(source)
    return "\n".join(out)


def used_in(code: str, source: str) -> bool:
    """Whether ``source`` names ``code``: as a string of its own, or by a prefix that a code is
    made from (``f"game-phase-{phase}"``, ``"practice-" + …``)."""
    if re.search(rf"[\"']{re.escape(code)}[\"']", source):
        return True
    parts = code.split("-")
    return any(re.search(rf"[\"']{re.escape('-'.join(parts[:k]))}-(\{{|[\"'])", source)
               for k in range(1, len(parts)))


def test_the_cores_part_holds_no_entry_only_the_front_ends_use():
    source = named_below_the_front_ends()
    only_front_ends = [code for code in literal_codes(PART_FILES["core"]) if not used_in(code, source)]
    assert only_front_ends == []


def test_the_cores_part_is_small():
    core = literal_codes(PART_FILES["core"])
    assert len(core) < len(CATALOGUE) / 3
    assert len(PART_FILES["core"].read_text(encoding="utf-8").splitlines()) < 600


def test_the_check_sees_a_front_end_entry():
    assert not used_in("w-walk-start", 'text("w-walk-end")')
    assert used_in("game-phase-meld", 'text(f"game-phase-{phase}")')
    assert used_in("nobody", 'return text("nobody")')


def test_every_floors_words_are_found_by_one_lookup():
    assert text("not-higher", play="9 9", top="10 10")["en"].startswith("9 9")      # the core's
    for part in ("simulation", "practice", "view", "site", "cli"):
        code = literal_codes(PART_FILES[part])[0]
        assert PARTS[code] == part and messages.CATALOGUE[code] == CATALOGUE[code]
