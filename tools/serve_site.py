"""Serve the built site on 127.0.0.1 (`make serve`; the tests use it too), as a static host
would serve it:

* **Precompressed files.** tools/build_offline.py writes ``x.br`` (brotli) and ``x.gz``
  beside each compressible file; a request whose ``Accept-Encoding`` allows it gets the
  sibling, with ``Content-Encoding``, the original's ``Content-Type`` and
  ``Vary: Accept-Encoding`` whenever a sibling exists. A sibling is served only when it holds
  its file's content (:func:`fresh`: decompressed and hashed, remembered while neither file
  changes), never by the files' times: a page copied with its old time kept, or changed within
  the second, would otherwise be served stale.
* **Cache lifetimes** (:func:`cache_control`): files whose name holds their content's hash
  (the theme's bundle, the notebook style sheet, Python's start-up snapshot, the Workbox
  runtime's versioned folder) may be kept a year unasked; everything else, the pages, the
  locks and the service worker above all, is revalidated on every use (``no-cache``).
* **Validators from the content.** Every file is sent with a strong ``ETag``, the start of the
  SHA-256 of the bytes sent (so each encoding has its own), and a ``304`` answers an
  ``If-None-Match`` that names it. No ``Last-Modified``: a date counts whole seconds, and a
  file rewritten within its second, or copied with its times kept, would be revalidated as
  unchanged (a service worker once stored a new build's page with the old content that way);
  an ``If-Modified-Since`` alone gets the full answer.
* **Hardened as the standard library allows.** ``ThreadingHTTPServer`` with daemon threads,
  at most :data:`MAX_THREADS` of them (further connections wait in the listen queue), and
  the handler's ``timeout`` (:data:`TIMEOUT`), so an idle or stalled connection is closed,
  and a whole request's head (its line and headers) must arrive within :data:`REQUEST_LIMIT`,
  however it is trickled; what cannot be served gets its error through ``send_error`` — a
  blank or malformed request line or a NUL in the path a ``400``, a path that resolves outside
  the site (a symbolic link out of it) a ``404``, a folder without ``index.html`` a ``404`` (never a listing),
  a malformed ``q`` in ``Accept-Encoding`` refuses that coding — never silence; a busy port
  is one line in both languages and exit 2.

Python's http.server otherwise as it is: its own table (the standard library's mimetypes,
Python 3.11+) already serves .js/.mjs as JavaScript (Pyodide's module workers need that),
.wasm as application/wasm (stream compiling) and .json, .zip. Only the types it lacks
without the system's mime.types are added: .ipynb, .whl, .woff2, .webmanifest.

Usage: python tools/serve_site.py [--port 8000] [site]
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import os
import re
import sys
import threading
import time
import urllib.parse
import zlib
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
#: Seconds a connection may stay silent (before or within a request) before it is closed.
TIMEOUT = 10.0
#: Seconds for a whole request's head (request line and headers, from the wait for it), however
#: it is trickled: a limit per read alone let one header every 8 s hold a connection 64 s.
REQUEST_LIMIT = 10.0
#: Connections served at once; more wait, accepted, in the listen queue (:data:`BACKLOG`).
MAX_THREADS = 512
BACKLOG = 128
#: A qvalue as RFC 9110 (section 12.4.2) writes it: 0 to 1, at most three decimals.
_QVALUE = re.compile(r"(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)")
#: A strong ETag's length in hex digits of the content's SHA-256.
ETAG_HEX = 32


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
    """The codings an ``Accept-Encoding`` header allows (``q=0`` refuses one; so does a ``q``
    that is no qvalue: ``abc``, ``-1``, ``nan``).

    >>> sorted(accepted("gzip, deflate, br, zstd")), sorted(accepted("br;q=0, gzip"))
    (['br', 'deflate', 'gzip', 'zstd'], ['gzip'])
    >>> sorted(accepted("br;q=abc, gzip;level=1;q=0.5, zstd;q=1.5"))
    ['gzip']
    """
    codings = set()
    for part in header.split(","):
        name, *params = part.split(";")
        name = name.strip().lower()
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                value = value.strip()
                q = float(value) if _QVALUE.fullmatch(value) else 0.0
        if name and q > 0:
            codings.add(name)
    return codings


def entity_tags(header: str) -> set[str]:
    """The opaque tags an ``If-None-Match`` header lists, compared weakly as RFC 9110 asks for
    that header (``W/"x"`` matches ``"x"``); ``*`` stays ``*``.

    >>> sorted(entity_tags('W/"a", "b" ,*'))
    ['"a"', '"b"', '*']
    """
    tags = set()
    for tag in header.split(","):
        tag = tag.strip()
        tags.add(tag[2:] if tag.startswith("W/") else tag)
    tags.discard("")
    return tags


def content_tag(handle) -> str:
    """The strong ETag of an open file: the start of its SHA-256, read through ``handle``
    (then rewound), so the tag and the bytes sent come from the same file."""
    digest = hashlib.sha256()
    for chunk in iter(functools.partial(handle.read, 1 << 20), b""):
        digest.update(chunk)
    handle.seek(0)
    return f'"{digest.hexdigest()[:ETAG_HEX]}"'


_FRESH: dict[str, tuple[tuple[int, ...], bool]] = {}
_FRESH_LOCK = threading.Lock()


def _unpack(coding: str, data: bytes, limit: int) -> bytes | None:
    """``data`` decompressed as ``coding``, or ``None`` when it cannot be, or when it unpacks
    to more than ``limit`` bytes (so a sibling that is not its file costs no more than it)."""
    try:
        if coding == "gzip":
            d = zlib.decompressobj(16 + zlib.MAX_WBITS)
            out = d.decompress(data, limit + 1)
            return out if len(out) <= limit and d.eof and not d.unconsumed_tail else None
        if coding == "br":
            import brotli

            out = brotli.decompress(data)
            return out if len(out) <= limit else None
    except Exception:           # a damaged sibling (zlib.error, brotli.error), or no brotli
        return None
    return None


def fresh(path: str, sibling: str, coding: str) -> bool:
    """Whether the precompressed ``sibling`` of the file ``path`` holds exactly its content.
    The answer is remembered while neither file's identity, size and time change.

    >>> import gzip, tempfile, os
    >>> page = os.path.join(tempfile.mkdtemp(), "a.js")
    >>> open(page, "wb").write(b"v = 1") and open(page + ".gz", "wb").write(gzip.compress(b"v = 1")) > 0
    True
    >>> fresh(page, page + ".gz", "gzip")
    True
    >>> open(page, "wb").write(b"v = 2")     # the page changes: its .gz is stale
    5
    >>> fresh(page, page + ".gz", "gzip")
    False
    """
    try:
        a, b = os.stat(path), os.stat(sibling)
    except OSError:
        return False
    key = (a.st_ino, a.st_size, a.st_mtime_ns, a.st_ctime_ns, b.st_ino, b.st_size, b.st_mtime_ns, b.st_ctime_ns)
    with _FRESH_LOCK:
        known = _FRESH.get(sibling)
    if known is not None and known[0] == key:
        return known[1]
    try:
        with open(path, "rb") as f:
            original = f.read()
        with open(sibling, "rb") as f:
            packed = f.read()
    except OSError:
        return False
    unpacked = _unpack(coding, packed, len(original))
    same = unpacked is not None and hashlib.sha256(unpacked).digest() == hashlib.sha256(original).digest()
    with _FRESH_LOCK:
        _FRESH[sibling] = (key, same)
    return same


class _HeadReader:
    """The handler's ``rfile`` while a request's head is read: each read may wait only what is
    left of the request's time (:data:`REQUEST_LIMIT`), not the idle limit afresh."""

    def __init__(self, rfile, handler: "SiteHandler") -> None:
        self._rfile = rfile
        self._handler = handler

    def _wait(self) -> None:
        h = self._handler
        if h._deadline is not None:
            left = h._deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the request's time is over")
            h.connection.settimeout(min(h.timeout, left) if h.timeout else left)

    def readline(self, *args):
        self._wait()
        return self._rfile.readline(*args)

    def read(self, *args):
        self._wait()
        return self._rfile.read(*args)

    def __getattr__(self, name):
        return getattr(self._rfile, name)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    timeout = TIMEOUT
    request_limit = REQUEST_LIMIT
    _deadline: float | None = None
    # a request line that cannot be read is answered as HTTP/1.0 (with its status line and
    # headers), not as HTTP/0.9's bare body (see send_response_only)
    default_request_version = "HTTP/1.0"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".ipynb": "application/json",
        ".whl": "application/zip",
        ".woff2": "font/woff2",
        ".webmanifest": "application/manifest+json",
    }

    def end_headers(self):
        # (a request line that could not be read has no path: send_error's 400 still goes out)
        self.send_header("Cache-Control", cache_control(getattr(self, "path", "").split("?", 1)[0]))
        super().end_headers()

    def send_response_only(self, code, message=None):
        # never HTTP/0.9's bare body (a request line that says "HTTP/0.9", or is cut short after
        # saying it): every answer has its status line and headers
        if self.request_version == "HTTP/0.9":
            self.request_version = "HTTP/1.0"
        super().send_response_only(code, message)

    def setup(self):
        super().setup()
        self.rfile = _HeadReader(self.rfile, self)

    def handle_one_request(self):
        self._deadline = time.monotonic() + self.request_limit
        try:
            super().handle_one_request()
        finally:
            self._deadline = None

    def parse_request(self):
        ok = super().parse_request()
        self._deadline = None                  # the head is read: the answer has the idle limit
        if self.timeout is not None:
            self.connection.settimeout(self.timeout)
        if not ok:
            if not self.requestline.split():   # the standard library closes a blank line unanswered
                self.send_error(400, "Blank request line")
            return False
        if "\x00" in urllib.parse.unquote(self.path):
            self.send_error(400, "NUL in the path")
            return False
        return True

    def list_directory(self, path):
        """No listings: a folder without ``index.html`` is not found."""
        self.send_error(404, "File not found")
        return None

    def inside(self, path: str) -> bool:
        """Whether ``path`` resolves (links followed) inside the site's folder."""
        root = os.path.realpath(self.directory)
        real = os.path.realpath(path)
        return real == root or real.startswith(root.rstrip(os.sep) + os.sep)

    def send_head(self):
        """The file, or its precompressed sibling when the client accepts it and it is fresh."""
        path = self.translate_path(self.path)
        if not self.inside(path):
            self.send_error(404, "File not found")
            return None
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the redirect to the folder's URL
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path) or not self.inside(path):
            self.send_error(404, "File not found")
            return None
        stat = os.stat(path)
        codings = accepted(self.headers.get("Accept-Encoding", ""))
        siblings = [(coding, path + suffix) for coding, suffix in ENCODINGS
                    if os.path.isfile(path + suffix) and self.inside(path + suffix)]
        self._varies = bool(siblings)
        for coding, sibling in siblings:
            if coding in codings and fresh(path, sibling, coding):
                return self._send_file(sibling, self.guess_type(path), stat.st_mtime, coding)
        return self._send_file(path, self.guess_type(path), stat.st_mtime, None)

    def _send_file(self, path: str, ctype: str, mtime: float, coding: str | None):
        """A ``200`` with the file (its open handle is returned for the body), or a ``304``
        (``None``) when ``If-None-Match`` names its ETag; ``If-Modified-Since`` is not read
        (see the top). ``mtime`` is the original's, for a subclass that counts."""
        compressible = getattr(self, "_varies", False) or coding is not None
        try:
            handle = open(path, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        try:
            tag = content_tag(handle)
            match = entity_tags(self.headers.get("If-None-Match", ""))
            unchanged = tag in match or "*" in match
            self.send_response(304 if unchanged else 200)
            self.send_header("ETag", tag)
            if compressible:
                self.send_header("Vary", "Accept-Encoding")
            if unchanged:
                self.end_headers()
                handle.close()
                return None
            self.send_header("Content-Type", ctype)
            if coding:
                self.send_header("Content-Encoding", coding)
            self.send_header("Content-Length", str(os.fstat(handle.fileno()).st_size))
            self.end_headers()
            return handle
        except BaseException:
            handle.close()
            raise


class QuietSiteHandler(SiteHandler):
    def log_message(self, *args):
        pass


class SiteServer(http.server.ThreadingHTTPServer):
    """``ThreadingHTTPServer`` with daemon threads, at most ``max_threads`` connections served
    at once (the accepting loop waits for a free one), a longer listen queue, and no traceback
    for a client that went away or fell silent."""

    daemon_threads = True
    request_queue_size = BACKLOG

    def __init__(self, address, handler, max_threads: int = MAX_THREADS):
        self._slots = threading.BoundedSemaphore(max_threads)
        super().__init__(address, handler)

    def process_request(self, request, client_address):
        self._slots.acquire()
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, quiet: bool = False, handler_class=None,
                timeout: float | None = None, max_threads: int = MAX_THREADS):
    """A threading HTTP server for ``directory`` on 127.0.0.1 (port 0: any free one);
    ``handler_class`` (a :class:`SiteHandler`) replaces the usual handler, ``timeout`` its
    idle limit in seconds."""
    base = handler_class or (QuietSiteHandler if quiet else SiteHandler)
    if timeout is not None:
        base = type(base.__name__, (base,), {"timeout": timeout})
    handler = functools.partial(base, directory=str(directory))
    return SiteServer(("127.0.0.1", port), handler, max_threads=max_threads)


def _fail(code: str, **params: object) -> None:
    """One line in both languages on stderr, and exit 2."""
    import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
    from gouji_sim.core.messages import text

    message = text(code, **params)
    sys.stderr.write(f"serve_site: {message['zh']} / {message['en']}\n")
    raise SystemExit(2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("directory", type=Path, nargs="?", default=Path("site"))
    args = parser.parse_args()
    if not (args.directory / "index.html").is_file():
        _fail("serve-not-built", directory=str(args.directory))
    try:
        server = make_server(args.directory, args.port)
    except OSError as err:
        _fail("serve-port-busy", port=args.port, detail=err.strerror or str(err))
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Serving {args.directory}/ on {url} (中文), {url}en/ (English), {url}lite/ (JupyterLite)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
