"""The practice table: a reader's seat against bots, narration, hints, undo,
records, watch mode against ``gouji simulate``, and the page's JSON entry points."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from gouji_sim.core.actions import Burn, Pass, PlayAction
from gouji_sim.bots.roster import HeuristicBot, RandomBot
from gouji_sim.core.burn import burn_barrier, plan_burn
from gouji_sim.cli import main
from gouji_sim.game.decisions import Decline
from gouji_sim.game.record import loads, replay
from gouji_sim.core.messages import CATALOGUE, text
from gouji_sim.core.play import Play
from gouji_sim.practice import Practice
from gouji_sim.view import practice_page as page
from gouji_sim.practice.events import Event
from gouji_sim.view.hints_view import hints
from gouji_sim.view.narration import EventView, narration


def _as_action(p: Practice, choice):
    return PlayAction(p.seat, choice) if isinstance(choice, Play) else choice


def play_out(p: Practice, bot, rng: random.Random) -> int:
    """The reader's seat played to the end by ``bot`` through :meth:`Practice.attempt`."""
    n = 0
    while p.waiting:
        v = p.attempt(_as_action(p, bot.act(p.state, rng)))
        assert v.legal, v.message["en"]
        n += 1
    return n


# --------------------------------------------------------------------------
# watch mode: one seed, one hand, the same as the command line


def result_of(rec: dict) -> dict:
    """The places and scores replaying a record gives (a gouji-record/3 holds no result)."""
    report = replay(rec)
    assert report.ok and report.places is not None, report.mismatches[:1]
    return {"places": list(report.places), "scores": {str(k): v for k, v in report.scores.items()}}


@pytest.mark.parametrize("seed", [0, 7, 123])
def test_watch_mode_ends_like_gouji_simulate(seed, tmp_path):
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "gouji_sim", "simulate", "--games", "1", "--seed", str(seed),
                           "--bots", "heuristic", "--out", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    (record_file,) = out.glob("*.json")
    rec = json.loads(record_file.read_text(encoding="utf-8"))
    w = Practice.watch(seed)
    assert w.over
    assert {"places": w.places(), "scores": w.scores()} == result_of(rec)
    assert w.record()["history"] == rec["history"]


def test_watch_mode_under_a_preset_matches_simulate(capsys, tmp_path):
    assert main(["simulate", "--games", "1", "--seed", "4", "--bots", "heuristic", "--rules", "laotou",
                 "--out", str(tmp_path / "o")]) == 0
    capsys.readouterr()
    rec = json.loads(next((tmp_path / "o").glob("*.json")).read_text(encoding="utf-8"))
    w = Practice.watch(4, preset="laotou")
    assert w.result_dict() == result_of(rec)
    assert w.record()["rules"] == rec["rules"]


# --------------------------------------------------------------------------
# the reader's seat


@pytest.mark.parametrize("seed,seat", [(1, 1), (2, 4), (3, 6), (9, 2)])
def test_a_reader_playing_like_the_bot_gets_the_bots_hand(seed, seat):
    """Every decision of the reader goes through the judge; taking the heuristic bot's choices
    gives exactly the hand the six bots play in watch mode."""
    p = Practice(seed, seat)
    n = play_out(p, HeuristicBot(), random.Random(0))
    w = Practice.watch(seed)
    assert n == len(p.decisions) > 0
    assert p.result_dict() == w.result_dict()
    assert p.record()["history"] == w.record()["history"]


@pytest.mark.parametrize("preset,switches", [
    ("outline", {}), ("laotou", {}), ("joker_dominant", {}), ("two_for_one", {}),
    ("outline", {"chong_san": True}), ("outline", {"points": True, "tribute": True}),
    ("outline", {"meld_low": True}), ("outline", {"suffocation": True}),
])
def test_random_readers_finish_and_the_record_replays(preset, switches):
    for seed in range(3):
        p = Practice(seed, 1 + seed, preset=preset, switches=switches, bots=["random", "heuristic"])
        play_out(p, RandomBot(), random.Random(seed))
        rec = p.record()
        assert rec["bots"][p.seat - 1] == "reader"
        report = replay(loads(p.record_text()))
        assert report.ok, report.mismatches[:1]
        assert p.result_dict() == result_of(rec) == {
            "places": list(report.places), "scores": {str(k): v for k, v in report.scores.items()}}
        assert sorted(p.places()) == [1, 2, 3, 4, 5, 6]


