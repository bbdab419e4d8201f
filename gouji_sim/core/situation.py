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

from enum import Enum
from typing import Any, Final, Iterable, Mapping, NamedTuple

from .actions import Pass, PlayAction, TrickEntry, Yield
from .beats import is_dead_unchecked as is_dead
from .cards import Hand
from .errors import InvalidPlayError, check_arg
from .gouji import is_gouji_unchecked as is_gouji
from .play import Play
from .rules import Rules
from .setup_checks import check_setup
from .table import DOWNSTREAMS, OPPOSITES, SEATS, between, check_seat, downstream, opposite, same_team, seats_from


class PositionFault(NamedTuple):
    """Why a seat's position forbids an action: the verdict's reason code, the clauses that
    decide it (most decisive first) and the catalogue code of its sentence, which the judge
    fills with the seat, the top play, its owner, the owner's opposite and who acts next
    (``seat``, ``top``, ``owner``, ``opp``, ``next``)."""

    reason: str
    clauses: tuple[str, ...]
    code: str


# The answers of Situation.beat_fault (may this seat beat the top?) ...
NO_TOP = PositionFault("must-lead", ("TURN-1",), "must-lead")
OWN_PLAY = PositionFault("own-play", ("TURN-2",), "own-play")
FINISHED = PositionFault("already-finished", ("END-1",), "already-finished")
DEAD_GOUJI = PositionFault("dead-gouji-burn-only", ("TURN-9",), "dead-gouji-burn-only")
MELEE_PASSED = PositionFault("not-your-turn", ("TURN-3", "GOUJI-4"), "not-your-turn")
WRONG_FOLLOWED_MELEE = PositionFault("passed-this-trick", ("PLAY-6", "GOUJI-4"), "wrong-followed-this-trick")
WRONG_FOLLOWED = PositionFault("passed-this-trick", ("PLAY-6", "TURN-4"), "wrong-followed-this-trick")
BURN_SET_OPPOSITE_ONLY = PositionFault("gouji-opposite-only", ("BURN-4", "GOUJI-2"), "burn-set-opposite-only")
DEAD_PLAY = PositionFault("dead-play", ("BEAT-5", "TURN-6"), "dead-play")
GOUJI_OPPOSITE_ONLY = PositionFault("gouji-opposite-only", ("GOUJI-2",), "gouji-opposite-only")
PASSED = PositionFault("passed-this-trick", ("TURN-4",), "passed-this-trick")
BURN_SET_PASSED = PositionFault("passed-this-trick", ("TURN-4", "BURN-4"), "passed-burn-set")
LAST_PLAY_PASSED = PositionFault("passed-this-trick", ("TURN-9", "TURN-4"), "passed-last-play-trick")
YIELD_PASSED = PositionFault("passed-this-trick", ("TURN-5", "TURN-4"), "passed-this-trick")
# ... and of Situation.burn_fault (may this seat declare a burn?); the judge words them with
# "burn-not-allowed" (the codes are the sentences of why).
BURN_NO_TOP = PositionFault("burn-not-allowed", ("BURN-1",), "burn-why-no-top")
BURN_TOO_LATE = PositionFault("burn-not-allowed", ("BURN-1",), "burn-why-too-late")
BURN_MELEE = PositionFault("burn-not-allowed", ("GOUJI-4", "BURN-6"), "burn-why-melee")
BURN_BIG_JOKER = PositionFault("burn-not-allowed", ("BURN-1", "LOCAL-3"), "burn-why-big-joker")
BURN_NOT_GOUJI = PositionFault("burn-not-allowed", ("BURN-1", "GOUJI-1"), "burn-why-not-gouji")
BURN_HEADLESS = PositionFault("burn-not-allowed", ("BURN-6", "GOUJI-3"), "burn-why-headless")
BURN_OWN = PositionFault("burn-not-allowed", ("BURN-1",), "burn-why-own")
BURN_OPPOSITE = PositionFault("burn-not-allowed", ("BURN-1", "GOUJI-2"), "burn-why-opposite")
BURN_SEAT = PositionFault("burn-not-allowed", ("BURN-1",), "burn-why-seat")
BURN_PASSED = PositionFault("burn-not-allowed", ("BURN-1", "TURN-4"), "burn-why-passed")
BURN_LAST_PLAY_PASSED = PositionFault("burn-not-allowed", ("TURN-9", "BURN-1", "TURN-4"), "burn-why-passed-last-play")


