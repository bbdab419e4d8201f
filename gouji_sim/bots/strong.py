"""The ``strong`` bot: the heuristic bot's habits, with the late game played for the lead.

The heuristic bot (:class:`~gouji_sim.bots.heuristic.HeuristicBot`) keeps its twos and jokers off plain
plays all hand long: it passes (or yields, TURN-5) on an opponent's plain play that only its
big cards beat. That is right early, when the big cards are worth more in the gouji duel
(GOUJI-2) and in burns (BURN-3); it is wrong late, when winning the trick is what empties
the hand: the trick's winner leads the next one (TURN-6) and a lead sheds a whole rank. The
strong bot plays like the heuristic bot, except in three places (:func:`rules_decide`):

* with at most :data:`LATE` cards left it beats an opponent's play with its smallest beating
  play, twos and jokers allowed, where the heuristic bot would pass or yield (``late-beat``);
* with more than :data:`KEEP_BIG` cards it does not spend a big joker on its opposite's gouji
  play: it closes the trick instead (``keep-big-joker``; the heuristic bot beats with its
  cheapest play, big jokers included);
* on a teammate's play it plays its whole hand out when one play does it
  (``out-over-teammate``; the heuristic bot always passes on a teammate's play).

Each was measured against the heuristic bot on its own before it was kept (the figures are in
the guide of decisions, docs/decisions/08-strong-bot.md).

Optionally (``samples > 0``) it also looks ahead at its last decisions: with at most
``lookahead`` cards left and more than one sensible action (:func:`candidates`), it deals the
cards it cannot see at random to the seats that hold them (:meth:`GameState.resample` of its
observation: the same numbers of cards as they hold, what was shown kept), plays each
candidate out to the end of the hand with every
seat playing the strong bot's rules (:func:`rollout`), and takes the candidate with the best
average team score (:meth:`StrongBot.values`) — determinized search (perfect-information
Monte Carlo) over the rules above. The random deals come from a generator seeded from what
the seat sees, so the same hand gives the same decisions; the budget is a number of deals,
never a time.

Measured against the heuristic bot, each deal played twice with the teams' seats swapped
(:func:`gouji_sim.simulation.bench.tournament`; the figures and candidates in the guide of decisions).

>>> from gouji_sim import Hand, Rules
>>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
>>> str(StrongBot().choose(g.observation(1)))
'3 3'
"""

from __future__ import annotations

import hashlib
import random
from typing import Sequence

from ..core.actions import Pass, Yield
from .heuristic import HeuristicBot, Seen, big_cards, keeps_threes, play_cost
from ..game.decisions import Decline, GameAction
from ..game.observation import Observation, as_observation
from ..game.state import GameState
from ..core.play import Play
from ..core.table import SEATS, same_team

Action = Play | GameAction
"""What a bot returns: a bare :class:`Play` (the current player's) or a game action."""

LATE = 18
"""With at most this many cards left the strong bot beats with twos and jokers (``late-beat``)."""
VALUE_SAMPLES = 8
"""The random deals :meth:`StrongBot.values` plays out per action when the bot has no ``samples``."""
KEEP_BIG = 18
"""With more cards than this it keeps its big jokers off its opposite's gouji plays (``keep-big-joker``)."""

STRONG_RULES: dict[str, tuple[str, ...]] = {
    "late-beat": ("TURN-6", "BEAT-1", "BEAT-2"),
    "keep-big-joker": ("GOUJI-2", "BEAT-5"),
    "out-over-teammate": ("END-1", "TURN-8"),
    "look-ahead": ("END-1", "SCORE-1"),
}
"""The strong bot's own rules, each with the clauses it leans on (the rest are the heuristic
bot's, :data:`~gouji_sim.bots.heuristic.BOT_RULES`)."""


