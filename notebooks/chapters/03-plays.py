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
# # 第 3 章 一套牌：贴钱与挂花
#
# 够级每次出的一手牌叫“一套牌”。它没有顺子、没有连对，只有“同一个点数的几张”，但可以往上**贴钱**（加 2）、**挂花**（加王）。本章的六条规则 `PLAY-1` 到 `PLAY-6` 说清楚一套牌能怎么组、它的点数是什么、它属于哪一类，以及出了的牌还能不能收回。

# %% [markdown] lang="en"
# # 3. Plays: attached twos and jokers
#
# Each time a player puts cards down, that is one play (一套牌). Gouji has no runs and no sequences
# of pairs: a play is "some cards of one rank", to which twos may be **attached** (贴钱) and jokers
# too (挂花). The six rules `PLAY-1` to `PLAY-6` of this chapter say how a play may be made up, what
# its base rank is, which class it belongs to, and whether cards once played can be taken back.

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

# %% [markdown] lang="zh"
# ## 一套牌由什么组成
#
# > **PLAY-1** 一套牌是：同一个点数 r（3 到 A）的 N 张普通牌，再加 X 张 2、Y 张小王、Z 张大王（N、X、Y、Z 都可以是 0，但总数不能是 0）。两种不同点数的普通牌永远不能放在一起出。
#
# 引擎读一套牌时就查这一条。8 和 9 混在一起不是一套牌：

# %% [markdown] lang="en"
# ## What a play is made of
#
# > **PLAY-1** A play is N natural cards of one rank r (3 to A), plus X twos, Y Small Jokers and Z big
# > jokers (each of N, X, Y, Z may be 0, but not all). Natural cards of two different ranks never go
# > together.
#
# The engine checks this rule as it reads a play. Eights and nines together are not a play:

# %%
try:
    Play.parse("8 9")
except InvalidPlayError as err:
    refused = err
show(refused)

# %% [markdown] lang="zh"
# 在牌桌上，裁判也这样判。座位 1 出了一对 9，座位 2 拿 `8 9` 来跟：

# %% [markdown] lang="en"
# At the table the judge rules the same way. Seat 1 has played a pair of 9s and seat 2 follows with
# `8 9`:

# %%
nines = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
show(judge_cards(nines, 2, "8 9"))

# %% [markdown] lang="zh"
# ## 点数
#
# > **PLAY-2** 一套牌的**点数**：有普通牌就是那个点数 r；没有普通牌、只有 2（可以带王）就是 2；全是王的一套牌没有点数。

# %% [markdown] lang="en"
# ## The base rank
#
# > **PLAY-2** A play's **base rank**: the natural rank r when it has natural cards; 2 when it has no
# > natural cards but has twos (jokers or not); none when it is jokers only.

# %%
examples = ["9 9 2", "2 2 小王", "小王 大王", "K"]
html_table(["一套牌", "点数"] if LANG == "zh" else ["play", "base rank"],
      [(gd.notation(Play.parse(text), LANG), Play.parse(text).base or "—") for text in examples])

# %% [markdown] lang="zh"
# ## 贴钱
#
# > **PLAY-3** 跟普通牌一起出的 2 叫**贴钱**：它失去自己的大小，只当作这套牌点数里的一张普通牌。
# > 2 单独出（或只和王一起出）才算 2 本身。
#
# 所以 `10 2` 就是一对 10：它管得住一对 9。引擎对每张牌的“值”也是这么算的：

# %% [markdown] lang="en"
# ## Attached twos
#
# > **PLAY-3** Twos played together with natural cards are **attached twos** (贴钱): they lose their own
# > value and count as one more card of the play's rank. Twos count as twos only when played alone
# > (or with jokers only).
#
# So `10 2` is a pair of 10s, which beats a pair of 9s. The engine's value of each card says the same:

# %%
facts([(Play.parse(cards), [Rank(v) for v in Play.parse(cards).values()]) for cards in ("10 2", "2 2")])

# %%
show(judge(nines, PlayAction(2, Play.parse("10 2"))))

# %% [markdown] lang="zh"
# ## 挂花
#
# > **PLAY-4** 王叫“花”，任何一套牌都可以**挂花**：挂几张都行，大小王可以混着挂。带王的一套牌叫**王牌**：有大王的是**大王类**，只有小王的是**小王类**；一张王也不带的是**普通牌**。

# %% [markdown] lang="en"
# ## Attached jokers
#
# > **PLAY-4** Any number of jokers may be attached to any play (挂花), big and small mixed. A play with
# > at least one joker is a **joker play**: of the **Big Joker class** if it has a Big Joker, else of
# > the **Small Joker class**. A play without jokers is **plain**.

# %%
examples = ["9 9 9", "9 9 小王", "9 9 小王 大王", "2 2 小王", "小王 大王"]
html_table(["一套牌", "张数", "点数", "类别"] if LANG == "zh" else ["play", "size", "base", "class"],
      [(gd.notation(Play.parse(t), LANG), Play.parse(t).size, Play.parse(t).base or "—",
        gd.say(f"w-kind-{Play.parse(t).kind.value}", LANG))
       for t in examples])

