"""Table speech read as a table: who did what, what is held, who is out, and what is asked.

Players do not say ``座位1出 10 10 10 10 10``; they say ``上家出了五个10，我能烧吗``, ``对头
K K K 能管吗``, ``2、3都过了``, ``a pair of kings``. :func:`read_talk` reads such a text with
the game's own vocabulary — a hand-made longest match over the words below, no segmenter,
no model — into a :class:`Talk`: the statements (plays, passes, yields, burns, hands, counts,
finished seats) as a case object's parts (CASES.md), and the question asked, with every
assumption it made (the asker's seat, a teammate's side) and every word it skipped. The
canonical line of what it understood is :func:`gouji_sim.game.notation.line`'s; the answer is
:func:`gouji_sim.game.answers.ask`'s, which asks the judge and the game.

Relative seats are counted from the asker (TABLE-1..3): 上家 the seat before, 下家 the seat
after, 对头/对家/对门 the seat across, 上手联邦/下手联邦 the teammate two seats before/after;
a text that names no seat for the asker gets one, said in ``assumed``.

>>> t = read_talk("上家出了五个10，我能烧吗")
>>> t.asker, [e for e in t.trick], t.question.kind, t.question.seat
(2, [{'seat': 1, 'play': '10 10 10 10 10'}], 'may-burn', 2)
>>> t.skipped
('吗',)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..core.actions import Pass
from .case import parse_entry
from ..core.beats import lowest_beating
from ..core.cards import Hand
from ..core.errors import GoujiError
from ..core.messages import text
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import between as between_seats, downstream, opposite
from .table_words import (_AND_SUBJECT, _CLAUSE_END, _FULL_WIDTH, _I_AM, _QMARK, MAX_TALK, NOBODY, OFFSETS, RELATIVE,
                          TalkError, Tok, _count, _seat_no, _unknown, language, relaxed,
                          rules_in, tokens, suit_signs, who_first)

# --- what a text says -------------------------------------------------------------------

@dataclass
class Question:
    """What is asked: ``kind`` (see :data:`KINDS`), the seat it is about (``None``: the asker
    or nobody), the action judged where there is one (a case's ``action`` object), and the
    words that made it a question."""

    kind: str
    seat: int | None = None
    action: dict[str, Any] | None = None
    responses: list[dict[str, Any]] = field(default_factory=list)
    topic: str = ""
    seat_said: bool = False
    """A question of cards against cards that named a seat (``can I beat Y with X``)."""


#: The kinds of question a table asks about a trick.
KINDS = ("play", "pass", "yield", "burn", "burn-outcome", "legal", "may-beat", "may-burn", "who-beat",
         "who-burn", "who-next", "cards", "gouji", "gouji-size")


@dataclass
class Talk:
    """A text read: the asker's seat (``None`` when no seat is said relative to one), the
    statements as a case object's parts, the question, what was assumed (catalogue codes
    with their parameters) and the words skipped."""

    text: str
    lang: str
    asker: int | None = None
    hands: dict[str, str] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    finished: list[int] = field(default_factory=list)
    trick: list[dict[str, Any]] = field(default_factory=list)
    question: Question | None = None
    assumed: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    skipped: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    """The topic words of a question that names no play (记分, 进贡, 革命 …), as read."""
    places: list[int] = field(default_factory=list)
    cards_asked: tuple[Hand, Hand] | None = None
    """A question about cards alone: (the later play, the earlier play)."""
    responses: list[dict[str, Any]] = field(default_factory=list)
    """Answers to a burn said before the question (``第2套后座位6管 …``), CASES.md ``responses``."""
    rules: dict[str, Any] | None = None
    """The house rules the text names (``规则 laotou``), which win over the caller's."""
    others: list[int] = field(default_factory=list)
    """The trick entries that were "the others" (其他人都过): their indices in ``trick``."""

    def case_parts(self, rules: dict[str, Any]) -> dict[str, Any]:
        """The statements as a case object without its action (CASES.md)."""
        return {"rules": rules, "hands": dict(self.hands), "counts": dict(self.counts),
                "finished": list(self.finished), "trick": [dict(e) for e in self.trick]}


def clauses(text: str) -> list[str]:
    """The clauses of a text, in order (a question mark ends one and stays with it)."""
    out: list[str] = []
    i = 0
    text = _AND_SUBJECT.sub(",", text)
    for m in _CLAUSE_END.finditer(text + "\n"):
        piece = text[i:m.end() if _QMARK.match(m.group()) else m.start()]
        if piece.strip():
            if out and re.match(r"(?i:then)\s", piece.strip()) and m.group() != "?":
                out[-1] += " " + piece.strip()        # "…, then two 8s": a burn's next set
            elif out and re.match(r"(?i:then)\s", piece.strip()):
                out[-1] += " " + piece.strip()
            else:
                out.append(piece.strip())
        i = m.end()
    return out


