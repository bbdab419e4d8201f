""""Review this hand" weighed ahead (issue 48: a review in 2 s in the browser, with the same
marks as ``gouji review --samples 3``; issue 46: one voice of advice). The practice table
weighs the reader's decisions while the hand is played (practice_page.coach, a slice at a
time: gouji_sim.bots.weighing.Coach); the page's review (practice_page.review, the function the
bridge calls for "Review this hand") must then equal the command line's review of the hand's
record, mark for mark and number for number, whenever the slices fell — also after a decision
taken back — and still never mark a decision that took the hint's move."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from test_hint_review_agreement import _wrong_follow

from gouji_sim.bots import weighing
from gouji_sim.cli import main
from gouji_sim.practice import Practice
from gouji_sim.practice.hints import bot_move
from gouji_sim.bots.coach import review
from gouji_sim.view import practice_page
from gouji_sim.bots.weighing import Coach

#: (seed, seat): hands played by a mixed reader, whose reviews mark decisions and wrong follows
HANDS = [(20, 1), (23, 4), (24, 5), (31, 2)]
#: what the command line's marks say that the page's must say too (the page words each mark's
#: line with the narration's step instead of the deal's trick, and adds the table then)
SAME = ("where", "trick", "turn", "phase", "taken", "better", "loss", "noise", "taken_value", "better_value",
        "reason", "clauses", "why")


def _play_with_slices(store: dict, seed: int, seat: int) -> tuple[Practice, dict[int, tuple[object, object]]]:
    """A hand played through the page's entry points by a mixed reader — the hint's move mostly,
    another legal choice now and then, now and then a wrong follow (PLAY-6), once a decision
    taken back — with slices of weighing ahead (``practice.coach``) of random length between
    the moves: ``(practice, {history index: (taken, hinted)})``."""
    rng = random.Random(seed)
    with practice_page.session_store(store):
        assert json.loads(practice_page.new(json.dumps({"seed": seed, "seat": seat})))["ok"]
        p = store["practice"]
        seen: dict[int, tuple[object, object]] = {}
        undone = False
        while p.waiting:
            for _ in range(rng.randrange(3)):
                assert json.loads(practice_page.coach(json.dumps({"ms": rng.choice([1, 5, 30])})))["ok"]
            index = len(p.state.history or ())
            hinted = bot_move(p.state.observation(seat)).action
            bad = _wrong_follow(p) if rng.random() < 0.05 else None
            options = p.state.own_actions()
            taken = bad or (hinted if rng.random() < 0.6 or len(options) < 2
                            else rng.choice([a for a in options if a != hinted]))
            p.attempt(taken)
            if not undone and len(p.decisions) == 6:          # taken back, then decided afresh
                undone = p.undo()
                continue
            seen[index] = (taken, hinted)
        return p, seen


@pytest.mark.parametrize("seed, seat", HANDS)
def test_the_page_s_review_gives_the_marks_of_gouji_review(seed, seat, tmp_path: Path, capsys):
    store: dict = {}
    p, seen = _play_with_slices(store, seed, seat)
    with practice_page.session_store(store):
        page = json.loads(practice_page.review(""))
    assert page["ok"], page
    path = tmp_path / "hand.json"
    path.write_text(p.record_text(), encoding="utf-8")
    capsys.readouterr()
    assert main(["review", str(path), "--seat", str(seat), "--samples", "3", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert {k: page["review"][k] for k in cli if k != "marks"} == {k: v for k, v in cli.items() if k != "marks"}
    assert [{k: m[k] for k in SAME} for m in page["review"]["marks"]] == [{k: m[k] for k in SAME} for m in cli["marks"]]
    # one voice: a decision that took the hint's move is never marked, a mark's better choice is the hint's
    for m in p.review().marks:
        taken, hinted = seen[m.index]
        assert taken != hinted and m.better == hinted
    assert any(taken == hinted for taken, hinted in seen.values())


def test_the_marks_are_weighed_while_the_hand_is_played(monkeypatch):
    # the hand's decisions weighed to the end while it is played: the review weighs nothing more
    store: dict = {}
    p, _ = _play_with_slices(store, *HANDS[2])
    assert p.coach_ahead(None) == 0
    fresh = review(p.record(), p.seat, samples=3)
    assert fresh.marks                               # a hand with marks: the test could fail

    def refuse(*args, **kwargs):
        raise AssertionError("a playout after the hand was weighed")

    monkeypatch.setattr(weighing.GameState, "resample", refuse)   # every playout's deal
    again = p.review()
    assert again == fresh


def test_a_coach_for_other_settings_is_not_used():
    store: dict = {}
    p, _ = _play_with_slices(store, *HANDS[0])
    p.coach_ahead(None)
    rec = p.record()
    coach = p._coach
    assert isinstance(coach, Coach) and coach.left() == 0
    other = review(rec, p.seat, samples=4, ahead=coach)      # not the coach's samples: weighed afresh
    assert other == review(rec, p.seat, samples=4)
    assert coach.fits(p.rules, None, frozenset(), p.seat, str(rec["seed"]), bot="strong", samples=3, threshold=0.5)
    assert not coach.fits(p.rules, None, frozenset(), p.seat % 6 + 1, str(rec["seed"]), bot="strong", samples=3,
                          threshold=0.5)


def test_a_history_that_changed_keeps_what_was_weighed_before_the_change():
    p = Practice(24, 5)
    while len(p.decisions) < 8:
        p.attempt(bot_move(p.state.observation(5)).action)
    p.coach_ahead(None)
    coach = p._coach
    weighed = [d.index for d in coach.list if d.weighed]
    assert len(weighed) == len(coach.list) > 2
    p.undo()
    p.undo()
    p.coach_ahead(0.0)
    cut = len(p.state.history or ())                  # the history up to the 7th decision, as before
    assert [d.index for d in coach.list if d.weighed] == [i for i in weighed if i < cut] != weighed
    p.attempt(next(a for a in p.state.own_actions() if a != bot_move(p.state.observation(5)).action))
    while p.waiting:                                  # a choice the coach has not seen, then on to the end
        p.coach_ahead(0.005)
        p.attempt(bot_move(p.state.observation(5)).action)
    assert p.review() == review(p.record(), 5, samples=3)


@pytest.mark.parametrize("every", [False, True])
def test_the_table_s_coach_fits_its_hand_s_record_under_every_preset(every):
    # a coach that did not fit would be dropped without a word, and the review weighed afresh
    from gouji_sim.game.record import replay
    from gouji_sim.core.rules import PRESETS
    for preset in PRESETS:
        p = Practice(7, 3, preset=preset, every_burn_chance=every)
        while p.waiting:
            p.attempt(bot_move(p.state.observation(3)).action)
        p.coach_ahead(0.0)
        rec = p.record()
        final = replay(rec).state
        assert p._coach.fits(final.rules, final.previous, final.asked, 3, str(rec["seed"]), bot="strong", samples=3,
                             threshold=0.5), preset
