"""A question as a table asks it, answered in one step: :func:`ask`.

``ask("上家出了五个10，我能烧吗")`` reads the text with :mod:`gouji_sim.game.table_talk`, builds the
table it describes, and asks the one home of each ruling — the judge (:func:`gouji_sim.core.judge.judge`,
``play_fault``, :meth:`Situation.beat_fault <gouji_sim.core.situation.Situation.beat_fault>`,
:meth:`~gouji_sim.core.situation.Situation.burn_fault`, :func:`gouji_sim.core.burn.judge_burn`) for a
trick, the game (:mod:`gouji_sim.game.scoring`, :mod:`gouji_sim.game.tribute`,
:mod:`gouji_sim.game.hand_start`, :mod:`gouji_sim.game.points`) for a hand's start and end. It
never decides a rule itself. The :class:`Answer` says the answer first (``answer``, ``headline``),
then why (the verdict's fields, ``clauses``, ``message``), and what it understood
(``understood``, the canonical line of :func:`gouji_sim.game.notation.line` in the question's
language), what it assumed and what it skipped. A text it cannot read raises :class:`AskError`,
which says what it understood, what is missing, and the nearest questions it can answer.

>>> a = ask("上家出了五个10，我能烧吗")
>>> a.answer, a.headline, a.understood
(True, '能。', '座位1出 10 10 10 10 10，座位2能烧吗？')
>>> a.assumed
['我假定你坐座位 2。']
>>> a = ask("I lead a pair of kings. Can my opposite beat it?", seat=3)
>>> a.answer, a.headline, a.understood
(True, 'Yes.', 'seat 3 leads two Ks, may seat 6 beat it?')
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..core.burn import burn_barrier, burn_grounds, who_burn_grounds
from .case import Case, parse_entry, rules_dict
from ..core.beats import lowest_beating
from ..core.cards import Hand
from ..core.errors import CaseError, GoujiError, LineError, check_arg
from ..core.gouji import gouji_grounds, is_gouji, min_gouji_size
from ..core.judge import beat_barrier, beat_grounds, who_beat_grounds, who_may_beat
from ..core.messages import text, worded as said
from .notation import as_case_dict, line, said_line
from ..core.play import Play
from ..core.rules import Rules
from ..core.situation import Situation
from ..core.table import seats_from
from .hand_talk import HandTalkError, hand_question, topic
from .table_talk import rules_in, Question, Talk, TalkError, language, read_talk
from .table_words import meaning_asked, natural_rules
from ..core.verdict import Verdict

LANGS = ("zh", "en")


@dataclass
class Answer:
    """The answer to one question (see :func:`ask`); :meth:`to_json` is ``gouji ask --json``."""

    question: str
    lang: str
    kind: str
    answer: Any
    headline: str
    understood: str
    clauses: tuple[str, ...] = ()
    message: dict[str, str] = field(default_factory=dict)
    assumed: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    verdict: Verdict | None = None
    case: dict[str, Any] | None = None
    panel: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The verdict's fields (CASES.md) when a play is judged, and ``answer``,
        ``understood``, ``assumed``, ``skipped``, ``kind``, ``headline``, ``panel``, ``lang``,
        ``question``, ``case`` (the case judged, or ``null``)."""
        out: dict[str, Any] = self.verdict.to_dict() if self.verdict is not None else \
            {"clauses": list(self.clauses), "message": dict(self.message)}
        out.update({"question": self.question, "lang": self.lang, "kind": self.kind, "answer": self.answer,
                    "headline": self.headline, "understood": self.understood, "assumed": list(self.assumed),
                    "skipped": list(self.skipped), "panel": self.panel, "case": self.case})
        return out


