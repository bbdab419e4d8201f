// The site's widget renderer, built with esbuild from the ES sources npm installs:
// html-manager's HTMLManager (lib/htmlmanager.js, not its index: no lib/libembed.js, so no ajv
// compiling JSON schemas at import) and what it imports, in steps (tools/renderer/steps.json)
// that docs/shared/live/live.js runs one after another with a task between two, so that no
// step's evaluation holds a phone's page for long. The style sheets are files of their own, with
// the fonts they name beside them (nothing loaded from outside the site).
//
// All the steps are ONE file (steps.json's "file"), built in two passes:
//   1. the steps as ES modules with code splitting (shared code in chunks), into a temporary
//      folder: esbuild's tree shaking keeps only what each step uses;
//   2. those modules bundled into one file whose export `steps` maps each step's name to a
//      function that evaluates it (esbuild wraps a module it imports dynamically without code
//      splitting in a lazy initialiser): nothing of a step runs until live.js calls it.
// One file, not the 29 of pass 1: on a phone's link (six connections, first come first
// served) the 29 requests held the connections while Pyodide's wasm passed, and the engine's
// worker script, asked for with the page, waited behind them (a chapter live 12.3 s after the
// tap, 11.0 s with one file: docs/decisions/05-offline.md). Bundling pass 1's output, not the
// sources, keeps its tree shaking: a lazily evaluated module keeps every export, and the
// sources bundled so brought React and JupyterLab's icons (2.1 MB instead of 1.2 MB).
//
//   node tools/renderer/build.mjs OUT_DIR
//       (tools/build_site.sh: build/site/jupyter-widgets, copied to site/assets/jupyter-widgets
//       once the pages are built; docs/live_hooks.py puts the file in each chapter's <head>)
//
// Prints what it wrote (bytes raw, gzip, brotli) and how long it took. Licences: esbuild puts
// the bundled code's legal comments in LICENSES.txt, after a list of every bundled package
// with its licence (from its package.json).
import * as esbuild from "esbuild";
import { existsSync, readFileSync, writeFileSync, readdirSync, rmSync, mkdirSync, mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, brotliCompressSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const out = path.resolve(process.argv[2] || path.join(root, "site/assets/jupyter-widgets"));
const plan = JSON.parse(readFileSync(path.join(here, "steps.json"), "utf8"));
const t0 = Date.now();

// ipywidgets 7 state (@jupyter-widgets/base 1.x, controls 1.5) is never written by this site's
// notebooks nor its live kernel: html-manager's loadClass asks for those packages only for such
// state, so they are left out (loadClass then rejects with "Class ... not found"); so are the CSS
// files it requires from JavaScript, which widgets.css and labvariables.css hold instead.
const leftOut = {
  name: "left-out",
  setup(build) {
    build.onResolve({ filter: /^@jupyter-widgets\/(base7|controls7)(\/|$)|\.css$/ }, (args) => ({
      path: args.path, namespace: "left-out",
    }));
    build.onLoad({ filter: /.*/, namespace: "left-out" }, () => ({ contents: "module.exports = {};", loader: "js" }));
  },
};

// steps/NAME.js, or steps/NAME.cjs for a step that must require() what it loads
function step(name) {
  const [file] = [".js", ".cjs"].map((ext) => path.join(here, "steps", name + ext)).filter(existsSync);
  if (!file) throw new Error(`tools/renderer/steps.json names ${name}: no steps/${name}.js`);
  return file;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const parts = mkdtempSync(path.join(os.tmpdir(), "gouji-renderer-")); // pass 1's modules
process.on("exit", () => rmSync(parts, { recursive: true, force: true })); // a failed build too

const common = {
  bundle: true, minify: true, metafile: true, outdir: out, logLevel: "warning", absWorkingDir: root,
  target: "es2020", legalComments: "external",
};
const js = await esbuild.build({
  ...common,
  outdir: parts,
  entryPoints: Object.fromEntries(plan.steps.map((name) => [name, step(name)])),
  format: "esm", splitting: true, chunkNames: "chunk-[hash]",
  // JupyterLab's icons are imported as SVG text
  loader: { ".svg": "text" },
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [leftOut],
});
const css = await esbuild.build({
  ...common,
  entryPoints: [plan.styles, plan.variables].flat().map((file) => path.join(here, file)),
  loader: Object.fromEntries([".woff2", ".woff", ".ttf", ".eot", ".svg"].map((ext) => [ext, "file"])),
  assetNames: "[name]-[hash]",
});

// Chromium's explicit compile hint on the one JavaScript file: its functions are compiled as the
// file is fetched (off the page's thread where the browser streams it), not lazily when the
// step's evaluation first calls them (jQuery's factory, for one, is a single 88 KB function
// that its step calls at once). Measured in docs/decisions/11-figures.md ("the widget renderer").
const HINT = "//# allFunctionsCalledOnLoad\n";
const stepsOf = "export const steps = {\n" + plan.steps.map((name) =>
  `  ${JSON.stringify(name)}: () => import(${JSON.stringify("./" + name + ".js")}),`).join("\n") + "\n};\n";
const bundled = path.join(out, plan.file);
await esbuild.build({
  stdin: { contents: stepsOf, resolveDir: parts, sourcefile: "steps.js" },
  bundle: true, minify: true, outfile: bundled, format: "esm", splitting: false, target: common.target,
  legalComments: "none", logLevel: "warning", // pass 1 took the legal comments out
  // html-manager's own eval("require"), which pass 1 bundled already (it finds no require in a browser)
  logOverride: { "direct-eval": "silent" },
});
writeFileSync(bundled, HINT + readFileSync(bundled, "utf8"));

// LICENSES.txt: every bundled package with its licence, then the legal comments esbuild kept
const packages = new Map();
for (const result of [js, css]) {
  const used = Object.values(result.metafile.outputs).flatMap((o) =>
    Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([k]) => k));
  for (const input of used) {
    const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
    if (!m || packages.has(m[1])) continue;
    const meta = JSON.parse(readFileSync(path.join(root, "node_modules", m[1], "package.json"), "utf8"));
    packages.set(m[1], `${meta.name} ${meta.version}: ${meta.license || "see its package"}`);
  }
}
const legal = [out, parts].flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".LEGAL.txt")).sort()
  .map((f) => path.join(dir, f)));
writeFileSync(path.join(out, "LICENSES.txt"),
  "The widget renderer of this site bundles these npm packages (name, version, licence):\n\n" +
  [...packages.values()].sort().join("\n") + "\n\nTheir legal comments:\n\n" +
  legal.map((f) => readFileSync(f, "utf8")).join("\n"));
for (const f of legal) rmSync(f);

let raw = 0, gz = 0, br = 0;
const rows = [];
for (const f of readdirSync(out).sort()) {
  if (!/\.(js|css)$/.test(f)) continue;
  const data = readFileSync(path.join(out, f));
  const g = gzipSync(data, { level: 9 }).length, b = brotliCompressSync(data).length;
  raw += data.length; gz += g; br += b;
  rows.push(`    ${f.padEnd(24)} ${String(data.length).padStart(8)} ${String(g).padStart(8)} ${String(b).padStart(8)}`);
}
const assets = readdirSync(out).filter((f) => !/\.(js|css|txt)$/.test(f)).map((f) => statSync(path.join(out, f)).size);
console.log(rows.join("\n"));
console.log(`    esbuild ${esbuild.version}: ${plan.steps.length} steps in one file, JS + CSS ${raw} bytes ` +
            `(gzip ${gz}, brotli ${br}), ${assets.length} font files; ${Date.now() - t0} ms`);
