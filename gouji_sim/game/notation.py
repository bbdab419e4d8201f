"""A table situation as players say it: the notation of a trick case, read and written.

A line is a list of clauses, each ended by ``，`` ``,`` ``。`` ``；`` ``;`` a full stop or a
new line. A clause is one of:

- an action — a seat (``座位1``, ``1家``, ``1号``, ``seat 1``, ``player 1`` or a bare ``1``
  before the verb), then the verb and its cards: ``出 打 管 顺 发 压 跟`` / ``leads plays beats
  follows`` (a play), ``过 扣 不要`` / ``passes closes`` (a pass), ``让`` / ``yields``,
  ``烧`` / ``burns`` (a burn, its sets parted by ``、`` ``/`` or ``then``; also
  ``拿 … 烧``), ``错牌`` / ``misplays`` (a wrong follow's lost turn, PLAY-6);
- an answer to the burn: ``第2套后座位6管 …`` / ``after set 2 seat 6 plays …``; a burn back
  that states its later sets (BURN-4, v5): ``第2套后座位5烧 …、…`` / ``after set 2 seat 5 burns
  … then …``, and an answer to that reburn's set: ``反烧第2套后座位2管 …`` / ``after reburn set
  2 seat 2 beats …`` (the latest reburn stated);
- a known hand or a count: ``座位3手里 J J J``, ``座位4剩 12 张`` / ``seat 3 holds J J J``,
  ``seat 4 holds 12 cards``;
- who has finished, in order: ``已走：座位2、座位5`` / ``seats 2 and 5 have finished``;
- the rules: ``规则 laotou burn_release=anyone`` / ``rules laotou burn_release=anyone``, or, first,
  as the pages write them: ``规则：老头够级 加改动 任何人接住都算解烧；`` / ``Rules: Laotou Gouji with
  anyone's answer releases a burn;`` (:mod:`gouji_sim.game.rules_words`).

Cards are written as :meth:`~gouji_sim.core.cards.Hand.parse` reads them (``大王``, ``小花``, ``T``,
``BJ`` …), or counted: ``五个10``, ``3张9``, ``five 10s``, ``two 8s``, ``a big joker``.
The last action is the one judged; the actions before it are the trick, the first its lead.
A question that names no seats (``大王 8 8 能管 9 9 9 吗？``) asks about the cards alone.

>>> r = read("座位1出 五个10，2过，3过，4让牌，5 拿 K K K、小王 8 8、9 9 9 烧")
>>> print(line(r.case, "en"))
seat 1 leads five 10s, seat 2 passes, seat 3 passes, seat 4 yields, seat 5 burns three Ks then two 8s and one small joker then three 9s.
>>> print(line(r.case))
座位1出 10 10 10 10 10，座位2过，座位3过，座位4让牌，座位5烧 K K K、8 8 小王、9 9 9。
>>> read(line(r.case, "en")).case == r.case
True
>>> q = read("Can a big joker and two 8s beat three 9s?")
>>> q.assumed, q.case.judge().legal
((1, 2), False)
>>> read("座位2过了，还能烧吗")
Traceback (most recent call last):
...
gouji_sim.core.errors.LineError: 第 7 个字符处读不下去：“还能烧吗”没有说是哪个座位（座位 1 到 6）。已读懂：座位2过。 / Cannot read on at character 7: '还能烧吗' does not say which seat (seats 1 to 6). Understood so far: seat 2 passes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Sequence

from . import talk_words  # noqa: F401  (registers the words of questions, the language's among them)
from ..core.actions import Burn, Pass, PlayAction, Response, TrickEntry, Yield
from .codec import decode, encode, play_or_hand, responses
from .decisions import GameAction
from .case import Case, case_dict, rules_dict
from ..core.cards import Hand, Rank, spellings
from ..core.play import Play
from ..core.counts import DECK_MOST, EN_NUMBERS, ZH_NUMERAL, CountError, read_count
from ..core.errors import CaseError, GoujiError, LineError, check_arg
from ..core.messages import text, worded
from ..core.rules import Rules, said_rules
from .rules_words import rules_in_words

_CLAUSE_END = re.compile(r"[，,。；;\n]|\.(?=\s|$)")
_RULES = re.compile(r"\s*(?:规则|(?i:rules?|preset))\s*[:：]?\s*")

_EN_WORDS = {v: k for k, v in EN_NUMBERS.items() if v <= 12 and " " not in k and k not in ("a", "an", "single")}
_EN_RANKS = {"tens": Rank.TEN, "jacks": Rank.JACK, "queens": Rank.QUEEN, "kings": Rank.KING,
             "aces": Rank.ACE, "twos": Rank.TWO}
_EN_JOKERS = {"big": Rank.BIG_JOKER, "red": Rank.BIG_JOKER, "small": Rank.SMALL_JOKER,
              "black": Rank.SMALL_JOKER}

# One card as counted cards name it: a symbol (plural with "s" in English), a joker in words.
_SYMBOL = r"(?:10|[2-9JQKA])"
_EN_CARD = (r"(?:(?P<sym>" + _SYMBOL + r")(?P<plural>'?s)?(?![\w])|(?i:(?P<jk>big|red|small|black)\s+jokers?"
            r"|(?P<named>tens|jacks|queens|kings|aces|twos)))")
_CJK_CARDS = sorted((s for s in spellings() if not s.isascii()), key=len, reverse=True)
_SUIT = "[♠♥♣♦♤♡♧♢]"

_COUNTED_ZH = re.compile(r"(?P<n>" + ZH_NUMERAL + r"|[0-9]+)\s*[个张]\s*(?P<card>" + _SUIT + r"?(?:"
                         + "|".join(map(re.escape, _CJK_CARDS)) + r"|10|[2-9JQKAjqkaTtXxDd]))")
_COUNTED_EN = re.compile(r"(?P<n>(?i:an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
                         r"|[0-9]+)\s+" + _EN_CARD)
_JOKER_WORD = re.compile(r"(?i:(?P<jk>big|red|small|black)\s+joker)(?![\w])")

# Words of the notation, longest first within each kind (a kind, and its value where it has one).
_WORDS: list[tuple[str, str, str]] = [
    ("VERB", "wrong", r"错牌不出|错牌|(?i:misplay(?:s|ed)?)\b"),
    ("FIN", "", r"已出完|出完了|出完|打完了|打完|已走|走了|跑了|走|(?i:finished|out|done)\b"),
    ("EMPTY", "", r"没有牌|没牌|(?i:no\s+cards|nothing)\b"),
    ("HOLD", "", r"手里有|手里|手牌|手上|还剩|剩|有|(?i:holds?|has|have|hand)\b"),
    ("VERB", "pass", r"过牌|过|扣牌|扣|不要|要不起|(?i:pass(?:es|ed)?|clos(?:es|ed|e))\b"),
    ("VERB", "yield", r"让牌|让|(?i:yield(?:s|ed)?)\b"),
    ("VERB", "burn", r"烧牌|烧|(?i:burn(?:s|ed|t)?)\b"),
    ("VERB", "take", r"拿|用"),
    ("VERB", "play", r"管得住|管得了|压得住|打得过|出牌|发牌|出|打|管|顺|发|压|跟|(?i:leads?|led|plays?|played|beats?|follows?|covers?)\b"),
    ("CNT", "", r"张|(?i:cards?)\b"),
    ("SEP", "", r"、|/|\||(?i:then)\b"),
    ("WITH", "", r"(?i:with)\b"),
    ("SKIP", "", r"[\s:：?？!！“”\"'+&()（）]+|能不能|可不可以|可以|还|能|再|会|了|吗|呢|么|吧|的|住|得|和|加|带|挂"
                 r"|(?i:can|could|may|might|still|it|the|to|is|are|was|does|do|did|and|plus|be|able"
                 r"|allowed|its)\b"),
]
_WORD_RES = [(kind, value, re.compile(pattern)) for kind, value, pattern in _WORDS]
_AFTER = re.compile(r"(?P<zr>反烧\s*)?第\s*(?P<n>[0-9]+)\s*套\s*(?:之后|以后|后)?"
                    r"|(?i:after\s+(?:the\s+)?(?P<er>reburn\s+)?set\s+)(?P<m>[0-9]+)")
_SEAT = re.compile(r"(?:座位|(?i:seats?|players?)\s*)\s*(?P<a>[0-9]+)\s*(?:号位|号|家)?"
                   r"|第\s*(?P<b>[0-9]+)\s*(?:号位|号|家)|(?P<c>[0-9]+)\s*(?:号位|号|家)")
_NUM = re.compile(r"[0-9]+")
_CARD_CJK = re.compile(_SUIT + "?(?:" + "|".join(map(re.escape, _CJK_CARDS)) + ")")
_CARD_SUITED = re.compile(_SUIT + r"(?:10|[2-9JQKAjqkaTt])")
_LATIN = re.compile(r"[A-Za-z]+")
_FIELD = re.compile(r"(trick|responses)\[([0-9]+)\]")
_FULL_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
"""Full-width letters, digits and signs (Ｋ，１０，？) read as their ASCII forms, one for one."""
MAX_LINE = 2000
"""The longest text read (characters); a longer one is refused at once."""
_BEATS = frozenset({"管", "压", "管得住", "管得了", "压得住", "打得过", "beat", "beats"})
"""The verbs of a question about cards alone: "does X beat Y?"."""


@dataclass(frozen=True)
class _Tok:
    kind: str
    value: Any
    pos: int        # in the whole text, from 0
    text: str


@dataclass(frozen=True)
class Reading:
    """What a line or a question was read as: the trick ``case``, and for a question about the
    cards alone the seats assumed, ``(earlier, later)``."""

    case: Case
    assumed: tuple[int, int] | None = None
    why: str = "line-assumed-next"
    """Why the later seat: the catalogue's ``line-assumed-next``, ``-opposite`` or ``-dead``."""

    def assumption(self) -> dict[str, str] | None:
        """The sentence saying which seats were assumed, in both languages (``None``: none)."""
        if self.assumed is None:
            return None
        earlier, later = self.assumed
        first = self.case.situation.trick[0]
        assert isinstance(first, PlayAction)
        second = self.case.action
        assert isinstance(second, PlayAction)
        return worded("line-assumed", earlier=earlier, later=later, first=first.play,
                      second=second.play, why=text(self.why, seat=later))


