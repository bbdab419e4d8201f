"""``gouji review RECORD --seat N [--json] [--samples K] [--bot NAME] [--lang zh|en]``: the
coach (:mod:`gouji_sim.bots.coach`) on one game record — the seat's decisions where another
choice did clearly better in the playouts, each with the expected loss, the better choice and
why. The text and the JSON are the review's view (:mod:`gouji_sim.view.review_view`).

Exit status 0 with the review; 2 when the file is not a record that replays consistently,
or the seat, the bot or the playouts are wrong (named in both languages).
"""

from __future__ import annotations

import argparse
import json

from ..bots.roster import BOTS
from ..core.errors import GoujiError
from ..game.record import MAX_RECORD_BYTES, RecordError, loads
from ..core.inputs import read_bounded
from ..core.messages import text, worded
from ..bots.coach import DEFAULT_SAMPLES, default_bot, review
from ..core.table import check_seat
from ..view.review_view import review_view
from .show import LANG_CHOICES, cli_text, langs
from .simulate_command import _whole


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("review", help=cli_text("cli-review"))
    p.add_argument("file", metavar="RECORD", help=cli_text("cli-review-file"))
    p.add_argument("--seat", required=True, help=cli_text("cli-review-seat"))
    p.add_argument("--json", action="store_true", help=cli_text("cli-review-json"))
    p.add_argument("--samples", default=str(DEFAULT_SAMPLES), help=cli_text("cli-review-samples", n=DEFAULT_SAMPLES))
    p.add_argument("--bot", help=cli_text("cli-review-bot", bot=default_bot(), allowed=", ".join(BOTS)))
    p.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        data = loads(read_bounded(args.file, MAX_RECORD_BYTES))
    except OSError as err:
        detail = text("replay-unreadable", why=err.strerror or type(err).__name__)
        raise GoujiError("replay-corrupt", **worded("replay-corrupt", file=args.file, detail=detail)) from None
    except GoujiError as err:
        raise GoujiError(err.code, **worded("replay-corrupt", file=args.file, detail={"zh": err.zh, "en": err.en})) from None
    seat, samples = check_seat(_whole(args.seat), "--seat"), _whole(args.samples)
    try:
        found = review(data, seat, bot=args.bot, samples=samples)  # type: ignore[arg-type]
    except RecordError as err:
        code = "replay-bad" if err.code == "review-inconsistent" else "replay-corrupt"
        raise GoujiError(err.code, **worded(code, file=args.file, detail={"zh": err.zh, "en": err.en})) from None
    view = review_view(found)
    if args.json:
        print(json.dumps(view.to_dict(), ensure_ascii=False, indent=2))
    else:
        for lang in langs(args.lang):
            print("\n".join(view.lines(lang)))
    return 0
