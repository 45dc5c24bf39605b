"""runtime.child.stop_processes: SIGTERM first, SIGKILL for whatever outlives the grace period."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from hlo2chakra.runtime.child import stop_processes

_OBEYS = "import time\nprint('ready', flush=True)\ntime.sleep(600)\n"
_IGNORES = ("import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
            "print('ready', flush=True)\ntime.sleep(600)\n")


def _start(code: str) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-I", "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "ready\n"  # its handler is in place
    return proc


def test_sigterm_ends_an_obedient_process_and_sigkill_one_that_ignores_it() -> None:
    obeys, ignores = _start(_OBEYS), _start(_IGNORES)
    try:
        started = time.monotonic()
        stop_processes([obeys, ignores], grace_s=1.0)
        assert time.monotonic() - started < 30
    finally:
        for proc in (obeys, ignores):
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    assert obeys.returncode == -signal.SIGTERM
    assert ignores.returncode == -signal.SIGKILL


def test_processes_that_already_ended_are_fine() -> None:
    done = subprocess.Popen([sys.executable, "-I", "-c", "pass"])
    done.wait()
    stop_processes([done], grace_s=0.1)
    assert done.returncode == 0
