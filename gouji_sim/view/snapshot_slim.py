"""What the site's start-up snapshot leaves out of Python's memory: the docstrings' text and
each function's table of line numbers.

A start-up snapshot (``tools/live_snapshot.mjs``) is the whole memory of the Python that
imported gouji_sim, the standard library's modules it uses, and, for the chapters,
ipywidgets and traitlets. A phone downloads it before its first answer. Two parts of that
memory are read by no page:

* **the docstrings** (about 1.2 MB of text): the pages answer from gouji_sim's functions, never
  from their help. Every module's, class's and function's docstring becomes ``None``, as under
  ``python -OO``; unlike ``-OO``, the ``assert`` statements and ``__debug__`` stay, so the
  snapshot's Python runs the same code as the tests' Python. Every library in the snapshot
  supports ``-OO`` (ipywidgets' ``docutils`` checks for a ``__doc__`` of ``None``), and nothing
  of gouji_sim reads a docstring at run time.
* **the line numbers of each bytecode instruction** (about 0.9 MB): only a traceback reads them,
  and no page shows a traceback (every error reaches a reader as a sentence in both languages).
  Each function's code keeps a table of its own length that gives every instruction the line of
  its ``def``: a traceback through the snapshot's code still prints, and names each function,
  its file and its first line. (An empty table would break ``traceback``: it expects a position
  for every instruction.)

The free memory is then zeroed (``zeroFreeMemory``) and compresses to almost nothing: as brotli
10, the chapters' snapshot 4.68 → 3.76 MB and the engine's 4.08 → 3.26 MB
(``docs/decisions/05-offline.md``).

:func:`slim` changes the Python it runs in for good, so only the snapshot's builder calls it,
once, after :func:`gouji_sim.view.live.prepare_engine` (and :func:`~gouji_sim.view.live.prepare`
for the chapters' snapshot). ``tests/test_snapshot_slim.py`` runs it in a Python of its own and
checks that the pages' answers are the same after it.
"""

from __future__ import annotations

import dis
import gc
import sys
import types
from typing import Any

#: The code flag of a function whose first constant is its docstring (``inspect.CO_HAS_DOCSTRING``,
#: new in Python 3.14; Pyodide's Python is 3.14).
CO_HAS_DOCSTRING = 0x4000000


def slim() -> int:
    """Set every module's, class's and function's docstring to ``None``, and give each
    function's code a copy without its docstring and with every instruction on its first line.

    A function's code is replaced (``CodeType.replace``) only where the function alone holds
    it: a nested function's code is also held by the code that defines it, and a second copy
    would cost more than it saves. Code that reads its own docstring as a constant keeps it.
    A function's new code is also free of what its warm-up runs specialised in it, which
    compresses better; Python specialises it again as it runs. Returns how many functions
    got new code.

    (An example would change the Python that runs this module's tests; see the test file
    named above.)
    """
    gc.collect()
    replaced = 0
    for held in gc.get_objects():
        if isinstance(held, types.FunctionType):
            replaced += _slim_function(held)
        elif isinstance(held, type):
            if isinstance(held.__dict__.get("__doc__"), str):
                try:
                    type.__setattr__(held, "__doc__", None)
                except (TypeError, AttributeError):  # a type of C's, its text static
                    pass
        elif isinstance(held, property):
            try:
                held.__doc__ = None
            except AttributeError:  # a property subclass with slots
                pass
    for module in list(sys.modules.values()):
        if isinstance(getattr(module, "__doc__", None), str):
            module.__doc__ = None
    gc.collect()
    return replaced


def _slim_function(function: types.FunctionType) -> int:
    """``function``'s docstring dropped and its code slimmed; 1 if its code was replaced."""
    code = function.__code__
    doc, function.__doc__ = function.__doc__, None
    # the function itself, ``code`` and getrefcount's argument: held by nothing else
    if sys.getrefcount(code) > 3:
        return 0
    changes: dict[str, Any] = {}
    if _holds_docstring(code, doc) and not _reads_first_constant(code):
        changes.update(co_consts=(None, *code.co_consts[1:]), co_flags=code.co_flags & ~CO_HAS_DOCSTRING)
    if sys.version_info >= (3, 11):  # the location table's format (PEP 657)
        changes.update(co_linetable=first_line_table(code))
    function.__code__ = code.replace(**changes)
    return 1


def first_line_table(code: types.CodeType) -> bytes:
    """A location table (Python 3.11 and later) that puts every instruction of ``code`` on its
    first line, with no columns: two bytes for each run of up to eight code units (an entry of
    kind 13, "no column info", whose line delta is 0).

    >>> def add(a, b):
    ...     total = a + b
    ...     return total
    >>> slimmed = add.__code__.replace(co_linetable=first_line_table(add.__code__))
    >>> {line for _, _, line in slimmed.co_lines()} == {add.__code__.co_firstlineno}
    True
    >>> len(first_line_table(add.__code__)) < len(add.__code__.co_linetable)
    True
    """
    units = len(code.co_code) // 2
    table = bytearray()
    while units > 0:
        run = min(units, 8)
        table += bytes((0x80 | 13 << 3 | run - 1, 0))
        units -= run
    return bytes(table)


def _holds_docstring(code: types.CodeType, doc: object) -> bool:
    """Whether ``code``'s first constant is its function's docstring ``doc``: flagged so from
    Python 3.14 on, and before it, the constant the function took its ``__doc__`` from.

    >>> def told():
    ...     "Says what it does."
    >>> def silent():
    ...     return "Says what it does."
    >>> _holds_docstring(told.__code__, told.__doc__), _holds_docstring(silent.__code__, silent.__doc__)
    (True, False)
    """
    if sys.version_info >= (3, 14):
        return bool(code.co_flags & CO_HAS_DOCSTRING)
    return isinstance(doc, str) and bool(code.co_consts) and code.co_consts[0] is doc


def _reads_first_constant(code: types.CodeType) -> bool:
    """Whether ``code`` loads its first constant (its docstring, when it has one) as a value.

    >>> def echo():
    ...     "same"
    ...     return "same"
    >>> def told():
    ...     "Says what it does."
    ...     return 1
    >>> _reads_first_constant(echo.__code__), _reads_first_constant(told.__code__)
    (True, False)
    """
    return any(step.opname == "LOAD_CONST" and step.arg == 0 for step in dis.get_instructions(code))
