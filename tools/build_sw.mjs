// The service worker of the site: node tools/build_sw.mjs SITE BEHAVIOUR_VERSION
// (called by tools/build_offline.py, which reads the behaviour version from the gouji_sim
// wheel the site ships).
//
// Workbox (npm workbox-build) lists what to precache from the build's output, with a content
// hash for each file (the start of its SHA-256, tools/offline/revisions.mjs, which the worker
// checks as it stores the file), into tools/offline/sw.js (injectManifest) -> SITE/sw.js, and copies its
// own runtime beside it (SITE/workbox-v<version>/, loaded by the service worker alone). What
// is precached is found by globs and by the lock files the build wrote, never by a list kept
// by hand, so a new page, a new lock or a moved Pyodide is picked up by itself:
//   - every page of both languages (**/*.html), and what they load: styles, scripts, images,
//     the manifests and icons, the search indexes, the widget renderer (assets/**), the
//     shared page scripts (shared/**, en/shared/**);
//   - the engine: for every lock under assets/ (*-lock.json: the live chapters', and the Rule
//     Lab's while it has its own), the Pyodide core beside its wheels and each wheel it names,
//     and Python's start-up snapshots (assets/**/*.snapshot, sent as brotli by a host that
//     serves the build's siblings).
// JupyterLite (lite/, but for the Pyodide files the locks name) and the notebooks offered
// for download are not precached: they open online only.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyWorkboxLibraries, injectManifest } from "workbox-build";
import { contentRevisions, revisionOf } from "./offline/revisions.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const [site, behaviour] = process.argv.slice(2);
if (!site || !/^\d+$/.test(behaviour || "")) {
  console.error("usage: node tools/build_sw.mjs SITE BEHAVIOUR_VERSION");
  process.exit(2);
}
const t0 = Date.now();

function locks(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) locks(full, found);
    else if (entry.name.endsWith("-lock.json")) found.push(full);
  }
  return found;
}

// the engine's files named by the locks, relative to the site
const engine = new Set();
for (const lockFile of locks(path.join(site, "assets"))) {
  const lock = JSON.parse(readFileSync(lockFile, "utf8"));
  const own = Object.values(lock).find((v) => v && typeof v === "object" && typeof v.base === "string");
  if (!own) continue;
  const base = path.resolve(path.dirname(lockFile), own.base);
  for (const entry of Object.values(lock.packages)) {
    engine.add(path.relative(site, path.join(base, entry.file_name)));
  }
  for (const name of readdirSync(base)) {
    if (/^pyodide.*\.(m?js|wasm)$|^python_stdlib\.zip$/.test(name)) {
      engine.add(path.relative(site, path.join(base, name)));
    }
  }
}

const liveLock = readFileSync(path.join(site, "assets/live/live-lock.json"));
const lockHash = createHash("sha256").update(liveLock).digest("hex");
const build = { lock: lockHash, behaviour: Number(behaviour), version: `${lockHash.slice(0, 16)}-b${behaviour}` };

// What a table needs first (cached by the install; the rest after, tools/offline/sw.js): the
// engine (above), the pages a table opens -- home, Rule Lab, house rules, practice table, in
// both languages -- and everything those pages load, found by following what they name:
// <script src>, <link href> and the theme's configuration in a page; import / new URL /
// importScripts in a script; url() in a style sheet. A name is followed when it is a file of
// the site other than a page (pages are not followed: their links are the navigation). Each
// language's search index and what the theme's search worker loads for that index's language
// (Material's worker: lunr's stemmer support and lunr.<lang>, lunr.multi for several) join.
const TABLE_PAGES = ["", "lab/", "house-rules/", "practice/"];
const REFERENCE = /(?:src|href)\s*=\s*"([^"#?]+)|"([^"\s#?]+\.(?:m?js|css|json|woff2|png|svg|ico|webmanifest))"|url\(\s*['"]?([^'")#?]+)/g;
const FOLLOW = /\.(?:html|m?js|css)$/;

