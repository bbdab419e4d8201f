"""The view model: what a reader is shown of a situation and of a verdict (no HTML, no widgets).

Every front end draws from here — the HTML display (:mod:`gouji_sim.view.html`), the
ipywidgets (:mod:`gouji_sim.view.widgets`) and the Rule Lab page, which gets these views as
JSON from :mod:`gouji_sim.view.lab` and only draws them. Nothing here decides a rule: the
:class:`~gouji_sim.core.situation.Situation`, the judge and the burn rules answer every question,
and this module picks out what to show and names it with catalogue keys
(:mod:`gouji_sim.core.messages`). Views are frozen dataclasses; ``to_json()`` gives their plain
dict form (words in both languages where a view carries words).

Pure standard library, so it runs on Pyodide.

>>> from gouji_sim import Situation, PlayAction, Play, judge
>>> s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
>>> t = table_view(s)
>>> t.to_move, t.seat(1).tags, t.seat(4).tags, t.seat(4).opposite
(4, ('top',), ('to-move',), 1)
>>> v = verdict_view(judge(s, PlayAction(2, Play.parse("J J J J J"))))
>>> v.badge, v.reason, v.clauses[0]
('illegal', 'gouji-opposite-only', 'GOUJI-2')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..core.actions import Burn, Pass, PlayAction, TrickEntry, Yield
from ..core.gouji import is_gouji
from ..core.messages import seats_text, text
from ..core.play import Play
from ..core.rules import Rules
from ..core.table import SEATS, opposite, team
from ..core.verdict import BurnSetInfo, Verdict
from .words import preset_words, rules_words, words

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game.case import Case
    from ..core.situation import Situation

#: Where each seat sits in a 3×3 grid (row, column): 1 at the bottom, counterclockwise
#: (to the right and up), so each seat faces its opposite across the table (TABLE-1..3).
SEAT_GRID: Mapping[int, tuple[int, int]] = {1: (3, 2), 2: (3, 3), 3: (1, 3), 4: (1, 2), 5: (1, 1), 6: (3, 1)}

#: A seat's tags, in the order they are shown; each is named by the catalogue entry
#: ``w-tag-<tag>`` and, where one clause explains it, by :data:`TAG_CLAUSES`.
TAGS = ("you", "to-move", "leads", "top", "burning", "passed", "yielded", "headless")
TAG_CLAUSES: Mapping[str, str] = {"leads": "TURN-6", "top": "TURN-2", "burning": "BURN-3",
                                  "passed": "TURN-4", "yielded": "TURN-5", "headless": "GOUJI-3"}

#: The catalogue entry of each verdict badge (:attr:`VerdictView.badge`).
BADGE_WORDS: Mapping[str, str] = {"legal": "legal", "illegal": "illegal", "burn-failed": "w-badge-burn-failed"}

#: The catalogue entry naming each fact row of a verdict (:attr:`VerdictView.rows`); the
#: play's row is named by :attr:`VerdictView.play_label`.
ROW_WORDS: Mapping[str, str] = {"clauses": "w-clauses", "responders": "w-responders", "burners": "w-burners",
                                "burn": "w-compare-row-burn", "next": "w-next-short", "first": "w-row-first",
                                "redeal": "w-row-redeal", "places": "w-row-places",
                                "team_scores": "w-row-team-scores", "tribute": "w-row-tribute"}
#: The rows of a moment outside a trick (a case's ``moment``: the verdict's outcome fields).
OUTCOME_ROWS = ("first", "redeal", "places", "team_scores", "tribute")

#: Finishing places with a name of their own (END-1): ``w-place-1`` … ``w-place-6``.
NAMED_PLACES = 6


# --------------------------------------------------------------------------
# a situation


@dataclass(frozen=True)
class SeatView:
    """One seat as shown: its team, opposite, place on the drawing, hand or count, finishing
    place and its tags (:data:`TAGS`) in the current trick.

    ``count`` is ``None`` when unknown; ``shown_count`` is the 报牌 count (TURN-7) or ``None``;
    ``place`` the finishing place (END-1) or ``None``; ``row``/``col`` its cell of
    :data:`SEAT_GRID`.
    """

    seat: int
    team: str
    teammates: tuple[int, ...]
    opposite: int
    row: int
    col: int
    hand: str | None
    count: int | None
    shown_count: int | None
    place: int | None
    tags: tuple[str, ...]

    @property
    def finished(self) -> bool:
        return self.place is not None

    def count_words(self) -> dict[str, str] | None:
        """"9 张" / "9 cards" ("1 card"), or ``None`` when the count is unknown.

        >>> SeatView(1, "odd", (3, 5), 4, 3, 2, None, 1, None, None, ()).count_words()["en"]
        '1 card'
        """
        if self.count is None:
            return None
        return words("w-count-one" if self.count == 1 else "w-count", n=self.count)

    def place_words(self) -> dict[str, str] | None:
        """``第 1 名 · 头科`` / ``place 1 · first``, or ``None`` while the seat plays."""
        if self.place is None:
            return None
        title = words(f"w-place-{self.place}") if self.place <= NAMED_PLACES else {"zh": "", "en": ""}
        return {lang: text("w-place", place=self.place, title=title[lang])[lang] for lang in ("zh", "en")}

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "team": self.team, "teammates": list(self.teammates),
            "opposite": self.opposite, "row": self.row, "col": self.col, "hand": self.hand,
            "count": self.count, "shown_count": self.shown_count, "place": self.place,
            "count_words": self.count_words(),
            "place_words": self.place_words(),
            "tags": list(self.tags),
            "tag_words": {t: words(f"w-tag-{t}") for t in self.tags},
            "tag_clauses": {t: TAG_CLAUSES[t] for t in self.tags if t in TAG_CLAUSES},
        }


@dataclass(frozen=True)
class EntryView:
    """One step of the trick: ``kind`` is ``play``, ``burn`` (a burning set), ``pass`` or
    ``yield``; ``play`` the cards (standard notation) or ``None``; ``top`` marks the play on
    top of an open trick."""

    seat: int
    kind: str
    play: str | None
    top: bool = False
    set: int | None = None
    """For a burning set: which set of its burn it is (1 for the first), else ``None``."""

    def words(self) -> dict[str, str] | None:
        """How a burning set is named in a trick ("烧 · 第 2 套" / "burn · set 2"), else ``None``."""
        return words("w-entry-burn-set", k=self.set) if self.set is not None else None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "play": self.play, "top": self.top,
                "set": self.set, "set_words": self.words()}


@dataclass(frozen=True)
class TableView:
    """A situation as shown: six seats, the trick, and what happens next.

    ``status`` is ``"empty"`` (nothing played: anyone may lead), ``"next"`` (``to_move`` acts
    next), ``"closed"`` (the trick is closed, TURN-6: ``to_move`` leads the next one) or
    ``"over"`` (nobody acts: the hand is over). ``rules`` is the preset's name, or ``None``
    with ``changed`` holding the switches that differ from the outline.
    """

    seats: tuple[SeatView, ...]
    trick: tuple[EntryView, ...]
    to_move: int | None
    status: str
    melee: bool
    top_seat: int | None
    top: str | None
    rules: str | None
    changed: Mapping[str, object] = field(default_factory=dict)

    @property
    def closed(self) -> bool:
        return self.status == "closed"

    def seat(self, seat: int) -> SeatView:
        return self.seats[seat - 1]

    def over(self) -> TableView:
        """The table once the hand is over (END-3): nobody to act, no melee, no seat tagged to
        act or lead, and the line under the trick saying so.

        >>> from gouji_sim import Situation
        >>> t = table_view(Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])).over()
        >>> t.status, t.to_move, t.melee, t.seat(2).tags, t.status_words()["en"]
        ('over', None, False, (), 'The hand is over.')
        """
        seats = tuple(replace(sv, tags=tuple(t for t in sv.tags if t not in ("to-move", "leads")))
                      for sv in self.seats)
        return replace(self, seats=seats, to_move=None, status="over", melee=False)

    def status_words(self) -> dict[str, str] | None:
        """The line under the trick: who acts next, who leads, or that the hand is over."""
        if self.status == "next":
            return words("w-next", seat=self.to_move)
        if self.status == "closed":
            return words("w-closed", seat=self.to_move)
        if self.status == "over":
            return words("w-hand-over")
        return None

    def rules_words(self) -> dict[str, str]:
        """"规则：够级大纲" / "Rules: Gouji Outline (outline)"."""
        return rules_words(self.rules, self.changed)

    def to_json(self) -> dict[str, Any]:
        return {
            "rules_words": self.rules_words(),
            "seats": [s.to_json() for s in self.seats],
            "trick": [e.to_json() for e in self.trick],
            "to_move": self.to_move, "status": self.status, "closed": self.closed,
            "status_words": self.status_words(),
            "melee": self.melee, "top_seat": self.top_seat, "top": self.top,
            "rules": self.rules, "changed": dict(self.changed),
        }


def seat_tags(s: Situation, seat: int) -> tuple[str, ...]:
    """The tags of ``seat`` in ``s`` (:data:`TAGS`) — the one place they are worked out.

    While a trick is open: ``to-move``, ``top``, ``burning``, ``passed``, ``yielded``; once
    it is closed (TURN-6) only ``leads`` (its top play stood, or 接风 hands it on, TURN-8) —
    a closed trick has no play on top and nobody passed in the next one. ``headless``
    (GOUJI-3) is shown for a seat still playing whose opposite is out.

    >>> from gouji_sim import Situation, PlayAction, Pass, Play
    >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3), Pass(4),
    ...                            Pass(5), Pass(6)])
    >>> seat_tags(s, 1), seat_tags(s, 2)
    (('leads',), ())
    >>> seat_tags(Situation.build(finished=[4]), 1)
    ('headless',)
    """
    st = s.trick_state
    tags = []
    started = st.top is not None
    closed = started and s.is_closed()
    if started and s.to_move() == seat:
        tags.append("leads" if closed else "to-move")
    if not closed:
        if st.top_seat == seat:
            tags.append("top")
        if st.burner == seat:
            tags.append("burning")
        if seat in st.passed:
            tags.append("passed")
        if st.yielder == seat:
            tags.append("yielded")
    if s.is_headless(seat) and s.is_active(seat):
        tags.append("headless")
    return tuple(tags)


def entry_view(entry: TrickEntry, top: bool = False, set_index: int | None = None) -> EntryView:
    """One trick entry as shown; ``set_index`` numbers a burning set (:func:`burn_set_numbers`)."""
    if isinstance(entry, PlayAction):
        if entry.burn:
            return EntryView(entry.seat, "burn", str(entry.play), top, set_index or 1)
        return EntryView(entry.seat, "play", str(entry.play), top)
    return EntryView(entry.seat, "yield" if isinstance(entry, Yield) else "pass", None)


def burn_set_numbers(trick: Sequence[TrickEntry]) -> tuple[int | None, ...]:
    """For each trick entry, which set of its burn it is (BURN-3), or ``None`` when it is no
    burning set: a burn's sets are numbered from 1 while the same seat keeps burning; a play
    by another seat ends the count (it released the burn, or burned back: 反烧 starts its own
    burn at set 1), and passes between the sets do not.

    >>> from gouji_sim import Play
    >>> b = lambda seat, cards: PlayAction(seat, Play.parse(cards), burn=True)
    >>> burn_set_numbers([PlayAction(1, Play.parse("10 10 10 10 10")), b(3, "J J J J J"),
    ...                   Pass(4), b(3, "小王 8 8"), b(5, "大王 9 9"), b(5, "K")])
    (None, 1, None, 2, 1, 2)
    """
    out: list[int | None] = []
    burner, k = None, 0
    for entry in trick:
        if not isinstance(entry, PlayAction):
            out.append(None)
            continue
        if entry.burn:
            k = k + 1 if burner == entry.seat else 1
            burner = entry.seat
            out.append(k)
        else:
            burner, k = None, 0
            out.append(None)
    return tuple(out)


def table_view(s: Situation) -> TableView:
    """What a reader is shown of ``s``.

    >>> from gouji_sim import Situation, PlayAction, Play
    >>> t = table_view(Situation.build(counts={2: 9}, finished=[5], trick=[PlayAction(1, Play.parse("9 9"))]))
    >>> t.status, t.to_move, t.seat(2).shown_count, t.seat(5).place, t.seat(2).tags, t.trick[0].top
    ('next', 2, 9, 1, ('to-move', 'headless'), True)
    >>> t.to_json()["seats"][1]["tag_words"]["headless"]
    {'zh': '无头', 'en': 'headless'}
    """
    st = s.trick_state
    started = st.top is not None
    to_move = s.to_move()
    if not started:
        status = "empty"
    elif to_move is None:
        status = "over"
    else:
        status = "closed" if s.is_closed() else "next"
    seats = []
    for seat in SEATS:
        hand = s.hand(seat)
        row, col = SEAT_GRID[seat]
        seats.append(SeatView(
            seat=seat, team="odd" if seat % 2 else "even", teammates=tuple(team(seat)),
            opposite=opposite(seat), row=row, col=col,
            hand=str(hand) if hand is not None else None, count=s.card_count(seat),
            shown_count=s.shown_count(seat),
            place=s.finished.index(seat) + 1 if seat in s.finished else None,
            tags=seat_tags(s, seat)))
    top_index = max((i for i, e in enumerate(s.trick) if isinstance(e, PlayAction)), default=None)
    numbers = burn_set_numbers(s.trick)
    trick = tuple(entry_view(e, top=(i == top_index and status == "next"), set_index=numbers[i])
                  for i, e in enumerate(s.trick))
    name = s.rules.preset_name()
    return TableView(tuple(seats), trick, to_move, status, s.melee, st.top_seat,
                     str(st.top) if st.top is not None else None, name,
                     {} if name is not None else dict(s.rules.changed()))


def action_view(action: Action | None) -> dict[str, Any] | None:
    """An action in the case form (CASES.md): what the Rule Lab shows as "the action"."""
    if action is None:
        return None
    if isinstance(action, Burn):
        return {"seat": action.seat, "kind": "burn", "sets": [str(p) for p in action.sets]}
    if isinstance(action, PlayAction):
        return {"seat": action.seat, "kind": "play", "play": str(action.cards)}
    return {"seat": action.seat, "kind": "yield" if isinstance(action, Yield) else "pass"}


# --------------------------------------------------------------------------
# a verdict


@dataclass(frozen=True)
class BurnStepView:
    """One burning set as shown (BURN-4): who may *beat* it (the burner's opposite, or anyone
    when it is open to all), who may *burn back* (反烧), which shown hands could answer it,
    whose hands are not shown, and what happened: ``answered`` (``answered_by`` released the
    burn), ``last`` (the burner played out) or ``unanswered``."""

    index: int
    cards: str
    jokers: int
    beat_by: tuple[int, ...]
    burn_back: tuple[int, ...]
    by_cards: tuple[int, ...]
    unshown: tuple[int, ...]
    answered_by: int | None
    outcome: str
    plain: bool = False     # not a gouji play (a last set without a joker): nobody may burn it back

    def to_json(self) -> dict[str, Any]:
        return {"set": self.index, "cards": self.cards, "jokers": self.jokers,
                "beat_by": list(self.beat_by), "burn_back": list(self.burn_back),
                "by_cards": list(self.by_cards), "unshown": list(self.unshown),
                "answered_by": self.answered_by, "outcome": self.outcome,
                "lines": self.lines()}

    def lines(self) -> list[dict[str, str]]:
        """The step's sentences in both languages, in order (what the renderers print)."""
        out = [seats_words("w-step-beat-by", self.beat_by)]
        if self.burn_back:
            out.append(seats_words("w-step-burn-back", self.burn_back))
        elif self.plain and self.beat_by:
            out.append(seats_words("w-step-plain", self.beat_by))
        shown = [x for x in self.beat_by + self.burn_back if x not in self.unshown]
        if shown:
            out.append(seats_words("w-step-by-cards", self.by_cards))
        if self.unshown:
            out.append(seats_words("w-step-unshown", self.unshown))
        if self.outcome == "answered":
            out.append(words("w-step-answered", seat=self.answered_by))
        else:
            out.append(words("w-step-last" if self.outcome == "last" else "w-step-unanswered"))
        return out


