"""Rules v2 in the game: TRIB-4 开点 and bets (LOCAL-4), SCORE-3, LOCAL-1 冲三's
purchase of 3s, LOCAL-2 窒息 — the game's side; the judge's side is tested elsewhere."""

from __future__ import annotations

import json
import random

import pytest

from gouji_sim.game.record import FORMAT_2, facts
from gouji_sim import Hand, IllegalActionError, Pass, Play, PlayAction, Rules
from gouji_sim.bots.roster import HeuristicBot, keeps_threes, make_bots
from gouji_sim.core.cards import Rank
from gouji_sim.game import Decline, GameState, Meld, Revolution
from gouji_sim.game.decisions import Bet, Buy
from gouji_sim.game.chong_san import purchase
from gouji_sim.game.match import play_hand
from gouji_sim.game.points import due, opens, settle
from gouji_sim.game.record import RecordError, dumps, parse, replay
from gouji_sim.game.scoring import score
from gouji_sim.game.state import BET, BLIND, BUY, MELD, OVER, PLAY, START
from gouji_sim.simulation.run import simulate
from gouji_sim.simulation.summary import summary_lines
from gouji_sim.core.table import SEATS, opposite

P = Play.parse
LOW = "3 3 4 4"             # cannot beat a 5 as a single, cannot burn


def new(hands: dict[int, str], leader: int = 1, rules: Rules | None = None, **kw) -> GameState:
    return GameState.new(rules or Rules(), {s: Hand.parse(h) for s, h in hands.items()}, leader, **kw)


def table(**seats: str) -> dict[int, str]:
    """Six hands: the given seats (``s2="…"``), a low hand with a two for the rest."""
    return {s: seats.get(f"s{s}", LOW + " 2") for s in SEATS}


def close_trick(state: GameState) -> None:
    """Everyone asked passes until the trick is closed."""
    while state.in_ordinary_turns() and not state.sit.is_closed():
        state.apply(Pass(state.current_player()))


def decline_all(state: GameState) -> None:
    while (state.awaits_blind_bets() or state.awaits_open_bets()):
        state.apply(Decline(state.current_player()))


# --- SCORE-3 ---

def test_score_3_positive_only_is_on_in_outline_and_off_in_laotou():
    assert Rules().positive_only is True and Rules.preset("laotou").positive_only is False
    sweep = (1, 3, 5, 2, 4, 6)
    assert score(sweep, Rules()).teams == {"1-3-5": 12, "2-4-6": 0}
    assert score(sweep, Rules.preset("laotou")).teams == {"1-3-5": 12, "2-4-6": -12}
    assert score(sweep, Rules()).seats == score(sweep, Rules.preset("laotou")).seats


def test_score_3_records_keep_per_seat_points_either_way():
    for preset in ("outline", "laotou"):
        h = play_hand(Rules.preset(preset), make_bots(["heuristic", "random"]), 3, preset=preset)
        rec = {**h.record, **facts(h.record)}         # the result, as replaying the record gives it
        # SCORE-2 (v5): a sweep doubles every seat's points too
        want = sorted(h.score.factor * p for p in (-4, -2, 0, 0, 2, 4))
        assert rec is not None and sorted(rec["scores"].values()) == want
        teams = list(rec["team_scores"].values())
        assert (min(teams) >= 0) if preset == "outline" else (sum(teams) == 0)


# --- TRIB-4: 开点 ---

def first_place_without_a_living_play(rules: Rules) -> GameState:
    """Seat 1 plays out with 5 then 2 (its last play has not lived): the first place moment."""
    state = new(table(s1="5 2"), rules=rules)
    decline_all(state)
    state.apply(PlayAction(1, P("5")))
    close_trick(state)
    state.apply(PlayAction(1, P("2")))
    return state


def test_trib_4_first_place_and_its_opposite_are_judged_when_first_place_finishes():
    state = first_place_without_a_living_play(Rules(points=True))
    assert state.sit.finished == (1,)
    assert state.judged == ((1, False), (4, False))
    assert state.point_debts == ((1, 4), (4, 1))            # 互进点贡: each gives the other one


