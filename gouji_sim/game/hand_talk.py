"""Questions about a hand's start and end, as a table asks them: the score, negative scores,
the tribute, opening (开点) and its tribute (点贡), revolution, a redeal, who leads a hand.

:func:`hand_question` reads such a question (the places said per seat or per team, the 3s
shown, the gouji plays that lived) and asks the game its one home for each ruling —
:func:`gouji_sim.game.scoring.score` (SCORE-1..4), :func:`gouji_sim.game.tribute.tribute_payments`
(TRIB-1..5), :func:`gouji_sim.game.points.opening_fault` (TRIB-4),
:func:`gouji_sim.game.rulings.rule_start` and a hand case (START-1, START-4),
:func:`gouji_sim.game.hand_start.first_leader_of` (START-2). It decides nothing itself, nor
which clauses decide: each ruling's home says that too (:func:`~gouji_sim.game.scoring.score_grounds`,
:func:`~gouji_sim.game.tribute.tribute_grounds`, :func:`~gouji_sim.game.points.opening_grounds`,
:func:`~gouji_sim.game.hand_start.lead_grounds`). The
answer carries the Lab panel that shows the same moment, filled in (``score`` or ``start``:
the arguments of :func:`gouji_sim.view.lab.score` and :func:`gouji_sim.view.lab.start`).

>>> a = hand_question("头科二科三科都是我们的，我们记几分", 1, Rules(), "zh")
>>> a.kind, a.answer, a.headline["zh"], a.panel["state"].get("places")
('score', 12, '你们记 12 分。', [1, 3, 5, 2, 4, 6])
>>> hand_question("大落进贡几张？", None, Rules(tribute=True), "zh").answer
2
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core.cards import Card, Hand
from .case import rules_dict
from ..core.counts import ZH_DIGITS
from .decisions import Redeal, Revolution
from ..core.errors import GoujiError
from .hand_case import case_from_json
from .hand_start import Previous, first_leader_of, lead_grounds
from .points import opening_fault, opening_grounds
from .rulings import rule_start
from .scoring import score, score_grounds, team_key
from .tribute import tribute_grounds, tribute_payments
from . import talk_words  # noqa: F401  (the words of questions asked at the table)
from ..core.messages import text, worded
from ..core.rules import Rules
from ..core.table import SEATS, TEAMS, opposite, team

#: The topics of a question that names no play, each with the words that ask it (Chinese and
#: English), in the order they are tried.
TOPICS: tuple[tuple[str, str], ...] = (
    ("opening", r"开点|开了点|点贡|不开点|打点|(?i:\bopen(?:s|ed)?\b(?!\s+with)|points\s+tribute)"),
    ("revolution", r"革命|(?i:revol(?:t|ts|ted|ution)|sit\s+(?:(?:this|the|a)\s+hand\s+)?out)"),
    ("redeal", r"重新发牌|重发|重洗|重新洗牌|再发一次|(?i:redeal|deal\s+again|new\s+deal)"),
    ("tribute", r"进贡|落贡|还贡|回贡|抗贡|贡|进几张|(?i:tribute|give[sn]?\s+back|returned)"),
    ("negative", r"负分|记负|扣分|(?i:negative|below\s+zero|minus)"),
    ("score", r"记几分|几分|多少分|几个点|多少点|记分|算分|得分|计分|分数|怎么算|(?i:points?|score[sd]?|how\s+much)"),
    ("lead", r"先出|首出|第一手|谁出牌|谁先|亮3|亮三|上班|顶班|(?i:(?:lead(?:s)?|led)\s+first|first\s+lead|who\s+leads|leads\s+the\s+hand|(?:plays|played|goes|went|starts)\s+first|"
             r"who\s+starts)"),
)
_TOPIC_RES = [(k, re.compile(p)) for k, p in TOPICS]

_PLACES = {"头科": 1, "一科": 1, "二科": 2, "三科": 3, "四科": 4, "五科": 5, "六科": 6, "二落": 5, "末科": 6, "大落": 6, "末游": 6,
           "倒数第一": 6, "倒数第二": 5, "第一": 1, "第二": 2, "第三": 3, "第四": 4, "第五": 5, "第六": 6,
           "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
           "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "last": 6, "second to last": 5, "second-last": 5}
_PLACE_RE = re.compile("|".join(sorted((re.escape(w) for w in _PLACES), key=len, reverse=True)), re.I)
_PLACE_LIST = re.compile(r"[一二三四五六](?:\s*[、和]\s*[一二三四五六])+\s*(?=名)")
"""Places said as a list before one 名 ("一、二、三名"): each is 第 and its number."""
_WE = re.compile(r"我们家|我们|咱们|咱家|我方|本队|(?i:\bwe\b|\bus\b|our\s+team|our\s+side)")
_THEY = re.compile(r"他们家|他们|对方|对手|人家|(?i:\bthey\b|\bthem\b|the\s+other\s+team|their\s+team|the\s+others)")
_SEAT = re.compile(r"(?:座位|(?i:seat|player)\s*#?)\s*(?P<a>[1-6]|[一二三四五六])|(?P<b>[1-6]|[一二三四五六])\s*(?:号位|号|家)")
_REL = (("对头", 3), ("对家", 3), ("对门", 3), ("上家", -1), ("下家", 1), ("上手联邦", -2), ("下手联邦", 2),
        ("my opposite", 3), ("the player before me", -1), ("the player after me", 1))
_SELF = re.compile(r"我(?!们)|(?i:\bI\b|\bme\b)")
_ORDER = re.compile(r"(?:名次|顺序|次序|(?i:places?|order))\s*[:：是为]?\s*(?P<seq>(?:[1-6][\s,，、-]*){6})")
_SWEPT_US = re.compile(r"被串|被人串|(?i:we\s+(?:were|got)\s+swept)")
_SWEEP = re.compile(r"串三户|串了|(?i:swept|sweep)")
_SWEPT_THEM = re.compile(r"(?i:\b(?:they|them)\s+(?:were|got)\s+swept)")


def _sweepers(clause: str, ours: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[int, ...]:
    """The team that took first, second and third (SCORE-2) in a clause that names a sweep and a
    team: the one named first ("we swept them", "对方串了我们"), or the other one of a passive
    ("they were swept")."""
    if _SWEPT_THEM.search(clause):
        return ours
    we, they = _WE.search(clause), _THEY.search(clause)
    if we is not None and (they is None or we.start() < they.start()):
        return ours
    return theirs
_LIVES = re.compile(r"(?:走了|活了|跑了|(?i:lived?\s*))\s*(?P<n>[0-9]|[一二两三四五六七八九])\s*(?:把|次|手|个)?\s*(?:够级)?"
                    r"|(?P<n2>[0-9]|[一二两三四五六七八九])\s*(?:把|次|手)\s*够级(?:牌)?\s*(?:走了|活了|跑了)"
                    r"|(?i:(?P<n3>one|two|three|four|[0-9])\s+gouji\s+plays?\s+(?:of\s+(?:mine|his|hers|its|theirs)\s+)?(?:that\s+)?(?:lived|stood|live|alive"
                    r"|went\s+through|came\s+through))")
_NO_LIVES = re.compile(r"一把都没|一次都没|都没走|没走过|没活|一把够级都没|没有走|(?i:none\s+of\s+(?:my|its|his)\s+gouji|no\s+gouji\s+play)")
_WHO_ZH = r"座位\s*(?:[1-6]|[一二三四五六])|(?:[1-6]|[一二三四五六])\s*(?:号位?|家)|我|对头|上家|下家"
"""A seat as a Chinese sentence names it: 座位3, 3号, 三号位, 我, 对头, 上家, 下家."""
_THREES = re.compile(rf"(?P<who>{_WHO_ZH}|(?i:(?:seat|player)\s*#?\s*[1-6]|I))\s*(?:也|还)?\s*(?:有|亮|亮了|亮出|shows?|has)?\s*"
                     r"(?P<n>[0-9]|[一二两三四五六七八九十]|(?i:two|three|four|five|six))\s*(?:张|个)?\s*"
                     r"(?P<suit>黑桃|红桃|梅花|方片|方块|(?i:spades?|hearts?|clubs?|diamonds?)|♠|♥|♣|♦)?\s*(?:的)?\s*(?:3|三|(?i:threes|3s))")
_NOBODY_SHOWS = re.compile(r"没人亮|没有人亮|谁都没亮|都没亮|没人有.{0,4}3|(?i:(?:nobody|no\s+one)\s+(?:shows?|has)|no\s+(?:one\s+)?shows?)")
_SUITS = {"黑桃": "♠", "红桃": "♥", "梅花": "♣", "方片": "♦", "方块": "♦", "spade": "♠", "heart": "♥", "club": "♣",
          "diamond": "♦", "♠": "♠", "♥": "♥", "♣": "♣", "♦": "♦"}
_EN_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_LAST_FALL = re.compile(rf"(?:上一把|上把|上一手|上局|上一局|(?i:last\s+hand))\D{{0,6}}?(?:(?P<who>{_WHO_ZH}|(?i:seat\s*[1-6]))\s*(?:是)?\s*(?:大落|末科|(?i:(?:came\s+)?last))"
                        rf"|(?:的)?(?:大落|末科|(?i:last\s+place))\s*(?:是|(?i:was|is))\s*(?P<who2>{_WHO_ZH}|(?i:seat\s*[1-6]|me)))")
_NOT_FIRST_DEAL = re.compile(r"第二把|第二手|不是第一|后面|下一把|(?i:second\s+hand|later\s+hand|not\s+the\s+first)")
_HOLDS_TWO = re.compile(r"(?<![没无])有(?:一张|两张|个|俩)?(?:2|二|王|大王|小王|大鬼|小鬼)"
                        r"|(?i:(?:have|has|hold|with)\s+(?:a|one|two|a\s+single)\s+(?:(?:big|small|red|black)\s+)?(?:twos?|jokers?|2s?)\b)")

#: A hand holding every tribute card often enough for any payment (as the score panel asks):
#: who pays whom how many comes from the game's one rule; the cards depend on the next deal.
_PLENTY = Card.parse_all("大王 大王 大王 小王 小王 小王 2 2 2 3 3 3 4 4 4")
_POOR = "4 5 6 7 8 9 10 J Q K A"
"""A hand with no two and no joker (START-1, START-4), when a question says only that."""


class HandTalkError(GoujiError):
    """A question about a hand that misses what its answer needs (``problem``, both languages)."""

    def __init__(self, code: str, **params: object) -> None:
        msg = text(code, **params)
        super().__init__(code, msg["zh"], msg["en"])
        self.problem = msg
        self.panel: dict[str, Any] | None = None
        """The Lab panel to fill in what is missing (a points question with no places: the
        score panel, its places the default order), or ``None``."""


@dataclass
class HandAnswer:
    """The answer to a question about a hand (see :func:`hand_question`)."""

    kind: str
    answer: Any
    headline: dict[str, str]
    understood: dict[str, str]
    clauses: tuple[str, ...]
    message: dict[str, str]
    panel: dict[str, Any] | None = None
    assumed: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


def topic(said: str) -> str | None:
    """The topic of a question that names no play, or ``None``.

    >>> topic("我们记几分？"), topic("两家都革命怎么办？"), topic("谁先出？"), topic("座位1出 K")
    ('score', 'revolution', 'lead', None)
    """
    for key, pattern in _TOPIC_RES:
        if pattern.search(said):
            return key
    return None


def _number(word: str) -> int:
    return int(word) if word.isdigit() else ZH_DIGITS.get(word) or _EN_SMALL.get(word.lower(), 0)


def _seat_in(said: str, asker: int | None, default: int | None = None) -> int | None:
    """The one seat a phrase names: by number, relative to the asker, or the asker (我)."""
    m = _SEAT.search(said)
    if m:
        return _number(m.group("a") or m.group("b"))
    for word, offset in _REL:
        if word in said.lower() if word.isascii() else word in said:
            base = asker or 1
            return (base - 1 + offset) % 6 + 1
    if _SELF.search(said):
        return asker or 1
    return default


class _Reading:
    """One question about a hand: the asker and what the text says."""

    def __init__(self, said: str, asker: int | None, rules: Rules, lang: str) -> None:
        self.said, self.rules, self.lang = said, rules, lang
        self.assumed: list[tuple[str, dict[str, Any]]] = []
        if asker is None and (_SELF.search(said) or _WE.search(said) or any(w in said for w, _ in _REL)):
            asker = 1
            self.assumed.append(("talk-assumed-asker", {"seat": 1}))
        self.asker = asker

    # --- places ---
    def places(self, required: bool = True) -> tuple[int, ...] | None:
        """The six places, first to last, from what the text says (or ``None`` when it says
        none and ``required`` is false)."""
        m = _ORDER.search(self.said)
        if m:
            seq = tuple(int(c) for c in re.findall("[1-6]", m.group("seq")))
            if sorted(seq) == list(SEATS):
                return seq
        found: dict[int, int] = {}
        ours = team(self.asker or 1)
        theirs = tuple(s for s in SEATS if s not in ours)
        side = ""           # a team said in the clause before: "We came first, third and fifth"
        said = _PLACE_LIST.sub(lambda m: "".join("第" + d for d in re.findall("[一二三四五六]", m.group())), self.said)
        for clause in re.split(r"[，,。；;？?！!]", said):
            marks = [_PLACES[w.lower() if w.isascii() else w] for w in _PLACE_RE.findall(clause)]
            if marks and not (_WE.search(clause) or _THEY.search(clause) or _SEAT.search(clause)
                              or _SELF.search(clause)) and side:
                clause = side + clause
            side = "we " if _WE.search(clause) else "they " if _THEY.search(clause) else ""
            if _SWEPT_US.search(clause):
                self.team_places(found, theirs, [1, 2, 3])
                continue
            if _SWEEP.search(clause) and not marks and (_WE.search(clause) or _THEY.search(clause)):
                self.team_places(found, _sweepers(clause, ours, theirs), [1, 2, 3])
                continue
            if not marks:
                continue
            if _THEY.search(clause):
                self.team_places(found, theirs, marks)
            elif _WE.search(clause):
                self.team_places(found, ours, marks)
            else:
                seat = _seat_in(clause, self.asker)
                if seat is not None and len(marks) == 1:
                    found[marks[0]] = seat
        if not found:
            if required:
                raise HandTalkError("hand-talk-no-places")
            return None
        return self.filled(found)

    def team_places(self, found: dict[int, int], seats: Sequence[int], marks: Sequence[int]) -> None:
        free = [s for s in seats if s not in found.values()]
        for place, seat in zip(marks, free):
            found.setdefault(place, seat)
        if len(marks) > 1:
            self.assumed.append(("hand-talk-assumed-team-order", {}))

    def filled(self, found: dict[int, int]) -> tuple[int, ...]:
        """Places not said go to the seats left, when which team holds them is clear (a team
        whose three places are said leaves the rest to the other)."""
        left_places = [p for p in range(1, 7) if p not in found]
        left_seats = [s for s in SEATS if s not in found.values()]
        teams_left = {TEAMS.index(team(s)) for s in left_seats}
        if len(teams_left) > 1 and len(left_places) > 1:
            raise HandTalkError("hand-talk-places-unclear")
        if left_places:
            self.assumed.append(("hand-talk-assumed-rest", {}))
        for place, seat in zip(left_places, left_seats):
            found[place] = seat
        return tuple(found[p] for p in range(1, 7))

    def score_panel(self, places: Sequence[int], rules: Rules | None = None) -> dict[str, Any]:
        return {"panel": "score", "state": {"places": list(places), "rules": rules_dict(rules or self.rules),
                                            "grand_slam": False}}

    def places_line(self, places: Sequence[int]) -> dict[str, str]:
        return worded("hand-talk-places", order={"zh": "、".join(f"座位{s}" for s in places),
                                                 "en": ", ".join(f"seat {s}" for s in places)})


def _ask(reading: _Reading, kind: str) -> HandAnswer:
    return {"score": _score, "negative": _negative, "tribute": _tribute, "opening": _opening,
            "revolution": _revolution, "redeal": _redeal, "lead": _lead}[kind](reading)


def hand_question(said: str, asker: int | None, rules: Rules, lang: str) -> HandAnswer:
    """Answer ``said``, a question about a hand's start or end (:func:`topic` says which);
    :class:`HandTalkError` when the text misses what the answer needs."""
    kind = topic(said)
    if kind is None:
        raise HandTalkError("talk-cannot-answer")
    reading = _Reading(said, asker, rules, lang)
    answer = _ask(reading, kind)
    answer.assumed = reading.assumed + answer.assumed
    return answer


def _score(r: _Reading) -> HandAnswer:
    """SCORE-1..3 from the places said; with none said, the error asking for them carries the
    score panel to fill them in (the default order, SEATS)."""
    try:
        places = r.places()
    except HandTalkError as err:
        err.panel = r.score_panel(SEATS)
        raise
    assert places is not None
    got = score(places, r.rules)
    theirs = bool(_THEY.search(r.said)) and not _WE.search(r.said)
    seat = r.asker or places[0]
    key = team_key(team(seat))
    if theirs:
        key = next(team_key(t) for t in TEAMS if team_key(t) != key)
    value = got.teams[key]
    clauses = score_grounds(got, key)
    head = text("hand-talk-they-score" if theirs else "hand-talk-you-score", n=value)
    msg = text("hand-talk-score-why-sweep" if got.sweep else "hand-talk-score-why", team=key,
               total=got.totals[key], n=value)
    return HandAnswer("score", value, head, _asked(r.places_line(places), "hand-talk-q-score"), clauses, msg,
                      r.score_panel(places))


def _negative(r: _Reading) -> HandAnswer:
    places = r.places(required=False)
    if places is None:
        places = (2, 1, 4, 3, 6, 5)              # team 1-3-5 behind: does its score go below 0?
        r.assumed.append(("hand-talk-assumed-losing", {}))
    got = score(places, r.rules)
    negative = any(v < 0 for v in got.teams.values())
    head = text("hand-talk-negative-yes" if negative else "hand-talk-negative-no")
    msg = text("hand-talk-negative-why-on" if r.rules.positive_only else "hand-talk-negative-why-off")
    return HandAnswer("negative", negative, head, _asked(r.places_line(places), "hand-talk-q-negative"),
                      score_grounds(got, negative=True), msg, r.score_panel(places))


def _tribute(r: _Reading) -> HandAnswer:
    sweep = bool(_SWEEP.search(r.said))
    places = r.places(required=False)
    if places is None:
        places = (1, 3, 5, 2, 4, 6) if sweep else (1, 2, 3, 4, 5, 6)
        r.assumed.append(("hand-talk-assumed-places", {"order": " ".join(map(str, places))}))
    rules = r.rules
    payments = tribute_payments(rules, {s: _PLENTY for s in SEATS}, places)
    understood = _asked(r.places_line(places), "hand-talk-q-tribute")
    if not rules.tribute:
        on = tribute_payments(rules.with_switches(tribute=True), {s: _PLENTY for s in SEATS}, places)
        msg = text("hand-talk-tribute-off", n=_giver_count(r, on, places))
        return HandAnswer("tribute", 0, text("hand-talk-no-tribute"), understood, tribute_grounds(payments), msg,
                          r.score_panel(places, rules.with_switches(tribute=True)))
    if re.search(r"还贡|回贡|还吗|要还|还不还|(?i:return|give[sn]?\s+back)", r.said):
        back = any(p.kind == "return" for p in payments)
        return HandAnswer("tribute-return", back, text("hand-talk-return-yes" if back else "hand-talk-return-no"), understood,
                          tribute_grounds(payments, returned=True), _payments_said(payments), r.score_panel(places))
    n = _giver_count(r, payments, places)
    clauses = tribute_grounds(payments)
    return HandAnswer("tribute", n, text("hand-talk-tribute-n", n=n), understood, clauses,
                      _payments_said(payments), r.score_panel(places))


def _giver_count(r: _Reading, payments: Sequence[Any], places: Sequence[int]) -> int:
    """How many cards the seat the question names gives: 大落 (6th), 二落 (5th), a seat, or
    the asker; the first payer when it names none."""
    giver: int | None = None
    if re.search(r"二落|五科|(?i:fifth|5th|second[\s-]+(?:to[\s-]+)?last)", r.said):
        giver = places[4]
    elif re.search(r"大落|末科|末游|(?i:last|sixth|6th)", r.said):
        giver = places[5]
    else:
        giver = _seat_in(r.said, r.asker)
    given = [p for p in payments if p.kind != "return" and (giver is None or p.giver == giver)]
    if giver is None and given:
        given = [p for p in given if p.giver == given[0].giver]
    return sum(len(p.cards) for p in given)


def _payments_said(payments: Sequence[Any]) -> dict[str, str]:
    if not payments:
        return text("hand-talk-no-payments")
    return {lang: ("；" if lang == "zh" else "; ").join(
        text(f"hand-talk-pay-{p.kind}", giver=p.giver, receiver=p.receiver, n=len(p.cards))[lang] for p in payments)
        for lang in ("zh", "en")}


def _opening(r: _Reading) -> HandAnswer:
    m = _SEAT.search(r.said)
    seat = _number(m.group("a") or m.group("b")) if m else (r.asker or 1) if _SELF.search(r.said) else \
        _seat_in(r.said, r.asker, r.asker or 1) or 1
    if re.search(r"点贡.*(?:几张|多少|还|回)|(?:几张|多少).*点贡|不开点.*(?:几张|多少|给|进)"
                 r"|(?i:points\s+tribute|how\s+many.*not\s+open|(?:not|n't)\s+open.*(?:give|pay))", r.said):
        return _points_tribute(r, seat)
    m = _LIVES.search(r.said)
    lives = 0
    if m and not _NO_LIVES.search(r.said):
        lives = _number(m.group("n") or m.group("n2") or m.group("n3") or "0")
    if m is None and not _NO_LIVES.search(r.said):
        r.assumed.append(("hand-talk-assumed-no-lives", {}))
    if r.asker is None and not _SEAT.search(r.said) and not any(w in r.said for w, _ in _REL):
        r.assumed.append(("hand-talk-assumed-seat", {"seat": seat}))
    revolutionary = opposite(seat) if re.search(r"对头革命|对家革命|对门革命|(?i:opposite\s+revolt)", r.said) else \
        seat if re.search(r"我革命|我革了命|(?i:I\s+revolted)", r.said) else None
    counts = tuple(lives if s == seat else 0 for s in SEATS)
    fault = opening_fault(seat, counts, revolutionary)
    opens = fault is None
    understood = text("hand-talk-q-opening", seat=seat, n=lives)
    if revolutionary is not None:
        understood = {lg: text("hand-talk-revolutionary", seat=revolutionary)[lg] + understood[lg] for lg in understood}
    head = text("hand-talk-opens" if opens else "hand-talk-does-not-open", seat=seat)
    clauses = opening_grounds(seat, counts, revolutionary)
    msg = fault.message if fault is not None else text("hand-talk-opens-why", seat=seat, n=lives)
    return HandAnswer("opening", opens, head, understood, clauses, dict(msg))


def _points_tribute(r: _Reading, seat: int) -> HandAnswer:
    rules = r.rules if r.rules.points else r.rules.with_switches(points=True, tribute=True)
    rules = rules if rules.tribute else rules.with_switches(tribute=True)
    payments = tribute_payments(rules, {s: _PLENTY for s in SEATS}, (1, 2, 3, 4, 5, 6),
                                point_debts=((seat, opposite(seat)),))
    paid = [p for p in payments if p.kind == "points"]
    back = any(p.kind == "return" and p.receiver == seat for p in payments)
    understood = text("hand-talk-q-points-tribute", seat=seat, opp=opposite(seat))
    if re.search(r"还|回|(?i:return|back)", r.said):
        return HandAnswer("points-return", back, text("hand-talk-return-yes" if back else "hand-talk-return-no"),
                          understood, tribute_grounds(paid, returned=True), _payments_said(paid))
    n = sum(len(p.cards) for p in paid)
    if not r.rules.points:
        r.assumed.append(("hand-talk-assumed-points-on", {}))
    return HandAnswer("points-tribute", n, text("hand-talk-tribute-n", n=n), understood, tribute_grounds(paid),
                      _payments_said(paid))


def _start_panel(r: _Reading, seat: int, hand: str, first_deal: bool) -> dict[str, Any]:
    return {"panel": "start", "state": {"seat": seat, "hand": hand, "rules": rules_dict(r.rules), "first_deal": first_deal}}


def _held(said: str) -> str:
    """The hand a start question says, as far as START-1/START-4 need it: a two or a joker
    held (the one said), else none of either."""
    m = _HOLDS_TWO.search(said)
    if m is None:
        return _POOR
    return "4 5 6 7 8 9 10 J Q K A " + ("小王" if re.search(r"王|鬼|(?i:joker)", m.group()) else "2")


def _revolution(r: _Reading) -> HandAnswer:
    two = re.search(r"两家|两个人|两人|俩人|两个都|都革命|二人|另一家|另外一家|还有一家|别家也|也革命"
                    r"|(?i:(?:two|2)\s+(?:players|seats|people)|both|another\s+(?:player|seat|one)|someone\s+else)", r.said)
    if two:
        return _two_revolutions(r)
    seat = _seat_in(r.said, r.asker, r.asker or 1) or 1
    hand = _held(r.said)
    r.assumed.append(("hand-talk-assumed-hand", {"hand": hand}))
    v = rule_start(Revolution(seat), Hand.parse(hand), r.rules, True, seat)
    understood = text("hand-talk-q-revolution", seat=seat, hand=hand)
    return HandAnswer("revolution", v.legal, text("talk-yes" if v.legal else "talk-no"), understood, v.clauses,
                      v.message, _start_panel(r, seat, hand, True))


def _two_revolutions(r: _Reading) -> HandAnswer:
    """START-4: two revolutionaries — asked of a hand case, as the casebook's own case does."""
    said = re.sub(r"(?i:(?:2|two)\s+(?:players|seats|people))", "", r.said)     # "2 players": a count, no seat
    seats = [int(x) for x in re.findall(r"[1-6]", said)][:2]
    if not seats:
        seats = [2, 4]
        r.assumed.append(("hand-talk-assumed-two", {"a": 2, "b": 4}))
    if len(seats) < 2:
        seats = [seats[0], opposite(seats[0])]
        r.assumed.append(("hand-talk-assumed-other", {"a": seats[0], "b": seats[1]}))
    a, b = seats
    deal = {str(s): (_POOR if s in (a, b) else "K K A 2") for s in SEATS}
    rules = r.rules if r.rules.revolution else r.rules.with_switches(revolution=True)
    case = {"moment": "hand", "rules": rules_dict(rules), "deal": deal, "first": 1,
            "before": [{"seat": a, "revolution": True}], "action": {"seat": b, "revolution": True}}
    import json
    v = case_from_json(json.dumps(case, ensure_ascii=False)).judge()
    redeal = bool(v.to_dict().get("redeal"))
    understood = text("hand-talk-q-two-revolutions", a=a, b=b)
    head = text("hand-talk-redeal" if redeal else "hand-talk-no-redeal")
    return HandAnswer("revolution", "redeal" if redeal else "play-on", head, understood, v.clauses,
                      text("hand-talk-two-revolutions-why"), _start_panel(r, b, _POOR, True))


