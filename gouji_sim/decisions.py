"""The game's own decisions, besides the core's plays, passes, yields and burns (:mod:`gouji_sim.actions`).

>>> Revolution(2).to_dict(), Meld(1, (3, 4)).to_dict(), Decline(5).to_dict()
({'seat': 2, 'revolution': True}, {'seat': 1, 'meld': '3 4'}, {'seat': 5, 'decline': True})
>>> Buy(1, 4, Rank.TWO).to_dict(), Bet(3, "open").to_dict()
({'seat': 1, 'buy': '3', 'from': 4, 'pay': '2'}, {'seat': 3, 'bet': 'open'})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .frozen import picklable
from .actions import Burn, Pass, PlayAction, Yield
from .cards import Rank


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


@dataclass(frozen=True, slots=True)
class Buy:
    """买3 (LOCAL-1, switch ``chong_san``): ``seat``, dealt no 3, buys one 3 from ``seller``
    and pays it one card of rank ``pay`` (a two, else a small joker, else a big joker)."""

    seat: int
    seller: int
    pay: Rank

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "buy": "3", "from": self.seller, "pay": self.pay.symbol}


BET_KINDS: dict[str, int] = {"blind": 4, "open": 2}
"""TRIB-4/LOCAL-4: a bet's kind and its stake in 点贡 cards: ``blind`` is 预点 (declared
before the deal), ``open`` is 明点 (after the deal and tribute, before the first lead)."""


@dataclass(frozen=True, slots=True)
class Bet:
    """明点 / 预点 (TRIB-4, LOCAL-4): ``seat`` bets that its opposite will not open."""

    seat: int
    kind: str

    @property
    def stake(self) -> int:
        """The 点贡 cards at stake (before ``points_double`` doubles a reversed bet)."""
        return BET_KINDS[self.kind]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "bet": self.kind}


GameAction = Union[PlayAction, Pass, Yield, Burn, Decline, Revolution, Redeal, Meld, Buy, Bet]


picklable(Decline, Revolution, Redeal, Meld, Buy, Bet)
