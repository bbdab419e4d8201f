# ---
# jupyter:
#   jupytext:
#     formats: py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown] lang="zh"
# # 第 2 章 牌与写法
#
# 够级用四副扑克，点数的大小和斗地主差不多，只是牌多、王多。本章讲三件事：用几副牌（`CARD-1`）、牌的大小和叫法（`CARD-2`），以及在本项目里怎么把牌写成文字（`CARD-3`）——后面所有的例子、案例文件和命令行都用这种写法。

# %% [markdown] lang="en"
# # 2. Cards and notation
#
# Gouji is played with four packs of cards. The ranks go much as in other Chinese climbing games,
# only there are many more cards and many more jokers. This chapter covers three things: the deck
# (`CARD-1`), the order and names of the cards (`CARD-2`), and how this project writes cards as text
# (`CARD-3`), the notation that every later example, case file and command uses.

# %% tags=["parameters", "remove-input"]
LANG = "zh"

# %% tags=["remove-input"]
from functools import partial

from IPython.display import HTML
from gouji_sim import *
from gouji_sim.view import html as gd
from gouji_sim.game.case import Case

gd.register_display()   # a cell ending in a hand, a play, a situation or a verdict draws it
show = partial(gd.show, lang=LANG)
facts = partial(gd.facts, lang=LANG)
seats = partial(gd.seats, lang=LANG)
html_table = gd.html_table

from gouji_sim.core.cards import RANKS, Card, deck_counts

# %% [markdown] lang="zh"
# ## 一副够级牌
#
# > **CARD-1** 默认用四副完整的扑克（每副 54 张，带大小王），一共 216 张，每人 36 张。有些地方换一种牌（“用几张牌？”）：204 张（单张三：3 只留 6 张）、192 张（单张四：3 和 4 各 6 张、5 留 12 张）、
# > `240`（三十二张鬼：多加 12 张小王和 12 张大王）。不管哪种，每人都拿六分之一。
#
# 引擎知道每种牌各有几张；表里是四种牌各有几张 3、4、5、2 和王：

# %% [markdown] lang="en"
# ## The Gouji deck
#
# > **CARD-1** By default the game uses four full packs (54 cards each, jokers included): 216 cards,
# > 36 per player. Some tables use another deck: 204 cards (单张三: only six 3s are kept), 192
# > (单张四: six 3s, six 4s and twelve 5s) or 240 (三十二张鬼: twelve more small and twelve more big
# > jokers). Whatever the deck, each player gets a sixth of it.
#
# The engine knows how many of each card a deck holds; the table shows the 3s, 4s, 5s, twos and
# jokers of each deck:

# %%
rows = []
for size in (216, 204, 192, 240):
    d = deck_counts(size)
    rows.append((size, len(d) // 6, d[Rank.THREE], d[Rank.FOUR], d[Rank.FIVE], d[Rank.TWO],
                 d[Rank.SMALL_JOKER], d[Rank.BIG_JOKER]))
header = (["牌数", "每人", "3", "4", "5", "2", "小王", "大王"] if LANG == "zh"
          else ["deck", "each", "3", "4", "5", "2", "small", "big"])
html_table(header, rows)

# %% [markdown] lang="zh"
# 牌数是规则的一部分：引擎读案例时会核对，桌上出现的牌不能比这副牌里的还多。默认的牌里只有
# 4 张大王，给一家写了 5 张大王的局面，引擎不收：

# %% [markdown] lang="en"
# The deck is part of the rules: when the engine reads a case it checks that no card appears more
# often than the deck holds it. The default deck has four Big Jokers, so a case showing five is
# refused:

# %%
try:
    Case.from_dict({"hands": {"1": "大王 大王 大王 大王 大王"},
                    "action": {"seat": 1, "play": "大王"}})
    accepted = True
except CaseError:   # its message names the case file's field: for programmers
    accepted = False
facts([({"zh": "这副牌里的大王", "en": "Big Jokers in this deck"}[LANG], deck_counts(216)[Rank.BIG_JOKER]),
       ({"zh": "座位 1 手里写了 5 张大王，引擎收吗？", "en": "Seat 1 given five Big Jokers: does the engine accept it?"}[LANG],
        accepted)])

# %% [markdown] lang="zh"
# ## 大小和叫法
#
# > **CARD-2** 从小到大：`3 4 5 6 7 8 9 10 J Q K A 2 小王 大王`。花色不分大小（唯一的用处是第一局亮 3 定谁先出，见 `START-2`）。常见叫法：2 叫“钱”或“两”，A 叫“帽子”，小王又叫小花、小鬼、小虎，大王又叫大花、大鬼、大虎。
#
# 引擎里的 `Rank` 就是这个顺序，值越大牌越大：

# %% [markdown] lang="en"
# ## Order and names
#
# > **CARD-2** From low to high: `3 4 5 6 7 8 9 10 J Q K A 2 SJ BJ` (Small Joker, Big Joker).
# > Suits never change a card's value (their only use is choosing the first leader of the first
# > hand, `START-2`). Common names: a two is 钱 or 两, an ace is 帽子, the Small Joker is also
# > 小花, 小鬼 or 小虎, and the Big Joker 大花, 大鬼 or 大虎.
#
# The engine's `Rank` is this order, a higher value for a higher card:

