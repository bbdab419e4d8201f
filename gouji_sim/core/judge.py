"""The judge: one ruling on one action in one situation, with its clauses and reasons.

Legality has one home: this module (plays, passes, yields) and :mod:`gouji_sim.core.burn` (burns).

>>> from gouji_sim import Play, Situation, PlayAction, Pass
>>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
>>> v = judge(s, PlayAction(2, Play.parse("10 10")))
>>> v.legal, v.clauses, v.next
(True, ('BEAT-2',), 3)
>>> v = judge(s, PlayAction(2, Play.parse("小王 8")))
>>> v.reason, v.explain("en")
('not-higher', "8 Small Joker carries jokers, but its base 8 is not above 9 9's, so it loses card by card.")
"""

from __future__ import annotations

from .actions import Action, Burn, Pass, PlayAction, Yield
from .beats import beats_unchecked as beats, explain_unchecked as explain
from .burn import burn_is_legal, check_burn, judge_burn
from .cards import Hand
from .checks import Fault, as_play, beat_fault, card_fault, chong_san_fault
from .errors import check_arg
from .messages import text
from .play import Play
from .situation import (DEAD_GOUJI, DEAD_PLAY, FINISHED, NO_TOP, OWN_PLAY, PositionFault, Situation)
from .table import OPPOSITES, check_seat, opposite
from .verdict import PlayInfo, Verdict, Words, refused_turn


def judge(situation: Situation, action: Action, *, leader: int | None = None) -> Verdict:
    """Rule on ``action`` in ``situation`` (RULEBOOK §3–§7); :class:`GoujiError` when the
    action names no seat 1…6 (:func:`check_actor`).

    ``leader`` names the seat that must lead when no trick has started (START-2: the hand's
    first leader, which a :class:`Situation` alone does not know); without it, whoever is
    judged leads. An argument of the wrong type is an :class:`~gouji_sim.core.errors.ArgumentError`
    (a ``TypeError``) naming it.
    """
    check_arg(situation, Situation, "situation")
    check_actor(action)
    if leader is not None:
        check_seat(leader, "leader")
    if isinstance(action, Burn):
        return judge_burn(situation, action)
    if isinstance(action, PlayAction):
        return _judge_play(situation, action, leader)
    if isinstance(action, Pass):
        fault = pass_fault(situation, action.seat, leader)
        return _judge_pass(situation, action) if fault is None else _refused(situation, action.seat, fault, leader)
    if isinstance(action, Yield):
        fault = yield_fault(situation, action.seat, leader)
        return _judge_yield(situation, action) if fault is None else _refused(situation, action.seat, fault, leader)
    raise TypeError(f"not an action: {action!r}")


# --- the fault functions: one per yes/no question; the booleans and the lists derive from them ---

NOT_YOUR_TURN = PositionFault("not-your-turn", ("TURN-3",), "not-your-turn")
NOT_THE_LEADER = PositionFault("not-your-turn", ("TURN-6",), "not-your-turn")
NOT_THE_WIND = PositionFault("not-your-turn", ("TURN-8",), "not-your-turn")
NOT_THE_FIRST_LEADER = PositionFault("not-your-turn", ("START-2",), "game-first-lead")
CANNOT_YIELD_MELEE = PositionFault("cannot-yield", ("GOUJI-4",), "no-yield-in-melee")
CANNOT_YIELD_DEAD = PositionFault("cannot-yield", ("TURN-6", "BEAT-5"), "cannot-yield-dead")
CANNOT_YIELD = PositionFault("cannot-yield", ("TURN-5",), "cannot-yield")


def _lead_fault(s: Situation, seat: int, leader: int | None) -> PositionFault | None:
    """Why ``seat`` may not lead the new trick (START-2, TURN-6/8, TURN-9), if it may not."""
    if s.trick_state.top is None:
        return NOT_THE_FIRST_LEADER if leader is not None and seat != leader else None
    nxt = s.leader()
    if nxt is None or seat == nxt:
        return None
    if s.trick_state.dead_gouji:
        return DEAD_GOUJI
    return NOT_THE_LEADER if nxt == s.trick_state.top_seat else NOT_THE_WIND