def test_an_illegal_attempt_is_refused_with_the_judge_s_clause_and_costs_nothing():
    p = Practice(5, 1, learner=True)            # the learner switch: a wrong follow may be retried
    hand, events = p.state.hand(1), list(p.events)
    for attempt in ("3 4", "A A A A A A A A A A", "3"):
        v = p.attempt_cards(attempt)
        assert not v.legal and v.clauses and v.message["zh"] and v.message["en"]
        assert p.state.hand(1) == hand and p.events == events and p.decisions == []
    v = p.attempt(Pass(3))                       # another seat's action
    assert not v.legal and v.reason == "not-your-seat" and p.decisions == []
    v = p.attempt_option(99)
    assert not v.legal and p.decisions == []
    v = p.attempt_cards("not cards")
    assert not v.legal and v.message["en"] and p.decisions == []


def test_a_wrong_follow_costs_the_reader_the_trick_and_play_moves_on():
    """PLAY-6 at the table: seed 5, seat 1 faces seat 6's 5 5 5 5; a 3 does not follow it.
    The cards go back, the game records the turn as the reader's wrong pass, the reader is
    barred for the rest of the trick and the bots play on."""
    p = Practice(5, 1)
    hand = p.state.hand(1)
    assert not p.state.sit.is_closed() and p.state.sit.trick_state.top == Play.parse("5 5 5 5")
    v = p.attempt_cards("3")
    assert not v.legal and v.turn == "passes-on" and "PLAY-6" in v.clauses
    assert p.decisions == [PlayAction(1, Play.parse("3"))]
    assert Pass(1, wrong=True) in (p.state.history or ())                  # the trick's wrong pass
    mine = next(e for e in p.events if e.mine)
    assert mine.verdict == v and 1 in mine.situation.trick_state.barred
    line = narration([mine])[0].message
    assert "loses its right to follow" in line["en"] and "失去这一轮的出牌权" in line["zh"]
    # the reader was not asked again in that trick: it now leads or follows in a new one
    assert p.state.current_player() == 1 and Pass(1, wrong=True) not in p.state.sit.trick
    assert p.state.hand(1) == hand                                       # no card left the hand
    assert p.undo() and p.decisions == [] and p.state.hand(1) == hand
    assert p.state.sit.trick_state.top == Play.parse("5 5 5 5")


def test_a_wrong_follow_is_replayed_from_the_record():
    p = Practice(5, 1)
    p.attempt_cards("3")
    bot, rng = HeuristicBot(), random.Random(0)
    while p.waiting:
        p.attempt(_as_action(p, bot.act(p.state, rng)))
    report = replay(loads(p.record_text()))
    assert report.ok, report.mismatches[:1]
    assert {"seat": 1, "pass": True, "wrong": True} in p.record()["history"]


def test_the_learner_switch_lets_the_reader_retry_a_wrong_follow():
    p = Practice(5, 1, learner=True)
    v = p.attempt_cards("3")
    assert not v.legal and v.turn == "passes-on"
    assert p.decisions == [] and p.state.current_player() == 1 and 1 not in p.state.sit.trick_state.barred
    assert p.attempt(PlayAction(1, p.state.legal_plays()[0])).legal     # the retry is played


def test_a_bad_lead_or_an_action_out_of_turn_is_no_wrong_follow():
    p = Practice(6, 2)                              # seed 6, seat 2 leads
    assert p.state.sit.is_closed()
    v = p.attempt_cards("3 4")
    assert not v.legal and v.turn == "again" and p.decisions == [] and p.state.current_player() == 2
    q = Practice(5, 1)
    v = q.attempt(PlayAction(3, Play.parse("3")))                 # another seat's play
    assert not v.legal and q.decisions == []
    assert q.state.wrong_follow(Pass(1)) is None


