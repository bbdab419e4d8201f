"""Rules version 5 at the trick (RULEBOOK TURN-6, PLAY-6, TURN-9, BURN-4, BURN-5), and the
trick's messages that agree with the turn (issue 43 items 3 and 5).

Each change has a test that fails on the version-4 engine; the property test at the end holds
every verdict's message to its ``responders`` and ``next``: a seat the message names as the one
that acts, closes or leads next is one the verdict allows.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gouji_sim.game.history import format1_actions, plays_made
from gouji_sim import Burn, Hand, Pass, Play, PlayAction, Rules, Situation, Yield
from gouji_sim.core.actions import Response
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.burn import judge_burn, plan_burn
from gouji_sim.game.decisions import Decline
from gouji_sim.core.errors import IllegalActionError
from gouji_sim.game.hand_case import HandCase
from gouji_sim.game.match import play_hand
from gouji_sim.game.state import ANSWER, OVER, PLAY, GameState
from gouji_sim.core.judge import judge, judge_final
from gouji_sim.core.moves import beating_plays, hand_plays
from gouji_sim.core.rules import PRESETS
from gouji_sim.core.table import SEATS

TENS = "10 10 10 10 10"
EVERY = 4                 # the property test judges candidates at every 4th position of a hand


def p(cards: str) -> Play:
    return Play.parse(cards)


# --- TURN-6 (v5): a dead play goes straight to its opposite ---

def test_turn_6_a_dead_play_goes_straight_to_its_opposite_past_a_headless_seat():
    """The round-5 audit's case: seat 2 finished, so 5 is headless; 4 leads 大王 and 1 closes.
    Version 4 gave seat 5 the turn and refused seat 1's close as "not its turn"."""
    s = Situation.build(finished=[2])
    lead = judge(s, PlayAction(4, p("大王")))
    assert lead.legal and lead.responders == (1,) and lead.next == 1
    assert "seat 1, must close it" in lead.message["en"]
    s = s.after(PlayAction(4, p("大王")))
    close = judge(s, Pass(1))
    assert close.legal and close.clauses[0] == "TURN-6" and close.next == 4
    beat = judge(s, PlayAction(5, p("大王")))      # no seat between acts, a headless one included
    assert not beat.legal and beat.reason == "dead-play" and beat.next == 1
    assert s.beat_fault(5) is not None and s.to_move() == 1 and s.skipped() == (5, 6)


def test_turn_6_a_headless_players_dead_play_ends_its_trick_at_once():
    s = Situation.build(finished=[1])
    v = judge(s, PlayAction(4, p("大王")))
    assert v.legal and v.responders == () and v.next == 4 and "TURN-6" in v.clauses
    assert "ends at once" in v.message["en"] and "马上结束" in v.message["zh"]
    after = s.after(PlayAction(4, p("大王")))
    assert after.is_closed() and not judge(after, Pass(5)).legal


def test_turn_6_a_dead_play_that_was_the_last_card_names_the_next_leader_by_wind():
    s = Situation.build(counts={1: 1}, trick=[PlayAction(6, p("9"))])
    v = judge(s, PlayAction(1, p("大王")))
    assert v.next == 4 and v.message["en"].endswith("must close it; then seat 2 leads.")
    assert s.after(PlayAction(1, p("大王"))).after(Pass(4)).to_move() == 2


# --- PLAY-6 (v5): a wrong follow counts as a pass for BURN-1 and TURN-6 ---

def test_play_6_an_early_wrong_follow_by_the_gouji_opposite_skips_no_seat():
    """Seat 5 finished, so seat 2 is headless and may beat 1's gouji play; the opposite, 4,
    follows wrongly before its turn. That counts as its close, but seat 2 still acts (v4: the
    trick closed and seat 1 led)."""
    s = Situation.build(finished=[5], trick=[PlayAction(1, p(TENS))])
    v = judge(s, PlayAction(4, p("9 9 9 9 9")))
    assert not v.legal and v.turn == "passes-on" and "PLAY-6" in v.clauses and v.next == 2
    after = s.after(Pass(4, wrong=True))
    assert after.to_move() == 2 and 4 in after.trick_state.barred
    closed = after.after(Pass(2))
    assert closed.is_closed() and closed.to_move() == 1        # no turn back to seat 4


