"""What the 5× step keeps or shares gives what a fresh computation does (issue 48 item 5):
the turn walk's answer for the seat it stops at (TURN-2/4) is :meth:`Situation.beat_fault
<gouji_sim.core.situation.Situation.beat_fault>`'s own, a play pushed in turn is the
:class:`PlayAction` the judge would build (PLAY-1), and each rank's plays looked up in the
shared table are :func:`~gouji_sim.core.moves._rank_plays`' (PLAY-1/4/5)."""

from __future__ import annotations

import random

from gouji_sim import Play, Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.actions import PlayAction
from gouji_sim.core.moves import _hand_plays, _joker_plays, _rank_plays
from gouji_sim.core.situation import SITUATION_FIELDS, Situation
from gouji_sim.core.table import SEATS
from gouji_sim.game.match import bot_act
from gouji_sim.game.state import GameState, _play_entry


def fresh(sit: Situation) -> Situation:
    """A situation of the same fields with nothing worked out yet."""
    return Situation(*(getattr(sit, f) for f in SITUATION_FIELDS))


def test_walk_kept_beat_answer_is_beat_fault_own() -> None:
    rules, bots, rng, asked = Rules(), make_bots(["random"]), random.Random(3), 0
    for seed in range(40, 46):
        g = GameState.deal_hand(rules, seed, log=False)
        while not g.is_over():
            sit = g.sit
            if sit.trick_state.top is not None:
                walked = fresh(sit)
                walked.is_closed()           # the walk, which keeps its answer
                for seat in SEATS:
                    assert walked.beat_fault(seat) == fresh(sit).beat_fault(seat)
                    asked += 1
            mover = g.current_player()
            assert mover is not None
            g.push(bot_act(bots[mover - 1], g, rng, mover))
    assert asked > 1000


def test_a_pushed_play_is_the_entry_the_judge_builds() -> None:
    p = Play.parse("9 9")
    assert _play_entry(2, p) == PlayAction(2, p) and _play_entry(2, p) is _play_entry(2, p)
    assert _play_entry(3, p) == PlayAction(3, p) != _play_entry(2, p)


def test_ranks_from_the_shared_table_are_rank_plays() -> None:
    rng = random.Random(5)
    for _ in range(300):
        counts = tuple(rng.randint(0, 4) for _ in range(15))
        low_ok, size, floor = rng.random() < 0.5, rng.choice([None, 1, 2, 3, 5]), rng.randint(0, 14)
        want = [p for i in range(max(floor - 2, 0), 12) if counts[i]
                for p in _rank_plays(i + 3, counts[i], counts[12], counts[13], counts[14],
                                     not low_ok and i + 3 <= 4, size)]
        want += _joker_plays(counts[12], counts[13], counts[14], size)
        assert _hand_plays(counts, low_ok, size, floor) == want
