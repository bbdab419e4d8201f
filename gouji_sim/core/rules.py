"""The rules object: every switch of RULEBOOK §12, its presets, and the behaviour version.

>>> r = Rules.preset("laotou")
>>> r.gouji_twos, r.comparison, r.positive_only      # SCORE-3: laotou records negative scores
(2, 'positional', False)
>>> Rules.from_spec("outline", {"burn_seats": "opponents"}) == Rules.preset("no_team_burn")
True
>>> Rules.preset("two_for_one").changed()
{'two_big_beat_one': True}
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Mapping

from .frozen import picklable
from .errors import RulesError, check_arg

BEHAVIOUR_VERSION = 5
"""Changes whenever any ruling of the engine changes (like pgx's version of a game).

2: RULEBOOK version 2 (BURN-1 过牌不烧, BURN-4 a headless burner's sets, TURN-6 a dead play
in the melee, LOCAL-1 冲三, LOCAL-3 big-joker plays that are not gouji plays, and the game's
TRIB-4, SCORE-3 and LOCAL-2/4).
3: RULEBOOK version 3 (BURN-1 a burn only before the opposite acts; TURN-9 the dead gouji
play and its burn in the last play's trick; BURN-4 a headless burner's sets and a headless
player's answers; PLAY-6 a wrong follow in the melee; LOCAL-1 冲三's revolutionary opens
and places 4th; TRIB-4 a 点贡 owed without tribute cards).
4: RULEBOOK version 4 (PLAY-6 a wrong follow bars its player for the rest of the trick with
no exception for its opposite; TURN-4/BURN-4 a seat that passed answers no burning set,
also under ``burn_release = anyone``, the burner's opposite excepted; TURN-9 after first or
second place's last play nobody who passed in that trick plays again in it, that
finisher's opposite excepted; TURN-8 named in every verdict whose next lead comes by 接风;
TRIB-3 a sweep's tribute replaces 落贡; LOCAL-1 冲三's 3 bought on from the opposite in
turn order).
5: RULEBOOK version 5 (START-2 after a 串三户 the next hand is led by the 3s shown, a
revolting leader hands the lead downstream; START-4 a revolution judged on the hand as
dealt; TRIB-1 one round of tribute paid from the hands as dealt, a card received never given
on; TRIB-2 a sweep's tribute returned; SCORE-2 every seat's points doubled by a sweep, and
again by a grand slam; LOCAL-1 冲三 plays no other revolution, no meld, no count and no 亮3 —
seat 1 leads the first hand, the lead then goes round — and a buyer finding no seller redeals
when the buying begins; and the trick's changes of TURN-6, PLAY-6, TURN-9, BURN-4/5, TURN-8)."""

# switch name -> (allowed values, the clause that defines it)
SWITCHES: dict[str, tuple[tuple[Any, ...], str]] = {
    "deck": ((216, 204, 192, 240), "CARD-1"),
    "jokers_on_low": ((True, False), "PLAY-5"),
    "comparison": (("positional", "joker_dominant"), "BEAT-3"),
    "two_big_beat_one": ((False, True), "BEAT-6"),
    "gouji_twos": ((1, 2), "GOUJI-1"),
    "wind": (("automatic", "by_consent"), "TURN-8"),
    "burn_seats": (("all", "between", "opponents"), "BURN-1"),
    "burn_after_pass": ((False, True), "BURN-1"),
    "burn_release": (("opposite_or_reburn", "anyone"), "BURN-4"),
    "positive_only": ((True, False), "SCORE-3"),
    "grand_slam": ((False, True), "SCORE-4"),
    "meld_low": ((False, True), "START-3"),
    "revolution": ((True, False), "START-4"),
    "tribute": ((False, True), "TRIB-1"),
    "tribute_return": ((True, False), "TRIB-2"),
    "points": ((False, True), "TRIB-4"),
    "points_double": ((False, True), "TRIB-4"),
    "points_big_joker": ((False, True), "TRIB-4"),
    "burn_tribute": ((False, True), "TRIB-5"),
    "chong_san": ((False, True), "LOCAL-1"),
    "suffocation": ((False, True), "LOCAL-2"),
    "big_joker_gouji": ((True, False), "LOCAL-3"),
}


@dataclass(frozen=True, slots=True)
class Rules:
    """One immutable set of rule switches; the defaults are the Gouji Outline (``outline``)."""

    deck: int = 216
    jokers_on_low: bool = True
    comparison: str = "positional"
    two_big_beat_one: bool = False
    gouji_twos: int = 1
    wind: str = "automatic"
    burn_seats: str = "all"
    burn_after_pass: bool = False
    burn_release: str = "opposite_or_reburn"
    positive_only: bool = True
    grand_slam: bool = False
    meld_low: bool = False
    revolution: bool = True
    tribute: bool = False
    tribute_return: bool = True
    points: bool = False
    points_double: bool = False
    points_big_joker: bool = False
    burn_tribute: bool = False
    chong_san: bool = False
    suffocation: bool = False
    big_joker_gouji: bool = True

    def __new__(cls, *args: Any, **switches: Any) -> "Rules":
        # a switch §12 does not have is a RulesError naming it, as with_switches says, not
        # the constructor's TypeError (issue 47); the values are checked in __post_init__
        for name in switches:
            if name not in SWITCHES:
                raise RulesError.from_catalogue("unknown-switch", value=name, allowed=", ".join(SWITCHES))
        return object.__new__(cls)

    def __post_init__(self) -> None:
        for f in fields(self):
            check_switch(f.name, getattr(self, f.name))

    @classmethod
    def preset(cls, name: str = "outline") -> "Rules":
        """A named preset of RULEBOOK §12; :class:`RulesError` if unknown (an
        :class:`~gouji_sim.core.errors.ArgumentError` if ``name`` is no text)."""
        check_arg(name, str, "name")
        if name not in PRESETS:
            raise RulesError.from_catalogue("unknown-preset", value=name, allowed=", ".join(PRESETS))
        return cls(**PRESETS[name])

    @classmethod
    def from_spec(cls, preset: str = "outline", switches: Mapping[str, Any] | None = None) -> "Rules":
        """A preset with switch overrides, each checked against §12: ``switches`` a mapping from
        switch names to values (an :class:`~gouji_sim.core.errors.ArgumentError` otherwise).

        >>> Rules.from_spec("outline", {"tribute": True}).tribute
        True
        """
        if switches is None:
            switches = {}
        check_arg(switches, Mapping, "switches")
        for name in switches:
            check_arg(name, str, "switches")
        return cls.preset(preset).with_switches(**dict(switches))

    def with_switches(self, **switches: Any) -> "Rules":
        """A copy with some switches changed; unknown names or values raise :class:`RulesError`."""
        for name, value in switches.items():
            check_switch(name, value)
        return replace(self, **switches)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    def changed(self, base: "Rules | None" = None) -> dict[str, Any]:
        """The switches that differ from ``base`` (default: the ``outline`` preset)."""
        base_d = (base or Rules()).as_dict()
        return {k: v for k, v in self.as_dict().items() if base_d[k] != v}

    def preset_name(self) -> str | None:
        """The name of the preset these rules equal exactly, if any."""
        return next((n for n, s in PRESETS.items() if Rules(**s) == self), None)

    @property
    def big_jokers_in_deck(self) -> int:
        return 16 if self.deck == 240 else 4


def check_switch(name: str, value: Any) -> None:
    """Raise :class:`RulesError` unless ``name`` is a switch of §12 and ``value`` one of its values.

    >>> check_switch("comparison", "biggest")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.RulesError: 规则开关 comparison 不接受 'biggest'，可用的值：positional, joker_dominant。 / Rule switch comparison does not take 'biggest'; allowed: positional, joker_dominant.
    """
    if name not in SWITCHES:
        raise RulesError.from_catalogue("unknown-switch", value=name, allowed=", ".join(SWITCHES))
    allowed = SWITCHES[name][0]
    # bool is an int in Python: keep True from passing for 1 and 1 for True.
    if not any(type(value) is type(a) and value == a for a in allowed):
        raise RulesError.from_catalogue(
            "bad-switch-value", field=name, value=repr(value),
            allowed=", ".join(str(a).lower() if isinstance(a, bool) else str(a) for a in allowed))


PRESETS: dict[str, dict[str, Any]] = {
    "outline": {},
    "laotou": {"gouji_twos": 2, "positive_only": False},
    "joker_dominant": {"comparison": "joker_dominant"},
    "two_for_one": {"two_big_beat_one": True},
    "open_release": {"burn_release": "anyone"},
    "no_team_burn": {"burn_seats": "opponents"},
    "chong_san": {"chong_san": True},
    "red_joker_open": {"two_big_beat_one": True, "big_joker_gouji": False},
}


MAX_SWITCH_VALUE = 40
"""The longest switch value read from text (the longest real one, a preset-like name, is 18)."""


def switch_value(name: str, text: str) -> Any:
    """A switch value written as text (``--switch NAME=VALUE``, the rules of a situation as
    players say it): a boolean word, a whole number in ASCII digits, or the text itself —
    :class:`Rules` checks it.

    >>> switch_value("deck", "240"), switch_value("deck", "²"), switch_value("tribute", "on")
    (240, '²', True)
    """
    if len(text) > MAX_SWITCH_VALUE:
        raise RulesError.from_catalogue("sim-switch-too-long", name=name, n=len(text), limit=MAX_SWITCH_VALUE)
    low = text.lower()
    if low in ("true", "on", "yes"):
        return True
    if low in ("false", "off", "no"):
        return False
    digits = text[1:] if text.startswith("-") else text
    return int(text) if digits and digits.isascii() and digits.isdigit() else text


def said_rules(spec: str) -> dict[str, Any]:
    """The rules written as players write them after ``规则`` / ``rules`` — a preset, then
    ``NAME=VALUE`` switches — as a case's ``rules`` object, checked (:class:`RulesError`).

    >>> said_rules("laotou burn_release=anyone")
    {'preset': 'laotou', 'switches': {'burn_release': 'anyone'}}
    """
    preset, switches = "outline", {}
    for word in spec.split():
        name, eq, value = word.partition("=")
        if eq:
            switches[name] = value
        else:
            preset = word
    values = {k: switch_value(k, v) for k, v in switches.items()}
    Rules.from_spec(preset, values)
    return {"preset": preset, "switches": values}


picklable(Rules)
