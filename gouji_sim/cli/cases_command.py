"""``gouji cases check DIR…`` and ``gouji cases compare FILE``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..game.case import Case
from ..core.errors import GoujiError
from ..core.inputs import InputError
from ..core.messages import escaped, text
from ..core.rules import PRESETS, Rules
from .files import json_files
from .judge_command import read_case
from ..core.messages import worded
from .show import LANG_CHOICES, cli_text, pick
from ..view.model import compare_case
from ..view.text import OWN, compare_lines

#: The fields of each preset's verdict that ``--json`` prints (with its ``message``).
COMPARE_FIELDS = ("legal", "reason", "burn", "clauses", "next")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("cases", help=cli_text("cli-cases"))
    cs = p.add_subparsers(dest="cases_command", required=True, parser_class=type(p))
    c = cs.add_parser("check", help=cli_text("cli-cases-check"))
    c.add_argument("dirs", nargs="+", help=cli_text("cli-cases-dirs"))
    c.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    c.set_defaults(run=check)
    m = cs.add_parser("compare", help=cli_text("cli-cases-compare"))
    m.add_argument("file")
    m.add_argument("--json", action="store_true")
    m.add_argument("--lang", choices=LANG_CHOICES)
    m.set_defaults(run=compare)


def case_files(paths: list[str]) -> list[Path]:
    """The case files ``paths`` name (:func:`~gouji_sim.cli.files.json_files`, sub-folders
    included); a name that does not exist is an error at once (exit 2)."""
    for name in paths:
        if name and not Path(name).exists():
            raise FileNotFoundError(2, "No such file or directory", name)
    return json_files(paths, recursive=True, none_code="cases-no-cases")


def check(args: argparse.Namespace) -> int:
    """Each case against its ``expect``: a FAIL line for each that differs or cannot be read
    (a folder named ``*.json``, a pipe, a dangling link, an unreadable file), then the summary."""
    passed = failed = 0
    for path in case_files(args.dirs):
        try:
            problems = read_case(str(path)).problems()
        except InputError as err:            # not read at all: what the file is
            problems = [{"zh": err.zh, "en": err.en}]
        except GoujiError as err:
            problems = [worded("cases-invalid", detail={"zh": err.zh, "en": err.en})]
        except OSError as err:
            problems = [text("replay-unreadable", why=err.strerror)]
        if problems:
            failed += 1
            detail = {lang: "; ".join(p[lang] for p in problems) for lang in LANG_CHOICES}
            print(escaped(pick(worded("cases-fail", file=path, detail=detail), args.lang)))
        else:
            passed += 1
    print(pick(text("cases-summary", passed=passed, failed=failed), args.lang))
    return 1 if failed else 0


def compare(args: argparse.Namespace) -> int:
    """The case under every preset; ``*`` marks what differs from the case's own rules (the
    view model's :func:`~gouji_sim.view.model.compare_case` decides both; the table is drawn by
    :func:`gouji_sim.view.text.compare_lines`, its labels from the catalogue)."""
    view = compare_case(read_case(args.file))
    if args.json:
        rows: dict[str, dict[str, Any]] = {}
        for col in view.columns:
            d = col.verdict.to_dict() if col.verdict is not None else None
            rows[col.name or OWN] = ({k: d[k] for k in COMPARE_FIELDS + ("message",)} if d is not None
                                     else {"error": dict(col.error or {})})
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    print("\n".join(compare_lines(view, args.lang)))
    return 0
