# gouji-sim: two commands do everything.
#   make serve  - set up a fresh machine, build the bilingual site and serve it on http://127.0.0.1:8000
#   make test   - set up a fresh machine and run every test (what .ci/run runs)
#   make check  - the quick tier: core, CLI and docs-content tests, no site, no browser, no
#                 notebooks and no long runs (marker `deep`); about two minutes; with the
#                 JavaScript's lint and unit tests (make lint, make test-js)
#   make lab    - open the notebooks in JupyterLab from .venv (http://127.0.0.1:8888, PORT=…)
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# JupyterLite's build tools get a venv of their own: installed into .venv, their JupyterLab
# extension (@jupyterlite/pyodide-kernel-extension) fails on every page load of `make lab`.
LITE_VENV := .venv-lite
LITE_PY := $(LITE_VENV)/bin/python
PORT ?= 8000

.PHONY: prepare setup core serve test check site bench bench-table compiled clean browser fuzz lab node lint test-js

# The packages are installed by uv (from PyPI, into the venv with pip): it installs the same
# versions as pip in half the time, their bytecode compiled as pip does (18 s against 35 s for
# .venv here; docs/decisions/12-installer.md). The venvs keep pip for a user's own installs.
UV := $(VENV)/bin/uv

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip uv
	$(UV) pip install --quiet --compile-bytecode --python $(PY) -e '.[test,docs]'
	# a .venv made before the split may still hold JupyterLite's build tools: take them out
	$(PY) -m pip uninstall --quiet --yes jupyterlite-pyodide-kernel jupyterlite-core 2>/dev/null || true
	touch $@

# after .venv's (order only): both install this project in editable mode, which writes its
# egg-info into the checkout, so the two never run at once under `make -j`
$(LITE_VENV)/.installed: pyproject.toml | $(VENV)/.installed
	$(PYTHON) -m venv $(LITE_VENV)
	$(UV) pip install --quiet --python $(LITE_PY) --upgrade pip
	$(UV) pip install --quiet --compile-bytecode --python $(LITE_PY) -e '.[lite]'
	touch $@

# The fast core for .venv's Python (issue 48): the wheel that `pip install .` builds (the rules
# core and the game compiled with mypyc, about a minute), its compiled modules kept in .venv with
# the hashes of the sources they were built from (tools/build_compiled.py --core). The package
# imports them only while every one of those sources is unchanged (gouji_sim/compiled_core.py), so
# an edit is never hidden: until the next `make setup` the checkout runs pure, and
# `gouji --version` says so. The tool rebuilds only when one of those sources has changed. Where
# nothing compiles, the pure package is used, which computes the same.
CORE := $(VENV)/share/gouji-sim/compiled-core/manifest.json
$(CORE): $(VENV)/.installed setup.py pyproject.toml tools/build_compiled.py $(shell find gouji_sim -name '*.py')
	$(PY) tools/build_compiled.py --core $(dir $(CORE))
core: $(CORE)

setup: $(VENV)/.installed $(CORE)

# The npm packages of package-lock.json (the site's front-end assets, ESLint, axe-core): npm ci
# (also run by tools/build_site.sh) writes node_modules/.package-lock.json.
NPM_INSTALLED := node_modules/.package-lock.json
$(NPM_INSTALLED): package.json package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
node: $(NPM_INSTALLED)

# The JavaScript: ESLint (eslint.config.mjs), no warning allowed; the unit tests of
# its pure parts with Node's own test runner (tests/js/*.test.mjs, no browser).
lint: node
	node_modules/.bin/eslint --max-warnings 0 .
