"""Records of the third format (the second's history, without its repeated fields): the hand's
whole history (deals, tribute, every decision with its declines, a burner's sets) plus a
header; replaying one is applying its history. Records of the first format are still read,
through their one adapter (docs/en/records.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.match import play_match
from gouji_sim.game.record import FORMAT, FORMAT_1, RecordError, dumps, loads, replay, steps
from gouji_sim.game.codec import encode
from gouji_sim.game.decisions import Decline
from gouji_sim.game.history import Dealt, Tributed
from gouji_sim.game.record_replay import hidden

DATA = Path(__file__).parent / "data" / "records"
BOTS = make_bots(["heuristic", "random"])


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), tribute=st.booleans(), chong_san=st.booleans(), points=st.booleans())
def test_a_record_written_read_and_replayed_gives_the_same_final_state(seed, tribute, chong_san, points):
    """START-1/2, TRIB-1..5, BURN-1..5: the history round trip (written → read → replayed)."""
    rules = Rules(tribute=tribute, chong_san=chong_san, points=points, burn_tribute=tribute)
    for h in play_match(rules, BOTS, seed, hands=2):
        assert h.record is not None and h.record["format"] == FORMAT
        report = replay(loads(dumps(h.record)))
        assert report.ok, report.mismatches
        end = report.state
        assert end is not None and [encode(e) for e in end.history or ()] == h.record["history"]
        assert (end.places(), end.score(), end.burn_debts, end.point_debts, end.bet_results(), end.redeals,
                end.revolutionary, end.counters, list(end.moves)) == (
                    h.places, h.score, h.burn_debts, h.point_debts, h.bets, h.redeals, h.revolutionary,
                    h.counters, h.tribute)
        assert len([a for a in h.record["history"] if "deal" in a and "seat" not in a]) == h.redeals + 1


def test_the_history_holds_declines_chance_and_the_burners_sets():
    """The history has what format 1 leaves out: every deal, the tribute, declines (BURN-1,
    TRIB-4), a declared burn before its sets (BURN-3)."""
    rules = Rules(tribute=True, points=True, burn_tribute=True)
    found = {"deal": 0, "tribute": 0, "decline": 0, "burn": 0}
    for h in play_match(rules, make_bots(["heuristic"]), 3, hands=3):
        assert h.record is not None
        for i, a in enumerate(h.record["history"]):
            if "seat" not in a:
                found["deal" if "deal" in a else "tribute"] += 1
            elif a.get("decline"):
                found["decline"] += 1
            elif isinstance(a.get("burn"), list) and i + 1 < len(h.record["history"]):
                nxt = h.record["history"][i + 1]
                if nxt.get("burn") is True:
                    assert nxt["seat"] == a["seat"] and nxt["play"] == a["burn"][0]
                    found["burn"] += 1
    assert found["deal"] >= 3 and found["tribute"] >= 2 and found["decline"] > 0


def test_stored_format_1_records_replay_through_the_adapter():
    """A format-1 record (declines inferred, redeals and tribute in their own fields) still
    replays and pages through its steps by its old places (``actions[…]``, ``redeals[…]``)."""
    for name in ("format-1-redeal-burns.json", "format-1-tribute.json"):
        rec = loads((DATA / name).read_text(encoding="utf-8"))
        assert rec["format"] == FORMAT_1
        report = replay(rec)
        assert report.ok, (name, report.mismatches)
        assert list(report.places or ()) == rec["places"]
        found = list(steps(rec))
        n = sum(len(r["actions"]) for r in rec.get("redeals", [])) + len(rec["actions"])
        assert len(found) == n and found[-1].where == f"actions[{len(rec['actions']) - 1}]"
        bad = json.loads(json.dumps(rec))
        bad["places"] = list(reversed(bad["places"]))
        assert replay(bad).mismatches[0][0] == "places"


def test_hidden_entries_are_the_deals_tributes_and_declines():
    from gouji_sim import Burn, Play, PlayAction
    assert hidden(Dealt(((),) * 6)) and hidden(Tributed(())) and hidden(Decline(1))
    assert not hidden(Burn(1, (Play.parse("J J J J J"),))) and not hidden(PlayAction(1, Play.parse("3")))


def test_the_deal_phase_is_a_chance_node_until_a_whole_deck_is_given():
    """CARD-1: a hand without a seed waits in ``deal``; a deal that is not the deck, or a deal
    given when none is due, is a bilingual error and changes nothing."""
    import random

    import pytest

    from gouji_sim.core.errors import GoujiError
    from gouji_sim.game.deal import deal
    from gouji_sim.game.state import GameState

    state = GameState.deal_hand(Rules(), None)
    assert state.is_chance_node() and state.current_player() is None and not state.is_over()
    dealt = deal(216, random.Random(4))
    short = {s: list(c) for s, c in dealt.items()}
    short[1] = short[1][1:]
    with pytest.raises(GoujiError) as err:
        state.apply_deal(short)
    assert err.value.code == "game-deal-not-deck" and err.value.zh and err.value.en
    assert state.is_chance_node() and state.history == ()
    state.apply_deal(dealt)
    seeded = GameState.deal_hand(Rules(), 4)
    assert not state.is_chance_node() and state.history == seeded.history
    assert (state.first, state.phase, state.sit) == (seeded.first, seeded.phase, seeded.sit)
    with pytest.raises(GoujiError) as err:
        state.apply_deal(dealt)
    assert err.value.code == "game-not-chance"


def test_a_hand_whose_reader_was_asked_at_every_burn_chance_replays():
    """BURN-1, BURN-4: a seat asked in every burn and answer window open to it (the practice
    table's "ask me at every burn chance") declines where a bot is never asked; the record names
    the seat in ``asked``, so replaying the history asks it again. Without it the first such
    decline is refused at its place."""
    from gouji_sim.practice.lesson import Lesson
    lesson = Lesson("first-hand")
    while lesson.waiting:
        action = lesson.suggestion()
        assert action is not None
        lesson.attempt(action)
    rec = lesson.record()
    assert rec is not None and rec["asked"] == [lesson.seat]
    reader_declines = [i for i, e in enumerate(rec["history"]) if e.get("seat") == lesson.seat and e.get("decline")]
    assert reader_declines
    assert replay(loads(dumps(rec))).ok
    without = {k: v for k, v in rec.items() if k != "asked"}
    report = replay(without)
    assert not report.ok and report.mismatches[0][0] == f"history[{reader_declines[0]}]"
    with pytest.raises(RecordError) as bad:
        replay({**rec, "asked": [7]})
    assert "asked" in bad.value.message("en") and "asked" in bad.value.message("zh")
