"""The split of the HTML display and of the record module, and the reader-facing
words of the house rules that the front ends draw: no P/Q column names, one seat as "seat 6", the
custom-rules label in Chinese words, jokers in English on English pages, and the reason why
only the opposite may answer a burn's last set (BURN-4)."""

import ast
from pathlib import Path

from gouji_sim import Hand, Play, Rules, plan_burn
from gouji_sim.game.case import Case
from gouji_sim.core.messages import seats_text
from gouji_sim.view import html as view_html
from gouji_sim.view.model import verdict_view
from gouji_sim.view.words import rules_words

ROOT = Path(__file__).resolve().parents[1]
SPLIT = ["view/html.py", "view/html_cards.py", "view/html_views.py", "view/chapter.py",
         "game/record.py", "game/record_read.py", "game/record_replay.py"]


def test_split_modules_are_short():
    for name in SPLIT:
        n = len((ROOT / "gouji_sim" / name).read_text(encoding="utf-8").splitlines())
        assert n <= 450, f"{name}: {n} lines"


def test_split_parts_never_import_their_facade():
    for name, facade in [("view/html_cards.py", "html"), ("view/html_views.py", "html"), ("view/chapter.py", "html"),
                         ("game/record_read.py", "record"), ("game/record_replay.py", "record")]:
        tree = ast.parse((ROOT / "gouji_sim" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level > 0:   # the package's own modules
                assert node.module not in (facade, "display") and not (node.module or "").endswith(f".{facade}"), \
                    (name, node.module)


def test_beat_table_names_the_columns_in_words():
    for lang in ("en", "zh"):
        head = view_html.beat_table([("K K 2", "K K K")], lang=lang)
        head = head[head.index("<thead>"):head.index("</thead>")]
        assert "Q" not in head and "P（" not in head and "P (" not in head
    assert "The play on top" in view_html.beat_table([("J", "10")], lang="en")
    assert "桌上那手" in view_html.beat_table([("J", "10")], lang="zh")


def test_one_seat_is_singular():
    assert seats_text([6]) == {"zh": "座位 6", "en": "seat 6"}
    assert seats_text([1, 3])["en"] == "seats 1, 3"


def test_custom_rules_label_is_in_players_words_in_both_languages():
    """Issue 46: a switch is shown by its players' name in both languages, never its identifier."""
    label = rules_words(None, Rules(burn_after_pass=True, comparison="joker_dominant").changed())
    for lang in ("zh", "en"):
        assert "burn_after_pass" not in label[lang] and "joker_dominant" not in label[lang]
        assert "=" not in label[lang] and "true" not in label[lang]
    assert "过牌后还能烧：开" in label["zh"]
    assert label["en"] == "Rules: Gouji Outline with the joker decides, burn after passing: on"


def test_burn_planner_names_jokers_in_english():
    plan = plan_burn(Hand.parse("J J J J J 小王 8 8 9 9 9"), Play.parse("10 10 10 10 10"), Rules())
    assert plan.possible
    assert "小王" not in plan.message["en"] and "Small Joker" in plan.message["en"]
    assert "小王" in plan.message["zh"]


def test_last_plain_set_says_why_nobody_burns_it_back():
    case = Case.from_dict({
        "hands": {"3": "J J J J J 小王 8 8 9 9 9"},
        "counts": {"1": 15, "2": 12, "4": 20, "5": 30, "6": 7},
        "trick": [{"seat": 1, "play": "10 10 10 10 10"}],
        "action": {"seat": 3, "burn": ["J J J J J", "小王 8 8", "9 9 9"]}})
    steps = verdict_view(case.judge(), case.situation).burn_steps
    assert [s.plain for s in steps] == [False, False, True]
    last = [line["en"] for line in steps[-1].lines()]
    assert any("no gouji play" in line and "seat 6" in line for line in last)
    assert not any("no gouji play" in line["en"] for s in steps[:-1] for line in s.lines())
