// The site's one service worker, at the site root so that its scope covers both
// languages (/ and /en/). tools/build_sw.mjs makes site/sw.js from this file with Workbox's
// injectManifest: the manifest placeholder below becomes the precache list (every page of both languages,
// their styles, scripts and search indexes, the widget renderer, and the engine: Pyodide, the
// locks' wheels and Python's start-up snapshot, each with its content hash), BUILD the
// build's version (the live lock's sha256 and gouji_sim.BEHAVIOUR_VERSION) and FIRST the
// part of that list a table needs: the engine, the home page, the Rule Lab, the house rules
// and the practice table of both languages, the search and everything those pages load.
//
// - The first visit of any page installs it, which caches FIRST only, a few files at a time
//   and revalidating with the browser's HTTP cache (what the page has just downloaded comes
//   back as a 304, not a second copy). Each file is keyed by the start of its content's
//   SHA-256 (tools/offline/revisions.mjs), and stored only if the bytes it got have that
//   hash: a stale copy (a host that said 304 from a one-second date for a file changed
//   within it) is fetched again past the HTTP cache, and if that does not match either the
//   install fails and the pages keep the earlier build, whole.
// - Installed, it activates, takes over the open pages (their <html data-offline> becomes
//   "ready": the table's pages now open offline) and then caches the rest of the list the
//   same way, while a page is open to keep it running (each page asks for the state, which
//   starts or resumes the rest; a file that fails is tried again at the next page).
// - Every precached URL is answered from the cache, online or not (one of the rest not yet
//   cached from the network): a page and the engine it drives always come from the same build.
// - Progress goes to every open page of the site ({type: "gouji-offline", state, first, rest}),
//   which draws it (docs/offline_hooks.py).
// - A new build is a new cache, named after its version; activating it deletes every cache of
//   the earlier builds as a whole (and the live chapters' unpacked snapshots of other locks),
//   so no page ever rules with an engine older than the site it came from.
// (tools/build_sw.mjs puts Workbox's runtime in place of this line: no round trip per module)
importScripts("WORKBOX/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "WORKBOX/", debug: false });

const BUILD = self.__GOUJI_BUILD;
// the live chapters' own cache of unpacked snapshots (docs/shared/live/worker.mjs), keyed by
// the lock's URL + "?snapshot=" (the engine's) or "?chapter&snapshot=" + the lock's sha256
const SNAPSHOTS = "gouji-live-snapshots";
// files fetched at once (a browser opens six connections to one HTTP/1.1 host)
const AT_ONCE = 6;

workbox.core.setCacheNameDetails({ prefix: "gouji", suffix: BUILD.version });
workbox.core.skipWaiting();
const MANIFEST = self.__WB_MANIFEST;
const CACHE = workbox.core.cacheNames.precache;
// each revised file's URL -> the start of its content's SHA-256 (the build's revision)
const REVISIONS = new Map(MANIFEST.filter((entry) => entry.revision)
  .map((entry) => [new URL(entry.url, self.location.href).href, entry.revision]));
const FIRST_URLS = new Set(self.__GOUJI_FIRST.map((url) => new URL(url, self.location.href).href));

const precache = new workbox.precaching.PrecacheController();
precache.addToCacheList(MANIFEST);
workbox.routing.registerRoute(new workbox.precaching.PrecacheRoute(precache, {
  // /en/lab/ is en/lab/index.html; no query parameter names another file
  directoryIndex: "index.html",
  ignoreURLParametersMatching: [/.*/],
}));
// [url, cache key] of the table's files, then of the rest
const ENTRIES = [...precache.getURLsToCacheKeys()];
// (the start-up snapshot last: the page's engine worker stores it as the page settles, see store)
const FIRST = ENTRIES.filter(([url]) => FIRST_URLS.has(url))
  .sort(([a], [b]) => Number(/\.snapshot$/.test(a)) - Number(/\.snapshot$/.test(b)));
const REST = ENTRIES.filter(([url]) => !FIRST_URLS.has(url));

async function contentRevision(response, length) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, length);
}

