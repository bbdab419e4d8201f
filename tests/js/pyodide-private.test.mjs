// Pyodide's private calls, all in docs/shared/live/pyodide-private.mjs: written for one version
// of Pyodide, the one package.json pins and npm installed, and checked on it here by making a
// memory snapshot and starting a second Python from it, as the build and the site's engine do.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  growingFactory, makingSnapshot, PYODIDE_VERSION, restoring, takeSnapshot,
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
