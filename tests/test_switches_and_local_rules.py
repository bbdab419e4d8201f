"""RULEBOOK version 2 on the judge's side: BURN-1 过牌不烧 (switch burn_after_pass), BURN-4 a
headless burner's sets, TURN-6 a dead play in the melee, LOCAL-3 big_joker_gouji, LOCAL-1 冲三
(switch chong_san), the presets chong_san and red_joker_open, and BEHAVIOUR_VERSION 2."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from gouji_helpers import burn, rule, situation

from gouji_sim import (BEHAVIOUR_VERSION, PRESETS, Burn, Hand, LegalPlays, Pass, Play, PlayAction, Rules,
                       hand_plays, is_gouji, judge, plan_burn)
from gouji_sim.core.burn import answerers
from gouji_sim.core.cards import full_deck
from gouji_sim.game.state import BURN, GameState

TENS = [(1, "10 10 10 10 10")]
HAND3 = "J J J J J 小王 8 8 9 9 9"
SETS3 = ["J J J J J", "小王 8 8", "9 9 9"]


# --- BEHAVIOUR_VERSION and the presets (§12) ---

def test_behaviour_version_is_5_for_rulebook_v5():
    assert BEHAVIOUR_VERSION == 5          # RULEBOOK version 5 changed rulings (was 4)


def test_presets_chong_san_and_red_joker_open():
    assert Rules.preset("chong_san").changed() == {"chong_san": True}
    assert Rules.preset("red_joker_open").changed() == {"two_big_beat_one": True, "big_joker_gouji": False}
    assert list(PRESETS)[-2:] == ["chong_san", "red_joker_open"]


# --- BURN-4 v2: a headless burner's sets may be beaten by anyone ---

@pytest.mark.parametrize("release", ["opposite_or_reburn", "anyone"])
def test_burn_4_headless_burner_any_player_releases(release):
    """Seat 6 has finished, so seat 3 is headless: seat 2's beat of set 2 releases the burn
    under either value of burn_release, though seat 2's hand could never burn back."""
    s = situation(TENS, hands={3: HAND3, 2: "大王 9 9 4 5 6"}, finished=(6,), burn_release=release)
    v = burn(s, 3, SETS3, [(2, 2, "大王 9 9")])
    assert v.legal and v.burn == "released" and v.clauses == ("BURN-4",)
    assert v.burn_sets[1].answered_by == 2
    assert v.responders == (4, 5, 1, 2)                  # every other player still in, in turn order
    assert all(b.by_position == (4, 5, 1, 2) for b in v.burn_sets)


def test_burn_4_headless_burner_a_seat_that_passed_may_not_answer():
    """v3: a headless burner's sets are open to any player who has not passed (003 "除非过牌");
    v2 let seat 5, which passed, answer too."""
    trick = [(4, "8 8 8 8 8"), (5, None), (1, "10 10 10 10 10")]
    s = situation(trick, hands={3: HAND3}, finished=(6,))
    v = burn(s, 3, SETS3, [(2, 5, "大王 9 9")])
    assert v.burn == "succeeded" and v.burn_sets[1].answered_by is None
    assert 5 not in v.burn_sets[1].by_position and "has passed in this trick" in v.message["en"]
    assert v.burners == (1, 4, 2)        # reburns: BURN-1 without seat 5, which passed (过牌不烧)
    v = burn(s, 3, SETS3, [(2, 2, "大王 9 9")])
    assert v.burn == "released" and v.burn_sets[1].answered_by == 2


def test_burn_4_burner_with_an_opposite_is_not_released_by_a_seat_that_cannot_burn_back():
    s = situation(TENS, hands={3: HAND3, 2: "大王 9 9 4 5 6"}, counts={6: 8})
    v = burn(s, 3, SETS3, [(2, 2, "大王 9 9")])
    assert v.burn == "succeeded" and "BURN-4" in v.clauses and "cannot make a burn" in v.message["en"]
    # by position: the opposite 6 and those entitled to burn back (burn_seats = all)
    assert answerers(s.after(PlayAction(3, Play.parse("J J J J J"), burn=True)), 3, 1) == (4, 5, 6, 1, 2)


def test_burn_4_headless_burner_reburns_stay_open():
    """BURN-6 does not close a headless burner's sets to reburns: the verdict still lists who
    may burn them (BURN-1/2 order, the burned player included)."""
    s = situation(TENS, hands={3: HAND3}, finished=(6,))
    v = burn(s, 3, SETS3)
    assert v.burn == "succeeded" and v.burners == (5, 1, 4, 2)
    top = s.after(PlayAction(3, Play.parse("J J J J J"), burn=True))
    assert top.burn_open_to_all() and top.may_beat(2) and top.may_beat(4)
    v = rule(top, 4, "Q Q Q Q Q")                       # the next seat simply beats the set
    assert v.legal and "BURN-4" in v.clauses


