"""Many games with bots: a summary of places, scores, gouji plays, burns; records; invariants.

A *game* here is one hand. Games are grouped into matches of ``match_length`` hands (tribute
and the lead carry from hand to hand inside a match); game ``i`` is hand ``i % match_length``
of match ``i // match_length`` and has its own seed, derived from the run's seed and ``i``
alone, so the same seed gives the same records whatever the number of worker processes.

``python -m gouji_sim.simulate --check N`` plays N games under a rotation of presets and
switches (:data:`CHECK_VARIANTS`, rules v2's switches included: 冲三, 窒息, bets with
``points``, ``points_big_joker``, ``big_joker_gouji``, ``burn_after_pass``, both values of
``positive_only``) with every action ruled on by the judge, and checks the invariants after
each hand: cards conserved, a legal action at every decision, six distinct places, scores by
SCORE, the record replaying to the same places, scores and debts. It prints ``N passed, N failed``.

>>> s = simulate(4, seed=1, rules=Rules(), bots=["heuristic", "random"])
>>> s["games"], sum(s["by_seat"]["1"]["places"])
(4, 4)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import random
import sys
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from .bots import make_bots
from .cards import Hand
from .errors import GoujiError, IllegalActionError
from .game.actions import BET_KINDS
from .game.match import HandResult, play_match
from .game.record import dumps, replay
from .game.scoring import PLACE_POINTS, score
from .game.state import (BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, BURNS_TRIED, GOUJI_LIVED,
                         GOUJI_MADE, GameState)
from .messages import text
from .outdir import prepare_out, write_record
from .rules import Rules
from .table import SEATS

MAX_GAMES = 10_000_000
"""The most games one run plays (``gouji simulate --games``): about a day of one CPU."""
MAX_MATCH = 1_000
"""The most hands in one match (``--match``)."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (independent of workers)."""
    digest = hashlib.blake2b(f"gouji:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@dataclass(frozen=True)
class Job:
    """One worker's share: matches ``first`` … ``last - 1`` of a run."""

    first: int
    last: int
    games: int
    seed: int
    rules: Rules
    preset: str | None
    bots: tuple[str, ...]
    match_length: int
    out: str | None
    checked: bool


def _game_row(index: int, h: HandResult) -> dict[str, Any]:
    """What the summary needs of one hand (small, to send between processes)."""
    c = h.counters
    return {"index": index, "places": list(h.places), "points": h.score.seats, "teams": h.score.teams,
            "sweep": h.score.sweep, "revolution": h.revolutionary, "redeals": h.redeals, "steps": h.steps,
            "made": c[GOUJI_MADE:GOUJI_MADE + 6], "lived": c[GOUJI_LIVED:GOUJI_LIVED + 6],
            "burns": [c[BURNS_TRIED], c[BURNS_SUCCEEDED], c[BURNS_RELEASED], c[BURNS_FAILED]],
            "bets": [list(b) for b in h.bets]}


def run_job(job: Job) -> list[dict[str, Any]]:
    """Play a job's matches; write records when ``job.out`` is set."""
    bots = make_bots(list(job.bots))
    rows = []
    for m in range(job.first, job.last):
        indexes = range(m * job.match_length, min((m + 1) * job.match_length, job.games))
        seeds = [game_seed(job.seed, i) for i in indexes]
        hands = play_match(job.rules, bots, seeds[0], len(seeds), record=job.out is not None,
                           checked=job.checked, preset=job.preset, seeds=seeds)
        for i, h in zip(indexes, hands):
            if job.out is not None and h.record is not None:
                h.record["game"] = i
                write_record(job.out, i, dumps(h.record))
            rows.append(_game_row(i, h))
    return rows


def _jobs(games: int, seed: int, rules: Rules, preset: str | None, bots: Sequence[str], match_length: int,
          out: str | None, checked: bool, chunk: int) -> Iterator[Job]:
    """The run's jobs, made one at a time as the workers take them (never all at once)."""
    matches = -(-games // match_length)
    for a in range(0, matches, chunk):
        yield Job(a, min(a + chunk, matches), games, seed, rules, preset, tuple(bots), match_length, out, checked)


def check_limits(games: int, workers: int, match_length: int) -> None:
    """:class:`GoujiError` unless ``1 <= games <= MAX_GAMES``, ``workers >= 1`` and
    ``1 <= match_length <= MAX_MATCH`` (the limits ``gouji simulate --help`` gives)."""
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise GoujiError.from_catalogue("sim-games-limit", value=games, limit=f"{MAX_GAMES:,}")
    if type(workers) is not int or workers < 1:
        raise GoujiError.from_catalogue("sim-bad-workers", value=workers)
    if type(match_length) is not int or not 1 <= match_length <= MAX_MATCH:
        raise GoujiError.from_catalogue("sim-match-limit", value=match_length, limit=f"{MAX_MATCH:,}")


def worker_count(workers: int, games: int, match_length: int) -> int:
    """The processes a run starts: at most ``workers``, the CPUs, and the matches to play.

    >>> worker_count(256, 2, 1) <= 2
    True
    """
    matches = -(-games // match_length)
    return max(1, min(workers, os.cpu_count() or 1, matches))


def simulate(games: int, seed: int = 0, rules: Rules | None = None, bots: Sequence[str] = ("random",),
             *, preset: str | None = None, out: str | Path | None = None, workers: int = 1,
             match_length: int = 1, checked: bool = False, overwrite: bool = False,
             progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play ``games`` hands and return the summary (see :func:`summarize`).

    Limits (:func:`check_limits`): ``1 <= games <= MAX_GAMES``, ``1 <= match_length <= MAX_MATCH``;
    no more worker processes start than CPUs or matches (:func:`worker_count`). Records go to
    the folder ``out`` (:func:`~gouji_sim.outdir.prepare_out`: one that holds records already
    is refused unless ``overwrite``).
    """
    rules = rules or Rules()
    names = [b.name for b in make_bots(list(bots))]
    check_limits(games, workers, match_length)
    out_dir = prepare_out(out, overwrite) if out is not None else None
    t0 = time.perf_counter()
    workers = worker_count(workers, games, match_length)
    chunk = max(1, min(50, -(-games // match_length) // (workers * 8) or 1))
    jobs = _jobs(games, seed, rules, preset, names, match_length, out_dir, checked, chunk)
    tally = Tally()
    for part in _run(jobs, workers):
        for row in part:
            tally.add(row)
        if progress:
            progress(tally.n, games)
    seconds = time.perf_counter() - t0
    return tally.summary(names, rules, seed, preset, match_length, seconds)


def _run(jobs: Iterator[Job], workers: int) -> Iterator[list[dict[str, Any]]]:
    """The jobs' rows in job order; at most ``2 * workers`` jobs are handed out at a time, so
    memory does not grow with the number of games."""
    if workers == 1:
        yield from map(run_job, jobs)
        return
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(workers) as pool:
        waiting: deque[Any] = deque()
        for job in jobs:
            waiting.append(pool.apply_async(run_job, (job,)))
            if len(waiting) >= 2 * workers:
                yield waiting.popleft().get()
        while waiting:
            yield waiting.popleft().get()


class Tally:
    """The running totals of a run, one game row at a time (memory does not grow with games)."""

    def __init__(self) -> None:
        self.n = 0
        self.places = {seat: [0] * 6 for seat in SEATS}
        self.points = dict.fromkeys(SEATS, 0)
        self.made = [0] * 6
        self.lived = [0] * 6
        self.teams = {"1-3-5": 0, "2-4-6": 0}
        self.won = {"1-3-5": 0, "2-4-6": 0}
        self.first = {"1-3-5": 0, "2-4-6": 0}
        self.burns = [0] * 4
        self.bets = {kind: [0, 0] for kind in BET_KINDS}   # made, won
        self.sweeps = self.revolutions = self.redeals = self.steps = 0

    def add(self, r: dict[str, Any]) -> None:
        """Count one game row (:func:`_game_row`)."""
        self.n += 1
        for place, seat in enumerate(r["places"]):
            self.places[seat][place] += 1
        for seat in SEATS:
            self.points[seat] += r["points"][seat]
            self.made[seat - 1] += r["made"][seat - 1]
            self.lived[seat - 1] += r["lived"][seat - 1]
        for key, other in (("1-3-5", "2-4-6"), ("2-4-6", "1-3-5")):
            self.teams[key] += r["teams"][key]
            self.won[key] += r["teams"][key] > r["teams"][other]
            self.first[key] += r["places"][0] % 2 == (1 if key == "1-3-5" else 0)
        for k in range(4):
            self.burns[k] += r["burns"][k]
        for _, kind, won in r["bets"]:
            self.bets[kind][0] += 1
            self.bets[kind][1] += bool(won)
        self.sweeps += bool(r["sweep"])
        self.revolutions += r["revolution"] is not None
        self.redeals += r["redeals"]
        self.steps += r["steps"]

    def summary(self, bots: Sequence[str], rules: Rules, seed: int, preset: str | None,
                match_length: int, seconds: float) -> dict[str, Any]:
        """The run's summary (see :func:`summarize`)."""
        n = self.n
        by_seat: dict[str, dict[str, Any]] = {}
        for seat in SEATS:
            by_seat[str(seat)] = {"bot": bots[seat - 1], "places": self.places[seat],
                                  "avg_points": round(self.points[seat] / n, 3),
                                  "gouji_made": self.made[seat - 1], "gouji_lived": self.lived[seat - 1]}
        by_bot: dict[str, dict[str, Any]] = {}
        for seat in SEATS:
            row = by_seat[str(seat)]
            b = by_bot.setdefault(row["bot"], {"seats": [], "places": [0] * 6, "points": 0,
                                               "gouji_made": 0, "gouji_lived": 0})
            b["seats"].append(seat)
            b["places"] = [x + y for x, y in zip(b["places"], row["places"])]
            b["points"] += row["avg_points"] * n
            b["gouji_made"] += row["gouji_made"]
            b["gouji_lived"] += row["gouji_lived"]
        for b in by_bot.values():
            b["avg_points"] = round(b.pop("points") / (n * len(b["seats"])), 3)
        teams = {key: {"bots": sorted({bots[int(s) - 1] for s in key.split("-")}),
                       "avg_score": round(self.teams[key] / n, 3), "won": self.won[key],
                       "first_place": self.first[key]} for key in ("1-3-5", "2-4-6")}
        return {
            "games": n, "seed": seed, "rules": {"preset": preset or rules.preset_name() or "outline",
                                                "switches": rules.changed(Rules.preset(preset or "outline"))},
            "bots": list(bots), "match_length": match_length,
            "by_seat": by_seat, "by_bot": by_bot, "teams": teams,
            "gouji": {"made": sum(self.made), "lived": sum(self.lived)},
            "burns": dict(zip(("tried", "succeeded", "released", "failed"), self.burns)),
            "bets": {"made": sum(m for m, _ in self.bets.values()), "won": sum(w for _, w in self.bets.values()),
                     **{kind: {"made": m, "won": w} for kind, (m, w) in self.bets.items()}},
            "sweeps": self.sweeps, "revolutions": self.revolutions, "redeals": self.redeals,
            "steps": self.steps,
            "timing": {"seconds": round(seconds, 3), "games_per_s": round(n / seconds, 1) if seconds else None},
        }


def summarize(rows: Iterable[dict[str, Any]], bots: Sequence[str], rules: Rules, seed: int,
              preset: str | None, match_length: int, seconds: float) -> dict[str, Any]:
    """The run's summary: places and average score by seat and by bot, teams, gouji plays,
    burns, sweeps, revolutions (a plain dict: the ``--json`` output)."""
    tally = Tally()
    for r in rows:
        tally.add(r)
    return tally.summary(bots, rules, seed, preset, match_length, seconds)


def _label(key: str, lang: str | None = None) -> str:
    """A summary label in ``lang``, or in both languages, English first ("bot 机器人")."""
    m = text(f"sim-{key}")
    return m[lang] if lang in m else f"{m['en']} {m['zh']}"


#: The places' column heads of the summary (END-1), per language; ``None``: the English ones.
PLACE_HEADS = {"zh": "  头科  二科  三科  四科  二落  大落   ",
               "en": "   1st   2nd   3rd   4th   5th   6th   "}


def summary_lines(s: dict[str, Any], lang: str | None = None) -> list[str]:
    """The summary as a plain-text table, labelled in ``lang`` ("zh" or "en"), or in both
    languages when ``lang`` is ``None`` (what the command line prints).

    >>> lines = summary_lines(simulate(2, seed=1, workers=1), "en")
    >>> lines[0].startswith("games: 2") and not any("机器人" in line for line in lines)
    True
    """
    def L(key: str) -> str:
        return _label(key, lang)

    places = PLACE_HEADS.get(lang or "en", PLACE_HEADS["en"])
    lines = [f"{L('games')}: {s['games']}   {L('seed')}: {s['seed']}   {L('rules')}: {s['rules']['preset']}"
             + (f" {s['rules']['switches']}" if s["rules"]["switches"] else "")
             + f"   {L('match')}: {s['match_length']}", "",
             f"{L('seat')}  {L('bot')}{places}{L('avg-pts')}  {L('gouji-made-lived')}"]
    for seat, r in s["by_seat"].items():
        cells = "".join(f"{p:>6}" for p in r["places"])
        lines.append(f"{seat:>7}  {r['bot']:<10}{cells}   {r['avg_points']:>+13.3f}  {r['gouji_made']:>9}/{r['gouji_lived']}")
    lines += ["", f"{L('bot')}   {L('seats')}   {places}{L('avg-pts')}"]
    for name, b in s["by_bot"].items():
        cells = "".join(f"{p:>6}" for p in b["places"])
        lines.append(f"{name:<12}{','.join(map(str, b['seats'])):<12}{cells}   {b['avg_points']:>+13.3f}")
    lines += ["", f"{L('team')}   {L('bots')}            {L('avg-score')}   {L('won')}   {L('first')}"]
    for key, t in s["teams"].items():
        lines.append(f"{key:<10} {'+'.join(t['bots']):<22}{t['avg_score']:>+14.3f}{t['won']:>8}{t['first_place']:>12}")
    b = s["burns"]
    lines += ["", f"{L('gouji-plays')}: {s['gouji']['made']} {L('made')}, {s['gouji']['lived']} {L('lived')}",
              f"{L('burns')}: {b['tried']} {L('tried')}, {b['succeeded']} {L('succeeded')}, "
              f"{b['released']} {L('released')}, {b['failed']} {L('failed')}",
              f"{L('bets')}: {s['bets']['made']} {L('made')}, {s['bets']['won']} {L('bets-won')} "
              f"({L('bet-open')} {s['bets']['open']['made']}/{s['bets']['open']['won']}, "
              f"{L('bet-blind')} {s['bets']['blind']['made']}/{s['bets']['blind']['won']})",
              f"{L('sweeps')}: {s['sweeps']}   {L('revolutions')}: {s['revolutions']}   {L('redeals')}: {s['redeals']}",
              f"{L('decisions')}: {s['steps']}   {L('time')}: {s['timing']['seconds']} s "
              f"({s['timing']['games_per_s']} {L('games-per-s')})"]
    return lines


class Progress:
    """A one-line progress bar on standard error."""

    def __init__(self, stream: Any = None, width: int = 30) -> None:
        self.stream = stream or sys.stderr
        self.width = width
        self.t0 = time.perf_counter()

    def __call__(self, done: int, total: int) -> None:
        filled = int(self.width * done / total)
        rate = done / max(time.perf_counter() - self.t0, 1e-9)
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} {_label('games-short')} "
                          f"({rate:.0f}/s)")
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()


# --- invariants (the 10,000-game check) ---

CHECK_VARIANTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("outline", {}), ("laotou", {}), ("joker_dominant", {}), ("two_for_one", {}),
    ("open_release", {}), ("no_team_burn", {}),
    ("outline", {"tribute": True, "points": True, "burn_tribute": True}),
    ("outline", {"meld_low": True, "jokers_on_low": False}),
    ("outline", {"deck": 204, "burn_seats": "between"}),
    ("outline", {"deck": 192, "wind": "by_consent", "tribute": True, "tribute_return": False}),
    ("outline", {"deck": 240, "positive_only": False, "grand_slam": True, "points": True, "tribute": True}),
    ("two_for_one", {"revolution": False, "comparison": "joker_dominant", "tribute": True}),
    # rules v2 (issue 11): 冲三, 窒息, bets, points_big_joker, big_joker_gouji, burn_after_pass
    ("outline", {"chong_san": True}),
    ("outline", {"chong_san": True, "revolution": False, "points": True, "tribute": True, "positive_only": False}),
    ("outline", {"suffocation": True, "points": True, "points_double": True, "tribute": True}),
    ("outline", {"points": True, "points_big_joker": True, "tribute": True, "big_joker_gouji": False,
                 "two_big_beat_one": True}),
    ("laotou", {"burn_after_pass": True, "positive_only": True, "suffocation": True, "points": True}),
)


def check_hand(h: HandResult, rules: Rules) -> list[str]:
    """The invariants of one finished hand; the broken ones (empty: all hold)."""
    bad = []
    rec = h.record
    assert rec is not None
    if sorted(h.places) != list(SEATS):
        return [f"places {h.places} are not six distinct seats"]
    if sorted(h.score.seats.values()) != sorted(PLACE_POINTS) or \
            any(h.score.seats[s] != PLACE_POINTS[i] for i, s in enumerate(h.places)):
        bad.append(f"scores {h.score.seats} do not follow SCORE-1 for {h.places}")
    if score(h.places, rules, h.score.grand_slam) != h.score:
        bad.append("team scores do not follow SCORE-2..4")
    start = Hand()
    for s in SEATS:
        start = start.add(Hand.parse(rec["hands"][str(s)]))
    dealt = Hand()
    for s in SEATS:
        dealt = dealt.add(Hand.parse(rec["deal"][str(s)]))
    if start != dealt:
        bad.append("the hands after tribute are not the cards dealt")
    report = replay(json.loads(dumps(rec)))
    if not report.ok:
        bad.append("replay: " + report.mismatches[0][1]["en"])
    elif report.places != h.places or report.scores != h.score.seats:
        bad.append("replay gives other places or scores")
    if report.state is not None:
        end = report.state
        left = Hand()
        for x in end.sit.hands:
            assert x is not None
            left = left.add(x)
        played = Hand()
        for a in rec["actions"]:
            if "play" in a:
                played = played.add(Hand.parse(a["play"]))
        melded = Hand()
        for a in rec["actions"]:
            if "meld" in a:
                for rank in a["meld"].split():
                    k = start.counts[int(rank) - 3]
                    melded = melded.add(Hand(tuple(k if i == int(rank) - 3 else 0 for i in range(15))))
        if left.add(played).add(melded) != start:
            bad.append("cards are not conserved: hands + played + melded != the hands at the start")
    return bad


def _checked_bots_play(state: GameState, bots: Sequence[Any], rng: random.Random) -> None:
    """Like :func:`~gouji_sim.game.match.run_bots` with the judge on every action, and a
    check that every listed play of a sampled decision is legal."""
    while not state.is_over():
        seat = state.current_player()
        assert seat is not None
        actions = state.legal_actions()
        if not actions:
            raise AssertionError(f"no legal action for seat {seat} in phase {state.phase}")
        if rng.random() < 0.1:
            for a in actions:
                if not state.judge(a).legal:
                    raise AssertionError(f"listed action {a} is illegal")
        state.apply(bots[seat - 1].act(state, rng))


def check(games: int, seed: int = 0, workers: int = 1, progress: Callable[[int, int], None] | None = None
          ) -> tuple[int, list[str]]:
    """Play ``games`` hands (matches of 3) with every invariant checked; (passed, failures)."""
    jobs = [(i, seed) for i in range(0, games, 3)]
    workers = worker_count(workers, games, 3)
    failures: list[str] = []
    passed = done = 0
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    pool = ctx.Pool(workers) if workers > 1 else None
    try:
        results = pool.imap(_check_match, jobs, chunksize=4) if pool else map(_check_match, jobs)
        for (i, _), res in zip(jobs, results):
            n = min(3, games - i)
            res = res[:n]
            for ok, msg in res:
                passed += ok
                if not ok:
                    failures.append(msg)
            done += n
            if progress:
                progress(done, games)
    finally:
        if pool:
            pool.close()
            pool.join()
    return passed, failures


def _check_match(job: tuple[int, int]) -> list[tuple[bool, str]]:
    first, seed = job
    preset, switches = CHECK_VARIANTS[(first // 3) % len(CHECK_VARIANTS)]
    rules = Rules.from_spec(preset, switches)
    names = ["random"] if (first // 3) % 2 == 0 else ["heuristic", "random"]
    seeds = [game_seed(seed, i) for i in range(first, first + 3)]
    try:
        hands = play_match(rules, make_bots(names), seeds[0], 3, preset=preset, seeds=seeds,
                           runner=_checked_bots_play)
    except (AssertionError, IllegalActionError) as err:
        return [(False, f"game {first}: {preset} {switches} seeds {seeds}: {err}")] * 3
    out: list[tuple[bool, str]] = []
    for k, h in enumerate(hands):
        bad = check_hand(h, rules)
        out.append((not bad, f"game {first + k} (seed {h.seed}, {preset} {switches}): {'; '.join(bad)}"))
    return out


# --- the bench keys ---

def bench(seconds: float = 3.0) -> dict[str, float]:
    """``selfplay_steps_per_s`` and ``selfplay_games_per_s`` (random bots, one process, no
    records: whole hands from fixed seeds for ``seconds`` of this process's CPU time, so other
    processes on the machine do not distort it) and ``clone_us`` (cloning a state mid-hand)."""
    from .bench import median_us
    from .game.match import play_hand
    rules = Rules()
    bots = make_bots(["random"])
    t0 = time.process_time()
    steps = games = 0
    while time.process_time() - t0 < seconds:
        h = play_hand(rules, bots, 1000 + games, record=False)
        steps += h.steps
        games += 1
    dt = time.process_time() - t0
    state = _mid_hand(rules)
    return {"selfplay_steps_per_s": round(steps / dt), "selfplay_games_per_s": round(games / dt, 1),
            "clone_us": median_us(state.clone)}


def _mid_hand(rules: Rules) -> GameState:
    from .game.deal import deal, first_leader, hands_of
    rng = random.Random(11)
    d = deal(rules.deck, rng)
    state = GameState.new(rules, hands_of(d), first_leader(d))
    bots = make_bots(["random"])
    for _ in range(120):
        if state.is_over():
            break
        seat = state.current_player()
        assert seat is not None
        state.push(bots[seat - 1].act(state, rng))
    return state


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m gouji_sim.simulate --check N [--seed S] [--workers K]``."""
    p = argparse.ArgumentParser(prog="python -m gouji_sim.simulate")
    p.add_argument("--check", type=int, required=True, metavar="N", help="games to check")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    passed, failures = check(args.check, args.seed, args.workers,
                             Progress() if sys.stderr.isatty() else None)
    for f in failures[:20]:
        print(f)
    print(f"invariants over {args.check} games, seed {args.seed}: {time.perf_counter() - t0:.1f} s")
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