def test_play_6_the_gouji_opposites_wrong_follow_ends_the_chance_to_burn():
    s = Situation.build(finished=[5], trick=[PlayAction(1, p(TENS))]).after(Pass(4, wrong=True))
    assert s.burn_fault(3) is not None and s.burn_fault(3).code == "burn-why-too-late"
    v = judge_burn(s, Burn(3, (p("J J J J J"),)))
    assert v.burn == "not-allowed" and "BURN-1" in v.clauses


# --- TURN-9 (v5): its bar holds under every switch ---

def test_turn_9_a_seat_that_passed_in_the_last_plays_trick_may_not_burn_even_under_burn_after_pass():
    trick = [PlayAction(2, p("9")), Pass(3), Pass(4), PlayAction(5, p("2"))]
    for after_pass in (False, True):
        s = Situation.build(Rules(burn_after_pass=after_pass), finished=[1, 2], trick=trick)
        v = judge_burn(s, Burn(3, (p("小王"), p("4"))))
        assert v.burn == "not-allowed" and v.clauses[:2] == ("TURN-9", "BURN-1"), after_pass
        assert "burn_after_pass" not in v.message["en"]
    # in other tricks the switch still lifts BURN-1's 过牌不烧
    s = Situation.build(Rules(burn_after_pass=True), trick=[PlayAction(1, p("9 9 9 9 9")), Pass(2),
                                                            PlayAction(3, p(TENS))])
    assert s.burn_fault(2) is None


# --- BURN-4 (v5): a reburn must be whole, or it is a wrong follow ---

REBURN_HANDS = {3: "J J J J J 小王 8 8 小王 9 9 9 5 5", 5: "大王 大王 Q Q A A A 4 4"}
REBURN_SETS = (p("J J J J J"), p("小王 8 8"), p("小王 9 9 9"), p("5 5"))


def test_burn_4_a_reburn_that_is_not_whole_is_a_wrong_follow_for_the_rest_of_the_trick():
    """Seat 5 may answer seat 3's burn only by burning back. 大王 A A beats set 2 but leaves a
    hand that cannot play out as a burn: refused as a wrong follow, so 5 may not answer set 3
    either, though 大王 A A A would have made a whole reburn (v4: released there)."""
    s = Situation.build(hands=REBURN_HANDS, trick=[PlayAction(1, p(TENS))])
    responses = (Response(2, 5, p("大王 A A")), Response(3, 5, p("大王 A A A")))
    v = judge_burn(s, Burn(3, REBURN_SETS, responses))
    assert v.legal and v.burn == "succeeded" and "BURN-4" in v.clauses
    assert "wrong follow" in v.message["en"] and "错牌不出" in v.message["zh"]
    whole = judge_burn(s, Burn(3, REBURN_SETS, responses[1:]))     # alone, set 3's answer is whole
    assert whole.burn == "released" and whole.burn_sets[2].answered_by == 5


def test_burn_4_the_burned_player_burns_back_under_every_burn_seats_value():
    for mode in ("all", "between", "opponents"):
        s = Situation.build(Rules(burn_seats=mode), trick=[PlayAction(1, p(TENS))])
        v = judge_burn(s, Burn(2, (p("J J J J J"), p("小王 8 8"), p("9 9 9")),
                               (Response(2, 1, p("大王 Q Q")),)))
        assert v.burn == "released" and 1 in v.burn_sets[1].burn_back, mode


