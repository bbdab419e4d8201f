"""The judge: one ruling on one action in one situation, with its clauses and reasons.

Legality has one home: this module (plays, passes, yields) and :mod:`gouji_sim.burn` (burns).

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
from .beats import BeatRuling, explain
from .burn import judge_burn
from .cards import Hand
from .checks import Fault, as_play, card_fault, chong_san_fault
from .messages import text
from .play import Play
from .situation import Situation
from .table import check_seat, opposite
from .verdict import PlayInfo, Verdict


def judge(situation: Situation, action: Action) -> Verdict:
    """Rule on ``action`` in ``situation`` (RULEBOOK §3–§7); :class:`GoujiError` when the
    action names no seat 1…6 (:func:`check_actor`)."""
    check_actor(action)
    if isinstance(action, Burn):
        return judge_burn(situation, action)
    if not situation.is_active(action.seat):
        return _illegal(situation, "already-finished", ("END-1",),
                        text("already-finished", seat=action.seat), situation.to_move())
    if isinstance(action, PlayAction):
        return _judge_play(situation, action)
    if situation.is_closed():           # TURN-1: a lead is a play, never a pass or a yield
        leader = situation.leader() or action.seat
        return _illegal(situation, "must-lead", ("TURN-1",), text("must-lead", seat=leader), leader)
    if isinstance(action, Pass):
        return _judge_pass(situation, action)
    if isinstance(action, Yield):
        return _judge_yield(situation, action)
    raise TypeError(f"not an action: {action!r}")


def check_actor(action: Action) -> None:
    """The seats an action names (its own, and a burn's responders) are seats 1…6.

    >>> judge(Situation.build(), Pass(0))
    Traceback (most recent call last):
    ...
    gouji_sim.errors.GoujiError: action.seat 的座位 0 无效：座位是 1 到 6 的整数。 / action.seat: seat 0 is not valid; seats are whole numbers 1 to 6.
    """
    check_seat(getattr(action, "seat", None), "action.seat")
    for i, r in enumerate(getattr(action, "responses", ())):
        check_seat(r.seat, f"responses[{i}].seat")


def _illegal(s: Situation, reason: str, clauses: tuple[str, ...], message: dict[str, str],
             nxt: int | None, play: Play | None = None) -> Verdict:
    info = PlayInfo.of(play, s.rules) if play is not None else None
    return Verdict(False, reason, clauses, message, info, next=nxt)


def _position_fault(s: Situation, seat: int) -> tuple[str, tuple[str, ...], dict[str, str]] | None:
    """Why ``seat`` may not play on the top play now (TURN-2..4, GOUJI-2..4, TURN-9), if it may not."""
    st = s.trick_state
    top_seat, nxt = st.top_seat, s.to_move()
    assert top_seat is not None and st.top is not None
    if seat == top_seat:
        return "own-play", ("TURN-2",), text("own-play", seat=seat)
    if not s.may_beat(seat):
        if st.dead_gouji:
            return "dead-gouji-burn-only", ("TURN-9",), text(
                "dead-gouji-burn-only", top=st.top, owner=top_seat)
        if st.burner is not None and not s.melee:
            return "gouji-opposite-only", ("BURN-4", "GOUJI-2"), text(
                "burn-set-opposite-only", top=st.top, owner=top_seat, opp=opposite(top_seat))
        if not st.gouji and not s.melee and s.top_is_dead() and not s.is_headless(top_seat):
            # LOCAL-3: a big-joker play that is not a gouji play is still dead: closed at once
            return "dead-play", ("BEAT-5", "TURN-6"), text("dead-play", top=st.top)
        if (st.gouji and not s.melee and not s.is_headless(top_seat)
                and not (s.is_headless(seat) and seat in st.passed)):
            return "gouji-opposite-only", ("GOUJI-2",), text(
                "gouji-opposite-only", top=st.top, owner=top_seat, opp=opposite(top_seat))
        if s.melee:
            return "not-your-turn", ("TURN-3", "GOUJI-4"), text("not-your-turn", seat=seat, next=nxt)
        clauses = ("TURN-5", "TURN-4") if seat in st.yield_passed else ("TURN-4",)   # a yield became a pass
        return "passed-this-trick", clauses, text("passed-this-trick", seat=seat)
    gouji_opposite = st.gouji and seat == opposite(top_seat)   # TURN-3's exception
    if seat != nxt and not gouji_opposite:
        return "not-your-turn", ("TURN-3",), text("not-your-turn", seat=seat, next=nxt)
    return None


def _beat_fault(ruling: BeatRuling, play: Play, top: Play) -> Fault:
    """The fault of a play that does not beat the top, with the message that says why."""
    reason = ruling.reason or "not-higher"
    params = dict(play=play, top=top, size=play.size, top_size=top.size, small=top.small,
                  big=play.big, base=play.base or "")
    code = reason
    if reason == "wrong-size" and "BEAT-6" in ruling.clauses:
        code = "wrong-size-two-for-one"
    elif reason == "not-higher":
        if "BEAT-6" in ruling.clauses:
            code = "two-for-one-fails"
        elif "BEAT-4" in ruling.clauses:
            code = "twos-not-higher"
        elif play.jokers:
            code = "joker-not-higher"
    return Fault(reason, ruling.clauses, text(code, **params))


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


def _not_gouji(s: Situation, play: Play) -> tuple[str, ...]:
    """LOCAL-3 when it is what made ``play`` (with its big joker) not a gouji play."""
    return ("LOCAL-3",) if play.big and not s.rules.big_joker_gouji and not s.melee else ()


def _judge_play(s: Situation, a: PlayAction) -> Verdict:
    seat, cards = a.seat, a.play
    st = s.trick_state
    leading = s.is_closed()
    if leading:
        leader = s.leader()
        if leader is not None and seat != leader:
            if st.dead_gouji:
                return _illegal(s, "dead-gouji-burn-only", ("TURN-9",), text(
                    "dead-gouji-burn-only", top=st.top, owner=st.top_seat), leader)
            clause = "TURN-6" if leader == st.top_seat else "TURN-8"
            return _illegal(s, "not-your-turn", (clause,), text("not-your-turn", seat=seat, next=leader),
                            leader)
    else:
        fault = _position_fault(s, seat)
        if fault:
            return _illegal(s, *fault, s.to_move(), cards if isinstance(cards, Play) else None)

    def wrong(f: Fault, shown: Play | None) -> Verdict:
        # PLAY-6: a wrong follow goes back to the hand and its player loses the turn
        nxt = seat if leading else s.after(Pass(seat)).to_move()
        return _illegal(s, f.reason, f.clauses, f.message, nxt, shown)

    bad = card_fault(cards, s.rules, s.hand(seat), seat, s.card_count(seat))
    play = as_play(cards)
    if bad:
        return wrong(bad, play if isinstance(play, Play) else None)
    assert isinstance(play, Play)
    three = chong_san_fault(play, s.rules, s.card_count(seat), seat)
    if three:
        return wrong(three, play)
    if not leading:
        assert st.top is not None
        ruling = explain(play, st.top, s.rules)
        if not ruling.ok:
            return wrong(_beat_fault(ruling, play, st.top), play)
    after = s.after(PlayAction(seat, play))
    info = PlayInfo.of(play, s.rules)
    clauses: tuple[str, ...]
    if after.trick_state.dead_gouji:
        clauses, msg = ("TURN-9",), text("ok-dead-gouji", seat=seat, play=play)
    elif leading:
        clauses = ("TURN-1", "GOUJI-1") if info.gouji else ("TURN-1",) + _not_gouji(s, play)
        if info.gouji and s.is_headless(seat):
            clauses = ("TURN-1", "GOUJI-3")
            msg = text("ok-lead-headless", seat=seat, play=play)
        elif info.gouji and not s.melee:     # GOUJI-4: in the melee no one answers for a seat
            msg = text("ok-lead-gouji", seat=seat, play=play, opp=opposite(seat))
        else:
            msg = text("ok-lead", seat=seat, play=play)
    else:
        assert st.top is not None
        context, code = _play_context(s, seat)
        code = {"BEAT-3": "ok-beat-joker", "BEAT-6": "ok-beat-two-for-one"}.get(ruling.clauses[0], code)
        clauses = ruling.clauses + context + _not_gouji(s, st.top)
        msg = text(code, seat=seat, play=play, top=st.top, owner=st.top_seat)
    if after.melee and not after.trick_state.dead_gouji and after.top_is_dead():
        # TURN-6: in the melee a dead play ends its trick at once
        clauses = clauses + ("TURN-6",)
        msg = text("ok-melee-dead-play", seat=seat, play=play, next=after.to_move())
    return Verdict(True, None, clauses, msg, info, after.responders(), after.burners(),
                   None, after.to_move())


def _judge_pass(s: Situation, a: Pass) -> Verdict:
    seat = a.seat
    st = s.trick_state
    if seat == st.top_seat:
        return _illegal(s, "own-play", ("TURN-2",), text("own-play", seat=seat), s.to_move())
    nxt = s.to_move()
    after = s.after(a)
    if seat != nxt:
        if seat in s.skipped():
            assert st.top_seat is not None
            if st.gouji and not s.is_headless(st.top_seat):
                clauses: tuple[str, ...] = ("GOUJI-2",)       # others may only pass on a gouji play
            else:
                clauses = ("TURN-4",) if seat in st.passed else ("TURN-2",)
            return Verdict(True, None, clauses, text("ok-pass-skipped", seat=seat), next=nxt)
        return _illegal(s, "not-your-turn", ("TURN-3",), text("not-your-turn", seat=seat, next=nxt), nxt)
    new_next = after.to_move()
    if after.is_closed():
        lives = ("GOUJI-5",) if st.gouji and not st.dead_gouji else ()   # the gouji play won the lead
        if new_next != st.top_seat:
            return Verdict(True, None, ("TURN-6", "TURN-8") + lives, text(
                "ok-pass-close-wind", seat=seat, owner=st.top_seat, next=new_next), next=new_next)
        code = "ok-pass-close-lives" if lives else "ok-pass-close"
        return Verdict(True, None, ("TURN-6",) + lives,
                       text(code, seat=seat, next=new_next, owner=st.top_seat), next=new_next)
    if s.melee:
        return Verdict(True, None, ("GOUJI-4",), text("ok-pass-melee", seat=seat), next=new_next)
    if after.trick_state.yielder is not None and new_next == after.trick_state.yielder:
        return Verdict(True, None, ("TURN-5", "TURN-4"), text("ok-pass-back-to-yielder", seat=seat,
                       yielder=new_next), next=new_next)
    return Verdict(True, None, ("TURN-4",), text("ok-pass", seat=seat), next=new_next)


def may_yield(s: Situation, seat: int) -> bool:
    """Whether ``seat`` may yield now (TURN-5): what :func:`judge` rules on a :class:`Yield`,
    without building the verdict (the game asks it at every decision of the opposite).

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
    >>> may_yield(s, 4), judge(s, Yield(4)).legal, may_yield(s, 5), judge(s, Yield(5)).legal
    (True, True, False, False)
    """
    return s.is_active(seat) and not s.is_closed() and _yield_fault(s, seat) is None


def _yield_fault(s: Situation, seat: int) -> tuple[str, tuple[str, ...], str, dict[str, object]] | None:
    """Why ``seat`` may not yield in an open trick: (reason, clauses, message code, its
    parameters), or ``None``."""
    st = s.trick_state
    nxt = s.to_move()
    if s.melee:
        return "cannot-yield", ("GOUJI-4",), "no-yield-in-melee", {}
    assert st.top_seat is not None
    if seat != nxt and seat == opposite(st.top_seat) and seat not in st.yielded:
        return "not-your-turn", ("TURN-3",), "not-your-turn", {"seat": seat, "next": nxt}
    if (seat != nxt or seat != opposite(st.top_seat) or seat in st.yielded
            or st.dead_gouji or s.top_is_dead()):
        if s.top_is_dead():
            return "cannot-yield", ("TURN-6", "BEAT-5"), "cannot-yield-dead", {"seat": seat, "top": st.top}
        return "cannot-yield", ("TURN-5",), "cannot-yield", {"seat": seat}
    return None


def _judge_yield(s: Situation, a: Yield) -> Verdict:
    fault = _yield_fault(s, a.seat)
    if fault is not None:
        reason, clauses, code, params = fault
        return _illegal(s, reason, clauses, text(code, **params), s.to_move())
    return Verdict(True, None, ("TURN-5",), text("ok-yield", seat=a.seat), next=s.after(a).to_move())


def judge_cards(situation: Situation, seat: int, cards: str | Hand) -> Verdict:
    """Convenience: judge ``seat`` playing ``cards`` written in the notation.

    >>> judge_cards(Situation.build(), 2, "J J J J").clauses
    ('TURN-1', 'GOUJI-1')
    """
    return judge(situation, PlayAction.of(seat, Hand.parse(cards) if isinstance(cards, str) else cards))
