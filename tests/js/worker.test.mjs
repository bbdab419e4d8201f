// The site's one engine, worker side (docs/shared/live/worker.mjs): the start-up snapshot's name
// and cache key, the heap grown to a snapshot's size, and the protocol's answers that need no
// Python (a call before the engine, an engine that cannot start, a page that said bye).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { connect, growingFactory, hex, snapshotKey } from "../../docs/shared/live/worker.mjs";

// the worker's own global, which a shared worker's page port never is (imported above without
// one: Node has no `self`, so the module connected nothing)
globalThis.self = {};

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

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

// Pyodide's module factory, as growingFactory wraps it: the wasm instance is made by
// settings.instantiateWasm(imports, done), and its memory must reach the snapshot's heap.
async function instantiate(snapshotBytes, pages) {
  const memory = new WebAssembly.Memory({ initial: pages });
  const instance = { exports: { memory } };
  const factory = (settings) => new Promise((resolve) => {
    settings.instantiateWasm({ env: {} }, (inst, module) => resolve({ inst, module }));
  });
  const wrapped = growingFactory(factory, Promise.resolve(snapshotBytes));
  await tick(); // the snapshot's size is read once its promise resolves
  const made = await wrapped({ instantiateWasm: (imports, done) => done(instance, "the module") });
  assert.equal(made.inst, instance);
  assert.equal(made.module, "the module");
  return memory.buffer.byteLength;
}

// A snapshot's first two 32-bit words: the second one is the size of what follows the heap.
function snapshot(total, tail) {
  const bytes = new Uint8Array(total);
  new Uint32Array(bytes.buffer, 0, 2)[1] = tail;
  return bytes;
}

test("the new instance's memory is grown to the snapshot's heap, in whole 64 KiB pages", async () => {
  const heap = 3 * 65536 + 100; // snapshot size minus its tail
  const size = await instantiate(snapshot(heap + 4096, 4096), 1);
  assert.equal(size, 4 * 65536, "1 page + ceil((heap - 1 page) / page) = 4 pages");
  assert.ok(size >= heap);
});

test("a memory already as large as the snapshot's heap is left as it is", async () => {
  assert.equal(await instantiate(snapshot(65536 + 8, 8), 2), 2 * 65536);
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
