"""Hints that teach, drills that explain, and the practice table's fixes:
the bot's named rule, doubtful moves, the drills' explanations from the judge,
review sets, the end of a hand, a yield's skipped seats and links' seats."""

from __future__ import annotations

import json
import random

import pytest

from gouji_sim.game.record import facts
from gouji_sim import Hand, Play, Rules, Situation
from gouji_sim.core.actions import Burn, Pass, PlayAction, Yield
from gouji_sim.bots.roster import BOT_RULES, HeuristicBot, StrongBot
from gouji_sim.core.burn import judge_burn
from gouji_sim.game.record import replay
from gouji_sim.game.state import GameState
from gouji_sim.core.messages import CATALOGUE, text
from gouji_sim.practice import Practice
from gouji_sim.practice.drills import DrillSet, TOPIC_CLAUSES, answer_why, burn_why
from gouji_sim.practice.hints import move_reason, weighed
from gouji_sim.bots.coach import REASONS, classify
from gouji_sim.bots.strong import STRONG_RULES
from gouji_sim.view.drills_view import answer_words, burn_words, prompt_words
from gouji_sim.view.hints_view import bot_hint, doubt, selection_hint
from gouji_sim.view.narration import narration
from gouji_sim.view import practice_page as page
from gouji_sim.view.model import SeatView


# --- item 3: the bot's rule, the judge on a selection, doubtful moves ---

def test_every_bot_rule_is_worded_in_both_languages_and_cites_clauses():
    for rule, clauses in BOT_RULES.items():
        zh, en = CATALOGUE[f"bot-rule-{rule}"]
        assert zh and en and clauses


@pytest.mark.parametrize("seed", [2, 9])
def test_decide_is_what_the_bot_plays_and_the_hint_says_it(seed):
    """Along a whole hand, the strong bot's decision with its rule is exactly its act, and the
    hint for the seat to act names that decision and rule, and says why in both languages: the
    coach's reason for it over the choice a player would weigh (the reason a review's mark
    gives, ``review-why-<reason>``, with its clauses), else the rule's words (BOT-RULES)."""
    p = Practice(seed, 1)
    rng = random.Random(seed)
    bot = StrongBot()
    rules_seen, reasons_seen = set(), set()
    while p.waiting:
        state = p.state
        action, rule = bot.decide(state)
        assert bot.act(state, rng) == action and rule in {**BOT_RULES, **STRONG_RULES}
        h = bot_hint(state.observation(1))
        assert h["rule"] == rule
        as_action = PlayAction(1, action) if isinstance(action, Play) else action
        reason = move_reason(state.observation(1), as_action)
        assert h["reason"] == reason
        if reason is None:
            why, clauses = text(f"bot-rule-{rule}"), list({**BOT_RULES, **STRONG_RULES}[rule])
        else:
            why, clauses = text(f"review-why-{reason}"), list(REASONS[reason])
            assert reason == classify(state, 1, weighed(state.observation(1), as_action), as_action)
            reasons_seen.add(reason)
        assert h["clauses"] == clauses
        assert why["en"] in h["message"]["en"] and why["zh"] in h["message"]["zh"]
        assert h["message"]["en"].startswith("The strong bot would") and "高手型" in h["message"]["zh"]
        if isinstance(action, Play):
            assert h["cards"] == str(action)
        rules_seen.add(rule)
        assert p.attempt(as_action).legal
    assert {"lead-low", "teammate-pass"} <= rules_seen and {"lead-low", "teammate-trick"} <= reasons_seen


def test_a_selection_is_ruled_on_before_it_is_played():
    p = Practice(5, 1)
    bad = selection_hint(p, "3 4")
    assert bad["legal"] is False and bad["clauses"] == ["PLAY-1", "PLAY-6"] and len(p.decisions) == 0
    good = bot_hint(p.seen())["cards"]
    ok = selection_hint(p, good)
    assert ok["legal"] is True and ok["message"]["en"].startswith("You may play it")
    assert selection_hint(p, "")["legal"] is None


def _game(hands: dict[int, str], *moves) -> GameState:
    g = GameState.new(Rules(revolution=False), {s: Hand.parse(h) for s, h in hands.items()}, leader=1)
    for m in moves:
        g.apply(m)
    return g


def test_doubtful_moves_name_the_habit_and_its_clause():
    g = _game({1: "9 9 K", 2: "5 6", 3: "J J 2 4", 4: "3 3", 5: "7", 6: "8"},
              PlayAction(1, Play.parse("9 9")), Pass(2))
    d = doubt(g.observation(3), PlayAction(3, Play.parse("J J")))        # beating a teammate's play
    assert d["code"] == "practice-doubt-teammate" and "TABLE-2" in d["clauses"]
    # early in a hand (the strong bot's hint keeps its twos then: the hint's own move is never doubted)
    g2 = _game({1: "9 K", 2: "2 5 6 3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10", 3: "J J 4", 4: "3 3", 5: "7", 6: "8"},
               PlayAction(1, Play.parse("9")))
    d2 = doubt(g2.observation(2), PlayAction(2, Play.parse("2")))      # a two on a small single
    assert d2["code"] == "practice-doubt-big" and d2["message"] == text("practice-doubt-big")
    assert doubt(g2.observation(2), PlayAction(2, Play.parse("5"))) is None


