"""Widgets: build a table and a play, and see the ruling — in JupyterLab, JupyterLite and on
the static site. Each is one call away, in Chinese (``lang="zh"``) or English (``"en"``), and
can start from a case (a :class:`~gouji_sim.game.case.Case`, its dict, JSON text or a file path),
from a record (with ``step``: the table before that action, and the action itself), or from
nothing. No rule is decided here: every ruling comes from the judge.

>>> panel = judge_panel(lang="en", case={"trick": [{"seat": 1, "play": "10 10 10 10 10"}],
...                                      "action": {"seat": 2, "play": "J J J J J"}})
>>> panel.verdict.reason
'gouji-opposite-only'
>>> compare_panel(lang="zh").verdicts
[]

================  ===========================================================
``table_editor``  six seats, teams, opposites, the trick; set it up by clicking
``judge_panel``   choose a seat and action, click cards, see the verdict
``burn_panel``    a burner's sets (or the planner's), answers, the outcome step by step
``compare_panel`` the same situation and action under every rules preset
``replay``        step through a game record, the table updating
================  ===========================================================
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action, Burn
from ...core.situation import Situation
from ._common import check_lang
from .burn_panel import BurnEditor, BurnPanel
from .builder import PlayBuilder
from .cases_io import CaseBox, load_case
from .compare_panel import ComparePanel
from .judge_panel import ActionEditor, JudgePanel
from .practice_panel import PracticePanel, practice
from ..walk import replay_steps
from .replay import ReplayPanel, action_at, load_record
from .table_editor import TableEditor


def start_from(case: Any = None, record: Any = None, step: int = 0) -> tuple[Situation | None, Action | None]:
    """The situation and action a widget starts from: a case's, a record's at ``step``, or none."""
    if case is not None:
        c = load_case(case)
        return c.situation, c.action
    if record is not None:
        return action_at(load_record(record), step)
    return None, None


def _start(lang: str, case: Any, record: Any, step: int) -> tuple[Situation | None, Action | None, Exception | None]:
    """:func:`start_from`, with a bad case or record kept to be shown inline in the widget."""
    check_lang(lang)
    try:
        situation, action = start_from(case, record, step)
    except Exception as err:  # noqa: BLE001 - shown inline by the widget, never as a traceback
        return None, None, err
    return situation, action, None


def table_editor(lang: str = "zh", case: Any = None, record: Any = None, step: int = 0) -> TableEditor:
    """The table editor: six seats around the table, set up by clicking (in the package "table"
    is the seat geometry of :mod:`gouji_sim.core.table`).

    >>> "Seat 4" in table_editor("en", case='{"action": {"seat": 4, "pass": true}}').view.value
    True
    """
    situation, _, err = _start(lang, case, record, step)
    widget = TableEditor(lang, situation)
    if err:
        widget.fail(err)
    return widget



def judge_panel(lang: str = "zh", case: Any = None, record: Any = None, step: int = 0) -> JudgePanel:
    """The play builder and judge panel.

    >>> p = judge_panel("en", case='{"action": {"seat": 7, "pass": true}}')   # bad input: shown inline
    >>> "seat 7 is not valid" in p.message.value
    True
    """
    situation, action, err = _start(lang, case, record, step)
    panel = JudgePanel(lang, situation, action)
    if err:
        panel.fail(err)
    elif case is not None:
        panel.loaded_case = load_case(case)
        panel.refresh()
    return panel


def burn_panel(lang: str = "zh", case: Any = None, record: Any = None, step: int = 0) -> BurnPanel:
    """The burn panel (a case or record step whose action is a burn fills in the sets)."""
    situation, action, err = _start(lang, case, record, step)
    panel = BurnPanel(lang, situation, action if isinstance(action, Burn) else None)
    if err:
        panel.fail(err)
    elif case is not None:
        panel.load_case(load_case(case))
    return panel


def compare_panel(lang: str = "zh", case: Any = None, record: Any = None, step: int = 0) -> ComparePanel:
    """The rules comparison across every preset."""
    situation, action, err = _start(lang, case, record, step)
    panel = ComparePanel(lang, situation, action)
    if err:
        panel.fail(err)
    return panel


def replay(record: Any = None, lang: str = "zh", step: int = 0) -> ReplayPanel:
    """Step through a game record (a dict, JSON text or a file path); a bad one is shown inline."""
    return ReplayPanel(check_lang(lang), record, step)


__all__ = ["ActionEditor", "BurnEditor", "BurnPanel", "CaseBox", "ComparePanel", "JudgePanel", "PlayBuilder",
           "PracticePanel", "ReplayPanel", "TableEditor", "burn_panel", "compare_panel", "judge_panel", "load_case",
           "practice", "replay", "replay_steps", "start_from", "table_editor"]
