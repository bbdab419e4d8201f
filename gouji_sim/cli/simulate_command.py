"""``gouji simulate --games N --seed S [--rules P] [--switch K=V …] [--bots B,B,…] [--out DIR]
[--workers K | --cluster ADDRESS] [--match H] [--json]``: play many hands with bots and summarize them."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..core.errors import GoujiError
from ..core.rules import MAX_SWITCH_VALUE, PRESETS, Rules, switch_value
from ..simulation import MAX_GAMES, MAX_MATCH, Progress, check_limits, simulate, summary_lines
from .show import LANG_CHOICES, cli_text


def parse_switches(items: list[str]) -> dict[str, Any]:
    """``NAME=VALUE`` items as switch overrides (values checked by :class:`Rules`)."""
    out = {}
    for item in items:
        for part in filter(None, item.split(",")):
            name, eq, value = part.partition("=")
            if not eq or not name.strip():
                raise GoujiError.from_catalogue("sim-bad-switch", value=part[:MAX_SWITCH_VALUE])
            out[name.strip()] = switch_value(name.strip()[:MAX_SWITCH_VALUE], value.strip())
    return out


def _whole(text: str) -> int | str:
    """A count given on the command line: an ``int`` when written in ASCII digits (at most 18
    of them), else the text itself, cut short, for :func:`~gouji_sim.simulation.run.check_limits`
    to refuse in both languages."""
    digits = text[1:] if text.startswith("-") else text
    if digits.isascii() and digits.isdigit() and len(digits) <= 18:
        return int(text)
    return text if len(text) <= 20 else text[:20] + "…"


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("simulate", help=cli_text("cli-simulate"))
    p.add_argument("--games", default="100", help=cli_text("cli-sim-games", limit=f"{MAX_GAMES:,}"))
    p.add_argument("--seed", type=int, default=0, help=cli_text("cli-sim-seed"))
    p.add_argument("--rules", default="outline", help=cli_text("cli-preset", presets=", ".join(PRESETS)))
    p.add_argument("--switch", action="append", default=[], metavar="NAME=VALUE",
                   help=cli_text("cli-sim-switch"))
    p.add_argument("--bots", default="random",
                   help=cli_text("cli-sim-bots"))
    p.add_argument("--out", help=cli_text("cli-sim-out"))
    p.add_argument("--overwrite", action="store_true", help=cli_text("cli-sim-overwrite"))
    p.add_argument("--workers", default="1", help=cli_text("cli-sim-workers"))
    p.add_argument("--cluster", metavar="ADDRESS", help=cli_text("cli-sim-cluster"))
    p.add_argument("--match", default="1", metavar="H",
                   help=cli_text("cli-sim-match", limit=f"{MAX_MATCH:,}"))
    p.add_argument("--checked", action="store_true", help=cli_text("cli-sim-checked"))
    p.add_argument("--json", action="store_true", help=cli_text("cli-sim-json"))
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help=cli_text("cli-sim-progress"))
    p.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    args.games, args.workers, args.match = _whole(args.games), _whole(args.workers), _whole(args.match)
    check_limits(args.games, args.workers, args.match)
    rules = Rules.from_spec(args.rules, parse_switches(args.switch))
    bots = [b for b in args.bots.split(",")]
    show = args.progress if args.progress is not None else (sys.stderr.isatty() and args.games >= 200)
    summary = simulate(args.games, args.seed, rules, bots, preset=args.rules, out=args.out,
                       workers=args.workers, match_length=args.match, checked=args.checked,
                       overwrite=args.overwrite, cluster=args.cluster,
                       progress=Progress(lang=args.lang) if show else None)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=2))
    else:
        print("\n".join(summary_lines(summary, args.lang)))
    return 0
