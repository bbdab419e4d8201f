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

from ..actions import Burn, Pass, PlayAction, Yield
from ..bots import BOT_RULES, HeuristicBot
from ..burn import burn_barrier, plan_burn
from ..cards import Hand
from ..errors import GoujiError
from ..game.state import ANSWER, BURN, PLAY, GameState
from ..play import Play
from ..table import same_team
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
        return {"plays": None, "burn": None, "next": None, "bot": None}
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
    return {"plays": plays_hint, "burn": burn, "bot": bot_hint(state, seat),
            "next": {"seat": who, "phase": state.phase, "responders": list(sit.responders()),
                     "burners": list(sit.burners()), "message": nxt, "why": why}}


# --- branch teach (issue 24 item 3): hints that teach ---

def bot_hint(state: GameState, seat: int) -> dict[str, Any] | None:
    """What the heuristic bot would do for ``seat`` now and its one-line reason: the bot's own
    decision (:meth:`gouji_sim.bots.HeuristicBot.decide`), the rule that made it worded after
    the habits of chapter 13 (``bot-rule-<name>``) and that rule's clauses; ``None`` when it is
    not ``seat``'s turn.

    >>> from gouji_sim.practice import Practice
    >>> h = bot_hint(Practice(seed=5, seat=1).state, 1)
    >>> h["rule"], h["clauses"], h["message"]["en"].startswith("The heuristic bot would play")
    ('beat-smallest', ['BEAT-1', 'BEAT-2'], True)
    """
    if state.is_over() or state.current_player() != seat:
        return None
    action, rule = HeuristicBot().decide(state)
    if isinstance(action, Play):
        did = {lang: text("practice-hint-bot-play", play=cards_in(str(action), lang))[lang] for lang in LANGS}
        as_dict: dict[str, Any] = PlayAction(seat, action).to_dict()
        cards = str(action)
    else:
        label = option_words(action, state.phase)
        did = {lang: text("practice-hint-bot-option", option=label[lang])[lang] for lang in LANGS}
        as_dict, cards = action.to_dict(), None
    why = text(f"bot-rule-{rule}")
    return {"rule": rule, "clauses": list(BOT_RULES[rule]), "action": as_dict, "cards": cards,
            "message": {lang: text("practice-hint-bot", action=did[lang], why=why[lang])[lang] for lang in LANGS}}


def selection_hint(p: "Practice", cards: str) -> dict[str, Any]:
    """The judge's ruling on the reader's selected ``cards`` before they are played (nothing
    changes): ``legal``, the judge's sentence and its clauses — a refused move's clause before
    the reader commits to it.

    >>> from gouji_sim.practice import Practice
    >>> h = selection_hint(Practice(seed=5, seat=1), "3 4")
    >>> h["legal"], h["clauses"]
    (False, ['PLAY-1', 'PLAY-6'])
    """
    if not cards.strip():
        return {"legal": None, "clauses": [], "message": text("practice-hint-selection-none")}
    if p.seat is None or p.state is None:
        return {"legal": None, "clauses": [], "message": text("practice-hint-no-plays")}
    try:
        action = PlayAction.of(p.seat, Hand.parse(cards))
    except GoujiError as err:
        return {"legal": False, "clauses": ["CARD-3"], "message": {"zh": err.zh, "en": err.en}}
    v = p.judge(action)
    code = "practice-hint-selection-legal" if v.legal else "practice-hint-selection-illegal"
    return {"legal": v.legal, "clauses": list(v.clauses),
            "message": {lang: text(code, why=v.message[lang])[lang] for lang in LANGS}}


def doubt(before: GameState, action: GameAction) -> dict[str, Any] | None:
    """A legal decision of the reader that goes against a habit of chapter 13, with the clause
    it touches (``None`` when there is nothing to say): beating a teammate's play, spending
    twos or jokers on a play that is not a gouji play, burning a teammate's gouji play,
    answering a teammate's burn, or not burning when the planner says the hand can burn an
    opponent's gouji play. ``before`` is the game before the decision.

    >>> from gouji_sim.practice import Practice
    >>> p = Practice(seed=5, seat=1)
    >>> doubt(p.state, Pass(1)) is None
    True
    """
    seat = getattr(action, "seat", None)
    if seat is None:
        return None
    sit = before.sit
    st = sit.trick_state
    code, clauses = None, ()  # type: tuple[str | None, tuple[str, ...]]
    if isinstance(action, PlayAction) and before.phase == PLAY and st.top is not None and not sit.is_closed():
        hand = before.hand(seat)
        if st.top_seat is not None and same_team(st.top_seat, seat) and st.top_seat != seat:
            code, clauses = "practice-doubt-teammate", ("TABLE-2", "TURN-2")
        elif not st.gouji and isinstance(action.play, Play) and action.play.size < len(hand) \
                and (action.play.twos or action.play.small or action.play.big):
            code, clauses = "practice-doubt-big", ("GOUJI-1", "BEAT-4")
    elif isinstance(action, PlayAction) and before.phase == ANSWER and before.burn is not None:
        if same_team(before.burn.burner, seat):
            code, clauses = "practice-doubt-answer-teammate", ("BURN-4",)
    elif isinstance(action, Burn) and st.top_seat is not None and same_team(st.top_seat, seat):
        code, clauses = "practice-doubt-burn-teammate", ("BURN-1",)
    elif before.phase == BURN and not isinstance(action, Burn) and st.top_seat is not None \
            and not same_team(st.top_seat, seat) and before.plans.get(seat):
        code, clauses = "practice-doubt-no-burn", ("BURN-1", "BURN-3")
    if code is None:
        return None
    return {"code": code, "clauses": list(clauses), "title": text("practice-doubt-title"), "message": text(code)}


__all__ = ["MAX_LISTED", "bot_hint", "doubt", "hints", "option_words", "selection_hint"]
