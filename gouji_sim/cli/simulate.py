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
    p = sub.add_parser("simulate", help="机器人对局模拟 / simulate games between bots")
    p.add_argument("--games", type=int, default=100, help="局数（每局一手）/ games to play (one hand each)")
    p.add_argument("--seed", type=int, default=0, help="随机种子 / the run's seed")
    p.add_argument("--rules", default="outline", help=f"预设 / preset: {', '.join(PRESETS)}")
    p.add_argument("--switch", action="append", default=[], metavar="NAME=VALUE",
                   help="规则开关，可重复 / a rule switch, may repeat (e.g. tribute=true)")
    p.add_argument("--bots", default="random",
                   help="机器人：1 个、2 个（单号,双号）或 6 个 / bots: 1, 2 (odd,even seats) or 6 names")
    p.add_argument("--out", help="对局记录写到这个目录 / write a record per game to this folder")
    p.add_argument("--workers", type=int, default=1, help="进程数 / worker processes")
    p.add_argument("--match", type=int, default=1, metavar="H",
                   help="每场的手数（进贡、首发在场内延续）/ hands per match (tribute and lead carry over)")
    p.add_argument("--checked", action="store_true", help="每一步都经裁判 / have the judge rule on every action")
    p.add_argument("--json", action="store_true", help="输出 JSON 摘要 / print the summary as JSON")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="进度条（默认：终端上且局数较多时）/ progress bar (default: on a terminal for long runs)")
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