def test_burn_4_in_the_game_a_reburn_that_is_not_whole_is_taken_as_a_wrong_follow():
    hands = {1: Hand.parse(TENS + " 3"), 2: Hand.parse("6 6"), 3: Hand.parse(REBURN_HANDS[3]),
             4: Hand.parse("7 7"), 5: Hand.parse(REBURN_HANDS[5]), 6: Hand.parse("K 4")}
    state = GameState.new(Rules(revolution=False), hands, leader=1, asked=frozenset({5}))
    state.apply(PlayAction(1, p(TENS)))
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Burn)))
    while state.is_answer_window() and state.burn is not None and state.burn_k < 2:
        state.apply(Decline(state.pending[0]))
    assert state.is_answer_window() and state.pending == (5,) and state.burn.sets[1].size == 3
    answer = PlayAction(5, p("大王 A A"))
    v = state.judge(answer)
    assert not v.legal and v.turn == "passes-on" and "PLAY-6" in v.clauses
    with pytest.raises(IllegalActionError):
        state.clone().apply(answer)                     # refused unless the table holds it to PLAY-6
    state.apply(answer, wrong_follow=True)
    assert 5 in state.sit.trick_state.barred and state.hand(5) == hands[5]   # the cards went back
    assert state.in_ordinary_turns() and state.sit.finished == (3,)               # the burn went on and succeeded


# --- BURN-5 (v5): the burned player has not passed ---

def test_burn_5_the_burned_player_may_still_burn_a_dead_gouji_play_in_that_trick():
    trick = [PlayAction(1, p(TENS)), PlayAction(3, p("J J J J J"), burn=True),
             PlayAction(3, p("小王 8 8"), burn=True), PlayAction(3, p("9 9 9"), burn=True),
             Pass(4), Pass(5), PlayAction(6, p("Q Q Q"))]
    s = Situation.build(finished=[3], hands={1: "A A A 小王 5 5 6 6"}, trick=trick)
    assert s.trick_state.dead_gouji and 1 in s.burners()
    v = judge_burn(s, Burn(1, (p("A A A"), p("小王 5 5"), p("6 6"))))
    assert v.legal and v.burn == "succeeded"


def test_burn_5_the_burned_player_may_still_beat_the_burners_last_set():
    trick = [PlayAction(1, p(TENS)), PlayAction(3, p("J J J J J"), burn=True),
             PlayAction(3, p("小王 8 8"), burn=True), PlayAction(3, p("9 9 9"), burn=True),
             Pass(4), Pass(5), Pass(6)]
    s = Situation.build(finished=[3], trick=trick)
    assert s.to_move() == 1 and 1 in s.responders()
    assert judge(s, PlayAction(1, p("K K K"))).legal


# --- the end of a hand, and tribute (issue 43 item 3) ---

def test_the_end_of_a_hand_under_suffocation_never_says_who_closes_or_leads_next():
    case = HandCase.from_dict({
        "moment": "hand", "rules": {"switches": {"revolution": False, "suffocation": True}},
        "deal": {"1": "3 9", "2": "大王", "3": "5 6", "4": "6 7", "5": "7 8", "6": "8 9"},
        "first": 1, "before": [{"seat": 1, "play": "3"}], "action": {"seat": 2, "play": "大王"},
        "expect": {"legal": True}})
    v = case.judge()
    assert v.next is None and v.responders == () and v.outcome["places"] == [2, 1, 3, 4, 5, 6]
    assert ahead(v.message["en"]) == {} and "扣牌" not in v.message["zh"] and "首出" not in v.message["zh"]
    assert "dead" in v.message["en"]


def test_a_dropped_burn_debt_says_the_table_plays_no_burn_tribute_in_players_words():
    case = HandCase.from_dict({
        "moment": "tribute", "rules": {"switches": {"tribute": True}}, "places": [1, 2, 3, 4, 5, 6],
        "deal": {"1": "3 9", "2": "4 5", "3": "5 6", "4": "6 7", "5": "7 8", "6": "8 大王"},
        "burn_debts": [[6, 2]], "expect": {"legal": True}})
    v = case.judge()
    assert all(m["kind"] != "burn" for m in v.outcome["tribute"]) and "TRIB-5" in v.clauses
    assert "no burn tribute" in v.message["en"] and "不进烧牌贡" in v.message["zh"]
    assert "burn_tribute" not in v.message["en"]


# --- the property: every message agrees with responders and next (issue 43 item 5) ---

_TURN = [r"It is seat (\d+)'s turn", r"the yielder's turn again, seat (\d+)"]
_CLOSE = [r"seat (\d+), must close it", r"seat (\d+) must close it"]
_ACT = [r"only its opposite, seat (\d+), may beat it", r"only the burner's opposite, seat (\d+), may even so"]
_LEAD = [r"seat (\d+) leads(?: again| the next one| next)?[.;,]", r"seat (\d+) downstream takes over the lead",
         r"Seat (\d+) makes this hand's first lead", r"Seat (\d+) leads this trick"]