def test_trib_4_a_living_gouji_play_opens_first_place():
    state = new(table(s1="K K 2"), rules=Rules(points=True))
    decline_all(state)
    state.apply(PlayAction(1, P("K K")))
    close_trick(state)
    assert state.lives[0] == 1
    state.apply(PlayAction(1, P("2")))
    assert state.judged == ((1, True), (4, False)) and state.point_debts == ((4, 1),)


@pytest.mark.parametrize("switch,opened", [(False, False), (True, True)])
def test_trib_4_a_living_big_joker_play_opens_only_with_points_big_joker(switch, opened):
    state = new(table(s1="大王 2"), rules=Rules(points=True, points_big_joker=switch))
    decline_all(state)
    state.apply(PlayAction(1, P("大王")))
    close_trick(state)
    assert state.counters[6] == 1                          # it lived (GOUJI-5) either way
    state.apply(PlayAction(1, P("2")))
    assert state.judged[0] == (1, opened)


def test_trib_4_second_place_and_everyone_else_are_judged_when_second_place_finishes():
    assert due((2,), ()) == (2, 5)
    assert due((2, 6), ((2, True), (5, False))) == (1, 3, 4, 6)       # second place included
    assert due((2, 6, 1), tuple((s, True) for s in SEATS)) == ()
    for seed in range(12):
        h = play_hand(Rules(points=True, tribute=True), make_bots(["random"]), seed)
        rec = h.record
        assert rec is not None
        st = replay(json.loads(dumps(rec))).state
        assert st is not None and sorted(s for s, _ in st.judged) == list(SEATS)
        first = h.places[0]
        if h.revolutionary is None:
            assert [s for s, _ in st.judged[:2]] == [first, opposite(first)]
        assert st.point_debts == settle(st.judged, st.bets, st.rules)
        assert [list(d) for d in h.point_debts] == facts(rec)["debts"]["points"]


def test_trib_4_revolutionary_does_not_open_and_its_opposite_needs_three_lives():
    lives = (0, 5, 0, 0, 2, 0)
    assert opens(2, lives, revolutionary=2) is False
    assert opens(5, lives, revolutionary=2) is False
    assert opens(5, (0, 0, 0, 0, 3, 0), revolutionary=2) is True
    assert opens(5, (0, 0, 0, 0, 1, 0), revolutionary=None) is True
    state = new(table(s2="4 5 6 7"), rules=Rules(points=True))
    decline_all(state)
    assert state.awaits_redeal_or_revolution()
    state.apply(Revolution(2))
    assert state.revolutionary == 2
    play_out_randomly(state)
    assert (2, False) in state.judged


def play_out_randomly(state: GameState, seed: int = 1) -> None:
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))


# --- LOCAL-4: bets ---

def test_local_4_blind_bets_come_first_in_seat_order_only_with_points():
    assert new(table()).in_ordinary_turns()
    state = new(table(), leader=3, rules=Rules(points=True))
    assert state.awaits_blind_bets() and state.pending == tuple(SEATS)
    assert state.legal_actions() == [Decline(1), Bet(1, "blind")]
    state.apply(Bet(1, "blind"))
    for s in range(2, 7):
        state.apply(Decline(s))
    assert state.awaits_open_bets() and state.pending == (3, 4, 5, 6, 2)  # from the leader; 1 has bet
    assert state.legal_actions() == [Decline(3), Bet(3, "open")]
    v = state.judge(Bet(3, "blind"))
    assert not v.legal and v.reason == "bet-or-decline" and "明点" in v.message["zh"] and "open bet" in v.message["en"]
    with pytest.raises(IllegalActionError):
        state.apply(Bet(5, "open"))                               # not 5's turn
    state.apply(Bet(3, "open"))
    decline_all(state)
    assert state.in_ordinary_turns() and state.bets == (Bet(1, "blind"), Bet(3, "open"))


