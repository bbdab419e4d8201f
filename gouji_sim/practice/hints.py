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

Every fact is read from the reader's :class:`~gouji_sim.game.observation.Observation` (the
session's :meth:`~gouji_sim.practice.session.Practice.seen`), never from the full state: a
hint cannot carry what the reader's seat may not know (issue 44). Each function here checks
that it is handed an observation (:func:`seen_only`).

>>> from gouji_sim.practice import Practice
>>> f = hint_facts(Practice(seed=5, seat=1).seen())
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
from ..core.errors import ArgumentError, GoujiError
from ..game.decisions import GameAction
from ..game.observation import Observation, PhaseQuestions
from ..bots.heuristic import big_cards, play_cost
from ..core.judge import yield_fault
from ..core.moves import LegalPlays
from ..core.play import Play
from ..bots.coach import classify
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
class HintFacts(PhaseQuestions):
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


def seen_only(view: object) -> Observation:
    """``view`` if it is an :class:`~gouji_sim.game.observation.Observation`, else the
    bilingual argument error: the practice table's hints, pauses and views are built from
    what the reader's seat may know, never from a full :class:`~gouji_sim.game.state.GameState`.

    >>> from gouji_sim.practice import Practice
    >>> try:
    ...     seen_only(Practice(seed=5, seat=1).state)
    ... except ArgumentError as err:
    ...     print(err.en)
    The argument view must be Observation, not GameState: ….
    """
    if not isinstance(view, Observation):       # the message never shows the value: it holds every hand
        raise ArgumentError.from_catalogue("api-bad-type", name="view", want="Observation",
                                           got=type(view).__name__, value="…")
    return view


def hint_facts(view: Observation | None) -> HintFacts | None:
    """The facts of the hints for the reader who sees ``view`` (its seat's observation,
    :meth:`Practice.seen <gouji_sim.practice.session.Practice.seen>`); ``None`` when nobody
    reads the hand or it is over (``view`` ``None``)."""
    if view is None:
        return None
    seen_only(view)
    seat, sit = view.seat, view.sit
    mine = view.current_player() == seat
    top = sit.trick_state.top if not sit.is_closed() else None
    gouji_top = sit.trick_state.top if sit.trick_state.gouji and sit.trick_state.top_seat is not None else None
    barrier = burn_barrier(sit, seat) if gouji_top is not None else None
    plan = plan_burn(view.own, gouji_top, view.rules) if gouji_top is not None and barrier is None else None
    options = view.others if mine else ()
    offered = any(isinstance(o, Yield) for o in options)
    in_turn = mine and view.in_ordinary_turns() and top is not None
    return HintFacts(
        seat=seat, mine=mine, phase=view.phase,
        plays=view.plays if mine else (),
        options=options,
        all_by_cards=LegalPlays(view.own, top, view.rules).count() if top is not None else None,
        gouji_top=gouji_top, barrier=barrier, plan=plan,
        next_seat=view.current_player(), responders=sit.responders(), burners=sit.burners(),
        bot=bot_move(view), may_yield=offered,
        yield_fault=yield_fault(sit, seat) if in_turn and not offered else None)


def bot_move(view: Observation) -> BotMove | None:
    """What the strong bot would do for ``view``'s seat now (its own decision from the
    observation, the rules without the look-ahead: :meth:`gouji_sim.bots.strong.StrongBot.decide`)
    and why (:func:`move_reason`); ``None`` when it is not that seat's turn.

    >>> from gouji_sim.practice import Practice
    >>> m = bot_move(Practice(seed=5, seat=1).seen())
    >>> m.rule, m.clauses, m.reason, type(m.action).__name__
    ('beat-smallest', ('BEAT-1', 'BEAT-2'), 'keep-big', 'PlayAction')
    """
    seat = seen_only(view).seat
    if view.is_over() or view.current_player() != seat:
        return None
    bot = StrongBot()
    action, rule = bot.decide(view)
    if isinstance(action, Play):
        action = PlayAction(seat, action)
    clauses = STRONG_RULES[rule] if rule in STRONG_RULES else BOT_RULES[rule]
    return BotMove(seat, action, rule, tuple(clauses), move_reason(view, action), bot.name)


