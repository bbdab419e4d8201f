"""The short lessons (issue 46): each a few cards a seat dealt to teach one signature move,
ended once the reader has made it; prompts written from the table's facts; the lesson list;
the end of a hand's tribute in words; the reader's seat at the bottom; the deal box's
sentences. Clauses: TURN-1, BEAT-2, GOUJI-2, GOUJI-4, TURN-4, TURN-5, TURN-6, TURN-8, BURN-3,
PLAY-6, END-1, END-3, TRIB-1, TRIB-2."""

from __future__ import annotations

import json
import re

import pytest

from gouji_sim.core.actions import Pass, PlayAction, Yield
from gouji_sim.core.messages import LANGS
from gouji_sim.practice.lesson import LESSONS, SHORT, Lesson
from gouji_sim.core.table import opposite
from gouji_sim.view import practice_page as page
from gouji_sim.view.lesson_view import lesson_links
from gouji_sim.view.practice_page import session_view

#: What no sentence a reader sees may hold: a placeholder left unfilled, a Python value, a
#: doubled space, a step name set into a sentence ("for you take over").
HOLES = re.compile(r"\{\w*\}|None|True|False|  |for you |time for you")


def _follow(name: str) -> tuple[Lesson, list[dict]]:
    """Follow the lesson's suggestions to its end; the views seen on the way."""
    lesson, views = Lesson(name), []
    for _ in range(40):
        views.append(session_view(lesson))
        if not lesson.waiting:
            return lesson, views
        action = lesson.suggestion()
        assert action is not None
        lesson.attempt(action)
    raise AssertionError(f"{name} did not end")


def test_there_is_a_lesson_for_every_signature_move():
    taught = {m for spec in LESSONS.values() for m in spec["steps"]}
    assert {"lead", "beat", "answer-gouji", "keep-right", "yield", "close", "wind", "burn", "answer",
            "wrong-follow", "melee", "end"} <= taught
    assert [x["name"] for x in lesson_links()] == list(LESSONS)


@pytest.mark.parametrize("name", list(SHORT))
def test_each_short_lesson_ends_once_its_move_is_made(name):
    lesson, views = _follow(name)
    spec = SHORT[name]
    assert lesson.done and lesson.learned() == spec["steps"]
    assert sum(len(spec["deal"][s].split()) for s in spec["deal"]) <= 30       # a short hand
    last = views[-1]
    assert last["state"] == "over" and last["lesson"]["done"] and last["lesson"]["suggest"] is None
    assert lesson.judge(Pass(lesson.seat)).legal is False                       # the table stopped
    for v in views:
        for lang in LANGS:
            say = v["lesson"]["say"][lang]
            assert say and not HOLES.search(say), (name, say)


@pytest.mark.parametrize("name", list(SHORT))
def test_the_prompt_that_makes_the_move_names_the_table_as_the_state_has_it(name):
    lesson = Lesson(name)
    while lesson.waiting:
        progress = lesson.progress()
        a = progress.advice
        if a.kind == "try":
            st = lesson.state.sit.trick_state
            say = session_view(lesson)["lesson"]["say"]["en"]
            if st.top_seat is not None and not lesson.state.sit.is_closed():
                assert f"Seat {st.top_seat} (" in say                    # who played what is on top
                assert str(st.top).split()[0] in say
            if a.step in ("close", "wind"):                               # who leads next: the state's
                words = "you" if a.leader == lesson.seat else f"seat {a.leader}"
                assert words in say
            break
        lesson.attempt(lesson.suggestion())
    else:
        raise AssertionError(f"{name}: no prompt made its move")


def test_the_close_prompt_names_the_seat_that_leads_after_it_as_the_game_says():
    # TURN-6: the seat that leads next is read off the game after the pass, never assumed
    lesson = Lesson("close")
    action = lesson.suggestion()
    assert isinstance(action, Pass)
    after = lesson.state.clone()
    after.apply(action)
    leader = after.sit.leader()
    assert leader is not None and lesson.progress().advice.leader == leader
    assert f"then seat {leader} leads" in session_view(lesson)["lesson"]["say"]["en"]


