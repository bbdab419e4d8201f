// Pyodide's private calls, all in docs/shared/live/pyodide-private.mjs: written for one version
// of Pyodide, the one package.json pins and npm installed, and checked on it here by making a
// memory snapshot and starting a second Python from it, as the build and the site's engine do.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  fullSnapshot, growingFactory, isThin, makingSnapshot, PYODIDE_VERSION, restoring, SNAPSHOT_MAGIC,
  takeSnapshot, thinSnapshot, wasmData,
} from "../../docs/shared/live/pyodide-private.mjs";

const root = new URL("../../", import.meta.url);
const json = (file) => JSON.parse(readFileSync(new URL(file, root), "utf8"));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const quiet = { stdout: () => {}, stderr: () => {} };

test("the adapter was written for the Pyodide that package.json pins and npm installed", () => {
  assert.equal(json("package.json").dependencies.pyodide, PYODIDE_VERSION);
  assert.equal(json("package-lock.json").packages["node_modules/pyodide"].version, PYODIDE_VERSION);
  assert.equal(json("node_modules/pyodide/package.json").version, PYODIDE_VERSION,
    "another Pyodide is installed: check the private calls in pyodide-private.mjs against its release notes");
});

test("on that Pyodide, a snapshot made through the adapter starts a second Python with the first one's state", async () => {
  const { loadPyodide } = await import(new URL("node_modules/pyodide/pyodide.mjs", root).href);
  const first = await loadPyodide(makingSnapshot(quiet));
  assert.equal(first.version, PYODIDE_VERSION);
  first.runPython("import fractions\nkept = str(fractions.Fraction(3, 12))");
  const snapshot = takeSnapshot(first);
  assert.ok(snapshot instanceof Uint8Array && snapshot.byteLength > 1e6, "a snapshot of Python's memory");
  const factory = (await import(new URL("node_modules/pyodide/pyodide.asm.mjs", root).href)).default;
  // a promise of the bytes, as the site's engine gives it while the snapshot downloads
  const second = await loadPyodide(restoring(quiet, factory, Promise.resolve(snapshot)));
  assert.equal(second.runPython("kept"), "1/4", "the restored Python holds what the first one made");
  assert.equal(second.runPython("'fractions' in __import__('sys').modules"), true);
});

test("a snapshot made thin loses the wasm's data, is refused by Pyodide as it is, and starts Python once made full", async () => {
  const { loadPyodide } = await import(new URL("node_modules/pyodide/pyodide.mjs", root).href);
  const first = await loadPyodide(makingSnapshot(quiet));
  first.runPython("kept = sorted({'b': 2, 'a': 1})");
  const snapshot = takeSnapshot(first);
  assert.equal(new Uint32Array(snapshot.buffer, snapshot.byteOffset, 1)[0], SNAPSHOT_MAGIC, "Pyodide's magic number");
  const data = wasmData(readFileSync(new URL("node_modules/pyodide/pyodide.asm.wasm", root)));
  const dataBytes = data.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  assert.ok(dataBytes > 1e6, `the wasm's data segments (${dataBytes} bytes)`);
  const full = snapshot.slice();
  thinSnapshot(snapshot, data);
  assert.ok(isThin(snapshot) && !isThin(full));
  // the heap begins at the offset of the snapshot's second word: the data there is nearly all
  // as the wasm put it, so nearly every byte of it is zero once thin
  const heap = new Uint32Array(full.buffer, 0, 2)[1];
  let left = 0;
  for (const [address, bytes] of data) {
    for (let k = 0; k < bytes.length; k++) left += snapshot[heap + address + k] !== 0;
  }
  assert.ok(left < dataBytes / 20, `${left} of ${dataBytes} data bytes not zero once thin`);
  assert.throws(() => thinSnapshot(snapshot, data), /thin already/);
  const factory = (await import(new URL("node_modules/pyodide/pyodide.asm.mjs", root).href)).default;
  await assert.rejects(loadPyodide(restoring(quiet, factory, Promise.resolve(snapshot.slice()))), /magic/);
  fullSnapshot(snapshot, data);
  assert.deepEqual(snapshot, full, "full again: the same bytes as taken");
  assert.equal(fullSnapshot(snapshot, data), snapshot, "a full snapshot is left as it is");
  assert.deepEqual(snapshot, full);
  const second = await loadPyodide(restoring(quiet, factory, Promise.resolve(snapshot)));
  assert.equal(second.runPython("str(kept)"), "['a', 'b']");
});

// A wasm binary with one section of data segments (id 11), built byte by byte.
function wasmWith(segments) {
  const body = [segments.length, ...segments.flat()];
  return new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 1, 0, 11, body.length, ...body]);
}

test("wasmData reads each active segment's constant address (signed LEB128) and bytes, and nothing else", () => {
  // 64 as i32.const is two bytes (0xc0 0x00: a one-byte 0x40 would be -64); 1024 is 0x80 0x08
  const data = wasmData(wasmWith([[0, 0x41, 0xc0, 0x00, 0x0b, 2, 7, 8], [0, 0x41, 0x80, 0x08, 0x0b, 1, 9]]));
  assert.deepEqual(data.map(([address, bytes]) => [address, [...bytes]]), [[64, [7, 8]], [1024, [9]]]);
  assert.throws(() => wasmData(wasmWith([[1, 2, 7, 8]])), /constant address/, "a passive segment");
  assert.throws(() => wasmData(wasmWith([[0, 0x23, 0, 0x0b, 1, 9]])), /constant address/, "global.get");
  assert.throws(() => wasmData(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])), /not a wasm/);
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
