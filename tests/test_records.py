"""Game records (docs/en/records.md): written as gouji-record/3 (a header and the history),
read back, replayed; tampering and corruption reported. The stored records of format 2
(tests/data/records/format-2-*.json, written by the engine before format 3) are still read:
their fields besides the history are compared with the replay."""

from __future__ import annotations

import copy
import json

import pytest

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.cli import main
from gouji_sim.game.match import play_hand, play_match
from gouji_sim.game.record import FORMAT, RecordError, dumps, loads, replay

from pathlib import Path

STORED = Path(__file__).parent / "data" / "records"
HEADER = ("bots", "format", "history", "match", "rules", "seed", "version")
FIELDS_2 = ("format", "rules", "seed", "deal", "tribute", "hands", "first", "actions", "places",
            "scores", "team_scores", "history")


@pytest.fixture(scope="module")
def hand():
    return play_hand(Rules(), make_bots(["heuristic", "random"]), 12345)


@pytest.fixture(scope="module")
def record(hand) -> dict:
    return hand.record


@pytest.fixture(scope="module")
def record2() -> dict:
    """The same hand as a record of format 2, written by the engine before format 3."""
    return loads((STORED / "format-2-12345.json").read_text(encoding="utf-8"))


def test_a_record_is_a_header_and_the_history(record):
    assert sorted(record) == sorted(HEADER) and record["format"] == FORMAT == "gouji-record/3"
    deal = record["history"][0]["deal"]
    assert sorted(deal) == ["1", "2", "3", "4", "5", "6"]
    assert all(len(v.split()) == 36 for v in deal.values())
    assert any(c in deal["1"] for c in "♠♥♣♦")          # suits kept
    assert record["rules"] == {"preset": "outline", "switches": {}}
    assert not any("plan" in e for e in record["history"])      # the burn before a set says it


def test_a_stored_format_2_record_has_every_field_of_its_spec(record2):
    assert all(k in record2 for k in FIELDS_2) and record2["format"] == "gouji-record/2"
    assert record2["tribute"] == [] and sum(record2["scores"].values()) == 0 and len(record2["places"]) == 6


def test_format_3_holds_the_history_of_format_2_and_is_less_than_half_its_size(record, record2):
    assert record["history"] == [{k: v for k, v in e.items() if k != "plan"} for e in record2["history"]]
    assert len(dumps(record)) < 0.6 * len(dumps(record2))


def test_a_record_replays_to_its_places_and_scores(hand, record, record2):
    report = replay(loads(dumps(record)))
    assert report.ok, report.mismatches
    assert report.places == hand.places and report.scores == hand.score.seats
    old = replay(record2)
    assert old.ok and list(old.places) == record2["places"] == list(hand.places)
    assert {str(s): v for s, v in old.scores.items()} == record2["scores"]


@pytest.mark.parametrize("name", ["format-2-12345", "format-2-tribute", "format-2-burns",
                                  "format-1-tribute", "format-1-redeal-burns"])
def test_stored_records_of_the_older_formats_replay(name):
    data = loads((STORED / f"{name}.json").read_text(encoding="utf-8"))
    report = replay(data)
    assert report.ok, report.mismatches
    assert list(report.places) == data["places"]


def test_records_of_a_match_with_tribute_replay():
    rules = Rules(tribute=True, points=True, burn_tribute=True)
    hands = play_match(rules, make_bots(["random"]), 77, hands=3)
    assert any("tribute" in e for h in hands[1:] for e in h.record["history"])
    for h in hands:
        report = replay(json.loads(dumps(h.record)))
        assert report.ok and report.places == h.places


def test_the_first_changed_action_is_named(record, record2):
    bad = copy.deepcopy(record)
    i = next(k for k, a in enumerate(bad["history"]) if "play" in a and not a.get("burn") and k > 3)
    bad["history"][i] = {"seat": bad["history"][i]["seat"], "play": "大王 大王 大王 大王 大王"}
    report = replay(bad)
    assert not report.ok and report.mismatches[0][0] == f"history[{i}]"
    assert "illegal" in report.mismatches[0][1]["en"]
    record = record2
    i = next(k for k, a in enumerate(record["actions"]) if "play" in a and not a.get("burn") and k > 3)
    bad = copy.deepcopy(record)                   # format 2: the header's actions must be the history's
    bad["actions"][i] = {"seat": bad["actions"][i]["seat"], "pass": True}
    assert bad["actions"][i] != record["actions"][i]
    assert replay(bad).mismatches[0][0] == f"actions[{i}]"        # the action, not the whole list


