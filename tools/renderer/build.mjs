// The site's widget renderer, built with esbuild from the ES sources npm installs:
// html-manager's HTMLManager (lib/htmlmanager.js, not its index: no lib/libembed.js, so no ajv
// compiling JSON schemas at import) and what it imports, as ES modules in steps
// (tools/renderer/steps.json): docs/shared/live/live.js imports them one after another with a
// task between two, so that no step's evaluation holds a phone's page for long. Shared code goes
// to chunk-HASH.js files that the steps import. The style sheets are files of their own, with
// the fonts they name beside them (nothing loaded from outside the site).
//
//   node tools/renderer/build.mjs OUT_DIR [FILES_JSON]
//       (tools/build_site.sh: build/site/jupyter-widgets, copied to site/assets/jupyter-widgets
//       once the pages are built, and build/site/renderer-files.json)
//
// FILES_JSON: every JavaScript file of the renderer, each step after the chunks it imports,
// the steps in their order. docs/live_hooks.py puts the list in each chapter's settings, and
// live.js asks for all of them as it runs (modulepreload): a step's chunks are otherwise asked
// for only when the step runs, and on a phone's one link they waited behind Python's 8 MB
// (the renderer was ready 14 s after the tap, docs/decisions/05-offline.md).
//
// Prints what it wrote (bytes raw, gzip, brotli) and how long it took. Licences: esbuild puts
// the bundled code's legal comments in LICENSES.txt, after a list of every bundled package
// with its licence (from its package.json).
import * as esbuild from "esbuild";
import { existsSync, readFileSync, writeFileSync, readdirSync, rmSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, brotliCompressSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const out = path.resolve(process.argv[2] || path.join(root, "site/assets/jupyter-widgets"));
const filesList = process.argv[3] ? path.resolve(process.argv[3]) : null;
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

const common = {
  bundle: true, minify: true, metafile: true, outdir: out, logLevel: "warning", absWorkingDir: root,
  target: "es2020", legalComments: "external",
};
const js = await esbuild.build({
  ...common,
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

// Chromium's explicit compile hint on every JavaScript file: its functions are compiled as the
// file is fetched (off the page's thread where the browser streams it), not lazily when the
// step's evaluation first calls them (jQuery's factory, for one, is a single 88 KB function
// that its step calls at once). Measured in docs/decisions/11-figures.md ("the widget renderer").
const HINT = "//# allFunctionsCalledOnLoad\n";
for (const file of Object.keys(js.metafile.outputs)) {
  if (!file.endsWith(".js")) continue;
  const where = path.resolve(root, file);
  writeFileSync(where, HINT + readFileSync(where, "utf8"));
}

// the load order (FILES_JSON above): a depth-first walk of each step's static imports
if (filesList) {
  const outputs = js.metafile.outputs;
  const byEntry = new Map(Object.entries(outputs).filter(([, o]) => o.entryPoint).map(([file, o]) => [path.resolve(root, o.entryPoint), file]));
  const order = [];
  const visit = (file) => {
    const name = path.basename(file);
    if (order.includes(name)) return;
    for (const dependency of outputs[file].imports || []) {
      if (dependency.kind === "import-statement") visit(dependency.path);
    }
    order.push(name);
  };
  for (const name of plan.steps) visit(byEntry.get(path.resolve(step(name))));
  mkdirSync(path.dirname(filesList), { recursive: true });
  writeFileSync(filesList, JSON.stringify({ files: order }, null, 1) + "\n");
}

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
const legal = readdirSync(out).filter((f) => f.endsWith(".LEGAL.txt")).sort();
writeFileSync(path.join(out, "LICENSES.txt"),
  "The widget renderer of this site bundles these npm packages (name, version, licence):\n\n" +
  [...packages.values()].sort().join("\n") + "\n\nTheir legal comments:\n\n" +
  legal.map((f) => readFileSync(path.join(out, f), "utf8")).join("\n"));
for (const f of legal) rmSync(path.join(out, f));

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
console.log(`    esbuild ${esbuild.version}: ${plan.steps.length} steps, JS + CSS ${raw} bytes ` +
            `(gzip ${gz}, brotli ${br}), ${assets.length} font files; ${Date.now() - t0} ms`);