def _fail(position: int, problem: dict[str, str], understood: Mapping[str, Any]) -> LineError:
    # a problem worded as a whole sentence (a case error's) loses its full stop: the line's
    # sentence ends it once ("16 张。", never "16 张。。")
    problem = {lang: said.rstrip("。.") for lang, said in problem.items()}
    said = {lang: _render(understood, lang) or text("line-nothing-yet")[lang] for lang in ("zh", "en")}
    msg = worded("line-unreadable", position=position + 1, problem=problem, understood=said)
    return LineError("line-unreadable", msg["zh"], msg["en"], position + 1, understood=bool(_render(understood, "en")))


def _number(word: str, pos: int, limit: int) -> int:
    """A count as said (:func:`gouji_sim.core.counts.read_count`, bounded by the deck)."""
    try:
        return read_count(word, limit)
    except CountError as err:
        raise _BadCount(pos, err) from None


def _one_card(m: re.Match[str]) -> Rank:
    if m.groupdict().get("jk"):
        return _EN_JOKERS[m.group("jk").lower()]
    if m.groupdict().get("named"):
        return _EN_RANKS[m.group("named").lower()]
    symbol = m.groupdict().get("sym") or m.group("card")
    ranks = list(Hand.parse(symbol))
    return ranks[0]


def _counted_en(clause: str, i: int) -> re.Match[str] | None:
    """Counted cards in English: ``five 10s``, ``a big joker``; not ``10 10`` (a count in
    digits needs the plural), nor ``a K`` (an article counts jokers and named ranks only)."""
    m = _COUNTED_EN.match(clause, i)
    if m is None or not m.group("sym"):
        return m
    n = m.group("n")
    if n.lower() in ("a", "an"):      # "a 9", "an 8", "an A"; but "A 9" and "a A" are aces
        article = n == "an" or (n == "a" and m.group("sym") != "A")
        return m if article and not m.group("plural") else None
    return None if n.isdigit() and not m.group("plural") else m