class StrongBot:
    """The strong bot (see the module's doc): ``samples`` random deals per candidate at the
    decisions it looks ahead on (0: never), with at most ``lookahead`` cards in hand.

    >>> StrongBot().name, StrongBot(samples=4).samples
    ('strong', 4)
    """

    name = "strong"

    def __init__(self, *, samples: int = 0, lookahead: int = 8) -> None:
        self.samples = samples
        self.lookahead = lookahead
        self._heuristic = HeuristicBot()

    def act(self, view: Observation | GameState, rng: random.Random) -> Action:
        return self.choose(view)

    def choose(self, view: Observation | GameState) -> Action:
        """The bot's action for the seat to act (one of its legal actions)."""
        return self.decide(view)[0]

    def decide(self, view: Observation | GameState) -> tuple[Action, str]:
        """The bot's action and the name of the rule that made it (a key of
        :data:`STRONG_RULES` or of the heuristic bot's :data:`~gouji_sim.bots.heuristic.BOT_RULES`).

        >>> from gouji_sim import Hand, Rules
        >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
        >>> StrongBot().decide(g.observation(1))[1]
        'lead-low'
        """
        state = as_observation(view)
        action, rule = rules_decide(self._heuristic, state)
        if self.samples <= 0 or not state.in_card_play():
            return action, rule
        seat = state.current_player()
        assert seat is not None
        if len(state.hand(seat)) > self.lookahead:
            return action, rule
        cands = candidates(state, action)
        if len(cands) < 2:
            return action, rule
        vals = self.values(state, cands)
        best = max(cands, key=lambda a: vals[a])      # the first of equals: the rules' action
        return (best, "look-ahead") if vals[best] > vals[action] else (action, rule)

    def values(self, view: Observation | GameState, actions: Sequence[Action] | None = None) -> dict[Action, float]:
        """The average team score (SCORE-1..4) of the seat to act after each of ``actions``
        (default :func:`candidates`), over ``samples`` (0: :data:`VALUE_SAMPLES`) random deals of the cards it
        cannot see, the hand played out with the strong bot's rules at every seat. The same
        deals for every action (paired), seeded from what the seat sees.

        >>> from gouji_sim import Rules
        >>> g = GameState.deal_hand(Rules(), 3)
        >>> values = StrongBot(samples=2).values(g.observation(g.current_player()))
        >>> len(values) > 1, all(-12 <= v <= 12 for v in values.values())
        (True, True)
        """
        state = as_observation(view)
        seat = state.current_player()
        assert seat is not None
        if actions is None:
            actions = candidates(state, rules_decide(self._heuristic, state)[0])
        rng = random.Random(seed_of(state, seat))
        n = self.samples if self.samples > 0 else VALUE_SAMPLES
        totals = {a: 0.0 for a in actions}
        for _ in range(n):
            world = GameState.resample(state, rng)
            for a in actions:
                g = world.clone()
                g.push(a)
                totals[a] += rollout(g, self._heuristic)[seat - 1]
        return {a: t / n for a, t in totals.items()}


def rules_decide(heuristic: HeuristicBot, state: Seen) -> tuple[Action, str]:
    """The strong bot's rules (no look-ahead): the heuristic bot's decision, except in
    ordinary turns —

    * ``out-over-teammate``: on a teammate's play it plays its whole hand out when it can
      (END-1; the heuristic bot always passes on a teammate's play);
    * ``keep-big-joker``: with more than :data:`KEEP_BIG` cards it passes (closes, TURN-6) on
      its opposite's gouji play rather than beat it with a big joker (GOUJI-2, BEAT-5: a play
      topped by big jokers is dead, the big jokers are the hand's surest tricks later);
    * ``late-beat``: with at most :data:`LATE` cards it beats an opponent's play it would pass
      or yield on, twos and jokers allowed (TURN-6: the trick's winner leads next).

    ``state`` is read as it is (:data:`~gouji_sim.bots.heuristic.Seen`): an observation, or a
    state the look-ahead dealt itself."""
    action, rule = heuristic.decide_seen(state)
    if not state.in_ordinary_turns() or rule == "wind-ask":
        return action, rule
    seat = state.current_player()
    assert seat is not None
    st = state.sit.trick_state
    if st.top_seat is None or state.sit.is_closed():
        return action, rule
    left = len(state.hand(seat))
    if isinstance(action, Play):
        if rule == "beat-gouji" and action.big and left > KEEP_BIG and Pass(seat) in state.other_actions():
            return Pass(seat), "keep-big-joker"
        return action, rule
    plays = fitting(state, seat, state.legal_plays())
    if same_team(st.top_seat, seat):
        out = [p for p in plays if p.size == left]
        return (out[0], "out-over-teammate") if out else (action, rule)
    if left > LATE or not plays:
        return action, rule
    return min(plays, key=play_cost), "late-beat"


