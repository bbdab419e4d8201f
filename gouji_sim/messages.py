"""The message catalogue: every user-facing sentence, in Chinese and English, in one place.

>>> text("not-higher", play="9 9", top="10 10")["en"]
'9 9 is not higher than 10 10 card by card.'
>>> sorted(LANGS)
['en', 'zh']
"""

from __future__ import annotations

from typing import Mapping

LANGS = ("zh", "en")

CATALOGUE: dict[str, tuple[str, str]] = {
    # --- notation and plays (CARD-3, PLAY-1) ---
    "bad-card": ("无法识别第 {position} 个字符处的牌 '{token}'（在 '{source}' 中）。",
                 "Unknown card '{token}' at position {position} of '{source}'."),
    "notation-not-text": ("牌应写成文字，收到的是 {value}。", "Cards must be written as text, got {value}."),
    "notation-too-long": ("牌的文字太长（上限 {limit} 个字符）。", "The card text is too long (limit {limit} characters)."),
    "empty-play": ("一套牌至少要有一张牌。", "A play needs at least one card."),
    "mixed-ranks": ("一套牌只能有一种普通点数，这里有 {first} 和 {second}。",
                    "A play holds naturals of one rank only; this one has {first} and {second}."),
    # --- rules (§12) ---
    "unknown-preset": ("没有名为 '{value}' 的规则预设；可用的预设：{allowed}。",
                       "There is no rules preset '{value}'; presets: {allowed}."),
    "unknown-switch": ("没有名为 '{value}' 的规则开关；可用的开关：{allowed}。",
                       "There is no rule switch '{value}'; switches: {allowed}."),
    "bad-switch-value": ("规则开关 {field} 不接受 {value}，可用的值：{allowed}。",
                         "Rule switch {field} does not take {value}; allowed: {allowed}."),
    # --- case files (CASES.md) ---
    "case-not-json": ("案例文件不是有效的 JSON：{detail}。", "The case file is not valid JSON: {detail}."),
    "case-not-object": ("{field} 应是一个对象（{{…}}）。", "{field} must be an object ({{…}})."),
    "case-not-list": ("{field} 应是一个列表（[…]）。", "{field} must be a list ([…])."),
    "case-not-text": ("{field} 应是文字。", "{field} must be text."),
    "case-not-bool": ("{field} 应是 true 或 false。", "{field} must be true or false."),
    "case-missing": ("缺少 {field}。", "{field} is missing."),
    "case-bad-seat": ("{field} 的座位 {value} 无效：座位是 1 到 6 的整数。",
                      "{field}: seat {value} is not valid; seats are whole numbers 1 to 6."),
    "case-bad-count": ("{field} 的张数 {value} 无效：应是 0 到 {limit} 的整数。",
                       "{field}: card count {value} is not valid; it must be a whole number 0 to {limit}."),
    "case-bad-cards": ("{field}：{detail}", "{field}: {detail}"),
    "case-too-many": ("{field}：{rank} 出现了 {count} 张，但这副牌只有 {limit} 张。",
                      "{field}: {count} × {rank}, but the deck holds only {limit}."),
    "case-too-large": ("案例文件太大（上限 {limit} 字节），拒绝处理。",
                       "The case file is too large (limit {limit} bytes); refused."),
    "case-action-kind": ("{field} 必须恰好是一种动作：play、pass、yield 或 burn。",
                         "{field} must be exactly one kind of action: play, pass, yield or burn."),
    "case-duplicate-seat": ("{field}：座位 {value} 出现了两次。", "{field}: seat {value} appears twice."),
    "case-hand-and-count": ("座位 {value} 同时出现在 hands 和 counts 中。",
                            "Seat {value} is in both hands and counts."),
    "case-unknown-field": ("{field} 不认识字段 '{value}'。", "{field} has an unknown field '{value}'."),
    "case-bad-set": ("{field} 不存在：烧牌只有 {count} 套。", "{field} does not exist: the burn has {count} sets."),
    "case-burn-exceeds-hand": ("{field}：烧牌的几套牌用了座位 {seat} 手里没有的牌。",
                               "{field}: the burn's sets use cards seat {seat} does not hold."),
    "case-burn-empty": ("{field}：烧牌至少要有一套牌。", "{field}: a burn needs at least one set."),
    "case-finished-acts": ("{field}：座位 {seat} 已经出完牌，不能再出现在这一轮里。",
                           "{field}: seat {seat} has finished and cannot act in this trick."),
    "case-where": ("在 {where}：{zh}", "In {where}: {en}"),
    # --- verdicts: illegal (reasons) ---
    "not-your-turn": ("现在轮到座位 {next} 行动，不是座位 {seat}（出牌按顺序，不能越位抢牌）。",
                      "It is seat {next}'s turn, not seat {seat}'s (turns are strict, no jumping in)."),
    "must-lead": ("这一轮由座位 {seat} 发牌，发牌时必须出牌，不能过或让。",
                  "Seat {seat} leads this trick, and a lead must be a play: no pass or yield."),
    "already-finished": ("座位 {seat} 已经出完牌了。", "Seat {seat} has already finished."),
    "own-play": ("桌上最大的牌是座位 {seat} 自己出的，轮不到它再管。",
                 "The play on top is seat {seat}'s own; it cannot answer itself."),
    "passed-this-trick": ("座位 {seat} 这一轮已经过牌，除了对头的牌以外不能再出。",
                          "Seat {seat} passed earlier in this trick and may only play again on its opposite's play."),
    "gouji-opposite-only": ("{top} 是座位 {owner} 的够级牌，只有对头座位 {opp} 能管（别人只能过或烧）。",
                            "{top} is a gouji play by seat {owner}: only its opposite, seat {opp}, may beat it (others pass or burn)."),
    "dead-gouji-burn-only": ("{top} 是座位 {owner} 的够死级，只能烧，不能管。",
                             "{top} is seat {owner}'s dead gouji play: only a burn can answer it."),
    "not-in-hand": ("座位 {seat} 手里没有 {play}。", "Seat {seat} does not hold {play}."),
    "jokers-on-low": ("按这条规则，3 和 4 不能挂花：{play} 不行。",
                      "Under these rules jokers may not be attached to 3s and 4s: {play} is not allowed."),
    "wrong-size": ("{play} 是 {size} 张，桌上的 {top} 是 {top_size} 张，张数必须相同。",
                   "{play} has {size} cards but {top} on top has {top_size}: the sizes must match."),
    "wrong-size-two-for-one": ("{play} 是 {size} 张，桌上的 {top} 是 {top_size} 张；只有多一个大王的红鬼二打一才能多一张。",
                               "{play} has {size} cards but {top} has {top_size}; only a two-for-one with one more big joker may be one card larger."),
    "dead-play": ("{top} 带大王，是死牌，没有牌能管。", "{top} holds a big joker: it is dead and nothing beats it."),
    "needs-big-jokers": ("{top} 挂了 {small} 张小王，要管它至少要 {small} 张大王，{play} 只有 {big} 张。",
                         "{top} carries {small} small joker(s): beating it takes at least {small} big joker(s), and {play} has {big}."),
    "not-higher": ("{play} 逐张比不过 {top}。", "{play} is not higher than {top} card by card."),
    "twos-not-higher": ("{play} 里贴的 2 只算 {base}，和 {top} 一样大，管不了。",
                        "The twos in {play} count as {base}, so it only equals {top} and does not beat it."),
    "joker-not-higher": ("{play} 虽然挂了王，但底牌 {base} 不比 {top} 大，逐张比不过。",
                         "{play} carries jokers, but its base {base} is not above {top}'s, so it loses card by card."),
    "two-for-one-fails": ("{play} 要用红鬼二打一管 {top}：大王要多一张，其余的牌要逐张更大。",
                          "To beat {top} two-for-one, {play} needs one more big joker and its other cards higher card by card."),
    "cannot-yield": ("座位 {seat} 不能让牌：只有对头出的牌、中间两家都过了时才能让。",
                     "Seat {seat} cannot yield: a yield is only for the opposite's play after the two players between have passed."),
    "no-yield-in-melee": ("四人乱缠时没有让牌。", "There is no yielding in the four-player melee."),
    "burn-not-allowed": ("座位 {seat} 不能烧这套牌：{why}", "Seat {seat} may not burn this play: {why}"),
    "burn-first-must-beat": ("烧糊了：第一套 {set} 管不了够级牌 {top}。",
                             "Burn failed: the first set {set} does not beat the gouji play {top}."),
    "burn-set-needs-joker": ("烧糊了：第 {k} 套 {set} 不是最后一套，却没挂王。",
                             "Burn failed: set {k}, {set}, is not the last set yet carries no joker."),
    "burn-incomplete": ("烧糊了：这几套牌没有出完座位 {seat} 的手牌（还剩 {left}）。",
                        "Burn failed: the sets do not play out seat {seat}'s whole hand ({left} left)."),
    "burn-set-jokers-on-low": ("烧糊了：第 {k} 套 {set} 在 3、4 上挂了花，这套规则不允许。",
                               "Burn failed: set {k}, {set}, attaches jokers to 3s or 4s, which these rules forbid."),
    # --- why a burn is not allowed ---
    "burn-why-not-gouji": ("桌上的牌不是够级牌。", "the play on top is not a gouji play."),
    "burn-why-no-top": ("桌上没有牌可烧。", "there is no play on the table to burn."),
    "burn-why-headless": ("座位 {owner} 无头，直接管它的牌就行，不用烧。", "seat {owner} is headless: its plays are simply beaten, not burned."),
    "burn-why-melee": ("四人乱缠时没有烧牌。", "there is no burning in the four-player melee."),
    "burn-why-seat": ("按 burn_seats={mode}，能烧的只有 {burners}。", "under burn_seats={mode}, only {burners} may burn."),
    "burn-why-opposite": ("座位 {seat} 是对头，直接管牌，不用烧。", "seat {seat} is the opposite: it beats the play instead of burning it."),
    "burn-why-too-late": ("对头已经应过这套牌，烧牌要在对头之前。", "the opposite has already answered; a burn must come before the opposite's turn."),
    "burn-why-own": ("不能烧自己的牌。", "a player cannot burn its own play."),
    "nobody": ("没有人", "nobody"),
    # --- verdicts: legal ---
    "ok-lead": ("座位 {seat} 发牌 {play}，任何一套合法的牌都可以发。", "Seat {seat} leads {play}; any valid play may lead."),
    "ok-lead-gouji": ("座位 {seat} 发出够级牌 {play}：只有对头座位 {opp} 能管。",
                      "Seat {seat} leads the gouji play {play}: only its opposite, seat {opp}, may beat it."),
    "ok-beat": ("{play} 逐张都比 {top} 大，管得住。", "{play} beats {top}: every card is higher in its place."),
    "ok-beat-joker": ("按王大的读法，带王的 {play} 管住不带王的 {top}。", "Under the joker-dominant reading, the joker play {play} beats the plain {top}."),
    "ok-beat-two-for-one": ("红鬼二打一：{play} 多一张大王，管住 {top}。", "Two-for-one: {play} has one more big joker and beats {top}."),
    "ok-beat-gouji": ("座位 {seat} 是对头，{play} 管住了够级牌 {top}。", "Seat {seat} is the opposite, and {play} beats the gouji play {top}."),
    "ok-beat-headless": ("座位 {owner} 无头，谁都可以管：{play} 管住 {top}。", "Seat {owner} is headless, so anyone may beat it: {play} beats {top}."),
    "ok-beat-as-headless": ("座位 {seat} 无头，可以管任何人的牌：{play} 管住 {top}。", "Seat {seat} is headless and may beat anyone's play: {play} beats {top}."),
    "ok-beat-melee": ("四人乱缠，按顺序谁大谁管：{play} 管住 {top}。", "Four-player melee: in turn, any higher play beats; {play} beats {top}."),
    "ok-dead-gouji": ("座位 {seat} 的够死级 {play}：只有烧牌能管，没人烧就由它发下一轮。",
                      "Seat {seat}'s dead gouji play {play}: only a burn can answer it, and unless burned it leads next."),
    "ok-pass": ("座位 {seat} 过牌，这一轮不能再出（对头的牌除外）。", "Seat {seat} passes and is out of this trick (except on its opposite's play)."),
    "ok-pass-close": ("座位 {seat} 扣牌：这一轮结束，座位 {next} 发下一轮。", "Seat {seat} closes: the trick ends and seat {next} leads the next one."),
    "ok-pass-close-lives": ("座位 {seat} 扣牌：座位 {owner} 的够级牌没人管住，活了，由它发下一轮。",
                            "Seat {seat} closes: seat {owner}'s gouji play stood unbeaten and lives; seat {next} leads next."),
    "ok-pass-close-wind": ("座位 {seat} 扣牌：出完牌的座位 {owner} 的底牌没人管，由下家座位 {next} 接风。",
                           "Seat {seat} closes: nobody beat the last play of seat {owner}, who has finished, so seat {next} downstream takes over the lead."),
    "ok-pass-skipped": ("座位 {seat} 本来就不能管这套牌，过牌不改变轮次。", "Seat {seat} could not beat this play anyway; its pass changes nothing."),
    "ok-pass-melee": ("四人乱缠：座位 {seat} 这次不管，下次轮到还可以出。", "Four-player melee: seat {seat} passes now and may still play later in the trick."),
    "ok-yield": ("座位 {seat} 让牌：后面两家先表态，都过了它再管或扣。", "Seat {seat} yields: the next two act first, and if both pass it plays or closes."),
    "wrong-follow": ("错牌不出：牌收回，座位 {seat} 失去这一轮的出牌权。", "A wrong follow is taken back and seat {seat} loses its right to follow in this trick."),
    "burn-succeeded": ("座位 {seat} 烧牌成功：{sets} 套牌没人能接，出完牌；座位 {owner} 被烧。",
                       "Seat {seat}'s burn succeeded: no one answered its {sets} sets, so it plays out; seat {owner} is burned."),
    "burn-released": ("解烧：座位 {responder} 用 {play} 接住了第 {k} 套 {set}，座位 {seat} 的烧牌解除，照常继续。",
                      "Burn released: seat {responder} answered set {k}, {set}, with {play}; seat {seat} plays on normally."),
    "burn-failed-last": ("座位 {seat} 烧糊，落为大落。", "Seat {seat}'s burn failed and it places last."),
    # --- the burn planner ---
    "plan-ok": ("可以烧：{n} 套，{sets}。", "Can burn: {n} sets, {sets}."),
    "plan-no-first": ("烧不了：手里没有能管住 {top} 的第一套牌。", "Cannot burn: no first set in the hand beats {top}."),
    "plan-low-cards": ("烧不了：3 和 4 不能挂花，剩下的牌排不成烧牌的顺序。",
                       "Cannot burn: jokers may not ride 3s and 4s, so the rest cannot be ordered as burning sets."),
    "plan-short": ("烧不了：第一套之后还要 {sets} 套，中间的套要 {need} 张王，手里只有 {have} 张。",
                   "Cannot burn: after the first set the rest needs {sets} sets, so {need} joker(s) for the middle sets; the hand has {have}."),
    # --- labels ---
    "legal": ("合法", "legal"),
    "illegal": ("不合法", "illegal"),
    "seat": ("座位", "seat"),
}


def text(code: str, **params: object) -> dict[str, str]:
    """The sentence ``code`` in both languages, filled with ``params`` (``{"zh": …, "en": …}``)."""
    zh, en = CATALOGUE[code]
    return {"zh": zh.format(**params), "en": en.format(**params)}


def seats_text(seats: "list[int] | tuple[int, ...]") -> Mapping[str, str]:
    """A list of seats as words in both languages ("座位 1、3" / "seats 1, 3")."""
    if not seats:
        return text("nobody")
    return {"zh": "座位 " + "、".join(map(str, seats)), "en": "seats " + ", ".join(map(str, seats))}