def _tokens(clause: str, start: int, limit: int = DECK_MOST) -> Iterator[_Tok]:
    """The tokens of one clause (``start``: where it begins in the whole text; ``limit``: the
    most cards a count may say, the deck's size)."""
    i, n = 0, len(clause)
    while i < n:
        at = start + i
        m = _AFTER.match(clause, i)
        if m:
            kind = "REAFTER" if m.group("zr") or m.group("er") else "AFTER"   # a reburn's set
            yield _Tok(kind, int(m.group("n") or m.group("m")), at, m.group())
            i = m.end()
            continue
        m = _SEAT.match(clause, i)
        if m:
            yield _Tok("SEAT", int(m.group("a") or m.group("b") or m.group("c")), at, m.group())
            i = m.end()
            continue
        m = _COUNTED_ZH.match(clause, i) or _counted_en(clause, i)
        if m:
            k = _number(m.group("n"), at, limit)
            yield _Tok("CARDS", Hand.from_counts({_one_card(m): k}), at, m.group())
            i = m.end()
            continue
        m = _JOKER_WORD.match(clause, i)
        if m:
            yield _Tok("CARDS", Hand.from_counts({_one_card(m): 1}), at, m.group())
            i = m.end()
            continue
        for kind, value, pattern in _WORD_RES:
            m = pattern.match(clause, i)
            if m and m.end() > i:
                if kind != "SKIP":
                    yield _Tok(kind, value, at, m.group())
                i = m.end()
                break
        else:
            m = _NUM.match(clause, i)
            if m:
                yield _Tok("NUM", int(m.group()), at, m.group())
                i = m.end()
                continue
            m = _CARD_CJK.match(clause, i) or _CARD_SUITED.match(clause, i) or _LATIN.match(clause, i)
            word = m.group() if m else clause[i]
            try:
                cards = Hand.parse(word)
            except GoujiError:
                raise _Unknown(at, word) from None
            yield _Tok("CARDS", cards, at, word)
            i += len(word)


