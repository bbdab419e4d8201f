"""Deprecated: the table as one seat might find it is now the seat's observation, dealt again.

:func:`determinize` is kept for old callers; it is
:meth:`GameState.resample` of the seat's
:func:`~gouji_sim.game.observation.observe` — what the seat may know, the cards it cannot
see dealt again (counts, a burner's sets, 冲三's 3s kept). New code asks the state:
``GameState.resample(state.observation(seat), rng)``.

>>> import random
>>> from gouji_sim import Hand, Rules
>>> from gouji_sim.game.state import GameState
>>> g = GameState.new(Rules(), {s: Hand.parse(str(s + 2) * 1 + " 2") for s in range(1, 7)}, 1)
>>> w = determinize(g, 1, random.Random(0))
>>> w.hand(1) == g.hand(1), sorted(len(w.hand(s)) for s in range(1, 7)) == sorted(len(g.hand(s)) for s in range(1, 7))
(True, True)
"""

from __future__ import annotations

import random

from ..game.observation import observe
from ..game.state import GameState


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Deprecated alias: ``GameState.resample(observe(state, seat), rng)`` (see the module's doc)."""
    return GameState.resample(observe(state, seat, history=False), rng)


__all__ = ["determinize"]