def test_burn_4_only_headless_burners_and_local_3_open_a_set_to_all():
    """A plain last set (9 9 9, no gouji play) of a burner with an opposite is not open to all."""
    v = burn(situation(TENS, hands={3: HAND3}), 3, SETS3)
    assert [b.by_position for b in v.burn_sets] == [(4, 5, 6, 1, 2), (4, 5, 6, 1, 2), (6,)]


def test_burn_4_a_set_of_a_burner_with_opposite_is_for_the_opposite_only():
    top = situation(TENS + [(3, "burn:J J J J J")])
    assert not top.burn_open_to_all()
    v = rule(top, 4, "Q Q Q Q Q")
    assert not v.legal and v.reason == "gouji-opposite-only" and v.clauses == ("BURN-4", "GOUJI-2")


# --- BURN-1 v2: 过牌不烧 ---

PASSED = [(1, "9 9 9 9"), (2, None), (3, "J J J J")]
HAND2 = "Q Q Q Q 小王 8 8 5 5"
SETS2 = ["Q Q Q Q", "小王 8 8", "5 5"]


def test_burn_1_turn_4_a_seat_that_passed_may_not_burn():
    v = burn(situation(PASSED, hands={2: HAND2}), 2, SETS2)
    assert not v.legal and v.reason == "burn-not-allowed" and v.burn == "not-allowed"
    assert v.clauses == ("BURN-1", "TURN-4") and "passed earlier in this trick" in v.message["en"]
    assert "过牌不烧" in v.message["zh"]


def test_burn_1_switch_burn_after_pass_allows_it():
    v = burn(situation(PASSED, hands={2: HAND2}, burn_after_pass=True), 2, SETS2)
    assert v.legal and v.burn == "succeeded"


def test_burn_1_burners_leave_out_who_passed():
    assert situation(PASSED).burners() == (5, 1, 4)
    assert situation(PASSED, burn_after_pass=True).burners() == (5, 1, 4, 2)
    v = rule(situation(PASSED[:2]), 3, "J J J J")
    assert v.legal and v.burners == (5, 1, 4)


def test_burn_1_burn_seats_reason_comes_before_the_pass():
    """A seat barred by burn_seats is told so (BURN-1 alone) even if it also passed."""
    v = burn(situation(PASSED, hands={2: HAND2}, burn_seats="between"), 2, SETS2)
    assert v.reason == "burn-not-allowed" and v.clauses == ("BURN-1",)


def test_burn_1_turn_5_a_yield_that_became_a_pass_bars_burning():
    s = situation([(1, "9 9 9 9"), (2, None), (3, None), (4, "yield"), (5, "J J J J")])
    assert s.burners() == (1, 6)       # not 2 (opposite), not 3 and 4 (passed; 4's yield became a pass)


def test_burn_1_reburn_by_a_seat_that_passed_is_no_answer():
    """Under opposite_or_reburn a seat that passed in the trick may not burn back (BURN-1/4)."""
    s = situation(PASSED, hands={4: HAND2})
    v = burn(s, 4, SETS2, [(1, 2, "K K K K")])
    assert v.burn_sets[0].by_position == (5, 6, 1, 3)   # 1: the opposite; 3: the burned player
    assert v.burn == "succeeded" and "has passed in this trick" in v.message["en"]


def test_burn_1_in_the_melee_a_pass_still_bars_burning_second_places_dead_gouji():
    """v3 (TURN-9): the dead gouji play belongs to the last play's trick, so a pass made
    earlier in it bars the burn although the melee has begun (v2: a pass let one play go)."""
    s = situation([(2, "9"), (3, None), (4, None), (5, "2")], finished=(1, 2))
    assert s.burners() == (6,) and burn(s, 3, ["小王", "4"]).burn == "not-allowed"


def test_burn_1_the_game_offers_no_burn_to_a_seat_that_passed():
    """game/state.py asks the shared burn functions: a seat that passed gets no burn decision."""
    hands = {1: "9 9 9 9 4", 2: HAND2, 3: "J J J J 6", 4: "7 7", 5: "6 6", 6: "4 4"}
    for after_pass, offered in ((False, False), (True, True)):
        rules = Rules(burn_after_pass=after_pass, revolution=False)
        g = GameState.new(rules, {k: Hand.parse(v) for k, v in hands.items()}, 1)
        g.apply(PlayAction(1, Play.parse("9 9 9 9")))
        g.apply(Pass(2))
        g.apply(PlayAction(3, Play.parse("J J J J")))
        burns = [a for a in g.legal_actions() + g.out_of_turn_actions() if isinstance(a, Burn)]
        assert (g.is_burn_window() and g.current_player() == 2 and len(burns) == 1) is offered
        if not offered:
            assert g.current_player() == 6 and not burns
            with pytest.raises(Exception):
                g.apply(Burn(2, tuple(Play.parse(x) for x in SETS2)))


