"""Who may beat, who may burn: the deciding clauses chosen on the judge's floor
(:func:`gouji_sim.core.judge.who_beat_grounds`, :func:`gouji_sim.core.burn.who_burn_grounds`), and
``gouji ask`` only asking for them (issue 45: one home for each rule)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gouji_sim import Pass, Play, PlayAction, Situation
from gouji_sim.game.answers import ask
from gouji_sim.core.burn import who_burn_grounds
from gouji_sim.core.judge import beat_barrier, who_beat_grounds, who_may_beat


def trick(*entries: tuple[int, str | None], finished: tuple[int, ...] = ()) -> Situation:
    return Situation.build(finished=list(finished), trick=[
        Pass(seat) if cards is None else PlayAction(seat, Play.parse(cards)) for seat, cards in entries])


@pytest.mark.parametrize("s, seats, clauses", [
    (trick((1, "10 10 10 10 10")), (4,), ("GOUJI-2",)),                       # GOUJI-2: only the opposite
    (trick((1, "9 9 9")), (2, 3, 4, 5, 6), ("TURN-2", "TURN-3")),              # TURN-2/3: in turn
    (trick((1, "大王")), (), ("BEAT-5", "TURN-6")),                  # BEAT-5: dead, TURN-6: 4 closes it
    (trick((1, "10 10 10 10 10"), finished=(4,)), (2, 3, 5, 6), ("GOUJI-3", "TURN-3")),   # GOUJI-3: headless
])
def test_who_may_beat_names_the_clauses_that_decide_it(s, seats, clauses):
    assert who_may_beat(s) == seats
    assert who_beat_grounds(s) == clauses


def test_nobody_to_beat_is_no_clause():
    assert who_beat_grounds(Situation.build()) == () and who_burn_grounds(Situation.build()) == ()


@pytest.mark.parametrize("s, seats, clauses", [
    (trick((1, "10 10 10 10 10")), (3, 5, 2, 6), ("BURN-1", "BURN-2")),        # BURN-1/2: who, in what order
    (trick((1, "9 9 9")), (), ("BURN-1", "GOUJI-1")),                          # not a gouji play
    (trick((1, "大王")), (), ("BEAT-5", "BURN-3")),                             # a dead play cannot be burned
])
def test_who_may_burn_names_the_clauses_that_decide_it(s, seats, clauses):
    assert s.burners() == seats
    assert who_burn_grounds(s) == clauses


@pytest.mark.parametrize("question, kind, seats, clauses", [
    ("seat 1 leads five 10s. Who can beat it?", "who-beat", [4], ("GOUJI-2",)),
    ("座位1出 三个9，谁能管", "who-beat", [2, 3, 4, 5, 6], ("TURN-2", "TURN-3")),
    ("我单出一张大王，谁能管", "who-beat", [], ("BEAT-5", "TURN-6")),
    ("上家出了五张10，谁能烧", "who-burn", [3, 5, 2, 6], ("BURN-1", "BURN-2")),
    ("座位1出 三个9，谁能烧", "who-burn", [], ("BURN-1", "GOUJI-1")),
])
def test_ask_names_the_floors_clauses(question, kind, seats, clauses):
    a = ask(question)
    assert (a.kind, a.answer, a.clauses) == (kind, seats, clauses)


def test_answers_py_chooses_no_clause_itself():
    """answers.py asks the judge and the game: no clause ID is written in its code."""
    code = Path(__file__).parents[1].joinpath("gouji_sim", "game", "answers.py").read_text(encoding="utf-8")
    body = "\n".join(line for line in code.splitlines() if not line.lstrip().startswith(("#", ">>>")))
    assert re.findall(r"[\"'][A-Z]+-\d+[\"']", body) == []


def test_a_dead_play_is_beaten_by_nobody_its_opposite_included():
    """BEAT-5: nothing beats a dead play; TURN-6: its opposite (whom ``responders`` lists, as
    it must act) only closes it — "能管吗" is answered no, for the opposite too."""
    s = trick((1, "大王 8 8"))
    assert s.responders() == (4,) and s.beat_fault(4) is None
    assert beat_barrier(s, 4)[0] == ("BEAT-5", "TURN-6") and beat_barrier(s, 3)[0] == ("BEAT-5", "TURN-6")
    a = ask("我出大王88，对头能管吗")
    assert (a.kind, a.answer, a.clauses) == ("may-beat", False, ("BEAT-5", "TURN-6"))
    assert "nothing beats it" in ask("seat 2 leads two big jokers, can seat 5 beat it?").message["en"]
    nobody = ask("seat 1 leads a big joker, who may beat it?")
    assert nobody.answer == [] and "nothing beats it" in nobody.message["en"]


def test_a_position_beaten_as_before():
    assert beat_barrier(trick((1, "9 9 9")), 2) is None
    assert beat_barrier(trick((1, "10 10 10 10 10")), 2)[0] == trick((1, "10 10 10 10 10")).beat_fault(2).clauses
