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
# # 第 7 章 烧牌
#
# 够级牌只有对头能管——可要是你手里的牌能“一口气”走完，你就可以抢在对头前面把它**烧**了：先管住那手够级牌，然后不让别人插手，一套接一套把牌全出完。烧成了，你直接走人；被烧的那家那手够级牌就算白出了，没活成，这一轮的牌权也落不到他手里。烧牌是够级最刺激的地方，也是最容易吵架的地方，所以本章的五条规则
# `BURN-1` 到 `BURN-5` 每一条都配了引擎的裁决。（无头和四人乱缠时的烧牌，`BURN-6`，在第 8 章。）

# %% [markdown] lang="en"
# # 7. Burning
#
# Only the opposite may beat a gouji play, but if your cards can go out in one run, you may jump in
# ahead of the opposite and **burn** it (烧牌): beat the gouji play, then, with no one else getting a
# turn, play out your whole hand one set after another. If the burn succeeds you are out, and the
# burned player's gouji play did not live: it wins him nothing in this trick. Burning is the most exciting part of Gouji and the one
# that starts the most arguments, so each of the five rules of this chapter, `BURN-1` to `BURN-5`, is
# shown with the engine's ruling. (Burning against a headless player and in the melee, `BURN-6`, is in
# chapter 8.)

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
# 本章的例子大多用同一个局面：座位 1 出了五张 10（够级牌），座位 3 手里是 `J J J J J 小王 8 8 9 9 9`。其他人的张数已知、牌不知道。
#
# 座位 3 是座位 1 的同伙。默认的规矩同伙也能烧（`BURN-1`），而且有理由烧：烧成了，手里的牌一下子全出完（`BURN-5`），自家多一个靠前的名次。只是烧同伙的牌也白白压掉了同伙的够级牌，所以很多人不烧自家人的牌，机器人也不烧（第 13 章）；本章用这个局面，只因为烧牌的规矩在同伙身上看得最全。

# %% [markdown] lang="en"
# Most examples in this chapter use one situation: seat 1 has played five 10s (a gouji play) and seat 3
# holds `J J J J J SJ 8 8 9 9 9`. The other seats' card counts are known, their cards are not.
#
# Seat 3 is seat 1's teammate. The default rules let teammates burn (`BURN-1`), and there is a reason to:
# a burn that succeeds plays out the whole hand at once (`BURN-5`), an early place for the team. But it
# also buries the teammate's own gouji play, so many players leave a teammate's play alone, and so does
# the bot (chapter 13); this chapter uses the situation because it shows the most burning rules at once.

# %%
table_setup = {
    "hands": {"3": "J J J J J 小王 8 8 9 9 9"},
    "counts": {"1": 15, "2": 12, "4": 20, "5": 30, "6": 7},
    "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
}
burn_sets = ["J J J J J", "小王 8 8", "9 9 9"]


def ruling(action, responses=(), rules=None):
    """Judge an action in the situation above (for a burn, with the others' answers)."""
    case = dict(table_setup, action=action, responses=list(responses))
    if rules:
        case["rules"] = rules
    return Case.from_dict(case).judge()


show(Case.from_dict(dict(table_setup, action={"seat": 4, "pass": True})).situation)

# %% [markdown] lang="zh"
# ## 谁能烧
#
# > **BURN-1** 有人出了够级牌，别人可以在对头表态之前**宣布烧牌**：对头一表态（过、让或管），这手牌就不能再烧了，哪怕这一轮还没完。谁能烧由开关“谁能烧牌？”定：
# > 默认除了出牌人的对头，谁都能烧，同伙也行；或者只有出牌人和对头之间、按出牌顺序的那两家能烧；或者同伙永远不能烧（预设“联邦不烧”）。
# > 这一轮已经过了牌的人，这一轮就不能再烧（**过牌不烧**）；开关“这一轮过了牌，还能烧吗？”（默认**不能**）答“能”，才能烧。
#
# 对头不能烧——他本来就能直接管：