@dataclass
class _Said:
    """One clause parsed: who (unresolved: ``("seat", n)``, ``("rel", key)``, ``("who", "")``),
    its verb, its cards in sets, and the marks that make it a question."""

    text: str
    subjects: list[tuple[str, Any]] = field(default_factory=list)
    verb: str = ""
    sets: list[Hand] = field(default_factory=list)
    marks: set[str] = field(default_factory=set)
    after: int | None = None
    number: int | None = None
    verb_at: int = -1
    """How many card sets came before the verb (``大王 8 8 能管 9 9 9``: one)."""
    take_at: int = -1
    """How many card sets came before the word that names the cards played (``用``, ``拿``,
    ``with``: ``我能用三个A管三个K吗``: none; ``can I beat three kings with three aces``: one)."""

    def asked_and_beaten(self) -> tuple[list[Hand], list[Hand]] | None:
        """The cards asked about and the cards they would beat, when the clause says both
        (``用 A 管 B``, ``beat B with A``, ``A 管 B``); ``None`` when it says one set of cards."""
        sets, v, t = self.sets, self.verb_at, self.take_at
        if self.verb not in ("beat", "play") or len(sets) < 2:
            return None
        if 0 <= v < t < len(sets):
            return sets[t:], sets[v:t]
        if 0 <= t < v < len(sets):
            return sets[t:v], sets[v:]
        if 0 < v < len(sets):
            return sets[:v], sets[v:]
        return None
    topic: list[str] = field(default_factory=list)


_TOPIC_ZH = re.compile(r"记分|几分|记几分|得几分|分数|负分|扣分|算分|计分|串三户|串两户|双下|进贡|落贡|还贡|回贡|点贡|贡|"
                       r"革命|重新发牌|重发|重洗|开点|点|亮3|亮三|大落|先出|谁先|接风|够死级|烧死|头科|二科|三科|四科|五科|末科|大落|二落|"
                       r"名次|第一|倒数|报|抗贡")
_OUTCOME = re.compile(r"烧成|烧糊|烧死|解除|解烧|released?|succeed(?:s|ed)?|fail(?:s|ed)?|stand(?:s)?", re.I)


_SUBJECTS = ("seat", "rel", "who")
_LEADING = ("may", "q", "many")
"""Marks that go with the subject after them when a clause is split ("can seat 4 beat it")."""


def _split(toks: list[Tok]) -> list[list[Tok]]:
    """One clause typed without its commas (``上家出了五个10我能烧吗``, ``座位1出K K K座位2过``):
    a new clause begins at a seat named after something was done or shown (a verb, cards,
    finished, held) — with the question words just before it — or at an answer to a burn."""
    out: list[list[Tok]] = [[]]
    acted = False
    for t in toks:
        cur = out[-1]
        if acted and (t.kind in _SUBJECTS or t.kind == "setafter") and not (cur and cur[-1].kind == "sep"):
            k = len(cur)
            while k and cur[k - 1].kind in _LEADING:
                k -= 1
            out[-1], carried = cur[:k], cur[k:]
            out.append(carried)
            acted = False
        out[-1].append(t)
        acted = acted or t.kind in ("verb", "cards", "fin", "hold", "left", "last")
    return [seg for seg in out if seg]


_OBJECT_PRONOUNS = ("him", "her", "them", "我", "他", "她", "你")


def _objects_skipped(toks: list[Tok], skipped: list[str]) -> list[Tok]:
    """"can I beat them?", "下家烧我": a pronoun just after the verb of a clause whose seat was
    already said is what is beaten or burned (the play on the table), as "it" is, not a seat;
    skipped, and listed."""
    out: list[Tok] = []
    for t in toks:
        if t.kind == "rel" and t.text.lower() in _OBJECT_PRONOUNS and out and out[-1].kind == "verb" \
                and out[-1].value in ("beat", "burn", "play") and any(x.kind in ("seat", "rel") for x in out):
            skipped.append(t.text)
            continue
        out.append(t)
    return out


def _parse_all(clause: str, limit: int, skipped: list[str]) -> list[_Said]:
    """A clause's words, split where its commas were left out, each part parsed."""
    parts = _split(_objects_skipped(list(tokens(clause, limit, skipped)), skipped))
    said = [_parse(" ".join(t.text for t in seg) if len(parts) > 1 else clause, limit, seg) for seg in parts]
    if not said:
        return [_parse(clause, limit, [])]
    last = said[-1]            # the words of the whole clause (fillers included) ask in its last part
    last.topic = _TOPIC_ZH.findall(clause)
    if _OUTCOME.search(clause):
        last.marks.add("outcome")
    return said


