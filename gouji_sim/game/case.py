"""Rule cases (CASES.md): read and check a case file, judge it, compare with its ``expect``.

Everything in a case is untrusted input: each field is checked, and what is wrong is named
in a :class:`CaseError` in both languages.

>>> case = Case.from_json('''{"hands": {"2": "J J"}, "trick": [{"seat": 1, "play": "10 10"}],
...                            "action": {"seat": 2, "play": "J J"}, "expect": {"legal": true}}''')
>>> case.judge().next, case.check()
(3, [])
>>> Case.from_json('{"action": {"seat": 7, "pass": true}}')
Traceback (most recent call last):
...
gouji_sim.core.errors.CaseError: action.seat 的座位 7 无效：座位是 1 到 6 的整数。 / action.seat: seat 7 is not valid; seats are whole numbers 1 to 6.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

from ..core.actions import Action, Burn, Pass, PlayAction, Response, TrickEntry, Yield
from ..core.cards import Hand, deck_counts
from ..core.errors import CaseError, GoujiError, RulesError
from ..core.inputs import InputError, strict_json
from ..core.judge import judge
from ..core.messages import text
from ..core.play import Play
from ..core.rules import PRESETS, Rules
from .codec import TRICK_ACTIONS, TRICK_ENTRIES, decode, encode, responses
from ..core.setup_checks import check_deck, check_finished, check_holdings, hand_limit, located
from ..core.situation import Situation
from ..core.table import SEATS
from ..core.verdict import Verdict

MAX_CASE_BYTES = 256 * 1024
PRESET_SWITCHES = frozenset(name for switches in PRESETS.values() for name in switches)
"""The switches some preset sets: a comparison across presets takes them from the preset."""
SEAT_KEYS = {str(seat): seat for seat in range(1, 7)}
"""The seat keys of ``hands`` and ``counts`` (CASES.md): the ASCII digits 1 to 6."""


@dataclass(frozen=True)
class Case:
    """One rule case: a situation, an action, and what the case expects of the verdict."""

    situation: Situation
    action: Action
    id: str = ""
    title: dict[str, str] = field(default_factory=dict)
    expect: dict[str, Any] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> "Case":
        """Parse a case file's text; :class:`CaseError` names the first thing wrong."""
        if len(text) > MAX_CASE_BYTES:
            raise CaseError.bad("", "case-too-large", limit=MAX_CASE_BYTES)
        try:
            data = strict_json(text)
        except InputError as err:
            raise CaseError(err.code, err.zh, err.en, "") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> "Case":
        """A case from its JSON object (CASES.md)."""
        _object(data, "case")
        rules = _rules(data.get("rules"))
        deck = deck_counts(rules.deck)
        hands, counts = check_holdings(_seat_map(data.get("hands"), "hands").items(),
                                       _seat_map(data.get("counts"), "counts").items(),
                                       hand_limit(rules), lambda part, seat: f"{part}.{seat}")
        finished = check_finished(_list(data.get("finished", []), "finished"))
        trick = [parse_entry(e, f"trick[{i}]") for i, e in enumerate(_list(data.get("trick") or [], "trick"))]
        if "action" not in data:
            raise CaseError.bad("action", "case-missing")
        action = decode(data["action"], "action", kinds=TRICK_ACTIONS, loose=True)
        assert isinstance(action, (PlayAction, Pass, Yield, Burn))
        if isinstance(action, Burn):
            if "responses" in data:      # a case file keeps a burn's answers beside its action
                action = Burn(action.seat, action.sets, responses(data["responses"], len(action.sets)))
            held = hands.get(action.seat)
            if held is not None:
                used = Hand()
                for piece in action.sets:
                    used = used.add(piece.cards)
                if not held.contains(used):
                    raise CaseError.bad("action.burn", "case-burn-exceeds-hand", seat=action.seat)
        _check_deck(deck, hands, trick, action)
        expect = data.get("expect") or {}
        _object(expect, "expect")
        title = data.get("title") or {}
        _object(title, "title")
        situation = Situation.build(rules, hands, counts, finished, trick)
        return cls(situation, action, str(data.get("id", "")), dict(title), dict(expect), data)

    @property
    def rules(self) -> Rules:
        """The rules the case is judged under."""
        return self.situation.rules

    def judge(self) -> Verdict:
        """The verdict on this case."""
        return judge(self.situation, self.action)

    def under(self, preset: str) -> "Case":
        """The same case under another preset, the way a dispute is settled (``cases compare``,
        the compare widget, the Rule Lab): the switches any preset decides take that preset's
        values; the case's other switches (the deck, for one) are kept.

        >>> c = Case.from_dict({"rules": {"switches": {"deck": 240, "burn_release": "anyone"}},
        ...                     "action": {"seat": 1, "play": "3"}})
        >>> c.under("laotou").situation.rules.changed()
        {'deck': 240, 'gouji_twos': 2, 'positive_only': False}
        """
        return Case.from_dict(under_preset(self.data, self.rules, preset))

    def with_rules(self, rules: Rules) -> "Case":
        """The same case under other rules (the situation, the action and the responses kept),
        checked again as a case file is: :class:`CaseError` if the case is not valid under them.

        >>> c = Case.from_dict({"action": {"seat": 1, "play": "3"}})
        >>> c.with_rules(Rules().with_switches(burn_after_pass=True)).situation.rules.burn_after_pass
        True
        """
        return Case.from_dict({**self.data, "rules": {"preset": "outline", "switches": rules.changed()}})

    def compare(self) -> dict[str, "Verdict | GoujiError"]:
        """This case under every preset (:meth:`under`), in the order of RULEBOOK §12: each
        preset's verdict, or the error that makes the case invalid under it. The case's own
        verdict is reused for the preset its rules equal. Which fields differ is for
        :func:`gouji_sim.view.model.differences` to say.

        >>> c = Case.from_dict({"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "大王 8 8"}})
        >>> {name: v.legal for name, v in c.compare().items()}["joker_dominant"]
        True
        """
        return compare_presets(self)

    def check(self, verdict: Verdict | None = None) -> list[str]:
        """What in the verdict differs from ``expect`` (empty: the case passes).

        ``clauses`` passes when every expected clause is among the verdict's; ``play`` and
        ``message`` compare only the keys given; other fields compare exactly.
        """
        return [p["en"] for p in self.problems(verdict)]

    def problems(self, verdict: Verdict | None = None) -> list[dict[str, str]]:
        """What :meth:`check` finds, each in both languages (``{"zh": …, "en": …}``).

        >>> first = Case.from_json('{"action": {"seat": 1, "pass": true}, "expect": {"legal": true}}').problems()[0]
        >>> first["zh"]
        'legal：应为 true，实际是 false'
        """
        return mismatches(self.expect, (verdict or self.judge()).to_dict())


