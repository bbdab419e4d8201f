"""``gouji simulate --games N --seed S [--rules P] [--switch K=V …] [--bots B,B,…] [--out DIR]
[--workers K] [--match H] [--json]``: play many hands with bots and summarize them."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import GoujiError
from ..rules import PRESETS, Rules
from ..simulate import Progress, simulate, summary_lines
from .show import cli_text


def _value(text: str) -> Any:
    low = text.lower()
    if low in ("true", "on", "yes"):
        return True
    if low in ("false", "off", "no"):
        return False
    return int(text) if text.lstrip("-").isdigit() else text


def parse_switches(items: list[str]) -> dict[str, Any]:
    """``NAME=VALUE`` items as switch overrides (values checked by :class:`Rules`)."""
    out = {}
    for item in items:
        for part in filter(None, item.split(",")):
            name, eq, value = part.partition("=")
            if not eq or not name.strip():
                raise GoujiError.from_catalogue("sim-bad-switch", value=part)
            out[name.strip()] = _value(value.strip())
    return out


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("simulate", help=cli_text("cli-simulate"))
    p.add_argument("--games", type=int, default=100, help=cli_text("cli-sim-games"))
    p.add_argument("--seed", type=int, default=0, help=cli_text("cli-sim-seed"))
    p.add_argument("--rules", default="outline", help=cli_text("cli-preset", presets=", ".join(PRESETS)))
    p.add_argument("--switch", action="append", default=[], metavar="NAME=VALUE",
                   help=cli_text("cli-sim-switch"))
    p.add_argument("--bots", default="random",
                   help=cli_text("cli-sim-bots"))
    p.add_argument("--out", help=cli_text("cli-sim-out"))
    p.add_argument("--workers", type=int, default=1, help=cli_text("cli-sim-workers"))
    p.add_argument("--match", type=int, default=1, metavar="H",
                   help=cli_text("cli-sim-match"))
    p.add_argument("--checked", action="store_true", help=cli_text("cli-sim-checked"))
    p.add_argument("--json", action="store_true", help=cli_text("cli-sim-json"))
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help=cli_text("cli-sim-progress"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise GoujiError.from_catalogue("sim-bad-games", value=args.games)
    if args.workers < 1:
        raise GoujiError.from_catalogue("sim-bad-workers", value=args.workers)
    if args.match < 1:
        raise GoujiError.from_catalogue("sim-bad-games", value=args.match)
    rules = Rules.from_spec(args.rules, parse_switches(args.switch))
    bots = [b for b in args.bots.split(",")]
    show = args.progress if args.progress is not None else (sys.stderr.isatty() and args.games >= 200)
    summary = simulate(args.games, args.seed, rules, bots, preset=args.rules, out=args.out,
                       workers=args.workers, match_length=args.match, checked=args.checked,
                       progress=Progress() if show else None)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=2))
    else:
        print("\n".join(summary_lines(summary)))
    return 0
