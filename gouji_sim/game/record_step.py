"""What replaying a game record yields, whatever its format: its :class:`Step` values (one
recorded action and the table after it) and the :class:`ReplayReport`. Re-exported by
:mod:`gouji_sim.game.record`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..situation import Situation
from ..verdict import Verdict
from ..decisions import GameAction
from .state import GameState


@dataclass
class ReplayReport:
    """What replaying a record found: the places and scores it led to, and every mismatch
    (empty: the record is consistent). ``mismatches[0]`` is the first action or field that
    does not match."""

    places: tuple[int, ...] | None
    scores: dict[int, int]
    team_scores: dict[str, int]
    mismatches: list[tuple[str, dict[str, str]]]
    state: GameState | None = None

    @property
    def ok(self) -> bool:
        return not self.mismatches


def mismatch(where: str, code: str, **params: object) -> tuple[str, dict[str, str]]:
    """A mismatch found at ``where``: the place and the catalogue's sentence in both languages."""
    from ..messages import text
    return where, text(code, where=where, **params)


@dataclass(frozen=True)
class Step:
    """One recorded action and the table after it — what a reader pages through.

    ``where`` names the action in the record (``history[3]``; in a format-1 record
    ``actions[3]``, ``redeals[0].actions[1]``); ``deal`` counts the deals from 0 (the
    abandoned ones first, the deal played last);
    ``entry`` is the action as written; ``action`` the decision it stands for (``None`` for a
    burn's later set or an answer's pass, which the game plays by itself); ``verdict`` the
    judge's ruling on that decision (a burn is ruled on whole, at its first set); ``situation``
    the table after it. A step whose verdict is illegal is the last one read. ``over``: the
    game state says the hand has ended after it, with places (END-1: :meth:`GameState.places`
    is known; a deal abandoned for a redeal is not "over" here).
    """

    where: str
    deal: int
    entry: Mapping[str, Any]
    action: GameAction | None
    situation: Situation
    verdict: Verdict | None
    over: bool = False

    @property
    def index(self) -> int:
        """The action's position in its list of actions, from 0."""
        return int(self.where.rsplit("[", 1)[1].rstrip("]"))