class AskError(LineError):
    """A question that cannot be answered as said: ``understood`` (the canonical line of
    what was read, per language, or empty), ``missing`` (what is wrong or missing, per
    language) and ``suggestions`` (the nearest questions it can answer, per language). Its
    message says them in players' words, never a character position."""

    def __init__(self, problem: dict[str, str], understood: dict[str, str], suggestions: list[dict[str, str]],
                 code: str = "talk-unreadable", panel: dict[str, Any] | None = None) -> None:
        msg = {lang: text("talk-unreadable", problem=problem[lang].rstrip("。."),
                          understood=understood.get(lang) or text("line-nothing-yet")[lang])[lang]
               for lang in LANGS}
        for lang in LANGS:
            if suggestions:
                msg[lang] += text("talk-suggest", questions=("”“" if lang == "zh" else "”, “").join(
                    s[lang].rstrip("？?") for s in suggestions))[lang]
        super().__init__(code, msg["zh"], msg["en"], 0, understood=bool(understood.get("en")))
        self.missing = problem
        self.said = understood
        self.suggestions = suggestions
        self.panel = panel
        """The Lab panel that fills in what is missing (``{"panel": "score", "state": …}``, as
        :attr:`Answer.panel`), or ``None``."""

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """``{"ok": false, "understood", "missing", "suggestions", "message", "panel"}`` in
        ``lang`` (both languages when ``None``); ``panel`` the Lab panel to fill in, or ``None``."""
        def one(d: Mapping[str, str]) -> Any:
            return d.get(lang, "") if lang else dict(d)
        return {"ok": False, "code": self.code, "understood": one(self.said), "missing": one(self.missing),
                "suggestions": [one(s) for s in self.suggestions], "message": one({"zh": self.zh, "en": self.en}),
                "panel": self.panel}


def _rules(rules: Rules | str | None) -> Rules:
    if rules is None:
        return Rules()
    if isinstance(rules, str):
        return Rules.preset(rules)
    return check_arg(rules, Rules, "rules")


def ask(question: str, *, seat: int | None = None, rules: Rules | str | None = None,
        lang: str | None = None) -> Answer:
    """Answer ``question`` as a table says it (Chinese or English).

    ``seat``: the asker's seat (else one is assumed and said); ``rules``: the house rules (a
    :class:`~gouji_sim.core.rules.Rules` or a preset name; rules the text names win); ``lang``:
    the reply's language (``"zh"``/``"en"``; else the question's). Raises :class:`AskError`
    when the text cannot be read or answered, and :class:`~gouji_sim.core.errors.ArgumentError` for
    an argument of the wrong type.

    >>> ask("座位1出 K K K，2、3都过了，4 A A A 能管吗").headline
    '能。'
    >>> ask("seat 1 leads three 9s, who may beat it?").answer
    [2, 3, 4, 5, 6]
    """
    check_arg(question, str, "question")
    if seat is not None:
        check_arg(seat, int, "seat")
        if not 1 <= seat <= 6:
            raise AskError(text("line-bad-seat", value=seat), {}, [])
    if lang is not None and lang not in LANGS:
        raise AskError(text("talk-bad-lang", lang=str(lang)[:20]), {}, [])
    house = _rules(rules)
    reply = lang or language(question)
    try:
        said_rules, said = rules_in(question)
    except TalkError as err:
        raise AskError(err.problem, {}, _suggestions(None, reply)) from None
    if said_rules is not None and said_rules["preset"] is None:      # "with tribute on": on top of the house's
        house = house.with_switches(**said_rules["switches"])
    elif said_rules is not None:              # the rules the text names win over the caller's
        house = Rules.from_spec(said_rules["preset"], said_rules["switches"])
    named = natural_rules(question)
    told = named[1] if named[0] is not None and named[0] == said_rules else ""
    word = meaning_asked(said)
    if word is not None:                      # "开点是什么意思": a word's meaning, not a table's ruling
        raise AskError(text("talk-meaning", word=word), {}, _suggestions(None, reply, house, said), code="talk-meaning")
    answer = _answered(said, seat, house, reply, question.strip() if told else said)
    answer.question = question.strip()          # as typed, the rules it names included
    if told:                                    # "with tribute on": the rules read, in the table's words
        answer.assumed.insert(0, text("talk-rules-said", said=told)[reply])
    return answer


