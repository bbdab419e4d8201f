"""Docstrings taken out of a Python's memory before the site's start-up snapshot is made.

A start-up snapshot (``tools/live_snapshot.mjs``) is the whole memory of the Python that
imported gouji_sim, the standard library's modules it uses, and, for the chapters,
ipywidgets and traitlets. About 1.2 MB of that memory is docstring text that no page
reads: the pages answer from gouji_sim's functions, never from their help. A phone
downloads the snapshot before its first answer, so :func:`drop_docstrings` frees that text
first, and the free memory is then zeroed and compresses to almost nothing. The chapters'
snapshot shrinks by about 0.45 MB as brotli and the engine's by about 0.4 MB
(``docs/decisions/05-offline.md``).

This is what ``python -OO`` does to docstrings, done after the imports. Unlike ``-OO``, it
keeps ``assert`` statements and ``__debug__``, so the snapshot's Python runs the same code
as the tests' Python. Every library in the snapshot supports ``-OO`` (ipywidgets'
``docutils`` checks for a ``__doc__`` of ``None``), and nothing of gouji_sim reads a
docstring at run time.

It changes the Python it runs in for good, so only the snapshot's builder calls it, once,
after :func:`gouji_sim.view.live.prepare_engine` (and :func:`~gouji_sim.view.live.prepare`
for the chapters' snapshot). ``tests/test_docstrings_dropped.py`` runs it in a Python of its
own and checks that the rulings and a practice deal are the same after it.
"""

from __future__ import annotations

import dis
import gc
import sys
import types

#: The code flag of a function whose first constant is its docstring (``inspect.CO_HAS_DOCSTRING``,
#: new in Python 3.14; Pyodide's Python is 3.14).
CO_HAS_DOCSTRING = 0x4000000


def drop_docstrings() -> int:
    """Set every module's, class's and function's docstring to ``None``, and take each
    function's docstring out of its code, where the text is held.

    A function's code is replaced (``CodeType.replace``) only where the function alone holds
    it: a nested function's code is also held by the code that defines it, and a second copy
    would cost more than the text. Code that reads its own docstring as a constant keeps it.
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
            replaced += _drop_from_function(held)
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


def _drop_from_function(function: types.FunctionType) -> int:
    """``function``'s docstring dropped; 1 if its code was replaced, else 0."""
    code = function.__code__
    doc, function.__doc__ = function.__doc__, None
    # the function itself, ``code`` and getrefcount's argument: held by nothing else
    if sys.getrefcount(code) > 3:
        return 0
    if _holds_docstring(code, doc):
        if _reads_first_constant(code):
            return 0
        code = code.replace(co_consts=(None, *code.co_consts[1:]), co_flags=code.co_flags & ~CO_HAS_DOCSTRING)
    else:
        code = code.replace()
    function.__code__ = code
    return 1


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
