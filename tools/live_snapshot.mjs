// Build the engine's Python start-up snapshots (called by tools/build_site.sh, after
// tools/build_lab.py, once for each kind; the two run side by side).
//
// A live chapter's cold start spends most of its time starting Python and importing gouji_sim,
// ipywidgets and traitlets (measured in docs/decisions/02-live-widgets.md). This script does that work once, at
// build time, in Node with the site's own Pyodide: it installs the live lock's wheels, runs
// gouji_sim.view.live.prepare_engine() (exactly what the browser worker does before its own
// snapshot: what the pages other than a live chapter use, not ipywidgets — a chapter imports
// those after the restore), slims it (its docstrings and its line numbers out: no page reads
// them, gouji_sim/view/snapshot_slim.py), writes zeros over the heap's free memory (zeroFreeMemory) and
// writes Pyodide's memory snapshot beside the lock, thin (without the data Pyodide's wasm file
// puts in memory itself, which the worker puts back: thinSnapshot in pyodide-private.mjs), with
// a brotli and a gzip sibling:
//
//   site/assets/live/python-<first 16 hex of sha256(live-lock.json)>.snapshot (+ .br, .gz)
//
// That is the kind "engine". The kind "chapter" (`node tools/live_snapshot.mjs site chapter`)
// also runs gouji_sim.view.live.prepare() (ipywidgets, the widgets, the simulator's runner: all a
// chapter's cells import) and writes python-<16 hex>-chapter.snapshot: a live chapter that
// opens a visit restores it and runs its cells at once, with no standard library and no wheel
// to download before it is live (0.6 MB more than the engine's as brotli, 2.1 MB less in all;
// docs/decisions/05-offline.md). The service worker does not precache it: offline, and
// wherever it cannot be had, a chapter starts from the engine's snapshot as before.
//
// The worker asks for the plain name, which a host serving the siblings (tools/serve_site.py)
// sends as brotli, unpacked by the browser while it downloads; it takes the .gz file itself
// from a host that does not (docs/decisions/05-offline.md).
//
// The name is derived from the lock's content, so the worker (docs/shared/live/worker.mjs)
// finds it without configuration and can never restore a snapshot of other wheels; Pyodide
// itself refuses a snapshot of another build. A worker that cannot fetch or restore it falls
// back to a plain start.
//
// Usage: node tools/live_snapshot.mjs [site] [engine|chapter]
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { makingSnapshot, takeSnapshot, thinSnapshot, wasmData, zeroFreeMemory } from "../docs/shared/live/pyodide-private.mjs";

const site = path.resolve(process.argv[2] || "site");
// what the snapshot's Python has run (docs/shared/live/worker.mjs names the files the same way)
const KINDS = {
  engine: { suffix: "", prepare: "gouji_sim.view.live.prepare_engine()" },
  chapter: { suffix: "-chapter", prepare: "gouji_sim.view.live.prepare_engine()\ngouji_sim.view.live.prepare()" },
};
// then, for both: the docstrings and the line numbers out of memory (gouji_sim/view/snapshot_slim.py;
// about 0.8 MB less as brotli), before the free memory is zeroed
const SLIM = "import gouji_sim.view.snapshot_slim\ngouji_sim.view.snapshot_slim.slim()";
const kind = process.argv[3] || "engine";
if (!KINDS[kind]) throw new Error("tools/live_snapshot.mjs: no snapshot kind " + kind + " (engine or chapter)");
const liveDir = path.join(site, "assets", "live");
const lockText = fs.readFileSync(path.join(liveDir, "live-lock.json"), "utf8");
const lock = JSON.parse(lockText);
const pyodideDir = path.resolve(liveDir, lock.gouji_live.base) + path.sep;

function snapshotName(text) {
  const digest = crypto.createHash("sha256").update(text, "utf8").digest("hex");
  return "python-" + digest.slice(0, 16) + KINDS[kind].suffix + ".snapshot";
}

// brotli quality 10 (window 16 MB): 5.1 MB in ~25 s, a tenth smaller than quality 9 (5.6 MB in 3.5
// s); 11 gave the same in 61 s (measured 5 December 2026, load 2-3)
// (never above GOUJI_BROTLI_MAX, which `make test` sets to 9: tools/build_offline.py)
function quality(name, fallback) {
  const text = process.env[name] || String(fallback);
  if (!/^\d+$/.test(text) || Number(text) > 11) {
    throw new Error(`tools/live_snapshot.mjs: ${name}=${JSON.stringify(text)} is not a brotli quality from 0 to 11`);
  }
  return Number(text);
}
const QUALITY = Math.min(quality("GOUJI_SNAPSHOT_BROTLI", 10), quality("GOUJI_BROTLI_MAX", 11));
const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide(makingSnapshot({
  indexURL: pyodideDir,
  lockFileContents: lock,
  packageBaseUrl: pyodideDir,
  stdout: () => {},
  stderr: (line) => process.stderr.write(line + "\n"),
}));
// the same steps as installWheels() + prepare_engine() in docs/shared/live/worker.mjs
py.FS.mkdirTree("/tmp/gouji-wheels");
for (const name of lock.gouji_live.packages) {
  const file = lock.packages[name].file_name;
  const bytes = fs.readFileSync(path.join(pyodideDir, file));
  const sha = crypto.createHash("sha256").update(bytes).digest("hex");
  if (sha !== lock.packages[name].sha256) throw new Error(file + ": sha256 differs from the lock");
  py.FS.writeFile("/tmp/gouji-wheels/" + file, bytes);
}
py.runPython(
  "import glob, site, zipfile\n" +
  "for _w in sorted(glob.glob('/tmp/gouji-wheels/*.whl')):\n" +
  "    zipfile.ZipFile(_w).extractall(site.getsitepackages()[0])\n" +
  "del _w\n");
py.runPython("import gouji_sim.view.live\n" + KINDS[kind].prepare);
py.runPython(SLIM);
const zeroed = zeroFreeMemory(py);
// shipped thin: without the data Pyodide's wasm puts in memory itself (pyodide-private.mjs)
const snapshot = thinSnapshot(takeSnapshot(py), wasmData(fs.readFileSync(path.join(pyodideDir, "pyodide.asm.wasm"))));
const name = snapshotName(lockText);
for (const old of fs.readdirSync(liveDir)) {
  if (new RegExp("^python-[0-9a-f]{16}" + KINDS[kind].suffix + "\\.snapshot(\\.gz|\\.br)?$").test(old)) {
    fs.unlinkSync(path.join(liveDir, old));
  }
}
// the plain file first, then its siblings (tools/serve_site.py serves a sibling only if it is
// not older than its file)
const t1 = performance.now();
fs.writeFileSync(path.join(liveDir, name), snapshot);
const gz = zlib.gzipSync(snapshot, { level: 6 }); // 9: 0.07 MB less, several times as long
fs.writeFileSync(path.join(liveDir, name + ".gz"), gz);
const br = zlib.brotliCompressSync(snapshot, { params: {
  [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: snapshot.byteLength,
} });
fs.writeFileSync(path.join(liveDir, name + ".br"), br);
const mb = (n) => (n / 1e6).toFixed(1) + " MB";
console.log(`    [live] assets/live/${name}: ${mb(snapshot.byteLength)} of Python memory ` +
  `(${mb(br.byteLength)} brotli ${QUALITY}, ${mb(gz.byteLength)} gzip 6, packed in ` +
  `${((performance.now() - t1) / 1000).toFixed(1)} s; ${mb(zeroed)} of free memory zeroed), ` +
  `made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
