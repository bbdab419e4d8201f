"""What the practice table asks the reader when it pauses.

The table pauses wherever :meth:`~gouji_sim.game.state.GameState.current_player` is the
reader's seat — the state's answer, never a bot's. Besides the ordinary turns, the state
gives the reader a burn window (BURN-1: a gouji play it may burn) or an answer window of a
burn (BURN-4) when its cards can burn or answer there; with the session's
``every_burn_chance`` the reader's seat is one of the state's ``asked`` seats, and the state
gives it every such window the rules open to it, whatever its cards. This module only says,
for the page, what that pause is about, from the game's and the core's own answers:

* ``kind``: ``"burn"`` (a burn window), ``"answer"`` (a burning set to answer), ``"turn"``
  (an ordinary turn), ``"before"`` (the decisions before the first lead), ``"wind"`` (another
  player asks to take over the lead: agree or refuse, TURN-8 v5);
* ``burn``: when BURN-1 lets the reader burn the play on top now (in the window, or in turn
  facing a gouji play, :meth:`~gouji_sim.core.situation.Situation.burn_fault` ``None``): the
  planner's sets and the option that declares them, or — only with ``every_burn_chance`` —
  the planner's one line on why the cards cannot burn (:func:`~gouji_sim.core.burn.plan_burn`);
* ``yield_option``: the option that yields, when TURN-5 allows it (the game's list);
* ``say``: which line says what is open (:data:`SAYS`; the view words it:
  :func:`gouji_sim.view.practice_view.pause_json`), with the seats and plays it names.

Nothing is decided here, and no sentence is written: every option is the game's (:meth:`GameState.other_actions`) and
every attempt goes to the judge.

>>> from gouji_sim.practice import Practice
>>> pause = pause_of(Practice(5, 1))
>>> pause.kind, pause.say
('turn', 'turn')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Mapping

from ..core.actions import Burn, Pass, Yield
from ..core.burn import plan_burn
from ..game.decisions import AskWind, Consent, Decline, GameAction
from ..game.observation import Observation
from ..core.play import Play

from .hints import seen_only

if TYPE_CHECKING:
    from .session import Practice


def action_kind(action: GameAction) -> str:
    """The kind of one of the reader's options, as the page marks its control
    (``data-practice-action``): ``burn``, ``yield``, ``pass``, ``decline``, ``wind`` (ask to
    take over the lead), ``agree``, ``refuse`` (answer such a request) or ``other``.

    >>> action_kind(Yield(1)), action_kind(Decline(2)), action_kind(Consent(3, False))
    ('yield', 'decline', 'refuse')
    """
    if isinstance(action, AskWind):
        return "wind"
    if isinstance(action, Consent):
        return "agree" if action.yes else "refuse"
    if isinstance(action, Burn):
        return "burn"
    if isinstance(action, Yield):
        return "yield"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Decline):
        return "decline"
    return "other"


#: What a pause's line may say: before the first lead, a burn window, a burning set to answer
#: (or that the reader's cards cannot), an ordinary turn, a turn that may yield, a turn facing
#: a gouji play the reader may burn; a request to take over the lead to answer, a turn that may ask
#: to take over (TURN-8 v5).
SAYS = ("before", "burn", "answer", "answer-cannot", "turn", "yield", "burn-in-turn", "wind", "wind-ask")


@dataclass(frozen=True)
class BurnChance:
    """A burn the reader may declare now: the planner's ``sets`` and the ``option`` that
    declares them (``possible``), or — asked at every burn chance — none, with the planner's
    own line on why (``why``, :attr:`gouji_sim.core.burn.BurnPlan.message`)."""

    possible: bool
    option: int | None
    sets: tuple[Play, ...]
    why: Mapping[str, str] | None
    clauses: tuple[str, ...]


@dataclass(frozen=True)
class Pause:
    """What the reader is asked (see the module's doc): ``kind``, the line's ``say``
    (:data:`SAYS`), the clauses behind it, the options that yield or decline, and the seats
    and plays the line names: the play on top and its ``owner``, or the ``burner`` and its
    ``k``-th ``set`` to answer."""

    kind: str
    say: str
    clauses: tuple[str, ...] = ()
    yield_option: int | None = None
    decline_option: int | None = None
    owner: int | None = None
    top: Play | None = None
    burner: int | None = None
    k: int | None = None
    set: Play | None = None
    burn: BurnChance | None = None
    asker: int | None = None


def pause_of(p: "Practice") -> Pause | None:
    """What the reader of ``p`` is asked now (see the module's doc), or ``None`` when the hand is
    over, watched, or not the reader's decision: :func:`pause_seen` of what the reader's
    seat sees (:meth:`Practice.seen <gouji_sim.practice.session.Practice.seen>`)."""
    view = p.seen()
    return None if view is None else pause_seen(view, p.every_burn_chance)


def pause_seen(view: Observation, every_burn_chance: bool = False) -> Pause | None:
    """What the seat that sees ``view`` (its observation: never the full state) is asked now,
    or ``None`` when it is not its decision; ``every_burn_chance``: the session's switch.

    >>> from gouji_sim.practice import Practice
    >>> pause_seen(Practice(5, 1).seen()).say
    'turn'
    """
    seat = seen_only(view).seat
    if view.current_player() != seat:
        return None
    index = {action_kind(a): i for i, a in enumerate(view.others)}
    sit = view.sit
    st = sit.trick_state
    out = Pause("before", "before", (), index.get("yield"), index.get("decline"))
    if view.is_burn_window():
        out = replace(out, kind="burn", say="burn", clauses=("BURN-1", "BURN-2"), owner=st.top_seat, top=st.top)
    elif view.is_answer_window():
        burn = view.burn
        assert burn is not None
        can = bool(view.plays)
        return replace(out, kind="answer", say="answer" if can else "answer-cannot", clauses=("BURN-4",),
                       burner=burn.burner, k=view.burn_k, set=burn.sets[view.burn_k - 1])
    elif view.awaits_wind_answers():                   # TURN-8 v5: agree or refuse
        return replace(out, kind="wind", say="wind", clauses=("TURN-8",), owner=st.top_seat, asker=view.asker)
    elif view.in_ordinary_turns():
        out = replace(out, kind="turn", say="turn")
        if "yield" in index:
            out = replace(out, say="yield", owner=st.top_seat, clauses=("TURN-5",))
        elif "wind" in index:
            out = replace(out, say="wind-ask", owner=st.top_seat, clauses=("TURN-8",))
    else:
        return out
    top = st.top
    hand = view.own
    if top is None or sit.is_closed() or not st.gouji or sit.burn_fault(seat) is not None:
        return out                                     # BURN-1 does not let the reader burn now
    burns = [(i, a) for i, a in enumerate(view.others) if isinstance(a, Burn)]
    if not burns and not every_burn_chance:
        return out                                     # no burn these cards can make: no prompt
    if view.in_ordinary_turns() and "yield" not in index:
        out = replace(out, say="burn-in-turn", owner=st.top_seat, top=top, clauses=("BURN-1", "TURN-3"))
    if burns:
        option, action = burns[0]
        assert isinstance(action, Burn)
        return replace(out, burn=BurnChance(True, option, tuple(action.sets), None, ("BURN-1", "BURN-3")))
    plan = plan_burn(hand, top, view.rules)           # asked at every burn chance: why not
    return replace(out, burn=BurnChance(False, None, (), plan.message, ("BURN-3", "BURN-5")))


__all__ = ["BurnChance", "Pause", "SAYS", "action_kind", "pause_of", "pause_seen"]
