"""Child processes that run no code from the working directory and die with their parent.

Every child Python (the partition, export and compare workers) is started by ``python_command``:
``python -I`` (isolated: neither the working directory nor PYTHONPATH nor the user site is on
``sys.path``, so a ``glob.py`` beside the user's files is never imported), with a small boot line
that finds this package (installed, else appended from its source folder) and runs
``child_main``. There the child asks Linux to SIGKILL it when its parent dies
(``prctl(PR_SET_PDEATHSIG)``), exits at once if the parent is already gone, turns SIGTERM/SIGHUP
into a clean exit, and calls the worker module's ``main(argv)``. Native programs (ASTRA-sim) get
the same parent-death signal through ``native_command``.

``ChildSet`` starts such long-lived children for several threads and stops them all on an interrupt.
"""

from __future__ import annotations

import ctypes
import importlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Callable, Sequence, TypeVar

PR_SET_PDEATHSIG = 1
BOOT = ("import sys; sys.path.append(sys.argv[1]); "
        "from hlo2chakra.runtime.child import child_main; sys.exit(child_main(sys.argv[2:]))")
# PARENT_PID PROGRAM ARGS...: SIGKILL on the parent's death, then become PROGRAM (same pid).
EXEC_BOOT = ("import ctypes, os, sys\n"
             "ctypes.CDLL(None).prctl(1, 9, 0, 0, 0)\n"
             "os.getppid() == int(sys.argv[1]) or os._exit(137)\n"
             "try:\n    os.execvp(sys.argv[2], sys.argv[2:])\n"
             "except OSError as exc:\n"
             "    print(f'cannot start {sys.argv[2]}: {exc.strerror}', file=sys.stderr)\n    os._exit(127)\n")


_Stream = TypeVar("_Stream", bound=IO)


def piped(stream: _Stream | None) -> _Stream:
    """A child's stream that was opened as a pipe (``Popen`` types each one as optional)."""
    if stream is None:
        raise ValueError("the child's stream was not opened as a pipe")
    return stream


def _package_root() -> str:
    return str(Path(__file__).resolve().parents[2])


def python_command(module: str, *args: str) -> list[str]:
    """The command line that runs ``module.main(list(args))`` in an isolated child Python."""
    return [sys.executable, "-I", "-c", BOOT, _package_root(), str(os.getpid()), module, *map(str, args)]


def _prctl() -> Callable[..., int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # pragma: no cover - every Linux libc has prctl
        return None


def die_with_parent(signum: int = signal.SIGKILL) -> None:
    """Ask the kernel to send ``signum`` to this process when its parent exits (Linux only)."""
    prctl = _prctl()
    if prctl is not None:
        prctl(PR_SET_PDEATHSIG, int(signum), 0, 0, 0)


def native_command(command: Sequence[str]) -> list[str]:
    """``command`` started through an isolated Python that sets the parent-death signal, then execs it.

    Not a ``preexec_fn``: forking a multithreaded process (jaxlib's threads) and running Python
    in the child can deadlock. The program replaces the shim (same pid), keeps the signal across
    ``exec`` and dies with us. Elsewhere than Linux, ``command`` is returned unchanged.
    """
    if _prctl() is None:
        return list(command)
    return [sys.executable, "-I", "-c", EXEC_BOOT, str(os.getpid()), *map(str, command)]


def child_main(argv: Sequence[str]) -> int:
    """Run in the child: ``PARENT_PID MODULE ARGS...`` -> ``MODULE.main(ARGS)``'s exit code."""
    from hlo2chakra.runtime.interrupts import Terminated, install_handlers

    parent, module, *args = argv
    die_with_parent()
    if os.getppid() != int(parent):  # the parent died before the kernel could be asked
        return 128 + signal.SIGKILL
    install_handlers()
    try:
        return int(importlib.import_module(module).main(list(args)) or 0)
    except Terminated as exc:
        return exc.exit_code


class ChildSet:
    """Isolated child Pythons started for worker threads; ``stop()`` ends every one, now and later."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._live: set[subprocess.Popen] = set()
        self._stopped = False

    def start(self, module: str, *args: str) -> subprocess.Popen:
        """Start ``module`` as a long-lived child with text pipes on stdin, stdout and stderr; the
        caller talks to it and ``release``s it when it has exited (``stop()`` ends it like the others)."""
        command = python_command(module, *args)
        with self._lock:
            if self._stopped:
                raise ChildrenStopped("stopped before it started")
            proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True)
            self._live.add(proc)
        return proc

    def release(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._live.discard(proc)

    def stop(self, grace_s: float = 10.0) -> None:
        """Stop every running child (SIGTERM, then SIGKILL after ``grace_s``) and start no more."""
        with self._lock:
            self._stopped = True
            live = list(self._live)
        stop_processes(live, grace_s)


def stop_processes(procs: Sequence[subprocess.Popen], grace_s: float = 10.0) -> None:
    """SIGTERM every process of ``procs`` (last started first), then SIGKILL what outlives ``grace_s``."""
    deadline = time.monotonic() + grace_s
    for proc in reversed(procs):
        try:
            proc.send_signal(signal.SIGTERM)
        except OSError:
            pass
    for proc in procs:
        try:
            proc.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class ChildrenStopped(RuntimeError):
    """A ``ChildSet`` was stopped; no new child starts."""
