"""The practice table's levels and its coach, through the pages' bridge: the strong bot at the
table (a whole hand played to its end, its record re-judged), the review of the reader's seat
at the end of a hand (the coach's view, both languages, in the words the page draws), and the
refusals of a review that cannot be made."""

from __future__ import annotations

import json
import re

import pytest

from gouji_sim.bots.roster import BOTS
from gouji_sim.game.record import loads, replay
from gouji_sim.core.messages import CATALOGUE, LANGS, text
from gouji_sim.practice import Practice
from gouji_sim.practice.hints import bot_move
from gouji_sim.practice.session import REVIEW_SAMPLES
from gouji_sim.bots.coach import REASONS, review
from gouji_sim.view import bridge, practice_page
from gouji_sim.view.review_view import review_view

PAGE = "coach-test"

#: What a player's page must never show: a Python value, a record's path, a code.
PROGRAMMERS = re.compile(r"history\[|None|True|False|\{|\}|_|review-|practice-|bot bot")


def call(name: str, args: dict | None = None) -> dict:
    return json.loads(bridge.call(PAGE, name, json.dumps(args or {})))


@pytest.fixture(autouse=True)
def _forget():
    yield
    bridge.forget(PAGE)


def play_to_the_end(view: dict, *, passing: bool = False) -> dict:
    """Play the page's hand to its end through the bridge as the page does: the hint's move
    (the strong bot's), or, with ``passing``, the first other choice (mostly a pass) whenever
    there is one; every attempt legal. Returns the view at the end."""
    for _ in range(400):
        if view["state"] == "over":
            return view
        bot = call("practice.hint")["hints"]["bot"]
        if passing and view["options"]:
            request = {"option": 0}
        elif bot["cards"] is not None:
            request = {"cards": bot["cards"]}
        else:
            request = {"option": next(o["index"] for o in view["options"] if o["action"] == bot["action"])}
        out = call("practice.act", request)
        assert out["ok"] and out["verdict"]["legal"], out
        view = out["view"]
    raise AssertionError("the hand did not end")


def drawn(out: dict) -> list[dict]:
    """Every sentence the page draws of a review (end.js): the headline, each mark's line and
    its reason, the summary."""
    r = out["review"]
    marks = [[m["why"], {lang: m[lang] for lang in LANGS}] for m in r["marks"]]
    return [out["headline"], r["summary"], *(words for pair in marks for words in pair)]


def test_the_levels_to_pick_are_the_bots_each_named_in_both_languages():
    for lang in LANGS:
        assert practice_page.page_data(lang)["bots"] == list(BOTS) == ["random", "heuristic", "strong"]
    for name in BOTS:
        zh, en = CATALOGUE[f"practice-bots-{name}"]
        assert zh and en
    refused = call("practice.new", {"seed": 1, "seat": 1, "bots": "grandmaster"})
    assert refused["error"]["code"] == "sim-unknown-bot" and "strong" in refused["error"]["en"]


def test_a_hand_against_strong_bots_plays_to_its_end_and_its_record_replays():
    """The level is passed through to the session: the five other seats are strong bots, the
    hand ends (END-1) and its record is re-judged action by action."""
    out = call("practice.new", {"seed": 8, "seat": 3, "bots": "strong"})
    assert out["ok"] and out["view"]["bots"] == ["strong"] * 6
    end = play_to_the_end(out["view"])
    assert sorted(end["result"]["places"]) == [1, 2, 3, 4, 5, 6]
    record = loads(call("practice.record")["record"])
    assert record["bots"] == ["strong", "strong", "reader", "strong", "strong", "strong"]
    assert replay(record).ok


def test_the_review_of_a_practice_hand_is_the_coach_s_view_in_both_languages():
    """At the end of a hand the page asks for the coach's review of the reader's seat: the
    same review ``gouji review`` gives on the hand's record (the strong bot, the table's few
    playouts), as its view, every sentence in both languages and none a programmer's word."""
    out = call("practice.new", {"seed": 1, "seat": 1})
    play_to_the_end(out["view"], passing=True)
    found = call("practice.review")
    assert found["ok"], found
    rec = loads(call("practice.record")["record"])
    expected = review_view(review(rec, 1, samples=REVIEW_SAMPLES)).to_dict()
    # the page adds, to each mark, its step as the narration numbers it and the table then
    # (its line then names that step: the narration's numbers, not the deal's tricks)
    page_only = {"step", "step_words", "table", "zh", "en"}
    for m in found["review"]["marks"]:
        assert m["en"].startswith(f"Step {m['step']} (your decision {m['turn']})") and m["table"]["seats"]
    expected = {**expected, "marks": [{k: v for k, v in m.items() if k not in page_only} for m in expected["marks"]]}
    got = {**found["review"], "marks": [{k: v for k, v in m.items() if k not in page_only}
                                         for m in found["review"]["marks"]]}
    assert got.pop("table_words") == {"zh": "当时的桌面", "en": "The table at that moment"}
    assert got == expected
    r = found["review"]
    assert r["seat"] == 1 and r["bot"] == "strong" and r["samples"] == REVIEW_SAMPLES and r["decisions"] > 0
    assert r["marks"], "passing whenever one may costs a play somewhere (seed 1: measured, one mark)"
    for m in r["marks"]:
        assert m["reason"] in REASONS and m["loss"] >= r["threshold"]
        for lang in LANGS:
            assert text(f"review-why-{m['reason']}")[lang] in m["why"][lang]
    assert found["headline"] == text("practice-coach-marked", n=len(r["marks"]))
    assert "高手型" in r["summary"]["zh"] and "strong bot" in r["summary"]["en"]
    for words in drawn(found):
        assert set(words) == set(LANGS) and all(words[lang] for lang in LANGS)
        for lang in LANGS:
            assert not PROGRAMMERS.search(words[lang]), words[lang]
    # asked again, the same review (kept with the hand, not played out again)
    assert call("practice.review")["review"] == r


def test_a_well_played_hand_says_so():
    p = Practice(1, 1)
    while p.waiting:
        move = bot_move(p.state.observation(1))
        assert move is not None and p.attempt(move.action).legal
    bridge._PAGES.setdefault(PAGE, {})["practice"] = p
    found = call("practice.review")
    assert found["ok"] and found["review"]["marks"] == []     # seed 1 seat 1: measured, no mark
    assert found["headline"] == text("practice-coach-good")


def test_a_review_is_refused_before_the_end_and_for_a_watched_hand():
    call("practice.new", {"seed": 5, "seat": 1})
    early = call("practice.review")
    assert early["ok"] is False and early["error"]["code"] == "practice-coach-not-over"
    assert early["error"]["zh"] and early["error"]["en"]
    call("practice.new", {"seed": 5, "watch": True})
    watched = call("practice.review")
    assert watched["ok"] is False and watched["error"]["code"] == "practice-coach-watch"


def test_the_page_s_benchmark_times_the_strong_bot_too():
    call("practice.new", {"seed": 5, "seat": 1})
    out = call("practice.bench", {"n": 20, "seed": 3, "bots": "strong"})
    assert out["ok"] and len(out["ms"]) == 20 and all(t >= 0 for t in out["ms"])
    assert call("practice.bench", {"bots": "nobody"})["error"]["code"] == "sim-unknown-bot"