class RuleCase(Protocol):
    """What every kind of case offers (a trick's, :class:`Case`; a whole hand's,
    :class:`~gouji_sim.game.hand_case.HandCase`): its rules, its verdict, itself under a preset."""

    @property
    def rules(self) -> Rules: ...

    def judge(self) -> Verdict: ...

    def under(self, preset: str) -> "RuleCase": ...


def under_preset(data: Mapping[str, Any], rules: Rules, preset: str) -> dict[str, Any]:
    """A case file's ``data`` under ``preset``: the switches any preset decides take that
    preset's values; the case's other switches (the deck, for one) are kept."""
    keep = {k: v for k, v in rules.changed().items() if k not in PRESET_SWITCHES}
    return {**data, "rules": {"preset": preset, "switches": keep}}


def compare_presets(case: RuleCase) -> dict[str, "Verdict | GoujiError"]:
    """``case`` under every preset, in the order of RULEBOOK §12: each preset's verdict, or the
    error that makes the case invalid under it; the case's own verdict is reused for the
    preset its rules equal."""
    own = case.judge()
    out: dict[str, Verdict | GoujiError] = {}
    for name in PRESETS:
        if Rules.preset(name) == case.rules:
            out[name] = own
            continue
        try:
            out[name] = case.under(name).judge()
        except GoujiError as err:
            out[name] = err
    return out


def mismatches(expect: Mapping[str, Any], got: Mapping[str, Any]) -> list[dict[str, str]]:
    """What in the verdict ``got`` (a dict) differs from ``expect``, one entry per field, in
    both languages; the one comparison of cases of a trick and of a whole hand.

    >>> first = mismatches({"legal": True, "clauses": ["BEAT-2"]}, {"legal": False, "clauses": ["BEAT-2", "TURN-4"]})[0]
    >>> first["en"]
    'legal: expected true, got false'
    """
    return [text("case-expect-differs", key=key, want=json.dumps(want, ensure_ascii=False),
                 got=json.dumps(got.get(key), ensure_ascii=False))
            for key, want in expect.items() if not _matches(key, want, got.get(key))]


def _matches(key: str, want: Any, got: Any) -> bool:
    if key == "clauses" and isinstance(want, list) and isinstance(got, list):
        return all(c in got for c in want)
    if key in ("play", "message", "reburn") and isinstance(want, dict) and isinstance(got, dict):
        return all(got.get(k) == v for k, v in want.items())
    return bool(want == got)


# --- field checks ---

def _object(value: Any, name: str) -> None:
    if not isinstance(value, dict):
        raise CaseError.bad(name, "case-not-object")


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise CaseError.bad(name, "case-not-list")
    return value


def _seat_map(value: Any, name: str) -> dict[int, Any]:
    if value is None:
        return {}
    _object(value, name)
    out = {}
    for key, v in value.items():
        if key not in SEAT_KEYS:     # ASCII "1"…"6" only: str.isdigit() also takes "²", "٢", "２"
            raise CaseError.bad(name, "bad-seat", value=json.dumps(key, ensure_ascii=False)[:20])
        out[SEAT_KEYS[key]] = v
    return out


