"""The strong bot: legal actions only, in every phase, reproducible, looking ahead fairly."""

from __future__ import annotations

import random

import pytest

from gouji_sim import Pass, Play, PlayAction, Rules, Yield
from gouji_sim.core.actions import Burn
from gouji_sim.bots.roster import BOTS, HeuristicBot, make_bot, make_bots
from gouji_sim.game.decisions import Decline
from gouji_sim.game.match import play_hand, play_match
from gouji_sim.game.record import replay
from gouji_sim.game.state import GameState
from gouji_sim.simulation.run import simulate
from gouji_sim.bots.determinize import determinize
from gouji_sim.bots.strong import KEEP_BIG, LATE, STRONG_RULES, StrongBot, candidates, rules_decide, seed_of
from gouji_sim.core.table import SEATS, opposite, same_team


def _checked_runner(seen):
    """Every action through the judge (``apply`` raises on an illegal one); each strong
    decision's phase (and yields, burns, answers) counted in ``seen``."""
    def runner(state, bots, rng):
        while not state.is_over():
            seat = state.current_player()
            bot = bots[seat - 1]
            action = bot.act(state, rng)
            if isinstance(bot, StrongBot):
                assert action in state.choices() or action in state.legal_actions()
                kinds = [kind for kind, now in (("turns", state.in_ordinary_turns()), ("burn window", state.is_burn_window()),
                                                ("answer window", state.is_answer_window()),
                                                ("before the lead", state.is_before_first_lead())) if now]
                if isinstance(action, Yield):
                    kinds.append("yield")
                elif isinstance(action, Burn):
                    kinds.append("burn-declared")
                elif state.is_answer_window() and isinstance(action, Play):
                    kinds.append("answered")
                for kind in kinds:
                    seen[kind] = seen.get(kind, 0) + 1
            state.apply(action)
    return runner


@pytest.mark.parametrize("preset", ["outline", "open_release", "chong_san", "two_for_one",
                                    "red_joker_open", "laotou"])
def test_the_strong_bot_plays_only_legal_actions_under_every_preset(preset):
    """Checked hands (the judge rules on every action) of the strong bot, with its look-ahead,
    against the heuristic bot, under each preset (RULEBOOK §12); every hand ends with six places."""
    seen: dict[str, int] = {}
    for seed in range(3):
        bots = [StrongBot(samples=2, lookahead=6) if s % 2 else HeuristicBot() for s in SEATS]
        result = play_hand(Rules.preset(preset), bots, 300 + seed, record=True, runner=_checked_runner(seen))
        assert sorted(result.places) == list(SEATS)
        assert replay(result.record).ok
    assert seen.get("turns", 0) > 0


def test_the_strong_bot_meets_every_phase_burns_answers_yields_and_tribute():
    """Over seeded hands six strong bots decide in the phases before the lead (START-4, TRIB-4
    bets, LOCAL-1 purchases), in ordinary turns, in burn windows (BURN-1) and answer windows
    (BURN-4), yield (TURN-5), and play a match with tribute (TRIB-1..3) — every action legal."""
    seen: dict[str, int] = {}
    runner = _checked_runner(seen)
    for preset, seeds in (("open_release", range(10, 50)), ("chong_san", range(3))):
        for seed in seeds:
            play_hand(Rules.preset(preset), make_bots(["strong"]), seed, record=False, runner=runner)
    play_hand(Rules(points=True), make_bots(["strong"]), 5, record=False, runner=runner)
    hands = play_match(Rules(tribute=True), make_bots(["strong"]), 41, hands=3, runner=runner)
    assert any(h.tribute for h in hands[1:])
    assert seen.get("burn window", 0) > 0 and seen.get("burn-declared", 0) > 0
    assert seen.get("answer window", 0) > 0 and seen.get("answered", 0) > 0
    assert seen.get("yield", 0) > 0
    assert seen.get("before the lead", 0) > 0, seen


def test_the_same_seed_gives_the_same_decisions():
    """Reproducible: the look-ahead's random deals are seeded from what the seat sees, so the
    same hand played twice (and a fresh bot) gives the same record."""
    def record(seed):
        bots = [StrongBot(samples=3, lookahead=8) if s % 2 else HeuristicBot() for s in SEATS]
        return play_hand(Rules(), bots, seed, record=True).record["history"]
    assert record(7) == record(7)
    assert record(7) != record(8)


def test_strong_is_a_bot_of_the_command_line_and_of_simulate():
    assert "strong" in BOTS and make_bot("strong").name == "strong"
    s = simulate(4, seed=3, rules=Rules(), bots=["strong", "heuristic"])
    assert s["games"] == 4 and set(s["by_bot"]) == {"strong", "heuristic"}


def _state_at(seed, predicate, rules=None):
    """A seeded hand of heuristic bots, played until ``predicate(state)`` holds."""
    state = GameState.deal_hand(rules or Rules(), seed)
    bot = HeuristicBot()
    while not state.is_over() and not predicate(state):
        state.push(bot.decide(state)[0])
    assert not state.is_over()
    return state


