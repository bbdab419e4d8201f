// The precache's revisions (tools/build_sw.mjs): Workbox's injectManifest gives each file an
// MD5 of its content; this transform replaces it by the start of its SHA-256 (the engine's
// files, added by hand, already have it), which the service worker can check with Web Crypto
// on install (tools/offline/sw.js): what it stores under a revision is the content of that
// revision, or nothing. A file named by its hash keeps Workbox's null revision.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

//: hex digits of the SHA-256 a revision keeps (the service worker compares as many)
export const REVISION_HEX = 32;

export function revisionOf(bytes) {
  return createHash("sha256").update(bytes).digest("hex").slice(0, REVISION_HEX);
}

// Workbox's manifestTransform for the build's output folder `site`
export function contentRevisions(site) {
  return async (entries) => {
    const warnings = [];
    const manifest = entries.map((entry) => {
      if (!entry.revision) return entry;
      let file = path.join(site, entry.url);
      if (!existsSync(file)) file = path.join(site, decodeURIComponent(entry.url));
      if (!existsSync(file)) {
        warnings.push(`no file for ${entry.url}: its revision stays Workbox's`);
        return entry;
      }
      return { ...entry, revision: revisionOf(readFileSync(file)) };
    });
    return { manifest, warnings };
  };
}
