"""What a seat can do on its turn (RULEBOOK TURN, BURN): play, pass, yield or burn.

The same small immutable values describe the entries of a trick and the action being judged.

>>> PlayAction(3, Play.parse("J J"))
PlayAction(seat=3, play=Play.parse('J J'), burn=False)
>>> Pass(4).to_dict(), Yield(5).to_dict()
({'seat': 4, 'pass': True}, {'seat': 5, 'yield': True})

Every action also has one compact text form that round-trips, as a chess move's UCI text
does (``from_text(a.text()) == a``): its seat, a colon, then the cards — CARD-3's notation
without its spaces, as :meth:`Hand.parse <gouji_sim.core.cards.Hand.parse>` reads it — or the word
of its kind (the game's decisions add theirs, :func:`gouji_sim.game.decisions.action_from_text`):

>>> [a.text() for a in (PlayAction(1, Play.parse("K K K")), Pass(2), Pass(3, wrong=True), Yield(4))]
['1:KKK', '2:pass', '3:wrong', '4:yield']
>>> Burn(5, (Play.parse("K K K"), Play.parse("8 8 小王"), Play.parse("9 9 9"))).text()
'5:burn:KKK/88小王/999'
>>> PlayAction.from_text("1:1010 2"), Pass.from_text("3:wrong")
(PlayAction(seat=1, play=Play.parse('10 10 2'), burn=False), Pass(seat=3, wrong=True))
>>> PlayAction.from_text("7:KKK")
Traceback (most recent call last):
...
gouji_sim.core.errors.ActionTextError: “7:KKK”第 1 个字符：“7”不是座位；动作文字以座位 1 到 6 和冒号开头，如 1:KKK。 / '7:KKK', character 1: '7' is no seat; an action's text starts with its seat, 1 to 6, and a colon, as in 1:KKK.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, TypeVar, Union

from .frozen import picklable
from .cards import Hand
from .errors import ActionTextError, GoujiError, InvalidPlayError, check_arg
from . import action_words  # noqa: F401  (registers the words of the text form)
from .messages import shown, text as words, worded
from .play import Play
from .table import check_seat


def _check_seat(seat: object) -> None:
    """The value classes' seat check (TABLE-1): one comparison in the usual case."""
    if type(seat) is not int or not 1 <= seat <= 6:
        check_seat(seat, "seat")

A = TypeVar("A")
W = TypeVar("W", bound="Written")


class Written:
    """The one home of the text form's methods (``from_text(a.text()) == a``): every action
    class of a hand derives from it. A kind written by its seat and its word alone (``4:yield``,
    ``5:decline``) takes :meth:`text` and :meth:`to_dict` from here; the others write their own.
    :data:`KINDS` holds each kind's word and the example its reading errors show; a family of
    actions names the readers its texts are read with (:meth:`readers`: the trick's here, every
    action of a hand for the game's decisions, :class:`gouji_sim.game.decisions.Decision`).

    >>> Yield(4).text(), Yield(4).to_dict(), Yield.from_text("4:yield")
    ('4:yield', {'seat': 4, 'yield': True}, Yield(seat=4))
    """

    __slots__ = ()      # no ``seat`` declared here: a compiled build would hand the dataclasses
    #                     below its attribute as their field's default (``_seat`` reads it)

    def _seat(self) -> int:
        seat: int = getattr(self, "seat")
        return seat

    def to_dict(self) -> dict[str, Any]:
        """``{"seat": 4, "yield": true}``: the seat and the kind's word (the codec's form)."""
        return {"seat": self._seat(), KINDS[type(self)][0]: True}

    def text(self) -> str:
        """``4:yield``: the seat, a colon and the kind's word."""
        return f"{self._seat()}:{KINDS[type(self)][0]}"

    @classmethod
    def readers(cls) -> Mapping[str, "Reader"]:
        """The readers this family's texts are read with (:data:`TRICK_READERS`)."""
        return TRICK_READERS

    @classmethod
    def from_text(cls: type[W], source: object) -> W:
        """The action of this kind that ``source`` writes (:meth:`text`); an
        :class:`~gouji_sim.core.errors.ActionTextError` if none, or if it writes another kind
        (naming how this kind is written, :data:`KINDS`).

        >>> PlayAction.from_text("2:JJ小王")
        PlayAction(seat=2, play=Play.parse('J J 小王'), burn=False)
        """
        return one_of(cls, source, cls.readers(), KINDS[cls][1])


