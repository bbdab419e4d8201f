// The site's one service worker (issue 22), at the site root so that its scope covers both
// languages (/ and /en/). tools/build_sw.mjs makes site/sw.js from this file with Workbox's
// injectManifest: the manifest placeholder below becomes the precache list (every page of both languages,
// their styles, scripts and search indexes, the widget renderer, and the engine: Pyodide, the
// locks' wheels and Python's start-up snapshot, each with its content hash), and BUILD the
// build's version (the live lock's sha256 and gouji_sim.BEHAVIOUR_VERSION).
//
// - The first visit of any page installs it, which precaches everything, one file at a time
//   and revalidating with the browser's HTTP cache (what the page has just downloaded comes
//   back as a 304, not a second copy). Each file is keyed by the start of its content's
//   SHA-256 (tools/offline/revisions.mjs), and stored only if the bytes it got have that
//   hash: a stale copy (a host that said 304 from a one-second date for a file changed
//   within it) is fetched again past the HTTP cache, and if that does not match either the
//   install fails and the pages keep the earlier build, whole.
// - Afterwards every precached URL is answered from the cache, online or not: a page and the
//   engine it drives always come from the same build.
// - A new build is a new cache, named after its version; activating it deletes every cache of
//   the earlier builds as a whole (and the live chapters' unpacked snapshots of other locks),
//   so no page ever rules with an engine older than the site it came from.
importScripts("WORKBOX/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "WORKBOX/", debug: false });

const BUILD = self.__GOUJI_BUILD;
// the live chapters' own cache of unpacked snapshots (docs/shared/live/worker.mjs), keyed by
// the lock's URL + "?snapshot=" + the lock's sha256
const SNAPSHOTS = "gouji-live-snapshots";

workbox.core.setCacheNameDetails({ prefix: "gouji", suffix: BUILD.version });
workbox.core.skipWaiting();
const MANIFEST = self.__WB_MANIFEST;
// each revised file's URL -> the start of its content's SHA-256 (the build's revision)
const REVISIONS = new Map(MANIFEST.filter((entry) => entry.revision)
  .map((entry) => [new URL(entry.url, self.location.href).href, entry.revision]));

async function contentRevision(response, length) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, length);
}

workbox.precaching.addPlugins([{
  // the install revalidates instead of Workbox's cache: "reload" (which would download
  // again everything the page being visited has just downloaded)
  requestWillFetch: async ({ request, event }) =>
    event && event.type === "install" ? new Request(request, { cache: "no-cache" }) : request,
  // what is stored under a revision has that revision's content (this replaces Workbox's own
  // check, which refuses an error status): else once more from the network, else nothing
  cacheWillUpdate: async ({ request, response }) => {
    if (!response || response.status >= 400) return null;
    const expected = REVISIONS.get(request.url);
    if (!expected || await contentRevision(response, expected.length) === expected) return response;
    const again = await fetch(request.url, { cache: "reload", credentials: "same-origin" });
    return again.ok && await contentRevision(again, expected.length) === expected ? again : null;
  },
}]);
workbox.precaching.precacheAndRoute(MANIFEST, {
  // /en/lab/ is en/lab/index.html; no query parameter names another file
  directoryIndex: "index.html",
  ignoreURLParametersMatching: [/.*/],
});

self.addEventListener("activate", (event) => {
  const current = workbox.core.cacheNames.precache;
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name === SNAPSHOTS) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (!request.url.endsWith("?snapshot=" + BUILD.lock)) await cache.delete(request);
        }
      } else if (name !== current) {
        await caches.delete(name);
      }
    }
    // then take over the pages no worker controls yet (those of the earlier build's worker
    // moved to this one as it activated)
    await self.clients.claim();
  })());
});

// what a page asks: the build it came from ({version, lock, behaviour})
self.addEventListener("message", (event) => {
  if (event.data === "gouji-build" && event.ports[0]) event.ports[0].postMessage(BUILD);
});
