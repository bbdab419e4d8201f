"""Live chapters, Python side: run a chapter's code cells in the reader's browser and bridge
their ipywidgets to the page's widget manager, without a Jupyter kernel.

This is the one module of glue the live chapter pages need. It runs inside
Pyodide in a module Web Worker (``docs/shared/live/worker.mjs``), so Python never blocks
the page; the page side (``docs/shared/live/live.js``) renders the widgets with
``@jupyter-widgets/html-manager``, the same renderer that shows the static snapshots, so a
live widget looks exactly like its snapshot.

What it replaces of a kernel, and nothing more:

* **comms** — :class:`LiveComm` publishes every ``comm_open`` / ``comm_msg`` /
  ``comm_close`` of a widget model as one JSON message to the page, and
  :meth:`Kernel.receive` hands the page's messages (a click, a text typed and submitted)
  back to the model, then answers ``idle`` so that the page's widget manager sends the
  next update (it holds updates back until the previous one is acknowledged);
* **display** — :meth:`Kernel.display` (also ``IPython.display.display`` and the cell's
  ``display``) and the value of a cell's last expression send each widget *view* to the
  page as ``{"type": "display", "cell": N, "model_id": …}``; the page puts the N-th code
  cell's views where that cell's snapshots stand. Other outputs (HTML, text) are the same
  as in the snapshot and are not sent;
* **IPython** — :func:`install_ipython_stub` puts a minimal ``IPython`` module in
  ``sys.modules`` (``get_ipython`` returning ``None``, ``IPython.display`` with
  ``display``/``HTML``/``clear_output``, the one class ``widget_output`` imports), because
  importing the real IPython costs about 2.5 s in Pyodide and the chapters use only these.

Every message to the page is ``send(json_text, buffers)``: one JSON object and a list of
binary buffers (``bytes``), so that the worker passes strings, never Python proxies.

>>> sent = []
>>> kernel = Kernel(lambda text, buffers: sent.append(json.loads(text)))
>>> kernel.run_cell(0, "x = 6 * 7\\nx")
True
>>> kernel.namespace["x"], sent
(42, [{'type': 'cell', 'cell': 0, 'ok': True}])
>>> kernel.run_cell(1, "1 / 0")
False
>>> sent[-1]["error"]
'ZeroDivisionError: division by zero'
"""

from __future__ import annotations

import ast
import json
import sys
import traceback
import types
from typing import Any, Callable, Iterable

#: ``send(json_text, buffers)``: how a message reaches the page.
Send = Callable[[str, list[bytes]], None]

#: The MIME type of a widget view in a display bundle (ipywidgets 7 and 8).
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


# --------------------------------------------------------------------------
# IPython, as little as the chapters and ipywidgets need


class HTML:
    """``IPython.display.HTML`` of the stub: an object that displays as HTML.

    >>> HTML("<b>x</b>")._repr_html_()
    '<b>x</b>'
    """

    def __init__(self, data: str = "") -> None:
        self.data = data

    def _repr_html_(self) -> str:
        return self.data


def _other_display_name(name: str) -> Any:
    """Any other name of ``IPython.display``: a class like :class:`HTML` (``Markdown``,
    ``SVG``, …) or a function that does nothing (``display_html``, …). Their outputs are in
    the snapshot already; only widgets are sent to the page.

    >>> _other_display_name("Markdown")("*x*").data, _other_display_name("display_markdown")("x")
    ('*x*', None)
    """
    if name.startswith("__"):
        raise AttributeError(name)
    if name[:1].isupper():
        return type(name, (HTML,), {})
    return lambda *args, **kwargs: None


