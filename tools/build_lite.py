"""Build the site's JupyterLite (site/lite/) with nothing fetched at run time.

Called by tools/build_site.sh after `npm ci` and after the gouji_sim wheel is
built. Steps:

1. Stage a JupyterLite source folder (build/site/lite/) from the committed
   config in tools/lite/.
2. Put the Pyodide runtime there, from the npm package ``pyodide`` (core only,
   the version jupyterlite-pyodide-kernel expects), at static/pyodide/, the
   place the kernel's build addon picks up and points jupyter-lite.json at;
   its standard library, like every wheel, with its members stored (:func:`stored`).
3. Resolve the Python packages the kernel needs: what it loads when it starts
   (micropip, comm, jedi, ipython), what notebooks import without %pip
   (ipywidgets), and the gouji_sim wheel with its requirements. Versions come
   from Pyodide's own lock file when it lists the package, else from this venv
   (so the in-browser ipywidgets matches the widget extension of this venv).
   Pure-Python wheels are downloaded from PyPI with pip (cached in
   .cache/lite-wheels/); the widgetsnbextension stub comes from the kernel
   extension, and gouji_sim from the repo.
4. Write a pyodide-lock.json that lists exactly these wheels with their real
   sha256; every package there is auto-loaded on import by the kernel.
5. Stage the notebooks as JupyterLite's contents, each opening with one markdown cell that
   says how to run it all ("▶ 全部运行 / Run all", from the message catalogue), and run
   `jupyter lite build` on them. With the JupyterLab language pack ``zh-CN`` installed in the
   build venv, JupyterLite also gets its Chinese menus (``api/translations/``).
6. Check the output: every wheel of the lock present with its hash, and the
   kernel pointed at the local Pyodide with the PyPI fallback off.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import shutil
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

REPO = Path(__file__).resolve().parent.parent
if __package__ in (None, ""):             # run as a script (tools/build_site.sh): tools.* from the root
    sys.path.insert(0, str(REPO))
from tools.stored_zip import stored  # noqa: E402
CONFIG = REPO / "tools" / "lite"  # committed JupyterLite config
PYODIDE_NPM = REPO / "node_modules" / "pyodide"
WHEEL_CACHE = REPO / ".cache" / "lite-wheels"
LABEXTENSIONS = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
KERNEL_EXTENSION = LABEXTENSIONS / "@jupyterlite" / "pyodide-kernel-extension"
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
#: The JupyterLab extensions of this venv that JupyterLite gets (the others,
#: such as jupytext's, have no use there).
LAB_EXTENSIONS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager"]

#: The Pyodide core files the kernel's module worker loads.
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]

#: Loaded by the kernel when it starts (see pyodide-kernel's worker: micropip,
#: then ipykernel, comm, pyodide-kernel, jedi and ipython; ipykernel,
#: pyodide-kernel and piplite themselves come from the kernel extension).
KERNEL_PACKAGES = ["micropip", "comm", "jedi", "ipython"]
#: Importable in every notebook without %pip, besides gouji_sim.
NOTEBOOK_PACKAGES = ["ipywidgets"]
#: Fetched while Pyodide starts, in parallel, instead of one by one afterwards.
PREFETCH = ["micropip", "comm", "jedi", "ipython", "ipywidgets"]


def log(message: str) -> None:
    print(f"    [lite] {message}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --------------------------------------------------------------------------
# wheels


class Wheel:
    """What the lock file needs to know about one wheel."""

    def __init__(self, path: Path, environment: dict[str, str]):
        self.path = path
        name, version, _build, tags = parse_wheel_filename(path.name)
        if not all(t.platform == "any" and t.abi == "none" for t in tags):
            raise SystemExit(f"build_lite: {path.name} is not a pure-Python wheel")
        self.name = canonicalize_name(name)
        self.version = str(version)
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
            dist_info = next(n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info"))
            metadata = Parser().parsestr(archive.read(f"{dist_info}/METADATA").decode())
        self.requirements = [
            Requirement(r) for r in metadata.get_all("Requires-Dist") or []
        ]
        self.depends = sorted(
            canonicalize_name(r.name)
            for r in self.requirements
            if r.marker is None or r.marker.evaluate({**environment, "extra": ""})
        )
        # Top-level importable names: packages and modules at the wheel's root.
        tops = set()
        for n in names:
            first = n.split("/")[0]
            if first.endswith((".dist-info", ".data")):
                continue
            if "/" in n or n.endswith(".py"):
                tops.add(first.removesuffix(".py"))
        self.imports = sorted(tops)

    def lock_entry(self) -> dict:
        return {
            "name": self.name,
            "version": self.version,
            "file_name": self.path.name,
            "install_dir": "site",
            "sha256": sha256(self.path),
            "package_type": "package",
            "imports": self.imports,
            "depends": self.depends,
            "unvendored_tests": False,
        }


def pip_download(pins: list[str], python_version: str) -> None:
    """Download pure-Python wheels for Pyodide's Python into the wheel cache."""
    missing = [p for p in pins if not cached_wheel(*p.split("=="))]
    if not missing:
        return
    log(f"pip download {' '.join(missing)}")
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            sys.executable, "-m", "pip", "download", "-qq", "--no-deps",
            "--only-binary=:all:", "--implementation", "py", "--abi", "none",
            "--platform", "any", "--python-version", python_version,
            "--dest", str(WHEEL_CACHE), *missing,
        ],
        check=True,
    )


