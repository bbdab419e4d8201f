"""The "read as" line a player is shown says the house rules in players' words, never the
notation's identifiers (``规则 laotou``, ``rules outline tribute=true``), and reads back.

The reader writes what it understood as the canonical line of the notation
(:func:`gouji_sim.game.notation.said_line`); the Lab, the search box and the home page draw it
from :func:`gouji_sim.view.answer_view.answer_view`, which names the rules as the house-rules
page does (:func:`gouji_sim.view.words.line_in_words`). A player who copies that line back
into the Lab gets the same answer. And "rules" in a sentence ("under laotou rules with
tribute") is no longer taken for the notation's ``rules <preset>`` ("There is no rules preset
'with'", before)."""

from __future__ import annotations

import json

import pytest

from gouji_sim.core.rules import PRESETS, SWITCHES, Rules
from gouji_sim.game.answers import ask
from gouji_sim.view.lab_line import ask as lab_ask
from gouji_sim.view.words import house_rules_words, line_in_words

#: the identifiers a reader must not see (those that are no English word: "tribute" is one)
IDS = [w for w in [*PRESETS, *SWITCHES] if "_" in w] + ["laotou "]


def _reply(text: str, rules: dict[str, object] | None = None) -> dict[str, object]:
    out = json.loads(lab_ask(json.dumps({"text": text, **({"rules": rules} if rules else {})})))
    assert out["ok"], out
    return out


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize(("lang", "question"), [
    ("zh", "座位1出 10 10 10 10 10，座位3能烧吗"),
    ("en", "seat 1 leads five 10s, may seat 3 burn?"),
])
def test_the_read_as_line_names_the_rules_as_the_page_does_and_reads_back(preset: str, lang: str,
                                                                          question: str) -> None:
    out = _reply(question, {"preset": preset, "switches": {"tribute": True}})
    shown = out["reply"]["understood"]
    assert out["reply"]["lang"] == lang
    assert out["answer"]["understood"].startswith("规则 " if lang == "zh" else "rules ")   # the notation
    assert shown.startswith(house_rules_words(Rules.from_spec(preset, {"tribute": True}))[lang])
    assert not [w for w in IDS if w in shown] and "=" not in shown, shown
    again = _reply(shown)                             # copied back into the Lab: the same answer
    assert again["reply"]["understood"] == shown
    assert (again["answer"]["answer"], again["answer"]["clauses"]) == (out["answer"]["answer"], out["answer"]["clauses"])


def test_the_nearest_preset_names_rules_that_are_a_preset_and_a_change() -> None:
    laotou_tribute = Rules.from_spec("laotou", {"tribute": True})
    assert house_rules_words(laotou_tribute) == {"zh": "规则：老头够级 加改动 进贡：开",
                                                 "en": "Rules: Laotou Gouji with tribute: on"}
    assert house_rules_words(Rules.preset("chong_san"))["zh"] == "规则：冲三"
    assert house_rules_words(Rules(deck=204))["en"].startswith("Rules: Gouji Outline with ")


def test_a_line_without_rules_or_with_rules_that_do_not_read_is_shown_as_it_is() -> None:
    assert line_in_words("座位1出 10 10", "zh") == "座位1出 10 10"
    assert line_in_words("rules nothing_like_this, seat 1 leads two 10s", "en") == \
        "rules nothing_like_this, seat 1 leads two 10s"
    assert line_in_words("规则 laotou", "zh") == "规则：老头够级"


@pytest.mark.parametrize(("question", "preset", "switches"), [
    # each was refused: "There is no rules preset 'with'"
    ("under laotou rules with tribute, seat 1 leads five 10s, can seat 3 burn?", None, {"tribute": True}),
    ("playing laotou rules with tribute, seat 1 leads five 10s, can seat 3 burn?", None, {"tribute": True}),
    # "are" was taken for the preset
    ("the house rules are laotou, seat 1 leads five 10s, can seat 3 burn?", "laotou", {}),
    # the read-as line's own words, copied back
    ("Rules: Laotou Gouji; seat 1 leads five 10s, may seat 3 burn?", "laotou", {}),
    ("规则：老头够级；座位1出 10 10 10 10 10，座位3能烧吗？", "laotou", {}),
])
def test_rules_said_in_a_sentence_are_read_as_house_rules(question: str, preset: str | None,
                                                          switches: dict[str, object]) -> None:
    a = ask(question)
    assert a.kind == "may-burn" and a.answer is True
    case_rules = Rules.from_spec(preset or "laotou", switches)
    assert a.understood.startswith(("rules ", "规则 "))
    assert Rules.from_spec(**_rules_of(a.understood)) == case_rules


def _rules_of(understood: str) -> dict[str, object]:
    from gouji_sim.core.rules import said_rules
    head = understood.split("，")[0].split(", ")[0]
    return said_rules(head.split(" ", 1)[1])


