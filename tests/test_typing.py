"""The whole package type-checks under ``mypy --strict`` (like python-chess): one run over
``gouji_sim``, so a module added or moved is checked without a list to keep (the modules
without hints it imports, ipywidgets and the benchmark's optional RLCard, are configured in
pyproject.toml)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_package_is_strictly_typed():
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "-p", "gouji_sim"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
