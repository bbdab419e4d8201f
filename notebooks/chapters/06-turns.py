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
# # 第 6 章 轮次：过牌、让牌、扣牌、接风
#
# 一轮牌从有人首出开始，到桌上最大那手牌的对头扣牌为止。中间轮到的人或管、或过，对头还可以让牌。本章是 `TURN-1` 到 `TURN-8`：领牌、轮流、顺序、过牌、让牌、扣牌、报牌和接风。（够死级 `TURN-9`
# 在第 8 章。）

# %% [markdown] lang="en"
# # 6. Turns: pass, yield, close, taking over
#
# A trick starts when someone leads and ends when the opposite of the play on top closes it. In
# between, each player in turn beats the top play or passes, and the opposite may also yield. This
# chapter is `TURN-1` to `TURN-8`: leading, turns, strict order, passing, yielding, closing, showing
# one's count and taking over the lead. (The dead gouji play, `TURN-9`, is in chapter 8.)

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
# ## 首出（领出）
#
# > **TURN-1** 一轮（一圈）从**首出**开始：首出的人可以出任何一手合法的牌。首出不能“过”。

# %% [markdown] lang="en"
# ## The lead
#
# > **TURN-1** A trick (一轮) starts with a **lead** (首出): the leader may play any valid play. A lead
# > cannot be a pass.

# %%
empty = Situation.build()
show(judge_cards(empty, 3, "5 5 5 5"), judge(empty, Pass(3)))

# %% [markdown] lang="zh"
# ## 管或者过
#
# > **TURN-2** 从桌上最大那手牌的人开始，按逆时针往下轮。轮到的人要么**管**（顺牌、上牌），要么**过**（过牌）——都要在 `GOUJI-2/3/4` 允许的范围里。自己的牌自己不能管。

# %% [markdown] lang="en"
# ## Beat or pass
#
# > **TURN-2** Turns go counterclockwise from the player on top. On its turn a player either **beats**
# > the top play (顺牌, 上牌) or **passes** (过牌), within what `GOUJI-2/3/4` allow. No one may answer
# > its own play.

# %%
nines = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
show(judge(nines, PlayAction(2, Play.parse("10 10"))), judge(nines, Pass(2)))

# %% [markdown] lang="zh"
# ## 按顺序来
#
# > **TURN-3** 一家挨一家来（循序渐进）：没轮到你就别动，更不能抢着出。只有两个例外：烧牌（第 7 章），以及够级牌的对头（`GOUJI-2`）。
#
# 座位 1 出一对 9，还没轮到座位 3，他就想出一对 10：

# %% [markdown] lang="en"
# ## Strict order
#
# > **TURN-3** Turn order is strict (循序渐进): no skipping ahead and no grabbing. The only exceptions are
# > burning (chapter 7) and the opposite of a gouji play (`GOUJI-2`).
#
# Seat 1 has played a pair of 9s and seat 3 tries to play a pair of 10s before its turn:

# %%
show(judge(nines, PlayAction(3, Play.parse("10 10"))))

# %% [markdown] lang="zh"
# ## 过了就出局
#
# > **TURN-4** 过了牌的人，这一轮不能再出——除非桌上是他**对头**的牌（对头牌）。
#
# 座位 2 过了，座位 3 用一对 10 管上。再轮回来时，座位 2 想出一对 J：不行，他过过了：

# %% [markdown] lang="en"
# ## A pass is for the whole trick
#
# > **TURN-4** A player who passed may not play again in this trick, except on a play of its own
# > **opposite** (对头牌).
#
# Seat 2 passes and seat 3 beats the 9s with a pair of 10s. When the turn comes back round, seat 2
# wants to play a pair of jacks: it may not, it has passed:

# %%
passed = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2),
                                PlayAction(3, Play.parse("10 10"))])
show(judge(passed, PlayAction(2, Play.parse("J J"))))

# %% [markdown] lang="zh"
# 可要是桌上最大的是座位 5 的牌——座位 2 的对头——座位 2 就又能管了：

# %% [markdown] lang="en"
# But when the play on top is seat 5's, seat 2's opposite, seat 2 may play again:

# %%
opposite_on_top = Situation.build(trick=[
    PlayAction(1, Play.parse("9 9")), Pass(2), PlayAction(3, Play.parse("10 10")), Pass(4),
    PlayAction(5, Play.parse("J J")), Pass(6), Pass(1)])
show(judge(opposite_on_top, PlayAction(2, Play.parse("Q Q"))))

