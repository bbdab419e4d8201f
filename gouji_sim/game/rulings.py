"""The game's own rulings in the judge's vocabulary: a reason code, the clauses and the
sentence in both languages (RULEBOOK START-1..4, LOCAL-1, TRIB-4, LOCAL-4, TURN-3).

The judge (:mod:`gouji_sim.core.judge`, :mod:`gouji_sim.core.burn`) rules on plays, passes, yields,
burns and answers; this module rules on the decisions only a whole hand has — a redeal, a
revolution, a meld, 冲三's purchase of a 3, a bet — and on a decision asked of the wrong
seat. Each question has one fault function, which returns the :class:`~gouji_sim.core.checks.Fault`
or ``None``; the verdict (:func:`rule`) and the state's lists of options derive from it, so
:class:`~gouji_sim.game.state.GameState` never decides a rule itself.

>>> from gouji_sim.core.cards import Hand
>>> start_fault(Revolution(2), Hand.parse("4 5 6"), Rules(), first_deal=False) is None
True
>>> start_fault(Redeal(2), Hand.parse("4 5 6"), Rules(), first_deal=False).reason
'cannot-start'
>>> rule(Revolution(2), start_fault(Revolution(2), Hand.parse("4 5 6"), Rules(), False), "game-ok-revolution", ("START-4",)).legal
True
"""

from __future__ import annotations

from typing import Sequence

from ..core.cards import Hand
from ..core.checks import Fault
from ..core.messages import text
from ..core.rules import Rules
from ..core.table import opposite
from ..core.verdict import Verdict
from .chong_san import revolt_refusal, revolts_for_three
from .decisions import Bet, Buy, Decline, GameAction, Meld, Redeal, Revolution
from .deal import is_poor


def rule(action: GameAction, fault: Fault | None, ok_code: str, ok_clauses: tuple[str, ...],
         nxt: int | None = None, **params: object) -> Verdict:
    """The verdict on ``action``: illegal with ``fault``, else legal with the sentence
    ``ok_code`` (filled with the seat and ``params``) and ``ok_clauses``."""
    if fault is not None:
        return Verdict(False, fault.reason, fault.clauses, fault.message, next=nxt)
    return Verdict(True, None, ok_clauses, text(ok_code, seat=action.seat, **params), next=nxt)


def decider_fault(seat: int, decider: int | None) -> Fault | None:
    """TURN-3 outside the tricks: only the seat asked decides (``decider``; ``None``: the
    hand is over)."""
    if decider is None:
        return Fault("game-over", (), text("game-over"))
    if seat != decider:
        return Fault("not-your-decision", ("TURN-3",), text("game-waiting", seat=seat, decider=decider))
    return None


def no_decision_fault(seat: int) -> Fault:
    """TURN-3: in the tricks, a seat only plays, passes, yields or burns."""
    return Fault("not-your-decision", ("TURN-3",), text("game-no-decision", seat=seat))


def start_fault(action: GameAction, hand: Hand, rules: Rules, first_deal: bool) -> Fault | None:
    """START-1, START-4 and LOCAL-1: a start-of-hand decision of a seat asked for one (its
    hand holds no two and no joker): play on, revolt (with ``revolution`` on, or under 冲三
    with no 3), or on the first deal ask for a redeal.

    >>> start_fault(Redeal(1), Hand.parse("4 5"), Rules(), first_deal=True) is None
    True
    >>> start_fault(Revolution(1), Hand.parse("4 5 2"), Rules(), first_deal=True).clauses
    ('START-4',)
    """
    seat = action.seat
    if isinstance(action, Decline):
        return None
    if isinstance(action, Revolution):
        return revolution_fault(seat, hand, rules)
    if isinstance(action, Redeal):
        if first_deal and is_poor(hand):
            return None
        return Fault("cannot-start", ("START-1",), text("game-cannot-redeal", seat=seat))
    return Fault("cannot-start", ("START-1", "START-4"), text("game-cannot-start", seat=seat))


def revolution_fault(seat: int, dealt: Hand, rules: Rules) -> Fault | None:
    """START-4 (LOCAL-1): why ``seat``, dealt ``dealt``, may not revolt this hand — it was dealt
    a two or a joker; this table plays no revolution; under 冲三 it holds a 3 — or ``None``
    (:func:`~gouji_sim.game.chong_san.revolt_refusal` decides; v5: judged on the hand as dealt).

    >>> revolution_fault(2, Hand.parse("4 大王"), Rules()).message["en"]
    'Seat 2 may not revolt: it was dealt a two or a joker (START-4).'
    >>> revolution_fault(2, Hand.parse("4 5"), Rules(revolution=False)).message["en"]
    'Seat 2 may not revolt: this table plays no revolution (START-4).'
    """
    code = revolt_refusal(dealt, rules)
    if code is None:
        return None
    clauses = ("START-4", "LOCAL-1") if rules.chong_san else ("START-4",)
    return Fault("cannot-start", clauses, text(code, seat=seat))


