"""Fuzzing tools/serve_site.py: random request lines, headers and paths, sent raw to a real
server on 127.0.0.1 by a few clients at once. Every request must get a well-formed HTTP
response (status line, headers, a body as long as ``Content-Length`` says) or a clean close
within the limit, and the server must still answer afterwards with its threads back.

How many: :data:`REQUESTS` (300 for ``make test``, a few seconds), times ``FUZZ_SCALE`` for
``make fuzz``, within :data:`BUDGET` seconds (what was not sent by then is reported, not
failed); the counts per outcome go to ``fuzz-report-server.json`` beside ``FUZZ_REPORT``.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import re
import socket
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tools import serve_site

SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
REQUESTS = int(300 * SCALE)
BUDGET = 30.0 * SCALE
#: the server's idle limit here, and how long past it a client waits before calling it a hang
SERVER_TIMEOUT = 0.2
CLIENT_WAIT = SERVER_TIMEOUT + 5.0
CLIENTS = 6

STATUS = re.compile(rb"HTTP/1\.[01] ([1-5][0-9][0-9]) [^\r\n]*\r\n")
HEADER = re.compile(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+: ?[^\r\n]*\r\n")

PATHS = ["/", "/index.html", "/en/", "/en", "/assets/", "/assets/lab.js", "/assets/lab.js?x=1", "/sw.js",
         "/practice/", "/%E7%BB%83%E7%89%8C/", "/nope", "//assets//lab.js", "/./assets/../index.html",
         "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets%2flab.js", "/%00", "/a%00b", "/%",
         "/%zz", "/%ff%fe", "/%C0%AE%C0%AE/", "/" + "a" * 300, "/" + "%41" * 2000, "*", "", "http://x/",
         "/assets/lab.js#frag", "/\udcff", "/练牌/", "/assets/lab.js;q=1",
         "/outside/secret.txt", "/assets/out.txt", "/outside/", "/assets/in.js"]   # links out of the site, and in it
#: the content of a file outside the site, reachable only through a link: never to be sent
SECRET = b"not-for-the-site"
METHODS = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "OPTIONS", "get", "G\x00T", "", "CONNECT", "BREW"]
VERSIONS = ["HTTP/1.0"] * 5 + ["HTTP/1.1"] * 5 + ["HTTP/2.0", "HTTP/0.9", "HTTP/1", "HTTP/1.1.1", "http/1.1",
            "HTTP/01.1", "HTTP/1.10", "", "HTTP/a.b", "HTTP/99999999999999999999.0"]
QVALUES = ["", ";q=0", ";q=1", ";q=0.5", ";q=abc", ";q=", ";q=-1", ";q=1e999", ";q=nan", ";q=0.0001",
           ";level=1;q=0.3", ";q=0.5;q=0", ";;", ";q"]
CODINGS = ["br", "gzip", "deflate", "identity", "*", "zstd", "BR", "", "x-gzip"]


def _accept_encoding(rng: random.Random) -> str:
    return ", ".join(rng.choice(CODINGS) + rng.choice(QVALUES) for _ in range(rng.randint(0, 4)))


def _header(rng: random.Random) -> str:
    kind = rng.randrange(10)
    if kind == 0:
        return "Accept-Encoding: " + _accept_encoding(rng)
    if kind == 1:
        return "If-None-Match: " + rng.choice(['"abc"', "*", 'W/"x", "y"', "", '"', "W/", "garbage", ", ,"])
    if kind == 2:
        return "If-Modified-Since: " + rng.choice(["Thu, 01 Jan 2099 00:00:00 GMT", "yesterday", "", "0",
                                                   "Mon, 32 Foo 1999 99:99:99 GMT"])
    if kind == 3:
        return "Range: bytes=" + rng.choice(["0-1", "-5", "9-", "a-b", "0-0,1-1"])
    if kind == 4:
        return "Host: " + rng.choice(["127.0.0.1", "", "x" * 500, "[::1]:99999"])
    if kind == 5:
        return rng.choice(["Bad Header: 1", ": empty name", "NoColon", "X-Tab:\tvalue", "X-Long: " + "v" * 70000])
    if kind == 6:
        return "Content-Length: " + rng.choice(["0", "5", "-1", "abc", "99999999999999999999"])
    if kind == 7:
        return "Connection: " + rng.choice(["close", "keep-alive", "upgrade"])
    if kind == 8:
        return "X-Bytes: " + "".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randint(0, 20)))
    return f"X-{rng.randrange(1000)}: {rng.random()}"


def request(rng: random.Random) -> tuple[str, bytes, bool]:
    """One random request: the method sent, the raw bytes (sometimes cut short or mangled), and
    whether it is whole (its lines end, a blank line ends it): a whole request is answered."""
    method = rng.choice(METHODS)
    path = rng.choice(PATHS)
    if rng.random() < 0.2:
        path += "".join(rng.choice(["%00", "%", "%2F", "/", "..", "?", "#", " ", "\t", "%0d%0a", "é", "\\"])
                        for _ in range(rng.randint(1, 4)))
    words = [method, path, rng.choice(VERSIONS)]
    if rng.random() < 0.1:
        words = words[:rng.randint(0, 2)] + (["extra"] if rng.random() < 0.5 else [])
    headers = [_header(rng) for _ in range(rng.choice([0, 1, 2, 3, 5, 120]) if rng.random() < 0.95 else 0)]
    eol = rng.choice(["\r\n"] * 6 + ["\n", "\r"])
    text = " ".join(words) + eol + "".join(h + eol for h in headers) + eol
    data = text.encode("utf-8", "surrogateescape")
    cut = rng.random()
    # whole: its lines end (a blank request line too: it gets its 400, issue 47)
    whole = eol != "\r" and cut >= 0.17
    if cut < 0.08:
        data = data[:rng.randrange(len(data) + 1)]                  # cut short: the server's timeout
    elif cut < 0.14:
        data = bytes(b ^ (1 << rng.randrange(8)) if rng.random() < 0.05 else b for b in data)
    elif cut < 0.17:
        data = bytes(rng.randrange(256) for _ in range(rng.randint(1, 200)))
    elif cut < 0.19:
        data += b"body that the server may never read" * rng.randint(1, 100)
    return method, data, whole


def well_formed(method: str, answer: bytes) -> str | None:
    """``None`` if ``answer`` is one whole HTTP response, else what is wrong."""
    status = STATUS.match(answer)
    if not status:
        return "no status line"
    at = status.end()
    length = None
    while not answer.startswith(b"\r\n", at):
        header = HEADER.match(answer, at)
        if not header:
            return f"bad header at {at}"
        name, _, value = header.group(0).partition(b":")
        if name.lower() == b"content-length":
            length = int(value.strip())
        at = header.end()
    body = answer[at + 2:]
    code = int(status.group(1))
    if code in (204, 304) or code < 200:
        return None if not body else "a body where none may be"
    if method == "HEAD" and not body:
        return None                  # a HEAD's Content-Length is the GET's; no body follows
    if length is not None and len(body) != length:
        return f"body of {len(body)} bytes, Content-Length {length}"
    return None


def exchange(port: int, method: str, data: bytes, whole: bool = True) -> tuple[str, float]:
    """Send ``data`` and read until the server closes: the outcome and the time it took (a
    close with no answer is "closed" for a request cut short, "no answer" for a whole one)."""
    t0 = time.monotonic()
    chunks = []
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=CLIENT_WAIT) as sock:
            try:
                sock.sendall(data)
            except (BrokenPipeError, ConnectionResetError):
                pass                                   # the server answered and closed first
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
    except socket.timeout:
        return "hang", time.monotonic() - t0
    except ConnectionResetError:
        if not chunks:
            return "reset", time.monotonic() - t0
    answer = b"".join(chunks)
    took = time.monotonic() - t0
    if not answer:
        return ("no answer" if whole else "closed"), took
    if SECRET in answer:
        return "leaked a file outside the site", took
    wrong = well_formed(method, answer)
    if wrong:
        return f"malformed: {wrong}: {answer[:80]!r}", took
    return "status " + answer[9:12].decode(), took


def _site(root: Path) -> Path:
    (root / "index.html").write_text("<p>home</p>", encoding="utf-8")
    for folder in ("en", "practice", "assets", "练牌"):
        (root / folder).mkdir()
    (root / "en" / "index.html").write_text("<p>en</p>", encoding="utf-8")
    (root / "practice" / "index.html").write_text("<p>practice</p>", encoding="utf-8")
    (root / "练牌" / "index.html").write_text("<p>练牌</p>", encoding="utf-8")
    (root / "assets" / "lab.js").write_text("var v = 1;" * 100, encoding="utf-8")
    (root / "assets" / "lab.js.gz").write_bytes(gzip.compress(b"var v = 1;" * 100))     # fresh
    (root / "assets" / "lab.js.br").write_bytes(b"br" * 40)                             # damaged: never served
    (root / "sw.js").write_text("// sw", encoding="utf-8")
    outside = root.parent / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_bytes(SECRET)
    (root / "outside").symlink_to(outside, target_is_directory=True)
    (root / "assets" / "out.txt").symlink_to(outside / "secret.txt")
    (root / "assets" / "in.js").symlink_to(root / "assets" / "lab.js")
    return root


def test_every_random_request_gets_a_response_or_a_clean_close(tmp_path, report):
    seed = int(os.environ.get("FUZZ_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    inputs = [request(rng) for _ in range(REQUESTS)]
    (tmp_path / "site").mkdir()
    server = serve_site.make_server(_site(tmp_path / "site"), port=0, quiet=True, timeout=SERVER_TIMEOUT,
                                    max_threads=CLIENTS + 2)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    port = server.server_address[1]
    before = threading.active_count()
    outcomes: Counter[str] = Counter()
    examples: dict[str, str] = {}     # the first input of each outcome
    slowest = (0.0, b"")
    deadline = time.monotonic() + BUDGET
    try:
        with ThreadPoolExecutor(CLIENTS) as pool:
            def one(item):
                if time.monotonic() > deadline:
                    return "not sent (time)", 0.0, item[1]
                return (*exchange(port, *item), item[1])
            for outcome, took, data in pool.map(one, inputs):
                outcomes[outcome] += 1
                examples.setdefault(outcome, data[:200].decode("latin-1"))
                if took > slowest[0]:
                    slowest = (took, data)
        bad = {k: (v, examples[k]) for k, v in outcomes.items()
               if k in ("hang", "reset", "no answer") or k.startswith(("malformed", "leaked"))}
        # the server is still up, and its threads are back
        assert exchange(port, "GET", b"GET / HTTP/1.0\r\n\r\n")[0] == "status 200"
        for _ in range(100):
            if threading.active_count() <= before:
                break
            time.sleep(0.05)
        assert threading.active_count() <= before
    finally:
        server.shutdown()
        server.server_close()
    summary = {"scale": SCALE, "seed": seed, "requests": REQUESTS, "outcomes": dict(sorted(outcomes.items())),
               "slowest_seconds": round(slowest[0], 3), "slowest_input": slowest[1][:200].decode("latin-1")}
    if os.environ.get("FUZZ_REPORT"):
        path = Path(os.environ["FUZZ_REPORT"]).with_name("fuzz-report-server.json")
        path.write_text(json.dumps(summary, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    report(f"serve_site fuzz (seed {seed}): {sum(outcomes.values())} requests: "
           + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())) + f"; slowest {slowest[0]:.2f} s")
    assert not bad, (seed, bad)
