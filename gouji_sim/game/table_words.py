"""The words of the table, and one clause read into them: the reader of table speech's
vocabulary (:mod:`gouji_sim.game.table_talk` puts the words together).

A hand-made longest match over the game's own words — seats (``座位3``, ``3号``, ``seat 3``),
seats said from where the asker sits (``上家``, ``对头``, ``my opposite``), verbs, counted and
colloquial cards (``五个10``, ``一对K``, ``俩A``, ``单2``, ``a pair of kings``), question words and
the fillers a table says that change nothing (skipped and listed). No segmenter, no model: the
site's jieba dictionary stays with the site's search; the rules core stays the standard library.

>>> tuple(t.kind for t in tokens("上家出了五个10", 216, []))
('rel', 'verb', 'cards')
>>> skipped = []
>>> tuple(t.text for t in tokens("我还能烧吗", 216, skipped)), tuple(skipped)
(('我', '能', '烧', '吗'), ('还', '吗'))
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

from . import talk_words  # noqa: F401  (the words of questions asked at the table)
from ..core.cards import Hand, Rank, spellings
from ..core.counts import EN_NUMBERS, ZH_DIGITS, ZH_NUMERAL, CountError, read_count
from ..core.errors import GoujiError
from ..core.messages import text
from ..core.rules import said_rules, switch_value
from .rules_words import PRESET_NAMES, PRESET_WORDS, SWITCH_SAID, rules_in_words, switch_said

# --- the vocabulary ---------------------------------------------------------------------

#: Seats said relative to the asker: the word and its offset in turn order (TABLE-1..3).
RELATIVE: dict[str, str] = {}
_REL_WORDS = [
    ("opp", "我的对头 我对头 我的对家 我对家 我的对门 我对门 对头 对家 对门 对手家"),
    ("up", "我的上家 我上家 我的上手 我上手 上家 上手 上一家"),
    ("down", "我的下家 我下家 我的下手 我下手 下家 下手 下一家"),
    ("mate_up", "上手联邦 上联邦 上手的联邦 上手队友 上家联邦 上上家 上上手"),
    ("mate_down", "下手联邦 下联邦 下手的联邦 下手队友 下家联邦 下下家 下下手"),
    ("mate", "我的联邦 我联邦 联邦 我的队友 我队友 队友 同伙 自家人"),
    ("we", "我们家 我们 咱们 咱家 俺们 我方"),
    ("self", "我的 我 俺 本人 自己"),
    ("he", "他家 他 她 它 这家 那家"),
    ("next2", "后面两家 下面两家 后两家 接下来两家"),
    ("between", "中间两家 中间的两家 中间俩 中间两个 中间那两家 夹着的两家"),
    ("next3", "后面三家 下面三家 后三家"),
    ("others", "其他人 其他家 其他的人 其他 别人 别家 大家 其余的人 其余 剩下的人 剩下几家 另外几家 另外的人 没有人 没人"),
]
for _key, _words in _REL_WORDS:
    for _w in _words.split():
        RELATIVE[_w] = _key
_EN_REL = [
    ("opp", r"my\s+opposite(?:\s+number)?|the\s+(?:player|seat|one|guy|person|man|woman|lady)\s+"
            r"(?:opposite(?:\s+me)?|across\s+(?:the\s+table\s+)?from\s+me|across\s+the\s+table)"
            r"|(?:the\s+)?opposite\s+(?:player|seat)\s+of\s+mine|my\s+opponent\s+across(?:\s+the\s+table)?"),
    ("up", r"the\s+(?:player|seat|one|person|guy)\s+(?:before|right\s+before|just\s+before)\s+me|my\s+upstream(?:\s+player)?"),
    ("down", r"the\s+(?:player|seat|one|person|guy)\s+(?:after|right\s+after|just\s+after)\s+me|the\s+next\s+player"
             r"|my\s+downstream(?:\s+player)?"),
    ("mate", r"my\s+(?:partner|teammate|team\s*mate)s?|my\s+team's\s+player"),
    ("we", r"we|us|our\s+team|our\s+side"),
    ("next2", r"the\s+next\s+(?:two|2)(?:\s+(?:players|seats))?"),
    ("between", r"the\s+(?:two|2)\s+(?:players\s+|seats\s+)?(?:in\s+)?between|(?:both\s+)?(?:the\s+)?(?:players|seats)\s+in\s+between"),
    ("next3", r"the\s+next\s+(?:three|3)(?:\s+(?:players|seats))?"),
    ("others", r"everyone\s+else|everybody\s+else|all\s+the\s+others|the\s+others|all\s+others"
               r"|the\s+rest|all\s+the\s+rest|nobody\s+else|no\s+one\s+else|the\s+other\s+players|others"
               r"|everyone|everybody|nobody|no\s+one"),
    ("self", r"i|me|my|myself|i'm"),
    ("he", r"he|she|they|him|her|them|it(?=\s+(?:still\s+)?(?:burn|beat|pass|yield|play|lead|answer|close|follow|cover))"),
]
#: "Nobody": the others, said as a clause that no one did (or could) do something.
NOBODY = re.compile(r"没有人|没人|\b(?:nobody|no\s+one)\b", re.I)
#: How far round the table each relative seat sits from the asker (counterclockwise).
OFFSETS = {"self": 0, "up": -1, "down": 1, "opp": 3, "mate_up": -2, "mate_down": 2, "mate": 2}

#: The verbs: the word and its kind.
_ZH_VERBS = [
    ("wrong", "错牌不出 错牌"),
    ("pass", "过牌 过了 过 扣牌 扣了 扣 不要了 不要 要不起 不管了 不管 不出了 不出 没要 没管 管不了 管不起 管不上 管不住 "
             "打不过 压不住 要不了 过去了"),
    ("yield", "让牌 让了 让一下 先让 让"),
    ("burn", "烧回去 烧回来 烧牌 烧了 烧 反烧 回烧"),
    ("take", "拿 用"),
    ("beat", "要得起 要得住 要得了 压得了 管得住 管得了 管得上 压得住 打得过 大得过 管住 管上 压住 接得住 管 压 接"),
    ("play", "先走 接风 接的风 单出 单打 出牌 发牌 出了 出 打了 打 发 顺 跟 领 甩 扔"),
]
_EN_VERBS = [
    ("wrong", r"misplay(?:s|ed)?"),
    ("pass", r"pass(?:es|ed)?|clos(?:es|ed|e)|fold(?:s|ed)?|don't\s+want|doesn't\s+want|didn't\s+want"),
    ("yield", r"yield(?:s|ed)?"),
    ("burn", r"re-?burn(?:s|ed|t)?|burn(?:s|ed|t)?(?:\s+(?:it\s+)?back)?"),
    ("take", r"with|using|use"),
    ("beat", r"beat(?:s|en)?|cover(?:s|ed)?|top(?:s|ped)?|answer(?:s|ed)?|go(?:es)?\s+over"),
    ("play", r"takes?\s+over|took\s+over|lead(?:s)?|led|play(?:s|ed)?|follow(?:s|ed)?|put(?:s)?\s+down"
             r"|(?:throw(?:s)?|threw|thrown|lay(?:s)?|laid)(?:\s+down)?|drop(?:s|ped)?|open(?:s|ed)?\s+with"
             r"|start(?:s|ed)?\s+with"),
]
#: A question's words: may (能), who (谁), how many (几), which outcome (怎么办).
_ZH_MARKS = [
    ("may", "能不能 可不可以 能否 可以 能够 能 可 敢 会不会 行不行"),
    ("who", "还有没有人 还有人 有没有人 有人 哪一家 哪家 哪个座位 哪个人 哪位 几号 谁"),
    ("many", "多少 几"),
    ("what", "怎么办 怎么算 咋办 咋算 怎么 如何 咋"),
    ("fin", "是头科 是二科 是三科 是四科 是五科 拿了头科 拿了二科 拿了三科 拿了四科 拿了五科 先走了 先出完了 已经出完了 已出完 出完了 出完 打完了 打完 走完了 走了 已走 跑了 出净了 出净 没牌了 出光了"),
    ("last", "最后一手是 最后一手 最后一把是 最后一把 最后一次 最后出的是 最后出了 最后出 最后一张是 最后一张"),
    ("hold", "手里有 手里是 手里 手上有 手上 手牌是 手牌"),
    ("left", "手里还有 手里还剩 还剩下 还剩 剩下 剩了 剩 只剩 只有 还有"),
    ("count", "张牌 张"),
    ("gouji", "算不算够级 是不是够级 够不够级 才算够级 才是够级 才够级 算够级 是够级"),
    ("after", "之后 以后"),
]
_EN_MARKS = [
    ("may", r"can|could|may|might|is\s+allowed\s+to|am\s+i\s+allowed\s+to|allowed\s+to|able\s+to|is\s+it\s+legal\s+(?:for|to)"),
    ("who", r"who's|who\s+is|who|which\s+seat|which\s+player|whose|anyone|anybody|someone|somebody|any\s+seat"),
    ("many", r"how\s+many|how\s+much"),
    ("what", r"what\s+happens|what\s+now|what\s+then|what"),
    ("fin", r"(?:has|have|had|is|are)?\s*(?:already\s+)?(?:finished|gone\s+out|went\s+out|out|done)"),
    ("last", r"(?:as\s+)?(?:(?:his|her|their|its|my)\s+)?last\s+(?:play|cards|hand)(?:\s+was|\s+were)?"),
    ("hold", r"holds?|is\s+holding|has\s+got|has|have|with\s+cards"),
    ("left", r"(?:is\s+)?left\s+with|still\s+(?:has|holds)|has\s+left"),
    ("count", r"cards?"),
    ("gouji", r"(?:(?:do\s+you\s+need\s+)?(?:to\s+)?(?:make|makes|count\s+as|counts\s+as|for)\s+)?(?:an?\s+)?gouji(?:\s+play)?"),
]
#: Words a table says that change nothing here: skipped, and listed in the answer.
_ZH_FILLERS = ("请问 问一下 问下 一下 已经 这时候 这时 现在 然后 接着 这把 这一轮 这轮 还是 还 也 都 就 再 又 先 刚才 刚 才 "
               "了 吗 呢 吧 么 啊 呀 哦 嘛 哈 的 得 着 那么 那 这 是不是 是 对吗 对不对 行吗 可以吗 好吗 行不行 "
               "算 成 要 想 把 给 一手 手 牌 个 够级牌 够级 头科 二科 三科 四科 二落 大落 第一 首先 就是 结果 那个 这个 "
               "他们 人家 下一个 下一轮 接下来 轮到 该 谁的 啦 嘞 咧 哇 呗 噢 喔 嗯 哟 呐 诶 哎 唉 那么 这样 请 麻烦 帮我 看看 问问 "
               "黑桃 红桃 红心 梅花 草花 方片 方块 花色 来 帮他 帮她 帮").split()
_EN_FILLERS = (r"hey|hi|um|uh|hmm|how\s+about|about|say|tell\s+me|question|please|now|then|still|already|also|too|just|well|so|ok|okay|the|it|its|is|are|am|was|were|be|do|does|did"
               r"|this|that|there|here|a|an|to|of|on|at|in|by|for|hand|trick|card|turn|right|legal|allowed|possible"
               r"|again|anything|something|all|both|first|next|left|now|one|ones|his|her|their|my|turn|lead|hand|cards"
               r"|succeed(?:s|ed)?|success(?:ful)?|released?|fail(?:s|ed)?|stand(?:s)?|hold\s+up"
               r"|lone|only|just|single|alone"
               r"|(?:of\s+)?(?:hearts?|spades?|clubs?|diamonds?)|suited|same\s+suit"
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
    + r"|老K|十|10|[2-9JQKAjqka])))",
    r"(?P<colloq>(?P<cw>一对|对子|对|俩|仨|单张|单|一张)\s*(?P<cc>" + _SUIT + r"?(?:" + _CARD_ZH + r"|老K|十|10|[2-9JQKA])))",
    r"(?P<laok>老K)",
    r"(?P<encount>(?<![A-Za-z])" + _EN_COUNT + r"\s+(?:of\s+)?(?P<er>(?i:" + _EN_RANK + r"))(?![A-Za-z0-9]))",
    r"(?P<endigits>(?P<dn>[0-9]+)\s+(?P<dr>(?i:(?P<dw>three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace"
    r"|two|deuce)(?:s|es)|(?P<djk>big|red|small|black|little)\s+jokers)|(?P<ds>10|[2-9TJQKA])'?s)(?![A-Za-z0-9]))",
    r"(?P<enrank>(?<![A-Za-z])(?i:(?P<ew>three|four|five|six|seven|eight|nine|jack|queen|king|ace|deuce)s?"
    r"|(?P<ejk>big|red|small|black|little)\s+jokers?)(?![A-Za-z]))",
    r"(?P<abbr>(?<![A-Za-z])(?:BJ|SJ|bj|sj)(?![A-Za-z0-9]))",
    r"(?P<cjk>" + _SUIT + r"?" + _CARD_ZH + r")",
    r"(?P<run>" + _SUIT + r"?(?:10|[2-9JQKA])(?:\s?" + _SUIT + r"?(?:10|[2-9JQKA])(?!\s*[张个对]))*(?![A-Za-z0-9]))",
    r"(?P<tens>(?<![A-Za-z])T(?:\s?T)+(?![A-Za-z0-9]))",
]))
_LOWER_RUN = re.compile(r"(?<![A-Za-z])(?:10|[2-9JQKAjqka])(?:\s?(?:10|[2-9JQKAjqka]))*(?![A-Za-z0-9])(?!\s*[A-Za-z]{2})")
"""Card symbols typed in lower case (``a a``, ``k k k``): a run of cards where the text is
Chinese, or where the article ``a`` would otherwise swallow an ace (``a a`` is two aces, never
"one ace"; ``a 2`` and ``a K`` stay one card each)."""
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
_AND_SUBJECT = re.compile(r"\s+and\s+(?=(?:seats?\s*#?\s*[0-9]|players?\s*#?\s*[0-9]|I\s|me\b|my\s|the\s+player|everyone|everybody"
                          r"|all\s+the\s+others|the\s+others|the\s+rest|nobody|no\s+one|he\s|she\s)(?!.*\bthen\b))", re.I)
"""English " and " before a new subject ("I lead three 9s and everyone else passes"): a new clause."""
_RULES_SAID = re.compile(r"(?:规则|(?i:\b(?:house\s+rules|rules?|preset)\b))\s*(?:[:：是用]|(?i:are|is)\b)?\s*(?P<spec>[A-Za-z_][A-Za-z_0-9]*"
                         r"(?:\s+[A-Za-z_][A-Za-z_0-9]*=[A-Za-z_0-9]+)*|(?:[A-Za-z_][A-Za-z_0-9]*=[A-Za-z_0-9]+\s*)+)")
"""The house rules said in the text, as the notation says them: a preset, then switches."""
#: Words that follow "rules" in a sentence ("laotou rules with tribute", "rules for burning"),
#: never a preset's name: the rules are then said in words (:func:`natural_rules`), if at all.
_NOT_A_PRESET = frozenset({"with", "and", "on", "of", "for", "in", "the", "that", "this", "say", "said", "about",
                           "when", "if", "where", "here", "there", "we", "you", "they", "i", "but", "so", "to"})
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
    languages, the catalogue's code), ``word`` the word it could not read, ``read_before``
    the clauses before the one it stopped in, ``read_in_part`` those and the words before
    ``word``."""

    def __init__(self, code: str, problem: dict[str, str], word: str = "") -> None:
        super().__init__(code, problem["zh"], problem["en"])
        self.problem = problem
        self.word = word
        self.read_before = ""
        """The clauses before the one that could not be read (for what was understood)."""
        self.read_in_part = ""
        """Those clauses and the words of the next one before the word not known, when
        there are such words (read first; :attr:`read_before` when they do not read)."""


