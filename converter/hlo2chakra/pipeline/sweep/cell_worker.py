"""Child half of the local executor (``local``): cells simulated in an isolated child Python.

Started through ``runtime.child.ChildSet`` (``python -I``, dies with its parent). Reads one
request per line on stdin until stdin ends: a cell (``local.cell_to_json``), which it simulates
with ``tasks.simulate_dir``, writing its ``CellOutcome`` as one JSON line on stdout; or a
conversion (``local.conversion_to_json``), which it converts into the sweep's store
(``local.convert_into_store``), writing its error ("" or the reason it failed) and its peak memory. Anything the
work prints goes to stderr. SIGINT is ignored (the parent stops its children on Ctrl-C). On SIGTERM the running
simulation stops its ASTRA-sim process group and removes its staging directory before the child
exits. An error the outcome cannot carry is one
``cell_worker: Type: message`` line on stderr, exit 2.
"""

from __future__ import annotations

import sys

from hlo2chakra.errors import one_line


def main(argv: list[str]) -> int:
    import signal

    # Ctrl-C reaches the whole foreground process group, this child too. The parent answers it by
    # stopping its children with SIGTERM (a clean exit here); a KeyboardInterrupt of our own would
    # be cut short by that SIGTERM halfway through removing the run's staging folder, or be
    # mistaken for the cell's failure.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import json

    from hlo2chakra.pipeline.sweep.local import (WORKER_PREFIX, cell_from_mapping, conversion_from_mapping,
                                                 convert_into_store)
    from hlo2chakra.pipeline.sweep.tasks import simulate_dir

    requests, result_stream, sys.stdout = sys.stdin, sys.stdout, sys.stderr  # outcomes only on stdout
    for line in requests:
        try:
            request = json.loads(line)
            if "convert" in request:
                answer = convert_into_store(conversion_from_mapping(request["convert"]))
            else:
                cell = cell_from_mapping(request)
                answer = simulate_dir(cell.traces, cell.job).to_json()
        except Exception as exc:  # noqa: BLE001 - the parent makes it the cell's failed row
            print(f"{WORKER_PREFIX}{type(exc).__name__}: {one_line(exc) or type(exc).__name__}", file=sys.stderr)
            return 2
        result_stream.write(answer + "\n")
        result_stream.flush()
    return 0