@dataclass(frozen=True, slots=True)
class PlayAction(Written):
    """A play by ``seat``; ``burn`` marks the first set of a burn inside a trick.

    ``play`` may be a :class:`Hand` of cards that form no play: the judge rules it illegal (PLAY-1).
    """

    seat: int
    play: "Play | Hand"
    burn: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        if type(self.play) is not Play and not isinstance(self.play, (Play, Hand)):
            check_arg(self.play, (Play, Hand), "play")
        if type(self.burn) is not bool:
            check_arg(self.burn, bool, "burn")

    @classmethod
    def of(cls, seat: int, cards: Hand) -> "PlayAction":
        """``seat`` playing ``cards``: as a :class:`Play` when they form one, else as the cards.

        >>> PlayAction.of(2, Hand.parse("J J")).play, PlayAction.of(2, Hand.parse("8 9")).play
        (Play.parse('J J'), Hand.parse('8 9'))
        """
        try:
            return cls(seat, Play.from_hand(cards))
        except InvalidPlayError:
            return cls(seat, cards)

    @property
    def cards(self) -> Hand:
        """The cards played, whether or not they form a play."""
        return self.play.cards if isinstance(self.play, Play) else self.play

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "play": str(self.play)}
        if self.burn:
            d["burn"] = True
        return d

    def text(self) -> str:
        """``1:KKK``; a burner's set ``5:set:KKK``; cards that form no play are kept (``1:89``).

        >>> PlayAction(5, Play.parse("K K K"), burn=True).text(), PlayAction.of(1, Hand.parse("8 9")).text()
        ('5:set:KKK', '1:89')
        """
        return f"{self.seat}:{'set:' if self.burn else ''}{cards_text(self.play)}"


@dataclass(frozen=True, slots=True)
class Pass(Written):
    """过牌 (TURN-4), or 扣牌 (TURN-6) when it closes the trick.

    ``wrong`` marks, in a trick, the turn lost by a wrong follow (错牌不出, PLAY-6): the cards
    went back to the hand and the seat may not follow again in this trick, also in the melee.

    >>> Pass(2, wrong=True).to_dict()
    {'seat': 2, 'pass': True, 'wrong': True}
    """

    seat: int
    wrong: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        if type(self.wrong) is not bool:
            check_arg(self.wrong, bool, "wrong")

    def to_dict(self) -> dict[str, Any]:
        if self.wrong:
            return {"seat": self.seat, "pass": True, "wrong": True}
        return {"seat": self.seat, "pass": True}

    def text(self) -> str:
        """``2:pass``, or ``2:wrong`` for a wrong follow's lost turn (PLAY-6)."""
        return f"{self.seat}:{'wrong' if self.wrong else 'pass'}"


