"""MkDocs hook of the site's one engine, for both languages.

Listed last in mkdocs.yml (mkdocs.en.yml inherits the list): on every page that uses Python in
the browser — a Rule Lab (``gouji-lab-data``, from docs/lab_hooks.py; the practice table draws
with it), a live chapter (``gouji-live-config``, docs/live_hooks.py), the house-rules card
(``gouji-house-form``, docs/house_hooks.py) — it puts, before the page's own scripts:

* ``<script type="application/json" id="gouji-engine-config">``: where the one worker, the
  site's one Pyodide and the one lock are, relative to the page;
* ``docs/shared/engine/engine.js`` (``window.GoujiEngine``), the pages' only way to Python: an
  ES module, which the pages' own modules (lab.js, practice.js, house.js, live.js) import by
  the same URL, so that a page runs one copy of it.

Both go into the page's ``<head>``, the script as an ``async`` module: it runs as soon as it has
arrived, while the rest of the page is still coming and being parsed. On a page that reaches
for Python as it opens — a Rule Lab that is not a static case, the practice table, a live
chapter (``"start": true`` in the config) — it starts the engine at once (phone cold
visits): the worker asks for Pyodide's wasm, the lock and the start-up snapshot ~0.5 s after the
page's first byte instead of after the page is parsed and drawn (3 s on the phone profile).
On such a page the settings and :func:`early_script`, which makes the worker, come first in the
``<head>``, before the style sheets (:func:`first_in_head`); engine.js takes that worker over.
A chapter's ▶ control then finds Python coming or running and only runs the cells. (These
pages used to ask for the wasm as a ``<link rel=preload>``: the page's own thread then took the
9.6 MB body in one task of 270 ms at CPU x4 when it finished; the worker's own request costs the
page nothing.) Such a page also gets (:func:`hold_script`) a hold on the theme's search index:
the theme's bundle, a classic script, asks for it while the page is parsed, possibly before the
engine's module has run; the request waits for DOMContentLoaded, and then engine.js sends it
once Python has answered. On such a page the theme's bundle itself comes as a
preload and runs a frame or two after ``DOMContentLoaded`` (:func:`theme_later`), once the
browser has laid the page out, instead of forcing that layout in its own tasks.

Every page (with Python or not) also gets :func:`search_tag`: the search box's module, which
rules a question holding a table situation in the same engine (the engine's config goes into
every page's ``<head>``; engine.js itself is imported by that module only when it needs it).

Every URL is one URL under the site root for both languages (the worker's, so that a visit
has one shared worker; the script's, the lock's and Pyodide's, so that a browser or a service
worker holds one copy): ``shared/engine/engine.js``, ``shared/live/worker.mjs``,
``assets/live/live-lock.json`` (with the start-up snapshot ``assets/live/python-*.snapshot``
and the wheels it names in ``lite/static/pyodide/``) and ``lite/static/pyodide/``.
"""

from __future__ import annotations

import json
import re

#: From the site root (both languages).
PYODIDE_DIR = "lite/static/pyodide/"   # the site's one Pyodide (JupyterLite's copy)
LOCK = "assets/live/live-lock.json"    # the one lock (tools/build_lab.py)
WORKER = "shared/live/worker.mjs"      # the one worker
SCRIPT = "shared/engine/engine.js"     # the pages' side of it
SEARCH_SCRIPT = "shared/search/search.js"  # the search box that answers a situation (every page)
CONFIG_ID = "gouji-engine-config"
#: What marks a page that reaches Python.
USERS = ('id="gouji-lab-data"', 'id="gouji-live-config"', 'class="gouji-house-form"')
#: What marks a page that starts Python as it opens: a Rule Lab that is not a static case
#: (docs/lab_hooks.py writes data-mode="full" or a data-case for a mini Lab), the practice table,
#: a live chapter (docs/live_hooks.py).
#: What marks a live chapter (docs/live_hooks.py's settings element).
LIVE_CONFIG = 'id="gouji-live-config"'
EAGER = re.compile(r'<div class="gouji-lab" data-(?:mode="(?:full|mini)"|case=)|<div class="gouji-practice"|'
                   + re.escape(LIVE_CONFIG))


def engine_config(site_root: str, start: bool = False, chapter: bool = False) -> dict[str, object]:
    """The settings engine.js reads, for a page ``site_root`` below the site root; ``start``:
    the page starts the engine as it opens; ``chapter``: a live chapter, whose start restores
    the chapters' own snapshot (docs/shared/live/worker.mjs).

    >>> engine_config("../")["lock"]
    '../assets/live/live-lock.json'
    >>> engine_config("../", start=True)["start"], engine_config("../", True, chapter=True)["chapter"]
    (True, True)
    """
    config: dict[str, object] = {"worker": site_root + WORKER, "pyodide": site_root + PYODIDE_DIR,
                                 "lock": site_root + LOCK}
    if start:
        config["start"] = True
    if chapter:
        config["chapter"] = True
    return config


