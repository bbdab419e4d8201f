"""Legal-play generation: a perft table, and a brute-force cross-check."""

import itertools

import pytest

from gouji_sim import Hand, InvalidPlayError, LegalPlays, Play, Rules, beats
from gouji_sim.core.moves import hand_plays

OUTLINE = Rules()

# (hand, top or None, rules preset, number of legal plays) — like chess perft: any change in
# generation or beating shows up here.
PERFT = [
    ("3 4 5", None, "outline", 3),
    ("9 9 10 2 小王", None, "outline", 15),
    ("9 9 10 2 小王", "9 9", "outline", 3),
    ("J J J 小王", "10 10", "outline", 2),
    ("3 3 3 3 4 4 2 2 小王 大王", None, "outline", 83),
    ("3 3 3 3 4 4 2 2 小王 大王", "K K", "outline", 4),
    ("3 3 3 3 4 4 2 2 小王 大王", "K K", "joker_dominant", 8),
    ("5 5 5 5 5 6 6 7 8 9 10 J Q K A 2 2 2 小王 小王 大王 大王", None, "outline", 575),
    ("5 5 5 5 5 6 6 7 8 9 10 J Q K A 2 2 2 小王 小王 大王 大王", "10 10 10 10 10", "outline", 38),
    ("5 5 5 5 5 6 6 7 8 9 10 J Q K A 2 2 2 小王 小王 大王 大王", "小王 小王 9 9 9", "outline", 18),
    ("A A 大王 大王 2 2", "大王 K K", "two_for_one", 3),
    ("A A 大王 大王 2 2", "大王 K K", "outline", 0),
]


def brute_force(hand: Hand, top: Play | None, rules: Rules) -> set[Play]:
    """Every sub-multiset of the hand that is a play (and beats ``top``): slow but obvious."""
    ranges = [range(k + 1) for k in hand.counts]
    out = set()
    for counts in itertools.product(*ranges):
        if not any(counts):
            continue
        try:
            p = Play.from_hand(Hand(tuple(counts)))
        except InvalidPlayError:
            continue
        if top is None or beats(p, top, rules):
            out.add(p)
    return out


@pytest.mark.parametrize("hand,top,preset,count", PERFT)
def test_perft(hand, top, preset, count):
    rules = Rules.preset(preset)
    view = LegalPlays(Hand.parse(hand), Play.parse(top) if top else None, rules)
    plays = list(view)
    assert len(plays) == len(set(plays)) == view.count() == count
    assert bool(view) is (count > 0)


@pytest.mark.parametrize("hand,top,preset,count", PERFT)
def test_perft_agrees_with_brute_force(hand, top, preset, count):
    rules = Rules.preset(preset)
    h, t = Hand.parse(hand), Play.parse(top) if top else None
    assert set(LegalPlays(h, t, rules)) == brute_force(h, t, rules)


def test_membership():
    view = LegalPlays(Hand.parse("J J J 小王"), Play.parse("10 10"), OUTLINE)
    assert Play.parse("J 小王") in view
    assert Play.parse("Q Q") not in view          # not in the hand
    assert Play.parse("J J J") not in view        # wrong size
    assert "J J" not in view                      # not a play


def test_jokers_on_low_respected():
    r = Rules(jokers_on_low=False)
    plays = set(hand_plays(Hand.parse("3 4 小王"), r))
    assert Play.parse("3 小王") not in plays and Play.parse("小王") in plays
    assert Play.parse("3 小王") not in LegalPlays(Hand.parse("3 4 小王"), None, r)
