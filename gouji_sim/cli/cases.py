"""``gouji cases check DIR…`` and ``gouji cases compare FILE``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..case import Case
from ..view.html import preset_about
from ..errors import GoujiError
from ..inputs import InputError
from ..messages import escaped, text
from ..rules import PRESETS, Rules
from .files import json_files
from .judge import read_case
from .show import LANG_CHOICES, cli_text, pick
from ..view.model import CompareView, compare_case

COMPARE_FIELDS = ("legal", "reason", "burn", "clauses", "next")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("cases", help=cli_text("cli-cases"))
    cs = p.add_subparsers(dest="cases_command", required=True, parser_class=type(p))
    c = cs.add_parser("check", help=cli_text("cli-cases-check"))
    c.add_argument("dirs", nargs="+", help=cli_text("cli-cases-dirs"))
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
            problems = read_case(str(path)).check()
        except InputError as err:            # not read at all: what the file is, in both languages
            problems = [f"{err.zh} / {err.en}"]
        except GoujiError as err:
            problems = [f"invalid case: {err.en}"]
        except OSError as err:
            problems = [pick(text("replay-unreadable", why=err.strerror), None)]
        if problems:
            failed += 1
            print(escaped(f"FAIL {path}: " + "; ".join(problems)))
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def compare(args: argparse.Namespace) -> int:
    """The case under every preset; ``*`` marks what differs from the case's own rules (the
    view model's :func:`~gouji_sim.view.model.compare_case` decides both)."""
    view = compare_case(read_case(args.file))
    rows: dict[str, dict[str, Any]] = {}
    for col in view.columns:
        name = col.name or OWN
        rows[name] = col.verdict.to_dict() if col.verdict is not None else {"error": dict(col.error or {})}
    if args.json:
        print(json.dumps({n: {k: r[k] for k in COMPARE_FIELDS + ("message",)} if "error" not in r else r
                          for n, r in rows.items()}, ensure_ascii=False, indent=2))
        return 0
    print(table(rows, args.lang, view))
    return 0


#: The row name of the case's own rules when they are no preset.
OWN = "(case)"


def _cell(value: object) -> str:
    if isinstance(value, list):
        return ",".join(map(str, value)) or "-"
    if value is None:
        return "-"
    return str(value).lower() if isinstance(value, bool) else str(value)


def table(rows: dict[str, dict[str, Any]], lang: str | None = None, view: CompareView | None = None) -> str:
    """The verdicts side by side; ``*`` marks a cell that differs from the case's own rules
    (the row marked ``<``; without ``view``, the ``outline`` row)."""
    base_name = "outline"
    differs: dict[str, tuple[str, ...]] = {}
    if view is not None:
        base_name = view.columns[view.base].name or OWN
        differs = {c.name or OWN: c.differs for c in view.columns}
    base = rows[base_name]
    header = ["preset"] + list(COMPARE_FIELDS)
    body = []
    for name, r in rows.items():
        mark = " <" if name == base_name else ""
        if "error" in r:
            body.append([name] + ["-"] * (len(header) - 2) + [pick(r["error"], lang)])
            continue
        changed = differs.get(name) if view is not None else tuple(k for k in COMPARE_FIELDS if r[k] != base[k])
        cells = [name + mark] + [_cell(r[k]) + ("*" if k in (changed or ()) else "") for k in COMPARE_FIELDS]
        body.append(cells)
    widths = [max(_width(row[i]) for row in [header] + body) for i in range(len(header))]
    lines = ["  ".join(_pad(c, w) for c, w in zip(row, widths)) for row in [header] + body]
    lines.insert(1, "  ".join("-" * w for w in widths))
    lines.append(f"< {pick(text('lab-compare-current'), lang)}; * {pick(text('cli-compare-differs'), lang)}")
    lines.append("")
    lines += [f"{name}: {preset_about(name, lang)}" for name in rows if name in PRESETS]
    lines.append("")
    lines += [f"{name}: {pick(r['message'], lang)}" for name, r in rows.items() if "message" in r]
    return "\n".join(lines)


def _width(s: str) -> int:
    return sum(2 if ord(ch) > 0x2E80 else 1 for ch in s)


def _pad(s: str, w: int) -> str:
    return s + " " * (w - _width(s))
