"""tools/serve_site.py, the site's own server (``make serve`` and the browser tests), with real
sockets on 127.0.0.1: its validators (a strong ETag from the content, never a one-second date
alone), what it answers to requests it cannot serve (always a response or a clean close, never
silence) and its limits (an idle connection is closed, the threads are bounded), a busy port
and a folder without a page.
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import brotli
import pytest

from tools import serve_site

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text("<p>home</p>", encoding="utf-8")
    (tmp_path / "practice").mkdir()
    (tmp_path / "practice" / "index.html").write_text("<p>old page</p>", encoding="utf-8")
    (tmp_path / "assets").mkdir()                     # a folder with no index.html
    (tmp_path / "assets" / "lab.js").write_text("var v = 1;", encoding="utf-8")
    return tmp_path


def serve(site_dir: Path, **options):
    server = serve_site.make_server(site_dir, port=0, quiet=True, **options)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    return server


@pytest.fixture
def server(site):
    running = serve(site)
    yield running
    running.shutdown()
    running.server_close()


def get(server, path: str, headers: dict[str, str] | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=5)
    try:
        conn.request("GET", path, headers=headers or {})
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def raw(server, data: bytes, timeout: float = 5.0) -> bytes:
    """Send ``data`` as it is and read until the server closes the connection."""
    with socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=timeout) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)


def rewrite_keeping_stat(path: Path, content: str) -> None:
    """Change a file's content within its second: same size, same modification time (as a
    build that writes twice in one second, or a copy that keeps the times, leaves it)."""
    before = path.stat()
    assert len(content.encode()) == before.st_size
    path.write_text(content, encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


# ------------------------------------------------------------------ validators


def test_a_file_has_a_strong_etag_from_its_content(server, site):
    status, headers, body = get(server, "/assets/lab.js")
    assert status == 200 and body == b"var v = 1;"
    digest = hashlib.sha256(body).hexdigest()
    assert headers["ETag"].startswith('"') and not headers["ETag"].startswith("W/")
    assert digest[:32] in headers["ETag"]


def test_unchanged_content_is_a_304_by_its_etag(server):
    _, headers, _ = get(server, "/practice/")
    status, again, body = get(server, "/practice/", {"If-None-Match": headers["ETag"]})
    assert (status, body) == (304, b"")
    assert again["ETag"] == headers["ETag"] and again["Cache-Control"] == "no-cache"
    status, _, _ = get(server, "/practice/", {"If-None-Match": 'W/"x", ' + headers["ETag"]})
    assert status == 304, "a list, and the weak comparison If-None-Match asks for"
    assert get(server, "/practice/", {"If-None-Match": "*"})[0] == 304


def test_a_change_within_the_same_second_is_never_a_304(server, site):
    """The stale page the service worker stored: the old server answered 304 from the date."""
    page = site / "practice" / "index.html"
    _, first, _ = get(server, "/practice/")
    rewrite_keeping_stat(page, "<p>new page</p>")
    # what a browser sends back: the validators it was given
    given = {"If-None-Match": first.get("ETag"), "If-Modified-Since": first.get("Last-Modified")}
    status, headers, body = get(server, "/practice/", {k: v for k, v in given.items() if v})
    assert (status, body) == (200, b"<p>new page</p>")
    assert headers["ETag"] != first["ETag"]
    # a date alone (a client holding no ETag) cannot tell the two versions apart: a full answer
    status, _, body = get(server, "/practice/", {"If-Modified-Since": "Thu, 01 Jan 2099 00:00:00 GMT"})
    assert (status, body) == (200, b"<p>new page</p>")


def test_if_none_match_takes_precedence_over_if_modified_since(server):
    status, _, body = get(server, "/assets/lab.js", {
        "If-None-Match": '"something-else"', "If-Modified-Since": "Thu, 01 Jan 2099 00:00:00 GMT"})
    assert (status, body) == (200, b"var v = 1;")


def test_each_encoding_has_its_own_etag(server, site):
    lab = site / "assets" / "lab.js"
    packed_bytes = gzip.compress(lab.read_bytes())
    (site / "assets" / "lab.js.gz").write_bytes(packed_bytes)
    _, plain, _ = get(server, "/assets/lab.js")
    status, packed, body = get(server, "/assets/lab.js", {"Accept-Encoding": "gzip"})
    assert (status, packed["Content-Encoding"], body) == (200, "gzip", packed_bytes)
    assert packed["ETag"] != plain["ETag"] and packed["Vary"] == "Accept-Encoding"
    assert get(server, "/assets/lab.js", {"Accept-Encoding": "gzip", "If-None-Match": plain["ETag"]})[0] == 200


# ------------------------------------------------------------------ requests it cannot serve


def test_malformed_q_values_are_no_hang(server, site):
    (site / "assets" / "lab.js.br").write_bytes(brotli.compress(b"var v = 1;"))     # fresh: served when asked
    assert get(server, "/assets/lab.js", {"Accept-Encoding": "br"})[1].get("Content-Encoding") == "br"
    for header in ("br;q=abc", "br;q=", "br;q=nan", "br;q=inf", "br;q=1e999", "gzip;q=0.5;x=y, br;q=-1",
                   ";;,,", "br;q=0.5x"):
        status, headers, body = get(server, "/assets/lab.js", {"Accept-Encoding": header})
        assert status == 200, header
        assert headers.get("Content-Encoding") is None and body == b"var v = 1;", header
    assert serve_site.accepted("br;q=abc, gzip;q=0.2") == {"gzip"}
    assert serve_site.accepted("br;level=5;q=0") == set()


def test_a_nul_in_the_path_is_a_400(server):
    for path in ("/%00", "/assets/lab.js%00.html", "/practice/%00/"):
        assert get(server, path)[0] == 400, path


def test_a_malformed_request_line_gets_its_400(server):
    for line in (b"GARBAGE\r\n\r\n", b"GET / HTTP/1.1 extra\r\n\r\n", b"GET /\x00 HTTP/1.0\r\n\r\n",
                 b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"):
        answer = raw(server, line)
        assert answer.startswith(b"HTTP/1.0 400 ") or answer.startswith(b"HTTP/1.1 400 "), (line, answer[:60])


def test_a_folder_without_a_page_is_a_404_not_a_listing(server):
    status, _, body = get(server, "/assets/")
    assert status == 404 and b"lab.js" not in body
    assert get(server, "/practice/")[0] == 200
    assert get(server, "/assets")[0] in (301, 404)


# ------------------------------------------------------------------ limits


def test_an_idle_connection_is_closed(site):
    assert 0 < serve_site.SiteHandler.timeout <= 60, "the handler's own timeout"
    running = serve(site, timeout=0.5)
    try:
        t0 = time.monotonic()
        assert raw(running, b"", timeout=5) == b""
        assert time.monotonic() - t0 < 4
        t0 = time.monotonic()
        assert raw(running, b"GET / HTTP/1.0\r\nHost: x", timeout=5) == b"", "half a request"
        assert time.monotonic() - t0 < 4
        assert get(running, "/")[0] == 200
    finally:
        running.shutdown()
        running.server_close()


def test_the_threads_are_bounded(site):
    running = serve(site, timeout=0.5, max_threads=4)
    before = threading.active_count()
    idle = [socket.create_connection(("127.0.0.1", running.server_address[1]), timeout=5) for _ in range(12)]
    try:
        time.sleep(0.5)
        assert threading.active_count() - before <= 4
        # once the idle connections time out, every one is closed and the server still answers
        for sock in idle:
            assert sock.recv(1) == b""
        assert get(running, "/")[0] == 200
    finally:
        for sock in idle:
            sock.close()
        running.shutdown()
        running.server_close()


def test_a_busy_port_is_one_bilingual_line_and_exit_2(site):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, str(ROOT / "tools" / "serve_site.py"), "--port", str(port), str(site)],
                              capture_output=True, text=True, timeout=30, cwd=ROOT)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and str(port) in lines[0]
    assert "端口" in lines[0] and "port" in lines[0].lower()
