"""Regression tests of issue 47's failure classes 3, 4, 6, 7 (the round-5 fuzzing): each one
failed before its fix. The server's (class 8) are in test_serve_site.py's neighbour
test_serve_site_fixes.py, the site build's (class 10) in test_site_build_kernels.py."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from gouji_sim.cli import main
from gouji_sim.core.errors import GoujiError


def bilingual(s: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in s) and any("a" <= ch <= "z" for ch in s)


# --- class 3: --overwrite removes only what the run's manifest proves it wrote ---

def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("game-"))


def test_overwrite_after_a_killed_run_keeps_a_users_file_of_a_record_name(tmp_path, capsys):
    """Round 5: after a killed 500-game run, a user's own game-000450.json was removed by
    --overwrite, because the manifest named files by count (every index below 500)."""
    from gouji_sim.simulation.outdir import MANIFEST_NAME, run_folder, write_record
    out = tmp_path / "out"
    with pytest.raises(KeyboardInterrupt):                   # a run of 500 killed after 3 records
        with run_folder(out, games=500, seed=1):
            for i in range(3):
                write_record(str(out), i, json.dumps({"game": i}))
            raise KeyboardInterrupt
    assert json.loads((out / MANIFEST_NAME).read_text())["complete"] is False
    (out / "game-000450.json").write_text("my own notes", encoding="utf-8")
    assert main(["simulate", "--games", "2", "--out", str(out), "--overwrite"]) == 0
    assert (out / "game-000450.json").read_text(encoding="utf-8") == "my own notes"
    assert _names(out) == ["game-000000.json", "game-000001.json", "game-000450.json"]   # 2 gone: written


def test_overwrite_keeps_a_record_changed_since_the_run_wrote_it(tmp_path, capsys):
    """A file of a name the run wrote whose content is no longer what it wrote is not proved its:
    kept when out of the new run's way, and an error naming it when in the way."""
    out = tmp_path / "out"
    assert main(["simulate", "--games", "3", "--out", str(out)]) == 0
    (out / "game-000002.json").write_text("edited by hand", encoding="utf-8")
    assert main(["simulate", "--games", "1", "--out", str(out), "--overwrite"]) == 0
    assert _names(out) == ["game-000000.json", "game-000002.json"]
    assert (out / "game-000002.json").read_text(encoding="utf-8") == "edited by hand"
    capsys.readouterr()
    assert main(["simulate", "--games", "3", "--out", str(out), "--overwrite"]) == 2
    err = capsys.readouterr().err
    assert "game-000002.json" in err and bilingual(err)
    assert (out / "game-000002.json").read_text(encoding="utf-8") == "edited by hand"


def test_the_manifest_names_each_record_with_its_hash(tmp_path, capsys):
    from gouji_sim.simulation.outdir import written
    out = tmp_path / "out"
    assert main(["simulate", "--games", "2", "--out", str(out)]) == 0
    proof = written(out)
    assert sorted(proof) == ["game-000000.json", "game-000001.json"]
    assert all(proof[n] == hashlib.sha256((out / n).read_bytes()).hexdigest() for n in proof)


# --- class 7: messages name the first differing action and cut long values with their length ---

def _played_record() -> dict:
    """A played hand's record of format 2 (its ``actions`` are compared with the replay's):
    the stored one of seed 12345, written before format 3."""
    from pathlib import Path
    rec = json.loads((Path(__file__).parent / "data" / "records" / "format-2-12345.json").read_text(encoding="utf-8"))
    assert rec["format"] == "gouji-record/2"
    return rec


def test_a_replay_mismatch_names_the_first_differing_action_not_the_whole_list():
    """Round 5: a record whose actions differ from the replay's printed the whole actions list
    twice (45 KB for a 27 KB record) without naming the action."""
    from gouji_sim.game.record import replay
    rec = _played_record()
    actions = rec["actions"]
    k = next(i for i, a in enumerate(actions) if i > 5 and "play" in a)
    actions[k] = {**actions[k], "seat": actions[k]["seat"] % 6 + 1}
    report = replay(rec)
    assert not report.ok
    where, msg = report.mismatches[0]
    assert where == f"actions[{k}]", where
    assert len(msg["en"]) < 400 and len(msg["zh"]) < 400, len(msg["en"])
    assert str(actions[k]["seat"]) in msg["en"]


def test_a_replay_mismatch_of_lengths_names_the_first_missing_action():
    from gouji_sim.game.record import replay
    rec = _played_record()
    n = len(rec["actions"])
    rec["actions"] = rec["actions"][:-2]
    where, msg = replay(rec).mismatches[0]
    assert where == f"actions[{n - 2}]" and len(msg["en"]) < 400, (where, msg["en"][:200])


