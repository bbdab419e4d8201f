"""Speed benchmarks: ``python -m gouji_sim.bench`` prints one JSON object of medians last.

Not a test: figures depend on the machine. Keys (µs unless named otherwise):
``judge_us`` judging a follow mid-trick; ``lead_plays_us`` all legal leads of a fresh
36-card hand; ``follow_plays_us`` all legal beats of a top for a 36-card hand;
``burn_plan_us`` planning a burn for a 36-card hand. Other layers add keys through
:data:`EXTRA` (a name → function returning a dict of figures).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from typing import Callable

from .actions import Pass, PlayAction
from .burn import plan_burn
from .cards import Hand, full_deck
from .judge import judge
from .moves import LegalPlays
from .play import Play
from .rules import Rules
from .situation import Situation

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

    def leads() -> None:
        list(LegalPlays(hands[next(it) % len(hands)], None, rules))

    def follows() -> None:
        list(LegalPlays(hands[next(it) % len(hands)], top, rules))

    def plans() -> None:
        plan_burn(hands[next(it) % len(hands)], gouji, rules)

    return {
        "judge_us": median_us(lambda: judge(mid, follow)),
        "lead_plays_us": median_us(leads),
        "follow_plays_us": median_us(follows),
        "burn_plan_us": median_us(plans),
    }


def main() -> None:
    figures = core()
    from .simulate import bench as selfplay   # the game layer's keys (issue 4)
    figures.update(selfplay())
    for name, fn in EXTRA.items():
        figures.update(fn())
    for key, value in figures.items():
        print(f"{key:>24}: {value}", file=sys.stderr)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
