// The site's one engine, page side (docs/shared/engine/engine.js): the pages' one link encoder
// (#case=, #score=, #start=) and the message protocol with the worker (docs/shared/live/worker.mjs
// describes it), against a fake worker. Each test loads a fresh copy of the module.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installPage, jsonScript } from "./dom.mjs";

// as docs/engine_hooks.py writes it for en/lab/ (two levels below the site root)
const CONFIG = { worker: "../../shared/live/worker.mjs", pyodide: "../../lite/static/pyodide/", lock: "../../assets/live/live-lock.json" };
let copies = 0;

// A worker that records what the page posts; reply(msg) answers as the worker would.
class FakeWorker {
  constructor(url, options) {
    this.url = url;
    this.options = options;
    this.posted = [];
    const self = this;
    this.port = { postMessage(msg) { self.posted.push(msg); }, onmessage: null };
    FakeWorker.made.push(this);
  }
  postMessage(msg) { this.posted.push(msg); }
  reply(msg) { (this.port.onmessage || this.onmessage)({ data: msg }); }
}
FakeWorker.made = [];

// engine.js as a page loads it: the config element, a fake worker (shared or a page's own) and
// an XMLHttpRequest whose open/send are recorded
async function loadEngine({ shared = true, xhr = false, early = null } = {}) {
  FakeWorker.made = [];
  const sent = [];
  let XHR;
  if (xhr) {
    XHR = function () {};
    XHR.prototype.open = function (method, address) { this.address = address; };
    XHR.prototype.send = function () { sent.push(this.address); };
  }
  frames = [];
  const window = installPage({
    byId: { "gouji-engine-config": jsonScript(CONFIG) },
    href: "http://127.0.0.1:8000/en/lab/",
    extra: { requestAnimationFrame: (fn) => frames.push(fn), ...(xhr ? { XMLHttpRequest: XHR } : {}) },
  });
  delete globalThis.SharedWorker;
  delete globalThis.Worker;
  if (shared) globalThis.SharedWorker = FakeWorker;
  else globalThis.Worker = FakeWorker;
  if (early) window.goujiEarly = early(); // what docs/engine_hooks.py's early_script left
  const module = await import(`../../docs/shared/engine/engine.js?copy=${++copies}`);
  return { E: module.default, window, sent, XHR };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
// The page's animation frames: the callbacks asked for wait until frame(gap) draws one, gap ms
// after the one before.
let frames = [];
let clock = 0;
async function frame(gap = 16) {
  clock += gap;
  const due = frames;
  frames = [];
  due.forEach((fn) => fn(clock));
  await tick();
}
// What settled() waits for once the engine is not busy: a page that draws seven frames with no
// long task between them (six gaps under 50 ms), then a task.
async function drawn() {
  await tick();
  for (let i = 0; i < 7; i++) await frame();
  await tick();
}
const worker = () => FakeWorker.made[FakeWorker.made.length - 1];
const base64url = (text) => Buffer.from(text, "utf8").toString("base64url");

// ------------------------------------------------------------------ the links

test("caseLink is #case= and the base64url of the case's UTF-8 JSON, as Python writes it", async () => {
  const { E } = await loadEngine();
  const kase = { rules: { preset: "outline" }, hands: { 4: "Q Q Q Q 2" },
    trick: [{ seat: 1, play: "J J J J" }, { seat: 2, pass: true }],
    action: { seat: 4, play: "♠3 大王" }, title: { zh: "管牌", en: "Beat" } };
  // gouji_sim.view.lab.encode_fragment of the same case (computed once in Python): the Lab's
  // links made on a page and by Python are the same text
  const python = "#case=eyJydWxlcyI6eyJwcmVzZXQiOiJvdXRsaW5lIn0sImhhbmRzIjp7IjQiOiJRIFEgUSBRIDIifSwidHJpY2siOlt7" +
    "InNlYXQiOjEsInBsYXkiOiJKIEogSiBKIn0seyJzZWF0IjoyLCJwYXNzIjp0cnVlfV0sImFjdGlvbiI6eyJzZWF0Ijo0LCJwbGF5Ijoi4pmg" +
    "MyDlpKfnjosifSwidGl0bGUiOnsiemgiOiLnrqHniYwiLCJlbiI6IkJlYXQifX0";
  assert.equal(E.caseLink(kase), python);
  assert.deepEqual(JSON.parse(Buffer.from(python.slice(6), "base64url").toString("utf8")), kase);
});

test("the links have no padding and only the URL-safe alphabet", async () => {
  const { E } = await loadEngine();
  // lengths 1, 2 and 3 mod 3 of the JSON: standard base64 would pad with "=" or "=="
  for (const text of ["a", "ab", "abc", "??>", "~~~", "ÿþ"]) {
    const link = E.link("#score=", text);
    const body = link.slice("#score=".length);
    assert.match(body, /^[A-Za-z0-9_-]*$/, link);
    assert.equal(body, base64url(JSON.stringify(text)));
  }
});

test("a case longer than one chunk of the encoder (32 KiB) round-trips", async () => {
  const { E } = await loadEngine();
  const kase = { title: { zh: "够".repeat(20000), en: "x".repeat(5000) } }; // 65 kB of UTF-8
  const link = E.caseLink(kase);
  assert.deepEqual(JSON.parse(Buffer.from(link.slice(6), "base64url").toString("utf8")), kase);
});

test("link(prefix, obj) is the prefix and the same encoding", async () => {
  const { E } = await loadEngine();
  const state = { seat: 1, hand: "♠3 ♠3 4", rules: { preset: "outline" }, first_deal: true };
  assert.equal(E.link("#start=", state), "#start=" + base64url(JSON.stringify(state)));
});

// ------------------------------------------------------------------ the protocol

test("start() asks the shared worker for Python once, with absolute URLs, and resolves with its parts", async () => {
  const { E } = await loadEngine();
  const first = E.start();
  assert.equal(E.start(), first, "one promise per page");
  const w = worker();
  assert.equal(FakeWorker.made.length, 1);
  assert.equal(w.url, "http://127.0.0.1:8000/shared/live/worker.mjs");
  assert.equal(w.options.type, "module");
  assert.match(w.options.name, /^gouji-live /);
  assert.deepEqual(w.posted, [{ type: "engine", pyodide: "http://127.0.0.1:8000/lite/static/pyodide/",
    lock: "http://127.0.0.1:8000/assets/live/live-lock.json", chapter: false }]);
  assert.equal(E.timings.parts, null);
  w.reply({ type: "engine", parts: { starts: 1, ms: 12 } });
  assert.deepEqual(await first, { starts: 1, ms: 12 });
  assert.deepEqual(E.timings.parts, { starts: 1, ms: 12 });
  assert.ok(E.shared);
});

test("without shared workers the page starts a worker of its own, spoken to directly", async () => {
  const { E } = await loadEngine({ shared: false });
  const ready = E.start();
  const w = worker();
  assert.equal(w.posted[0].type, "engine");
  w.reply({ type: "engine", parts: { starts: 1 } });
  assert.deepEqual(await ready, { starts: 1 });
  assert.equal(E.shared, false);
});

// docs/engine_hooks.py early_script: the page's <head> made the worker, sent "engine" and kept
// what came back before engine.js arrived
function headWorker(messages, errors = []) {
  return () => {
    const w = new FakeWorker("http://127.0.0.1:8000/shared/live/worker.mjs", { type: "module", name: "gouji-live x" });
    w.port.postMessage({ type: "engine", pyodide: "http://127.0.0.1:8000/lite/static/pyodide/",
      lock: "http://127.0.0.1:8000/assets/live/live-lock.json" });
    return { worker: w, messages: messages.map((data) => ({ data })), errors, requested: 7 };
  };
}

test("the worker the page's head made is taken over, with the answers it kept, not made again", async () => {
  const { E, window } = await loadEngine({ early: headWorker([{ type: "engine", parts: { starts: 1, ms: 5 } }]) });
  const ready = E.start();
  assert.equal(FakeWorker.made.length, 1, "no second worker");
  assert.deepEqual(await ready, { starts: 1, ms: 5 }, "the kept answer resolves start()");
  assert.equal(E.timings.early, 7);
  assert.equal(window.goujiEarly, null, "taken over once");
  // (the worker serves one "engine" per page: engine.js asking again changes nothing)
  assert.deepEqual(worker().posted.map((m) => m.type), ["engine", "engine"]);
  const answer = E.call("lab.rule", "{}");
  worker().reply({ type: "result", id: 1, text: "{\"ok\": true}" });
  assert.deepEqual(await answer, { ok: true });
});

test("an error the head's worker kept fails the page's start", async () => {
  const { E } = await loadEngine({ early: headWorker([], [{ message: "no worker script" }]) });
  await assert.rejects(E.start(), /no worker script/);
});

test("call() sends name and JSON text, and each answer goes to its own call", async () => {
  const { E } = await loadEngine();
  const a = E.call("lab.rule", { action: { seat: 1 } });
  const b = E.call("lab.rule_fragment", "#case=e30");
  const c = E.call("practice.new");
  const w = worker();
  const calls = w.posted.filter((m) => m.type === "call");
  assert.deepEqual(calls.map((m) => [m.name, m.args]),
    [["lab.rule", '{"action":{"seat":1}}'], ["lab.rule_fragment", "#case=e30"], ["practice.new", "{}"]]);
  assert.equal(new Set(calls.map((m) => m.id)).size, 3, "distinct ids");
  w.reply({ type: "engine", parts: {} });
  // answered out of order
  w.reply({ type: "result", id: calls[1].id, text: '{"ok": false}' });
  w.reply({ type: "result", id: calls[0].id, text: '{"ok": true, "view": {"badge": "legal"}}' });
  w.reply({ type: "result", id: calls[2].id, error: "Traceback: bad seat" });
  assert.deepEqual(await a, { ok: true, view: { badge: "legal" } });
  assert.deepEqual(await b, { ok: false });
  await assert.rejects(c, { message: "Traceback: bad seat" });
});

test("an answer to no call (or a second answer) is dropped", async () => {
  const { E } = await loadEngine();
  const a = E.call("lab.rule", {});
  const w = worker();
  const id = w.posted.find((m) => m.type === "call").id;
  w.reply({ type: "result", id: id + 100, text: "{}" });
  w.reply({ type: "result", id, text: '{"n": 1}' });
  w.reply({ type: "result", id, text: '{"n": 2}' });
  assert.deepEqual(await a, { n: 1 });
});

test("engine-failed rejects start() and every waiting call; the page may start again", async () => {
  const { E } = await loadEngine();
  const ready = E.start();
  const call = E.call("lab.rule", {});
  worker().reply({ type: "engine-failed", error: "no Pyodide" });
  await assert.rejects(ready, { message: "no Pyodide" });
  await assert.rejects(call, { message: "no Pyodide" });
  const again = E.start();
  assert.notEqual(again, ready);
  const engines = worker().posted.filter((m) => m.type === "engine");
  assert.equal(engines.length, 2, "asked again");
  worker().reply({ type: "engine", parts: { starts: 2 } });
  assert.deepEqual(await again, { starts: 2 });
});

test("a worker error fails the page's calls and tells the listeners", async () => {
  const { E } = await loadEngine();
  const heard = [];
  E.listen((msg) => heard.push(msg));
  const call = E.call("lab.rule", {});
  worker().onerror({ message: "worker script failed" });
  await assert.rejects(call, { message: "worker script failed" });
  assert.deepEqual(heard, [{ type: "failed", error: "worker script failed" }]);
});

test("a live chapter's messages go to the listeners, not to the calls", async () => {
  const { E } = await loadEngine();
  const heard = [];
  E.listen((msg) => heard.push(msg.type));
  E.post({ type: "start", cells: ["1 + 1"] });
  const w = worker();
  assert.deepEqual(w.posted, [{ type: "start", cells: ["1 + 1"] }]);
  for (const type of ["booted", "py", "done", "stored"]) w.reply({ type });
  assert.deepEqual(heard, ["booted", "py", "done", "stored"]);
});

test("settled() waits while Python starts or answers, and until the page has drawn quietly", async () => {
  const { E } = await loadEngine();
  let idle = false;
  E.settled().then(() => { idle = true; });
  await tick();
  for (let i = 0; i < 6; i++) await frame();
  await tick();
  assert.ok(!idle, "five quiet gaps are not enough");
  await frame(120);
  for (let i = 0; i < 5; i++) await frame();
  await tick();
  assert.ok(!idle, "a long task between two frames starts the count again");
  await frame();
  await tick();
  assert.ok(idle, "a page that never asked for Python is settled after six quiet gaps");

  const call = E.call("lab.rule", {});
  let settled = false;
  E.settled().then(() => { settled = true; });
  const w = worker();
  await drawn();
  assert.ok(!settled, "starting");
  w.reply({ type: "engine", parts: {} });
  await drawn();
  assert.ok(!settled, "started, the call not answered");
  w.reply({ type: "result", id: w.posted.find((m) => m.type === "call").id, text: "1" });
  assert.equal(await call, 1);
  await tick();
  assert.ok(!settled, "answered, not yet drawn");
  await drawn();
  assert.ok(settled, "answered and drawn");
});

test("the worker hears settled once the page has drawn its first answers, not before", async () => {
  const { E } = await loadEngine();
  const call = E.call("lab.rule", {});
  const w = worker();
  const told = () => w.posted.filter((m) => m.type === "settled").length;
  w.reply({ type: "engine", parts: {} });
  await drawn();
  assert.equal(told(), 0, "the call is not answered");
  w.reply({ type: "result", id: w.posted.find((m) => m.type === "call").id, text: "1" });
  await call;
  await tick();
  assert.equal(told(), 0, "answered, not yet drawn");
  await drawn();
  assert.equal(told(), 1);
});

test("a page that draws no frames (a background tab) is settled three seconds later", async () => {
  const { E } = await loadEngine();
  let idle = false;
  E.settled().then(() => { idle = true; });
  await new Promise((resolve) => setTimeout(resolve, 2500));
  assert.ok(!idle, "two and a half seconds");
  await new Promise((resolve) => setTimeout(resolve, 700));
  assert.ok(idle, "after three seconds, with no frame drawn");
});

test("a live chapter's start keeps the engine busy until its cells have run, or one has failed", async () => {
  for (const end of [{ type: "done", cells: [3] }, { type: "done", cells: [], stopped: 0 }, { type: "failed", error: "x" }]) {
    const { E } = await loadEngine();
    E.listen(() => {});
    E.post({ type: "start", cells: ["1"] });
    let settled = false;
    E.settled().then(() => { settled = true; });
    await drawn();
    assert.ok(!settled);
    worker().reply({ type: "booted", parts: {} });
    await drawn();
    assert.ok(!settled, "booted: the cells are still to run");
    worker().reply(end);
    worker().reply({ type: "stored", bytes: 1 }); // more messages: still one wait, one "settled"
    await drawn();
    assert.ok(settled, JSON.stringify(end));
    assert.equal(worker().posted.filter((m) => m.type === "settled").length, 1);
  }
});

test("the page says bye when it goes, not when it is only put in the back/forward cache", async () => {
  const { E, window } = await loadEngine();
  E.start();
  const w = worker();
  const [pagehide] = window.listeners.pagehide;
  pagehide({ persisted: true });
  assert.ok(!w.posted.some((m) => m.type === "bye"));
  pagehide({ persisted: false });
  assert.deepEqual(w.posted[w.posted.length - 1], { type: "bye" });
});

test("the theme's search index waits while Python starts; other requests go at once", async () => {
  const { E, sent, XHR } = await loadEngine({ xhr: true });
  const other = new XHR();
  other.open("GET", "../sitemap.xml");
  other.send();
  const idle = new XHR();
  idle.open("GET", "../search/search_index.json");
  idle.send();
  assert.deepEqual(sent, ["../sitemap.xml", "../search/search_index.json"], "not held on a page whose Python is idle");
  sent.length = 0;

  E.start();
  const index = new XHR();
  index.open("GET", "http://127.0.0.1:8000/search/search_index.json");
  index.send();
  assert.deepEqual(sent, [], "held while Python starts");
  assert.ok(E.timings.searchDeferred > 0);
  worker().reply({ type: "engine", parts: {} });
  await tick();
  assert.deepEqual(sent, [], "answered, not yet drawn");
  await drawn();
  assert.deepEqual(sent, ["http://127.0.0.1:8000/search/search_index.json"]);
  assert.ok(E.timings.searchSent >= E.timings.searchDeferred);
});

test("the engine is one per page: a second copy of the module hands back the first", async () => {
  const { E } = await loadEngine();
  const again = await import(`../../docs/shared/engine/engine.js?copy=${++copies}`);
  assert.equal(again.default, E);
  assert.equal(globalThis.window.GoujiEngine, E);
});
