"""The bots by name: what ``--bots`` and the practice table choose from.

* ``random``: uniform over the legal actions; ``heuristic``: the rules of thumb of chapter 13
  (both in :mod:`gouji_sim.bots.heuristic`, where each is described);
* ``strong``: the heuristic bot's rules with a late game played for the lead
  (:mod:`gouji_sim.bots.strong`).

>>> make_bots(["heuristic", "random"])[1].name, len(make_bots(["random"]))
('random', 6)
"""

from __future__ import annotations

from typing import Sequence

from ..core.errors import GoujiError
from .heuristic import BOT_RULES, HeuristicBot, RandomBot, keeps_threes
from .strong import StrongBot
from ..core.table import SEATS

BOTS = ("random", "heuristic", "strong")
"""The bots' names, as ``--bots`` takes them."""


def make_bot(name: str) -> RandomBot | HeuristicBot | StrongBot:
    """A bot by name (:data:`BOTS`; ``strong`` is :class:`gouji_sim.bots.strong.StrongBot`);
    :class:`GoujiError` (exit 2 at the command line) if unknown."""
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return HeuristicBot()
    if name == "strong":
        return StrongBot()
    raise GoujiError.from_catalogue("sim-unknown-bot", value=name, allowed=", ".join(BOTS))


def make_bots(names: Sequence[str]) -> list[RandomBot | HeuristicBot | StrongBot]:
    """One bot per seat from 1 name (every seat), 2 (odd seats, even seats) or 6 (seat by seat)."""
    names = [n.strip() for n in names]
    if len(names) == 1:
        names = names * 6
    elif len(names) == 2:
        names = [names[(s - 1) % 2] for s in SEATS]
    elif len(names) != 6:
        raise GoujiError.from_catalogue("sim-bot-count", n=len(names))
    return [make_bot(n) for n in names]


__all__ = ["BOTS", "BOT_RULES", "HeuristicBot", "RandomBot", "StrongBot", "keeps_threes", "make_bot", "make_bots"]
