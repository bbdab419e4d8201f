"""What one seat may know of a hand, and the hands it cannot see dealt again.

:func:`observe` (:meth:`GameState.observation`) gives an :class:`Observation`: an immutable
value of everything ``seat`` may know at this point of the hand — its own hand (and, before
the first lead, its hand as dealt), the table (the trick, who passed, who finished, who sits
out, the burn being played), every seat's card count, what was shown (a burner's declared sets
and so its whole hand, BURN-3; under 冲三 every seat's 3s, which it can only play last and so
shows by never playing them, LOCAL-1; the tribute cards it gave or received, TRIB-1..5; the
revolution, the melds, the bets, the purchases), the rules, the phase, who is to act and the
actions it may take. Of another seat's cards it carries only their number and, as one
multiset, :attr:`Observation.unseen`: every card not in its hand and not yet played — what a
player who counts cards knows anyway.

:meth:`GameState.resample` (:func:`resampled`) deals :attr:`~Observation.unseen` again at
random to the seats that hold those cards, in the numbers they hold and keeping what was
shown, and gives a full :class:`GameState` to play out: the strong bot's look-ahead and the
coach's playouts (determinized search) start from it. The observation of a resampled state
for the same seat is the observation it was dealt from (:func:`observe` sees nothing the
resample changed), which the tests check on many hands.

The bots (:mod:`gouji_sim.bots.heuristic`, :mod:`gouji_sim.bots.strong`) decide from an observation:
it answers the questions a bot asks of a state (:meth:`~Observation.current_player`,
:meth:`~Observation.legal_plays`, :meth:`~Observation.other_actions`, :meth:`~Observation.hand`
of its own seat, the masked :attr:`~Observation.sit`), so that the same bot code plays out a
resampled state inside a look-ahead.

>>> from gouji_sim.core.rules import Rules
>>> from gouji_sim.game.state import GameState
>>> g = GameState.deal_hand(Rules(), 3)
>>> o = g.observation(2)
>>> o.hand(2) == g.hand(2), o.sit.hand(3), o.counts == tuple(len(g.hand(s)) for s in SEATS)
(True, None, True)
>>> w = GameState.resample(o, random.Random(0))
>>> w.hand(2) == g.hand(2), w.observation(2, history=False) == g.observation(2, history=False)
(True, True)
"""

from __future__ import annotations

import dataclasses
import operator
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, Union, cast

from ..core.cards import N_RANKS, Card, Hand, Rank
from .decisions import GameAction
from ..core.actions import PlayAction, TrickEntry
from ..core.errors import GoujiError, check_arg
from ..core.play import Play
from ..core.rules import Rules
from ..core.situation import Situation, TrickState
from ..core.table import SEATS, check_seat
from .burns import BurnInProgress, burn_window, turn_actions, turn_plays
from .history import Dealt, HistoryEntry, Tributed
from . import phases as asks
from .hand_start import Previous
from .points import Judged
from .tribute import Payment

if TYPE_CHECKING:
    from .decisions import Bet
    from .deal import Deal

class Observed(Protocol):
    """What an observation is read from (a :class:`~gouji_sim.game.state.GameState`; named
    here by what is read, since the state imports this module): what :func:`observe` reads
    and masks. The facts it copies as they are, :data:`AS_IS`, are read by the names of
    :class:`Observation`'s fields, so that they are listed once."""

    rules: Rules
    sit: Situation
    phase: str
    pending: tuple[int, ...]
    plans: dict[int, tuple[Play, ...]]
    burn: BurnInProgress | None
    burn_k: int
    counters: list[int]
    moves: list[Payment]
    dealt: "Deal | None"

    @property
    def history(self) -> tuple[HistoryEntry, ...] | None: ...
    def current_player(self) -> int | None: ...
    def legal_plays(self) -> list[Play]: ...
    def other_actions(self) -> list[GameAction]: ...
    def legal_actions(self, seat: int | None = None) -> list[GameAction]: ...
    def in_ordinary_turns(self) -> bool: ...
    def is_burn_window(self) -> bool: ...
    def is_before_first_lead(self) -> bool: ...

_BIG = (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)


