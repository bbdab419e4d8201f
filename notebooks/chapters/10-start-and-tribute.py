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
# # 第 10 章 开局与进贡：革命、会3、打点、憋3
#
# 一局牌开打之前有不少讲究：怎么发牌、谁先出、手里没好牌能不能不打（革命）、要不要把 3 都拣出去（会3）；上一局的输家还要给赢家进贡，打点的还要算谁“开了点”。本章是 `START-1` 到 `START-4` 和
# `TRIB-1` 到 `TRIB-5`。进贡一节只在开关 `tribute` 打开时才有（默认关）。

# %% [markdown] lang="en"
# # 10. Start of a hand and tribute: revolution, 会3, points, 憋3
#
# Before a hand is played there is a lot to settle: how to deal, who leads first, whether a player with
# no good cards may sit the hand out (revolution), whether all the 3s are taken out (会3); and the losers
# of the last hand pay tribute to its winners, and with the points rule it matters who "opened". This
# chapter is `START-1` to `START-4` and `TRIB-1` to `TRIB-5`. Everything about tribute applies only with
# the switch `tribute` on (it is off by default).

# %% tags=["parameters", "remove-input"]
LANG = "zh"

# %% tags=["remove-input"]
from functools import partial

from IPython.display import HTML
from gouji_sim import *
from gouji_sim import display as gd
from gouji_sim.case import Case

show = partial(gd.show, lang=LANG)
table = gd.table
moves_table = partial(gd.tribute_table, lang=LANG)

import random

from gouji_sim.bots import make_bots
from gouji_sim.cards import Card
from gouji_sim.game import GameState, Meld, Redeal, Revolution, deal, first_leader, is_poor
from gouji_sim.game.match import play_match
from gouji_sim.game.tribute import tribute_moves

# %% [markdown] lang="zh"
# ## 发牌
#
# > **START-1** 按逆时针发牌，每人拿整副牌的六分之一（216 张时每人 36 张）。第一局发完牌，手里一张 2、一张王都没有的人，可以要求重发。
#
# `deal` 用一个带种子的随机数发牌，同一个种子永远发出同一副牌：

# %% [markdown] lang="en"
# ## Dealing
#
# > **START-1** Cards are dealt counterclockwise, a sixth of the deck each (36 with 216 cards). On the
# > first deal, a player holding no two and no joker may ask for a redeal.
#
# `deal` deals from a seeded random generator; the same seed always deals the same cards:

# %%
dealt = deal(216, random.Random(3))
{seat: len(cards) for seat, cards in dealt.items()}, deal(216, random.Random(3)) == dealt

# %% [markdown] lang="zh"
# 一个小例子：座位 2 手里是 `4 5 6 7`，没 2 也没王。第一局开始时，引擎给这位玩家的选择里有“要求重发”；他一提，这一把就作废重发：

# %% [markdown] lang="en"
# A small example: seat 2 holds `4 5 6 7`, with no two and no joker. At the start of the first hand the
# engine offers it a redeal among its choices; once it asks, this deal is void and the cards are dealt
# again:

# %%
small = {1: "3 3 3 9 2", 2: "4 5 6 7", 3: "3 8 9 小王", 4: "3 3 10 2", 5: "J Q 大王", 6: "4 4 K 2"}
hands = {seat: Hand.parse(cards) for seat, cards in small.items()}
first = GameState.new(Rules(), hands, leader=1, first_deal=True)
print(is_poor(hands[2]), first.legal_actions())
show(first.apply(Redeal(2)))

# %% [markdown] lang="zh"
# ## 谁先出
#
# > **START-2** 第一局（上班、亮 3）：谁亮出的同一花色的 3 最多，谁先出（至少两张同花色；后亮的人同花色的 3 更多就顶下来，叫**顶班**）；谁也没有两张同花色的 3，座位 1 先出。以后每一局，由上一局的**大落**先出。
#
# 座位 1 亮两张 3（黑桃、红桃各一张，同花色只有一张），座位 2 亮三张梅花 3——座位 2 上班：

# %% [markdown] lang="en"
# ## Who leads first
#
# > **START-2** First hand (上班, 亮3): the player showing the most 3s of one suit leads (at least two of
# > the same suit; a later player showing more of one suit takes it over, 顶班); if no one has two 3s of
# > one suit, seat 1 leads. In later hands, the last hand's **6th place** (大落) leads.
#
# Seat 1 shows a 3 of spades and a 3 of hearts (only one of each suit); seat 2 shows three 3s of clubs:
# seat 2 leads:

# %%
first_leader({1: Card.parse_all("♠3 ♥3"), 2: Card.parse_all("♣3 ♣3 ♣3"),
              3: [], 4: [], 5: [], 6: []})

