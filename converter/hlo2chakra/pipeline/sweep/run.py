"""``run_sweep(spec, out_dir)``: the library API behind ``hlo2chakra sweep SPEC.yaml -o OUT``.

OUT holds the stamp every hlo2chakra output folder carries (``.hlo2chakra-output.json``, command
``sweep``), ``sweep.json`` (the spec it was made from), ``cells/`` and ``cache/`` (see ``store``:
what makes a re-run resume), and the results, rewritten at the end of every run:
``results.parquet``, ``results.csv``, ``ranking.txt``, ``step_times.png`` and, with prices,
``cost_vs_time.png``. The stamp rule of the other commands holds (``files.outdir``): OUT must be
absent, empty, or an earlier sweep's folder holding nothing but what a sweep writes; a folder
with a ``sweep.json`` of someone else's, a spec that lies inside OUT, or any other entry is
refused in one line, before anything is written. A spec that fails to plan leaves no OUT behind
when this run made it. The result files are all written aside first, then renamed into place.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import pandas as pd

from hlo2chakra.errors import BadInputError
from hlo2chakra.files.atomic import replace_text
from hlo2chakra.files.outdir import STAMP_FILE, TOOL, read_stamp
from hlo2chakra.pipeline.sweep.execute import (Progress, RunTimes, clean_workers, open_client, run_cells,
                                              run_cells_local)
from hlo2chakra.pipeline.sweep.plan import (PlannedCell, SweepPlan, check_entries, export_workload, mesh_exports,
                                            plan_sweep)
from hlo2chakra.pipeline.sweep.spec import SweepSpec, ZooWorkload, load_spec
from hlo2chakra.pipeline.sweep.store import SweepStore
from hlo2chakra.pipeline.sweep.tasks import CellOutcome, clean_run_folder
from hlo2chakra.report.pricing import Dimension, Prices, cost_per_hour, cost_per_step
from hlo2chakra.report.sweep import (SweepRow, plot_cost_vs_time, plot_step_times, ranking, simulated, sweep_frame,
                                     write_sweep)

MARKER = "sweep.json"
RESULT_FILES = ("results.csv", "results.parquet", "ranking.txt", "step_times.png", "cost_vs_time.png")
# what a sweep writes at OUT's top level; ``.results-*`` are the staging folders of ``_write``
SWEEP_ENTRIES = frozenset({STAMP_FILE, MARKER, "cells", "cache", *RESULT_FILES})
DASK_MISSING = ("running on Dask needs the sweep extra (pip install 'hlo2chakra[sweep]'); "
                "without it, --local runs the sweep on this machine")


class SweepOutputError(BadInputError):
    """OUT exists and is not a sweep folder."""


class ExecutorChoiceError(BadInputError):
    """Where the cells should run (``--local``, ``--scheduler``) cannot be honoured."""


@dataclass(frozen=True)
class SweepResult:
    frame: pd.DataFrame
    ranking: tuple[str, ...]
    out_dir: Path
    computed: int          # cells computed in this run (the others came from OUT/cells)
    times: RunTimes = RunTimes()
    phases_s: tuple[tuple[str, float], ...] = field(default=())   # (phase, wall seconds), in order
    warnings: tuple[str, ...] = ()   # cell files found bad (and computed again)


_LEGACY_MARKER = "hlo2chakra sweep"   # sweep.json's "tool" before sweep folders carried the stamp


def _ours(out: Path, stamp: dict | None) -> bool:
    """Whether ``out`` (whose stamp is ``stamp``) is a sweep's, or an earlier release's with its own sweep.json."""
    if stamp is not None:
        return stamp.get("command") == "sweep"
    marker = out / MARKER
    try:
        legacy = json.loads(marker.read_text(encoding="utf-8")) if marker.is_file() and not marker.is_symlink() else None
    except (OSError, ValueError):
        return False
    return isinstance(legacy, dict) and legacy.get("tool") == _LEGACY_MARKER and set(legacy) <= {"tool", "spec"}


def check_out_dir(out: Path, spec_file: Path | None) -> None:
    """Refuse, in one line, an OUT the sweep may not write into (see the module docstring)."""
    if out.is_symlink():
        raise SweepOutputError(f"{out}: is a symlink; give the folder it points to, or another -o")
    if out.exists() and not out.is_dir():
        raise SweepOutputError(f"{out}: exists and is not a directory")
    if spec_file is not None and spec_file.resolve().is_relative_to(out.resolve()):
        raise SweepOutputError(f"{out}: holds the spec {spec_file} itself, which the sweep must never write over; "
                               "choose another -o")
    if not out.is_dir() or not any(out.iterdir()):
        return
    stamp = read_stamp(out)
    if not _ours(out, stamp):
        why = (f"it is an earlier hlo2chakra {stamp.get('command')!r} output" if stamp is not None
               else f"no {STAMP_FILE} of a sweep")
        first = sorted(p.name for p in out.iterdir())[0]
        raise SweepOutputError(f"{out}: exists and is not a sweep output folder ({why}; it holds {first!r}); "
                               "choose another -o")
    foreign = sorted(p.name for p in out.iterdir() if p.name not in SWEEP_ENTRIES and not p.name.startswith(".results-"))
    if foreign:
        raise SweepOutputError(f"{out}: holds {foreign[0]!r}, which hlo2chakra sweep did not write; move it away "
                               "or choose another -o")
    for name in (MARKER, STAMP_FILE, *RESULT_FILES):
        path = out / name
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise SweepOutputError(f"{path}: is not a regular file, so it is not the sweep's own; move it away "
                                   "or choose another -o")


def _claim(out: Path, spec: SweepSpec) -> None:
    out.mkdir(parents=True, exist_ok=True)
    from hlo2chakra import __version__

    replace_text(out / STAMP_FILE, json.dumps({"tool": TOOL, "command": "sweep", "version": __version__,
                                               "entries": sorted(SWEEP_ENTRIES - {STAMP_FILE})}, indent=1) + "\n")
    replace_text(out / MARKER, json.dumps({"tool": _LEGACY_MARKER, "spec": spec.source}, indent=2) + "\n")


def _row(pc: PlannedCell, outcome: CellOutcome, prices: Prices | None) -> SweepRow:
    cell = pc.cell
    peak, capacity = outcome.memory_peak_bytes, outcome.memory_capacity_bytes
    status, message = outcome.verdict(pc.hardware_name)
    per_hour = None
    if prices is not None and outcome.step_time_ns is not None and pc.network is not None:
        dims = [Dimension(k, n, b) for k, n, b in zip(pc.network.kinds, pc.network.npus, pc.network.bandwidth_bytes_per_s)]
        estimate = cost_per_hour(prices, pc.hardware_name, cell.devices, dims)
        per_hour = estimate.per_hour
        if estimate.reason:
            message = "; ".join(filter(None, [message, estimate.reason]))
    # The system the run used (a topology's own preset, or the compact-spec default) names the row;
    # the spec's name stands for a cell that never ran.
    return SweepRow(cell.mesh_label, cell.devices, pc.hardware_name, cell.topology, outcome.system or cell.system,
                    status, message, outcome.backend or None, outcome.collective_model or None, outcome.step_time_ns,
                    outcome.compute_ns, outcome.exposed_comm_ns,
                    peak, capacity, outcome.fits_memory, per_hour, cost_per_step(per_hour, outcome.step_time_ns))


def _write(frame: pd.DataFrame, lines: list[str], out: Path, prices: Prices | None) -> None:
    """Every result file is made in a staging folder under OUT first, then all are renamed over
    the old ones: a full disk or a read-only OUT leaves the earlier results as they were."""
    try:
        staging = Path(tempfile.mkdtemp(prefix=".results-", dir=out))
    except OSError as exc:
        raise SweepOutputError(f"{out}: cannot write the results ({exc.strerror})") from None
    try:
        write_sweep(frame, staging)
        (staging / "ranking.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        if len(simulated(frame)):
            plot_step_times(frame, staging / "step_times.png")
            if prices is not None and frame["cost_per_step"].notna().any():
                plot_cost_vs_time(frame, staging / "cost_vs_time.png", prices.currency)
        for name in RESULT_FILES:
            if (staging / name).is_file():
                os.replace(staging / name, out / name)
    except OSError as exc:
        raise SweepOutputError(f"{out}: cannot write the results ({exc.strerror or exc})") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def workload_module(spec: SweepSpec, store: SweepStore) -> Path:
    """The global module of the spec: its file, or the zoo model exported once into the store."""
    if isinstance(spec.workload, ZooWorkload):
        return export_workload(spec.workload, store.workloads_dir)
    return spec.workload


def _run_on_dask(plan: SweepPlan, store: SweepStore, scheduler: str | None, workers: int | None,
                 progress: Progress | None, retry_failed: bool, lap: Callable[[str], None]) -> tuple[dict, RunTimes]:
    """The cells run on Dask; the workers' trace folders of this run are removed however it ends."""
    run_id = uuid.uuid4().hex
    try:
        with open_client(scheduler, workers, store.out_dir / "cache" / "workers") as client:
            lap("cluster start")
            try:
                result = run_cells(client, plan, store, progress, retry_failed, run_id)
                lap("run")
            finally:
                clean_workers(client, run_id)
        lap("cluster stop")
    finally:
        clean_run_folder(run_id)  # what this machine's workers wrote, even if they were cut short
    return result


