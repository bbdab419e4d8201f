// The same renderer steps built with rollup instead of esbuild, for the comparison in
// docs/decisions/11-figures.md ("the widget renderer"); not part of the build. Rollup and its
// node-resolve, replace and terser plugins come with workbox-build; the CommonJS plugin does not:
//
//   npm install --no-save @rollup/plugin-commonjs@29.0.3
//   node tools/renderer/compare-rollup.mjs /tmp/renderer-rollup
//
// Prints the bytes written (raw, gzip, brotli) and the time it took. Only the JavaScript: the
// style sheets would need a CSS plugin (esbuild bundles them itself).
import { rollup } from "rollup";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import commonjs from "@rollup/plugin-commonjs";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, brotliCompressSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(process.argv[2] || "/tmp/renderer-rollup");
const plan = JSON.parse(readFileSync(path.join(here, "steps.json"), "utf8"));
const step = (name) => [".js", ".cjs"].map((ext) => path.join(here, "steps", name + ext)).find(existsSync);

// as tools/renderer/build.mjs: ipywidgets 7 packages and CSS required from JavaScript left out,
// JupyterLab's SVG icons as text, JSON as a default export
const LEFT_OUT = /^@jupyter-widgets\/(base7|controls7)(\/|$)|\.css$/;
const siteRules = {
  name: "site-rules",
  resolveId(source) { return LEFT_OUT.test(source) ? "\0left-out:" + source : null; },
  load(id) { return id.startsWith("\0left-out:") ? "export default {};" : null; },
  transform(code, id) {
    if (id.endsWith(".svg")) return `export default ${JSON.stringify(code)};`;
    if (id.endsWith(".json")) return `export default ${code};`;  // a package.json's version
    return null;
  },
};

const t0 = Date.now();
rmSync(out, { recursive: true, force: true });
const bundle = await rollup({
  input: Object.fromEntries(plan.steps.map((name) => [name, step(name)])),
  plugins: [
    siteRules,
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
    nodeResolve({ browser: true, preferBuiltins: false }),
    commonjs({ transformMixedEsModules: true }),
  ],
  onwarn(warning, warn) { if (!["CIRCULAR_DEPENDENCY", "THIS_IS_UNDEFINED"].includes(warning.code)) warn(warning); },
});
await bundle.write({ dir: out, format: "es", entryFileNames: "[name].js", chunkFileNames: "chunk-[hash].js",
                     plugins: [terser()] });
await bundle.close();
let raw = 0, gz = 0, br = 0, files = 0;
for (const f of readdirSync(out)) {
  const data = readFileSync(path.join(out, f));
  raw += data.length; gz += gzipSync(data, { level: 9 }).length; br += brotliCompressSync(data).length; files++;
}
console.log(`    rollup: ${plan.steps.length} steps, ${files} files, JS ${raw} bytes (gzip ${gz}, brotli ${br}); ${Date.now() - t0} ms`);
