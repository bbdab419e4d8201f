"""Words of the view model: catalogue entries in both languages, and the names of presets
and rules as a reader sees them (all Chinese on Chinese pages).

>>> words("w-seat", seat=3)
{'zh': '座位 3', 'en': 'Seat 3'}
"""

from __future__ import annotations

from typing import Mapping

from ..messages import CATALOGUE, text


def words(code: str, **params: object) -> dict[str, str]:
    """Catalogue entry ``code`` in both languages (``{"zh", "en"}``), filled with ``params``."""
    return dict(text(code, **params))


def preset_words(name: str) -> dict[str, str]:
    """A preset's display name: Chinese alone on Chinese pages (RULEBOOK §12 names the
    presets in Chinese), the English name and its code on English pages; a name that is no
    preset as it is.

    >>> preset_words("outline")
    {'zh': '够级大纲', 'en': 'Gouji Outline (outline)'}
    """
    code = f"w-preset-{name}"
    if code not in CATALOGUE:
        return {"zh": name, "en": name}
    zh, en = CATALOGUE[code]
    return {"zh": zh, "en": f"{en} ({name})"}


def rules_words(name: str | None, changed: Mapping[str, object] | None = None) -> dict[str, str]:
    """"规则：…" / "Rules: …": a preset's name, or the outline with the switches changed.

    >>> rules_words("laotou")["zh"], rules_words(None, {"burn_after_pass": True})["en"]
    ('规则：老头够级', 'Rules: Gouji Outline (outline) with burn_after_pass=true')
    >>> rules_words(None, {"burn_after_pass": True})["zh"]
    '规则：够级大纲 加改动 过牌后还能烧：开'
    """
    if name is not None:
        shown = preset_words(name)
    else:
        changes = switch_words(changed or {})
        base = preset_words("outline")
        shown = {lang: text("w-rules-custom", preset=base[lang], changes=changes[lang])[lang] for lang in ("zh", "en")}
    return {lang: text("w-rules", name=shown[lang])[lang] for lang in ("zh", "en")}


def switch_words(changed: Mapping[str, object]) -> dict[str, str]:
    """Changed rule switches as words: ``name=value`` in English (what the simulator and the
    case files read), the switch's Chinese name and value on Chinese pages.

    >>> switch_words({"burn_after_pass": True, "burn_seats": "between", "deck": 204})
    {'zh': '过牌后还能烧：开，只有夹在中间的两家能烧，牌数：204', 'en': 'burn_after_pass=true, burn_seats=between, deck=204'}
    """
    zh, en = [], []
    for name, value in changed.items():
        shown = str(value).lower() if isinstance(value, bool) else str(value)
        en.append(f"{name}={shown}")
        said = f"switch-{name}-{shown}"
        if said in CATALOGUE:           # the value in words already names the switch
            zh.append(CATALOGUE[said][0])
            continue
        label = CATALOGUE.get(f"switch-name-{name}", (name, name))[0]
        value_zh = CATALOGUE[f"switch-{'on' if value else 'off'}"][0] if isinstance(value, bool) else shown
        zh.append(f"{label}：{value_zh}")
    return {"zh": "，".join(zh), "en": ", ".join(en)}
