"""Plays: PLAY-1 .. PLAY-5 (PLAY-6 is in test_turns)."""

import pytest
from hypothesis import given, strategies as st

from gouji_sim import Hand, InvalidPlayError, Play, PlayClass, Rank, Rules
from gouji_sim.core.checks import card_fault


def test_play_1_one_natural_rank_with_twos_and_jokers():
    p = Play.parse("9 9 2 小王 大王")
    assert (p.rank, p.naturals, p.twos, p.small, p.big, p.size) == (Rank.NINE, 2, 1, 1, 1, 5)


def test_play_1_mixed_ranks_and_empty():
    with pytest.raises(InvalidPlayError) as err:
        Play.parse("8 9")
    assert err.value.code == "mixed-ranks" and "8" in err.value.en and "9" in err.value.zh
    with pytest.raises(InvalidPlayError) as err:
        Play.parse("")
    assert err.value.code == "empty-play"


@pytest.mark.parametrize("text,base", [("7 7 2", Rank.SEVEN), ("2 2", Rank.TWO), ("2 小王", Rank.TWO),
                                        ("小王 大王", None), ("A", Rank.ACE)])
def test_play_2_base_rank(text, base):
    assert Play.parse(text).base == base


def test_play_3_attached_twos_count_as_the_base():
    assert Play.parse("K K 2").values() == (13, 13, 13)
    assert Play.parse("2 2").values() == (15, 15)


@pytest.mark.parametrize("text,kind", [("5 5", PlayClass.PLAIN), ("5 小王", PlayClass.SMALL_JOKER),
                                        ("5 小王 大王", PlayClass.BIG_JOKER), ("大王", PlayClass.BIG_JOKER)])
def test_play_4_classes(text, kind):
    assert Play.parse(text).kind is kind


def test_play_5_jokers_on_low_switch():
    forbidding = Rules(jokers_on_low=False)
    for text in ("3 小王", "4 4 大王"):
        fault = card_fault(Hand.parse(text), forbidding, None)
        assert fault and fault.reason == "jokers-on-low" and fault.clauses == ("PLAY-5",)
        assert card_fault(Hand.parse(text), Rules(), None) is None
    assert card_fault(Hand.parse("5 小王"), forbidding, None) is None
    assert card_fault(Hand.parse("3 3 2"), forbidding, None) is None


plays = st.tuples(st.integers(3, 14), st.integers(0, 6), st.integers(0, 4), st.integers(0, 3),
                  st.integers(0, 3)).filter(lambda c: sum(c[1:]) > 0).map(
    lambda c: Play(Rank(c[0]) if c[1] else None, *c[1:]))   # a Play holds at least one card (issue 47)


@given(plays)
def test_notation_round_trip_for_any_play(p):
    assert Play.parse(str(p)) == p
    assert eval(repr(p)) == p


@given(plays, plays)
def test_equality_and_hashing_agree(a, b):
    assert (a == b) == (hash(a) == hash(b)) or (a != b)
    if a == b:
        assert hash(a) == hash(b)
    assert (a == b) == (str(a) == str(b))
