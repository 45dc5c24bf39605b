"""Run the planned cells: one conversion per (mesh, hardware), one simulation per cell, on Dask or locally.

``open_client(scheduler, workers, scratch)`` connects to a running scheduler (``tcp://HOST:PORT``)
or starts a ``distributed.LocalCluster`` of one single-threaded worker process per CPU (or
``workers``), isolated by ``isolate``. ``run_cells`` submits a conversion per trace key not in the
store (cached bundles are scattered instead), a simulation per cell depending on it, and saves each
outcome as it completes, so an interrupted sweep resumes (a task lost with its worker is not saved: it reruns).
``run_cells_local`` does the same without Dask, on the local executor (``local``) that ``compare``
uses: with several workers, each conversion runs in an isolated child too, and a cell is simulated
as soon as its traces are in the store, beside the conversions still running.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from hlo2chakra.errors import BadInputError, one_line
from hlo2chakra.pipeline.sweep.plan import PlannedCell, SweepPlan, simulation_options
from hlo2chakra.pipeline.sweep.spec import DEFAULT_SYSTEM
from hlo2chakra.pipeline.sweep.store import SweepStore
from hlo2chakra.files.scratch import make_scratch, remove_scratch
from hlo2chakra.pipeline.sweep.local import LocalCell, LocalConversion, LocalPool, run_local
from hlo2chakra.pipeline.sweep.tasks import (SWEEP_PREFIX, CellOutcome, SimulationJob, TraceBundle, cell_options,
                                             clean_run_folder, convert_task, simulate_task)
from hlo2chakra.sim.options import SimulationOptions

Progress = Callable[[int, int, int], None]   # (done, failed, total)
WORKER_DEATH_TIMEOUT_S = 60


@dataclass(frozen=True)
class RunTimes:
    """Wall seconds from submitting the tasks until the last conversion / simulation finished."""

    convert_s: float = 0.0
    simulate_s: float = 0.0
    conversions: int = 0
    simulations: int = 0


class SchedulerError(BadInputError):
    """The Dask scheduler named by the user cannot be reached."""


@contextlib.contextmanager
def open_client(scheduler: str | None, workers: int | None, scratch: Path) -> Iterator["object"]:
    from distributed import Client, LocalCluster

    if scheduler:
        try:
            client = Client(scheduler, timeout="20s")
        except (OSError, TimeoutError) as exc:
            raise SchedulerError(f"cannot reach the Dask scheduler {scheduler}: {one_line(exc)}") from None
        with client:
            yield client
        return
    import dask

    scratch.mkdir(parents=True, exist_ok=True)
    count = workers or os.cpu_count() or 1
    # Dask's own lock files (dask-scratch-space/{global,purge}.lock) go to its temporary
    # directory, $TMPDIR by default, where every run would leave them: keep them in the scratch
    # folder, which is removed with the cluster.
    try:
        with dask.config.set({"temporary-directory": str(scratch)}), \
                LocalCluster(n_workers=count, threads_per_worker=1, processes=True, dashboard_address=None,
                             host="127.0.0.1", local_directory=str(scratch),
                             preload=["hlo2chakra.pipeline.sweep.isolate"], death_timeout=WORKER_DEATH_TIMEOUT_S,
                             silence_logs=50) as cluster, Client(cluster) as client:
            yield client
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def clean_workers(client, run_id: str) -> None:
    """Ask every worker to remove the trace folder of this run (``tasks.clean_run_folder``)."""
    try:
        client.run(clean_run_folder, run_id, on_error="ignore")
    except Exception:  # noqa: BLE001 - a worker that cannot be reached has nothing to clean we could reach
        pass


def _failed(exc: BaseException | None) -> CellOutcome:
    text = one_line(exc) if exc is not None else "task lost"
    return CellOutcome("failed", f"worker: {type(exc).__name__}: {text}" if exc is not None else text)


def _options(base: SimulationOptions, pc: PlannedCell) -> SimulationOptions:
    system = None if pc.cell.system == DEFAULT_SYSTEM else pc.cell.system
    return cell_options(base, pc.cell.topology, system, pc.cell.devices)


def _submit(client, plan: SweepPlan, store: SweepStore, todo: list[PlannedCell],
            run_id: str) -> tuple[dict, dict, list]:
    """(convert task key -> trace key, simulate task key -> cell key, every future)."""
    spec = plan.spec
    bundles: dict[str, object] = {}
    futures: list = []
    converts: dict[str, str] = {}
    modules: dict[str, object] = {}   # plan.module_key -> that module's bytes, scattered once
    for pc in todo:
        if pc.trace_key in bundles:
            continue
        cached = store.bundle(pc.trace_key)
        if cached is not None:
            bundles[pc.trace_key] = client.scatter(cached)
            continue
        name, data = plan.module_of(pc.cell)
        which = plan.module_key(pc.cell)
        if which not in modules:
            modules[which] = client.scatter(data)
        future = client.submit(convert_task, pc.trace_key, name, modules[which], pc.cell.mesh_label,
                               plan.hardware[pc.cell.hardware], key=f"convert-{pc.trace_key}", pure=False)
        bundles[pc.trace_key] = future
        converts[future.key] = pc.trace_key
        futures.append(future)
    simulations = {}
    base = simulation_options(spec)
    for pc in todo:
        future = client.submit(simulate_task, bundles[pc.trace_key], _options(base, pc), run_id,
                               key=f"simulate-{pc.cell_key}", pure=False)
        simulations[future.key] = pc.cell_key
        futures.append(future)
    return converts, simulations, futures


class _Tally:
    """The outcome per cell key so far, and the progress callback fed as outcomes arrive (from any thread)."""

    def __init__(self, total: int, progress: Progress | None) -> None:
        self.outcomes: dict[str, CellOutcome] = {}
        self.failed = 0
        self.total = total
        self.progress = progress
        self._lock = threading.Lock()

    def add(self, key: str, outcome: CellOutcome) -> None:
        with self._lock:
            self.outcomes[key] = outcome
            self.failed += outcome.status == "failed"
            if self.progress:
                self.progress(len(self.outcomes), self.failed, self.total)


def _start(plan: SweepPlan, store: SweepStore, progress: Progress | None,
           retry_failed: bool) -> tuple[_Tally, list[PlannedCell]]:
    """The cells already decided (stored, or failed by the prechecks) and the cells still to run."""
    tally = _Tally(len(plan.cells), None)
    todo: list[PlannedCell] = []
    for pc in plan.cells:
        stored = store.outcome(pc.cell_key)
        if stored is not None and not (retry_failed and stored.status == "failed"):
            tally.add(pc.cell_key, stored)
        elif pc.precheck_error:
            failed = CellOutcome("failed", pc.precheck_error)
            store.save_outcome(pc.cell_key, failed)
            tally.add(pc.cell_key, failed)
        else:
            todo.append(pc)
    tally.progress = progress
    if progress:
        progress(len(tally.outcomes), tally.failed, tally.total)
    return tally, todo


def run_cells(client, plan: SweepPlan, store: SweepStore, progress: Progress | None = None,
              retry_failed: bool = False, run_id: str = "") -> tuple[dict[str, CellOutcome], RunTimes]:
    """Outcome per cell key (from the store, from the prechecks, or computed now on Dask), and timings.

    run_id names the workers' trace folder of this run (``tasks.run_folder``)."""
    from distributed import as_completed

    tally, todo = _start(plan, store, progress, retry_failed)
    if not todo:
        return tally.outcomes, RunTimes()
    start = time.perf_counter()
    converts, simulations, futures = _submit(client, plan, store, todo, run_id)
    convert_end = start
    for future in as_completed(futures):
        error = future.exception() if future.status == "error" else None
        if future.key in converts:
            if error is None:
                result = future.result()
                if isinstance(result, TraceBundle):
                    store.save_bundle(result)
            convert_end = time.perf_counter()
            continue
        outcome = future.result() if error is None else _failed(error)
        key = simulations[future.key]
        if error is None:  # a lost worker is no verdict on the cell: the next run tries it again
            store.save_outcome(key, outcome)
        tally.add(key, outcome)
    end = time.perf_counter()
    return tally.outcomes, RunTimes(convert_end - start, end - start, len(converts), len(simulations))


