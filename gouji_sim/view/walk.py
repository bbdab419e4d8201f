"""The replay walk of a game record: every action as the one record reader gives it
(:func:`gouji_sim.game.record.read`) and the table after it (:class:`Step`), and the walk a
reader is shown of them (:class:`WalkStepView`): who did what, the judge's ruling and the
clause that decided it, and who may act next and why. Built once here; the replay widget
and the worked hand (:func:`gouji_sim.view.widgets.replay.walkthrough_html`) only draw it.

>>> rec = {"hands": {"1": "9 9 K", "2": "10 10 3", "3": "5", "4": "6", "5": "7", "6": "8"},
...        "actions": [{"seat": 1, "play": "9 9"}, {"seat": 2, "play": "10 10"}]}
>>> first, second = walk_view(rec)
>>> first.legal, first.clauses[:1], [a["en"] for a in second.after]
(True, ('TURN-1',), ['Next: Seat 3', 'May answer: seats 3, 4, 5, 6, 1'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..core.actions import Burn, Pass, PlayAction, Response, TrickEntry, Yield
from ..core.errors import GoujiError
from ..game.decisions import Revolution
from ..game.record import Step as RecordStep
from ..game.record import read
from ..core.messages import LANGS, seats_text, text
from ..core.play import Play
from ..core.situation import Situation
from ..core.verdict import Verdict
from .model import action_view


@dataclass(frozen=True)
class Step:
    """One action of a record and the table after it.

    ``entry`` is the trick entry (``None`` for a revolution note); ``verdict`` the judge's ruling
    on it (for a burn, on the whole burn at its first set; ``None`` for later sets and notes);
    ``over``: the game state says the hand ended with this step (END-1; the record reader's
    :attr:`gouji_sim.game.record.Step.over`).
    """

    index: int
    raw: dict[str, Any]
    entry: TrickEntry | None
    situation: Situation
    verdict: Verdict | None
    note: dict[str, str]
    over: bool = False


def _record_error(code: str, detail: GoujiError | str | None = None, **params: object) -> GoujiError:
    """A :class:`GoujiError` saying that the record is not valid, and why, in both languages."""
    out = {}
    for lang in LANGS:
        if detail is not None:
            params["detail"] = detail.message(lang) if isinstance(detail, GoujiError) else detail
        out[lang] = text("w-record-bad", detail=text(code, **params)[lang])[lang]
    return GoujiError(code, out["zh"], out["en"])


def burn_at(entries: Sequence[object], i: int) -> Burn:
    """The burn that starts at ``entries[i]``: its sets, and an answer that follows a set."""
    first = entries[i]
    assert isinstance(first, PlayAction)
    sets: list[Play] = []
    responses: list[Response] = []
    for e in entries[i:]:
        if isinstance(e, PlayAction) and e.burn and e.seat == first.seat:
            sets.append(e.play)  # type: ignore[arg-type]
            continue
        if isinstance(e, PlayAction) and sets:
            responses.append(Response(len(sets), e.seat, e.play))  # type: ignore[arg-type]
        break
    return Burn(first.seat, tuple(sets), tuple(responses))


#: A record's malformed field (``RecordError.field``) as the widget names it.
_FIELDS = ("hands", "actions", "rules", "first", "deal")


def _record_failure(err: GoujiError) -> GoujiError:
    field = getattr(err, "field", "") or ""
    if field.startswith("actions["):
        return _record_error("w-record-action", err, k=int(field[8:].split("]")[0]) + 1)
    head = field.split(".")[0].split("[")[0]
    if head in _FIELDS:
        return _record_error("w-record-field", field=head)
    return _record_error("w-record-action", err, k=1) if not field else _record_error("w-record-field", field=field)


def _step_of(k: int, st: RecordStep, prev: RecordStep | None) -> Step:
    """A record step (:func:`gouji_sim.game.record.steps`) as the widget shows it: its trick
    entry, or a note for what is no trick entry (a revolution, a meld, a bet, a purchase, a
    redeal, a burn's later set)."""
    raw, value, action, verdict = dict(st.entry), st.value, st.action, st.verdict
    entry: TrickEntry | None = None
    note: dict[str, str] = {}
    if isinstance(action, (PlayAction, Pass, Yield)):
        entry = action
    elif isinstance(action, Burn) and isinstance(value, PlayAction):       # a format-1 burn: its first set
        entry = PlayAction(action.seat, action.sets[0], burn=True)
    elif action is None and isinstance(value, PlayAction) and value.burn:  # a burn's later set
        entry = value
        note = text("w-replay-burn-set", seat=value.seat, play=value.play)
    elif isinstance(action, Revolution):
        note = text("w-replay-revolution", seat=action.seat)
    elif verdict is not None:
        note = dict(verdict.message)       # a meld, a bet, a purchase, a redeal, a failed burn
    if verdict is not None and not verdict.legal:
        note = text("w-replay-illegal")
    if prev is not None and prev.deal != st.deal:
        note = {lang: f"{text('w-replay-redealt')[lang]} {note.get(lang, '')}".strip() for lang in LANGS}
    return Step(k, raw, entry, st.situation, verdict, note, st.over)


def replay_steps(record: dict[str, Any]) -> tuple[Situation, list[Step]]:
    """The starting situation of a record and every step after it, as the one record reader
    gives them (:func:`gouji_sim.game.record.read`: melds, revolutions, bets, purchases and
    redeals included); :class:`GoujiError` names the first field or action that is wrong.

    A step the judge rules illegal is the last one; one that plays cards its seat does not
    hold makes the record invalid."""
    if not isinstance(record, dict):
        raise _record_error("w-record-field", field="record")
    try:
        start, walk = read(record)
        found = list(walk)
    except GoujiError as err:
        raise _record_failure(err) from None
    out: list[Step] = []
    for k, st in enumerate(found, start=1):
        v = st.verdict
        if v is not None and v.reason in ("not-in-hand", "too-few-cards"):
            raise _record_error("w-record-action", pick_message(v), k=k)
        out.append(_step_of(k, st, found[k - 2] if k > 1 else None))
    return start, out


def pick_message(v: Verdict) -> str:
    """The verdict's explanation in both languages, for a record error's detail."""
    return f"{v.message['zh']} / {v.message['en']}"


@dataclass(frozen=True)
class WalkStepView:
    """One step of the walk as a reader is shown it: the action (``entry``, ``None`` for what
    is no trick entry, then ``note`` says it), the judge's ruling (``legal``, ``message``,
    ``clauses``: the first decided it; ``None`` and ``()`` where the judge was not asked) and
    what follows it (``after``: a seat's place as it finishes, END-1; the hand or the trick
    over, TURN-6/TURN-8; else the next seat, who may still beat the top and who may burn),
    each in both languages."""

    index: int
    entry: TrickEntry | None
    note: Mapping[str, str] | None
    legal: bool | None
    message: Mapping[str, str] | None
    clauses: tuple[str, ...]
    after: tuple[Mapping[str, str], ...]

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "entry": action_view(self.entry), "note": dict(self.note) if self.note else None,
                "legal": self.legal, "message": dict(self.message) if self.message else None,
                "clauses": list(self.clauses), "after": [dict(a) for a in self.after]}


