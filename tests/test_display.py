"""Rich display (gouji_sim.view.html): cards, hands, plays, situations and verdicts as HTML."""

import re
from types import SimpleNamespace

from IPython.core.formatters import DisplayFormatter

from gouji_sim import Burn, Card, Hand, Pass, Play, PlayAction, Rank, Rules, Situation, Yield, judge
from gouji_sim.view import html as display, load_ipython_extension, unload_ipython_extension
from gouji_sim.game.case import Case


def seat_box(html: str, seat: int) -> str:
    """The HTML of one seat's box in a rendered situation."""
    start = html.index(f"data-seat='{seat}'")
    return html[start:html.index("</div></div>", start)]


def test_cards_show_suits_and_two_distinct_jokers():
    red = display.card_html(Rank.ACE, "♥")
    black = display.card_html(Rank.ACE, "♠")
    assert "♥A" in red and display.RED in red
    assert "♠A" in black and display.RED not in black
    small, big = display.card_html(Rank.SMALL_JOKER), display.card_html(Rank.BIG_JOKER)
    assert "小王" in small and "大王" in big
    def face(html):
        return re.findall(r"background:([^;\"]+)", html)[-1]     # the last one set wins
    assert face(small) != face(big) and face(big) == display.RED
    assert display.cards_html(Card.parse_all("♦3 ♣3")).count("<span") == 2


def test_hands_group_long_hands_and_plays_show_every_card():
    short = display.hand_html(Hand.parse("3 3 K"))
    assert short.count("title=\"3\"") == 2
    long = display.hand_html(Hand.parse("3 3 3 3 4 5 6 7 8 9 10 J"))
    assert "×4" in long and long.count("title=\"3\"") == 1
    assert display.play_html(Play.parse("10 10 10 10 10")).count("title=\"10\"") == 5


def notebook() -> SimpleNamespace:
    """A stand-in for a notebook's shell: IPython's own display formatter, nothing else."""
    return SimpleNamespace(display_formatter=DisplayFormatter())


def html_of(shell: SimpleNamespace, value: object) -> str | None:
    """What the notebook ``shell`` shows for ``value`` as HTML (``None``: plain text only)."""
    data, _ = shell.display_formatter.format(value)
    return data.get("text/html")


def test_a_notebook_draws_the_core_types_once_the_view_is_loaded():
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    v = judge(s, PlayAction(2, Play.parse("10 10")))
    shell = notebook()
    assert html_of(shell, Hand.parse("9")) is None          # the core knows no HTML
    load_ipython_extension(shell)                           # %load_ext gouji_sim.view
    assert "title=\"9\"" in html_of(shell, Hand.parse("9"))
    assert "title=\"大王\"" in html_of(shell, Play.parse("大王 3"))
    assert "座位 1 / Seat 1" in html_of(shell, s)            # no language chosen: both
    assert "合法 / legal" in html_of(shell, v)
    assert html_of(shell, s) == display.situation_html(s, None)
    unload_ipython_extension(shell)                         # %unload_ext gouji_sim.view
    assert html_of(shell, v) is None


def test_the_core_types_have_no_html_of_their_own():
    for value in (Hand.parse("9"), Play.parse("9"), Situation.build(),
                  judge(Situation.build(), PlayAction(1, Play.parse("9")))):
        assert not hasattr(value, "_repr_html_")


def test_registering_outside_a_notebook_does_nothing():
    assert display.register_display() is False and display.unregister_display() is False


def test_situation_marks_teams_opposites_counts_places_and_the_trick():
    s = Situation.build(hands={2: "9 9 9 9 9 9 9 9 9 9 9"}, counts={3: 10, 5: 0}, finished=[5],
                        trick=[PlayAction(1, Play.parse("8 8")), Pass(2), PlayAction(3, Play.parse("J J"))])
    html = display.situation_html(s, "en")
    assert html.count("data-seat=") == 6
    one, two = seat_box(html, 1), seat_box(html, 2)
    assert display.team_colour(1) in one and display.team_colour(2) in two
    assert display.team_colour(1) != display.team_colour(2)
    assert "opposite 4" in one and "opposite 5" in two
    assert "11 cards" in two and "left" not in two           # 11 cards: no count shown
    assert "10 left" in seat_box(html, 3)                    # 报牌 at 10 or fewer
    assert "place 1 · first" in seat_box(html, 5)
    assert "headless" in seat_box(html, 2)                   # its opposite (5) has finished
    assert "passed" in two
    assert "on top" in seat_box(html, 3)
    trick = html[html.index("This trick"):]
    assert trick.index("Seat 1") < trick.index("pass") < trick.index("Seat 3")
    assert "Next to act: seat 4" in html


def test_situation_shows_a_yield_a_closed_trick_and_the_melee():
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), Pass(2), Pass(3), Yield(4)])
    html = display.situation_html(s, "zh")
    assert "让" in html and "让牌" in seat_box(html, 4)
    closed = Situation.build(trick=[PlayAction(1, Play.parse("9 9")), *[Pass(x) for x in (2, 3, 4, 5, 6)]])
    assert "本轮已结束：座位 1 首出下一轮" in display.situation_html(closed, "zh")
    melee = Situation.build(counts={1: 0, 2: 0}, finished=[1, 2])
    assert "four-player melee" in display.situation_html(melee, "en")