def play_fault(s: Situation, seat: int, leader: int | None = None) -> PositionFault | None:
    """Why ``seat`` may not make a play now, by its position (whatever the cards), or
    ``None`` (END-1, START-2, TURN-1..9, GOUJI-2..4, BURN-4, PLAY-6): leading when the trick
    is closed, else :meth:`Situation.beat_fault` and turn order (TURN-3; the gouji play's
    opposite may beat it before its turn).

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> play_fault(s, 2).reason, play_fault(s, 4), may_play(s, 5)
    ('gouji-opposite-only', None, False)
    """
    if not s.is_active(seat):
        return FINISHED
    if s.is_closed():
        return _lead_fault(s, seat, leader)
    fault = s.beat_fault(seat)
    if fault is not None:
        return fault
    st = s.trick_state
    if seat != s.to_move() and not (st.gouji and st.top_seat is not None and seat == opposite(st.top_seat)):
        return NOT_YOUR_TURN
    return None


def may_play(s: Situation, seat: int, leader: int | None = None) -> bool:
    """Whether ``seat``'s position lets it play now: :func:`play_fault` is ``None``."""
    return play_fault(s, seat, leader) is None


def pass_fault(s: Situation, seat: int, leader: int | None = None) -> PositionFault | None:
    """Why ``seat`` may not pass now, or ``None`` (END-1, TURN-1, TURN-2, TURN-3): a pass is
    the current player's, or a harmless one from a seat the turn skips.

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    >>> pass_fault(s, 2), pass_fault(s, 3).reason, pass_fault(s, 1).reason, may_pass(Situation.build(), 1)
    (None, 'not-your-turn', 'own-play', False)
    """
    if not s.is_active(seat):
        return FINISHED
    if s.is_closed():
        return NO_TOP                   # TURN-1: a lead is a play, never a pass or a yield
    if seat == s.trick_state.top_seat:
        return OWN_PLAY
    if seat != s.to_move() and seat not in s.skipped():
        return NOT_YOUR_TURN
    return None


def may_pass(s: Situation, seat: int, leader: int | None = None) -> bool:
    """Whether ``seat`` may pass now: :func:`pass_fault` is ``None``."""
    return pass_fault(s, seat, leader) is None


def yield_fault(s: Situation, seat: int, leader: int | None = None) -> PositionFault | None:
    """Why ``seat`` may not yield now (TURN-5, TURN-1/3/6, GOUJI-4), or ``None``.

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
    >>> yield_fault(s, 4), yield_fault(s, 5).reason
    (None, 'cannot-yield')
    """
    if not s.is_active(seat):
        return FINISHED
    st = s.trick_state
    if st.top_seat is None or s.is_closed():
        return NO_TOP
    if s.melee:
        return CANNOT_YIELD_MELEE
    if seat == opposite(st.top_seat):
        yielded, in_turn = seat in st.yielded, seat == s.to_move()
        if not in_turn and not yielded:
            return NOT_YOUR_TURN
        if in_turn and not (yielded or st.dead_gouji or s.top_is_dead()):
            return None
    return CANNOT_YIELD_DEAD if s.top_is_dead() else CANNOT_YIELD


def may_yield(s: Situation, seat: int) -> bool:
    """Whether ``seat`` may yield now (TURN-5): :func:`yield_fault` is ``None`` — what
    :func:`judge` rules on a :class:`Yield`, without building the verdict.

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
    >>> may_yield(s, 4), judge(s, Yield(4)).legal, may_yield(s, 5), judge(s, Yield(5)).legal
    (True, True, False, False)
    """
    top_seat = s.trick_state.top_seat
    if top_seat is None or seat != OPPOSITES[top_seat]:
        return False        # TURN-5: only the top play's opposite yields (every other path of yield_fault is a fault)
    return yield_fault(s, seat) is None