def _parse(clause: str, limit: int, toks: list[Tok]) -> _Said:
    said = _Said(clause)
    acted = False            # a verb or cards seen: later numbers are cards
    current: list[Hand] = []

    def close() -> None:
        if current:
            hand = Hand()
            for h in current:
                hand = hand.add(h)
            said.sets.append(hand)
            current.clear()
    for k, t in enumerate(toks):
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if t.kind == "seat":
            said.subjects.append(("seat", t.value))
        elif t.kind == "rel":
            said.subjects.append(("rel", t.value))
        elif t.kind == "who":
            said.marks.add("who")
            said.subjects.append(("who", ""))
        elif t.kind == "num":
            prev = toks[k - 1] if k else None
            subject_place = not acted and (nxt is None or nxt.kind in ("sep", "verb", "fin", "hold", "may", "q",
                                                                    "last", "num", "seat", "rel")) \
                and not (prev is not None and prev.kind in ("seat", "rel"))    # 2家5能管: a card
            subject_place = subject_place or (not acted and not said.verb and not said.subjects
                                              and nxt is not None and nxt.kind == "cards" and k == 0)
            if subject_place and 1 <= int(t.value) <= 6 and (nxt is None or nxt.kind != "count") \
                    and not (nxt is None and said.subjects):
                said.subjects.append(("seat", int(t.value)))
            elif nxt is not None and nxt.kind == "count":
                said.number = _count(t.value, limit)
            else:
                try:
                    current.append(Hand.parse(t.value))
                except GoujiError:
                    raise _unknown(t.text, 0) from None
                acted = True
        elif t.kind == "cards":
            current.append(t.value)
            acted = True
        elif t.kind == "sep":
            if t.value == "list" and acted:
                close()
        elif t.kind == "verb":
            if t.value in ("beat", "play") and said.verb_at < 0:
                close()
                said.verb_at = len(said.sets)
            if t.value == "take" and said.take_at < 0:
                close()
                said.take_at = len(said.sets)
            if said.verb in ("take",) and t.value in ("burn", "beat", "play"):
                said.verb = t.value
            elif not said.verb or (said.verb == "play" and t.value in ("beat", "burn")):
                said.verb = t.value
            acted = True
        elif t.kind in ("setafter",):
            said.after = t.value
        elif t.kind == "left":
            said.marks.update(("hold", "left"))
            acted = True
        elif t.kind in ("may", "who", "many", "what", "fin", "last", "hold", "q", "gouji"):
            said.marks.add(t.kind)
            acted = acted or t.kind == "hold"          # 手里6加两个8: cards from here
        elif t.kind == "count":
            said.marks.add("count")
    close()
    said.topic = _TOPIC_ZH.findall(clause)
    if _OUTCOME.search(clause):
        said.marks.add("outcome")
    return said


def read_talk(text: str, seat: int | None = None, deck: int = 216) -> Talk:
    """What ``text`` says, as a table (see :class:`Talk`); ``seat``: the asker's seat when the
    caller knows it; ``deck``: the deck's size, the most cards a count may say (CARD-1).

    >>> t = read_talk("座位1出 K K K，2、3都过了，4 A A A 能管吗")
    >>> [e["seat"] for e in t.trick], t.question.kind, t.question.action
    ([1, 2, 3], 'play', {'seat': 4, 'play': 'A A A'})
    """
    source = text.translate(_FULL_WIDTH).strip()
    if len(source) > MAX_TALK:
        raise TalkError("talk-too-long", _said("talk-too-long", limit=MAX_TALK))
    talk = Talk(text.strip(), language(source))
    talk.rules, source = rules_in(source)
    source = relaxed(who_first(suit_signs(source)))
    m = _I_AM.search(source)
    stated = None
    if m:
        stated = _seat_no(m.group("a") or m.group("b") or m.group("c") or "")
        source = (source[:m.start()] + source[m.end():]).strip()
    skipped: list[str] = []
    said_clauses = clauses(source)
    parsed = []
    for k, c in enumerate(said_clauses):
        try:
            parsed.extend(_parse_all(c, deck, skipped))
        except TalkError as err:
            err.read_before = "，".join(said_clauses[:k])
            cut = c.find(err.word) if err.word else -1
            if cut > 0 and c[:cut].strip():          # the words before the one not known, too
                err.read_in_part = "，".join(said_clauses[:k] + [c[:cut].strip()])
            raise
    # a clause of seats alone ("seats 2, 3") is the subject of the next
    merged: list[_Said] = []
    carry: list[tuple[str, Any]] = []
    for said in parsed:
        if not said.verb and not said.sets and ("rel", "others") in said.subjects and NOBODY.search(said.text) \
                and not said.marks & {"may", "who", "many", "what", "q"}:
            said.verb = "pass"                   # "没人要", "nobody": nobody wanted it
        if said.subjects and not said.verb and not said.sets and not said.marks - {"count"} \
                and said.after is None and not said.topic:
            carry += said.subjects
            continue
        if carry:
            said.subjects = carry + said.subjects
            carry = []
        merged.append(said)
    if carry:
        merged.append(_Said("", subjects=carry))
    merged = _gouji_of_cards_said_first(_passed_on(merged))
    talk.skipped = tuple(skipped)
    asker = seat if seat is not None else stated
    _Builder(talk, merged, asker).run()
    return talk


