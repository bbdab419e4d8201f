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
# # 第 4 章 管牌
#
# 桌上有一手牌（下面叫它“桌上的牌”），你想拿自己的一手（叫它“你的牌”）管住它。够级的管牌规则归结起来就一句话：**张数一样，排好以后每一张都比对面同位置的那张大**。这一句就能推出王牌、贴钱、死牌的种种说法。本章是 `BEAT-1` 到 `BEAT-6`，其中 `BEAT-3` 和 `BEAT-6` 是地方玩法的开关。

# %% [markdown] lang="en"
# # 4. Beating a play
#
# A play is on top (call it *the top play*) and you want to beat it with a play of yours (*your play*). Gouji's beating rule comes down to one sentence:
# **as many cards, and once both are sorted, each of yours higher than the card in the same place**.
# Everything about joker plays, attached twos and dead plays follows from it. This chapter is
# `BEAT-1` to `BEAT-6`; `BEAT-3` and `BEAT-6` are switches for regional rules.

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
beat_table = partial(gd.beat_table, lang=LANG)

# %% [markdown] lang="zh"
# ## 张数相同
#
# > **BEAT-1** 要管，张数必须一样：你的牌和桌上的牌一样多张（唯一的例外是 `BEAT-6` 的开关）。

# %% [markdown] lang="en"
# ## Same size
#
# > **BEAT-1** A beat has exactly as many cards as the play on top (the only exception is
# > the switch of `BEAT-6`).

# %%
beat_table([("J J J", "10 10"), ("J", "10 10"), ("J J", "10 10")])

# %% [markdown] lang="zh"
# ## 逐张比
#
# > **BEAT-2** 默认的比法（开关“带王的牌怎么比大小？”答“一张一张比”）：给每张牌一个值——普通牌是它的点数（3 是 3……A 是 14），贴的 2 当这套牌的点数（`PLAY-3`），没有普通牌时 2 是 15，小王 16，大王 17。把两套牌都从小到大排好，你的牌每一张都要**严格大于**桌上的牌同位置的那一张，才管得住。
#
# 这一条规则就包含了牌桌上常说的几种情形：
#
# - 普通牌对普通牌：点数要更大，一样大管不住（先出的算数）；
# - 王牌管普通牌，点数也得更大：`大王 8 8` 管不了 `9 9 9`，`小王 10 10` 管得了；
# - 要管小王牌，得拿至少同样多张的大王，点数还得更大；
# - 大王管小王；`2 2 2` 能被 `小王 小王 小王` 管，不能被 `小王 2 2` 管。

# %% [markdown] lang="en"
# ## Card by card
#
# > **BEAT-2** The default comparison (switch “How does a joker play compare?”: card by card): give each card a value: a
# > natural card its rank (3 is 3 … A is 14), an attached two the value of the play's base (`PLAY-3`),
# > a two in a play without natural cards 15, a Small Joker 16, a Big Joker 17. Sort both plays from
# > low to high; your play beats the top play when each of your cards is **strictly higher** than the
# > top play's card in the same place.
#
# This one rule covers what players say at the table:
#
# - plain against plain: a higher base rank, and an equal one never beats (the earlier play stands);
# - a joker play beats a plain play only with a higher base too: `BJ 8 8` does not beat `9 9 9`,
#   `SJ 10 10` does;
# - to beat a Small Joker play you need at least as many Big Jokers and a higher base;
# - a Big Joker beats a Small Joker; `2 2 2` falls to `SJ SJ SJ` but not to `SJ 2 2`.

# %%
beat_table([("10 10", "9 9"), ("9 9", "9 9"), ("大王 8 8", "9 9 9"), ("小王 10 10", "9 9 9"),
            ("大王", "小王"), ("小王 小王 小王", "2 2 2"), ("小王 2 2", "2 2 2")])

# %% [markdown] lang="zh"
# 带两张小王的 `小王 小王 9 9 9` 最能说明问题：两张大王加三张 J、三张大王加两张 J 都管得住；点数一样（`大王 大王 9 9 9`）、大王不够（`大王 J J J J`）、拿小王对小王（`小王 小王 J J J`）、一张王都不带（`J J J J J`）都管不住。