# %% [markdown] lang="en"
# ## Who may burn
#
# > **BURN-1** When a player makes a gouji play, another player may **declare a burn** before the
# > opposite's turn: once the opposite has acted on it (passed, yielded or played), it can no longer be
# > burned, even where the trick stays open for others. Who may is set by the switch “Who may burn?”: anyone (the default: anyone except the
# > gouji player's opposite, teammates included), only the two players seated between the
# > gouji player and its opposite (in turn order), or the other team only (teammates may never burn; the preset
# > No Team Burns). A player who has passed in the current trick may not burn in it (过牌不烧); the
# > switch “burn after passing” (**no** by default) allows it.
#
# The opposite may not burn; it can simply beat the play:

# %%
show(ruling({"seat": 4, "burn": burn_sets}))

# %% [markdown] lang="zh"
# 三种设置下，各是哪些座位可以烧座位 1 的够级牌：

# %% [markdown] lang="en"
# Which seats may burn seat 1's gouji play under each setting:

# %%
tens = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
modes = {"zh": {"all": "除了对头都能烧", "between": "只有夹在中间的两家", "opponents": "只有另一伙的人"},
         "en": {"all": "all: anyone but the opposite", "between": "between: the two seats in between",
                "opponents": "opponents: the other team only"}}[LANG]
html_table(["谁能烧（开关的值）", "能烧的座位"] if LANG == "zh" else ["who may burn (switch value)", "seats that may burn"],
      [(modes[mode], seats(Situation.build(Rules(burn_seats=mode), trick=tens.trick).burners()))
       for mode in ("all", "between", "opponents")])

# %% [markdown] lang="zh"
# “联邦不烧”的规矩下，座位 3 是座位 1 的同伙，不能烧：

# %% [markdown] lang="en"
# Under No Team Burns, seat 3 is seat 1's teammate and may not burn:

# %%
show(ruling({"seat": 3, "burn": burn_sets}, rules={"preset": "no_team_burn"}))

# %% [markdown] lang="zh"
# ### 过牌不烧
#
# 牌桌上常说“过牌不烧”：这一轮你已经过了，后面再有人出够级牌，你手里就是烧得出来，也只能看着。座位 1 出四张 9，座位 2 过了；座位 3 接着出四张 J，是够级牌。座位 2 手里 `Q Q Q Q 小王 8 8 5 5` 烧得出来，可他这一轮过过牌——不能烧：

# %% [markdown] lang="en"
# ### No burning after a pass
#
# Players say "过牌不烧": once you have passed in a trick, you may not burn in it, even if a gouji play
# comes later and your cards could burn it. Seat 1 plays four 9s and seat 2 passes; seat 3 then plays
# four jacks, a gouji play. Seat 2's `Q Q Q Q SJ 8 8 5 5` could burn them, but seat 2 has passed in this
# trick, so it may not:

# %%
after_pass = {
    "hands": {"2": "Q Q Q Q 小王 8 8 5 5"},
    "trick": [{"seat": 1, "play": "9 9 9 9"}, {"seat": 2, "pass": True}, {"seat": 3, "play": "J J J J"}],
    "action": {"seat": 2, "burn": ["Q Q Q Q", "小王 8 8", "5 5"]},
}
show(Case.from_dict(after_pass).judge())

# %% [markdown] lang="zh"
# 所以座位 3 出四张 J 时，引擎列出能烧的人里没有座位 2：同伙 5、1 在前，然后是 4（6 是对头）。有的桌上不讲过牌不烧，把“这一轮过了牌，还能烧吗？”答成“能”，座位 2 就能烧，这一把烧成了：

# %% [markdown] lang="en"
# So when seat 3 plays its four jacks, the engine's list of who may burn leaves seat 2 out: teammates 5
# and 1 first, then 4 (6 is the opposite). Some tables do not keep this rule; where a player
# may burn after passing, seat 2 may burn, and here its burn succeeds:

# %%
jacks = Situation.build(trick=[PlayAction(1, Play.parse("9 9 9 9")), Pass(2),
                               PlayAction(3, Play.parse("J J J J"))])
show(facts([({"zh": "能烧的人", "en": "May burn"}[LANG], seats(jacks.burners()))]),
     Case.from_dict(dict(after_pass, rules={"preset": "outline",
                                            "switches": {"burn_after_pass": True}})).judge())

# %% [markdown] lang="zh"
# ## 几家都要烧
#
# > **BURN-2** 几个人同时要烧：如果他们分属两伙，出牌人的同伙先烧（联邦烧牌优先），另一伙的人在后；如果都是一伙的，按从出牌人开始的逆时针顺序。
#
# 引擎给的能烧的人就是这个先后：座位 1 出牌，同伙 3、5 在前，然后是 2、6（4 是对头，不在其中）。

# %% [markdown] lang="en"
# ## When several want to burn
#
# > **BURN-2** When several players declare a burn: if they are on different teams, the gouji player's
# > teammates go first (联邦烧牌优先) and the others after; if they are all on one team, in
# > counterclockwise order from the gouji player.
#
# The engine's list of who may burn is in this order: seat 1 made the play, so its teammates 3 and 5 come first, then
# 2 and 6 (4 is the opposite and is not among them).

# %%
facts([({"zh": "座位 1 出牌：能烧的人，按先后", "en": "Seat 1 played: who may burn, in order"}[LANG], seats(tens.burners())),
       ({"zh": "座位 2 出牌：能烧的人，按先后", "en": "Seat 2 played: who may burn, in order"}[LANG],
        seats(judge(Situation.build(), PlayAction(2, Play.parse("K K"))).burners))])

# %% [markdown] lang="zh"
# ## 怎么烧
#
# > **BURN-3** 烧牌的人先用第一套牌管住那手够级牌（照 `BEAT` 的规矩：烧小王牌要用大王，烧大王牌除非开了 `BEAT-6` 否则烧不了），然后保持出牌权，把剩下的牌**全部**出完，一次一套：**第一套之后，除了最后一套，每一套都至少挂一张王**；或者第一套之后剩下的牌正好是一套，一次出完。最后一套也可以挂王（比如为了用接风把牌权交给下家，`TURN-8`）。一手牌烧不烧得了，要找出这样一串牌才知道：第一套之后，王的张数至少是套数减一，而且每一套都得是合法的一套牌。
#
# 引擎的规划器替你找这一串：座位 3 的牌可以烧，三套；少了那张小王就烧不了，引擎会说差什么：

# %% [markdown] lang="en"
# ## How a burn goes
#
# > **BURN-3** The burner beats the gouji play with its first set (the `BEAT` rules apply: a Small Joker
# > play needs Big Jokers, and a Big Joker play cannot be burned unless `BEAT-6` is on), then keeps the
# > lead and plays out **all** its remaining cards, one set at a time, **every set after the first
# > carrying at least one joker, except the last**; or, after the first set, its remaining cards form a
# > single play, played at once. The last set may carry jokers too (to hand the lead on downstream by
# > `TURN-8`). Whether a hand can burn at all is found by searching for such a sequence: after the first
# > set, at least as many jokers as sets minus one, and every set a valid play.
#
# The engine's planner searches for the sequence: seat 3's hand can burn in three sets; without its Small Joker
# it cannot, and the planner says what is missing:

# %%
top = Play.parse("10 10 10 10 10")
facts([(Hand.parse(cards), plan_burn(Hand.parse(cards), top, Rules()))
       for cards in ["J J J J J 小王 8 8 9 9 9", "J J J J J 8 8 9 9 9"]])

# %% [markdown] lang="zh"
# 烧带王的够级牌要更硬的牌：烧小王牌，第一套得有大王；烧大王牌（死牌），默认规则下谁也烧不了，开了“红鬼二打一”才行：

