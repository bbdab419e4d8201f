"""The hot path's faster forms compute what the plain ones do (issue 48): the legal plays
kept per hand and per rank (:mod:`gouji_sim.core.moves`) are the plays PLAY-1/4/5 allow, in the
same order, and :func:`~gouji_sim.core.beats.beating_among` keeps exactly the plays that
:func:`~gouji_sim.core.beats.beats` says beat the top (BEAT-1..6), under every comparison switch."""

from __future__ import annotations

import itertools
import random

from gouji_sim import Hand, Play, Rules
from gouji_sim.core.beats import beating_among, beats
from gouji_sim.core.cards import full_deck
from gouji_sim.core.moves import hand_plays

SWITCHES = [Rules(comparison=c, two_big_beat_one=t, jokers_on_low=j)
            for c, t, j in itertools.product(("positional", "joker_dominant"), (False, True), (True, False))]


def plain_hand_plays(hand: Hand, rules: Rules, size: int | None) -> list[Play]:
    """PLAY-1/4/5 spelt out: each natural rank low to high, its attachments smallest first
    (size, twos, small, big), then the rank's count; then twos and jokers alone."""
    twos, small, big = hand.twos, hand.small_jokers, hand.big_jokers
    atts = sorted((x + y + z, x, y, z) for x in range(twos + 1) for y in range(small + 1) for z in range(big + 1))
    out = []
    for rank, k in hand.naturals():
        for s, x, y, z in atts:
            if not rules.jokers_on_low and rank <= 4 and (y or z):
                continue
            out += [Play(rank, n, x, y, z) for n in range(1, k + 1) if size is None or n + s == size]
    out += [Play(None, 0, x, y, z) for s, x, y, z in atts if s and (size is None or s == size)]
    return out


def test_hand_plays_are_play_1_4_5_in_order() -> None:
    rng = random.Random(48)
    deck = full_deck(216)
    for _ in range(120):
        hand = Hand.from_cards(rng.sample(deck, rng.randint(1, 36)))
        for rules in SWITCHES[:2] + SWITCHES[-1:]:
            for size in (None, 1, 2, 3, 5):
                want = plain_hand_plays(hand, rules, size)
                assert list(hand_plays(hand, rules, size)) == want
                assert list(hand_plays(hand, rules, size)) == want      # asked again: kept


def test_beating_among_keeps_what_beats_says() -> None:
    rng = random.Random(6)
    deck = full_deck(216)
    tops = [Play.parse(t) for t in ("9 9", "10 10 10 10 10", "A 2", "2 2", "小王", "小王 小王", "大王",
                                     "9 9 小王", "K K 大王", "3", "A A A 小王 大王", "2 小王")]
    for _ in range(60):
        hand = Hand.from_cards(rng.sample(deck, 36))
        for rules in SWITCHES:
            plays = list(hand_plays(hand, rules))
            for top in tops + [rng.choice(plays)]:
                assert beating_among(plays, top, rules) == [q for q in plays if beats(q, top, rules)]


def test_the_checkout_is_the_pure_core_and_says_so(capsys) -> None:
    import pytest

    from gouji_sim import core_kind
    from gouji_sim.cli import main
    assert core_kind() == "pure"
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("gouji-sim 0.1.0 · 纯 Python 核心") and "pure-Python core (CPython 3." in out


def test_the_bench_runs_each_core_in_a_process_of_its_own(tmp_path, monkeypatch) -> None:
    """``python -m gouji_sim.simulation.bench`` (``--core both``): the pure core's figures from a process
    that imported the pure package, and the compiled core's from the directory given; here a
    copy of the pure package stands in for it, and the bench says it found the pure core there."""
    import shutil
    from pathlib import Path

    from gouji_sim.simulation.bench import core_dirs, side_by_side
    here = Path(__file__).resolve().parent.parent
    # not make setup's compiled modules, which the copy's unchanged sources would also use
    monkeypatch.setenv("GOUJI_COMPILED_CORE", str(tmp_path / "no-compiled-core"))
    assert core_dirs().get("pure") == here
    shutil.copytree(here / "gouji_sim", tmp_path / "gouji_sim", ignore=shutil.ignore_patterns("__pycache__"))
    figures = side_by_side(0.2, rlcard=False, compiled=str(tmp_path))
    assert list(figures) == ["pure", "compiled"]
    assert figures["pure"]["core"] == figures["compiled"]["core"] == "pure"     # the stand-in
    for side in figures.values():
        assert side["selfplay_steps_per_s"] > 0 and side["judge_us"] > 0 and side["load_end"] >= 0
