"""The message catalogue: every user-facing sentence, in Chinese and English, under one code,
found by one lookup (:func:`text`, :data:`CATALOGUE`).

This module holds the rules core's own entries: what the floors below the views raise or
return (cards, notation, plays, rules, situations, the judge, burns, the game and its
records), grouped by the module that uses them. Each floor above keeps its words in a
catalogue module of its own that joins the lookup when its package is imported
(:func:`register`): ``gouji_sim/simulation/simulation_words.py``, ``gouji_sim/practice/practice_words.py``,
``gouji_sim/view/view_words.py`` and ``catalogue_site.py`` (the pages), and
``gouji_sim/cli/command_words.py``. The core never imports them: a floor registers its own.

>>> text("not-higher", play="9 9", top="10 10")["en"]
'9 9 is not higher than 10 10 card by card.'
>>> sorted(LANGS)
['en', 'zh']
"""

from __future__ import annotations

import json
import re
from typing import Mapping

LANGS = ("zh", "en")

#: The one lookup: code → (Chinese, English), each text under one code. It starts with the
#: rules core's own entries (below); the floors above add theirs with :func:`register`.
CATALOGUE: dict[str, tuple[str, str]] = {
    # --- a word every floor uses (seats_text: no seat) ---
    "nobody": ("没有人", "nobody"),
    # --- gouji_sim/core/errors.py ---
    "bad-card": ("无法识别第 {position} 个字符处的牌 '{token}'（在 '{source}' 中）。",
                 "Unknown card '{token}' at position {position} of '{source}'."),
    "illegal": ("不合法", "illegal"),
    "seat": ("座位", "seat"),
    "api-bad-type": ("参数 {name} 应是 {want}，收到的是 {got}：{value}。", "The argument {name} must be {want}, not {got}: {value}."),
    # --- gouji_sim/core/inputs.py ---
    # reading untrusted files (gouji_sim.core.inputs): cases and records alike
    "input-too-large": ("文件太大（上限 {limit} 字节），拒绝处理。", "The file is too large (limit {limit} bytes); refused."),
    "input-bom": ("文件以字节顺序标记（BOM）开头；请存为不带 BOM 的 UTF-8。",
                  "The file starts with a byte-order mark (BOM); save it as UTF-8 without a BOM."),
    "input-utf16": ("文件是 UTF-16 编码；请存为 UTF-8。", "The file is UTF-16; save it as UTF-8."),
    "input-not-utf8": ("文件不是 UTF-8：第 {position} 个字节（从 0 数）无效。",
                       "The file is not UTF-8: the byte at offset {position} is not valid."),
    "input-not-json": ("不是有效的 JSON：{detail}。", "Not valid JSON: {detail}."),
    "input-duplicate-key": ("JSON 对象里的键 {key} 出现了两次。", "The key {key} appears twice in one JSON object."),
    "input-long-number": ("JSON 里有一个数字太长（上限 {limit} 个字符）。",
                          "A number in the JSON is too long (limit {limit} characters)."),
    "input-too-deep": ("JSON 的括号嵌套太深（上限 {limit} 层）。", "The JSON's brackets nest too deeply (limit {limit} levels)."),
    "input-empty-path": ("文件名是空的：请给出一个文件或目录。", "The file name is empty: give a file or a folder."),
    "input-not-regular": ("{path} 是{kind}，不是普通文件，拒绝读取。", "{path} is {kind}, not a regular file; refused."),
    "input-stdin-closed": ("标准输入已关闭：请给出一个文件，或用管道把内容传给 -。",
                           "The standard input is closed: give a file, or pipe the input into -."),
    "input-kind-folder": ("目录", "a folder"),
    "input-kind-fifo": ("命名管道（FIFO）", "a named pipe (FIFO)"),
    "input-kind-device": ("设备", "a device"),
    "input-kind-socket": ("套接字", "a socket"),
    "input-kind-other": ("特殊文件", "a special file"),
    # --- gouji_sim/simulation/outdir.py ---
    "sim-bad-out": ("无法写入目录 {path}：{detail}。", "Cannot write to the folder {path}: {detail}."),
    "sim-out-empty": ("--out 不能是空的：请给一个目录名。", "--out must name a folder; it may not be empty."),
    "sim-out-has-records": ("目录 {path} 里已经有对局记录（如 {example}）；请换一个空目录，或加上 --overwrite 替换它们。",
                            "The folder {path} already holds game records (e.g. {example}); use another folder, or add --overwrite to replace them."),
    "sim-out-busy": ("目录 {path} 正在被另一次模拟写入（它锁住了 {lock}）；请等它结束，或换一个目录。",
                     "The folder {path} is in use by another run (it holds {lock}); wait for it to end, or use another folder."),
    "sim-out-in-the-way": ("{path} 是一个目录，占了这次要写的记录的名字；目录不会被删除，请把它移走或换一个目录。",
                           "{path} is a folder with the name of a record this run writes; folders are never removed: move it away or use another folder."),
    "sim-out-not-ours": ("{path} 不是上一次模拟写下的原样文件（{manifest} 里没有这个名字和这份内容的哈希），--overwrite 不会删除它；请把它移走或换一个目录。",
                         "{path} is not a file the last run wrote as it is now (the folder's {manifest} does not hold its name with this content's hash), so --overwrite does not remove it: move it away or use another folder."),
    "sim-bad-manifest": ("无法读取运行清单 {file}：{detail}", "Cannot read the run's manifest {file}: {detail}"),
    # --- gouji_sim/core/cards.py ---
    "notation-not-text": ("牌应写成文字，收到的是 {value}。", "Cards must be written as text, got {value}."),
    "notation-too-long": ("牌的文字太长（上限 {limit} 个字符）。", "The card text is too long (limit {limit} characters)."),
    "bad-switch-value": ("规则开关 {field} 不接受 {value}，可用的值：{allowed}。",
                         "Rule switch {field} does not take {value}; allowed: {allowed}."),
    "api-bad-count": ("参数 {name} 里 {rank} 的张数 {value} 无效：应是 0 或正整数。",
                      "The argument {name} gives {rank} the count {value}; counts are whole numbers from 0."),
    "api-bad-rank": ("参数 {name} 里的 {value} 不是点数。", "The argument {name} holds {value}, which is not a rank."),
    # --- gouji_sim/core/table.py ---
    "bad-seat": ("{field} 的座位 {value} 无效：座位是 1 到 6 的整数。",
                 "{field}: seat {value} is not valid; seats are whole numbers 1 to 6."),
    # --- gouji_sim/core/rules.py ---
    "unknown-preset": ("没有名为 '{value}' 的规则预设；可用的预设：{allowed}。",
                       "There is no rules preset '{value}'; presets: {allowed}."),
    "unknown-switch": ("没有名为 '{value}' 的规则开关；可用的开关：{allowed}。",
                       "There is no rule switch '{value}'; switches: {allowed}."),
    "sim-switch-too-long": ("开关 {name} 的值太长（{n} 个字符，上限 {limit}）。",
                            "The value of switch {name} is too long ({n} characters, limit {limit})."),
    # --- gouji_sim/core/play.py ---
    "empty-play": ("一套牌至少要有一张牌。", "A play needs at least one card."),
    "mixed-ranks": ("一套牌只能有一种普通点数，这里有 {first} 和 {second}。",
                    "A play holds naturals of one rank only; this one has {first} and {second}."),
    # --- gouji_sim/core/beats.py ---
    "wrong-size": ("{play} 是 {size} 张，桌上的 {top} 是 {top_size} 张，张数必须相同。",
                   "{play} and {top} on top differ in size ({size} against {top_size}): the sizes must match."),
    "dead-play": ("{top} 带大王，是死牌，没有牌能管。", "{top} holds a Big Joker: it is dead and nothing beats it."),
    "needs-big-jokers": ("{top} 挂了 {small} 张小王，要管它至少要 {small} 张大王，{play} 只有 {big} 张。",
                         "{top} carries {small} Small Joker(s): beating it takes at least {small} Big Joker(s), and {play} has {big}."),
    "not-higher": ("{play} 逐张比不过 {top}。", "{play} is not higher than {top} card by card."),
    # --- gouji_sim/core/checks.py ---
    "not-in-hand": ("座位 {seat} 手里没有 {play}。", "Seat {seat} does not hold {play}."),
    "not-in-hand-count": ("座位 {seat} 只有 {count} 张牌，拿不出 {play}（{n} 张）。",
                          "Seat {seat} holds only {count} card(s), so it cannot play {play} ({n} cards)."),
    "jokers-on-low": ("按这条规则，3 和 4 不能挂花：{play} 不行。",
                      "Under these rules jokers may not be attached to 3s and 4s: {play} is not allowed."),
    # 冲三 (LOCAL-1)
    "three-not-last": ("冲三：带 3 的牌只能是最后一手（出完手牌），座位 {seat} 出 {play} 后手里还有牌。",
                       "冲三 (chong san): a play holding a 3 may only be the last play, and seat {seat} would still hold cards after {play}."),
    "last-not-threes": ("冲三：最后一手必须是单纯的 3（不带 2、不挂王），座位 {seat} 的 {play} 不是。",
                        "冲三 (chong san): the last play must be 3s alone (no twos, no jokers), and seat {seat}'s {play} is not."),
    "wrong-size-two-for-one": ("{play} 是 {size} 张，桌上的 {top} 是 {top_size} 张；只有多一个大王的红鬼二打一才能多一张。",
                               "{play} has {size} cards but {top} has {top_size}; only a two-for-one with one more Big Joker may be one card larger."),
    "twos-not-higher": ("{play} 里贴的 2 只算 {base}，和 {top} 一样大，管不了。",
                        "The twos in {play} count as {base}, so it only equals {top} and does not beat it."),
    "joker-not-higher": ("{play} 虽然挂了王，但它的点数 {base} 不比 {top} 大，逐张比不过。",
                         "{play} carries jokers, but its base {base} is not above {top}'s, so it loses card by card."),
    "two-for-one-fails": ("{play} 要用红鬼二打一管 {top}：大王要多一张，其余的牌要逐张更大。",
                          "To beat {top} two-for-one, {play} needs one more Big Joker and its other cards higher card by card."),
    # --- gouji_sim/core/setup_checks.py ---
    "case-bad-count": ("{field} 的张数 {value} 无效：应是 0 到 {limit} 的整数。",
                       "{field}: card count {value} is not valid; it must be a whole number 0 to {limit}."),
    "case-too-many": ("{field}：{rank} 出现了 {count} 张，但这副牌只有 {limit} 张。",
                      "{field}: {count} × {rank}, but the deck holds only {limit}."),
    "case-action-kind": ("{field} 必须恰好是一种动作：play、pass、yield 或 burn。",
                         "{field} must be exactly one kind of action: play, pass, yield or burn."),
    "case-duplicate-seat": ("{field}：座位 {value} 出现了两次。", "{field}: seat {value} appears twice."),
    "case-hand-and-count": ("座位 {value} 同时出现在 hands 和 counts 中。",
                            "Seat {value} is in both hands and counts."),
    "setup-not-rules": ("{field} 应是一个 Rules。", "{field} must be a Rules."),
    "setup-not-mapping": ("{field} 应是从座位到值的映射（dict）。", "{field} must be a mapping (a dict) from seats to values."),
    "setup-not-list": ("{field} 应是一串座位。", "{field} must be a list of seats."),
    "setup-not-cards": ("{field} 应是牌：文字或 Hand，而不是 {value}。", "{field} must be cards (text or a Hand), not {value}."),
    "setup-not-entry": ("{field} 应是 PlayAction、Pass 或 Yield，而不是 {value}。",
                        "{field} must be a PlayAction, a Pass or a Yield, not {value}."),
    # --- gouji_sim/core/situation.py ---
    "not-a-play": ("座位 {seat} 的 {cards} 不是一套牌，不能放进这一轮。", "Seat {seat}'s {cards} is not a play and cannot enter the trick."),
    "not-your-turn": ("现在轮到座位 {next} 行动，不是座位 {seat}（出牌按顺序，不能越位抢牌）。",
                      "It is seat {next}'s turn, not seat {seat}'s (turns are strict, no jumping in)."),
    "must-lead": ("这一轮由座位 {seat} 首出，首出时必须出牌，不能过或让。",
                  "Seat {seat} leads this trick, and a lead must be a play: no pass or yield."),
    "already-finished": ("座位 {seat} 已经出完牌了。", "Seat {seat} has already finished."),
    "own-play": ("桌上最大的牌是座位 {seat} 自己出的，轮不到他再管。",
                 "The play on top is seat {seat}'s own; it cannot answer itself."),
    "passed-this-trick": ("座位 {seat} 这一轮已经过牌，除了对头的牌以外不能再出。",
                          "Seat {seat} passed earlier in this trick and may only play again on its opposite's play."),
    "gouji-opposite-only": ("{top} 是座位 {owner} 的够级牌，只有对头座位 {opp} 能管（别人只能过或烧）。",
                            "{top} is a gouji play by seat {owner}: only its opposite, seat {opp}, may beat it (others pass or burn)."),
    "dead-gouji-burn-only": ("{top} 是座位 {owner} 的够死级，只能烧，不能管。",
                             "{top} is seat {owner}'s dead gouji play: only a burn can answer it."),
    "burn-set-opposite-only": ("{top} 是座位 {owner} 烧牌的一套：只有他的对头座位 {opp} 能管，别人只能反烧。",
                               "{top} is a burning set of seat {owner}: only its opposite, seat {opp}, may beat it; others may only burn back."),
    "burn-not-allowed": ("座位 {seat} 不能烧这套牌：{why}", "Seat {seat} may not burn this play: {why}"),
    "burn-why-not-gouji": ("桌上的牌不是够级牌。", "the play on top is not a gouji play."),
    "burn-why-no-top": ("桌上没有牌可烧。", "there is no play on the table to burn."),
    "burn-why-headless": ("座位 {owner} 无头，直接管他的牌就行，不用烧。", "seat {owner} is headless: its plays are simply beaten, not burned."),
    "burn-why-melee": ("四人乱缠时没有烧牌。", "there is no burning in the four-player melee."),
    "burn-why-seat": ("按本桌的规定（{mode}），能烧的只有 {burners}。", "at this table ({mode}), only {burners} may burn."),
    "burn-why-opposite": ("座位 {seat} 是对头，直接管牌，不用烧。", "seat {seat} is the opposite: it beats the play instead of burning it."),
    "burn-why-own": ("不能烧自己的牌。", "a player cannot burn its own play."),
    # 过牌不烧 (BURN-1), big-joker plays that are not gouji plays (LOCAL-3)
    "burn-why-passed": ("座位 {seat} 这一轮已经过牌，过牌不烧（这桌没说好过了牌还能烧）。",
                        "seat {seat} passed earlier in this trick, and a player who passed may not burn in it (this table does not burn after passing)."),
    "burn-why-big-joker": ("按“红鬼不够级”的规矩，带大王的牌不是够级牌，谁都不能烧。",
                           "at this table a play holding a Big Joker is not a gouji play, so nobody may burn it."),
    # rules v3 and one home per ruling
    "burn-why-too-late": ("对头已经对这手牌表过态（过或让），这手牌不能再烧了（烧牌要在对头之前）。",
                          "the play's opposite has already acted on it (passed or yielded), so it can no longer be burned (a burn comes before the opposite)."),
    "wrong-followed-this-trick": ("座位 {seat} 这一轮出过错牌，本轮无权再顺牌（乱缠里也一样）。",
                                  "Seat {seat} made a wrong follow in this trick and may not follow again in it (in the melee too)."),
    "passed-burn-set": ("座位 {seat} 这一轮已经过牌：过了牌就不能再接烧牌的一套，只有烧牌人的对头座位 {opp} 不受此限。",
                        "Seat {seat} passed earlier in this trick: one who passed may not answer a burning set; only the burner's opposite, seat {opp}, may even so."),
    "passed-last-play-trick": ("座位 {seat} 这一轮已经过牌：头科或二科在这一轮出了最后一手，这一轮过过牌的人都不能再出（出完那家的对头除外）。",
                               "Seat {seat} passed earlier in this trick, and first or second place made its last play in it: nobody who passed in this trick may play in it again (that finisher's opposite alone excepted)."),
    # --- gouji_sim/core/verdict.py ---
    "legal": ("合法", "legal"),
    # --- gouji_sim/core/judge.py ---
    "cannot-yield-dead": ("{top} 是死牌，谁也不能让：对头座位 {opp} 得马上扣牌。", "{top} is dead: nobody yields on it, and its opposite, seat {opp}, must close it at once."),
    "cannot-yield": ("座位 {seat} 不能让牌：只有对头出的牌、中间两家都过了时才能让。",
                     "Seat {seat} cannot yield: a yield is only for the opposite's play after the two players between have passed."),
    "no-yield-in-melee": ("四人乱缠时没有让牌。", "There is no yielding in the four-player melee."),
    "ok-lead": ("座位 {seat} 首出 {play}，任何一套合法的牌都可以首出。", "Seat {seat} leads {play}; any valid play may lead."),
    "ok-lead-gouji": ("座位 {seat} 首出够级牌 {play}：只有对头座位 {opp} 能管。",
                      "Seat {seat} leads the gouji play {play}: only its opposite, seat {opp}, may beat it."),
    "ok-beat": ("{play} 逐张都比 {top} 大，管得住。", "{play} beats {top}: every card is higher in its place."),
    "ok-beat-joker": ("按王大的读法，带王的 {play} 管住不带王的 {top}。", "Under the joker-dominant reading, the joker play {play} beats the plain {top}."),
    "ok-beat-two-for-one": ("红鬼二打一：{play} 多一张大王，管住 {top}。", "Two-for-one: {play} has one more Big Joker and beats {top}."),
    "ok-beat-gouji": ("座位 {seat} 是对头，{play} 管住了够级牌 {top}。", "Seat {seat} is the opposite, and {play} beats the gouji play {top}."),
    "ok-beat-headless": ("座位 {owner} 无头，谁都可以管：{play} 管住 {top}。", "Seat {owner} is headless, so anyone may beat it: {play} beats {top}."),
    "ok-beat-as-headless": ("座位 {seat} 无头，可以管任何人的牌：{play} 管住 {top}。", "Seat {seat} is headless and may beat anyone's play: {play} beats {top}."),
    "ok-beat-melee": ("四人乱缠，按顺序谁大谁管：{play} 管住 {top}。", "Four-player melee: in turn, any higher play beats; {play} beats {top}."),
    "ok-melee-dead-play": ("四人乱缠：座位 {seat} 出的 {play} 是死牌，这一轮马上结束，由座位 {next} 首出下一轮。",
                           "Four-player melee: seat {seat}'s {play} is dead, so the trick ends at once and seat {next} leads the next one."),
    "ok-dead-gouji": ("座位 {seat} 的够死级 {play}：只有烧牌能管，没人烧就由座位 {lead} 首出下一轮。",
                      "Seat {seat}'s dead gouji play {play}: only a burn can answer it, and unless it is burned seat {lead} leads next."),
    "ok-pass": ("座位 {seat} 过牌，这一轮不能再出（对头的牌除外）。", "Seat {seat} passes and is out of this trick (except on its opposite's play)."),
    "ok-pass-close": ("座位 {seat} 过牌，谁也不能再管桌上这手牌了：这一轮结束，座位 {next} 首出下一轮。",
                      "Seat {seat} passes and no one may act on the top play any more: the trick closes and seat {next} leads the next one."),
    "ok-pass-close-lives": ("座位 {seat} 过牌，这一轮结束：座位 {owner} 的够级牌没人管住，活了，由座位 {next} 首出下一轮。",
                            "Seat {seat} passes and the trick closes: seat {owner}'s gouji play stood unbeaten and lives; seat {next} leads next."),
    "ok-pass-close-wind": ("座位 {seat} 过牌，这一轮结束：出完牌的座位 {owner} 的底牌没人管，由下家座位 {next} 接风。",
                           "Seat {seat} passes and the trick closes: nobody beat the last play of seat {owner}, who has finished, so seat {next} downstream takes over the lead."),
    "ok-pass-skipped": ("座位 {seat} 本来就不能管这套牌，过牌不改变轮次。", "Seat {seat} could not beat this play anyway; its pass changes nothing."),
    "ok-pass-melee": ("四人乱缠：座位 {seat} 这次不管，下次轮到还可以出。", "Four-player melee: seat {seat} passes now and may still play later in the trick."),
    "ok-pass-back-to-yielder": ("座位 {seat} 过牌：让牌后的两家都过了，又轮到让牌的座位 {yielder}。",
                                "Seat {seat} passes: both players after the yield passed, so it is the yielder's turn again, seat {yielder}."),
    "ok-lead-headless": ("座位 {seat} 无头，首出的够级牌 {play} 谁都可以按顺序管。",
                         "Seat {seat} is headless: its gouji play {play} may be beaten by anyone in turn."),
    # a legal play that is dead (BEAT-5, TURN-6, BURN-3)
    "ok-lead-dead": ("座位 {seat} 首出 {play}，是死牌：谁也管不了，也没人能烧；对头座位 {opp} 必须扣牌，然后座位 {lead} 首出。",
                     "Seat {seat} leads {play}, a dead play: nothing can beat it and nobody can burn it, so its opposite, seat {opp}, must close it; then seat {lead} leads."),
    "ok-dead-play-closes": ("{play} 是死牌：谁也管不了、烧不了，对头座位 {opp} 必须扣牌，然后座位 {lead} 首出。",
                            "{play} is dead: nothing can beat it and nobody can burn it, so its opposite, seat {opp}, must close it; then seat {lead} leads."),
    "ok-dead-play-headless": ("座位 {seat} 的 {play} 是死牌，谁也管不了；座位 {seat} 无头，没有对头来扣，这一轮马上结束，由座位 {lead} 首出下一轮。",
                              "Seat {seat}'s {play} is dead: nothing can beat it. Seat {seat} is headless, so no opposite closes it: the trick ends at once and seat {lead} leads the next one."),
    "ok-yield": ("座位 {seat} 让牌：后面两家先表态，都过了他再管或扣。", "Seat {seat} yields: the next two act first, and if both pass it plays or closes."),
    "game-first-lead": ("这一手由座位 {next} 首出，不是座位 {seat}。", "Seat {next} makes this hand's first lead, not seat {seat}."),
    # --- gouji_sim/core/burn.py ---
    "burn-first-must-beat": ("烧糊了：第一套 {set} 管不了够级牌 {top}。",
                             "Burn failed: the first set {set} does not beat the gouji play {top}."),
    "burn-set-needs-joker": ("烧糊了：第 {k} 套 {set} 不是最后一套，却没挂王。",
                             "Burn failed: set {k}, {set}, is not the last set yet carries no joker."),
    "burn-incomplete": ("烧糊了：这几套牌没有出完座位 {seat} 的手牌（还剩 {left}）。",
                        "Burn failed: the sets do not play out seat {seat}'s whole hand ({left} left)."),
    "burn-set-jokers-on-low": ("烧糊了：第 {k} 套 {set} 在 3、4 上挂了花，这套规则不允许。",
                               "Burn failed: set {k}, {set}, attaches jokers to 3s or 4s, which these rules forbid."),
    # the burn switches' values in words, for a sentence (players' words in both languages)
    "switch-burn_seats-all": ("除了对头谁都能烧", "anyone but the opposite may burn"),
    "switch-burn_seats-between": ("只有夹在中间的两家能烧", "only the two seats between may burn"),
    "switch-burn_seats-opponents": ("同伙不能烧", "teammates may not burn"),
    "switch-burn_release-opposite_or_reburn": ("只有对头接住或者反烧才算解烧", "only the opposite's answer or a burn back releases a burn"),
    "switch-burn_release-anyone": ("谁接住都算解烧", "anyone's answer releases a burn"),
    "burn-answer-ignored": ("座位 {responder} 的 {play} 不算接牌：{why}", "Seat {responder}'s {play} does not answer the burn: {why}"),
    "burn-why-not-entitled": ("按本桌的规定（{mode}），这一家既不是烧牌人的对头，也没资格反烧。",
                              "at this table ({mode}) it is neither the burner's opposite nor entitled to burn back."),
    "burn-why-not-beat-because": ("管不住第 {k} 套 {set}：{why}", "it does not beat set {k}, {set}: {why}"),
    "burn-why-after-last": ("最后一套已经出完，烧牌人已经走了。", "the burner had already played out with its last set."),
    "burn-succeeded": ("座位 {seat} 烧牌成功：{sets} 套牌没人能接，出完牌；座位 {owner} 被烧。",
                       "Seat {seat}'s burn succeeded: nobody answered it (sets played: {sets}), so it plays out; seat {owner} is burned."),
    "burn-released": ("解烧：座位 {responder} 用 {play} 接住了第 {k} 套 {set}，座位 {seat} 的烧牌解除，照常继续。",
                      "Burn released: seat {responder} answered set {k}, {set}, with {play}; seat {seat} plays on normally."),
    "burn-failed-last": ("座位 {seat} 烧糊，落为大落。", "Seat {seat}'s burn failed and it places last."),
    "plan-ok": ("可以烧：{n} 套，{sets}。", "Can burn: {n} sets, {sets}."),
    "plan-no-first": ("烧不了：手里没有能管住 {top} 的第一套牌。", "Cannot burn: no first set in the hand beats {top}."),
    "plan-low-cards": ("烧不了：3 和 4 不能挂花，剩下的牌排不成烧牌的顺序。",
                       "Cannot burn: jokers may not ride 3s and 4s, so the rest cannot be ordered as burning sets."),
    "plan-short": ("烧不了：第一套之后还要 {sets} 套，中间的套要 {need} 张王，手里只有 {have} 张。",
                   "Cannot burn: after the first set the rest needs {sets} sets, so {need} joker(s) for the middle sets; the hand has {have}."),
    "api-beyond-deck": ("参数 {name} 和要烧的牌里共有 {count} 张 {rank}，但这副牌只有 {limit} 张。",
                        "The argument {name} and the play to burn hold {count} × {rank}, but the deck holds only {limit}."),
    "burn-why-not-entitled-plain": ("这一家是烧牌人自己，或者已经出完牌了。", "it is the burner itself, or it has finished."),
    "burn-why-passed-answer": ("这一家这一轮已经过牌：过牌不烧，也不能再接烧牌。",
                               "it has passed in this trick: one who passed neither burns nor answers a burn in it."),
    # --- gouji_sim/game/case.py ---
    "case-not-object": ("{field} 应是一个对象（{{…}}）。", "{field} must be an object ({{…}})."),
    "case-not-list": ("{field} 应是一个列表（[…]）。", "{field} must be a list ([…])."),
    "case-not-text": ("{field} 应是文字。", "{field} must be text."),
    "case-missing": ("缺少 {field}。", "{field} is missing."),
    "case-too-large": ("案例文件太大（上限 {limit} 字节），拒绝处理。",
                       "The case file is too large (limit {limit} bytes); refused."),
    "case-burn-exceeds-hand": ("{field}：烧牌的几套牌用了座位 {seat} 手里没有的牌。",
                               "{field}: the burn's sets use cards seat {seat} does not hold."),
    "case-expect-differs": ("{key}：应为 {want}，实际是 {got}", "{key}: expected {want}, got {got}"),
    # --- gouji_sim/game/notation.py ---
    "line-unreadable": ("第 {position} 个字符处读不下去：{problem}。已读懂：{understood}。",
                        "Cannot read on at character {position}: {problem}. Understood so far: {understood}."),
    "line-too-long": ("文字太长（上限 {limit} 个字符）", "the text is too long (limit {limit} characters)"),
    "line-nothing-yet": ("（还没有）", "(nothing yet)"),
    "line-unknown-word": ("不认识“{word}”", "'{word}' is not a word of the notation"),
    "line-no-seat": ("“{clause}”没有说是哪个座位（座位 1 到 6）", "'{clause}' does not say which seat (seats 1 to 6)"),
    "line-bad-seat": ("没有座位 {value}（座位是 1 到 6）", "there is no seat {value} (seats are 1 to 6)"),
    "line-no-verb": ("“{clause}”没有说座位做了什么（出、过、让、烧）",
                     "'{clause}' does not say what the seat did (plays, passes, yields, burns)"),
    "line-no-cards": ("“{clause}”缺少牌", "'{clause}' is missing the cards"),
    "line-extra": ("“{word}”放在这里读不通", "'{word}' does not belong here"),
    "line-no-action": ("没有要裁判的动作（最后的出、过、让或烧）",
                       "there is no action to judge (the last play, pass, yield or burn)"),
    "line-answer-not-burn": ("“{clause}”是对烧牌的回应，但要裁判的动作不是烧牌",
                             "'{clause}' answers a burn, but the action judged is not a burn"),
    "line-burn-in-trick": ("“{clause}”：这一轮里已经发生的烧牌只写第一套",
                           "'{clause}': a burn earlier in the trick is written with its first set only"),
    "line-question-alone": ("只问牌、不说座位的问题不能和别的动作写在一起",
                            "a question about cards alone, naming no seats, cannot stand with other actions"),
    "line-assumed": ("问题没有说座位：假定座位 {earlier} 先出 {first}，座位 {later} 接着出 {second}（{why}），谁先谁后不影响判决。",
                     "No seats were named: assumed seat {earlier} plays {first} and seat {later} then plays {second} ({why}), so that whose turn it is cannot decide it."),
    "line-assumed-next": ("座位 {seat} 是下一个出牌的", "seat {seat} is the next to act"),
    "line-assumed-dead": ("谁也管不了它，只有对头座位 {seat} 还要表态、扣牌", "nothing beats it, and only its opposite, seat {seat}, still acts on it, to close it"),
    "line-assumed-opposite": ("这是够级牌，只有对头座位 {seat} 能管", "it is a gouji play, which only its opposite, seat {seat}, may beat"),
    # --- gouji_sim/game/burns.py ---
    "game-cannot-answer": ("座位 {seat} 不能用 {play} 接第 {k} 套烧牌 {set}：{why}", "Seat {seat} cannot answer set {k} of the burn, {set}, with {play}: {why}"),
    "game-answer-or-decline": ("座位 {seat} 在这里只能出牌接第 {k} 套烧牌 {set}，或者不接。", "Seat {seat} may only answer set {k} of the burn, {set}, with a play, or let it pass."),
    # --- gouji_sim/game/codec.py ---
    "case-not-bool": ("{field} 应是 true 或 false。", "{field} must be true or false."),
    "case-bad-set": ("{field} 不存在：烧牌只有 {count} 套。", "{field} does not exist: the burn has {count} sets."),
    "case-empty-play": ("{field}：一套牌至少要有一张牌。", "{field}: a play needs at least one card."),
    "case-burn-empty": ("{field}：烧牌至少要有一套牌。", "{field}: a burn needs at least one set."),
    "action-kind": ("{field} 必须恰好是一种动作，这里可以是：{kinds}。", "{field} must be exactly one kind of action; here one of: {kinds}."),
    "action-bad-value": ("{field} 的值不对，可以是：{allowed}。", "{field} has a value it cannot take; it may be: {allowed}."),
    # --- gouji_sim/game/hand_case.py ---
    "score-tribute-off": ("这桌不进贡（TRIB-1）。", "This table plays no tribute (TRIB-1)."),
    # cases outside a trick (a whole hand, its score, the tribute between hands)
    "case-bad-moment": ("moment 是 {value}：只能是 {allowed}，或者不写（一轮牌里的局面）。",
                        "moment is {value}: it must be one of {allowed}, or absent (a moment of a trick)."),
    "case-moment-field": ("{field} 不是“{moment}”这种案例的字段；可以写的是：{allowed}。",
                          "{field} is not a field of a \u201c{moment}\u201d case; its fields are: {allowed}."),
    "case-deal-six": ("deal 要写出六家的牌，座位 1 到 6 各一手。", "deal must give all six hands, seats 1 to 6."),
    "case-bad-pair": ("{field} 应是两个不同的座位 [给的, 收的]。", "{field} must be two different seats [giver, receiver]."),
    "case-before-refused": ("before[{i}] 这一步牌局不接受：{why}", "before[{i}] is refused by the game: {why}"),
    "moment-score": ("座位 {first} 是头科，座位 {last} 是大落；联邦 1-3-5 记 {a} 分，联邦 2-4-6 记 {b} 分。",
                     "Seat {first} places first and seat {last} last; team 1-3-5 records {a}, team 2-4-6 records {b}."),
    "moment-tribute": ("下一手首出之前，按下面的顺序进贡，共 {n} 次。", "Before the next hand's first lead, {n} tribute payment(s) are made, in this order."),
    "moment-tribute-none": ("这一手不用进贡：该进贡的人没有贡牌。", "No tribute changes hands: those who owe it hold no tribute card."),
    "moment-tribute-move": ("座位 {giver} 给座位 {receiver}：{cards}（{kind}）。", "Seat {giver} gives seat {receiver}: {cards} ({kind})."),
    "moment-tribute-fall": ("落贡，TRIB-1", "finishing tribute, TRIB-1"),
    "moment-tribute-return": ("还贡，TRIB-2", "return, TRIB-2"),
    "moment-tribute-sweep": ("串三户贡，TRIB-3", "sweep tribute, TRIB-3"),
    "moment-tribute-points": ("点贡，TRIB-4", "points tribute, TRIB-4"),
    "moment-tribute-burn": ("烧牌贡，TRIB-5", "burn tribute, TRIB-5"),
    # --- gouji_sim/game/points.py ---
    "points-does-not-open": ("座位 {seat} 的够级牌一手也没活：不开点，要给对头进一张点贡。",
                             "None of seat {seat}'s gouji plays has lived: it does not open and owes its opposite a 点贡."),
    "points-revolutionary-does-not-open": ("座位 {seat} 革命了，算不开点。", "Seat {seat} revolted: it counts as not opening."),
    "points-revolution-opposite": ("座位 {seat} 是革命一家的对头（无头），要活 {need} 把够级牌才开点（够死级三把），现在活了 {n} 把：不开点。",
                                   "Seat {seat}, a revolutionary's headless opposite, has {n} living gouji play(s) of the {need} it needs to open (够死级三把): it does not open."),
    # --- gouji_sim/game/rulings.py ---
    # The state machine, records, `gouji simulate` and `gouji replay`.
    "game-over": ("这一手已经结束。", "The hand is over."),
    "game-no-decision": ("座位 {seat} 现在没有这种选择（只有首出、出牌、过、让或烧）。",
                         "Seat {seat} has no such choice now (only a lead, a play, a pass, a yield or a burn)."),
    "game-waiting": ("现在等座位 {decider} 表态，不是座位 {seat}。", "Seat {decider} is to decide now, not seat {seat}."),
    "game-ok-decline": ("座位 {seat} 不表态，照常继续。", "Seat {seat} declines; play goes on."),
    "game-ok-revolution": ("座位 {seat} 没有 2 也没有王，革命：这一手不打。",
                           "Seat {seat} holds no two and no joker and revolts: it sits the hand out."),
    "game-ok-redeal": ("座位 {seat} 没有 2 也没有王，要求重新发牌。",
                       "Seat {seat} holds no two and no joker and asks for a redeal."),
    "game-cannot-start": ("座位 {seat} 现在只能表态：照常打、革命（开关开着时）或第一次发牌时要求重发。",
                          "Seat {seat} may now only play on, revolt (when the switch is on) or, on the first deal, ask for a redeal."),
    "game-ok-meld": ("座位 {seat} 会牌：把这些小牌从每家手里拿掉。", "Seat {seat} melds: these low cards leave every hand."),
    "game-cannot-meld": ("座位 {seat} 只能选择会 3、会 4、都会，或者不会。",
                         "Seat {seat} may only meld the 3s, the 4s, both, or decline."),
    "game-ok-bet-blind": ("座位 {seat} 预点：赌对头 {other} 不开点，赌 4 张点贡。",
                          "Seat {seat} makes a blind bet (预点): its opposite, seat {other}, will not open; 4 cards at stake."),
    "game-ok-bet-open": ("座位 {seat} 明点：赌对头 {other} 不开点，赌 2 张点贡。",
                         "Seat {seat} makes an open bet (明点): its opposite, seat {other}, will not open; 2 cards at stake."),
    "game-bet-or-decline-blind": ("座位 {seat} 现在只能预点或者不点。", "Seat {seat} may now only make a blind bet (预点) or decline."),
    "game-bet-or-decline-open": ("座位 {seat} 现在只能明点或者不点。", "Seat {seat} may now only make an open bet (明点) or decline."),
    "game-ok-buy": ("座位 {seat} 没有 3，用 {pay} 向座位 {seller} 买一张 3。", "Seat {seat}, dealt no 3, buys a 3 from seat {seller} with a {pay}."),
    "game-must-buy": ("冲三：座位 {seat} 没有 3，必须用 {pay} 向座位 {seller} 买一张 3。",
                      "冲三: seat {seat} holds no 3 and must buy one from seat {seller} with a {pay}."),
    "game-cannot-redeal": ("座位 {seat} 不能要求重发：只有第一次发牌、手里没钱没王时才行。",
                           "Seat {seat} may not ask for a redeal: only on the first deal, holding no two and no joker."),
    "game-ok-revolution-chong-san": ("座位 {seat} 没有 3 也买不起，革命：算开点，作为四科。",
                                     "Seat {seat} has no 3 and nothing to buy one with, and revolts: it counts as opening and places 4th."),
    # --- gouji_sim/game/scoring.py ---
    # a hand's score and the tribute it owes (gouji_sim.view.scores)
    "places-six": ("名次要列出六个座位，从头科到大落，每个一次。", "The places must list the six seats, first to last, each once."),
    "places-bad-seat": ("第 {place} 名的 {value} 不是座位（1 到 6）。", "Place {place}: {value} is not a seat (1 to 6)."),
    "places-repeated": ("第 {place} 名的座位 {seat} 已经排过了。", "Place {place}: seat {seat} is placed already."),
    # --- gouji_sim/game/state.py ---
    "game-burn-or-decline": ("座位 {seat} 现在只能烧牌或者不烧。", "Seat {seat} may now only burn or decline."),
    "game-too-many-redeals": ("连续重新发牌 {n} 次，放弃这一手。", "{n} redeals in a row: the hand is given up."),
    "game-phase-deal": ("发牌", "the deal"),
    "game-not-chance": ("现在不是发牌的时候。", "No deal is due now."),
    "game-deal-not-deck": ("发的牌不是整副牌（{deck} 张，每张一次）。", "The deal is not the whole deck ({deck} cards, each once)."),
    "game-phase-start": ("开局表态", "start of the hand"),
    "game-phase-meld": ("会牌", "meld"),
    "game-phase-burn": ("烧牌表态", "burn or decline"),
    "game-phase-answer": ("接烧牌", "answer the burn"),
    "game-phase-over": ("结束", "over"),
    # the play phase's own entry (it was an alias of w-act-play)
    "game-phase-play": ("出牌", "play"),
    "game-headline": ("{phase}：轮到座位 {seat}；已出完：{finished}", "{phase}: seat {seat} to act; finished: {finished}"),
    "game-seat-line": ("座位 {seat}（{n} 张）：{hand}", "seat {seat} ({n} cards): {hand}"),
    "game-trick-line": ("这一轮：{trick}", "this trick: {trick}"),
    "game-places-line": ("名次：{places}；联邦得分：{teams}", "places: {places}; team scores: {teams}"),
    # decisions before the first lead: bets (TRIB-4, LOCAL-4), buying 3s (LOCAL-1)
    "game-phase-blind": ("预点", "blind bet (预点)"),
    "game-phase-buy": ("买3", "buying 3s (买3)"),
    "game-phase-bet": ("明点", "open bet (明点)"),
    # --- gouji_sim/game/tribute.py ---
    "tribute-not-held": ("座位 {seat} 要交出牌 {card}，但手里没有这张牌。", "Seat {seat} is to give {card} but does not hold it."),
    # --- gouji_sim/bots/roster.py ---
    "sim-unknown-bot": ("没有名为 '{value}' 的机器人；可用的：{allowed}。", "There is no bot '{value}'; bots: {allowed}."),
    "sim-bot-count": ("--bots 要给 1 个（六家相同）、2 个（单号、双号座位）或 6 个名字，这里有 {n} 个。",
                      "--bots takes 1 name (every seat), 2 (odd seats, even seats) or 6, not {n}."),
    # --- gouji_sim/bots/coach.py: a record the coach cannot review ---
    "review-bad-samples": ("推演次数 {value} 不行：要 2 到 {most} 之间的整数。",
                           "Playouts per choice {value}: give a whole number from 2 to {most}."),
    "record-review-format": ("format：只能复盘 {expected} 格式、带完整过程的记录。",
                             "format: only {expected} records, with the hand's whole history, can be reviewed."),
    # --- gouji_sim/core/counts.py: the reader of counts (issue 47) ---
    "count-not-number": ("“{word}”不是一个数", "'{word}' is not a number"),
    "count-too-many": ("“{word}”张比整副牌（{limit} 张）还多", "'{word}' cards are more than the whole deck holds ({limit} cards)"),
    # --- rules v5, the trick (TURN-6, PLAY-6, TURN-9, BURN-4/5) ---
    "burn-why-passed-last-play": ("座位 {seat} 这一轮已经过牌，而头科或二科在这一轮出了最后一手：这一轮过过牌的人都不能再出，烧牌也不行（过了牌还能烧的规矩在这一轮不管用）。",
                                  "seat {seat} passed earlier in this trick, and first or second place made its last play in it: nobody who passed in this trick plays in it again, a burn included (not even at a table that lets a player burn after passing)."),
    "burn-why-reburn-not-whole": ("这一家只能反烧，反烧就要接着把手牌按烧牌的规矩出完，它的手牌从这一套起烧不出来：算错牌不出，牌收回，这一轮无权再顺牌。",
                                  "it may answer only by burning back, which plays out its whole hand as a burn, and its hand cannot make a burn from this play: a wrong follow, so its cards go back and it may not follow again in this trick."),
    "moment-burn-debt-dropped": ("这桌不进烧牌贡：座位 {giver} 被座位 {receiver} 烧成，不用给他进贡。",
                                 "This table plays no burn tribute (烧牌贡): seat {giver}, burned by seat {receiver}, gives it no card."),
    "ok-dead-play-final": ("{play} 是死牌，谁也管不了。", "{play} is dead: nothing can beat it."),
    "ok-dead-gouji-final": ("座位 {seat} 出够死级 {play}。", "Seat {seat} makes the dead gouji play {play}."),
    "burn-why-wrong-followed": ("这一家这一轮出过错牌，本轮无权再顺牌。", "it made a wrong follow in this trick and may not follow again in it."),
    # --- issue 47: the public API checks its arguments, and a set-up its history ---
    "api-bad-places": ("参数 places 应把六个座位各列一次（从头游到大落），收到的是 {value}。",
                       "The argument places must name each of the six seats once, first place to last; got {value}."),
    "api-too-many-cards": ("参数 {name} 一共有 {value} 张牌，超过了上限 {limit} 张。",
                           "The argument {name} holds {value} cards, past the limit of {limit}."),
    "api-bad-size": ("参数 size 应是从 1 起的整数（一套牌的张数），收到的是 {value}。",
                     "The argument size must be a whole number from 1 (the cards of a play), not {value}."),
    "api-bad-play": ("{value} 不是一套牌：每种牌的张数是 0 到 {limit} 的整数，至少一张；普通牌（3 到 A）的张数和点数同有同无。",
                     "{value} is no play: each count is a whole number from 0 to {limit}, with at least one card, and naturals (3 to A) come with their rank and only with it."),
    "api-bad-card": ("参数 {name} 里的 {value} 不是一张牌（Card）。", "The argument {name} holds {value}, which is not a card (Card)."),
    "api-bad-after-set": ("参数 after_set 应是从 1 起的整数（第几套烧牌之后），收到的是 {value}。",
                          "The argument after_set must be a whole number from 1 (after which burning set), not {value}."),
    "game-hand-not-given": ("座位 {seat} 的牌没有给出，而第一次出牌之前的决定要用到它的牌；请给出六家的牌。",
                            "Seat {seat}'s cards are not given, and a decision before the first lead needs them: give all six seats' hands."),
    "setup-impossible-step": ("{where}：这一步不可能发生——{zh}如果这是一次错牌（错牌不出，PLAY-6），请把它写成标明错牌的过牌。",
                              "{where}: this step cannot have happened — {en} If it was a wrong follow (PLAY-6), write it as a pass marked wrong."),
    "burn-why-not-a-reburn": ("这一手接牌不是反烧，后面不能再写烧牌的套。",     # a reburn's stated sets (BURN-4, v5)
                              "this answer is no burn back, so it can have no later burning sets."),
}

