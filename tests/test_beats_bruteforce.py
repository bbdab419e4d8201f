"""BEAT-2 checked against a brute-force card-by-card comparison written here, independently of
:mod:`gouji_sim.core.beats`: give every card its value, sort both plays, compare place by place.

Pairs of plays of one size are drawn from one 216-card deck (no card used more often than the
deck holds), so that a future change to BEAT-2 cannot slip through unnoticed.
"""

from collections import Counter

import pytest
from hypothesis import assume, given, settings, strategies as st

from gouji_sim import Play, Rules, beats

#: brute-force comparisons over many drawn plays: `make test` runs them, `make check` leaves them out
pytestmark = pytest.mark.deep

NATURALS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
IN_DECK = {**{s: 16 for s in NATURALS}, "2": 16, "小王": 4, "大王": 4}
OWN_VALUE = {**{s: 3 + i for i, s in enumerate(NATURALS)}, "2": 15, "小王": 16, "大王": 17}


def card_values(cards: list[str]) -> list[int]:
    """BEAT-2's values: a natural its rank; a two with naturals the base's value, alone 15;
    small joker 16; big joker 17 — sorted low to high."""
    naturals = [c for c in cards if c in NATURALS]
    base = OWN_VALUE[naturals[0]] if naturals else None
    return sorted(base if c == "2" and base is not None else OWN_VALUE[c] for c in cards)


def brute_beats(q: list[str], p: list[str]) -> bool:
    """Q beats P (same size) when each of Q's sorted cards is strictly higher than P's in its place."""
    return all(a > b for a, b in zip(card_values(q), card_values(p), strict=True))


@st.composite
def a_play(draw: st.DrawFn, size: int) -> list[str]:
    """The cards of one play of ``size`` cards (PLAY-1: one natural rank, twos, jokers)."""
    big = draw(st.integers(0, min(4, size)))
    small = draw(st.integers(0, min(4, size - big)))
    twos = draw(st.integers(0, size - big - small))
    rest = size - big - small - twos
    rank = draw(st.sampled_from(NATURALS))
    return [rank] * rest + ["2"] * twos + ["小王"] * small + ["大王"] * big


@st.composite
def same_size_pair(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    size = draw(st.integers(1, 8))
    q, p = draw(a_play(size)), draw(a_play(size))
    used = Counter(q) + Counter(p)
    assume(all(n <= IN_DECK[card] for card, n in used.items()))   # both drawn from one deck
    return q, p


@settings(max_examples=1200, deadline=None)
@given(same_size_pair())
def test_beat_2_equals_the_brute_force_card_by_card_comparison(pair):
    q, p = pair
    play_q, play_p = Play.parse(" ".join(q)), Play.parse(" ".join(p))
    want = brute_beats(q, p)
    assert beats(play_q, play_p, Rules()) is want, (q, p)
    # BEAT-6 only adds beats one card larger: same-size pairs rule as BEAT-2 says
    assert beats(play_q, play_p, Rules.preset("two_for_one")) is want, (q, p)


@settings(max_examples=500, deadline=None)
@given(same_size_pair())
def test_beat_3_joker_dominant_is_brute_force_plus_jokers_over_plain(pair):
    q, p = pair
    jokers = {"小王", "大王"}
    joker_over_plain = bool(jokers & set(q)) and not jokers & set(p)
    want = brute_beats(q, p) or joker_over_plain
    assert beats(Play.parse(" ".join(q)), Play.parse(" ".join(p)), Rules.preset("joker_dominant")) is want, (q, p)


def test_the_brute_force_itself_on_the_rulebooks_examples():
    """BEAT-2's own examples, so the independent comparison is known to read the clause right."""
    split = str.split
    assert not brute_beats(split("大王 8 8"), split("9 9 9"))
    assert brute_beats(split("小王 10 10"), split("9 9 9"))
    assert brute_beats(split("大王 大王 J J J"), split("小王 小王 9 9 9"))
    assert not brute_beats(split("大王 J J J J"), split("小王 小王 9 9 9"))
    assert brute_beats(split("小王 小王 小王"), split("2 2 2")) and not brute_beats(split("小王 2 2"), split("2 2 2"))
    assert not brute_beats(split("K K 2"), split("K K K"))       # BEAT-4: twos count as the base
