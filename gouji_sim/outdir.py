"""The folder of game records that ``gouji simulate --out DIR`` writes (issue 12: data safety).

* ``--out ""`` is an error, not the current folder.
* A folder that already holds records (``game-*.json``) is refused, so that records of two
  runs never mix, unless the caller asks to ``overwrite``: then those records (and only
  those) are removed first. No other file in the folder is touched.
* A record is written to a new temporary file in the folder and renamed onto its name, so
  a reader never sees half a record, and a symbolic link of that name is replaced, never
  followed.

>>> import tempfile, os
>>> folder = prepare_out(tempfile.mkdtemp())
>>> write_record(folder, 7, "{}")
>>> sorted(os.listdir(folder))
['game-000007.json']
>>> prepare_out(folder)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
gouji_sim.errors.GoujiError: 目录 ... 里已经有对局记录（如 game-000007.json）；请换一个空目录，或加上 --overwrite 替换它们。 / The folder ... already holds game records (e.g. game-000007.json); use another folder, or add --overwrite to replace them.
"""

from __future__ import annotations

import functools
import os
import re
import tempfile
from pathlib import Path

from .errors import GoujiError

RECORD_NAME = re.compile(r"game-\d+\.json")
"""The names of the records a run writes (and the only files ``overwrite`` removes)."""


def record_name(index: int) -> str:
    """The file name of game ``index``'s record."""
    return f"game-{index:06d}.json"


def _records(path: Path) -> list[Path]:
    return sorted(p for p in path.iterdir() if RECORD_NAME.fullmatch(p.name))


def prepare_out(out: str | Path, overwrite: bool = False) -> str:
    """Create the folder ``out`` if needed and check that records may be written there.

    :class:`GoujiError` when ``out`` is empty, cannot be written to, or already holds
    records and ``overwrite`` is off; with ``overwrite`` those records are removed first.
    """
    if str(out) == "":
        raise GoujiError.from_catalogue("sim-out-empty")
    path = Path(out)
    try:
        path.mkdir(parents=True, exist_ok=True)
        found = _records(path)
        if found and not overwrite:
            raise GoujiError.from_catalogue("sim-out-has-records", path=str(path), example=found[0].name)
        for old in found:
            old.unlink()                       # a symbolic link is removed, not its target
        fd, probe = tempfile.mkstemp(prefix=".gouji-", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        raise GoujiError.from_catalogue("sim-bad-out", path=str(path), detail=err.strerror or str(err)) from None
    return str(path)


@functools.cache
def _file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_record(folder: str, index: int, text: str) -> None:
    """Write game ``index``'s record into ``folder`` atomically (temporary file + rename)."""
    fd, tmp = tempfile.mkstemp(prefix=".gouji-", suffix=".tmp", dir=folder)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, _file_mode())        # as an ordinary new file (mkstemp makes it private)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, os.path.join(folder, record_name(index)))
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
