"""Rulings that say what a player needs, each decided once and drawn everywhere:
the dead play (BEAT-5, TURN-6, BURN-3), who acts after a refused action (PLAY-6, TURN-3),
the comparison's own-rules column, burn sets numbered in a trick, who answers a burn's first set
(BURN-4), and no gouji plays in the melee (GOUJI-4)."""

from __future__ import annotations

import json

import pytest

from gouji_sim import Burn, Hand, Pass, Play, PlayAction, Rules, Situation, Yield, judge
from gouji_sim.core.burn import answer_fault
from gouji_sim.game.case import Case
from gouji_sim.cli import main
from gouji_sim.view import lab
from gouji_sim.view.html_views import compare_view_html, situation_html, verdict_html
from gouji_sim.view.model import compare_case, table_view, verdict_view

LANGS = ("zh", "en")


def ruled(case: dict) -> dict:
    out = lab.ruling(json.dumps(case, ensure_ascii=False))
    assert out["ok"], out
    return out


# --- the dead play (BEAT-5, TURN-6, BURN-3) ---

def test_lone_big_joker_lead_is_dead_nobody_beats_or_burns_it_the_opposite_closes():
    v = judge(Situation.build(), PlayAction(1, Play.parse("大王")))
    assert v.legal and v.play is not None and v.play.dead
    assert v.responders == (4,) and v.burners == () and v.next == 4
    assert v.clauses[-2:] == ("BEAT-5", "TURN-6")
    assert "死牌" in v.message["zh"] and "没人能烧" in v.message["zh"] and "座位 4" in v.message["zh"]
    assert "dead" in v.message["en"] and "nobody can burn" in v.message["en"] and "seat 4" in v.message["en"]
    assert v.to_dict()["play"]["dead"] is True


def test_a_dead_play_has_no_burners_but_a_burn_declared_anyway_fails():
    s = Situation.build(hands={3: "大王 大王 2 2 7"}, trick=[PlayAction(1, Play.parse("大王 A A"))])
    assert s.burners() == () and s.burn_fault(3) is None
    v = judge(s, Burn(3, (Play.parse("大王 大王 2 2"), Play.parse("7")), ()))
    assert v.burn == "failed" and "BURN-5" in v.clauses


def test_two_for_one_makes_a_lone_big_joker_live():
    """BEAT-6: two Big Jokers beat one, so the lead is not dead and may be burned."""
    v = judge(Situation.build(Rules.preset("two_for_one")), PlayAction(1, Play.parse("大王")))
    assert v.play is not None and not v.play.dead
    assert v.burners == (3, 5, 2, 6) and "BEAT-5" not in v.clauses


def test_beating_with_a_dead_play_appends_the_closing_sentence():
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    v = judge(s, PlayAction(2, Play.parse("大王 10")))
    assert v.legal and v.responders == (5,) and v.burners == () and v.next == 5
    assert v.clauses[0] == "BEAT-2" and "BEAT-5" in v.clauses
    # (v5: the sentence also says who leads once the opposite has closed)
    assert v.message["en"].endswith("so its opposite, seat 5, must close it; then seat 2 leads.")
    assert v.message["zh"].endswith("对头座位 5 必须扣牌，然后座位 2 首出。")


def test_a_headless_players_dead_play_has_no_opposite_to_close_it():
    s = Situation.build(finished=[4])
    v = judge(s, PlayAction(1, Play.parse("大王")))
    assert v.legal and 4 not in v.responders and v.burners == ()
    assert "headless" in v.message["en"] and "无头" in v.message["zh"]
    view = verdict_view(v, s, PlayAction(1, Play.parse("大王")))
    assert "headless" in view.row_note("responders")["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_dead_play_drawn_in_cli_lab_and_html(lang, capsys, tmp_path):
    case = {"action": {"seat": 1, "play": "大王"}}
    path = tmp_path / "dead.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    assert main(["judge", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out         # the view's rows, in the chosen language only
    view = verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("大王"))))
    assert view.row_value("burners")[lang] in out and view.row_words("burners")[lang] in out
    assert ("没人能烧" if lang == "zh" else "nobody can burn it") in out and "\n\n" not in out
    assert ("对头必须扣牌" if lang == "zh" else "its opposite must close it") in out
    view = ruled(case)["view"]["verdict"]
    assert view["dead"] is True and view["rows"][-2:] == ["burners", "next"]
    assert view["row_values"]["responders"][lang].startswith("座位 4" if lang == "zh" else "seat 4")
    assert ("没人能烧" if lang == "zh" else "nobody can burn it") in view["row_values"]["burners"][lang]
    html = verdict_html(judge(Situation.build(), PlayAction(1, Play.parse("大王"))), lang)
    assert ("BURN-3" in html) and "gouji-row-note" in html


