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
# # 第 9 章 走牌与计分
#
# 牌出完了就“走”了，走的先后就是名次：头科、二科、三科、四科、二落、大落。名次定分数，一伙三个人的分加起来，就是这一伙这一局的输赢。本章是 `END-1` 到 `END-3`、`SCORE-1` 到 `SCORE-4`，外带一个地方玩法“窒息”（`LOCAL-2`）。这里的例子用到引擎里打整局牌的部分：一局牌从头打到尾，每一步都交给裁判判过。

# %% [markdown] lang="en"
# # 9. Finishing and scoring
#
# A player who has played all its cards is out, and the order in which players go out is their place:
# 1st (头科), 2nd (二科), 3rd (三科), 4th (四科), 5th (二落), 6th (大落). Places give points, and a team's
# three players add theirs up. This chapter is `END-1` to `END-3`, `SCORE-1` to `SCORE-4` and one local
# rule, suffocation (窒息, `LOCAL-2`). Its
# examples use the part of the engine that plays whole hands, with every step ruled on
# by the judge.

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
from gouji_sim.game import GameState, score
from gouji_sim.game.history import format1_actions, this_deal
from gouji_sim.game.match import play_hand, run_bots
from gouji_sim.game.record import replay
from gouji_sim.view.scores import score_view

PLACE_NAMES = {"zh": ["头科", "二科", "三科", "四科", "二落", "大落"],
               "en": ["1st", "2nd", "3rd", "4th", "5th", "6th (last)"]}[LANG]

# %% [markdown] lang="zh"
# ## 名次
#
# > **END-1** 出完牌的人按先后排名次：**头科**（第一）、**二科**、**三科**、**四科**、**二落**（第五）、**大落**（第六，排在最后的那家）。一般来说，大落就是最后手里还剩牌的人；可要是有人烧糊了，烧糊的排到他后面去（`END-2`），这时候手里还剩牌的那家是二落，烧糊的才是大落。
#
# 下面让六个机器人打一整局（第 7 副牌，默认规则）；每一个动作都先交给裁判判，不合法就会停下来报错。打完，引擎给出名次：

# %% [markdown] lang="en"
# ## Places
#
# > **END-1** Players who play out are placed in the order they finish: **1st** (头科), **2nd** (二科),
# > **3rd** (三科), **4th** (四科), **5th** (二落) and **6th** (大落, the
# > last place). Usually 6th is the player left holding cards; but a failed burner places below it
# > (`END-2`), and then the player still holding cards is 5th and the failed burner 6th.
#
# Below, six bots play a whole hand (deal number 7, default rules); the judge rules on every action
# first, so an illegal one would stop the hand with an error. At the end the engine gives the places:

# %%
bots = make_bots(["heuristic"])
hand = play_hand(Rules(), bots, seed=7, checked=True)
show(facts([({"zh": "一共几步", "en": "Actions in all"}[LANG], len(format1_actions(this_deal(replay(hand.record).state.history))))]),
     html_table(["名次", "座位"] if LANG == "zh" else ["place", "seat"],
                [(PLACE_NAMES[i - 1], seats(seat)) for i, seat in enumerate(hand.places, start=1)]))

# %% [markdown] lang="zh"
# ## 烧糊的人排最后
#
# > **END-2** 烧糊的人（`BURN-5`）排在所有还没走的人后面；两个人先后烧糊，后烧糊的排得更低。
#
# 一个小局面：座位 1 出五张 10，座位 3 宣布烧牌，中间那套 `8 8` 没挂王——烧糊。剩下的让机器人打完。座位 3 手里还有牌，却被排在了最后：

# %% [markdown] lang="en"
# ## A failed burner places last
#
# > **END-2** A player whose burn failed (`BURN-5`) places last among those not yet finished; of two
# > such players, the later failure places lower.
#
# A small hand: seat 1 plays five 10s, seat 3 declares a burn whose middle set `8 8` carries no joker,
# and the burn fails. The bots play the rest. Seat 3 still holds cards, yet it is placed last:

# %%
small = {1: "10 10 10 10 10 2 3", 2: "4 4 2", 3: "J J J J J 8 8 9 9 9 2",
         4: "5 5 2", 5: "6 6 2", 6: "7 7 2"}