class _BadCount(Exception):
    def __init__(self, pos: int, err: CountError) -> None:
        super().__init__(err.code)
        self.pos, self.err = pos, err


class _Unknown(Exception):
    def __init__(self, pos: int, word: str) -> None:
        super().__init__(word)
        self.pos, self.word = pos, word


def _clauses(source: str) -> Iterator[tuple[int, str]]:
    """``(start, clause)`` for every non-empty clause of ``source``."""
    i = 0
    for m in _CLAUSE_END.finditer(source + "\n"):
        piece = source[i:m.start()]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            yield i + lead, piece.strip()
        i = m.end()


def read(source: str, rules: Rules | None = None) -> Reading:
    """Read a situation or a question in the notation (both languages) as a trick case.

    ``rules`` are the rules when the text names none. A text that cannot be read raises
    :class:`~gouji_sim.core.errors.LineError`, naming the character where reading stopped, what
    was understood before it and what is missing or wrong.

    >>> read("seat 1 leads five 10s, seat 2 beats with five Js").case.judge().reason
    'gouji-opposite-only'
    >>> read("座位1出 1 1")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.LineError: 第 6 个字符处读不下去：不认识“1”。已读懂：（还没有）。 / Cannot read on at character 6: '1' is not a word of the notation. Understood so far: (nothing yet).
    """
    check_arg(source, str, "source")
    if len(source) > MAX_LINE:
        raise _fail(MAX_LINE, text("line-too-long", limit=MAX_LINE), {})
    return _Reader(source.translate(_FULL_WIDTH), rules).run()


@dataclass(frozen=True)
class _Burning:
    """A burn as said: the burner and its sets as said (cards that form no play are kept as
    they are, for the case to say why, as a loose play keeps them: :func:`~gouji_sim.game.codec.cards_or_play`).
    Written through the codec (:func:`~gouji_sim.game.codec.encode`), as a :class:`Burn` is."""

    seat: int
    sets: tuple[Play | Hand, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "burn": [str(s) for s in self.sets]}

    def first_set(self) -> PlayAction:
        """Its first set as a burning set of a trick (a burn in the trick, or an answer)."""
        return PlayAction(self.seat, self.sets[0], True)


_Said = TrickEntry | _Burning
"""An action as said: a play (its cards as a loose play keeps them), a pass, a yield, or a burn."""