def install_ipython_stub(display: Callable[..., None]) -> None:
    """Put a minimal ``IPython`` into ``sys.modules`` whose ``display`` is ``display``.

    Only for the browser worker: call it before ``ipywidgets`` is first imported. Never in
    a process that has (or will import) the real IPython.
    """
    ipython = types.ModuleType("IPython")
    ipython.get_ipython = lambda: None  # type: ignore[attr-defined]
    ipython.__path__ = []  # a package, so that "from IPython.display import …" works
    shown = types.ModuleType("IPython.display")
    shown.display = display  # type: ignore[attr-defined]
    shown.HTML = HTML  # type: ignore[attr-defined]
    shown.clear_output = lambda wait=False: None  # type: ignore[attr-defined]
    setattr(shown, "__getattr__", _other_display_name)  # Markdown, display_html, …
    core = types.ModuleType("IPython.core")
    core.__path__ = []
    shell = types.ModuleType("IPython.core.interactiveshell")

    class InteractiveShell:  # ipywidgets' Output widget asks for the instance; there is none
        @classmethod
        def initialized(cls) -> bool:
            return False

    shell.InteractiveShell = InteractiveShell  # type: ignore[attr-defined]
    ipython.display = shown  # type: ignore[attr-defined]
    ipython.core = core  # type: ignore[attr-defined]
    core.interactiveshell = shell  # type: ignore[attr-defined]
    sys.modules.update({"IPython": ipython, "IPython.display": shown, "IPython.core": core,
                        "IPython.core.interactiveshell": shell})


# --------------------------------------------------------------------------
# comms


def _json(message: dict[str, Any]) -> str:
    return json.dumps(message, default=str, ensure_ascii=False)


def _split_buffers(buffers: Any) -> list[bytes]:
    """Buffers as ``bytes`` (a browser ``Uint8Array`` arrives as a proxy with ``to_bytes``)."""
    return [b.to_bytes() if hasattr(b, "to_bytes") else bytes(b) for b in buffers or []]


