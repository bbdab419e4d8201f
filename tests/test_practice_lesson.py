"""The lessons: each one's fixed hand really has the reader make every move the lesson teaches
(read from the hand's record, entry by entry); what a lesson lists as learned is what the
record shows the reader did, never the lesson's script; every suggestion is a decision the
judge rules legal; a refused answer to a burn says why; the page's entry points and errors.
Clauses: TURN-1, TURN-2, GOUJI-2, TURN-5, TURN-6, TURN-8, BURN-3, BURN-4, BURN-5, END-1."""

from __future__ import annotations

import json

import pytest

from gouji_sim.core.actions import Burn, Pass, PlayAction
from gouji_sim.core.cards import Hand
from gouji_sim.game.decisions import Decline
from gouji_sim.game.record import read
from gouji_sim.game.state import ANSWER, BURN
from gouji_sim.practice.lesson import LESSONS, SEARCHED, STEP_NAMES, WHOLE_HAND_MOVES, Lesson, run
from gouji_sim.practice.lesson_moves import moves_in_record
from gouji_sim.core.table import opposite
from gouji_sim.view import practice_page as page
from gouji_sim.view.lesson_view import lesson_json


def _follow(name: str) -> Lesson:
    lesson = Lesson(name)
    while lesson.waiting:
        action = lesson.suggestion()
        assert action is not None and lesson.judge(action).legal
        assert lesson.attempt(action).legal
    return lesson


def test_the_lessons_together_teach_every_signature_move():
    taught = {m for spec in LESSONS.values() for m in spec["steps"]}
    assert {"burn", "yield", "answer", "close", "wind", "place"} <= taught
    for spec in LESSONS.values():
        assert set(spec["steps"]) <= set(STEP_NAMES) and len(set(spec["steps"])) == len(spec["steps"])


#: The moves the whole-hand lessons were searched for (the short lessons' own moves came later:
#: tests/test_lessons_short.py).



@pytest.mark.parametrize("name", sorted(SEARCHED))
def test_each_lesson_s_hand_has_the_reader_make_each_move_in_the_record(name):
    spec = LESSONS[name]
    lesson = _follow(name)
    record = lesson.record()
    assert record is not None and record["bots"][spec["seat"] - 1] == "reader"
    assert sorted(m for m in moves_in_record(record, spec["seat"]) if m in WHOLE_HAND_MOVES) == sorted(spec["steps"])
    assert lesson.learned() == spec["steps"]
    assert [m for _, m in lesson.shown] == spec["steps"]          # listed in the order the reader makes them
    # each move found again, by hand, in the record's own entries (the reader's seat acting)
    reader = spec["seat"]
    start, walk = read(record)
    before, found = start, set()
    for st in walk:
        e, after, st0 = st.entry, st.situation, before.trick_state
        mine = e.get("seat") == reader
        if mine and e.get("yield"):
            found.add("yield")
        if mine and e.get("pass") and after.is_closed() and not before.is_closed():
            found.add("close")
        if after.is_closed() and not before.is_closed() and after.leads_by_wind() and after.leader() == reader:
            found.add("wind")
        if mine and "play" in e and not e.get("burn") and st0.burner not in (None, reader) and reader == opposite(st0.burner):
            found.add("answer")
        if mine and e.get("burn") and reader in after.finished and reader not in before.finished:
            found.add("burn")
        if reader in after.finished and reader not in before.finished:
            found.add("place")
        before = after
    assert found == {m for m in spec["steps"] if m in ("yield", "close", "wind", "answer", "burn", "place")}


def test_the_lesson_lists_as_learned_only_what_the_reader_did():
    # off the path: the reader declines every burn the first hand suggests; the burn is then
    # not listed, whatever the lesson's script says (a place is listed when it won one)
    lesson = Lesson("first-hand")
    declined = False
    while lesson.waiting:
        action = lesson.suggestion()
        assert action is not None
        if isinstance(action, Burn) and lesson.state is not None and lesson.state.is_burn_window():
            action, declined = Decline(lesson.seat), True
        lesson.attempt(action)
    assert declined
    learned = lesson.learned()
    assert "burn" not in learned and ("place" in learned) == (lesson.seat in lesson.places()[:5])
    assert learned == [m for m in lesson.order if m in moves_in_record(lesson.record(), lesson.seat)]
    view = lesson_json(lesson.progress())
    assert [s["step"] for s in view["steps"] if s["met"]] == learned and view["off_path"]
    # another seat of the same record made none of the reader's yields, and its moves are its own
    other = opposite(lesson.seat)
    assert moves_in_record(lesson.record(), other) != learned


