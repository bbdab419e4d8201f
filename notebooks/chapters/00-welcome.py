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
# # 五分钟上手
#
# 够级是青岛一带的六人牌戏：四副牌、两伙人、谁先把手里的牌出完谁赢。本页用五分钟讲清楚怎么玩，再让你亲手点一点，看裁判（本项目的规则引擎）怎么判。页面上的每一个“合法 / 不合法”都是引擎当场算出来的，不是手写的。

# %% [markdown] lang="en"
# # Five-minute start
#
# Gouji (够级) is a six-player card game from the Qingdao region: four packs, two teams, and the
# goal of getting rid of your cards before anyone else. This page explains how to play in five
# minutes and then lets you click through a few plays and watch the judge (this project's rules
# engine) rule on them. Every "legal / illegal" on this page is computed by the engine on the
# spot, never written by hand.

# %% [markdown] lang="zh"
# ## 一分钟讲完规则
#
# 1. **六人两伙。** 座位 1 到 6 围成一圈，按逆时针轮流。隔一个座位是一伙（联邦）：1、3、5 对
#    2、4、6。正对面的那位是你的**对头**，永远是对方的人（[第 1 章](../01-table-and-teams/)）。
# 2. **四副牌。** 216 张牌，每人 36 张。点数从小到大：3 4 5 6 7 8 9 10 J Q K A 2 小王 大王，花色不论（[第 2 章](../02-cards-and-notation/)）。
# 3. **一套牌。** 一次出的牌是同一点数的几张，可以贴上 2（贴钱）、挂上王（挂花）（[第 3 章](../03-plays/)）。
# 4. **管牌。** 要管住桌上的牌，张数得一样，而且排好后每一张都更大（[第 4 章](../04-beating/)）。
# 5. **够级牌只有对头能管。** 够大够多的牌（比如 5 张 10、2 张 K，或任何带王的牌）叫够级牌，只有出牌人的对头有资格管；别人只能过，或者**烧牌**：抢先用一套管住它，再一口气把手里的牌出完，中间每套都挂王（[第 5 章](../05-gouji-plays/)、
#    [第 7 章](../07-burning/)）。
# 6. **一轮怎么结束。** 轮到谁谁就管或者过；桌上最大那手牌的对头不要了（扣牌），别人也都没法再管了，这一轮才算完，出那手牌的人接着首出（[第 6 章](../06-turns/)）。
# 7. **排名和分数。** 先走完的是头科、二科……排最后的是大落（一般是最后手里还剩牌的那家）；头科 +4、二科 +2、二落 −2、大落 −4，一伙三人的分加起来算（[第 9 章](../09-finishing-and-scoring/)）。

# %% [markdown] lang="en"
# ## The rules in one minute
#
# 1. **Six players, two teams.** Seats 1 to 6 sit in a ring and take turns counterclockwise.
#    Every other seat is on your team: 1, 3, 5 against 2, 4, 6. The player straight across is your
#    **opposite**, always on the other team ([chapter 1](../01-table-and-teams/)).
# 2. **Four packs.** 216 cards, 36 each. Ranks from low to high: 3 4 5 6 7 8 9 10 J Q K A 2,
#    Small Joker, Big Joker; suits do not matter ([chapter 2](../02-cards-and-notation/)).
# 3. **A play** is some cards of one rank, to which twos and jokers may be attached
#    ([chapter 3](../03-plays/)).
# 4. **Beating.** To beat the play on top you play as many cards, each higher than the card in
#    the same place once both are sorted ([chapter 4](../04-beating/)).
# 5. **Only the opposite answers a gouji play.** A big enough play (five 10s, two kings, any play
#    with a joker…) is a gouji play: only its player's opposite may beat it; everyone else passes
#    or **burns** it: beats it first, then plays out the whole hand in one go, every set after the
#    first but the last carrying a joker ([chapter 5](../05-gouji-plays/), [chapter 7](../07-burning/)).
# 6. **How a trick ends.** In turn, each player beats the top play or passes; when the top play's
#    opposite lets it stand (closes) and nobody else may still beat it, the trick is over and the
#    top player leads again ([chapter 6](../06-turns/)).
# 7. **Places and points.** The first out is 1st (头科), then 2nd …, the last place is 6th
#    (大落, usually the player left holding cards); 1st +4, 2nd +2, 5th −2, 6th −4, and a team adds up its three players
#    ([chapter 9](../09-finishing-and-scoring/)).

