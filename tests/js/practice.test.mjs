// The practice table's pure parts: its links' fields (parseHash, docs/shared/practice/practice.js)
// and the pause's drawing from the view's "pause" part (docs/shared/practice/pause.js, drawn
// with the Lab's element builder as practice.js does).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeElement, installPage, jsonScript } from "./dom.mjs";

const DATA = { lang: "zh", strings: {}, clauses: { "BURN-1": "烧牌" }, cards: {}, seat_info: {}, seats: [1, 2, 3, 4, 5, 6] };
const page = installPage({ byId: { "gouji-lab-data": jsonScript(DATA) }, href: "http://127.0.0.1/practice/" });
const { parseHash, linkSettings } = await import("../../docs/shared/practice/practice.js");
const { default: pause } = await import("../../docs/shared/practice/pause.js");
const { default: lab } = await import("../../docs/shared/lab/lab.js");

function fields(hash) {
  page.location.hash = hash;
  return parseHash();
}

// ------------------------------------------------------------------ links

test("a practice hand's link: every field, as text", () => {
  assert.deepEqual(fields("#seed=42&seat=3&preset=outline&bots=random&ask=able"),
    { seed: "42", seat: "3", preset: "outline", bots: "random", ask: "able" });
});

test("watch, drill and lesson links", () => {
  assert.deepEqual(fields("#seed=7&watch=1&speed=max"), { seed: "7", watch: "1", speed: "max" });
  assert.deepEqual(fields("#drill=9&preset=qingdao&topics=legal,burn&n=5"),
    { drill: "9", preset: "qingdao", topics: "legal,burn", n: "5" });
  assert.deepEqual(fields("#lesson=first-hand"), { lesson: "first-hand" });
});

test("escapes are decoded, a field without = is \"1\", empty parts and no hash give nothing", () => {
  assert.deepEqual(fields("#seed=%E5%A4%A7%E7%8E%8B&watch&&"), { seed: "大王", watch: "1" });
  assert.deepEqual(fields("#seed=a%3Db%26c"), { seed: "a=b&c" }, "only the first = splits");
  assert.deepEqual(fields(""), {});
  assert.deepEqual(fields("#"), {});
});

test("a part that is no valid escape is kept as out.bad (the page's clear error), the rest still read", () => {
  const out = fields("#drill=%ZZ&seed=5&x=%E5");
  assert.equal(out.seed, "5");
  assert.equal(out.drill, undefined);
  assert.equal(out.bad.part, "drill=%ZZ", "the first bad part");
  assert.match(out.bad.detail, /URI/);
});

test("the bad part is cut to 40 characters", () => {
  const out = fields("#seed=%" + "9".repeat(100));
  assert.equal(out.bad.part.length, 40);
});

test("a link's settings are a new object: the page's own are kept for when Python refuses the link", () => {
  const kept = { seed: "5", seat: 2, preset: "outline", bots: "heuristic", every: false, learner: false };
  const copy = { ...kept };
  const presets = ["outline", "qingdao"];
  const bad = linkSettings(fields("#seed=5&seat=7"), kept, presets);
  assert.equal(bad.seat, "7", "Python rules on it (and names the field)");
  assert.deepEqual(kept, copy, "a link never writes into the settings it starts from");
  // the page keeps `kept` after the refusal: the next good link, which names no seat, works
  const next = linkSettings(fields("#seed=%C2%B2"), kept, presets);
  assert.deepEqual(next, { ...copy, seed: "²" });
  assert.deepEqual(linkSettings(fields("#seed=8"), kept, presets), { ...copy, seed: "8" });
});

test("a link's settings: drill is the seed, an unknown preset keeps the one in use, ask=every, learner", () => {
  const kept = { seed: "5", seat: 2, preset: "qingdao", bots: "random", every: true, learner: true };
  assert.deepEqual(linkSettings(fields("#drill=9&preset=nope"), kept, ["outline", "qingdao"]),
    { seed: "9", seat: 2, preset: "qingdao", bots: "random", every: false, learner: false });
  assert.deepEqual(linkSettings(fields("#seed=1&preset=outline&ask=every&learner=1"), kept, ["outline", "qingdao"]),
    { seed: "1", seat: 2, preset: "outline", bots: "random", every: true, learner: true });
  assert.equal(linkSettings(fields("#seed=1&ask=able"), kept, ["outline"]).every, false,
    "asking only when the cards can act is the default now");
});

