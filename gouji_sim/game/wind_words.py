"""The words of 接风 by consent (TURN-8 v5, ``wind = by_consent``): the request to take over the
lead, each answer, and why one is refused, in Chinese and English, registered into the one
lookup (:func:`gouji_sim.messages.text`) when :mod:`gouji_sim.game.wind` is imported.

>>> from gouji_sim.game import wind
>>> from gouji_sim.messages import text
>>> text("game-ok-agree", seat=3, asker=2)["en"]
'Seat 3 agrees that seat 2 takes over the lead.'
"""

from __future__ import annotations

from ..messages import register

ENTRIES: dict[str, tuple[str, str]] = {
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
}

register("wind", ENTRIES)