def meld_refusal(seat: int, rules: Rules, leader: int) -> Fault | None:
    """START-3 (LOCAL-1): why ``seat`` may make no meld at all this hand — 冲三 plays no meld
    (v5); this table plays no meld (``meld_low`` off); only the first leader ``leader`` melds —
    or ``None``.

    >>> meld_refusal(2, Rules(meld_low=True), 1).message["en"]
    'Seat 2 may not meld: only the leader, seat 1, melds (START-3).'
    >>> meld_refusal(1, Rules(meld_low=True, chong_san=True), 1).clauses
    ('START-3', 'LOCAL-1')
    """
    if rules.chong_san:
        return Fault("cannot-meld", ("START-3", "LOCAL-1"), text("game-cannot-meld-chong-san", seat=seat))
    if not rules.meld_low:
        return Fault("cannot-meld", ("START-3",), text("game-cannot-meld-off", seat=seat))
    if seat != leader:
        return Fault("cannot-meld", ("START-3",), text("game-cannot-meld-leader", seat=seat, leader=leader))
    return None


def rule_start(action: GameAction, hand: Hand, rules: Rules, first_deal: bool, nxt: int) -> Verdict:
    """The verdict on a start-of-hand decision (:func:`start_fault`)."""
    fault = start_fault(action, hand, rules, first_deal)
    if isinstance(action, Revolution) and fault is None:
        if revolts_for_three(hand, rules):
            return rule(action, None, "game-ok-revolution-chong-san", ("START-4", "LOCAL-1"))
        return rule(action, None, "game-ok-revolution", ("START-4",))
    if isinstance(action, Redeal):
        return rule(action, fault, "game-ok-redeal", ("START-1",), None if fault is None else nxt)
    return rule(action, fault, "game-ok-decline", (), nxt)


def meld_fault(action: GameAction, options: Sequence[tuple[int, ...]]) -> Fault | None:
    """START-3: the first leader melds one of ``options`` (the low ranks held; under 冲三
    never the 3s) or declines."""
    if isinstance(action, Decline) or (isinstance(action, Meld) and action.ranks in options):
        return None
    return Fault("cannot-meld", ("START-3",), text("game-cannot-meld", seat=action.seat))


def rule_meld(action: GameAction, options: Sequence[tuple[int, ...]]) -> Verdict:
    """The verdict on a meld decision (:func:`meld_fault`)."""
    if isinstance(action, Decline):
        return rule(action, None, "game-ok-decline", (), action.seat)
    return rule(action, meld_fault(action, options), "game-ok-meld", ("START-3",), action.seat)


def buy_fault(action: GameAction, want: Buy | None) -> Fault | None:
    """LOCAL-1 (买3): a buyer's only legal action is the purchase it owes (``want``)."""
    if want is not None and action == want:
        return None
    if want is None:
        return Fault("must-buy", ("LOCAL-1",), text("game-no-decision", seat=action.seat))
    return Fault("must-buy", ("LOCAL-1",), text("game-must-buy", seat=action.seat, seller=want.seller,
                                                 pay=want.pay.symbol))


def rule_buy(action: GameAction, want: Buy | None) -> Verdict:
    """The verdict on a purchase (:func:`buy_fault`)."""
    fault = buy_fault(action, want)
    params = {} if want is None else {"seller": want.seller, "pay": want.pay.symbol}
    return rule(action, fault, "game-ok-buy", ("LOCAL-1",), action.seat, **params)


def bet_fault(action: GameAction, kind: str) -> Fault | None:
    """TRIB-4 / LOCAL-4: in a bet phase (``kind``: ``blind`` 预点, ``open`` 明点) the seat
    asked bets that kind against its own opposite, or declines."""
    if isinstance(action, Decline) or action == Bet(action.seat, kind):
        return None
    return Fault("bet-or-decline", ("TRIB-4", "LOCAL-4"), text(f"game-bet-or-decline-{kind}", seat=action.seat))


def rule_bet(action: GameAction, kind: str) -> Verdict:
    """The verdict on a bet decision (:func:`bet_fault`)."""
    if isinstance(action, Decline):
        return rule(action, None, "game-ok-decline", (), action.seat)
    return rule(action, bet_fault(action, kind), f"game-ok-bet-{kind}", ("TRIB-4", "LOCAL-4"), action.seat,
                other=opposite(action.seat))


__all__ = ["bet_fault", "buy_fault", "decider_fault", "meld_fault", "meld_refusal", "no_decision_fault",
           "revolution_fault", "rule", "rule_bet", "rule_buy", "rule_meld", "rule_start", "start_fault"]
