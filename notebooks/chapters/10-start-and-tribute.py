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
# 一局牌开打之前有不少讲究：怎么发牌、谁先出、手里没好牌能不能不打（革命）、要不要把 3 都拣出去（会3）；上一局的输家还要给赢家进贡，打点的还要算谁“开了点”、谁下了注。本章是 `START-1` 到 `START-4`、
# `TRIB-1` 到 `TRIB-5` 和下注（`LOCAL-4`），最后是冲三开局前的买3。进贡一节只在这桌讲进贡（开关“上一局输的给赢的进贡吗？”答“进”）时才有（默认不进）。

# %% [markdown] lang="en"
# # 10. Start of a hand and tribute: revolution, melding the low cards (会3), points, stuck on threes (憋3)
#
# Before a hand is played there is a lot to settle: how to deal, who leads first, whether a player with
# no good cards may sit the hand out (革命, revolution), whether all the 3s are taken out (会3); and the losers
# of the last hand pay tribute to its winners, and with the points rule it matters who "opened" and who
# bet on it. This chapter is `START-1` to `START-4`, `TRIB-1` to `TRIB-5` and bets (`LOCAL-4`), and it
# ends with buying a 3 before a 冲三 hand. Everything about tribute applies only with the switch
# `tribute` on (it is off by default).

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
moves_table = partial(gd.tribute_table, lang=LANG)

import random
from collections import Counter

from gouji_sim.bots.roster import make_bots
from gouji_sim.core.cards import Card
from gouji_sim.game import GameState, Meld, Redeal, Revolution, deal, first_leader, is_poor
from gouji_sim.game.decisions import Bet, Decline
from gouji_sim.game.match import play_match
from gouji_sim.game.record import replay
from gouji_sim.game.tribute import tribute_payments

POINT_WORDS = {"zh": {"opened": "开点", "not": "不开点",
                      "head": ["座位 1 的牌", "明点", "判了谁", "点贡（谁给谁 × 张数）"]},
               "en": {"opened": "opens", "not": "does not open",
                      "head": ["seat 1 holds", "open bet", "judged", "点贡 (giver → receiver × cards)"]}}[LANG]

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
facts([*((seats(seat), gd.say("w-count", LANG, n=len(cards))) for seat, cards in dealt.items()),
       ({"zh": "同一个种子，发出的牌一样？", "en": "The same seed deals the same cards?"}[LANG],
        deal(216, random.Random(3)) == dealt)])

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
show(facts([({"zh": "座位 2 没有 2 也没有王？", "en": "Seat 2 holds no two and no joker?"}[LANG], is_poor(hands[2])),
            ({"zh": "现在能做的", "en": "What may be done now"}[LANG], first.legal_actions())]),
     first.apply(Redeal(2)))

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
facts([({"zh": "首出的人", "en": "First leader"}[LANG],
        seats(first_leader({1: Card.parse_all("♠3 ♥3"), 2: Card.parse_all("♣3 ♣3 ♣3"),
                            3: [], 4: [], 5: [], 6: []})))])

# %% [markdown] lang="zh"
# 连打两局，第二局由第一局的大落先出：

# %% [markdown] lang="en"
# Two hands in a row: the second is led by the first hand's 6th place:

# %%
bots = make_bots(["heuristic"])
two = play_match(Rules(), bots, seed=5, hands=2)
facts([({"zh": "第一手的大落", "en": "Last place of the first hand"}[LANG], seats(two[0].places[-1])),
       ({"zh": "第二手首出的人", "en": "First leader of the second hand"}[LANG], seats(replay(two[1].record).state.first))])

# %% [markdown] lang="zh"
# ## 会3
#
# > **START-3** 开关“先出的人能把 3（或 4）都拣出去吗？”（会3、烩牌，默认**不能**）：第一手出牌之前，先出牌的人可以决定把所有人手里的 3（或者 4，或者 3 和 4 都）拣出去不要。
#
# 打开开关，先出牌的座位 1 有四个选择；他选“会 3”，每个人手里的 3 都没了：

# %% [markdown] lang="en"
# ## Melding the low cards (会3)
#
# > **START-3** Switch “May the first leader have the 3s taken out?” (会3, 烩牌, **no** by default): before the first lead, the leader may
# > have all the 3s (or the 4s, or both) taken out of every hand.
#
# With the switch on, seat 1, the leader, has four choices; it melds the 3s, and the 3s leave every hand:

