"""Run one benchmark measurement in a fresh Python process (fresh peak RSS, fresh jax).

`run_child(command, env=None)` runs `command`, and returns the JSON object on the last line of
its stdout; when the child fails it raises `ChildFailed` with the child's last stderr line.
`timed_process(command, env=None, cwd=None)` runs it and measures the whole process from outside
(wall, user + sys CPU and peak RSS from `os.wait4`): a `ProcessTiming`, or `ChildFailed`.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence


class ChildFailed(RuntimeError):
    """The measured child process exited non-zero; the message is its last stderr line."""


def run_child(command: Sequence[str], env: Mapping[str, str] | None = None) -> dict[str, Any]:
    proc = subprocess.run(list(command), capture_output=True, text=True, env=None if env is None else dict(env))
    if proc.returncode != 0:
        raise ChildFailed((proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1])
    return json.loads(proc.stdout.strip().splitlines()[-1])


@dataclass(frozen=True)
class ProcessTiming:
    wall_s: float
    cpu_s: float            # user + sys of the child
    peak_rss_mib: float
    stdout: str


def timed_process(command: Sequence[str], env: Mapping[str, str] | None = None,
                  cwd: str | Path | None = None) -> ProcessTiming:
    """One child process, timed from outside; ``ChildFailed`` (its last stderr line) when it fails."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(list(command), stdout=out, stderr=err, cwd=cwd,
                                env=None if env is None else dict(env))
        _, status, usage = os.wait4(proc.pid, 0)
        wall_s = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if proc.returncode != 0:
            lines = err.read().decode(errors="replace").strip().splitlines()
            raise ChildFailed((lines or [f"exit code {proc.returncode}"])[-1])
        return ProcessTiming(wall_s, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024,
                             out.read().decode())
