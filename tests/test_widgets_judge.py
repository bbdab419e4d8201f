"""The judge panel, driven headlessly: set the seat and action, click cards, read the verdict."""

from html import unescape
import re

import pytest

from gouji_sim import Pass, Play, PlayAction, Situation, Yield
from gouji_sim.view.widgets import JudgePanel, judge_panel
from gouji_sim.core.cards import Rank


def panel(trick=(), lang="en", **kw) -> JudgePanel:
    return JudgePanel(lang, Situation.build(trick=list(trick), **kw))


def click(p: JudgePanel, cards: str) -> None:
    """Click the cards on the palette one by one."""
    for token in cards.split():
        rank = next(r for r in Rank if r.symbol == token)
        p.editor.builder.rank_buttons[rank].click()


def first_clause(html: str) -> str:
    """The highlighted (most decisive) clause shown in the verdict."""
    return re.search(r"data-clause='([A-Z0-9-]+)' style='background", html).group(1)


def row(html: str, key: str) -> str:
    start = html.index(f"data-row='{key}'")
    return html[start:html.index("</tr>", start)]


def test_starts_meaningful_before_any_click():
    p = judge_panel(lang="zh")
    assert p.table.view.value.count("data-seat=") == 6
    assert "点选或输入牌" in p.verdict_view.value
    assert p.verdict is None and p.apply_button.disabled


def test_legal_lead_of_a_gouji_play_shows_who_may_answer_and_burn():
    p = panel()
    p.editor.seat.value = 1
    click(p, "10 10 10 10 10")
    v, html = p.verdict, p.verdict_view.value
    assert v.legal and v.play.gouji
    assert "✔ legal" in html and "a gouji play" in html
    assert first_clause(html) == "TURN-1"
    assert re.findall(r"Seat (\d)", row(html, "responders")) == ["4"]
    assert re.findall(r"Seat (\d)", row(html, "burners")) == ["3", "5", "2", "6"]
    assert not p.apply_button.disabled


def test_legal_beat_by_the_next_seat():
    p = panel([PlayAction(1, Play.parse("9 9"))])
    assert p.editor.seat.value == 2                      # the seat follows the turn
    click(p, "10 10")
    assert p.verdict.legal and first_clause(p.verdict_view.value) == "BEAT-2"
    assert "not a gouji play" in p.verdict_view.value


@pytest.mark.parametrize("seat, cards, reason, clause", [
    (2, "J J J J", "wrong-size", "BEAT-1"),
    (2, "9 9", "not-higher", "BEAT-2"),
    (2, "8 小王", "not-higher", "BEAT-2"),
    (2, "8 9", "mixed-ranks", "PLAY-1"),
    (3, "10 10", "not-your-turn", "TURN-3"),
])
def test_illegal_plays_show_the_reason_and_the_deciding_clause(seat, cards, reason, clause):
    p = panel([PlayAction(1, Play.parse("9 9"))])
    p.editor.seat.value = seat
    p.editor.builder.text.value = cards
    assert p.verdict.reason == reason
    html = p.verdict_view.value
    assert "✘ illegal" in html and f"data-reason='{reason}'" in html
    assert first_clause(html) == clause
    assert p.apply_button.disabled


def test_gouji_play_may_only_be_beaten_by_the_opposite():
    p = panel([PlayAction(1, Play.parse("10 10 10 10 10"))], lang="zh")
    p.editor.seat.value = 2
    click(p, "J J J J J")
    assert p.verdict.reason == "gouji-opposite-only"
    assert first_clause(p.verdict_view.value) == "GOUJI-2"
    assert "只有对头座位 4 能管" in p.verdict_view.value
    p.editor.seat.value = 4                               # the same cards from the opposite
    assert p.verdict.legal and p.verdict.responders == (1,)


def test_not_in_hand_and_dead_play_and_needs_big_jokers():
    p = JudgePanel("en", Situation.build(hands={2: "J J 3"}, trick=[PlayAction(1, Play.parse("10 10"))]))
    p.editor.builder.text.value = "Q Q"
    assert p.verdict.reason == "not-in-hand"
    dead = panel([PlayAction(1, Play.parse("大王 8"))])
    dead.editor.builder.text.value = "大王 9"
    assert dead.verdict.reason == "dead-play" and first_clause(dead.verdict_view.value) == "BEAT-5"
    small = panel([PlayAction(1, Play.parse("小王 8"))])
    small.editor.builder.text.value = "小王 9"
    assert small.verdict.reason == "needs-big-jokers"


def test_palette_offers_only_the_seats_cards_when_its_hand_is_known():
    p = JudgePanel("en", Situation.build(hands={1: "J J 小王"}))
    b = p.editor.builder
    assert "from seat 1's hand" in b.source.value
    assert b.rank_buttons[Rank.JACK].description == "J ×2" and b.rank_buttons[Rank.QUEEN].disabled
    click(p, "J J J")
    assert str(b.cards) == "J J" and "holds no more J" in b.message.value
    b.undo_button.click()
    assert str(b.cards) == "J"
    p.editor.seat.value = 2                                # unknown hand: any cards of the deck
    assert "hand is unknown" in b.source.value and b.rank_buttons[Rank.QUEEN].description == "Q ×16"
    assert b.rank_buttons[Rank.SMALL_JOKER].description == "Small Joker ×4"   # English names on English pages
    assert JudgePanel("zh").editor.builder.rank_buttons[Rank.BIG_JOKER].description.startswith("大王 ×")