def test_verdict_shows_reason_highlighted_clause_and_who_may_answer_and_burn():
    s = Situation.build(trick=[PlayAction(1, Play.parse("10 10 10 10 10"))])
    bad = display.verdict_html(judge(s, PlayAction(2, Play.parse("J J J J J"))), "en")
    assert "illegal" in bad and "data-reason='gouji-opposite-only'" in bad
    first = re.search(r"<li class='gouji-clause' data-clause='([A-Z0-9-]+)' style='([^']*)'", bad)
    assert first.group(1) == "GOUJI-2" and display.HIGHLIGHT in first.group(2)
    assert "Only the opposite may beat a gouji play" in bad
    good = display.verdict_html(judge(Situation.build(), PlayAction(1, Play.parse("10 10 10 10 10"))), "zh")
    assert "是够级牌" in good
    answer = good[good.index("data-row='responders'"):good.index("data-row='burners'")]
    burn = good[good.index("data-row='burners'"):good.index("data-row='next'")]
    assert "座位 4" in answer and "座位 1" not in answer
    assert [int(x) for x in re.findall(r"座位 (\d)", burn)] == [3, 5, 2, 6]


def test_verdict_of_a_burn_shows_its_outcome_set_by_set():
    case = Case.from_json(open("notebooks/widgets/data/burn-release.json", encoding="utf-8").read())
    html = display.verdict_html(case.judge(), "en")
    assert "data-burn='released'" in html and "burn released" in html
    assert html.count("class='gouji-step'") == 2
    assert "Seat 6 answers it" in html


def test_compare_highlights_the_columns_that_differ():
    top = [PlayAction(1, Play.parse("9 9 9"))]
    cols = [(n, judge(Situation.build(Rules.preset(n), trick=top), PlayAction(2, Play.parse("大王 8 8"))))
            for n in ("outline", "laotou", "joker_dominant")]
    html = display.compare_html(cols, "en")
    assert "1 preset(s) rule differently from outline" in html
    legal_row = html[html.index("data-row='legal'"):html.index("data-row='message'")]
    assert re.findall(r"data-differs='(\d)'", legal_row) == ["0", "0", "1"]
    assert display.differing([v for _, v in cols]) == [False, False, True]


def test_words_come_in_the_chosen_language_or_both():
    assert display.say("w-act-burn", "zh") == "烧牌"
    assert display.say("w-act-burn", "en") == "burn"
    assert display.say("w-act-burn") == "烧牌 / burn"
    assert display.seats_words((2, 6), "zh") == "座位 2、6"
    assert display.rules_label(Rules(deck=204), "en") == "Rules: Gouji Outline with deck size: 204"
    assert display.burn_outcome_label("failed", "zh") == "烧糊"


def test_a_burn_that_is_not_allowed_renders_without_sets():
    s = Situation.build(trick=[PlayAction(1, Play.parse("9 9"))])
    html = display.verdict_html(judge(s, Burn(3, (Play.parse("10 10"),))), "en")
    assert "data-burn='not-allowed'" in html and "class='gouji-step'" not in html


# --- the chapter helpers (one copy in gouji_sim.view.html) ----------------------------

def test_show_draws_everything_in_the_page_language():
    s = Situation.build(hands={2: "9 9 大王"}, trick=[PlayAction(1, Play.parse("8 8"))])
    en = display.show(s, judge(s, PlayAction(2, Play.parse("9 9"))), Hand.parse("小王 3"), lang="en")
    zh = display.show(s, Hand.parse("小王 3"), lang="zh")
    assert "Big Joker" in en and "Small Joker" in en and not re.search("座位|小王|大王", en)
    assert "座位" in zh and "☆小王" in zh
    assert en._repr_html_() == str(en)          # notebooks display it as HTML


def test_beat_table_gives_reasons_as_words_without_the_code():
    en = display.beat_table([("K K 2", "K K K"), ("大王 A A", "K K K")], lang="en")
    zh = display.beat_table([("K K 2", "K K K")], lang="zh")
    assert "not-higher" not in en and "does not beat it" in en     # issue 46: no reason code
    assert "★Big Joker" in en and "Why not" in en
    # Chinese readers get the words alone, no reason code
    assert "管得住？" in zh and "not-higher" not in zh and "管不了" in zh and "Why not" not in zh


def test_tribute_table_names_the_kinds_in_the_page_language():
    from gouji_sim.game.tribute import Payment

    moves = [Payment(6, 1, tuple(Card.parse_all("2 大王")), "fall"), Payment(1, 6, tuple(Card.parse_all("3 4")), "return"),
             Payment(2, 5, tuple(Card.parse_all("5")), "sweep")]
    zh, en = display.tribute_table(moves, "zh"), display.tribute_table(moves, "en")
    assert all(w in zh for w in ("落贡", "还贡", "串三户贡")) and not re.search(r">(fall|return|sweep)<", zh)
    assert all(w in en for w in ("finishing tribute", "return tribute", "sweep tribute")) and "落贡" not in en


