"""Legal-play generation: every play a hand can make, and every one that beats a top play.

Hands are counts per rank and plays are interned, so this hot path builds no new objects.
:class:`LegalPlays` is a lazy view in the manner of python-chess's ``board.legal_moves``.

>>> from gouji_sim import Hand, Play, Rules
>>> hand = Hand.parse("9 9 10 2 小王")
>>> len(list(hand_plays(hand, Rules())))
15
>>> " | ".join(str(p) for p in beating_plays(hand, Play.parse("9 9"), Rules()))
'10 小王 | 10 2 | 2 小王'
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from .beats import beating_among, beating_floor, beats_unchecked as beats
from .cards import Hand, Rank

_OFFSET, _FOUR = int(Rank.THREE), int(Rank.FOUR)
_TWO_I, _SMALL_I, _BIG_I = (int(Rank.TWO) - _OFFSET, int(Rank.SMALL_JOKER) - _OFFSET,
                           int(Rank.BIG_JOKER) - _OFFSET)
from .checks import card_fault, chong_san_fault, chong_san_reason
from .errors import GoujiError, check_arg
from .play import Play
from .rules import Rules

@lru_cache(maxsize=None)
def _play(rank: int, n: int, x: int, y: int, z: int) -> Play:
    """The one shared :class:`Play` for these counts (interned)."""
    return Play(Rank(rank) if n else None, n, x, y, z)


@lru_cache(maxsize=4096)
def _attachments(twos: int, small: int, big: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every (size, twos, small, big) that can be attached, smallest first."""
    out = [(x + y + z, x, y, z) for x in range(twos + 1) for y in range(small + 1)
           for z in range(big + 1)]
    out.sort()
    return tuple(out)


def hand_plays(hand: Hand, rules: Rules, size: int | None = None) -> Iterator[Play]:
    """Every distinct play ``hand`` can make (of ``size`` cards when given), rank by rank.

    PLAY-1/4/5: one natural rank with any twos and jokers, or twos and jokers alone.
    ``hand`` is the whole hand: under 冲三 (LOCAL-1, :func:`~gouji_sim.core.checks.chong_san_fault`)
    a play holding a 3 must empty it and be 3s alone, and a play that empties it must be 3s alone.
    An argument of the wrong type is an :class:`~gouji_sim.core.errors.ArgumentError` naming it.

    >>> ", ".join(str(p) for p in hand_plays(Hand.parse("9 9 2"), Rules(), 2))
    '9 9, 9 2'
    """
    check_arg(hand, Hand, "hand"), check_arg(rules, Rules, "rules")
    if size is not None:
        check_arg(size, int, "size")
        if size < 1:
            raise GoujiError.from_catalogue("api-bad-size", value=size)
    return hand_plays_unchecked(hand, rules, size)


def hand_plays_unchecked(hand: Hand, rules: Rules, size: int | None = None, floor: int = 0) -> Iterator[Play]:
    """:func:`hand_plays` without the argument checks, for the game's own hands; with a
    ``floor``, the plays holding naturals of a rank at or below it left out."""
    if rules.chong_san:
        return _chong_san_plays(hand, rules, size, floor)
    return _all_plays(hand, rules, size, floor)


def _all_plays(hand: Hand, rules: Rules, size: int | None, floor: int = 0) -> Iterator[Play]:
    """Every play of ``hand`` by PLAY-1/4/5 alone, rank by rank (the hot path): each rank's
    plays are kept for its count and the hand's twos and jokers (:func:`_rank_plays`), so a
    rank seen before with the same twos and jokers builds nothing. The whole hand's are put
    together each time (:func:`_hand_plays`): a hand's counts change with every play, so a
    cache of whole hands was asked mostly in vain (four times in five in self-play) and cost
    more than it saved."""
    return iter(_hand_plays(hand.counts, rules.jokers_on_low, size, floor))


def _hand_plays(counts: tuple[int, ...], low_ok: bool, size: int | None, floor: int = 0) -> list[Play]:
    """:func:`_all_plays` of the hand of ``counts`` (``low_ok``: ``rules.jokers_on_low``), in
    its order: each natural rank low to high (above ``floor``), then the twos and jokers alone."""
    twos, small, big = counts[_TWO_I], counts[_SMALL_I], counts[_BIG_I]
    kept = _rank_table(twos, small, big, low_ok, size)
    out: list[Play] = []
    for i in range(max(floor + 1 - _OFFSET, 0), _TWO_I):
        k = counts[i]
        if k:
            key = k * _RANKS + i
            plays = kept.get(key)
            if plays is None:
                r = i + _OFFSET
                plays = _rank_plays(r, k, twos, small, big, not low_ok and r <= _FOUR, size)
                kept[key] = plays
            out += plays
    out += _joker_plays(twos, small, big, size)
    return out


_RANKS = 16
"""More than the natural ranks' indices (``_TWO_I``): ``count * _RANKS + index`` names a rank's count."""


