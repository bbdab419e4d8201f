"""RULEBOOK version 3 beyond the casebook: the game's rulings that a rule case cannot hold
(LOCAL-1's revolutionary under 冲三, TRIB-4's 点贡 without tribute cards), the judge's START-2,
and the one home of each ruling (the booleans derive from the fault functions)."""

from __future__ import annotations

from gouji_sim import Burn, Hand, Pass, Play, PlayAction, Rules, Situation, Yield, judge
from gouji_sim.core.cards import Card
from gouji_sim.game.decisions import Decline, Redeal, Revolution
from gouji_sim.game.rulings import start_fault
from gouji_sim.game.state import OVER, GameState
from gouji_sim.game.tribute import tribute_payments
from gouji_sim.core.judge import may_pass, may_play, pass_fault, play_fault
from gouji_sim.core.table import SEATS

CHONG_SAN = Rules.preset("chong_san")


def _over(state: GameState, finished: list[int], out: list[int]) -> GameState:
    """``state`` ended with ``finished`` in order and ``out`` sitting out (white-box)."""
    hands = {s: state.hand(s) if s in out else Hand() for s in SEATS}
    state.sit = Situation.build(state.rules, hands=hands, finished=finished, out=out)
    state.phase = OVER
    return state


def test_local_1_revolutionary_for_want_of_a_three_opens_and_places_fourth():
    """v3 LOCAL-1: 003/004 "开点并作为四科" — 4th even when its teammates take 1st and 2nd."""
    hands = {1: "3 3 2", 2: "4 5 6", 3: "3 3 小王", 4: "3 3 2", 5: "3 3 2", 6: "3 3 2"}
    state = GameState.new(CHONG_SAN, {s: Hand.parse(h) for s, h in hands.items()}, 1)
    assert state.awaits_redeal_or_revolution() and state.current_player() == 2
    v = state.apply(Revolution(2))
    assert v.legal and v.clauses == ("START-4", "LOCAL-1") and "4th" in v.message["en"]
    assert "四科" in v.message["zh"]
    places = _over(state, [4, 6, 1, 3], [2]).places()
    assert places is not None and places.index(2) == 3          # v2: 3rd (its teammates took 1st, 2nd)


def test_local_1_revolutionary_counts_as_opening():
    rules = Rules.from_spec("chong_san", {"points": True})
    hands = {1: "3 3 2", 2: "4 5 6", 3: "3 3 小王", 4: "3 3 2", 5: "3 3 2", 6: "3 3 2"}
    state = GameState.new(rules, {s: Hand.parse(h) for s, h in hands.items()}, 1)
    while not state.awaits_redeal_or_revolution() or state.current_player() != 2:     # 预点: every seat declines
        state.apply(Decline(state.current_player() or 0))
    state.apply(Revolution(2))
    state._judge_points((2, 5))
    assert dict(state.judged)[2] is True                           # v2: did not open, owed a 点贡


def test_start_4_revolutionary_with_a_three_still_places_third_beside_its_teammates():
    rules = Rules(revolution=True)
    hands = {1: "3 3 2", 2: "3 5 6", 3: "3 3 小王", 4: "3 3 2", 5: "3 3 2", 6: "3 3 2"}
    state = GameState.new(rules, {s: Hand.parse(h) for s, h in hands.items()}, 1)
    v = state.apply(Revolution(2))
    assert v.clauses == ("START-4",)
    places = _over(state, [4, 6, 1, 3], [2]).places()
    assert places is not None and places.index(2) == 2


def test_trib_4_points_tribute_without_tribute_cards_gives_the_highest_card():
    """v3 TRIB-4: 003 "即使没有法定贡牌也必须进贡"; the 落贡 of a poor hand stays nothing (TRIB-1)."""
    hands = {s: Card.parse_all("3 4 5 2 小王") for s in SEATS}
    hands[3] = Card.parse_all("3 7 K A")
    moves = tribute_payments(Rules(tribute=True, points=True), hands, (1, 2, 4, 5, 6, 3),
                             point_debts=((3, 6),))
    points = [m for m in moves if m.kind == "points"]
    assert [(m.giver, m.receiver, [str(c) for c in m.cards]) for m in points] == [(3, 6, ["A"])]
    assert not [m for m in moves if m.kind == "fall" and m.giver == 3]


def test_start_2_the_first_lead_is_the_judges():
    s = Situation.build()
    v = judge(s, PlayAction(3, Play.parse("9")), leader=2)
    assert not v.legal and v.reason == "not-your-turn" and v.clauses == ("START-2",) and v.next == 2
    assert judge(s, PlayAction(2, Play.parse("9")), leader=2).legal
    assert judge(s, Pass(2), leader=2).reason == "must-lead"


def test_game_refusals_speak_the_judges_vocabulary():
    hands = {s: Hand.parse("9 9 2") for s in SEATS}
    state = GameState.new(Rules(), hands, 2)
    v = state.judge(PlayAction(1, Play.parse("9 9")))
    assert (v.reason, v.clauses, v.next) == ("not-your-turn", ("START-2",), 2)
    assert set(v.message) == {"zh", "en"} and all(v.message.values())
    assert start_fault(Redeal(1), Hand.parse("4 5"), Rules(), first_deal=False).clauses == ("START-1",)


def test_booleans_derive_from_the_fault_functions():
    """may_play / may_pass / Situation.may_beat say yes exactly when the fault function says None."""
    trick = [PlayAction(1, Play.parse("10 10 10 10 10")), Pass(4)]
    for finished in ([], [2], [1, 2], [6]):
        for n in range(len(trick) + 1):
            s = Situation.build(finished=finished, trick=trick[:n])
            for seat in SEATS:
                assert may_play(s, seat) == (play_fault(s, seat) is None)
                assert may_pass(s, seat) == (pass_fault(s, seat) is None)
                assert s.may_beat(seat) == (s.beat_fault(seat) is None)
                assert (seat in s.burners()) == (s.burn_fault(seat) is None)


def test_burn_1_too_late_once_the_opposite_yielded():
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9 9 9 9 小王")), Pass(2), Pass(3)])
    s = s.after(Yield(4))
    v = judge(s, Burn(5, (Play.parse("10 10 10 10 10 大王"),)))
    assert v.burn == "not-allowed" and v.clauses == ("BURN-1",) and "yielded" in v.message["en"]