class _Reader:
    """One reading: the actions said so far (typed), and the other parts as a case object
    (CASES.md) is written; the actions are written into it through the codec."""

    def __init__(self, source: str, rules: Rules | None) -> None:
        self.source = source
        self.data: dict[str, Any] = {"rules": rules_dict(rules or Rules()), "hands": {}, "counts": {},
                                     "finished": [], "trick": []}
        self.actions: list[tuple[int, _Said]] = []   # (position, action), the last judged
        self.answers: list[tuple[int, str, dict[str, Any]]] = []
        self.reburn: dict[str, Any] | None = None    # the latest answer that is a burn back stating its sets
        self.question: tuple[int, Hand, Hand] | None = None

    def understood(self) -> dict[str, Any]:
        d = dict(self.data, trick=[encode(e) for _, e in self.actions])
        if self.answers:
            d["responses"] = [r for _, _, r in self.answers]
        return d

    def fail(self, pos: int, code: str, **params: object) -> LineError:
        return _fail(pos, text(code, **params), self.understood())

    def run(self) -> Reading:
        try:
            in_words = rules_in_words(self.source)      # "规则：老头够级；…", as the pages show them
        except GoujiError as err:
            raise _fail(0, {"zh": err.zh, "en": err.en}, self.understood()) from None
        if in_words is not None:
            self.data["rules"] = in_words[0]
            self.source = " " * in_words[1] + self.source[in_words[1]:]    # positions kept
        clauses = list(_clauses(self.source))
        said = [(start, clause) for start, clause in clauses if not _RULES.match(clause)]
        for start, clause in clauses:
            m = _RULES.match(clause)
            if m:
                self.rules(start, clause[m.end():])
                continue
            try:
                toks = list(_tokens(clause, start, Rules.from_spec(**self.data["rules"]).deck))
            except _Unknown as err:
                raise self.fail(err.pos, "line-unknown-word", word=err.word) from None
            except _BadCount as bad:
                raise _fail(bad.pos, bad.err.problem, self.understood()) from None
            self.clause(start, clause, toks, alone=len(said) == 1)
        if self.question is not None:
            if self.actions or self.answers:
                raise self.fail(self.question[0], "line-question-alone")
            return self.cards_question()
        if not self.actions:
            raise self.fail(len(self.source), "line-no-action")
        return Reading(self.build())

    def rules(self, start: int, spec: str) -> None:
        try:
            self.data["rules"] = said_rules(spec)
        except GoujiError as err:
            raise _fail(start, {"zh": err.zh, "en": err.en}, self.understood()) from None

    def seat(self, tok: _Tok) -> int:
        if not 1 <= tok.value <= 6:
            raise self.fail(tok.pos, "line-bad-seat", value=tok.value)
        return int(tok.value)

    def cards(self, toks: list[_Tok], clause: str, pos: int) -> Hand:
        hand = Hand()
        for t in toks:
            if t.kind == "SEP":
                continue
            if t.kind == "NUM":
                try:
                    hand = hand.add(Hand.parse(t.text))
                except GoujiError:
                    raise self.fail(t.pos, "line-unknown-word", word=t.text) from None
            elif t.kind == "CARDS":
                hand = hand.add(t.value)
            else:
                raise self.fail(t.pos, "line-extra", word=t.text)
        if not hand:
            raise self.fail(pos, "line-no-cards", clause=clause)
        return hand

    def sets(self, toks: list[_Tok], clause: str, pos: int) -> tuple[Play | Hand, ...]:
        out: list[Play | Hand] = []
        part: list[_Tok] = []
        for t in toks + [_Tok("SEP", "", pos, "")]:
            if t.kind == "SEP":
                if part:
                    out.append(play_or_hand(self.cards(part, clause, part[0].pos)))
                part = []
            else:
                part.append(t)
        if not out:
            raise self.fail(pos, "line-no-cards", clause=clause)
        return tuple(out)

    def clause(self, start: int, clause: str, toks: list[_Tok], alone: bool = False) -> None:
        """One clause; ``alone``: the only one but the rules, where ``2 管 A`` asks whether a
        two beats an ace rather than saying what seat 2 did."""
        after = None
        if toks and toks[0].kind in ("AFTER", "REAFTER"):
            after = toks.pop(0)
        if any(t.kind == "FIN" for t in toks):
            for t in toks:
                if t.kind in ("SEAT", "NUM"):
                    self.data["finished"].append(self.seat(t))
                elif t.kind not in ("FIN", "HOLD", "SEP"):
                    raise self.fail(t.pos, "line-extra", word=t.text)
            return
        bare = bool(toks) and toks[0].kind == "NUM" and len(toks) > 1 and toks[1].kind in ("VERB", "HOLD", "EMPTY")
        if after is None and (alone or not bare) and toks and toks[0].kind != "SEAT" \
                and self.card_question(start, clause, toks):
            return
        if toks and (toks[0].kind == "SEAT" or bare):
            seat, rest = self.seat(toks[0]), toks[1:]
        else:
            raise self.fail(start, "line-no-seat", clause=clause)
        if not rest or rest[0].kind not in ("VERB", "HOLD", "EMPTY"):
            raise self.fail(rest[0].pos if rest else start, "line-no-verb", clause=clause)
        head, rest = rest[0], rest[1:]
        if head.kind == "HOLD" and rest and rest[0].kind == "VERB":     # "seat 2 has passed"
            head, rest = rest[0], rest[1:]
        if head.kind in ("HOLD", "EMPTY"):
            self.holding(seat, head, rest, clause)
            return
        said = self.action(seat, head, rest, clause)
        if after is not None:
            if isinstance(said, PlayAction):
                self.answer(after, seat, said.play, clause)
            elif isinstance(said, _Burning):                 # a burn back with its later sets
                self.answer(after, seat, said.sets[0], clause, said.sets[1:])
            else:
                raise self.fail(head.pos, "line-no-verb", clause=clause)
        else:
            if self.answers:
                raise self.fail(start, "line-extra", word=clause)
            self.actions.append((start, said))

    def holding(self, seat: int, head: _Tok, rest: list[_Tok], clause: str) -> None:
        if head.kind == "EMPTY" or (rest and rest[0].kind == "EMPTY" and len(rest) == 1):
            self.data["hands"][str(seat)] = ""
        elif rest and rest[0].kind == "NUM" and (len(rest) == 1 or (len(rest) == 2 and rest[1].kind == "CNT")):
            self.data["counts"][str(seat)] = rest[0].value
        else:
            self.data["hands"][str(seat)] = str(self.cards(rest, clause, head.pos + len(head.text)))

    def action(self, seat: int, head: _Tok, rest: list[_Tok], clause: str) -> _Said:
        end = head.pos + len(head.text)
        kind = head.value
        if rest and rest[0].kind == "WITH":       # "beats with five Js", "burns with …"
            rest = rest[1:]
        if kind == "take":                       # 拿 … 烧: the sets before the verb
            if not rest or rest[-1].kind != "VERB" or rest[-1].value != "burn":
                raise self.fail(rest[-1].pos if rest else end, "line-no-verb", clause=clause)
            return _Burning(seat, self.sets(rest[:-1], clause, end))
        if kind in ("pass", "yield", "wrong"):
            if rest:
                raise self.fail(rest[0].pos, "line-extra", word=rest[0].text)
            return Yield(seat) if kind == "yield" else Pass(seat, wrong=kind == "wrong")
        if kind == "burn":
            return _Burning(seat, self.sets(rest, clause, end))
        return PlayAction(seat, play_or_hand(self.cards(rest, clause, end)))

    def answer(self, after: _Tok, seat: int, play: Play | Hand, clause: str,
               sets: Sequence[Play | Hand] = ()) -> None:
        if not self.actions or not isinstance(self.actions[-1][1], _Burning):
            raise self.fail(after.pos, "line-answer-not-burn", clause=clause)
        r: dict[str, Any] = {"after_set": after.value, "seat": seat, "play": str(play)}
        if sets:
            r["sets"] = [str(s) for s in sets]
        if after.kind == "REAFTER":      # answers the latest reburn that states its sets (BURN-4)
            if self.reburn is None:
                raise self.fail(after.pos, "line-answer-not-burn", clause=clause)
            self.reburn.setdefault("responses", []).append(r)
            return
        if sets:
            self.reburn = r
        self.answers.append((after.pos, clause, r))

    def card_question(self, start: int, clause: str, toks: list[_Tok]) -> bool:
        """``CARDS beats CARDS``: the later play first, as players ask it."""
        verbs = [k for k, t in enumerate(toks) if t.kind == "VERB"]
        if len(verbs) != 1 or toks[verbs[0]].text.lower() not in _BEATS or not 0 < verbs[0] < len(toks) - 1:
            return False
        k = verbs[0]
        if self.question is not None:
            raise self.fail(start, "line-question-alone")
        later = self.cards(toks[:k], clause, start)
        earlier = self.cards(toks[k + 1:], clause, toks[k].pos)
        self.question = (start, earlier, later)
        return True

    def cards_question_case(self, later_seat: int) -> dict[str, Any]:
        assert self.question is not None
        _, earlier, later = self.question
        return dict(self.data, trick=[{"seat": 1, "play": str(earlier)}],
                    action={"seat": later_seat, "play": str(later)})

    def cards_question(self) -> Reading:
        """The later play by the seat whose turn it is after the earlier play: the next seat,
        or the opposite when the judge says only it may beat (GOUJI-2, a dead play)."""
        assert self.question is not None
        start, earlier, _ = self.question
        lead = self.case(dict(self.data, action={"seat": 1, "play": str(earlier)}), start)
        verdict = lead.judge()
        later = verdict.responders[0] if verdict.responders else 2
        why = "line-assumed-next"
        if later != 2 and verdict.play is not None:
            why = "line-assumed-dead" if verdict.play.dead else "line-assumed-opposite"
        return Reading(self.case(self.cards_question_case(later), start), (1, later), why)

    def build(self) -> Case:
        *trick, (pos, action) = self.actions
        entries = []
        for at, said in trick:
            if isinstance(said, _Burning):
                if len(said.sets) != 1:
                    raise self.fail(at, "line-burn-in-trick", clause=self.source[at:at + 40])
                entries.append(encode(said.first_set()))
            else:
                entries.append(encode(said))
        d = dict(self.data, trick=entries, action=encode(action))
        if self.answers:
            if not isinstance(action, _Burning):
                raise self.fail(self.answers[0][0], "line-answer-not-burn", clause=self.answers[0][1])
            d["responses"] = [r for _, _, r in self.answers]
        return self.case(d, pos)

    def case(self, d: dict[str, Any], pos: int) -> Case:
        try:
            return Case.from_dict(d)
        except CaseError as err:     # the field's clause, where the case names one (trick[1].play)
            m = _FIELD.match(err.field)
            if m and m.group(1) == "trick" and int(m.group(2)) < len(self.actions):
                pos = self.actions[int(m.group(2))][0]
            elif m and m.group(1) == "responses" and int(m.group(2)) < len(self.answers):
                pos = self.answers[int(m.group(2))][0]
            raise _fail(pos, {"zh": err.zh, "en": err.en}, self.understood()) from None


