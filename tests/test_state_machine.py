"""The hand's state machine as one class: one dispatcher on an explicit
phase, no mixins, and a practice table that stops where the state says, with nothing raised.

The rules it plays are tested elsewhere (test_game_state.py, the goldens, the conformance
checker); this file holds the structure to what ARCHITECTURE.md ("Adding a phase") says.
"""

from __future__ import annotations

import ast
import inspect
import random
from pathlib import Path

import pytest

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.errors import GoujiError
from gouji_sim.game import Redeal
from gouji_sim.game.match import HandDeals, play_hand
from gouji_sim.game import state as state_module
from gouji_sim.game.state import (ANSWER, BET, BLIND, BUY, BURN, DEAL, MELD, OVER, PHASES, PLAY, PRELUDE, START, WIND,
                                  GameState)
from gouji_sim.core.messages import text
from gouji_sim.practice import Practice
from gouji_sim.practice import session

GAME = Path(inspect.getfile(GameState)).parent


def _assigned_attributes(path: Path) -> list[tuple[str, str]]:
    """(function, attribute) for every ``self.<attribute> = …`` in ``path``."""
    out: list[tuple[str, str]] = []
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            targets = node.targets if isinstance(node, ast.Assign) else (
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
            for target in targets:
                for x in ast.walk(target):
                    if isinstance(x, ast.Attribute) and isinstance(x.value, ast.Name) and x.value.id == "self":
                        out.append((fn.name, x.attr))
    return out


def test_game_state_is_one_class_without_mixins_or_type_checking_stubs():
    assert GameState.__mro__ == (GameState, object)
    for name in ("state.py", "prelude.py", "burns.py", "common.py"):
        assert "TYPE_CHECKING" not in (GAME / name).read_text(encoding="utf-8"), name
    assert not (GAME / "results.py").exists()


def test_only_the_dispatcher_sets_the_phase_and_who_decides():
    writers = {fn for fn, attr in _assigned_attributes(GAME / "state.py") if attr in ("phase", "pending")}
    assert writers == {"new", "deal_hand", "_start_deal", "_abandon", "_advance", "_next_prelude", "_enter"}
    for path in GAME.parent.rglob("*.py"):                  # nothing outside state.py moves a hand on
        if path != GAME / "state.py":
            assert not [a for _, a in _assigned_attributes(path) if a == "phase"], path


def test_the_phases_are_explicit_and_each_has_a_name_in_both_languages():
    assert PRELUDE == (BLIND, START, BUY, MELD, BET)
    assert PHASES == (DEAL,) + PRELUDE + (PLAY, BURN, ANSWER, WIND, OVER) and len(set(PHASES)) == len(PHASES)
    for phase in PHASES:
        words = text(f"game-phase-{phase}")
        assert words["zh"] and words["en"] and words["en"] != f"game-phase-{phase}", phase


def test_a_hand_meets_only_known_phases_and_ends_over():
    seen: set[str] = set()
    for seed in range(6):
        deals = HandDeals(Rules(points=True, meld_low=True), seed)
        bots, rng = make_bots(["heuristic"]), deals.bot_rng
        state = deals.state                       # a redeal is dealt by the state itself
        while not state.is_over():
            seen.add(state.phase)
            seat = state.current_player()
            assert seat is not None and (state.in_ordinary_turns() or seat == state.pending[0])
            state.apply(bots[seat - 1].act(state, rng))
        assert state.is_over() and state.current_player() is None and state.redeal is None
    assert seen <= set(PHASES) - {OVER, DEAL} and {BLIND, BET, PLAY} <= seen


def _redeal_first(state: GameState, bots: object, rng: random.Random) -> None:
    """Plays a deal out, asking for a redeal (START-1) whenever it may."""
    while not state.is_over():
        redeals = [a for a in state.legal_actions() if isinstance(a, Redeal)]
        state.apply(redeals[0] if redeals else rng.choice(state.choices()))


def test_hand_deals_driven_by_hand_play_the_hand_play_hand_plays_a_redeal_included():
    rules = Rules(meld_low=True)
    for seed in (2, 7):
        deals = HandDeals(rules, seed)
        _redeal_first(deals.state, None, deals.bot_rng)
        mine = deals.result(["random"] * 6)
        theirs = play_hand(rules, make_bots(["random"]), seed, runner=_redeal_first)
        assert (mine.places, mine.score, mine.counters, mine.redeals) == (
            theirs.places, theirs.score, theirs.counters, theirs.redeals)
        assert mine.record == theirs.record
        assert mine.record is not None
        assert mine.redeals == sum(1 for a in mine.record["history"] if "deal" in a and "seat" not in a) - 1
        if seed == 2:                                        # this seed's first deal is redealt
            assert mine.redeals > 0


def test_too_many_redeals_is_a_bilingual_error(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(state_module, "MAX_REDEALS", 0)
    state = GameState.deal_hand(Rules(), 2)
    redeal = next(a for a in state.legal_actions() if isinstance(a, Redeal))   # seed 2: a poor hand may ask
    with pytest.raises(GoujiError) as err:
        state.apply(redeal)
    assert err.value.code == "game-too-many-redeals" and err.value.zh and err.value.en


def test_the_practice_table_stops_where_the_state_says_with_nothing_raised():
    exceptions = [name for name, obj in vars(session).items()
                  if inspect.isclass(obj) and issubclass(obj, BaseException) and obj.__module__ == session.__name__]
    assert exceptions == []
    rng = random.Random(4)
    p = Practice(seed=8, seat=2)
    for _ in range(400):
        if p.over:
            break
        assert p.waiting and p.state is not None and p.state.current_player() == 2
        options = p.state.own_actions()
        assert p.attempt(rng.choice(options)).legal
    assert p.over and p.state is not None and p.state.is_over() and sorted(p.places() or []) == [1, 2, 3, 4, 5, 6]