# %% [markdown] lang="zh"
# ## 自己点一点
#
# 先认几个词，下面的按钮和裁决里都有：
#
# - **普通牌**：一张王也不带的牌；带王的叫王牌（第 3 章）。
# - **点数**：一套牌里普通牌的那个点，比方 `J J J J J` 的点数是 J（第 3 章）。
# - **够级牌**：大到只有对头能管的牌，比方五张 10（第 5 章）。
# - **过**、**扣牌**：轮到你不出叫过；桌上是你对头的牌，你不要了，叫扣牌，这一轮往往就这么结束（第 6 章）。
# - **烧牌**：不是对头也想管够级牌，就得“烧”：先用一套压住它，再一口气把手里的牌全出完（第 7 章）。

# %% [markdown] lang="en"
# ## Try it
#
# A few words first; the buttons and the verdicts below use them:
#
# - **plain**: a play with no joker; one with a joker is a joker play (chapter 3).
# - **base rank**: the rank of a play's ordinary cards; `J J J J J` has base J (chapter 3).
# - **gouji play**: a play big enough that only its player's opposite may beat it, such as five 10s
#   (chapter 5).
# - **pass** and **close**: not playing on your turn is a pass; when the play on top is your
#   opposite's and you pass on it, you close it, which usually ends the trick (chapter 6).
# - **burn**: a player who is not the opposite may still take on a gouji play by burning it: beat it
#   with one set, then play out the whole hand in one go (chapter 7).

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
# 座位 1 先出了五张 10——这是一手够级牌。下面每个按钮是一种应对，点一下，裁判就给出裁决：合法与否、依据哪一条规则（条款编号）、谁还能管、谁能烧、下一个轮到谁。
#
# 一开始你看到的是构建网站时保存的快照；点一下其中任何一个按钮，本页的例子就在你的浏览器里启动（什么都不用安装，第一次要几秒钟），随后你点的那一下就生效。

# %% [markdown] lang="en"
# Seat 1 has led five 10s, a gouji play. Each button below is one way to answer it. Click one and
# the judge rules: legal or not, which rule decided it (its clause ID), who may still beat it, who
# may burn it, and whose turn it is next.
#
# What you see first is a snapshot saved when the site was built; click any of its buttons and this
# page's examples start in your browser (nothing to install; a few seconds the first time), then
# your click takes effect.

# %%
import ipywidgets as widgets

