"""Make the built site an installable app that works offline, and light to load.

Called by tools/build_site.sh once everything else is in site/ (pages, JupyterLite, locks,
snapshot); each step works from what the build wrote, never from a list kept by hand:

1. **app**: a web app manifest for each language (``manifest.webmanifest``: names from the
   message catalogue, start URL and scope ``/`` or ``/en/``, the theme colour) and its icons,
   drawn here with Pillow (``assets/offline/icon-{192,512}.png``, maskable);
2. **one copy of the theme**: the English pages already point at the site root's theme files,
   notebook style sheet and ``shared/site.css`` (docs/offline_hooks.py); the English build's own
   copies are moved or removed, after checking that every file an English page names is there;
3. **service worker**: ``node tools/build_sw.mjs`` (Workbox), given the behaviour version of
   the engine the site ships, read from the gouji_sim wheel the live lock names;
4. **precompressed files**: a ``.br`` (brotli) and a ``.gz`` beside every compressible file
   that shrinks, for tools/serve_site.py and any static host that serves such siblings.
   Only files newer than their siblings are compressed again.

Usage: python tools/build_offline.py [--site site] [--skip-compress]
"""

from __future__ import annotations

import argparse
import ast
import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import gouji_sim.view  # noqa: E402, F401  (the site's words join the message lookup)
from gouji_sim.core.messages import text  # noqa: E402

#: The theme colour of docs/offline_hooks.py (read from there, so both say the same).
_HOOKS = (REPO / "docs" / "offline_hooks.py").read_text(encoding="utf-8")
THEME_COLOUR = re.search(r'THEME_COLOUR = "(#[0-9a-f]{6})"', _HOOKS).group(1)
LIVE_LOCK = "assets/live/live-lock.json"
ICONS = "assets/offline"
#: What is worth compressing (already-compressed formats are left alone).
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".wasm",
                ".txt", ".xml", ".ipynb", ".ttf", ".eot", ".map", ".py", ".ico", ".data", ".zip", ".whl"}
#: The engine's big files, packed with brotli's best (quality 11, a 16 MB window) whatever it
#: costs the build (~25 s): Pyodide's wasm is on the way to the first ruling (3.11 → 2.77 MB),
#: gouji_sim's wheel (stored, tools/stored_zip.py) on the way to "ready offline" (0.41 → 0.38
#: MB); the other wheels get quality 9.
BEST = ("pyodide.asm.wasm", "pyodide.asm.mjs")
#: Quality 10 with the 16 MB window: the standard library (stored), on the way to "ready
#: offline": 1.63 MB in 7.0 s, where 11 gave 1.59 MB in 14.4 s and 9 (4 MB window) 1.79 MB in
#: 0.7 s (measured 5 December 2026: the build's CPU pays for the chapters' second snapshot).
GOOD = ("python_stdlib.zip",)
#: No brotli quality above this (``GOUJI_BROTLI_MAX``, 0-11; 11 unless set): ``make test`` sets 9,
#: which packs the same bytes into slightly larger files about a minute sooner on CI's two cores
#: (the site a user serves, ``make serve``/``make site``, keeps the qualities above).
BROTLI_MAX = os.environ.get("GOUJI_BROTLI_MAX", "11")
if not (BROTLI_MAX.isdigit() and int(BROTLI_MAX) <= 11):
    raise SystemExit(f"build_offline: GOUJI_BROTLI_MAX={BROTLI_MAX!r} is not a brotli quality from 0 to 11")
#: A sibling is kept only if it is at most this fraction of the file.
WORTH = 0.9
MIN_BYTES = 512


def log(message: str) -> None:
    print(f"    [offline] {message}", flush=True)


# --------------------------------------------------------------------------- 1. app


