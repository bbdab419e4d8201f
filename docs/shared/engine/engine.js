// The site's one engine, page side: every page reaches gouji_sim through this.
//
// One worker for the whole visit — docs/shared/live/worker.mjs, a SharedWorker named
// "gouji-live" at one URL for both languages, asked to outlive its pages for a while (a page's
// own dedicated worker where the browser has no shared workers) — holds the one Python,
// restored from the start-up snapshot the site ships. This script is the only thing on a page
// that talks to it; nothing here knows a rule, a seat or a card:
//
//   GoujiEngine.start()            Python for this page (started, or found running): a promise
//                                  of the worker's parts {starts, reused, ms, snapshot, ...}
//   GoujiEngine.call(name, args)   one call of gouji_sim.view.bridge (e.g. "lab.rule", the case
//                                  as an object or JSON text): a promise of Python's answer,
//                                  parsed (the view JSON the page draws)
//   GoujiEngine.listen(fn)         the worker's other messages (a live chapter's kernel)
//   GoujiEngine.post(msg)          a message of such a page to the worker
//   GoujiEngine.settled()          a promise resolved once this page's Python is not busy
//                                  starting or answering and the page has drawn the answer
//                                  (six frames with no long task between them, 3 s at most):
//                                  what a phone should not fetch or run beside Python waits
//   GoujiEngine.handed()           a promise resolved once the worker has handed what it
//                                  downloaded for this page's start (Pyodide, the standard
//                                  library, the wheels) to the service worker's precache
//                                  (worker.mjs's handOver; 20 s at most; at once on a page
//                                  whose Python was running already or never asked for)
//   GoujiEngine.caseLink(case)     "#case=" + base64url of the case's UTF-8 JSON, no padding:
//                                  the Rule Lab's link (gouji_sim.view.lab.encode_fragment),
//                                  the one encoder of the pages
//   GoujiEngine.link(prefix, obj)  the same for the Lab's score and start panels ("#score=…")
//
// The page holds the settings in <script type="application/json" id="gouji-engine-config">
// (docs/engine_hooks.py): where the worker, Pyodide and the lock are, relative to the page.
// window.GoujiEngine.timings: when Python was asked for and when it answered (performance.now()).
//
// An ES module: its default export is that object, which the pages' scripts import
// (lab.js, practice.js, house.js, live.js). It stays window.GoujiEngine too, for
// the service worker's registration (docs/offline_hooks.py), the hold on the search index
// (docs/engine_hooks.py) and the browser tests. The page loads it from its <head> as an async
// module, so it runs as soon as it has arrived, while the page is still parsed; on a page that
// reaches for Python as it opens (the config's "start": the Rule Lab, the practice table, a
// live chapter) it starts the engine then (on the phone profile the worker's
// downloads began ~3 s after the page's first byte when they waited for the page). The theme's
// bundle may ask for its search index before this runs: docs/engine_hooks.py holds that request
// back until the page is parsed, and this script until Python has answered. On such a page the
// worker itself is made earlier still, by a script at the top of the page's <head>
// (docs/engine_hooks.py early_script, window.goujiEarly), which this script takes over.
const GoujiEngine = (function () {
  "use strict";
  if (window.GoujiEngine) return window.GoujiEngine;
  var configElement = document.getElementById("gouji-engine-config");
  var CONFIG = configElement ? JSON.parse(configElement.textContent) : {};
  var here = window.location.href;
  function url(key) { return new URL(CONFIG[key], here).href; }

  var worker = null;
  var ready = null; // promise of the worker's parts, once asked
  var settle = null; // {resolve, reject} of ready
  var pending = {}; // call id -> {resolve, reject}
  var seq = 0;
  var listeners = [];
  var timings = { requested: 0, ready: 0, parts: null };
  // Python is starting for this page: from the page's "engine" message until the worker's
  // answer, from a live chapter's "start" until its cells have run ("done"), or a failure
  var starting = false;
  var liveStarting = false;
  var quiet = []; // settled()'s waiting callbacks

  // The visit's shared worker where the browser has them, else a worker of the page's own.
  // Either way {port, onerror}: port.postMessage / port.onmessage.
  function connect() {
    if (typeof SharedWorker === "function") {
      return new SharedWorker(url("worker"), { type: "module", name: "gouji-live " + (document.documentElement.getAttribute("data-gouji-engine") || ""), extendedLifetime: true });
    }
    var own = new Worker(url("worker"), { type: "module" });
    return { port: own, set onerror(handler) { own.onerror = handler; } };
  }

  function failAll(error) {
    Object.keys(pending).forEach(function (id) { pending[id].reject(error); });
    pending = {};
    if (settle) settle.reject(error);
    settle = null;
    ready = null; // the page may try again
    starting = false;
    liveStarting = false;
    wake();
  }

  // Busy: Python starting for this page, or a call of the page waiting for its answer.
  function busy() {
    return starting || liveStarting || Object.keys(pending).length > 0;
  }

  // fn (a task later) once the page has drawn QUIET frames in a row with no long task between
  // them (each begun within LONG ms of the one before), or after WAIT ms in any case (a page
  // that keeps busy; a background tab, which draws no frames).
  var QUIET = 6;
  var LONG = 50;
  var WAIT = 3000;
  function whenQuiet(fn) {
    var done = false;
    var calm = 0;
    var last = 0;
    function finish() {
      if (done) return;
      done = true;
      setTimeout(fn, 0);
    }
    var frame = window.requestAnimationFrame;
    if (typeof frame === "function") {
      frame.call(window, function drawn(time) {
        if (done) return;
        calm = last && time - last < LONG ? calm + 1 : 0;
        last = time;
        if (calm >= QUIET) finish();
        else frame.call(window, drawn);
      });
    }
    setTimeout(finish, WAIT);
  }

  // Run settled()'s callbacks once the engine is not busy and the page has drawn what it was
  // answered (on a phone, work started right after the answer, in other threads of
  // two cores, slowed the frames that draw it). The worker then gets {type: "settled"}: its own
  // work left for later (storing the unpacked snapshot, unpacking the wheels) waits for that too.
  var waking = false; // one whenQuiet at a time
  function wake() {
    if (!quiet.length || busy() || waking) return;
    waking = true;
    whenQuiet(function () {
      waking = false;
      if (busy() || !quiet.length) return; // asked again meanwhile: its answer wakes again
      var waiting = quiet;
      quiet = [];
      if (worker) worker.port.postMessage({ type: "settled" });
      waiting.forEach(function (fn) { fn(); });
    });
  }

  // A promise resolved once this page's Python is not busy and the page has drawn (whenQuiet):
  // six quiet frames on a page that has not asked for Python, else after Python has answered
  // the page's first calls (or failed), or a live chapter's cells have run. What a phone should
  // not download or run while Python starts waits for it: the theme's search index
  // (below), the service worker's precache (docs/offline_hooks.py), the worker's own later
  // work (the "settled" message).
  function settled() {
    return new Promise(function (resolve) {
      quiet.push(resolve);
      wake();
    });
  }

  function dispatch(event) {
    var msg = event.data;
    if (msg.type === "engine" || msg.type === "engine-failed") starting = false;
    if (msg.type === "done" || msg.type === "failed") liveStarting = false;
    if (msg.type === "engine") {
      timings.ready = performance.now();
      timings.parts = msg.parts;
      if (settle) settle.resolve(msg.parts);
      settle = null;
    } else if (msg.type === "engine-failed") {
      failAll(new Error(msg.error));
    } else if (msg.type === "result") {
      var waiting = pending[msg.id];
      delete pending[msg.id];
      if (!waiting) return;
      if (msg.error) waiting.reject(new Error(msg.error));
      else waiting.resolve(JSON.parse(msg.text));
    } else {
      listeners.forEach(function (fn) { fn(msg); });
    }
    wake();
  }

  // The worker the page's <head> made before this script arrived (docs/engine_hooks.py
  // early_script: it has sent the page's "engine" message and kept what came back), taken over
  // once; null if there is none.
  function early() {
    var made = window.goujiEarly;
    if (!made || !made.worker) return null;
    window.goujiEarly = null;
    var w = made.worker;
    if (w.port) return { worker: w, made: made };
    return { worker: { port: w, set onerror(handler) { w.onerror = handler; } }, made: made };
  }

  function channel() {
    if (worker) return worker;
    var adopted = early();
    worker = adopted ? adopted.worker : connect();
    function failed(event) {
      var error = new Error(event && event.message || "worker");
      failAll(error);
      listeners.forEach(function (fn) { fn({ type: "failed", error: error.message }); });
    }
    worker.port.onmessage = dispatch;
    worker.onerror = failed;
    if (adopted) {
      // what came before this script, in order (start() has made its promise: it is the
      // first to ask for the channel on a page that starts Python as it opens)
      timings.early = adopted.made.requested;
      adopted.made.messages.forEach(dispatch);
      adopted.made.errors.forEach(failed);
    }
    // the worker drops this page's state when it goes (not when it is only put aside in the
    // back/forward cache: it may come back)
    window.addEventListener("pagehide", function (event) {
      if (!event.persisted) worker.port.postMessage({ type: "bye" });
    });
    return worker;
  }

  function post(msg) {
    if (msg && msg.type === "start") liveStarting = true;
    channel().port.postMessage(msg);
    if (msg && msg.type === "start") settled(); // the worker hears "settled" once it has run
  }

  function start() {
    if (ready) return ready;
    // (kept here: a failure the head's worker kept comes while it is asked, and forgets ready)
    var asked = ready = new Promise(function (resolve, reject) { settle = { resolve: resolve, reject: reject }; });
    timings.requested = performance.now();
    starting = true;
    try {
      post({ type: "engine", pyodide: url("pyodide"), lock: url("lock"), chapter: Boolean(CONFIG.chapter) });
    } catch (err) {
      failAll(err);
      return Promise.reject(err);
    }
    settled(); // the worker hears "settled" once the page has drawn its first answers
    return asked;
  }

  function call(name, args) {
    var started = start();
    return new Promise(function (resolve, reject) {
      var id = ++seq;
      pending[id] = { resolve: resolve, reject: reject };
      started.catch(function () { /* the worker answers every call, with its error */ });
      post({ type: "call", id: id, name: name, args: typeof args === "string" ? args : JSON.stringify(args || {}) });
    });
  }

  // handed(): see the top. The service worker's registration waits for it
  // (docs/offline_hooks.py), so that its precache finds those files instead of downloading
  // them a second time.
  var HANDED_WAIT = 20000;
  var handedOver = null;
  function handed() {
    if (handedOver) return handedOver;
    handedOver = new Promise(function (resolve) {
      if (!ready) { resolve(0); return; }
      var timer = setTimeout(function () { resolve(-1); }, HANDED_WAIT);
      function done(files) { clearTimeout(timer); resolve(files); }
      listeners.push(function (msg) { if (msg && msg.type === "handed") done(msg.files); });
      // a worker that was running already did its later work for the page that started it
      ready.then(function (parts) { if (parts && parts.reused) done(0); }, function () { done(0); });
    });
    return handedOver;
  }

  // base64url (RFC 4648 §5) of a text's UTF-8 bytes, without padding
  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var bin = "";
    for (var i = 0; i < bytes.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  // The theme's search index (Material's bundle asks for search/search_index.json with an
  // XMLHttpRequest as it starts, then parses it on this thread): on a page whose Python is
  // starting, sent only once it is settled. Any other request goes as it comes.
  var XHR = window.XMLHttpRequest && window.XMLHttpRequest.prototype;
  if (XHR && XHR.open && XHR.send) {
    var open = XHR.open;
    var send = XHR.send;
    XHR.open = function (method, address) {
      this.goujiLater = /\/search\/search_index\.json(?:[?#]|$)/.test(String(address));
      return open.apply(this, arguments);
    };
    XHR.send = function () {
      var request = this;
      var args = arguments;
      if (!request.goujiLater || !busy()) return send.apply(request, args);
      timings.searchDeferred = performance.now();
      settled().then(function () {
        timings.searchSent = performance.now();
        send.apply(request, args);
      });
    };
  }

  window.GoujiEngine = {
    config: CONFIG,
    url: url,
    start: start,
    call: call,
    listen: function (fn) { listeners.push(fn); channel(); },
    post: post,
    caseLink: function (kase) { return "#case=" + base64url(JSON.stringify(kase)); },
    // the Rule Lab's other links ("#score=", "#start="): the prefix + base64url of the JSON
    link: function (prefix, obj) { return prefix + base64url(JSON.stringify(obj)); },
    shared: typeof SharedWorker === "function",
    settled: settled,
    handed: handed,
    timings: timings,
  };
  if (CONFIG.start) start();
  return window.GoujiEngine;
})();

export default GoujiEngine;
