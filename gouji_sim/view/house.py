"""House rules before the first deal: the questions a table settles, as a card and a Rule Lab link.

Every question is one rule switch of :data:`gouji_sim.core.rules.SWITCHES` (RULEBOOK §12), every
answer one of its values; the words are the catalogue's ``house-q-<switch>`` and
``house-v-<switch>-<value>`` entries. The site's page "house rules" (docs/<lang>/house-rules.md,
filled in by docs/house_hooks.py when the site is built) shows the questions, and its script only
collects the ticks and builds the link; the link is the Rule Lab's own ``#case=`` link
(:func:`gouji_sim.view.links.encode_fragment`) of :func:`house_case`, so the Lab needs nothing new.

>>> case = house_case({"gouji_twos": 2, "tribute": True})
>>> case["rules"]
{'preset': 'outline', 'switches': {'gouji_twos': 2, 'tribute': True}}
>>> from gouji_sim.game.case import Case
>>> Case.from_dict(case).judge().legal
True
>>> house_case({"gouji_twos": 1})["rules"]          # a default answer changes nothing
{'preset': 'outline', 'switches': {}}
"""

from __future__ import annotations

import html
import json
from typing import Any

from .links import encode_fragment
from ..core.messages import CATALOGUE, LANGS
from ..core.rules import SWITCHES, Rules, check_switch

#: The questions in the order the page asks them, by group (catalogue ``house-group-<id>``).
#: Every switch of :data:`SWITCHES` is in exactly one group.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("start", ("tribute", "tribute_return", "revolution", "meld_low", "deck")),
    ("gouji", ("gouji_twos", "two_big_beat_one", "big_joker_gouji", "comparison", "jokers_on_low")),
    ("burn", ("burn_seats", "burn_after_pass", "burn_release", "burn_tribute")),
    ("local", ("chong_san", "suffocation", "points", "points_double", "points_big_joker")),
    ("score", ("wind", "positive_only", "grand_slam")),
)

#: The neutral situation the Lab opens on: seat 1 plays five 10s and its opposite beats them
#: with five jacks (GOUJI-2), legal under every combination of switches.
EXAMPLE: dict[str, Any] = {
    "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
    "action": {"seat": 4, "play": "J J J J J"},
}


def value_key(value: Any) -> str:
    """A switch value as it appears in catalogue keys and in the page: ``true``, ``216``, ``all``.

    >>> value_key(True), value_key(216), value_key("anyone")
    ('true', '216', 'anyone')
    """
    return str(value).lower() if isinstance(value, bool) else str(value)


def say(key: str, lang: str) -> str:
    """The catalogue entry ``key`` in ``lang``."""
    return CATALOGUE[key][LANGS.index(lang)]


def question(switch: str, lang: str) -> str:
    """The question a table settles for ``switch``.

    >>> question("gouji_twos", "en")
    'Is a lone two a gouji play?'
    """
    return say(f"house-q-{switch}", lang)


def answer(switch: str, value: Any, lang: str) -> str:
    """The answer that sets ``switch`` to ``value``.

    >>> answer("burn_seats", "opponents", "zh")
    '只有另一伙的人，同伙不烧'
    """
    return say(f"house-v-{switch}-{value_key(value)}", lang)


def questions(lang: str) -> list[dict[str, Any]]:
    """Every question in page order: switch, group, clause, question, default and answers.

    >>> [q["switch"] for q in questions("en")][:3]
    ['tribute', 'tribute_return', 'revolution']
    """
    defaults = Rules()
    out = []
    for group, switches in GROUPS:
        for name in switches:
            values, clause = SWITCHES[name]
            out.append({"switch": name, "group": group, "clause": clause,
                        "question": question(name, lang), "default": getattr(defaults, name),
                        "answers": [(v, answer(name, v, lang)) for v in values]})
    return out


def house_case(ticked: dict[str, Any]) -> dict[str, Any]:
    """The case the card's link opens: :data:`EXAMPLE` under the Outline with the ticked answers
    that differ from it (an unknown switch or value raises the catalogue's RulesError)."""
    defaults = Rules()
    changed = {}
    for name, value in ticked.items():
        check_switch(name, value)
        if getattr(defaults, name) != value:
            changed[name] = value
    return {"rules": {"preset": "outline", "switches": changed}, **EXAMPLE}


def _json_attr(value: Any) -> str:
    return html.escape(json.dumps(value, ensure_ascii=False, separators=(",", ":")), quote=True)


def form_html(lang: str, lab_url: str) -> str:
    """The questions (one group of radio buttons per switch, the default ticked), the card and
    the link, as HTML for the page; ``lab_url`` is the Rule Lab page relative to it. The card
    holds every answer; the page's script shows the ticked ones and fills in the link."""
    e = html.escape
    parts = [f'<form class="gouji-house-form" data-lab="{e(lab_url)}" data-example="{_json_attr(EXAMPLE)}">']
    card = []
    current = None
    for q in questions(lang):
        if q["group"] != current:
            if current is not None:
                parts.append("</div>")
            current = q["group"]
            parts.append(f'<div class="gouji-house-group"><h3>{e(say("house-group-" + current, lang))}</h3>')
        name = q["switch"]
        parts.append(f'<fieldset class="gouji-house-q" data-switch="{name}" data-default="{_json_attr(q["default"])}">'
                     f'<legend>{e(q["question"])} <code>{e(q["clause"])}</code></legend>')
        for value, label in q["answers"]:
            default = value == q["default"]
            mark = f' <small>{e(say("house-default", lang))}</small>' if default else ""
            parts.append(f'<label><input type="radio" name="house-{name}" value="{e(value_key(value))}" '
                         f'data-switch="{name}" data-value="{_json_attr(value)}"{" checked" if default else ""}> '
                         f'{e(label)}{mark}</label>')
            card.append(f'<li data-switch="{name}" data-value="{e(value_key(value))}"'
                        f'{"" if default else " hidden"}><b>{e(q["question"])}</b> {e(label)}</li>')
        parts.append("</fieldset>")
    parts.append("</div></form>")
    parts.append(
        '<section class="gouji-house-card">'
        f'<h2>{e(say("house-card-title", lang))}</h2><p>{e(say("house-card-intro", lang))}</p>'
        f'<ul>{"".join(card)}</ul>'
        # the switch names are the engine's words: folded away, for programmers
        f'<details class="gouji-house-changed"><summary>{e(say("lab-programmers", lang))}</summary>'
        f'<b>{e(say("house-switches", lang))}</b> '
        f'<span class="gouji-house-names" data-none="{e(say("house-none", lang))}">{e(say("house-none", lang))}</span></details>'
        '</section>'
        '<p class="gouji-house-actions">'
        f'<button type="button" class="md-button gouji-house-print">{e(say("house-print", lang))}</button> '
        f'<a class="md-button md-button--primary gouji-house-link" '
        f'href="{e(lab_url)}{e(encode_link(house_case({})))}">{e(say("house-open-lab", lang))}</a></p>'
        f'<p class="gouji-house-note">{e(say("house-lab-note", lang))}</p>'
    )
    return "".join(parts)


def encode_link(case: dict[str, Any]) -> str:
    """The Rule Lab's ``#case=…`` fragment of ``case`` (the Lab's own encoding)."""
    return encode_fragment(case)
