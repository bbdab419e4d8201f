"""Immutable values that pickle alike whether their module runs as Python or compiled.

A frozen dataclass compiled with mypyc (``make compiled``) cannot be unpickled the default
way: pickle sets its fields one by one, which a frozen class refuses. :func:`picklable`
registers such classes with :mod:`copyreg` so that pickle rebuilds them through their
constructor from their fields (``__init__``'s fields; values worked out on first use are
worked out again). The simulation's worker processes and a cluster's workers receive the
rules and send back results this way.

>>> import pickle
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Point:
...     x: int
...     y: int = 0
>>> picklable(Point)
>>> by_fields(Point(1, 2))[1]
(<class 'gouji_sim.core.frozen.Point'>, {'x': 1, 'y': 2})
"""

from __future__ import annotations

import copyreg
from dataclasses import fields
from typing import Any


def rebuilt(cls: type, values: dict[str, Any]) -> Any:
    """An instance of ``cls`` from its constructor's fields (what pickle calls)."""
    return cls(**values)


def by_fields(obj: Any) -> tuple[Any, tuple[type, dict[str, Any]]]:
    """How pickle rebuilds the dataclass instance ``obj``: :func:`rebuilt` with its fields."""
    return rebuilt, (type(obj), {f.name: getattr(obj, f.name) for f in fields(obj) if f.init})


def picklable(*classes: type) -> None:
    """Have pickle rebuild instances of the frozen dataclasses ``classes`` through their
    constructor (:func:`by_fields`), compiled or not."""
    for cls in classes:
        copyreg.pickle(cls, by_fields)
