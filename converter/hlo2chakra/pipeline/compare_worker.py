"""Child half of ``compare``'s parallel runs: one configuration per isolated child Python.

Started by ``sim.sweep`` through ``child.ChildSet`` (``python -I``, dies with its parent). Reads
one job (JSON) on stdin, simulates it with ``sweep.run_job`` and writes the result row (JSON) on
stdout; anything the simulation prints goes to stderr. On SIGTERM the running simulation stops
its ASTRA-sim process group and removes its staging directory before the child exits.
"""

from __future__ import annotations

import json
import sys


def main(argv: list[str]) -> int:
    from hlo2chakra.pipeline.compare import run_job

    job = json.loads(sys.stdin.read())
    result_stream, sys.stdout = sys.stdout, sys.stderr  # the row is the only thing on stdout
    try:
        row = run_job(job)
    except Exception as exc:  # noqa: BLE001 - the parent makes it the configuration's failed row
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        print(f"compare_worker: {type(exc).__name__}: {message}", file=sys.stderr)
        return 2
    result_stream.write(json.dumps(row))
    result_stream.flush()
    return 0
