"""The review of a hand as a reader sees it: the view of a :class:`~gouji_sim.bots.coach.Review`
(the coach, :mod:`gouji_sim.bots.coach`), every sentence from the catalogue in both languages.
``gouji review`` prints its :meth:`ReviewView.lines` or its :meth:`ReviewView.to_dict` (the
JSON form); a page draws the same dictionary.

>>> from gouji_sim.bots.coach import Review
>>> v = review_view(Review(seat=2, bot="heuristic", samples=8, decisions=20, marks=(), points=4))
>>> len(v.marks), v.lines("en")[1]
(0, 'No decision marked: no other choice did clearly better in the playouts.')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.actions import Burn, PlayAction
from ..core.play import Play
from ..game.codec import encode
from ..game.decisions import GameAction
from ..core.messages import LANGS, cards_in, text, worded
from ..bots.coach import Mark, Review
from .hints_view import option_words


def action_words(action: GameAction, phase: str) -> dict[str, str]:
    """A choice in a reader's words: a play as its cards, a burn as its sets, anything else as
    the practice table labels it (:func:`~gouji_sim.view.hints_view.option_words`).

    >>> from gouji_sim.core.play import Play
    >>> action_words(PlayAction(1, Play.parse("9 9 大王")), "play")["en"]
    'play 9 9 Big Joker'
    """
    if isinstance(action, PlayAction):
        return {lang: text("review-play", cards=cards_in(str(action.play), lang))[lang] for lang in LANGS}
    if isinstance(action, Burn):
        sets = " | ".join(str(p) for p in action.sets)
        return {lang: text("review-burn", sets=cards_in(sets, lang))[lang] for lang in LANGS}
    return dict(option_words(action, phase))


def _points(x: float) -> str:
    return f"{x:.1f}"


@dataclass(frozen=True)
class MarkView:
    """One marked decision as a reader sees it: the line (``message``), the reason's sentence
    (``why``, its rulebook ``clauses`` in brackets at the end), and the figures."""

    where: str
    trick: int
    turn: int
    phase: str
    # the two choices (each its action's record form and its words) and the figures
    taken: dict[str, Any]
    better: dict[str, Any]
    loss: float
    noise: float
    taken_value: float
    better_value: float
    reason: str
    clauses: tuple[str, ...]
    why: dict[str, str]
    message: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        return {"where": self.where, "trick": self.trick, "turn": self.turn, "phase": self.phase,
                "taken": self.taken, "better": self.better, "loss": self.loss, "noise": self.noise,
                "taken_value": self.taken_value, "better_value": self.better_value, "reason": self.reason,
                "clauses": list(self.clauses), "why": self.why, **self.message}


@dataclass(frozen=True)
class ReviewView:
    """A hand's review as a reader sees it: the summary and the marks, in the hand's order."""

    seat: int
    bot: str
    samples: int
    threshold: float
    decisions: int
    points: int
    summary: dict[str, str]
    marks: tuple[MarkView, ...]

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``gouji review --json``; the fields are listed on the CLI page)."""
        return {"seat": self.seat, "bot": self.bot, "samples": self.samples, "threshold": self.threshold,
                "decisions": self.decisions, "points": self.points, "summary": self.summary,
                "marks": [m.to_dict() for m in self.marks]}

    def lines(self, lang: str) -> list[str]:
        """The review as text in ``lang``: the summary, then each mark and its reason (or the
        line saying there is none)."""
        out = [self.summary[lang]]
        if not self.marks:
            out.append(text("review-none")[lang])
        for m in self.marks:
            out += [m.message[lang], "  " + worded("review-why", why=m.why)[lang]]
        return out


def _choice(action: GameAction, phase: str) -> dict[str, Any]:
    return {"action": encode(action), **action_words(action, phase)}


def story_words(m: Mark, seat: int) -> dict[str, str]:
    """What this hand shows about a marked decision, from the mark's story
    (:func:`gouji_sim.bots.coach.followed`): the cards played and the big cards they spent, who
    won the trick and what it led next, and whether the seat could answer it.

    >>> from gouji_sim.core.actions import Pass
    >>> m = Mark("history[9]", 9, 2, 3, "play", PlayAction(1, Play.parse("2")), Pass(1), 0, 1, 1, 0, "keep-big",
    ...          (), {"cards": "2", "spent": 1, "held": 1, "winner": 4, "lead": "2 2", "answered": False})
    >>> story_words(m, 1)["en"]
    'You played 2, spending your only big card (a 2 or a joker); then seat 4 won the trick and led 2 2, and you could not answer it.'
    """
    st = m.story
    out = {lang: "" for lang in LANGS}
    if m.reason == "wrong-follow":
        parts = [text("review-story-wrong")]
    elif "cards" in st:
        parts = [{lang: text("review-story-played", cards=cards_in(st["cards"], lang))[lang] for lang in LANGS}]
        if st.get("spent"):
            parts.append(text("review-story-spent-only") if st.get("held") == st["spent"] == 1
                         else text("review-story-spent", spent=st["spent"], held=st.get("held", 0)))
    else:
        parts = [text("review-story-passed")]
    if "winner" in st:
        code = "review-story-then-you" if st["winner"] == seat else "review-story-then"
        parts.append({lang: text(code, winner=st["winner"], lead=cards_in(st["lead"], lang))[lang] for lang in LANGS})
        if st.get("answered") is False and st["winner"] != seat:
            parts.append(text("review-story-no-answer"))
    parts.append(text("review-story-end"))
    for p in parts:
        out = {lang: out[lang] + p[lang] for lang in LANGS}
    return out


def mark_view(m: Mark, seat: int = 0) -> MarkView:
    """The view of one :class:`~gouji_sim.bots.coach.Mark`: its reason names this hand's cards and
    what followed (:func:`story_words`) before the coach's general reason."""
    taken, better = action_words(m.taken, m.phase), action_words(m.better, m.phase)
    clauses = "、".join(m.clauses), ", ".join(m.clauses)
    story = story_words(m, seat)
    general = text(f"review-why-{m.reason}")
    why = {"zh": story["zh"] + general["zh"], "en": f"{story['en']} {general['en']}"}
    if m.clauses:
        why = {"zh": f"{why['zh']}（{clauses[0]}）", "en": f"{why['en']} ({clauses[1]})"}
    noise = _points(m.noise)
    agreed = float(noise) == 0  # "± 0.0" reads oddly: say that the playouts agreed
    code = "review-mark-wrong" if m.reason == "wrong-follow" else "review-mark-agreed" if agreed else "review-mark"
    message = worded(code, trick=m.trick, turn=m.turn, taken=taken, better=better, loss=_points(m.loss), noise=noise)
    return MarkView(m.where, m.trick, m.turn, m.phase, _choice(m.taken, m.phase), _choice(m.better, m.phase),
                    round(m.loss, 3), round(m.noise, 3), round(m.taken_value, 3), round(m.better_value, 3),
                    m.reason, m.clauses, why, message)


def review_view(r: Review) -> ReviewView:
    """The view of a :class:`~gouji_sim.bots.coach.Review`."""
    # the bot named as the practice table names it, in the reader's language
    summary = worded("review-summary", seat=r.seat, decisions=r.decisions, marks=len(r.marks), samples=r.samples,
                     bot=text(f"practice-bots-{r.bot}"), points=r.points)
    return ReviewView(r.seat, r.bot, r.samples, r.threshold, r.decisions, r.points, summary,
                      tuple(mark_view(m, r.seat) for m in r.marks))
