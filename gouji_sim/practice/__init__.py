"""Learning by playing: a practice hand against bots, its narration and hints,
watch mode, and drills generated from real situations. Standard library only (runs in Pyodide).
"""

from . import practice_words  # noqa: F401  (its words join the message lookup)
from .events import Event
from .session import Option, Practice

__all__ = ["Event", "Option", "Practice"]
