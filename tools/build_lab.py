"""Put the Rule Lab's Python runtime into the built site (called by tools/build_site.sh).

The lab pages (docs/<lang>/lab.md, and any page embedding a mini lab) run gouji_sim in the
browser on Pyodide. After both `mkdocs build` runs, this script puts into site/:

* ``assets/pyodide/``: the Pyodide core from the npm package ``pyodide`` (package-lock.json),
  the same four files JupyterLite uses, nothing fetched from anywhere else;
* ``assets/lab/<sha12>/gouji_sim-….whl``: the gouji_sim wheel built by build_site.sh, in a
  folder named after its sha256 so that a browser never keeps a stale one;
* ``assets/lab/lab-lock.json``: a Pyodide lock file that lists only that wheel (with its
  sha256, which Pyodide checks) plus ``gouji_lab.base``, the folder of the wheel.

Then it checks that every lab page of both languages points at these files.

Usage: python tools/build_lab.py --wheel build/site/wheels/gouji_sim-….whl [--site site]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PYODIDE_NPM = REPO / "node_modules" / "pyodide"
#: The Pyodide core files the lab loads (the same as tools/build_lite.py's PYODIDE_CORE).
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
#: Where the lab finds them, from the site root (docs/lab_hooks.py writes the same paths
#: into the pages).
PYODIDE_DIR = "assets/pyodide"
LAB_DIR = "assets/lab"
LOCK = "lab-lock.json"


def log(message: str) -> None:
    print(f"    [lab] {message}", flush=True)


def build(site: Path, wheel: Path) -> dict:
    if not PYODIDE_NPM.is_dir():
        raise SystemExit("build_lab: node_modules/pyodide is missing: run `npm ci` first")
    base_lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())

    pyodide_dir = site / PYODIDE_DIR
    shutil.rmtree(pyodide_dir, ignore_errors=True)
    pyodide_dir.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(PYODIDE_NPM / name, pyodide_dir / name)

    lab_dir = site / LAB_DIR
    shutil.rmtree(lab_dir, ignore_errors=True)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    wheel_dir = lab_dir / digest[:12]
    wheel_dir.mkdir(parents=True)
    shutil.copy2(wheel, wheel_dir / wheel.name)
    version = wheel.name.split("-")[1]
    lock = {
        "info": base_lock["info"],
        "packages": {
            "gouji-sim": {
                "name": "gouji-sim", "version": version, "file_name": wheel.name,
                "install_dir": "site", "sha256": digest, "package_type": "package",
                "imports": ["gouji_sim"], "depends": [], "unvendored_tests": False,
            }
        },
        # read by docs/shared/lab/lab.js: where file_name lives, relative to this file
        "gouji_lab": {"base": f"{digest[:12]}/"},
    }
    (lab_dir / LOCK).write_text(json.dumps(lock, indent=1) + "\n")
    npm_version = json.loads((PYODIDE_NPM / "package.json").read_text())["version"]
    log(f"pyodide {npm_version} core -> {PYODIDE_DIR}/; "
        f"{wheel.name} -> {LAB_DIR}/{digest[:12]}/")
    return lock


def check(site: Path) -> None:
    """Fail unless the runtime is complete and both lab pages load it."""

    def require(condition: bool, message: str) -> None:
        if not condition:
            raise SystemExit(f"build_lab check: {message}")

    for name in PYODIDE_CORE:
        require((site / PYODIDE_DIR / name).is_file(), f"{PYODIDE_DIR}/{name} missing")
    lock = json.loads((site / LAB_DIR / LOCK).read_text())
    entry = lock["packages"]["gouji-sim"]
    wheel = site / LAB_DIR / lock["gouji_lab"]["base"] / entry["file_name"]
    require(wheel.is_file(), f"{wheel} missing")
    require(hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], "wheel sha256 differs")
    for page in ("lab/index.html", "en/lab/index.html"):
        html = (site / page).read_text(encoding="utf-8")
        require('id="gouji-lab-data"' in html and "shared/lab/lab.js" in html,
                f"{page} does not load the lab")
    log("checked the lab runtime and both lab pages")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, required=True, help="the gouji_sim wheel")
    parser.add_argument("--site", type=Path, default=REPO / "site")
    args = parser.parse_args()
    build(args.site, args.wheel.resolve())
    check(args.site)


if __name__ == "__main__":
    sys.exit(main())