# %% [markdown] lang="zh"
# 连打两局，第二局由第一局的大落先出：

# %% [markdown] lang="en"
# Two hands in a row: the second is led by the first hand's 6th place:

# %%
bots = make_bots(["heuristic"])
two = play_match(Rules(), bots, seed=5, hands=2)
two[0].places[-1], two[1].record["first"]

# %% [markdown] lang="zh"
# ## 会3
#
# > **START-3** 开关 `meld_low`（会3、烩牌，默认**关**）：第一手出牌之前，先出牌的人可以决定把所有人手里的 3（或者 4，或者 3 和 4 都）拣出去不要。
#
# 打开开关，先出牌的座位 1 有四个选择；他选“会 3”，每个人手里的 3 都没了：

# %% [markdown] lang="en"
# ## Melding the low cards (会3)
#
# > **START-3** Switch `meld_low` (会3, 烩牌, **off** by default): before the first lead, the leader may
# > have all the 3s (or the 4s, or both) taken out of every hand.
#
# With the switch on, seat 1, the leader, has four choices; it melds the 3s, and the 3s leave every hand:

# %%
rich = {**hands, 2: Hand.parse("4 5 6 2")}
meld = GameState.new(Rules(meld_low=True), rich, leader=1)
print(meld.legal_actions())
meld.apply(Meld(1, (3,)))
{seat: gd.notation(meld.hand(seat), LANG) for seat in range(1, 7)}

# %% [markdown] lang="zh"
# ## 革命
#
# > **START-4** **革命**（开关 `revolution`，默认**开**）：手里没有 2 也没有王的人可以这一局不打。他的两个同伙拿了头科、二科，他就算三科，否则算四科；他的对头这一局就是无头（`GOUJI-3`）。两个以上的人革命，重新发牌。
#
# 座位 2 一张 2、一张王都没有，他革命；他的对头座位 5 从第一张牌起就无头：

# %% [markdown] lang="en"
# ## Revolution
#
# > **START-4** **Revolution** (革命, switch `revolution`, **on** by default): a player dealt no two and
# > no joker may sit the hand out. It places 3rd if its teammates take 1st and 2nd, else 4th, and its
# > opposite plays the hand headless (`GOUJI-3`). With two or more revolutionaries, the cards are dealt
# > again.
#
# Seat 2 holds no two and no joker and revolts; its opposite, seat 5, is headless from the first card:

# %%
revolt = GameState.new(Rules(), hands, leader=1)
show(revolt.apply(Revolution(2)))

# %%
revolt.revolutionary, revolt.sit.is_headless(5)

# %% [markdown] lang="zh"
# ## 落贡
#
# > **TRIB-1** **落贡**（只在开关 `tribute` 打开时）：大落给头科两张牌，二落给二科一张。进贡的牌从大王、小王、2 里挑最好的（A 永远不算贡牌）；一张都没有就不用进。
#
# `tribute_moves` 根据上一局的名次，算出下一局开打前的每一步：

# %% [markdown] lang="en"
# ## Tribute
#
# > **TRIB-1** **Tribute** (落贡, only with the switch `tribute` on): 6th place gives 1st place two
# > cards, 5th gives 2nd one card. Tribute cards are the best of Big Joker, Small Joker and two (an ace
# > never is); a player with none of them gives nothing.
#
# `tribute_moves` works out, from the last hand's places, every move before the next hand's first lead:

# %%
new_deal = {seat: Card.parse_all("3 4 5 2 小王") for seat in range(1, 7)}
moves_table(tribute_moves(Rules(tribute=True), new_deal, places=(1, 2, 3, 4, 5, 6)))

# %% [markdown] lang="zh"
# ## 还贡
#
# > **TRIB-2** **还贡**（开关 `tribute_return`，默认**开**）：收了贡的人还回同样张数的小牌。
#
# 上表里头科、二科各还了小牌（还贡）；关掉开关，就只进不还：

# %% [markdown] lang="en"
# ## Returning cards
#
# > **TRIB-2** **Return** (还贡, switch `tribute_return`, **on** by default): the receiver gives back as
# > many low cards.
#
# In the table above 1st and 2nd place each gave back low cards (return tribute); with the switch off there is
# no return:

# %%
moves_table(tribute_moves(Rules(tribute=True, tribute_return=False), new_deal,
                          places=(1, 2, 3, 4, 5, 6)))

# %% [markdown] lang="zh"
# ## 被串三户的贡
#
# > **TRIB-3** 串三户（`SCORE-2`）之后，被串的那一伙每人给自己的对头一张牌（或者重新发牌）。
#
# 座位 1、3、5 包揽前三名，座位 2、4、6 每人给对头一张（串三户贡），这是在落贡之外的：

