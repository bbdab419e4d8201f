"""MkDocs hook: the site as an app a table can install and use offline, and light to load,
for both languages.

* The footer names the engine the site was built with: ``gouji_sim.BEHAVIOUR_VERSION``, in
  the page's language from the message catalogue (``site-engine-version``).
* Every page names the engine it was built for, ``<html data-gouji-engine="<behaviour
  version>-<16 hex of the gouji_sim wheel's sha256>">`` (the wheel ``tools/build_site.sh``
  builds before the pages, the one the locks then name; "dev" without one). The live
  chapters' shared worker is named after it, so a page of a new build never joins a Python
  of an older build still running for the visit's earlier pages.
* Every page links its language's web app manifest (``manifest.webmanifest`` at the root of
  each language, written with the icons by ``tools/build_offline.py``), gives the theme
  colour and registers the one service worker at the site root (``sw.js``, made by
  ``tools/build_sw.mjs`` with Workbox), whose scope covers ``/`` and ``/en/``: after the
  page's ``load`` event and, on a page whose Python is starting, once it has answered and the
  page has drawn the answer (``GoujiEngine.settled()``, docs/shared/engine/engine.js), so that
  the first visit's precache (~17 MB) neither downloads beside the engine on a phone's network
  nor runs beside the frames that draw its first answer. A new build's worker taking over an
  open page shows a small notice in the page's language (``site-update-ready``) with a button
  that reloads, not a silent swap.
* Every page says the site's offline state, ``<html data-offline="caching"|"ready">`` and a
  small line at the top of the page, in its language from the catalogue: "saving … n %"
  until the service worker has cached what a table needs (the engine, the home page, the
  Rule Lab, the practice table, the house rules and the search, tools/offline/sw.js) and
  controls the page, then "works offline: home, Lab, … · other pages n %" while it caches
  the rest, then "works offline" (``site-offline-*``). The line is a ``role="status"``,
  ``aria-busy`` while the numbers change, so a screen reader says the state, not each step;
  it is not drawn where the browser has no service worker.
* Weight: the large ``<style>`` blocks nbconvert puts into every notebook page (JupyterLab's
  and Pygments' CSS, ~575 KB, the same on every chapter) go into one shared, content-named
  file ``assets/notebook/<16 hex>.css`` that pages link instead; and the English pages load
  the theme's script and style sheets from the site root (the same hashed files the Chinese
  build writes), not a copy of their own. ``tools/build_offline.py`` checks both afterwards.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from gouji_sim import BEHAVIOUR_VERSION

REPO = Path(__file__).resolve().parent.parent
#: Where tools/build_site.sh builds the gouji_sim wheel before the pages.
WHEELS = REPO / "build" / "site" / "wheels"
import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.messages import text

#: The theme's primary colour (Material's default indigo): the manifest and <meta theme-color>.
THEME_COLOUR = "#4051b5"
#: Where the notebook pages' shared style sheet goes, inside a language's site folder.
NOTEBOOK_CSS = "assets/notebook"
#: Adjacent <style> blocks at least this long together are moved out of the page (the small
#: ones stay: a request costs more than they do).
LARGE_STYLE = 8192

_HTML_TAG = re.compile(r"<html([^>]*)>")
_STYLE = re.compile(r'<style(?: type="text/css")?>(.*?)</style>', re.DOTALL)
_STYLE_RUN = re.compile(r'(?:<style(?: type="text/css")?>.*?</style>\s*)+', re.DOTALL)
#: The theme's hashed files that both languages' builds write alike.
_THEME_ASSET = re.compile(
    r'(href|src)="((?:\.\./)*)(assets/(?:javascripts/bundle\.[0-9a-f]+\.min\.js'
    r'|stylesheets/(?:main|palette)\.[0-9a-f]+\.min\.css|images/favicon\.png))"'
)


def _lang(config) -> str:
    return str(config.theme["language"])


def _site_root(config) -> str:
    """From this language's root to the site root: "" (Chinese) or "../" (English)."""
    return str(config.extra.get("site_root", ""))


def engine_id(wheels: Path = WHEELS) -> str:
    """``<behaviour version>-<16 hex>``: the engine the pages are built for (see the top).

    >>> engine_id(Path("no-such-folder")) == f"{BEHAVIOUR_VERSION}-dev"
    True
    """
    found = sorted(wheels.glob("gouji_sim-*.whl")) if wheels.is_dir() else []
    digest = hashlib.sha256(found[0].read_bytes()).hexdigest()[:16] if len(found) == 1 else "dev"
    return f"{BEHAVIOUR_VERSION}-{digest}"


_ENGINE = {"id": ""}


def on_config(config):
    config.copyright = text("site-engine-version", version=BEHAVIOUR_VERSION)[_lang(config)]
    _ENGINE["id"] = engine_id()
    return config


