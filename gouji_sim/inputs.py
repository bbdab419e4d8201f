"""Reading untrusted input: one bounded reader and one strict JSON parser for case files and
game records alike (issue 12).

The policy, the same for ``gouji judge``, ``gouji cases``, ``gouji replay`` and the Rule Lab:

* A file is read up to a cap and never further, whatever it is (``/dev/zero`` included).
* The text is UTF-8 without a byte-order mark; a BOM, UTF-16 or bytes that are not UTF-8
  are refused, with the position of the first bad byte.
* JSON is strict: an object may not repeat a key, a number may not run past
  :data:`MAX_NUMBER_DIGITS` characters, brackets may not nest deeper than :data:`MAX_DEPTH`.

Every refusal is a :class:`InputError` (a :class:`~gouji_sim.errors.GoujiError`) with a message
in both languages; the callers re-raise it as their own error class.

>>> strict_json('{"a": 1}')
{'a': 1}
>>> strict_json('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
gouji_sim.inputs.InputError: JSON 对象里的键 "a" 出现了两次。 / The key "a" appears twice in one JSON object.
>>> decode_utf8(b'\\xef\\xbb\\xbf{}')
Traceback (most recent call last):
...
gouji_sim.inputs.InputError: 文件以字节顺序标记（BOM）开头；请存为不带 BOM 的 UTF-8。 / The file starts with a byte-order mark (BOM); save it as UTF-8 without a BOM.
"""

from __future__ import annotations

import json
import os
import re
import sys
from typing import Any

from .errors import GoujiError

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

    The size of a regular file is checked before reading; any other file (a device, a pipe)
    is read up to ``limit + 1`` bytes and no further. ``OSError`` passes through.

    >>> read_bounded("/dev/zero", 16)
    Traceback (most recent call last):
    ...
    gouji_sim.inputs.InputError: 文件太大（上限 16 字节），拒绝处理。 / The file is too large (limit 16 bytes); refused.
    """
    if path == "-":
        stream = getattr(sys.stdin, "buffer", None)       # a text-only stand-in has none
        data = stream.read(limit + 1) if stream is not None else \
            sys.stdin.read(limit + 1).encode("utf-8", "surrogateescape")
    else:
        with open(path, "rb") as f:
            if os.fstat(f.fileno()).st_size > limit:
                raise InputError.from_catalogue("input-too-large", limit=limit)
            data = f.read(limit + 1)
    if len(data) > limit:
        raise InputError.from_catalogue("input-too-large", limit=limit)
    return data


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