# %%
show(Hand.parse(" ".join(rank.symbol for rank in RANKS)))

# %% [markdown] lang="zh"
# 单张比大小，就看这个顺序：2 管 A，小王管 2，大王管小王；一样的点，花色再不一样也管不了。下面这张表是引擎一行一行判出来的（用的是 `beats`）：

# %% [markdown] lang="en"
# Single cards compare by this order. Each row below is decided by `beats`: a two beats an ace, the
# Small Joker beats a two, the Big Joker beats the Small Joker, and equal ranks, even of different
# suits, never beat each other:

# %%
rules = Rules()
pairs = [("2", "A"), ("小王", "2"), ("大王", "小王"), ("A", "2"), ("4", "3"), ("♥K", "♠K")]
html_table(["出", "桌上", "管得住？"] if LANG == "zh" else ["play", "on top", "beats?"],
      [(gd.notation(Play.parse(q), LANG), gd.notation(Play.parse(p), LANG),
        "✔" if beats(Play.parse(q), Play.parse(p), rules) else "✘") for q, p in pairs])

# %% [markdown] lang="zh"
# 花色不算数，所以红桃 K 管不了黑桃 K——一样大，管不住：

# %% [markdown] lang="en"
# Suits do not count, so `♥K` does not beat `♠K`; the judge says it is "not higher card by card":

# %%
show(judge(Situation.build(trick=[PlayAction(1, Play.parse("♠K"))]),
           PlayAction(2, Play.parse("♥K"))))

# %% [markdown] lang="zh"
# ## 牌的写法
#
# > **CARD-3** 本项目有一种紧凑的文字写法，写出来的牌能原样读回去，一张不差。常见写法都认：10 也可以写 `T`，王可以写字母（`x` 小王、`d` 大王）或中文（小王、小花、大鬼……），
# > 2 可以写“钱”“两”，A 可以写“帽子”，花色符号可写可不写，空格可有可无。认不出来的牌会报错，说清楚是哪一个、在第几个字符，中英文各一句。
#
# 几种写法读出来是同一手牌，打印出来总是标准写法：

# %% [markdown] lang="en"
# ## Writing cards
#
# > **CARD-3** The project has one compact text form for cards that reads back exactly, card for
# > card. It accepts the common spellings: `T` for 10, the jokers as `SJ` (Small
# > Joker) and `BJ` (Big Joker), as single letters (`x` small, `d` big) or as Chinese words (小王,
# > 小花, 大鬼, …), 钱 or 两 for a two, 帽子 for an ace, optional suit symbols, spaces optional.
# > Anything else is refused with an error that names the bad token and its position, in both
# > languages.
#
# On these English pages the jokers are written `SJ` and `BJ` and drawn as Small Joker and Big
# Joker. The standard form that the engine prints (and that case files store) keeps the Chinese
# words 小王 and 大王, so you will meet them in printed code output.
#
# Several spellings read as the same hand, which always prints in the standard form:

# %%
spellings = ["10 10 J 小王 大王", "TTJxd", "10 10 J 小花 大虎", "♠10 ♥10 ♣J 小鬼 大鬼"]
hands = [Hand.parse(text) for text in spellings]
facts([*((text, hand) for text, hand in zip(spellings, hands)),
       ({"zh": "都是同一手牌？", "en": "All the same hand?"}[LANG], all(h == hands[0] for h in hands)),
       ({"zh": "标准写法能原样读回？", "en": "Does the standard form read back?"}[LANG],
        Hand.parse(str(hands[0])) == hands[0])])

# %% [markdown] lang="zh"
# 手牌也可以直接画出来（红桃、方块是红色，两种王各有样子）；写了花色的牌，花色会留着：

# %% [markdown] lang="en"
# Hands can also be drawn (hearts and diamonds in red, each joker with its own face); cards written
# with their suits keep them:

# %%
show(Hand.parse("钱 两 帽子 K K 小花 大虎"))

# %%
show(Card.parse_all("♠3 ♥3 大王"))

# %% [markdown] lang="zh"
# 写错的牌，错误信息指出是哪一个、在哪里：

# %% [markdown] lang="en"
# A card that cannot be read is named, with where it is:

# %%
refused = []
for text in ["10 10 11", "J Q K 1", "♠大王"]:
    try:
        Hand.parse(text)
    except NotationError as err:
        refused.append(err)
show(*refused)

# %% [markdown] lang="zh"
# ## 自己试试
#
# 判牌面板里可以直接打字写牌（上面这些写法都行），也可以点牌。桌上是座位 1 出的一张 A；试试让座位 2 出“钱”、出“帽子”，或者故意写错一张牌：

# %% [markdown] lang="en"
# In the judge panel you can type cards (any of the spellings above) or click them. On the table is
# seat 1's single ace; let seat 2 play 钱 (a two), 帽子 (an ace), or a card that cannot be read:

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"trick": [{"seat": 1, "play": "A"}], "action": {"seat": 2, "play": "钱"}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 每种牌的张数：`deck_counts(牌数)`；牌的写法：`Hand.parse`、`Card.parse_all`，写错了抛 `NotationError`；案例里的牌太多抛 `CaseError`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - How many of each card: `deck_counts(size)`; the notation: `Hand.parse`, `Card.parse_all`, which raise `NotationError` for a card they cannot read; a case with too many cards raises `CaseError`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
