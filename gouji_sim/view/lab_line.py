"""The Rule Lab's typed line and its ``#q=`` link: a situation or a question as players say it.

The Lab has one line a reader types the table into (``座位1出 10 10 10 10 10，2过，…``) or asks
a question in as a table asks it (``上家出了五个10，我能烧吗``, ``Can a big joker and two 8s beat
three 9s?``); the page sends what is typed, as it is typed, to :func:`ask`, which answers it with
:func:`gouji_sim.game.answers.ask` — the same answer as ``gouji ask`` — and rules the case it judged
with :func:`gouji_sim.view.lab.ruling`, for the table and the editors. JavaScript never reads
the line itself. The answer is drawn from :func:`gouji_sim.view.answer_view.answer_view`: first in
large plain words, then why. A line that cannot be read (yet) is no error of the Lab: the reply
says what was understood, what is missing and the nearest questions
(:func:`gouji_sim.view.answer_view.unread_view`), while the table keeps the last situation it could
build and no verdict is left on screen.

A ``#q=`` link carries such a text, URL-encoded (``#q=%E5%A4%A7%E7%8E%8B…``); the page
decodes it and asks :func:`ask` as it does for the typed line.

>>> out = json.loads(ask('{"text": "大王 8 8 能管 9 9 9 吗？"}'))
>>> out["ok"], out["verdict"]["legal"], out["case"]["action"], out["answer"]["answer"]
(True, False, {'seat': 2, 'play': '8 8 大王'}, False)
>>> out["reply"]["headline"], out["reply"]["lang"]
('不能。', 'zh')
>>> print(out["line"]["en"])
seat 1 leads three 9s, seat 2 beats two 8s and one big joker.
>>> bad = json.loads(ask('{"text": "座位1出 五个10，座位2跳舞了吗"}'))
>>> bad["ok"], bad["unread"], "position" in bad["error"], bad["reply"]["suggestions"] != []
(False, True, False, True)
"""

from __future__ import annotations

import json
from typing import Any

from ..game import answers
from ..game.answers import AskError
from ..game.case import _rules as _case_rules
from ..core.errors import CaseError, GoujiError, LineError
from ..core.inputs import strict_json
from ..core.messages import LANGS, text
from ..game.notation import as_case_dict, line, read
from ..core.rules import Rules
from .answer_view import answer_view, question_lang, unread_view
from .lab import _dump, _error, _internal, ruling
from .links import encode_fragment

_FIELDS = ("text", "rules", "lang")