TRICK_FIELDS = ("top_seat", "top", "gouji", "dead_gouji", "burner", "passed", "yielder", "yielded",
                "last", "yield_passed", "opp_acted", "barred", "dead_chain", "trick_passed", "finisher")
"""The fields of a :class:`TrickState`, in the order of its constructor."""


class TrickState:
    """What the trick so far amounts to: the play on top and who is out of it.

    ``passed`` holds the seats out of the trick (TURN-4; in the melee, out of the current top
    only); ``yielder`` a seat whose yield is pending (TURN-5); ``dead_gouji`` marks a TURN-9 play.
    ``opp_acted``: the top play's opposite has passed or yielded on it, so it can no longer be
    burned (BURN-1, v3). ``barred``: seats that made a wrong follow (PLAY-6), out for the rest
    of the trick, also in the melee. ``dead_chain``: the top is a dead gouji play or a set of a
    burn of one still being played (TURN-9: it belongs to the trick of the last play, so the
    trick's earlier passes still count, also in the melee). ``trick_passed``: every seat that
    passed in this trick, whatever the melee's per-play passes say. ``finisher``: first or
    second place, when its last play was made in this trick (TURN-9, v4: from then on nobody
    who passed in the trick plays again in it, that finisher's opposite alone excepted).

    Immutable, compared, hashed, shown and pickled by its fields (:data:`TRICK_FIELDS`) as a
    frozen dataclass would be; a plain class so that the compiled build (``make compiled``)
    makes one natively, many times faster than a compiled frozen dataclass's ``__init__``
    (one per action in the hot path).

    >>> st = TrickState(top_seat=1, passed=frozenset({2}))
    >>> st == TrickState(1, None, passed=frozenset({2})), st.top, st.passed
    (True, None, frozenset({2}))
    """

    __slots__ = TRICK_FIELDS

    def __init__(self, top_seat: int | None = None, top: Play | None = None, gouji: bool = False,
                 dead_gouji: bool = False, burner: int | None = None, passed: frozenset[int] = frozenset(),
                 yielder: int | None = None, yielded: frozenset[int] = frozenset(), last: int | None = None,
                 yield_passed: frozenset[int] = frozenset(), opp_acted: bool = False,
                 barred: frozenset[int] = frozenset(), dead_chain: bool = False,
                 trick_passed: frozenset[int] = frozenset(), finisher: int | None = None) -> None:
        self.top_seat: Final = top_seat
        self.top: Final = top
        self.gouji: Final = gouji
        self.dead_gouji: Final = dead_gouji
        self.burner: Final = burner
        self.passed: Final = passed
        self.yielder: Final = yielder
        self.yielded: Final = yielded
        self.last: Final = last
        self.yield_passed: Final = yield_passed
        self.opp_acted: Final = opp_acted
        self.barred: Final = barred
        self.dead_chain: Final = dead_chain
        self.trick_passed: Final = trick_passed
        self.finisher: Final = finisher

    def _values(self) -> tuple[Any, ...]:
        return (self.top_seat, self.top, self.gouji, self.dead_gouji, self.burner, self.passed,
                self.yielder, self.yielded, self.last, self.yield_passed, self.opp_acted, self.barred,
                self.dead_chain, self.trick_passed, self.finisher)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TrickState):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "TrickState(" + ", ".join(f"{k}={v!r}" for k, v in zip(TRICK_FIELDS, self._values())) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        return (TrickState, self._values())


class _Unknown(Enum):
    """The mark of a cached answer not worked out yet (``None`` is an answer): one value,
    asked by identity (``is``), which costs less than a call on the hot path."""

    UNKNOWN = 0


_UNKNOWN: Final = _Unknown.UNKNOWN


_EMPTY = TrickState()
"""No trick yet (or a closed one cleared)."""
#: :func:`~gouji_sim.core.table.opposite` of seats 1…6 by index, for the position rules' hot path
_OPPOSITE: Final = OPPOSITES
#: each seat alone, by seat (index 0 unused), for the passes' hot path (a set built per pass costs more)
_ALONE: Final[tuple[frozenset[int], ...]] = (frozenset(),) + tuple(frozenset({s}) for s in range(1, 7))
#: no seat's hand known (a seat's view of the others, :meth:`Situation.as_seen_by`)
_NO_HANDS: tuple[None, ...] = (None,) * 6


SITUATION_FIELDS = ("rules", "hands", "counts", "finished", "trick", "trick_state", "out")
"""The fields of a :class:`Situation`, in the order of its constructor."""


