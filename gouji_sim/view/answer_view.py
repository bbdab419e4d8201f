"""An answer to a question asked the way a table talks, as the pages show it: made once here.

The engine's reader of table speech answers a question with the answer contract (the verdict
fields of CASES.md plus ``answer``, ``understood``, ``assumed``, ``skipped``, ``kind``,
``headline`` and ``panel``); when it cannot read a question it says what it understood, what
is missing and which questions it could answer instead. This module turns either into what the
Rule Lab's typed line, its ``#q=`` link and the site's search box draw, the same everywhere:

* :func:`answer_view` — the answer first, in large plain words (``能。`` / ``不能。`` /
  ``座位 4 先出。`` / ``你们记 2 分。``), then why: the line understood with any assumption
  named, the ruling's sentence, the deciding clauses with their summaries, the words skipped,
  and for a question that names no play the Lab panel that shows it, filled in;
* :func:`unread_view` — what was understood and what is missing, in players' words (never a
  character position), and the nearest questions as one-tap suggestions.

Every word is in the reply's language (``lang``): the question's, unless the page forces one.
The labels come from the catalogue, in both languages.

>>> contract = {"legal": False, "reason": "not-higher", "clauses": ["BEAT-2"], "answer": False,
...     "message": {"zh": "8 8 大王 按张比不过 9 9 9。", "en": "8 8 BJ is not higher than 9 9 9 card by card."},
...     "headline": "Not allowed.", "understood": "seat 1 leads three 9s, seat 2 beats two 8s and one big joker.",
...     "assumed": "I took seats 1 and 2.", "skipped": ["can"], "kind": "beat", "panel": None}
>>> view = answer_view(contract, "Can a big joker and two 8s beat three 9s?")
>>> view["lang"], view["headline"], view["yes"], view["clauses"][0]["id"]
('en', 'Not allowed.', False, 'BEAT-2')
>>> view["labels"]["why"]
'Why'
>>> view["skipped"]
'Words skipped: can'
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from ..core.clauses import CLAUSES
from ..core.messages import LANGS, text
from .lab import SCORE_PREFIX, START_PREFIX
from .links import PREFIX, encode_fragment
from .words import line_in_words

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
#: The panels a question that names no play opens: the contract's name → the Lab's link prefix
#: (the score panel shows the tribute too, TRIB-1..3).
PANELS = {"score": SCORE_PREFIX, "tribute": SCORE_PREFIX, "start": START_PREFIX}
#: The labels an answer's drawing needs (the catalogue's ``ask-`` entries).
LABELS = ("why", "understood", "assumed", "clauses", "suggest", "missing", "open-lab", "unread-title", "meaning-title",
          "meaning-link")


def question_lang(question: str, forced: str | None = None) -> str:
    """The language of the reply: ``forced`` when the page forces one, else the question's
    (Chinese when it holds a Han character, else English).

    >>> question_lang("上家出了五个10，我能烧吗"), question_lang("who leads next?"), question_lang("谁先出", "en")
    ('zh', 'en', 'en')
    """
    if forced in LANGS:
        return str(forced)
    return "zh" if _HAN.search(question or "") else "en"


def labels(lang: str) -> dict[str, str]:
    """The drawing's labels in ``lang``.

    >>> labels("zh")["suggest"]
    '你是不是想问：'
    """
    i = LANGS.index(lang)
    from ..core.messages import CATALOGUE
    return {key: CATALOGUE[f"ask-{key}"][i] for key in LABELS}


def _said(value: Any, lang: str) -> str:
    """A text of the contract in ``lang``: a plain string as it is, a ``{zh, en}`` pair's own."""
    if isinstance(value, Mapping):
        said = value.get(lang)
        return said if isinstance(said, str) else ""
    return value if isinstance(value, str) else ""


def _yes(answer: Any) -> bool | None:
    """Whether the answer is a yes or a no (for the headline's colour), else ``None``."""
    return answer if isinstance(answer, bool) else None


def panel_link(panel: Any) -> dict[str, str] | None:
    """The Lab panel a question that names no play opens: ``{"kind", "link"}`` where ``link``
    is the panel's own (``#score=…``, ``#start=…``) filled in with the contract's state, or
    ``None``.

    >>> panel_link({"panel": "score", "state": {"places": [1, 3, 5, 2, 4, 6]}})["link"][:7]
    '#score='
    >>> panel_link({"panel": "nothing", "state": {}}) is None, panel_link(None) is None
    (True, True)
    """
    if not isinstance(panel, Mapping):
        return None
    kind = panel.get("panel", panel.get("kind"))
    state = panel.get("state", panel.get("args", {}))
    if kind not in PANELS or not isinstance(state, Mapping):
        return None
    link = PANELS[str(kind)] + encode_fragment(dict(state))[len(PREFIX):]
    return {"kind": "score" if kind == "tribute" else str(kind), "link": link}


