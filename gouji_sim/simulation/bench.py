"""Speed benchmarks — every speed figure of the project: ``python -m gouji_sim.simulation.bench`` prints
one JSON object of medians last (each figure also on standard error, one a line).

By default (``--core both``, issue 48) the pure core and the compiled one are measured side by
side, each in a fresh process of its own with RLCard's figure taken in that same process
(:func:`side_by_side`): the JSON object holds ``pure`` and ``compiled``, each with the keys
below, ``core`` (which core the process imported) and the one-minute load average at its start
and end (``load_start``, ``load_end``); a table of both goes to standard error. The compiled
core is the imported one when it is compiled, ``--compiled DIR``, or ``make compiled``'s
``build/compiled-installed``; without one, the pure core alone. ``--core this`` measures the
imported core alone, its keys at the top level.

Not a test: figures depend on the machine (and on what else it runs: the self-play figures
count this process's CPU time only). Keys (µs unless named otherwise):

* the rules core: ``judge_us`` judging a follow mid-trick, ``is_legal_us`` asking only
  whether it is legal (:func:`~gouji_sim.core.judge.is_legal`, no verdict built); ``lead_plays_us`` all legal leads
  of a fresh 36-card hand; ``follow_plays_us`` all legal beats of a top for a 36-card hand;
  ``burn_plan_us`` planning a burn for a 36-card hand;
* the game: ``selfplay_steps_per_s`` and ``selfplay_games_per_s`` (random bots, one process,
  no records, whole hands from fixed seeds) and ``clone_us`` (cloning a state mid-hand);
* side by side, when RLCard is installed (``pip install -e .[bench]``):
  ``rlcard_doudizhu_steps_per_s``, RLCard's Dou Dizhu game loop with random choices
  (``DoudizhuGame.init_game`` / ``step``, no state encoding), timed in turns with our
  self-play in the same process, and ``selfplay_vs_rlcard``, the median of the rounds' ratios
  of steps per second. Without RLCard the benchmark says so and leaves those keys out.

* the heuristic bot (``--bot-hands N``, :func:`bot_habits`): its yields, burns and answers
  to burns per hand and its team's score margin over random bots, with and without yields.
* the strong bot against the heuristic bot (``--tournament HANDS``, :func:`tournament`):
  points per seat-hand of each, the paired difference with its 95% confidence interval, and
  the strong bot's decision times (ms: median, 90th percentile, maximum).

Other layers add keys through :data:`EXTRA` (a name → function returning a dict of figures).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from ..core.actions import Pass, PlayAction
from ..core.burn import plan_burn
from ..core.cards import Hand, full_deck
from ..core.judge import is_legal, judge
from ..core.moves import LegalPlays
from ..core.play import Play
from ..core.rules import Rules
from ..core.situation import Situation
from ..game.match import bot_act

if TYPE_CHECKING:
    from ..game.state import GameState

EXTRA: dict[str, Callable[[], dict[str, float]]] = {}


def median_us(fn: Callable[[], object], repeat: int = 7, number: int | None = None) -> float:
    """The median time of one call of ``fn`` in µs, over ``repeat`` timed batches."""
    if number is None:
        number, t = 1, 0.0
        while t < 0.02:
            number *= 2
            t0 = time.perf_counter()
            for _ in range(number):
                fn()
            t = time.perf_counter() - t0
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - t0) / number * 1e6)
    return round(statistics.median(samples), 2)


def dealt_hands(seed: int = 1, count: int = 20) -> list[Hand]:
    """``count`` 36-card hands from seeded deals."""
    rng = random.Random(seed)
    deck = full_deck(216)
    out: list[Hand] = []
    while len(out) < count:
        rng.shuffle(deck)
        out += [Hand.from_cards(deck[i * 36:(i + 1) * 36]) for i in range(6)]
    return out[:count]


def core() -> dict[str, float]:
    rules = Rules()
    hands = dealt_hands()
    mid = Situation.build(rules, hands={2: hands[0]}, trick=[
        PlayAction(6, Play.parse("7 7")), PlayAction(1, Play.parse("9 9")), Pass(2),
        PlayAction(3, Play.parse("10 10"))])
    follow = PlayAction(4, Play.parse("J J"))
    top = Play.parse("8 8 8")
    gouji = Play.parse("10 10 10 10 10")
    it = iter(range(10**9))

    # each hand's plays put together from its ranks' (kept: :func:`~gouji_sim.core.moves._rank_plays`)
    def leads() -> None:
        list(LegalPlays(hands[next(it) % len(hands)], None, rules))

    def follows() -> None:
        list(LegalPlays(hands[next(it) % len(hands)], top, rules))

    def plans() -> None:
        plan_burn(hands[next(it) % len(hands)], gouji, rules)

    return {
        "judge_us": median_us(lambda: judge(mid, follow)),
        "is_legal_us": median_us(lambda: is_legal(mid, follow)),
        "lead_plays_us": median_us(leads),
        "follow_plays_us": median_us(follows),
        "burn_plan_us": median_us(plans),
    }


# --- the game: self-play, and RLCard's Dou Dizhu side by side ---

Loop = Callable[[float], int]
"""A game loop run for about ``seconds`` of CPU time; returns the steps it took."""


class GoujiLoop:
    """Random self-play of whole hands (seeds 1000, 1001, …), no records; counts its games."""

    def __init__(self) -> None:
        from ..bots.roster import make_bots
        self.rules, self.bots, self.games = Rules(), make_bots(["random"]), 0

    def __call__(self, seconds: float) -> int:
        from ..game.match import play_hand
        t0, steps = time.process_time(), 0
        while time.process_time() - t0 < seconds:
            steps += play_hand(self.rules, self.bots, 1000 + self.games, record=False).steps
            self.games += 1
        return steps


def rlcard_loop() -> Loop | None:
    """RLCard's Dou Dizhu game with uniformly random legal actions, or ``None`` without RLCard."""
    try:
        import numpy as np
        from rlcard.games.doudizhu.game import DoudizhuGame
    except ImportError:
        return None
    game = DoudizhuGame(allow_step_back=False)
    game.np_random = np.random.RandomState(0)
    rng = random.Random(0)

    def run(seconds: float) -> int:
        t0, steps = time.process_time(), 0
        while time.process_time() - t0 < seconds:
            state, _ = game.init_game()
            while not game.is_over():
                state, _ = game.step(rng.choice(state["actions"]))
                steps += 1
        return steps
    return run