# %% [markdown] lang="en"
# Burning a joker play takes stronger cards: against a Small Joker play the first set needs a big
# joker; a Big Joker play (a dead play) cannot be burned at all under the default rules, only with
# "two Big Jokers beat one" on:

# %%
hand = Hand.parse("大王 大王 A A 8 8 小王 9 9 9")
facts([(gd.preset_label(rules.preset_name(), LANG), plan_burn(hand, Play.parse("大王 K K"), rules))
       for rules in (Rules(), Rules.preset("two_for_one"))])

# %% [markdown] lang="zh"
# ## 解烧
#
# > **BURN-4** 烧牌的第一套管住了够级牌，自己也够级；中间的每一套都挂王，也是够级牌；最后一套可以不挂王，不挂王又不够张数就不是够级牌（`GOUJI-1`），谁也不能反烧它。够级的那几套，每一套都可以被烧牌人的**对头**管住，或者被按
# > `BURN-1` 有资格烧牌的人**反烧**——被烧的那家也算。开关“谁接住烧牌才算解烧？”：
# > 默认只有这两种应对，任何一种都算解烧；或者谁能管住烧牌的一套都行，也都算解烧（预设“任何人解烧”）。
# > 烧牌的人**无头**（对头已经走了）时，这一轮没过过牌的人谁都能管他烧出的一套，管住就算解烧，不管“谁接住烧牌才算解烧？”怎么答；反烧照旧。**无头的人**（`GOUJI-3`）按顺序也可以管烧牌的一套，同样算解烧。
# > 第 5 版：被烧的那家不管“谁能烧”怎么定，总能反烧；只能靠反烧来接的人，出的牌必须真能烧到底（剩下的手牌按 `BURN-3` 出完），做不到就算错牌不出（`PLAY-6`）：牌收回，烧牌接着走，这一轮他无权再顺牌，但不算烧糊。
#
# 座位 3 烧到第二套 `小王 8 8` 时，座位 3 的对头座位 6 拿 `大王 Q Q` 管上了——解烧：

# %% [markdown] lang="en"
# ## Releasing a burn
#
# > **BURN-4** A burn's first set beats a gouji play and is one itself; every set in the middle carries a
# > joker, so it is a gouji play too; the last set may carry no joker, and then, unless it is big
# > enough (`GOUJI-1`), it is no gouji play and nobody may burn it back. Each burning set that is a
# > gouji play may be beaten by the burner's
# > **opposite**, or burned back (反烧) by a player entitled to burn under `BURN-1`, the burned player
# > included. Switch “Whose answer releases a burn?”: the burner's opposite or a burn back (the default: only those two answers exist, and
# > either releases the burn) or anyone (any player who can beat a burning set may, and that releases
# > it; the preset Anyone Releases). A **headless** burner (its opposite has finished) has no opposite to
# > answer it: then any other player who has not passed in the trick may beat a burning set, and that
# > releases the burn whichever answer the table gives to that switch. Burning back stays open as above. A
# > **headless player** (`GOUJI-3`) may beat a burning set too, in turn, and that releases the burn.
# > Version 5: the burned player may always burn back, whatever the table's rule on who may burn says; and a seat whose only
# > right is to burn back must make a whole reburn, the rest of its hand playing out under `BURN-3`, or
# > its answer is a wrong follow (`PLAY-6`): the cards go back, the burn goes on, it may not follow again
# > in this trick, and it is no failed burn.
#
# As seat 3 plays its second set, `SJ 8 8`, its opposite, seat 6, beats it with `BJ Q Q`: the burn is
# released:

# %%
show(ruling({"seat": 3, "burn": burn_sets},
            responses=[{"after_set": 2, "seat": 6, "play": "大王 Q Q"}]))

# %% [markdown] lang="zh"
# 座位 3 的三套牌各是什么，引擎这样判：第一套 `J J J J J` 没有王，可是够张数；中间的 `小王 8 8` 挂了王；最后一套 `9 9 9` 没王也不够张数，不是够级牌。

