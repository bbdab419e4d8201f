"""A practice hand: the reader holds one seat of a full hand against five bots.

Nothing here decides a rule. The hand is the game's state machine
(:class:`~gouji_sim.game.state.GameState`), dealt and played by the very code that
``gouji simulate`` uses: the hand's seed is :func:`~gouji_sim.simulation.jobs.game_seed` ``(S, 0)``
for a session seed ``S`` (so seed ``S`` deals what ``gouji simulate --games 1 --seed S``
deals) and :class:`~gouji_sim.game.match.HandDeals` deals and redeals as
:func:`~gouji_sim.game.match.play_hand` does. Where the hand waits for the reader is the
state's to say: whenever :meth:`~gouji_sim.game.state.GameState.current_player` is the
reader's seat, the table hands over the reader's next decision, or stops there (nothing is
raised: the state keeps whose decision it is) until the reader decides. Like a bot, the
reader is asked in a burn window (BURN-1) or an answer window of a burn (BURN-4) only when
its cards can burn or answer there; with ``every_burn_chance`` its seat is one of the state's
``asked`` seats, and every such window the rules open to it is the reader's decision, also
when its cards cannot act (:mod:`gouji_sim.practice.pauses` says what is open and why).
Bots act only on their own decisions.

* Every attempt of the reader is ruled on by the game (:meth:`GameState.judge`, which asks
  the core judge and the burn judge). A legal one is applied and the bots play on. An
  illegal one is refused with the judge's explanation and clauses and changes nothing —
  but for a wrong follow (PLAY-6, :meth:`GameState.wrong_follow`): as at a real table, the
  cards go back to the hand, the reader loses the right to follow in this trick and play
  moves on. With ``learner`` the reader may try again instead (the page says a real table
  would not allow it).
* The bots' random numbers come from the same generator as in ``play_hand``, and the
  reader's decisions take none of them, so the bots replay deterministically: :meth:`undo`
  drops the reader's last decision and plays the hand again from the seed.
* Every action is recorded as facts (:mod:`gouji_sim.practice.events`, worded by
  :mod:`gouji_sim.view.narration`): the judge's
  own sentence for it, who may answer a gouji play and who may burn it, burns and their
  outcome, 接风, places as they fall, and the end.
* In watch mode (no reader seat) six bots play: the same places and scores as
  ``gouji simulate --games 1 --seed S --bots heuristic``.

>>> p = Practice(seed=5, seat=1)
>>> p.waiting, p.state.current_player()
(True, 1)
>>> v = p.attempt_cards("3 4")          # not one rank, on seat 6's play: a wrong follow
>>> v.legal, v.reason, v.turn, len(p.decisions), Pass(1, wrong=True) in p.state.history
(False, 'mixed-ranks', 'passes-on', 1, True)
>>> q = Practice(seed=5, seat=1, learner=True)
>>> v = q.attempt_cards("3 4")          # the learner switch: refused, nothing changes
>>> v.turn, len(q.decisions), q.state.current_player()
('passes-on', 0, 1)
>>> w = Practice.watch(5)
>>> w.over and sorted(w.places()) == [1, 2, 3, 4, 5, 6]
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ..core.actions import Pass, PlayAction
from ..bots.roster import make_bots
from ..core.cards import Hand
from ..core.errors import GoujiError
from ..game.common import refuse
from ..game.decisions import GameAction
from ..game.match import Bot, HandDeals, HandResult
from ..game.record import dumps
from ..game.observation import Observation, observe_turn
from ..game.state import GameState
from ..core.play import Play
from ..bots.coach import THRESHOLD, Review, default_bot, review
from ..bots.weighing import Coach
from ..core.rules import PRESETS, Rules
from ..simulation.jobs import game_seed
from ..core.table import check_seat
from ..core.messages import text
from ..core.verdict import Verdict
from .events import Event, narrate, start_events

READER = "reader"
"""The name of the reader's seat in a record's ``bots``."""


class _ReaderSeat:
    """The reader's place in the list of bots: it names the seat in the record
    (``"reader"``) and is never asked to act (the table hands over the reader's decisions)."""

    name = READER

    def act(self, view: Observation, rng: random.Random) -> Play | GameAction:
        raise AssertionError("the practice table never asks the reader's seat as a bot")


@dataclass(frozen=True)
class Option:
    """A decision open to the reader besides a play of chosen cards: its index in
    :meth:`Practice.options`, the action, and its label's catalogue code and parameters."""

    index: int
    action: GameAction


REVIEW_SAMPLES = 3
"""Playouts per choice when the table reviews a finished hand (:meth:`Practice.review`): few,
so that the review answers in seconds in the browser (docs/decisions/04-practice-table.md has the figures); a mark
is still confirmed on fresh deals (:data:`gouji_sim.bots.coach.CONFIRM`) before it is shown."""


#: The seeds of a practice hand or a drill set: a signed 64-bit whole number (a link's text,
#: read by other programs too; ``gouji_sim.view.practice_page`` reads links with this bound).
SEEDS = (-(2 ** 63), 2 ** 63 - 1)


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number within :data:`SEEDS`, else the bilingual error."""
    if type(seed) is not int or not SEEDS[0] <= seed <= SEEDS[1]:
        raise GoujiError.from_catalogue("practice-bad-seed", value=str(seed)[:40], low=SEEDS[0], high=SEEDS[1])
    return seed


class Practice:
    """One practice hand (see the module's doc).

    ``seed`` is the session's seed ``S`` (the hand's is ``game_seed(S, 0)``), ``seat`` the
    reader's seat (``None``: watch mode, six bots), ``bots`` the bots' names (one for every
    seat, or six, the reader's seat's ignored), ``preset``/``switches`` the rules.
    ``every_burn_chance`` (the page's "ask me at every burn chance"): the reader is asked in
    every burn or answer window the rules open to it, also when its cards cannot burn or
    answer (else only when they can, like a bot). ``learner`` (the page's learner switch): a
    wrong follow is refused and may be tried again, instead of costing the reader the rest
    of the trick (PLAY-6).
    """

    def __init__(self, seed: int = 0, seat: int | None = 1, *, preset: str = "outline",
                 switches: dict[str, Any] | None = None, bots: str | Sequence[str] = "heuristic",
                 every_burn_chance: bool = False, learner: bool = False) -> None:
        check_seed(seed)
        if preset not in PRESETS:
            raise GoujiError.from_catalogue("unknown-preset", value=str(preset)[:40], allowed=", ".join(PRESETS))
        self.seed = seed
        self.seat = None if seat is None else check_seat(seat, "seat")
        self.preset = preset
        self.switches = dict(switches or {})
        self.rules = Rules.from_spec(preset, self.switches)
        names = [bots] if isinstance(bots, str) else list(bots)
        self.bot_names = [b.name for b in make_bots(names)]
        self.hand_seed = game_seed(seed, 0)
        self.every_burn_chance = bool(every_burn_chance)
        self.learner = bool(learner)
        self.decisions: list[GameAction] = []
        self._queue: list[GameAction] = []
        self._reviews: dict[int, Review] = {}
        self._coach: Coach | None = None          # the review weighed ahead (coach_ahead)
        self._replay()

    @classmethod
    def watch(cls, seed: int, *, preset: str = "outline", switches: dict[str, Any] | None = None,
              bots: str | Sequence[str] = "heuristic") -> "Practice":
        """Six bots play the hand of seed ``seed``, narrated (a class's watch mode)."""
        return cls(seed, None, preset=preset, switches=switches, bots=bots)

    # --- playing the hand ---
    def _bots(self) -> list[Bot]:
        bots: list[Bot] = list(make_bots(self.bot_names))
        if self.seat is not None:
            bots[self.seat - 1] = _ReaderSeat()
        return bots

    def _replay(self) -> None:
        """Play the hand from its seed with the reader's decisions so far, up to the reader's
        next decision or the end (deterministic: the bots' generator is the seed's)."""
        self.events: list[Event] = []
        self.event_of: dict[int, int] = {}       # a history index → the first event it wrote
        self.result: HandResult | None = None
        self._reviews = {}
        self._queue = list(self.decisions)
        asked = frozenset({self.seat}) if self.seat is not None and self.every_burn_chance else frozenset()
        self._deals = HandDeals(self.rules, self.hand_seed, asked=asked)
        self._dealt()
        self._play_on()

    def _dealt(self) -> None:
        """A deal begins (the first, or a redeal): its start is narrated."""
        self.state: GameState | None = self._deals.state
        self._rng: random.Random | None = self._deals.bot_rng
        self.events.extend(start_events(self._deals.state, len(self.events)))

    def _play_on(self) -> None:
        """Play on — the reader's queued decisions, the bots', every one through the judge — up
        to the reader's next decision with none queued (the state says whose decision it is:
        :meth:`GameState.current_player`), or the end of the hand; a deal the state abandons
        (START-1/4) is dealt again by the state itself, and its start narrated."""
        bots = self._bots()
        if self._run(self._deals.state, bots, self._deals.bot_rng):
            self.result = self._deals.result([b.name for b in bots], self.preset)

    def _run(self, state: GameState, bots: Sequence[Bot], rng: random.Random) -> bool:
        """Play on while the state says a bot decides, or the reader with a decision queued;
        ``False`` at the reader's decision with none queued (the state keeps whose decision it
        is) or once :meth:`_halted`, ``True`` when the deal is over."""
        while not state.is_over():
            if self._halted():
                return False
            seat = state.current_player()
            assert seat is not None
            if seat == self.seat:
                if not self._queue:
                    return False
                self._apply(state, self._queue.pop(0), wrong_follow=not self.learner)
            else:
                self._apply(state, bots[seat - 1].act(observe_turn(state), rng))
        return True

    def _halted(self) -> bool:
        """Whether the table stops here though the hand goes on (never, in a practice hand; a
        lesson may stop once it is done)."""
        return False

    def _apply(self, state: GameState, action: Play | GameAction, wrong_follow: bool = False) -> Verdict:
        before = state.clone()
        if isinstance(action, Play):
            action = PlayAction(before.current_player() or 0, action)
        self.event_of.setdefault(len(before.history or ()), len(self.events))
        verdict = state.apply(action, wrong_follow=wrong_follow)
        self.events.extend(narrate(before, action, verdict, state, len(self.events),
                                   reader=self.seat))
        if state.deal_no != before.deal_no:          # the deal was abandoned and dealt again
            self._dealt()
        return verdict

    # --- what the reader sees and does ---
    @property
    def over(self) -> bool:
        """Whether the hand has ended (places and scores known)."""
        return self.result is not None

    @property
    def waiting(self) -> bool:
        """Whether the hand waits for the reader's decision."""
        return self.result is None

    def seen(self) -> Observation | None:
        """What the reader's seat may know now (:meth:`GameState.observation
        <gouji_sim.game.state.GameState.observation>`, without the history): everything the
        page is sent about the table during a hand is built from it (the view, the pause, the
        hints; :mod:`gouji_sim.view.practice_view` says where the whole table may be shown).
        ``None`` once the hand is over, or when nobody reads it (watch mode).

        >>> p = Practice(seed=5, seat=1)
        >>> o = p.seen()
        >>> o.seat, o.own == p.state.hand(1), o.sit.hand(2), Practice.watch(5).seen()
        (1, True, None, None)
        """
        if self.over or self.seat is None or self.state is None:
            return None
        return self.state.observation(self.seat, history=False)

    def options(self) -> list[Option]:
        """The reader's decisions now other than a play of chosen cards (pass, yield, burn,
        decline, revolution, …): the game's own list (:meth:`GameState.other_actions`)."""
        if not self.waiting:
            return []
        assert self.state is not None
        return [Option(i, a) for i, a in enumerate(self.state.other_actions())]

    def judge(self, action: GameAction) -> Verdict:
        """The game's ruling on the reader's ``action`` now (nothing changes)."""
        if not self.waiting or self.seat is None:
            return refuse("game-over", (), text("game-over"), None)
        assert self.state is not None
        return self.state.judge(action)

    def attempt(self, action: GameAction) -> Verdict:
        """The reader's attempt: ruled on by the game; when legal it is played and the bots play
        on up to the reader's next decision. An illegal attempt (also one by another seat)
        changes nothing: the verdict says why, with its clauses — but for a wrong follow
        (:meth:`takes_wrong_follow`), which is taken as the rule says and play moves on."""
        if self.seat is not None and getattr(action, "seat", None) != self.seat:
            return refuse("not-your-seat", ("TURN-3",),
                           text("practice-not-your-seat", seat=getattr(action, "seat", "?"), mine=self.seat),
                           self.state.current_player() if self.state else None)
        verdict = self.judge(action)
        if not verdict.legal and not self.takes_wrong_follow(action, verdict):
            return verdict
        assert self.state is not None
        self.decisions.append(action)
        self._queue = []
        self._apply(self.state, action, wrong_follow=not self.learner)
        self._play_on()
        return verdict

    def takes_wrong_follow(self, action: GameAction, verdict: Verdict) -> bool:
        """Whether the table takes the reader's refused ``action`` (ruled ``verdict``) as a
        wrong follow now: the game says it is one (:meth:`GameState.wrong_follow`, PLAY-6) and
        the learner switch is off."""
        if self.learner or self.state is None or self.over:
            return False
        return self.state.wrong_follow(action, verdict) is not None

    def attempt_cards(self, cards: str | Hand) -> Verdict:
        """The reader plays ``cards`` (notation text, or a hand of them): :meth:`attempt`;
        text that is not cards is refused like any illegal attempt."""
        if self.seat is None:
            return self.judge(Pass(1))
        try:
            hand = Hand.parse(cards) if isinstance(cards, str) else cards
        except GoujiError as err:
            return refuse(err.code, ("CARD-3",), {"zh": err.zh, "en": err.en},
                           self.state.current_player() if self.state else None)
        return self.attempt(PlayAction.of(self.seat, hand))

    def attempt_option(self, index: int) -> Verdict:
        """The reader takes option ``index`` of :meth:`options`."""
        opts = self.options()
        if type(index) is not int or not 0 <= index < len(opts):
            return refuse("no-such-option", (), text("practice-no-such-option", value=str(index)[:20]),
                           self.state.current_player() if self.state else None)
        return self.attempt(opts[index].action)

    def undo(self) -> bool:
        """Take back the reader's last decision (the bots replay from the seed); ``False`` when
        there is none."""
        if not self.decisions:
            return False
        self.decisions.pop()
        self._replay()
        return True

    # --- the end ---
    def places(self) -> list[int] | None:
        """Seats from first to last place once the hand is over (END-1)."""
        return None if self.result is None else list(self.result.places)

    def scores(self) -> dict[str, int] | None:
        """Points per seat once the hand is over (SCORE-1), keyed as in the record."""
        return None if self.result is None else {str(s): v for s, v in self.result.score.seats.items()}

    def record(self) -> dict[str, Any] | None:
        """The hand's record (RECORDS.md) once it is over: ``bots`` names the reader's seat
        ``"reader"``; ``gouji replay`` re-judges every action of it."""
        if self.result is None or self.result.record is None:
            return None
        rec = dict(self.result.record)
        rec["game"] = 0
        rec["practice_seed"] = self.seed     # the seed the table shows; ``seed`` is the deal's
        return rec

    def record_text(self) -> str | None:
        """:meth:`record` as the text ``gouji simulate --out`` writes."""
        rec = self.record()
        return None if rec is None else dumps(rec)

    def review(self, samples: int = REVIEW_SAMPLES) -> Review | None:
        """The coach's review of the reader's seat for the finished hand
        (:func:`gouji_sim.bots.coach.review` on :meth:`record`, the strong bot playing every
        playout, ``samples`` per choice), kept until the hand is played again; ``None`` while
        the hand is not over, or when nobody reads it (watch mode).

        >>> p = Practice.watch(5)
        >>> p.review() is None
        True
        """
        rec = self.record()
        if rec is None or self.seat is None:
            return None
        if samples not in self._reviews:
            self._reviews[samples] = review(rec, self.seat, samples=samples, ahead=self._coach)
        return self._reviews[samples]

    def coach_ahead(self, seconds: float | None = None) -> int:
        """Weigh the reader's decisions so far for :meth:`review` while the hand is played
        (:class:`gouji_sim.bots.weighing.Coach`, fed the hand's history; a decision taken back keeps
        what was weighed before it), for ``seconds`` at most (a few bots' moves at least; ``None``:
        all of it); return how many decisions are left to weigh. The review is the same with
        or without it, only sooner: the page asks for it in slices while the reader thinks.

        >>> p = Practice(seed=5, seat=1)
        >>> p.coach_ahead(0.0)                 # nothing decided yet
        0
        >>> Practice.watch(5).coach_ahead()     # nobody to review
        0
        """
        state = self.state
        if self.seat is None or state is None or state.history is None:
            return 0
        if self._coach is None:
            asked = frozenset({self.seat}) if self.every_burn_chance else frozenset()
            self._coach = Coach(self.rules, None, asked, self.seat, str(self.hand_seed),
                                bot=default_bot(), samples=REVIEW_SAMPLES, threshold=THRESHOLD)
        self._coach.feed(state.history)
        return self._coach.work(seconds)

    def result_dict(self) -> dict[str, Any] | None:
        """``{"places": [...], "scores": {...}}`` as replaying the record gives them (the hand's
        outcome), once the hand is over."""
        if self.result is None:
            return None
        return {"places": list(self.result.places), "scores": self.scores()}


__all__ = ["Option", "Practice", "READER", "REVIEW_SAMPLES", "SEEDS", "check_seed"]
