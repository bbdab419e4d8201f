"""Pages with no code in them, and the confusions issue 46 found on the chapter pages: the
views' words, in both languages (the built pages are read by
tests/browser/test_no_code_on_pages.py)."""

from __future__ import annotations

import re

import pytest

from gouji_sim import Play, PlayAction, Situation, judge
from gouji_sim.game.case import Case
from gouji_sim.core.rules import PRESETS, SWITCHES, Rules
from gouji_sim.view.html_cards import FONT
from gouji_sim.view.html_views import verdict_view_html
from gouji_sim.view.model import verdict_view
from gouji_sim.view.words import preset_words, rules_words, switch_codes, switch_words

#: An identifier as a reader would meet it: snake_case, name=value, a Python boolean, a preset's id
#: in brackets.
IDS = re.compile(r"\b[a-z]+_[a-z_]+\b|=|\btrue\b|\((?:" + "|".join(PRESETS) + r")\)")


@pytest.mark.parametrize("name", sorted(SWITCHES))
def test_every_switch_has_a_players_name_in_both_languages(name):
    """RULEBOOK §12: one place names each switch for players (``switch-name-<switch>``)."""
    values, _clause = SWITCHES[name]
    for value in values:
        said = switch_words({name: value})
        for lang in ("zh", "en"):
            assert said[lang] and not re.search(r"\b[a-z]+_[a-z_]+\b|=", said[lang]), (name, value, said)
    assert switch_codes({name: values[0]}).startswith(f"{name}=")   # the programmers' form


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_preset_is_named_without_its_identifier(name):
    for lang in ("zh", "en"):
        assert "_" not in preset_words(name)[lang] and f"({name})" not in preset_words(name)[lang]


def test_a_rules_label_names_no_identifier():
    label = rules_words(None, Rules(burn_after_pass=True, grand_slam=True, deck=204).changed())
    assert not IDS.search(label["en"]) and not IDS.search(label["zh"]), label
    assert "burn after passing: on" in label["en"] and "deck size: 204" in label["en"]


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_refused_action_names_the_seat_whose_turn_it_stays():
    """Chapters 0 and 5: seat 2's attempt on seat 1's gouji play is refused, and the turn stays
    with seat 4; "it is still this seat's turn" read as seat 2's (TURN-3, GOUJI-2)."""
    lead = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    view = verdict_view(judge(lead, PlayAction(2, Play.parse("J J J J J"))), lead)
    assert view.next == 4 and view.turn == "stays"
    said = view.row_value("next")
    assert "seat 4" in said["en"].split("—")[1] and "this seat" not in said["en"]
    assert "座位 4" in said["zh"].split("——")[1] and "这一家" not in said["zh"]


def test_a_dead_play_in_the_melee_ends_the_trick_at_once():
    """Chapter 8: in the melee a dead play ends its trick (TURN-6); no opposite closes it."""
    case = Case.from_dict({"finished": [1, 4], "trick": [{"seat": 2, "play": "9 9"}],
                           "action": {"seat": 3, "play": "大王 10"}})
    for situation in (case.situation, None):
        view = verdict_view(case.judge(), situation)
        note = view.row_note("responders")
        assert "ends at once" in note["en"] and "close" not in note["en"], note
        assert "马上结束" in note["zh"] and "扣" not in note["zh"], note


def test_a_burn_of_one_set_is_not_its_1_sets():
    from gouji_sim.core.messages import text
    said = text("burn-succeeded", seat=6, sets=1, owner=4)["en"]
    assert "1 sets" not in said and "its 1" not in said


def test_a_failed_burns_badge_and_reason_do_not_run_together():
    """Chapter 7: "…did not come off failed": the reason in brackets, no second "failed" chip."""
    case = Case.from_dict({"trick": [{"seat": 1, "play": "10 10 10 10 10"}],
                           "hands": {"3": "J J J J J 8 8 9 9 9"},
                           "action": {"seat": 3, "burn": ["J J J J J", "8 8", "9 9 9"]}})
    v = case.judge()
    assert v.burn == "failed"
    for lang in ("zh", "en"):
        html = verdict_view_html(verdict_view(v, case.situation), lang)
        assert "data-burn=" not in html                       # the badge says it once
        head = _text(html.split("<div class='gouji-message'")[0])
        assert re.search(r"[(（][^)）]+[)）]\s*$", head.strip()), head


def test_the_widgets_use_the_pages_font():
    assert FONT.startswith("font-family:var(--md-text-font-family,")


def test_the_simulation_summary_is_no_terminal_dump():
    from gouji_sim.simulation.run import simulate
    from gouji_sim.view.chapter import summary_table

    summary = simulate(2, seed=1, workers=1)
    for lang in ("zh", "en"):
        html = str(summary_table(summary, lang))
        assert "<pre" not in html and "<table" in html
        assert not IDS.search(_text(html)), _text(html)


def test_the_casebook_names_rules_in_players_words():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "docs" / "lab_hooks.py"
    spec = importlib.util.spec_from_file_location("lab_hooks_for_test", path)
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    data = {"rules": {"preset": "no_team_burn", "switches": {"burn_after_pass": True}}}
    for lang in ("zh", "en"):
        line = hooks._rules_line(data, lang)
        assert "no_team_burn" not in line and "burn_after_pass" not in line and "`" not in line, line