def test_a_left_out_decline_is_named_not_inferred():
    """Format 2 writes every decline (a bet not made, TRIB-4; a burn not declared, BURN-1);
    one left out is the record's fault, not inferred."""
    bad = play_hand(Rules(points=True), make_bots(["heuristic", "random"]), 12345).record
    i = next(k for k, a in enumerate(bad["history"]) if a.get("decline"))
    del bad["history"][i]
    report = replay(bad)
    assert not report.ok and report.mismatches[0][0] == f"history[{i}]"


def test_a_changed_field_is_named(record, record2):
    bad = copy.deepcopy(record)
    bad["history"] = bad["history"][:-3]
    assert replay(bad).mismatches[0][0] == "history"
    bad = copy.deepcopy(record)
    a, b = bad["history"][0]["deal"]["1"].split(), bad["history"][0]["deal"]["2"].split()
    a[0], b[0] = b[0], a[0]
    bad["history"][0]["deal"]["1"], bad["history"][0]["deal"]["2"] = " ".join(a), " ".join(b)
    assert replay(bad).mismatches[0][0] == "history[0]"    # the seed does not deal this
    record = record2                                       # format 2: its fields besides the history
    for field, value in (("places", list(reversed(record["places"]))),
                         ("scores", {k: 0 for k in record["scores"]}),
                         ("first", record["first"] % 6 + 1)):
        bad = dict(record, **{field: value})
        report = replay(bad)
        assert not report.ok and report.mismatches[0][0] == field, field
    bad = copy.deepcopy(record)
    bad["history"] = bad["history"][:-3]
    assert replay(bad).mismatches[0][0] == "history"
    bad = copy.deepcopy(record)
    a, b = bad["deal"]["1"].split(), bad["deal"]["2"].split()
    a[0], b[0] = b[0], a[0]
    bad["deal"]["1"], bad["deal"]["2"] = " ".join(a), " ".join(b)
    assert replay(bad).mismatches[0][0] == "deal.1"        # the header says another deal (seat 1's)
    bad["history"][0]["deal"] = bad["deal"]
    assert replay(bad).mismatches[0][0] == "history[0]"    # the seed does not deal this


@pytest.mark.parametrize("text,field", [
    ("not json", ""), ("[1, 2]", "record"), ('{"format": "x"}', "format"),
    ('{"format": "gouji-record/1", "rules": {"preset": "nope"}}', "rules"),
])
def test_corrupt_records_raise_a_record_error(text, field):
    with pytest.raises(RecordError) as err:
        replay(loads(text))
    assert err.value.field == field and err.value.zh and err.value.en


def test_corrupt_fields_raise_a_record_error(record, record2):
    for mutate, field in ((lambda r: r.update(history="x"), "history"),
                          (lambda r: r["history"].append({"seat": 9, "pass": True}), "seat"),
                          (lambda r: r["history"].append({"seat": 1, "play": "8 9"}), "play"),
                          (lambda r: r["history"][0]["deal"].pop("3"), "history[0].deal"),
                          (lambda r: r["history"][0]["deal"].update({"1": "Z Z"}), "history[0].deal.1")):
        bad = copy.deepcopy(record)
        mutate(bad)
        with pytest.raises(RecordError) as err:
            replay(bad)
        assert field in err.value.field
    record = record2
    for mutate, field in ((lambda r: r.update(actions="x"), "actions"),
                          (lambda r: r["actions"].append({"seat": 9, "pass": True}), "seat"),
                          (lambda r: r["actions"].append({"seat": 1, "play": "8 9"}), "play"),
                          (lambda r: r["hands"].pop("3"), "hands"),
                          (lambda r: r.update(first="one"), "first"),
                          (lambda r: r["deal"].update({"1": "Z Z"}), "deal.1")):
        bad = copy.deepcopy(record)
        mutate(bad)
        with pytest.raises(RecordError) as err:
            replay(bad)
        assert field in err.value.field