# --- who acts after a refused action (PLAY-6, TURN-1..6) ---

def test_refused_actions_say_who_acts_now():
    nines = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    bad_lead = judge(Situation.build(), PlayAction.of(1, Hand.parse("8 9")))
    assert (bad_lead.turn, bad_lead.next) == ("again", 1)
    wrong = judge(nines, PlayAction(2, Play.parse("8 8")))
    assert (wrong.turn, wrong.next) == ("passes-on", 3) and wrong.clauses == ("BEAT-2", "PLAY-6")
    early = judge(nines, PlayAction(3, Play.parse("10 10")))
    assert (early.turn, early.next, early.reason) == ("stays", 2, "not-your-turn")
    no_yield = judge(nines, Yield(2))
    assert (no_yield.turn, no_yield.next) == ("again", 2)
    assert judge(nines, PlayAction(2, Play.parse("10 10"))).turn is None      # legal: no turn field
    assert "turn" not in judge(nines, Pass(2)).to_dict()


@pytest.mark.parametrize("lang", LANGS)
def test_refused_action_view_words(lang):
    nines = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    view = verdict_view(judge(nines, PlayAction(2, Play.parse("8 8"))), nines)
    assert view.row_words("next")[lang] == ("现在轮到" if lang == "zh" else "Who acts now")
    assert "PLAY-6" in view.row_value("next")[lang]
    assert view.row_value("next")[lang].startswith("座位 3" if lang == "zh" else "seat 3")
    again = verdict_view(judge(Situation.build(), PlayAction.of(1, Hand.parse("8 9"))))
    assert ("还是这一家" if lang == "zh" else "the same seat acts again") in again.row_value("next")[lang]
    ok = verdict_view(judge(nines, PlayAction(2, Play.parse("10 10"))))
    assert ok.row_words("next")[lang] == ("下一个" if lang == "zh" else "Next") and ok.row_note("next") is None


# --- the comparison's own column ---

def _current(columns: list[dict]) -> list[str]:
    return [c["name"] for c in columns if c["current"]]


@pytest.mark.parametrize("rules, own", [
    ({"preset": "outline"}, "outline"),
    ({"preset": "joker_dominant"}, "joker_dominant"),
    ({"preset": "no_team_burn"}, "no_team_burn"),
    ({"preset": "outline", "switches": {"burn_after_pass": True}}, ""),
])
def test_compare_marks_the_column_of_the_cases_own_rules(rules, own):
    case = {"rules": rules, "hands": {"2": "J J J J J 小王 8 8 9 9 9"},
            "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
            "action": {"seat": 2, "burn": ["J J J J J", "小王 8 8", "9 9 9"]}}
    out = ruled(case)
    cmp = out["view"]["compare"]
    assert _current(cmp["columns"]) == [own]
    marked = cmp["columns"][cmp["base_index"]]
    assert marked["current"] and marked["verdict"] == out["verdict"]     # the marked column is the ruling above
    assert marked["current_words"]["zh"] == "本案例的规则"
    assert all(c["current_words"] is None for c in cmp["columns"] if not c["current"])
    if own == "":
        assert cmp["columns"][0]["about"]["zh"].endswith("过牌后还能烧：开")


