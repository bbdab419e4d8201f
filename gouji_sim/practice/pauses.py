"""What the practice table asks the reader when it pauses.

The table pauses wherever :meth:`~gouji_sim.game.state.GameState.current_player` is the
reader's seat — the state's answer, never a bot's. Besides the ordinary turns, the state
gives the reader a burn window (BURN-1: a gouji play it may burn) or an answer window of a
burn (BURN-4) when its cards can burn or answer there; with the session's
``every_burn_chance`` the reader's seat is one of the state's ``asked`` seats, and the state
gives it every such window the rules open to it, whatever its cards. This module only says,
for the page, what that pause is about, from the game's and the core's own answers:

* ``kind``: ``"burn"`` (a burn window), ``"answer"`` (a burning set to answer), ``"turn"``
  (an ordinary turn), ``"before"`` (the decisions before the first lead);
* ``burn``: when BURN-1 lets the reader burn the play on top now (in the window, or in turn
  facing a gouji play, :meth:`~gouji_sim.situation.Situation.burn_fault` ``None``): the
  planner's sets and the option that declares them, or — only with ``every_burn_chance`` —
  the planner's one line on why the cards cannot burn (:func:`~gouji_sim.burn.plan_burn`);
* ``yield_option``: the option that yields, when TURN-5 allows it (the game's list);
* ``message``: one line saying what is open, in both languages.

Nothing is decided here: every option is the game's (:meth:`GameState.other_actions`) and
every attempt goes to the judge.

>>> from gouji_sim.practice import Practice
>>> pause_of(Practice(5, 1))["kind"]
'turn'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Burn, Pass, Yield
from ..burn import SetList, plan_burn
from ..game.decisions import Decline, GameAction
from ..game.state import ANSWER, BURN, PLAY
from ..messages import LANGS, cards_in, text

if TYPE_CHECKING:
    from .session import Practice


def action_kind(action: GameAction) -> str:
    """The kind of one of the reader's options, as the page marks its control
    (``data-practice-action``): ``burn``, ``yield``, ``pass``, ``decline`` or ``other``.

    >>> action_kind(Yield(1)), action_kind(Decline(2))
    ('yield', 'decline')
    """
    if isinstance(action, Burn):
        return "burn"
    if isinstance(action, Yield):
        return "yield"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Decline):
        return "decline"
    return "other"


def _sets_words(sets: tuple[Any, ...] | list[Any]) -> dict[str, str]:
    joined = " | ".join(str(p) for p in sets)
    return {lang: cards_in(joined, lang) for lang in LANGS}


def pause_of(p: "Practice") -> dict[str, Any] | None:
    """What the reader is asked now (see the module's doc), or ``None`` when the hand is
    over, watched, or not waiting for the reader."""
    state, seat = p.state, p.seat
    if p.over or seat is None or state is None or state.current_player() != seat:
        return None
    options = p.options()
    index = {action_kind(o.action): o.index for o in options}
    sit = state.sit
    st = sit.trick_state
    phase = state.phase
    out: dict[str, Any] = {"kind": "before", "burn": None, "yield_option": index.get("yield"),
                           "decline_option": index.get("decline"), "message": text("practice-pause-before"),
                           "clauses": []}
    if phase == BURN:
        out.update(kind="burn", clauses=["BURN-1", "BURN-2"],
                   message=text("practice-pause-burn", owner=st.top_seat, top=st.top))
    elif phase == ANSWER:
        burn = state.burn
        assert burn is not None
        piece = burn.sets[state.burn_k - 1]
        can = bool(state.legal_plays())
        out.update(kind="answer", clauses=["BURN-4"],
                   message=text("practice-pause-answer" if can else "practice-pause-answer-cannot",
                                burner=burn.burner, k=state.burn_k, set=piece))
        return out
    elif phase == PLAY:
        out.update(kind="turn", message=text("practice-pause-turn"))
        if "yield" in index:
            out.update(message=text("practice-pause-yield", owner=st.top_seat), clauses=["TURN-5"])
    else:
        return out
    top = st.top
    hand = sit.hand(seat)
    if top is None or hand is None or sit.is_closed() or not st.gouji or sit.burn_fault(seat) is not None:
        return out                                     # BURN-1 does not let the reader burn now
    burns = [o for o in options if isinstance(o.action, Burn)]
    if not burns and not p.every_burn_chance:
        return out                                     # no burn these cards can make: no prompt
    if phase == PLAY and "yield" not in index:
        out.update(message=text("practice-pause-burn-in-turn", owner=st.top_seat, top=top),
                   clauses=["BURN-1", "TURN-3"])
    if burns:
        action = burns[0].action
        assert isinstance(action, Burn)
        out["burn"] = {"possible": True, "option": burns[0].index, "sets": [str(s) for s in action.sets],
                       "words": {lang: text("practice-opt-burn", sets=_sets_words(action.sets)[lang])[lang]
                                 for lang in LANGS},
                       "why": text("plan-ok", n=len(action.sets), sets=SetList(action.sets)),
                       "clauses": ["BURN-1", "BURN-3"]}
    else:                                              # asked at every burn chance: why not
        plan = plan_burn(hand, top, state.rules)
        out["burn"] = {"possible": False, "option": None, "sets": [],
                       "words": text("practice-burn-control-off"),
                       "why": dict(plan.message),
                       "clauses": ["BURN-3", "BURN-5"]}
    return out


__all__ = ["action_kind", "pause_of"]
