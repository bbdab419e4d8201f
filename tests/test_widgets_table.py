"""The table widget, driven headlessly: set up hands, counts, finished seats and the trick."""

from html import unescape

from gouji_sim import Pass, Play, PlayAction, Rules, Situation
from gouji_sim.view.widgets import TableEditor, table_editor as table


def test_a_new_table_shows_six_seats_and_an_empty_trick():
    t = table("en")
    assert t.view.value.count("data-seat=") == 6
    assert "Nothing played in this trick yet" in t.view.value


def test_hands_counts_and_preset_are_set_by_typing_and_clicking():
    t = TableEditor("en")
    t.hand_text[2].value = "9 9 J"
    t.count_text[3].value = "8"
    t.update_button.click()
    s = t.situation
    assert str(s.hand(2)) == "9 9 J" and s.card_count(3) == 8
    assert "8 left" in t.view.value
    t.preset.value = "laotou"
    assert t.situation.rules == Rules.preset("laotou") and "Laotou Gouji" in t.view.value and "(laotou)" not in t.view.value
    assert str(t.situation.hand(2)) == "9 9 J"                  # the rest of the set-up is kept


def test_finished_seats_in_click_order_and_their_cards_cleared():
    t = TableEditor("en", Situation.build(hands={5: "3 3"}))
    t.finished_box[5].value = True
    t.finished_box[2].value = True
    s = t.situation
    assert s.finished == (5, 2) and s.hand(5) is None and s.card_count(5) == 0
    assert "place 1 · first" in t.view.value and "place 2 · second" in t.view.value
    assert "marked finished" in t.message.value
    assert "four-player melee" in t.view.value
    t.finished_box[5].value = False
    assert t.situation.finished == (2,)


def test_steps_are_judged_before_they_enter_the_trick():
    t = TableEditor("en")
    t.step_seat.value, t.step_kind.value, t.step_cards.value = 1, "play", "9 9"
    t.add_button.click()
    t.step_kind.value = "pass"
    t.add_button.click()                                    # seat 2 (to move) passes
    assert [e.seat for e in t.situation.trick] == [1, 2]
    assert isinstance(t.situation.trick[-1], Pass) and "passed" in t.view.value
    t.step_seat.value, t.step_kind.value, t.step_cards.value = 4, "play", "10 10"
    t.add_button.click()                                    # out of turn: refused, with the reason
    assert len(t.situation.trick) == 2
    assert "It is seat 3's turn, not seat 4's" in unescape(t.message.value)


def test_undo_and_clear_trick():
    t = TableEditor("zh", Situation.build(trick=[PlayAction(1, Play.parse("9 9"))]))
    t.step_kind.value = "pass"
    t.add_button.click()
    assert len(t.situation.trick) == 2
    t.undo_button.click()
    assert len(t.situation.trick) == 1
    t.undo_button.click()
    t.undo_button.click()
    assert "没有可以撤销的步骤" in t.message.value
    t.clear_button.click()
    assert t.situation.trick == () and "本轮还没有人出牌" in t.view.value


def test_impossible_set_ups_get_an_inline_message_not_a_traceback():
    t = TableEditor("en")
    t.count_text[2].value = "many"
    t.update_button.click()
    assert "card count 'many' is not valid" in unescape(t.message.value)
    t.count_text[2].value = ""
    t.hand_text[1].value = "大王 大王 大王"
    t.hand_text[2].value = "大王 大王"
    t.update_button.click()                                  # five big jokers: the deck holds four
    assert "the deck holds only 4" in t.message.value
    t.hand_text[1].value = "Q Z"
    t.update_button.click()
    assert "hands.1" in t.message.value and "Unknown card" in t.message.value
    assert t.situation.hand(1) is None                       # the last good situation stays


def test_a_bad_case_on_the_table_is_shown_inline():
    t = table("zh", case="{not json")
    assert "不是有效的 JSON" in t.message.value


def test_the_chosen_preset_shows_its_one_line_meaning():
    """RULEBOOK §12: a preset's meaning is shown where it is chosen (chong_san, LOCAL-1)."""
    t = TableEditor("en")
    assert "够级大纲 (the Gouji Outline), the default" in t.preset_about.value
    t.preset.value = "chong_san"
    assert t.situation.rules == Rules.preset("chong_san")
    assert "冲三: the last play must be 3s alone" in t.preset_about.value
    assert "冲三" in TableEditor("zh", Situation.build(Rules.preset("chong_san"))).preset_about.value
