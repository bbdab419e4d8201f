// Live chapters: the module Web Worker that runs Python off the page's thread (issue 10).
// Started by live.js; all the logic is in gouji_sim/live.py (Python) and live.js (page).
//
// page -> worker  {type: "start", pyodide, lock, cells: [source, ...]}
//                 {type: "comm", text, buffers}      (a widget message, see gouji_sim/live.py)
// worker -> page  {type: "booted", ms}               (Pyodide and the packages are up)
//                 {type: "py", text, buffers}        (from gouji_sim.live: comm_open, comm_msg,
//                                                     comm_close, display, cell, idle, error)
//                 {type: "done"} | {type: "failed", error}
let kernel = null;
let pyodide = null;

function toPage(text, buffers) {
  const list = buffers && buffers.length ? buffers.toJs() : [];
  self.postMessage({ type: "py", text: String(text), buffers: Array.from(list, (b) => new Uint8Array(b)) });
}

async function start(msg) {
  const t0 = performance.now();
  const parts = {};
  const [{ loadPyodide }, lock] = await Promise.all([
    import(msg.pyodide + "pyodide.mjs"),
    fetch(msg.lock).then((r) => {
      if (!r.ok) throw new Error(msg.lock + ": HTTP " + r.status);
      return r.json();
    }),
  ]);
  parts.fetched = performance.now() - t0;
  pyodide = await loadPyodide({
    indexURL: msg.pyodide,
    lockFileContents: lock,
    packageBaseUrl: msg.pyodide,
    packages: lock.gouji_live.packages,
    stdout: () => {},
    stderr: () => {},
  });
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
  }
  self.postMessage({ type: "done", cells });
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
