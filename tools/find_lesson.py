"""Find the deals of the lessons: ``python tools/find_lesson.py [--seeds A B]``; check the
short lessons' own deals: ``python tools/find_lesson.py --short``.

With ``--short`` each short lesson (:data:`gouji_sim.practice.lesson.SHORT`, a deal written out
to teach one move) is played by following its suggestions, and the tool prints the moves the
reader made and whether the lesson ended done (exit 1 when one does not).

For each seed of a range and each seat, the hand of that seed (``gouji simulate``'s) is played
with that seat taken by the lesson bot (:class:`gouji_sim.practice.lesson.LessonBot`: the
heuristic bot, which also yields once when the rules allow it), and the moves the reader made
are read from the hand's record (:func:`gouji_sim.practice.lesson.run`). For each lesson of
:data:`WANTS` the tool keeps the deal whose reader makes every move the lesson needs, then the
most of the moves it would like, then the fewest decisions; it plays that deal once more with
exactly those moves as the lesson's order, to check that they are made, and prints the entries
of :data:`~gouji_sim.practice.lesson.LESSONS`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from gouji_sim.practice.lesson import SHORT, WHOLE_HAND_MOVES, Lesson, run

#: Each lesson: the moves the reader must make, and those it should make besides if it can.
WANTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "first-hand": (("lead", "beat", "gouji", "yield", "close", "burn", "place"), ("wind",)),
    "answer-burn": (("answer",), ("close", "wind", "gouji", "yield")),
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", nargs=2, type=int, default=[0, 300])
    ap.add_argument("--short", action="store_true", help="check the short lessons' deals instead")
    args = ap.parse_args(argv)
    if args.short:
        return check_short()
    t0 = time.perf_counter()
    best: dict[str, tuple[tuple[int, int], int, int, list[str]]] = {}
    for seed in range(*args.seeds):
        for seat in range(1, 7):
            made, n = run(seed, seat, WHOLE_HAND_MOVES)
            for name, (must, like) in WANTS.items():
                if not set(must) <= set(made):
                    continue
                score = (sum(m in made for m in like), -n)
                if name not in best or score > best[name][0]:
                    best[name] = (score, seed, seat, made)
                    print(f"{name}: seed {seed} seat {seat}: {made}, {n} decisions", file=sys.stderr, flush=True)
        if seed % 50 == 49:
            print(f"… seed {seed}, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    out = {}
    for name, (_, seed, seat, made) in best.items():
        again, _ = run(seed, seat, made)            # the lesson's own moves, checked
        if again != made:
            print(f"{name}: seed {seed} seat {seat} made {again} with its own order, not {made}", file=sys.stderr)
            continue
        out[name] = {"seed": seed, "seat": seat, "steps": made}
    print(json.dumps(out, indent=1))
    return 0 if set(out) == set(WANTS) else 1


def check_short() -> int:
    """Play each short lesson by its suggestions: the moves made, and whether it ended done."""
    ok = True
    for name in SHORT:
        lesson, n = Lesson(name), 0
        while lesson.waiting and n < 40:
            action = lesson.suggestion()
            assert action is not None
            lesson.attempt(action)
            n += 1
        ok = ok and lesson.done
        print(f"{name}: {lesson.learned()} in {n} decisions, {'done' if lesson.done else 'NOT DONE'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
