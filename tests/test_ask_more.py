"""The ask-more audit (issue 45): questions typed as players type them, read where they were
not before — and never ruled on a guess the answer does not show; a points question with no
places offers the score panel; the game floor names the clauses of its own hand rulings
(SCORE-*, TRIB-*, START-2) and the reader of hand questions asks it for them."""

from __future__ import annotations

import json

import pytest

from gouji_sim.game.answers import AskError, ask
from gouji_sim.cli.ask_command import answer_of
from gouji_sim.game.hand_start import Previous, lead_grounds
from gouji_sim.game.points import opening_grounds
from gouji_sim.game.scoring import score, score_grounds
from gouji_sim.game.tribute import Payment, tribute_grounds
from gouji_sim.core.gouji import gouji_grounds
from gouji_sim.game.hand_talk import hand_question
from gouji_sim.core.play import Play
from gouji_sim.core.rules import Rules
from gouji_sim.game.table_words import relaxed
from gouji_sim.view.lab_line import ask as lab_ask


# --- wrong answers on first reading, now right (each failed before its mend) ---

def test_everyone_passing_after_a_last_play_is_the_others_not_the_finisher():
    """TURN-8: seat 3 went out on four jacks and the others passed: seat 4 takes over (was 6:
    "都不要" was read as seat 3 passing on its own play)."""
    a = ask("座位3最后一手四个J出完了，都不要，谁接风")
    assert (a.kind, a.answer) == ("who-next", 4) and "TURN-8" in a.clauses
    assert any("座位6" in x or "6" in x for x in a.assumed)      # the others named in what was assumed


def test_the_next_two_are_the_seats_after_the_play_in_seat_order():
    """GOUJI-2, TURN-3: after seat 6's three queens "the next two" are seats 1 and 2, not seat 3
    (the opposite, whom the floor's turn walk reaches first on a gouji play)."""
    a = ask("Seat 6 leads three queens and the next two pass. Can seat 3 beat it with three kings?")
    assert a.answer is True and a.understood.startswith("seat 6 leads three Qs, seat 1 passes, seat 2 passes")


def test_a_trick_said_before_who_goes_first_is_asked_of_that_trick():
    """TURN-6: "谁先走" after a trick is who leads next, not who leads a hand (START-2)."""
    a = ask("座位1出了三个8，大家都不要，谁先走")
    assert (a.kind, a.answer) == ("who-next", 1)


@pytest.mark.parametrize("question, answer", [
    ("没人亮3，谁先出", 1),                                        # START-2: fewer than two of one suit: seat 1
    ("Nobody shows two 3s of one suit. Who leads first?", 1),
    ("座位2亮了三张红桃3，座位6也亮了三张黑桃3，谁先出", 2),        # v5: a tie goes to seat 2, both read
    ("座位6亮了三张红桃3，座位2也亮了两张黑桃3，谁先出", 6),
])
def test_who_leads_a_hand_by_the_3s_shown_or_none(question, answer):
    a = ask(question)
    assert (a.kind, a.answer, a.clauses) == ("lead", answer, ("START-2",))


def test_both_showings_are_in_what_was_understood():
    assert ask("座位2亮了三张红桃3，座位6也亮了三张黑桃3，谁先出").understood == "座位2亮 3 张♥3，座位6亮 3 张♠3，谁先出？"


@pytest.mark.parametrize("question, answer", [
    ("What if 2 players revolt?", "redeal"),                     # START-4
    ("Can I revolt with one joker and no 2s?", False),           # START-4: a joker held
    ("我有俩小鬼，一张2都没有，能革命吗", False),
])
def test_revolution_as_asked(question, answer):
    a = ask(question)
    assert (a.kind, a.answer) == ("revolution", answer)


def test_the_second_last_player_gives_one_tribute_card():
    """TRIB-1: 5th place gives 2nd one card (was: 6th place's two)."""
    assert ask("how many tribute cards does the second-last player give?", rules=Rules(tribute=True)).answer == 1


# --- not read on first reading, now read ---

@pytest.mark.parametrize("question, seen", [
    ("Can seat 2 beat seat 1's three 9s with three 10s?", "seat 1 leads three 9s, seat 2 beats three 10s."),
    ("With five jacks, can seat 4 beat seat 1's five tens?", "seat 1 leads five 10s, seat 4 beats five Js."),
    ("Can seat 3 play a pair of kings on top of seat 2's pair of queens?", "seat 2 leads two Qs, seat 3 beats two Ks."),
    ("After seat 1's four jacks, may seat 2 burn?", "seat 1 leads four Js, may seat 2 burn?"),
])
def test_a_possessive_play_is_said_first(question, seen):
    a = ask(question)
    assert a.answer is True and a.understood == seen


