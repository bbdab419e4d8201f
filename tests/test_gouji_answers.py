"""Who may answer a gouji play: GOUJI-2 .. GOUJI-5 through the judge."""

from gouji_helpers import rule, situation


def test_gouji_2_only_the_opposite_beats_a_gouji_play():
    s = situation([(1, "J J J J")])
    assert s.responders() == (4,) and s.to_move() == 4
    v = rule(s, 2, "Q Q Q Q")
    assert not v.legal and v.reason == "gouji-opposite-only" and v.clauses == ("GOUJI-2",)
    v = rule(s, 4, "Q Q Q Q")
    assert v.legal and v.clauses == ("BEAT-2", "GOUJI-2") and v.responders == (1,)


def test_gouji_2_others_may_pass_harmlessly():
    s = situation([(1, "J J J J")])
    v = rule(s, 2, None)
    assert v.legal and v.next == 4


def test_gouji_2_opposite_keeps_the_right_after_passing():
    s = situation([(1, "8 8"), (2, None), (3, None), (4, None), (5, "K K")])
    # 5's gouji play: only its opposite, seat 2, who passed earlier, may beat it
    assert s.to_move() == 2 and s.responders() == (2,)
    assert rule(s, 2, "A A").legal


def test_gouji_2_duel_until_one_closes():
    s = situation([(1, "K K"), (4, "A A")])
    assert s.to_move() == 1 and rule(s, 1, "2 2").legal
    assert rule(s, 1, None).next == 4


def test_gouji_3_headless_players_plays_are_open_to_all():
    s = situation([(1, "Q Q Q")], finished=(4,))
    assert s.is_headless(1) and s.responders() == (2, 3, 5, 6)
    v = rule(s, 2, "K K K")
    assert v.legal and "GOUJI-3" in v.clauses
    assert s.burners() == ()


def test_gouji_3_headless_player_beats_anyones_gouji_play():
    s = situation([(6, "Q Q Q")], finished=(4,))   # seat 1 is headless
    assert 1 in s.responders()
    v = rule(s, 1, "K K K")
    assert v.legal and "GOUJI-3" in v.clauses


def test_gouji_4_melee_no_gouji_rules():
    s = situation([(1, "Q Q Q")], finished=(2, 5))
    assert s.melee and s.responders() == (3, 4, 6)
    assert rule(s, 3, "K K K").legal
    assert rule(s, 3, "K K K").clauses[-1] == "GOUJI-4"
    assert rule(s, 3, "yield").reason == "cannot-yield"


def test_gouji_4_melee_pass_is_for_one_play_only():
    s = situation([(1, "8 8"), (3, None), (4, "9 9"), (6, None)], finished=(2, 5))
    assert s.to_move() == 1
    s = situation([(1, "8 8"), (3, None), (4, "9 9"), (6, None), (1, None)], finished=(2, 5))
    assert s.to_move() == 3            # 3 passed on 8 8, may still beat 9 9
    assert rule(s, 3, "10 10").legal


def test_gouji_5_a_gouji_play_that_stands_lives():
    s = situation([(1, "K K")])
    v = rule(s, 4, None)
    assert v.legal and v.clauses == ("TURN-6", "GOUJI-5") and "lives" in v.message["en"]
    s = situation([(1, "9 9"), (2, None), (3, None), (4, None), (5, None)])
    assert rule(s, 6, None).clauses == ("TURN-6",)
