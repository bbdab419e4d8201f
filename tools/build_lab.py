"""Point the site's one engine at the site's one Pyodide (called by tools/build_site.sh).

The site serves ONE copy of Pyodide and of its wheels: JupyterLite's, at
``lite/static/pyodide/`` (tools/build_lite.py puts there the Pyodide core from the npm package
``pyodide`` and every wheel the notebooks need, with a lock file). After JupyterLite is built,
this script writes the one small lock file of every other page, which reuses those files,
nothing copied: ``assets/live/live-lock.json``. The one worker (docs/shared/live/worker.mjs)
loads what it names for the live chapters, the Rule Lab, the practice table and the
house-rules page alike: gouji_sim, ipywidgets and what ipywidgets imports (comm,
traitlets), not IPython (gouji_sim.view.live stands in for it); ``gouji_live.packages`` names what
to load and ``gouji_live.base`` the folder of the wheels, relative to this lock. The start-up
snapshot tools/live_snapshot.mjs makes from it is named after its content.

Each entry keeps the sha256 of JupyterLite's lock (Pyodide checks it). Then it checks that
every file is there and that both lab pages load the engine.

Usage: python tools/build_lab.py [--site site]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: The Pyodide core files (the same as tools/build_lite.py's PYODIDE_CORE).
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
#: The site's one Pyodide, from the site root (docs/lab_hooks.py and docs/live_hooks.py
#: write the same path into the pages).
PYODIDE_DIR = "lite/static/pyodide"
LIVE_DIR = "assets/live"
LIVE_LOCK = "live-lock.json"
#: What the engine loads (with the dependencies among them kept, the others dropped).
LIVE_PACKAGES = ["gouji-sim", "ipywidgets", "comm", "traitlets"]
#: The Rule Lab's own lock of before: the check fails if a site still has it.
OLD_LAB_LOCK = "assets/lab/lab-lock.json"


def log(message: str) -> None:
    print(f"    [lab] {message}", flush=True)


def sub_lock(full: dict, names: list[str]) -> dict:
    """The lock of ``full`` reduced to ``names``, each package depending only on the others.

    >>> full = {"info": {}, "packages": {"a": {"depends": ["b", "c"]}, "b": {"depends": []},
    ...         "c": {"depends": []}}}
    >>> sub_lock(full, ["a", "b"])["packages"]
    {'a': {'depends': ['b']}, 'b': {'depends': []}}
    """
    missing = [n for n in names if n not in full["packages"]]
    if missing:
        raise SystemExit(f"build_lab: JupyterLite's lock has no {', '.join(missing)}")
    packages = {n: {**full["packages"][n],
                    "depends": [d for d in full["packages"][n]["depends"] if d in names]}
                for n in names}
    return {"info": full["info"], "packages": packages}


def build(site: Path) -> None:
    pyodide_dir = site / PYODIDE_DIR
    if not (pyodide_dir / "pyodide-lock.json").is_file():
        raise SystemExit(f"build_lab: {pyodide_dir}/pyodide-lock.json is missing: "
                         "build JupyterLite first (tools/build_lite.py)")
    full = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    lock = sub_lock(full, LIVE_PACKAGES)
    # read by the worker: where the wheels are, relative to this lock file, and what to load
    lock["gouji_live"] = {"base": "../" * LIVE_DIR.count("/") + "../" + PYODIDE_DIR + "/",
                          "packages": LIVE_PACKAGES}
    (site / LIVE_DIR).mkdir(parents=True, exist_ok=True)
    (site / LIVE_DIR / LIVE_LOCK).write_text(json.dumps(lock, indent=1) + "\n")
    log(f"{LIVE_DIR}/{LIVE_LOCK}: {', '.join(LIVE_PACKAGES)} from {PYODIDE_DIR}/")


def check(site: Path) -> None:
    """Fail unless the runtime is complete and both lab pages load it."""

    def require(condition: bool, message: str) -> None:
        if not condition:
            raise SystemExit(f"build_lab check: {message}")

    for name in PYODIDE_CORE:
        require((site / PYODIDE_DIR / name).is_file(), f"{PYODIDE_DIR}/{name} missing")
    lock = json.loads((site / LIVE_DIR / LIVE_LOCK).read_text())
    for entry in lock["packages"].values():
        wheel = site / LIVE_DIR / lock["gouji_live"]["base"] / entry["file_name"]
        require(wheel.is_file(), f"{wheel} missing")
        require(hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"],
                f"{wheel.name}: sha256 differs")
    require(not (site / OLD_LAB_LOCK).exists(), f"{OLD_LAB_LOCK}: a second lock")
    for page in ("lab/index.html", "en/lab/index.html"):
        html = (site / page).read_text(encoding="utf-8")
        require('id="gouji-lab-data"' in html and "shared/lab/lab.js" in html,
                f"{page} does not load the lab")
        require('id="gouji-engine-config"' in html and "shared/engine/engine.js" in html
                and LIVE_DIR + "/" + LIVE_LOCK in html, f"{page} does not load the one engine")
    log("checked the engine's lock and both lab pages")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=REPO / "site")
    args = parser.parse_args()
    build(args.site)
    check(args.site)


if __name__ == "__main__":
    sys.exit(main())
