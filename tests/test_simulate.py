"""``gouji simulate``: the summary, records, determinism across workers, bad input."""

from __future__ import annotations

import json
import os
import stat

import pytest

from gouji_sim import Rules
from gouji_sim.cli import main
from gouji_sim.simulation.jobs import game_seed
from gouji_sim.simulation.run import simulate


def test_the_summary_counts_every_game(capsys):
    assert main(["simulate", "--games", "12", "--seed", "3", "--bots", "heuristic,random", "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["games"] == 12 and s["bots"] == ["heuristic", "random"] * 3
    for seat in map(str, range(1, 7)):
        assert sum(s["by_seat"][seat]["places"]) == 12
    assert sum(s["by_bot"]["heuristic"]["places"]) == 36
    assert set(s["burns"]) == {"tried", "succeeded", "released", "failed"}
    assert s["burns"]["tried"] == s["burns"]["succeeded"] + s["burns"]["released"] + s["burns"]["failed"]
    assert s["gouji"]["made"] >= s["gouji"]["lived"] > 0
    for key in ("sweeps", "revolutions", "redeals", "steps"):
        assert isinstance(s[key], int)


def test_the_text_table(capsys):
    assert main(["simulate", "--games", "3", "--rules", "laotou", "--switch", "tribute=true",
                 "--match", "3"]) == 0
    out = capsys.readouterr().out
    assert "laotou" in out and "tribute" in out and "avg pts 平均分" in out and "burns 烧牌" in out
    assert "sweeps 串三户" in out and "revolutions 革命" in out


def _records(folder):
    return {f: (folder / f).read_bytes() for f in sorted(os.listdir(folder)) if f.startswith("game-")}


@pytest.mark.parametrize("how", [["--workers", "2"], ["--cluster", "local"]], ids=["workers", "cluster"])
def test_the_same_seed_gives_the_same_records_whatever_the_workers(tmp_path, capsys, how):
    """Worker processes, or a local Dask cluster (``--cluster``, whose records are written by
    the run's own process): the records byte for byte, and the summary, of ``--workers 1``."""
    args = ["simulate", "--games", "10", "--seed", "9", "--bots", "heuristic,random", "--match", "2",
            "--switch", "tribute=true", "--json"]
    assert main(args + ["--out", str(tmp_path / "a"), "--workers", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(args + ["--out", str(tmp_path / "b")] + how) == 0
    two = json.loads(capsys.readouterr().out)
    a, b = _records(tmp_path / "a"), _records(tmp_path / "b")
    assert len(a) == 10 and a == b
    one.pop("timing"), two.pop("timing")
    assert one == two
    assert main(["replay", str(tmp_path / "a")]) == 0


def test_game_seeds_depend_on_the_run_seed_and_the_index_only():
    assert game_seed(1, 5) == game_seed(1, 5) != game_seed(2, 5) != game_seed(1, 6)
    s1 = simulate(3, 4, Rules(), ["random"])
    s2 = simulate(3, 4, Rules(), ["random"])
    s1.pop("timing"), s2.pop("timing")
    assert s1 == s2


@pytest.mark.parametrize("args", [
    ["--bots", "clever"], ["--bots", "random,random,random"], ["--rules", "nope"],
    ["--switch", "nope=1"], ["--switch", "tribute=maybe"], ["--switch", "tribute"],
    ["--games", "0"], ["--games", "-3"], ["--games", "many"], ["--workers", "0"],
])
def test_bad_input_exits_2_with_both_languages(args, capsys):
    assert main(["simulate", "--games", "2"] + args) == 2
    err_text = capsys.readouterr().err
    assert any("\u4e00" <= ch <= "\u9fff" for ch in err_text) and any(c.isascii() and c.isalpha() for c in err_text)


def test_an_unwritable_out_folder_exits_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["simulate", "--games", "1", "--out", str(blocker / "sub")]) == 2
    err = capsys.readouterr().err
    assert "Cannot write" in err and "无法写入" in err
    if os.geteuid() != 0:                       # root writes anywhere
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(stat.S_IRUSR | stat.S_IXUSR)
        assert main(["simulate", "--games", "1", "--out", str(ro)]) == 2


def test_a_progress_bar_on_request(capsys):
    import io
    from gouji_sim.simulation.summary import Progress
    buf = io.StringIO()
    bar = Progress(buf, width=10)
    bar(5, 10)
    bar(10, 10)
    assert "[#####.....] 5/10" in buf.getvalue() and buf.getvalue().endswith("\n")
    assert main(["simulate", "--games", "4", "--progress"]) == 0
    assert "4/4 games" in capsys.readouterr().err


def test_the_bench_keys():
    from gouji_sim.simulation.bench import selfplay
    figures = selfplay(0.2, rlcard=False)
    assert set(figures) == {"selfplay_steps_per_s", "selfplay_games_per_s", "clone_us"}
    assert figures["selfplay_steps_per_s"] > 1000 and 0 < figures["clone_us"] < 1000