# %% [markdown] lang="en"
# What each of seat 3's three sets is, as the engine judges it: the first, `J J J J J`, has no joker but
# is big enough; the middle one, `SJ 8 8`, carries a joker; the last, `9 9 9`, has neither, so it is no
# gouji play.

# %%
from gouji_sim.view.words import words

rows = []
for cards in burn_sets:
    burning_set = Play.parse(cards)
    rows.append((burning_set, words("w-gouji-yes" if is_gouji(burning_set, Rules()) else "w-gouji-no")[LANG]))
facts(rows)

# %% [markdown] lang="zh"
# ### 无头的人烧牌
#
# 烧牌的人要是**无头**（对头已经走了，`GOUJI-3`），就没有对头来接他的烧牌。这时候别人只要这一轮没过过牌（“除非过牌”），谁都能管他烧出的一套，管住就算解烧，“谁接住烧牌才算解烧？”怎么答都一样，接牌的人自己也不用烧得出来。反过来，**无头的人**也可以管别人烧出的一套，同样算解烧。
#
# 还是座位 3 烧五张 10，不过座位 3 的对头座位 6 已经走了。烧到第二套 `小王 8 8`，座位 2 拿 `大王 9 9` 管上——解烧：

# %% [markdown] lang="en"
# ### A headless burner
#
# If the burner is **headless** (its opposite has finished, `GOUJI-3`), there is no opposite to answer
# its burn. Then any other player who has not passed in this trick ("除非过牌") may beat one of its
# sets, and that releases the burn whoever the table lets release a burn; the player who answers need not be
# able to burn itself. The other way round, a **headless player** may beat anyone's burning set, and
# that releases the burn too.
#
# Seat 3 burns the five 10s again, but this time its opposite, seat 6, has finished. At the second set,
# `SJ 8 8`, seat 2 beats it with `BJ 9 9`: the burn is released:

# %%
headless = {
    "hands": {"3": "J J J J J 小王 8 8 9 9 9", "2": "大王 9 9 4 5 6"},
    "finished": [6],
    "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
    "action": {"seat": 3, "burn": burn_sets},
    "responses": [{"after_set": 2, "seat": 2, "play": "大王 9 9"}],
}
show(Case.from_dict(headless).judge())

# %% [markdown] lang="zh"
# 座位 6 还在打的时候，同一手 `大王 9 9` 就不算数：座位 2 不是对头，只能反烧，可他的牌烧不出来，座位 3 照样烧成：

# %% [markdown] lang="en"
# While seat 6 is still playing, the same `BJ 9 9` does not count: seat 2 is not the opposite, so it
# could only burn back, and its cards cannot burn. Seat 3's burn succeeds:

# %%
show(Case.from_dict(dict(headless, finished=[], counts={"6": 8})).judge())

# %% [markdown] lang="zh"
# “谁接住烧牌才算解烧？”的两种答法什么时候判得不一样？要看应对的人有没有资格反烧。座位 2 烧座位 1 的五张 10，在“联邦不烧”下，座位 2 的同伙座位 4 不能反烧座位 2；按默认的“烧牌人的对头，或者反烧的人”，座位 4 的
# `大王 Q Q` 不算解烧，烧牌照样成功；换成“谁压住都算”，就解烧了：

# %% [markdown] lang="en"
# When do the two answers to “Whose answer releases a burn?” differ? When the player who answers is not entitled to
# burn back. Seat 2 burns seat 1's five 10s; under No Team Burns, seat 2's teammate, seat 4, may not
# burn it back. By default (the opposite or a burn back), seat 4's `BJ Q Q` does not release the burn and
# the burn succeeds; where anyone's answer releases, it releases it:

# %%
other_team = {
    "hands": {"2": "J J J J J 小王 8 8 9 9 9"},
    "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
    "action": {"seat": 2, "burn": burn_sets},
    "responses": [{"after_set": 2, "seat": 4, "play": "大王 Q Q"}],
}
show(*[Case.from_dict(dict(other_team, rules=rules)).judge() for rules in (
    {"preset": "no_team_burn"},
    {"preset": "no_team_burn", "switches": {"burn_release": "anyone"}})])