# %% [markdown] lang="zh"
# ## 让牌
#
# > **TURN-5** **让牌**：对头出了牌、夹在中间的两家都过了，轮到你时，你可以不管也不过，而是“让”：让后面两家先表态。两家都过，再回到你，由你管或扣；两家里只要有一家出了牌，你就算过了。
#
# 座位 1 出一对 9，座位 2、3 都过；座位 4 是对头，他让牌，轮到座位 5：

# %% [markdown] lang="en"
# ## Yield
#
# > **TURN-5** **Yield** (让牌): when your opposite has played and the two players between you have
# > passed, you may, instead of beating or passing, let the next two players act first. If both pass,
# > the turn comes back to you and you beat or close; if either of them plays, you count as having
# > passed.
#
# Seat 1 plays a pair of 9s, seats 2 and 3 pass; seat 4, the opposite, yields, and seat 5 is next:

# %%
before_yield = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3)])
show(judge(before_yield, Yield(4)))

# %% [markdown] lang="zh"
# 座位 5、6 都过，又回到座位 4，他这时可以管：

# %% [markdown] lang="en"
# Seats 5 and 6 both pass; the turn is back with seat 4, which may now beat the play:

# %%
both_passed = before_yield.after(Yield(4)).after(Pass(5)).after(Pass(6))
show(judge(both_passed, PlayAction(4, Play.parse("Q Q"))))

# %% [markdown] lang="zh"
# 要是座位 5 出了牌，座位 4 就算过了（引擎记下的“已过”里有座位 4）：

# %% [markdown] lang="en"
# Had seat 5 played instead, seat 4 would count as having passed (the engine's list of seats that
# passed includes it):

# %%
five_played = before_yield.after(Yield(4)).after(PlayAction(5, Play.parse("10 10")))
facts([({"zh": "已过", "en": "Passed"}[LANG], seats(sorted(five_played.trick_state.passed)))])

# %% [markdown] lang="zh"
# ## 扣牌
#
# > **TURN-6** **扣牌**：只有桌上最大那手牌的对头过了（扣了），并且别人也都不能再出，这一轮才结束；结束之前，谁也不能首出新的一轮。死牌（`BEAT-5`）必须马上扣：直接轮到出牌人的对头，中间的人都不表态，无头的也一样（第 5 版）；出死牌的人自己无头、没有对头来扣时，和四人乱缠（`GOUJI-4`）一样，死牌一出这一轮当场结束（第 8 章）。下一轮由出桌上最大那手牌的人首出。（出牌人无头时，其他人都过了这一轮就结束。）跟错牌（`PLAY-6`）算过牌：对头跟错了，就算它扣了，别人都不能再动时这一轮结束。
#
# 座位 1 出一对 9，座位 2、3、4 都过——对头座位 4 也过了，但座位 5、6 还能管，这一轮还没完，座位 1 也还不能发新牌：

# %% [markdown] lang="en"
# ## Close
#
# > **TURN-6** **Close** (扣牌): a trick ends only when the opposite of the play on top passes on it
# > (closes it) and no one else may still act; until then, no new lead is valid. A dead play
# > (`BEAT-5`) must be closed at once: the turn goes straight to its player's opposite, and no seat
# > between acts, a headless one included (version 5); a headless player's dead play has no
# > opposite to close it and, as in the four-player melee (`GOUJI-4`), ends its trick at once
# > (chapter 8). The top player leads the next trick. (When the top player is headless, its trick
# > ends once all the others have passed.) A wrong follow (`PLAY-6`) counts as a pass: an opposite
# > that follows wrongly has closed the play once no one else may act.
#
# Seat 1 plays a pair of 9s and seats 2, 3 and 4 pass. The opposite, seat 4, has passed, but seats 5
# and 6 may still beat it: the trick is not over, and seat 1 cannot lead a new one yet:

# %%
open_trick = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3), Pass(4)])
show(facts([({"zh": "这一轮结束了？", "en": "Is the trick over?"}[LANG], open_trick.is_closed()),
            ({"zh": "轮到", "en": "To act"}[LANG], seats(open_trick.to_move()))]),
     judge(open_trick, PlayAction(1, Play.parse("3"))))

# %% [markdown] lang="zh"
# 座位 5、6 也过了，这一轮才结束，座位 1 首出下一轮。
#
# 裁决里说是座位 6 扣的牌，不是对头座位 4——这是怎么回事？扣牌要对头点头，可光对头不要还不够，后面还能管的人也得都不要了，这一轮才算完。座位 4 过的时候，座位 5、6 还能管；最后一个说“过”的是座位 6，他这一声过完，桌上再没人能动了，所以裁决把结束这一轮的那一声过记在座位 6 头上。要是桌上是够级牌，对头后面那几家本来就管不了，对头一扣，这一轮当场就完，扣牌的就是对头本人。

