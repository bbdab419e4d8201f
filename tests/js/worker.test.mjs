// The site's one engine, worker side (docs/shared/live/worker.mjs): the start-up snapshot's name
// and cache key, and the protocol's answers that need no Python (a call before the engine, an
// engine that cannot start, a page that said bye).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { CHAPTER, connect, ENGINE, handOver, HANDOVER, hex, snapshotKey, startupSnapshot } from "../../docs/shared/live/worker.mjs";

// the worker's own global, which a shared worker's page port never is (imported above without
// one: Node has no `self`, so the module connected nothing)
globalThis.self = {};

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");

// A page's port as the worker sees it: what the worker posts, and what the page sends.
function fakePort() {
  const port = { posted: [], listeners: {}, onmessage: null };
  port.postMessage = (msg) => port.posted.push(msg);
  port.addEventListener = (type, fn) => { port.listeners[type] = fn; };
  port.send = (msg) => port.onmessage({ data: msg });
  return port;
}
async function until(port, type) {
  for (let i = 0; i < 200; i++) {
    const found = port.posted.find((m) => m.type === type);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("no " + type + " message: " + JSON.stringify(port.posted));
}

test("hex() is lowercase, two digits a byte", () => {
  assert.equal(hex(new Uint8Array([0, 1, 15, 16, 255]).buffer), "00010f10ff");
  assert.equal(hex(new ArrayBuffer(0)), "");
});

test("the shipped snapshot is named after the lock's content, beside the lock (tools/live_snapshot.mjs)", async () => {
  const lock = "https://example.test/site/assets/live/live-lock.json";
  const text = '{"packages": {"gouji-sim": {"sha256": "abc"}}}';
  const { key, shipped } = await snapshotKey(lock, text);
  assert.equal(key, lock + "?snapshot=" + sha256(text));
  assert.equal(shipped, "https://example.test/site/assets/live/python-" + sha256(text).slice(0, 16) + ".snapshot");
  assert.match(shipped, /\/python-[0-9a-f]{16}\.snapshot$/, "the name the build's cleanup matches");
  const other = await snapshotKey(lock, text + " ");
  assert.notEqual(other.shipped, shipped, "other wheels, another snapshot");
});

test("the chapters' snapshot has a name and a key of its own, which the service worker keeps (tools/offline/sw.js)", async () => {
  const lock = "https://example.test/site/assets/live/live-lock.json";
  const text = '{"packages": {}}';
  const engine = await snapshotKey(lock, text, ENGINE);
  const chapter = await snapshotKey(lock, text, CHAPTER);
  assert.equal(chapter.shipped, "https://example.test/site/assets/live/python-" + sha256(text).slice(0, 16) + "-chapter.snapshot");
  assert.equal(chapter.key, lock + "?chapter&snapshot=" + sha256(text));
  assert.notEqual(chapter.key, engine.key);
  // the service worker's activate keeps the keys that end so, and drops the others
  assert.ok([engine.key, chapter.key].every((key) => key.endsWith("snapshot=" + sha256(text))));
  assert.doesNotMatch(chapter.shipped, /\/python-[0-9a-f]{16}\.snapshot$/, "not the engine's, which the precache takes");
});

test("a chapter's start restores the chapters' snapshot, else the engine's: cached first, then shipped", async () => {
  const lock = "https://example.test/site/assets/live/live-lock.json";
  const text = "{}";
  const names = Object.fromEntries(await Promise.all([ENGINE, CHAPTER].map(async (k) => [k, await snapshotKey(lock, text, k)])));
  const bytes = { engine: new Uint8Array([1]), chapter: new Uint8Array([2]) };
  const reader = (held) => async (key) => (held.find((k) => names[k].key === key) ? bytes[held.find((k) => names[k].key === key)] : null);
  const shipper = (sent, asked) => async (url) => {
    asked.push(url);
    const kind = sent.find((k) => names[k].shipped === url);
    return kind ? bytes[kind] : null;
  };
  // a later visit that holds the chapters' snapshot
  let asked = [];
  let chosen = await startupSnapshot(lock, text, [CHAPTER, ENGINE], reader([ENGINE, CHAPTER]), shipper([], asked));
  assert.deepEqual([chosen.kind, chosen.cached, chosen.key], [CHAPTER, bytes.chapter, names.chapter.key]);
  // offline after a visit of the Lab: the engine's, from Cache Storage, nothing asked of the site
  chosen = await startupSnapshot(lock, text, [CHAPTER, ENGINE], reader([ENGINE]), shipper([], asked));
  assert.deepEqual([chosen.kind, chosen.cached, asked], [ENGINE, bytes.engine, []]);
  // a first visit: the chapters' own, downloaded
  chosen = await startupSnapshot(lock, text, [CHAPTER, ENGINE], reader([]), shipper([CHAPTER, ENGINE], asked));
  assert.equal(await chosen.download, bytes.chapter);
  assert.deepEqual([chosen.kind, chosen.key, asked], [CHAPTER, names.chapter.key, [names.chapter.shipped]]);
  // a site without it (or offline, not precached): the engine's
  asked = [];
  chosen = await startupSnapshot(lock, text, [CHAPTER, ENGINE], reader([]), shipper([ENGINE], asked));
  assert.equal(await chosen.download, bytes.engine);
  assert.deepEqual([chosen.kind, chosen.key, asked], [ENGINE, names.engine.key, [names.chapter.shipped, names.engine.shipped]]);
  // neither: null, and a plain start follows
  chosen = await startupSnapshot(lock, text, [CHAPTER, ENGINE], reader([]), shipper([], []));
  assert.equal(await chosen.download, null);
  // any other page asks the site for the engine's alone ...
  asked = [];
  chosen = await startupSnapshot(lock, text, [ENGINE], reader([]), shipper([CHAPTER, ENGINE], asked));
  assert.equal(await chosen.download, bytes.engine);
  assert.deepEqual([chosen.kind, asked], [ENGINE, [names.engine.shipped]]);
  // ... but restores the chapters' where Cache Storage holds only that one (offline after a
  // chapter's visit: the service worker counted it as the engine's), the engine's first
  chosen = await startupSnapshot(lock, text, [ENGINE], reader([CHAPTER]), shipper([], asked));
  assert.deepEqual([chosen.kind, chosen.cached, chosen.key], [CHAPTER, bytes.chapter, names.chapter.key]);
  chosen = await startupSnapshot(lock, text, [ENGINE], reader([CHAPTER, ENGINE]), shipper([], asked));
  assert.equal(chosen.kind, ENGINE);
});

test("a call before the page's engine message is answered with an error, not left waiting", async () => {
  const port = fakePort();
  connect(port);
  port.send({ type: "call", id: 7, name: "lab.rule", args: "{}" });
  const answer = await until(port, "result");
  assert.deepEqual(answer, { type: "result", id: 7, error: "no engine message before the call" });
});

test("an engine that cannot start says engine-failed, and the page's waiting call gets the error", async () => {
  const port = fakePort();
  connect(port);
  const nowhere = "file:///nonexistent/gouji-pyodide/";
  port.send({ type: "engine", pyodide: nowhere, lock: nowhere + "live-lock.json" });
  port.send({ type: "call", id: 1, name: "lab.rule", args: "{}" });
  const failed = await until(port, "engine-failed");
  assert.equal(typeof failed.error, "string");
  assert.ok(failed.error.length > 0);
  const answer = await until(port, "result");
  assert.equal(answer.id, 1);
  assert.equal(answer.error, failed.error);
});

test("a shared worker's page is closed when its port closes; a page's own worker has no port to watch", () => {
  const port = fakePort();
  connect(port);
  assert.equal(typeof port.listeners.close, "function");
  port.listeners.close();
  port.send({ type: "bye" }); // a second close is a no-op
  port.send({ type: "comm", text: "{}", buffers: [] }); // no kernel: nothing to do, nothing thrown
  assert.deepEqual(port.posted, []);
});

test("the hand-over copies this worker's downloads from its own site, from the HTTP cache, not the snapshot", async () => {
  const site = "https://example.test/";
  const put = [];
  const asked = [];
  const saved = { self: globalThis.self, caches: globalThis.caches, fetch: globalThis.fetch };
  globalThis.self = { location: new URL(site + "shared/live/worker.mjs") };
  globalThis.caches = { open: async (name) => ({ put: async (url) => put.push([name, url]) }) };
  globalThis.fetch = async (url, init) => {
    asked.push([url, init.cache, init.mode]);
    // the wasm comes, the standard library does not
    return new Response("x", { status: url.endsWith(".wasm") ? 200 : 504 });
  };
  try {
    const entries = ["lite/pyodide.asm.wasm", "lite/python_stdlib.zip", "assets/live/python-0123456789abcdef.snapshot",
      "lite/pyodide.asm.wasm#again"].map((file) => ({ name: site + file }))
      .concat([{ name: "https://elsewhere.test/x.js" }]);
    assert.equal(await handOver(entries), 1);
    assert.deepEqual(put, [[HANDOVER, site + "lite/pyodide.asm.wasm"]]);
    assert.deepEqual(asked.map(([url]) => url), [site + "lite/pyodide.asm.wasm", site + "lite/python_stdlib.zip"],
      "each file once; never the snapshot (SNAPSHOTS holds it) nor another site's");
    assert.ok(asked.every(([, cache, mode]) => cache === "force-cache" && mode === "same-origin"), "the HTTP cache's copy");
  } finally {
    Object.assign(globalThis, saved);
  }
});
