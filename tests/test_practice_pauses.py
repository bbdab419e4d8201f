"""The reader decides whenever the rules let them (BURN-1, BURN-4, TURN-5).

Every pause the table offers is a decision of the reader's seat that the judge rules legal.
With "ask me at every burn chance" no burn, answer or yield the rules give the reader is
skipped; by default the reader is asked about a burn or an answer only when its cards can
make one, and no pause offers a burn the cards cannot make."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gouji_sim.core.actions import Burn, PlayAction, Yield
from gouji_sim.bots.roster import HeuristicBot, RandomBot
from gouji_sim.core.burn import answerers, plan_burn
from gouji_sim.game.decisions import Decline
from gouji_sim.game.state import ANSWER, BURN, PLAY, GameState
from gouji_sim.core.judge import yield_fault
from gouji_sim.core.messages import text
from gouji_sim.core.play import Play
from gouji_sim.practice import Practice
from gouji_sim.practice.pauses import action_kind, pause_of
from gouji_sim.view.practice_view import pause_json
from gouji_sim.view import practice_page as page
from gouji_sim.view.hints_view import hints


class Recording(Practice):
    """A practice hand that keeps every state a decision was taken in, and by whom."""

    def _replay(self) -> None:
        self.befores: list[GameState] = []
        self.steps: list[tuple[GameState, Any, GameState]] = []
        super()._replay()

    def _apply(self, state: GameState, action: Any, wrong_follow: bool = False) -> Any:
        before = state.clone()
        self.befores.append(before)
        if isinstance(action, Play):
            action = PlayAction(before.current_player() or 0, action)
        verdict = super()._apply(state, action, wrong_follow)
        self.steps.append((before, action, state.clone()))
        return verdict


def _last_play(state: GameState) -> int:
    """The history index of the last play on the table (a key for "this gouji play")."""
    return max((i for i, e in enumerate(state.history or ()) if isinstance(e, PlayAction)), default=-1)


def _play_out(p: Recording, bot: Any, rng: random.Random) -> list[dict[str, Any]]:
    """The reader plays to the end with ``bot``; every pause is checked against the judge."""
    pauses = []
    while p.waiting:
        pause = pause_json(pause_of(p))
        assert pause is not None
        state = p.state
        assert state is not None and state.current_player() == p.seat
        for o in p.options():                                  # every option the judge's
            assert p.judge(o.action).legal, (o.action, p.judge(o.action).message["en"])
        if pause["burn"] is not None:
            top = state.sit.trick_state.top
            assert state.sit.burn_fault(p.seat) is None        # BURN-1 lets the reader burn
            plan = plan_burn(state.hand(p.seat), top, state.rules)
            assert pause["burn"]["possible"] == plan.possible
            if plan.possible:
                burn = p.options()[pause["burn"]["option"]].action
                assert isinstance(burn, Burn) and tuple(burn.sets) == plan.sets
                assert p.judge(burn).legal
            else:
                assert pause["burn"]["why"] == plan.message
        if pause["kind"] == "burn":
            pause["key"] = _last_play(state)
        pauses.append(pause)
        choice = bot.act(state, rng)
        v = p.attempt(PlayAction(p.seat, choice) if isinstance(choice, Play) else choice)
        assert v.legal, v.message["en"]
    return pauses


def _check_nothing_skipped(p: Recording, pauses: list[dict[str, Any]], only_when_able: bool) -> int:
    """At every decision the bots took, the reader had no burn, answer or yield of its own
    left unasked. Returns how many burn or answer windows the reader was given."""
    reader = p.seat
    asked_for = {q["key"] for q in pauses if q["kind"] == "burn"}
    windows = 0
    for state in p.befores:
        seat = state.current_player()
        if seat == reader:
            windows += (state.is_burn_window() or state.is_answer_window())
            continue
        assert not state.judge(Yield(reader)).legal                 # TURN-5: a yield is always in turn
        if state.is_burn_window() and reader not in state.pending:
            # the window was opened for this gouji play; the reader was in it, or was not entitled
            hand = state.hand(reader) if state.sit.is_active(reader) else None
            entitled = reader in state.sit.burners()
            able = hand is not None and plan_burn(hand, state.sit.trick_state.top, state.rules).possible
            key = _last_play(state)
            if entitled and (able or not only_when_able):
                assert key in asked_for, ("a burn window skipped the reader", state)
        if state.is_answer_window() and state.burn is not None and reader not in state.pending:
            if reader in answerers(state.sit, state.burn.burner, state.burn.burned):
                assert only_when_able or reader in _answered_windows(p, state), state
        if state.in_ordinary_turns():
            burns = [a for a in state.out_of_turn_actions() if isinstance(a, Burn) and a.seat == reader]
            if burns:                                               # a legal burn of the reader now:
                assert _last_play(state) in asked_for or only_when_able   # it was offered for this play
    return windows


def _check_windows(p: Recording, only_when_able: bool) -> tuple[int, int]:
    """After every action: if it was another seat's gouji play that BURN-1 lets the reader
    burn, a burn window asks the reader; if it played burning sets, the first set the reader
    may answer (BURN-4) opens an answer window that asks the reader. Returns how many of each."""
    reader = p.seat
    burns = answers = 0
    for before, action, after in p.steps:
        if after.is_over():
            continue
        st = after.sit.trick_state
        hand = after.sit.hand(reader) if after.sit.is_active(reader) else None
        if (isinstance(action, PlayAction) and action.seat != reader and st.gouji and st.top_seat == action.seat
                and after.burn is None and hand is not None and reader in after.sit.burners()):
            able = plan_burn(hand, st.top, after.rules).possible
            if able or not only_when_able:
                assert after.is_burn_window() and reader in after.pending, (action, after)
                burns += 1
        if isinstance(action, Burn) and action.seat != reader and after.counters != before.counters:
            base, sets, burner, burned, done = before.sit, action.sets, action.seat, before.sit.trick_state.top_seat, 0
        elif before.is_answer_window() and before.burn is not None and isinstance(action, Decline) and not before.pending[1:]:
            b = before.burn
            base, sets, burner, burned, done = b.base, b.sets, b.burner, b.burned, before.burn_k
        else:
            continue
        if burner == reader:
            continue
        sit = base
        for k, piece in enumerate(sets, start=1):
            sit = sit.after(PlayAction(burner, piece, burn=True))
            if k <= done or k == len(sets):
                continue
            mine = sit.hand(reader)
            if not sit.is_active(reader) or reader not in answerers(sit, burner, burned):
                continue
            from gouji_sim.core.moves import can_beat
            if only_when_able and not (mine is not None and can_beat(mine, piece, after.rules)):
                continue
            assert after.is_answer_window() and after.burn_k == k and reader in after.pending, (k, after)
            answers += 1
            break
    return burns, answers


def _answered_windows(p: Recording, state: GameState) -> set[int]:
    """Seats that were asked in the answer window ``state`` is in (asked before it)."""
    out: set[int] = set()
    for s in p.befores:
        if s.is_answer_window() and s.burn is state.burn and s.burn_k == state.burn_k:
            out |= set(s.pending)
    return out


@pytest.mark.parametrize("seed,seat", [(6, 1), (7, 1), (2, 4), (10, 1), (13, 2), (15, 3)])
def test_every_pause_is_legal_and_no_burn_answer_or_yield_is_skipped(seed, seat):
    p = Recording(seed, seat, every_burn_chance=True)
    pauses = _play_out(p, HeuristicBot(), random.Random(0))
    windows = _check_nothing_skipped(p, pauses, only_when_able=False)
    assert windows == sum(q["kind"] in ("burn", "answer") for q in pauses)
    burns, answers = _check_windows(p, only_when_able=False)
    # a window may close before the reader's turn in it (BURN-2: an earlier seat burned)
    assert burns >= sum(q["kind"] == "burn" for q in pauses) and burns > 0


def test_the_reader_is_asked_at_burn_windows_its_cards_cannot_use():
    """Seed 6, seat 1: the reader may burn by position (BURN-1) several times, never by cards;
    every such window is a pause with the planner's reason, and declining changes nothing
    (when the reader asked to be asked at every burn chance)."""
    p = Recording(6, 1, every_burn_chance=True)
    pauses = _play_out(p, HeuristicBot(), random.Random(0))
    off = [q for q in pauses if q["kind"] == "burn" and not q["burn"]["possible"]]
    assert len(off) >= 3
    assert all(q["burn"]["why"]["en"].startswith("Cannot burn") for q in off)
    mine = {"seat": 1, "decline": True}          # the reader's declines (the older actions left every decline out)
    assert [a for a in p.record()["history"] if a != mine] == [
        a for a in Practice.watch(6).record()["history"] if a != mine]      # the bots' hand, unchanged


def test_by_default_the_table_skips_the_windows_the_cards_cannot_use():
    p = Recording(6, 1)
    pauses = _play_out(p, HeuristicBot(), random.Random(0))
    assert all(q["burn"]["possible"] for q in pauses if q["kind"] == "burn")
    assert not any(q["kind"] == "answer" and "cannot" in q["message"]["en"] for q in pauses)
    _check_nothing_skipped(p, pauses, only_when_able=True)
    _check_windows(p, only_when_able=True)
    with pytest.raises(AssertionError):                 # the check can fail: these windows were skipped
        _check_windows(p, only_when_able=False)
    assert len(pauses) < len(_play_out(Recording(6, 1, every_burn_chance=True), HeuristicBot(), random.Random(0)))


@pytest.mark.parametrize("seed", [0, 1, 5])
def test_random_readers_every_pause_legal(seed):
    p = Recording(seed, 1 + seed % 6, bots=["random"], every_burn_chance=True)
    pauses = _play_out(p, RandomBot(), random.Random(seed))
    _check_nothing_skipped(p, pauses, only_when_able=False)
    _check_windows(p, only_when_able=False)
    assert p.over


def test_answer_windows_ask_the_reader_even_without_an_answer():
    """Seed 13, seat 2: the reader is given answer windows (BURN-4) of others' burns."""
    p = Recording(13, 2, every_burn_chance=True)
    pauses = _play_out(p, HeuristicBot(), random.Random(0))
    burns, answers = _check_windows(p, only_when_able=False)
    assert answers == sum(q["kind"] == "answer" for q in pauses) >= 1