# %% [markdown] lang="en"
# Once seats 5 and 6 have passed too, the trick is over and seat 1 leads the next.
#
# Why does the verdict give the close to seat 6 and not to the opposite, seat 4? A trick needs the
# opposite's pass, but that alone is not enough: everyone after it who could still beat the play must
# let it go too. When seat 4 passed, seats 5 and 6 could still play; seat 6 was the last to pass, and
# its pass left nobody able to act, so the verdict names seat 6's pass as the one that closes the
# trick. On a gouji play the seats after the opposite cannot beat it anyway, so the opposite's own pass
# ends the trick at once and the opposite is the one who closes.

# %%
closed = open_trick.after(Pass(5))
show(judge(closed, Pass(6)))

# %% [markdown] lang="zh"
# 死牌不用等中间的人。座位 2 已经出完，座位 5 无头，平时能管任何人的牌；可座位 4 首出 `大王`，是死牌，谁也管不了，轮次直接跳到对头座位 1，由它扣牌：

# %% [markdown] lang="en"
# A dead play does not wait for the seats between. Seat 2 has finished, so seat 5 is headless and may
# usually beat anyone's play; but seat 4 leads `BJ`, a dead play nobody can beat, so the turn skips
# straight to its opposite, seat 1, which closes it:

# %%
dead_lead = Situation.build(finished=[2], trick=[PlayAction(4, Play.parse("大王"))])
show(facts([({"zh": "轮到", "en": "To act"}[LANG], seats(dead_lead.to_move())),
            ({"zh": "要回应的", "en": "Must respond"}[LANG], seats(dead_lead.responders()))]),
     judge(dead_lead, Pass(1)))

# %% [markdown] lang="zh"
# ## 报牌
#
# > **TURN-7** **报牌**：手里剩 10 张或更少时，要把张数亮给大家。
#
# 引擎画牌桌时，剩 10 张以下的座位会用红色标出张数；每个座位要报的数：

# %% [markdown] lang="en"
# ## Showing the count
#
# > **TURN-7** **Count** (报牌): a player with 10 or fewer cards shows how many it holds.
#
# When the engine draws the table, a seat with 10 or fewer cards has its count shown in red,
# and each seat's count to be shown:

# %%
counts = Situation.build(counts={1: 24, 2: 8, 3: 11, 4: 3, 5: 30, 6: 10})
show(counts, facts([(seats(seat), counts.shown_count(seat)) for seat in range(1, 7)]))

# %% [markdown] lang="zh"
# ## 底牌与接风
#
# > **TURN-8** 出完最后一张牌的人就走了（第 9 章）。他最后那手牌（**底牌**）如果没人管住、这一轮结束，出牌权交给下家里第一个还没走的人，叫**接风**。开关“底牌没人管住，怎么接风？”：自动接风，或者商量着接（《够级大纲》原文的说法：下家可以不接那手底牌、要求重新首出，得其他人都同意才行，不同意就照常打下去）。预设“够级大纲”虽然叫大纲，这个开关却是自动接风：要不要重来是牌桌上商量的事，裁判没有这个动作可判，两个值判出来一模一样（见下面，和[引擎的读法](../readings/)）。
#
# 座位 1 用一对 A 走了，对头座位 4 扣牌，接风的是座位 2：

# %% [markdown] lang="en"
# ## The last play and taking over
#
# > **TURN-8** A player who plays its last card finishes (chapter 9). If its last play (底牌) is not
# > beaten and the trick closes, the lead passes to the next unfinished player downstream: **taking
# > over** (接风). Switch “When a last play stands, who takes over?”: the next player simply takes over, or takes over by consent (what the Outline's text describes:
# > instead of answering the last play, the next player may ask to lead afresh, which it does only if
# > every other player agrees; otherwise the trick goes on). The Outline's preset nonetheless has
# > the next player simply take over: asking to start afresh is a conversation at the table, not an action the judge rules
# > on, so both values judge every case alike (below, and [the readings](../readings/)).
#
# Seat 1 finishes with a pair of aces, its opposite seat 4 closes, and seat 2 takes over:

# %%
last_play = Situation.build(finished=[1], trick=[PlayAction(1, Play.parse("A A"))])
show(judge(last_play, Pass(4)))

