"""``gouji burn --hand … --on … [--rules P] [--json]``: can this hand burn that gouji play?"""

from __future__ import annotations

import argparse
import json

from ..burn import plan_burn
from ..cards import Hand
from ..errors import InvalidPlayError
from ..play import Play
from ..rules import PRESETS, Rules
from .show import LANG_CHOICES, pick


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("burn", help="烧牌规划 / plan a burn")
    p.add_argument("--hand", required=True, help="烧牌人的手牌 / the burner's hand")
    p.add_argument("--on", required=True, help="桌上的够级牌 / the gouji play on the table")
    p.add_argument("--rules", default="outline", help=f"预设 / preset: {', '.join(PRESETS)}")
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