def _answered(said: str, seat: int | None, house: Rules, reply: str, hand_said: str) -> Answer:
    """:func:`ask`'s answer to ``said`` (the text without the rules it names): a question about
    a trick, or one about a whole hand, read from ``hand_said`` (the rules a table names in its
    own words left in: "with tribute on" is also what the question is about)."""
    about_hand = topic(said)
    try:
        talk = read_talk(said, seat, house.deck)
    except TalkError as err:
        if about_hand is not None and err.code == "talk-unknown-word":
            trick = _trick_beside_topic(said, seat, house, reply)
            return trick if trick is not None else _hand(said, seat, house, reply)
        if topic(hand_said) is not None and err.code == "talk-unknown-word":
            return _hand(hand_said, seat, house, reply)    # "with tribute on, the last place gives how many?"
        raise _unread(err, seat, house, reply) from None
    except GoujiError as err:
        raise AskError({"zh": err.zh, "en": err.en}, {}, _suggestions(None, reply)) from None
    takes_over = talk.finished and talk.question is not None and talk.question.kind == "who-next"
    if about_hand is not None and not talk.trick and not takes_over and \
            (talk.question is None or talk.question.action is None):
        return _hand(said, seat, house, reply)
    return _Answering(talk, house, reply).run()


#: The clauses of a text, each with its closing mark.
_CLAUSE = re.compile(r"[^，,。;；？?！!]+[，,。;；？?！!]*")


def _trick_beside_topic(said: str, seat: int | None, house: Rules, reply: str) -> Answer | None:
    """The answer about a trick that a text asks beside a clause naming a hand's topic
    ("上家出五个10，我能烧吗？我们这里有进贡"): the text without the clauses that name a topic,
    when it reads as a trick and a question about it, with those clauses said as skipped;
    else ``None`` (the text is about the hand). Before, the topic's word alone made it a
    question about tribute ("这套规则不进贡")."""
    clauses = _CLAUSE.findall(said)
    rest = "".join(c for c in clauses if topic(c) is None)
    dropped = [c.strip(" ，,。;；？?！!") for c in clauses if topic(c) is not None]
    if not rest.strip() or not dropped:
        return None
    try:
        talk = read_talk(rest, seat, house.deck)
    except GoujiError:
        return None
    if not talk.trick or talk.question is None:
        return None
    talk.skipped += tuple(dropped)
    return _Answering(talk, house, reply).run()


def _unread(err: TalkError, seat: int | None, rules: Rules, lang: str) -> AskError:
    """The error for a text read only in part: what the clauses before the one that could
    not be read say — with the words of that clause before the word not known, where they
    read, else up to the clause before — and questions about that table.

    >>> try:
    ...     ask("seat 1 leads five 10s seat 2 dances")
    ... except AskError as err:
    ...     print(err.said["en"])
    seat 1 leads five 10s
    """
    talk = None
    tried = [p for p in (err.read_in_part, err.read_before) if p]
    for part in tried:                           # grows by one at most per part: at most 4 reads
        if len(tried) > 4:
            break
        try:
            talk = read_talk(part, seat, rules.deck)
        except TalkError as again:               # the part read up to where it stops in turn
            if again.read_before and again.read_before not in tried:
                tried.insert(tried.index(part) + 1, again.read_before)
            continue
        except GoujiError:
            continue
        if talk.trick or talk.hands or talk.finished:
            break
    if talk is None or not (talk.trick or talk.hands or talk.finished):
        return AskError(err.problem, {}, _suggestions(None, lang, rules))
    parts = talk.case_parts(rules_dict(rules))
    return AskError(err.problem, {lg: said_line(parts, lg) for lg in LANGS}, _suggestions(talk, lang, rules))


def _hand(question: str, seat: int | None, rules: Rules, lang: str) -> Answer:
    """A question about a hand's start or end (:mod:`gouji_sim.game.hand_talk`)."""
    try:
        got = hand_question(question, seat, rules, lang)
    except HandTalkError as err:
        raise AskError(err.problem, {}, _suggestions(None, lang, rules, question), panel=err.panel) from None
    assumed = [said(code, **params)[lang] for code, params in got.assumed]
    if seat is not None:
        assumed = [a for a in assumed if a != said("talk-assumed-asker", seat=seat)[lang]]
    return Answer(question.strip(), lang, got.kind, got.answer, got.headline[lang],
                  got.understood[lang], got.clauses, dict(got.message), assumed, [], None, None, got.panel)