# --- writing: one canonical form per language ---

def line(case: Case, lang: str = "zh") -> str:
    """The situation and the action of a trick ``case`` in the canonical notation of ``lang``
    (``"zh"`` or ``"en"``); :func:`read` reads it back to the same case.

    >>> c = Case.from_dict({"rules": {"preset": "laotou"}, "hands": {"3": "J J"}, "counts": {"4": 9},
    ...                     "finished": [2], "trick": [{"seat": 1, "play": "10 10"}],
    ...                     "action": {"seat": 3, "play": "J J"}})
    >>> line(c)
    '规则 laotou，座位3手里 J J，座位4剩 9 张，已走：座位2，座位1出 10 10，座位3管 J J。'
    >>> line(c, "en")
    'rules laotou, seat 3 holds two Js, seat 4 holds 9 cards, seat 2 has finished, seat 1 leads two 10s, seat 3 beats two Js.'
    >>> line(c, "fr")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.GoujiError: 没有“fr”这种语言（zh 或 en） / there is no language 'fr' (zh or en)
    """
    check_arg(case, Case, "case")
    if lang not in ("zh", "en"):
        raise GoujiError.from_catalogue("talk-bad-lang", lang=str(lang)[:20])
    return _render(as_case_dict(case), lang) + ("。" if lang == "zh" else ".")