# %%
rich = {**hands, 2: Hand.parse("4 5 6 2")}
meld = GameState.new(Rules(meld_low=True), rich, leader=1)
choices = meld.legal_actions()
meld.apply(Meld(1, (3,)))
show(facts([({"zh": "座位 1 能选的", "en": "Seat 1's choices"}[LANG], choices)]),
     facts([(seats(seat), meld.hand(seat)) for seat in range(1, 7)]))

# %% [markdown] lang="zh"
# ## 革命
#
# > **START-4** **革命**（开关“手里没 2 没王的，能革命吗？”，默认**能**）：手里没有 2 也没有王的人可以这一局不打。他的两个同伙拿了头科、二科，他就算三科，否则算四科；他的对头这一局就是无头（`GOUJI-3`）。两个以上的人革命，重新发牌。（冲三下没有 3 也买不起而革命的人例外：算开点，作为四科，`LOCAL-1`。）
#
# 座位 2 一张 2、一张王都没有，他革命；他的对头座位 5 从第一张牌起就无头：

# %% [markdown] lang="en"
# ## Revolution
#
# > **START-4** **Revolution** (革命, **allowed** by default): a player dealt no two and
# > no joker may sit the hand out. It places 3rd if its teammates take 1st and 2nd, else 4th, and its
# > opposite plays the hand headless (`GOUJI-3`). With two or more revolutionaries, the cards are dealt
# > again. (Under 冲三, one who revolts for want of a 3 counts as opening and places 4th, `LOCAL-1`.)
#
# Seat 2 holds no two and no joker and revolts; its opposite, seat 5, is headless from the first card:

# %%
revolt = GameState.new(Rules(), hands, leader=1)
show(revolt.apply(Revolution(2)))

# %%
facts([({"zh": "革命的人", "en": "The revolutionary"}[LANG], seats(revolt.revolutionary)),
       ({"zh": "座位 5 无头？", "en": "Is seat 5 headless?"}[LANG], revolt.sit.is_headless(5))])

# %% [markdown] lang="zh"
# ## 落贡
#
# > **TRIB-1** **落贡**（只在这桌讲进贡时）：大落给头科两张牌，二落给二科一张。进贡的牌从大王、小王、2 里挑最好的（A 永远不算贡牌）；一张都没有就不用进。
#
# 引擎根据上一局的名次，算出下一局开打前的每一步：

# %% [markdown] lang="en"
# ## Tribute
#
# > **TRIB-1** **Tribute** (落贡, only where the table pays tribute): 6th place gives 1st place two
# > cards, 5th gives 2nd one card. Tribute cards are the best of Big Joker, Small Joker and two (an ace
# > never is); a player with none of them gives nothing.
#
# The engine works out, from the last hand's places, every move before the next hand's first lead:

# %%
new_deal = {seat: Card.parse_all("3 4 5 2 小王") for seat in range(1, 7)}
moves_table(tribute_payments(Rules(tribute=True), new_deal, places=(1, 2, 3, 4, 5, 6)))

# %% [markdown] lang="zh"
# ## 还贡
#
# > **TRIB-2** **还贡**（开关“收了贡，还不还小牌？”，默认**还**）：收了贡的人还回同样张数的小牌。
#
# 上表里头科、二科各还了小牌（还贡）；关掉开关，就只进不还：

# %% [markdown] lang="en"
# ## Returning cards
#
# > **TRIB-2** **Return** (还贡, **yes** by default): the receiver gives back as
# > many low cards.
#
# In the table above 1st and 2nd place each gave back low cards (return tribute); with the switch off there is
# no return:

# %%
moves_table(tribute_payments(Rules(tribute=True, tribute_return=False), new_deal,
                          places=(1, 2, 3, 4, 5, 6)))

# %% [markdown] lang="zh"
# ## 被串三户的贡
#
# > **TRIB-3** 串三户（`SCORE-2`）之后，被串的那一伙每人给自己的对头一张牌（或者重新发牌）；这一手就不再进落贡。
#
# 座位 1、3、5 包揽前三名，座位 2、4、6 每人给对头一张最好的牌（串三户贡）。这一手不再有落贡和还贡：串三户的贡代替了它（有的牌谱说串三户另有进贡的办法）：

