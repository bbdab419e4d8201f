"""Drills: seeded question sets whose answers are the judge's — checked here
against ``gouji judge`` (and ``gouji burn``) on the very same situations."""

from __future__ import annotations

import json

import pytest

from gouji_sim.game.case import Case
from gouji_sim.cli import main
from gouji_sim.core.errors import GoujiError
from gouji_sim.view import practice_page as page
from gouji_sim.practice.drills import BURN_ANSWERS, TOPICS, DrillSet
from gouji_sim.view.drills_view import answer_json, prompt_words


def gouji_judge(case: dict, tmp_path, capsys) -> dict:
    """What ``gouji judge FILE --json`` prints for ``case``."""
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    assert main(["judge", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def gouji_burn(hand: str, top: str, preset: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["burn", "--hand", hand, "--on", top, "--rules", preset, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def expected_answer(q, verdict: dict, capsys, preset: str):
    """The answer to ``q`` read off ``gouji judge``'s verdict on its case (and ``gouji burn``
    when the seat's position allows a burn)."""
    if q.topic == "legal":
        return verdict["legal"]
    if q.topic == "answer":
        return verdict["responders"]
    if verdict["burn"] == "not-allowed":
        return "not-allowed"
    hand = str(q.situation.hand(q.seat))
    plan = gouji_burn(hand, str(q.situation.trick_state.top), preset, capsys)
    if not plan["possible"]:
        return "cannot"
    assert verdict["legal"] and verdict["burn"] == "succeeded"
    sets = verdict["burn_sets"]
    #: released only when `gouji judge` releases the burn for an answer to a set before
    # the last (a seat that can beat a set may still not release it, e.g. when it cannot burn back)
    for s in sets[:-1]:
        for seat in s["by_cards"]:
            for play in beating_plays(q, seat, s["cards"]):
                case = dict(q.case(), responses=[{"after_set": s["set"], "seat": seat, "play": play}])
                if Case.from_dict(case).judge().burn == "released":
                    return "may-be-released"
    return "succeeds"


def beating_plays(q, seat: int, cards: str) -> list[str]:
    """The plays of ``seat``'s hand that beat the burning set ``cards``."""
    from gouji_sim.core.beats import beats
    from gouji_sim.core.moves import hand_plays
    from gouji_sim.core.play import Play
    piece = Play.parse(cards)
    rules = q.situation.rules
    return [str(p) for p in hand_plays(q.situation.hand(seat), rules, piece.size) if beats(p, piece, rules)]


@pytest.mark.parametrize("seed,preset", [(1, "outline"), (2, "laotou"), (3, "joker_dominant"), (4, "two_for_one")])
def test_every_answer_is_what_gouji_judge_says(seed, preset, tmp_path, capsys):
    ds = DrillSet(seed, preset=preset, n=12)
    for q in ds.questions:
        case = q.case()
        verdict = gouji_judge(case, tmp_path, capsys)
        assert verdict == Case.from_dict(case).judge().to_dict()
        want = expected_answer(q, verdict, capsys, preset)
        if q.topic == "answer":
            assert sorted(q.answer) == sorted(want)
        else:
            assert q.answer == want, (q.topic, prompt_words(q)["en"])
        assert ds.answer(q.index, want)["right"]


def test_burn_questions_cover_all_four_answers():
    seen = set()
    for seed in range(8):       # "may be released" comes from two of these seeds' hands
        seen |= {q.answer for q in DrillSet(seed, topics=["burn"], n=20).questions}
    assert seen == set(BURN_ANSWERS)


def test_a_drill_set_is_the_same_for_the_same_seed():
    a = DrillSet(9, preset="laotou", topics=["answer", "legal"], n=6)
    b = DrillSet(9, preset="laotou", topics=["answer", "legal"], n=6)
    assert a.to_json() == b.to_json()
    assert [q.topic for q in a.questions] == ["answer", "legal"] * 3
    assert DrillSet(10, preset="laotou", topics=["answer", "legal"], n=6).to_json() != a.to_json()


def test_the_score_counts_first_answers():
    ds = DrillSet(5, n=4)
    q0, q1 = ds.questions[0], ds.questions[1]
    wrong = [s for s in range(1, 7) if s not in q0.answer] if q0.topic == "answer" else (
        not q0.answer if q0.topic == "legal" else next(k for k in BURN_ANSWERS if k != q0.answer))
    out = answer_json(ds, 0, wrong)
    assert not out["right"] and out["explanation"]["zh"] and out["explanation"]["en"] and out["clauses"]
    assert ds.answer(0, q0.answer)["right"]          # right now, but the first answer counts
    assert ds.answer(1, q1.answer)["score"] == {"right": 1, "answered": 2, "total": 4}


def test_a_question_shows_no_answer_and_hides_other_hands():
    for q in DrillSet(2, n=6).questions:
        data = page.question_json(q)
        text = json.dumps(data, ensure_ascii=False)
        assert "answer" not in data and "verdict" not in data
        assert data["prompt"]["zh"] and data["prompt"]["en"] and "{" not in data["prompt"]["en"]
        if q.topic != "burn":
            assert [s["seat"] for s in data["table"]["seats"] if s["hand"] is not None] in ([q.seat], [])
        assert len(data["choices"]) == {"legal": 2, "answer": 6, "burn": 4}[q.topic]
        assert text


@pytest.mark.parametrize("kwargs", [{"seed": "x"}, {"seed": 1, "topics": ["nope"]}, {"seed": 1, "topics": []},
                                    {"seed": 1, "n": 0}, {"seed": 1, "n": 51}, {"seed": 1, "preset": "zz"}])
def test_bad_drill_settings_are_refused_in_both_languages(kwargs):
    with pytest.raises(GoujiError) as err:
        DrillSet(**kwargs)
    assert err.value.zh and err.value.en


def test_the_page_entry_points_for_drills():
    out = json.loads(page.drills(json.dumps({"seed": 4, "preset": "outline", "topics": "legal,burn", "n": 4})))
    assert out["ok"] and [q["topic"] for q in out["drills"]["questions"]] == ["legal", "burn"] * 2
    ds = DrillSet(4, topics=["legal", "burn"], n=4)
    for q in ds.questions:
        got = json.loads(page.answer(json.dumps({"question": q.index, "answer": q.answer})))
        assert got["ok"] and got["right"]
    assert got["score"] == {"right": 4, "answered": 4, "total": 4}
    bad = json.loads(page.drills('{"topics": "x"}'))
    assert bad["ok"] is False and bad["error"]["code"] == "practice-bad-topic"
    assert set(TOPICS) == {"legal", "answer", "burn"}
