"""The pages' one way into Python: gouji_sim.view.bridge, and what the pages' scripts
may no longer hold (seat arithmetic, joker spellings, a case encoder of their own)."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from gouji_sim.view import lab
from gouji_sim.game.case import Case
from gouji_sim.practice import Practice
from gouji_sim.view import bridge, live, practice_page
from gouji_sim.view.lab import card_words, page_data, seat_info

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO / "docs" / "shared"
PAGE_SCRIPTS = [*sorted((SHARED / "lab").glob("*.js")), SHARED / "practice" / "practice.js", SHARED / "house" / "house.js"]


def test_every_call_of_the_pages_is_a_json_function_that_never_raises():
    for name, fn in bridge.CALLS.items():
        out = json.loads(bridge.call("t", name, "{not json"))
        assert out["ok"] is False and out["error"]["zh"] and out["error"]["en"], name
    bridge.forget("t")


def test_a_ruling_through_the_bridge_is_the_lab_s():
    case = {"trick": [{"seat": 1, "play": "J J J J"}], "action": {"seat": 2, "play": "Q Q Q Q"}}
    text = json.dumps(case)
    assert bridge.call("t", "lab.rule", text) == lab.rule(text)
    out = json.loads(bridge.call("t", "lab.rule_fragment", lab.encode_fragment(case)))
    assert out["verdict"] == Case.from_dict(case).judge().to_dict()
    assert out["verdict"]["reason"] == "gouji-opposite-only"   # GOUJI-2


def test_pages_keep_their_own_practice_hands():
    a = json.loads(bridge.call("a", "practice.new", '{"seed": 2, "seat": 1}'))
    b = json.loads(bridge.call("b", "practice.new", '{"seed": 5, "seat": 3}'))
    assert a["view"]["hand"] != b["view"]["hand"]
    hint_a = json.loads(bridge.call("a", "practice.hint", ""))["hints"]
    from gouji_sim.view.hints_view import hints
    assert hint_a == json.loads(json.dumps(hints(Practice(2, 1, bots=["heuristic"]))))
    assert "practice" not in practice_page._CURRENT or practice_page._CURRENT is not bridge._PAGES["a"]
    bridge.forget("a")
    assert json.loads(bridge.call("a", "practice.hint", ""))["error"]["code"] == "practice-no-hand"
    for page in ("a", "b"):
        bridge.forget(page)


def test_bad_calls_are_refused_in_both_languages():
    out = json.loads(bridge.call("t", "os.system", "ls"))
    assert out["error"]["code"] == "bridge-unknown-call" and "lab.rule" in out["error"]["en"]
    assert "没有这个调用" in out["error"]["zh"]
    out = json.loads(bridge.call("t", "lab.rule", None))  # type: ignore[arg-type]
    assert out["error"]["code"] == "bridge-not-text"
    bridge.forget("t")


def test_the_start_up_snapshot_holds_the_bridge_and_leaves_no_page_state():
    live.prepare()
    import sys
    assert {"gouji_sim.view.bridge", "gouji_sim.view.lab", "gouji_sim.view.practice_page"} <= set(sys.modules)
    assert "warm-up" not in bridge._PAGES


# --------------------------------------------------------------------------
# what the pages get from Python instead of computing it


def test_seat_info_is_the_table_s():
    from gouji_sim.core.table import downstream, opposite, same_team
    info = seat_info()
    assert sorted(info) == ["1", "2", "3", "4", "5", "6"]
    for seat, s in info.items():
        k = int(seat)
        assert s["opposite"] == opposite(k) and s["next"] == downstream(k)   # TABLE-1, TABLE-3
        assert (s["team"] == info["1"]["team"]) == same_team(k, 1)           # TABLE-2


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_card_words_cover_every_joker_spelling(lang):
    from gouji_sim.core.cards import Hand
    words = card_words(lang)
    for spelling in ("BJ", "bj", "sj", "d", "X", "大王", "小王", "大鬼", "小花"):
        w = words[spelling]
        assert Hand.parse(w["token"]) == Hand.parse(spelling)        # CARD-3: reads back the same
    assert words["bj"]["name"] == {"zh": "大王", "en": "Big Joker"}[lang]
    assert "10" not in words and page_data(lang)["cards"] == words


@pytest.mark.parametrize("script", PAGE_SCRIPTS, ids=lambda p: p.name)
def test_the_page_scripts_compute_no_seat_card_or_link(script):
    code = script.read_text(encoding="utf-8")
    assert not re.search(r"%\s*[26]\b", code), "seat or team arithmetic"
    assert not re.search(r"大王|小王|Big Joker|\"BJ\"|\"SJ\"", code), "joker spellings"
    assert "btoa" not in code and "fromCharCode" not in code, "a case encoder of its own"
    assert "loadPyodide" not in code and "pyodide.mjs" not in code, "Pyodide on the page's thread"


def test_one_encoder_in_the_pages_and_it_is_the_lab_s():
    engine = (SHARED / "engine" / "engine.js").read_text(encoding="utf-8")
    assert engine.count("btoa(") == 1
    assert '"#case=" + base64url(JSON.stringify(kase))' in engine


def test_engine_hook_puts_the_one_engine_on_pages_that_use_python():
    spec = importlib.util.spec_from_file_location("engine_hooks", REPO / "docs" / "engine_hooks.py")
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)

    class Page:
        url = "en/lab/"

    class Config:
        extra = {"site_root": "../"}

    def page(body: str) -> str:
        return f"<html><head><title>t</title></head><body>{body}</body></html>"

    out = hooks.on_post_page(page('<div id="gouji-lab-data"></div>'), Page(), Config())
    head = out.split("</head>", 1)[0]
    assert head.startswith('<html><head><title>t</title><script type="application/json" id="gouji-engine-config">')
    config = json.loads(head.split('id="gouji-engine-config">', 1)[1].split("</script>", 1)[0])
    assert config == {"worker": "../../../shared/live/worker.mjs", "pyodide": "../../../lite/static/pyodide/",
                      "lock": "../../../assets/live/live-lock.json"}
    assert '<script type="module" async src="../../../shared/engine/engine.js"></script>' in head
    assert hooks.on_post_page(out, Page(), Config()) == out          # once
    # every page gets the search box that answers (its module at the end), a page without
    # Python of its own the engine's config too, never engine.js itself nor a start
    plain = hooks.on_post_page(page("<p>plain</p>"), Page(), Config())
    head, body = plain.split("</head>", 1)
    assert json.loads(head.split('id="gouji-engine-config">', 1)[1].split("</script>", 1)[0]) == config
    assert "engine.js" not in plain and "goujiLater" not in plain
    assert body.endswith('<script type="module" src="../../../shared/search/search.js"></script>\n</body></html>')
    assert out.count("shared/search/search.js") == 1
    assert hooks.on_post_page(plain, Page(), Config()) == plain        # once
    # a page that reaches for Python as it opens starts the engine then, and holds the search index
    for body in ('<div id="gouji-lab-data"></div><div class="gouji-practice" data-x>', '<script type="application/json" id="gouji-live-config">'):
        head = hooks.on_post_page(page(body), Page(), Config()).split("</head>", 1)[0]
        assert '"start": true' in head and "goujiLater" in head, body
    head = hooks.on_post_page(page('<form class="gouji-house-form">'), Page(), Config()).split("</head>", 1)[0]
    assert '"start"' not in head and "goujiLater" not in head
    # ... and there the theme's script comes as a preload, run after the page's first frames
    bundle = '<script src="../../assets/javascripts/bundle.0123abcd.min.js"></script>'
    for body, later in [('<script type="application/json" id="gouji-live-config">', True),
                        ('<form class="gouji-house-form">', False)]:
        out = hooks.on_post_page(page(body + bundle), Page(), Config())
        assert (bundle not in out) is later and out.count("bundle.0123abcd.min.js") == 1 + later, body
        assert ('<link rel="preload" as="script" href="../../assets/javascripts/bundle.0123abcd.min.js">' in out) is later