class _Answering:
    """One question answered: the table built from the talk, the floor asked."""

    def __init__(self, talk: Talk, rules: Rules, lang: str) -> None:
        self.talk, self.rules, self.lang = talk, rules, lang
        self.parts = talk.case_parts(rules_dict(rules))

    # --- what was understood ---
    def said(self, d: Mapping[str, Any]) -> dict[str, str]:
        return {lg: said_line(d, lg) for lg in LANGS}

    def fail(self, problem: dict[str, str], d: Mapping[str, Any] | None = None) -> AskError:
        d = self.parts if d is None else d
        understood = self.said(d) if d.get("trick") or d.get("hands") or d.get("finished") else {}
        return AskError(problem, understood, _suggestions(self.talk, self.lang, self.rules))

    def assumed(self) -> list[str]:
        return [said(code, **params)[self.lang] for code, params in self.talk.assumed]

    def answer(self, kind: str, value: Any, headline: dict[str, str], understood: dict[str, str],
               clauses: tuple[str, ...], message: dict[str, str], verdict: Verdict | None = None,
               case: dict[str, Any] | None = None, panel: dict[str, Any] | None = None) -> Answer:
        return Answer(self.talk.text, self.lang, kind, value, headline[self.lang], understood[self.lang],
                      tuple(clauses), dict(message), self.assumed(), list(self.talk.skipped), verdict, case, panel)

    # --- the table ---
    def burns_in_play(self) -> None:
        """A burn said whole in the trick, with a question after it (``…拿 J J J J J、小王 8 8、9 9 9
        烧，座位6能管吗``): the table is taken at the burn's first set on top (BURN-3, BURN-4),
        and the answer says so."""
        trick = self.parts["trick"]
        for i, e in enumerate(trick):
            if isinstance(e.get("burn"), list):
                trick[i] = {"seat": e["seat"], "play": e["burn"][0], "burn": True}
                self.talk.assumed.append(("talk-assumed-first-set", {"seat": e["seat"], "cards": e["burn"][0]}))

    def case(self, action: dict[str, Any], responses: list[dict[str, Any]] | None = None) -> Case:
        self.burns_in_play()
        d = dict(self.parts, action=action)
        if responses:
            d["responses"] = responses
        try:
            return Case.from_dict(d)
        except CaseError as err:
            raise self.fail(_players_words(err), dict(self.parts, trick=self.parts["trick"] + [action])) from None

    def situation(self) -> Situation:
        self.burns_in_play()
        try:
            trick = [parse_entry(e, f"trick[{i}]") for i, e in enumerate(self.parts["trick"])]
            return Situation.build(self.rules, {int(k): v for k, v in self.parts["hands"].items()},
                                   {int(k): v for k, v in self.parts["counts"].items()}, self.parts["finished"], trick)
        except GoujiError as err:
            raise self.fail(_players_words(err)) from None

    def run(self) -> Answer:
        q = self.talk.question
        if q is None:
            return self.q_legal(Question("legal"))
        if self.parts["trick"] and "play" not in self.parts["trick"][0] and "burn" not in self.parts["trick"][0]:
            raise self.fail(text("talk-no-lead"))
        if not self.parts["trick"] and q.kind == "who-next" and self.parts["finished"]:
            self.last_play_unbeaten()
        elif q.kind == "who-next" and self.finished_on_top():
            self.nobody_beat_it()
        if not self.parts["trick"] and q.kind not in ("play", "pass", "yield", "cards", "gouji", "gouji-size", "burn-outcome") and \
                not (q.kind == "burn" and self.talk.responses):
            raise self.fail(text("talk-no-table"))
        guessed = q.seat == -1 or any(code == "talk-assumed-asker" for code, _ in self.talk.assumed)
        if not self.parts["trick"] and q.kind in ("pass", "yield") and guessed:
            raise self.fail(text("talk-no-table"))   # "要扣牌吗？": close what? (no table, a seat guessed)
        if q.seat == -1:
            q.seat = self.next_seat()
            if q.action is not None:
                q.action["seat"] = q.seat
        handler: Callable[[Question], Answer] | None = getattr(self, "q_" + q.kind.replace("-", "_"), None)
        if handler is None:
            raise self.fail(text("talk-cannot-answer"))
        return handler(q)

    def last_play_unbeaten(self) -> None:
        """A seat said to have finished and no play said ("下家出完了，谁接风"): its last play is
        taken as a single 5 that nobody beat, each unfinished seat after it passing, so that the
        judge says who takes over (接风, TURN-8); the answer says what was assumed."""
        seat = self.parts["finished"].pop()
        self.parts["counts"][str(seat)] = 0
        out = set(self.parts["finished"]) | {seat}
        self.parts["trick"] = [{"seat": seat, "play": "5"}] + [
            {"seat": s, "pass": True} for s in seats_from(seat) if s not in out]
        self.talk.assumed.append(("talk-assumed-last-unbeaten", {"seat": seat}))

    def finished_on_top(self) -> bool:
        """Whether the last thing said is a seat's last play ("座位1出完了，最后一手是三个K")."""
        trick = self.parts["trick"]
        return bool(trick) and "play" in trick[-1] and "burn" not in trick[-1] \
            and self.parts["counts"].get(str(trick[-1]["seat"])) == 0

    def nobody_beat_it(self) -> None:
        """"座位1出完了，最后一手是三个K，谁接风": who takes over asks what happens when nobody
        beats that last play, so every seat whose turn comes passes until the trick closes
        (TURN-6), the judge then naming who takes over (接风, TURN-8); the answer says so."""
        seat = self.parts["trick"][-1]["seat"]
        for _ in range(6):
            s = self.situation()
            nxt = s.to_move()
            if nxt is None or s.is_closed():
                break
            self.parts["trick"].append({"seat": nxt, "pass": True})
        self.talk.assumed.append(("talk-assumed-nobody-beat", {"seat": seat}))

    def next_seat(self) -> int:
        s = self.situation()
        nxt = s.to_move()
        seat = nxt if nxt is not None else 1
        self.talk.assumed.append(("talk-assumed-next-seat", {"seat": seat}))
        self.talk.assumed = [a for a in self.talk.assumed if a[0] != "talk-assumed-next"]
        return seat

    # --- a play judged ---
    def judged(self, kind: str, action: dict[str, Any], responses: list[dict[str, Any]],
               value: Callable[[Verdict], Any] | None = None) -> Answer:
        case = self.case(action, responses)
        v = case.judge()
        got = v.legal if value is None else value(v)
        d = as_case_dict(case)
        head = _outcome(v) if kind == "burn-outcome" or not isinstance(got, bool) else _yes_no(got)
        return self.answer(kind, got, head,
                           {lg: line(case, lg) for lg in LANGS}, v.clauses, v.message, v, d)

    def q_play(self, q: Question) -> Answer:
        assert q.action is not None
        return self.judged("play", q.action, [])

    def q_pass(self, q: Question) -> Answer:
        assert q.action is not None
        return self.judged("pass", q.action, [])

    def q_yield(self, q: Question) -> Answer:
        assert q.action is not None
        return self.judged("yield", q.action, [])

    def q_burn(self, q: Question) -> Answer:
        assert q.action is not None
        return self.judged("burn", q.action, q.responses)

    def q_legal(self, q: Question) -> Answer:
        if not self.parts["trick"]:
            raise self.fail(text("talk-no-question"))
        *rest, last = self.parts["trick"]
        self.parts["trick"] = rest
        if last.get("burn") is True:          # one set said: the burn declared with it
            last = {"seat": last["seat"], "burn": [last["play"]]}
        return self.judged("legal", last, self.talk.responses if "burn" in last else [])

    def q_cards(self, q: Question) -> Answer:
        """Cards alone (``大王 8 8 能管 9 9 9 吗``), or cards against cards with no play said
        before (``我能用三个A管三个K吗``, ``q.seat_said``): the earlier play led by seat 1, the later
        by the seat the judge says acts on it — the next, or the opposite of a gouji or dead
        play (GOUJI-2, BEAT-5) — said in ``assumed``."""
        assert self.talk.cards_asked is not None
        later, earlier = self.talk.cards_asked
        lead = self.case({"seat": 1, "play": str(earlier)}).judge()
        seat = lead.responders[0] if lead.responders else 2
        why = "line-assumed-next"
        if seat != 2 and lead.play is not None:
            why = "line-assumed-dead" if lead.play.dead else "line-assumed-opposite"
        said = {"earlier": 1, "later": seat, "first": earlier, "second": later, "why": text(why, seat=seat)}
        if not q.seat_said:
            self.talk.assumed.append(("line-assumed", said))
        else:          # "can I beat Y with X": a seat was said, but no play before; cards against cards
            self.talk.assumed[:] = [a for a in self.talk.assumed if a[0] != "talk-assumed-asker"]
            self.talk.assumed.append(("talk-assumed-cards", said))
        self.parts["trick"] = [{"seat": 1, "play": str(earlier)}]
        return self.judged("cards", {"seat": seat, "play": str(later)}, [])

    def q_gouji(self, q: Question) -> Answer:
        """Cards alone asked as a gouji play or not (``三个Q算够级吗``): GOUJI-1's one home,
        :func:`gouji_sim.core.gouji.is_gouji`, and the clauses it rests on."""
        assert self.talk.cards_asked is not None
        try:
            play = Play.from_hand(self.talk.cards_asked[0])
        except GoujiError as err:
            raise self.fail(_players_words(err)) from None
        yes = is_gouji(play, self.rules)
        cards = str(play)
        if yes:
            msg = text("talk-gouji-yes", cards=cards)
        elif play.big:
            msg = text("talk-gouji-no-big", cards=cards)
        else:
            need = min_gouji_size(play.base, self.rules) if play.base is not None else None
            msg = text("talk-gouji-no", cards=cards, n=need) if need else text("talk-gouji-no-low", cards=cards)
        return self.answer("gouji", yes, text("talk-is" if yes else "talk-is-not"), text("talk-q-gouji", cards=cards),
                           gouji_grounds(play, self.rules), msg)

    def q_gouji_size(self, q: Question) -> Answer:
        """How many cards of a rank make a gouji play (``10要几张才算够级``, ``how many jacks make
        a gouji play?``): the fewest for which :func:`~gouji_sim.core.gouji.is_gouji`, GOUJI-1's
        one home, says yes (``None``: no number of them without a joker)."""
        assert self.talk.cards_asked is not None
        rank = next(iter(self.talk.cards_asked[0]))
        plays = [Play.from_hand(Hand.from_counts({rank: n})) for n in range(1, _MOST_OF_A_RANK + 1)]
        need = next((p.size for p in plays if is_gouji(p, self.rules)), None)
        one = str(plays[0])
        if need is not None:
            head, msg = text("talk-gouji-size", n=need), text("talk-gouji-size-is", rank=one, n=need)
        elif plays[0].big:
            head, msg = text("talk-gouji-size-never-big"), text("talk-gouji-no-big", cards=one)
        else:
            head, msg = text("talk-gouji-size-never"), text("talk-gouji-size-low", rank=one)
        return self.answer("gouji-size", need, head, text("talk-q-gouji-size", rank=one),
                           gouji_grounds(plays[(need or 1) - 1], self.rules), msg)

    def q_burn_outcome(self, q: Question) -> Answer:
        trick = self.parts["trick"]
        at = max(i for i, e in enumerate(trick) if "burn" in e)
        burn = trick[at]
        sets = burn["burn"] if isinstance(burn["burn"], list) else [burn["play"]]
        self.parts["trick"] = trick[:at]
        responses = list(q.responses) + [dict(r) for r in self.talk_responses()] + self.sets_answered(trick[at + 1:], sets)
        want = _wanted_outcome(self.talk.text)
        return self.judged("burn-outcome", {"seat": burn["seat"], "burn": sets}, responses,
                           lambda v: v.burn == want)

    def sets_answered(self, said: list[dict[str, Any]], sets: list[str]) -> list[dict[str, Any]]:
        """Plays said after a burn ("座位6管了小王88"): a seat beat the burning set it names with
        cards not said, taken as the lowest play that beats that set (BURN-4: who answered, not
        with what, decides whether the burn is released), and the answer says so. Passes said
        there change nothing; a play that names no burning set cannot be placed and is refused."""
        out: list[dict[str, Any]] = []
        named = {str(Hand.parse(cards)): k for k, cards in enumerate(sets)}
        for entry in said:
            if "play" not in entry:
                continue
            k = named.get(str(Hand.parse(entry["play"])))
            answer = None if k is None else lowest_beating(Play.parse(sets[k]), self.rules)
            if k is None or answer is None:
                raise self.fail(text("talk-burn-answer-unplaced", seat=entry["seat"], cards=entry["play"]))
            out.append({"after_set": k + 1, "seat": entry["seat"], "play": str(answer)})
            self.talk.assumed.append(("talk-assumed-answer", {"seat": entry["seat"], "set": sets[k],
                                                              "cards": str(answer)}))
        return out

    def talk_responses(self) -> list[dict[str, Any]]:
        return list(self.talk.responses)

    # --- a seat's position ---
    def position(self, kind: str, seat: int, why: tuple[tuple[str, ...], dict[str, str]] | None, ok_code: str,
                 ok_clauses: tuple[str, ...]) -> Answer:
        """May ``seat`` beat / burn: the floor's barrier ``why`` (clauses, sentence) when it
        may not, else ``ok_clauses`` (the floor's grounds)."""
        asked = {"zh": text(f"talk-q-{kind}", seat=seat)["zh"], "en": text(f"talk-q-{kind}", seat=seat)["en"]}
        understood = {lg: _joined(said_line(self.parts, lg), asked[lg], lg) for lg in LANGS}
        if why is None:
            return self.answer(kind, True, _yes_no(True), understood, ok_clauses, text(ok_code, seat=seat))
        clauses, message = why
        return self.answer(kind, False, _yes_no(False), understood, clauses, message)

    def q_may_beat(self, q: Question) -> Answer:
        assert q.seat is not None
        s = self.situation()
        if s.trick_state.top is None:
            raise self.fail(text("talk-nothing-to-beat"))
        return self.position("may-beat", q.seat, beat_barrier(s, q.seat), "talk-ok-beat", beat_grounds(s, q.seat))

    def q_may_burn(self, q: Question) -> Answer:
        assert q.seat is not None
        s = self.situation()
        return self.position("may-burn", q.seat, burn_barrier(s, q.seat), "talk-ok-burn", burn_grounds(s, q.seat))

    def who(self, kind: str, seats: tuple[int, ...], clauses: tuple[str, ...],
            why_nobody: dict[str, str] | None = None) -> Answer:
        asked = text(f"talk-q-{kind}")
        understood = {lg: _joined(said_line(self.parts, lg), asked[lg], lg) for lg in LANGS}
        head = text("talk-who", seats=_seats(seats, "zh")) if seats else text("talk-nobody")
        head = {"zh": head["zh"], "en": text("talk-who", seats=_seats(seats, "en"))["en"] if seats else head["en"]}
        return self.answer(kind, list(seats), head, understood, clauses, why_nobody if not seats and why_nobody else head)

    def q_who_beat(self, q: Question) -> Answer:
        s = self.situation()
        top = s.trick_state.top_seat
        if s.trick_state.top is None or top is None:
            raise self.fail(text("talk-nothing-to-beat"))
        seats = who_may_beat(s)
        barrier = None if seats else next((b for x in seats_from(top) if s.is_active(x)
                                           for b in (beat_barrier(s, x),) if b is not None), None)
        return self.who("who-beat", seats, who_beat_grounds(s), barrier[1] if barrier else None)

    def q_who_burn(self, q: Question) -> Answer:
        s = self.situation()
        return self.who("who-burn", s.burners(), who_burn_grounds(s))

    def closes(self, last: dict[str, Any], legal: bool) -> bool:
        """Whether the trick as said, ``last`` included, has ended (TURN-6): then the next seat
        leads; else it only has the turn in the same trick."""
        if not legal:
            return False
        said, self.parts["trick"] = self.parts["trick"], self.parts["trick"] + [last]
        try:
            return self.situation().is_closed()
        finally:
            self.parts["trick"] = said

    def q_who_next(self, q: Question) -> Answer:
        if not self.parts["trick"]:
            raise self.fail(text("talk-cannot-answer"))
        *rest, last = self.parts["trick"]
        self.parts["trick"] = rest
        case = self.case(last)
        v = case.judge()
        head = text("talk-nobody") if v.next is None else \
            text("talk-next" if self.closes(last, v.legal) else "talk-turn", seat=v.next)
        asked = text("talk-q-who-next")
        understood = {lg: _joined(line(case, lg)[:-1], asked[lg], lg) for lg in LANGS}
        return self.answer("who-next", v.next, head, understood, v.clauses, v.message, v, as_case_dict(case))


