"""Cards, ranks, decks and the card notation (RULEBOOK CARD-1..3).

A hand is a count per rank: suits never change a card's value (CARD-2), so only the
deal keeps them (START-2 needs them).

>>> h = Hand.parse("10 10 J 小王 大王")
>>> str(h)
'10 10 J 小王 大王'
>>> h[Rank.TEN], len(h)
(2, 5)
>>> Hand.parse("TTJxD") == h
True
>>> Hand.parse(str(h)) == h
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Final, Iterable, Iterator, Mapping

from .frozen import picklable
from .errors import CaseError, GoujiError, NotationError, check_arg
from .messages import shown


class Rank(IntEnum):
    """A card's rank; the value is its strength, low to high (CARD-2)."""

    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    TWO = 15
    SMALL_JOKER = 16
    BIG_JOKER = 17

    @property
    def symbol(self) -> str:
        """The canonical notation: ``3`` … ``10``, ``J``, ``Q``, ``K``, ``A``, ``2``, ``小王``, ``大王``."""
        return _SYMBOLS[self]

    @property
    def is_natural(self) -> bool:
        """``3`` … ``A``: the ranks that form a play's base with twos and jokers attached."""
        return self <= Rank.ACE

    @property
    def is_joker(self) -> bool:
        return self >= Rank.SMALL_JOKER

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


RANKS: tuple[Rank, ...] = tuple(Rank)
NATURALS: tuple[Rank, ...] = tuple(r for r in Rank if r.is_natural)
N_RANKS = len(RANKS)
_OFFSET = int(Rank.THREE)
_RANK_VALUES = frozenset(int(r) for r in Rank)
_TWO_I, _SMALL_I, _BIG_I = (int(r) - _OFFSET for r in (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER))

_SYMBOLS = {r: str(int(r)) for r in NATURALS if r <= Rank.TEN}
_SYMBOLS.update({Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
                 Rank.TWO: "2", Rank.SMALL_JOKER: "小王", Rank.BIG_JOKER: "大王"})

SUITS = "♠♥♣♦"
_SUIT_ALIASES = {"♤": "♠", "♡": "♥", "♧": "♣", "♢": "♦"}

# Every accepted spelling of a rank (CARD-2, CARD-3). Longest spellings are tried first.
_TOKENS: dict[str, Rank] = {
    **{str(v): Rank(v) for v in range(3, 11)},
    "T": Rank.TEN, "t": Rank.TEN,
    "J": Rank.JACK, "j": Rank.JACK, "Q": Rank.QUEEN, "q": Rank.QUEEN,
    "K": Rank.KING, "k": Rank.KING, "A": Rank.ACE, "a": Rank.ACE,
    "2": Rank.TWO, "钱": Rank.TWO, "两": Rank.TWO, "帽子": Rank.ACE,
    "x": Rank.SMALL_JOKER, "X": Rank.SMALL_JOKER, "sj": Rank.SMALL_JOKER, "SJ": Rank.SMALL_JOKER,
    "d": Rank.BIG_JOKER, "D": Rank.BIG_JOKER, "bj": Rank.BIG_JOKER, "BJ": Rank.BIG_JOKER,
    **{f"{size}{name}": joker
       for size, joker in (("小", Rank.SMALL_JOKER), ("大", Rank.BIG_JOKER))
       for name in ("王", "花", "鬼", "虎")},
}
_BY_LENGTH = sorted(_TOKENS, key=len, reverse=True)


def spellings() -> dict[str, Rank]:
    """Every accepted spelling of a rank and the rank it reads as (CARD-2, CARD-3).

    >>> spellings()["BJ"], spellings()["小鬼"], spellings()["T"]
    (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TEN)
    """
    return dict(_TOKENS)
_SEPARATORS = " \t\n,，、;；"
MAX_NOTATION = 2000  # characters; a longer text is refused at once (bad input, not work)
MAX_HAND = 1000
"""The most cards one :class:`Hand` (or :class:`~gouji_sim.core.play.Play`) holds: as many as the longest
text :meth:`Hand.parse` reads, far past the largest deck (240 cards), so that no count from
outside makes a hand whose ``len()`` overflows (issue 47)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: a rank and, except for jokers, optionally a suit.

    >>> tuple(Card.parse_all("♠3 ♥3 大王"))
    (Card(Rank.THREE, '♠'), Card(Rank.THREE, '♥'), Card(Rank.BIG_JOKER, None))
    """

    rank: Rank
    suit: str | None = None

    def __str__(self) -> str:
        return f"{self.suit or ''}{self.rank.symbol}"

    def __repr__(self) -> str:
        return f"Card(Rank.{self.rank.name}, {self.suit!r})"

    @staticmethod
    def parse_all(text: str) -> list["Card"]:
        """Every card of ``text`` in order, suits kept (CARD-3)."""
        return list(_tokens(text))