test-js: node
	node --test tests/js/*.test.mjs

# A fresh machine's independent set-up steps, run at once (each is done only when missing):
# the project's venv, JupyterLite's venv and the npm packages (`make serve` starts with them).
# The site's build needs all three, so it finds node_modules/ up to date. It does not need the
# compiled core (the pages run the pure package), which is built beside it (`make serve`,
# `make test`).
PREPARE := $(VENV)/.installed $(LITE_VENV)/.installed node
prepare:
	$(MAKE) -j3 $(PREPARE)

# Debian's Chromium for the browser tests (no browser download).
browser:
	bash tools/setup_browser.sh

# Both languages, the widget renderer and JupyterLite into site/ (see the script).
site: $(PREPARE)
	PY=$(PY) LITE_PY=$(LITE_PY) bash tools/build_site.sh

# The notebooks in a real JupyterLab (real kernel, live widgets), from this project's venv.
lab: setup
	$(VENV)/bin/jupyter lab --notebook-dir=notebooks --ServerApp.ip=127.0.0.1 \
	  --ServerApp.port=$(if $(filter 8000,$(PORT)),8888,$(PORT)) $(if $(filter 0,$(shell id -u)),--allow-root)

serve: prepare
	$(MAKE) -j2 site core
	$(PY) tools/serve_site.py --port $(PORT) site

# Every test on every core (pytest-xdist; a worker that runs dry takes tests from the others),
# the slowest first (tests/conftest.py), the benchmarks among them in their short run: each
# once, on one page or language, its assertions checked and its figures printed at the end with
# the load average they were taken under (a busy machine's); the long ones (marker
# long_benchmark: minutes of page loads) are left to `make bench-table`, whose full run, alone
# on a quiet machine, gives the figures of docs/decisions/11-figures.md. The slowest tests are
# listed at the end. (One worker more than the cores: 16 min 18 s against 17 min 22 s on a quiet
# 2-core machine, but 21 min 22 s against 21 min 52 s on a slow one, at load 13-15, where a Lab test
# read a note of a line half typed; `time` had counted only pytest's own CPU, not Chromium's: the
# machine was busy, not waiting.)
# The site it tests is packed with brotli at quality 9 at most (GOUJI_BROTLI_MAX: the same files,
# the big ones 5-20 % larger, about a minute less of CI's two cores); `make site` and `make serve`
# pack what a user is sent with brotli's best where it pays (tools/build_offline.py).
# Debian's Chromium (and its CJK fonts) are installed while the venvs are made and the site is
# built: only the tests need them, so nothing before the tests waits for apt-get.
# The browser tests' Chromium compiles Pyodide's wasm with V8's baseline compiler alone
# (GOUJI_WASM_BASELINE, tests/browser/conftest.py): the same results with less of CI's CPU.
test:
	GOUJI_BROTLI_MAX=9 $(MAKE) -j4 site core lint test-js browser
	GOUJI_WASM_BASELINE=1 $(PY) -m pytest -q -n auto --dist worksteal -m "not long_benchmark" --durations=25

# The quick tier: what needs no site, no browser, no notebook kernel and no long run.
check: $(VENV)/.installed lint test-js
	$(PY) -m pytest -q -n auto -m "not benchmark and not deep" --ignore=tests/browser

# A long fuzzing run: FUZZ_SCALE times the examples of `make test` (25: 15,000 inputs, 8-20 min),
# and ten times the invariant check's hands (1,020: every variant and bot mix ten times);
# the counts per outcome and the slowest input of each kind go to build/fuzz-report.json; and
# 7,500 random requests to tools/serve_site.py (build/fuzz-report-server.json); and 7,500 calls of
# the public functions with wrong arguments (tests/test_fuzz_public_api.py).
FUZZ_SCALE ?= 25
fuzz: $(VENV)/.installed
	mkdir -p build
	FUZZ_SCALE=$(FUZZ_SCALE) FUZZ_REPORT=build/fuzz-report.json GOUJI_CHECK_ROUNDS=10 \
	  $(PY) -m pytest -q -p no:cacheprovider tests/test_fuzz.py tests/test_fuzz_public_api.py tests/test_game_invariants.py \
	  tests/test_serve_site_fuzz.py
	cat build/fuzz-report.json build/fuzz-report-server.json

bench: setup
	$(PY) -m gouji_sim.simulation.bench

# The compiled rules core and game for CPython (mypyc): the wheel that `pip install .` builds by
# itself (setup.py; the pure package where it cannot), built here into build/wheels from a copy
# of the checkout, installed into build/compiled-installed (use it with PYTHONPATH=…) and
# checked to give the pure package's records and verdicts. PYTHONS="…/python3.12 …" also
# builds a wheel for each of those interpreters. `make setup` installs the checkout editable
# and puts this interpreter's compiled modules in .venv (`make core` above), used while the
# sources are unchanged. The pure package stays what Pyodide runs.
PYTHONS ?=
compiled: setup
	$(PY) tools/build_compiled.py --compare $(foreach p,$(PYTHONS),--python $(p))

# Every benchmark in full, as the figures of docs/decisions/ were taken (about 15 minutes):
# medians of 3 on every page and language, the table pages on the desktop and the phone
# profile (the Rule Lab, the practice table and a chapter, cold, repeat and offline), a phone's
# first visit until the site works offline, the live chapters, typing against clicking in the
# Lab, the hands per second of a run. `make test` runs the others once (the short run).
bench-table: setup browser site
	GOUJI_BENCH_RUNS=3 GOUJI_BENCH_PHONE=1 $(PY) -m pytest -q -s -p no:xdist -m benchmark

clean:
	rm -rf site build dist .pytest_cache .hypothesis
