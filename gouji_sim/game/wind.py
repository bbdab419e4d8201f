"""接风 by consent (RULEBOOK TURN-8 v5, switch ``wind = by_consent``): the request and its answers.

Under ``wind = by_consent`` the player whose turn it is on an unbeaten last play — the play on
top is that of a player who has played out, and the trick is still open — may ask to lead
afresh (申请接风, :class:`~gouji_sim.game.decisions.AskWind`). Every other player still in the hand
answers yes or no in turn order (:class:`~gouji_sim.game.decisions.Consent`, :func:`answerers`):
all yes, and the trick ends — the asker leads a new one; the first no, and the trick goes on
where it stood and the asker plays or passes. A revolutionary sits the hand out, so it neither
asks nor answers. When nobody asks and all pass, the lead passes by 接风 as under ``automatic``.

Readings where the rulebook is silent (written down in the readings page):

* a player asks at most once on one last play (a refused asker plays or passes; the next
  player in turn may ask in its turn);
* the answers stop at the first no: the outcome is then settled;
* the last play that stood when all agreed has lived (GOUJI-5: the trick ended with it on top).

This module says who may ask and who answers, and rules on both (one fault function per
question); :class:`~gouji_sim.game.state.GameState` asks it, as it asks
:mod:`gouji_sim.game.burns` about burns.

>>> from gouji_sim.core.actions import PlayAction
>>> from gouji_sim.core.play import Play
>>> from gouji_sim.core.situation import Situation
>>> sit = Situation.build(Rules(wind="by_consent"), counts={1: 0, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5},
...                       finished=[1], trick=[PlayAction(1, Play.parse("9 9"))])
>>> ask_fault(sit, 2, 2, frozenset()) is None, answerers(sit, 2)
(True, (3, 4, 5, 6))
>>> ask_fault(sit, 2, 2, frozenset({(1, 2)})).reason, ask_fault(sit.replace(rules=Rules()), 2, 2, frozenset()).reason
('asked-already', 'wind-off')
"""

from __future__ import annotations

from ..core.checks import Fault
from .decisions import AskWind, Consent, GameAction
from ..core.messages import seats_text, text, worded
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import seats_from
from ..core.verdict import Verdict

CLAUSES = ("TURN-8",)


def last_play_owner(sit: Situation) -> int | None:
    """The player whose unbeaten last play is on top of an open trick, else ``None``."""
    st = sit.trick_state
    owner = st.top_seat
    if st.top is None or owner is None or owner not in sit.finished or sit.is_closed():
        return None
    return owner


def answerers(sit: Situation, asker: int) -> tuple[int, ...]:
    """Who answers ``asker``'s request, in turn order: every other player still in the hand."""
    return tuple(s for s in seats_from(asker) if sit.is_active(s))


def ask_fault(sit: Situation, seat: int, mover: int | None, refused: frozenset[tuple[int, int]]) -> Fault | None:
    """Why ``seat`` may not ask to lead afresh now (TURN-8 v5), or ``None``: the table plays
    ``wind = automatic``; it is not ``seat``'s turn (``mover``'s); the play on top is no
    unbeaten last play; ``seat`` was refused on this last play already (``refused`` holds
    ``(owner, asker)`` pairs)."""
    if sit.rules.wind != "by_consent":
        return Fault("wind-off", CLAUSES, text("game-wind-off"))
    if seat != mover:
        return Fault("not-your-turn", ("TURN-3",) + CLAUSES, text("game-wind-not-turn", seat=seat, next=mover or "-"))
    owner = last_play_owner(sit)
    if owner is None:
        return Fault("no-last-play", CLAUSES, text("game-wind-no-last-play", seat=seat))
    if (owner, seat) in refused:
        return Fault("asked-already", CLAUSES, text("game-wind-asked", seat=seat, owner=owner))
    return None


def may_ask(sit: Situation, rules: Rules, seat: int, refused: frozenset[tuple[int, int]]) -> bool:
    """Whether ``seat``, whose turn it is, may ask to lead afresh (:func:`ask_fault`); cheap
    under ``wind = automatic``."""
    return rules.wind == "by_consent" and ask_fault(sit, seat, seat, refused) is None


def rule_ask(action: GameAction, sit: Situation, mover: int | None, refused: frozenset[tuple[int, int]]) -> Verdict:
    """The verdict on a request to lead afresh (:func:`ask_fault`); legal, it names who answers first."""
    seat = action.seat
    fault = ask_fault(sit, seat, mover, refused)
    if fault is not None:
        return Verdict(False, fault.reason, fault.clauses, fault.message, next=mover)
    asked = answerers(sit, seat)
    msg = worded("game-ok-ask-wind", seat=seat, owner=last_play_owner(sit) or "-", answerers=seats_text(list(asked)))
    return Verdict(True, None, CLAUSES, msg, next=asked[0] if asked else seat)


def rule_answer(action: GameAction, asker: int, rest: tuple[int, ...]) -> Verdict:
    """The verdict on an answer to ``asker``'s request, the answerers after it being ``rest``:
    yes or no, nothing else (TURN-8 v5)."""
    seat = action.seat
    if not isinstance(action, Consent):
        return Verdict(False, "answer-wind", CLAUSES, text("game-wind-answer", seat=seat, asker=asker), next=seat)
    if not action.yes:
        return Verdict(True, None, CLAUSES, text("game-ok-refuse", seat=seat, asker=asker), next=asker)
    if rest:
        return Verdict(True, None, CLAUSES, text("game-ok-agree", seat=seat, asker=asker), next=rest[0])
    return Verdict(True, None, CLAUSES, text("game-ok-agree-all", seat=seat, asker=asker), next=asker)


def granted_lead(verdict: Verdict, asker: int) -> Verdict:
    """The judge's ruling on an action on the empty table after everyone agreed (TURN-8 v5):
    the judge knows a leader only as the hand's first (START-2), so a lead by another seat is
    worded here as the granted takeover it is; any other ruling is the judge's.

    >>> v = Verdict(False, "not-your-turn", ("START-2",), {"zh": "", "en": ""}, next=2)
    >>> granted_lead(v, 2).clauses, granted_lead(v, 2).message["en"]
    (('TURN-8',), 'Everyone agreed that seat 2 takes over the lead: seat 2 leads this trick.')
    """
    if verdict.legal or verdict.reason != "not-your-turn" or verdict.clauses != ("START-2",):
        return verdict
    return verdict.replace(clauses=CLAUSES, message=text("game-wind-granted-lead", asker=asker))


def answers(seat: int) -> list[GameAction]:
    """An answerer's options: agree or refuse."""
    return [Consent(seat, True), Consent(seat, False)]


__all__ = ["AskWind", "CLAUSES", "Consent", "answerers", "answers", "ask_fault", "granted_lead", "last_play_owner",
           "may_ask", "rule_answer", "rule_ask"]