def cached_wheel(name: str, version: str) -> Path | None:
    for path in WHEEL_CACHE.glob("*.whl"):
        n, v, _, _ = parse_wheel_filename(path.name)
        if canonicalize_name(n) == canonicalize_name(name) and str(v) == version:
            return path
    return None


def resolve(roots: list[str], local: dict[str, Wheel], base_lock: dict,
            environment: dict[str, str]) -> dict[str, dict]:
    """Pick one wheel per package for the roots and everything they depend on.

    Returns lock entries keyed by canonical name. Downloads in rounds, one pip
    call per round, so that a fresh machine makes few registry round trips.
    """
    pyodide_packages = {canonicalize_name(k): v for k, v in base_lock["packages"].items()}
    python_version = ".".join(base_lock["info"]["python"].split(".")[:2])
    wheels: dict[str, Wheel] = {}
    entries: dict[str, dict] = {}
    wanted = [canonicalize_name(r) for r in roots]
    while todo := sorted({n for n in wanted if n not in entries}):
        pins = {}
        for name in todo:
            if name in local:
                continue
            if name in pyodide_packages:
                pins[name] = pyodide_packages[name]["version"]
            else:
                try:
                    pins[name] = importlib.metadata.version(name)
                except importlib.metadata.PackageNotFoundError:
                    raise SystemExit(
                        f"build_lite: {name} is needed in the browser but is neither "
                        "in Pyodide's lock nor installed in this venv"
                    ) from None
        pip_download([f"{n}=={v}" for n, v in pins.items()], python_version)
        for name in todo:
            wheel = local.get(name) or Wheel(cached_wheel(name, pins[name]), environment)
            entry = wheel.lock_entry()
            if name in pyodide_packages:
                # Keep Pyodide's own view of the package (its imports, its
                # dependency list), with the file we actually serve.
                entry = {**pyodide_packages[name], "file_name": wheel.path.name,
                         "sha256": entry["sha256"]}
            entry["depends"] = sorted(canonicalize_name(d) for d in entry["depends"])
            wheels[name], entries[name] = wheel, entry
            wanted += entry["depends"]
    # Every requirement between the chosen wheels must be met.
    for name, wheel in wheels.items():
        for requirement in wheel.requirements:
            dep = canonicalize_name(requirement.name)
            if dep in entries[name]["depends"] and (
                wheels[dep].version not in requirement.specifier
            ):
                raise SystemExit(
                    f"build_lite: {wheels[dep].path.name} does not satisfy "
                    f"{name}'s requirement {requirement}"
                )
    for name, entry in entries.items():
        entry["_path"] = wheels[name].path
    return entries


# --------------------------------------------------------------------------
# build


