"""The house-rules card: every option from the switch catalogue, in both languages; its
Rule Lab link carries exactly the ticked switches; ``gouji judge`` agrees with the Lab under them."""

from __future__ import annotations

import html
import json
import re

import pytest

from gouji_sim.view import lab
from gouji_sim.core.errors import RulesError
from gouji_sim.view.house import EXAMPLE, GROUPS, answer, form_html, house_case, question, questions, value_key
from gouji_sim.core.messages import CATALOGUE
from gouji_sim.core.rules import SWITCHES, Rules
from gouji_helpers import gouji

LANGS = ("zh", "en")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def test_every_switch_is_asked_once():
    asked = [name for _, names in GROUPS for name in names]
    assert sorted(asked) == sorted(SWITCHES), set(asked) ^ set(SWITCHES)
    assert len(asked) == len(set(asked))
    for group, _ in GROUPS:
        assert f"house-group-{group}" in CATALOGUE


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_appears_on_the_page(lang: str):
    page = html.unescape(form_html(lang, "../lab/"))
    for name, (values, clause) in SWITCHES.items():
        assert question(name, lang) in page, name
        assert clause in page
        for value in values:
            label = answer(name, value, lang)
            assert label in page, (name, value)
            # a radio button and a card line for each answer
            assert f'name="house-{name}" value="{value_key(value)}"' in page
            assert f'<li data-switch="{name}" data-value="{value_key(value)}"' in page


def test_chinese_questions_and_answers_have_no_english_words():
    for name, (values, _) in SWITCHES.items():
        texts = [question(name, "zh")] + [answer(name, v, "zh") for v in values]
        for t in texts:
            assert not LATIN_WORD.search(t), (name, t)
    for key in CATALOGUE:
        if key.startswith("house-"):
            assert not LATIN_WORD.search(CATALOGUE[key][0]), key


def test_the_two_languages_differ():
    for q in questions("en"):
        for value, label in q["answers"]:
            assert label != answer(q["switch"], value, "zh")


def test_defaults_are_ticked_at_first():
    page = form_html("en", "../lab/")
    defaults = Rules()
    for name in SWITCHES:
        checked = re.findall(rf'name="house-{name}" value="([^"]+)"[^>]*checked', page)
        assert checked == [value_key(getattr(defaults, name))], name
    # the link as built, before any tick: the Outline itself
    href = re.search(r'class="md-button md-button--primary gouji-house-link" href="([^"]+)"', page).group(1)
    case = json.loads(lab.decode_fragment(html.unescape(href).split("#", 1)[1]))
    assert case["rules"] == {"preset": "outline", "switches": {}}


TICKS = [
    {},
    {"gouji_twos": 2},
    {"tribute": True, "revolution": False, "burn_seats": "opponents", "chong_san": True},
    {"two_big_beat_one": True, "suffocation": True, "points": True, "points_double": True},
    {name: values[-1] for name, (values, _) in SWITCHES.items()},       # every switch off its default
]


@pytest.mark.parametrize("ticked", TICKS)
def test_the_link_carries_exactly_the_ticked_switches(ticked):
    fragment = lab.encode_fragment(house_case(ticked))
    case = json.loads(lab.decode_fragment(fragment))
    rules = Rules.from_spec(case["rules"]["preset"], case["rules"]["switches"])
    assert rules == Rules(**ticked)
    ruling = lab.ruling(lab.decode_fragment(fragment))
    assert ruling["ok"], ruling
    changed = {k: v for k, v in ticked.items() if getattr(Rules(), k) != v}
    assert ruling["view"]["overrides"] is bool(changed)
    own = [c for c in ruling["view"]["compare"]["columns"] if c["current"]]
    assert [c["name"] for c in own] == [Rules(**ticked).preset_name() or ""]   # the ticked rules' column
    assert ruling["verdict"]["legal"]          # the neutral example is legal under any rules
    assert {k: case[k] for k in EXAMPLE} == EXAMPLE


def test_a_bad_tick_is_refused_by_name():
    with pytest.raises(RulesError) as err:
        house_case({"gouji_twos": 3})
    assert "gouji_twos" in str(err.value)


def _gouji_judge(case: dict, tmp_path) -> dict:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    _, stdout, stderr = gouji("judge", "--json", str(path))
    assert stdout, stderr
    return json.loads(stdout)


@pytest.mark.parametrize("ticked, legal", [({}, False), ({"gouji_twos": 2}, True)])
def test_gouji_judge_agrees_with_the_lab_under_the_card(ticked, legal, tmp_path):
    # a disputed play under the card's rules: seat 2 (not the opposite) beats a lone two
    case = dict(house_case(ticked), trick=[{"seat": 1, "play": "2"}], action={"seat": 2, "play": "小王"})
    lab_verdict = lab.ruling(lab.decode_fragment(lab.encode_fragment(case)))["verdict"]
    cli_verdict = _gouji_judge(case, tmp_path)
    for field in ("legal", "reason", "clauses", "next", "responders", "burners"):
        assert cli_verdict[field] == lab_verdict[field], field
    assert cli_verdict["legal"] is legal
