"""The seat lists a verdict states — ``responders``, who may beat the play just made — agree
with the judge (RULEBOOK GOUJI-2/3/4, TURN-4, TURN-9, BURN-4, PLAY-6; v4).

For every public case whose action is a legal play, under its own rules and under every
preset, each seat is taken in turn: the seats the turn reaches before it pass (the judge must
accept each pass), then it plays cards that beat the top card by card. A listed seat must be
accepted; a seat not listed must be refused, at its turn and before it. So no label drawn from
these lists (the Lab's "may beat it", the practice table's prompts) can disagree with a ruling.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gouji_sim import PRESETS, Hand, Pass, PlayAction, Situation, judge
from gouji_sim.game.case import Case
from gouji_sim.game.hand_case import case_from_json
from gouji_sim.core.moves import beating_plays

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "cases").rglob("*.json"))
#: plenty of high cards, so that some play of the top's size beats it whatever it is
PLENTY = Hand.parse(" ".join(["A"] * 8 + ["2"] * 8 + ["小王"] * 6 + ["大王"] * 6))


def _unknown_hand(s: Situation, seat: int) -> Situation:
    """``s`` with ``seat``'s hand unknown (a known hand would refuse cards it lacks)."""
    i = seat - 1
    return s.replace(hands=s.hands[:i] + (None,) + s.hands[i + 1:],
                               counts=s.counts[:i] + (None,) + s.counts[i + 1:])


def _played(case: Case) -> Situation | None:
    """The situation after the case's action, when it is a legal play that leaves a live
    (not dead) play on top of an open trick; else ``None``."""
    action = case.action
    if not isinstance(action, PlayAction):
        return None
    v = judge(case.situation, action)
    if not v.legal:
        return None
    after = case.situation.after(action)
    if after.is_closed() or after.top_is_dead() or after.trick_state.dead_gouji:
        return None
    return after


def _walk(after: Situation, seat: int) -> list[tuple[Situation, bool]]:
    """The moments at which ``seat`` is tried: now, and after each pass of the seat to move
    until ``seat`` is to move or the trick closes; each with whether it is ``seat``'s turn."""
    moments, s = [], after
    for _ in range(12):
        mover = s.to_move()
        moments.append((s, mover == seat))
        if mover == seat or s.is_closed() or mover is None:
            break
        v = judge(s, Pass(mover))
        assert v.legal, (mover, v.reason)
        s = s.after(Pass(mover))
    return moments


def _cases() -> list[tuple[str, str]]:
    return [(str(p.relative_to(ROOT)), preset) for p in CASES for preset in (None, *PRESETS)]


@pytest.mark.parametrize("path,preset", _cases())
def test_every_listed_seat_is_accepted_and_every_other_refused(path, preset):
    case = case_from_json((ROOT / path).read_bytes())
    if not isinstance(case, Case):
        return                            # a moment outside a trick: nobody beats anything
    if preset is not None:
        case = case.under(preset)
    after = _played(case)
    if after is None:
        return
    listed = set(judge(case.situation, case.action).responders)
    assert listed == set(after.responders())
    top_seat = after.trick_state.top_seat
    for seat in range(1, 7):
        if seat == top_seat or not after.is_active(seat):
            assert seat not in listed
            continue
        moments = _walk(after, seat)
        beater = next(beating_plays(PLENTY, after.trick_state.top, after.rules), None)
        assert beater is not None
        rulings = [(turn, judge(_unknown_hand(s, seat), PlayAction(seat, beater))) for s, turn in moments]
        if seat in listed:
            at_turn = [v for turn, v in rulings if turn]
            assert at_turn, f"{path} [{preset}]: seat {seat} is listed but its turn never comes"
            assert at_turn[0].legal, (path, preset, seat, at_turn[0].reason, at_turn[0].explain("en"))
        else:
            assert not any(v.legal for _, v in rulings), \
                f"{path} [{preset}]: seat {seat} is not listed, yet the judge accepts its play"


def test_the_walk_covers_many_cases():
    """The walk above is not vacuous: most legal-play cases leave a live play to answer."""
    cases = [case_from_json(p.read_bytes()) for p in CASES]
    live = [c for c in cases if isinstance(c, Case) and _played(c) is not None]
    assert len(live) >= 40