def ahead(message: str) -> dict[str, set[int]]:
    """The seats an English message names as acting next (``turn``: whose turn it is;
    ``close``: who must close the play on top, TURN-6; ``act``: who may beat it; ``lead``: who
    leads once the trick closes), by kind.

    >>> ahead("Seat 1 leads Big Joker, a dead play: ... seat 4, must close it; then seat 1 leads.")
    {'close': {4}, 'lead': {1}}
    """
    found: dict[str, set[int]] = {}
    for kind, patterns in (("turn", _TURN), ("close", _CLOSE), ("act", _ACT), ("lead", _LEAD)):
        seats = {int(m) for pat in patterns for m in re.findall(pat, message, flags=re.IGNORECASE)}
        if seats:
            found[kind] = seats
    return found


def agrees(s: Situation, action: Any, v: Any) -> list[str]:
    """What in ``v``'s message names a seat that its ``responders`` and ``next`` do not allow:
    for a legal action those of the verdict, for a refused one those of the unchanged table
    (its responders, and who acts next); the next leader is ``next`` or, while the trick is
    open, the one who leads once it closes."""
    en = v.message["en"]
    bad = []
    if re.search("[小大]王", en):
        bad.append(f"a joker named in Chinese in English: {en}")
    if v.legal and not isinstance(action, Burn):
        after = s.after(action)
        allowed, leads = set(v.responders) | {v.next}, {v.next, after.leader()}
    elif v.legal:
        allowed, leads = set(v.responders) | {v.next}, {v.next}
    else:
        allowed, leads = set(s.responders()) | {v.next}, {v.next, s.leader()}
    named = ahead(en)
    for kind in ("turn", "close"):           # whose turn it is; a dead play's closer acts next (TURN-6)
        if named.get(kind, set()) - {v.next}:
            bad.append(f"names {named[kind]} to act ({kind}), next is {v.next}: {en}")
    if named.get("act", set()) - allowed:
        bad.append(f"names {named['act']} to act, allowed {allowed}: {en}")
    if named.get("lead", set()) - leads:
        bad.append(f"names {named['lead']} to lead, leaders {leads}: {en}")
    return bad


def _candidates(state: GameState, rng: random.Random) -> list[Any]:
    """Passes, yields, plays (leads, beats, wrong follows) and burns of every seat."""
    sit, rules = state.sit, state.rules
    top = sit.trick_state.top
    out: list[Any] = []
    for seat in SEATS:
        out += [Pass(seat), Yield(seat)]
        hand = sit.hand(seat)
        if not hand:
            continue
        plays = list(hand_plays(hand, rules))
        out += [PlayAction(seat, x) for x in rng.sample(plays, min(2, len(plays)))]
        if top is not None:
            out += [PlayAction(seat, x) for x in list(beating_plays(hand, top, rules))[:2]]
            plan = plan_burn(hand, top, rules)
            if plan.possible:
                out.append(Burn(seat, plan.sets))
    return out


def _sweep(rules: Rules, seed: int, bots: list[str]) -> tuple[int, list[str]]:
    rng = random.Random(seed)
    checked, bad = [0], []

    def runner(state: GameState, players: Any, bot_rng: random.Random) -> None:
        step = 0
        while not state.is_over():
            step += 1
            if state.in_ordinary_turns() and step % EVERY == 0:
                sit = state.sit
                for action in _candidates(state, rng):
                    v = judge(sit, action, leader=state.leader)
                    bad.extend(agrees(sit, action, v))
                    checked[0] += 1
                    if isinstance(action, PlayAction) and v.legal:
                        final = judge_final(sit, action, leader=state.leader)
                        if re.search("[小大]王", final.message["en"]) or ahead(final.message["en"]):
                            bad.append(f"a final sentence looks ahead: {final.message['en']}")
            seat = state.current_player()
            assert seat is not None
            state.push(players[seat - 1].act(state, bot_rng))

    play_hand(rules, make_bots(bots), seed, record=False, runner=runner)
    return checked[0], bad


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(list(PRESETS)), seed=st.integers(0, 10**6),
       bots=st.sampled_from([["random"], ["heuristic"], ["random", "heuristic"]]))