def head_tags(lang_root: str, site_root: str, lang: str = "zh") -> str:
    """What every page gets before ``</head>``, given the relative URLs of its language's root
    and of the site root, and its language (the notice's words).

    >>> print(head_tags("../", "../../", "en"))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
    <link rel="manifest" href="../manifest.webmanifest">
    <meta name="theme-color" content="#4051b5">
    <link rel="apple-touch-icon" href="../../assets/offline/icon-192.png">
    <script>"serviceWorker" in navigator && addEventListener("load", function () {
      var E = window.GoujiEngine; (E ? E.settled() : Promise.resolve()).then(function () {
      navigator.serviceWorker.register("../../sw.js").then(function (r) { return r.update(); })
      .catch(function () {}); }); });</script>
    <script>"serviceWorker" in navigator && (function (sw, words) { ...
    })(navigator.serviceWorker, {"ready": "A new version of the site is ready.", "reload": "Reload"});</script>

    The second script: a new build's worker takes over the open pages as it activates
    (tools/offline/sw.js: ``skipWaiting``, ``clients.claim``); a page an earlier worker
    controlled says so, with a button that reloads it, instead of a silent swap (the first
    worker taking over a first visit says nothing).
    """
    words = json.dumps({"ready": text("site-update-ready")[lang], "reload": text("site-update-reload")[lang]},
                       ensure_ascii=False).replace("</", "<\\/")
    return (
        f'<link rel="manifest" href="{lang_root}manifest.webmanifest">\n'
        f'<meta name="theme-color" content="{THEME_COLOUR}">\n'
        f'<link rel="apple-touch-icon" href="{site_root}assets/offline/icon-192.png">\n'
        '<script>"serviceWorker" in navigator && addEventListener("load", function () {\n'
        '  var E = window.GoujiEngine; (E ? E.settled() : Promise.resolve()).then(function () {\n'
        f'  navigator.serviceWorker.register("{site_root}sw.js").then(function (r) {{ return r.update(); }})\n'
        '  .catch(function () {}); }); });</script>\n'
        '<script>"serviceWorker" in navigator && (function (sw, words) {\n'
        '  var earlier = !!sw.controller, shown = false;\n'
        '  sw.addEventListener("controllerchange", function () {\n'
        '    if (!earlier) { earlier = true; return; }\n'
        '    if (shown) return;\n'
        '    shown = true;\n'
        '    var box = document.createElement("div"), button = document.createElement("button");\n'
        '    box.setAttribute("role", "status");\n'
        '    box.className = "gouji-update";\n'
        '    box.style.cssText = "position:fixed;left:1em;bottom:1em;z-index:10;padding:.5em 1em;border-radius:.2em;'
        f'background:{THEME_COLOUR};color:#fff;font-size:.8rem";\n'
        '    box.textContent = words.ready + " ";\n'
        '    button.type = "button";\n'
        '    button.textContent = words.reload;\n'
        '    button.style.cssText = "color:inherit;text-decoration:underline;font:inherit;cursor:pointer";\n'
        '    button.addEventListener("click", function () { location.reload(); });\n'
        '    box.appendChild(button);\n'
        '    document.body.appendChild(box);\n'
        '  });\n'
        f'}})(navigator.serviceWorker, {words});</script>\n'
    )


#: The offline line's style (the theme's light text colour; a dot, amber until ready, then green).
OFFLINE_STYLE = (
    ".gouji-offline{font-size:.64rem;line-height:1.5;text-align:right;padding:.2rem .8rem 0;"
    "color:var(--md-default-fg-color--light)}"
    ".gouji-offline[hidden]{display:none}"
    ".gouji-offline::before{content:'';display:inline-block;width:.5em;height:.5em;border-radius:50%;"
    "margin-right:.4em;background:#b26a00}"
    "html[data-offline=ready] .gouji-offline::before{background:#2e7d32}"
)


