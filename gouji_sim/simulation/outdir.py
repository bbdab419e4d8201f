"""The folder of game records that ``gouji simulate --out DIR`` writes (data safety),
with nothing of a run lost and nothing stale left to mix with it.

* ``--out ""`` is an error, not the current folder.
* One run at a time: a run holds a lock on the folder (:data:`LOCK_NAME`, ``fcntl.flock``, which
  the system releases when the run's processes end, however they end) from before its checks
  until its last record is written; a second run into the same folder is refused at once.
* Each run writes a manifest (:data:`MANIFEST_NAME`): how many records it writes and, once the
  last is written, that it finished. ``gouji replay DIR`` reads it (:func:`run_status`) and says
  when a run is incomplete (killed, a full disk, a record removed since).
* Beside it, the run's proof of what it wrote (:data:`WRITTEN_NAME`, :func:`written`): each
  record's name and the SHA-256 of its content, appended *before* the record takes its name,
  so that even a run killed mid-write leaves the proof of every record it wrote.
* A folder that already holds records (``game-*.json``) is refused, so that records of two
  runs never mix, unless the caller asks to ``overwrite``: then the records the last run
  proves it wrote are removed first — a regular file whose name *and content* the proof
  holds, never a folder, a link, a file changed since, or a file no run wrote, whatever its
  name (a file the run did not write in the way of the new run's records is an error before
  anything is removed). No other file in the folder is touched.
* A record is written to a new temporary file in the folder and renamed onto its name, so
  a reader never sees half a record, and a symbolic link of that name is replaced, never
  followed. An error while writing names the record's file.

>>> import tempfile, os
>>> with run_folder(tempfile.mkdtemp(), games=1) as folder:
...     write_record(folder, 0, "{}")
>>> sorted(os.listdir(folder))
['.gouji-run', '.gouji-run.lock', '.gouji-run.written', 'game-000000.json']
>>> run_status(folder)
(1, 1, True)
>>> with run_folder(folder, games=1):  # doctest: +ELLIPSIS
...     pass
Traceback (most recent call last):
...
gouji_sim.core.errors.GoujiError: 目录 ... 里已经有对局记录（如 game-000000.json）；请换一个空目录，或加上 --overwrite 替换它们。 / The folder ... already holds game records (e.g. game-000000.json); use another folder, or add --overwrite to replace them.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any, Iterator

from ..core.errors import GoujiError

try:
    import fcntl
except ImportError:                              # Windows: the lock file is created exclusively instead
    fcntl = None  # type: ignore[assignment]

RECORD_NAME = re.compile(r"game-(\d+)\.json")
"""The names that look like records: a folder holding one is refused without ``overwrite``."""
MANIFEST_NAME = ".gouji-run"
"""The run's manifest (JSON; not ``*.json``, so that ``gouji replay DIR`` never reads it as a record)."""
LOCK_NAME = ".gouji-run.lock"
"""The file a run locks while it writes into the folder."""
WRITTEN_NAME = ".gouji-run.written"
"""The run's proof of the records it wrote: one line ``<sha256 of the content> <file name>`` each."""
MANIFEST_FORMAT = "gouji-run/2"
"""The manifest's format; a ``gouji-run/1`` manifest (no proof beside it) is still read by
:func:`run_status`, and proves no record."""
_FORMATS = ("gouji-run/1", MANIFEST_FORMAT)


def record_name(index: int) -> str:
    """The file name of game ``index``'s record.

    >>> record_name(7)
    'game-000007.json'
    """
    return f"game-{index:06d}.json"


def _index(name: str) -> int | None:
    """The game index of a record's file name as a run writes it, else ``None``.

    >>> _index("game-000007.json"), _index("game-2024.json"), _index("notes.json")
    (7, None, None)
    """
    m = RECORD_NAME.fullmatch(name)
    return int(m.group(1)) if m is not None and record_name(int(m.group(1))) == name else None