class Situation:
    """One moment of a hand. Seats whose hands are unknown may carry a card count.

    Build it with :meth:`build`; it is immutable, and :meth:`after` returns the next one.
    Compared, hashed, shown and pickled by its fields (:data:`SITUATION_FIELDS`) as a frozen
    dataclass would be, and changed with :meth:`replace` (as :func:`dataclasses.replace`); a
    plain class so that the compiled build (``make compiled``) makes one natively, many times
    faster than a compiled frozen dataclass's ``__init__`` (one or two per action).

    >>> s = Situation(finished=(2,))
    >>> s == Situation(Rules(), finished=(2,)), s.replace(out=frozenset({5})).out, s.trick_state.top
    (True, frozenset({5}), None)
    """

    __slots__ = SITUATION_FIELDS + ("melee", "_active", "_next", "_dead", "_mover", "_beater")

    def __init__(self, rules: Rules | None = None, hands: tuple[Hand | None, ...] = (None,) * 6,
                 counts: tuple[int | None, ...] = (None,) * 6, finished: tuple[int, ...] = (),
                 trick: tuple[TrickEntry, ...] = (), trick_state: TrickState | None = None,
                 out: frozenset[int] = frozenset()) -> None:
        self.rules: Final = Rules() if rules is None else rules
        self.hands: Final = hands
        self.counts: Final = counts
        self.finished: Final = finished
        self.trick: Final = trick
        self.trick_state: Final[TrickState] = _EMPTY if trick_state is None else trick_state
        """What the trick so far amounts to (the play on top, who passed, …)."""
        self.out: Final = out
        """Seats sitting the hand out with cards in hand (START-4 revolution, a failed burner)."""
        self.melee: Final = len(finished) >= 2
        """四人乱缠 (GOUJI-4): first and second place have finished (read at every turn: kept)."""
        # Computed once per situation, on first use (the situation is immutable): which seats
        # are still playing, and where the turn walk stops. Not part of equality.
        self._active: tuple[bool, ...] | None = None
        self._next: int | None | _Unknown = _UNKNOWN
        self._dead: bool | None = None
        self._beater = 0     # the seat the turn walk found entitled to beat (:meth:`beat_fault` None), or 0
        self._mover: int | None | _Unknown = _UNKNOWN

    def _values(self) -> tuple[Any, ...]:
        return (self.rules, self.hands, self.counts, self.finished, self.trick, self.trick_state, self.out)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Situation):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Situation(" + ", ".join(f"{k}={v!r}" for k, v in zip(SITUATION_FIELDS, self._values())) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Situation, self._values())

    def replace(self, **changes: Any) -> "Situation":
        """This situation with some fields changed (:data:`SITUATION_FIELDS`), as
        :func:`dataclasses.replace` does; what is worked out on first use is worked out again."""
        values = dict(zip(SITUATION_FIELDS, self._values()))
        values.update(changes)
        return type(self)(**values)

    def as_seen_by(self, seat: int) -> "Situation":
        """This situation as ``seat`` sees it: every other hand unknown, its card count given
        (what :mod:`gouji_sim.game.observation` hands a seat). Whose turn it is and who still
        plays do not depend on the cards: what was worked out of them is kept.

        >>> s = Situation.build(hands={1: "3 3", 2: "4"})
        >>> m = s.as_seen_by(1)
        >>> m.hand(1), m.hand(2), m.card_count(2), m.to_move() == s.to_move()
        (Hand.parse('3 3'), None, 1, True)
        """
        hands = self.hands
        counts = tuple([c if h is None else sum(h.counts) for h, c in zip(hands, self.counts)])
        mine = _NO_HANDS[:seat - 1] + (hands[seat - 1],) + _NO_HANDS[seat:]
        seen = Situation(self.rules, mine, counts, self.finished, self.trick, self.trick_state, self.out)
        seen._active, seen._next, seen._dead, seen._mover, seen._beater = (
            self._active, self._next, self._dead, self._mover, self._beater)
        return seen

    @classmethod
    def build(cls, rules: Rules | None = None, hands: Mapping[int, Hand | str] | None = None,
              counts: Mapping[int, int] | None = None, finished: Iterable[int] = (),
              trick: Iterable[TrickEntry] = (), out: Iterable[int] = ()) -> "Situation":
        """A situation from plain parts; the trick is replayed as history, not re-judged.
        The parts are checked as a case file's are (:func:`~gouji_sim.core.setup_checks.check_setup`):
        a :class:`~gouji_sim.core.errors.CaseError` names the first field that is wrong.

        >>> Situation.build(hands={1: "3 3"}, counts={2: 5}).card_count(2)
        5
        """
        rules = Rules() if rules is None else rules
        hs, cs, done, away, entries = check_setup(rules, hands, counts, finished, trick, out)
        s = cls(rules, hs, cs, done, (), TrickState(), away)
        for entry in entries:
            s = s._record(entry)
        return s

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
        self._active = result
        return result

    def is_headless(self, seat: int) -> bool:
        """无头 (GOUJI-3): the seat's opposite has finished or sits the hand out (START-4)."""
        opp = _OPPOSITE[seat]
        return opp in self.finished or opp in self.out

    def shown_count(self, seat: int) -> int | None:
        """报牌 (TURN-7): the card count a seat must show (10 or fewer cards), else ``None`` —
        also under 冲三, which plays no count (LOCAL-1, v5: 000 "不报户").

        >>> Situation.build(counts={2: 9, 3: 11}).shown_count(2), Situation.build(counts={3: 11}).shown_count(3)
        (9, None)
        >>> Situation.build(Rules(chong_san=True), counts={2: 9}).shown_count(2) is None
        True
        """
        if self.rules.chong_san:
            return None
        n = self.card_count(seat)
        return n if n is not None and n <= 10 and self.is_active(seat) else None

    # --- position rules ---
    def beat_fault(self, seat: int, st: TrickState | None = None) -> "PositionFault | None":
        """Why ``seat`` is not entitled by its position to beat the play on top, or ``None``
        when it is (GOUJI-2/3/4, TURN-2/4, TURN-9, BURN-4, PLAY-6, BEAT-5/LOCAL-3).

        The one home of that question: :meth:`may_beat` is ``beat_fault(...) is None``, and
        the judge words the fault it returns. Turn order (TURN-3) is not asked here.

        >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
        >>> s.beat_fault(2).reason, s.beat_fault(4)
        ('gouji-opposite-only', None)
        """
        if st is None:
            if seat == self._beater:
                return None                   # the turn walk asked it already (:meth:`_must_act`)
            st = self.trick_state
        top_seat = st.top_seat
        if st.top is None or top_seat is None:
            return NO_TOP
        if seat == top_seat:
            return OWN_PLAY
        if not (self._active or self._actives())[seat - 1]:     # :meth:`is_active`, inlined (the hot path)
            return FINISHED
        if st.dead_gouji:
            return DEAD_GOUJI                 # TURN-9: only a burn answers it
        if seat in st.barred or st.finisher is not None:        # (:meth:`_trick_bar`'s cases only)
            bar = self._trick_bar(seat, st)
            if bar is not None:
                return bar
        passed = st.trick_passed if st.dead_chain else st.passed   # TURN-9: the last play's trick
        if self.melee and not st.dead_chain:
            # GOUJI-4: no pass-for-the-trick, passes count per play
            return MELEE_PASSED if seat in passed else None
        opp = _OPPOSITE[top_seat]
        if st.burner is not None:
            return self._burn_set_fault(seat, st.burner, st)
        dead = self._dead                     # :meth:`top_is_dead`'s kept answer
        if dead is None:
            dead = self.top_is_dead()
        if (st.gouji or dead) and not self.is_headless(top_seat):
            # GOUJI-2: the opposite only, even after passing; GOUJI-3: a headless seat too
            if seat == opp:
                return None
            if dead:
                # TURN-6 (v5): a dead play goes straight to its opposite, no seat between acts,
                # a headless one included (LOCAL-3: also a big-joker play that is no gouji play)
                return DEAD_PLAY
            if self.is_headless(seat) and seat not in passed:
                return None
            if not self.is_headless(seat):
                return GOUJI_OPPOSITE_ONLY
            return self._passed_fault(seat, st)
        if seat == opp or seat not in passed:
            return None                       # TURN-4
        return self._passed_fault(seat, st)

    def _trick_bar(self, seat: int, st: TrickState) -> "PositionFault | None":
        """What bars ``seat`` from every play for the rest of the trick, whoever is on top:
        a wrong follow (PLAY-6, v4: no exception, not even on its opposite's play), or a pass
        in the trick of first or second place's last play (TURN-9, v4: that finisher's
        opposite alone excepted)."""
        if seat in st.barred:
            return WRONG_FOLLOWED_MELEE if self.melee and not st.dead_chain else WRONG_FOLLOWED
        if st.finisher is not None and seat in st.trick_passed and seat != _OPPOSITE[st.finisher]:
            return LAST_PLAY_PASSED
        return None

    def burn_answer_fault(self, seat: int, burner: int) -> "PositionFault | None":
        """Why ``seat`` may not beat the burning set on top of ``burner``'s burn by its
        position, or ``None`` (BURN-4, TURN-4, TURN-9, PLAY-6): what :meth:`beat_fault` asks
        of a burning set, for a burner named by the caller (a burn's last set leaves no
        burner in the trick). A burn back (反烧) is a burn: :meth:`burn_fault` asks it.

        >>> s = Situation.build(Rules(burn_release="anyone"), trick=[
        ...     PlayAction(1, Play.parse("10 10 10 10 10")), Pass(2),
        ...     PlayAction(3, Play.parse("J J J J 小王"), burn=True)])
        >>> s.burn_answer_fault(6, 3), s.burn_answer_fault(2, 3).clauses, s.burn_answer_fault(4, 3)
        (None, ('TURN-4', 'BURN-4'), None)
        """
        st = self.trick_state
        return self._trick_bar(seat, st) or self._burn_set_fault(seat, burner, st)

    def _burn_set_fault(self, seat: int, burner: int, st: TrickState) -> "PositionFault | None":
        """BURN-4 with TURN-4: may ``seat`` beat a set of ``burner``'s burn by its position?

        The burner's opposite may, even after passing (TURN-4's exception, the only one);
        where the set is open to all (:meth:`burn_open_to_all`) or ``seat`` is headless
        (GOUJI-3), any seat that has not passed in the trick (v4: also under
        ``burn_release = anyone``); others may only burn back, which is a burn, not a play.
        """
        if seat == opposite(burner):
            return None
        if self.burn_open_to_all(burner) or self.is_headless(seat):
            passed = st.trick_passed if st.dead_chain else st.passed
            return None if seat not in passed else self._passed_fault(seat, st, BURN_SET_PASSED)
        return BURN_SET_OPPOSITE_ONLY

    @staticmethod
    def _passed_fault(seat: int, st: TrickState, plain: "PositionFault" = PASSED) -> "PositionFault":
        return YIELD_PASSED if seat in st.yield_passed else plain   # a yield became a pass (TURN-5)

    def may_beat(self, seat: int, st: TrickState | None = None) -> bool:
        """Whether ``seat`` is entitled by its position to beat the play on top: :meth:`beat_fault`
        is ``None``. A ``seat`` that is no seat is a :class:`~gouji_sim.core.errors.GoujiError` naming it
        (the rules core's own loops ask :meth:`beat_fault`).

        >>> Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]).may_beat(4)
        True
        """
        check_seat(seat, "seat")
        if st is not None:
            check_arg(st, TrickState, "st")
        return self.beat_fault(seat, st) is None

    def _must_act(self, seat: int, st: TrickState) -> bool:
        """Whether the turn stops at ``seat``: it may beat, or it is the opposite that closes."""
        if seat == st.top_seat or not (self._active or self._actives())[seat - 1]:
            return False
        if self.beat_fault(seat, st) is None:
            if st is self.trick_state:
                self._beater = seat           # kept: the seat to act asks it again (TURN-2/4)
            return True
        # the opposite stops the turn to close, unless it has acted on the top already: passed,
        # yielded, or (PLAY-6, v5: a wrong follow counts as its pass) followed wrongly
        return (not st.dead_gouji and st.top_seat is not None and seat == _OPPOSITE[st.top_seat]
                and not self.melee and not st.opp_acted)

    def _walk(self, st: TrickState | None = None) -> int | None:
        """The first seat after the last actor, before the top seat, at which the turn stops.

        Worked out once per situation for its own trick state (every query of whose turn it
        is — :meth:`to_move`, :meth:`is_closed`, :meth:`skipped` — asks it).
        """
        if st is None or st is self.trick_state:
            nxt = self._next
            if nxt is _UNKNOWN:
                nxt = self._walk_from(self.trick_state)
                self._next = nxt
            return nxt
        return self._walk_from(st)

    def _walk_from(self, st: TrickState) -> int | None:
        if st.top_seat is None or st.last is None:
            return None
        if self._dead_ends_trick(st):
            return None                       # TURN-6: a dead play with no opposite to close it
        top_seat = st.top_seat
        s = DOWNSTREAMS[st.last]
        while s != top_seat:
            if self._must_act(s, st):
                return s
            s = DOWNSTREAMS[s]
        if st.yielder is not None and self.is_active(st.yielder):
            return st.yielder                 # TURN-5: both passed, the yielder acts
        return None

    def _dead_ends_trick(self, st: TrickState) -> bool:
        """TURN-6: the dead play on top ends its trick at once, as no opposite closes it — in the
        melee (GOUJI-4), and (v5) when its player is headless (GOUJI-3). TURN-9's dead gouji
        play and the sets of its burn are not such plays (they belong to the last play's trick)."""
        return (not st.dead_chain and st.burner is None and st.top_seat is not None
                and (self.melee or self.is_headless(st.top_seat)) and self.top_is_dead())

    def is_closed(self) -> bool:
        """TURN-6: the trick has ended (or none has started): the next action is a lead."""
        if self.trick_state.top is None:
            return True
        nxt = self._next                      # :meth:`_walk`'s, inlined (the hot path)
        if nxt is _UNKNOWN:
            nxt = self._next = self._walk_from(self.trick_state)
        return nxt is None

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

    def leads_by_wind(self) -> bool:
        """接风 (TURN-8): the trick has closed and its next leader is not the top player, who
        has played out, but the next unfinished seat downstream.

        >>> s = Situation.build(finished=[1], trick=[PlayAction(1, Play.parse("9 9"))])
        >>> s.leads_by_wind(), s.after(Pass(2)).after(Pass(3)).after(Pass(4)).after(Pass(5)).after(Pass(6)).leads_by_wind()
        (False, True)
        """
        st = self.trick_state
        return st.top_seat is not None and self.is_closed() and self.leader() != st.top_seat

    def to_move(self) -> int | None:
        """The seat that acts next: the next in turn, or the next leader once the trick closed.

        ``None`` when the trick is empty (whoever is judged leads) or the hand is over.
        """
        mover = self._mover
        if mover is _UNKNOWN:
            if self.trick_state.top is None:
                mover = None
            else:
                nxt = self._walk()
                mover = nxt if nxt is not None else self.leader()
            self._mover = mover
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
        if st.top_seat is None or self._dead_ends_trick(st):
            return ()                         # TURN-6: a dead play with no opposite ended its trick
        return tuple(s for s in seats_from(st.top_seat) if self.beat_fault(s) is None
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

    def burn_fault(self, seat: int, include: int | None = None, *,
                   after_pass: bool | None = None) -> "PositionFault | None":
        """Why ``seat`` may not declare a burn on the play on top now, or ``None`` when it may
        (BURN-1, BURN-2's seats, BURN-6, GOUJI-4, TURN-9), whatever its cards.

        The one home of that question: :meth:`burners` lists the seats with no fault, and
        :func:`gouji_sim.core.burn.burn_barrier` words the fault. ``include`` is a seat entitled
        whatever ``burn_seats`` says (the burned player burning back, BURN-4); ``after_pass``
        overrides the ``burn_after_pass`` switch. A seat that passed in this trick may not
        burn in it (过牌不烧); a yield that became a pass counts (TURN-5); in the melee only
        the dead gouji play of TURN-9 and the sets of its burn are burned, and the passes of
        the last play's trick still count (v3). Once the top play's opposite has acted on it
        (passed or yielded) it can no longer be burned (BURN-1, v3), even where the trick
        stays open for others. A headless player's plays are not burned (BURN-6), but a
        headless burner's sets may still be burned back (BURN-4).

        >>> s = Situation.build(finished=[2], trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
        >>> s.burn_fault(3), s.after(Pass(4)).to_move(), s.after(Pass(4)).burn_fault(3).code
        (None, 5, 'burn-why-too-late')
        """
        st = self.trick_state
        owner, top = st.top_seat, st.top
        if top is None or owner is None or (st.burner is None and not st.dead_gouji and self.is_closed()):
            return BURN_NO_TOP
        if st.opp_acted:
            return BURN_TOO_LATE
        if self.melee and not st.dead_chain:
            return BURN_MELEE                 # GOUJI-4: no burning in the melee, but for TURN-9
        if not st.gouji:
            return BURN_BIG_JOKER if top.big and not self.rules.big_joker_gouji else BURN_NOT_GOUJI
        if st.burner != owner and not st.dead_gouji and self.is_headless(owner):
            return BURN_HEADLESS              # BURN-6: a headless player's plays are simply beaten
        if seat == owner:
            return BURN_OWN
        opp = opposite(owner)
        if seat == opp:
            return BURN_OPPOSITE
        if not self.is_active(seat):
            return FINISHED
        if seat != include:
            mode = self.rules.burn_seats
            if ((mode == "between" and seat not in between(owner, opp)) or (
                    mode == "opponents" and same_team(seat, owner))) and seat != self.burned():
                return BURN_SEAT              # (BURN-4, v5: the burned player burns back under every value)
        if seat in st.trick_passed:
            if st.finisher is not None and seat != opposite(st.finisher):
                return BURN_LAST_PLAY_PASSED  # TURN-9 (v5): under every switch, burn_after_pass too
            if not (self.rules.burn_after_pass if after_pass is None else after_pass):
                return BURN_PASSED            # BURN-1: 过牌不烧
        return None

    def burned(self) -> int | None:
        """BURN-4: the player whose play the burn on top burned (the play its burner's first set
        beat), or ``None`` when no burn is being played. A burn back's burned player is the
        burner it burned back.

        >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10")),
        ...                            PlayAction(3, Play.parse("J J J J J"), burn=True)])
        >>> s.burned(), Situation.build().burned()
        (1, None)
        """
        burner = self.trick_state.burner
        if burner is None:
            return None
        for entry in reversed(self.trick):
            if isinstance(entry, PlayAction) and not (entry.burn and entry.seat == burner):
                return entry.seat
        return None

    def burners(self, gouji_seat: int | None = None, include: int | None = None, *,
                after_pass: bool | None = None) -> tuple[int, ...]:
        """BURN-1/2/6: seats entitled to declare a burn on the top play, in priority order:
        those with no :meth:`burn_fault`, the gouji player's teammates first, then the
        others, each counterclockwise from it. ``gouji_seat`` must be the top play's seat
        (kept for callers that name it); ``include`` and ``after_pass`` as in :meth:`burn_fault`.

        A dead play (BEAT-5) has no burners: a burn starts by beating it (BURN-3), and nothing
        can. A burn declared on it anyway fails (烧糊, BURN-5), so :meth:`burn_fault` still
        lets it be declared.

        >>> s = Situation.build(trick=[PlayAction(1, Play.parse("大王"))])
        >>> s.burners(), s.burn_fault(3), s.responders()
        ((), None, (4,))
        """
        st = self.trick_state
        seat = st.top_seat
        if seat is None or (gouji_seat is not None and gouji_seat != seat) or self.top_is_dead():
            return ()
        order = [s for s in seats_from(seat) if self.burn_fault(s, include, after_pass=after_pass) is None]
        mates = [s for s in order if same_team(s, seat)]
        return tuple(mates + [s for s in order if not same_team(s, seat)])

    # --- moving on ---
    def after(self, entry: TrickEntry) -> "Situation":
        """The situation once ``entry`` has happened — unchecked (ask the judge first).

        A closed trick is cleared first (TURN-6), so an entry made then starts a new trick;
        one situation is built per entry (the hot path of self-play).
        """
        st, trick = self.trick_state, self.trick
        if st.top is not None and self.is_closed() and not (
                st.dead_gouji and isinstance(entry, PlayAction) and entry.burn):
            # (TURN-9: a burn of the dead gouji play belongs to the last play's trick)
            st, trick = _EMPTY, ()
        if not isinstance(entry, PlayAction):
            return self._passed(entry, st, trick)
        seat, play = entry.seat, _valid(entry)
        i = seat - 1
        hands, counts, finished = self.hands, self.counts, self.finished
        h = hands[i]
        left: int | None = None
        if h is not None:
            h = play.taken_from(h)
            hands = hands[:i] + (h,) + hands[i + 1:]
            left = len(h)
        elif counts[i] is not None:
            left = max(counts[i] - play.size, 0)  # type: ignore[operator]
            counts = counts[:i] + (left,) + counts[i + 1:]
        if left == 0 and seat not in finished:
            finished = finished + (seat,)
        active = left != 0 and seat not in finished and seat not in self.out   # :meth:`is_active` after the play
        new = _played(st, entry, play, finished, active, self.rules)
        nxt = Situation(self.rules, hands, counts, finished, trick + (entry,), new, self.out)
        was = self._active
        if was is not None:           # only the player's own cards changed
            nxt._active = was[:i] + (active,) + was[i + 1:]
        return nxt

    def _record(self, entry: TrickEntry) -> "Situation":
        """``entry`` added to the trick as history (:meth:`build`): no trick cleared, no cards taken."""
        st = self.trick_state
        if not isinstance(entry, PlayAction):
            return self._passed(entry, st, self.trick)
        new = _played(st, entry, _valid(entry), self.finished, self.is_active(entry.seat), self.rules)
        return Situation(self.rules, self.hands, self.counts, self.finished, self.trick + (entry,), new, self.out)

    def _passed(self, entry: Pass | Yield, st: TrickState, trick: tuple[TrickEntry, ...]) -> "Situation":
        """The situation once ``entry``, a pass or a yield, is added to ``trick`` of state ``st``
        (this situation's, or an empty one once a closed trick is cleared): nobody's cards change."""
        seat = entry.seat
        acted = st.opp_acted or (st.top_seat is not None and seat == _OPPOSITE[st.top_seat])
        if isinstance(entry, Yield):
            new = TrickState(st.top_seat, st.top, st.gouji, st.dead_gouji, st.burner, st.passed,
                             seat, st.yielded | _ALONE[seat], seat, st.yield_passed, acted, st.barred, st.dead_chain,
                             st.trick_passed, st.finisher)
        else:
            yielder = None if st.yielder == seat else st.yielder
            barred = st.barred
            last_: int | None = seat
            if entry.wrong:
                barred = barred | _ALONE[seat]
                # PLAY-6 (v5): a wrong follow counts as a pass; made before its turn (the gouji
                # play's opposite may beat early, GOUJI-2) it skips no seat still to act
                if st.top is not None and seat != self.to_move() and seat not in self.skipped():
                    last_ = st.last
            new = TrickState(st.top_seat, st.top, st.gouji, st.dead_gouji, st.burner, st.passed | _ALONE[seat],
                             yielder, st.yielded, last_, st.yield_passed, acted, barred, st.dead_chain,
                             st.trick_passed | _ALONE[seat], st.finisher)
        nxt = Situation(self.rules, self.hands, self.counts, self.finished, trick + (entry,), new, self.out)
        nxt._active = self._active     # nobody's cards changed
        return nxt

    def top_is_dead(self) -> bool:
        """BEAT-5: the play on top is dead (its opposite must close it)."""
        dead = self._dead
        if dead is None:
            top = self.trick_state.top
            dead = top is not None and is_dead(top, self.rules)
            self._dead = dead
        return dead


def _played(st: TrickState, entry: PlayAction, play: Play, finished: tuple[int, ...], active: bool,
            rules: Rules) -> TrickState:
    """What the trick amounts to once ``entry`` puts ``play`` on top of ``st``: ``finished``
    and ``active`` (whether the seat still plays) are the table's after the play."""
    seat = entry.seat
    top_seat = st.top_seat
    # TURN-9: the new opposite-less player answers first or second place's last play with a gouji play
    dead_gouji = (top_seat is not None and top_seat in finished[:2] and _OPPOSITE[top_seat] == seat
                  and is_gouji(play, rules))
    passed, yield_passed = st.passed, st.yield_passed
    if st.yielder is not None and st.yielder != seat:
        passed = passed | {st.yielder}   # TURN-5: a play after a yield counts as its pass
        yield_passed = yield_passed | {st.yielder}
    # a burn is over once its burner has played out (BURN-5)
    burner = seat if entry.burn and active else None
    # TURN-9: the dead gouji play and the sets of its burn belong to the last play's trick
    dead_chain = dead_gouji or (burner is not None and st.dead_chain)
    # every pass is in trick_passed already, but for a yield that became one just now
    trick_passed = st.trick_passed if passed is st.passed else st.trick_passed | passed
    melee = len(finished) >= 2                       # GOUJI-4 (:attr:`Situation.melee`)
    if melee:
        passed = st.barred               # GOUJI-4: a pass only lets one play go (PLAY-6: a wrong follow stays)
    gouji = (dead_chain or not melee) and is_gouji(play, rules)
    # TURN-9 (v4): first or second place's last play marks the rest of its trick
    finisher = seat if seat in finished[:2] else st.finisher
    return TrickState(seat, play, gouji, dead_gouji, burner, passed, None, frozenset(), seat,
                      yield_passed, False, st.barred, dead_chain, trick_passed, finisher)


def _valid(entry: PlayAction) -> Play:
    """The entry's play; cards that form no play never enter a trick (PLAY-1)."""
    if not isinstance(entry.play, Play):
        raise InvalidPlayError.from_catalogue("not-a-play", seat=entry.seat, cards=entry.play)
    return entry.play