def _to_run(stored: CellOutcome | None, retry_failed: bool) -> bool:
    """Whether a cell with this stored outcome is simulated (again)."""
    return stored is None or (retry_failed and stored.status == "failed")


def dask_installed() -> bool:
    try:
        return importlib.util.find_spec("distributed") is not None
    except (ImportError, ValueError):  # a broken or blocked installation
        return False


def _wants_local(scheduler: str | None, local: bool | None) -> bool:
    """Run without Dask: when asked, or (with no scheduler named) when the ``sweep`` extra is missing."""
    if local and scheduler:
        raise ExecutorChoiceError("--local runs on this machine without Dask; it cannot be given with --scheduler")
    if local is not None:
        if not local and not dask_installed():
            raise ExecutorChoiceError(DASK_MISSING)
        return local
    if not dask_installed():
        if scheduler:
            raise ExecutorChoiceError(DASK_MISSING)
        return True
    return False


def run_sweep(spec: SweepSpec | str | os.PathLike, out_dir: str | os.PathLike, *, scheduler: str | None = None,
              workers: int | None = None, progress: Progress | None = None, retry_failed: bool = False,
              local: bool | None = None) -> SweepResult:
    """Run every cell of ``spec`` (a ``SweepSpec`` or a spec file) not already finished in ``out_dir``.

    scheduler: ``tcp://HOST:PORT`` of a running Dask scheduler; None starts a LocalCluster of
    ``workers`` processes (default: one per CPU). retry_failed: recompute cells that failed before.
    local: True runs without Dask, on the local executor (``compare``'s: conversions in this
    process, each simulation in an isolated child, ``workers`` at a time) with the same results;
    None (the default) does so only when Dask (the ``sweep`` extra) is not installed.
    """
    from hlo2chakra.pipeline.sweep.prices import load_prices

    use_local = _wants_local(scheduler, local)
    spec_file = None if isinstance(spec, SweepSpec) else Path(spec)
    spec = spec if isinstance(spec, SweepSpec) else load_spec(spec)
    prices = load_prices(spec.prices) if spec.prices is not None else None
    out = Path(out_dir).expanduser().absolute()
    check_out_dir(out, spec_file)
    out = out.resolve()
    check_entries(spec)
    existed = out.exists()
    made_now = not existed or not any(out.iterdir())
    _claim(out, spec)
    clock = [time.perf_counter()]
    phases: list[tuple[str, float]] = []

    def lap(name: str) -> None:
        now = time.perf_counter()
        phases.append((name, now - clock[0]))
        clock[0] = now

    try:
        store = SweepStore(out)
        module = workload_module(spec, store)
        per_mesh = mesh_exports(spec, module, store.workloads_dir)
        lap("export")
        plan = plan_sweep(spec, module, per_mesh)
        lap("plan")
    except BaseException:
        if made_now:   # what this run made, before any cell ran: nothing is left behind
            for entry in list(out.iterdir()):
                if entry.is_dir() and not entry.is_symlink():
                    shutil.rmtree(entry)
                else:
                    entry.unlink()
            if not existed:
                out.rmdir()
        raise
    stored = {pc.cell_key: store.outcome(pc.cell_key) for pc in plan.cells}
    before = sum(o is not None for o in stored.values())
    needs_workers = any(not pc.precheck_error and _to_run(stored[pc.cell_key], retry_failed) for pc in plan.cells)
    if not needs_workers:
        outcomes, times = run_cells_local(plan, store, 1, progress, retry_failed)  # nothing left to run
    elif use_local:
        outcomes, times = run_cells_local(plan, store, workers or os.cpu_count() or 1, progress, retry_failed)
        lap("run")
    else:
        outcomes, times = _run_on_dask(plan, store, scheduler, workers, progress, retry_failed, lap)
    frame = sweep_frame(_row(pc, outcomes[pc.cell_key], prices) for pc in plan.cells)
    lines = ranking(frame, prices.currency if prices else "")
    _write(frame, lines, out, prices)
    lap("write results")
    return SweepResult(frame, tuple(lines), out, len(plan.cells) - before, times, tuple(phases), store.warnings)
