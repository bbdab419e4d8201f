// Live chapters, page side: the widget snapshots, and "▶ Make this page's examples live".
//
// The page (built by docs/live_hooks.py) holds: the control [data-live-start], its status line
// [data-live-message], the settings #gouji-live-config, the page's code cells and the model
// ids of the widget snapshots each displayed (script.gouji-live-cells), and the snapshots
// themselves: the widget state and views nbconvert wrote. This script is the page's one widget
// renderer. At a press of the control, or else after the page's load event (and, if the
// examples are starting, once they are live:), it loads the site's own build of
// html-manager (tools/renderer/build.mjs: ES-module steps imported one a task, its style
// sheets linked; see loadManager in renderer.js) and draws every snapshot with it, a view a task (what
// nbconvert's embed.js would otherwise do); while the examples are starting the snapshots
// wait (their live views replace them).
// The page asks for the site's one engine as it opens (engine.js, from the page's <head>:
//), so a press usually finds Python coming or running. Pressing the control, or
// touching a control of a snapshot (touch.js: the touch is kept, and done again on the live
// widget once the page is live):
//
//   1. <html data-live-state> goes frozen -> starting;
//   2. the site's one engine (docs/shared/engine/engine.js: the visit's shared worker,
//      worker.mjs; a worker of the page's own where the browser has no shared workers) loads
//      Pyodide from the site's one copy and the packages of the one lock, or finds them running
//      (started for this page as it opened, or for an earlier page of the visit), starts a
//      gouji_sim.view.live kernel for this page and runs ALL the page's code cells in order;
//   3. once Python is up, the worker's comm messages become widget models of a second
//      manager, from the library loaded for the snapshots (or now, if not yet); each widget
//      view a cell displays replaces, in place,
//      the snapshot that cell left on the page (k-th view of cell N <-> k-th snapshot of cell
//      N), and the snapshot's badge goes;
//   4. every widget message from the page goes to the worker, and is acknowledged with the
//      kernel's "idle" (the widget manager holds later updates back until then);
//   5. state "live" when every cell has run, or "error" with the reason in both languages.
//
// Python never runs on this thread, so the page does not freeze while it starts.
//
// An ES module (deferred like the classic `defer` script it was): it imports the engine,
// the renderer's loader (renderer.js) and the first touch (touch.js).
import GoujiEngine from "../engine/engine.js";
import { loadManager, preloadRenderer, spread, turn } from "./renderer.js";
import { watchTouches } from "./touch.js";

