"""A hand's score as a reader is shown it: the six places in, every seat's points, each team's
sum and what the house rules make of it (SCORE-1..4), and the tribute the places owe before
the next deal (TRIB-1..3) — each line naming its clause, in both languages. The numbers are
the game's own (:func:`gouji_sim.game.scoring.score`, :func:`gouji_sim.game.tribute.tribute_payments`);
this module only says them.

>>> view = score_view((1, 3, 5, 2, 4, 6), Rules())
>>> [t["recorded"] for t in view.to_json()["teams"]]
[12, 0]
>>> view.to_json()["notes"][1]["en"]
'串三户: team 1-3-5 took 1st, 2nd and 3rd, so every seat’s points and both teams’ sums count double (SCORE-2).'
>>> [row["points"] for row in view.seat_rows()]          # SCORE-2 (v5): every seat's points doubled
[8, 4, 0, 0, -4, -8]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..core.cards import Card
from ..game.scoring import PLACE_POINTS, PlacesError, Score, check_places, score, team_key
from ..game.tribute import Payment, tribute_payments
from ..core.messages import text
from ..core.rules import Rules
from ..core.table import SEATS, TEAMS, team
from .words import words

#: A hand that holds every kind of tribute card often enough for any payment: the tribute plan
#: is asked of the game with it, so that who pays whom, how many cards and of which kind come
#: from the game's one rule (the cards themselves depend on the next deal).
_PLENTY = Card.parse_all("大王 大王 大王 小王 小王 小王 2 2 2 3 3 3 4 4 4")


@dataclass(frozen=True)
class ScoreView:
    """The places, the game's score of them, and the tribute they owe."""

    places: tuple[int, ...]
    rules: Rules
    score: Score
    grand_slam: bool
    payments: tuple[Payment, ...]

    def seat_rows(self) -> list[dict[str, Any]]:
        """One row per place: the seat, the place's name, its points (SCORE-1), its team."""
        return [{"place": i, "seat": seat, "title": words(f"w-place-{i}"),
                 "points": self.score.seats[seat], "team": team_key(team(seat))}
                for i, seat in enumerate(self.places, start=1)]

    def team_rows(self) -> list[dict[str, Any]]:
        """Each team's seats, the sum of their points and the score recorded."""
        return [{"team": team_key(seats), "seats": list(seats),
                 "sum": sum(self.score.seats[s] for s in seats),
                 "recorded": self.score.teams[team_key(seats)]} for seats in TEAMS]

    def notes(self) -> list[dict[str, str]]:
        """What decided the recorded scores, one sentence per clause that applied."""
        out = [words("score-note-points", points=" / ".join(f"{p:+d}" if p else "0" for p in PLACE_POINTS))]
        if self.score.sweep:
            out.append(words("score-note-sweep", team=team_key(team(self.places[0]))))
        if self.score.grand_slam:
            out.append(words("score-note-slam"))
        elif self.grand_slam:
            out.append(words("score-note-slam-off"))
        for key in self.score.floored:           # SCORE-3, as the game's score says it applied
            out.append(words("score-note-positive", team=key, total=self.score.totals[key]))
        if not self.rules.positive_only:
            out.append(words("score-note-negative"))
        return out

    def tribute_rows(self) -> list[dict[str, str]]:
        """The tribute owed before the next deal, one sentence per payment (TRIB-1..3)."""
        if not self.rules.tribute:
            return [words("score-tribute-off")]
        return [words(f"score-tribute-{p.kind}", giver=p.giver, receiver=p.receiver, n=len(p.cards))
                for p in self.payments]

    def to_json(self) -> dict[str, Any]:
        return {"places": list(self.places), "seats": self.seat_rows(), "teams": self.team_rows(),
                "sweep": self.score.sweep, "grand_slam": self.score.grand_slam,
                "notes": self.notes(), "tribute": self.tribute_rows()}


def score_view(places: Sequence[Any], rules: Rules, grand_slam: bool = False) -> ScoreView:
    """The score of ``places`` (seats from first to last) under ``rules``; ``grand_slam`` says
    first place went out before anyone else had played (SCORE-4).

    >>> v = score_view([2, 5, 1, 6, 3, 4], Rules(tribute=True))
    >>> [t["en"] for t in v.tribute_rows()][:2]
    ['Seat 4 gives seat 2 its 2 best cards: jokers or twos (落贡, TRIB-1).', 'Seat 2 gives seat 4 as many of its lowest cards back (还贡, TRIB-2).']
    """
    order = check_places(places)
    plan = tribute_payments(rules, {seat: _PLENTY for seat in SEATS}, order)
    return ScoreView(order, rules, score(order, rules, grand_slam), grand_slam, tuple(plan))


__all__ = ["PlacesError", "ScoreView", "check_places", "score_view"]
