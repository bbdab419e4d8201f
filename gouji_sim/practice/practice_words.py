"""The practice table's own words: the errors of a drill set and a lesson, and the session's
refusals (the drills, lessons and pauses in words are the view's, :mod:`gouji_sim.view.view_words`).

They join the one lookup (:data:`gouji_sim.core.messages.CATALOGUE`) when :mod:`gouji_sim.practice`
is imported:

>>> from gouji_sim.core.messages import CATALOGUE
>>> CATALOGUE["practice-bad-topic"] == ENTRIES["practice-bad-topic"]
True
"""

from __future__ import annotations

from ..core.messages import register

#: The practice table's entries: code → (Chinese, English).
ENTRIES: dict[str, tuple[str, str]] = {
    # --- gouji_sim/practice/drills.py ---
    "practice-bad-topic": ("没有练习题类型 '{value}'；可用的：{allowed}。", "There is no drill topic '{value}'; topics: {allowed}."),
    "practice-bad-count": ("题数应是 1 到 {limit} 的整数，收到的是 {value}。", "The number of questions must be a whole number from 1 to {limit}, not {value}."),
    "practice-no-question": ("找不到适合“{topic}”题型的局面。", "No table fit for a '{topic}' question was found."),
    "practice-no-such-question": ("没有第 {value} 题。", "There is no question {value}."),
    "practice-bad-review": ("复习的题应是 1 到 {limit} 道题的列表。", "A review set is a list of 1 to {limit} questions."),
    # --- gouji_sim/practice/lesson.py ---
    "lesson-unknown": ("没有叫“{value}”的课；现有的：{allowed}。", "There is no lesson '{value}'; lessons: {allowed}."),
    # --- gouji_sim/practice/session.py ---
    # the session's refusals
    "practice-bad-seed": ("牌号要填一个整数，比如 1205（只用数字，最多 18 位）；现在填的是“{value}”。",
                          "A deal number is a whole number such as 1205 (digits only, at most 18 of them); the box says “{value}”."),
    "practice-empty-seed": ("牌号框是空的：填一个整数，比如 1205，再按“新的一手”。",
                            "The deal number box is empty: type a whole number such as 1205, then press “New hand”."),
    "practice-not-your-seat": ("你坐的是座位 {mine}，不能替座位 {seat} 出牌。", "You sit at seat {mine}; you cannot act for seat {seat}."),
    "practice-no-such-option": ("没有第 {value} 个选择。", "There is no choice number {value}."),
}

register("practice", ENTRIES)