def _tokens(text: str) -> Iterator[Card]:
    if not isinstance(text, str):
        raise NotationError.from_catalogue("notation-not-text", value=shown(text, 40))
    if len(text) > MAX_NOTATION:
        raise NotationError.from_catalogue("notation-too-long", limit=MAX_NOTATION)
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in _SEPARATORS:
            i += 1
            continue
        start, suit = i, None
        ch = _SUIT_ALIASES.get(ch, ch)
        if ch in SUITS:
            suit, i = ch, i + 1
        for token in _BY_LENGTH:
            if text.startswith(token, i):
                rank = _TOKENS[token]
                if rank.is_joker and suit is not None:
                    raise NotationError.at(text, start, text[start:i + len(token)])
                i += len(token)
                yield Card(rank, suit)
                break
        else:
            end = i + 1
            while end < n and text[end] not in _SEPARATORS:
                end += 1
            raise NotationError.at(text, start, text[start:max(end, i + 1)])


class Hand:
    """A multiset of cards as a count per rank (index ``rank - 3``), suits dropped.

    Immutable: :meth:`remove` and :meth:`add` return new hands. Compared, hashed and pickled
    by its counts as the frozen dataclass it was (the same hash, so sets of hands keep their
    order); a plain class so that the compiled build makes one natively (one per play in the
    hot path: a compiled frozen dataclass runs its ``__init__`` as Python).

    >>> h = Hand.parse("3 3 2")
    >>> h.remove(Hand.parse("3")), h.add(Hand.parse("大王"))
    (Hand.parse('3 2'), Hand.parse('3 3 2 大王'))
    >>> h == Hand(h.counts), hash(h) == hash((h.counts,))
    (True, True)
    """

    __slots__ = ("counts",)

    def __init__(self, counts: tuple[int, ...] = (0,) * N_RANKS) -> None:
        self.counts: Final = counts

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self.counts == other.counts

    def __hash__(self) -> int:
        return hash((self.counts,))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Hand, (self.counts,))

    @classmethod
    def parse(cls, text: str) -> "Hand":
        """Parse the notation (CARD-3); raises :class:`NotationError` naming a bad token."""
        counts = [0] * N_RANKS
        for card in _tokens(text):
            counts[card.rank - _OFFSET] += 1
        return cls(tuple(counts))

    @classmethod
    def from_cards(cls, cards: Iterable[Card | Rank]) -> "Hand":
        """The hand of ``cards`` (each a :class:`Card` or a :class:`Rank`; anything else is a
        :class:`~gouji_sim.core.errors.GoujiError` naming ``cards``).

        >>> Hand.from_cards([Card(Rank.THREE, "♠"), Rank.BIG_JOKER])
        Hand.parse('3 大王')
        """
        check_arg(cards, Iterable, "cards")
        counts = [0] * N_RANKS
        for c in cards:
            if isinstance(c, Card):
                counts[c.rank - _OFFSET] += 1
            elif type(c) is Rank:
                counts[c - _OFFSET] += 1
            else:
                raise GoujiError.from_catalogue("api-bad-card", name="cards", value=shown(c, 20))
        return cls(tuple(counts))

    @classmethod
    def from_counts(cls, counts: Mapping[Rank, int]) -> "Hand":
        """The hand holding ``counts[rank]`` cards of each rank; a count that is no whole number
        from 0, or a key that is no rank, is a :class:`~gouji_sim.core.errors.GoujiError` naming
        ``counts`` (never an empty hand made up).

        >>> Hand.from_counts({Rank.THREE: 2, Rank.BIG_JOKER: 1})
        Hand.parse('3 3 大王')
        >>> Hand.from_counts({Rank.THREE: -5})
        Traceback (most recent call last):
        ...
        gouji_sim.core.errors.GoujiError: 参数 counts 里 3 的张数 -5 无效：应是 0 或正整数。 / The argument counts gives 3 the count -5; counts are whole numbers from 0.
        """
        check_arg(counts, Mapping, "counts")
        values = [0] * N_RANKS
        total = 0
        for rank, k in counts.items():
            if not isinstance(rank, int) or isinstance(rank, bool) or rank not in _RANK_VALUES:
                raise GoujiError.from_catalogue("api-bad-rank", name="counts", value=shown(rank, 20))
            if type(k) is not int or k < 0:
                raise GoujiError.from_catalogue("api-bad-count", name="counts", rank=Rank(rank).symbol,
                                                value=shown(k, 20))
            total += k
            if total > MAX_HAND:
                raise GoujiError.from_catalogue("api-too-many-cards", name="counts", value=shown(total, 40),
                                                limit=MAX_HAND)
            values[Rank(rank) - _OFFSET] += k
        return cls(tuple(values))

    def __getitem__(self, rank: Rank) -> int:
        return self.counts[rank - _OFFSET]

    def __len__(self) -> int:
        return sum(self.counts)

    def __bool__(self) -> bool:
        return any(self.counts)

    def __iter__(self) -> Iterator[Rank]:
        """Each card's rank, low to high, repeated by count."""
        for i, k in enumerate(self.counts):
            yield from (RANKS[i],) * k

    def __str__(self) -> str:
        return " ".join(r.symbol for r in self)

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def items(self) -> Iterator[tuple[Rank, int]]:
        """``(rank, count)`` for every rank held."""
        return ((RANKS[i], k) for i, k in enumerate(self.counts) if k)

    def contains(self, other: "Hand") -> bool:
        """Whether every card of ``other`` is in this hand."""
        return all(a >= b for a, b in zip(self.counts, other.counts))

    def remove(self, other: "Hand") -> "Hand":
        """This hand less ``other``; ``ValueError`` if ``other`` is not contained."""
        left = tuple(map(int.__sub__, self.counts, other.counts))
        if min(left) < 0:
            raise ValueError(f"{other} is not in {self}")
        return Hand(left)

    def add(self, other: "Hand") -> "Hand":
        return Hand(tuple(a + b for a, b in zip(self.counts, other.counts)))

    @property
    def jokers(self) -> int:
        """Jokers held, small and big.

        >>> Hand.parse("9 2 2 小王 大王 大王").jokers
        3
        """
        return self.counts[_SMALL_I] + self.counts[_BIG_I]

    @property
    def twos(self) -> int:
        """Twos held (CARD-2: a two is a stand-in, never a natural rank of its own)."""
        return self.counts[_TWO_I]

    @property
    def small_jokers(self) -> int:
        return self.counts[_SMALL_I]

    @property
    def big_jokers(self) -> int:
        return self.counts[_BIG_I]

    def naturals(self) -> tuple[tuple[Rank, int], ...]:
        """``(rank, count)`` for every natural rank held (3 … A, CARD-2), low to high.

        >>> Hand.parse("3 9 9 A 2 大王").naturals()
        ((Rank.THREE, 1), (Rank.NINE, 2), (Rank.ACE, 1))
        """
        return tuple([(r, k) for r, k in zip(NATURALS, self.counts) if k])

    def without(self, *ranks: Rank | int) -> "Hand":
        """This hand with every card of ``ranks`` taken out (a meld, START-3).

        >>> Hand.parse("3 3 4 9 2").without(Rank.THREE, Rank.FOUR)
        Hand.parse('9 2')
        """
        gone = {int(r) - _OFFSET for r in ranks}
        return Hand(tuple(0 if i in gone else k for i, k in enumerate(self.counts)))

    def only(self, rank: Rank | int) -> "Hand":
        """The cards of one rank in this hand.

        >>> Hand.parse("3 3 4 9 2").only(Rank.THREE)
        Hand.parse('3 3')
        """
        i = int(rank) - _OFFSET
        return Hand(tuple(k if j == i else 0 for j, k in enumerate(self.counts)))

    def beyond(self, limit: "Hand") -> tuple[Rank, int, int] | None:
        """The first rank of which this hand holds more than ``limit`` does, as
        ``(rank, held, most)``; ``None`` when it fits (e.g. ``limit`` a deck, CARD-1).

        >>> Hand.parse("9 9 9").beyond(Hand.parse("9 9 A")), Hand.parse("9").beyond(Hand.parse("9"))
        ((Rank.NINE, 3, 2), None)
        """
        for rank, held, most in zip(RANKS, self.counts, limit.counts):
            if held > most:
                return rank, held, most
        return None

    def union(self, other: "Hand") -> "Hand":
        """Per rank, the larger of the two counts (the least hand holding both).

        >>> Hand.parse("9 9 2").union(Hand.parse("9 2 2 大王"))
        Hand.parse('9 9 2 2 大王')
        """
        return Hand(tuple(map(max, self.counts, other.counts)))


