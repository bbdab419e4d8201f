"""tools/talk_corpus.py, the writer of the public corpus of table questions (issue 45, item 5):
stable — the lines in the file keep their words and order, new ones are appended, a run is
deterministic — and complete: every trick case of the casebook has its questions in the corpus."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("talk_corpus_for_test", ROOT / "tools" / "talk_corpus.py")
assert _spec is not None and _spec.loader is not None
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)

ROWS = tool.read_rows()


def test_the_file_is_what_a_run_writes():
    """A run changes nothing in the committed file (run the tool after adding a case or a row)."""
    assert tool.write_rows(tool.merged(ROWS)) == (ROOT / "tests" / "data" / "table_talk_corpus.jsonl").read_text(encoding="utf-8")


def test_every_casebook_dispute_has_its_questions_in_the_corpus():
    told = {r["source"] for r in ROWS}
    missing = sorted(src for src in tool.told_cases() if src not in told)
    assert missing == []
    assert len(tool.told_cases()) >= 190


def test_old_lines_keep_their_words_and_order_and_new_ones_come_last():
    """A case told before keeps its words (its generator is seeded by its own name); a case not
    yet told, and a row of SAID not yet in the file, are appended after the old lines."""
    case = "casebook:burning/v5-reburn-plays-out-its-sets"
    without = [r for r in ROWS if r["source"] != case and r["q"] != "上家出了四个Q，我拿四个K能管吗"]
    again = tool.merged(without)
    assert again[:len(without)] == without
    added = again[len(without):]
    assert {r["source"] for r in added} == {case, "fresh"}
    assert [r for r in added if r["source"] == case] == [r for r in ROWS if r["source"] == case]
    assert tool.merged(without) == again                      # deterministic


def test_a_row_is_refreshed_in_place_from_said_and_from_the_casebook():
    stale = [dict(r) for r in ROWS]
    k = next(i for i, r in enumerate(stale) if r["q"] == "我出大王88，对头能管吗")
    stale[k]["answer"] = True                                  # as written before BEAT-5 was asked
    c = next(i for i, r in enumerate(stale) if r["source"].startswith("casebook:") and r["kind"] == "who-beat")
    stale[c]["answer"] = [9]
    fresh = tool.merged(stale)
    assert fresh[k]["answer"] is False and fresh[c]["answer"] == ROWS[c]["answer"]
    assert [r["q"] for r in fresh] == [r["q"] for r in ROWS]


def test_the_rows_are_json_with_the_fields_the_test_reads():
    for r in ROWS:
        assert set(r) == {"q", "lang", "seat", "rules", "kind", "answer", "reason", "source"}
        json.dumps(r)
