#!/usr/bin/env bash
# Build the whole bilingual site into site/ (called by `make site`).
#
#   build/chapters/    both languages' chapter notebooks, from notebooks/chapters/*.py
#   site/              Chinese pages (mkdocs.yml, docs/zh + build/chapters/zh)
#   site/en/           English pages (mkdocs.en.yml, docs/en + build/chapters/en)
#   site/assets/jupyter-widgets/   widget renderer for the snapshots and live widgets (tools/renderer/)
#   site/lite/         JupyterLite, whose Pyodide and wheels (lite/static/pyodide/) are the
#                      site's one copy: the site's one engine (every other page) loads them too
#   site/assets/live/  the engine's one lock and Python start-up snapshot
#   site/shared/fonts/  Noto Sans SC cut to the site's characters (both languages')
#   site/sw.js, site/workbox-v*/, */manifest.webmanifest, *.br, *.gz
#                      the app: service worker, manifests and icons, precompressed files
#
# Needs the venv of `make setup` (override with PY=...), node/npm, and network
# access to the npm registry and PyPI on a fresh machine (later builds reuse
# node_modules/ and .cache/). Any MkDocs warning fails the build (--strict).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PY:-.venv/bin/python}
# JupyterLite's build tools have their own venv (see the Makefile: kept out of .venv, whose
# JupyterLab `make lab` serves); without one, .venv is used as before.
LITE_PY=${LITE_PY:-.venv-lite/bin/python}
[ -x "$LITE_PY" ] || LITE_PY=$PY
BIN=$(dirname "$PY")
# Upper bound for each MkDocs build, on top of the per-notebook time limit in
# docs/hooks.py: a build once hung on an idle kernel (tools/build_pages.sh runs the builds).
MKDOCS_TIMEOUT=${MKDOCS_TIMEOUT:-600}
export NO_MKDOCS_2_WARNING=1   # silence Material's banner about MkDocs 2.0
export PYTHONWARNINGS=ignore::DeprecationWarning
# The pure package, which Pyodide runs, everywhere in the build: the wheel below (setup.py
# compiles a CPython wheel otherwise), and the hooks, the notebooks' kernels and the API pages,
# which would otherwise import the compiled core that `make setup` keeps in .venv
# (gouji_sim/compiled_core.py) or not, as it happened to be built yet
export GOUJI_PURE=1

start=$SECONDS
step() { printf '==> [%3ds] %s\n' $((SECONDS - start)) "$*"; }

# npm ci empties node_modules/ and installs it again: done only when package-lock.json is newer
# than what npm last installed (node_modules/.package-lock.json, as the Makefile's `node` target
# decides), so that `make test` can install the npm packages beside the venvs and Chromium
if [ node_modules/.package-lock.json -nt package-lock.json ] && [ node_modules/.package-lock.json -nt package.json ]; then
  step "npm packages: node_modules/ is up to date with package-lock.json"
else
  step "npm ci: pyodide and @jupyter-widgets/html-manager (package-lock.json)"
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
fi

step "gouji_sim wheel -> build/site/wheels/"
# setuptools builds in build/lib and never empties it: a module deleted from gouji_sim/ would
# stay in the wheel (and break the start-up snapshot's imports), so build from a clean folder
rm -rf build/site/wheels build/lib build/bdist.* && mkdir -p build/site
# (GOUJI_PURE=1, above: the pure package)
"$PY" -m build --wheel --outdir build/site/wheels . >build/site/wheel.log 2>&1 \
  || { cat build/site/wheel.log; exit 1; }
wheel=$(ls build/site/wheels/*.whl)
# its members stored: its brotli sibling is a third smaller (tools/stored_zip.py); before the
# pages are built, whose engine id is this file's hash
"$PY" -m tools.stored_zip "$wheel"
echo "    $wheel"

step "widget renderer (html-manager from its ES sources, esbuild: its steps in one file) -> build/site/jupyter-widgets/"
# tools/renderer/build.mjs: the steps of tools/renderer/steps.json in one ES module, the style
# sheets with the fonts they name, LICENSES.txt; every notebook page loads them
# (docs/shared/live/live.js) to draw its widget snapshots and, when pressed, the live widgets.
# Copied in after the pages (the Chinese build empties site/).
rm -rf build/site/jupyter-widgets
node tools/renderer/build.mjs build/site/jupyter-widgets

# The two languages build at the same time (each executes its own notebooks), English into
# build/site/en first: the Chinese build empties site/ as it starts. tools/build_pages.sh
# keeps each build's output in a log file (no pipe a process left behind could hold open),
# stops the other build at once when one fails, naming the page, and leaves no process behind.
step "mkdocs build --strict: 中文 -> site/ and English -> site/en/, in parallel"
MKDOCS="$BIN/mkdocs" MKDOCS_TIMEOUT="$MKDOCS_TIMEOUT" PY="$PY" bash tools/build_pages.sh site

step "Chinese web font: Noto Sans SC cut to the site's characters -> shared/fonts/ (both languages)"
"$PY" tools/build_font.py site

step "the Rule Lab's and the practice table's scripts, each one file (esbuild) -> site/shared/lab/, site/shared/practice/"
# in place of the module graphs mkdocs copied: a phone's link fetched them file by file while
# the engine's first requests waited (tools/bundle_pages.mjs)
node tools/bundle_pages.mjs site

step "widget renderer: copied -> site/assets/jupyter-widgets/"
cp -r build/site/jupyter-widgets site/assets/jupyter-widgets

step "JupyterLite -> site/lite/ (contents: build/chapters/{zh,en} and notebooks/widgets)"
contents=build/site/lite-source   # build_lite.py stages it, with the run-all hint, as build/site/lite-contents
rm -rf "$contents" && mkdir -p "$contents"
"$PY" -m tools.chapters --out "$contents"
cp -r notebooks/widgets "$contents"/widgets
timeout --kill-after=10 600 "$LITE_PY" tools/build_lite.py --wheel "$wheel" --output site/lite --contents "$contents"

# the one engine's lock, on JupyterLite's Pyodide (the site's one copy)
"$PY" tools/build_lab.py

step "the one engine: Python's start-up snapshots, the engine's and the chapters' (Pyodide in Node, side by side) -> site/assets/live/"
timeout --kill-after=10 300 node tools/live_snapshot.mjs site engine & engine_pid=$!
timeout --kill-after=10 300 node tools/live_snapshot.mjs site chapter & chapter_pid=$!
snapshots=0; wait "$engine_pid" || snapshots=$?; wait "$chapter_pid" || snapshots=$?
[ "$snapshots" = 0 ] || { echo "a start-up snapshot failed (above)" >&2; exit 1; }

step "check: no page loads anything from outside the site"
"$PY" tools/check_site.py site

step "offline and weight: manifests, icons, service worker (Workbox), precompressed .br/.gz"
"$PY" tools/build_offline.py --site site

# Written last, so it exists only after a complete strict build; the tests
# (tests/browser/test_build.py) refuse a site/ without it.
printf '{"strict": true, "configs": ["mkdocs.yml", "mkdocs.en.yml"], "seconds": %d}\n' \
  $((SECONDS - start)) >site/build-info.json
step "done: $(du -sh site | cut -f1) in site/"