def test_notation_on_english_pages_reads_back_the_same():
    hand = Hand.parse("9 9 小王 大王 2")
    assert display.notation(hand, "en") == "9 9 2 SJ BJ" and Hand.parse(display.notation(hand, "en")) == hand
    assert display.notation(hand, "zh") == str(hand)


def test_walkthrough_says_who_acts_next_at_every_step():
    from gouji_sim.view.widgets.replay import walkthrough_html

    record = {"hands": {"1": "9 9 K", "2": "10 10", "3": "5", "4": "6", "5": "7", "6": "8"},
              "actions": [{"seat": 1, "play": "9 9"}, {"seat": 2, "play": "10 10"},
                          {"seat": 3, "pass": True}, {"seat": 4, "pass": True}, {"seat": 5, "pass": True},
                          {"seat": 6, "pass": True}, {"seat": 1, "pass": True}]}
    en = walkthrough_html(record, "en")
    assert re.findall(r"data-step='(\d+)'", en) == [str(k) for k in range(1, 8)]
    assert "Seat 2 has played its last card (place 1)." in en
    assert "The trick is over; seat 3 leads the next one." in en     # TURN-8: seat 2 is out
    zh = walkthrough_html(record, "zh", 2, 2)
    assert re.findall(r"data-step='(\d+)'", zh) == ["2"] and "座位 2 出完了手里的牌（第 1 名）" in zh


def test_walkthrough_says_the_hand_is_over_where_the_game_state_does():
    """END-1 is the game state's to say: the walk-through asks the record
    reader's step (``Step.over``), never counts finished seats itself. Here only two seats hold
    cards, so seat 1's last card ends the hand with four seats that never finished."""
    from gouji_sim.game.record import steps
    from gouji_sim.view.widgets.replay import walkthrough_html

    short = {"hands": {"1": "9", "2": "10 3"}, "actions": [{"seat": 1, "play": "9"}]}
    assert [st.over for st in steps(short)] == [True]
    for lang in ("zh", "en"):
        assert display.say("w-walk-hand-over", lang) in walkthrough_html(short, lang)
    going_on = {"hands": {"1": "9 9 K", "2": "10 10 3", "3": "5", "4": "6", "5": "7", "6": "8"},
                "actions": [{"seat": 1, "play": "9 9"}, {"seat": 2, "play": "10 10"}]}
    assert [st.over for st in steps(going_on)] == [False, False]
    assert display.say("w-walk-hand-over", "en") not in walkthrough_html(going_on, "en")


# --- what a chapter's cell ends with (gouji_sim.view.chapter): views, never Python values ---

REPR_TEXT = re.compile(r"\w+\(seat=|\bRank\.|\{'|\((?:True|False|None)\b|>\s*(?:True|False|None)\s*<")


def test_every_kind_of_answer_is_drawn_in_the_page_s_language():
    from gouji_sim.core.burn import plan_burn
    from gouji_sim.game import score
    from gouji_sim.game.decisions import Bet, Buy, Decline, Meld, Redeal, Revolution
    from gouji_sim.core.errors import GoujiError
    from gouji_sim.view.scores import score_view

    values = [True, False, None, (), {}, 3, "a note", Card.parse_all("♠3 大王"), Rank.TWO,
              Hand.parse("9 9 2"), Play.parse("10 10"), PlayAction(1, Play.parse("9 9")), Pass(2), Yield(3),
              Burn(3, (Play.parse("J J J J J"), Play.parse("小王 8 8")), ()), Decline(1), Revolution(2),
              Redeal(2), Meld(1, (3, 4)), Bet(4, "open"), Bet(1, "blind"), Buy(1, 4, Rank.TWO),
              score((1, 3, 5, 2, 4, 6), Rules()), plan_burn(Hand.parse("J J J J J 小王 8 8"),
                                                            Play.parse("10 10 10 10 10"), Rules()),
              GoujiError("x", "中文的错", "an English error"), [Pass(2), Yield(3)], {"label": False}]
    for lang in ("zh", "en"):
        html = display.facts([(f"row {i}", v) for i, v in enumerate(values)], lang)
        assert not REPR_TEXT.search(html), (lang, REPR_TEXT.search(html))
        other = {"zh": ("Seat ", "yes"), "en": ("座位", "是")}[lang]
        assert not any(word in html for word in other), lang
    assert "✔ 是" in display.value_html(True, "zh") and "✘ no" in display.value_html(False, "en")
    assert "melds 3 4" in display.value_html(Meld(1, (3, 4)), "en")
    score_html = display.score_html(score_view((1, 3, 5, 2, 4, 6), Rules()), "en")
    assert "串三户" in score_html and "+4" in score_html and "{'" not in score_html
