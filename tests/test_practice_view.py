"""The practice page's typed views: the hand (``PracticeView``) and its end (``EndView``), built
once in Python; the page reads their JSON. The end's numbers are the game's (SCORE-1..4):
whether SCORE-3 changed a team's score comes from ``Score.floored``, never from the view."""

from __future__ import annotations

import json

import pytest

from gouji_sim.game.record import facts
from gouji_sim.game.scoring import Score, score
from gouji_sim.practice import Practice
from gouji_sim.core.rules import Rules
from gouji_sim.view import practice_page as page
from gouji_sim.view.practice_view import END_KEYS, PAGE_KEYS, EndView, PracticeView, end_view, practice_view
from gouji_sim.view.scores import ScoreView


def played_out(seed: int, seat: int, **kw: object) -> Practice:
    """A reader's hand played to its end, the reader taking the first legal action."""
    p = Practice(seed, seat, **kw)     # type: ignore[arg-type]
    for _ in range(400):
        if p.over:
            break
        p.attempt(p.state.legal_actions()[0])
    assert p.over
    return p


@pytest.fixture(scope="module")
def over() -> Practice:
    return played_out(5, 1)


def round_trip(view: PracticeView) -> dict:
    out = view.to_json()
    assert json.loads(json.dumps(out, ensure_ascii=False)) == out      # plain JSON, nothing lost
    return out


def test_a_hand_in_play_gives_the_keys_the_page_reads():
    p = Practice(5, 1)
    view = practice_view(p)
    out = round_trip(view)
    assert tuple(out) == PAGE_KEYS
    assert out == page.session_view(p)
    assert out["state"] == "your-turn" and out["to_act"] == 1 and out["can_play"] is True
    assert out["table"]["seats"][0]["hand"] == out["hand"] and out["table"]["seats"][1]["hand"] is None
    assert out["phase_words"] == {"zh": "出牌", "en": "play"}
    assert all(set(o) == {"index", "label", "action", "kind"} for o in out["options"])
    assert view.end is None and view.record is None


def test_the_end_of_a_hand_adds_the_records_numbers(over: Practice):
    view = practice_view(over)
    out = round_trip(view)
    assert tuple(out) == PAGE_KEYS + END_KEYS
    rec = over.record()
    rec = {**rec, **facts(rec)}                          # the result, as replaying the record gives it
    assert out["result"] == {"places": rec["places"], "scores": rec["scores"]}        # END-1, SCORE-1
    assert out["team_scores"] == rec["team_scores"]                                   # SCORE-2..4
    assert [r["team"] for r in out["team_rows"]] == list(rec["team_scores"])
    for row in out["team_rows"]:
        assert row["sum"] == sum(rec["scores"][s] for s in row["team"].split("-"))
        assert row["score"] == rec["team_scores"][row["team"]]
    # the deal number the reader typed, never the long seed it deals (issue 46)
    assert rec["practice_seed"] == over.seed and out["hand_seed"] == str(over.seed)
    assert str(over.seed) in out["hand_seed_words"]["en"] and str(rec["seed"]) not in out["hand_seed_words"]["en"]
    assert out["record"] == over.record_text()


def test_the_end_table_has_nobody_to_act(over: Practice):
    table = practice_view(over).table
    assert table is not None and table.status == "over" and table.to_move is None and not table.melee
    assert not any({"to-move", "leads"} & set(s.tags) for s in table.seats)
    assert table.to_json()["status_words"]["en"] == "The hand is over."                 # END-3


def test_a_watcher_gets_every_hand_and_no_record():
    p = Practice(9, None)
    out = round_trip(practice_view(p))
    assert out["state"] == "over" and "record" not in out and "team_rows" in out
    assert all(s["hand"] is not None for s in out["table"]["seats"])


def test_score_3_is_the_games_word_not_the_views():
    places = (2, 1, 4, 3, 6, 5)                         # team 1-3-5 adds up to -2
    floored = score(places, Rules())                   # outline: positive only (SCORE-3)
    kept = score(places, Rules(positive_only=False))
    assert floored.floored == ("1-3-5",) and kept.floored == ()
    assert end_view(floored, 1).floored and not end_view(kept, 1).floored
    note = "SCORE-3"
    assert note in end_view(floored, 1).team_words()["en"] and note not in end_view(kept, 1).team_words()["en"]
    # a score whose game says SCORE-3 did not apply is never "corrected" by the view
    said = Score(floored.seats, {"1-3-5": -2, "2-4-6": 2}, False, False, {"1-3-5": -2, "2-4-6": 2})
    assert not end_view(said, 1).floored
    assert [(r.team, r.sum, r.score) for r in end_view(said, 1).teams] == [("1-3-5", -2, -2), ("2-4-6", 2, 2)]


def test_the_score_views_note_on_score_3_follows_the_game():
    places = (2, 1, 4, 3, 6, 5)
    notes = [n["en"] for n in ScoreView(places, Rules(), score(places, Rules()), False, ()).notes()]
    assert any("records positive scores only" in n and "-2" in n for n in notes)
    kept = score(places, Rules(positive_only=False))
    notes = [n["en"] for n in ScoreView(places, Rules(positive_only=False), kept, False, ()).notes()]
    assert not any("records positive scores only" in n for n in notes)


def test_the_end_view_round_trips_as_the_page_reads_it():
    end = EndView((), False, 2**63 + 1)
    out = end.to_json()
    assert json.loads(json.dumps(out)) == out
    assert out["hand_seed"] == str(2**63 + 1)           # a 64-bit seed as text, not a rounded number


def test_the_practice_table_writes_no_sentence_but_its_refusals():
    """practice/ gives facts and the view words them: the only sentences it makes are the
    verdicts of the session's refusals (as the judge's verdicts carry their own message)."""
    import re
    from pathlib import Path

    folder = Path(__file__).resolve().parents[1] / "gouji_sim" / "practice"
    said: set[str] = set()
    for path in folder.glob("*.py"):
        if path.name == "practice_words.py":
            continue
        source = path.read_text(encoding="utf-8")
        assert "LANGS" not in source and "cards_in" not in source, path.name
        said |= set(re.findall(r'(?<![\w.])text\(\s*f?"([a-z0-9{}_-]+)"', source))
    assert said == {"game-over", "practice-not-your-seat", "practice-no-such-option"}