function tableFiles() {
  const found = new Set();
  const queue = [];
  const add = (file) => {
    const rel = path.relative(site, file).split(path.sep).join("/");
    // (not the service worker of an earlier run, nor its runtime: the pages name them)
    if (rel.startsWith("..") || rel === "sw.js" || rel.startsWith("workbox-")) return;
    if (!found.has(rel) && existsSync(file) && statSync(file).isFile()) {
      found.add(rel);
      if (FOLLOW.test(rel)) queue.push(file);
    }
  };
  for (const lang of ["", "en/"]) {
    for (const page of TABLE_PAGES) add(path.join(site, lang, page, "index.html"));
    const index = path.join(site, lang, "search", "search_index.json");
    add(index);
    const langs = existsSync(index) ? JSON.parse(readFileSync(index, "utf8")).config.lang : [];
    const lunr = path.join(site, lang, "assets", "javascripts", "lunr");
    const extra = langs.filter((l) => l !== "en").map((l) => `min/lunr.${l}.min.js`);
    if (langs.length > 1) extra.push("min/lunr.multi.min.js");
    if (extra.length) extra.push("min/lunr.stemmer.support.min.js");
    if (langs.includes("ja")) extra.push("tinyseg.js");
    if (langs.includes("th") || langs.includes("hi")) extra.push("wordcut.js");
    for (const name of extra) add(path.join(lunr, name));
    for (const name of ["manifest.webmanifest", "sitemap.xml"]) add(path.join(site, lang, name));
  }
  while (queue.length) {
    const file = queue.shift();
    const isPage = file.endsWith(".html");
    for (const match of readFileSync(file, "utf8").matchAll(REFERENCE)) {
      const ref = match[1] || match[2] || match[3];
      if (/^[a-z]+:|^\/\//i.test(ref) || ref.endsWith("/") || ref.endsWith(".html")) continue;
      for (const base of isPage ? [path.dirname(file)] : [path.dirname(file), site]) {
        add(path.resolve(base, decodeURIComponent(ref)));
      }
    }
  }
  return found;
}

const workboxDir = await copyWorkboxLibraries(site); // e.g. "workbox-v7.4.1"
// it copies every module, with development builds and source maps (2.8 MB): keep what
// tools/offline/sw.js loads (workbox-sw loads precaching, which needs core, routing, strategies)
const RUNTIME = ["workbox-sw.js", ...["core", "precaching", "routing", "strategies"].map((m) => `workbox-${m}.prod.js`)];
for (const name of readdirSync(path.join(site, workboxDir))) {
  if (!RUNTIME.includes(name)) rmSync(path.join(site, workboxDir, name));
}
const scratch = mkdtempSync(path.join(tmpdir(), "gouji-sw-"));
const template = path.join(scratch, "sw.js");
// Workbox's runtime goes into sw.js itself, in the order its modules need each other, instead of
// its loader's importScripts: a first install fetched the five files one after the other, each
// a round trip (on the phone profile 14.5 -> 15.9 s, the install's first request at 16.3 s,
// docs/decisions/05-offline.md). The files stay beside it (RUNTIME) for a module loaded later.
const INLINE = ["workbox-sw.js", ...["core", "routing", "strategies", "precaching"].map((m) => `workbox-${m}.prod.js`)];
const runtime = INLINE.map((name) => readFileSync(path.join(site, workboxDir, name), "utf8")
  .replace(/\n\/\/# sourceMappingURL=\S*\s*$/, "\n")).join("");
const LOADER = 'importScripts("WORKBOX/workbox-sw.js");\n';
const swSource = readFileSync(path.join(here, "offline", "sw.js"), "utf8");
if (!swSource.includes(LOADER)) throw new Error("tools/offline/sw.js: no " + LOADER.trim());
const source = swSource.replace(LOADER, () => runtime).replaceAll("WORKBOX/", workboxDir + "/");
const table = tableFiles();
// the chapters' own start-up snapshot (tools/live_snapshot.mjs): online only, never precached
// (6 MB more in every visitor's Cache Storage for a chapter's first seconds; offline, a chapter
// restores the engine's, which the table's part holds, and imports the rest)
const CHAPTER_SNAPSHOT = "-chapter.snapshot";
for (const file of engine) table.add(file.split(path.sep).join("/"));
for (const file of readdirSync(path.join(site, "assets/live"))) {
  // (the chapters' own snapshot is not precached: offline a chapter starts from the engine's)
  if ((file.endsWith(".snapshot") && !file.endsWith(CHAPTER_SNAPSHOT)) || file.endsWith("-lock.json")) {
    table.add(`assets/live/${file}`);
  }
}
writeFileSync(template, `self.__GOUJI_BUILD = ${JSON.stringify(build)};\n` +
              `self.__GOUJI_FIRST = ${JSON.stringify([...table].sort())};\n` + source);

const { count, size, warnings } = await injectManifest({
  swSrc: template,
  swDest: path.join(site, "sw.js"),
  globDirectory: site,
  globPatterns: [
    "**/*.{html,css,js,mjs,json,webmanifest,png,svg,ico,woff2}",
    "sitemap.xml", "en/sitemap.xml",  // the theme reads it to keep the page when switching languages
    // the start-up snapshot by its plain name, which a compressing host sends as brotli
    "assets/**/*.snapshot",
  ],
  // the engine's files under lite/ (ignored below): each with the hash of its content
  additionalManifestEntries: [...engine].sort().map((file) => ({
    url: file.split(path.sep).join("/"),
    revision: revisionOf(readFileSync(path.join(site, file))),
  })),
  // every other file's revision: the start of its SHA-256 too, which the worker checks
  manifestTransforms: [contentRevisions(site)],
  globIgnores: ["lite/**", "sw.js", `${workboxDir}/**`, "**/*.ipynb", "build-info.json", `assets/live/*${CHAPTER_SNAPSHOT}`,
                "assets/jupyter-widgets/*.svg", "**/*.map"],
  // the start-up snapshot's name holds the lock's hash, the theme's files and the notebook
  // style sheet their own: no revision needed (and no second download on install)
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.min\.(js|css)$|\/python-[0-9a-f]{16}\.snapshot$|\/assets\/notebook\/[0-9a-f]{16}\.css$/,
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
});
rmSync(scratch, { recursive: true, force: true });
for (const w of warnings) console.error("    [sw] warning: " + w);
statSync(path.join(site, "sw.js"));
const listed = new Set([...readFileSync(path.join(site, "sw.js"), "utf8").matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));
const first = [...table].filter((file) => listed.has(file));
const firstBytes = first.reduce((sum, file) => sum + statSync(path.join(site, file)).size, 0);
console.log(`    [sw] sw.js (${build.version}): ${count} files, ${(size / 1e6).toFixed(1)} MB precached, ` +
            `the table's first: ${first.length} files, ${(firstBytes / 1e6).toFixed(1)} MB; ` +
            `Workbox runtime in ${workboxDir}/; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
