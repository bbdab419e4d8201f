"""The view model (gouji_sim.view.model): one computation of what every front end shows."""

import json

from gouji_sim import Pass, Play, PlayAction, Rules, Situation, Yield, judge
from gouji_sim.game.case import Case
from gouji_sim.core.rules import PRESETS
from gouji_sim.view import model
from gouji_sim.view.model import SEAT_GRID, compare_case, compare_verdicts, differences, table_view, verdict_view


def load(path: str) -> Case:
    with open(path, encoding="utf-8") as f:
        return Case.from_json(f.read())


def test_open_trick_tags_each_seat_once():
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), PlayAction(3, Play.parse("10 10"))])
    t = table_view(s)
    assert t.status == "next" and t.to_move == 4
    assert t.seat(3).tags == ("top",)
    assert t.seat(2).tags == ("passed",)
    assert t.seat(4).tags == ("to-move",)
    assert [e.top for e in t.trick] == [False, False, True]


def test_closed_trick_shows_only_who_leads():
    # the top seat, the passes and the yield belong to the closed trick: none is shown any more
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3), Pass(4), Pass(5), Pass(6)])
    t = table_view(s)
    assert t.status == "closed" and t.closed and t.to_move == 1
    assert t.seat(1).tags == ("leads",)
    assert all(t.seat(x).tags == () for x in range(2, 7))
    assert not any(e.top for e in t.trick)
    assert t.status_words()["en"] == "The trick is closed: seat 1 leads the next one."


def test_headless_is_shown_only_for_a_seat_still_playing():
    # seat 1 finished, so seat 4 is headless (GOUJI-3); seat 3 holds no cards and seat 1 is out
    s = Situation.build(finished=[1, 6], counts={3: 0})
    t = table_view(s)
    assert "headless" in t.seat(4).tags
    assert "headless" not in t.seat(1).tags        # finished: no longer playing
    assert "headless" not in t.seat(3).tags or s.is_active(3)   # seat 3's opposite (6) is out, but 3 holds nothing
    assert "headless" not in t.seat(3).tags
    assert t.seat(1).place == 1 and t.seat(6).place == 2 and t.melee


def test_seats_carry_their_geometry_team_and_counts():
    t = table_view(Situation.build(counts={2: 9, 3: 11}))
    assert [(sv.row, sv.col) for sv in t.seats] == [SEAT_GRID[x] for x in range(1, 7)]
    assert t.seat(2).shown_count == 9 and t.seat(3).shown_count is None and t.seat(3).count == 11
    assert t.seat(1).teammates == (1, 3, 5) and t.seat(2).opposite == 5
    assert t.status == "empty" and t.status_words() is None
    data = json.loads(json.dumps(t.to_json(), ensure_ascii=False))
    assert data["seats"][0]["row"] == 3 and data["rules"] == "outline"


def test_custom_rules_name_their_changes():
    t = table_view(Situation.build(Rules.from_spec("outline", {"burn_after_pass": True})))
    assert t.rules is None and t.changed == {"burn_after_pass": True}


def test_verdict_rows_follow_the_play():
    gouji = verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("10 10 10 10 10"))))
    assert gouji.rows == ("clauses", "play", "responders", "burners", "next")
    plain = verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("9 9"))))
    assert "burners" not in plain.rows
    bad = verdict_view(judge(Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]),
                             PlayAction(2, Play.parse("J J J J J"))))
    assert bad.badge == "illegal" and bad.rows == ("clauses", "play", "next")
    assert bad.to_json()["badge_words"] == {"zh": "不合法", "en": "illegal"}


def test_melee_verdict_does_not_call_the_play_a_gouji_play():
    s = Situation.build(finished=[1, 2], trick=[PlayAction(3, Play.parse("10 10 10 10 10"))])
    v = verdict_view(judge(s, PlayAction(4, Play.parse("J J J J J"))), s)
    assert v.melee and "burners" not in v.rows
    words = v.play_words()
    assert "gouji play" not in words["en"].replace("no gouji", "") and "是够级牌" not in words["zh"]


def test_burn_steps_name_beaters_and_burners_back_apart():
    case = load("notebooks/widgets/data/burn-release.json")
    v = verdict_view(case.judge())
    first, second = v.burn_steps
    assert first.beat_by == (6,)                       # the burner's opposite
    assert 6 not in first.burn_back and first.burn_back
    assert second.outcome == "answered" and second.answered_by == 6
    lines = [line["en"] for line in second.lines()]
    # seat 6's hand is not shown, so the step says so instead of "nobody can answer"
    assert any("hands not shown" in line and "6" in line for line in lines)
    # the one shown hand among them (the burned seat 1) cannot answer: said of the shown hands only
    assert "of the hands shown, these can answer it: nobody" in lines
    assert v.play_label == "w-play-first-set"
    assert model.words(v.play_label)["en"] == "The burn's first set"


def test_failed_burn_has_its_own_badge():
    s = Situation.build(hands={3: "9 9 9 9 9 8"}, trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    from gouji_sim import Burn
    v = verdict_view(judge(s, Burn(3, (Play.parse("9 9 9 9 9"), Play.parse("8")))))
    assert v.burn == "failed" and v.badge == "burn-failed" and not v.legal
    assert "烧糊" in v.badge_words()["zh"] and "failed burn" in v.badge_words()["en"]


def test_differences_compare_values_not_rendered_words():
    top = [PlayAction(1, Play.parse("9 9 9"))]
    cols = [(n, judge(Situation.build(Rules.preset(n), trick=top), PlayAction(2, Play.parse("大王 8 8"))))
            for n in ("outline", "laotou", "joker_dominant")]
    view = compare_verdicts(cols)
    assert view.differing() == ("joker_dominant",)
    assert "legal" in differences(cols[2][1], cols[0][1])


def test_case_compare_is_the_one_comparison():
    case = Case.from_dict({"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}})
    results = case.compare()
    assert list(results) == list(PRESETS)
    view = compare_case(case)
    assert view.columns[view.base].name == "outline"
    assert view.differing() == ("joker_dominant", "red_joker_open")
    data = view.to_json()
    assert data["base"] == "outline" and data["columns"][0]["name"] == "outline"


def test_case_under_custom_rules_gets_its_own_first_column():
    case = Case.from_dict({"rules": {"switches": {"burn_after_pass": True}},
                           "trick": [{"seat": 1, "play": "9 9"}], "action": {"seat": 2, "yield": True}})
    view = compare_case(case)
    assert view.columns[0].name == "" and view.base == 0
    assert len(view.columns) == len(PRESETS) + 1


def test_yield_and_pass_entries():
    s = Situation.build(trick=[PlayAction(1, Play.parse("K K")), Pass(2), Pass(3), Yield(4)])
    kinds = [e.kind for e in table_view(s).trick]
    assert kinds == ["play", "pass", "pass", "yield"]
