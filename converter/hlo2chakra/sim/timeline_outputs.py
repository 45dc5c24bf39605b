"""Write a run's timeline files: the embedded simulation replayed with per-node recording.

``write_astra_timeline_outputs`` does the same from a real ASTRA-sim run's per-node log.
``write_timeline_outputs(folder, prefix, num_ranks, network_path, system_path, comm_groups_path,
expected, ...)`` simulates the staged inputs again with ``record_timeline`` (the same engine,
so the same numbers; a rank whose finish or exposed time differs from ``expected`` is an
error, never a silent mismatch) and writes into ``folder``:

* ``timeline.json`` — Chrome trace events (``report.timeline_json``);
* ``collective_nodes.csv``/``.parquet`` — every communication node's start, finish, duration
  and exposed time (of the rows written); ``most_exposed.csv`` — the top ``TOP_EXPOSED`` of them;
* ``critical_path.csv`` — the chain of nodes that sets the step time;
* ``gantt.png`` — one step as a Gantt chart (``report.gantt``).

Size stays bounded: identical ranks share one row, and at most ``ROW_LIMIT`` rows are written
unless ``ranks`` selects them (the critical path's rows come first, then evenly spaced ones).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import pandas as pd

from ..chakra.trace import read_workload
from ..report.gantt import MAX_ROWS, write_gantt
from ..report.timeline_json import write_timeline_json
from ..report.timeline_tables import collective_node_frame, critical_path_frame, most_exposed
from .astra_output import RankStats
from .astra_timeline import astra_timeline
from .attribution import critical_path, exposed_ns
from .config import load_comm_groups, load_network, load_system
from .results import SimulationError
from .timeline import Timeline, record_timeline, select_rows

ROW_LIMIT = 256
TOP_EXPOSED = 10
TRACE_LOG_NOTE = "--timeline: the staged system.json sets trace-enabled=1 so that ASTRA-sim logs per-node times"


@dataclass(frozen=True)
class TimelineOutputs:
    most_exposed: pd.DataFrame
    rows_written: int
    rows_total: int
    events: int
    critical_steps: int
    files: tuple[str, ...]


def _check(timeline: Timeline, expected: Sequence[RankStats]) -> None:
    for stats in expected:
        row = timeline.rows[timeline.row_of_rank[stats.rank]]
        got = (row.finish_ns, row.finish_ns - row.compute_ns)
        if got != (stats.finish_ns, stats.exposed_comm_ns):
            raise SimulationError(f"timeline of rank {stats.rank} finishes at {got[0]} ns but the run reported "
                                  f"{stats.finish_ns} ns: the timeline is not exact")


def write_timeline_outputs(folder: Path, prefix: Path, num_ranks: int, network_path: Path, system_path: Path,
                           comm_groups_path: Path | None, expected: Sequence[RankStats], *,
                           congestion_aware: bool = False, ranks: Sequence[int] | None = None) -> TimelineOutputs:
    traces = read_workload(prefix, num_ranks)
    _, timeline = record_timeline(traces, load_network(network_path), load_system(system_path),
                                  load_comm_groups(comm_groups_path), congestion_aware=congestion_aware)
    del traces
    _check(timeline, expected)
    return write_timeline_files(folder, timeline, ranks)


def write_astra_timeline_outputs(folder: Path, prefix: Path, num_ranks: int, comm_groups_path: Path | None,
                                 log_path: Path, expected: Sequence[RankStats],
                                 ranks: Sequence[int] | None = None) -> TimelineOutputs:
    """The same files from a real ASTRA-sim run's per-node log (``sim.astra_timeline``)."""
    if not log_path.is_file():
        raise SimulationError(f"--timeline: ASTRA-sim wrote no per-node log {log_path}")
    timeline = astra_timeline(read_workload(prefix, num_ranks), log_path.read_text(errors="replace"),
                              load_comm_groups(comm_groups_path))
    _check(timeline, expected)
    return write_timeline_files(folder, timeline, ranks)


def write_timeline_files(folder: Path, timeline: Timeline, ranks: Sequence[int] | None = None) -> TimelineOutputs:
    """The files of one recorded timeline (see the module docstring)."""
    path = critical_path(timeline)
    path_rows = list(dict.fromkeys(step.row for step in path))
    shown = select_rows(timeline, ranks, ROW_LIMIT, path_rows)
    chart_rows = shown if ranks else select_rows(timeline, None, MAX_ROWS, path_rows)
    exposed = {r: exposed_ns(timeline.rows[r]) for r in sorted(set(shown) | set(chart_rows))}
    events = write_timeline_json(folder / "timeline.json", timeline, shown, exposed, path)
    nodes = collective_node_frame(timeline, exposed, shown)
    nodes.to_csv(folder / "collective_nodes.csv", index=False)
    nodes.to_parquet(folder / "collective_nodes.parquet", index=False, engine="pyarrow")
    top = most_exposed(nodes, TOP_EXPOSED)
    top.to_csv(folder / "most_exposed.csv", index=False)
    critical_path_frame(path).to_csv(folder / "critical_path.csv", index=False)
    write_gantt(folder / "gantt.png", timeline, chart_rows[:MAX_ROWS], path)
    files = ("timeline.json", "collective_nodes.csv", "collective_nodes.parquet", "most_exposed.csv",
             "critical_path.csv", "gantt.png")
    return TimelineOutputs(top, len(shown), len(timeline.rows), events, len(path), files)
