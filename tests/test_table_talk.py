"""The reader of table speech and its answers (issue 45): gouji_sim/game/table_talk.py,
gouji_sim/game/answers.py, gouji_sim/game/hand_talk.py and ``gouji ask``.

Clauses: TABLE-1..3 (relative seats), TURN-4/6/8 (who acts next, 接风), GOUJI-2, BURN-1/2/4,
SCORE-1..3, TRIB-1..4, START-1/2/4.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_sim.game.answers import AskError, ask
from gouji_sim.game.case import Case
from gouji_sim.cli import main
from gouji_sim.core.errors import GoujiError
from gouji_sim.core.rules import Rules
from gouji_sim.game.table_talk import read_talk

#: The fields every answer's JSON carries beside the verdict's.
ANSWER_FIELDS = {"answer", "understood", "assumed", "skipped", "kind", "headline", "panel", "lang", "question", "case"}


@pytest.mark.parametrize("said, seats", [
    ("上家出了五个10，我能烧吗", (1, 2)),            # TABLE-1: 上家 is the seat before the asker
    ("下家出了五个10，我能烧吗", (1, 6)),
    ("对头出了五个10，我能烧吗", (1, 4)),            # TABLE-3: 对头 across
    ("上手联邦出了五个10，我能烧吗", (1, 3)),         # TABLE-2: the teammate two seats before
])
def test_relative_seats_are_counted_from_the_asker_who_is_said_to_be_assumed(said, seats):
    t = read_talk(said)
    assert (t.trick[0]["seat"], t.asker) == seats
    a = ask(said)
    assert a.assumed == [f"我假定你坐座位 {seats[1]}。"]


def test_a_given_seat_is_the_asker():
    a = ask("上家出了五个10，我能烧吗", seat=4)
    assert a.understood == "座位3出 10 10 10 10 10，座位4能烧吗？" and a.answer is True


@pytest.mark.parametrize("said, entries", [
    ("座位1出 K K K，2、3过，4 A A A", [(1, "play"), (2, "pass"), (3, "pass")]),
    ("座位1出 K K，2和3都不要，4 A A", [(1, "play"), (2, "pass"), (3, "pass")]),
    ("座位1出 8 8，2、3、4都过了，5 9 9", [(1, "play"), (2, "pass"), (3, "pass"), (4, "pass")]),
    ("seat 1 leads two 8s, seats 2 and 3 pass, seat 4 plays two 9s", [(1, "play"), (2, "pass"), (3, "pass")]),
])
def test_seat_lists_and_a_play_without_a_verb(said, entries):
    a = ask(said)
    assert [(e["seat"], "play" if "play" in e else "pass") for e in a.case["trick"]] == entries
    assert "play" in a.case["action"] and a.kind == "legal"


@pytest.mark.parametrize("said, cards", [
    ("座位1出一对K", "K K"), ("座位1出俩A", "A A"), ("座位1出仨Q", "Q Q Q"), ("座位1出单2", "2"),
    ("座位1出单张大王", "大王"), ("座位1出小王带俩10", "10 10 小王"), ("座位1出四个Q加小王99", "9 9 Q Q Q Q 小王"),
    ("座位1出五个十", "10 10 10 10 10"), ("座位1出俩老K", "K K"), ("座位1出 ♠K ♠K ♥K", "K K K"),
    ("seat 1 leads a pair of kings", "K K"), ("seat 1 leads a single 2", "2"),
    ("seat 1 leads two kings and a two", "K K 2"), ("seat 1 leads five 10s", "10 10 10 10 10"),
])
def test_colloquial_and_counted_cards(said, cards):
    assert ask(said).case["action"]["play"] == cards


def test_fillers_are_skipped_and_listed():
    a = ask("座位1出了五个10，座位2也过了，座位3还能烧吗")
    assert a.kind == "may-burn" and {"也", "还", "吗"} <= set(a.skipped)


def test_a_hand_said_in_the_hand_is_held_before_the_plays():
    # the case holds a hand as it is now; "手里" said of a seat that then played is the hand
    # before: its play comes out of it, and the answer says so (issue 45: never silently shifted)
    a = ask("座位5手里 K K K A，座位5出 K K K，其他人都不要，谁出")
    assert a.case["hands"] == {"5": "A"}
    assert any("按出牌之前算" in s for s in a.assumed)
    assert a.answer == Case.from_dict(a.case).judge().next


def test_a_finished_seat_and_its_last_play_lead_by_wind():
    a = ask("座位4已经出完了，最后一手是 J J J J，其他人都不要，谁接风")
    assert a.kind == "who-next" and a.answer == 5 and "TURN-8" in a.clauses      # 接风


@pytest.mark.parametrize("said, kind, answer, clause", [
    ("上家出了五个10，我能烧吗", "may-burn", True, "BURN-1"),
    ("对头出了三个A，我能烧吗", "may-burn", False, "BURN-1"),
    ("我出大王88，对头能管吗", "may-beat", False, "BEAT-5"),            # dead: its opposite only closes it
    ("座位1出 五个10，谁能烧", "who-burn", [3, 5, 2, 6], "BURN-2"),
    ("我出大王88，谁能管", "who-beat", [], "BEAT-5"),
    ("对门出了单张A，中间两家都不要，我拿个2能管吗", "play", True, "BEAT-2"),       # the two between (TABLE-3)
    ("上家出了五个10，我拿J J J J J、小王 8 8、9 9 9 烧，第2套后对头管大王QQ，烧成了吗", "burn-outcome", False, "BURN-4"),
])
def test_questions_about_a_trick_are_asked_of_the_judge(said, kind, answer, clause):
    a = ask(said)
    assert (a.kind, a.answer) == (kind, answer) and clause in a.clauses


@pytest.mark.parametrize("said, rules, kind, answer, panel", [
    ("头科二科三科都是我们的，我们记几分", Rules(), "score", 12, "score"),          # SCORE-2
    ("他们头科二科三科，我们记几分", Rules(), "score", 0, "score"),                # SCORE-3
    ("他们头科二科三科，我们记几分", Rules.preset("laotou"), "score", -12, "score"),
    ("大落进贡几张？", Rules(tribute=True), "tribute", 2, "score"),                 # TRIB-1
    ("两家都革命怎么办？", Rules(), "revolution", "redeal", "start"),               # START-4
    ("没2没王能重新发牌吗", Rules(), "redeal", True, "start"),                      # START-1
])
def test_questions_that_name_no_play_open_their_panel_filled_in(said, rules, kind, answer, panel):
    a = ask(said, seat=1, rules=rules)
    assert (a.kind, a.answer) == (kind, answer)
    assert a.panel is not None and a.panel["panel"] == panel
    if panel == "score":
        assert sorted(a.panel["state"]["places"]) == [1, 2, 3, 4, 5, 6]
        assert set(a.panel["state"]) == {"places", "rules", "grand_slam"}
    else:
        assert set(a.panel["state"]) == {"seat", "hand", "rules", "first_deal"}


def test_the_answer_json_keeps_the_verdict_contract_and_adds_the_answer():
    out = ask("座位1出 K K K，2、3都过了，4 A A A 能管吗").to_json()
    verdict = Case.from_dict(out["case"]).judge().to_dict()
    assert {k: out[k] for k in verdict} == verdict
    assert ANSWER_FIELDS <= set(out)
    assert out["answer"] is True and out["headline"] == "能。" and out["kind"] == "play"


def test_the_reply_is_in_the_questions_language_unless_lang_says_otherwise():
    assert ask("seat 1 leads three 9s, who may beat it?").headline.startswith("Seat")
    assert ask("上家出了五个10，我能烧吗", lang="en").headline == "Yes."
    assert ask("上家出了五个10，我能烧吗", lang="en").understood.startswith("seat 1 leads five 10s")


def test_a_text_it_cannot_read_says_what_it_understood_and_suggests_questions():
    with pytest.raises(AskError) as err:
        ask("座位1出 K K K，座位2吃 A A A")
    e = err.value
    assert e.said["zh"] == "座位1出 K K K" and "不认识“吃”" in e.missing["zh"]
    assert e.suggestions and e.suggestions[0]["zh"] == "座位1出 K K K，谁能管？"
    assert "你是不是想问" in e.zh and "字符" not in e.zh and "character" not in e.en
    for s in e.suggestions:                      # every suggestion is answerable
        ask(s["zh"])


def test_gouji_ask_json_prints_the_answer(capsys):
    assert main(["ask", "上家出了五个10，我能烧吗", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] is True and out["answer"] is True and out["kind"] == "may-burn"
    assert out["understood"] == "座位1出 10 10 10 10 10，座位2能烧吗？" and out["panel"] is None
    assert main(["ask", "座位1吃 J J", "--json", "--lang", "en"]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] is False and "吃" in out["missing"] and out["suggestions"]


def test_gouji_ask_seat_option(capsys):
    assert main(["ask", "上家出了五个10，我能烧吗", "--seat", "4", "--lang", "zh"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "能。" and lines[1] == "座位3出 10 10 10 10 10，座位4能烧吗？"


@settings(max_examples=200)
@given(st.text(alphabet="上下对头我家座位出管过烧了吗谁几分贡革命 0123456789JQKA大小王个张俩仨、，？seatleadsmyopposite",
               max_size=30))
def test_ask_raises_only_the_projects_errors(said):
    try:
        ask(said)
    except GoujiError:
        pass


def test_the_rules_the_text_names_win_over_the_callers():
    assert ask("规则 joker_dominant，大王88能管999吗").answer is True
    assert ask("大王88能管999吗", rules="joker_dominant").answer is True
    a = ask("规则 laotou，他们头科二科三科，我们记几分", seat=1)
    assert a.answer == -12 and a.question == "规则 laotou，他们头科二科三科，我们记几分"
    with pytest.raises(AskError) as err:
        ask("规则 nonsense，座位1出 K")
    assert "nonsense" in err.value.zh


def test_a_burn_said_whole_then_a_question_takes_its_first_set_on_the_table():
    # BURN-4: who may answer a burning set; the burn's first set is on the table, and it is said
    a = ask("座位1出了五个10，座位3拿五个J、小王88、999烧，座位6能管吗")
    assert a.kind == "may-beat" and a.answer is True
    assert a.understood == "座位1出 10 10 10 10 10，座位3烧 J J J J J，座位6能管吗？"
    assert a.assumed == ["座位 3 的烧牌按第一套 J J J J J 在桌上时算。"]


@pytest.mark.parametrize("said, understood", [
    ("上家出了五个10我能烧吗", "座位1出 10 10 10 10 10，座位2能烧吗？"),
    ("座位1出K K K座位2过座位3能管吗", "座位1出 K K K，座位2过，座位3能管吗？"),   # was: "能。" on 座位1出 K K K alone
    ("对头出10 10 10 10 10我 J J J J J", "座位1出 10 10 10 10 10，座位4管 J J J J J。"),
    ("seat 1 leads a pair of kings can seat 4 beat it with a pair of aces", "seat 1 leads two Ks, seat 4 beats two As."),
])
def test_a_question_typed_without_its_commas_is_read_clause_by_clause(said, understood):
    assert ask(said).understood == understood
