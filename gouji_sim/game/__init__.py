"""The full game on top of the rules core: dealing, the hand's state machine, scoring,
tribute, matches and game records (RULEBOOK START, TURN, BURN, END, SCORE, TRIB; RECORDS.md).
"""

from . import game_words  # noqa: F401  (registers the game floor's words first)
from .decisions import Decline, GameAction, Meld, Redeal, Revolution
from .deal import deal, first_leader, hands_of, is_poor
from .scoring import Score, score
from .state import GameState

__all__ = ["Decline", "GameAction", "GameState", "Meld", "Redeal", "Revolution",
           "Score", "deal", "first_leader", "hands_of", "is_poor", "score"]
