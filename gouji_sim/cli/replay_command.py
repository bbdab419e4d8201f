"""``gouji replay FILE… [--steps] [--json] [--lang zh|en]``: re-judge game records (RECORDS.md);
``--steps`` pages through each record's steps (:func:`gouji_sim.game.record.steps`).

Exit status: 0 when every record is consistent (its places and scores are printed), 1 when
one does not match (the first action or field that does not is named) or a folder holds an
incomplete run (by the manifest ``gouji simulate --out`` writes: "incomplete: N of M
records"), 2 when a file is not a valid record at all.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..core.errors import GoujiError
from ..game.record import MAX_RECORD_BYTES, loads, replay, steps
from ..core.inputs import read_bounded
from ..core.messages import text
from ..simulation.outdir import run_status
from .files import json_files
from ..core.messages import worded
from .show import LANG_CHOICES, cli_text, pick


def _files(paths: list[str]) -> list[Path]:
    """The record files named: a folder stands for its ``*.json`` files, and one without any
    is an error (exit 2), not a silent success (:func:`~gouji_sim.cli.files.json_files`) —
    but for the folder of a run that wrote none, which :func:`run_report` reports."""
    out: list[Path] = []
    for name in paths:
        try:
            out += json_files([name], recursive=False, none_code="replay-no-records")
        except GoujiError as err:
            if err.code != "replay-no-records" or run_report(name) is None:
                raise
    return out


def run_report(folder: str) -> tuple[int, dict[str, Any]] | None:
    """(exit status, report) when ``folder`` holds a run's manifest
    (:func:`~gouji_sim.simulation.outdir.run_status`) and the run is incomplete — it did not finish, or
    a record it wrote is gone — or the manifest cannot be read; ``None`` when all is there
    or the folder has no manifest."""
    try:
        found = run_status(folder)
    except GoujiError as err:
        return 2, {"file": folder, "status": "corrupt", "zh": err.zh, "en": err.en}
    if found is None or (found[2] and found[0] == found[1]):
        return None
    present, games, finished = found
    msg = text("replay-incomplete" if finished else "replay-unfinished", path=folder, present=present, games=games)
    return 1, {"file": folder, "status": "incomplete", "present": present, "games": games, **msg}


def check_file(path: Path) -> tuple[int, dict[str, Any]]:
    """(exit status, report) for one record file."""
    try:
        data = loads(read_bounded(str(path), MAX_RECORD_BYTES))
        report = replay(data)
    except GoujiError as err:
        return 2, {"file": str(path), "status": "corrupt",
                   **worded("replay-corrupt", file=path, detail={"zh": err.zh, "en": err.en})}
    except OSError as err:
        return 2, {"file": str(path), "status": "corrupt",
                   **worded("replay-corrupt", file=path, detail=text("replay-unreadable", why=err.strerror))}
    if not report.ok:
        where, msg = report.mismatches[0]
        return 1, {"file": str(path), "status": "mismatch", "where": where,
                   **worded("replay-bad", file=path, detail=msg)}
    assert report.places is not None
    places = " ".join(map(str, report.places))
    scores = ", ".join(f"{s}:{v:+d}" for s, v in report.scores.items())
    msg = text("replay-ok", file=path, places=places, scores=scores)
    return 0, {"file": str(path), "status": "ok", "places": list(report.places),
               "scores": {str(s): v for s, v in report.scores.items()}, "team_scores": report.team_scores,
               "zh": msg["zh"], "en": msg["en"]}


def step_lines(path: Path) -> list[dict[str, str]]:
    """Each step of the record at ``path`` (:func:`gouji_sim.game.record.steps`) as one line
    in both languages: where it is and the judge's words on it. Empty when the file cannot
    be read as a record (:func:`check_file` says why)."""
    try:
        data = loads(read_bounded(str(path), MAX_RECORD_BYTES))
        found = list(steps(data))
    except (GoujiError, OSError):
        return []
    out = []
    for st in found:
        if st.verdict is not None:
            out.append({lang: f"{st.where} {st.verdict.message[lang]}" for lang in ("zh", "en")})
        else:
            out.append(text("replay-step-auto", where=st.where, entry=json.dumps(dict(st.entry), ensure_ascii=False)))
    return out


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("replay", help=cli_text("cli-replay"))
    p.add_argument("files", nargs="+", metavar="FILE", help=cli_text("cli-replay-files"))
    p.add_argument("--json", action="store_true", help=cli_text("cli-replay-json"))
    p.add_argument("--steps", action="store_true", help=cli_text("cli-replay-steps"))
    p.add_argument("--lang", choices=LANG_CHOICES, help=cli_text("cli-lang"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    status = 0
    reports = []
    for path in _files(args.files):
        code, report = check_file(path)
        status = max(status, code)
        if args.steps:
            lines = step_lines(path)
            report["steps"] = lines
            if not args.json:
                for line in lines:
                    print(pick(line, args.lang))
        reports.append(report)
        if not args.json:
            print(pick({"zh": report["zh"], "en": report["en"]}, args.lang))
    for name in args.files:
        found = run_report(name) if Path(name).is_dir() else None
        if found is not None:
            status = max(status, found[0])
            reports.append(found[1])
            if not args.json:
                print(pick({"zh": found[1]["zh"], "en": found[1]["en"]}, args.lang))
    if args.json:
        print(json.dumps(reports, ensure_ascii=False, indent=2))
    return status