def _find_burn_pause(limit: int = 60) -> tuple[int, int]:
    """A (seed, seat) where the reader, playing like the bot, may burn with its cards."""
    for seed in range(limit):
        for seat in (1, 4):
            p = Practice(seed, seat)
            bot, rng = HeuristicBot(), random.Random(0)
            while p.waiting:
                pause = pause_json(pause_of(p))
                if pause and pause["burn"] and pause["burn"]["possible"]:
                    return seed, seat
                c = bot.act(p.state, rng)
                p.attempt(PlayAction(seat, c) if isinstance(c, Play) else c)
    raise AssertionError("no burn pause found")


def test_a_burn_the_cards_allow_is_offered_and_played_through_the_judge():
    seed, seat = _find_burn_pause()
    p = Practice(seed, seat)
    bot, rng = HeuristicBot(), random.Random(0)
    while True:
        pause = pause_json(pause_of(p))
        if pause and pause["burn"] and pause["burn"]["possible"]:
            break
        c = bot.act(p.state, rng)
        p.attempt(PlayAction(seat, c) if isinstance(c, Play) else c)
    view = page.session_view(p)
    assert view["pause"]["burn"]["option"] == next(o["index"] for o in view["options"] if o["kind"] == "burn")
    v = p.attempt_option(pause["burn"]["option"])
    assert v.legal and v.burn in ("succeeded", "released")
    assert any(e.kind == "burn" and e.seat == seat for e in p.events)


