"""Every clause of the rulebook by its ID, with a one-line summary in both languages.

The verdicts cite these IDs; widgets, the site and the Rule Lab show the summaries.

>>> summary("BEAT-5", "en")
'A play holding a Big Joker is dead: nothing beats it, and its opposite must close it.'
>>> chapter("TURN-5")
'TURN'
"""

from __future__ import annotations

# id: (Chinese summary, English summary) — the project's own words, from RULEBOOK.md.
_TEXT: dict[str, tuple[str, str]] = {
    "TABLE-1": ("六人围坐，座位 1 到 6，按逆时针轮流：i 的下家是 i+1。",
                "Six seats 1–6; turns go counterclockwise, seat i then seat i+1."),
    "TABLE-2": ("隔位为一伙（联邦）：1、3、5 对 2、4、6。", "Alternate seats form the teams: 1, 3, 5 against 2, 4, 6."),
    "TABLE-3": ("正对面的是对头（i+3），总在另一伙，是彼此够级的对手。",
                "The player across (seat i+3) is the opposite, always on the other team: the one who answers its gouji plays."),
    "TABLE-4": ("上手联邦、下手联邦：往上、往下隔一位的同伙。", "The teammates two seats upstream and two seats downstream."),
    "CARD-1": ("四副牌共 216 张，每人 36 张；也可用 204、192、240 张的牌。",
               "Four packs, 216 cards, 36 each; deck switches give 204, 192 or 240 cards."),
    "CARD-2": ("由小到大：3 4 5 6 7 8 9 10 J Q K A 2 小王 大王，花色不分大小。",
               "Low to high: 3 … A, 2, Small Joker, Big Joker; suits never change a card's value."),
    "CARD-3": ("牌的写法可以来回转换，认常见写法，写错的牌会指出位置。",
               "The card notation round-trips, accepts common spellings, and names any bad token and where it is."),
    "PLAY-1": ("一套牌：同一点数的普通牌，加上任意张 2 和王；两种点数不能混出。",
               "A play is naturals of one rank plus any twos and jokers; two natural ranks never go together."),
    "PLAY-2": ("一套牌的底牌：有普通牌看普通牌，只有 2 看 2，全是王则没有底牌。",
               "A play's base rank: its natural rank, else 2 for twos alone, else none for jokers alone."),
    "PLAY-3": ("贴钱：跟普通牌一起出的 2 只算那个点数。", "Attached twos count as the play's natural rank."),
    "PLAY-4": ("挂花：任何牌都能挂王；有大王是大王牌，只有小王是小王牌，不带王是普通牌。",
               "Jokers may ride any play; with a Big Joker it is Big Joker class, with only small ones Small Joker class, else plain."),
    "PLAY-5": ("开关“3 和 4 上能挂王吗？”：3 和 4 能不能挂花（默认能）。", "Switch “May jokers go on 3s and 4s?”: may jokers ride 3s and 4s (default yes)."),
    "PLAY-6": ("落地生根：出了不能收回；跟错的牌收回，失去本轮出牌权，对头的牌也不例外；说到烧牌和扣牌，跟错算过牌。",
               "Played cards are final; a wrong follow goes back to the hand and its player loses the right to follow this trick, even on its opposite's play; for burning and closing it counts as a pass."),
    "BEAT-1": ("要管就得张数相同。", "A beat has the same number of cards."),
    "BEAT-2": ("逐张比：两套牌从小到大排好，每一张都要比对方同位置的牌大。",
               "Card by card: sort both plays, and each card must be higher than the other's card in the same place."),
    "BEAT-3": ("开关“带王的牌怎么比大小？”答“王说了算”：带王的牌管任何同张数的普通牌。",
               "Switch “How does a joker play compare?”, answered “the joker decides”: any joker play beats any plain play of the same size."),
    "BEAT-4": ("贴的 2 不抬高底牌：K K 2 就是三张 K，管不了 K K K。",
               "Twos never raise a play above its base: K K 2 is three kings and does not beat K K K."),
    "BEAT-5": ("带大王的牌是死牌：没牌能管，对头必须扣。",
               "A play holding a Big Joker is dead: nothing beats it, and its opposite must close it."),
    "BEAT-6": ("开关“两张大王能管一张大王吗？”（红鬼二打一）：多一张大王、其余逐张更大，可以多一张牌来管。",
               "Switch “May two Big Jokers beat one?”: one more Big Joker, the other cards higher card by card, one card larger."),
    "GOUJI-1": ("够级牌：带王的牌，或 5 张 10、4 张 J、3 张 Q、2 张 K、2 张 A、1 张 2 及以上。",
                "A gouji play: any joker play, or at least five 10s, four Js, three Qs, two Ks, two As or one 2."),
    "GOUJI-2": ("够级牌只有对头能管，别人只能过或烧；对头过了也还能管。",
                "Only the opposite may beat a gouji play, even after passing; others pass or burn."),
    "GOUJI-3": ("无头：对头已出完的玩家，谁都能管他的牌，他也能管任何人的牌。",
                "Headless: whose opposite has finished; anyone may beat its plays and it may beat anyone's."),
    "GOUJI-4": ("四人乱缠：头科、二科走后，剩下四人没有够级、过牌、让牌、烧牌的规矩，轮到谁谁就能管。",
                "Four-player melee: after first and second place, no gouji, pass, yield or burn rules; in turn, any higher play."),
    "GOUJI-5": ("活：够级牌没人管住、赢得出牌权，就算活了（打点要看）。",
                "A gouji play lives when no one beats it before the trick closes (counted for points)."),
    "TURN-1": ("一轮从首出开始，首出的人可以出任何一套合法的牌。", "A trick starts with a lead: any valid play."),
    "TURN-2": ("从桌上最大的牌往下家轮，轮到的人管或过。", "Turns go downstream from the play on top: beat it or pass."),
    "TURN-3": ("按顺序来，不能越位抢牌；烧牌和够级牌的对头例外。",
               "Order is strict, no jumping in; burning and a gouji play's opposite are the exceptions."),
    "TURN-4": ("过了的人本轮不能再出，除非是对头出的牌。", "Who passed may not play again this trick, except on its opposite's play."),
    "TURN-5": ("让牌：对头出牌、中间两家都过了时，可以让后面两家先表态。",
               "Yield: on the opposite's play after the two between passed, let the next two act first."),
    "TURN-6": ("扣牌：桌上最大的牌的对头过了、别人也都不能再出，这一轮才结束；死牌直接轮到对头扣，中间的人不表态；无头的人或四人乱缠时死牌一出这一轮就结束。",
               "Close: a trick ends only when the top play's opposite passes on it and no one else may act; a dead play goes straight to its opposite, no seat between acting; a headless player's, or one in the melee, ends it at once."),
    "TURN-7": ("报牌：手里 10 张以下要亮出张数。", "Count: a player with 10 cards or fewer shows how many."),
    "TURN-8": ("接风：出完牌的人的底牌没人管，由下家接着首出。",
               "Taking over: if a finisher's last play stands, the next player downstream leads."),
    "TURN-9": ("够死级：头科或二科出完时，他的对头有一次机会出只能被烧的够级牌；这一轮过过牌的人都不能再出、也不能烧（他的对头除外），什么规矩下都一样。",
               "Dead gouji: when first or second place finishes, its opposite gets one gouji play that only a burn can answer; nobody who passed in that trick plays or burns again in it (that opposite excepted), under every switch."),
    "BURN-1": ("谁能烧：够级牌出来后，在对头之前，别人可以烧（开关“谁能烧牌？”）；这一轮过了牌的人不能烧（过牌不烧，开关“这一轮过了牌，还能烧吗？”）。",
               "Who may burn a gouji play before its opposite acts (switch “Who may burn?”); who passed in the trick may not (过牌不烧, switch “May a player who passed in the trick still burn?”)."),
    "BURN-2": ("几个人都要烧：两伙都有时同伙优先，同一伙按逆时针。",
               "Several burners: the gouji player's teammates first, then by turn order."),
    "BURN-3": ("烧牌：第一套管住够级牌，然后一套一套出完，除最后一套外每套都要挂王。",
               "The burn: the first set beats the gouji play, then the whole hand in sets, each but the last with a joker."),
    "BURN-4": ("解烧：烧牌的对头管住其中一套，或有资格的人反烧（开关“谁接住烧牌才算解烧？”），被烧的那家总能反烧，反烧要烧到底；烧牌人无头时谁都能管。",
               "Release: the burner's opposite beats a set, or an entitled player burns back, the burned player always among them, a reburn being a whole burn (switch “Whose answer releases a burn?”); anyone may beat a headless burner's set."),
    "BURN-5": ("结果：烧成出完，被烧的那家没过牌、照常打；被解烧照常打；烧糊（管不住或中间没王）落为大落。",
               "Outcomes: succeeded plays out, and the burned player, who has not passed, plays on; released plays on; failed (烧糊) places last."),
    "BURN-6": ("无头的人的牌直接管，不用烧（够死级除外）；四人乱缠时没有烧牌。",
               "No burning against a headless player (except its dead gouji) nor in the melee."),
    "END-1": ("出完牌按先后排名：头科、二科、三科、四科、二落、大落。",
              "Finishing order: 1st 头科, 2nd 二科, 3rd, 4th, 5th 二落, 6th 大落."),
    "END-2": ("烧糊的人排在还没出完的人的最后。", "A failed burner places last among those still holding cards."),
    "END-3": ("五个人出完，这一局结束。", "The hand ends when five have finished."),
    "SCORE-1": ("计分：头科 +4，二科 +2，三四科 0，二落 −2，大落 −4。", "Points: +4, +2, 0, 0, −2, −4."),
    "SCORE-2": ("串三户：一伙拿下头、二、三科，分数翻倍。", "Sweep: one team takes 1st, 2nd and 3rd; scores double."),
    "SCORE-3": ("开关“输的一伙记负分吗？”：只记正分。", "Switch “Does the losing team record a negative score?”: only a positive team total is recorded."),
    "SCORE-4": ("开关“满贯分数翻倍吗？”：满贯，别人还没出牌就走完，分数翻倍。",
                "Switch “Does a grand slam double the score?”: playing out before anyone else played doubles the score."),
    "START-1": ("逆时针发牌，每人六分之一；第一局没有 2 和王可以要求重发。",
                "Deal a sixth each; on the first deal, a hand with no two and no joker may ask for a redeal."),
    "START-2": ("第一局亮 3 定谁先出，同花 3 多的顶班；以后由上一局的大落先出。",
                "First hand: the most same-suit 3s leads (顶班); later hands: last hand's last place leads."),
    "START-3": ("开关“先出的人能把 3（或 4）都拣出去吗？”（会 3）：先出的人可以让大家把 3（或 4）都拿出去。",
                "Switch 会3: the leader may have all 3s (and/or 4s) taken out."),
    "START-4": ("革命（开关“手里没 2 没王的，能革命吗？”）：没 2 没王的人可以不打，排三科或四科。",
                "Revolution: a hand with no two and no joker may sit out, placing 3rd or 4th."),
    "TRIB-1": ("落贡：大落给头科两张、二落给二科一张，挑大王、小王、2。",
               "Tribute: 6th gives 1st two cards, 5th gives 2nd one: best of Big Joker, Small Joker, two."),
    "TRIB-2": ("还贡（开关“收了贡，还不还小牌？”）：收贡的人还同样多张小牌。", "Return: the receiver gives back as many low cards."),
    "TRIB-3": ("串三户时被串的一伙各给对头一张，代替落贡。", "After a sweep the swept team each gives its opposite a card, instead of the finishing tribute."),
    "TRIB-4": ("打点（开关“打点吗？”）：够级牌一次没活的人不开点，给对头一张点贡。",
               "Points: a player none of whose gouji plays lived gives its opposite a card."),
    "TRIB-5": ("进贡顺序：憋 3 贡、烧牌贡、点贡、落贡。", "Order of tributes: 憋3, burn, points, finishing."),
    # §11a local rules (RULEBOOK version 2)
    "LOCAL-1": ("冲三（开关“打冲三吗？”）：最后一手必须是单纯的 3，带 3 的牌只能最后出；没有 3 的人开局前向对头买一张。",
                "冲三 (threes go last): the last play must be 3s alone and 3s only go last; a player dealt no 3 buys one first."),
    "LOCAL-2": ("窒息（开关“讲窒息吗？”）：头科出完时一张牌也没出过的人立即出局，排在最后。",
                "窒息 (out if you have not played): when first place plays out, anyone who has not played a card is out and places last."),
    "LOCAL-3": ("开关“带大王的牌算够级牌吗？”答“不算”：带大王的牌不算够级牌，谁都可以按顺序管，也不能烧。",
                "红鬼不够级 (a Big Joker play is no gouji play): a play holding a Big Joker is no gouji play; anyone in turn may answer it, nobody may burn it."),
    "LOCAL-4": ("明点、预点是牌局里的动作：按规定的时候叫，记下来，用点贡结算。",
                "Bets (明点, 预点) are moves of the game: declared in their phase, recorded, settled with 点贡."),
}

CLAUSES: dict[str, dict[str, str]] = {cid: {"zh": zh, "en": en} for cid, (zh, en) in _TEXT.items()}


def chapter(clause_id: str) -> str:
    """The chapter prefix of a clause ID (``"BEAT-2"`` → ``"BEAT"``)."""
    return clause_id.rsplit("-", 1)[0]


def summary(clause_id: str, lang: str = "en") -> str:
    """The one-line summary of a clause in ``lang``."""
    return CLAUSES[clause_id][lang]
