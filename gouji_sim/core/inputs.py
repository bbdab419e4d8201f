"""Reading untrusted input: one bounded reader and one strict JSON parser for case files and
game records alike.

The policy, the same for ``gouji judge``, ``gouji cases``, ``gouji replay`` and the Rule Lab:

* A path must name a regular file, checked before it is opened: a folder, a named pipe (which
  would block the reader forever), a device (``/dev/zero``) or a socket is refused. A file
  is read up to a cap and never further, and so is standard input (``-``), whatever it is.
* A path may not be empty (it would stand for the current folder).
* The text is UTF-8 without a byte-order mark; a BOM, UTF-16 or bytes that are not UTF-8
  are refused, with the position of the first bad byte.
* JSON is strict: an object may not repeat a key, a number may not run past
  :data:`MAX_NUMBER_DIGITS` characters, brackets may not nest deeper than :data:`MAX_DEPTH`.

Every refusal is a :class:`InputError` (a :class:`~gouji_sim.core.errors.GoujiError`) with a message
in both languages; the callers re-raise it as their own error class.

>>> strict_json('{"a": 1}')
{'a': 1}
>>> strict_json('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
gouji_sim.core.inputs.InputError: JSON 对象里的键 "a" 出现了两次。 / The key "a" appears twice in one JSON object.
>>> decode_utf8(b'\\xef\\xbb\\xbf{}')
Traceback (most recent call last):
...
gouji_sim.core.inputs.InputError: 文件以字节顺序标记（BOM）开头；请存为不带 BOM 的 UTF-8。 / The file starts with a byte-order mark (BOM); save it as UTF-8 without a BOM.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from typing import Any

from .errors import GoujiError
from .messages import text

MAX_NUMBER_DIGITS = 100
"""The longest number (in characters) a case or record may hold; none needs more than a few."""
MAX_DEPTH = 200
"""The deepest nesting of brackets accepted (a case nests 4 deep, a record 5). Checked before
parsing, so that the answer never depends on how deep the caller's stack already is (nor
overflows Pyodide's smaller stack in the Rule Lab)."""
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')

_BOMS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")


class InputError(GoujiError):
    """Input refused before it is read as a case or a record (too large, not UTF-8, not strict JSON)."""


def read_bounded(path: str, limit: int) -> bytes:
    """The bytes of the file at ``path`` (``-``: standard input), refusing more than ``limit``.

    A path must name a regular file (:func:`check_file`: never a folder, a pipe or a device,
    which could block or never end); its size is checked before reading. Standard input is
    read up to ``limit + 1`` bytes and no further; a closed standard input is refused.
    ``OSError`` passes through.

    >>> read_bounded("/dev/zero", 16)
    Traceback (most recent call last):
    ...
    gouji_sim.core.inputs.InputError: /dev/zero 是设备，不是普通文件，拒绝读取。 / /dev/zero is a device, not a regular file; refused.
    """
    if path == "-":
        if sys.stdin is None or sys.stdin.closed:          # started with its standard input closed
            raise InputError.from_catalogue("input-stdin-closed")
        stream = getattr(sys.stdin, "buffer", None)       # a text-only stand-in has none
        data = stream.read(limit + 1) if stream is not None else \
            sys.stdin.read(limit + 1).encode("utf-8", "surrogateescape")
    else:
        check_file(path)
        # non-blocking, so that a file swapped for a pipe since the check cannot block the open
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            info = os.fstat(f.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise not_regular(path, info.st_mode)
            if info.st_size > limit:
                raise InputError.from_catalogue("input-too-large", limit=limit)
            data = f.read(limit + 1)
    if len(data) > limit:
        raise InputError.from_catalogue("input-too-large", limit=limit)
    return data


def check_file(path: str) -> None:
    """Refuse, without opening it, a ``path`` that is empty or names anything but a regular
    file (a symbolic link is followed). ``OSError`` passes through (no such file, a dangling
    link, a folder that may not be searched).

    >>> check_file("")
    Traceback (most recent call last):
    ...
    gouji_sim.core.inputs.InputError: 文件名是空的：请给出一个文件或目录。 / The file name is empty: give a file or a folder.
    >>> check_file("/")
    Traceback (most recent call last):
    ...
    gouji_sim.core.inputs.InputError: / 是目录，不是普通文件，拒绝读取。 / / is a folder, not a regular file; refused.
    """
    if not path:
        raise InputError.from_catalogue("input-empty-path")
    mode = os.stat(path).st_mode              # stat never opens: a pipe cannot block it
    if not stat.S_ISREG(mode):
        raise not_regular(path, mode)


def not_regular(path: str, mode: int) -> InputError:
    """The refusal of ``path``, a file of kind ``mode`` (``st_mode``) that is not regular."""
    kind = text("input-kind-folder" if stat.S_ISDIR(mode) else "input-kind-fifo" if stat.S_ISFIFO(mode)
                else "input-kind-device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "input-kind-socket" if stat.S_ISSOCK(mode) else "input-kind-other")
    zh = text("input-not-regular", path=path, kind=kind["zh"])["zh"]
    en = text("input-not-regular", path=path, kind=kind["en"])["en"]
    return InputError("input-not-regular", zh, en)


def decode_utf8(data: bytes | str) -> str:
    """``data`` as text: UTF-8 without a byte-order mark (a ``str`` is taken as it is, but for a BOM)."""
    if isinstance(data, str):
        if data.startswith("\ufeff"):
            raise InputError.from_catalogue("input-bom")
        return data
    if data.startswith(_BOMS):
        raise InputError.from_catalogue("input-bom")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        if len(data) >= 2 and (data[0] == 0 or data[1] == 0):
            raise InputError.from_catalogue("input-utf16") from None
        raise InputError.from_catalogue("input-not-utf8", position=err.start) from None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise InputError.from_catalogue("input-duplicate-key",
                                            key=json.dumps(key, ensure_ascii=False)[:40])
        out[key] = value
    return out


def _number(text: str) -> int | float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise InputError.from_catalogue("input-long-number", limit=MAX_NUMBER_DIGITS)
    return float(text) if any(c in text for c in ".eE") else int(text)


def nesting(text: str, stop: int | None = None) -> int:
    """How deep the brackets of a JSON text nest (outside strings); the count ends as soon
    as it passes ``stop``.

    >>> nesting('{"a": [1, {"b": "[[[\\\\"]]"}]}')
    3
    """
    depth = deepest = 0
    for m in _TOKENS.finditer(text):
        bracket = m.group()
        if bracket in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop is not None and deepest > stop:
                    break
        elif bracket in "]}":
            depth -= 1
    return deepest


def strict_json(text: str | bytes) -> Any:
    """Parse JSON text strictly (see the module's policy); :class:`InputError` says what is wrong."""
    text = decode_utf8(text)
    if nesting(text, MAX_DEPTH) > MAX_DEPTH:
        raise InputError.from_catalogue("input-too-deep", limit=MAX_DEPTH)
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_number,
                          parse_float=_number, parse_constant=_constant)
    except json.JSONDecodeError as err:
        raise InputError.from_catalogue("input-not-json", detail=str(err)[:200]) from None
    except RecursionError:
        raise InputError.from_catalogue("input-too-deep", limit=MAX_DEPTH) from None


def _constant(name: str) -> Any:
    raise InputError.from_catalogue("input-not-json", detail=f"{name} is not a JSON number")
