"""A hand's score as the reader is shown it (SCORE-1..4, TRIB-1..3): the game's numbers, each
line naming the clause that decided it, and bad places refused in both languages."""

from __future__ import annotations

import pytest

from gouji_sim.game.scoring import score
from gouji_sim.core.rules import Rules
from gouji_sim.view.scores import PlacesError, score_view


def test_a_negative_team_sum_under_positive_only_is_explained():
    """SCORE-3: the outline records 0 for a team whose seats add to −2, and says why."""
    places = (1, 2, 4, 3, 5, 6)       # 1-3-5: 4 + 0 - 2 = 2 ; 2-4-6: 2 + 0 - 4 = -2
    view = score_view(places, Rules())
    teams = {t["team"]: t for t in view.team_rows()}
    assert teams["2-4-6"]["sum"] == -2 and teams["2-4-6"]["recorded"] == 0
    assert teams["1-3-5"]["recorded"] == score(places, Rules()).teams["1-3-5"] == 2
    notes = [n["en"] for n in view.notes()]
    assert any("SCORE-3" in n and "2-4-6" in n and "-2" in n for n in notes)
    laotou = score_view(places, Rules.preset("laotou"))
    assert {t["team"]: t["recorded"] for t in laotou.team_rows()}["2-4-6"] == -2
    assert not any("records 0" in n["en"] for n in laotou.notes())


def test_a_sweep_doubles_and_owes_the_sweep_cards():
    view = score_view((1, 3, 5, 2, 4, 6), Rules(tribute=True))
    assert view.score.sweep
    assert [t["recorded"] for t in view.team_rows()] == [12, 0]
    assert any("SCORE-2" in n["zh"] for n in view.notes())
    tribute = [t["en"] for t in view.tribute_rows()]
    assert sum("TRIB-3" in t for t in tribute) == 3      # 2, 4 and 6 each give their opposite one
    assert len(tribute) == 6 and not any("TRIB-1" in t for t in tribute)   # v4: instead of 落贡
    assert sum("TRIB-2" in t for t in tribute) == 3      # v5: and each is returned


def test_grand_slam_doubles_only_with_its_switch():
    places = (2, 4, 6, 1, 3, 5)
    on = score_view(places, Rules(grand_slam=True), grand_slam=True)
    off = score_view(places, Rules(), grand_slam=True)
    assert on.score.teams["2-4-6"] == 2 * off.score.teams["2-4-6"]
    assert any("SCORE-4" in n["en"] and "doubles again" in n["en"] for n in on.notes())
    assert any("does not double" in n["en"] for n in off.notes())


def test_every_place_row_is_the_games_points():
    places = (4, 1, 6, 2, 5, 3)
    rows = score_view(places, Rules()).seat_rows()
    assert [r["seat"] for r in rows] == list(places)
    assert [r["points"] for r in rows] == [score(places, Rules()).seats[s] for s in places]
    assert rows[0]["title"] == {"zh": "头科", "en": "first"}


@pytest.mark.parametrize("places, where", [
    ([1, 2, 3, 4, 5], "six"), ([1, 2, 3, 4, 5, 7], "Place 6"), ([1, 2, 2, 4, 5, 6], "Place 3"),
    ([1, 2, 3, 4, 5, "6"], "Place 6"), ("123456", "six"), ([1, 2, 3, 4, 5, True], "Place 6"),
])
def test_bad_places_are_refused_in_both_languages(places, where):
    with pytest.raises(PlacesError) as err:
        score_view(places, Rules())
    assert where in err.value.en and err.value.zh and err.value.zh != err.value.en
