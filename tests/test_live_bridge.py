"""gouji_sim.view.live, the Python half of the live chapters, without a browser: cells run
as Jupyter runs them, widget views go to the page, the page's widget messages reach the models
and are acknowledged, and the IPython stand-in is enough for ipywidgets and every widget."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from html import unescape

import comm
import pytest

from gouji_sim import Pass, Situation, judge
from gouji_sim.view.live import WIDGET_VIEW, Kernel

PANEL = ("from gouji_sim.view.widgets import judge_panel\n"
         "judge_panel('en', case={'trick': [{'seat': 1, 'play': '10 10 10 10 10'}],"
         " 'action': {'seat': 2, 'play': 'J J J J J'}})")


class Page:
    """What the page would receive: decoded messages, in order."""

    def __init__(self) -> None:
        self.messages: list[dict] = []

    def __call__(self, text: str, buffers: list[bytes]) -> None:
        assert isinstance(text, str) and all(isinstance(b, bytes) for b in buffers)
        self.messages.append(json.loads(text))

    def of(self, kind: str) -> list[dict]:
        return [m for m in self.messages if m["type"] == kind]


@pytest.fixture
def live(monkeypatch):
    """A kernel whose comms are installed for this test only."""
    monkeypatch.setattr(comm, "create_comm", comm.create_comm)
    monkeypatch.setattr(comm, "get_comm_manager", comm.get_comm_manager)
    page = Page()
    kernel = Kernel(page)
    kernel.install_comms()
    return kernel, page


def test_cells_run_in_order_in_one_namespace_and_report_each(live):
    kernel, page = live
    assert kernel.run_cell(0, "a = 2")
    assert kernel.run_cell(1, "b = a * 21\nb")
    assert kernel.namespace["b"] == 42
    assert page.of("cell") == [{"type": "cell", "cell": 0, "ok": True}, {"type": "cell", "cell": 1, "ok": True}]


def test_a_failing_cell_says_which_and_why(live):
    kernel, page = live
    assert not kernel.run_cell(3, "import no_such_module_here")
    [report] = page.of("cell")
    assert report["cell"] == 3 and not report["ok"]
    assert report["error"].startswith("ModuleNotFoundError") and "no_such_module_here" in report["error"]
    assert not kernel.run_cell(4, "def broken(:\n  pass")
    assert page.of("cell")[-1]["error"].startswith("SyntaxError")


def test_the_last_expression_shows_its_widget_unless_the_cell_ends_with_a_semicolon(live):
    kernel, page = live
    kernel.run_cell(0, PANEL)
    [shown] = page.of("display")
    opened = {m["comm_id"] for m in page.of("comm_open")}
    assert shown["cell"] == 0 and shown["model_id"] in opened
    kernel.run_cell(1, PANEL + ";")
    assert len(page.of("display")) == 1
    kernel.run_cell(2, "import ipywidgets as w\ndisplay(w.Button(description='x'), 'text is not sent')")
    assert [m["cell"] for m in page.of("display")] == [0, 2]


def test_comm_open_carries_the_model_state_for_the_page(live):
    kernel, page = live
    kernel.run_cell(0, "import ipywidgets as w\nw.Text(value='Q Q', description='cards')")
    opens = page.of("comm_open")
    text = [m for m in opens if m["data"]["state"].get("_model_name") == "TextModel"]
    assert len(text) == 1
    assert text[0]["target_name"] == "jupyter.widget"
    assert text[0]["data"]["state"]["value"] == "Q Q"
    assert text[0]["metadata"]["version"].startswith("2.")
    assert page.of("display")[0]["model_id"] == text[0]["comm_id"]


def test_a_typed_play_is_ruled_and_the_message_acknowledged(live):
    kernel, page = live
    assert kernel.run_cell(0, PANEL.splitlines()[0] + "\npanel = " + PANEL.splitlines()[1])
    panel = kernel.namespace["panel"]
    before = len(page.messages)
    text_id = panel.editor.builder.text.model_id
    kernel.receive(json.dumps({"type": "comm_msg", "comm_id": text_id, "msg_id": "page-7",
                               "data": {"method": "update", "state": {"value": "Q Q Q Q Q"},
                                        "buffer_paths": []}}))
    answer = page.messages[before:]
    assert answer[-1] == {"type": "idle", "msg_id": "page-7"}
    assert all(m.get("parent") == "page-7" for m in answer[:-1])
    verdict_id = panel.verdict_view.model_id
    updates = [m for m in answer if m["type"] == "comm_msg" and m["comm_id"] == verdict_id]
    assert updates, "the ruling was not sent to the page"
    html = updates[-1]["data"]["state"]["value"]
    want = judge(panel.table.situation, panel.action()).to_dict()
    got = json.loads(unescape(html.split("data-verdict='")[1].split("'")[0]))
    assert got == want and str(panel.editor.builder.cards) == "Q Q Q Q Q"


def test_a_failing_callback_is_reported_and_still_acknowledged(live):
    kernel, page = live
    kernel.run_cell(0, "import comm\nc = comm.create_comm(target_name='t')\nc.on_msg(lambda _m: 1 / 0)")
    c = kernel.namespace["c"]
    kernel.receive(json.dumps({"type": "comm_msg", "comm_id": c.comm_id, "msg_id": "page-1", "data": {}}))
    assert page.of("error")[-1]["error"].startswith("ZeroDivisionError")
    assert page.messages[-1] == {"type": "idle", "msg_id": "page-1"}


def test_messages_for_unknown_comms_are_acknowledged(live):
    kernel, page = live
    kernel.receive(json.dumps({"type": "comm_msg", "comm_id": "nope", "msg_id": "page-2", "data": {}}))
    assert page.messages == [{"type": "idle", "msg_id": "page-2"}]


def test_verdict_markup_holds_the_contract_json():
    from gouji_sim.view.widgets.judge_panel import verdict_markup

    v = judge(Situation.build(), Pass(1))
    html = verdict_markup(v, "<b>x</b>")
    assert "class='gouji-ruling'" in html and "<b>x</b>" in html
    data = unescape(html.split("data-verdict='")[1].split("'")[0])
    assert json.loads(data) == v.to_dict()
    assert "data-verdict='null'" in verdict_markup(None, "")


def test_the_ipython_stand_in_is_enough_for_every_widget():
    """In a fresh process, as in the browser worker: no real IPython is imported, every
    widget of gouji_sim is built and shown, and the chapters' registering of the notebook
    display does nothing."""
    script = textwrap.dedent("""
        import json, sys
        from gouji_sim.view import live
        sent = []
        kernel = live.start(lambda text, buffers: sent.append(json.loads(text)))
        cells = [
            "from IPython.display import HTML, display\\ndisplay(HTML('<b>x</b>'))",
            "from IPython.display import Markdown, display_html\\n"
            "display(Markdown('*x*'))\\ndisplay_html('<b>x</b>', raw=True)",
            "from gouji_sim.view import widgets as gw",
            "gw.judge_panel(lang='zh')",
            "gw.table_editor(lang='en')",
            "gw.burn_panel(lang='en')",
            "gw.compare_panel(lang='zh')",
            # a chapter's hidden first cell: with no notebook shell there is nothing to register
            "from gouji_sim.view import html as gd\\nassert gd.register_display() is False",
        ]
        ok = [kernel.run_cell(i, c) for i, c in enumerate(cells)]
        print(json.dumps({"ok": ok, "shown": [m["cell"] for m in sent if m["type"] == "display"],
                          "real_ipython": hasattr(sys.modules["IPython"], "__file__"),
                          "errors": [m for m in sent if m["type"] == "cell" and not m["ok"]]}))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["errors"] == [] and all(result["ok"])
    assert result["shown"] == [3, 4, 5, 6]
    assert result["real_ipython"] is False


