"""Faults of the reader of table speech, each pinned (issue 45): cards typed in lower case
after a joker word, the others' passes said before the play they pass on (TURN-2), the
clauses of a "yes" taken from the judge, and an unread text saying what it understood."""

from __future__ import annotations

import json

import pytest

from gouji_sim.game.answers import AskError, ask
from gouji_sim.view import lab_line
from gouji_sim.core.cards import Hand
from gouji_sim.game.table_talk import read_talk


def _played(text: str) -> list[str]:
    return [str(Hand.parse(e["play"])) for e in read_talk(text).trick if "play" in e]


@pytest.mark.parametrize("said,cards", [
    ("座位1出 大王 a a", "A A 大王"),          # the article "a" swallowed one ace (CARD-2)
    ("座位1出 大王 A A", "A A 大王"),
    ("座位1出 大王带俩A", "A A 大王"),
    ("座位1出 大王 a", "A 大王"),              # in Chinese a lone "a" is an ace, no article
    ("座位1出 大王 k k", "K K 大王"),
    ("座位1出 大王 K K", "K K 大王"),
    ("座位1出 小王 10 10 10", "10 10 10 小王"),
    ("座位1出 大王大王 2", "2 大王 大王"),
    ("座位1出 大王 q q q", "Q Q Q 大王"),
    ("seat 1 plays big joker and two aces", "A A 大王"),
    ("seat 1 plays a big joker and a a", "A A 大王"),
    ("seat 1 plays a a a", "A A A"),
    ("seat 1 plays a 2", "2"),                  # the article still counts one card
    ("seat 1 plays a K", "K"),
    ("seat 1 plays a pair of aces and a big joker", "A A 大王"),
    ("seat 1 plays BJ A A", "A A 大王"),          # BJ / SJ: the jokers as English tables write them
    ("seat 1 plays SJ 10 10 10", "10 10 10 小王"),
    ("座位1出 BJ BJ 2", "2 大王 大王"),
])
def test_no_card_lost_or_invented(said: str, cards: str) -> None:
    assert _played(said) == [str(Hand.parse(cards))]


def test_lower_case_aces_are_judged_as_said() -> None:
    """BEAT-1: two aces and a small joker, beaten by two 2s and a big joker (not a size mismatch)."""
    a = ask("座位1出 小王 a a，座位2、3过，座位4出 大王 2 2")
    assert a.answer is True and "A A 小王" in a.understood


@pytest.mark.parametrize("said", [
    "Everyone passed on my three 9s. Who leads now?",
    "Everyone else passed on my three 9s. Who leads now?",
    "大家都不要我的三个9，谁先出",
    "其他人都过了我的三个9，谁先出",
    "我出三个9，其他人都过了，谁出",
    "I lead three 9s, everyone else passed. Who leads now?",
])
def test_everyone_passed_on_a_play(said: str) -> None:
    """TURN-2: every other seat passes on the play; its owner leads again."""
    t = read_talk(said)
    assert t.trick[0] == {"seat": 1, "play": "9 9 9"}
    assert [e["seat"] for e in t.trick[1:]] == [2, 3, 4, 5, 6]
    assert all(e.get("pass") for e in t.trick[1:])
    assert ask(said).answer == 1


def test_everyone_passed_on_my_kings_shows_the_passes() -> None:
    """GOUJI-1: three kings are answered by the opposite only; its pass is in what was understood."""
    a = ask("Everyone passed on my three kings. Who leads now?")
    assert a.answer == 1 and "seat 4 passes" in a.understood


@pytest.mark.parametrize("said,clauses", [
    ("座位4已经出完了，座位1出 五个10，座位2能管吗", ["GOUJI-3"]),        # a headless seat, not GOUJI-2
    ("座位1出 五个10，座位4能管吗", ["GOUJI-2"]),
    ("座位1出 9 9 9，座位2能管吗", ["TURN-2"]),
    ("座位1出 五个10，座位2能烧吗", ["BURN-1", "BURN-2"]),
    ("座位1出 五个10，座位3出 五个J 烧，座位1能烧吗", ["BURN-1", "BURN-2", "BURN-4"]),   # burning back
])
def test_a_yes_names_the_judges_grounds(said: str, clauses: list[str]) -> None:
    """The clauses of a may-beat / may-burn "yes" are the judge's (judge.beat_grounds,
    burn.burn_grounds), not chosen by the answer."""
    a = ask(said)
    assert a.answer is True and a.to_json()["clauses"] == clauses


@pytest.mark.parametrize("said,understood", [
    ("座位1出 五个10 座位2跳舞了吗", "座位1出 10 10 10 10 10"),                # the words before the unknown one
    ("seat 1 leads five 10s seat 2 dances", "seat 1 leads five 10s"),
    ("座位1出 五个10，座位2出", "座位1出 10 10 10 10 10"),                      # a clause with no cards
    ("座位1出 五个10，座位2过，座位9出 五个J", "座位1出 10 10 10 10 10，座位2过"),   # no seat 9 (TABLE-1)
])
def test_an_unread_text_says_what_it_understood(said: str, understood: str) -> None:
    with pytest.raises(AskError) as caught:
        ask(said)
    err = caught.value
    assert err.understood and understood in (err.said["zh"] + err.said["en"])
    assert "position" not in err.en and understood in (err.zh + err.en)


def test_the_search_box_shows_the_part_understood() -> None:
    out = json.loads(lab_line.ask(json.dumps({"text": "座位1出 五个10 座位2跳舞了吗"})))
    assert out["ok"] is False and out["understood"] is True
    assert "10 10 10 10 10" in out["reply"]["understood"]


@pytest.mark.parametrize("said,answer", [
    ("对头出三个9，大家都不要，谁出", 1),                                          # the asker passed too
    ("My opposite leads three 9s and everyone else passes, who leads next?", 1),
    ("座位3已经出完了，座位1出 三个9，其他人都过了，谁先出", 1),                      # a finished seat does not pass
])
def test_everyone_is_every_seat_but_the_plays_owner(said: str, answer: int) -> None:
    """TURN-2, TURN-6: every seat still in the hand passes; the play's owner leads again."""
    a = ask(said)
    assert a.answer == answer
    assert all(e["seat"] != 1 for e in read_talk(said).trick[1:])


def test_everyone_else_stops_at_the_asker_asked_about() -> None:
    """"…其他人都过了，我能管吗": the others are the seats before the asker, who has not passed."""
    t = read_talk("上家出三个9，其他人都过了，我能管吗")
    assert t.trick == [{"seat": 1, "play": "9 9 9"}] and ask("上家出三个9，其他人都过了，我能管吗").answer is True


@pytest.mark.parametrize("said,cards", [
    ("座位1出 大王，A A", "A A 大王"),            # not seat 1 beating its own big joker with two aces
    ("座位1出 大王 A, A", "A A 大王"),
    ("seat 1 plays big joker, A A", "A A 大王"),
])
def test_cards_after_a_comma_are_the_same_play(said: str, cards: str) -> None:
    """TURN-2: a seat does not beat its own play; cards alone after it are more of that play."""
    assert read_talk(said).trick == [{"seat": 1, "play": cards}]
