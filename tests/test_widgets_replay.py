"""Replay, driven headlessly: step forwards and backwards through a game record."""

import json
from html import unescape

import pytest

from gouji_sim.game.record import facts
from gouji_sim import PlayAction
from gouji_sim.view.widgets import ReplayPanel, judge_panel, replay, replay_steps

RECORD = "notebooks/widgets/data/small-record.json"


@pytest.fixture
def record():
    with open(RECORD, encoding="utf-8") as f:
        return json.load(f)


def test_every_action_of_the_fixture_is_legal(record):
    start, steps = replay_steps(record)
    assert len(steps) == len(record["actions"]) == 19
    assert all(st.verdict is None or st.verdict.legal for st in steps)
    assert steps[-1].situation.finished == (4, 1)


def test_step_forwards_and_backwards_the_table_updating(record):
    r = replay(RECORD, lang="en")
    assert r.step == 0 and "Start: seat 1 leads first" in r.verdict_view.value
    assert r.prev_button.disabled and not r.next_button.disabled
    r.next_button.click()
    assert r.step == 1 and r.situation.trick_state.top_seat == 1 and "Next to act: seat 2" in r.view.value
    assert "Seat 1 leads 5 5" in r.verdict_view.value
    r.next_button.click()
    r.next_button.click()
    assert r.situation.trick_state.top_seat == 3
    r.prev_button.click()
    assert r.step == 2 and r.situation.trick_state.top_seat == 2
    assert "data-step='2' style='background" in r.actions_view.value   # the current action highlighted
    r.end_button.click()
    assert r.step == 19 and r.next_button.disabled
    assert "place 2 · second" in r.view.value and "four-player melee" in r.view.value
    r.start_button.click()
    assert r.step == 0 and r.situation.trick == ()


def test_a_burn_is_judged_whole_at_its_first_set(record):
    r = ReplayPanel("zh", record, step=10)
    assert r.steps[9].verdict.burn == "succeeded"
    assert "烧牌成功" in r.verdict_view.value
    r.next_button.click()
    assert "座位 4 烧牌，出 8 8 小王" in r.verdict_view.value
    r.slider.value = 12
    assert r.step == 12 and "头科" in r.view.value


def test_revolution_entries_are_notes_and_the_slider_moves_the_table():
    rec = {"hands": {"1": "9 9", "2": "10 10", "3": "3", "4": "4", "5": "5", "6": "6"},
           "actions": [{"seat": 3, "revolution": True}, {"seat": 1, "play": "9 9"}], "places": [1, 2, 3, 4, 5, 6]}
    r = ReplayPanel("en", rec)
    r.slider.value = 1
    assert r.steps[0].entry is None and "sits the hand out" in r.verdict_view.value
    assert r.situation.trick == ()
    r.slider.value = 2
    assert isinstance(r.situation.trick[0], PlayAction)
    assert "Places: 1 → 2 → 3 → 4 → 5 → 6" in r.verdict_view.value


def test_an_illegal_action_in_a_record_is_flagged():
    rec = {"hands": {"1": "9 9", "2": "10 10"}, "actions": [{"seat": 1, "play": "9 9"}, {"seat": 3, "pass": True}]}
    r = ReplayPanel("en", rec, step=2)
    assert "the judge rules this action illegal" in r.verdict_view.value


@pytest.mark.parametrize("rec, words", [
    ("{oops", "not valid JSON"),
    ({"hands": {"1": "9 Z"}, "actions": []}, "hands is missing or wrong"),
    ({"hands": {"1": "9"}, "actions": [{"seat": 9, "pass": True}]}, "Action 1 is not valid"),
    ({"hands": {"1": "9"}, "actions": [{"seat": 1, "play": "8"}]}, "Action 1 is not valid"),
    ({"hands": {"1": "9"}}, "actions is missing or wrong"),
])
def test_bad_records_get_an_inline_message(rec, words):
    r = replay(rec, lang="en")
    assert words in unescape(r.message.value)
    assert "Traceback" not in r.message.value and r.step == 0


def test_a_record_loads_from_the_box_too(record):
    r = replay(lang="en")
    r.source.value = json.dumps(record)
    r.load_button.click()
    assert len(r.steps) == 19


def test_other_widgets_start_from_a_record_step(record):
    p = judge_panel("en", record=RECORD, step=1)
    assert p.table.situation.trick_state.top_seat == 1
    assert p.editor.seat.value == 2 and str(p.editor.builder.cards) == "6 6" and p.verdict.legal
    burn = judge_panel("en", record=record, step=9)
    assert burn.editor.kind.value == "burn" and burn.verdict.burn == "succeeded"
    bad = judge_panel("en", record=record, step=99)
    assert "there is no step 99" in bad.message.value


def test_bets_and_purchases_are_notes_and_a_purchase_moves_its_cards():
    """TRIB-4/LOCAL-4 bets and LOCAL-1 purchases in a record (rules v2)."""
    from gouji_sim import GoujiError, Hand, Rules
    from gouji_sim.bots.roster import make_bots
    from gouji_sim.game.match import play_hand
    h = play_hand(Rules(chong_san=True, points=True), make_bots(["heuristic"]), 36, preset="outline")
    rec = {**h.record, **facts(h.record)}       # with the fields of format 2, from the replay
    kinds = [next(k for k in ("bet", "buy", "play", "pass", "yield") if k in a) for a in rec["actions"][:3]]
    assert kinds[:2] == ["buy", "buy"]
    r = ReplayPanel("en", rec, step=1)
    # LOCAL-1 (v5): seat 1 leads the first hand under 冲三 and buys first
    assert r.steps[0].entry is None and "Seat 1, dealt no 3, buys a 3 from seat 4 with a 2" in r.verdict_view.value
    seat4, seat1 = Hand.parse(rec["hands"]["4"]), Hand.parse(rec["hands"]["1"])
    assert r.situation.hands[3] == seat4.remove(Hand.parse("3")).add(Hand.parse("2"))
    assert r.situation.hands[0] == seat1.remove(Hand.parse("2")).add(Hand.parse("3"))
    # a format-1 record (declines inferred): seat 2's blind bet put first
    bet = {**rec, "format": "gouji-record/1", "actions": [{"seat": 2, "bet": "blind"}] + rec["actions"]}
    r = ReplayPanel("zh", bet, step=1)
    assert "座位 2 预点" in r.verdict_view.value and r.situation.hands == ReplayPanel("zh", bet).situation.hands
    with pytest.raises(GoujiError) as err:
        replay_steps({**rec, "format": "gouji-record/2", "actions": [{"seat": 2, "bet": "twice"}]})
    assert "actions[0].bet" in err.value.en and "actions[0].bet" in err.value.zh
