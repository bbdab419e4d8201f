"""Serve the built site on 127.0.0.1 (`make serve`; the tests use it too).

Python's http.server as it is: its own table (the standard library's mimetypes,
Python 3.11+) already serves .js/.mjs as JavaScript (Pyodide's module workers need
that), .wasm as application/wasm (stream compiling) and .json, .zip. Only the
types it lacks without the system's mime.types are added: .ipynb, .whl, .woff2.

Usage: python tools/serve_site.py [--port 8000] [site]
"""

from __future__ import annotations

import argparse
import functools
import http.server
from pathlib import Path


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".ipynb": "application/json",
        ".whl": "application/zip",
        ".woff2": "font/woff2",
    }


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