@dataclass(frozen=True, slots=True)
class Yield(Written):
    """让牌 (TURN-5): written ``4:yield``."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)


def _sets_and_answers(action: "Response | Burn") -> None:
    """Check a burn's or a burn back's ``sets`` (plays) and ``responses`` (answers), each kept as
    the tuple its field is (a list given is turned into one); a wrong item is an ArgumentError."""
    for name, kind in (("sets", Play), ("responses", Response)):
        items = getattr(action, name)
        if type(items) is list:
            items = tuple(items)
            object.__setattr__(action, name, items)
        check_arg(items, tuple, name)
        for item in items:
            check_arg(item, kind, name)


@dataclass(frozen=True, slots=True)
class Response:
    """An answer to a burn: after set ``after_set`` (from 1), ``seat`` plays ``play`` (BURN-4).

    A burn back (反烧) is a whole burn (BURN-4, v5): ``sets`` are its later sets, played after
    ``play``, and ``responses`` the answers to them, counting ``play`` as set 1 (CASES.md).
    Both empty: the answer says nothing of what follows it.

    >>> tuple(Response(2, 5, Play.parse("大王 Q Q"), (Play.parse("4 4"),)).to_dict().get("sets"))
    ('4 4',)
    """

    after_set: int
    seat: int
    play: Play
    sets: tuple[Play, ...] = ()
    responses: tuple["Response", ...] = ()

    def __post_init__(self) -> None:
        if type(self.after_set) is not int or self.after_set < 1:
            raise GoujiError.from_catalogue("api-bad-after-set", value=shown(self.after_set, 20))
        _check_seat(self.seat)
        check_arg(self.play, Play, "play")
        _sets_and_answers(self)

    def __repr__(self) -> str:
        """As the dataclass's, naming ``sets`` and ``responses`` only when the answer has them."""
        extra = "".join(f", {k}={getattr(self, k)!r}" for k in ("sets", "responses") if getattr(self, k))
        return f"Response(after_set={self.after_set!r}, seat={self.seat!r}, play={self.play!r}{extra})"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"after_set": self.after_set, "seat": self.seat, "play": str(self.play)}
        if self.sets:
            d["sets"] = [str(p) for p in self.sets]
        if self.responses:
            d["responses"] = [r.to_dict() for r in self.responses]
        return d

    def text(self) -> str:
        """``6@2:QQ大王``: seat 6 answers the burn's set 2 with Q Q 大王 (inside a burn's text);
        a reburn's later sets follow its play parted by ``/``, and the answers to them each
        after a ``>`` (BURN-4, v5): ``5@2:QQ大王/AAA小王/44>2@2:222大王``. An answer to a
        reburn's reburn has no text of its own (it is a case's, CASES.md).

        >>> Response(2, 5, Play.parse("Q Q 大王"), (Play.parse("4 4"),), (Response(1, 2, Play.parse("2 2 大王")),)).text()
        '5@2:QQ大王/44>2@1:22大王'
        """
        sets = "".join("/" + cards_text(p) for p in self.sets)
        inner = "".join(">" + Response(r.after_set, r.seat, r.play, r.sets).text() for r in self.responses)
        return f"{self.seat}@{self.after_set}:{cards_text(self.play)}{sets}{inner}"


@dataclass(frozen=True, slots=True)
class Burn(Written):
    """烧牌 (BURN-3): the burner's whole planned sequence of sets, and any answers to them."""

    seat: int
    sets: tuple[Play, ...]
    responses: tuple[Response, ...] = ()

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _sets_and_answers(self)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "burn": [str(s) for s in self.sets]}
        if self.responses:
            d["responses"] = [r.to_dict() for r in self.responses]
        return d

    def text(self) -> str:
        """``5:burn:KKK/88小王/999``: the sets in order, parted by ``/``; each answer after
        them as ``+`` and its :meth:`Response.text`.

        >>> Burn.from_text("5:burn:KKK/88小王/999+6@2:QQ大王").responses
        (Response(after_set=2, seat=6, play=Play.parse('Q Q 大王')),)
        """
        sets = "/".join(cards_text(p) for p in self.sets)
        return f"{self.seat}:burn:{sets}" + "".join("+" + r.text() for r in self.responses)


TrickEntry = Union[PlayAction, Pass, Yield]
Action = Union[PlayAction, Pass, Yield, Burn]

KINDS: dict[type, tuple[str, str]] = {
    PlayAction: ("", "1:KKK"), Pass: ("pass", "2:pass"), Yield: ("yield", "4:yield"), Burn: ("burn", "5:burn:KKK/999"),
}
"""Each action class's word (``""``: a play, its cards follow the seat) and the example of its
text that a reading error shows (:meth:`Written.from_text`); the game's decisions add theirs
(:mod:`gouji_sim.game.decisions`)."""


# --- the text form's reading, shared with the game's decisions (decisions.py) ---

