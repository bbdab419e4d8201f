"""Rule cases outside a trick (cases/README.md, "Moments of a whole hand"): the start of a
hand, the places and scores at its end, and the tribute between two hands.

A trick case (:class:`gouji_sim.game.case.Case`) holds one moment of a trick. The disputes a table
has about a deal, a revolution, a purchase of a 3, who places where, the score and the
tribute happen outside the tricks, so a case may name its ``moment``:

* ``"hand"``: a hand played by the game itself (:class:`~gouji_sim.game.state.GameState`)
  from ``deal`` (all six hands, as dealt), with ``previous`` on a later deal of a match (last
  hand's ``places`` and, optionally, its ``burn_debts``, ``point_debts`` and ``leader``: the
  tribute is paid and START-2 leads from it), ``shows`` (the 3s shown, in order, where they
  decide the lead), ``first`` (the first leader; omitted: START-2) and ``first_deal``
  (START-1's redeal is allowed only then); the actions of ``before`` are applied in order
  (each must be legal), then ``action`` is judged, in the record's action forms plus
  ``{"seat", "decline": true}``. The verdict is the game's, with ``first`` (the seat that
  actually leads), ``tribute`` (after ``previous``, where the table plays it) and the debts
  left so far (``opened``, ``point_debts``, ``bets`` with ``points``; ``burn_debts`` with
  ``burn_tribute``); when the action ends the hand it also gives ``places``, ``scores`` and
  ``team_scores``; when it abandons the deal, ``redeal``.
* ``"score"``: ``places`` (seats from first to last) and ``grand_slam``: the verdict gives
  ``scores`` (SCORE-1) and ``team_scores`` (SCORE-2..4).
* ``"tribute"``: the last hand's ``places``, the next ``deal`` and the debts it owes
  (``burn_debts``, ``point_debts``: ``[giver, receiver]`` pairs): the verdict gives
  ``tribute``, the card moves in order (TRIB-1..5). A case's ``tribute`` is compared as a set
  of payments, in any order the rules allow (TRIB-5's, each return after its tribute).

>>> c = HandCase.from_dict({"moment": "score", "places": [1, 3, 5, 2, 4, 6],
...                         "expect": {"team_scores": {"1-3-5": 12, "2-4-6": 0}}})
>>> v = c.judge()
>>> v.clauses, v.to_dict()["team_scores"], c.check()
(('SCORE-1', 'SCORE-2', 'SCORE-3'), {'1-3-5': 12, '2-4-6': 0}, [])
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from .case import MAX_CASE_BYTES, Case, _object, _rules, _seat_map, compare_presets, mismatches, under_preset
from ..core.cards import Card, Hand, Rank, deck_counts
from ..core.errors import CaseError, GoujiError, IllegalActionError
from ..core.inputs import InputError, strict_json
from ..core.actions import Burn, Pass, PlayAction, Yield
from ..core.judge import judge_final
from ..core.messages import text
from ..core.rules import Rules
from ..core.table import SEATS
from ..core.verdict import Verdict
from .common import BURNS_FAILED
from .deal import leader_of_shows
from .hand_start import Previous, shows_decide
from .decisions import GameAction
from .codec import decode
from ..core.setup_checks import check_deck, check_holdings, hand_limit, located
from .scoring import PlacesError, check_places, is_sweep, score
from .state import GameState
from .tribute import Payment, same_payments, tribute_payments

MOMENTS = ("hand", "score", "tribute")
"""The moments a case may name besides a trick's (CASES.md: ``moment`` absent)."""
_FIELDS = {
    "hand": ("deal", "previous", "shows", "first", "first_deal", "before", "action"),
    "score": ("places", "grand_slam"),
    "tribute": ("places", "deal", "burn_debts", "point_debts"),
}
_COMMON = ("id", "title", "rules", "moment", "expect", "note", "covers")
_KIND_CLAUSE = {"burn": "TRIB-5", "points": "TRIB-4", "fall": "TRIB-1", "return": "TRIB-2", "sweep": "TRIB-3"}