def test_every_verdicts_message_names_only_seats_its_responders_and_next_allow(preset, seed, bots):
    checked, bad = _sweep(Rules.preset(preset), seed, bots)
    assert checked > 100 and bad == [], bad[:5]


@pytest.mark.parametrize("seed", [3, 11])
def test_messages_agree_in_hands_with_headless_seats_and_suffocation(seed):
    checked, bad = _sweep(Rules(suffocation=True, burn_after_pass=True), seed, ["heuristic", "random"])
    assert checked > 100 and bad == [], bad[:5]


def test_the_property_catches_a_message_that_names_a_seat_the_turn_skips():
    """The checker itself: the version-4 verdict of the audit's lead named seat 1 to close
    while its ``next`` was seat 5 (``responders`` 5 and 1); version 5's names seat 1, its next."""
    class V4:
        legal, responders, next = True, (5, 1), 5
        message = {"en": "Seat 4 leads Big Joker, a dead play: nothing can beat it and nobody can burn it, "
                         "so its opposite, seat 1, must close it, and seat 4 leads again.", "zh": ""}
    s, lead = Situation.build(finished=[2]), PlayAction(4, p("大王"))
    assert agrees(s, lead, V4()) != []
    assert agrees(s, lead, judge(s, lead)) == []


def test_the_practice_tables_narration_of_a_hand_ended_by_suffocation_looks_no_further():
    from gouji_sim.practice.events import narrate
    from gouji_sim.view.narration import event_words
    hands = {1: "3 9", 2: "大王", 3: "5 6", 4: "6 7", 5: "7 8", 6: "8 9"}
    state = GameState.new(Rules(revolution=False, suffocation=True),
                          {s: Hand.parse(h) for s, h in hands.items()}, leader=1)
    state.apply(PlayAction(1, p("3")))
    before, action = state.clone(), PlayAction(2, p("大王"))
    verdict = state.apply(action)
    assert state.is_over() and "must close it" in verdict.message["en"]    # the judge alone looks on
    events = narrate(before, action, verdict, state, 0)
    said = [event_words(e)[0]["en"] for e in events]
    assert said and all(ahead(line) == {} for line in said), said
    assert "gouji" not in [e.kind for e in events]


def test_burn_4_in_the_game_a_burn_back_plays_out_the_whole_hand():
    """Seat 5 burns back seat 3's burn with 大王 Q Q: its answer is the first set of a whole burn,
    and the rest of its hand follows as burning sets (v4: it released the burn and kept its cards)."""
    hands = {1: Hand.parse(TENS + " 3"), 2: Hand.parse("6 6"), 3: Hand.parse(REBURN_HANDS[3]),
             4: Hand.parse("7 7"), 5: Hand.parse("大王 大王 Q Q A A A 4 4"), 6: Hand.parse("K 4")}
    state = GameState.new(Rules(revolution=False), hands, leader=1, asked=frozenset({5}))
    state.apply(PlayAction(1, p(TENS)))
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Burn)))
    while state.is_answer_window() and state.burn is not None and state.burn_k < 2:
        state.apply(Decline(state.pending[0]))
    v = state.apply(PlayAction(5, p("大王 Q Q")))
    assert v.legal and v.burn == "released"
    assert state.sit.finished == (5,) and not state.hand(5)            # the reburn played out
    assert state.burn is None and state.in_ordinary_turns() and state.current_player() is not None
    plays = [e for e in plays_made(state.history or ()) if e.seat == 5]       # the answer once, as set 1
    assert [str(e.play) for e in plays] == ["Q Q 大王", "A A A 大王", "4 4"] and all(e.burn for e in plays)
    assert format1_actions(state.history or ())[-3]["plan"] == ["Q Q 大王", "A A A 大王", "4 4"]
    assert state.counters[-4:][0] == 2      # burns tried: seat 3's and seat 5's
