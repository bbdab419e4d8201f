"""``gouji ask TEXT [--seat N] [--lang zh|en] [--json] [--rules P] [--switch K=V …]``: a question
as a table asks it (:func:`gouji_sim.game.answers.ask`), answered first in plain words, then why;
``gouji show FILE [--lang zh|en]``: a case file's situation in the notation
(:mod:`gouji_sim.game.notation`).

Errors, like every command's, come in both languages unless ``--lang`` picks one; a question
that cannot be read says what was understood, what is missing and the nearest questions it can
answer, and exits 2."""

from __future__ import annotations

import argparse
import json
import re
import sys

from ..game.answers import Answer, AskError, ask
from ..core.errors import CaseError
from ..game.hand_case import HandCase
from ..game.notation import line
from ..core.rules import PRESETS, Rules
from .judge_command import read_case
from ..core.messages import text
from .show import LANG_CHOICES, cli_text, langs, pick, verdict_lines
from .simulate_command import parse_switches

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
    p.add_argument("--seat", type=int, choices=range(1, 7), metavar="N", help=cli_text("cli-ask-seat"))
    p.add_argument("--rules", default="outline", help=cli_text("cli-preset", presets=", ".join(PRESETS)))
    p.add_argument("--switch", action="append", default=[], metavar="NAME=VALUE",
                   help=cli_text("cli-sim-switch"))
    p.set_defaults(run=run)
    s = sub.add_parser("show", help=cli_text("cli-show"))
    s.add_argument("file", help=cli_text("cli-judge-file"))
    s.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    s.set_defaults(run=show)


def answer_of(source: str, *, seat: int | None = None, rules: Rules | None = None,
              lang: str | None = None) -> dict[str, object]:
    """``gouji ask --json``'s object for ``source``: :meth:`Answer.to_json` with ``"ok": true``,
    or :meth:`AskError.to_json` (``"ok": false``) — the function the corpus test runs.

    >>> answer_of("上家出了五个10，我能烧吗")["answer"]
    True
    """
    try:
        return {"ok": True, **ask(source, seat=seat, rules=rules, lang=lang).to_json()}
    except AskError as err:
        return err.to_json(lang)


def run(args: argparse.Namespace) -> int:
    rules = Rules.from_spec(args.rules, parse_switches(args.switch))
    try:
        answer = ask(args.text, seat=args.seat, rules=rules, lang=args.lang)
    except AskError as err:
        if args.json:
            print(json.dumps(err.to_json(args.lang), ensure_ascii=False, indent=2))
        else:
            sys.stderr.write(f"gouji: {err.message(args.lang) if args.lang else str(err)}\n")
        return 2
    if args.json:
        print(json.dumps({"ok": True, **answer.to_json()}, ensure_ascii=False, indent=2))
        return 0
    print("\n".join(answer_lines(answer)))
    return 0


def answer_lines(answer: Answer) -> list[str]:
    """The whole reply in the answer's language (the question's, unless ``--lang`` chose):
    the answer first, then what was understood, assumed and skipped, then why (the verdict as
    ``gouji judge`` prints it, or the clauses and sentence).

    >>> answer_lines(ask("seat 1 leads three 9s, can seat 2 beat with three 10s?"))[0]
    'Yes.'
    """
    lang = answer.lang
    out = [answer.headline, answer.understood] + answer.assumed
    if answer.skipped:
        out.append(pick(text("cli-ask-skipped", words=" ".join(answer.skipped)), lang))
    if answer.verdict is not None:
        return out + verdict_lines(answer.verdict, lang)
    said = answer.message.get(lang, "")
    out.append(f"{said} ({', '.join(answer.clauses)})" if answer.clauses else said)
    return out


def show(args: argparse.Namespace) -> int:
    case = read_case(args.file)
    if isinstance(case, HandCase):
        raise CaseError.bad(args.file, "line-not-trick-case")
    for lg in langs(args.lang):
        print(line(case, lg))
    return 0