class Kernel:
    """The kernel stand-in of one page: its namespace, its comms and its display.

    ``send`` carries messages to the page (see the module docstring). Widgets reach the
    page once :meth:`install_comms` has made the ``comm`` package create this kernel's
    comms (the worker does it through :func:`start`; it changes the process for good).
    """

    def __init__(self, send: Send) -> None:
        import comm
        from comm.base_comm import CommManager

        self.send = send
        self.manager = CommManager()
        self.namespace: dict[str, Any] = {"__name__": "__main__", "display": self.display}
        self.cell: int | None = None
        self.parent: str | None = None  # the page message being handled, for echo updates
        self.installed = False  # install_comms() called: entries from the page install again
        kernel = self

        class LiveComm(comm.base_comm.BaseComm):
            """A comm whose messages go to the page as JSON."""

            def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                            buffers: Any = None, **keys: Any) -> None:
                kernel.post({"type": msg_type, "comm_id": self.comm_id,
                             "target_name": self.target_name, "data": data or {},
                             "metadata": metadata or {}}, _split_buffers(buffers))

        self.comm_class = LiveComm

    def install_comms(self) -> None:
        """From now on every comm of this process (every widget model) is this kernel's,
        and ``display`` of the IPython stand-in shows on this kernel's page.

        One Python may serve several pages of a visit (the worker is shared): each page has
        its own kernel, and every entry from its page (:meth:`run_cell`, :meth:`receive`)
        installs that kernel's comms again first, so new widget models belong to the page
        whose cell or click made them. A comm keeps its kernel for good.
        """
        import comm

        comm.create_comm = self.comm_class
        comm.get_comm_manager = lambda: self.manager
        _current[:] = [self]
        self.installed = True

    def _enter(self) -> None:
        if self.installed and not (_current and _current[-1] is self):
            self.install_comms()

    def close(self) -> None:
        """The page has gone: close its widgets (freeing them) and send it nothing more."""
        self.send = lambda text, buffers: None
        self._enter()
        mine = set(self.manager.comms)
        for widget in _widgets():
            if widget.comm is not None and widget.comm.comm_id in mine:
                widget.close()
        self.namespace.clear()

    def post(self, message: dict[str, Any], buffers: list[bytes] | None = None) -> None:
        if self.parent is not None:
            message["parent"] = self.parent
        self.send(_json(message), buffers or [])

    # --- from the page ---
    def receive(self, text: str, buffers: Any = None) -> None:
        """A message from the page: ``{"type": "comm_msg" | "comm_close", "comm_id", "data",
        "msg_id"}``. Always answered with ``{"type": "idle", "msg_id"}``, also when the
        callback fails (its error goes to the page as ``{"type": "error"}``). What the
        models send meanwhile carries ``"parent": msg_id`` (ipywidgets matches echoes by it)."""
        message = json.loads(text)
        self._enter()
        self.parent = message.get("msg_id")
        try:
            target = self.manager.get_comm(message["comm_id"])
            if target is not None:
                msg = {"content": {"comm_id": message["comm_id"], "data": message.get("data", {})},
                       "buffers": [memoryview(b) for b in _split_buffers(buffers)],
                       "metadata": {}, "header": {"msg_type": message["type"]}}
                if message["type"] == "comm_close":
                    target.handle_close(msg)
                else:
                    target.handle_msg(msg)
        except Exception as err:  # noqa: BLE001 - reported to the page, never raised into JS
            self.post({"type": "error", "error": _describe(err)})
        finally:
            self.parent = None
            self.post({"type": "idle", "msg_id": message.get("msg_id")})

    # --- running cells ---
    def display(self, *objects: Any, **_options: Any) -> None:
        """Send the widget views among ``objects`` to the page, for the current cell."""
        for obj in objects:
            bundle = obj._repr_mimebundle_() if hasattr(obj, "_repr_mimebundle_") else None
            view = (bundle or {}).get(WIDGET_VIEW) if isinstance(bundle, dict) else None
            if view is not None:
                self.post({"type": "display", "cell": self.cell, "model_id": view["model_id"]})

    def run_cell(self, index: int, source: str) -> bool:
        """Run code cell ``index`` (numbered from 0 among the page's code cells) as Jupyter
        would: statements in order, the last expression's value displayed unless the cell
        ends with ``;``. Answers ``{"type": "cell", "cell", "ok"[, "error"]}``."""
        self._enter()
        self.cell = index
        try:
            tree = ast.parse(source, filename=f"<cell {index}>")
            last = None
            final = tree.body[-1] if tree.body else None
            if isinstance(final, ast.Expr) and not source.rstrip().endswith(";"):
                tree.body.pop()
                last = ast.Expression(final.value)
            exec(compile(tree, f"<cell {index}>", "exec"), self.namespace)
            if last is not None:
                value = eval(compile(last, f"<cell {index}>", "eval"), self.namespace)
                if value is not None:
                    self.display(value)
        except Exception as err:  # noqa: BLE001 - reported to the page
            self.post({"type": "cell", "cell": index, "ok": False, "error": _describe(err)})
            return False
        finally:
            self.cell = None
        self.post({"type": "cell", "cell": index, "ok": True})
        return True


def _widgets() -> list[Any]:
    """Every open widget of this process (ipywidgets keeps them by model id)."""
    from ipywidgets.widgets import widget

    return list(widget._instances.values())


def _describe(err: BaseException) -> str:
    """``Type: message`` of an error (the last line of its traceback)."""
    return traceback.format_exception_only(type(err), err)[-1].strip()


#: The kernel that ``IPython.display.display`` of the stand-in reports to (set by :func:`start`).
_current: list[Kernel] = []


def _display(*objects: Any, **options: Any) -> None:
    if _current:
        _current[-1].display(*objects, **options)


#: :func:`prepare` has run in this process.
_prepared = False


def prepare() -> None:
    """Install the IPython stand-in and import everything the chapters use.

    The chapters' start-up snapshot (tools/live_snapshot.mjs) is taken right after
    :func:`prepare_engine` and this: a live chapter restored from it runs its cells with no
    file, no standard library and no import left to do (docs/shared/live/worker.mjs). It
    touches nothing of the browser. Every module of ``gouji_sim`` but the command-line tools
    (:data:`NO_CHAPTER_USES`) is imported, since a snapshot keeps the modules, not the files
    they came from. Once per process: the pages of a visit share one Python (and a restored
    snapshot has it done already).
    """
    global _prepared
    if _prepared:
        return
    if "IPython" not in sys.modules:
        install_ipython_stub(_display)
    import ipywidgets  # noqa: F401

    _import_all(NO_CHAPTER_USES)
    _warm_up()
    _prepared = True


