"""Phrasings issue 45's last audit left unread or misread, now answered:

* who takes over after a seat goes out, with no play said ("下家出完了，谁接风"): the reader
  takes the finished seat's last play as a single 5 that nobody beat, says so, and the judge
  names the next leader (接风, TURN-8);
* "seat 2 and another player revolt": two revolutionaries, a redeal (START-4), not seat 2's
  own revolution;
* suits said with the cards ("三张红桃K", "three kings of hearts"): read, and ignored by a
  trick's ruling (only START-2's 3s have a suit);
* "…算够级吗" answered 是/不是, not 能/不能;
* a gouji question after the cards or the play it is about ("a pair of kings, is it gouji?",
  "座位1出两个10，算够级吗"): asked of those cards (GOUJI-1), not whether the play may be made."""

from __future__ import annotations

import pytest

from gouji_sim.game.answers import ask


@pytest.mark.parametrize(("question", "leader"), [
    ("下家出完了，谁接风", 2),                       # asker assumed seat 6: 下家 is seat 1
    ("座位1出完了，谁接风", 2),
    ("座位4走了，下一个谁出？", 5),
    ("座位2出完了，座位3也走了，谁接风", 4),           # seat 2 already out: seat 3's last play
    ("座位6出完了，座位1也走了，谁接风", 2),
    ("seat 1 went out, who leads next?", 2),
    ("the player after me went out, who takes over?", 2),
    ("对家出完了，接风的是谁", 2),                     # the move named before the who
    ("座位1出完了，谁来接风", 2),
    ("seat 3 is out now, who leads?", 4),
])
def test_the_seat_after_the_finished_one_takes_over(question: str, leader: int) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == ("who-next", leader)
    assert "TURN-8" in a.clauses
    assert a.verdict is not None and a.verdict.next == leader


def test_the_assumed_last_play_is_said_in_the_questions_language() -> None:
    zh = ask("座位1出完了，谁接风")
    assert any("一张 5" in x and "座位 1" in x for x in zh.assumed)
    en = ask("seat 1 went out, who leads next?")
    assert any("single 5" in x and "Seat 1" in x for x in en.assumed)
    assert "seat 2 passes" in en.understood and "seat 6 passes" in en.understood


def test_a_finished_seat_does_not_pass_again() -> None:
    """Seats already out are not made to pass in the assumed trick (TURN-8: the next
    *unfinished* player)."""
    a = ask("座位2出完了，座位3也走了，谁接风")
    trick = a.case["trick"] if a.case else []
    assert [e["seat"] for e in trick] == [3, 4, 5, 6]
    assert a.case is not None and a.case["action"] == {"seat": 1, "pass": True}


def test_who_leads_first_still_goes_to_the_opening_rule() -> None:
    """No seat out: "who leads first?" is still the showing of 3s (START-2), not a trick."""
    a = ask("who leads first?")
    assert a.kind == "lead" and "START-2" in a.clauses


@pytest.mark.parametrize("question", [
    "seat 2 and another player revolt, what happens?",
    "座位2革命了，另一家也革命，怎么办",
    "对头革命了，我也革命，还打不打",
])
def test_one_seat_and_another_revolting_is_a_redeal(question: str) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == ("revolution", "redeal") and "START-4" in a.clauses


def test_one_seat_said_of_two_revolutions_is_not_called_no_seat() -> None:
    en = ask("seat 2 and another player revolt, what happens?")
    assert en.assumed == ["Only seat 2 said: the other taken as seat 5 (which one does not change the outcome)."]
    zh = ask("座位2革命了，另一家也革命，怎么办")
    assert zh.assumed == ["只说了座位 2：另一家按座位 5 算（是哪一家不影响结果）。"]


@pytest.mark.parametrize(("question", "kind", "answer"), [
    ("三张红桃K算够级吗", "gouji", True),
    ("is three kings of hearts a gouji play?", "gouji", True),
    ("座位1出 三个黑桃9，座位2拿三个10能管吗", "play", True),
    ("座位1出 一对方块5，座位2拿梅花的6 6能管吗", "play", True),
])
def test_suits_said_with_the_cards_are_read(question: str, kind: str, answer: object) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)


