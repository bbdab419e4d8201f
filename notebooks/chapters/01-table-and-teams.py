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
# # 第 1 章 牌桌与联邦
#
# 够级的一切规矩都从座位说起：谁先谁后、谁和谁一伙、谁是谁的对头。本章四条规则（`TABLE-1` 到
# `TABLE-4`）说的就是这些。每条规则先用引用块写出来，标上编号，后面紧跟一个代码单元，让引擎把它演示一遍。

# %% [markdown] lang="en"
# # 1. The table and the teams
#
# Everything in Gouji starts from the seats: who plays after whom, who is on whose team, and who is
# whose opposite. The four rules of this chapter (`TABLE-1` to `TABLE-4`) say exactly that. Each rule
# is written in a quote block with its ID, followed by a code cell in which the engine shows it at
# work.

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

from gouji_sim.core.table import SEATS, downstream, opposite, team, upstream

# %% [markdown] lang="zh"
# ## 座位与顺序
#
# > **TABLE-1** 六个人坐六个座位，编号 1 到 6。发牌和出牌都按逆时针走：座位 i 之后轮到 i+1，座位 6 之后回到 1。i+1 叫 i 的**下家**，i−1 叫 i 的**上家**。
#
# 下表由引擎算出，给出每个座位的上家和下家：

# %% [markdown] lang="en"
# ## Seats and order
#
# > **TABLE-1** Six players sit in six seats numbered 1 to 6. Dealing and play both go
# > counterclockwise: after seat i comes seat i+1, and after seat 6 comes seat 1 again. Seat i+1 is
# > i's **next player** (downstream, 下家); seat i−1 is its **previous player** (upstream, 上家).
#
# The table below is computed by the engine: each seat's previous and next player.

# %%
html_table(["座位", "上家", "下家"] if LANG == "zh" else ["seat", "upstream", "downstream"],
      [(seat, upstream(seat), downstream(seat)) for seat in SEATS])

# %% [markdown] lang="zh"
# 在牌桌上，顺序就是“下一个轮到谁”。座位 6 先出一对 9，引擎说下一个该座位 1：

# %% [markdown] lang="en"
# At the table, order means "whose turn is next". Seat 6 leads a pair of 9s, and the engine says
# seat 1 is next:

# %%
after_six = Situation.build(trick=[PlayAction(6, Play.parse("9 9"))])
show(after_six)   # the table after the lead: "next to act" is the engine's answer

# %% [markdown] lang="zh"
# ## 两伙人
#
# > **TABLE-2** 隔一个座位的三个人是一伙，叫**联邦**：座位 1、3、5 一伙，座位 2、4、6 一伙。两伙人相邻而坐，所以出牌总是在两伙之间交替。

# %% [markdown] lang="en"
# ## Two teams
#
# > **TABLE-2** Every other seat belongs to the same team (联邦): seats 1, 3, 5 are one team and
# > seats 2, 4, 6 the other. Neighbours are always on different teams, so turns alternate between
# > the teams.

# %%
html_table(["座位", "这一伙"] if LANG == "zh" else ["seat", "its team"],
           [(seats(seat), seats(team(seat))) for seat in SEATS])

# %% [markdown] lang="zh"
# 一伙就是一伙，牌桌上处处向着自家人：比方有人出了够级牌，几家都想烧的时候，出牌人自家的联邦先烧（`BURN-2`，第 7 章）。座位 1 出五张 10，看裁决里“谁能烧”那一行：座位 3、5 在前，2、6 在后。

# %% [markdown] lang="en"
# The teams matter in the rules: for example, when someone makes a gouji play, the player's own
# teammates come first among those who may burn it (`BURN-2`, chapter 7). Seat 1 leads five 10s;
# look at the "may burn" line of the verdict: seats 3 and 5 first, then 2 and 6.

# %%
show(judge(Situation.build(), PlayAction(1, Play.parse("10 10 10 10 10"))))

# %% [markdown] lang="zh"
# ## 对头
#
# > **TABLE-3** 正对面的人是你的**对头**（也叫对门）：座位 i 的对头是 i+3（超过 6 就减 6）。对头永远在另一伙，是跟你对着够的那一家：你出了够级牌，只有他能管（`GOUJI-2`）；你的牌他不要了，要他来扣（`TURN-6`）。

# %% [markdown] lang="en"
# ## The opposite
#
# > **TABLE-3** The player straight across the table is your **opposite** (对头, also 对门): seat i's
# > opposite is seat i+3 (minus 6 when past 6). Your opposite is always on the other team: it is the
# > player you play gouji *against*, the only one who may answer your gouji plays (`GOUJI-2`) and the
# > one who closes your tricks (`TURN-6`).

# %%
html_table(["座位", "对头"] if LANG == "zh" else ["seat", "its opposite"],
           [(seats(seat), seats(opposite(seat))) for seat in SEATS])

# %% [markdown] lang="zh"
# 下图是引擎画的牌桌：座位 1 在下方，按逆时针排开，每个座位都正对着自己的对头，两伙用两种颜色。图下写的“够级大纲”是这一桌照的规矩（默认的那一套，第 11 章讲别的）。座位 2 刚出了两张 K——两张 K 是够级牌（第 5 章），只有对头能管，所以轮到的不是下家座位 3，而是座位 2 的对头座位 5；中间不能管的座位 3、4 就跳过去了。图上标出了下一个该谁：