// The start-up snapshot the page's engine worker has just downloaded and unpacked, if it has
// stored it (docs/shared/live/worker.mjs keeps the shipped one in SNAPSHOTS, keyed by the live
// lock's URL and sha256, once the page has settled): the precache takes it from there instead of
// a second download (Chromium's HTTP cache does not answer a service worker's requests with what
// the page's workers fetched: on the phone profile the 6.8 MB crossed the link twice).
const LIVE_LOCK = new URL("assets/live/live-lock.json", self.location.href).href;
const SNAPSHOT_URL = /\/python-[0-9a-f]{16}\.snapshot$/;
async function handedSnapshot(url) {
  if (!SNAPSHOT_URL.test(url) || !url.includes(BUILD.lock.slice(0, 16))) return null;
  const hit = await (await caches.open(SNAPSHOTS)).match(LIVE_LOCK + "?snapshot=" + BUILD.lock);
  return hit && hit.headers.get("X-Gouji-Snapshot") === "shipped" ? hit : null;
}

// What the page's engine worker downloaded on this visit (docs/shared/live/worker.mjs handOver:
// Pyodide, the standard library, the wheels, read back from its HTTP cache into HANDOVER; the
// page says "gouji-handed" once it has, overrides/partials/gouji-offline.html), for the same
// reason: a file the visit has is not downloaded again.
// Taken only when its content has the build's revision (a file named by its hash has none:
// its name is its revision); a page is handed over by the URL it was opened at (/en/lab/ for
// en/lab/index.html).
const HANDOVER = "gouji-handover";
async function handedFile(url) {
  const handover = await caches.open(HANDOVER);
  const names = [url, url.replace(/\/index\.html$/, "/")];
  const hits = await Promise.all(names.map((name) => handover.match(name)));
  const found = hits.findIndex(Boolean);
  if (found < 0) return null;
  const expected = REVISIONS.get(url);
  if (expected && await contentRevision(hits[found], expected.length) !== expected) return null;
  return [handover, names[found], hits[found]];
}

// One file into the cache: revalidated with the HTTP cache ("no-cache": a 304 for what the
// page has just downloaded), stored only with its revision's content (else once more past
// the HTTP cache); throws when it cannot be had.
async function store(cache, url, cacheKey) {
  const handed = await handedSnapshot(url).catch(() => null);
  if (handed) return cache.put(cacheKey, handed);
  const given = await handedFile(url).catch(() => null);
  if (given) {
    const [handover, name, response] = given;
    await cache.put(cacheKey, response);
    return handover.delete(name);
  }
  let response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  const expected = REVISIONS.get(url);
  if (response.ok && expected && await contentRevision(response, expected.length) !== expected) {
    response = await fetch(url, { cache: "reload", credentials: "same-origin" });
    if (response.ok && await contentRevision(response, expected.length) !== expected) response = null;
  }
  if (!response || !response.ok) throw new Error(`gouji: cannot precache ${url}`);
  if (response.redirected) {  // a redirected response cannot answer a navigation
    response = new Response(await response.blob(), { status: response.status, headers: response.headers });
  }
  await cache.put(cacheKey, response);
}

// A chapter's visit restores the chapters' own start-up snapshot, not the engine's, and its
// engine worker stores it in SNAPSHOTS once the page is live (docs/shared/live/worker.mjs). It
// holds all that the engine's holds, and the engine worker of any page takes it from there when
// the engine's is not (startupSnapshot): so while Cache Storage holds it, the table's part counts
// it as the engine's snapshot, and the engine's own file comes with the rest. (On a phone's
// first visit of a chapter, the engine's 5.1 MB had put "ready offline" 5 s later.)
const CHAPTER_SNAPSHOT_KEY = LIVE_LOCK + "?chapter&snapshot=" + BUILD.lock;
async function chapterSnapshotHeld() {
  try {
    const hit = await (await caches.open(SNAPSHOTS)).match(CHAPTER_SNAPSHOT_KEY);
    return Boolean(hit && hit.headers.get("X-Gouji-Snapshot") === "shipped");
  } catch (err) {
    return false;
  }
}

