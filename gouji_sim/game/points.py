"""开点 (*opening*) and bets (RULEBOOK TRIB-4, GOUJI-5, START-4, LOCAL-4; §13 readings 6, 7).

With the ``points`` switch, a player *does not open* when none of its gouji plays has lived
(GOUJI-5) by the time it is judged, and then owes its opposite one 点贡 card (not scored,
not returned; two opposites who both do not open each owe the other one, 互进点贡). Each
player is judged once (reading 6):

* **first place and its opposite** when first place plays out;
* **every other player, second place included**, when second place plays out;
* anyone still unjudged when the hand ends (only when second place never plays out: the
  hand ended through failed burns or 窒息 before that).

A lived big-joker play counts toward opening only with ``points_big_joker``
(:func:`counts_toward_opening`). A revolutionary counts as not opening; its headless
opposite opens only with three living gouji plays (reading 7, :func:`opens`).

Bets (明点 ``open``, 2 cards; 预点 ``blind``, 4 cards) are made against one's own opposite.
The game decides what the rulebook leaves open as follows: a bet that wins *replaces* the
one 点贡 card the opposite owes by the bet's stake (the opposite gives that many, not one
more); a bet that loses (翻车) costs the declarer the stake, doubled with ``points_double``,
given to its opposite. Each player makes at most one bet in a hand.

>>> judged = ((1, True), (4, False), (2, False), (3, True), (5, False), (6, True))
>>> bets = (Bet(1, "open"), Bet(6, "blind"))
>>> settle(judged, bets, Rules(points=True))
((4, 1), (4, 1), (2, 5), (6, 3), (6, 3), (6, 3), (6, 3), (5, 2))

(1's 明点 wins: 4 gives it two cards; 2 and 5 both did not open: 互进点贡; 6's 预点
against 3 reverses, 翻车: 6 gives 3 four cards.)
>>> [won for _, _, won in bet_results(judged, bets)]
[True, False]
"""

from __future__ import annotations

from typing import Sequence

from ..core.checks import Fault
from ..core.messages import text
from ..core.play import Play
from ..core.rules import Rules
from ..core.table import SEATS, opposite
from .decisions import Bet

__all__ = ["Judged", "bet_results", "counts_toward_opening", "due", "opening_fault", "opening_grounds", "opens", "settle"]

Judged = tuple[tuple[int, bool], ...]
"""Who has been judged, in order, and whether it opened."""

REVOLUTION_OPPOSITE_LIVES = 3
"""TRIB-4 / reading 7 (够死级三把): living gouji plays a revolutionary's opposite needs to open."""


def counts_toward_opening(play: Play, rules: Rules) -> bool:
    """Whether a gouji play that lived counts toward opening: not a big-joker play, unless
    ``points_big_joker`` (TRIB-4, the 大纲's "除大花外").

    >>> counts_toward_opening(Play.parse("大王 9 9"), Rules()), counts_toward_opening(Play.parse("小王 9"), Rules())
    (False, True)
    >>> counts_toward_opening(Play.parse("大王 9 9"), Rules(points_big_joker=True))
    True
    """
    return rules.points_big_joker or not play.big


def opening_fault(seat: int, lives: Sequence[int], revolutionary: int | None,
                  revolutionary_opens: bool = False) -> Fault | None:
    """TRIB-4: why ``seat`` does not open (``不开点``), in the judge's vocabulary, or ``None``
    when it opens — the one home of that ruling (:func:`opens` derives from it).
    ``lives`` counts each seat's living gouji plays that count toward opening (GOUJI-5);
    ``revolutionary_opens``: the revolutionary revolted under 冲三 for want of a 3 and
    counts as opening (LOCAL-1, v3).

    >>> opening_fault(2, (0,) * 6, None).clauses, opening_fault(2, (0, 1, 0, 0, 0, 0), None)
    (('TRIB-4', 'GOUJI-5'), None)
    >>> opening_fault(5, (0, 0, 0, 0, 2, 0), 2).message["en"]
    "Seat 5, a revolutionary's headless opposite, has 2 living gouji play(s) of the 3 it needs to open (够死级三把): it does not open."
    """
    if seat == revolutionary:
        if revolutionary_opens:
            return None
        return Fault("does-not-open", ("TRIB-4", "START-4"), text("points-revolutionary-does-not-open", seat=seat))
    if revolutionary is not None and seat == opposite(revolutionary):
        if lives[seat - 1] >= REVOLUTION_OPPOSITE_LIVES:
            return None
        return Fault("does-not-open", ("TRIB-4", "START-4"), text(
            "points-revolution-opposite", seat=seat, n=lives[seat - 1], need=REVOLUTION_OPPOSITE_LIVES))
    if lives[seat - 1] >= 1:
        return None
    return Fault("does-not-open", ("TRIB-4", "GOUJI-5"), text("points-does-not-open", seat=seat))