class PhaseQuestions:
    """What the table is waiting for, asked of anything that carries a ``phase`` — an
    :class:`Observation`, a view built from one — by the names
    :class:`~gouji_sim.game.state.GameState` answers them, each answered by its function in
    :mod:`gouji_sim.game.phases` (:data:`~gouji_sim.game.phases.QUESTIONS`), so that no module
    compares a phase's value (issue 44).

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> o = GameState.deal_hand(Rules(), 3).observation(2)
    >>> o.is_before_first_lead(), o.in_ordinary_turns(), o.decides_with_cards(), o.is_over()
    (False, True, True, False)
    """

    __slots__ = ()
    phase: str

    def is_chance_node(self) -> bool:
        """:func:`~gouji_sim.game.phases.is_chance_node`: the hand waits for its deal."""
        return asks.is_chance_node(self.phase)

    def is_before_first_lead(self) -> bool:
        """:func:`~gouji_sim.game.phases.is_before_first_lead`: the decisions before the first lead."""
        return asks.is_before_first_lead(self.phase)

    def awaits_blind_bets(self) -> bool:
        """:func:`~gouji_sim.game.phases.awaits_blind_bets`: 预点 bets (TRIB-4, LOCAL-4)."""
        return asks.awaits_blind_bets(self.phase)

    def awaits_redeal_or_revolution(self) -> bool:
        """:func:`~gouji_sim.game.phases.awaits_redeal_or_revolution` (START-1, START-4)."""
        return asks.awaits_redeal_or_revolution(self.phase)

    def awaits_three_purchases(self) -> bool:
        """:func:`~gouji_sim.game.phases.awaits_three_purchases`: 冲三's purchases (LOCAL-1)."""
        return asks.awaits_three_purchases(self.phase)

    def awaits_meld(self) -> bool:
        """:func:`~gouji_sim.game.phases.awaits_meld`: the first leader's meld (START-3)."""
        return asks.awaits_meld(self.phase)

    def awaits_open_bets(self) -> bool:
        """:func:`~gouji_sim.game.phases.awaits_open_bets`: 明点 bets (TRIB-4, LOCAL-4)."""
        return asks.awaits_open_bets(self.phase)

    def in_ordinary_turns(self) -> bool:
        """:func:`~gouji_sim.game.phases.in_ordinary_turns`: lead, beat, pass (TURN-1..9)."""
        return asks.in_ordinary_turns(self.phase)

    def is_burn_window(self) -> bool:
        """:func:`~gouji_sim.game.phases.is_burn_window`: who burns a gouji play (BURN-1/2)."""
        return asks.is_burn_window(self.phase)

    def is_answer_window(self) -> bool:
        """:func:`~gouji_sim.game.phases.is_answer_window`: who answers a burning set (BURN-3/4)."""
        return asks.is_answer_window(self.phase)

    def awaits_wind_answers(self) -> bool:
        """:func:`~gouji_sim.game.phases.awaits_wind_answers`: a request to lead afresh (TURN-8 v5)."""
        return asks.awaits_wind_answers(self.phase)

    def is_over(self) -> bool:
        """:func:`~gouji_sim.game.phases.is_over`: the hand has ended."""
        return asks.is_over(self.phase)

    def decides_with_cards(self) -> bool:
        """:func:`~gouji_sim.game.phases.decides_with_cards`: a play or an answer (TURN-1..9, BURN-4)."""
        return asks.decides_with_cards(self.phase)

    def in_card_play(self) -> bool:
        """:func:`~gouji_sim.game.phases.in_card_play`: ordinary turns, a burn or an answer window."""
        return asks.in_card_play(self.phase)


