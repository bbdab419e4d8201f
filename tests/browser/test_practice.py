"""The practice table in a real browser (Debian's Chromium through Playwright), both languages.

A whole hand is played by clicking (cards, the play button, the choices), with a refused
attempt and a hint on the way, to the places and scores, whose ``data-result`` must be the
downloaded record's. Watch mode ends like ``gouji simulate`` for the same seed; a drill link
asks the questions of ``DrillSet`` and scores them. Nothing is requested from outside the site.
The speed of a bot decision (the heuristic and the strong bot) and of a new hand is printed
(not asserted).
"""

from __future__ import annotations

import json
import statistics
import time

import pytest
from site_helpers import LANGUAGES

from gouji_sim.cli import main
from gouji_sim.game.record import facts, loads, replay
from gouji_sim.core.messages import CATALOGUE, LANGS
from gouji_sim.practice import Practice
from gouji_sim.practice.drills import DrillSet
from gouji_sim.view.drills_view import choices, explanation_words, prompt_words

STATE = "() => document.querySelector('.gouji-practice').dataset.practiceState"
SETTLED = ("() => { const s = document.querySelector('.gouji-practice').dataset.practiceState;"
           " return s === 'your-turn' || s === 'over'; }")
BOOT_MS = 180_000
STEP_MS = 60_000


def open_practice(page, base_url: str, lang: str, fragment: str) -> None:
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/{fragment}", wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)


def state(page) -> str:
    return page.evaluate(STATE)


def click_and_settle(page, selector: str) -> None:
    page.click(selector)
    page.wait_for_function(SETTLED, timeout=STEP_MS)


def clean(watch) -> None:
    assert watch.outside == [], watch.outside
    assert watch.errors == [], watch.errors


@pytest.mark.parametrize("lang", ["zh"])  # one language: the same page code; the other's words are the other tests'
def test_play_a_whole_hand_by_clicking(site, base_url, watched, lang, tmp_path):
    page, watch = watched
    open_practice(page, base_url, lang, "#seed=21&seat=2&preset=outline")
    assert state(page) == "your-turn"
    refused = hinted = False
    for _ in range(400):
        if state(page) == "over":
            break
        narrated = page.locator("[data-role=narration] li").count()
        if not refused and page.locator("[data-role=play]").count():
            cards = page.eval_on_selector_all(".gpr-card", "bs => bs.map(b => b.dataset.card)")
            other = next((i for i, c in enumerate(cards) if c not in (cards[0], "2", "小王", "大王")), None)
            if other is not None:
                page.click(".gpr-card[data-i='0']")
                page.click(f".gpr-card[data-i='{other}']")
                click_and_settle(page, "[data-role=play]")
                v = page.locator("[data-role=verdict]")
                assert v.get_attribute("data-legal") == "false" and v.get_attribute("data-reason")
                assert page.locator("[data-role=verdict] .glab-clauses li").count() >= 1
                follow = page.locator("[data-role=follow]")
                if follow.count():      # a wrong follow (PLAY-6): the table takes it and plays on
                    assert follow.get_attribute("data-taken") == "true" and follow.inner_text()
                    assert page.locator("[data-role=narration] li").count() > narrated
                else:                   # a bad lead: the same seat leads again, nothing happened
                    assert page.locator("[data-role=narration] li").count() == narrated
                refused = True
                continue
        page.click("[data-role=hint]")
        page.wait_for_selector("[data-role=hints][data-plays]")
        hinted = True
        plays = json.loads(page.get_attribute("[data-role=hints]", "data-plays"))
        if plays and page.locator("[data-role=play]").count():
            for card in plays[0].split():
                page.click(f".gpr-card[data-card='{card}']:not(.gpr-picked)")
            click_and_settle(page, "[data-role=play]")
            assert page.get_attribute("[data-role=verdict]", "data-legal") == "true"
        else:
            click_and_settle(page, "[data-role=option] >> nth=0")
            assert page.get_attribute("[data-role=verdict]", "data-legal") == "true"
    assert state(page) == "over" and refused and hinted
    result = json.loads(page.get_attribute(".gouji-practice", "data-result"))
    with page.expect_download() as download:
        page.click("[data-role=download]")
    path = tmp_path / "record.json"
    download.value.save_as(path)
    record = loads(path.read_text(encoding="utf-8"))
    ended = facts(record)                     # gouji-record/3: places and scores are its replay's
    assert result == {"places": ended["places"], "scores": ended["scores"]}
    assert replay(record).ok and record["bots"][1] == "reader"
    assert page.locator(".gpr-places li").count() == 6
    # the hand is over: the reader's hand no longer invites a pick
    left = page.locator(".gpr-hand-cards .gpr-card").count()
    said = page.locator("[data-role=selected]").inner_text()
    words = CATALOGUE["practice-hand-left" if left else "practice-hand-out"][LANGS.index(lang)]
    assert said == words.format(n=left)
    clean(watch)


