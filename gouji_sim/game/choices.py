"""The light observation: what a bot that reads only its choices is given (issue 48).

A bot that decides from its legal actions alone — the random bot picks one uniformly — reads
nothing else of an :class:`~gouji_sim.game.observation.Observation`: not the table, the counts,
the unseen cards, the rules' state. :func:`observe_choices` gives such a bot a
:class:`Choices`: the seat to act, its own hand, and its legal plays and other actions now, in
the order :meth:`GameState.choices <gouji_sim.game.state.GameState.choices>` gives them (the
order a whole observation gives too). It holds no other seat's cards, and it costs the state's
own answers and one small tuple, where a whole observation builds some forty fields.

A bot says it reads only its choices with ``sight = "choices"`` (:func:`reads_choices`);
:func:`~gouji_sim.game.match.bot_act` then hands it a :class:`Choices` instead of the seat's
whole observation.

>>> from gouji_sim.core.rules import Rules
>>> from gouji_sim.game.state import GameState
>>> g = GameState.deal_hand(Rules(), 3)
>>> c = observe_choices(g)
>>> c.seat == g.current_player(), c.choices() == g.choices(), c.hand(c.seat) == g.hand(c.seat)
(True, True, True)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple, Protocol, TypeGuard

from ..core.actions import PlayAction
from ..core.cards import Hand
from ..core.errors import GoujiError
from ..core.play import Play
from .burns import turn_actions, turn_plays
from .decisions import GameAction

if TYPE_CHECKING:
    from .state import GameState

CHOICES = "choices"
"""The ``sight`` of a bot that reads only its choices (:func:`reads_choices`)."""


class Choices(NamedTuple):
    """What the seat to act may choose now, and nothing else of the table: ``seat``, its own
    hand (``own``), its legal plays (``plays``, bare :class:`Play` values) and its other legal
    actions (``others``: pass, yield, burn, decline, …). An immutable value, compared and
    hashed by value; it answers the questions the random bot asks of an observation."""

    seat: int
    own: Hand
    plays: tuple[Play, ...]
    others: tuple[GameAction, ...]

    def current_player(self) -> int:
        """The seat that decides (this one)."""
        return self.seat

    def choices(self) -> list[Play | GameAction]:
        """:attr:`plays` then :attr:`others`, in the state's order."""
        out: list[Play | GameAction] = list(self.plays)
        out += self.others
        return out

    def legal_plays(self) -> list[Play]:
        """The seat's legal plays."""
        return list(self.plays)

    def other_actions(self) -> list[GameAction]:
        """The seat's legal actions other than plays."""
        return list(self.others)

    def legal_actions(self) -> list[GameAction]:
        """The seat's legal actions, plays as :class:`PlayAction`."""
        return [PlayAction(self.seat, p) for p in self.plays] + list(self.others)

    def hand(self, seat: int) -> Hand:
        """``seat``'s cards: its own only (a :class:`~gouji_sim.core.errors.GoujiError` for another's)."""
        if seat != self.seat:
            raise GoujiError.from_catalogue("game-not-your-hand", seat=seat, own=self.seat)
        return self.own


def observe_choices(state: "GameState", seat: int | None = None) -> Choices:
    """The light observation of the seat to act in ``state`` (a :class:`Choices`); a
    :class:`~gouji_sim.core.errors.GoujiError` when nobody is to act. ``seat``: the seat to
    act when the caller has asked :meth:`~gouji_sim.game.state.GameState.current_player` already."""
    if seat is None:
        seat = state.current_player()
    if seat is None:
        raise GoujiError.from_catalogue("game-nobody-to-act")
    sit = state.sit
    own = sit.hands[seat - 1]
    if own is None:      # (asked by identity: a hand's truth is a call on the hot path)
        own = Hand()
    if state.in_ordinary_turns():  # ordinary turns: what the state asks there, its seat asked once
        rules = state.rules
        return Choices(seat, own, tuple(turn_plays(sit, rules, seat)), tuple(turn_actions(sit, rules, seat, state.refused)))
    return Choices(seat, own, tuple(state.legal_plays()), tuple(state.other_actions()))


class ChoiceBot(Protocol):
    """A bot that reads only its choices (``sight = "choices"``): ``act`` is given the light
    :class:`Choices` of the seat to act (:func:`~gouji_sim.game.match.bot_act`)."""

    name: str
    sight: str

    def act(self, view: Choices, rng: random.Random) -> Play | GameAction: ...


def reads_choices(bot: object) -> TypeGuard[ChoiceBot]:
    """Whether ``bot`` reads only its choices (its ``sight`` is :data:`CHOICES`).

    >>> class Picker:
    ...     sight = CHOICES
    >>> reads_choices(Picker()), reads_choices(object())
    (True, False)
    """
    return getattr(bot, "sight", None) == CHOICES


__all__ = ["CHOICES", "ChoiceBot", "Choices", "observe_choices", "reads_choices"]