def language(text: str) -> str:
    """``"zh"`` when the text holds Chinese, else ``"en"``.

    >>> language("上家出了五个10"), language("can I burn?")
    ('zh', 'en')
    """
    return "zh" if _CJK.search(text) else "en"


_MEANING_ZH = re.compile(r"^\s*(?:请问|问一下|问下)?\s*(?:什么叫(?:做)?|什么是|啥叫|啥是)\s*(?P<a>[^，,。？?！!]{1,12}?)\s*[？?。!！]*\s*$"
                         r"|^\s*(?:请问|问一下|问下)?\s*(?P<b>[^，,。？?！!]{1,12}?)\s*(?:是什么意思|是啥意思|什么意思|啥意思|"
                         r"是什么|是啥|指的是什么|怎么讲|怎么解释)\s*(?:呀|啊|呢|吗)?\s*[？?。!！]*\s*$")
_MEANING_EN = re.compile(r"^\s*(?:what\s+(?:is|are|'s)\s+(?:an?\s+|the\s+)?(?:meaning\s+of\s+(?:an?\s+|the\s+)?)?"
                         r"(?P<a>[a-z0-9\u4e00-\u9fff][\w\u4e00-\u9fff' -]{0,30}?)"
                         r"|what\s+does\s+(?:an?\s+|the\s+)?(?P<b>[\w\u4e00-\u9fff' -]{1,30}?)\s+mean"
                         r"|define\s+(?:an?\s+|the\s+)?(?P<c>[\w\u4e00-\u9fff' -]{1,30}?))\s*[?.!]*\s*$", re.I)
