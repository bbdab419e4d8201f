"""Every input ends in a ruling or a clear error, and nothing is overwritten.

One regression test (or a few) per failure the fuzzing pass found; the fuzz tests
themselves are in ``test_fuzz.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from gouji_sim import Burn, GoujiError, Pass, Play, PlayAction, Rules, Situation, judge
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.case import Case
from gouji_sim.cli import main
from gouji_sim.core.errors import CaseError, IllegalActionError
from gouji_sim.game.deal import deal, first_leader, hands_of
from gouji_sim.game.match import play_hand
from gouji_sim.game.record import RecordError, dumps, loads
from gouji_sim.game.state import PLAY, GameState
from gouji_sim.simulation.run import MAX_GAMES, MAX_MATCH, Job, _run, simulate, worker_count
from gouji_sim.core.table import SEATS
from gouji_helpers import bilingual

GOUJI = [{"seat": 1, "play": "10 10 10 10 10"}]


def run_cli(*args: str, stdin: bytes | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``gouji ARGS`` in its own process (what a user's terminal sees)."""
    return subprocess.run([sys.executable, "-m", "gouji_sim", *args], input=stdin.decode() if stdin else None,
                          capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})


def write(tmp_path: Path, name: str, data: object) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


# --- 1. seat keys are the ASCII digits 1…6 ---

DIGIT_LIKE = ["²", "①", "₂", "٢", "２", "۲", "01", " 1", "1 ", "+1"]


@pytest.mark.parametrize("key", DIGIT_LIKE)
@pytest.mark.parametrize("where", ["hands", "counts"])
def test_digit_like_seat_keys_are_refused_naming_the_field(key, where):
    value = "3" if where == "hands" else 3
    with pytest.raises(CaseError) as err:
        Case.from_dict({where: {key: value}, "action": {"seat": 1, "pass": True}})
    assert err.value.field == where and bilingual(str(err.value))


def test_two_spellings_of_one_seat_do_not_collapse():
    with pytest.raises(CaseError):
        Case.from_dict({"hands": {"2": "3", "٢": "4"}, "action": {"seat": 1, "pass": True}})


