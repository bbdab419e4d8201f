"""A phone's network in front of the local site: a TCP forwarder that throttles every byte.

Chromium's page-level throttling (CDP ``Network.emulateNetworkConditions``) does not reach a
service worker's or a shared worker's fetches, so a phone's first visit cannot be measured
with it: the service worker would precache at the speed of the loopback. This forwarder
listens on its own port and relays each connection to the site's server through **one shared
link** per direction (``down`` and ``up`` bytes per second, first come first served, as a
phone's one radio link), each chunk delivered ``latency`` seconds after it has crossed the
link, and a new connection's first bytes one round trip later (the TCP handshake). Open the
site at the forwarder's port and everything, the page's, the workers' and the service
worker's requests alike, goes through it.

The defaults are the project's phone profile (9 Mbit/s down, 1.5 up, 75 ms each way: see
docs/decisions/05-offline.md, "Offline, and saying so").

Usage (beside ``tools/serve_site.py --port 8000 site``)::

    python tools/throttle_proxy.py --to 8000 --port 8001

or from Python (the benchmarks)::

    >>> proxy = ThrottleProxy(target_port=9, down=1e6, up=1e6, latency=0.01)
    >>> proxy.start() > 0
    True
    >>> proxy.stop()
"""

from __future__ import annotations

import argparse
import asyncio
import threading
import time

#: The phone profile: bytes per second down and up, seconds of latency each way.
PHONE_DOWN = 9e6 / 8
PHONE_UP = 1.5e6 / 8
PHONE_LATENCY = 0.075
CHUNK = 16 * 1024


class Link:
    """One direction of the shared radio link: when it is free again, and what crossed it."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.free = 0.0
        self.bytes = 0

    def cross(self, size: int) -> float:
        """Book ``size`` bytes on the link; the time they have all crossed it.

        >>> link = Link(rate=1000.0)
        >>> round(link.cross(500) - time.monotonic(), 2), link.bytes
        (0.5, 500)
        """
        start = max(time.monotonic(), self.free)
        self.free = start + size / self.rate
        self.bytes += size
        return self.free


class ThrottleProxy:
    """The forwarder, run on an event loop of its own in a daemon thread."""

    def __init__(self, target_port: int, *, port: int = 0, down: float = PHONE_DOWN, up: float = PHONE_UP,
                 latency: float = PHONE_LATENCY, host: str = "127.0.0.1") -> None:
        self.target = (host, target_port)
        self.host, self.port = host, port
        self.latency = latency
        self.down, self.up = Link(down), Link(up)
        self.connections = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.base_events.Server | None = None
        self._thread: threading.Thread | None = None

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, link: Link,
                    not_before: float) -> None:
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def send() -> None:
            while True:
                at, data = await queue.get()
                delay = at - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
                if not data:
                    break
                writer.write(data)
                await writer.drain()

        sender = asyncio.ensure_future(send())
        try:
            while True:
                data = await reader.read(CHUNK)
                at = max(link.cross(len(data)) if data else time.monotonic(), not_before) + self.latency
                await queue.put((at, data))
                if not data:
                    break
            await sender
        except (ConnectionError, OSError):
            sender.cancel()
        finally:
            try:
                writer.close()
            except (ConnectionError, OSError):
                pass

    async def _handle(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        # the handshake: the request leaves one round trip after the connection was opened
        handshake = time.monotonic() + 2 * self.latency
        try:
            server_reader, server_writer = await asyncio.open_connection(*self.target)
        except OSError:
            client_writer.close()
            return
        try:
            await asyncio.gather(self._pump(client_reader, server_writer, self.up, handshake),
                                 self._pump(server_reader, client_writer, self.down, handshake),
                                 return_exceptions=True)
        except asyncio.CancelledError:  # stop(): the connection is dropped, quietly
            client_writer.close()
            server_writer.close()

    def start(self) -> int:
        """Start listening; the port it listens on."""
        ready = threading.Event()

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            self._server = self._loop.run_until_complete(
                asyncio.start_server(self._handle, self.host, self.port, backlog=128))
            self.port = self._server.sockets[0].getsockname()[1]
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        ready.wait()
        return self.port

    def stop(self) -> None:
        """Stop listening and close the loop (connections still open are dropped)."""
        loop, server = self._loop, self._server
        if loop is None or server is None:
            return

        async def close() -> None:
            server.close()
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(close(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._loop = self._server = None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--to", type=int, required=True, help="the site server's port")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--down-mbit", type=float, default=PHONE_DOWN * 8 / 1e6)
    parser.add_argument("--up-mbit", type=float, default=PHONE_UP * 8 / 1e6)
    parser.add_argument("--latency-ms", type=float, default=PHONE_LATENCY * 1000)
    args = parser.parse_args()
    proxy = ThrottleProxy(args.to, port=args.port, down=args.down_mbit * 1e6 / 8, up=args.up_mbit * 1e6 / 8,
                          latency=args.latency_ms / 1000)
    print(f"http://127.0.0.1:{proxy.start()}/ -> 127.0.0.1:{args.to}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        proxy.stop()


if __name__ == "__main__":
    main()