def test_the_lead_question_keeps_its_suits() -> None:
    """START-2 is the one place suits matter: the 3s shown keep theirs."""
    a = ask("座位3亮三张黑桃3，座位1亮两张红桃3，谁先出")
    assert (a.kind, a.answer) == ("lead", 3)


def test_a_gouji_question_is_answered_is_or_is_not() -> None:
    assert ask("三个Q算够级吗").headline == "是。"
    assert ask("两个10算够级吗").headline == "不是。"
    assert ask("is a pair of aces a gouji play?").headline == "Yes."


@pytest.mark.parametrize(("question", "cards", "answer"), [
    ("a pair of kings of spades, is it gouji?", "K K", True),       # was: "does not say who"
    ("two kings, is that a gouji play?", "K K", True),
    ("三个Q，算够级吗", "Q Q Q", True),
    ("seat 1 leads two 10s, is it gouji?", "10 10", False),          # was: "Yes." (the lead is legal)
    ("座位1出两个10，算够级吗", "10 10", False),                      # was: "能。"
    ("座位1出五个10算够级吗", "10 10 10 10 10", True),
])
def test_a_gouji_question_is_asked_of_the_cards_said_before_it(question: str, cards: str, answer: bool) -> None:
    """GOUJI-1: the cards' status, not the play's legality."""
    a = ask(question)
    assert (a.kind, a.answer) == ("gouji", answer)
    assert "GOUJI-1" in a.clauses
    assert cards in a.understood


def test_a_play_question_after_a_lead_is_still_a_play_question() -> None:
    a = ask("seat 1 leads three kings, can seat 4 beat it?")
    assert a.kind != "gouji"


@pytest.mark.parametrize(("question", "count"), [
    ("座位2手里只剩三张牌，座位1出三个K，谁能管", 3),       # was: '三' not known
    ("座位1出三个K，座位2只剩两张牌，座位2能管吗", 2),
    ("座位2还剩十二张牌，座位1出三个K，谁能管", 12),
])
def test_a_count_said_in_words_before_zhang_is_read(question: str, count: int) -> None:
    a = ask(question)
    assert f"座位2剩 {count} 张" in a.understood


def test_a_count_beyond_the_deck_in_words_is_refused_as_too_many() -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask("座位2还剩一万张，座位1出三个K，谁能管")
    assert "一万" in str(err.value) and "216" in str(err.value)


@pytest.mark.parametrize(("question", "answer"), [
    ("我出了单张大王，还有人能管吗", []),                 # was: '人' not known
    ("座位1出三个K，有人能管吗", [4]),
    ("座位1出三个K，有没有人能管", [4]),
])
def test_anyone_said_as_you_ren_asks_who(question: str, answer: list[int]) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == ("who-beat", answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("my partner leads three aces, can I beat them?", False),    # was: "Yes." (the lead's legality)
    ("seat 1 leads three kings, can seat 4 beat them?", True),
])
def test_them_after_the_verb_is_the_play_beaten_not_a_seat(question: str, answer: bool) -> None:
    """GOUJI-2: A A A and K K K are gouji plays; only the opposite, seat 4, may beat them."""
    a = ask(question)
    assert (a.kind, a.answer) == ("play", answer) or (a.kind, a.answer) == ("may-beat", answer)
    assert "beat it?" in a.understood


@pytest.mark.parametrize("question", [
    "座位1出四个J，座位2烧四个Q，座位3用四个K回烧，行吗",        # was: '回' not known
    "座位1出四个J，座位2烧四个Q，座位1能烧回去吗",
    "seat 1 leads four jacks, seat 2 burns with four queens, can seat 1 burn back?",
    "seat 1 leads four jacks, seat 2 burns with four queens, can seat 1 reburn?",
])
def test_burning_back_said_as_a_table_says_it_is_a_burn(question: str) -> None:
    """BURN-4: a burn may be burned again (反烧) by a seat entitled under BURN-1."""
    a = ask(question)
    assert a.answer is True
    assert "BURN-1" in a.clauses or "BURN-4" in a.clauses or (a.verdict is not None and a.verdict.legal)


