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
//   the snapshot's layout: its first 32-bit word is Pyodide's magic number, its second the
//                       length of the header before the heap (where the heap's address 0 is):
//                       growingFactory, and thinSnapshot/fullSnapshot below
//   loadPyodide's own request of indexURL + "pyodide.asm.wasm" (with fetch(), in a browser):
//                       answered by earlyWasm's download, begun before Pyodide's loader came
//   pyodide._module's _malloc, _free, _sbrk, _malloc_footprint, _malloc_set_footprint_limit,
//                       HEAPU8 (Emscripten's exports): zeroFreeMemory at build time
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

// Before a snapshot is taken at build time (tools/live_snapshot.mjs): writes zeros over the
// heap's free memory (malloc's free chunks and what lies past its break), which holds what
// Python freed while it started and imported (the wheels' unpacked bytes among it). Nothing in
// use changes and the heap does not grow (malloc may not take more memory meanwhile), but the
// snapshot compresses better: 5.9 -> 5.6 MB as brotli (docs/decisions/05-offline.md).
// Returns the bytes zeroed.
export function zeroFreeMemory(pyodide) {
  pyodide.runPython("import gc\ngc.collect()");
  const m = pyodide._module;
  const heap = m.HEAPU8.buffer.byteLength;
  const held = [];
  let zeroed = 0;
  m._malloc_set_footprint_limit(m._malloc_footprint());
  try {
    for (let size = 1 << 22; size >= 16; size >>= 1) {
      for (;;) {
        const p = m._malloc(size);
        if (!p) break;
        m.HEAPU8.fill(0, p, p + size);
        zeroed += size;
        held.push(p);
      }
    }
  } finally {
    for (const p of held.reverse()) m._free(p);
    m._malloc_set_footprint_limit(-1); // (size_t)-1: no limit
  }
  const end = m._sbrk(0);
  m.HEAPU8.fill(0, end, m.HEAPU8.buffer.byteLength);
  if (m.HEAPU8.buffer.byteLength !== heap) throw new Error("zeroFreeMemory: the heap grew");
  return zeroed + m.HEAPU8.buffer.byteLength - end;
}

// ------------------------------------------------------------ the thin snapshot
// A snapshot holds Python's whole memory, and 3.2 MB of it is the data that Pyodide's wasm
// file itself puts there as it starts (its active data segments: the interpreter's tables,
// strings and static objects), nearly all of it unchanged by the time the snapshot is taken.
// The site ships the snapshot "thin" (issue 48): that data taken out, each byte XOR-ed with the
// wasm's byte at its address, so what Python never changed becomes zeros, which compress to
// almost nothing (as brotli 10: the engine's snapshot 5.1 -> 4.1 MB, the chapters' 5.7 -> 4.7 MB,
// and 3.3 and 3.8 MB once the snapshot's Python is slimmed, gouji_sim/view/snapshot_slim.py;
// docs/decisions/05-offline.md).
// The page's engine asks for the wasm first anyway, and has it by the time the snapshot has come;
// fullSnapshot puts the data back with the same XOR. A thin snapshot's magic word is flipped too
// (THIN), so that Pyodide refuses one that was not made full again instead of starting from it.
const THIN = 0x7468696e; // "thin"

// The wasm binary's active data segments: [[memory address, bytes], ...]. Throws on anything
// but a wasm file whose data segments all go to memory 0 at a constant address (Pyodide's).
export function wasmData(wasm) {
  const b = wasm instanceof Uint8Array ? wasm : new Uint8Array(wasm);
  if (b[0] !== 0 || b[1] !== 0x61 || b[2] !== 0x73 || b[3] !== 0x6d || b[4] !== 1) {
    throw new Error("wasmData: not a wasm binary of version 1");
  }
  let i = 8;
  const unsigned = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = b[i++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  const signed = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = b[i++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte >= 0x80);
    return byte & 0x40 ? value - 2 ** shift : value;
  };
  const segments = [];
  while (i < b.length) {
    const id = b[i++];
    const size = unsigned();
    const end = i + size;
    if (id === 11) {
      for (let count = unsigned(); count > 0; count--) {
        const kind = unsigned();
        if (kind !== 0 || b[i++] !== 0x41) throw new Error("wasmData: a data segment that is not at a constant address");
        const address = signed();
        if (b[i++] !== 0x0b) throw new Error("wasmData: a data segment's address is not one i32.const");
        const length = unsigned();
        segments.push([address, b.subarray(i, i + length)]);
        i += length;
      }
    }
    i = end;
  }
  return segments;
}

// XOR every byte of the wasm's data (wasmData) into the snapshot's heap at its address, and
// flip the magic word: in place, its own inverse.
function xorData(snapshot, data) {
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2);
  const heap = words[1];
  for (const [address, bytes] of data) {
    const start = heap + address;
    const length = Math.min(bytes.length, snapshot.length - start);
    for (let k = 0; k < length; k++) snapshot[start + k] ^= bytes[k];
  }
  words[0] ^= THIN;
  return snapshot;
}

// Pyodide's magic number, a snapshot's first 32-bit word ("\0snp"; checked by
// tests/js/pyodide-private.test.mjs on the pinned Pyodide).
export const SNAPSHOT_MAGIC = 0x706e7300;

// True for a snapshot made thin by thinSnapshot (and not full again).
export function isThin(snapshot) {
  return new Uint32Array(snapshot.buffer, snapshot.byteOffset, 1)[0] === (SNAPSHOT_MAGIC ^ THIN) >>> 0;
}

// A full snapshot (takeSnapshot's) made thin, in place: `data` is wasmData of the wasm file the
// snapshot's Python runs.
export function thinSnapshot(snapshot, data) {
  if (isThin(snapshot)) throw new Error("thinSnapshot: the snapshot is thin already");
  return xorData(snapshot, data);
}

// A thin snapshot made full again, in place (a full one is returned as it is).
export function fullSnapshot(snapshot, data) {
  return isThin(snapshot) ? xorData(snapshot, data) : snapshot;
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

// Pyodide's wasm (3.1 MB as brotli), asked for now, before pyodide.mjs and pyodide.asm.mjs
// have come and loadPyodide asks for it (on a phone's link that was ~1 s later,
// docs/decisions/05-offline.md): the next request of that URL through the global fetch (the
// loader's, made as loadPyodide starts) gets this response instead of a second download (the
// file is revalidated on every use, so a second request while the first was coming crossed
// the link again). Only that one request; any other, or a later one, goes as it comes.
// `scope` is the global whose fetch is wrapped (the worker's self); `early`, the response of
// that URL already asked for (docs/shared/live/worker.mjs asks as the page's message comes,
// before this module has arrived), else asked for here.
export function earlyWasm(indexURL, scope = self, early = null) {
  const url = new URL("pyodide.asm.wasm", indexURL).href;
  const own = scope.fetch;
  if (!early) {
    early = own.call(scope, url);
    early.catch(() => {}); // the loader's own await reports it
  }
  let taken = false;
  scope.fetch = function (input, init) {
    const asked = typeof input === "string" || input instanceof URL ? String(input) : input && input.url;
    if (!taken && asked === url && !(init && init.integrity)) {
      taken = true;
      scope.fetch = own;
      return early;
    }
    return own.apply(this, arguments);
  };
  return early;
}
