"""The game's own decisions, besides the core's plays, passes, yields and burns (:mod:`gouji_sim.core.actions`).

>>> Revolution(2).to_dict(), Meld(1, (3, 4)).to_dict(), Decline(5).to_dict()
({'seat': 2, 'revolution': True}, {'seat': 1, 'meld': '3 4'}, {'seat': 5, 'decline': True})
>>> Buy(1, 4, Rank.TWO).to_dict(), Bet(3, "open").to_dict()
({'seat': 1, 'buy': '3', 'from': 4, 'pay': '2'}, {'seat': 3, 'bet': 'open'})

Each has its text form beside the trick's actions' (:mod:`gouji_sim.core.actions`), and
:func:`action_from_text` reads any action of a hand from its text:

>>> [a.text() for a in (Decline(5), Revolution(2), Redeal(1), Meld(1, (3, 4)), Bet(3, "open"), Buy(1, 4, Rank.TWO))]
['5:decline', '2:revolution', '1:redeal', '1:meld:34', '3:bet:open', '1:buy:4:2']
>>> action_from_text("1:meld:34"), action_from_text("4:KKK")
(Meld(seat=1, ranks=(3, 4)), PlayAction(seat=4, play=Play.parse('K K K'), burn=False))
>>> action_from_text("3:bet:high")
Traceback (most recent call last):
...
gouji_sim.core.errors.ActionTextError: “3:bet:high”第 7 个字符：“high”放在 bet 后面不对，这里可以是：blind, open。 / '3:bet:high', character 7: 'high' cannot follow bet; here it may be: blind, open.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

from ..core.frozen import picklable
from ..core.actions import (KINDS, TRICK_READERS, Burn, Pass, PlayAction, Reader, Written, Yield, fault, flag, hand_at,
                            read_action, seat_at)
from ..core.cards import Rank


class Decision(Written):
    """A decision of the game's: its text form is :class:`~gouji_sim.core.actions.Written`'s,
    read among every action of a hand (:data:`GAME_READERS`), so that reading another kind's
    text says how this one is written."""

    __slots__ = ()

    @classmethod
    def readers(cls) -> Mapping[str, Reader]:
        """Every action of a hand's readers (:data:`GAME_READERS`)."""
        return GAME_READERS


@dataclass(frozen=True, slots=True)
class Decline(Decision):
    """Not taking an optional turn: no burn (BURN-1), no answer to a burning set (BURN-4),
    or, at the start of a hand, playing on instead of a redeal or revolution (START-1/4),
    or no meld (START-3). Never written to a record: a record lists only what happened."""

    seat: int


@dataclass(frozen=True, slots=True)
class Revolution(Decision):
    """革命 (START-4): sit the hand out."""

    seat: int


