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
# # 第 8 章 无头、四人乱缠、够死级
#
# 有人出完牌走了，牌桌就变了：他的对头从此没人跟他对着够了，叫**无头**；头科、二科都走了，剩下四个人**四人乱缠**，够级、过牌、让牌、烧牌的规矩统统不算了。还有一个瞬间的规矩：头科或二科刚走的那一刻，他的对头有一次**够死级**的机会。本章是 `GOUJI-3`、`GOUJI-4`、`TURN-9` 和 `BURN-6`。

# %% [markdown] lang="en"
# # 8. Headless players, the melee, the dead gouji play
#
# When someone plays out, the table changes. Its opposite no longer has anyone across the table to
# play gouji against: it is **headless** (无头). Once first and second place are out, the four left play a **four-player melee**
# (四人乱缠) in which the gouji, pass, yield and burn rules no longer apply. And there is one rule for a
# single moment: when first or second place goes out, its opposite gets one chance at a **dead gouji
# play** (够死级). This chapter is `GOUJI-3`, `GOUJI-4`, `TURN-9` and `BURN-6`.

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
# ## 无头
#
# > **GOUJI-3** 对头已经走了的人是**无头**的：对面没人了，没人专门管他的够级牌。无头的人出的任何牌，轮到谁谁都能管；无头的人也能管任何人的牌，够级牌也不例外。所以无头的人出了够级牌，别人用不着烧，轮到谁谁直接管（`BURN-6`）；反过来无头的人自己烧牌，他烧出的每一套也是谁都能管（第 7 章）。
#
# 座位 4 已经走了，座位 1 就无头了。座位 1 出两张 K——虽然是够级牌，下家座位 2 照样能管：

# %% [markdown] lang="en"
# ## Headless
#
# > **GOUJI-3** A player whose opposite has finished is **headless** (无头): nobody sits across to answer its gouji
# > plays.
# > Anyone, in turn, may beat any play of a headless player, and a headless player may beat anyone's
# > play, gouji plays included. So nobody needs to burn a headless player's gouji play: whoever's turn it is may
# > simply beat it (`BURN-6`); and when a headless player burns, anyone may beat its burning sets
# > (chapter 7).
#
# Seat 4 has finished, so seat 1 is headless. It plays two kings: a gouji play, yet seat 2, next in
# turn, may beat it:

# %%
headless_kings = Situation.build(finished=[4], trick=[PlayAction(1, Play.parse("K K"))])
show(facts([({"zh": "座位 1 无头？", "en": "Is seat 1 headless?"}[LANG], headless_kings.is_headless(1))]),
     headless_kings, judge(headless_kings, PlayAction(2, Play.parse("A A"))))

# %% [markdown] lang="zh"
# 反过来，无头的座位 1 也能管别人的够级牌。座位 6 出两张 K，座位 1 不是座位 6 的对头，照样能管：

# %% [markdown] lang="en"
# The other way round, headless seat 1 may beat someone else's gouji play. Seat 6 plays two kings;
# seat 1 is not its opposite, and may beat them all the same:

# %%
sixs_kings = Situation.build(finished=[4], trick=[PlayAction(6, Play.parse("K K"))])
show(judge(sixs_kings, PlayAction(1, Play.parse("A A"))))

# %% [markdown] lang="zh"
# ## 无头和乱缠时不烧牌
#
# > **BURN-6** 对无头的人不用烧：谁都能直接管他的牌（`GOUJI-3`）——只有他的够死级（`TURN-9`）例外。四人乱缠（`GOUJI-4`）时根本没有烧牌。

# %% [markdown] lang="en"
# ## No burning against the headless or in the melee
#
# > **BURN-6** Burning is not needed against a headless player, since anyone may simply beat its plays
# > (`GOUJI-3`), except its dead gouji play (`TURN-9`); and there is no burning at all in the four-player
# > melee (`GOUJI-4`).

# %%
show(judge(headless_kings, Burn(3, (Play.parse("A A"),), ())))

