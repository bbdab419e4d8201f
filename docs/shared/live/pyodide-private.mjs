// Every call of Pyodide's that is not its public API, in one place: the memory snapshot that
// starts the site's engine (docs/shared/live/worker.mjs restores it; tools/live_snapshot.mjs
// makes it at build time). Pyodide marks these @private, @ignore or @experimental and may
// change them in any release, so they were written for one version, PYODIDE_VERSION, the one
// package.json pins; tests/js/pyodide-private.test.mjs fails when the installed Pyodide is
// another, and makes and restores a snapshot through these functions on the installed one.
//
//   loadPyodide option  _makeSnapshot: true        (@ignore) a Python whose memory can be saved
//   pyodide.makeMemorySnapshot()                   (@private) that memory, as bytes
//   loadPyodide option  _loadSnapshot: bytes       (@ignore) start from such bytes instead
//   loadPyodide option  createPyodideModule        (@experimental) the wasm module's factory,
//                       wrapped here (growingFactory) through Emscripten's instantiateWasm
//   the snapshot's layout: its second 32-bit word is the length of what follows the heap
//
// When Pyodide is upgraded: change package.json, run the test, and read the release notes
// for these names; a public API for any of them replaces its function here.
export const PYODIDE_VERSION = "314.0.6";

// loadPyodide's options for a Python whose memory snapshot will be taken.
export function makingSnapshot(options) {
  return { ...options, _makeSnapshot: true };
}

// The memory snapshot of a Python started with makingSnapshot(), as bytes.
export function takeSnapshot(pyodide) {
  return pyodide.makeMemorySnapshot();
}

// loadPyodide's options for a Python restored from a snapshot (bytes or a promise of them),
// given Pyodide's module factory (the default export of pyodide.asm.mjs).
export function restoring(options, factory, snapshot) {
  return { ...options, _loadSnapshot: snapshot, createPyodideModule: growingFactory(factory, snapshot) };
}

// Pyodide restores a snapshot into a heap of the size the wasm module starts with; the
// snapshot's heap is larger (Python grew it while importing). This wraps Pyodide's module
// factory so that the new instance's memory is grown to the snapshot's size first. The
// snapshot may be a promise: loadPyodide awaits it before it builds the module.
export function growingFactory(factory, snapshot) {
  let heap = 0;
  Promise.resolve(snapshot).then((bytes) => {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, 2);
    heap = bytes.byteLength - words[1];
  }, () => {});
  return (settings) => {
    const instantiate = settings.instantiateWasm;
    settings.instantiateWasm = (imports, done) => instantiate(imports, (instance, module) => {
      const memory = Object.values(instance.exports).find((x) => x instanceof WebAssembly.Memory)
        || (imports.env && imports.env.memory);
      const missing = heap - memory.buffer.byteLength;
      if (missing > 0) memory.grow(Math.ceil(missing / 65536));
      done(instance, module);
    });
    return factory(settings);
  };
}
