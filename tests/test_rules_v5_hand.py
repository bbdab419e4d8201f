"""Rules version 5 at the level of a whole hand (RULEBOOK START-2, START-3/4, TRIB-1/2/3,
SCORE-2, LOCAL-1, TURN-7 under 冲三) and the case format that states them (cases/README.md,
"Moments of a whole hand"). The casebook's v5 cases (cases/README.md, "第 5 版") assert the
same rulings through ``gouji cases check``; these tests hold the pieces apart."""

from __future__ import annotations

import json

import pytest

from gouji_sim import BEHAVIOUR_VERSION, Hand, Play, PlayAction, Rules
from gouji_sim.core.cards import Card
from gouji_sim.game.decisions import Buy, Decline, Meld, Revolution
from gouji_sim.core.errors import CaseError
from gouji_sim.game.hand_case import HandCase, case_from_json
from gouji_sim.game.hand_start import Previous, first_leader_of
from gouji_sim.game.match import play_match
from gouji_sim.game.record import replay
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.scoring import score
from gouji_sim.game.state import GameState
from gouji_sim.game.tribute import same_payments, tribute_payments
from gouji_sim.core.situation import Situation
from gouji_sim.core.table import SEATS

TWOS = {s: "4 2" for s in SEATS}


def deal(**seats: str) -> dict[int, list[Card]]:
    return {s: Card.parse_all(seats.get(f"s{s}", TWOS[s])) for s in SEATS}


def test_the_behaviour_version_is_5():
    assert BEHAVIOUR_VERSION == 5


# --- START-2 ---

def test_start_2_after_a_sweep_the_next_hand_is_led_by_the_threes_shown():
    d = deal(s4="♥3 ♥3 2")
    assert first_leader_of(d, Previous((1, 3, 5, 2, 4, 6))) == 4          # a sweep: 亮3 again
    assert first_leader_of(d, Previous((1, 2, 3, 4, 5, 6))) == 6          # else last place leads


def test_start_2_a_revolting_leader_hands_the_lead_to_the_next_seat_that_plays():
    g = GameState.from_deal(Rules(), deal(s1="4 5"), leader=1)
    g.apply(Revolution(1))
    assert g.leader == 2 and g.first == 1 and g.current_player() == 2


# --- START-4 ---

def test_start_4_a_revolution_is_judged_on_the_hand_as_dealt_not_after_tribute():
    d = deal(s1="4 5 6", s6="大王 2 8")                  # 6 pays 1 its joker and two
    g = GameState.from_deal(Rules(tribute=True), d, previous=Previous((1, 2, 3, 4, 5, 6)))
    assert g.hand(1)[2] and not g.dealt_hand(1)[2]      # 1 holds a two now, was dealt none
    assert g.pending == (1,) and Revolution(1) in g.legal_actions()
    v = g.judge(Revolution(6))                           # 6 holds none now, was dealt both
    assert not v.legal and v.clauses == ("START-4",) and "dealt a two or a joker" in v.message["en"]


def test_start_4_a_revolutionary_is_never_suffocated():
    """LOCAL-2: the revolutionary sits out by right; it takes its place by START-4 (4th here,
    its teammates not 1st and 2nd), the suffocated seats the lowest places after it."""
    hands = {1: Hand.parse("3"), 2: Hand.parse("4 5"), 3: Hand.parse("6 2"), 4: Hand.parse("7 2"),
             5: Hand.parse("8 2"), 6: Hand.parse("9 2")}
    g = GameState.new(Rules(suffocation=True), hands, 1)
    g.apply(Decline(1))                                  # seat 1, dealt no two, plays on
    g.apply(Revolution(2))
    g.apply(PlayAction(1, Play.parse("3")))
    places = g.places()
    assert g.is_over() and places is not None and places[0] == 1 and places[3] == 2
    assert 2 not in g.penalized and set(g.penalized) == {3, 4, 5, 6}


# --- START-3 / START-4 refusals say why (issue 43 item 3) ---

@pytest.mark.parametrize("rules, hand, words", [
    (Rules(), "4 小王", "dealt a two or a joker"),
    (Rules(revolution=False), "4 5", "this table plays no revolution"),
    (Rules(chong_san=True), "3 5", "under 冲三 only a player with no 3"),
])
def test_a_refused_revolution_names_start_4_and_why(rules, hand, words):
    g = GameState.from_deal(rules, deal(s2=hand, s1="3 2", s3="3 2", s4="3 3 2", s5="3 2", s6="3 2"), leader=1)
    v = g.judge(Revolution(2))
    assert not v.legal and v.reason == "cannot-start" and v.clauses[0] == "START-4"
    assert words in v.message["en"] and "START-4" in v.message["zh"] and v.message["zh"] != v.message["en"]