# %% [markdown] lang="zh"
# “商量着接”讲的是牌桌上的一次商量，裁判判的还是同一件事：没人同意时，这一轮照常结束，接风照样是座位 2。

# %% [markdown] lang="en"
# Taking over by consent is about an agreement at the table; what the judge rules is the same: without
# everyone's consent the trick ends as usual, and seat 2 still takes over.

# %%
consent = Situation.build(Rules(wind="by_consent"), finished=[1], trick=last_play.trick)
facts([({"zh": "接着轮到", "en": "Next to act"}[LANG], seats(judge(consent, Pass(4)).next))])

# %% [markdown] lang="zh"
# ## 牌桌上怎么说
#
# 真打起来，没人念条款编号，都是一句话的事。青岛牌桌上常听到的是这些（各地说法稍有不同）：
#
# - **过**：轮到你不出，说“过”或者“不要”，手往桌上一敲也行。过了这一轮就别再出了（对头的牌除外，`TURN-4`）。
# - **让**：对头出了牌、中间两家都过了，你想先看看后面两家，说一声“让”（“让让”“你们先”）。后面两家有一家出了牌，你这一让就算过了（`TURN-5`）。
# - **扣**：桌上是你对头的牌，你不管了，说“扣了”或者“不要了”。桌上要是够级牌，你这一扣，它就“活了”（`GOUJI-5`）。
# - **烧**：桌上是够级牌，你不是出牌人的对头、又想一口气走完，趁对头还没表态，大声喊“烧”，然后一套一套往下出。喊晚了——对头已经管了、过了（扣了）或者让了——就烧不成了，哪怕这一轮还没完（第 7 章“牌桌上的烧牌”）。
# - **报牌**：手里剩十张以下，说“还剩八张”（`TURN-7`）。
#
# 说出口的话跟出了的牌一样算数：“过”了就不能反悔（`PLAY-6` 落地生根）。
#
# ## 自己试试
#
# 下面是让牌之前的局面：座位 1 出一对 9，座位 2、3 都过了。在面板里让座位 4 让牌、过牌或出牌，再往后加几步，看轮到谁。

# %% [markdown] lang="en"
# ## What players say at the table
#
# At a real table nobody quotes clause IDs; each move is one short word. These are the ones you hear at
# Qingdao tables (wording varies a little from place to place):
#
# - **Pass**: on your turn, say 过 (*guò*, "pass") or 不要 (*bú yào*, "don't want it"), or knock on the
#   table. After that you stay out of the trick (except on your opposite's play, `TURN-4`).
# - **Yield**: your opposite has played and the two players between you have passed; to let the next
#   two act first, say 让 (*ràng*, "after you"). If one of them plays, your yield counts as a pass
#   (`TURN-5`).
# - **Close**: the play on top is your opposite's and you let it stand: say 扣了 (*kòu le*) or 不要了.
#   If it is a gouji play, it now "lives" (`GOUJI-5`).
# - **Burn**: a gouji play is on top, you are not its player's opposite, and you can play out in one
#   run: call 烧 (*shāo*, "burn") out loud before the opposite has answered, then lay your sets down one
#   after another. Once the opposite has acted on it (beaten it, passed or yielded), it is too late,
#   even if the trick goes on (chapter 7, "Burning at a real table").
# - **Count**: with ten cards or fewer, say how many you hold: 还剩八张, "eight left" (`TURN-7`).
#
# A word said counts like a card played: a pass, once said, is not taken back (`PLAY-6`).
#
# ## Try it yourself
#
# Below is the situation before the yield: seat 1 played a pair of 9s and seats 2 and 3 passed. In the
# panel, let seat 4 yield, pass or play, add a few more steps, and watch whose turn it is.

# %%
from gouji_sim.view import widgets as gw

gw.judge_panel(LANG, case={"trick": [{"seat": 1, "play": "9 9"}, {"seat": 2, "pass": True},
                                     {"seat": 3, "pass": True}],
                           "action": {"seat": 4, "yield": True}})

# %% [markdown] lang="zh"
# ## 完整走一遍：一轮牌和一局牌
#
# 上面每一条规则都是单独一个局面。下面把它们连起来：引擎打一局真正的牌——六个机器人，发牌号固定，建站时现打——记下每一步，得到一份对局记录。为了短一点，每人只拿 6 张牌，但规则和整副牌的一局完全一样：座位 1 首出，有够级牌、有对头、有人出完牌、有接风，最后打到四人乱缠。
#
# 下面每一条是一步：谁做了什么，裁判怎么判（依据的条款），接下来谁能动、为什么——这些话全是引擎对这一步的裁决和消息目录里的句子，不是为这一页手写的。