@dataclass(frozen=True)
class HandCase:
    """One rule case outside a trick: its moment, its parts, and what it expects."""

    moment: str
    rules: Rules
    id: str = ""
    title: dict[str, str] = field(default_factory=dict)
    expect: dict[str, Any] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def from_dict(cls, data: Any) -> "HandCase":
        """A case of a whole hand from its JSON object; :class:`CaseError` names the first
        field that is wrong. Its parts are checked here, once."""
        _object(data, "case")
        moment = data.get("moment")
        if moment not in MOMENTS:
            raise CaseError.bad("moment", "case-bad-moment", value=json.dumps(moment, ensure_ascii=False)[:40],
                                allowed=", ".join(MOMENTS))
        unknown = [k for k in data if k not in _COMMON + _FIELDS[moment]]
        if unknown:
            raise CaseError.bad(str(unknown[0])[:40], "case-moment-field", moment=moment,
                                allowed=", ".join(_FIELDS[moment]))
        for part in ("expect", "title"):
            _object(data.get(part) or {}, part)
        case = cls(moment, _rules(data.get("rules")), str(data.get("id", "")),
                   dict(data.get("title") or {}), dict(data.get("expect") or {}), dict(data))
        parts = case._parts()               # every part checked before the case is used,
        if moment == "hand":
            case._state(parts)              # and a hand's history too: each step is legal
        return case

    # --- the parts, read from the case's data ---
    def _parts(self) -> dict[str, Any]:
        d = self.data
        if self.moment == "score":
            slam = d.get("grand_slam", False)
            if type(slam) is not bool:
                raise CaseError.bad("grand_slam", "case-not-bool")
            return {"places": _places(d.get("places")), "grand_slam": slam}
        deal = _deal(d.get("deal"), self.rules)
        if self.moment == "tribute":
            return {"places": _places(d.get("places")), "deal": deal,
                    "burn_debts": _pairs(d.get("burn_debts"), "burn_debts"),
                    "point_debts": _pairs(d.get("point_debts"), "point_debts")}
        first = d.get("first")
        if first is not None and (type(first) is not int or first not in SEATS):
            raise CaseError.bad("first", "bad-seat", value=json.dumps(first, ensure_ascii=False)[:20])
        first_deal = d.get("first_deal", False)
        if type(first_deal) is not bool:
            raise CaseError.bad("first_deal", "case-not-bool")
        before = d.get("before", [])
        if not isinstance(before, list):
            raise CaseError.bad("before", "case-not-list")
        if "action" not in d:
            raise CaseError.bad("action", "case-missing")
        previous = _previous(d.get("previous"))
        if d.get("shows") is not None:
            if first is not None:
                raise CaseError.bad("shows", "case-shows-and-first")
            if not shows_decide(self.rules, previous):
                raise CaseError.bad("shows", "case-shows-no-liang3")
            first = leader_of_shows(_shows(d["shows"], deal))
        return {"deal": deal, "first": first, "previous": previous,
                "first_deal": first_deal,
                "before": [decode(a, f"before[{i}]") for i, a in enumerate(before)],
                "action": decode(d["action"], "action")}

    # --- judging ---
    def judge(self) -> Verdict:
        """The verdict on this case: the game's ruling on the action, or the score or the
        tribute of the places (with the outcome fields named in the module's docstring)."""
        parts = self._parts()
        if self.moment == "score":
            return _score_verdict(self.rules, parts["places"], parts["grand_slam"])
        if self.moment == "tribute":
            return _tribute_verdict(self.rules, parts)
        return self._hand_verdict(parts)

    def state(self) -> GameState:
        """The hand of a ``"hand"`` case once ``before`` has been applied (a fresh state).

        A ``before`` action the game refuses makes the case invalid: :class:`CaseError`
        names it with the game's reason.
        """
        parts = self._parts()
        return self._state(parts)

    def _state(self, parts: Mapping[str, Any]) -> GameState:
        state = GameState.from_deal(self.rules, parts["deal"], previous=parts["previous"], leader=parts["first"],
                                    first_deal=parts["first_deal"])
        for i, action in enumerate(parts["before"]):
            try:
                state.apply(action)
            except IllegalActionError as err:
                zh = text("case-before-refused", i=i, why=err.zh)["zh"]
                en = text("case-before-refused", i=i, why=err.en)["en"]
                raise CaseError("case-before-refused", zh, en, f"before[{i}]") from None
        return state

    def _hand_verdict(self, parts: Mapping[str, Any]) -> Verdict:
        state = self._state(parts)
        action: GameAction = parts["action"]
        verdict = state.judge(action)
        before, lead, turns = state.sit, state.leader, state.in_ordinary_turns()
        outcome: dict[str, Any] = {}
        if parts["previous"] is not None and self.rules.tribute:
            outcome["tribute"] = [_move(m) for m in state.moves]
        clauses, nxt = verdict.clauses, verdict.next
        judged = len(state.judged)
        if verdict.legal or verdict.burn == "failed":      # a failed burn is taken too (END-2)
            state.apply(action)
        if len(state.judged) > judged and "TRIB-4" not in clauses:
            clauses += ("TRIB-4",)                         # the action had seats judged for 开点
        outcome = {"first": state.leader, **outcome, **_debts(self.rules, state)}
        if verdict.legal or verdict.burn == "failed":
            if state.redeal is not None:
                outcome["redeal"] = True
            elif state.is_over():
                places = state.places()
                assert places is not None
                s = score(places, self.rules, state.slam)
                outcome.update(places=list(places), scores={str(k): v for k, v in s.seats.items()},
                               team_scores=dict(s.teams))
                failed = state.counters[BURNS_FAILED]
                ends = ("END-1",) + (("END-2",) if failed else ()) + ("END-3",) + (
                    ("LOCAL-2",) if len(state.penalized) > failed else ())
                clauses = clauses + tuple(c for c in ends + _score_clauses(self.rules, places, state.slam)
                                          if c not in clauses)
                over = text("moment-score", first=places[0], last=places[5], a=s.teams["1-3-5"], b=s.teams["2-4-6"])
                # the hand is over (END-3; LOCAL-2's 窒息 may end it at the first finish): the
                # action's sentence says nothing of who closes or leads next (judge_final)
                did = (judge_final(before, action, leader=lead).message
                       if turns and isinstance(action, (PlayAction, Pass, Yield, Burn)) else verdict.message)
                message = {lang: f"{did[lang]} {over[lang]}" if lang == "en"
                           else did[lang] + over[lang] for lang in ("zh", "en")}
                return verdict.replace(clauses=clauses, message=message, next=None, responders=(), burners=(),
                                       outcome=outcome)
        return verdict.replace(clauses=clauses, next=nxt, outcome=outcome)

    def check(self, verdict: Verdict | None = None) -> list[str]:
        """What in the verdict differs from ``expect`` (empty: the case passes), compared as
        a trick case's are (:meth:`gouji_sim.game.case.Case.check`)."""
        return [p["en"] for p in self.problems(verdict)]

    def problems(self, verdict: Verdict | None = None) -> list[dict[str, str]]:
        """What :meth:`check` finds, each in both languages. A ``tribute`` is compared as the
        set of payments, in any order the rules allow (:func:`~gouji_sim.game.tribute.same_payments`)."""
        got = (verdict or self.judge()).to_dict()
        expect = dict(self.expect)
        want = expect.pop("tribute", None)
        out = mismatches(expect, got)
        if "tribute" in self.expect and not (isinstance(want, list) and isinstance(got.get("tribute"), list)
                                             and all(isinstance(m, dict) for m in want)
                                             and same_payments(want, got["tribute"])):
            out.append(text("case-expect-differs", key="tribute", want=json.dumps(want, ensure_ascii=False),
                            got=json.dumps(got.get("tribute"), ensure_ascii=False)))
        return out

    def under(self, preset: str) -> "HandCase":
        """The same case under another preset (the switches no preset sets are kept)."""
        return HandCase.from_dict(under_preset(self.data, self.rules, preset))

    def compare(self) -> dict[str, "Verdict | GoujiError"]:
        """This case under every preset (RULEBOOK §12), as :meth:`gouji_sim.game.case.Case.compare`."""
        return compare_presets(self)