def test_the_page_says_what_became_of_a_wrong_follow():
    out = json.loads(page.new('{"seed": 5, "seat": 1}'))
    assert out["view"]["learner"] is False
    taken = json.loads(page.act('{"cards": "3"}'))
    assert taken["follow"]["taken"] and taken["view"]["decisions"] == 1
    assert taken["follow"]["message"] == text("practice-wrong-follow-taken")
    json.loads(page.new('{"seed": 5, "seat": 1, "learner": true}'))
    retry = json.loads(page.act('{"cards": "3"}'))
    assert not retry["follow"]["taken"] and retry["view"]["decisions"] == 0 and retry["view"]["learner"]
    assert "A real table would not" in retry["follow"]["message"]["en"]
    assert json.loads(page.new('{"seed": 5, "learner": "yes"}'))["error"]["code"] == "practice-bad-request"
    legal = json.loads(page.act(json.dumps({"cards": str(page._session().state.legal_plays()[0])})))
    assert legal["verdict"]["legal"] and "follow" not in legal


def test_a_legal_play_is_played_and_the_bots_answer():
    p = Practice(5, 1)
    play = p.state.legal_plays()[0]
    v = p.attempt(PlayAction(1, play))
    assert v.legal and len(p.decisions) == 1
    mine = [e for e in p.events if e.mine]
    assert mine and mine[-1].verdict == v and narration(mine)[-1].message == v.message
    assert p.over or p.state.current_player() == 1


def test_undo_takes_back_the_last_decision_exactly():
    p = Practice(11, 3)
    rng = random.Random(4)
    for _ in range(6):
        if not p.waiting:
            break
        p.attempt(_as_action(p, RandomBot().act(p.state, rng)))
    kept = list(p.decisions[:-1])
    assert p.undo()
    fresh = Practice(11, 3)
    for d in kept:
        assert fresh.attempt(d).legal
    assert p.decisions == kept
    assert [e.to_dict() for e in p.events] == [e.to_dict() for e in fresh.events]
    assert p.state.sit.hands == fresh.state.sit.hands
    while p.undo():
        pass
    assert p.decisions == [] and [e.to_dict() for e in p.events] == [e.to_dict() for e in Practice(11, 3).events]
    assert not p.undo()


def test_bad_settings_are_refused_in_both_languages():
    from gouji_sim.core.errors import GoujiError
    for kwargs in ({"seed": "7"}, {"seat": 7}, {"preset": "nope"}, {"bots": "clever"}):
        args = {"seed": 1, **kwargs}
        with pytest.raises(GoujiError) as err:
            Practice(**args)
        assert err.value.zh and err.value.en


# --------------------------------------------------------------------------
# narration


def test_the_narration_covers_a_hand_in_both_languages():
    kinds = set()
    for seed in range(15):
        w = Practice.watch(seed)
        assert w.events[0].kind == "start" and w.events[-1].kind == "over"
        assert [e.index for e in w.events] == list(range(len(w.events)))
        assert sum(e.kind == "finished" for e in w.events) >= 4
        assert all(isinstance(e, Event) for e in w.events)
        lines = narration(w.events)
        for e, line in zip(w.events, lines):
            assert isinstance(line, EventView) and (line.index, line.kind, line.seat) == (e.index, e.kind, e.seat)
            assert line.message["zh"] and line.message["en"] and line.clauses
            assert "{" not in line.message["zh"] + line.message["en"]
            kinds.add(e.kind)
        places = " ".join(map(str, w.places()))
        assert places in lines[-1].message["en"]
    assert {"start", "action", "gouji", "finished", "over", "burn", "burn-set", "burn-outcome"} <= kinds


def test_gouji_plays_name_who_may_answer_and_burn():
    w = Practice.watch(3)
    gouji = [e for e in w.events if e.kind == "gouji"]
    assert gouji
    for e in gouji:
        before = w.events[e.index - 1]
        assert before.kind == "action" and before.seat == e.seat