#: Which part holds each code: ``"core"`` (this module) or the floor that registered it.
PARTS: dict[str, str] = dict.fromkeys(CATALOGUE, "core")


def register(floor: str, entries: Mapping[str, tuple[str, str]]) -> None:
    """Add a floor's own ``entries`` to the one lookup, under ``floor``'s name: a code is held
    by one part only (registering the same part again changes nothing).

    >>> register("core", {"nobody": CATALOGUE["nobody"]})
    >>> register("view", {"nobody": ("没有人", "nobody")})
    Traceback (most recent call last):
    ...
    ValueError: message code 'nobody' of view is core's already
    """
    for code in entries:
        if PARTS.get(code, floor) != floor:
            raise ValueError(f"message code {code!r} of {floor} is {PARTS[code]}'s already")
    CATALOGUE.update(entries)
    PARTS.update(dict.fromkeys(entries, floor))



#: The jokers' English names, used wherever English text shows cards (CARD-2; the glossary
#: gives both). The notation accepts ``BJ`` / ``SJ`` (and the Chinese words) as input.
JOKER_NAMES_EN = {"大王": "Big Joker", "小王": "Small Joker"}


def english_cards(value: object) -> str:
    """``value`` as text for an English sentence: the jokers of a play or hand by their
    English names.

    >>> english_cards("大王 大王 9"), english_cards(3)
    ('Big Joker Big Joker 9', '3')
    """
    out = str(value)
    for zh, en in JOKER_NAMES_EN.items():
        out = out.replace(zh, en)
    return out


