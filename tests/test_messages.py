"""The message catalogue: both languages everywhere, the same placeholders, no missing codes."""

import re
import string
from pathlib import Path

from gouji_sim.core.clauses import CLAUSES
from gouji_sim.core.messages import text
from gouji_helpers import every_message

CATALOGUE = every_message()

PKG = Path(__file__).resolve().parents[1] / "gouji_sim"


def fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_entry_in_both_languages_with_the_same_placeholders():
    for code, (zh, en) in CATALOGUE.items():
        assert zh and en, code
        # a sentence may embed another catalogue sentence in its own language ({zh} / {en})
        assert fields(zh) - {"zh"} == fields(en) - {"en"}, code
        if re.search(r"[A-Za-z]{3,}", en.format(**{f: "" for f in fields(en)})):   # English words
            assert zh != en and any("\u4e00" <= ch <= "\u9fff" for ch in zh), code


def test_every_code_the_package_uses_is_in_the_catalogue():
    used = set()
    for path in PKG.rglob("*.py"):
        used |= set(re.findall(r'(?<![\w.])text\(\s*"([a-z0-9-]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'\.bad\([^,]+,\s*"([a-z0-9-]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'from_catalogue\(\s*"([a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    assert used, "no message codes found"
    missing = used - set(CATALOGUE)
    assert not missing, missing


def test_text_fills_both_languages():
    msg = text("wrong-size", play="J J J", size=3, top="10 10", top_size=2)
    assert "3" in msg["zh"] and "(3 against 2)" in msg["en"]


def test_clause_summaries_cover_every_rulebook_chapter():
    chapters = {c.rsplit("-", 1)[0] for c in CLAUSES}
    assert chapters == {"TABLE", "CARD", "PLAY", "BEAT", "GOUJI", "TURN", "BURN", "END", "SCORE",
                        "START", "TRIB", "LOCAL"}
    for cid, t in CLAUSES.items():
        assert t["zh"] and t["en"], cid