(function () {
  "use strict";
  var configElement = document.getElementById("gouji-live-config");
  var button = document.querySelector("[data-live-start]");
  if (!configElement || !button) return;
  var CONFIG = JSON.parse(configElement.textContent);
  var T = CONFIG.texts;
  // the renderer's file asked for now: the snapshots after the page's load and the live
  // widgets need it, and on a phone's one link what is asked for after Python's big files
  // waits for them (renderer.js)
  preloadRenderer(CONFIG.manager);
  var root = document.documentElement;
  var status = document.querySelector("[data-live-message]");
  var VIEW = "application/vnd.jupyter.widget-view+json";
  // Timings for the benchmark (tests/browser/test_live.py reads window.goujiLive).
  var timings = (window.goujiLive = { start: 0, managed: 0, booted: 0, live: 0 });

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (m, key) {
      return key in values ? String(values[key]) : m;
    });
  }

  function setState(state, message) {
    root.setAttribute("data-live-state", state);
    if (status) status.textContent = message || "";
    if (state !== "starting") idle.splice(0).forEach(function (fn) { fn(); });
  }

  // Resolved once the examples are not starting (at once if never pressed): the snapshots
  // wait for it, since the live views replace them (drawing both at once doubled
  // the page's work while the cells ran).
  var idle = [];
  function notStarting() {
    return new Promise(function (resolve) {
      if (root.getAttribute("data-live-state") === "starting") idle.push(resolve);
      else resolve();
    });
  }

  function fail(code, values) {
    var mine = fill(T[code], values);
    var other = CONFIG.other && CONFIG.other[code] ? fill(CONFIG.other[code], values) : "";
    setState("error", other ? mine + " / " + other : mine);
    button.disabled = false;
  }

  // ------------------------------------------------------------ the widget manager

  // One copy of the library per page, loaded for the snapshots or the live widgets, whichever
  // comes first, and used by both.
  var library = null;
  function widgetLibrary() {
    if (!library) library = loadManager(CONFIG.manager, timings);
    return library;
  }

  // ------------------------------------------------------------ snapshots

  var STATE = "application/vnd.jupyter.widget-state+json";

  // Draw the snapshots: the page's saved widget state, then every view nbconvert left, one
  // view a task, each in a div.widget-subarea put before its script (where embed.js puts it).
  function drawSnapshots() {
    var stateTag = document.querySelector('script[type="' + STATE + '"]');
    if (!stateTag) return Promise.resolve();
    var snapshots;
    var models = {};
    return widgetLibrary().then(function (lib) {
      snapshots = spread(new lib.HTMLManager());
      return snapshots.set_state(JSON.parse(stateTag.textContent));
    }).then(function (list) {
      list.forEach(function (model) { models[model.model_id] = model; });
      var views = Array.prototype.slice.call(document.querySelectorAll('script[type="' + VIEW + '"]'));
      return views.reduce(function (done, script) {
        return done.then(turn).then(function () {
          var model = models[JSON.parse(script.textContent).model_id];
          var parent = script.parentElement;
          // a live view may have taken the place already (a press before the last snapshot)
          if (!model || !parent || parent.classList.contains("gouji-live-output")) return null;
          var slot = document.createElement("div");
          slot.className = "widget-subarea gouji-snapshot-view"; // touch.js watches it
          parent.insertBefore(slot, script);
          return snapshots.create_view(model).then(function (view) {
            return turn().then(function () { return snapshots.display_view(view, slot); });
          });
        });
      }, Promise.resolve());
    }).then(function () {
      timings.snapshots = performance.now();
    }, function (err) {
      console.warn("gouji: widget snapshots not drawn:", err);
    });
  }

  var cells = [];
  var shown = []; // per code cell: how many live views it has displayed

  function snapshotSlot(cell, k) {
    var ids = (cells[cell] && cells[cell].views) || [];
    var id = ids[k];
    if (!id) return null;
    var scripts = document.querySelectorAll('script[type="' + VIEW + '"]');
    for (var i = 0; i < scripts.length; i++) {
      try {
        if (JSON.parse(scripts[i].textContent).model_id === id) return scripts[i];
      } catch (err) { /* not a view */ }
    }
    return null;
  }

  function replaceSnapshot(script) {
    var parent = script.parentElement;
    Array.prototype.forEach.call(parent.children, function (child) {
      if (child !== script && child.tagName !== "SCRIPT") child.style.display = "none"; // snapshot, badge
    });
    var slot = document.createElement("div");
    slot.className = "widget-subarea gouji-live-view";
    parent.insertBefore(slot, script);
    parent.classList.add("gouji-live-output");
    return slot;
  }

  // ------------------------------------------------------------ start

  var listening = false; // the engine's messages come to onWorker (the latest press's)
  var onWorker = null;
  // a promise resolved once Python has answered every widget message of the page (touch.js)
  var quiet = function () { return Promise.resolve(); };

  function start() {
    var state = root.getAttribute("data-live-state");
    if (state === "starting" || state === "live") return;
    if (typeof Worker === "undefined" || !GoujiEngine) return fail("live-error-browser", {});
    timings.start = performance.now();
    setState("starting", T["live-starting"]);
    button.disabled = true;
    cells = JSON.parse(document.querySelector("script.gouji-live-cells").textContent).cells;
    shown = cells.map(function () { return 0; });

    // the page's one connection to the engine (engine.js): this page's kernel messages
    var engine = GoujiEngine;
    var worker = { post: function (msg) { engine.post(msg); } };
    var manager = null;
    var comms = {};
    var pending = {};
    var seq = 0;
    // One message at a time, in order: a model must exist before its view or its updates.
    // The widget renderer (0.35 MB brotli, 1.2 MB of script in twelve steps) is asked
    // for at the press, so that it is built while the worker downloads Python (~12 MB), not
    // after it (asked for at "booted", it held the cells' widgets back 3-6 s on the
    // phone profile); manage() below then finds it built.
    widgetLibrary().catch(function () { /* manage() reports it */ });
    var queue = Promise.resolve();
    quiet = function () {
      var asked = performance.now();
      return (function wait() {
        return queue.then(turn).then(function () {
          if (!Object.keys(pending).length || performance.now() - asked > 10000) return null;
          return new Promise(function (resolve) { setTimeout(resolve, 30); }).then(wait);
        });
      })();
    };
    function manage() {
      return widgetLibrary().then(function (lib) {
        manager = spread(new lib.HTMLManager());
        timings.managed = performance.now() - timings.start;
      });
    }

    function toWorker(type, commId, data, callbacks, buffers) {
      var msgId = "page-" + ++seq;
      if (callbacks) pending[msgId] = callbacks;
      var list = (buffers || []).map(function (b) {
        return new Uint8Array(b.buffer ? b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) : b);
      });
      worker.post({ type: "comm", text: JSON.stringify({ type: type, comm_id: commId, data: data || {}, msg_id: msgId }), buffers: list });
      return msgId;
    }

    function Comm(id, target) {
      this.comm_id = id;
      this.target_name = target;
      this.onMsg = null;
      this.onClose = null;
    }
    Comm.prototype.on_msg = function (cb) { this.onMsg = cb; };
    Comm.prototype.on_close = function (cb) { this.onClose = cb; };
    Comm.prototype.open = function () { return ""; };
    Comm.prototype.send = function (data, callbacks, metadata, buffers) {
      return toWorker("comm_msg", this.comm_id, data, callbacks, buffers);
    };
    Comm.prototype.close = function (data, callbacks) {
      return toWorker("comm_close", this.comm_id, data, callbacks);
    };

    function message(m, buffers) {
      return {
        content: { comm_id: m.comm_id, target_name: m.target_name, data: m.data },
        metadata: m.metadata || {},
        buffers: buffers || [],
        header: { msg_type: m.type },
        parent_header: m.parent ? { msg_id: m.parent } : {},
      };
    }

    function fromPython(m, buffers) {
      if (m.type === "comm_open") {
        var comm = (comms[m.comm_id] = new Comm(m.comm_id, m.target_name));
        return manager.handle_comm_open(comm, message(m, buffers));
      }
      if (m.type === "comm_msg") {
        var target = comms[m.comm_id];
        if (target && target.onMsg) return target.onMsg(message(m, buffers));
        return null;
      }
      if (m.type === "comm_close") {
        var closing = comms[m.comm_id];
        delete comms[m.comm_id];
        if (closing && closing.onClose) return closing.onClose(message(m, buffers));
        return null;
      }
      if (m.type === "display") {
        var script = snapshotSlot(m.cell, shown[m.cell]++);
        if (!script) return null;
        // built in a task of its own, put on the page in the next (building and
        // attaching a cell's panel in one burst of microtasks held a phone's page 0.37 s)
        return turn().then(function () {
          return manager.get_model(m.model_id);
        }).then(function (model) {
          return manager.create_view(model);
        }).then(function (view) {
          return turn().then(function () { return manager.display_view(view, replaceSnapshot(script)); });
        });
      }
      if (m.type === "idle") {
        var callbacks = pending[m.msg_id];
        delete pending[m.msg_id];
        if (callbacks && callbacks.iopub && callbacks.iopub.status) {
          callbacks.iopub.status({ content: { execution_state: "idle" }, parent_header: { msg_id: m.msg_id } });
        }
        return null;
      }
      if (m.type === "cell") {
        if (!m.ok) fail("live-error-cell", { cell: m.cell + 1, detail: m.error });
        else if (root.getAttribute("data-live-state") === "starting") {
          setState("starting", fill(T["live-running"], { cell: m.cell + 1, total: cells.length }));
        }
        return null;
      }
      if (m.type === "error") console.warn("gouji live:", m.error);
      return null;
    }

    // Hundreds of messages arrive at once when a cell builds a panel: give the page a turn
    // every few milliseconds instead of handling them all in one task.
    var lastBreath = performance.now();
    function breathe() {
      if (performance.now() - lastBreath < 20) return null;
      return turn().then(function () { lastBreath = performance.now(); });
    }

    function fromWorker(msg) {
      queue = queue.then(breathe).then(function () {
        if (msg.type === "py") return fromPython(JSON.parse(msg.text), msg.buffers);
        if (msg.type === "booted") {
          timings.booted = performance.now() - timings.start;
          timings.worker = msg.parts;
          return manage();
        }
        if (msg.type === "done") {
          if (msg.stopped !== undefined) return null; // a cell failed: its own message said why
          timings.live = performance.now() - timings.start;
          timings.cells = msg.cells;
          setState("live", T["live-ready"]);
          return null;
        }
        if (msg.type === "stored") {
          timings.stored = msg.error || msg.bytes;
          return null;
        }
        if (msg.type === "failed") fail("live-error", { detail: msg.error });
        return null;
      }).catch(function (err) {
        fail("live-error", { detail: String(err && err.message || err) });
      });
    }
    try {
      // the engine closes this page's widgets when it goes (engine.js says "bye" on pagehide)
      if (!listening) engine.listen(function (msg) { if (onWorker) onWorker(msg); });
      listening = true;
      onWorker = fromWorker;
      worker.post({
        type: "start",
        pyodide: engine.url("pyodide"),
        lock: engine.url("lock"),
        cells: cells.map(function (c) { return c.source; }),
      });
    } catch (err) {
      fail("live-error", { detail: String(err && err.message || err) });
    }
  }

  button.addEventListener("click", start);
  // a touch on a snapshot's control starts the examples too, and is done again once they are live
  watchTouches({ start: start, quiet: function () { return quiet(); }, texts: T, timings: timings });
  // pressed while the page was still loading, before this script ran (docs/live_hooks.py)
  if (button.hasAttribute("data-live-pressed")) start();
  // The snapshots are drawn after the page's load event, or, on a page whose examples are
  // starting (a press before that), once they are live (their live views replace them). The
  // engine the page starts as it opens (engine.js) does not hold them back: on a phone's first
  // visit that would leave the page's widgets empty for ~10 s while nobody asked for Python.
  function afterLoad() {
    notStarting().then(drawSnapshots);
  }
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad);
})();
