"""The Rule Lab's new panels in a real browser, both languages:
which house rule decides a ruling (BEAT-3) with its alternative one tap away; the score
(SCORE-1..4) and start-of-hand (START-4, LOCAL-1) panels with their links (#score=, #start=),
round trips and hostile links; and on a phone (390×844) nothing covers the verdict and the
preset comparison is read without scrolling sideways."""

from __future__ import annotations

import json

import pytest
from site_helpers import LANGUAGES

from gouji_sim.view import lab
from gouji_sim.game.case import Case
from gouji_sim.view.lab import decode_fragment
from test_lab import open_lab

#: A joker-led three against a plain one: the one switch deciding it is the comparison (BEAT-3).
JOKER_CASE = {"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}}
DECIDES_READY = ("() => { const d = document.querySelector('[data-role=decides]'); const v = document.getElementById('verdict');"
                 " return d && d.dataset.state === 'ready' && v.dataset.fragment === location.hash; }")


def link(prefix: str, obj: dict) -> str:
    return prefix + lab.encode_fragment(obj)[len("#case="):]


def panel_settled(page, kind: str, fragment: str | None = None) -> dict:
    """The panel's result once drawn for ``fragment`` (or for what the address holds)."""
    page.wait_for_function(
        "([kind, f]) => { const r = document.querySelector(`[data-role=${kind}-result]`);"
        " return r && (r.dataset.state === 'ready' || r.dataset.state === 'error')"
        " && r.dataset.fragment === (f === null ? location.hash : f); }",
        arg=[kind, fragment], timeout=60_000)
    box = page.locator(f"[data-role={kind}-result]")
    if box.get_attribute("data-state") == "ready":
        return {"view": json.loads(box.get_attribute("data-view")), "text": box.inner_text()}
    return {"error": json.loads(box.get_attribute("data-error")), "text": box.inner_text()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_which_rule_decides_and_its_alternative_one_tap_away(site, base_url, watched, lang):
    page, watch = watched
    page.set_viewport_size({"width": 1280, "height": 900})
    open_lab(page, base_url, lang, lab.encode_fragment(JOKER_CASE))
    page.wait_for_function(DECIDES_READY, timeout=60_000)
    box = page.locator("[data-role=decides]")
    assert box.get_attribute("data-switches") == "comparison"
    assert "BEAT-3" in box.inner_text()
    assert "joker_dominant" not in box.inner_text()           # players' words, not the value's code
    own = Case.from_dict(JOKER_CASE).judge()
    assert json.loads(page.locator("#verdict").get_attribute("data-verdict"))["legal"] is own.legal
    alternative = box.locator("[data-role=alternative]")
    assert alternative.count() == 1
    href = alternative.get_attribute("href")
    alt_case = json.loads(decode_fragment(href))
    alternative.click()
    page.wait_for_function(DECIDES_READY, timeout=60_000)
    assert page.evaluate("location.hash") == href
    ruled = json.loads(page.locator("#verdict").get_attribute("data-verdict"))
    assert ruled == Case.from_dict(alt_case).judge().to_dict() and ruled["legal"] is not own.legal
    # and back: under the other comparison, the outline's comparison is the alternative
    back = page.locator("[data-role=decides] li[data-switch=comparison]")
    assert back.get_attribute("data-value") == "positional"
    # the comparison is a table on a wide screen, its cards are not shown
    assert page.locator(".glab-compare table").first.is_visible()
    assert not page.locator(".glab-compare-cards").first.is_visible()
    assert watch.errors == [] and watch.outside == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_score_and_start_panels_links_round_trip_and_hostile_links(site, base_url, watched, lang):
    page, watch = watched
    args = {"places": [2, 4, 6, 1, 3, 5], "rules": {"preset": "laotou"}, "grand_slam": False}
    open_lab(page, base_url, lang, link("#score=", args))
    out = panel_settled(page, "score")
    assert [t["recorded"] for t in out["view"]["teams"]] == [-12, 12]   # laotou keeps negatives (SCORE-3)
    assert "SCORE-2" in out["text"]
    assert ("串三户" in out["text"]) and ("联邦" in out["text"] if lang == "zh" else "Team" in out["text"])
    # an edit writes the panel's link; the link holds what the panel shows
    page.locator("[data-role=score-result]").scroll_into_view_if_needed()
    page.locator(".glab-panel select[data-switch=positive_only]").select_option(index=0)   # positive only
    page.wait_for_function("() => location.hash.startsWith('#score=')"
                           " && document.querySelector('[data-role=score-result]').dataset.fragment === location.hash"
                           " && document.querySelector('[data-role=score-result]').dataset.state === 'ready'",
                           timeout=60_000)
    carried = json.loads(decode_fragment(page.evaluate("location.hash"), "#score="))
    assert carried["places"] == args["places"] and carried["rules"]["switches"] == {"positive_only": True}
    assert [t["recorded"] for t in json.loads(page.locator("[data-role=score-result]").get_attribute("data-view"))["teams"]] == [0, 12]
    assert page.locator(f'a.md-select__link[hreflang="{"en" if lang == "zh" else "zh"}"]').get_attribute("href").endswith(page.evaluate("location.hash"))
    # a hostile link: a clear error in the page's language, the form still there
    for hostile in ("#score=!!!", link("#score=", {"places": [1, 1, 2, 3, 4, 5]})):
        page.evaluate("(f) => { location.hash = f; }", hostile)
        bad = panel_settled(page, "score", hostile)
        assert bad["error"][lang] in bad["text"]
        assert page.locator(".glab-panel select[data-switch=positive_only]").count() == 1
    # the start of a hand: a poor hand under 冲三 with the revolution switch off may still revolt
    start = {"seat": 3, "hand": "♥3 ♥3 4 5 6", "rules": {"preset": "outline", "switches": {"revolution": False}}, "first_deal": True}
    page.evaluate("(f) => { location.hash = f; }", link("#start=", start))
    rows = {r["topic"]: r for r in panel_settled(page, "start")["view"]["rows"]}
    assert rows["revolt"]["legal"] is False and "2" in rows["lead"]["lines"][0]["en"]
    assert page.locator('[data-role=start-result] [data-topic=revolt][data-legal=false]').count() == 1
    hand = page.locator(".glab-panel input.glab-cards-input")
    hand.fill("4 5 6 K")
    page.locator(".glab-panel select[data-switch=chong_san]").select_option(index=1)
    page.wait_for_function("() => { const r = document.querySelector('[data-role=start-result]');"
                           " return r.dataset.state === 'ready' && r.dataset.fragment === location.hash"
                           " && r.querySelector('[data-topic=revolt]').dataset.legal === 'true'; }", timeout=60_000)
    carried = json.loads(decode_fragment(page.evaluate("location.hash"), "#start="))
    assert carried["hand"] == "4 5 6 K" and carried["rules"]["switches"] == {"revolution": False, "chong_san": True}
    assert "LOCAL-1" in page.locator("[data-role=start-result] [data-topic=revolt]").inner_text()
    hostile = link("#start=", {"seat": 9, "hand": "4"})
    page.evaluate("(f) => { location.hash = f; }", hostile)
    bad = panel_settled(page, "start", hostile)
    assert bad["error"]["field"] == "seat" and bad["error"][lang] in bad["text"]
    assert watch.errors == [] and watch.outside == []


#: Every element drawn over the verdict: fixed or sticky boxes (the header aside: the verdict is
#: scrolled below it) that intersect the verdict's box. Returns [] when nothing covers it.
COVERING = r"""
() => {
  const v = document.getElementById('verdict').getBoundingClientRect();
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const s = getComputedStyle(el);
    if (s.position !== 'fixed' && s.position !== 'sticky') continue;
    if (el.closest('.md-header') || el.contains(document.getElementById('verdict'))) continue;
    if (s.display === 'none' || s.visibility === 'hidden' || el.hidden) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (r.left < v.right && r.right > v.left && r.top < v.bottom && r.bottom > v.top) {
      out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} ${Math.round(r.top)}..${Math.round(r.bottom)} over ${Math.round(v.top)}..${Math.round(v.bottom)}`);
    }
  }
  return out;
}
"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_on_a_phone_nothing_covers_the_verdict_and_the_comparison_fits(site, base_url, watched, lang):
    page, watch = watched
    page.set_viewport_size({"width": 390, "height": 844})
    open_lab(page, base_url, lang, lab.encode_fragment(JOKER_CASE))
    page.wait_for_function(DECIDES_READY, timeout=60_000)
    # a card field in use: the rack stands under it, not over the page
    field = page.locator(".glab-full .glab-action-editor input.glab-cards-input").first
    field.focus()
    rack = page.locator(".glab-full .glab-rack").first
    assert page.evaluate("([r, f]) => r.previousElementSibling === f.closest('.glab-row')",
                         [rack.element_handle(), field.element_handle()])
    rack.locator("button[data-card='10']").click()
    assert rack.evaluate("r => getComputedStyle(r).position") == "static"
    # scroll to the end and back up to the verdict (Material's "back to top" pill shows on the way up)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(300)
    page.evaluate("document.getElementById('verdict').scrollIntoView({block: 'center'})")
    page.mouse.wheel(0, -40)
    page.wait_for_timeout(400)
    assert page.evaluate(COVERING) == []
    boxes = page.evaluate("() => [document.getElementById('verdict').getBoundingClientRect().toJSON(),"
                          " document.querySelector('.glab-full .glab-rack').getBoundingClientRect().toJSON()]")
    verdict, rack_box = boxes
    assert rack_box["bottom"] <= verdict["top"] or rack_box["top"] >= verdict["bottom"]
    # the comparison: one card per preset, all of it within the screen's width
    cards = page.locator(".glab-full .glab-compare-cards .glab-compare-card")
    assert cards.count() >= 8 and cards.first.is_visible()
    assert not page.locator(".glab-full .glab-compare table").is_visible()
    widest = page.evaluate("() => Math.max(...[...document.querySelectorAll('.glab-full .glab-compare-card')]"
                           ".map(c => c.getBoundingClientRect().right))")
    assert widest <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert watch.errors == [] and watch.outside == []