@pytest.mark.parametrize("call", [
    lambda v: __import__("gouji_sim").Play.parse(v),
    lambda v: __import__("gouji_sim").Hand.parse(v),
    lambda v: __import__("gouji_sim").Rules.preset(v),
    lambda v: __import__("gouji_sim").Rules.from_spec("outline", {"tribute": v}),
    lambda v: __import__("gouji_sim").Rules.from_spec("outline", {v: 1}),
], ids=["Play.parse", "Hand.parse", "Rules.preset", "switch value", "switch name"])
def test_a_2000_character_bad_value_is_cut_with_its_length(call):
    with pytest.raises(GoujiError) as err:
        call("Z" * 2000)
    assert len(err.value.en) < 700 and len(err.value.zh) < 700, len(err.value.en)
    assert re.search(r"… \(2,00\d characters\)", err.value.en), err.value.en
    assert re.search(r"…（共 200\d 个字符）", err.value.zh), err.value.zh


# --- class 4: the public functions check their arguments at the boundary ---

def _misuse() -> dict[str, object]:
    import random

    from gouji_sim import Hand, Play, Rules
    from gouji_sim.game import deal, first_leader, hands_of, is_poor, score
    from gouji_sim.game.state import GameState
    return {
        "score(places with a seat twice)": lambda: score([1, 1, 2, 3, 4, 5], Rules()),
        "score(places not seats)": lambda: score([1, 2, 3, 4, 5, 9], Rules()),
        "score(rules=None)": lambda: score([1, 2, 3, 4, 5, 6], None),
        "Play('x', 1)": lambda: Play("x", 1),
        "Play(None, 0)": lambda: Play(None, 0),
        "Play(THREE, -1, 2)": lambda: Play(__import__("gouji_sim").Rank.THREE, -1, 2),
        "Play(None, 2)": lambda: Play(None, 2),
        "is_poor(None)": lambda: is_poor(None),
        "deal(216, 5)": lambda: deal(216, 5),
        "deal('216', rng)": lambda: deal("216", random.Random(1)),
        "first_leader(None)": lambda: first_leader(None),
        "first_leader({7: []})": lambda: first_leader({7: []}),
        "hands_of(None)": lambda: hands_of(None),
        "hands_of({1: ['3']})": lambda: hands_of({1: ["3"]}),
        "Rules(bogus=1)": lambda: Rules(bogus=1),
        "Rules.from_spec(switches=[1])": lambda: Rules.from_spec("outline", [1]),
        "Rules.from_spec(switches={1: 2})": lambda: Rules.from_spec("outline", {1: 2}),
        "deal_hand(seed=[1])": lambda: GameState.deal_hand(Rules(), seed=[1]),
        "apply_deal(None)": lambda: GameState.deal_hand(Rules(), None).apply_deal(None),
        "apply_deal({1: 5})": lambda: GameState.deal_hand(Rules(), None).apply_deal({1: 5}),
        "GameState.new(5 seats, a prelude)": lambda: GameState.new(
            Rules(meld_low=True, revolution=False, tribute=True, chong_san=True, suffocation=True),
            {3: Hand.parse("3 3 9 9 J"), 1: Hand.parse("3 3 9 10 A 2 小王 大王"), 6: Hand.parse("3 4 4 J 小王"),
             5: Hand.parse("3 3 4 4 2"), 4: Hand.parse("3 3 10 10 10")}, 1),
        "GameState.new(asked=5)": lambda: GameState.new(Rules(), {1: Hand.parse("3")}, 1, asked=5),
        "GameState.new(asked={7})": lambda: GameState.new(Rules(), {1: Hand.parse("3")}, 1, asked={7}),
    }


@pytest.mark.parametrize("label", sorted(_misuse()))
def test_a_public_function_called_wrongly_raises_a_documented_error(label):
    with pytest.raises(GoujiError) as err:
        _misuse()[label]()  # type: ignore[operator]
    assert bilingual(str(err.value)), str(err.value)


# --- class 6: impossible situations and values are refused ---