# The only words that differ between the languages: one set per language.
WORDS = {
    "zh": {"hint": "点一个按钮，看裁判怎么判。",
           "buttons": ["座位 2 出 J J J J J", "座位 4（对头）出 J J J J J", "座位 4 出 J J J J",
                       "座位 4 过（扣牌）", "座位 3 烧牌"]},
    "en": {"hint": "Click a button to see how the judge rules.",
           "buttons": ["Seat 2 plays J J J J J", "Seat 4 (opposite) plays J J J J J", "Seat 4 plays J J J J",
                       "Seat 4 passes (closes)", "Seat 3 burns"]},
}[LANG]
lead = Situation.build(hands={4: "J J J J J 6 6", 3: "J J J J J 小王 8 8 9 9 9"},
                       trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
actions = [
    PlayAction(2, Play.parse("J J J J J")),
    PlayAction(4, Play.parse("J J J J J")),
    PlayAction(4, Play.parse("J J J J")),
    Pass(4),
    Burn(3, (Play.parse("J J J J J"), Play.parse("小王 9 9 9"), Play.parse("8 8")), ()),
]
board = widgets.HTML(gd.situation_html(lead, LANG))
ruling = widgets.HTML(gd.message_html(WORDS["hint"], "info"))


def answer(action):
    ruling.value = gd.verdict_html(judge(lead, action), LANG)


buttons = []
for label, action in zip(WORDS["buttons"], actions):
    button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
    button.on_click(lambda _button, action=action: answer(action))
    buttons.append(button)
widgets.VBox([widgets.HBox(buttons, layout=widgets.Layout(flex_flow="row wrap")), ruling, board])

# %% [markdown] lang="zh"
# ## 怎么读一份裁决
#
# 同样的裁决也可以直接在代码里要。座位 2 想用五张 J 去管座位 1 的五张 10：

# %% [markdown] lang="en"
# ## How to read a verdict
#
# You can ask for the same verdict in code. Seat 2 tries to beat seat 1's five 10s with five jacks:

# %%
verdict = judge(lead, PlayAction(2, Play.parse("J J J J J")))
show(verdict)

# %% [markdown] lang="zh"
# - 绿色的“合法”或红色的“不合法”，后面一句话说明为什么（这里是：够级牌只有对头能管）；
# - 一句话的解释；
# - **条款**：决定这个裁决的规则编号，最关键的排第一（这里是 `GOUJI-2`，第 5 章讲）；
# - 合法的出牌还会列出谁有资格接着管（对头）、谁有资格烧牌、下一个轮到谁。
#
# 裁决的几项，一项一行：

# %% [markdown] lang="en"
# - a green "legal" or a red "illegal", followed by the reason in a few words (here: gouji play, opposite only);
# - a one-sentence explanation;
# - **clauses**: the IDs of the rules that decided it, the most decisive first (here `GOUJI-2`,
#   explained in chapter 5);
# - for a legal play, who may beat it next, who may burn it, and who acts next.
#
# The verdict's parts, one per row:

# %%
facts([({"zh": "合法？", "en": "Legal?"}[LANG], verdict.legal),
       ({"zh": "为什么", "en": "Why"}[LANG], verdict.message[LANG]),
       ({"zh": "条款", "en": "Clauses"}[LANG], verdict.clauses),
       ({"zh": "接着轮到", "en": "Next to act"}[LANG], seats(verdict.next))])

# %% [markdown] lang="zh"
# 现在换成对头座位 4 来管。想换别的牌、别的座位试试，把同一个局面放进[规则实验室](../lab/)，看看裁决怎么变：

# %% [markdown] lang="en"
# Now let the opposite, seat 4, beat it. To try other cards or another seat, put the same table in
# [the Rule Lab](../lab/) and watch the verdict change:

# %%
show(judge(lead, PlayAction(4, Play.parse("J J J J J"))))

# %% [markdown] lang="zh"
# ## 接下来
#
# - 按顺序读各章：每一条规则都写明编号，并配一个由引擎判出来的例子；
# - 想在命令行里判一个局面，看 [`gouji` 命令与案例格式](../cli/)；
# - 碰到“我们这儿不是这么打的”，看[第 11 章](../11-variants-and-disputes/)：地方玩法都是规则开关，同一个局面可以按几种玩法各判一次。

# %% [markdown] lang="en"
# ## Where next
#
# - Read the chapters in order: every rule is given with its ID and an example judged by the engine;
# - to judge a situation from the command line, see [the `gouji` command and the case
#   format](../cli/);
# - when someone says "that's not how we play it", see [chapter 11](../11-variants-and-disputes/):
#   regional rules are switches, and the same situation can be judged under each of them.

# %% [markdown] lang="zh"
# ## 上桌打一手
#
# 规则看过了，就去[练牌桌](../practice/)坐一个座位，和五个机器人打一整手：每一步都由裁判判，出错了会告诉你为什么，
# 随时可以要提示、悔一步；打完有名次、得分和记录。老师可以看[用练习题上课](../teaching/)。

# %% [markdown] lang="en"
# ## Sit down and play
#
# With the rules in mind, take a seat at the [practice table](../practice/) and play a whole hand
# against five bots: the judge rules on every step and tells you why when a play is refused; ask
# for a hint or undo at any time; at the end you get the places, the points and the record.
# Teachers: see [drills for a class](../teaching/).

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 裁判是 `gouji_sim` 包里的 `judge`；裁决是一个普通的 Python 对象（`Verdict`），字段和 `gouji judge --json` 的输出一样：`legal`、`reason`、`clauses`、`next` ……
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - The judge is `judge` in the `gouji_sim` package; a verdict is a plain Python object (`Verdict`) with the same fields as the output of `gouji judge --json`: `legal`, `reason`, `clauses`, `next`, …
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
