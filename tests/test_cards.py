"""Cards, decks and notation: CARD-1, CARD-2, CARD-3."""

import pytest
from hypothesis import given, strategies as st

from gouji_sim import Card, Hand, NotationError, Rank
from gouji_sim.core.cards import deck_counts, full_deck


@pytest.mark.parametrize("deck,per_player", [(216, 36), (204, 34), (192, 32), (240, 40)])
def test_card_1_deck_switches(deck, per_player):
    counts = deck_counts(deck)
    assert len(counts) == deck and len(counts) // 6 == per_player
    assert len(full_deck(deck)) == deck


def test_card_1_deck_compositions():
    assert deck_counts(216)[Rank.THREE] == 16 and deck_counts(216)[Rank.BIG_JOKER] == 4
    assert deck_counts(204)[Rank.THREE] == 6 and deck_counts(204)[Rank.FOUR] == 14
    d192 = deck_counts(192)
    assert (d192[Rank.THREE], d192[Rank.FOUR], d192[Rank.FIVE]) == (6, 6, 12)
    assert deck_counts(240)[Rank.SMALL_JOKER] == deck_counts(240)[Rank.BIG_JOKER] == 16


def test_card_1_unknown_deck():
    with pytest.raises(ValueError):
        deck_counts(200)


def test_card_2_order_low_to_high():
    order = [Hand.parse(t) for t in "3 4 5 6 7 8 9 10 J Q K A 2 小王 大王".split()]
    ranks = [next(iter(h)) for h in order]
    assert ranks == sorted(ranks) and len(set(ranks)) == 15


@pytest.mark.parametrize("names,rank", [
    ("小王 小花 小鬼 小虎 X x", Rank.SMALL_JOKER),
    ("大王 大花 大鬼 大虎 D d", Rank.BIG_JOKER),
    ("2 钱 两", Rank.TWO),
    ("A 帽子 a", Rank.ACE),
    ("10 T t", Rank.TEN),
])
def test_card_2_names(names, rank):
    h = Hand.parse(names)
    assert h[rank] == len(names.split()) == len(h)


def test_card_2_suits_do_not_change_value():
    assert Hand.parse("♠3 ♥3 ♣3 ♦3") == Hand.parse("3 3 3 3")
    assert Card.parse_all("♠10")[0] == Card(Rank.TEN, "♠")


@pytest.mark.parametrize("text", ["101010", "10,10，10", " 10\t10\n10 ", "TTT", "♠10♥10♦10"])
def test_card_3_spaces_optional(text):
    assert Hand.parse(text) == Hand.parse("10 10 10")


@pytest.mark.parametrize("text,token,position", [
    ("Q Z", "Z", 3), ("3 3 11", "11", 5), ("♠小王", "♠小王", 1), ("J 中王", "中王", 3), ("1", "1", 1),
])
def test_card_3_bad_token_named_with_position(text, token, position):
    with pytest.raises(NotationError) as err:
        Hand.parse(text)
    e = err.value
    assert isinstance(e, ValueError) and e.code == "bad-card"
    assert f"'{token}'" in e.en and f"position {position}" in e.en
    assert token in e.zh and f"第 {position} 个" in e.zh


def test_card_3_refuses_huge_text_at_once():
    with pytest.raises(NotationError) as err:
        Hand.parse("3 " * 100_000)
    assert err.value.code == "notation-too-long"


def test_card_3_not_text():
    with pytest.raises(NotationError):
        Hand.parse(5)  # type: ignore[arg-type]


hands = st.lists(st.integers(0, 6), min_size=15, max_size=15).map(lambda c: Hand(tuple(c)))


@given(hands)
def test_card_3_hand_round_trip(h):
    assert Hand.parse(str(h)) == h
    assert eval(repr(h)) == h


@given(hands, hands)
def test_hand_add_remove(a, b):
    both = a.add(b)
    assert both.contains(a) and both.contains(b)
    assert both.remove(b) == a and len(both) == len(a) + len(b)
