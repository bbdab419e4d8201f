// The site's one engine: the module worker that runs Python off the pages'
// thread, for the live chapters and for every other page (the Rule Lab, the practice table,
// the house-rules page). Started by docs/shared/engine/engine.js; the logic is in
// gouji_sim/view/live.py and gouji_sim/view/bridge.py (Python), live.js and engine.js (pages).
//
// page -> worker  {type: "engine", pyodide, lock}          (start Python, or find it running)
//                 {type: "call", id, name, args}             (a call of gouji_sim.view.bridge:
//                                                             name, JSON text in)
//                 {type: "start", pyodide, lock, cells: [source, ...]}   (a live chapter)
//                 {type: "comm", text, buffers}      (a widget message, see gouji_sim/view/live.py)
//                 {type: "settled"}                  (the page has drawn its answers: the
//                                                     worker's work left for later may run)
//                 {type: "bye"}                      (the page is going away)
// worker -> page  {type: "engine", parts}            (Python is up; parts.starts = how many
//                                                     times this worker has started Python,
//                                                     parts.reused = it was running already)
//                 {type: "engine-failed", error}
//                 {type: "result", id, text} | {type: "result", id, error}
//                 {type: "booted", ms, parts}        (Python is up, the chapter's imports done)
//                 {type: "py", text, buffers}        (from gouji_sim.view.live: comm_open, comm_msg,
//                                                     comm_close, display, cell, idle, error)
//                 {type: "done", cells} | {type: "failed", error}
//                                                    (the cells have run; "done" has
//                                                     stopped: i when cell i failed)
//
// One Python per visit: where the browser has shared workers, engine.js starts this script as
// one SharedWorker for the whole site, asked to outlive its pages for a while
// (extendedLifetime), so that the next page of the visit — a chapter, the Lab, the practice
// table — finds Python already running. Every chapter gets its own kernel (namespace, comms,
// widgets: see gouji_sim.view.live.Kernel) and every page its own state of the bridge (a practice
// hand); a page that goes has its widgets closed and its state dropped. Without shared
// workers the same script runs as a page's own dedicated worker, with the page as its one port.
//
// Starting Python: a memory snapshot of Python taken right after
// gouji_sim.view.live.prepare_engine() (what the pages other than a live chapter use imported
// and warmed up — the Lab's, the practice table's, the house rules' —, nothing of a page
// touched yet) is restored instead of starting Python and importing again. A live chapter
// found running on such a Python then needs the standard library and the wheels' files
// (ipywidgets and the widgets are not in it, to keep the snapshot a phone downloads before the
// first ruling small): its start fetches them at once (chapterFiles) and imports the rest
// (gouji_sim.view.live.prepare()). A live chapter that starts Python itself restores the
// chapters' own snapshot instead, taken after prepare() too (startupSnapshot: 0.6 MB more,
// and no standard library, wheel or import before its cells run), or the engine's where that
// one cannot be had (offline: the service worker does not precache it). The site ships both,
// made at build time by tools/live_snapshot.mjs and named after the lock file's content
// (which names every wheel by its sha256): python-<16 hex>.snapshot and
// python-<16 hex>-chapter.snapshot beside the lock, with their .br and .gz siblings (see
// shippedSnapshot). The first start of a visit fetches and unpacks
// it; the unpacked bytes then go to the browser's Cache Storage, keyed by the lock's content,
// for a later start (a worker that did not outlive the page). Without a shipped snapshot the
// first start is a plain one that makes the snapshot itself. Pyodide refuses a snapshot of
// another build; any failure falls back to a plain start.
// After a restore, the wheels' files (needed only by an import the snapshot does not hold)
// are unpacked once a page has drawn its answers (its "settled"), so that they never delay an
// answer or slow the frames that draw it.
//
// The hand-over: Chromium's HTTP cache does not answer the service worker's requests with
// what this worker downloaded, so its precache (tools/offline/sw.js) would download Pyodide,
// the standard library and the wheels a second time on a first visit. Once its later work
// is in, this worker copies what it fetched from the site (read back from the HTTP cache:
// handOver) into Cache Storage's HANDOVER, where the precache looks first and takes a file only
// if its content has the build's revision.
//
// Pyodide's private calls (making, taking and restoring the snapshot) are in pyodide-private.mjs.
// Its helpers (hex, snapshotKey, connect) are exported for the unit tests
// (tests/js/worker.test.mjs); imported where there is no `self` (Node), it connects nothing.
// (imported as the worker starts, not before it runs: on a phone's link a static import was
// one more round trip before the page's "engine" message was read)
const helpers = Promise.all([import("./pyodide-private.mjs"), import("./stdlib-later.mjs")])
  .then(([pyodidePrivate, later]) => ({ ...pyodidePrivate, ...later }));