def ask(args_json: str) -> str:
    """The Lab's answer to a typed line or a question, as JSON text (never raises).

    ``args_json``: ``{"text": str, "rules": {"preset", "switches"}, "lang": "zh" | "en"}``
    (``rules``: the rules when the text names none — the Lab's, or the house rules chosen;
    ``lang``: the reply's language when the page forces one, else the question's). The answer
    is ``{"ok": true, "question", "answer", "reply"}``: ``answer`` the answer contract's JSON
    (:meth:`gouji_sim.game.answers.Answer.to_json`: the verdict's fields and ``answer``,
    ``understood``, ``assumed``, ``skipped``, ``kind``, ``headline``, ``panel`` — what
    ``[data-verdict]`` carries), ``reply`` what the page draws
    (:func:`gouji_sim.view.answer_view.answer_view`); for a question about a play, with
    :func:`gouji_sim.view.lab.rule`'s fields for the case judged (``case``, ``verdict``,
    ``view``, ``line``) and ``fragment``, its ``#case=`` link; for one about a seat, a count or
    a hand (who may beat, may this seat burn, points …), ``case`` and ``view`` are ``null``. A
    text that cannot be read gives ``{"ok": false, "unread": true, "understood", "error":
    {"zh", "en", "code", "field"}, "reply"}``: ``reply`` is
    :func:`gouji_sim.view.answer_view.unread_view` (what was understood, what is missing, the
    nearest questions); ``understood`` says whether any of the text was read as part of a
    table (the search box shows the note only then: other questions are no situations). The
    site's search box asks the same.

    >>> out = json.loads(ask('{"text": "seat 1 leads two 10s, seat 3 beats two Js", "rules": {"preset": "laotou"}}'))
    >>> out["verdict"]["legal"], out["case"]["rules"]["preset"], out["reply"]["lang"]
    (False, 'laotou', 'en')
    >>> out = json.loads(ask('{"text": "上家出了五个10，我能烧吗"}'))
    >>> out["answer"]["answer"], out["reply"]["headline"], out["case"]
    (True, '能。', None)
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
            contract = answers.ask(source, rules=rules, lang=forced).to_json()
        except AskError as err:
            # the canonical notation the Lab itself writes (rules, hands, counts …) reads
            # back as it is, where table speech does not hold it
            try:
                contract = _notation_answer(source, rules, forced)
            except LineError as line_err:     # read in part as a table: the search box shows it
                return _dump(_unread(source, err, forced, line_err.understood))
        out: dict[str, Any] = {"ok": True, "case": None, "verdict": None, "check": None, "line": None, "view": None}
        if contract.get("case") is not None:
            out = ruling(json.dumps(contract["case"], ensure_ascii=False))
            if not out.get("ok"):
                return _dump(out)
            out["fragment"] = encode_fragment(contract["case"])
        out.update({"question": source, "answer": contract, "reply": answer_view(contract, source, forced)})
        return _dump(out)
    except GoujiError as err:
        return _dump({**_error(err), "understood": False})
    except Exception as err:  # noqa: BLE001 - the page must get an answer, not a traceback
        return _dump({**_internal(err), "understood": False})


def _notation_answer(source: str, rules: Rules | None, forced: str | None) -> dict[str, Any]:
    """The answer contract of a line in the canonical notation (:func:`gouji_sim.game.notation.read`):
    whether its last action stands (raises :class:`~gouji_sim.core.errors.LineError` when the line
    is not in the notation either).

    >>> c = _notation_answer("rules laotou, seat 1 leads one 2, seat 2 beats a small joker", None, None)
    >>> c["answer"], c["headline"], c["case"]["rules"]["preset"], c["kind"]
    (True, 'Yes.', 'laotou', 'legal')
    """
    reading = read(source, rules)
    verdict = reading.case.judge()
    lang = question_lang(source, forced)
    assumed = reading.assumption() if reading.assumed is not None else None
    return {**verdict.to_dict(), "question": source, "lang": lang, "kind": "legal", "answer": verdict.legal,
            "headline": text("talk-yes" if verdict.legal else "talk-no")[lang],
            "understood": line(reading.case, lang), "assumed": [assumed[lang]] if assumed else [],
            "skipped": [], "panel": None, "case": as_case_dict(reading.case)}


def _unread(source: str, err: AskError, forced: str | None, in_part: bool = False) -> dict[str, Any]:
    """A question the reader cannot answer: what was understood, what is missing and the
    nearest questions, in players' words (never the place where reading stopped);
    ``understood`` whether any of it was read as a table (by the reader, or ``in_part`` by the
    notation).

    >>> out = _unread("x", AskError({"zh": "缺座位", "en": "no seat"}, {"zh": "座位2过。", "en": "seat 2 passes."},
    ...     [{"zh": "上家出了五个10，我能烧吗", "en": "Can I burn?"}]), None)
    >>> out["understood"], out["reply"]["understood"], out["reply"]["suggestions"]
    (True, 'Understood: seat 2 passes.', ['Can I burn?'])
    """
    said = err.said if err.understood else None
    reply = unread_view(source, said, err.missing, err.suggestions, forced, err.panel, err.code)
    return {"ok": False, "unread": True, "understood": err.understood or in_part,
            "error": {"zh": err.zh, "en": err.en, "code": err.code, "field": "#q"}, "reply": reply}


__all__ = ["ask"]
