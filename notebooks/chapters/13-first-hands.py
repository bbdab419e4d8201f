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
# # 第 13 章 头几把牌怎么打
#
# 规矩都会了，真坐上牌桌，头几把还是不知道该出什么。这一章讲几条最基本的打法：先出什么、什么时候让、什么时候烧、怎么护着自家人的够级牌。每一条都配一个例子，例子里的每一步都交给裁判判过。
#
# 先说清楚：这几条是**本项目的机器人**的打法，是一个简单的起点，不是高手的秘诀。机器人只会照这几条打；真人打多了，自然知道什么时候该反着来。第 12 章的统计也是这个机器人打出来的。

# %% [markdown] lang="en"
# # 13. Your first hands: a strategy primer
#
# You know the rules; at a real table you may still not know what to play in your first hands. This
# chapter gives a few basic habits: what to lead, when to yield, when to burn, and how to protect a
# teammate's gouji play. Each comes with an example, and every step of every example is ruled on by the
# judge.
#
# One thing first: these habits are those of **this project's bot**,
# a plain starting point and no expert's secret. The bot plays by these habits only; with practice you
# will learn when to break them. The statistics of chapter 12 come from this same bot.

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

import random

from gouji_sim.bots.roster import make_bots
from gouji_sim.game import GameState

bot = make_bots(["heuristic"])[0]


def bot_choice(hands, before=()):
    """What the heuristic bot does for the seat to act, after the actions ``before``."""
    game = GameState.new(Rules(revolution=False), {s: Hand.parse(h) for s, h in hands.items()}, leader=1)
    for action in before:
        game.apply(action)
    return bot.act(game, random.Random(1))


BOT_CHOSE = {"zh": "机器人选的", "en": "The bot's choice"}[LANG]


# %% [markdown] lang="zh"
# ## 先出小牌，一个点的一起出
#
# 首出的时候（`TURN-1`），先把最小的那个点的牌一股脑儿出掉：三张 3 就一次出三张 3。小牌留在手里，到最后没人管你的时候才出，容易卡住；趁早出，别人跟也跟得便宜，牌权转一圈还可能回来。2 和王留着——那是管够级牌、烧牌用的（第 5、7 章）。
#
# 座位 1 手里 `3 3 3 7 9 K K 2 小王`，该他首出。机器人出的是三张 3，裁判判合法：

# %% [markdown] lang="en"
# ## Lead your low cards, all of one rank together
#
# When you lead (`TURN-1`), get rid of your lowest rank, all of it at once: three 3s go out as one play.
# Low cards kept to the end are hard to play, when nobody is left to let them through; led early, they
# are cheap for others to follow, and the lead may come back round to you. Keep your twos and jokers:
# they are what you answer gouji plays and burn with (chapters 5 and 7).
#
# Seat 1 holds `3 3 3 7 9 K K 2 SJ` and leads. The bot leads its three 3s, and the judge finds it legal:

# %%
first = {1: "3 3 3 7 9 K K 2 小王", 2: "4 4 8 10 Q 2", 3: "5 5 6 J A 2", 4: "6 6 9 Q A 2",
         5: "7 7 8 J K 2", 6: "8 8 10 Q K 2"}
lead = bot_choice(first)
show(facts([(BOT_CHOSE, lead)]),
     judge_cards(Situation.build(hands={1: first[1]}), 1, str(lead)))

# %% [markdown] lang="zh"
# 能一手出完的时候，当然一手出完：机器人首出前先看有没有这样一手。
#
# ## 小牌别拿 2 和王去管
#
# 别人出的是普通的小牌（不够级），别急着拿 2 去贴、拿王去挂：一对 9 不值一张 2。机器人的规矩是：不是够级牌，就不动 2 和王，除非这一手就能把牌出完。
#
# 座位 1 出一对 9，座位 2 手里 `10 2 小王 5`：`10 2`、`10 小王` 都管得住（裁判判合法），机器人还是过：

