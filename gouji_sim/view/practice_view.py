"""The practice page's views: what the page shows of a practice hand (:class:`PracticeView`)
and of its end (:class:`EndView`), built once here from the session and the game's own
score; the page (and the practice widget) only draw their JSON (``to_json()``).

The end of a hand takes its numbers from the game: the places, the seats' points (SCORE-1)
and each team's recorded score, and whether SCORE-3 (only positive team scores) changed one,
all from :class:`gouji_sim.game.scoring.Score`; nothing here decides a score.

>>> from gouji_sim.practice import Practice
>>> view = practice_view(Practice(5, None))          # a watched hand, played to its end
>>> view.state, view.table.status, view.end is not None
('over', 'over', True)
>>> sorted(set(PAGE_KEYS + END_KEYS) - set(view.to_json()))     # a watcher downloads no record
['record']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..game.codec import encode
from ..game.scoring import Score, team_key
from ..core.burn import SetList
from ..core.messages import LANGS, cards_in, text, worded
from ..practice.lesson import Lesson
from ..practice.owed import Owed, owed
from ..game.observation import Observation
from ..practice.hints import seen_only
from ..practice.pauses import Pause, action_kind, pause_seen
from ..core.situation import Situation
from ..core.table import TEAMS
from .hints_view import option_words
from .lesson_view import lesson_json
from .model import SEAT_GRID, SeatView, TableView, table_view
from .narration import EventView, narration

if TYPE_CHECKING:
    from ..practice.session import Practice

#: The keys of the page's JSON of a hand (:meth:`PracticeView.to_json`), as the page reads them.
PAGE_KEYS = ("state", "seed", "seat", "preset", "switches", "bots", "table", "hand", "phase", "phase_words",
             "to_act", "can_play", "options", "events", "decisions", "result", "pause", "every_burn_chance",
             "learner", "lesson")
#: The keys the end of a hand adds (:meth:`EndView.to_json`), and ``record`` when the reader played.
END_KEYS = ("team_scores", "team_rows", "team_words", "hand_seed", "hand_seed_words", "tribute_words", "owed", "record")


def shown_table(sit: Situation, seat: int | None) -> TableView:
    """The view model's table of ``sit`` as the reader at ``seat`` sees it: built from what
    that seat sees of it (:meth:`Situation.as_seen_by <gouji_sim.core.situation.Situation.as_seen_by>`:
    the other seats' hands unknown, their card counts kept), so that no other hand enters the
    view; ``seat=None`` (watching, or a hand that is over: :func:`practice_table`) shows every hand.

    >>> from gouji_sim.practice import Practice
    >>> p = Practice(5, 2)
    >>> [s.hand is not None for s in shown_table(p.state.sit, 2).seats]
    [False, True, False, False, False, False]
    """
    if seat is None:
        return table_view(sit)
    t = table_view(sit.as_seen_by(seat))
    return replace(t, seats=tuple(_turned(sv if sv.seat == seat else replace(sv, hand=None), seat) for sv in t.seats))


def practice_table(p: "Practice", view: Observation | None) -> TableView | None:
    """The table the practice page is sent, and the one place that says when it may be read
    from the whole state: during a hand, it is built from what the reader's seat sees only
    (``view``, its observation, :meth:`Practice.seen <gouji_sim.practice.session.Practice.seen>`);
    once the hand is over, from the last event's table (still drawn from the reader's seat),
    and in watch mode (six bots, nobody's cards to keep) every hand is shown.

    >>> from gouji_sim.practice import Practice
    >>> p = Practice(5, 2)
    >>> [s.hand is not None for s in practice_table(p, p.seen()).seats]
    [False, True, False, False, False, False]
    >>> w = Practice.watch(5)
    >>> all(s.hand is not None or s.count == 0 for s in practice_table(w, None).seats)
    True
    """
    if view is not None:
        return shown_table(seen_only(view).sit, view.seat)
    if p.over:                             # the reader's seat still drawn at the bottom
        sit = p.events[-1].situation if p.events else None
        return None if sit is None else shown_table(sit, p.seat).over()
    if p.seat is None and p.state is not None:
        return shown_table(p.state.sit, None)
    return None                            # a reader's hand in play is drawn from its observation only


def deciding_table(t: TableView, seat: int | None) -> TableView:
    """The table with ``seat`` drawn as the one to act: in a burn or an answer window the
    state's decider (BURN-1, BURN-4) is not the trick's next seat, and the table names the
    seat whose decision it is, as the page's turn line does.

    >>> from gouji_sim.practice.lesson import Lesson
    >>> lesson = Lesson("reburn")
    >>> _ = lesson.attempt(lesson.suggestion())      # its K K is burned: it may answer
    >>> t = shown_table(lesson.state.sit, 1)
    >>> t.to_move, deciding_table(t, lesson.state.current_player()).to_move
    (5, 1)
    """
    if seat is None or t.status != "next" or t.to_move == seat:
        return t
    seats = []
    for sv in t.seats:
        tags = [x for x in sv.tags if x != "to-move"]
        if sv.seat == seat:
            tags.insert(1 if tags[:1] == ["you"] else 0, "to-move")
        seats.append(replace(sv, tags=tuple(tags)))
    return replace(t, seats=tuple(seats), to_move=seat)


def _turned(sv: SeatView, reader: int) -> SeatView:
    """A seat drawn as the reader at ``reader`` sees the table: the reader's own seat at the
    bottom, tagged "You", the others counterclockwise from it as they sit (TABLE-1).

    >>> from gouji_sim.practice import Practice
    >>> t = shown_table(Practice(5, 3).state.sit, 3)
    >>> [(s.seat, s.row, s.col) for s in t.seats if s.seat in (3, 6)], t.seats[2].tags[0]
    ([(3, 3, 2), (6, 1, 2)], 'you')
    """
    row, col = SEAT_GRID[(sv.seat - reader) % 6 + 1]
    tags = ("you", *sv.tags) if sv.seat == reader else sv.tags
    return replace(sv, row=row, col=col, tags=tags)


def pause_json(pause: Pause | None) -> dict[str, Any] | None:
    """What the reader is asked (:func:`gouji_sim.practice.pauses.pause_of`) as the page
    reads it, its line and the burn's words in both languages (``practice-pause-<say>``).

    >>> from gouji_sim.practice import Practice
    >>> from gouji_sim.practice.pauses import pause_of
    >>> out = pause_json(pause_of(Practice(5, 1)))
    >>> out["kind"], out["message"]["en"]
    ('turn', 'Your turn: play, or pass.')
    """
    if pause is None:
        return None
    named = {k: v for k, v in (("owner", pause.owner), ("top", pause.top), ("burner", pause.burner),
                                ("k", pause.k), ("set", pause.set), ("asker", pause.asker)) if v is not None}
    burn: dict[str, Any] | None = None
    chance = pause.burn
    if chance is not None and chance.possible:
        joined = " | ".join(str(p) for p in chance.sets)
        burn = {"possible": True, "option": chance.option, "sets": [str(s) for s in chance.sets],
                "words": {lang: text("practice-opt-burn", sets=cards_in(joined, lang))[lang] for lang in LANGS},
                "why": text("plan-ok", n=len(chance.sets), sets=SetList(chance.sets)),
                "clauses": list(chance.clauses)}
    elif chance is not None:
        burn = {"possible": False, "option": None, "sets": [], "words": text("practice-burn-control-off"),
                "why": dict(chance.why or {}), "clauses": list(chance.clauses)}
    return {"kind": pause.kind, "burn": burn, "yield_option": pause.yield_option,
            "decline_option": pause.decline_option, "message": text(f"practice-pause-{pause.say}", **named),
            "clauses": list(pause.clauses)}


@dataclass(frozen=True)
class OptionView:
    """One decision the reader may click: its index among the state's options, its words,
    the action as JSON (the record's form) and its kind (:func:`~gouji_sim.practice.pauses.action_kind`)."""

    index: int
    label: Mapping[str, str]
    action: Mapping[str, Any]
    kind: str

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "label": dict(self.label), "action": dict(self.action), "kind": self.kind}


@dataclass(frozen=True)
class TeamRow:
    """One team at the end of a hand: its seats' points added up (SCORE-1) and the score
    recorded for it (SCORE-2..4, and SCORE-3 when it applies)."""

    team: str
    sum: int
    score: int

    def to_json(self) -> dict[str, Any]:
        return {"team": self.team, "sum": self.sum, "score": self.score}


@dataclass(frozen=True)
class EndView:
    """The end of a hand as the practice table says it, besides places and points: each
    team's row, whether SCORE-3 changed a recorded score (``floored``, the game's
    :attr:`Score.floored <gouji_sim.game.scoring.Score.floored>`), and the deal's seed as
    the record has it.

    >>> from gouji_sim.game.scoring import score
    >>> from gouji_sim.core.rules import Rules
    >>> end = end_view(score((2, 1, 4, 3, 6, 5), Rules()), 7)
    >>> [(r.team, r.sum, r.score) for r in end.teams], end.floored
    ([('1-3-5', -2, 0), ('2-4-6', 2, 2)], True)
    >>> end.team_words()["en"].endswith("records 0. The record keeps each seat's points.")
    True
    """

    teams: tuple[TeamRow, ...]
    floored: bool
    seed: int
    owed: tuple[Owed, ...] = ()
    tribute: bool = False
    places: tuple[int, ...] = ()
    reader: int | None = None

    def tribute_words(self) -> dict[str, str]:
        """The tribute the next hand owes, in one sentence (TRIB-1..5), or that these rules pay none.

        >>> from gouji_sim.game.scoring import score
        >>> from gouji_sim.core.rules import Rules
        >>> from gouji_sim.practice.owed import owed
        >>> places = (2, 1, 4, 3, 6, 5)
        >>> end = end_view(score(places, Rules()), 7, owed(Rules(tribute=True), places), 1, places=places, tribute=True)
        >>> print(end.tribute_words()["en"])
        Before the next hand's first lead: seat 5 (last) gives seat 2 (first) its best tribute cards, 2 cards (TRIB-1); seat 2 (first) gives 2 cards of its own back to seat 5 (last) (TRIB-2); seat 6 (fifth) gives seat 1 (you, second) its best tribute cards, 1 card (TRIB-1); seat 1 (you, second) gives 1 card of its own back to seat 6 (fifth) (TRIB-2).
        """
        if not self.owed:
            return text("practice-tribute-none")
        sep = {"zh": "；", "en": "; "}
        parts = []
        for o in self.owed:
            count = text("practice-owe-cards-one") if o.cards == 1 else text("practice-owe-cards", n=o.cards)
            giver, receiver = self._who(o.giver), self._who(o.receiver)
            parts.append({lang: text(f"practice-owe-{o.kind}", giver=giver[lang], receiver=receiver[lang],
                                     count=count[lang])[lang] for lang in LANGS})
        return worded("practice-tribute-owed", payments={lang: sep[lang].join(p[lang] for p in parts) for lang in LANGS})

    def _who(self, seat: int) -> dict[str, str]:
        """A seat with its place ("seat 5 (last)", "seat 1 (you, second)")."""
        k = self.places.index(seat) + 1 if seat in self.places else 6
        place = text(f"w-place-{k}")
        code = "lesson-seat-you-place" if seat == self.reader else "lesson-seat-place"
        return {lang: text(code, seat=seat, place=place[lang])[lang] for lang in LANGS}

    def team_words(self) -> dict[str, str]:
        """Each team's sum and recorded score in one sentence, with SCORE-3 said when it applied."""
        sep = {"zh": "，", "en": ", "}
        out = {lang: text("practice-team-scores-sum", teams=sep[lang].join(
            text("practice-team-row", team=r.team, sum=f"{r.sum:+d}" if r.sum else "0", score=r.score)[lang]
            for r in self.teams))[lang] for lang in LANGS}
        if self.floored:
            note = text("practice-team-scores-positive")
            out = {lang: f"{out[lang]} {note[lang]}" for lang in LANGS}
        return out

    def to_json(self) -> dict[str, Any]:
        # the seed as text: a JavaScript number would round a 64-bit seed
        return {"team_scores": {r.team: r.score for r in self.teams},
                "team_rows": [r.to_json() for r in self.teams], "team_words": self.team_words(),
                "hand_seed": str(self.seed), "hand_seed_words": text("practice-deal-number", seed=self.seed),
                "tribute_words": self.tribute_words(), "owed": [vars(o) for o in self.owed]}


def end_view(score: Score, seed: int, owed_: Sequence[Owed] = (), reader: int | None = None, *,
             places: Sequence[int] = (), tribute: bool | None = None) -> EndView:
    """The end of a hand from the game's ``score`` of it, the deal number the reader typed
    (``seed``: the table's, which deals what ``gouji simulate --seed`` deals), the tribute the
    next hand owes (:func:`gouji_sim.practice.owed.owed`) and the reader's seat."""
    rows = tuple(TeamRow(team_key(t), sum(score.seats[s] for s in t), score.teams[team_key(t)]) for t in TEAMS)
    return EndView(rows, bool(score.floored), seed, tuple(owed_), bool(owed_) if tribute is None else tribute,
                   tuple(places), reader)


@dataclass(frozen=True)
class PracticeView:
    """What the practice page shows of a hand: the table (the other seats' hands hidden unless
    watching; once over, :meth:`TableView.over <gouji_sim.view.model.TableView.over>`), the
    reader's hand and choices, the narration, what the reader is asked (``pause``), a
    lesson's view, and once over the result exactly as in the record, the end of the hand
    (:class:`EndView`) and the record as downloaded (when the reader played)."""

    state: str
    seed: int
    seat: int | None
    preset: str
    switches: Mapping[str, Any]
    bots: tuple[str, ...]
    table: TableView | None
    hand: str | None
    phase: str
    to_act: int | None
    can_play: bool
    options: tuple[OptionView, ...]
    events: tuple[EventView, ...]
    decisions: int
    result: Mapping[str, Any] | None
    pause: Mapping[str, Any] | None
    every_burn_chance: bool
    learner: bool
    lesson: Mapping[str, Any] | None
    end: EndView | None = None
    record: str | None = None

    def phase_words(self) -> dict[str, str]:
        return text(f"game-phase-{self.phase}")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "state": self.state, "seed": self.seed, "seat": self.seat, "preset": self.preset,
            "switches": dict(self.switches), "bots": list(self.bots),
            "table": self.table.to_json() if self.table is not None else None,
            "hand": self.hand, "phase": self.phase, "phase_words": self.phase_words(),
            "to_act": self.to_act, "can_play": self.can_play,
            "options": [o.to_json() for o in self.options],
            "events": [e.to_dict() for e in self.events],
            "decisions": self.decisions, "result": self.result, "pause": self.pause,
            "every_burn_chance": self.every_burn_chance, "learner": self.learner, "lesson": self.lesson,
        }
        if self.end is not None:
            out.update(self.end.to_json())
            if self.seat is not None:
                out["record"] = self.record    # the record as downloaded (the root's data-record)
        return out


