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
* The head tags, the service worker's registration, the notice and the offline state's script
  are the theme's template (``overrides/partials/gouji-offline.html``, in Material's
  ``extrahead`` block); this hook gives it its words and colour (:func:`offline_words`) and
  puts in what no template block reaches: the ``<html>`` attribute, the line at the top of
  ``<main>``, the shared style sheets.
* Weight: the large ``<style>`` blocks nbconvert puts into every notebook page (JupyterLab's
  and Pygments' CSS, ~575 KB, the same on every chapter) go into one shared, content-named
  file ``assets/notebook/<16 hex>.css`` that pages link instead; and the English pages load
  the theme's script and style sheets from the site root (the same hashed files the Chinese
  build writes), not a copy of their own, and so the site's style sheets (``shared/**.css``),
  its two page-wide scripts and the Chinese web font site.css names (one download of each for
  both languages).
  ``tools/build_offline.py`` checks both afterwards.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from gouji_sim import BEHAVIOUR_VERSION

REPO = Path(__file__).resolve().parent.parent
#: Where tools/build_site.sh builds the gouji_sim wheel before the pages.
WHEELS = REPO / "build" / "site" / "wheels"
import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
from gouji_sim.core.messages import text

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
#: The theme's hashed files that both languages' builds write alike, and the site's own style
#: sheets and page-wide scripts (both builds copy docs/shared/ alike; the scripts read only the
#: page's address): one copy of each for a visit of both languages, and of the Chinese web font
#: beside site.css.
_THEME_ASSET = re.compile(
    r'(href|src)="((?:\.\./)*)(assets/(?:javascripts/bundle\.[0-9a-f]+\.min\.js'
    r'|stylesheets/(?:main|palette)\.[0-9a-f]+\.min\.css|images/favicon\.png)'
    r'|shared/(?:[a-z-]+/)?[a-z-]+\.css|shared/(?:a11y|language-switch)\.js)"'
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
    config.extra["gouji_offline"] = offline_words(_lang(config))
    _ENGINE["id"] = engine_id()
    return config


def on_env(env, config, files):
    """The theme's ``tojson`` writes Chinese as it is, not as ``\\u`` escapes (half the bytes);
    it still escapes ``<``, ``>``, ``&`` and ``'``, so its output stays safe in a ``<script>``."""
    env.policies["json.dumps_kwargs"] = {**env.policies.get("json.dumps_kwargs", {}), "ensure_ascii": False}
    return env


def offline_words(lang: str) -> dict[str, object]:
    """What the site's template ``overrides/partials/gouji-offline.html`` writes into every
    page's head in ``lang`` (``config.extra.gouji_offline``): the theme colour, the words of a
    new build's notice (``site-update-*``) and of the offline line (``site-offline-*``, with a
    ``{percent}`` the page fills in).

    >>> words = offline_words("en")
    >>> words["notice"]["reload"], words["line"]["ready"], words["colour"]
    ('Reload', 'Works offline', '#4051b5')
    >>> "{percent}" in words["line"]["caching"]
    True
    """
    return {
        "colour": THEME_COLOUR,
        "notice": {"ready": text("site-update-ready")[lang], "reload": text("site-update-reload")[lang]},
        "line": {"caching": text("site-offline-caching", percent="{percent}")[lang],
                  "table": text("site-offline-table", percent="{percent}")[lang],
                  "ready": text("site-offline-ready")[lang]},
    }


def offline_line() -> str:
    """The page's offline line, empty and hidden until the offline state's script (in the head,
    ``overrides/partials/gouji-offline.html``) draws it. Material has no template block at the
    top of ``<main>``: the nearest, ``hero``, is an item of the page's flex column, where the
    line's ``md-grid`` margins would centre it, so the line is put there here.

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
    return output.replace('<main class="md-main" data-md-component="main">',
                          '<main class="md-main" data-md-component="main">' + offline_line(), 1)
