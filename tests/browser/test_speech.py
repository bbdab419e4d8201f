"""Questions asked the way a table talks, answered on the pages (issue 45), in Debian's Chromium.

The Rule Lab's typed line and its ``#q=`` link, and the site's search box, show the same
answer first, in large plain words, then why; ``[data-verdict]`` carries the answer's JSON
(``answer`` included) and ``#verdict[data-q]`` the question. Every expectation here is what
Python says in-process (``gouji_sim.view.lab_line.ask``, the call the pages make through the
site's one engine), never a copy of it:

* a sample of questions, each answered in the Lab and in the search box, half of them on each
  language's pages, in the question's language;
* a question that cannot be read: what was understood, what is missing, the nearest questions
  one tap away, no character position, no verdict left from before;
* ``/zh/`` reaches the Chinese site (a question link too);
* the Lab and the search box answer offline on the phone profile after one visit;
* a benchmark (prints, asserts no time): steps and scripted seconds from question to answer
  for the casebook's disputes, typed as said, against building them by taps.
"""

from __future__ import annotations

import json
import time
from urllib.parse import quote, urljoin

import pytest
from gouji_helpers import FULL_BENCH
from site_helpers import CONTROLLED, LANGUAGES, REPO, language_share
from test_browser import _load
from test_lab import open_lab
from test_lab_line import DISPUTES, SETTLED_ON, Taps, build_by_clicking

from gouji_sim.game.case import Case
from gouji_sim.game.notation import as_case_dict
from gouji_sim.view import bridge, lab_line

BOOT_MS = 180_000
#: The reader's corpus of questions as tables say them (tests/data/table_talk_corpus.jsonl).
CORPUS = [json.loads(row) for row in (REPO / "tests" / "data" / "table_talk_corpus.jsonl").read_text(encoding="utf-8").splitlines()
          if row.strip()]


def _sample() -> list[tuple[str, str, object]]:
    """A sample of the corpus: the first question of each language and kind that a page asks as
    it is (no seat given, the default rules), with its expected answer."""
    seen: dict[tuple[str, str], tuple[str, str, object]] = {}
    for row in CORPUS:
        if row["seat"] is None and row["rules"] is None:
            seen.setdefault((row["lang"], row["kind"]), (row["lang"], row["q"], row["answer"]))
    return list(seen.values())


SAMPLE = _sample()


def mine(lang: str) -> list[tuple[str, str, object]]:
    """The sample's questions asked on ``lang``'s pages (:func:`language_share`): each is asked
    once in the Lab and once in the search box, and each page is asked questions of both
    languages (an answer is in its question's language, whatever the page's)."""
    return language_share(SAMPLE, lang)


UNREAD = {"zh": "座位1出 五个10，座位2跳舞了吗", "en": "seat 1 leads five 10s, seat 2 dances"}

#: The Lab's verdict answers ``q`` and is drawn whole (or says it could not read ``q``).
ANSWERED = ("(q) => { const v = document.getElementById('verdict');"
            " return v && v.dataset.q === q && (v.dataset.state === 'ready' || v.dataset.state === 'unread'); }")
#: The search box answers ``q``.
SEARCHED = ("(q) => { const r = document.querySelector('.gouji-search-ruling');"
            " return r && !r.hidden && r.dataset.q === q && (r.dataset.state === 'ready' || r.dataset.state === 'unread'); }")


def python(question: str, lang: str | None = None) -> dict:
    """What the pages are answered: the call "lab.ask" in-process."""
    args = {"text": question, **({"lang": lang} if lang else {})}
    return json.loads(lab_line.ask(json.dumps(args, ensure_ascii=False)))


def ask_in_lab(page, question: str) -> None:
    page.fill('[data-role="line"]', question)
    page.wait_for_function(ANSWERED, arg=question, timeout=BOOT_MS)


def ask_in_search(page, question: str) -> None:
    """The box gets ``question`` as a paste or dictation gives it: its value, one input event."""
    page.evaluate("""(text) => { const box = document.querySelector('.md-search__input');
        box.value = text; box.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'})); }""",
                  question)
    page.wait_for_function(SEARCHED, arg=question, timeout=BOOT_MS)


