"""Write the timeline files of one run from a ``TimelineAnalysis`` (``sim.timeline.outputs``).

``write_timeline_files(folder, analysis)`` writes:

* ``timeline.json`` — Chrome trace events (``report.timeline_json``);
* ``collective_nodes.csv``/``.parquet`` — every communication node's start, finish, duration
  and exposed time (of the rows shown); ``most_exposed.csv`` — the top ``TOP_EXPOSED`` of them;
* ``critical_path.csv`` — the chain of nodes that sets the step time;
* ``gantt.png`` — one step as a Gantt chart (``report.gantt``).

It returns a ``TimelineOutputs`` (the most exposed nodes as a table, counts, the file names).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from hlo2chakra.sim.results import TimelineAnalysis
from hlo2chakra.report.gantt import write_gantt
from hlo2chakra.report.timeline_json import write_timeline_json
from hlo2chakra.report.timeline_tables import collective_node_frame, critical_path_frame, most_exposed

TOP_EXPOSED = 10
FILES = ("timeline.json", "collective_nodes.csv", "collective_nodes.parquet", "most_exposed.csv",
         "critical_path.csv", "gantt.png")


@dataclass(frozen=True)
class TimelineOutputs:
    most_exposed: pd.DataFrame
    rows_written: int
    rows_total: int
    events: int
    critical_steps: int
    files: tuple[str, ...] = FILES


def write_timeline_files(folder: Path, analysis: TimelineAnalysis) -> TimelineOutputs:
    timeline, path = analysis.timeline, analysis.path
    events = write_timeline_json(folder / "timeline.json", timeline, analysis.shown, analysis.exposed, path)
    nodes = collective_node_frame(timeline, analysis.exposed, analysis.shown)
    nodes.to_csv(folder / "collective_nodes.csv", index=False)
    nodes.to_parquet(folder / "collective_nodes.parquet", index=False, engine="pyarrow")
    top = most_exposed(nodes, TOP_EXPOSED)
    top.to_csv(folder / "most_exposed.csv", index=False)
    critical_path_frame(path).to_csv(folder / "critical_path.csv", index=False)
    write_gantt(folder / "gantt.png", timeline, analysis.chart_rows, path)
    return TimelineOutputs(top, len(analysis.shown), len(timeline.rows), events, len(path))