def case_from_json(text: str | bytes) -> "Case | HandCase":
    """A case file's text as the case it holds: a moment outside a trick when it names a
    ``moment`` (:class:`HandCase`), else a trick's (:class:`~gouji_sim.game.case.Case`); one
    reader for ``gouji judge``, ``gouji cases`` and the casebook.

    >>> type(case_from_json('{"moment": "score", "places": [1, 2, 3, 4, 5, 6]}')).__name__
    'HandCase'
    >>> type(case_from_json('{"action": {"seat": 1, "play": "3"}}')).__name__
    'Case'
    """
    if len(text) > MAX_CASE_BYTES:
        raise CaseError.bad("", "case-too-large", limit=MAX_CASE_BYTES)
    try:
        data = strict_json(text)
    except InputError as err:
        raise CaseError(err.code, err.zh, err.en, "") from None
    if isinstance(data, dict) and "moment" in data:
        return HandCase.from_dict(data)
    return Case.from_dict(data)


# --- the verdicts of the moments ---

def _score_clauses(rules: Rules, places: Sequence[int], slam: bool) -> tuple[str, ...]:
    """The clauses that decide a hand's score: SCORE-1, and SCORE-2/3/4 where they apply."""
    out = ["SCORE-1"]
    if is_sweep(places):
        out.append("SCORE-2")
    if rules.positive_only:
        out.append("SCORE-3")
    if slam and rules.grand_slam:
        out.append("SCORE-4")
    return tuple(out)


