"""TURN-8 v5, ``wind = by_consent``: asking to take over the lead (申请接风) and each answer are
moves of the game — in the state's phase table, the records, the bots — each with its text form."""

from __future__ import annotations

import json
import random

import pytest

from gouji_sim.game.history import format1_actions, this_deal
from gouji_sim.core.actions import Pass, PlayAction
from gouji_sim.bots.roster import make_bots
from gouji_sim.core.cards import Hand
from gouji_sim.game.codec import decode, encode
from gouji_sim.game.decisions import AskWind, Consent, action_from_text
from gouji_sim.core.errors import IllegalActionError
from gouji_sim.game.common import GOUJI_LIVED
from gouji_sim.game.match import play_hand
from gouji_sim.game.record import dumps, loads, replay
from gouji_sim.game.state import (DECIDED, GRANT_WIND, OPEN_WIND, PLAY, STAY, WIND, WIND_ASKED, WIND_REFUSED,
                                  GameState, transition)
from gouji_sim.bots.heuristic import HeuristicBot
from gouji_sim.core.play import Play
from gouji_sim.core.rules import Rules

CONSENT = Rules(wind="by_consent", revolution=False)


def after_last_play(rules: Rules = CONSENT, last: str = "9 9") -> GameState:
    """Seat 1 leads its whole hand (``last``) and plays out; seat 2 is to act on it."""
    hands = {1: Hand.parse(last), **{s: Hand.parse("3 4 5 6 7 8 J J Q") for s in range(2, 7)}}
    state = GameState.new(rules, hands, leader=1)
    state.apply(PlayAction(1, Play.parse(last)))
    return state


def test_the_transitions_of_the_wind_phase():
    assert transition(PLAY, WIND_ASKED) == OPEN_WIND
    assert transition(WIND, DECIDED, pending=True) == STAY
    assert transition(WIND, DECIDED) == GRANT_WIND
    assert transition(WIND, WIND_REFUSED, pending=True) == PLAY


def test_the_player_to_act_on_a_standing_last_play_may_ask_and_all_yes_lets_it_lead():
    state = after_last_play()
    assert state.current_player() == 2 and AskWind(2) in state.legal_actions()
    v = state.apply(AskWind(2))
    assert v.legal and v.clauses == ("TURN-8",) and v.next == 3
    assert "seat 1's last play stands" in v.message["en"] and "座位 3、4、5、6" in v.message["zh"]
    assert state.awaits_wind_answers() and state.pending == (3, 4, 5, 6)
    assert state.legal_actions() == [Consent(3, True), Consent(3, False)]
    for seat in (3, 4, 5):
        assert state.apply(Consent(seat, True)).next == seat + 1
    v = state.apply(Consent(6, True))
    assert v.legal and v.next == 2 and "leads afresh" in v.message["en"]
    assert state.in_ordinary_turns() and state.current_player() == 2
    assert state.sit.trick == () and state.sit.trick_state.top is None       # a new trick
    assert state.apply(PlayAction(2, Play.parse("3"))).legal                # seat 2 leads it
    assert [a.text() for a in state.history or ()] == [
        "1:99", "2:wind", "3:agree", "4:agree", "5:agree", "6:agree", "2:3"]


def test_one_no_and_the_trick_goes_on_and_the_asker_plays_or_passes_without_asking_again():
    state = after_last_play()
    state.apply(AskWind(2))
    state.apply(Consent(3, True))
    v = state.apply(Consent(4, False))
    assert v.legal and v.next == 2 and "trick goes on" in v.message["en"]
    assert state.in_ordinary_turns() and state.current_player() == 2
    assert state.sit.trick_state.top == Play.parse("9 9")                  # the trick stood still
    assert AskWind(2) not in state.legal_actions()
    with pytest.raises(IllegalActionError) as refused:
        state.apply(AskWind(2))
    assert refused.value.verdict.reason == "asked-already"
    state.apply(Pass(2))
    assert state.current_player() == 3 and AskWind(3) in state.legal_actions()   # the next may ask


def test_nobody_asks_under_automatic_and_only_the_player_to_act_may_ask():
    state = after_last_play(Rules(revolution=False))
    assert AskWind(2) not in state.legal_actions()
    assert state.judge(AskWind(2)).reason == "wind-off"
    assert "simply takes over" in state.judge(AskWind(2)).message["en"]
    state = after_last_play()
    assert state.judge(AskWind(4)).reason == "not-your-turn"
    state.apply(PlayAction(2, Play.parse("J J")))            # beaten: no longer a last play on top
    assert state.judge(AskWind(3)).reason == "no-last-play"