def cards_fault(s: Situation, seat: int, cards: Play | Hand) -> Fault | None:
    """Why ``seat`` may not play ``cards`` now by the cards, or ``None``, once its position
    lets it play (:func:`play_fault`): cards it does not hold or that form no play (PLAY-1,
    PLAY-5), 冲三 (LOCAL-1), and on a follow a play that does not beat the top (BEAT-1..6).
    The one home of that question: :func:`judge` words the fault, :func:`is_legal` only asks
    whether there is one.

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    >>> cards_fault(s, 2, Play.parse("10 10")), cards_fault(s, 2, Play.parse("8 8")).reason
    (None, 'not-higher')
    """
    rules = s.rules
    bad = card_fault(cards, rules, s.hand(seat), seat, s.card_count(seat))
    if bad:
        return bad
    play = as_play(cards)
    assert isinstance(play, Play)
    if rules.chong_san:
        three = chong_san_fault(play, rules, s.card_count(seat), seat)
        if three:
            return three
    if not s.is_closed():
        top = s.trick_state.top
        assert top is not None
        if not beats(play, top, rules):
            return beat_fault(explain(play, top, rules), play, top)
    return None


def is_legal(situation: Situation, action: Action, *, leader: int | None = None) -> bool:
    """Whether :func:`judge` rules ``action`` legal, without building the verdict (no
    sentences, no responders or burners): for callers that need only a yes or no (the
    legal-action lists, the bots). It asks the judge's own fault functions
    (:func:`play_fault`, :func:`cards_fault`, :func:`pass_fault`, :func:`yield_fault`,
    :func:`~gouji_sim.core.burn.burn_is_legal`), so it cannot disagree with the judge; its
    arguments are checked as :func:`judge` checks them.

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    >>> is_legal(s, PlayAction(2, Play.parse("10 10"))), is_legal(s, PlayAction(2, Play.parse("8 8")))
    (True, False)
    >>> is_legal(s, Pass(2)), is_legal(s, Pass(1)), is_legal(s, Yield(4))
    (True, False, False)
    """
    check_arg(situation, Situation, "situation")
    check_actor(action)
    if leader is not None:
        check_seat(leader, "leader")
    if isinstance(action, PlayAction):
        return (play_fault(situation, action.seat, leader) is None
                and cards_fault(situation, action.seat, action.play) is None)
    if isinstance(action, Pass):
        return pass_fault(situation, action.seat, leader) is None
    if isinstance(action, Yield):
        return yield_fault(situation, action.seat, leader) is None
    return burn_is_legal(situation, action)


def later(code: str, **params: object) -> Words:
    """The sentence ``code`` filled with ``params`` (:func:`~gouji_sim.core.messages.text`), worked
    out when a verdict's message is first read.

    >>> later("ok-pass", seat=2)()["en"]
    "Seat 2 passes and is out of this trick (except on its opposite's play)."
    """
    return lambda: text(code, **params)


def worded(s: Situation, seat: int, fault: PositionFault, leader: int | None = None) -> dict[str, str]:
    """The sentence of ``fault`` for ``seat`` in ``s``, in both languages."""
    st = s.trick_state
    nxt = s.to_move()
    if nxt is None:
        nxt = leader
    params: dict[str, object] = {"seat": seat}
    if fault is NO_TOP:
        params["seat"] = s.leader() or leader or seat
    if st.top is not None and st.top_seat is not None:
        params.update(top=st.top, owner=st.top_seat, opp=opposite(st.top_seat))
    if nxt is not None:
        params["next"] = nxt
    return text(fault.code, **params)


def _refused(s: Situation, seat: int, fault: PositionFault, leader: int | None = None,
             play: Play | None = None) -> Verdict:
    nxt = s.to_move()
    if fault is NO_TOP:
        nxt = s.leader() or leader or seat
    elif nxt is None:
        nxt = leader
    info = PlayInfo.of(play, s.rules, melee=s.melee) if play is not None else None
    return Verdict(False, fault.reason, fault.clauses, None, info, next=nxt, turn=refused_turn(seat, nxt),
                   words=lambda: worded(s, seat, fault, leader))