def stage(lite_dir: Path, gouji_wheel: Path) -> None:
    # imported here: the site tests use check() from a venv without JupyterLite's tools
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    pyodide_version = json.loads((PYODIDE_NPM / "package.json").read_text())["version"]
    if pyodide_version != PYODIDE_VERSION:
        raise SystemExit(
            f"build_lite: npm has pyodide {pyodide_version} but "
            f"jupyterlite-pyodide-kernel expects {PYODIDE_VERSION}: "
            "update package.json to match"
        )
    shutil.rmtree(lite_dir, ignore_errors=True)
    shutil.copytree(CONFIG, lite_dir)
    pyodide_dir = lite_dir / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for name in PYODIDE_CORE:
        (stored if name.endswith(".zip") else shutil.copy2)(PYODIDE_NPM / name, pyodide_dir / name)
    log(f"pyodide {pyodide_version} core from npm -> {pyodide_dir.relative_to(REPO)}")

    base_lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    info = base_lock["info"]
    environment = {
        **default_environment(),
        "python_version": ".".join(info["python"].split(".")[:2]),
        "python_full_version": info["python"],
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "os_name": "posix",
    }
    local = {}
    stubs = sorted((KERNEL_EXTENSION / "static" / "pypi").glob("widgetsnbextension-*.whl"))
    for path in [*stubs, gouji_wheel]:  # later wins: the newest stub
        wheel = Wheel(path, environment)
        local[wheel.name] = wheel
    gouji = Wheel(gouji_wheel, environment)

    entries = resolve(KERNEL_PACKAGES + NOTEBOOK_PACKAGES + [gouji.name],
                      local, base_lock, environment)
    packages = {}
    for name, entry in sorted(entries.items()):
        stored(entry.pop("_path"), pyodide_dir / entry["file_name"])
        entry["sha256"] = sha256(pyodide_dir / entry["file_name"])     # the stored archive's
        packages[name] = entry
    lock = {"info": info, "packages": packages}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    log(f"pyodide-lock.json: {len(packages)} wheels: " + ", ".join(
        f"{e['name']}=={e['version']}" for e in packages.values()))

    # Only the lab extensions listed above.
    build_json = lite_dir / "jupyter_lite_config.json"
    build_config = json.loads(build_json.read_text())
    build_config["LiteBuildConfig"].update(
        ignore_sys_prefix=["federated_extensions"],
        federated_extensions=[
            str(LABEXTENSIONS / name)
            for name in LAB_EXTENSIONS
        ],
    )
    build_json.write_text(json.dumps(build_config, indent=2) + "\n")

    # Prefetch what every kernel needs, and turn off the PyPI fallback.
    lite_json = lite_dir / "jupyter-lite.json"
    config = json.loads(lite_json.read_text())
    settings = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    kernel = settings.setdefault(KERNEL_SETTINGS, {})
    kernel["disablePyPIFallback"] = True
    kernel.setdefault("loadPyodideOptions", {})["packages"] = PREFETCH
    lite_json.write_text(json.dumps(config, indent=2) + "\n")


#: Marks the hint cell that stage_contents() puts first in every notebook.
RUN_ALL_TAG = "gouji-run-all"


