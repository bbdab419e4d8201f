"""Beating a play (RULEBOOK BEAT-1..6): the one home of "does Q beat P?".

>>> from gouji_sim import Play, Rules
>>> outline = Rules()
>>> beats(Play.parse("小王 10 10"), Play.parse("9 9 9"), outline)
True
>>> beats(Play.parse("大王 8 8"), Play.parse("9 9 9"), outline)
False
>>> beats(Play.parse("大王 8 8"), Play.parse("9 9 9"), Rules.preset("joker_dominant"))
True
>>> explain(Play.parse("K K 2"), Play.parse("K K K"), outline)
BeatRuling(ok=False, reason='not-higher', clauses=('BEAT-4', 'PLAY-3', 'BEAT-2'))
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from .cards import Hand, Rank
from .errors import check_arg
from .play import Play
from .rules import Rules

# Outcome codes of _compare: >= 0 beats (by which clause), < 0 does not (why).
_BY_CARDS, _BY_JOKER, _BY_TWO_FOR_ONE = 0, 1, 2
_WRONG_SIZE, _DEAD, _NEEDS_BIG, _NOT_HIGHER, _TWO_FOR_ONE_FAILS = -1, -2, -3, -4, -5


class BeatRuling(NamedTuple):
    """Whether Q beats P, the failure's reason code, and the deciding clauses."""

    ok: bool
    reason: str | None
    clauses: tuple[str, ...]


def _card_by_card(q: Play, p: Play) -> int:
    """BEAT-2 for two plays of one size, P holding no big joker."""
    if q.big < p.small:          # P's small jokers need big jokers above them
        return _NEEDS_BIG
    if p.naturals + p.twos and q.low <= p.low:  # Q's lowest cards must top P's base
        return _NOT_HIGHER
    return _BY_CARDS


def _compare(q: Play, p: Play, rules: Rules) -> int:
    if q.size != p.size:
        if rules.two_big_beat_one and p.big and q.size == p.size + 1:
            return _two_for_one(q, p)
        return _WRONG_SIZE
    if p.big:                    # BEAT-5: nothing is higher than a big joker in its place
        return _DEAD
    code = _card_by_card(q, p)
    if (code == _NOT_HIGHER and rules.comparison == "joker_dominant"
            and q.jokers and not p.jokers):
        return _BY_JOKER         # BEAT-3: any joker play beats any plain play
    return code


def _two_for_one(q: Play, p: Play) -> int:
    """BEAT-6: Z+1 big jokers over Z, the other cards beating card by card.

    Big jokers beyond Z+1 count among Q's other cards, where they can only help.
    """
    if q.big < p.big + 1:
        return _TWO_FOR_ONE_FAILS
    p_rest = p.without_big_jokers()
    if p_rest is None:
        return _BY_TWO_FOR_ONE
    if q.size == p.big + 1:
        return _TWO_FOR_ONE_FAILS            # nothing of Q is left to beat P's other cards
    q_rest = Play(q.rank, q.naturals, q.twos, q.small, q.big - p.big - 1)
    return _BY_TWO_FOR_ONE if _card_by_card(q_rest, p_rest) == _BY_CARDS else _TWO_FOR_ONE_FAILS


def beats(q: Play, p: Play, rules: Rules) -> bool:
    """Whether play ``q`` beats the play on top ``p`` under ``rules`` (BEAT-1..6); an argument
    of the wrong type is an :class:`~gouji_sim.core.errors.ArgumentError` (a ``TypeError``) naming it.

    >>> beats(Play.parse("J J"), Play.parse("10 10"), Rules())
    True
    """
    return beats_unchecked(check_arg(q, Play, "q"), check_arg(p, Play, "p"), check_arg(rules, Rules, "rules"))


def beats_unchecked(q: Play, p: Play, rules: Rules) -> bool:
    """:func:`beats` without the argument checks: for the rules core's own loops (legal plays,
    burns), whose arguments are its own."""
    return _compare(q, p, rules) >= 0


def beating_among(plays: Iterable[Play], p: Play, rules: Rules) -> list[Play]:
    """The plays of ``plays`` that beat ``p``, in their order: ``[q for q in plays if
    beats_unchecked(q, p, rules)]``, with what depends on ``p`` alone asked once (the legal
    plays' hot path, :func:`~gouji_sim.core.moves.beating_plays`). BEAT-1/2/3 for a top with no
    big joker and no BEAT-6; every other top asks :func:`beats_unchecked` play by play.

    >>> tuple(str(q) for q in beating_among([Play.parse("9 9"), Play.parse("J J"), Play.parse("J")],
    ...                                     Play.parse("10 10"), Rules()))
    ('J J',)
    """
    if p.big or rules.two_big_beat_one:
        return [q for q in plays if _compare(q, p, rules) >= 0]
    size, small, low = p.size, p.small, p.low
    if not (p.naturals or p.twos):           # small jokers alone: BEAT-2's big jokers above them
        return [q for q in plays if q.size == size and q.big >= small]
    if rules.comparison == "joker_dominant" and not small:
        # BEAT-3: any joker play beats a plain play (P's small jokers: none, so BEAT-2's are met)
        return [q for q in plays if q.size == size and (q.low > low or q.small or q.big)]
    return [q for q in plays if q.size == size and q.big >= small and q.low > low]


