"""How a hand ended, as one value (:meth:`GameState.outcome <gouji_sim.game.state.GameState.outcome>`):
played out — places (END-1..3), each seat's points and each team's (SCORE-1..4), the tribute
it leaves owing (TRIB-4/5) — or abandoned before the first lead: a seat asked for a redeal
(START-1), or the rules ended the deal (a second revolutionary, START-4; 冲三 with no 3 to
be had, LOCAL-1).

>>> Outcome("redeal", redealer=4).to_dict()
{'ended': 'redeal', 'redealer': 4}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.frozen import picklable

PLAYED, REDEAL, ABANDONED = "played", "redeal", "abandoned"
"""The ways a hand ends: played out, a redeal asked for (START-1), abandoned by the rules."""


@dataclass(frozen=True)
class Outcome:
    """The end of a hand: ``ended`` is :data:`PLAYED`, :data:`REDEAL` (``redealer`` asked,
    START-1) or :data:`ABANDONED` (START-4, LOCAL-1); for a hand played out, ``places`` from
    first to last, ``points`` by seat and ``teams`` (``"1-3-5"``, ``"2-4-6"``), and the debts
    it leaves: ``burn_debts`` and ``point_debts`` as (debtor, creditor) pairs."""

    ended: str
    places: tuple[int, ...] = ()
    points: tuple[tuple[int, int], ...] = ()
    teams: tuple[tuple[str, int], ...] = ()
    burn_debts: tuple[tuple[int, int], ...] = ()
    point_debts: tuple[tuple[int, int], ...] = ()
    redealer: int | None = None

    @property
    def played(self) -> bool:
        """Whether the hand was played out (it has places)."""
        return self.ended == PLAYED

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON data (a played hand's fields, or who asked for the redeal)."""
        out: dict[str, Any] = {"ended": self.ended}
        if self.played:
            out |= {"places": list(self.places), "scores": {str(s): v for s, v in self.points},
                    "team_scores": dict(self.teams),
                    "debts": {"burn": [list(d) for d in self.burn_debts],
                              "points": [list(d) for d in self.point_debts]}}
        elif self.redealer is not None:
            out["redealer"] = self.redealer
        return out


picklable(Outcome)

__all__ = ["ABANDONED", "Outcome", "PLAYED", "REDEAL"]