# %% [markdown] lang="en"
# The Small Joker play `SJ SJ 9 9 9` shows it best: two Big Jokers with three jacks, or three big
# jokers with two jacks, beat it; the same base (`BJ BJ 9 9 9`), too few Big Jokers
# (`BJ J J J J`), Small Jokers against Small Jokers (`SJ SJ J J J`) or no joker at all
# (`J J J J J`) do not.

# %%
top = "小王 小王 9 9 9"
beat_table([(q, top) for q in ["大王 大王 J J J", "大王 大王 大王 J J", "大王 大王 9 9 9",
                               "大王 J J J J", "小王 小王 J J J", "J J J J J"]])

# %% [markdown] lang="zh"
# 每张牌的值可以直接看（已排好序）。第一组里上面那手每一位都更大；第二组第一位 9 对 9，不够：

# %% [markdown] lang="en"
# Each card's value can be looked at directly (already sorted). In the first pair every
# place of the upper play is higher; in the second the first place is 9 against 9, not enough:

# %%
facts([(Play.parse(cards), [Rank(v) for v in Play.parse(cards).values()])
       for cards in ["大王 大王 J J J", "大王 大王 9 9 9", top]])

# %% [markdown] lang="zh"
# ## 王说了算（地方读法）
#
# > **BEAT-3** 开关“带王的牌怎么比大小？”的另一个答案：有的说法是“一套牌带了王，大小就看最大的那张王”。按这个读法，任何王牌都管得住同样张数的任何普通牌，不管点数大小；王牌对王牌还是照 `BEAT-2` 比。预设“王大”就是大纲加上这个答案。
#
# 同一手 `大王 8 8` 管 `9 9 9`，两种读法判得不一样：

# %% [markdown] lang="en"
# ## The joker decides (a regional reading)
#
# > **BEAT-3** Switch “How does a joker play compare?”, answered “the joker decides”: some tables read "when a play carries a joker, its
# > strength is that of its biggest joker" literally. Under this reading any joker play beats any
# > plain play of the same size, whatever the base ranks; joker plays against joker plays are still
# > compared as in `BEAT-2`. The preset Joker Dominant (王大) is the Outline with this switch.
#
# The same `BJ 8 8` on `9 9 9` is ruled differently by the two readings:

# %%
nines = Situation.build(trick=[PlayAction(1, Play.parse("9 9 9"))])
try_88 = PlayAction(2, Play.parse("大王 8 8"))
show(judge(nines, try_88),
     judge(Situation.build(Rules.preset("joker_dominant"), trick=nines.trick), try_88))

# %% [markdown] lang="zh"
# ## 贴钱不抬高点数
#
# > **BEAT-4** 贴上去的 2 永远不会让一套牌比它的点数更大：`K K 2` 就是三张 K，所以管不了 `K K K`。

# %% [markdown] lang="en"
# ## Attached twos never raise the base
#
# > **BEAT-4** Twos attached to a play never lift it above its base rank: `K K 2` is three kings, so it
# > does not beat `K K K`.

# %%
beat_table([("K K 2", "K K K"), ("A A 2", "K K K"), ("2 2 2", "K K K")])

# %% [markdown] lang="zh"
# ## 死牌
#
# > **BEAT-5** 最大的一张是大王的一套牌是**死牌**：没有牌能管它（按 `BEAT-2`，大王那一位上不可能有更大的牌），出牌人的对头只能马上扣牌（`TURN-6`：对头表示不要了，这一轮到此为止，第 6 章细讲）。
#
# 别把**死牌**和**够死级**（第 8 章）搞混了：死牌说的是牌——最大一张是大王，谁也管不了；够死级说的是时机——头科或二科刚走的那一下，他的对头出的一手够级牌，别人只能烧、不能管，牌本身不一定有大王。
#
# 座位 1 出 `大王 A A`。引擎说：它是死牌，对头座位 4 拿再多的大王也管不了；连让牌（请后面两家先表态，第 6 章）都不行，只能扣：