test("a link's bots: one of the levels the page data lists (strong too), else the ones in use", () => {
  const kept = { seed: "5", seat: 2, preset: "outline", bots: "heuristic", every: false, learner: false };
  const levels = ["random", "heuristic", "strong"];
  assert.equal(linkSettings(fields("#seed=1&bots=strong"), kept, ["outline"], levels).bots, "strong");
  assert.equal(linkSettings(fields("#seed=1&bots=random"), kept, ["outline"], levels).bots, "random");
  assert.equal(linkSettings(fields("#seed=1&bots=grandmaster"), kept, ["outline"], levels).bots, "heuristic");
  assert.equal(linkSettings(fields("#seed=1&bots=strong"), kept, ["outline"]).bots, "heuristic", "no levels: none taken");
});

// ------------------------------------------------------------------ the pause

const ctx = (attempts) => ({ el: lab.el, W: lab.W, G: lab, attempt: (request) => attempts.push(request) });
const words = (zh) => ({ zh, en: "(en) " + zh });

test("no pause drawn unless the view has one and it is the reader's turn", () => {
  const box = new FakeElement("div");
  assert.equal(pause.draw(box, { state: "your-turn", pause: null }, ctx([])), false);
  assert.equal(pause.draw(box, { state: "bots", pause: { kind: "burn", message: words("烧吗？") } }, ctx([])), false);
  assert.equal(box.childNodes.length, 0);
});

test("a possible burn: the say, the clauses and a burn button that sends its option", () => {
  const box = new FakeElement("div");
  const attempts = [];
  const view = { state: "your-turn", pause: { kind: "burn", message: words("可以烧牌"), clauses: ["BURN-1"],
    burn: { possible: true, option: 3, sets: ["Q Q Q Q", "K K K K"], words: words("烧"), why: words("两套") } } };
  assert.equal(pause.draw(box, view, ctx(attempts)), true, "practice.js leaves its own burn option out");
  const [drawn] = box.children;
  assert.equal(drawn.getAttribute("data-pause-kind"), "burn");
  assert.equal(drawn.all("data-role", "pause-say")[0].textContent, "可以烧牌");
  assert.equal(drawn.all("class", "glab-clauses")[0].textContent, "BURN-1 烧牌");
  const button = drawn.all("data-role", "burn")[0];
  assert.equal(button.getAttribute("data-possible"), "true");
  assert.equal(button.getAttribute("data-index"), "3");
  assert.deepEqual(JSON.parse(button.getAttribute("data-sets")), ["Q Q Q Q", "K K K K"]);
  assert.ok(button.classes().includes("md-button--primary"));
  assert.ok(!button.hasAttribute("disabled"));
  button.fire("click");
  assert.deepEqual(attempts, [{ option: 3 }]);
});

test("an impossible burn: a disabled button described by its reason", () => {
  const box = new FakeElement("div");
  const view = { state: "your-turn", pause: { kind: "answer", message: words("管不了"), clauses: [],
    burn: { possible: false, option: null, sets: [], words: words("烧"), why: words("没有四张") } } };
  assert.equal(pause.draw(box, view, ctx([])), true);
  const button = box.all("data-role", "burn")[0];
  assert.equal(button.getAttribute("data-possible"), "false");
  assert.ok(button.hasAttribute("disabled"));
  assert.ok(!button.hasAttribute("data-index"));
  assert.equal(button.getAttribute("aria-describedby"), "gpr-burn-why");
  const why = box.all("id", "gpr-burn-why")[0];
  assert.equal(why.textContent, "没有四张");
  assert.ok(why.classes().includes("gpr-burn-why-off"));
  assert.equal(box.all("class", "glab-clauses").length, 0, "no clause list for none");
});

test("a pause without a burn (a yield) draws the say only", () => {
  const box = new FakeElement("div");
  assert.equal(pause.draw(box, { state: "your-turn", pause: { kind: "yield", message: words("让牌？") } }, ctx([])), false);
  assert.equal(box.children[0].textContent, "让牌？");
  assert.equal(box.all("data-role", "burn").length, 0);
});