#: What no chapter's cells use, left out of :func:`prepare`: the command line and the
#: simulator's command-line tools (argparse), and the simulator's worker processes
#: (multiprocessing, ctypes): a chapter shows commands as text and simulates in one process.
NO_CHAPTER_USES = ("gouji_sim.cli", "gouji_sim.simulation.bench", "gouji_sim.simulation.check",
                   "gouji_sim.simulation.workers")


def _import_all(leave_out: tuple[str, ...]) -> None:
    """Import every module of gouji_sim but ``__main__`` and those under ``leave_out``.

    (Not pkgutil.walk_packages, which imports every package to look into it: the command
    line's package imports all of the command line.)

    >>> _import_all(NO_CHAPTER_USES); import sys
    >>> "gouji_sim.game.state" in sys.modules and "gouji_sim.view.widgets.replay" in sys.modules
    True
    """
    import importlib
    import pkgutil

    import gouji_sim

    folders: list[tuple[Iterable[str], str]] = [(gouji_sim.__path__, "gouji_sim.")]
    while folders:
        path, prefix = folders.pop()
        for module in pkgutil.iter_modules(path, prefix):
            name = module.name
            if name.endswith("__main__") or name.startswith(leave_out):
                continue
            imported = importlib.import_module(name)
            if module.ispkg:
                folders.append((imported.__path__, name + "."))


#: The parts of gouji_sim that no page but a live chapter uses (the command line, the
#: simulator's runner with its processes, the widgets): left out of :func:`prepare_engine`.
CHAPTERS_ONLY = ("gouji_sim.cli", "gouji_sim.simulation", "gouji_sim.view.widgets")


def prepare_engine() -> None:
    """Import what the site's pages other than a live chapter use, and warm it up.

    The site's start-up snapshot (tools/live_snapshot.mjs) is taken right after it: the
    Rule Lab, the practice table, the house rules and the search box's answers find every
    module they use in memory, with no file and no standard library, so the snapshot that a
    phone downloads before the first ruling holds only these (not ipywidgets, the command
    line nor the simulator's runner: 7.3 -> 5.6 MB as brotli, docs/decisions/05-offline.md).
    A live chapter restored from it calls :func:`prepare` after it, once the standard
    library and the wheels' files are in place; a chapter that opens the visit restores the
    chapters' own snapshot instead, taken after both (docs/shared/live/worker.mjs).

    >>> prepare_engine(); import sys
    >>> "gouji_sim.view.bridge" in sys.modules and "gouji_sim.practice.session" in sys.modules
    True
    """
    _import_all(CHAPTERS_ONLY)
    _warm_up()


#: The case :func:`_warm_up` rules once (a gouji play beaten by its opposite, GOUJI-2).
WARM_UP_CASE = '{"trick": [{"seat": 1, "play": "10 10 10 10 10"}], "action": {"seat": 4, "play": "J J J J J"}}'


def _warm_up() -> None:
    """One ruling of the Rule Lab and one practice deal through the pages' bridge
    (:mod:`gouji_sim.view.bridge`), thrown away: what a first call fills in once (the presets,
    caches, compiled patterns) is then in the start-up snapshot, so the first ruling of a
    page does only its own work. Nothing of it is kept for a page.

    >>> from gouji_sim.view import bridge
    >>> _warm_up(); "warm-up" in bridge._PAGES
    False
    """
    from . import bridge

    bridge.call("warm-up", "lab.rule", WARM_UP_CASE)
    bridge.call("warm-up", "practice.new", '{"seed": 1, "seat": 1}')
    bridge.forget("warm-up")


def start(send: Send) -> Kernel:
    """What the browser worker calls once Pyodide is up: :func:`prepare` (if not done yet),
    then a kernel whose comms carry every widget. The stand-in's ``display`` is the kernel's,
    so ``from IPython.display import display`` in a cell sends widget views too."""
    prepare()
    kernel = Kernel(send)
    kernel.install_comms()
    return kernel