def _redeal(r: _Reading) -> HandAnswer:
    seat = _seat_in(r.said, r.asker, r.asker or 1) or 1
    first_deal = not _NOT_FIRST_DEAL.search(r.said)
    hand = _held(r.said)
    r.assumed.append(("hand-talk-assumed-hand", {"hand": hand}))
    v = rule_start(Redeal(seat), Hand.parse(hand), r.rules, first_deal, seat)
    understood = text("hand-talk-q-redeal" if first_deal else "hand-talk-q-redeal-later", seat=seat, hand=hand)
    return HandAnswer("redeal", v.legal, text("talk-yes" if v.legal else "talk-no"), understood, v.clauses,
                      v.message, _start_panel(r, seat, hand, first_deal))


def _lead(r: _Reading) -> HandAnswer:
    m = _LAST_FALL.search(r.said)
    if m:
        fell = _seat_in(m.group("who") or m.group("who2"), r.asker) or 1
        others = [s for s in SEATS if s != fell]
        previous = Previous(tuple(others + [fell]))
        leader = first_leader_of({s: [] for s in SEATS}, previous)
        return HandAnswer("lead", leader, text("talk-next", seat=leader), text("hand-talk-q-lead-later", seat=fell),
                          lead_grounds(previous), text("hand-talk-lead-later-why", seat=leader))
    shown: dict[int, list[Card]] = {s: [] for s in SEATS}
    for t in _THREES.finditer(r.said):
        seat = _seat_in(t.group("who"), r.asker) or 1
        n = _number(t.group("n")) if t.group("n") not in ("三",) else 3
        suit = _SUITS.get((t.group("suit") or "").lower().rstrip("s"), _SUITS.get(t.group("suit") or "", "♠"))
        shown[seat] = Card.parse_all(" ".join([f"{suit}3"] * n))
    if any(shown.values()):
        leader = first_leader_of(shown, None, r.rules)
        said = {lg: ("，" if lg == "zh" else ", ").join(
            text("hand-talk-shows", seat=s, n=len(c), suit=c[0].suit or "")[lg] for s, c in shown.items() if c)
            for lg in ("zh", "en")}
        return HandAnswer("lead", leader, text("talk-next", seat=leader), _asked(said, "hand-talk-q-lead"),
                          lead_grounds(None, r.rules), text("hand-talk-lead-why", seat=leader),
                          _start_panel(r, leader, " ".join(str(c) for c in shown[leader]), True))
    if _NOBODY_SHOWS.search(r.said):            # "没人亮3": fewer than two of one suit anywhere
        leader = first_leader_of(shown, None, r.rules)
        return HandAnswer("lead", leader, text("talk-next", seat=leader), text("hand-talk-q-lead-none"),
                          lead_grounds(None, r.rules), text("hand-talk-lead-rule-why"), _start_panel(r, leader, "", True))
    return HandAnswer("lead", "show-threes", text("hand-talk-lead-rule"), text("hand-talk-q-lead"), lead_grounds(None),
                      text("hand-talk-lead-rule-why"))


def _asked(said: dict[str, str], code: str) -> dict[str, str]:
    q = text(code)
    return {lg: said[lg] + ("，" if lg == "zh" else ", ") + q[lg] for lg in ("zh", "en")}


__all__ = ["HandAnswer", "HandTalkError", "TOPICS", "hand_question", "topic"]
