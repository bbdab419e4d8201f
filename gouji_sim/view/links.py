"""The Lab's links: a case (or a panel's arguments) carried in a URL fragment.

``#case=`` followed by the case JSON, UTF-8, base64url-encoded (padding optional); the Lab's
other panels use ``#score=`` and ``#start=`` the same way. The pages' one encoder in
JavaScript is ``GoujiEngine.caseLink`` / ``link`` (docs/shared/engine/engine.js); this is
Python's, for the casebook pages, the house-rules card and the Lab's decoding.

>>> frag = encode_fragment({"action": {"seat": 1, "play": "10 10"}})
>>> frag
'#case=eyJhY3Rpb24iOnsic2VhdCI6MSwicGxheSI6IjEwIDEwIn19'
>>> decode_fragment(frag)
'{"action":{"seat":1,"play":"10 10"}}'
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any
from urllib.parse import unquote

from ..game.case import MAX_CASE_BYTES
from ..core.errors import CaseError
from ..core.messages import text

PREFIX = "#case="
#: The longest fragment payload read: the base64 of the largest case ``Case.from_json`` takes.
MAX_FRAGMENT = (MAX_CASE_BYTES + 2) // 3 * 4 + 8
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*={0,2}")


def encode_fragment(case: Any) -> str:
    """``#case=`` + base64url (no padding) of the case's UTF-8 JSON; ``case`` is a dict or JSON text."""
    if not isinstance(case, (str, bytes)):
        case = json.dumps(case, ensure_ascii=False, separators=(",", ":"))
    raw = case.encode("utf-8") if isinstance(case, str) else case
    return PREFIX + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_fragment(fragment: str, prefix: str = PREFIX) -> str:
    """The case JSON text carried by a fragment (``#case=…``, ``case=…`` or the bare payload;
    another ``prefix`` for the Lab's other links: ``#score=``, ``#start=``).

    Padding is optional; :class:`CaseError` when it is not base64url, too long, or not UTF-8.
    The text is not parsed here: :func:`rule` reads it like ``gouji judge`` reads a file.

    >>> decode_fragment("#score=eyJwbGFjZXMiOltdfQ", "#score=")
    '{"places":[]}'
    """
    where = prefix.strip("#=") and "#" + prefix.strip("#=")
    if not isinstance(fragment, str):
        raise _fragment_error("lab-bad-fragment", where)
    payload = fragment.strip()
    for start in (prefix, prefix[1:]):
        if payload.startswith(start):
            payload = payload[len(start):]
            break
    if len(payload) > 3 * MAX_FRAGMENT:   # percent-escapes may triple it
        raise CaseError.bad(where, "case-too-large" if where == "#case" else "lab-args-too-large", limit=MAX_CASE_BYTES)
    payload = unquote(payload)            # a link pasted through a percent-encoding tool
    if len(payload) > MAX_FRAGMENT:
        raise CaseError.bad(where, "case-too-large" if where == "#case" else "lab-args-too-large", limit=MAX_CASE_BYTES)
    if not payload or not _BASE64URL.fullmatch(payload) or len(payload.rstrip("=")) % 4 == 1:
        raise _fragment_error("lab-bad-fragment", where)
    body = payload.rstrip("=")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise _fragment_error("lab-bad-fragment", where) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _fragment_error("lab-bad-utf8", where) from None


def _fragment_error(code: str, where: str = "#case") -> CaseError:
    msg = text(code) if where == "#case" else text("lab-bad-panel-link", where=where)
    return CaseError(code, msg["zh"], msg["en"], where)