# --- TURN-6 v2: a dead play in the melee ends its trick at once ---

MELEE = (1, 4)


def test_turn_6_melee_dead_play_ends_the_trick_and_its_player_leads():
    s = situation([(2, "9 9")], finished=MELEE)
    v = rule(s, 3, "大王 10")
    assert v.legal and v.clauses == ("BEAT-2", "GOUJI-4", "TURN-6") and v.next == 3 and v.responders == ()
    assert "ends at once" in v.message["en"]
    after = s.after(PlayAction(3, Play.parse("大王 10")))
    assert after.is_closed() and after.leader() == 3
    v = rule(after, 5, "大王 大王")
    assert not v.legal and v.reason == "not-your-turn" and v.clauses == ("TURN-6",)
    assert rule(after, 3, "5").clauses == ("TURN-1",)
    assert rule(after, 5, None).reason == "must-lead"


def test_turn_6_melee_dead_lead_ends_the_trick_too():
    v = rule(situation(finished=MELEE), 2, "大王")
    assert v.legal and "TURN-6" in v.clauses and v.next == 2


def test_turn_6_melee_dead_last_play_hands_the_lead_on_by_turn_8():
    s = situation([(2, "9 9")], counts={3: 2}, finished=MELEE)
    v = rule(s, 3, "大王 10")
    assert v.legal and v.next == 5          # seat 3 played out; 4 finished; seat 5 takes over


def test_turn_6_a_play_that_is_not_dead_keeps_the_melee_trick_going():
    v = rule(situation([(2, "9 9")], finished=MELEE), 3, "小王 10")
    assert v.legal and "TURN-6" not in v.clauses and v.next == 5


def test_turn_6_outside_the_melee_a_dead_play_still_waits_for_its_opposite():
    v = rule(situation([(2, "9 9")]), 3, "大王 10")
    assert v.legal and v.next == 6 and v.responders == (6,)


# --- LOCAL-3: big_joker_gouji off ---

RED = Rules.preset("red_joker_open")


def test_local_3_big_joker_plays_are_not_gouji_plays():
    assert is_gouji(Play.parse("大王 3"), Rules()) and not is_gouji(Play.parse("大王 3"), RED)
    assert not is_gouji(Play.parse("大王"), RED) and is_gouji(Play.parse("小王 3"), RED)
    v = rule(situation(preset="red_joker_open"), 1, "大王 8 8")
    assert v.legal and not v.play.gouji and v.clauses == ("TURN-1", "LOCAL-3") and v.burners == ()
    assert v.responders == (2, 3, 4, 5, 6)


def test_local_3_anyone_in_turn_answers_with_two_for_one():
    s = situation([(1, "大王 8 8")], preset="red_joker_open")
    v = rule(s, 2, "大王 大王 9 9")
    assert v.legal and v.clauses == ("BEAT-6", "LOCAL-3") and v.next == 3
    v = rule(situation([(1, "大王 8 8")], preset="two_for_one"), 2, "大王 大王 9 9")
    assert not v.legal and v.reason == "gouji-opposite-only"


def test_local_3_nobody_burns_a_big_joker_play():
    s = situation([(1, "大王 8 8")], preset="red_joker_open", hands={3: "大王 大王 9 9 小王 J J 5 5"})
    v = burn(s, 3, ["大王 大王 9 9", "小王 J J", "5 5"])
    assert v.burn == "not-allowed" and v.clauses == ("BURN-1", "LOCAL-3")


def test_local_3_a_dead_play_that_is_not_gouji_is_closed_by_its_opposite():
    """big_joker_gouji off without two_big_beat_one: 大王 8 8 is no gouji play but still dead
    (BEAT-5): only its opposite acts, to close it (TURN-6)."""
    s = situation([(1, "大王 8 8")], big_joker_gouji=False)
    assert s.to_move() == 4 and s.responders() == (4,) and s.burners() == ()
    v = rule(s, 2, "大王 大王 9")
    assert not v.legal and v.reason == "dead-play" and v.clauses == ("BEAT-5", "TURN-6")