# %% [markdown] lang="en"
# ## After a sweep
#
# > **TRIB-3** After a sweep (`SCORE-2`), each player of the swept team gives its opposite one card (or
# > the cards are dealt again); that hand has no ordinary tribute.
#
# Seats 1, 3 and 5 took the first three places; seats 2, 4 and 6 each give their opposite their best
# card (sweep tribute). There is no ordinary tribute and no return this time: the sweep's tribute
# takes its place (some of the source texts give a sweep its own way of paying):

# %%
moves_table(tribute_payments(Rules(tribute=True), new_deal, places=(1, 3, 5, 2, 4, 6)))

# %% [markdown] lang="zh"
# ## 打点
#
# > **TRIB-4** **打点**（开关“打点吗？”，默认**不打**）：到判的时候，一个人的够级牌一次也没“活”过（`GOUJI-5`），就叫**不开点**。每人只判一次：头科走的时候，判**头科和他的对头**；二科走的时候，判**其余所有人，二科也在内**。活了的大王牌算不算开点，看开关“活了的大王牌算开点吗？”（默认**不算**，大纲说“除大花外”）。不开点的给对头进一张**点贡**（不计分、不还；手里没有大王、小王、2 也得进，给最大的一张）；一对对头都不开点，就**互进点贡**。革命的人算不开点；他那无头的对头，要在二科走之前活三把够级牌才算开点。
# > 下注：**明点**（发完牌、进完贡、首出之前，2 张）和**预点**（发牌之前，4 张），都是赌自己的对头不开点；对头真不开点，就从他那里收这么多张点贡；对头开了点，就反过来自己给这么多张，叫**翻车**、吹牛上税（开关“下注输了（翻车）加倍吗？”）。
#
# 看三个小局面。座位 1 手里 `K K 2`：先出两张 K（够级牌），谁也没管，活了；再出最后一张 2，成了头科。头科一走，就判座位 1 和他的对头座位 4：座位 1 开了点，座位 4 一把够级牌也没活过，不开点，给座位 1 进一张点贡。第二行座位 1 手里是 `5 2`，一把够级牌也没活，两家都不开点，互进点贡。第三行和第一行一样，只是座位 4 开局前明点、赌座位 1 不开点——座位 1 偏偏开了，座位 4 翻车，自己那张点贡之外再给两张：

# %% [markdown] lang="en"
# ## Points (打点)
#
# > **TRIB-4** **Points** (打点, **not played** by default): a player *does not open* (不开点)
# > when none of its gouji plays has lived (`GOUJI-5`) by the time it is judged. Each player is judged
# > once: **first place and its opposite** when first place finishes; **every other player, second place
# > included**, when second place finishes. Whether a Big Joker play that lived counts is a switch of its own
# > (**no** by default: the Outline's "除大花外", *except the Big Joker*). A player who does not open gives its
# > opposite one card (点贡: not scored, not returned; with no big joker, small joker or two, its highest
# > card all the same); two opposites who both do not open each give the
# > other one (互进点贡). A revolutionary counts as not opening; its headless opposite opens only with three
# > gouji plays that lived before second place finishes.
# > Bets: **明点** (after the deal and tribute, before the first lead, 2 cards) and **预点** (before the
# > deal, 4 cards), each on one's own opposite not opening. If the opposite indeed does not open, the
# > declarer receives that many 点贡 cards from it; if the opposite opens, the bet reverses and the
# > declarer gives that many (翻车; where the table says so, doubled).
#
# Three small hands. Seat 1 holds `K K 2`: it plays the two kings (a gouji play), nobody beats them, so
# they live; then it plays its last card, the two, and takes first place. As first place goes out, seat
# 1 and its opposite, seat 4, are judged: seat 1 opened, seat 4 has had no gouji play live and did not,
# so seat 4 gives seat 1 one 点贡 card. In the second row seat 1 holds `5 2`, no gouji play of its lived,
# and neither opened: they give each other one (互进点贡). The third row is the first again, but seat 4
# made an open bet (明点) that seat 1 would not open. Seat 1 did open, so seat 4's bet reverses: it gives
# two more cards on top of its own 点贡:

# %%
def first_place(cards, bettors=()):
    """Seat 1 holds ``cards``: it plays all but its last card, everyone passes, then it plays out.
    The other seats hold 3 3 4 4 2; the seats in ``bettors`` make an open bet (明点), the rest decline."""
    hands = {seat: Hand.parse(cards if seat == 1 else "3 3 4 4 2") for seat in range(1, 7)}
    game = GameState.new(Rules(points=True), hands, leader=1)
    while game.phase != "play":               # the 预点 and 明点 rounds
        seat = game.current_player()
        game.apply(Bet(seat, "open") if seat in bettors and game.phase == "bet" else Decline(seat))
    *first, last = cards.split()
    game.apply(PlayAction(1, Play.parse(" ".join(first))))
    while not game.sit.is_closed():
        game.apply(Pass(game.current_player()))
    game.apply(PlayAction(1, Play.parse(last)))
    return game


