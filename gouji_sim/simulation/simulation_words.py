"""The words of many hands with bots: the totals' table, the run's and the cluster's errors.

They join the one lookup (:data:`gouji_sim.core.messages.CATALOGUE`) when :mod:`gouji_sim.simulation`
is imported, so :func:`~gouji_sim.core.messages.text` finds them there:

>>> from gouji_sim.core.messages import text
>>> text("sim-games")["en"]
'games'
"""

from __future__ import annotations

from ..core.messages import register

#: The simulation's entries: code → (Chinese, English).
ENTRIES: dict[str, tuple[str, str]] = {
    # --- gouji_sim/simulation/cluster.py ---
    "cli-cluster-missing": ("在集群上模拟要先装 Dask：pip install 'gouji-sim[cluster]'。",
                            "A run on a cluster needs Dask: pip install 'gouji-sim[cluster]'."),
    "cli-cluster-unreachable": ("连不上集群调度器 {address}：{detail}。",
                                "Cannot reach the cluster's scheduler at {address}: {detail}."),
    "cli-cluster-empty": ("集群 {address} 没有工作进程。", "The cluster at {address} has no workers."),
    "cli-cluster-version": ("集群 {address} 的工作进程用的是另一版引擎（{theirs}），这里是 {ours}：每台机器要装同一版 gouji-sim。",
                            "The workers of the cluster at {address} run another engine ({theirs}) than this one "
                            "({ours}): install the same gouji-sim on every machine."),
    # --- gouji_sim/simulation/run.py ---
    "sim-bad-workers": ("进程数必须是正整数，收到的是 {value}。", "The number of workers must be a positive whole number, not {value}."),
    "sim-games-limit": ("局数必须是 1 到 {limit} 的整数，收到的是 {value}。",
                        "The number of games must be a whole number from 1 to {limit}, not {value}."),
    "sim-match-limit": ("每场手数（--match）必须是 1 到 {limit} 的整数，收到的是 {value}。",
                        "The hands per match (--match) must be a whole number from 1 to {limit}, not {value}."),
    # --- gouji_sim/simulation/summary.py ---
    "sim-bad-games": ("局数必须是正整数，收到的是 {value}。", "The number of games must be a positive whole number, not {value}."),
    "sim-check-failed": ("第 {game} 局（种子 {seed}）违反了不变量：{what}", "Game {game} (seed {seed}) breaks an invariant: {what}"),
    # summary labels of `gouji simulate` (printed English first, then Chinese)
    "sim-games": ("局数", "games"),
    "sim-seed": ("种子", "seed"),
    "sim-rules": ("规则", "rules"),
    "sim-match": ("每场手数", "hands per match"),
    "sim-bot": ("机器人", "bot"),
    "sim-avg-pts": ("平均分", "avg pts"),
    "sim-gouji-made-lived": ("够级出/活", "gouji made/lived"),
    "sim-seats": ("座位", "seats"),
    "sim-team": ("联邦", "team"),
    "sim-bots": ("机器人", "bots"),
    "sim-avg-score": ("平均分", "avg score"),
    "sim-won": ("胜", "won"),
    "sim-first": ("头科", "first place"),
    "sim-gouji-plays": ("够级牌", "gouji plays"),
    "sim-made": ("出", "made"),
    "sim-lived": ("活", "lived"),
    "sim-burns": ("烧牌", "burns"),
    "sim-tried": ("烧", "tried"),
    "sim-succeeded": ("成功", "succeeded"),
    "sim-released": ("解烧", "released"),
    "sim-failed": ("烧糊", "failed"),
    "sim-bets": ("打点", "bets"),
    "sim-bets-won": ("赢", "won"),
    "sim-bet-open": ("明点 出/赢", "open made/won"),
    "sim-bet-blind": ("预点 出/赢", "blind made/won"),
    "sim-sweeps": ("串三户", "sweeps"),
    "sim-revolutions": ("革命", "revolutions"),
    "sim-redeals": ("重发", "redeals"),
    "sim-decisions": ("决策", "decisions"),
    "sim-time": ("用时", "time"),
    "sim-games-per-s": ("局/秒", "games/s"),
    "sim-games-short": ("局", "games"),
}

register("simulation", ENTRIES)
