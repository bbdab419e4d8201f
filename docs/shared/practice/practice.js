// The practice table (issue 14): play one seat of a full hand against five bots, watch six bots
// play a hand, or answer drills — with gouji_sim itself, running on Pyodide in the site's one
// engine (the visit's shared worker, docs/shared/engine/engine.js; issue 22), never on this
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
// Links: #seed=S&seat=K&preset=P&bots=B        a practice hand
//        #seed=S&watch=1[&speed=max]           watch six heuristic bots (speed=max: no pauses)
//        #drill=S&preset=P&topics=a,b[&n=N]    a drill set (topics: legal, answer, burn)
//        #lesson=first-hand                    the guided first hand (lesson.js draws its part)
//        &ask=every                            ask me at every burn chance (pause.js)
//        &learner=1                            learner mode: a wrong follow may be tried again
//
// An ES module (issue 25): it imports the Lab's drawing (lab.js), the pauses (pause.js) and
// the lesson (lesson.js); parseHash is exported for the unit tests (tests/js/).
import GoujiEngine from "../engine/engine.js";
import GoujiLab from "../lab/lab.js";
import GoujiPracticePause from "./pause.js";
import GoujiPracticeLesson from "./lesson.js";

// a link's fields; a part that is no valid escape (#drill=%ZZ) is kept as out.bad, so the
// page ends in its clear error instead of never starting (issue 24)
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
// link's seed (or drill), seat, preset when it is one of ``presets``, bots, ask=every, learner. Python
// reads the numbers (gouji_sim.view.practice_page.link_number, one place) and refuses a bad
// one naming its field; the page then keeps the settings it had, so the next link starts afresh
export function linkSettings(hash, settings, presets) {
  return {
    seed: hash.seed !== undefined ? hash.seed : hash.drill !== undefined ? hash.drill : settings.seed,
    seat: hash.seat !== undefined ? hash.seat : settings.seat,
    preset: presets.indexOf(hash.preset) >= 0 ? hash.preset : settings.preset,
    bots: hash.bots === "random" || hash.bots === "heuristic" ? hash.bots : settings.bots,
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
  var STEP_MS = 700;
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

  var hash = parseHash();
  var mode = hash.drill !== undefined ? "drills" : hash.lesson !== undefined ? "lesson" : hash.watch ? "watch" : "play";
  // the page's own settings; a link's come over them when it is read (fromHash)
  var settings = { seed: String(Math.floor(Math.random() * 1e6)), seat: 1, preset: "outline", bots: "heuristic", every: false, learner: false };
  var Pause = GoujiPracticePause || null, Lesson = GoujiPracticeLesson || null;

  function controls() {
    var seed = el("input", { type: "text", inputmode: "numeric", value: settings.seed, "data-role": "seed",
      "aria-label": T("practice-seed"), size: 8, onchange: function (e) { settings.seed = e.target.value.trim(); } });
    var seat = el("select", { "data-role": "seat", "aria-label": T("practice-seat"),
      onchange: function (e) { settings.seat = Number(e.target.value); } },
      G.DATA.seats.map(function (s) { return el("option", { value: s, selected: s === Number(settings.seat) }, G.S("w-seat", { seat: s })); }));
    var preset = el("select", { "data-role": "preset", "aria-label": T("practice-preset"),
      onchange: function (e) { settings.preset = e.target.value; } },
      P.presets.map(function (p) { return el("option", { value: p, selected: p === settings.preset }, G.S("w-preset-" + p)); }));
    var bots = el("select", { "data-role": "bots", "aria-label": T("practice-bots"),
      onchange: function (e) { settings.bots = e.target.value; } },
      ["heuristic", "random"].map(function (b) { return el("option", { value: b, selected: b === settings.bots }, T("practice-bots-" + b)); }));
    return el("div", { class: "glab-row gpr-controls" },
      el("label", null, T("practice-seed") + " ", seed),
      el("label", null, T("practice-seat") + " ", seat),
      el("label", null, T("practice-preset") + " ", preset),
      el("label", null, T("practice-bots") + " ", bots),
      el("label", { title: T("practice-ask-every-note") }, el("input", { type: "checkbox", "data-role": "ask-every", checked: settings.every,
        onchange: function (e) { settings.every = e.target.checked; } }), " " + T("practice-ask-every")),
      el("label", { title: T("practice-learner-note") }, el("input", { type: "checkbox", "data-role": "learner", checked: settings.learner,
        onchange: function (e) { settings.learner = e.target.checked; } }), " " + T("practice-learner")),
      el("button", { type: "button", class: "md-button md-button--primary gpr-new", "data-role": "new", onclick: function () {
        mode = "play";
        // the seed of the hand on the table, unchanged by the reader: a new hand gets a new seed
        if (view && view.seat !== null && String(view.seed) === String(settings.seed).trim()) {
          settings.seed = String(Math.floor(Math.random() * 1e6));
          seed.value = settings.seed;
        }
        history.replaceState(null, "", "#seed=" + encodeURIComponent(settings.seed) + "&seat=" + settings.seat +
          "&preset=" + settings.preset + "&bots=" + settings.bots + (settings.every ? "&ask=every" : "") +
          (settings.learner ? "&learner=1" : ""));
        startPlay();
      } }, T("practice-new")),
      el("a", { class: "gpr-mode-link", "data-role": "watch-link", href: "#", onclick: function (e) {
        e.preventDefault();
        history.replaceState(null, "", "#seed=" + encodeURIComponent(settings.seed) + "&watch=1&preset=" + settings.preset);
        mode = "watch";
        startWatch(false);
      } }, T("practice-mode-watch")),
      el("a", { class: "gpr-mode-link", "data-role": "drills-link", href: "#", onclick: function (e) {
        e.preventDefault();
        history.replaceState(null, "", "#drill=" + encodeURIComponent(settings.seed) + "&preset=" + settings.preset + "&topics=legal,answer,burn");
        mode = "drills";
        startDrills(parseHash());
      } }, T("practice-mode-drills")),
      Lesson ? el("a", { class: "gpr-mode-link", "data-role": "lesson-link", href: "#lesson=first-hand" }, T("practice-lesson-link")) : null);
  }

  // the keyboard's way past the page's introduction and the table's settings to the hand
  // (issue 26 item 7), like the Rule Lab's; no href="#…": the page's hash is the game
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
      controls(),
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

  var selected = [];   // indexes into the hand's cards
  var cursor = 0;      // the hand's card that is in the Tab order (the arrow keys move it)
  var shownEvents = 0;
  var view = null;

  // the reader's own cards are drawn once, below the table, as buttons to click
  function drawTable(table) {
    var own = view && view.seat !== null && view.hand !== null ? view.seat : null;
    var shown = own === null ? table : Object.assign({}, table, { seats: table.seats.map(function (s) {
      return s.seat === own ? Object.assign({}, s, { hand: null }) : s;
    }) });
    clear(box.table).appendChild(G.drawTable(shown, null, null));
  }

  function drawEvents(events, upto) {
    if (upto < shownEvents) { clear(box.narration); shownEvents = 0; }
    for (var i = shownEvents; i < upto; i++) {
      var e = events[i];
      var who = e.seat ? G.S("w-seat", { seat: e.seat }) + (e.mine ? " (" + T("practice-you") + ")" : "") : "";
      box.narration.appendChild(el("li", { class: "gpr-event gpr-event-" + e.kind + (e.mine ? " gpr-mine" : ""),
        "data-kind": e.kind, "data-index": e.index },
        who ? el("strong", { text: who + " · " }) : null, W(e.message),
        e.clauses.length ? el("span", { class: "gpr-clauses", text: " " + e.clauses.join(" ") }) : null));
    }
    shownEvents = upto;
    if (upto) scrollNarration();
  }

  // The latest event in view: the narration (a scroll box) scrolled to its end, at the page's
  // next frame. Scrolled here, it made the browser lay the page out inside the drawing's own
  // task (issue 22: a first deal of 0.25-0.55 s on the phone profile); in the frame, the layout
  // is the one the frame does anyway. Only the box scrolls: where the page stands is
  // keepInView's (the trick and the verdict in view).
  var narrationPending = false;
  function scrollNarration() {
    if (narrationPending) return;
    narrationPending = true;
    window.requestAnimationFrame(function () {
      narrationPending = false;
      box.narration.scrollTop = box.narration.scrollHeight;
    });
  }

  function handCards() { return view && view.hand ? view.hand.split(/\s+/).filter(Boolean) : []; }

  function drawHand() {
    var cards = handCards();
    clear(box.hand);
    if (view.seat === null) return;
    var picked = selected.map(function (i) { return cards[i]; });
    box.hand.appendChild(el("div", { class: "gpr-hand-head" },
      el("strong", { text: T("practice-your-hand", { seat: view.seat }) + " " }),
      el("span", { class: "glab-muted", "data-role": "selected",
        text: picked.length ? T("practice-selected", { cards: picked.map(G.cardName).join(" ") }) : T("practice-nothing-selected") })));
    // one Tab stop for the whole hand, the arrow keys move along it (issue 26 item 7): Play is
    // a few keys away, not 36
    if (cursor >= cards.length) cursor = 0;
    box.hand.appendChild(el("div", { class: "gpr-hand-cards", role: "toolbar", "aria-label": T("practice-your-hand", { seat: view.seat }),
      onkeydown: function (e) {
        var to = { ArrowRight: cursor + 1, ArrowDown: cursor + 1, ArrowLeft: cursor - 1, ArrowUp: cursor - 1,
                   Home: 0, End: cards.length - 1 }[e.key];
        if (to === undefined || !cards.length) return;
        e.preventDefault();
        cursor = (to + cards.length) % cards.length;
        Array.prototype.forEach.call(box.hand.querySelectorAll(".gpr-card"), function (b) {
          b.setAttribute("tabindex", Number(b.getAttribute("data-i")) === cursor ? "0" : "-1");
        });
        refocus(box.hand.querySelector('[data-i="' + cursor + '"]'));
      } }, cards.map(function (c, i) {
      var on = selected.indexOf(i) >= 0;
      return el("button", { type: "button", class: "glab-card gpr-card" + G.cardKind(c) + (on ? " gpr-picked" : ""),
        tabindex: i === cursor ? "0" : "-1",
        "data-card": c, "data-i": i, "aria-pressed": on ? "true" : "false", disabled: !view.can_play,
        onclick: function () {
          var k = selected.indexOf(i);
          if (k >= 0) selected.splice(k, 1); else selected.push(i);
          cursor = i;
          drawHand();
          refocus(box.hand.querySelector('[data-i="' + i + '"]'));   // the card redrawn keeps the focus
        } }, G.cardName(c));
    })));
    if (Lesson && view.lesson) Lesson.markHand(box, view.lesson);  // the lesson's suggested cards stay marked
  }

  function drawActions() {
    clear(box.actions);
    if (view.seat === null || view.state === "over") return;
    var cards = handCards();
    var burnDrawn = Pause ? Pause.draw(box.actions, view, { el: el, W: W, T: T, G: G, attempt: attempt }) : false;
    if (view.can_play) {
      G.add(box.actions, [
        el("button", { type: "button", class: "md-button md-button--primary gpr-play", "data-role": "play",
          onclick: function () { attempt({ cards: selected.map(function (i) { return cards[i]; }).join(" ") }); } }, T("practice-play")),
        el("button", { type: "button", class: "glab-small-button", "data-role": "clear-selection",
          onclick: function () { selected = []; drawHand(); } }, T("practice-clear")),
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

  function drawEnd() {
    clear(box.end);
    if (view.state !== "over" || !view.result) return;
    var r = view.result;
    var teams = Object.keys(view.team_scores || {}).map(function (k) { return k + ": " + view.team_scores[k]; }).join(", ");
    G.add(box.end, [
      el("h3", { text: T("practice-places") }),
      el("ol", { class: "gpr-places" }, r.places.map(function (seat, i) {
        var pts = r.scores[String(seat)];
        return el("li", { "data-seat": seat, class: seat === view.seat ? "gpr-mine" : null, text: T("practice-place-row", {
          place: i + 1, seat: seat, you: seat === view.seat ? " (" + T("practice-you") + ")" : "", points: (pts > 0 ? "+" : "") + pts }) });
      })),
      view.team_words ? el("p", { "data-role": "team-scores", text: W(view.team_words) }) :
        teams ? el("p", { text: T("practice-team-scores", { teams: teams }) }) : null,
      view.hand_seed_words ? el("p", { class: "glab-muted", "data-role": "hand-seed", "data-hand-seed": view.hand_seed,
        text: W(view.hand_seed_words) }) : null,
    ]);
    if (view.seat !== null) {
      G.add(box.end, [
        el("button", { type: "button", class: "md-button", "data-role": "download", onclick: download }, T("practice-download")),
        el("p", { class: "glab-muted", text: T("practice-replay-note") }),
      ]);
    }
  }

  function render(v) {
    view = v;
    selected = [];
    cursor = 0;
    drawTable(v.table);
    drawHand();
    drawActions();
    drawEnd();
    drawEvents(v.events, v.events.length);
    box.status.removeAttribute("data-error");
    box.status.textContent = v.state === "over" ? T("practice-status-over") :
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
  }

  function showVerdict(v) {
    clear(box.verdict);
    box.verdict.setAttribute("data-legal", v.legal ? "true" : "false");
    box.verdict.setAttribute("data-reason", v.reason || "");
    G.add(box.verdict, [
      el("p", { class: "glab-badge " + (v.legal ? "glab-legal" : "glab-illegal"), text: T("practice-verdict-title") + ": " + W(v.badge_words) }),
      el("p", { class: "glab-message", text: W(v.message) }),
      G.clauseList(v.clauses),
    ]);
  }

  // ------------------------------------------------------------------ the reader's acts

  // The keyboard's place survives redrawing (issue 26 item 7): a redrawn or disabled button
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

  // a wrong follow (PLAY-6): taken as a real table takes it, or, in learner mode, refused so
  // that the reader may try again (Python's practice_page.follow_words says which)
  function showFollow(f) {
    if (!f) return;
    G.add(box.verdict, [el("p", { class: "gpr-follow", "data-role": "follow", "data-taken": f.taken ? "true" : "false",
      text: W(f.message) }), G.clauseList(f.clauses)]);
  }

  // what a decision teaches beyond the verdict (Python's practice_page.teaching): a legal
  // decision against a habit of chapter 13 with its clause, or, for a refused one, the bot's move
  function showTeaching(out) {
    var d = out.doubt, a = out.advice;
    if (d) G.add(box.verdict, [el("div", { class: "gpr-doubt", "data-role": "doubt", "data-code": d.code },
      el("strong", { text: W(d.title) + " " }), el("span", { text: W(d.message) }), G.clauseList(d.clauses))]);
    if (a) G.add(box.verdict, [el("div", { class: "gpr-advice", "data-role": "advice", "data-rule": a.rule },
      el("span", { text: W(a.message) }), G.clauseList(a.clauses))]);
  }

  // after a move: on a narrow screen the trick (the table) comes to the top, under the sticky
  // header; on a wide one the verdict is scrolled into view if it is not (issue 24)
  function keepInView() {
    var narrow = window.matchMedia && window.matchMedia("(max-width: 44.9375em)").matches;
    var target = narrow ? box.table : box.verdict;
    var r = target.getBoundingClientRect();
    if (narrow || r.bottom > window.innerHeight || r.top < 0) target.scrollIntoView({ block: narrow ? "start" : "nearest" });
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
    var cards = handCards();
    var picked = selected.map(function (i) { return cards[i]; }).join(" ");
    return call("hint", { cards: picked }).then(function (out) { drawHints(out.hints); }, fail);
  }

  // no hint shown (and none claimed by the attributes) until the next one has come back
  function clearHints() {
    clear(box.hints);
    box.hints.removeAttribute("data-plays");
    box.hints.removeAttribute("data-burn");
    box.hints.removeAttribute("data-bot-rule");
  }

  function drawHints(h) {
    clear(box.hints);
    var plays = h.plays;
    var y = h.yield;   // TURN-5: a yield open now and when it helps, or why there is none
    box.hints.setAttribute("data-plays", JSON.stringify(plays.shown));
    box.hints.setAttribute("data-burn", h.burn.possible ? "true" : "false");
    if (h.bot) box.hints.setAttribute("data-bot-rule", h.bot.rule);
    G.add(box.hints, [
      h.bot ? el("h3", { text: T("practice-hint-bot-title") }) : null,
      h.bot ? el("p", { "data-role": "hint-bot", "data-rule": h.bot.rule, "data-cards": h.bot.cards || "",
        "data-action": JSON.stringify(h.bot.action),
        text: W(h.bot.message) }) : null,
      h.bot ? G.clauseList(h.bot.clauses) : null,
      h.selection ? el("h3", { text: T("practice-hint-selection-title") }) : null,
      h.selection ? el("p", { "data-role": "hint-selection", "data-legal": String(h.selection.legal),
        text: W(h.selection.message) }) : null,
      h.selection && h.selection.clauses.length ? G.clauseList(h.selection.clauses) : null,
      el("h3", { text: T("practice-hint-plays-title") }),
      el("p", { "data-role": "hint-plays", text: W(plays.message) + (plays.more ? " " + T("practice-hint-more", { n: plays.more }) : "") }),
      el("h3", { text: T("practice-hint-burn-title") }),
      el("p", { "data-role": "hint-burn", text: W(h.burn.message) }),
      h.burn.clauses.length ? G.clauseList(h.burn.clauses) : null,
      y ? el("h3", { text: T("practice-hint-yield-title") }) : null,
      y ? el("p", { "data-role": "hint-yield", "data-possible": y.possible ? "true" : "false", text: W(y.message) }) : null,
      y ? G.clauseList(y.clauses) : null,
      el("h3", { text: T("practice-hint-next-title") }),
      el("p", { "data-role": "hint-next", text: W(h.next.message) }),
      h.next.why ? el("p", { class: "glab-muted", text: W(h.next.why) }) : null,
    ]);
  }

  function download() {
    return call("record").then(save, fail);
  }

  function save(out) {
    var url = URL.createObjectURL(new Blob([out.record], { type: "application/json" }));
    var a = el("a", { href: url, download: out.name, style: "display:none" });
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(url); a.remove(); }, 1000);
  }

  // ------------------------------------------------------------------ the three modes

  var watchTimer = null;
  var current = null;  // the mode running now (a token): answers for an older one are dropped

  function stopWatch() { if (watchTimer) { clearTimeout(watchTimer); watchTimer = null; } }

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
      shownEvents = 0;
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
    return call("new", { seed: settings.seed, watch: true, preset: settings.preset }).then(function (out) {
      var v = out.view;
      var k = 0;
      var playing = !fast;
      var drawn = 0;  // the table drawn is the one after event drawn - 1
      shownEvents = 0;
      view = v;
      box.status.textContent = T("practice-status-watch", { seed: v.seed });
      function tableAt(upto) {
        return call("table_at", { event: upto - 1 }).then(function (t) {
          if (current !== watching || upto < drawn) return;  // stale, or overtaken by a later step
          drawn = upto;
          drawTable(t.table);
        });
      }
      function show(upto) {
        k = Math.min(upto, v.events.length);
        drawEvents(v.events, k);
        if (k > 0 && k < v.events.length) tableAt(k).catch(fail);
        if (k >= v.events.length) {
          stopWatch();
          playing = false;
          drawn = Infinity;  // the last table is the view's: no step's table may come after it
          render(v);
          box.status.textContent = T("practice-status-watch", { seed: v.seed });
          toggle.disabled = true;
          step.disabled = true;
          end.disabled = true;
        }
      }
      function tick() {
        watchTimer = null;
        if (!playing) return;
        show(k + 1);
        if (playing) watchTimer = setTimeout(tick, STEP_MS);
      }
      var toggle = el("button", { type: "button", class: "md-button", "data-role": "watch-toggle", onclick: function () {
        playing = !playing;
        toggle.textContent = T(playing ? "practice-watch-pause" : "practice-watch-play");
        if (playing) tick(); else stopWatch();
      } }, T(playing ? "practice-watch-pause" : "practice-watch-play"));
      var step = el("button", { type: "button", class: "md-button", "data-role": "watch-step", onclick: function () {
        playing = false; stopWatch(); toggle.textContent = T("practice-watch-play"); show(k + 1);
      } }, T("practice-watch-step"));
      var end = el("button", { type: "button", class: "md-button", "data-role": "watch-end", onclick: function () {
        playing = false; stopWatch(); show(v.events.length);
      } }, T("practice-watch-end"));
      G.add(clear(box.actions), [toggle, step, end]);
      if (fast) show(v.events.length);
      else { show(1); watchTimer = setTimeout(tick, STEP_MS); }
    }).catch(function (err) { fail(err); setState("over"); return false; });
  }

  // ---- drills: progress per clause and the misses, kept in this browser (localStorage) ----
  var PROGRESS_KEY = "gouji-practice-drills/1";

  function loadProgress() {
    try {
      var p = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) || "null");
      if (p && typeof p === "object" && p.clauses && Array.isArray(p.misses)) return p;
    } catch (err) { /* no storage, or not ours: start afresh */ }
    return { clauses: {}, misses: [] };
  }

  function saveProgress(p) {
    try { window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(p)); } catch (err) { /* private mode */ }
  }

  function sameOrigin(a, b) {
    return String(a.seed) === String(b.seed) && a.preset === b.preset && String(a.topics) === String(b.topics) && a.index === b.index;
  }

  // one answer into the record: every clause the judge named, and the question's miss (or its review)
  function remember(q, out) {
    var p = loadProgress();
    out.clauses.forEach(function (c) {
      var row = p.clauses[c] || (p.clauses[c] = { seen: 0, right: 0 });
      row.seen += 1;
      if (out.right) row.right += 1;
    });
    p.misses = p.misses.filter(function (m) { return !sameOrigin(m, q.origin); });
    if (!out.right) p.misses.push(q.origin);
    p.misses = p.misses.slice(-20);
    saveProgress(p);
  }

  function drawProgress(box_) {
    var p = loadProgress();
    var names = Object.keys(p.clauses).sort();
    var review = el("button", { type: "button", class: "md-button", "data-role": "drill-review", disabled: !p.misses.length,
      onclick: function () { startDrills(null, p.misses.slice()); } },
      p.misses.length ? T("practice-drill-review", { n: p.misses.length }) : T("practice-drill-review-none"));
    var forget = el("button", { type: "button", class: "glab-small-button", "data-role": "drill-forget", onclick: function () {
      saveProgress({ clauses: {}, misses: [] });
      drawProgress(box_);
    } }, T("practice-drill-forget"));
    G.add(clear(box_), [
      el("h3", { text: T("practice-drill-progress-title") }),
      names.length ? el("ul", { class: "gpr-progress" }, names.map(function (c) {
        var row = p.clauses[c];
        return el("li", { "data-clause": c, "data-right": row.right, "data-seen": row.seen,
          text: T("practice-drill-progress-row", { clause: c, right: row.right, seen: row.seen }) });
      })) : el("p", { class: "glab-muted", text: T("practice-drill-progress-none") }),
      el("div", { class: "glab-row" }, review, forget),
    ]);
  }

  // a drill set from a link (h), or the reader's misses to review (misses: their origins)
  function startDrills(h, misses) {
    stopWatch();
    current = {};
    view = null;
    layout();
    setState("bots");
    var request = misses ? { review: misses } : { seed: h.drill, preset: P.presets.indexOf(h.preset) >= 0 ? h.preset : "outline",
      topics: h.topics || "legal,answer,burn", n: h.n ? Number(h.n) : 10 };
    return call("drills", request).then(function (out) {
      var set = out.drills;
      var k = 0;
      var score = null;
      var progress = el("div", { class: "gpr-progress-box", "data-role": "drill-progress" });
      clear(box.narration);
      if (set.review) root.setAttribute("data-drill-review", "true"); else root.removeAttribute("data-drill-review");
      box.hints.appendChild(set.review ? el("p", { class: "glab-muted", text: T("practice-drill-reviewing") }) :
        el("p", { class: "glab-muted" }, T("practice-drill-share") + " ",
          el("a", { "data-role": "drill-link", href: window.location.href, text: window.location.href })));
      box.hints.appendChild(progress);
      drawProgress(progress);
      function ask() {
        var q = set.questions[k];
        var chosen = [];
        setState("your-turn");
        box.status.textContent = T("practice-drill-title", { k: k + 1, n: set.questions.length });
        root.setAttribute("data-drill-question", String(k));
        root.setAttribute("data-drill-topic", q.topic);
        drawTable(q.table);
        clear(box.verdict).removeAttribute("data-right");  // set again once this question is answered
        var lab = GoujiEngine && GoujiEngine.caseLink ? "../lab/" + GoujiEngine.caseLink(q.case) : null;
        G.add(clear(box.hand), [
          el("p", { class: "gpr-prompt", "data-role": "prompt", text: W(q.prompt) }),
          el("p", { class: "gpr-about", "data-role": "drill-about" }, el("span", { class: "glab-muted", text: T("practice-drill-about") + " " }),
            q.about.map(function (c) { return el("code", { class: "gpr-clause", "data-clause": c, text: c }); })),
        ]);
        var buttons = q.choices.map(function (c) {
          var mark = el("span", { class: "gpr-check", "aria-hidden": "true", text: "" });
          var b = el("button", { type: "button", class: "md-button gpr-choice", "data-role": "choice",
            "data-key": JSON.stringify(c.key), "aria-pressed": "false", onclick: function () {
              if (!q.multi) { check(c.key); return; }
              var i = chosen.indexOf(c.key);
              if (i >= 0) chosen.splice(i, 1); else chosen.push(c.key);
              b.setAttribute("aria-pressed", i >= 0 ? "false" : "true");
              b.classList.toggle("gpr-picked", i < 0);
              mark.textContent = i < 0 ? "✓ " : "";
              b.title = i < 0 ? T("practice-drill-picked") : "";
            } }, mark, W(c.label));
          return b;
        });
        G.add(clear(box.actions), buttons);
        if (q.multi) box.actions.appendChild(el("button", { type: "button", class: "md-button md-button--primary",
          "data-role": "drill-check", onclick: function () { check(chosen.slice()); } }, T("practice-drill-check")));
        function check(given) {
          Array.prototype.forEach.call(box.actions.querySelectorAll("button"), function (b) { b.disabled = true; });
          return call("answer", { question: k, answer: given }).then(function (out) { checked(out); }, fail);
        }
        function checked(out) {
          score = out.score;
          remember(q, out);
          drawProgress(progress);
          var answer = q.topic === "answer" ? seatsWords(out.answer) :
            W((q.choices.filter(function (c) { return c.key === out.answer; })[0] || {}).label);
          box.verdict.setAttribute("data-right", out.right ? "true" : "false");
          var last = k + 1 >= set.questions.length;
          G.add(clear(box.verdict), [
            el("p", { class: "glab-badge " + (out.right ? "glab-legal" : "glab-illegal"), text: T(out.right ? "practice-drill-right" : "practice-drill-wrong") }),
            el("p", { text: T("practice-drill-answer-was", { answer: answer }) }),
            el("p", { class: "glab-message", "data-role": "drill-explanation", text: W(out.explanation) }),
            G.clauseList(out.clauses),
            el("p", { "data-role": "drill-score", text: last ? T("practice-drill-final", { right: score.right, total: score.total }) :
              T("practice-drill-so-far", { right: score.right, answered: score.answered, total: score.total }) }),
            lab ? el("p", null, el("a", { "data-role": "drill-lab", href: lab, text: T("practice-drill-open-lab") })) : null,
          ]);
          box.narration.appendChild(el("li", { class: out.right ? "gpr-right" : "gpr-wrong" },
            T("practice-drill-title", { k: k + 1, n: set.questions.length }) + " — " + T(out.right ? "practice-drill-right" : "practice-drill-wrong")));
          if (!last) {
            box.verdict.appendChild(el("button", { type: "button", class: "md-button md-button--primary", "data-role": "drill-next",
              onclick: function () { k++; ask(); } }, T("practice-drill-next")));
          } else {
            setState("over");
            root.setAttribute("data-drill-score", score.right + "/" + score.total);
            box.status.textContent = T("practice-drill-final", { right: score.right, total: score.total });
          }
          keepInView();
        }
      }
      ask();
    }).catch(function (err) { fail(err); setState("over"); return false; });
  }

  // ------------------------------------------------------------------ start

  window.__goujiPractice = {
    timings: TIMINGS,
    // the bot-decision benchmark (tests/browser/test_practice.py prints it): a promise
    bench: function (n, seed) { return call("bench", { n: n || 30, seed: seed || 1 }).then(function (out) { return out.ms; }); },
  };

  layout();
  setState("loading");
  box.status.textContent = T("practice-loading");
  var t0 = performance.now();
  // Only a hash that says something to the table starts a game again: the theme's "skip to
  // content" link and the headings' anchors (#练牌桌, #practice-table) change the hash too.
  var HASH_KEYS = ["seed", "drill", "watch", "seat", "preset", "bots", "speed", "topics"];
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
    var asked = settings = linkSettings(hash, settings, P.presets);
    var started = mode === "drills" ? startDrills(hash) : mode === "watch" ? startWatch(hash.speed === "max") : startPlay();
    return started.then(function (ok) {
      // refused (Python names the link's field): back to the settings the page had, and its
      // form with them, so that the next link (which may name no seat) is not refused too
      if (ok !== false || settings !== asked) return;
      settings = kept;
      var form = root.querySelector(".gpr-controls");
      if (form) form.replaceWith(controls());
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
