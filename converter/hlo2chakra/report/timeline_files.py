"""Write the timeline files of one run from a ``TimelineAnalysis`` (``sim.timeline.outputs``).

``write_timeline_files(folder, analysis)`` writes:

* ``timeline.json`` — Chrome trace events (``report.timeline_json``);
* ``collective_nodes.csv``/``.parquet`` — every communication node's start, finish, duration
  and exposed time (of the rows shown); ``most_exposed.csv`` — the top ``TOP_EXPOSED`` of them;
* ``critical_path.csv`` — the chain of nodes that sets the step time;
* ``gantt.png`` — one step as a Gantt chart (``report.gantt``).

The tables go through the one table writer (``report.table_files``). It returns a
``TimelineOutputs``: the most exposed nodes as a table, counts, and the files written
(``written``, as each writer returned them; ``files``, their names).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from hlo2chakra.sim.results import TimelineAnalysis
from hlo2chakra.report.gantt import write_gantt
from hlo2chakra.report.table_files import TableFormat, write_table
from hlo2chakra.report.tables import frame_table
from hlo2chakra.report.timeline_json import write_timeline_json
from hlo2chakra.report.timeline_tables import collective_node_frame, critical_path_frame, most_exposed
from hlo2chakra.report.written import FileKind, WrittenFile, file_names

TOP_EXPOSED = 10
TIMELINE_FILE, GANTT_FILE = "timeline.json", "gantt.png"


@dataclass(frozen=True)
class TimelineOutputs:
    most_exposed: pd.DataFrame
    rows_written: int
    rows_total: int
    events: int
    critical_steps: int
    written: tuple[WrittenFile, ...] = ()

    @property
    def files(self) -> tuple[str, ...]:
        """The names of the files written, in the order they were written."""
        return file_names(self.written)


def write_timeline_files(folder: Path, analysis: TimelineAnalysis) -> TimelineOutputs:
    timeline, path = analysis.timeline, analysis.path
    events = write_timeline_json(folder / TIMELINE_FILE, timeline, analysis.shown, analysis.exposed, path)
    written = [WrittenFile(TIMELINE_FILE, FileKind.TRACE)]
    nodes = collective_node_frame(timeline, analysis.exposed, analysis.shown)
    written += write_table(frame_table(nodes), folder, "collective_nodes")
    top = most_exposed(nodes, TOP_EXPOSED)
    written += write_table(frame_table(top), folder, "most_exposed", (TableFormat.CSV,))
    written += write_table(frame_table(critical_path_frame(path)), folder, "critical_path", (TableFormat.CSV,))
    write_gantt(folder / GANTT_FILE, timeline, analysis.chart_rows, path)
    written.append(WrittenFile(GANTT_FILE, FileKind.CHART))
    return TimelineOutputs(top, len(analysis.shown), len(timeline.rows), events, len(path), tuple(written))