def test_moves_of_others_are_never_the_reader_s():
    # the first hand's bots close tricks and take over the lead too: the reader is credited
    # only with its own (the record read for every seat)
    spec = LESSONS["first-hand"]
    record = _follow("first-hand").record()
    per_seat = {seat: moves_in_record(record, seat) for seat in range(1, 7)}
    assert sorted(m for m in per_seat[spec["seat"]] if m in WHOLE_HAND_MOVES) == sorted(spec["steps"])
    assert any("close" in m for s, m in per_seat.items() if s != spec["seat"])
    assert all("burn" not in m for s, m in per_seat.items() if s != spec["seat"])


def test_following_the_suggestions_the_view_says_what_to_try_and_ticks_the_moves_as_made():
    lesson = Lesson("answer-burn")
    said_answer = False
    while lesson.waiting:
        view = lesson_json(lesson.progress())
        assert view["say"]["zh"] and view["say"]["en"]
        action = lesson.suggestion()
        assert action is not None
        if view["suggest"].get("option") is not None:
            assert lesson.options()[view["suggest"]["option"]].action == action
        else:
            assert isinstance(action, PlayAction) and view["suggest"]["cards"] == str(action.play)
        if lesson.state is not None and lesson.state.is_answer_window() and isinstance(action, PlayAction):
            said_answer = "BURN-4" in view["say"]["en"]
        lesson.attempt(action)
    view = lesson_json(lesson.progress())
    assert said_answer
    assert view["over"] and all(s["met"] for s in view["steps"]) and not view["off_path"]
    assert view["say"]["en"].startswith("The hand is over")
    assert sorted(m["step"] for m in view["met_at"]) == sorted(lesson.order)
    assert all(s["chapter"] for s in view["steps"])


def test_a_refused_answer_to_a_burn_says_why():
    lesson = Lesson("answer-burn")
    while lesson.waiting and not (lesson.state.is_answer_window() and isinstance(lesson.suggestion(), PlayAction)):
        lesson.attempt(lesson.suggestion())
    st = lesson.state.sit.trick_state
    assert st.burner is not None and opposite(st.burner) == lesson.seat           # BURN-4: the opposite answers
    hand = lesson.state.sit.hand(lesson.seat)
    low = PlayAction.of(lesson.seat, Hand.parse(str(hand).split()[0]))          # one low card on a set of three
    verdict = lesson.attempt(low)
    assert not verdict.legal and "BURN-4" in verdict.clauses
    assert str(st.top) in verdict.message["en"] and str(st.top) in verdict.message["zh"]
    assert ":" in verdict.message["en"] and verdict.message["en"].split(":", 1)[1].strip()   # and the reason why
    assert lesson.state.is_answer_window()                                         # nothing changed


def test_a_decision_off_the_path_is_said_and_undo_brings_the_lesson_back():
    lesson = Lesson("first-hand")
    while lesson.waiting:
        action = lesson.suggestion()
        assert action is not None
        others = [o.action for o in lesson.options() if o.action != action and isinstance(o.action, Pass)]
        if others and lesson.judge(others[0]).legal and isinstance(action, PlayAction):
            lesson.attempt(others[0])
            assert lesson_json(lesson.progress())["off_path"]
            assert lesson.undo() and not lesson_json(lesson.progress())["off_path"]
            return
        lesson.attempt(action)
    pytest.fail("no decision with a second option")


def test_the_search_s_run_finds_each_lesson_s_moves_again():
    spec = LESSONS["answer-burn"]
    made, decisions = run(spec["seed"], spec["seat"], spec["steps"])
    assert made == spec["steps"] and decisions > 0


def test_the_page_entry_points_and_errors():
    for name, spec in LESSONS.items():
        out = json.loads(page.lesson(json.dumps({"name": name})))
        v = out["view"]
        assert out["ok"] and v["lesson"]["name"] == name and v["seat"] == spec["seat"]
        assert v["lesson"]["suggest"] is not None and v["lesson"]["labels"]["lesson-title"]["en"]
    for lang in ("zh", "en"):
        links = page.page_data(lang)["lessons"]
        assert [x["name"] for x in links] == list(LESSONS) and all(x["link"] for x in links)
    bad = json.loads(page.lesson('{"name": "nope"}'))
    assert bad["ok"] is False and bad["error"]["code"] == "lesson-unknown"
    assert "nope" in bad["error"]["en"] and "nope" in bad["error"]["zh"]
    assert json.loads(page.lesson("[1]"))["error"]["code"] == "practice-bad-request"