# --------------------------------------------------------------------------
# hints


@pytest.mark.parametrize("seed", [2, 8, 13])
def test_hints_are_the_core_s_answers(seed):
    p = Practice(seed, 2, bots="random")
    rng = random.Random(seed)
    checked = 0
    while p.waiting and checked < 25:
        h = hints(p)
        state, sit = p.state, p.state.sit
        plays = state.legal_plays()
        assert h["plays"]["count"] == len(plays)
        for text_ in h["plays"]["shown"]:
            assert state.judge(PlayAction(2, Play.parse(text_))).legal
        top = sit.trick_state.top if sit.trick_state.gouji else None
        if top is None:
            assert not h["burn"]["possible"]
        elif burn_barrier(sit, 2) is not None:
            assert not h["burn"]["possible"] and h["burn"]["clauses"]
        else:
            assert h["burn"]["possible"] == plan_burn(state.hand(2), top, p.rules).possible
        assert h["next"]["seat"] == state.current_player() == 2
        assert h["next"]["responders"] == list(sit.responders())
        for part in ("plays", "burn", "next"):
            assert h[part]["message"]["zh"] and h[part]["message"]["en"]
        p.attempt(_as_action(p, RandomBot().act(state, rng)))
        checked += 1


@pytest.mark.parametrize("seed,take", [(45, False), (33, True)])
def test_a_burn_hint_matches_the_burn_option_offered(seed, take):
    """When the game asks the reader to burn or decline (seeds where seat 2 gets the chance),
    the planner's hint says it can and the offered burn is the planner's sets; taking it is
    narrated as the reader's burn, with its outcome."""
    p = Practice(seed, 2)
    rng = random.Random(0)
    found = 0
    while p.waiting:
        burns = [o for o in p.options() if isinstance(o.action, Burn)]
        if burns:
            h = hints(p)
            assert h["burn"]["possible"]
            assert h["burn"]["sets"] == [str(s) for s in burns[0].action.sets]
            found += 1
            before = len(p.events)
            v = p.attempt(burns[0].action if take else Decline(2))
            assert v.legal
            if take:
                new = p.events[before:]
                assert new[0].kind == "burn" and new[0].mine and new[0].seat == 2
                assert any(e.kind in ("burn-outcome", "action") for e in new[1:]) or p.waiting
                break
            continue
        p.attempt(_as_action(p, HeuristicBot().act(p.state, rng)))
    assert found >= 1


# --------------------------------------------------------------------------
# the page's entry points (JSON in, JSON out, never a traceback)


def test_the_page_plays_a_hand_to_the_end():
    view = json.loads(page.new(json.dumps({"seed": 6, "seat": 2, "preset": "outline"})))["view"]
    assert view["state"] == "your-turn"
    assert all(s["hand"] is None for s in view["table"]["seats"] if s["seat"] != 2)
    assert view["table"]["seats"][1]["hand"] == view["hand"]
    refused = json.loads(page.act('{"cards": "3 4"}'))
    assert refused["ok"] and not refused["verdict"]["legal"] and refused["view"]["decisions"] == 0
    hint = json.loads(page.hint())
    assert hint["ok"] and hint["hints"]["plays"]["count"] > 0
    rng = random.Random(1)
    while view["state"] != "over":
        if view["can_play"] and (rng.random() < 0.7 or not view["options"]):
            h = json.loads(page.hint())["hints"]["plays"]["shown"]
            if h:
                out = json.loads(page.act(json.dumps({"cards": rng.choice(h)})))
                assert out["verdict"]["legal"]
                view = out["view"]
                continue
        out = json.loads(page.act(json.dumps({"option": view["options"][0]["index"]})))
        assert out["ok"] and out["verdict"]["legal"], out
        view = out["view"]
    rec = json.loads(json.loads(page.record())["record"])
    assert view["result"] == result_of(rec)
    assert replay(rec).ok


