"""The game floor's own words: why a revolution or a meld is refused (v5), a hand case's 亮3
showing order, 接风 by consent (TURN-8, ``wind = by_consent``) and what is wrong with a game
record, in Chinese and English, registered into the one lookup (:func:`gouji_sim.core.messages.text`) when :mod:`gouji_sim.game` is
imported, as every floor above the core keeps its words (ARCHITECTURE.md).

>>> import gouji_sim.game
>>> from gouji_sim.core.messages import text
>>> text("game-ok-agree", seat=3, asker=2)["en"]
'Seat 3 agrees that seat 2 takes over the lead.'
"""

from __future__ import annotations

from ..core.messages import register

ENTRIES: dict[str, tuple[str, str]] = {
    # --- rules v5: why a revolution or a meld is refused (gouji_sim/game/rulings.py; START-3/4, LOCAL-1) ---
    "game-cannot-revolt-holds": ("座位 {seat} 不能革命：发到手的牌里有钱或王（START-4）。",
                                 "Seat {seat} may not revolt: it was dealt a two or a joker (START-4)."),
    "game-cannot-revolt-off": ("座位 {seat} 不能革命：这桌不讲革命（START-4）。",
                               "Seat {seat} may not revolt: this table plays no revolution (START-4)."),
    "game-cannot-revolt-chong-san": ("座位 {seat} 不能革命：冲三的桌上只有没有 3、又拿不出钱或王买 3 的人才能革命（START-4、LOCAL-1）。",
                                     "Seat {seat} may not revolt: under 冲三 only a player with no 3 and nothing to buy one with may revolt (START-4, LOCAL-1)."),
    "game-cannot-meld-off": ("座位 {seat} 不能会牌：这桌不讲会3（START-3）。",
                             "Seat {seat} may not meld: this table plays no meld (START-3)."),
    "game-cannot-meld-chong-san": ("座位 {seat} 不能会牌：冲三不烩牌（START-3、LOCAL-1）。",
                                   "Seat {seat} may not meld: 冲三 plays no meld (START-3, LOCAL-1)."),
    "game-cannot-meld-leader": ("座位 {seat} 不能会牌：只有首出的座位 {leader} 能会牌（START-3）。",
                                "Seat {seat} may not meld: only the leader, seat {leader}, melds (START-3)."),
    # --- rules v5: a hand case's 亮3 showing order (gouji_sim/game/hand_case.py; START-2) ---
    "case-bad-show": ("{field}：座位 {seat} 亮的应是发给他的、同一花色的 3，每张带花色。",
                      "{field}: seat {seat} may only show 3s of one suit that it was dealt, each with its suit."),
    "case-shows-and-first": ("{field} 和 first 不能同时写：亮3就是用来定首出的。",
                             "{field} and first cannot both be given: the 3s shown decide the first leader."),
    "case-shows-no-liang3": ("{field}：这一手不亮3定首出（上一手的大落先出，或者冲三轮流开牌，START-2、LOCAL-1）。",
                             "{field}: this hand's first leader is not decided by the 3s shown (last hand's last place leads, or under 冲三 the lead goes round; START-2, LOCAL-1)."),
    # --- 接风 by consent (TURN-8 v5, wind = by_consent): game/wind.py, game/state.py ---
    "game-phase-wind": ("接风表态", "answer a request to take over (接风)"),
    "game-ok-ask-wind": ("座位 {seat} 申请接风：座位 {owner} 的底牌没人管，{answerers} 依次表态，都同意就由座位 {seat} 重新首出（TURN-8）。",
                         "Seat {seat} asks to take over the lead: seat {owner}'s last play stands; {answerers} answer in turn, and if all agree seat {seat} leads afresh (TURN-8)."),
    "game-ok-agree": ("座位 {seat} 同意座位 {asker} 接风。", "Seat {seat} agrees that seat {asker} takes over the lead."),
    "game-ok-agree-all": ("座位 {seat} 同意：大家都同意了，这一轮结束，由座位 {asker} 重新首出（TURN-8）。",
                          "Seat {seat} agrees: everyone has agreed, so the trick ends and seat {asker} leads afresh (TURN-8)."),
    "game-ok-refuse": ("座位 {seat} 不同意：这一轮接着打，座位 {asker} 出牌或过牌（TURN-8）。",
                       "Seat {seat} refuses: the trick goes on, and seat {asker} plays or passes (TURN-8)."),
    "game-wind-off": ("这桌接风不用商量：底牌没人管、这一轮扣住后，由下家直接接风（TURN-8）。",
                      "At this table nobody asks to take over: when a last play stands and the trick closes, the next player simply takes over (TURN-8)."),
    "game-wind-not-turn": ("座位 {seat} 不能申请接风：只有轮到的座位 {next} 能申请。", "Seat {seat} cannot ask to take over: only seat {next}, whose turn it is, may ask."),
    "game-wind-no-last-play": ("座位 {seat} 现在不能申请接风：桌上不是出完牌的人没人管的底牌（TURN-8）。",
                               "Seat {seat} cannot ask to take over now: the play on top is not the standing last play of a player who has played out (TURN-8)."),
    "game-wind-asked": ("座位 {seat} 已经为座位 {owner} 的底牌申请过接风，没被同意，只能出牌或过牌（TURN-8）。",
                        "Seat {seat} has already asked to take over on seat {owner}'s last play and was refused; it plays or passes (TURN-8)."),
    "game-wind-granted-lead": ("大家都同意座位 {asker} 接风：这一轮由座位 {asker} 首出。", "Everyone agreed that seat {asker} takes over the lead: seat {asker} leads this trick."),
    "game-wind-answer": ("座位 {seat} 现在只能回答同不同意座位 {asker} 接风（TURN-8）。",
                         "Seat {seat} may now only agree or refuse that seat {asker} takes over (TURN-8)."),
    # --- game records read and replayed (game/record_read.py, record_replay.py, record_v1.py, record_step.py) ---
    "record-bad-field": ("记录的 {field} 无效。", "The record's {field} is not valid."),
    "record-too-large": ("记录文件太大（上限 {limit} 字节），拒绝处理。", "The record file is too large (limit {limit} bytes); refused."),
    "record-not-object": ("记录应是一个 JSON 对象（{{…}}）。", "A record must be a JSON object ({{…}})."),
    "record-missing": ("记录缺少 {field}。", "The record has no {field}."),
    "record-bad-type": ("记录的 {field} 类型不对。", "The record's {field} has the wrong type."),
    "record-bad-seat": ("记录的 {field} 不是座位（1 到 6）：{value}。", "The record's {field} is not a seat (1 to 6): {value}."),
    "record-bad-deal": ("记录的 {field} 应列出座位 1 到 6 各自的牌。", "The record's {field} must give the cards of seats 1 to 6."),
    "record-bad-format": ("记录的 {field} 应是 {expected}。", "The record's {field} must be {expected}."),
    "record-bad-places": ("记录的 {field} 应是六个不同的座位。", "The record's {field} must be six different seats."),
    "record-bad-version": ("记录的 {field} 是 {value}：这个引擎只能重放第 {max} 版规则下的记录。",
                           "The record's {field} is {value}: this engine replays records of rules version {max} only."),
    "record-old-version": ("记录的 {field} 是 {version}：这份记录是按第 {version} 版规则打的，这个引擎按第 {now} 版规则裁判，两版有的裁决不同，所以不按新规则重放它（用当时版本的 gouji-sim 重放）。",
                           "The record's {field} is {version}: it was played under rules version {version}; this engine rules by version {now}, and some rulings differ between them, so it is not replayed under the newer rules (replay it with the gouji-sim release of its version)."),
    "record-after-end": ("{where}：这一手已经结束，不该还有动作。", "{where}: the hand is already over; no action may follow."),
    "record-unexpected": ("{where}：这里不该有 {got}。", "{where}: {got} does not belong here."),
    "record-illegal": ("{where}：这一步不合法。{zh}", "{where}: this action is illegal. {en}"),
    "record-differs": ("{where}：记录写的是 {got}，重放得到的是 {want}。", "{where}: the record says {got}, the replay gives {want}."),
    "record-not-deck": ("{where}：发的牌不是一副完整的 {deck} 张牌。", "{where}: the deal is not one whole {deck}-card deck."),
    "record-not-seed": ("{where}：种子 {seed} 发不出这样的牌。", "{where}: seed {seed} does not deal these cards."),
    "record-too-short": ("{where}：记录在这一手结束之前就没有了。", "{where}: the record ends before the hand does."),
    "record-bad-tribute": ("{where}：进贡与上一手的结果或发的牌对不上。", "{where}: the tribute does not follow from the last hand and the deal."),
    "record-bad-hands": ("{where}：首出时的手牌不等于发的牌加上进贡。", "{where}: the hands at the first lead are not the deal after tribute."),
    "record-bad-first": ("{where}：首出的应是座位 {want}，记录写的是座位 {got}。", "{where}: the first leader is seat {want}, the record says seat {got}."),
    "record-no-redeal": ("{where}：这些动作没有导致重新发牌。", "{where}: these actions do not lead to a redeal."),
    # --- what each seat may see (gouji_sim/game/observation.py) ---
    "game-not-your-hand": ("座位 {own} 看不到座位 {seat} 的牌：只看得到自己的手牌、桌面和各家的张数。",
                           "Seat {own} cannot see seat {seat}'s cards: only its own hand, the table and every seat's card count."),
    "game-nobody-to-act": ("这一手没有人要出牌（已经结束，或在等发牌），没有谁的视角可给。",
                           "Nobody is to act in this hand (it is over, or waits for its deal): there is no seat's view to give."),
}

register("game", ENTRIES)
