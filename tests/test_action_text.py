"""Every action of a hand has one compact text form that round-trips (issue 44, item 1):
``from_text(a.text()) == a``, as a chess move's ``Move.from_uci(m.uci())``; the cards are
CARD-3's notation without spaces, and a text that writes no action is a bilingual
:class:`~gouji_sim.core.errors.ActionTextError` naming the fault and its character."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from gouji_sim.core.actions import Burn, Pass, PlayAction, Response, Yield, cards_text
from gouji_sim.core.cards import Hand, NATURALS, Rank
from gouji_sim.game.codec import decode, encode
from gouji_sim.game.decisions import BET_KINDS, AskWind, Bet, Buy, Consent, Decline, Meld, Redeal, Revolution, action_from_text
from gouji_sim.core.errors import ActionTextError, ArgumentError, CaseError
from gouji_sim.core.play import Play

seats = st.integers(1, 6)


@st.composite
def plays(draw: st.DrawFn) -> Play:
    """Any play (PLAY-1): naturals of one rank with twos and jokers, at least one card."""
    rank = draw(st.sampled_from(NATURALS))
    counts = {rank: draw(st.integers(0, 12)), Rank.TWO: draw(st.integers(0, 4)),
              Rank.SMALL_JOKER: draw(st.integers(0, 3)), Rank.BIG_JOKER: draw(st.integers(0, 3))}
    if not any(counts.values()):
        counts[rank] = 1
    return Play.from_hand(Hand.from_counts(counts))


@st.composite
def loose_cards(draw: st.DrawFn) -> Hand:
    """Cards that form no play (two natural ranks): a play the judge rules illegal (PLAY-1)."""
    a, b = draw(st.lists(st.sampled_from(NATURALS), min_size=2, max_size=2, unique=True))
    return Hand.from_counts({a: draw(st.integers(1, 4)), b: draw(st.integers(1, 4)), Rank.TWO: draw(st.integers(0, 2))})


@st.composite
def burns(draw: st.DrawFn) -> Burn:
    sets = tuple(draw(st.lists(plays(), min_size=1, max_size=4)))
    answers = draw(st.lists(st.builds(Response, st.integers(1, len(sets)), seats, plays()), max_size=3))
    return Burn(draw(seats), sets, tuple(answers))


trick_actions = st.one_of(
    st.builds(PlayAction, seats, st.one_of(plays(), loose_cards()), st.booleans()),
    st.builds(Pass, seats, st.booleans()),
    st.builds(Yield, seats),
    burns(),
)
decisions = st.one_of(
    st.builds(Decline, seats), st.builds(Revolution, seats), st.builds(Redeal, seats),
    st.builds(Meld, seats, st.sampled_from([(3,), (4,), (3, 4), (4, 3)])),
    st.builds(Bet, seats, st.sampled_from(sorted(BET_KINDS))),
    st.builds(Buy, seats, seats, st.sampled_from(list(Rank))),
    st.builds(AskWind, seats), st.builds(Consent, seats, st.booleans()),      # TURN-8 v5
)
actions = st.one_of(trick_actions, decisions)


@given(actions)
def test_every_action_round_trips_through_its_text(action):
    written = action.text()
    assert action_from_text(written) == action
    assert type(action).from_text(written) == action        # the class's own reader too
    assert " " not in written and "\n" not in written       # one token: a line of moves splits on spaces


@given(actions)
def test_the_text_and_the_json_form_name_the_same_action(action):
    assert decode(encode(action), loose=True) == action_from_text(action.text())


@given(st.one_of(plays(), loose_cards()))
def test_the_cards_are_the_notation_without_its_spaces(cards):
    """CARD-3: one spelling of cards; the text form only drops the spaces the notation allows."""
    assert cards_text(cards) == str(cards).replace(" ", "")
    held = cards.cards if isinstance(cards, Play) else cards
    assert Hand.parse(cards_text(cards)) == held


def test_examples_read_as_players_write_them():
    assert PlayAction(1, Play.parse("K K K")).text() == "1:KKK"
    assert Pass(2).text() == "2:pass"
    assert Burn(5, (Play.parse("K K K"), Play.parse("8 8 小王"), Play.parse("9 9 9"))).text() == "5:burn:KKK/88小王/999"
    # every spelling the notation reads is read (CARD-3), written back in the canonical one
    assert action_from_text("5:burn:KKK/88X/999").text() == "5:burn:KKK/88小王/999"
    assert action_from_text("1:TT2D").text() == "1:10102大王"


@pytest.mark.parametrize("source, code, position", [
    ("KKK", "action-text-seat", 1),
    ("7:KKK", "action-text-seat", 1),
    ("0:pass", "action-text-seat", 1),
    ("1:", "action-text-no-cards", 3),
    ("1:KZK", "action-text-cards", 3),
    ("1:89", None, None),                                 # cards that form no play: kept for the judge
    ("2:fold", "action-text-kind", 3),
    ("2:pass:now", "action-text-extra", 7),
    ("5:burn", "action-text-no-cards", 8),
    ("5:burn:KKK//999", "action-text-no-cards", 12),
    ("5:burn:KKK/89", "action-text-cards", 12),
    ("5:burn:KKK+6@2:QQ", "action-text-value", 14),       # only one set: no answer after set 2
    ("5:burn:KKK+9@1:QQ", "action-text-seat", 12),
    ("5:burn:KKK+6:QQ", "action-text-value", 12),
    ("1:meld:35", "action-text-value", 8),
    ("1:meld:33", "action-text-value", 8),
    ("3:bet:high", "action-text-value", 7),
    ("1:buy:9:2", "action-text-seat", 7),
    ("1:buy:4:22", "action-text-value", 9),
    ("1:buy:4", "action-text-no-cards", 8),
])
def test_bad_text_names_the_fault_and_where(source, code, position):
    if code is None:
        assert isinstance(action_from_text(source), PlayAction)
        return
    with pytest.raises(ActionTextError) as caught:
        action_from_text(source)
    err = caught.value
    assert (err.code, err.position) == (code, position)
    assert isinstance(err, CaseError) and err.field == f"text@{position}"
    assert source in err.zh and source in err.en                    # both languages quote the text
    assert f"第 {position} 个字符" in err.zh and f"character {position}" in err.en


def test_a_class_reads_only_its_own_kind():
    with pytest.raises(ActionTextError) as caught:
        Pass.from_text("1:KKK")
    assert caught.value.code == "action-text-other" and "2:pass" in caught.value.en
    with pytest.raises(ActionTextError) as caught:
        PlayAction.from_text("1:decline")      # a decision's word: not read as cards
    assert caught.value.code == "action-text-kind"
    assert Decline.from_text("1:decline") == Decline(1)


def test_no_text_and_too_long_text_are_refused_bilingually():
    with pytest.raises(ArgumentError):
        action_from_text(3)  # type: ignore[arg-type]
    with pytest.raises(ActionTextError) as caught:
        action_from_text("1:" + "K" * 3000)
    assert caught.value.code == "action-text-long"


def test_control_characters_are_shown_escaped():
    with pytest.raises(ActionTextError) as caught:
        action_from_text("1:K\u202eK")
    assert "\u202e" not in caught.value.en and "\\u202e" in caught.value.en
