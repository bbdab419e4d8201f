"""Burning (烧牌, RULEBOOK BURN-1..6): judging a declared burn, and planning one.

>>> from gouji_sim import Hand, Play, Rules
>>> plan = plan_burn(Hand.parse("J J J J J 小王 8 8 9 9 9"), Play.parse("10 10 10 10 10"), Rules())
>>> plan.possible, [str(s) for s in plan.sets]
(True, ['J J J J J', '9 9 9 小王', '8 8'])
>>> plan = plan_burn(Hand.parse("J J J J J 8 8 9 9 9"), Play.parse("10 10 10 10 10"), Rules())
>>> plan.possible, plan.message["en"]
(False, 'Cannot burn: after the first set the rest needs 2 sets, so 1 joker(s) for the middle sets; the hand has 0.')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .frozen import picklable
from .actions import Burn, Pass, PlayAction, Response
from .beats import explain_unchecked as explain
from .cards import Hand, Rank, deck_counts
from .checks import Fault, beat_fault, card_fault, chong_san_fault, count_fault
from .errors import GoujiError, InvalidPlayError, check_arg
from .messages import seats_text, text
from .moves import beating_plays_unchecked as beating_plays, can_beat
from .play import Play
from .rules import Rules
from .situation import BURN_LAST_PLAY_PASSED, BURN_PASSED, BURN_SEAT, Situation
from .table import check_seat, opposite, seats_from
from .verdict import BurnSetInfo, PlayInfo, Verdict, refused_turn

OUTCOMES = ("succeeded", "released", "failed", "not-allowed")


def burn_barrier(s: Situation, seat: int) -> tuple[tuple[str, ...], dict[str, str]] | None:
    """Why ``seat`` may not declare a burn on the play on top now, if it may not: the clauses
    and the sentence of :meth:`Situation.burn_fault <gouji_sim.core.situation.Situation.burn_fault>`,
    the one home of that question (BURN-1, BURN-6, GOUJI-4, TURN-9)."""
    fault = s.burn_fault(seat)
    if fault is None:
        return None
    owner = s.trick_state.top_seat
    if fault is BURN_SEAT:
        names = seats_text(s.burners(after_pass=True))
        mode = text(f"switch-burn_seats-{s.rules.burn_seats}")
        return fault.clauses, {lang: text("burn-why-seat", mode=mode[lang], burners=names[lang])[lang]
                               for lang in ("zh", "en")}
    return fault.clauses, text(fault.code, seat=seat, owner=owner if owner is not None else "-")


def burn_grounds(s: Situation, seat: int) -> tuple[str, ...]:
    """The clauses on which ``seat`` may declare a burn on the play on top, when
    :meth:`Situation.burn_fault <gouji_sim.core.situation.Situation.burn_fault>` says it may: who
    may burn a gouji play and which seats (BURN-1, BURN-2), a dead gouji play answered only by a
    burn (TURN-9), a burn burned back (BURN-4); ``()`` when it may not.

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> burn_grounds(s, 2), burn_grounds(s, 4)
    (('BURN-1', 'BURN-2'), ())
    """
    if s.burn_fault(seat) is not None:
        return ()
    st = s.trick_state
    lead = ("TURN-9",) if st.dead_gouji else ()
    back = ("BURN-4",) if st.burner is not None and seat == s.burned() else ()
    return lead + ("BURN-1", "BURN-2") + back


def who_burn_grounds(s: Situation) -> tuple[str, ...]:
    """The clauses that decide who may burn the play on top — the seats
    :meth:`Situation.burners <gouji_sim.core.situation.Situation.burners>` lists: each one's
    :func:`burn_grounds`; for a dead play, which nobody can burn, BEAT-5 and BURN-3 (a burn
    starts by beating it); when nobody else may, the clauses of each other seat's
    :meth:`~gouji_sim.core.situation.Situation.burn_fault` (BURN-1 when none names one). The one
    home of that choice (``gouji ask``'s "who may burn" names these).

    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> who_burn_grounds(s)
    ('BURN-1', 'BURN-2')
    >>> who_burn_grounds(Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))]))
    ('BURN-1', 'GOUJI-1')
    >>> who_burn_grounds(Situation.build(trick=[PlayAction(1, Play.parse("大王"))]))
    ('BEAT-5', 'BURN-3')
    """
    st = s.trick_state
    if st.top is None or st.top_seat is None:
        return ()
    seats = s.burners()
    out: list[str] = []
    for seat in seats:
        out += burn_grounds(s, seat)
    if not seats and s.top_is_dead():
        out += ["BEAT-5", "BURN-3"]
    elif not seats:
        for seat in range(1, 7):
            fault = s.burn_fault(seat) if seat != st.top_seat and s.is_active(seat) else None
            out += fault.clauses if fault is not None else ()
    return tuple(dict.fromkeys(out)) or ("BURN-1",)


def may_declare_burn(s: Situation, seat: int) -> bool:
    """Whether ``seat``'s position lets it declare a burn now (whatever its cards):
    :meth:`Situation.burn_fault <gouji_sim.core.situation.Situation.burn_fault>` is ``None``."""
    return s.burn_fault(seat) is None


def answer_fault(s: Situation, seat: int, burner: int, burned: int | None) -> dict[str, str] | None:
    """Why ``seat`` is not entitled by its position to answer the burning set on top (BURN-4),
    or ``None`` when it is, whatever its cards — the one home of that question (:func:`answerers`
    lists the seats with no fault).

    Entitled: a seat that may beat the set
    (:meth:`~gouji_sim.core.situation.Situation.burn_answer_fault`: the burner's opposite, even
    after passing; a headless player, or any seat when the set is open to all, that has not
    passed in the trick), or a seat entitled to burn it back
    (:meth:`~gouji_sim.core.situation.Situation.burn_fault`, the burned player included; BURN-1's
    过牌不烧 applies).
    """
    if seat == burner or not s.is_active(seat):
        return text("burn-why-not-entitled-plain")
    if seat in s.trick_state.barred:
        return text("burn-why-wrong-followed")        # PLAY-6: no right to follow, a reburn included
    fault = s.burn_answer_fault(seat, burner)
    if fault is None:
        return None
    reburn = s.burn_fault(seat, burned)
    if reburn is None:
        return None
    if fault.reason == "passed-this-trick" or reburn in (BURN_PASSED, BURN_LAST_PLAY_PASSED):
        return text("burn-why-passed-answer")
    mode = text(f"switch-burn_release-{s.rules.burn_release}")
    return {lang: text("burn-why-not-entitled", mode=mode[lang])[lang] for lang in ("zh", "en")}


def answerers(s: Situation, burner: int, burned: int | None) -> tuple[int, ...]:
    """BURN-4: who may answer the burner's set by position, in turn order from the burner:
    the seats with no :func:`answer_fault`."""
    return tuple(x for x in seats_from(burner) if answer_fault(s, x, burner, burned) is None)


def _set_fault(s: Situation, seat: int, sets: Sequence[Play], top: Play, used: Hand) -> tuple[str, tuple[str, ...], dict[str, str]] | None:
    """BURN-3/5: the first reason this sequence of sets fails, if any (烧糊)."""
    rules = s.rules
    for k, piece in enumerate(sets, start=1):
        fault = card_fault(piece, rules, None, seat)
        if fault:
            return ("burn-set-jokers-on-low", ("PLAY-5", "BURN-5"),
                    text("burn-set-jokers-on-low", k=k, set=piece))
    first = explain(sets[0], top, rules)
    if not first.ok:
        return ("burn-first-must-beat", ("BURN-3", "BURN-5") + first.clauses,
                text("burn-first-must-beat", set=sets[0], top=top))
    for k, piece in enumerate(sets[1:-1], start=2):
        if not piece.jokers:
            return ("burn-set-needs-joker", ("BURN-3", "BURN-5"),
                    text("burn-set-needs-joker", k=k, set=piece))
    hand = s.hand(seat)
    if hand is not None:
        if hand != used:
            left = hand.remove(used)
            return ("burn-incomplete", ("BURN-3", "BURN-5"),
                    text("burn-incomplete", seat=seat, left=left))
    else:
        count = s.card_count(seat)
        if count is not None and count != len(used):
            return ("burn-incomplete", ("BURN-3", "BURN-5"),
                    text("burn-incomplete", seat=seat, left=max(count - len(used), 0)))
    for k, piece in enumerate(sets, start=1):   # LOCAL-1: the last set is 3s alone, no 3s before it
        three = chong_san_fault(piece, rules, piece.size if k == len(sets) else None, seat)
        if three:
            return three.reason, three.clauses + ("BURN-3", "BURN-5"), three.message
    return None


def judge_burn(s: Situation, action: Burn) -> Verdict:
    """Rule on a declared burn: ``succeeded``, ``released``, ``failed`` (烧糊) or ``not-allowed``;
    its arguments are checked as :func:`~gouji_sim.core.judge.judge` checks them."""
    check_arg(s, Situation, "situation")
    check_burn(check_arg(action, Burn, "action"))
    seat, sets = action.seat, action.sets
    if not s.is_active(seat):
        return Verdict(False, "already-finished", ("END-1",), text("already-finished", seat=seat),
                       burn="not-allowed", next=s.to_move(), turn="stays")
    barrier = burn_barrier(s, seat)
    if barrier:
        clauses, why = barrier
        msg = {lang: text("burn-not-allowed", seat=seat, why=why[lang])[lang] for lang in ("zh", "en")}
        nxt = s.to_move()
        return Verdict(False, "burn-not-allowed", clauses, msg, burn="not-allowed", next=nxt,
                       turn=refused_turn(seat, nxt))
    top, burned = s.trick_state.top, s.trick_state.top_seat
    assert top is not None and burned is not None
    info = PlayInfo.of(sets[0], s.rules)
    hand = s.hand(seat)
    used = _used(sets)
    if hand is not None and not hand.contains(used):     # no burn can be made of cards not held
        nxt = s.to_move()
        return Verdict(False, "not-in-hand", ("PLAY-1",), text("not-in-hand", seat=seat, play=used),
                       info, burn="not-allowed", next=nxt, turn=refused_turn(seat, nxt))
    count = s.card_count(seat)
    if hand is None and count is not None and len(used) > count:     # more cards than the seat holds
        short = count_fault(seat, used, count)
        nxt = s.to_move()
        return Verdict(False, short.reason, short.clauses, short.message, info, burn="not-allowed",
                       next=nxt, turn=refused_turn(seat, nxt))
    fault = _set_fault(s, seat, sets, top, used)
    if fault:
        reason, clauses, msg = fault
        clauses += ("END-2",)                # a failed burner places last
        last = text("burn-failed-last", seat=seat)
        msg = {lang: f"{msg[lang]} {last[lang]}" for lang in ("zh", "en")}
        return Verdict(False, reason, clauses, msg, info, burn="failed", next=s.to_move())
    return _play_out(s, action, burned)


def _used(sets: Sequence[Play]) -> Hand:
    """The cards of all the sets of a burn."""
    used = Hand()
    for piece in sets:
        used = used.add(piece.cards)
    return used


def burn_is_legal(s: Situation, action: Burn) -> bool:
    """Whether :func:`judge_burn` rules ``action`` legal (``succeeded`` or ``released``),
    without building the verdict: for callers that need only a yes or no. It asks what
    :func:`judge_burn` asks, in its order — the seat still plays (END-1), its position lets
    it burn (:meth:`~gouji_sim.core.situation.Situation.burn_fault`, BURN-1/2/6), it holds the
    cards (PLAY-1) and the sets make a burn (BURN-3/5, LOCAL-1) — so it cannot disagree.

    >>> from gouji_sim import Hand, Rules
    >>> s = Situation.build(hands={3: Hand.parse("J J J J J 小王 8 8")},
    ...                     trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    >>> sets = plan_burn(s.hand(3), Play.parse("10 10 10 10 10"), Rules()).sets
    >>> burn_is_legal(s, Burn(3, sets)), burn_is_legal(s, Burn(3, sets[:1]))
    (True, False)
    """
    check_arg(s, Situation, "situation")
    check_burn(check_arg(action, Burn, "action"))
    seat, sets = action.seat, action.sets
    if not s.is_active(seat) or s.burn_fault(seat) is not None:
        return False
    top = s.trick_state.top
    assert top is not None
    used = _used(sets)
    hand = s.hand(seat)
    if hand is not None and not hand.contains(used):
        return False
    count = s.card_count(seat)
    if hand is None and count is not None and len(used) > count:
        return False
    return _set_fault(s, seat, sets, top, used) is None


def answer_is_legal(s: Situation, action: Burn, response: Response) -> bool:
    """Whether ``response`` releases the burn ``action`` declared in ``s`` (BURN-4): what
    :func:`judge_burn` rules on ``action`` with that one response — legal (:func:`burn_is_legal`)
    and ``released`` by it (:func:`response_fault` finds nothing wrong) — without the verdict.

    >>> from gouji_sim.core.cards import Hand
    >>> s = Situation.build(hands={1: Hand.parse("大王 A A 4 4"), 2: Hand.parse("5 6"),
    ...     3: Hand.parse("5 6"), 4: Hand.parse("2 2 2 7"), 5: Hand.parse("5 6"), 6: Hand.parse("5 6")},
    ...     trick=[PlayAction(6, Play.parse("K K K"))])
    >>> burn = Burn(1, (Play.parse("大王 A A"), Play.parse("4 4")))
    >>> answer_is_legal(s, burn, Response(1, 4, Play.parse("2 2 2")))
    False
    """
    return burn_is_legal(s, action) and response_fault(s, action, response) is None


def _play_out(s: Situation, action: Burn, burned: int) -> Verdict:
    """Play the sets one by one, answering them with the responses (BURN-4), to the outcome (BURN-5)."""
    seat, sets = action.seat, action.sets
    rules = s.rules
    infos: list[BurnSetInfo] = []
    ignored: list[dict[str, str]] = []
    cur = s
    first_pos: tuple[int, ...] = ()
    first_burners: tuple[int, ...] = ()
    for k, piece in enumerate(sets, start=1):
        cur = cur.after(PlayAction(seat, piece, burn=True))
        by_position = answerers(cur, seat, burned)
        if k == 1:
            first_pos, first_burners = by_position, cur.burners(seat, include=burned)
        by_cards = tuple(x for x in by_position
                         if (h := cur.hand(x)) is not None and can_beat(h, piece, rules))
        answer = None
        for r in (r for r in action.responses if r.after_set == k):
            still = tuple(x for x in by_position if x not in cur.trick_state.barred)
            why = _answer_fault(cur, r, piece, k, k == len(sets), still, burned)
            if why is None:
                answer = r
                break
            if why.reason == "cannot-reburn":
                # BURN-4 (v5): a reburn that is not whole is a wrong follow (PLAY-6): the cards go
                # back, the burn goes on, and the seat may not follow again in this trick
                cur = cur.after(Pass(r.seat, wrong=True))
            ignored.append({lang: text("burn-answer-ignored", responder=r.seat, play=r.play,
                                       why=why.message[lang])[lang] for lang in ("zh", "en")})
        burn_back = tuple(x for x in by_position if _burns_back(cur, x, seat))
        unshown = tuple(x for x in by_position if cur.hand(x) is None)
        infos.append(BurnSetInfo(k, str(piece), piece.jokers, by_position, by_cards,
                                 answer.seat if answer else None, burn_back, unshown))
        if answer is not None:
            # BURN-4 (v5): a burn back is the first set of a whole burn by its answerer
            after = cur.after(PlayAction(answer.seat, answer.play, burn=_burns_back(cur, answer.seat, seat)))
            msg = text("burn-released", responder=answer.seat, play=answer.play, k=k, set=piece, seat=seat)
            if answer.sets or answer.responses:
                return _reburn_out(cur, seat, answer, msg, PlayInfo.of(sets[0], rules), first_pos,
                                   first_burners, tuple(infos))
            return Verdict(True, None, ("BURN-4",), msg, PlayInfo.of(sets[0], rules), first_pos,
                           first_burners, "released", after.to_move(), tuple(infos))
    msg = text("burn-succeeded", seat=seat, sets=len(sets), owner=burned)
    clauses: tuple[str, ...] = ("BURN-3", "BURN-5")
    if ignored:
        clauses += ("BURN-4",)
        msg = {lang: " ".join([msg[lang]] + [i[lang] for i in ignored]) for lang in ("zh", "en")}
    return Verdict(True, None, clauses, msg, PlayInfo.of(sets[0], rules), first_pos,
                   first_burners, "succeeded", cur.to_move(), tuple(infos))


def _reburn_out(cur: Situation, burner: int, answer: Response, released: dict[str, str], info: PlayInfo,
                first_pos: tuple[int, ...], first_burners: tuple[int, ...],
                infos: tuple[BurnSetInfo, ...]) -> Verdict:
    """BURN-4 (v5): the burn is released by a burn back whose later sets the answer states;
    that reburn is played out as a burn of its own (its sets, their answers) on ``cur`` (the
    burner's set on top, ``burner`` the seat it burns). The verdict stays the first burn's
    (``released``) and reports the reburn under ``reburn``: its seat, outcome and sets;
    ``next`` is who acts after it."""
    reburn = Burn(answer.seat, (answer.play,) + answer.sets, answer.responses)
    inner = _play_out(cur, reburn, burner)
    msg = {lang: f"{released[lang]} {inner.message[lang]}" for lang in ("zh", "en")}
    clauses = ("BURN-4",) + tuple(c for c in inner.clauses if c != "BURN-4")
    told = {"seat": reburn.seat, "burn": inner.burn, "next": inner.next,
            "burn_sets": [b.to_dict() for b in inner.burn_sets]}
    if inner.outcome and "reburn" in inner.outcome:        # a reburn answered by a reburn
        told["reburn"] = inner.outcome["reburn"]
    return Verdict(True, None, clauses, msg, info, first_pos, first_burners, "released", inner.next,
                   infos, outcome={"reburn": told})


def response_fault(s: Situation, action: Burn, response: Response) -> Fault | None:
    """Why ``response`` does not answer its set of the burn ``action`` declared in ``s``
    (BURN-4), or ``None`` when it does: the reason :func:`judge_burn` gives for an answer it
    ignores, with its clauses — the seat is not entitled (BURN-4), the play does not beat the
    set (BEAT, e.g. a set holding a big joker on top, BEAT-5), the burn was over, and so on.

    >>> from gouji_sim.core.cards import Hand
    >>> s = Situation.build(hands={1: Hand.parse("大王 A A 4 4"), 2: Hand.parse("5 6"),
    ...     3: Hand.parse("5 6"), 4: Hand.parse("2 2 2 7"), 5: Hand.parse("5 6"), 6: Hand.parse("5 6")},
    ...     trick=[PlayAction(6, Play.parse("K K K"))])
    >>> burn = Burn(1, (Play.parse("大王 A A"), Play.parse("4 4")))
    >>> f = response_fault(s, burn, Response(1, 4, Play.parse("2 2 2")))
    >>> f.reason, f.clauses
    ('dead-play', ('BURN-4', 'BEAT-5'))
    """
    burner, sets, k = action.seat, action.sets, response.after_set
    burned = s.trick_state.top_seat
    assert burned is not None and 1 <= k <= len(sets)
    cur = s
    for piece in sets[:k]:
        cur = cur.after(PlayAction(burner, piece, burn=True))
    return _answer_fault(cur, response, sets[k - 1], k, k == len(sets), answerers(cur, burner, burned), burned)


def _answer_fault(cur: Situation, r: Response, piece: Play, k: int, last: bool,
                  by_position: tuple[int, ...], burned: int) -> Fault | None:
    """Why the answer ``r`` to a burning set does not release the burn (BURN-4), if it does not.

    Under ``opposite_or_reburn`` a seat other than the burner's opposite answers by burning
    back, so when its hand is known that hand must be able to make a burn from this play —
    unless the set is open to all (a headless burner's, BURN-4; LOCAL-3).
    """
    rules = cur.rules
    burner = cur.trick_state.top_seat
    assert burner is not None
    if last:
        return Fault("burn-over", ("BURN-4", "BURN-5"), text("burn-why-after-last"))
    if r.seat not in by_position:
        why = answer_fault(cur, r.seat, burner, burned)
        return None if why is None else Fault("not-entitled", ("BURN-4",), why)
    hand = cur.hand(r.seat)
    if hand is not None and not hand.contains(r.play.cards):
        return Fault("not-in-hand", ("PLAY-1",), text("not-in-hand", seat=r.seat, play=r.play))
    count = cur.card_count(r.seat)
    if hand is None and count is not None and r.play.size > count:
        return count_fault(r.seat, r.play.cards, count)
    three = chong_san_fault(r.play, rules, cur.card_count(r.seat), r.seat)
    if three:
        return three
    ruling = explain(r.play, piece, rules)
    if not ruling.ok:
        bad = beat_fault(ruling, r.play, piece)
        return Fault(bad.reason, ("BURN-4",) + bad.clauses,
                     {lang: text("burn-why-not-beat-because", k=k, set=piece, why=bad.message[lang])[lang]
                      for lang in ("zh", "en")})
    reburn = _burns_back(cur, r.seat, burner)
    if reburn and hand is not None and not _can_burn_from(hand, r.play, rules):
        # BURN-4 (v5): a seat whose only right is to burn back must make a whole reburn
        return Fault("cannot-reburn", ("BURN-4", "PLAY-6"), text("burn-why-reburn-not-whole"))
    if r.sets or r.responses:
        if not reburn:       # later sets belong to a burn back only
            return Fault("not-a-reburn", ("BURN-4",), text("burn-why-not-a-reburn"))
        stated = (r.play,) + r.sets
        used = _used(stated)
        if (hand is not None and not hand.contains(used)) or _set_fault(cur, r.seat, stated, piece, used):
            # BURN-4 (v5): the reburn's stated sets must be a whole burn (BURN-3) of its hand
            return Fault("cannot-reburn", ("BURN-4", "PLAY-6"), text("burn-why-reburn-not-whole"))
    return None


def _burns_back(s: Situation, seat: int, burner: int) -> bool:
    """Whether ``seat``'s answer to the burning set on top is a burn back (反烧, BURN-4): it is
    neither the burner's opposite nor a headless player, and the set is not open to all."""
    return seat != opposite(burner) and not s.is_headless(seat) and not s.burn_open_to_all(burner)


def reburn_sets(s: Situation, seat: int, burner: int, play: Play) -> tuple[Play, ...] | None:
    """BURN-4 (v5): the whole burn back (反烧) that ``seat``'s answer ``play`` to ``burner``'s
    set on top starts — ``play`` as its first set, then the fewest sets that play out the rest
    of the hand (BURN-3) — or ``None`` when the answer is no burn back (the burner's opposite,
    a headless seat or a set open to all beat it, :func:`_burns_back`), the hand is not known,
    or it cannot be played out so.

    >>> s = Situation.build(hands={5: Hand.parse("大王 大王 Q Q A A A 4 4")}, trick=[
    ...     PlayAction(1, Play.parse("10 10 10 10 10")), PlayAction(3, Play.parse("J J J J J"), burn=True),
    ...     PlayAction(3, Play.parse("小王 8 8"), burn=True)])
    >>> [str(x) for x in reburn_sets(s, 5, 3, Play.parse("大王 Q Q"))], reburn_sets(s, 6, 3, Play.parse("大王 Q Q"))
    (['Q Q 大王', 'A A A 大王', '4 4'], None)
    """
    hand = s.hand(seat)
    if not _burns_back(s, seat, burner) or hand is None or not hand.contains(play.cards):
        return None
    rest = hand.remove(play.cards)
    if not rest:
        return (play,)
    split = _split_rest(rest, s.rules)
    if split is None or split[1] > rest.jokers:
        return None
    return (play,) + tuple(split[0])


def _can_burn_from(hand: Hand, first: Play, rules: Rules) -> bool:
    """Whether ``hand`` can make a whole burn (BURN-3) starting with ``first``."""
    rest = hand.remove(first.cards)
    split = _split_rest(rest, rules)
    return split is not None and split[1] <= rest.jokers


# --- the planner ---

@dataclass(frozen=True, slots=True)
class SetList:
    """Burning sets for a sentence, joined by ``|``: an object rather than a text, so that
    :func:`gouji_sim.core.messages.text` names the jokers in English on English pages.

    >>> from gouji_sim.core.messages import text
    >>> text("plan-ok", n=1, sets=SetList((Play.parse("9 9 9 小王"),)))["en"]
    'Can burn: 1 sets, 9 9 9 Small Joker.'
    """

    plays: Sequence[Play]

    def __str__(self) -> str:
        return " | ".join(map(str, self.plays))


@dataclass(frozen=True, slots=True)
class BurnPlan:
    """The planner's answer: a valid sequence of sets, or why there is none."""

    possible: bool
    sets: tuple[Play, ...]
    message: dict[str, str]
    jokers_needed: int = 0
    jokers_held: int = 0

    def to_dict(self) -> dict[str, object]:
        return {"possible": self.possible, "sets": [str(p) for p in self.sets],
                "message": dict(self.message), "jokers_needed": self.jokers_needed,
                "jokers_held": self.jokers_held}


def _split_rest(rest: Hand, rules: Rules) -> tuple[list[Play], int] | None:
    """Split what is left after the first set into the fewest sets, all but the last with a joker.

    Returns the sets and the jokers they need, or ``None`` when even unlimited jokers could not
    do it (3s and 4s with ``jokers_on_low`` off). When jokers are short, the sets are still
    returned (without enough jokers) so the caller can say by how much.
    """
    if rules.chong_san:
        return _split_chong_san(rest, rules)
    naturals = list(rest.naturals())
    twos, small, big = rest.twos, rest.small_jokers, rest.big_jokers
    if not naturals:
        return ([Play(None, 0, twos, small, big)] if rest else []), 0
    low = [r for r, _ in naturals if r <= Rank.FOUR] if not rules.jokers_on_low else []
    if len(low) > 1:
        return None
    # The last set is a jokerless one: a 3/4 set when there is one, else the lowest rank.
    naturals.sort(key=lambda rc: (rc[0] not in low, rc[0]))
    last, middle = naturals[0], naturals[1:]
    jokers = [Rank.BIG_JOKER] * big + [Rank.SMALL_JOKER] * small
    need = len(middle)
    sets: list[Play] = []
    for i, (rank, k) in enumerate(middle):
        give = jokers[i:i + 1]
        sets.append(Play(rank, k, 0, give.count(Rank.SMALL_JOKER), give.count(Rank.BIG_JOKER)))
    spare = jokers[need:]
    last_set = Play(last[0], last[1], twos, 0, 0)
    if spare:
        if last[0] in low:       # jokers may not sit on 3s/4s: they ride a middle set, or go alone
            if sets:
                p = sets[0]
                sets[0] = Play(p.rank, p.naturals, 0, p.small + spare.count(Rank.SMALL_JOKER),
                               p.big + spare.count(Rank.BIG_JOKER))
            else:
                sets.append(Play(None, 0, 0, spare.count(Rank.SMALL_JOKER), spare.count(Rank.BIG_JOKER)))
        else:
            last_set = Play(last[0], last[1], twos, spare.count(Rank.SMALL_JOKER), spare.count(Rank.BIG_JOKER))
    return sets + [last_set], need


def _split_chong_san(rest: Hand, rules: Rules) -> tuple[list[Play], int] | None:
    """:func:`_split_rest` under 冲三 (LOCAL-1): the last set is all the 3s, alone.

    Every other natural rank is a middle set with a joker; the twos ride the first middle set,
    or make a set of their own with a joker; spare jokers ride the first middle set, or go
    alone. ``None`` when there is no 3 to end on (or 4s that may not carry a joker).

    >>> sets, need = _split_chong_san(Hand.parse("3 3 8 8 2 小王 大王"), Rules.preset("chong_san"))
    >>> [str(p) for p in sets], need
    (['8 8 2 小王 大王', '3 3'], 1)
    """
    threes = rest[Rank.THREE]
    if not threes:
        return None
    middle = [(r, k) for r, k in rest.naturals() if r is not Rank.THREE]
    if not rules.jokers_on_low and middle and middle[0][0] is Rank.FOUR:
        return None
    twos = rest.twos
    jokers = [Rank.BIG_JOKER] * rest.big_jokers + [Rank.SMALL_JOKER] * rest.small_jokers
    need = len(middle) + (1 if twos and not middle else 0)
    pieces: list[list[int]] = [[int(r), k, 0, 0, 0] for r, k in middle]
    if twos:
        if pieces:
            pieces[0][2] = twos
        else:
            pieces.append([0, 0, twos, 0, 0])
    for i, joker in enumerate(jokers):
        if i >= need and not pieces:
            pieces.append([0, 0, 0, 0, 0])          # spare jokers alone
        target = pieces[i] if i < need else pieces[0]
        target[3 if joker is Rank.SMALL_JOKER else 4] += 1
    sets = [Play(Rank(r) if n else None, n, x, y, z) for r, n, x, y, z in pieces]
    return sets + [Play(Rank.THREE, threes)], need


def check_burn(action: Burn) -> None:
    """A burn's parts have their types and its seats are seats (what the judge is given is
    checked where it is entered: :func:`~gouji_sim.core.judge.check_actor`).

    >>> check_burn(Burn(3, ()))
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.InvalidPlayError: 一套牌至少要有一张牌。 / A play needs at least one card.
    """
    check_seat(action.seat, "action.seat")
    sets = check_arg(action.sets, (tuple, list), "action.sets")
    if not sets:
        raise InvalidPlayError.from_catalogue("empty-play")
    for i, piece in enumerate(sets):
        check_arg(piece, Play, f"action.sets[{i}]")
    for i, r in enumerate(check_arg(action.responses, (tuple, list), "action.responses")):
        check_arg(r, Response, f"responses[{i}]")
        check_seat(r.seat, f"responses[{i}].seat")
        check_arg(r.after_set, int, f"responses[{i}].after_set")
        check_arg(r.play, Play, f"responses[{i}].play")


def may_burn(hand: Hand) -> bool:
    """A quick necessary condition for BURN-3, checked before the planner runs.

    After the first set each natural rank left needs its own set and every set but the last
    a joker; the first set takes at most one rank away, so a hand with ``R`` natural ranks
    needs at least ``R - 2`` jokers. (Tested against :func:`~gouji_sim.core.burn.plan_burn`.)
    """
    return hand.jokers >= len(hand.naturals()) - 2


def plan_burn(hand: Hand, gouji_play: Play, rules: Rules) -> BurnPlan:
    """BURN-3: can ``hand`` burn ``gouji_play``? The fewest sets if so; else what is missing.

    An argument of the wrong type is an :class:`~gouji_sim.core.errors.ArgumentError` naming it, and
    a ``hand`` that no deck could deal — with ``gouji_play``, more of a rank than the deck
    holds (:func:`beyond_deck`) — a :class:`~gouji_sim.core.errors.GoujiError` naming ``hand``.

    >>> plan_burn(Hand.parse("J J J J J 小王 8 8 9 9 9"), Play.parse("10 10 10 10 10"), Rules()).possible
    True
    """
    check_arg(hand, Hand, "hand"), check_arg(gouji_play, Play, "gouji_play"), check_arg(rules, Rules, "rules")
    over = beyond_deck(hand, gouji_play, rules)
    if over is not None:
        raise GoujiError.from_catalogue("api-beyond-deck", name="hand", rank=over[0].symbol, count=over[1],
                                        limit=over[2])
    return plan_burn_unchecked(hand, gouji_play, rules)


def beyond_deck(hand: Hand, play: Play, rules: Rules) -> tuple[Rank, int, int] | None:
    """``(rank, held, most)`` for a rank of which ``hand`` and ``play`` together hold more
    cards than the deck of ``rules`` (no table asks that burn question), else ``None``.

    >>> beyond_deck(Hand.parse("大王 大王 大王 大王"), Play.parse("大王 A A"), Rules())
    (Rank.BIG_JOKER, 5, 4)
    """
    return hand.add(play.cards).beyond(deck_counts(rules.deck))


def plan_burn_unchecked(hand: Hand, gouji_play: Play, rules: Rules) -> BurnPlan:
    """:func:`plan_burn` without the argument checks, for the game's own hands."""
    best: tuple[int, list[Play]] | None = None
    short: tuple[int, int] | None = None       # (jokers needed, jokers held) of the nearest miss
    tried = False
    for first in beating_plays(hand, gouji_play, rules):
        tried = True
        rest = hand.remove(first.cards)
        split = _split_rest(rest, rules)
        if split is None:
            continue
        sets, need = split
        held = rest.jokers
        if need > held:
            if short is None or need - held < short[0] - short[1]:
                short = (need, held)
            continue
        if best is None or len(sets) + 1 < best[0]:
            best = (len(sets) + 1, [first] + sets)
    if best is not None:
        plays = tuple(best[1])
        return BurnPlan(True, plays, text("plan-ok", n=len(plays), sets=SetList(plays)))
    if not tried:
        return BurnPlan(False, (), text("plan-no-first", top=gouji_play))
    if short is None:
        return BurnPlan(False, (), text("plan-low-cards"))
    return BurnPlan(False, (), text("plan-short", sets=short[0] + 1, need=short[0], have=short[1]),
                    short[0], short[1])


picklable(SetList, BurnPlan)
