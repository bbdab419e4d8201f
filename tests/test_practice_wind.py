"""The practice table under ``wind = by_consent`` (TURN-8 v5): the reader is asked when another
player asks to take over the lead and may agree or refuse; on its own turn facing a standing
last play it may ask — each an option of the game, labelled and explained in both languages."""

from __future__ import annotations

from gouji_sim.core.actions import Pass, PlayAction
from gouji_sim.game.decisions import AskWind, Consent
from gouji_sim.game.state import PLAY, WIND
from gouji_sim.bots.heuristic import HeuristicBot
from gouji_sim.core.play import Play
from gouji_sim.practice import Practice
from gouji_sim.practice.pauses import pause_of
from gouji_sim.view.practice_view import pause_json, practice_view

CONSENT = {"wind": "by_consent"}


def until_asked(seed: int) -> Practice:
    """The reader (seat 1) passes whenever it may, so the random bots play out first and ask;
    stops where the reader is asked to answer a request."""
    p = Practice(seed, 1, switches=CONSENT, bots="random")
    while p.waiting:
        pause = pause_of(p)
        assert pause is not None
        if pause.kind == "wind":
            return p
        passes = [o for o in p.options() if isinstance(o.action, Pass)]
        if passes:
            p.attempt_option(passes[0].index)
            continue
        action = HeuristicBot().decide(p.state)[0]
        p.attempt(PlayAction(1, action) if isinstance(action, Play) else action)
    raise AssertionError("the reader was never asked")


def test_the_reader_is_asked_and_may_agree_or_refuse():
    p = until_asked(1)
    state = p.state
    assert state is not None and state.awaits_wind_answers() and state.current_player() == 1
    asker, owner = state.asker, state.sit.trick_state.top_seat
    pause = pause_of(p)
    assert pause is not None and (pause.kind, pause.say, pause.asker, pause.owner) == ("wind", "wind", asker, owner)
    shown = pause_json(pause)
    assert shown is not None and shown["clauses"] == ["TURN-8"]
    assert f"seat {asker} asks to take over" in shown["message"]["en"] and f"座位 {asker} 申请接风" in shown["message"]["zh"]
    view = practice_view(p).to_json()
    assert [(o["kind"], o["label"]["en"], o["action"]) for o in view["options"]] == [
        ("agree", "Agree", {"seat": 1, "consent": True}), ("refuse", "Refuse", {"seat": 1, "consent": False})]
    assert [o.action for o in p.options()] == [Consent(1, True), Consent(1, False)]
    v = p.attempt(Consent(1, False))
    assert v.legal and "trick goes on" in v.message["en"]
    assert Consent(1, False) in (p.state.history or ())
    assert any(e.kind == "action" and e.mine and e.verdict is not None and e.verdict.clauses == ("TURN-8",)
               for e in p.events)


def test_the_reader_may_ask_on_its_turn_facing_a_standing_last_play():
    for seed in range(40):
        p = Practice(seed, 1, switches=CONSENT, bots="random")
        while p.waiting:
            pause = pause_of(p)
            assert pause is not None
            if pause.say == "wind-ask":
                kinds = [o["kind"] for o in practice_view(p).to_json()["options"]]
                assert "wind" in kinds and pause.clauses == ("TURN-8",)
                words = pause_json(pause)
                assert words is not None and "ask to take over the lead" in words["message"]["en"]
                v = p.attempt(AskWind(1))
                assert v.legal and v.clauses == ("TURN-8",)
                assert p.state is not None and ((p.state.in_ordinary_turns() or p.state.awaits_wind_answers()) or p.over)
                return
            action = HeuristicBot().decide(p.state)[0]
            p.attempt(PlayAction(1, action) if isinstance(action, Play) else action)
    raise AssertionError("the reader never faced a standing last play on its turn")


def test_nobody_is_asked_under_automatic():
    p = Practice(1, 1, bots="random")
    assert all(not isinstance(o.action, (AskWind, Consent)) for o in p.options())
