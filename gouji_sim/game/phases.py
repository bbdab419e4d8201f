"""One hand's phases, the events an action leads to, and the table of what comes next — as data.

:class:`~gouji_sim.game.state.GameState` moves a hand on in two halves: what an action does
to the table names an *event* (its table of action kinds is
:data:`gouji_sim.game.state.TAKES`), and :func:`transition` reads :data:`TRANSITIONS` — rows
of (phases, events, a fact) → next — to say what comes next: a phase to enter (``play``), a
*step* for the state to take (:data:`gouji_sim.game.state.STEPS`; each leads to another event,
or enters a phase), or another event to move on from. The API page draws these three tables
when the site is built (:func:`table_markdown`), so the page and the code cannot differ.

>>> transition("bet", "decided", pending=True), transition("answer", "decided")
('stay', 'next-set')
>>> transition("play", "played", gouji=True), transition("play", "passed")
('open-burn-window', 'play')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

# --- the phases (the values of GameState.phase) ---
DEAL = "deal"                   # chance: the deal (a hand from its seed, or a record's deal)
BLIND, START, BUY, MELD, BET = "blind", "start", "buy", "meld", "bet"
PLAY, BURN, ANSWER, OVER = "play", "burn", "answer", "over"
WIND = "wind"                   # the answers to a request to lead afresh (TURN-8 v5, by_consent)
PRELUDE = (BLIND, START, BUY, MELD, BET)
"""The phases before the first lead, in order."""
PHASES = (DEAL,) + PRELUDE + (PLAY, BURN, ANSWER, WIND, OVER)
"""Every phase (each has a catalogue name, ``game-phase-<phase>``)."""

# --- the questions a phase answers (the one home of each: GameState, Observation and the
# views that carry a phase ask these, and no module compares a phase's value; issue 44) ---
def is_chance_node(phase: str) -> bool:
    """Whether the hand waits for its deal (``deal``).

    >>> is_chance_node("deal"), is_chance_node("play")
    (True, False)
    """
    return phase == DEAL


def is_before_first_lead(phase: str) -> bool:
    """Whether the hand is in its decisions before the first lead (预点, redeal or revolution,
    冲三's purchases, the meld, 明点: :data:`PRELUDE`).

    >>> is_before_first_lead("buy"), is_before_first_lead("play")
    (True, False)
    """
    return phase in PRELUDE


def awaits_blind_bets(phase: str) -> bool:
    """Whether seats are declaring 预点 bets (TRIB-4, LOCAL-4)."""
    return phase == BLIND


def awaits_redeal_or_revolution(phase: str) -> bool:
    """Whether a seat may ask for a redeal or revolt (START-1, START-4, LOCAL-1)."""
    return phase == START


def awaits_three_purchases(phase: str) -> bool:
    """Whether seats without a 3 are buying one (冲三, LOCAL-1)."""
    return phase == BUY


def awaits_meld(phase: str) -> bool:
    """Whether the first leader may meld (START-3)."""
    return phase == MELD


def awaits_open_bets(phase: str) -> bool:
    """Whether seats are declaring 明点 bets (TRIB-4, LOCAL-4)."""
    return phase == BET


def in_ordinary_turns(phase: str) -> bool:
    """Whether the hand is in ordinary turns: lead, beat, pass (TURN-1..9)."""
    return phase == PLAY


def is_burn_window(phase: str) -> bool:
    """Whether seats are being asked to burn a gouji play (BURN-1/2)."""
    return phase == BURN


def is_answer_window(phase: str) -> bool:
    """Whether seats are being asked to answer a burning set (BURN-3/4)."""
    return phase == ANSWER


def awaits_wind_answers(phase: str) -> bool:
    """Whether the players are answering a request to lead afresh (接风 by consent, TURN-8 v5)."""
    return phase == WIND


def is_over(phase: str) -> bool:
    """Whether the hand has ended (played out, or its deal abandoned)."""
    return phase == OVER


def decides_with_cards(phase: str) -> bool:
    """Whether the decision now may be taken with cards: a play in ordinary turns, or an
    answer to a burning set (TURN-1..9, BURN-4) — not a burn window's decline or burn, nor a
    decision before the first lead.

    >>> tuple(p for p in PHASES if decides_with_cards(p))
    ('play', 'answer')
    """
    return phase == PLAY or phase == ANSWER


def in_card_play(phase: str) -> bool:
    """Whether the cards are being played: ordinary turns, a burn window or an answer window
    (not before the first lead, not while the players answer a request to lead afresh, nor
    at the deal or the end).

    >>> tuple(p for p in PHASES if in_card_play(p))
    ('play', 'burn', 'answer')
    """
    return phase == PLAY or phase == BURN or phase == ANSWER


QUESTIONS = (is_chance_node, is_before_first_lead, awaits_blind_bets, awaits_redeal_or_revolution,
             awaits_three_purchases, awaits_meld, awaits_open_bets, in_ordinary_turns, is_burn_window,
             is_answer_window, awaits_wind_answers, is_over, decides_with_cards, in_card_play)
"""Every question a phase answers, by name: :class:`~gouji_sim.game.state.GameState` and
:class:`~gouji_sim.game.observation.PhaseQuestions` ask each by the same name."""


# --- what an action did: the events GameState._advance moves on from ---
DEALT = "dealt"                 # the hand is new: nobody has decided yet
DECIDED = "decided"             # the seat at the head of ``pending`` decided (a bet, a decline, …)
ABANDONED = "abandoned"         # a redeal (START-1), a second revolutionary (START-4)
PLAYED = "played"               # cards on the table, in turn or as an answer; nobody played out
PLAYED_OUT = "played-out"       # the same, and the player played out
PASSED = "passed"               # a pass or a yield
BURN_DECLARED = "burn-declared"  # a burn begins (its sets are played by _advance)
BURN_FAILED = "burn-failed"     # 烧糊: the burner sits out (BURN-5, END-2)
WIND_ASKED = "wind-asked"       # a request to lead afresh (TURN-8 v5): its answerers are asked
WIND_REFUSED = "wind-refused"   # an answerer said no: the trick goes on (TURN-8 v5)
# (inside _advance only: what its steps lead to)
SET_PLAYED = "set-played"       # the burner played its next set
NO_ANSWERER = "no-answerer"     # nobody may answer that set: the burner plays on
BURNED_OUT = "burned-out"       # the burn succeeded: the burner played out
OUT_AFTER_PLAY = "out-after-play"  # a seat played out by a play, judged (TRIB-4, LOCAL-2, SCORE-4)
OUT_AFTER_BURN = "out-after-burn"  # a burner played out, judged
NO_BURNER = "no-burner"         # nobody may burn the gouji play
EVENTS = (DEALT, DECIDED, ABANDONED, PLAYED, PLAYED_OUT, PASSED, BURN_DECLARED, BURN_FAILED, SET_PLAYED,
          NO_ANSWERER, BURNED_OUT, OUT_AFTER_PLAY, OUT_AFTER_BURN, NO_BURNER, WIND_ASKED, WIND_REFUSED)
"""Every event :func:`transition` moves on from."""

# --- what _advance does next (the steps transition() names besides a phase to enter) ---
STAY = "stay"                   # the same phase: its next decider decides
NEXT_PRELUDE = "next-prelude"   # the next phase before the first lead that has a decider, else play
ABANDON = "abandon"             # the deal is abandoned (START-1, START-4, LOCAL-1)
END = "end"                     # the hand is over (END-1..3)
NEXT_SET = "next-set"           # the burner plays its next set (BURN-3)
BURN_SUCCEEDS = "burn-succeeds"  # every set played unanswered (BURN-5)
JUDGE_OUT_PLAY = "judge-out-play"  # judge a seat that played out (after a play)
JUDGE_OUT_BURN = "judge-out-burn"  # judge a burner that played out
OPEN_BURN_WINDOW = "open-burn-window"      # ask who burns the gouji play (BURN-1)
OPEN_ANSWER_WINDOW = "open-answer-window"  # ask who answers the set (BURN-4)
OPEN_WIND = "open-wind"         # ask the other players whether the asker leads afresh (TURN-8 v5)
GRANT_WIND = "grant-wind"       # all agreed: the trick ends, the asker leads (TURN-8 v5)
STEP_NAMES = (NEXT_PRELUDE, ABANDON, END, NEXT_SET, BURN_SUCCEEDS, JUDGE_OUT_PLAY, JUDGE_OUT_BURN,
         OPEN_BURN_WINDOW, OPEN_ANSWER_WINDOW, OPEN_WIND, GRANT_WIND)
"""Every step :func:`transition` names for the state to take (``stay`` and ``play`` are not steps)."""

FACTS = ("pending", "one_left", "gouji", "sets_left")
"""The facts of the table :func:`transition` is told: someone is still to decide in this phase
or window; END-1, at most one seat still plays; a gouji play is on top (BURN-1); the burner has
sets still to play (BURN-3)."""


@dataclass(frozen=True)
class Row:
    """One row of :data:`TRANSITIONS`: in ``phases`` (empty: any phase), after one of
    ``events`` (empty: any event), ``then`` — or, when ``fact`` is named and false,
    ``otherwise``; an ``otherwise`` of ``None`` reads on to the next row. ``clauses``: the
    rules behind the row."""

    phases: tuple[str, ...]
    events: tuple[str, ...]
    then: str
    fact: str | None = None
    otherwise: str | None = None
    clauses: tuple[str, ...] = ()

    def applies(self, phase: str, event: str) -> bool:
        """Whether the row speaks of ``event`` in ``phase``.

        >>> Row((BURN,), (DECIDED,), PLAY).applies("burn", "decided")
        True
        """
        return (not self.phases or phase in self.phases) and (not self.events or event in self.events)


TRANSITIONS: tuple[Row, ...] = (
    Row((), (ABANDONED,), ABANDON, clauses=("START-1", "START-4", "LOCAL-1")),
    Row(PRELUDE, (), STAY, "pending", NEXT_PRELUDE),
    Row((BURN,), (BURN_FAILED,), END, "one_left", DECIDED, ("BURN-5", "END-2")),   # as a decline
    Row((), (BURN_FAILED,), END, "one_left", PASSED, ("BURN-5", "END-2")),          # as a pass
    Row((), (WIND_ASKED,), OPEN_WIND, clauses=("TURN-8",)),
    Row((WIND,), (WIND_REFUSED,), PLAY, clauses=("TURN-8",)),                       # the trick goes on
    Row((WIND,), (), STAY, "pending", GRANT_WIND, ("TURN-8",)),                     # a yes
    Row((BURN,), (DECIDED,), STAY, "pending", PLAY, ("BURN-1",)),                   # nobody burns
    Row((), (DECIDED,), STAY, "pending", NEXT_SET, ("BURN-3", "BURN-4")),           # nobody answers
    Row((), (BURN_DECLARED, NO_ANSWERER), NEXT_SET, clauses=("BURN-3",)),
    Row((), (SET_PLAYED,), OPEN_ANSWER_WINDOW, "sets_left", BURN_SUCCEEDS, ("BURN-4", "BURN-5")),
    Row((), (PLAYED_OUT,), JUDGE_OUT_PLAY, clauses=("TRIB-4", "LOCAL-2", "SCORE-4")),
    Row((), (BURNED_OUT,), JUDGE_OUT_BURN, clauses=("TRIB-4", "LOCAL-2", "SCORE-4")),
    Row((), (OUT_AFTER_PLAY, OUT_AFTER_BURN), END, "one_left", clauses=("END-1",)),
    Row((), (PLAYED, OUT_AFTER_PLAY), OPEN_BURN_WINDOW, "gouji", clauses=("BURN-1",)),
    Row((), (), PLAY),
)
"""The table of what comes next, read from the top: the first row that speaks of the phase and
the event, and whose fact (if any) holds, gives the answer; a row whose fact is false gives its
``otherwise``, or leaves the question to the rows below."""


def _compile(rows: tuple[Row, ...]) -> dict[tuple[str, str], tuple[tuple[int, str, str | None], ...]]:
    """Each (phase, event) with the rows that speak of it, cut after the first that always
    answers: ``(the fact's place in FACTS or -1, then, otherwise)``."""
    out: dict[tuple[str, str], tuple[tuple[int, str, str | None], ...]] = {}
    for phase in PHASES:
        for event in EVENTS:
            chain: list[tuple[int, str, str | None]] = []
            for row in rows:
                if row.applies(phase, event):
                    chain.append((-1 if row.fact is None else FACTS.index(row.fact), row.then, row.otherwise))
                    if row.fact is None or row.otherwise is not None:
                        break
            out[(phase, event)] = tuple(chain)
    return out


_CHAINS = _compile(TRANSITIONS)


def transition(phase: str, event: str, *, pending: bool = False, one_left: bool = False,
               gouji: bool = False, sets_left: bool = False) -> str:
    """The dispatcher's one rule, a pure function: after ``event`` in ``phase``, what comes
    next — a phase to enter (``play``), one of the :data:`STEP_NAMES`, ``stay``, or another event to
    move on from — as :data:`TRANSITIONS` says. The :data:`FACTS` it needs are given.

    >>> transition("burn", "burn-failed", one_left=True), transition("burn", "burn-failed")
    ('end', 'decided')
    """
    facts = (pending, one_left, gouji, sets_left)
    for fact, then, otherwise in _CHAINS[(phase, event)]:
        if fact < 0 or facts[fact]:
            return then
        if otherwise is not None:
            return otherwise
    raise AssertionError(f"no row for {event} in {phase}")      # the last row answers everything


def _names(values: Iterable[str], anything: str) -> str:
    return ", ".join(f"`{v}`" for v in values) or anything


def table_markdown(takes: Iterable[tuple[str, tuple[str, ...]]] = (),
                   steps: Iterable[tuple[str, str, tuple[str, ...]]] = ()) -> str:
    """The phase diagram as Markdown tables: what each action kind leads to (``takes``: a kind
    and its events), then :data:`TRANSITIONS` row by row, then what each step does (``steps``:
    a step, what it does, the events it may lead to). The API page shows it, drawn when the
    site is built (``docs/hooks.py``).

    >>> lines = table_markdown().splitlines()
    >>> lines[0], len(lines) == len(TRANSITIONS) + 2
    ('| phase | event | if | then | otherwise | rules |', True)
    """
    out: list[str] = []
    takes, steps = list(takes), list(steps)
    if takes:
        out += ["| action | events |", "| --- | --- |"]
        out += [f"| {kind} | {_names(events, '')} |" for kind, events in takes]
        out.append("")
    out += ["| phase | event | if | then | otherwise | rules |", "| --- | --- | --- | --- | --- | --- |"]
    for row in TRANSITIONS:
        otherwise = "" if row.fact is None else (f"`{row.otherwise}`" if row.otherwise else "the rows below")
        out.append(f"| {_names(row.phases, 'any')} | {_names(row.events, 'any')} | "
                   f"{'`' + row.fact + '`' if row.fact else ''} | `{row.then}` | {otherwise} | "
                   f"{', '.join(row.clauses)} |")
    if steps:
        out += ["", "| step | what it does | events it may lead to |", "| --- | --- | --- |"]
        out += [f"| `{step}` | {what} | {_names(events, 'none: a phase is entered')} |"
                for step, what, events in steps]
    return "\n".join(out) + "\n"


__all__ = ["QUESTIONS", "awaits_blind_bets", "awaits_meld", "awaits_open_bets", "awaits_redeal_or_revolution",
           "awaits_three_purchases", "awaits_wind_answers", "decides_with_cards", "in_card_play",
           "in_ordinary_turns", "is_answer_window", "is_before_first_lead", "is_burn_window",
           "is_chance_node", "is_over",
           "ABANDON", "ABANDONED", "ANSWER", "BET", "BLIND", "BURN", "BURNED_OUT", "BURN_DECLARED",
           "BURN_FAILED", "BURN_SUCCEEDS", "BUY", "DEAL", "DEALT", "DECIDED", "END", "EVENTS", "FACTS",
           "GRANT_WIND", "JUDGE_OUT_BURN", "JUDGE_OUT_PLAY", "MELD", "NEXT_PRELUDE", "NEXT_SET", "NO_ANSWERER",
           "NO_BURNER", "OPEN_ANSWER_WINDOW", "OPEN_BURN_WINDOW", "OPEN_WIND", "OUT_AFTER_BURN", "OUT_AFTER_PLAY",
           "OVER", "PASSED", "PHASES", "PLAY", "PLAYED", "PLAYED_OUT", "PRELUDE", "Row", "SET_PLAYED", "STAY",
           "START", "STEP_NAMES", "TRANSITIONS", "WIND", "WIND_ASKED", "WIND_REFUSED", "table_markdown", "transition"]
