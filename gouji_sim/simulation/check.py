"""The conformance checker: invariants after every hand, and any implementation held against this one.

Two checks, both over a rotation of presets and switches (:data:`CHECK_VARIANTS`, rules v2's
switches included: 冲三, 窒息, bets with ``points``, ``points_big_joker``, ``big_joker_gouji``,
``burn_after_pass``, both values of ``positive_only``):

* :func:`check` — ``python -m gouji_sim.simulation --check N`` — plays N games with every action
  ruled on by the judge and checks the invariants after each hand (:func:`check_hand`): cards
  conserved, a legal action at every decision, six distinct places, scores by SCORE, the
  record replaying to the same places, scores and debts. It prints ``N passed, N failed``.
* :func:`conformance` runs another implementation of one hand — anything that offers
  :class:`Implementation`, the OpenSpiel-style interface of
  :class:`~gouji_sim.game.state.GameState` — in lockstep with this one, in the manner of
  pgx's ``api_test``: the same deals, the same random choices, and at every decision the same
  player to act, the same legal actions, a clone that does not share state; at the end the
  same returns. See :func:`conformance` for the interface.

>>> conformance(GameState.new, games=2, seed=1)
(2, [])
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from typing import Any, Callable, Mapping, Protocol, Sequence

from ..bots.roster import make_bots
from ..core.cards import Hand
from ..core.errors import IllegalActionError
from ..game.match import HandResult, bot_act, play_match
from ..game.decisions import Meld
from ..game.history import plays_made, this_deal
from ..game.record import dumps, replay
from ..game.scoring import PLACE_POINTS, score
from ..game.state import GameState
from ..core.rules import Rules
from ..core.table import SEATS
from .jobs import game_seed
from .run import worker_count
from .summary import Progress

CHECK_VARIANTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("outline", {}), ("laotou", {}), ("joker_dominant", {}), ("two_for_one", {}),
    ("open_release", {}), ("no_team_burn", {}),
    ("outline", {"tribute": True, "points": True, "burn_tribute": True}),
    ("outline", {"meld_low": True, "jokers_on_low": False}),
    ("outline", {"deck": 204, "burn_seats": "between"}),
    ("outline", {"deck": 192, "wind": "by_consent", "tribute": True, "tribute_return": False}),
    ("outline", {"deck": 240, "positive_only": False, "grand_slam": True, "points": True, "tribute": True}),
    ("two_for_one", {"revolution": False, "comparison": "joker_dominant", "tribute": True}),
    # rules v2: 冲三, 窒息, bets, points_big_joker, big_joker_gouji, burn_after_pass
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
    if any(h.score.seats[s] != h.score.factor * PLACE_POINTS[i] for i, s in enumerate(h.places)):
        bad.append(f"scores {h.score.seats} do not follow SCORE-1/2 for {h.places}")
    if score(h.places, rules, h.score.grand_slam) != h.score:
        bad.append("team scores do not follow SCORE-2..4")
    report = replay(json.loads(dumps(rec)))
    if not report.ok:
        bad.append("replay: " + report.mismatches[0][1]["en"])
    elif report.places != h.places or report.scores != h.score.seats:
        bad.append("replay gives other places or scores")
    if report.state is not None and report.state.held is not None and report.state.dealt is not None:
        end = report.state
        assert end.held is not None and end.dealt is not None
        start = Hand.from_cards([c for s in SEATS for c in end.held[s]])
        if start != Hand.from_cards([c for s in SEATS for c in end.dealt[s]]):
            bad.append("the hands after tribute are not the cards dealt")
        left = Hand()
        for x in end.sit.hands:
            assert x is not None
            left = left.add(x)
        deal_played = this_deal(end.history or ())
        played = Hand()
        for p in plays_made(deal_played):
            played = played.add(p.cards)
        melded = Hand()
        for a in deal_played:
            if isinstance(a, Meld):
                for rank in a.ranks:
                    melded = melded.add(start.only(rank))
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
        state.apply(bot_act(bots[seat - 1], state, rng))


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


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m gouji_sim.simulation --check N [--seed S] [--workers K]``."""
    p = argparse.ArgumentParser(prog="python -m gouji_sim.simulation")
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


# --- conformance: another implementation in lockstep with this one ---