def timed(loop: Loop, seconds: float) -> tuple[int, float]:
    """``(steps, CPU seconds)`` of one run of ``loop``."""
    t0 = time.process_time()
    steps = loop(seconds)
    return steps, time.process_time() - t0


def selfplay(seconds: float = 3.0, rounds: int = 5, rlcard: bool = True) -> dict[str, float]:
    """The game's keys (``selfplay_steps_per_s``, ``selfplay_games_per_s``, ``clone_us``) and,
    with ``rlcard`` and RLCard installed, the side-by-side keys: ``rounds`` turns of
    ``seconds / rounds`` each for our loop and then RLCard's."""
    other = rlcard_loop() if rlcard else None
    ours = GoujiLoop()
    slice_, cpu = seconds / rounds, 0.0
    mine: list[float] = []
    theirs: list[float] = []
    for _ in range(rounds):
        n, dt = timed(ours, slice_)
        mine.append(n / dt)
        cpu += dt
        if other is not None:
            m, du = timed(other, slice_)
            theirs.append(m / du)
    figures: dict[str, float] = {"selfplay_steps_per_s": round(statistics.median(mine)),
                                 "selfplay_games_per_s": round(ours.games / cpu, 1)}
    figures["clone_us"] = median_us(mid_hand(Rules()).clone)
    if other is not None:
        figures["rlcard_doudizhu_steps_per_s"] = round(statistics.median(theirs))
        figures["selfplay_vs_rlcard"] = round(statistics.median(a / b for a, b in zip(mine, theirs)), 2)
    return figures


