// The engine's standard library after a restore (docs/shared/live/stdlib-later.mjs): fetched
// only once the worker's `when` has resolved (a page has drawn its first answer), so that on a
// phone's one link it never takes bytes from the first answer; and not at all when an import
// has already taken it the synchronous way.
import assert from "node:assert/strict";
import { test } from "node:test";
import { stdlibLater } from "../../docs/shared/live/stdlib-later.mjs";

globalThis.self = globalThis.self || {};

// A Python that records what it is told; its standard library's zip at /lib/python314.zip.
function fakePython() {
  const py = { ran: [], written: [] };
  py.runPython = (code) => {
    py.ran.push(code);
    return code.includes("sys.path") && code.includes("next(") ? "/lib/python314.zip" : undefined;
  };
  py.FS = { writeFile: (path, bytes) => py.written.push([path, bytes.length]) };
  return py;
}

test("the standard library is fetched only once `when` resolves", async () => {
  const asked = [];
  globalThis.fetch = async (url) => {
    asked.push(url);
    return new Response(new Uint8Array(7));
  };
  let release;
  const when = new Promise((resolve) => { release = resolve; });
  const py = fakePython();
  const installed = stdlibLater(py, "https://site/python_stdlib.zip", when);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(asked, []);
  assert.deepEqual(py.written, []);
  release();
  await installed;
  assert.deepEqual(asked, ["https://site/python_stdlib.zip"]);
  assert.deepEqual(py.written, [["/lib/python314.zip", 7]]);
});

test("an import that took the library the synchronous way leaves nothing to fetch", async () => {
  const asked = [];
  globalThis.fetch = async (url) => {
    asked.push(url);
    return new Response(new Uint8Array(7));
  };
  globalThis.XMLHttpRequest = class {
    open(method, url, async) { this.url = url; assert.equal(async, false); }
    send() { asked.push("sync " + this.url); this.status = 200; this.response = new ArrayBuffer(5); }
  };
  let release;
  const when = new Promise((resolve) => { release = resolve; });
  const py = fakePython();
  const installed = stdlibLater(py, "https://site/python_stdlib.zip", when);
  globalThis.self.goujiStdlibNow(); // what the finder calls for a module the snapshot does not hold
  release();
  await installed;
  assert.deepEqual(asked, ["sync https://site/python_stdlib.zip"]);
  assert.deepEqual(py.written, [["/lib/python314.zip", 5]]);
});