def test_only_the_seat_asked_answers_and_only_yes_or_no():
    state = after_last_play()
    state.apply(AskWind(2))
    assert state.judge(Consent(4, True)).reason == "not-your-decision"
    assert state.judge(Pass(3)).reason == "answer-wind"
    with pytest.raises(IllegalActionError):
        state.apply(PlayAction(3, Play.parse("J J")))


def test_a_standing_gouji_play_lives_when_all_agree():
    """GOUJI-5: the trick ended with the last play on top, unbeaten."""
    hands = {1: Hand.parse("10 10 10 10 10"), **{s: Hand.parse("3 4 5 6 7 8") for s in range(2, 7)}}
    state = GameState.new(CONSENT, hands, leader=1)
    state.apply(PlayAction(1, Play.parse("10 10 10 10 10")))
    asker = state.current_player()
    assert asker == 4 and state.in_ordinary_turns()                # only its opposite may answer (GOUJI-2)
    state.apply(AskWind(4))
    while state.awaits_wind_answers():
        state.apply(Consent(state.pending[0], True))
    assert state.counters[GOUJI_LIVED] == 1 and state.current_player() == 4


def test_the_heuristic_bot_agrees_with_a_teammate_and_refuses_an_opponent():
    bot = HeuristicBot()
    state = after_last_play()
    state.apply(AskWind(2))
    assert bot.decide(state) == (Consent(3, False), "wind-refuse")
    state = after_last_play()
    state.apply(Pass(2))
    state.apply(AskWind(3))
    assert bot.decide(state) == (Consent(4, False), "wind-refuse")
    state.apply(Consent(4, False))
    state = after_last_play()
    state.apply(AskWind(2))
    state.apply(Consent(3, False))
    state.apply(Pass(2))
    state.apply(Pass(3))
    state.apply(AskWind(4))
    assert bot.decide(state)[1] == "wind-refuse"             # seat 5 is seat 4's opponent
    state.apply(Consent(5, False))


def test_the_heuristic_bot_asks_when_every_answer_is_a_teammates():
    """Seats 2, 4, 6 are one team; seats 1, 3, 5 have played out but for seat 1's last play."""
    hands = {1: Hand.parse("9 9"), 2: Hand.parse("3 4 J"), 3: Hand(), 4: Hand.parse("5 6"), 5: Hand(), 6: Hand.parse("7 8")}
    state = GameState.new(CONSENT, hands, leader=1)
    state.apply(PlayAction(1, Play.parse("9 9")))
    assert HeuristicBot().decide(state) == (AskWind(2), "wind-ask")
    state.apply(AskWind(2))
    assert HeuristicBot().decide(state) == (Consent(4, True), "wind-agree")


@pytest.mark.parametrize("bot", ["random", "heuristic", "strong"])
def test_bots_play_hands_with_asks_and_answers_that_replay_from_their_records(bot):
    rules = Rules(wind="by_consent")
    asked = answered = 0
    for seed in range(6 if bot == "strong" else 12):
        rec = play_hand(rules, make_bots([bot] if bot != "heuristic" else [bot, "random"]), seed).record
        assert rec is not None
        history = rec["history"]
        asked += sum(1 for h in history if h.get("wind") is True)
        answered += sum(1 for h in history if "consent" in h)
        for h in history:
            if "seat" in h:                  # each move has its text form, which names the same move
                assert action_from_text(decode(h).text()) == decode(h)
        report = replay(loads(dumps(rec)))
        assert report.ok
        older = format1_actions(this_deal(report.state.history))     # the first format's actions keep them too
        assert all(a in older for a in history if "wind" in a or "consent" in a)
    assert asked > 0 and answered > 0


def test_the_json_forms_of_the_request_and_the_answers():
    assert encode(AskWind(3)) == {"seat": 3, "wind": True}
    assert encode(Consent(4, False)) == {"seat": 4, "consent": False}
    assert decode({"seat": 4, "consent": True}) == Consent(4, True)
    assert json.loads(json.dumps(encode(Consent(4, True)))) == {"seat": 4, "consent": True}


def test_after_everyone_agreed_another_seat_leading_is_told_of_the_takeover_not_of_the_first_lead():
    state = after_last_play()
    state.apply(AskWind(2))
    for seat in (3, 4, 5, 6):
        state.apply(Consent(seat, True))
    v = state.judge(PlayAction(3, Play.parse("3")))
    assert (v.legal, v.reason, v.clauses, v.next) == (False, "not-your-turn", ("TURN-8",), 2)
    assert v.message["en"] == "Everyone agreed that seat 2 takes over the lead: seat 2 leads this trick."
    start = GameState.new(CONSENT, {s: Hand.parse("3 4 2") for s in range(1, 7)}, leader=1)
    assert start.judge(PlayAction(3, Play.parse("3"))).clauses == ("START-2",)    # the hand's first lead
