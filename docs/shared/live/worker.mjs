// Live chapters: the module Web Worker that runs Python off the page's thread (issue 10).
// Started by live.js; the logic is in gouji_sim/live.py (Python) and live.js (page).
//
// page -> worker  {type: "start", pyodide, lock, cells: [source, ...]}
//                 {type: "comm", text, buffers}      (a widget message, see gouji_sim/live.py)
// worker -> page  {type: "booted", ms, parts}        (Python is up, the chapter's imports done)
//                 {type: "py", text, buffers}        (from gouji_sim.live: comm_open, comm_msg,
//                                                     comm_close, display, cell, idle, error)
//                 {type: "done", cells} | {type: "failed", error}
//
// Starting Python: a memory snapshot of Python taken right after gouji_sim.live.prepare()
// (everything imported, nothing of the page touched yet) is restored instead of starting
// Python and importing again. The site ships one, made at build time by
// tools/live_snapshot.mjs and named after the lock file's content (which names every wheel
// by its sha256): python-<16 hex>.snapshot.gz beside the lock. The first start of a visit
// fetches and unpacks it; the unpacked bytes then go to the browser's Cache Storage, keyed
// by the lock's content, for the other chapters of the visit. Without a shipped snapshot the
// first start is a plain one that makes the snapshot itself. Pyodide refuses a snapshot of
// another build; any failure falls back to a plain start.
// After a restore, the wheels' files (needed only by an import the snapshot does not hold)
// are unpacked once the cells have run, so that they never delay the first answer.
let kernel = null;
let pyodide = null;
const SNAPSHOTS = "gouji-live-snapshots";

function toPage(text, buffers) {
  const list = buffers && buffers.length ? buffers.toJs() : [];
  self.postMessage({ type: "py", text: String(text), buffers: Array.from(list, (b) => new Uint8Array(b)) });
}

async function snapshotKey(lockURL, lockText) {
  const digest = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(lockText)));
  return { key: lockURL + "?snapshot=" + digest,
           shipped: new URL("python-" + digest.slice(0, 16) + ".snapshot.gz", lockURL).href };
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The live lock's wheels are pure Python: fetched here, checked against the lock's sha256 and
// unpacked by Python's zipfile. (Pyodide's own loadPackage would leave JavaScript references
// behind in Python, and a memory snapshot refuses those.)
async function installWheels(py, lock, names, baseURL) {
  const wheels = await Promise.all(names.map(async (name) => {
    const entry = lock.packages[name];
    const url = new URL(entry.file_name, baseURL).href;
    const response = await fetch(url);
    if (!response.ok) throw new Error(url + ": HTTP " + response.status);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (hex(await crypto.subtle.digest("SHA-256", bytes)) !== entry.sha256) {
      throw new Error(entry.file_name + ": sha256 differs from the lock");
    }
    return [entry.file_name, bytes];
  }));
  py.FS.mkdirTree("/tmp/gouji-wheels");
  for (const [name, bytes] of wheels) py.FS.writeFile("/tmp/gouji-wheels/" + name, bytes);
  py.runPython(
    "import glob, site, zipfile\n" +
    "for _w in sorted(glob.glob('/tmp/gouji-wheels/*.whl')):\n" +
    "    zipfile.ZipFile(_w).extractall(site.getsitepackages()[0])\n" +
    "del _w\n" +
    "import importlib; importlib.invalidate_caches()\n");
}

// Pyodide restores a snapshot into a heap of the size the wasm module starts with; the
// snapshot's heap is larger (Python grew it while importing). This wraps Pyodide's module
// factory so that the new instance's memory is grown to the snapshot's size first.
function growingFactory(factory, snapshot) {
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2);
  const heap = snapshot.byteLength - words[1];
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

// The snapshot the site ships (see the top), unpacked; null if the site has none.
async function shippedSnapshot(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const unpacked = response.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(unpacked).arrayBuffer());
  } catch (err) {
    return null;
  }
}

