"""A points question with no places, asked in the Rule Lab (ask-more, issue 45 item 2): the
Lab says the places are missing and opens the score panel, its places in seat order, to fill
them in — a panel rather than only an error (SCORE-1)."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from site_helpers import LANGUAGES

import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.core.messages import CATALOGUE, LANGS
from gouji_sim.view.lab_line import ask as lab_ask

QUESTION = {"zh": "我们记几分？", "en": "how many points do we get?"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_points_question_with_no_places_opens_the_score_panel_to_fill_in(site, base_url, watched, lang):
    page, watch = watched
    question = QUESTION[lang]
    want = json.loads(lab_ask(json.dumps({"text": question})))
    assert want["ok"] is False and want["reply"]["panel"]["kind"] == "score"     # the premise
    link = want["reply"]["panel"]["link"]
    page.goto(f"{base_url}{LANGUAGES[lang]}lab/#q={quote(question)}", wait_until="load")
    page.wait_for_function("(link) => { const r = document.querySelector('[data-role=score-result]');"
                           " return r && r.dataset.fragment === link && r.dataset.state === 'ready'; }",
                           arg=link, timeout=120_000)
    assert page.locator("#verdict").get_attribute("data-state") == "unread"
    note = page.locator('[data-role="line-note"]')
    assert note.get_attribute("data-state") == "unread"
    assert want["reply"]["missing"] in note.inner_text()
    button = note.locator('[data-role="open-panel"]')
    assert button.inner_text() == CATALOGUE["ask-fill-score"][LANGS.index(lang)]
    button.click()
    page.wait_for_function("() => { const r = document.querySelector('[data-role=score-result]').getBoundingClientRect();"
                           " return r.top < window.innerHeight && r.bottom > 0; }", timeout=10_000)
    assert watch.errors == [] and watch.outside == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_search_box_links_to_the_score_panel_to_fill_in(site, base_url, watched, lang):
    """The search box answers as the Lab does: not read, and the score panel's link to fill in."""
    from test_browser import _load
    from test_speech import ask_in_search
    from urllib.parse import urljoin
    page, watch = watched
    question = QUESTION[lang]
    want = json.loads(lab_ask(json.dumps({"text": question})))["reply"]["panel"]
    _load(page, urljoin(base_url, LANGUAGES[lang] + "glossary/"))
    page.click("label.md-search__icon, .md-search__input")
    ask_in_search(page, question)
    ruling = page.locator(".gouji-search-ruling")
    assert ruling.get_attribute("data-state") == "unread"
    a = ruling.locator("a.gouji-search-panel")
    assert a.inner_text() == want["label"] and a.get_attribute("href").endswith("lab/" + want["link"])
    assert watch.errors == [] and watch.outside == []