def seats_words(code: str, seats: Sequence[int]) -> dict[str, str]:
    """Catalogue entry ``code`` with its ``{seats}`` named in each language ("座位 4、5" /
    "seats 4, 5", or "nobody").

    >>> seats_words("w-step-burn-back", (3, 5))["en"]
    'may burn back (反烧): seats 3, 5'
    """
    named = seats_text(tuple(seats))
    return {lang: text(code, seats=named[lang])[lang] for lang in ("zh", "en")}


def burn_step_view(info: BurnSetInfo, last: bool, rules: Rules | None = None) -> BurnStepView:
    """A :class:`~gouji_sim.core.verdict.BurnSetInfo` as shown; ``last``: the burn succeeded and
    this is its last set. A set without a joker that is no gouji play (GOUJI-1 under
    ``rules``; only ``gouji_twos`` bears on a set without a joker) is ``plain``: BURN-4."""
    outcome = "answered" if info.answered_by is not None else "last" if last else "unanswered"
    beat_by = tuple(x for x in info.by_position if x not in info.burn_back)
    plain = info.jokers == 0 and not is_gouji(Play.parse(info.cards), rules or Rules())
    return BurnStepView(info.index, info.cards, info.jokers, beat_by, info.burn_back, info.by_cards,
                        info.unshown, info.answered_by, outcome, plain)


