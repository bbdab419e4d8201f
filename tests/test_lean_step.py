"""The leaner step's faster forms compute what the plain ones do (issue 48 item 5): a plain
:class:`~gouji_sim.core.cards.Hand` compares, hashes and pickles as the frozen dataclass did;
:meth:`~gouji_sim.core.play.Play.taken_from` is ``hand.remove(play.cards)``; the seat tables
are TABLE-1/3's functions; what :meth:`~gouji_sim.core.situation.Situation.after` keeps from the
situation before (who is active) agrees with a fresh situation of the same fields."""

from __future__ import annotations

import pickle
import random

import pytest

from gouji_sim import Hand, Play, Rules
from gouji_sim.core.actions import Pass, PlayAction
from gouji_sim.core.cards import full_deck
from gouji_sim.core.moves import hand_plays
from gouji_sim.core.situation import Situation
from gouji_sim.core.table import DOWNSTREAMS, OPPOSITES, SEATS, downstream, opposite


def test_hand_compares_hashes_and_pickles_by_its_counts() -> None:
    h = Hand.parse("3 3 9 2 大王")
    same = Hand(h.counts)
    assert h == same and hash(h) == hash((h.counts,)) == hash(same)
    assert h != Hand.parse("3 9") and h != h.counts and len({h, same, Hand()}) == 2
    assert pickle.loads(pickle.dumps(h)) == h and repr(h) == "Hand.parse('3 3 9 2 大王')"


def test_taken_from_is_remove_of_the_play_cards() -> None:
    rng = random.Random(5)
    deck = full_deck(216)
    for _ in range(60):
        hand = Hand.from_cards(rng.sample(deck, rng.randint(1, 36)))
        for play in list(hand_plays(hand, Rules()))[:40]:
            assert play.taken_from(hand) == hand.remove(play.cards)
    with pytest.raises(ValueError):
        Play.parse("9 9").taken_from(Hand.parse("9 2"))


def test_seat_tables_are_table_1_and_3() -> None:
    assert all(OPPOSITES[s] == opposite(s) and DOWNSTREAMS[s] == downstream(s) for s in SEATS)


def test_after_keeps_answers_a_fresh_situation_gives() -> None:
    """TURN-4/6, END-1: after each action, who is active, whose turn and whether the trick
    closed agree with a fresh situation of the same fields (nothing carried over)."""
    hands = {1: "9 9 J", 2: "10 10 Q", 3: "3 4", 4: "K K 5", 5: "6", 6: "7 8"}
    s = Situation.build(Rules(), hands=hands)
    for entry in (PlayAction(1, Play.parse("9 9")), PlayAction(2, Play.parse("10 10")), Pass(3),
                  PlayAction(4, Play.parse("K K")), Pass(5), Pass(6), Pass(1), Pass(2),
                  PlayAction(4, Play.parse("5")), PlayAction(5, Play.parse("6"))):
        s = s.after(entry)
        fresh = Situation(s.rules, s.hands, s.counts, s.finished, s.trick, s.trick_state, s.out)
        assert [s.is_active(x) for x in SEATS] == [fresh.is_active(x) for x in SEATS]
        assert s.to_move() == fresh.to_move() and s.is_closed() == fresh.is_closed()
    assert s.finished == (4, 5) and s.hand(4) == Hand() and s.to_move() == 6