def practice_view(p: Practice) -> PracticeView:
    """The view of practice hand ``p`` as it stands: during a hand, built from what the
    reader's seat sees (:meth:`Practice.seen <gouji_sim.practice.session.Practice.seen>`) and
    the public narration; the table as :func:`practice_table` allows."""
    return _view(p, p.seen())


def _view(p: Practice, view: Observation | None) -> PracticeView:
    """:func:`practice_view` from ``view``, the reader's observation (``None``: the hand is
    over, or watched)."""
    over = p.over
    table = practice_table(p, view)
    if view is not None and table is not None and not view.in_ordinary_turns():
        table = deciding_table(table, view.to_act)
    mine = not over and p.waiting and view is not None and view.to_act == view.seat
    lesson_done = isinstance(p, Lesson) and p.done
    options = tuple(OptionView(i, option_words(a, view.phase), encode(a), action_kind(a))
                    for i, a in enumerate(view.others)) if mine and view is not None else ()
    end = record = None
    if over:
        assert p.result is not None
        end = end_view(p.result.score, p.seed, owed(p.rules, p.result.places, p.result.burn_debts,
                                                    p.result.point_debts), p.seat,
                       places=p.result.places, tribute=p.rules.tribute)
        record = p.record_text() if p.seat is not None else None
    hand = None
    if view is not None:
        hand = str(view.own or "")
    elif p.seat is not None and table is not None:
        hand = table.seat(p.seat).hand or ""
    return PracticeView(
        state="over" if over or lesson_done else "your-turn" if mine else "bots",
        seed=p.seed, seat=p.seat, preset=p.preset, switches=p.switches, bots=tuple(p.bot_names),
        table=table, hand=hand,
        phase="over" if over or view is None else view.phase,
        to_act=None if over or view is None else view.to_act,
        can_play=bool(mine and view is not None and view.decides_with_cards()),
        options=options, events=tuple(narration(p.events)), decisions=len(p.decisions),
        result=p.result_dict(), pause=pause_json(None if view is None else pause_seen(view, p.every_burn_chance)),
        every_burn_chance=p.every_burn_chance,
        learner=p.learner, lesson=lesson_json(p.progress()) if isinstance(p, Lesson) else None, end=end, record=record)


__all__ = ["END_KEYS", "EndView", "OptionView", "PAGE_KEYS", "PracticeView", "TeamRow", "deciding_table", "end_view",
           "pause_json", "practice_table", "practice_view", "shown_table"]
