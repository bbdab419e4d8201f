"""How a hand ended (RULEBOOK END-1..3, SCORE): places, scores, returns, and the state in words.

:class:`~gouji_sim.game.state.GameState` takes these methods from :class:`Results`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Pass
from ..messages import text
from ..rules import Rules
from ..table import SEATS, same_team
from .common import Fields
from .chong_san import revolts_for_three
from .points import bet_results
from .prelude import OVER
from .scoring import Score, score


class Results(Fields):
    """Places, scores and a description (mixed into :class:`~gouji_sim.game.state.GameState`)."""

    if not TYPE_CHECKING:        # no instance dict (GameState holds the fields' slots)
        __slots__ = ()

    if TYPE_CHECKING:            # GameState's
        def current_player(self) -> int | None: ...
        from ..cards import Hand
        def hand(self, seat: int) -> Hand: ...

    def returns(self) -> tuple[int, ...]:
        """Each seat's team score once the hand is over (SCORE-1..4), else zeros."""
        s = self.score()
        if s is None:
            return (0,) * 6
        return tuple(s.teams["1-3-5" if seat % 2 else "2-4-6"] for seat in SEATS)

    def places(self) -> tuple[int, ...] | None:
        """Seats from first to last place (END-1/2, START-4), once the hand is over."""
        if self.phase != OVER or self.redeal is not None:
            return None
        sit = self.sit
        order = list(sit.finished)
        order += [s for s in SEATS if s not in order and s not in self.penalized
                  and s != self.revolutionary]
        order += list(self.penalized)
        rev = self.revolutionary
        if rev is not None:
            mates = same_team(order[0], rev) and same_team(order[1], rev)
            # LOCAL-1 (v3): 冲三's revolutionary for want of a 3 places 4th whatever its teammates' places
            order.insert(3 if revolts_for_three(self.hand(rev), self.rules) or not mates else 2, rev)
        return tuple(order)

    def score(self) -> Score | None:
        """The hand's score (SCORE-1..4), once it is over."""
        places = self.places()
        return None if places is None else score(places, self.rules, self.slam)

    def bet_results(self) -> tuple[tuple[int, str, bool], ...]:
        """Each bet settled so far as ``(seat, kind, won)`` (TRIB-4, LOCAL-4)."""
        return bet_results(self.judged, self.bets)

    def describe(self, lang: str = "en") -> str:
        """The state as a few lines of text in ``"zh"`` or ``"en"``: phase, who acts, hands, trick.

        >>> from gouji_sim.game.state import GameState
        >>> from gouji_sim.cards import Hand
        >>> print(GameState.new(Rules(), {s: Hand.parse("9 9 2") for s in SEATS}, 2).describe())
        play: seat 2 to act; finished: -
        seat 1 (3 cards): 9 9 2
        seat 2 (3 cards): 9 9 2
        seat 3 (3 cards): 9 9 2
        seat 4 (3 cards): 9 9 2
        seat 5 (3 cards): 9 9 2
        seat 6 (3 cards): 9 9 2
        this trick: -
        """
        seat = self.current_player()
        finished = " ".join(map(str, self.sit.finished)) or "-"
        phase = text(f"game-phase-{self.phase}")[lang]
        lines = [text("game-headline", phase=phase, seat=seat or "-", finished=finished)[lang]]
        for s in SEATS:
            hand = self.hand(s)
            lines.append(text("game-seat-line", seat=s, n=len(hand), hand=str(hand) or "-")[lang])
        trick = ", ".join(f"{e.seat}:{e.to_dict().get('play', 'pass' if isinstance(e, Pass) else 'yield')}"
                          for e in self.sit.trick)
        lines.append(text("game-trick-line", trick=trick or "-")[lang])
        sc = self.score()
        if sc is not None:
            lines.append(text("game-places-line", places=" ".join(map(str, self.places() or ())),
                              teams=", ".join(f"{k}: {v:+d}" for k, v in sc.teams.items()))[lang])
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe("en")
