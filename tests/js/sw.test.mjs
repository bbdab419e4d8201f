// The service worker (tools/offline/sw.js, filled in by tools/build_sw.mjs): every precached
// file is keyed by the SHA-256 of its content (tools/offline/revisions.mjs), and the install
// stores a file only if the bytes it got have that hash — a revalidation that answered 304
// for a file changed within the same second (the browser's old copy) is fetched again, and a
// file that still does not match fails the install, so a new build never stores stale content.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import vm from "node:vm";
import { contentRevisions } from "../../tools/offline/revisions.mjs";

const sha = (text) => createHash("sha256").update(text).digest("hex").slice(0, 32);
const ORIGIN = "http://127.0.0.1:8000/";

// tools/offline/sw.js run as a worker would run it: Workbox's precache list and the Cache
// Storage stood in for, fetch answered from `fetched` in turn; `handed`: what the visit's page
// and engine worker put in Cache Storage's "gouji-handover" (URL -> body); `pages`: the open
// pages of the site
function loadWorker(manifest, first, fetched, handed = {}, pages = [], snapshotsHeld = {}) {
  const listeners = {};
  const stored = new Map();
  const cache = {
    keys: async () => [...stored.keys()].map((url) => ({ url })),
    put: async (key, response) => { stored.set(key, await response.text()); },
  };
  class PrecacheController {
    constructor() { this.list = []; }
    addToCacheList(entries) { this.list.push(...entries); }
    getURLsToCacheKeys() {
      return new Map(this.list.map((e) => {
        const url = new URL(e.url, ORIGIN).href;
        return [url, e.revision ? `${url}?__WB_REVISION__=${e.revision}` : url];
      }));
    }
  }
  const workbox = {
    setConfig() {},
    core: { setCacheNameDetails() {}, skipWaiting() {}, cacheNames: { precache: "gouji-precache" } },
    precaching: { PrecacheController, PrecacheRoute: class {} },
    routing: { registerRoute() {} },
  };
  const handover = new Map(Object.entries(handed));
  const handoverCache = {
    match: async (url) => (handover.has(url) ? new Response(handover.get(url)) : undefined),
    delete: async (url) => handover.delete(url),
  };
  const fetches = [];
  const self = {
    __GOUJI_BUILD: { version: "v", lock: "l", behaviour: 1 },
    __WB_MANIFEST: manifest,
    __GOUJI_FIRST: first,
    location: new URL(ORIGIN + "sw.js"),
    registration: { installing: {}, active: null },
    clients: { matchAll: async () => pages },
    addEventListener: (type, fn) => { listeners[type] = fn; },
  };
  // the engine worker's unpacked snapshots (docs/shared/live/worker.mjs): key -> [body, headers]
  const snapshots = new Map(Object.entries(snapshotsHeld));
  const snapshotsCache = {
    match: async (key) => (snapshots.has(key) ? new Response(snapshots.get(key)[0], { headers: snapshots.get(key)[1] }) : undefined),
  };
  const named = { "gouji-handover": handoverCache, "gouji-live-snapshots": snapshotsCache };
  const context = vm.createContext({
    self, workbox, importScripts() {}, Request, Response, URL, Map, Set, TextEncoder, crypto, setTimeout,
    caches: { open: async (name) => named[name] || cache, keys: async () => [] },
    fetch: async (request, init) => {
      fetches.push({ url: typeof request === "string" ? request : request.url, cache: init && init.cache });
      const next = fetched.shift();
      if (!next) throw new TypeError("no network");
      return next;
    },
  });
  vm.runInContext(readFileSync(new URL("../../tools/offline/sw.js", import.meta.url), "utf8"), context);
  // the install event: resolves or rejects as the worker's install does
  const install = () => {
    let done;
    listeners.install({ waitUntil: (promise) => { done = promise; } });
    return done;
  };
  const say = (data) => listeners.message({ data, waitUntil() {} });
  // the state a page asks for ({first, rest} counts)
  const state = () => new Promise((resolve) => {
    listeners.message({ data: "gouji-offline", ports: [{ postMessage: resolve }], waitUntil() {} });
  });
  return { install, fetches, stored, handover, say, state };
}

const PAGE = ORIGIN + "practice/index.html";
const manifest = [{ url: "practice/index.html", revision: sha("<p>new</p>") },
                  { url: "assets/bundle.0123abcd.min.js", revision: null },
                  { url: "chapters/01/index.html", revision: sha("<p>ch</p>") }];
const FIRST = ["practice/index.html", "assets/bundle.0123abcd.min.js"];

test("the install stores the table's files whose bytes have the manifest's hash, and only those", async () => {
  const { install, fetches, stored } = loadWorker(manifest, FIRST, [new Response("<p>new</p>"), new Response("bundle")]);
  await install();
  assert.deepEqual([...stored.values()].sort(), ["<p>new</p>", "bundle"]);
  assert.deepEqual(fetches.map((f) => f.cache), ["no-cache", "no-cache"]);
  assert.ok(!fetches.some((f) => f.url.includes("chapters")), "the rest waits for the activation");
});

test("stale bytes (a 304 for a file changed within its second) are fetched again, bypassing the HTTP cache", async () => {
  const { install, fetches, stored } = loadWorker(manifest, ["practice/index.html"],
    [new Response("<p>old</p>"), new Response("<p>new</p>")]);
  await install();
  assert.deepEqual([...stored.values()], ["<p>new</p>"]);
  assert.deepEqual(fetches, [{ url: PAGE, cache: "no-cache" }, { url: PAGE, cache: "reload" }]);
});

