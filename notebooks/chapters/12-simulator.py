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
# # 第 12 章 模拟器与统计
#
# 前面各章一次判一个动作；模拟器把这些裁决串成整局牌：发牌、进贡、开局的决定、一轮一轮地出牌、烧牌、走牌、计分，每一步都问规则引擎（第 9 章用过它）。让机器人打很多局，就能回答一些牌桌上常争的问题：一手牌有多大机会有够级牌？烧牌多半能成吗？抓到几张王，名次会好多少？
#
# 要记住：这些数字说的是**引擎自带的机器人**怎么打。`heuristic` 机器人的打法很简单（出最小的牌、能烧就烧、不管同伙的牌），高手打出来的数字会不一样。本页的模拟在构建网站时当场运行（每种语言几秒钟），种子固定，所以每次构建的数字都一样。

# %% [markdown] lang="en"
# # 12. The simulator and what its statistics show
#
# The earlier chapters judge one action at a time; the simulator strings those rulings into whole hands:
# dealing, tribute, the start-of-hand decisions, trick after trick of play, burns, finishing and scoring,
# asking the rules engine at every step (chapter 9 used it). With bots playing many hands, it can answer
# questions players argue about: how likely is a hand to hold a gouji play? Do burns usually succeed?
# How much better do you place with more jokers?
#
# Keep in mind that these numbers describe how **the engine's own bots** play. The `heuristic` bot plays
# simply (its lowest cards first, a burn whenever it can, never against a teammate); expert players would
# give other numbers. The simulations on this page run when the site is built (a few seconds per
# language) with fixed deal numbers, so every build shows the same numbers.

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
import warnings

from gouji_sim.bots.roster import make_bots
from gouji_sim.game import deal, hands_of
from gouji_sim.game.history import decode_entry, held_at_lead
from gouji_sim.game.match import play_hand
from gouji_sim.game.state import BURNS_FAILED, BURNS_RELEASED, BURNS_SUCCEEDED, BURNS_TRIED
from gouji_sim.simulation.run import simulate

try:
    import matplotlib
    import matplotlib.pyplot as plt
    from matplotlib_inline.backend_inline import set_matplotlib_formats

    set_matplotlib_formats("svg")
    matplotlib.rcParams["svg.fonttype"] = "none"  # text stays text: the browser draws any Chinese
    warnings.filterwarnings("ignore", message="Glyph .* missing from")
except ImportError:  # JupyterLite in the browser has no matplotlib: the same numbers as HTML bars
    plt = None


def bars(title, labels, series, fmt="{:.0%}"):
    """A grouped bar chart: series is {legend: [one number per label]}."""
    if plt is None:
        top = max(max(values) for values in series.values()) or 1
        rows = "".join(
            f"<tr><td>{label}</td><td>{name}</td><td><div style='background:#1f5fbf;height:0.9em;"
            f"width:{240 * values[i] / top:.0f}px'></div></td><td>{fmt.format(values[i])}</td></tr>"
            for i, label in enumerate(labels) for name, values in series.items())
        return HTML(f"<b>{title}</b><table>{rows}</table>")
    fig, ax = plt.subplots(figsize=(7, 3.2))
    width = 0.8 / len(series)
    for k, (name, values) in enumerate(series.items()):
        xs = [i + (k - (len(series) - 1) / 2) * width for i in range(len(labels))]
        ax.bar(xs, values, width, label=name)
        for x, v in zip(xs, values):
            ax.annotate(fmt.format(v), (x, v), ha="center", va="bottom", fontsize=8)
    ax.set_xticks(range(len(labels)), labels)
    ax.set_title(title)
    ax.spines[["top", "right"]].set_visible(False)
    if len(series) > 1:
        ax.legend(frameon=False)
    plt.show()


# %% [markdown] lang="zh"
# ## 一局牌是怎么模拟的
#
# 模拟器让机器人打若干局，给出一份汇总。打 20 局，看看汇总里有什么（名次、够级牌出了多少、活了多少、烧牌、串三户……）：

# %% [markdown] lang="en"
# ## How a hand is simulated
#
# The simulator has bots play a number of hands and gives a summary. Twenty hands, to see what the summary
# holds (places, gouji plays made and lived, burns, sweeps, …):