def _records(path: Path) -> list[Path]:
    return sorted(p for p in path.iterdir() if RECORD_NAME.fullmatch(p.name))


def read_manifest(folder: str | Path) -> dict[str, Any] | None:
    """The manifest of the last run into ``folder``; ``None`` when there is none.
    :class:`GoujiError` naming the file when it cannot be read as one."""
    path = Path(folder) / MANIFEST_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:
        raise GoujiError.from_catalogue("sim-bad-manifest", file=str(path), detail=str(err)[:200]) from None
    if (not isinstance(data, dict) or data.get("format") not in _FORMATS or type(data.get("games")) is not int
            or data["games"] < 0 or type(data.get("complete")) is not bool):
        raise GoujiError.from_catalogue("sim-bad-manifest", file=str(path), detail=MANIFEST_FORMAT)
    return data


def run_status(folder: str | Path) -> tuple[int, int, bool] | None:
    """``(records present, records the run writes, whether it finished)`` for the last run
    into ``folder`` by its manifest; ``None`` when the folder has no manifest. A record counts
    when a regular file of its name is there."""
    manifest = read_manifest(folder)
    if manifest is None:
        return None
    games = manifest["games"]
    present = sum(1 for p in Path(folder).iterdir()
                  if (i := _index(p.name)) is not None and i < games and p.is_file())
    return present, games, manifest["complete"]


def _lock(path: Path) -> int:
    """Lock the folder ``path`` for this run: the open lock file's descriptor, which the run
    holds (its worker processes inherit it) until it ends. :class:`GoujiError` at once when
    another run holds it."""
    name = path / LOCK_NAME
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    if fcntl is None:
        flags |= os.O_EXCL
    try:
        fd = os.open(name, flags, 0o666)
    except FileExistsError:
        raise GoujiError.from_catalogue("sim-out-busy", path=str(path), lock=LOCK_NAME) from None
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise GoujiError.from_catalogue("sim-out-busy", path=str(path), lock=LOCK_NAME) from None
    return fd


def _unlock(path: Path, fd: int) -> None:
    os.close(fd)
    if fcntl is None:                            # the exclusive file is the lock: remove it
        with contextlib.suppress(OSError):
            os.unlink(path / LOCK_NAME)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def written(folder: str | Path) -> dict[str, str]:
    """The records the last run into ``folder`` proves it wrote: ``{file name: SHA-256 of the
    content it wrote}`` (empty when there is no proof). A line that cannot be read, torn by a
    kill, proves nothing.

    >>> import tempfile
    >>> with run_folder(tempfile.mkdtemp(), games=1) as folder:
    ...     write_record(folder, 0, "{}")
    >>> written(folder)
    {'game-000000.json': '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a'}
    """
    try:
        with open(Path(folder) / WRITTEN_NAME, "rb") as f:
            lines = f.read().splitlines()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return {}
    proof: dict[str, str] = {}
    for line in lines:
        digest, _, name = line.decode("utf-8", "replace").partition(" ")
        if _PROOF_LINE.fullmatch(digest) and _index(name) is not None:
            proof[name] = digest
    return proof


_PROOF_LINE = re.compile(r"[0-9a-f]{64}")


def _proved(p: Path, proof: dict[str, str]) -> bool:
    """Whether ``p`` is a regular file (not a link) whose content the proof holds for its name."""
    want = proof.get(p.name)
    if want is None or not stat.S_ISREG(p.lstat().st_mode):
        return False
    try:
        with open(p, "rb") as f:
            return _digest(f.read()) == want
    except OSError:
        return False


