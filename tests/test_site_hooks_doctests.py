"""The examples in the site's MkDocs hooks (docs/*.py) run as written: pytest's own doctest
collection covers ``tests``, ``gouji_sim`` and ``tools`` (pyproject.toml's testpaths), not ``docs``."""

from __future__ import annotations

import doctest
import importlib.util
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"
HOOKS = sorted(DOCS.glob("*.py"))


@pytest.mark.parametrize("path", HOOKS, ids=[p.stem for p in HOOKS])
def test_hook_examples_run(path: Path, monkeypatch):
    monkeypatch.syspath_prepend(str(DOCS))
    spec = importlib.util.spec_from_file_location(f"site_hook_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, path.name
    # the hooks of the site's one engine and of the live chapters show what they write
    assert result.attempted > 0 or path.stem not in ("engine_hooks", "live_hooks", "offline_hooks")