@pytest.mark.parametrize("lang", ["zh"])  # one language: the same page code; the other's words are the other tests'
def test_watch_mode_ends_like_gouji_simulate(site, base_url, watched, lang, tmp_path, capsys):
    page, watch = watched
    seed = 17 if lang == "zh" else 29
    open_practice(page, base_url, lang, f"#seed={seed}&watch=1&speed=max")
    assert state(page) == "over"
    result = json.loads(page.get_attribute(".gouji-practice", "data-result"))
    assert main(["simulate", "--games", "1", "--seed", str(seed), "--bots", "heuristic", "--out", str(tmp_path)]) == 0
    capsys.readouterr()
    rec = facts(json.loads(next(tmp_path.glob("*.json")).read_text(encoding="utf-8")))
    assert result == {"places": rec["places"], "scores": rec["scores"]}
    assert page.locator("[data-role=narration] li").count() == len(Practice.watch(seed).events)
    # paused and stepped: one narration line a step
    page.goto(f"{base_url}{LANGUAGES[lang]}practice/#seed={seed}&watch=1", wait_until="load")
    page.wait_for_selector("[data-role=watch-toggle]", timeout=BOOT_MS)
    page.click("[data-role=watch-toggle]")          # pause
    n = page.locator("[data-role=narration] li").count()
    page.click("[data-role=watch-step]")
    page.click("[data-role=watch-step]")
    assert page.locator("[data-role=narration] li").count() == n + 2
    assert state(page) == "bots"
    page.click("[data-role=watch-end]")
    page.wait_for_function("() => document.querySelector('.gouji-practice').dataset.practiceState === 'over'")
    assert json.loads(page.get_attribute(".gouji-practice", "data-result")) == result
    clean(watch)


@pytest.mark.parametrize("lang", ["zh"])  # one language: the same page code; the other's words are the other tests'
def test_a_drill_link_asks_the_judge_s_questions_and_scores(site, base_url, watched, lang):
    page, watch = watched
    open_practice(page, base_url, lang, "#drill=5&preset=outline&topics=legal,answer,burn&n=3")
    ds = DrillSet(5, preset="outline", topics=["legal", "answer", "burn"], n=3)
    for q in ds.questions:
        assert page.get_attribute(".gouji-practice", "data-drill-topic") == q.topic
        assert page.inner_text("[data-role=prompt]") == prompt_words(q)[lang]
        wrong = lang == "en" and q.index == 0
        if q.topic == "answer":
            pick = [s for s in range(1, 7) if (s in q.answer) != wrong]
            for s in pick:
                page.click(f"[data-role=choice][data-key='{s}']")
            page.click("[data-role=drill-check]")
        else:
            key = q.answer if not wrong else next(c["key"] for c in choices(q) if c["key"] != q.answer)
            page.click(f"[data-role=choice][data-key='{json.dumps(key)}']")
        page.wait_for_selector("[data-role=verdict][data-right]")
        assert page.get_attribute("[data-role=verdict]", "data-right") == ("false" if wrong else "true")
        assert explanation_words(q.explanation)[lang] in page.inner_text("[data-role=verdict]")
        if q.index < 2:
            page.click("[data-role=drill-next]")
    assert state(page) == "over"
    assert page.get_attribute(".gouji-practice", "data-drill-score") == ("2/3" if lang == "en" else "3/3")
    clean(watch)