def _rules(value: Any) -> Rules:
    if value is None:
        return Rules()
    _object(value, "rules")
    preset = value.get("preset", "outline")
    switches = value.get("switches") or {}
    if not isinstance(preset, str):
        raise CaseError.bad("rules.preset", "case-not-text")
    _object(switches, "rules.switches")
    try:
        return Rules.from_spec(preset, switches)
    except RulesError as err:
        field_name = "rules.preset" if err.code == "unknown-preset" else "rules.switches"
        raise located(err, field_name) from None


def parse_entry(value: Any, name: str) -> TrickEntry:
    """One trick entry in the case/record form (CASES.md); :class:`CaseError` names ``name``."""
    entry = decode(value, name, kinds=TRICK_ENTRIES)
    assert isinstance(entry, (PlayAction, Pass, Yield))
    return entry


def _check_deck(deck: Hand, hands: Mapping[int, Hand], trick: list[TrickEntry], action: Action) -> None:
    """No more copies of a card than the deck holds, across everything the case shows (CASES.md).

    Each physical card is counted once: the known hands, the cards played in the trick, and
    the cards of the action and of the burn's responses from seats whose hands are not
    known (a known hand already holds them). A seat answering several sets holds the cards
    of all its answers at once but plays only one: it counts for the most of each rank any
    one of its answers needs. The error names the first field at which a card runs over.
    """
    parts: list[tuple[str, Hand]] = [(f"hands.{seat}", h) for seat, h in sorted(hands.items())]
    parts += [(f"trick[{i}].play", e.play.cards) for i, e in enumerate(trick)
              if isinstance(e, PlayAction) and isinstance(e.play, Play)]
    if action.seat not in hands:
        if isinstance(action, PlayAction):
            parts.append(("action.play", action.cards))
        elif isinstance(action, Burn):
            parts += [(f"action.burn[{i}]", piece.cards) for i, piece in enumerate(action.sets)]
    if isinstance(action, Burn):
        most: dict[int, Hand] = {}
        for name, r in _all_responses(action.responses, "responses"):
            if r.seat in hands:
                continue
            before = most.get(r.seat, Hand())
            most[r.seat] = before.union(r.play.cards)
            parts.append((f"{name}.play", most[r.seat].remove(before)))
            # a reburn's later sets (BURN-4, v5) are played besides its first: counted whole
            parts += [(f"{name}.sets[{j}]", p.cards) for j, p in enumerate(r.sets)]
    check_deck(deck, parts)


def _all_responses(rs: Sequence[Response], where: str) -> list[tuple[str, Response]]:
    """Every answer of a burn with its field name, a reburn's answers after their reburn's."""
    out: list[tuple[str, Response]] = []
    for i, r in enumerate(rs):
        out.append((f"{where}[{i}]", r))
        out += _all_responses(r.responses, f"{where}[{i}].responses")
    return out


# --- writing a case (the other way round: a situation and an action as a CASES.md object) ---

#: A stand-in action for validating a set-up that has no action yet (never judged).
PLACEHOLDER_ACTION = {"seat": 1, "pass": True}


def rules_dict(rules: Rules) -> dict[str, Any]:
    """The ``rules`` field of a case: the preset these rules equal, or ``outline`` plus changes.

    >>> rules_dict(Rules.preset("laotou")), rules_dict(Rules(deck=204))
    ({'preset': 'laotou', 'switches': {}}, {'preset': 'outline', 'switches': {'deck': 204}})
    """
    name = rules.preset_name()
    if name is not None:
        return {"preset": name, "switches": {}}
    return {"preset": "outline", "switches": rules.changed()}


def setup_dict(s: Situation) -> dict[str, Any]:
    """The situation part of a case (rules, hands, counts, finished, trick)."""
    hands = {str(seat): str(s.hand(seat)) for seat in SEATS if s.hand(seat) is not None}
    counts = {str(seat): s.counts[seat - 1] for seat in SEATS
              if s.hand(seat) is None and s.counts[seat - 1] is not None}
    return {"rules": rules_dict(s.rules), "hands": hands, "counts": counts,
            "finished": list(s.finished), "trick": [encode(e) for e in s.trick]}


def expect_of(v: Verdict) -> dict[str, Any]:
    """What a saved case expects: the verdict's decisive fields."""
    d = v.to_dict()
    keys = ["legal", "reason", "clauses", "next"] + (["burn"] if v.burn else [])
    if v.legal and v.play is not None:
        keys += ["responders", "burners"]
    return {k: d[k] for k in keys if not (k == "reason" and d[k] is None)}


def case_dict(s: Situation, action: Action | None, verdict: Verdict | None = None,
              case_id: str = "", title: dict[str, str] | None = None) -> dict[str, Any]:
    """A CASES.md object for ``action`` in ``s`` (``expect`` from ``verdict`` when given)."""
    d: dict[str, Any] = {}
    if case_id:
        d["id"] = case_id
    if title:
        d["title"] = dict(title)
    d.update(setup_dict(s))
    d["action"] = encode(action) if action is not None else dict(PLACEHOLDER_ACTION)
    if isinstance(action, Burn) and action.responses:
        d["responses"] = [encode(r) for r in action.responses]
    if verdict is not None:
        d["expect"] = expect_of(verdict)
    return d