@pytest.mark.parametrize("lang", LANGS)
def test_compare_html_and_cli_mark_the_own_column(lang, capsys, tmp_path):
    case = {"rules": {"preset": "joker_dominant"}, "trick": [{"seat": 1, "play": "9 9 9"}],
            "action": {"seat": 2, "play": "大王 8 8"}}
    html = compare_view_html(compare_case(Case.from_dict(case)), lang)
    assert html.count("data-current='1'") == 1
    head = html.split("data-current='1'")[1].split("</th>")[0]
    assert ("王大" in head or "joker" in head.lower()) and ("本案例的规则" if lang == "zh" else "this case") in head
    path = tmp_path / "c.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    assert main(["cases", "compare", str(path), "--lang", lang]) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line.split()}
    assert "<" in rows["joker_dominant"] and "*" not in rows["joker_dominant"]
    assert "<" not in rows["outline"] and "*" in rows["outline"]


# --- burn sets numbered, and who answers a burn's first set (BURN-3, BURN-4) ---

BURNING = {"hands": {"3": "J J J J J 小王 8 8 9 9 9"}, "counts": {"1": 15, "2": 12, "4": 20, "5": 30, "6": 7},
           "trick": [{"seat": 1, "play": "10 10 10 10 10"}, {"seat": 3, "play": "J J J J J", "burn": True},
                     {"seat": 3, "play": "小王 8 8", "burn": True}],
           "action": {"seat": 6, "play": "大王 Q Q"}}


@pytest.mark.parametrize("lang", LANGS)
def test_burn_sets_in_a_trick_are_numbered(lang):
    table = ruled(BURNING)["view"]["table"]
    sets = [(e["set"], e["set_words"][lang]) for e in table["trick"] if e["kind"] == "burn"]
    assert [k for k, _ in sets] == [1, 2]
    assert sets[1][1] == ("烧 · 第 2 套" if lang == "zh" else "burn · set 2")
    html = situation_html(Case.from_dict(BURNING).situation, lang)
    assert html.count("第 1 套" if lang == "zh" else "set 1") == 1
    assert html.count("第 2 套" if lang == "zh" else "set 2") == 1


def test_burn_set_numbers_restart_on_a_burn_back():
    s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10")),
                               PlayAction(3, Play.parse("J J J J J"), burn=True),
                               PlayAction(5, Play.parse("Q Q Q Q Q"), burn=True)])
    assert [e.set for e in table_view(s).trick] == [None, 1, 1]


@pytest.mark.parametrize("lang", LANGS)
def test_a_burns_first_set_who_beats_and_who_burns_back_one_answer(lang):
    case = {"hands": {"3": "J J J J J 小王 8 8 9 9 9"}, "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
            "action": {"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]}}
    c = Case.from_dict(case)
    v = c.judge()
    view = verdict_view(v, c.situation, c.action)
    step = view.burn_steps[0]
    after = c.situation.after(PlayAction(3, Play.parse("J J J J J"), burn=True))
    entitled = tuple(x for x in (4, 5, 6, 1, 2) if answer_fault(after, x, 3, 1) is None)
    assert sorted(step.beat_by + step.burn_back) == sorted(entitled) == sorted(v.responders)
    assert view.row_seats("responders") == step.beat_by == (6,)
    assert view.row_words("responders")[lang] == ("谁能接第一套" if lang == "zh" else "Who may answer the first set")
    drawn = ruled(case)["view"]["verdict"]["row_values"]["responders"][lang]
    assert drawn.startswith("座位 6" if lang == "zh" else "seat 6")
    assert step.lines()[1][lang] in drawn          # the same words as the first set's breakdown


# --- GOUJI-4: no gouji plays in the melee ---

def test_no_gouji_play_in_the_melee_but_the_dead_gouji_play():
    melee = Situation.build(finished=[4, 1], trick=[PlayAction(2, Play.parse("K K"))])
    v = judge(melee, PlayAction(3, Play.parse("A A")))
    assert v.legal and v.play is not None and not v.play.gouji
    assert not judge(melee, PlayAction(3, Play.parse("Q Q"))).play.gouji      # refused, same reading
    s = Situation.build(finished=[1], counts={2: 5}, trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
    dead_gouji = judge(s, PlayAction(4, Play.parse("K K")))
    assert dead_gouji.legal and dead_gouji.play.gouji and "TURN-9" in dead_gouji.clauses