_NOT_A_WORD = re.compile(r"(?i)\b(?:score|points?|tribute|happens|next|leads?|turn)\b|几|谁|多少")
"""Questions that only look like "what is …": a hand's score, who leads, what happens."""


def meaning_asked(said: str) -> str | None:
    """The word whose meaning ``said`` asks ("开点是什么意思", "什么叫烧牌", "what is a burn?",
    "what does 接风 mean"), or ``None``: a table's ruling cannot answer it; the glossary does.

    >>> meaning_asked("开点是什么意思"), meaning_asked("what does 接风 mean?"), meaning_asked("what is the score?")
    ('开点', '接风', None)
    """
    m = _MEANING_ZH.match(said) or _MEANING_EN.match(said)
    if m is None:
        return None
    word = next(g for g in m.groups() if g is not None).strip()
    return None if _NOT_A_WORD.search(word) else word


def rules_in(said: str) -> tuple[dict[str, Any] | None, str]:
    """The house rules a text names (``规则 laotou burn_release=anyone``, ``rules laotou``) as a
    case's ``rules``, and the text without them; ``None`` when it names none. An unknown
    preset or switch is a :class:`TalkError` in the rules' own words.

    >>> rules_in("规则 laotou，我们记几分")
    ({'preset': 'laotou', 'switches': {}}, '我们记几分')
    """
    try:
        in_words = rules_in_words(said)      # "规则：老头够级 加改动 进贡：开；…", as the pages show them
    except GoujiError as err:
        raise TalkError(err.code, {"zh": err.zh, "en": err.en}) from None
    if in_words is not None:
        return in_words[0], said[in_words[1]:].strip()
    m = _RULES_SAID.search(said)
    if m is None or m.group("spec").split()[0].lower() in _NOT_A_PRESET:
        # "under laotou rules with tribute": "rules" ends a preset said in words, not the notation
        rules, _, rest = natural_rules(said)
        return rules, rest
    try:
        rules = said_rules(m.group("spec"))
    except GoujiError as err:
        named, _, rest = natural_rules(said)     # "Rules: Laotou Gouji", as the Lab shows them
        if named is not None and named["preset"] is not None:
            return named, rest
        raise TalkError(err.code, {"zh": err.zh, "en": err.en}) from None
    return rules, (said[:m.start()] + said[m.end():]).strip(" ，,。:：;；")


