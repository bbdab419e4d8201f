"""Serve the built site on 127.0.0.1 (`make serve`; the tests use it too), as a static host
would serve it (issue 22):

* **Precompressed files.** tools/build_offline.py writes ``x.br`` (brotli) and ``x.gz``
  beside each compressible file; a request whose ``Accept-Encoding`` allows it gets the
  sibling, with ``Content-Encoding``, the original's ``Content-Type`` and
  ``Vary: Accept-Encoding`` (a sibling older than its file is stale and never served).
* **Cache lifetimes** (:func:`cache_control`): files whose name holds their content's hash
  (the theme's bundle, the notebook style sheet, Python's start-up snapshot, the Workbox
  runtime's versioned folder) may be kept a year unasked; everything else, the pages, the
  locks and the service worker above all, is revalidated on every use (``no-cache``:
  a ``304`` from ``Last-Modified`` when unchanged).

Python's http.server otherwise as it is: its own table (the standard library's mimetypes,
Python 3.11+) already serves .js/.mjs as JavaScript (Pyodide's module workers need that),
.wasm as application/wasm (stream compiling) and .json, .zip. Only the types it lacks
without the system's mime.types are added: .ipynb, .whl, .woff2, .webmanifest.

Usage: python tools/serve_site.py [--port 8000] [site]
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import re
from pathlib import Path

#: Names that change whenever their content does: kept a year, never revalidated.
IMMUTABLE = re.compile(
    r"\.[0-9a-f]{8,}\.min\.(?:js|css)$"           # the theme's bundle and style sheets
    r"|/assets/notebook/[0-9a-f]{16}\.css$"        # the notebook pages' shared style sheet
    r"|/python-[0-9a-f]{16}\.snapshot(?:\.gz)?$"   # the engine's start-up snapshot
    r"|^/workbox-v\d+\.\d+\.\d+/"                  # the service worker's runtime, by version
)
LONG = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
#: Content-Encoding -> the sibling's suffix, in the order of preference.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def cache_control(url_path: str) -> str:
    """The ``Cache-Control`` of a URL path.

    >>> cache_control("/assets/javascripts/bundle.79ae519e.min.js")
    'public, max-age=31536000, immutable'
    >>> cache_control("/assets/live/python-0123456789abcdef.snapshot") == LONG
    True
    >>> cache_control("/en/lab/"), cache_control("/assets/live/live-lock.json"), cache_control("/sw.js")
    ('no-cache', 'no-cache', 'no-cache')
    """
    return LONG if IMMUTABLE.search(url_path) else REVALIDATE


def accepted(header: str) -> set[str]:
    """The codings an ``Accept-Encoding`` header allows (``q=0`` refuses one).

    >>> sorted(accepted("gzip, deflate, br, zstd")), sorted(accepted("br;q=0, gzip"))
    (['br', 'deflate', 'gzip', 'zstd'], ['gzip'])
    """
    codings = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        q = params.strip()
        if q.startswith("q=") and float(q[2:] or 0) == 0:
            continue
        if name.strip():
            codings.add(name.strip().lower())
    return codings


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".ipynb": "application/json",
        ".whl": "application/zip",
        ".woff2": "font/woff2",
        ".webmanifest": "application/manifest+json",
    }

    def end_headers(self):
        self.send_header("Cache-Control", cache_control(self.path.split("?", 1)[0]))
        super().end_headers()

    def send_head(self):
        """The file, or its precompressed sibling when the client accepts it."""
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the redirect to the folder's URL
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        stat = os.stat(path)
        codings = accepted(self.headers.get("Accept-Encoding", ""))
        for coding, suffix in ENCODINGS:
            sibling = path + suffix
            if coding in codings and os.path.isfile(sibling) and os.stat(sibling).st_mtime >= stat.st_mtime:
                return self._send_file(sibling, self.guess_type(path), stat.st_mtime, coding)
        return self._send_file(path, self.guess_type(path), stat.st_mtime, None)

    def _send_file(self, path: str, ctype: str, mtime: float, coding: str | None):
        compressible = os.path.isfile(path + ".gz") or coding is not None
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            try:
                if int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    if compressible:
                        self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError, IndexError):
                pass
        handle = open(path, "rb")
        try:
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            if coding:
                self.send_header("Content-Encoding", coding)
            if compressible:
                self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(os.fstat(handle.fileno()).st_size))
            self.send_header("Last-Modified", self.date_time_string(int(mtime)))
            self.end_headers()
            return handle
        except BaseException:
            handle.close()
            raise


class QuietSiteHandler(SiteHandler):
    def log_message(self, *args):
        pass


def make_server(directory: Path, port: int = 0, quiet: bool = False, handler_class=None):
    """A threading HTTP server for ``directory`` on 127.0.0.1 (port 0: any free one);
    ``handler_class`` (a :class:`SiteHandler`) replaces the usual handler."""
    handler = functools.partial(
        handler_class or (QuietSiteHandler if quiet else SiteHandler), directory=str(directory)
    )
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("directory", type=Path, nargs="?", default=Path("site"))
    args = parser.parse_args()
    if not (args.directory / "index.html").is_file():
        raise SystemExit(f"{args.directory}/ is not built: run `make site` first")
    server = make_server(args.directory, args.port)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Serving {args.directory}/ on {url} (中文), {url}en/ (English), {url}lite/ (JupyterLite)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
