"""A table situation: who holds what, who has finished, and the trick so far (RULEBOOK TURN, GOUJI).

The position rules live here — whose turn it is, who may beat the play on top, who may burn
it — so the judge, the legal-play generator and the game all ask the same questions.

>>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> s.to_move(), s.responders(), s.burners()
(4, (4,), (3, 5, 2, 6))
>>> s.after(Pass(4)).to_move()   # the opposite closes: seat 1 leads again
1
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Callable, Iterable, Mapping

from .actions import Pass, PlayAction, TrickEntry, Yield
from .beats import is_dead
from .cards import Hand
from .errors import InvalidPlayError
from .gouji import is_gouji
from .play import Play
from .rules import Rules
from .setup_checks import check_setup
from .table import SEATS, between, downstream, opposite, same_team, seats_from


@dataclass(frozen=True, slots=True)
class TrickState:
    """What the trick so far amounts to: the play on top and who is out of it.

    ``passed`` holds the seats out of the trick (TURN-4; in the melee, out of the current top
    only); ``yielder`` a seat whose yield is pending (TURN-5); ``dead_gouji`` marks a TURN-9 play.
    """

    top_seat: int | None = None
    top: Play | None = None
    gouji: bool = False
    dead_gouji: bool = False
    burner: int | None = None
    passed: frozenset[int] = frozenset()
    yielder: int | None = None
    yielded: frozenset[int] = frozenset()
    last: int | None = None
    yield_passed: frozenset[int] = frozenset()


class _Unknown:
    """The mark of a cached answer not worked out yet (``None`` is an answer)."""

    __slots__ = ()

    def __reduce__(self) -> str:
        return "_UNKNOWN"


_UNKNOWN = _Unknown()


_EMPTY = TrickState()
"""No trick yet (or a closed one cleared)."""


@dataclass(frozen=True, slots=True)
class Situation:
    """One moment of a hand. Seats whose hands are unknown may carry a card count.

    Build it with :meth:`build`; it is immutable, and :meth:`after` returns the next one.
    """

    rules: Rules = field(default_factory=Rules)
    hands: tuple[Hand | None, ...] = (None,) * 6
    counts: tuple[int | None, ...] = (None,) * 6
    finished: tuple[int, ...] = ()
    trick: tuple[TrickEntry, ...] = ()
    trick_state: TrickState = field(default_factory=TrickState)
    """What the trick so far amounts to (the play on top, who passed, …)."""
    out: frozenset[int] = frozenset()
    """Seats sitting the hand out with cards in hand (START-4 revolution, a failed burner)."""
    # Computed once per situation, on first use (the situation is immutable): which seats are
    # still playing, and where the turn walk stops. Not part of equality; never passed in.
    _active: tuple[bool, ...] | None = field(default=None, init=False, repr=False, compare=False)
    _next: int | None | _Unknown = field(default=_UNKNOWN, init=False, repr=False, compare=False)
    _dead: bool | None = field(default=None, init=False, repr=False, compare=False)
    _mover: int | None | _Unknown = field(default=_UNKNOWN, init=False, repr=False, compare=False)

    @classmethod
    def build(cls, rules: Rules | None = None, hands: Mapping[int, Hand | str] | None = None,
              counts: Mapping[int, int] | None = None, finished: Iterable[int] = (),
              trick: Iterable[TrickEntry] = (), out: Iterable[int] = ()) -> "Situation":
        """A situation from plain parts; the trick is replayed as history, not re-judged.
        The parts are checked as a case file's are (:func:`~gouji_sim.setup_checks.check_setup`):
        a :class:`~gouji_sim.errors.CaseError` names the first field that is wrong.

        >>> Situation.build(hands={1: "3 3"}, counts={2: 5}).card_count(2)
        5
        """
        rules = Rules() if rules is None else rules
        hs, cs, done, away, entries = check_setup(rules, hands, counts, finished, trick, out)
        s = cls(rules, hs, cs, done, (), TrickState(), away)
        for entry in entries:
            s = s._record(entry)
        return s

    @property
    def state(self) -> TrickState:
        """Deprecated name of :attr:`trick_state` (``state`` is the game's
        :class:`~gouji_sim.game.state.GameState`)."""
        return self.trick_state

    # --- the table ---
    def hand(self, seat: int) -> Hand | None:
        """The cards ``seat`` holds, or ``None`` when unknown."""
        return self.hands[seat - 1]

    def card_count(self, seat: int) -> int | None:
        """How many cards ``seat`` holds, or ``None`` when unknown."""
        h = self.hands[seat - 1]
        return len(h) if h is not None else self.counts[seat - 1]

    def is_active(self, seat: int) -> bool:
        """Still playing: not finished, not sitting out, and not known to hold no cards."""
        active = self._active
        if active is None:
            active = self._actives()
        return active[seat - 1]

    def _actives(self) -> tuple[bool, ...]:
        """:meth:`is_active` for seats 1…6, worked out once."""
        done, out, hands, counts = self.finished, self.out, self.hands, self.counts
        active = []
        for i in range(6):
            h = hands[i]
            left = counts[i] if h is None else len(h)
            active.append(i + 1 not in done and i + 1 not in out and left != 0)
        result = tuple(active)
        object.__setattr__(self, "_active", result)
        return result

    def is_headless(self, seat: int) -> bool:
        """无头 (GOUJI-3): the seat's opposite has finished or sits the hand out (START-4)."""
        opp = opposite(seat)
        return opp in self.finished or opp in self.out

    def shown_count(self, seat: int) -> int | None:
        """报牌 (TURN-7): the card count a seat must show (10 or fewer cards), else ``None``.

        >>> Situation.build(counts={2: 9, 3: 11}).shown_count(2), Situation.build(counts={3: 11}).shown_count(3)
        (9, None)
        """
        n = self.card_count(seat)
        return n if n is not None and n <= 10 and self.is_active(seat) else None

    @property
    def melee(self) -> bool:
        """四人乱缠 (GOUJI-4): first and second place have finished."""
        return len(self.finished) >= 2

    # --- position rules ---
    def may_beat(self, seat: int, st: TrickState | None = None) -> bool:
        """Whether ``seat`` is entitled by its position to beat the play on top (GOUJI-2/3/4, TURN-4)."""
        st = st or self.trick_state
        if st.top is None or seat == st.top_seat or not self.is_active(seat):
            return False
        if st.dead_gouji:
            return False                      # TURN-9: only a burn answers it
        if self.melee:
            return seat not in st.passed      # GOUJI-4: no pass-for-the-trick, passes count per play
        top_seat = st.top_seat
        assert top_seat is not None
        opp = opposite(top_seat)
        if st.burner is not None and self.burn_open_to_all():
            return True                       # BURN-4 (LOCAL-3): anyone who can beat a burning set
        if (st.gouji or self.top_is_dead()) and not self.is_headless(top_seat):
            # GOUJI-2: the opposite only, even after passing; GOUJI-3: a headless seat too
            return seat == opp or (self.is_headless(seat) and seat not in st.passed)
        return seat == opp or seat not in st.passed   # TURN-4

    def _must_act(self, seat: int, st: TrickState) -> bool:
        """Whether the turn stops at ``seat``: it may beat, or it is the opposite that closes."""
        if not self.is_active(seat) or seat == st.top_seat:
            return False
        if self.may_beat(seat, st):
            return True
        return (not st.dead_gouji and st.top_seat is not None and seat == opposite(st.top_seat)
                and not self.melee and seat not in st.yielded)

    def _walk(self, st: TrickState | None = None) -> int | None:
        """The first seat after the last actor, before the top seat, at which the turn stops.

        Worked out once per situation for its own trick state (every query of whose turn it
        is — :meth:`to_move`, :meth:`is_closed`, :meth:`skipped` — asks it).
        """
        if st is None or st is self.trick_state:
            nxt = self._next
            if isinstance(nxt, _Unknown):
                nxt = self._walk_from(self.trick_state)
                object.__setattr__(self, "_next", nxt)
            return nxt
        return self._walk_from(st)

    def _walk_from(self, st: TrickState) -> int | None:
        if st.top_seat is None or st.last is None:
            return None
        if self.melee and not st.dead_gouji and self.top_is_dead():
            return None                       # TURN-6: in the melee a dead play ends its trick at once
        s = downstream(st.last)
        while s != st.top_seat:
            if self._must_act(s, st):
                return s
            s = downstream(s)
        if st.yielder is not None and self.is_active(st.yielder):
            return st.yielder                 # TURN-5: both passed, the yielder acts
        return None

    def is_closed(self) -> bool:
        """TURN-6: the trick has ended (or none has started): the next action is a lead."""
        return self.trick_state.top is None or self._walk() is None

    def leader(self) -> int | None:
        """Who leads when the trick is closed: the top player, or by 接风 the next one downstream (TURN-8)."""
        st = self.trick_state
        if st.top_seat is None:
            return None
        seat = st.top_seat
        for _ in range(6):
            if self.is_active(seat):
                return seat
            seat = downstream(seat)
        return None

    def to_move(self) -> int | None:
        """The seat that acts next: the next in turn, or the next leader once the trick closed.

        ``None`` when the trick is empty (whoever is judged leads) or the hand is over.
        """
        mover = self._mover
        if isinstance(mover, _Unknown):
            if self.trick_state.top is None:
                mover = None
            else:
                nxt = self._walk()
                mover = nxt if nxt is not None else self.leader()
            object.__setattr__(self, "_mover", mover)
        return mover

    def skipped(self) -> tuple[int, ...]:
        """Seats passed over before :meth:`to_move` because they may not beat the top.

        A pass from one of them is harmless: it changes nothing.
        """
        st = self.trick_state
        if st.top is None or st.last is None or self.is_closed():
            return ()
        out, s = [], downstream(st.last)
        nxt = self._walk(st)
        while s != nxt and s != st.top_seat:
            if self.is_active(s):
                out.append(s)
            s = downstream(s)
        return tuple(out)

    def responders(self) -> tuple[int, ...]:
        """Seats entitled by position to beat the top play, in turn order from its player
        (a dead play lists the opposite that must close it)."""
        st = self.trick_state
        if st.top_seat is None or (self.melee and not st.dead_gouji and self.top_is_dead()):
            return ()                         # TURN-6: a dead play in the melee ended its trick
        return tuple(s for s in seats_from(st.top_seat) if self.may_beat(s)
                     or (s == opposite(st.top_seat) and self._must_act(s, st)))

    def burn_open_to_all(self, burner: int | None = None) -> bool:
        """BURN-4: whether any other player may answer the burning set on top, releasing the burn.

        So under ``burn_release = anyone``; for a headless burner (its opposite has finished)
        under either value; and (LOCAL-3) for a burning set holding a big joker while
        ``big_joker_gouji`` is off, which is then no gouji play.
        ``burner`` defaults to the burner of the set on top (``False`` when there is none).
        """
        st = self.trick_state
        burner = burner or st.burner
        if burner is None or st.top is None:
            return False
        return (self.rules.burn_release == "anyone" or self.is_headless(burner)
                or (st.top.big > 0 and not self.rules.big_joker_gouji))

    def burners(self, gouji_seat: int | None = None, include: int | None = None, *,
                after_pass: bool | None = None) -> tuple[int, ...]:
        """BURN-1/2/6: seats entitled to declare a burn on the top play, in priority order.

        The gouji player's teammates first, then the others, each counterclockwise from it.
        ``include`` adds a seat (the burned player may burn back, BURN-4). A seat that passed
        in this trick may not burn in it (过牌不烧) unless ``burn_after_pass`` is on;
        ``after_pass=True`` lists the seats as if it were (to tell the two reasons apart). A
        yield that became a pass counts (TURN-5); in the melee a pass only lets one play go
        (GOUJI-4), so it never bars a burn of second place's dead gouji play (TURN-9).
        A headless player's plays are not burned (BURN-6), but a headless burner's sets may
        still be burned back (BURN-4).
        """
        st = self.trick_state
        seat = gouji_seat or st.top_seat
        if seat is None or st.top is None or not st.gouji or (self.melee and not st.dead_gouji):
            return ()                         # GOUJI-4: no burning in the melee, but for TURN-9
        if self.is_headless(seat) and not st.dead_gouji and st.burner != seat:
            return ()                         # BURN-6: a headless player's plays are simply beaten
        opp = opposite(seat)
        mode = self.rules.burn_seats
        if mode == "between":
            allowed: Iterable[int] = between(seat, opp)
        elif mode == "opponents":
            allowed = [s for s in SEATS if not same_team(s, seat)]
        else:
            allowed = SEATS
        allowed = set(allowed) | ({include} if include else set())
        if not (self.rules.burn_after_pass if after_pass is None else after_pass):
            allowed -= st.passed              # BURN-1: 过牌不烧 (TURN-4's passes; per play in the melee)
        order = [s for s in seats_from(seat) if s in allowed and s != opp and self.is_active(s)]
        mates = [s for s in order if same_team(s, seat)]
        return tuple(mates + [s for s in order if not same_team(s, seat)])

    # --- moving on ---
    def after(self, entry: TrickEntry) -> "Situation":
        """The situation once ``entry`` has happened — unchecked (ask the judge first).

        A closed trick is cleared first, so an entry made then starts a new trick.
        """
        s = self
        if self.trick_state.top is not None and self.is_closed():
            s = _situation(self.rules, self.hands, self.counts, self.finished, (), _EMPTY, self.out)
        if isinstance(entry, PlayAction):
            s = s._take_cards(entry.seat, _valid(entry))
        return s._record(entry)

    def _take_cards(self, seat: int, play: Play) -> "Situation":
        i = seat - 1
        hands, counts, finished = self.hands, self.counts, self.finished
        h = hands[i]
        if h is not None:
            h = h.remove(play.cards)
            hands = hands[:i] + (h,) + hands[i + 1:]
            left: int | None = len(h)
        elif counts[i] is not None:
            left = max(counts[i] - play.size, 0)  # type: ignore[operator]
            counts = counts[:i] + (left,) + counts[i + 1:]
        else:
            left = None
        if left == 0 and seat not in finished:
            finished = finished + (seat,)
        return _situation(self.rules, hands, counts, finished, self.trick, self.trick_state, self.out)

    def _record(self, entry: TrickEntry) -> "Situation":
        st = self.trick_state
        seat = entry.seat
        if isinstance(entry, PlayAction):
            play = _valid(entry)
            dead_gouji = self._is_dead_gouji(seat, play)
            passed, yield_passed = st.passed, st.yield_passed
            if st.yielder is not None and st.yielder != seat:
                passed = passed | {st.yielder}   # TURN-5: a play after a yield counts as its pass
                yield_passed = yield_passed | {st.yielder}
            if self.melee:
                passed = frozenset()             # GOUJI-4: a pass only lets one play go
            gouji = is_gouji(play, self.rules) and (dead_gouji or not self.melee)
            # a burn is over once its burner has played out (BURN-5)
            burner = seat if entry.burn and self.is_active(seat) else None
            new = _trick_state(seat, play, gouji,
                             dead_gouji, burner, passed, None, frozenset(), seat,
                             yield_passed)
        elif isinstance(entry, Yield):
            new = _trick_state(st.top_seat, st.top, st.gouji, st.dead_gouji, st.burner, st.passed,
                             seat, st.yielded | {seat}, seat, st.yield_passed)
        else:
            yielder = None if st.yielder == seat else st.yielder
            new = _trick_state(st.top_seat, st.top, st.gouji, st.dead_gouji, st.burner, st.passed | {seat},
                             yielder, st.yielded, seat, st.yield_passed)
        nxt = _situation(self.rules, self.hands, self.counts, self.finished, self.trick + (entry,), new,
                        self.out)
        if self._active is not None and not isinstance(entry, PlayAction):
            object.__setattr__(nxt, "_active", self._active)     # nobody's cards changed
        return nxt

    def _is_dead_gouji(self, seat: int, play: Play) -> bool:
        """TURN-9: the new opposite-less player answers first or second place's last play with a gouji play."""
        st = self.trick_state
        if st.top_seat is None or st.top_seat not in self.finished[:2]:
            return False
        return opposite(st.top_seat) == seat and is_gouji(play, self.rules)

    def top_is_dead(self) -> bool:
        """BEAT-5: the play on top is dead (its opposite must close it)."""
        dead = self._dead
        if dead is None:
            top = self.trick_state.top
            dead = top is not None and is_dead(top, self.rules)
            object.__setattr__(self, "_dead", dead)
        return dead

    def _repr_html_(self) -> str:
        from .view.html import repr_situation
        return repr_situation(self)


def _maker(cls: type, defaults: tuple[object, ...] = ()) -> Callable[..., Any]:
    """A fast constructor for a frozen slotted dataclass (the hot path builds one per action):
    the field values in order, then ``defaults`` for the fields not passed to ``__init__``.
    What it builds equals what ``cls(*values)`` builds."""
    setters = tuple(cls.__dict__[f.name].__set__ for f in fields(cls))
    new = object.__new__

    def make(*values: object) -> Any:
        obj: Any = new(cls)
        for set_, value in zip(setters, values + defaults):
            set_(obj, value)
        return obj
    return make


_trick_state: Callable[..., TrickState] = _maker(TrickState)
_situation: Callable[..., Situation] = _maker(Situation, (None, _UNKNOWN, None, _UNKNOWN))


def _valid(entry: PlayAction) -> Play:
    """The entry's play; cards that form no play never enter a trick (PLAY-1)."""
    if not isinstance(entry.play, Play):
        raise InvalidPlayError.from_catalogue("not-a-play", seat=entry.seat, cards=entry.play)
    return entry.play