def _score_verdict(rules: Rules, places: tuple[int, ...], slam: bool) -> Verdict:
    s = score(places, rules, slam)
    msg = text("moment-score", first=places[0], last=places[5], a=s.teams["1-3-5"], b=s.teams["2-4-6"])
    return Verdict(True, None, _score_clauses(rules, places, slam), msg, outcome={
        "places": list(places), "scores": {str(k): v for k, v in s.seats.items()},
        "team_scores": dict(s.teams)})


def _tribute_verdict(rules: Rules, parts: Mapping[str, Any]) -> Verdict:
    moves = tribute_payments(rules, parts["deal"], parts["places"], parts["burn_debts"], parts["point_debts"])
    kinds = [m.kind for m in moves]
    clauses = tuple(dict.fromkeys(_KIND_CLAUSE[k] for k in kinds))
    if len(set(kinds) - {"return"}) > 1:
        clauses += ("TRIB-5",) if "TRIB-5" not in clauses else ()
    said = [_move(m) for m in moves]
    if not rules.tribute:
        msg, clauses = text("score-tribute-off"), ("TRIB-1",)
    else:
        msg = text("moment-tribute", n=len(said)) if said else text("moment-tribute-none")
        if parts["burn_debts"] and not rules.burn_tribute:
            # TRIB-5: the burn debts are dropped, said by the switch's players' name
            dropped = [text("moment-burn-debt-dropped", giver=g, receiver=r) for g, r in parts["burn_debts"]]
            msg = {"zh": "".join(d["zh"] for d in dropped) + (msg["zh"] if said else ""),
                   "en": " ".join([d["en"] for d in dropped] + ([msg["en"]] if said else []))}
            clauses += ("TRIB-5",) if "TRIB-5" not in clauses else ()
    return Verdict(True, None, clauses, msg, outcome={"tribute": said})


