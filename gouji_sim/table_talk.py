"""Table speech read as a table: who did what, what is held, who is out, and what is asked.

Players do not say ``座位1出 10 10 10 10 10``; they say ``上家出了五个10，我能烧吗``, ``对头
K K K 能管吗``, ``2、3都过了``, ``a pair of kings``. :func:`read_talk` reads such a text with
the game's own vocabulary — a hand-made longest match over the words below, no segmenter,
no model — into a :class:`Talk`: the statements (plays, passes, yields, burns, hands, counts,
finished seats) as a case object's parts (CASES.md), and the question asked, with every
assumption it made (the asker's seat, a teammate's side) and every word it skipped. The
canonical line of what it understood is :func:`gouji_sim.notation.line`'s; the answer is
:func:`gouji_sim.answers.ask`'s, which asks the judge and the game.

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
from typing import Any, Iterator

from .cards import Hand, Rank, spellings
from .counts import EN_NUMBERS, ZH_DIGITS, ZH_NUMERAL, CountError, read_count
from .errors import GoujiError
from . import talk_words  # noqa: F401  (the words of questions asked at the table)
from .messages import text
from .rules import Rules, switch_value
from .table import downstream, opposite, upstream

# --- the vocabulary ---------------------------------------------------------------------

#: Seats said relative to the asker: the word and its offset in turn order (TABLE-1..3).
RELATIVE: dict[str, str] = {}
_REL_WORDS = [
    ("opp", "我的对头 我对头 我的对家 我对家 我的对门 我对门 对头 对家 对门 对手家"),
    ("up", "我的上家 我上家 上家 上手 上一家"),
    ("down", "我的下家 我下家 下家 下手 下一家"),
    ("mate_up", "上手联邦 上联邦 上手的联邦 上手队友 上家联邦"),
    ("mate_down", "下手联邦 下联邦 下手的联邦 下手队友 下家联邦"),
    ("mate", "我的联邦 我联邦 联邦 我的队友 我队友 队友 同伙 自家人"),
    ("we", "我们家 我们 咱们 咱家 俺们 我方"),
    ("self", "我的 我 俺 本人 自己"),
    ("he", "他家 他 她 它 这家 那家"),
    ("others", "其他人 其他家 其他的人 其他 别人 别家 大家 其余的人 其余 剩下的人 剩下几家 另外几家 另外的人"),
]
for _key, _words in _REL_WORDS:
    for _w in _words.split():
        RELATIVE[_w] = _key
_EN_REL = [
    ("opp", r"my\s+opposite(?:\s+number)?|the\s+(?:player|seat|one)\s+(?:opposite|across\s+from)\s+me"
            r"|(?:the\s+)?opposite\s+(?:player|seat)\s+of\s+mine|my\s+opponent\s+across"),
    ("up", r"the\s+(?:player|seat|one)\s+(?:before|right\s+before|just\s+before)\s+me|my\s+upstream(?:\s+player)?"),
    ("down", r"the\s+(?:player|seat|one)\s+(?:after|right\s+after|just\s+after)\s+me|the\s+next\s+player"
             r"|my\s+downstream(?:\s+player)?"),
    ("mate", r"my\s+(?:partner|teammate|team\s*mate)s?|my\s+team's\s+player"),
    ("we", r"we|us|our\s+team|our\s+side"),
    ("others", r"everyone\s+else|everybody\s+else|all\s+the\s+others|the\s+others|all\s+others"
               r"|the\s+rest|all\s+the\s+rest|nobody\s+else|no\s+one\s+else|the\s+other\s+players|others"),
    ("self", r"i|me|my|myself|i'm"),
    ("he", r"he|she|they|him|her|them|it(?=\s+(?:still\s+)?(?:burn|beat|pass|yield|play|lead|answer|close|follow|cover))"),
]
#: How far round the table each relative seat sits from the asker (counterclockwise).
OFFSETS = {"self": 0, "up": -1, "down": 1, "opp": 3, "mate_up": -2, "mate_down": 2, "mate": 2}

#: The verbs: the word and its kind.
_ZH_VERBS = [
    ("wrong", "错牌不出 错牌"),
    ("pass", "过牌 过了 过 扣牌 扣了 扣 不要了 不要 要不起 不管了 不管 不出了 不出 没要 没管 管不了 管不起 管不上 管不住 "
             "打不过 压不住 要不了 过去了"),
    ("yield", "让牌 让了 让一下 先让 让"),
    ("burn", "烧牌 烧了 烧 反烧"),
    ("take", "拿 用"),
    ("beat", "管得住 管得了 管得上 压得住 打得过 大得过 管住 管上 压住 接得住 管 压 接"),
    ("play", "接风 接的风 单出 单打 出牌 发牌 出了 出 打了 打 发 顺 跟 领 甩 扔"),
]
_EN_VERBS = [
    ("wrong", r"misplay(?:s|ed)?"),
    ("pass", r"pass(?:es|ed)?|clos(?:es|ed|e)|fold(?:s|ed)?|don't\s+want|doesn't\s+want|didn't\s+want"),
    ("yield", r"yield(?:s|ed)?"),
    ("burn", r"burn(?:s|ed|t)?"),
    ("take", r"with|using|use"),
    ("beat", r"beat(?:s|en)?|cover(?:s|ed)?|top(?:s|ped)?|answer(?:s|ed)?|go(?:es)?\s+over"),
    ("play", r"lead(?:s)?|led|play(?:s|ed)?|follow(?:s|ed)?|put(?:s)?\s+down|throw(?:s)?|threw"),
]
#: A question's words: may (能), who (谁), how many (几), which outcome (怎么办).
_ZH_MARKS = [
    ("may", "能不能 可不可以 能否 可以 能够 能 可 敢 会不会 行不行"),
    ("who", "哪一家 哪家 哪个座位 哪个人 哪位 几号 谁"),
    ("many", "多少 几"),
    ("what", "怎么办 怎么算 咋办 咋算 怎么 如何 咋"),
    ("fin", "已经出完了 已出完 出完了 出完 打完了 打完 走完了 走了 已走 跑了 出净了 出净 没牌了 出光了"),
    ("last", "最后一手是 最后一手 最后一把是 最后一把 最后一次 最后出的是 最后出了 最后出 最后一张是 最后一张"),
    ("hold", "手里有 手里是 手里 手上有 手上 手牌是 手牌"),
    ("left", "手里还有 手里还剩 还剩下 还剩 剩下 剩了 剩 只剩 只有 还有"),
    ("count", "张牌 张"),
    ("after", "之后 以后"),
]
_EN_MARKS = [
    ("may", r"can|could|may|might|is\s+allowed\s+to|am\s+i\s+allowed\s+to|allowed\s+to|able\s+to|is\s+it\s+legal\s+(?:for|to)"),
    ("who", r"who|which\s+seat|which\s+player|whose|anyone|anybody|someone|somebody|any\s+seat"),
    ("many", r"how\s+many|how\s+much"),
    ("what", r"what\s+happens|what\s+now|what\s+then|what"),
    ("fin", r"(?:has|have|had|is|are)?\s*(?:already\s+)?(?:finished|gone\s+out|went\s+out|out|done)"),
    ("last", r"(?:as\s+)?(?:(?:his|her|their|its|my)\s+)?last\s+(?:play|cards|hand)(?:\s+was|\s+were)?"),
    ("hold", r"holds?|is\s+holding|has\s+got|has|have|with\s+cards"),
    ("left", r"(?:is\s+)?left\s+with|still\s+(?:has|holds)|has\s+left"),
    ("count", r"cards?"),
]
#: Words a table says that change nothing here: skipped, and listed in the answer.
_ZH_FILLERS = ("请问 问一下 问下 一下 已经 这时候 这时 现在 然后 接着 这把 这一轮 这轮 还是 还 也 都 就 再 又 先 刚才 刚 才 "
               "了 吗 呢 吧 么 啊 呀 哦 嘛 哈 的 得 着 那么 那 这 是不是 是 对吗 对不对 行吗 可以吗 好吗 行不行 "
               "算 成 要 想 把 给 一手 手 牌 个 够级牌 够级 头科 二科 三科 四科 二落 大落 第一 首先 就是 结果 那个 这个 "
               "他们 人家 下一个 下一轮 接下来 轮到 该 谁的").split()
_EN_FILLERS = (r"please|now|then|still|already|also|too|just|well|so|ok|okay|the|it|its|is|are|am|was|were|be|do|does|did"
               r"|this|that|there|here|a|an|to|of|on|at|in|by|for|hand|trick|card|turn|right|legal|allowed|possible"
               r"|again|anything|something|all|both|first|next|left|now|one|ones|his|her|their|my|turn|lead|hand|cards"
               r"|succeed(?:s|ed)?|success(?:ful)?|released?|fail(?:s|ed)?|stand(?:s)?|hold\s+up"
               r"|whether|if|when|should|must|has\s+to|have\s+to|want\s+to|wants\s+to|going\s+to|try\s+to")
_ZH_SEP = {"、": "list", "/": "list", "和": "and", "跟": "and", "与": "and", "及": "and", "加": "join",
           "带": "join", "挂": "join", "配": "join", "+": "join"}
_EN_SEP = [("list", r"then"), ("and", r"and|&"), ("join", r"plus")]

_CJK_CARDS = sorted((s for s in spellings() if not s.isascii() and s != "两"), key=len, reverse=True)
_SUIT = "[♠♥♣♦♤♡♧♢]"
_CARD_ZH = "(?:" + "|".join(map(re.escape, _CJK_CARDS)) + ")"
_RANK_WORDS = {"three": Rank.THREE, "four": Rank.FOUR, "five": Rank.FIVE, "six": Rank.SIX, "seven": Rank.SEVEN,
               "eight": Rank.EIGHT, "nine": Rank.NINE, "ten": Rank.TEN, "jack": Rank.JACK, "queen": Rank.QUEEN,
               "king": Rank.KING, "ace": Rank.ACE, "two": Rank.TWO, "deuce": Rank.TWO}
_EN_RANK = (r"(?P<word>three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace|two|deuce)(?:s|es)?"
            r"|(?P<jk>big|red|large|small|black|little)\s+jokers?|(?P<sym>10|[2-9JQKA])(?:'?s)?")
_EN_COUNT = (r"(?P<n>(?i:" + "|".join(re.escape(w) for w in sorted(EN_NUMBERS, key=len, reverse=True)
                                    if w not in ("a", "an")) + r")|a|an|An)")
"""A count in English words; the article ``a`` only in lower case (``A`` alone is an ace)."""
_EN_JOKERS = {"big": Rank.BIG_JOKER, "red": Rank.BIG_JOKER, "large": Rank.BIG_JOKER, "small": Rank.SMALL_JOKER,
              "black": Rank.SMALL_JOKER, "little": Rank.SMALL_JOKER}


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_TOKEN = re.compile("|".join([
    r"(?P<space>\s+)",
    r"(?P<seat>(?:座位|坐位|位置|座|(?i:seats?|players?|p)\s*#?)\s*(?P<sn>[0-9]+|[一二三四五六])\s*(?:号位|号|家)?"
    r"|第\s*(?P<sm>[0-9]+|[一二三四五六])\s*(?:号位|号|家|个座位|座)"
    r"|(?P<so>[0-9]+|[一二三四五六])\s*(?:号位|号|家))",
    r"(?P<setafter>第\s*(?P<k>[0-9]+|[一二三四五六七八九十]+)\s*套\s*(?:之后|以后|后)?"
    r"|(?i:after\s+(?:the\s+)?(?:set|group)\s+)(?P<kk>[0-9]+))",
    r"(?P<zhcount>(?P<zn>" + ZH_NUMERAL + r"|[0-9]+)\s*(?P<unit>个|张|对)\s*(?P<zc>" + _SUIT + r"?(?:" + _CARD_ZH
    + r"|10|[2-9JQKAjqka])))",
    r"(?P<colloq>(?P<cw>一对|对子|对|俩|仨|单张|单|一张)\s*(?P<cc>" + _SUIT + r"?(?:" + _CARD_ZH + r"|10|[2-9JQKA])))",
    r"(?P<encount>(?<![A-Za-z])" + _EN_COUNT + r"\s+(?:of\s+)?(?P<er>(?i:" + _EN_RANK + r"))(?![A-Za-z0-9]))",
    r"(?P<endigits>(?P<dn>[0-9]+)\s+(?P<dr>(?i:(?P<dw>three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace"
    r"|two|deuce)(?:s|es)|(?P<djk>big|red|small|black|little)\s+jokers)|(?P<ds>10|[2-9JQKA])'?s)(?![A-Za-z0-9]))",
    r"(?P<enrank>(?<![A-Za-z])(?i:(?P<ew>three|four|five|six|seven|eight|nine|jack|queen|king|ace|deuce)s?"
    r"|(?P<ejk>big|red|small|black|little)\s+jokers?)(?![A-Za-z]))",
    r"(?P<cjk>" + _SUIT + r"?" + _CARD_ZH + r")",
    r"(?P<run>(?:10|[2-9JQKA])(?:\s?(?:10|[2-9JQKA])(?!\s*[张个对]))*(?![A-Za-z0-9]))",
]))
_REL_ZH = re.compile(_alt(list(RELATIVE)))
_REL_EN = re.compile("|".join(f"(?P<{k}>(?i:{p}))(?![A-Za-z'])" for k, p in _EN_REL))
_ZH_WORD_KINDS: dict[str, tuple[str, str]] = {}
for _kind, _words in _ZH_MARKS:
    for _w in _words.split():
        _ZH_WORD_KINDS[_w] = (_kind, "")
for _value, _words in _ZH_VERBS:
    for _w in _words.split():
        _ZH_WORD_KINDS[_w] = ("verb", _value)
_ZH_WORD = re.compile(_alt(list(_ZH_WORD_KINDS)))
"""Every Chinese verb and mark, one longest match (出完了 is finished, not 出; 接风 is not 接)."""
_ZH_QUESTION = frozenset("吗 呢 么 行吗 可以吗 对吗 对不对 好吗 行不行 是不是".split())
_WORDS_EN = [("verb", value, re.compile(f"(?i:{p})(?![A-Za-z])")) for value, p in _EN_VERBS] + \
            [(kind, "", re.compile(f"(?i:{p})(?![A-Za-z])")) for kind, p in _EN_MARKS]
_FILLER_ZH = re.compile(_alt(_ZH_FILLERS))
_FILLER_EN = re.compile(f"(?i:{_EN_FILLERS})(?![A-Za-z'])")
_SEP_EN = [(v, re.compile(f"(?i:{p})(?![A-Za-z])")) for v, p in _EN_SEP]
_PUNCT = re.compile(r"[:：“”\"'()（）!！~～…—\-]+")
_QMARK = re.compile(r"[?？]")
_CLAUSE_END = re.compile(r"[，,。；;:：\n]|[?？!！]+|\.(?=\s|$)|然后|接着|之后(?=[^\s]*(?:座位|[1-6]号|我|上家|下家|对头))")
_I_AM = re.compile(r"(?:我是|我坐|我在|我坐在|我是在)\s*(?:座位|第)?\s*(?P<a>[1-6]|[一二三四五六])\s*(?:号位|号|家|座)?"
                   r"|(?i:i\s*(?:'m|am)\s+(?:in\s+|at\s+)?(?:seat|player)\s*(?P<b>[1-6]))"
                   r"|(?i:(?:as|from)\s+seat\s+(?P<c>[1-6]))")
_AND_SUBJECT = re.compile(r"\s+and\s+(?=(?:seats?\s*[0-9]|players?\s*[0-9]|I\s|me\b|my\s|the\s+player|everyone|everybody"
                          r"|all\s+the\s+others|the\s+others|the\s+rest|nobody|no\s+one|he\s|she\s)(?!.*\bthen\b))", re.I)
"""English " and " before a new subject ("I lead three 9s and everyone else passes"): a new clause."""
_RULES_SAID = re.compile(r"(?:规则|(?i:house\s+rules|rules?|preset))\s*[:：是用]?\s*(?P<spec>[A-Za-z_][A-Za-z_0-9]*"
                         r"(?:\s+[A-Za-z_][A-Za-z_0-9]*=[A-Za-z_0-9]+)*|(?:[A-Za-z_][A-Za-z_0-9]*=[A-Za-z_0-9]+\s*)+)")
"""The house rules said in the text, as the notation says them: a preset, then switches."""
_FULL_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
_CJK = re.compile("[\u3400-\u9fff]")
MAX_TALK = 600
"""The longest question read (characters); a longer one is refused at once."""


@dataclass(frozen=True)
class Tok:
    """One word of a clause: its kind (``seat``, ``rel``, ``cards``, ``num``, ``verb``, ``may``,
    ``who``, ``many``, ``what``, ``fin``, ``last``, ``hold``, ``count``, ``sep``, ``after``,
    ``setafter``, ``q``), its value and the text it was read from."""

    kind: str
    value: Any
    text: str


class TalkError(GoujiError):
    """A text the reader cannot make a table of: ``problem`` says what is wrong (both
    languages, the catalogue's code), ``understood`` what was read before it."""

    def __init__(self, code: str, problem: dict[str, str], understood: "Talk | None" = None,
                 word: str = "") -> None:
        super().__init__(code, problem["zh"], problem["en"])
        self.problem = problem
        self.understood_talk = understood
        self.word = word
        self.read_before = ""
        """The clauses before the one that could not be read (for what was understood)."""


def language(text: str) -> str:
    """``"zh"`` when the text holds Chinese, else ``"en"``.

    >>> language("上家出了五个10"), language("can I burn?")
    ('zh', 'en')
    """
    return "zh" if _CJK.search(text) else "en"


def rules_in(said: str) -> tuple[dict[str, Any] | None, str]:
    """The house rules a text names (``规则 laotou burn_release=anyone``, ``rules laotou``) as a
    case's ``rules``, and the text without them; ``None`` when it names none. An unknown
    preset or switch is a :class:`TalkError` in the rules' own words.

    >>> rules_in("规则 laotou，我们记几分")
    ({'preset': 'laotou', 'switches': {}}, '我们记几分')
    """
    m = _RULES_SAID.search(said)
    if m is None:
        return None, said
    return _rules_said(m.group("spec")), (said[:m.start()] + said[m.end():]).strip(" ，,。")


def _rules_said(spec: str) -> dict[str, Any]:
    preset, switches = "outline", {}
    for word in spec.split():
        name, eq, value = word.partition("=")
        if eq:
            switches[name] = value
        else:
            preset = word
    try:
        values = {k: switch_value(k, v) for k, v in switches.items()}
        Rules.from_spec(preset, values)
    except GoujiError as err:
        raise TalkError(err.code, {"zh": err.zh, "en": err.en}) from None
    return {"preset": preset, "switches": values}


def _seat_no(word: str) -> int:
    return int(word) if word.isdigit() and len(word) < 4 else ZH_DIGITS.get(word, 0) if len(word) == 1 else 0


def _rank_of(symbol: str) -> Rank:
    return next(iter(Hand.parse(symbol)))


def _counted(n: int, rank: Rank) -> Hand:
    return Hand.from_counts({rank: n})


def _en_rank(m: re.Match[str], word: str, jk: str, sym: str) -> Rank:
    if m.group(jk):
        return _EN_JOKERS[m.group(jk).lower()]
    if m.group(word):
        return _RANK_WORDS[m.group(word).lower()]
    return _rank_of(m.group(sym).upper())


def tokens(clause: str, limit: int, skipped: list[str]) -> Iterator[Tok]:
    """The words of one clause, longest first; fillers go to ``skipped``; a word the reader
    does not know is a :class:`TalkError` naming it."""
    i, n = 0, len(clause)
    while i < n:
        rest = clause[i]
        m = _TOKEN.match(clause, i)
        if m and m.end() > i:
            kind = m.lastgroup
            i = m.end()
            if kind == "space":
                continue
            if kind == "seat":
                yield Tok("seat", _seat_no(m.group("sn") or m.group("sm") or m.group("so")), m.group())
            elif kind == "setafter":
                yield Tok("setafter", _count(m.group("k") or m.group("kk"), limit), m.group())
            elif kind == "zhcount":
                k = 2 if m.group("unit") == "对" and m.group("zn") in ("一", "1") else _count(m.group("zn"), limit)
                if m.group("unit") == "对":
                    k *= 2 if m.group("zn") not in ("一", "1") else 1
                yield Tok("cards", _counted(k, _rank_of(m.group("zc").upper())), m.group())
            elif kind == "colloq":
                k = {"一对": 2, "对子": 2, "对": 2, "俩": 2, "仨": 3}.get(m.group("cw"), 1)
                yield Tok("cards", _counted(k, _rank_of(m.group("cc"))), m.group())
            elif kind == "encount":
                k = _count(m.group("n"), limit)
                rank = _en_rank(m, "word", "jk", "sym")
                yield Tok("cards", _counted(k, rank), m.group())
            elif kind == "endigits":
                k = _count(m.group("dn"), limit)
                yield Tok("cards", _counted(k, _en_rank(m, "dw", "djk", "ds")), m.group())
            elif kind == "enrank":
                yield Tok("cards", _counted(1, _en_rank(m, "ew", "ejk", "ew")), m.group())
            elif kind == "cjk":
                yield Tok("cards", Hand.parse(m.group()), m.group())
            elif kind == "run":
                yield from _run(m.group())
            continue
        m = _REL_ZH.match(clause, i)
        if m:
            yield Tok("rel", RELATIVE[m.group()], m.group())
            i = m.end()
            continue
        found = False
        m = _ZH_WORD.match(clause, i)
        f = _FILLER_ZH.match(clause, i)
        if m and not (f and len(f.group()) > len(m.group())):
            kind, value = _ZH_WORD_KINDS[m.group()]
            yield Tok(kind, value, m.group())
            i = m.end()
            continue
        if rest in _ZH_SEP:
            yield Tok("sep", _ZH_SEP[rest], rest)
            i += 1
            continue
        if rest.isascii() and rest.isalpha():
            if i and clause[i - 1].isascii() and clause[i - 1].isalpha():
                raise _unknown(clause, i)
            m = _REL_EN.match(clause, i)
            if m and m.lastgroup:
                yield Tok("rel", m.lastgroup, m.group())
                i = m.end()
                continue
            for kind, value, pattern in _WORDS_EN:
                m = pattern.match(clause, i)
                if m:
                    yield Tok(kind, value, m.group())
                    i, found = m.end(), True
                    break
            if found:
                continue
            for value, pattern in _SEP_EN:
                m = pattern.match(clause, i)
                if m:
                    yield Tok("sep", value, m.group())
                    i, found = m.end(), True
                    break
            if found:
                continue
            m = _FILLER_EN.match(clause, i)
            if m:
                skipped.append(m.group())
                i = m.end()
                continue
            raise _unknown(clause, i)
        if rest.isdigit():
            m = re.compile(r"[0-9]+").match(clause, i)
            assert m is not None
            yield Tok("num", m.group(), m.group())
            i = m.end()
            continue
        m = _FILLER_ZH.match(clause, i)
        if m:
            skipped.append(m.group())
            if m.group() in _ZH_QUESTION:
                yield Tok("q", "", m.group())
            i = m.end()
            continue
        if _QMARK.match(rest):
            yield Tok("q", "", rest)
            i += 1
            continue
        m = _PUNCT.match(clause, i)
        if m:
            i = m.end()
            continue
        raise _unknown(clause, i)


def _unknown(clause: str, i: int) -> TalkError:
    m = re.compile(r"[A-Za-z']+|.").match(clause, i)
    word = m.group() if m else clause[i]
    return TalkError("talk-unknown-word", text("talk-unknown-word", word=word), word=word)


def _count(word: str, limit: int) -> int:
    try:
        return read_count(word, limit)
    except CountError as err:
        raise TalkError(err.code, err.problem, word=word) from None


def _run(said: str) -> Iterator[Tok]:
    """A run of card symbols (``K K K``, ``JJJ``, ``99``, ``1010``): cards; a lone digit or
    number is a ``num`` (a seat or a card, as the clause decides)."""
    symbols = re.findall(r"10|[2-9JQKA]", said)
    if len(symbols) == 1 and said.strip().isdigit():
        yield Tok("num", said.strip(), said)
        return
    head = re.match(r"([2-9])\s+", said)
    if head and symbols[1] != symbols[0]:      # "4 A A A": seat 4, then its cards
        yield Tok("num", head.group(1), head.group(1))
        symbols = symbols[1:]
    yield Tok("cards", Hand.parse(" ".join(symbols)), said)


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


#: The kinds of question a table asks about a trick.
KINDS = ("play", "pass", "yield", "burn", "burn-outcome", "legal", "may-beat", "may-burn", "who-beat",
         "who-burn", "who-next", "cards")


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
    topic: list[str] = field(default_factory=list)


_TOPIC_ZH = re.compile(r"记分|几分|记几分|得几分|分数|负分|扣分|算分|计分|串三户|串两户|双下|进贡|落贡|还贡|回贡|点贡|贡|"
                       r"革命|重新发牌|重发|重洗|开点|点|亮3|亮三|大落|先出|谁先|接风|够死级|烧死|头科|二科|三科|四科|五科|末科|大落|二落|"
                       r"名次|第一|倒数|报|抗贡")
_OUTCOME = re.compile(r"烧成|烧糊|烧死|解除|解烧|released?|succeed(?:s|ed)?|fail(?:s|ed)?|stand(?:s)?", re.I)


def _parse(clause: str, limit: int, skipped: list[str]) -> _Said:
    said = _Said(clause)
    toks = list(tokens(clause, limit, skipped))
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
        elif t.kind in ("may", "who", "many", "what", "fin", "last", "hold", "q"):
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
            parsed.append(_parse(c, deck, skipped))
        except TalkError as err:
            err.read_before = "，".join(said_clauses[:k])
            raise
    # a clause of seats alone ("seats 2, 3") is the subject of the next
    merged: list[_Said] = []
    carry: list[tuple[str, Any]] = []
    for said in parsed:
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
    talk.skipped = tuple(skipped)
    asker = seat if seat is not None else stated
    _Builder(talk, merged, asker).run()
    return talk


class _Builder:
    """The clauses put together: seats resolved from the asker, statements into the case's
    parts, the last question into :class:`Question`."""

    def __init__(self, talk: Talk, said: list[_Said], asker: int | None) -> None:
        self.talk, self.said, self.asker = talk, said, asker
        self.last_seat: int | None = None
        self.held: list[tuple[int, Hand, bool]] = []

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
            self.clause(said, last)
        self.holdings()

    def cards_alone(self) -> bool:
        """A question about cards alone, naming no seat: ``X 能管 Y 吗`` / ``can X beat Y``."""
        if len(self.said) != 1 or self.said[0].subjects:
            return False
        said = self.said[0]
        if said.verb not in ("beat", "play") or not 0 < said.verb_at < len(said.sets) \
                or not said.marks & {"may", "q"}:
            return False
        later, earlier = Hand(), Hand()
        for h in said.sets[:said.verb_at]:
            later = later.add(h)
        for h in said.sets[said.verb_at:]:
            earlier = earlier.add(h)
        self.talk.cards_asked = (later, earlier)
        self.talk.question = Question("cards")
        return True

    def seats(self, said: _Said) -> list[int | str]:
        out: list[int | str] = []
        for key, value in said.subjects:
            if key == "rel" and value == "others":
                out.append("others")
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
                    if said.sets and ("last" in said.marks):
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
            return
        if question:
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
            if not said.sets and not verb:
                return
            seats = [self.last_seat] if self.last_seat else []
        if not verb:
            raise TalkError("talk-no-verb", _said("talk-no-verb", clause=said.text))
        for s in seats:
            if s == "others":
                self.others(verb)
                continue
            if not isinstance(s, int):
                continue
            self.talk.trick.append(self.entry(s, verb, said))
            self.last_seat = s

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

    def others(self, verb: str) -> None:
        """"其他人都过": every seat whose turn comes, in turn, until the turn is back at the
        play on top, the asker's or nobody's (the floor's turn order, Situation.to_move)."""
        from .case import parse_entry
        from .situation import Situation
        talk = self.talk
        entries = [parse_entry(e, "trick") for e in talk.trick if "burn" not in e or "play" in e]
        s = Situation.build(None, {int(k): v for k, v in talk.hands.items()},
                            {int(k): v for k, v in talk.counts.items()}, talk.finished, entries)
        owner = s.trick_state.top_seat
        from .actions import Pass
        for _ in range(6):
            nxt = s.to_move()
            if nxt is None or nxt == owner or nxt == self.asker or (talk.others and s.is_closed()):
                break
            talk.others.append(len(talk.trick))
            talk.trick.append({"seat": nxt, "pass": True})
            s = s.after(Pass(nxt))
        passed = [str(talk.trick[i]["seat"]) for i in talk.others]
        self.talk.assumed.append(("talk-assumed-others", {"seats": "、".join(passed) if talk.lang == "zh"
                                                          else ", ".join(passed)}))

    def question(self, said: _Said, seats: list[int | str]) -> None:
        talk = self.talk
        who = "who" in seats or "who" in said.marks
        subject = next((s for s in seats if isinstance(s, int)), None)
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
        if verb in ("pass", "yield", "wrong"):
            talk.question = Question(verb if verb != "wrong" else "pass", subject, self.entry(subject, verb, said))
        elif verb == "burn":
            if said.sets:
                talk.question = Question("burn", subject, {"seat": subject, "burn": [str(h) for h in said.sets]})
            else:
                talk.question = Question("may-burn", subject)
        elif said.sets:
            cards = Hand()
            for h in said.sets:
                cards = cards.add(h)
            talk.question = Question("play", subject, {"seat": subject, "play": str(cards)})
        else:
            talk.question = Question("may-beat", subject)
        self.last_seat = subject
        if talk.question.action and "burn" in talk.question.action:
            talk.question.responses.extend(self.talk.responses)

    def fit_subject(self) -> int:
        """A question with no seat and no asker: the seat the floor says acts next (said)."""
        self.talk.assumed.append(("talk-assumed-next", {}))
        return -1


def _said(code: str, **params: object) -> dict[str, str]:
    return text(code, **params)


__all__ = ["rules_in", "KINDS", "MAX_TALK", "OFFSETS", "Question", "RELATIVE", "Talk", "TalkError", "Tok", "clauses",
           "language", "read_talk", "tokens"]
