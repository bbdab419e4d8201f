"""The start of a hand as a reader is shown it: one dealt hand in, and what
the game rules on it before the first lead — may it ask for a redeal (START-1), may it revolt
(革命, START-4 and 冲三's exception, LOCAL-1), must it buy a 3 under 冲三 (LOCAL-1) and what
上班 says about the first lead (START-2) — each line with its clauses, in both languages.

Every decision is the game's own: the verdicts of :func:`gouji_sim.game.rulings.rule_start`,
冲三's :func:`~gouji_sim.game.chong_san.purchase` and the 3s a hand shows for 上班
(:func:`~gouji_sim.game.deal.threes_shown`); this module only says them.

>>> view = start_view(2, "4 5 6 7 8 9", Rules())
>>> [(r["topic"], r["legal"]) for r in view.rows()]
[('redeal', True), ('revolt', True), ('buy', None), ('lead', None)]
>>> view.rows()[1]["lines"][0]["en"]
'Seat 2 holds no two and no joker and revolts: it sits the hand out.'
>>> start_view(2, "4 5 2", Rules(chong_san=True)).rows()[2]["lines"][0]["en"]
'It holds no 3 and must buy one, paying with a 2: first from its opposite, seat 5; if that seat holds fewer than two 3s, from seat 1, then seat 3. If nobody sells, the deal is dealt again (LOCAL-1).'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.cards import Card, Hand, Rank, deck_counts
from ..core.errors import CaseError, GoujiError
from ..game.chong_san import payment, purchase, revolts_for_three, sellers
from ..game.deal import MIN_SHOWN, threes_shown
from ..game.decisions import Redeal, Revolution
from ..game.rulings import rule_start
from ..core.messages import LANGS, text
from ..core.rules import Rules
from ..core.setup_checks import check_deck, located
from ..core.table import SEATS, opposite
from ..core.verdict import Verdict
from .html_cards import card_name
from .words import words

#: A seller the purchase is asked of with enough 3s to sell: who sells first and with what is
#: then the game's own answer (:func:`~gouji_sim.game.chong_san.purchase`).
_SELLS = Hand.parse("3 3")


def check_seat(value: Any, where: str = "seat") -> int:
    """``value`` as a seat 1..6, else a :class:`CaseError` naming ``where``.

    >>> check_seat(3)
    3
    >>> check_seat("3")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: seat 的座位 "3" 无效：座位是 1 到 6 的整数。 / seat: seat "3" is not valid; seats are whole numbers 1 to 6.
    """
    if type(value) is not int or value not in SEATS:
        shown = str(value)[:20] if not isinstance(value, str) else '"' + value[:20] + '"'
        raise CaseError.bad(where, "bad-seat", value=shown)
    return value


def check_dealt(value: Any, rules: Rules, where: str = "hand") -> list[Card]:
    """``value`` as the suited cards of one dealt hand (CARD-3): text of at most a sixth of
    the deck (START-1), cards the deck holds; else a :class:`CaseError` naming ``where``.

    >>> [str(c) for c in check_dealt("♠3 ♠3 4", Rules())]
    ['♠3', '♠3', '4']
    >>> check_dealt("大王 " * 5, Rules())
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: hand：大王 出现了 5 张，但这副牌只有 4 张。 / hand: 5 × 大王, but the deck holds only 4.
    """
    if not isinstance(value, str):
        raise CaseError.bad(where, "case-not-text")
    try:
        cards = Card.parse_all(value)
    except GoujiError as err:
        raise located(err, where) from None
    limit = rules.deck // len(SEATS)
    if len(cards) > limit:
        raise CaseError.bad(where, "start-too-many", limit=limit, deck=rules.deck, n=len(cards))
    check_deck(deck_counts(rules.deck), [(where, Hand.from_cards(cards))])
    return cards


def _line(code: str, **params: object) -> dict[str, str]:
    """A catalogue sentence with cards named in each language (a joker's name in English)."""
    cards = {k: v for k, v in params.items() if isinstance(v, Rank)}
    return {lang: text(code, **{**params, **{k: card_name(r, lang) for k, r in cards.items()}})[lang]
            for lang in LANGS}


@dataclass(frozen=True)
class StartView:
    """One seat's dealt hand and the rules: the start-of-hand rulings on it."""

    seat: int
    cards: tuple[Card, ...]
    rules: Rules
    first_deal: bool

    @property
    def hand(self) -> Hand:
        return Hand.from_cards(self.cards)

    def _verdict_row(self, topic: str, verdict: Verdict) -> dict[str, Any]:
        return {"topic": topic, "title": words(f"start-title-{topic}"), "legal": verdict.legal,
                "lines": [dict(verdict.message)], "clauses": list(verdict.clauses)}

    def redeal(self) -> dict[str, Any]:
        """START-1: on the first deal, a hand with no two and no joker may ask for a redeal."""
        v = rule_start(Redeal(self.seat), self.hand, self.rules, self.first_deal, self.seat)
        return self._verdict_row("redeal", v)

    def revolt(self) -> dict[str, Any]:
        """START-4 (and LOCAL-1's exception): may this hand revolt, and what follows if it does."""
        v = rule_start(Revolution(self.seat), self.hand, self.rules, self.first_deal, self.seat)
        row = self._verdict_row("revolt", v)
        if v.legal:
            code = "start-revolt-chong-san" if revolts_for_three(self.hand, self.rules) else "start-revolt-places"
            row["lines"].append(_line(code, opposite=opposite(self.seat)))
            row["clauses"] = list(dict.fromkeys([*row["clauses"], "GOUJI-3"]))
        return row

    def buy(self) -> dict[str, Any]:
        """LOCAL-1 (冲三, 买3): must this hand buy a 3, with what and from whom first. Said
        for a table without 冲三 too, as what 冲三 would make of the hand."""
        lines = [] if self.rules.chong_san else [words("start-buy-off")]
        hand = self.hand
        buy = purchase(self.seat, {self.seat: hand, opposite(self.seat): _SELLS}, out=frozenset())
        if buy is not None:
            first, second, third = sellers(self.seat)
            lines.append(_line("start-buy-must", pay=buy.pay, first=first, second=second, third=third))
        elif hand[Rank.THREE]:
            lines.append(words("start-buy-has-three"))
        else:
            assert payment(hand) is None
            lines.append(words("start-buy-cannot"))
        return {"topic": "buy", "title": words("start-title-buy"), "legal": None, "lines": lines,
                "clauses": ["LOCAL-1"] + (["START-4"] if buy is None and not hand[Rank.THREE] else [])}

    def lead(self) -> dict[str, Any]:
        """START-2 (上班): the 3s of one suit this hand shows for the first lead."""
        lines = []
        if not self.first_deal:
            lines.append(words("start-lead-later"))
        shown = threes_shown(self.cards)
        if shown >= MIN_SHOWN:
            threes = " ".join(str(c) for c in self.cards if c.rank == Rank.THREE and c.suit)
            lines.append(words("start-lead-shows", n=shown, seat=self.seat, cards=threes))
        else:
            lines.append(words("start-lead-fewer", n=MIN_SHOWN))
        if any(c.rank == Rank.THREE and not c.suit for c in self.cards):
            lines.append(words("start-lead-unsuited"))
        return {"topic": "lead", "title": words("start-title-lead"), "legal": None, "lines": lines,
                "clauses": ["START-2"]}

    def rows(self) -> list[dict[str, Any]]:
        """The four questions in the order a table meets them."""
        return [self.redeal(), self.revolt(), self.buy(), self.lead()]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "opposite": opposite(self.seat), "hand": " ".join(map(str, self.cards)),
                "first_deal": self.first_deal, "rows": self.rows()}


def start_view(seat: Any, hand: Any, rules: Rules, first_deal: Any = True) -> StartView:
    """The start-of-hand rulings on ``hand`` (text, suits optional) dealt to ``seat`` under
    ``rules``; ``first_deal``: the first deal of the first hand (a redeal may be asked for and
    上班 decides the first lead). Bad input is a :class:`CaseError` naming its field.

    >>> start_view(7, "4", Rules())
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: seat 的座位 7 无效：座位是 1 到 6 的整数。 / seat: seat 7 is not valid; seats are whole numbers 1 to 6.
    """
    s = check_seat(seat)
    if not isinstance(first_deal, bool):
        raise CaseError.bad("first_deal", "case-not-bool")
    return StartView(s, tuple(check_dealt(hand, rules)), rules, first_deal)


__all__ = ["StartView", "check_dealt", "check_seat", "start_view"]
