"""``gouji burn --hand … --on … [--rules P] [--json]``: can this hand burn that gouji play?"""

from __future__ import annotations

import argparse
import json

from ..burn import plan_burn
from ..cards import Hand
from ..errors import InvalidPlayError
from ..play import Play
from ..rules import PRESETS, Rules
from .show import LANG_CHOICES, cli_text, pick


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("burn", help=cli_text("cli-burn"))
    p.add_argument("--hand", required=True, help=cli_text("cli-burn-hand"))
    p.add_argument("--on", required=True, help=cli_text("cli-burn-on"))
    p.add_argument("--rules", default="outline", help=cli_text("cli-preset", presets=", ".join(PRESETS)))
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=LANG_CHOICES)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    rules = Rules.preset(args.rules)
    hand = Hand.parse(args.hand)
    top = Play.parse(args.on)
    if not hand:
        raise InvalidPlayError.from_catalogue("empty-play")
    plan = plan_burn(hand, top, rules)
    if args.json:
        print(json.dumps(plan.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(pick(plan.message, args.lang))
        for k, s in enumerate(plan.sets, start=1):
            print(f"  {k}. {s}")
    return 0
