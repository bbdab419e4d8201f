"""The rules core type-checks under ``mypy --strict`` (like python-chess)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORE = ["actions", "beats", "burn", "case", "cards", "checks", "clauses", "errors", "gouji", "judge",
        "messages", "moves", "play", "rules", "situation", "table", "verdict", "bench", "inputs"]


def test_core_is_strictly_typed():
    files = [str(ROOT / "gouji_sim" / f"{m}.py") for m in CORE]
    files += [str(ROOT / "gouji_sim" / "cli" / f"{m}.py") for m in ("__init__", "judge", "cases", "burn", "show")]
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", *files],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
