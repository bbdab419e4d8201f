"""The checks of a table's set-up — rules, hands, counts, finished seats, the trick, the deck —
in one place, for the case reader (:mod:`gouji_sim.game.case`, CASES.md) and the Python API
(:meth:`Situation.build <gouji_sim.core.situation.Situation.build>`) alike.

Each check raises a :class:`~gouji_sim.core.errors.CaseError` (a
:class:`~gouji_sim.core.errors.GoujiError`) whose ``field`` names the place of the fault, with a
sentence in both languages; what a value is shown as comes from
:func:`~gouji_sim.core.messages.shown`.

>>> check_count(10**9, "counts[2]", hand_limit(Rules()))
Traceback (most recent call last):
...
gouji_sim.core.errors.CaseError: counts[2] 的张数 1000000000 无效：应是 0 到 38 的整数。 / counts[2]: card count 1000000000 is not valid; it must be a whole number 0 to 38.
>>> check_finished([1, 1])
Traceback (most recent call last):
...
gouji_sim.core.errors.CaseError: finished[1]：座位 1 出现了两次。 / finished[1]: seat 1 appears twice.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from .actions import Pass, PlayAction, TrickEntry, Yield
from .beats import beats_unchecked, explain_unchecked
from .cards import Hand, deck_counts
from .checks import beat_fault
from .errors import CaseError, GoujiError
from .messages import shown, text
from .play import Play
from .rules import Rules
from .table import SEATS, check_seat

Setup = tuple[tuple["Hand | None", ...], tuple["int | None", ...], tuple[int, ...], frozenset[int],
              tuple[TrickEntry, ...]]
"""What :func:`check_setup` hands back: hands and counts by seat (index ``seat - 1``), the
finished seats in order, the seats sitting out, the trick."""


def hand_limit(rules: Rules) -> int:
    """The most cards one seat can hold under ``rules``: a sixth of the deck and two more
    (tribute moves cards between hands).

    >>> hand_limit(Rules())
    38
    """
    return rules.deck // 6 + 2


def located(err: GoujiError, where: str) -> CaseError:
    """``err`` as a :class:`CaseError` that says in which field it happened."""
    return CaseError("case-" + err.code, f"{where}：{err.zh}", f"{where}: {err.en}", where)


def check_cards(value: Any, where: str) -> Hand:
    """``value`` as cards: a :class:`Hand` as it is, text parsed (CARD-3); anything else, or
    text that is not the notation, is an error naming ``where``.

    >>> check_cards("3 3 大王", "hands[1]"), check_cards(Hand.parse("4"), "hands[1]")
    (Hand.parse('3 3 大王'), Hand.parse('4'))
    >>> check_cards(3.5, "hands[2]")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: hands[2] 应是牌：文字或 Hand，而不是 3.5。 / hands[2] must be cards (text or a Hand), not 3.5.
    """
    if isinstance(value, Hand):
        return value
    if not isinstance(value, str):
        raise CaseError.bad(where, "setup-not-cards", value=shown(value))
    try:
        return Hand.parse(value)
    except GoujiError as err:
        raise located(err, where) from None


def check_count(value: Any, where: str, limit: int) -> int:
    """``value`` if it is a card count, a whole number (not a bool) from 0 to ``limit``."""
    if type(value) is not int or not 0 <= value <= limit:
        raise CaseError.bad(where, "case-bad-count", value=shown(value), limit=limit)
    return value


def seat_at(value: Any, where: str) -> int:
    """``value`` if it is a seat (:func:`~gouji_sim.core.table.check_seat`, TABLE-1), else a
    :class:`CaseError` naming ``where``.

    >>> seat_at(True, "action.seat")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: action.seat 的座位 true 无效：座位是 1 到 6 的整数。 / action.seat: seat true is not valid; seats are whole numbers 1 to 6.
    """
    try:
        return check_seat(value, where)
    except GoujiError as err:
        raise CaseError(err.code, err.zh, err.en, where) from None


def _sequence(value: Any, where: str) -> tuple[Any, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise CaseError.bad(where, "setup-not-list")
    return tuple(value)


def check_finished(seats: Any, where: str = "finished") -> tuple[int, ...]:
    """The finished seats in order of finishing: seats (TABLE-1), none twice."""
    done: list[int] = []
    for i, seat in enumerate(_sequence(seats, where)):
        seat = seat_at(seat, f"{where}[{i}]")
        if seat in done:
            raise CaseError.bad(f"{where}[{i}]", "case-duplicate-seat", value=seat)
        done.append(seat)
    return tuple(done)


def check_deck(deck: Hand, parts: Iterable[tuple[str, Hand]]) -> None:
    """No more copies of a card than ``deck`` holds (CARD-1) across ``parts``, each a field's
    name and its cards, counted in order; the error names the first field at which a card
    runs over.

    >>> check_deck(deck_counts(216), [("hands[1]", Hand.parse("大王 大王")), ("hands[2]", Hand.parse("大王 大王 大王"))])
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: hands[2]：大王 出现了 5 张，但这副牌只有 4 张。 / hands[2]: 5 × 大王, but the deck holds only 4.
    """
    parts = list(parts)
    if not parts or Hand(tuple(map(sum, zip(*(cards.counts for _, cards in parts))))).beyond(deck) is None:
        return                                   # the usual answer, in one sum
    seen = Hand()
    for name, cards in parts:
        seen = seen.add(cards)
        over = seen.beyond(deck)
        if over is not None:
            rank, held, most = over
            raise CaseError.bad(name, "case-too-many", rank=rank.symbol, count=held, limit=most)


def _seat_items(value: Any, where: str) -> list[tuple[Any, Any]]:
    if value is None:
        return []
    items = getattr(value, "items", None)
    if not callable(items):
        raise CaseError.bad(where, "setup-not-mapping")
    return list(items())


def check_holdings(hands: Iterable[tuple[Any, Any]], counts: Iterable[tuple[Any, Any]], limit: int,
                   name: Callable[[str, Any], str]) -> tuple[dict[int, Hand], dict[int, int]]:
    """What the seats hold: ``hands`` and ``counts`` as (seat, value) pairs, checked into
    cards (:func:`check_cards`) and card counts up to ``limit`` (:func:`check_count`), a seat
    never in both. ``name("hands", seat)`` names a field in an error: ``hands.2`` in a case
    file, ``hands[2]`` in :meth:`Situation.build <gouji_sim.core.situation.Situation.build>`.

    >>> check_holdings([(2, "3")], [(2, 5)], 38, lambda part, seat: f"{part}.{seat}")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: 座位 2 同时出现在 hands 和 counts 中。 / Seat 2 is in both hands and counts.
    """
    held: dict[int, Hand] = {}
    for seat, value in hands:
        where = name("hands", seat)
        held[seat_at(seat, where)] = check_cards(value, where)
    counted: dict[int, int] = {}
    for key, value in counts:
        where = name("counts", key)
        seat = seat_at(key, where)
        counted[seat] = check_count(value, where, limit)
        if seat in held:
            raise CaseError.bad("counts", "case-hand-and-count", value=seat)
    return held, counted


def check_history(entries: Iterable[TrickEntry], rules: Rules, where: str = "trick") -> None:
    """The trick's history checked step by step: each play beats the play on top before it
    (BEAT-1..6, asked of :mod:`gouji_sim.core.beats`, the judge's own home of that question, and
    worded by the judge's :func:`~gouji_sim.core.checks.beat_fault`), but for the burner's next set
    over its own (BURN-3: it keeps the lead). An earlier step that cannot have happened is an
    error naming it; a wrong follow is written as the pass PLAY-6 makes it (``"wrong": true``).
    Turn order and who may beat (TURN, GOUJI) are not asked: a case lists the steps that matter.

    >>> from gouji_sim.core.play import Play
    >>> check_history([PlayAction(1, Play.parse("5")), PlayAction(2, Play.parse("3"))], Rules())
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: trick[1]：这一步不可能发生——3 逐张比不过 5。如果这是一次错牌（错牌不出，PLAY-6），请把它写成标明错牌的过牌。 / trick[1]: this step cannot have happened — 3 is not higher than 5 card by card. If it was a wrong follow (PLAY-6), write it as a pass marked wrong.
    """
    top: Play | None = None
    top_seat = 0
    for i, entry in enumerate(entries):
        if not isinstance(entry, PlayAction) or not isinstance(entry.play, Play):
            continue
        play = entry.play
        if top is not None and entry.seat != top_seat and not beats_unchecked(play, top, rules):
            fault = beat_fault(explain_unchecked(play, top, rules), play, top)
            msg = text("setup-impossible-step", where=f"{where}[{i}]", zh=fault.message["zh"], en=fault.message["en"])
            raise CaseError("setup-impossible-step", msg["zh"], msg["en"], f"{where}[{i}]")
        top, top_seat = play, entry.seat


def _subscript(part: str, seat: Any) -> str:
    return f"{part}[{seat!r}]"


def check_setup(rules: Any, hands: Any = None, counts: Any = None, finished: Any = (),
                trick: Any = (), out: Any = ()) -> Setup:
    """The parts :meth:`Situation.build <gouji_sim.core.situation.Situation.build>` is given,
    checked as the case reader checks a case file's (CASES.md): ``rules`` a :class:`Rules`;
    ``hands`` and ``counts`` mappings from seats to cards and to card counts (at most
    :func:`hand_limit`), never both for one seat; ``finished`` distinct seats; the trick's
    entries plays, passes and yields by seats; ``out`` seats; and no more copies of a card
    than the deck holds among the hands and the trick's plays.

    >>> check_setup(Rules(), counts={2: 2.0})
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.CaseError: counts[2] 的张数 2.0 无效：应是 0 到 38 的整数。 / counts[2]: card count 2.0 is not valid; it must be a whole number 0 to 38.
    """
    if not isinstance(rules, Rules):
        raise CaseError.bad("rules", "setup-not-rules")
    held, counted = check_holdings(_seat_items(hands, "hands"), _seat_items(counts, "counts"),
                                   hand_limit(rules), _subscript)
    hs = tuple(held.get(seat) for seat in SEATS)
    cs = tuple(counted.get(seat) for seat in SEATS)
    done = check_finished(finished)
    away = frozenset(seat_at(seat, "out") for seat in _sequence(out, "out"))
    entries = _sequence(trick, "trick")
    for i, entry in enumerate(entries):
        if not isinstance(entry, (PlayAction, Pass, Yield)):
            raise CaseError.bad(f"trick[{i}]", "setup-not-entry", value=shown(entry, 40))
        seat_at(entry.seat, f"trick[{i}].seat")
    parts = [(_subscript("hands", seat), h) for seat, h in sorted(held.items())]
    parts += [(f"trick[{i}].play", e.play.cards) for i, e in enumerate(entries)
              if isinstance(e, PlayAction) and isinstance(e.play, Play)]
    check_deck(deck_counts(rules.deck), parts)
    check_history(entries, rules)
    return hs, cs, done, away, entries
