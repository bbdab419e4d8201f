"""One action codec: every action of a hand as its JSON object (CASES.md, RECORDS.md) and
back, the one reader of action objects for rule cases, game records and the pages' bridge.

``decode(encode(a)) == a`` for every action (``encode`` is the action's own ``to_dict``): the
one way to JSON of an action, a burn's answer (:class:`~gouji_sim.core.actions.Response`) and an
entry of a hand's history (a chance outcome, :mod:`gouji_sim.game.history`, which reads them
back).
What cannot be read is a :class:`~gouji_sim.core.errors.CaseError` naming the field, in both
languages; a record's reader gives the same error as a record error.

>>> decode({"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"], "responses": [
...     {"after_set": 2, "seat": 6, "play": "大王 Q Q"}]})
Burn(seat=3, sets=(Play.parse('J J J J J'), Play.parse('8 8 小王'), Play.parse('9 9 9')), responses=(Response(after_set=2, seat=6, play=Play.parse('Q Q 大王')),))
>>> decode({"seat": 1, "buy": "3", "from": 6, "pay": "2"})
Buy(seat=1, seller=6, pay=Rank.TWO)
>>> decode({"seat": 2, "play": "5 6"}, "trick[0]")
Traceback (most recent call last):
...
gouji_sim.core.errors.CaseError: trick[0].play：一套牌只能有一种普通点数，这里有 5 和 6。 / trick[0].play: A play holds naturals of one rank only; this one has 5 and 6.
"""

from __future__ import annotations

import json
from typing import Any, Protocol, Sequence

from ..core.actions import Burn, Pass, PlayAction, Response, Yield
from ..core.cards import Hand
from ..core.errors import CaseError, InvalidPlayError
from ..core.play import Play
from ..core.setup_checks import check_cards, located, seat_at
from .decisions import BET_KINDS, AskWind, Bet, Buy, Consent, Decline, GameAction, Meld, Redeal, Revolution

#: The key that names each kind of action, in the order they are looked for.
KINDS = ("play", "pass", "yield", "burn", "revolution", "redeal", "decline", "meld", "bet", "buy", "wind",
         "consent")
#: The kinds a trick holds (a case's ``trick``) and a trick case may judge (a case's ``action``).
TRICK_ENTRIES = ("play", "pass", "yield")
TRICK_ACTIONS = ("play", "pass", "yield", "burn")
#: Kinds written as ``"kind": true``.
_FLAGS = ("pass", "yield", "revolution", "redeal", "decline", "wind")
#: 会3 (START-3): the low ranks a meld may take out.
MELD_RANKS = (3, 4)


class Encodable(Protocol):
    """What the codec writes: a value with its JSON object (an action, an answer to a burn,
    a chance outcome of a hand's history)."""

    def to_dict(self) -> dict[str, Any]: ...


def encode(action: Encodable) -> dict[str, Any]:
    """``action`` (an action, an answer to a burn, a chance outcome) as its JSON object.

    >>> encode(Pass(3, wrong=True))
    {'seat': 3, 'pass': True, 'wrong': True}
    """
    return action.to_dict()


def decode(value: Any, where: str = "action", *, kinds: Sequence[str] = KINDS,
           loose: bool = False) -> GameAction:
    """The action that the JSON object ``value`` writes; ``where`` names it in errors.

    ``kinds`` are the kinds allowed here (:data:`TRICK_ENTRIES` in a trick); with ``loose``,
    a play's cards that form no play are kept as a :class:`~gouji_sim.core.cards.Hand`, for the
    judge to say why (the action a case judges).
    """
    if not isinstance(value, dict):
        raise CaseError.bad(where, "case-not-object")
    found = [k for k in KINDS if k in value]
    if found == ["play", "burn"]:
        found = ["play"]                 # {"seat", "play", "burn": true}: a burning set
    if len(found) != 1 or found[0] not in kinds:
        raise CaseError.bad(where, "action-kind", kinds=", ".join(kinds))
    kind = found[0]
    if "seat" not in value:
        raise CaseError.bad(f"{where}.seat", "case-missing")
    seat = seat_at(value["seat"], f"{where}.seat")
    if kind in _FLAGS:
        _flag(value, kind, where)
        if kind == "pass":
            return Pass(seat, _flag(value, "wrong", where, default=False))
        if kind == "yield":
            return Yield(seat)
        if kind == "revolution":
            return Revolution(seat)
        if kind == "wind":
            return AskWind(seat)
        return Redeal(seat) if kind == "redeal" else Decline(seat)
    if kind == "play":
        return PlayAction(seat, cards_or_play(value["play"], f"{where}.play", loose=loose),
                          _flag(value, "burn", where, default=False))
    if kind == "burn":
        sets = value["burn"]
        if not isinstance(sets, list):
            raise CaseError.bad(f"{where}.burn", "case-not-list")
        if not sets:
            raise CaseError.bad(f"{where}.burn", "case-burn-empty")
        plays = tuple(play(s, f"{where}.burn[{i}]") for i, s in enumerate(sets))
        answers = responses(value.get("responses"), len(plays), f"{where}.responses")
        return Burn(seat, plays, answers)
    if kind == "meld":
        text = value["meld"]
        ranks = tuple(int(t) for t in text.split()) if isinstance(text, str) and text.split() and all(
            t in ("3", "4") for t in text.split()) else ()
        if not ranks or len(set(ranks)) != len(ranks):
            raise CaseError.bad(f"{where}.meld", "action-bad-value", allowed='"3", "4", "3 4"')
        return Meld(seat, ranks)
    if kind == "consent":                # TURN-8 v5: an answer to a request to lead afresh
        return Consent(seat, _flag(value, "consent", where, default=False))
    if kind == "bet":
        if type(value["bet"]) is not str or value["bet"] not in BET_KINDS:     # a list is not hashable
            raise CaseError.bad(f"{where}.bet", "action-bad-value",
                                allowed=", ".join(json.dumps(k) for k in BET_KINDS))
        return Bet(seat, value["bet"])
    if value["buy"] != "3":
        raise CaseError.bad(f"{where}.buy", "action-bad-value", allowed='"3"')
    if "from" not in value:
        raise CaseError.bad(f"{where}.from", "case-missing")
    pay = cards(value.get("pay"), f"{where}.pay")
    if len(pay) != 1:
        raise CaseError.bad(f"{where}.pay", "action-bad-value", allowed="2, 小王, 大王")
    return Buy(seat, seat_at(value["from"], f"{where}.from"), next(iter(pay)))


