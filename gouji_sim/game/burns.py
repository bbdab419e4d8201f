"""Burns in the game's flow (RULEBOOK BURN-1..5): who is asked, the answers to a burning set.

Plain functions of the table (:class:`~gouji_sim.core.situation.Situation`) and the burn in
progress; :class:`~gouji_sim.game.state.GameState` calls them from its one dispatcher
(:meth:`~gouji_sim.game.state.GameState._advance`). Whether a burn may be declared, what it
needs and how it ends are the core's (:mod:`gouji_sim.core.burn`). The flow decided here:

* **Burn declarations** (BURN-1/2). After every gouji play (a lead, a beat, or an answer
  that released a burn; in the melee only TURN-9's dead gouji play, as the core decides),
  each seat in the core's :meth:`~Situation.burners` order (those :meth:`~Situation.burn_fault`
  allows) whose cards allow one (:func:`~gouji_sim.core.burn.plan_burn`) gets a burn-or-decline
  decision, before the turn passes on (:func:`burn_window`). The first to declare burns; the
  window then closes. A seat whose cards cannot burn is not asked (it could only fail). The
  declared burn is the planner's sequence (the fewest sets). A seat of
  :attr:`~gouji_sim.game.state.GameState.asked` (a reader at the practice table who asks for
  every burn chance) is asked whenever the core lets it burn, cards or not: with cards that
  cannot burn it can only decline, and its decline changes nothing.
* **Playing a burn** (BURN-3/4). The burner's sets are played one at a time without further
  decisions. After each set but the last, every seat that :func:`~gouji_sim.core.burn.answerers`
  names and whose cards can beat the set, in that order, may answer it with any beating play
  or decline (:func:`answer_window`; a seat of ``asked`` that
  :func:`~gouji_sim.core.burn.answerers` names is asked even when its cards cannot answer). The
  first answer releases the burn (BURN-5): the answer is an ordinary play on top and the
  trick goes on from it as the core says — unless it is a burn back (反烧), which is a whole
  burn of its own (BURN-4, v5; :func:`~gouji_sim.core.burn.reburn_sets`): the answer is its first
  set, the rest of the answerer's hand follows set by set with its own answer windows. An
  answer from a seat that may only burn back and cannot burn back whole is refused; a table
  that holds a player to PLAY-6 takes it as a wrong follow, and the burn goes on. If no set is answered, the burner plays out and
  finishes (succeeded); the trick goes on from its last set, as the core's
  :meth:`~Situation.to_move` says. A checked answer is ruled on by
  :func:`~gouji_sim.core.burn.judge_burn` with that response (:func:`judge_answer`).
* **A failed burn** (烧糊, BURN-5, END-2). Bots only declare planned burns, which cannot fail;
  a failing declaration given to :meth:`GameState.apply <gouji_sim.game.state.GameState.apply>`
  is ruled ``failed`` by the judge and taken: the burner stops playing (it sits out like a
  revolutionary, so its opposite becomes headless) and is placed last among those not yet
  finished, a later failure below an earlier one. Others still holding a burn decision on
  the same play keep it.

>>> from gouji_sim.core.cards import Hand
>>> from gouji_sim.core.rules import Rules
>>> sit = Situation.build(Rules(), hands={s: Hand.parse("5 6") for s in range(1, 7)})
>>> out_of_turn_burners(sit, current=1)        # nothing on the table: no burn
()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from ..core.frozen import picklable
from ..core.actions import Burn, Pass, PlayAction, Response, Yield
from ..core.burn import answer_is_legal, answerers, judge_burn, may_burn, plan_burn_unchecked as plan_burn, response_fault
from ..core.checks import Fault, as_play
from ..core.messages import text
from ..core.judge import may_pass, may_yield
from ..core.moves import beating_plays_unchecked as beating_plays, can_beat, hand_plays_unchecked as hand_plays
from ..core.play import Play
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import SEATS
from ..core.verdict import Verdict
from .common import refuse
from .decisions import AskWind, GameAction
from .wind import may_ask


@dataclass(frozen=True, slots=True)
class BurnInProgress:
    """A declared burn being played: who burns whom, the planned sets, and the situation
    before the first set (the judge rules on answers from there)."""

    burner: int
    burned: int
    sets: tuple[Play, ...]
    base: Situation


# --- declaring a burn (BURN-1/2) ---
def burn_window(sit: Situation, rules: Rules, asked: frozenset[int]) -> tuple[tuple[int, ...], dict[int, tuple[Play, ...]]]:
    """After a gouji play: the seats asked to burn or decline, in the core's order, and the
    planner's sets for each seat whose cards allow a burn (BURN-1/2)."""
    top = sit.trick_state.top
    assert top is not None
    plans: dict[int, tuple[Play, ...]] = {}
    pending: list[int] = []
    for seat in sit.burners():                       # sit.burners(): no burn_fault
        hand = sit.hand(seat)
        if hand is not None and may_burn(hand):
            plan = plan_burn(hand, top, rules)
            if plan.possible:
                plans[seat] = plan.sets
        if seat in plans or seat in asked:
            pending.append(seat)
    return tuple(pending), plans


