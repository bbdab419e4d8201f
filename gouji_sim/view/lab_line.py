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
>>> bad["ok"], bad["unread"], "position" in bad["error"]
(False, True, False)
>>> print(bad["error"]["en"])
'还能烧吗' does not say which seat (seats 1 to 6). Understood so far: seat 2 passes.
>>> print(bad["reply"]["suggestions"][0])
大王 8 8 能管 9 9 9 吗？
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..case import _rules as _case_rules
from ..errors import CaseError, GoujiError, LineError
from ..inputs import strict_json
from ..messages import LANGS, text
from ..notation import Reading, as_case_dict, line, read
from .answer import answer_view, question_lang, unread_view
from .lab import _dump, _error, _internal, ruling
from .links import encode_fragment

_FIELDS = ("text", "rules", "lang")
#: The message of a line the notation cannot read: its place (never shown), the problem, what
#: was understood before it.
_UNREAD = {"zh": re.compile(r"^第 [0-9]+ 个字符处读不下去：(?P<problem>.*?)(?:已读懂：(?P<understood>.*))?$", re.S),
           "en": re.compile(r"^Cannot read on at character [0-9]+: (?P<problem>.*?)(?: Understood so far: (?P<understood>.*))?$", re.S)}
#: The questions offered when a line cannot be read and the reader offers none.
_OFFERS = ("lab-line-example-3", "lab-line-example-1")


def ask(args_json: str) -> str:
    """The Lab's reading of a typed line or a question, ruled, as JSON text (never raises).

    ``args_json``: ``{"text": str, "rules": {"preset", "switches"}, "lang": "zh" | "en"}``
    (``rules``: the rules when the text names none — the Lab's; ``lang``: the reply's language
    when the page forces one, else the question's). The answer is
    :func:`gouji_sim.view.lab.rule`'s for the case built, plus ``question`` (the text),
    ``line`` (the case in the canonical notation of each language), ``assumed`` (for a
    question that names no seats: the seats assumed and the sentence saying so, else
    ``null``), ``answer`` (the answer contract's JSON: the verdict's fields and ``answer``,
    ``understood``, ``assumed``, ``skipped``, ``kind``, ``headline``, ``panel`` — what
    ``[data-verdict]`` carries) and ``reply`` (what the page draws:
    :func:`gouji_sim.view.answer.answer_view`). A text that cannot be read gives ``{"ok":
    false, "unread": true, "understood", "error": {"zh", "en", "code", "field"}, "reply"}``:
    ``reply`` is :func:`gouji_sim.view.answer.unread_view` (what was understood, what is
    missing, the nearest questions); ``understood`` says whether any of the text was read as
    part of a situation (the search box shows the note only then: other questions are no
    situations). A ruling also carries ``fragment``, the ``#case=`` link of the case built.
    The site's search box asks the same.

    >>> out = json.loads(ask('{"text": "seat 1 leads two 10s, seat 3 beats two Js", "rules": {"preset": "laotou"}}'))
    >>> out["verdict"]["legal"], out["case"]["rules"]["preset"], out["assumed"], out["reply"]["lang"]
    (False, 'laotou', None, 'en')
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
        forced = args.get("lang")
        if forced is not None and forced not in LANGS:
            raise CaseError.bad("lang", "lab-unknown-field", name=str(forced)[:40], allowed=", ".join(LANGS))
        rules = _case_rules(args.get("rules")) if args.get("rules") is not None else None
        try:
            reading = read(source, rules)
        except LineError as err:
            return _dump(_unread(source, err, forced))
        out = ruling(json.dumps(as_case_dict(reading.case), ensure_ascii=False))
        if out.get("ok"):
            out["question"] = source
            out["fragment"] = encode_fragment(as_case_dict(reading.case))
            assumed = reading.assumption()
            out["assumed"] = None if assumed is None or reading.assumed is None else \
                {"seats": list(reading.assumed), "message": assumed}
            if out.get("verdict"):
                contract = _contract(source, reading, out["verdict"], forced)
                out["answer"] = contract
                out["reply"] = answer_view(contract, source, forced)
        return _dump(out)
    except GoujiError as err:
        return _dump({**_error(err), "understood": False})
    except Exception as err:  # noqa: BLE001 - the page must get an answer, not a traceback
        return _dump({**_internal(err), "understood": False})


def _contract(source: str, reading: Reading, verdict: dict[str, Any], forced: str | None) -> dict[str, Any]:
    """The answer contract of a line the notation read: the verdict's fields, and the answer
    (whether the last action stands), the line understood and the assumption, in the reply's
    language.

    >>> c = _contract("大王 8 8 能管 9 9 9 吗？", read("大王 8 8 能管 9 9 9 吗？"), {"legal": False}, None)
    >>> c["answer"], c["headline"], c["understood"]
    (False, '不能。', '座位1出 9 9 9，座位2管 8 8 大王。')
    """
    lang = question_lang(source, forced)
    legal = bool(verdict.get("legal"))
    assumed = reading.assumption() if reading.assumed is not None else None
    return {**verdict, "answer": legal, "understood": line(reading.case, lang),
            "assumed": assumed[lang] if assumed else None, "skipped": [], "kind": "play",
            "headline": text("ask-yes" if legal else "ask-no")[lang], "panel": None}


def _unread(source: str, err: LineError, forced: str | None) -> dict[str, Any]:
    """A line the notation cannot read: what was understood and what is missing, without the
    place where reading stopped, and the example questions offered instead.

    >>> out = _unread("座位2过了，还能烧吗", _line_error("座位2过了，还能烧吗"), None)
    >>> out["error"]["zh"], out["reply"]["understood"]
    ('“还能烧吗”没有说是哪个座位（座位 1 到 6）。已读懂：座位2过。', '读懂了：座位2过。')
    """
    parts = {lang: _UNREAD[lang].match(getattr(err, lang)) for lang in LANGS}
    problem = {lang: (m.group("problem").strip() if m else getattr(err, lang)) for lang, m in parts.items()}
    understood = {lang: (m.group("understood") or "").strip() if m else "" for lang, m in parts.items()}
    said = {lang: (m.group(0)[m.start("problem"):].strip() if m else getattr(err, lang)) for lang, m in parts.items()}
    offers = [text(code) for code in _OFFERS]
    reply = unread_view(source, understood if err.understood else None, problem, offers, forced)
    return {"ok": False, "unread": True, "understood": err.understood,
            "error": {"zh": said["zh"], "en": said["en"], "code": err.code, "field": "#q"}, "reply": reply}


def _line_error(source: str) -> LineError:
    """The notation's error on ``source`` (for the examples)."""
    try:
        read(source)
    except LineError as err:
        return err
    raise AssertionError(source)


__all__ = ["ask"]