_NATURAL_PRESET = re.compile(rf"(?:按照?|照|规则[:：]\s*)(?P<a>{PRESET_NAMES})(?:的)?(?:规矩|打法|规则|玩法|来)?"
                             rf"|(?P<b>{PRESET_NAMES})的(?:规矩|打法|规则|玩法)"
                             rf"|(?i:\b(?:under|with|playing|in)\s+(?P<c>{PRESET_NAMES})(?:\s+rules)?\b)"
                             rf"|(?i:\brules\s*:\s*(?P<d>{PRESET_NAMES})\b)"
                             rf"|(?i:\b(?P<e>{PRESET_NAMES})\s+rules\b)")
#: A switch turned on as a table says it: "with tribute on", "打进贡的".
_NATURAL_ON = (("tribute", re.compile(r"(?i:\bwith\s+tribute(?:\s+on)?\b|\btribute\s+(?:is\s+)?on\b"
                                      r"|\bif\s+(?:we|you)\s+play\s+(?:with\s+)?tribute\b)"
                                      r"|打进贡的|带进贡的|有进贡的|进贡的打法|进贡的规矩|要是进贡的话|如果进贡的话|进贡的话")),
               ("points", re.compile(r"(?i:\bwith\s+points(?:\s+on)?\b|\bpoints\s+(?:is\s+|are\s+)?on\b)"
                                     r"|打点的话|打点的规矩|带打点的|打点的打法")),
               ("positive_only", re.compile(r"(?i:\b(?:with\s+)?positive\s+scores?\s+only\b|\bonly\s+positive\s+scores?\b)"
                                            r"|只记正分的话|只记正分的规矩|按只记正分|只记正分")))