def test_pass_that_closes_the_trick_and_apply():
    p = panel([PlayAction(1, Play.parse("9 9")), *[Pass(x) for x in (2, 3, 4, 5)]])
    p.editor.kind.value = "pass"
    assert p.editor.seat.value == 6
    v = p.verdict
    assert v.legal and v.clauses == ("TURN-6",) and v.next == 1
    assert "closes" in p.verdict_view.value
    p.apply_button.click()
    assert p.table.situation.is_closed() and "seat 1 leads the next one" in p.table.view.value
    assert p.editor.seat.value == 1                        # the new leader acts


def test_yield_and_an_illegal_yield():
    p = panel([PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
    p.editor.kind.value = "yield"
    assert p.editor.seat.value == 4 and p.verdict.legal and first_clause(p.verdict_view.value) == "TURN-5"
    p.apply_button.click()
    assert isinstance(p.table.situation.trick[-1], Yield) and "yielded" in p.table.view.value
    q = panel([PlayAction(1, Play.parse("9 9"))])
    q.editor.kind.value = "yield"
    assert q.verdict.reason == "cannot-yield"


def test_a_pass_on_a_closed_trick_must_lead():
    p = panel([PlayAction(1, Play.parse("9 9")), *[Pass(x) for x in (2, 3, 4, 5, 6)]])
    p.editor.kind.value = "pass"
    assert p.verdict.reason == "must-lead" and first_clause(p.verdict_view.value) == "TURN-1"


def test_apply_plays_the_cards_and_the_turn_moves_on():
    p = JudgePanel("en", Situation.build(hands={1: "9 9 K"}))
    p.editor.seat.value = 1
    click(p, "9 9")
    p.apply_button.click()
    s = p.table.situation
    assert str(s.hand(1)) == "K" and s.to_move() == 2 and p.editor.seat.value == 2
    assert "Applied" in p.table.message.value
    assert p.verdict is None                               # the builder was cleared for the next play


def test_burn_action_from_the_judge_panel_uses_the_planner():
    p = JudgePanel("en", Situation.build(hands={3: "J J J J J 小王 8 8 9 9 9"},
                                         trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]))
    p.editor.seat.value = 3
    p.editor.kind.value = "burn"
    assert p.verdict is None
    p.editor.burn_editor.plan_button.click()
    assert p.verdict.burn == "succeeded" and "burn succeeded" in p.verdict_view.value
    assert p.apply_button.disabled                          # burns are judged, not applied


def test_bad_typed_cards_show_an_inline_message_in_the_chosen_language():
    p = panel(lang="zh")
    p.editor.builder.text.value = "Q Z"
    assert "无法识别" in p.editor.builder.message.value and "Z" in p.editor.builder.message.value
    en = panel()
    en.editor.builder.text.value = "Q Z"
    assert "Unknown card 'Z'" in unescape(en.editor.builder.message.value)
    assert "Traceback" not in en.editor.builder.message.value


def test_bad_language_is_refused_in_both_languages():
    with pytest.raises(ValueError, match="lang 只能是"):
        judge_panel(lang="fr")


def test_play_builder_names_the_jokers_in_the_page_language_when_it_refuses():
    """An English builder's refusal says "Big Joker", a Chinese one 大王 (point 7)."""
    from gouji_sim.core.cards import Rank
    from gouji_sim.view.widgets.builder import PlayBuilder

    for lang, name in (("en", "Big Joker"), ("zh", "大王")):
        b = PlayBuilder(lang)
        for _ in range(5):                       # the 216-card deck holds four big jokers
            b.pick_rank(Rank.BIG_JOKER)
        assert name in b.message.value and len(b.cards) == 4
        assert ("大王" in b.message.value) == (lang == "zh")


def test_cards_typed_beyond_the_hand_leave_none_of_that_rank_to_pick():
    """Typing K K K for a seat that holds no K: the judge refuses it (not-in-hand), and the
    K button reads ×0 and is disabled, never a negative count; every label is whole."""
    from gouji_sim.core.cards import Hand
    from gouji_sim.view.widgets.builder import PlayBuilder

    b = PlayBuilder("en")
    b.set_source(Hand.parse("Q Q 7"), 4, b._rules)
    b.text.value = "K K K"
    assert b.cards == Hand.parse("K K K")
    king, queen = b.rank_buttons[Rank.KING], b.rank_buttons[Rank.QUEEN]
    assert (king.description, king.disabled) == ("K ×0", True)
    assert (queen.description, queen.disabled) == ("Q ×2", False)
    assert {button.layout.width for button in b.rank_buttons.values()} == {"auto"}


def _widgets(root) -> list:
    """Every widget under ``root`` (its children, their children, …)."""
    found, todo = [], [root]
    while todo:
        widget = todo.pop()
        found.append(widget)
        todo.extend(getattr(widget, "children", ()))
    return found


def test_shown_and_hidden_parts_never_share_a_layout_with_another_widget():
    """Layouts are shared between widgets that never change them (fewer models for a live
    page to build); the parts that are shown and hidden keep one of their own, so hiding the
    builder in one panel hides nothing else."""
    first = JudgePanel("en", Situation.build(hands={3: "J J J J J 小王 8 8 9 9 9"},
                                             trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]))
    second = panel()
    first.editor.kind.value = "burn"
    owners: dict[int, int] = {}
    for widget in _widgets(first) + _widgets(second):
        layout = getattr(widget, "layout", None)
        if layout is not None:
            owners[id(layout)] = owners.get(id(layout), 0) + 1
    for part in (first.editor.builder, first.editor.burn_editor, second.editor.builder):
        assert owners[id(part.layout)] == 1
    assert first.editor.builder.layout.display == "none"
    assert second.editor.builder.layout.display == "" and first.editor.burn_editor.layout.display == ""
    assert len(owners) < len(_widgets(first) + _widgets(second))  # some layouts are shared
