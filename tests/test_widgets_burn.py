"""The burn panel, driven headlessly: burner, sets, planner, answers, outcome step by step."""

from html import unescape

from gouji_sim import Play, PlayAction, Situation
from gouji_sim.view.widgets import BurnPanel, burn_panel

CASE = "notebooks/widgets/data/burn-release.json"


def gouji_on_table(hands=None, **kw) -> Situation:
    return Situation.build(hands=hands or {3: "J J J J J 小王 8 8 9 9 9"},
                           trick=[PlayAction(1, Play.parse("10 10 10 10 10"))], **kw)


def test_the_first_entitled_burner_is_chosen_and_nothing_is_judged_without_sets():
    p = BurnPanel("en", gouji_on_table())
    assert p.burner.value == 3                              # BURN-2: the gouji player's teammates first
    assert p.verdict is None and "No burning sets yet" in p.outcome.value


def test_planner_then_burn_succeeded_step_by_step():
    p = BurnPanel("en", gouji_on_table())
    p.editor.plan_button.click()
    assert p.editor.sets.value.splitlines() == ["J J J J J", "9 9 9 SJ", "8 8"]   # English notation on an English panel
    assert "Can burn: 3 sets" in p.editor.message.value
    assert p.verdict.burn == "succeeded" and "data-burn='succeeded'" in p.outcome.value
    assert p.step == 3 and "Step 3 of 3" in p.step_label.value
    assert "the burner has played out" in p.step_view.value
    assert "place 1 · first" in p.step_view.value            # seat 3 played out
    p.prev_button.click()
    p.prev_button.click()
    assert p.step == 1 and "Set 1" in p.step_view.value and "No one answers" in p.step_view.value
    p.prev_button.click()
    assert p.step == 0 and "declares a burn on seat 1's 10 10 10 10 10" in unescape(p.step_view.value)
    assert p.prev_button.disabled


def test_an_answer_between_sets_releases_the_burn():
    p = BurnPanel("en", gouji_on_table())
    p.editor.sets.value = "J J J J J\n小王 8 8\n9 9 9"
    p.editor.after_set.value = 2
    p.editor.response_seat.value = 6
    p.editor.response_play.value = "大王 Q Q"
    p.editor.add_response_button.click()
    assert "after set 2, seat 6 plays Q Q Big Joker" in p.editor.response_list.value
    assert p.verdict.burn == "released" and p.verdict.clauses[0] == "BURN-4"
    assert "burn released" in p.outcome.value
    assert "Step 3 of 3" in p.step_label.value               # declare, set 1, set 2, the answer
    assert "Burn released: seat 6 answered set 2" in p.step_view.value
    p.editor.clear_responses_button.click()
    assert p.verdict.burn == "succeeded"


def test_burn_failed_when_a_middle_set_carries_no_joker():
    p = BurnPanel("zh", gouji_on_table({3: "J J J J J 8 8 9 9 9"}))
    p.editor.plan_button.click()
    assert "烧不了" in p.editor.message.value
    p.editor.sets.value = "J J J J J\n8 8\n9 9 9"
    assert p.verdict.burn == "failed" and p.verdict.reason == "burn-set-needs-joker"
    assert "烧糊" in p.outcome.value and "data-clause='BURN-3'" in p.outcome.value


def test_burn_not_allowed_for_the_opposite_and_on_a_plain_play():
    p = BurnPanel("en", gouji_on_table())
    p.burner.value = 4
    p.editor.sets.value = "J J J J J"
    assert p.verdict.burn == "not-allowed" and p.verdict.clauses == ("BURN-1", "GOUJI-2")
    assert "burn not allowed" in p.outcome.value
    plain = BurnPanel("en", Situation.build(trick=[PlayAction(1, Play.parse("9 9"))]))
    plain.burner.value = 3
    plain.editor.sets.value = "10 10"
    assert plain.verdict.burn == "not-allowed" and "not a gouji play" in plain.outcome.value


def test_planner_needs_a_known_hand_and_bad_sets_are_named():
    p = BurnPanel("en", gouji_on_table())
    p.burner.value = 5
    p.editor.plan_button.click()
    assert "needs seat 5's hand" in unescape(p.editor.message.value)
    p.editor.sets.value = "J J J J J\n8 9"
    assert "Set 2: A play holds naturals of one rank only" in p.message.value
    p.editor.response_play.value = "Q Z"
    p.editor.add_response_button.click()
    assert "Unknown card" in p.editor.message.value


def test_burn_case_loads_with_its_answers_and_matches_its_expect():
    p = burn_panel("en", case=CASE)
    assert p.burner.value == 3 and p.verdict.burn == "released"
    assert "matches the case's expect" in unescape(p.message.value)


def test_a_new_gouji_play_on_the_table_picks_its_first_burner():
    p = BurnPanel("en")
    assert p.verdict is None
    p.table.step_seat.value, p.table.step_cards.value = 2, "K K"
    p.table.add_button.click()
    assert p.table.situation.trick_state.top_seat == 2 and p.burner.value == 4   # seat 2's teammates first
    p.burner.value = 3
    p.table.step_kind.value = "pass"
    p.table.add_button.click()                                             # seat 3 passes: same top
    assert p.burner.value == 3
