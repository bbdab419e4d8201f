"""Find resources that built HTML pages would load from outside the site.

Usage: python tools/check_site.py site/   (exit status 1 if any are found)

Scans every .html file under the folder (both languages and JupyterLite) for
absolute http(s):// or protocol-relative (//host) URLs in the places a browser
loads from: src/srcset/data/poster attributes, <link href> (except rel=canonical
and rel=alternate, which are not loads), url(...) and @import in inline CSS,
and quoted URLs in inline scripts. Plain <a href> links are navigation, not
loads, and are allowed. The browser tests in tests/browser/ check the same thing
at run time by aborting and counting every request that leaves 127.0.0.1.
Also used by those tests (tests/browser/test_build.py).
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

EXTERNAL = re.compile(r"""^\s*(?:https?:)?//""", re.IGNORECASE)
CSS_URL = re.compile(r"""(?:url\(\s*['"]?|@import\s+['"])((?:https?:)?//[^'")\s]+)""", re.I)
SCRIPT_URL = re.compile(r"""['"`]((?:https?:)?//[^'"`\s]+)['"`]""", re.IGNORECASE)
#: XML namespace names appear in inline scripts but are never fetched.
NOT_LOADS = re.compile(r"^https?://www\.w3\.org/", re.IGNORECASE)
LOAD_ATTRIBUTES = {"src", "srcset", "data", "poster", "background"}


class _Scanner(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._in: str | None = None

    def _add(self, what: str, url: str) -> None:
        if not NOT_LOADS.match(url):
            self.found.append(f"{what}: {url}")

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name, value in attrs:
            if value is None:
                continue
            if name in LOAD_ATTRIBUTES:
                for url in value.split(","):
                    url = url.strip().split(" ")[0]
                    if EXTERNAL.match(url):
                        self._add(f"<{tag} {name}>", url)
            if name == "style":
                for url in CSS_URL.findall(value):
                    self._add(f"<{tag} style>", url)
        rel = (attributes.get("rel") or "").lower().split()
        href = attributes.get("href") or ""
        if tag == "link" and EXTERNAL.match(href) and not {"canonical", "alternate"} & set(rel):
            self._add(f"<link rel={' '.join(rel)}>", href)
        if tag in ("script", "style"):
            script_type = (attributes.get("type") or "").lower()
            is_code = tag == "style" or script_type in ("", "module", "text/javascript")
            self._in = tag if is_code else None

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._in = None

    def handle_data(self, data):
        if self._in == "style":
            for url in CSS_URL.findall(data):
                self._add("<style>", url)
        elif self._in == "script":
            for url in SCRIPT_URL.findall(data):
                self._add("<script>", url)


def external_loads(site: Path) -> list[str]:
    """Return "file: where: url" for every outside load found under ``site``."""
    problems = []
    for page in sorted(site.rglob("*.html")):
        scanner = _Scanner()
        scanner.feed(page.read_text(encoding="utf-8", errors="replace"))
        problems += [f"{page.relative_to(site)}: {item}" for item in scanner.found]
    return problems


def main() -> int:
    site = Path(sys.argv[1] if len(sys.argv) > 1 else "site")
    pages = len(list(site.rglob("*.html")))
    if pages == 0:
        print(f"check_site: no HTML pages under {site}/", file=sys.stderr)
        return 1
    problems = external_loads(site)
    for problem in problems:
        print(f"    outside load: {problem}", file=sys.stderr)
    print(f"    {pages} HTML pages, {len(problems)} outside loads")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
