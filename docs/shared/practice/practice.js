// The practice table: play one seat of a full hand against five bots, watch six bots
// play a hand, or answer drills — with gouji_sim itself, running on Pyodide in the site's one
// engine (the visit's shared worker, docs/shared/engine/engine.js), never on this
// page's thread.
//
// This script decides no rule. Python (gouji_sim/view/practice_page.py, the calls
// "practice.*" of gouji_sim.view.bridge) rules on every attempt, runs the bots, narrates, hints
// and generates the drills; the table is the shared view model
// (gouji_sim.view.model.table_view), drawn by the Rule Lab's own drawing (docs/shared/lab/lab.js,
// imported as a module, with its seats and card words from Python). The labels come from
// the message catalogue (the "practice-" entries, embedded by docs/practice_hooks.py). All text
// reaches the page through textContent / attributes, never innerHTML. Every call is a promise:
// the page stays "bots" (busy) until Python's answer is drawn.
//
// The root element carries data-practice-state = loading | your-turn | bots | over and, once a
// hand is over, data-result = {"places": [...], "scores": {...}} exactly as in the record.
//
// Links: #seed=S&seat=K&preset=P&bots=B        a practice hand (B: random, heuristic or strong)
//        #seed=S&watch=1[&speed=max]           watch six heuristic bots (speed=max: no pauses)
//        #drill=S&preset=P&topics=a,b[&n=N]    a drill set (topics: legal, answer, burn)
//        #lesson=NAME                          a lesson: lead-follow … end-of-hand, first-hand, answer-burn (lesson.js)
//        &ask=every                            ask me at every burn chance (pause.js)
//        &learner=1                            learner mode: a wrong follow may be tried again
//
// An ES module: it imports the Lab's drawing (lab.js) and its own parts — the pauses
// (pause.js), the lessons (lesson.js), the form (controls.js), the verdicts and hints
// (advice.js), the end of a hand (end.js), the narration (narration.js), the reader's hand (hand.js), watch mode (watch.js) and the drills (drills.js);
// parseHash is exported for the unit tests (tests/js/).
import GoujiEngine from "../engine/engine.js";
import GoujiLab from "../lab/lab.js";
import GoujiPracticePause from "./pause.js";
import GoujiPracticeLesson from "./lesson.js";
import Drills from "./drills.js";
import advice from "./advice.js";
import Watch from "./watch.js";
import controls from "./controls.js";
import end from "./end.js";
import narration from "./narration.js";
import hand from "./hand.js";

// a link's fields; a part that is no valid escape (#drill=%ZZ) is kept as out.bad, so the
// page ends in its clear error instead of never starting
export function parseHash() {
  var out = {};
  String(window.location.hash || "").replace(/^#/, "").split("&").forEach(function (part) {
    if (!part) return;
    var i = part.indexOf("=");
    try {
      var key = decodeURIComponent(i < 0 ? part : part.slice(0, i));
      out[key] = i < 0 ? "1" : decodeURIComponent(part.slice(i + 1));
    } catch (err) {
      if (!out.bad) out.bad = { part: part.slice(0, 40), detail: String(err && err.message || err) };
    }
  });
  return out;
}

// the settings a link asks for, over those in use (``settings``, never written to): the
// link's seed (or drill), seat, preset when it is one of ``presets``, bots when one of ``bots``
// (the page data's levels), ask=every, learner. Python
// reads the numbers (gouji_sim.view.practice_page.link_number, one place) and refuses a bad
// one naming its field; the page then keeps the settings it had, so the next link starts afresh
export function linkSettings(hash, settings, presets, bots) {
  return {
    seed: hash.seed !== undefined ? hash.seed : hash.drill !== undefined ? hash.drill : settings.seed,
    seat: hash.seat !== undefined ? hash.seat : settings.seat,
    preset: presets.indexOf(hash.preset) >= 0 ? hash.preset : settings.preset,
    bots: (bots || []).indexOf(hash.bots) >= 0 ? hash.bots : settings.bots,
    every: hash.ask === "every",   // ask me at every burn chance, even when my cards cannot act
    learner: hash.learner === "1",  // a wrong follow may be tried again (a real table: PLAY-6)
  };
}

