"""The two simple bots that play a seat of a :class:`~gouji_sim.game.state.GameState`
(the strong one builds on the second: :mod:`gouji_sim.bots.strong`; :mod:`gouji_sim.bots.roster` makes any
of them by name).

* ``random``: uniform over the legal actions (:meth:`GameState.choices`).
* ``heuristic``: leads its lowest rank (all of it, no twos or jokers attached) or its whole
  hand when that is one play; follows an opponent with the smallest play that beats, using
  twos and jokers only against a gouji play (it keeps them for gouji plays and burns); never
  beats, burns or answers a teammate's play (it supports its teammates' gouji plays); burns an
  opponent's gouji play whenever the planner says it can; answers an opponent's burn with its
  smallest beating play; revolts when it may (START-4), never melds. It yields (让牌, TURN-5)
  where a player would: facing its opposite's plain play that the two seats between have
  passed, when only twos or jokers would beat it — its teammate among the next two acts
  first, and the turn comes back to it if both pass; then it beats the play with its
  smallest beating play, twos and jokers allowed. Each yield is one the judge allows
  (:func:`~gouji_sim.core.judge.is_legal`).
  Rules v2: it never makes a 预点 (a blind bet is declared before the deal, and it bets only
  on its cards); it makes a 明点 (TRIB-4, LOCAL-4) when its hand holds at least
  ``BET_POWER`` twos and jokers together, ``BET_BIG`` of them big jokers — cards with which it
  can beat its opposite's gouji plays so that none of them lives. Under 冲三 (LOCAL-1) it
  buys the 3 it must, keeps its 3s for its last play and finishes with them alone (it plays
  no 3 before, never empties its hand otherwise, and declares only burns that do the same).
  Rules v5, ``wind = by_consent`` (TURN-8): it agrees that a teammate take over the lead and
  refuses an opponent; it asks to take over only when every player who answers is its
  teammate — then the answer is yes, and it leads at once instead of waiting for the trick.

Each bot decides from an :class:`~gouji_sim.game.observation.Observation` — what its seat may
know, never the other hands; handed a :class:`GameState`, it first takes the observation of
the seat to act (:func:`~gouji_sim.game.observation.as_observation`). Only the strong bot's
look-ahead runs the same rules on states it deals itself (:data:`Seen`).

>>> HeuristicBot().name, RandomBot().name
('heuristic', 'random')
"""

from __future__ import annotations

import random

from ..core.actions import Burn, Pass, Yield
from ..core.cards import Rank
from ..core.checks import chong_san_reason
from ..core.judge import is_legal
from ..game.decisions import AskWind, Bet, Consent, Decline, GameAction, Revolution
from ..game.choices import CHOICES, Choices, observe_choices
from ..game.chong_san import may_revolt
from ..game.observation import Observation, as_observation
from ..game.state import GameState
from ..game.wind import answerers, may_ask
from ..core.play import Play
from ..core.table import same_team

Seen = Observation | GameState
"""What the bots' rules read: an observation, or (inside the strong bot's look-ahead only) a
state the bot dealt itself from one (:func:`~gouji_sim.game.observation.resample`)."""


class RandomBot:
    """Uniform over the legal actions (of its observation). It reads only its choices
    (``sight``), so the bots' table hands it the light :class:`~gouji_sim.game.choices.Choices`
    (:func:`~gouji_sim.game.match.bot_act`); a whole observation gives the same choices.

    >>> from gouji_sim.core.rules import Rules
    >>> g = GameState.deal_hand(Rules(), 3)
    >>> a = RandomBot().act(observe_choices(g), random.Random(1))
    >>> a == RandomBot().act(g.observation(g.current_player()), random.Random(1))
    True
    """

    name = "random"
    sight = CHOICES

    def act(self, view: Observation | Choices | GameState, rng: random.Random) -> Play | GameAction:
        if isinstance(view, GameState):
            view = observe_choices(view)
        return rng.choice(view.choices())


def play_cost(play: Play) -> tuple[int, int, int, int]:
    """Cheapest first: fewest jokers, fewest twos, lowest base, smallest (the order in which
    the bots, the strong bot's look-ahead and the coach spend their cards).

    >>> play_cost(Play.parse("9 9 2")) > play_cost(Play.parse("K K"))
    True
    """
    return (play.small + play.big, play.twos, play.low, play.size)