# %% [markdown] lang="zh"
# ## 烧成、解烧、烧糊
#
# > **BURN-5** 三种结果。**烧成**：烧牌的人出完牌走了（第 9 章）；被烧的那家丢了这一轮，接着打，要是这一桌讲烧牌贡（开关“被烧的要给烧牌的进贡吗？”，默认不讲：下一局开打前，被烧的给烧牌的进一张贡，第 10 章 `TRIB-5`），他还欠烧牌的人一张牌。被烧的那家没有过牌，这一轮里照样能管烧牌人的最后一套，也能烧够死级（第 5 版）。**解烧**：某一套按 `BURN-4` 被接住了，烧牌的状态取消，烧牌的人照常往下打，不受罚。**烧糊**：宣布烧了，却管不住那手够级牌，或者中间哪一套没挂王——烧糊的人排最后（大落，`END-2`）。
#
# 没人接，座位 3 烧成；要是座位 3 把 `8 8` 放在中间、没挂王，就烧糊了。烧糊不是“这一步不许走”：喊了烧就算数，后果也跟着来——座位 3 这一局就此出局、排大落，他的对头座位 6 从此无头；他那几套牌不算出过，桌上还是座位 1 的五张 10，像没人烧过一样，照样轮到对头座位 4 表态：

# %% [markdown] lang="en"
# ## Succeeded, released, failed
#
# > **BURN-5** Three outcomes. **Succeeded**: the burner plays out and finishes (chapter 9); the burned
# > player (被烧) has lost the trick and plays on; where the table plays the burn tribute (烧牌贡,
# > not played by default: before the next hand the burned player gives the burner one card,
# > chapter 10, `TRIB-5`), it owes the burner that card. The burned player has not passed, so in that
# > trick it may still beat the burner's last set or burn a dead gouji play (version 5). **Released** (解烧): a set was answered under `BURN-4`; the burner's state is
# > cleared and it plays on normally, with no penalty. **Failed** (烧糊): the burner declared but could
# > not beat the gouji play, or could not put a joker in a middle set; it places last (大落, `END-2`).
#
# With no one answering, seat 3's burn succeeds; had it put `8 8` in the middle without a joker, it
# would fail. A failed burn is not a move that is simply refused: the call stands and has effects.
# Seat 3 is out of the hand and places last, and its opposite, seat 6, is headless from then on; its
# sets do not count as played, seat 1's five 10s stay on top as if nobody had burned, and it is the
# opposite, seat 4, who answers them next:

# %%
show(ruling({"seat": 3, "burn": burn_sets}),
     ruling({"seat": 3, "burn": ["J J J J J", "8 8", "小王 9 9 9"]}))

# %% [markdown] lang="zh"
# ## 牌桌上的烧牌
#
# 上面是裁判眼里的烧牌；到了真牌桌上，是这么个过程：
#
# 1. **什么时候喊。** 桌上是一手够级牌，出牌人的对头还没表态（没管、没扣、没让），你这一轮又没过过牌——这时候就能喊。对头一管、一扣或者一让，这手牌就不是“桌上没人应的够级牌”了，再喊也晚了，哪怕还有无头的一家能管、这一轮还没完。
# 2. **怎么喊。** 大声说“烧”，让全桌都听见。几家一块喊，出牌人自家的联邦先烧（`BURN-2`）。
# 3. **怎么出。** 第一套压在那手够级牌上，然后一套一套往外亮，中间每一套都得挂王，最后一套挂不挂随便。每亮一套，停一下，给别人应的机会。
# 4. **别人怎么应。** 你的对头可以拿更大的牌管你这一套，有资格烧的人可以“反烧”（拿自己一口气走得完的牌压上来）；别的人只能看着（`BURN-4`，有的桌讲“谁压住都算”，就是开关“谁接住烧牌才算解烧？”的另一种答法）。
# 5. **解烧以后。** 有人应住了，你这把烧就散了：亮出去的几套就是出过的牌，剩下的牌还在你手里，不罚；桌上最大的是应你的那一手，这一轮从它接着打。
# 6. **烧成以后。** 没人应，你的牌全出完，你就走了，名次照走的先后算；被烧的那手够级牌没活成。桌上最大的是你最后那一套，这一轮从它接着打，你走了，牌权照接风的规矩往下传（`TURN-8`）。讲烧牌贡的桌，被烧的下一局还得给你一张牌。
# 7. **烧糊以后。** 喊了烧，却压不住那手够级牌，或者中间哪一套没挂王——烧糊。亮出来的牌收回去，你这一局不用再打了，直接排大落；桌上还是原来那手够级牌，轮到它的对头表态，跟没人烧过一样。
#
# 所以烧之前先在心里过一遍：第一套压得住吗？王够不够中间每一套一张？
#
# ## 自己试试
#
# 烧牌面板：选烧牌的座位，写出每一套（或者点“请规划器出主意”让引擎找一串），在两套之间加上别人的应对，一步一步看结果。开始时是座位 3 烧座位 1 的五张 10，第二套被座位 6 接住。