class Implementation(Protocol):
    """The state of one hand as :func:`conformance` drives it (OpenSpiel's interface, as
    :class:`~gouji_sim.game.state.GameState` offers it). Actions are gouji_sim's own values
    (:class:`~gouji_sim.core.actions.PlayAction`, :class:`~gouji_sim.core.actions.Pass`,
    :class:`~gouji_sim.core.actions.Yield`, :class:`~gouji_sim.core.actions.Burn`,
    :class:`~gouji_sim.game.decisions.Decline`, …), compared by equality; seats are 1…6."""

    def current_player(self) -> int | None:
        """The seat that decides next, ``None`` once the hand is over."""

    def legal_actions(self) -> Sequence[Any]:
        """Every legal action of :meth:`current_player`, in any order."""

    def apply(self, action: Any) -> object:
        """Take ``action`` (one of :meth:`legal_actions`); the return value is not looked at."""

    def is_over(self) -> bool:
        """Whether the hand has ended."""

    def returns(self) -> Sequence[int]:
        """Each seat's team score once the hand is over (SCORE-1..4), seat 1 first."""

    def clone(self) -> "Implementation":
        """An independent copy: acting on it leaves this state as it was."""


NewState = Callable[[Rules, Mapping[int, Hand], int], Implementation]
"""How :func:`conformance` starts a hand: ``new(rules, hands, leader)`` — the hands after
the deal (seat → :class:`~gouji_sim.core.cards.Hand`), the first leader by START-2; no redeal is
offered (a match's later deal), as :meth:`GameState.new <gouji_sim.game.state.GameState.new>`
does by default."""


def _same_actions(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return sorted(map(repr, a)) == sorted(map(repr, b))


def conform_hand(new: NewState, rules: Rules, seed: int, clone_every: int = 7) -> str | None:
    """One hand of :func:`conformance`: what first differs from the reference, or ``None``."""
    from ..game.deal import deal, hands_of
    from ..game.hand_start import first_leader_of
    dealt = deal(rules.deck, random.Random(seed))
    hands, leader = hands_of(dealt), first_leader_of(dealt, None)
    ref, other = GameState.new(rules, hands, leader, log=False), new(rules, hands, leader)
    rng = random.Random(seed ^ 0x5EED)
    step = 0
    while not ref.is_over():
        expected = ref.legal_actions()
        if other.is_over():
            return f"step {step}: over before the reference"
        if other.current_player() != ref.current_player():
            return f"step {step}: seat {other.current_player()} to act, expected {ref.current_player()}"
        got = list(other.legal_actions())
        if not _same_actions(got, expected):
            missing = [a for a in expected if a not in got][:3]
            extra = [a for a in got if a not in expected][:3]
            return f"step {step}: legal actions differ (missing {missing}, extra {extra})"
        action = rng.choice(expected)
        if step % clone_every == 0:
            copy = other.clone()
            copy.apply(action)
            if other.current_player() != ref.current_player() or not _same_actions(other.legal_actions(), expected):
                return f"step {step}: acting on a clone changed the original"
        ref.push(action)
        other.apply(action)
        step += 1
    if not other.is_over():
        return f"step {step}: not over when the reference is"
    if tuple(other.returns()) != ref.returns():
        return f"returns {tuple(other.returns())}, expected {ref.returns()}"
    return None


def conformance(new: NewState, games: int = 100, seed: int = 0,
                variants: Sequence[tuple[str, dict[str, Any]]] = CHECK_VARIANTS) -> tuple[int, list[str]]:
    """Hold an implementation of one hand against :class:`~gouji_sim.game.state.GameState`.

    ``new(rules, hands, leader)`` starts a hand of the implementation (:data:`NewState`); it must
    offer :class:`Implementation`. Game ``i`` is dealt from ``game_seed(seed, i)`` under
    ``variants[i % len(variants)]`` (preset, switches); the reference picks a random legal
    action at every decision and both take it. Checked at every decision: not over too early,
    the same :meth:`~Implementation.current_player`, the same :meth:`~Implementation.legal_actions`
    (as sets); every few decisions, that acting on a :meth:`~Implementation.clone` leaves the
    original alone; at the end, :meth:`~Implementation.is_over` and the same
    :meth:`~Implementation.returns`. Returns ``(passed, failures)``, one line per failed game.
    """
    passed, failures = 0, []
    for i in range(games):
        preset, switches = variants[i % len(variants)]
        rules = Rules.from_spec(preset, switches)
        try:
            why = conform_hand(new, rules, game_seed(seed, i))
        except Exception as err:   # an implementation's own error is a failure, named
            why = f"raised {type(err).__name__}: {err}"
        if why is None:
            passed += 1
        else:
            failures.append(f"game {i} ({preset} {switches}): {why}")
    return passed, failures
