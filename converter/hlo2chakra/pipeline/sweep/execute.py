"""Run the planned cells on Dask: one conversion per (mesh, hardware), one simulation per cell.

``open_client(scheduler, workers, scratch)`` connects to a running scheduler (``tcp://HOST:PORT``)
or starts a ``distributed.LocalCluster`` of one single-threaded worker process per CPU (or
``workers``), isolated by ``isolate``. ``run_cells`` submits a conversion per trace key not in the
store (cached bundles are scattered instead), a simulation per cell depending on it, and saves each
outcome as it completes, so an interrupted sweep resumes (a task lost with its worker is not saved: it reruns).
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from hlo2chakra.errors import BadInputError, one_line
from hlo2chakra.pipeline.sweep.plan import PlannedCell, SweepPlan, cell_settings
from hlo2chakra.pipeline.sweep.spec import DEFAULT_SYSTEM
from hlo2chakra.pipeline.sweep.store import SweepStore
from hlo2chakra.pipeline.sweep.tasks import (CellOutcome, TraceBundle, clean_run_folder, convert_task,
                                             simulate_task)

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
    scratch.mkdir(parents=True, exist_ok=True)
    count = workers or os.cpu_count() or 1
    with LocalCluster(n_workers=count, threads_per_worker=1, processes=True, dashboard_address=None,
                      host="127.0.0.1", local_directory=str(scratch), preload=["hlo2chakra.pipeline.sweep.isolate"],
                      death_timeout=WORKER_DEATH_TIMEOUT_S, silence_logs=50) as cluster, Client(cluster) as client:
        yield client


def clean_workers(client, run_id: str) -> None:
    """Ask every worker to remove the trace folder of this run (``tasks.clean_run_folder``)."""
    try:
        client.run(clean_run_folder, run_id, on_error="ignore")
    except Exception:  # noqa: BLE001 - a worker that cannot be reached has nothing to clean we could reach
        pass


def _failed(exc: BaseException | None) -> CellOutcome:
    text = one_line(exc) if exc is not None else "task lost"
    return CellOutcome("failed", f"worker: {type(exc).__name__}: {text}" if exc is not None else text)


def _submit(client, plan: SweepPlan, store: SweepStore, todo: list[PlannedCell],
            run_id: str) -> tuple[dict, dict, list]:
    """(convert task key -> trace key, simulate task key -> cell key, every future)."""
    spec = plan.spec
    bundles: dict[str, object] = {}
    futures: list = []
    converts: dict[str, str] = {}
    module = None
    for pc in todo:
        if pc.trace_key in bundles:
            continue
        cached = store.bundle(pc.trace_key)
        if cached is not None:
            bundles[pc.trace_key] = client.scatter(cached)
            continue
        if module is None:
            module = client.scatter(plan.module_bytes)
        future = client.submit(convert_task, pc.trace_key, plan.module.name, module, pc.cell.mesh_label,
                               plan.hardware[pc.cell.hardware], key=f"convert-{pc.trace_key}", pure=False)
        bundles[pc.trace_key] = future
        converts[future.key] = pc.trace_key
        futures.append(future)
    simulations = {}
    settings = cell_settings(spec)
    for pc in todo:
        system = None if pc.cell.system == DEFAULT_SYSTEM else pc.cell.system
        options = settings.options(pc.cell.topology, system, pc.cell.devices)
        future = client.submit(simulate_task, bundles[pc.trace_key], options, run_id,
                               key=f"simulate-{pc.cell_key}", pure=False)
        simulations[future.key] = pc.cell_key
        futures.append(future)
    return converts, simulations, futures


def run_cells(client, plan: SweepPlan, store: SweepStore, progress: Progress | None = None,
              retry_failed: bool = False, run_id: str = "") -> tuple[dict[str, CellOutcome], RunTimes]:
    """Outcome per cell key (from the store, from the prechecks, or computed now), and timings.

    run_id names the workers' trace folder of this run (``tasks.run_folder``)."""
    from distributed import as_completed

    outcomes: dict[str, CellOutcome] = {}
    todo: list[PlannedCell] = []
    for pc in plan.cells:
        stored = store.outcome(pc.cell_key)
        if stored is not None and not (retry_failed and stored.status == "failed"):
            outcomes[pc.cell_key] = stored
        elif pc.precheck_error:
            outcomes[pc.cell_key] = CellOutcome("failed", pc.precheck_error)
            store.save_outcome(pc.cell_key, outcomes[pc.cell_key])
        else:
            todo.append(pc)
    total = len(plan.cells)
    failed = sum(o.status == "failed" for o in outcomes.values())
    if progress:
        progress(len(outcomes), failed, total)
    if not todo:
        return outcomes, RunTimes()
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
        outcomes[key] = outcome
        if error is None:  # a lost worker is no verdict on the cell: the next run tries it again
            store.save_outcome(key, outcome)
        failed += outcome.status == "failed"
        if progress:
            progress(len(outcomes), failed, total)
    end = time.perf_counter()
    return outcomes, RunTimes(convert_end - start, end - start, len(converts), len(simulations))
