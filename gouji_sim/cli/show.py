"""What the commands print: help texts from the catalogue, and verdicts drawn by the view
floor's text renderer (:mod:`gouji_sim.view.text`) in one language or both."""

from __future__ import annotations

from ..messages import text, worded
from ..verdict import Verdict
from ..view import text as view_text

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
    """The verdict as the terminal shows it: its view (:func:`gouji_sim.view.model.verdict_view`)
    drawn by :func:`gouji_sim.view.text.verdict_lines`, every label from the catalogue; both
    languages one block after the other unless ``lang`` picks one."""
    return view_text.verdict_lines(v, lang)