async function cachedSnapshot(key) {
  try {
    const hit = await (await caches.open(SNAPSHOTS)).match(key);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (err) {
    return null; // no Cache Storage here (e.g. not a secure context): a plain start
  }
}

async function start(msg) {
  const t0 = performance.now();
  const parts = {};
  const [{ loadPyodide }, lockText] = await Promise.all([
    import(msg.pyodide + "pyodide.mjs"),
    fetch(msg.lock).then((r) => {
      if (!r.ok) throw new Error(msg.lock + ": HTTP " + r.status);
      return r.text();
    }),
  ]);
  const lock = JSON.parse(lockText);
  const packages = lock.gouji_live.packages;
  const options = {
    indexURL: msg.pyodide,
    lockFileContents: lock,
    packageBaseUrl: msg.pyodide,
    stdout: () => {},
    stderr: () => {},
  };
  const { key, shipped } = await snapshotKey(msg.lock, lockText);
  let snapshot = await cachedSnapshot(key);
  let fresh = null;
  if (!snapshot) {
    snapshot = await shippedSnapshot(shipped);
    if (snapshot) {
      parts.shipped = true;
      fresh = snapshot; // kept for the visit's other chapters once this page is live
    }
  }
  parts.fetched = performance.now() - t0;
  let filesLater = false;
  if (snapshot) {
    try {
      const factory = (await import(msg.pyodide + "pyodide.asm.mjs")).default;
      pyodide = await loadPyodide({
        ...options, _loadSnapshot: snapshot, createPyodideModule: growingFactory(factory, snapshot),
      });
      parts.snapshot = snapshot.byteLength;
      filesLater = true; // every module the cells use is in the snapshot already
    } catch (err) {
      parts.restoreError = String(err && err.stack || err);
      pyodide = null;
      fresh = null;
      caches.open(SNAPSHOTS).then((c) => c.delete(key)).catch(() => {});
    }
  }
  if (!pyodide) {
    pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
    await installWheels(pyodide, lock, packages, msg.pyodide);
    pyodide.runPython("import gouji_sim.live\ngouji_sim.live.prepare()");
    parts.prepared = performance.now() - t0;
    try {
      fresh = pyodide.makeMemorySnapshot();
    } catch (err) {
      parts.snapshotError = String(err && err.message || err);
      fresh = null;
    }
  }
  parts.pyodide = performance.now() - t0;
  kernel = pyodide.pyimport("gouji_sim.live").start(toPage);
  parts.kernel = performance.now() - t0;
  self.postMessage({ type: "booted", ms: performance.now() - t0, parts });
  const cells = [];
  for (let i = 0; i < msg.cells.length; i++) {
    const c0 = performance.now();
    const ok = kernel.run_cell(i, msg.cells[i]);
    cells.push(Math.round(performance.now() - c0));
    if (!ok) return; // the kernel has told the page why
    // a turn for the page's messages: widgets already shown answer while later cells wait
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  self.postMessage({ type: "done", cells });
  if (fresh) {
    // stored after the page is live, so that it never delays the first answer
    caches.open(SNAPSHOTS).then((c) => c.put(key, new Response(fresh)))
      .then(() => self.postMessage({ type: "stored", bytes: fresh.byteLength }))
      .catch((err) => self.postMessage({ type: "stored", error: String(err) }));
  }
  if (filesLater) {
    // after a restore the wheels' files are unpacked only now, for any later import: the
    // snapshot holds every module gouji_sim.live.prepare() imports, which is all the cells use
    await installWheels(pyodide, lock, packages, msg.pyodide);
  }
}

self.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === "start") {
    start(msg).catch((err) => self.postMessage({ type: "failed", error: String(err && err.message || err) }));
  } else if (msg.type === "comm" && kernel) {
    const buffers = pyodide.toPy((msg.buffers || []).map((b) => new Uint8Array(b)));
    try {
      kernel.receive(msg.text, buffers);
    } finally {
      buffers.destroy();
    }
  }
};