helpers.catch(() => {}); // startPython's caller reports it

let python = null; // Promise of {pyodide, parts}: the one Python of this worker
let pyodide = null; // that Python, once it is up
let afterFirstPage = null; // work that waits until a page is live (see the top)
let starts = 0; // how many times this worker has started Python (one per visit, shared)
let pages = 0; // the pages' ids for gouji_sim.view.bridge
const SNAPSHOTS = "gouji-live-snapshots";
// what this worker and the pages fetched, for the service worker's precache (see the top)
export const HANDOVER = "gouji-handover";
function sender(port) {
  return (text, buffers) => {
    const list = buffers && buffers.length ? buffers.toJs() : [];
    port.postMessage({ type: "py", text: String(text), buffers: Array.from(list, (b) => new Uint8Array(b)) });
  };
}

// The start-up snapshots (tools/live_snapshot.mjs): "engine", taken after prepare_engine()
// (what every page but a live chapter uses), and "chapter", taken after prepare() too (all a
// chapter's cells import). Their file beside the lock and their key in SNAPSHOTS.
export const ENGINE = "engine";
export const CHAPTER = "chapter";
export async function snapshotKey(lockURL, lockText, kind = ENGINE) {
  const digest = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(lockText)));
  const chapter = kind === CHAPTER;
  return { key: lockURL + (chapter ? "?chapter&snapshot=" : "?snapshot=") + digest,
           shipped: new URL("python-" + digest.slice(0, 16) + (chapter ? "-chapter" : "") + ".snapshot", lockURL).href,
           kind };
}

// The snapshot a start restores. Of both kinds, the one Cache Storage holds (a later visit, or
// offline), `kinds[0]` first: the chapters' one holds all the engine's does, so any page may
// restore it (after a chapter's visit the service worker counts it as the engine's:
// tools/offline/sw.js). Else the first of `kinds` the site sends (a chapter's: its own, then the
// engine's; the service worker does not precache the chapters' one: offline a chapter gets the
// engine's). {key, kind, cached} or {key, kind, download}: a promise of the bytes (null when
// no kind could be had), its key and kind settled as the bytes come.
export async function startupSnapshot(lockURL, lockText, kinds, read = cachedSnapshot, ship = shippedSnapshot) {
  const either = [...kinds, ...[ENGINE, CHAPTER].filter((kind) => !kinds.includes(kind))];
  const names = await Promise.all(either.map((kind) => snapshotKey(lockURL, lockText, kind)));
  for (const name of names) {
    const cached = await read(name.key);
    if (cached) return { ...name, cached, download: null };
  }
  const chosen = { ...names[0], cached: null };
  chosen.download = (async () => {
    for (const name of names.slice(0, kinds.length)) {
      const bytes = await ship(name.shipped);
      if (bytes) {
        Object.assign(chosen, { key: name.key, kind: name.kind, shipped: name.shipped });
        return bytes;
      }
    }
    return null;
  })();
  return chosen;
}

