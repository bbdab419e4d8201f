"""Hints for the reader of a practice hand, and the words for the reader's choices.

Every hint is an answer of the core, worded from the catalogue: the plays that are legal now
(the game's :meth:`~gouji_sim.game.state.GameState.legal_plays`, built on
:class:`~gouji_sim.moves.LegalPlays`' generators), whether the reader's hand could burn the
gouji play on the table (:func:`~gouji_sim.burn.burn_barrier` for the position, then the
planner :func:`~gouji_sim.burn.plan_burn` for the cards), and who may act next and why (the
situation's :meth:`~gouji_sim.situation.Situation.responders` and
:meth:`~gouji_sim.situation.Situation.burners`, and the judge's sentence on the last action).

>>> from gouji_sim.practice import Practice
>>> h = hints(Practice(seed=5, seat=1))
>>> h["plays"]["count"] > 0, h["burn"]["possible"], h["next"]["seat"]
(True, False, 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Burn, Pass, Yield
from ..burn import burn_barrier, plan_burn
from ..game.decisions import Bet, Buy, Decline, GameAction, Meld, Redeal, Revolution
from ..messages import LANGS, cards_in, seats_text, text
from ..moves import LegalPlays

if TYPE_CHECKING:
    from .session import Practice

#: The most plays a hint lists (a lead may have hundreds; the count is always given).
MAX_LISTED = 40


def option_words(action: GameAction, phase: str) -> dict[str, str]:
    """The label of one of the reader's choices (:meth:`Practice.options`).

    >>> option_words(Pass(1), "play")["en"], option_words(Decline(1), "burn")["en"]
    ('Pass', "Don't burn")
    """
    if isinstance(action, Pass):
        return text("practice-opt-pass")
    if isinstance(action, Yield):
        return text("practice-opt-yield")
    if isinstance(action, Burn):
        sets = " | ".join(str(p) for p in action.sets)
        return {lang: text("practice-opt-burn", sets=cards_in(sets, lang))[lang] for lang in LANGS}
    if isinstance(action, Revolution):
        return text("practice-opt-revolution")
    if isinstance(action, Redeal):
        return text("practice-opt-redeal")
    if isinstance(action, Meld):
        return text("practice-opt-meld", ranks=" ".join(map(str, action.ranks)))
    if isinstance(action, Bet):
        return text(f"practice-opt-bet-{action.kind}")
    if isinstance(action, Buy):
        return text("practice-opt-buy", seller=action.seller, pay=action.pay.symbol)
    return text(f"practice-opt-decline-{phase}" if f"practice-opt-decline-{phase}" in _DECLINES
                else "practice-opt-decline")


_DECLINES = {f"practice-opt-decline-{p}" for p in ("burn", "answer", "start", "meld", "bet", "blind")}


def hints(p: "Practice") -> dict[str, Any]:
    """The three hints for the reader now: ``plays``, ``burn`` and ``next`` (each with a
    ``message`` in both languages)."""
    state = p.state
    if state is None or p.seat is None:
        return {"plays": None, "burn": None, "next": None}
    seat, sit = p.seat, state.sit
    hand = state.hand(seat)
    mine = state.current_player() == seat
    plays = state.legal_plays() if mine else []
    top = sit.trick_state.top if not sit.is_closed() else None
    shown = [str(x) for x in plays[:MAX_LISTED]]
    others = [option_words(o.action, state.phase) for o in p.options()] if mine else []
    if mine and state.phase in ("play", "answer"):
        listed = " | ".join(shown) or "—"
        msg = {lang: text("practice-hint-plays", n=len(plays), plays=cards_in(listed, lang))[lang] for lang in LANGS}
    else:
        msg = text("practice-hint-no-plays")
    plays_hint = {"count": len(plays), "shown": shown, "more": max(0, len(plays) - MAX_LISTED),
                  "options": others, "message": msg,
                  "all_by_cards": LegalPlays(hand, top, p.rules).count() if top is not None else None}
    # the burn: position first (BURN-1/6, GOUJI-4), then the cards (the planner)
    gouji_top = sit.trick_state.top if sit.trick_state.gouji else None
    burn: dict[str, Any] = {"possible": False, "sets": [], "clauses": []}
    if gouji_top is None or sit.trick_state.top_seat is None:
        burn["message"] = text("practice-hint-no-gouji")
    else:
        barrier = burn_barrier(sit, seat)
        if barrier is not None:
            clauses, reason = barrier
            burn["message"] = {lang: text("burn-not-allowed", seat=seat, why=reason[lang])[lang] for lang in LANGS}
            burn["clauses"] = list(clauses)
        else:
            plan = plan_burn(hand, gouji_top, p.rules)
            burn.update(possible=plan.possible, sets=[str(x) for x in plan.sets], message=dict(plan.message),
                        clauses=["BURN-3"] if plan.possible else ["BURN-3", "BURN-5"])
    # who acts next, and why
    who = state.current_player()
    why: dict[str, str] | None = next((e.message for e in reversed(p.events)
                                       if e.kind in ("action", "burn", "start")), None)
    phase = text(f"game-phase-{state.phase}")
    names = {k: seats_text(v) for k, v in (("responders", sit.responders()), ("burners", sit.burners()))}
    nxt = {lang: text("practice-hint-next", seat=who, phase=phase[lang], responders=names["responders"][lang],
                      burners=names["burners"][lang])[lang] for lang in LANGS}
    return {"plays": plays_hint, "burn": burn,
            "next": {"seat": who, "phase": state.phase, "responders": list(sit.responders()),
                     "burners": list(sit.burners()), "message": nxt, "why": why}}


__all__ = ["MAX_LISTED", "hints", "option_words"]
