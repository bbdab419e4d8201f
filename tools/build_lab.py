"""Point the Rule Lab and the live chapters at the site's one Pyodide (called by tools/build_site.sh).

The site serves ONE copy of Pyodide and of its wheels: JupyterLite's, at
``lite/static/pyodide/`` (tools/build_lite.py puts there the Pyodide core from the npm package
``pyodide`` and every wheel the notebooks need, with a lock file). After JupyterLite is built,
this script writes two small lock files that reuse those files, nothing copied:

* ``assets/lab/lab-lock.json``: the Rule Lab (docs/shared/lab/lab.js) loads only the gouji_sim
  wheel; ``gouji_lab.base`` is the folder of the wheels, relative to this lock;
* ``assets/live/live-lock.json``: the live chapters (docs/shared/live/worker.mjs) load
  gouji_sim, ipywidgets and what ipywidgets imports (comm, traitlets), not IPython
  (gouji_sim.live stands in for it); ``gouji_live.packages`` names what to load.

Each entry keeps the sha256 of JupyterLite's lock (Pyodide checks it). Then it checks that
every file is there and that both lab pages point at these files.

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
LAB_DIR = "assets/lab"
LOCK = "lab-lock.json"
LIVE_DIR = "assets/live"
LIVE_LOCK = "live-lock.json"
#: What the live chapters load (with the dependencies among them kept, the others dropped).
LIVE_PACKAGES = ["gouji-sim", "ipywidgets", "comm", "traitlets"]
#: What the Rule Lab loads.
LAB_PACKAGES = ["gouji-sim"]


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
    for folder, name, packages, key, extra in (
        (LAB_DIR, LOCK, LAB_PACKAGES, "gouji_lab", {}),
        (LIVE_DIR, LIVE_LOCK, LIVE_PACKAGES, "gouji_live", {"packages": LIVE_PACKAGES}),
    ):
        lock = sub_lock(full, packages)
        # read by the pages' scripts: where the wheels are, relative to this lock file
        lock[key] = {"base": "../" * folder.count("/") + "../" + PYODIDE_DIR + "/", **extra}
        (site / folder).mkdir(parents=True, exist_ok=True)
        (site / folder / name).write_text(json.dumps(lock, indent=1) + "\n")
        log(f"{folder}/{name}: {', '.join(packages)} from {PYODIDE_DIR}/")


def check(site: Path) -> None:
    """Fail unless the runtime is complete and both lab pages load it."""

    def require(condition: bool, message: str) -> None:
        if not condition:
            raise SystemExit(f"build_lab check: {message}")

    for name in PYODIDE_CORE:
        require((site / PYODIDE_DIR / name).is_file(), f"{PYODIDE_DIR}/{name} missing")
    for folder, name, key in ((LAB_DIR, LOCK, "gouji_lab"), (LIVE_DIR, LIVE_LOCK, "gouji_live")):
        lock = json.loads((site / folder / name).read_text())
        for entry in lock["packages"].values():
            wheel = site / folder / lock[key]["base"] / entry["file_name"]
            require(wheel.is_file(), f"{wheel} missing")
            require(hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"],
                    f"{wheel.name}: sha256 differs")
    for page in ("lab/index.html", "en/lab/index.html"):
        html = (site / page).read_text(encoding="utf-8")
        require('id="gouji-lab-data"' in html and "shared/lab/lab.js" in html,
                f"{page} does not load the lab")
    log("checked the lab runtime and both lab pages")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=REPO / "site")
    args = parser.parse_args()
    build(args.site)
    check(args.site)


if __name__ == "__main__":
    sys.exit(main())
