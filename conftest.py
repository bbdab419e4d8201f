"""Every pytest run here (``tests/``, the modules' examples in ``gouji_sim/`` and ``tools/``)
imports the pure-Python package, even where ``make setup`` has put the compiled core in .venv
(``gouji_sim/compiled_core.py``): the examples are read from the Python functions, which a compiled
module does not have, and the pure package is what Pyodide runs. ``tests/test_compiled.py``
checks that the compiled core computes the same. ``GOUJI_PURE=0 pytest …`` runs the tests on
the compiled core instead.
"""

import os

os.environ.setdefault("GOUJI_PURE", "1")
