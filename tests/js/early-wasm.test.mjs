// docs/shared/live/pyodide-private.mjs earlyWasm: the engine worker asks for Pyodide's wasm before
// Pyodide's loader has come, and the loader's own request of it gets that response (one download
// of the 3.1 MB on a phone's link, not two); every other request goes as it comes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { earlyWasm } from "../../docs/shared/live/pyodide-private.mjs";

const INDEX = "http://127.0.0.1:8000/lite/static/pyodide/";
const WASM = INDEX + "pyodide.asm.wasm";

// a global whose fetch records what it was asked and answers each with a new object
function scope() {
  const asked = [];
  const own = { fetch(input, init) { asked.push([String(input), init]); return Promise.resolve({ n: asked.length }); } };
  return { own, asked };
}

test("the wasm is asked for at once, and the loader's request of it gets that response", async () => {
  const { own, asked } = scope();
  const early = earlyWasm(INDEX, own);
  assert.deepEqual(asked.map(([url]) => url), [WASM], "asked for at once");
  // Pyodide's loader: fetch(new URL(...), {})
  const loaders = own.fetch(new URL("pyodide.asm.wasm", INDEX), {});
  assert.equal(loaders, early, "the same response, not a second request");
  assert.equal(asked.length, 1);
});

test("only that one request: other URLs, and the wasm asked again, go to the network", async () => {
  const { own, asked } = scope();
  earlyWasm(INDEX, own);
  await own.fetch(INDEX + "pyodide.asm.mjs");
  assert.equal(asked.length, 2, "another file goes as it comes");
  own.fetch(WASM, {});
  await own.fetch(WASM, {});
  assert.deepEqual(asked.map(([url]) => url), [WASM, INDEX + "pyodide.asm.mjs", WASM],
    "the first wasm request took the early response, the second goes to the network");
});

test("a request with an integrity check is not answered with the early response", async () => {
  const { own, asked } = scope();
  earlyWasm(INDEX, own);
  await own.fetch(WASM, { integrity: "sha384-x" });
  assert.equal(asked.length, 2);
});

test("a response the worker asked for before this module came is the one handed on", async () => {
  const { own, asked } = scope();
  const before = Promise.resolve({ n: "before" });
  const handed = earlyWasm(INDEX, own, before);
  assert.equal(handed, before);
  assert.equal(asked.length, 0, "not asked again");
  assert.equal(own.fetch(new URL(WASM), {}), before);
});
