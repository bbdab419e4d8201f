"""gouji-sim: the reference rules engine, judge and simulator for 够级 (Gouji).

>>> from gouji_sim import Play, Rules, Situation, PlayAction, judge
>>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> v = judge(s, PlayAction(2, Play.parse("J J J J J")))
>>> v.legal, v.reason, v.clauses
(False, 'gouji-opposite-only', ('GOUJI-2',))
"""

from .actions import Action, Burn, Pass, PlayAction, Response, Yield
from .beats import beats, explain, is_dead
from .burn import BurnPlan, judge_burn, plan_burn
from .cards import Card, Hand, Rank
from .errors import (CaseError, GoujiError, IllegalActionError, InvalidPlayError,
                     NotationError, RulesError)
from .gouji import is_gouji
from .judge import judge, judge_cards
from .moves import LegalPlays, beating_plays, hand_plays
from .play import Play, PlayClass
from .rules import BEHAVIOUR_VERSION, PRESETS, SWITCHES, Rules
from .situation import Situation, TrickState
from .table import opposite
from .verdict import PlayInfo, Verdict

__version__ = "0.1.0"

__all__ = [
    "Action", "BEHAVIOUR_VERSION", "Burn", "BurnPlan", "Card", "CaseError", "GoujiError", "Hand",
    "IllegalActionError", "InvalidPlayError", "LegalPlays", "NotationError", "PRESETS", "Pass",
    "Play", "PlayAction", "PlayClass", "PlayInfo", "Rank", "Response", "Rules", "RulesError",
    "SWITCHES", "Situation", "TrickState", "Verdict", "Yield", "beating_plays", "beats",
    "explain", "hand_plays", "is_dead", "is_gouji", "judge", "judge_burn", "judge_cards",
    "opposite", "plan_burn",
]