test("bytes that still do not match are never stored (the install fails, the old build stays)", async () => {
  const stale = loadWorker(manifest, ["practice/index.html"], [new Response("<p>old</p>"), new Response("<p>old</p>")]);
  await assert.rejects(stale.install(), /cannot precache/);
  assert.equal(stale.stored.size, 0);
  const gone = loadWorker(manifest, ["practice/index.html"], [new Response("gone", { status: 404 })]);
  await assert.rejects(gone.install(), /cannot precache/);
  assert.equal(gone.stored.size, 0);
});

test("a file named by its hash (no revision) is stored as it comes, if it came", async () => {
  const ok = loadWorker(manifest, ["assets/bundle.0123abcd.min.js"], [new Response("bundle")]);
  await ok.install();
  assert.deepEqual([...ok.stored.values()], ["bundle"]);
  const failed = loadWorker(manifest, ["assets/bundle.0123abcd.min.js"], [new Response("", { status: 500 })]);
  await assert.rejects(failed.install(), /cannot precache/);
  assert.equal(failed.stored.size, 0);
});

test("the build keys every revised file by the SHA-256 of its content", async () => {
  const site = mkdtempSync(path.join(tmpdir(), "gouji-sw-test-"));
  mkdirSync(path.join(site, "practice"));
  writeFileSync(path.join(site, "practice", "index.html"), "<p>new</p>");
  writeFileSync(path.join(site, "练牌.html"), "中文");
  const { manifest: out, warnings } = await contentRevisions(site)([
    { url: "practice/index.html", revision: "md5-of-workbox", size: 10 },
    { url: "%E7%BB%83%E7%89%8C.html", revision: "md5", size: 6 },
    { url: "assets/bundle.0123abcd.min.js", revision: null, size: 6 },
  ]);
  assert.deepEqual(warnings, []);
  assert.deepEqual(out.map((e) => e.revision), [sha("<p>new</p>"), sha("中文"), null]);
});

test("the install takes what the visit handed over, when its bytes have the revision, and downloads nothing of it", async () => {
  // a page is handed over by the URL it was opened at; a file named by its hash as it is
  const { install, fetches, stored, handover } = loadWorker(manifest, FIRST, [],
    { [ORIGIN + "practice/"]: "<p>new</p>", [ORIGIN + "assets/bundle.0123abcd.min.js"]: "bundle" });
  await install();
  assert.deepEqual([...stored.values()].sort(), ["<p>new</p>", "bundle"]);
  assert.deepEqual(fetches, [], "no second download");
  assert.equal(handover.size, 0, "each handed file is taken out once stored");
});

test("a handed file whose bytes lack the revision is downloaded instead (never stored stale)", async () => {
  const { install, fetches, stored } = loadWorker(manifest, ["practice/index.html"], [new Response("<p>new</p>")],
    { [PAGE]: "<p>old</p>" });
  await install();
  assert.deepEqual([...stored.values()], ["<p>new</p>"]);
  assert.deepEqual(fetches, [{ url: PAGE, cache: "no-cache" }]);
});

test("with a page open, the install caches nothing until the page says the visit's files are handed over", async () => {
  const { install, fetches, stored, handover, say } = loadWorker(manifest, ["practice/index.html"], [], {},
    [{ url: PAGE, postMessage() {} }]);
  const installed = install();
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(fetches.length + stored.size, 0, "waiting for the page's word");
  // the page and its engine worker put the file there before they say so
  handover.set(ORIGIN + "practice/", "<p>new</p>");
  say("gouji-handed");
  await installed;
  assert.deepEqual([...stored.values()], ["<p>new</p>"]);
  assert.deepEqual(fetches, [], "taken from the hand-over");
});

test("after a chapter's visit the chapters' snapshot stands for the engine's: the table's part is ready without it", async () => {
  const lock = ORIGIN + "assets/live/live-lock.json";
  const engine = "assets/live/python-0123456789abcdef.snapshot";
  const files = [...manifest, { url: engine, revision: null }];
  const shipped = { "X-Gouji-Snapshot": "shipped" };
  // the chapters' one stored by the chapter's engine worker (build "l": the lock's sha256)
  const { install, fetches, stored, state } = loadWorker(files, [...FIRST, engine],
    [new Response("<p>new</p>"), new Response("bundle")], {}, [], { [lock + "?chapter&snapshot=l"]: ["memory", shipped] });
  await install();
  assert.deepEqual([...stored.values()].sort(), ["<p>new</p>", "bundle"]);
  assert.ok(!fetches.some((f) => f.url.endsWith(".snapshot")), "the engine's comes with the rest");
  const counted = JSON.parse(JSON.stringify(await state())); // (an object of the worker's realm)
  assert.deepEqual([counted.first, counted.rest.total], [{ done: 2, total: 2 }, 2]);
  // without it (or one made by the worker itself, not the site's), the engine's is in the table's part
  const plain = loadWorker(files, [...FIRST, engine], [new Response("<p>new</p>"), new Response("bundle"), new Response("m")],
    {}, [], { [lock + "?chapter&snapshot=l"]: ["memory", {}] });
  await plain.install();
  assert.ok(plain.fetches.some((f) => f.url.endsWith(".snapshot")));
  assert.deepEqual(JSON.parse(JSON.stringify((await plain.state()).first)), { done: 3, total: 3 });
});