@pytest.mark.parametrize(("question", "leader"), [
    ("seat 1 leads five 10s, nobody can beat it, who leads?", 1),   # was: seat 4 (the clause dropped)
    ("I lead five 10s and nobody can beat it, who leads?", 1),
    ("座位1出五个10，没人管，谁出", 1),                               # was: '没' not known
    ("座位1出五个10，没人能管，谁出", 1),
    ("座位1出三个5，没人要，谁出", 1),                                 # was: seat 2's turn (dropped)
])
def test_nobody_said_before_the_question_is_everyone_passing(question: str, leader: int) -> None:
    """TURN-6: when every seat entitled passes, the play's owner leads the next trick."""
    a = ask(question)
    assert (a.kind, a.answer) == ("who-next", leader)
    assert a.headline in ("Seat 1 leads next.", "座位 1 先出。")


def test_who_acts_next_in_an_open_trick_is_not_called_a_lead() -> None:
    """TURN-2: the trick is still on; the seat has the turn, it does not lead (was: "Seat 2 leads next.")."""
    a = ask("seat 1 leads 5 5, seat 2 plays 6 6, seat 3 plays 7 7, seat 4 plays 8 8, seat 5 plays 9 9, "
            "seat 6 passes, seat 1 passes, who leads?")
    assert (a.kind, a.answer) == ("who-next", 2)
    assert a.headline == "Seat 2's turn: the trick is still on."
    assert ask("座位1出三个K，座位2过，下一个谁出").headline == "轮到座位 4：这一轮还没完。"


def test_nobody_asked_is_who_may_beat() -> None:
    a = ask("座位1出三个5，没人要吗")
    assert (a.kind, a.answer) == ("who-beat", [2, 3, 4, 5, 6])


def test_two_questions_say_that_only_the_last_is_answered() -> None:
    en = ask("seat 1 leads three kings. can seat 4 beat it? who may burn?")
    assert en.kind == "who-burn"
    assert "only the last is answered" in " ".join(en.assumed)
    zh = ask("座位1出三个K，座位4能管吗，谁能烧")
    assert "只答最后一个" in " ".join(zh.assumed)
    assert not any("只答最后一个" in x for x in ask("座位1出三个K，谁能烧").assumed)


@pytest.mark.parametrize(("question", "later", "earlier", "answer"), [
    ("can I beat three kings with three aces?", "A A A", "K K K", True),      # was: "No." (one play of 6 cards)
    ("我能用三个A管三个K吗", "A A A", "K K K", True),                          # was: "不能。"
    ("can I play a big joker on a small joker?", "大王", "小王", True),          # was: one lead of both jokers
    ("can I put three aces on three kings?", "A A A", "K K K", True),
    ("can I play a small joker on a big joker?", "小王", "大王", False),
])
def test_cards_against_cards_with_a_seat_said_are_two_plays(question: str, later: str, earlier: str,
                                                            answer: bool) -> None:
    """BEAT-1/2: the cards asked about against the cards they would beat, not one play of both."""
    a = ask(question)
    assert (a.kind, a.answer) == ("cards", answer)
    assert a.case is not None
    assert a.case["trick"] == [{"seat": 1, "play": earlier}]
    assert a.case["action"]["play"] == later
    assert any(("against cards" in x or "牌比牌" in x) for x in a.assumed)
    assert not any(("took you to be" in x or "假定你坐" in x) for x in a.assumed)


def test_the_play_on_top_said_again_in_the_question_is_not_played_twice() -> None:
    a = ask("座位1出三个K，座位4能用三个A管三个K吗")
    assert (a.kind, a.answer) == ("play", True)
    assert a.case is not None and a.case["action"]["play"] == "A A A"


@pytest.mark.parametrize("question", [
    "the guy across from me played three aces. can I beat it?",        # was: 'guy' not known
    "the player across the table leads three aces, can I beat it?",
])
def test_the_player_across_is_the_opposite(question: str) -> None:
    """GOUJI-2: the opposite may beat a gouji play."""
    a = ask(question)
    assert (a.kind, a.answer) == ("play", True) or (a.kind, a.answer) == ("may-beat", True)
    assert "may seat 4 beat it?" in a.understood


