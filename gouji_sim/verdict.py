"""The verdict: the judge's answer in the shape of the CASES.md contract.

>>> v = Verdict(legal=False, reason="not-higher", clauses=("BEAT-2",),
...             message={"zh": "…", "en": "9 9 is not higher than 10 10 card by card."})
>>> bool(v), v.explain("en")
(False, '9 9 is not higher than 10 10 card by card.')
>>> sorted(v.to_dict())
['burn', 'burners', 'clauses', 'legal', 'message', 'next', 'play', 'reason', 'responders']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .gouji import is_gouji
from .play import Play
from .rules import Rules


#: The verdict's fields in the order of the CASES.md contract (``burn_sets`` only for burns).
VERDICT_FIELDS = ("legal", "reason", "clauses", "message", "play", "responders", "burners",
                  "burn", "next", "burn_sets")


@dataclass(frozen=True, slots=True)
class PlayInfo:
    """What a play is: its size, base rank, class (PLAY-2/4) and whether it is a gouji play (GOUJI-1)."""

    size: int
    base: str | None
    kind: str
    gouji: bool

    @classmethod
    def of(cls, play: Play, rules: Rules) -> "PlayInfo":
        base = play.base
        return cls(play.size, base.symbol if base else None, play.kind.value, is_gouji(play, rules))

    def to_dict(self) -> dict[str, Any]:
        return {"size": self.size, "base": self.base, "class": self.kind, "gouji": self.gouji}


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

    def __bool__(self) -> bool:
        return self.legal

    def explain(self, lang: str = "en") -> str:
        """The one-sentence explanation in ``"zh"`` or ``"en"``."""
        return self.message[lang]

    def _repr_html_(self) -> str:
        from .view.html import repr_verdict
        return repr_verdict(self)

    def to_dict(self) -> dict[str, Any]:
        """The verdict as the JSON object of CASES.md (plus ``burn_sets`` for burns)."""
        d: dict[str, Any] = {
            "legal": self.legal, "reason": self.reason, "clauses": list(self.clauses),
            "message": dict(self.message), "play": self.play.to_dict() if self.play else None,
            "responders": list(self.responders), "burners": list(self.burners),
            "burn": self.burn, "next": self.next,
        }
        if self.burn_sets:
            d["burn_sets"] = [b.to_dict() for b in self.burn_sets]
        return d