def test_a_refused_attempt_brings_the_bot_s_advice_and_a_doubtful_one_its_clause():
    page.new('{"seed": 5, "seat": 1}')
    out = json.loads(page.act('{"cards": "3 4"}'))
    assert out["verdict"]["legal"] is False and out["advice"]["rule"] in {**BOT_RULES, **STRONG_RULES}
    hinted = json.loads(page.hint('{"cards": "3 4"}'))["hints"]
    assert hinted["selection"]["clauses"] == ["PLAY-1", "PLAY-6"] and hinted["bot"]["rule"] == out["advice"]["rule"]


# --- item 4: drills that explain ---

def test_who_may_answer_is_explained_seat_by_seat():
    tens = PlayAction(1, Play.parse("10 10 10 10 10"))
    why, clauses = answer_why(Situation.build().after(tens), tens)
    words = answer_words(why)
    assert "seat 4 may answer" in words["en"] and "GOUJI-2" in clauses
    for seat in (2, 3, 5, 6):
        assert f"Seat {seat} may not" in words["en"] and f"座位 {seat} 不能" in words["zh"]
    nines = PlayAction(1, Play.parse("9 9"))
    plain = answer_words(answer_why(Situation.build().after(nines), nines)[0])
    assert "is not a gouji play" in plain["en"] and "may not" not in plain["en"]


