"""What the game's modules share: the per-hand counters, sitting a seat out, a refusal.

>>> counter_names()[:2], N_COUNTERS
(['gouji_made_1', 'gouji_made_2'], 16)
"""

from __future__ import annotations

from typing import Sequence

from ..core.situation import Situation
from ..core.table import SEATS
from ..core.verdict import Verdict

# Indexes of the per-hand counters in GameState.counters.
GOUJI_MADE, GOUJI_LIVED = 0, 6             # six counters each, by seat - 1
BURNS_TRIED, BURNS_SUCCEEDED, BURNS_RELEASED, BURNS_FAILED = 12, 13, 14, 15
N_COUNTERS = 16


def sit_out(sit: Situation, seat: int) -> Situation:
    """``sit`` with ``seat`` added to the seats sitting out."""
    return sit.replace(out=sit.out | {seat})


def refuse(reason: str, clauses: tuple[str, ...], message: dict[str, str], nxt: int | None) -> Verdict:
    """An illegal action's verdict: ``reason``, its clauses and sentence, who acts next."""
    return Verdict(False, reason, clauses, message, next=nxt)


def counter_names() -> Sequence[str]:
    """Names of :attr:`GameState.counters` for reports."""
    return ([f"gouji_made_{s}" for s in SEATS] + [f"gouji_lived_{s}" for s in SEATS]
            + ["burns_tried", "burns_succeeded", "burns_released", "burns_failed"])
