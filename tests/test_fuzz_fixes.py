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
from gouji_sim.errors import GoujiError


def bilingual(s: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in s) and any("a" <= ch <= "z" for ch in s)


# --- class 3: --overwrite removes only what the run's manifest proves it wrote ---

def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("game-"))


def test_overwrite_after_a_killed_run_keeps_a_users_file_of_a_record_name(tmp_path, capsys):
    """Round 5: after a killed 500-game run, a user's own game-000450.json was removed by
    --overwrite, because the manifest named files by count (every index below 500)."""
    from gouji_sim.outdir import MANIFEST_NAME, run_folder, write_record
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
    from gouji_sim.outdir import written
    out = tmp_path / "out"
    assert main(["simulate", "--games", "2", "--out", str(out)]) == 0
    proof = written(out)
    assert sorted(proof) == ["game-000000.json", "game-000001.json"]
    assert all(proof[n] == hashlib.sha256((out / n).read_bytes()).hexdigest() for n in proof)


# --- class 7: messages name the first differing action and cut long values with their length ---

def _played_record() -> dict:
    from gouji_sim.bots import make_bots
    from gouji_sim.game.match import play_hand
    from gouji_sim.rules import Rules
    rec = play_hand(Rules(), make_bots(["heuristic", "random"]), 12345).record
    assert rec is not None
    return json.loads(json.dumps(rec))


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