def big_cards(play: Play) -> int:
    """The twos and jokers of a play (the cards the bots keep for gouji plays and burns).

    >>> big_cards(Play.parse("9 9 2 大王")), big_cards(Play.parse("K K"))
    (2, 0)
    """
    return play.twos + play.small + play.big


#: The heuristic bot's rules, each with the clauses it leans on: the
#: name :meth:`HeuristicBot.decide` gives its decision; the catalogue's ``bot-rule-<name>``
#: words it after the habits of chapter 13 (notebooks/chapters/13-first-hands.py).
BOT_RULES: dict[str, tuple[str, ...]] = {
    "lead-whole": ("TURN-8", "END-1"), "lead-low": ("PLAY-1", "TURN-1"),
    "teammate-pass": ("TABLE-2", "TURN-4"), "beat-smallest": ("BEAT-1", "BEAT-2"),
    "beat-gouji": ("GOUJI-1", "GOUJI-2"), "save-big-pass": ("TURN-4",), "yield-save-big": ("TURN-5",),
    "yield-back-beat": ("TURN-5", "BEAT-1"), "cannot-beat-pass": ("BEAT-1", "TURN-4"),
    "burn-planned": ("BURN-1", "BURN-3"), "no-burn-teammate": ("BURN-1",), "no-burn-threes": ("LOCAL-1",),
    "no-burn-cannot": ("BURN-3",),
    "answer-burn": ("BURN-4",), "no-answer-teammate": ("BURN-4",), "no-answer-cannot": ("BURN-4",),
    "revolt": ("START-4",), "buy-three": ("LOCAL-1",), "bet-open": ("TRIB-4", "LOCAL-4"),
    "before-lead": ("START-2",),
    "wind-ask": ("TURN-8",), "wind-agree": ("TURN-8",), "wind-refuse": ("TURN-8",),
}

BET_POWER, BET_BIG = 7, 2
"""The heuristic bot's 明点 rule: at least this many twos and jokers, this many big jokers."""


def keeps_threes(play: Play, left: int, rules_chong_san: bool) -> bool:
    """Whether ``play`` fits 冲三 (LOCAL-1) for a hand of ``left`` cards: a 3 only in the last
    play, and the last play 3s alone (always true without ``chong_san``). The rule itself is
    :func:`gouji_sim.core.checks.chong_san_reason`; the bot asks it.

    >>> keeps_threes(Play.parse("3 3"), 2, True), keeps_threes(Play.parse("3"), 2, True), keeps_threes(Play.parse("K"), 1, True)
    (True, False, False)
    """
    return not rules_chong_san or chong_san_reason(play, left) is None