#: The search index's request, as the theme's bundle makes it and engine.js recognises it.
SEARCH_INDEX = r"/\/search\/search_index\.json(?:[?#]|$)/"


def hold_script() -> str:
    """The ``<head>`` script that holds the theme's search index until the page's modules ran.

    While the page is parsed, a request for the search index (marked ``goujiLater`` as engine.js
    marks it) waits for DOMContentLoaded, which comes after the modules; it is then sent through
    ``XMLHttpRequest.prototype.send`` as it is then, which engine.js has wrapped to wait until
    Python has answered. Any other request, or one made later, goes as it comes.

    >>> print(hold_script())  # doctest: +ELLIPSIS
    <script>(function (X) { if (!X || !X.open || !X.send) return; ... })(window.XMLHttpRequest && XMLHttpRequest.prototype);</script>
    """
    return ("<script>(function (X) { if (!X || !X.open || !X.send) return; var open = X.open, send = X.send; "
            "X.open = function (method, address) { "
            f"this.goujiLater = {SEARCH_INDEX}.test(String(address)); return open.apply(this, arguments); }}; "
            "X.send = function () { var request = this, args = arguments; "
            "if (!request.goujiLater || document.readyState !== \"loading\") return send.apply(request, args); "
            "document.addEventListener(\"DOMContentLoaded\", function () { X.send.apply(request, args); }, { once: true }); }; "
            "})(window.XMLHttpRequest && XMLHttpRequest.prototype);</script>")


#: The theme's script as Material's template writes it (docs/offline_hooks.py has made its URL
#: the site root's for both languages).
THEME_SCRIPT = re.compile(r'<script src="((?:\.\./)*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>')


def theme_later(src: str) -> str:
    """The theme's script (``src``), asked for at once and run after the page's first frames.

    On a page that starts Python as it opens, the theme's bundle ran while the page
    was parsed and at ``DOMContentLoaded``. Each time it read sizes and so forced the browser
    to style and lay out the page right there, in tasks of 160-440 ms on the phone profile
    (the engine starting on the other core). Run once the page has been drawn, it finds the
    layout done. The bundle waits for ``DOMContentLoaded``, which has passed by then, so
    while it runs its own listener for that event is called a task later instead; every other
    listener is added as usual. The script comes as a preload, so it is no later than before;
    in a background tab, which draws no frames, it runs after a second.

    >>> print(theme_later("../assets/javascripts/bundle.0123abcd.min.js"))  # doctest: +ELLIPSIS
    <link rel="preload" as="script" href="../assets/javascripts/bundle.0123abcd.min.js"><script>(function (src) { ...
    """
    return (f'<link rel="preload" as="script" href="{src}">'
            "<script>(function (src) { "
            "function afterFrame(next) { var ran = false; var once = function () { if (!ran) { ran = true; next(); } }; "
            "requestAnimationFrame(function () { setTimeout(once, 0); }); setTimeout(once, 1000); } "
            "function run() { var add = document.addEventListener; "
            "document.addEventListener = function (type, listener) { "
            "if (type !== \"DOMContentLoaded\") return add.apply(this, arguments); "
            "setTimeout(function () { listener.call(document, new Event(type)); }, 0); }; "
            "var script = document.createElement(\"script\"); script.src = src; "
            "script.onload = script.onerror = function () { document.addEventListener = add; }; "
            "document.body.appendChild(script); } "
            "document.addEventListener(\"DOMContentLoaded\", function () { "
            "setTimeout(function () { afterFrame(function () { afterFrame(run); }); }, 0); }, { once: true }); "
            f"}})({json.dumps(src)});</script>")


def engine_tags(site_root: str, start: bool = False, chapter: bool = False) -> str:
    """The config element and the module script, for the page's ``<head>`` (and, on a page
    that starts Python as it opens, :func:`early_script` between them).

    >>> print(engine_tags("../").split("</script>")[1])
    <script type="module" async src="../shared/engine/engine.js">
    >>> "goujiEarly" in engine_tags("../", start=True)
    True
    """
    early = early_script() if start else ""
    return config_tag(site_root, start, chapter) + early + f'<script type="module" async src="{site_root}{SCRIPT}"></script>'


