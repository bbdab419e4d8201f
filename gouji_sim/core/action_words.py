"""The words of an action's text form (:meth:`gouji_sim.core.actions.Action.text`, ``1:KKK``,
``2:pass``, ``5:burn:KKK/88小王``): what is wrong with a text that does not read, in Chinese
and English, registered into the one lookup (:func:`gouji_sim.core.messages.text`) when
:mod:`gouji_sim.core.actions` is imported.

>>> from gouji_sim.core import actions
>>> from gouji_sim.core.messages import text
>>> text("action-text-long", limit=200)["en"]
"An action's text is too long (over 200 characters)."
"""

from __future__ import annotations

from .messages import register

ENTRIES: dict[str, tuple[str, str]] = {
    # --- an action's text form (actions.py, decisions.py: 1:KKK, 2:pass, 5:burn:KKK/88小王) ---
    "action-text-long": ("动作文字太长（超过 {limit} 个字符）。", "An action's text is too long (over {limit} characters)."),
    "action-text-seat": ("“{source}”第 {position} 个字符：“{token}”不是座位；动作文字以座位 1 到 6 和冒号开头，如 1:KKK。",
                         "'{source}', character {position}: '{token}' is no seat; an action's text starts with its seat, 1 to 6, and a colon, as in 1:KKK."),
    "action-text-kind": ("“{source}”第 {position} 个字符：没有写作“{token}”的动作；可以是牌（1:KKK）或：{kinds}。",
                         "'{source}', character {position}: no action is written '{token}'; it may be cards (1:KKK) or: {kinds}."),
    "action-text-cards": ("“{source}”第 {position} 个字符：{detail}", "'{source}', character {position}: {detail}"),
    "action-text-extra": ("“{source}”第 {position} 个字符：{kind} 后面不能再写东西。", "'{source}', character {position}: nothing may follow {kind}."),
    "action-text-no-cards": ("“{source}”第 {position} 个字符：这里少了牌。", "'{source}', character {position}: cards are missing here."),
    "action-text-value": ("“{source}”第 {position} 个字符：“{token}”放在 {kind} 后面不对，这里可以是：{allowed}。",
                          "'{source}', character {position}: '{token}' cannot follow {kind}; here it may be: {allowed}."),
    "action-text-other": ("“{source}”不是这种动作（这种动作写作 {want}）。", "'{source}' is not this kind of action (written {want})."),
}

register("actions", ENTRIES)
