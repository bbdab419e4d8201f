"""The fast core by default where it can run (issue 48): ``pip install .`` (and ``pip wheel``,
``python -m build``) on CPython compiles the rules core and the game's hot path with mypyc
(the modules of ``tools/build_compiled.py``'s ``MODULES``; mypyc comes with mypy, a build
requirement in ``pyproject.toml``), as optional extensions: where the compiler or mypyc fails,
the wheel holds the pure-Python package, which computes the same (tests/test_compiled.py).

The pure package is built instead, on purpose:

* for an editable install (``pip install -e .``, what ``make setup`` does for work on the
  checkout): compiled modules beside the sources would shadow every later edit (``make setup``
  then builds the wheel too and keeps its compiled modules apart, used only while the sources
  are unchanged: ``gouji_sim/compiled_core.py``);
* under another interpreter than CPython (Pyodide runs the pure package in the browser);
* with ``GOUJI_PURE=1`` in the environment (the site's wheel for Pyodide, tools/build_site.sh).

``gouji --version`` says which core is installed (``gouji_sim.core_kind()``).
"""

from __future__ import annotations

import importlib.util
import os
import platform
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent
#: the setuptools commands that build the package's modules (the others only ask its metadata)
BUILDS = {"bdist_wheel", "build", "build_ext", "install"}


def compiled_extensions() -> list:
    """mypyc's extensions for the modules of ``tools/build_compiled.py``, each optional, or
    none where the pure package is to be built (see the module's doc)."""
    # GOUJI_PURE as the package reads it at run time (gouji_sim/compiled_core.py): "" and "0" are off
    if (os.environ.get("GOUJI_PURE", "0") not in ("", "0") or platform.python_implementation() != "CPython"
            or any(arg.startswith("editable") or arg == "develop" for arg in sys.argv)
            or not BUILDS.intersection(sys.argv)):    # metadata only (egg_info, dist_info)
        return []
    tool = ROOT / "tools" / "build_compiled.py"
    try:
        from mypyc.build import mypycify
        spec = importlib.util.spec_from_file_location("build_compiled", tool)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        # compiled for this interpreter's Python (pyproject's mypy settings name the oldest
        # that the type checks assume)
        version = f"{sys.version_info.major}.{sys.version_info.minor}"
        extensions = mypycify(["--python-version", version, *(f"gouji_sim/{m}.py" for m in module.MODULES)],
                              opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"))
    except Exception as err:                 # no mypyc, no tools/: the pure package
        print(f"gouji-sim: building the pure-Python package ({type(err).__name__}: {err})", file=sys.stderr)
        return []
    for ext in extensions:
        ext.optional = True                  # a failed compile leaves the pure module
        if os.name != "nt":
            # after CPython's own -Wall (gcc and clang): its warnings' passes took two thirds
            # of the compile (the one big C file at -O3: 69 s with them, 47 s without; at -O0
            # 31 s against 13 s); mypyc's own -Werror stays for the warnings it turns on
            ext.extra_compile_args.append("-Wno-all")
    return extensions


setup(ext_modules=compiled_extensions())
