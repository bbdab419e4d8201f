"""The table as one seat might find it: the cards it cannot see, dealt again.

A seat sees its own hand, the table and how many cards each other seat holds. The strong bot's
look-ahead and the coach's playouts both ask "what if the hidden cards lay otherwise?": each
deals the other seats' cards again at random, in the numbers those seats hold, and plays the
copy out (determinized search). This module is that one deal, for both of them.

>>> import random
>>> from gouji_sim import Hand, Rules
>>> from gouji_sim.game.state import GameState
>>> g = GameState.new(Rules(), {s: Hand.parse(str(s + 2) * 1 + " 2") for s in range(1, 7)}, 1)
>>> w = determinize(g, 1, random.Random(0))
>>> w.hand(1) == g.hand(1), sorted(len(w.hand(s)) for s in range(1, 7)) == sorted(len(g.hand(s)) for s in range(1, 7))
(True, True)
"""

from __future__ import annotations

import dataclasses
import random

from .cards import Hand, Rank
from .game.burns import burn_window
from .game.state import BURN, GameState
from .table import SEATS


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` in which the cards ``seat`` cannot see are dealt afresh.

    The cards of the other seats still playing are pooled and dealt back at random in the
    numbers they hold. Kept as they are: ``seat``'s own hand; a burner's, whose sets are on
    show and play it out (BURN-3); under 冲三 every seat's 3s, which it can only play last
    (LOCAL-1). A burn's table before its first set (what its answers are ruled from) gets the
    new hands too. In a burn window the other seats still to decide get the burns the game
    would offer their new hands (BURN-1); ``seat`` keeps its own. The copy keeps no record of
    what is played from it (a playout is faster without).

    >>> from gouji_sim.rules import Rules
    >>> g = GameState.deal_hand(Rules(), 4)
    >>> h = determinize(g, 1, random.Random(0))
    >>> h.hand(1) == g.hand(1), [len(h.hand(s)) for s in SEATS] == [len(g.hand(s)) for s in SEATS]
    (True, True)
    """
    sit = state.sit
    burner = state.burn.burner if state.burn is not None else None
    hidden = [s for s in SEATS if s not in (seat, burner) and sit.is_active(s) and state.hand(s)]
    kept = {Rank.THREE} if state.rules.chong_san else set()     # LOCAL-1: every seat ends on its 3s
    pool: list[Rank] = [rank for s in hidden for rank, k in state.hand(s).items()
                        if rank not in kept for _ in range(k)]
    rng.shuffle(pool)
    hands = list(sit.hands)
    i = 0
    for s in hidden:
        hand = state.hand(s)
        threes = [Rank.THREE] * hand[Rank.THREE] if kept else []
        n = len(hand) - len(threes)
        hands[s - 1] = Hand.from_cards(pool[i:i + n] + threes)
        i += n
    world = state.clone()
    world.history = None
    world.sit = sit.replace(hands=tuple(hands))
    if world.burn is not None:
        base = world.burn.base
        before = list(base.hands)
        for s in hidden:
            before[s - 1] = hands[s - 1]
        world.burn = dataclasses.replace(world.burn, base=base.replace(hands=tuple(before)))
    if world.phase == BURN:
        plans = burn_window(world.sit, world.rules, world.asked)[1]
        world.plans = {s: p for s, p in plans.items() if s in world.pending[1:]}
        if seat in state.plans:
            world.plans[seat] = state.plans[seat]
    return world


__all__ = ["determinize"]