def weighed(view: Observation, action: GameAction) -> GameAction | None:
    """The other choice a hint weighs ``action`` (one of ``view``'s seat's legal actions) against:
    the heuristic bot's when it differs (where the strong bot's rules part from the habits);
    else, for a play, the dearest play that costs more (a plain one first, without twos or
    jokers: :func:`~gouji_sim.bots.heuristic.play_cost`), or else a pass, yield or decline, or else
    the cheapest other play; for anything else, the cheapest play, or else another choice;
    ``None`` when ``action`` is the only choice.

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
    >>> str(weighed(g.observation(1), PlayAction(1, Play.parse("3 3"))).play)
    'K'
    """
    seat = seen_only(view).seat
    others = [a for a in view.legal_actions() if a != action] if view.current_player() == seat else []
    if not others:
        return None
    habit, _ = HeuristicBot().decide(view)
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


def move_reason(view: Observation, action: GameAction) -> str | None:
    """Why ``action`` (``view``'s seat's decision now) beats the other choice a player would weigh
    (:func:`weighed`), in the coach's words: the reason :func:`gouji_sim.bots.coach.classify` gives
    a review's mark — one home for the reasons —; ``None`` outside the phases the coach
    reviews, when there is no other choice, or when the coach names no reason (``other``).

    >>> from gouji_sim.core.rules import Rules
    >>> from gouji_sim.game.state import GameState
    >>> g = GameState.new(Rules(revolution=False), {1: Hand.parse("3 3 9 K")}, leader=1)
    >>> move_reason(g.observation(1), PlayAction(1, Play.parse("3 3")))
    'lead-low'
    """
    if not seen_only(view).in_card_play():
        return None
    other = weighed(view, action)
    if other is None:
        return None
    reason = classify(view, view.seat, other, action)
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


def doubt(before: Observation, action: GameAction) -> str | None:
    """The habit of chapter 13 (a key of :data:`HABITS`) that a legal decision of the reader
    goes against, or ``None``. ``before`` is what the reader's seat saw before the decision.

    >>> from gouji_sim.practice import Practice
    >>> from gouji_sim.core.actions import Pass
    >>> p = Practice(seed=5, seat=1)
    >>> doubt(p.seen(), Pass(1)) is None
    True
    """
    seat = getattr(action, "seat", None)
    if seat is None or seat != seen_only(before).seat:
        return None
    hinted = bot_move(before)
    if hinted is not None and hinted.action == action:
        return None                  # one voice: the hint's own move is never doubted (issue 46)
    sit = before.sit
    st = sit.trick_state
    if isinstance(action, PlayAction) and before.in_ordinary_turns() and st.top is not None and not sit.is_closed():
        hand = before.own
        if st.top_seat is not None and same_team(st.top_seat, seat) and st.top_seat != seat:
            return "teammate"
        if not st.gouji and isinstance(action.play, Play) and action.play.size < len(hand) \
                and (action.play.twos or action.play.small or action.play.big):
            return "big"
    elif isinstance(action, PlayAction) and before.is_answer_window() and before.burn is not None:
        if same_team(before.burn.burner, seat):
            return "answer-teammate"
    elif isinstance(action, Burn) and st.top_seat is not None and same_team(st.top_seat, seat):
        return "burn-teammate"
    elif before.is_burn_window() and not isinstance(action, Burn) and st.top_seat is not None \
            and not same_team(st.top_seat, seat) and before.plans.get(seat):
        return "no-burn"
    return None


__all__ = ["BotMove", "HABITS", "HintFacts", "bot_move", "doubt", "hint_facts", "move_reason", "seen_only",
           "selection_ruling", "weighed"]
