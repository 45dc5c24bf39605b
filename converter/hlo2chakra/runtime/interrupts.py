"""SIGTERM and SIGHUP end a run like Ctrl-C does: every ``finally`` runs, then one line and 128+N.

``install_handlers()`` (the CLI and every child Python call it in their main thread) turns the
first SIGTERM or SIGHUP into a ``Terminated`` exception. It derives from ``SystemExit``, so no
``except Exception`` swallows it, while the ``finally`` blocks and ``except BaseException``
clean-ups on its way stop child processes and remove staging directories. Later signals are
ignored, so a second SIGTERM cannot cut that clean-up short.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType

HANDLED = (signal.SIGTERM, signal.SIGHUP)


class Terminated(SystemExit):
    """The process got SIGTERM or SIGHUP; ``code`` is the shell's 128 + signal number."""

    def __init__(self, signum: int) -> None:
        super().__init__(128 + signum)
        self.signum = signum

    @property
    def exit_code(self) -> int:
        """``code`` as an int (SystemExit types it as any exit status)."""
        return 128 + self.signum

    @property
    def signal_name(self) -> str:
        return signal.Signals(self.signum).name


_terminating = False


def _raise_terminated(signum: int, _frame: FrameType | None) -> None:
    global _terminating
    if _terminating:
        return  # already cleaning up after the first signal
    _terminating = True
    raise Terminated(signum)


def install_handlers() -> None:
    """Turn SIGTERM/SIGHUP into ``Terminated`` (only possible in the main thread; else a no-op)."""
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in HANDLED:
        signal.signal(signum, _raise_terminated)