@dataclass(frozen=True)
class VerdictView:
    """A verdict as shown.

    ``badge`` is ``legal``, ``illegal`` or ``burn-failed`` (烧糊: declaring the burn was
    allowed, and it has effects, BURN-5/END-2 — not simply an illegal play); ``play_label``
    names what ``play`` describes (``w-play``, or ``w-play-first-set`` for a burn, whose play
    is its first set); ``rows`` the fact rows to show, in order; ``gouji_words`` how the
    play's gouji status reads (in the melee no play is a gouji play that binds, GOUJI-4).
    """

    legal: bool
    badge: str
    reason: str | None
    clauses: tuple[str, ...]
    message: Mapping[str, str]
    play: Mapping[str, Any] | None
    play_label: str
    responders: tuple[int, ...]
    burners: tuple[int, ...]
    burn: str | None
    next: int | None
    rows: tuple[str, ...]
    burn_steps: tuple[BurnStepView, ...] = ()
    melee: bool = False
    turn: str | None = None
    headless: bool = False
    outcome: Mapping[str, Any] | None = None
    """What a moment outside a trick comes to (:mod:`gouji_sim.game.hand_case`), else ``None``."""

    def play_words(self) -> dict[str, str] | None:
        """The play's size, base, class and gouji status as one line (``None`` when no play).

        >>> from gouji_sim import Situation, PlayAction, Play, judge
        >>> verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("K")))).play_words()["en"]
        '1 card, base K, plain, not a gouji play'
        """
        p = self.play
        if p is None:
            return None
        base = words("w-no-base") if p["base"] is None else {"zh": p["base"], "en": p["base"]}
        kind = words(f"w-kind-{p['class']}")
        gouji = words("w-gouji-melee" if self.melee else "w-gouji-yes" if p["gouji"] else "w-gouji-no")
        code = "w-play-info-one" if p["size"] == 1 else "w-play-info"
        return {lang: text(code, size=p["size"], base=base[lang], kind=kind[lang],
                           gouji=gouji[lang])[lang] for lang in ("zh", "en")}

    @property
    def dead(self) -> bool:
        """A legal play that is dead (BEAT-5): nothing beats it, nobody burns it (BURN-3)."""
        return self.legal and self.play is not None and bool(self.play.get("dead")) and not self.burn

    def row_words(self, row: str) -> dict[str, str]:
        """The label of one fact row (:data:`ROW_WORDS`): for a burn, the first row is who may
        answer its first set; after a refused action, the last is who acts now."""
        if row == "responders" and self.burn:
            return words("w-responders-burn")
        if row == "next" and self.turn is not None:
            return words("w-next-refused")
        return words(self.play_label if row == "play" else ROW_WORDS[row])

    def row_seats(self, row: str) -> tuple[int, ...]:
        """The seats a seat row (``responders``, ``burners``, ``next``) names. For a burn, who
        may *beat* its first set (the rest of :attr:`responders` may only burn back: that is
        :meth:`row_note`), from the same :func:`~gouji_sim.core.burn.answer_fault` as its steps."""
        if row == "responders" and self.burn_steps:
            return self.burn_steps[0].beat_by
        if row == "next":
            return (self.next,) if self.next is not None else ()
        return tuple(self.responders if row == "responders" else self.burners if row == "burners" else ())

    def row_note(self, row: str) -> dict[str, str] | None:
        """What a seat row means beyond its seats, or ``None``: a dead play's opposite must
        close it and nobody can burn it (BEAT-5, TURN-6, BURN-3); who may burn back a burn's
        first set (BURN-4); what a refused action does to the turn (PLAY-6, :data:`TURNS`).

        >>> from gouji_sim import Situation, PlayAction, Play, judge
        >>> v = verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("大王"))))
        >>> v.row_note("burners")["en"]
        'a dead play cannot be beaten, so nobody can burn it (BURN-3); a burn declared anyway fails (BURN-5)'
        """
        if row == "responders" and self.dead:
            # in the melee nobody closes: the trick ends at once (TURN-6; issue 46)
            return words("w-dead-melee" if self.melee else "w-dead-headless" if self.headless else "w-dead-closes")
        if row == "burners" and self.dead:
            return words("w-dead-no-burn")
        if row == "responders" and self.burn_steps:
            back = self.burn_steps[0].burn_back
            return seats_words("w-step-burn-back", back) if back else None
        if row == "next" and self.turn is not None:
            # the seat whose turn it stays is named: "this seat" read as the one that tried (issue 46)
            return words(f"w-turn-{self.turn}", seat=self.next if self.next is not None else "-")
        return None

    def row_value(self, row: str) -> dict[str, str] | None:
        """A seat row's value as words (its seats, then its note), or ``None`` for other rows.

        >>> from gouji_sim import Situation, PlayAction, Play, judge
        >>> s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
        >>> v = verdict_view(judge(s, PlayAction(2, Play.parse("8 8"))))
        >>> v.next, v.row_words("next")["en"], v.row_value("next")["en"]
        (3, 'Who acts now', 'seat 3 — the wrong follow goes back to the hand and its player may not follow again in this trick (PLAY-6), so seat 3 acts instead')
        """
        if row in OUTCOME_ROWS:
            return outcome_words(row, (self.outcome or {})[row])
        if row not in ("responders", "burners", "next"):
            return None
        seats = seats_text(self.row_seats(row))
        note = self.row_note(row)
        if note is None:
            return dict(seats)
        return {lang: text("w-value-note", value=seats[lang], note=note[lang])[lang] for lang in ("zh", "en")}

    def badge_words(self) -> dict[str, str]:
        """``合法`` / ``legal``, ``不合法`` / ``illegal``, or the failed burn's own words."""
        return words(BADGE_WORDS[self.badge])

    def to_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal, "badge": self.badge, "badge_words": self.badge_words(),
            "reason": self.reason, "clauses": list(self.clauses), "message": dict(self.message),
            "play": dict(self.play) if self.play is not None else None,
            "play_label": words(self.play_label), "play_words": self.play_words(),
            "responders": list(self.responders), "burners": list(self.burners),
            "burn": self.burn, "burn_words": words(f"w-burn-{self.burn}") if self.burn else None,
            "next": self.next, "rows": list(self.rows), "melee": self.melee,
            "row_words": {row: self.row_words(row) for row in self.rows},
            "row_values": {row: v for row in self.rows if (v := self.row_value(row)) is not None},
            "burn_steps": [b.to_json() for b in self.burn_steps],
            "dead": self.dead, "turn": self.turn, "outcome": dict(self.outcome) if self.outcome else None,
        }


