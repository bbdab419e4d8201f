"""The error family of gouji-sim: every error is a ``ValueError`` with a message in both languages.

>>> err = NotationError.at("Q Z", 2, "Z")
>>> isinstance(err, ValueError)
True
>>> err.code
'bad-card'
>>> print(err.en)
Unknown card 'Z' at position 3 of 'Q Z'.
"""

from __future__ import annotations

from typing import TypeVar

from .messages import shown, text

T = TypeVar("T")


class GoujiError(ValueError):
    """Base class: a stable ``code``, a Chinese message ``zh`` and an English one ``en``.

    ``str(error)`` gives both languages, Chinese first.
    """

    def __init__(self, code: str, zh: str, en: str) -> None:
        self.code = code
        self.zh = zh
        self.en = en
        super().__init__(f"{zh} / {en}")

    @classmethod
    def from_catalogue(cls, code: str, **params: object) -> "GoujiError":
        """Build the error from the message catalogue entry ``code``."""
        msg = text(code, **params)
        return cls(code, msg["zh"], msg["en"])

    def message(self, lang: str = "en") -> str:
        """The message in one language (``"zh"`` or ``"en"``)."""
        return self.zh if lang == "zh" else self.en


class NotationError(GoujiError):
    """A card token that the notation does not know (CARD-3)."""

    @classmethod
    def at(cls, source: str, index: int, token: str) -> "NotationError":
        """The error for ``token`` found at character ``index`` (0-based) of ``source``."""
        msg = text("bad-card", token=token, position=index + 1, source=source)
        return cls("bad-card", msg["zh"], msg["en"])


class InvalidPlayError(GoujiError):
    """Cards that cannot form one play (PLAY-1): empty, or two natural ranks."""


class RulesError(GoujiError):
    """An unknown preset, switch, or switch value (RULEBOOK §12)."""


class CaseError(GoujiError):
    """A rule-case file that is not valid (CASES.md); ``field`` names where."""

    def __init__(self, code: str, zh: str, en: str, field: str = "") -> None:
        super().__init__(code, zh, en)
        self.field = field

    @classmethod
    def bad(cls, field: str, code: str, **params: object) -> "CaseError":
        """The error for ``field`` of a case, from catalogue entry ``code``."""
        msg = text(code, field=field, **params)
        return cls(code, msg["zh"], msg["en"], field)


class LineError(CaseError):
    """A situation in the players' notation (:mod:`gouji_sim.game.notation`) that cannot be read:
    ``position`` is the character (from 1) where reading stopped; the message says what was
    understood before it and what is missing or wrong there (``understood``: whether anything
    was)."""

    def __init__(self, code: str, zh: str, en: str, position: int, understood: bool = False) -> None:
        super().__init__(code, zh, en, f"@{position}")
        self.position = position
        self.understood = understood
        """Whether some of the text was read as a situation before reading stopped."""


class ActionTextError(CaseError):
    """An action's text form (``1:KKK``, ``2:pass``; :mod:`gouji_sim.core.actions`) that cannot be
    read: ``position`` is the character (from 1) where the fault is, and ``field`` says so
    (``text@3``)."""

    def __init__(self, code: str, zh: str, en: str, position: int) -> None:
        super().__init__(code, zh, en, f"text@{position}")
        self.position = position


class IllegalActionError(GoujiError):
    """An action refused by the judge; ``verdict`` carries the full ruling."""

    def __init__(self, verdict: "object") -> None:
        msg = getattr(verdict, "message")
        super().__init__(getattr(verdict, "reason") or "illegal", msg["zh"], msg["en"])
        self.verdict = verdict


class ArgumentError(GoujiError, TypeError):
    """A public function given an argument of the wrong type: a ``TypeError`` — and, as
    every error of the family, a ``ValueError`` — whose message names the argument."""


def check_arg(value: object, kind: type[T] | tuple[type[T], ...], name: str) -> T:
    """``value`` if it is a ``kind``, else :class:`ArgumentError` naming the argument ``name``
    (the public API checks its arguments where it is entered, never in its inner loops).

    >>> check_arg(3, int, "seat")
    3
    >>> check_arg("3", int, "seat")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.ArgumentError: 参数 seat 应是 int，收到的是 str："3"。 / The argument seat must be int, not str: "3".
    """
    if isinstance(value, kind) and not (isinstance(value, bool) and kind is int):
        return value
    kinds = kind if isinstance(kind, tuple) else (kind,)
    want = " | ".join(k.__name__ for k in kinds)
    raise ArgumentError.from_catalogue("api-bad-type", name=name, want=want, got=type(value).__name__,
                                       value=shown(value, 40))