def test_the_page_undo_and_watch_and_errors():
    json.loads(page.new('{"seed": 3, "seat": 1}'))
    first = json.loads(page.hint())["hints"]["plays"]["shown"][0]
    after = json.loads(page.act(json.dumps({"cards": first})))["view"]
    assert after["decisions"] == 1
    back = json.loads(page.undo())
    assert back["undone"] and back["view"]["decisions"] == 0
    watched = json.loads(page.new('{"seed": 3, "watch": true}'))["view"]
    assert watched["state"] == "over" and watched["seat"] is None
    assert watched["result"] == Practice.watch(3).result_dict()
    assert all(s["hand"] is not None for s in watched["table"]["seats"])
    t = json.loads(page.table_at('{"event": 5}'))
    assert t["ok"] and len(t["table"]["seats"]) == 6
    for call, arg in ((page.new, '{"seed": "abc"}'), (page.new, '{"preset": "x"}'), (page.new, "[1]"),
                      (page.new, "{bad json"), (page.new, '{"switches": {"deck": 7}}'),
                      (page.act, '{"cards": 5}'), (page.table_at, '{"event": -1}'),
                      (page.answer, '{"question": 99}')):
        out = json.loads(call(arg))
        assert out["ok"] is False and out["error"]["zh"] and out["error"]["en"], (call, arg)


def test_the_bench_entry_times_bot_decisions():
    out = json.loads(page.bench('{"seed": 2, "n": 10}'))
    assert out["ok"] and len(out["ms"]) == 10 and all(t >= 0 for t in out["ms"])


def test_the_page_data_carries_every_practice_label():
    for lang in ("zh", "en"):
        data = page.page_data(lang)
        keys = [k for k in CATALOGUE if k.startswith("practice-")]
        assert set(keys) <= set(data["strings"]) and len(keys) > 30
        assert data["topics"] == ["legal", "answer", "burn"]


def test_no_gouji_line_in_the_melee():
    """GOUJI-4: once two seats have played out no play binds as a gouji play, so the narration
    names no one who "may answer" a gouji play then."""
    for seed in range(8):
        w = Practice.watch(seed)
        for e in w.events:
            if e.kind == "gouji":
                before = w.events[e.index - 1].situation
                assert before is not None and len([x for x in w.events[:e.index] if x.kind == "finished"]) < 2


def test_a_redeal_the_state_deals_itself_is_narrated_as_a_new_start():
    """START-1/START-4: the game state deals again when a deal is abandoned; the practice
    table narrates each deal's first leader (START-2) and its record holds both deals."""
    p = Practice.watch(77, bots="random")               # seed 77: the first deal is abandoned
    assert p.result is not None and p.result.redeals == 1
    starts = [e for e in p.events if e.kind == "start"]
    assert len(starts) == 2 and starts[-1].seat == replay(p.result.record).state.first
    history = p.result.record["history"]
    assert sum(1 for a in history if "deal" in a and "seat" not in a) == 2
    assert replay(loads(json.dumps(p.result.record))).ok


def test_the_page_never_shows_a_bot_hand_before_the_hand_is_over():
    """Issue 44: ``practice.table_at`` gave every seat's cards to the page (anyone with the
    browser's console saw the bots' hands). Every event's table now shows the reader's hand
    only, the others' card counts kept, until the hand is over; a watched hand shows all."""
    view = json.loads(page.new('{"seed": 5, "seat": 1}'))["view"]
    assert view["state"] != "over"
    events = len(view["events"]) if "events" in view else 1
    for k in range(max(events, 1)):
        seats = json.loads(page.table_at(json.dumps({"event": k})))["table"]["seats"]
        shown = {s["seat"]: s["hand"] for s in seats}
        assert shown[1] is not None, k
        assert all(shown[x] is None for x in (2, 3, 4, 5, 6)), (k, shown)
    json.loads(page.new('{"seed": 5, "watch": true}'))
    seats = json.loads(page.table_at('{"event": 0}'))["table"]["seats"]
    assert all(s["hand"] is not None for s in seats)