def check_actor(action: Action) -> None:
    """The seats an action names (its own, and a burn's responders) are seats 1…6 (the
    actions refuse a seat that is none as they are made; this checks one made past that).

    >>> Pass(0)
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: seat 的座位 0 无效：座位是 1 到 6 的整数。 / seat: seat 0 is not valid; seats are whole numbers 1 to 6.
    """
    check_arg(action, (PlayAction, Pass, Yield, Burn), "action")
    if isinstance(action, Burn):
        check_burn(action)
        return
    check_seat(action.seat, "action.seat")
    if isinstance(action, PlayAction):
        check_arg(action.play, (Play, Hand), "action.play")


def _illegal(s: Situation, reason: str, clauses: tuple[str, ...], message: dict[str, str],
             nxt: int | None, play: Play | None = None, turn: str | None = None) -> Verdict:
    info = PlayInfo.of(play, s.rules, melee=s.melee) if play is not None else None
    return Verdict(False, reason, clauses, message, info, next=nxt, turn=turn)


def _play_context(s: Situation, seat: int) -> tuple[tuple[str, ...], str]:
    """The clauses and message that say on what authority ``seat`` beat the top play."""
    st = s.trick_state
    top_seat = st.top_seat
    assert top_seat is not None
    if s.melee:
        return ("GOUJI-4",), "ok-beat-melee"
    if st.burner is not None:
        return ("BURN-4",), "ok-beat"
    if s.is_headless(top_seat):
        return ("GOUJI-3",), "ok-beat-headless"
    if st.gouji:
        if seat == opposite(top_seat):
            return ("GOUJI-2",), "ok-beat-gouji"
        return ("GOUJI-3",), "ok-beat-as-headless"
    if seat == st.yielder:
        return ("TURN-5",), "ok-beat"
    if seat in st.passed:
        return ("TURN-4",), "ok-beat"
    return (), "ok-beat"


def beat_grounds(s: Situation, seat: int) -> tuple[str, ...]:
    """The clauses on which ``seat``'s position lets it beat the play on top, when
    :meth:`Situation.beat_fault <gouji_sim.core.situation.Situation.beat_fault>` says it may —
    the authority a legal beat's verdict names (GOUJI-2/3/4, BURN-4, TURN-4/5), or TURN-2 for
    a seat whose turn simply comes; ``()`` when it may not.

    >>> from .actions import PlayAction
    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> beat_grounds(s, 4), beat_grounds(s, 2)
    (('GOUJI-2',), ())
    >>> beat_grounds(Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))]), 2)
    ('TURN-2',)
    """
    if s.beat_fault(seat) is not None:
        return ()
    return _play_context(s, seat)[0] or ("TURN-2",)


def who_may_beat(s: Situation) -> tuple[int, ...]:
    """The seats that may beat the play on top with cards, in turn order from its player:
    :meth:`Situation.responders <gouji_sim.core.situation.Situation.responders>`, but nobody for a
    dead play (BEAT-5: nothing beats it; its opposite, whom ``responders`` lists, only closes
    it, TURN-6).

    >>> from .actions import PlayAction
    >>> who_may_beat(Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]))
    (4,)
    >>> who_may_beat(Situation.build(trick=[PlayAction(1, Play.parse("大王 8 8"))]))
    ()
    """
    if s.trick_state.top is None or s.top_is_dead():
        return ()
    return s.responders()


def beat_barrier(s: Situation, seat: int) -> tuple[tuple[str, ...], dict[str, str]] | None:
    """Why ``seat`` may not beat the play on top, if it may not: the clauses and the sentence of
    :meth:`Situation.beat_fault <gouji_sim.core.situation.Situation.beat_fault>` — or, for the seat
    that fault leaves free on a dead play (its opposite, who must close it), BEAT-5 and TURN-6:
    nothing beats it. ``None`` when it may (:func:`beat_grounds` says on what authority).

    >>> from .actions import PlayAction
    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("大王 8 8"))])
    >>> beat_barrier(s, 4)[0], beat_barrier(s, 2)[0]
    (('BEAT-5', 'TURN-6'), ('BEAT-5', 'TURN-6'))
    >>> beat_barrier(Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))]), 2) is None
    True
    """
    fault = s.beat_fault(seat)
    if fault is None and s.trick_state.top is not None and s.top_is_dead():
        fault = DEAD_PLAY
    return None if fault is None else (fault.clauses, worded(s, seat, fault))