@dataclass(frozen=True, slots=True)
class Redeal(Decision):
    """START-1: ask for a redeal on the first deal (a hand with no two and no joker)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Meld(Decision):
    """会3 (START-3): the first leader has these low ranks (3 and/or 4) taken out of every hand."""

    seat: int
    ranks: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "meld": " ".join(map(str, self.ranks))}

    def text(self) -> str:
        """``1:meld:3``, ``1:meld:4`` or ``1:meld:34``: the ranks taken out, in order."""
        return f"{self.seat}:meld:" + "".join(map(str, self.ranks))



@dataclass(frozen=True, slots=True)
class Buy(Decision):
    """买3 (LOCAL-1, switch ``chong_san``): ``seat``, dealt no 3, buys one 3 from ``seller``
    and pays it one card of rank ``pay`` (a two, else a small joker, else a big joker)."""

    seat: int
    seller: int
    pay: Rank

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "buy": "3", "from": self.seller, "pay": self.pay.symbol}

    def text(self) -> str:
        """``1:buy:4:2``: seat 1 buys a 3 from seat 4 and pays it a 2."""
        return f"{self.seat}:buy:{self.seller}:{self.pay.symbol}"



BET_KINDS: dict[str, int] = {"blind": 4, "open": 2}
"""TRIB-4/LOCAL-4: a bet's kind and its stake in 点贡 cards: ``blind`` is 预点 (declared
before the deal), ``open`` is 明点 (after the deal and tribute, before the first lead)."""


@dataclass(frozen=True, slots=True)
class Bet(Decision):
    """明点 / 预点 (TRIB-4, LOCAL-4): ``seat`` bets that its opposite will not open."""

    seat: int
    kind: str

    @property
    def stake(self) -> int:
        """The 点贡 cards at stake (before ``points_double`` doubles a reversed bet)."""
        return BET_KINDS[self.kind]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "bet": self.kind}

    def text(self) -> str:
        """``3:bet:open`` or ``3:bet:blind``."""
        return f"{self.seat}:bet:{self.kind}"



@dataclass(frozen=True, slots=True)
class AskWind(Decision):
    """申请接风 (TURN-8 v5, ``wind = by_consent``): on its turn on an unbeaten last play,
    ``seat`` asks to lead afresh; every other player still in the hand answers (:class:`Consent`).

    >>> AskWind(3).to_dict(), AskWind(3).text()
    ({'seat': 3, 'wind': True}, '3:wind')
    """

    seat: int


@dataclass(frozen=True, slots=True)
class Consent(Decision):
    """An answer to :class:`AskWind` (TURN-8 v5): ``seat`` agrees (``yes``) or refuses.

    >>> Consent(4, True).to_dict(), Consent(4, True).text(), Consent(5, False).text()
    ({'seat': 4, 'consent': True}, '4:agree', '5:refuse')
    """

    seat: int
    yes: bool

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "consent": self.yes}

    def text(self) -> str:
        """``4:agree`` or ``4:refuse``."""
        return f"{self.seat}:{'agree' if self.yes else 'refuse'}"



KINDS.update({
    Decline: ("decline", "5:decline"), Revolution: ("revolution", "2:revolution"), Redeal: ("redeal", "1:redeal"),
    Meld: ("meld", "1:meld:34"), Buy: ("buy", "1:buy:4:2"), Bet: ("bet", "3:bet:open"), AskWind: ("wind", "3:wind"),
    Consent: ("agree", "4:agree"),
})

GameAction = Union[PlayAction, Pass, Yield, Burn, Decline, Revolution, Redeal, Meld, Buy, Bet, AskWind, Consent]


def _read_meld(source: str, seat: int, rest: str | None, at: int) -> Meld:
    ranks = rest or ""
    if not ranks or any(r not in "34" for r in ranks) or len(set(ranks)) != len(ranks):
        raise fault("action-text-value", source, at, token=ranks[:20], kind="meld", allowed="3, 4, 34, 43")
    return Meld(seat, tuple(int(r) for r in ranks))


def _read_bet(source: str, seat: int, rest: str | None, at: int) -> Bet:
    if rest not in BET_KINDS:
        raise fault("action-text-value", source, at, token=(rest or "")[:20], kind="bet", allowed=", ".join(BET_KINDS))
    return Bet(seat, rest)


def _read_buy(source: str, seat: int, rest: str | None, at: int) -> Buy:
    seller, colon, pay = (rest or "").partition(":")
    sold_by = seat_at(source, seller, at)
    cards = hand_at(source, pay, at + len(seller) + len(colon))
    if len(cards) != 1:
        raise fault("action-text-value", source, at + len(seller) + 1, token=pay[:20], kind="buy",
                    allowed="2, 小王, 大王")
    return Buy(seat, sold_by, next(iter(cards)))


GAME_READERS: dict[str, Reader] = {
    **TRICK_READERS,
    "decline": flag(Decline), "revolution": flag(Revolution), "redeal": flag(Redeal),
    "meld": _read_meld, "bet": _read_bet, "buy": _read_buy,
    "wind": flag(AskWind), "agree": flag(lambda seat: Consent(seat, True)),
    "refuse": flag(lambda seat: Consent(seat, False)),
}
"""The readers of every action of a hand, by the word of their kind (``""``: a play)."""


def action_from_text(source: object) -> GameAction:
    """The action of a hand — a trick's or a decision — that ``source`` writes (each kind's
    ``text()``): ``from_text(a.text()) == a``. A text that writes none is an
    :class:`~gouji_sim.core.errors.ActionTextError` naming the fault and its character.

    >>> action_from_text("5:burn:KKK/88X/999"), action_from_text("2:wrong")
    (Burn(seat=5, sets=(Play.parse('K K K'), Play.parse('8 8 小王'), Play.parse('9 9 9')), responses=()), Pass(seat=2, wrong=True))
    >>> action_from_text("2:fold")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.ActionTextError: “2:fold”第 3 个字符：没有写作“fold”的动作；可以是牌（1:KKK）或：set, pass, wrong, yield, burn, decline, revolution, redeal, meld, bet, buy, wind, agree, refuse。 / '2:fold', character 3: no action is written 'fold'; it may be cards (1:KKK) or: set, pass, wrong, yield, burn, decline, revolution, redeal, meld, bet, buy, wind, agree, refuse.
    """
    got: GameAction = read_action(source, GAME_READERS)
    return got


picklable(Decline, Revolution, Redeal, Meld, Buy, Bet, AskWind, Consent)