def test_relaxed_leaves_chinese_and_plain_english_alone():
    for said in ("上家出了五个10，我能烧吗", "seat 1 leads five 10s, who may beat it?"):
        assert relaxed(said) == said
    assert relaxed("What if seat 2 leads a big joker? Who can beat it") == "seat 2 leads a big joker, Who can beat it"


@pytest.mark.parametrize("question, kind, answer", [
    ("上家出了一对9，我要得起吗", "may-beat", True),
    ("座位2出TTTTT，座位5出JJJJJ行吗", "play", True),
    ("seat 1 leads 5 Ts, seat 4 passes. Can seat 5 still burn?", "may-burn", False),
    ("要是对头出了三个2，我拿仨小王压得住不", "play", True),
    ("seat 2 went out on four jacks and everyone passed. who takes over?", "who-next", 3),
    ("我们头科二科四科，得几个点", "score", 6),
    ("What if seat 2 leads a big joker? Who can beat it", "who-beat", []),
])
def test_read_now(question, kind, answer):
    got = answer_of(question)
    assert got["ok"] is True and (got["kind"], got["answer"]) == (kind, answer)


def test_tribute_asked_as_jin_ji_zhang():
    assert answer_of("大落要给头科进几张", rules=Rules(tribute=True))["answer"] == 2


# --- is it a gouji play (GOUJI-1) ---

@pytest.mark.parametrize("question, rules, answer, clauses", [
    ("三个Q算够级吗", Rules(), True, ("GOUJI-1",)),
    ("四个10够不够级", Rules(), False, ("GOUJI-1",)),
    ("三个9算不算够级", Rules(), False, ("GOUJI-1",)),
    ("K 2 是够级吗", Rules(), True, ("GOUJI-1", "PLAY-3")),
    ("单2算够级吗", Rules.preset("laotou"), False, ("GOUJI-1",)),
    ("is a big joker and two 8s a gouji play?", Rules.preset("red_joker_open"), False, ("GOUJI-1", "LOCAL-3")),
])
def test_whether_cards_are_a_gouji_play(question, rules, answer, clauses):
    a = ask(question, rules=rules)
    assert (a.kind, a.answer, a.clauses) == ("gouji", answer, clauses)


def test_gouji_grounds_name_the_clauses():
    assert gouji_grounds(Play.parse("Q Q Q"), Rules()) == ("GOUJI-1",)
    assert gouji_grounds(Play.parse("大王 8 8"), Rules(big_joker_gouji=False)) == ("GOUJI-1", "LOCAL-3")


# --- a points question with no places: the score panel, to fill in ---

@pytest.mark.parametrize("question", ["我们记几分？", "how many points do we get?"])
def test_a_points_question_with_no_places_offers_the_score_panel(question):
    got = answer_of(question)
    assert got["ok"] is False and "名次" in got["missing"]["zh"]
    assert got["panel"] == {"panel": "score", "state": {"places": [1, 2, 3, 4, 5, 6],
                                                         "rules": {"preset": "outline", "switches": {}},
                                                         "grand_slam": False}}
    with pytest.raises(AskError) as err:
        ask(question)
    assert err.value.panel is not None and err.value.panel["panel"] == "score"


def test_the_lab_opens_the_score_panel_for_a_points_question_with_no_places():
    out = json.loads(lab_ask(json.dumps({"text": "我们记几分？"})))
    assert out["ok"] is False and out["unread"] is True
    panel = out["reply"]["panel"]
    assert panel["kind"] == "score" and panel["link"].startswith("#score=") and panel["label"] == "打开记分面板，填上名次"
    en = json.loads(lab_ask(json.dumps({"text": "how many points do we get?"})))["reply"]["panel"]
    assert en["label"] == "Open the score panel to fill in the places"


def test_an_unread_question_with_nothing_to_fill_in_offers_no_panel():
    out = json.loads(lab_ask(json.dumps({"text": "座位1跳舞"})))
    assert out["ok"] is False and out["reply"]["panel"] is None
    assert answer_of("座位1跳舞")["panel"] is None


# --- the game floor names the clauses of its own hand rulings ---

def test_score_grounds():
    """SCORE-1..4."""
    assert score_grounds(score((1, 2, 3, 4, 5, 6), Rules()), "1-3-5") == ("SCORE-1",)
    assert score_grounds(score((2, 1, 4, 3, 6, 5), Rules()), "1-3-5") == ("SCORE-1", "SCORE-3")
    assert score_grounds(score((2, 1, 4, 3, 6, 5), Rules(positive_only=False)), "1-3-5") == ("SCORE-1",)
    assert score_grounds(score((1, 3, 5, 2, 4, 6), Rules()), "1-3-5") == ("SCORE-1", "SCORE-2")
    assert score_grounds(score((1, 3, 5, 2, 4, 6), Rules(grand_slam=True), True), "1-3-5") == \
        ("SCORE-1", "SCORE-2", "SCORE-4")
    assert score_grounds(score((1, 2, 3, 4, 5, 6), Rules()), negative=True) == ("SCORE-1", "SCORE-3")


