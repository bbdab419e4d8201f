"""The tribute a finished hand leaves owing before the next hand (TRIB-1..5), as facts.

Nothing is decided here: the payments are the game's own
(:func:`gouji_sim.game.tribute.tribute_payments`), asked with the hand's places and debts and
a stand-in deal in which every seat holds enough tribute cards, so that each payment shows how
many cards are owed (which cards is the next deal's to say). The view words them
(:func:`gouji_sim.view.practice_view.tribute_words`).

>>> from gouji_sim.core.rules import Rules
>>> [(o.giver, o.receiver, o.cards, o.kind) for o in owed(Rules(tribute=True), (2, 1, 4, 3, 6, 5))]
[(5, 2, 2, 'fall'), (2, 5, 2, 'return'), (6, 1, 1, 'fall'), (1, 6, 1, 'return')]
>>> owed(Rules(), (2, 1, 4, 3, 6, 5))
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..core.cards import Card
from ..game.tribute import tribute_payments
from ..core.rules import Rules

#: Each seat's stand-in cards: enough of every tribute card and of low cards for any payment.
_STAND_IN = "大王 大王 小王 小王 2 2 2 2 3 3 4 4 5 5 6 6"


@dataclass(frozen=True)
class Owed:
    """One payment owed before the next hand: ``giver`` gives ``receiver`` ``cards`` cards,
    of ``kind`` ``fall`` (落贡), ``return`` (还贡), ``sweep``, ``burn`` or ``points``."""

    giver: int
    receiver: int
    cards: int
    kind: str


def owed(rules: Rules, places: Sequence[int], burn_debts: Sequence[tuple[int, int]] = (),
         point_debts: Sequence[tuple[int, int]] = ()) -> list[Owed]:
    """The payments the game makes before the next hand after a hand with these ``places``
    and debts, in its order; empty when the rules pay no tribute."""
    hands = {seat: Card.parse_all(_STAND_IN) for seat in range(1, 7)}
    return [Owed(p.giver, p.receiver, len(p.cards), p.kind)
            for p in tribute_payments(rules, hands, list(places), burn_debts, point_debts)]


__all__ = ["Owed", "owed"]