def test_a_trick_whose_history_holds_an_illegal_step_is_refused_naming_it():
    """Round 5: a 5 then a 3 "over" it was judged as if the table could be so."""
    from gouji_sim import Pass, Play, PlayAction, Situation
    from gouji_sim.core.errors import CaseError
    with pytest.raises(CaseError) as err:
        Situation.build(trick=[PlayAction(1, Play.parse("5")), PlayAction(2, Play.parse("3"))])
    assert err.value.field == "trick[1]" and "trick[1]" in err.value.en and "trick[1]" in err.value.zh
    assert "wrong" in err.value.en
    # a wrong follow written as PLAY-6 allows is a possible history
    s = Situation.build(trick=[PlayAction(1, Play.parse("5")), Pass(2, wrong=True), PlayAction(3, Play.parse("8"))])
    assert s.trick_state.top == Play.parse("8")


def test_gouji_judge_refuses_a_case_with_an_impossible_history(tmp_path, capsys):
    case = {"trick": [{"seat": 1, "play": "5"}, {"seat": 2, "play": "3"}], "action": {"seat": 3, "pass": True}}
    path = tmp_path / "impossible.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    assert main(["judge", str(path)]) == 2
    err = capsys.readouterr().err
    assert "trick[1]" in err and bilingual(err)


def test_the_lab_refuses_an_impossible_history_naming_the_step():
    from gouji_sim.view.lab import ruling
    case = {"trick": [{"seat": 1, "play": "5"}, {"seat": 2, "play": "3"}], "action": {"seat": 3, "pass": True}}
    out = ruling(json.dumps(case))
    assert not out["ok"] and "trick[1]" in json.dumps(out["error"], ensure_ascii=False), out["error"]


def test_hand_plays_of_size_0_is_refused():
    from gouji_sim import Hand, Rules, hand_plays
    for size in (0, -1):
        with pytest.raises(GoujiError) as err:
            list(hand_plays(Hand.parse("3 3"), Rules(), size))
        assert "size" in err.value.en and "size" in err.value.zh


def test_a_hand_of_impossibly_many_cards_is_refused():
    from gouji_sim import Hand, Rank
    with pytest.raises(GoujiError) as err:
        Hand.from_counts({Rank.FOUR: 10**20})
    assert "counts" in err.value.en
    assert len(Hand.from_counts({Rank.FOUR: 300})) == 300        # many, but a number a hand can hold


@pytest.mark.parametrize("make", [
    lambda: __import__("gouji_sim").PlayAction(100, __import__("gouji_sim").Play.parse("3")),
    lambda: __import__("gouji_sim").PlayAction(1, "3 3"),
    lambda: __import__("gouji_sim").Pass(0),
    lambda: __import__("gouji_sim").Pass(1, wrong=1),
    lambda: __import__("gouji_sim").Yield(True),
    lambda: __import__("gouji_sim").Burn(7, ()),
    lambda: __import__("gouji_sim").Burn(1, ["3"]),
    lambda: __import__("gouji_sim").Response(0, 1, __import__("gouji_sim").Play.parse("3")),
], ids=["PlayAction(100)", "PlayAction(text)", "Pass(0)", "Pass(wrong=1)", "Yield(True)", "Burn(7)",
        "Burn(sets of text)", "Response(after_set=0)"])
def test_value_classes_refuse_impossible_values(make):
    with pytest.raises(GoujiError) as err:
        make()
    assert bilingual(str(err.value))


from hypothesis import given, settings
from hypothesis import strategies as st

_TOKENS = ["3", "5", "9", "10", "J", "A", "2", "小王", "大王"]


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(st.lists(st.tuples(st.integers(1, 6), st.lists(st.sampled_from(_TOKENS), min_size=1, max_size=3)),
                min_size=1, max_size=5))
def test_a_built_trick_is_a_possible_history_or_names_its_first_impossible_step(steps):
    """Class 6, as a property: Situation.build takes a trick whose every play beats the play
    before it (BEAT, asked of beats), and names the first step that does not."""
    from gouji_sim import Play, PlayAction, Rules, Situation, beats
    from gouji_sim.core.errors import CaseError, InvalidPlayError
    entries = []
    for seat, cards in steps:
        try:
            entries.append(PlayAction(seat, Play.parse(" ".join(sorted(set(cards), key=cards.index)))))
        except InvalidPlayError:
            return
    first_bad = next((i for i in range(1, len(entries)) if entries[i].seat != entries[i - 1].seat
                      and not beats(entries[i].play, entries[i - 1].play, Rules())), None)
    try:
        Situation.build(trick=entries)
    except CaseError as err:
        if err.code == "setup-impossible-step":
            assert err.field == f"trick[{first_bad}]", (err.field, first_bad)
            return
        assert err.code.startswith("case-too-many"), err   # more copies than the deck: its own check
        return
    assert first_bad is None