# %% [markdown] lang="en"
# ## Burning at a real table
#
# The sections above are the burn as the judge sees it. At a real table it goes like this:
#
# 1. **When to call.** A gouji play is on top, its player's opposite has not yet answered it (neither
#    beaten, closed nor yielded on it), and you have not passed in this trick: now you may call a burn.
#    Once the opposite has beaten it, closed or yielded, the moment is gone, even if a headless player
#    may still beat the play and the trick goes on.
# 2. **What to say.** Call 烧 (*shāo*, "burn") loud enough for the whole table. If several call, the gouji
#    player's own teammates burn first (`BURN-2`).
# 3. **How to play it.** Lay your first set on the gouji play, then show your sets one after another,
#    each set in the middle carrying a joker, the last one as you like. Pause after each set, so that
#    others can answer it.
# 4. **How the others answer.** Your opposite may beat a set; a player entitled to burn may burn back
#    (反烧) with a hand that can play out in one run itself; everyone else watches (`BURN-4`; tables where
#    "whoever beats it releases it" play the other answer to “Whose answer releases a burn?”).
# 5. **After a release.** Once a set is answered, your burn is off: the sets you showed are played, the
#    rest of your cards stay in your hand, and there is no penalty. The answer is now the top play and
#    the trick goes on from it.
# 6. **After a success.** Nobody answered, you have played out and you are finished, placed in the
#    order players go out; the burned gouji play did not live. Your last set is the top play and the
#    trick goes on from it; the lead passes on by taking over (`TURN-8`). Where the table plays the burn
#    tribute, the burned player owes you a card before the next hand.
# 7. **After a failure.** You called a burn but could not beat the gouji play, or a middle set had no
#    joker: the burn failed (烧糊). Your cards go back, you play no more in this hand and place last;
#    the gouji play stays on top and its opposite answers it, as if nobody had burned.
#
# So before you call, check in your head: does my first set beat it, and do I have a joker for every
# middle set?
#
# ## Try it yourself
#
# The burn panel: choose the burner, write its sets (or press "Ask the planner" to have the engine find
# a sequence), add other players' answers between the sets, and follow the outcome step by step. It
# starts with seat 3 burning seat 1's five 10s and seat 6 answering the second set.

# %%
from gouji_sim.view import widgets as gw

gw.burn_panel(LANG, case=dict(table_setup, action={"seat": 3, "burn": burn_sets},
                              responses=[{"after_set": 2, "seat": 6, "play": "大王 Q Q"}]))

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 能烧的人，按先后：`Situation.burners()`，裁决里是 `burners`；一手牌烧不烧得了：`plan_burn(hand, top, rules)`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - Who may burn, in order: `Situation.burners()`, and `burners` in a verdict; whether a hand can burn: `plan_burn(hand, top, rules)`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
