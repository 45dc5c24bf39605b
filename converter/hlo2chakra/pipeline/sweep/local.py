"""The sweep's local executor: cells simulated without Dask, each in an isolated child Python.

``run_local(cells, workers)`` simulates every ``LocalCell`` (a trace directory on this machine and
its ``SimulationJob``) and returns one ``CellOutcome`` per cell, in order. With one worker the cells
run in this process, one after the other. With more, ``workers`` children started by ``runtime.child``
(``python -I``: no code from the working directory; they die with this process) run
``cell_worker``, each serving one cell after another (a Python start per cell would cost more than
a small simulation): an interrupt stops every child (and, through them, their ASTRA-sim process
groups) before it propagates. A child that dies without a result is a ``failed`` cell saying why;
the next cell gets a fresh child. This is what ``compare`` runs on, and it needs no ``sweep`` extra.
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import json
import queue
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from hlo2chakra.pipeline.sweep.tasks import CellOutcome, SimulationJob, simulate_dir
from hlo2chakra.runtime.child import ChildSet, piped
from hlo2chakra.sim.options import SimulationOptions

WORKER_MODULE = "hlo2chakra.pipeline.sweep.cell_worker"
WORKER_PREFIX = "cell_worker: "     # the worker's one error line on stderr
Done = Callable[[int, CellOutcome], None]   # (index of the cell, its outcome), as each finishes
STDERR_LINES = 20                           # kept from a child's stderr, to say why it died


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


class _Worker:
    """One isolated child serving cells one at a time: a cell line in, its outcome line out.

    A child that dies (killed, or stopped by an interrupt) takes only its current cell with it: that
    cell fails with the child's last stderr line, and the next cell starts a fresh child.
    """

    def __init__(self, children: ChildSet) -> None:
        self.children = children
        self.proc: subprocess.Popen | None = None
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self.drain: threading.Thread | None = None

    def _spawn(self) -> subprocess.Popen:
        proc = self.children.start(WORKER_MODULE)
        self.stderr_tail.clear()
        self.drain = threading.Thread(target=self._read_stderr, args=(proc,), daemon=True)
        self.drain.start()
        self.proc = proc
        return proc

    def _read_stderr(self, proc: subprocess.Popen) -> None:
        for line in piped(proc.stderr):  # what the simulation prints; kept short, never left to fill the pipe
            if line.strip():
                self.stderr_tail.append(line.rstrip("\n"))

    def run(self, cell: LocalCell) -> tuple[CellOutcome, bool]:
        """The cell's outcome, and whether it is a verdict on the cell (not a child that died)."""
        proc = self.proc if self.proc is not None else self._spawn()
        try:
            stdin = piped(proc.stdin)
            stdin.write(cell_to_json(cell) + "\n")
            stdin.flush()
            line = piped(proc.stdout).readline()
        except OSError:  # the child is gone
            line = ""
        if line:
            return CellOutcome.from_json(line), True
        return self._died(proc)

    def _died(self, proc: subprocess.Popen) -> tuple[CellOutcome, bool]:
        code = proc.wait()
        if self.drain is not None:
            self.drain.join(timeout=5)
        self.children.release(proc)
        self.proc = None
        lines = list(self.stderr_tail)
        ours = [ln[len(WORKER_PREFIX):] for ln in lines if ln.startswith(WORKER_PREFIX)]
        why = (ours or lines or [f"exit code {code}"])[-1]
        return CellOutcome("failed", f"simulation process failed: {why}"), bool(ours)

    def close(self) -> None:
        if self.proc is not None:
            piped(self.proc.stdin).close()
            self.proc.wait()
            self.children.release(self.proc)
            self.proc = None


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
    idle: queue.SimpleQueue[_Worker] = queue.SimpleQueue()
    pool = [_Worker(children) for _ in range(workers)]
    for worker in pool:
        idle.put(worker)

    def on_a_worker(index: int) -> CellOutcome:
        worker = idle.get()
        try:
            return one(index, worker.run)
        finally:
            idle.put(worker)

    with ThreadPoolExecutor(max_workers=workers) as threads:
        try:
            outcomes = list(threads.map(on_a_worker, range(len(cells))))
        except BaseException:
            threads.shutdown(wait=False, cancel_futures=True)
            children.stop()
            raise
    for worker in pool:
        worker.close()
    return outcomes
