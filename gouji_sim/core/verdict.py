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

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol

from .frozen import picklable
from .errors import ArgumentError, check_arg
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
        if type(play) is not Play or type(rules) is not Rules:     # (one comparison each: the judge's path)
            check_arg(play, Play, "play"), check_arg(rules, Rules, "rules")
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


class SeatsAfter(Protocol):
    """Where a verdict's ``responders`` and ``burners`` come from when worked out on first
    use: the situation after the action (:class:`~gouji_sim.core.situation.Situation`)."""

    def responders(self) -> tuple[int, ...]: ...

    def burners(self) -> tuple[int, ...]: ...


Words = Callable[[], "dict[str, str]"]
"""A verdict's sentence worked out on first use (both languages, as :func:`~gouji_sim.core.messages.text`)."""


class Verdict:
    """A ruling on one action (CASES.md): truthy when the action is legal.

    Immutable. What not every caller needs is worked out on first use and then kept: the
    sentence (``message``, from ``words`` when the judge gives no ``message``) and the seats
    entitled to beat or burn the play (``responders``, ``burners``, from ``after`` when the
    judge gives it: the situation after the action). Whoever reads them, or :meth:`to_dict`,
    sees the same values as if they had been worked out at once; a caller that asks only
    ``legal``, ``next`` or ``turn`` never pays for them (the legal-action lists and the bots
    ask :func:`~gouji_sim.core.judge.is_legal` instead, which builds no verdict at all).

    >>> v = Verdict(True, None, ("TURN-4",), None, words=lambda: {"zh": "过。", "en": "Pass."})
    >>> v.message["en"], v.responders, v == Verdict(True, None, ("TURN-4",), {"zh": "过。", "en": "Pass."})
    ('Pass.', (), True)
    """

    __slots__ = ("legal", "reason", "clauses", "_message", "play", "_responders", "_burners", "burn",
                 "next", "burn_sets", "turn", "outcome", "_words", "_after")

    legal: bool
    reason: str | None
    clauses: tuple[str, ...]
    play: PlayInfo | None
    burn: str | None
    next: int | None
    burn_sets: tuple[BurnSetInfo, ...]
    turn: str | None
    """For an action the judge refused: what it does to the turn (:data:`TURNS`), else ``None``."""
    outcome: Mapping[str, Any] | None
    """For a case outside a trick: what the moment comes to (the first leader, places, scores,
    tribute; see :mod:`gouji_sim.game.hand_case`), else ``None``."""
    _message: dict[str, str] | None
    _responders: tuple[int, ...] | None
    _burners: tuple[int, ...] | None
    _words: Words | None
    _after: SeatsAfter | None

    def __init__(self, legal: bool, reason: str | None, clauses: tuple[str, ...],
                 message: dict[str, str] | None, play: PlayInfo | None = None,
                 responders: tuple[int, ...] = (), burners: tuple[int, ...] = (), burn: str | None = None,
                 next: int | None = None, burn_sets: tuple[BurnSetInfo, ...] = (), turn: str | None = None,
                 outcome: Mapping[str, Any] | None = None, *, words: Words | None = None,
                 after: SeatsAfter | None = None) -> None:
        if message is None and words is None:
            raise ArgumentError.from_catalogue("api-bad-type", name="message", want="dict", got="NoneType",
                                               value="null")   # a verdict needs its message or its words
        self.legal, self.reason, self.clauses, self.play = legal, reason, clauses, play
        self.burn, self.next, self.burn_sets, self.turn, self.outcome = burn, next, burn_sets, turn, outcome
        self._message, self._words, self._after = message, words, after
        self._responders = None if after is not None else responders
        self._burners = None if after is not None else burners

    @property
    def message(self) -> dict[str, str]:
        """The one-sentence explanation, ``{"zh": …, "en": …}``."""
        message = self._message
        if message is None:
            words = self._words
            assert words is not None
            message = self._message = words()
            self._words = None
        return message

    @property
    def responders(self) -> tuple[int, ...]:
        """For a legal play: the seats entitled by position to beat it, in turn order."""
        seats = self._responders
        if seats is None:
            after = self._after
            assert after is not None
            seats = self._responders = after.responders()
        return seats

    @property
    def burners(self) -> tuple[int, ...]:
        """For a legal play: the seats entitled to declare a burn on it, in priority order."""
        seats = self._burners
        if seats is None:
            after = self._after
            assert after is not None
            seats = self._burners = after.burners()
        return seats

    def _values(self) -> tuple[Any, ...]:
        """Every field in the order of :data:`VERDICT_FIELDS`, then ``outcome``."""
        return (self.legal, self.reason, self.clauses, self.message, self.play, self.responders,
                self.burners, self.burn, self.next, self.burn_sets, self.turn, self.outcome)

    def replace(self, **changes: Any) -> "Verdict":
        """This verdict with some fields changed (as :func:`dataclasses.replace`).

        >>> Verdict(True, None, (), {"zh": "", "en": ""}).replace(next=3).next
        3
        """
        values = dict(zip(VERDICT_FIELDS + ("outcome",), self._values()))
        values.update(changes)
        return type(self)(**values)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]     # as a frozen dataclass holding a dict

    def __repr__(self) -> str:
        names = VERDICT_FIELDS + ("outcome",)
        return "Verdict(" + ", ".join(f"{k}={v!r}" for k, v in zip(names, self._values())) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled with everything worked out (the deferred words are not picklable)."""
        return (Verdict, self._values())

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


picklable(PlayInfo, BurnSetInfo)