state = GameState.new(Rules(), {seat: Hand.parse(cards) for seat, cards in small.items()}, leader=1)
state.apply(PlayAction(1, Play.parse("10 10 10 10 10")))
failed = state.apply(Burn(3, (Play.parse("J J J J J"), Play.parse("8 8"), Play.parse("9 9 9 2"))))
run_bots(state, bots, random.Random(1), checked=True)
show(failed)

# %%
facts([({"zh": "名次（座位，头科在前）", "en": "Places (seats, 1st first)"}[LANG], seats(state.places()))])

# %% [markdown] lang="zh"
# ## 一局什么时候结束
#
# > **END-3** 五个人走了，这一局就结束。
#
# 烧糊的那一局：四个人出完了牌，座位 3 烧糊出局，五个人都“完了”，只剩座位 5 手里还有牌——这一局结束，座位 5 不用再出：

# %% [markdown] lang="en"
# ## When the hand ends
#
# > **END-3** The hand ends when five players have finished.
#
# In the hand with the failed burn, four players played out and seat 3 is out through its failed burn:
# five are done, only seat 5 still holds cards, and the hand is over without it playing on:

# %%
holding = [seat for seat in range(1, 7) if seat not in state.sit.finished + state.penalized]
facts([({"zh": "这一局结束了？", "en": "Is the hand over?"}[LANG], state.is_over()),
       ({"zh": "出完牌的", "en": "Played out"}[LANG], seats(state.sit.finished)),
       ({"zh": "出局的", "en": "Out by a penalty"}[LANG], seats(state.penalized)),
       ({"zh": "手里还有牌的", "en": "Still holding cards"}[LANG], seats(holding))])

# %% [markdown] lang="zh"
# ## 窒息
#
# > **LOCAL-2** **窒息**（开关“讲窒息吗？”，默认**不讲**，地方玩法）：头科出完最后一张牌的时候，这一局还一张牌都没出过的人，马上出局，排到最后（大落）；几个人一起窒息，从头科往下数，越往后的排得越低。
#
# 一个小局面：座位 1 首出一对 5，座位 2、3 跟着管，座位 4、5、6 都过；座位 1 用最后的 `8 2` 管上，成了头科。这时座位 4、5、6 一张牌还没出过。不开窒息，剩下的让机器人接着打；开了窒息，这三家当场出局，按 4、5、6 的顺序排在最后：

# %% [markdown] lang="en"
# ## Suffocation
#
# > **LOCAL-2** **Suffocation** (窒息, **not played** by default, a local rule): when first
# > place plays its last card, every player who has not played a single card this hand is out at once
# > and places last (大落); of several, those reached later in turn order from first place place lower.
#
# A small hand: seat 1 leads a pair of 5s, seats 2 and 3 beat it, and seats 4, 5 and 6 pass; seat 1 then
# plays its last cards, `8 2`, and takes first place. Seats 4, 5 and 6 have not played a card yet.
# Without suffocation the bots play the rest; with it, those three are out on the spot, placed last in
# the order 4, 5, 6:

# %%
quick = {1: "5 5 8 2", 2: "6 6 9 9 2", 3: "7 7 10 10 2", 4: "K K 2", 5: "Q Q 2", 6: "A A 2"}
opening = [PlayAction(1, Play.parse("5 5")), PlayAction(2, Play.parse("6 6")),
           PlayAction(3, Play.parse("7 7")), Pass(4), Pass(5), Pass(6), PlayAction(1, Play.parse("8 2"))]
words = {"zh": (["窒息", "当场出局", "名次（座位，头科在前）"], "关", "开"),
         "en": (["suffocation", "out at once", "places (seats, 1st first)"], "off", "on")}[LANG]
rows = []
for on in (False, True):
    game = GameState.new(Rules(suffocation=on), {seat: Hand.parse(cards) for seat, cards in quick.items()}, leader=1)
    for action in opening:
        game.apply(action)
    out_now = game.penalized
    run_bots(game, bots, random.Random(1), checked=True)
    rows.append((words[1 + on], seats(out_now), seats(game.places())))
html_table(words[0], rows)

# %% [markdown] lang="zh"
# ## 计分
#
# > **SCORE-1** 头科 +4，二科 +2，三科 0，四科 0，二落 −2，大落 −4。一伙的分数是三个人的分加起来。
#
# `score` 按名次算分，给出每个座位的分和两伙的分（两伙的分照大纲只记正分，见下面的 `SCORE-3`）：

