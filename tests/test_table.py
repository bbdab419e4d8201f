"""The table: TABLE-1 .. TABLE-4."""

from gouji_sim.core.table import between, downstream, opposite, same_team, seats_from, team, upstream


def test_table_1_counterclockwise():
    assert [downstream(s) for s in range(1, 7)] == [2, 3, 4, 5, 6, 1]
    assert [upstream(s) for s in range(1, 7)] == [6, 1, 2, 3, 4, 5]
    assert list(seats_from(4)) == [5, 6, 1, 2, 3]


def test_table_2_teams_alternate():
    assert team(1) == team(3) == team(5) == (1, 3, 5)
    assert team(2) == (2, 4, 6) and not same_team(1, 2)


def test_table_3_opposite_is_on_the_other_team():
    for s in range(1, 7):
        assert opposite(opposite(s)) == s and not same_team(s, opposite(s))
    assert opposite(1) == 4 and opposite(5) == 2


def test_table_4_teammates_up_and_downstream():
    assert downstream(downstream(1)) == 3 and upstream(upstream(1)) == 5
    assert between(1, 4) == (2, 3) and between(5, 2) == (6, 1)