def early_script() -> str:
    """The ``<head>`` script that starts the engine before engine.js has arrived.

    On a page that starts Python as it opens, the worker used to be made by engine.js, which
    is one more request (a round trip on a new connection of a phone's link) and its module's
    run later: on the phone profile the worker's script was asked for 1.1 s after the tap, the
    snapshot and Pyodide's wasm 2.2 s (docs/decisions/05-offline.md). This script, read with
    the page's head, makes the visit's worker at once (the same worker engine.js would make:
    its URL, type and name) and sends it the page's ``"engine"`` message; what the worker
    answers meanwhile is kept, and engine.js takes the worker over from ``window.goujiEarly``,
    its kept messages and errors first (the worker serves one ``"engine"`` per page, so
    engine.js asking again changes nothing). Where this fails, engine.js makes the worker as
    before.

    >>> print(early_script())  # doctest: +ELLIPSIS
    <script>(function () { try { var c = JSON.parse(document.getElementById("gouji-engine-config").textContent); ...
    """
    return ('<script>(function () { try { '
            f'var c = JSON.parse(document.getElementById("{CONFIG_ID}").textContent); '
            "var here = location.href; function u(k) { return new URL(c[k], here).href; } "
            "var name = \"gouji-live \" + (document.documentElement.getAttribute(\"data-gouji-engine\") || \"\"); "
            "var w = typeof SharedWorker === \"function\" "
            "? new SharedWorker(u(\"worker\"), { type: \"module\", name: name, extendedLifetime: true }) "
            ": new Worker(u(\"worker\"), { type: \"module\" }); "
            "var early = window.goujiEarly = { worker: w, messages: [], errors: [], requested: performance.now() }; "
            "var port = w.port || w; "
            "port.onmessage = function (event) { early.messages.push(event); }; "
            "w.onerror = function (event) { early.errors.push(event); }; "
            "port.postMessage({ type: \"engine\", pyodide: u(\"pyodide\"), lock: u(\"lock\"), chapter: !!c.chapter }); "
            "} catch (err) { /* engine.js makes the worker */ } })();</script>")


def search_tag(site_root: str) -> str:
    """The search box that answers (``docs/shared/search/search.js``), at the end of every page:
    it rules a question holding a table situation in the one engine, which it starts only for
    such a question (never as the page opens).

    >>> print(search_tag("../"))
    <script type="module" src="../shared/search/search.js"></script>
    """
    return f'<script type="module" src="{site_root}{SEARCH_SCRIPT}"></script>'


def config_tag(site_root: str, start: bool = False, chapter: bool = False) -> str:
    """The engine's settings element (:func:`engine_config`), which engine.js reads.

    >>> config_tag("../").startswith('<script type="application/json" id="gouji-engine-config">{"worker"')
    True
    """
    payload = json.dumps(engine_config(site_root, start, chapter), ensure_ascii=False).replace("<", "\\u003c")
    return f'<script type="application/json" id="{CONFIG_ID}">{payload}</script>'


def on_post_page(output: str, page, config) -> str:
    if CONFIG_ID in output or "</head>" not in output:
        return output
    site_root = "../" * page.url.count("/") + str(config.extra.get("site_root", ""))
    if "</body>" in output:
        output = output.replace("</body>", search_tag(site_root) + "\n</body>", 1)
    if not any(marker in output for marker in USERS):   # Python only for the search box
        return output.replace("</head>", config_tag(site_root) + "\n</head>", 1)
    start = bool(EAGER.search(output))
    if not start:
        return output.replace("</head>", engine_tags(site_root) + "\n</head>", 1)
    output = THEME_SCRIPT.sub(lambda m: theme_later(m.group(1)), output, count=1)
    output = output.replace("</head>", hold_script() + "\n</head>", 1)
    return first_in_head(output, engine_tags(site_root, start, chapter=LIVE_CONFIG in output))


#: The page's character set, which stays within its first 1024 bytes (before the engine's tags).
CHARSET = re.compile(r"<meta charset=[^>]*>")


def first_in_head(output: str, tags: str) -> str:
    """``tags`` put first in the page's ``<head>``: after its ``<meta charset>`` and before its
    style sheets. A classic script after a style sheet waits for it (on the phone profile the
    early worker then started 1.1 s after the tap, as late as engine.js made it).

    >>> first_in_head('<head><meta charset="utf-8"><link rel="stylesheet" href="a.css"></head>', "<x>")
    '<head><meta charset="utf-8"><x><link rel="stylesheet" href="a.css"></head>'
    >>> first_in_head("<head><title>t</title></head>", "<x>")
    '<head><title>t</title><x></head>'
    """
    found = CHARSET.search(output)
    if not found:
        return output.replace("</head>", tags + "</head>", 1)
    return output[:found.end()] + tags + output[found.end():]