class ObservationFields(NamedTuple):
    """Everything ``seat`` may know at one point of a hand (see the module's doc). An
    immutable value, compared and hashed by value: the same knowledge, the same observation
    (a named tuple: built once per bot decision, it must be cheap).

    Other seats' hands are ``None`` in :attr:`sit` (and in :attr:`burn`'s table); their card
    counts are :attr:`counts`; :attr:`shown` holds the cards of each seat known to be in its
    hand (its own hand for ``seat``).

    Built cheaply (issue 48): what a bot may not ask for is worked out when first asked, from
    what the seat sees — the masked table :attr:`sit` from :attr:`table` and :attr:`counts`,
    and in ordinary turns the seat's plays and other actions from that masked table
    (:func:`~gouji_sim.game.burns.turn_plays`, :func:`~gouji_sim.game.burns.turn_actions`,
    the functions :class:`~gouji_sim.game.state.GameState` asks too) — and then kept in
    :attr:`lazy`, which holds nothing else and takes no part in equality."""

    seat: int
    rules: Rules
    phase: str
    to_act: int | None                 # the seat that decides next (None: over, or the deal)
    pending: tuple[int, ...]           # outside ``play``: the seats still to decide, in order
    own: Hand                          # ``seat``'s cards (:meth:`hand` asks for them by seat)
    dealt: Hand | None                 # before the first lead, ``seat``'s cards as dealt (START-4)
    table: "tuple[tuple[int, ...], tuple[TrickEntry, ...], TrickState, frozenset[int]]"
    #                                    the table's finished, trick, trick state, seats out (:attr:`sit`)
    counts: tuple[int | None, ...]     # every seat's card count, by seat - 1 (None: unknown)
    pool: int                          # :attr:`unseen`, packed: rank ``i``'s count in bits 8i..8i+7
    shown: tuple[Hand, ...]            # the cards known to be in each seat's hand, by seat - 1
    burn: BurnInProgress | None        # the burn being played: burner, burned, its sets (shown)
    burn_k: int                        # how many of its sets are on the table
    plan: tuple[Play, ...] | None      # ``seat``'s own burn, in a burn window that asks it
    counters: tuple[int, ...]
    leader: int                        # from here to ``refused``: the state's own, as is (AS_IS)
    first: int
    first_deal: bool
    revolutionary: int | None
    penalized: tuple[int, ...]
    lives: tuple[int, ...]
    judged: Judged
    bets: "tuple[Bet, ...]"
    played: frozenset[int]
    slam: bool
    redeal: int | None
    point_debts: tuple[tuple[int, int], ...]
    burn_debts: tuple[tuple[int, int], ...]
    steps: int
    asked: frozenset[int]
    chance: bool
    previous: Previous | None
    deal_no: int
    redeals: int
    asker: int | None
    refused: frozenset[tuple[int, int]]
    payments: tuple[Payment, ...]      # the tribute payments ``seat`` gave or received
    given: "tuple[tuple[Play, ...], tuple[GameAction, ...]] | None"  # outside its own ordinary
    #                                    turn, its plays and other actions as the state gave them
    history: tuple[SeenEntry, ...] | None    # the hand so far as ``seat`` saw it (:func:`seen_history`)
    lazy: "Lazy"                       # what was worked out on first use (no part of equality)

    # --- worked out when first asked, from what the seat sees ---
    @property
    def sit(self) -> Situation:
        """The table as ``seat`` sees it: every other hand unknown, its count given
        (:meth:`Situation.as_seen_by`'s value)."""
        lazy = self.lazy
        sit = lazy.sit
        if sit is None:
            seat = self.seat
            finished, trick, trick_state, out = self.table
            sit = lazy.sit = Situation(self.rules, _NO_HANDS[:seat - 1] + (lazy.mine,) + _NO_HANDS[seat:],
                                       self.counts, finished, trick, trick_state, out)
            caches = lazy.caches
            if caches is not None:        # whose turn it is, who plays: not the cards'
                sit._active, sit._next, sit._dead, sit._mover = caches
                lazy.caches = None
        return sit

    @property
    def plays(self) -> tuple[Play, ...]:
        """``seat``'s legal plays, when it is to act."""
        given = self.given
        if given is not None:
            return given[0]
        lazy = self.lazy
        plays = lazy.plays
        if plays is None:
            plays = lazy.plays = tuple(turn_plays(self.sit, self.rules, self.seat))
        return plays

    @property
    def others(self) -> tuple[GameAction, ...]:
        """Its other legal actions (when to act; in ordinary turns out of turn, those)."""
        given = self.given
        if given is not None:
            return given[1]
        lazy = self.lazy
        others = lazy.others
        if others is None:
            others = lazy.others = tuple(turn_actions(self.sit, self.rules, self.seat, self.refused))
        return others

    @property
    def unseen(self) -> Hand:
        """Every card not in ``seat``'s hand and not yet played (one multiset: what a player
        who counts cards knows), unpacked from :attr:`pool` when first asked."""
        lazy = self.lazy
        unseen = lazy.unseen
        if unseen is None:
            pool = self.pool
            unseen = lazy.unseen = Hand(tuple([(pool >> shift) & 255 for shift in _SHIFTS]))
        return unseen

    # --- what a bot asks (the same questions as of a GameState) ---
    def current_player(self) -> int | None:
        """The seat that decides next (``None`` when nobody does)."""
        return self.to_act

    def legal_plays(self) -> list[Play]:
        """``seat``'s legal plays, when it is to act."""
        return list(self.plays)

    def other_actions(self) -> list[GameAction]:
        """``seat``'s legal actions other than plays (when to act), or its out-of-turn actions."""
        return list(self.others)

    def choices(self) -> list[Play | GameAction]:
        """:meth:`legal_plays` and :meth:`other_actions`, plays as bare :class:`Play` values."""
        out: list[Play | GameAction] = list(self.plays)
        out += self.others
        return out

    def legal_actions(self) -> list[GameAction]:
        """``seat``'s legal actions, plays as :class:`PlayAction`."""
        return [PlayAction(self.seat, p) for p in self.plays] + list(self.others)

    @property
    def plans(self) -> dict[int, tuple[Play, ...]]:
        """The burn windows's planned burns this seat knows: its own."""
        return {} if self.plan is None else {self.seat: self.plan}

    def hand(self, seat: int) -> Hand:
        """``seat``'s cards: its own only (a :class:`~gouji_sim.core.errors.GoujiError` for another's)."""
        _check_own(self, seat)
        return self.own

    def known_hand(self, seat: int) -> Hand | None:
        """``seat``'s whole hand when this seat knows it (its own, a burner's), else ``None``."""
        if seat == self.seat:
            return self.own
        shown = self.shown[seat - 1]
        return shown if len(shown) == self.counts[seat - 1] else None

    def dealt_hand(self, seat: int) -> Hand:
        """``seat``'s hand as dealt (its own only): what START-4 judges before the first lead."""
        _check_own(self, seat)
        return self.own if self.dealt is None else self.dealt