def fitting(state: Seen, seat: int, plays: list[Play]) -> list[Play]:
    """``plays`` that keep 冲三's 3s for the last play (LOCAL-1; all of them without it)."""
    left, cs = len(state.hand(seat)), state.rules.chong_san
    return [p for p in plays if keeps_threes(p, left, cs)] if cs else plays


def candidates(state: Seen, first: Action) -> list[Action]:
    """The few sensible actions the look-ahead compares, ``first`` (the rules' choice) first:
    in a burn window, burn or decline; answering a burn, the cheapest answer or decline; on a
    lead, the two lowest ranks and the highest, whole (no twos or jokers); on a follow, pass,
    yield, the cheapest plain beat, the highest plain beat and the cheapest beat of all.
    Empty of others when the rules' choice plays the whole hand out."""
    seat = state.current_player()
    assert seat is not None
    out: list[Action] = [first]

    def add(a: Action) -> None:
        if a not in out:
            out.append(a)

    if state.is_burn_window():
        for a in state.other_actions():
            add(a)
        return out
    hand = state.hand(seat)
    plays = fitting(state, seat, state.legal_plays())
    if isinstance(first, Play) and first.size == len(hand):
        return out
    if state.is_answer_window():
        if plays:
            add(min(plays, key=play_cost))
            add(Decline(seat))
        return out
    if not state.in_ordinary_turns():
        return out
    sit = state.sit
    if sit.trick_state.top is None or sit.is_closed():
        cs = state.rules.chong_san
        whole = [Play(r, k) for r, k in hand.items() if r.is_natural and keeps_threes(Play(r, k), len(hand), cs)]
        for p in whole[:2] + whole[-1:]:
            add(p)
        return out
    for a in state.other_actions():
        if isinstance(a, (Pass, Yield)):
            add(a)
    plain = [p for p in plays if not big_cards(p)]
    if plain:
        add(min(plain, key=play_cost))
        add(max(plain, key=play_cost))
    if plays:
        add(min(plays, key=play_cost))
    return out


def seed_of(state: Seen, seat: int) -> int:
    """A seed from what ``seat`` sees: its cards, everyone's card counts, the trick, the step.

    >>> from gouji_sim import Hand, Rules
    >>> g = GameState.new(Rules(), {s: Hand.parse("9 9 2") for s in SEATS}, 2)
    >>> seed_of(g, 2) == seed_of(g.observation(2), 2), seed_of(g, 2) == seed_of(g, 3)
    (True, False)
    """
    sit = state.sit
    counts = ",".join("-" if n is None else str(n) for n in (sit.card_count(s) for s in SEATS))
    trick = ";".join(repr(e) for e in sit.trick)
    text = f"{seat}|{state.steps}|{state.phase}|{state.hand(seat)}|{counts}|{trick}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def rollout(state: GameState, heuristic: HeuristicBot) -> tuple[int, ...]:
    """Play ``state`` to the end with the strong bot's rules at every seat (changes
    ``state``, a state the look-ahead dealt itself); each seat's team score (:meth:`GameState.returns`)."""
    while not state.is_over():
        state.push(rules_decide(heuristic, state)[0])
    return state.returns()


__all__ = ["KEEP_BIG", "LATE", "STRONG_RULES", "VALUE_SAMPLES", "StrongBot", "candidates", "rollout", "rules_decide", "seed_of"]
