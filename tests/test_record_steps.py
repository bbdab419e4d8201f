"""The one record reader (gouji_sim.game.record.steps): every action of every deal, melds,
revolutions and redeals included, each with the table after it and the judge's ruling."""

import json
import random

from gouji_sim import Rules
from gouji_sim.bots.roster import make_bots
from gouji_sim.game.decisions import Meld, Redeal
from gouji_sim.game.match import play_hand
from gouji_sim.game.record import read, replay, steps
from gouji_sim.game.history import decode_entry, format1_actions, this_deal
from gouji_sim.game.record_replay import hidden
from gouji_sim.view.widgets import replay_steps


def prefer_redeal_and_meld(state, bots, rng):
    """A runner that redeals and melds whenever it may (so a record holds both)."""
    while not state.is_over():
        acts = state.legal_actions()
        pref = [a for a in acts if isinstance(a, (Redeal, Meld))]
        state.apply(pref[0] if pref else rng.choice(state.choices()))


def redealt_record():
    # seed 2 under meld_low with this runner: one abandoned deal (a redeal) and a meld
    return play_hand(Rules(meld_low=True), make_bots(["random"]), 2, runner=prefer_redeal_and_meld).record


def test_steps_cover_every_action_of_every_deal():
    rec = redealt_record()
    history = rec["history"]
    deals = [i for i, a in enumerate(history) if "deal" in a and "seat" not in a]
    assert len(deals) == 2 and any("meld" in a for a in history[deals[1]:])
    found = list(steps(rec))
    shown = [i for i, a in enumerate(history) if not hidden(decode_entry(a))]  # deals and declines are not steps
    assert [st.where for st in found] == [f"history[{i}]" for i in shown]
    n_redeal = sum(1 for i in shown if i < deals[1])
    assert {st.deal for st in found[:n_redeal]} == {0} and {st.deal for st in found[n_redeal:]} == {1}
    played = [decode_entry(a) for a in history[deals[1]:]]
    assert [dict(st.entry) for st in found[n_redeal:]] == [a for a in history[deals[1] + 1:] if "decline" not in a]
    assert [st.value for st in found[n_redeal:]] == [a for a in played[1:] if not hidden(a)]
    assert all("decline" not in a for a in format1_actions(this_deal(played)))
    assert isinstance(found[n_redeal - 1].action, Redeal)
    meld = next(st for st in found if "meld" in st.entry)
    assert isinstance(meld.action, Meld) and meld.verdict.legal and "START-3" in meld.verdict.clauses
    assert all(st.verdict is None or st.verdict.legal or st.verdict.burn == "failed" for st in found)
    report = replay(rec)
    assert report.ok     # the replay walks the same steps and finds nothing wrong
    assert tuple(found[-1].situation.finished)[:2] == tuple(report.places)[:2]


def test_the_replay_widget_pages_through_the_same_steps():
    rec = redealt_record()
    start, shown = replay_steps(rec)
    found = list(steps(rec))
    assert len(shown) == len(found)
    assert [st.situation for st in shown] == [st.situation for st in found]
    first_of_played = next(i for i, st in enumerate(found) if st.deal == 1)
    assert "After the redeal" in shown[first_of_played].note["en"]
    assert "重新发牌后" in shown[first_of_played].note["zh"]
    assert start == read(rec)[0]


def test_a_burn_written_whole_shows_the_table_after_each_set():
    with open("notebooks/widgets/data/small-record.json", encoding="utf-8") as f:
        rec = json.load(f)
    found = list(steps(rec))
    burn = [st for st in found if st.entry.get("burn")]
    assert len(burn) == 3 and burn[0].verdict.burn == "succeeded"
    assert [str(st.situation.trick_state.top) for st in burn] == [st.entry["play"] for st in burn]
    assert burn[-1].situation.finished == (4,) and burn[0].situation.finished == ()


def test_reading_stops_at_an_illegal_action():
    rec = {"hands": {"1": "9 9 K", "2": "10 10 3", "3": "J J"},
           "actions": [{"seat": 1, "play": "9 9"}, {"seat": 3, "play": "J J"}, {"seat": 2, "pass": True}]}
    found = list(steps(rec))
    assert len(found) == 2 and found[0].verdict.legal and not found[1].verdict.legal


def test_gouji_replay_steps_prints_each_step(tmp_path, capsys):
    from gouji_sim.cli import main
    rec = play_hand(Rules(), make_bots(["heuristic"]), 5).record
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(path), "--steps", "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    lines = [line for line in out if line.startswith("history[")]
    assert len(lines) == sum(1 for a in rec["history"] if not hidden(decode_entry(a)))
    first = next(i for i, a in enumerate(rec["history"]) if not hidden(decode_entry(a)))
    assert lines[0].startswith(f"history[{first}] ") and "Seat" in lines[0]