def _panel(panel: Any, lang: str, to_fill: bool = False) -> dict[str, str] | None:
    """:func:`panel_link` with its button's label in ``lang`` (``to_fill``: the panel opened for
    what the question did not say, not filled in with it)."""
    link = panel_link(panel)
    if link:
        link["label"] = text(f"ask-{'fill' if to_fill else 'open'}-{link['kind']}")[lang]
    return link


def answer_view(contract: Mapping[str, Any], question: str, forced: str | None = None) -> dict[str, Any]:
    """What the pages draw for an answer (see the module's docstring), in the reply's language.

    ``contract`` is the answer contract's JSON object; ``question`` the text asked.
    """
    said_lang = contract.get("lang")
    lang = str(said_lang) if said_lang in LANGS and forced not in LANGS else question_lang(question, forced)
    words = labels(lang)
    said_assumed = contract.get("assumed")
    assumed = " ".join(a for a in said_assumed if isinstance(a, str)) if isinstance(said_assumed, list) \
        else _said(said_assumed, lang)
    skipped = [w for w in contract.get("skipped") or [] if isinstance(w, str)]
    clauses = [c for c in contract.get("clauses") or [] if isinstance(c, str)]
    panel = _panel(contract.get("panel"), lang)
    return {
        "lang": lang,
        "question": question,
        "headline": _said(contract.get("headline"), lang),
        "yes": _yes(contract.get("answer")),
        "understood": line_in_words(_said(contract.get("understood"), lang) or "", lang) or None,
        "assumed": assumed or None,
        "message": _said(contract.get("message"), lang),
        "clauses": [{"id": c, "text": CLAUSES[c][lang] if c in CLAUSES else ""} for c in clauses],
        "skipped": text("ask-skipped", words="、".join(skipped) if lang == "zh" else ", ".join(skipped))[lang]
        if skipped else None,
        "panel": panel,
        "labels": words,
    }


GLOSSARY = "../glossary/"
"""The glossary page, from the Rule Lab's page and the home page of either language."""


def unread_view(question: str, understood: Any, missing: Any, suggestions: Any,
                forced: str | None = None, panel: Any = None, code: str = "") -> dict[str, Any]:
    """What the pages draw for a question that cannot be read: the title, what was understood
    (``None`` when nothing was), what is missing, the nearest questions (each a text to
    ask again with one tap) and the Lab panel to fill in what is missing (``panel``, as
    :func:`answer_view`'s: a points question with no places opens the score panel), in the
    reply's language; never a character position. A word's meaning asked (``code``
    ``talk-meaning``: "开点是什么意思") is said as such, with a ``link`` to the glossary.

    >>> view = unread_view("座位2过了，还能烧吗", {"zh": "座位2过。", "en": "seat 2 passes."},
    ...     {"zh": "没说是谁要烧。", "en": "who burns is not said."}, [{"zh": "座位2过了，座位3还能烧吗？", "en": "x"}])
    >>> view["title"], view["understood"], view["missing"], view["suggestions"]
    ('没读懂这一句。', '读懂了：座位2过。', '还缺：没说是谁要烧。', ['座位2过了，座位3还能烧吗？'])
    """
    lang = question_lang(question, forced)
    words = labels(lang)
    said = line_in_words(_said(understood, lang) or "", lang)
    lack = _said(missing, lang)
    offers = [s for s in (_said(x, lang) for x in (suggestions or [])) if s and s != question]
    meaning = code == "talk-meaning"
    return {
        "lang": lang,
        "question": question,
        "title": words["meaning-title"] if meaning else words["unread-title"],
        "understood": text("ask-understood-so-far", line=said)[lang] if said else None,
        "missing": (lack if meaning else text("ask-missing-what", what=lack)[lang]) if lack else None,
        "link": {"label": words["meaning-link"], "href": GLOSSARY} if meaning else None,
        "suggestions": list(dict.fromkeys(offers))[:4],
        "panel": _panel(panel, lang, True),
        "labels": words,
    }


__all__ = ["PANELS", "answer_view", "labels", "panel_link", "question_lang", "unread_view"]