rows = []
for cards, bettors in (("K K 2", ()), ("5 2", ()), ("K K 2", (4,))):
    game = first_place(cards, bettors)
    judged = [f"{seat} {POINT_WORDS['opened' if opened else 'not']}" for seat, opened in game.judged]
    debts = [f"{giver} → {receiver} × {n}" for (giver, receiver), n in Counter(game.point_debts).items()]
    rows.append((cards, ", ".join(str(b.seat) for b in game.bets) or "—", ", ".join(judged), ", ".join(debts)))
html_table(POINT_WORDS["head"], rows)

# %% [markdown] lang="zh"
# ## 下注
#
# > **LOCAL-4** 明点、预点（`TRIB-4`）是牌局里的动作：该下注的时候由本人宣布，记进牌局记录，最后跟点贡一起结算，不只是嘴上说说。
#
# 打点的话，首出之前有两轮问话：先是预点（从座位 1 起，每人一次），再是明点（从先出的人起，对头在打、还没预点的人）。轮到谁，谁就只能下注或者不下。上面第三行的座位 4 是这样下的明点，引擎也记下了输赢（这一注输了）：

# %% [markdown] lang="en"
# ## Bets
#
# > **LOCAL-4** Bets (明点 / 预点, `TRIB-4`) are moves of the game: declared by a player in the phase
# > `TRIB-4` names, recorded, and settled with the 点贡, not only a rule text.
#
# Where points are played, there are two rounds of asking before the first lead: blind bets (预点, every seat
# once from seat 1), then open bets (明点, from the first leader, each seat whose opposite plays and that
# has not bet blind). The seat asked may only bet or decline. This is how seat 4 made its open bet in
# the third row above, and the engine records how the bet went (this one was lost):

# %%
game = GameState.new(Rules(points=True), {seat: Hand.parse("3 3 4 4 2") for seat in range(1, 7)}, leader=1)
asked = facts([({"zh": "这一步", "en": "Now"}[LANG], gd.say(f"game-phase-{game.phase}", LANG)),
               ({"zh": "轮到", "en": "To act"}[LANG], seats(game.current_player())),
               ({"zh": "能选的", "en": "Choices"}[LANG], game.legal_actions())])
betting = first_place("K K 2", bettors=(4,))
settled = [(seats(seat), gd.say("w-bet-won" if won else "w-bet-lost", LANG, kind=gd.say(f"w-act-bet-{kind}", LANG)))
           for seat, kind, won in betting.bet_results()]
show(asked, facts([({"zh": "下的注", "en": "Bets made"}[LANG], betting.bets), *settled]))

# %% [markdown] lang="zh"
# 牌局里的机器人也照自己的规矩下注。一局一局打下来，谁不开点、谁欠谁几张点贡都记着，下一局开打前一起结算。下面连打两局（开了落贡、打点和烧牌贡）：

# %% [markdown] lang="en"
# The bots bet too, by their own rule. Over a match the engine keeps who did not open and who owes whom,
# and settles it before the next hand. Two hands in a row, with tribute, points and the burn tribute on:

# %%
rules = Rules(tribute=True, points=True, burn_tribute=True)
match = play_match(rules, bots, seed=6, hands=2, seeds=[6, 106])
labels = {"zh": ["名次", "下注", "点贡欠账", "烧牌贡欠账"],
          "en": ["places", "bets", "point debts", "burn debts"]}[LANG]
facts(zip(labels, (seats(match[0].places), match[0].bets,
                   gd.seat_pairs(match[0].point_debts, LANG), gd.seat_pairs(match[0].burn_debts, LANG))))

# %% [markdown] lang="zh"
# ## 进贡的顺序
#
# > **TRIB-5** 几种贡的先后：先进**憋3贡**，再进**烧牌贡**（开关“被烧的要给烧牌的进贡吗？”，默认**不进**：被烧的人给烧牌的人一张），然后是**点贡**，最后是**落贡**。
#
# 上面那两局的第二局开打前，引擎按这个顺序走完了所有的贡：先是烧牌贡，再点贡，最后落贡和还贡：