def test_widget_view_mime_type_is_ipywidgets_own():
    import ipywidgets as w

    assert WIDGET_VIEW in w.Button()._repr_mimebundle_()


@pytest.fixture
def two_pages(live):
    """Two pages of one visit in one Python (a shared worker), each with its own kernel and a
    judge panel made by its first cell: ``(first, first_page, second, second_page)``."""
    first, first_page = live
    second_page = Page()
    second = Kernel(second_page)
    second.install_comms()
    first.run_cell(0, PANEL)
    second.run_cell(0, PANEL)
    return first, first_page, second, second_page


def test_pages_sharing_one_python_each_get_their_own_widgets(two_pages):
    """One Python serves the pages of a visit (a shared worker): every page has its own
    kernel, and a widget made by a page's cell, or by a click on that page, is that page's."""
    first, first_page, second, second_page = two_pages
    mine = {m["comm_id"] for m in first_page.of("comm_open")}
    theirs = {m["comm_id"] for m in second_page.of("comm_open")}
    assert mine and theirs and not mine & theirs
    assert set(first.manager.comms) == mine and set(second.manager.comms) == theirs
    # a click on the first page after the second page's cell: what it makes goes to the first
    first.run_cell(1, "import ipywidgets as w\nb = w.Button()\nb.on_click(lambda _b: display(w.Label('made')))")
    button = first.namespace["b"]
    before = len(second_page.messages)
    first.receive(json.dumps({"type": "comm_msg", "comm_id": button.comm.comm_id,
                              "data": {"method": "custom", "content": {"event": "click"}}, "msg_id": "m1"}))
    assert len(second_page.messages) == before
    made = [m for m in first_page.of("comm_open") if m["data"]["state"].get("value") == "made"]
    assert made and made[0]["parent"] == "m1" and first_page.of("display")[-1]["cell"] is None


def test_a_page_that_has_gone_has_its_widgets_closed_and_hears_nothing(two_pages):
    first, first_page, second, second_page = two_pages
    kept = set(second.manager.comms)
    heard = len(first_page.messages)
    first.close()
    assert first.manager.comms == {} and first.namespace == {}
    assert len(first_page.messages) == heard  # closing says nothing to a page that has gone
    assert set(second.manager.comms) == kept  # the other page keeps every widget
    assert second.run_cell(1, PANEL) and len(second_page.of("display")) == 2