def _cards(cards: str, lang: str) -> str:
    hand = Hand.parse(cards)
    if lang == "zh":
        return str(hand)
    parts = []
    for rank, k in hand.items():
        count = _EN_WORDS.get(k, str(k))
        if rank.is_joker:
            name = "big joker" if rank == Rank.BIG_JOKER else "small joker"
            parts.append(f"{count} {name}{'s' if k > 1 else ''}")
        else:
            parts.append(f"{count} {rank.symbol}{'s' if k > 1 else ''}")
    return " and ".join(parts)


_VERBS = {"zh": {"lead": "出", "play": "管", "pass": "过", "yield": "让牌", "wrong": "错牌", "burn": "烧"},
          "en": {"lead": "leads", "play": "beats", "pass": "passes", "yield": "yields", "wrong": "misplays",
                 "burn": "burns"}}


def _seat(seat: int, lang: str) -> str:
    return f"座位{seat}" if lang == "zh" else f"seat {seat}"


def _entry(e: GameAction, lang: str, first: bool) -> str:
    """One action of a trick case in words (a play, a burn's set, a pass, a yield, a burn)."""
    verbs, who = _VERBS[lang], _seat(e.seat, lang)
    space = "" if lang == "zh" else " "
    if isinstance(e, Burn):
        joiner = "、" if lang == "zh" else " then "
        return f"{who}{space}{verbs['burn']} " + joiner.join(_cards(str(s), lang) for s in e.sets)
    if isinstance(e, PlayAction):
        verb = verbs["burn"] if e.burn else verbs["lead" if first else "play"]
        return f"{who}{space}{verb} {_cards(str(e.play), lang)}"
    kind = "wrong" if isinstance(e, Pass) and e.wrong else "pass" if isinstance(e, Pass) else "yield"
    return f"{who}{space}{verbs[kind]}"


