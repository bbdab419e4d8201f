"""The corpus said another way gets the same answer (issue 45: ask it the way a table talks).

Each question of ``tests/data/table_talk_corpus.jsonl`` that is answered is asked again with one
of the small changes a table makes without changing what it asks — another word for the same
verb (``能管吗`` / ``管得住吗`` / ``管不管``, ``passes`` / ``folds``), a seat said another way
(``4号``, ``二号位``, ``3家``, ``上手``, ``player 1``, ``seat #4``, ``the person before me``), a digit
for a number word, a politeness word more or less — and must get the same kind of answer and the same answer. A change that makes the
reader refuse, or answer something else, is a phrasing it does not yet read.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gouji_sim.game.answers import AskError, ask

ROWS = [json.loads(line) for line in
        (Path(__file__).parent / "data" / "table_talk_corpus.jsonl").read_text(encoding="utf-8").splitlines()]

SAME = {
    "zh": [("能管吗", "管得住吗"), ("能管吗", "可以管吗"), ("能烧吗", "可以烧吗"), ("能烧吗", "能不能烧"),
           ("座位1", "1号"), ("座位4", "4号"), ("座位2", "二号位"), ("过了", "不要了"), ("出了", "打了"),
           ("请问", ""), ("，", "，然后"), ("座位3", "3家"), ("座位5", "五号"), ("三个", "3个"), ("两个", "一对"),
           ("上家", "上手"), ("下家", "下手"), ("对头", "对门"), ("能不能", "可不可以"), ("出了", "打出"),
           ("烧吗", "烧不烧"), ("管吗", "要得起吗"), ("过了", "pass了"), ("座位6", "6号位"), ("都过了", "都不要")],
    "en": [("seat 1", "player 1"), ("can ", "could "), ("may ", "can "), ("passes", "folds"), ("leads", "plays"),
           ("seat 4", "seat #4"), ("The player before me", "My upstream player"), ("five", "5"), ("three", "3"),
           ("Can ", "Is "), ("seat 2", "player 2"), ("Seat", "Player"), ("passes", "passed"), ("leads", "led"),
           ("may ", "am allowed to "), ("burn?", "burn it?"), ("player before me", "person before me"),
           ("everyone else", "all the others"), ("who may", "who can")],
}


def _answer(question: str, seat: int | None) -> tuple[str, object] | None:
    try:
        a = ask(question, seat=seat) if seat else ask(question)
    except AskError:
        return None
    return a.kind, a.answer


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_corpus_said_another_way_gets_the_same_answer(lang: str) -> None:
    asked, wrong = 0, []
    for row in ROWS:
        if row["lang"] != lang or row["rules"] is not None:
            continue
        for old, new in SAME[lang]:
            if old not in row["q"]:
                continue
            said = _answer(row["q"], row["seat"])
            if said is None:
                continue
            other = row["q"].replace(old, new, 1)
            got = _answer(other, row["seat"])
            asked += 1
            if got != said:
                wrong.append(f"{other}: {got}, not {said}")
    assert asked > 150, asked
    assert wrong == []