# %% [markdown] lang="zh"
# 挂了王的牌一定是够级牌（`GOUJI-1`，第 5 章）。座位 2 领出 `9 9 小王 大王`，裁决里写着它是大王类、是够级牌。裁决还说它是**死牌**：最大的一张是大王，谁也管不了，出牌人的对头只能**扣牌**——表示不要了，这一轮就此结束（死牌见第 4 章，扣牌见第 6 章）：

# %% [markdown] lang="en"
# A play with a joker is always a gouji play (`GOUJI-1`, chapter 5). Seat 2 leads `9 9 SJ BJ`; the
# verdict says it is of the Big Joker class and a gouji play. It also calls it a **dead play** (死牌):
# its highest card is a Big Joker, so nothing can beat it, and its player's opposite can only
# **close** it (扣牌): pass on it, which ends the trick (dead plays are chapter 4's, the close
# chapter 6's):

# %%
show(judge_cards(Situation.build(), 2, "9 9 小王 大王"))

# %% [markdown] lang="zh"
# ## 3 和 4 能不能挂花
#
# > **PLAY-5** 规则开关“3 和 4 上能挂王吗？”。默认**能**；有的地方规定 3 和 4 都不能挂花，那就把开关关掉。
#
# 同一手 `3 3 小王`，默认规则下可以领出；关掉开关就不行了：

# %% [markdown] lang="en"
# ## May jokers ride 3s and 4s?
#
# > **PLAY-5** Rule switch “May jokers go on 3s and 4s?”: whether jokers may be attached to 3s and 4s. By default
# > they **may**; some tables forbid it, which is the switch turned off.
#
# The same `3 3 SJ` may be led under the default rules, and may not with the switch off:

# %%
strict = Rules().with_switches(jokers_on_low=False)
show(judge_cards(Situation.build(), 2, "3 3 小王"),
     judge_cards(Situation.build(strict), 2, "3 3 小王"))

# %% [markdown] lang="zh"
# ## 落地生根
#
# > **PLAY-6** 出了的牌就算数（**落地生根**）：不能收回、不能添、不能换。跟牌跟错了（**错牌不出**），错的牌收回手里，这个人这一轮失去跟牌的资格（四人乱缠里也一样，虽然那里普通的过牌只放过一手），由下一个人接着来。过了牌的人遇到对头的牌还能再出（第 6 章），跟错牌的人连这个例外也没有。第 5 版补了一句：说到烧牌（`BURN-1`）和扣牌（`TURN-6`），跟错牌就算过了牌——够级牌的对头跟错了，就是对这手牌表过态，别人不能再烧；桌上那手牌的对头跟错了，就是扣了牌，别人都不能再动时这一轮结束。
#
# （**四人乱缠**是有两个人走了以后，剩下四个人的打法，第 8 章讲。）
#
# 座位 1 出了一对 10，座位 2 跟一对 9——管不住。裁决说不合法，而“下一个”已经是座位 3：座位 2 这一轮就此出局。同样，手里没有的牌也出不了：

# %% [markdown] lang="en"
# ## Played cards are final
#
# > **PLAY-6** Cards once played stay played (落地生根): no taking back, adding or swapping. A wrong
# > follow (错牌不出) goes back to the hand, its player loses the right to follow in this trick (in the
# > melee too, where an ordinary pass lets only one play go), and the next player acts instead. A player
# > who passed may still play on its opposite's play (chapter 6); one who followed wrongly may not even
# > do that. Version 5 adds that, for burning (`BURN-1`) and closing (`TURN-6`), a wrong follow counts as
# > a pass: a gouji play's opposite that follows wrongly has acted on it, so nobody may burn it after;
# > the top play's opposite that follows wrongly has closed it, and the trick ends once nobody else may act.
#
# (The **melee**, 四人乱缠, is how the last four play once two players have finished: chapter 8.)
#
# Seat 1 has played a pair of 10s and seat 2 follows with a pair of 9s, which does not beat it. The
# verdict is illegal, and "next" is already seat 3: seat 2 is out of this trick. Likewise, cards that
# are not in the hand cannot be played:

# %%
tens = Situation.build(hands={2: "9 9 J"}, trick=[PlayAction(1, Play.parse("10 10"))])
show(judge(tens, PlayAction(2, Play.parse("9 9"))),
     judge(tens, PlayAction(2, Play.parse("Q Q"))))

# %% [markdown] lang="zh"
# ## 自己试试
#
# 座位 2 手里有 `9 9 10 2 小王`，桌上是座位 1 的一对 9。引擎列出座位 2 能管的每一手牌；下面的面板里你可以自己点牌组一手，看裁判怎么说。

# %% [markdown] lang="en"
# ## Try it yourself
#
# Seat 2 holds `9 9 10 2 SJ` and seat 1's pair of 9s is on top. The engine lists every play it could
# beat it with; in the panel below, click cards to build a play and see what the judge says.

# %%
hand = Hand.parse("9 9 10 2 小王")
show(list(LegalPlays(hand, Play.parse("9 9"), Rules())))

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"hands": {"2": str(hand)}, "trick": [{"seat": 1, "play": "9 9"}],
                           "action": {"seat": 2, "play": "10 2"}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 每张牌的值：`Play.values()`；一手牌能管的所有出法：`LegalPlays(hand, top, rules)`；不成一套的牌抛 `InvalidPlayError`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Each card's value: `Play.values()`; every play a hand can answer with: `LegalPlays(hand, top, rules)`; cards that make no play raise `InvalidPlayError`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