def test_gouji_replay_exit_codes(tmp_path, record, record2, capsys):
    good = tmp_path / "good.json"
    good.write_text(dumps(record), encoding="utf-8")
    assert main(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    assert "consistent" in out and "一致" in out
    bad = copy.deepcopy(record2)
    bad["scores"]["1"] += 1
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["replay", str(good), str(edited)]) == 1
    assert "scores" in capsys.readouterr().out
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "gouji-record/1", "rules": {}, "deal": 5', encoding="utf-8")
    assert main(["replay", str(broken), str(edited)]) == 2
    out = capsys.readouterr().out
    assert "not a valid game record" in out and "不是有效的对局记录" in out
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().out
    assert main(["replay", "--json", str(tmp_path)]) == 2        # a folder: every *.json in it
    reports = json.loads(capsys.readouterr().out)
    assert {r["status"] for r in reports} == {"ok", "mismatch", "corrupt"}


def test_records_with_burns_and_released_burns_replay():
    bots = make_bots(["heuristic"])
    found = {"succeeded": 0, "released": 0}
    for seed in range(300):
        h = play_hand(Rules(), bots, seed)
        found["succeeded"] += h.counters[13]
        found["released"] += h.counters[14]
        if h.counters[12]:
            rec = json.loads(dumps(h.record))
            assert replay(rec).ok
            assert any(a.get("burn") is True for a in rec["history"])      # a burner's set
        if found["succeeded"] and found["released"]:
            break
    assert found["succeeded"] and found["released"]


def test_a_failed_burn_is_recorded_in_the_case_form_and_replays():
    from gouji_sim import Burn, Hand, Play
    from gouji_sim.game.record import make_record
    from gouji_sim.game.state import GameState
    import random
    rng = random.Random(3)
    state = GameState.deal_hand(Rules(), 31)
    failed = False
    while not state.is_over():
        sit = state.sit
        st = sit.trick_state
        if not failed and state.in_ordinary_turns() and st.gouji and not sit.is_closed():
            seat = next((s for s in sit.burners() if s != state.current_player()), None)
            if seat is not None:
                v = state.apply(Burn(seat, (Play.from_hand(Hand.from_cards([next(iter(state.hand(seat)))])),)))
                failed = v.burn == "failed"
                continue
        state.apply(rng.choice(state.legal_actions()))
    assert failed and state.counters[15] == 1
    rec = json.loads(dumps(make_record(Rules(), 31, state)))
    h = rec["history"]
    assert any(isinstance(a.get("burn"), list) and not h[i + 1].get("burn") is True for i, a in enumerate(h[:-1]))
    report = replay(rec)
    assert report.ok and report.places[-1] == state.penalized[0]


_JUNK = [None, True, 0, -1, 7, 3.5, "", "x", "大王", "3 3", [], [1], {}, {"seat": 1}, "♠3 ♠3"]


def _mutate(rec, rng):
    """One random edit somewhere in the record: a value replaced, a key dropped, a list cut."""
    node, path = rec, []
    while isinstance(node, (dict, list)) and node and rng.random() < 0.7:
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        parent, node = node, node[key]
        path.append((parent, key))
    if not path:
        return
    parent, key = path[-1]
    r = rng.random()
    if r < 0.15 and isinstance(parent, dict):
        del parent[key]
    elif r < 0.25 and isinstance(parent, list):
        del parent[key:]
    else:
        parent[key] = rng.choice(_JUNK)


@pytest.mark.parametrize("which", ["record", "record2"])
def test_hand_edited_and_corrupt_records_are_reported_never_crashed_on(tmp_path, which, request):
    import random
    from gouji_sim.cli.replay_command import check_file
    record = request.getfixturevalue(which)
    rng = random.Random(8)
    seen = set()
    for k in range(200):
        bad = copy.deepcopy(record)
        for _ in range(rng.randint(1, 3)):
            _mutate(bad, rng)
        path = tmp_path / f"r{k}.json"
        path.write_text(json.dumps(bad, ensure_ascii=False), encoding="utf-8")
        code, report = check_file(path)          # must not raise
        assert code in (0, 1, 2) and report["zh"] and report["en"]
        seen.add(code)
    assert seen >= {1, 2}
