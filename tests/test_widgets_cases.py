"""Cases in and out of the widgets: save what was built, load it back, judge it on the command line."""

import json
from datetime import datetime, timezone
from html import unescape

from gouji_sim import Play, PlayAction, Situation
from gouji_sim.game.case import Case, case_dict
from gouji_sim.view.widgets import JudgePanel, judge_panel
from gouji_helpers import gouji

GOUJI_CASE = "notebooks/widgets/data/gouji-opposite.json"


def built_panel() -> JudgePanel:
    """A panel set up by clicking: a hand, a count, a lead, and seat 4's answer."""
    p = JudgePanel("en")
    p.table.hand_text[4].value = "Q Q Q Q Q 7"
    p.table.count_text[6].value = "9"
    p.table.update_button.click()
    p.table.step_seat.value, p.table.step_cards.value = 1, "10 10 10 10 10"
    p.table.add_button.click()
    p.editor.seat.value = 4
    p.editor.builder.text.value = "Q Q Q Q Q"
    return p


def test_save_then_load_round_trip(tmp_path):
    p = built_panel()
    assert p.verdict.legal
    p.case_box.case_id.value = "widgets-round-trip"
    p.case_box.save_button.click()
    saved = json.loads(p.case_box.json.value)
    assert saved["id"] == "widgets-round-trip"
    assert saved["hands"] == {"4": "7 Q Q Q Q Q"} and saved["counts"] == {"6": 9}
    assert saved["trick"] == [{"seat": 1, "play": "10 10 10 10 10"}]
    assert saved["action"] == {"seat": 4, "play": "Q Q Q Q Q"}
    assert saved["expect"]["legal"] is True and saved["expect"]["responders"] == [1]
    assert Case.from_dict(saved).check() == []
    assert "copy it, or give it to gouji judge" in p.case_box.message.value

    q = JudgePanel("en")
    q.case_box.json.value = p.case_box.json.value
    q.case_box.load_button.click()
    assert q.table.situation == p.table.situation
    assert q.editor.seat.value == 4 and str(q.editor.builder.cards) == "Q Q Q Q Q"
    assert q.verdict == p.verdict
    assert "matches the case's expect" in unescape(q.message.value)
    assert case_dict(q.table.situation, q.action(), q.verdict) == {k: v for k, v in saved.items() if k != "id"}


def test_saved_file_is_judged_by_gouji_judge(tmp_path):
    p = built_panel()
    path = tmp_path / "built.json"
    p.case_box.path.value = str(path)
    p.case_box.save_button.click()
    assert f"Saved to {path}" in p.case_box.message.value
    code, stdout, stderr = gouji("judge", str(path), "--json")
    assert code == 0, stderr
    assert json.loads(stdout)["legal"] is True
    q = JudgePanel("zh")
    q.case_box.path.value = str(path)
    q.case_box.load_button.click()                                 # empty box: read the file
    assert q.verdict.legal and q.table.situation.trick_state.top_seat == 1


def test_a_case_file_starts_the_panel_and_a_changed_action_differs_from_expect():
    p = judge_panel("en", case=GOUJI_CASE)
    assert p.verdict.reason == "gouji-opposite-only"
    assert "matches the case's expect" in unescape(p.message.value)
    p.editor.seat.value = 4
    p.editor.builder.text.value = "Q Q Q Q Q"
    assert p.verdict.legal
    assert "differs from the case's expect" in unescape(p.message.value)


def test_uploading_a_case_file():
    p = JudgePanel("en")
    with open(GOUJI_CASE, "rb") as f:
        content = f.read()
    p.case_box.upload.value = ({"name": "gouji-opposite.json", "type": "application/json", "size": len(content),
                                "content": memoryview(content),
                                "last_modified": datetime.now(timezone.utc)},)
    assert p.verdict.reason == "gouji-opposite-only"


def test_bad_case_input_is_shown_inline_in_the_chosen_language(tmp_path):
    p = JudgePanel("zh")
    p.case_box.load_button.click()
    assert "框里没有案例" in p.case_box.message.value
    p.case_box.json.value = '{"action": {"seat": 2, "play": "J J"}, "finished": [3, 3]}'
    p.case_box.load_button.click()
    assert "finished[1]：座位 3 出现了两次" in p.case_box.message.value
    p.case_box.json.value = "[1, 2"
    p.case_box.load_button.click()
    assert "不是有效的 JSON" in p.case_box.message.value
    p.case_box.json.value = ""
    p.case_box.path.value = str(tmp_path / "missing.json")
    p.case_box.load_button.click()
    assert "无法读写文件" in p.case_box.message.value
    p.case_box.save_button.click()                                  # nothing built yet: no action
    assert "还没有要裁决的动作" in p.case_box.message.value
    assert "Traceback" not in p.case_box.message.value


def test_a_situation_that_is_not_a_valid_case_cannot_be_saved():
    #: Situation.build itself refuses five big jokers in the hands now, so the fifth
    # comes with the action being set up (a seat whose hand is unknown plays it)
    s = Situation.build(hands={1: "大王 大王 大王 大王"}, trick=[PlayAction(3, Play.parse("9"))])
    p = JudgePanel("en", s)
    p.editor.seat.value = 4
    p.editor.builder.text.value = "大王"
    p.case_box.save_button.click()
    assert "the deck holds only 4" in p.case_box.message.value and p.case_box.json.value == ""