class Observation(ObservationFields, PhaseQuestions):
    """Everything ``seat`` may know at one point of a hand: the fields and questions of
    :class:`ObservationFields`, and what the table is waiting for (:class:`PhaseQuestions`)."""

    __slots__ = ()


#: The facts an observation holds as the state holds them (every seat knows them: who leads,
#: the places' judgments, the bets, the debts, the counters of the deal, …): the
#: :class:`Observation` fields from ``leader`` to ``refused``, read by name from a state
#: (:func:`observe`) and written back by name into a resampled one (:func:`resampled`).
AS_IS: tuple[str, ...] = Observation._fields[Observation._fields.index("leader"):Observation._fields.index("refused") + 1]
_read_as_is = operator.attrgetter(*AS_IS)


class Lazy:
    """What an :class:`Observation` works out on first use, kept: its masked table, its plays
    and other actions in ordinary turns. It holds only what the seat sees — the seat's own
    table hand (``mine``: ``None`` when unknown) and what was already worked out of the
    table's positions (``caches``: whose turn, who plays) — and it is equal to every other
    ``Lazy``, so that observations compare and hash by the knowledge they carry.

    >>> Lazy(None) == Lazy(Hand.parse("3")), hash(Lazy(None)) == hash(Lazy(None))
    (True, True)
    """

    __slots__ = ("mine", "caches", "sit", "plays", "others", "unseen")

    def __init__(self, mine: Hand | None, caches: tuple[Any, Any, Any, Any] | None = None) -> None:
        self.mine = mine
        self.caches = caches
        self.sit: Situation | None = None
        self.plays: tuple[Play, ...] | None = None
        self.others: tuple[GameAction, ...] | None = None
        self.unseen: Hand | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Lazy)

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "Lazy(...)"


def _check_own(obs: ObservationFields, seat: int) -> None:
    if seat != obs.seat:
        raise GoujiError.from_catalogue("game-not-your-hand", seat=seat, own=obs.seat)


