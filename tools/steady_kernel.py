"""A Jupyter kernel manager that starts the kernel again when it fails to start.

Named by its import name, ``tools.steady_kernel.SteadyKernelManager``, in nbconvert's own
configuration (docs/nbconvert/jupyter_nbconvert_config.py: every notebook page of the site) and
passed to nbclient by the widget notebooks' test (tests/test_widget_notebooks.py).

Why: jupyter_client picks five free TCP ports, writes them to the connection file and starts
the kernel, which binds them a moment later, and only once. Two processes that start kernels at
the same moment (the site's two languages build in parallel; pytest-xdist runs notebooks on
every core) can be handed the same free port, and the later kernel cannot bind it. Which port
decides what follows: the shell, stdin or control port, and the kernel exits ("Kernel died
before replying to kernel_info", seen once in CI); the IOPub port, and the kernel lives on,
silent ("Kernel didn't respond in 60 seconds", issue 47: then the build hung, the silent kernel
holding the build's output open).

This manager waits for the kernel's first answer. A kernel that died, that says in its output
that a port is taken ("Address already in use"), or that stays silent for
:attr:`~SteadyKernelManager.ready_timeout` seconds is killed (its whole process group) and
started again on new ports, at most :attr:`~SteadyKernelManager.start_attempts` times in all,
before any cell runs; after the last, the kernel is killed and :class:`KernelStartError` says
why, with the end of the kernel's output. The kernel's output goes to a file of its own, never
to the caller's (a build's pipe), so no kernel can keep a build's output open.

>>> SteadyKernelManager(kernel_name="python3").start_attempts
3
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Any

from jupyter_client import AsyncKernelManager
from traitlets import Integer

#: The kernel's ports, as jupyter_client names them: 0 means "pick a free one".
PORTS = ("shell_port", "iopub_port", "stdin_port", "hb_port", "control_port")
#: What a kernel writes when one of its ports is taken (ZMQError's text, EADDRINUSE's).
PORT_TAKEN = "Address already in use"
#: How much of a failed kernel's output an error quotes, in characters (its end).
OUTPUT_TAIL = 600


class KernelStartError(RuntimeError):
    """The kernel did not start after every attempt (a ``RuntimeError``, as nbclient's own)."""


class SteadyKernelManager(AsyncKernelManager):
    """An :class:`~jupyter_client.AsyncKernelManager` whose kernel, if it fails to start (dies,
    finds a port taken, or stays silent), is killed and started again on new ports."""

    start_attempts = Integer(3, min=1, config=True,
                             help="How many times in all to start a kernel that fails to start.")
    ready_timeout = Integer(60, min=1, config=True,
                            help="Seconds to wait for a starting kernel's first answer.")

    async def start_kernel(self, **kw: Any) -> None:  # type: ignore[override]
        """Start the kernel and wait for its first answer; start it again on new ports if it
        failed; :class:`KernelStartError` (the kernel killed) after the last attempt."""
        why = ""
        for attempt in range(1, self.start_attempts + 1):
            output = tempfile.TemporaryFile()       # the kernel's stdout and stderr, never the caller's
            try:
                await super().start_kernel(**{"stdout": output, "stderr": output, **kw})
                why = await self._why_not_ready(output)
            except BaseException:
                output.close()
                raise
            if not why:
                output.close()
                return
            said = _tail(output)
            output.close()
            await self._kill_and_forget()
            if attempt < self.start_attempts:
                self.log.warning("The kernel did not start (%s; attempt %d of %d): "
                                 "starting it again on new ports.", why, attempt, self.start_attempts)
        raise KernelStartError(f"The kernel did not start after {self.start_attempts} attempts, "
                               f"each on new ports (the last: {why})"
                               + (f"; its output ended with:\n{said}" if said else ""))

    async def _why_not_ready(self, output: Any) -> str:
        """``""`` once the kernel answers; else why not: it died, a port of its is taken, or it
        was silent for ``ready_timeout`` seconds."""
        client = self.client()
        client.start_channels()
        waiting = asyncio.ensure_future(client.wait_for_ready(timeout=self.ready_timeout))
        try:
            while True:
                done, _ = await asyncio.wait({waiting}, timeout=0.2)
                if done:
                    try:
                        waiting.result()
                        return ""
                    except RuntimeError:
                        alive = await self.is_alive()
                        return (f"silent for {self.ready_timeout} s" if alive
                                else "it died before answering")
                if PORT_TAKEN.encode() in _read_all(output):
                    return f"a port was taken: {PORT_TAKEN}"
        finally:
            if not waiting.done():
                waiting.cancel()
                try:
                    await waiting
                except (asyncio.CancelledError, RuntimeError):
                    pass
            client.stop_channels()

    async def _kill_and_forget(self) -> None:
        """Kill the kernel (its process group) and clean up after it, so that the next start
        picks new ports.

        ``restart_kernel(newports=True)`` would start it on the same ports: jupyter_client only
        forgets ports it drew itself, and these were drawn by its port cache.
        """
        if self.has_kernel:
            await self.shutdown_kernel(now=True, restart=True)   # restart=True keeps the zmq context
        self.cleanup_connection_file()
        for port in PORTS:
            setattr(self, port, 0)


def _read_all(output: Any) -> bytes:
    output.seek(0)
    return bytes(output.read())


def _tail(output: Any) -> str:
    """The end of a kernel's output, as text."""
    return _read_all(output)[-OUTPUT_TAIL:].decode("utf-8", "replace").strip()


__all__ = ["KernelStartError", "SteadyKernelManager", "PORT_TAKEN"]