@pytest.mark.parametrize(("question", "need"), [
    ("10要几张才算够级", 5),                      # was: "不是。" (a single 10 judged)
    ("J要几个才够级", 4),                          # was: "能。" (a lead of one J)
    ("how many queens do you need to make a gouji play?", 3),
    ("how many 10s for a gouji play?", 5),
    ("2要几张才算够级", 1),
    ("how many 8s make a gouji play?", None),
    ("规则 red_joker_open，大王要几张才够级", None),   # LOCAL-3: a big joker play is never one
])
def test_how_many_of_a_rank_make_a_gouji_play(question: str, need: int | None) -> None:
    """GOUJI-1, asked of is_gouji: the fewest cards of the rank that make a gouji play."""
    a = ask(question)
    assert (a.kind, a.answer) == ("gouji-size", need)
    assert "GOUJI-1" in a.clauses


@pytest.mark.parametrize(("question", "word"), [
    ("开点是什么意思", "开点"),              # was: "座位 1 不开点。" (a ruling nobody asked for)
    ("什么叫烧牌", "烧牌"),                  # was: '什' not known
    ("够级牌是什么", "够级牌"),
    ("what does 接风 mean?", "接风"),
    ("what is a burn?", "burn"),
])
def test_a_words_meaning_is_refused_with_the_glossary_named(question: str, word: str) -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask(question)
    assert f"“{word}”是什么意思" in str(err.value) and "glossary" in str(err.value)


@pytest.mark.parametrize("question", ["what is the score?", "what happens if two players revolt?", "大落进贡几张"])
def test_questions_that_only_look_like_what_is_are_not_taken_for_a_meaning(question: str) -> None:
    from gouji_sim.game.answers import AskError
    try:
        ask(question)
    except AskError as err:
        assert "是什么意思" not in str(err)


@pytest.mark.parametrize(("question", "kind", "answer", "burner"), [
    ("我出了三个Q，下家烧我，我能反烧吗", "may-burn", True, 2),           # was: "不能。" (the burn dropped)
    ("对门出了四个J，我上家烧了，我还能烧吗", "may-burn", True, 3),        # was: the burn dropped
    ("seat 1 leads four jacks, seat 2 burns it, can seat 1 burn back?", "may-burn", True, 2),
    ("座位1出四个J，座位2烧了，谁能管", "who-beat", [5], 2),
])
def test_a_burn_said_without_its_cards_is_on_the_table(question: str, kind: str, answer: object,
                                                       burner: int) -> None:
    """BURN-1, BURN-4: who may burn back or beat a burn rests on the seats; the cards taken are said."""
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)
    assert f"座位{burner}烧" in a.understood or f"seat {burner} burns" in a.understood
    assert any(("without its cards" in x or "烧的是什么牌" in x) for x in a.assumed)


def test_a_burn_without_cards_does_not_decide_its_outcome() -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask("座位1出四个J，座位2烧了，烧成了吗")
    assert "缺少牌" in str(err.value)


def test_a_clause_read_but_not_used_is_said() -> None:
    """A clause that names a seat but adds nothing to the table is no longer dropped in silence."""
    a = ask("座位1出三个K，座位2手里，谁能管")
    assert (a.kind, a.answer) == ("who-beat", [4])
    assert any("“座位2手里”这部分读了，但没用上" in x for x in a.assumed)
    assert not any("没用上" in x for x in ask("座位1出三个K，座位2过，谁能管").assumed)


def test_helping_a_seat_is_a_filler() -> None:
    a = ask("我对门打了五个10，我能不能帮他管")        # was: '帮' not known
    assert (a.kind, a.answer) == ("may-beat", True)
    assert "帮他" in a.skipped


@pytest.mark.parametrize(("question", "kind", "answer"), [
    ("seat 1's three kings were beaten by seat 4's three aces, can seat 5 burn?", "may-burn", True),
    ("seat 1's three kings were beaten by seat 4 with three aces, who may beat it?", "who-beat", [1]),
])
def test_a_play_said_beaten_in_the_passive_is_the_play_then_the_beat(question: str, kind: str,
                                                                     answer: object) -> None:
    """GOUJI-2: A A A by seat 4 is a gouji play; only its opposite, seat 1, may beat it.
    (Was: "'s' is not a word I know", or the who-leads-first answer.)"""
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)
    assert a.understood.startswith("seat 1 leads three Ks, seat 4 beats three As")