@lru_cache(maxsize=4096)
def _rank_table(twos: int, small: int, big: int, low_ok: bool, size: int | None) -> dict[int, tuple[Play, ...]]:
    """The ranks' plays (:func:`_rank_plays`) asked so far with these twos, jokers, rules and
    ``size``, by ``count * _RANKS + index``: what a hand's ranks share, looked up by one small
    number instead of a key of seven (PLAY-1/4/5; filled by :func:`_hand_plays`)."""
    return {}


@lru_cache(maxsize=1 << 15)
def _rank_plays(r: int, k: int, twos: int, small: int, big: int, plain_only: bool,
                size: int | None) -> tuple[Play, ...]:
    """The plays of ``k`` cards of rank ``r`` with any of ``twos``, ``small`` and ``big``
    (twos and jokers, none with ``plain_only``: PLAY-5), of ``size`` cards when given:
    attachments smallest first, then by the rank's count."""
    out: list[Play] = []
    for s, x, y, z in _attachments(twos, small, big):
        if plain_only and (y or z):
            continue
        if size is None:
            for n in range(1, k + 1):
                out.append(_play(r, n, x, y, z))
        else:
            n = size - s
            if n < 1:
                break
            if n <= k:
                out.append(_play(r, n, x, y, z))
    return tuple(out)


@lru_cache(maxsize=4096)
def _joker_plays(twos: int, small: int, big: int, size: int | None) -> tuple[Play, ...]:
    """The plays of twos and jokers alone (PLAY-1), of ``size`` cards when given."""
    return tuple(_play(0, 0, x, y, z) for s, x, y, z in _attachments(twos, small, big)
                 if s and (size is None or s == size))


def _chong_san_plays(hand: Hand, rules: Rules, size: int | None, floor: int = 0) -> Iterator[Play]:
    """:func:`hand_plays` under 冲三 (LOCAL-1): the plays the checks module allows."""
    held = len(hand)
    for play in _all_plays(hand, rules, size, floor):
        if chong_san_reason(play, held) is None:
            yield play


def beating_plays(hand: Hand, top: Play, rules: Rules) -> Iterator[Play]:
    """Every play of ``hand`` that beats ``top`` (BEAT-1..6; BEAT-6 adds one card); an argument
    of the wrong type is an :class:`~gouji_sim.core.errors.ArgumentError` naming it.

    >>> ", ".join(str(p) for p in beating_plays(Hand.parse("J J 9 9"), Play.parse("10 10"), Rules()))
    'J J'
    """
    check_arg(hand, Hand, "hand"), check_arg(top, Play, "top"), check_arg(rules, Rules, "rules")
    return beating_plays_unchecked(hand, top, rules)


def beating_plays_unchecked(hand: Hand, top: Play, rules: Rules) -> Iterator[Play]:
    """:func:`beating_plays` without the argument checks, for the game's own hands and plays
    (built as a list at once, as :func:`_all_plays`; the ranks that cannot beat ``top``,
    :func:`~gouji_sim.core.beats.beating_floor`, are not built)."""
    out = beating_among(hand_plays_unchecked(hand, rules, top.size, beating_floor(top, rules)), top, rules)
    if rules.two_big_beat_one and top.big:
        out += beating_among(hand_plays_unchecked(hand, rules, top.size + 1), top, rules)
    return iter(out)


def can_beat(hand: Hand, top: Play, rules: Rules) -> bool:
    """Whether ``hand`` holds any play that beats ``top``."""
    return next(beating_plays_unchecked(hand, top, rules), None) is not None


class LegalPlays:
    """A lazy view of the plays ``hand`` may make: leads when ``top`` is ``None``, else beats.

    >>> from gouji_sim import Hand, Play, Rules
    >>> view = LegalPlays(Hand.parse("J J J 小王"), Play.parse("10 10"), Rules())
    >>> view.count(), Play.parse("J J") in view, bool(view)
    (2, True, True)
    """

    __slots__ = ("hand", "top", "rules")

    def __init__(self, hand: Hand, top: Play | None, rules: Rules) -> None:
        check_arg(hand, Hand, "hand"), check_arg(rules, Rules, "rules")
        if top is not None:
            check_arg(top, Play, "top")
        self.hand, self.top, self.rules = hand, top, rules

    def __iter__(self) -> Iterator[Play]:
        if self.top is None:
            return hand_plays_unchecked(self.hand, self.rules)
        return beating_plays_unchecked(self.hand, self.top, self.rules)

    def __contains__(self, play: object) -> bool:
        if not isinstance(play, Play) or card_fault(play, self.rules, self.hand) is not None:
            return False
        if chong_san_fault(play, self.rules, len(self.hand)) is not None:
            return False
        return self.top is None or beats(play, self.top, self.rules)

    def count(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None

    def __repr__(self) -> str:
        return f"<LegalPlays {self.count()} plays of {self.hand}>"
