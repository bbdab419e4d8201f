"""The house rules said in players' words, read: a preset by the name a table or the
house-rules page gives it (``老头够级``, ``Laotou Gouji``), and the opening of a line as the pages
write the rules (``规则：老头够级 加改动 进贡：开；…``, :func:`gouji_sim.view.words.house_rules_words`),
which the notation (:mod:`gouji_sim.game.notation`) and the reader of table speech
(:mod:`gouji_sim.game.table_words`) both read, so that a line a reader is shown reads back.

>>> rules_in_words("规则：老头够级 加改动 进贡：开；座位1出 10 10")
({'preset': 'laotou', 'switches': {'tribute': True}}, 17)
>>> rules_in_words("Rules: Gouji Outline with deck size: 204, teammates may not burn; seat 1 leads two 10s")
({'preset': 'outline', 'switches': {'deck': 204, 'burn_seats': 'opponents'}}, 65)
"""

from __future__ import annotations

import re
from typing import Any

from . import talk_words  # noqa: F401  (the switches' names and values in players' words)
from ..core.errors import RulesError
from ..core.messages import CATALOGUE, text
from ..core.rules import SWITCHES, check_switch, switch_value

#: The presets as a table names them: their names on the house-rules page (the view's catalogue,
#: ``w-preset-*``, which this floor cannot import; tests/test_ask_leftovers.py holds the two
#: together) and short forms.
PRESET_WORDS = {"老头够级": "laotou", "够级大纲": "outline", "大纲": "outline", "王大": "joker_dominant",
                "红鬼二打一": "two_for_one", "任何人解烧": "open_release", "联邦不烧": "no_team_burn",
                "冲三": "chong_san", "红鬼不够级": "red_joker_open",
                "laotou gouji": "laotou", "laotou": "laotou", "the gouji outline": "outline", "gouji outline": "outline",
                "the outline": "outline",
                "joker dominant": "joker_dominant", "two for one": "two_for_one", "anyone releases": "open_release",
                "no team burns": "no_team_burn", "chong san": "chong_san", "red joker open": "red_joker_open"}
PRESET_NAMES = "|".join(re.escape(w) for w in sorted(PRESET_WORDS, key=len, reverse=True))
#: The rules as the pages name them (gouji_sim.view.words.house_rules_words), opening the
#: read-as line: "规则：老头够级 加改动 进贡：开；", "Rules: Laotou Gouji with tribute: on;".
RULES_IN_WORDS = re.compile(rf"^\s*(?:规则|rules)\s*[:：]\s*(?P<preset>{PRESET_NAMES})"
                            rf"(?:\s*(?:加改动|with)\s+(?P<changes>[^；;]+?))?\s*(?:[；;]|$)", re.I)


def rules_in_words(said: str) -> tuple[dict[str, Any], int] | None:
    """The rules that open ``said`` in the pages' words, as a case's ``rules``, and where they
    end; ``None`` when it does not open with them. A change that does not read is a
    :class:`~gouji_sim.core.errors.RulesError` naming it."""
    m = RULES_IN_WORDS.match(said)
    if m is None:
        return None
    changes = m.group("changes") or ""
    split = "，" if "，" in changes else ","
    return ({"preset": PRESET_WORDS[m.group("preset").lower()],
             "switches": dict(_change_said(p) for p in changes.split(split) if p.strip())}, m.end())


def _switch_words() -> tuple[dict[str, tuple[str, Any]], dict[str, str], dict[str, Any]]:
    """The switches as the pages name them (the catalogue's ``switch-*`` words, both languages):
    a value's own words (``同伙不能烧``) → (switch, value), a switch's name → switch, and the
    words for on and off → ``True`` / ``False``; all lower case."""
    phrases: dict[str, tuple[str, Any]] = {}
    names: dict[str, str] = {}
    for name, (values, _) in SWITCHES.items():
        for lang in (0, 1):
            label = CATALOGUE.get(f"switch-name-{name}")
            if label is not None:
                names[label[lang].lower()] = name
            for value in values:
                said = CATALOGUE.get(f"switch-{name}-{str(value).lower() if isinstance(value, bool) else value}")
                if said is not None:
                    phrases[said[lang].lower()] = (name, value)
    on_off = {CATALOGUE[f"switch-{w}"][lang].lower(): w == "on" for w in ("on", "off") for lang in (0, 1)}
    return phrases, names, on_off


_SWITCH_PHRASES, _SWITCH_NAMES, _ON_OFF = _switch_words()
#: A switch turned on or off as the pages write it, anywhere in a text: "进贡：开", "tribute: on"
#: (after "加改动" / "with", as the read-as line has it).
SWITCH_SAID = re.compile(r"(?:加改动\s*|\bwith\s+)?(?P<name>"
                         + "|".join(re.escape(n) for n in sorted(_SWITCH_NAMES, key=len, reverse=True))
                         + r")\s*[:：]\s*(?P<value>" + "|".join(map(re.escape, _ON_OFF)) + r")(?![A-Za-z])", re.I)


def switch_said(m: re.Match[str]) -> tuple[str, Any]:
    """The switch and value of a :data:`SWITCH_SAID` match.

    >>> switch_said(SWITCH_SAID.search("按老头够级 加改动 进贡：开；上家出五个10"))
    ('tribute', True)
    """
    return _SWITCH_NAMES[m.group("name").lower()], _ON_OFF[m.group("value").lower()]


def _change_said(part: str) -> tuple[str, Any]:
    """One change of the rules as the pages write it (``进贡：开``, ``deck size: 204``,
    ``同伙不能烧``), as (switch, value); a :class:`~gouji_sim.core.errors.RulesError` when it is none.

    >>> _change_said("进贡：开"), _change_said("Deck size: 204"), _change_said("同伙不能烧")
    (('tribute', True), ('deck', 204), ('burn_seats', 'opponents'))
    """
    said = part.strip().lower()
    if said in _SWITCH_PHRASES:
        return _SWITCH_PHRASES[said]
    label, _, value = re.sub(r"\s*[:：]\s*", "：", said).partition("：")
    name, value = _SWITCH_NAMES.get(label.strip()), value.strip()
    if name is not None and value in _ON_OFF:
        return name, _ON_OFF[value]
    if name is not None and value:          # "deck size: many": the switch says what it takes
        said_value = switch_value(name, value)
        check_switch(name, said_value)
        return name, said_value
    said_part = text("talk-rules-change-unread", part=part.strip())
    raise RulesError("talk-rules-change-unread", said_part["zh"], said_part["en"])


__all__ = ["PRESET_NAMES", "PRESET_WORDS", "RULES_IN_WORDS", "SWITCH_SAID", "rules_in_words", "switch_said"]
