"""The README's Python example runs as written."""

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_run():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3 and result.failed == 0


def test_readme_opens_with_the_two_commands():
    head = README.read_text(encoding="utf-8").splitlines()[:8]
    assert any(line.startswith("make serve") for line in head)
    assert any(line.startswith("make test") for line in head)