def who_beat_grounds(s: Situation) -> tuple[str, ...]:
    """The clauses that decide who may beat the play on top — the seats :func:`who_may_beat`
    lists: each one's :func:`beat_grounds`, and TURN-3 when several may in turn. When nobody
    may: the clauses of each other seat's :func:`beat_barrier` (for a dead play BEAT-5 and
    TURN-6: nothing beats it; its opposite must close it). ``()`` with no play on top. The one
    home of that choice (``gouji ask``'s "who may beat" names these).

    >>> from .actions import PlayAction
    >>> who_beat_grounds(Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))]))
    ('GOUJI-2',)
    >>> who_beat_grounds(Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))]))
    ('TURN-2', 'TURN-3')
    >>> who_beat_grounds(Situation.build(trick=[PlayAction(1, Play.parse("大王"))]))
    ('BEAT-5', 'TURN-6')
    """
    st = s.trick_state
    if st.top is None or st.top_seat is None:
        return ()
    seats = who_may_beat(s)
    out: list[str] = []
    for seat in seats:
        out += beat_grounds(s, seat)
    if len(seats) > 1:
        out.append("TURN-3")
    if not seats:
        for seat in range(1, 7):
            barrier = beat_barrier(s, seat) if seat != st.top_seat and s.is_active(seat) else None
            out += barrier[0] if barrier is not None else ()
    return tuple(dict.fromkeys(out))


def _not_gouji(s: Situation, play: Play) -> tuple[str, ...]:
    """LOCAL-3 when it is what made ``play`` (with its big joker) not a gouji play."""
    return ("LOCAL-3",) if play.big and not s.rules.big_joker_gouji and not s.melee else ()


def judge_final(situation: Situation, action: Action, *, leader: int | None = None) -> Verdict:
    """:func:`judge`'s ruling on an action that ends the hand (END-3; under 窒息, LOCAL-2, the
    first seat to play out ends it), worded for that end: its message says what the action
    did and nothing of who closes, acts or leads next — there is no next (TURN-6, TURN-8).

    >>> s = Situation.build(counts={1: 1}, trick=[PlayAction(6, Play.parse("9"))])
    >>> judge(s, PlayAction(1, Play.parse("大王"))).explain("en")
    'Big Joker beats 9: every card is higher in its place. Big Joker is dead: nothing can beat it and nobody can burn it, so its opposite, seat 4, must close it; then seat 2 leads.'
    >>> judge_final(s, PlayAction(1, Play.parse("大王"))).explain("en")
    'Big Joker beats 9: every card is higher in its place. Big Joker is dead: nothing can beat it.'
    """
    if isinstance(action, PlayAction) and not isinstance(action, Burn):
        check_arg(situation, Situation, "situation")
        check_actor(action)
        return _judge_play(situation, action, leader, final=True)
    return judge(situation, action, leader=leader)