def stage_contents(source: Path, dest: Path) -> int:
    """Copy ``source`` to ``dest``, every notebook opening with the "run all" hint cell.

    Returns how many notebooks got the hint. The hint is in both languages (one notebook
    folder may be read by either), from the catalogue entry ``lite-run-all``.
    """
    import nbformat

    import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
    from gouji_sim.core.messages import text

    hint = text("lite-run-all")
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(source, dest, ignore=shutil.ignore_patterns(".*"))
    count = 0
    for path in sorted(dest.rglob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        cell = nbformat.v4.new_markdown_cell(f"> {hint['zh']}  \n> {hint['en']}",
                                             metadata={"tags": [RUN_ALL_TAG]})
        nb.cells.insert(0, cell)
        nbformat.write(nb, path)
        count += 1
    return count


def build(lite_dir: Path, output: Path, contents: Path) -> None:
    staged = lite_dir.parent / "lite-contents"
    log(f"contents: {stage_contents(contents, staged)} notebooks from {contents}, "
        "each with the run-all hint first")
    contents = staged
    shutil.rmtree(output, ignore_errors=True)
    log(f"jupyter lite build --contents {contents} -> {output}")
    result = subprocess.run(
        [
            sys.executable, "-m", "jupyterlite_core", "build",
            "--lite-dir", str(lite_dir),
            "--output-dir", str(output.resolve()),
            "--contents", str(contents.resolve()),
            "--no-sourcemaps",
        ],
        cwd=lite_dir,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    (lite_dir / "build.log").write_text(result.stdout)
    if result.returncode != 0:
        print(result.stdout)
        raise SystemExit(f"build_lite: jupyter lite build failed ({result.returncode})")


#: Notebook apps in another language: site/lite/<folder>/notebooks/ is lite/notebooks/ with
#: this JupyterLab locale as its default (the chapters' "run in browser" links of that
#: language open it; docs/live_hooks.py points them there). Needs the language pack in the
#: build venv (pyproject.toml, extra "lite").
LANGUAGE_APPS = {"zh": "zh_CN"}
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"


def add_language_apps(output: Path) -> None:
    """Write ``<folder>/notebooks/`` for each of LANGUAGE_APPS: the notebooks app's page one
    folder deeper, and a jupyter-lite.json above it whose settings default to the locale."""
    app = output / "notebooks"
    for folder, locale in LANGUAGE_APPS.items():
        if not (output / "api" / "translations" / f"{locale}.json").is_file():
            raise SystemExit(f"build_lite: no {locale} translations in {output}/api/translations/: "
                             "is the JupyterLab language pack installed in the build venv?")
        target = output / folder / "notebooks"
        shutil.rmtree(output / folder, ignore_errors=True)
        target.mkdir(parents=True)
        page = (app / "index.html").read_text(encoding="utf-8")
        page = page.replace('"../', '"../../').replace("'../", "'../../").replace(
            'data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."')
        (target / "index.html").write_text(page, encoding="utf-8")
        config = json.loads((app / "jupyter-lite.json").read_text())
        data = config["jupyter-config-data"]
        for key, value in data.items():
            if isinstance(value, str) and value.startswith("../"):
                data[key] = "../" + value
        (target / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
        # config-utils.js reads the config script of every folder's index.html up to the root
        (output / folder / "index.html").write_text(
            '<!DOCTYPE html><html><head><meta charset="utf-8">'
            '<script id="jupyter-config-data" type="application/json">{}</script>'
            '<meta http-equiv="refresh" content="0; url=notebooks/"></head><body></body></html>\n',
            encoding="utf-8")
        empty = {"cells": [], "metadata": {"jupyter-lite": {"jupyter-config-data": {}}},
                 "nbformat": 4, "nbformat_minor": 5}
        for where in (output / folder, target):  # asked for by config-utils.js too
            (where / "jupyter-lite.ipynb").write_text(json.dumps(empty) + "\n")
        (output / folder / "jupyter-lite.json").write_text(json.dumps({
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"settingsOverrides": {TRANSLATION_PLUGIN: {"locale": locale}}},
        }, indent=2) + "\n")
        log(f"{folder}/notebooks/: the notebooks app with the {locale} menus")


def check(output: Path) -> None:
    """Fail unless the built JupyterLite only uses files it serves itself.

    Also run by the tests (tests/browser/test_build.py) on the built site.
    """

    def require(condition: bool, message: str) -> None:
        if not condition:
            raise SystemExit(f"build_lite check: {message}")

    config = json.loads((output / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    url = kernel.get("pyodideUrl", "")
    require(url.startswith("./static/pyodide/"), f"pyodideUrl is not local: {url!r}")
    require(kernel.get("disablePyPIFallback") is True, "the PyPI fallback is on")
    pyodide_dir = output / "static" / "pyodide"
    for name in PYODIDE_CORE:
        require((pyodide_dir / name).is_file(), f"{name} missing")
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        path = pyodide_dir / entry["file_name"]
        require(path.is_file(), f"{name}: {path} missing")
        require(sha256(path) == entry["sha256"], f"{name}: sha256 of {path} differs")
        for dep in entry["depends"]:
            require(canonicalize_name(dep) in lock["packages"], f"{name} needs {dep}")
    for name in [*PREFETCH, "gouji-sim"]:
        require(canonicalize_name(name) in lock["packages"], f"{name} not in the lock")
    for folder, locale in LANGUAGE_APPS.items():
        config = json.loads((output / folder / "jupyter-lite.json").read_text())
        overrides = config["jupyter-config-data"]["settingsOverrides"][TRANSLATION_PLUGIN]
        require(overrides["locale"] == locale, f"{folder}/jupyter-lite.json: locale is not {locale}")
        require((output / folder / "notebooks" / "index.html").is_file(), f"{folder}/notebooks/ missing")
        require((output / "api" / "translations" / f"{locale}.json").is_file(), f"no {locale} translations")
    notebooks = sorted((output / "files").rglob("*.ipynb"))
    require(bool(notebooks), "no notebooks in files/")
    for path in notebooks:
        first = json.loads(path.read_text(encoding="utf-8"))["cells"][0]
        require(RUN_ALL_TAG in first.get("metadata", {}).get("tags", []),
                f"{path.relative_to(output)} does not open with the run-all hint")
    log(f"checked {len(lock['packages'])} wheels and their sha256 in {pyodide_dir}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, required=True, help="the gouji_sim wheel")
    parser.add_argument("--output", type=Path, default=REPO / "site" / "lite")
    parser.add_argument("--contents", type=Path, default=REPO / "notebooks")
    parser.add_argument("--lite-dir", type=Path, default=REPO / "build" / "site" / "lite")
    args = parser.parse_args()
    stage(args.lite_dir, args.wheel.resolve())
    build(args.lite_dir, args.output, args.contents)
    add_language_apps(args.output)
    check(args.output)


if __name__ == "__main__":
    main()
