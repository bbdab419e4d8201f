"""``GameState.legal_actions()`` (the current player's) with ``out_of_turn_actions()`` (other
seats') lists every action the state accepts, and only those.

Over 10,000 positions of simulated hands — every preset (RULEBOOK §12) and the checked
variants of switches (bets, tribute, 会3, 窒息, …), random and heuristic bots, matches of two
hands so that the tribute and the lead carry over — both ways:

* every listed action is accepted (``GameState.judge`` rules it legal): the current player's
  and the other seats' (skipped seats' passes, the gouji play's opposite beating early, burns
  declared out of turn; TURN-3, GOUJI-2, BURN-1);
* every accepted action is listed: candidate actions of each kind are judged for every seat —
  passes, yields, the start-of-hand decisions, melds, bets, every purchase a seat could name,
  a burn (the planner's sequence where the position allows one, else a first set that beats
  the top), and plays (a sample of every play the current player's hand can make; a sample
  of the plays each other seat holds that beat the top) — and each one ruled legal must be
  in the list. Burns are compared by seat: the list names one burn a seat (the planner's);
  a failing burn (烧糊) is ruled illegal, so it is not "accepted" here although the game
  takes it as its penalty (END-2).
"""

from __future__ import annotations

import random
from itertools import islice
from typing import Any, Sequence

import pytest

from gouji_sim import Burn, Hand, Pass, Play, PlayAction, Rules, Yield
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.burn import plan_burn
from gouji_sim.game.chong_san import PAYMENT, sellers
from gouji_sim.game.decisions import Bet, Buy, Decline, Meld, Redeal, Revolution
from gouji_sim.game.match import play_match
from gouji_sim.game.state import PLAY, GameState
from gouji_sim.core.moves import beating_plays, hand_plays
from gouji_sim.core.rules import PRESETS
from gouji_sim.simulation.check import CHECK_VARIANTS
from gouji_sim.core.table import SEATS

#: a sweep of 10,000 positions: `make test` runs it, `make check` leaves it out
pytestmark = pytest.mark.deep

POSITIONS = 10_000
VARIANTS: list[tuple[str, dict[str, Any]]] = (
    [(p, {}) for p in PRESETS] + [v for v in CHECK_VARIANTS if v[1]]
    + [("outline", {"points": True, "tribute": True, "revolution": True})])