export function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The live lock's wheels are pure Python: fetched here, checked against the lock's sha256 and
// unpacked by Python's zipfile. (Pyodide's own loadPackage would leave JavaScript references
// behind in Python, and a memory snapshot refuses those.)
// After a restore they are fetched beside the standard library (at once: on a phone's link the
// two downloads share it, but neither waits for the other) and unpacked once it is in place.
let wheelsIn = null; // the wheels' files unpacked (once per Python)
let wheelsFetched = null; // [[file name, bytes], ...] (once per worker)
function fetchWheelsOnce(lock, names, baseURL) {
  if (!wheelsFetched) {
    wheelsFetched = fetchWheels(lock, names, baseURL);
    wheelsFetched.catch(() => { wheelsFetched = null; }); // tried again by the next caller
  }
  return wheelsFetched;
}
function installWheelsOnce(py, lock, names, baseURL, before = Promise.resolve()) {
  if (!wheelsIn) {
    const fetched = fetchWheelsOnce(lock, names, baseURL);
    wheelsIn = Promise.all([fetched, before.catch(() => {})]).then(([wheels]) => unpackWheels(py, wheels));
  }
  return wheelsIn;
}
async function fetchWheels(lock, names, baseURL) {
  return Promise.all(names.map(async (name) => {
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
}
function unpackWheels(py, wheels) {
  py.FS.mkdirTree("/tmp/gouji-wheels");
  for (const [name, bytes] of wheels) py.FS.writeFile("/tmp/gouji-wheels/" + name, bytes);
  py.runPython(
    "import glob, site, zipfile\n" +
    "for _w in sorted(glob.glob('/tmp/gouji-wheels/*.whl')):\n" +
    "    zipfile.ZipFile(_w).extractall(site.getsitepackages()[0])\n" +
    "del _w\n" +
    "import importlib; importlib.invalidate_caches()\n");
}

// The snapshot the site ships (see the top), unpacked; null if the site has none. Asked for
// by its plain name first: a host that serves the build's precompressed siblings (or
// compresses by itself) sends it as brotli (5.5 MB) or gzip (8.2 MB) with Content-Encoding,
// and the browser's network stack unpacks it while it downloads (brotli is a third
// smaller than the gzip file, and nothing of it runs on a page's or worker's thread). A host
// that sends the 38 MB as they are is cut off at once and asked for the .gz file, unpacked
// here as it comes; if that fails (offline, and only the plain name precached) the plain name
// is read to the end.
async function shippedSnapshot(url) {
  const bytes = async (response) => new Uint8Array(await response.arrayBuffer());
  try {
    const stop = new AbortController();
    const plain = await fetch(url, { signal: stop.signal });
    if (plain.ok && plain.headers.get("Content-Encoding")) return await bytes(plain);
    if (plain.ok) stop.abort();
    try {
      const packed = await fetch(url + ".gz");
      if (packed.ok) return await bytes(new Response(packed.body.pipeThrough(new DecompressionStream("gzip"))));
    } catch (err) { /* below */ }
    if (!plain.ok) return null;
    const again = await fetch(url);
    return again.ok ? await bytes(again) : null;
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

// The first "settled" of a page of this worker (the page has drawn its first answers):
// what no answer needs, the real standard library after a restore among it, waits for it, so
// that on a phone's one link it never shares the bytes the first answer waits for.
let pageSettled = null;
const firstSettled = new Promise((resolve) => { pageSettled = resolve; });
// ... or a live chapter's start, which needs it at once (chapterFiles)
let chapterAsks = null;
const chapterAsked = new Promise((resolve) => { chapterAsks = resolve; });
let chapterFiles = null; // () => promise: the files and imports a chapter needs (see the top)
let chapterReady = false; // prepare() has run in this worker's Python (or its snapshot)

// Python, restored from a snapshot or started plainly; resolves to {pyodide, parts}.
// Pyodide's wasm is asked for once, as the page's message comes, and loadPyodide's own request
// is handed that response (earlyWasm): it compiles the wasm while the snapshot downloads. (A
// second request of our own ahead of loadPyodide's came back from the HTTP cache only once
// complete: on the phone profile the 3.1 MB crossed the link twice before the first ruling,
// tests/browser/test_first_answer_speed.py.)
async function startPython(msg) {
  const t0 = performance.now();
  const parts = {};
  // Pyodide's wasm asked for now, not after its loader and this worker's helpers have come
  // (two round trips on a phone's link): earlyWasm (pyodide-private.mjs) hands it to the
  // loader's own request; until the helpers are here, that request cannot have been made
  // The lock first: it names the snapshot, whose request then joins the link's queue while the
  // wasm comes, not once the wasm's 2.8 MB have passed (a phone's one link serves its
  // requests first come, first served: on the practice table the snapshot was asked for
  // 3.1 s after the wasm, and the link stood idle before it)
  const lockRead = fetch(msg.lock).then((r) => {
    if (!r.ok) throw new Error(msg.lock + ": HTTP " + r.status);
    return r.text();
  });
  const wasmEarly = fetch(new URL("pyodide.asm.wasm", msg.pyodide).href);
  wasmEarly.catch(() => {}); // loadPyodide's own request then reports it
  // its bytes read a second time (a copy of the response, taken before the loader reads it)
  // only if the snapshot comes thin: its data goes back in (whole, below)
  const wasmCopy = wasmEarly.then((r) => (r.ok ? r.clone() : null), () => null);
  helpers.then(({ earlyWasm }) => { earlyWasm(msg.pyodide, self, wasmEarly); }, () => {});
  const factoryModule = import(msg.pyodide + "pyodide.asm.mjs");
  factoryModule.catch(() => {}); // only a restore uses it here
  // the start-up snapshot is asked for as soon as the lock names it (not after pyodide.mjs);
  // a live chapter's start asks for the chapters' own first
  const kinds = msg.type === "start" || msg.chapter ? [CHAPTER, ENGINE] : [ENGINE];
  const early = lockRead.then((text) => startupSnapshot(msg.lock, text, kinds));
  early.catch(() => {}); // awaited below
  const [{ loadPyodide }, lockText, { makingSnapshot, restoring, takeSnapshot, EMPTY_ZIP, STDLIB, stdlibLater }] =
    await Promise.all([import(msg.pyodide + "pyodide.mjs"), lockRead, helpers]);
  const lock = JSON.parse(lockText);
  const packages = lock.gouji_live.packages;
  const options = {
    indexURL: msg.pyodide,
    lockFileContents: lock,
    packageBaseUrl: msg.pyodide,
    stdout: () => {},
    stderr: () => {},
  };
  const chosen = await early;
  const { cached, download } = chosen;
  let snapshot = cached;
  let fresh = null;
  // A shipped snapshot is thin (tools/live_snapshot.mjs): the data of Pyodide's wasm goes back
  // in, in place, from the wasm's bytes (by then here: asked for first). So what is kept for
  // Cache Storage (fresh) is full, and a later start restores it with no second read of the wasm.
  const whole = async (bytes) => {
    const { isThin, fullSnapshot, wasmData } = await helpers;
    const copy = await wasmCopy;
    if (!isThin(bytes)) {
      if (copy && copy.body) copy.body.cancel().catch(() => {});
      return bytes;
    }
    if (!copy) throw new Error("a thin start-up snapshot, and no wasm to make it full");
    const data = wasmData(new Uint8Array(await copy.arrayBuffer()));
    const t = performance.now();
    fullSnapshot(bytes, data);
    parts.thin = Math.round(performance.now() - t);
    return bytes;
  };
  if (snapshot) {
    parts.fetched = performance.now() - t0;
    snapshot = whole(snapshot);
    snapshot.catch(() => {}); // handled by loadPyodide's caller below
  } else {
    // the shipped one, as a promise: loadPyodide asks for (revalidates) Pyodide's wasm
    // while it downloads, not after
    snapshot = download.then((bytes) => {
      parts.fetched = performance.now() - t0;
      if (!bytes) throw new Error("no start-up snapshot");
      parts.shipped = true;
      return whole(bytes);
    }).then((bytes) => {
      fresh = bytes; // kept for a later start once a page is live
      return bytes;
    });
    snapshot.catch(() => {}); // handled by loadPyodide's caller below
  }
  let pyodide = null;
  let filesLater = false;
  let stdlib = Promise.resolve(); // the real standard library in place (stdlibLater)
  if (snapshot) {
    try {
      const factory = (await factoryModule).default;
      const emptyStdlib = URL.createObjectURL(new Blob([EMPTY_ZIP]));
      // the real standard library comes later (stdlibLater)
      pyodide = await loadPyodide(restoring({ ...options, stdLibURL: emptyStdlib }, factory, snapshot));
      URL.revokeObjectURL(emptyStdlib);
      parts.snapshot = (await snapshot).byteLength;
      parts.kind = chosen.kind;
      filesLater = true; // every module the cells use is in the snapshot already
      stdlib = stdlibLater(pyodide, msg.pyodide + STDLIB, Promise.race([firstSettled, chapterAsked]));
      stdlib.then(() => { parts.stdlib = performance.now() - t0; }, () => {});
    } catch (err) {
      if (cached || parts.shipped) parts.restoreError = String(err && err.stack || err);
      pyodide = null;
      fresh = null;
      caches.open(SNAPSHOTS).then((c) => c.delete(chosen.key)).catch(() => {});
    }
  }
  // restored: the chosen snapshot's key; a plain start makes the engine's, whatever the page
  const key = pyodide ? chosen.key : (await snapshotKey(msg.lock, lockText, ENGINE)).key;
  chapterReady = Boolean(pyodide) && chosen.kind === CHAPTER;
  if (!pyodide) {
    pyodide = await loadPyodide(makingSnapshot(options));
    await installWheelsOnce(pyodide, lock, packages, msg.pyodide);
    pyodide.runPython("import gouji_sim.view.live\ngouji_sim.view.live.prepare_engine()");
    parts.prepared = performance.now() - t0;
    try {
      fresh = takeSnapshot(pyodide);
    } catch (err) {
      parts.snapshotError = String(err && err.message || err);
      fresh = null;
    }
  }
  parts.pyodide = performance.now() - t0;
  const py = pyodide;
  chapterFiles = async () => {
    // restored from the chapters' snapshot: prepare() has run, the cells need no file; the
    // standard library and the wheels wait for the page's "settled" as on any other page
    if (chapterReady) return;
    chapterAsks();
    // (zipfile, glob: the real library first; a failure: the import takes it synchronously)
    await installWheelsOnce(py, lock, packages, msg.pyodide, stdlib);
    py.runPython("import gouji_sim.view.live\ngouji_sim.view.live.prepare()");
    chapterReady = true;
  };
  afterFirstPage = async (port) => {
    let storing = Promise.resolve();
    if (fresh) {
      // stored after a page is live, so that it never delays the first answer
      const bytes = fresh;
      fresh = null;
      // "shipped": the site's own file, which the service worker's precache may take from
      // here (tools/offline/sw.js) instead of downloading it again; not one made here
      const headers = parts.shipped ? { "X-Gouji-Snapshot": "shipped" } : {};
      storing = caches.open(SNAPSHOTS).then((c) => c.put(key, new Response(bytes, { headers })))
        .then(() => port.postMessage({ type: "stored", bytes: bytes.byteLength }))
        .catch((err) => port.postMessage({ type: "stored", error: String(err) }));
    }
    // handed over once downloaded, not after the unpacking below
    const downloaded = Promise.all([stdlib, fetchWheelsOnce(lock, packages, msg.pyodide)].map((p) => p.catch(() => null)));
    // (the service worker's install, which waits for "handed", looks at the stored snapshot too)
    const handing = Promise.all([downloaded, storing]).then(([[library, wheels]]) => {
      const known = new Map((wheels || []).map(([file, bytes]) => [new URL(file, msg.pyodide).href, bytes]));
      if (library) known.set(new URL(STDLIB, msg.pyodide).href, library);
      return handOver(null, known);
    }).then((files) => port.postMessage({ type: "handed", files }));
    if (filesLater) {
      // after a restore the wheels' files are unpacked only now, for any later import: the
      // snapshot holds the modules the pages use; a live chapter unpacks them at once (chapterFiles)
      // (zipfile, glob: the real library first; a failure: the import takes it synchronously)
      await installWheelsOnce(pyodide, lock, packages, msg.pyodide, stdlib);
    }
    await handing;
  };
  return { pyodide, parts };
}

// Copies what this worker fetched from its own site (its scripts, Pyodide's scripts and wasm,
// the standard library, the lock and the wheels: the resource entries of `entries`, by default
// this worker's own) into HANDOVER, read from the HTTP cache ("force-cache": each of them has
// just been downloaded; "only-if-cached" logged an error for each file where the browser keeps
// no HTTP cache, e.g. under a test's request interception). Not the start-up snapshot, whose
// unpacked bytes SNAPSHOTS holds already. Resolves to how many were copied; never rejects (the
// precache downloads what is not there).
export async function handOver(entries = null, known = new Map()) {
  try {
    const site = new URL("/", self.location.href).href;
    // (this worker's own module files are not among its resource entries)
    const own = [import.meta.url, ...["stdlib-later.mjs", "pyodide-private.mjs"].map((f) => new URL(f, import.meta.url).href)];
    const names = (entries || performance.getEntriesByType("resource")).map((entry) => entry.name.split("#")[0])
      .concat(entries ? [] : own, [...known.keys()]);
    const urls = [...new Set(names)].filter((url) => url.startsWith(site) && !/\.snapshot(\.gz|\.br)?$/.test(url));
    const cache = await caches.open(HANDOVER);
    const copied = await Promise.all(urls.map(async (url) => {
      try {
        // (what this worker holds the bytes of, as they are: not read again)
        const response = known.has(url) ? new Response(known.get(url))
          : await fetch(url, { cache: "force-cache", mode: "same-origin" });
        if (!response.ok) return 0;
        await cache.put(url, response);
        return 1;
      } catch (err) {
        return 0;
      }
    }));
    return copied.reduce((a, b) => a + b, 0);
  } catch (err) {
    return 0;
  }
}

// The worker's one Python, started for the first page that asks; {started, reused}: reused
// when it was started for another page (a chapter that started the engine as it opened and
// then runs its cells is not reusing anything).
let startedFor = null;
async function engine(page, msg) {
  if (!python) {
    starts += 1;
    startedFor = page;
    python = startPython(msg);
    python.catch(() => { python = null; }); // the next page tries again
  }
  const reused = startedFor !== page;
  const started = await python;
  pyodide = started.pyodide;
  return { started, reused };
}

// Work left for after a page has settled (storing the snapshot, unpacking the wheels).
async function later(port) {
  const work = afterFirstPage;
  afterFirstPage = null;
  if (work) await work(port);
}

// A page that calls gouji_sim.view.bridge: Python, then its calls as they come, in order.
async function serveEngine(page, msg) {
  const t0 = performance.now();
  const { started, reused } = await engine(page, msg);
  if (page.closed) return;
  page.bridge = pyodide.pyimport("gouji_sim.view.bridge");
  const ms = performance.now() - t0;
  page.port.postMessage({ type: "engine", parts: { ...started.parts, ms, starts, ...(reused && { reused }) } });
}

function serveCall(page, msg) {
  const ready = page.engine || Promise.reject(new Error("no engine message before the call"));
  return ready.then(() => {
    if (page.closed) return;
    const text = page.bridge.call(page.id, String(msg.name), String(msg.args === undefined ? "" : msg.args));
    page.port.postMessage({ type: "result", id: msg.id, text: String(text) });
  }).catch((err) => page.port.postMessage({ type: "result", id: msg.id, error: String(err && err.message || err) }));
}

// One chapter: its own kernel in the worker's one Python, then its cells in order.
async function servePage(page, msg) {
  const t0 = performance.now();
  const { started, reused } = await engine(page, msg);
  const parts = started.parts;
  if (page.closed) return;
  await chapterFiles();
  if (page.closed) return;
  page.kernel = pyodide.pyimport("gouji_sim.view.live").start(sender(page.port));
  const kernelMs = performance.now() - t0;
  // parts.reused only on a page that found Python running
  page.port.postMessage({ type: "booted", ms: kernelMs,
                          parts: { ...parts, kernel: kernelMs, starts, ...(reused && { reused }) } });
  const cells = [];
  for (let i = 0; i < msg.cells.length; i++) {
    const c0 = performance.now();
    const ok = page.kernel.run_cell(i, msg.cells[i]);
    cells.push(Math.round(performance.now() - c0));
    if (!ok) {
      // the kernel has told the page why; "done" still ends the start (the page's engine is
      // not busy any more)
      page.port.postMessage({ type: "done", cells, stopped: i });
      return;
    }
    // a turn for the pages' messages: widgets already shown answer while later cells wait
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (page.closed) return;
  }
  page.port.postMessage({ type: "done", cells });
}

function closePage(page) {
  if (page.closed) return;
  page.closed = true;
  if (page.bridge) {
    page.bridge.forget(page.id);
    page.bridge.destroy();
    page.bridge = null;
  }
  if (page.kernel) {
    try {
      page.kernel.close();
    } finally {
      page.kernel.destroy();
      page.kernel = null;
    }
  }
}

// A page's messages, through its port (a shared worker) or the worker itself (a dedicated one).
export function connect(port) {
  const page = { port, kernel: null, bridge: null, engine: null, closed: false, id: "page-" + ++pages };
  port.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "engine") {
      if (!page.engine) {
        page.engine = serveEngine(page, msg);
        page.engine.catch((err) => {
          page.engine = null; // the page may ask again
          port.postMessage({ type: "engine-failed", error: String(err && err.message || err) });
        });
      }
    } else if (msg.type === "call") {
      serveCall(page, msg);
    } else if (msg.type === "settled") {
      pageSettled();
      // a failure here touches only an import the snapshot does not hold; the page has its answers
      if (pyodide) later(port).catch((err) => console.warn("gouji engine: work left for later:", err));
    } else if (msg.type === "start") {
      servePage(page, msg).catch((err) => port.postMessage({ type: "failed", error: String(err && err.message || err) }));
    } else if (msg.type === "comm" && page.kernel) {
      const buffers = pyodide.toPy((msg.buffers || []).map((b) => new Uint8Array(b)));
      try {
        page.kernel.receive(msg.text, buffers);
      } finally {
        buffers.destroy();
      }
    } else if (msg.type === "bye") {
      closePage(page);
    }
  };
  // a page that is gone without a word (closed or crashed): its port closes
  if (port !== self) port.addEventListener("close", () => closePage(page));
}

if (typeof SharedWorkerGlobalScope !== "undefined" && self instanceof SharedWorkerGlobalScope) {
  self.onconnect = (event) => connect(event.ports[0]);
} else if (typeof self !== "undefined") {
  connect(self);
}