@pytest.mark.parametrize("lang", ["en"])  # one language: the same page code; the other's words are the other tests'
def test_a_drill_set_resumes_where_the_reader_left_it_after_a_reload(site, base_url, watched, lang):
    page, watch = watched
    link = "#drill=5&preset=outline&topics=legal,answer,burn&n=3"
    open_practice(page, base_url, lang, link)
    ds = DrillSet(5, preset="outline", topics=["legal", "answer", "burn"], n=3)

    def answer_right(q):
        assert page.get_attribute(".gouji-practice", "data-drill-question") == str(q.index)
        if q.topic == "answer":
            for s in q.answer:
                page.click(f"[data-role=choice][data-key='{s}']")
            page.click("[data-role=drill-check]")
        else:
            page.click(f"[data-role=choice][data-key='{json.dumps(q.answer)}']")
        page.wait_for_selector("[data-role=verdict][data-right=true]")

    answer_right(ds.questions[0])
    page.click("[data-role=drill-next]")
    answer_right(ds.questions[1])
    page.reload(wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    root = page.locator(".gouji-practice")
    assert root.get_attribute("data-drill-question") == "2"          # the first question not answered
    assert root.get_attribute("data-drill-resumed") == "2"
    assert page.locator("[data-role=narration] li.gpr-right").count() == 2
    answer_right(ds.questions[2])
    assert state(page) == "over" and root.get_attribute("data-drill-score") == "3/3"   # the score counts all three
    # a finished set starts afresh on the next visit
    page.reload(wait_until="load")
    page.wait_for_function(SETTLED, timeout=BOOT_MS)
    assert root.get_attribute("data-drill-question") == "0" and root.get_attribute("data-drill-resumed") is None
    clean(watch)


@pytest.mark.benchmark
def test_speed_of_a_bot_decision_and_a_new_hand(site, base_url, watched, report):
    page, watch = watched
    t0 = time.perf_counter()
    open_practice(page, base_url, "en", "#seed=3&seat=1")
    cold = time.perf_counter() - t0
    bench = page.evaluate("() => window.__goujiPractice.bench(60, 3)")
    again = page.evaluate("() => window.__goujiPractice.bench(60, 4)")
    ms = bench + again
    strong = page.evaluate("() => window.__goujiPractice.bench(60, 3, 'strong')") + \
        page.evaluate("() => window.__goujiPractice.bench(60, 4, 'strong')")
    hands = []
    for seed in (5, 6, 7):
        page.fill("[data-role=seed]", str(seed))
        page.dispatch_event("[data-role=seed]", "change")
        t1 = time.perf_counter()
        click_and_settle(page, "[data-role=new]")
        hands.append(time.perf_counter() - t1)
    inside = page.evaluate("() => window.__goujiPractice.timings")
    report(f"\nPractice table speed (Chromium, localhost): first hand {cold:.2f} s after navigation (cold); "
           f"bot decision median {statistics.median(ms):.1f} ms, p90 {sorted(ms)[int(len(ms) * 0.9)]:.1f} ms "
           f"over {len(ms)} decisions (target <= 200 ms); the strong bot's median {statistics.median(strong):.1f} ms, "
           f"p90 {sorted(strong)[int(len(strong) * 0.9)]:.1f} ms over {len(strong)}; new hand after warm "
           f"{', '.join(f'{h:.2f}' for h in hands)} s (target <= 1 s; last in Python {inside.get('newHandPython')} ms)")
    clean(watch)