(function () {
  "use strict";

  var dataElement = document.getElementById("gouji-practice-data");
  var G = GoujiLab;
  var root = document.querySelector("div.gouji-practice");
  if (!dataElement || !G || !root) return;
  var P = JSON.parse(dataElement.textContent);
  var LANG = P.lang;
  var el = G.el, clear = G.clear, W = G.W;
  var TIMINGS = {};
  var api = null;

  root.classList.add("gouji-lab"); // the lab's look (colours, table, cards)

  function T(key, params) {
    var s = Object.prototype.hasOwnProperty.call(P.strings, key) ? P.strings[key] : key;
    if (!params) return s;
    return s.replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(params, k) ? String(params[k]) : m;
    });
  }

  function setState(s) { root.setAttribute("data-practice-state", s); }

  // one call of gouji_sim.view.practice_page through the engine: a promise of its answer,
  // rejected with the bilingual error when Python refuses
  function call(name, request) {
    return api.call("practice." + name, JSON.stringify(request || {})).then(function (out) {
      if (!out.ok) throw out.error;
      return out;
    });
  }

  function seatsWords(list) {
    if (!list || !list.length) return T("practice-drill-seats-none");
    return list.map(function (s) { return G.S("w-seat", { seat: s }); }).join(LANG === "zh" ? "、" : ", ");
  }

  // ------------------------------------------------------------------ the layout

  var box = {};
  function part(name, tag, cls) {
    box[name] = el(tag || "div", { class: "gpr-" + name + (cls ? " " + cls : ""), "data-role": name });
    return box[name];
  }

  // the verdicts, the hints and keeping the verdict in view (advice.js)
  var A = advice({ el: el, clear: clear, W: W, T: T, G: G, box: box });
  var showVerdict = A.showVerdict, showFollow = A.showFollow, showTeaching = A.showTeaching,
    keepInView = A.keepInView, clearHints = A.clearHints, drawHints = A.drawHints;
  var Narration = narration({ el: el, clear: clear, W: W, T: T, G: G, box: box });
  var drawEvents = Narration.draw;
  var drawEnd = end({ el: el, clear: clear, W: W, T: T, G: G, box: box, call: call, fail: fail });

  var hash = parseHash();
  var mode = hash.drill !== undefined ? "drills" : hash.lesson !== undefined ? "lesson" : hash.watch ? "watch" : "play";
  // the page's own settings; a link's come over them when it is read (fromHash)
  var settings = { seed: String(Math.floor(Math.random() * 1e6)), seat: 1, preset: "outline", bots: "heuristic", every: false, learner: false };
  var Pause = GoujiPracticePause || null, Lesson = GoujiPracticeLesson || null;



  // the keyboard's way past the page's introduction and the table's settings to the hand
  //, like the Rule Lab's; no href="#…": the page's hash is the game
  function skipToTable(e) {
    e.preventDefault();
    var card = box.hand && (box.hand.querySelector('.gpr-card[tabindex="0"]:not([disabled])') ||
                            box.hand.querySelector(".gpr-card:not([disabled])"));
    refocus(card || box.hand && box.hand.querySelector("button:not([disabled])"));
  }

  function layout() {
    clear(root);
    G.add(root, [
      el("a", { class: "glab-skip gpr-skip", href: "", onclick: skipToTable }, T("practice-skip-table")),
      controls({ el: el, T: T, G: G, P: P, settings: settings, view: function () { return view; }, go: fromHash }),
      part("status", "p", "glab-status"),   // tabindex -1 below: where the focus waits (refocus)
      el("div", { class: "gpr-columns" },
        el("div", { class: "gpr-left" }, part("table"), part("hand"), part("actions", "div", "glab-row"), part("verdict"), part("end")),
        el("div", { class: "gpr-right" }, part("hints"),
          el("h3", { text: T("practice-narration") }), part("narration", "ol"))),
    ]);
    box.status.setAttribute("tabindex", "-1");
    box.status.setAttribute("role", "status");
  }

  function fail(err) {
    var detail = err && (err[LANG] || err.message) || String(err);
    clear(box.status).appendChild(document.createTextNode(T("practice-error", { detail: detail })));
    box.status.setAttribute("data-error", "true");
    box.status.scrollIntoView({ block: "nearest" });   // the page's error is seen, also on a phone
  }

  // ------------------------------------------------------------------ drawing a hand

  var view = null;

  // the reader's own cards are drawn once, below the table, as buttons to click
  function drawTable(table) {
    var own = view && view.seat !== null && view.hand !== null ? view.seat : null;
    var shown = own === null ? table : Object.assign({}, table, { seats: table.seats.map(function (s) {
      return s.seat === own ? Object.assign({}, s, { hand: null }) : s;
    }) });
    clear(box.table).appendChild(G.drawTable(shown, null, null));
  }



  // the reader's cards, to pick and play (hand.js)
  var Hand = hand({ el: el, clear: clear, T: T, G: G, box: box, refocus: refocus, Lesson: Lesson, view: function () { return view; } });
  var drawHand = Hand.draw;


  function drawActions() {
    clear(box.actions);
    if (view.seat === null || view.state === "over") return;
    var burnDrawn = Pause ? Pause.draw(box.actions, view, { el: el, W: W, T: T, G: G, attempt: attempt }) : false;
    if (view.can_play) {
      G.add(box.actions, [
        el("button", { type: "button", class: "md-button md-button--primary gpr-play", "data-role": "play",
          onclick: function () { attempt({ cards: Hand.picked() }); } }, T("practice-play")),
        el("button", { type: "button", class: "glab-small-button", "data-role": "clear-selection",
          onclick: function () { Hand.reset(); drawHand(); } }, T("practice-clear")),
      ]);
    }
    view.options.forEach(function (o) {
      if (burnDrawn && o.kind === "burn") return;  // pause.js drew it as the burn control
      box.actions.appendChild(el("button", { type: "button", class: "md-button gpr-option", "data-role": "option",
        "data-practice-action": o.kind || null,
        "data-index": o.index, "data-action": JSON.stringify(o.action), onclick: function () { attempt({ option: o.index }); } }, W(o.label)));
    });
    G.add(box.actions, [
      el("button", { type: "button", class: "glab-small-button", "data-role": "hint", onclick: showHints }, T("practice-hint")),
      el("button", { type: "button", class: "glab-small-button", "data-role": "undo", disabled: !view.decisions, onclick: undo }, T("practice-undo")),
    ]);
  }



  function render(v) {
    view = v;
    Hand.reset();
    drawTable(v.table);
    drawHand();
    drawActions();
    drawEnd(v);
    drawEvents(v.events, v.events.length);
    box.status.removeAttribute("data-error");
    // a short lesson done with its hand still going on: the lesson ended, not the hand
    box.status.textContent = v.state === "over" ? T(v.result ? "practice-status-over" : "practice-status-lesson-done") :
      v.state === "your-turn" ? T("practice-status-your-turn", { phase: W(v.phase_words) }) : T("practice-status-bots");
    if (!TIMINGS.playable && v.state === "your-turn") TIMINGS.playable = performance.now();
    if (v.state === "over") root.setAttribute("data-result", JSON.stringify(v.result));
    else root.removeAttribute("data-result");
    if (v.seat !== null && v.seat !== undefined) root.setAttribute("data-reader-seat", String(v.seat));
    else root.removeAttribute("data-reader-seat");
    if (v.state === "over" && v.record) root.setAttribute("data-record", v.record);
    else root.removeAttribute("data-record");
    if (Lesson) Lesson.render(root, box, v, { el: el, W: W, T: T, G: G, clear: clear });
    setState(v.state);
    coachAhead();
  }

  // "Review this hand" weighed ahead: while the reader thinks, Python weighs the decisions
  // taken so far (practice_page.coach), a short slice at a time, the next asked for only when
  // the last has answered, so that a move waits for one slice at most and the review, when
  // asked for, has little left to do. Only for a hand the reader plays; a new mode stops it.
  var COACH_SLICE_MS = 40;
  var coaching = false;
  var coachLeft = null;     // decisions left to weigh at the last slice (the benchmark reads it)
  function coachAhead() {
    if (coaching || mode !== "play" || !view || view.seat === null || view.seat === undefined) return;
    var token = current;
    coaching = true;
    call("coach", { ms: COACH_SLICE_MS }).then(function (out) {
      coaching = false;
      coachLeft = out.left;
      if (out.left > 0 || token !== current) setTimeout(coachAhead, 0);   // a new hand's starts now
    }, function () {
      coaching = false;
      if (token !== current) setTimeout(coachAhead, 0);
    });
  }

  // ------------------------------------------------------------------ the reader's acts

  // The keyboard's place survives redrawing: a redrawn or disabled button
  // would drop the focus to <body>; it goes to ``target`` if it can take it, else to the status.
  function refocus(target) {   // the scrolling is keepInView's (the trick and the verdict in view)
    if (target && !target.disabled) target.focus({ preventScroll: true });
    else box.status.focus({ preventScroll: true });
  }

  function attempt(request) {
    var focused = root.contains(document.activeElement);
    if (focused) box.status.focus();     // before the buttons are disabled
    setState("bots");
    box.status.textContent = T("practice-status-bots");
    return call("act", request).then(function (out) {
      showVerdict(out.verdict);
      showFollow(out.follow);
      showTeaching(out);
      clearHints();
      render(out.view);
      if (focused) refocus(box.hand.querySelector("button:not([disabled])"));
      keepInView();          // after the focus moved: the trick and the verdict stay in view
      TIMINGS.lastAct = out.ms;
    }).catch(function (err) { fail(err); setState(view ? view.state : "over"); });
  }

  function undo() {
    setState("bots");
    return call("undo").then(function (out) {
      clear(box.verdict);
      clearHints();
      render(out.view);
    }).catch(fail);
  }

  function showHints() {
    clearHints();
    var picked = Hand.picked();
    return call("hint", { cards: picked }).then(function (out) { drawHints(out.hints); }, fail);
  }





  // ------------------------------------------------------------------ the three modes

  var current = null;  // the mode running now (a token): answers for an older one are dropped

  function stopWatch() { Watch.stop(); }

  function startPlay() {
    stopWatch();
    current = {};
    layout();
    setState("bots");
    box.status.textContent = T("practice-status-bots");
    var t0 = performance.now();
    var request = mode === "lesson" ? ["lesson", { name: hash.lesson }] :
      ["new", { seed: settings.seed, seat: settings.seat, preset: settings.preset, bots: settings.bots,
        every_burn_chance: settings.every, learner: settings.learner }];
    return call(request[0], request[1]).then(function (out) {
      Narration.reset();
      render(out.view);
      TIMINGS.newHand = performance.now() - t0;
      TIMINGS.newHandPython = out.ms;
    }).catch(function (err) { fail(err); setState("over"); return false; });
  }

  function startWatch(fast) {
    stopWatch();
    layout();
    setState("bots");
    var watching = {};  // this watch; a new one (or another mode) makes it stale
    current = watching;
    return Watch.start({ el: el, clear: clear, T: T, G: G, box: box, call: call, fail: fail, settings: settings,
      drawTable: drawTable, drawEvents: drawEvents, render: render,
      setView: function (v) { Narration.reset(); view = v; } }, fast, function () { return current === watching; })
      .catch(function (err) { fail(err); setState("over"); return false; });
  }


  // a drill set from a link (h), or the reader's misses to review (misses: their origins): drills.js
  function startDrills(h, misses) {
    stopWatch();
    current = {};
    view = null;
    layout();
    setState("bots");
    return Drills.start({ el: el, clear: clear, W: W, T: T, G: G, box: box, root: root, P: P, call: call, fail: fail,
      setState: setState, drawTable: drawTable, keepInView: keepInView, seatsWords: seatsWords, engine: GoujiEngine,
      review: function (misses_) { startDrills(null, misses_); } }, h, misses)
      .catch(function (err) { fail(err); setState("over"); return false; });
  }

  // ------------------------------------------------------------------ start

  window.__goujiPractice = {
    timings: TIMINGS,
    // the review weighed ahead (tests/browser/test_review_speed.py): a slice running, and the
    // decisions left to weigh at the last one
    coach: function () { return { busy: coaching, left: coachLeft }; },
    // the bot-decision benchmark (tests/browser/test_practice.py prints it): a promise
    bench: function (n, seed, bots) {
      return call("bench", { n: n || 30, seed: seed || 1, bots: bots || "heuristic" }).then(function (out) { return out.ms; });
    },
  };

  layout();
  setState("loading");
  box.status.textContent = T("practice-loading");
  var t0 = performance.now();
  // Only a hash that says something to the table starts a game again: the theme's "skip to
  // content" link and the headings' anchors (#练牌桌, #practice-table) change the hash too.
  var HASH_KEYS = ["seed", "drill", "watch", "seat", "preset", "bots", "speed", "topics", "lesson"];
  function saysSomething(h) {
    return HASH_KEYS.some(function (k) { return h[k] !== undefined; });
  }
  function onHashChange() {
    if (saysSomething(parseHash())) fromHash();
  }
  function fromHash() {
    hash = parseHash();
    if (hash.bad) {          // a link that cannot be read: the page's clear error, nothing started
      stopWatch();
      current = {};
      layout();
      fail({ zh: null, en: null, message: T("practice-bad-link", hash.bad) });
      setState("over");
      return;
    }
    mode = hash.drill !== undefined ? "drills" : hash.lesson !== undefined ? "lesson" : hash.watch ? "watch" : "play";
    var kept = settings;
    var asked = settings = linkSettings(hash, settings, P.presets, P.bots);
    var started = mode === "drills" ? startDrills(hash) : mode === "watch" ? startWatch(hash.speed === "max") : startPlay();
    return started.then(function (ok) {
      // refused (Python names the link's field): back to the settings the page had, and its
      // form with them, so that the next link (which may name no seat) is not refused too
      if (ok !== false || settings !== asked) return;
      settings = kept;
      var form = root.querySelector(".gpr-controls");
      if (form) form.replaceWith(controls({ el: el, T: T, G: G, P: P, settings: settings, view: function () { return view; }, go: fromHash }));
    });
  }

  G.engine().then(function (eng) {
    api = eng;
    TIMINGS.engine = performance.now() - t0;
    window.addEventListener("hashchange", onHashChange); // a link to a drill set or watch mode on this page
    return fromHash();
  }, function (err) {
    setState("loading");
    box.status.textContent = T("practice-load-failed", { detail: String(err && err.message || err) });
    box.status.setAttribute("data-error", "true");
  });
})();
