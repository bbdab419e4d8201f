"""The Rule Lab's typed line and its ``#q=`` link: a situation or a question as players say it.

The Lab has one line a reader types the table into (``座位1出 10 10 10 10 10，2过，…`` or
``Can a big joker and two 8s beat three 9s?``); the page sends what is typed, as it is typed,
to :func:`ask`, which reads it with :func:`gouji_sim.notation.read` — the same reading as
``gouji ask`` — and rules the case built with :func:`gouji_sim.view.lab.ruling`. JavaScript
never reads the line itself. A line that cannot be read (yet) is no error of the Lab: the
answer says, in both languages, what was understood and what is missing, for the page to show
beside the line while the table keeps the last situation it could build.

A ``#q=`` link carries such a text, URL-encoded (``#q=%E5%A4%A7%E7%8E%8B…``); the page
decodes it and asks :func:`ask` as it does for the typed line.

>>> out = json.loads(ask('{"text": "大王 8 8 能管 9 9 9 吗？"}'))
>>> out["ok"], out["verdict"]["legal"], out["case"]["action"], out["assumed"]["seats"]
(True, False, {'seat': 2, 'play': '8 8 大王'}, [1, 2])
>>> print(out["line"]["en"])
seat 1 leads three 9s, seat 2 beats two 8s and one big joker.
>>> bad = json.loads(ask('{"text": "座位2过了，还能烧吗"}'))
>>> bad["ok"], bad["unread"], bad["error"]["position"]
(False, True, 7)
>>> print(bad["error"]["en"])
Cannot read on at character 7: '还能烧吗' does not say which seat (seats 1 to 6). Understood so far: seat 2 passes.
"""

from __future__ import annotations

import json
from typing import Any

from ..case import _rules as _case_rules
from ..errors import CaseError, GoujiError, LineError
from ..inputs import strict_json
from ..notation import as_case_dict, read
from .lab import _dump, _error, _internal, ruling
from .links import encode_fragment

_FIELDS = ("text", "rules")


def ask(args_json: str) -> str:
    """The Lab's reading of a typed line or a question, ruled, as JSON text (never raises).

    ``args_json``: ``{"text": str, "rules": {"preset", "switches"}}`` (``rules``: the rules
    when the text names none — the Lab's). The answer is :func:`gouji_sim.view.lab.rule`'s
    for the case built, plus ``question`` (the text), ``line`` (the case in the canonical
    notation of each language) and ``assumed`` (for a question that names no seats: the seats
    assumed and the sentence saying so, else ``null``). A text that cannot be read gives
    ``{"ok": false, "unread": true, "understood", "error": {"zh", "en", "code", "field",
    "position"}}``: what was understood, and what is missing, at which character;
    ``understood`` says whether any of the text was read as part of a situation (the search box
    shows the note only then: other questions are no situations). A ruling also carries
    ``fragment``, the ``#case=`` link of the case built. The site's search box asks the same.

    >>> out = json.loads(ask('{"text": "seat 1 leads two 10s, seat 3 beats two Js", "rules": {"preset": "laotou"}}'))
    >>> out["verdict"]["legal"], out["case"]["rules"]["preset"], out["assumed"]
    (False, 'laotou', None)
    >>> json.loads(ask('{"text": 5}'))["error"]["field"]
    'text'
    """
    try:
        try:
            args = strict_json(args_json) if isinstance(args_json, str) else None
        except GoujiError as err:
            raise CaseError(err.code, err.zh, err.en, "#q") from None
        if not isinstance(args, dict):
            raise CaseError.bad("#q", "case-not-object")
        for key in args:
            if key not in _FIELDS:
                raise CaseError.bad("#q", "lab-unknown-field", name=str(key)[:40], allowed=", ".join(_FIELDS))
        source = args.get("text", "")
        if not isinstance(source, str):
            raise CaseError.bad("text", "case-not-text")
        rules = _case_rules(args.get("rules")) if args.get("rules") is not None else None
        try:
            reading = read(source, rules)
        except LineError as err:
            return _dump({"ok": False, "unread": True, "understood": err.understood,
                          "error": {"zh": err.zh, "en": err.en, "code": err.code, "field": err.field,
                                    "position": err.position}})
        out = ruling(json.dumps(as_case_dict(reading.case), ensure_ascii=False))
        if out.get("ok"):
            out["question"] = source
            out["fragment"] = encode_fragment(as_case_dict(reading.case))
            assumed = reading.assumption()
            out["assumed"] = None if assumed is None or reading.assumed is None else \
                {"seats": list(reading.assumed), "message": assumed}
        return _dump(out)
    except GoujiError as err:
        return _dump({**_error(err), "understood": False})
    except Exception as err:  # noqa: BLE001 - the page must get an answer, not a traceback
        return _dump({**_internal(err), "understood": False})


__all__ = ["ask"]
