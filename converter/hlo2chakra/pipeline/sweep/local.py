"""The sweep's local executor: cells converted and simulated without Dask, in isolated child Pythons.

``run_local(cells, workers)`` simulates every ``LocalCell`` (a trace directory on this machine and
its ``SimulationJob``) and returns one ``CellOutcome`` per cell, in order. With one worker the cells
run in this process, one after the other. With more, a ``LocalPool`` of ``workers`` children started
by ``runtime.child`` (``python -I``: no code from the working directory; they die with this process)
runs ``cell_worker``, each serving one request after another (a Python start per cell would cost
more than a small simulation): an interrupt stops every child (and, through them, their ASTRA-sim
process groups) before it propagates. A child that dies without a result is a ``failed`` cell
saying why; the next request gets a fresh child. This is what ``compare`` runs on, and it needs no
``sweep`` extra. ``LocalPool.convert`` runs one ``LocalConversion`` (a module file, a mesh, a
hardware document) in a child, which writes the bundle into the sweep's store itself (no trace
bytes cross the pipe); a child that grew past ``KEEP_CHILD_BELOW_BYTES`` converting is ended after
it, so a large program's memory goes back to the system, while a small one keeps its warm imports
for the next request.
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
from typing import Any, Callable, Mapping, Sequence

from hlo2chakra.pipeline.sweep.store import SweepStore
from hlo2chakra.pipeline.sweep.tasks import CellOutcome, SimulationJob, convert_file_task, simulate_dir
from hlo2chakra.runtime.child import ChildSet, piped
from hlo2chakra.sim.options import SimulationOptions

WORKER_MODULE = "hlo2chakra.pipeline.sweep.cell_worker"
WORKER_PREFIX = "cell_worker: "     # the worker's one error line on stderr
Done = Callable[[int, CellOutcome], None]   # (index of the cell, its outcome), as each finishes
STDERR_LINES = 20                           # kept from a child's stderr, to say why it died
# A child's imports (jaxlib, numpy) cost about a second to redo; a conversion that left it larger
# than this is a large program whose memory the next cells should not inherit.
KEEP_CHILD_BELOW_BYTES = 2 << 30


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
    return cell_from_mapping(json.loads(text))


def cell_from_mapping(data: Mapping[str, Any]) -> LocalCell:
    job = SimulationJob(SimulationOptions(**data["options"]), data["run_dir"],
                        tuple((str(k), str(v)) for k, v in data["labels"]), data["failure_prefix"])
    return LocalCell(Path(data["traces"]), job)


@dataclass(frozen=True)
class LocalConversion:
    """One conversion for a child: ``module`` (a file on this machine) for ``mesh`` on ``hardware`` (a
    hardware document), its bundle saved under trace ``key`` in the sweep store at ``out_dir``."""

    key: str
    module: Path
    mesh: str
    hardware: Mapping[str, Any]
    out_dir: Path


def conversion_to_json(conversion: LocalConversion) -> str:
    """The request line of a conversion: one JSON object whose only key is ``convert``."""
    return json.dumps({"convert": {"key": conversion.key, "module": str(conversion.module), "mesh": conversion.mesh,
                                   "hardware": dict(conversion.hardware), "out_dir": str(conversion.out_dir)}})


def conversion_from_mapping(data: Mapping[str, Any]) -> LocalConversion:
    return LocalConversion(str(data["key"]), Path(data["module"]), str(data["mesh"]), dict(data["hardware"]),
                           Path(data["out_dir"]))


def convert_into_store(conversion: LocalConversion) -> str:
    """Convert ``conversion`` and save its bundle in the store; the answer line for the parent:
    ``error`` ("" when it converted, else why not) and this process's ``peak_rss_bytes``."""
    import resource

    bundle = convert_file_task(conversion.key, conversion.module, conversion.mesh, conversion.hardware)
    if not bundle.error:
        SweepStore(conversion.out_dir).save_bundle(bundle)
    peak_bytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux reports KiB
    return json.dumps({"error": bundle.error, "peak_rss_bytes": peak_bytes})


class _ChildDied(Exception):
    """The child ended without answering: ``why`` (its last stderr line), and whether that line is
    the worker's own verdict on the request (``ours``) rather than a death from outside."""

    def __init__(self, why: str, ours: bool) -> None:
        super().__init__(why)
        self.why, self.ours = why, ours


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

    def ask(self, request: str) -> str:
        """The child's one-line answer to ``request``; ``_ChildDied`` when it ends without one."""
        proc = self.proc if self.proc is not None else self._spawn()
        try:
            stdin = piped(proc.stdin)
            stdin.write(request + "\n")
            stdin.flush()
            line = piped(proc.stdout).readline()
        except OSError:  # the child is gone
            line = ""
        if line:
            return line
        code = proc.wait()
        if self.drain is not None:
            self.drain.join(timeout=5)
        self.children.release(proc)
        self.proc = None
        lines = list(self.stderr_tail)
        ours = [ln[len(WORKER_PREFIX):] for ln in lines if ln.startswith(WORKER_PREFIX)]
        raise _ChildDied((ours or lines or [f"exit code {code}"])[-1], bool(ours))

    def close(self) -> None:
        if self.proc is not None:
            piped(self.proc.stdin).close()
            self.proc.wait()
            self.children.release(self.proc)
            self.proc = None


class LocalPool:
    """``workers`` isolated children serving requests from as many threads; use it as a context
    manager: leaving it closes the children, and an exception (an interrupt) stops them first."""

    def __init__(self, workers: int) -> None:
        self.children = ChildSet()
        self._idle: queue.SimpleQueue[_Worker] = queue.SimpleQueue()
        self._pool = [_Worker(self.children) for _ in range(max(1, workers))]
        for worker in self._pool:
            self._idle.put(worker)

    def __enter__(self) -> "LocalPool":
        return self

    def __exit__(self, kind: object, exc: object, tb: object) -> None:
        if kind is not None:
            self.children.stop()
        for worker in self._pool:
            worker.close()

    def simulate(self, cell: LocalCell) -> tuple[CellOutcome, bool]:
        """The cell's outcome, and whether it is a verdict on the cell (not a child that died)."""
        worker = self._idle.get()
        try:
            return CellOutcome.from_json(worker.ask(cell_to_json(cell))), True
        except _ChildDied as died:
            return CellOutcome("failed", f"simulation process failed: {died.why}"), died.ours
        finally:
            self._idle.put(worker)

    def convert(self, conversion: LocalConversion) -> tuple[str, bool]:
        """("" or why the conversion failed, whether that is a verdict on it); a child whose peak
        memory passed ``KEEP_CHILD_BELOW_BYTES`` is ended, so it is not held while it simulates."""
        worker = self._idle.get()
        try:
            answer = json.loads(worker.ask(conversion_to_json(conversion)))
            if int(answer["peak_rss_bytes"]) >= KEEP_CHILD_BELOW_BYTES:
                worker.close()
            return str(answer["error"]), True
        except _ChildDied as died:
            return f"convert: conversion process failed: {died.why}", died.ours
        finally:
            self._idle.put(worker)


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
    with LocalPool(workers) as pool, ThreadPoolExecutor(max_workers=workers) as threads:
        try:
            return list(threads.map(lambda index: one(index, pool.simulate), range(len(cells))))
        except BaseException:
            threads.shutdown(wait=False, cancel_futures=True)
            pool.children.stop()  # before the executor waits for its threads, blocked on their children
            raise