def test_kinds_of_options():
    assert [action_kind(a) for a in (Yield(1), Decline(1))] == ["yield", "decline"]


@pytest.mark.parametrize("seed,seat", [(6, 1), (7, 1), (10, 1), (13, 2)])
def test_by_default_no_pause_offers_a_burn_the_cards_cannot_make(seed, seat):
    """A burn prompt only where the planner finds a burn the reader's cards can make (or the
    reader asked to be asked at every burn chance): no "Burn (not possible)" by default."""
    off = text("practice-burn-control-off")["en"]
    pauses = _play_out(Recording(seed, seat), HeuristicBot(), random.Random(0))
    assert not [q for q in pauses if q["burn"] is not None and not q["burn"]["possible"]]
    assert not [q for q in pauses if q["kind"] == "answer" and "none of your plays" in q["message"]["en"]]
    every = _play_out(Recording(seed, seat, every_burn_chance=True), HeuristicBot(), random.Random(0))
    shown = [q for q in every if q["burn"] is not None and not q["burn"]["possible"]]
    assert all(q["burn"]["words"]["en"] == off for q in shown)
    if seed == 6:                                   # seed 6, seat 1: such windows exist
        assert len(shown) >= 3


@pytest.mark.parametrize("seed,seat", [(6, 1), (7, 1), (2, 4), (10, 1), (13, 2), (15, 3)])
def test_a_yield_is_offered_only_where_the_judge_allows_it_and_the_hint_says_when(seed, seat):
    """TURN-5: a yield among the reader's options exactly when ``yield_fault`` is ``None``; the
    hint says what a yield does and when it helps, or the judge's reason why there is none."""
    p = Practice(seed, seat)
    bot, rng = HeuristicBot(), random.Random(0)
    offered = refused = 0
    while p.waiting:
        state = p.state
        sit = state.sit
        yields = [o for o in p.options() if isinstance(o.action, Yield)]
        if state.in_ordinary_turns() and not sit.is_closed():
            fault = yield_fault(sit, seat)
            assert bool(yields) == (fault is None), (seed, seat, fault)
            h = hints(p)["yield"]
            assert h is not None and h["possible"] == (fault is None)
            if fault is None:
                offered += 1
                assert pause_json(pause_of(p))["yield_option"] == yields[0].index
                if sit.trick_state.gouji:        # on a gouji play the next two may only pass (GOUJI-2)
                    assert h["clauses"] == ["TURN-5", "GOUJI-2"] and h["helps"] is False
                    assert "changes nothing" in h["message"]["en"] and "没用" in h["message"]["zh"]
                else:
                    assert h["clauses"] == ["TURN-5"] and h["helps"] is True
                    assert "It helps when" in h["message"]["en"] and "有用" in h["message"]["zh"]
            else:
                refused += 1
                assert h["clauses"] == list(fault.clauses) and h["message"]["en"].startswith("No yield now:")
        else:
            assert not yields and hints(p)["yield"] is None
        c = bot.act(state, rng)
        p.attempt(PlayAction(seat, c) if isinstance(c, Play) else c)
    assert refused > 0