def beating_floor(p: Play, rules: Rules) -> int:
    """A rank at or below which no play holding naturals of that rank beats ``p`` (BEAT-1/2:
    of ``p``'s size, its lowest cards must top ``p``'s base, and a natural is a play's
    lowest card), or ``0`` where a low natural may still beat: a top of big jokers (BEAT-5,
    BEAT-6), of small jokers alone, and ``joker_dominant``'s joker plays (BEAT-3). The legal
    plays skip those ranks (:func:`~gouji_sim.core.moves.beating_plays`); the plays left are
    still asked (:func:`beating_among`).

    >>> beating_floor(Play.parse("10 10"), Rules()), beating_floor(Play.parse("2 2"), Rules())
    (10, 15)
    >>> beating_floor(Play.parse("10 10"), Rules.preset("joker_dominant")), beating_floor(Play.parse("小王"), Rules())
    (0, 0)
    """
    if p.big or rules.two_big_beat_one or rules.comparison == "joker_dominant" or not (p.naturals or p.twos):
        return 0
    return p.low


def lowest_beating(p: Play, rules: Rules) -> Play | None:
    """The lowest play of one rank and ``p``'s size that beats ``p`` (BEAT-1/2), or ``None``
    when none does (a dead play, BEAT-5): what a table's reader takes a play said without its
    cards to be ("下家烧我", "座位6管了小王88"), and says so.

    >>> lowest_beating(Play.parse("Q Q Q"), Rules()), lowest_beating(Play.parse("大王"), Rules())
    (Play.parse('K K K'), None)
    """
    for rank in Rank:
        q = Play.from_hand(Hand.from_counts({rank: p.size}))
        if beats(q, p, rules):
            return q
    return None


_CLAUSES = {
    _BY_CARDS: ("BEAT-2",),
    _BY_JOKER: ("BEAT-3",),
    _BY_TWO_FOR_ONE: ("BEAT-6",),
    _WRONG_SIZE: ("BEAT-1",),
    _DEAD: ("BEAT-5",),
    _NEEDS_BIG: ("BEAT-2",),
    _NOT_HIGHER: ("BEAT-2",),
    _TWO_FOR_ONE_FAILS: ("BEAT-6",),
}
_REASONS = {_WRONG_SIZE: "wrong-size", _DEAD: "dead-play", _NEEDS_BIG: "needs-big-jokers",
            _NOT_HIGHER: "not-higher", _TWO_FOR_ONE_FAILS: "not-higher"}


def explain(q: Play, p: Play, rules: Rules) -> BeatRuling:
    """:func:`beats` with its reason code and deciding clauses (the arguments checked as there).

    >>> explain(Play.parse("9 9"), Play.parse("10 10"), Rules()).reason
    'not-higher'
    """
    return explain_unchecked(check_arg(q, Play, "q"), check_arg(p, Play, "p"), check_arg(rules, Rules, "rules"))


def explain_unchecked(q: Play, p: Play, rules: Rules) -> BeatRuling:
    """:func:`explain` without the argument checks, for the judge and the burn rulings."""
    code = _compare(q, p, rules)
    clauses: tuple[str, ...] = _CLAUSES[code]
    if code == _NOT_HIGHER and q.twos and q.naturals:
        # attached twos count as the base (PLAY-3) and never raise it (BEAT-4)
        clauses = (("BEAT-4", "PLAY-3") if q.low == p.low else ("PLAY-3",)) + clauses
    if code == _WRONG_SIZE and rules.two_big_beat_one and p.big:
        clauses = clauses + ("BEAT-6",)
    return BeatRuling(code >= 0, _REASONS.get(code), clauses)


def is_dead(p: Play, rules: Rules) -> bool:
    """BEAT-5: a play with a big joker that nothing can beat (BEAT-6 may still answer it).

    >>> from gouji_sim import Play, Rules
    >>> is_dead(Play.parse("大王 A A"), Rules()), is_dead(Play.parse("大王 A A"), Rules.preset("two_for_one"))
    (True, False)
    """
    return is_dead_unchecked(check_arg(p, Play, "p"), check_arg(rules, Rules, "rules"))


def is_dead_unchecked(p: Play, rules: Rules) -> bool:
    """:func:`is_dead` without the argument checks, for the rules core's own plays."""
    if not p.big:
        return False
    return not (rules.two_big_beat_one and p.big < rules.big_jokers_in_deck)
