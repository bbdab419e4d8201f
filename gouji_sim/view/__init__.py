"""What a reader sees: the view model and its renderers (HTML, text, widgets, the pages' JSON).

In a notebook, ``%load_ext gouji_sim.view`` draws hands, plays, situations and verdicts as
HTML (:func:`gouji_sim.view.html.register_display`); the rules core itself knows nothing of
HTML. Importing the package brings only the views' and the site's words into the message
lookup (:mod:`.view_words`, :mod:`.site_words`: data); nothing else is imported here until a
notebook asks, so ``import gouji_sim.view.model`` stays as light as the model.
"""

from __future__ import annotations

from typing import Any

from . import site_words, view_words  # noqa: F401  (their words join the message lookup)


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext gouji_sim.view``: IPython's HTML formatter draws the core types."""
    from .html import register_display

    register_display(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    """``%unload_ext gouji_sim.view``: the core types show their plain ``repr`` again."""
    from .html import unregister_display

    unregister_display(ipython)
