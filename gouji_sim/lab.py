"""Deprecated path: the Rule Lab's entry point is :mod:`gouji_sim.view.lab`.
``gouji_sim.lab`` is that very module.
"""

import sys

from .view import lab as _module

sys.modules[__name__] = _module
