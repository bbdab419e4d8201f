"""Rules compare, driven headlessly: one situation and action under every preset."""

import re

from gouji_sim import PRESETS, Play, PlayAction, Rules, Situation
from gouji_sim.view.widgets import ComparePanel, compare_panel


def cells(html: str, key: str) -> list[str]:
    start = html.index(f"data-row='{key}'")
    part = html[start:html.index("</tr>", start)]
    return re.findall(r"data-differs='(\d)'", part)


def test_every_preset_gets_a_column_and_joker_dominant_differs():
    p = ComparePanel("en", Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))]),
                     PlayAction(2, Play.parse("大王 8 8")))
    assert [name for name, _ in p.verdicts] == list(PRESETS)
    legal = {name: v.legal for name, v in p.verdicts}
    assert legal["outline"] is False and legal["joker_dominant"] is True
    # red_joker_open: same ruling, but 大王 8 8 is no gouji play there (LOCAL-3)
    assert p.differing() == ["joker_dominant", "red_joker_open"]
    assert {name: v.play.gouji for name, v in p.verdicts}["red_joker_open"] is False
    html = p.grid.value
    assert "2 preset(s) rule differently from Gouji Outline" in html
    assert "data-row='about'" in html and "冲三: the last play must be 3s alone" in html
    assert cells(html, "legal") == ["1" if n == "joker_dominant" else "0" for n in PRESETS]


def test_gouji_status_of_a_single_two_differs_under_laotou():
    p = compare_panel("zh")
    p.editor.seat.value = 1
    p.editor.builder.text.value = "2"
    gouji = {name: v.play.gouji for name, v in p.verdicts}
    assert gouji["outline"] is True and gouji["laotou"] is False
    assert "laotou" in p.differing()
    assert cells(p.grid.value, "gouji")[list(PRESETS).index("laotou")] == "1"


def test_the_same_verdict_everywhere_is_said_so():
    p = ComparePanel("en", Situation.build(trick=[PlayAction(1, Play.parse("9 9"))]),
                     PlayAction(2, Play.parse("10 10")))
    assert p.differing() == [] and "Every preset gives the same verdict" in p.grid.value


def test_rules_off_every_preset_get_their_own_first_column():
    s = Situation.build(Rules(deck=204), trick=[PlayAction(1, Play.parse("9 9"))])
    p = ComparePanel("en", s, PlayAction(2, Play.parse("10 10")))
    assert p.verdicts[0][0] == "" and len(p.verdicts) == len(PRESETS) + 1
    assert "current rules" in p.grid.value


def test_a_teammates_burn_is_not_allowed_under_no_team_burn():
    s = Situation.build(hands={3: "J J J J J 小王 8 8 9 9 9"},
                        trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    p = ComparePanel("en", s)
    p.editor.seat.value = 3
    p.editor.kind.value = "burn"
    p.editor.burn_editor.sets.value = "J J J J J\n9 9 9 小王\n8 8"
    p.editor.burn_editor.after_set.value = 1
    p.editor.burn_editor.response_seat.value = 5              # the burner's teammate answers set 1
    p.editor.burn_editor.response_play.value = "Q Q Q Q Q"
    p.editor.burn_editor.add_response_button.click()
    burns = {name: v.burn for name, v in p.verdicts}
    assert burns["outline"] == "released" and burns["no_team_burn"] == "not-allowed"
    # chong_san (LOCAL-1): the burn's last set 8 8 is not 3s alone, so it fails there
    assert burns["chong_san"] == "failed"
    assert p.differing() == ["no_team_burn", "chong_san"]
    assert cells(p.grid.value, "burn")[list(PRESETS).index("no_team_burn")] == "1"