TEXT_LIMIT = 2000
"""The longest action text read (characters); a longer one is refused at once."""

WORDS = ("pass", "wrong", "yield", "set", "burn", "decline", "revolution", "redeal", "meld", "bet", "buy",
         "wind", "agree", "refuse")
"""The words naming an action's kind after its seat (a play has none: its cards follow the seat)."""

_SEATS = ("1", "2", "3", "4", "5", "6")

Reader = Callable[[str, int, "str | None", int], Any]
"""Reads one kind's text: ``(source, seat, rest, at)`` — the whole text, its seat, what follows
the word and its colon (``None`` when nothing does) and where that starts (0-based)."""


def cards_text(cards: "Play | Hand") -> str:
    """Cards as an action's text writes them: the notation's symbols without spaces (CARD-3).

    >>> cards_text(Play.parse("10 10 2 小王")), Hand.parse(cards_text(Play.parse("10 10 2 小王")))
    ('10102小王', Hand.parse('10 10 2 小王'))
    """
    return str(cards).replace(" ", "")


def fault(code: str, source: str, at: int, **params: object) -> ActionTextError:
    """The error ``code`` about ``source`` at character ``at`` (0-based), in both languages."""
    msg = words(code, source=source, position=at + 1, **params)
    return ActionTextError(code, msg["zh"], msg["en"], at + 1)


def read_action(source: object, readers: Mapping[str, Reader]) -> Any:
    """The action ``source`` writes, read by the reader of its kind's word in ``readers``
    (``""``: cards, a play); an :class:`~gouji_sim.core.errors.ActionTextError` naming the fault and
    the character where it is, or an :class:`~gouji_sim.core.errors.ArgumentError` for no text."""
    source = check_arg(source, str, "text")     # (typed ``object``: a compiled build checks it here too)
    if len(source) > TEXT_LIMIT:
        msg = words("action-text-long", limit=TEXT_LIMIT)
        raise ActionTextError("action-text-long", msg["zh"], msg["en"], TEXT_LIMIT + 1)
    head, colon, body = source.partition(":")
    if not colon or head not in _SEATS:
        raise fault("action-text-seat", source, 0, token=head[:20])
    seat, at = int(head), len(head) + 1
    word, colon, rest = body.partition(":")
    if word not in WORDS:
        try:
            return readers[""](source, seat, body, at)
        except ActionTextError:
            if word.isascii() and word.isalpha() and word.islower():   # a word, not cards: say which there are
                raise fault("action-text-kind", source, at, token=word[:20],
                            kinds=", ".join(k for k in readers if k)) from None
            raise
    reader = readers.get(word)
    if reader is None:                   # a word of another family of actions
        raise fault("action-text-kind", source, at, token=word, kinds=", ".join(k for k in readers if k))
    return reader(source, seat, rest if colon else None, at + len(word) + 1)


def one_of(cls: type[A], source: object, readers: Mapping[str, Reader], example: str) -> A:
    """The action of class ``cls`` that ``source`` writes; another kind is an error naming
    how ``cls`` is written (``example``)."""
    got = read_action(source, readers)
    if not isinstance(got, cls):
        msg = words("action-text-other", source=source, want=example)
        raise ActionTextError("action-text-other", msg["zh"], msg["en"], 1)
    return got


def flag(make: Callable[[int], Any]) -> Reader:
    """The reader of a kind written by its word alone (``2:pass``)."""
    def read(source: str, seat: int, rest: str | None, at: int) -> Any:
        if rest is not None:
            raise fault("action-text-extra", source, at - 1, kind=source[len(str(seat)) + 1:at - 1])
        return make(seat)
    return read


def hand_at(source: str, piece: str, at: int) -> Hand:
    """The cards ``piece`` (at character ``at`` of ``source``) writes, at least one (CARD-3)."""
    try:
        cards = Hand.parse(piece)
    except GoujiError as err:
        detail = {"zh": err.zh, "en": err.en}
        msg = worded("action-text-cards", source=source, position=at + 1, detail=detail)
        raise ActionTextError("action-text-cards", msg["zh"], msg["en"], at + 1) from None
    if not cards:
        raise fault("action-text-no-cards", source, at)
    return cards