@pytest.mark.parametrize(("question", "kind", "answer"), [
    ("座位1的三个K被座位4用三个A管了，谁能管", "who-beat", [1]),          # was: '被' not known
    ("我的三个K被对头的三个A压住了，我还能管吗", "may-beat", True),
    ("对头的四个J被下家拿四个Q烧了，我能反烧吗", "may-burn", True),       # BURN-1 burn_seats all, BURN-4
])
def test_a_play_said_beaten_with_bei_is_the_play_then_the_beat(question: str, kind: str, answer: object) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)
    assert "被" not in a.understood


def test_the_play_named_by_its_cards_after_the_verb_is_the_play_on_the_table() -> None:
    """BURN-4: Q Q Q Q is seat 4's burning set; only its opposite, seat 1, may beat it (was: seat 6
    judged playing one Q)."""
    a = ask("seat 3 played four jacks and seat 4 burned with four queens. can seat 6 beat the queens?")
    assert (a.kind, a.answer) == ("may-beat", False)


@pytest.mark.parametrize("question", ["is it legal for seat 2 to pass on a gouji play?", "can seat 3 pass on a gouji play?"])
def test_a_pass_on_a_gouji_play_not_said_is_refused(question: str) -> None:
    """GOUJI-2: passing on a gouji play is allowed; asked with no play said, it was answered "No."
    (seat 2 passing on an empty table)."""
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError):
        ask(question)


@pytest.mark.parametrize(("question", "title", "label"), [
    ("开点是什么意思", "这是在问词的意思。", "在术语表里查"),
    ("what is a burn?", "That asks what a word means.", "Look it up in the glossary"),
])
def test_the_lab_says_a_meaning_question_is_one_and_links_the_glossary(question: str, title: str, label: str) -> None:
    import json
    from gouji_sim.view.lab_line import ask as lab_ask
    out = json.loads(lab_ask(json.dumps({"text": question})))
    reply = out["reply"]
    assert out["ok"] is False and out["error"]["code"] == "talk-meaning"
    assert reply["title"] == title and reply["link"] == {"label": label, "href": "../glossary/"}
    assert not reply["missing"].startswith(("还缺", "Missing"))
    other = json.loads(lab_ask(json.dumps({"text": "座位2过了，还能烧吗"})))["reply"]
    assert other["link"] is None and other["title"] != title


@pytest.mark.parametrize(("question", "kind", "answer", "seat"), [
    ("上家出五个10，下家能烧吗？对家呢？", "may-burn", True, 5),        # was: "能。" for the lead's legality
    ("seat 1 leads five 10s, can seat 2 burn? and seat 4?", "may-burn", False, 4),
    ("seat 1 leads five 10s, can seat 2 burn? what about seat 4?", "may-burn", False, 4),
])
def test_a_follow_up_with_only_a_seat_asks_the_question_again_of_it(question: str, kind: str, answer: bool,
                                                                    seat: int) -> None:
    """BURN-1: the opposite of the gouji play beats it instead of burning it."""
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)
    assert f"座位{seat}能烧吗" in a.understood or f"may seat {seat} burn?" in a.understood


@pytest.mark.parametrize(("question", "understood"), [
    ("上上家出了三个K，我能管吗", "座位1出 K K K，座位3能管吗？"),       # was: '上' not known
    ("下下家出了三个K，我能烧吗", "座位1出 K K K，座位5能烧吗？"),
])
def test_two_seats_up_or_down_is_the_teammate(question: str, understood: str) -> None:
    assert ask(question).understood == understood


@pytest.mark.parametrize(("question", "kind", "answer", "said"), [
    ("with tribute on, the last place gives how many cards?", "tribute", 2, "with tribute on"),   # was: no tribute
    ("打进贡的，大落进贡几张", "tribute", 2, "打进贡的"),
    ("按老头够级的规矩，单张2算够级吗", "gouji", False, "按老头够级的规矩"),                    # GOUJI-1 laotou
    ("under laotou rules, is a single 2 a gouji play?", "gouji", False, "under laotou rules"),  # was: preset 's'
])
def test_house_rules_named_as_a_table_says_them(question: str, kind: str, answer: object, said: str) -> None:
    """TRIB-1 with the tribute switch on; GOUJI-1 with laotou's two twos: the rules read, and said."""
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)
    assert a.assumed[0] in (f"按你说的规矩：“{said}”。", f"By the house rules you named: '{said}'.")


