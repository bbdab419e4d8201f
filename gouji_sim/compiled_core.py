"""The fast core beside a checkout (issue 48): the compiled modules that ``make setup`` builds
for its venv's Python, used only while they were built from the very sources in the checkout.

``pip install .`` compiles the rules core and the game in place (``setup.py``). A checkout is
installed editable instead, where compiled modules beside the sources would hide every later
edit. So ``make setup`` builds the same wheel, keeps its extension modules in a directory of the
venv (:func:`core_dir`, with a manifest: each module's file and the SHA-256 of every source file
the compiled modules were built from, :func:`stale_sources`), and the package's ``__init__``
calls :func:`use` before it imports anything else. When every source still has its hash, a
finder in front of ``sys.meta_path`` (:class:`CompiledCore`) loads those modules compiled;
when one has changed, none is: the package stays pure until ``make setup`` builds it again,
and ``gouji --version`` says so (:data:`STATE`).

It does nothing (no file is read) in Pyodide, with ``GOUJI_PURE`` set to anything but ``0``,
or where the package itself is compiled (a wheel installed by pip). The rules core knows
nothing of it.

>>> STATE in ("used", "absent", "stale", "off", "installed")
True
>>> stale_sources({"sources": {"no/such/file.py": "0" * 64}}, ".")
['no/such/file.py']
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from typing import Any, Sequence

#: The manifest's name in :func:`core_dir`.
MANIFEST = "manifest.json"

#: What :func:`use` found: ``"used"`` (the compiled modules are loaded), ``"absent"`` (none was
#: built for this Python), ``"stale"`` (built from sources that have changed since), ``"off"``
#: (Pyodide, or ``GOUJI_PURE``), ``"installed"`` (the package itself is compiled).
STATE = "absent"


def core_dir() -> str:
    """Where ``make setup`` puts the compiled modules for this Python: ``GOUJI_COMPILED_CORE``
    when set, else ``share/gouji-sim/compiled-core`` in the environment (the venv).

    >>> core_dir().endswith("compiled-core") or "GOUJI_COMPILED_CORE" in os.environ
    True
    """
    return os.environ.get("GOUJI_COMPILED_CORE") or os.path.join(sys.prefix, "share", "gouji-sim", "compiled-core")


def read_manifest(directory: str) -> dict[str, Any] | None:
    """The manifest in ``directory``, or ``None`` where there is none (or it is unreadable)."""
    import json

    try:
        with open(os.path.join(directory, MANIFEST), encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError):
        return None
    return manifest if isinstance(manifest, dict) else None


def file_hash(path: str) -> str:
    """The SHA-256 of the file at ``path``, in hex (what the manifest keeps of each source)."""
    import hashlib

    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def stale_sources(manifest: dict[str, Any], package_root: str) -> list[str]:
    """The manifest's sources (paths relative to ``package_root``, the directory that holds the
    package) whose file is missing or has another hash than when the modules were compiled."""
    stale = []
    for relative, digest in manifest.get("sources", {}).items():
        try:
            same = file_hash(os.path.join(package_root, relative)) == digest
        except OSError:
            same = False
        if not same:
            stale.append(relative)
    return stale


def manifest_state(manifest: dict[str, Any], directory: str, package_root: str) -> str:
    """Whether the compiled modules a manifest in ``directory`` lists can stand for the sources
    under ``package_root``: ``"fresh"``, ``"stale"`` (a source has changed since, :func:`stale_sources`)
    or ``"absent"`` (built for another Python, or a module's file is missing). What :func:`use`
    and ``make setup``'s tool (``tools/build_compiled.py``) both ask.

    >>> manifest_state({"suffix": "", "modules": {}, "sources": {}}, ".", ".")
    'absent'
    """
    if manifest.get("suffix") != EXTENSION_SUFFIXES[0] or not all(
            os.path.exists(os.path.join(directory, file)) for file in manifest.get("modules", {}).values()):
        return "absent"
    return "stale" if stale_sources(manifest, package_root) else "fresh"


class CompiledCore:
    """A finder of ``sys.meta_path`` (``importlib.abc.MetaPathFinder``'s one method, without
    importing ``importlib.abc``, which Pyodide's start-up snapshot would then hold): finds the
    compiled modules of a manifest (``{"gouji_sim.core.cards": ".../cards….so"}``, mypyc's shared
    library among them) before any other finder, and leaves every other name to the others.

    >>> CompiledCore({"x.y": "/x/y.so"}).find_spec("x.z") is None
    True
    """

    def __init__(self, modules: dict[str, str]) -> None:
        self.modules = modules

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: object = None) -> ModuleSpec | None:
        file = self.modules.get(fullname)
        if file is None:
            return None
        from importlib.util import spec_from_file_location

        return spec_from_file_location(fullname, file)


def use(package_dir: str) -> str:
    """Put the compiled modules in front of the sources of the package in ``package_dir`` when
    they were built for this Python from the same sources; what was found (:data:`STATE`)."""
    global STATE
    STATE, modules = probe(package_dir)
    if STATE == "used" and not any(isinstance(finder, CompiledCore) for finder in sys.meta_path):
        sys.meta_path.insert(0, CompiledCore(modules))      # once, even if the package is reloaded
    return STATE


def probe(package_dir: str, pure: bool | None = None) -> tuple[str, dict[str, str]]:
    """What :func:`use` would find for the package in ``package_dir`` (a :data:`STATE`; ``"used"``
    where the compiled modules can be used), and those modules' files. ``pure``: whether
    ``GOUJI_PURE`` asks for the pure package (``None``: as the environment says).

    >>> probe(".", pure=True)
    ('off', {})
    """
    if pure is None:
        pure = os.environ.get("GOUJI_PURE", "0") not in ("", "0")
    if sys.platform == "emscripten" or pure:
        return "off", {}
    if os.path.exists(os.path.join(package_dir, "core", "cards" + EXTENSION_SUFFIXES[0])):
        return "installed", {}
    directory = core_dir()
    manifest = read_manifest(directory)
    if manifest is None or not manifest.get("modules"):
        return "absent", {}
    state = manifest_state(manifest, directory, os.path.dirname(package_dir))
    if state != "fresh":
        return state, {}
    return "used", {name: os.path.join(directory, file) for name, file in manifest["modules"].items()}
