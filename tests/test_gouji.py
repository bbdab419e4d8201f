"""Gouji plays: GOUJI-1 and the switch gouji_twos (laotou)."""

import pytest

from gouji_sim import Play, Rules, is_gouji

OUTLINE, LAOTOU = Rules(), Rules.preset("laotou")


@pytest.mark.parametrize("text,gouji", [
    ("10 10 10 10 10", True), ("10 10 10 10", False), ("J J J J", True), ("J J J", False),
    ("Q Q Q", True), ("Q Q", False), ("K K", True), ("K", False), ("A A", True), ("A", False),
    ("2", True), ("9 9 9 9 9 9 9 9", False), ("3 小王", True), ("大王", True),
    ("K 2", True), ("J J J 2", True), ("10 10 10 2 2", True), ("Q Q Q Q Q Q", True),
])
def test_gouji_1_minimum_sizes(text, gouji):
    assert is_gouji(Play.parse(text), OUTLINE) is gouji


def test_gouji_1_gouji_twos_laotou():
    assert Rules.preset("laotou").gouji_twos == 2
    assert not is_gouji(Play.parse("2"), LAOTOU)
    assert is_gouji(Play.parse("2 2"), LAOTOU)
    assert is_gouji(Play.parse("K 2"), LAOTOU)   # attached twos are kings, not twos