PER_VARIANT = -(-POSITIONS // len(VARIANTS))
PLAY_SAMPLE = 10          # of the current player's possible plays, per position
OTHER_SAMPLE = 3          # of each other seat's plays that beat the top


def _candidates(state: GameState, rng: random.Random) -> list[Any]:
    """Actions of every kind, for every seat, to be judged."""
    sit, rules = state.sit, state.rules
    top = sit.trick_state.top
    cur = state.current_player()
    out: list[Any] = []
    for s in SEATS:
        out += [Pass(s), Yield(s), Decline(s), Revolution(s), Redeal(s), Bet(s, "blind"), Bet(s, "open")]
        out += [Meld(s, r) for r in ((3,), (4,), (3, 4))]
        out += [Buy(s, seller, pay) for seller in sellers(s) for pay in PAYMENT]
        hand = sit.hand(s)
        if hand is None or not sit.is_active(s):
            continue
        if s == cur:
            if state.is_answer_window() and state.burn is not None:
                plays = list(beating_plays(hand, state.burn.sets[state.burn_k - 1], rules))
            else:
                plays = list(hand_plays(hand, rules))
            out += [PlayAction(s, p) for p in rng.sample(plays, min(PLAY_SAMPLE, len(plays)))]
        elif top is not None:
            beats = list(islice(beating_plays(hand, top, rules), 40))
            out += [PlayAction(s, p) for p in rng.sample(beats, min(OTHER_SAMPLE, len(beats)))]
        if top is not None:
            first = next(beating_plays(hand, top, rules), None)
            if sit.burn_fault(s) is None:
                plan = plan_burn(hand, top, rules)
                if plan.possible:
                    out.append(Burn(s, plan.sets))
                elif first is not None:
                    out.append(Burn(s, (first,)))
            elif first is not None:
                out.append(Burn(s, (first,)))
    return out


def _check_position(state: GameState, rng: random.Random) -> None:
    assert {a.seat for a in state.legal_actions()} <= {state.current_player()}    # the current player's only
    listed = state.legal_actions() + state.out_of_turn_actions()
    where = f"phase {state.phase}, seat {state.current_player()}, trick {[e.to_dict() for e in state.sit.trick]}"
    for a in listed:
        v = state.judge(a)
        assert v.legal, f"listed but refused: {a} ({v.reason}, {v.clauses}) at {where}"
    burners = {a.seat for a in listed if isinstance(a, Burn)}
    for c in _candidates(state, rng):
        v = state.judge(c)
        if isinstance(c, Burn):
            assert v.legal == (c.seat in burners) or (not v.legal and v.burn == "failed"
                                                      and c.seat not in burners), \
                f"burn of seat {c.seat}: {v.burn} ({v.reason}) but listed burners {burners} at {where}"
            if v.legal:
                assert c.seat in burners
        elif v.legal:
            assert c in listed, f"accepted but not listed: {c} ({v.clauses}) at {where}"


@pytest.mark.parametrize("preset,switches", VARIANTS, ids=[f"{p}-{'-'.join(map(str, s.items())) or 'plain'}"
                                                          for p, s in VARIANTS])
def test_legal_actions_are_exactly_what_the_state_accepts(preset: str, switches: dict[str, Any]) -> None:
    rules = Rules.from_spec(preset, switches)
    rng = random.Random(23)
    seen = {"n": 0, "out_of_turn": 0}

    def runner(state: GameState, bots: Sequence[Any], brng: random.Random) -> None:
        while not state.is_over():
            if seen["n"] < PER_VARIANT:
                _check_position(state, rng)
                seen["n"] += 1
                seen["out_of_turn"] += len(state.out_of_turn_actions())
            seat = state.current_player()
            assert seat is not None
            state.apply(bots[seat - 1].act(state, brng))

    seed = 0
    while seen["n"] < PER_VARIANT:
        mix = ["random"] if seed % 2 else ["heuristic", "random"]
        if rules.chong_san:
            mix = ["heuristic"]
        play_match(rules, make_bots(mix), 1000 + seed, 2, preset=preset, runner=runner, record=False)
        seed += 1
    assert seen["n"] >= PER_VARIANT
    print(f"{preset} {switches}: {seen['n']} positions, {seen['out_of_turn']} out-of-turn actions listed")


def test_out_of_turn_actions_are_listed_in_a_known_position() -> None:
    """Seat 1's gouji play: seat 4 (the opposite) is to act, seats 2 and 3 are skipped and may
    pass, and seat 3 may burn until seat 4 acts (BURN-1, v3); once 4 has passed, no burn."""
    hands = {1: "10 10 10 10 10 3", 2: "5 6", 3: "J J J J J 小王 8 8 9 9 9", 4: "Q Q Q Q Q 4",
             5: "7 8", 6: "9 4"}
    state = GameState.new(Rules(revolution=False), {s: Hand.parse(h) for s, h in hands.items()}, 1)
    state.apply(PlayAction(1, Play.parse("10 10 10 10 10")))
    assert state.is_burn_window() and state.legal_actions()[1].seat == 3
    state.apply(Decline(3))                        # the burn window: seat 3 declines
    listed = state.legal_actions() + state.out_of_turn_actions()
    assert state.current_player() == 4 and PlayAction(4, Play.parse("Q Q Q Q Q")) in listed
    assert state.legal_actions(seat=2) == [Pass(2)] and Pass(2) not in state.legal_actions()
    assert Pass(2) in listed and Pass(3) in listed
    assert [a.seat for a in listed if isinstance(a, Burn)] == [3]
    state.apply(Pass(3))                           # a skipped seat's pass: now 3 has passed
    assert not any(isinstance(a, Burn) for a in state.legal_actions() + state.out_of_turn_actions())
