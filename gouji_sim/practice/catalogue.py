"""The practice table's words: the drills' and the lesson's entries and those of the
session's pauses, which the practice page and the widgets show too.

They join the one lookup (:data:`gouji_sim.messages.CATALOGUE`) when :mod:`gouji_sim.practice`
is imported:

>>> from gouji_sim.messages import CATALOGUE
>>> CATALOGUE["lesson-title-first-hand"] == ENTRIES["lesson-title-first-hand"]
True
"""

from __future__ import annotations

from ..messages import register

#: The practice table's entries: code → (Chinese, English).
ENTRIES: dict[str, tuple[str, str]] = {
    # --- gouji_sim/practice/drills.py ---
    # drills (gouji_sim.practice.drills)
    "practice-drill-legal": ("座位 {owner} 的 {top} 在桌上。座位 {seat} 出 {play}，合法吗？",
                             "Seat {owner}'s {top} is on top. Seat {seat} plays {play}: is this play legal?"),
    "practice-drill-answer": ("座位 {seat} 出了 {play}。哪几家可以管这套牌？（可以选几家）",
                              "Seat {seat} plays {play}. Who may answer this play? (choose every seat that may)"),
    "practice-drill-burn": ("座位 {owner} 的够级牌 {top} 在桌上。座位 {seat} 能烧吗？烧得成吗？",
                            "Seat {owner}'s gouji play {top} is on top. Can seat {seat} burn it, and does the burn succeed?"),
    "practice-yes": ("合法", "Legal"),
    "practice-no": ("不合法", "Illegal"),
    "practice-burn-not-allowed": ("不能烧：位置不允许", "No: its position does not allow a burn"),
    "practice-burn-cannot": ("不能烧：手里的牌烧不出来", "No: its cards cannot make a burn"),
    "practice-burn-succeeds": ("能烧，而且烧得成：没有哪一家的接能解烧", "Yes, and it succeeds: no answer can release it"),
    "practice-burn-may-be-released": ("能烧，但最后一套之前有人接得住，可能解烧", "Yes, but an answer to a set before the last can release it"),
    "practice-bad-topic": ("没有练习题类型 '{value}'；可用的：{allowed}。", "There is no drill topic '{value}'; topics: {allowed}."),
    "practice-bad-count": ("题数应是 1 到 {limit} 的整数，收到的是 {value}。", "The number of questions must be a whole number from 1 to {limit}, not {value}."),
    "practice-no-question": ("找不到适合“{topic}”题型的局面。", "No table fit for a '{topic}' question was found."),
    "practice-no-such-question": ("没有第 {value} 题。", "There is no question {value}."),
    # drills: who answers and why; whether a burn is released and why
    "practice-why-answer-gouji": ("{play} 是够级牌（GOUJI-1）：能管的是{seats}——够级牌只有出牌人的对头座位 {opp} 能管（GOUJI-2），无头的人除外（GOUJI-3）。",
                                  "{play} is a gouji play (GOUJI-1): {seats} may answer. Only the player's opposite, seat {opp}, may beat a gouji play (GOUJI-2), and a headless seat (GOUJI-3)."),
    "practice-why-answer-plain": ("{play} 不是够级牌：能管的是{seats}——轮到谁，谁就可以管，这一轮已经过牌的不能再管（TURN-2、TURN-4）。",
                                  "{play} is not a gouji play: {seats} may answer. Each seat in turn may beat it, except one that has passed in this trick (TURN-2, TURN-4)."),
    "practice-why-seat": ("座位 {seat} 不能：{why}", "Seat {seat} may not: {why}"),
    "practice-why-set-nobody": ("第 {k} 套 {set}：没有人有资格接。", "Set {k}, {set}: nobody is entitled to answer it."),
    "practice-why-set-held": ("第 {k} 套 {set}：有资格接的是{entitled}，但手里没有管得住的牌。",
                              "Set {k}, {set}: {entitled} may answer it, but none of their hands beats it."),
    "practice-why-set-released": ("第 {k} 套 {set}：有资格接的是{entitled}，{able} 手里的牌接得住。裁判：{judge}",
                                  "Set {k}, {set}: {entitled} may answer it, and {able} can beat it. The judge: {judge}"),
    "practice-why-set-not-released": ("第 {k} 套 {set}：{able} 管得住，但这样接不解烧。裁判：{judge}",
                                      "Set {k}, {set}: {able} can beat it, but that answer does not release the burn. The judge: {judge}"),
    "practice-why-set-last": ("第 {k} 套 {set} 是最后一套，没人管得住。", "Set {k}, {set}, is the last, and nobody can beat it."),
    "practice-why-set-last-beatable": ("第 {k} 套 {set} 是最后一套：{able} 管得住，但{why}所以不再解烧。",
                                       "Set {k}, {set}, is the last: {able} can beat it, but {why} So it no longer releases the burn."),
    "practice-why-burn-succeeds": ("所以座位 {seat} 烧得成（BURN-3、BURN-5）。", "So seat {seat}'s burn succeeds (BURN-3, BURN-5)."),
    "practice-why-burn-released": ("所以座位 {seat} 的烧可能被解除：接不接由那一家决定（BURN-4）。",
                                   "So seat {seat}'s burn may be released: that seat decides whether to answer (BURN-4)."),
    "practice-bad-review": ("复习的题应是 1 到 {limit} 道题的列表。", "A review set is a list of 1 to {limit} questions."),
    # --- gouji_sim/practice/lesson.py ---
    "lesson-unknown": ("没有叫“{value}”的课；现有的：{allowed}。", "There is no lesson '{value}'; lessons: {allowed}."),
    # --- gouji_sim/practice/session.py ---
    # the session's refusals
    "practice-bad-seed": ("种子（链接里的 seed= 或 drill=）应是 {low} 到 {high} 之间的整数，只用数字 0-9；收到的是 {value}。",
                          "The seed (a link's seed= or drill=) must be a whole number from {low} to {high}, in the digits 0-9; not {value}."),
    "practice-not-your-seat": ("你坐的是座位 {mine}，不能替座位 {seat} 出牌。", "You sit at seat {mine}; you cannot act for seat {seat}."),
    "practice-no-such-option": ("没有第 {value} 个选择。", "There is no choice number {value}."),
}

register("practice", ENTRIES)
