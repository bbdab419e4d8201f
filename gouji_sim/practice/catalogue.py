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
    # the guided first hand (gouji_sim/practice/lesson.py)
    "lesson-unknown": ("没有叫“{value}”的课；现有的：{allowed}。", "There is no lesson '{value}'; lessons: {allowed}."),
    "lesson-title-first-hand": ("带你打第一手", "Your first hand, guided"),
    "lesson-link-first-hand": ("带我打第一手", "Guided first hand"),
    "lesson-title-answer-burn": ("课：接住别人的烧牌", "Lesson: answering a burn"),
    "lesson-link-answer-burn": ("接住别人的烧牌", "Answer a burn"),
    "lesson-intro": ("这一手的牌是固定的。每一步都有一句话告诉你试什么，建议的按钮带一圈虚线。照着做会遇到够级最重要的几条规则；不照着做也行，裁判照样判，按“悔一步”就能回到课的路线。",
                     "This hand's cards are fixed. At each step one sentence says what to try, and the suggested control has a dashed ring. Follow it and you meet the game's main rules; or don't — the judge rules as always, and \"Undo\" brings you back to the lesson's path."),
    "lesson-steps": ("这一手里你要做的", "What you do in this hand"),
    "lesson-step-lead": ("你首出", "you lead"),
    "lesson-step-beat": ("你一张张选牌去管", "you beat a play, card by card"),
    "lesson-step-gouji": ("你出一套只有对头能管的够级牌", "you make a gouji play only your opposite may answer"),
    "lesson-step-yield": ("你让牌", "you yield"),
    "lesson-step-burn": ("你烧牌，而且烧成", "you burn, and the burn succeeds"),
    "lesson-step-answer": ("你接住别人的烧牌（解烧或反烧）", "you answer a burn (release it or burn back)"),
    "lesson-step-close": ("你扣牌：一轮结束", "you close a trick"),
    "lesson-step-wind": ("你接风首出", "you take over the lead (接风)"),
    "lesson-step-place": ("你出完，得一个名次", "you play out and win a place"),
    "lesson-try-lead": ("该你首出：点一下带虚线的牌，再按“出选中的牌”。首出可以出任何一套合法的牌（TURN-1）。",
                        "You lead: click the ringed card(s), then \"Play the selected cards\". A lead may be any legal play (TURN-1)."),
    "lesson-try-beat": ("桌上有一套牌：一张一张点带虚线的牌，凑成张数一样、更大的一套，再按“出选中的牌”（BEAT-1）。",
                        "A play is on the table: click the ringed cards one by one to make a higher play of the same size, then \"Play the selected cards\" (BEAT-1)."),
    "lesson-try-gouji": ("出带虚线的牌：这是一套够级牌，出了之后只有你的对头能管它（GOUJI-2）。",
                         "Play the ringed cards: they make a gouji play, which only your opposite may answer (GOUJI-2)."),
    "lesson-try-yield": ("对头的牌在上面，中间两家都过了：按“让牌”，让下两家先动（TURN-5）。",
                         "Your opposite is on top and the two between you passed: press \"Yield\" to let the next two act first (TURN-5)."),
    "lesson-try-burn": ("机会来了：你的牌能烧桌上的够级牌。按带虚线的烧牌按钮，一套接一套出完（BURN-3）。",
                        "Your chance: your cards can burn the gouji play on the table. Press the ringed burn button and play out set after set (BURN-3)."),
    "lesson-try-answer": ("有人在烧牌：你是烧牌人的对头，能管他这一套（解烧，BURN-4）。点带虚线的牌，再按“出选中的牌”；烧牌就停了，他不受罚。",
                          "Someone is burning and you are the burner's opposite: you may beat this set and release the burn (BURN-4). Click the ringed cards, then \"Play the selected cards\"; the burn stops, with no penalty for the burner."),
    "lesson-try-close": ("桌上是你对头的牌，别人都过了：你过牌，这一轮就扣住了（TURN-6），下一轮由他首出。按带虚线的“过”。",
                         "Your opposite's play is on top and everyone else has passed: your pass closes the trick (TURN-6), and your opposite leads the next. Press the ringed \"Pass\"."),
    "lesson-try-wind": ("出完牌的人最后一套没人管：这一轮扣住后，由他下家里还在打的第一家接风首出（TURN-8）——这回是你。照带虚线的建议走。",
                        "A player's last play is not beaten: once the trick closes, the next seat still playing downstream takes over the lead (接风, TURN-8) — this time you. Take the ringed suggestion."),
    "lesson-try-place": ("这一步你就出完了：谁先出完谁的名次高（END-1）。照带虚线的建议走。",
                         "This move plays out your last cards: whoever plays out first places higher (END-1). Take the ringed suggestion."),
    "lesson-go-on": ("还没到“{step}”。先按带虚线的建议走（机器人在这里会这么做）。",
                     "Not yet time for {step}. Take the ringed suggestion (what the bot would do here)."),
    "lesson-spare-teammate": ("你的牌能烧，但这套够级牌是队友座位 {owner} 的：烧它就是烧自己的队。选“不烧”。",
                              "Your cards could burn it, but this gouji play is your teammate's (seat {owner}): burning it would hurt your own team. Choose \"Don't burn\"."),
    "lesson-watch": ("机器人在打；下一步要留意的是：{step}。", "The bots play on; the next step to watch for: {step}."),
    "lesson-all-met": ("这一手要做的你都做过了，把它打完吧。", "You have made every move of this lesson; play the hand to the end."),
    "lesson-done": ("这一手打完了。下面是你在这一手的记录里真做过的，每一条都连到讲它的那一章。", "The hand is over. Here is what the hand's record shows you did, each linked to the chapter that explains it."),
    "lesson-off-path": ("你没照建议走，这一手离开了课的路线，后面的步骤可能不会出现；按“悔一步”可以回来。",
                        "You left the lesson's path, so the later steps may not come; \"Undo\" brings you back."),
    "lesson-learned": ("学到了什么", "What you learned"),
    "lesson-not-met": ("（这一手里你没做）", "(you did not make it in this hand)"),
    "lesson-chapter-04-beating": ("第 4 章 管牌", "Chapter 4, Beating a play"),
    "lesson-chapter-05-gouji-plays": ("第 5 章 够级牌和谁能管", "Chapter 5, Gouji plays and who may answer"),
    "lesson-chapter-06-turns": ("第 6 章 过、让、扣、接风", "Chapter 6, Turns: pass, yield, close, taking over"),
    "lesson-chapter-07-burning": ("第 7 章 烧牌", "Chapter 7, Burning"),
    "lesson-chapter-09-finishing-and-scoring": ("第 9 章 出完与计分", "Chapter 9, Finishing and scoring"),
    # --- gouji_sim/practice/session.py ---
    # the session's refusals
    "practice-bad-seed": ("种子（链接里的 seed= 或 drill=）应是 {low} 到 {high} 之间的整数，只用数字 0-9；收到的是 {value}。",
                          "The seed (a link's seed= or drill=) must be a whole number from {low} to {high}, in the digits 0-9; not {value}."),
    "practice-not-your-seat": ("你坐的是座位 {mine}，不能替座位 {seat} 出牌。", "You sit at seat {mine}; you cannot act for seat {seat}."),
    "practice-no-such-option": ("没有第 {value} 个选择。", "There is no choice number {value}."),
}

register("practice", ENTRIES)
