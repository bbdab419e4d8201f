"""The two short lessons on answering a burn (issue 46: "answer a burn (release and reburn)"):
in ``release`` the reader is the burner's opposite and beats a burning set, which releases the
burn (BURN-4, BURN-5); in ``reburn`` the reader's own gouji play is burned and the reader, the
burned player, burns back with its whole hand (BURN-4 v5: the burned player is always a
reburner, and a burn back must be whole; it plays out as burning sets, BURN-3). Each is played
to its end by its suggestions, in both languages, with prompts read from the table."""

from __future__ import annotations

import re

import pytest

from gouji_sim.core.actions import PlayAction
from gouji_sim.core.burn import reburn_sets
from gouji_sim.core.messages import LANGS
from gouji_sim.practice.lesson import LESSONS, SHORT, STEP_NAMES, Lesson
from gouji_sim.core.play import Play
from gouji_sim.game.history import plays_made
from gouji_sim.practice.lesson_moves import moves_in_record, moves_of_entries
from gouji_sim.core.table import opposite
from gouji_sim.view.lesson_view import lesson_links
from gouji_sim.view.practice_page import session_view

HOLES = re.compile(r"\{\w*\}|None|True|False|  |_")


def _to_answer(name: str) -> Lesson:
    """The lesson played by its suggestions up to the reader's answer to a burn."""
    lesson = Lesson(name)
    for _ in range(10):
        if lesson.state.is_answer_window() and lesson.state.current_player() == lesson.seat:
            return lesson
        lesson.attempt(lesson.suggestion())
    raise AssertionError(f"{name}: the reader is never asked to answer a burn")


def _say(lesson: Lesson) -> dict[str, str]:
    return session_view(lesson)["lesson"]["say"]


def test_both_answers_have_a_short_lesson_listed_with_its_link():
    assert SHORT["release"]["steps"] == ["release"] and SHORT["reburn"]["steps"] == ["reburn"]
    links = {x["name"]: x for x in lesson_links()}
    for name in ("release", "reburn"):
        assert links[name]["title"]["zh"] and links[name]["link"]["en"]
        assert list(LESSONS).index(name) < list(LESSONS).index("answer-burn")   # short ones first


@pytest.mark.parametrize("name", ["release", "reburn"])
def test_the_lesson_is_played_to_its_end_with_whole_sentences_in_both_languages(name):
    lesson, says = Lesson(name), []
    for _ in range(10):
        says.append(_say(lesson))
        if not lesson.waiting:
            break
        lesson.attempt(lesson.suggestion())
    assert lesson.done and lesson.learned() == SHORT[name]["steps"] and not lesson.off_path
    assert session_view(lesson)["state"] == "over"
    assert len(says) <= 3                                                       # a short hand
    for say in says:
        for lang in LANGS:
            assert say[lang] and not HOLES.search(say[lang]), say[lang]
    assert "Lesson done" in says[-1]["en"] and "这一课学完了" in says[-1]["zh"]


def test_the_release_is_the_burner_s_opposite_beating_a_set_and_the_burn_is_cleared():
    lesson = _to_answer("release")
    burn = lesson.state.burn
    assert burn is not None and burn.burner == opposite(lesson.seat)           # BURN-4: the opposite
    action = lesson.suggestion()
    assert isinstance(action, PlayAction)
    assert reburn_sets(lesson.state.sit, lesson.seat, burn.burner, action.play) is None   # not a burn back
    say = _say(lesson)
    top = str(burn.sets[0])
    assert f"Seat {burn.burner} (your opposite) is burning: its set {top} is on top." in say["en"]
    assert f"play {action.play} and the burn is released — seat {burn.burner} plays on" in say["en"]
    assert f"座位 {burn.burner}（你的对头）在烧牌" in say["zh"] and "BURN-5" in say["zh"]
    lesson.attempt(action)
    assert lesson.state.burn is None and lesson.done                            # released (BURN-5)
    assert burn.burner not in lesson.state.penalized and burn.burner not in lesson.state.sit.finished
    # the table stops on the release: the reader's beat on top of the burning set, the burner next
    assert lesson.state.history[-1] == PlayAction(lesson.seat, action.play)
    assert lesson.state.sit.trick_state.top_seat == lesson.seat and lesson.state.current_player() == burn.burner
    assert session_view(lesson)["table"]["to_move"] == burn.burner


def test_the_release_lesson_does_not_ask_the_reader_to_burn_its_teammate():
    # the reader's cards cannot burn seat 3's K K, so the table does not stop there (as at a table)
    lesson = Lesson("release")
    assert lesson.state.is_answer_window() and lesson.state.sit.trick_state.top_seat == opposite(lesson.seat)


def test_the_reburn_is_the_burned_player_s_whole_hand_played_as_burning_sets():
    lesson = _to_answer("reburn")
    burn = lesson.state.burn
    assert burn is not None and burn.burned == lesson.seat                      # the reader was burned
    action = lesson.suggestion()
    assert isinstance(action, PlayAction)
    sets = reburn_sets(lesson.state.sit, lesson.seat, burn.burner, action.play)
    assert sets is not None and sum(p.size for p in sets) == len(lesson.state.hand(lesson.seat))   # whole
    say = _say(lesson)
    assert "the burned player may always burn back" in say["en"] and "被烧的人总可以反烧" in say["zh"]
    assert f"here {', then '.join(str(p) for p in sets).replace('大王', 'Big Joker')} (BURN-4, BURN-3)" in say["en"]
    lesson.attempt(action)
    assert lesson.done
    mine = [e for e in plays_made(lesson.state.history) if e.seat == lesson.seat and e.burn]
    assert [str(e.play) for e in mine] == [str(p) for p in sets]               # set by set, as a burn's
    assert lesson.state.sit.finished[0] == lesson.seat                         # played out: first place
    assert lesson.state.history[-1] == mine[-1] and not lesson.over             # the table stops on it


