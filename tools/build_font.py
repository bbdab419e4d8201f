"""The site's Chinese web font: Noto Sans SC cut down to the characters the site uses.

A reader whose machine has no Chinese font would see every Chinese character as an empty box:
the site's CSS (docs/shared/site.css) names the system's Chinese fonts first and this font
after them, so it is fetched only where none of them is there, and only for Chinese text
(its ``unicode-range``).

The characters are read from the built site (every page, script and data file outside
JupyterLite, whose own interface is not ours to change) and from the ``gouji_sim`` package,
whose texts the live chapters and the Rule Lab draw at run time; only the CJK ones are kept
(Latin text keeps the system fonts). The source is the Simplified Chinese cut of Noto Sans SC
Regular from npm ``@fontsource/noto-sans-sc`` (SIL Open Font License 1.1, package.json), read
and cut by fontTools (its ``subset`` module, the library behind ``pyftsubset``). The font's
licence goes next to it.

    python tools/build_font.py site      # writes site/shared/fonts/
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "node_modules" / "@fontsource" / "noto-sans-sc"
SOURCE = PACKAGE / "files" / "noto-sans-sc-chinese-simplified-400-normal.woff"   # zlib WOFF: read fast (WOFF2 glyf takes ~20 s in Python)
FONT_NAME = "noto-sans-sc-subset.woff2"
#: Where the font goes: next to the site root's site.css, which the pages of both languages
#: link (docs/offline_hooks.py), so that a visit downloads and precaches one copy.
TARGETS = ("shared/fonts",)
#: Folders of the built site whose text is not the site's own (JupyterLite's app, Pyodide).
SKIP = ("lite/", "assets/live/", "assets/javascripts/", "assets/jupyter-widgets/", "assets/stylesheets/")
TEXT_SUFFIXES = {".html", ".js", ".mjs", ".json", ".css", ".py"}
#: The characters the web font serves (and site.css's unicode-range): CJK punctuation,
#: Han (with extension A and the compatibility block), full-width forms.
CJK = re.compile(r"[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def site_characters(site: Path) -> set[str]:
    """Every CJK character in the site's own text files and in the ``gouji_sim`` sources.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     _ = (Path(d) / "index.html").write_text("<p>够级 Gouji</p>", encoding="utf-8")
    ...     {"够", "级"} <= site_characters(Path(d)), "G" in site_characters(Path(d))
    (True, False)
    """
    chars: set[str] = set()
    files: list[Path] = []
    for folder, subfolders, names in os.walk(site):
        rel = Path(folder).relative_to(site).as_posix() + "/"
        subfolders[:] = [d for d in subfolders if not (rel + d + "/").lstrip("./").startswith(SKIP)]
        files += [Path(folder) / n for n in names if Path(n).suffix in TEXT_SUFFIXES]
    files += sorted((REPO / "gouji_sim").rglob("*.py"))
    for path in files:
        if path.is_file():
            chars.update(CJK.findall(path.read_text(encoding="utf-8", errors="ignore")))
    return chars


def subset(chars: set[str], out: Path) -> tuple[int, int]:
    """Write the font cut to ``chars`` (those it has) as WOFF2 to ``out``; returns (glyphs
    asked for, glyphs the font has of them)."""
    from fontTools import subset as ft_subset
    from fontTools.ttLib import TTFont

    font = TTFont(SOURCE)
    cmap = font.getBestCmap()
    codepoints = sorted(ord(c) for c in chars)
    present = [c for c in codepoints if c in cmap]
    options = ft_subset.Options()
    options.flavor = "woff2"
    options.hinting = False          # hinting instructions are most of a CJK font's bytes
    options.desubroutinize = True    # compresses better in WOFF2
    options.name_IDs = ["*"]         # keep the names (and the licence notice)
    options.notdef_outline = True
    subsetter = ft_subset.Subsetter(options)
    subsetter.populate(unicodes=present)
    subsetter.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(out)
    return len(codepoints), len(present)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, help="the built site (site/)")
    args = parser.parse_args(argv)
    if not SOURCE.is_file():
        print(f"build_font: {SOURCE.relative_to(REPO)} is missing: run npm ci (package.json)", file=sys.stderr)
        return 1
    chars = site_characters(args.site)
    first = args.site / TARGETS[0] / FONT_NAME
    asked, present = subset(chars, first)
    for target in TARGETS:
        folder = args.site / target
        folder.mkdir(parents=True, exist_ok=True)
        if folder / FONT_NAME != first:
            shutil.copyfile(first, folder / FONT_NAME)
        shutil.copyfile(PACKAGE / "LICENSE", folder / "LICENSE-noto-sans-sc.txt")
    missing = asked - present
    print(f"    {FONT_NAME}: {present} characters ({missing} not in the font), "
          f"{first.stat().st_size:,} bytes, in {', '.join(TARGETS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