#: A switch turned off as a table says it: "负分也记的话".
_NATURAL_OFF = (("positive_only", re.compile(r"(?i:\b(?:with\s+)?negative\s+scores?\s+(?:too|as\s+well|counted)\b)"
                                             r"|负分也记|正负分都记|记负分的话")),)


def natural_rules(said: str) -> tuple[dict[str, Any] | None, str, str]:
    """The house rules a text names as a table says them — a preset by its name ("按老头够级",
    "under laotou rules", "laotou rules") and switches turned on or off ("with tribute on",
    "打进贡的", or as the pages write them, "进贡：开") — as a case's
    ``rules`` (``None`` when it names none; its ``preset`` ``None`` when it names only switches,
    which then go on top of the house rules), the words that named them, and the text without them.

    >>> natural_rules("with tribute on, the last place gives how many cards?")
    ({'preset': None, 'switches': {'tribute': True}}, 'with tribute on', 'the last place gives how many cards?')
    >>> natural_rules("按老头够级，我们拿了头科二科三科，记几分")[:2]
    ({'preset': 'laotou', 'switches': {}}, '按老头够级')
    >>> natural_rules("under laotou rules with tribute, who leads?")[1]
    'under laotou rules, with tribute'
    """
    named: list[str] = []
    preset: str | None = None
    switches: dict[str, Any] = {}
    m = _NATURAL_PRESET.search(said)
    if m is not None:
        preset = PRESET_WORDS[next(g for g in m.group("a", "b", "c", "d", "e") if g).lower()]
        named.append(m.group())
        said = said[:m.start()] + " " + said[m.end():]
    for value, table in (("on", _NATURAL_ON), ("off", _NATURAL_OFF)):
        for name, pattern in table:
            m = pattern.search(said)
            if m is not None:
                switches[name] = switch_value(name, value)
                named.append(m.group())
                said = said[:m.start()] + " " + said[m.end():]
    changes = list(SWITCH_SAID.finditer(said))       # "进贡：开", as the pages write a change
    switches.update(switch_said(m) for m in changes)
    named += [m.group() for m in changes]
    for m in reversed(changes):
        said = said[:m.start()] + " " + said[m.end():]
    if not named:
        return None, "", said
    said = re.sub(r"^[\s，,。:：;；]+|[\s，,:：;；]+$", "", re.sub(r"\s+([，,?？])", r"\1", said))
    joined = ("、" if _CJK.search("".join(named)) else ", ").join(x.strip() for x in named)
    return {"preset": preset, "switches": switches}, joined, said


