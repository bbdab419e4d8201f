"""Every clause of RULEBOOK §2–§7 and every switch of §12 is checked by a test that names it."""

from pathlib import Path

from gouji_sim import SWITCHES
from gouji_sim.core.clauses import CLAUSES

TESTS = Path(__file__).resolve().parent
CHAPTERS = ("CARD", "PLAY", "BEAT", "GOUJI", "TURN", "BURN")


def all_test_source():
    return "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py")).replace("_", "-")


def test_every_clause_of_chapters_2_to_7_is_named_by_a_test():
    src = all_test_source()
    clauses = [c for c in CLAUSES if c.rsplit("-", 1)[0] in CHAPTERS]
    assert len(clauses) == 3 + 6 + 6 + 5 + 9 + 6
    missing = [c for c in clauses if c.lower() not in src.lower()]
    assert not missing, missing


def test_every_switch_is_named_by_a_test():
    src = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py"))
    missing = [s for s in SWITCHES if s not in src]
    assert not missing, missing
