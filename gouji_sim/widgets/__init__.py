"""Deprecated path: the widgets are :mod:`gouji_sim.view.widgets`.

``gouji_sim.widgets`` and each ``gouji_sim.widgets.X`` are the very modules of
``gouji_sim.view.widgets``, so ``from gouji_sim.widgets import table_editor`` and
``from gouji_sim.widgets.replay import replay_steps`` keep working (one copy of each class).
"""

import importlib
import pkgutil
import sys

from ..view import widgets as _package

for _info in pkgutil.iter_modules(_package.__path__):
    sys.modules[f"{__name__}.{_info.name}"] = importlib.import_module(f"{_package.__name__}.{_info.name}")
# renamed modules: the table editor's module was gouji_sim.widgets.table
sys.modules[f"{__name__}.table"] = sys.modules[f"{_package.__name__}.table_editor"]
sys.modules[__name__] = _package
