"""How a deal starts a hand — the one home of START-1/2 and of the tribute a deal pays.

A hand of a match follows the last one (:class:`Previous`: its places and the debts it left);
from a deal and that, this module says who leads first (START-2: the 3s shown, or the last
hand's 大落), whether START-1's redeal may be asked for (the first deal of a match's first hand
only) and which cards change hands before the first lead (TRIB-1..5). The game state asks
it when a deal is dealt (:meth:`GameState.deal_hand <gouji_sim.game.state.GameState.deal_hand>`);
the reader of older records asks it too.

>>> from gouji_sim.core.cards import Card
>>> d = {1: Card.parse_all("♠3 ♥3"), 2: Card.parse_all("♣3 ♣3 ♣3"), 3: [], 4: [], 5: [], 6: []}
>>> first_leader_of(d, None), first_leader_of(d, Previous((4, 1, 2, 3, 5, 6)))
(2, 6)
>>> first_leader_of(d, Previous((1, 3, 5, 2, 4, 6))), first_leader_of(d, None, Rules(chong_san=True))
(2, 1)
>>> first_leader_of(d, Previous((4, 1, 2, 3, 5, 6), leader=6), Rules(chong_san=True))
1
>>> redeal_allowed(None, 0), redeal_allowed(None, 1), redeal_allowed(Previous((1, 2, 3, 4, 5, 6)), 0)
(True, False, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..core.frozen import picklable
from ..core.cards import Card
from ..core.rules import Rules
from ..core.table import downstream
from .deal import first_leader
from .scoring import is_sweep
from .tribute import Payment, tribute_payments

Debts = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Previous:
    """The last hand of a match, as the next one needs it: its ``places`` (first to last),
    the debts it left — ``burn_debts`` (TRIB-5) and ``point_debts`` (TRIB-4), each
    ``(debtor, creditor)`` — and ``leader``, the seat whose turn it was to lead it (its
    ``first`` as dealt, before any revolution; 冲三's rotation counts on from it, LOCAL-1).

    >>> Previous.from_dict({"places": [2, 1, 3, 4, 5, 6], "burn_debts": [[6, 2]]}).burn_debts
    ((6, 2),)
    """

    places: tuple[int, ...]
    burn_debts: Debts = ()
    point_debts: Debts = ()
    leader: int | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Previous":
        """From a record's ``match.previous`` (already checked for form)."""
        return cls(tuple(data["places"]),
                   tuple((int(a), int(b)) for a, b in data.get("burn_debts", [])),
                   tuple((int(a), int(b)) for a, b in data.get("point_debts", [])),
                   None if data.get("leader") is None else int(data["leader"]))

    def to_dict(self) -> dict[str, Any]:
        """As a record's ``match.previous``."""
        out: dict[str, Any] = {"places": list(self.places), "burn_debts": [list(d) for d in self.burn_debts],
                               "point_debts": [list(d) for d in self.point_debts]}
        if self.leader is not None:
            out["leader"] = self.leader
        return out


def first_leader_of(dealt: Mapping[int, Sequence[Card]], previous: Previous | None,
                    rules: Rules | None = None) -> int:
    """START-2: the first leader — the seat showing the most 3s of one suit in a match's first
    hand (:func:`~gouji_sim.game.deal.first_leader`) and in the hand after a 串三户 (v5), else
    the last hand's 大落 (last place). Under 冲三 (``rules.chong_san``, LOCAL-1, v5) nobody
    shows 3s: seat 1 leads the first hand, and each later hand the seat downstream of the last
    hand's ``leader`` (the rotation counts hands, not leads; a ``previous`` without its
    leader falls back to its 大落)."""
    if rules is not None and rules.chong_san:
        if previous is None:
            return 1
        return previous.places[-1] if previous.leader is None else downstream(previous.leader)
    if shows_decide(Rules(), previous):
        return first_leader(dealt)
    assert previous is not None
    return previous.places[-1]


def lead_grounds(previous: Previous | None, rules: Rules | None = None) -> tuple[str, ...]:
    """The clauses that decide :func:`first_leader_of`'s answer: START-2 (亮3 and 顶班 in a first
    hand or after a 串三户, last hand's 大落 otherwise), with SCORE-2 where a sweep made this a
    first hand, and LOCAL-1 where 冲三 replaces the showing of 3s by the rotation.

    >>> lead_grounds(None), lead_grounds(Previous((1, 3, 5, 2, 4, 6))), lead_grounds(None, Rules(chong_san=True))
    (('START-2',), ('START-2', 'SCORE-2'), ('START-2', 'LOCAL-1'))
    """
    if rules is not None and rules.chong_san:
        return ("START-2", "LOCAL-1")
    if previous is not None and shows_decide(Rules(), previous):
        return ("START-2", "SCORE-2")
    return ("START-2",)


def shows_decide(rules: Rules, previous: Previous | None) -> bool:
    """START-2: whether this hand's first leader comes from the 3s shown (亮3) — a match's first
    hand and the hand after a 串三户 (v5) — and not from last place or, under 冲三, the
    rotation (LOCAL-1, v5).

    >>> shows_decide(Rules(), None), shows_decide(Rules(), Previous((1, 2, 3, 4, 5, 6))), shows_decide(Rules(chong_san=True), None)
    (True, False, False)
    """
    return not rules.chong_san and (previous is None or is_sweep(previous.places))


def redeal_allowed(previous: Previous | None, deal_no: int) -> bool:
    """START-1: a poor hand may ask for a redeal on the first deal (``deal_no`` 0) of a match's
    first hand only."""
    return previous is None and deal_no == 0


def tribute_of(rules: Rules, dealt: Mapping[int, Sequence[Card]], previous: Previous | None) -> list[Payment]:
    """TRIB-1..5: the cards that change hands before the first lead (none in a first hand)."""
    if previous is None:
        return []
    return tribute_payments(rules, dealt, previous.places, previous.burn_debts, previous.point_debts)


picklable(Previous)


__all__ = ["Previous", "first_leader_of", "lead_grounds", "redeal_allowed", "shows_decide", "tribute_of"]