def test_local_4_no_open_bet_against_a_revolutionary():
    state = new(table(s2="4 5 6 7"), rules=Rules(points=True))
    decline_all(state)
    state.apply(Revolution(2))
    assert state.awaits_open_bets() and 5 not in state.pending and 2 not in state.pending


def test_local_4_a_bet_that_wins_takes_its_stake_in_point_tribute():
    state = new(table(s1="5 2"), rules=Rules(points=True))
    state.apply(Bet(1, "blind"))                                   # 1 bets 4 cards that 4 will not open
    decline_all(state)
    state.apply(PlayAction(1, P("5")))
    close_trick(state)
    state.apply(PlayAction(1, P("2")))
    assert state.point_debts == ((1, 4),) + ((4, 1),) * 4
    assert state.bet_results() == ((1, "blind", True),)


@pytest.mark.parametrize("double,cards", [(False, 2), (True, 4)])
def test_local_4_a_bet_that_loses_reverses_and_points_double_doubles_it(double, cards):
    state = new(table(s1="K K 2"), rules=Rules(points=True, points_double=double))
    for s in SEATS:
        state.apply(Decline(s))
    for s in state.pending:
        state.apply(Bet(4, "open") if s == 4 else Decline(s))       # 4 bets that 1 will not open
    state.apply(PlayAction(1, P("K K")))
    close_trick(state)
    state.apply(PlayAction(1, P("2")))
    assert state.point_debts == ((4, 1),) + ((4, 1),) * cards      # 4 did not open; 翻车
    assert state.bet_results() == ((4, "open", False),)


def test_local_4_bets_are_recorded_and_replayed():
    h = play_hand(Rules(points=True, tribute=True), make_bots(["random"]), 2)
    rec = json.loads(dumps({**h.record, **facts(h.record), "format": FORMAT_2}))     # with format 2's actions
    bets = [a for a in rec["actions"] if "bet" in a]
    assert bets and len(bets) == len(h.bets)
    assert replay(rec).ok
    first = rec["actions"].index(bets[0])
    rec["actions"][first]["bet"] = "double"
    with pytest.raises(RecordError) as err:
        parse(rec)
    assert err.value.field == f"actions[{first}].bet" and "bet" in err.value.en
    rec["actions"].pop(first)
    report = replay(rec)
    assert not report.ok


def test_local_4_the_heuristic_bot_bets_by_its_rule():
    strong = "3 4 5 2 2 2 2 2 小王 大王 大王"                       # 8 twos and jokers, 2 big jokers
    weak = "3 4 5 2 2 2 2 2 2 2 大王"                             # 8, but one big joker
    state = new(table(s1=strong, s2=weak), rules=Rules(points=True))
    bot, rng = HeuristicBot(), random.Random(0)
    for _ in SEATS:                                               # never 预点
        assert bot.act(state, rng) == Decline(state.current_player())
        state.push(bot.act(state, rng))
    assert state.awaits_open_bets()
    assert bot.act(state, rng) == Bet(1, "open")
    state.push(Bet(1, "open"))
    assert bot.act(state, rng) == Decline(2)


def test_local_4_simulate_reports_bets_made_and_won():
    s = simulate(6, seed=3, rules=Rules(points=True, tribute=True), bots=["random"])
    made = s["bets"]["made"]
    assert made == s["bets"]["open"]["made"] + s["bets"]["blind"]["made"] > 0
    assert 0 <= s["bets"]["won"] <= made
    line = next(x for x in summary_lines(s) if x.startswith("bets 打点"))
    assert f"{made} made 出" in line and "open made/won 明点 出/赢" in line and "预点" in line
    assert simulate(2, seed=3, bots=["random"])["bets"]["made"] == 0


