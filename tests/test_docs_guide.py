"""The maintainer's guide stays a guide (issue 44, item 6): docs/README.md is short, the
measurement log lives in dated decision records under docs/decisions/, and every link and
every mention of a record points at a file that exists."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GUIDE = REPO / "docs" / "README.md"
DECISIONS = REPO / "docs" / "decisions"


def test_the_guide_is_at_most_400_lines_and_lists_the_decision_records() -> None:
    lines = GUIDE.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 400, len(lines)
    assert "decisions/README.md" in "\n".join(lines)


def test_each_decision_record_is_indexed_and_says_what_it_is() -> None:
    index = (DECISIONS / "README.md").read_text(encoding="utf-8")
    records = sorted(p.name for p in DECISIONS.glob("[0-9][0-9]-*.md"))
    assert len(records) >= 10
    for name in records:
        assert f"]({name})" in index, name
        text = (DECISIONS / name).read_text(encoding="utf-8")
        assert text.startswith("# ") and "decision record" in text.split("\n", 3)[2], name
    assert [int(n[:2]) for n in records] == list(range(1, len(records) + 1))


def test_the_links_of_the_guide_and_the_records_resolve() -> None:
    for page in [GUIDE, *DECISIONS.glob("*.md")]:
        prose = re.sub(r"`[^`\n]*`", "", page.read_text(encoding="utf-8"))       # examples in code spans
        for target in re.findall(r"\]\(([^)#:\s]+)(?:#[^)]*)?\)", prose):
            assert (page.parent / target).exists(), (page.name, target)


def test_every_mention_of_a_decision_record_names_a_file_that_exists() -> None:
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True).stdout.split()
    mentioned: set[str] = set()
    for name in files:
        path = REPO / name
        if path.suffix not in {".py", ".md", ".mjs", ".js", ".yml", ".json", ".html", ".css", ""} or not path.is_file():
            continue
        mentioned |= set(re.findall(r"docs/decisions/(\d\d-[a-z-]+\.md)", path.read_text(encoding="utf-8", errors="replace")))
    assert mentioned, "no file names a decision record"
    for record in mentioned:
        assert (DECISIONS / record).is_file(), record
