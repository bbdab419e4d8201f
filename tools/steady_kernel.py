"""A Jupyter kernel manager that starts the kernel again when it dies as it starts.

Named by its import name, ``tools.steady_kernel.SteadyKernelManager``, in nbconvert's own
configuration (docs/nbconvert/jupyter_nbconvert_config.py: every notebook page of the site) and
passed to nbclient by the widget notebooks' test (tests/test_widget_notebooks.py).

Why: jupyter_client picks five free TCP ports, writes them to the connection file and starts
the kernel, which binds them a moment later, and only once. Two processes that start kernels at
the same moment (the site's two languages build in parallel; pytest-xdist runs notebooks on
every core) can be handed the same free port: the later kernel cannot bind it and exits, and
nbclient fails the build with "Kernel died before replying to kernel_info" (seen once in CI,
80 s into a build). This manager waits for the kernel's first answer; if the kernel died
instead, it starts it again on new ports, at most :attr:`~SteadyKernelManager.start_attempts`
times in all, before any cell runs. A kernel that is alive but does not answer within
:attr:`~SteadyKernelManager.ready_timeout` (60 s, as nbclient's own ``startup_timeout``) is not
started again: jupyter_client's timeout error is raised, as nbclient's wait would raise it; and
a kernel that dies every time still fails as it did (the last start is left to nbclient).

>>> SteadyKernelManager(kernel_name="python3").start_attempts
3
"""

from __future__ import annotations

from typing import Any

from jupyter_client import AsyncKernelManager
from traitlets import Integer

#: The kernel's ports, as jupyter_client names them: 0 means "pick a free one".
PORTS = ("shell_port", "iopub_port", "stdin_port", "hb_port", "control_port")


class SteadyKernelManager(AsyncKernelManager):
    """An :class:`~jupyter_client.AsyncKernelManager` whose kernel, if it dies before its
    first answer, is started again on new ports."""

    start_attempts = Integer(3, min=1, config=True,
                             help="How many times in all to start a kernel that dies as it starts.")
    ready_timeout = Integer(60, min=1, config=True,
                            help="Seconds to wait for a starting kernel's first answer.")

    async def start_kernel(self, **kw: Any) -> None:  # type: ignore[override]
        """Start the kernel and wait for its first answer; start it again if it died."""
        for attempt in range(1, self.start_attempts + 1):
            await super().start_kernel(**kw)
            if attempt == self.start_attempts or await self._answers():
                return
            self.log.warning("The kernel died as it started (attempt %d of %d): "
                             "starting it again on new ports.", attempt, self.start_attempts)
            await self._forget_dead_kernel()

    async def _answers(self) -> bool:
        """True once the kernel answers; False if it died first. A kernel alive but silent
        for ``ready_timeout`` seconds raises jupyter_client's timeout error."""
        client = self.client()
        client.start_channels()
        try:
            await client.wait_for_ready(timeout=self.ready_timeout)
            return True
        except RuntimeError:
            if await self.is_alive():
                raise   # alive but silent: the same error nbclient's own wait raises
            return False
        finally:
            client.stop_channels()

    async def _forget_dead_kernel(self) -> None:
        """Clean up after a dead kernel so that the next start picks new ports.

        ``restart_kernel(newports=True)`` would start it on the same ports: jupyter_client only
        forgets ports it drew itself, and these were drawn by its port cache.
        """
        await self.shutdown_kernel(now=True, restart=True)   # restart=True keeps the zmq context
        self.cleanup_connection_file()
        for port in PORTS:
            setattr(self, port, 0)