# %% [markdown] lang="en"
# ## Points
#
# > **SCORE-1** 1st +4, 2nd +2, 3rd 0, 4th 0, 5th −2, 6th −4. A team's score is the sum of its three
# > players' points.
#
# `score` turns places into points, for each seat and for each team (the team scores as the Outline
# records them: positive only, see `SCORE-3` below):

# %%
show(score_view(hand.places, Rules()))

# %% [markdown] lang="zh"
# ## 串三户
#
# > **SCORE-2** **串三户**：一伙包揽了头科、二科、三科，分数翻倍：按名次算，赢的一伙 +12，输的一伙 −12。
#
# 输的一伙最后记不记 −12，还要看下一节的 `SCORE-3`：大纲只记正分，输的一伙记 0。下面引擎先算翻倍后的两伙分（不论只记正分），再照大纲记：

# %% [markdown] lang="en"
# ## Sweep
#
# > **SCORE-2** **Sweep** (串三户): one team takes 1st, 2nd and 3rd place; the scores double: by the
# > places, +12 for the winners and −12 for the losers.
#
# Whether the losers record the −12 depends on `SCORE-3` in the next section: the Outline records
# positive scores only, so the losers record 0. Below, the engine first gives the doubled team totals
# (positive-only aside), then what the Outline records:

# %%
sweep = score((1, 3, 5, 2, 4, 6), Rules())
doubled = score((1, 3, 5, 2, 4, 6), Rules(positive_only=False))
facts([({"zh": "串三户？", "en": "A sweep?"}[LANG], sweep.sweep),
       ({"zh": "分数乘以", "en": "Scores multiplied by"}[LANG], sweep.factor),
       ({"zh": "翻倍后（不论只记正分）", "en": "Doubled (positive-only aside)"}[LANG], doubled),
       ({"zh": "大纲记的", "en": "What the Outline records"}[LANG], sweep)])

# %% [markdown] lang="zh"
# ## 只记正分
#
# > **SCORE-3** 开关“输的一伙记负分吗？”（只记正分）：一伙的总分是正的才记，另一伙记 0。大纲（预设“够级大纲”）就是这么记的，所以默认**只记正分**；老头够级不这样，输的一伙记负分。不管开不开，记录里每个座位的分都照记。
#
# 同一个串三户，大纲和老头够级各记多少：

# %% [markdown] lang="en"
# ## Positive scores only
#
# > **SCORE-3** Switch “Does the losing team record a negative score?” (只记正分): only a positive team total is recorded; the other team
# > records 0. The Outline scores this way, so that is the default; 老头够级
# > (Laotou Gouji) does not and the losing team records its negative total. Either way, the record keeps
# > every seat's points.
#
# The same sweep, as the Outline and as 老头够级 record it:

# %%
facts([(gd.preset_label(name, LANG), score((1, 3, 5, 2, 4, 6), Rules.preset(name))) for name in ("outline", "laotou")])

# %% [markdown] lang="zh"
# ## 满贯
#
# > **SCORE-4** 开关“满贯分数翻倍吗？”（默认**不翻**）：别人一张牌都还没出，就有人一口气走完了，分数翻倍。
#
# 满贯加上串三户，两次翻倍：

# %% [markdown] lang="en"
# ## Grand slam
#
# > **SCORE-4** Switch “Does a grand slam double the score?” (满贯, **no** by default): a player that plays out before anyone
# > else has played a card doubles the score.
#
# A grand slam on top of a sweep doubles twice:

# %%
facts([(gd.rules_label(rules, LANG), score((1, 3, 5, 2, 4, 6), rules, grand_slam=True))
       for rules in (Rules(), Rules(grand_slam=True))])

# %% [markdown] lang="zh"
# ## 自己试试：一步一步看一整局
#
# 回放面板把上面那一局（种子 7）从头放一遍：每一步的牌桌、谁出了什么、为什么合法。

# %% [markdown] lang="en"
# ## Try it yourself: a whole hand, step by step
#
# The replay panel plays back the hand above (deal number 7) from the start: the table at each step, who played
# what, and why it was legal.

# %%
from gouji_sim.view import widgets as gw

gw.replay(hand.record, lang=LANG)

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 整局牌在 `gouji_sim.game`：`play_hand`、`GameState.places()`；按名次算分：`score(places, rules)`，给读者看的分数表是 `gouji_sim.view.scores.score_view`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Whole hands are in `gouji_sim.game`: `play_hand`, `GameState.places()`; points from places: `score(places, rules)`, and the score table a reader is shown is `gouji_sim.view.scores.score_view`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
