"""The verdict: the judge's answer in the shape of the CASES.md contract.

>>> v = Verdict(legal=False, reason="not-higher", clauses=("BEAT-2",),
...             message={"zh": "…", "en": "9 9 is not higher than 10 10 card by card."})
>>> bool(v), v.explain("en")
(False, '9 9 is not higher than 10 10 card by card.')
>>> sorted(v.to_dict())
['burn', 'burners', 'clauses', 'legal', 'message', 'next', 'play', 'reason', 'responders']
>>> Verdict(False, "not-higher", ("BEAT-2", "PLAY-6"), {}, turn="passes-on").to_dict()["turn"]
'passes-on'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .beats import is_dead_unchecked as is_dead
from .gouji import is_gouji_unchecked as is_gouji
from .play import Play
from .rules import Rules


#: The verdict's fields in the order of the CASES.md contract (``burn_sets`` only for burns,
#: ``turn`` only for an action the judge refused).
VERDICT_FIELDS = ("legal", "reason", "clauses", "message", "play", "responders", "burners",
                  "burn", "next", "burn_sets", "turn")

#: What an action the judge refused does to the turn (``Verdict.turn``; PLAY-6, TURN-1..6):
#: ``again`` — the same seat must act again (a bad lead, a refused pass or yield of the seat
#: whose turn it is); ``passes-on`` — a wrong follow (PLAY-6): the cards go back, the seat may
#: not follow again in this trick, and ``next`` takes over; ``stays`` — nothing changed, and
#: the seat whose turn it was (``next``) still acts.
TURNS = ("again", "passes-on", "stays")


def refused_turn(seat: int, nxt: int | None) -> str:
    """What a refused action (not a wrong follow) does to the turn (:data:`TURNS`): nothing
    happened, so ``again`` when the seat that tried is still the one to act, else ``stays``
    (the turn stays with ``nxt``).

    >>> refused_turn(2, 2), refused_turn(3, 2)
    ('again', 'stays')
    """
    return "again" if nxt == seat else "stays"


@dataclass(frozen=True, slots=True)
class PlayInfo:
    """What a play is: its size, base rank, class (PLAY-2/4), whether it is a gouji play
    (GOUJI-1) and whether it is dead (BEAT-5: nothing can beat it under these rules, so
    nobody can burn it either, BURN-3, and its opposite must close it, TURN-6).

    >>> from gouji_sim import Rules
    >>> PlayInfo.of(Play.parse("大王"), Rules()).to_dict()
    {'size': 1, 'base': None, 'class': 'big_joker', 'gouji': True, 'dead': True}
    >>> PlayInfo.of(Play.parse("大王"), Rules.preset("two_for_one")).dead
    False
    """

    size: int
    base: str | None
    kind: str
    gouji: bool
    dead: bool = False

    @classmethod
    def of(cls, play: Play, rules: Rules, *, melee: bool = False) -> "PlayInfo":
        """What ``play`` is under ``rules``; ``melee``: it is played in the four-player melee,
        where no play is a gouji play (GOUJI-4; the dead gouji play of TURN-9 aside)."""
        base = play.base
        return cls(play.size, base.symbol if base else None, play.kind.value,
                   is_gouji(play, rules) and not melee, is_dead(play, rules))

    def to_dict(self) -> dict[str, Any]:
        return {"size": self.size, "base": self.base, "class": self.kind, "gouji": self.gouji,
                "dead": self.dead}


@dataclass(frozen=True, slots=True)
class BurnSetInfo:
    """One set of a burn: who could answer it by position and, where hands are known, by cards.

    ``burn_back`` are the seats of ``by_position`` that may answer only by burning back
    (反烧, BURN-4); the others may beat the set outright (the burner's opposite, or anyone
    when the set is open to all). ``unshown`` are the seats of ``by_position`` whose hands
    the situation does not show, so ``by_cards`` cannot speak for them. Neither is part of
    the CASES.md JSON (:meth:`to_dict`).
    """

    index: int
    cards: str
    jokers: int
    by_position: tuple[int, ...]
    by_cards: tuple[int, ...]
    answered_by: int | None = None
    burn_back: tuple[int, ...] = ()
    unshown: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"set": self.index, "cards": self.cards, "jokers": self.jokers,
                "by_position": list(self.by_position), "by_cards": list(self.by_cards),
                "answered_by": self.answered_by}


@dataclass(frozen=True, slots=True)
class Verdict:
    """A ruling on one action (CASES.md): truthy when the action is legal."""

    legal: bool
    reason: str | None
    clauses: tuple[str, ...]
    message: dict[str, str]
    play: PlayInfo | None = None
    responders: tuple[int, ...] = ()
    burners: tuple[int, ...] = ()
    burn: str | None = None
    next: int | None = None
    burn_sets: tuple[BurnSetInfo, ...] = field(default=())
    turn: str | None = None
    """For an action the judge refused: what it does to the turn (:data:`TURNS`), else ``None``."""
    outcome: Mapping[str, Any] | None = None
    """For a case outside a trick: what the moment comes to (the first leader, places, scores,
    tribute; see :mod:`gouji_sim.game.hand_case`), else ``None``."""

    def __bool__(self) -> bool:
        return self.legal

    def explain(self, lang: str = "en") -> str:
        """The one-sentence explanation in ``"zh"`` or ``"en"``."""
        return self.message[lang]

    def to_dict(self) -> dict[str, Any]:
        """The verdict as the JSON object of CASES.md (plus ``burn_sets`` for burns and
        ``turn`` for a refused action)."""
        d: dict[str, Any] = {
            "legal": self.legal, "reason": self.reason, "clauses": list(self.clauses),
            "message": dict(self.message), "play": self.play.to_dict() if self.play else None,
            "responders": list(self.responders), "burners": list(self.burners),
            "burn": self.burn, "next": self.next,
        }
        if self.burn_sets:
            d["burn_sets"] = [b.to_dict() for b in self.burn_sets]
        if self.turn is not None:
            d["turn"] = self.turn
        if self.outcome:
            d.update(self.outcome)
        return d