def cards_in(cards: str, lang: str) -> str:
    """Cards written as text for a sentence in ``lang`` (English names the jokers).

    >>> cards_in("9 9 小王 | 大王", "en"), cards_in("9 9 小王", "zh")
    ('9 9 Small Joker | Big Joker', '9 9 小王')
    """
    return english_cards(cards) if lang == "en" else cards


def text(code: str, **params: object) -> dict[str, str]:
    """The sentence ``code`` in both languages, filled with ``params`` (``{"zh": …, "en": …}``);
    in English the cards in ``params`` name the jokers in English.

    >>> from gouji_sim.core.play import Play
    >>> text("dead-play", top=Play.parse("大王 A A"))["en"]
    'A A Big Joker holds a Big Joker: it is dead and nothing beats it.'
    >>> text("dead-play", top="大王 A A")["en"]     # a text stays as it is
    '大王 A A holds a Big Joker: it is dead and nothing beats it.'
    """
    zh, en = CATALOGUE[code]
    # cards given as objects (plays, hands, cards); a text is quoted as it is (it may be a
    # reader's input that an error message must show unchanged) but for the characters that
    # would hide or reorder it (:func:`escaped`), and cut, with its length, past QUOTE_LIMIT
    return {"zh": zh.format(**{k: v if type(v) in (int, Own) else _cut(escaped(str(v)), "zh") for k, v in params.items()}),
            "en": en.format(**{k: v if type(v) in (int, Own) else
                               _cut(escaped(v if type(v) is str else english_cards(v)), "en")
                               for k, v in params.items()})}