def test_its_own_rules_each_do_what_they_say_where_the_heuristic_differs():
    """Along seeded hands of strong bots, each decision one of its own rules makes is legal and
    is what the rule says, where the heuristic bot decides otherwise: ``late-beat`` beats an
    opponent's play with at most LATE cards where the heuristic passes or yields (TURN-6);
    ``keep-big-joker`` closes on the opposite's gouji play with more than KEEP_BIG cards where
    the heuristic beats with a big joker (GOUJI-2); ``out-over-teammate`` plays the whole hand
    out on a teammate's play (END-1). Each rule is seen."""
    heuristic, seen = HeuristicBot(), set()
    for seed in range(12):
        state = GameState.deal_hand(Rules(), 600 + seed)
        bot = StrongBot()
        while not state.is_over():
            action, rule = bot.decide(state)
            if rule in STRONG_RULES:
                seat = state.current_player()
                st, left = state.sit.trick_state, len(state.hand(seat))
                theirs, why = heuristic.decide(state)
                assert state.in_ordinary_turns() and theirs != action
                assert state.judge(action if not isinstance(action, Play) else PlayAction(seat, action)).legal
                if rule == "late-beat":
                    assert left <= LATE and not same_team(st.top_seat, seat)
                    assert isinstance(action, Play) and isinstance(theirs, (Pass, Yield))
                elif rule == "keep-big-joker":
                    assert left > KEEP_BIG and st.gouji and st.top_seat == opposite(seat)
                    assert action == Pass(seat) and why == "beat-gouji" and theirs.big
                else:
                    assert rule == "out-over-teammate" and same_team(st.top_seat, seat)
                    assert isinstance(action, Play) and action.size == left
                seen.add(rule)
            state.apply(action)
    assert seen == {"late-beat", "keep-big-joker", "out-over-teammate"}


def test_determinize_deals_only_the_hidden_cards_again():
    """The look-ahead never sees the other hands: a determinized copy keeps the seat's cards
    and everyone's card counts, deals the other seats' cards (pooled) at random, and does not
    change the state it copies."""
    state = _state_at(4, lambda g: g.steps > 60)
    seat = state.current_player()
    before = [state.hand(s) for s in SEATS]
    worlds = [determinize(state, seat, random.Random(k)) for k in range(5)]
    assert [state.hand(s) for s in SEATS] == before
    others = [s for s in SEATS if s != seat and state.sit.is_active(s)]
    pool = sorted(r for s in others for r, k in state.hand(s).items() for _ in range(k))
    for w in worlds:
        assert w.hand(seat) == state.hand(seat) and w.history is None
        assert [len(w.hand(s)) for s in SEATS] == [len(h) for h in before]
        assert sorted(r for s in others for r, k in w.hand(s).items() for _ in range(k)) == pool
    assert any(w.hand(s) != state.hand(s) for w in worlds for s in others)


def test_values_compare_the_candidates_and_choose_is_one_of_them():
    """:meth:`StrongBot.values` gives every candidate (all legal) an average team score
    (SCORE-1..4) in range, the same for the same state; ``choose`` is a legal action."""
    state = _state_at(9, lambda g: g.in_ordinary_turns() and len(g.hand(g.current_player())) <= 8
                      and len(candidates(g, rules_decide(HeuristicBot(), g)[0])) > 1)
    bot = StrongBot(samples=3)
    history, steps = state.history, state.steps
    values = bot.values(state)
    assert state.history == history and state.steps == steps       # the state itself is untouched
    legal = state.choices()
    assert len(values) > 1 and all(a in legal for a in values)
    assert all(-12 <= v <= 12 for v in values.values())
    assert values == StrongBot(samples=3).values(state.clone())
    assert bot.choose(state) in legal
    assert seed_of(state, state.current_player()) == seed_of(state.clone(), state.current_player())


def test_in_a_burn_window_the_candidates_are_burn_and_decline():
    """BURN-1: in a burn window the look-ahead weighs the planned burn against declining."""
    found = 0
    for seed in range(10, 30):
        try:
            state = _state_at(seed, lambda g: g.is_burn_window(), Rules.preset("open_release"))
        except AssertionError:
            continue
        seat = state.current_player()
        cands = candidates(state, rules_decide(HeuristicBot(), state)[0])
        assert Decline(seat) in cands and all(isinstance(a, (Burn, Decline)) for a in cands)
        found += any(isinstance(a, Burn) for a in cands)
    assert found > 0


def test_every_strong_rule_is_worded_in_both_languages_and_cites_clauses():
    """The strong bot's own rules, like the heuristic bot's, each have a sentence in both
    languages (``bot-rule-<name>``) and the clauses they lean on; ``decide`` names one of them
    or one of the heuristic bot's."""
    from gouji_sim.bots.roster import BOT_RULES
    from gouji_sim.core.messages import CATALOGUE
    from gouji_sim.view import view_words  # noqa: F401  (the bots' rules are worded by the views' part)
    for rule, clauses in STRONG_RULES.items():
        zh, en = CATALOGUE[f"bot-rule-{rule}"]
        assert clauses and clauses[0] in zh and clauses[0] in en
    state = GameState.deal_hand(Rules(), 21)
    bot = StrongBot(samples=2)
    names = set()
    while not state.is_over():
        action, rule = bot.decide(state)
        assert rule in STRONG_RULES or rule in BOT_RULES
        names.add(rule)
        state.push(action)
    assert names & set(STRONG_RULES)