def test_local_3_a_burning_set_with_a_big_joker_is_open_to_all():
    """BURN-4 with LOCAL-3: a burning set that is no gouji play may be answered by anyone."""
    s = situation(TENS, preset="red_joker_open", hands={3: "J J J J J 大王 8 8 9 9 9", 2: "大王 大王 9 9 4 5 6"})
    v = burn(s, 3, ["J J J J J", "大王 8 8", "9 9 9"], [(2, 2, "大王 大王 9 9")])
    assert v.burn == "released" and v.burn_sets[1].by_position == (4, 5, 6, 1, 2)


# --- LOCAL-1: 冲三 ---

CS = Rules.preset("chong_san")


def cs(trick=(), **kw):
    return situation(list(trick), preset="chong_san", **kw)


def test_local_1_a_three_only_as_the_last_play():
    v = rule(cs(hands={1: "3 3 10 10"}), 1, "3 3")
    assert not v.legal and v.reason == "three-not-last" and v.clauses == ("LOCAL-1",) and v.next == 1
    assert rule(cs(hands={1: "3 3"}), 1, "3 3").legal
    assert rule(cs(counts={1: 2}), 1, "3 3").legal
    assert rule(situation(hands={1: "3 3 10 10"}), 1, "3 3").legal          # outline: no such rule


def test_local_1_the_last_play_is_threes_alone():
    for what in ("10 10", "3 3 2", "3 小王"):
        hand = {"10 10": "10 10", "3 3 2": "3 3 2", "3 小王": "3 小王"}[what]
        v = rule(cs(hands={1: hand}), 1, what)
        assert not v.legal and v.reason == "last-not-threes" and v.clauses == ("LOCAL-1",), what
    v = rule(cs([(1, "9 9")], counts={2: 2}), 2, "10 10")
    assert v.reason == "last-not-threes" and v.next == 3                     # PLAY-6: a wrong follow


def test_local_1_unknown_hand_size_is_read_as_not_the_last_play():
    v = rule(cs([(1, "3")]), 2, "4")
    assert v.legal
    v = rule(cs(), 2, "3")
    assert v.reason == "three-not-last"


def test_local_1_burn_last_set_threes():
    s = cs(TENS, hands={3: "J J J J J 小王 8 8 3 3"})
    assert burn(s, 3, ["J J J J J", "小王 8 8", "3 3"]).burn == "succeeded"
    v = burn(s, 3, ["J J J J J", "小王 3 3", "8 8"])
    assert v.burn == "failed" and v.reason == "three-not-last" and v.clauses == ("LOCAL-1", "BURN-3", "BURN-5", "END-2")
    v = burn(cs(TENS, hands={3: HAND3}), 3, SETS3)
    assert v.burn == "failed" and v.reason == "last-not-threes"


def test_local_1_an_answer_holding_a_three_that_is_not_last_is_ignored():
    s = cs(TENS, hands={3: "J J J J J 小王 8 8 3 3", 6: "大王 3 3 K K"})
    v = burn(s, 3, ["J J J J J", "小王 8 8", "3 3"], [(2, 6, "大王 3 3")])
    assert v.burn == "succeeded" and "冲三" in v.message["en"]


def test_local_1_planner_ends_a_burn_on_the_threes():
    plan = plan_burn(Hand.parse("J J J J J 小王 8 8 3 3 2"), Play.parse("10 10 10 10 10"), CS)
    assert plan.possible and [str(p) for p in plan.sets] == ["J J J J J", "8 8 2 小王", "3 3"]
    assert not plan_burn(Hand.parse(HAND3), Play.parse("10 10 10 10 10"), CS).possible


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(4, 14))
def test_local_1_legal_plays_are_exactly_the_judges(seed, size):
    """moves.hand_plays (what the game offers) and the judge agree under 冲三, play by play."""
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    hand = Hand.from_cards(deck[:size])
    s = situation(preset="chong_san", hands={1: str(hand)})
    every = set(hand_plays(hand, Rules()))
    legal = {p for p in every if judge(s, PlayAction(1, p)).legal}
    assert set(hand_plays(hand, CS)) == legal
    assert all((p in LegalPlays(hand, None, CS)) is (p in legal) for p in every)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 100_000))
def test_local_1_every_planned_burn_is_judged_succeeded(seed):
    """BURN-3 with LOCAL-1: the planner's burns end on the 3s and the judge rules them succeeded."""
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    hand = Hand.parse("J J J J J 3 小王").add(Hand.from_cards(deck[:4]))
    top = Play.parse("10 10 10 10 10")
    plan = plan_burn(hand, top, CS)
    if plan.possible:
        s = cs(TENS, hands={3: str(hand)})
        assert burn(s, 3, [str(p) for p in plan.sets]).burn == "succeeded"
        assert plan.sets[-1].rank is not None and str(plan.sets[-1]).split()[0] == "3"
