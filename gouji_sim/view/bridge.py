"""The pages' one way into Python: a generic call, ``name`` + JSON text → JSON text.

Every page of the site reaches ``gouji_sim`` through the browser's one worker
(``docs/shared/live/worker.mjs``, restored from the start-up snapshot of
:func:`gouji_sim.view.live.prepare`, which imports this module too). The live chapters run
their cells in a :class:`~gouji_sim.view.live.Kernel`; every other page — the Rule Lab, the
practice table, the house-rules page — sends ``{call: name, args}`` and the worker answers
with :func:`call`'s text, which the page only draws. The calls are those of :data:`CALLS`:
the Rule Lab's (:mod:`gouji_sim.view.lab`) and the practice table's
(:mod:`gouji_sim.view.practice_page`), each taking and returning JSON text and never raising.

Pages that share the worker's Python share nothing else: each page (``page``, the worker's
name for it) has its own practice hand and drill set, dropped by :func:`forget` when the page
goes.

>>> out = json.loads(call("p1", "lab.rule", '{"action": {"seat": 1, "play": "10 10"}}'))
>>> out["ok"], out["verdict"]["legal"], out["verdict"]["next"]
(True, True, 2)
>>> json.loads(call("p1", "practice.new", '{"seed": 5, "seat": 1}'))["view"]["state"]
'your-turn'
>>> json.loads(call("p2", "practice.hint", ""))["error"]["code"]   # another page: no hand
'practice-no-hand'
>>> json.loads(call("p1", "lab.nothing", ""))["error"]["code"]
'bridge-unknown-call'
>>> forget("p1"); "p1" in _PAGES, "p2" in _PAGES
(False, True)
>>> forget("p2")
"""

from __future__ import annotations

import json
from typing import Any, Callable

from ..core.messages import text
from . import lab, lab_line, practice_page
from . import decides, scores, start  # noqa: F401 - the Lab's panels, imported when the snapshot is made

#: Every call a page may make: its name and the function (JSON text in, JSON text out).
CALLS: dict[str, Callable[[str], str]] = {
    "lab.rule": lab.rule,
    "lab.rule_fragment": lab.rule_fragment,
    "lab.ask": lab_line.ask,          # the typed line and the #q= link: read, then ruled
    **{f"lab.{name}": getattr(lab, name)
       for name in ("decides", "score", "score_fragment", "start", "start_fragment", "page_strings")},
    **{f"practice.{name}": getattr(practice_page, name)
       for name in ("new", "act", "hint", "undo", "table_at", "record", "review", "bench", "drills", "answer",
                     "coach")},
}

CALLS["practice.lesson"] = practice_page.lesson      # the guided first hand

#: Each page's own store of state (its practice hand and drill set), by the worker's page id.
_PAGES: dict[str, dict[str, Any]] = {}


def _refusal(code: str, **params: object) -> str:
    return json.dumps({"ok": False, "error": {**text(code, **params), "code": code, "field": "call"}},
                      ensure_ascii=False)


def call(page: str, name: str, args: str) -> str:
    """Run the call ``name`` for ``page`` on ``args`` (JSON text, or a ``#case=`` fragment for
    ``lab.rule_fragment``) and return its JSON text; an unknown call or an argument that is
    not text gets a bilingual error, never a traceback."""
    fn = CALLS.get(name) if isinstance(name, str) else None
    if fn is None:
        return _refusal("bridge-unknown-call", name=str(name)[:60], allowed=", ".join(CALLS))
    if not isinstance(args, str):
        return _refusal("bridge-not-text", name=name)
    with practice_page.session_store(_PAGES.setdefault(str(page), {})):
        return fn(args)


def forget(page: str) -> None:
    """Drop what ``page`` kept (the worker calls it when the page goes)."""
    _PAGES.pop(str(page), None)


__all__ = ["CALLS", "call", "forget"]
