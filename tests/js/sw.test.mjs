// The service worker (tools/offline/sw.js, filled in by tools/build_sw.mjs): every precached
// file is keyed by the SHA-256 of its content (tools/offline/revisions.mjs), and the install
// stores a file only if the bytes it got have that hash — a revalidation that answered 304
// for a file changed within the same second (the browser's old copy) is fetched again, and a
// file that still does not match fails the install, so a new build never stores stale content.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import vm from "node:vm";
import { contentRevisions } from "../../tools/offline/revisions.mjs";

const sha = (text) => createHash("sha256").update(text).digest("hex").slice(0, 32);
const ORIGIN = "http://127.0.0.1:8000/";

// tools/offline/sw.js run as a worker would run it, with Workbox's calls recorded
function loadWorker(manifest, fetched) {
  const plugins = [];
  const listeners = {};
  const workbox = {
    setConfig() {},
    core: { setCacheNameDetails() {}, skipWaiting() {}, cacheNames: { precache: "gouji-precache" } },
    precaching: { addPlugins: (list) => plugins.push(...list), precacheAndRoute() {} },
  };
  const fetches = [];
  const self = {
    __GOUJI_BUILD: { version: "v", lock: "l", behaviour: 1 },
    __WB_MANIFEST: manifest,
    location: new URL(ORIGIN + "sw.js"),
    addEventListener: (type, fn) => { listeners[type] = fn; },
  };
  const context = vm.createContext({
    self, workbox, importScripts() {}, Request, Response, URL, Map, TextEncoder, crypto,
    fetch: async (request, init) => {
      fetches.push({ url: typeof request === "string" ? request : request.url, cache: init && init.cache });
      return fetched.shift();
    },
  });
  vm.runInContext(readFileSync(new URL("../../tools/offline/sw.js", import.meta.url), "utf8"), context);
  const check = plugins.find((p) => p.cacheWillUpdate);
  assert.ok(check, "a plugin checks what the install stores");
  return { check, fetches };
}

const install = { type: "install" };
const page = () => new Request(ORIGIN + "practice/index.html");
const manifest = [{ url: "practice/index.html", revision: sha("<p>new</p>") },
                  { url: "assets/bundle.0123abcd.min.js", revision: null }];

test("the install stores a file whose bytes have the manifest's hash", async () => {
  const { check, fetches } = loadWorker(manifest, []);
  const response = new Response("<p>new</p>");
  assert.equal(await check.cacheWillUpdate({ request: page(), response, event: install }), response);
  assert.equal(fetches.length, 0);
});

test("stale bytes (a 304 for a file changed within its second) are fetched again, bypassing the HTTP cache", async () => {
  const fresh = new Response("<p>new</p>");
  const { check, fetches } = loadWorker(manifest, [fresh]);
  const stored = await check.cacheWillUpdate({ request: page(), response: new Response("<p>old</p>"), event: install });
  assert.equal(stored, fresh);
  assert.deepEqual(fetches, [{ url: ORIGIN + "practice/index.html", cache: "reload" }]);
});

test("bytes that still do not match are never stored (the install fails, the old build stays)", async () => {
  const { check } = loadWorker(manifest, [new Response("<p>old</p>")]);
  assert.equal(await check.cacheWillUpdate({ request: page(), response: new Response("<p>old</p>"), event: install }), null);
  const { check: again } = loadWorker(manifest, [new Response("gone", { status: 404 })]);
  assert.equal(await again.cacheWillUpdate({ request: page(), response: new Response("x", { status: 404 }), event: install }), null);
});

test("a file named by its hash (no revision) is stored as it comes, if it came", async () => {
  const { check } = loadWorker(manifest, []);
  const response = new Response("bundle");
  const request = new Request(ORIGIN + "assets/bundle.0123abcd.min.js");
  assert.equal(await check.cacheWillUpdate({ request, response, event: install }), response);
  assert.equal(await check.cacheWillUpdate({ request, response: new Response("", { status: 500 }), event: install }), null);
});

test("the build keys every revised file by the SHA-256 of its content", async () => {
  const site = mkdtempSync(path.join(tmpdir(), "gouji-sw-test-"));
  mkdirSync(path.join(site, "practice"));
  writeFileSync(path.join(site, "practice", "index.html"), "<p>new</p>");
  writeFileSync(path.join(site, "练牌.html"), "中文");
  const { manifest: out, warnings } = await contentRevisions(site)([
    { url: "practice/index.html", revision: "md5-of-workbox", size: 10 },
    { url: "%E7%BB%83%E7%89%8C.html", revision: "md5", size: 6 },
    { url: "assets/bundle.0123abcd.min.js", revision: null, size: 6 },
  ]);
  assert.deepEqual(warnings, []);
  assert.deepEqual(out.map((e) => e.revision), [sha("<p>new</p>"), sha("中文"), null]);
});