def responses(value: Any, n_sets: int, where: str = "responses") -> tuple[Response, ...]:
    """A burn's answers (CASES.md ``responses``), each after one of its ``n_sets`` sets."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise CaseError.bad(where, "case-not-list")
    out = []
    for i, r in enumerate(value):
        name = f"{where}[{i}]"
        if not isinstance(r, dict):
            raise CaseError.bad(name, "case-not-object")
        k = r.get("after_set")
        if type(k) is not int or not 1 <= k <= n_sets:
            raise CaseError.bad(f"{name}.after_set", "case-bad-set", count=n_sets)
        if "seat" not in r or "play" not in r:
            raise CaseError.bad(name, "case-missing")
        first = play(r["play"], f"{name}.play")
        # BURN-4 (v5): a burn back's later sets, and the answers to them (its play is set 1)
        later = tuple(play(p, f"{name}.sets[{j}]") for j, p in enumerate(_sets_list(r.get("sets"), name)))
        inner = responses(r.get("responses"), 1 + len(later), f"{name}.responses")
        out.append(Response(k, seat_at(r["seat"], f"{name}.seat"), first, later, inner))
    return tuple(out)


def _sets_list(value: Any, where: str) -> list[Any]:
    """A response's ``sets`` (a list of plays), absent as none."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise CaseError.bad(f"{where}.sets", "case-not-list")
    return value


def cards(value: Any, where: str) -> Hand:
    """Cards written in the notation (CARD-3), as text."""
    if not isinstance(value, str):
        raise CaseError.bad(where, "case-not-text")
    return check_cards(value, where)


def play(value: Any, where: str) -> Play:
    """Cards that must be a play (PLAY-1)."""
    got = cards_or_play(value, where, loose=False)
    assert isinstance(got, Play)
    return got


def cards_or_play(value: Any, where: str, loose: bool = True) -> Play | Hand:
    """Cards as a play; with ``loose``, cards forming no play are kept as they are, for the
    judge to say why (the action a case judges)."""
    held = cards(value, where)
    if not held:
        raise CaseError.bad(where, "case-empty-play")
    if loose:
        return play_or_hand(held)
    try:
        return Play.from_hand(held)
    except InvalidPlayError as err:
        raise located(err, where) from None


def play_or_hand(held: Hand) -> Play | Hand:
    """Cards as a play, or as they are when they form none (for the case to say why): the
    value a loose play holds (:func:`cards_or_play`).

    >>> play_or_hand(Hand.parse("8 8 小王")), play_or_hand(Hand.parse("5 6"))
    (Play.parse('8 8 小王'), Hand.parse('5 6'))
    """
    try:
        return Play.from_hand(held)
    except InvalidPlayError:
        return held


def _flag(value: dict[str, Any], key: str, where: str, default: bool | None = None) -> bool:
    """A ``true``/``false`` field (``"pass": true``, ``"wrong": true``, ``"burn": true``); a
    kind's own flag must be ``true``."""
    got = value.get(key, default)
    if not isinstance(got, bool) or (default is None and got is not True):
        raise CaseError.bad(f"{where}.{key}", "case-not-bool")
    return got


__all__ = ["Encodable", "KINDS", "MELD_RANKS", "TRICK_ACTIONS", "TRICK_ENTRIES", "cards", "cards_or_play", "decode", "encode", "play",
           "play_or_hand", "responses"]
