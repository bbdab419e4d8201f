"""Checks of one play apart from the table: is it a play (PLAY-1), may it carry its jokers
(PLAY-5), does the seat hold it, may it be played now under 冲三 (LOCAL-1). Shared by the
judge, the burn rules and the legal-play generator.

>>> from gouji_sim import Hand, Rules
>>> card_fault(Hand.parse("小王 3 3"), Rules(jokers_on_low=False), None).reason
'jokers-on-low'
>>> card_fault(Hand.parse("8 9"), Rules(), None).reason
'mixed-ranks'
>>> card_fault(Hand.parse("8 8"), Rules(), Hand.parse("8 9")).reason
'not-in-hand'
>>> card_fault(Hand.parse("8 8"), Rules(), None) is None
True
>>> chong_san_fault(Play.parse("3 3"), Rules.preset("chong_san"), 5).reason
'three-not-last'
>>> chong_san_fault(Play.parse("8 8"), Rules.preset("chong_san"), 2).reason
'last-not-threes'
>>> chong_san_fault(Play.parse("3 3"), Rules.preset("chong_san"), 2) is None
True
"""

from __future__ import annotations

from typing import NamedTuple

from .beats import BeatRuling
from .cards import Hand, Rank
from .errors import InvalidPlayError
from .messages import text
from .play import Play
from .rules import Rules


class Fault(NamedTuple):
    """Why some cards cannot be played: a reason code, clauses and the message."""

    reason: str
    clauses: tuple[str, ...]
    message: dict[str, str]


def as_play(cards: Play | Hand) -> Play | Fault:
    """The play made of ``cards``, or the PLAY-1 fault when they form none."""
    if isinstance(cards, Play):
        return cards
    try:
        return Play.from_hand(cards)
    except InvalidPlayError as err:
        return Fault(err.code, ("PLAY-1",), {"zh": err.zh, "en": err.en})


def count_fault(seat: int, held: Hand, count: int) -> Fault:
    """``seat``, known to hold ``count`` cards, cannot play the larger ``held`` (``not-in-hand``)."""
    return Fault("not-in-hand", ("PLAY-1",),
                 text("not-in-hand-count", seat=seat, count=count, play=held, n=len(held)))


def card_fault(cards: Play | Hand, rules: Rules, hand: Hand | None, seat: int = 0,
               count: int | None = None) -> Fault | None:
    """The first thing wrong with playing ``cards`` from ``hand`` (unknown: ``None``), if any.

    When the hand is unknown but its card ``count`` is known, more cards than that are not
    in the hand either (CASES.md).

    >>> card_fault(Hand.parse("J J J J J"), Rules(), None, 2, count=1).message["en"]
    'Seat 2 holds only 1 card(s), so it cannot play J J J J J (5 cards).'
    """
    held = cards.cards if isinstance(cards, Play) else cards
    if hand is not None and not hand.contains(held):
        return Fault("not-in-hand", ("PLAY-1",), text("not-in-hand", seat=seat, play=held))
    if hand is None and count is not None and len(held) > count:
        return count_fault(seat, held, count)
    play = as_play(cards)
    if isinstance(play, Fault):
        return play
    if not rules.jokers_on_low and play.jokers and play.rank in (Rank.THREE, Rank.FOUR) and play.naturals:
        return Fault("jokers-on-low", ("PLAY-5",), text("jokers-on-low", play=play))
    return None


def is_threes_alone(play: Play) -> bool:
    """LOCAL-1: the play is 3s and nothing else (no twos, no jokers)."""
    return play.rank is Rank.THREE and play.naturals == play.size


def chong_san_fault(play: Play, rules: Rules, held: int | None, seat: int = 0) -> Fault | None:
    """冲三 (LOCAL-1): why ``play`` may not be played by a seat holding ``held`` cards, if it may not.

    A play is its player's *last* play when it empties the hand: ``held`` (the cards held
    before the play) equals its size. ``held=None`` (nothing known about the hand) is read as
    *not* the last play, as :class:`~gouji_sim.core.situation.Situation` does: a play from an unknown
    hand never finishes its player. The last play must be 3s alone (``last-not-threes``); a
    play holding a 3 must be the last one (``three-not-last``). Off unless ``chong_san``.
    """
    if not rules.chong_san:
        return None
    reason = chong_san_reason(play, held)
    if reason is None:
        return None
    return Fault(reason, ("LOCAL-1",), text(reason, seat=seat, play=play))


def chong_san_reason(play: Play, held: int | None) -> str | None:
    """The reason code of :func:`chong_san_fault` with the switch on, without the message (fast)."""
    if held is not None and held == play.size:
        return None if is_threes_alone(play) else "last-not-threes"
    return "three-not-last" if play.rank is Rank.THREE else None


def beat_fault(ruling: BeatRuling, play: Play, top: Play) -> Fault:
    """The fault of ``play``, which ``ruling`` (:func:`~gouji_sim.core.beats.explain`) says does not
    beat ``top``, with the message that says why in players' words (BEAT-1..6): the judge's
    for a follow, the burn judge's for an answer to a burning set.

    >>> from gouji_sim.core.beats import explain
    >>> top = Play.parse("大王 A A")
    >>> beat_fault(explain(Play.parse("2 2 2"), top, Rules()), Play.parse("2 2 2"), top).clauses
    ('BEAT-5',)
    """
    reason = ruling.reason or "not-higher"
    params = dict(play=play, top=top, size=play.size, top_size=top.size, small=top.small,
                  big=play.big, base=play.base or "")
    code = reason
    if reason == "wrong-size" and "BEAT-6" in ruling.clauses:
        code = "wrong-size-two-for-one"
    elif reason == "not-higher":
        if "BEAT-6" in ruling.clauses:
            code = "two-for-one-fails"
        elif "BEAT-4" in ruling.clauses:
            code = "twos-not-higher"
        elif play.jokers:
            code = "joker-not-higher"
    return Fault(reason, ruling.clauses, text(code, **params))