@pytest.mark.parametrize("rules, seat, words", [
    (Rules(), 1, "this table plays no meld"),
    (Rules(meld_low=True), 3, "only the leader, seat 1, melds"),
    (Rules(meld_low=True, chong_san=True), 1, "冲三 plays no meld"),
])
def test_a_refused_meld_names_start_3_and_why(rules, seat, words):
    g = GameState.from_deal(rules, deal(s1="3 4 2", s2="3 3 2", s3="3 2", s4="3 2", s5="3 2", s6="3 2"), leader=1)
    v = g.judge(Meld(seat, (4,)))
    assert not v.legal and v.reason == "cannot-meld" and v.clauses[0] == "START-3"
    assert words in v.message["en"] and "START-3" in v.message["zh"]


# --- TRIB-1/2/3 ---

def test_trib_1_one_round_from_the_hands_as_dealt():
    hands = {s: Card.parse_all("3 K") for s in SEATS} | {2: Card.parse_all("大王 4")}
    moves = tribute_payments(Rules(tribute=True, points=True), hands, (2, 1, 3, 4, 6, 5),
                             point_debts=((2, 5), (5, 2)))
    assert [(m.giver, m.receiver, " ".join(map(str, m.cards))) for m in moves] == [(2, 5, "大王"), (5, 2, "K")]


def test_trib_2_a_sweeps_tribute_is_returned_points_and_burn_tribute_never():
    hands = {s: Card.parse_all("3 4 2 2") for s in SEATS}
    rules = Rules(tribute=True, points=True, burn_tribute=True)
    moves = tribute_payments(rules, hands, (1, 3, 5, 2, 4, 6), burn_debts=((2, 1),), point_debts=((4, 1),))
    kinds = [m.kind for m in moves]
    assert kinds == ["burn", "points", "sweep", "return", "sweep", "return", "sweep", "return"]
    off = tribute_payments(Rules(tribute=True, tribute_return=False), hands, (1, 3, 5, 2, 4, 6))
    assert [m.kind for m in off] == ["sweep"] * 3


def test_trib_3_a_swept_player_with_no_tribute_card_gives_nothing():
    hands = {s: Card.parse_all("3 4") for s in SEATS} | {2: Card.parse_all("2 9")}
    moves = tribute_payments(Rules(tribute=True), hands, (1, 3, 5, 2, 4, 6))
    assert [(m.giver, m.kind) for m in moves] == [(2, "sweep"), (5, "return")]


def test_a_tribute_is_compared_as_a_set_with_order_only_where_the_rules_fix_one():
    burn = {"from": 2, "to": 1, "cards": "2", "kind": "burn"}
    fall = {"from": 6, "to": 1, "cards": "2", "kind": "fall"}
    back = {"from": 1, "to": 6, "cards": "3", "kind": "return"}
    fall5 = {"from": 5, "to": 2, "cards": "小王", "kind": "fall"}
    got = [burn, fall, back, fall5]
    assert same_payments([burn, fall5, fall, back], got)         # the two 落贡: either order
    assert not same_payments([fall, back, burn, fall5], got)     # TRIB-5: 烧牌贡 first
    assert not same_payments([burn, back, fall, fall5], got)     # TRIB-2: a return after its 贡
    assert not same_payments([burn, fall, back], got)            # a payment missing


# --- SCORE-2 ---

def test_score_2_a_sweep_doubles_every_seats_points_and_a_grand_slam_again():
    sweep = (1, 3, 5, 2, 4, 6)
    assert score(sweep, Rules()).seats == {1: 8, 2: 0, 3: 4, 4: -4, 5: 0, 6: -8}
    s = score(sweep, Rules(grand_slam=True, positive_only=False), grand_slam=True)
    assert s.seats[1] == 16 and s.seats[6] == -16 and s.teams == {"1-3-5": 24, "2-4-6": -24}
    assert score((2, 1, 4, 3, 6, 5), Rules()).seats[2] == 4                 # no sweep: as SCORE-1


# --- LOCAL-1 ---

def test_local_1_chong_san_plays_no_count():
    """TURN-7's 报牌 is off under 冲三 (000 "不报户")."""
    assert Situation.build(counts={2: 9}).shown_count(2) == 9
    assert Situation.build(Rules(chong_san=True), counts={2: 9}).shown_count(2) is None


def test_local_1_the_lead_goes_round_the_table_counting_hands_not_leads():
    rules = Rules(chong_san=True)
    hands = play_match(rules, make_bots(["heuristic"]), seed=40, hands=3)
    assert [replay(h.record).state.first for h in hands if h.record] == [1, 2, 3]
    assert first_leader_of(deal(), Previous((1, 2, 3, 4, 5, 6), leader=6), rules) == 1


def test_local_1_a_buyer_with_no_seller_redeals_when_the_buying_begins():
    d = deal(s1="4 5 2", s2="4 2", s3="3 4", s4="3 2", s5="3 3 3 2", s6="3 2")
    g = GameState.from_deal(Rules(chong_san=True), d, leader=1, first_deal=True)
    assert g.pending == (3,)
    g.apply(Decline(3))
    assert g.is_over() and g.redeal == 0 and not any(isinstance(a, Buy) for a in g.history or ())


# --- the case format ---

