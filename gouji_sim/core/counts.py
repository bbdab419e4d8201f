"""How many cards a player says: one reader of counts in Chinese numerals, English words or
digits, with one bound.

Players count cards as ``五个10``, ``十二张``, ``二十``, ``俩A``, ``仨Q``, ``两个K``, ``12``,
``five 10s`` or ``a pair of kings``. :func:`read_count` reads the number word of such a count.
It is pure and small, and it refuses at once — before any card is made — both a numeral that
is no number (``十二十``, ``一二十``, ``十十``, ``三三``) and a count above what the deck holds
(CARD-1: ``deck`` cards, 216 by default), naming the text in both languages. Every reader of
counts (the notation, :mod:`gouji_sim.game.notation`, and the reader of table speech,
:mod:`gouji_sim.game.table_talk`) reads them here, so no count is ever expanded before its bound.

>>> read_count("五"), read_count("十二"), read_count("二十"), read_count("俩"), read_count("12")
(5, 12, 20, 2, 12)
>>> read_count("five"), read_count("a pair of"), read_count("二十三"), read_count("两")
(5, 2, 23, 2)
>>> read_count("十二十")
Traceback (most recent call last):
...
gouji_sim.core.counts.CountError: “十二十”不是一个数。 / '十二十' is not a number.
>>> read_count("100000000", 216)
Traceback (most recent call last):
...
gouji_sim.core.counts.CountError: “100000000”张比整副牌（216 张）还多。 / '100000000' cards are more than the whole deck holds (216 cards).
"""

from __future__ import annotations

import re

from .errors import GoujiError, check_arg
from .messages import text

DECK_MOST = 240
"""The largest deck of any house rule (CARD-1: ``deck = 240``): the bound when none is given."""

ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "俩": 2, "三": 3, "仨": 3, "四": 4, "五": 5,
             "六": 6, "七": 7, "八": 8, "九": 9}
"""The Chinese digits, with the colloquial 两 俩 (two) and 仨 (three)."""
EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "single": 1, "a single": 1, "two": 2, "a pair of": 2,
              "pair of": 2, "a couple of": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
              "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
              "fourteen": 14, "fifteen": 15, "sixteen": 16}
"""The English count words (a pair of: two)."""
ZH_NUMERAL = "[零〇一二两俩三仨四五六七八九十百]+"
"""A run of Chinese numeral characters, as a pattern (the run is read, or refused, whole)."""
EN_NUMERAL = ("(?:" + "|".join(re.escape(w) for w in sorted(EN_NUMBERS, key=len, reverse=True))
              + r")(?![A-Za-z])")
"""The English count words, as a case-sensitive pattern (longest first)."""

_ZH = re.compile(r"(?:(?P<h>[一二两三四五六七八九])百)?(?:(?P<z>[零〇]))?"
                 r"(?:(?P<t>[一二两三四五六七八九])?(?P<ten>十))?(?P<o>[一二两三四五六七八九])?")
_LONG_DIGITS = 6       # digits read past this many are refused unread (no big int is built)


class CountError(GoujiError):
    """A count that is no number, or more cards than the deck holds; the message names the
    text as it was said (``problem``: the same without its full stop)."""

    problem: dict[str, str]


def _zh_value(word: str) -> int | None:
    """A Chinese numeral's value, or ``None`` when the characters make no number."""
    if len(word) == 1 and word in ZH_DIGITS:
        return ZH_DIGITS[word]
    m = _ZH.fullmatch(word)
    if m is None or not word or not (m.group("h") or m.group("ten")):
        return None           # 三三, 十十, 一二十, 十二十: no numeral a person says
    if m.group("z") and not m.group("h"):
        return None
    if m.group("h") and m.group("ten") and not m.group("t"):
        return None           # 一百十 (people say 一百一十)
    if m.group("h") and not m.group("ten") and m.group("o") and not m.group("z"):
        return None           # 一百五 is 150 in speech: ambiguous, refused
    if m.group("ten") and (m.group("t") in ("两", "俩") or m.group("o") in ("两", "俩")):
        return None           # 两十, 十两: people say 二十, 十二
    value = 100 * ZH_DIGITS[m.group("h")] if m.group("h") else 0
    if m.group("ten"):
        value += 10 * (ZH_DIGITS[m.group("t")] if m.group("t") else 1)
    return value + (ZH_DIGITS[m.group("o")] if m.group("o") else 0)


def read_count(word: str, limit: int = DECK_MOST) -> int:
    """The number of cards ``word`` says — Chinese numerals (``五``, ``十二``, ``二十三``, ``两``
    ``俩`` ``仨``), English words (``five``, ``a``, ``a pair of``) or digits — refused
    (:class:`CountError`, both languages, naming ``word``) when it is no number a player says
    or more than ``limit`` cards (the deck's size, CARD-1; :data:`DECK_MOST` by default).

    >>> read_count("仨"), read_count("Two"), read_count("0")
    (3, 2, 0)
    >>> read_count("10" * 20)
    Traceback (most recent call last):
    ...
    gouji_sim.core.counts.CountError: “10101010101010101010…”张比整副牌（240 张）还多。 / '10101010101010101010…' cards are more than the whole deck holds (240 cards).
    >>> read_count("十十", 216)
    Traceback (most recent call last):
    ...
    gouji_sim.core.counts.CountError: “十十”不是一个数。 / '十十' is not a number.
    >>> read_count("一万", 216)
    Traceback (most recent call last):
    ...
    gouji_sim.core.counts.CountError: “一万”张比整副牌（216 张）还多。 / '一万' cards are more than the whole deck holds (216 cards).
    """
    check_arg(word, str, "word")
    check_arg(limit, int, "limit")
    said = word.strip()
    value: int | None
    if said.isascii() and said.isdigit():
        value = int(said) if len(said) <= _LONG_DIGITS else None
        if value is None or value > limit:
            raise _too_many(said, limit)
        return value
    if said.lower() in EN_NUMBERS:
        value = EN_NUMBERS[said.lower()]
    else:
        value = _zh_value(said) if said and len(said) <= 8 else None
    if value is None and _BEYOND_HUNDREDS.fullmatch(said):
        raise _too_many(said, limit)                 # 一千, 一万: a number, and more than any deck
    if value is None:
        raise _refused("count-not-number", word=_quoted(said))
    if value > limit:
        raise _too_many(said, limit)
    return value


#: A Chinese numeral with a unit above the hundreds (千, 万, 亿), read only to say it is too many.
_BEYOND_HUNDREDS = re.compile(r"[一二两三四五六七八九十百千万亿零]*[千万亿][一二两三四五六七八九十百千万亿零]*")


def _too_many(said: str, limit: int) -> CountError:
    return _refused("count-too-many", word=_quoted(said), limit=limit)


def _quoted(said: str) -> str:
    """The text as the message quotes it: cut after 20 characters."""
    return said if len(said) <= 20 else said[:20] + "…"


def _refused(code: str, **params: object) -> CountError:
    """The error of ``code``; ``problem`` is its sentence without the full stop (for a
    reader that says it inside a longer sentence)."""
    problem = text(code, **params)
    err = CountError(code, problem["zh"] + "。", problem["en"] + ".")
    err.problem = problem
    return err


__all__ = ["CountError", "DECK_MOST", "EN_NUMBERS", "EN_NUMERAL", "ZH_DIGITS", "ZH_NUMERAL", "read_count"]