def offline_state(lang: str) -> str:
    """The inline script that keeps ``<html data-offline>`` and the page's offline line
    (:func:`offline_line`) up to date, with the words of ``lang``.

    The line is shown once a service worker is there (registered, controlling the page, or
    telling its progress): a browser that refuses one shows nothing. The state is "ready" once
    a service worker controls the page (it activates only after it
    has cached what a table needs) or the active worker says so; "caching" before. The
    numbers come from the worker's messages (``{type: "gouji-offline", state, first, rest}``,
    each ``{done, total}``); asking for them also makes the active worker go on caching the
    rest while the page is open.

    >>> script = offline_state("en")
    >>> "Works offline" in script and "data-offline" in script
    True
    """
    words = json.dumps({"caching": text("site-offline-caching", percent="{percent}")[lang],
                        "table": text("site-offline-table", percent="{percent}")[lang],
                        "ready": text("site-offline-ready")[lang]}, ensure_ascii=False).replace("</", "<\\/")
    return (
        '<script>"serviceWorker" in navigator && (function (sw, words) {\n'
        '  var root = document.documentElement, last = null, asked = null, known = false;\n'
        '  function percent(part) { return part && part.total ? Math.floor(100 * part.done / part.total) : 0; }\n'
        '  function draw() {\n'
        '    var ready = !!sw.controller || !!(last && last.state === "ready");\n'
        '    root.setAttribute("data-offline", ready ? "ready" : "caching");\n'
        '    var box = document.querySelector("[data-offline-status]");\n'
        '    if (!box) return;\n'
        '    var rest = last && last.rest, left = ready && (!rest || rest.done < rest.total);\n'
        '    var line = !ready ? words.caching.replace("{percent}", percent(last && last.first))\n'
        '      : left ? words.table.replace("{percent}", percent(rest)) : words.ready;\n'
        '    // nothing is said until a worker is there (a browser that refuses one says nothing)\n'
        '    var shown = ready || !!last || known;\n'
        '    box.hidden = !shown;\n'
        '    if (!shown) { box.removeAttribute("aria-busy"); return; }\n'
        '    box.setAttribute("aria-busy", String(!ready || left));\n'
        '    if (box.textContent !== line) box.textContent = line;\n'
        '  }\n'
        '  function ask(worker) {\n'
        '    if (worker && worker !== asked) { asked = worker; worker.postMessage("gouji-offline"); }\n'
        '  }\n'
        '  sw.addEventListener("message", function (event) {\n'
        '    var m = event.data;\n'
        '    if (!m || m.type !== "gouji-offline" || (sw.controller && m.state !== "ready")) return;\n'
        '    last = m;\n'
        '    draw();\n'
        '  });\n'
        '  sw.addEventListener("controllerchange", function () { ask(sw.controller); draw(); });\n'
        '  if (sw.startMessages) sw.startMessages();\n'
        '  ask(sw.controller);\n'
        '  sw.ready.then(function (r) { ask(r.active); });\n'
        '  if (sw.getRegistration) sw.getRegistration().then(function (r) { if (r) { known = true; draw(); } }, function () {});\n'
        '  draw();\n'
        '  document.addEventListener("DOMContentLoaded", draw);\n'
        f'}})(navigator.serviceWorker, {words});</script>\n'
    )


def offline_line() -> str:
    """The page's offline line, empty and hidden until :func:`offline_state` draws it.

    >>> offline_line()
    '<div class="gouji-offline md-grid" data-offline-status role="status" hidden></div>'
    """
    return '<div class="gouji-offline md-grid" data-offline-status role="status" hidden></div>'


def shared_styles(html: str, href_of) -> tuple[str, dict[str, str]]:
    r"""Replace each run of adjacent plain ``<style>`` blocks holding at least
    :data:`LARGE_STYLE` characters by one link to a file named after its content; returns the
    page and ``{file name: css}``. (A run keeps its blocks' order, so the cascade is the same.)

    >>> page, files = shared_styles("<style>" + "a{}" * 4000 + "</style>\n<style>b{}</style><p>"
    ...                             "<style>c{}</style>", lambda name: "x/" + name)
    >>> page.startswith('<link rel="stylesheet" href="x/') and page.endswith("<p><style>c{}</style>")
    True
    >>> list(files.values()) == ["a{}" * 4000 + "\nb{}"]
    True
    """
    files: dict[str, str] = {}

    def move(match: re.Match) -> str:
        css = "\n".join(_STYLE.findall(match.group(0)))
        if len(css) < LARGE_STYLE:
            return match.group(0)
        name = hashlib.sha256(css.encode()).hexdigest()[:16] + ".css"
        files[name] = css
        return f'<link rel="stylesheet" href="{href_of(name)}">\n'

    return _STYLE_RUN.sub(move, html), files


def on_post_page(output: str, page, config) -> str:
    depth = page.url.count("/")
    lang_root = "../" * depth
    site_root = lang_root + _site_root(config)
    if page.file.src_uri.endswith(".ipynb"):
        output, files = shared_styles(output, lambda name: f"{site_root}{NOTEBOOK_CSS}/{name}")
        folder = Path(config.site_dir) / NOTEBOOK_CSS
        for name, css in files.items():
            if not (folder / name).is_file():
                folder.mkdir(parents=True, exist_ok=True)
                (folder / name).write_text(css, encoding="utf-8")
    if _site_root(config):
        # the theme's hashed files: the same name is the same file in the root language's build
        output = _THEME_ASSET.sub(
            lambda m: f'{m.group(1)}="{m.group(2)}{_site_root(config)}{m.group(3)}"', output)
    output = _HTML_TAG.sub(lambda m: f'<html{m.group(1)} data-gouji-engine="{_ENGINE["id"]}">', output, 1)
    output = output.replace('<main class="md-main" data-md-component="main">',
                            '<main class="md-main" data-md-component="main">' + offline_line(), 1)
    head = head_tags(lang_root, site_root, _lang(config)) + f"<style>{OFFLINE_STYLE}</style>\n" \
        + offline_state(_lang(config))
    return output.replace("</head>", head + "</head>", 1)
