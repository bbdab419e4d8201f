"""The old name of :mod:`gouji_sim.game.decisions` (the game's own decisions, beside the
core's actions in :mod:`gouji_sim.actions`), kept so old imports keep working."""

from .decisions import BET_KINDS, Bet, Buy, Decline, GameAction, Meld, Redeal, Revolution

__all__ = ["BET_KINDS", "Bet", "Buy", "Decline", "GameAction", "Meld", "Redeal", "Revolution"]
