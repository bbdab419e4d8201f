"""What the commands print: help texts from the catalogue, and verdicts drawn by the view
floor's text renderer (:mod:`gouji_sim.view.text`) in one language or both."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from ..core.messages import text, worded
from ..core.verdict import Verdict
from ..view import text as view_text

LANG_CHOICES = ("zh", "en")


def langs(lang: str | None) -> tuple[str, ...]:
    return (lang,) if lang else LANG_CHOICES


_HELP_LANG: list[str | None] = [None]
"""The language of the help texts while a parser is built (:func:`help_lang`); ``None``: both."""


@contextmanager
def help_lang(lang: str | None) -> Iterator[None]:
    """Help texts made inside the block (:func:`cli_text`) are in ``lang`` only (``None``: both).

    >>> with help_lang("en"):
    ...     cli_text("cli-gouji")
    'the Gouji rules judge and simulator'
    """
    before, _HELP_LANG[0] = _HELP_LANG[0], lang
    try:
        yield
    finally:
        _HELP_LANG[0] = before


def cli_text(code: str, **params: object) -> str:
    """A command-line help text from the catalogue, in both languages ("中文 / English"), or
    in the one :func:`help_lang` gives."""
    return pick(text(code, **params), _HELP_LANG[0])


def pick(message: dict[str, str], lang: str | None) -> str:
    """A message in one language, or both joined."""
    return " / ".join(message[x] for x in langs(lang))


def verdict_lines(v: Verdict, lang: str | None = None) -> list[str]:
    """The verdict as the terminal shows it: its view (:func:`gouji_sim.view.model.verdict_view`)
    drawn by :func:`gouji_sim.view.text.verdict_lines`, every label from the catalogue; both
    languages one block after the other unless ``lang`` picks one."""
    return view_text.verdict_lines(v, lang)
