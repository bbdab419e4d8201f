// The Rule Lab's drawing helpers (docs/shared/lab/lab.js), which the practice table uses too:
// the element builder (text always as text), the catalogue's templates, the cards' words, and
// the table and the verdict drawn from Python's view JSON (gouji_sim/view/model.py). The page
// data and the views below are shaped as Python writes them (gouji_sim.view.lab.page_data,
// the "view" of lab.rule), cut to what is drawn.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installPage, jsonScript } from "./dom.mjs";

const DATA = {
  lang: "en",
  strings: {
    "w-seat": "Seat {seat}", "w-opposite": "opposite {seat}", "w-count": "{n} cards",
    "lab-entry-pass": "seat {seat} passes", "lab-entry-play": "seat {seat} plays {play}",
    "lab-entry-yield": "seat {seat} yields", "lab-entry-burn": "seat {seat} burns, first set {play}",
    "lab-entry-burn-set": "seat {seat} burns, set {k} {play}", "lab-action-burn": "seat {seat} burns: {sets}",
    "lab-trick-empty": "Nothing played in this trick yet.", "w-action": "Action", "w-melee": "four-player melee",
    "lab-clauses": "Deciding clauses", "lab-programmers": "For programmers", "lab-reason": "reason",
    "lab-set-n": "set {k}",
  },
  clauses: { "BEAT-2": "A play beats one of the same size and a higher base.", "GOUJI-2": "The opposite answers a gouji play." },
  cards: {
    BJ: { name: "Big Joker", token: "BJ", kind: "big" }, bj: { name: "Big Joker", token: "BJ", kind: "big" },
    d: { name: "Big Joker", token: "BJ", kind: "big" },
    SJ: { name: "Small Joker", token: "SJ", kind: "small" }, x: { name: "Small Joker", token: "SJ", kind: "small" },
  },
  seat_info: { 1: { team: "odd", opposite: 4, next: 2 }, 4: { team: "even", opposite: 1, next: 5 } },
  seats: [1, 2, 3, 4, 5, 6], rack: [], presets: {}, switches: {}, panels: {},
};

const words = (en) => ({ zh: "（中文）" + en, en });
const SEATS = [
  { seat: 1, team: "odd", opposite: 4, row: 3, col: 2, hand: null, count: null, place: null, count_words: null,
    place_words: null, tags: ["top"], tag_words: { top: words("on top") }, tag_clauses: { top: "TURN-2" } },
  { seat: 2, team: "even", opposite: 5, row: 3, col: 3, hand: null, count: 5, place: null, count_words: words("5 cards"),
    place_words: null, tags: ["passed"], tag_words: { passed: words("passed") }, tag_clauses: { passed: "TURN-4" } },
  { seat: 3, team: "odd", opposite: 6, row: 1, col: 3, hand: null, count: null, place: 1, count_words: null,
    place_words: words("place 1 · first"), tags: [], tag_words: {}, tag_clauses: {} },
  { seat: 4, team: "even", opposite: 1, row: 1, col: 2, hand: "Q Q Q Q 2 BJ", count: 6, place: null,
    count_words: words("6 cards"), place_words: null, tags: ["to-move"], tag_words: { "to-move": words("to act") }, tag_clauses: {} },
];
const TABLE = {
  seats: SEATS,
  trick: [{ seat: 1, kind: "play", play: "J J J J", top: true, set: null }, { seat: 2, kind: "pass", play: null, top: false, set: null }],
  status_words: words("Next to act: seat 4"), melee: false,
};

// lab.js as the Lab page loads it (no Lab element on the page: only its helpers run)
installPage({ byId: { "gouji-lab-data": jsonScript(DATA), "gouji-engine-config": jsonScript({}) } });
const { default: lab } = await import("../../docs/shared/lab/lab.js");

test("the helpers are lab.js's default export (what practice.js imports)", () => {
  for (const name of ["engine", "drawTable", "clauseList", "cardChips", "cardName", "cardKind", "seatInfo", "el", "add", "clear", "S", "W", "DATA",
    "verdictBody", "errorBody"]) {   // the last two: the search box draws a ruling with them
    assert.ok(name in lab, name);
  }
  assert.deepEqual(lab.DATA, DATA);
  assert.ok(globalThis.window.__goujiLab.timings, "the browser tests' timings");
});

test("el() sets classes, attributes and listeners, and writes text as text, never as markup", () => {
  let clicked = 0;
  const e = lab.el("button", { class: "md-button", "data-role": "play", disabled: true, hidden: false, title: null,
    onclick: () => { clicked++; }, text: "<b>Play</b>" });
  assert.equal(e.html(), '<button class="md-button" data-role="play" disabled=""><b>Play</b></button>');
  assert.equal(e.childNodes.length, 1);
  assert.equal(e.firstChild.nodeType, 3, "a text node");
  e.fire("click");
  assert.equal(clicked, 1);
});

