"""Library API for simulations, mirroring ``hlo2chakra simulate`` and ``hlo2chakra compare``.

``run_simulation(target, SimulationOptions(...), run_dir=...) -> SimulationReport`` does
everything ``simulate`` does: resolves the
workload, stages configs into a run directory, runs the chosen backend, judges the run and
writes ``ranks.csv/.parquet``, ``collectives.csv/.parquet`` and ``summary.json`` (the report's
``files``: what the writers returned, with the timeline's files when there is one). The run
directory is assembled under a temporary name beside its destination and renamed at the end, so
it is complete or absent. A run reports its phases (``stage``, ``read traces``, ``validate``,
``simulate``, ``write``) to ``runtime.progress``, which draws them only when the CLI asked. A run
that did not finish still leaves its directory (with ``summary.json`` holding the verdict, and ASTRA-sim's stdout/stderr) and raises
``SimulationError`` naming it.

``simulate(target, topology=..., ...) -> DataFrame`` (options as keywords, or one
``SimulationOptions``) returns the per-rank table with config columns (``.attrs``: the summary
as a dict); frames of several runs concatenate into one tidy sweep table.
``compare(...)`` lives in ``hlo2chakra.pipeline.compare`` and builds on ``run_simulation``.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, Sequence

from hlo2chakra.chakra.trace import EtTrace, read_workload
from hlo2chakra.files.outdir import check_replaceable, publish, staging_dir
from hlo2chakra.files.scratch import make_scratch, remove_scratch
from hlo2chakra.report.output import UNITS_NOTE, write_summary
from hlo2chakra.runtime import progress
from hlo2chakra.report.plain import PlainTable, check_labels, collective_table, rank_table, records, table_summary
from hlo2chakra.report.table_files import write_table
from hlo2chakra.report.written import WrittenFile
from hlo2chakra.sim.astra.runners import astra_dirs
from hlo2chakra.sim.astra.timeline_log import enable_trace_log
from hlo2chakra.sim.staging import StagedConfig, Workload, resolve_workload, stage_configs
from hlo2chakra.sim.backends import Backend, BackendRun, choose_backend, execute
from hlo2chakra.sim.config.files import ConfigError, load_comm_groups
from hlo2chakra.sim.config.topology import describe
from hlo2chakra.sim.ignored_options import crossing_subgroup_warning, ignored_options, subgroup_algorithm_warning, subgroup_kinds
from hlo2chakra.sim.options import DEFAULT_CRASH_RETRIES, DEFAULT_TIMEOUT_S, BackendKind, SimulationOptions, options_or_fields
from hlo2chakra.sim.results import RankStats, SimulationError, SimulationSummary, StepSummary, TimelineSummary
from hlo2chakra.sim.timeline.outputs import TRACE_LOG_NOTE, astra_analysis, embedded_analysis

if TYPE_CHECKING:  # pandas and the timeline writers load only when a frame or a timeline is wanted
    import pandas as pd

    from hlo2chakra.report.timeline_files import TimelineOutputs


@dataclass(frozen=True)
class SimulationReport:
    """A finished run: ``ranks`` / ``collectives`` are pandas tables, made on first use; ``files``
    are the files its writers wrote into ``run_dir`` (the tables, the summary, the timeline's)."""

    rank_stats: tuple[RankStats, ...]
    collective_table: PlainTable
    summary: SimulationSummary
    run_dir: Path | None
    timeline: "TimelineOutputs | None" = None  # with timeline=True (or None, where one could be made)
    files: tuple[WrittenFile, ...] = ()

    @functools.cached_property
    def ranks(self) -> "pd.DataFrame":
        """One row per rank with the config columns (``report.tables.rank_frame``)."""
        from hlo2chakra.report.tables import rank_frame

        return rank_frame(self.rank_stats, self.summary.config)

    @functools.cached_property
    def collectives(self) -> "pd.DataFrame":
        """One row per (type, group, size) (``report.tables.collective_frame``'s columns)."""
        from hlo2chakra.report.tables import table_frame

        return table_frame(self.collective_table)

    @property
    def warnings(self) -> tuple[str, ...]:
        """The run's warnings, each once (the summary's, as ``summary.json`` records them)."""
        return self.summary.warnings

    @property
    def backend(self) -> str:
        return self.summary.backend

    @property
    def step(self) -> StepSummary:
        """The headline numbers (a returned report's run finished, so they are always there)."""
        if self.summary.step is None:
            raise ValueError("this report's run did not finish")
        return self.summary.step

    @property
    def summary_row(self) -> "pd.DataFrame":
        """One row: step time, critical rank, mean exposed-communication fraction, config."""
        from hlo2chakra.report.tables import summary_frame

        return summary_frame(self.summary.to_dict())


@dataclass(frozen=True)
class _RunPlace:
    """Where a run is assembled (``staging``) and, when it is kept, published (``destination``)."""

    staging: Path
    destination: Path | None
    overwrite: bool

    def publish(self) -> None:
        if self.destination is not None:
            publish(self.staging, self.destination, command="simulate", overwrite=self.overwrite, error=ConfigError)


def run_simulation(
    target: str | Path | None = None,
    options: SimulationOptions = SimulationOptions(),
    *,
    workload: str | Path | None = None,
    comm_groups: str | Path | None = None,
    run_dir: str | Path | None = None,
    overwrite: bool = False,
    labels: Mapping[str, Any] | None = None,
    json_out: str | Path | None = None,
) -> SimulationReport:
    """Simulate a workload; ``run_dir=None`` uses a temporary directory that is removed afterwards.

    The workload: a ``convert`` output directory ``target``, or a trace prefix ``workload`` (+
    ``comm_groups``). ``options.timeline=True`` also writes the timeline files of
    ``sim.timeline.outputs`` (for ``options.timeline_ranks`` if given): from the embedded
    simulation, or from ASTRA-sim's per-node log (the staged system JSON gets ``trace-enabled: 1``).
    ``timeline=None`` (what ``compare`` asks for): the same, but a timeline that cannot be made is
    a warning instead of an error. ``labels`` become summary keys and rank-table columns.

    json_out: also write the per-rank results there as a JSON list; it is written before the run
        directory is published, so a failure to write it publishes nothing.
    """
    check_labels(labels or {})
    wl = resolve_workload(target, workload, comm_groups)
    _check_timeline_ranks(options.timeline_ranks, wl.num_ranks)
    backend = choose_backend(options)
    place = _run_place(run_dir, overwrite)
    try:
        progress.phase("stage")
        staged = stage_configs(place.staging / "config", wl.num_ranks, topology=options.topology,
                               network=options.network, system=options.system, memory=options.memory,
                               comm_groups=wl.comm_groups, collectives=options.collectives,
                               embedded=backend.kind is BackendKind.ANALYTICAL, nccl_fabric_file=options.nccl_fabric)
        traces = read_workload(wl.prefix, wl.num_ranks)
        traced = options.wants_timeline and backend.kind is not BackendKind.ANALYTICAL
        if traced:
            enable_trace_log(staged.system_path)
        run = execute(backend, wl, staged, place.staging, options, traces)
        warnings = _warnings(traces, wl, staged, backend, options, run, traced)
        summary = _summary(wl, staged, backend, run, warnings, labels)
        if not run.verdict.ok:
            _keep_failed(place, summary)
        return _finish(place, staged, traces, run, summary, options, traced, json_out)
    finally:
        if place.staging.exists():
            remove_scratch(place.staging)


def _run_place(run_dir: str | Path | None, overwrite: bool) -> _RunPlace:
    if run_dir is None:
        return _RunPlace(make_scratch("hlo2chakra-run-"), None, overwrite)
    destination = Path(run_dir).expanduser().resolve()
    check_replaceable(destination, command="simulate", overwrite=overwrite, error=ConfigError)
    return _RunPlace(staging_dir(destination, ConfigError), destination, overwrite)


def _check_timeline_ranks(ranks: Sequence[int] | None, num_ranks: int) -> None:
    bad = [r for r in ranks or () if not 0 <= r < num_ranks]
    if bad:
        raise ConfigError(f"--timeline-ranks: rank {bad[0]} is outside 0..{num_ranks - 1}")


def _warnings(traces: Sequence[EtTrace], wl: Workload, staged: StagedConfig, backend: Backend,
              options: SimulationOptions, run: BackendRun, traced: bool) -> tuple[str, ...]:
    """The run's warnings, each once: staging, options that cannot take effect, the verdict's."""
    groups = load_comm_groups(wl.comm_groups)
    kinds = subgroup_kinds(traces, groups, wl.num_ranks)
    subgroup = subgroup_algorithm_warning(staged.network, staged.system, staged.system_label, kinds)
    crossing = crossing_subgroup_warning(staged.network, groups, wl.num_ranks)
    ignored = ignored_options(backend=backend.kind, requested_backend=options.backend, astra_bin=options.astra_bin,
                              docker_image=options.docker_image, system=staged.system,
                              timeout_changed=options.timeout_s != DEFAULT_TIMEOUT_S,
                              retries_changed=options.crash_retries != DEFAULT_CRASH_RETRIES)
    trace_note = (TRACE_LOG_NOTE,) if traced and options.timeline else ()
    honest = [w for w in (subgroup, crossing) if w] + ignored
    return tuple(dict.fromkeys(staged.warnings + tuple(honest) + run.verdict.warnings + trace_note))


def _summary(wl: Workload, staged: StagedConfig, backend: Backend, run: BackendRun, warnings: tuple[str, ...],
             labels: Mapping[str, Any] | None) -> SimulationSummary:
    return SimulationSummary(
        backend=backend.kind.value, topology=staged.topology_label, system=staged.system_label,
        labels=dict(labels or {}), backend_detail=backend.label, workload=str(wl.prefix), num_ranks=wl.num_ranks,
        network=describe(staged.network), network_npus=tuple(staged.network.npus_count), runner=dict(run.runner),
        verdict=run.verdict, warnings=warnings, units=UNITS_NOTE, collective_model=staged.collective_model,
    )


def _keep_failed(place: _RunPlace, summary: SimulationSummary) -> None:
    """A run that did not finish keeps its directory (verdict, ASTRA-sim's output) and raises."""
    write_summary(place.staging, summary)
    place.publish()
    where = f" (run directory: {place.destination})" if place.destination is not None else ""
    raise SimulationError(summary.verdict.message + where)


def _finish(place: _RunPlace, staged: StagedConfig, traces: Sequence[EtTrace], run: BackendRun,
            summary: SimulationSummary, options: SimulationOptions, traced: bool,
            json_out: str | Path | None) -> SimulationReport:
    """The finished run's tables, timeline and files, published."""
    progress.phase("write")
    stats = tuple(sorted(run.verdict.ranks, key=lambda s: s.rank))
    collectives = collective_table(traces)
    ranks = rank_table(stats, summary.config)
    summary = replace(summary, step=table_summary(ranks))
    outputs = None
    if options.wants_timeline:
        try:
            outputs = _timeline_outputs(place.staging, traces, staged, run, options, traced)
            summary = replace(summary, timeline=TimelineSummary(
                outputs.rows_written, outputs.rows_total, outputs.events, outputs.critical_steps,
                "astra-sim log" if traced else "embedded simulation"))
        except (SimulationError, ConfigError) as exc:
            if options.timeline:
                raise
            summary = replace(summary, warnings=summary.warnings + (f"no timeline: {exc}",))
    files = (write_table(ranks, place.staging, "ranks") + write_table(collectives, place.staging, "collectives")
             + write_summary(place.staging, summary) + (outputs.written if outputs is not None else ()))
    report = SimulationReport(stats, collectives, summary, place.destination, outputs, files)
    with _pending_json(json_out, functools.partial(records, ranks)):
        place.publish()
    return report


def _timeline_outputs(staging: Path, traces: Sequence[EtTrace], staged: StagedConfig, run: BackendRun,
                      options: SimulationOptions, traced: bool) -> "TimelineOutputs":
    from hlo2chakra.report.timeline_files import write_timeline_files

    if traced:
        log = astra_dirs(staging, 0)[2] / "log.log"
        analysis = astra_analysis(traces, staged.comm_groups_path, log, run.verdict.ranks, options.timeline_ranks)
    else:
        analysis = embedded_analysis(traces, staged.network_path, staged.system_path,
                                     staged.comm_groups_path, run.verdict.ranks,
                                     congestion_aware=options.congestion_aware, ranks=options.timeline_ranks,
                                     nccl_fabric=staged.nccl_fabric)
    return write_timeline_files(staging, analysis)


@contextlib.contextmanager
def _pending_json(path: str | Path | None, records: Callable[[], Any]) -> Iterator[None]:
    """Write ``records()`` beside ``path`` first; put it in place only when the block succeeds."""
    if path is None:
        yield
        return
    final = Path(path)
    tmp = final.with_name(f".{final.name}.partial-{os.getpid()}")
    try:
        tmp.write_text(json.dumps(records(), indent=2) + "\n", encoding="utf-8")
        yield
        os.replace(tmp, final)
    finally:
        tmp.unlink(missing_ok=True)


def simulate(target: str | Path | None = None, options: SimulationOptions | None = None, *,
             workload: str | Path | None = None, comm_groups: str | Path | None = None,
             run_dir: str | Path | None = None, **option_fields: Any) -> "pd.DataFrame":
    """Per-rank results as a DataFrame: ``options``, or its fields as keywords (``topology=...``).

    ``.attrs`` holds only plain data (the summary as a dict, ``run_dir``) so that frames of a
    sweep concatenate; use ``run_simulation`` for the per-collective table.
    """
    report = run_simulation(target, options_or_fields(options, option_fields), workload=workload,
                            comm_groups=comm_groups, run_dir=run_dir)
    frame = report.ranks.copy()
    frame.attrs["summary"] = report.summary.to_dict()
    frame.attrs["run_dir"] = str(report.run_dir) if report.run_dir else None
    return frame


__all__ = ["SimulationOptions", "SimulationReport", "run_simulation", "simulate"]
