"""Words of the view model: catalogue entries in both languages, and the names of presets
and rules as a reader sees them (all Chinese on Chinese pages).

>>> words("w-seat", seat=3)
{'zh': '座位 3', 'en': 'Seat 3'}
"""

from __future__ import annotations

import re
from typing import Mapping

from ..core.errors import GoujiError
from ..core.messages import CATALOGUE, text
from ..game import talk_words  # noqa: F401  (the switches' names, which the reader of table speech reads too)
from ..game.table_words import rules_in
from ..core.rules import PRESETS, Rules, said_rules


def words(code: str, **params: object) -> dict[str, str]:
    """Catalogue entry ``code`` in both languages (``{"zh", "en"}``), filled with ``params``."""
    return dict(text(code, **params))


def preset_words(name: str) -> dict[str, str]:
    """A preset's display name in players' words, both languages (RULEBOOK §12 names the
    presets in Chinese); its identifier is the programmers' (issue 46); a name that is no
    preset as it is.

    >>> preset_words("outline")
    {'zh': '够级大纲', 'en': 'Gouji Outline'}
    """
    code = f"w-preset-{name}"
    if code not in CATALOGUE:
        return {"zh": name, "en": name}
    zh, en = CATALOGUE[code]
    return {"zh": zh, "en": en}


def rules_words(name: str | None, changed: Mapping[str, object] | None = None,
                base: str = "outline") -> dict[str, str]:
    """"规则：…" / "Rules: …": a preset's name, or a preset (``base``, the outline unless
    said) with the switches changed.

    >>> rules_words("laotou")["zh"], rules_words(None, {"burn_after_pass": True})["en"]
    ('规则：老头够级', 'Rules: Gouji Outline with burn after passing: on')
    >>> rules_words(None, {"burn_after_pass": True})["zh"]
    '规则：够级大纲 加改动 过牌后还能烧：开'
    """
    if name is not None:
        shown = preset_words(name)
    else:
        changes = switch_words(changed or {})
        named = preset_words(base)
        shown = {lang: text("w-rules-custom", preset=named[lang], changes=changes[lang])[lang] for lang in ("zh", "en")}
    return {lang: text("w-rules", name=shown[lang])[lang] for lang in ("zh", "en")}


def house_rules_words(rules: Rules) -> dict[str, str]:
    """Any rules in players' words: the preset they equal, else the preset they differ from
    least (the outline on a tie) with the switches that differ from it.

    >>> house_rules_words(Rules.from_spec("laotou", {"tribute": True}))["en"]
    'Rules: Laotou Gouji with tribute: on'
    """
    name = rules.preset_name()
    if name is not None:
        return rules_words(name)
    base = min(PRESETS, key=lambda p: (len(rules.changed(Rules.preset(p))), p != "outline"))
    return rules_words(None, rules.changed(Rules.preset(base)), base)


#: The rules clause that opens a line in the notation (gouji_sim.game.notation writes it first).
_RULES_CLAUSE = re.compile(r"^(?:规则|rules) (?P<spec>[^，,]+)(?P<sep>，|, |$)")


def line_in_words(line: str, lang: str) -> str:
    """A line of the notation as a reader is shown it: its opening rules clause
    (``规则 laotou``, ``rules outline tribute=true``) in players' words, the rest as written
    (seats and cards are already players' words), in a form the reader of table speech reads
    back to the same rules (:func:`gouji_sim.game.table_words.rules_in`; checked here). A line
    without one, or whose rules do not read (back), is returned as it is.

    >>> line_in_words("规则 laotou，座位1出 10 10 10 10 10，座位3能烧吗？", "zh")
    '规则：老头够级；座位1出 10 10 10 10 10，座位3能烧吗？'
    >>> line_in_words("rules outline burn_after_pass=true, seat 1 leads two 10s", "en")
    'Rules: Gouji Outline with burn after passing: on; seat 1 leads two 10s'
    """
    m = _RULES_CLAUSE.match(line)
    if m is None:
        return line
    try:
        rules = Rules.from_spec(**said_rules(m.group("spec")))
    except GoujiError:
        return line
    rest = line[m.end():]
    said = house_rules_words(rules)[lang]
    shown = f"{said}{'；' if lang == 'zh' else '; '}{rest}" if rest else said
    try:
        back, _ = rules_in(shown)
    except GoujiError:
        return line
    return shown if back is not None and Rules.from_spec(**back) == rules else line


def switch_words(changed: Mapping[str, object]) -> dict[str, str]:
    """Changed rule switches in players' words, both languages: the switch's name
    (``switch-name-<switch>``) and its value, or the value's own words where they name the
    switch (``switch-<switch>-<value>``). The ``name=value`` form the simulator and the case
    files read is :func:`switch_codes`, for programmers.

    >>> switch_words({"burn_after_pass": True, "burn_seats": "between", "deck": 204})["zh"]
    '过牌后还能烧：开，只有夹在中间的两家能烧，牌数：204'
    >>> switch_words({"burn_after_pass": True, "burn_seats": "between", "deck": 204})["en"]
    'burn after passing: on, only the two seats between may burn, deck size: 204'
    """
    out: dict[str, list[str]] = {"zh": [], "en": []}
    for name, value in changed.items():
        said = f"switch-{name}-{_value_key(value)}"
        label = CATALOGUE.get(f"switch-name-{name}", (name, name))
        for i, lang in enumerate(("zh", "en")):
            if said in CATALOGUE:           # the value in words already names the switch
                out[lang].append(CATALOGUE[said][i])
                continue
            shown = (CATALOGUE[f"switch-{'on' if value else 'off'}"][i] if isinstance(value, bool)
                     else _value_key(value))
            out[lang].append(text("w-switch-value", name=label[i], value=shown)[lang])
    return {"zh": "，".join(out["zh"]), "en": ", ".join(out["en"])}


def switch_codes(changed: Mapping[str, object]) -> str:
    """Changed rule switches as the simulator and the case files write them (for programmers).

    >>> switch_codes({"burn_after_pass": True, "deck": 204})
    'burn_after_pass=true, deck=204'
    """
    return ", ".join(f"{name}={_value_key(value)}" for name, value in changed.items())


def _value_key(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
