"""The guided first hand (issue 24 item 2): the searched deal shows its steps in order when the
reader follows the suggestions; every suggestion is a decision the judge rules legal; the page's
entry point and its errors."""

from __future__ import annotations

import json

import pytest

from gouji_sim.actions import PlayAction
from gouji_sim.practice.lesson import LESSONS, STEP_NAMES, Lesson, advance, in_order, run
from gouji_sim.view import practice_page as page


def test_the_lesson_s_deal_shows_its_steps_in_order_and_says_which_are_missing():
    spec = LESSONS["first-hand"]
    assert spec["steps"] == [s for s in STEP_NAMES if s in spec["steps"]]        # in the lesson's order
    assert sorted(spec["steps"] + spec["missing"]) == sorted(STEP_NAMES)
    met, trace, _ = run(spec["seed"], spec["seat"], spec["steps"])
    assert met == spec["steps"]
    assert in_order(trace, STEP_NAMES) == spec["steps"]      # the search's count, found again


def test_following_the_suggestions_every_one_is_legal_and_the_view_says_what_to_try():
    lesson = Lesson("first-hand")
    seen_next = []
    while lesson.waiting:
        view = lesson.view()
        assert view["say"]["zh"] and view["say"]["en"]
        action = lesson.suggestion()
        assert action is not None and lesson.judge(action).legal
        if view["suggest"].get("option") is not None:
            assert lesson.options()[view["suggest"]["option"]].action == action
        else:
            assert isinstance(action, PlayAction) and view["suggest"]["cards"] == str(action.play)
        seen_next.append(view["next"])
        assert lesson.attempt(action).legal
    view = lesson.view()
    assert view["over"] and all(s["met"] for s in view["steps"]) and not view["off_path"]
    assert view["say"]["en"].startswith("The hand is over")
    assert [m["step"] for m in view["met_at"]] == list(lesson.order)
    assert all(s["chapter"] for s in view["steps"])
    assert [s for s in STEP_NAMES if s in seen_next] == [s for s in lesson.order if s in seen_next]


def test_a_decision_off_the_path_is_said_and_undo_brings_the_lesson_back():
    lesson = Lesson("first-hand")
    while lesson.waiting:
        action = lesson.suggestion()
        assert action is not None
        others = [o.action for o in lesson.options() if o.action != action]
        if others and lesson.judge(others[0]).legal:
            lesson.attempt(others[0])
            assert lesson.view()["off_path"]
            assert lesson.undo() and not lesson.view()["off_path"]
            return
        lesson.attempt(action)
    pytest.fail("no decision with a second option")


def test_advance_needs_the_steps_in_order():
    assert advance(0, ["beat"], ["lead", "beat"]) == 0
    assert advance(0, ["lead", "beat"], ["lead", "beat"]) == 2


def test_the_page_entry_point_and_its_errors():
    out = json.loads(page.lesson('{"name": "first-hand"}'))
    v = out["view"]
    assert out["ok"] and v["lesson"]["name"] == "first-hand" and v["seat"] == LESSONS["first-hand"]["seat"]
    assert v["lesson"]["suggest"] is not None
    bad = json.loads(page.lesson('{"name": "nope"}'))
    assert bad["ok"] is False and bad["error"]["code"] == "lesson-unknown"
    assert "nope" in bad["error"]["en"] and "nope" in bad["error"]["zh"]
    assert json.loads(page.lesson("[1]"))["error"]["code"] == "practice-bad-request"