# %%
summary = simulate(20, seed=1, rules=Rules(), bots=["heuristic"])
gd.summary_table(summary, LANG)

# %% [markdown] lang="zh"
# 下面的统计打 300 局；要更准，在浏览器里运行本页时把局数改大。

# %% [markdown] lang="en"
# The statistics below play 300 hands; for more precise numbers, run this page in your browser with
# more hands.

# %%
GAMES = 300
bots = make_bots(["heuristic"])
hands = [play_hand(Rules(), bots, seed=seed) for seed in range(GAMES)]
facts([({"zh": "打完的局数", "en": "Hands played"}[LANG], len(hands))])


# %% [markdown] lang="zh"
# ## 一手牌有多大机会有够级牌？
#
# 只看发牌，不用打：发 300 次牌（1800 手牌），数一数每手牌里能不能凑出各种够级牌（`GOUJI-1`，由引擎判）。有王就一定能出够级牌；不带王也不贴 2 的话，看 10 够不够 5 张、J 够不够 4 张，依此类推。老头够级要两张 2 才够级，“2”那一栏就不一样了：

# %% [markdown] lang="en"
# ## How often does a hand hold a gouji play?
#
# No play needed, only dealing: deal 300 times (1800 hands) and count, for each hand, which gouji plays
# it can make (`GOUJI-1`, decided by the engine). Any joker gives a gouji play; without jokers or attached twos, it takes five
# 10s, four jacks, and so on. Under 老头够级 (Laotou Gouji) a gouji play of twos needs two of them, so the "2"
# column changes:

# %%
def holds(hand, rank, rules):
    """Whether all of the hand's cards of this rank make a gouji play (no jokers, no twos)."""
    return hand[rank] > 0 and is_gouji(Play.from_hand(Hand.from_counts({rank: hand[rank]})), rules)


dealt = [hand for d in range(300) for hand in hands_of(deal(216, random.Random(d))).values()]
ranks = [Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TWO]
labels = [r.symbol for r in ranks] + ["王" if LANG == "zh" else "joker"]
series = {}
for name in ("outline", "laotou"):
    rules = Rules.preset(name)
    share = [sum(holds(h, r, rules) for h in dealt) / len(dealt) for r in ranks]
    series[name] = share + [sum(h.jokers > 0 for h in dealt) / len(dealt)]
bars("一手牌（36 张）里有这种够级牌的比例" if LANG == "zh" else "Share of 36-card hands holding this gouji play",
     labels, series)

# %% [markdown] lang="zh"
# 四分之三以上的手牌有王，九成以上有 2，所以几乎每手牌都能出够级牌；不靠王也不靠 2 的够级牌里，一对 K、一对 A 最常见，五张 10 最少见。

# %% [markdown] lang="en"
# More than three hands in four hold a joker and more than nine in ten a two, so almost every hand can
# make a gouji play; among the gouji plays that need neither a joker nor a two, a pair of kings or aces is
# the most common and five 10s the rarest.

# %%
any_gouji = sum(h.jokers > 0 or any(holds(h, r, Rules()) for r in ranks) for h in dealt) / len(dealt)
facts([({"zh": "能出够级牌的手牌", "en": "Hands that can make a gouji play"}[LANG], f"{any_gouji:.1%}")])

# %% [markdown] lang="zh"
# ## 烧牌多半能成吗？
#
# 机器人只在规划器说“烧得了”的时候才宣布烧牌，所以机器人从不烧糊；烧牌失败只会是被解烧（三种结果见 `BURN-5`）。300 局里的烧牌结果：

# %% [markdown] lang="en"
# ## Do burns usually succeed?
#
# The bots declare a burn only when the planner says the hand can burn, so they never fail
# (烧糊); a burn that does not succeed has been released (the three outcomes are `BURN-5`'s). The outcomes of the
# burns in 300 hands:

# %%
tried = sum(h.counters[BURNS_TRIED] for h in hands)
outcome = [sum(h.counters[k] for h in hands) for k in (BURNS_SUCCEEDED, BURNS_RELEASED, BURNS_FAILED)]
names = ["烧成", "解烧", "烧糊"] if LANG == "zh" else ["succeeded", "released", "failed"]
display(facts([({"zh": "烧牌次数", "en": "Burns"}[LANG], tried), *zip(names, outcome)]))
bars("烧牌的结果（占所有烧牌）" if LANG == "zh" else "Burn outcomes (share of all burns)",
     names, {"heuristic": [n / max(tried, 1) for n in outcome]})

# %% [markdown] lang="zh"
# ## 抓到几张王，名次好多少？
#
# 每一局、每一个座位，数一数开打时手里有几张王（大王、小王都算），再看这个座位最后排第几（`END-1`）、得几分（`SCORE-1`）。大体上王越多，平均名次越靠前、得分越高；王很多的座位很少，那几组的数字跳得厉害，只能作参考：

# %% [markdown] lang="en"
# ## How much do jokers help?
#
# For every hand and every seat, count the jokers it held at the first lead (big and small), then see
# where it placed (`END-1`) and what it scored (`SCORE-1`). On the whole, the more jokers, the better the average place and
# score; few seats hold many jokers, so those groups' numbers jump about and are only a rough guide:

# %%
by_jokers = {}
for h in hands:
    for seat in range(1, 7):
        n = min(Hand.from_cards(held_at_lead([decode_entry(e) for e in h.record["history"]])[seat]).jokers, 5)
        by_jokers.setdefault(n, []).append((h.places.index(seat) + 1, h.score.seats[seat]))
groups = sorted(by_jokers)
labels = [f"{n}+" if n == 5 else str(n) for n in groups]
mean = lambda xs: sum(xs) / len(xs)
html_table(["王的张数", "座位数", "平均名次", "平均得分"] if LANG == "zh"
      else ["jokers", "seats", "average place", "average points"],
      [(label, len(by_jokers[n]), f"{mean([p for p, _ in by_jokers[n]]):.2f}",
        f"{mean([s for _, s in by_jokers[n]]):+.2f}") for label, n in zip(labels, groups)])

# %%
bars("按开局时王的张数：平均名次（1 = 头科，6 = 大落）" if LANG == "zh"
     else "Average place by jokers held at the first lead (1 = first, 6 = last)",
     labels, {"heuristic": [mean([p for p, _ in by_jokers[n]]) for n in groups]}, fmt="{:.2f}")

# %% [markdown] lang="zh"
# ## 自己试试
#
# 回放面板放的是上面 300 局里的第一局。在浏览器里运行本页，可以换发牌号、换规则（比如换成老头够级）或者换机器人（随机出牌的那个），再看统计怎么变。

# %% [markdown] lang="en"
# ## Try it yourself
#
# The replay panel plays back the first of the 300 hands above. Run this page in your browser to change
# the deal numbers, the rules (for example Laotou Gouji, 老头够级) or the bots (a random one), and see how the
# statistics change.

# %%
from gouji_sim.view import widgets as gw

gw.replay(hands[0].record, lang=LANG)

# %% [markdown] lang="zh"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>给程序员</summary>
#
# - 汇总是 `simulate(局数, seed=…, rules=…, bots=[…])`；命令行里是 `gouji simulate`（见 [`gouji` 命令](../cli/)），可以打上万局、多进程并行、把每一局的记录存成文件。局数在 `GAMES` 里；够级牌由 `is_gouji` 判，烧牌的规划器是 `plan_burn`；规则如 `Rules.preset("laotou")`，机器人如 `"random"`。
# - 引擎的函数和类见 [API](../api/)，命令行见 [`gouji` 命令](../cli/)。
#
# </details>

# %% [markdown] lang="en"
# <details class="gouji-programmers" data-for-programmers markdown="1">
# <summary>For programmers</summary>
#
# - The summary is `simulate(games, seed=…, rules=…, bots=[…])`; on the command line `gouji simulate` (see [the `gouji` command](../cli/)) plays tens of thousands of hands on several processes and can save every hand's record. The number of hands is `GAMES`; gouji plays are decided by `is_gouji`, the burn planner is `plan_burn`; rules such as `Rules.preset("laotou")`, bots such as `"random"`.
# - The engine's functions and classes are on [the API page](../api/), the command line on [the `gouji` command](../cli/).
#
# </details>
