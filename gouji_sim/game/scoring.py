"""Scoring a hand (RULEBOOK SCORE-1..4).

>>> s = score((2, 5, 1, 6, 3, 4), Rules())
>>> s.seats, s.teams, s.sweep
({1: 0, 2: 4, 3: -2, 4: -4, 5: 2, 6: 0}, {'1-3-5': 0, '2-4-6': 0}, False)
>>> score((1, 3, 5, 2, 4, 6), Rules()).teams       # 串三户: doubled; outline: positive only (SCORE-3)
{'1-3-5': 12, '2-4-6': 0}
>>> score((1, 3, 5, 2, 4, 6), Rules.preset("laotou")).teams      # laotou records the negative total
{'1-3-5': 12, '2-4-6': -12}
>>> score((1, 3, 5, 2, 4, 6), Rules()).seats[6]      # kept either way, and doubled too (SCORE-2, v5)
-8
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..core.frozen import picklable
from ..core.errors import GoujiError, check_arg
from ..core.messages import shown
from ..core.rules import Rules
from ..core.table import SEATS, TEAMS, same_team

PLACE_POINTS: tuple[int, ...] = (4, 2, 0, 0, -2, -4)
"""SCORE-1: points for 1st … 6th place."""


class PlacesError(GoujiError):
    """The six places are not the six seats, each once."""


def check_places(places: Sequence[Any]) -> tuple[int, ...]:
    """``places`` as six distinct seats 1..6, first place first; :class:`PlacesError`
    naming the first place that is wrong.

    >>> check_places([2, 5, 1, 6, 3, 4])
    (2, 5, 1, 6, 3, 4)
    >>> check_places([1, 1, 2, 3, 4, 5])
    Traceback (most recent call last):
    ...
    gouji_sim.game.scoring.PlacesError: 第 2 名的座位 1 已经排过了。 / Place 2: seat 1 is placed already.
    """
    if not isinstance(places, (list, tuple)) or len(places) != len(SEATS):
        raise PlacesError.from_catalogue("places-six")
    seen: list[int] = []
    for i, seat in enumerate(places, start=1):
        if type(seat) is not int or seat not in SEATS:
            raise PlacesError.from_catalogue("places-bad-seat", place=i, value=repr(seat))
        if seat in seen:
            raise PlacesError.from_catalogue("places-repeated", place=i, seat=seat)
        seen.append(seat)
    return tuple(seen)


def team_key(team: Sequence[int]) -> str:
    """The record's name of a team: ``"1-3-5"`` or ``"2-4-6"``."""
    return "-".join(map(str, team))


@dataclass(frozen=True, slots=True)
class Score:
    """One hand's score: ``seats`` the SCORE-1 points times the factor (SCORE-2, v5: a sweep
    doubles every seat's points too, and a grand slam that counts doubles them again),
    ``teams`` the recorded team scores,
    ``totals`` each team's sum times the factor before SCORE-3 (equal to ``teams`` unless
    only positive scores count)."""

    seats: dict[int, int]
    teams: dict[str, int]
    sweep: bool
    grand_slam: bool
    totals: dict[str, int]

    @property
    def floored(self) -> tuple[str, ...]:
        """The teams whose negative total SCORE-3 (``positive_only``) recorded as 0.

        >>> score((2, 1, 4, 3, 6, 5), Rules()).floored, score((2, 1, 4, 3, 6, 5), Rules(positive_only=False)).floored
        (('1-3-5',), ())
        """
        return tuple(k for k, v in self.totals.items() if v != self.teams[k])

    @property
    def factor(self) -> int:
        """What every seat's points are multiplied by: 2 for 串三户 (SCORE-2), 2 more for a
        grand slam that counts (SCORE-4)."""
        return multiplier(self.sweep, self.grand_slam)


def multiplier(sweep: bool, grand_slam: bool) -> int:
    """SCORE-2 and SCORE-4: the factor on every seat's points, and so on the team sums; with
    both the two doublings multiply (v5).

    >>> multiplier(True, False), multiplier(True, True), multiplier(False, False)
    (2, 4, 1)
    """
    return (2 if sweep else 1) * (2 if grand_slam else 1)


def is_sweep(places: Sequence[int]) -> bool:
    """SCORE-2 (串三户): one team took 1st, 2nd and 3rd."""
    return same_team(places[0], places[1]) and same_team(places[0], places[2])


def score(places: Sequence[int], rules: Rules, grand_slam: bool = False) -> Score:
    """SCORE-1..4 for ``places`` (seats from first to last).

    ``grand_slam`` says that first place played out before anyone else had played a card
    (SCORE-4); it doubles the team scores only with the ``grand_slam`` switch on. ``places``
    must name each of the six seats once (a :class:`~gouji_sim.core.errors.GoujiError` otherwise).
    """
    check_arg(places, (list, tuple), "places"), check_arg(rules, Rules, "rules")
    check_arg(grand_slam, bool, "grand_slam")
    if sorted(s if type(s) is int else 0 for s in places) != list(SEATS):
        raise GoujiError.from_catalogue("api-bad-places", value=shown(list(places), 60))
    sweep = is_sweep(places)
    slam = grand_slam and rules.grand_slam
    factor = multiplier(sweep, slam)
    seats = {seat: factor * PLACE_POINTS[i] for i, seat in enumerate(places)}
    totals = {team_key(t): sum(seats[s] for s in t) for t in TEAMS}
    teams = {k: max(v, 0) for k, v in totals.items()} if rules.positive_only else dict(totals)
    return Score(dict(sorted(seats.items())), teams, sweep, slam, totals)


picklable(Score)


def score_grounds(got: Score, team: str | None = None, negative: bool = False) -> tuple[str, ...]:
    """The clauses that decide ``got`` as recorded for ``team`` (``"1-3-5"``/``"2-4-6"``; any
    team when ``None``): SCORE-1 the points by place, SCORE-2 a sweep's doubling, SCORE-4 a
    grand slam that counts, SCORE-3 where ``positive_only`` recorded a negative total as 0 —
    and always when ``negative`` (whether a negative score is recorded is SCORE-3's ruling).

    >>> score_grounds(score((1, 3, 5, 2, 4, 6), Rules()), "2-4-6")
    ('SCORE-1', 'SCORE-2', 'SCORE-3')
    >>> score_grounds(score((1, 2, 3, 4, 5, 6), Rules()), "1-3-5"), score_grounds(score((1, 2, 3, 4, 5, 6), Rules()), negative=True)
    (('SCORE-1',), ('SCORE-1', 'SCORE-3'))
    """
    floored = got.floored if team is None else tuple(k for k in got.floored if k == team)
    return (("SCORE-1",) + (("SCORE-2",) if got.sweep else ()) + (("SCORE-4",) if got.grand_slam else ())
            + (("SCORE-3",) if floored or negative else ()))