@dataclass(frozen=True)
class DealtTo:
    """The chance outcome of a deal as one seat sees it: ``seat``'s own suited ``cards``
    (the other seats' are hidden, only their counts known)."""

    seat: int
    cards: tuple[Card, ...]


SeenEntry = Union[GameAction, DealtTo, Tributed]
"""One entry of the history as a seat saw it."""


def seen_history(state: Observed, seat: int) -> tuple[SeenEntry, ...] | None:
    """The hand so far as ``seat`` saw it, entry by entry of the state's typed history
    (:mod:`gouji_sim.game.history`): every action as it is (plays, passes, burns with their
    sets, bets, purchases, melds, the revolution); of a deal (:class:`Dealt`), ``seat``'s own
    cards (:class:`DealtTo`); of a tribute, the payments ``seat`` gave or received. ``None``
    when the state keeps no history. The one function here that reads the history.

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> h = seen_history(GameState.deal_hand(Rules(), 3), 2)
    >>> h[0].seat, len(h[0].cards)
    (2, 36)
    """
    history = state.history
    if history is None:
        return None
    out: list[SeenEntry] = []
    for entry in history:
        if isinstance(entry, Dealt):
            out.append(DealtTo(seat, entry.cards[seat - 1]))
        elif isinstance(entry, Tributed):
            out.append(Tributed(tuple(m for m in entry.moves if seat in (m.giver, m.receiver))))
        else:
            out.append(entry)
    return tuple(out)


def _masked(sit: Situation, seat: int) -> Situation:
    """``sit`` with every hand but ``seat``'s unknown, their counts given."""
    return sit.as_seen_by(seat)


def _shown(state: Observed, seat: int) -> tuple[Hand, ...]:
    """The cards known to be in each seat's hand: its own; a burner's remaining sets (BURN-3:
    a burn plays out the hand); under 冲三 every seat's 3s (LOCAL-1)."""
    hands, burn, chong_san = state.sit.hands, state.burn, state.rules.chong_san
    burner = None if burn is None else burn.burner
    if burner is None and not chong_san:
        return _EMPTY[:seat - 1] + (hands[seat - 1] or Hand(),) + _EMPTY[seat:]
    out = []
    for i, h in enumerate(hands):
        h = h or Hand()
        out.append(h if i + 1 in (seat, burner) else _threes(h[Rank.THREE]) if chong_san else Hand())
    return tuple(out)


_THREES: dict[int, Hand] = {}


def _threes(k: int) -> Hand:
    """A hand of ``k`` 3s (kept: an observation under 冲三 shows every seat's)."""
    hand = _THREES.get(k)
    if hand is None:
        hand = _THREES[k] = Hand.from_counts({Rank.THREE: k})
    return hand


_EMPTY: tuple[Hand, ...] = (Hand(),) * 6


_NO_HANDS: tuple[None, ...] = (None,) * 6
_SHIFTS = tuple(range(0, 8 * N_RANKS, 8))
_PACKED: dict[int, tuple[Hand, int, int]] = {}


def _packed(hand: Hand) -> tuple[int, int]:
    """``hand``'s card count and its counts packed in one integer (8 bits a rank: a 216-card
    deck has 16 of a rank), so that the unseen cards are summed in one addition a seat
    (:attr:`Observation.pool`). Kept by the hand's identity for the hands of the table now
    (a hand is immutable; the entry holds the hand, so its id is not reused meanwhile)."""
    entry = _PACKED.get(id(hand))
    if entry is None or entry[0] is not hand:
        if len(_PACKED) > 4096:
            _PACKED.clear()
        counts = hand.counts
        entry = _PACKED[id(hand)] = (hand, sum(counts), sum([c << shift for c, shift in zip(counts, _SHIFTS)]))
    return entry[1], entry[2]


