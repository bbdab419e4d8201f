// The Rule Lab (issue 7): build a table situation and an action by clicking, and get the
// ruling of gouji_sim itself, running on Pyodide (served from this site) in the site's one
// engine: the visit's shared worker (docs/shared/engine/engine.js, issue 22), never on this
// page's thread.
//
// This script decides no rule and knows no seat or card. Every ruling, every check of the
// input and every message comes from Python (gouji_sim/view/lab.py: the calls "lab.rule",
// "lab.rule_fragment"); the labels, the seats (team, opposite, next seat) and the jokers'
// spellings come from the page data that docs/lab_hooks.py embeds in the page
// (<script type="application/json" id="gouji-lab-data">, gouji_sim.view.lab.page_data). All
// text reaches the page through textContent / attributes, never innerHTML.
//
// Elements it drives (docs/lab_hooks.py explains how to embed them):
//   <div class="gouji-lab" data-mode="full">       the full lab (one per page); the
//        ruling's verdict JSON goes into data-verdict of #verdict, with data-state
//        ready | error | loading, and data-fragment = the #case= it ruled on
//   <div class="gouji-lab" data-case="…">           a mini lab preset to a case
//   <div class="gouji-lab" data-mode="static" …>    a casebook drawing (ruled at build time)
//
// An ES module (issue 25): it imports the engine, and its default export (null on a page
// without the Lab's data) is what the practice page draws with (practice.js imports it).
import GoujiEngine from "../engine/engine.js";