def tribute_words(moves: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """Tribute moves (the verdict's ``tribute`` field) as sentences in both languages.

    >>> tribute_words([{"from": 2, "to": 5, "cards": "2", "kind": "sweep"}])["en"]
    'Seat 2 gives seat 5: 2 (sweep tribute, TRIB-3).'
    """
    if not moves:
        return text("moment-tribute-none")
    said = [{lang: text("moment-tribute-move", giver=m["from"], receiver=m["to"], cards=Hand.parse(m["cards"]),
                        kind=text(f"moment-tribute-{m['kind']}")[lang])[lang] for lang in ("zh", "en")}
            for m in moves]
    return {"zh": "".join(s["zh"] for s in said), "en": " ".join(s["en"] for s in said)}


def _move(m: Payment) -> dict[str, Any]:
    return {"from": m.giver, "to": m.receiver, "cards": " ".join(str(c) for c in m.cards), "kind": m.kind}


# --- field checks ---

def _places(value: Any) -> tuple[int, ...]:
    try:
        return check_places(value)
    except PlacesError as err:
        raise located(err, "places") from None


def _deal(value: Any, rules: Rules) -> dict[int, list[Card]]:
    """All six hands, each checked as a case's hand is (the notation, at most a sixth of the
    deck), and no card more often than the deck holds (CARD-1); suits are kept (START-2)."""
    seats = _seat_map(value if value is not None else {}, "deal")
    if sorted(seats) != list(SEATS):
        raise CaseError.bad("deal", "case-deal-six")
    hands, _ = check_holdings(seats.items(), (), hand_limit(rules), lambda part, seat: f"deal.{seat}")
    check_deck(deck_counts(rules.deck), [(f"deal.{seat}", hands[seat]) for seat in SEATS])
    return {seat: Card.parse_all(seats[seat]) for seat in SEATS}


def _shows(value: Any, deal: Mapping[int, Sequence[Card]]) -> list[tuple[int, int]]:
    """``shows``: the 3s each seat showed for the first lead (START-2), in the order shown, as
    ``{"seat", "show": cards}`` actions — each a different seat, 3s of one suit it was dealt."""
    if not isinstance(value, list):
        raise CaseError.bad("shows", "case-not-list")
    out: list[tuple[int, int]] = []
    for i, show in enumerate(value):
        where = f"shows[{i}]"
        _object(show, where)
        seat = show.get("seat")
        if type(seat) is not int or seat not in SEATS or any(seat == s for s, _ in out):
            raise CaseError.bad(f"{where}.seat", "bad-seat", value=json.dumps(seat, ensure_ascii=False)[:20])
        try:
            cards = Card.parse_all(show.get("show")) if isinstance(show.get("show"), str) else []
        except GoujiError:
            cards = []
        held = list(deal[seat])
        suits = {c.suit for c in cards}
        ok = bool(cards) and all(c.rank == Rank.THREE for c in cards) and len(suits) == 1 and all(c.suit for c in cards)
        for c in cards:
            ok = ok and c in held
            if c in held:
                held.remove(c)
        if not ok or set(show) != {"seat", "show"}:
            raise CaseError.bad(f"{where}.show", "case-bad-show", seat=seat)
        out.append((seat, len(cards)))
    return out


def _previous(value: Any) -> Previous | None:
    """A later deal's ``previous``: the last hand's ``places`` and, optionally, its
    ``burn_debts``, ``point_debts`` and ``leader`` (the seat whose turn it was to lead it)."""
    if value is None:
        return None
    _object(value, "previous")
    unknown = [k for k in value if k not in ("places", "burn_debts", "point_debts", "leader")]
    if unknown:
        raise CaseError.bad(f"previous.{str(unknown[0])[:40]}", "case-moment-field", moment="previous",
                            allowed="places, burn_debts, point_debts, leader")
    try:
        places = check_places(value.get("places"))
    except PlacesError as err:
        raise located(err, "previous.places") from None
    leader = value.get("leader")
    if leader is not None and (type(leader) is not int or leader not in SEATS):
        raise CaseError.bad("previous.leader", "bad-seat", value=json.dumps(leader, ensure_ascii=False)[:20])
    return Previous(places, _pairs(value.get("burn_debts"), "previous.burn_debts"),
                    _pairs(value.get("point_debts"), "previous.point_debts"), leader)


def _debts(rules: Rules, state: GameState) -> dict[str, Any]:
    """The debts a hand has left so far, as the verdict reports them: with ``points``, who has
    been judged and whether it opened (``opened``), the 点贡 owed (``point_debts``, one
    ``[giver, receiver]`` per card) and the bets settled (``bets``; TRIB-4, LOCAL-4); with
    ``burn_tribute``, the 烧牌贡 owed (``burn_debts``, TRIB-5)."""
    out: dict[str, Any] = {}
    if rules.points:
        out["opened"] = {str(seat): opened for seat, opened in state.judged}
        out["point_debts"] = [list(d) for d in state.point_debts]
        out["bets"] = [{"seat": seat, "kind": kind, "won": won} for seat, kind, won in state.bet_results()]
    if rules.burn_tribute:
        out["burn_debts"] = [list(d) for d in state.burn_debts]
    return out


def _pairs(value: Any, name: str) -> tuple[tuple[int, int], ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise CaseError.bad(name, "case-not-list")
    out = []
    for i, pair in enumerate(value):
        ok = isinstance(pair, list) and len(pair) == 2 and all(type(s) is int and s in SEATS for s in pair)
        if not ok or pair[0] == pair[1]:
            raise CaseError.bad(f"{name}[{i}]", "case-bad-pair")
        out.append((pair[0], pair[1]))
    return tuple(out)


__all__ = ["MOMENTS", "HandCase", "case_from_json", "tribute_words"]
