"""Issue 44, items 1 and 7: the notation's reader keeps the actions it reads as typed values and
writes them into the case through the codec — it reads no action dict back by hand — with its
output unchanged; the Lab's link to a start-of-hand case reads the action through the codec.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

from gouji_sim.game import notation
from gouji_sim.game.notation import line, read
from gouji_sim.view import lab

ROOT = Path(__file__).resolve().parent.parent
#: The keys that name an action's kind and its parts (gouji_sim.game.codec.KINDS and more).
ACTION_KEYS = {"play", "pass", "yield", "burn", "wrong", "sets", "revolution", "redeal", "decline", "meld",
               "bet", "buy", "wind", "consent"}


def _reads_action_dict(node: ast.AST) -> bool:
    """``x["play"]`` read (not written), ``x.get("burn")``, ``"pass" in x``."""
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
        return isinstance(node.slice, ast.Constant) and node.slice.value in ACTION_KEYS \
            and not (isinstance(node.value, ast.Name) and node.value.id.isupper())     # a constant table
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value in ACTION_KEYS
    if isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) and node.left.value in ACTION_KEYS:
        return any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops)
    return False


def test_the_notation_reads_no_action_dict_by_hand() -> None:
    """The reader (``_Reader``: the writer below it looks its verbs up by kind, a words table)."""
    tree = ast.parse((ROOT / "gouji_sim/game/notation.py").read_text(encoding="utf-8"))
    reader = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "_Reader")
    found = [f"{n.lineno}: {ast.unparse(n)}" for n in ast.walk(reader) if _reads_action_dict(n)]
    assert found == [], found
    bad = ast.parse('x = e["play"]\nif "burn" in e and e.get("pass"): pass\nverbs = VERBS["burn"]\nr["sets"] = []')
    assert sum(_reads_action_dict(n) for n in ast.walk(bad)) == 3     # the scan could fail


def test_a_burn_its_answers_and_a_reburn_read_as_before() -> None:
    """BURN-3/4 (v5): the sets, an answer, a burn back stating its later sets and an answer to
    that reburn's set are written into the case as CASES.md says, and read back the same."""
    said = ("seat 3 burns J J J J J then 8 8 小王 then 9 9 9, after set 2 seat 4 burns Q Q Q Q Q then 5 5, "
            "after reburn set 1 seat 5 beats K K K K K")
    case = read(said).case
    d = notation.as_case_dict(case)
    assert d["action"] == {"seat": 3, "burn": ["J J J J J", "8 8 小王", "9 9 9"],
                           "responses": [{"after_set": 2, "seat": 4, "play": "Q Q Q Q Q", "sets": ["5 5"],
                                          "responses": [{"after_set": 1, "seat": 5, "play": "K K K K K"}]}]}
    assert read(line(case, "en")).case == case and read(line(case)).case == case


def test_a_burn_in_the_trick_is_its_first_set_and_a_misplay_a_wrong_pass() -> None:
    """A burn already played in the trick is written as its first set (BURN-3); 错牌 is a
    wrong follow's pass (PLAY-6); a play of cards that form none is kept for the case to judge."""
    d = notation.as_case_dict(read("seat 1 leads J J J J J, seat 3 burns Q Q Q Q Q, seat 4 misplays, "
                                   "seat 5 yields, seat 6 beats 5 6").case)
    assert d["trick"] == [{"seat": 1, "play": "J J J J J"}, {"seat": 3, "play": "Q Q Q Q Q", "burn": True},
                          {"seat": 4, "pass": True, "wrong": True}, {"seat": 5, "yield": True}]
    assert d["action"] == {"seat": 6, "play": "5 6"}


def test_the_labs_start_link_reads_the_action_through_the_codec() -> None:
    """START-1, START-4: a redeal's and a revolution's case open the start panel; a play does not."""
    for name in ("01-redeal-on-the-first-deal.json", "04-revolution.json"):
        text = (ROOT / "cases/start" / name).read_text(encoding="utf-8")
        assert (lab.moment_link(text) or "").startswith("#start="), name
    play = json.loads((ROOT / "cases/start/01-redeal-on-the-first-deal.json").read_text(encoding="utf-8"))
    play["action"] = {"seat": 1, "decline": True}
    assert lab.moment_link(json.dumps(play, ensure_ascii=False)) is None