class Own(str):
    """Words of the catalogue's own that fill another sentence (:func:`worded`): quoted whole,
    never cut as a reader's long input is."""


QUOTE_LIMIT = 300
"""The most characters of one value a message quotes: a longer one (a 2,000-character bad
value, a whole record's list) is cut after its first :data:`QUOTE_LIMIT` characters, with its
length (:func:`_cut`), so that no message echoes a long input in full."""


def _cut(value: str, lang: str) -> str:
    """``value`` as a message quotes it: whole up to :data:`QUOTE_LIMIT` characters, else its
    start, ``…`` and its length in ``lang``.

    >>> _cut("Z" * 2000, "en")[-24:], _cut("Z" * 2000, "zh")[-14:], len(_cut("Z" * 2000, "en"))
    ('ZZZZ… (2,000 characters)', 'Z…（共 2000 个字符）', 320)
    """
    if len(value) <= QUOTE_LIMIT:
        return value
    return value[:QUOTE_LIMIT] + (f"…（共 {len(value)} 个字符）" if lang == "zh" else f"… ({len(value):,} characters)")


def worded(code: str, **params: object) -> dict[str, str]:
    """The sentence ``code`` in both languages, where a parameter given as a message
    (``{"zh": …, "en": …}``) fills each language with its own words.

    >>> worded("case-not-json", detail={"zh": "坏了", "en": "broken"})["en"]
    'The case file is not valid JSON: broken.'
    """
    out = {}
    for lang in LANGS:
        filled = {k: Own(v[lang]) if isinstance(v, dict) else v for k, v in params.items()}
        out[lang] = text(code, **filled)[lang]
    return out