def _labelled(code: str, value: Mapping[str, str]) -> dict[str, str]:
    """"下一家：座位 3" / "Next: Seat 3": a label of the catalogue and its value."""
    return {lang: f"{text(code)[lang]}: {value[lang]}" for lang in LANGS}


def _after(st: Step, before: Sequence[int]) -> tuple[dict[str, str], ...]:
    sit, v = st.situation, st.verdict
    out = [text("w-walk-finished", seat=seat, place=sit.finished.index(seat) + 1)
           for seat in sit.finished[len(before):]]
    if st.over:                                   # END-1: the game state says the hand is over
        out.append(text("w-walk-hand-over"))
    elif sit.is_closed() and sit.leader() is not None:
        out.append(text("w-walk-trick-over", seat=sit.leader()))
    elif v is not None:
        if v.next is not None:
            out.append(_labelled("w-next-short", text("w-seat", seat=v.next)))
        if v.legal and v.play is not None:
            out.append(_labelled("w-responders", seats_text(v.responders)))
            if v.burners:
                out.append(_labelled("w-burners", seats_text(v.burners)))
    return tuple(out)


def walk_view(record: dict[str, Any], first: int = 1, last: int | None = None) -> tuple[WalkStepView, ...]:
    """Steps ``first``…``last`` (from 1) of ``record``'s walk; :class:`GoujiError` names the
    first field or action of the record that is wrong."""
    _start, steps = replay_steps(record)
    last = len(steps) if last is None else last
    out = []
    for st in steps[first - 1:last]:
        v = st.verdict
        before = steps[st.index - 2].situation.finished if st.index > 1 else ()
        out.append(WalkStepView(st.index, st.entry, st.note or None, None if v is None else v.legal,
                                None if v is None else v.message, () if v is None else tuple(v.clauses),
                                _after(st, before)))
    return tuple(out)


__all__ = ["Step", "WalkStepView", "burn_at", "pick_message", "replay_steps", "walk_view"]
