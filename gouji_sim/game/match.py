"""Playing hands and matches with bots: deal, tribute, start, turns, scores, records.

A *match* is several hands in a row: each later hand is led by the last hand's 大落
(START-2; after a 串三户 by the 3s shown, under 冲三 by the next seat round, LOCAL-1) and, with the ``tribute`` switch, starts with the tribute the last hand's places,
burns and points call for (TRIB-1..5). A hand's seed reproduces its deal (and any redeal).

>>> from gouji_sim.bots.roster import make_bots
>>> hands = play_match(Rules(), make_bots(["random"]), seed=5, hands=2)
>>> from gouji_sim.game.record import replay
>>> [len(h.places) for h in hands], replay(hands[1].record).state.first == hands[0].places[-1]
([6, 6], True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

from ..core.frozen import picklable
from ..core.play import Play
from ..core.rules import Rules
from .decisions import GameAction
from .hand_start import Previous
from .choices import observe_choices, reads_choices
from .observation import Observation, observe_turn
from .record import make_record
from .scoring import Score
from .state import GameState
from .tribute import Payment

BOT_SALT = 0x9E3779B97F4A7C15


class Bot(Protocol):
    """What plays a seat: ``act`` is given what the seat to act may know (an
    :class:`~gouji_sim.game.observation.Observation`, never the state) and returns one of
    its legal actions (a bare :class:`Play` stands for a play by the current player)."""

    name: str

    def act(self, view: Observation, rng: random.Random) -> "Play | GameAction": ...


def bot_act(bot: Bot, state: GameState, rng: random.Random, seat: int | None = None) -> "Play | GameAction":
    """``bot``'s action for the seat to act in ``state``, decided from what that seat may see:
    the light :class:`~gouji_sim.game.choices.Choices` for a bot that reads only its choices
    (issue 48: the random bot), else the seat's observation
    (:func:`~gouji_sim.game.observation.observe_turn`). Never the state. ``seat``: the seat to
    act, when the caller knows it (:meth:`GameState.current_player`).

    >>> from gouji_sim.bots.roster import make_bot
    >>> g = GameState.deal_hand(Rules(), 3)
    >>> bot_act(make_bot("random"), g, random.Random(1)) in g.choices()
    True
    """
    if reads_choices(bot):
        return bot.act(observe_choices(state, seat), rng)
    return bot.act(observe_turn(state), rng)


Runner = Callable[[GameState, Sequence[Bot], random.Random], None]


@dataclass
class HandResult:
    """One hand played: places, score, the state's counters, and the record (if kept);
    ``bets`` each bet as ``(seat, kind, won)`` (TRIB-4, LOCAL-4)."""

    seed: int
    hand: int
    places: tuple[int, ...]
    score: Score
    counters: list[int]
    steps: int
    revolutionary: int | None
    redeals: int
    burn_debts: tuple[tuple[int, int], ...]
    point_debts: tuple[tuple[int, int], ...]
    tribute: list[Payment] = field(default_factory=list)
    record: dict[str, Any] | None = None
    bets: tuple[tuple[int, str, bool], ...] = ()
    first: int | None = None          # whose turn it was to lead (START-2; 冲三's rotation, LOCAL-1)


def run_bots(state: GameState, bots: Sequence[Bot], rng: random.Random, checked: bool = False) -> None:
    """Let the bots play ``state`` to its end; ``checked`` has the judge rule on every action."""
    step = state.apply if checked else state.push
    while not state.is_over():
        seat = state.current_player()
        assert seat is not None
        step(bot_act(bots[seat - 1], state, rng, seat))


class HandDeals:
    """One hand from its seed: the game state that deals it (and deals again each time a
    deal is abandoned: START-1, START-4, LOCAL-1 — :meth:`GameState.deal_hand`), the bots'
    generator and, at the end, the :class:`HandResult`. :func:`play_hand` runs it to the end;
    the practice table drives it one decision at a time (it stops wherever the state says
    the reader decides, and goes on when the reader has decided).

    ``previous`` (a match's last hand) gives the first leader (START-2) and the tribute
    (TRIB-1..5); ``asked`` is :meth:`GameState.new`'s.

    >>> deals = HandDeals(Rules(), seed=5)
    >>> deals.state.current_player() is not None, deals.state.deal_no
    (True, 0)
    """

    def __init__(self, rules: Rules, seed: int, *, hand: int = 1, previous: HandResult | None = None,
                 record: bool = True, asked: frozenset[int] = frozenset()) -> None:
        self.rules, self.seed, self.hand, self.previous = rules, seed, hand, previous
        self.record, self.asked = record, asked
        self.bot_rng = random.Random(seed ^ BOT_SALT)
        before = None if previous is None else Previous(previous.places, previous.burn_debts,
                                                        previous.point_debts, previous.first)
        self.state = GameState.deal_hand(rules, seed, previous=before, log=record, asked=asked)

    def result(self, bot_names: Sequence[str], preset: str | None = None) -> HandResult:
        """The hand played out: places, score, counters, and the record (if kept)."""
        state = self.state
        places = state.places()
        sc = state.score()
        assert places is not None and sc is not None
        result = HandResult(self.seed, self.hand, places, sc, state.counters, state.steps, state.revolutionary,
                            state.redeals, state.burn_debts, state.point_debts, list(state.moves),
                            bets=state.bet_results(), first=state.first)
        if self.record:
            result.record = make_record(self.rules, self.seed, state, hand=self.hand,
                                        bots=list(bot_names), preset=preset)
        return result


def play_hand(rules: Rules, bots: Sequence[Bot], seed: int, *, hand: int = 1,
              previous: HandResult | None = None, record: bool = True, checked: bool = False,
              preset: str | None = None, runner: Runner | None = None) -> HandResult:
    """Deal from ``seed`` and play one hand with ``bots`` (one per seat, seat 1 first).

    ``runner(state, bots, rng)`` plays each deal out (default :func:`run_bots`, with the judge
    on every action when ``checked``)."""
    deals = HandDeals(rules, seed, hand=hand, previous=previous, record=record)
    if runner is not None:
        runner(deals.state, bots, deals.bot_rng)
    else:
        run_bots(deals.state, bots, deals.bot_rng, checked)
    return deals.result([b.name for b in bots], preset)


def play_match(rules: Rules, bots: Sequence[Bot], seed: int, hands: int = 1, *, record: bool = True,
               checked: bool = False, preset: str | None = None,
               seeds: Sequence[int] | None = None, runner: Runner | None = None) -> list[HandResult]:
    """Play ``hands`` hands in a row; hand ``k``'s seed is ``seeds[k]`` (default ``seed + k``)."""
    out: list[HandResult] = []
    previous: HandResult | None = None
    for k in range(hands):
        s = seeds[k] if seeds is not None else seed + k
        previous = play_hand(rules, bots, s, hand=k + 1, previous=previous, record=record,
                             checked=checked, preset=preset, runner=runner)
        out.append(previous)
    return out


picklable(HandResult)
