"""Library API for simulations, mirroring ``hlo2chakra simulate`` and ``hlo2chakra compare``.

``run_simulation(...) -> SimulationReport`` does everything ``simulate`` does: resolves the
workload, stages configs into a run directory, runs the chosen backend, judges the run and
writes ``ranks.csv/.parquet``, ``collectives.csv/.parquet`` and ``summary.json``. The run
directory is assembled under a temporary name beside its destination and renamed at the end, so
it is complete or absent. A run that did not finish still leaves its directory (with
``summary.json`` holding the verdict, and ASTRA-sim's stdout/stderr) and raises
``SimulationError`` naming it.

``simulate(...) -> DataFrame`` returns the per-rank table with config columns (``.attrs``:
the summary dict); frames of several runs concatenate into one tidy sweep table.
``compare(...)`` lives in ``hlo2chakra.pipeline.compare`` and builds on ``run_simulation``.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

import pandas as pd

from hlo2chakra.chakra.trace import read_workload
from hlo2chakra.files.outdir import check_replaceable, publish, staging_dir
from hlo2chakra.report.output import (
    UNITS_NOTE,
    TimelineOutputs,
    rank_records,
    write_json,
    write_results,
    write_timeline_files,
)
from hlo2chakra.report.tables import collective_frame, rank_frame, summarize, summary_frame
from hlo2chakra.sim.backend import DEFAULT_TIMEOUT_S, choose_backend, execute, resolve_workload, stage_configs
from hlo2chakra.sim.config.files import ConfigError, load_comm_groups
from hlo2chakra.sim.honest import ignored_options, subgroup_algorithm_warning, subgroup_kinds
from hlo2chakra.sim.config.topology import describe
from hlo2chakra.sim.results import SimulationError
from hlo2chakra.sim.astra.timeline_log import enable_trace_log
from hlo2chakra.sim.astra.runners import astra_dirs
from hlo2chakra.sim.timeline.outputs import TRACE_LOG_NOTE, astra_analysis, embedded_analysis


@dataclass(frozen=True)
class SimulationReport:
    ranks: pd.DataFrame
    collectives: pd.DataFrame
    summary: dict[str, Any]
    run_dir: Path | None
    warnings: tuple[str, ...] = field(default=())
    timeline: TimelineOutputs | None = None  # with timeline=True (or None, where one could be made)

    @property
    def backend(self) -> str:
        return self.summary["backend"]

    @property
    def summary_row(self) -> pd.DataFrame:
        """One row: step time, critical rank, mean exposed-communication fraction, config."""
        return summary_frame(self.summary)


def run_simulation(
    target: str | Path | None = None,
    *,
    workload: str | Path | None = None,
    comm_groups: str | Path | None = None,
    topology: str | Path | None = None,
    network: str | Path | None = None,
    system: str | Path | None = None,
    memory: str | Path | None = None,
    backend: str = "auto",
    astra_bin: str | Path | None = None,
    docker_image: str | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    run_dir: str | Path | None = None,
    overwrite: bool = False,
    congestion_aware: bool = False,
    crash_retries: int = 1,
    labels: dict[str, Any] | None = None,
    timeline: bool | None = False,
    timeline_ranks: Sequence[int] | None = None,
    json_out: str | Path | None = None,
) -> SimulationReport:
    """Simulate a workload; ``run_dir=None`` uses a temporary directory that is removed afterwards.

    ``timeline=True`` also writes the timeline files of ``sim.timeline_outputs``, for the ranks
    ``timeline_ranks`` if given: from the embedded simulation, or from ASTRA-sim's per-node log
    (the staged system JSON gets ``trace-enabled: 1``). ``timeline=None`` (what ``compare`` asks
    for): the same, but a timeline that cannot be made is a warning instead of an error.

    json_out: also write the per-rank results there as a JSON list; it is written before the run
        directory is published, so a failure to write it publishes nothing.
    """
    wl = resolve_workload(target, workload, comm_groups)
    _check_timeline_ranks(timeline_ranks, wl.num_ranks)
    choice = choose_backend(backend, astra_bin=astra_bin, docker_image=docker_image, congestion_aware=congestion_aware)
    keep = run_dir is not None
    destination = Path(run_dir).expanduser().resolve() if keep else None
    if destination is not None:
        check_replaceable(destination, command="simulate", overwrite=overwrite, error=ConfigError)
        staging = staging_dir(destination, ConfigError)
    else:
        staging = Path(tempfile.mkdtemp(prefix="hlo2chakra-run-"))
    try:
        staged = stage_configs(
            staging / "config", wl.num_ranks, topology=topology, network=network, system=system,
            memory=memory, comm_groups=wl.comm_groups,
        )
        traces = read_workload(wl.prefix, wl.num_ranks)
        kinds = subgroup_kinds(traces, load_comm_groups(wl.comm_groups), wl.num_ranks)
        honest = [w for w in [subgroup_algorithm_warning(staged.network, staged.system, staged.system_label, kinds)]
                  if w] + ignored_options(backend=choice.kind, requested_backend=backend, astra_bin=astra_bin,
                                          docker_image=docker_image, system=staged.system,
                                          timeout_changed=timeout_s != DEFAULT_TIMEOUT_S,
                                          retries_changed=crash_retries != 1)
        traced = timeline is not False and choice.kind != "analytical"
        if traced:
            enable_trace_log(staged.system_path)
        verdict, runner_info = execute(choice, wl, staged, staging, timeout_s=timeout_s,
                                       congestion_aware=congestion_aware, crash_retries=crash_retries)
        config = {"backend": choice.kind, "topology": staged.topology_label, "system": staged.system_label}
        config |= dict(labels or {})
        trace_note = (TRACE_LOG_NOTE,) if traced and timeline else ()
        warnings = tuple(dict.fromkeys(staged.warnings + tuple(honest) + verdict.warnings + trace_note))  # each once
        summary: dict[str, Any] = {
            **config,
            "backend_detail": choice.label,
            "workload": str(wl.prefix),
            "num_ranks": wl.num_ranks,
            "network": describe(staged.network),
            "network_npus": list(staged.network.npus_count),
            "runner": runner_info,
            "verdict": verdict.to_dict(),
            "warnings": list(warnings),
            "units": UNITS_NOTE,
        }
        if not verdict.ok:
            write_json(staging / "summary.json", summary)
            where = f" (run directory: {destination})" if keep else ""
            if keep:
                publish(staging, destination, command="simulate", overwrite=overwrite, error=ConfigError)
            raise SimulationError(verdict.message + where)
        ranks = rank_frame(verdict.ranks, config)
        collectives = collective_frame(traces)
        summary |= summarize(ranks)
        outputs = None
        if timeline is not False:
            try:
                outputs = _timeline_outputs(staging, wl, staged, verdict, congestion_aware, timeline_ranks, traced)
                summary["timeline"] = {"rows_written": outputs.rows_written, "rows": outputs.rows_total,
                                       "events": outputs.events, "critical_path_steps": outputs.critical_steps,
                                       "source": "astra-sim log" if traced else "embedded simulation"}
            except (SimulationError, ConfigError) as exc:
                if timeline:
                    raise
                warnings = warnings + (f"no timeline: {exc}",)
                summary["warnings"] = list(warnings)
        write_results(staging, ranks, collectives, summary)
        with _pending_json(json_out, rank_records(ranks)):
            if keep:
                publish(staging, destination, command="simulate", overwrite=overwrite, error=ConfigError)
        return SimulationReport(ranks, collectives, summary, destination, tuple(warnings), outputs)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def _check_timeline_ranks(ranks: Sequence[int] | None, num_ranks: int) -> None:
    bad = [r for r in ranks or () if not 0 <= r < num_ranks]
    if bad:
        raise ConfigError(f"--timeline-ranks: rank {bad[0]} is outside 0..{num_ranks - 1}")


def _timeline_outputs(staging: Path, wl, staged, verdict, congestion_aware: bool,
                      timeline_ranks: Sequence[int] | None, traced: bool) -> TimelineOutputs:
    if traced:
        log = astra_dirs(staging, 0)[2] / "log.log"
        analysis = astra_analysis(wl.prefix, wl.num_ranks, staged.comm_groups_path, log, verdict.ranks, timeline_ranks)
    else:
        analysis = embedded_analysis(wl.prefix, wl.num_ranks, staged.network_path, staged.system_path,
                                     staged.comm_groups_path, verdict.ranks, congestion_aware=congestion_aware,
                                     ranks=timeline_ranks)
    return write_timeline_files(staging, analysis)
@contextlib.contextmanager
def _pending_json(path: str | Path | None, records: Any) -> Iterator[None]:
    """Write ``records`` beside ``path`` first; put it in place only when the block succeeds."""
    if path is None:
        yield
        return
    final = Path(path)
    tmp = final.with_name(f".{final.name}.partial-{os.getpid()}")
    try:
        tmp.write_text(json.dumps(records, indent=2) + "\n", encoding="utf-8")
        yield
        os.replace(tmp, final)
    finally:
        tmp.unlink(missing_ok=True)


def simulate(target: str | Path | None = None, **kwargs: Any) -> pd.DataFrame:
    """Per-rank results as a DataFrame (keywords as ``run_simulation``).

    ``.attrs`` holds only plain data (``summary`` dict, ``run_dir``) so that frames of a sweep
    concatenate; use ``run_simulation`` for the per-collective table.
    """
    report = run_simulation(target, **kwargs)
    frame = report.ranks.copy()
    frame.attrs["summary"] = report.summary
    frame.attrs["run_dir"] = str(report.run_dir) if report.run_dir else None
    return frame


simulate.__signature__ = inspect.signature(run_simulation).replace(return_annotation=pd.DataFrame)  # type: ignore[attr-defined]


__all__ = ["SimulationReport", "run_simulation", "simulate"]
