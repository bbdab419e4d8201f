"""The view of an answer asked as a table talks (gouji_sim/view/answer_view.py), as the Lab's line,
its #q= link and the search box get it through the call "lab.ask" (issue 45)."""

from __future__ import annotations

import json

import pytest

from gouji_sim.game.answers import ask as answer
from gouji_sim.core.clauses import CLAUSES
from gouji_sim.view import bridge
from gouji_sim.view.answer_view import answer_view, panel_link, question_lang, unread_view
from gouji_sim.view.lab import decode_fragment


def lab_ask(text: str, **more: object) -> dict:
    return json.loads(bridge.call("answer-test", "lab.ask", json.dumps({"text": text, **more}, ensure_ascii=False)))


@pytest.mark.parametrize("question, lang", [
    ("上家出了五个10，我能烧吗", "zh"),                           # BURN-1: the asker's seat assumed
    ("seat 1 leads three 9s, who may beat it?", "en"),             # TURN-2: a seat list
    ("大王 8 8 能管 9 9 9 吗？", "zh"),                             # BEAT-2: cards alone
    ("Can a big joker and two 8s beat three 9s?", "en"),
])
def test_the_page_gets_the_answer_gouji_ask_gives_and_its_view(question, lang):
    """One contract: [data-verdict] carries gouji_sim.game.answers.ask's JSON; the view is in the
    question's language, the answer first, then why (the line understood, what was assumed,
    the deciding clauses with their summaries, the words skipped)."""
    out = lab_ask(question)
    want = answer(question).to_json()
    assert out["ok"] is True and out["answer"] == want
    reply = out["reply"]
    assert reply["lang"] == lang == question_lang(question)
    assert reply["headline"] == want["headline"] and reply["understood"] == want["understood"]
    assert [c["id"] for c in reply["clauses"]] == want["clauses"]
    assert all(c["text"] == CLAUSES[c["id"]][lang] for c in reply["clauses"])
    assert (reply["assumed"] is None) == (want["assumed"] == [])
    assert (reply["skipped"] is None) == (want["skipped"] == [])
    assert reply["yes"] == (want["answer"] if isinstance(want["answer"], bool) else None)
    if want["case"] is None:          # a question about a seat: no case judged, no table
        assert out["case"] is None and out["view"] is None
    else:
        assert json.loads(decode_fragment(out["fragment"])) == want["case"] == out["case"]


def test_an_english_question_is_answered_in_english_unless_the_page_forces_a_language():
    question = "Can a big joker and two 8s beat three 9s?"
    assert lab_ask(question)["reply"]["headline"] == "No."
    forced = lab_ask(question, lang="zh")
    assert forced["reply"]["lang"] == "zh" and forced["reply"]["headline"] == "不能。"
    assert forced["reply"]["labels"]["why"] == "为什么"


def test_a_question_not_read_says_what_is_missing_and_offers_questions_never_a_position():
    out = lab_ask("座位1出 五个10，座位2跳舞了吗")
    assert out["ok"] is False and out["unread"] is True and out["understood"] is True
    reply = out["reply"]
    assert reply["title"] == "没读懂这一句。" and "跳" in reply["missing"]
    assert 0 < len(reply["suggestions"]) <= 4
    for said in (reply["missing"], *reply["suggestions"], out["error"]["zh"], out["error"]["en"]):
        assert "字符" not in said and "character" not in said
    # the first suggestion is a question the pages answer (one tap asks it)
    assert lab_ask(reply["suggestions"][0])["ok"] is True


def test_the_canonical_notation_the_lab_writes_is_read_back_as_it_is():
    """A line with the rules named (the notation's own clause) is answered under them."""
    out = lab_ask("rules laotou, seat 1 leads one 2, seat 2 beats a small joker")
    assert out["ok"] is True and out["answer"]["answer"] is True and out["case"]["rules"]["preset"] == "laotou"


def test_a_question_that_names_no_play_opens_its_panel_filled_in():
    """SCORE-1: the score panel's own link, with the places said."""
    view = answer_view({"answer": 2, "headline": "你们记 2 分。", "understood": "头科、二科是我们的。",
                        "clauses": ["SCORE-1"], "panel": {"panel": "score", "state": {"places": [1, 3, 2, 4, 5, 6]}}},
                       "头科二科是我们的，我们记几分")
    assert view["panel"]["kind"] == "score" and view["panel"]["label"] == "打开记分面板（已填好）"
    assert json.loads(decode_fragment(view["panel"]["link"], "#score=")) == {"places": [1, 3, 2, 4, 5, 6]}
    assert panel_link({"panel": "tribute", "state": {"places": [1, 2, 3, 4, 5, 6]}})["kind"] == "score"
    assert panel_link({"panel": "start", "state": {"seat": 3}})["link"].startswith("#start=")


def test_the_unread_view_leaves_out_what_it_does_not_have():
    view = unread_view("what?", None, {"zh": "缺", "en": "nothing to judge"}, [], None)
    assert view["understood"] is None and view["missing"] == "Missing: nothing to judge" and view["suggestions"] == []


@pytest.mark.parametrize("question, panel, answer", [
    ("我们拿了头科和二科和三科，咱们记多少分", "score", 12),      # SCORE-1
    ("两家都革命怎么办？", "start", "redeal"),                      # START-4
])
def test_a_corpus_question_that_names_no_play_carries_its_panel_filled_in(question, panel, answer):
    out = lab_ask(question)
    assert out["ok"] is True and out["answer"]["answer"] == answer and out["case"] is None
    link = out["reply"]["panel"]["link"]
    assert out["reply"]["panel"]["kind"] == panel and link.startswith(f"#{panel}=")
    assert json.loads(decode_fragment(link, f"#{panel}=")) == out["answer"]["panel"]["state"]
    # the panel's own call answers the link (the page fills the panel with it)
    filled = json.loads(bridge.call("answer-test", f"lab.{panel}_fragment", link))
    assert filled["ok"] is True, filled
