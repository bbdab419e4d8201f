"""A ``#q=`` link whose question cannot be read (issue 45, item 4), in a real browser.

On a link's first load the Lab has ruled nothing yet: it must still say, beside the line that
keeps the question, what it understood, what is missing and the nearest questions, one tap
each ("你是不是想问：…"), and no ruling of the empty table drawn under it may replace that note
with a "waiting" verdict or empty the line (the bug: ``unread()`` ruled the empty table and
its result took the note's place).
"""

from __future__ import annotations

from urllib.parse import quote

import pytest
from site_helpers import LANGUAGES

import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.game.answers import AskError, ask
from gouji_sim.core.messages import CATALOGUE, LANGS

UNREAD = {"zh": "座位1出 五个10，座位2跳舞了吗", "en": "seat 1 plays five 10s, seat 2 dances"}
# the empty table drawn under the note: its six seats (drawn by a ruling of the empty table)
TABLE_DRAWN = "() => document.querySelectorAll('.glab-full .glab-drawing .glab-seat').length === 6"
ANSWERED = ("(q) => { const v = document.getElementById('verdict');"
            " return v && v.dataset.q === q && v.dataset.state === 'ready'; }")


def s(code: str, lang: str) -> str:
    return CATALOGUE[code][LANGS.index(lang)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unread_question_link_shows_the_note_and_its_suggestions(site, base_url, watched, lang):
    page, watch = watched
    text = UNREAD[lang]
    with pytest.raises(AskError) as err:     # the engine cannot read it (the premise)
        ask(text)
    suggestions = [x[lang] for x in err.value.suggestions]
    assert suggestions
    page.goto(f"{base_url}{LANGUAGES[lang]}lab/#q={quote(text)}", wait_until="load")
    page.wait_for_function(TABLE_DRAWN, timeout=120_000)      # the empty table ruled and drawn
    page.wait_for_timeout(500)                                 # (nothing else may come after it)
    verdict = page.locator("#verdict")
    assert verdict.get_attribute("data-state") == "unread"
    assert verdict.get_attribute("data-q") == text
    assert verdict.get_attribute("data-verdict") is None and verdict.get_attribute("data-error") is None
    assert page.locator('#verdict [data-role="unread-note"]').inner_text() == s("ask-unread-title", lang)
    # nothing was read before: the table is said to be empty, not "the last situation read"
    assert page.locator('#verdict [data-role="unread-table"]').inner_text() == s("lab-line-unread-empty", lang)
    assert page.locator('[data-role="line"]').input_value() == text          # the question stays
    assert not page.locator('[data-role="decides"]').is_visible()         # no empty house-rule box
    note = page.locator('[data-role="line-note"]')
    assert note.get_attribute("data-state") == "unread"
    said = note.inner_text()
    assert s("ask-suggest", lang) in said and err.value.said[lang] in said
    buttons = page.locator('[data-role="line-note"] [data-role="suggestion"]')
    assert buttons.all_inner_texts() == suggestions
    # one tap on a suggestion: asked as typed, answered first
    buttons.first.click()
    page.wait_for_function(ANSWERED, arg=suggestions[0], timeout=60_000)
    assert page.locator('[data-role="line"]').input_value() == suggestions[0]
    assert page.locator('[data-role="line-note"]').get_attribute("data-state") == "read"
    if ask(suggestions[0], lang=lang).verdict is not None:                # a play ruled: its house rules
        assert page.locator('[data-role="decides"]').is_visible()
    assert page.locator('[data-role="line-note"] [data-role="headline"]').inner_text() == \
        ask(suggestions[0], lang=lang).headline
    assert watch.errors == [] and watch.aborted == []


MEANING = {"zh": "开点是什么意思", "en": "what is a burn?"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_meaning_question_says_so_and_links_the_glossary(site, base_url, watched, lang):
    """"开点是什么意思" asks a word's meaning, not a ruling: the note says so, and its link opens the
    glossary page of the same language (it used to answer "座位 1 不开点。")."""
    page, watch = watched
    page.goto(f"{base_url}{LANGUAGES[lang]}lab/#q={quote(MEANING[lang])}", wait_until="load")
    page.wait_for_function(TABLE_DRAWN, timeout=120_000)
    page.wait_for_timeout(500)
    note = page.locator('[data-role="line-note"]')
    assert note.get_attribute("data-state") == "unread"
    assert page.locator('[data-role="line-note"] [data-role="headline"]').inner_text() == s("ask-meaning-title", lang)
    link = page.locator('[data-role="line-note"] a[data-role="glossary"]')
    assert link.inner_text() == s("ask-meaning-link", lang)
    link.click()
    page.wait_for_url(f"{base_url}{LANGUAGES[lang]}glossary/", timeout=30_000)
    assert page.locator("h1").first.inner_text().rstrip("¶") == {"zh": "术语表", "en": "Glossary"}[lang]
    assert watch.errors == [] and watch.aborted == []