_WHOSE = re.compile(r"(?i:\b(?:on\s+top\s+of|after|over|against)\s+)?(?P<who>(?i:seats?|players?)\s*#?\s*[1-6]|(?i:my\s+opposite"
                    r"|my\s+partner|the\s+player\s+(?:before|after)\s+me))'s\s+(?P<cards>.+?)"
                    r"(?=\s+(?i:with|using)\b|\s*[?,.;!]|\s+(?i:may|can|could)\b|$)")
#: "seat 1's kings were beaten by seat 2's aces": a play and the one that beat it, said in the passive.
_SEAT_EN = r"(?:seat|player)\s*#?\s*[1-6]|my\s+opposite|my\s+partner|the\s+player\s+(?:before|after)\s+me"
_BEATEN_BY = re.compile(rf"(?P<a>{_SEAT_EN})'s\s+(?P<ac>[^,;?]+?)\s+(?:was|were|got|get|gets|is|are)\s+"
                        rf"(?:beaten|covered|topped)\s+by\s+(?P<b>{_SEAT_EN})(?:'s\s+|\s+with\s+)(?P<bc>[^,;?.]+)",
                        re.I)
#: "座位1的三个K被座位4的三个A管了", "上家的五个10被我用五个J烧了": the same in Chinese (被).
_BEATEN_BY_ZH = re.compile(r"(?P<a>[^，,。？?！!；;被的]{1,8})的(?P<ac>[^，,。？?！!；;被]{1,16}?)被"
                           r"(?P<b>[^，,。？?！!；;被的用拿]{1,8})(?:的|用|拿)(?P<bc>[^，,。？?！!；;]{1,16}?)"
                           r"(?P<v>管住|管|压住|压|烧)了?")
#: "can the player before me burn my four jacks?": the asker's play said after the verb.
_MY_PLAY = re.compile(r"(?i)\b(?P<v>beat|burn|answer|cover|top)\s+my\s+(?P<cards>(?:(?:one|two|three|four|five|six|"
                      r"seven|eight|a\s+pair\s+of|a\s+single|a|\d+)\s+)?(?:10s|tens|jacks|queens|kings|aces|twos|2s|[3-9]s|"
                      r"10|jack|queen|king|ace|two|(?:big\s+|small\s+)?jokers?))\b")
#: "我能烧不烧", "管不管得住": a question asked as the verb, 不, the verb again (A-not-A).
_A_NOT_A = re.compile(r"(?:能|可以)?(?P<pre>反|回)?(?P<v>烧|管|压|过)不(?:反|回)?(?P=v)(?:得住|得了)?")
#: "上家能烧我的四个J吗", "对头能管上家的三个K吗": whose play is beaten, said after the verb.
_WHOSE_PLAY_ZH = re.compile(r"(?P<v>烧|管|压)(?P<who>我|上家|下家|上手|下手|对头|对家|对门|座位\s*[1-6]|[1-6]号)的"
                            r"(?P<cards>[^，,。？?！!吗呢]{1,12}?)(?=吗|呢|[？?。，,！!]|$)")
#: "can seat 6 beat the queens?": the play on the table named by its cards, as "it" is.
_THE_PLAY = re.compile(r"(?i)\b(?P<v>beat|burn|answer|cover|top)\s+the\s+(?:(?:one|two|three|four|five|six|seven|eight|"
                       r"pair\s+of|\d+)\s+)?(?:10s|tens|jacks|queens|kings|aces|twos|2s|[3-9]s|(?:big\s+|small\s+)?jokers|"
                       r"gouji\s+play|play|cards)\b")
#: "can I play a big joker on a small joker?", "put three aces on three kings": cards on cards,
#: said as "beat <the lower> with <the higher>" (neither part naming a seat).
_ON_CARDS = re.compile(r"(?i:\b(?:play|put|throw|lay)\s+)(?P<a>(?:(?!\bseat|\bplayer|'s\b)[^,?.;])+?)"
                       r"(?i:\s+(?:on\s+top\s+of|onto|on|over)\s+)(?P<b>(?:(?!\bseat|\bplayer|'s\b|\bit\b|\bthat\b)[^,?.;])+)")
#: "how many jacks make a gouji play?": the rank asked about, said as one card of it.
_HOW_MANY_OF = re.compile(r"(?P<q>\b(?i:how\s+many))\s+(?=(?:10|[2-9JQKA]|tens?|jacks?|queens?|kings?|aces?|twos?|"
                          r"(?:big|small|red|black)\s+jokers?)s?\b)", re.I)
#: An English question said without its question mark: its last clause opens with an auxiliary.
_ASKED_EN = re.compile(r"(?:^|[,.;:]\s*)(?i:can|could|may|might|is|are|does|do|did|will|would|should|who|which|what)\b"
                       r"[^,.;:]*$")
_IF = re.compile(r"^\s*(?i:what\s+if|and\s+if|if|suppose|say)\s+(?P<said>[^?]+?)\s*\?\s*(?=\S)")


