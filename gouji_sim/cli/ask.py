"""``gouji ask TEXT [--lang zh|en] [--json] [--rules P] [--switch K=V …]``: a question about a
table situation as players say it, ruled by the judge; ``gouji show FILE [--lang zh|en]``: a
case file's situation in that notation (:mod:`gouji_sim.notation`)."""

from __future__ import annotations

import argparse
import json
import re
import sys

from ..errors import CaseError, LineError
from ..game.hand_case import HandCase
from ..notation import as_case_dict, line, read
from ..rules import PRESETS, Rules
from .judge import read_case
from .show import LANG_CHOICES, cli_text, langs, verdict_lines
from .simulate import parse_switches

_CJK = re.compile("[\u3400-\u9fff]")


def reader_lang(source: str, lang: str | None) -> str:
    """The reader's language: the one asked for, else Chinese when the text holds Chinese.

    >>> reader_lang("大王 8 8 能管 9 9 9 吗？", None), reader_lang("Can two 8s beat 9 9?", None)
    ('zh', 'en')
    """
    return lang or ("zh" if _CJK.search(source) else "en")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("ask", help=cli_text("cli-ask"))
    p.add_argument("text", help=cli_text("cli-ask-text"))
    p.add_argument("--json", action="store_true", help=cli_text("cli-ask-json"))
    p.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    p.add_argument("--rules", default="outline", help=cli_text("cli-preset", presets=", ".join(PRESETS)))
    p.add_argument("--switch", action="append", default=[], metavar="NAME=VALUE",
                   help=cli_text("cli-sim-switch"))
    p.set_defaults(run=run)
    s = sub.add_parser("show", help=cli_text("cli-show"))
    s.add_argument("file", help=cli_text("cli-judge-file"))
    s.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    s.set_defaults(run=show)


def run(args: argparse.Namespace) -> int:
    rules = Rules.from_spec(args.rules, parse_switches(args.switch))
    try:
        reading = read(args.text, rules)
    except LineError as err:
        # said in the reader's language only: what was understood, and what is missing
        sys.stderr.write(f"gouji: {err.message(reader_lang(args.text, args.lang))}\n")
        return 2
    verdict = reading.case.judge()
    assumed = reading.assumption()
    if args.json:
        out = verdict.to_dict()
        out["case"] = as_case_dict(reading.case)
        if assumed is not None and reading.assumed is not None:
            out["assumed"] = {"seats": list(reading.assumed), "message": assumed}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    if assumed is not None:
        for lg in langs(args.lang):
            print(assumed[lg])
    print("\n".join(verdict_lines(verdict, args.lang)))
    return 0


def show(args: argparse.Namespace) -> int:
    case = read_case(args.file)
    if isinstance(case, HandCase):
        raise CaseError.bad(args.file, "line-not-trick-case")
    for lg in langs(args.lang):
        print(line(case, lg))
    return 0