def _group(value: str) -> bool:
    """A relative word that names several seats: the others, the next two or three, the two between."""
    return value in ("others", "between") or value.startswith("next")


def _passed_on(said: list[_Said]) -> list[_Said]:
    """"Everyone passed on my three kings", "大家都不要我的三个K": the others' passes said before
    the play they pass on. Where nothing was played before them, the play said just after is
    put first, so the others pass on it (a pass needs a play on the table, TURN-2).

    >>> [(s.verb, [str(h) for h in s.sets]) for s in _passed_on(_parse_all("大家都不要我的三个K", 216, []))]
    [('play', ['K K K']), ('pass', [])]
    """
    out = list(said)
    for k in range(len(out) - 1):
        a, b = out[k], out[k + 1]
        played_before = any(s.sets or s.verb in ("play", "beat", "burn") for s in out[:k])
        if played_before or a.verb != "pass" or a.sets or not a.subjects or a.marks & {"may", "who", "q"}:
            continue
        if not all(key == "rel" and _group(str(v)) for key, v in a.subjects):
            continue
        if len(b.subjects) != 1 or not b.sets or b.verb not in ("", "play") or b.marks & {"may", "who", "q"}:
            continue
        b.verb = "play"
        out[k], out[k + 1] = b, a
        break
    return out


def _gouji_of_cards_said_first(said: list[_Said]) -> list[_Said]:
    """"A pair of kings, is it gouji?", "三个Q，算够级吗": cards said alone, then asked about
    in a clause of their own as a gouji play or not (GOUJI-1), are one question about them.

    >>> said = _gouji_of_cards_said_first(_parse_all("two kings", 216, []) + _parse_all("is it gouji?", 216, []))
    >>> len(said), [str(h) for h in said[0].sets], "gouji" in said[0].marks
    (1, ['K K'], True)
    """
    if len(said) != 2:
        return said
    cards, asked = said
    if cards.subjects or cards.verb or not cards.sets or cards.marks - {"count"} or cards.after is not None \
            or asked.subjects or asked.verb or asked.sets or "gouji" not in asked.marks:
        return said
    asked.sets = cards.sets
    asked.text = f"{cards.text} {asked.text}"
    return [asked]