test("el() takes children, arrays of them and numbers; null, undefined and false are skipped", () => {
  const e = lab.el("ul", null, [lab.el("li", null, "a"), null, [lab.el("li", null, 2)]], false, undefined, "tail");
  assert.equal(e.html(), "<ul><li>a</li><li>2</li>tail</ul>");
  assert.equal(lab.clear(e).childNodes.length, 0);
});

test("S() fills a catalogue template; an unknown key is shown as itself, a missing value as its placeholder", () => {
  assert.equal(lab.S("w-seat", { seat: 4 }), "Seat 4");
  assert.equal(lab.S("lab-entry-play", { seat: 2 }), "seat 2 plays {play}");
  assert.equal(lab.S("lab-no-such-key"), "lab-no-such-key");
  assert.equal(lab.S("w-seat", { seat: "{play}", play: "x" }), "Seat {play}", "a value is not filled again");
});

test("W() picks the page's language of a bilingual text, nothing for none", () => {
  assert.equal(lab.W({ zh: "合法", en: "legal" }), "legal");
  assert.equal(lab.W(null), "");
});

test("the jokers are named from the page data, in either spelling; other cards stay as they are", () => {
  assert.equal(lab.cardName("BJ"), "Big Joker");
  assert.equal(lab.cardName("bj"), "Big Joker");
  assert.equal(lab.cardName("D"), "Big Joker", "case-folded lookup");
  assert.equal(lab.cardName("♠3"), "♠3");
  assert.equal(lab.cardKind("x"), " glab-small");
  assert.equal(lab.cardKind("10"), "");
  const chips = lab.cardChips("  Q  BJ ");
  assert.equal(chips.html(), '<span class="glab-cards"><span class="glab-card">Q</span><span class="glab-card glab-big">Big Joker</span></span>');
});

test("drawTable() puts each seat where the view says, with its team, tags and cards", () => {
  const grid = lab.drawTable(TABLE, { seat: 4, play: "Q Q Q Q" }, null);
  const seats = grid.all("data-seat");
  assert.deepEqual(seats.map((s) => s.getAttribute("data-seat")), ["1", "2", "3", "4"]);
  const [one, two, three, four] = seats;
  assert.deepEqual([one.style.gridRow, one.style.gridColumn], ["3", "2"]);
  assert.deepEqual(one.classes(), ["glab-seat", "glab-team-odd", "glab-is-top"]);
  assert.ok(four.classes().includes("glab-acting"), "the acting seat");
  assert.ok(!one.classes().includes("glab-acting"));
  assert.ok(three.classes().includes("glab-is-finished"));
  assert.match(three.textContent, /place 1 · first/);
  assert.match(two.textContent, /5 cards/);
  assert.match(one.textContent, /\?/, "an unknown hand");
  assert.equal(four.all("class", "glab-card glab-big")[0].textContent, "Big Joker");
  const tag = one.all("class", "glab-tag glab-tag-top")[0];
  assert.equal(tag.getAttribute("title"), "TURN-2");
  assert.equal(tag.textContent, "on top");
  assert.ok(!one.hasAttribute("role"), "not clickable without onSeat");
});

test("drawTable() writes the trick, the status line and the action", () => {
  const grid = lab.drawTable(TABLE, { seat: 4, play: "Q Q Q Q" }, null);
  const trick = grid.descendants().find((e) => e.tagName === "OL");
  assert.deepEqual(trick.children.map((li) => li.className), ["glab-entry-play glab-entry-top", "glab-entry-pass"]);
  assert.equal(trick.children[0].textContent, "seat 1 plays JJJJ");
  assert.equal(trick.children[1].textContent, "seat 2 passes ");
  assert.match(grid.textContent, /Next to act: seat 4/);
  assert.match(grid.textContent, /Action: seat 4 plays Q Q Q Q/);
  const empty = lab.drawTable({ ...TABLE, trick: [], status_words: null }, null, null);
  assert.match(empty.textContent, /Nothing played in this trick yet\./);
  assert.doesNotMatch(empty.textContent, /Action:/);
});

test("with onSeat, a seat is a button for the mouse and the keyboard", () => {
  const chosen = [];
  const grid = lab.drawTable(TABLE, null, (seat) => chosen.push(seat));
  const two = grid.all("data-seat", "2")[0];
  assert.equal(two.getAttribute("role"), "button");
  assert.equal(two.getAttribute("tabindex"), "0");
  two.fire("click");
  const enter = two.fire("keydown", { key: "Enter" });
  two.fire("keydown", { key: "a" });
  assert.deepEqual(chosen, [2, 2]);
  assert.ok(enter.defaultPrevented);
});

test("clauseList() names each clause with its words from the page data", () => {
  const list = lab.clauseList(["BEAT-2", "NOPE-9"]);
  assert.equal(list.html(), '<ul class="glab-clauses"><li><code>BEAT-2</code> A play beats one of the same size and a higher base.</li>' +
    "<li><code>NOPE-9</code> </li></ul>");
});

test("seatInfo() is the page data's team, opposite and next seat", () => {
  assert.deepEqual(lab.seatInfo(4), { team: "even", opposite: 1, next: 5 });
  assert.equal(lab.seatInfo(9), undefined);
});