_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
"""Characters a message never shows as they are: the C0 and C1 control characters (NUL,
escape, newline, …) and DEL, and the bidirectional embeddings, overrides and isolates
(U+202A–U+202E, U+2066–U+2069), which could make a file name or a card read backwards."""


def escaped(value: str) -> str:
    r"""``value`` with the characters of :data:`_UNSAFE` written as ``\uXXXX`` escapes: what
    an input holds is shown, never obeyed by the terminal or the page. Other text is kept.

    >>> escaped("ab\u202ecd\x00 大王")
    'ab\\u202ecd\\u0000 大王'
    >>> text("bad-card", token="\u2066", position=1, source="\u2066")["en"]
    "Unknown card '\\u2066' at position 1 of '\\u2066'."
    """
    if _UNSAFE.search(value) is None:
        return value
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", value)


def shown(value: object, limit: int = 20) -> str:
    r"""A value from the input as a message quotes it: its JSON form where it has one (else its
    ``repr``), cut after ``limit`` characters (``…`` marks the cut).

    >>> shown("2"), shown(2.5), shown([1, 2]), shown(object())[:7], shown(10**30), shown(2**20000, 40)
    ('"2"', '2.5', '[1, 2]', '<object', '10000000000000000000…', '<int of 20001 bits>')
    """
    try:
        out = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        try:
            out = repr(value)
        except ValueError:               # an int past the digits Python converts (10**5000)
            out = f"<{type(value).__name__} of {value.bit_length()} bits>" if isinstance(value, int) \
                else f"<{type(value).__name__}>"
    return out if len(out) <= limit else out[:limit] + "…"


def seats_text(seats: "list[int] | tuple[int, ...]") -> Mapping[str, str]:
    """A list of seats as words in both languages ("座位 1、3" / "seats 1, 3"; one seat is
    "seat 6").

    >>> seats_text([1, 3])["en"], seats_text([6])["en"], seats_text([6])["zh"]
    ('seats 1, 3', 'seat 6', '座位 6')
    """
    if not seats:
        return text("nobody")
    return {"zh": "座位 " + "、".join(map(str, seats)),
            "en": ("seat " if len(seats) == 1 else "seats ") + ", ".join(map(str, seats))}
