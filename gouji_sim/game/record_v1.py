"""The one adapter for records of the first format (``gouji-record/1``): their ``actions``
leave out the declines (a seat that declines to burn, to answer, to bet, to revolt) and
write a burn as its sets, so that replaying one infers them — a pending optional decision
that the next recorded action does not take is declined first (:func:`_takes`), the start
decisions left after an abandoned deal's last action are declined (:func:`_decline_rest`), a
hand-written burn's plan is its burning sets in a row (:func:`_with_plans`). Records written
now are of format 3, whose history holds every action (:mod:`gouji_sim.game.record_replay`);
this module is how format-1 files (and the small hand-written ones of the widgets and
chapters, which give only ``hands`` and ``actions``) are still read, through
:func:`gouji_sim.game.record.replay` and :func:`gouji_sim.game.record.steps`.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any, Iterator, Mapping, Sequence

from ..core.actions import Burn, Pass, PlayAction, Yield
from ..core.cards import Hand, deck_counts
from ..core.errors import GoujiError, IllegalActionError
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import SEATS
from .deal import Deal, deal, hands_of
from .decisions import Bet, Buy, Decline, GameAction, Meld, Revolution
from .history import format1_actions
from .hand_start import Previous, first_leader_of, redeal_allowed, tribute_of
from .record_read import Entry, Parsed, RecordError, _cards, _entry, _seat, parse
from .record_step import ReplayReport, Step, differs, mismatch
from .state import GameState
from .tribute import apply_payments


def _previous(rec: Parsed) -> Previous | None:
    """The match's last hand, as the record's ``match.previous`` gives it."""
    return None if rec.previous is None else Previous.from_dict(rec.previous)


def _decision(entry: Entry, state: GameState | None) -> GameAction | None:
    """The state's decision that ``entry`` stands for, or ``None`` when the entry is a burn's
    later set (played by the state itself)."""
    seat, kind = entry.seat, entry.kind
    if kind == "play":
        assert entry.play is not None
        if entry.burn:
            return Burn(seat, entry.plan) if entry.plan else None
        return PlayAction(seat, entry.play)
    if kind == "pass":
        return Pass(seat, entry.wrong)
    if kind == "yield":
        return Yield(seat)
    if kind == "burn-failed":
        return Burn(seat, entry.plan)
    if kind == "revolution":
        return Revolution(seat)
    if kind == "meld":
        return Meld(seat, entry.ranks)
    if kind == "decline":
        return Decline(seat)
    if entry.other is not None:
        return entry.other
    from .decisions import Redeal
    return Redeal(seat)


def _value(entry: Entry) -> GameAction | None:
    """A format-1 entry as the value it writes: a play (a burn's set too), a pass, a
    decision, or the declaration of a burn that failed."""
    if entry.kind == "play":
        assert entry.play is not None
        return PlayAction(entry.seat, entry.play, entry.burn)
    return _decision(entry, None)


def _takes(decision: GameAction | None, state: GameState) -> bool:
    """Whether ``decision`` answers the state's pending optional decision."""
    if decision is None or decision.seat != state.current_player():
        return False
    if state.awaits_redeal_or_revolution():
        return not isinstance(decision, (PlayAction, Pass, Yield, Burn, Meld, Bet, Buy))
    if state.awaits_blind_bets() or state.awaits_open_bets():
        return isinstance(decision, Bet) and decision.kind == ("blind" if state.awaits_blind_bets() else "open")
    if state.awaits_three_purchases():
        return True            # a purchase is not optional: anything else is ruled illegal
    if state.awaits_meld():
        return isinstance(decision, Meld)
    if state.is_burn_window():
        return isinstance(decision, Burn)
    if state.is_answer_window():
        return isinstance(decision, PlayAction)
    return True


def _walk(state: GameState, entries: Sequence[Entry], raw: Sequence[Any], where: str = "actions",
          deal_no: int = 0, lenient: bool = False) -> Iterator[Step | tuple[str, dict[str, str]]]:
    """Apply recorded ``entries`` to ``state`` through the judge, one :class:`Step` per entry;
    a mismatch (``(where, message)``) ends the walk, after the illegal step if there is one.
    Declines are not written: a pending optional decision that the next entry does not take
    is declined first. ``lenient``: a burn's first set need not carry its ``plan``."""
    i = 0
    while i < len(entries):
        decision = _decision(entries[i], state)
        if state.is_over():
            if decision is not None:
                yield Step(f"{where}[{i}]", deal_no, raw[i], decision, state.sit, state.judge(decision),
                           value=_value(entries[i]))
            yield mismatch(f"{where}[{i}]", "record-after-end")
            return
        if not state.in_ordinary_turns() and not _takes(decision, state):
            decision = Decline(state.pending[0])
        elif decision is None:
            yield mismatch(f"{where}[{i}]", "record-unexpected", got=json.dumps(raw[i], ensure_ascii=False))
            return
        verdict = state.judge(decision)
        if not verdict.legal and verdict.burn != "failed":
            yield Step(f"{where}[{i}]", deal_no, raw[i], decision, state.sit, verdict, value=_value(entries[i]))
            yield mismatch(f"{where}[{i}]", "record-illegal", zh=verdict.message["zh"], en=verdict.message["en"])
            return
        before = state.sit
        state.apply(decision)
        log = format1_actions(state.history or ())
        for j in range(i, len(log)):
            written = {k: v for k, v in log[j].items() if k != "plan"} if lenient and "plan" not in raw[j] else log[j]
            if j >= len(raw) or written != raw[j]:
                want = json.dumps(log[j], ensure_ascii=False)
                got = json.dumps(raw[j], ensure_ascii=False) if j < len(raw) else "-"
                yield mismatch(f"{where}[{j}]", "record-differs", want=want, got=got)
                return
            mine = j == i and not isinstance(decision, Decline)
            played = entries[j].play
            if j < len(log) - 1 and entries[j].kind == "play" and played is not None:
                # a burn played whole in one go: the table after each of its sets (BURN-3)
                before = before.after(PlayAction(entries[j].seat, played, entries[j].burn))
                sit = before
            else:
                sit = state.sit
            yield Step(f"{where}[{j}]", deal_no, raw[j], decision if mine else None, sit,
                       verdict if mine else None, j == len(log) - 1 and state.places() is not None,
                       _value(entries[j]))
        i = len(log)


def play_entries(state: GameState, entries: Sequence[Entry], raw: Sequence[Any],
                 where: str = "actions") -> list[tuple[str, dict[str, str]]]:
    """Apply recorded ``entries`` to ``state`` through the judge; the mismatches found."""
    return [m for m in _walk(state, entries, raw, where) if not isinstance(m, Step)]


def read(data: Mapping[str, Any]) -> tuple[Situation, Iterator[Step]]:
    """The table before a format-1 record's first action, and its steps (inferring the
    declines it leaves out)."""
    games = _games(data)
    start = games[0][1].sit if games else Situation.build()

    def walk() -> Iterator[Step]:
        for deal_no, state, entries, raw, where, lenient in games:
            for x in _walk(state, entries, raw, where, deal_no, lenient):
                if not isinstance(x, Step):
                    return
                yield x
                if x.verdict is not None and not x.verdict.legal and x.verdict.burn != "failed":
                    return

    return start, walk()


def _games(data: Mapping[str, Any]) -> list[tuple[int, GameState, list[Entry], list[Any], str, bool]]:
    """Each deal of a record, ready to walk: (deal number, the game at its start, its entries,
    the entries as written, where they are, whether read leniently)."""
    if "deal" not in data:
        return [_loose_game(data)]
    rec = parse(data)
    prev = _previous(rec)
    out = []
    for k, (d, moves, entries) in enumerate(rec.redeals):
        st = GameState.new(rec.rules, hands_of(apply_payments(d, moves)), first_leader_of(d, prev, rec.rules),
                           first_deal=redeal_allowed(prev, k))
        out.append((k, st, entries, list(data["redeals"][k]["actions"]), f"redeals[{k}].actions", False))
    state = GameState.new(rec.rules, hands_of(rec.hands), rec.first,
                          first_deal=redeal_allowed(prev, len(rec.redeals)))
    out.append((len(rec.redeals), state, rec.actions, list(data["actions"]), "actions", False))
    return out


def _loose_game(data: Mapping[str, Any]) -> tuple[int, GameState, list[Entry], list[Any], str, bool]:
    spec = data.get("rules") or {}
    if not isinstance(spec, dict):
        raise RecordError.bad("rules", "record-bad-type")
    try:
        rules = Rules.from_spec(spec.get("preset", "outline"), spec.get("switches") or {})
    except (GoujiError, TypeError):
        raise RecordError.bad("rules", "record-bad-type") from None
    given = data.get("hands") or data.get("deal")
    if not isinstance(given, dict) or not set(given) <= {str(s) for s in SEATS}:
        raise RecordError.bad("hands", "record-bad-type")
    hands = {s: Hand.from_cards(_cards(given.get(str(s), ""), f"hands.{s}")) for s in SEATS}
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise RecordError.bad("actions", "record-bad-type")
    entries = _with_plans([_entry(e, f"actions[{i}]") for i, e in enumerate(raw)])
    first = data.get("first")
    if first is None:
        first = next((e.seat for e in entries if e.kind in ("play", "pass", "yield")), 1)
    return 0, GameState.new(rules, hands, _seat(first, "first"), first_deal=False), entries, raw, "actions", True


def _with_plans(entries: list[Entry]) -> list[Entry]:
    """A burn written without its ``plan``: the plan is the burner's burning sets that follow
    one another (BURN-3), as a hand-written record shows them."""
    out = list(entries)
    for i, e in enumerate(out):
        starts = e.kind == "play" and e.burn and not e.plan and not (
            i and out[i - 1].burn and out[i - 1].seat == e.seat)
        if starts:
            sets = []
            for later in out[i:]:
                if later.kind != "play" or not later.burn or later.seat != e.seat or later.play is None:
                    break
                sets.append(later.play)
            out[i] = replace(e, plan=tuple(sets))
    return out


def _decline_rest(state: GameState) -> None:
    """Let every seat still to decide before the first lead decline, as the record implies
    (declines are not written): an abandoned deal's entries may end before the decision that
    abandons it, e.g. 冲三's redeal when no 3 can be bought (LOCAL-1) follows the last bet."""
    while state.is_before_first_lead() and state.redeal is None and state.pending:
        try:
            state.apply(Decline(state.pending[0]))
        except IllegalActionError:
            return


def replay(data: Mapping[str, Any]) -> ReplayReport:
    """Re-judge a format-1 record from its ``hands``; :class:`RecordError` if it is not a
    record at all."""
    rec = parse(data)
    rules = rec.rules
    bad: list[tuple[str, dict[str, str]]] = []
    # The deal: every card of the deck, once; reproduced by the seed.
    deck = deck_counts(rules.deck)
    deals = [d for d, _, _ in rec.redeals] + [rec.deal]
    for k, d in enumerate(deals):
        name = "deal" if k == len(deals) - 1 else f"redeals[{k}].deal"
        if Hand.from_cards([c for s in SEATS for c in d[s]]) != deck:
            bad.append(mismatch(name, "record-not-deck", deck=rules.deck))
    if rec.seed is not None and not bad:
        rng = random.Random(rec.seed)
        for k, d in enumerate(deals):
            if deal(rules.deck, rng) != d:
                name = "deal" if k == len(deals) - 1 else f"redeals[{k}].deal"
                bad.append(mismatch(name, "record-not-seed", seed=rec.seed))
                break
    # Tribute and the hands at the first lead, for the deal played and every abandoned one.
    prev = _previous(rec)
    want_first = first_leader_of(rec.deal, prev, rec.rules)
    held: Deal | None = None
    for k, (d, moves) in enumerate([(d, m) for d, m, _ in rec.redeals] + [(rec.deal, rec.tribute)]):
        name = "tribute" if k == len(rec.redeals) else f"redeals[{k}].tribute"
        want_moves = tribute_of(rules, d, prev)
        if list(want_moves) != list(moves):
            bad.append(mismatch(name, "record-bad-tribute"))
            continue
        held = apply_payments(d, moves)
    if held is not None and not bad and hands_of(held) != hands_of(rec.hands):
        bad.append(mismatch("hands", "record-bad-hands"))
    if rec.first != want_first:
        bad.append(mismatch("first", "record-bad-first", want=want_first, got=rec.first))
    if bad:
        return ReplayReport(None, {}, {}, bad)
    raw = list(data["actions"])
    for k, (d, moves, entries) in enumerate(rec.redeals):
        st = GameState.new(rules, hands_of(apply_payments(d, moves)), first_leader_of(d, prev, rec.rules),
                           first_deal=redeal_allowed(prev, k))
        found = play_entries(st, entries, list(data["redeals"][k]["actions"]), f"redeals[{k}].actions")
        if not found:
            _decline_rest(st)
        if not found and st.redeal is None:
            found = [mismatch(f"redeals[{k}]", "record-no-redeal")]
        if found:
            return ReplayReport(None, {}, {}, found)
    state = GameState.new(rules, hands_of(rec.hands), rec.first,
                          first_deal=redeal_allowed(prev, len(rec.redeals)))
    found = play_entries(state, rec.actions, raw)
    if found:
        return ReplayReport(None, {}, {}, found, state)
    if not state.is_over() or state.redeal is not None:
        return ReplayReport(None, {}, {}, [mismatch("actions", "record-too-short")], state)
    places = state.places()
    sc = state.score()
    assert places is not None and sc is not None
    scores = dict(sc.seats)
    checks = [("places", list(places), data.get("places")),
              ("scores", {str(s): v for s, v in scores.items()}, data.get("scores")),
              ("team_scores", sc.teams, data.get("team_scores"))]
    if "debts" in data:
        checks.append(("debts", {"burn": [list(d) for d in state.burn_debts],
                                 "points": [list(d) for d in state.point_debts]}, data.get("debts")))
    for name, want, got in checks:
        if want != got:
            bad.append(differs(name, want, got))
    return ReplayReport(places, scores, dict(sc.teams), bad, state)