def test_a_hand_case_names_last_hands_places_and_reports_the_tribute():
    case = HandCase.from_dict({"moment": "hand", "rules": {"switches": {"tribute": True}},
                               "previous": {"places": [2, 3, 4, 5, 6, 1]},
                               "deal": {str(s): "4 2" for s in SEATS} | {"1": "5 2"},
                               "action": {"seat": 1, "play": "4"}})
    d = case.judge().to_dict()
    assert d["first"] == 1 and d["legal"]
    assert [(m["from"], m["to"], m["kind"]) for m in d["tribute"]][:2] == [(1, 2, "fall"), (2, 1, "return")]


@pytest.mark.parametrize("previous, field", [
    ({"places": [1, 1, 2, 3, 4, 5]}, "previous.places"),
    ({"places": [1, 2, 3, 4, 5, 6], "leader": 7}, "previous.leader"),
    ({"places": [1, 2, 3, 4, 5, 6], "burn_debts": [[1, 1]]}, "previous.burn_debts[0]"),
    ({"places": [1, 2, 3, 4, 5, 6], "who": 1}, "previous.who"),
])
def test_a_wrong_previous_names_its_field_in_both_languages(previous, field):
    data = {"moment": "hand", "previous": previous, "deal": {str(s): "4 2" for s in SEATS},
            "action": {"seat": 1, "play": "4"}}
    with pytest.raises(CaseError) as err:
        case_from_json(json.dumps(data))
    assert err.value.field == field and err.value.zh != err.value.en


def test_a_hand_verdict_reports_the_debts_it_leaves():
    """TRIB-4: who was judged and whether it opened, the 点贡 owed and the bets settled; a
    case can assert ``points_double`` through them."""
    before = [{"seat": s, "decline": True} for s in SEATS] + [{"seat": 1, "decline": True}]
    before += [{"seat": 4, "bet": "open"} if s == 4 else {"seat": s, "decline": True} for s in range(1, 7)]
    data = {"moment": "hand", "rules": {"switches": {"points": True}}, "first": 1,
            "deal": {"1": "3", "2": "5 2", "3": "6 2", "4": "7 2", "5": "8 2", "6": "9 2"},
            "before": before, "action": {"seat": 1, "play": "3"}}
    d = HandCase.from_dict(data).judge().to_dict()
    assert d["opened"] == {"1": False, "4": False} and d["bets"] == [{"seat": 4, "kind": "open", "won": True}]
    assert d["point_debts"] == [[1, 4], [1, 4], [4, 1]] and "TRIB-4" in d["clauses"]
    assert "burn_debts" not in d


def test_start_2_a_case_states_the_order_the_threes_were_shown():
    """START-2 (v5): equal showings go to the first to show; without ``shows``, to the seat
    first in dealing order from seat 1."""
    base = {"moment": "hand", "deal": {str(s): "4 2" for s in SEATS} | {"2": "♠3 ♠3 2", "4": "♥3 ♥3 2"},
            "action": {"seat": 2, "play": "2"}}
    assert HandCase.from_dict(base).judge().to_dict()["first"] == 2
    shown = {**base, "shows": [{"seat": 4, "show": "♥3 ♥3"}, {"seat": 2, "show": "♠3 ♠3"}]}
    assert HandCase.from_dict(shown).judge().to_dict()["first"] == 4


@pytest.mark.parametrize("change, field", [
    ({"shows": [{"seat": 2, "show": "♥3 ♥3"}]}, "shows[0].show"),            # not dealt
    ({"shows": [{"seat": 2, "show": "♠3 4"}]}, "shows[0].show"),              # not 3s alone
    ({"shows": [{"seat": 2, "show": "3 3"}]}, "shows[0].show"),               # no suit shown
    ({"shows": [{"seat": 2, "show": "♠3"}, {"seat": 2, "show": "♠3"}]}, "shows[1].seat"),
    ({"shows": [], "first": 2}, "shows"),
    ({"shows": [], "previous": {"places": [1, 2, 3, 4, 5, 6]}}, "shows"),     # last place leads
    ({"shows": [], "rules": {"preset": "chong_san"}}, "shows"),               # 冲三: no 亮3
])
def test_a_wrong_showing_names_its_field_in_both_languages(change, field):
    data = {"moment": "hand", "deal": {str(s): "4 2" for s in SEATS} | {"2": "♠3 ♠3 2"},
            "action": {"seat": 2, "play": "2"}, **change}
    with pytest.raises(CaseError) as err:
        case_from_json(json.dumps(data))
    assert err.value.field == field and err.value.zh != err.value.en


def test_trib_5_no_bie_3_tribute_is_owed_even_under_chong_san():
    """TRIB-5 (v5): 憋3贡 keeps its place in the order, but the seeds do not say who is 被憋3."""
    hands = {s: Card.parse_all("3 4 2 小王") for s in SEATS}
    rules = Rules(chong_san=True, tribute=True, points=True, burn_tribute=True)
    moves = tribute_payments(rules, hands, (2, 5, 1, 6, 3, 4), burn_debts=((1, 5),), point_debts=((6, 3),))
    assert {m.kind for m in moves} == {"burn", "points", "fall", "return"}
