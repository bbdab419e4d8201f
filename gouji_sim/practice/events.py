"""What happened in a practice hand, as facts: one :class:`Event` per thing a reader is told.

Nothing here words a sentence or cites a clause: an event holds the facts
of one step — its ``kind``, the seat it is about, the judge's verdict or the position's fault
where the judge ruled, and the numbers a sentence needs (seats, cards, places, points) — and
the view floor words it (:mod:`gouji_sim.view.narration`, from the catalogue, with the clauses
it cites). Every fact is read off the game: the judge's verdict on the action, the verdict's
``responders`` and ``burners`` after a gouji play, the game's log for a burn's sets, its burn
counters for a burn's outcome, the situation after the action for a closed trick, 接风 and
places, the state's phase for the end of the hand (END-1).

The kinds: ``start`` (who leads first), ``action`` (a judged action: its verdict), ``burn``
(a declared burn, or a failed one: its verdict), ``gouji`` (a gouji play and who may answer
and burn it), ``burn-set`` (a burner's set played by the game), ``skipped`` (a seat passed
over after a yield, with its position's fault), ``burn-outcome`` (``outcome`` ``succeeded``
or ``failed``), ``finished`` (a seat played out, its ``place``), ``wind`` (接风: the next
leader after a finished player's trick), ``trick-over`` (a closed trick's next leader) and
``over`` (the hand's places and points).

>>> from gouji_sim.practice import Practice
>>> p = Practice.watch(3)
>>> p.events[0].kind, p.events[-1].kind
('start', 'over')
>>> any(e.kind == "finished" for e in p.events)
True
>>> p.events[-1].facts["places"] == p.places()
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.actions import Burn, Pass, PlayAction, Yield
from ..core.burn import reburn_sets
from ..game.decisions import Decline, GameAction
from ..core.judge import judge_final
from ..core.play import Play
from ..game.state import BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, GameState
from ..core.situation import PositionFault, Situation
from ..core.verdict import Verdict

#: Every kind of event, in the order a step's events come.
KINDS = ("start", "action", "burn", "gouji", "burn-set", "skipped", "burn-outcome", "finished",
         "over", "wind", "trick-over")


@dataclass(frozen=True)
class Event:
    """One fact of a practice hand (see the module's doc): its ``index`` in the hand's events,
    ``kind``, the seat it is about, the judge's ``verdict`` (for an ``action`` or a failed
    ``burn``), the position's ``fault`` (for ``skipped``), the plain values a sentence needs
    (``facts``), whether the reader did it (``mine``) and the table after it."""

    index: int
    kind: str
    seat: int | None
    facts: Mapping[str, Any] = field(default_factory=dict)
    verdict: Verdict | None = None
    fault: PositionFault | None = None
    mine: bool = False
    situation: Situation | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """The facts as JSON data (without the table; the verdict as its reason and clauses).

        >>> Event(0, "start", 4, {"seat": 4}).to_dict()
        {'index': 0, 'kind': 'start', 'seat': 4, 'facts': {'seat': 4}, 'mine': False}
        """
        out: dict[str, Any] = {"index": self.index, "kind": self.kind, "seat": self.seat,
                               "facts": dict(self.facts), "mine": self.mine}
        if self.verdict is not None:
            out["verdict"] = {"legal": self.verdict.legal, "reason": self.verdict.reason,
                              "clauses": list(self.verdict.clauses), "burn": self.verdict.burn}
        if self.fault is not None:
            out["fault"] = self.fault.reason
        return out


#: One event before it is numbered: kind, seat, facts, verdict, fault.
_Fact = tuple[str, "int | None", dict[str, Any], "Verdict | None", "PositionFault | None"]


def start_events(state: GameState, first: int) -> list[Event]:
    """The events of a deal: who leads first (START-2)."""
    return [Event(first, "start", state.leader, {"seat": state.leader}, situation=state.sit)]


def narrate(before: GameState, action: GameAction, verdict: Verdict, after: GameState, first: int,
            reader: int | None = None) -> list[Event]:
    """The events of ``action`` (ruled ``verdict``), taken in ``before`` and giving ``after``.

    A decline is an event only when the reader made it (a bot's "no burn" is silence)."""
    out: list[_Fact] = []
    seat = getattr(action, "seat", None)
    over = after.is_over()
    if over and before.in_ordinary_turns() and isinstance(action, PlayAction) and verdict.legal:
        # the hand is over (END-3; 窒息, LOCAL-2): nothing of who closes or leads next
        verdict = judge_final(before.sit, action, leader=before.leader)
    if isinstance(action, Burn):
        if verdict.burn == "failed":
            out.append(("burn", seat, {}, verdict, None))
        else:
            out.append(("burn", seat, {"owner": before.sit.trick_state.top_seat,
                                       "sets": [str(p) for p in action.sets]}, None, None))
    elif not isinstance(action, Decline) or seat == reader:
        out.append(("action", seat, {}, verdict, None))
    if (isinstance(action, PlayAction) and before.in_ordinary_turns() and verdict.play is not None
            and verdict.play.gouji and verdict.legal and not before.sit.melee and not over):   # GOUJI-4: none binds in the melee
        out.append(("gouji", seat, {"responders": list(verdict.responders), "burners": list(verdict.burners)},
                    None, None))
    # the burner's sets played automatically after a declaration or an answer window
    if before.history is not None and after.history is not None:
        for entry in after.history[len(before.history):]:
            if isinstance(entry, PlayAction) and entry.burn:
                out.append(("burn-set", entry.seat, {"play": str(entry.play)}, None, None))
    out += _yield_skips(action, after)
    out += _burn_outcome(before, action, after)
    out += _trick_and_places(before, action, after)
    return [Event(first + i, kind, s, facts, v, fault, s == reader and reader is not None and i == 0,
                  situation=after.sit) for i, (kind, s, facts, v, fault) in enumerate(out)]


def _yield_skips(action: GameAction, after: GameState) -> list[_Fact]:
    """After a yield (TURN-5), the seats it hands the turn to that may not act and are passed
    over, each with its position's fault: without them the log would
    jump from the yield back to the yielder.

    >>> _yield_skips(Pass(4), None)         # not a yield: nothing to add  # type: ignore[arg-type]
    []
    """
    if not isinstance(action, Yield) or not after.in_ordinary_turns():
        return []
    sit = after.sit
    out: list[_Fact] = []
    for seat in sit.skipped():
        fault = sit.beat_fault(seat)
        if fault is not None:
            out.append(("skipped", seat, {}, None, fault))
    return out


def _burn_outcome(before: GameState, action: GameAction, after: GameState) -> list[_Fact]:
    """A burn that ended with this action: succeeded (BURN-3) or failed at its last set
    (BURN-5); a release (BURN-4) is the judge's sentence on the answer itself."""
    c0, c1 = before.counters, after.counters
    burn = before.burn if before.burn is not None else after.burn
    if c1[BURNS_SUCCEEDED] > c0[BURNS_SUCCEEDED]:
        back = _burned_back(before, action)
        if burn is None and isinstance(action, Burn):
            burner, owner, n = action.seat, before.sit.trick_state.top_seat, len(action.sets)
        elif back is not None:                   # the burn back succeeded, not the burn it answered
            burner, owner, n = back
        else:
            assert burn is not None
            burner, owner, n = burn.burner, burn.burned, len(burn.sets)
        return [("burn-outcome", burner, {"outcome": "succeeded", "owner": owner, "sets": n}, None, None)]
    if c1[BURNS_RELEASED] > c0[BURNS_RELEASED] and before.is_answer_window() and before.burn is not None:
        return []
    if c1[BURNS_FAILED] > c0[BURNS_FAILED] and not isinstance(action, Burn):
        return [("burn-outcome", getattr(action, "seat", None), {"outcome": "failed"}, None, None)]
    return []


def _burned_back(before: GameState, action: GameAction) -> tuple[int, int, int] | None:
    """When ``action`` answers a burning set with a whole burn back (BURN-4 v5): its burner,
    the seat it burns (the burner of the burn answered) and its number of sets, as the burn
    judge splits them (:func:`~gouji_sim.core.burn.reburn_sets`); else ``None``."""
    burn = before.burn
    if not before.is_answer_window() or burn is None or not isinstance(action, PlayAction) or not isinstance(action.play, Play):
        return None
    sets = reburn_sets(before.sit, action.seat, burn.burner, action.play)
    return None if sets is None else (action.seat, burn.burner, len(sets))


def _trick_and_places(before: GameState, action: GameAction, after: GameState) -> list[_Fact]:
    """Seats that played out (their places), the end of the hand as the state says it
    (:meth:`~gouji_sim.game.state.GameState.is_over`), or the trick this action closed and who leads next."""
    out: list[_Fact] = []
    s0, s1 = before.sit, after.sit
    for seat in s1.finished[len(s0.finished):]:
        out.append(("finished", seat, {"place": s1.finished.index(seat) + 1}, None, None))
    if after.is_over():
        places = after.places()
        sc = after.score()
        if places is not None and sc is not None:
            out.append(("over", None, {"places": list(places), "scores": {s: sc.seats[s] for s in places}},
                        None, None))
        return out
    closed_now = s1.trick_state.top is not None and s1.is_closed() and not (s0.trick_state.top is not None and s0.is_closed())
    if closed_now and after.in_ordinary_turns() and not isinstance(action, Pass):
        leader, top_seat = s1.leader(), s1.trick_state.top_seat
        if leader is not None and leader != top_seat:
            out.append(("wind", leader, {"owner": top_seat}, None, None))
        elif leader is not None:
            out.append(("trick-over", leader, {}, None, None))
    return out


__all__ = ["Event", "KINDS", "narrate", "start_events"]