def manifest(lang: str) -> dict:
    """The web app manifest of one language's half of the site (it sits at that half's root).

    >>> m = manifest("en")
    >>> m["name"], m["start_url"], m["scope"], m["lang"], m["icons"][0]["src"]
    ('Gouji (gouji-sim)', './', './', 'en', '../assets/offline/icon-192.png')
    """
    site_root = "" if lang == "zh" else "../"
    return {
        "id": "./",
        "name": text("site-app-name")[lang],
        "short_name": text("site-app-short-name")[lang],
        "description": text("site-app-about")[lang],
        "lang": "zh-CN" if lang == "zh" else "en",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME_COLOUR,
        "icons": [
            {"src": f"{site_root}{ICONS}/icon-{size}.png", "sizes": f"{size}x{size}",
             "type": "image/png", "purpose": "any maskable"}
            for size in (192, 512)
        ],
    }


def icon(size: int) -> bytes:
    """A square PNG: three fanned playing cards on the theme colour, the front one with a red
    diamond, all inside the centre 80 % (the safe zone of a maskable icon)."""
    from PIL import Image, ImageDraw

    scale = 4  # drawn large, then scaled down: smooth edges
    big = size * scale
    image = Image.new("RGBA", (big, big), THEME_COLOUR)
    card_w, card_h = int(big * 0.30), int(big * 0.42)
    for angle, shade in ((24, (220, 224, 240)), (0, (238, 240, 248)), (-24, (255, 255, 255))):
        layer = Image.new("RGBA", (big, big), (0, 0, 0, 0))
        draw = ImageDraw.Draw(layer)
        x0, y0 = (big - card_w) // 2, int(big * 0.28)
        draw.rounded_rectangle((x0, y0, x0 + card_w, y0 + card_h), radius=big // 40,
                               fill=(*shade, 255), outline=(30, 40, 90, 255), width=big // 160)
        if angle == -24:
            cx, cy, r = x0 + card_w // 2, y0 + card_h // 2, card_w // 4
            draw.polygon([(cx, cy - int(r * 1.3)), (cx + r, cy), (cx, cy + int(r * 1.3)), (cx - r, cy)],
                         fill=(210, 30, 45, 255))
        layer = layer.rotate(angle, center=(big // 2, int(big * 0.78)), resample=Image.BICUBIC)
        image.alpha_composite(layer)
    out = io.BytesIO()
    image.resize((size, size), Image.LANCZOS).convert("RGB").save(out, "PNG", optimize=True)
    return out.getvalue()


def _write(path: Path, data: bytes) -> None:
    """Write ``path`` as a new file (never through a hard link shared with a copy of the site)."""
    path.unlink(missing_ok=True)
    path.write_bytes(data)


def write_app(site: Path) -> None:
    (site / ICONS).mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        _write(site / ICONS / f"icon-{size}.png", icon(size))
    for lang, folder in (("zh", site), ("en", site / "en")):
        _write(folder / "manifest.webmanifest",
               (json.dumps(manifest(lang), ensure_ascii=False, indent=1) + "\n").encode())
    log("manifest.webmanifest (zh, en) and icons 192/512 px")


# --------------------------------------------------------------------------- 1b. /zh/


#: Folders of the site root that are no Chinese page (the other language, the app's parts).
NOT_PAGES = {"en", "zh", "lite", "assets", "shared", "search"}
_ZH_PAGE = """<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><meta name="robots" content="noindex"><link rel="canonical" href="{target}">
<meta http-equiv="refresh" content="0; url={target}">
<script>location.replace("{target}" + location.search + location.hash);</script>
</head><body><p>{said} <a href="{target}">{title}</a></p></body></html>
"""


def zh_alias(site: Path) -> int:
    """``/zh/…`` reaches the Chinese site, which is at the root (English is at ``/en/``): for
    every Chinese page ``X/index.html`` a small page ``zh/X/index.html`` that opens ``/X/``
    with the link's query and fragment (a Rule Lab question ``/zh/lab/#q=…`` too). Plain files,
    so they work on any static host, offline and from the service worker's precache (every
    page is precached). Returns the number of pages written.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> for page in ("index.html", "lab/index.html", "en/index.html", "lite/index.html"):
    ...     (root / page).parent.mkdir(parents=True, exist_ok=True); _ = (root / page).write_text("x")
    >>> zh_alias(root), sorted(str(p.relative_to(root)) for p in (root / "zh").rglob("*.html"))
        [offline] /zh/ reaches the Chinese site: 2 pages
    (2, ['zh/index.html', 'zh/lab/index.html'])
    >>> 'location.replace("../../lab/"' in (root / "zh" / "lab" / "index.html").read_text()
    True
    """
    shutil.rmtree(site / "zh", ignore_errors=True)
    title, said = text("site-zh-redirect-title")["zh"], text("site-zh-redirect")["zh"]
    pages = [site / "index.html"] + sorted(
        p for p in site.glob("*/**/index.html")
        if p.relative_to(site).parts[0] not in NOT_PAGES and not p.relative_to(site).parts[0].startswith("workbox"))
    for page in pages:
        rel = page.parent.relative_to(site)
        depth = len(rel.parts) + 1                      # zh/<rel>/ back to the root
        target = "../" * depth + ("/".join(rel.parts) + "/" if rel.parts else "")
        alias = site / "zh" / rel / "index.html"
        alias.parent.mkdir(parents=True, exist_ok=True)
        _write(alias, _ZH_PAGE.format(title=title, said=said, target=target).encode("utf-8"))
    log(f"/zh/ reaches the Chinese site: {len(pages)} pages")
    return len(pages)


# --------------------------------------------------------------------------- 2. one theme copy

_LOCAL_REF = re.compile(r'(?:href|src)="((?:\.\./)*(?:assets|shared)/[^"#?]+)"')


def one_theme_copy(site: Path) -> None:
    """Move the English build's notebook style sheets to the root and drop its unused copies
    of the theme's script and style sheets, after checking every English page's references."""
    english = site / "en"
    for css in sorted((english / "assets" / "notebook").glob("*.css")):
        target = site / "assets" / "notebook" / css.name
        if not target.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(css, target)
        else:
            css.unlink()
    referenced: set[Path] = set()
    for page in english.rglob("*.html"):
        for ref in _LOCAL_REF.findall(page.read_text(encoding="utf-8")):
            target = (page.parent / ref).resolve()
            if not target.is_file():
                raise SystemExit(f"build_offline: {page.relative_to(site)} names {ref}, which is missing")
            referenced.add(target)
    dropped = 0
    for pattern in ("assets/javascripts/bundle.*.min.js*", "assets/stylesheets/*.min.css*",
                    "assets/images/favicon.png"):
        for copy in english.glob(pattern):
            if copy.resolve() not in referenced and copy.suffix in (".js", ".css", ".map", ".png"):
                copy.unlink()
                dropped += 1
    shutil.rmtree(english / "assets" / "notebook", ignore_errors=True)
    # the site's style sheet: the root's (and the web font beside it, tools/build_font.py)
    own_css = english / "shared" / "site.css"
    if own_css.is_file() and own_css.resolve() not in referenced:
        own_css.unlink()
        dropped += 1
    log(f"English pages use the root's theme files, site style sheet and notebook styles ({dropped} copies dropped)")


# --------------------------------------------------------------------------- 3. service worker


def shipped_engine(site: Path) -> tuple[int, str]:
    """The engine the pages run, from the gouji_sim wheel the live lock names:
    ``BEHAVIOUR_VERSION`` (read from the wheel's ``gouji_sim/core/rules.py``) and the engine id
    the pages must carry (docs/offline_hooks.py: ``<version>-<16 hex of the wheel's sha256>``)."""
    lock = json.loads((site / LIVE_LOCK).read_text())
    entry = lock["packages"]["gouji-sim"]
    wheel = (site / LIVE_LOCK).parent / lock["gouji_live"]["base"] / entry["file_name"]
    with zipfile.ZipFile(wheel) as archive:
        tree = ast.parse(archive.read("gouji_sim/core/rules.py"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "BEHAVIOUR_VERSION" for t in node.targets):
            version = int(ast.literal_eval(node.value))
            return version, f"{version}-{entry['sha256'][:16]}"
    raise SystemExit(f"build_offline: {wheel.name} has no BEHAVIOUR_VERSION in gouji_sim/core/rules.py")


def check_pages(site: Path, behaviour: int, engine: str) -> None:
    """Both home pages show the shipped engine's behaviour version and carry its id."""
    for lang, page in (("zh", site / "index.html"), ("en", site / "en" / "index.html")):
        html = page.read_text(encoding="utf-8")
        for expected in (text("site-engine-version", version=behaviour)[lang], f'data-gouji-engine="{engine}"'):
            if expected not in html:
                raise SystemExit(f"build_offline: {page.relative_to(site)} does not say {expected!r} "
                                 "(the pages were built for another gouji_sim than the wheel)")


def write_service_worker(site: Path, behaviour: int) -> None:
    subprocess.run(["node", str(REPO / "tools" / "build_sw.mjs"), str(site), str(behaviour)],
                   check=True, cwd=REPO)


# --------------------------------------------------------------------------- 4. compression


def _compress(path_text: str) -> tuple[int, int, int]:
    """Write ``.gz`` and ``.br`` beside one file if worth it: (size, gzip size, brotli size)."""
    import brotli

    path = Path(path_text)
    data = path.read_bytes()
    # brotli's best (11) costs 20-60 times as long as 9 for 5-12 % less (the 3.6 MB widget
    # bundle: 7.5 s for 363 KB against 0.3 s for 412 KB): kept for the small files and BEST
    best = len(data) < 64_000 or path.name.endswith(BEST) or path.name.startswith("gouji_sim-")
    if best:
        quality, window = 11, 24 if len(data) >= 64_000 else 22
    else:
        quality, window = (10, 24) if path.name.endswith(GOOD) else (9, 22)
    quality = min(quality, int(BROTLI_MAX))
    sizes = []
    for suffix, pack in ((".gz", lambda b: gzip.compress(b, 9, mtime=0)),
                         (".br", lambda b: brotli.compress(b, quality=quality, lgwin=window))):
        sibling = path.with_name(path.name + suffix)
        packed = pack(data)
        if len(packed) <= WORTH * len(data):
            _write(sibling, packed)
            sizes.append(len(packed))
        else:
            sibling.unlink(missing_ok=True)
            sizes.append(len(data))
    return len(data), sizes[0], sizes[1]


def _stale(path: Path) -> bool:
    mtime = path.stat().st_mtime
    for suffix in (".gz", ".br"):
        sibling = path.with_name(path.name + suffix)
        if not sibling.is_file() or sibling.stat().st_mtime < mtime:
            return True
    return False


def compress(site: Path) -> None:
    t0 = time.monotonic()
    files = [p for p in site.rglob("*")
             if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size >= MIN_BYTES]
    # the biggest first, so that the slow ones (BEST) run side by side, not one after another
    todo = [str(p) for p in sorted(files, key=lambda p: -p.stat().st_size) if _stale(p)]
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        results = list(pool.map(_compress, todo, chunksize=4))
    raw = sum(r[0] for r in results)
    log(f"precompressed {len(todo)} of {len(files)} files ({raw / 1e6:.1f} MB -> gzip "
        f"{sum(r[1] for r in results) / 1e6:.1f} MB, brotli {sum(r[2] for r in results) / 1e6:.1f} MB) "
        f"in {time.monotonic() - t0:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=REPO / "site")
    parser.add_argument("--skip-compress", action="store_true")
    args = parser.parse_args()
    site = args.site
    write_app(site)
    zh_alias(site)
    if (site / "en" / "assets").is_dir():
        one_theme_copy(site)
    behaviour, engine = shipped_engine(site)
    check_pages(site, behaviour, engine)
    write_service_worker(site, behaviour)
    if not args.skip_compress:
        compress(site)


if __name__ == "__main__":
    main()
