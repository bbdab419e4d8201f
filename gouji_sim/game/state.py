"""One hand of Gouji as a state machine, from the first decision to places and scores.

The model is OpenSpiel's: :meth:`GameState.current_player`, :meth:`GameState.legal_actions`,
:meth:`GameState.apply` (checked: every action is ruled on by the judge, and an illegal one
raises :class:`~gouji_sim.core.errors.IllegalActionError` carrying the verdict),
:meth:`GameState.push` (unchecked, for bots and search), :meth:`GameState.clone`,
:meth:`GameState.is_over`, :meth:`GameState.returns`. Chance is explicit: the state starts
from dealt hands (:mod:`gouji_sim.game.deal` deals them from a seeded generator).

**One class, one dispatcher, one phase table.** Every action goes through two methods:
:meth:`GameState._take` does what the action does to the table (cards, counters, the record)
and names what happened (an *event*); :meth:`GameState._advance` moves on from it, asking the
pure function :func:`~gouji_sim.game.phases.transition` what comes next and doing what it
names (:meth:`~GameState._step`). Both are tables: :data:`TAKES` (each kind of action, its
handler and the events it may lead to), :data:`~gouji_sim.game.phases.TRANSITIONS` (phase and
event → next) and :data:`STEPS` (each step, its handler); the API page draws them
(:func:`phase_table_markdown`). Every phase in which seats decide one after the
other has one row in the phase table :data:`DECISIONS` — who decides, the options, the rule.
The chance phase ``deal`` and its redeals are the state's too (:meth:`GameState.deal_hand`).
The phases, and whose decision each is (:meth:`~GameState.current_player`):

* ``deal`` — chance: the deal (a hand from its seed deals itself; a replayed record gives it);
* ``blind`` — 预点 bets, every seat in seat order (TRIB-4, LOCAL-4; :mod:`gouji_sim.game.prelude`);
* ``start`` — redeal or revolution (START-1, START-4, LOCAL-1);
* ``buy`` — 冲三's purchases of 3s (LOCAL-1);
* ``meld`` — the first leader's meld (START-3);
* ``bet`` — 明点 bets (TRIB-4, LOCAL-4);
* ``play`` — ordinary turns: the core's :meth:`~Situation.to_move`, or the leader;
* ``burn`` — a burn window after a gouji play (BURN-1/2; :mod:`gouji_sim.game.burns`);
* ``answer`` — an answer window after a burning set (BURN-3/4);
* ``wind`` — the answers to a request to lead afresh (TURN-8 v5, ``wind = by_consent``;
  :mod:`gouji_sim.game.wind`);
* ``over`` — nobody: places and scores (END-1..3), or the deal abandoned for a redeal.

No rule is decided here. Whose turn it is, who may beat or burn, what beats what and how a
burn ends are asked of the core (:class:`~gouji_sim.core.situation.Situation`, :func:`~gouji_sim.core.judge.judge`,
:mod:`gouji_sim.core.burn`, :mod:`gouji_sim.core.moves`); who decides before the first lead and who is
asked to burn or answer, of the plain functions of :mod:`gouji_sim.game.prelude` and
:mod:`gouji_sim.game.burns`. What this module adds is the *flow* that the rulebook leaves
open, decided as follows:

* **Before the first lead** the phases ``blind`` … ``bet`` come in that order, each only when
  someone has a decision in it — see :mod:`gouji_sim.game.prelude` for how each is decided,
  a revolutionary included.
* **Burns** (BURN-1..5): the declaration window after a gouji play, the burner's sets
  one at a time with answer windows, a failed burn — see :mod:`gouji_sim.game.burns`.
* **TURN-8 / TURN-9.** 接风 and the dead gouji play are the core's: the next actor is always
  :meth:`~Situation.to_move`, the next leader :meth:`~Situation.leader`. Under
  ``wind=by_consent`` (v5) the player whose turn it is on an unbeaten last play may also ask
  to lead afresh (:class:`~gouji_sim.game.decisions.AskWind`): the phase ``wind`` asks every other
  player still in the hand in turn (:class:`~gouji_sim.game.decisions.Consent`); all yes ends the
  trick with the asker to lead, the first no goes back to the trick (:mod:`gouji_sim.game.wind`).
* **The end** (END-1..3). The hand ends when at most one seat still holds cards and plays.
  Places: those who played out, in order; then the seat still holding cards; then the failed
  burners; the revolutionary is put in 3rd or 4th place.
* **活 / 开点** (GOUJI-5, TRIB-4). A gouji play lives when the trick closes with it on top;
  :attr:`GameState.lives` counts those that count toward opening. With ``points`` on, seats
  are judged and the 点贡 (bets included) settled as :mod:`gouji_sim.game.points` says.
* **窒息** (LOCAL-2, ``suffocation``). When first place plays out, every seat still playing
  that has not played a card sits out and is placed with the failed burners, last.

>>> from gouji_sim.game.deal import deal, hands_of
>>> import random
>>> state = GameState.new(Rules(), hands_of(deal(216, random.Random(3))), leader=1)
>>> state.current_player(), len(state.legal_actions()) > 0, state.is_over()
(1, True, False)
>>> v = state.apply(PlayAction(1, state.legal_plays()[0]))
>>> v.legal, state.current_player()
(True, 2)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Mapping, Sequence, get_args

from ..core.actions import Burn, Pass, PlayAction, Yield
from ..core.burn import judge_burn, may_burn, reburn_sets
from ..core.cards import Card, Hand, deck_counts
from ..core.checks import Fault
from ..core.errors import GoujiError, IllegalActionError, check_arg
from ..core.judge import is_legal, judge, may_pass, may_play
from ..core.messages import text
from ..core.moves import beating_plays_unchecked as beating_plays
from ..core.checks import as_play
from .codec import encode
from ..core.play import Play
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import SEATS, check_seat, opposite, same_team, seats_from
from ..core.verdict import Verdict
from .burns import (BurnInProgress, answer_window, answers, burn_action, burn_window, judge_answer,
                    out_of_turn_burners, turn_actions, turn_plays)
from .chong_san import revolts_for_three
from .common import (BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, BURNS_TRIED, GOUJI_LIVED, GOUJI_MADE,
                     N_COUNTERS, counter_names, refuse, sit_out)
from .deal import Deal, check_dealt, deal, hands_of
from .history import Dealt, HistoryEntry, Tributed
from .decisions import AskWind, Bet, Buy, Consent, Decline, GameAction, Meld, Redeal, Revolution
from .observation import Observation, observe, resampled
from .outcome import ABANDONED as ABANDONED_BY_RULES, PLAYED as PLAYED_OUT_HAND, REDEAL, Outcome
from .hand_start import Previous, first_leader_of, redeal_allowed, tribute_of
from .points import Judged, bet_results, counts_toward_opening, due, opens, settle
from .prelude import (blind_bettors, bought, buyers, buyers_from, lacks_a_three, leader_still_playing,
                      meld_options, melded, melders, open_bettors, purchase_for, start_deciders)
from .rulings import (bet_fault, buy_fault, decider_fault, meld_fault, meld_refusal, no_decision_fault,
                      revolution_fault, rule, rule_bet, rule_buy, rule_meld, rule_start, start_fault)
from .scoring import Score, score
from .tribute import Payment, apply_payments
from .wind import answers as wind_answers, answerers as wind_answerers, granted_lead, rule_answer, rule_ask

from . import phases as asks
from .phases import (ABANDON, ABANDONED, ANSWER, BET, BLIND, BUY, BURN, BURN_DECLARED, BURN_FAILED, BURN_SUCCEEDS,
                     BURNED_OUT, DEAL, DEALT, DECIDED, END, EVENTS, GRANT_WIND, JUDGE_OUT_BURN, JUDGE_OUT_PLAY, MELD,
                     NEXT_PRELUDE, NEXT_SET, NO_ANSWERER, NO_BURNER, OPEN_ANSWER_WINDOW, OPEN_BURN_WINDOW, OPEN_WIND,
                     OUT_AFTER_BURN, OUT_AFTER_PLAY, OVER, PASSED, PHASES, PLAY, PLAYED, PLAYED_OUT, PRELUDE,
                     SET_PLAYED, STAY, START, WIND, WIND_ASKED, WIND_REFUSED, table_markdown, transition)

ACTIONS: tuple[type, ...] = get_args(GameAction)
"""Every kind of action a hand takes (:data:`~gouji_sim.game.decisions.GameAction`)."""

MAX_REDEALS = 100
"""A hand gives up after this many redeals in a row (START-1/4); it never happens in practice."""


STATE_SLOTS = ("rules", "sit", "phase", "pending", "plans", "burn", "burn_k", "leader",
               "first_deal", "revolutionary", "penalized", "lives", "judged", "bets", "played",
               "slam", "redeal", "point_debts", "burn_debts", "counters", "steps", "asked",
               "entries", "frozen", "chance", "rng", "previous", "deal_no", "redeals", "dealt", "moves", "held",
               "first", "asker", "refused")
"""What a :class:`GameState` holds (what :meth:`GameState.clone` copies; a module constant, so
that the compiled copy of the class, which keeps no ``__slots__`` to read, copies the same)."""



@lru_cache(maxsize=1 << 14)
def _play_entry(seat: int, play: Play) -> PlayAction:
    """``seat`` playing ``play`` in turn (PLAY-1), as a trick entry: an immutable value, one per
    seat and play, so :meth:`GameState.push` builds none for a play seen before (the bots' plays
    are the legal plays' shared values, :mod:`gouji_sim.core.moves`; issue 48)."""
    return PlayAction(seat, play)


class GameState:
    """One hand, from the start-of-hand decisions to places and scores.

    Mutable like OpenSpiel's states (``apply`` and ``push`` change it); :meth:`clone` is
    cheap because the table itself is an immutable :class:`Situation` shared by clones.
    """

    __slots__ = STATE_SLOTS

    rules: Rules
    sit: Situation                     # the table: hands, trick, finished, out (immutable, shared by clones)
    phase: str                         # one of PHASES
    pending: tuple[int, ...]           # outside ``play``: the seats still to decide, the current one first
    plans: dict[int, tuple[Play, ...]]  # the last burn window's planned burns, by seat
    burn: BurnInProgress | None        # the burn being played
    burn_k: int                        # how many of its sets are on the table
    leader: int                        # the first leader (START-2)
    first_deal: bool                   # a match's first deal (START-1's redeal allowed)
    revolutionary: int | None
    penalized: tuple[int, ...]         # failed burners and suffocated seats, placed last
    lives: tuple[int, ...]             # living gouji plays that count toward opening, by seat - 1
    judged: Judged                     # who has been judged for opening (TRIB-4)
    bets: tuple[Bet, ...]
    played: frozenset[int]             # seats that have played a card
    slam: bool                         # SCORE-4: first place played out before anyone else played
    redeal: int | None                 # set when the deal is abandoned (0: by the rules)
    point_debts: tuple[tuple[int, int], ...]
    burn_debts: tuple[tuple[int, int], ...]
    counters: list[int]                # see counter_names()
    steps: int
    asked: frozenset[int]              # seats asked in every burn and answer window open to them
    entries: list[HistoryEntry] | None  # every action and chance outcome, in order (:attr:`history`)
    frozen: tuple[HistoryEntry, ...] | None  # :attr:`history` as last read (a tuple of ``entries``)
    chance: bool                       # the hand has its deal phase (deal_hand): a redeal deals again
    rng: "random.Random | None"        # the seeded deck of a hand dealt from its seed
    previous: Previous | None          # the last hand of the match (START-2, TRIB-1..5)
    deal_no: int                       # which deal of the hand this is, from 0
    redeals: int                       # deals abandoned so far (START-1, START-4, LOCAL-1)
    dealt: Deal | None                 # this deal's suited cards, as dealt (chance states)
    moves: list[Payment]               # this deal's tribute, in order
    held: Deal | None                  # this deal's suited cards after tribute
    first: int                         # the first leader as dealt (START-2), before any revolution
    asker: int | None                  # the seat whose request to lead afresh is being answered (TURN-8)
    refused: frozenset[tuple[int, int]]  # (last play's owner, asker): requests refused this deal

    # --- construction ---
    @classmethod
    def new(cls, rules: Rules, hands: Mapping[int, Hand], leader: int, *, first_deal: bool = False,
            log: bool = True, asked: frozenset[int] = frozenset()) -> "GameState":
        """A hand about to start: ``hands`` after tribute, ``leader`` by START-2.

        ``first_deal`` allows START-1's redeal; ``log=False`` keeps no record of the actions
        (faster self-play). ``asked``: seats given every burn window and answer window the
        rules open to them (BURN-1, BURN-4), even when their cards cannot act (they can only
        decline there) — a reader at the practice table who asks for every burn chance; bots
        are asked only when they can act (see :mod:`gouji_sim.game.burns`). An argument of the wrong type is an
        :class:`~gouji_sim.core.errors.ArgumentError` naming it; a ``leader`` that is no seat, or
        ``hands`` that are not six seats' hands, a :class:`~gouji_sim.core.errors.GoujiError` naming it.
        """
        check_arg(rules, Rules, "rules")
        check_arg(hands, Mapping, "hands")
        check_seat(leader, "leader")
        check_arg(first_deal, bool, "first_deal"), check_arg(log, bool, "log")
        self = cls._blank(rules, log, asked, chance=False)
        self._setup(Situation.build(rules, hands=dict(hands)), leader, first_deal)
        self.phase, self.pending = BLIND, self._deciders(BLIND)
        self._advance(DEALT)
        return self

    @classmethod
    def deal_hand(cls, rules: Rules, seed: int | None, *, previous: Previous | None = None,
                  log: bool = True, asked: frozenset[int] = frozenset()) -> "GameState":
        """A hand from its deal: the chance phase ``deal`` first (OpenSpiel's explicit chance),
        then the tribute (TRIB-1..5), the first leader (START-2) and the start decisions.

        With a ``seed`` the deal is the seeded generator's (:func:`~gouji_sim.game.deal.deal`)
        and so is every redeal: a deal the state abandons (START-1, START-4, LOCAL-1) is dealt
        again at once, so the state never waits at a chance node (more than
        :data:`MAX_REDEALS` redeals: a bilingual :class:`~gouji_sim.core.errors.GoujiError`). With
        ``seed=None`` the state waits in ``deal`` (:meth:`is_chance_node`) until a deal is
        given with :meth:`apply_deal` — a record replayed. ``previous``: the match's last hand
        (:class:`~gouji_sim.game.hand_start.Previous`); START-1/2 and the tribute come from
        :mod:`gouji_sim.game.hand_start`.

        :attr:`history` then holds every action of the hand in order, as typed values
        (:mod:`gouji_sim.game.history`): each deal (:class:`~gouji_sim.game.history.Dealt`, the
        chance outcome) and its tribute (:class:`~gouji_sim.game.history.Tributed`, when there
        is one), every decision including declines, a declared :class:`~gouji_sim.core.actions.Burn`
        followed by the sets its burner plays (plays with ``burn=True``; none when it failed).
        JSON only at the edges, through the codec (:func:`gouji_sim.game.codec.encode`).

        >>> state = GameState.deal_hand(Rules(), 3)
        >>> type(state.history[0]).__name__, state.phase != "deal", state.first == state.leader
        ('Dealt', True, True)
        """
        check_arg(rules, Rules, "rules")
        if seed is not None:
            check_arg(seed, int, "seed")
        if previous is not None:
            check_arg(previous, Previous, "previous")
        check_arg(log, bool, "log")
        self = cls._blank(rules, log, asked, chance=True)
        self.previous = previous
        self.rng = None if seed is None else random.Random(seed)
        self._setup(Situation.build(rules, hands={s: Hand() for s in SEATS}), 1, False)
        self.phase, self.pending = DEAL, ()
        if self.rng is not None:
            self._start_deal(deal(rules.deck, self.rng))
        return self

    @classmethod
    def _blank(cls, rules: Rules, log: bool, asked: frozenset[int], chance: bool) -> "GameState":
        """A state with what lasts the whole hand (every deal of it)."""
        self = cls()
        self.rules = rules
        check_arg(asked, (set, frozenset, list, tuple), "asked")
        self.asked = frozenset(check_seat(s, "asked") for s in asked)
        self.entries, self.frozen = ([] if log else None), None
        self.chance, self.rng, self.previous = chance, None, None
        self.deal_no, self.redeals = -1, 0
        self.dealt, self.held, self.moves = None, None, []
        return self

    def _setup(self, sit: Situation, leader: int, first_deal: bool) -> None:
        """What one deal starts from: the table, the first leader, START-1's permission."""
        self.sit = sit
        self.leader = self.first = leader
        self.first_deal = first_deal
        self.plans, self.burn, self.burn_k = {}, None, 0
        self.revolutionary, self.penalized, self.redeal = None, (), None
        self.played, self.slam = frozenset(), False
        self.asker, self.refused = None, frozenset()
        self.lives, self.judged, self.bets = (0,) * 6, (), ()
        self.point_debts, self.burn_debts = (), ()
        self.counters = [0] * N_COUNTERS
        self.steps = 0

    @property
    def history(self) -> tuple[HistoryEntry, ...] | None:
        """Every action and chance outcome of the hand so far, in order (see :meth:`deal_hand`),
        as a tuple; ``None`` when the state keeps no record (``log=False``). Kept as a list
        that each step appends to (amortised O(1), issue 48) and read as a tuple made once per
        length: entries are only ever appended, so a tuple as long as the list is the list.

        >>> g = GameState.deal_hand(Rules(), 3)
        >>> h = g.history
        >>> g.history is h, isinstance(h, tuple)
        (True, True)
        """
        entries = self.entries
        if entries is None:
            return None
        frozen = self.frozen
        if frozen is None or len(frozen) != len(entries):
            frozen = self.frozen = tuple(entries)
        return frozen

    def is_chance_node(self) -> bool:
        """Whether the hand waits for its deal (the ``deal`` phase: :meth:`apply_deal`)."""
        return asks.is_chance_node(self.phase)

    # --- what the table is waiting for, in a player's words (tests and front ends ask these,
    # not the phase's value; issue 44). Each is answered by its function in phases.py (QUESTIONS);
    # observations ask the same by name (observation.PhaseQuestions): this class is compiled
    # (mypyc), so it cannot share an interpreted mixin, and delegates in one line each ---
    def is_before_first_lead(self) -> bool:
        """Whether the hand is still in its decisions before the first lead (预点, redeal or
        revolution, 冲三's purchases, the meld, 明点)."""
        return asks.is_before_first_lead(self.phase)

    def awaits_blind_bets(self) -> bool:
        """Whether seats are declaring 预点 bets (TRIB-4, LOCAL-4)."""
        return asks.awaits_blind_bets(self.phase)

    def awaits_redeal_or_revolution(self) -> bool:
        """Whether a seat may ask for a redeal or revolt (START-1, START-4, LOCAL-1)."""
        return asks.awaits_redeal_or_revolution(self.phase)

    def awaits_three_purchases(self) -> bool:
        """Whether seats without a 3 are buying one (冲三, LOCAL-1)."""
        return asks.awaits_three_purchases(self.phase)

    def awaits_meld(self) -> bool:
        """Whether the first leader may meld (START-3)."""
        return asks.awaits_meld(self.phase)

    def awaits_open_bets(self) -> bool:
        """Whether seats are declaring 明点 bets (TRIB-4, LOCAL-4)."""
        return asks.awaits_open_bets(self.phase)

    def in_ordinary_turns(self) -> bool:
        """Whether the hand is in ordinary turns: lead, beat, pass (TURN-1..9).

        >>> from gouji_sim.game.deal import deal, hands_of
        >>> import random
        >>> state = GameState.new(Rules(), hands_of(deal(216, random.Random(3))), leader=1)
        >>> state.in_ordinary_turns(), state.is_burn_window(), state.is_answer_window()
        (True, False, False)
        """
        return asks.in_ordinary_turns(self.phase)

    def is_burn_window(self) -> bool:
        """Whether seats are being asked to burn a gouji play (BURN-1/2)."""
        return asks.is_burn_window(self.phase)

    def is_answer_window(self) -> bool:
        """Whether seats are being asked to answer a burning set (BURN-3/4)."""
        return asks.is_answer_window(self.phase)

    def awaits_wind_answers(self) -> bool:
        """Whether the players are answering a request to lead afresh (接风 by consent, TURN-8 v5)."""
        return asks.awaits_wind_answers(self.phase)

    def decides_with_cards(self) -> bool:
        """Whether the decision now may be taken with cards: a play in ordinary turns or an
        answer to a burning set (TURN-1..9, BURN-4)."""
        return asks.decides_with_cards(self.phase)

    def in_card_play(self) -> bool:
        """Whether the cards are being played: ordinary turns, a burn or an answer window."""
        return asks.in_card_play(self.phase)

    def apply_deal(self, dealt: Mapping[int, Sequence[Card]]) -> None:
        """Take ``dealt`` (suited cards per seat, the whole deck) as the chance outcome of the
        ``deal`` phase; a bilingual :class:`~gouji_sim.core.errors.GoujiError` when the hand is not
        at a deal or ``dealt`` is not the deck, once."""
        if self.phase != DEAL:
            raise GoujiError.from_catalogue("game-not-chance")
        check_dealt(dealt, "dealt")
        if set(dealt) != set(SEATS) or Hand.from_cards(
                [c for s in SEATS for c in dealt[s]]) != deck_counts(self.rules.deck):
            raise GoujiError.from_catalogue("game-deal-not-deck", deck=self.rules.deck)
        self._start_deal({s: list(dealt[s]) for s in SEATS})

    @classmethod
    def from_deal(cls, rules: Rules, dealt: Mapping[int, Sequence[Card]], *, previous: Previous | None = None,
                  leader: int | None = None, first_deal: bool | None = None) -> "GameState":
        """A hand from a given deal (suited cards per seat; not necessarily the whole deck —
        a rule case's): its tribute after ``previous`` (TRIB-1..5), its first leader (START-2,
        or ``leader`` when given) and START-1's permission (``first_deal``, else as
        :func:`~gouji_sim.game.hand_start.redeal_allowed` says); then the start decisions. A
        deal it abandons ends the hand (:attr:`redeal`), as in :meth:`new`.

        >>> from gouji_sim.core.cards import Card
        >>> d = {s: Card.parse_all("4 2") for s in SEATS} | {1: Card.parse_all("5 2")}
        >>> g = GameState.from_deal(Rules(tribute=True), d, previous=Previous((2, 3, 4, 5, 6, 1)))
        >>> first, back = g.moves[0], g.moves[1]
        >>> g.leader, (first.giver, first.receiver, first.kind), (back.giver, back.receiver, back.kind)
        (1, (1, 2, 'fall'), (2, 1, 'return'))
        """
        check_arg(rules, Rules, "rules")
        self = cls._blank(rules, True, frozenset(), chance=False)
        self.previous = previous
        self._start_deal({s: list(dealt[s]) for s in SEATS}, leader, first_deal)
        return self

    def _start_deal(self, dealt: Deal, leader: int | None = None, first_deal: bool | None = None) -> None:
        """A deal is dealt: its tribute, first leader and the start decisions (START-1/2, TRIB)."""
        if self.deal_no >= MAX_REDEALS:
            raise GoujiError.from_catalogue("game-too-many-redeals", n=MAX_REDEALS)
        self.deal_no += 1
        moves = tribute_of(self.rules, dealt, self.previous)
        held = apply_payments(dealt, moves)
        self.dealt, self.moves, self.held = dealt, moves, held
        self._setup(Situation.build(self.rules, hands=hands_of(held)),
                    first_leader_of(dealt, self.previous, self.rules) if leader is None else leader,
                    redeal_allowed(self.previous, self.deal_no) if first_deal is None else first_deal)
        entries = self.entries
        if entries is not None:
            entries.append(Dealt.of(dealt))
            if moves:
                entries.append(Tributed(tuple(moves)))
        self.phase, self.pending = BLIND, self._deciders(BLIND)
        self._advance(DEALT)

    def clone(self) -> "GameState":
        """An independent copy (the table is shared: it is immutable)."""
        other = GameState()
        for name in STATE_SLOTS:
            setattr(other, name, getattr(self, name))
        other.counters = self.counters[:]
        if self.entries is not None:
            other.entries = self.entries[:]
        if self.rng is not None:
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
        return other

    # --- the OpenSpiel-style interface ---
    def current_player(self) -> int | None:
        """The seat that decides next, or ``None`` when the hand is over or waits for its deal
        (:meth:`is_chance_node`)."""
        phase = self.phase
        if phase == PLAY:
            nxt = self.sit.to_move()
            return self.leader if nxt is None else nxt
        if phase == OVER or phase == DEAL:
            return None
        return self.pending[0]

    def is_over(self) -> bool:
        """Whether the hand has ended (also when the deal was abandoned for a redeal:
        :meth:`outcome` says which)."""
        return asks.is_over(self.phase)

    def legal_plays(self) -> list[Play]:
        """The plays open to the current player in ordinary turns and answers (cheap: no action objects)."""
        phase, sit = self.phase, self.sit
        if phase == ANSWER:
            assert self.burn is not None
            return list(answers(sit, self.rules, self.burn, self.burn_k, self.pending[0]))
        if phase != PLAY:
            return []
        seat = self.current_player()
        assert seat is not None
        return turn_plays(sit, self.rules, seat)

    def other_actions(self) -> list[GameAction]:
        """The current player's legal actions other than plays (pass, yield, burn, decline, …)."""
        phase, seat = self.phase, self.current_player()
        if seat is None:
            return []
        if phase == PLAY:
            return turn_actions(self.sit, self.rules, seat, self.refused)
        return DECISIONS[phase].options(self, seat)

    def out_of_turn_burners(self) -> tuple[int, ...]:
        """Seats other than :meth:`current_player` that may declare a burn now, in ordinary
        turns (BURN-1 "ahead of the opposite's turn", TURN-3's exception): those the burn rules
        do not bar (:meth:`~Situation.burn_fault`). :meth:`apply` takes any burn such a
        seat declares and the judge rules on it; one that cannot be completed is 烧糊 (BURN-5)."""
        if self.phase != PLAY:
            return ()
        return out_of_turn_burners(self.sit, self.current_player())

    def out_of_turn_actions(self) -> list[GameAction]:
        """The legal actions of seats other than :meth:`current_player` (one seat's:
        ``legal_actions(seat=…)``), in ordinary turns only, each as the judge allows it:

        * a pass from a seat the turn skips (:func:`~gouji_sim.core.judge.pass_fault`): harmless, it
          does not change who acts next, but the seat counts as having passed (TURN-4, BURN-1);
        * a play of the gouji play's opposite beating it before its turn (TURN-3, GOUJI-2;
          :func:`~gouji_sim.core.judge.play_fault`);
        * for each of :meth:`out_of_turn_burners`, the planner's burn when its cards allow one
          (:func:`~gouji_sim.game.burns.burn_action`).
        """
        sit = self.sit
        st = sit.trick_state
        if self.phase != PLAY or st.top is None or sit.is_closed():
            return []
        cur = self.current_player()
        out: list[GameAction] = [Pass(s) for s in sit.skipped() if s != cur and may_pass(sit, s)]
        if st.gouji and st.top_seat is not None:
            opp = opposite(st.top_seat)
            hand = sit.hand(opp)
            if opp != cur and hand is not None and may_play(sit, opp):
                out += [a for a in (PlayAction(opp, p) for p in beating_plays(hand, st.top, self.rules))
                        if is_legal(sit, a)]
        for seat in self.out_of_turn_burners():
            burn = burn_action(sit, self.rules, seat)
            if burn is not None:
                out.append(burn)
        return out

    def legal_actions(self, seat: int | None = None) -> list[GameAction]:
        """The current player's legal actions (:meth:`own_actions`: plays, pass, yield, burn,
        decline, …) — OpenSpiel's and the conformance checker's protocol. Other seats' actions
        are asked for explicitly: ``seat=`` a seat other than the current player gives that
        seat's (in ordinary turns: a skipped seat's pass, the gouji play's opposite beating
        early, a burn; :meth:`out_of_turn_actions` lists every other seat's). A burn is listed
        once per seat, as the planner's sequence; a failing burn (烧糊) is not listed, though
        :meth:`apply` takes it. A ``seat`` that is no seat 1…6 is a
        :class:`~gouji_sim.core.errors.GoujiError` naming it.

        >>> from gouji_sim.game.deal import deal, hands_of
        >>> import random
        >>> state = GameState.new(Rules(), hands_of(deal(216, random.Random(3))), leader=1)
        >>> {a.seat for a in state.legal_actions()}, state.legal_actions(seat=4)
        ({1}, [])
        """
        if seat is None or seat == self.current_player():
            return self.own_actions()
        check_seat(seat, "seat")
        return [a for a in self.out_of_turn_actions() if a.seat == seat]

    def own_actions(self) -> list[GameAction]:
        """The current player's legal actions (what a bot chooses from, :meth:`choices`)."""
        seat = self.current_player()
        if seat is None:
            return []
        return [PlayAction(seat, p) for p in self.legal_plays()] + self.other_actions()

    def choices(self) -> list[Play | GameAction]:
        """:meth:`own_actions` (the current player's) with plays left as bare :class:`Play`
        values (fast, for bots); :meth:`push` takes either form."""
        out: list[Play | GameAction] = list(self.legal_plays())
        out += self.other_actions()
        return out

    def hand(self, seat: int) -> Hand:
        """The cards ``seat`` holds."""
        h = self.sit.hand(seat)
        assert h is not None
        return h

    def dealt_hand(self, seat: int) -> Hand:
        """The cards ``seat`` was dealt, before any tribute moved cards: what a revolution is
        judged on (START-4, v5). A hand from given hands (:meth:`new`) was dealt them; before
        the first lead nothing else has changed them by the time the start is decided.

        >>> GameState.new(Rules(), {s: Hand.parse("9 9 2") for s in SEATS}, 2).dealt_hand(3)
        Hand.parse('9 9 2')
        """
        if self.dealt is not None:
            return Hand.from_cards(self.dealt[seat])
        return self.hand(seat)

    # --- ruling and acting ---
    def judge(self, action: GameAction) -> Verdict:
        """The ruling on ``action`` at this point of the hand (does not change the state).

        Every ruling is the judge's (:func:`~gouji_sim.core.judge.judge`, with the hand's first
        leader for START-2; :func:`~gouji_sim.core.burn.judge_burn`) or, for the decisions only a
        hand has, :mod:`gouji_sim.game.rulings`'; this method only says which one asks.
        """
        phase = self.phase
        if phase == OVER or phase == DEAL:
            return rule(action, decider_fault(0, None), "", ())
        seat = check_seat(getattr(action, "seat", None), "action.seat")
        refusal = self._start_refusal(action, seat)
        if refusal is not None:                          # wherever it is asked (START-3/4, v5)
            return rule(action, refusal, "", (), self.current_player())
        if phase == PLAY:
            if isinstance(action, (PlayAction, Pass, Yield, Burn)):
                verdict = judge(self.sit, action, leader=self.leader)
                if self.played and self.sit.trick_state.top is None:     # after a granted 接风 (TURN-8)
                    return granted_lead(verdict, self.leader)
                return verdict
            if isinstance(action, AskWind):
                return rule_ask(action, self.sit, self.current_player(), self.refused)
            return rule(action, no_decision_fault(seat), "", (), self.current_player())
        decider = self.pending[0]
        fault = decider_fault(seat, decider)
        if fault is not None:
            return rule(action, fault, "", (), decider)
        return DECISIONS[phase].rule(self, action, seat)

    def _start_refusal(self, action: GameAction, seat: int) -> "Fault | None":
        """A revolution or a meld ``seat`` may never make this hand, with why (START-4 on the
        hand as dealt, START-3, LOCAL-1): the rulings' own faults, asked before whose decision
        it is, so that a refusal names the rule rather than the turn."""
        if isinstance(action, Revolution):
            return revolution_fault(seat, self.dealt_hand(seat), self.rules)
        if isinstance(action, Meld):
            return meld_refusal(seat, self.rules, self.leader)
        return None

    def wrong_follow(self, action: GameAction, verdict: Verdict | None = None) -> Pass | None:
        """The pass a play becomes when the judge rules it a wrong follow (错牌不出, PLAY-6: the
        verdict's ``turn`` is ``passes-on``): ``Pass(seat, wrong=True)`` — the cards go back to
        the hand and the seat may not follow again in this trick; ``None`` for any other action
        or ruling (a bad lead is led again, an action out of turn changes nothing). In an answer
        window a reburn that is not whole is one too (BURN-4, v5): the seat is passed over and
        the burn goes on. ``verdict``
        is the judge's ruling on ``action`` now, when already asked. Bots never make one; a
        table that holds a player to PLAY-6 takes it with :meth:`apply` (``wrong_follow=True``).

        >>> from gouji_sim.game.deal import deal, hands_of
        >>> import random
        >>> state = GameState.new(Rules(), hands_of(deal(216, random.Random(3))), leader=1)
        >>> state.wrong_follow(PlayAction(1, Hand.parse("3 4"))) is None     # a bad lead
        True
        >>> _ = state.apply(PlayAction(1, Play.parse("3")))
        >>> state.wrong_follow(PlayAction(2, Play.parse("3")))              # 3 does not beat 3
        Pass(seat=2, wrong=True)
        >>> v = state.apply(PlayAction(2, Play.parse("3")), wrong_follow=True)
        >>> v.legal, v.turn, state.current_player(), sorted(state.sit.trick_state.barred)
        (False, 'passes-on', 3, [2])
        """
        if self.phase not in (PLAY, ANSWER) or not isinstance(action, PlayAction):
            return None                  # (ANSWER: a reburn that is not whole, BURN-4 v5)
        if verdict is None:
            verdict = self.judge(action)
        if verdict.legal or verdict.turn != "passes-on":
            return None
        return Pass(action.seat, wrong=True)

    def apply(self, action: GameAction | Play, *, wrong_follow: bool = False) -> Verdict:
        """Apply ``action`` after the judge has ruled on it — the safe step: an illegal action
        raises :class:`IllegalActionError` (bilingual, carrying the verdict), and the
        state is then unchanged; so it is when the action names no seat 1…6 or is no action
        at all (a :class:`~gouji_sim.core.errors.GoujiError` naming it).
        With ``wrong_follow``, a play the judge rules a wrong follow is not an error: it is
        taken as the rule says, as :meth:`wrong_follow`'s pass (PLAY-6), and its verdict returned.

        What is taken: what the judge rules legal — :meth:`legal_actions` lists the current
        player's, :meth:`out_of_turn_actions` other seats' in ordinary turns (a pass from a
        skipped seat, the gouji play's opposite beating it early, a burn declared before the
        opposite acts).
        A declared burn that the judge rules ``failed`` (烧糊) is not an error, in turn or out
        of it: it is taken, and the burner is placed last (END-2). Any other action of another
        seat is refused with the judge's reason (``not-your-turn``, TURN-3, and so on).
        Returns the verdict.
        """
        if isinstance(action, Play):
            seat = self.current_player()
            action = PlayAction(seat or 0, action)
        verdict = self.judge(action)
        taken: GameAction = action
        if not verdict.legal and verdict.burn != "failed":
            wrong = self.wrong_follow(action, verdict) if wrong_follow else None
            if wrong is None:
                raise IllegalActionError(verdict)
            taken = wrong
        self.steps += 1
        self._advance(self._take(taken, verdict.burn == "failed"))
        return verdict

    def push(self, action: GameAction | Play) -> None:
        """Apply ``action`` without asking the judge — fast, for bots that pick from
        :meth:`legal_actions` or :meth:`choices`; :meth:`apply` is the safe step. What is no
        action at all is refused before anything changes (an
        :class:`~gouji_sim.core.errors.ArgumentError`); an illegal action is not looked for."""
        if isinstance(action, Play):
            seat = self.current_player()
            assert seat is not None
            action = _play_entry(seat, action)
        elif not isinstance(action, ACTIONS):
            check_arg(action, ACTIONS, "action")
        self.steps += 1
        self._advance(self._take(action, False))

    # --- 1. what an action does to the table (never the phase) ---
    def _take(self, action: GameAction, failed: bool) -> str:
        """Do ``action`` to the table — hands, trick, counters, bets, the record — and say what
        happened (the event :meth:`_advance` moves on from). ``failed``: the judge ruled the
        burn ``failed`` (烧糊)."""
        entries = self.entries
        if entries is not None:
            entries.append(action)
        take = TAKES.get(type(action))
        if take is None:
            raise TypeError(f"not a game action: {action!r}")
        return take.handler(self, action, failed)

    def _take_play(self, action: PlayAction, failed: bool) -> str:
        """Cards on the table: in turn, early, or as an answer (BURN-4, BURN-5)."""
        if self.phase == ANSWER:                         # the answer releases the burn (BURN-5)
            burn = self.burn
            assert burn is not None
            self.burn = None
            self.counters[BURNS_RELEASED] += 1
            play = as_play(action.play)
            sets = reburn_sets(self.sit, action.seat, burn.burner, play) if isinstance(play, Play) else None
            if sets is not None:
                # BURN-4 (v5): a burn back is a whole burn: its sets are played as a burn's,
                # the answer its first (its sets follow it in the history)
                self.counters[BURNS_TRIED] += 1
                self.burn, self.burn_k = BurnInProgress(action.seat, burn.burner, sets, self.sit), 0
                return BURN_DECLARED
        seat = action.seat
        before = len(self.sit.finished)
        sit = self.sit = self.sit.after(action)
        if seat not in self.played:
            self.played = self.played | {seat}
        if sit.trick_state.gouji:
            self.counters[GOUJI_MADE + seat - 1] += 1
        return PLAYED_OUT if len(sit.finished) > before else PLAYED

    def _take_pass(self, action: Pass | Yield, failed: bool) -> str:
        """A pass or a yield (in an answer window: a wrong follow answering a burn)."""
        self.sit = self.sit.after(action)
        return DECIDED if self.phase == ANSWER else PASSED

    def _take_burn(self, action: Burn, failed: bool) -> str:
        """A burn declared (BURN-1/2), or failed: 烧糊, out, placed last (BURN-5, END-2)."""
        self.counters[BURNS_TRIED] += 1
        if failed:
            self.counters[BURNS_FAILED] += 1
            self.penalized += (action.seat,)
            self.sit = sit_out(self.sit, action.seat)
            return BURN_FAILED
        top_seat = self.sit.trick_state.top_seat
        assert top_seat is not None
        self.burn, self.burn_k = BurnInProgress(action.seat, top_seat, tuple(action.sets), self.sit), 0
        return BURN_DECLARED

    def _take_decline(self, action: Decline, failed: bool) -> str:
        """A decline: the decider has decided."""
        return DECIDED

    def _take_revolution(self, action: Revolution, failed: bool) -> str:
        """A revolution (START-4): a second revolutionary abandons the deal."""
        if self.revolutionary is not None:
            self.redeal = 0
            return ABANDONED
        self.revolutionary = action.seat
        self.sit = sit_out(self.sit, action.seat)
        return DECIDED

    def _take_redeal(self, action: Redeal, failed: bool) -> str:
        """A redeal asked for (START-1)."""
        self.redeal = action.seat
        return ABANDONED

    def _take_meld(self, action: Meld, failed: bool) -> str:
        """The first leader's meld (START-3)."""
        self.sit = melded(self.sit, action)
        return DECIDED

    def _take_bet(self, action: Bet, failed: bool) -> str:
        """A bet (TRIB-4, LOCAL-4)."""
        self.bets += (action,)
        return DECIDED

    def _take_buy(self, action: Buy, failed: bool) -> str:
        """A purchase of a 3 (LOCAL-1)."""
        self.sit = bought(self.sit, action)
        return DECIDED

    def _take_ask_wind(self, action: AskWind, failed: bool) -> str:
        """A request to lead afresh (TURN-8 v5): its answerers are asked."""
        self.asker = action.seat
        return WIND_ASKED

    def _take_consent(self, action: Consent, failed: bool) -> str:
        """An answer to that request (TURN-8 v5): a no ends the asking."""
        if action.yes:
            return DECIDED
        owner = self.sit.trick_state.top_seat
        assert owner is not None and self.asker is not None
        self.refused |= {(owner, self.asker)}
        self.asker = None
        return WIND_REFUSED

    def _play_next_set(self) -> None:
        """The burner plays its next set (BURN-3)."""
        burn = self.burn
        assert burn is not None
        piece = burn.sets[self.burn_k]
        self.burn_k += 1
        entry = PlayAction(burn.burner, piece, burn=True)
        self.sit = self.sit.after(entry)
        entries = self.entries
        if entries is not None:
            entries.append(entry)
        self.played = self.played | {burn.burner}

    def _burn_succeeded(self) -> None:
        """No set was answered: the burner has played out (BURN-5; TRIB-5's burn debt)."""
        burn = self.burn
        assert burn is not None
        self.counters[BURNS_SUCCEEDED] += 1
        if self.rules.tribute and self.rules.burn_tribute:
            self.burn_debts += ((burn.burned, burn.burner),)
        self.burn = None

    def _judge_played_out(self) -> None:
        """Someone played out: SCORE-4 (a slam), LOCAL-2 (窒息), TRIB-4 (who is judged now)."""
        sit = self.sit
        n = len(sit.finished)
        if n == 1 and self.played == {sit.finished[0]}:
            self.slam = True
        if n == 1 and self.rules.suffocation:
            first = sit.finished[0]
            out = tuple(s for s in seats_from(first) if sit.is_active(s) and s not in self.played)
            for s in out:
                self.sit = sit_out(self.sit, s)
            self.penalized += out
        if self.rules.points:
            self._judge_points(due(self.sit.finished, self.judged))

    def _judge_points(self, seats: tuple[int, ...]) -> None:
        """TRIB-4: judge ``seats`` (open or not) and settle the 点贡 owed so far, bets included."""
        if seats:
            rev_opens = self.revolutionary is not None and revolts_for_three(self.dealt_hand(self.revolutionary),
                                                                             self.rules)
            self.judged += tuple((s, opens(s, self.lives, self.revolutionary, rev_opens)) for s in seats)
            self.point_debts = settle(self.judged, self.bets, self.rules)

    # --- 2. the one dispatcher: what comes next ---
    def _advance(self, event: str) -> None:
        """Move the hand on after ``event``: ask :func:`transition` (the one rule of what comes
        next, a pure function) with the facts of the table, and do what it names — enter a
        phase, or take a step (:meth:`_step`) that leads to another event — until a phase is
        entered. With :meth:`_step`, the only writer of :attr:`phase` and :attr:`pending`
        after :meth:`new`."""
        while True:
            if event == DECIDED:                             # the head of ``pending`` has decided
                rest = self.pending[1:]
                self.pending = buyers_from(self.sit, rest) if self.phase == BUY else rest
            burn = self.burn
            nxt = transition(self.phase, event, pending=bool(self.pending),
                             one_left=event in (BURN_FAILED, OUT_AFTER_PLAY, OUT_AFTER_BURN) and self._one_left(),
                             gouji=self.sit.trick_state.gouji,
                             sets_left=burn is not None and self.burn_k < len(burn.sets))
            if nxt == STAY:
                return
            if nxt == PLAY:
                self._enter(PLAY)
                return
            if nxt in EVENTS:
                event = nxt
                continue
            after = self._step(nxt)
            if after is None:
                return
            event = after

    def _step(self, step: str) -> str | None:
        """Do ``step`` (one of :func:`transition`'s, a row of :data:`STEPS`); the event it leads
        to, or ``None`` when a phase has been entered."""
        return STEPS[step].handler(self)

    def _step_abandon(self) -> str | None:
        self._abandon()
        return None

    def _step_end(self) -> str | None:
        self._end()
        return None

    def _step_next_set(self) -> str | None:
        self._play_next_set()
        return SET_PLAYED

    def _step_burn_succeeds(self) -> str | None:
        self._burn_succeeded()
        return BURNED_OUT

    def _step_judge_out_play(self) -> str | None:
        self._judge_played_out()
        return OUT_AFTER_PLAY

    def _step_judge_out_burn(self) -> str | None:
        self._judge_played_out()
        return OUT_AFTER_BURN

    def _step_open_wind(self) -> str | None:
        assert self.asker is not None
        self._enter(WIND, wind_answerers(self.sit, self.asker))
        return None

    def _step_grant_wind(self) -> str | None:
        self._grant_wind()
        return None

    def _step_open_burn_window(self) -> str | None:
        window, plans = burn_window(self.sit, self.rules, self.asked)
        if not window:
            return NO_BURNER
        self.plans = plans
        self._enter(BURN, window)
        return None

    def _step_open_answer_window(self) -> str | None:
        assert self.burn is not None
        window = answer_window(self.sit, self.rules, self.burn, self.burn_k, self.asked)
        if not window:
            return NO_ANSWERER
        self._enter(ANSWER, window)
        return None

    def _next_prelude(self) -> str | None:
        """Nobody is left to decide in this phase before the first lead: the next phase, in
        order, with its deciders (DEALT then moves on from it); ``play`` when none is left."""
        phase = self.phase
        if phase == START:                               # should the first leader have revolted (START-2)
            self.leader = leader_still_playing(self.sit, self.leader)
            if lacks_a_three(self.sit, self.rules, self.leader):
                self.redeal = 0                          # LOCAL-1 (v5): no 3 to be had, judged now
                return ABANDONED
        nxt = (PRELUDE + (PLAY,))[PRELUDE.index(phase) + 1]
        if nxt == PLAY:
            self._enter(PLAY)
            return None
        self.phase, self.pending = nxt, self._deciders(nxt)
        return DEALT

    def _abandon(self) -> None:
        """The deal is abandoned (START-1, START-4, LOCAL-1): a hand with its deal phase is
        dealt again (at once from its seed, else when :meth:`apply_deal` gives the deal);
        a hand from given hands (:meth:`new`) is over, :attr:`redeal` saying why."""
        if not self.chance:
            self._enter(OVER)
            return
        self.redeals += 1
        self.phase, self.pending = DEAL, ()
        if self.rng is not None:
            self._start_deal(deal(self.rules.deck, self.rng))

    def _deciders(self, phase: str) -> tuple[int, ...]:
        """Who decides in the pre-lead ``phase``, in order (:data:`DECISIONS`)."""
        deciders = DECISIONS[phase].deciders
        assert deciders is not None
        return deciders(self)

    def _enter(self, phase: str, pending: tuple[int, ...] = ()) -> None:
        """Set the phase and who decides in it. Back in ordinary turns, or at the end, a trick
        that closed with a gouji play on top: it lived (GOUJI-5; TRIB-4 counts it)."""
        self.phase, self.pending = phase, pending
        if (phase == PLAY or phase == OVER) and self.sit.trick_state.gouji:   # (only a gouji play lives)
            self._lived(self.sit.is_closed())

    def _lived(self, closed: bool) -> None:
        """A trick ended (``closed``) with a gouji play on top: it lived (GOUJI-5; TRIB-4 counts it)."""
        st = self.sit.trick_state
        if st.gouji and st.top_seat is not None and closed:
            self.counters[GOUJI_LIVED + st.top_seat - 1] += 1
            if st.top is not None and counts_toward_opening(st.top, self.rules):     # TRIB-4
                lives = list(self.lives)
                lives[st.top_seat - 1] += 1
                self.lives = tuple(lives)

    def _grant_wind(self) -> None:
        """Everyone agreed (TURN-8 v5): the trick ends with the last play on top, which lived
        (GOUJI-5), and the asker leads a new trick."""
        asker = self.asker
        assert asker is not None
        self._lived(True)
        self.sit = self.sit.replace(trick=(), trick_state=None)
        self.leader, self.asker = asker, None
        self._enter(PLAY)

    def _one_left(self) -> bool:
        """END-1: at most one seat still holds cards and plays."""
        sit = self.sit
        return sum(1 for s in SEATS if sit.is_active(s)) <= 1

    def _end(self) -> None:
        """The hand is over: the last trick's gouji play (:meth:`_enter`), the last judgements (TRIB-4)."""
        self._enter(OVER)
        self.burn = None
        if self.rules.points:
            self._judge_points(due(self.sit.finished, self.judged, end=True))

    # --- the end: places, scores (END-1..3, SCORE) ---
    def returns(self) -> tuple[int, ...]:
        """Each seat's team score once the hand is over (SCORE-1..4), else zeros."""
        s = self.score()
        if s is None:
            return (0,) * 6
        return tuple(s.teams["1-3-5" if seat % 2 else "2-4-6"] for seat in SEATS)

    def places(self) -> tuple[int, ...] | None:
        """Seats from first to last place (END-1/2, START-4), once the hand is over."""
        if self.phase != OVER or self.redeal is not None:
            return None
        order = list(self.sit.finished)
        order += [s for s in SEATS if s not in order and s not in self.penalized
                  and s != self.revolutionary]
        order += list(self.penalized)
        rev = self.revolutionary
        if rev is not None:
            mates = same_team(order[0], rev) and same_team(order[1], rev)
            # LOCAL-1 (v3): 冲三's revolutionary for want of a 3 places 4th whatever its teammates' places
            order.insert(3 if revolts_for_three(self.dealt_hand(rev), self.rules) or not mates else 2, rev)
        return tuple(order)

    def score(self) -> Score | None:
        """The hand's score (SCORE-1..4), once it is over."""
        places = self.places()
        return None if places is None else score(places, self.rules, self.slam)

    def outcome(self) -> Outcome | None:
        """How the hand ended, as one value (:class:`~gouji_sim.game.outcome.Outcome`), once
        it is over (:meth:`is_over`): played out — places, points, debts — or abandoned
        before the first lead, for a redeal a seat asked for (START-1) or by the rules
        (START-4, LOCAL-1); ``None`` while it goes on.

        >>> hands = {s: Hand.parse("9 9 2") for s in SEATS} | {3: Hand.parse("3 4 5")}
        >>> g = GameState.new(Rules(), hands, 2, first_deal=True)
        >>> g.outcome() is None, g.apply(Redeal(3)).legal, g.is_over(), g.outcome().to_dict()
        (True, True, True, {'ended': 'redeal', 'redealer': 3})
        """
        if self.phase != OVER:
            return None
        if self.redeal is not None:
            return Outcome(REDEAL if self.redeal else ABANDONED_BY_RULES, redealer=self.redeal or None)
        places, sc = self.places(), self.score()
        assert places is not None and sc is not None
        return Outcome(PLAYED_OUT_HAND, places, tuple(sorted(sc.seats.items())), tuple(sc.teams.items()),
                       self.burn_debts, self.point_debts)

    def bet_results(self) -> tuple[tuple[int, str, bool], ...]:
        """Each bet settled so far as ``(seat, kind, won)`` (TRIB-4, LOCAL-4)."""
        return bet_results(self.judged, self.bets)

    # --- what each seat may see (gouji_sim.game.observation) ---
    def observation(self, seat: int, *, history: bool = True) -> Observation:
        """Everything ``seat`` may know now: :func:`gouji_sim.game.observation.observe`."""
        return observe(self, seat, history=history)

    @classmethod
    def resample(cls, observation: Observation, rng: random.Random) -> "GameState":
        """A full state consistent with ``observation``, the cards it cannot see dealt again
        at random: :func:`gouji_sim.game.observation.resampled` gives every slot."""
        slots = resampled(observation, rng)
        world = cls()
        for name in STATE_SLOTS:
            setattr(world, name, slots[name])
        return world

    def describe(self, lang: str = "en") -> str:
        """The state as a few lines of text in ``"zh"`` or ``"en"``: phase, who acts, hands, trick.

        >>> print(GameState.new(Rules(), {s: Hand.parse("9 9 2") for s in SEATS}, 2).describe())
        play: seat 2 to act; finished: -
        seat 1 (3 cards): 9 9 2
        seat 2 (3 cards): 9 9 2
        seat 3 (3 cards): 9 9 2
        seat 4 (3 cards): 9 9 2
        seat 5 (3 cards): 9 9 2
        seat 6 (3 cards): 9 9 2
        this trick: -
        """
        seat = self.current_player()
        finished = " ".join(map(str, self.sit.finished)) or "-"
        phase = text(f"game-phase-{self.phase}")[lang]
        lines = [text("game-headline", phase=phase, seat=seat or "-", finished=finished)[lang]]
        for s in SEATS:
            hand = self.hand(s)
            lines.append(text("game-seat-line", seat=s, n=len(hand), hand=str(hand) or "-")[lang])
        trick = ", ".join(f"{e.seat}:{encode(e).get('play', 'pass' if isinstance(e, Pass) else 'yield')}"
                          for e in self.sit.trick)
        lines.append(text("game-trick-line", trick=trick or "-")[lang])
        sc = self.score()
        if sc is not None:
            lines.append(text("game-places-line", places=" ".join(map(str, self.places() or ())),
                              teams=", ".join(f"{k}: {v:+d}" for k, v in sc.teams.items()))[lang])
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe("en")

    def __repr__(self) -> str:
        return f"<GameState {self.phase} to act: {self.current_player()} finished: {list(self.sit.finished)}>"


# --- the phase table: each decision phase, its deciders, options and rule ---

@dataclass(frozen=True)
class Decision:
    """One phase in which seats decide one after the other (every phase but ``play``, where
    the core says whose turn it is, and ``deal`` / ``over``, where nobody decides):
    ``deciders`` — who is asked, in order (before the first lead; a burn or answer window is
    opened by the dispatcher instead: ``None``); ``options`` — the decider's legal actions
    (plays come from :meth:`GameState.legal_plays`); ``rule`` — the ruling on the decider's
    action; ``clauses`` — the rules behind the phase."""

    deciders: Callable[[GameState], tuple[int, ...]] | None
    options: Callable[[GameState, int], list[GameAction]]
    rule: Callable[[GameState, GameAction, int], Verdict]
    clauses: tuple[str, ...]


def _bet_options(kind: str) -> Callable[[GameState, int], list[GameAction]]:
    return lambda g, seat: [a for a in (Decline(seat), Bet(seat, kind)) if bet_fault(a, kind) is None]


def _buy_options(g: GameState, seat: int) -> list[GameAction]:
    want = purchase_for(g.sit, seat)
    return [] if want is None else [a for a in (want,) if buy_fault(a, want) is None]


def _dealt_hands(g: GameState) -> tuple[Hand | None, ...]:
    """Every seat's hand as dealt (START-4, v5), by seat - 1; a hand from given hands
    (:meth:`GameState.new`) keeps an unknown hand unknown."""
    if g.dealt is None:
        return g.sit.hands
    return tuple(Hand.from_cards(g.dealt[s]) for s in SEATS)


def _start_options(g: GameState, seat: int) -> list[GameAction]:
    hand = g.dealt_hand(seat)
    return [a for a in (Decline(seat), Revolution(seat), Redeal(seat))
            if start_fault(a, hand, g.rules, g.first_deal) is None]


def _meld_options(g: GameState, seat: int) -> list[GameAction]:
    options = meld_options(g.sit, g.rules)
    candidates: list[GameAction] = [Decline(seat), *(Meld(seat, r) for r in ((3,), (4,), (3, 4)))]
    return [a for a in candidates if meld_fault(a, options) is None]


def _burn_options(g: GameState, seat: int) -> list[GameAction]:
    plan = g.plans.get(seat)        # none: an asked seat whose cards cannot burn
    return [Decline(seat)] if plan is None else [Decline(seat), Burn(seat, plan)]


def _rule_burn(g: GameState, action: GameAction, seat: int) -> Verdict:
    if isinstance(action, Decline):
        return rule(action, None, "game-ok-decline", (), seat)
    if isinstance(action, Burn):
        return judge_burn(g.sit, action)
    return refuse("burn-or-decline", ("BURN-1",), text("game-burn-or-decline", seat=seat), seat)


def _rule_answer(g: GameState, action: GameAction, seat: int) -> Verdict:
    if isinstance(action, Decline):
        return rule(action, None, "game-ok-decline", (), seat)
    assert g.burn is not None
    return judge_answer(g.burn, g.burn_k, action)


DECISIONS: dict[str, Decision] = {
    BLIND: Decision(lambda g: blind_bettors(g.rules), _bet_options("blind"),
                    lambda g, a, seat: rule_bet(a, "blind"), ("TRIB-4", "LOCAL-4")),
    START: Decision(lambda g: start_deciders(_dealt_hands(g), g.rules, g.first_deal), _start_options,
                    lambda g, a, seat: rule_start(a, g.dealt_hand(seat), g.rules, g.first_deal, seat),
                    ("START-1", "START-4", "LOCAL-1")),
    BUY: Decision(lambda g: buyers(g.sit, g.rules, g.leader), _buy_options,
                  lambda g, a, seat: rule_buy(a, purchase_for(g.sit, seat)), ("LOCAL-1",)),
    MELD: Decision(lambda g: melders(g.sit, g.rules, g.leader), _meld_options,
                   lambda g, a, seat: rule_meld(a, meld_options(g.sit, g.rules)), ("START-3",)),
    BET: Decision(lambda g: open_bettors(g.sit, g.rules, g.leader, g.bets), _bet_options("open"),
                  lambda g, a, seat: rule_bet(a, "open"), ("TRIB-4", "LOCAL-4")),
    BURN: Decision(None, _burn_options, _rule_burn, ("BURN-1", "BURN-2")),
    ANSWER: Decision(None, lambda g, seat: [Decline(seat)], _rule_answer, ("BURN-3", "BURN-4")),
    WIND: Decision(None, lambda g, seat: wind_answers(seat),
                   lambda g, a, seat: rule_answer(a, g.asker or seat, g.pending[1:]), ("TURN-8",)),
}
"""The phase table: every phase in which seats decide in turn, with its deciders, options and rule."""



# --- the dispatcher's tables: what each kind of action does, what each step does ---

@dataclass(frozen=True)
class Take:
    """What one kind of action does to the table (:meth:`GameState._take`): its ``handler``,
    and the ``events`` it may lead to (what :func:`transition` moves on from)."""

    handler: Callable[[GameState, Any, bool], str]
    events: tuple[str, ...]


TAKES: dict[type, Take] = {
    PlayAction: Take(GameState._take_play, (PLAYED, PLAYED_OUT, BURN_DECLARED)),
    Pass: Take(GameState._take_pass, (PASSED, DECIDED)),
    Yield: Take(GameState._take_pass, (PASSED, DECIDED)),
    Burn: Take(GameState._take_burn, (BURN_DECLARED, BURN_FAILED)),
    Decline: Take(GameState._take_decline, (DECIDED,)),
    Revolution: Take(GameState._take_revolution, (DECIDED, ABANDONED)),
    Redeal: Take(GameState._take_redeal, (ABANDONED,)),
    Meld: Take(GameState._take_meld, (DECIDED,)),
    Bet: Take(GameState._take_bet, (DECIDED,)),
    Buy: Take(GameState._take_buy, (DECIDED,)),
    AskWind: Take(GameState._take_ask_wind, (WIND_ASKED,)),
    Consent: Take(GameState._take_consent, (DECIDED, WIND_REFUSED)),
}
"""Each kind of action: what it does to the table and the events it may lead to."""


@dataclass(frozen=True)
class Step:
    """One step :func:`transition` names (:meth:`GameState._step`): its ``handler``, what it
    does (``does``, for the API page), and the ``events`` it may lead to (none: it enters a
    phase, or the hand ends)."""

    handler: Callable[[GameState], str | None]
    does: str
    events: tuple[str, ...] = ()


STEPS: dict[str, Step] = {
    NEXT_PRELUDE: Step(GameState._next_prelude, "the next phase before the first lead that has a decider, "
                       "else `play` (START-2; LOCAL-1: no 3 to be had abandons the deal)", (DEALT, ABANDONED)),
    ABANDON: Step(GameState._step_abandon, "the deal is abandoned: dealt again, or `over` (START-1, START-4)"),
    END: Step(GameState._step_end, "`over`: the last trick, the last judgements (END-1..3, TRIB-4)"),
    NEXT_SET: Step(GameState._step_next_set, "the burner plays its next set (BURN-3)", (SET_PLAYED,)),
    BURN_SUCCEEDS: Step(GameState._step_burn_succeeds, "the burn succeeded (BURN-5, TRIB-5)", (BURNED_OUT,)),
    JUDGE_OUT_PLAY: Step(GameState._step_judge_out_play, "a seat played out: a slam, 窒息, opening "
                         "(SCORE-4, LOCAL-2, TRIB-4)", (OUT_AFTER_PLAY,)),
    JUDGE_OUT_BURN: Step(GameState._step_judge_out_burn, "a burner played out: the same", (OUT_AFTER_BURN,)),
    OPEN_BURN_WINDOW: Step(GameState._step_open_burn_window, "`burn`: ask who burns (BURN-1)", (NO_BURNER,)),
    OPEN_ANSWER_WINDOW: Step(GameState._step_open_answer_window, "`answer`: ask who answers the set (BURN-4)",
                             (NO_ANSWERER,)),
    OPEN_WIND: Step(GameState._step_open_wind, "`wind`: ask the others whether the asker leads (TURN-8)"),
    GRANT_WIND: Step(GameState._step_grant_wind, "`play`: the trick ends, the asker leads (TURN-8)"),
}
"""Each step :func:`transition` names: what it does and the events it may lead to."""


def phase_table_markdown() -> str:
    """The phase diagram as Markdown tables — :data:`TAKES`, then
    :data:`~gouji_sim.game.phases.TRANSITIONS`, then :data:`STEPS` — which the API page shows,
    drawn when the site is built.

    >>> "| Burn | `burn-declared`, `burn-failed` |" in phase_table_markdown()
    True
    """
    return table_markdown(((kind.__name__, take.events) for kind, take in TAKES.items()),
                          ((step, row.does, row.events) for step, row in STEPS.items()))

__all__ = ["ANSWER", "BET", "BLIND", "BUY", "BURN", "BURNS_FAILED", "BURNS_RELEASED",
           "BURNS_SUCCEEDED", "BURNS_TRIED", "BurnInProgress", "DEAL", "GOUJI_LIVED", "GOUJI_MADE", "GameState",
           "MAX_REDEALS", "MELD", "N_COUNTERS", "OVER", "PHASES", "PLAY", "PRELUDE", "START", "STEPS", "TAKES", "WIND", "counter_names",
           "may_burn", "phase_table_markdown", "refuse", "sit_out"]
