"""The Rule Lab and the casebook in a real browser (Debian's Chromium through Playwright).

The lab runs gouji_sim on Pyodide served from the site. These tests check that its rulings
are exactly those of ``gouji judge FILE --json`` for every public case, opened through its
``#case=`` link (every other case in each language); that a case built by clicking is ruled
as expected; that hostile links are refused cleanly with no script run; and they report the
lab's speed (first ruling from a cold cache, later rulings, bytes of a first visit).
"""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from gouji_helpers import FULL_BENCH
from site_helpers import LANGUAGES, REPO, language_share

from gouji_sim.view import lab
from gouji_sim.game.case import Case
from gouji_sim.game.hand_case import case_from_json
from gouji_sim.core.errors import GoujiError

CASE_FILES = sorted((REPO / "cases").glob("*/*.json"))
READY = ("([fragment]) => { const v = document.getElementById('verdict');"
         " return v && v.dataset.fragment === fragment"
         " && (v.dataset.state === 'ready' || v.dataset.state === 'error'); }")
SETTLED = ("() => { const v = document.getElementById('verdict');"
           " return v && v.dataset.fragment === location.hash && v.dataset.state === 'ready'; }")
#: Bounds held only by the full run (`make bench-table`, alone on a quiet machine): in
#: `make test`'s short run the machine is busy with the other tests (a first ruling took 17 s
#: at a load average of 17 on 2 cores; later rulings' median 136 ms at a load of 7), so there
#: the figures are printed with the load average and not asserted.
COLD_LIMIT_S = 60
LATER_LIMIT_MS = 100


def expected(text: str) -> dict:
    """What ``gouji judge FILE --json`` prints (as a dict), or the error it names."""
    try:
        return {"verdict": case_from_json(text).judge().to_dict()}
    except GoujiError as err:
        return {"error": {"zh": err.zh, "en": err.en}}


def open_lab(page, base_url: str, lang: str, fragment: str = "") -> None:
    page.goto(f"{base_url}{LANGUAGES[lang]}lab/{fragment}", wait_until="load")
    page.wait_for_function(
        "() => { const v = document.getElementById('verdict');"
        " return v && (v.dataset.state === 'ready' || v.dataset.state === 'error'); }",
        timeout=120_000)


def rule_by_hash(page, fragment: str) -> dict:
    page.evaluate("(f) => { location.hash = f; }", fragment)
    page.wait_for_function(READY, arg=[fragment], timeout=30_000)
    v = page.locator("#verdict")
    if v.get_attribute("data-state") == "ready":
        return {"verdict": json.loads(v.get_attribute("data-verdict"))}
    error = json.loads(v.get_attribute("data-error"))
    return {"error": {"zh": error["zh"], "en": error["en"]}}


def verdict_now(page) -> dict:
    return json.loads(page.locator("#verdict").get_attribute("data-verdict"))


def current_case(page) -> dict:
    fragment = page.evaluate("location.hash")
    return json.loads(lab.decode_fragment(fragment))


# --------------------------------------------------------------------------
# every public case, through its link, in both languages