def test_a_burn_whose_last_set_the_opposite_beats_still_succeeds():
    """The question that contradicted the Lab: the burner's opposite can beat the last set,
    but the burner has played out with it, so the burn is not released (BURN-4, BURN-5)."""
    s = Situation.build(hands={2: "J J J J J 小王 8 8 9 9 9", 5: "10 10 10 3"},
                        trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    b = Burn(2, tuple(map(Play.parse, ["J J J J J", "小王 8 8", "9 9 9"])))
    v = judge_burn(s, b)
    assert v.burn_sets[-1].by_cards == (5,)
    explained = burn_why(s, b, v)
    why = burn_words(explained)
    assert explained.key == "succeeds" and explained.sets[-1].outcome == "last-beatable"
    assert text("burn-why-after-last")["en"] in why["en"] and text("burn-why-after-last")["zh"] in why["zh"]
    assert CATALOGUE["practice-burn-succeeds"][1] == "Yes, and it succeeds: no answer can release it"


def test_drill_questions_name_their_clauses_and_open_as_cases():
    ds = DrillSet(5, n=3)
    for q in ds.questions:
        j = q.to_json()
        assert j["about"] == list(TOPIC_CLAUSES[q.topic]) and j["case"] == q.case()
        assert "answer" not in j


def test_a_review_set_asks_the_missed_questions_again():
    ds = DrillSet(5, n=4)
    out = json.loads(page.drills(json.dumps({"review": [
        {"seed": 5, "preset": "outline", "topics": "legal,answer,burn", "index": 3},
        {"seed": 5, "preset": "outline", "topics": "legal,answer,burn", "index": 1}]})))
    qs = out["drills"]["questions"]
    assert out["drills"]["review"] is True and [q["origin"]["index"] for q in qs] == [3, 1]
    assert [q["prompt"] for q in qs] == [prompt_words(ds.questions[3]), prompt_words(ds.questions[1])]
    a = json.loads(page.answer(json.dumps({"question": 0, "answer": ds.questions[3].answer})))
    assert a["right"] and a["score"] == {"right": 1, "answered": 1, "total": 2}
    bad = json.loads(page.drills('{"review": []}'))
    assert bad["ok"] is False and bad["error"]["code"] == "practice-bad-review"


# --- item 5: the table's fixes ---

def test_the_end_of_a_hand_shows_nobody_to_act_and_says_score_3():
    for seed in range(1, 40):
        p = Practice.watch(seed)
        rec = facts(p.record())                  # the result, as replaying the record gives it
        sums = {t: sum(rec["scores"][k] for k in t.split("-")) for t in rec["team_scores"]}
        if any(v < 0 for v in sums.values()):
            break
    view = page.session_view(p)
    t = view["table"]
    assert t["status"] == "over" and t["to_move"] is None and t["melee"] is False
    assert all("to-move" not in s["tags"] and "leads" not in s["tags"] for s in t["seats"])
    assert "SCORE-3" in view["team_words"]["en"] and "SCORE-3" in view["team_words"]["zh"]
    for team, total in sums.items():
        assert f"{team}: {total:+d}" in view["team_words"]["en"] or total == 0
    assert view["hand_seed"] == str(seed) and str(seed) in view["hand_seed_words"]["en"]   # the deal number


def test_the_record_keeps_the_table_s_seed_and_still_replays():
    p = Practice(7, 2)
    while p.waiting:
        action, _ = HeuristicBot().decide(p.state)
        assert p.attempt(PlayAction(2, action) if isinstance(action, Play) else action).legal
    rec = p.record()
    assert rec["practice_seed"] == 7 and rec["seed"] != 7 and replay(rec).ok


def test_a_yield_narrates_the_seats_it_passes_over():
    p = Practice(1, 1)
    for _ in range(200):
        yields = [o for o in p.options() if isinstance(o.action, Yield)]
        if yields and {2, 3} <= p.state.sit.trick_state.passed:   # both out of the trick (TURN-4)
            break
        action, _ = HeuristicBot().decide(p.state)
        p.attempt(PlayAction(1, action) if isinstance(action, Play) else action)
    n = len(p.events)
    assert p.attempt_option(yields[0].index).legal
    skipped = [e for e in p.events[n:] if e.kind == "skipped"]
    assert [e.seat for e in skipped] == [2, 3] and all(e.fault is not None for e in skipped)
    lines = narration(skipped)            # the view words the position's fault
    assert all("TURN-5" in line.clauses and set(e.fault.clauses) <= set(line.clauses)
               and line.message["en"].startswith(f"Seat {e.seat} is passed over") for e, line in zip(skipped, lines))


@pytest.mark.parametrize("seat", ["NaN", "7", None, "0", 2.5])
def test_a_link_s_bad_seat_is_refused_not_read_as_watching(seat):
    out = json.loads(page.new(json.dumps({"seed": 1, "seat": seat})))
    assert out["ok"] is False and out["error"]["code"] == "practice-bad-seat"
    assert out["error"]["zh"] and out["error"]["en"]


# Unicode digits that Python's int() and str.isdigit() take ("²".isdigit() is true, int("٣") is 3)
UNICODE_DIGITS = ["²", "¹²", "٣", "１", "৫", "3²"]


@pytest.mark.parametrize("value", UNICODE_DIGITS + ["1_000", " 7", "+5", "0x10", "", "1.0"])
def test_a_link_s_seed_is_ascii_digits_named_with_its_range(value):
    for field, call, request in (("seed", page.new, {"seed": value, "seat": 1}),
                                 ("seed", page.drills, {"seed": value, "n": 1})):
        out = json.loads(call(json.dumps(request)))
        if value == " 7":            # spaces around the digits are the text box's, not the link's
            assert out["ok"] is True
            continue
        code = "practice-empty-seed" if not value.strip() else "practice-bad-seed"
        assert out["ok"] is False and out["error"]["code"] == code, (value, out)
        assert out["error"]["field"] == field
        # a plain sentence (issue 46): the deal number and what the box says, no 19-digit range
        assert ("牌号" in out["error"]["zh"] and "deal number" in out["error"]["en"]
                and str(page.SEEDS[1]) not in out["error"]["en"])
        assert not value or value in out["error"]["en"]


@pytest.mark.parametrize("value", UNICODE_DIGITS + ["7", "0", "-1", "01x"])
def test_a_link_s_seat_is_ascii_digits_from_1_to_6(value):
    out = json.loads(page.new(json.dumps({"seed": 1, "seat": value})))
    assert out["ok"] is False and out["error"]["code"] == "practice-bad-seat", (value, out)
    assert out["error"]["field"] == "seat"
    assert "seat" in out["error"]["en"] and "1" in out["error"]["zh"] and "6" in out["error"]["zh"]


def test_a_seed_of_19_digits_is_a_seed_up_to_the_64_bit_bound():
    low, high = page.SEEDS
    assert (low, high) == (-(2 ** 63), 2 ** 63 - 1)
    for seed in (str(high), str(low), "1234567890123456789", high, "007"):
        out = json.loads(page.new(json.dumps({"seed": seed, "seat": 2})))
        assert out["ok"] is True, (seed, out)
    for seed in (str(high + 1), str(low - 1), "1" * 40, high + 1, True, 1.0):
        out = json.loads(page.new(json.dumps({"seed": seed, "seat": 2})))
        assert out["error"]["code"] == "practice-bad-seed", seed


def test_one_card_is_said_in_the_singular():
    assert SeatView(1, "odd", (3, 5), 4, 3, 2, None, 1, None, None, ()).count_words() == {"zh": "1 张", "en": "1 card"}
    assert SeatView(1, "odd", (3, 5), 4, 3, 2, None, 2, None, None, ()).count_words()["en"] == "2 cards"
