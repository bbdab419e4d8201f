"""The display module and the widgets type-check under ``mypy --strict`` (ipywidgets has no hints)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_display_and_widgets_are_strictly_typed():
    files = [str(ROOT / "gouji_sim" / "display.py")]
    files += sorted(str(p) for p in (ROOT / "gouji_sim" / "widgets").glob("*.py"))
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
                        "--ignore-missing-imports", *files], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
