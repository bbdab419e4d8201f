"""One voice of advice (issue 46): the practice table's hint and the coach's review come from
one policy. Over many hands a reader takes the hint's move at some decisions, another legal
choice at others and now and then a wrong follow (PLAY-6); the review of each hand then never
marks a decision where the reader took the hint's move, names the hint's move as the better
choice wherever it marks one, and marks every wrong follow, its reason naming this hand's
cards and what followed."""

from __future__ import annotations

import random

from gouji_sim.core.actions import Pass, PlayAction
from gouji_sim.core.cards import Hand
from gouji_sim.core.messages import cards_in
from gouji_sim.practice import Practice
from gouji_sim.practice.hints import bot_move
from gouji_sim.view.review_view import review_view

HANDS = [(seed, seed % 6 + 1) for seed in range(10)]


def _wrong_follow(p: Practice) -> PlayAction | None:
    """The reader's lowest single card that does not beat a single on top: a wrong follow."""
    st = p.state.sit.trick_state
    if not p.state.in_ordinary_turns() or st.top is None or p.state.sit.is_closed() or st.top.size != 1:
        return None
    for rank, _ in sorted(p.state.hand(p.seat).items(), key=lambda rc: int(rc[0])):
        action = PlayAction.of(p.seat, Hand.parse(str(rank)))
        if p.state.wrong_follow(action, p.judge(action)) is not None:
            return action
    return None


def _play(seed: int, seat: int) -> tuple[Practice, dict[int, tuple[object, object]], set[int]]:
    """Play a hand as a mixed reader: ``(practice, {history index: (taken, hinted)}, the
    history indexes of its wrong follows)``."""
    rng = random.Random(seed)
    p = Practice(seed, seat)
    seen: dict[int, tuple[object, object]] = {}
    wrong: set[int] = set()
    while p.waiting:
        index = len(p.state.history or ())
        hinted = bot_move(p.state.observation(seat)).action
        roll = rng.random()
        bad = _wrong_follow(p) if roll < 0.05 and len(wrong) < 2 else None
        if bad is not None:
            p.attempt(bad)
            wrong.add(index)
            seen[index] = (Pass(seat, wrong=True), hinted)
            continue
        options = p.state.own_actions()
        taken = hinted if roll < 0.6 or len(options) < 2 else rng.choice([a for a in options if a != hinted])
        assert p.attempt(taken).legal
        seen[index] = (taken, hinted)
    return p, seen, wrong


def test_the_review_never_marks_the_hint_s_move_and_marks_every_wrong_follow():
    marked = took_hint = wrongs = 0
    for seed, seat in HANDS:
        p, seen, wrong = _play(seed, seat)
        r = p.review()
        assert r is not None
        by_index = {m.index: m for m in r.marks}
        for index, (taken, hinted) in seen.items():
            if taken == hinted:
                took_hint += 1
                assert index not in by_index, (seed, seat, index, taken)
        for m in r.marks:
            taken, hinted = seen[m.index]
            assert m.taken == taken and m.better == hinted        # the better choice is the hint's
        assert wrong <= set(by_index), (seed, wrong, set(by_index))
        for index in wrong:
            assert by_index[index].reason == "wrong-follow" and by_index[index].clauses == ("PLAY-6",)
        for mv in review_view(r).marks:
            assert "You " in mv.why["en"] and "你" in mv.why["zh"]    # this hand's decision, said
        marked += len(r.marks)
        wrongs += len(wrong)
    assert took_hint > 100 and marked > 0 and wrongs > 0


def test_a_mark_s_reason_names_the_cards_played_and_what_followed():
    for seed, seat in HANDS:
        p, seen, _ = _play(seed, seat)
        for m, mv in zip(p.review().marks, review_view(p.review()).marks):
            if "cards" in m.story:
                assert f"You played {cards_in(m.story['cards'], 'en')}" in mv.why["en"]
            if "winner" in m.story and m.story["winner"] != seat:
                assert f"seat {m.story['winner']} won the trick and led {cards_in(m.story['lead'], 'en')}" in mv.why["en"]
                return
    raise AssertionError("no mark told what followed")


def test_the_hint_s_own_move_is_never_doubted():
    # the table's "think again" note (a habit of chapter 13) never falls on the move the hint
    # gave: a 2 on a single ace late in the hand, say, is the strong bot's own choice
    from gouji_sim.practice.hints import doubt
    doubted = 0
    for seed, seat in HANDS[:4]:
        p = Practice(seed, seat)
        while p.waiting:
            move = bot_move(p.state.observation(seat)).action
            assert doubt(p.state.observation(seat), move) is None
            others = [a for a in p.state.own_actions() if a != move]
            doubted += any(doubt(p.state.observation(seat), a) is not None for a in others[:6])
            p.attempt(move)
    assert doubted > 0                      # the note itself still speaks on other moves


def test_the_yield_hint_on_a_gouji_play_says_it_changes_nothing():
    # TURN-5 and GOUJI-2: on its opposite's gouji play the next two seats may only pass
    from gouji_sim.practice.lesson import Lesson
    from gouji_sim.view.hints_view import hints
    lesson = Lesson("close")                # seat 4's K K, the two between passed
    y = hints(lesson)["yield"]
    assert y["possible"] and y["helps"] is False and "GOUJI-2" in y["clauses"]
    assert "changes nothing" in y["message"]["en"]
    lesson = Lesson("yield")                # seat 4's 8 8, a plain play: a yield helps
    y = hints(lesson)["yield"]
    assert y["possible"] and y["helps"] is True