def out_of_turn_burners(sit: Situation, current: int | None) -> tuple[int, ...]:
    """In ordinary turns, the seats other than ``current`` that may declare a burn now
    (BURN-1 "ahead of the opposite's turn", TURN-3's exception): those the burn rules do not
    bar (:meth:`~Situation.burn_fault`)."""
    if sit.trick_state.top is None:
        return ()
    return tuple(s for s in SEATS if s != current and sit.burn_fault(s) is None)


def burn_action(sit: Situation, rules: Rules, seat: int) -> Burn | None:
    """In ordinary turns, the burn ``seat`` may declare now: the planner's (fewest sets)
    when :meth:`~Situation.burn_fault` allows the seat and its cards allow a burn."""
    top = sit.trick_state.top
    hand = sit.hand(seat)
    if top is None or hand is None or sit.burn_fault(seat) is not None or not may_burn(hand):
        return None
    plan = plan_burn(hand, top, rules)
    return Burn(seat, plan.sets) if plan.possible else None


# --- a seat's options in its ordinary turn (the state's and an observation's) ---
#: each seat's pass and yield, made once (immutable values: a step's options build none)
_PASSES: dict[int, Pass] = {s: Pass(s) for s in SEATS}
_YIELDS: dict[int, Yield] = {s: Yield(s) for s in SEATS}


def turn_plays(sit: Situation, rules: Rules, seat: int) -> list[Play]:
    """The plays ``seat``, whose ordinary turn it is, may make: any lead of its hand when
    the trick is new or closed (PLAY-1..5, TURN-1); else the plays that beat the top when its
    position entitles it (:meth:`~Situation.beat_fault`; BEAT-1..3). Only ``seat``'s own cards
    and the table's positions are read: :class:`~gouji_sim.game.state.GameState` and an
    :class:`~gouji_sim.game.observation.Observation`'s masked table give the same."""
    hand = sit.hand(seat)
    assert hand is not None
    st = sit.trick_state
    if st.top is None or sit.is_closed():
        return list(hand_plays(hand, rules))
    if sit.beat_fault(seat) is not None:
        return []
    return list(beating_plays(hand, st.top, rules))


