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
# # 第 11 章 地方玩法与怎么断争议
#
# 够级“十里不同规”。同一手牌，这桌说能管，那桌说不能管——往往两边都没错，只是照的规矩不一样。本项目的做法是：默认照**够级大纲**（预设“够级大纲”）判；各地不同的说法，每一种都做成一个有名字的**规则开关**，几个开关合起来是一个**预设**。碰到争议，就把同一个局面按几种预设各判一次，每个裁决都写明依据哪一条——谁对谁错一目了然。
#
# 前面各章讲到的开关在这里汇总，再看几个典型的争议；最后是两条只在一些地方讲的规矩：**冲三**（`LOCAL-1`）和**红鬼不够级**（`LOCAL-3`）。另外两条地方规矩在前面：窒息（`LOCAL-2`）在第 9 章，下注（`LOCAL-4`）在第 10 章。

# %% [markdown] lang="en"
# # 11. Regional variants and settling a dispute
#
# Gouji's rules change from one table to the next. The same play is allowed at one table and refused at
# another, and often neither side is wrong: they simply follow different rules. This project's approach:
# by default it judges by the **Gouji Outline** (够级大纲, the default preset); every regional reading
# is a named **rule switch**, and a set of switches with a name is a **preset**. When a dispute comes up,
# judge the same situation under several presets, each verdict naming the clause that decided it, and
# the difference is there for everyone to see.
#
# This chapter gathers the switches of the earlier chapters and walks through a few typical disputes;
# then come two rules kept only at some tables: **冲三** (`LOCAL-1`) and **big-joker plays are not gouji
# plays** (红鬼不够级, `LOCAL-3`). The other two local rules came earlier: suffocation (`LOCAL-2`) in
# chapter 9 and bets (`LOCAL-4`) in chapter 10.

# %% tags=["parameters", "remove-input"]
LANG = "zh"

# %% tags=["remove-input"]
from functools import partial

from gouji_sim import *
from gouji_sim.view import html as gd
from gouji_sim.game.case import Case

gd.register_display()   # a cell ending in a hand, a play, a situation or a verdict draws it
show = partial(gd.show, lang=LANG)
facts = partial(gd.facts, lang=LANG)
seats = partial(gd.seats, lang=LANG)
html_table = gd.html_table
compare = partial(gd.compare_presets, lang=LANG)   # one case under every preset: the view model's comparison

from gouji_sim.core.rules import PRESETS, SWITCHES


# %% [markdown] lang="zh"
# ## 所有的开关
#
# 每个开关都有默认值，也都对应规则书里的一条。下表直接从引擎里读出来：每个开关问的是牌桌上的一个问题，第一个答案是默认的。开打之前要把这些问题一个一个说定，用[开打之前定规矩](../house-rules/)那一页勾一勾就行。

# %% [markdown] lang="en"
# ## Every switch
#
# Each switch has a default value, and each belongs to a clause of the rulebook.
# The table is read straight from the engine: each switch answers one question a table settles, and
# the first answer is the default. To settle them before the first deal, tick them on
# [House rules before the first deal](../house-rules/).

# %%
defaults = Rules()

from gouji_sim.view.house import answer, question

rows = []
for name, (allowed, clause) in SWITCHES.items():
    default = getattr(defaults, name)
    values = [default] + [v for v in allowed if v != default]
    # readers see the table's question and answers, not the engine's names (those are in the
    # programmers' notes at the end)
    rows.append((question(name, LANG), "<br>".join(answer(name, v, LANG) for v in values), clause))
html_table(["问的是什么", "答案（默认在前）", "条款"] if LANG == "zh"
      else ["the question", "answers (default first)", "clause"], rows)

# %% [markdown] lang="zh"
# ## 预设
#
# 预设就是大纲加上几个改过的开关。“够级大纲”是大纲本身；“老头够级”就是老头够级；“王大”
# 是“王说了算”的读法；“红鬼二打一”就是红鬼二打一；“任何人解烧”是谁都能解烧；“联邦不烧”
# 是同伙不许烧；“冲三”就是冲三；“红鬼不够级”是红鬼二打一再加上红鬼不够级。

