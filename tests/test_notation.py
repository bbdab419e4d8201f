"""The notation of a trick case as players say it (gouji_sim.game.notation): the round trip of its
canonical forms, the spellings it tolerates, and the errors that name where reading stopped."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gouji_sim.game.case import Case
from gouji_sim.core.errors import CaseError, LineError
from gouji_sim.game.hand_case import HandCase, case_from_json
from gouji_sim.game.notation import line, read
from gouji_sim.core.rules import PRESETS, Rules

from gouji_helpers import bilingual

ROOT = Path(__file__).resolve().parents[1]
RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


@st.composite
def plays(draw):
    rank = draw(st.sampled_from(RANKS))
    cards = [rank] * draw(st.integers(0, 3))
    cards += ["2"] * draw(st.integers(0, 1)) + ["小王"] * draw(st.integers(0, 1)) + ["大王"] * draw(st.integers(0, 1))
    assume(cards)
    return " ".join(cards)


@st.composite
def entries(draw, in_trick=True):
    seat = draw(st.integers(1, 6))
    kind = draw(st.sampled_from(["play", "pass", "yield", "burn"] + (["wrong", "trick-burn"] if in_trick else [])))
    if kind == "play":
        return {"seat": seat, "play": draw(plays())}
    if kind == "trick-burn":
        return {"seat": seat, "play": draw(plays()), "burn": True}
    if kind == "burn" and not in_trick:
        return {"seat": seat, "burn": draw(st.lists(plays(), min_size=1, max_size=3))}
    if kind == "wrong":
        return {"seat": seat, "pass": True, "wrong": True}
    return {"seat": seat, "yield" if kind == "yield" else "pass": True}


@st.composite
def cases(draw):
    preset = draw(st.sampled_from(sorted(PRESETS)))
    switches = draw(st.sampled_from([{}, {"burn_after_pass": True}, {"deck": 240}]))
    seats = draw(st.permutations(range(1, 7)))
    n_hands, n_counts = draw(st.integers(0, 2)), draw(st.integers(0, 2))
    hands = {str(s): draw(st.sampled_from(["", "J J", "3 3 9 小王", "10 10 10 10 10 大王"])) for s in seats[:n_hands]}
    counts = {str(s): draw(st.integers(0, 20)) for s in seats[n_hands:n_hands + n_counts]}
    finished = draw(st.lists(st.integers(1, 6), unique=True, max_size=2))
    trick = draw(st.lists(entries(), max_size=4))
    action = draw(entries(in_trick=False))
    d = {"rules": {"preset": preset, "switches": switches}, "hands": hands, "counts": counts,
         "finished": finished, "trick": trick, "action": action}
    if "burn" in action and draw(st.booleans()):
        d["responses"] = [{"after_set": draw(st.integers(1, len(action["burn"]))),
                           "seat": draw(st.integers(1, 6)), "play": draw(plays())}]
    try:
        return Case.from_dict(d)
    except CaseError:
        assume(False)
        raise


@settings(max_examples=150, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(cases(), st.sampled_from(["zh", "en"]))
def test_the_canonical_form_reads_back_to_the_same_case(case, lang):
    said = line(case, lang)
    again = read(said).case
    assert again == case
    assert again.situation.rules == case.situation.rules
    assert line(again, lang) == said                 # one canonical form
    assert said.endswith("。" if lang == "zh" else ".")


def test_a_trick_said_in_chinese_and_in_english_is_one_case():
    zh = read("座位1出 10 10 10 10 10，2过，3过，4让牌，5 拿 J J J J J、小王 8 8、9 9 9 烧").case
    en = read("seat 1 leads five 10s, seat 2 passes, seat 3 passes, seat 4 yields, "
              "seat 5 burns five Js then a small joker and two 8s then three 9s").case
    assert zh == en
    assert [e.to_dict() for e in zh.situation.trick] == [
        {"seat": 1, "play": "10 10 10 10 10"}, {"seat": 2, "pass": True}, {"seat": 3, "pass": True},
        {"seat": 4, "yield": True}]
    assert zh.action.to_dict() == {"seat": 5, "burn": ["J J J J J", "8 8 小王", "9 9 9"]}


BASE = Case.from_dict({"trick": [{"seat": 1, "play": "9 9 9"}], "action": {"seat": 2, "play": "10 10 10"}})


@pytest.mark.parametrize("said", [
    "座位1出 9 9 9，座位2管 10 10 10",
    "1家出 9 9 9，2家管 10 10 10",
    "1号出 9 9 9，2号打 10 10 10",
    "第1家出 999，第2家顺 101010",
    "1出 9 9 9，2管 10 10 10",
    "1 出三个9；2 压三张10。",
    "座位1打 3个9：座位2跟 三个10".replace("：", "，"),
    "seat 1 leads three 9s, seat 2 beats three 10s",
    "Seat 1 plays 9 9 9. Seat 2 beats it with 3 10s.",
    "player 1 leads 9 9 9; player 2 follows with three tens",
    "座位1出 9、9、9，座位2管 10 10 10",
    "座位1出 ♠9 ♥9 9，座位2管 T T T",
    "座位１出 ９ ９ ９，座位２管 １０ １０ １０？",
    "seat 1 led three 9s, seat 2 has played three 10s",
    "seat 1 leads a 9 and two 9s, seat 2 beats it with three 10s",
])
def test_spellings_of_seats_verbs_cards_and_punctuation(said):
    assert read(said).case == BASE


@pytest.mark.parametrize("said, cards", [
    ("座位1出 大王 小王", "小王 大王"), ("座位1出 大花 小花", "小王 大王"), ("座位1出 大鬼 小虎", "小王 大王"),
    ("座位1出 两个大王", "大王 大王"), ("seat 1 leads two big jokers", "大王 大王"),
    ("seat 1 leads a small joker and one 2", "2 小王"), ("座位1出 五个10", "10 10 10 10 10"),
    ("seat 1 leads five 10s", "10 10 10 10 10"), ("座位1出 十二个K", " ".join(["K"] * 12)),
    ("seat 1 leads 12 Ks", " ".join(["K"] * 12)), ("座位1出 帽子 钱 钱", "A 2 2"), ("seat 1 leads BJ SJ", "小王 大王"),
])
def test_card_spellings_and_counted_cards(said, cards):
    assert str(read(said).case.action.play) == cards


def test_hands_counts_finished_and_rules():
    zh = read("规则 laotou burn_after_pass=true；座位3手里 J J J；4剩12张；已走：2、5；座位1出 10 10 10 10 10，3过").case
    en = read("rules laotou burn_after_pass=on. seat 3 holds three Js. seat 4 holds 12 cards. "
              "seats 2 and 5 have finished. seat 1 leads five 10s, seat 3 passes").case
    assert zh == en
    s = zh.situation
    assert s.rules == Rules.from_spec("laotou", {"burn_after_pass": True})
    assert str(s.hand(3)) == "J J J" and s.card_count(4) == 12 and s.finished == (2, 5)


def test_answers_to_a_burn():
    zh = read("座位1出 10 10 10 10 10，座位3烧 J J J J J、小王 8 8、9 9 9，第2套后座位6管 大王 Q Q").case
    en = read("seat 1 leads five 10s, seat 3 burns five Js / 小王 8 8 / 9 9 9, "
              "after set 2 seat 6 plays a big joker and two Qs").case
    assert zh == en
    assert [r.to_dict() for r in zh.action.responses] == [{"after_set": 2, "seat": 6, "play": "Q Q 大王"}]
    assert zh.judge().burn == "released"


@pytest.mark.parametrize("said", ["2 能管 A 吗", "2 管 A", "Can a 2 beat an A?", "一个2打得过一个A吗？"])
def test_a_lone_question_with_a_bare_number_asks_about_the_cards(said):
    reading = read(said)
    assert reading.assumed == (1, 2)
    assert (str(reading.case.situation.trick[0].play), str(reading.case.action.play)) == ("A", "2")


def test_with_belongs_right_after_the_verb_only():
    with pytest.raises(LineError) as info:
        read("Can seat 4 beat five 10s with five Js?")    # never read as one play of 10s and Js
    assert info.value.position == 26 and "'with'" in info.value.en


def test_a_question_about_cards_alone_assumes_seats_the_turn_cannot_decide():
    plain = read("大王 8 8 能管 9 9 9 吗？")
    assert plain.assumed == (1, 2)
    assert plain.case == read("Can a big joker and two 8s beat three 9s?").case
    gouji = read("J J J J J 能管 10 10 10 10 10 吗")
    assert gouji.assumed == (1, 4)                  # a gouji play: only its opposite may beat it
    assert gouji.case.judge().legal
    said = gouji.assumption()
    assert said is not None and "座位 4" in said["zh"] and "opposite, seat 4" in said["en"]
    dead = read("大王 大王 能管 大王 小王 吗")              # a dead play: only its opposite still acts
    assert dead.assumed == (1, 4) and "close it" in dead.assumption()["en"]
    assert dead.case.judge().reason is not None


@pytest.mark.parametrize("said, position, where", [
    ("座位2过了，还能烧吗", 7, "还能烧吗"),
    ("座位1出 10 10，座位7过", 12, "7"),
    ("座位1出 10 10，座位2吃 J J", 15, "吃"),
    ("seat 1 leads five 10s, seat 2 eats", 31, "eats"),
    ("seat 1 leads", 13, "seat 1 leads"),
    ("座位1出 10 10，座位2出 8 9，座位3过", 12, "8"),
    ("座位1出 10 10，第1套后座位2管 J J", 12, "第1套后座位2管 J J"),
    ("规则 nosuch，座位1过", 1, "nosuch"),
    ("", 1, ""),
    ("9" * 2001, 2001, "2000"),
])
def test_an_unreadable_text_names_the_position_and_what_was_understood(said, position, where):
    with pytest.raises(LineError) as info:
        read(said)
    err = info.value
    assert err.position == position and err.field == f"@{position}"
    assert f"第 {position} 个字符" in err.zh and f"character {position}" in err.en
    assert where in err.zh and where in err.en
    assert "已读懂" in err.zh and "Understood so far" in err.en
    assert bilingual(str(err))


def test_what_was_understood_is_said_in_the_notation():
    with pytest.raises(LineError) as info:
        read("座位1出 10 10，座位2过，座位3哈")
    assert "已读懂：座位1出 10 10，座位2过。" in info.value.zh
    assert "Understood so far: seat 1 leads two 10s, seat 2 passes." in info.value.en


def test_every_trick_case_of_the_casebook_reads_back_from_its_line():
    cases = [c for p in sorted((ROOT / "cases").rglob("*.json"))
             if not isinstance(c := case_from_json(p.read_text(encoding="utf-8")), HandCase)]
    assert len(cases) > 150
    for case in cases:
        for lang in ("zh", "en"):
            again = read(line(case, lang)).case
            assert (again.situation, again.action) == (case.situation, case.action), (case.id, lang)


def test_line_refuses_a_language_it_does_not_write():
    """Issue 47 class 4: ``line(case, "fr")`` was a KeyError; now the family's error, naming it."""
    from gouji_sim.core.errors import GoujiError
    case = read("座位1出 五个10，2过").case
    with pytest.raises(GoujiError, match="fr") as err:
        line(case, "fr")
    assert "zh" in err.value.en and "语言" in err.value.zh