def test_a_digit_like_key_fails_its_case_and_the_folder_goes_on(tmp_path, capsys):
    write(tmp_path, "a-bad.json", {"hands": {"²": "3"}, "action": {"seat": 1, "pass": True}})
    write(tmp_path, "b-good.json", {"action": {"seat": 1, "play": "3"}, "expect": {"legal": True}})
    assert main(["cases", "check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "a-bad.json" in out and "1 passed, 1 failed" in out
    assert main(["cases", "compare", str(tmp_path / "a-bad.json")]) == 2
    assert main(["judge", str(tmp_path / "a-bad.json")]) == 2
    assert bilingual(capsys.readouterr().err)


@pytest.mark.parametrize("value", ["²", "٢", "1" * 5001, "-²"])
def test_switch_values_that_look_like_numbers_are_errors_not_tracebacks(value, capsys):
    assert main(["simulate", "--games", "1", "--switch", f"deck={value}"]) == 2
    assert bilingual(capsys.readouterr().err)


# --- 2. impossible situations are refused; counts bound what a seat can play ---

def test_a_burn_with_more_big_jokers_than_the_deck_is_refused():
    with pytest.raises(CaseError) as err:
        Case.from_dict({"trick": GOUJI, "action": {"seat": 3, "burn": ["大王 大王 大王 大王 大王"]}})
    assert err.value.field == "action.burn[0]" and err.value.code == "case-too-many"


def test_responses_count_towards_the_deck_once_per_seat():
    base = {"hands": {"3": "J J J J J 小王 8 8 9 9 9"}, "trick": GOUJI,
            "action": {"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]}}
    # one seat offering the same big jokers to two sets holds them once: judged
    same = [{"after_set": 1, "seat": 6, "play": "大王 大王 大王"}, {"after_set": 2, "seat": 6, "play": "大王 大王 大王"}]
    Case.from_dict({**base, "responses": same}).judge()
    # two seats holding 3 + 2 big jokers between them: impossible
    two = [{"after_set": 1, "seat": 6, "play": "大王 大王 大王"}, {"after_set": 2, "seat": 4, "play": "大王 大王"}]
    with pytest.raises(CaseError) as err:
        Case.from_dict({**base, "responses": two})
    assert err.value.field == "responses[1].play"


def test_a_seat_cannot_play_more_cards_than_its_count():
    case = Case.from_dict({"counts": {"4": 1}, "trick": GOUJI, "action": {"seat": 4, "play": "J J J J J"}})
    v = case.judge()
    assert (v.legal, v.reason) == (False, "not-in-hand")
    assert "1" in v.message["en"] and bilingual(v.message["zh"] + v.message["en"])
    lead = Case.from_dict({"counts": {"2": 1}, "action": {"seat": 2, "play": "J J"}}).judge()
    assert lead.reason == "not-in-hand"
    assert Case.from_dict({"counts": {"2": 2}, "action": {"seat": 2, "play": "J J"}}).judge().legal


def test_a_burn_larger_than_the_count_is_not_in_hand():
    v = Case.from_dict({"counts": {"3": 4}, "trick": GOUJI,
                        "action": {"seat": 3, "burn": ["J J J J J"]}}).judge()
    assert (v.legal, v.reason, v.burn) == (False, "not-in-hand", "not-allowed")


@pytest.mark.parametrize("args", [
    ["--hand", "J J", "--on", "3 3"],                          # not a gouji play
    ["--hand", " ".join(["J"] * 200), "--on", "10 10 10 10 10"],  # no hand is that large
    ["--hand", "大王 大王 大王", "--on", "大王 大王"],              # five big jokers
])
def test_gouji_burn_refuses_questions_no_table_asks(args, capsys):
    assert main(["burn", *args]) == 2
    assert bilingual(capsys.readouterr().err)


# --- 3. gouji simulate's resources ---

@pytest.mark.parametrize("args", [
    ["--games", "2", "--match", "1000000000"], ["--games", "1000000000000"],
    ["--games", "1" * 5000], ["--match", "0"], ["--games", str(MAX_GAMES + 1)],
    ["--match", str(MAX_MATCH + 1)], ["--workers", "²"],
])
def test_sizes_past_the_limits_exit_2_at_once(args, capsys):
    assert main(["simulate", *args]) == 2
    assert bilingual(capsys.readouterr().err)


def test_match_0_speaks_of_the_match_not_the_games(capsys):
    assert main(["simulate", "--games", "2", "--match", "0"]) == 2
    err = capsys.readouterr().err
    assert "--match" in err and "number of games" not in err


def test_the_limits_are_in_the_help():
    out = run_cli("simulate", "--help").stdout
    assert f"{MAX_GAMES:,}" in out and f"{MAX_MATCH:,}" in out and "--overwrite" in out


def test_workers_never_exceed_the_cpus_or_the_matches():
    assert worker_count(256, 2, 1) == min(2, os.cpu_count() or 1)
    assert worker_count(256, 10, 5) == min(2, os.cpu_count() or 1)
    assert worker_count(3, 1000, 1) <= min(3, os.cpu_count() or 1)
    assert worker_count(1, 1000, 1) == 1


def test_jobs_are_handed_out_a_few_at_a_time():
    made = []

    def jobs():
        for m in range(1000):
            made.append(m)
            yield Job(m, m + 1, 1000, 0, Rules(), None, ("random",), 1, None, False)

    results = _run(jobs(), 2)
    next(results)
    assert len(made) <= 2 * 2 + 1      # not the 1,000 jobs up front
    results.close()


def test_the_streamed_summary_counts_every_game():
    s = simulate(7, seed=3, match_length=3)
    assert s["games"] == 7
    assert all(sum(r["places"]) == 7 for r in s["by_seat"].values())
    assert sum(t["won"] for t in s["teams"].values()) <= 7


# --- 4. --out keeps data safe ---

def test_a_folder_with_records_is_refused_unless_overwrite(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["simulate", "--games", "3", "--seed", "1", "--out", str(out), "--json"]) == 0
    first = {p.name: p.read_text() for p in out.iterdir()}
    assert sorted(first) == [".gouji-run", ".gouji-run.lock", ".gouji-run.written", "game-000000.json",
                             "game-000001.json", "game-000002.json"]
    capsys.readouterr()
    assert main(["simulate", "--games", "2", "--seed", "2", "--out", str(out)]) == 2
    assert "--overwrite" in capsys.readouterr().err
    assert {p.name: p.read_text() for p in out.iterdir()} == first          # untouched
    assert main(["simulate", "--games", "2", "--seed", "2", "--out", str(out), "--overwrite", "--json"]) == 0
    assert _names(out) == ["game-000000.json", "game-000001.json"]          # no stale one
    assert all(json.loads((out / name).read_text())["seed"] != json.loads(first[name])["seed"]
               for name in _names(out))


def test_a_record_name_that_is_a_symlink_is_replaced_not_followed(tmp_path, capsys):
    from gouji_sim.simulation.outdir import write_record
    out = tmp_path / "out"
    assert main(["simulate", "--games", "1", "--out", str(out), "--json"]) == 0
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    (out / "game-000000.json").unlink()
    (out / "game-000000.json").symlink_to(target)            # in place of a record the run wrote
    # no run wrote the link (issue 47, class 3: only files the run proves it wrote are removed)
    assert main(["simulate", "--games", "1", "--out", str(out), "--overwrite", "--json"]) == 2
    assert "game-000000.json" in capsys.readouterr().err
    assert target.read_text() == "keep me" and (out / "game-000000.json").is_symlink()
    (out / "game-000000.json").unlink()
    assert main(["simulate", "--games", "1", "--out", str(out), "--overwrite", "--json"]) == 0
    rec = out / "game-000000.json"
    assert not rec.is_symlink() and json.loads(rec.read_text())["game"] == 0
    (out / "game-000005.json").symlink_to(target)
    write_record(str(out), 5, "{}")
    assert target.read_text() == "keep me" and not (out / "game-000005.json").is_symlink()


def test_user_files_are_left_alone_and_no_temporary_file_remains(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / ".gouji-write-test").write_text("mine")
    (out / "notes.json").write_text("{}")
    assert main(["simulate", "--games", "2", "--out", str(out), "--json"]) == 0
    assert (out / ".gouji-write-test").read_text() == "mine" and (out / "notes.json").read_text() == "{}"
    assert sorted(p.name for p in out.iterdir()) == [".gouji-run", ".gouji-run.lock", ".gouji-run.written",
                                                     ".gouji-write-test", "game-000000.json", "game-000001.json",
                                                     "notes.json"]


def test_an_empty_out_is_an_error(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "--games", "1", "--out", ""]) == 2
    assert bilingual(capsys.readouterr().err) and list(tmp_path.iterdir()) == []


# --- 5. bounded reads ---

@pytest.mark.parametrize("command", ["judge", "replay"])
def test_dev_zero_is_refused_not_read_to_the_end(command):
    #: a device is refused before it is opened (it was read up to the size limit)
    done = run_cli(command, "/dev/zero", timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout
    assert bilingual(done.stderr + done.stdout) and "/dev/zero is a device, not a regular file" in done.stderr + done.stdout


def test_a_regular_file_past_the_limit_is_too_large(tmp_path):
    path = write(tmp_path, "big.json", " " * (300 * 1024) + "{}")
    done = run_cli("judge", path)
    assert done.returncode == 2 and "too large" in done.stderr and bilingual(done.stderr)


def test_standard_input_is_bounded_too():
    done = run_cli("judge", "-", stdin=b" " * (300 * 1024) + b"{}")
    assert done.returncode == 2 and "too large" in done.stderr


# --- 6. printing what the terminal cannot encode ---

def test_cases_check_prints_a_lone_surrogate_escaped(tmp_path):
    write(tmp_path, "s.json", '{"action": {"seat": 1, "play": "3"}, "expect": {"reason": "\\ud800"}}')
    done = run_cli("cases", "check", str(tmp_path))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "\\ud800" in done.stdout and "0 passed, 1 failed" in done.stdout


# --- 7. replay strictness; one encoding policy for cases and records ---

@pytest.fixture(scope="module")
def record() -> dict:
    """A record of the format the tests of bad fields edit (format 2: ``deal``, ``actions``,
    ``redeals`` are its fields), the stored one of this hand."""
    rec = loads((Path(__file__).parent / "data" / "records" / "format-2-77.json").read_text(encoding="utf-8"))
    assert rec["format"] == "gouji-record/2"
    return rec


@pytest.mark.parametrize("version", [99, 0, -1, "1", 1.5, True, None])
def test_a_record_of_an_unknown_version_is_refused(tmp_path, record, version, capsys):
    path = write(tmp_path, "r.json", dumps({**record, "version": version}))
    assert main(["replay", path]) == 2
    assert "version" in capsys.readouterr().out


def test_replay_of_an_empty_folder_is_an_error(tmp_path, capsys):
    assert main(["replay", str(tmp_path)]) == 2
    assert bilingual(capsys.readouterr().err)


@pytest.mark.parametrize("encode", [
    lambda t: b"\xef\xbb\xbf" + t.encode("utf-8"),
    lambda t: t.encode("utf-16"),
    lambda t: t.encode("utf-16-le"),
    lambda t: t.encode("utf-8").replace(b"{", b"{\xff", 1),
])
def test_cases_and_records_share_one_encoding_policy(tmp_path, record, encode):
    case_text = json.dumps({"action": {"seat": 1, "play": "3"}})
    for text, load, error in ((case_text, Case.from_json, CaseError), (dumps(record), loads, RecordError)):
        with pytest.raises(error) as err:
            load(encode(text))
        assert err.value.code.startswith("input-") and bilingual(str(err.value))
    assert loads(dumps(record).encode("utf-8"))["seed"] == 77


# --- 8. Python API misuse ---

@pytest.mark.parametrize("seat", [0, -1, 7, 1.0, True, "1", None])
def test_bad_seats_in_the_api_are_gouji_errors_naming_the_seat(seat):
    for call, where in [(lambda: Situation.build(hands={seat: "3"}), "hands"),
                        (lambda: Situation.build(counts={seat: 3}), "counts"),
                        (lambda: Situation.build(finished=[seat]), "finished"),
                        # the actions refuse a seat that is none as they are made (issue 47)
                        (lambda: Situation.build(trick=[Pass(seat)]), "seat"),
                        (lambda: judge(Situation.build(), Pass(seat)), "seat"),
                        (lambda: judge(Situation.build(trick=[PlayAction(1, Play.parse("3"))]),
                                       PlayAction(seat, Play.parse("4"))), "seat")]:
        with pytest.raises(GoujiError) as err:
            call()
        assert isinstance(err.value, ValueError) and where in err.value.en
        assert json.dumps(seat)[:20] in err.value.en


def _mid_game(seed: int) -> GameState:
    import random
    rng = random.Random(seed)
    d = deal(216, rng)
    state = GameState.new(Rules(), hands_of(d), first_leader(d))
    bots = make_bots(["random"])
    for _ in range(25):
        seat = state.current_player()
        assert seat is not None
        state.apply(bots[seat - 1].act(state, rng))
    return state


def _snapshot(state: GameState) -> tuple[object, ...]:
    return (state.phase, state.sit, state.pending, state.burn, state.history, state.penalized)


def test_game_state_refuses_bad_seats_and_out_of_turn_moves_unchanged():
    state = _mid_game(5)
    for seat in (0, -1, 7, 2.0):
        before = _snapshot(state)
        with pytest.raises(GoujiError):
            state.apply(Pass(seat))        # type: ignore[arg-type]
        assert _snapshot(state) == before
    cur = state.current_player()
    others = [s for s in SEATS if s != cur]
    refused = 0
    for seat in others:
        for action in (PlayAction(seat, Play.parse("3")), Burn(seat, (Play.parse("大王"),)), Pass(seat)):
            before = _snapshot(state)
            try:
                state.clone().apply(action)
            except IllegalActionError:
                refused += 1
                with pytest.raises(IllegalActionError):
                    state.apply(action)
                assert _snapshot(state) == before
    assert refused > 0


def test_out_of_turn_moves_taken_are_exactly_the_companion_lists():
    """apply takes an action of a seat other than the current one iff out_of_turn_actions lists
    it, or it is a burn by one of out_of_turn_burners that the judge rules (even as 烧糊)."""
    import random
    from gouji_sim.core.moves import hand_plays
    seen = {"pass": 0, "burn": 0, "refused": 0}
    for seed in range(6):
        rng = random.Random(seed)
        d = deal(216, rng)
        state = GameState.new(Rules(), hands_of(d), first_leader(d))
        bots = make_bots(["random"])
        while not state.is_over():
            cur = state.current_player()
            assert cur is not None
            if state.in_ordinary_turns() and rng.random() < 0.3:
                listed = state.out_of_turn_actions()
                burners = state.out_of_turn_burners()
                for seat in (s for s in SEATS if s != cur):
                    hand = state.hand(seat)
                    plays = list(hand_plays(hand, state.rules))
                    tries = [Pass(seat), Burn(seat, (Play.parse("大王"),))]
                    tries += [PlayAction(seat, p) for p in rng.sample(plays, min(4, len(plays)))]
                    tries += [a for a in listed if a.seat == seat]
                    for a in tries:
                        trial = state.clone()
                        try:
                            trial.apply(a)
                            taken = True
                        except IllegalActionError:
                            taken = False
                        if isinstance(a, Burn):
                            assert not taken or seat in burners, a
                            if a in listed:
                                assert taken, a
                        else:
                            assert taken == (a in listed), a
                        if taken:
                            seen["burn" if isinstance(a, Burn) else "pass"] += 1
                        else:
                            seen["refused"] += 1
            state.apply(bots[cur - 1].act(state, rng))
    assert all(seen.values()), seen


def test_apply_documents_what_it_takes_out_of_turn():
    doc = GameState.apply.__doc__ or ""
    assert "out_of_turn_actions" in doc and "烧糊" in doc and "state is then unchanged" in doc


# --- 9. small things ---

@pytest.mark.parametrize("text", ['{"action": {"seat": 1, "pass": true}, "action": {"seat": 2, "pass": true}}',
                                  '{"hands": {"1": "3", "1": "4"}, "action": {"seat": 1, "pass": true}}'])
def test_duplicate_keys_are_refused(text):
    with pytest.raises(CaseError) as err:
        Case.from_json(text)
    assert err.value.code == "input-duplicate-key" and "twice" in err.value.en


def test_a_record_with_a_duplicate_key_is_refused(record):
    text = dumps(record).replace('"seed":', '"seed": 1, "seed":', 1)
    with pytest.raises(RecordError) as err:
        loads(text)
    assert err.value.code == "input-duplicate-key"


def test_a_5000_digit_number_is_reported_as_a_long_number():
    for text in ('{"action": {"seat": ' + "1" * 5000 + ', "pass": true}}',
                 '{"action": {"seat": 1.' + "5" * 5000 + ', "pass": true}}'):
        with pytest.raises(CaseError) as err:
            Case.from_json(text)
        assert err.value.code == "input-long-number" and "nest" not in err.value.en


def test_nan_and_infinity_are_not_json():
    with pytest.raises(CaseError) as err:
        Case.from_json('{"counts": {"2": NaN}, "action": {"seat": 1, "pass": true}}')
    assert err.value.code == "input-not-json"


def test_deep_nesting_gets_one_answer_whatever_the_callers_stack(tmp_path):
    """Found by `make fuzz`: 1,000 nested lists were "too deep" inside pytest (a deeper stack)
    but "action must be an object" from `gouji judge`; the depth is now checked before parsing."""
    text = '{"action": ' + "[" * 1000 + "]" * 1000 + "}"

    def nested(n: int) -> str:
        if n:
            return nested(n - 1)
        with pytest.raises(CaseError) as err:
            Case.from_json(text)
        return err.value.code

    assert nested(0) == nested(600) == "input-too-deep"
    done = run_cli("judge", write(tmp_path, "deep.json", text))
    assert done.returncode == 2 and "too deeply" in done.stderr


def test_simulate_starts_no_more_processes_than_it_can_use(monkeypatch):
    """`--workers 256` for 2 games: the pool asked for has at most 2 processes (and no more
    than the CPUs)."""
    import gouji_sim.simulation.run as sim
    import gouji_sim.simulation.workers as pool
    asked: list[int] = []

    class FakePool:
        """Runs each job at once in this process, and notes how many processes were asked for."""
        def __init__(self, processes: int, mp_context: object = None, **more: object) -> None:
            asked.append(processes)

        def __enter__(self) -> "FakePool":
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def submit(self, fn, *args):  # type: ignore[no-untyped-def]
            done: Future[object] = Future()
            done.set_result(fn(*args))
            return done

    monkeypatch.setattr(pool, "ProcessPoolExecutor", FakePool)
    monkeypatch.setattr(sim.os, "cpu_count", lambda: 64)
    assert simulate(2, seed=1, workers=256)["games"] == 2
    assert asked == [2]
    monkeypatch.setattr(sim.os, "cpu_count", lambda: 3)
    assert simulate(40, seed=1, workers=256)["games"] == 40
    assert asked == [2, 3]


# --- 9. the input holes the fuzzer found ---

def _fifo(tmp_path: Path, name: str = "pipe.json") -> Path:
    path = tmp_path / name
    os.mkfifo(path)
    return path


GOOD_CASE = {"action": {"seat": 1, "play": "3"}, "expect": {"legal": True}}


@pytest.mark.parametrize("command", [["judge"], ["cases", "compare"]])
def test_a_named_pipe_is_refused_without_blocking(tmp_path, command):
    """A FIFO nobody writes to: refused at once (the timeout fails the test instead of hanging)."""
    pipe = _fifo(tmp_path)
    done = run_cli(*command, str(pipe), timeout=30)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"{pipe} is a named pipe (FIFO), not a regular file; refused." in done.stderr
    assert f"{pipe} 是命名管道（FIFO），不是普通文件" in done.stderr


def test_cases_check_fails_a_pipe_in_a_folder_and_goes_on(tmp_path):
    pipe = _fifo(tmp_path, "a-pipe.json")
    write(tmp_path, "b-good.json", GOOD_CASE)
    done = run_cli("cases", "check", "--lang", "en", str(tmp_path), timeout=30)
    lines = done.stdout.splitlines()
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert lines[0].startswith(f"FAIL {pipe}: ") and "named pipe" in lines[0]
    assert lines[-1] == "1 passed, 1 failed"


def test_replay_reports_a_pipe_in_a_folder_and_goes_on(tmp_path, record):
    pipe = _fifo(tmp_path, "a-pipe.json")
    write(tmp_path, "b-record.json", dumps(record))
    done = run_cli("replay", str(tmp_path), timeout=30)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    first, second = done.stdout.splitlines()
    assert str(pipe) in first and "named pipe" in first and bilingual(first)
    assert "b-record.json" in second and "consistent" in second


def test_cases_check_gives_every_unreadable_entry_its_fail_line(tmp_path, capsys, monkeypatch):
    """A sub-folder named *.json, a dangling link and a file that cannot be read: a FAIL line
    each, then the summary (the run used to stop at the first with exit 2)."""
    (tmp_path / "a-folder.json").mkdir()
    (tmp_path / "b-dangling.json").symlink_to(tmp_path / "nowhere.json")
    locked = Path(write(tmp_path, "c-locked.json", GOOD_CASE))
    locked.chmod(0)
    write(tmp_path, "d-good.json", GOOD_CASE)
    if os.geteuid() == 0:          # root reads any file: the reader fails as it would for others
        import gouji_sim.cli.judge_command as cli_judge
        real = cli_judge.read_bounded

        def locked_out(path: str, limit: int) -> bytes:
            if path == str(locked):
                raise PermissionError(13, "Permission denied", path)
            return real(path, limit)
        monkeypatch.setattr(cli_judge, "read_bounded", locked_out)
    assert main(["cases", "check", str(tmp_path)]) == 1
    assert all(bilingual(line) for line in capsys.readouterr().out.splitlines())
    assert main(["cases", "check", "--lang", "en", str(tmp_path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(": ")[0] for line in lines[:-1]] == [
        f"FAIL {tmp_path / name}" for name in ("a-folder.json", "b-dangling.json", "c-locked.json")]
    assert "is a folder, not a regular file" in lines[0]
    assert "No such file or directory" in lines[1] and "Permission denied" in lines[2]
    assert lines[-1] == "1 passed, 3 failed"


@pytest.mark.parametrize("command", [["replay"], ["cases", "check"], ["judge"], ["cases", "compare"]])
def test_the_empty_path_is_refused_not_read_as_the_current_folder(tmp_path, command, capsys, monkeypatch):
    write(tmp_path, "good.json", GOOD_CASE)          # what the current folder would have given
    monkeypatch.chdir(tmp_path)
    assert main([*command, ""]) == 2
    err = capsys.readouterr().err
    assert "The file name is empty" in err and "文件名是空的" in err


def test_cases_check_of_a_folder_without_cases_is_an_error(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("no case here", encoding="utf-8")
    assert main(["cases", "check", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert f"{tmp_path} holds no cases (*.json)." in captured.err and bilingual(captured.err)
    assert captured.out == ""


BAD_PARTS = [   # (Situation.build keywords, the field named, the catalogue code)
    ({"hands": {2: 3.5}}, "hands[2]", "setup-not-cards"),
    ({"hands": {2: ["3"]}}, "hands[2]", "setup-not-cards"),
    ({"hands": {2: "3 Z"}}, "hands[2]", "case-bad-card"),
    ({"hands": ["3"]}, "hands", "setup-not-mapping"),
    ({"hands": {1: "大王 大王 大王", 2: "大王 大王"}}, "hands[2]", "case-too-many"),
    ({"counts": {2: "5"}}, "counts[2]", "case-bad-count"),
    ({"counts": {2: 2.0}}, "counts[2]", "case-bad-count"),
    ({"counts": {2: [1]}}, "counts[2]", "case-bad-count"),
    ({"counts": {2: True}}, "counts[2]", "case-bad-count"),
    ({"counts": {2: -1}}, "counts[2]", "case-bad-count"),
    ({"counts": {2: 10**9}}, "counts[2]", "case-bad-count"),
    ({"counts": 5}, "counts", "setup-not-mapping"),
    ({"hands": {2: "3"}, "counts": {2: 1}}, "counts", "case-hand-and-count"),
    ({"finished": [1, 1]}, "finished[1]", "case-duplicate-seat"),
    ({"finished": 1}, "finished", "setup-not-list"),
    ({"finished": "12"}, "finished", "setup-not-list"),
    ({"trick": ["3"]}, "trick[0]", "setup-not-entry"),
    ({"trick": [PlayAction(1, Play.parse("大王")), PlayAction(2, Play.parse("大王 大王 大王 大王"))]},
     "trick[1].play", "case-too-many"),
    ({"out": None}, "out", "setup-not-list"),
    ({"rules": "outline"}, "rules", "setup-not-rules"),
]


@pytest.mark.parametrize("parts, where, code", BAD_PARTS)
def test_situation_build_checks_what_the_case_reader_checks(parts, where, code):
    with pytest.raises(GoujiError) as err:
        Situation.build(**parts)
    assert isinstance(err.value, CaseError) and err.value.code == code and err.value.field == where
    assert err.value.en.startswith(where) or f"{where}:" in err.value.en or where in err.value.en
    assert where in err.value.zh and bilingual(str(err.value))


@pytest.mark.parametrize("parts, where, code", [p for p in BAD_PARTS if p[1].split("[")[0] in ("hands", "counts", "finished")
                                                and not isinstance(p[0].get("hands", {}), list)
                                                and isinstance(p[0].get("counts", {}), dict)
                                                and isinstance(p[0].get("finished", []), list)])
def test_the_case_reader_refuses_the_same_parts_with_the_same_code(parts, where, code):
    """One home for each check: a case file holding the same parts fails the same way, the
    field named the case file's way (``hands.2`` for ``hands[2]``)."""
    data = {k: ({str(s): v for s, v in val.items()} if isinstance(val, dict) else val) for k, val in parts.items()}
    with pytest.raises(CaseError) as err:
        Case.from_dict({**data, "action": {"seat": 1, "pass": True}})
    assert err.value.code == code and err.value.field == where.replace("[2]", ".2")


def test_situation_build_still_takes_hands_and_text(tmp_path):
    from gouji_sim import Hand
    s = Situation.build(hands={1: Hand.parse("3 3"), 2: "4"}, counts={3: 38}, finished=(5,), out={6})
    assert (s.card_count(1), s.card_count(2), s.card_count(3), s.finished, s.out) == (2, 1, 38, (5,), frozenset({6}))


UNSAFE = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069",
          "\x00", "\x1b", "\n", "\r", "\x7f", "\x9b"]


@pytest.mark.parametrize("char", [c for c in UNSAFE if not c.isspace()])   # a space separates cards
def test_control_and_bidi_characters_from_the_input_are_shown_escaped(char):
    with pytest.raises(CaseError) as err:
        Case.from_dict({"hands": {"1": f"3 {char}4"}, "action": {"seat": 1, "pass": True}})
    for message in (err.value.zh, err.value.en):
        assert char not in message and f"\\u{ord(char):04x}" in message


def test_a_file_name_with_bidi_and_escape_characters_is_shown_escaped(tmp_path):
    name = "a\u202egnp.json\x1b[2J\n"
    write(tmp_path, name + ".json", {"hands": {"1": "3 \u2066Z"}, "action": {"seat": 1, "pass": True}})
    done = run_cli("cases", "check", str(tmp_path), timeout=30)
    assert done.returncode == 1
    assert "\u202e" not in done.stdout and "\x1b" not in done.stdout and "\u2066" not in done.stdout
    assert "a\\u202egnp.json\\u001b[2J\\u000a.json" in done.stdout and "\\u2066" in done.stdout
    done = run_cli("judge", str(tmp_path / (name + ".json")), timeout=30)
    assert done.returncode == 2 and "\u2066" not in done.stderr and "\\u2066Z" in done.stderr
    done = run_cli("replay", str(tmp_path / "\u202ehidden"), timeout=30)
    assert done.returncode == 2 and "\u202e" not in done.stdout + done.stderr
    assert "\\u202ehidden" in done.stdout and bilingual(done.stdout)


def test_the_widgets_refuse_a_named_pipe_too(tmp_path):
    """The notebook's case box and replay panel read a path through the same bounded reader."""
    pipe = _fifo(tmp_path)
    code = ("import sys\nfrom gouji_sim.view.widgets.cases_io import load_case\nfrom gouji_sim.core.errors import GoujiError\n"
            "try:\n    load_case(sys.argv[1])\nexcept GoujiError as err:\n    print(err.en)\n")
    done = subprocess.run([sys.executable, "-c", code, str(pipe)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "is a named pipe (FIFO), not a regular file" in done.stdout, done.stderr


# --- 9. a bad record or case is bad input, and the run goes on ---

def _lacking(record: dict, seat: int) -> str:
    """A card of the deal that ``seat`` was not dealt."""
    held = set(record["deal"][str(seat)].split())
    return next(c for s in range(1, 7) for c in record["deal"][str(s)].split() if c not in held)


def _bad_records(record: dict) -> dict[str, dict]:
    """Records whose fault only a type check at the reader's boundary finds."""
    redeal = {"deal": record["deal"], "actions": [],
              "tribute": [{"from": 1, "to": 2, "cards": _lacking(record, 1), "kind": "fall"}]}
    return {"bet-list": {**record, "actions": [{"seat": 1, "bet": []}] + record["actions"]},
            "bet-object": {**record, "actions": [{"seat": 1, "bet": {"open": True}}] + record["actions"]},
            "tribute-lacking": {**record, "redeals": [redeal]}}


@pytest.mark.parametrize("kind, field", [("bet-list", "actions[0].bet"), ("bet-object", "actions[0].bet"),
                                         ("tribute-lacking", "redeals[0].tribute")])
@pytest.mark.parametrize("steps", [False, True])
def test_a_wrongly_typed_record_field_is_bad_input_naming_file_and_field(tmp_path, record, kind, field, steps):
    path = write(tmp_path, "a-bad.json", dumps(_bad_records(record)[kind]))
    write(tmp_path, "b-good.json", dumps(record))
    done = run_cli("replay", *(["--steps"] if steps else []), str(tmp_path))
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    bad = next(line for line in done.stdout.splitlines() if path in line)
    assert field in bad and bilingual(bad)
    assert "b-good.json: consistent" in done.stdout              # the folder run went on


def test_a_closed_standard_input_is_bad_input_not_a_traceback():
    done = subprocess.run([sys.executable, "-m", "gouji_sim", "judge", "-"], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=60, close_fds=True,
                          preexec_fn=lambda: os.close(0))
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "standard input" in done.stderr and bilingual(done.stderr)


# --- 10. one run per folder; --overwrite removes only what a run wrote; an unfinished run shows ---

def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("game-"))


def _simulating(out: Path, *more: str, games: int = 3000) -> subprocess.Popen[str]:
    """A ``gouji simulate --out`` process, returned once it has written its first record."""
    proc = subprocess.Popen([sys.executable, "-m", "gouji_sim", "simulate", "--games", str(games),
                             "--out", str(out), *more], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    deadline = time.monotonic() + 60
    while not (out.is_dir() and _names(out)):
        assert proc.poll() is None and time.monotonic() < deadline, proc.stderr and proc.stderr.read()
        time.sleep(0.05)
    return proc


def _stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait(timeout=30)


def test_a_second_run_into_a_folder_in_use_is_refused(tmp_path, capsys):
    """The check used to come before the writes: a second run started while the first wrote
    passed it (with --overwrite, it even removed the first run's records) and both exited 0."""
    out = tmp_path / "out"
    first = _simulating(out)
    try:
        before = set(_names(out))
        for more in ([], ["--overwrite"]):
            assert main(["simulate", "--games", "2", "--seed", "5", "--out", str(out), *more]) == 2
            err = capsys.readouterr().err
            assert "in use" in err and "正在" in err and str(out) in err
            assert before <= set(_names(out))                       # nothing of the first run removed
    finally:
        _stop(first)


def test_overwrite_removes_the_records_a_run_wrote_and_nothing_else(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["simulate", "--games", "3", "--out", str(out)]) == 0
    (out / "game-2024.json").write_text("my notes of 2024", encoding="utf-8")     # not a name a run writes
    (out / "game-000009.json").mkdir()                                        # a folder of a record's name
    (out / "game-000009.json" / "keep.txt").write_text("mine", encoding="utf-8")
    assert main(["simulate", "--games", "2", "--seed", "4", "--out", str(out), "--overwrite"]) == 0
    assert _names(out) == ["game-000000.json", "game-000001.json", "game-000009.json", "game-2024.json"]
    assert (out / "game-2024.json").read_text(encoding="utf-8") == "my notes of 2024"
    assert (out / "game-000009.json" / "keep.txt").read_text(encoding="utf-8") == "mine"
    capsys.readouterr()
    # a run that would write onto that folder is refused before anything is removed
    kept = {name: (out / name).is_dir() or (out / name).read_text(encoding="utf-8") for name in _names(out)}
    assert main(["simulate", "--games", "12", "--out", str(out), "--overwrite"]) == 2
    err = capsys.readouterr().err
    assert "game-000009.json" in err and bilingual(err)
    assert {name: (out / name).is_dir() or (out / name).read_text(encoding="utf-8") for name in _names(out)} == kept


def test_overwrite_never_removes_a_record_no_run_of_ours_wrote(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "game-000001.json").write_text("a file of the user's", encoding="utf-8")
    assert main(["simulate", "--games", "3", "--out", str(out), "--overwrite"]) == 2
    assert "game-000001.json" in capsys.readouterr().err
    assert (out / "game-000001.json").read_text(encoding="utf-8") == "a file of the user's"


def test_a_write_that_fails_names_the_file_and_replay_says_the_run_is_incomplete(tmp_path, capsys, monkeypatch):
    import gouji_sim.simulation.outdir as outdir
    out = tmp_path / "out"
    real, opened = os.fdopen, []

    def disk_full_after_one(fd: int, *args: object, **kw: object) -> object:
        opened.append(fd)
        if len(opened) == 3:               # the manifest, the first record, then the second: a full disk
            os.close(fd)
            return open("/dev/full", "w", encoding="utf-8")
        return real(fd, *args, **kw)
    monkeypatch.setattr(outdir.os, "fdopen", disk_full_after_one)
    assert main(["simulate", "--games", "3", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "game-000001.json" in err and "No space left on device" in err and bilingual(err)
    monkeypatch.undo()
    assert main(["replay", str(out)]) != 0
    said = capsys.readouterr().out
    assert "incomplete: 1 of 3 records" in said and "不完整" in said


def test_a_record_removed_after_the_run_makes_the_folder_incomplete(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["simulate", "--games", "3", "--out", str(out)]) == 0
    assert main(["replay", str(out)]) == 0
    (out / "game-000002.json").unlink()
    capsys.readouterr()
    assert main(["replay", "--lang", "en", str(out)]) == 1
    assert "incomplete: 2 of 3 records" in capsys.readouterr().out


@pytest.mark.parametrize("how", ["closed", "pipe-gone"])
def test_output_that_cannot_be_written_is_not_a_silent_success(how):
    args = [sys.executable, "-m", "gouji_sim", "judge", "cases/beating/01-higher-pair.json"]
    root = Path(__file__).resolve().parent.parent
    if how == "closed":
        proc = subprocess.Popen(args, cwd=root, stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: os.close(1))
    else:
        proc = subprocess.Popen(args, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        proc.stdout.close()                                   # `| head -0`: nobody reads
    _, err = proc.communicate(timeout=60)
    assert proc.returncode not in (0, None) and "Traceback" not in err and "Exception ignored" not in err
    assert "standard output" in err and bilingual(err)


# --- 11. workers die with their parent ---

def _children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the process table from /proc")
@pytest.mark.parametrize("sig", ["SIGKILL", "SIGTERM"])
def test_the_workers_die_with_a_killed_parent(tmp_path, sig):
    import signal
    out = tmp_path / "out"
    parent = _simulating(out, "--workers", "2", "--bots", "random", games=200_000)
    workers: set[int] = set()
    try:
        deadline = time.monotonic() + 30
        while len(workers := _children(parent.pid)) < 2:
            assert time.monotonic() < deadline, "the workers never started"
            time.sleep(0.05)
        parent.send_signal(getattr(signal, sig))
        parent.wait(timeout=30)
        deadline = time.monotonic() + 5
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(w) for w in workers)
        written = set(_names(out))
        time.sleep(1)
        assert set(_names(out)) == written                   # no record after the workers are gone
    finally:
        _stop(parent)
        for w in workers:                                     # what the old code left running
            if _alive(w):
                os.kill(w, signal.SIGKILL)


# --- 12. the Python API checks its arguments where it is entered ---

def _api_misuse() -> list[tuple[str, Any, str]]:
    from gouji_sim import Hand, Rank, opposite, plan_burn
    from gouji_sim.core.beats import beats
    import random
    hands = hands_of(deal(216, random.Random(1)))
    big = Hand.from_counts({Rank.THREE: 100, Rank.FOUR: 100})
    gouji = Play.parse("10 10 10 10 10")
    return [
        ("may_beat(7)", lambda: Situation.build(trick=[PlayAction(1, gouji)]).may_beat(7), "seat"),
        ("may_beat('1')", lambda: Situation.build(trick=[PlayAction(1, gouji)]).may_beat("1"), "seat"),
        ("Pass(10**5000)", lambda: judge(Situation.build(), Pass(10**5000)), "seat"),   # refused as made
        ("leader=7", lambda: GameState.new(Rules(), hands, 7), "leader"),
        ("rules=None", lambda: GameState.new(None, hands, 1), "rules"),  # type: ignore[arg-type]
        ("opposite(1.5)", lambda: opposite(1.5), "seat"),  # type: ignore[arg-type]
        ("from_counts(-5)", lambda: Hand.from_counts({Rank.THREE: -5}), "counts"),
        ("from_counts('x')", lambda: Hand.from_counts({Rank.THREE: "x"}), "counts"),  # type: ignore[dict-item]
        ("plan_burn(200 cards)", lambda: plan_burn(big, gouji, Rules()), "hand"),
        ("beats(str)", lambda: beats("3", gouji, Rules()), "q"),  # type: ignore[arg-type]
        ("judge(None)", lambda: judge(None, Pass(1)), "situation"),  # type: ignore[arg-type]
    ]


@pytest.mark.parametrize("label", [m[0] for m in _api_misuse()])
def test_the_python_api_refuses_wrong_arguments_naming_them(label):
    """python-chess's manner: a wrong argument is a ``TypeError`` or ``ValueError`` (here the
    bilingual kind) that names it — not an ``IndexError`` deep inside, not a value made up."""
    _, call, name = next(m for m in _api_misuse() if m[0] == label)
    with pytest.raises((TypeError, ValueError)) as err:
        call()
    assert isinstance(err.value, GoujiError) and bilingual(str(err.value))
    assert name in err.value.en and name in err.value.zh, str(err.value)


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the process table from /proc")
def test_the_watchdog_ends_an_orphaned_worker_without_the_kernels_help(monkeypatch):
    """The portable fallback alone (no ``prctl``): a worker whose parent is gone ends itself."""
    import gouji_sim.simulation.workers as sim
    monkeypatch.setattr(sim, "WATCH_SECONDS", 0.05)
    monkeypatch.setattr(sim.sys, "platform", "darwin")       # where the kernel is not asked
    pids, ready = os.pipe(), os.pipe()
    middle = os.fork()
    if middle == 0:                                           # the run's process, soon gone
        try:
            worker = os.fork()
            if worker == 0:
                sim._die_with(os.getppid())
                os.write(ready[1], b"!")
                time.sleep(30)                                # a job that would go on writing
                os._exit(0)
            os.write(pids[1], f"{worker}\n".encode())
            os.read(ready[0], 1)
        finally:
            os._exit(0)
    os.waitpid(middle, 0)
    worker = int(os.read(pids[0], 32))
    for fd in (*pids, *ready):
        os.close(fd)
    deadline = time.monotonic() + 5
    while _alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    alive = _alive(worker)
    if alive:
        os.kill(worker, 9)
    assert not alive
