"""The actions' text form has one home (issue 44's duplicate D1): every action class of a hand
derives from :class:`~gouji_sim.core.actions.Written` and has its word and example in
:data:`~gouji_sim.core.actions.KINDS`; a kind written by seat and word alone takes its text and
its dict from there, and reading another kind's text names how this one is written."""

from __future__ import annotations

import typing

import pytest

from gouji_sim.core.actions import KINDS, Written, Yield
from gouji_sim.core.errors import ActionTextError
from gouji_sim.game.decisions import AskWind, Decision, Decline, GameAction, Redeal, Revolution, action_from_text


def test_every_action_class_has_one_text_home():
    classes = typing.get_args(GameAction)
    assert len(classes) == 12 and set(classes) == set(KINDS)
    assert all(issubclass(c, Written) for c in classes)
    words = [w for w, _ in KINDS.values()]
    assert len(set(words)) == len(words)                   # one word a kind
    for cls, (_, example) in KINDS.items():
        assert cls.from_text(example).text() == example     # each example reads as its kind


@pytest.mark.parametrize("cls,word", [(Yield, "yield"), (Decline, "decline"), (Revolution, "revolution"),
                                      (Redeal, "redeal"), (AskWind, "wind")])
def test_a_kind_written_by_seat_and_word(cls, word):
    a = cls(3)
    assert a.text() == f"3:{word}" and a.to_dict() == {"seat": 3, word: True}
    assert cls.from_text(a.text()) == a == action_from_text(a.text()) and repr(a) == f"{cls.__name__}(seat=3)"


def test_reading_another_kind_names_how_this_one_is_written():
    with pytest.raises(ActionTextError) as err:
        Decline.from_text("4:yield")
    assert "5:decline" in str(err.value)
    assert issubclass(Decline, Decision) and not issubclass(Yield, Decision)
