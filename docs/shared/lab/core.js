// The Rule Lab's common ground (docs/shared/lab/lab.js explains the Lab): the page data,
// the element builder, the catalogue's templates, the cards' words and the one engine.
//
// This module decides no rule and knows no seat or card: the labels, the seats (team,
// opposite, next seat) and the jokers' spellings come from the page data that
// docs/lab_hooks.py embeds (<script type="application/json" id="gouji-lab-data">,
// gouji_sim.view.lab.page_data). All text reaches the page as text nodes or attributes.
import GoujiEngine from "../engine/engine.js";

var dataElement = document.getElementById("gouji-lab-data");
// null on a page without the Lab's data: lab.js then draws nothing and exports null
export var DATA = dataElement ? JSON.parse(dataElement.textContent) : null;
var STR = DATA ? DATA.strings : {};
export var PREFIX = "#case=";
export var Q_PREFIX = "#q=";
export var KINDS = [["play", "w-act-play"], ["pass", "w-entry-pass"], ["yield", "w-entry-yield"], ["burn", "w-act-burn"]];
export var TIMINGS = DATA ? (window.__goujiLab = { timings: {} }).timings : {};

// ------------------------------------------------------------------ helpers

export function S(key, params) {
  var s = Object.prototype.hasOwnProperty.call(STR, key) ? STR[key] : key;
  if (!params) return s;
  return s.replace(/\{(\w+)\}/g, function (m, k) {
    return Object.prototype.hasOwnProperty.call(params, k) ? String(params[k]) : m;
  });
}

// fn once the browser has drawn a frame of what is on the page now (a frame, then a task), or
// after a second where no frame comes (a page in a background tab draws none)
export function afterFrame(fn) {
  var ran = false;
  var once = function () { if (!ran) { ran = true; fn(); } };
  if (window.requestAnimationFrame) window.requestAnimationFrame(function () { setTimeout(once, 0); });
  setTimeout(once, 1000);
}

// Each step after a frame (at least one), then last() with the last one; the rest is dropped
// once wanted() says no (a later ruling took over). What the Lab draws at once it
// draws in parts, so that no frame of the phone profile lays out too much.
export function inFrames(steps, wanted, last) {
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
export function fromNow(steps) {
  if (!steps.length) return;
  steps[0]();
  if (steps.length > 1) inFrames(steps.slice(1));
}

// el("div", {class: "x", onclick: f}, "text", child, [more]) - text always as text nodes
export function el(tag, attrs) {
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

export function add(parent, kid) {
  if (kid === null || kid === undefined || kid === false) return;
  if (Array.isArray(kid)) kid.forEach(function (k) { add(parent, k); });
  else parent.appendChild(kid instanceof Node ? kid : document.createTextNode(String(kid)));
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export function copy(obj) {
  return JSON.parse(JSON.stringify(obj));
}

// the lab's one column (lab.css: .glab-columns at max-width 60em)
export var NARROW = DATA ? window.matchMedia("(max-width: 60em)") : null;

// #case= + base64url(UTF-8 JSON), no padding: the pages' one encoder (engine.js)
export function encodeCase(obj) { return GoujiEngine.caseLink(obj); }

// How the page writes a card (CARD-3), from Python (gouji_sim.view.lab.card_words): the
// jokers by their names on a card face and as typed in a field (English: BJ / SJ);
// every other card as it is.
export function cardWords(c) {
  var key = String(c);
  return DATA.cards[key] || DATA.cards[key.toLowerCase()] || null;
}
export function cardName(c) { var w = cardWords(c); return w ? w.name : c; }
export function cardKind(c) { var w = cardWords(c); return w ? " glab-" + w.kind : ""; }
export function shownCards(text) {
  return String(text || "").split(/\s+/).filter(Boolean).map(function (c) {
    var w = cardWords(c);
    return w ? w.token : c;
  }).join(" ");
}

export function cardChips(text) {
  var cards = String(text || "").split(/\s+/).filter(Boolean);
  return el("span", { class: "glab-cards" }, cards.map(function (c) {
    return el("span", { class: "glab-card" + cardKind(c), text: cardName(c) });
  }));
}

// a seat's team, opposite and next seat (gouji_sim.view.lab.seat_info)
export function seatInfo(seat) { return DATA.seat_info[String(seat)]; }

export function describeEntry(entry) {
  if (entry.wind === true) return S("lab-entry-wind", { seat: entry.seat });          // TURN-8 v5
  if (typeof entry.consent === "boolean") return S(entry.consent ? "lab-entry-agree" : "lab-entry-refuse", { seat: entry.seat });
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

export function engine() {
  if (!enginePromise) {
    var E = GoujiEngine;
    enginePromise = E.start().then(function (parts) {
      TIMINGS.engine = performance.now();
      TIMINGS.worker = parts;
      return {
        call: E.call,
        rule: function (caseObject) { return E.call("lab.rule", JSON.stringify(caseObject)); },
        ruleFragment: function (fragment) { return E.call("lab.rule_fragment", fragment); },
        // a typed line or a #q= question, read by the notation and ruled (gouji_sim/view/lab_line.py)
        // lang: the reply's language when the page forces one (else the question's)
        ask: function (text, rules, lang) {
          var args = { text: text };
          if (rules) args.rules = rules;
          if (lang) args.lang = lang;
          return E.call("lab.ask", JSON.stringify(args));
        },
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
export function W(words) { return words ? words[DATA.lang] : ""; }
// The language switcher takes along whichever of the lab's links the address holds.
var LINKS = [PREFIX, Q_PREFIX, "#score=", "#start="];
export function carryHash() {
  var hash = window.location.hash;
  var keep = LINKS.some(function (p) { return hash.indexOf(p) === 0; }) ? hash : "";
  Array.prototype.forEach.call(document.querySelectorAll("a.md-select__link[hreflang]"), function (a) {
    a.setAttribute("href", a.getAttribute("href").split("#")[0] + keep);
  });
}