def check_answer(root, state: str, data_verdict: str, question: str, expected: object) -> None:
    """The answer drawn in ``root`` (a locator) is Python's, and the corpus's ``expected``
    answer: its JSON, its headline first, in the question's language, then why."""
    want = python(question)
    assert want["ok"] and state == "ready", (question, want)
    assert json.loads(data_verdict) == want["answer"] and want["answer"]["answer"] == expected, question
    reply = want["reply"]
    answer = root.locator('[data-role="answer"]').first
    assert answer.get_attribute("lang") == reply["lang"] == ("zh" if any("\u4e00" <= c <= "\u9fff" for c in question) else "en")
    assert answer.locator('[data-role="headline"]').inner_text() == reply["headline"]
    assert reply["understood"] in answer.locator('[data-role="understood"]').inner_text()
    assert [li.get_attribute("data-clause") for li in answer.locator('[data-role="answer-clauses"] li').all()] == \
        [c["id"] for c in reply["clauses"]]
    # the answer first: the headline stands above the why
    assert answer.evaluate("(a) => a.querySelector('[data-role=headline]').getBoundingClientRect().bottom"
                           " <= a.querySelector('[data-role=why]').getBoundingClientRect().top + 1")


# --------------------------------------------------------------------------
# a sample answered in the Lab and in the search box, on both languages' pages


