"""Narration of a practice hand: what each action did, in plain words, from the catalogue.

No rule is decided here. Each action's sentence is the judge's own (the verdict's message, with
its clauses); what follows from it is read off the game state after it: a gouji play's seats
that may answer and may burn (the verdict's ``responders`` and ``burners``), a burn's sets as
they are played and its outcome (the game's burn counters), a trick that closed and who leads
next (接风 when its top player has finished, TURN-8), the places as seats play out, the end.

>>> from gouji_sim.practice import Practice
>>> p = Practice.watch(3)
>>> p.events[0].kind, p.events[-1].kind
('start', 'over')
>>> any(e.kind == "finished" for e in p.events)
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import Burn, Pass, PlayAction, Yield
from ..game.decisions import Decline, GameAction
from ..game.state import (ANSWER, BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, OVER, PLAY,
                          GameState)
from ..messages import LANGS, cards_in, seats_text, text
from ..situation import Situation
from ..judge import worded
from ..verdict import Verdict


@dataclass(frozen=True)
class Event:
    """One line of narration: ``kind`` (start, action, gouji, burn, burn-set, burn-outcome,
    trick-over, wind, finished, over), the seat it is about, the sentence in both languages,
    the clauses behind it, whether the reader did it, and the table after it."""

    index: int
    kind: str
    seat: int | None
    message: dict[str, str]
    clauses: tuple[str, ...] = ()
    mine: bool = False
    situation: Situation | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """The event as JSON data (without the table)."""
        return {"index": self.index, "kind": self.kind, "seat": self.seat, "message": dict(self.message),
                "clauses": list(self.clauses), "mine": self.mine}


def start_events(state: GameState, first: int) -> list[Event]:
    """The events of a deal: who leads first (START-2)."""
    return [Event(first, "start", state.leader, text("practice-start", seat=state.leader), ("START-2",),
                  situation=state.sit)]


def narrate(before: GameState, action: GameAction, verdict: Verdict, after: GameState, first: int,
            reader: int | None = None) -> list[Event]:
    """The events of ``action`` (ruled ``verdict``), taken in ``before`` and giving ``after``.

    A decline is narrated only when the reader made it (a bot's "no burn" is silence)."""
    out: list[tuple[str, int | None, dict[str, str], tuple[str, ...]]] = []
    seat = getattr(action, "seat", None)
    if isinstance(action, Burn):
        owner = before.sit.trick_state.top_seat
        sets = " | ".join(str(p) for p in action.sets)
        if verdict.burn == "failed":
            out.append(("burn", seat, verdict.message, verdict.clauses))
        else:
            msg = {lang: text("practice-burn-declared", seat=seat, owner=owner, sets=cards_in(sets, lang),
                              n=len(action.sets))[lang] for lang in LANGS}
            out.append(("burn", seat, msg, ("BURN-1", "BURN-3")))
    elif not isinstance(action, Decline) or seat == reader:
        out.append(("action", seat, verdict.message, verdict.clauses))
    if (isinstance(action, PlayAction) and before.phase == PLAY and verdict.play is not None
            and verdict.play.gouji and verdict.legal and not before.sit.melee):   # GOUJI-4: none binds in the melee
        msg = {lang: text("practice-gouji-answer", seat=seat, responders=seats_text(verdict.responders)[lang],
                          burners=seats_text(verdict.burners)[lang])[lang] for lang in LANGS}
        out.append(("gouji", seat, msg,
                    ("GOUJI-2", "BURN-1")))
    # the burner's sets played automatically after a declaration or an answer window
    if before.log is not None and after.log is not None:
        for entry in after.log[len(before.log):]:
            who, cards = entry.get("seat"), entry.get("play")
            if entry.get("burn") is True and isinstance(cards, str) and isinstance(who, int):
                out.append(("burn-set", who, {lang: text("practice-burn-set", seat=who, play=cards_in(cards, lang))[lang]
                                              for lang in LANGS}, ("BURN-3",)))
    out += _yield_skips(action, after)
    out += _burn_outcome(before, action, after)
    out += _trick_and_places(before, action, after)
    return [Event(first + i, kind, s, msg, clauses, s == reader and reader is not None and i == 0,
                  situation=after.sit) for i, (kind, s, msg, clauses) in enumerate(out)]


def _yield_skips(action: GameAction, after: GameState
                 ) -> list[tuple[str, int | None, dict[str, str], tuple[str, ...]]]:
    """After a yield (TURN-5), the seats it hands the turn to that may not act and are passed
    over, each with the judge's sentence for why (issue 24, branch teach): without them the
    log would jump from the yield back to the yielder.

    >>> _yield_skips(Pass(4), None)         # not a yield: nothing to add  # type: ignore[arg-type]
    []
    """
    if not isinstance(action, Yield) or after.phase != PLAY:
        return []
    sit = after.sit
    out: list[tuple[str, int | None, dict[str, str], tuple[str, ...]]] = []
    for seat in sit.skipped():
        fault = sit.beat_fault(seat)
        if fault is None:
            continue
        why = worded(sit, seat, fault)
        out.append(("skipped", seat, {lang: text("practice-skipped", seat=seat, why=why[lang])[lang]
                                      for lang in LANGS}, ("TURN-5",) + fault.clauses))
    return out


def _burn_outcome(before: GameState, action: GameAction, after: GameState
                  ) -> list[tuple[str, int | None, dict[str, str], tuple[str, ...]]]:
    """A burn that ended with this action: succeeded (BURN-3), released (BURN-4) or failed (BURN-5)."""
    c0, c1 = before.counters, after.counters
    burn = before.burn if before.burn is not None else after.burn
    if c1[BURNS_SUCCEEDED] > c0[BURNS_SUCCEEDED]:
        if burn is None and isinstance(action, Burn):
            burner, owner, n = action.seat, before.sit.trick_state.top_seat, len(action.sets)
        else:
            assert burn is not None
            burner, owner, n = burn.burner, burn.burned, len(burn.sets)
        return [("burn-outcome", burner, text("burn-succeeded", seat=burner, sets=n, owner=owner),
                 ("BURN-3",))]
    if c1[BURNS_RELEASED] > c0[BURNS_RELEASED] and before.phase == ANSWER and before.burn is not None:
        return []          # the judge's sentence for the answer already says "burn released"
    if c1[BURNS_FAILED] > c0[BURNS_FAILED] and not isinstance(action, Burn):
        return [("burn-outcome", getattr(action, "seat", None), text("burn-failed-last", seat=action.seat),
                 ("BURN-5", "END-2"))]
    return []


def _trick_and_places(before: GameState, action: GameAction, after: GameState
                      ) -> list[tuple[str, int | None, dict[str, str], tuple[str, ...]]]:
    out: list[tuple[str, int | None, dict[str, str], tuple[str, ...]]] = []
    s0, s1 = before.sit, after.sit
    for seat in s1.finished[len(s0.finished):]:
        out.append(("finished", seat, text("w-walk-finished", seat=seat, place=s1.finished.index(seat) + 1),
                    ("END-1",)))
    if after.phase == OVER:
        places = after.places()
        sc = after.score()
        if places is not None and sc is not None:
            scores = ", ".join(f"{s}: {sc.seats[s]:+d}" for s in places)
            out.append(("over", None, text("practice-over", places=" ".join(map(str, places)), scores=scores),
                        ("END-1", "SCORE-1")))
        return out
    closed_now = s1.trick_state.top is not None and s1.is_closed() and not (s0.trick_state.top is not None and s0.is_closed())
    if closed_now and after.phase == PLAY and not isinstance(action, Pass):
        leader, top_seat = s1.leader(), s1.trick_state.top_seat
        if leader is not None and leader != top_seat:
            out.append(("wind", leader, text("practice-wind", seat=leader, owner=top_seat), ("TURN-8",)))
        elif leader is not None:
            out.append(("trick-over", leader, text("w-walk-trick-over", seat=leader), ("TURN-6",)))
    return out


__all__ = ["Event", "narrate", "start_events"]
