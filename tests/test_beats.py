"""Beating: BEAT-1 .. BEAT-6, with the rulebook's own examples, and the order's properties."""

import pytest
from hypothesis import given, settings, strategies as st

from gouji_sim import Play, Rank, Rules, beats, explain, is_dead

OUTLINE = Rules()
JOKER_DOMINANT = Rules.preset("joker_dominant")
TWO_FOR_ONE = Rules.preset("two_for_one")
P = Play.parse


def test_beat_1_same_size():
    r = explain(P("J J J"), P("10 10"), OUTLINE)
    assert not r.ok and r.reason == "wrong-size" and r.clauses == ("BEAT-1",)


@pytest.mark.parametrize("q,p,ok", [
    ("J J", "10 10", True), ("10 10", "10 10", False), ("9 9", "10 10", False),
    ("大王 8 8", "9 9 9", False), ("小王 10 10", "9 9 9", True),
    ("大王 大王 J J J", "小王 小王 9 9 9", True), ("大王 大王 大王 J J", "小王 小王 9 9 9", True),
    ("大王 大王 9 9 9", "小王 小王 9 9 9", False), ("大王 J J J J", "小王 小王 9 9 9", False),
    ("小王 小王 J J J", "小王 小王 9 9 9", False), ("J J J J J", "小王 小王 9 9 9", False),
    ("大王", "小王", True), ("小王 小王 小王", "2 2 2", True), ("小王 2 2", "2 2 2", False),
    ("2", "A", True), ("3 2", "A A", False),
])
def test_beat_2_card_by_card(q, p, ok):
    assert beats(P(q), P(p), OUTLINE) is ok


def test_beat_2_reasons():
    assert explain(P("大王 J J J J"), P("小王 小王 9 9 9"), OUTLINE).reason == "needs-big-jokers"
    assert explain(P("大王 8 8"), P("9 9 9"), OUTLINE) == (False, "not-higher", ("BEAT-2",))


def test_beat_3_joker_dominant():
    assert beats(P("大王 8 8"), P("9 9 9"), JOKER_DOMINANT)
    assert explain(P("小王 3"), P("A A"), JOKER_DOMINANT) == (True, None, ("BEAT-3",))
    # joker plays among themselves are still judged card by card
    assert not beats(P("大王 大王 9 9 9"), P("小王 小王 9 9 9"), JOKER_DOMINANT)
    assert not beats(P("9 9 9"), P("小王 8 8"), JOKER_DOMINANT)


def test_beat_4_twos_never_raise_the_base():
    r = explain(P("K K 2"), P("K K K"), OUTLINE)
    assert not r.ok and r.clauses[0] == "BEAT-4"
    assert beats(P("A A 2"), P("K K K"), OUTLINE)


def test_beat_5_big_joker_plays_are_dead():
    for top in ("大王", "大王 A A", "大王 3"):
        assert is_dead(P(top), OUTLINE)
        r = explain(P(" ".join(["大王"] * P(top).size)), P(top), OUTLINE)
        assert not r.ok and r.reason == "dead-play" and r.clauses == ("BEAT-5",)
    assert not is_dead(P("小王 A A"), OUTLINE)


@pytest.mark.parametrize("q,p", [("大王 大王 2 2", "大王 A A"), ("大王 大王 9 9 9", "大王 8 8 8"),
                                  ("大王 大王", "大王")])
def test_beat_6_two_big_beat_one(q, p):
    assert beats(P(q), P(p), TWO_FOR_ONE)
    assert explain(P(q), P(p), TWO_FOR_ONE).clauses == ("BEAT-6",)
    assert not beats(P(q), P(p), OUTLINE)
    assert not is_dead(P(p), TWO_FOR_ONE)


def test_beat_6_needs_higher_other_cards_and_one_more_big_joker():
    assert not beats(P("大王 大王 A A"), P("大王 A A"), TWO_FOR_ONE)
    assert not beats(P("大王 2 2 2"), P("大王 A A"), TWO_FOR_ONE)
    assert not beats(P("大王 大王 大王 2 2"), P("大王 A A"), TWO_FOR_ONE)
    assert explain(P("大王 大王 A A"), P("大王 A A"), TWO_FOR_ONE).reason == "not-higher"


def plays_of_size(size: int) -> list[Play]:
    """Every distinct play of ``size`` cards (all ranks, twos and jokers)."""
    out = []
    for n in range(size + 1):
        for x in range(size - n + 1):
            for y in range(size - n - x + 1):
                z = size - n - x - y
                for r in (range(3, 15) if n else [None]):
                    out.append(Play(Rank(r) if r else None, n, x, y, z))
    return out


SIZE3 = plays_of_size(3)
RULES_ALL = [OUTLINE, JOKER_DOMINANT, TWO_FOR_ONE, Rules.preset("laotou")]


@pytest.mark.parametrize("rules", RULES_ALL)
def test_beating_is_irreflexive_and_asymmetric_exhaustively(rules):
    assert len(SIZE3) == 130
    for a in SIZE3:
        assert not beats(a, a, rules)
        for b in SIZE3:
            assert not (beats(a, b, rules) and beats(b, a, rules)), (a, b)


@settings(max_examples=2000)
@given(st.sampled_from(SIZE3), st.sampled_from(SIZE3), st.sampled_from(SIZE3), st.sampled_from(RULES_ALL))
def test_beating_is_transitive(a, b, c, rules):
    if beats(a, b, rules) and beats(b, c, rules):
        assert beats(a, c, rules)


def test_play_3_attached_twos_named_when_they_do_not_help():
    assert explain(P("3 2 2"), P("10 10 10"), OUTLINE).clauses == ("PLAY-3", "BEAT-2")


def test_beat_6_extra_big_jokers_only_help():
    assert beats(P("大王 大王 大王 2"), P("大王 A A"), TWO_FOR_ONE)
    assert not beats(P("大王 大王 大王 A"), P("大王 A A"), TWO_FOR_ONE)
