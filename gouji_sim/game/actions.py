"""The game's own decisions, besides the core's plays, passes, yields and burns.

>>> Revolution(2).to_dict(), Meld(1, (3, 4)).to_dict(), Decline(5).to_dict()
({'seat': 2, 'revolution': True}, {'seat': 1, 'meld': '3 4'}, {'seat': 5, 'decline': True})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from ..actions import Burn, Pass, PlayAction, Yield


@dataclass(frozen=True, slots=True)
class Decline:
    """Not taking an optional turn: no burn (BURN-1), no answer to a burning set (BURN-4),
    or, at the start of a hand, playing on instead of a redeal or revolution (START-1/4),
    or no meld (START-3). Never written to a record: a record lists only what happened."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "decline": True}


@dataclass(frozen=True, slots=True)
class Revolution:
    """革命 (START-4): sit the hand out."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "revolution": True}


@dataclass(frozen=True, slots=True)
class Redeal:
    """START-1: ask for a redeal on the first deal (a hand with no two and no joker)."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "redeal": True}


@dataclass(frozen=True, slots=True)
class Meld:
    """会3 (START-3): the first leader has these low ranks (3 and/or 4) taken out of every hand."""

    seat: int
    ranks: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "meld": " ".join(map(str, self.ranks))}


GameAction = Union[PlayAction, Pass, Yield, Burn, Decline, Revolution, Redeal, Meld]