# %% [markdown] lang="en"
# When one play can empty your hand, play it, of course: the bot checks for one before anything else.
#
# ## Do not spend twos and jokers on small plays
#
# When the play on top is an ordinary small one (not a gouji play), do not rush to attach a two or a
# joker to beat it: a pair of 9s is not worth a two. The bot's habit: no twos and no jokers on a play
# that is not a gouji play, unless that play empties its hand.
#
# Seat 1 plays a pair of 9s and seat 2 holds `10 2 SJ 5`: `10 2` and `10 SJ` both beat it (the judge
# finds them legal), and the bot passes all the same:

# %%
small = {1: "9 9 5", 2: "10 2 小王 5", 3: "3 3 4", 4: "3 4 5", 5: "6 7 8", 6: "4 5 6"}
nines = Situation.build(hands={2: small[2]}, trick=[PlayAction(1, Play.parse("9 9"))])
choice = bot_choice(small, [PlayAction(1, Play.parse("9 9"))])
show(facts([(BOT_CHOSE, choice)]),
     judge_cards(nines, 2, "10 2"), judge(nines, Pass(2)))

# %% [markdown] lang="zh"
# ## 自家人的牌不管
#
# 桌上最大的是同伙的牌，就别管了，说“过”：你管上去，牌权还是在自家，只是白白搭进去几张牌。机器人碰到同伙的牌一律过。
#
# ## 什么时候让
#
# 对头出了牌，中间两家都过了，轮到你（`TURN-5`）。这时候让一下，后面两家先表态：下家是对头那一伙的，再下家是你自家的联邦。要是你的联邦拿小牌就能管住，你那手大牌就省下了；要是两家都过，牌还回到你手里，一点亏不吃。
#
# 座位 1 出一对 9，座位 2、3 都过，座位 4 让；座位 5 过，座位 4 的联邦座位 6 拿一对 J 管上。座位 4 一张牌没花，这一轮归了自家：

# %% [markdown] lang="en"
# ## Leave your teammate's play alone
#
# When the play on top is a teammate's, pass: beating it keeps the lead on your team anyway and only
# costs you cards. The bot always passes on a teammate's play.
#
# ## When to yield
#
# Your opposite has played, the two players between you have passed, and it is your turn (`TURN-5`).
# Yield, and the next two act first: the first of them is on your opposite's team, the second is your
# own teammate. If your teammate can beat the play with small cards, you keep your big ones; if both
# pass, the play comes back to you and you have lost nothing.
#
# Seat 1 plays a pair of 9s, seats 2 and 3 pass, seat 4 yields; seat 5 passes, and seat 4's teammate,
# seat 6, beats it with a pair of jacks. Seat 4 has spent no card, and the trick is its team's:

# %%
yielding = [{"seat": 1, "play": "9 9"}, {"seat": 2, "pass": True}, {"seat": 3, "pass": True}]
show(Case.from_dict({"trick": yielding, "action": {"seat": 4, "yield": True}}).judge(),
     Case.from_dict({"trick": yielding + [{"seat": 4, "yield": True}, {"seat": 5, "pass": True}],
                     "action": {"seat": 6, "play": "J J"}}).judge())

# %% [markdown] lang="zh"
# 机器人不会让牌——这一条是人比机器人强的地方。
#
# ## 什么时候烧
#
# 烧牌（第 7 章）成了，一下子就走了；烧糊了，直接落个大落（`BURN-5`、`END-2`）。所以只在心里算清楚了才烧：第一套压得住那手够级牌，剩下的牌分成几套，王的张数至少是套数减一。机器人只在规划器说“烧得了”的时候才喊烧，所以它从不烧糊；它也从不烧自家人的够级牌。
#
# 座位 1（另一伙）出五张 10，座位 2 手里 `J J J J J 小王 8 8 9 9 9`：规划器找出三套，烧了，没人接，烧成。同样的牌少了那张小王，就烧不了：

