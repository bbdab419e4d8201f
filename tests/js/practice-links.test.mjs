// The practice page read from its links (docs/shared/practice/practice.js), with a stand-in for
// Python: a link Python refuses (#seat=7, #seed=², its error naming the field) leaves the page's
// settings as they were, so that the next link — which may name no seat — is not refused too.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeElement, installPage, jsonScript } from "./dom.mjs";

const LAB = { lang: "en", strings: {}, clauses: {}, cards: {}, seat_info: {}, seats: [1, 2, 3, 4, 5, 6] };
const PRACTICE = { lang: "en", strings: { "practice-error": "Error: {detail}" }, presets: ["outline", "qingdao"],
  bots: ["random", "heuristic", "strong"] };

// the few browser methods the page's error path uses, which the stand-in document lacks
FakeElement.prototype.scrollIntoView = function () {};
FakeElement.prototype.replaceWith = function (other) { this.parentNode.insertBefore(other, this); this.remove(); };
const root = new FakeElement("div");
root.setAttribute("class", "gouji-practice");
root.querySelector = (selector) => root.descendants().find((k) => "." + k.classes()[0] === selector) || null;

const page = installPage({ byId: { "gouji-lab-data": jsonScript(LAB), "gouji-engine-config": jsonScript({}),
  "gouji-practice-data": jsonScript(PRACTICE) }, href: "http://127.0.0.1/practice/#seed=5&seat=7" });
page.document.querySelector = (selector) => (selector === "div.gouji-practice" ? root : null);

// Python's reading of a link's numbers (gouji_sim.view.practice_page.link_number), in short
const asked = [];
function refuse(field) {
  return { ok: false, error: { code: "practice-bad-" + field, field, en: "bad " + field, zh: "bad " + field } };
}
const { default: lab } = await import("../../docs/shared/lab/lab.js");
lab.engine = () => Promise.resolve({
  call(name, json) {
    const request = JSON.parse(json);
    asked.push({ name, ...request });
    if (!/^-?[0-9]+$/.test(String(request.seed))) return Promise.resolve(refuse("seed"));
    if (!/^[1-6]$/.test(String(request.seat))) return Promise.resolve(refuse("seat"));
    return new Promise(() => {});   // a hand being dealt: these tests only read what was asked
  },
});
await import("../../docs/shared/practice/practice.js");

const settle = async () => { for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0)); };
async function follow(hash) {
  page.location.hash = hash;
  page.listeners.hashchange.forEach((fn) => fn());
  await settle();
  return asked[asked.length - 1];
}

test("a refused seat is not kept: the next link, which names no seat, asks for the page's own", async () => {
  await settle();
  assert.deepEqual([asked[0].seed, asked[0].seat], ["5", "7"], "the page's first link");
  assert.equal(root.getAttribute("data-practice-state"), "over");
  const status = root.all("data-role", "status")[0];
  assert.equal(status.getAttribute("data-error"), "true");
  assert.match(status.textContent, /bad seat/);
  const next = await follow("#seed=6");
  assert.deepEqual([next.seed, next.seat], ["6", 1]);
});

test("a refused seed is not kept either, and a good link after it starts its hand", async () => {
  const bad = await follow("#seed=%C2%B2&seat=3");
  assert.deepEqual([bad.seed, bad.seat], ["²", "3"]);
  assert.equal(root.getAttribute("data-practice-state"), "over");
  const next = await follow("#seat=2");
  assert.deepEqual([next.seed, next.seat], ["6", "2"], "the seed of the last link that was not refused");
  assert.equal(root.getAttribute("data-practice-state"), "bots", "a hand being dealt, no error");
});
