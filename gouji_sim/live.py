"""Deprecated path: the live chapters' bridge is :mod:`gouji_sim.view.live`.
``gouji_sim.live`` is that very module.
"""

import sys

from .view import live as _module

sys.modules[__name__] = _module
