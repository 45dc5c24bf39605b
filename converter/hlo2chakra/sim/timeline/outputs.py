"""What a run's timeline outputs show, from the embedded simulation or from ASTRA-sim's log.

``embedded_analysis(traces, network_path, system_path, comm_groups_path, expected, ...)``
simulates the run's (already decoded) traces again with ``record_timeline`` (the same engine, so the same numbers;
a rank whose finish or exposed time differs from ``expected`` is an error, never a silent
mismatch). ``astra_analysis(...)`` builds the timeline from a real ASTRA-sim run's per-node log
(``sim.astra.timeline_log``) and checks it the same way. Both return a ``TimelineAnalysis``: the
timeline, the rows to show, each shown row's exposed times and the critical path, which
``report.timeline_files`` writes.

Size stays bounded: identical ranks share one row, and at most ``ROW_LIMIT`` rows are shown
(``CHART_ROWS`` in the chart) unless ``ranks`` selects them (the critical path's rows come
first, then evenly spaced ones).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pathlib import Path
from typing import Sequence

from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.astra.timeline_log import astra_timeline
from hlo2chakra.sim.timeline.attribution import critical_path, exposed_ns
from hlo2chakra.sim.config.files import load_comm_groups, load_network, load_system
from hlo2chakra.sim.results import CHART_ROWS, RankStats, SimulationError, Timeline, TimelineAnalysis
from hlo2chakra.sim.timeline.record import record_timeline, select_rows

if TYPE_CHECKING:
    from hlo2chakra.sim.nccl import NcclFabric

ROW_LIMIT = 256
TRACE_LOG_NOTE = "--timeline: the staged system.json sets trace-enabled=1 so that ASTRA-sim logs per-node times"


def _check(timeline: Timeline, expected: Sequence[RankStats]) -> None:
    for stats in expected:
        row = timeline.rows[timeline.row_of_rank[stats.rank]]
        got = (row.finish_ns, row.finish_ns - row.compute_ns)
        if got != (stats.finish_ns, stats.exposed_comm_ns):
            raise SimulationError(f"timeline of rank {stats.rank} finishes at {got[0]} ns (exposed {got[1]} ns) but "
                                  f"the run reported {stats.finish_ns} ns ({stats.exposed_comm_ns} ns): not exact")


def analyse(timeline: Timeline, ranks: Sequence[int] | None = None) -> TimelineAnalysis:
    """Rows to show, their exposed times and the critical path of one timeline."""
    path = critical_path(timeline)
    path_rows = list(dict.fromkeys(step.row for step in path))
    shown = select_rows(timeline, ranks, ROW_LIMIT, path_rows)
    chart = shown[:CHART_ROWS] if ranks else select_rows(timeline, None, CHART_ROWS, path_rows)
    exposed = {r: exposed_ns(timeline.rows[r]) for r in sorted(set(shown) | set(chart))}
    return TimelineAnalysis(timeline, shown, chart, exposed, path)


def embedded_analysis(traces: Sequence[EtTrace], network_path: Path, system_path: Path,
                      comm_groups_path: Path | None, expected: Sequence[RankStats], *,
                      congestion_aware: bool = False, ranks: Sequence[int] | None = None,
                      nccl_fabric: "NcclFabric | None" = None) -> TimelineAnalysis:
    _, timeline = record_timeline(traces, load_network(network_path), load_system(system_path),
                                  load_comm_groups(comm_groups_path), congestion_aware=congestion_aware,
                                  nccl_fabric=nccl_fabric)
    _check(timeline, expected)
    return analyse(timeline, ranks)


def astra_analysis(traces: Sequence[EtTrace], comm_groups_path: Path | None, log_path: Path,
                   expected: Sequence[RankStats], ranks: Sequence[int] | None = None) -> TimelineAnalysis:
    if not log_path.is_file():
        raise SimulationError(f"--timeline: ASTRA-sim wrote no per-node log {log_path}")
    timeline = astra_timeline(traces, log_path.read_text(errors="replace"),
                              load_comm_groups(comm_groups_path))
    _check(timeline, expected)
    return analyse(timeline, ranks)
