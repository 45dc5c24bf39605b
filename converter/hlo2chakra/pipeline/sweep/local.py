"""The sweep's local executor: cells simulated without Dask, each in an isolated child Python.

``run_local(cells, workers)`` simulates every ``LocalCell`` (a trace directory on this machine and
its ``SimulationJob``) and returns one ``CellOutcome`` per cell, in order. With one worker the cells
run in this process, one after the other. With more, each cell runs in its own child started by
``runtime.child`` (``python -I``: no code from the working directory; it dies with this process)
running ``cell_worker``, ``workers`` at a time: an interrupt stops every child (and, through them,
their ASTRA-sim process groups) before it propagates. A child that dies without a result is a
``failed`` cell saying why. This is what ``compare`` runs on, and it needs no ``sweep`` extra.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from hlo2chakra.pipeline.sweep.tasks import CellOutcome, SimulationJob, simulate_dir
from hlo2chakra.runtime.child import ChildSet
from hlo2chakra.sim.options import SimulationOptions

WORKER_MODULE = "hlo2chakra.pipeline.sweep.cell_worker"
WORKER_PREFIX = "cell_worker: "     # the worker's one error line on stderr
Done = Callable[[int, CellOutcome], None]   # (index of the cell, its outcome), as each finishes


@dataclass(frozen=True)
class LocalCell:
    traces: Path            # a converted trace directory
    job: SimulationJob


def _plain(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def cell_to_json(cell: LocalCell) -> str:
    job = cell.job
    options = {f.name: _plain(getattr(job.options, f.name)) for f in dataclasses.fields(job.options)}
    return json.dumps({"traces": str(cell.traces), "options": options, "run_dir": job.run_dir,
                       "labels": _plain(job.labels), "failure_prefix": job.failure_prefix})


def cell_from_json(text: str) -> LocalCell:
    data = json.loads(text)
    job = SimulationJob(SimulationOptions(**data["options"]), data["run_dir"],
                        tuple((str(k), str(v)) for k, v in data["labels"]), data["failure_prefix"])
    return LocalCell(Path(data["traces"]), job)


def _in_child(children: ChildSet, cell: LocalCell) -> tuple[CellOutcome, bool]:
    """The cell's outcome, and whether it is a verdict on the cell (not a child that died or was stopped)."""
    done = children.run(WORKER_MODULE, cell_to_json(cell))
    if done.returncode == 0:
        return CellOutcome.from_json(done.stdout), True
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    ours = [ln[len(WORKER_PREFIX):] for ln in lines if ln.startswith(WORKER_PREFIX)]
    why = (ours or lines or [f"exit code {done.returncode}"])[-1]
    return CellOutcome("failed", f"simulation process failed: {why}"), bool(ours)


def run_local(cells: Sequence[LocalCell], workers: int, done: Done | None = None) -> list[CellOutcome]:
    """The outcome of every cell, in order. ``done`` is called as each cell gets its verdict: not
    for a child that died without one (killed, or stopped by an interrupt), which a resumed sweep
    runs again."""
    def one(index: int, run: Callable[[LocalCell], tuple[CellOutcome, bool]]) -> CellOutcome:
        outcome, verdict = run(cells[index])
        if done is not None and verdict:
            done(index, outcome)
        return outcome

    workers = max(1, min(workers, len(cells)))
    if workers == 1:
        return [one(i, lambda c: (simulate_dir(c.traces, c.job), True)) for i in range(len(cells))]
    children = ChildSet()
    with ThreadPoolExecutor(max_workers=workers) as threads:
        try:
            return list(threads.map(lambda i: one(i, lambda c: _in_child(children, c)), range(len(cells))))
        except BaseException:
            threads.shutdown(wait=False, cancel_futures=True)
            children.stop()
            raise