def test_local_4_gouji_simulate_json_and_text_report_bets(capsys):
    from gouji_sim.cli import main
    args = ["simulate", "--games", "4", "--seed", "2", "--switch", "points=true", "--bots", "heuristic,random"]
    assert main([*args, "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert set(s["bets"]) == {"made", "won", "open", "blind"} and s["bets"]["made"] > 0
    assert main(args) == 0
    assert f"bets 打点: {s['bets']['made']} made 出, {s['bets']['won']} won 赢" in capsys.readouterr().out


# --- LOCAL-1: 冲三's purchase of 3s ---

CS = Rules(chong_san=True)


def test_local_1_a_player_dealt_no_3_buys_one_from_its_opposite_with_a_two():
    state = new(table(s1="4 5 K 2", s4="3 3 6 小王"), rules=CS)
    assert state.awaits_three_purchases() and state.pending == (1,)
    assert state.legal_actions() == [Buy(1, 4, Rank.TWO)]
    v = state.judge(Decline(1))
    assert not v.legal and v.reason == "must-buy" and v.clauses == ("LOCAL-1",)
    assert "座位 4" in v.message["zh"] and "seat 4" in v.message["en"]
    assert not state.judge(Buy(1, 2, Rank.TWO)).legal
    v = state.apply(Buy(1, 4, Rank.TWO))
    assert v.legal and "buys a 3 from seat 4" in v.message["en"]
    assert str(state.hand(1)) == "3 4 5 K" and str(state.hand(4)) == "3 6 2 小王"
    assert state.in_ordinary_turns()


def test_local_1_an_opposite_with_one_3_does_not_sell_the_teammates_do_in_turn_order():
    hands = {1: Hand.parse("4 小王 大王"), 4: Hand.parse("3 6"), 2: Hand.parse("3 9"), 6: Hand.parse("3 3")}
    assert purchase(1, hands, frozenset()) == Buy(1, 6, Rank.SMALL_JOKER)      # no two: a small joker
    hands[2] = Hand.parse("3 3 3")
    assert purchase(1, hands, frozenset()) == Buy(1, 6, Rank.SMALL_JOKER)      # v4: on from 4, 6 before 2
    hands[6] = Hand.parse("3")
    assert purchase(1, hands, frozenset()) == Buy(1, 2, Rank.SMALL_JOKER)      # 6 keeps its last 3
    hands[6] = Hand.parse("3 3")
    assert purchase(1, hands, frozenset({6})) == Buy(1, 2, Rank.SMALL_JOKER)   # out: does not sell
    assert purchase(1, {**hands, 1: Hand.parse("4 大王")}, frozenset()).pay == Rank.BIG_JOKER


def test_local_1_a_player_with_no_3_and_nothing_to_pay_may_revolt_whatever_the_switch():
    rules = Rules(chong_san=True, revolution=False)
    state = new(table(s2="4 5 6 7"), rules=rules)
    assert state.awaits_redeal_or_revolution() and state.pending == (2,) and Revolution(2) in state.legal_actions()
    assert state.apply(Revolution(2)).legal and state.revolutionary == 2
    assert new(table(s2="4 5 6 7"), rules=Rules(revolution=False)).in_ordinary_turns()
    assert new(table(s2="3 5 6 7"), rules=rules).in_ordinary_turns()                 # it holds a 3


def test_local_1_no_3_to_be_had_abandons_the_deal():
    hands = {s: "3 4 4 2" for s in SEATS}
    hands[1] = "4 5 2"
    state = new(hands, rules=CS)                                   # nobody holds two 3s
    assert state.is_over() and state.redeal == 0
    state = new({**hands, 1: "4 5 6"}, rules=CS)                   # nothing to pay: decline the revolt
    state.apply(Decline(1))
    assert state.is_over() and state.redeal == 0


def test_local_1_chong_san_plays_no_meld():
    """LOCAL-1 (v5): 冲三 switches the meld off (000 "不烩牌"); a meld is refused naming START-3
    and LOCAL-1, and why, in both languages."""
    state = new(table(), rules=Rules(chong_san=True, meld_low=True))
    assert not state.awaits_meld()
    v = state.judge(Meld(1, (4,)))
    assert not v.legal and v.reason == "cannot-meld" and v.clauses == ("START-3", "LOCAL-1")
    assert "冲三" in v.message["zh"] and "no meld" in v.message["en"]
    assert len(new(table(), rules=Rules(meld_low=True)).legal_actions()) == 4


def test_local_1_purchases_are_recorded_and_replayed():
    h = play_hand(CS, make_bots(["heuristic"]), 36, preset="outline")
    rec = json.loads(dumps(h.record))
    buys = [a for a in facts(rec)["actions"] if "buy" in a]
    # LOCAL-1 (v5): seat 1 leads the first hand under 冲三, so the buyers go in turn order from it
    assert buys == [{"seat": 1, "buy": "3", "from": 4, "pay": "2"}, {"seat": 6, "buy": "3", "from": 5, "pay": "2"}]
    assert replay(rec).ok
    k = next(i for i, a in enumerate(rec["history"]) if "buy" in a)
    rec["history"][k]["from"] = 3
    report = replay(rec)
    assert not report.ok and report.mismatches[0][0] == f"history[{k}]"
    rec["history"].pop(k)
    assert not replay(rec).ok
    rec["history"].insert(k, {"seat": 6, "buy": "4", "from": 5, "pay": "2"})
    with pytest.raises(RecordError):
        parse(rec)


def test_local_1_the_heuristic_bot_keeps_its_3s_for_last():
    assert keeps_threes(P("3 3"), 2, True) and not keeps_threes(P("3 3"), 3, True)
    assert not keeps_threes(P("3 2"), 2, True) and not keeps_threes(P("K"), 1, True)
    assert keeps_threes(P("K"), 1, False)
    for seed in range(6):
        h = play_hand(CS, make_bots(["heuristic"]), seed, preset="outline")
        rec = facts(h.record)
        assert rec
        plays: dict[int, list[str]] = {s: [] for s in SEATS}
        for a in rec["actions"]:
            if "play" in a:
                plays[a["seat"]].append(a["play"])
        for seat in h.places[:5]:
            if seat == h.revolutionary or not plays[seat]:
                continue
            *before, last = plays[seat]
            assert set(last.split()) == {"3"}, (seed, seat, last)
            assert all("3" not in p.split() for p in before), (seed, seat)


# --- LOCAL-2: 窒息 ---

def suffocation_hand(rules: Rules) -> GameState:
    state = new(table(s1="5 大王", s4="6 7 8 2"), rules=rules)
    decline_all(state)
    state.apply(PlayAction(1, P("5")))
    state.apply(Pass(2))
    state.apply(Pass(3))
    state.apply(PlayAction(4, P("6")))
    while state.current_player() != 1:
        state.apply(Pass(state.current_player()))
    state.apply(PlayAction(1, P("大王")))
    return state


def test_local_2_suffocation_puts_who_has_not_played_out_and_last_in_turn_order():
    state = suffocation_hand(Rules(suffocation=True))
    assert state.is_over() and state.places() == (1, 4, 2, 3, 5, 6)
    assert state.penalized == (2, 3, 5, 6)


def test_local_2_without_the_switch_the_hand_goes_on():
    state = suffocation_hand(Rules())
    assert not state.is_over() and state.penalized == ()


def test_local_2_suffocated_players_are_judged_for_points_at_the_end():
    state = suffocation_hand(Rules(suffocation=True, points=True))
    assert sorted(s for s, _ in state.judged) == list(SEATS)
    assert all(not opened for s, opened in state.judged if s != 1)


def test_local_1_a_deal_abandoned_after_bets_replays():
    """LOCAL-1 + LOCAL-4: a redeal whose last written entries are 预点 bets (the declines that
    follow are not written) replays as abandoned. Found by ``simulate --check 10000 --seed 1``
    (games 39-41: 冲三, bets and tribute, revolution off)."""
    from gouji_sim.simulation.check import _check_match

    results = _check_match((39, 1))
    assert [ok for ok, _ in results] == [True, True, True], [why for ok, why in results if not ok]
