"""Turns and tricks through the judge: TURN-1 .. TURN-9 and PLAY-6."""

from gouji_helpers import rule, situation

from gouji_sim import Situation


def test_turn_1_lead_any_valid_play():
    s = Situation.build()
    v = rule(s, 3, "7 7 7")
    assert v.legal and v.clauses == ("TURN-1",) and v.next == 4
    assert v.responders == (4, 5, 6, 1, 2) and v.burners == ()
    v = rule(s, 3, "Q Q Q")
    assert v.clauses == ("TURN-1", "GOUJI-1") and v.play.gouji and v.responders == (6,)


def test_turn_1_lead_must_be_a_play():
    s = Situation.build()
    v = rule(s, 2, None)
    assert not v.legal and v.reason == "must-lead" and v.clauses == ("TURN-1",)
    assert rule(s, 2, "yield").reason == "must-lead"


def test_turn_2_beat_or_pass_in_turn():
    s = situation([(1, "8 8")])
    assert rule(s, 2, "9 9").next == 3
    v = rule(s, 2, None)
    assert v.legal and v.clauses == ("TURN-4",) and v.next == 3


def test_turn_2_top_player_cannot_answer_itself():
    s = situation([(1, "8 8")])
    assert rule(s, 1, "9 9").reason == "own-play"


def test_turn_3_no_jumping_in():
    s = situation([(1, "8 8")])
    v = rule(s, 3, "9 9")
    assert not v.legal and v.reason == "not-your-turn" and v.clauses == ("TURN-3",) and v.next == 2
    assert rule(s, 3, None).reason == "not-your-turn"


def test_turn_3_gouji_opposite_may_answer_out_of_turn():
    # seat 2 is headless (5 finished) so it may act on seat 1's gouji play, but 4 may jump in
    s = situation([(1, "Q Q Q")], finished=(5,))
    assert s.to_move() == 2
    v = rule(s, 4, "K K K")
    assert v.legal and "GOUJI-2" in v.clauses


def test_turn_4_passed_player_is_out_of_the_trick():
    s = situation([(1, "8 8"), (2, None), (3, "9 9"), (4, None), (5, None), (6, None)])
    assert s.to_move() == 1
    s = situation([(1, "8 8"), (2, None), (3, "9 9"), (4, None), (5, None), (6, None), (1, None)])
    assert s.is_closed() and s.to_move() == 3   # 2 passed earlier and 3 is not its opposite
    s = situation([(1, "8 8"), (2, None), (3, None), (4, None), (5, "9 9"), (6, None), (1, None)])
    assert s.to_move() == 2                      # but 5 is 2's opposite
    v = rule(s, 2, "10 10")
    assert v.legal and "TURN-4" in v.clauses


def test_turn_4_passed_player_may_not_play():
    s = situation([(1, "8 8"), (2, None), (3, "9 9"), (4, None), (5, None), (6, None), (1, None)])
    v = rule(s, 2, "10 10")
    assert not v.legal and v.reason in ("passed-this-trick", "not-your-turn")


def test_turn_5_yield():
    s = situation([(1, "8 8"), (2, None), (3, None)])
    v = rule(s, 4, "yield")
    assert v.legal and v.clauses == ("TURN-5",) and v.next == 5
    s = situation([(1, "8 8"), (2, None), (3, None), (4, "yield"), (5, None), (6, None)])
    assert s.to_move() == 4                       # both passed: the yielder plays or closes
    assert rule(s, 4, "9 9").legal
    v = rule(s, 4, None)
    assert v.legal and v.clauses[0] == "TURN-6" and v.next == 1
    s = situation([(1, "8 8"), (2, None), (3, None), (4, "yield"), (5, "9 9"), (6, None), (1, None)])
    assert 4 in s.trick_state.passed and s.to_move() == 2   # a play after the yield: 4 counts as passed


def test_turn_5_yield_only_on_the_opposites_play():
    assert rule(situation([(1, "8 8")]), 2, "yield").reason == "cannot-yield"
    assert rule(situation([(1, "8 8"), (2, "9 9"), (3, None), (4, None)]), 5, "yield").legal
    s = situation([(1, "8 8"), (2, None), (3, None), (4, "yield"), (5, None), (6, None)])
    assert rule(s, 4, "yield").reason == "cannot-yield"


def test_turn_6_close_by_the_opposite():
    s = situation([(1, "10 10 10 10 10")])
    v = rule(s, 4, None)
    assert v.legal and v.clauses[0] == "TURN-6" and v.next == 1
    s = situation([(1, "8 8"), (2, None), (3, None), (4, None), (5, None)])
    v = rule(s, 6, None)
    assert v.legal and v.clauses[0] == "TURN-6" and v.next == 1


def test_turn_6_no_new_lead_before_the_close():
    s = situation([(1, "8 8"), (2, None), (3, None)])
    assert not s.is_closed()
    assert rule(s, 1, "5").reason == "own-play"


def test_turn_6_dead_play_must_be_closed():
    s = situation([(1, "大王 9 9")])
    assert s.responders() == (4,) and s.to_move() == 4
    v = rule(s, 4, "大王 10 10")
    assert not v.legal and v.reason == "dead-play" and v.clauses == ("BEAT-5", "PLAY-6")
    assert v.turn == "passes-on" and v.next == 1     # PLAY-6: its cards go back, the trick closes
    assert rule(s, 4, "yield").reason == "cannot-yield"
    v = rule(s, 4, None)
    assert v.legal and v.next == 1


def test_turn_7_count_shown_with_ten_or_fewer():
    s = situation(counts={2: 10, 3: 11}, hands={4: "3 3 3"})
    assert [s.shown_count(x) for x in (2, 3, 4, 5)] == [10, None, 3, None]


def test_turn_8_taking_over_after_a_last_play():
    s = situation([(1, "K"), (2, None), (3, None)], finished=(1,))
    v = rule(s, 4, "A")
    assert v.legal and "TURN-9" not in v.clauses   # a plain answer: no dead gouji
    s = situation([(1, "K"), (2, None), (3, None), (4, None), (5, None)], finished=(1,))
    v = rule(s, 6, None)
    assert v.legal and v.clauses[:2] == ("TURN-6", "TURN-8") and v.next == 2


def test_turn_9_dead_gouji():
    s = situation([(1, "9"), (2, None), (3, None)], finished=(1,))
    v = rule(s, 4, "2")
    assert v.legal and v.clauses == ("TURN-9",) and v.responders == () and v.next == 4
    # teammates first, each group in turn order from seat 4; 2 and 3 passed: 过牌不烧 (BURN-1 v2)
    assert v.burners == (6, 5)
    s = situation([(1, "9"), (2, None), (3, None), (4, "2")], finished=(1,))
    assert rule(s, 5, "小王").reason == "dead-gouji-burn-only"


def test_play_6_wrong_follow_loses_the_turn():
    s = situation([(1, "8 8")])
    v = rule(s, 2, "7 7")
    assert not v.legal and v.next == 3
    v = rule(s, 3, "7 7")      # out of turn: the turn stays where it was
    assert v.next == 2
