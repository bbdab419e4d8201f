"""Hints for the reader of a practice hand, and the words for the reader's choices.

Every hint is a fact of the core (:mod:`gouji_sim.practice.hints`: the legal plays, whether
the reader's position and cards can burn the gouji play on top, who acts next, what the
strong bot would do and why — in the coach's words, as a review's mark says it —, a decision
against a habit of chapter 13), worded here from the catalogue in both languages; the judge's
and the planner's own sentences are passed on as they are. Every fact is read from the
reader's observation (:meth:`Practice.seen <gouji_sim.practice.session.Practice.seen>`),
never from the full state: a hint cannot name a card the reader may not know.

>>> from gouji_sim.practice import Practice
>>> h = hints(Practice(seed=5, seat=1))
>>> h["plays"]["count"] > 0, h["burn"]["possible"], h["next"]["seat"]
(True, False, 1)
>>> h["bot"]["message"]["en"].startswith("The strong bot would play")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..game.codec import encode
from ..core.actions import Burn, Pass, PlayAction, Yield
from ..core.errors import GoujiError
from ..game.decisions import AskWind, Bet, Buy, Consent, GameAction, Meld, Redeal, Revolution
from ..game.observation import Observation
from ..core.messages import LANGS, cards_in, seats_text, text
from ..practice import hints as facts
from ..core.judge import worded
from ..practice.hints import HABITS, BotMove
from ..bots.coach import REASONS
from .narration import event_view

if TYPE_CHECKING:
    from ..practice.session import Practice

#: The most plays a hint lists (a lead may have hundreds; the count is always given).
MAX_LISTED = 40

_DECLINES = {f"practice-opt-decline-{p}" for p in ("burn", "answer", "start", "meld", "bet", "blind")}


def option_words(action: GameAction, phase: str) -> dict[str, str]:
    """The label of one of the reader's choices (:meth:`Practice.options`).

    >>> from gouji_sim.game.decisions import Decline
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
    if isinstance(action, AskWind):                      # TURN-8 v5
        return text("practice-opt-wind")
    if isinstance(action, Consent):
        return text("practice-opt-agree" if action.yes else "practice-opt-refuse")
    return text(f"practice-opt-decline-{phase}" if f"practice-opt-decline-{phase}" in _DECLINES
                else "practice-opt-decline")


def hints(p: "Practice") -> dict[str, Any]:
    """The hints for the reader now: ``plays``, ``burn``, ``next``, ``bot`` and ``yield`` (each
    with a ``message`` in both languages), all ``None`` when nobody reads the hand or it is
    over; ``yield`` is ``None`` too outside the reader's turn with a play on top."""
    view = p.seen()
    f = facts.hint_facts(view)
    if f is None or view is None:
        return {"plays": None, "burn": None, "next": None, "bot": None, "yield": None}
    shown = [str(x) for x in f.plays[:MAX_LISTED]]
    if f.mine and f.decides_with_cards():
        listed = " | ".join(shown) or "—"
        msg = {lang: text("practice-hint-plays", n=len(f.plays), plays=cards_in(listed, lang))[lang] for lang in LANGS}
    else:
        msg = text("practice-hint-no-plays")
    plays_hint = {"count": len(f.plays), "shown": shown, "more": max(0, len(f.plays) - MAX_LISTED),
                  "options": [option_words(o, f.phase) for o in f.options], "message": msg,
                  "all_by_cards": f.all_by_cards}
    # the burn: position first (BURN-1/6, GOUJI-4), then the cards (the planner)
    burn: dict[str, Any] = {"possible": False, "sets": [], "clauses": []}
    if f.gouji_top is None:
        burn["message"] = text("practice-hint-no-gouji")
    elif f.barrier is not None:
        clauses, reason = f.barrier
        burn["message"] = {lang: text("burn-not-allowed", seat=f.seat, why=reason[lang])[lang] for lang in LANGS}
        burn["clauses"] = list(clauses)
    elif f.plan is not None:
        burn.update(possible=f.plan.possible, sets=[str(x) for x in f.plan.sets], message=dict(f.plan.message),
                    clauses=["BURN-3"] if f.plan.possible else ["BURN-3", "BURN-5"])
    # who acts next, and why (the judge's sentence on the last action)
    why = next((dict(event_view(e).message) for e in reversed(p.events) if e.kind in ("action", "burn", "start")),
               None)
    phase = text(f"game-phase-{f.phase}")
    names = {"responders": seats_text(f.responders), "burners": seats_text(f.burners)}
    nxt = {lang: text("practice-hint-next", seat=f.next_seat, phase=phase[lang], responders=names["responders"][lang],
                      burners=names["burners"][lang])[lang] for lang in LANGS}
    return {"plays": plays_hint, "burn": burn, "bot": bot_words(f.bot, f.phase) if f.bot is not None else None,
            "yield": yield_words(view, f),
            "next": {"seat": f.next_seat, "phase": f.phase, "responders": list(f.responders),
                     "burners": list(f.burners), "message": nxt, "why": why}}