# %% [markdown] lang="en"
# ## Presets
#
# A preset is the Outline with some switches changed. "Gouji Outline" is the Outline itself; "Laotou
# Gouji" is 老头够级; "Joker Dominant" the "the joker decides" reading; "Two for One" is 红鬼二打一 (two
# Big Jokers beat one); "Anyone Releases" lets anyone release a burn; "No Team Burns" forbids
# teammates to burn; "Chong San" is 冲三; "Red Joker Open" is two Big Jokers beat one plus "a Big
# Joker play is no gouji play" (红鬼不够级).

# %%
from gouji_sim.view.words import preset_words

# the preset's name and the changed questions' answers, in players' words
html_table(["预设", "改了哪些规矩", "意思"] if LANG == "zh" else ["preset", "what it changes", "meaning"],
      [(preset_words(name)[LANG], "<br>".join(f"{question(k, LANG)} {answer(k, v, LANG)}"
                                              for k, v in switches.items()) or "—",
        gd.preset_about(name, LANG)) for name, switches in PRESETS.items()])

# %% [markdown] lang="zh"
# 开关也可以一个一个改；引擎说出和大纲不一样的地方，也认得出改完是不是正好某个预设：

# %% [markdown] lang="en"
# Switches can also be changed one at a time; the engine says what differs from the Outline, and
# recognises a preset when the changes make one:

# %%
mine = Rules.from_spec("outline", {"gouji_twos": 2, "tribute": True})
facts([({"zh": "改了两处", "en": "Two switches changed"}[LANG], gd.rules_label(mine, LANG)),
       ({"zh": "只改“一张 2 算够级吗”", "en": "Only “Is a lone two a gouji play?” changed"}[LANG], gd.rules_label(Rules(gouji_twos=2), LANG))])

# %% [markdown] lang="zh"
# ## 争议一：一张 2 算不算够级？
#
# 座位 1 领出一张 2，座位 2（不是对头）用小王管。大纲里一张 2 就够级（`GOUJI-1`），只有对头能管（`GOUJI-2`）；老头够级要两张 2 才够级，那一张 2 就是普通牌，谁轮到谁管。下表一列一个预设，和第一列不一样的格子标了出来：

# %% [markdown] lang="en"
# ## Dispute 1: is a single two a gouji play?
#
# Seat 1 leads a single two and seat 2, not its opposite, beats it with a Small Joker. Under the Outline
# one two is a gouji play (`GOUJI-1`) that only the opposite may beat (`GOUJI-2`); under 老头够级 it takes
# two twos, so a single two is an ordinary play that anyone may beat in turn. One column per preset; the
# cells that differ from the first column are highlighted:

# %%
compare({"trick": [{"seat": 1, "play": "2"}], "action": {"seat": 2, "play": "小王"}})

# %% [markdown] lang="zh"
# ## 争议二：两张大王能不能管一张大王？
#
# 座位 1 出 `大王 A A`。大纲里这是死牌（`BEAT-5`），座位 4 的 `大王 大王 2 2` 张数都不对（`BEAT-1`）；照红鬼二打一（`BEAT-6`）就管得住：

# %% [markdown] lang="en"
# ## Dispute 2: may two Big Jokers beat one?
#
# Seat 1 plays `BJ A A`. Under the Outline it is a dead play (`BEAT-5`) and seat 4's `BJ BJ 2 2` is
# not even the right size (`BEAT-1`); by "two Big Jokers beat one" (`BEAT-6`) it beats it:

# %%
compare({"trick": [{"seat": 1, "play": "大王 A A"}], "action": {"seat": 4, "play": "大王 大王 2 2"}})

# %% [markdown] lang="zh"
# ## 争议三：带王的牌是不是一定大？
#
# `小王 3 3` 能不能管 `2 2 2`？逐张比（`BEAT-2`）的话，3 比 2 小，管不了；“王说了算”（`BEAT-3`）的话，带王就大，管得了。（这两手牌都是够级牌，所以这里让对头座位 4 来管。）

