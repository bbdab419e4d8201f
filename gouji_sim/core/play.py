"""A play (一套牌): naturals of one rank with twos and jokers attached (RULEBOOK PLAY-1..4).

>>> p = Play.parse("小王 10 10 2")
>>> p
Play.parse('10 10 2 小王')
>>> p.size, p.base, p.kind
(4, Rank.TEN, PlayClass.SMALL_JOKER)
>>> Play.parse(str(p)) == p
True
>>> Play.parse("2 2").base, Play.parse("大王 小王").base
(Rank.TWO, None)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from .frozen import picklable
from .cards import MAX_HAND, Hand, Rank
from .errors import GoujiError, InvalidPlayError, check_arg
from .messages import shown

TWO_VALUE = int(Rank.TWO)


@lru_cache(maxsize=8192)
def _notation(play: "Play") -> str:
    return str(play.cards)


class PlayClass(Enum):
    """PLAY-4: plain, small-joker class or big-joker class."""

    PLAIN = "plain"
    SMALL_JOKER = "small_joker"
    BIG_JOKER = "big_joker"

    def __repr__(self) -> str:
        return f"PlayClass.{self.name}"


@dataclass(frozen=True, slots=True)
class Play:
    """One play: ``naturals`` cards of rank ``rank`` (3…A, or ``None``), plus ``twos``,
    ``small`` small jokers and ``big`` big jokers. Immutable and hashable.

    Build one with :meth:`parse` or :meth:`from_hand`, which check PLAY-1.
    """

    rank: Rank | None
    naturals: int = 0
    twos: int = 0
    small: int = 0
    big: int = 0
    size: int = field(init=False, compare=False, repr=False)
    low: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        n, t, s, b, rank = self.naturals, self.twos, self.small, self.big, self.rank
        if not (type(n) is int and type(t) is int and type(s) is int and type(b) is int
                and 0 <= n <= MAX_HAND and 0 <= t <= MAX_HAND and 0 <= s <= MAX_HAND and 0 <= b <= MAX_HAND
                and n + t + s + b > 0
                and ((rank is None and n == 0) or (type(rank) is Rank and rank.is_natural and n > 0))):
            raise GoujiError.from_catalogue(
                "api-bad-play", limit=MAX_HAND,
                value=f"Play({shown(rank, 20)}, {shown(n, 20)}, {shown(t, 20)}, {shown(s, 20)}, {shown(b, 20)})")
        object.__setattr__(self, "size", n + t + s + b)
        # The value of the play's lowest cards (BEAT-2): its base, or a joker's value.
        if self.naturals:
            low = int(self.rank)  # type: ignore[arg-type]
        elif self.twos:
            low = TWO_VALUE
        elif self.small:
            low = int(Rank.SMALL_JOKER)
        else:
            low = int(Rank.BIG_JOKER)
        object.__setattr__(self, "low", low)

    @classmethod
    def parse(cls, text: str) -> "Play":
        """Parse the notation (CARD-3) and check PLAY-1.

        >>> Play.parse("8 9")
        Traceback (most recent call last):
        ...
        gouji_sim.core.errors.InvalidPlayError: 一套牌只能有一种普通点数，这里有 8 和 9。 / A play holds naturals of one rank only; this one has 8 and 9.
        """
        return cls.from_hand(Hand.parse(text))

    @classmethod
    def from_hand(cls, cards: Hand) -> "Play":
        """The play made of exactly ``cards``; :class:`InvalidPlayError` if it is none."""
        check_arg(cards, Hand, "cards")
        naturals = [(r, k) for r, k in cards.items() if r.is_natural]
        if len(naturals) > 1:
            raise InvalidPlayError.from_catalogue(
                "mixed-ranks", ranks=" / ".join(r.symbol for r, _ in naturals[:2]),
                first=naturals[0][0].symbol, second=naturals[1][0].symbol)
        if not cards:
            raise InvalidPlayError.from_catalogue("empty-play")
        rank, n = naturals[0] if naturals else (None, 0)
        return cls(rank, n, cards[Rank.TWO], cards[Rank.SMALL_JOKER], cards[Rank.BIG_JOKER])

    @property
    def base(self) -> Rank | None:
        """PLAY-2: the natural rank, else ``2`` for twos alone, else ``None`` (jokers only)."""
        if self.naturals:
            return self.rank
        return Rank.TWO if self.twos else None

    @property
    def kind(self) -> PlayClass:
        """PLAY-4: the class decided by the highest joker."""
        if self.big:
            return PlayClass.BIG_JOKER
        return PlayClass.SMALL_JOKER if self.small else PlayClass.PLAIN

    @property
    def jokers(self) -> int:
        return self.small + self.big

    @property
    def cards(self) -> Hand:
        """The play's cards as a hand (counts per rank)."""
        counts = [0] * 15
        if self.naturals:
            counts[self.rank - 3] = self.naturals  # type: ignore[operator]
        counts[12], counts[13], counts[14] = self.twos, self.small, self.big
        return Hand(tuple(counts))

    def taken_from(self, hand: Hand) -> Hand:
        """``hand`` less this play's cards — ``hand.remove(self.cards)`` without building the
        play's own hand (a table's hot path: one per play); ``ValueError`` if it does not hold them.

        >>> Play.parse("9 9 2").taken_from(Hand.parse("9 9 9 2 大王"))
        Hand.parse('9 大王')
        """
        counts = list(hand.counts)
        if self.naturals:
            counts[self.rank - 3] -= self.naturals  # type: ignore[operator]
        counts[12] -= self.twos
        counts[13] -= self.small
        counts[14] -= self.big
        if min(counts) < 0:
            raise ValueError(f"{self.cards} is not in {hand}")
        return Hand(tuple(counts))

    def values(self) -> tuple[int, ...]:
        """BEAT-2: each card's value, low to high (attached twos count as the base).

        >>> Play.parse("K K 2 大王").values()
        (13, 13, 13, 17)
        """
        return (self.low,) * (self.naturals + self.twos) + (16,) * self.small + (17,) * self.big

    def without_big_jokers(self) -> "Play | None":
        """The play less its big jokers (used by BEAT-6), or ``None`` if nothing is left."""
        if self.size == self.big:
            return None
        return Play(self.rank, self.naturals, self.twos, self.small, 0)

    def __str__(self) -> str:
        return _notation(self)

    def __repr__(self) -> str:
        return f"Play.parse({str(self)!r})"

    def __len__(self) -> int:
        return self.size


picklable(Play)