_MOST_OF_A_RANK = 16
"""The most cards of one rank a play may hold (four packs of four suits, CARD-1)."""


def _players_words(err: GoujiError) -> dict[str, str]:
    """A case's error as a player reads it: without the case file's field name in front
    (``action.play：3 出现了 20 张…`` → ``3 出现了 20 张…``)."""
    field = getattr(err, "field", "")
    out = {"zh": err.zh, "en": err.en}
    if field:
        out = {"zh": err.zh.removeprefix(f"{field}："), "en": err.en.removeprefix(f"{field}: ")}
    return out


def _joined(said: str, asked: str, lang: str) -> str:
    if not said:
        return asked
    return said + ("，" if lang == "zh" else ", ") + asked


def _seats(seats: tuple[int, ...] | list[int], lang: str) -> str:
    return "、".join(map(str, seats)) if lang == "zh" else ", ".join(map(str, seats))


def _yes_no(value: bool) -> dict[str, str]:
    return text("talk-yes" if value else "talk-no")


def _outcome(v: Verdict) -> dict[str, str]:
    return text(f"talk-burn-{v.burn}") if v.burn else _yes_no(v.legal)


def _wanted_outcome(said: str) -> str:
    low = said.lower()
    if "解除" in said or "解烧" in said or "release" in low:
        return "released"
    if "烧糊" in said or "烧死" in said or "fail" in low:
        return "failed"
    return "succeeded"