def test_a_misspelt_preset_in_the_notation_is_still_named_in_the_refusal() -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask("rules lautou, seat 1 leads five 10s, can seat 3 burn?")
    assert "lautou" in str(err.value)


@pytest.mark.parametrize("question", [
    "规则：老头够级 加改动 跳舞：开；座位1出 10 10 10 10 10，座位3能烧吗？",
    "Rules: Laotou Gouji with dancing: on; seat 1 leads five 10s, may seat 3 burn?",
])
def test_a_change_of_the_rules_that_does_not_read_is_refused_by_name(question: str) -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask(question)
    assert "规则里的改动" in err.value.zh and "The rules' change" in err.value.en
    assert ("跳舞：开" in err.value.zh) or ("dancing: on" in err.value.en) or ("deck size: many" in err.value.en)


def test_a_value_the_switch_does_not_take_is_refused_by_the_switch() -> None:
    from gouji_sim.game.answers import AskError
    with pytest.raises(AskError) as err:
        ask("Rules: Laotou Gouji with deck size: many; seat 1 leads five 10s, may seat 3 burn?")
    assert "'many'" in err.value.en and "216" in err.value.en


def _every_rules() -> list[Rules]:
    """Every preset, and every preset with each other value of each switch."""
    out = []
    for preset in PRESETS:
        base = Rules.preset(preset)
        out.append(base)
        for name, (values, _) in SWITCHES.items():
            out += [base.with_switches(**{name: v}) for v in values if getattr(base, name) != v]
    return out


def test_every_preset_and_change_is_said_in_words_that_read_back() -> None:
    from gouji_sim.game.case import Case
    from gouji_sim.game.case import rules_dict
    from gouji_sim.view.lab import case_line
    checked = 0
    for rules in _every_rules():
        case = Case.from_dict({"rules": rules_dict(rules), "trick": [{"seat": 1, "play": "10 10"}],
                               "action": {"seat": 3, "play": "J J"}})
        shown = case_line(case)
        assert shown is not None
        for lang in ("zh", "en"):
            said = shown[lang]
            if rules != Rules():
                assert said.startswith(("规则：", "Rules: ")), said      # words, not the notation
            assert not [w for w in IDS if w in said] and "=" not in said, said
            back = _reply(said)
            assert Rules.from_spec(**back["case"]["rules"]) == rules, said
            checked += 1
    assert checked > 300


def test_the_rules_words_taken_are_listed_in_the_question_s_own_language() -> None:
    """"By the house rules you named: 'under laotou rules、with tribute'" had a Chinese comma."""
    en = ask("under laotou rules with tribute, seat 1 leads five 10s, can seat 3 burn?")
    assert "'under laotou rules, with tribute'" in en.assumed[0] and "、" not in en.assumed[0]
    zh = ask("按老头够级，打进贡的，座位1出 10 10 10 10 10，座位3能烧吗")
    assert "按老头够级、打进贡的" in zh.assumed[0]


@pytest.mark.parametrize(("question", "seat"), [
    # answered as a tribute question ("0 card(s)"), laotou dropped: "laotou rules" was not read
    ("laotou rules with tribute: the player before me leads five 10s, can my opposite burn?", 5),
    ("we play laotou rules with tribute on - seat 1 throws down five tens, can seat 3 burn?", 3),
    # answered "这套规则不进贡": the change "进贡：开" after a preset said with 按 was not read
    ("按老头够级 加改动 进贡：开；座位1出五个10，座位3能烧吗", 3),
    ("Laotou Gouji rules, tribute: on, seat 1 leads five 10s, can seat 3 burn?", 3),
])
def test_a_preset_and_a_change_said_in_other_ways_are_both_read(question: str, seat: int) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == ("may-burn", True)
    assert Rules.from_spec(**_rules_of(a.understood)) == Rules.from_spec("laotou", {"tribute": True})
    assert f"座位{seat}能烧" in a.understood or f"may seat {seat} burn" in a.understood


@pytest.mark.parametrize("question", [
    # each was answered as a tribute question ("这套规则不进贡" / "No tribute under these house rules")
    "上家出五个10，我能烧吗？我们这里有进贡",
    "进贡开着，上家出五个10，我能烧吗",
    "tribute is played here; the player before me leads five 10s, can I burn?",
])
def test_a_burn_asked_beside_a_clause_about_tribute_is_the_burn_s_answer(question: str) -> None:
    a = ask(question)
    assert (a.kind, a.answer) == ("may-burn", True)
    assert "BURN-1" in a.clauses
    assert any("进贡" in w or "tribute" in w for w in a.skipped)      # the clause is said as skipped


@pytest.mark.parametrize(("question", "kind"), [
    ("大落进贡几张", "tribute"),
    ("with tribute on, the last place gives how many cards?", "tribute"),
    ("我们拿了头科二科三科，记几分", "score"),
])
def test_a_question_about_the_hand_alone_is_still_answered_about_the_hand(question: str, kind: str) -> None:
    assert ask(question).kind.startswith(kind)
