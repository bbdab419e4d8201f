"""The command line's words: `gouji --help`, its arguments and its errors.

They join the one lookup (:data:`gouji_sim.core.messages.CATALOGUE`) when :mod:`gouji_sim.cli` is
imported (with the views' words, which the commands print too):

>>> from gouji_sim.core.messages import CATALOGUE
>>> set(ENTRIES) <= set(CATALOGUE)
True
"""

from __future__ import annotations

from ..core.messages import register
from ..view import view_words as _views  # noqa: F401  (the views' words, which the commands print too)

#: The command line's entries: code → (Chinese, English).
ENTRIES: dict[str, tuple[str, str]] = {
    # --- gouji_sim/cli/__init__.py ---
    "cli-bad-arguments": ("命令行参数有误：{detail}", "bad arguments: {detail}"),
    "cli-io-error": ("无法读写文件 {file}（{why}）", "cannot read or write a file: {file} ({why})"),
    "cli-output-closed": ("标准输出已关闭，结果无处可写；什么也没做。", "The standard output is closed, so the answer would be lost; nothing was done."),
    "cli-output-lost": ("无法写到标准输出（{why}）：结果没有完整送出。", "Cannot write to the standard output ({why}): the answer was not delivered in full."),
    "cli-gouji": ("够级规则裁判与模拟器", "the Gouji rules judge and simulator"),
    # --- gouji_sim/cli/ask_command.py ---
    "line-not-trick-case": ("{field}：这是一整手牌的案例，不是一轮里的局面，没有这种写法",
                            "{field}: a case of a whole hand, not of a trick, has no such notation"),
    "cli-preset": ("预设：{presets}", "preset: {presets}"),
    "cli-judge-file": ("案例文件（JSON），- 为标准输入", "the case file (JSON), - for stdin"),
    "cli-ask": ("照说话的样子问，裁判作答", "ask as players say it; the judge rules"),
    "cli-ask-text": ("问题或局面，例如“大王 8 8 能管 9 9 9 吗？”", "the question or situation, e.g. \"Can a big joker and two 8s beat three 9s?\""),
    "cli-ask-json": ("输出回答的 JSON：判决的字段，另加 answer、understood、assumed、skipped、kind、headline、panel 和所建的案例（case）",
                     "print the answer as JSON: the verdict's fields plus answer, understood, assumed, skipped, kind, headline, panel and the case built (case)"),
    "cli-ask-seat": ("你坐的座位（1 到 6）；不给就假定一个并说明", "your seat (1 to 6); without it one is assumed and said"),
    "cli-ask-skipped": ("略过的词：{words}", "words skipped: {words}"),
    "cli-show": ("用说话的写法打印案例", "print a case as players say it"),
    "cli-lang": ("只用一种语言", "one language only"),
    "cli-sim-switch": ("规则开关，可重复", "a rule switch, may repeat (e.g. tribute=true)"),
    # --- gouji_sim/cli/burn_command.py ---
    "plan-not-gouji": ("{top} 不是够级牌，不能烧（BURN-1）。", "{top} is not a gouji play, so it cannot be burned (BURN-1)."),
    "plan-hand-too-big": ("--hand 有 {n} 张牌，一手牌最多 {limit} 张。", "--hand has {n} cards; a hand holds at most {limit}."),
    "plan-too-many": ("--hand 和 --on 里共有 {count} 张 {rank}，但这副牌只有 {limit} 张。",
                      "--hand and --on hold {count} × {rank}, but the deck holds only {limit}."),
    "cli-burn": ("烧牌规划", "plan a burn"),
    "cli-burn-hand": ("烧牌人的手牌", "the burner's hand"),
    "cli-burn-on": ("桌上的够级牌", "the gouji play on the table"),
    # --- gouji_sim/cli/cases_command.py ---
    "replay-unreadable": ("无法读取（{why}）", "cannot be read ({why})"),
    "cli-cases": ("案例集", "the casebook"),
    "cli-cases-check": ("检查案例的 expect", "check every case against its expect"),
    "cli-cases-dirs": ("目录或文件", "folders or files"),
    "cli-cases-compare": ("同一案例在各预设下的判决", "one case under every preset"),
    "cases-fail": ("不通过 {file}：{detail}", "FAIL {file}: {detail}"),
    "cases-invalid": ("无效的案例：{detail}", "invalid case: {detail}"),
    "cases-summary": ("{passed} 个通过，{failed} 个不通过", "{passed} passed, {failed} failed"),
    "cases-no-cases": ("{path} 里没有案例（*.json）。", "{path} holds no cases (*.json)."),
    # --- gouji_sim/cli/files.py ---
    "replay-no-records": ("{path} 里没有对局记录（*.json）。", "{path} holds no game records (*.json)."),
    # --- gouji_sim/cli/judge_command.py ---
    "cli-judge": ("裁判一个案例文件", "judge one case file"),
    "cli-judge-json": ("输出判决 JSON", "print the verdict as JSON"),
    # --- gouji_sim/cli/replay_command.py ---
    "replay-incomplete": ("{path}：不完整：应有 {games} 份记录，只有 {present} 份。", "{path}: incomplete: {present} of {games} records."),
    "replay-unfinished": ("{path}：不完整：写这些记录的运行没有结束（{present} / {games} 份记录）。",
                          "{path}: incomplete: {present} of {games} records; the run that wrote them did not finish."),
    "replay-ok": ("{file}：一致。名次 {places}，得分 {scores}。", "{file}: consistent. Places {places}, scores {scores}."),
    "replay-bad": ("{file}：不一致。{detail}", "{file}: does not match. {detail}"),
    "replay-corrupt": ("{file}：不是有效的对局记录。{detail}", "{file}: not a valid game record. {detail}"),
    "cli-replay": ("重放并核对对局记录", "re-judge game records"),
    "cli-replay-files": ("记录文件或目录", "record files or folders"),
    "cli-replay-json": ("输出 JSON", "print the reports as JSON"),
    "cli-replay-steps": ("逐步列出每个动作和裁判的话", "list every action with the judge's words, step by step"),
    "replay-step-auto": ("{where} 接着出（烧牌的后几套或随带的动作）：{entry}", "{where} played on by the game (a burn's later set): {entry}"),
    # --- gouji_sim/cli/review_command.py ---
    "cli-review": ("从一个座位复盘一手牌", "review a hand from one seat"),
    "cli-review-file": ("对局记录文件（gouji-record/2）", "the game record (gouji-record/2)"),
    "cli-review-seat": ("复盘哪个座位（1-6）", "the seat to review (1-6)"),
    "cli-review-json": ("输出 JSON", "print the review as JSON"),
    "cli-review-samples": ("每个选择推演几次（默认 {n}）", "playouts per choice (default {n})"),
    "cli-review-bot": ("推演用的机器人（默认 {bot}；可用：{allowed}）", "the bot that plays the playouts (default {bot}; bots: {allowed})"),
    # --- gouji_sim/cli/simulate_command.py ---
    "sim-bad-switch": ("规则开关要写成 名字=值，收到的是 '{value}'。", "A rule switch is written NAME=VALUE, not '{value}'."),
    "cli-simulate": ("机器人对局模拟", "simulate games between bots"),
    "cli-sim-games": ("局数（每局一手），1 到 {limit}", "games to play (one hand each), 1 to {limit}"),
    "cli-sim-seed": ("随机种子", "the run's seed"),
    "cli-sim-bots": ("机器人：1 个、2 个（单号,双号）或 6 个", "bots: 1, 2 (odd,even seats) or 6 names"),
    "cli-sim-out": ("对局记录写到这个目录（已有记录或另一次模拟正在写的目录会被拒绝）",
                    "write a record per game to this folder (refused if it already holds records or another run is writing there)"),
    "cli-sim-overwrite": ("先删除上一次模拟在 --out 目录里写的对局记录再写（别的文件和目录不动）",
                          "first remove the records the last run wrote in the --out folder (no other file, no folder)"),
    "cli-sim-workers": ("进程数（最多用到 CPU 数和场数）", "worker processes (no more are started than CPUs or matches)"),
    "cli-sim-cluster": ("在 Dask 集群上模拟：调度器地址（tcp://主机:8786），或 local（在本机起一个）；记录与 --workers 1 逐字节相同",
                        "play the hands on a Dask cluster: its scheduler's address (tcp://host:8786), or local (start one "
                        "here); the records are byte for byte those of --workers 1"),
    "cli-sim-match": ("每场的手数（进贡、首出在场内延续），1 到 {limit}", "hands per match (tribute and lead carry over), 1 to {limit}"),
    "cli-sim-checked": ("每一步都经裁判", "have the judge rule on every action"),
    "cli-sim-json": ("输出 JSON 摘要", "print the summary as JSON"),
    "cli-sim-progress": ("进度条（默认：终端上且局数较多时）", "progress bar (default: on a terminal for long runs)"),
    # --- gouji --version: which core is installed (issue 48) ---
    "cli-version": ("显示版本和所装的核心（编译版或纯 Python 版）", "show the version and which core is installed (compiled or pure Python)"),
    "cli-core-compiled": ("编译版核心（mypyc，{python}）", "compiled core (mypyc, {python})"),
    "cli-core-pure": ("纯 Python 核心（{python}；编译版更快：pip install .，在源码目录里用 make setup）",
                      "pure-Python core ({python}; the compiled one is faster: pip install ., or make setup in a checkout)"),
    "cli-core-stale": ("纯 Python 核心（{python}；编译版是用改动前的源码编的，make setup 会重新编译）",
                       "pure-Python core ({python}; the compiled one was built from sources changed since: make setup rebuilds it)"),
    "cli-core-mixed": ("部分编译的核心（{python}；有的模块没编译成）", "partly compiled core ({python}; some modules did not compile)"),
}

register("cli", ENTRIES)