class _Builder:
    """The clauses put together: seats resolved from the asker, statements into the case's
    parts, the last question into :class:`Question`."""

    def __init__(self, talk: Talk, said: list[_Said], asker: int | None) -> None:
        self.talk, self.said, self.asker = talk, said, asker
        self.last_seat: int | None = None
        self.held: list[tuple[int, Hand, bool]] = []
        self.asked: _Said | None = None
        """The last clause that asked something: a later "对家呢？" ("and seat 4?") asks it again."""
        self.burn_said_without_cards = ""
        """The clause of a burn said without its cards (:meth:`burn_unsaid`), if any."""
        self.at = 0
        """The index of the clause being built."""

    def rels(self) -> list[str]:
        return [v for s in self.said for k, v in s.subjects if k == "rel"]

    def choose_asker(self) -> None:
        rels = [r for r in self.rels() if r in OFFSETS]
        if self.asker is not None or not rels:
            if self.asker is not None and rels:
                self.talk.assumed.append(("talk-assumed-asker-given", {"seat": self.asker}))
            return
        # the first seat that acts is seat 1 where it is said relative to the asker
        for s in self.said:
            for k, v in s.subjects:
                if k == "rel" and v in OFFSETS:
                    self.asker = (0 - OFFSETS[v]) % 6 + 1
                    self.talk.assumed.append(("talk-assumed-asker", {"seat": self.asker}))
                    return
                if k == "seat":
                    self.asker = self.fit_asker()
                    self.talk.assumed.append(("talk-assumed-asker", {"seat": self.asker}))
                    return

    def fit_asker(self) -> int:
        """The asker's seat when seats are named by number too: one no numbered seat uses,
        downstream of the last numbered one."""
        used = {v for s in self.said for k, v in s.subjects if k == "seat"}
        last = [v for s in self.said for k, v in s.subjects if k == "seat"][-1]
        for cand in [downstream(last)] + list(range(1, 7)):
            if cand not in used:
                return cand
        return downstream(last)

    def seat_of(self, key: str, value: Any) -> int | None:
        if key == "seat":
            return int(value)
        if key == "rel":
            if value == "he":
                return self.last_seat
            if value in OFFSETS:
                assert self.asker is not None
                if value == "mate":
                    self.talk.assumed.append(("talk-assumed-mate", {"seat": (self.asker - 1 + 2) % 6 + 1}))
                return (self.asker - 1 + OFFSETS[value]) % 6 + 1
        return None

    def run(self) -> None:
        if self.cards_alone():
            return
        self.choose_asker()
        self.talk.asker = self.asker
        for k, said in enumerate(self.said):
            last = k == len(self.said) - 1
            self.at = k
            before = self.state()
            try:
                self.clause(said, last)
            except TalkError as err:             # what was said before this clause was read
                if not err.read_before:
                    err.read_before = "，".join(s.text for s in self.said[:k] if s.text)
                raise
            if not last and self.state() == before and (said.subjects or said.verb or said.sets):
                self.talk.assumed.append(("talk-assumed-unused", {"clause": said.text}))
        self.check_burn_unsaid()
        self.holdings()

    def cards_alone(self) -> bool:
        """A question about cards alone, naming no seat: ``X 能管 Y 吗`` / ``can X beat Y``."""
        if len(self.said) != 1 or self.said[0].subjects:
            return False
        said = self.said[0]
        if "gouji" in said.marks and said.sets and not said.verb:     # "三个Q算够级吗"
            cards = Hand()
            for h in said.sets:
                cards = cards.add(h)
            self.talk.cards_asked = (cards, Hand())
            one_rank = len(set(cards)) == 1
            self.talk.question = Question("gouji-size" if "many" in said.marks and one_rank else "gouji")
            return True
        return self.cards_against_cards(said)

    def cards_against_cards(self, said: _Said) -> bool:
        """``X 能管 Y 吗``, ``我能用 X 管 Y 吗``, ``can I beat Y with X``: with no play on the
        table, a question whether cards beat cards (BEAT-1/2); False when it is not one."""
        pair = said.asked_and_beaten()
        if pair is None or self.talk.trick or not said.marks & {"may", "q"}:
            return False
        later, earlier = Hand(), Hand()
        for h in pair[0]:
            later = later.add(h)
        for h in pair[1]:
            earlier = earlier.add(h)
        self.talk.cards_asked = (later, earlier)
        self.talk.question = Question("cards", seat_said=bool(said.subjects))
        return True

    def seats(self, said: _Said) -> list[int | str]:
        out: list[int | str] = []
        for key, value in said.subjects:
            if key == "rel" and _group(value):
                out.append(value)
            elif key == "who":
                out.append("who")
            elif key == "rel" and value == "we":
                out.append("we")
            else:
                s = self.seat_of(key, value)
                if s is None:
                    raise TalkError("talk-no-seat", _said("talk-no-seat", clause=said.text))
                if not 1 <= s <= 6:
                    raise TalkError("talk-bad-seat", _said("talk-bad-seat", value=s))
                if s not in out:                 # "my partner seat 1": one seat said twice
                    out.append(s)
        return out

    def clause(self, said: _Said, last: bool) -> None:
        seats = self.seats(said)
        talk = self.talk
        question = bool(said.marks & {"may", "who", "many", "what", "q"})
        if said.topic and not said.sets and not said.verb and question:
            talk.words += tuple(said.topic)
        if "fin" in said.marks and not question:
            for s in seats:
                if isinstance(s, int) and s not in talk.finished:
                    if said.sets:             # "went out on four jacks", "最后一手四个J出完了"
                        self.last_play(s, said.sets[0])
                    else:
                        talk.finished.append(s)
                    self.last_seat = s
            if not seats and said.sets and "last" in said.marks and self.last_seat is not None:
                self.last_play(self.last_seat, said.sets[0])
            return
        if "last" in said.marks and said.sets and not question:
            who = [s for s in seats if isinstance(s, int)] or ([self.last_seat] if self.last_seat else [])
            if not who:
                raise TalkError("talk-no-seat", _said("talk-no-seat", clause=said.text))
            self.last_play(int(who[0]), said.sets[0])
            return
        if "hold" in said.marks and not question and not said.verb:
            for s in seats:
                if not isinstance(s, int):
                    continue
                if said.number is not None and not said.sets:
                    talk.counts[str(s)] = said.number
                elif said.sets:
                    self.held.append((s, said.sets[0], "left" not in said.marks))
                self.last_seat = s
            return
        if said.after is not None:
            named = [x for x in seats if isinstance(x, int)]
            if not named or not said.sets:
                raise TalkError("talk-no-cards", _said("talk-no-cards", clause=said.text))
            entry = {"after_set": said.after, "seat": named[0], "play": str(said.sets[0])}
            if talk.question is not None and talk.question.action and "burn" in talk.question.action:
                talk.question.responses.append(entry)
            else:
                self.talk.responses.append(entry)
            if "outcome" in said.marks:              # "…第2套后座位6管大王QQ烧成了吗"
                talk.question = Question("burn-outcome")
            return
        if question and not last and said.verb in ("beat", "pass") and NOBODY.search(said.text):
            question = False                     # "…, nobody can beat it, who leads?": they all passed
        if said.verb == "burn" and not said.sets and not last and not question:
            self.burn_unsaid(said, seats)        # "下家烧我，我能反烧吗": a burn, its cards not said
            return
        if question and self.asked is not None and said.subjects and not said.verb and not said.sets \
                and not said.marks & {"who", "many", "gouji"}:
            said.verb, said.marks = self.asked.verb, said.marks | (self.asked.marks & {"may"})   # "…？对家呢？"
        if question:
            if talk.question is not None:        # two questions: the last is answered, and it says so
                talk.assumed.append(("talk-assumed-last-question", {}))
            self.asked = said
            self.question(said, seats)
            return
        self.statement(said, seats)

    def holdings(self) -> None:
        """The hands said, as a case holds them — at the moment judged, after the trick's
        plays (CASES.md). A hand said "in the hand" (手里, holds) is the hand before the plays:
        the seat's plays come out of it, said in ``assumed``; one that does not hold them, and
        one said as left (还剩, left with), is the hand now."""
        for seat, cards, before in self.held:
            played = Hand()
            for e in self.talk.trick:
                if e["seat"] == seat and "play" in e:
                    played = played.add(Hand.parse(e["play"]))
            if before and played and cards.contains(played):
                now = cards.remove(played)
                self.talk.hands[str(seat)] = str(now)
                self.talk.assumed.append(("talk-assumed-hand-before", {"seat": seat, "cards": str(cards),
                                                                       "played": str(played), "now": str(now) or "—"}))
            else:
                self.talk.hands[str(seat)] = str(cards)
                if before and played:
                    self.talk.assumed.append(("talk-assumed-hand-now", {"seat": seat, "cards": str(cards)}))

    def last_play(self, seat: int, cards: Hand) -> None:
        if seat in self.talk.finished:
            self.talk.finished.remove(seat)
        if str(seat) not in self.talk.hands:
            self.talk.counts[str(seat)] = 0          # the case's counts are after the plays
        self.talk.trick.append({"seat": seat, "play": str(cards)})
        self.last_seat = seat

    def statement(self, said: _Said, seats: list[int | str]) -> None:
        verb = said.verb or ("play" if said.sets else "")
        if verb == "burn" and not said.sets:           # "我要烧": may I burn?
            self.question(said, seats)
            return
        if not seats:
            if said.sets and self.last_seat is None:
                raise TalkError("talk-no-seat", _said("talk-no-seat", clause=said.text))
            if said.sets and not said.verb and self.more_cards(said):
                return
            if not said.sets and not verb:
                return
            top = self.talk.trick[-1] if self.talk.trick else None
            if verb == "pass" and not said.sets and top is not None and top.get("seat") == self.last_seat \
                    and "play" in top:           # "…出完了，都不要": the others pass on that play
                self.others(verb)
                return
            seats = [self.last_seat] if self.last_seat else []
        if not verb:
            raise TalkError("talk-no-verb", _said("talk-no-verb", clause=said.text))
        for s in seats:
            if s == "others":
                self.others(verb)
                continue
            if isinstance(s, str) and s.startswith("next"):
                self.others(verb, int(s[4:]))
                continue
            if s == "between":
                self.between(verb, said)
                continue
            if not isinstance(s, int):
                continue
            self.talk.trick.append(self.entry(s, verb, said))
            self.last_seat = s

    def burn_unsaid(self, said: _Said, seats: list[int | str]) -> None:
        """"下家烧我", "我上家烧了", "seat 2 burned it": a burn said before the question without
        its cards. Whether a seat may burn it back, or beat it, rests on the seats alone (BURN-1,
        BURN-4, GOUJI-2), so its first set is taken as the lowest of the gouji play's size that
        beats it, and the answer says so; a question whose answer rests on the cards is refused
        (:meth:`check_burn_unsaid`)."""
        seat = next((s for s in seats if isinstance(s, int)), self.last_seat)
        top = self.table_now().trick_state.top
        first = None if top is None or seat is None else lowest_beating(top, Rules())
        if first is None or seat is None:
            raise TalkError("talk-no-cards", _said("talk-no-cards", clause=said.text))
        self.talk.trick.append({"seat": seat, "play": str(first), "burn": True})
        self.talk.assumed.append(("talk-assumed-burn-set", {"seat": seat, "cards": str(first)}))
        self.burn_said_without_cards = said.text
        self.last_seat = seat

    def state(self) -> tuple[Any, ...]:
        """What the clauses have said so far, to tell a clause that added nothing."""
        t = self.talk
        return (repr(t.trick), repr(t.hands), repr(t.counts), tuple(t.finished), repr(t.question),
                len(self.held), repr(t.responses), t.words, tuple(t.places))

    def check_burn_unsaid(self) -> None:
        """A burn taken without its cards (:meth:`burn_unsaid`) answers only who may burn or
        beat; any other question about it needs the cards said."""
        q = self.talk.question
        if self.burn_said_without_cards and (q is None or q.kind not in ("may-burn", "who-burn", "may-beat",
                                                                         "who-beat")):
            raise TalkError("talk-no-cards", _said("talk-no-cards", clause=self.burn_said_without_cards))

    def more_cards(self, said: _Said) -> bool:
        """Cards alone after a seat's play ("座位1出 大王，A A", "big joker, A A"): more cards of
        that play, never a second play of the seat on its own (TURN-2); ``False`` when the last
        entry is no plain play of the last seat named."""
        trick = self.talk.trick
        if not trick or trick[-1].get("seat") != self.last_seat or set(trick[-1]) != {"seat", "play"}:
            return False
        cards = Hand.parse(trick[-1]["play"])
        for h in said.sets:
            cards = cards.add(h)
        trick[-1]["play"] = str(cards)
        return True

    def entry(self, seat: int, verb: str, said: _Said) -> dict[str, Any]:
        if verb in ("pass", "yield", "wrong"):
            if verb == "wrong":
                return {"seat": seat, "pass": True, "wrong": True}
            return {"seat": seat, verb: True}
        if not said.sets:
            raise TalkError("talk-no-cards", _said("talk-no-cards", clause=said.text))
        if verb == "burn":
            if len(said.sets) > 1:
                return {"seat": seat, "burn": [str(h) for h in said.sets]}
            return {"seat": seat, "play": str(said.sets[0]), "burn": True}
        cards = Hand()
        for h in said.sets:
            cards = cards.add(h)
        return {"seat": seat, "play": str(cards)}

    def table_now(self) -> Situation:
        """The table as said so far (a burn said with all its sets left out: it is judged later)."""
        talk = self.talk
        entries = [parse_entry(e, "trick") for e in talk.trick if "burn" not in e or "play" in e]
        return Situation.build(None, {int(k): v for k, v in talk.hands.items()},
                               {int(k): v for k, v in talk.counts.items()}, talk.finished, entries)

    def others(self, verb: str, limit: int = 6) -> None:
        """"其他人都过": every seat whose turn comes, in turn, until the turn is back at the
        play on top, or at the asker when a later clause is about it (:meth:`asker_later`), or
        nobody's (the floor's turn order, Situation.to_move);
        "the next two passed": the next ``limit`` of them."""
        talk = self.talk
        s = self.table_now()
        owner = s.trick_state.top_seat
        passed: list[str] = []
        if limit < 6 and owner is not None:      # "the next two": the seats after the play, in order
            for seat in [(owner - 1 + k) % 6 + 1 for k in range(1, 6)]:
                if len(passed) == limit or seat == self.asker and self.asker_later():
                    break
                if s.is_active(seat):
                    talk.others.append(len(talk.trick))
                    talk.trick.append({"seat": seat, "pass": True})
                    passed.append(str(seat))
            limit = 0
        for _ in range(limit):
            nxt = s.to_move()
            if nxt is None or nxt == owner or (nxt == self.asker and self.asker_later()) \
                    or (passed and s.is_closed()):
                break
            talk.others.append(len(talk.trick))
            talk.trick.append({"seat": nxt, "pass": True})
            passed.append(str(nxt))
            s = s.after(Pass(nxt))
        if passed:
            self.talk.assumed.append(("talk-assumed-others", {"seats": "、".join(passed) if talk.lang == "zh"
                                                              else ", ".join(passed)}))

    def between(self, verb: str, said: _Said) -> None:
        """"中间两家都不要", "the two between pass": the seats strictly between the play on top
        and its opposite (TABLE-3), those still playing, each said to pass (or yield)."""
        talk = self.talk
        s = self.table_now()
        owner = s.trick_state.top_seat
        if owner is None or verb not in ("pass", "yield"):
            raise TalkError("talk-no-seat", _said("talk-no-seat", clause=said.text))
        for seat in between_seats(owner, opposite(owner)):
            if s.is_active(seat):
                talk.trick.append({"seat": seat, verb: True})
                self.last_seat = seat

    def asker_later(self) -> bool:
        """Whether a clause after this one is about the asker ("…其他人都过了，我能管吗", "…我出
        三个10"): then "the others" are the seats before the asker, else every seat but the
        play's owner ("对头出三个9，大家都不要": the asker passed too)."""
        for said in self.said[self.at + 1:]:
            for key, value in said.subjects:
                if (key == "rel" and value in ("self", "we")) or (key == "seat" and value == self.asker):
                    return True
            if not said.subjects and said.marks & {"may", "q"} and "who" not in said.marks:
                return True                       # "…，能管吗": the asker asks about itself
        return False

    def question(self, said: _Said, seats: list[int | str]) -> None:
        talk = self.talk
        # "中间两家能烧吗", "can the others beat it?": asked of several seats, answered as "who"
        who = "who" in seats or "who" in said.marks or any(isinstance(x, str) and _group(x) for x in seats)
        subject = next((s for s in seats if isinstance(s, int)), None)
        if "outcome" in said.marks and talk.trick and any("burn" in e for e in talk.trick):
            talk.question = Question("burn-outcome")
            return
        if "gouji" in said.marks and not who and self.gouji_asked(said):
            return
        if not who and self.cards_against_cards(said):
            return
        if subject is None and not who and self.asker is not None:
            subject = self.asker
        elif subject is None and not who and self.last_seat is not None and said.verb:
            subject = self.last_seat              # "座位2过了，还能烧吗": the seat just named
            talk.assumed.append(("talk-assumed-same", {"seat": subject}))
        verb = said.verb
        if "outcome" in said.marks and talk.trick and any("burn" in e for e in talk.trick):
            talk.question = Question("burn-outcome", subject)
            return
        if not verb and said.sets and not who:
            verb = "play"
        if who and not verb and NOBODY.search(said.text):
            verb = "beat"                        # "没人要吗": is there nobody to beat it?
        if who:
            if verb == "burn":
                talk.question = Question("who-burn")
            elif verb == "beat":
                talk.question = Question("who-beat")
            else:
                talk.question = Question("who-next", topic=said.text)
            return
        if not verb and said.topic:
            talk.question = Question("topic", topic=said.text)
            return
        if not verb and not said.sets and not seats and talk.trick:   # "…烧，行吗？": that action
            entry = talk.trick.pop()
            kind = "burn" if "burn" in entry else "pass" if "pass" in entry else "yield" if "yield" in entry \
                else "play"
            if entry.get("burn") is True:
                entry = {"seat": entry["seat"], "burn": [entry["play"]]}
            talk.question = Question(kind, entry["seat"], entry)
            if "burn" in entry:
                talk.question.responses.extend(talk.responses)
            return
        if not verb:
            talk.question = Question("legal", subject)
            return
        if subject is None:
            subject = self.fit_subject()
        if verb in ("pass", "yield", "wrong") and "gouji" in said.marks and not talk.trick:
            raise TalkError("talk-no-table", _said("talk-no-table"))   # "pass on a gouji play?": which one?
        if verb in ("pass", "yield", "wrong"):
            talk.question = Question(verb if verb != "wrong" else "pass", subject, self.entry(subject, verb, said))
        elif verb == "burn":
            if said.sets:
                talk.question = Question("burn", subject, {"seat": subject, "burn": [str(h) for h in said.sets]})
            else:
                talk.question = Question("may-burn", subject)
        elif said.sets:
            cards = Hand()
            pair = said.asked_and_beaten()       # "…，我能用三个A管三个K吗": the play on top said again
            for h in pair[0] if pair else said.sets:
                cards = cards.add(h)
            talk.question = Question("play", subject, {"seat": subject, "play": str(cards)})
        else:
            talk.question = Question("may-beat", subject)
        self.last_seat = subject
        if talk.question.action and "burn" in talk.question.action:
            talk.question.responses.extend(self.talk.responses)

    def gouji_asked(self, said: _Said) -> bool:
        """"座位1出五个10，算够级吗", "seat 1 leads two 10s, is it gouji?": whether the cards of the
        clause, or else of the play said just before, are a gouji play (GOUJI-1), not whether
        that play may be made; False when no cards were said.

        >>> t = read_talk("seat 1 leads two 10s, is it gouji?")
        >>> t.question.kind, str(t.cards_asked[0])
        ('gouji', '10 10')
        """
        talk = self.talk
        cards = Hand()
        for h in said.sets:
            cards = cards.add(h)
        if not said.sets:
            if said.verb or not talk.trick or "play" not in talk.trick[-1] or talk.trick[-1].get("burn"):
                return False
            cards = Hand.parse(str(talk.trick.pop()["play"]))
        talk.cards_asked = (cards, Hand())
        talk.question = Question("gouji")
        return True

    def fit_subject(self) -> int:
        """A question with no seat and no asker: the seat the floor says acts next (said)."""
        self.talk.assumed.append(("talk-assumed-next", {}))
        return -1


def _said(code: str, **params: object) -> dict[str, str]:
    return text(code, **params)


__all__ = ["rules_in", "KINDS", "MAX_TALK", "OFFSETS", "Question", "RELATIVE", "Talk", "TalkError", "Tok", "clauses",
           "language", "read_talk", "tokens"]
