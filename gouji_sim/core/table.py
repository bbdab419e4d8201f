"""The table (RULEBOOK TABLE-1..4): seats 1…6, teams, opposites, turn order.

>>> opposite(1), downstream(6), upstream(1), team(4)
(4, 1, 6, (2, 4, 6))
>>> list(seats_from(5))
[6, 1, 2, 3, 4]
>>> between(1, 4)
(2, 3)
"""

from __future__ import annotations

from typing import Final, Iterator

from .errors import GoujiError
from .messages import shown

SEATS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
TEAMS: tuple[tuple[int, ...], tuple[int, ...]] = ((1, 3, 5), (2, 4, 6))


def check_seat(value: object, where: str = "seat") -> int:
    """``value`` if it is a seat (an ``int`` 1…6, not a bool), else :class:`GoujiError`
    naming ``where`` and the value: seat 0 is not seat 6, nor -1 seat 5 (TABLE-1).

    >>> check_seat(3)
    3
    >>> check_seat(0, "action.seat")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: action.seat 的座位 0 无效：座位是 1 到 6 的整数。 / action.seat: seat 0 is not valid; seats are whole numbers 1 to 6.
    """
    if type(value) is int and 1 <= value <= 6:
        return value
    raise GoujiError.from_catalogue("bad-seat", field=where, value=shown(value, 20))


def downstream(seat: int) -> int:
    """下家 (TABLE-1): the next seat in turn order, counterclockwise."""
    return seat % 6 + 1


def upstream(seat: int) -> int:
    """上家 (TABLE-1): the previous seat."""
    return (seat - 2) % 6 + 1


OPPOSITES: Final = (0, 4, 5, 6, 1, 2, 3)
""":func:`opposite` of seats 1…6 by index (TABLE-3), for the hot paths that have checked the seat."""
DOWNSTREAMS: Final = (0, 2, 3, 4, 5, 6, 1)
""":func:`downstream` of seats 1…6 by index (TABLE-1), for the turn walk's hot path."""


def opposite(seat: int) -> int:
    """对头 (TABLE-3): the seat across the table, always on the other team; a ``seat`` that is
    no seat is a :class:`GoujiError` (a ``ValueError``) naming it.

    >>> opposite(2)
    5
    >>> opposite(1.5)
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: seat 的座位 1.5 无效：座位是 1 到 6 的整数。 / seat: seat 1.5 is not valid; seats are whole numbers 1 to 6.
    """
    if seat.__class__ is not int or not 0 < seat < 7:
        check_seat(seat)
    return (seat + 2) % 6 + 1


def team(seat: int) -> tuple[int, ...]:
    """联邦 (TABLE-2): the three seats of ``seat``'s team."""
    return TEAMS[(seat - 1) % 2]


def same_team(a: int, b: int) -> bool:
    return (a - b) % 2 == 0


def seats_from(seat: int) -> Iterator[int]:
    """The five other seats in turn order, starting downstream of ``seat``."""
    for k in range(1, 6):
        yield (seat + k - 1) % 6 + 1


def between(a: int, b: int) -> tuple[int, ...]:
    """The seats strictly between ``a`` and ``b`` going downstream from ``a``."""
    out = []
    s = downstream(a)
    while s != b:
        out.append(s)
        s = downstream(s)
    return tuple(out)