def test_without_the_rules_named_the_default_stands() -> None:
    assert ask("单张2算够级吗").answer is True
    assert ask("大落进贡几张").headline == "这套规则不进贡。"


@pytest.mark.parametrize(("question", "understood", "answer"), [
    ("I am seat 5, my partner seat 1 leads three kings, can I burn?",          # was: seat 1 played twice
     "seat 1 leads three Ks, may seat 5 burn?", True),
    ("can the player before me burn my four jacks?",                           # was: Yes, the lead's legality
     "seat 1 leads four Js, may seat 6 burn?", True),
    ("can my opposite beat my three kings?", "seat 1 leads three Ks, may seat 4 beat it?", True),
    ("seat 1 leads three kings, seat 2 and seat 3 pass, seat 4 beats with three aces. who's next?",  # was: 's' unknown
     "seat 1 leads three Ks, seat 2 passes, seat 3 passes, seat 4 beats three As, who acts next?", 1),
])
def test_my_play_after_the_verb_one_seat_said_twice_and_whos(question: str, understood: str, answer: object) -> None:
    a = ask(question)
    assert a.understood == understood and a.answer == answer


@pytest.mark.parametrize(("question", "understood", "answer"), [
    ("上家能烧我的四个J吗", "座位1出 J J J J，座位6能烧吗？", True),              # was: the lead's legality
    ("对头能管上家的三个K吗", "座位1出 K K K，座位5能管吗？", False),             # GOUJI-2: only seat 4
    ("座位4能管座位1的三个K吗", "座位1出 K K K，座位4能管吗？", True),
])
def test_whose_play_said_after_the_verb_in_chinese_is_that_seats_play(question: str, understood: str,
                                                                      answer: bool) -> None:
    a = ask(question)
    assert a.understood == understood and a.answer is answer


@pytest.mark.parametrize(("question", "leader"), [
    ("二号位亮两张梅花3，座位5亮两张方片3，谁先出", 2),          # was: seat 5 (二号位's 3s dropped)
    ("上一把二号位是大落，这一把谁先出牌", 2),                    # was: "show-threes"
    ("三号亮三张黑桃3，谁先出", 3),
])
def test_seats_said_in_chinese_numerals_in_hand_questions(question: str, leader: int) -> None:
    """START-2: the 3s shown decide the first lead; later hands, last hand's last place."""
    a = ask(question)
    assert (a.kind, a.answer) == ("lead", leader)


@pytest.mark.parametrize(("question", "kind", "answer"), [
    ("Does a pair of 2s beat a pair of aces", "cards", True),                 # was: "does not say who"
    ("seat 1 leads two 10s, is it gouji", "gouji", False),                    # was: "Yes." (the lead)
    ("seat 1 leads five tens and seat #4 yields, is that allowed?", "yield", True),   # was: seat 4 plays 10s
    ("Who plays first?", "lead", "show-threes"),                              # was: "the table is not said"
    ("Seat 2 shows two clubs 3s, seat #4 shows three hearts 3s. Who leads first?", "lead", 4),  # was: seat 1
])
def test_english_said_without_a_question_mark_or_with_seat_hash(question: str, kind: str, answer: object) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)


@pytest.mark.parametrize(("question", "points"), [
    ("咱们三家是一、二、三名，记几分", 12),                   # was: "the places are not said"
    ("我们是一科二科四科，记几分", 6),
    ("负分也记的话，对方串三户了，我们记几分", -12),           # SCORE-2, SCORE-3 off; was: 0 (outline)
    ("with negative scores too, they swept us, what do we score?", -12),
    ("对方串三户了，我们记几分", 0),                            # SCORE-3: the outline records only positives
])
def test_places_as_a_list_and_the_positive_only_switch_said_in_words(question: str, points: int) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == ("score", points)


def test_switches_said_in_words_go_on_top_of_the_house_rules() -> None:
    """Only a switch named ("with tribute on"): the caller's preset stays (laotou's two twos)."""
    a = ask("with tribute on, is a single 2 a gouji play?", rules="laotou")
    assert (a.kind, a.answer) == ("gouji", False)                      # GOUJI-1 under laotou
    assert ask("with tribute on, the last place gives how many cards?", rules="laotou").answer == 2


