"""What the game's modules share: the per-hand counters, sitting a seat out, a refusal.

>>> counter_names()[:2], N_COUNTERS
(['gouji_made_1', 'gouji_made_2'], 16)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Sequence

from ..play import Play
from ..situation import Situation
from ..table import SEATS
from ..verdict import Verdict

if TYPE_CHECKING:
    from ..rules import Rules
    from .decisions import Bet
    from .points import Judged

# Indexes of the per-hand counters in GameState.counters.
GOUJI_MADE, GOUJI_LIVED = 0, 6             # six counters each, by seat - 1
BURNS_TRIED, BURNS_SUCCEEDED, BURNS_RELEASED, BURNS_FAILED = 12, 13, 14, 15
N_COUNTERS = 16


def sit_out(sit: Situation, seat: int) -> Situation:
    """``sit`` with ``seat`` added to the seats sitting out."""
    return replace(sit, out=sit.out | {seat})



def refuse(reason: str, clauses: tuple[str, ...], message: dict[str, str], nxt: int | None) -> Verdict:
    """An illegal action's verdict: ``reason``, its clauses and sentence, who acts next."""
    return Verdict(False, reason, clauses, message, next=nxt)


def counter_names() -> Sequence[str]:
    """Names of :attr:`GameState.counters` for reports."""
    return ([f"gouji_made_{s}" for s in SEATS] + [f"gouji_lived_{s}" for s in SEATS]
            + ["burns_tried", "burns_succeeded", "burns_released", "burns_failed"])


@dataclass(frozen=True, slots=True)
class BurnInProgress:
    """A declared burn being played: who burns whom, the planned sets, and the situation
    before the first set (the judge rules on answers from there)."""

    burner: int
    burned: int
    sets: tuple[Play, ...]
    base: Situation


class Fields:
    """The fields of one hand's state, declared once: :class:`~gouji_sim.game.state.GameState`
    holds them (its ``__slots__``), and the parts it is made of read them."""

    if not TYPE_CHECKING:        # no instance dict; mypy reads the annotations below as the state's slots
        __slots__ = ()

    rules: Rules
    sit: Situation
    phase: str
    pending: tuple[int, ...]
    plans: dict[int, tuple[Play, ...]]
    burn: BurnInProgress | None
    burn_k: int
    leader: int
    first_deal: bool
    revolutionary: int | None
    penalized: tuple[int, ...]
    lives: tuple[int, ...]
    judged: Judged
    bets: tuple[Bet, ...]
    played: frozenset[int]
    slam: bool
    redeal: int | None
    point_debts: tuple[tuple[int, int], ...]
    asked: frozenset[int]
    burn_debts: tuple[tuple[int, int], ...]
    counters: list[int]
    log: list[dict[str, object]] | None
    steps: int