# %% [markdown] lang="en"
# ## After a sweep
#
# > **TRIB-3** After a sweep (`SCORE-2`), each player of the swept team gives its opposite one card (or
# > the cards are dealt again).
#
# Seats 1, 3 and 5 took the first three places; seats 2, 4 and 6 each give their opposite a card
# (sweep tribute), on top of the ordinary tribute:

# %%
moves_table(tribute_moves(Rules(tribute=True), new_deal, places=(1, 3, 5, 2, 4, 6)))

# %% [markdown] lang="zh"
# ## 打点
#
# > **TRIB-4** **打点**（开关 `points`，默认**关**）：一个人的够级牌一次也没“活”过（`GOUJI-5`），就叫**不开点**，要给对头进一张**点贡**（不计分、不还）。什么时候算：头科走的时候看头科的对头，二科走的时候看其余所有还有牌的人。开局前还可以对自己的对头下注：**明点**（2 张）、**预点**（4 张）；要是对头开了点，就反过来自己进贡，叫**翻车**（开关 `points_double`：翻倍）。
#
# 引擎记下谁不开点（`point_debts`，欠贡的人和对头），下一局开打前把点贡算进去。明点、预点的下注要在牌桌上商量，引擎的机器人不下注，这一部分没有模拟。

# %% [markdown] lang="en"
# ## Points (打点)
#
# > **TRIB-4** **Points** (打点, switch `points`, **off** by default): a player none of whose gouji plays
# > has lived (`GOUJI-5`) "does not open" (不开点) and gives its opposite one card (点贡: not scored, not
# > returned). Who is judged, and when: first place's opposite when first place finishes, every other
# > player still holding cards when second place finishes. Bets may be declared before the first lead
# > against one's opposite: **明点** (2 cards) and **预点** (4 cards); if the opposite does open, the bet
# > reverses (翻车; switch `points_double`: doubled).
#
# The engine records who did not open (`point_debts`: the debtor and its opposite) and adds the points
# tribute before the next hand. The 明点 / 预点 bets are agreed at the table; the engine's bots never
# bet, so that part is not simulated.

# %%
rules = Rules(tribute=True, points=True, burn_tribute=True)
match = play_match(rules, bots, seed=6, hands=2, seeds=[6, 106])
print("places", match[0].places, "point debts", match[0].point_debts,
      "burn debts", match[0].burn_debts)

# %% [markdown] lang="zh"
# ## 进贡的顺序
#
# > **TRIB-5** 几种贡的先后：先进**憋3贡**，再进**烧牌贡**（开关 `burn_tribute`，默认**关**：被烧的人给烧牌的人一张），然后是**点贡**，最后是**落贡**。
#
# 上面那两局的第二局开打前，引擎按这个顺序走完了所有的贡：先是烧牌贡，再点贡，最后落贡和还贡：

# %% [markdown] lang="en"
# ## The order of tributes
#
# > **TRIB-5** The tributes are paid in this order: **憋3贡** first, then the **burn tribute** (switch
# > `burn_tribute`, **off** by default: the burned player gives the burner one card), then the
# > **points tribute**, and the **finishing tribute** (落贡) last.
#
# Before the second of the two hands above, the engine paid every tribute in this order: the burn
# tribute, then the points tribute, then the finishing tribute (落贡) with its returns:

# %%
moves_table(match[1].tribute)

# %% [markdown] lang="zh"
# **憋3** 是有些地方的一种打法：每个人的最后一手（底牌）必须是 3，手里没 3 的要用钱或王向对头（或对头的同伙）“买”一张 3，3 不能拆开、不能贴钱挂花，开牌、上班、报牌、会3 这些规矩都不用；被憋 3 的一方还要给憋 3 的人进一张**憋3贡**。本项目的规则书只在 `TRIB-5` 的顺序里提到憋3贡，没有把这种打法写成条款，所以引擎不模拟它。

# %% [markdown] lang="en"
# **憋3** (*stuck on threes*) is a way of playing found at some tables: every player's last play must be
# 3s; a player without a 3 "buys" one from its opposite (or the opposite's teammate) with a two or a
# joker; 3s may not be split nor carry twos or jokers, and the rules for the first leader, counts and 会3
# no longer apply; the side that got "stuck" (被憋3) owes the other a **憋3 tribute**. The project's
# rulebook names the 憋3 tribute only in the order of `TRIB-5` and has no clause for this way of playing,
# so the engine does not simulate it.

# %% [markdown] lang="zh"
# ## 自己试试
#
# 回放面板放的是上面第二局：它开打之前的进贡，和之后的每一步。

# %% [markdown] lang="en"
# ## Try it yourself
#
# The replay panel plays back the second hand above: the tribute before it, then every step.

# %%
from gouji_sim import widgets as gw

gw.replay(match[1].record, lang=LANG)
