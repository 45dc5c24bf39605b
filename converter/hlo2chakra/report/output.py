"""Write simulation results to files, and print them.

``write_summary`` writes ``summary.json`` (``SimulationSummary.to_json``: sorted keys, so identical
results give identical files) and returns it as a ``WrittenFile``; the tables are written by
``report.table_files.write_table``, the one table writer.
``print_results`` renders the summary and a per-rank table (from the ``RankStats``) with rich; ``print_most_exposed`` the
most exposed communication nodes (``report.timeline_tables.most_exposed``). A run's timeline
files are written by ``report.timeline_files.write_timeline_files``.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from rich.console import Console
from rich.table import Table

from hlo2chakra.report.written import FileKind, WrittenFile
from hlo2chakra.sim.results import RankStats, SimulationSummary

if TYPE_CHECKING:  # pandas is imported by whoever made the frames, not to print or write plain rows
    import pandas as pd

UNITS_NOTE = "times in ns (ASTRA-sim cycles: 1 cycle = 1 ns); exposed communication = finish - GPU compute"


def _plain(value: Any) -> Any:
    if value is None or type(value).__name__ == "NAType" or (isinstance(value, float) and math.isnan(value)):
        return None
    if hasattr(value, "item"):
        return value.item()
    return value


SUMMARY_FILE = "summary.json"


def write_summary(folder: Path, summary: SimulationSummary) -> tuple[WrittenFile, ...]:
    (folder / SUMMARY_FILE).write_text(summary.to_json())
    return (WrittenFile(SUMMARY_FILE, FileKind.SUMMARY),)


def _ns(value: Any) -> str:
    value = _plain(value)
    return "?" if value is None else f"{int(value):,}"


def print_results(console: Console, ranks: Sequence[RankStats], summary: SimulationSummary, max_rows: int = 32) -> None:
    """The summary line and the first ``max_rows`` ranks (in rank order)."""
    step = summary.step
    if step is None:
        raise ValueError("print_results needs a finished run's summary")
    console.print(
        f"[bold]backend:[/bold] {summary.backend}   "
        f"[bold]step time:[/bold] {_ns(step.step_time_ns)} ns "
        f"({step.step_time_ns / 1e6:.3f} ms)   [bold]critical rank:[/bold] {step.critical_rank}   "
        f"[bold]mean exposed comm:[/bold] {step.mean_exposed_comm_fraction:.1%}",
        soft_wrap=True,
    )
    table = Table(title=f"per-rank results ({UNITS_NOTE})", title_justify="left")
    for column in ("rank", "finish_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "overlap_ns"):
        table.add_column(column, justify="right")
    for row in sorted(ranks, key=lambda s: s.rank)[:max_rows]:
        table.add_row(str(row.rank), _ns(row.finish_ns), _ns(row.compute_ns), _ns(row.comm_ns),
                      _ns(row.exposed_comm_ns), _ns(row.overlap_ns))
    console.print(table)
    if len(ranks) > max_rows:
        console.print(f"... {len(ranks) - max_rows} more ranks in ranks.csv", soft_wrap=True)


def print_most_exposed(console: Console, top: "pd.DataFrame") -> None:
    if top.empty:
        console.print("most exposed collectives: none (all communication overlaps compute)", soft_wrap=True)
        return
    table = Table(title="most exposed collectives (exposed = time its rank's GPU sat idle in it, ns)",
                  title_justify="left")
    for column in ("rank", "node_id", "name", "comm_type", "group", "size_bytes", "start_ns", "duration_ns",
                   "exposed_ns"):
        table.add_column(column, justify="left" if column in ("name", "comm_type", "group") else "right")
    rows: Iterable[Any] = top.itertuples(index=False)   # named by the table's columns, which no type spells
    for row in rows:
        label = f"{row.rank} (x{row.ranks})" if row.ranks > 1 else str(row.rank)
        table.add_row(label, str(row.node_id), str(row.name)[:40], row.comm_type, row.group, _ns(row.size_bytes),
                      _ns(row.start_ns), _ns(row.duration_ns), _ns(row.exposed_ns))
    console.print(table)