_ZH_SUIT = re.compile(r"(?P<suit>黑桃|红桃|红心|梅花|草花|方片|方块)的?(?=\s*(?:10|十|老K|[2-9JQKA]))")
_ZH_SUIT_SIGN = {"黑桃": "♠", "红桃": "♥", "红心": "♥", "梅花": "♣", "草花": "♣", "方片": "♦", "方块": "♦"}


def suit_signs(said: str) -> str:
    """A suit said in Chinese before a card, as its sign (``三张红桃K`` → ``三张♥K``), which the
    card reader reads and a trick's ruling ignores (only the first leader's 3s have a suit, START-2).

    >>> suit_signs("座位1出 三个黑桃9，座位2拿红心的10 10 10能管吗")
    '座位1出 三个♠9，座位2拿♥10 10 10能管吗'
    """
    return _ZH_SUIT.sub(lambda m: _ZH_SUIT_SIGN[m.group("suit")], said)


_WHO_LAST = re.compile(r"(?P<verb>接风|先出|出牌|先走|出)的(?:是|该是)?(?P<who>谁|哪一家|哪家|几号)")


def who_first(said: str) -> str:
    """A Chinese question that names the move before asking who (``接风的是谁``, ``出牌的是哪家``),
    said in the reader's order, who first (``谁接风``).

    >>> who_first("座位1出完了，接风的是谁")
    '座位1出完了，谁接风'
    """
    return _WHO_LAST.sub(lambda m: m.group("who") + m.group("verb"), said)


def relaxed(said: str) -> str:
    """An English question said the way people ask it, put in the order the reader reads: a
    possessive play ("can seat 2 beat seat 1's three 9s with three 10s?", "on top of seat 2's
    pair of queens", "after seat 1's four jacks") said first as its own clause; cards played on
    cards ("play a big joker on a small joker") said as beating them with; a play said beaten
    ("seat 1's kings were beaten by seat 2's aces") as the play, then the beat; the play on the
    table named by its cards ("can seat 6 beat the queens?") as "it", and the asker's ("burn my
    four jacks") said first; a leading "if" /
    "what if" clause closed by a question mark before the real question is a statement.

    >>> relaxed("Can seat 2 beat seat 1's three 9s with three 10s?")
    'seat 1 plays three 9s, Can seat 2 beat with three 10s?'
    >>> relaxed("What if seat 2 leads a big joker? Who can beat it")
    'seat 2 leads a big joker, Who can beat it'
    >>> relaxed("seat 1's kings were beaten by seat 2's aces, who leads?")
    'seat 1 plays kings, seat 2 beats with aces, who leads?'
    >>> relaxed("座位1的三个K被座位4用三个A管了，谁能管")
    '座位1出三个K，座位4管三个A，谁能管'
    >>> relaxed("上家能烧我的四个J吗")
    '我出四个J，上家能烧吗'
    >>> relaxed("can I play a big joker on a small joker?")
    'can I beat a small joker with a big joker?'
    """
    if _ASKED_EN.search(said) and not _QMARK.search(said):
        said += "?"                          # "is that allowed" said without its question mark
    said = _IF.sub(lambda m: m.group("said") + ", ", said, count=1)
    said = _A_NOT_A.sub(lambda m: f"能{m.group('pre') or ''}{m.group('v')}吗", said)      # 烧不烧: 能烧吗
    theirs = _WHOSE_PLAY_ZH.search(said)
    if theirs is not None:
        said = f"{theirs.group('who')}出{theirs.group('cards')}，" + said[:theirs.start()] + theirs.group("v") + \
            said[theirs.end():]
    said = _BEATEN_BY_ZH.sub(lambda m: f"{m.group('a')}出{m.group('ac')}，{m.group('b')}{m.group('v')}{m.group('bc')}",
                             said)
    if not _CJK.search(said):
        said = _BEATEN_BY.sub(lambda m: f"{m.group('a')} plays {m.group('ac')}, {m.group('b')} beats with "
                                        f"{m.group('bc').strip()}", said)
        mine = _MY_PLAY.search(said)
        if mine is not None:
            said = f"I play {mine.group('cards')}, " + said[:mine.start()] + f"{mine.group('v')} it" + said[mine.end():]
        said = _THE_PLAY.sub(lambda m: f"{m.group('v')} it", said)
        said = _HOW_MANY_OF.sub(lambda m: m.group("q") + " one ", said)
        said = _ON_CARDS.sub(lambda m: f"beat {m.group('b').strip()} with {m.group('a').strip()}", said)
    m = _WHOSE.search(said)
    if m is None or _CJK.search(said):
        return said
    start = max(said.rfind(". ", 0, m.start()) + 2, 0) if ". " in said[:m.start()] else 0
    rest = (said[start:m.start()].rstrip() + " " + said[m.end():].lstrip()).strip()
    rest = re.sub(r"\s+([?,.;!])", r"\1", rest).lstrip(" ,")
    rest = re.sub(r"^(?i:(with|using))\s+([^,]+),\s*(.+?)([?.!]?)$", r"\3 \1 \2\4", rest)   # with X, can … beat?
    cards = m.group("cards").strip()
    cards = ("a " if re.match(r"(?i:pair)\b", cards) else "") + cards
    return said[:start] + f"{m.group('who')} plays {cards}, " + rest


