"""What a hint for the reader of a practice hand rests on, as facts.

Every fact is an answer of the core: the plays that are legal now (the game's
:meth:`~gouji_sim.game.state.GameState.legal_plays`, built on :class:`~gouji_sim.core.moves.LegalPlays`'
generators), whether the reader's position lets it burn the gouji play on the table
(:func:`~gouji_sim.core.burn.burn_barrier`) and whether its cards can (the planner
:func:`~gouji_sim.core.burn.plan_burn`), who acts next and who may beat or burn the top (the state
and the situation's :meth:`~gouji_sim.core.situation.Situation.responders` and
:meth:`~gouji_sim.core.situation.Situation.burners`), what the strong bot would do, by which of its
rules (:meth:`gouji_sim.bots.strong.StrongBot.decide`) and why in the coach's reasons (the reason
:func:`gouji_sim.bots.coach.classify` gives a review's mark, :func:`move_reason`),
whether the reader may yield now (the game's options) and else why not
(:func:`~gouji_sim.core.judge.yield_fault`), and a
legal decision that goes against a habit of chapter 13 (:data:`HABITS`). No sentence is written
here: :mod:`gouji_sim.view.hints_view` words these facts from the catalogue.

>>> from gouji_sim.practice import Practice
>>> f = hint_facts(Practice(seed=5, seat=1))
>>> len(f.plays) > 0, f.plan is None, f.next_seat, f.bot.rule
(True, True, 1, 'beat-smallest')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Burn, PlayAction, Yield
from ..bots.roster import BOT_RULES, HeuristicBot, StrongBot
from ..core.burn import BurnPlan, burn_barrier, plan_burn
from ..core.cards import Hand
from ..core.errors import GoujiError
from ..game.decisions import GameAction
from ..game.state import ANSWER, BURN, PLAY, GameState
from ..bots.heuristic import big_cards, play_cost
from ..core.judge import yield_fault
from ..core.moves import LegalPlays
from ..core.play import Play
from ..bots.coach import REVIEWED, classify
from ..bots.strong import STRONG_RULES
from ..core.situation import PositionFault
from ..core.table import same_team
from ..core.verdict import Verdict

if TYPE_CHECKING:
    from .session import Practice

#: The habits of chapter 13 a legal decision can go against, each with the clauses it touches:
#: beating a teammate's play (``teammate``), spending twos or jokers on a play that is not a
#: gouji play (``big``), answering a teammate's burn (``answer-teammate``), burning a
#: teammate's gouji play (``burn-teammate``), not burning an opponent's gouji play that the
#: planner says the hand can burn (``no-burn``).
HABITS: dict[str, tuple[str, ...]] = {
    "teammate": ("TABLE-2", "TURN-2"),
    "big": ("GOUJI-1", "BEAT-4"),
    "answer-teammate": ("BURN-4",),
    "burn-teammate": ("BURN-1",),
    "no-burn": ("BURN-1", "BURN-3"),
}


@dataclass(frozen=True)
class BotMove:
    """What the strong bot would do for ``seat`` now: the action (a play as a
    :class:`~gouji_sim.core.actions.PlayAction`), the name of the rule that chose it and that rule's
    clauses (:data:`gouji_sim.bots.strong.STRONG_RULES` or :data:`gouji_sim.bots.heuristic.BOT_RULES`),
    and ``reason``, why it beats the other choice a player would weigh — one of the coach's
    :data:`~gouji_sim.bots.coach.REASONS` (:func:`move_reason`) —, or ``None`` when there is no
    other choice to weigh or the coach names no reason (the rule then says why)."""

    seat: int
    action: GameAction
    rule: str
    clauses: tuple[str, ...]
    reason: str | None = None
    bot: str = "strong"


@dataclass(frozen=True)
class HintFacts:
    """The facts of the hints for the reader now (see the module's doc).

    ``mine``: it is the reader's decision; ``plays`` the legal plays then (else empty),
    ``options`` its other decisions; ``all_by_cards`` how many plays of its hand beat the top
    by cards alone (``None`` when no trick is open); ``gouji_top`` the gouji play on top (or
    ``None``), ``barrier`` why the reader's position may not burn it (clauses, the sentence of
    the position's fault) and ``plan`` the planner's answer when it may; ``next_seat`` and
    ``phase`` who decides next and in what, ``responders`` and ``burners`` who may beat and
    burn the top; ``bot`` the strong bot's move when it is the reader's decision;
    ``may_yield`` whether the game offers the reader a yield now (TURN-5), and when it does
    not, in the reader's turn with a play on top, ``yield_fault`` the judge's reason.
    """

    seat: int
    mine: bool
    phase: str
    plays: tuple[Play, ...]
    options: tuple[GameAction, ...]
    all_by_cards: int | None
    gouji_top: Play | None
    barrier: tuple[tuple[str, ...], dict[str, str]] | None
    plan: BurnPlan | None
    next_seat: int | None
    responders: tuple[int, ...]
    burners: tuple[int, ...]
    bot: BotMove | None
    may_yield: bool = False
    yield_fault: PositionFault | None = None


def hint_facts(p: "Practice") -> HintFacts | None:
    """The facts of the hints for the reader of ``p`` now; ``None`` when the hand is over or
    nobody reads it (watch mode)."""
    state = p.state
    if state is None or p.seat is None:
        return None
    seat, sit = p.seat, state.sit
    mine = state.current_player() == seat
    top = sit.trick_state.top if not sit.is_closed() else None
    gouji_top = sit.trick_state.top if sit.trick_state.gouji and sit.trick_state.top_seat is not None else None
    barrier = burn_barrier(sit, seat) if gouji_top is not None else None
    plan = plan_burn(state.hand(seat), gouji_top, p.rules) if gouji_top is not None and barrier is None else None
    options = tuple(o.action for o in p.options()) if mine else ()
    offered = any(isinstance(o, Yield) for o in options)
    in_turn = mine and state.phase == PLAY and top is not None
    return HintFacts(
        seat=seat, mine=mine, phase=state.phase,
        plays=tuple(state.legal_plays()) if mine else (),
        options=options,
        all_by_cards=LegalPlays(state.hand(seat), top, p.rules).count() if top is not None else None,
        gouji_top=gouji_top, barrier=barrier, plan=plan,
        next_seat=state.current_player(), responders=sit.responders(), burners=sit.burners(),
        bot=bot_move(state, seat), may_yield=offered,
        yield_fault=yield_fault(sit, seat) if in_turn and not offered else None)


def bot_move(state: GameState, seat: int) -> BotMove | None:
    """What the strong bot would do for ``seat`` now (its own decision, the rules without the
    look-ahead: :meth:`gouji_sim.bots.strong.StrongBot.decide`) and why (:func:`move_reason`);
    ``None`` when it is not ``seat``'s turn.

    >>> from gouji_sim.practice import Practice
    >>> m = bot_move(Practice(seed=5, seat=1).state, 1)
    >>> m.rule, m.clauses, m.reason, type(m.action).__name__
    ('beat-smallest', ('BEAT-1', 'BEAT-2'), 'keep-big', 'PlayAction')
    """
    if state.is_over() or state.current_player() != seat:
        return None
    bot = StrongBot()
    action, rule = bot.decide(state.observation(seat, history=False))
    if isinstance(action, Play):
        action = PlayAction(seat, action)
    clauses = STRONG_RULES[rule] if rule in STRONG_RULES else BOT_RULES[rule]
    return BotMove(seat, action, rule, tuple(clauses), move_reason(state, seat, action), bot.name)


def weighed(state: GameState, seat: int, action: GameAction) -> GameAction | None:
    """The other choice a hint weighs ``action`` (``seat``'s, one of its legal actions) against:
    the heuristic bot's when it differs (where the strong bot's rules part from the habits);
    else, for a play, the dearest play that costs more (a plain one first, without twos or
    jokers: :func:`~gouji_sim.bots.heuristic.play_cost`), or else a pass, yield or decline, or else
    the cheapest other play; for anything else, the cheapest play, or else another choice;
    ``None`` when ``action`` is the only choice.

    >>> from gouji_sim.core.rules import Rules
    >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
    >>> str(weighed(g, 1, PlayAction(1, Play.parse("3 3"))).play)
    'K'
    """
    others = [a for a in state.own_actions() if a != action]
    if not others:
        return None
    habit, _ = HeuristicBot().decide(state.observation(seat, history=False))
    if isinstance(habit, Play):
        habit = PlayAction(seat, habit)
    if habit in others:
        return habit
    plays = [(a, a.play) for a in others if isinstance(a, PlayAction) and isinstance(a.play, Play)]
    rest = [a for a in others if not isinstance(a, PlayAction)]
    if isinstance(action, PlayAction) and isinstance(action.play, Play):
        cost = play_cost(action.play)
        dearer = [(a, p) for a, p in plays if play_cost(p) > cost]
        pool = [(a, p) for a, p in dearer if not big_cards(p)] or dearer
        if pool:
            return max(pool, key=lambda ap: play_cost(ap[1]))[0]
        if rest:
            return rest[0]
    if plays:
        return min(plays, key=lambda ap: play_cost(ap[1]))[0]
    return rest[0]


def move_reason(state: GameState, seat: int, action: GameAction) -> str | None:
    """Why ``action`` (``seat``'s decision now) beats the other choice a player would weigh
    (:func:`weighed`), in the coach's words: the reason :func:`gouji_sim.bots.coach.classify` gives
    a review's mark — one home for the reasons —; ``None`` outside the phases the coach
    reviews, when there is no other choice, or when the coach names no reason (``other``).

    >>> from gouji_sim.core.rules import Rules
    >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
    >>> move_reason(g, 1, PlayAction(1, Play.parse("3 3")))
    'lead-low'
    """
    if state.phase not in REVIEWED:
        return None
    other = weighed(state, seat, action)
    if other is None:
        return None
    reason = classify(state, seat, other, action)
    return None if reason == "other" else reason


def selection_ruling(p: "Practice", cards: str) -> Verdict | GoujiError | None:
    """The game's ruling on the reader's selected ``cards`` before they are played (nothing
    changes): the judge's verdict, the error when the text is no cards, ``None`` when nothing
    is selected or nobody reads the hand.

    >>> from gouji_sim.practice import Practice
    >>> v = selection_ruling(Practice(seed=5, seat=1), "3 4")
    >>> v.legal, v.clauses
    (False, ('PLAY-1', 'PLAY-6'))
    """
    if not cards.strip() or p.seat is None or p.state is None:
        return None
    try:
        action = PlayAction.of(p.seat, Hand.parse(cards))
    except GoujiError as err:
        return err
    return p.judge(action)


def doubt(before: GameState, action: GameAction) -> str | None:
    """The habit of chapter 13 (a key of :data:`HABITS`) that a legal decision of the reader
    goes against, or ``None``. ``before`` is the game before the decision.

    >>> from gouji_sim.practice import Practice
    >>> from gouji_sim.core.actions import Pass
    >>> p = Practice(seed=5, seat=1)
    >>> doubt(p.state, Pass(1)) is None
    True
    """
    seat = getattr(action, "seat", None)
    if seat is None:
        return None
    hinted = bot_move(before, seat)
    if hinted is not None and hinted.action == action:
        return None                  # one voice: the hint's own move is never doubted (issue 46)
    sit = before.sit
    st = sit.trick_state
    if isinstance(action, PlayAction) and before.phase == PLAY and st.top is not None and not sit.is_closed():
        hand = before.hand(seat)
        if st.top_seat is not None and same_team(st.top_seat, seat) and st.top_seat != seat:
            return "teammate"
        if not st.gouji and isinstance(action.play, Play) and action.play.size < len(hand) \
                and (action.play.twos or action.play.small or action.play.big):
            return "big"
    elif isinstance(action, PlayAction) and before.phase == ANSWER and before.burn is not None:
        if same_team(before.burn.burner, seat):
            return "answer-teammate"
    elif isinstance(action, Burn) and st.top_seat is not None and same_team(st.top_seat, seat):
        return "burn-teammate"
    elif before.phase == BURN and not isinstance(action, Burn) and st.top_seat is not None \
            and not same_team(st.top_seat, seat) and before.plans.get(seat):
        return "no-burn"
    return None


__all__ = ["BotMove", "HABITS", "HintFacts", "bot_move", "doubt", "hint_facts", "move_reason", "selection_ruling",
           "weighed"]
