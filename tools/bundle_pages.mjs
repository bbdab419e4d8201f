// The Rule Lab's and the practice table's scripts, each one file in the built site: esbuild
// bundles docs/shared/lab/lab.js and docs/shared/practice/practice.js with the modules they
// import into site/shared/lab/lab.js and site/shared/practice/practice.js, in place of the
// copies mkdocs made (the pages keep their URLs; both languages use the root's shared/).
// On a phone's link a page's module graph cost a round trip per file and held the browser's
// six connections while the engine's first requests waited behind it (the practice table:
// 22 modules asked for from 1.0 to 2.5 s, the engine's lock at 2.2 s;
// docs/decisions/05-offline.md). The module files stay in site/ beside the bundles (the unit
// tests and the sources read them; nothing in a page imports them).
//
// Kept out of a bundle, imported as they are: the one engine (shared/engine/engine.js: the
// page's head starts it, and every script of a page must share it) and, in the practice
// table's bundle, the Lab's own (shared/lab/lab.js: its page loads it too, as the same module).
//
//   node tools/bundle_pages.mjs SITE_DIR     (tools/build_site.sh, after the pages are built)
import * as esbuild from "esbuild";
import path from "node:path";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const site = path.resolve(process.argv[2] || path.join(root, "site"));
const shared = path.join(root, "docs", "shared");
const t0 = Date.now();

// each bundle's entry (under docs/shared/) and the modules it leaves out (under docs/shared/)
const BUNDLES = [
  { entry: "lab/lab.js", external: ["engine/engine.js"] },
  { entry: "practice/practice.js", external: ["engine/engine.js", "lab/lab.js"] },
];

// an import of a module left out stays an import, written relative to the bundle's folder
function leftOut(entry, external) {
  const keep = new Set(external.map((f) => path.join(shared, f)));
  return {
    name: "left-out",
    setup(build) {
      build.onResolve({ filter: /\.js$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        if (!keep.has(file)) return undefined;
        const from = path.dirname(path.join(shared, entry));
        return { path: path.relative(from, file).split(path.sep).join("/"), external: true };
      });
    },
  };
}

for (const { entry, external } of BUNDLES) {
  const outfile = path.join(site, "shared", entry);
  statSync(outfile); // the page's copy must be there: a bundle takes its place, never adds a file
  const result = await esbuild.build({
    entryPoints: [path.join(shared, entry)],
    bundle: true,
    format: "esm",
    target: "es2020",
    outfile,
    allowOverwrite: true,
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    plugins: [leftOut(entry, external)],
  });
  const inputs = Object.keys(result.metafile.inputs).length;
  const bytes = Object.values(result.metafile.outputs)[0].bytes;
  console.log(`    [bundle] shared/${entry}: ${inputs} modules, ${(bytes / 1024).toFixed(0)} KB`);
}
console.log(`    [bundle] ${((Date.now() - t0) / 1000).toFixed(1)} s`);