def _clear(path: Path, games: int, overwrite: bool) -> None:
    """Make room for a run of ``games`` records in ``path`` (see the module's rules): remove the
    records the last run proves it wrote (:func:`written`), never by their number."""
    found = _records(path)
    if not found:
        return
    if not overwrite:
        raise GoujiError.from_catalogue("sim-out-has-records", path=str(path), example=found[0].name)
    try:
        manifest = read_manifest(path)
    except GoujiError:
        manifest = None                          # a damaged manifest vouches for nothing
    proof = written(path) if manifest is not None and manifest["format"] == MANIFEST_FORMAT else {}
    remove = []
    for p in found:
        i = _index(p.name)
        needed = i is not None and i < games
        if stat.S_ISDIR(p.lstat().st_mode):      # a folder is never removed, nor written over
            if needed:
                raise GoujiError.from_catalogue("sim-out-in-the-way", path=str(p))
        elif _proved(p, proof):
            remove.append(p)
        elif needed:
            raise GoujiError.from_catalogue("sim-out-not-ours", path=str(p), manifest=WRITTEN_NAME)
    for p in remove:
        p.unlink()


def _manifest(folder: Path, games: int, complete: bool, **about: Any) -> None:
    data = {"format": MANIFEST_FORMAT, "games": games, "complete": complete, **about}
    _write(folder, MANIFEST_NAME, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


@contextlib.contextmanager
def run_folder(out: str | Path, games: int, overwrite: bool = False, **about: Any) -> Iterator[str]:
    """The folder ``out``, made ready for a run of ``games`` records and locked for it while
    the ``with`` block runs; the manifest says the run finished only when the block ends
    without an error. ``about`` (the seed, say) goes into the manifest.

    :class:`GoujiError` when ``out`` is empty, cannot be written to, is in use by another run,
    or already holds records and ``overwrite`` is off (or holds, where this run writes, a
    folder or a file no run wrote).
    """
    if str(out) == "":
        raise GoujiError.from_catalogue("sim-out-empty")
    path = Path(out)
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd = _lock(path)
    except OSError as err:
        raise GoujiError.from_catalogue("sim-bad-out", path=str(path), detail=err.strerror or str(err)) from None
    try:
        try:
            _clear(path, games, overwrite)
            _manifest(path, games, False, **about)
            os.close(_open_proof(str(path), os.O_TRUNC))    # this run's proof starts empty
        except OSError as err:
            raise GoujiError.from_catalogue("sim-bad-out", path=str(path), detail=err.strerror or str(err)) from None
        yield str(path)
        _manifest(path, games, True, **about)
    finally:
        _unlock(path, fd)


@functools.cache
def _file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _write(folder: str | Path, name: str, text: str) -> None:
    """Write ``text`` to ``folder/name`` atomically (temporary file + rename); an ``OSError``
    names that file."""
    final = os.path.join(folder, name)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".gouji-", suffix=".tmp", dir=folder)
        if hasattr(os, "fchmod"):
            os.fchmod(fd, _file_mode())        # as an ordinary new file (mkstemp makes it private)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:   # the bytes the proof hashes
            f.write(text)
        os.replace(tmp, final)
    except OSError as err:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise OSError(err.errno, err.strerror, final) from None
    except BaseException:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _open_proof(folder: str, how: int) -> int:
    return os.open(os.path.join(folder, WRITTEN_NAME),
                   os.O_WRONLY | os.O_CREAT | how | getattr(os, "O_NOFOLLOW", 0), 0o666)


def _prove(folder: str, name: str, data: bytes) -> None:
    """Append ``name`` and the hash of ``data`` to the run's proof (one ``write`` of one line
    in append mode, so that the run's worker processes never interleave their lines)."""
    line = f"{_digest(data)} {name}\n".encode()
    fd = _open_proof(folder, os.O_APPEND)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)


def write_record(folder: str, index: int, text: str) -> None:
    """Write game ``index``'s record into ``folder`` atomically (temporary file + rename), its
    name and hash first added to the run's proof (:func:`written`)."""
    name = record_name(index)
    try:
        _prove(folder, name, text.encode("utf-8"))
    except OSError as err:
        raise OSError(err.errno, err.strerror, os.path.join(folder, name)) from None
    _write(folder, name, text)