def _convert_locally(plan: SweepPlan, store: SweepStore, todo: list[PlannedCell]) -> tuple[dict[str, str], int]:
    """Convert, in this process, every trace key of ``todo`` not in the store: (key -> why it failed, count)."""
    failures: dict[str, str] = {}
    count = 0
    for pc in {pc.trace_key: pc for pc in reversed(todo)}.values():
        if store.trace_folder(pc.trace_key) is not None:
            continue
        bundle = convert_task(pc.trace_key, *plan.module_of(pc.cell), pc.cell.mesh_label,
                              plan.hardware[pc.cell.hardware])
        count += 1
        if bundle.error:
            failures[pc.trace_key] = bundle.error
        store.save_bundle(bundle)
    return failures, count


def run_cells_local(plan: SweepPlan, store: SweepStore, workers: int, progress: Progress | None = None,
                    retry_failed: bool = False) -> tuple[dict[str, CellOutcome], RunTimes]:
    """``run_cells`` without Dask. With one worker, the conversions run in this process, then each
    simulation of the stored traces in this process too (``local.run_local``); with more,
    ``_run_pooled`` runs both on ``workers`` isolated children."""
    tally, todo = _start(plan, store, progress, retry_failed)
    if not todo:
        return tally.outcomes, RunTimes()
    if workers > 1:
        return tally.outcomes, _run_pooled(plan, store, todo, workers, tally)
    start = time.perf_counter()
    failures, conversions = _convert_locally(plan, store, todo)
    convert_end = time.perf_counter()
    for pc in todo:
        if pc.trace_key in failures:
            failed = CellOutcome("failed", failures[pc.trace_key])
            store.save_outcome(pc.cell_key, failed)
            tally.add(pc.cell_key, failed)
    runnable = [pc for pc in todo if pc.trace_key not in failures]
    base = simulation_options(plan.spec)
    cells = [LocalCell(store.traces_dir / pc.trace_key,
                       SimulationJob(_options(base, pc), failure_prefix=SWEEP_PREFIX)) for pc in runnable]

    def done(index: int, outcome: CellOutcome) -> None:
        store.save_outcome(runnable[index].cell_key, outcome)
        tally.add(runnable[index].cell_key, outcome)

    run_local(cells, 1, done)
    end = time.perf_counter()
    return tally.outcomes, RunTimes(convert_end - start, end - start, conversions, len(cells))