class HeuristicBot:
    """A simple rule-of-thumb player (see the module's doc); ``yields=False`` is the bot
    before it learnt to yield (TURN-5), kept for the benchmark that compares the two.

    >>> HeuristicBot().yields, HeuristicBot(yields=False).name
    (True, 'heuristic')
    """

    name = "heuristic"

    def __init__(self, *, yields: bool = True) -> None:
        self.yields = yields

    def act(self, view: Observation | GameState, rng: random.Random) -> Play | GameAction:
        return self.decide(view)[0]

    def decide(self, view: Observation | GameState) -> tuple[Play | GameAction, str]:
        """The bot's decision for the seat to act and the name of the rule that made it (a key
        of :data:`BOT_RULES`, worded by the catalogue's ``bot-rule-<name>``, the habits of
        chapter 13) — the one home of the bot's choice; :meth:`act` returns its first half.

        >>> from gouji_sim import Hand, Rules
        >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
        >>> action, rule = HeuristicBot().decide(g.observation(1))
        >>> str(action), rule
        ('3 3', 'lead-low')
        """
        return self.decide_seen(as_observation(view))

    def decide_seen(self, state: Seen) -> tuple[Play | GameAction, str]:
        """:meth:`decide` on what it is given as it is: an observation, or a state the strong
        bot's look-ahead dealt itself."""
        seat = state.current_player()
        assert seat is not None
        if state.is_before_first_lead():
            return self._before_lead(state, seat)
        if state.is_burn_window():
            owner = state.sit.trick_state.top_seat
            left = len(state.hand(seat))
            sets = state.plans.get(seat)
            if sets is None:                  # asked though its cards cannot burn: decline
                return Decline(seat), "no-burn-cannot"
            fits = all(keeps_threes(p, left - sum(q.size for q in sets[:i]), state.rules.chong_san)
                       for i, p in enumerate(sets))
            if owner is not None and same_team(owner, seat):
                return Decline(seat), "no-burn-teammate"
            if not fits:
                return Decline(seat), "no-burn-threes"
            return Burn(seat, sets), "burn-planned"
        if state.is_answer_window():
            burn = state.burn
            assert burn is not None
            plays = self._fitting(state, seat, state.legal_plays())
            if same_team(burn.burner, seat):
                return Decline(seat), "no-answer-teammate"
            if not plays:
                return Decline(seat), "no-answer-cannot"
            return min(plays, key=play_cost), "answer-burn"
        if state.awaits_wind_answers():       # TURN-8 v5: a teammate may take over, an opponent not
            asker = state.asker
            if asker is not None and same_team(asker, seat):
                return Consent(seat, True), "wind-agree"
            return Consent(seat, False), "wind-refuse"
        assert state.in_ordinary_turns()
        sit = state.sit
        st = sit.trick_state
        hand = state.hand(seat)
        if st.top is None or sit.is_closed():
            return self._lead(state)
        if state.rules.wind == "by_consent" and may_ask(sit, state.rules, seat, state.refused) and all(
                same_team(s, seat) for s in answerers(sit, seat)):
            return AskWind(seat), "wind-ask"      # every answer is a teammate's yes: lead now
        if st.top_seat is not None and same_team(st.top_seat, seat):
            return Pass(seat), "teammate-pass"
        plays = self._fitting(state, seat, state.legal_plays())
        beating = bool(plays)
        if not st.gouji:
            plays = [p for p in plays if not (p.small or p.big or p.twos) or p.size == len(hand)]
        if beating and not plays and self.yields and seat == st.yielder:
            # TURN-5: it yielded and both seats after it passed: now it beats, big cards or not
            return min(self._fitting(state, seat, state.legal_plays()), key=play_cost), "yield-back-beat"
        if not plays:
            if beating and self.yields and is_legal(sit, Yield(seat), leader=state.leader):
                # TURN-5: its teammate among the next two may beat it first, and the turn
                # comes back if both pass; the twos and jokers stay in hand meanwhile
                return Yield(seat), "yield-save-big"
            return Pass(seat), "save-big-pass" if beating else "cannot-beat-pass"
        best = min(plays, key=play_cost)
        return best, "beat-gouji" if st.gouji else "beat-smallest"

    @staticmethod
    def _before_lead(state: Seen, seat: int) -> tuple[GameAction, str]:
        if state.awaits_redeal_or_revolution():
            if may_revolt(state.dealt_hand(seat), state.rules):      # START-4 (v5): as dealt
                return Revolution(seat), "revolt"
            return Decline(seat), "before-lead"
        if state.awaits_three_purchases():
            return state.legal_actions()[0], "buy-three"   # the one purchase LOCAL-1 names
        if state.awaits_open_bets():
            hand = state.hand(seat)
            power = hand[Rank.TWO] + hand.jokers
            if power >= BET_POWER and hand[Rank.BIG_JOKER] >= BET_BIG:
                return Bet(seat, "open"), "bet-open"
        return Decline(seat), "before-lead"           # no meld, no 预点

    @staticmethod
    def _fitting(state: Seen, seat: int, plays: list[Play]) -> list[Play]:
        left, cs = len(state.hand(seat)), state.rules.chong_san
        return [p for p in plays if keeps_threes(p, left, cs)] if cs else plays

    @classmethod
    def _lead(cls, state: Seen) -> tuple[Play, str]:
        seat = state.current_player()
        assert seat is not None
        hand = state.hand(seat)
        plays = cls._fitting(state, seat, state.legal_plays())
        whole = [p for p in plays if p.size == len(hand)]
        if whole:
            return whole[0], "lead-whole"
        for rank, k in hand.items():
            if rank.is_natural and keeps_threes(Play(rank, k), len(hand), state.rules.chong_san):
                return Play(rank, k), "lead-low"
        return min(plays or state.legal_plays(), key=lambda p: (-p.size, p.low)), "lead-low"


__all__ = ["BOT_RULES", "HeuristicBot", "RandomBot", "Seen", "big_cards", "keeps_threes", "play_cost"]