def test_the_prompt_before_the_reburn_says_the_gouji_play_may_be_burned():
    lesson = Lesson("reburn")
    action = lesson.suggestion()
    assert isinstance(action, PlayAction) and lesson.progress().advice.makes_gouji
    say = _say(lesson)["en"]
    assert f"Play {action.play}: a gouji play, which only your opposite, seat {opposite(lesson.seat)}" in say
    assert "you, the burned player, may burn back" in say


def test_the_whole_hand_lesson_s_answer_is_a_release_or_a_burn_back_in_its_record():
    lesson = Lesson("answer-burn")
    while lesson.waiting:
        lesson.attempt(lesson.suggestion())
    made = moves_in_record(lesson.record(), lesson.seat)
    assert "answer" in made and ("release" in made) != ("reburn" in made)


@pytest.mark.parametrize("name, move, other", [("release", "release", "reburn"), ("reburn", "reburn", "release")])
def test_the_answer_s_entries_show_one_answer_and_not_the_other(name, move, other):
    # the table ticks what the record's reader reads (lesson_moves): the answer's own entries
    lesson = _to_answer(name)
    before, logged = lesson.state.clone(), len(lesson.state.history)
    verdict = lesson.state.clone().apply(lesson.suggestion())
    lesson.attempt(lesson.suggestion())
    entries = lesson.state.history[logged:]                                     # the answer's entries
    plays = [e for e in entries if isinstance(e, PlayAction)]
    assert plays[0].seat == lesson.seat and any(e.burn for e in plays) == (move == "reburn")
    moves = moves_of_entries(before.sit, entries, verdict, lesson.state.sit, lesson.seat)
    assert {"answer", move} <= set(moves) and other not in moves


#: Code a lesson's words may never hold: a Python value, snake_case, a lesson's or move's name
#: with its hyphen (``answer-gouji``, ``end-of-hand``), a placeholder left unfilled.
CODE = re.compile(r"\b(?:None|True|False)\b|\b[a-z]+(?:_[a-z0-9]+)+\b|\{\w*\}|(?<![\w-])(?:"
                  + "|".join(re.escape(n) for n in sorted({*LESSONS, *STEP_NAMES}, key=len, reverse=True) if "-" in n)
                  + r")(?![\w-])")


@pytest.mark.parametrize("name", list(LESSONS))
def test_every_lesson_s_words_hold_no_code_from_start_to_end(name):
    # issue 46, item 4: the page scan reads the practice table once; a lesson's prompts change
    # at every decision, so every one of them is read here, with the panel's labels and moves
    lesson = Lesson(name)
    for _ in range(400):
        view = session_view(lesson)["lesson"]
        words = [view["say"], *view["labels"].values(), *(s["words"] for s in view["steps"])]
        for w in words:
            for lang in LANGS:
                assert not CODE.search(w[lang]), (name, lang, w[lang])
        if not lesson.waiting:
            return
        lesson.attempt(lesson.suggestion())
    raise AssertionError(f"{name} did not end")


def test_the_code_pattern_catches_what_it_is_for_and_the_lesson_list_holds_none():
    for bad in ("next: answer-gouji", "Lesson end-of-hand", "burn_after_pass", "{cards}", "seat None"):
        assert CODE.search(bad), bad
    assert not CODE.search("Seat 4 (your opposite) is burning: its set A A is on top; beat it card by card")
    for link in lesson_links():
        for w in (link["title"], link["link"], *link["steps"]):
            assert not CODE.search(w["zh"]) and not CODE.search(w["en"]), w


@pytest.mark.parametrize("name", ["reburn"])
def test_in_an_answer_window_the_table_names_the_reader_as_the_one_to_act(name):
    # the state's decider in a burn's answer window (BURN-4) is the reader, not the trick's
    # next seat; the table said "Next to act: seat 5" under "Your turn"
    lesson = _to_answer(name)
    table = session_view(lesson)["table"]
    assert lesson.state.sit.to_move() != lesson.seat                            # the trick's next seat
    assert table["to_move"] == lesson.seat
    tagged = [s["seat"] for s in table["seats"] if "to-move" in s["tags"]]
    assert tagged == [lesson.seat]
    mine = next(s for s in table["seats"] if s["seat"] == lesson.seat)
    assert mine["tags"][:2] == ["you", "to-move"]


def test_the_narration_says_whose_burn_succeeded_after_a_burn_back():
    # BURN-4 v5: the burn back is a burn of its own; when it plays out, the narration names its
    # burner (the reader) and the seat it burned (the first burner) — it named them the other way
    lesson = _to_answer("reburn")
    first = lesson.state.burn
    lesson.attempt(lesson.suggestion())
    outcome = [e for e in session_view(lesson)["events"] if e["kind"] == "burn-outcome"]
    assert [e["seat"] for e in outcome] == [lesson.seat]
    assert outcome[0]["message"]["en"].startswith(f"Seat {lesson.seat}'s burn succeeded")
    assert outcome[0]["message"]["en"].endswith(f"seat {first.burner} is burned.")
    assert f"座位 {first.burner} 被烧" in outcome[0]["message"]["zh"]
