"""The game layer, bots, simulator and their commands type-check under ``mypy --strict``."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILES = [*sorted((ROOT / "gouji_sim" / "game").glob("*.py")), ROOT / "gouji_sim" / "bots.py",
         ROOT / "gouji_sim" / "simulate.py", ROOT / "gouji_sim" / "cli" / "simulate.py",
         ROOT / "gouji_sim" / "cli" / "replay.py", ROOT / "gouji_sim" / "outdir.py"]


def test_the_game_layer_is_strictly_typed():
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
                        *map(str, FILES)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