def test_tribute_grounds():
    """TRIB-1..5."""
    assert tribute_grounds([]) == ("TRIB-1",)
    assert tribute_grounds([Payment(6, 1, (), "fall"), Payment(1, 6, (), "return")]) == ("TRIB-1",)
    assert tribute_grounds([Payment(6, 1, (), "fall")], returned=True) == ("TRIB-1", "TRIB-2")
    assert tribute_grounds([Payment(2, 5, (), "sweep")]) == ("TRIB-3",)
    assert tribute_grounds([Payment(2, 5, (), "points"), Payment(3, 4, (), "burn")]) == ("TRIB-4", "TRIB-5")


def test_lead_and_opening_grounds():
    """START-2 (with SCORE-2 after a sweep, LOCAL-1 under 冲三); TRIB-4 with GOUJI-5 or START-4."""
    assert lead_grounds(None) == ("START-2",)
    assert lead_grounds(Previous((1, 2, 3, 4, 5, 6))) == ("START-2",)
    assert lead_grounds(Previous((2, 4, 6, 1, 3, 5))) == ("START-2", "SCORE-2")
    assert lead_grounds(Previous((1, 2, 3, 4, 5, 6)), Rules(chong_san=True)) == ("START-2", "LOCAL-1")
    assert opening_grounds(1, (1, 0, 0, 0, 0, 0), None) == ("TRIB-4", "GOUJI-5")
    assert opening_grounds(1, (0,) * 6, None) == ("TRIB-4", "GOUJI-5")
    assert opening_grounds(4, (0,) * 6, 1) == ("TRIB-4", "START-4")


@pytest.mark.parametrize("question, rules, clauses", [
    ("他们头科二科三科，我们记几分", Rules(), score_grounds(score((2, 4, 6, 1, 3, 5), Rules()), "1-3-5")),
    ("要记负分吗？", Rules(), ("SCORE-1", "SCORE-3")),
    ("大落进贡几张？", Rules(tribute=True), ("TRIB-1",)),
    ("大落进贡几张？", Rules(), ("TRIB-1",)),
    ("吃了贡要不要还牌", Rules(tribute=True), ("TRIB-1", "TRIB-2")),
    ("点贡还不还", Rules(), ("TRIB-2", "TRIB-4")),
    ("不开点要进几张点贡", Rules(), ("TRIB-4",)),
    ("上一把座位5是大落，这把谁先出", Rules(), ("START-2",)),
    ("座位3亮三张黑桃3，座位1亮两张红桃3，谁先出", Rules(chong_san=True), ("START-2", "LOCAL-1")),
])
def test_hand_questions_carry_the_floors_own_clauses(question, rules, clauses):
    assert hand_question(question, 1, rules, "zh").clauses == clauses


def test_under_chong_san_the_first_hand_is_led_by_seat_1_whatever_3s_are_shown():
    """LOCAL-1 (v5): 冲三 switches 亮3 off — the first hand is seat 1's (asked of the game with the
    house rules; before, the 3s shown decided under every rule)."""
    assert hand_question("座位3亮三张黑桃3，座位1亮两张红桃3，谁先出", None, Rules(chong_san=True), "zh").answer == 1
    assert hand_question("座位3亮三张黑桃3，座位1亮两张红桃3，谁先出", None, Rules(), "zh").answer == 3


def test_a_count_of_revolutionaries_is_no_seat_and_the_seats_taken_are_said():
    """START-4: "2 players" is a count (before: seat 2 and its opposite, taken unsaid)."""
    a = ask("What if 2 players revolt?")
    assert a.answer == "redeal" and a.understood.startswith("seats 2 and 4") and a.assumed
    b = ask("座位3和另一家都革命了，怎么办")
    assert b.answer == "redeal" and b.understood.startswith("座位3和座位6") and any("6" in x for x in b.assumed)


def test_the_hand_assumed_holds_the_card_said():
    """START-4: a joker said is a joker in the hand assumed, not a two."""
    a = ask("Can I revolt with one joker and no 2s?")
    assert a.answer is False and "小王" in a.understood and "小王" in " ".join(a.assumed)


def test_went_out_first_stays_finished_while_who_goes_first_is_a_play():
    """END-1, TURN-6: "座位4先走了" is seat 4 finished (not a play), "谁先走" who leads next."""
    a = ask("座位4先走了，座位1出五个10，座位2能管吗")
    assert a.answer is True and a.understood.startswith("已走：座位4")          # GOUJI-3: seat 1 is headless