def observe(state: Observed, seat: int, *, history: bool = True) -> Observation:
    """What ``seat`` may know of ``state`` now (see the module's doc); ``history=False``
    leaves out :attr:`Observation.history` (the bots do not read it: faster self-play).
    What a bot may not ask for is worked out when it asks (:class:`Observation`).

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> o = observe(GameState.deal_hand(Rules(), 3), 1)
    >>> o.to_act == o.current_player(), len(o.unseen) == sum(o.counts) - len(o.own)
    (True, True)
    """
    check_seat(seat, "seat")
    sit = state.sit
    hands, known = sit.hands, sit.counts
    to_act = state.current_player()
    counts: list[int | None] = []
    pool = 0
    for i, h in enumerate(hands):          # one pass: every count, the unseen cards' sum
        if h is None:
            counts.append(known[i])
        else:
            n, packed = _packed(h)
            counts.append(n)
            if i != seat - 1:
                pool += packed
    turns = state.in_ordinary_turns()
    given: tuple[tuple[Play, ...], tuple[GameAction, ...]] | None
    if to_act == seat:                     # in ordinary turns: worked out when asked (Observation.plays)
        given = None if turns else (tuple(state.legal_plays()), tuple(state.other_actions()))
    elif turns:
        given = ((), tuple(state.legal_actions(seat=seat)))
    else:
        given = ((), ())
    burn = state.burn
    if burn is not None:
        burn = dataclasses.replace(burn, base=_masked(burn.base, seat))
    plan = state.plans.get(seat) if state.is_burn_window() and seat in state.pending else None
    mine = hands[seat - 1]
    own = mine or Hand()
    dealt = None if not state.is_before_first_lead() else Hand.from_cards(state.dealt[seat]) if state.dealt is not None else own
    moves = state.moves
    return Observation._make((
        seat, state.rules, state.phase, to_act, state.pending, own, dealt,
        (sit.finished, sit.trick, sit.trick_state, sit.out), tuple(counts), pool,
        _shown(state, seat), burn, state.burn_k, plan, tuple(state.counters), *_read_as_is(state),
        tuple(m for m in moves if seat in (m.giver, m.receiver)) if moves else (),
        given, seen_history(state, seat) if history else None,
        Lazy(mine, (sit._active, sit._next, sit._dead, sit._mover))))


def observe_turn(state: Observed) -> Observation:
    """What the seat to act may know (no history: what a bot is given); ``state`` has a seat to act.

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> g = GameState.deal_hand(Rules(), 3)
    >>> observe_turn(g).seat == g.current_player()
    True
    """
    seat = state.current_player()
    if seat is None:
        raise GoujiError.from_catalogue("game-nobody-to-act")
    return observe(state, seat, history=False)


def as_observation(view: "Observation | Observed") -> Observation:
    """``view`` itself, or a state's :func:`observe_turn`: what a bot decides from whatever
    it is handed (it never reads a whole state)."""
    return view if isinstance(view, Observation) else observe_turn(view)


# --- the hidden cards dealt again ---

def _forbidden(obs: Observation, seat: int) -> frozenset[Rank]:
    """Ranks ``seat``'s hidden cards cannot hold: 冲三's 3s (all on show, LOCAL-1); a
    revolutionary's twos and jokers (START-4: dealt none)."""
    out: set[Rank] = set()
    if obs.rules.chong_san:
        out.add(Rank.THREE)
    if seat == obs.revolutionary:
        out.update(_BIG)
    return frozenset(out)


def deal_unseen(obs: Observation, rng: random.Random) -> dict[int, Hand]:
    """The hands of the seats ``obs`` cannot see, dealt again from :attr:`Observation.unseen`:
    each seat's count, its shown cards (:attr:`Observation.shown`) kept, the constrained
    seats (:func:`_forbidden`) dealt first from the cards they may hold. Seats whose whole
    hand is known keep it.

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> o = GameState.deal_hand(Rules(), 3).observation(1)
    >>> hands = deal_unseen(o, random.Random(1))
    >>> sorted(hands) == [2, 3, 4, 5, 6], all(len(hands[s]) == o.counts[s - 1] for s in hands)
    (True, True)
    """
    pool = obs.unseen
    hidden: list[int] = []
    out: dict[int, Hand] = {}
    for s in SEATS:
        n = obs.counts[s - 1]
        if s == obs.seat or not n:
            continue
        shown = obs.shown[s - 1]
        pool = pool.remove(shown)
        if len(shown) == n:
            out[s] = shown
        else:
            hidden.append(s)
    cards: list[Rank] = list(pool)
    rng.shuffle(cards)
    hidden.sort(key=lambda s: not _forbidden(obs, s))       # the constrained seats first
    for s in hidden:
        n = (obs.counts[s - 1] or 0) - len(obs.shown[s - 1])
        bar = _forbidden(obs, s)
        take = [i for i, r in enumerate(cards) if r not in bar][:n] if bar else list(range(n))
        if len(take) < n:                                    # (cannot hold: take any)
            rest = [i for i in range(len(cards)) if i not in set(take)]
            take += rest[:n - len(take)]
        chosen = set(take)
        out[s] = obs.shown[s - 1].add(Hand.from_cards(cards[i] for i in take))
        cards = [r for i, r in enumerate(cards) if i not in chosen]
    return out


