"""The views as plain text, for the terminal: the third renderer beside
:mod:`gouji_sim.view.html` and the browser pages, and like them it only draws.

A verdict is drawn from its :class:`~gouji_sim.view.model.VerdictView` — the badge, the reason
in a few words, the burn's outcome, the judge's sentence, the view's fact rows with their
labels and seat notes, and a burn set by set — and a comparison of presets from its
:class:`~gouji_sim.view.model.CompareView` (its cells, its differences, its base column).
Every label comes from the catalogue. ``lang`` picks one language; ``None`` draws the block
in Chinese, then in English.

>>> from gouji_sim import Situation, PlayAction, Play, judge
>>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> print("\\n".join(verdict_lines(judge(s, PlayAction(2, Play.parse("J J J J J"))), "en")))
illegal: gouji play: opposite only
  10 10 10 10 10 is a gouji play by seat 1: only its opposite, seat 4, may beat it (others pass or burn).
  Deciding clauses: GOUJI-2
  The play: 5 cards, base J, plain, a gouji play
  Who acts now: seat 4 — it was not that seat's turn, so the action does not count; the turn stays with seat 4
"""

from __future__ import annotations

from typing import Callable

from ..core.messages import LANGS, cards_in, text
from ..core.rules import PRESETS
from ..core.verdict import Verdict
from .compare import COMPARE_FIELDS, COMPARE_ROW_WORDS, reason_words, verdict_cells
from .model import CompareView, VerdictView, verdict_view
from .words import words

#: The columns of a comparison table in the terminal (rows of :data:`~gouji_sim.view.model.COMPARE_ROWS`
#: short enough for one line; the explanations follow the table).
COMPARE_COLUMNS = ("legal", "reason", "burn", "clauses", "next")


def _langs(lang: str | None) -> tuple[str, ...]:
    return (lang,) if lang in LANGS else LANGS


def _blocks(lang: str | None, block: Callable[[str], list[str]]) -> list[str]:
    """``block(lang)``, or the Chinese block, an empty line and the English block."""
    out: list[str] = []
    for k, lg in enumerate(_langs(lang)):
        out += ([""] if k else []) + block(lg)
    return out


def _row(label: str, value: str, lang: str) -> str:
    return text("w-text-row", label=label, value=value)[lang]


def verdict_lines(v: Verdict, lang: str | None = None) -> list[str]:
    """Verdict ``v`` as lines of text (:func:`verdict_view_lines` of its view)."""
    return verdict_view_lines(verdict_view(v), lang)


def verdict_view_lines(view: VerdictView, lang: str | None = None) -> list[str]:
    """A :class:`VerdictView` as lines of text: in ``lang``, or a Chinese block, an empty line
    and an English block."""
    return _blocks(lang, lambda lg: _verdict_block(view, lg))


def _row_value(view: VerdictView, row: str, lang: str) -> str:
    if row == "clauses":
        return ", ".join(view.clauses) or words("w-none")[lang]
    if row == "play":
        return (view.play_words() or words("w-none"))[lang]
    if row == "burn":
        return words(f"w-burn-{view.burn}")[lang] if view.burn else words("w-none")[lang]
    value = view.row_value(row)
    return value[lang] if value is not None else words("w-none")[lang]


def _verdict_block(view: VerdictView, lang: str) -> list[str]:
    head = view.badge_words()[lang]
    if view.reason:
        head = _row(head, reason_words(view.reason)[lang], lang)
    if view.burn:
        head = text("w-text-with", first=head, second=words(f"w-burn-{view.burn}")[lang])[lang]
    lines = [head]
    if view.message:
        lines.append(f"  {view.message[lang]}")
    lines += [f"  {_row(view.row_words(row)[lang], _row_value(view, row, lang), lang)}" for row in view.rows]
    if view.burn_steps:
        lines.append(f"  {_row(words('w-burn-steps')[lang], '', lang).rstrip()}")
        for step in view.burn_steps:
            lines.append(f"    {text('w-step-set', k=step.index, set=cards_in(step.cards, lang))[lang]}")
            lines += [f"      {line[lang]}" for line in step.lines()]
    return lines


def compare_lines(view: CompareView, lang: str | None = None) -> list[str]:
    """A comparison of presets as a text table per language: one row per rules (the preset's
    name as typed on the command line, ``<`` on the base row), the short cells of
    :func:`~gouji_sim.view.compare.verdict_cells`, ``*`` on each cell the view marks as
    differing from the base; then each preset's meaning and each verdict's explanation."""
    return _blocks(lang, lambda lg: _compare_block(view, lg))




#: The key of the case's own rules (when they are no preset) in ``gouji cases compare --json``;
#: the text output names them in words (``lab-compare-current``).
OWN = "(case)"


def _compare_block(view: CompareView, lang: str) -> list[str]:
    header = [words("w-preset")[lang]] + [words(COMPARE_ROW_WORDS[c])[lang] for c in COMPARE_COLUMNS]
    body: list[list[str]] = []
    messages: list[str] = []
    for i, col in enumerate(view.columns):
        own = col.name or words("lab-compare-current")[lang]   # the case's own rules, no preset
        name = own + (" <" if i == view.base else "")
        if col.verdict is None:
            body.append([name] + ["-"] * (len(COMPARE_COLUMNS) - 1) + [(col.error or {}).get(lang, "")])
            continue
        cells = verdict_cells(col.verdict)
        body.append([name] + [cells[c][lang] + ("*" if c in COMPARE_FIELDS and c in col.differs else "")
                              for c in COMPARE_COLUMNS])
        messages.append(f"{own}: {col.verdict.message[lang]}")
    widths = [max(_width(row[i]) for row in [header] + body) for i in range(len(header))]
    lines = ["  ".join(_pad(c, w) for c, w in zip(row, widths)).rstrip() for row in [header] + body]
    lines.insert(1, "  ".join("-" * w for w in widths))
    lines.append(text("w-text-compare-key", base=words("lab-compare-current")[lang],
                      differs=words("cli-compare-differs")[lang])[lang])
    lines.append("")
    lines += [f"{c.name}: {c.about()[lang]}" for c in view.columns if c.name in PRESETS]   # a name as typed
    lines.append("")
    return lines + messages


def _width(s: str) -> int:
    """The columns ``s`` takes in a terminal (a CJK character takes two)."""
    return sum(2 if ord(ch) > 0x2E80 else 1 for ch in s)


def _pad(s: str, w: int) -> str:
    return s + " " * (w - _width(s))


def pick(message: dict[str, str], lang: str | None) -> str:
    """A message in one language, or both joined ("中文 / English")."""
    return " / ".join(message[x] for x in _langs(lang))


__all__ = ["COMPARE_COLUMNS", "OWN", "compare_lines", "pick", "verdict_lines", "verdict_view_lines"]
