"""What replaying a game record yields, whatever its format: its :class:`Step` values (one
recorded action and the table after it) and the :class:`ReplayReport`. Re-exported by
:mod:`gouji_sim.game.record`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from ..core.situation import Situation
from ..core.verdict import Verdict
from .decisions import GameAction
from .history import HistoryEntry
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
    from ..core.messages import text
    return where, text(code, where=where, **params)


_ABSENT = object()


SHORT = 160
"""A value whose JSON is at most this long is quoted whole in a mismatch (an action, a seat's
hand); a longer list or object is named at its first difference inside."""


def first_difference(where: str, want: Any, got: Any) -> tuple[str, Any, Any]:
    """Where two values first differ — the first index of two lists, the first key (in order)
    of two objects, down to values short enough to quote (:data:`SHORT`) — and the two values
    there; a value one side lacks is :data:`_ABSENT` there.

    >>> first_difference("actions", [{"seat": 1}, {"seat": 2}] * 20, [{"seat": 1}, {"seat": 3}] * 20)
    ('actions[1]', {'seat': 2}, {'seat': 3})
    >>> first_difference("places", list(range(99)), list(range(98)))[0]
    'places[98]'
    """
    while want != got and max(_length(want), _length(got)) > SHORT:
        if isinstance(want, list) and isinstance(got, list):
            i = next((i for i, (a, b) in enumerate(zip(want, got)) if a != b), min(len(want), len(got)))
            where, want, got = (f"{where}[{i}]", want[i] if i < len(want) else _ABSENT,
                                got[i] if i < len(got) else _ABSENT)
        elif isinstance(want, dict) and isinstance(got, dict):
            key = next(k for k in [*want, *(k for k in got if k not in want)]
                       if want.get(k, _ABSENT) != got.get(k, _ABSENT))
            where, want, got = f"{where}.{key}", want.get(key, _ABSENT), got.get(key, _ABSENT)
        else:
            break
    return where, want, got


def _length(value: Any) -> int:
    return 1 if value is _ABSENT else len(json.dumps(value, ensure_ascii=False))


def differs(where: str, want: Any, got: Any) -> tuple[str, dict[str, str]]:
    """The mismatch of a record's value ``got`` with the replay's ``want``, named at their first
    difference (:func:`first_difference`: never two whole lists of actions)."""
    where, want, got = first_difference(where, want, got)

    def quoted(v: Any) -> str:
        return "-" if v is _ABSENT else json.dumps(v, ensure_ascii=False)
    return mismatch(where, "record-differs", want=quoted(want), got=quoted(got))


@dataclass(frozen=True)
class Step:
    """One recorded action and the table after it — what a reader pages through.

    ``where`` names the action in the record (``history[3]``; in a format-1 record
    ``actions[3]``, ``redeals[0].actions[1]``); ``deal`` counts the deals from 0 (the
    abandoned ones first, the deal played last);
    ``entry`` is the action as written, ``value`` the same as a value; ``action`` the decision it stands for (``None`` for a
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
    value: "HistoryEntry | None" = None
    """The entry as a value (an action, or a chance outcome), when it could be read as one."""

    @property
    def index(self) -> int:
        """The action's position in its list of actions, from 0."""
        return int(self.where.rsplit("[", 1)[1].rstrip("]"))