def _run_pooled(plan: SweepPlan, store: SweepStore, todo: list[PlannedCell], workers: int, tally: _Tally) -> RunTimes:
    """Every conversion ``todo`` needs and then each of its cells, on a ``LocalPool`` of ``workers``.

    The conversions are queued first; a conversion's child writes its bundle into the store, and
    its cells are queued as it ends (failed together with its reason if it failed). Conversions of
    one module at one mesh (for several hardware) share XLA's partition, which the first one puts
    in the partition cache: the others wait for it rather than partition again beside it. A child
    that died without a verdict fails its cells for this run only: a resumed sweep runs them again."""
    base = simulation_options(plan.spec)
    by_key: dict[str, list[PlannedCell]] = {}
    for pc in todo:
        by_key.setdefault(pc.trace_key, []).append(pc)
    missing = [key for key in by_key if store.trace_folder(key) is None]
    lock = threading.Lock()
    futures: set[Future] = set()
    start = time.perf_counter()
    convert_end = [start]
    modules = make_scratch("hlo2chakra-sweep-modules-")
    try:
        with LocalPool(workers) as pool, ThreadPoolExecutor(max_workers=workers) as threads:
            def submit(fn, *args) -> None:
                with lock:
                    futures.add(threads.submit(fn, *args))

            def simulate(pc: PlannedCell) -> None:
                cell = LocalCell(store.traces_dir / pc.trace_key,
                                 SimulationJob(_options(base, pc), failure_prefix=SWEEP_PREFIX))
                outcome, verdict = pool.simulate(cell)
                if verdict:
                    store.save_outcome(pc.cell_key, outcome)
                tally.add(pc.cell_key, outcome)

            def convert(key: str, conversion: LocalConversion, after: list[str]) -> None:
                error, verdict = pool.convert(conversion)
                for later in after:  # the same partition, now served from the cache this one filled
                    submit(convert, later, _conversion(plan, store, by_key[later][0], modules), [])
                if not error and store.trace_folder(key) is None:
                    error, verdict = "convert: the converted traces did not reach the store", True
                convert_end[0] = time.perf_counter()
                for pc in by_key[key]:
                    if not error:
                        submit(simulate, pc)
                        continue
                    if verdict:
                        store.save_outcome(pc.cell_key, CellOutcome("failed", error))
                    tally.add(pc.cell_key, CellOutcome("failed", error))

            partitions: dict[tuple[str, str], list[str]] = {}   # (module, mesh) -> its missing trace keys
            for key in missing:
                cell = by_key[key][0].cell
                partitions.setdefault((plan.module_key(cell), cell.mesh_label), []).append(key)
            for first, *after in partitions.values():
                submit(convert, first, _conversion(plan, store, by_key[first][0], modules), after)
            for key, cells in by_key.items():
                if key not in missing:
                    for pc in cells:
                        submit(simulate, pc)
            try:
                _wait_all(futures, lock)
            except BaseException:
                threads.shutdown(wait=False, cancel_futures=True)
                pool.children.stop()  # before the executor waits for its threads, blocked on their children
                raise
    finally:
        remove_scratch(modules)
    end = time.perf_counter()
    return RunTimes(convert_end[0] - start, end - start, len(missing), len(todo))


def _conversion(plan: SweepPlan, store: SweepStore, pc: PlannedCell, modules: Path) -> LocalConversion:
    """The conversion of ``pc``'s traces, its module written once into ``modules`` under its own name."""
    name, data = plan.module_of(pc.cell)
    folder = modules / hashlib.sha256(plan.module_key(pc.cell).encode()).hexdigest()[:16]  # a mesh label: any text
    folder.mkdir(exist_ok=True)
    module = folder / name
    if not module.exists():
        module.write_bytes(data)
    return LocalConversion(pc.trace_key, module, pc.cell.mesh_label, plan.hardware[pc.cell.hardware], store.out_dir)


def _wait_all(futures: set[Future], lock: threading.Lock) -> None:
    """Until every future of ``futures`` (which grows while they run) is done; the first error raised."""
    while True:
        with lock:
            finished = {f for f in futures if f.done()}
            futures -= finished
            pending = set(futures)
        for future in finished:
            future.result()
        if not pending:
            return
        wait(pending, return_when=FIRST_COMPLETED)
