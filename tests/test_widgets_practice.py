"""The practice widget: a whole hand played by clicking, a refusal, a hint, undo,
and the record opening in the replay widget."""

from __future__ import annotations

import random

from gouji_sim.core.play import Play
from gouji_sim.practice import Practice
from gouji_sim.view.widgets.practice_panel import PracticePanel, practice
from gouji_sim.view.widgets.replay import ReplayPanel


def click_cards(panel: PracticePanel, play: Play) -> None:
    want = str(play).split()
    for b in panel.card_buttons:
        if b.card in want:
            want.remove(b.card)
            b.value = True
    assert not want


def test_a_hand_played_by_clicking_to_the_scores():
    panel = practice("en", seed=4, seat=3)
    rng = random.Random(2)
    refused = hinted = False
    while panel.practice.waiting:
        state = panel.practice.state
        if not hinted:
            panel.hint_button.click()
            assert "legal now" in panel.hint_box.value
            hinted = True
        plays = state.legal_plays() if (state.in_ordinary_turns() or state.is_answer_window()) else []
        if not refused and not panel.play_button.disabled:
            first = panel.card_buttons[0]
            other = next((b for b in panel.card_buttons if b.card not in (first.card, "2", "小王", "大王")), None)
            if other is not None:                    # two ranks: no play (PLAY-1)
                first.value = other.value = True
                before = list(panel.practice.decisions)
                panel.play_button.click()
                assert "✘" in panel.verdict_box.value and panel.practice.decisions == before
                refused = True
                continue
        if plays and (rng.random() < 0.8 or not panel.options_box.children):
            click_cards(panel, rng.choice(plays))
            n = len(panel.practice.decisions)
            panel.play_button.click()
            assert len(panel.practice.decisions) == n + 1, panel.message.value
        else:
            panel.options_box.children[0].click()
    assert refused and hinted
    assert panel.practice.over and panel.end_box.children
    assert '"gouji-record/3"' in panel.record_text.value and '"history"' in panel.record_text.value
    panel.end_box.children[1].click()                # open in the replay widget
    assert isinstance(panel.end_box.children[-1], ReplayPanel)


def test_undo_in_the_widget():
    panel = PracticePanel("zh", seed=8, seat=1)
    click_cards(panel, panel.practice.state.legal_plays()[0])
    panel.play_button.click()
    assert len(panel.practice.decisions) == 1 and not panel.undo_button.disabled
    panel.undo_button.click()
    assert panel.practice.decisions == [] and panel.undo_button.disabled
    assert [e.to_dict() for e in panel.practice.events] == [e.to_dict() for e in Practice(8, 1).events]