def test_a_yield_hint_when_one_is_open():
    """Some hand among the first seeds gives the reader a yield; its hint says when it helps."""
    for seed in range(40):
        p = Practice(seed, 1)
        bot, rng = HeuristicBot(), random.Random(0)
        while p.waiting:
            if any(isinstance(o.action, Yield) for o in p.options()):
                h = hints(p)["yield"]
                assert h["possible"] and "TURN-5" in h["message"]["en"]
                assert p.judge(Yield(1)).legal
                return
            c = bot.act(p.state, rng)
            p.attempt(PlayAction(1, c) if isinstance(c, Play) else c)
    raise AssertionError("no yield offered in 40 hands")


def test_a_refused_answer_to_a_burn_says_why():
    """Seed 13, seat 2: seat 6 burns with 2 大王 as its first set. A set holding a big joker is
    dead (BEAT-5): the reader's 2 2 cannot answer it, and the refusal says so, not a bare
    "cannot answer set 1 with that"."""
    p = Practice(13, 2, every_burn_chance=True)
    bot, rng = HeuristicBot(), random.Random(0)
    while p.waiting and pause_json(pause_of(p))["kind"] != "answer":
        c = bot.act(p.state, rng)
        p.attempt(PlayAction(2, c) if isinstance(c, Play) else c)
    assert p.waiting and p.state.burn is not None
    piece = p.state.burn.sets[p.state.burn_k - 1]
    assert piece == Play.parse("2 大王")
    v = p.attempt_cards("2 2")
    assert not v.legal and v.reason == "cannot-answer"
    assert "BURN-4" in v.clauses and "BEAT-5" in v.clauses
    assert "it is dead and nothing beats it" in v.message["en"] and "死牌" in v.message["zh"]
    assert "with that" not in v.message["en"]
    w = p.attempt_cards("3 4")                        # not a play at all: PLAY-1's reason
    assert not w.legal and "PLAY-1" in w.clauses and "with that" not in w.message["en"]