# %% [markdown] lang="zh"
# ## 四人乱缠
#
# > **GOUJI-4** 头科和二科都走了以后，剩下的四个人**四人乱缠**：没有够级牌、没有“过了就出局”、没有让牌、没有烧牌——轮到谁，谁就能出一手张数相同、更大的牌。扣牌的规矩（`TURN-6`）和报牌（`TURN-7`）还照旧。
#
# 座位 4、1 已经走了。座位 2 出两张 K，下家座位 3 照样能管；过一次也只是放过这一手，不让牌，也不许烧：

# %% [markdown] lang="en"
# ## The four-player melee
#
# > **GOUJI-4** Once first and second place have finished, the four players left play a **four-player
# > melee** (四人乱缠): no gouji plays, no pass-for-the-trick, no yield and no burn rules; in turn, anyone
# > may play a higher play of the same size. Closing (`TURN-6`) and showing one's count (`TURN-7`) still
# > apply.
#
# Seats 4 and 1 have finished. Seat 2 plays two kings and seat 3, next in turn, may beat them; a pass
# only lets this one play go, and there is no yielding and no burning:

# %%
melee = Situation.build(finished=[4, 1], trick=[PlayAction(2, Play.parse("K K"))])
show(facts([({"zh": "四人乱缠？", "en": "Is this the melee?"}[LANG], melee.melee)]),
     melee, judge(melee, PlayAction(3, Play.parse("A A"))), judge(melee, Pass(3)),
     judge(melee, Yield(3)), judge(melee, Burn(3, (Play.parse("A A"),), ())))

# %% [markdown] lang="zh"
# 座位 3 过了，座位 5 用两张 A 管上；再轮到座位 3 时，他还能出——乱缠里过牌只放过一手：

# %% [markdown] lang="en"
# Seat 3 passes and seat 5 beats the kings with two aces; when the turn reaches seat 3 again, it may
# still play. In the melee a pass only lets one play go:

# %%
later = melee.after(Pass(3)).after(PlayAction(5, Play.parse("A A"))).after(Pass(6)).after(Pass(2))
show(later, judge(later, PlayAction(3, Play.parse("2 2"))))

# %% [markdown] lang="zh"
# 乱缠里一轮怎么结束？没有对头专门来扣，桌上那手牌的主人以外、手里还有牌的三家都对它说了“过”，这一轮就完了，出这手牌的人首出下一轮（他要是已经走了，下家接风）。上面那一轮：座位 5 的两张 A 在上，座位 6、2 都过了，再等座位 3 也过，这一轮才算完。
#
# 乱缠里没有对头来扣牌，死牌怎么办？照 `TURN-6`：死牌（最大的一张是大王，谁也管不了）一出，这一轮当场结束，出死牌的人首出下一轮；要是那是他最后的牌，就由下家接风。乱缠之前，无头的人出了死牌也是这样：他没有对头来扣，这一轮当场结束（第 5 版）；有对头的人出了死牌，轮次直接跳到对头扣牌，中间无头的人也不表态。座位 2 出一对 9，座位 3 用 `大王 10` 管上——死牌，不用等别人过，座位 3 接着首出：

# %% [markdown] lang="en"
# How does a trick end in the melee? No opposite closes it: once the three other players still
# holding cards have all passed on the play on top, the trick is over and that play's player leads the
# next (or, if it has finished, the next player downstream takes over). In the trick above, seat 5's
# aces are on top and seats 6 and 2 have passed; when seat 3 passes as well, the trick is over.
#
# In the melee nobody closes as an opposite, so what happens to a dead play? By `TURN-6`, a dead play
# (its highest card a Big Joker, so nothing can beat it) ends the trick at once, and its player leads
# the next one; if those were its last cards, the next player downstream takes over. Before the melee
# a headless player's dead play does the same, having no opposite to close it (version 5); the dead
# play of a player with an opposite goes straight to that opposite, which closes it, a headless seat
# between included. Seat 2 plays a
# pair of 9s and seat 3 beats it with `BJ 10`: a dead play, so without waiting for anyone to pass, seat
# 3 leads next:

# %%
nines = {"finished": [1, 4], "trick": [{"seat": 2, "play": "9 9"}]}
dead_melee = Case.from_dict(dict(nines, action={"seat": 3, "play": "大王 10"}))
show(dead_melee.situation, dead_melee.judge())