def test_each_page_is_asked_half_the_sample_in_both_languages():
    assert sorted(q for lang in LANGUAGES for _, q, _ in mine(lang)) == sorted(q for _, q, _ in SAMPLE)
    assert all({q_lang for q_lang, _, _ in mine(lang)} == {"zh", "en"} for lang in LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lab_answers_each_question_first_in_plain_words(site, base_url, watched, lang):
    page, watch = watched
    open_lab(page, base_url, lang)
    for _, question, expected in mine(lang):
        ask_in_lab(page, question)
        verdict = page.locator("#verdict")
        check_answer(verdict, verdict.get_attribute("data-state"), verdict.get_attribute("data-verdict"), question, expected)
        # the same answer under the line, the first thing read after it on a phone
        note = page.locator('[data-role="line-note"]')
        assert note.locator('[data-role="headline"]').inner_text() == python(question)["reply"]["headline"]
    assert watch.errors == [] and watch.outside == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_search_box_answers_each_question_as_the_lab_does(site, base_url, watched, lang):
    page, watch = watched
    _load(page, urljoin(base_url, LANGUAGES[lang] + "glossary/"))   # a page without Python of its own
    page.click("label.md-search__icon, .md-search__input")
    for _, question, expected in mine(lang):
        ask_in_search(page, question)
        box = page.locator(".gouji-search-ruling")
        check_answer(box, box.get_attribute("data-state"), box.get_attribute("data-verdict"), question, expected)
    # its link opens the Lab on the same answer
    question = mine(lang)[-1][1]
    page.locator(".gouji-search-ruling a.gouji-search-open").click()
    page.wait_for_function(ANSWERED, arg=question, timeout=BOOT_MS)
    assert json.loads(page.locator("#verdict").get_attribute("data-verdict")) == python(question)["answer"]
    assert watch.errors == [] and watch.outside == []


def test_a_link_may_force_the_reply_s_language(site, base_url, watched):
    """A question is answered in its own language on either page, unless the link forces one."""
    page, watch = watched
    question = "Can a big joker and two 8s beat three 9s?"
    page.goto(f"{base_url}lab/#q={quote(question)}&lang=zh", wait_until="load")
    page.wait_for_function(ANSWERED, arg=question, timeout=BOOT_MS)
    answer = page.locator('#verdict [data-role="answer"]')
    want = python(question, "zh")["reply"]
    assert answer.get_attribute("lang") == "zh" and answer.locator('[data-role="headline"]').inner_text() == want["headline"]
    assert watch.errors == []


# --------------------------------------------------------------------------
# a question that cannot be read


def no_position(said: str) -> None:
    assert "字符" not in said and "character" not in said.lower(), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_not_read_leaves_no_verdict_and_offers_questions(site, base_url, watched, lang):
    page, watch = watched
    open_lab(page, base_url, lang)
    ask_in_lab(page, SAMPLE[0][1])                    # a verdict on screen first
    text = UNREAD[lang]
    ask_in_lab(page, text)
    verdict = page.locator("#verdict")
    assert verdict.get_attribute("data-state") == "unread"
    assert verdict.get_attribute("data-verdict") is None and verdict.get_attribute("data-error") is None
    assert verdict.locator('.glab-badge, [data-role="answer"], .glab-facts').count() == 0     # nothing stale
    assert page.locator('.glab-full [data-role="decides"] .glab-alternatives').count() == 0
    note = page.locator('[data-role="line-note"][data-state="unread"]')
    want = python(text)["reply"]
    said = note.inner_text()
    no_position(said)
    assert want["missing"] in said and (want["understood"] or "") in said
    offers = note.locator('[data-role="suggestion"]')
    assert [offers.nth(i).inner_text() for i in range(offers.count())] == want["suggestions"] != []
    # one tap on a suggestion asks it
    first = want["suggestions"][0]
    offers.first.click()
    page.wait_for_function(ANSWERED, arg=first, timeout=BOOT_MS)
    assert verdict.get_attribute("data-state") == "ready"
    assert json.loads(verdict.get_attribute("data-verdict")) == python(first)["answer"]
    assert page.locator('[data-role="line"]').input_value() == first
    assert watch.errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_search_box_says_what_it_could_not_read_and_offers_questions(site, base_url, watched, lang):
    page, watch = watched
    _load(page, urljoin(base_url, LANGUAGES[lang] + "glossary/"))
    page.click("label.md-search__icon, .md-search__input")
    text = UNREAD[lang]
    ask_in_search(page, text)
    box = page.locator(".gouji-search-ruling")
    assert box.get_attribute("data-state") == "unread" and box.get_attribute("data-verdict") is None
    no_position(box.inner_text())
    offers = box.locator('[data-role="suggestion"]')
    assert offers.count() == len(python(text)["reply"]["suggestions"]) > 0
    first = offers.first.inner_text()
    offers.first.click()
    page.wait_for_function(SEARCHED, arg=first, timeout=BOOT_MS)
    assert json.loads(box.get_attribute("data-verdict")) == python(first)["answer"]
    assert watch.errors == []


# --------------------------------------------------------------------------
# a question that names no play: its panel, filled in

PANEL_QUESTION = {"zh": "我们拿了头科和二科和三科，咱们记多少分", "en": "We came first, third and fifth: how many points do we score?"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_question_that_names_no_play_opens_its_panel_filled_in(site, base_url, watched, lang):
    """SCORE-1: the answer first, and the Lab's score panel filled in with the places said; the
    search box links to the same panel."""
    page, watch = watched
    question = next(row["q"] for row in CORPUS if row["q"].startswith(PANEL_QUESTION[lang][:12]))
    want = python(question)
    link = want["reply"]["panel"]["link"]
    page.goto(f"{base_url}{LANGUAGES[lang]}lab/#q={quote(question)}", wait_until="load")
    page.wait_for_function(ANSWERED, arg=question, timeout=BOOT_MS)
    verdict = page.locator("#verdict")
    assert json.loads(verdict.get_attribute("data-verdict")) == want["answer"]
    assert verdict.locator('[data-role="headline"]').inner_text() == want["reply"]["headline"]
    result = page.locator("[data-role=score-result]")
    page.wait_for_function("(link) => { const r = document.querySelector('[data-role=score-result]');"
                           " return r.dataset.fragment === link && r.dataset.state === 'ready'; }", arg=link, timeout=30_000)
    filled = json.loads(result.get_attribute("data-view"))
    assert json.loads(bridge.call("speech-test", "lab.score_fragment", link))["view"] == filled
    page.locator('#verdict [data-role="open-panel"]').click()
    page.wait_for_function("() => { const r = document.querySelector('[data-role=score-result]').getBoundingClientRect();"
                           " return r.top < window.innerHeight && r.bottom > 0; }", timeout=10_000)
    assert page.evaluate("location.hash").startswith("#q=")      # the address still holds the question
    # the search box on another page links to the same panel
    _load(page, urljoin(base_url, LANGUAGES[lang] + "glossary/"))
    page.click("label.md-search__icon, .md-search__input")
    ask_in_search(page, question)
    href = page.locator(".gouji-search-ruling a.gouji-search-panel").get_attribute("href")
    assert href.endswith("lab/" + link)
    assert watch.errors == [] and watch.outside == []


# --------------------------------------------------------------------------
# /zh/


def test_zh_reaches_the_chinese_site(site, base_url, watched):
    page, watch = watched
    for path in ("zh/", "zh", "zh/glossary/"):
        page.goto(base_url + path, wait_until="load")
        page.wait_for_url(lambda url: "/zh" not in url, timeout=10_000)
        assert page.evaluate("document.documentElement.lang").startswith("zh")
        assert page.locator(".md-content").count() == 1
    question = "大王 8 8 能管 9 9 9 吗？"
    page.goto(f"{base_url}zh/lab/#q={quote(question)}", wait_until="load")
    page.wait_for_function(ANSWERED, arg=question, timeout=BOOT_MS)
    assert page.url == f"{base_url}lab/#q={quote(question)}"
    assert json.loads(page.locator("#verdict").get_attribute("data-verdict")) == python(question)["answer"]
    assert watch.errors == [] and watch.outside == []


# --------------------------------------------------------------------------
# offline, on the phone profile

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def test_the_lab_and_the_search_box_answer_offline_on_a_phone(site, app_context):
    from test_offline import Server, go_offline, wait_saved
    server = Server(site)
    try:
        context, page, watch = app_context(**PHONE)
        page.goto(server.url + "zh/", wait_until="load")          # one visit (by /zh/)
        page.wait_for_function(CONTROLLED, timeout=240_000)
        wait_saved(page)
        go_offline(context, server)
        for lang, question in (("zh", "大王 8 8 能管 9 9 9 吗？"), ("en", "Can a big joker and two 8s beat three 9s?")):
            page.goto(f"{server.url}{LANGUAGES[lang]}lab/#q={quote(question)}", wait_until="load")
            page.wait_for_function(ANSWERED, arg=question, timeout=BOOT_MS)
            assert json.loads(page.locator("#verdict").get_attribute("data-verdict")) == python(question)["answer"]
            page.goto(f"{server.url}{LANGUAGES[lang]}glossary/", wait_until="load")
            page.locator('label.md-header__button[for="__search"]').tap()
            ask_in_search(page, question)
            assert json.loads(page.locator(".gouji-search-ruling").get_attribute("data-verdict")) == python(question)["answer"]
        page.goto(server.url + "zh/lab/", wait_until="load")     # /zh/ offline too
        page.wait_for_url(lambda url: "/zh" not in url, timeout=10_000)
        assert watch.outside == [] and watch.errors == []
    finally:
        server.stop()


# --------------------------------------------------------------------------
# benchmark: a dispute asked as said, against building it by taps

#: The disputes of the casebook's chapter 11 (tests/browser/test_lab_line.py's DISPUTES), as a
#: table says them.
SAID = {
    "a single two": {"zh": "上家出单2，我出小王能管吗",
                     "en": "The player before me leads a single 2. Can I beat it with a small joker?"},
    "two big jokers on one": {"zh": "座位1出大王带俩A，座位4拿俩大王带俩2能管吗",
                              "en": "seat 1 leads a big joker and two aces, can seat 4 beat it with two big jokers and two 2s?"},
    "a joker always wins?": {"zh": "座位1出三个2，座位4小王带俩3能管吗",
                             "en": "seat 1 leads three 2s, can seat 4 beat it with a small joker and two 3s?"},
    "burn released by the burner's opposite": {
        "zh": "座位1出五个10，座位2烧 五个J、小王88、999，第2套后座位5管 大王QQ",
        "en": "seat 1 leads five 10s, seat 2 burns five Js then a small joker and two 8s then three 9s, "
              "after set 2 seat 5 plays a big joker and two Qs"},
}


@pytest.mark.benchmark
@pytest.mark.long_benchmark
@pytest.mark.parametrize("lang", LANGUAGES if FULL_BENCH else ["zh"])
def test_asking_as_said_against_building_by_taps(site, base_url, watched, report, lang):
    page, watch = watched
    lines = []
    for name, said in SAID.items():
        case = Case.from_dict(DISPUTES[name])
        verdict = case.judge().to_dict()
        question = said[lang]
        want = python(question)["answer"]
        # by asking: the search box of any page (one tap to open it, the question, the answer)
        _load(page, urljoin(base_url, LANGUAGES[lang] + "glossary/"))
        asked = Taps(page)
        start = time.perf_counter()
        asked.click("label.md-search__icon, .md-search__input")
        page.keyboard.type(question)
        asked.keys += len(question)
        page.wait_for_function(SEARCHED, arg=question, timeout=BOOT_MS)
        asked_s = time.perf_counter() - start
        got = json.loads(page.locator(".gouji-search-ruling").get_attribute("data-verdict"))
        # the dispute itself, read from the words said, and the judge's ruling on it
        assert got == want and as_case_dict(Case.from_dict(got["case"])) == as_case_dict(case)
        assert got["legal"] == verdict["legal"]
        # by taps in the Lab, from an empty table
        open_lab(page, base_url, lang)
        clicked = Taps(page)
        start = time.perf_counter()
        build_by_clicking(clicked, DISPUTES[name], lang)
        page.wait_for_function(SETTLED_ON, arg=verdict, timeout=BOOT_MS)
        clicked_s = time.perf_counter() - start
        lines.append(f"  {name}: asked {asked.taps} tap + {asked.keys} characters, {asked_s:.2f} s; "
                     f"built {clicked.taps} taps, {clicked_s:.2f} s")
    figure = (f"question to answer, {lang}: asked as said in the search box of a page without Python (the "
              f"engine's start included) against built by taps in the Lab (Python running):\n" + "\n".join(lines))
    print(figure)
    report(figure)
    assert watch.errors == []