def deck_counts(deck: int) -> Hand:
    """The cards of one deck switch (CARD-1): 216, 204, 192 or 240 cards.

    >>> tuple(len(deck_counts(d)) for d in (216, 204, 192, 240))
    (216, 204, 192, 240)
    >>> deck_counts(204)[Rank.THREE], deck_counts(204)[Rank.FOUR]
    (6, 14)
    """
    counts = {r: 16 for r in NATURALS} | {Rank.TWO: 16, Rank.SMALL_JOKER: 4, Rank.BIG_JOKER: 4}
    if deck in (204, 192):
        counts[Rank.THREE] = 6
        counts[Rank.FOUR] = 14 if deck == 204 else 6
        if deck == 192:
            counts[Rank.FIVE] = 12
    elif deck == 240:
        counts[Rank.SMALL_JOKER] = counts[Rank.BIG_JOKER] = 16
    elif deck != 216:
        raise CaseError.bad("deck", "bad-switch-value", value=deck, allowed="216, 204, 192, 240")
    return Hand.from_counts(counts)


def full_deck(deck: int = 216) -> list[Card]:
    """Every card of a deck with suits, in a fixed order (shuffle it with a seeded RNG)."""
    cards: list[Card] = []
    for rank, k in deck_counts(deck).items():
        if rank.is_joker:
            cards.extend(Card(rank) for _ in range(k))
        else:
            cards.extend(Card(rank, SUITS[i % 4]) for i in range(k))
    return cards


picklable(Card)