# %% [markdown] lang="en"
# ## Dispute 3: does a joker always win?
#
# May `SJ 3 3` beat `2 2 2`? Card by card (`BEAT-2`) a 3 is lower than a two, so it may not; by "the
# joker decides" (`BEAT-3`) the joker makes it higher, so it may. (Both are gouji plays, so the opposite,
# seat 4, is the one who answers here.)

# %%
compare({"trick": [{"seat": 1, "play": "2 2 2"}], "action": {"seat": 4, "play": "小王 3 3"}})

# %% [markdown] lang="zh"
# ## 争议四：谁接住烧牌才算解烧？
#
# 第 7 章的例子：座位 2 烧座位 1 的五张 10，烧到第二套时，座位 2 的同伙座位 4 拿 `大王 Q Q` 接了。大纲里谁都能烧（`BURN-1`），座位 4 也有资格反烧，算解烧；“联邦不烧”下同伙不能烧，也就不能反烧，这一接不算数，烧牌成功（`BURN-4`）。
#
# 同伙干吗要拆自家人的烧牌？因为这一接是**反烧**：座位 4 自己的牌也得一口气走得完才能接（`BURN-4`）。座位 2 烧成了，走的是座位 2；座位 4 反烧上去，走的就换成了座位 4——比方座位 4 手里的牌比座位 2 的难打，让他先走，自家这一伙更划算。大纲让他这么干，“联邦不烧”不让：

# %% [markdown] lang="en"
# ## Dispute 4: whose answer releases a burn?
#
# The example of chapter 7: seat 2 burns seat 1's five 10s, and at its second set seat 2's teammate,
# seat 4, answers with `BJ Q Q`. Under the Outline anyone may burn (`BURN-1`), so seat 4 may burn back
# and the burn is released; under No Team Burns a teammate may not burn, so it may not burn back either,
# its answer does not count, and the burn succeeds (`BURN-4`).
#
# Why would a player break up its own teammate's burn? Because its answer is a **burn back**: seat 4
# may answer only if its own cards can play out in one run too (`BURN-4`). If seat 2's burn succeeds,
# seat 2 goes out; if seat 4 burns back, seat 4 goes out instead, which suits the team when, say, seat
# 4's hand would be the harder one to play out later. The Outline lets it do so, No Team Burns does
# not:

# %%
compare({"hands": {"2": "J J J J J 小王 8 8 9 9 9"},
         "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
         "action": {"seat": 2, "burn": ["J J J J J", "小王 8 8", "9 9 9"]},
         "responses": [{"after_set": 2, "seat": 4, "play": "大王 Q Q"}]})

# %% [markdown] lang="zh"
# ## 冲三
#
# > **LOCAL-1** **冲三**（开关和预设都叫“冲三”，地方玩法）：3 要留到最后。带 3 的牌只能是最后一手（出完这手手里就没牌了），否则判不合法（带 3 的牌不是最后一手）；最后一手必须是单纯的 3，不贴 2、不挂王，否则也判不合法（最后一手不是单纯的 3）。烧牌的最后一套也一样。开打之前，手里没 3 的人要买一张（第 10 章）；没 3、也没 2 和王可付的人，不管这桌讲不讲革命，都可以革命；这样革命的人算开点，作为四科，不管同伙的名次。
#
# 座位 1 首出 `3 3`：手里还有两张 10，不行；手里就剩这两张 3，行；最后一手是 `3 3 2`，贴了 2，也不行：

# %% [markdown] lang="en"
# ## 冲三: threes go last
#
# > **LOCAL-1** **冲三** (a switch and a preset, a local rule): the 3s are kept for the end. A
# > play holding a 3 may only be the player's last play (it empties the hand), else it is refused;
# > and the last play must be 3s alone, with no twos and no jokers, else it is refused. The last set
# > of a burn too. Before the hand, a player dealt no 3 buys one (chapter 10); a player with no 3 and no
# > two or joker to pay with may revolt whatever the table says about revolution; such a revolutionary counts
# > as opening and places 4th, whatever its teammates' places.
#
# Seat 1 leads `3 3`: holding two 10s as well, it may not; holding only those two 3s, it may; a last
# play of `3 3 2`, with a two stuck on, is refused too:

# %%
chong_san = {"rules": {"preset": "chong_san"}}
show(*[Case.from_dict(dict(chong_san, hands={"1": cards}, action={"seat": 1, "play": play})).judge()
       for cards, play in (("3 3 10 10", "3 3"), ("3 3", "3 3"), ("3 3 2", "3 3 2"))])

# %% [markdown] lang="zh"
# 引擎要知道手牌或张数，才知道是不是最后一手；两样都不知道，就当不是最后一手（牌桌上不知道张数的人也不会这一手就走），所以带 3 的牌不行。烧牌也守这条：第 7 章座位 3 那一把烧牌，最后一套是 `9 9 9` 不是 3，冲三下就烧糊了：

# %% [markdown] lang="en"
# The engine knows a play is the last one from the known hand or the card count; knowing neither, it takes
# the play as not the last (at the table a seat of unknown size does not finish on one play), so a play
# holding a 3 is refused. A burn keeps the rule too: seat 3's burn of chapter 7 ends with `9 9 9`, not
# 3s, so under 冲三 it fails:

# %%
burn_of_chapter_7 = dict(chong_san, hands={"3": "J J J J J 小王 8 8 9 9 9"},
                         trick=[{"seat": 1, "play": "10 10 10 10 10"}],
                         action={"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]})
show(Case.from_dict(dict(chong_san, action={"seat": 2, "play": "3"})).judge(),
     Case.from_dict(burn_of_chapter_7).judge())

# %% [markdown] lang="zh"
# ## 红鬼不够级
#
# > **LOCAL-3** 开关“带大王的牌算够级牌吗？”（默认**算**）：答“不算”以后，带大王（红鬼）的牌不算够级牌——谁轮到谁都能管（开了 `BEAT-6` 就照红鬼二打一管），谁也不能烧。挂小王的牌还是够级牌。
#
# 有的地方打红鬼二打一，还说“带红鬼的牌不是够级牌，谁都可以灭”。座位 1 出 `大王 8 8`，下家座位 2（不是对头）用 `大王 大王 9 9` 管。照“红鬼二打一”，这是够级牌，只有对头能管；照“红鬼不够级”（红鬼二打一，再加上带大王的牌不算够级牌），座位 2 管得住：

# %% [markdown] lang="en"
# ## Big Joker plays that are no gouji plays
#
# > **LOCAL-3** Switch “Is a play holding a Big Joker a gouji play?” (**yes** by default): when no, a play holding a Big Joker (the
# > "red joker") is not a gouji play: anyone in turn may answer it (by `BEAT-6` where that is on), and
# > nobody may burn it. Small Joker plays stay gouji plays.
#
# Some tables that play two Big Jokers beat one also say "a play holding the red joker is no gouji play;
# anyone may beat it". Seat 1 plays `BJ 8 8`, and seat 2, next in turn and not its opposite, answers
# with `BJ BJ 9 9`. Under Two for One it is a gouji play only the opposite may beat; under
# Red Joker Open (two for one, and a Big Joker play is no gouji play) seat 2 may beat it:

# %%
red_joker = {"trick": [{"seat": 1, "play": "大王 8 8"}], "action": {"seat": 2, "play": "大王 大王 9 9"}}
compare(red_joker)

# %% [markdown] lang="zh"
# 不是够级牌，也就烧不了。座位 3 想拿 `大王 大王 9 9`、`小王 J J`、`5 5` 烧它，照“红鬼不够级”不许：

# %% [markdown] lang="en"
# Not a gouji play, so it cannot be burned either. Seat 3 wants to burn it with `BJ BJ 9 9`, `SJ J J`,
# `5 5`; under Red Joker Open it may not:

# %%
show(Case.from_dict(dict(red_joker, rules={"preset": "red_joker_open"}, hands={"3": "大王 大王 9 9 小王 J J 5 5"},
                         action={"seat": 3, "burn": ["大王 大王 9 9", "小王 J J", "5 5"]})).judge())

# %% [markdown] lang="zh"
# ## 怎么断一个争议
#
# 1. **把局面写下来**：谁手里有什么（知道的就写）、谁走了、这一轮出到哪儿、现在谁要干什么——这就是一个案例（格式见 [`gouji` 命令与案例格式](../cli/)）。
# 2. **按各种预设各判一次**：上面的对比就是这样，把同一个案例在每种预设下的裁决并排画出来、标出不一样的格子。也可以用下面的面板。
# 3. **看条款**：每个裁决都写着是哪一条决定的；判得不一样的地方，就是两桌规矩不一样的地方。先说好这一桌照哪个预设（或哪几个开关），争议就断了。
#
# 规则书没说清楚的地方，引擎选了一种读法，写在[引擎的读法](../readings/)里。

# %% [markdown] lang="en"
# ## How to settle a dispute
#
# 1. **Write the situation down**: who holds what (as far as known), who has finished, how far the trick
#    has gone, and who does what now. That is a case (the format is in [the `gouji` command and the case
#    format](../cli/)).
# 2. **Judge it under each preset**: as the comparisons above do, drawing the same case's verdicts under
#    every preset side by side and marking the cells that differ. Or use the panel below.
# 3. **Read the clauses**: each verdict names the clause that decided it; where the verdicts differ is
#    exactly where the two tables' rules differ. Agree which preset (or which switches) this table plays,
#    and the dispute is settled.
#
# Where the rulebook is silent or vague, the engine picked one reading; they are listed in [the readings
# the engine chose](../readings/).

# %% [markdown] lang="zh"
# ## 自己试试
#
# 规则对比面板：摆好牌桌、选一个动作，每一种预设的裁决并排放着。开始是争议一。

# %% [markdown] lang="en"
# ## Try it yourself
#
# The rules comparison panel: set up the table, choose an action, and every preset's verdict is shown
# side by side. It starts with dispute 1.

# %%
from gouji_sim.view import widgets as gw

gw.compare_panel(LANG, case={"trick": [{"seat": 1, "play": "2"}], "action": {"seat": 2, "play": "小王"}})

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 每个开关都是 `Rules` 的一个字段；`Rules.from_spec`、`changed()`、`preset_name()` 读写它们。页面上开关用牌桌上的叫法（`gouji_sim/view/view_words.py` 里的 `switch-name-<开关>`）或开打之前定规矩那一页的问题；案例文件里用字段名（`burn_after_pass`、`gouji_twos` ……）和预设名（`outline`、`laotou`、`joker_dominant`、`two_for_one`、`open_release`、`no_team_burn`、`chong_san`、`red_joker_open`）。不合法的理由代码（`three-not-last`、`last-not-threes` ……）是裁决的 `reason`。
# - `Case.under(预设)` 给出同一个案例在另一个预设下的样子，`Case.compare()` 一次按每个预设都判一遍；本章的对比是 `compare_presets`。命令行：`gouji cases compare 案例.json`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Each switch is a field of `Rules`; `Rules.from_spec`, `changed()` and `preset_name()` read and write them. The pages name a switch by its players' name (`switch-name-<switch>` in `gouji_sim/view/view_words.py`) or its house-rules question; case files use the field names (`burn_after_pass`, `gouji_twos`, …) and the presets' ids (`outline`, `laotou`, `joker_dominant`, `two_for_one`, `open_release`, `no_team_burn`, `chong_san`, `red_joker_open`). A refusal's reason code (`three-not-last`, `last-not-threes`, …) is the verdict's `reason`.
# - `Case.under(preset)` gives the same case under another preset, and `Case.compare()` judges it under every preset at once; this chapter's comparisons are `compare_presets`. On the command line: `gouji cases compare case.json`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
