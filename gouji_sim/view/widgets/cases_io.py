"""Cases in and out: widget state ⇄ the CASES.md JSON object, and the box that loads and saves.

The state of every panel is a :class:`~gouji_sim.core.situation.Situation` and an action; they are
turned into a case dict here and back through :meth:`Case.from_dict`, the one validator.

>>> from gouji_sim import Situation, PlayAction, Play, Pass
>>> from gouji_sim.game.case import case_dict
>>> s = Situation.build(hands={4: "J J J J J 3"}, trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> d = case_dict(s, PlayAction(4, Play.parse("J J J J J")))
>>> d["hands"], d["trick"], d["action"]
({'4': '3 J J J J J'}, [{'seat': 1, 'play': '10 10 10 10 10'}], {'seat': 4, 'play': 'J J J J J'})
>>> Case.from_dict(d).judge().legal
True
"""

from __future__ import annotations

import json
import os
from typing import Any, Callable

import ipywidgets as w

from .. import html as display
from ...core.actions import Action, Burn
from ...game.case import MAX_CASE_BYTES, PLACEHOLDER_ACTION, Case
from ...core.errors import CaseError, GoujiError
from ...game.record_read import MAX_RECORD_BYTES
from ...core.inputs import decode_utf8, read_bounded
from ...core.messages import text
from ...core.situation import Situation
from ...core.verdict import Verdict
from ._common import Component

def situation_from_setup(d: dict[str, Any]) -> Situation:
    """Validate a set-up dict (no action needed) through :meth:`Case.from_dict`; raises CaseError."""
    return Case.from_dict({**d, "action": dict(PLACEHOLDER_ACTION)}).situation


def read_json_source(source: Any, what: str) -> dict[str, Any]:
    """A dict from a dict, JSON text, or a path to a JSON file; :class:`CaseError` otherwise."""
    if isinstance(source, dict):
        return source
    if isinstance(source, (str, os.PathLike)):
        text = str(source)
        if not text.lstrip().startswith(("{", "[")) and "\n" not in text:   # a path, not JSON text
            try:     # bounded, and never a pipe or a device that would block the kernel
                limit = MAX_CASE_BYTES if what == "case" else MAX_RECORD_BYTES
                text = decode_utf8(read_bounded(text, limit))
            except OSError as err:
                raise GoujiError.from_catalogue("w-file-error", path=str(source),
                                                detail=err.strerror or str(err)) from None
        try:
            data = json.loads(text)
        except ValueError as err:
            raise CaseError.bad("", "case-not-json", detail=str(err)) from None
        if isinstance(data, dict):
            return data
    raise GoujiError.from_catalogue("w-bad-source", what=what, value=repr(source)[:60])


def load_case(source: Any) -> Case:
    """A :class:`Case` from a Case, a dict, JSON text or a file path."""
    if isinstance(source, Case):
        return source
    return Case.from_dict(read_json_source(source, "case"))


class CaseBox(Component):
    """Load a case into a panel, or save the panel as a case (JSON in a box, optionally a file).

    ``get_case`` returns the panel's case dict; ``on_load`` receives a loaded :class:`Case`.
    """

    def __init__(self, lang: str, get_case: Callable[[], dict[str, Any]],
                 on_load: Callable[[Case], None]) -> None:
        super().__init__(lang)
        self._get_case, self._on_load = get_case, on_load
        self.json = w.Textarea(placeholder=self.t("w-case-json-placeholder"),
                               layout=w.Layout(width="100%", height="10em"))
        self.case_id = w.Text(description="id", layout=w.Layout(width="16em"))
        self.title = w.Text(description=self.t("w-case"), layout=w.Layout(width="28em"))
        self.path = w.Text(placeholder=self.t("w-case-file"), layout=w.Layout(width="20em"))
        self.load_button = self.button("w-case-load", self.load)
        self.save_button = self.button("w-case-save", self.save, "info")
        self.upload = w.FileUpload(accept=".json", multiple=False)
        self.watch(self.upload, self._uploaded)
        self.children = [w.HBox([self.case_id, self.title]), self.json,
                         w.HBox([self.path, self.load_button, self.save_button, self.upload]), self.message]

    def save(self) -> dict[str, Any]:
        """Write the panel's case into the box (and the file, if one is named); returns it."""
        d = self._get_case()
        if self.case_id.value.strip():
            d = {"id": self.case_id.value.strip(), **{k: v for k, v in d.items() if k != "id"}}
        if self.title.value.strip():
            d = {**d, "title": {self.lang: self.title.value.strip()}}
        Case.from_dict(d)                      # what we save must load again
        self.json.value = case_json_text(d, self.lang)
        path = self.path.value.strip()
        if path:
            try:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(self.json.value + "\n")
            except OSError as err:
                raise GoujiError.from_catalogue("w-file-error", path=path, detail=err.strerror or str(err)) from None
            self.ok(self.t("w-case-written", path=path))
        else:
            self.ok(self.t("w-case-saved"))
        return d

    def load(self) -> Case | None:
        """Load the case in the box, or else from the named file, into the panel."""
        source = self.json.value.strip() or self.path.value.strip()
        if not source:
            self.error(self.t("w-case-empty"))
            return None
        return self.load_from(source)

    def load_from(self, source: Any) -> Case:
        case = load_case(source)
        self._on_load(case)
        self.case_id.value = case.id
        self.title.value = case.title.get(self.lang, "")
        self.json.value = case_json_text(case.data, self.lang)
        self.ok(self.t("w-case-loaded", id=case.id or "—"))
        return case

    def _uploaded(self) -> None:
        files = self.upload.value
        if not files:
            return
        content = files[0]["content"]
        self.load_from(bytes(content).decode("utf-8"))


#: Fields of a case that hold words, not cards (CASES.md): never rewritten.
_WORD_FIELDS = frozenset({"id", "title", "note", "message", "rules", "expect"})


def case_json_text(case: dict[str, Any], lang: str) -> str:
    """A case as the JSON a reader sees: on English pages the jokers of its cards written
    ``BJ`` / ``SJ`` (CARD-3; the notation reads both back the same), words left as they are.

    >>> case_json_text({"hands": {"1": "大王 9"}, "title": {"zh": "大王"}}, "en").count("BJ")
    1
    """
    def cards(value: Any, key: str = "") -> Any:
        if key in _WORD_FIELDS:
            return value
        if isinstance(value, str):
            return display.notation(value, lang)
        if isinstance(value, list):
            return [cards(v) for v in value]
        if isinstance(value, dict):
            return {k: cards(v, k) for k, v in value.items()}
        return value

    return json.dumps(cards(case), ensure_ascii=False, indent=2)


def check_text(case: Case, verdict: Verdict, lang: str) -> tuple[bool, str] | None:
    """Whether ``verdict`` matches the case's ``expect`` and a sentence saying so (None: no expect)."""
    if not case.expect:
        return None
    diff = case.check(verdict)
    if not diff:
        return True, text("w-case-check-ok")[lang]
    return False, text("w-case-check-bad", diff="; ".join(diff))[lang]


def is_trick_entry(action: Action | None) -> bool:
    """Plays, passes and yields can be applied to the table; burns are judged, not applied."""
    return action is not None and not isinstance(action, Burn)


__all__ = ["CaseBox", "check_text", "load_case", "read_json_source", "situation_from_setup"]
