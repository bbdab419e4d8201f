"""The table (RULEBOOK TABLE-1..4): seats 1…6, teams, opposites, turn order.

>>> opposite(1), downstream(6), upstream(1), team(4)
(4, 1, 6, (2, 4, 6))
>>> list(seats_from(5))
[6, 1, 2, 3, 4]
>>> between(1, 4)
(2, 3)
"""

from __future__ import annotations

from typing import Iterator

SEATS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
TEAMS: tuple[tuple[int, ...], tuple[int, ...]] = ((1, 3, 5), (2, 4, 6))


def downstream(seat: int) -> int:
    """下家 (TABLE-1): the next seat in turn order, counterclockwise."""
    return seat % 6 + 1


def upstream(seat: int) -> int:
    """上家 (TABLE-1): the previous seat."""
    return (seat - 2) % 6 + 1


def opposite(seat: int) -> int:
    """对头 (TABLE-3): the seat across the table, always on the other team."""
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
