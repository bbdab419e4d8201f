"""Who takes over after a seat goes out, asked with no play said ("下家出完了，谁接风", a
leftover of issue 45): the reader takes the finished seat's last play as a single 5 that
nobody beat, says so, and the judge names the next leader (接风, TURN-8)."""

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