def _with_hands(sit: Situation, hands: dict[int, Hand]) -> Situation:
    """The masked ``sit`` with ``hands`` given: a seat of no cards holds an empty hand, a
    seat whose count is unknown stays unknown."""
    new: list[Hand | None] = []
    for i, n in enumerate(sit.counts):
        new.append(None if n is None else hands.get(i + 1) or Hand())
    return sit.replace(hands=tuple(new), counts=tuple(None if h is not None else n for h, n in zip(new, sit.counts)))


def _dealt(obs: Observation, hands: dict[int, Hand]) -> "Deal":
    """The resampled state's deal as START-4 and LOCAL-1's places read it (:meth:`GameState.dealt_hand`):
    ``obs.seat``'s as dealt, every other seat's as it now holds (a revolutionary was dealt no
    two and no joker, :func:`_forbidden`). Ranks stand for cards: the copy is never written."""
    out = {s: list(hands.get(s) or Hand()) for s in SEATS}
    out[obs.seat] = list(obs.dealt_hand(obs.seat))
    return cast("Deal", out)


def resampled(obs: Observation, rng: random.Random) -> dict[str, Any]:
    """What :meth:`GameState.resample` makes a state of, slot by slot: the cards ``obs``
    cannot see dealt again at random (:func:`deal_unseen`), everything else as observed. The
    copy keeps no record of what is played from it (a playout is faster without); a redeal
    in it deals from ``rng``. In a burn window the other seats still to decide get the burns
    the game would offer their new hands (BURN-1); ``obs.seat`` keeps its own.

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> g = GameState.deal_hand(Rules(chong_san=True), 5)
    >>> w = GameState.resample(g.observation(4), random.Random(2))
    >>> [w.hand(s)[Rank.THREE] for s in SEATS] == [g.hand(s)[Rank.THREE] for s in SEATS]
    True
    """
    check_arg(obs, Observation, "observation")
    hands = deal_unseen(obs, rng)
    hands[obs.seat] = obs.own
    sit = _with_hands(obs.sit, hands)
    burn = obs.burn
    if burn is not None:         # its table before the first set: the burner held every set
        sets = Hand()
        for piece in burn.sets:
            sets = sets.add(piece.cards)
        burn = dataclasses.replace(burn, base=_with_hands(burn.base, {**hands, burn.burner: sets}))
    plans: dict[int, tuple[Play, ...]] = {}
    if obs.is_burn_window():
        window = burn_window(sit, obs.rules, obs.asked)[1]
        plans = {s: p for s, p in window.items() if s in obs.pending and s != obs.seat}
        if obs.plan is not None:
            plans[obs.seat] = obs.plan
    return {
        "rules": obs.rules, "sit": sit, "phase": obs.phase, "pending": obs.pending,
        "plans": plans, "burn": burn, "burn_k": obs.burn_k, "counters": list(obs.counters),
        "entries": None, "frozen": None, "rng": random.Random(rng.getrandbits(64)),
        "dealt": _dealt(obs, hands), "moves": list(obs.payments), "held": None,
        **dict(zip(AS_IS, _read_as_is(obs))),
    }


__all__ = ["AS_IS", "Lazy", "Observation", "ObservationFields", "Observed", "PhaseQuestions", "as_observation", "deal_unseen", "observe", "observe_turn", "resampled",
           "seen_history", "DealtTo", "SeenEntry"]
