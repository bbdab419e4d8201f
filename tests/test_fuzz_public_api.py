"""Every public function of ``gouji_sim`` (its ``__all__``) and of ``gouji_sim.game`` (its
``__all__``), called with wrong-typed and impossible arguments, answers or raises one of its
documented errors — the bilingual :class:`~gouji_sim.core.errors.GoujiError` family (a wrong type
is its :class:`~gouji_sim.core.errors.ArgumentError`, a ``TypeError``) — never a raw ``KeyError``,
``AttributeError``, ``AssertionError``, ``OverflowError`` or an unworded ``TypeError`` (issue 47,
class 4: 809 of 8,000 calls did).

How many: :data:`EXAMPLES` (for ``make test``), times ``FUZZ_SCALE`` for ``make fuzz``.
"""

from __future__ import annotations

import enum
import inspect
import os
import random
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gouji_sim
import gouji_sim.game
from gouji_sim import Hand, Pass, Play, PlayAction, Rank, Rules, Situation
from gouji_sim.core.errors import GoujiError
from gouji_sim.game import deal
from gouji_sim.core.messages import shown

SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
EXAMPLES = int(300 * SCALE)


def _public() -> dict[str, Callable[..., Any]]:
    """The public callables: functions, and the classes a caller builds (not the errors)."""
    out: dict[str, Callable[..., Any]] = {}
    for module in (gouji_sim, gouji_sim.game):
        for name in module.__all__:
            obj = getattr(module, name)
            if not callable(obj) or (isinstance(obj, type) and issubclass(obj, BaseException)):
                continue
            if getattr(obj, "__module__", "").startswith("typing") or not hasattr(obj, "__name__"):
                continue                     # a type alias (Action, GameAction)
            out[f"{module.__name__}.{name}"] = obj
            if isinstance(obj, type) and not issubclass(obj, enum.Enum):
                for attr, value in vars(obj).items():      # its public class methods (Hand.parse, …)
                    if not attr.startswith("_") and isinstance(value, (classmethod, staticmethod)):
                        out[f"{module.__name__}.{name}.{attr}"] = getattr(obj, attr)
    return out


PUBLIC = _public()

_RULES = Rules()
wrong = st.one_of(
    st.none(), st.booleans(), st.integers(-10, 10), st.integers(), st.sampled_from([10**5000, -(10**400), 2**64, 10**20]),
    st.floats(allow_nan=True), st.text(max_size=6), st.just("Z" * 2000), st.binary(max_size=4),
    st.lists(st.integers(-2, 20), max_size=7), st.tuples(st.integers(1, 6)),
    st.dictionaries(st.one_of(st.integers(-3, 30), st.text(max_size=2)), st.integers(-300, 300), max_size=3),
    st.dictionaries(st.integers(0, 7), st.lists(st.integers(0, 3), max_size=2), max_size=3),
    st.sampled_from([Play.parse("3"), Play.parse("10 10 10 10 10"), Hand.parse("3 3"), _RULES, Pass(1),
                     Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]),
                     Hand.parse("J J J J J 大王 8 8 9 9 9"), Hand.from_counts({Rank.THREE: 300}), object(),
                     deal(216, random.Random(1)), Rank.THREE, "outline", "3 3", [1, 1, 2, 3, 4, 5]]))


def _arity(fn: Callable[..., Any]) -> tuple[int, int]:
    """How many positional arguments ``fn`` needs, and takes at most."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return 1, 1
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    needed = sum(1 for p in positional if p.default is p.empty)
    return needed, max(needed, min(len(positional), 4))


@settings(max_examples=EXAMPLES, deadline=None, derandomize=SCALE == 1, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(name=st.sampled_from(sorted(PUBLIC)), data=st.data())
def test_every_public_function_raises_only_its_documented_errors(name, data):
    fn = PUBLIC[name]
    low, high = _arity(fn)
    args = data.draw(st.lists(wrong, min_size=low, max_size=high), label="args")
    try:
        result = fn(*args)
        if inspect.isgenerator(result) or type(result).__name__ == "LegalPlays":
            list(result)                     # a lazy answer is an answer only once it is read
    except GoujiError:
        pass
    except (ValueError, TypeError) as err:  # an enumeration's own lookup (Rank(99)) is its documented error
        assert isinstance(fn, type) and issubclass(fn, enum.Enum), (name, shown(args, 200), err)


def test_the_public_functions_are_all_called():
    assert len(PUBLIC) >= 30
    assert {"gouji_sim.game.score", "gouji_sim.game.deal", "gouji_sim.Rules", "gouji_sim.Rules.from_spec",
            "gouji_sim.game.GameState.deal_hand", "gouji_sim.Hand.from_counts", "gouji_sim.hand_plays"} <= set(PUBLIC)