def mid_hand(rules: Rules, steps: int = 120) -> "GameState":
    """A hand dealt from seed 11 after ``steps`` random decisions (for ``clone_us``)."""
    from ..bots.roster import make_bots
    from ..game.deal import deal, hands_of
    from ..game.hand_start import first_leader_of
    from ..game.state import GameState
    rng = random.Random(11)
    d = deal(rules.deck, rng)
    state = GameState.new(rules, hands_of(d), first_leader_of(d, None))
    bots = make_bots(["random"])
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_player()
        assert seat is not None
        state.push(bot_act(bots[seat - 1], state, rng))
    return state


def habit(state: "GameState", action: object) -> str | None:
    """Which of a player's habits ``action``, about to be taken at ``state``, shows: a yield
    (TURN-5), a burn (BURN-1), an answer to a burn (BURN-4), the yielder's turn coming back
    (``"back"``, TURN-5), or ``None``.

    >>> from gouji_sim.game.state import GameState
    >>> state = GameState.deal_hand(Rules(), 1)
    >>> habit(state, state.legal_actions()[0]) is None
    True
    """
    from ..core.actions import Burn, Yield
    if isinstance(action, Yield):
        return "yield"
    if isinstance(action, Burn):
        return "burn"
    if state.is_answer_window() and isinstance(action, Play):
        return "answer"
    if state.in_ordinary_turns() and state.current_player() == state.sit.trick_state.yielder:
        return "back"
    return None


def bot_habits(hands: int = 200, seed: int = 5000) -> dict[str, float]:
    """The heuristic bot against random bots over ``hands`` seeded hands, each played twice
    with the teams' seats swapped: its yields (TURN-5), burns (BURN-1) and answers to burns
    (BURN-4) per hand, and its team's average score per hand (the recorded team score,
    SCORE-1..4, the random team's subtracted) — with yields (``heuristic_*``) and, from the
    same deals, without (``noyield_*``: the bot as it was before it yielded); and the same
    counts at a table of six heuristic bots under the ``open_release`` preset (``table_*``:
    random bots never burn, so only there does the heuristic bot meet burns to answer, and
    under ``open_release`` any seat still in the trick may answer one, BURN-4).

    >>> figures = bot_habits(hands=2)
    >>> sorted(figures)[:3]
    ['heuristic_answers_per_hand', 'heuristic_burns_per_hand', 'heuristic_score_margin']
    """
    from ..bots.roster import HeuristicBot, RandomBot
    from ..game.match import Bot, play_hand
    from ..game.state import GameState

    figures: dict[str, float] = {}
    for label, yields in (("heuristic", True), ("noyield", False), ("table", True)):
        counts = {"yields": 0, "burns": 0, "answers": 0}
        margin = 0

        def runner(state: GameState, bots: Sequence[Bot], rng: random.Random) -> None:
            while not state.is_over():
                seat = state.current_player()
                assert seat is not None
                bot = bots[seat - 1]
                action = bot_act(bot, state, rng)
                kind = habit(state, action) if isinstance(bot, HeuristicBot) else None
                if kind in ("yield", "burn", "answer"):
                    counts[kind + "s"] += 1
                state.push(action)

        for k in range(hands):
            for odd in (True, False):
                smart = HeuristicBot(yields=yields)
                bots: list[Bot] = [smart if label == "table" or (s % 2 == 1) == odd else RandomBot()
                                   for s in range(1, 7)]
                rules = Rules.preset("open_release") if label == "table" else Rules()
                result = play_hand(rules, bots, seed + k, record=False, runner=runner)
                ours, theirs = ("1-3-5", "2-4-6") if odd else ("2-4-6", "1-3-5")
                margin += result.score.teams[ours] - result.score.teams[theirs]
        for name, n in counts.items():
            figures[f"{label}_{name}_per_hand"] = round(n / (2 * hands), 3)
        if label != "table":
            figures[f"{label}_score_margin"] = round(margin / (2 * hands), 2)
    return figures


