"""Deprecated path: the HTML display is :mod:`gouji_sim.view.html` (the front ends live in
:mod:`gouji_sim.view`). ``gouji_sim.display`` is that very module, so old imports, attribute
look-ups and patches keep working.
"""

import sys

from .view import html as _module

sys.modules[__name__] = _module