def play_at(source: str, piece: str, at: int) -> Play:
    """The play ``piece`` writes (PLAY-1), else the error naming where."""
    try:
        return Play.from_hand(hand_at(source, piece, at))
    except InvalidPlayError as err:
        detail = {"zh": err.zh, "en": err.en}
        msg = worded("action-text-cards", source=source, position=at + 1, detail=detail)
        raise ActionTextError("action-text-cards", msg["zh"], msg["en"], at + 1) from None


def seat_at(source: str, token: str, at: int) -> int:
    """The seat ``token`` writes (1 to 6), else the error naming where."""
    if token not in _SEATS:
        raise fault("action-text-seat", source, at, token=token[:20])
    return int(token)


def _read_play(source: str, seat: int, rest: str | None, at: int) -> PlayAction:
    return PlayAction.of(seat, hand_at(source, rest or "", at))


def _read_set(source: str, seat: int, rest: str | None, at: int) -> PlayAction:
    return PlayAction(seat, PlayAction.of(seat, hand_at(source, rest or "", at)).play, burn=True)


def _read_burn(source: str, seat: int, rest: str | None, at: int) -> Burn:
    parts = (rest or "").split("+")
    sets: list[Play] = []
    for piece in parts[0].split("/"):
        sets.append(play_at(source, piece, at))
        at += len(piece) + 1
    answers: list[Response] = []
    for piece in parts[1:]:
        outer, *inner = piece.split(">")          # a reburn's answers after ">" (BURN-4, v5)
        first = _read_answer(source, outer, at, len(sets))
        at += len(outer) + 1
        nested = []
        for part in inner:
            nested.append(_read_answer(source, part, at, 1 + len(first.sets)))
            at += len(part) + 1
        answers.append(Response(first.after_set, first.seat, first.play, first.sets, tuple(nested)))
    return Burn(seat, tuple(sets), tuple(answers))


def _read_answer(source: str, piece: str, at: int, n_sets: int) -> Response:
    """``6@2:QQ大王`` (or a reburn's ``5@2:QQ大王/AAA小王/44``) at ``at``: an answer to one
    of ``n_sets`` sets."""
    who, colon, cards = piece.partition(":")
    answerer, sep, k = who.partition("@")
    if not colon or not sep:
        raise fault("action-text-value", source, at, token=piece[:20], kind="+",
                    allowed="6@2:QQ大王")
    after = seat_at(source, answerer, at)
    if not (k.isdigit() and k.isascii() and 1 <= int(k) <= n_sets and k[0] != "0"):
        raise fault("action-text-value", source, at + len(answerer) + 1, token=k[:20], kind="@",
                    allowed=f"1…{n_sets}")
    at += len(who) + 1
    plays = []
    for one in cards.split("/"):
        plays.append(play_at(source, one, at))
        at += len(one) + 1
    return Response(int(k), after, plays[0], tuple(plays[1:]))


TRICK_READERS: dict[str, Reader] = {
    "": _read_play, "set": _read_set,
    "pass": flag(Pass), "wrong": flag(lambda seat: Pass(seat, wrong=True)), "yield": flag(Yield),
    "burn": _read_burn,
}
"""The readers of a trick's actions, by the word of their kind (``""``: a play)."""


def trick_action_from_text(source: object) -> Action:
    """The trick's action (a play, a pass, a yield, a burn) that ``source`` writes.

    >>> trick_action_from_text("2:pass"), trick_action_from_text("2:pass:x")
    Traceback (most recent call last):
    ...
    gouji_sim.core.errors.ActionTextError: “2:pass:x”第 7 个字符：pass 后面不能再写东西。 / '2:pass:x', character 7: nothing may follow pass.
    """
    got: Action = read_action(source, TRICK_READERS)
    return got


picklable(PlayAction, Pass, Yield, Response, Burn)