def turn_actions(sit: Situation, rules: Rules, seat: int, refused: frozenset[tuple[int, int]]) -> list[GameAction]:
    """``seat``'s other legal actions in its ordinary turn: pass (TURN-4), yield (TURN-5), the
    burn its cards allow (BURN-1, :func:`burn_action`), a request to lead afresh (TURN-8 v5,
    ``refused``: the requests refused this deal); none on a new or closed trick. Like
    :func:`turn_plays`, it reads only ``seat``'s cards and the positions."""
    st = sit.trick_state
    if st.top is None or sit.is_closed():
        return []
    out: list[GameAction] = [_PASSES[seat]] if may_pass(sit, seat) else []
    if may_yield(sit, seat):
        out.append(_YIELDS[seat])
    if st.gouji:     # a burn declared in turn (BURN-1): only on a gouji play (burn_fault refuses others first)
        burn = burn_action(sit, rules, seat)
        if burn is not None:
            out.append(burn)
    if rules.wind == "by_consent" and may_ask(sit, rules, seat, refused):  # TURN-8 v5
        out.append(AskWind(seat))
    return out


# --- answering a burning set (BURN-4/5) ---
def judge_answer(burn: BurnInProgress, k: int, action: GameAction) -> Verdict:
    """The ruling on ``action`` as an answer to set ``k`` (1-based) of ``burn``: legal when
    the burn judge says it releases the burn there (:func:`~gouji_sim.core.burn.judge_burn`); a
    refused answer says why, in the burn judge's words and clauses
    (:func:`~gouji_sim.core.burn.response_fault`: the seat is not entitled, BURN-4; the play does
    not beat the set, BEAT; …)."""
    seat = action.seat
    piece = burn.sets[k - 1]
    if isinstance(action, PlayAction):
        play = as_play(action.play)
        if isinstance(play, Play):
            response = Response(k, seat, play)
            v = judge_burn(burn.base, Burn(burn.burner, burn.sets, (response,)))
            if v.burn == "released" and v.burn_sets[k - 1].answered_by == seat:
                return v
        fault = play if isinstance(play, Fault) else response_fault(burn.base, Burn(burn.burner, burn.sets), response)
        if fault is not None:
            v = refuse("cannot-answer", tuple(dict.fromkeys(("BURN-4",) + fault.clauses)),
                       {lang: text("game-cannot-answer", seat=seat, k=k, set=piece, play=action.play,
                                   why=fault.message[lang])[lang] for lang in ("zh", "en")}, seat)
            # BURN-4 (v5): a reburn that is not whole is a wrong follow (PLAY-6); the burn goes on
            return v.replace(turn="passes-on") if fault.reason == "cannot-reburn" else v
    return refuse("cannot-answer", ("BURN-4",), text("game-answer-or-decline", seat=seat, k=k, set=piece), seat)


def answers(sit: Situation, rules: Rules, burn: BurnInProgress, k: int, seat: int) -> Iterator[Play]:
    """The plays with which ``seat`` may answer set ``k`` of ``burn`` (BURN-4), as the judge
    rules on each (:func:`judge_answer`; asked through :func:`~gouji_sim.core.burn.answer_is_legal`,
    which builds no verdict)."""
    hand = sit.hand(seat)
    assert hand is not None
    declared = Burn(burn.burner, burn.sets)
    for play in beating_plays(hand, burn.sets[k - 1], rules):
        if answer_is_legal(burn.base, declared, Response(k, seat, play)):
            yield play


def answer_window(sit: Situation, rules: Rules, burn: BurnInProgress, k: int,
                  asked: frozenset[int]) -> tuple[int, ...]:
    """After set ``k`` of ``burn`` (not its last): the seats asked to answer or decline, in
    :func:`~gouji_sim.core.burn.answerers`' order — those whose cards can answer, and seats of
    ``asked`` whatever their cards."""
    piece = burn.sets[k - 1]
    return tuple(x for x in answerers(sit, burn.burner, burn.burned)
                 if x in asked or (can_beat(sit.hand(x), piece, rules)  # type: ignore[arg-type]
                                   and next(answers(sit, rules, burn, k, x), None) is not None))


picklable(BurnInProgress)


__all__ = ["BurnInProgress", "answer_window", "answers", "burn_action", "burn_window", "judge_answer",
           "out_of_turn_burners", "turn_actions", "turn_plays"]
