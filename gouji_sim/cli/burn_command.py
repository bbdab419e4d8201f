"""``gouji burn --hand … --on … [--rules P] [--json]``: can this hand burn that gouji play?"""

from __future__ import annotations

import argparse
import json

from ..core.burn import beyond_deck, plan_burn
from ..core.cards import Hand
from ..core.errors import GoujiError, InvalidPlayError
from ..core.gouji import is_gouji
from ..core.play import Play
from ..core.rules import PRESETS, Rules
from ..core.setup_checks import hand_limit
from .show import LANG_CHOICES, cli_text, pick


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("burn", help=cli_text("cli-burn"))
    p.add_argument("--hand", required=True, help=cli_text("cli-burn-hand"))
    p.add_argument("--on", required=True, help=cli_text("cli-burn-on"))
    p.add_argument("--rules", default="outline", help=cli_text("cli-preset", presets=", ".join(PRESETS)))
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=LANG_CHOICES)
    p.set_defaults(run=run)


def check_burn_question(hand: Hand, top: Play, rules: Rules) -> None:
    """:class:`GoujiError` unless the question could arise at a table: ``top`` is a gouji
    play (BURN-1), ``hand`` is no larger than a hand can be, and the two together hold no
    card more often than the deck.

    >>> check_burn_question(Hand.parse("J J"), Play.parse("3 3"), Rules())
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: 3 3 不是够级牌，不能烧（BURN-1）。 / 3 3 is not a gouji play, so it cannot be burned (BURN-1).
    """
    if not hand:
        raise InvalidPlayError.from_catalogue("empty-play")
    limit = hand_limit(rules)
    if len(hand) > limit:
        raise GoujiError.from_catalogue("plan-hand-too-big", n=len(hand), limit=limit)
    over = beyond_deck(hand, top, rules)
    if over is not None:
        rank, held, most = over
        raise GoujiError.from_catalogue("plan-too-many", rank=rank.symbol, count=held, limit=most)
    if not is_gouji(top, rules):
        raise GoujiError.from_catalogue("plan-not-gouji", top=top)


def run(args: argparse.Namespace) -> int:
    rules = Rules.preset(args.rules)
    hand = Hand.parse(args.hand)
    top = Play.parse(args.on)
    check_burn_question(hand, top, rules)
    plan = plan_burn(hand, top, rules)
    if args.json:
        print(json.dumps(plan.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(pick(plan.message, args.lang))
        for k, s in enumerate(plan.sets, start=1):
            print(f"  {k}. {s}")
    return 0