def _judge_play(s: Situation, a: PlayAction, leader: int | None = None, final: bool = False) -> Verdict:
    seat, cards = a.seat, a.play
    st = s.trick_state
    fault = play_fault(s, seat, leader)
    if fault is not None:
        shown = cards if isinstance(cards, Play) and fault is not FINISHED and not s.is_closed() else None
        return _refused(s, seat, fault, leader, shown)
    leading = s.is_closed()

    def wrong(f: Fault, shown: Play | None) -> Verdict:
        # PLAY-6: a wrong follow goes back to the hand and its player loses the rest of the
        # trick; a bad lead is no follow: the same seat leads again
        if leading:
            return _illegal(s, f.reason, f.clauses, f.message, seat, shown, "again")
        passed_on = s.after(Pass(seat, wrong=True))
        return _illegal(s, f.reason, f.clauses + ("PLAY-6",) + wind_clause(passed_on), f.message,
                        passed_on.to_move(), shown, "passes-on")

    bad = cards_fault(s, seat, cards)
    play = as_play(cards)
    if bad:
        return wrong(bad, play if isinstance(play, Play) else None)
    assert isinstance(play, Play)
    after = s.after(PlayAction(seat, play))
    dead_gouji = after.trick_state.dead_gouji
    # GOUJI-4: no gouji plays in the melee, but for TURN-9's dead gouji play and its trick
    info = PlayInfo.of(play, s.rules, melee=not after.trick_state.gouji and s.melee)
    clauses: tuple[str, ...]
    params: dict[str, object] = {"seat": seat, "play": play}
    if dead_gouji:
        clauses, code = ("TURN-9",), "ok-dead-gouji"
    elif leading:
        clauses = ("TURN-1", "GOUJI-1") if info.gouji else ("TURN-1",) + _not_gouji(s, play)
        if info.gouji and s.is_headless(seat):
            clauses, code = ("TURN-1", "GOUJI-3"), "ok-lead-headless"
        elif info.gouji and not s.melee:     # GOUJI-4: in the melee no one answers for a seat
            code = "ok-lead-gouji"
            params["opp"] = opposite(seat)
        else:
            code = "ok-lead"
    else:
        assert st.top is not None
        ruling = explain(play, st.top, s.rules)
        context, code = _play_context(s, seat)
        code = {"BEAT-3": "ok-beat-joker", "BEAT-6": "ok-beat-two-for-one"}.get(ruling.clauses[0], code)
        clauses = ruling.clauses + context + _not_gouji(s, st.top)
        params.update(top=st.top, owner=st.top_seat)
    nxt = after.to_move()
    params["lead"] = after.leader()          # who leads once this play's trick closes (TURN-6/8)
    dead: str | None = None                  # the sentence of a dead play (BEAT-5), added or instead
    if after.melee and not dead_gouji and after.top_is_dead():
        # TURN-6: in the melee a dead play ends its trick at once
        clauses = clauses + ("TURN-6",)
        if not final:
            code = "ok-melee-dead-play"
            params = {"seat": seat, "play": play, "next": nxt}
        dead = "ok-dead-play-final" if final else None
    elif info.dead and not dead_gouji:
        clauses, dead = _dead_play(s, seat, leading, clauses)
        dead = "ok-dead-play-final" if final else dead
    if final:                                # the hand is over: nothing comes next (END-3, LOCAL-2)
        code = _FINAL.get(code, code)
    clauses += wind_clause(after)
    return Verdict(True, None, clauses, None, info, burn=None, next=nxt,
                   words=lambda: _play_words(code, params, dead, seat, play), after=after)


_FINAL = {"ok-lead-gouji": "ok-lead", "ok-lead-headless": "ok-lead", "ok-dead-gouji": "ok-dead-gouji-final"}
"""A legal play's sentence that says who may answer it or leads next, and the sentence that
says what the play did alone (:func:`judge_final`)."""


def wind_clause(after: Situation) -> tuple[str, ...]:
    """TURN-8 (v4) when the next leader after an action comes by 接风, for the verdict's clauses.

    >>> s = Situation.build(counts={4: 1}, finished=[3, 5], trick=[PlayAction(2, Play.parse("9"))])
    >>> v = judge(s, PlayAction(4, Play.parse("大王")))   # the melee: a dead play ends its trick
    >>> v.next, v.clauses
    (6, ('BEAT-2', 'GOUJI-4', 'TURN-6', 'TURN-8'))
    """
    return ("TURN-8",) if after.leads_by_wind() else ()


def _dead_play(s: Situation, seat: int, leading: bool,
               clauses: tuple[str, ...]) -> tuple[tuple[str, ...], str]:
    """BEAT-5, TURN-6: the clauses of a legal play that is dead — nothing beats it, so nobody
    can burn it either (BURN-3), and its opposite must close it, no seat between acting (v5; a
    headless player's dead play has no opposite to close it: its trick ends at once) — and the
    code of the sentence that
    says so (:func:`_play_words`: a follow's sentence is added to the beat's, a lead's or a
    headless player's replaces it).

    >>> v = judge(Situation.build(), PlayAction(1, Play.parse("大王")))
    >>> v.clauses, v.responders, v.burners, v.next
    (('TURN-1', 'GOUJI-1', 'BEAT-5', 'TURN-6'), (4,), (), 4)
    >>> v.explain("en")
    'Seat 1 leads Big Joker, a dead play: nothing can beat it and nobody can burn it, so its opposite, seat 4, must close it; then seat 1 leads.'
    """
    clauses = clauses + tuple(c for c in ("BEAT-5", "TURN-6") if c not in clauses)
    if s.is_headless(seat):
        return clauses, "ok-dead-play-headless"
    return clauses, "ok-lead-dead" if leading else "ok-dead-play-closes"


