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
# # 第 5 章 够级牌与对头
#
# “够级”两个字说的就是这一章：一手牌大到一定程度、多到一定张数，就“够级”了。够级牌出来，桌上的规矩就变了——只有出牌人的对头能管它，别人要么过，要么烧。本章讲 `GOUJI-1`（什么是够级牌）、
# `GOUJI-2`（谁能管）和 `GOUJI-5`（够级牌“活了”）。无头和四人乱缠（`GOUJI-3`、`GOUJI-4`）在第 8 章。

# %% [markdown] lang="en"
# # 5. Gouji plays and who may answer
#
# The game's name comes from this chapter: a play that is high enough and has enough cards "reaches
# gouji" (够级). When a gouji play is made, the table's rules change: only its player's opposite may
# beat it, and everyone else passes or burns. This chapter covers `GOUJI-1` (what a gouji play is),
# `GOUJI-2` (who may answer it) and `GOUJI-5` (a gouji play that "lives"). Headless players and the
# four-player melee (`GOUJI-3`, `GOUJI-4`) are in chapter 8.

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
# ## 什么是够级牌
#
# > **GOUJI-1** 一手牌是**够级牌**，如果它带王（任何王牌都是），或者它的点数够了最少张数：
# > 10 要 5 张，J 要 4 张，Q 要 3 张，K 要 2 张，A 要 2 张，2 要 1 张（更多当然也算）。张数里算上贴的 2：`K 2` 就是两张 K。点数是 3 到 9 的牌，不挂王就永远不够级。开关“一张 2 算不算够级牌？”：2 要 1 张（默认）还是 2 张（预设“老头够级”）。
#
# 表里每一行都是引擎判的，看这手牌够不够级：

# %% [markdown] lang="en"
# ## What a gouji play is
#
# > **GOUJI-1** A play is a **gouji play** (够级牌) if it carries a joker (every joker play is one), or if
# > its base rank reaches its minimum size: five 10s, four jacks, three queens, two kings, two aces,
# > one two (or more). Attached twos count toward the size: `K 2` is two kings. A base rank from 3 to 9
# > never reaches gouji without a joker. Switch “Is a lone two a gouji play?”: a single two is enough (the default), or
# > two are needed (老头够级, the preset Laotou Gouji).
#
# Every row of the table was decided by the engine: is this a gouji play?

# %%
outline, laotou = Rules(), Rules.preset("laotou")
plays = ["10 10 10 10", "10 10 10 10 10", "J J J", "J J J J", "Q Q", "Q Q Q", "K", "K K", "K 2",
         "A A", "2", "2 2", "9 9 9 9 9 9 9", "3 小王"]
mark = lambda yes: "✔" if yes else "✘"
html_table({"zh": ["一套牌", "够级牌？（够级大纲）", "够级牌？（老头够级）"],
       "en": ["play", "gouji play? (Gouji Outline)", "gouji play? (Laotou Gouji)"]}[LANG],
      [(gd.notation(Play.parse(p), LANG), mark(is_gouji(Play.parse(p), outline)),
        mark(is_gouji(Play.parse(p), laotou))) for p in plays])

# %% [markdown] lang="zh"
# 领出一手够级牌时，裁决同时引用 `TURN-1`（领牌）和 `GOUJI-1`，并说明只有对头能管：

# %% [markdown] lang="en"
# When a gouji play is led, the verdict cites both `TURN-1` (the lead) and `GOUJI-1`, and says that
# only the opposite may beat it:

# %%
show(judge_cards(Situation.build(), 3, "K 2"))

# %% [markdown] lang="zh"
# ## 只有对头能管
#
# > **GOUJI-2** 够级牌只有出牌人的**对头**有资格管（“只有对头才有资格上牌”）。例外有三种：烧牌（第 7 章）、出牌人无头（`GOUJI-3`）、四人乱缠（`GOUJI-4`）。其他人只能过。对头即使这一轮早先过过牌，对够级牌也仍然可以管（平常过了牌这一轮就不能再出，第 6 章的 `TURN-4`；对头牌是例外）。对头管上的牌本身也是够级牌，于是两个对头你来我往，直到一方扣牌。
#
# 座位 1 出五张 10。座位 2、3 是下一个、再下一个，但他们不是对头；能管的只有座位 4：

# %% [markdown] lang="en"
# ## Only the opposite may answer
#
# > **GOUJI-2** Only the gouji player's **opposite** may beat a gouji play ("只有对头才有资格上牌"), except
# > by burning (chapter 7), when the player is headless (`GOUJI-3`), or in the four-player melee
# > (`GOUJI-4`). Everyone else may only pass. The opposite keeps this right even if it passed earlier
# > in the trick (normally a pass is for the whole trick, `TURN-4` in chapter 6; a play of one's
# > opposite is the exception). A play that beats a gouji play is itself a gouji play, so
# > the two opposites then duel until one of them closes.
#
# Seat 1 leads five 10s. Seats 2 and 3 come next in turn, but they are not its opposite; only seat 4
# may beat it:

# %%
tens = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
show(judge(tens, PlayAction(2, Play.parse("J J J J J"))),
     judge(tens, PlayAction(4, Play.parse("J J J J J"))))

# %% [markdown] lang="zh"
# 别人过牌没有关系——他本来就管不了，这一声“过”什么也不改变：

# %% [markdown] lang="en"
# Anyone else may pass; it could not beat the play anyway, so its pass changes nothing:

# %%
show(judge(tens, Pass(2)))

# %% [markdown] lang="zh"
# **对头过了还能管。** 下面是一个案例（案例格式见 [`gouji` 命令与案例格式](../cli/)）：座位 2 出一对 8，大家都过，座位 4 也过了；转回来座位 1 用一对 A 管上——这是够级牌，而座位 1 的对头座位 4 虽然过过，仍然可以拿一对 2 管：

# %% [markdown] lang="en"
# **The opposite may answer even after passing.** Here is a case (the case format is described in
# [the `gouji` command and the case format](../cli/)): seat 2 plays a pair of 8s, everyone passes,
# seat 4 too; then seat 1 beats it with a pair of aces, a gouji play, and its opposite, seat 4, may
# answer with a pair of twos although it passed before:

# %%
case = Case.from_dict({
    "trick": [{"seat": 2, "play": "8 8"}, {"seat": 3, "pass": True}, {"seat": 4, "pass": True},
              {"seat": 5, "pass": True}, {"seat": 6, "pass": True}, {"seat": 1, "play": "A A"}],
    "action": {"seat": 4, "play": "2 2"},
})
show(case.situation, case.judge())

# %% [markdown] lang="zh"
# **两个对头对着干。** 座位 1 出三张 Q，对头座位 4 用三张 K 管上；三张 K 也是够级牌，能管它的只有座位 4 的对头——正是座位 1。座位 5、6 都被跳过：

# %% [markdown] lang="en"
# **The two opposites duel.** Seat 1 plays three queens and its opposite, seat 4, beats them with
# three kings. Three kings are a gouji play too, and the only one who may beat them is their
# player's opposite, seat 1 again. Seats 5 and 6 are skipped:

# %%
duel = Situation.build(trick=[PlayAction(1, Play.parse("Q Q Q")), PlayAction(4, Play.parse("K K K"))])
facts([({"zh": "轮到", "en": "To act"}[LANG], seats(duel.to_move())),
       ({"zh": "被跳过", "en": "Skipped"}[LANG], seats(duel.skipped()))])

# %%
show(judge(duel, PlayAction(1, Play.parse("A A A"))))

# %% [markdown] lang="zh"
# ## 够级牌“活了”
#
# > **GOUJI-5** 一手够级牌在这一轮结束之前没人管住、赢得了出牌权，就叫这手牌**活了**。活没活过要记下来，打点（开点，`TRIB-4`，第 10 章）时要看。
#
# 座位 1 出四张 J，对头座位 4 不要了（扣牌）。裁决里多引用一条 `GOUJI-5`：这手够级牌活了：

# %% [markdown] lang="en"
# ## A gouji play lives
#
# > **GOUJI-5** A gouji play **lives** (活) when nobody beats it before the trick ends, so that it wins
# > the lead. Whether a player's gouji plays lived is recorded: the points rule (开点, `TRIB-4`,
# > chapter 10) looks at it.
#
# Seat 1 plays four jacks and its opposite, seat 4, lets them stand (closes). The verdict adds
# `GOUJI-5`: this gouji play lived:

# %%
jacks = Situation.build(trick=[PlayAction(1, Play.parse("J J J J"))])
show(judge(jacks, Pass(4)))

# %% [markdown] lang="zh"
# ## 自己试试
#
# 桌上是座位 1 的五张 10。在面板里换座位、换牌：只有座位 4 出得了牌；其他人出牌都会被判
# “够级牌只有对头能管”，过牌则不改变什么。

# %% [markdown] lang="en"
# ## Try it yourself
#
# On the table are seat 1's five 10s. Change the seat and the cards in the panel: only seat 4 may play;
# any other seat's play is refused (a gouji play: its opposite only may beat it), and their passes change nothing.

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"trick": [{"seat": 1, "play": "10 10 10 10 10"}],
                           "action": {"seat": 4, "play": "J J J J J"}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 一手牌够不够级：`is_gouji(play, rules)`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Whether a play is a gouji play: `is_gouji(play, rules)`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