# %% [markdown] lang="zh"
# 换成 `小王 10` 就不是死牌，这一轮接着打，轮到座位 5：

# %% [markdown] lang="en"
# With `SJ 10` instead the play is not dead, and the trick goes on with seat 5:

# %%
show(dead_melee.situation, Case.from_dict(dict(nines, action={"seat": 3, "play": "小王 10"})).judge())

# %% [markdown] lang="zh"
# ## 够死级
#
# > **TURN-9** **够死级**：头科或二科出完最后一手的那一刻，他的对头（这时已经无头）有一次机会：就在这手底牌上，出一手只有烧牌才能应对的够级牌（这是 `GOUJI-3` 和 `BURN-6` 的例外）。除非有人烧它，这个人赢得下一轮的首出权。
#
# 座位 1 出完最后一对 9 成了头科，座位 2、3 都过；轮到对头座位 4，他出两张 K——够死级：

# %% [markdown] lang="en"
# ## The dead gouji play
#
# > **TURN-9** **Dead gouji** (够死级): when first or second place finishes, its opposite (now headless)
# > has one chance, on that last play, to make a gouji play that only a burn can answer (an exception to
# > `GOUJI-3` and `BURN-6`); unless someone burns it, that player wins the next lead.
#
# Seat 1 plays its last pair of 9s and takes first place; seats 2 and 3 pass, and its opposite, seat 4,
# plays two kings: a dead gouji play:

# %%
last_nines = Situation.build(finished=[1], trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
show(judge(last_nines, PlayAction(4, Play.parse("K K"))))

# %% [markdown] lang="zh"
# 这两张 K 谁也管不了，只能烧。烧得的是座位 6 和 5；座位 2 刚才过了牌，过牌不烧（`BURN-1`，第 7 章）。够死级和烧它的牌都算在出底牌的这一轮里：这一轮过过牌的人既不能烧它，也不能接或反烧烧它的牌——二科走、四人乱缠开始时也一样。说得更宽一点：头科或二科出了底牌的这一轮，过过牌的人都不能再出，只有出完那家的对头（这里是座位 4）例外；乱缠里过牌平时只放过一手，在这一轮也不行；就算这桌讲“过了牌还能烧”，这一轮也不能烧（第 5 版）。没人烧，座位 4 首出下一轮：

# %% [markdown] lang="en"
# Nobody may beat those kings, only burn them. Seats 6 and 5 may burn; seat 2 passed just before, and a
# player who passed may not burn (`BURN-1`, chapter 7). The dead gouji play and its burn belong to the
# trick of the last play: a player who passed in it may neither burn it nor answer or burn back its
# burn — also when second place goes out and the melee begins. More broadly: in the trick of first or
# second place's last play, nobody who passed plays again, the finisher's opposite (here seat 4) alone
# excepted; in the melee, where a pass normally lets only one play go, it holds all the same; and it
# holds at a table that lets a player burn after passing, too (version 5). If nobody burns, seat 4
# leads the next trick:

# %%
dead_gouji = last_nines.after(PlayAction(4, Play.parse("K K")))
show(judge(dead_gouji, PlayAction(5, Play.parse("A A"))),
     judge(dead_gouji, Burn(6, (Play.parse("A A"),), ())),
     judge(dead_gouji, Burn(2, (Play.parse("A A"),), ())),
     judge(dead_gouji, PlayAction(4, Play.parse("3"))))

# %% [markdown] lang="zh"
# ## 自己试试
#
# 下面是四人乱缠的牌桌（座位 4、1 已走，座位 2 出了两张 K）。试试不同座位出牌、过牌、让牌、烧牌；也可以在“布置牌局”里改哪些座位已经出完，看无头和乱缠怎么出现、怎么消失。

# %% [markdown] lang="en"
# ## Try it yourself
#
# Below is a four-player melee (seats 4 and 1 are out, seat 2 has played two kings). Try plays, passes,
# yields and burns by different seats; you can also change which seats have finished under “Set up
# the table” and watch headless players and the melee appear and disappear.

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"finished": [4, 1], "trick": [{"seat": 2, "play": "K K"}],
                           "action": {"seat": 3, "play": "A A"}})