def test_there_are_public_cases():
    assert len(CASE_FILES) >= 50


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_case_link_rules_as_gouji_judge(site, base_url, watched, report, lang):
    """Every public case once, alternately in each language: a ruling is the same in both (the
    verdict's data is Python's, not the page's words; test_hostile_links_are_refused_cleanly
    reads the refusals in each language)."""
    page, watch = watched
    open_lab(page, base_url, lang)
    mine = language_share(CASE_FILES, lang)
    mismatches, times = [], []
    for path in mine:
        text = path.read_text(encoding="utf-8")
        fragment = lab.encode_fragment(text)
        started = time.perf_counter()
        got = rule_by_hash(page, fragment)
        times.append((time.perf_counter() - started) * 1000)
        if got != expected(text):
            mismatches.append(f"{path.relative_to(REPO)}: {json.dumps(got, ensure_ascii=False)[:300]}")
        if "error" in got:  # shown in the page's language
            assert page.locator("#verdict .glab-message").inner_text() == got["error"][lang]
    report(f"\nRule Lab ({lang}): {len(mine)} of the {len(CASE_FILES)} case links ruled; hash "
           f"change to verdict median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
    assert mismatches == []
    assert watch.outside == [] and watch.errors == []


#: Counts the page's frames, and notes in which frame the verdict's data, the presets'
#: comparison and data-state="ready" first appear.
FRAMES = """
window.goujiDraw = { frame: 0, seen: {} };
(function tick() { window.goujiDraw.frame++; requestAnimationFrame(tick); })();
new MutationObserver(function () {
  var d = window.goujiDraw, v = document.getElementById('verdict');
  var note = function (what, yes) { if (yes && !(what in d.seen)) d.seen[what] = d.frame; };
  note('verdict', v && v.hasAttribute('data-verdict'));
  note('compare', document.querySelector('.glab-full .glab-compare'));
  note('ready', v && v.getAttribute('data-state') === 'ready');
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_ruling_is_drawn_a_part_a_frame_and_ready_comes_last(site, base_url, watched, lang):
    """The first ruling of a link was ~900 new elements in one frame (200-300 ms on
    the phone profile). The verdict and the table come first, the presets' comparison frames
    later (the case's editors in two parts between), and #verdict says ready only once it is
    there."""
    page, watch = watched
    page.add_init_script(FRAMES)
    text = (REPO / "cases" / "beating" / "01-higher-pair.json").read_text(encoding="utf-8")
    open_lab(page, base_url, lang, lab.encode_fragment(text))
    seen = page.evaluate("window.goujiDraw.seen")
    assert set(seen) == {"verdict", "compare", "ready"}, seen
    assert seen["compare"] >= seen["verdict"] + 3, seen   # a frame for each of the link's editors' two parts
    assert seen["ready"] >= seen["compare"], seen
    assert rule_by_hash(page, lab.encode_fragment(text))["verdict"] == expected(text)["verdict"]
    assert watch.outside == [] and watch.errors == []


#: The frame at which each lab of the page, and each of the full Lab's editors, got its content.
PARTS = """
window.goujiParts = { frame: 0, seen: {} };
(function tick() { window.goujiParts.frame++; requestAnimationFrame(tick); })();
new MutationObserver(function () {
  var d = window.goujiParts;
  var note = function (what, yes) { if (yes && !(what in d.seen)) d.seen[what] = d.frame; };
  document.querySelectorAll('div.gouji-lab').forEach(function (root, i) { note('lab' + i, root.querySelector('[class^="glab"]')); });
  ['.glab-rules', '.glab-seats', '#glab-action'].forEach(function (s) {
    var box = document.querySelector('.glab-full ' + s); note(s, box && box.children.length > 0);
  });
}).observe(document, { subtree: true, childList: true });
"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_labs_and_the_editors_come_a_frame_apart(site, base_url, watched, lang):
    """The Rule Lab's page drew its labs (the full Lab, the score and start panels,
    the mini labs) in one task and the full Lab's editors in one frame; each was a layout of
    hundreds of new objects on the phone profile. Each lab now comes a frame after the one
    before, and the editors in two parts, a frame apart: the rules; the seats, the trick and
    the action."""
    page, watch = watched
    page.add_init_script(PARTS)
    open_lab(page, base_url, lang)
    seen = page.evaluate("window.goujiParts.seen")
    labs = [seen["lab%d" % i] for i in range(page.locator("div.gouji-lab").count())]
    assert len(labs) >= 3 and all(b > a for a, b in zip(labs, labs[1:])), seen
    editors = [seen[s] for s in (".glab-rules", ".glab-seats", "#glab-action")]
    assert editors[0] > labs[0] and editors[1] > editors[0] and editors[2] == editors[1], seen
    assert watch.outside == [] and watch.errors == []


# --------------------------------------------------------------------------
# building a case by clicking


def _rack(page, card: str, times: int = 1) -> None:
    for _ in range(times):
        page.click(f'.glab-full .glab-rack-card[data-card="{card}"]')


@pytest.mark.parametrize("lang", LANGUAGES)
def test_build_a_case_by_clicking(site, base_url, watched, lang):
    page, watch = watched
    open_lab(page, base_url, lang)
    reset = {"zh": "清空牌局", "en": "Empty table"}[lang]
    page.click(f"button:text-is('{reset}')")
    # the trick: seat 1 leads four jacks
    page.click('.glab-full [data-role="add-entry"]')
    page.click(".glab-trick-editor .glab-cards-input")
    _rack(page, "J", 4)
    # the action: seat 4, its opposite, plays four queens
    page.select_option(".glab-full .glab-action-editor .glab-seat-select", "4")
    page.click(".glab-full .glab-action-editor .glab-cards-input")
    _rack(page, "Q", 4)
    page.wait_for_function(SETTLED, timeout=30_000)
    built = current_case(page)
    assert built["trick"] == [{"seat": 1, "play": "J J J J"}]
    assert built["action"] == {"seat": 4, "play": "Q Q Q Q"}
    v = verdict_now(page)
    assert v == Case.from_dict(built).judge().to_dict()
    assert v["legal"] is True and v["clauses"][:2] == ["BEAT-2", "GOUJI-2"]
    assert v["play"]["gouji"] is True and v["next"] == 1

    # click seat 2 at the table: it becomes the actor, and only the opposite may beat a gouji play
    page.click('.glab-drawing .glab-seat[data-seat="2"]')
    page.wait_for_function(SETTLED, timeout=30_000)
    assert current_case(page)["action"]["seat"] == 2
    v = verdict_now(page)
    assert v["legal"] is False and v["reason"] == "gouji-opposite-only"
    message = page.locator("#verdict .glab-message").inner_text()
    assert message == v["message"][lang]

    # a switch: the laotou preset makes no difference here; the table says so
    page.select_option('[data-role="preset"]', "laotou")
    page.wait_for_function(SETTLED, timeout=30_000)
    assert current_case(page)["rules"] == {"preset": "laotou"}
    assert page.locator('.glab-compare td[data-preset="joker_dominant"]').count() == 8

    # the same link opens in the other language with the same ruling
    fragment = page.evaluate("location.hash")
    other = "en" if lang == "zh" else "zh"
    open_lab(page, base_url, other, fragment)
    assert page.locator("#verdict").get_attribute("data-fragment") == fragment
    assert verdict_now(page) == v
    assert page.locator("html").get_attribute("lang") == other
    assert watch.outside == [] and watch.errors == []


def test_the_language_switcher_carries_the_case(site, base_url, watched):
    page, watch = watched
    case = {"trick": [{"seat": 1, "play": "9 9"}], "action": {"seat": 2, "play": "10 10"}}
    fragment = lab.encode_fragment(case)
    open_lab(page, base_url, "zh", fragment)
    href = page.locator('a.md-select__link[hreflang="en"]').get_attribute("href")
    assert href.endswith("/en/lab/" + fragment)
    assert watch.outside == []


# --------------------------------------------------------------------------
# hostile links


HOSTILE = [
    ("script in the cards", {"hands": {"1": "<script>window.__pwned = 1</script>"},
                             "action": {"seat": 1, "pass": True}}),
    ("wrong types", {"action": {"seat": "1", "pass": "yes"}}),
    ("a list, not a case", [1, 2, 3]),
    ("markup in a seat", {"action": {"seat": "<img src=x onerror=window.__pwned=1>", "play": "3"}}),
    ("nested too deep", "[" * 20_000),
    ("not JSON", "{{{<script>window.__pwned=1</script>"),
]
RAW_HOSTILE = [
    ("broken base64", "#case=!!!!<script>window.__pwned=1</script>"),
    ("one character", "#case=a"),
    ("not UTF-8", "#case=__8"),
    ("huge", "#case=" + "QUFB" * 100_000),
]


def _hostile_fragments():
    out = []
    for name, case in HOSTILE:
        out.append((name, lab.encode_fragment(case if isinstance(case, str) else json.dumps(case))))
    return out + RAW_HOSTILE


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hostile_links_are_refused_cleanly(site, base_url, watched, lang):
    page, watch = watched
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    # a hostile link on arrival
    open_lab(page, base_url, lang, RAW_HOSTILE[0][1])
    assert page.locator("#verdict").get_attribute("data-state") == "error"
    assert page.locator(".glab-full .glab-action-editor").count() == 1   # the editor is there
    for name, fragment in _hostile_fragments():
        page.evaluate("(f) => { location.hash = f; }", fragment)
        page.wait_for_function(READY, arg=[page.evaluate("location.hash")], timeout=30_000)
        v = page.locator("#verdict")
        assert v.get_attribute("data-state") == "error", name
        assert v.get_attribute("data-verdict") is None, name
        error = json.loads(v.get_attribute("data-error"))
        assert page.locator("#verdict .glab-message").inner_text() == error[lang], name
        if lang == "zh":
            assert any("\u4e00" <= ch <= "\u9fff" for ch in error["zh"]), name
    # a valid case with markup in its title: shown as text
    title = {"zh": "<img src=x onerror=window.__pwned=1>", "en": "<script>window.__pwned=1</script>"}
    fragment = lab.encode_fragment({"title": title, "action": {"seat": 1, "play": "3"}})
    assert "verdict" in rule_by_hash(page, fragment)
    assert page.locator(".glab-full .glab-title").inner_text() == title[lang]
    assert page.locator(".glab-full img").count() == 0
    # still usable: edit by clicking, and it rules
    page.click(".glab-full .glab-action-editor .glab-cards-input")
    _rack(page, "3")
    page.wait_for_function(SETTLED, timeout=30_000)
    assert current_case(page)["action"] == {"seat": 1, "play": "3 3"}
    assert verdict_now(page)["legal"] is True
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == []
    assert watch.outside == [] and watch.errors == []


# --------------------------------------------------------------------------
# mini labs and the casebook


def test_mini_labs_rule_and_rejudge(site, base_url, watched):
    page, watch = watched
    open_lab(page, base_url, "en")
    minis = page.locator(".glab-mini")
    assert minis.count() >= 2
    page.wait_for_function(
        "() => [...document.querySelectorAll('.gouji-lab-verdict')].every(v => v.dataset.state === 'ready')",
        timeout=60_000)
    first = minis.nth(0)
    text = (REPO / "cases" / "turns" / "09-yield.json").read_text(encoding="utf-8")
    assert json.loads(first.locator(".gouji-lab-verdict").get_attribute("data-verdict")) == \
        expected(text)["verdict"]
    # change the action from a yield to a pass: judged again on the spot
    first.locator(".glab-kind-select").select_option("pass")
    page.wait_for_function(
        "() => JSON.parse(document.querySelector('.gouji-lab-verdict').dataset.verdict).clauses"
        ".indexOf('TURN-5') < 0", timeout=30_000)
    href = first.locator("a.glab-open").get_attribute("href")
    case = json.loads(lab.decode_fragment(href.split("#", 1)[1]))
    assert case["action"] == {"seat": 4, "pass": True}
    assert watch.outside == [] and watch.errors == []


def test_casebook_has_every_case_with_a_working_link(site):
    for lang, prefix in LANGUAGES.items():
        pages = sorted((site / prefix / "casebook").glob("*/index.html"))
        html = "".join(p.read_text(encoding="utf-8") for p in pages)
        for path in CASE_FILES:
            text = path.read_text(encoding="utf-8")
            # a case of a whole hand opens the Lab's score or start panel where one holds it
            fragment = lab.moment_link(text) or lab.encode_fragment(json.loads(text))
            assert f'href="../../lab/{fragment}"' in html, (lang, path)
        assert (site / prefix / "casebook" / "index.html").is_file()


def test_casebook_page_draws_its_cases(site, base_url, watched):
    page, watch = watched
    page.goto(base_url + "casebook/turns/", wait_until="load")
    n = len(list((REPO / "cases" / "turns").glob("*.json")))
    page.wait_for_function(f"() => document.querySelectorAll('.glab-static .glab-table').length >= {n}",
                           timeout=30_000)
    assert page.locator(".glab-static .glab-compare table").count() >= n
    page.locator("a.gouji-open-lab").first.click()
    page.wait_for_function(
        "() => { const v = document.getElementById('verdict'); return v && v.dataset.state === 'ready'; }",
        timeout=120_000)
    assert urlsplit(page.url).path.endswith("/lab/")
    assert watch.outside == [] and watch.errors == []


# --------------------------------------------------------------------------
# speed


@pytest.mark.benchmark
def test_speed_cold_first_ruling_and_later_rulings(site, base_url, browser, report):
    """A fresh browser context (empty cache): time from navigation to the first ruling,
    bytes downloaded, then ten later rulings."""
    context = browser.new_context()
    outside = []
    context.route("**/*", lambda route: route.continue_()
                  if urlsplit(route.request.url).hostname in ("127.0.0.1", "localhost")
                  else (outside.append(route.request.url), route.abort()))
    page = context.new_page()
    browser_cdp = browser.new_browser_cdp_session()

    def cpu_seconds() -> float:  # all of Chromium's processes: less sensitive to other load
        return sum(p["cpuTime"] for p in browser_cdp.send("SystemInfo.getProcessInfo")["processInfo"])

    cpu_before = cpu_seconds()
    started = time.perf_counter()
    open_lab(page, base_url, "en")
    wall = time.perf_counter() - started
    timings = page.evaluate("window.__goujiLab.timings")
    cpu = cpu_seconds() - cpu_before
    downloaded = page.evaluate(
        "() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
        ".reduce((n, e) => n + (e.encodedBodySize || 0), 0)")
    later = []
    for k in range(10):
        case = {"trick": [{"seat": 1, "play": "9 9"}], "action": {"seat": 2, "play": f"{10 + k % 3} {10 + k % 3}"}}
        if k % 3 == 1:
            case["action"]["play"] = "J J"
        case["counts"] = {"3": k + 1}
        rule_by_hash(page, lab.encode_fragment(case))
        later.append(float(page.locator("#verdict").get_attribute("data-ms")))
    context.close()
    first = timings["firstRuling"] / 1000
    report(f"\nRule Lab speed (cold cache, localhost): first ruling {first:.2f} s after navigation "
           f"(Python ready at {timings['engine'] / 1000:.2f} s; test wall clock {wall:.2f} s; "
           f"Chromium CPU time {cpu:.2f} s; load average {os.getloadavg()[0]:.1f}); "
           f"{downloaded / 1e6:.1f} MB downloaded (uncompressed bodies); later rulings "
           f"median {statistics.median(later):.1f} ms, max {max(later):.1f} ms")
    assert outside == [] and len(later) == 10 and all(ms >= 0 for ms in later)
    if FULL_BENCH:
        assert first < COLD_LIMIT_S
        assert statistics.median(later) <= LATER_LIMIT_MS


def test_lab_runtime_is_served_from_the_site(site):
    # the one lock of the site's one engine (the Lab's own lab-lock.json is gone)
    lock = json.loads((site / "assets" / "live" / "live-lock.json").read_text())
    wheel = site / "assets" / "live" / lock["gouji_live"]["base"] / lock["packages"]["gouji-sim"]["file_name"]
    assert wheel.is_file()
    assert not (site / "assets" / "lab").exists()
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (site / "lite" / "static" / "pyodide" / name).is_file()
    assert not (site / "assets" / "pyodide").exists()  # one copy of Pyodide
    page = (site / "lab" / "index.html").read_text(encoding="utf-8")
    assert '"pyodide": "../lite/static/pyodide/"' in page
    assert '"lock": "../assets/live/live-lock.json"' in page and '"worker": "../shared/live/worker.mjs"' in page
    assert Path(site / "en" / "lab" / "index.html").read_text(encoding="utf-8").count('"lab": "../lab/"') == 1


def test_a_bad_link_says_what_the_editors_hold(site, base_url, watched):
    """On a fresh load a bad link does not claim to have kept a previous situation
    (there was none); after a ruling, a bad link keeps it and says so."""
    page, watch = watched
    open_lab(page, base_url, "en", RAW_HOSTILE[1][1])
    note = page.locator("#verdict [data-role=error-note]")
    assert page.locator("#verdict").get_attribute("data-state") == "error"
    assert note.get_attribute("data-note") == "lab-error-fresh"
    assert "kept" not in note.inner_text()
    assert "verdict" in rule_by_hash(page, lab.encode_fragment({"action": {"seat": 1, "play": "3"}}))
    page.evaluate("(f) => { location.hash = f; }", RAW_HOSTILE[2][1])
    page.wait_for_function(READY, arg=[page.evaluate("location.hash")], timeout=30_000)
    assert note.get_attribute("data-note") == "lab-error-kept"
    assert note.inner_text() == "The lab kept the previous situation; you can go on editing."
    assert watch.outside == [] and watch.errors == []


# --------------------------------------------------------------------------
# rulings that say what a player needs, drawn from the view JSON


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lab_draws_dead_plays_turns_own_column_and_burn_sets(site, base_url, watched, lang):
    page, watch = watched
    zh = lang == "zh"
    dead = lab.encode_fragment({"action": {"seat": 1, "play": "大王"}})
    open_lab(page, base_url, lang, dead)
    facts = page.locator("#verdict .glab-facts").inner_text()
    assert ("没人能烧" if zh else "nobody can burn it") in facts
    assert ("对头必须扣牌" if zh else "its opposite must close it") in facts
    # the comparison marks the column of the case's own rules, here 王大 (joker_dominant)
    rule_by_hash(page, lab.encode_fragment({"rules": {"preset": "joker_dominant"},
                                            "trick": [{"seat": 1, "play": "9 9 9"}],
                                            "action": {"seat": 2, "play": "大王 8 8"}}))
    marked = page.locator(".glab-compare th.glab-current")
    assert marked.count() == 1 and marked.get_attribute("data-current") == "true"
    assert ("王大" if zh else "joker") in marked.inner_text().lower()
    # burning sets in the trick are numbered; a wrong follow says who acts now
    rule_by_hash(page, lab.encode_fragment({
        "trick": [{"seat": 1, "play": "10 10 10 10 10"}, {"seat": 3, "play": "J J J J J", "burn": True},
                  {"seat": 3, "play": "小王 8 8", "burn": True}],
        "action": {"seat": 6, "play": "K K K"}}))
    assert ("第 2 套" if zh else "set 2") in page.locator('.glab-trick li[data-set="2"]').inner_text()
    facts = page.locator("#verdict .glab-facts").inner_text()
    assert ("现在轮到" if zh else "Who acts now") in facts and "PLAY-6" in facts
    assert watch.outside == [] and watch.errors == []