// [the table's part, the rest]: FIRST and REST, or, while the chapters' snapshot stands for
// the engine's (above), the engine's snapshot moved to the rest.
async function parts() {
  if (!await chapterSnapshotHeld()) return [FIRST, REST];
  const engine = ([url]) => SNAPSHOT_URL.test(url);
  return [FIRST.filter((entry) => !engine(entry)), [...FIRST.filter(engine), ...REST]];
}

// What is cached of each part: {first: {done, total}, rest: {done, total}}.
async function counts() {
  const cache = await caches.open(CACHE);
  const held = new Set((await cache.keys()).map((request) => request.url));
  const count = (entries) => ({ done: entries.filter(([, key]) => held.has(key)).length, total: entries.length });
  const [first, rest] = await parts();
  return { first: count(first), rest: count(rest) };
}

// this worker is the registration's active one (activating or activated): its FIRST is cached
function active() {
  return self.serviceWorker ? self.registration.active === self.serviceWorker : !self.registration.installing;
}

async function status() {
  return { type: "gouji-offline", version: BUILD.version, state: active() ? "ready" : "caching", ...await counts() };
}

async function tell() {
  const message = await status();
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    client.postMessage(message);
  }
}

// Cache what of `entries` is not cached yet, AT_ONCE files at a time, telling the pages as it
// goes; rejects (after the others are done) if a file could not be had.
async function cacheAll(entries) {
  const cache = await caches.open(CACHE);
  const held = new Set((await cache.keys()).map((request) => request.url));
  const todo = entries.filter(([, key]) => !held.has(key));
  let next = 0;
  let failed = null;
  async function lane() {
    while (next < todo.length) {
      const [url, key] = todo[next++];
      try {
        await store(cache, url, key);
      } catch (error) {
        failed = error;
      }
      await tell();
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  if (failed) throw failed;
}

let rest = null;
// the rest, once: started by the activation and by every page that asks the state (which
// keeps the worker running until it is done); a file that failed is tried at the next ask
function cacheRest() {
  // (what the visit handed over and no precached file took is dropped once all is saved)
  if (!rest) {
    rest = parts().then(([, entries]) => cacheAll(entries)).then(() => caches.delete(HANDOVER))
      .finally(() => { rest = null; }).then(tell, tell);
  }
  return rest;
}

// The word of the page that registered this worker: what the visit downloaded is handed over
// (overrides/partials/gouji-offline.html). The install waits for it while a page of the site is open, 20 s at
// most, so that it downloads nothing the page or its engine worker is still downloading or
// has not handed over yet (its own script and Workbox's load meanwhile).
const HANDED_WAIT = 20000;
let handedWord = null;
const handedOver = new Promise((resolve) => { handedWord = resolve; });
async function visitHanded() {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  if (!pages.length) return;
  await Promise.race([handedOver, new Promise((resolve) => setTimeout(resolve, HANDED_WAIT))]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(visitHanded().catch(() => {}).then(parts).then(([first]) => cacheAll(first)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name === SNAPSHOTS) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          // (the engine's "?snapshot=" and the chapters' "?chapter&snapshot=": worker.mjs)
          if (!request.url.endsWith("snapshot=" + BUILD.lock)) await cache.delete(request);
        }
      } else if (name !== CACHE) {
        await caches.delete(name);
      }
    }
    // then take over the pages no worker controls yet (those of the earlier build's worker
    // moved to this one as it activated)
    await self.clients.claim();
  })().then(() => { tell(); cacheRest(); }));
});

self.addEventListener("message", (event) => {
  if (event.data === "gouji-handed") handedWord();
  // what a page asks: the build it came from ({version, lock, behaviour})
  if (event.data === "gouji-build" && event.ports[0]) event.ports[0].postMessage(BUILD);
  // the offline state (to the asking page); an active worker goes on with the rest
  if (event.data === "gouji-offline") {
    event.waitUntil((async () => {
      const message = await status();
      if (event.ports[0]) event.ports[0].postMessage(message);
      else if (event.source) event.source.postMessage(message);
      if (active()) await cacheRest();
    })());
  }
});
