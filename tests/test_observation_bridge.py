"""No reply of the page's engine bridge carries another seat's hidden cards before the hand
ends (issue 44, item 2): practice hands played through :func:`gouji_sim.view.bridge.call`
as a page plays them — a new hand, every narration event's table, hints, the reader's
decisions (the heuristic bot's, from the reader's observation), an undo — each reply checked
by value against the other seats' hands as they stood at every point of the hand so far."""

from __future__ import annotations

import json

import pytest

from gouji_sim.bots.roster import HeuristicBot
from gouji_sim.core.play import Play
from gouji_sim.core.table import SEATS
from gouji_sim.view import bridge

PAGE = "leak-test"
SEEDS = range(12)
PRESETS = ("outline", "chong_san", "open_release")


def practice():
    return bridge._PAGES[PAGE]["practice"]


def add_hands(sit, reader: int, burner: int | None, seen: set[str], own: set[str]) -> None:
    for s in SEATS:
        h = sit.hand(s)
        if h is None or len(h) < 4 or len(h.naturals()) < 2:
            continue
        (own if s == reader else seen if s != burner else set()).add(str(h))


def secrets(p, seen: set[str], own: set[str]) -> None:
    """Add to ``seen`` the other seats' hands now (as text; those of 4 cards or more and two
    ranks 3…A or more, which no play's text holds by chance), and to ``own`` the reader's,
    and the deal's suited text."""
    state = p.state
    if state is None or state.is_over():
        return
    add_hands(state.sit, p.seat, state.burn.burner if state.burn is not None else None, seen, own)
    if state.dealt is not None:
        for s in SEATS:
            if s != p.seat:
                seen.add(" ".join(map(str, state.dealt[s])))


def strings(value) -> list[str]:
    """Every text in a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def leaks(reply: str, seen: set[str], own: set[str]) -> list[str]:
    """The hidden hands found in ``reply``'s texts (the reader's own hands left out: a hidden
    hand may be part of one by chance)."""
    text = "\n".join(s for s in strings(json.loads(reply)) if s not in own)
    return [h for h in seen if h not in own and h in text]


@pytest.mark.parametrize("preset", PRESETS)
def test_no_bridge_reply_shows_a_hidden_hand(preset):
    calls = 0
    bot = HeuristicBot()
    for seed in SEEDS:
        seat = 1 + seed % 6
        seen: set[str] = set()
        own: set[str] = set()

        def ask(name: str, args: dict) -> dict:
            nonlocal calls
            reply = bridge.call(PAGE, name, json.dumps(args))
            calls += 1
            p = practice()
            secrets(p, seen, own)
            if not p.over:
                assert not leaks(reply, seen, own), (name, args, leaks(reply, seen, own))
            return json.loads(reply)

        ask("practice.new", {"seed": seed, "seat": seat, "preset": preset})
        shown = 0
        for step in range(400):
            p = practice()
            if p.over:
                break
            secrets(p, seen, own)
            ask("practice.hint", {})
            for k in range(shown, len(p.events)):     # each event's table, its hands as they stood
                sit = p.events[k].situation
                if sit is not None:
                    add_hands(sit, seat, None, seen, own)
                ask("practice.table_at", {"event": k})
            shown = len(p.events)
            obs = p.state.observation(seat)
            choice = bot.act(obs, None)
            if isinstance(choice, Play):
                ask("practice.act", {"cards": str(choice)})
            else:
                index = [o.action for o in p.options()].index(choice)
                ask("practice.act", {"option": index})
            if step == 3:
                ask("practice.undo", {})
        assert practice().over
    bridge.forget(PAGE)
    assert calls > 200
    print(f"{preset}: {calls} bridge calls checked")


def test_no_lesson_reply_shows_a_hidden_hand():
    """Every lesson played by its own suggestions through the bridge: its views (the lesson's
    prompts among them) and hints carry no other seat's hidden hand before the hand ends."""
    from gouji_sim.practice.lesson import LESSONS
    page, calls = "lesson-leak-test", 0
    for name in LESSONS:
        seen: set[str] = set()
        own: set[str] = set()
        reply = bridge.call(page, "practice.lesson", json.dumps({"name": name}))
        for _ in range(200):
            p = bridge._PAGES[page]["practice"]
            secrets(p, seen, own)
            calls += 1
            assert p.over or not leaks(reply, seen, own), name
            if p.over or not p.waiting:
                break
            hint = bridge.call(page, "practice.hint", "{}")
            calls += 1
            assert not leaks(hint, seen, own), name
            suggest = json.loads(reply)["view"]["lesson"]["suggest"]
            if suggest is None:
                break
            reply = bridge.call(page, "practice.act", json.dumps(suggest))
        bridge.forget(page)
    assert calls > 100
    print(f"lessons: {calls} bridge calls checked")