# %% [markdown] lang="en"
# ## Dead plays
#
# > **BEAT-5** A play whose highest card is a Big Joker is **dead** (死牌): nothing beats it (under
# > `BEAT-2` nothing can be higher than a Big Joker in its place), and its opposite has to close it at
# > once (`TURN-6`: the opposite lets it stand and the trick ends; chapter 6).
#
# Do not mix up a **dead play** (死牌) and a **dead gouji play** (够死级, chapter 8): a dead play is about
# the cards, its highest card a Big Joker, so nothing can beat it; a dead gouji play is about the
# moment: the gouji play that first or second place's opposite makes right as that player goes out,
# which others may only burn, not beat, whatever cards it holds.
#
# Seat 1 plays `BJ A A`. The engine says it is dead: its opposite, seat 4, cannot beat it with any
# number of Big Jokers, may not even yield (let the next two players act first, chapter 6), and can
# only close:

# %%
dead = Situation.build(trick=[PlayAction(1, Play.parse("大王 A A"))])
facts([({"zh": "是死牌？", "en": "Dead?"}[LANG], is_dead(Play.parse("大王 A A"), Rules())),
       ({"zh": "要回应的", "en": "Must respond"}[LANG], seats(dead.responders()))])

# %%
show(judge(dead, PlayAction(4, Play.parse("大王 大王 A"))), judge(dead, Yield(4)), judge(dead, Pass(4)))

# %% [markdown] lang="zh"
# ## 红鬼二打一（地方玩法）
#
# > **BEAT-6** 开关“两张大王能管一张大王吗？”（红鬼二打一，默认**不能**）：一套带 Z 张大王的牌，也可以被多一张大王的牌管住——你的牌有 Z+1 张大王，其余的牌和桌上那手其余的牌一样多、并且逐张更大，所以你的牌比桌上的多一张。例：`大王 A A` 可以被 `大王 大王 2 2` 管，`大王 8 8 8` 可以被 `大王 大王 9 9 9` 管。预设
# > “红鬼二打一”就是大纲加上这个开关。
#
# 开关打开以后，`大王 A A` 不再是死牌：

# %% [markdown] lang="en"
# ## Two Big Jokers beat one (a regional rule)
#
# > **BEAT-6** Switch “May two Big Jokers beat one?” (红鬼二打一, **no** by default): a play with Z Big Jokers may
# > also be beaten by a play with Z+1 Big Jokers whose other cards are as many as the top play's other
# > cards and beat them card by card, so the answer has one card more than the play it beats. For example `BJ A A` falls to
# > `BJ BJ 2 2`, and `BJ 8 8 8` to `BJ BJ 9 9 9`. The preset Two for One is the Outline with
# > this switch.
#
# With the switch on, `BJ A A` is no longer dead:

# %%
two_for_one = Rules.preset("two_for_one")
show(facts([({"zh": "还是死牌？", "en": "Still dead?"}[LANG], is_dead(Play.parse("大王 A A"), two_for_one))]),
     beat_table([("大王 大王 2 2", "大王 A A"), ("大王 大王 9 9 9", "大王 8 8 8"),
            ("大王 大王 2 2 2", "大王 A A"), ("大王 大王 K K", "大王 A A")], two_for_one))

# %% [markdown] lang="zh"
# ## 自己试试：各种读法比一比
#
# 下面的面板把同一个局面、同一手牌按每一种预设规则各判一次，判得不一样的格子会标出来。桌上是
# `9 9 9`，座位 2 出 `大王 8 8`——只有“王大”判它合法。换一手牌试试。

# %% [markdown] lang="en"
# ## Try it yourself: compare the readings
#
# The panel below judges the same situation and the same play under every preset and marks the cells
# that differ. On the table is `9 9 9` and seat 2 plays `BJ 8 8`: only Joker Dominant finds it legal.
# Try other plays.

# %%
from gouji_sim.view import widgets as gw

gw.compare_panel(LANG, case={"trick": [{"seat": 1, "play": "9 9 9"}],
                             "action": {"seat": 2, "play": "大王 8 8"}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 本章的表由 `beat_table` 画：它把几对牌交给 `explain`（`beats` 的带理由版本），一行一个裁决；每张牌的值是 `Play.values()`，死牌是 `is_dead`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - This chapter's tables are drawn by `beat_table`, which hands pairs of plays to `explain` (the version of `beats` that gives its reasons), one ruling per row; each card's value is `Play.values()`, a dead play `is_dead`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
