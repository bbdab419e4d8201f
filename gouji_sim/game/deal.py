"""Dealing (RULEBOOK CARD-1, START-1) and the first leader (START-2).

Chance is explicit: a deal comes only from a seeded :class:`random.Random` handed in by the
caller (never the global generator), so a seed reproduces every card of every seat.

>>> import random
>>> d = deal(216, random.Random(7))
>>> sorted(len(cards) for cards in d.values())
[36, 36, 36, 36, 36, 36]
>>> deal(216, random.Random(7)) == d
True
>>> first_leader({1: Card.parse_all("♠3 ♥3"), 2: Card.parse_all("♣3 ♣3 ♣3"), 3: [], 4: [], 5: [], 6: []})
2
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from ..core.cards import Card, Hand, Rank, full_deck
from ..core.errors import GoujiError, check_arg
from ..core.messages import shown
from ..core.table import SEATS, check_seat

Deal = dict[int, list[Card]]
"""Suited cards per seat, as dealt."""


def deal(deck: int, rng: random.Random) -> Deal:
    """CARD-1/START-1: shuffle the whole deck with ``rng`` and give each seat a sixth.

    Cards go round counterclockwise one at a time from seat 1; each seat's cards are then
    sorted (rank, then suit) so that a record shows them in a stable order. ``rng`` must be a
    :class:`random.Random` (an :class:`~gouji_sim.core.errors.ArgumentError` otherwise).
    """
    check_arg(deck, int, "deck"), check_arg(rng, random.Random, "rng")
    in_order, place = _sorted_deck(deck)
    shuffled = list(place)          # shuffled as the deck itself would be: the same swaps
    rng.shuffle(shuffled)
    return {seat: [in_order[k] for k in sorted(shuffled[i::6])] for i, seat in enumerate(SEATS)}


_SORTED: dict[int, tuple[tuple[Card, ...], tuple[int, ...]]] = {}


def _sorted_deck(deck: int) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    """The deck's cards sorted by :func:`card_key`, and where each card of :func:`full_deck`'s
    order stands in it (kept per deck): a seat's cards sorted are its places sorted, so a deal
    sorts small integers, once the deck is shuffled. Cards of one key are equal values.

    >>> cards, place = _sorted_deck(216)
    >>> [cards[k] for k in place] == full_deck(216), list(cards) == sorted(full_deck(216), key=card_key)
    (True, True)
    """
    kept = _SORTED.get(deck)
    if kept is None:
        cards = full_deck(deck)
        order = sorted(range(len(cards)), key=lambda j: card_key(cards[j]))
        place = [0] * len(cards)
        for k, j in enumerate(order):
            place[j] = k
        kept = _SORTED[deck] = (tuple(cards[j] for j in order), tuple(place))
    return kept


def card_key(card: Card) -> tuple[int, int]:
    """Sort order of suited cards: by rank, then suit."""
    return int(card.rank), "♠♥♣♦".find(card.suit) if card.suit else 0


def check_dealt(d: object, name: str = "deal") -> Mapping[int, Sequence[Card]]:
    """``d`` if it is a deal — a mapping from seats to sequences of :class:`Card` — else the
    documented error naming ``name``: an :class:`~gouji_sim.core.errors.ArgumentError` for a wrong
    type, a :class:`~gouji_sim.core.errors.GoujiError` for a key that is no seat (TABLE-1).

    >>> check_dealt({7: []})
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: deal 的座位 7 无效：座位是 1 到 6 的整数。 / deal: seat 7 is not valid; seats are whole numbers 1 to 6.
    """
    check_arg(d, Mapping, name)
    assert isinstance(d, Mapping)
    for seat, cards in d.items():
        check_seat(seat, name)
        check_arg(cards, (list, tuple), f"{name}[{seat}]")
        for card in cards:
            if not isinstance(card, Card):
                raise GoujiError.from_catalogue("api-bad-card", name=f"{name}[{seat}]", value=shown(card, 20))
    return d


def hands_of(d: Mapping[int, Sequence[Card]]) -> dict[int, Hand]:
    """The hands (counts per rank, suits dropped) of a deal (checked: :func:`check_dealt`)."""
    return {seat: Hand.from_cards(cards) for seat, cards in check_dealt(d).items()}


def is_poor(hand: Hand) -> bool:
    """START-1/START-4: the hand holds no two and no joker (it may ask for a redeal or revolt)."""
    check_arg(hand, Hand, "hand")
    return not hand[Rank.TWO] and not hand.jokers


def first_leader(d: Mapping[int, Sequence[Card]]) -> int:
    """START-2 (亮3 / 顶班): the seat showing the most 3s of one suit leads the first hand.

    At least two 3s of one suit are needed; with no such seat, seat 1 leads. A deal does not
    record who showed first (最先亮出), so the seats show in dealing order from seat 1 (v5):
    equal showings go to the seat first in that order (:func:`leader_of_shows`).
    """
    check_dealt(d)
    return leader_of_shows([(seat, threes_shown(d.get(seat, ()))) for seat in SEATS])


def leader_of_shows(shows: Sequence[tuple[int, int]]) -> int:
    """START-2: the first leader from the 3s shown, ``(seat, how many 3s of one suit)`` in the
    order they were shown — the most leads; a later show takes the lead over only with
    strictly more (顶班), so the first to show wins a tie (最先亮出); fewer than two anywhere:
    seat 1.

    >>> leader_of_shows([(4, 2), (2, 2)]), leader_of_shows([(4, 2), (2, 3)]), leader_of_shows([(5, 1)])
    (4, 2, 1)
    """
    best, leader = MIN_SHOWN - 1, 1
    for seat, most in shows:
        if most > best:
            best, leader = most, seat
    return leader


#: START-2: the fewest 3s of one suit a seat shows to claim the first lead (上班).
MIN_SHOWN = 2


def threes_shown(cards: Sequence[Card]) -> int:
    """START-2: how many 3s of one suit ``cards`` show at most (3s without a suit count for
    none: the suit is what is shown).

    >>> threes_shown(Card.parse_all("♠3 ♠3 ♥3 3 4")), threes_shown(Card.parse_all("3 3 3"))
    (2, 0)
    """
    per_suit: dict[str, int] = {}
    for card in cards:
        if card.rank == Rank.THREE and card.suit:
            per_suit[card.suit] = per_suit.get(card.suit, 0) + 1
    return max(per_suit.values(), default=0)


def deal_text(d: Mapping[int, Sequence[Card]]) -> dict[str, str]:
    """A deal in the record form: suited cards per seat as text."""
    return {str(seat): " ".join(map(str, d[seat])) for seat in sorted(d)}


def parse_deal(data: Mapping[str, str]) -> Deal:
    """The inverse of :func:`deal_text` (raises :class:`~gouji_sim.core.errors.NotationError`)."""
    return {int(seat): Card.parse_all(text) for seat, text in data.items()}
