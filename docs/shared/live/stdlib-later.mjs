// The standard library of the site's engine (docs/shared/live/worker.mjs) after a restore
// from its start-up snapshot. Every module the pages use is in the
// snapshot's memory already, so a restore does not need python_stdlib.zip (1.6 MB down the
// link as brotli, its members stored: tools/stored_zip.py) to answer: it is given an empty zip, and the real one is
// fetched once a page has drawn its first answer (the worker's `when`; before, on a phone's
// one link, it took 2.3 s of the link while the first ruling waited) and written in its place. An import that Python does not hold before then (a module not in the
// snapshot) takes it at once, synchronously, through the finder put first on sys.meta_path.
export const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
export const STDLIB = "python_stdlib.zip";
const STDLIB_FINDER = `
import sys
from js import goujiStdlibNow
class _GoujiStdlibLater:
    '''Until the real standard library is in place, an import Python does not hold fetches it.'''
    waiting = True
    now = goujiStdlibNow
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if cls.waiting:
            cls.now()
        return None
sys.meta_path.insert(0, _GoujiStdlibLater)
del _GoujiStdlibLater, goujiStdlibNow
`;

// Writes the real standard library over the empty one and drops what Python cached of it.
function installStdlib(py, bytes) {
  const zip = py.runPython("import sys\nnext(p for p in sys.path if p.endswith('.zip'))");
  py.FS.writeFile(zip, bytes);
  py.runPython(
    "import sys, zipimport, importlib\n" +
    "for _f in sys.meta_path:\n" +
    "    if type(_f).__name__ == 'type' and _f.__name__ == '_GoujiStdlibLater': _f.waiting = False\n" +
    `zipimport._zip_directory_cache.pop(${JSON.stringify(zip)}, None)\n` +
    `sys.path_importer_cache.pop(${JSON.stringify(zip)}, None)\n` +
    "importlib.invalidate_caches()\ndel _f\n");
}

// After a restore: the finder, the fetch once `when` has resolved (a page has settled), and
// the synchronous way for an import that comes first. Resolves once the real library is in
// place, to its bytes (which the worker hands to the service worker's precache).
export function stdlibLater(py, url, when) {
  let done = false;
  let installed = null;
  const install = (bytes) => {
    if (done) return;
    done = true;
    installed = bytes;
    installStdlib(py, bytes);
  };
  self.goujiStdlibNow = () => {
    if (done) return;
    const request = new XMLHttpRequest(); // synchronous: allowed in a worker
    request.open("GET", url, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) throw new Error(url + ": HTTP " + request.status);
    install(new Uint8Array(request.response));
  };
  py.runPython(STDLIB_FINDER);
  return Promise.resolve(when).then(() => (done ? null : fetch(url))).then((r) => {
    if (!r) return null;
    if (!r.ok) throw new Error(url + ": HTTP " + r.status);
    return r.arrayBuffer();
  }).then((buffer) => {
    if (buffer) install(new Uint8Array(buffer));
    return installed;
  });
}
