"""gouji-sim: the reference rules engine, judge and simulator for 够级 (Gouji).

>>> from gouji_sim import Play, Rules, Situation, PlayAction, judge
>>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> v = judge(s, PlayAction(2, Play.parse("J J J J J")))
>>> v.legal, v.reason, v.clauses
(False, 'gouji-opposite-only', ('GOUJI-2',))

The public functions check their arguments where they are entered (never in the rules core's
inner loops): a wrong type is an :class:`ArgumentError` (a ``TypeError``), an impossible value
a :class:`GoujiError` (a ``ValueError``); both name the argument, in Chinese and English.

>>> opposite(7)
Traceback (most recent call last):
...
gouji_sim.core.errors.GoujiError: seat 的座位 7 无效：座位是 1 到 6 的整数。 / seat: seat 7 is not valid; seats are whole numbers 1 to 6.
"""

# First of all: the compiled core that `make setup` built for this venv, when it was built from
# these very sources (issue 48; gouji_sim/compiled_core.py); else every module is imported as Python.
from . import compiled_core as _compiled_core

_compiled_core.use(__path__[0])

from .core.actions import Action, Burn, Pass, PlayAction, Response, Yield
from .core.beats import beats, explain, is_dead
from .core.burn import BurnPlan, judge_burn, plan_burn
from .core.cards import Card, Hand, Rank
from .core.errors import (ArgumentError, CaseError, GoujiError, IllegalActionError, InvalidPlayError,
                     NotationError, RulesError)
from .core.gouji import is_gouji
from .core.judge import judge, judge_cards
from .core.moves import LegalPlays, beating_plays, hand_plays
from .core.play import Play, PlayClass
from .core.rules import BEHAVIOUR_VERSION, PRESETS, SWITCHES, Rules
from .core.situation import Situation, TrickState
from .core.table import opposite
from .core.verdict import PlayInfo, Verdict

__version__ = "0.1.0"

#: Modules that tell which core is installed: compiled in every fast-core build (setup.py,
#: tools/build_compiled.py), Python source in the pure package
_CORE_PROBES = ("core.cards", "core.situation", "core.judge", "core.moves", "game.state")


def core_kind() -> str:
    """Which core this installation runs (issue 48): ``"compiled"`` (the rules core and the
    game compiled with mypyc: the wheel that ``pip install`` builds on CPython, or the modules
    that ``make setup`` builds beside a checkout, :mod:`gouji_sim.compiled_core`), ``"pure"`` (the
    Python package: Pyodide, ``GOUJI_PURE=1``, or where no compiled build was made or it is out
    of date), or ``"mixed"`` (some modules compiled, some not: a build that partly failed).

    >>> core_kind() in ("compiled", "pure", "mixed")
    True
    """
    import importlib

    native = [not str(importlib.import_module(f"{__name__}.{m}").__file__).endswith(".py")
              for m in _CORE_PROBES]
    return "compiled" if all(native) else "pure" if not any(native) else "mixed"


__all__ = [
    "Action", "ArgumentError", "BEHAVIOUR_VERSION", "Burn", "BurnPlan", "Card", "CaseError", "GoujiError", "Hand",
    "IllegalActionError", "InvalidPlayError", "LegalPlays", "NotationError", "PRESETS", "Pass",
    "Play", "PlayAction", "PlayClass", "PlayInfo", "Rank", "Response", "Rules", "RulesError",
    "SWITCHES", "Situation", "TrickState", "Verdict", "Yield", "beating_plays", "beats",
    "core_kind", "explain", "hand_plays", "is_dead", "is_gouji", "judge", "judge_burn", "judge_cards",
    "opposite", "plan_burn",
]