# %% [markdown] lang="en"
# ## The order of tributes
#
# > **TRIB-5** The tributes are paid in this order: **憋3贡** first, then the **burn tribute** (烧牌贡,
# > **not played** by default: the burned player gives the burner one card), then the
# > **points tribute**, and the **finishing tribute** (落贡) last.
#
# Before the second of the two hands above, the engine paid every tribute in this order: the burn
# tribute, then the points tribute, then the finishing tribute (落贡) with its returns:

# %%
moves_table(match[1].tribute)

# %% [markdown] lang="zh"
# ## 憋3、冲三和买3
#
# **憋3** 是有些地方的打法：每个人的最后一手（底牌）必须是 3，手里没 3 的要拿 2 或王向对头（或对头的同伙）“买”一张；被憋 3 的一方还要给憋 3 的人进一张**憋3贡**。前一半，规则书写成了地方玩法**冲三**（开关和预设都叫“冲三”，`LOCAL-1`，第 11 章讲它怎么判）：最后一手只能是单纯的 3，带 3 的牌只能最后出。憋3贡规则书只在 `TRIB-5` 的顺序里提了一句，没写谁给谁，引擎不算它。
#
# 冲三开打之前先**买3**：手里一张 3 也没有的，用一张 2 向对头买一张 3（没 2 就用小王，再没有就用大王）；对头手里的 3 不到两张不卖，就从对头往下按出牌顺序问对头的两个同伙（座位 1 先问 4，再问 6，再问 2）；谁也不卖自己最后一张 3。这一步不能不买。座位 1 手里 `4 5 K 2`，没 3；对头座位 4 有两张 3，座位 1 用 2 买了一张：

# %% [markdown] lang="en"
# ## 憋3, 冲三 and buying a 3
#
# **憋3** (*stuck on threes*) is a way of playing found at some tables: every player's last play must be
# 3s, and a player without a 3 "buys" one from its opposite (or the opposite's teammate) with a two or a
# joker; the side that got "stuck" (被憋3) owes the other a **憋3 tribute**. The first half is in the
# rulebook as the local rule **冲三** (a switch and a preset, `LOCAL-1`; chapter 11 shows how it
# is judged): the last play must be 3s alone, and a play holding a 3 may only be the last one. The 憋3
# tribute appears only in the order of `TRIB-5`, which does not say who gives it to whom, so the engine
# does not count it.
#
# Before a 冲三 hand is played, players **buy a 3** (买3): a player dealt no 3 buys one from its opposite
# with a two (with no two, a Small Joker; with neither, a Big Joker); an opposite holding fewer than two
# 3s does not sell, and the buyer asks the opposite's teammates in turn order counting on from the
# opposite (seat 1 asks seat 4, then 6, then 2); nobody sells its last 3. Buying is not optional.
# Seat 1 holds `4 5 K 2` and no 3; its opposite, seat 4, has two 3s, and seat 1 buys one with its two:

# %%
buying = {seat: Hand.parse("3 3 4 4 2") for seat in range(1, 7)}
buying.update({1: Hand.parse("4 5 K 2"), 4: Hand.parse("3 3 6 小王")})
game = GameState.new(Rules.preset("chong_san"), buying, leader=1)
asked = facts([({"zh": "这一步", "en": "Now"}[LANG], gd.say(f"game-phase-{game.phase}", LANG)),
               ({"zh": "能选的", "en": "Choices"}[LANG], game.legal_actions())])
bought = game.apply(game.legal_actions()[0])
holds = {"zh": "座位 {} 现在的牌", "en": "Seat {} now holds"}[LANG]
show(asked, bought, facts([(holds.format(seat), game.hand(seat)) for seat in (1, 4)]))

# %% [markdown] lang="zh"
# ## 自己试试
#
# 回放面板放的是上面第二局：它开打之前的进贡，和之后的每一步。

# %% [markdown] lang="en"
# ## Try it yourself
#
# The replay panel plays back the second hand above: the tribute before it, then every step.

# %%
from gouji_sim.view import widgets as gw

gw.replay(match[1].record, lang=LANG)

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 进贡的每一步：`tribute_payments(rules, hands, places)`；一场里每一局记着 `bets`、`point_debts`、`burn_debts`（`play_match`）。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Every tribute move: `tribute_payments(rules, hands, places)`; each hand of a match keeps its `bets`, `point_debts` and `burn_debts` (`play_match`).
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