# %% [markdown] lang="en"
# ## The whole thing: one trick and one hand, worked
#
# Each rule above was one situation on its own. Here they are joined up: the engine plays a real
# hand, six bots with a fixed random seed, played when the site is
# built, and keeps every step in a game record. To keep it short each
# player holds only 6 cards, but the rules are those of a full deal: seat 1 leads, and there are gouji
# plays, opposites, players finishing, taking over the lead, and at the end the melee.
#
# Each entry of the lists below is one step: who did what, what the judge rules (with the deciding clauses),
# and who may act next and why. Every word there is the engine's verdict on that step or a sentence of
# the message catalogue; none is written by hand for this page.

# %%
import random

from gouji_sim.bots.roster import make_bots
from gouji_sim.game import GameState
from gouji_sim.game.deal import deal_text, hands_of, parse_deal
from gouji_sim.game.match import run_bots
from gouji_sim.game.history import format1_actions
from gouji_sim.game.record import rules_spec
from gouji_sim.view.widgets.replay import replay_steps, walkthrough_html

SEED = 6
rules = Rules()
short_deal = parse_deal({"1": "3 3 9 9 K 2", "2": "4 4 10 10 2 小王", "3": "5 5 J J A 2",
                         "4": "6 6 Q Q 大王", "5": "7 7 8 K K 2", "6": "8 9 10 Q 2 小王"})
state = GameState.new(rules, hands_of(short_deal), 1)
bots = make_bots(["heuristic"] * 6)
run_bots(state, bots, random.Random(SEED), checked=True)   # the judge checks every action
# a record of a hand from given hands (no deal, no tribute): its rules, hands, first leader and actions
record = {"rules": rules_spec(rules), "bots": [b.name for b in bots], "hands": deal_text(short_deal), "first": 1,
          "actions": format1_actions(state.history), "places": list(state.places())}
steps = replay_steps(record)[1]
first_trick = next(st.index for st in steps if st.situation.is_closed())   # TURN-6
facts([({"zh": "一共几步", "en": "Steps in all"}[LANG], len(record["actions"])),
       ({"zh": "第一轮结束在第几步", "en": "Step that ends the first trick"}[LANG], first_trick),
       ({"zh": "名次（先走的在前）", "en": "Places (the first to finish first)"}[LANG], seats(record["places"]))])

# %% [markdown] lang="zh"
# 上面是：这一局一共几步，第一轮在第几步结束，六个人的名次（先走的在前）。
#
# ### 第一轮
#
# 第一轮从座位 1 首出开始，到有人扣牌、这一轮结束为止：

# %% [markdown] lang="en"
# Above: how many steps the hand took, at which step the first trick ended, and the six places
# (the first to finish first).
#
# ### The first trick
#
# The first trick, from seat 1's lead until a close ends it:

# %%
HTML(walkthrough_html(record, LANG, 1, first_trick))

# %% [markdown] lang="zh"
# 同一份记录放进回放面板：用“下一步”一步一步看牌桌怎么变，每一步下面是裁判对这一步的裁决。面板停在第一轮结束的那一步。

# %% [markdown] lang="en"
# The same record in the replay panel: step through it with "Forward" and watch the table change, with
# the judge's verdict on each step below it. The panel starts at the step that ends the first trick.

# %%
from gouji_sim.view import widgets as gw

gw.replay(record, lang=LANG, step=first_trick)

# %% [markdown] lang="zh"
# ### 这一局剩下的部分
#
# 从第二轮到最后一个人手里还剩牌：

# %% [markdown] lang="en"
# ### The rest of the hand
#
# From the second trick until only one player still holds cards:

# %%
HTML(walkthrough_html(record, LANG, first_trick + 1))

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 报牌的数：`Situation.shown_count(seat)`；这一轮结束没有：`Situation.is_closed()`。
# - 整局牌是 `GameState`，机器人是 `heuristic`（`gouji_sim/bots/roster.py`）；对局记录的格式写在 `RECORDS.md`，回放面板读的就是它。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - The count to be shown: `Situation.shown_count(seat)`; whether the trick is over: `Situation.is_closed()`.
# - A whole hand is a `GameState`, the bots are `heuristic` (`gouji_sim/bots/roster.py`); the game record's format is in `RECORDS.md`, and the replay panel reads it.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
