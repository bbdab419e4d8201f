"""The house-rules page in a real browser: tick answers, read the card and decode the
link; the link's switches are exactly the ticked answers, and the Rule Lab judges its case as
``gouji_sim.view.lab`` does. Both languages; nothing is loaded from outside the site."""

from __future__ import annotations

import json

import pytest
from site_helpers import LANGUAGES

from gouji_sim.view import lab
from gouji_sim.view.house import answer, value_key
from gouji_sim.core.rules import SWITCHES, Rules

TICKS = [
    {"tribute": True, "revolution": False, "burn_seats": "opponents", "gouji_twos": 2,
     "chong_san": True, "suffocation": True, "two_big_beat_one": True, "points": True},
    {"deck": 240, "burn_release": "anyone", "burn_after_pass": True, "positive_only": False},
]


def _open(page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{LANGUAGES[lang]}house-rules/")
    page.wait_for_selector("form.gouji-house-form")


def _tick(page, ticked: dict) -> None:
    for name, value in ticked.items():
        page.check(f'input[name="house-{name}"][value="{value_key(value)}"]')


def _link_case(page) -> dict:
    href = page.get_attribute("a.gouji-house-link", "href")
    assert "#case=" in href, href
    return json.loads(lab.decode_fragment(href.split("#", 1)[1]))


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("ticked", TICKS)
def test_the_link_carries_the_ticked_answers(site, base_url, watched, lang, ticked):
    page, watch = watched
    _open(page, base_url, lang)
    untouched = _link_case(page)
    assert untouched["rules"] == {"preset": "outline", "switches": {}}
    # one press, one print dialog: the card is set up once, however often the theme announces
    # the page (house.js, a module, runs after the theme's document$ exists)
    page.evaluate("() => { window.__prints = 0; window.print = () => { window.__prints += 1; }; }")
    page.click(".gouji-house-print")
    assert page.evaluate("window.__prints") == 1
    _tick(page, ticked)
    case = _link_case(page)
    assert case["rules"]["preset"] == "outline"
    assert case["rules"]["switches"] == ticked
    assert Rules.from_spec("outline", case["rules"]["switches"]) == Rules(**ticked)
    assert lab.ruling(json.dumps(case, ensure_ascii=False))["ok"]
    # the card shows the ticked answer of every question, and only that one
    shown = page.eval_on_selector_all(".gouji-house-card li:not([hidden])", "els => els.map(e => e.innerText)")
    assert len(shown) == len(SWITCHES)
    for name, value in ticked.items():
        assert any(answer(name, value, lang) in line for line in shown), (name, value)
    # the switch names are folded away for programmers: not shown until opened
    if lang == "zh":    # English questions may use the same plain words ("deck", "tribute")
        card_text = page.inner_text(".gouji-house-card")
        assert not [name for name in ticked if name in card_text]
    changed = page.text_content(".gouji-house-changed")
    for name in ticked:
        assert name in changed
    assert not watch.outside and not watch.errors, (watch.outside, watch.errors)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_lab_opens_under_the_ticked_rules(site, base_url, watched, lang):
    page, watch = watched
    _open(page, base_url, lang)
    _tick(page, {"gouji_twos": 2})
    page.click("a.gouji-house-link")
    page.wait_for_url("**/lab/#case=*")
    href = page.url
    case = json.loads(lab.decode_fragment(href.split("#", 1)[1]))
    assert case["rules"]["switches"] == {"gouji_twos": 2}
    assert "/lab/" in href
    assert not watch.outside, watch.outside