def yield_words(view: Observation, f: facts.HintFacts) -> dict[str, Any] | None:
    """The yield hint: when the game offers a yield (TURN-5), what it does and when it helps;
    else, in the reader's turn with a play on top, the judge's reason why not; else ``None``
    (``view``: what the reader's seat sees)."""
    sit = facts.seen_only(view).sit
    if f.may_yield and f.gouji_top is not None:     # the next two may only pass: it changes nothing
        return {"possible": True, "helps": False, "clauses": ["TURN-5", "GOUJI-2"],
                "message": text("practice-hint-yield-gouji", owner=sit.trick_state.top_seat, top=sit.trick_state.top)}
    if f.may_yield:
        return {"possible": True, "helps": True, "clauses": ["TURN-5"],
                "message": text("practice-hint-yield", owner=sit.trick_state.top_seat, top=sit.trick_state.top)}
    if f.yield_fault is None:
        return None
    why = worded(sit, f.seat, f.yield_fault)
    return {"possible": False, "clauses": list(f.yield_fault.clauses),
            "message": {lang: text("practice-hint-no-yield", why=why[lang])[lang] for lang in LANGS}}


# --- hints that teach ---

def bot_words(move: BotMove, phase: str) -> dict[str, Any]:
    """The strong bot's move as a hint: the action as data (``cards`` for a play), its rule's
    name (``rule``), the coach's ``reason`` for it (``None`` when there is none: the rule then
    says why) and the ``clauses`` of what is said, and one line — the bot (``practice-bots-<name>``),
    the action and why: the coach's words for the reason (``review-why-<reason>``, as a
    review's mark says it, :mod:`gouji_sim.view.review_view`), else the rule's (``bot-rule-<name>``).

    >>> from gouji_sim.practice.hints import BotMove
    >>> from gouji_sim.core.play import Play
    >>> h = bot_words(BotMove(1, PlayAction(1, Play.parse("3 3")), "lead-low", ("TURN-1",), "lead-low"), "play")
    >>> h["message"]["en"]
    'The strong bot would play 3 3. Why: Lead low first: keep the high cards to win the lead back.'
    >>> " ".join(h["clauses"]), h["reason"]
    ('TURN-1', 'lead-low')
    """
    action = move.action
    if isinstance(action, PlayAction):
        cards: str | None = str(action.play)
        did = {lang: text("practice-hint-bot-play", play=cards_in(str(action.play), lang))[lang] for lang in LANGS}
    else:
        label = option_words(action, phase)
        did = {lang: text("practice-hint-bot-option", option=label[lang])[lang] for lang in LANGS}
        cards = None
    if move.reason is not None:
        why, clauses = text(f"review-why-{move.reason}"), REASONS[move.reason]
    else:
        why, clauses = text(f"bot-rule-{move.rule}"), move.clauses
    bot = text(f"practice-bots-{move.bot}")
    return {"rule": move.rule, "reason": move.reason, "clauses": list(clauses), "action": encode(action),
            "cards": cards, "message": {lang: text("practice-hint-bot", bot=bot[lang], action=did[lang],
                                                   why=why[lang])[lang] for lang in LANGS}}


def bot_hint(view: Observation) -> dict[str, Any] | None:
    """What the strong bot would do for ``view``'s seat now (its observation) and why, in one line
    (:func:`gouji_sim.practice.hints.bot_move`, worded by :func:`bot_words`); ``None`` when it
    is not that seat's turn.

    >>> from gouji_sim.practice import Practice
    >>> h = bot_hint(Practice(seed=5, seat=1).seen())
    >>> h["rule"], h["reason"], h["clauses"], h["message"]["en"].startswith("The strong bot would play")
    ('beat-smallest', 'keep-big', ['GOUJI-2', 'BURN-4'], True)
    """
    move = facts.bot_move(view)
    return None if move is None else bot_words(move, view.phase)


def selection_hint(p: "Practice", cards: str) -> dict[str, Any]:
    """The judge's ruling on the reader's selected ``cards`` before they are played (nothing
    changes): ``legal``, the judge's sentence and its clauses — a refused move's clause before
    the reader commits to it.

    >>> from gouji_sim.practice import Practice
    >>> h = selection_hint(Practice(seed=5, seat=1), "3 4")
    >>> h["legal"], h["clauses"]
    (False, ['PLAY-1', 'PLAY-6'])
    """
    ruled = facts.selection_ruling(p, cards)
    if ruled is None:
        code = "practice-hint-selection-none" if not cards.strip() else "practice-hint-no-plays"
        return {"legal": None, "clauses": [], "message": text(code)}
    if isinstance(ruled, GoujiError):
        return {"legal": False, "clauses": ["CARD-3"], "message": {"zh": ruled.zh, "en": ruled.en}}
    code = "practice-hint-selection-legal" if ruled.legal else "practice-hint-selection-illegal"
    return {"legal": ruled.legal, "clauses": list(ruled.clauses),
            "message": {lang: text(code, why=ruled.message[lang])[lang] for lang in LANGS}}


def doubt(before: Observation, action: GameAction) -> dict[str, Any] | None:
    """A legal decision of the reader that goes against a habit of chapter 13
    (:func:`gouji_sim.practice.hints.doubt`), with the clauses it touches and its sentence
    (``practice-doubt-<habit>``); ``None`` when there is nothing to say. ``before``: what the
    reader's seat saw before the decision.

    >>> from gouji_sim.practice import Practice
    >>> p = Practice(seed=5, seat=1)
    >>> doubt(p.seen(), Pass(1)) is None
    True
    """
    habit = facts.doubt(before, action)
    if habit is None:
        return None
    code = f"practice-doubt-{habit}"
    return {"code": code, "clauses": list(HABITS[habit]), "title": text("practice-doubt-title"), "message": text(code)}


__all__ = ["MAX_LISTED", "bot_hint", "bot_words", "doubt", "hints", "option_words", "selection_hint"]