def verdict_view(v: Verdict, situation: Situation | None = None, action: Action | None = None) -> VerdictView:
    """What a reader is shown of ``v``; ``situation`` (where the action was judged), when
    given, says whether the melee is on (GOUJI-4), and with ``action`` whether its player is
    headless (GOUJI-3: no opposite closes its dead play).

    The rows: the deciding clauses always; the play when there is one; who may answer a
    legal play; who may burn a legal gouji play (BURN-1: only gouji plays are burned);
    the burn outcome for a burn; who acts next.

    >>> from gouji_sim import Situation, PlayAction, Play, judge
    >>> v = verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("10 10 10 10 10"))))
    >>> v.rows, v.responders, v.burners
    (('clauses', 'play', 'responders', 'burners', 'next'), (4,), (3, 5, 2, 6))
    >>> verdict_view(judge(Situation.build(), PlayAction(1, Play.parse("9 9")))).rows
    ('clauses', 'play', 'responders', 'next')
    """
    d = v.to_dict()
    # without the situation, a verdict ruled in the melee cites its clause (GOUJI-4)
    melee = situation.melee if situation is not None else "GOUJI-4" in v.clauses
    rows = ["clauses"]
    outcome = v.outcome or {}
    if v.play is not None:
        rows.append("play")
        if v.legal and "places" not in outcome:          # once the hand is over, nobody answers
            rows.append("responders")
            if v.play.gouji and not melee:
                rows.append("burners")
    if v.burn:
        rows.append("burn")
    rows += [row for row in OUTCOME_ROWS if row in outcome]
    if v.next is not None or not outcome:
        rows.append("next")
    badge = "legal" if v.legal else "burn-failed" if v.burn == "failed" else "illegal"
    steps = tuple(burn_step_view(b, b.index == len(v.burn_sets) and v.burn == "succeeded",
                                 situation.rules if situation is not None else None) for b in v.burn_sets)
    headless = situation is not None and action is not None and situation.is_headless(action.seat)
    return VerdictView(v.legal, badge, v.reason, v.clauses, d["message"], d["play"],
                       "w-play-first-set" if v.burn else "w-play", v.responders, v.burners, v.burn,
                       v.next, tuple(rows), steps, melee, v.turn, headless, v.outcome)


