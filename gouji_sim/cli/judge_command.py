"""``gouji judge FILE [--json] [--lang zh|en]``: the verdict on one case file."""

from __future__ import annotations

import argparse
import json
from ..game.case import MAX_CASE_BYTES, Case
from ..core.errors import CaseError
from ..game.hand_case import HandCase, case_from_json
from ..core.inputs import InputError, read_bounded
from ..core.verdict import Verdict
from .show import LANG_CHOICES, cli_text, verdict_lines


def read_case(path: str) -> Case | HandCase:
    """Read and check the case file at ``path`` (``-`` for standard input), reading no more
    than :data:`~gouji_sim.game.case.MAX_CASE_BYTES` (:func:`~gouji_sim.core.inputs.read_bounded`: a
    folder, a named pipe or a device is refused before it is opened)."""
    try:
        data = read_bounded(path, MAX_CASE_BYTES)
    except InputError as err:
        if err.code != "input-too-large":
            raise                            # not a regular file, an empty name: said as it is
        raise CaseError.bad("", "case-too-large", limit=MAX_CASE_BYTES) from None
    return case_from_json(data)


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("judge", help=cli_text("cli-judge"))
    p.add_argument("file", help=cli_text("cli-judge-file"))
    p.add_argument("--json", action="store_true", help=cli_text("cli-judge-json"))
    p.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    case = read_case(args.file)
    verdict: Verdict = case.judge()
    if args.json:
        print(json.dumps(verdict.to_dict(), ensure_ascii=False, indent=2))
    else:
        print("\n".join(verdict_lines(verdict, args.lang)))
    return 0
