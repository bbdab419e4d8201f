"""The hand's state machine: start decisions, turns, burns step by step, failures, places."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from gouji_sim.game.codec import encode
from gouji_sim.game.history import format1_actions
from gouji_sim.game.outcome import Outcome
from gouji_sim import Burn, Hand, IllegalActionError, Pass, Play, PlayAction, Rules
from gouji_sim.core.burn import plan_burn
from gouji_sim.game import Decline, GameState, Meld, Redeal, Revolution
from gouji_sim.game.deal import deal, first_leader, hands_of, is_poor
from gouji_sim.game.state import ANSWER, BURN, MELD, OVER, PLAY, START, may_burn
from gouji_sim.core.table import SEATS, same_team

P = Play.parse
LOW = "3 3 4 5"          # a hand that can neither burn nor answer anything here


def new(hands: dict[int, str], leader: int = 1, rules: Rules | None = None, **kw) -> GameState:
    return GameState.new(rules or Rules(), {s: Hand.parse(h) for s, h in hands.items()}, leader, **kw)


def table(**seats: str) -> dict[int, str]:
    """Six hands: the given seats (``s2="…"``), a low hand with a two for the rest."""
    return {s: seats.get(f"s{s}", LOW + " 2") for s in SEATS}


def play_out(state: GameState, rng: random.Random) -> None:
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))


# --- the basic interface ---

def test_a_fresh_hand_starts_with_its_leader_and_lists_leads_only():
    state = new(table(s3="9 9 K 2"), leader=3)
    assert state.in_ordinary_turns() and state.current_player() == 3
    acts = state.legal_actions()
    assert PlayAction(3, P("9 9")) in acts and not any(isinstance(a, Pass) for a in acts)
    assert all(a.seat == 3 for a in acts)


def test_checked_apply_raises_with_the_judges_verdict():
    state = new(table(s1="9 9 K 2"))
    with pytest.raises(IllegalActionError) as err:
        state.apply(PlayAction(2, P("3")))
    assert err.value.verdict.reason == "not-your-turn"
    state.apply(PlayAction(1, P("9 9")))
    with pytest.raises(IllegalActionError) as err:
        state.apply(PlayAction(2, P("3 3")))
    assert err.value.verdict.reason == "not-higher"
    assert state.current_player() == 2          # nothing changed


def test_push_is_unchecked_and_clone_is_independent():
    state = new(table(s1="9 9 K 2"))
    copy = state.clone()
    copy.push(P("9 9"))
    assert copy.current_player() == 2 and state.current_player() == 1
    assert copy.history == (PlayAction(1, P("9 9")),) and state.history == ()
    assert state.hand(1) == Hand.parse("9 9 K 2")


def test_a_trick_closes_on_the_opposites_pass_and_the_top_player_leads():
    state = new(table(s1="9 9 K 2"))
    state.apply(P("9 9"))
    while state.current_player() != 1:
        state.apply(Pass(state.current_player()))
    assert state.legal_actions()[0].seat == 1 and state.sit.is_closed()


def test_every_listed_action_is_judged_legal_along_a_random_hand():
    rng = random.Random(4)
    d = deal(216, rng)
    state = GameState.new(Rules(), hands_of(d), first_leader(d))
    while not state.is_over():
        acts = state.legal_actions()
        assert acts
        for a in acts[:40]:
            assert state.judge(a).legal, a
        state.apply(rng.choice(acts))
    assert sorted(state.places()) == list(SEATS)


# --- burns ---

BURNER = "J J J J J 小王 8 8 9 9 9"


def test_a_burn_window_opens_after_a_gouji_play_and_a_burn_can_succeed():
    state = new(table(s1="10 10 10 10 10 3 2", s2=BURNER))
    state.apply(P("10 10 10 10 10"))
    assert state.is_burn_window() and state.current_player() == 2
    plan = plan_burn(Hand.parse(BURNER), P("10 10 10 10 10"), Rules()).sets
    assert Burn(2, plan) in state.legal_actions() and Decline(2) in state.legal_actions()
    v = state.apply(Burn(2, plan))
    assert v.burn == "succeeded"
    assert state.sit.finished == (2,) and state.counters[13] == 1     # BURNS_SUCCEEDED
    assert [e for e in state.history if isinstance(e, PlayAction) and e.burn] == [
        PlayAction(2, p, burn=True) for p in plan]
    burn_entries = [e for e in format1_actions(state.history) if e.get("burn")]     # the older form
    assert [e["play"] for e in burn_entries] == [str(p) for p in plan]
    assert burn_entries[0]["plan"] == [str(p) for p in plan]


def test_declining_a_burn_goes_back_to_ordinary_turns():
    state = new(table(s1="10 10 10 10 10 3 2", s2=BURNER))
    state.apply(P("10 10 10 10 10"))
    state.apply(Decline(2))
    assert state.in_ordinary_turns() and state.current_player() == 4   # the opposite


def test_the_burners_opposite_can_answer_a_set_and_release_the_burn():
    state = new(table(s1="10 10 10 10 10 3 2", s2=BURNER, s5="Q Q Q 大王 5"))
    state.apply(P("10 10 10 10 10"))
    state.apply(Burn(2, plan_burn(Hand.parse(BURNER), P("10 10 10 10 10"), Rules()).sets))
    assert state.is_answer_window() and state.current_player() == 5
    with pytest.raises(IllegalActionError) as err:
        state.apply(PlayAction(5, P("5")))
    assert err.value.verdict.reason == "cannot-answer"
    v = state.apply(PlayAction(5, P("Q Q Q 大王")))
    assert v.burn == "released" and state.burn is None
    assert state.counters[14] == 1                                     # BURNS_RELEASED
    assert 2 not in state.sit.finished and state.sit.trick_state.top_seat == 5


def test_declined_answers_let_the_burn_play_on():
    state = new(table(s1="10 10 10 10 10 3 2", s2=BURNER, s5="Q Q Q 大王 5"))
    state.apply(P("10 10 10 10 10"))
    state.apply(Burn(2, plan_burn(Hand.parse(BURNER), P("10 10 10 10 10"), Rules()).sets))
    state.apply(Decline(5))
    assert state.sit.finished == (2,) and (state.in_ordinary_turns() or state.is_burn_window())


def test_a_failed_burn_places_the_burner_last_and_it_stops_playing():
    state = new(table(s1="10 10 10 10 10 3 2", s6="J J J J J 8 8 9 9 9 2"))
    state.apply(P("10 10 10 10 10"))
    assert state.in_ordinary_turns()                  # nobody can burn by its cards: no window
    v = state.apply(Burn(6, (P("J J J J J"), P("9 9 9"), P("8 8 2"))))
    assert not v.legal and v.burn == "failed"
    assert state.penalized == (6,) and not state.sit.is_active(6) and state.sit.is_headless(3)
    play_out(state, random.Random(1))
    assert state.places()[-1] == 6


def test_a_burn_the_judge_does_not_allow_raises():
    state = new(table(s1="10 10 10 10 10 3 2", s4=BURNER))
    state.apply(P("10 10 10 10 10"))
    with pytest.raises(IllegalActionError) as err:       # the opposite beats; it does not burn
        state.apply(Burn(4, plan_burn(Hand.parse(BURNER), P("10 10 10 10 10"), Rules()).sets))
    assert err.value.verdict.burn == "not-allowed"


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.integers(0, 14), min_size=1, max_size=36), st.sampled_from(
    ["10 10 10 10 10", "J J J J", "Q Q Q", "K K", "2", "小王 9", "A A 2"]))
def test_the_quick_burn_filter_never_hides_a_possible_burn(ranks, top):
    hand = Hand.from_cards([__import__("gouji_sim").Rank(r + 3) for r in ranks])
    for rules in (Rules(), Rules(jokers_on_low=False), Rules(two_big_beat_one=True)):
        if plan_burn(hand, P(top), rules).possible:
            assert may_burn(hand)


# --- start of the hand ---

def test_a_poor_hand_decides_first_and_a_revolutionary_sits_out():
    state = new(table(s2="5 6 7 8 9 J"), leader=1)
    assert is_poor(Hand.parse("5 6 7 8 9 J"))
    assert state.awaits_redeal_or_revolution() and state.current_player() == 2
    assert set(state.legal_actions()) == {Decline(2), Revolution(2)}
    state.apply(Revolution(2))
    assert state.in_ordinary_turns() and state.revolutionary == 2
    assert not state.sit.is_active(2) and state.sit.is_headless(5)
    play_out(state, random.Random(2))
    places = state.places()
    assert sorted(places) == list(SEATS)
    mates = same_team(places[0], 2) and same_team(places[1], 2)
    assert places.index(2) == (2 if mates else 3)
    assert state.history[0] == Revolution(2) and "revolution" in format1_actions(state.history)[0]


def test_two_revolutionaries_and_a_redeal_end_the_deal():
    state = new(table(s2="5 6", s4="7 8"), first_deal=True)
    assert Redeal(2) in state.legal_actions()
    state.apply(Revolution(2))
    state.apply(Revolution(4))
    assert state.is_over() and state.redeal == 0 and state.places() is None
    assert state.outcome() == Outcome("abandoned")           # START-4: by the rules, nobody asked
    state = new(table(s2="5 6"), first_deal=True)
    state.apply(Redeal(2))
    assert state.redeal == 2 and state.outcome() == Outcome("redeal", redealer=2)     # START-1
    state = new(table(s2="5 6"))                  # not the first deal: no redeal
    with pytest.raises(IllegalActionError):
        state.apply(Redeal(2))


def test_a_meld_takes_the_low_cards_out_of_every_hand():
    state = new(table(s1="3 3 4 9 2"), rules=Rules(meld_low=True))
    assert state.awaits_meld() and state.current_player() == 1
    state.apply(Meld(1, (3,)))
    assert all(state.hand(s)[__import__("gouji_sim").Rank.THREE] == 0 for s in SEATS)
    assert state.hand(1) == Hand.parse("4 9 2") and encode(state.history[0]) == {"seat": 1, "meld": "3"}


def test_the_leader_passes_to_the_next_seat_when_it_revolts():
    state = new(table(s1="5 6 7"), leader=1)
    state.apply(Revolution(1))
    assert state.current_player() == 2


def test_the_hand_ends_when_one_seat_is_left_with_six_places():
    rng = random.Random(9)
    d = deal(216, rng)
    state = GameState.new(Rules(), hands_of(d), first_leader(d), log=False)
    while not state.is_over():
        state.push(rng.choice(state.choices()))
    assert state.is_over() and len(set(state.places())) == 6
    assert state.current_player() is None and state.legal_actions() == []
    r = state.returns()     # each team's recorded score, the outline's positive only (SCORE-3)
    assert set(r[0::2]) == {r[0]} and set(r[1::2]) == {r[1]} and min(r[0], r[1]) == 0


def test_a_dead_gouji_play_opens_a_burn_window_and_can_be_burned():
    hands = {1: "2 2", 2: "3 3 4 2", 3: "3 3 5 2", 4: "小王 小王 5 6 2", 5: "大王 大王 8 8 小王 9 9 9",
             6: "3 4 4 2"}
    state = new(hands)
    state.apply(P("2 2"))                       # seat 1 plays out: first place
    state.apply(Decline(5))
    assert state.sit.finished == (1,) and state.current_player() == 4
    v = state.apply(P("小王 小王"))            # TURN-9: the opposite's dead gouji play
    assert v.clauses == ("TURN-9",) and state.is_burn_window() and state.current_player() == 5
    burn = next(a for a in state.legal_actions() if isinstance(a, Burn))
    assert state.apply(burn).burn == "succeeded"
    assert state.sit.finished == (1, 5) and state.sit.melee
    play_out(state, random.Random(3))
    assert state.places()[:2] == (1, 5)


def test_describe_shows_the_phase_the_hands_and_the_trick():
    state = new(table(s1="9 9 K 2"))
    state.apply(P("9 9"))
    text_en, text_zh = state.describe("en"), state.describe("zh")
    assert "seat 2 to act" in text_en and "1:9 9" in text_en and "轮到座位 2" in text_zh