def tournament(hands: int = 2000, seed: int = 7000, *, bot: str = "strong", against: str = "heuristic",
               rules: Rules | None = None, record: bool = False,
               progress: Callable[[int, int], None] | None = None) -> dict[str, float]:
    """``bot`` against ``against`` over ``hands`` hands: ``hands // 2`` deals (seeds ``seed``,
    ``seed + 1``, …), each played twice, ``bot`` on the odd seats and then on the even seats,
    so that the deal's luck cancels out. Figures:

    * ``tournament_hands``, ``tournament_deals``, ``tournament_ended`` (hands that ended with
      six places, END-1..3), and with ``record`` ``tournament_replayed`` (hands whose record
      the judge replays without a mismatch);
    * ``<bot>_points`` / ``<against>_points``: average SCORE-1 points per seat-hand (+4 for
      first place … −4 for last) of the seats each bot played;
    * ``points_diff`` and ``points_diff_low`` / ``points_diff_high``: their difference and its
      95% confidence interval, from the per-deal differences (paired: both plays of a deal,
      normal approximation, ``1.96 × sd / √deals``); ``team_margin``: the bot's team's recorded
      score (SCORE-1..4) minus the other team's, per hand;
    * ``decision_ms_median`` / ``_p90`` / ``_max``: ``bot``'s time per decision (this
      process's CPU time, so that other work on the machine does not count; for the figures
      only: the decisions never depend on time).

    >>> f = tournament(hands=2, bot="heuristic", record=True)
    >>> f["tournament_ended"], f["tournament_replayed"], f["points_diff"]
    (2.0, 2.0, 0.0)
    """
    from ..bots.roster import make_bot
    from ..game.match import Bot, play_hand
    from ..game.record import replay
    from ..game.state import GameState

    rules = rules or Rules()
    deals = max(1, hands // 2)
    times: list[float] = []
    mine: list[float] = []
    theirs: list[float] = []
    diffs: list[float] = []
    margin, ended, replayed = 0.0, 0, 0
    side = [1]                              # the parity of the seats ``bot`` plays in this hand

    def runner(state: GameState, bots: Sequence[Bot], rng: random.Random) -> None:
        while not state.is_over():
            seat = state.current_player()
            assert seat is not None
            player = bots[seat - 1]
            if seat % 2 == side[0]:
                t0 = time.process_time()
                action = bot_act(player, state, rng)
                times.append(time.process_time() - t0)
            else:
                action = bot_act(player, state, rng)
            state.push(action)

    for k in range(deals):
        diff = 0.0
        for odd_seat in (1, 0):
            side[0] = odd_seat
            ours, other = make_bot(bot), make_bot(against)
            bots: list[Bot] = [ours if s % 2 == odd_seat else other for s in range(1, 7)]
            result = play_hand(rules, bots, seed + k, record=record, runner=runner)
            ended += len(set(result.places)) == 6
            if record and result.record is not None and replay(result.record).ok:
                replayed += 1
            points = result.score.seats
            a = statistics.mean(points[s] for s in range(1, 7) if s % 2 == odd_seat)
            b = statistics.mean(points[s] for s in range(1, 7) if s % 2 != odd_seat)
            mine.append(a)
            theirs.append(b)
            diff += (a - b) / 2
            team = "1-3-5" if odd_seat else "2-4-6"
            margin += result.score.teams[team] - result.score.teams["2-4-6" if odd_seat else "1-3-5"]
        diffs.append(diff)
        if progress is not None:
            progress(k + 1, deals)
    mean = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
    times.sort()
    figures: dict[str, float] = {
        "tournament_hands": 2 * deals, "tournament_deals": deals, "tournament_ended": ended,
        f"{bot}_points": round(statistics.mean(mine), 3), f"{against}_points": round(statistics.mean(theirs), 3),
        "points_diff": round(mean, 3), "points_diff_low": round(mean - half, 3),
        "points_diff_high": round(mean + half, 3), "team_margin": round(margin / (2 * deals), 3),
        "decision_ms_median": round(1000 * statistics.median(times), 3),
        "decision_ms_p90": round(1000 * times[int(0.9 * (len(times) - 1))], 3),
        "decision_ms_max": round(1000 * times[-1], 3)}
    if record:
        figures["tournament_replayed"] = replayed
    return {k: float(v) for k, v in figures.items()}


def main(argv: Sequence[str] | None = None) -> None:
    """``python -m gouji_sim.simulation.bench [--seconds S] [--no-rlcard] [--core both|this] [--compiled DIR]
    [--bot-hands N] [--tournament HANDS]``; ``--tournament HANDS --only`` prints the
    tournament's figures alone."""
    p = argparse.ArgumentParser(prog="python -m gouji_sim.simulation.bench")
    p.add_argument("--seconds", type=float, default=3.0, help="CPU seconds of self-play (each side)")
    p.add_argument("--no-rlcard", action="store_true", help="leave out RLCard's Dou Dizhu")
    p.add_argument("--core", choices=("both", "this"), default="both",
                   help="both: the pure and the compiled core side by side, each in a process of its "
                        "own with RLCard beside it (default); this: the core imported here alone")
    p.add_argument("--compiled", metavar="DIR",
                   help="where the compiled core is imported from (default: this one when it is "
                        "compiled, else build/compiled-installed of make compiled when it is there)")
    p.add_argument("--bot-hands", type=int, default=0,
                   help="also the heuristic bot's habits over this many hands (seats swapped)")
    p.add_argument("--tournament", type=int, default=0, metavar="HANDS",
                   help="also the strong bot against the heuristic bot over this many hands (seats swapped)")
    p.add_argument("--tournament-seed", type=int, default=7000, help="the tournament's first deal's seed")
    p.add_argument("--only", action="store_true", help="with --tournament: the tournament's figures alone")
    args = p.parse_args(argv)
    if args.tournament > 0 and args.only:
        _print(tournament(args.tournament, args.tournament_seed, progress=_progress))
        return
    if args.core == "both":
        figures: dict[str, object] = dict(side_by_side(args.seconds, not args.no_rlcard, args.compiled))
    else:
        figures = dict(this_core(args.seconds, not args.no_rlcard))
    if args.bot_hands > 0:
        figures.update(bot_habits(args.bot_hands))
    if args.tournament > 0:
        figures.update(tournament(args.tournament, args.tournament_seed, progress=_progress))
    for name, fn in EXTRA.items():
        figures.update(fn())
    _print(figures)


def this_core(seconds: float, rlcard: bool) -> dict[str, float | str]:
    """The rules core's and the game's figures of the core imported here, RLCard's beside
    them (when installed), with ``core`` (``pure`` or ``compiled``, :func:`gouji_sim.core_kind`)
    and the load average at the start and the end (``load_start``, ``load_end``: one minute)."""
    from .. import core_kind
    figures: dict[str, float | str] = {"core": core_kind(), "load_start": _load()}
    figures.update(core())
    figures.update(selfplay(seconds, rlcard=rlcard))
    if rlcard and "rlcard_doudizhu_steps_per_s" not in figures:
        print("RLCard is not installed (pip install -e .[bench]): no side-by-side figure", file=sys.stderr)
    figures["load_end"] = _load()
    return figures


def core_dirs(compiled: str | None = None) -> dict[str, Path]:
    """Where each core is imported from (a directory for ``PYTHONPATH``): ``pure``, the
    imported package's sources (copied without its extension modules when it is compiled:
    a compiled wheel carries them), and ``compiled``, ``compiled`` or this package when it is
    compiled (in place, or by ``make setup`` beside the sources: :mod:`gouji_sim.compiled_core`,
    which each process uses or not as its ``GOUJI_PURE`` says) or ``build/compiled-installed``
    beside the checkout (``make compiled``)."""
    import shutil
    import tempfile

    from .. import compiled_core, core_kind
    here = Path(__file__).resolve().parents[1]  # the package (this module is in simulation/)
    kind = core_kind()
    dirs: dict[str, Path] = {}
    if kind == "pure" or compiled_core.STATE == "used":    # GOUJI_PURE=1 makes it pure there
        dirs["pure"] = here.parent
    else:
        tmp = Path(tempfile.mkdtemp(prefix="gouji-pure-"))
        shutil.copytree(here, tmp / here.name, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
        dirs["pure"] = tmp
    if compiled is not None:
        dirs["compiled"] = Path(compiled).resolve()
    elif kind == "compiled" or compiled_core.probe(str(here), pure=False)[0] == "used":
        dirs["compiled"] = here.parent      # in place, or make setup's beside the sources
    elif (here.parent / "build" / "compiled-installed" / here.name).is_dir():
        dirs["compiled"] = here.parent / "build" / "compiled-installed"
    return dirs


def side_by_side(seconds: float, rlcard: bool, compiled: str | None = None) -> dict[str, dict[str, float | str]]:
    """:func:`this_core` of the pure core and then the compiled one (:func:`core_dirs`), each in
    a fresh process with RLCard's figure of the same process; a table of both on standard error.
    Without a compiled core, the pure one alone (and it says how to get the other)."""
    import os
    import subprocess
    import tempfile

    out: dict[str, dict[str, float | str]] = {}
    dirs = core_dirs(compiled)
    if "compiled" not in dirs:
        print("no compiled core here (pip install . builds one, make setup one for a checkout; make "
              "compiled puts one in build/compiled-installed): the pure core alone", file=sys.stderr)
    for name, path in dirs.items():
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(path), *filter(None, [os.environ.get("PYTHONPATH")])]),
                   GOUJI_PURE="1" if name == "pure" else "0")      # the compiled core of make setup, or not
        cmd = [sys.executable, "-m", "gouji_sim.simulation.bench", "--core", "this", "--seconds", str(seconds)]
        with tempfile.TemporaryDirectory() as cwd:
            done = subprocess.run(cmd + ([] if rlcard else ["--no-rlcard"]), env=env, cwd=cwd,
                                  capture_output=True, text=True, check=True)
        out[name] = json.loads(done.stdout.strip().splitlines()[-1])
        if out[name].get("core") != name:
            print(f"{path} gave the {out[name].get('core')} core, not the {name} one", file=sys.stderr)
    keys = [k for k in out[next(iter(out))] if k != "core"]
    print(f"{'':>28}" + "".join(f"{n:>14}" for n in out), file=sys.stderr)
    for key in keys:
        print(f"{key:>28}" + "".join(f"{out[n].get(key, ''):>14}" for n in out), file=sys.stderr)
    return out


def _load() -> float:
    """The one-minute load average (0 where the system does not tell)."""
    import os
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return 0.0


def _print(figures: Mapping[str, object]) -> None:
    """Each figure on standard error, one a line (a core's figures are a table already); then
    the JSON object on standard output."""
    for key, value in figures.items():
        if not isinstance(value, dict):
            print(f"{key:>24}: {value}", file=sys.stderr)
    print(json.dumps(figures))


def _progress(done: int, deals: int) -> None:
    """Every 50 deals of a tournament, how far it is (on standard error)."""
    if done % 50 == 0 or done == deals:
        print(f"tournament: {done}/{deals} deals", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
