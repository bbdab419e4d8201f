// ESLint: the site's JavaScript, the build's Node scripts and the JS tests.
// `make lint` (part of `make check` and `make test`) runs it with --max-warnings 0.
// Rules: @eslint/js "recommended" as it is, each file with the globals of where it runs.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "site/", "build/", ".venv/", ".venv-lite/", ".cache/", "dist/"] },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // an argument a callback does not use is kept where it names the callback's signature
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
    },
  },
  {
    // the pages' ES modules (docs/shared/, loaded with <script type="module">)
    files: ["docs/shared/**/*.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // the site's one engine: a module worker, shared (SharedWorker) or a page's own (Worker),
    // and the modules it imports
    files: ["docs/shared/live/*.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.worker, ...globals.sharedWorker } },
  },
  {
    // the service worker's template (tools/build_sw.mjs fills it in): a classic worker script
    files: ["tools/offline/sw.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker, workbox: "readonly" } },  // from importScripts
  },
  {
    // Node: the build's scripts, the search test's engine, the unit tests, this file
    files: ["tools/**/*.mjs", "tests/**/*.mjs", "*.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.node } },
  },
];
