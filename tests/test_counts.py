"""The reader of counts (issue 47 classes 1, 2 and 5; CARD-1): one small function with one
bound, used by the notation and the reader of table speech.

Each regression below failed before ``gouji_sim/core/counts.py``: ``三三个3`` raised KeyError,
``三十三十三个3`` ValueError, ``100000000 3s`` took 15 s and 1.6 GB, 10**9 MemoryError, 10**20
OverflowError, and ``十二十``/``一二十``/``十十`` were read silently as ten cards.
"""

from __future__ import annotations

import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_sim.cli import main
from gouji_sim.core.counts import CountError, read_count
from gouji_sim.core.errors import GoujiError, LineError
from gouji_sim.game.notation import read
from gouji_sim.core.rules import Rules


@pytest.mark.parametrize("word, value", [
    ("五", 5), ("十", 10), ("十二", 12), ("二十", 20), ("二十三", 23), ("俩", 2), ("仨", 3), ("两", 2),
    ("12", 12), ("five", 5), ("Five", 5), ("a pair of", 2), ("a", 1), ("single", 1), ("一百零八", 108),
    ("0", 0),
])
def test_counts_as_players_say_them(word, value):
    assert read_count(word) == value


@pytest.mark.parametrize("word", ["十二十", "一二十", "十十", "三三", "三十三十三", "两十", "十两", "一百五", "", "x"])
def test_a_numeral_that_is_no_number_is_refused_naming_it(word):
    with pytest.raises(CountError) as err:
        read_count(word)
    assert err.value.code == "count-not-number"
    assert f"“{word}”" in err.value.zh and f"'{word}'" in err.value.en


@pytest.mark.parametrize("word", ["217", "100000000", str(10**9), str(10**20), "1" * 1500])
def test_a_count_above_the_deck_is_refused_at_once_in_both_languages(word):
    tracemalloc.start()
    with pytest.raises(CountError) as err:
        read_count(word, Rules().deck)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert err.value.code == "count-too-many" and "216" in err.value.zh and "216" in err.value.en
    assert peak < 1_000_000          # nothing the size of the count is built (was 1.6 GB)


def test_the_bound_is_the_decks_size():
    assert read_count("240", 240) == 240
    with pytest.raises(CountError):
        read_count("217", 216)


@pytest.mark.parametrize("line, said", [
    ("三三个3", "“三三”不是一个数"),
    ("座位1出 三十三十三个3", "“三十三十三”不是一个数"),
    ("座位1出 十二十个3", "“十二十”不是一个数"),
    ("座位1出 一二十个3", "“一二十”不是一个数"),
    ("座位1出 十十个3", "“十十”不是一个数"),
    ("seat 1 leads 100000000 3s", "“100000000”张比整副牌（216 张）还多"),
    (f"座位1出 {10**9}个3", "比整副牌（216 张）还多"),
    (f"seat 1 leads {10**20} 3s", "比整副牌（216 张）还多"),
])
def test_the_notation_refuses_bad_counts_with_its_line_error(line, said):
    with pytest.raises(LineError) as err:
        read(line)
    assert said in err.value.zh


def test_a_count_within_the_deck_but_above_a_rank_is_the_decks_own_error():
    with pytest.raises(LineError) as err:
        read("座位1出 二十个3")              # 20 threes: the 216 deck holds 16
    assert "16 张。" in err.value.zh and "。。" not in err.value.zh     # issue 47 class 9


def test_gouji_ask_refuses_them_with_exit_2(capsys):
    for said in ("三三个3", "seat 1 leads 100000000 3s", "座位1出 三十三十三个3"):
        assert main(["ask", said]) == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.startswith("gouji: ") and " / " in err


@settings(max_examples=300)
@given(st.text(alphabet="一二两俩三仨四五六七八九十百零个张座位出管过烧 0123456789JQKA大小王seatleadsfiveapairof,，", max_size=40))
def test_notation_read_raises_only_the_projects_errors(source):
    try:
        read(source)
    except GoujiError:
        pass


@settings(max_examples=300)
@given(st.text(max_size=12))
def test_read_count_raises_only_count_errors(word):
    try:
        assert 0 <= read_count(word) <= 240
    except CountError:
        pass


@pytest.mark.parametrize("said, word", [("座位1出 十二十个3", "十二十"), ("上家出了三三个3，我能管吗", "三三"),
                                        ("seat 1 leads 100000000 3s, can seat 2 pass?", "100000000")])
def test_the_table_talk_reads_counts_with_the_same_bound(said, word):
    from gouji_sim.game.answers import AskError, ask
    with pytest.raises(AskError) as err:
        ask(said)
    assert word in err.value.zh and word in err.value.en
