"""Gouji plays (够级牌, RULEBOOK GOUJI-1).

>>> from gouji_sim import Play, Rules
>>> tuple(is_gouji(Play.parse(t), Rules()) for t in ("10 10 10 10 10", "J J J", "K 2", "2", "小王 3"))
(True, False, True, True, True)
>>> is_gouji(Play.parse("2"), Rules.preset("laotou"))
False
>>> is_gouji(Play.parse("大王 3"), Rules.preset("red_joker_open"))   # LOCAL-3
False
"""

from __future__ import annotations

from .cards import Rank
from .errors import check_arg
from .play import Play
from .rules import Rules

# GOUJI-1: the smallest size that makes a plain play a gouji play, by base rank.
MIN_GOUJI_SIZE: dict[Rank, int] = {Rank.TEN: 5, Rank.JACK: 4, Rank.QUEEN: 3,
                                   Rank.KING: 2, Rank.ACE: 2, Rank.TWO: 1}


def min_gouji_size(base: Rank, rules: Rules) -> int | None:
    """GOUJI-1: how many cards of ``base`` make a gouji play (``None``: never without a joker)."""
    if base is Rank.TWO:
        return rules.gouji_twos
    return MIN_GOUJI_SIZE.get(base)


def is_gouji(play: Play, rules: Rules) -> bool:
    """GOUJI-1: any joker play, or a plain play whose size reaches its base rank's minimum.

    LOCAL-3: with ``big_joker_gouji`` off, a play holding a big joker is never a gouji play.
    An argument of the wrong type is an :class:`~gouji_sim.core.errors.ArgumentError` naming it.

    >>> is_gouji(Play.parse("10 10 10 10 10"), Rules()), is_gouji(Play.parse("10 10"), Rules())
    (True, False)
    """
    return is_gouji_unchecked(check_arg(play, Play, "play"), check_arg(rules, Rules, "rules"))


def gouji_grounds(play: Play, rules: Rules) -> tuple[str, ...]:
    """The clauses that decide whether ``play`` is a gouji play (:func:`is_gouji`): GOUJI-1,
    with PLAY-3 where attached twos count toward its size, and LOCAL-3 where a big joker decides
    (its switch ``big_joker_gouji``).

    >>> gouji_grounds(Play.parse("Q Q Q"), Rules()), gouji_grounds(Play.parse("K 2"), Rules())
    (('GOUJI-1',), ('GOUJI-1', 'PLAY-3'))
    >>> gouji_grounds(Play.parse("大王 8 8"), Rules.preset("red_joker_open"))
    ('GOUJI-1', 'LOCAL-3')
    """
    play, rules = check_arg(play, Play, "play"), check_arg(rules, Rules, "rules")
    if play.big:
        return ("GOUJI-1", "LOCAL-3") if not rules.big_joker_gouji else ("GOUJI-1",)
    if not play.small and play.naturals and play.twos:
        return ("GOUJI-1", "PLAY-3")
    return ("GOUJI-1",)


def is_gouji_unchecked(play: Play, rules: Rules) -> bool:
    """:func:`is_gouji` without the argument checks, for the rules core's own plays."""
    if play.big:
        return rules.big_joker_gouji
    if play.small:
        return True
    need = min_gouji_size(play.base, rules)  # type: ignore[arg-type]
    return need is not None and play.size >= need
