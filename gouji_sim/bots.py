"""Bots that play a seat of a :class:`~gouji_sim.game.state.GameState`.

* ``random``: uniform over the legal actions (:meth:`GameState.choices`).
* ``heuristic``: leads its lowest rank (all of it, no twos or jokers attached) or its whole
  hand when that is one play; follows an opponent with the smallest play that beats, using
  twos and jokers only against a gouji play (it keeps them for gouji plays and burns); never
  beats, burns or answers a teammate's play (it supports its teammates' gouji plays); burns an
  opponent's gouji play whenever the planner says it can; answers an opponent's burn with its
  smallest beating play; revolts when it may (START-4), never melds, never yields.

>>> make_bots(["heuristic", "random"])[1].name, len(make_bots(["random"]))
('random', 6)
"""

from __future__ import annotations

import random
from typing import Sequence

from .actions import Burn, Pass
from .errors import GoujiError
from .game.actions import Decline, GameAction, Revolution
from .game.state import ANSWER, BURN, MELD, PLAY, START, GameState
from .play import Play
from .table import SEATS, same_team

BOTS = ("random", "heuristic")


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def act(self, state: GameState, rng: random.Random) -> Play | GameAction:
        return rng.choice(state.choices())


def _cost(play: Play) -> tuple[int, int, int, int]:
    """Cheapest first: fewest jokers, fewest twos, lowest base."""
    return (play.small + play.big, play.twos, play.low, play.size)


class HeuristicBot:
    """A simple rule-of-thumb player (see the module's doc)."""

    name = "heuristic"

    def act(self, state: GameState, rng: random.Random) -> Play | GameAction:
        seat = state.current_player()
        assert seat is not None
        phase = state.phase
        if phase == START:
            return Revolution(seat) if state.rules.revolution else Decline(seat)
        if phase == MELD:
            return Decline(seat)
        if phase == BURN:
            owner = state.sit.state.top_seat
            if owner is not None and same_team(owner, seat):
                return Decline(seat)
            return Burn(seat, state.plans[seat])
        if phase == ANSWER:
            burn = state.burn
            assert burn is not None
            plays = state.legal_plays()
            if same_team(burn.burner, seat) or not plays:
                return Decline(seat)
            return min(plays, key=_cost)
        assert phase == PLAY
        sit = state.sit
        st = sit.state
        hand = state.hand(seat)
        if st.top is None or sit.is_closed():
            return self._lead(state)
        if st.top_seat is not None and same_team(st.top_seat, seat):
            return Pass(seat)
        plays = state.legal_plays()
        if not st.gouji:
            plays = [p for p in plays if not (p.small or p.big or p.twos) or p.size == len(hand)]
        if not plays:
            return Pass(seat)
        return min(plays, key=_cost)

    @staticmethod
    def _lead(state: GameState) -> Play:
        seat = state.current_player()
        assert seat is not None
        hand = state.hand(seat)
        whole = [p for p in state.legal_plays() if p.size == len(hand)]
        if whole:
            return whole[0]
        for rank, k in hand.items():
            if rank.is_natural:
                return Play(rank, k)
        return min(state.legal_plays(), key=lambda p: (-p.size, p.low))


def make_bot(name: str) -> RandomBot | HeuristicBot:
    """A bot by name; :class:`GoujiError` (exit 2 at the command line) if unknown."""
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return HeuristicBot()
    raise GoujiError.from_catalogue("sim-unknown-bot", value=name, allowed=", ".join(BOTS))


def make_bots(names: Sequence[str]) -> list[RandomBot | HeuristicBot]:
    """One bot per seat from 1 name (every seat), 2 (odd seats, even seats) or 6 (seat by seat)."""
    names = [n.strip() for n in names]
    if len(names) == 1:
        names = names * 6
    elif len(names) == 2:
        names = [names[(s - 1) % 2] for s in SEATS]
    elif len(names) != 6:
        raise GoujiError.from_catalogue("sim-bot-count", n=len(names))
    return [make_bot(n) for n in names]