@pytest.mark.parametrize(("question", "kind", "answer"), [
    ("seat 1 opens with three kings, can seat 4 beat it?", "may-beat", True),     # was: "Seat 1 does not open."
    ("seat 1 starts with a pair of 2s, who can beat it?", "who-beat", [4]),
    ("Player 2 dropped four jacks, can player 3 burn them?", "may-burn", True),
    ("seat 2 throws down four jacks, can seat 3 burn?", "may-burn", True),
    ("I had one gouji play live, do I open?", "opening", True),                  # was: taken as none (TRIB-4)
    ("two gouji plays of mine lived, do I open?", "opening", True),
])
def test_plays_said_as_opening_starting_or_dropping_and_gouji_plays_that_lived(question: str, kind: str,
                                                                             answer: object) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == (kind, answer)


@pytest.mark.parametrize("question", [
    "座位1出完了，最后一手是三个K，谁接风",          # was: "没有人。" (the last play judged as a play after finishing)
    "座位1最后一把出了个大王走了，谁接风",
    "seat 1 went out on four jacks, who takes over?",
])
def test_who_takes_over_after_a_last_play_said(question: str) -> None:
    """TURN-6, TURN-8: nobody beats the finished seat's last play; the next seat downstream takes over."""
    a = ask(question)
    assert (a.kind, a.answer) == ("who-next", 2)
    assert any("最后一手" in x or "last play" in x for x in a.assumed)


def test_a_seat_said_to_be_first_place_has_finished() -> None:
    """END-1, GOUJI-3: 座位3是头科 is seat 3 gone out; seat 6, its opposite, is headless and may beat."""
    a = ask("座位3是头科，座位2出五个10，谁能管")                    # was: "没有说做了什么"
    assert (a.kind, a.answer) == ("who-beat", [5, 6])
    assert a.understood.startswith("已走：座位3")


@pytest.mark.parametrize(("question", "points"), [
    ("we swept them, how many points do we get?", 12),              # was: 0 (they were taken to sweep)
    ("they were swept, what do we score?", 12),
    ("我们串了他们三户，记几分", 12),
    ("they swept us, how many points do we lose?", 0),               # SCORE-3: the outline records 0
])
def test_who_swept_is_the_team_named_first(question: str, points: int) -> None:
    """SCORE-2: the team that takes first, second and third scores double."""
    a = ask(question)
    assert (a.kind, a.answer) == ("score", points)


def test_a_burning_set_said_beaten_without_the_cards_releases_the_burn() -> None:
    """BURN-4: the burner's opposite answering a set releases the burn (was: "烧成了。", the
    answer dropped with everything said after the burn)."""
    a = ask("座位1出五个10，座位3拿五个J、小王88、999烧，座位6管了小王88，烧成了吗")
    assert (a.kind, a.answer) == ("burn-outcome", False)                 # asked: did it succeed?
    assert a.verdict is not None and a.verdict.burn == "released"
    assert "第2套后座位6管" in a.understood
    assert any("没说座位 6 用什么牌管 8 8 小王" in x for x in a.assumed)


def test_a_play_after_a_burn_that_names_no_set_is_refused() -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask("座位1出五个10，座位3拿五个J烧，座位6出了五个Q，烧成了吗")
    assert "看不出是接哪一套" in str(err.value)


def test_every_preset_s_page_name_is_read_as_that_preset() -> None:
    """The reader's preset words against the house-rules page's names (one catalogue, w-preset-*)."""
    import gouji_sim.view  # noqa: F401  (the site's words join the catalogue)
    from gouji_sim.core.messages import CATALOGUE
    from gouji_sim.core.rules import PRESETS
    from gouji_sim.game.table_words import natural_rules
    for preset in PRESETS:
        zh, en = CATALOGUE[f"w-preset-{preset}"]
        assert natural_rules(f"按{zh}，单张2算够级吗")[0] == {"preset": preset, "switches": {}}, zh
        assert natural_rules(f"under {en} rules, is a single 2 a gouji play?")[0] == \
            {"preset": preset, "switches": {}}, en
