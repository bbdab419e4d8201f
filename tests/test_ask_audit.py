"""What the audit of ``gouji ask`` mended (issue 45, item 4): questions said as players say
them that were refused or answered wrong on first reading, each now read — relaxing, not
refusing — and every assumption named."""

from __future__ import annotations

import pytest

from gouji_sim.game.answers import AskError, ask
from gouji_sim.core.rules import Rules


@pytest.mark.parametrize("said, trick", [
    # TABLE-3: the two seats between a play and its opposite
    ("对门出了单张A，中间两家都不要，我拿个2能管吗", [(1, "play"), (2, "pass"), (3, "pass")]),
    ("seat 1 plays five 10s, the two between pass, may seat 4 beat it with five jacks?",
     [(1, "play"), (2, "pass"), (3, "pass")]),
    ("seat 3 leads three 8s, the two players in between pass, can seat 6 beat it with three 9s?",
     [(3, "play"), (4, "pass"), (5, "pass")]),
])
def test_the_two_between_pass(said, trick):
    a = ask(said)
    assert a.kind == "play" and a.answer is True and "BEAT-2" in a.clauses
    assert [(e["seat"], "pass" if e.get("pass") else "play") for e in a.case["trick"]] == trick


def test_several_seats_asked_at_once_are_answered_as_who():
    a = ask("座位1出 五个10，中间两家要烧吗")
    assert a.kind == "who-burn" and a.answer == [3, 5, 2, 6]      # BURN-1, BURN-2
    assert ask("seat 1 leads three 9s, can the others beat it?").answer == [2, 3, 4, 5, 6]


@pytest.mark.parametrize("said, seat, rules, kind, answer", [
    ("我们是头科、五科、六科，我们记几分", 1, Rules(), "score", 0),                  # SCORE-1, SCORE-3: -2 floored
    ("我们是头科、五科、六科，我们记几分", 1, Rules.preset("laotou"), "score", -2),
    ("上一把大落是座位6，这一把谁先出", None, Rules(), "lead", 6),                    # START-2
    ("上一把的大落是我，这把谁先出", 3, Rules(), "lead", 3),
    ("不开点的要给对头几张", None, Rules(), "points-tribute", 1),                      # TRIB-4
    ("I was dealt no twos and no jokers, can I sit this hand out?", None, Rules(), "revolution", True),  # START-4
])
def test_questions_that_name_no_play(said, seat, rules, kind, answer):
    a = ask(said, seat=seat, rules=rules)
    assert (a.kind, a.answer) == (kind, answer)


def test_an_opening_question_names_what_it_assumed():
    a = ask("算不算开点？")
    assert (a.kind, a.answer) == ("opening", False)                                  # TRIB-4, GOUJI-5
    assert a.assumed == ["没说走了几把够级：按一把都没走算。", "没说是谁：按座位 1 算。"]
    assert ask("座位3走了两把够级，开点了吗").assumed == []


@pytest.mark.parametrize("said", ["要扣牌吗？", "能过吗", "can I pass?"])
def test_a_pass_asked_of_no_table_and_no_seat_asks_for_the_table(said):
    """Nothing on the table and no seat: not "seat 1 may not pass" (TURN-1) on a guess, but the
    table asked for, with questions it can answer."""
    with pytest.raises(AskError) as err:
        ask(said)
    assert err.value.missing["en"] == "the table is not said (who played what)" and err.value.suggestions
    assert ask("座位1能过吗").answer is False                                          # TURN-1: said, so judged