def _seat_no(word: str) -> int:
    return int(word) if word.isdigit() and len(word) < 4 else ZH_DIGITS.get(word, 0) if len(word) == 1 else 0


def _rank_of(symbol: str) -> Rank:
    """The rank of one card as said: a symbol, a spelling (大王, 帽子), 十 (ten) or 老K (CARD-2)."""
    symbol = {"十": "10", "老K": "K"}.get(re.sub(_SUIT, "", symbol), symbol)
    return next(iter(Hand.parse(symbol)))


def _counted(n: int, rank: Rank) -> Hand:
    return Hand.from_counts({rank: n})


def _en_rank(m: re.Match[str], word: str, jk: str, sym: str) -> Rank:
    if m.group(jk):
        return _EN_JOKERS[m.group(jk).lower()]
    if m.group(word):
        return _RANK_WORDS[m.group(word).lower()]
    return _rank_of({"T": "10"}.get(m.group(sym).upper(), m.group(sym).upper()))


def tokens(clause: str, limit: int, skipped: list[str]) -> Iterator[Tok]:
    """The words of one clause, longest first; fillers go to ``skipped``; a word the reader
    does not know is a :class:`TalkError` naming it."""
    i, n = 0, len(clause)
    while i < n:
        rest = clause[i]
        m = _TOKEN.match(clause, i)
        low = _lower_run(clause, i, m)
        if low:
            yield from _run(low.upper())
            i += len(low)
            continue
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
            elif kind == "abbr":                 # BJ / SJ, as English tables write the jokers
                rank = Rank.BIG_JOKER if m.group().upper() == "BJ" else Rank.SMALL_JOKER
                yield Tok("cards", _counted(1, rank), m.group())
            elif kind == "laok":
                yield Tok("cards", _counted(1, Rank.KING), m.group())
            elif kind == "cjk":
                yield Tok("cards", Hand.parse(m.group()), m.group())
            elif kind == "run":
                yield from _run(m.group())
            elif kind == "tens":                 # TTTTT: tens, as the notation spells them (CARD-3)
                yield Tok("cards", _counted(len(m.group().replace(" ", "")), Rank.TEN), m.group())
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
        m = _ZH_NUMBER_OF_CARDS.match(clause, i)
        if m:                                # 还剩三张(牌): a count in words, as 3 张 is read
            yield Tok("num", str(_count(m.group(), limit)), m.group())
            i = m.end()
            continue
        if rest.isdigit():
            m = re.compile(r"[0-9]+").match(clause, i)
            assert m is not None
            yield Tok("num", m.group(), m.group())
            i = m.end()
            continue
        if rest == "不" and not clause[i + 1:].strip(" ?？!！。"):     # 压得住不: asked as 吗
            skipped.append(rest)
            yield Tok("q", "", rest)
            i += 1
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


def _lower_run(clause: str, i: int, m: re.Match[str] | None) -> str:
    """The card symbols at ``i`` when some are typed in lower case and are cards here (see
    :data:`_LOWER_RUN`), else ``""``; the longest reading wins over an article's count.

    >>> _lower_run("大王 a a", 3, None), _lower_run("a a", 0, None), _lower_run("a 2", 0, None)
    ('a a', 'a a', '')
    """
    if m is not None and m.lastgroup not in ("encount", "run"):
        return ""
    low = _LOWER_RUN.match(clause, i)
    if low is None or low.group() == low.group().upper() or (m is not None and m.end() > low.end()):
        return ""
    symbols = re.findall(r"10|[2-9JQKAjqka]", low.group())
    if _CJK.search(clause) or (len(symbols) > 1 and symbols[0] == "a" and symbols[1] in ("a", "A")):
        return low.group().rstrip()
    return ""


def _unknown(clause: str, i: int) -> TalkError:
    m = re.compile(r"[A-Za-z']+|.").match(clause, i)
    word = m.group() if m else clause[i]
    return TalkError("talk-unknown-word", text("talk-unknown-word", word=word), word=word)


#: A number said in words just before 张 with no card after it ("还剩三张牌", "只剩两张"): a count.
_ZH_NUMBER_OF_CARDS = re.compile(r"[零一二两三四五六七八九十百千万亿]+(?=张)")


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


__all__ = ["MAX_TALK", "OFFSETS", "RELATIVE", "TalkError", "Tok", "language", "relaxed", "rules_in", "tokens"]