def outcome_words(row: str, value: Any) -> dict[str, str]:
    """One outcome row of a moment outside a trick in words (:data:`OUTCOME_ROWS`).

    >>> outcome_words("places", [2, 5, 1, 6, 3, 4])["en"]
    'first seat 2, second seat 5, third seat 1, fourth seat 6, fifth seat 3, last seat 4'
    >>> outcome_words("tribute", [{"from": 6, "to": 1, "cards": "大王 2", "kind": "fall"}])["en"]
    'Seat 6 gives seat 1: 2 Big Joker (finishing tribute, TRIB-1).'
    """
    from ..game.hand_case import tribute_words
    if row == "first":
        return dict(seats_text((value,)))
    if row == "redeal":
        return words("w-yes")
    if row == "places":
        parts = [{lang: f"{words(f'w-place-{i}')[lang]} {seats_text((seat,))[lang]}" for lang in ("zh", "en")}
                 for i, seat in enumerate(value, start=1)]
        return {"zh": "，".join(p["zh"] for p in parts), "en": ", ".join(p["en"] for p in parts)}
    if row == "team_scores":
        return {lang: text("w-team-scores", a=value["1-3-5"], b=value["2-4-6"])[lang] for lang in ("zh", "en")}
    return tribute_words(value)


# the comparison across presets lives in its own module; its names are the model's too
from .compare import (COMPARE_FIELDS, COMPARE_ROWS, ColumnView, CompareView, compare_case,  # noqa: E402
                      compare_verdicts, compared, differences, verdict_cells)

__all__ = ["BADGE_WORDS", "COMPARE_FIELDS", "COMPARE_ROWS", "NAMED_PLACES", "ROW_WORDS", "SEAT_GRID", "TAGS",
           "TAG_CLAUSES", "BurnStepView", "ColumnView", "CompareView", "EntryView", "SeatView", "TableView",
           "VerdictView", "action_view", "burn_step_view", "compare_case", "compare_verdicts", "compared",
           "differences", "entry_view", "preset_words", "rules_words", "seat_tags", "seats_words", "table_view",
           "verdict_cells", "verdict_view", "words"]