const GoujiLab = (function () {
  "use strict";

  var dataElement = document.getElementById("gouji-lab-data");
  if (!dataElement) return null;
  var DATA = JSON.parse(dataElement.textContent);
  var STR = DATA.strings;
  var PREFIX = "#case=";
  var QUESTION = "#q=";   // a question as players say it, URL-encoded (gouji_sim.view.lab.ask)
  // the text of a #q= link (undefined: not one; a bad escape is read as it is written)
  function decodeQuestion(hash) {
    var raw = hash.slice(QUESTION.length).replace(/\+/g, " ");
    try { return decodeURIComponent(raw); } catch (e) { return raw; }
  }
  var KINDS = [["play", "w-act-play"], ["pass", "w-entry-pass"], ["yield", "w-entry-yield"], ["burn", "w-act-burn"]];
  var TIMINGS = (window.__goujiLab = { timings: {} }).timings;

  // ------------------------------------------------------------------ helpers

  function S(key, params) {
    var s = Object.prototype.hasOwnProperty.call(STR, key) ? STR[key] : key;
    if (!params) return s;
    return s.replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(params, k) ? String(params[k]) : m;
    });
  }

  // fn once the browser has drawn a frame of what is on the page now (a frame, then a task), or
  // after a second where no frame comes (a page in a background tab draws none)
  function afterFrame(fn) {
    var ran = false;
    var once = function () { if (!ran) { ran = true; fn(); } };
    if (window.requestAnimationFrame) window.requestAnimationFrame(function () { setTimeout(once, 0); });
    setTimeout(once, 1000);
  }

  // Each step after a frame (at least one), then last() with the last one; the rest is dropped
  // once wanted() says no (a later ruling took over). Issue 22: what the Lab draws at once it
  // draws in parts, so that no frame of the phone profile lays out too much.
  function inFrames(steps, wanted, last) {
    var i = 0;
    (function next() {
      afterFrame(function () {
        if (wanted && !wanted()) return;
        steps[i++]();
        if (i < steps.length) next();
        else if (last) last();
      });
    })();
  }

  // the first step now, each next one a frame later
  function fromNow(steps) {
    if (!steps.length) return;
    steps[0]();
    if (steps.length > 1) inFrames(steps.slice(1));
  }

  // el("div", {class: "x", onclick: f}, "text", child, [more]) - text always as text nodes
  function el(tag, attrs) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else if (k === "value") e.value = v;
      else if (k.slice(0, 2) === "on") e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? "" : String(v));
    });
    for (var i = 2; i < arguments.length; i++) add(e, arguments[i]);
    return e;
  }

  function add(parent, kid) {
    if (kid === null || kid === undefined || kid === false) return;
    if (Array.isArray(kid)) kid.forEach(function (k) { add(parent, k); });
    else parent.appendChild(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
    return node;
  }

  function copy(obj) {
    return JSON.parse(JSON.stringify(obj));
  }

  // the lab's one column (lab.css: .glab-columns at max-width 60em)
  var NARROW = window.matchMedia("(max-width: 60em)");

  // #case= + base64url(UTF-8 JSON), no padding: the pages' one encoder (engine.js)
  function encodeCase(obj) { return GoujiEngine.caseLink(obj); }

  // How the page writes a card (CARD-3), from Python (gouji_sim.view.lab.card_words): the
  // jokers by their names on a card face and as typed in a field (English: BJ / SJ);
  // every other card as it is.
  function cardWords(c) {
    var key = String(c);
    return DATA.cards[key] || DATA.cards[key.toLowerCase()] || null;
  }
  function cardName(c) { var w = cardWords(c); return w ? w.name : c; }
  function cardKind(c) { var w = cardWords(c); return w ? " glab-" + w.kind : ""; }
  function shownCards(text) {
    return String(text || "").split(/\s+/).filter(Boolean).map(function (c) {
      var w = cardWords(c);
      return w ? w.token : c;
    }).join(" ");
  }

  function cardChips(text) {
    var cards = String(text || "").split(/\s+/).filter(Boolean);
    return el("span", { class: "glab-cards" }, cards.map(function (c) {
      return el("span", { class: "glab-card" + cardKind(c), text: cardName(c) });
    }));
  }

  // a seat's team, opposite and next seat (gouji_sim.view.lab.seat_info)
  function seatInfo(seat) { return DATA.seat_info[String(seat)]; }

  function describeEntry(entry) {
    if (entry.kind === "pass" || entry.pass === true) return S("lab-entry-pass", { seat: entry.seat });
    if (entry.kind === "yield" || entry.yield === true) return S("lab-entry-yield", { seat: entry.seat });
    if (Array.isArray(entry.burn)) return S("lab-action-burn", { seat: entry.seat, sets: entry.burn.map(shownCards).join(" | ") });
    var key = entry.kind === "burn" || entry.burn === true ? "lab-entry-burn" : "lab-entry-play";
    return S(key, { seat: entry.seat, play: shownCards(entry.play) });
  }

  // ------------------------------------------------------------------ the engine

  // The site's one engine (engine.js): Python in the visit's shared worker. Each ruling is a
  // promise of the view JSON of gouji_sim.view.lab.rule.
  var enginePromise = null;

  function engine() {
    if (!enginePromise) {
      var E = GoujiEngine;
      enginePromise = E.start().then(function (parts) {
        TIMINGS.engine = performance.now();
        TIMINGS.worker = parts;
        return {
          call: E.call,
          rule: function (caseObject) { return E.call("lab.rule", JSON.stringify(caseObject)); },
          ruleFragment: function (fragment) { return E.call("lab.rule_fragment", fragment); },
        };
      }, function (err) {
        enginePromise = null; // a later ruling tries again
        throw err;
      });
    }
    return enginePromise;
  }

  // ------------------------------------------------------------------ drawing (Python's "table")

  // The drawings below draw the view that Python computed (gouji_sim/view/model.py, sent as
  // result.view): where each seat sits, its tags and their words, the trick, who acts next,
  // the verdict's rows and the comparison. Nothing here knows a rule or the seat layout.
  function W(words) { return words ? words[DATA.lang] : ""; }

  function drawTable(table, action, onSeat) {
    // a case of a whole hand (a deal, a score, tribute) has no trick to draw: its verdict says it
    if (!table) return el("p", { class: "glab-muted glab-moment", text: S("lab-moment-note") });
    var grid = el("div", { class: "glab-table" });
    table.seats.forEach(function (seat) {
      var cls = "glab-seat glab-team-" + seat.team;
      if (action && action.seat === seat.seat) cls += " glab-acting";
      seat.tags.forEach(function (t) { cls += " glab-is-" + t; });
      if (seat.place) cls += " glab-is-finished";
      var cards;
      if (seat.place) cards = el("span", { class: "glab-place", text: W(seat.place_words) });
      else if (seat.hand !== null) cards = cardChips(seat.hand);
      else if (seat.count !== null) cards = el("span", { class: "glab-count", text: seat.count_words ? W(seat.count_words) : S("w-count", { n: seat.count }) });
      else cards = el("span", { class: "glab-count", text: "?" });
      var box = el("div", { class: cls, "data-seat": seat.seat },
        el("div", { class: "glab-seat-head" },
          el("strong", { text: S("w-seat", { seat: seat.seat }) }),
          el("span", { class: "glab-opp", text: S("w-opposite", { seat: seat.opposite }) })),
        el("div", { class: "glab-seat-cards" }, cards),
        el("div", { class: "glab-tags" }, seat.tags.map(function (t) {
          return el("span", { class: "glab-tag glab-tag-" + t, title: seat.tag_clauses[t] || null, text: W(seat.tag_words[t]) });
        })));
      box.style.gridRow = String(seat.row);
      box.style.gridColumn = String(seat.col);
      if (onSeat) {
        box.setAttribute("role", "button");
        box.setAttribute("tabindex", "0");
        box.addEventListener("click", function () { onSeat(seat.seat); });
        box.addEventListener("keydown", function (event) {
          if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onSeat(seat.seat); }
        });
      }
      grid.appendChild(box);
    });
    var center = el("div", { class: "glab-center" });
    if (table.trick.length) {
      center.appendChild(el("ol", { class: "glab-trick" }, table.trick.map(function (e) {
        var said = e.set ? S("lab-entry-burn-set", { seat: e.seat, k: e.set, play: "" })
          : describeEntry({ seat: e.seat, kind: e.kind, play: "" });
        return el("li", { class: "glab-entry-" + e.kind + (e.top ? " glab-entry-top" : ""), "data-set": e.set || null },
          el("span", { text: said.replace(/\s*$/, "") + " " }),
          e.play ? cardChips(e.play) : null);
      })));
    } else {
      center.appendChild(el("p", { class: "glab-muted", text: S("lab-trick-empty") }));
    }
    if (table.status_words) center.appendChild(el("p", { class: "glab-muted glab-status-line", text: W(table.status_words) }));
    if (table.melee) center.appendChild(el("p", { class: "glab-tag", text: S("w-melee") }));
    if (action) center.appendChild(el("p", { class: "glab-action-line" }, el("strong", { text: S("w-action") + ": " }), describeEntry(action)));
    grid.appendChild(center);
    return grid;
  }

  // ------------------------------------------------------------------ the ruling

  function clauseList(clauses) {
    return el("ul", { class: "glab-clauses" }, clauses.map(function (cid) {
      return el("li", null, el("code", { text: cid }), " ", DATA.clauses[cid] || "");
    }));
  }

  function verdictBody(view, check) {
    var rows = [];
    function row(label, value) { if (value !== null && value !== undefined) rows.push(el("dt", { text: label }), el("dd", null, value)); }
    view.rows.forEach(function (key) {
      var label = W(view.row_words[key]);
      if (key === "play") row(label, W(view.play_words));
      else if (key === "burn") row(label, W(view.burn_words));
      else if (view.row_values && view.row_values[key]) row(label, W(view.row_values[key]));   // responders, burners, next
    });
    var parts = [
      el("p", { class: "glab-badge glab-" + view.badge, "data-badge": view.badge, text: W(view.badge_words) }),
      el("p", { class: "glab-message", text: view.message[DATA.lang] }),
      el("div", { class: "glab-clauses-box" }, el("strong", { text: S("lab-clauses") }), clauseList(view.clauses)),
      el("dl", { class: "glab-facts" }, rows),
    ];
    // the reason code is the engine's word: folded away, for programmers (issue 26)
    if (view.reason) {
      parts.push(el("details", { class: "glab-programmers" }, el("summary", { text: S("lab-programmers") }),
        el("p", null, S("lab-reason") + ": ", el("code", { text: view.reason }))));
    }
    if (view.burn_steps.length) {
      parts.push(el("ol", { class: "glab-burn-sets" }, view.burn_steps.map(function (b) {
        return el("li", { "data-outcome": b.outcome }, el("strong", { text: S("lab-set-n", { k: b.set }) + " " }), cardChips(b.cards),
          el("ul", null, b.lines.map(function (line) { return el("li", { text: W(line) }); })));
      })));
    }
    if (check) {
      parts.push(el("p", { class: "glab-check " + (check.length ? "glab-check-bad" : "glab-check-ok"),
        text: check.length ? S("lab-expect-bad", { diff: check.join("; ") }) : S("lab-expect-ok") }));
    }
    return parts;
  }

  // note: null, or the catalogue key saying what the editors now hold after a bad link
  // ("lab-error-kept": the situation ruled before it; "lab-error-fresh": the lab's example)
  function errorBody(error, note, title) {
    return [
      el("p", { class: "glab-badge glab-error", text: S(title || "lab-error-title") }),
      el("p", { class: "glab-message", text: error[DATA.lang] }),
      error.field ? el("p", { class: "glab-muted", text: S("lab-error-field", { field: error.field }) }) : null,
      note ? el("p", { class: "glab-muted", "data-role": "error-note", "data-note": note, text: S(note) }) : null,
    ];
  }

  // overrides: the case changes switches that no preset sets (they are kept in every column)
  // which column holds the case's own rules is Python's to say (col.current, view/compare.py)
  function compareTable(compare, overrides) {
    var cols = compare.columns;
    var head = el("tr", null, el("th"), cols.map(function (col) {
      var current = col.current === true;
      return el("th", { class: current ? "glab-current" : null, scope: "col", title: W(col.about) || null,
        "data-current": current ? "true" : null },
        W(col.label), current ? el("small", { text: " (" + W(col.current_words) + ")" }) : null);
    }));
    var about = el("tr", { "data-row": "about" }, el("th", { scope: "row", text: S("w-compare-row-about") }), cols.map(function (col) {
      return el("td", { class: "glab-about" }, W(col.about));
    }));
    // the explanation is in the verdict above: the lab's table shows the ruling's fields
    var rows = compare.rows.filter(function (r) { return r.key !== "message"; });
    var body = [about].concat(rows.map(function (r) {
      return el("tr", null, el("th", { scope: "row", text: W(r.label) }), cols.map(function (col) {
        if (!col.cells) return el("td", { class: "glab-differs", text: col.error[DATA.lang] });
        var differs = col.differs.indexOf(r.key) >= 0;
        return el("td", { class: (differs ? "glab-differs" : "") + (col.current ? " glab-current" : "") || null,
          "data-preset": col.name || "current", "data-field": r.key }, W(col.cells[r.key]));
      }));
    }));
    return el("div", { class: "glab-compare" },
      el("div", { class: "glab-scroll" }, el("table", null, el("thead", null, head), el("tbody", null, body))),
      compareCards(compare, rows),
      el("p", { class: "glab-muted", text: W(compare.summary) + (overrides ? " " + S("lab-compare-note") : "") }));
  }

  // The same comparison as one card per preset (lab.css shows these instead of the table on a
  // phone, issue 26 item 6): the preset's name and meaning, then the ruling's fields.
  function compareCards(compare, rows) {
    return el("div", { class: "glab-compare-cards" }, compare.columns.map(function (col) {
      var current = col.current === true;
      var facts = col.cells ? rows.map(function (r) {
        var differs = col.differs.indexOf(r.key) >= 0;
        return [el("dt", { text: W(r.label) }),
          el("dd", { class: differs ? "glab-differs" : null, "data-field": r.key }, W(col.cells[r.key]))];
      }) : [el("dd", { class: "glab-differs" }, col.error[DATA.lang])];
      return el("section", { class: "glab-compare-card" + (current ? " glab-current" : ""), "data-preset": col.name || "current" },
        el("h4", null, W(col.label), current ? el("small", { text: " (" + W(col.current_words) + ")" }) : null),
        W(col.about) ? el("p", { class: "glab-about", text: W(col.about) }) : null,
        el("dl", { class: "glab-facts" }, facts));
    }));
  }

  // ------------------------------------------------------------------ the card rack

  // Cards fields register themselves; the rack adds to the last one focused.
  function Rack(scope, compact) {
    var target = null;
    var label = el("span", { class: "glab-rack-target", text: S("lab-rack-none") });
    function press(fn) {
      return function (event) {
        event.preventDefault();
        if (!target || !document.body.contains(target)) { label.textContent = S("lab-rack-none"); return; }
        target.value = fn(target.value.trim().split(/\s+/).filter(Boolean)).join(" ");
        target.dispatchEvent(new Event("input", { bubbles: true }));
      };
    }
    var keep = function (event) { event.preventDefault(); }; // keep the focus in the field
    this.element = el("div", { class: "glab-rack" + (compact ? " glab-rack-compact" : ""), "aria-label": S("lab-rack") },
      compact ? null : el("div", { class: "glab-rack-head" }, el("strong", { text: S("lab-rack") }), " ", label),
      el("div", { class: "glab-rack-cards" },
        DATA.rack.map(function (sym) {
          return el("button", { type: "button", class: "glab-card glab-rack-card" + cardKind(sym),
            "data-card": sym, onmousedown: keep, onclick: press(function (cards) { return cards.concat([shownCards(sym)]); }) },
            cardName(sym));
        }),
        el("button", { type: "button", class: "glab-rack-tool", onmousedown: keep, title: S("w-undo-card"), "aria-label": S("w-undo-card"),
          onclick: press(function (cards) { return cards.slice(0, -1); }) }, "⌫"),
        el("button", { type: "button", class: "glab-rack-tool", onmousedown: keep, title: S("w-clear"), "aria-label": S("w-clear"),
          onclick: press(function () { return []; }) }, "✕")));
    var element = this.element;
    var home = null; // where the rack stands when it is not under a field (set by the lab)
    scope.addEventListener("focusin", function (event) {
      var t = event.target;
      if (t && t.classList && t.classList.contains("glab-cards-input")) {
        if (target) target.classList.remove("glab-targeted");
        target = t;
        t.classList.add("glab-targeted");
        label.textContent = S("lab-rack-target", { target: t.getAttribute("data-label") || "" });
        // On a phone the rack is not pinned to the screen's bottom (it covered the verdict,
        // issue 26 item 6): it stands right under the row of the field it fills.
        if (home && !compact && NARROW.matches) {
          var row = t.closest(".glab-row, .glab-seat-row") || t;
          if (row.nextSibling !== element) row.parentNode.insertBefore(element, row.nextSibling);
        }
      }
    });
    // back where it stands by default (before its field's editor is drawn anew, and on a wide screen)
    this.home = function (parent) {
      if (parent) home = parent;
      if (home && element.parentNode !== home) home.appendChild(element);
    };
    NARROW.addEventListener("change", function () { if (!NARROW.matches) element.parentNode && home && home.appendChild(element); });
    this.focus = function (input) {
      if (input) { input.focus(); }
    };
  }

  function cardsInput(value, label, onInput) {
    var input = el("input", { type: "text", class: "glab-cards-input", value: shownCards(value), "data-label": label,
      "aria-label": label, placeholder: S("lab-cards-placeholder"), autocomplete: "off", spellcheck: "false" });
    input.addEventListener("input", function () { onInput(input.value); });
    return input;
  }

  function seatSelect(value, onChange, label) {
    return el("select", { class: "glab-seat-select", "aria-label": label || S("lab-acting-seat"),
      onchange: function (e) { onChange(Number(e.target.value)); } },
      DATA.seats.map(function (s) { return el("option", { value: s, selected: s === value }, S("w-seat", { seat: s })); }));
  }

  function kindSelect(value, kinds, onChange) {
    return el("select", { class: "glab-kind-select", "aria-label": S("w-action"), onchange: function (e) { onChange(e.target.value); } },
      kinds.map(function (k) { return el("option", { value: k[0], selected: k[0] === value }, S(k[1])); }));
  }

  function actionKind(action) {
    if (!action) return "play";
    if (Array.isArray(action.burn)) return "burn";
    if (action.pass === true) return "pass";
    if (action.yield === true) return "yield";
    return "play";
  }

  // The action editor (full and mini labs): seat, kind and its cards; burns with sets and answers.
  function actionEditor(c, changed, structural) {
    var a = c.action || (c.action = { seat: 1, play: "" });
    var kind = actionKind(a);
    function setKind(k) {
      var seat = a.seat;
      var na = { seat: seat };
      if (k === "play") na.play = typeof a.play === "string" ? a.play : Array.isArray(a.burn) ? (a.burn[0] || "") : "";
      else if (k === "burn") na.burn = [typeof a.play === "string" ? a.play : ""];
      else na[k] = true;
      c.action = na;
      if (k !== "burn") delete c.responses;
      structural();
    }
    var box = el("div", { class: "glab-action-editor" },
      el("div", { class: "glab-row" },
        seatSelect(a.seat, function (s) { a.seat = s; structural(); }),
        kindSelect(kind, KINDS, setKind)));
    if (kind === "play") {
      box.appendChild(el("div", { class: "glab-row" }, el("label", { text: S("w-trib-cards") }),
        cardsInput(a.play, S("lab-action"), function (v) { a.play = v; changed(); })));
    } else if (kind === "burn") {
      box.appendChild(el("p", { class: "glab-sub", text: S("lab-burn-sets") }));
      a.burn.forEach(function (set, i) {
        box.appendChild(el("div", { class: "glab-row" },
          el("label", { text: S("lab-set-n", { k: i + 1 }) }),
          cardsInput(set, S("lab-set-n", { k: i + 1 }), function (v) { a.burn[i] = v; changed(); }),
          a.burn.length > 1 ? el("button", { type: "button", class: "glab-small-button", "aria-label": S("lab-remove"),
            onclick: function () { a.burn.splice(i, 1); structural(); } }, "✕") : null));
      });
      box.appendChild(el("button", { type: "button", class: "glab-small-button", onclick: function () { a.burn.push(""); structural(); } }, "+ " + S("lab-add-set")));
      var responses = c.responses || [];
      box.appendChild(el("p", { class: "glab-sub", text: S("lab-responses") }));
      responses.forEach(function (r, i) {
        box.appendChild(el("div", { class: "glab-row" },
          el("label", { text: S("w-after-set") }),
          el("select", { "aria-label": S("w-after-set"), onchange: function (e) { r.after_set = Number(e.target.value); changed(); } },
            a.burn.map(function (_, k) { return el("option", { value: k + 1, selected: r.after_set === k + 1 }, String(k + 1)); })),
          seatSelect(r.seat, function (s) { r.seat = s; changed(); }, S("w-seat", { seat: "" })),
          cardsInput(r.play, S("lab-response", { k: r.after_set, seat: r.seat, play: "" }), function (v) { r.play = v; changed(); }),
          el("button", { type: "button", class: "glab-small-button", "aria-label": S("lab-remove"),
            onclick: function () { responses.splice(i, 1); if (!responses.length) delete c.responses; structural(); } }, "✕")));
      });
      box.appendChild(el("button", { type: "button", class: "glab-small-button", onclick: function () {
        c.responses = responses;
        responses.push({ after_set: 1, seat: seatInfo(a.seat).next, play: "" });
        structural();
      } }, "+ " + S("lab-add-response")));
    }
    return box;
  }

  // ------------------------------------------------------------------ the full lab

  var DEFAULT_CASE = {
    rules: { preset: "outline" },
    hands: { "4": "Q Q Q Q 2" },
    trick: [{ seat: 1, play: "J J J J" }, { seat: 2, pass: true }, { seat: 3, pass: true }],
    action: { seat: 4, play: "Q Q Q Q" },
  };

  function FullLab(root) {
    var state = copy(DEFAULT_CASE);
    var request = { fragment: null };
    var timer = null;
    var seq = 0;
    var lastHash = null;
    var ruledOnce = false;   // a situation has been ruled on: a bad link later keeps it
    var rulings = 0;
    var editorsDrawing = 0;     // which drawing of the editors is the latest (0: none yet)
    var editorsDone = false;    // ... and all its parts are drawn

    var status = el("p", { class: "glab-status", role: "status", text: S("lab-loading") });
    var title = el("p", { class: "glab-title" });
    var drawing = el("div", { class: "glab-drawing" });
    var rulesBox = el("div", { class: "glab-rules" });
    var seatsBox = el("div", { class: "glab-seats" });
    var trickBox = el("div", { class: "glab-trick-editor" });
    var actionBox = el("div", { id: "glab-action", tabindex: "-1" });
    // the keyboard's way past the drawing and the verdict to the action (issue 26 item 7); no
    // href="#…": the page's hash is the case
    var skip = el("a", { class: "glab-skip", href: "", onclick: function (e) {
      e.preventDefault();
      var first = actionBox.querySelector("select, input, button");
      (first || actionBox).focus();
    } }, S("lab-skip-action"));
    var verdict = el("div", { id: "verdict", class: "glab-verdict", "data-state": "loading", "aria-live": "polite" },
      el("p", { class: "glab-muted", text: S("lab-loading") }));
    var compareBox = el("div");
    var decideBox = el("div", { class: "glab-decides", "data-role": "decides", "data-state": "loading" });
    var link = el("input", { type: "text", class: "glab-link", readonly: true, "aria-label": S("lab-share") });
    var copied = el("span", { class: "glab-muted", role: "status" });
    var json = el("pre", { class: "glab-json" });
    var rack = new Rack(root, false);

    var full = el("div", { class: "glab-full" },
      skip, status, title,
      el("div", { class: "glab-columns" },
        el("div", { class: "glab-col" },
          el("section", null, el("h3", { text: S("lab-table") }), drawing),
          el("section", null, el("h3", { text: S("lab-verdict") }), verdict),
          el("section", null, el("h3", { text: S("decide-title") }), decideBox)),
        el("div", { class: "glab-col" },
          el("section", null, el("h3", { text: S("lab-action") }), actionBox),
          el("section", null, el("h3", { text: S("lab-trick") }), trickBox),
          el("section", null, el("h3", { text: S("lab-seats-section") }), seatsBox),
          el("section", null, el("h3", { text: S("lab-rules") }), rulesBox),
          el("section", null,
            el("h3", { text: S("lab-share") }),
            el("div", { class: "glab-row" }, link,
              el("button", { type: "button", class: "md-button glab-copy", onclick: copyLink }, S("lab-copy-link")), copied),
            el("p", { class: "glab-muted", text: S("lab-link-note") }),
            el("details", null, el("summary", { text: S("lab-case-json") }), json),
            el("button", { type: "button", class: "glab-small-button", onclick: function () {
              state = { rules: { preset: "outline" }, action: { seat: 1, play: "" } };
              edited(true);
            } }, S("lab-reset"))))),
      el("section", null, el("h3", { text: S("lab-compare") }), compareBox),
      rack.element);
    clear(root).appendChild(full);
    rack.home(full);

    // --- editing

    function edited(structuralChange) {
      delete state.expect;   // the case no longer is the one that was checked
      if (structuralChange) renderEditors();
      writeHash();
      request = { fragment: null };
      schedule(structuralChange ? 0 : 150);
    }
    function changed() { edited(false); }
    function structural() { edited(true); }

    function writeHash() {
      lastHash = encodeCase(state);
      history.replaceState(history.state, "", lastHash);
      updateShare();
    }

    function updateShare() {
      // the case's link, also while the address holds another panel's (#score=, #start=)
      var hash = window.location.hash;
      link.value = window.location.href.split("#")[0] + (hash.indexOf(PREFIX) === 0 ? hash : encodeCase(state));
      json.textContent = JSON.stringify(state, null, 2);
      carryHash();
    }

    function copyLink() {
      updateShare();
      var done = function () { copied.textContent = S("lab-copied"); };
      var manual = function () { link.select(); copied.textContent = S("lab-copy-manual"); };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link.value).then(done, manual);
      else manual();
    }

    function renderRules() {
      var rules = state.rules || (state.rules = { preset: "outline" });
      var preset = typeof rules.preset === "string" && DATA.presets[rules.preset] ? rules.preset : "outline";
      var switches = rules.switches && typeof rules.switches === "object" ? rules.switches : {};
      var base = DATA.presets[preset];
      clear(rulesBox).appendChild(el("div", { class: "glab-row" },
        el("label", { text: S("lab-preset") }),
        el("select", { "aria-label": S("lab-preset"), "data-role": "preset", onchange: function (e) {
          rules.preset = e.target.value; structural();
        } }, Object.keys(DATA.presets).map(function (p) {
          return el("option", { value: p, selected: p === preset, title: S("preset-about-" + p) }, S("w-preset-" + p));
        }))));
      // the chosen preset's one-line meaning (RULEBOOK §12)
      rulesBox.appendChild(el("p", { class: "glab-muted", "data-role": "preset-about", text: S("preset-about-" + preset) }));
      var list = el("div", { class: "glab-switches" });
      Object.keys(DATA.switches).forEach(function (name) {
        var sw = DATA.switches[name];
        var current = Object.prototype.hasOwnProperty.call(switches, name) ? switches[name] : base[name];
        var changedHere = Object.prototype.hasOwnProperty.call(switches, name) && switches[name] !== base[name];
        // the house-rules card's question and answers (issue 26: no switch names, no true/false)
        list.appendChild(el("label", { class: "glab-switch" + (changedHere ? " glab-changed" : "") },
          el("span", { class: "glab-switch-q", text: sw.question + " " }),
          el("small", { class: "glab-muted", text: sw.clause + " " }),
          el("select", { "aria-label": sw.question, "data-switch": name, onchange: function (e) {
            var value = sw.values[Number(e.target.value)];
            var next = Object.assign({}, switches);
            if (value === base[name]) delete next[name]; else next[name] = value;
            if (Object.keys(next).length) rules.switches = next; else delete rules.switches;
            structural();
          } }, sw.values.map(function (v, i) { return el("option", { value: i, selected: v === current }, sw.answers[i]); })),
          changedHere ? el("small", { text: " " + S("lab-switch-changed") }) : null));
      });
      rulesBox.appendChild(el("details", { open: Object.keys(switches).length ? true : null },
        el("summary", { text: S("lab-switches") }), list));
    }

    function renderSeats() {
      var hands = state.hands || {};
      var counts = state.counts || {};
      var finished = Array.isArray(state.finished) ? state.finished : [];
      clear(seatsBox);
      DATA.seats.forEach(function (seat) {
        var key = String(seat);
        var mode = Object.prototype.hasOwnProperty.call(hands, key) ? "hand" : Object.prototype.hasOwnProperty.call(counts, key) ? "count" : "unknown";
        var place = finished.indexOf(seat) + 1;
        var input = null;
        if (mode === "hand") {
          input = cardsInput(hands[key], S("w-seat", { seat: seat }) + " · " + S("lab-mode-hand"), function (v) { hands[key] = v; changed(); });
        } else if (mode === "count") {
          input = el("input", { type: "number", min: 0, max: 40, class: "glab-count-input", value: counts[key], "aria-label": S("lab-count"),
            oninput: function (e) {
              var raw = e.target.value;
              counts[key] = /^\d+$/.test(raw) ? Number(raw) : raw;
              changed();
            } });
        }
        var info = seatInfo(seat);
        seatsBox.appendChild(el("div", { class: "glab-seat-row glab-team-" + info.team, "data-seat": seat },
          el("strong", { class: "glab-seat-label", text: S("w-seat", { seat: seat }) }),
          el("span", { class: "glab-muted", text: S("lab-team-" + info.team) + " · " + S("w-opposite", { seat: info.opposite }) }),
          el("select", { "aria-label": S("lab-hand-mode"), "data-role": "mode", onchange: function (e) {
            var m = e.target.value;
            state.hands = hands; state.counts = counts;
            delete hands[key]; delete counts[key];
            if (m === "hand") hands[key] = "";
            if (m === "count") counts[key] = 10;
            if (!Object.keys(hands).length) delete state.hands;
            if (!Object.keys(counts).length) delete state.counts;
            structural();
          } }, [["unknown", "lab-mode-unknown"], ["count", "lab-mode-count"], ["hand", "lab-mode-hand"]].map(function (o) {
            return el("option", { value: o[0], selected: o[0] === mode }, S(o[1]));
          })),
          input,
          el("label", { class: "glab-check-label" },
            el("input", { type: "checkbox", checked: place > 0, "data-role": "finished", onchange: function (e) {
              var list = finished.filter(function (s) { return s !== seat; });
              if (e.target.checked) list.push(seat);
              if (list.length) state.finished = list; else delete state.finished;
              structural();
            } }),
            " " + S("lab-finished") + (place ? " (" + S("lab-place", { place: place }) + ")" : ""))));
      });
    }

    function renderTrick() {
      var trick = Array.isArray(state.trick) ? state.trick : [];
      clear(trickBox);
      if (!trick.length) trickBox.appendChild(el("p", { class: "glab-muted", text: S("lab-trick-empty") }));
      var kinds = [["play", "w-act-play"], ["pass", "w-entry-pass"], ["yield", "w-entry-yield"], ["burn", "lab-kind-burn-first"]];
      trick.forEach(function (entry, i) {
        var kind = entry.pass === true ? "pass" : entry.yield === true ? "yield" : entry.burn === true ? "burn" : "play";
        trickBox.appendChild(el("div", { class: "glab-row glab-trick-row", "data-index": i },
          el("span", { class: "glab-step", text: String(i + 1) + "." }),
          seatSelect(entry.seat, function (s) { entry.seat = s; structural(); }),
          kindSelect(kind, kinds, function (k) {
            var e = { seat: entry.seat };
            if (k === "play" || k === "burn") e.play = typeof entry.play === "string" ? entry.play : "";
            if (k === "burn") e.burn = true;
            if (k === "pass" || k === "yield") e[k] = true;
            trick[i] = e;
            structural();
          }),
          kind === "play" || kind === "burn"
            ? cardsInput(entry.play, String(i + 1) + ". " + S("w-seat", { seat: entry.seat }), function (v) { entry.play = v; changed(); })
            : null,
          el("button", { type: "button", class: "glab-small-button", "aria-label": S("lab-remove"), onclick: function () {
            trick.splice(i, 1);
            if (!trick.length) delete state.trick;
            structural();
          } }, "✕")));
      });
      trickBox.appendChild(el("button", { type: "button", class: "glab-small-button", "data-role": "add-entry", onclick: function () {
        var last = trick[trick.length - 1];
        trick.push({ seat: last ? seatInfo(last.seat).next : DATA.seats[0], play: "" });
        state.trick = trick;
        structural();
        var inputs = trickBox.querySelectorAll(".glab-cards-input");
        if (inputs.length) inputs[inputs.length - 1].focus();
      } }, "+ " + S("lab-add-entry")));
    }

    // The editors in two parts (issue 22: at once they were one frame of ~600 new layout
    // objects on the phone profile): the title and the rules; the seats, the trick and the
    // action. (Three parts made a link's ruling a frame later ready on a phone, and the Lab's
    // repeat visit there went over 3 s.) A later drawing of the editors makes the parts of an
    // earlier one do nothing.
    function editorParts() {
      var mine = ++editorsDrawing;
      editorsDone = false;
      function part(fn) { return function () { if (mine === editorsDrawing) fn(); }; }
      return [
        part(function () {
          rack.home();   // the rack may stand under a field of an editor drawn anew below
          var heading = state.title && typeof state.title === "object" ? state.title[DATA.lang] : null;
          titleText(typeof heading === "string" ? heading : "");
          renderRules();
        }),
        part(function () {
          if (state.moment) {          // a case of a whole hand: ruled here, not edited here
            clear(actionBox);
          } else {
            renderSeats();
            renderTrick();
            clear(actionBox).appendChild(actionEditor(state, changed, structural));
          }
          editorsDone = true;
        }),
      ];
    }

    // all of them now (an edit that changes what the editors hold)
    function renderEditors() {
      editorParts().forEach(function (part) { part(); });
    }

    function titleText(t) {
      title.textContent = t;
      title.hidden = !t;
    }

    // --- ruling

    function schedule(delay) {
      clearTimeout(timer);
      timer = setTimeout(run, delay);
    }

    function run() {
      var mine = ++seq;
      var req = request;
      var hash = req.fragment !== null ? req.fragment : lastHash;
      var t;
      engine().then(function (eng) {
        if (mine !== seq) return null;
        t = performance.now();
        // a question as players say it (#q=…): built and ruled by Python, as `gouji ask` does
        if (req.question !== undefined) return eng.call("lab.ask", JSON.stringify({ q: req.question }));
        return req.fragment !== null ? eng.ruleFragment(req.fragment) : eng.rule(state);
      }).then(function (result) {
        if (!result || mine !== seq) return;   // a later edit is being ruled
        var pythonMs = performance.now() - t;  // the round trip to the worker
        var fresh = req.fragment !== null && result.ok;   // a link's case: its editors anew
        if (fresh) state = copy(result.case);
        // drawnAt: when the verdict was drawn (the rest of the ruling follows a frame at a time)
        show(result, req.fragment !== null, hash, mine, fresh, function (drawnAt) {
          if (result.ok) decides(result.case, mine);
          var ms = drawnAt - t;
          rulings++;
          if (rulings === 1) TIMINGS.firstRuling = drawnAt;
          TIMINGS.lastRulingMs = ms;
          TIMINGS.lastPythonMs = pythonMs;
          verdict.setAttribute("data-ms", ms.toFixed(1));
          status.textContent = "";
          status.hidden = true;
          updateShare();
        });
      }, function (err) {
        status.hidden = false;
        status.textContent = S("lab-load-failed", { detail: String(err && err.message || err) });
        verdict.setAttribute("data-state", "error");
      });
    }

    // Which house rule decides this ruling (issue 26 item 3): asked of Python after the
    // verdict is drawn (it rules the case once per other value of every switch), and only
    // once the editing pauses, so that it never holds up the next verdict in the worker.
    var decideTimer = null;
    function decides(caseObject, mine) {
      decideBox.setAttribute("data-state", "loading");
      clear(decideBox).appendChild(el("p", { class: "glab-muted", text: S("lab-decide-loading") }));
      clearTimeout(decideTimer);
      decideTimer = setTimeout(function () { if (mine === seq) decidesNow(caseObject, mine); }, 300);
    }
    function decidesNow(caseObject, mine) {
      engine().then(function (eng) { return eng.call("lab.decides", JSON.stringify(caseObject)); }).then(function (out) {
        if (mine === seq) drawDecides(decideBox, out);
      }, function (err) {
        if (mine !== seq) return;
        decideBox.setAttribute("data-state", "error");
        clear(decideBox).appendChild(el("p", { text: S("lab-load-failed", { detail: String(err && err.message || err) }) }));
      });
    }

    // A ruling is drawn a part a frame (issue 22: a link's case's editors, the verdict, the table
    // and the presets' comparison at once were ~900 new elements, one frame of 200-300 ms on the
    // phone profile): the verdict and the table, then the case's editors (for a link), then the
    // comparison. #verdict says data-state="ready" (and which link it answers) once all are
    // drawn, after done(when the verdict was drawn); a later ruling started meanwhile
    // (mine !== seq) draws over it instead.
    function show(result, fromFragment, hash, mine, fresh, done) {
      clear(verdict);
      if (!result.ok) {
        verdict.setAttribute("data-fragment", hash || "");
        verdict.removeAttribute("data-verdict");
        verdict.setAttribute("data-error", JSON.stringify(result.error));
        verdict.setAttribute("data-state", "error");
        add(verdict, errorBody(result.error, fromFragment ? (ruledOnce ? "lab-error-kept" : "lab-error-fresh") : null));
        drawing.classList.add("glab-stale");
        compareBox.classList.add("glab-stale");
        if (editorsDrawing && !editorsDone) renderEditors();   // a link's editors cut short
        done(performance.now());
        return;
      }
      ruledOnce = true;
      // the question this ruling answers (a #q= link), until the situation is edited
      if (typeof result.question === "string") verdict.setAttribute("data-q", result.question);
      else verdict.removeAttribute("data-q");
      verdict.setAttribute("data-verdict", JSON.stringify(result.verdict));
      verdict.removeAttribute("data-error");
      add(verdict, verdictBody(result.view.verdict, result.check));
      clear(drawing).appendChild(drawTable(result.view.table, state.action, function (seat) {
        state.action = state.action || { seat: seat, play: "" };
        state.action.seat = seat;
        structural();
      }));
      drawing.classList.remove("glab-stale");
      var drawnAt = performance.now();
      var steps = fresh ? editorParts() : [];
      steps.push(function () {
        clear(compareBox).appendChild(compareTable(result.view.compare, result.view.overrides));
        compareBox.classList.remove("glab-stale");
      });
      inFrames(steps, function () { return mine === seq; }, function () {
        done(drawnAt);
        verdict.setAttribute("data-fragment", hash || "");
        verdict.setAttribute("data-state", "ready");
      });
    }

    function loadHash() {
      var hash = window.location.hash;
      var question = hash.indexOf(QUESTION) === 0 ? decodeQuestion(hash) : undefined;
      if ((hash.indexOf(PREFIX) !== 0 && question === undefined) || hash === lastHash) return false;
      lastHash = hash;
      request = question === undefined ? { fragment: hash } : { fragment: hash, question: question };
      schedule(0);
      return true;
    }

    window.addEventListener("hashchange", loadHash);
    // the editors a part a frame after the Lab's frame (issue 22), unless a ruling draws them
    afterFrame(function () { if (!editorsDrawing) fromNow(editorParts()); });
    if (!loadHash()) {
      request = { fragment: null };
      schedule(0);
    }
  }

  // ------------------------------------------------------------------ which house rule decides this

  // The view of gouji_sim.view.decides (call "lab.decides"): the sentence, then each switch
  // value that changes the ruling, with that ruling and a #case= link to open it.
  function drawDecides(box, out) {
    clear(box);
    if (!out.ok) {
      box.setAttribute("data-state", "error");
      box.appendChild(el("p", { class: "glab-muted", text: out.error[DATA.lang] }));
      return;
    }
    var view = out.view;
    box.setAttribute("data-state", "ready");
    box.setAttribute("data-switches", view.switches.join(" "));
    box.appendChild(el("p", { class: "glab-decide-summary", text: W(view.summary) }));
    if (!view.alternatives.length) return;
    box.appendChild(el("ul", { class: "glab-alternatives" }, view.alternatives.map(function (alt) {
      var legal = alt.verdict.legal;
      return el("li", { "data-switch": alt.switch, "data-value": String(alt.value) },
        el("p", { class: "glab-alt-question" }, el("strong", { text: W(alt.question) }), " ", el("code", { text: alt.clause })),
        el("p", { class: "glab-muted", text: S("lab-decide-today", { answer: W(alt.current) }) }),
        el("p", null, S("decide-if", { answer: W(alt.answer) }), " → ",
          el("span", { class: "glab-badge glab-badge-small glab-" + (legal ? "legal" : "illegal"), text: S(legal ? "lab-legal" : "lab-illegal") })),
        el("p", { class: "glab-alt-message", text: alt.verdict.message[DATA.lang] }),
        el("a", { class: "glab-alt-open", "data-role": "alternative", href: encodeCase(alt.case) }, S("decide-open")));
    })));
    box.appendChild(el("p", { class: "glab-muted", text: S("lab-decide-how") }));
  }

  // The language switcher takes along whichever of the lab's links the address holds.
  var LINKS = [PREFIX, QUESTION, "#score=", "#start="];
  function carryHash() {
    var hash = window.location.hash;
    var keep = LINKS.some(function (p) { return hash.indexOf(p) === 0; }) ? hash : "";
    Array.prototype.forEach.call(document.querySelectorAll("a.md-select__link[hreflang]"), function (a) {
      a.setAttribute("href", a.getAttribute("href").split("#")[0] + keep);
    });
  }

  // ------------------------------------------------------------------ the score and start panels

  // A panel of the lab (issue 26 item 5) with its own link (#score=…, #start=…): a form drawn
  // by cfg.form, the call cfg.call (and cfg.call + "_fragment" for a link) in Python, the
  // answer drawn by cfg.result. Elements: [data-role=<kind>-result] with data-state ready |
  // error | loading, data-view (the view JSON) or data-error, data-fragment (the link ruled).
  function Panel(root, cfg) {
    var state = copy(cfg.defaults);
    var seqP = 0;
    var timer = null;
    var written = null; // the link this panel last wrote into the address
    var form = el("div", { class: "glab-panel-form" });
    var result = el("div", { class: "glab-verdict glab-panel-result", "data-role": cfg.kind + "-result", "data-state": "loading", "aria-live": "polite" },
      el("p", { class: "glab-muted", text: S("lab-loading") }));
    var link = el("a", { class: "glab-panel-link", "data-role": cfg.kind + "-link" }, S("lab-panel-link"));
    clear(root).appendChild(el("div", { class: "glab-panel" },
      el("h2", { id: "lab-" + cfg.kind, text: S(cfg.title) }),
      el("p", { class: "glab-muted", text: S(cfg.intro) }),
      form, el("h3", { text: S("lab-verdict") }), result, el("p", null, link)));

    function draw() { clear(form).appendChild(cfg.form(state, changed, structural)); }
    function changed() { ask(null, 150); }
    function structural() { draw(); ask(null, 0); }
    function ask(fragment, delay) {
      clearTimeout(timer);
      timer = setTimeout(function () { run(fragment); }, delay);
    }

    function run(fragment) {
      var mine = ++seqP;
      var here = fragment !== null ? fragment : GoujiEngine.link(cfg.prefix, state);
      if (fragment === null && mine > 1) {   // an edit: the address holds this panel's link
        written = here;
        history.replaceState(history.state, "", here);
        carryHash();
      }
      link.setAttribute("href", here);
      engine().then(function (eng) {
        return fragment !== null ? eng.call(cfg.call + "_fragment", fragment) : eng.call(cfg.call, JSON.stringify(state));
      }).then(function (out) {
        if (mine !== seqP) return;
        clear(result);
        result.setAttribute("data-fragment", here);
        if (out.ok) {
          if (fragment !== null) { state = copy(out.input); draw(); }
          result.setAttribute("data-state", "ready");
          result.setAttribute("data-view", JSON.stringify(out.view));
          result.removeAttribute("data-error");
          add(result, cfg.result(out.view));
        } else {
          result.setAttribute("data-state", "error");
          result.removeAttribute("data-view");
          result.setAttribute("data-error", JSON.stringify(out.error));
          if (fragment !== null) { state = copy(cfg.defaults); draw(); }   // what the note says
          add(result, errorBody(out.error, fragment !== null ? "lab-panel-error-fresh" : null, "lab-panel-error-title"));
        }
      }, function (err) {
        if (mine !== seqP) return;
        result.setAttribute("data-state", "error");
        clear(result).appendChild(el("p", { text: S("lab-load-failed", { detail: String(err && err.message || err) }) }));
      });
    }

    function fromAddress() {
      var hash = window.location.hash;
      if (hash.indexOf(cfg.prefix) !== 0 || hash === written) return false;
      written = hash;
      ask(hash, 0);
      root.scrollIntoView({ block: "start" });
      return true;
    }
    window.addEventListener("hashchange", fromAddress);
    draw();
    if (!fromAddress()) ask(null, 0);
  }

  // The house rules a panel lets a reader set: the preset, then each of its switches as the
  // house-rules card asks it (gouji_sim.view.lab.panel_data).
  function panelRules(rules, switches, onChange) {
    var preset = DATA.presets[rules.preset] ? rules.preset : "outline";
    var base = DATA.presets[preset];
    var set = rules.switches && typeof rules.switches === "object" ? rules.switches : {};
    var box = el("div", { class: "glab-panel-rules" },
      el("label", { class: "glab-row" }, el("span", { text: S("lab-preset") }),
        el("select", { "data-role": "preset", onchange: function (e) { rules.preset = e.target.value; onChange(); } },
          Object.keys(DATA.presets).map(function (p) { return el("option", { value: p, selected: p === preset }, S("w-preset-" + p)); }))));
    switches.forEach(function (sw) {
      var current = Object.prototype.hasOwnProperty.call(set, sw.switch) ? set[sw.switch] : base[sw.switch];
      box.appendChild(el("label", { class: "glab-row glab-panel-switch" },
        el("span", null, sw.question, " ", el("code", { text: sw.clause })),
        el("select", { "data-switch": sw.switch, onchange: function (e) {
          var value = sw.values[Number(e.target.value)].value;
          var next = Object.assign({}, set);
          if (value === base[sw.switch]) delete next[sw.switch]; else next[sw.switch] = value;
          if (Object.keys(next).length) rules.switches = next; else delete rules.switches;
          onChange();
        } }, sw.values.map(function (v, i) { return el("option", { value: i, selected: v.value === current }, v.answer); }))));
    });
    return box;
  }

  function ScorePanel(root) {
    Panel(root, {
      kind: "score", prefix: "#score=", call: "lab.score", title: "lab-score-title", intro: "lab-score-intro",
      defaults: { places: [1, 3, 5, 2, 4, 6], rules: { preset: "outline" }, grand_slam: false },
      form: function (state, changed, structural) {
        var places = Array.isArray(state.places) ? state.places : (state.places = [1, 2, 3, 4, 5, 6]);
        return el("div", null,
          el("div", { class: "glab-places" }, DATA.panels.places.map(function (placeTitle, i) {
            return el("label", { class: "glab-row glab-place-row" },
              el("span", { text: S("lab-score-place", { title: placeTitle, place: i + 1 }) }),
              seatSelect(places[i], function (s) { places[i] = s; changed(); }, S("lab-score-place", { title: placeTitle, place: i + 1 })));
          })),
          el("label", { class: "glab-check-label glab-row" },
            el("input", { type: "checkbox", "data-role": "grand-slam", checked: state.grand_slam === true,
              onchange: function (e) { state.grand_slam = e.target.checked; changed(); } }), " " + S("lab-score-slam")),
          panelRules(state.rules || (state.rules = { preset: "outline" }), DATA.panels.score, structural));
      },
      result: function (view) {
        return [
          el("table", { class: "glab-score-table" },
            el("thead", null, el("tr", null, el("th", { scope: "col", text: S("lab-score-place-col") }),
              el("th", { scope: "col", text: S("lab-start-seat") }), el("th", { scope: "col", text: S("lab-score-points") }))),
            el("tbody", null, view.seats.map(function (row) {
              return el("tr", { "data-seat": row.seat, class: "glab-team-" + seatInfo(row.seat).team },
                el("td", { text: W(row.title) }), el("td", { text: S("w-seat", { seat: row.seat }) }),
                el("td", { "data-role": "points", text: (row.points > 0 ? "+" : "") + row.points }));
            }))),
          el("ul", { class: "glab-score-teams" }, view.teams.map(function (t) {
            return el("li", { "data-team": t.team, "data-recorded": t.recorded, text: S("lab-score-sum", { team: t.team, sum: t.sum, recorded: t.recorded }) });
          })),
          el("h4", { text: S("lab-score-why") }),
          el("ul", { class: "glab-score-notes" }, view.notes.map(function (n) { return el("li", { text: W(n) }); })),
          el("h4", { text: S("lab-score-tribute") }),
          el("ul", { class: "glab-score-tribute" }, view.tribute.map(function (n) { return el("li", { text: W(n) }); })),
        ];
      },
    });
  }

  function StartPanel(root) {
    Panel(root, {
      kind: "start", prefix: "#start=", call: "lab.start", title: "lab-start-title", intro: "lab-start-intro",
      defaults: { seat: 1, hand: "♠3 ♠3 4 5 6 7 8 9 10 J Q K A", rules: { preset: "outline" }, first_deal: true },
      form: function (state, changed, structural) {
        return el("div", null,
          el("div", { class: "glab-row" }, el("span", { text: S("lab-start-seat") }),
            seatSelect(state.seat, function (s) { state.seat = s; changed(); }, S("lab-start-seat"))),
          el("div", { class: "glab-row" }, el("span", { text: S("lab-start-hand") }),
            cardsInput(typeof state.hand === "string" ? state.hand : "", S("lab-start-hand"), function (v) { state.hand = v; changed(); })),
          el("label", { class: "glab-check-label glab-row" },
            el("input", { type: "checkbox", "data-role": "first-deal", checked: state.first_deal !== false,
              onchange: function (e) { state.first_deal = e.target.checked; changed(); } }), " " + S("lab-start-first")),
          panelRules(state.rules || (state.rules = { preset: "outline" }), DATA.panels.start, structural));
      },
      result: function (view) {
        return view.rows.map(function (row) {
          return el("section", { class: "glab-start-row", "data-topic": row.topic, "data-legal": row.legal === null ? null : String(row.legal) },
            el("h4", null, W(row.title), row.legal === null ? null : el("span", { class: "glab-badge glab-badge-small glab-" + (row.legal ? "legal" : "illegal"),
              text: S(row.legal ? "lab-start-yes" : "lab-start-no") })),
            row.lines.map(function (line) { return el("p", { text: W(line) }); }),
            clauseList(row.clauses));
        });
      },
    });
  }

  // ------------------------------------------------------------------ a mini lab

  function MiniLab(root) {
    var fragment = PREFIX + (root.getAttribute("data-case") || "");
    var state = null;
    var timer = null;
    var drawing = el("div", { class: "glab-drawing" });
    var editor = el("div", { class: "glab-mini-editor" });
    var verdict = el("div", { class: "glab-verdict gouji-lab-verdict", "data-state": "loading" },
      el("p", { class: "glab-muted", text: S("lab-loading") }));
    var open = el("a", { class: "md-button glab-open", href: DATA.lab + fragment }, S("lab-open"));
    var title = el("p", { class: "glab-title" });
    var rack = new Rack(root, true);
    clear(root).appendChild(el("div", { class: "glab-mini" }, title, drawing,
      el("p", { class: "glab-muted", text: S("lab-mini-hint") }), editor, rack.element, verdict, open));

    function render(result) {
      clear(verdict);
      if (result.ok) {
        verdict.setAttribute("data-state", "ready");
        verdict.setAttribute("data-verdict", JSON.stringify(result.verdict));
        add(verdict, verdictBody(result.view.verdict, null));
        clear(drawing).appendChild(drawTable(result.view.table, state.action, null));
      } else {
        verdict.setAttribute("data-state", "error");
        verdict.removeAttribute("data-verdict");
        add(verdict, errorBody(result.error, null));
      }
    }

    var asked = 0;
    function rerun(eng, structuralChange) {
      delete state.expect;
      if (structuralChange) renderEditor();
      open.setAttribute("href", DATA.lab + encodeCase(state));
      var mine = ++asked;
      eng.rule(state).then(function (result) { if (mine === asked) render(result); }, failed);
    }

    function failed(err) {
      clear(verdict).appendChild(el("p", { text: S("lab-load-failed", { detail: String(err && err.message || err) }) }));
      verdict.setAttribute("data-state", "error");
    }

    function renderEditor() {
      if (state.moment) return;        // a case of a whole hand: no trick to edit
      engine().then(function (eng) {
        clear(editor).appendChild(actionEditor(state,
          function () { clearTimeout(timer); timer = setTimeout(function () { rerun(eng, false); }, 150); },
          function () { rerun(eng, true); }));
      });
    }

    engine().then(function (eng) { return eng.ruleFragment(fragment); }).then(function (result) {
      if (result.ok) {
        state = copy(result.case);
        var t = state.title && typeof state.title === "object" ? state.title[DATA.lang] : null;
        title.textContent = typeof t === "string" ? t : "";
        renderEditor();
      }
      render(result);
    }, failed);
  }

  // ------------------------------------------------------------------ a casebook drawing (no Python)

  function StaticCase(root) {
    var ruling;
    try { ruling = JSON.parse(root.getAttribute("data-ruling") || "{}"); } catch (e) { return; }
    var box = el("div", { class: "glab-static" });
    if (ruling.ok) {
      box.appendChild(drawTable(ruling.view.table, ruling.action || null, null));
      box.appendChild(compareTable(ruling.view.compare, ruling.view.overrides));
    } else if (ruling.error) {
      add(box, errorBody(ruling.error, null));
    }
    clear(root).appendChild(box);
  }

  // ------------------------------------------------------------------ start

  // For the practice page (issue 14): the same engine and the same drawing, not a copy.
  // For the search box (docs/shared/search/search.js): the verdict as the Lab draws it.
  var exported = { engine: engine, drawTable: drawTable, clauseList: clauseList, cardChips: cardChips,
    verdictBody: verdictBody, errorBody: errorBody,
    cardName: cardName, cardKind: cardKind, seatInfo: seatInfo, el: el, add: add, clear: clear, S: S, W: W, DATA: DATA };

  var labs = document.querySelectorAll("div.gouji-lab");
  var needEngine = false;
  Array.prototype.forEach.call(labs, function (root) {
    var mode = root.getAttribute("data-mode") || (root.hasAttribute("data-case") ? "mini" : "full");
    if (mode !== "static") needEngine = true;
  });
  if (needEngine) engine();  // start Python at once, while the page draws
  function drawLab(root) {
    var mode = root.getAttribute("data-mode") || (root.hasAttribute("data-case") ? "mini" : "full");
    if (mode === "full") FullLab(root);
    else if (mode === "score") ScorePanel(root);
    else if (mode === "start") StartPanel(root);
    else if (mode === "static") StaticCase(root);
    else MiniLab(root);
  }
  // The static cases (a casebook page's, which need no Python) all now; of the others, the
  // first now and each next one a frame later (issue 22: the Rule Lab's page has five, each a
  // layout of up to hundreds of new objects on the phone profile).
  function drawLabs() {
    var steps = [];
    Array.prototype.forEach.call(labs, function (root) {
      if (root.getAttribute("data-mode") === "static") drawLab(root);
      else steps.push(function () { drawLab(root); });
    });
    fromNow(steps);
  }
  // The labs are drawn a task after DOMContentLoaded (issue 22): drawn before it, the theme's
  // DOMContentLoaded handler laid them out with the whole page in one task (230-370 ms on the
  // phone profile); apart, the two tasks are shorter. (A module runs before DOMContentLoaded
  // when the page loads it, after it when another script imports it later.)
  var navigation = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  if (document.readyState === "complete" || (navigation && navigation.domContentLoadedEventEnd > 0)) drawLabs();
  else document.addEventListener("DOMContentLoaded", function () { setTimeout(drawLabs, 0); }, { once: true });
  return exported;
})();

export default GoujiLab;
