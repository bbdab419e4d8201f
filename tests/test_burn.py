"""Burning: BURN-1 .. BURN-6, the outcomes, and the planner."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from gouji_helpers import burn, rule, situation

from gouji_sim import Burn, Hand, Play, PlayAction, Rules, judge, plan_burn
from gouji_sim.core.cards import full_deck

GOUJI = [(1, "10 10 10 10 10")]
HAND3 = "J J J J J 小王 8 8 9 9 9"


def test_burn_1_who_may_burn_all():
    s = situation(GOUJI)
    assert s.burners() == (3, 5, 2, 6)          # everyone but the opposite, teammates first (BURN-2)


def test_burn_1_between_and_opponents():
    assert situation(GOUJI, burn_seats="between").burners() == (3, 2)
    assert situation(GOUJI, preset="no_team_burn").burners() == (2, 6)


def test_burn_1_opposite_and_owner_may_not_burn():
    s = situation(GOUJI)
    v = burn(s, 4, ["J J J J J"])
    assert not v.legal and v.burn == "not-allowed" and v.reason == "burn-not-allowed"
    assert burn(s, 1, ["J J J J J"]).burn == "not-allowed"


def test_burn_1_only_gouji_plays_are_burned():
    v = burn(situation([(1, "9 9 9")]), 3, ["10 10 10"])
    assert v.burn == "not-allowed" and "GOUJI-1" in v.clauses


def test_burn_2_priority_teammates_first():
    s = situation([(2, "K K")])
    assert s.burners() == (4, 6, 3, 1)


def test_burn_3_succeeded():
    s = situation(GOUJI, hands={3: HAND3})
    v = burn(s, 3, ["J J J J J", "小王 8 8", "9 9 9"])
    assert v.legal and v.burn == "succeeded" and v.clauses[:2] == ("BURN-3", "BURN-5")
    assert [b.jokers for b in v.burn_sets] == [0, 1, 0]
    assert v.play.base == "J" and v.play.gouji


def test_burn_3_first_set_must_beat():
    v = burn(situation(GOUJI), 3, ["9 9 9 9 9", "小王 8 8"])
    assert not v.legal and v.burn == "failed" and v.reason == "burn-first-must-beat"
    assert "BURN-5" in v.clauses


def test_burn_3_middle_sets_need_a_joker():
    v = burn(situation(GOUJI), 3, ["J J J J J", "8 8", "9 9 9"])
    assert not v.legal and v.burn == "failed" and v.reason == "burn-set-needs-joker"
    assert "2" in v.message["en"] and "8 8" in v.message["zh"]


def test_burn_3_rest_as_one_play():
    v = burn(situation(GOUJI, hands={3: "J J J J J 8 8 2 小王"}), 3, ["J J J J J", "8 8 2 小王"])
    assert v.burn == "succeeded"


def test_burn_3_must_play_out_the_known_hand():
    v = burn(situation(GOUJI, hands={3: HAND3 + " K"}), 3, ["J J J J J", "小王 8 8", "9 9 9"])
    assert not v.legal and v.reason == "burn-incomplete" and v.burn == "failed"


def test_burn_3_against_small_joker_needs_big_jokers():
    s = situation([(1, "小王 10 10")])
    assert burn(s, 3, ["小王 J J", "9"]).reason == "burn-first-must-beat"
    assert burn(s, 3, ["大王 J J", "9"]).burn == "succeeded"


def test_burn_3_big_joker_play_only_with_beat_6():
    s = situation([(1, "大王 10 10")])
    assert burn(s, 3, ["大王 J J", "9"]).burn == "failed"
    s = situation([(1, "大王 10 10")], preset="two_for_one")
    assert burn(s, 3, ["大王 大王 J J", "9"]).burn == "succeeded"


def test_burn_4_release_by_the_burners_opposite():
    s = situation(GOUJI, hands={3: HAND3})
    v = burn(s, 3, ["J J J J J", "小王 8 8", "9 9 9"], [(2, 6, "大王 Q Q")])
    assert v.legal and v.burn == "released" and v.clauses == ("BURN-4",)
    assert v.burn_sets[1].answered_by == 6 and v.next == 3


def test_burn_4_release_switch():
    # seat 2 may not burn under no_team_burn... but here the burner is 3: 2 is its opponent
    base = dict(hands={3: HAND3}, burn_seats="between")
    sets = ["J J J J J", "小王 8 8", "9 9 9"]
    s = situation(GOUJI, **base)
    v = burn(s, 3, sets, [(2, 2, "大王 Q Q")])     # seat 2 is not between 3 and 6: no release
    assert v.burn == "succeeded"
    assert burn(s, 3, sets, [(2, 1, "大王 Q Q")]).burn == "released"   # the burned player burns back
    s = situation(GOUJI, burn_release="anyone", **base)
    assert burn(s, 3, sets, [(2, 2, "大王 Q Q")]).burn == "released"


def test_burn_4_answer_must_beat_the_set():
    s = situation(GOUJI, hands={3: HAND3})
    v = burn(s, 3, ["J J J J J", "小王 8 8", "9 9 9"], [(2, 6, "小王 Q Q")])
    assert v.burn == "succeeded"


def test_burn_5_outcomes_and_messages():
    s = situation(GOUJI, hands={3: HAND3})
    ok = burn(s, 3, ["J J J J J", "小王 8 8", "9 9 9"])
    assert "烧牌成功" in ok.message["zh"] and "succeeded" in ok.message["en"]
    bad = burn(s, 3, ["J J J J J", "8 8", "小王 9 9 9"])
    assert "烧糊" in bad.message["zh"] and "places last" in bad.message["en"]


def test_burn_6_no_burn_against_headless_or_in_melee():
    v = burn(situation(GOUJI, finished=(4,)), 3, ["J J J J J"])
    assert v.burn == "not-allowed" and "BURN-6" in v.clauses
    v = burn(situation(GOUJI, finished=(5, 6)), 3, ["J J J J J"])
    assert v.burn == "not-allowed" and "GOUJI-4" in v.clauses


def test_burn_6_dead_gouji_may_be_burned():
    s = situation([(1, "9"), (2, None), (3, None), (4, "2")], finished=(1,))
    v = burn(s, 5, ["小王", "3"])
    assert v.burn == "succeeded"


def test_planner_yes_and_no():
    plan = plan_burn(Hand.parse(HAND3), Play.parse("10 10 10 10 10"), Rules())
    assert plan.possible and len(plan.sets) == 3
    plan = plan_burn(Hand.parse("J J J J J 8 8 9 9 9 K"), Play.parse("10 10 10 10 10"), Rules())
    assert not plan.possible and (plan.jokers_needed, plan.jokers_held) == (2, 0)
    plan = plan_burn(Hand.parse("9 9 9 9 9"), Play.parse("10 10 10 10 10"), Rules())
    assert not plan.possible and "first set" in plan.message["en"]


def test_planner_low_cards_without_jokers_on_low():
    r = Rules(jokers_on_low=False)
    plan = plan_burn(Hand.parse("J J J J J 3 3 4 4 小王"), Play.parse("10 10 10 10 10"), r)
    assert not plan.possible
    plan = plan_burn(Hand.parse("J J J J J 3 3 5 小王"), Play.parse("10 10 10 10 10"), r)
    assert plan.possible and str(plan.sets[-1]) == "3 3"


def _hands(seed: int, n: int):
    rng = random.Random(seed)
    deck = full_deck()
    for _ in range(n):
        rng.shuffle(deck)
        k = rng.randint(6, 14)
        yield Hand.from_cards(deck[:k])


TOPS = [Play.parse(t) for t in ("10 10 10 10 10", "K K", "Q Q Q", "2", "小王 J J", "A A")]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(TOPS))
def test_planner_yes_is_accepted_by_the_judge(seed, top):
    hand = next(_hands(seed, 1))
    plan = plan_burn(hand, top, Rules())
    s = situation([(1, str(top))], hands={3: str(hand)})
    if plan.possible:
        v = judge(s, Burn(3, plan.sets))
        assert v.legal and v.burn == "succeeded", (hand, plan.sets, v.message["en"])


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(TOPS))
def test_planner_no_means_no_random_sequence_succeeds(seed, top):
    hand = next(_hands(seed, 1))
    plan = plan_burn(hand, top, Rules())
    if plan.possible:
        return
    s = situation([(1, str(top))], hands={3: str(hand)})
    rng = random.Random(seed)
    for _ in range(30):
        sets = _random_partition(hand, rng)
        if sets:
            assert judge(s, Burn(3, tuple(sets))).burn != "succeeded", sets


def _random_partition(hand: Hand, rng: random.Random) -> list[Play]:
    """Split a hand into random valid plays (one natural rank each, twos/jokers spread)."""
    cards = list(hand)
    rng.shuffle(cards)
    groups: dict[object, list] = {}
    extras = []
    for c in cards:
        (groups.setdefault(c, []) if c.is_natural else extras).append(c)
    piles = list(groups.values()) or [[]]
    for c in extras:
        if rng.random() < 0.2 or not piles[0]:
            piles.append([c])
        else:
            rng.choice(piles).append(c)
    rng.shuffle(piles)
    return [Play.from_hand(Hand.from_cards(p)) for p in piles if p]


def test_burn_4_a_reburn_needs_a_hand_that_can_burn():
    # seat 2 beats set 2 but could never play out its hand as a burn: no release under outline
    hands = {3: HAND3, 2: "大王 K K 3 4 5 6 7"}
    sets = ["J J J J J", "小王 8 8", "9 9 9"]
    v = burn(situation(GOUJI, hands=hands), 3, sets, [(2, 2, "大王 K K")])
    assert v.burn == "succeeded" and "BURN-4" in v.clauses and "cannot make a burn" in v.message["en"]
    v = burn(situation(GOUJI, hands=hands, burn_release="anyone"), 3, sets, [(2, 2, "大王 K K")])
    assert v.burn == "released"


def test_burn_4_answer_after_the_last_set_is_too_late():
    v = burn(situation(GOUJI, hands={3: HAND3}), 3, ["J J J J J", "小王 8 8", "9 9 9"], [(3, 6, "10 10 10")])
    assert v.burn == "succeeded" and "played out" in v.message["en"]


def test_burn_6_second_places_dead_gouji_may_be_burned_in_the_melee():
    s = situation([(2, "9"), (3, None), (4, None)], finished=(1, 2))
    v = rule(s, 5, "2")
    assert v.legal and v.clauses == ("TURN-9",) and v.burners
    s = situation([(2, "9"), (3, None), (4, None), (5, "2")], finished=(1, 2))
    assert burn(s, 6, ["小王", "4"]).burn == "succeeded"
    # v3 (TURN-9): the dead gouji play belongs to the last play's trick, so seat 3, which
    # passed in it, may not burn it although the melee has begun (过牌不烧, BURN-1)
    # (v5: TURN-9's bar decides it first, under every switch)
    v = burn(s, 3, ["小王", "4"])
    assert v.burn == "not-allowed" and v.clauses == ("TURN-9", "BURN-1", "TURN-4")


def test_burning_sets_inside_a_trick():
    s = situation([(1, "10 10 10 10 10"), (3, "burn:J J J J J")])

    v = rule(s, 2, "Q Q Q Q Q")
    assert not v.legal and v.clauses[0] == "BURN-4" and v.next == 6
    v = rule(s, 6, "Q Q Q Q Q")
    assert v.legal and "BURN-4" in v.clauses


def test_burn_5_a_burn_is_over_once_the_burner_has_played_out():
    s = situation([(1, "10 10 10 10 10"), (3, "burn:J J J J J"), (3, "burn:9 9 9 小王"), (3, "burn:8 8")],
                  finished=(3,))
    assert s.trick_state.burner is None
    v = rule(s, 4, "Q Q")
    assert v.legal and "BURN-4" not in v.clauses


def test_burn_with_cards_not_held_is_not_allowed():
    s = situation(GOUJI, hands={2: "3 4"})
    v = judge(s, Burn(2, (Play.parse("J J J J J"),)))
    assert not v.legal and v.burn == "not-allowed" and v.reason == "not-in-hand"


def test_sitting_out_makes_the_opposite_headless():

    s = situation(out=[4])
    assert not s.is_active(4) and s.is_headless(1)
    s = s.after(PlayAction(1, Play.parse("Q Q Q")))
    assert s.responders() == (2, 3, 5, 6) and s.burners() == ()


def test_a_refused_answer_to_a_burning_set_says_why():
    """The game's ruling on an answer it refuses names the burn judge's reason and clauses:
    a set holding a big joker is dead (BEAT-5); a seat the burn rules do not entitle (BURN-4)."""
    from gouji_sim.core.actions import Response
    from gouji_sim.core.burn import response_fault
    from gouji_sim.game.burns import BurnInProgress, judge_answer
    from gouji_sim.core.situation import Situation
    hands = {1: Hand.parse("大王 A A 4 4"), 2: Hand.parse("5 6"), 3: Hand.parse("5 6"),
             4: Hand.parse("2 2 2 7"), 5: Hand.parse("5 6"), 6: Hand.parse("5 6")}
    s = Situation.build(hands=hands, trick=[PlayAction(6, Play.parse("K K K"))])
    sets = (Play.parse("大王 A A"), Play.parse("4 4"))
    b = BurnInProgress(1, 6, sets, s)
    dead = judge_answer(b, 1, PlayAction(4, Play.parse("2 2 2")))
    assert not dead.legal and dead.reason == "cannot-answer" and dead.clauses == ("BURN-4", "BEAT-5")
    assert "nothing beats it" in dead.message["en"] and "死牌" in dead.message["zh"]
    assert "with that" not in dead.message["en"]
    mine = judge_answer(b, 1, PlayAction(1, Play.parse("4 4")))           # the burner itself
    assert not mine.legal and "BURN-4" in mine.clauses
    assert response_fault(s, Burn(1, sets), Response(1, 1, Play.parse("4 4"))).message == \
        {lang: mine.message[lang].split(": ", 1)[1] if lang == "en" else mine.message[lang].split("：", 1)[1]
         for lang in ("zh", "en")}
    late = response_fault(s, Burn(1, sets), Response(2, 4, Play.parse("2 2 2")))
    assert late.clauses == ("BURN-4", "BURN-5")                         # after the last set
