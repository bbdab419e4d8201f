"""What every widget shares: the language, inline messages, and callbacks that never raise.

Every callback a reader can trigger goes through :meth:`Component.guard`: a
:class:`~gouji_sim.core.errors.GoujiError` becomes its message in the chosen language, any other
error a short catalogue sentence — shown inline, never as a traceback in the output area.

>>> box = Component("en")
>>> box.guard(lambda: int("x"))()
>>> "Something went wrong" in box.message.value
True
"""

from __future__ import annotations

import functools
import weakref
from typing import Any, Callable, TypeVar

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from .. import html as display
from ...core.errors import GoujiError
from ...core.messages import LANGS, text
from ...core.table import SEATS

F = TypeVar("F", bound=Callable[..., Any])


def check_lang(lang: str) -> str:
    """``lang`` if it is ``"zh"`` or ``"en"``; else a :class:`GoujiError` in both languages.

    >>> check_lang("fr")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: lang 只能是 "zh" 或 "en"，收到的是 'fr'。 / lang must be "zh" or "en", got 'fr'.
    """
    if lang not in LANGS:
        raise GoujiError.from_catalogue("w-bad-lang", value=repr(lang))
    return lang


class Component(w.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """A box of widgets in one language, with its own line of inline messages."""

    def __init__(self, lang: str = "zh", **kwargs: Any) -> None:
        self.lang = check_lang(lang)
        self.message = html_box()
        self._listeners: list[Callable[..., None]] = []
        super().__init__(**kwargs)

    # --- change notifications ---
    def on_change(self, callback: Callable[..., None]) -> None:
        """Call ``callback`` after every change (with what changed, for some components)."""
        self._listeners.append(callback)

    def notify(self, *args: Any) -> None:
        for callback in self._listeners:
            callback(*args)

    # --- words ---
    def t(self, code: str, **params: object) -> str:
        """Catalogue entry ``code`` in this component's language."""
        return text(code, **params)[self.lang]

    def pick(self, message: dict[str, str]) -> str:
        return message[self.lang]

    # --- inline messages ---
    def error(self, message: str) -> None:
        self.message.value = display.message_html(message, "error")

    def ok(self, message: str) -> None:
        self.message.value = display.message_html(message, "ok")

    def info(self, message: str) -> None:
        self.message.value = display.message_html(message, "info")

    def clear_message(self) -> None:
        self.message.value = ""

    def fail(self, err: BaseException) -> None:
        """Show ``err`` inline: its own words when it is one of ours, else a short sentence."""
        if isinstance(err, GoujiError):
            self.error(err.message(self.lang))
        else:
            detail = f"{type(err).__name__}: {err}"[:300]
            self.error(self.t("w-error", detail=detail))

    def guard(self, fn: F) -> F:
        """``fn`` wrapped so that any error it raises is shown inline instead of raised."""
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except Exception as err:  # noqa: BLE001 - the output area must never show a traceback
                self.fail(err)
                return None
        return wrapper  # type: ignore[return-value]

    # --- small builders ---
    def button(self, code: str, on_click: Callable[[], object], style: str = "", **params: object) -> w.Button:
        """A button labelled from the catalogue whose click is guarded."""
        b = w.Button(description=self.t(code, **params), button_style=style,
                     layout=shared_layout(width="auto"), style=shared_style(w.ButtonStyle))
        guarded = self.guard(on_click)
        b.on_click(lambda _b: guarded())
        return b

    def seat_options(self) -> list[tuple[str, int]]:
        return [(self.t("w-seat", seat=s), s) for s in SEATS]

    def watch(self, widget: w.Widget, fn: Callable[[], None], name: str = "value") -> None:
        """Call ``fn`` (guarded) whenever ``widget``'s ``name`` changes."""
        guarded = self.guard(fn)
        widget.observe(lambda _change: guarded(), names=name)


# --------------------------------------------------------------------------
# shared layouts and styles

#: Per comm manager (one per kernel; in the browser, one per page): the shared models.
_SHARED: weakref.WeakKeyDictionary[Any, dict[tuple[Any, ...], w.Widget]] = weakref.WeakKeyDictionary()


def _shared(key: tuple[Any, ...], make: Callable[[], w.Widget]) -> Any:
    import comm

    manager = comm.get_comm_manager()
    try:
        cache = _SHARED.setdefault(manager, {})
    except TypeError:  # a manager that cannot be referenced weakly: no sharing
        return make()
    widget = cache.get(key)
    if widget is None or widget.comm is None:  # none yet, or closed since
        widget = cache[key] = make()
    return widget


def shared_layout(**css: str) -> w.Layout:
    """One ``Layout`` model per look, shared by every widget that never changes its own.

    Each ipywidget otherwise makes a layout and a style model of its own: two more models to
    build and send to the page, which is most of what a panel costs to start in the browser.
    The models are kept per comm manager, so each page (kernel) gets its own.

    >>> shared_layout(width="auto") is shared_layout(width="auto") is not shared_layout()
    True
    """
    return _shared(("layout", *sorted(css.items())), lambda: w.Layout(**css))


def shared_style(kind: type[w.Style], **traits: Any) -> Any:
    """One style model of ``kind`` per look, shared like :func:`shared_layout`.

    >>> shared_style(w.ButtonStyle) is shared_style(w.ButtonStyle)
    True
    """
    return _shared(("style", kind.__name__, *sorted(traits.items())), lambda: kind(**traits))


def html_box(value: str = "", **css: str) -> w.HTML:
    """An HTML widget that takes the width it needs (or what ``css`` gives it), on a shared
    layout and style.

    >>> html_box("<b>x</b>").layout is html_box().layout
    True
    """
    return w.HTML(value=value, layout=shared_layout(**css), style=shared_style(HTMLStyle))
