"""What a seat can do on its turn (RULEBOOK TURN, BURN): play, pass, yield or burn.

The same small immutable values describe the entries of a trick and the action being judged.

>>> PlayAction(3, Play.parse("J J"))
PlayAction(seat=3, play=Play.parse('J J'), burn=False)
>>> Pass(4).to_dict(), Yield(5).to_dict()
({'seat': 4, 'pass': True}, {'seat': 5, 'yield': True})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .frozen import picklable
from .cards import Hand
from .errors import GoujiError, InvalidPlayError, check_arg
from .messages import shown
from .play import Play
from .table import check_seat


def _check_seat(seat: object) -> None:
    """The value classes' seat check (TABLE-1): one comparison in the usual case."""
    if type(seat) is not int or not 1 <= seat <= 6:
        check_seat(seat, "seat")


@dataclass(frozen=True, slots=True)
class PlayAction:
    """A play by ``seat``; ``burn`` marks the first set of a burn inside a trick.

    ``play`` may be a :class:`Hand` of cards that form no play: the judge rules it illegal (PLAY-1).
    """

    seat: int
    play: "Play | Hand"
    burn: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        if type(self.play) is not Play and not isinstance(self.play, (Play, Hand)):
            check_arg(self.play, (Play, Hand), "play")
        if type(self.burn) is not bool:
            check_arg(self.burn, bool, "burn")

    @classmethod
    def of(cls, seat: int, cards: Hand) -> "PlayAction":
        """``seat`` playing ``cards``: as a :class:`Play` when they form one, else as the cards.

        >>> PlayAction.of(2, Hand.parse("J J")).play, PlayAction.of(2, Hand.parse("8 9")).play
        (Play.parse('J J'), Hand.parse('8 9'))
        """
        try:
            return cls(seat, Play.from_hand(cards))
        except InvalidPlayError:
            return cls(seat, cards)

    @property
    def cards(self) -> Hand:
        """The cards played, whether or not they form a play."""
        return self.play.cards if isinstance(self.play, Play) else self.play

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "play": str(self.play)}
        if self.burn:
            d["burn"] = True
        return d


@dataclass(frozen=True, slots=True)
class Pass:
    """过牌 (TURN-4), or 扣牌 (TURN-6) when it closes the trick.

    ``wrong`` marks, in a trick, the turn lost by a wrong follow (错牌不出, PLAY-6): the cards
    went back to the hand and the seat may not follow again in this trick, also in the melee.

    >>> Pass(2, wrong=True).to_dict()
    {'seat': 2, 'pass': True, 'wrong': True}
    """

    seat: int
    wrong: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        if type(self.wrong) is not bool:
            check_arg(self.wrong, bool, "wrong")

    def to_dict(self) -> dict[str, Any]:
        if self.wrong:
            return {"seat": self.seat, "pass": True, "wrong": True}
        return {"seat": self.seat, "pass": True}


@dataclass(frozen=True, slots=True)
class Yield:
    """让牌 (TURN-5)."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "yield": True}


@dataclass(frozen=True, slots=True)
class Response:
    """An answer to a burn: after set ``after_set`` (from 1), ``seat`` plays ``play`` (BURN-4)."""

    after_set: int
    seat: int
    play: Play

    def __post_init__(self) -> None:
        if type(self.after_set) is not int or self.after_set < 1:
            raise GoujiError.from_catalogue("api-bad-after-set", value=shown(self.after_set, 20))
        _check_seat(self.seat)
        check_arg(self.play, Play, "play")

    def to_dict(self) -> dict[str, Any]:
        return {"after_set": self.after_set, "seat": self.seat, "play": str(self.play)}


@dataclass(frozen=True, slots=True)
class Burn:
    """烧牌 (BURN-3): the burner's whole planned sequence of sets, and any answers to them."""

    seat: int
    sets: tuple[Play, ...]
    responses: tuple[Response, ...] = ()

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        for name, kind in (("sets", Play), ("responses", Response)):
            items = getattr(self, name)
            if type(items) is list:          # kept as the tuple the field is
                items = tuple(items)
                object.__setattr__(self, name, items)
            check_arg(items, tuple, name)
            for item in items:
                check_arg(item, kind, name)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "burn": [str(s) for s in self.sets]}
        if self.responses:
            d["responses"] = [r.to_dict() for r in self.responses]
        return d


TrickEntry = Union[PlayAction, Pass, Yield]
Action = Union[PlayAction, Pass, Yield, Burn]


picklable(PlayAction, Pass, Yield, Response, Burn)