def opening_grounds(seat: int, lives: Sequence[int], revolutionary: int | None,
                    revolutionary_opens: bool = False) -> tuple[str, ...]:
    """The clauses that decide :func:`opening_fault`'s ruling, whether the seat opens or not:
    TRIB-4 with GOUJI-5 (a gouji play that lived), or with START-4 where a revolution decides,
    and LOCAL-1 for a revolutionary of 冲三 who counts as opening.

    >>> opening_grounds(2, (0, 1, 0, 0, 0, 0), None), opening_grounds(5, (0, 0, 0, 0, 3, 0), 2)
    (('TRIB-4', 'GOUJI-5'), ('TRIB-4', 'START-4'))
    >>> opening_grounds(2, (0,) * 6, 2, True)
    ('TRIB-4', 'LOCAL-1')
    """
    fault = opening_fault(seat, lives, revolutionary, revolutionary_opens)
    if fault is not None:
        return fault.clauses
    if seat == revolutionary:
        return ("TRIB-4", "LOCAL-1")
    if revolutionary is not None and seat == opposite(revolutionary):
        return ("TRIB-4", "START-4")
    return ("TRIB-4", "GOUJI-5")


def opens(seat: int, lives: Sequence[int], revolutionary: int | None,
          revolutionary_opens: bool = False) -> bool:
    """TRIB-4: whether ``seat`` opens: :func:`opening_fault` is ``None``.

    >>> opens(2, (0, 1, 0, 0, 0, 0), None), opens(5, (0, 1, 0, 0, 0, 0), 2), opens(5, (0, 0, 0, 0, 2, 0), 2)
    (True, False, False)
    >>> opens(2, (0,) * 6, 2), opens(2, (0,) * 6, 2, revolutionary_opens=True)
    (False, True)
    """
    return opening_fault(seat, lives, revolutionary, revolutionary_opens) is None


def due(finished: Sequence[int], judged: Judged, end: bool = False) -> tuple[int, ...]:
    """The seats to judge now: ``finished`` are the seats that have played out, in order;
    ``end`` says the hand is over.

    >>> due((2,), ()), due((2, 4), ((2, True), (5, False))), due((), (), end=True)
    ((2, 5), (1, 3, 4, 6), (1, 2, 3, 4, 5, 6))
    """
    done = {s for s, _ in judged}
    if end or len(finished) == 2:
        seats: tuple[int, ...] = tuple(SEATS)
    elif len(finished) == 1:
        seats = (finished[0], opposite(finished[0]))
    else:
        seats = ()
    return tuple(s for s in seats if s not in done)


def _bets_against(bets: Sequence[Bet]) -> dict[int, Bet]:
    return {opposite(b.seat): b for b in bets}


def settle(judged: Judged, bets: Sequence[Bet], rules: Rules) -> tuple[tuple[int, int], ...]:
    """The 点贡 owed, one ``(giver, receiver)`` pair per card, in the order of judgement."""
    against = _bets_against(bets)
    out: list[tuple[int, int]] = []
    for seat, opened in judged:
        bet = against.get(seat)
        if not opened:
            out += [(seat, opposite(seat))] * (bet.stake if bet else 1)
        elif bet is not None:
            out += [(bet.seat, seat)] * (bet.stake * (2 if rules.points_double else 1))
    return tuple(out)


def bet_results(judged: Judged, bets: Sequence[Bet]) -> tuple[tuple[int, str, bool], ...]:
    """Each settled bet as ``(seat, kind, won)``: won when the opposite did not open."""
    verdicts = dict(judged)
    return tuple((b.seat, b.kind, not verdicts[opposite(b.seat)]) for b in bets
                 if opposite(b.seat) in verdicts)