# %% [markdown] lang="en"
# Here is the table as the engine draws it: seat 1 at the bottom, the others counterclockwise, each
# seat facing its opposite, the two teams in two colours. The rules named under it, the Gouji Outline,
# are the rules this table plays (the default; chapter 11 shows the others). Seat 2 has just played two
# kings, a gouji play (chapter 5) that only its opposite may beat, so the turn does not go to seat 3
# but skips seats 3 and 4, which could not beat it, and goes to seat 5. The picture shows whose turn it
# is:

# %%
kings = Situation.build(trick=[PlayAction(2, Play.parse("K K"))])
show(kings)

# %% [markdown] lang="zh"
# 座位 3 要是硬出两张 A，引擎判不合法；对头座位 5 出就行：

# %% [markdown] lang="en"
# If seat 3 plays two aces anyway, the engine rules them illegal; the same aces from the opposite, seat
# 5, are fine:

# %%
show(judge(kings, PlayAction(3, Play.parse("A A"))),
     judge(kings, PlayAction(5, Play.parse("A A"))))

# %% [markdown] lang="zh"
# ## 上手联邦与下手联邦
#
# > **TABLE-4** 同伙的两个人对你来说一个在上手、一个在下手：往上数两个座位的是**上手联邦**，往下数两个座位的是**下手联邦**。

# %% [markdown] lang="en"
# ## The teammates upstream and downstream
#
# > **TABLE-4** Your two teammates sit two seats away on either side: the one two seats upstream is
# > your **upstream teammate** (上手联邦), the one two seats downstream your **downstream teammate**
# > (下手联邦).

# %%
rows = []
for seat in SEATS:
    up, down = upstream(upstream(seat)), downstream(downstream(seat))
    assert up in team(seat) and down in team(seat)
    rows.append((seat, up, down))
html_table(["座位", "上手联邦", "下手联邦"] if LANG == "zh" else ["seat", "upstream teammate", "downstream teammate"], rows)

# %% [markdown] lang="zh"
# 烧牌的先后就用得上这两个说法（`BURN-2`，第 7 章）：座位 1 出够级牌，同伙先烧，而且按逆时针，所以排第一的是座位 1 的下手联邦座位 3，然后才是上手联邦座位 5。引擎给出的烧牌顺序正是这样：

# %% [markdown] lang="en"
# The two names come up in the burning order (`BURN-2`, chapter 7): when seat 1 makes a gouji play,
# its teammates may burn first, counterclockwise from it, so its downstream teammate, seat 3, comes
# first and its upstream teammate, seat 5, second. The engine's burning order says just that:

# %%
burners = judge(Situation.build(), PlayAction(1, Play.parse("Q Q Q"))).burners
assert burners[0] == downstream(downstream(1)) and burners[1] == upstream(upstream(1))
facts([({"zh": "烧牌顺序", "en": "Burning order"}[LANG], seats(burners)),
       ({"zh": "第一个：座位 1 的下手联邦？", "en": "First: seat 1's downstream teammate?"}[LANG],
        burners[0] == downstream(downstream(1))),
       ({"zh": "第二个：座位 1 的上手联邦？", "en": "Second: seat 1's upstream teammate?"}[LANG],
        burners[1] == upstream(upstream(1)))])

# %% [markdown] lang="zh"
# ## 摆一张牌桌
#
# 下面是牌桌小工具：六个座位，两伙用两种颜色标出，对头连在一起。可以设定每家的手牌或张数，再一步一步往这一轮里加出牌、过牌、让牌（第 6 章讲）；每一步都先交给裁判，不合规矩的会被拒绝并说明原因。工具里还能设定谁已经出完，那是第 8 章的事：有人走了，他的对头就成了“无头”，规矩跟着变。

# %% [markdown] lang="en"
# ## Set a table
#
# Below is the table widget: six seats, the two teams in two colours, each seat linked to its
# opposite. Set each seat's hand or count, then add plays, passes and yields (chapter 6) to the trick
# one step at a time; each step goes to the judge first, and an illegal one is refused with its
# reason. The widget can also mark seats as finished; that is chapter 8's subject: once a player is
# out, its opposite is "headless" and the rules change for it.

# %%
from gouji_sim.view import widgets as gw

gw.table_editor(LANG, case={"trick": [{"seat": 1, "play": "Q Q Q"}],
                      "action": {"seat": 2, "play": "K K K"}})

# %% [markdown] lang="zh"
# ## 自己试试
#
# 下面是判牌面板：上面摆好了牌桌（座位 2 出了两张 K），可以选座位、选动作（出牌、过、让牌、烧牌），点牌组成一手牌，裁决马上出来。一开始你看到的是构建网站时保存的快照；点一下其中任何一个按钮，例子就在你的浏览器里启动（第一次要几秒钟），随后你点的那一下就生效。

# %% [markdown] lang="en"
# ## Try it yourself
#
# Below is the judge panel, with the table set (seat 2 has played two kings). Choose a seat and an
# action (play, pass, yield, burn), click cards to build a play, and the verdict appears at once.
# What you see first is a snapshot saved when the site was built; click any of its buttons and the
# examples start in your browser (a few seconds the first time), then your click takes effect.

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"trick": [{"seat": 2, "play": "K K"}],
                           "action": {"seat": 5, "play": "A A"}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 座位、同伙、对头和上下家都在 `gouji_sim.core.table`：`team`、`opposite`、`upstream`、`downstream`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Seats, teams, opposites and neighbours are in `gouji_sim.core.table`: `team`, `opposite`, `upstream`, `downstream`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