def _play_words(code: str, params: dict[str, object], dead: str | None, seat: int,
                play: Play) -> dict[str, str]:
    """The sentence of a legal play (worked out when the verdict's message is first read):
    ``code`` filled with ``params``, and ``dead``'s sentence (:func:`_dead_play`) instead of
    it or after it."""
    lead = params.get("lead") or seat
    if dead == "ok-dead-play-headless":
        return text(dead, seat=seat, play=play, lead=lead)
    if dead == "ok-lead-dead":
        return text(dead, seat=seat, play=play, opp=opposite(seat), lead=lead)
    msg = text(code, **params)
    if dead is None:
        return msg
    closes = text(dead, seat=seat, play=play, opp=opposite(seat), lead=lead)
    return {lang: f"{msg[lang]} {closes[lang]}" if lang == "en" else msg[lang] + closes[lang]
            for lang in ("zh", "en")}


def _judge_pass(s: Situation, a: Pass) -> Verdict:
    """The ruling on a pass that :func:`pass_fault` allows."""
    seat = a.seat
    st = s.trick_state
    nxt = s.to_move()
    after = s.after(a)
    if seat != nxt:                         # a seat the turn skips
        assert st.top_seat is not None
        if st.gouji and not s.is_headless(st.top_seat):
            clauses: tuple[str, ...] = ("GOUJI-2",)       # others may only pass on a gouji play
        else:
            clauses = ("TURN-4",) if seat in st.passed else ("TURN-2",)
        return Verdict(True, None, clauses, None, next=nxt, words=later("ok-pass-skipped", seat=seat))
    new_next = after.to_move()
    if after.is_closed():
        lives = ("GOUJI-5",) if st.gouji and not st.dead_gouji else ()   # the gouji play won the lead
        if new_next != st.top_seat:
            return Verdict(True, None, ("TURN-6", "TURN-8") + lives, None, next=new_next, words=later(
                "ok-pass-close-wind", seat=seat, owner=st.top_seat, next=new_next))
        code = "ok-pass-close-lives" if lives else "ok-pass-close"
        return Verdict(True, None, ("TURN-6",) + lives, None, next=new_next,
                       words=later(code, seat=seat, next=new_next, owner=st.top_seat))
    if s.melee:
        return Verdict(True, None, ("GOUJI-4",), None, next=new_next, words=later("ok-pass-melee", seat=seat))
    if after.trick_state.yielder is not None and new_next == after.trick_state.yielder:
        return Verdict(True, None, ("TURN-5", "TURN-4"), None, next=new_next,
                       words=later("ok-pass-back-to-yielder", seat=seat, yielder=new_next))
    return Verdict(True, None, ("TURN-4",), None, next=new_next, words=later("ok-pass", seat=seat))


def _judge_yield(s: Situation, a: Yield) -> Verdict:
    """The ruling on a yield that :func:`yield_fault` allows."""
    return Verdict(True, None, ("TURN-5",), None, next=s.after(a).to_move(), words=later("ok-yield", seat=a.seat))


def judge_cards(situation: Situation, seat: int, cards: str | Hand) -> Verdict:
    """Convenience: judge ``seat`` playing ``cards`` written in the notation.

    >>> judge_cards(Situation.build(), 2, "J J J J").clauses
    ('TURN-1', 'GOUJI-1')
    """
    check_arg(cards, (str, Hand), "cards")
    return judge(situation, PlayAction.of(seat, Hand.parse(cards) if isinstance(cards, str) else cards))