_CHECKING: list[bool] = []
"""Set while the suggestions of an error are checked by answering them (no suggestions then)."""
_TOPIC_SUGGESTIONS = {"score": "talk-suggest-score", "negative": "talk-suggest-negative",
                      "tribute": "talk-suggest-tribute", "opening": "talk-suggest-opening",
                      "revolution": "talk-suggest-revolution", "redeal": "talk-suggest-redeal",
                      "lead": "talk-suggest-lead"}


def _suggestions(talk: Talk | None, lang: str, rules: Rules | None = None,
                 question: str = "") -> list[dict[str, str]]:
    """The nearest questions it can answer, each checked by answering it: about the table
    understood (who may beat, who acts next, may the next seat burn), else about the topic
    the text names, else examples."""
    rules = rules or Rules()
    out: list[dict[str, str]] = []
    if talk is not None and talk.trick:
        parts = talk.case_parts(rules_dict(rules))
        said_now = {lg: said_line(parts, lg) for lg in LANGS}
        for code in ("talk-q-who-beat", "talk-q-who-next", "talk-q-who-burn"):
            out.append({lg: _joined(said_now[lg], text(code)[lg], lg) for lg in LANGS})
    elif question and topic(question) in _TOPIC_SUGGESTIONS:
        out.append(text(_TOPIC_SUGGESTIONS[str(topic(question))]))
    out += [text("talk-suggest-burn"), text("talk-suggest-beat"), text("talk-suggest-score")]
    good: list[dict[str, str]] = []
    if _CHECKING:                      # a suggestion being checked: no suggestions of its own
        return good
    _CHECKING.append(True)
    try:
        for s in out:
            try:
                ask(s[lang], rules=rules, lang=lang)
            except AskError:
                continue
            if s not in good:
                good.append(s)
    finally:
        _CHECKING.pop()
    return good[:3]


__all__ = ["Answer", "AskError", "ask"]
