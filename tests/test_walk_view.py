"""The replay walk of a record as a typed view (``WalkStepView``): the judge's ruling and
clauses, and what follows each step (END-1 places, TURN-6 the next leader, who may beat or
burn), built once; the worked hand's HTML only draws it."""

from __future__ import annotations

import json

import pytest

from gouji_sim.bots.roster import make_bots
from gouji_sim.core.errors import GoujiError
from gouji_sim.game.match import play_hand
from gouji_sim.core.rules import Rules
from gouji_sim.view.walk import WalkStepView, replay_steps, walk_view
from gouji_sim.view.widgets.replay import walkthrough_html

SHORT = {"hands": {"1": "9 9 K", "2": "10 10 3", "3": "5", "4": "6", "5": "7", "6": "8"},
         "actions": [{"seat": 1, "play": "9 9"}, {"seat": 2, "play": "10 10"}]}


@pytest.fixture(scope="module")
def record() -> dict:
    return play_hand(Rules(), make_bots(["heuristic"]), 5).record


def test_each_step_carries_the_judges_ruling(record: dict):
    _start, steps = replay_steps(record)
    walk = walk_view(record)
    assert [w.index for w in walk] == [s.index for s in steps]
    for w, s in zip(walk, steps):
        if s.verdict is None:
            assert w.legal is None and w.message is None and w.clauses == ()
        else:
            assert (w.legal, dict(w.message or {}), w.clauses) == (s.verdict.legal, s.verdict.message,
                                                                   tuple(s.verdict.clauses))


def test_the_walk_says_who_finishes_and_that_the_hand_is_over(record: dict):
    walk = walk_view(record)
    finished = [a["en"] for w in walk for a in w.after if "finishes" in a["en"] or "place" in a["en"]]
    assert len(finished) >= 5                           # END-1: the seats that play out name their places
    assert walk[-1].after[-1]["en"] == walkthrough_html_last_words(record)


def walkthrough_html_last_words(record: dict) -> str:
    """The last line the worked hand draws: the same words as the view's."""
    html = walkthrough_html(record, "en")
    return html.rsplit("<div>", 1)[1].split("</div>", 1)[0]


def test_a_short_walk_names_the_next_seat_and_who_may_beat():
    first, second = walk_view(SHORT)
    assert first.entry is not None and first.entry.seat == 1 and first.legal
    assert [a["en"] for a in second.after] == ["Next: Seat 3", "May answer: seats 3, 4, 5, 6, 1"]
    assert [a["zh"] for a in second.after][0].endswith("座位 3")
    assert walk_view(SHORT, 2, 2) == (second,)


def test_the_walk_round_trips_as_json(record: dict):
    for w in walk_view(record):
        out = w.to_json()
        assert json.loads(json.dumps(out, ensure_ascii=False)) == out
        assert set(out) == {"index", "entry", "note", "legal", "message", "clauses", "after"}
        assert (out["entry"] is None) == (w.entry is None)
        assert all(set(a) == {"zh", "en"} for a in out["after"])
    assert isinstance(walk_view(record)[0], WalkStepView)


def test_a_bad_record_is_named_in_both_languages():
    with pytest.raises(GoujiError) as err:
        walk_view({**SHORT, "actions": [{"seat": 1, "play": "K K"}]})
    assert err.value.zh and err.value.en and "1" in err.value.en
