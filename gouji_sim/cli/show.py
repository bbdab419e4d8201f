"""Plain-text rendering of verdicts for the terminal, in one language or both."""

from __future__ import annotations

from ..messages import text
from ..verdict import Verdict
from ..view.model import verdict_view

LANG_CHOICES = ("zh", "en")


def langs(lang: str | None) -> tuple[str, ...]:
    return (lang,) if lang else LANG_CHOICES


def cli_text(code: str, **params: object) -> str:
    """A command-line help text from the catalogue, in both languages ("中文 / English")."""
    return pick(text(code, **params), None)


def pick(message: dict[str, str], lang: str | None) -> str:
    """A message in one language, or both joined."""
    return " / ".join(message[x] for x in langs(lang))


def verdict_lines(v: Verdict, lang: str | None = None) -> list[str]:
    """The verdict as a few readable lines."""
    head = pick(text("legal" if v.legal else "illegal"), lang)
    if v.reason:
        head += f" ({v.reason})"
    if v.burn:
        head += f"  burn: {v.burn}"
    lines = [head, f"  clauses: {', '.join(v.clauses)}"]
    lines += [f"  {x}: {v.message[x]}" for x in langs(lang)]
    if v.play:
        p = v.play
        lines.append(f"  play: {p.size} cards, base {p.base or '-'}, {p.kind}, gouji={str(p.gouji).lower()}"
                     f", dead={str(p.dead).lower()}")
    view = verdict_view(v)
    if v.legal and v.play:
        lines.append(f"  responders: {list(v.responders)}  burners: {list(v.burners)}")
        if view.burn_steps:         # who may beat the first set, and who may only burn it back
            step = view.burn_steps[0]
            lines += [f"    {pick(line, lang)}" for line in step.lines()[:2 if step.burn_back else 1]]
        else:
            lines += [f"    {row}: {pick(note, lang)}" for row in ("responders", "burners")
                      if (note := view.row_note(row)) is not None]
    for b in v.burn_sets:
        lines.append(f"  set {b.index}: {b.cards}  answerable by seats {list(b.by_position)}"
                     f" (by cards: {list(b.by_cards)})" + (f"  answered by {b.answered_by}" if b.answered_by else ""))
    lines.append(f"  next: {v.next if v.next is not None else '-'}"
                 + (f"  (turn: {v.turn})" if v.turn else ""))
    if (note := view.row_note("next")) is not None:
        lines.append(f"    next: {pick(note, lang)}")
    return lines
