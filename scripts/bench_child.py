"""Run one benchmark measurement in a fresh Python process (fresh peak RSS, fresh jax).

`run_child(command, env=None)` runs `command`, and returns the JSON object on the last line of
its stdout; when the child fails it raises `ChildFailed` with the child's last stderr line.
"""

from __future__ import annotations

import json
import subprocess
from typing import Any, Mapping, Sequence


class ChildFailed(RuntimeError):
    """The measured child process exited non-zero; the message is its last stderr line."""


def run_child(command: Sequence[str], env: Mapping[str, str] | None = None) -> dict[str, Any]:
    proc = subprocess.run(list(command), capture_output=True, text=True, env=None if env is None else dict(env))
    if proc.returncode != 0:
        raise ChildFailed((proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1])
    return json.loads(proc.stdout.strip().splitlines()[-1])