# %% [markdown] lang="en"
# The bot never yields: here people play better than the bot.
#
# ## When to burn
#
# A burn that succeeds takes you out at once; a burn that fails places you last (`BURN-5`, `END-2`). So
# burn only when you have counted it through: your first set beats the gouji play, and after it you
# have at least as many jokers as sets minus one. The bot calls a burn only when the planner
# says it can, so it never fails; and it never burns its own teammate's gouji play.
#
# Seat 1 (the other team) plays five 10s and seat 2 holds `J J J J J SJ 8 8 9 9 9`: the planner finds
# three sets, seat 2 burns, nobody answers, and the burn succeeds. The same cards without the Small
# Joker cannot burn:

# %%
tens = Play.parse("10 10 10 10 10")
plans = facts([(Hand.parse(cards), plan_burn(Hand.parse(cards), tens, Rules()))
               for cards in ("J J J J J 小王 8 8 9 9 9", "J J J J J 8 8 9 9 9")])
burn = {"hands": {"2": "J J J J J 小王 8 8 9 9 9"}, "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
        "action": {"seat": 2, "burn": ["J J J J J", "小王 8 8", "9 9 9"]}}
show(plans, Case.from_dict(burn).judge())

# %% [markdown] lang="zh"
# ## 护着自家人的够级牌
#
# 自家人出了够级牌，你能帮他的有两件事。第一，别烧他：规矩上同伙也能烧（`BURN-1`），可你一烧，他那手够级牌就白出了。第二，对方有人来烧他的时候，看看烧牌的是谁：烧牌人的对头正好是你这一伙的人，他可以拿更大的牌接住烧牌的一套，这一把烧就解了（`BURN-4`）。
#
# 还是座位 2 烧座位 1 的五张 10。座位 2 的对头是座位 5——座位 1 的同伙。烧到第二套 `小王 8 8`，座位 5 拿 `大王 Q Q` 接住：解烧，座位 2 没走成，座位 1 的够级牌也没让人白白烧了：

# %% [markdown] lang="en"
# ## Protect your teammate's gouji play
#
# When a teammate makes a gouji play, you can help in two ways. First, do not burn it: the rules let a
# teammate burn (`BURN-1`), but your burn would waste your teammate's play. Second, when a player of the
# other team burns it, look at who the burner is: the burner's opposite sits on your team, and by
# beating one of the burning sets it releases the burn (`BURN-4`).
#
# Seat 2 burns seat 1's five 10s again. Seat 2's opposite is seat 5, seat 1's teammate. At the second
# set, `SJ 8 8`, seat 5 answers with `BJ Q Q`: the burn is released, seat 2 does not go out, and seat
# 1's gouji play has not been burned for nothing:

# %%
show(Case.from_dict(dict(burn, responses=[{"after_set": 2, "seat": 5, "play": "大王 Q Q"}])).judge())

# %% [markdown] lang="zh"
# 机器人也照这一条：别人烧它同伙的时候，它能接就接；它自己的同伙烧牌，它不接。
#
# ## 自己试试
#
# 下面的判牌面板摆的是“什么时候让”那一手：座位 1 出一对 9，座位 2、3 都过。试试让座位 4 让、过或者管，再替座位 5、6 走几步，看哪一种对座位 4 这一伙最划算。

# %% [markdown] lang="en"
# The bot keeps this habit too: it answers a burn of its teammate's play when it can, and never answers
# its own teammate's burn.
#
# ## Try it yourself
#
# The judge panel below holds the yielding example: seat 1 has played a pair of 9s and seats 2 and 3
# have passed. Let seat 4 yield, pass or beat it, play on for seats 5 and 6, and see which choice suits
# seat 4's team best.

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"trick": yielding, "action": {"seat": 4, "yield": True}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 这个机器人叫 `heuristic`，代码在 `gouji_sim/bots/roster.py`；烧牌的规划器是 `plan_burn`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - The bot is `heuristic`, its code in `gouji_sim/bots/roster.py`; the burn planner is `plan_burn`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