def _answer(r: Response, lang: str) -> str:
    """An answer to a burn; a burn back that states its later sets as a burn (BURN-4, v5)."""
    if r.sets:
        return _entry(Burn(r.seat, (r.play, *r.sets)), lang, False)
    return _entry(PlayAction(r.seat, r.play), lang, False)


def _render(d: Mapping[str, Any], lang: str) -> str:
    """The clauses of a case object (CASES.md), or of the part of one read so far."""
    zh = lang == "zh"
    out = []
    rules = d.get("rules") or {}
    switches = rules.get("switches") or {}
    if rules.get("preset", "outline") != "outline" or switches:
        values = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in switches.items())
        out.append(" ".join(filter(None, ["规则" if zh else "rules", rules.get("preset", "outline"), values])))
    for seat, cards in sorted((d.get("hands") or {}).items()):
        held = _cards(cards, lang) if cards else ("没牌" if zh else "no cards")
        out.append(f"座位{seat}手里 {held}" if zh else f"seat {seat} holds {held}")
    for seat, n in sorted((d.get("counts") or {}).items()):
        out.append(f"座位{seat}剩 {n} 张" if zh else f"seat {seat} holds {n} card{'s' if n != 1 else ''}")
    done = d.get("finished") or []
    if done:
        if zh:
            out.append("已走：" + "、".join(f"座位{s}" for s in done))
        else:
            many = len(done) > 1
            out.append(f"seat{'s' if many else ''} " + " and ".join(map(str, done))
                       + (" have finished" if many else " has finished"))
    entries = list(d.get("trick") or []) + ([d["action"]] if d.get("action") else [])
    out += [_entry(decode(e, loose=True), lang, k == 0) for k, e in enumerate(entries)]
    for r in responses(d.get("responses"), 99):
        out.append((f"第{r.after_set}套后" if zh else f"after set {r.after_set} ")
                   + _answer(r, lang))
        for a in r.responses:                   # answers to the reburn's sets (BURN-4, v5)
            out.append((f"反烧第{a.after_set}套后" if zh else f"after reburn set {a.after_set} ")
                       + _answer(a, lang))
    return ("，" if zh else ", ").join(out)


def said_line(d: Mapping[str, Any], lang: str = "zh") -> str:
    """The clauses of a case object (CASES.md) or of its parts without an action, in the
    canonical notation of ``lang``, with no closing full stop (the reader of table speech says
    a question after them).

    >>> said_line({"trick": [{"seat": 1, "play": "K K K"}, {"seat": 2, "pass": True}]}, "en")
    'seat 1 leads three Ks, seat 2 passes'
    """
    return _render(d, lang)


def as_case_dict(case: Case) -> dict[str, Any]:
    """The case object (CASES.md) of a trick case, responses included (``gouji ask --json``)."""
    return case_dict(case.situation, case.action)
