"""The signature moves a reader makes in a hand, read off the hand's record (the lessons'
"what you did", :mod:`gouji_sim.practice.lesson`).

A move counts only when the reader's own seat made it: its lead (TURN-1), its beat (TURN-2),
its gouji play that only the opposite may answer (GOUJI-2), its yield (TURN-5), its pass that
closes a trick (TURN-6), its taking over of the lead from a player who played out (接风,
TURN-8), its answer to another seat's burn — a release by the burner's opposite or a burn back
(BURN-4) —, its own burn that succeeds (BURN-3, BURN-5), and its place (END-1). Nothing is
decided here: each move is read from an entry of the hand's history (an action as a value,
:mod:`gouji_sim.game.history`), the tables before and after it and the judge's ruling, as
the record's one reader (:func:`gouji_sim.game.record.read`) gives them. The table in play
reads the same entries as the state writes them (:func:`moves_of_entries`), so what a lesson
ticks while it is played is what the record says at the end.

>>> from gouji_sim.core.situation import Situation
>>> from gouji_sim.core.cards import Hand
>>> s = Situation.build(hands={1: Hand.parse("9 9 K"), 2: Hand.parse("10 10 3")})
>>> t = s.after(PlayAction(1, Play.parse("9 9")))
>>> lead = PlayAction(1, Play.parse("9 9"))
>>> entry_moves(s, lead, None, t, 1), entry_moves(s, lead, None, t, 2)
(['lead'], [])
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ..core.actions import Pass, PlayAction, Yield
from ..game.history import HistoryEntry
from ..game.record import read
from ..core.play import Play
from ..core.situation import Situation
from ..core.table import opposite
from ..core.verdict import Verdict

#: The moves, in the order a lesson lists them, each with the clauses it teaches and the
#: chapter (its page name in both languages' sites) where it is explained.
STEPS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("lead", ("TURN-1",), "06-turns"),
    ("beat", ("BEAT-1", "TURN-2"), "04-beating"),
    ("gouji", ("GOUJI-1", "GOUJI-2"), "05-gouji-plays"),
    ("yield", ("TURN-5",), "06-turns"),
    ("close", ("TURN-6",), "06-turns"),
    ("wind", ("TURN-8",), "06-turns"),
    ("answer", ("BURN-4", "BURN-5"), "07-burning"),
    ("burn", ("BURN-1", "BURN-3", "BURN-5"), "07-burning"),
    ("place", ("END-1", "SCORE-1"), "09-finishing-and-scoring"),
    # the short lessons' own moves (issue 46)
    ("answer-gouji", ("GOUJI-2", "BEAT-2"), "05-gouji-plays"),
    ("keep-right", ("TURN-4", "GOUJI-2"), "06-turns"),
    ("wrong-follow", ("PLAY-6",), "03-plays"),
    ("melee", ("GOUJI-4",), "08-headless-and-melee"),
    ("end", ("END-3", "SCORE-1", "TRIB-1"), "10-start-and-tribute"),
    # answering a burn, each answer on its own (issue 46): a release, a whole burn back
    ("release", ("BURN-4", "BURN-5"), "07-burning"),
    ("reburn", ("BURN-4", "BURN-3"), "07-burning"),
)
STEP_NAMES = tuple(s for s, _, _ in STEPS)


def entry_moves(before: Situation, entry: HistoryEntry | None, verdict: Verdict | None, after: Situation,
                reader: int) -> list[str]:
    """The moves of :data:`STEPS` that one entry of the history ``entry`` shows for the reader's
    seat ``reader``, in :data:`STEPS` order: ``before``/``after`` are the tables around it,
    ``verdict`` the judge's ruling when the entry is a decision (``None`` for a burn's later
    set, which the game plays by itself).

    ``wind`` is the reader's: the trick the entry closes leads on to the reader by 接风. Every
    other move is the reader's own entry.
    """
    out: list[str] = []
    st0, st1 = before.trick_state, after.trick_state
    closed_before = st0.top is not None and before.is_closed()
    closes = st1.top is not None and after.is_closed() and not closed_before
    mine = getattr(entry, "seat", None) == reader
    if mine and isinstance(entry, PlayAction):
        burning = st0.burner is not None and st0.burner != reader and not closed_before
        if entry.burn:
            if burning:
                out += ["answer", "reburn"]       # a burn back (反烧) of another seat's burn: its first set
            if reader in after.finished and reader not in before.finished:
                out.append("burn")                # its last set: the burn played out (BURN-5)
        elif burning and reader == opposite(st0.burner or 0):
            out += ["answer", "release"]          # a release by the burner's opposite (BURN-4)
        elif st0.top is None or closed_before:
            out.append("lead")
        else:
            out.append("beat")
        play = verdict.play if verdict is not None else None
        if (play is not None and play.gouji and not before.melee and not entry.burn
                and tuple(verdict.responders if verdict else ()) == (opposite(reader),)):
            out.append("gouji")
        top_opp = st0.top_seat == opposite(reader) and st0.top is not None and not closed_before
        if play is not None and not entry.burn and not before.melee and top_opp and st0.burner is None:
            if st0.gouji:
                out.append("answer-gouji")        # a gouji play beaten by its opposite (GOUJI-2)
            if reader in st0.trick_passed:
                out.append("keep-right")          # a play after its own pass, on its opposite's (TURN-4)
        if before.melee and not closed_before and st0.top is not None:
            out.append("melee")                   # a beat in the four-player melee (GOUJI-4)
    if mine and isinstance(entry, Pass) and entry.wrong:
        out.append("wrong-follow")                # a wrong follow taken as PLAY-6 says
    if len(after.finished) >= 5 > len(before.finished):
        out.append("end")                         # the fifth place ends the hand (END-3)
    if mine and isinstance(entry, Yield):
        out.append("yield")
    if mine and isinstance(entry, Pass) and closes:
        out.append("close")
    if closes and after.leads_by_wind() and after.leader() == reader:
        out.append("wind")
    if reader in after.finished and reader not in before.finished:
        out.append("place")
    return sorted(set(out), key=STEP_NAMES.index)


def moves_of_entries(before: Situation, entries: Sequence[HistoryEntry], verdict: Verdict | None,
                     after: Situation, reader: int) -> list[str]:
    """The moves of the entries one decision wrote in the history (the decision, then a
    burn's sets its burner plays, BURN-3), ``verdict`` being the decision's ruling, ``after``
    the table at the end. The table after each of a burn's sets but the last is worked out
    from the one before, as the record's reader does; a decision followed by sets (a burn
    declared, an answer that burns back, a decline in an answer window) leaves the table to
    them."""
    out: list[str] = []
    sit = before
    for j, entry in enumerate(entries):
        if j == len(entries) - 1:
            nxt = after
        elif isinstance(entry, PlayAction) and entry.burn:
            nxt = sit.after(entry)
        else:
            nxt = sit
        out += entry_moves(sit, entry, verdict if j == 0 else None, nxt, reader)
        sit = nxt
    return out


def moves_in_record(record: Mapping[str, Any], reader: int) -> list[str]:
    """The moves of :data:`STEPS` that the seat ``reader`` made in the hand of ``record`` (a
    record as RECORDS.md describes it), each once, in :data:`STEPS` order: read through the
    record's one reader, action by action.

    >>> rec = {"hands": {"1": "9 9 K", "2": "10 10 3"}, "actions": [{"seat": 1, "play": "9 9"},
    ...        {"seat": 2, "play": "10 10"}]}
    >>> moves_in_record(rec, 1), moves_in_record(rec, 2)
    (['lead'], ['beat'])
    """
    found: set[str] = set()
    start, walk = read(record)
    sit = start
    for st in walk:
        found.update(entry_moves(sit, st.value, st.verdict, st.situation, reader))
        sit = st.situation
    return ordered(found)


def ordered(moves: Iterable[str]) -> list[str]:
    """``moves`` once each, in :data:`STEPS` order.

    >>> ordered(["place", "lead", "place"])
    ['lead', 'place']
    """
    return sorted(set(moves), key=STEP_NAMES.index)


__all__ = ["STEPS", "STEP_NAMES", "entry_moves", "moves_in_record", "moves_of_entries", "ordered"]