def test_the_yield_lesson_yields_on_an_ordinary_play_and_the_teammate_takes_it():
    lesson = Lesson("yield")
    top = lesson.state.sit.trick_state
    assert top.top_seat == opposite(lesson.seat) and not top.gouji          # TURN-5 on a plain play
    assert isinstance(lesson.suggestion(), Yield)
    lesson.attempt(lesson.suggestion())
    log = lesson.state.history or ()
    after = log[log.index(Yield(lesson.seat)) + 1:]
    beat = next(e for e in after if isinstance(e, PlayAction))
    assert beat.seat == 3 and str(beat.play) == "9 9"                      # a teammate beat it for us
    assert not any(isinstance(e, PlayAction) and e.seat == lesson.seat for e in after)  # our twos kept


def test_the_wrong_follow_lesson_suggests_cards_the_judge_takes_as_a_wrong_follow():
    lesson = Lesson("wrong-follow")
    action = lesson.suggestion()
    assert isinstance(action, PlayAction)
    verdict = lesson.judge(action)
    assert not verdict.legal and "PLAY-6" in verdict.clauses
    lesson.attempt(action)
    assert Pass(lesson.seat, wrong=True) in (lesson.state.history or ())   # taken as PLAY-6 says
    assert lesson.done


def test_the_end_of_a_hand_lesson_says_places_points_and_the_tribute_owed():
    lesson, views = _follow("end-of-hand")
    end = views[-1]
    assert lesson.over and end["result"]["places"][0] == lesson.seat
    words = end["tribute_words"]
    last, fifth = end["result"]["places"][5], end["result"]["places"][4]
    assert f"seat {last} (last) gives seat {lesson.seat} (you, first) its best tribute cards, 2 cards (TRIB-1)" in words["en"]
    assert f"座位 {fifth}（二落）" in words["zh"]
    assert [o["kind"] for o in end["owed"]] == ["fall", "return", "fall", "return"]


def test_a_hand_without_tribute_says_none_is_owed():
    from gouji_sim.practice import Practice
    p = Practice.watch(3)
    assert session_view(p)["tribute_words"]["en"].startswith("These rules pay no tribute")


def test_the_reader_s_seat_is_at_the_bottom_and_marked():
    for seat in (1, 4):
        view = json.loads(page.new(json.dumps({"seed": 7, "seat": seat})))["view"]
        mine = next(s for s in view["table"]["seats"] if s["seat"] == seat)
        assert (mine["row"], mine["col"]) == (3, 2) and mine["tags"][0] == "you"
        assert mine["tag_words"]["you"] == {"zh": "你", "en": "You"}
        across = next(s for s in view["table"]["seats"] if s["seat"] == opposite(seat))
        assert (across["row"], across["col"]) == (1, 2)


@pytest.mark.parametrize("seed, code, words", [
    ("", "practice-empty-seed", "box is empty"),
    ("   ", "practice-empty-seed", "box is empty"),
    ("abc", "practice-bad-seed", "the box says “abc”"),
])
def test_an_empty_or_bad_deal_number_gets_a_plain_sentence(seed, code, words):
    out = json.loads(page.new(json.dumps({"seed": seed, "seat": 1})))
    assert out["error"]["code"] == code and words in out["error"]["en"]
    assert "9223372036854775807" not in out["error"]["en"] and out["error"]["zh"]


def test_the_deal_number_typed_is_the_one_the_end_shows():
    from gouji_sim.practice import Practice
    p = Practice(1205, 1)
    while p.waiting:
        p.attempt(p.options()[0].action if p.options() else PlayAction(1, p.state.legal_plays()[0]))
    view = session_view(p)
    assert view["hand_seed"] == "1205" and "1205" in view["hand_seed_words"]["en"]


def test_a_lesson_link_works_mid_hand():
    page.new(json.dumps({"seed": 9, "seat": 2}))
    out = json.loads(page.lesson(json.dumps({"name": "burn"})))
    assert out["ok"] and out["view"]["lesson"]["name"] == "burn" and out["view"]["seat"] == SHORT["burn"]["seat"]


@pytest.mark.parametrize("name", ["first-hand", "answer-burn"])
def test_the_guided_hands_yield_on_a_plain_play(name):
    # TURN-5 where it helps: on a gouji play the next two may only pass (GOUJI-2)
    lesson, yields = Lesson(name), 0
    while lesson.waiting:
        action = lesson.suggestion()
        if isinstance(action, Yield):
            assert not lesson.state.sit.trick_state.gouji
            yields += 1
        lesson.attempt(action)
    assert yields >= 1
