"""A PNG Gantt chart of one simulated step: ranks as rows, compute and communication in colour.

``write_gantt(path, timeline, rows, critical_path)`` draws each shown row as two lanes (compute
above, communication below, its exposed part, while the GPU is idle, darker) and the critical
path as a black line over the lanes it runs through. Rows of merged identical ranks are labelled with
their ranks; callers pick at most ``CHART_ROWS`` rows (``sim.timeline.record.select_rows``), and the title
says when rows were sampled. matplotlib is imported lazily; the figure has an Agg canvas of its own (``report.charts``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from hlo2chakra.sim.results import CHART_ROWS, PathStep, RankTimeline, Timeline
from hlo2chakra.report.timeline_json import rank_label

COLOURS = {"compute": "#4C72B0", "comm": "#F0A868", "exposed": "#C44E52", "critical": "black"}


def _bars(row: RankTimeline) -> tuple[list, list, list]:
    """(compute, communication, GPU-idle) spans in us; every idle instant is exposed communication."""
    compute: list[tuple[float, float]] = []
    comm: list[tuple[float, float]] = []
    idle: list[tuple[float, float]] = []
    for i in range(len(row.kinds)):
        span = (row.start_ns[i] / 1e3, (row.end_ns[i] - row.start_ns[i]) / 1e3)
        (compute if row.is_compute(i) else comm).append(span)
    t = 0.0
    for start, length in sorted(compute) + [(row.finish_ns / 1e3, 0.0)]:
        if start > t:
            idle.append((t, start - t))
        t = max(t, start + length)
    return compute, comm, idle


def write_gantt(path: Path, timeline: Timeline, rows: Sequence[int], critical_path: Sequence[PathStep]) -> None:
    from matplotlib.patches import Patch

    from hlo2chakra.report.charts import new_figure

    rows = list(rows)[:CHART_ROWS]
    height = min(0.32 * len(rows) + 1.6, 24)
    fig, ax = new_figure((12, height), dpi=110)
    position = {r: len(rows) - 1 - k for k, r in enumerate(rows)}
    for r in rows:
        y = position[r]
        compute, comm, hot = _bars(timeline.rows[r])
        ax.broken_barh(compute, (y + 0.05, 0.42), facecolors=COLOURS["compute"], linewidth=0)
        ax.broken_barh(comm, (y - 0.47, 0.42), facecolors=COLOURS["comm"], linewidth=0)
        ax.broken_barh(hot, (y - 0.47, 0.42), facecolors=COLOURS["exposed"], linewidth=0)
    xs, ys = [], []
    for step in critical_path:
        if step.row in position:
            lane = position[step.row] + (0.26 if step.kind == "COMP" else -0.26)
            xs += [step.segment_start_ns / 1e3, step.segment_end_ns / 1e3]
            ys += [lane, lane]
    if xs:
        ax.plot(xs, ys, color=COLOURS["critical"], linewidth=1.2)
    ax.set_yticks([position[r] for r in rows], [rank_label(timeline.rows[r].ranks) for r in rows],
                  fontsize=8 if len(rows) <= 32 else 6)
    ax.set_ylim(-0.6, len(rows) - 0.4)
    ax.set_xlim(0, timeline.step_time_ns / 1e3 * 1.01 or 1)
    ax.set_xlabel("time (us)")
    sampled = len(rows) < len(timeline.rows)
    title = f"one step: {timeline.num_ranks} ranks, step time {timeline.step_time_ns / 1e3:,.3f} us"
    if sampled:
        title += f" ({len(rows)} of {len(timeline.rows)} rows shown)"
    elif timeline.merged:
        title += f" (identical ranks merged into {len(timeline.rows)} row{'s' if len(timeline.rows) > 1 else ''})"
    ax.set_title(title, fontsize=10)
    fig.legend(handles=[Patch(color=COLOURS["compute"], label="compute"),
                       Patch(color=COLOURS["comm"], label="communication (overlapped)"),
                       Patch(color=COLOURS["exposed"], label="communication (exposed)"),
                       Patch(color=COLOURS["critical"], label="critical path")],
               loc="lower center", ncol=4, fontsize=8, frameon=False)
    fig.tight_layout(rect=(0, 0.6 / height, 1, 1))
    fig.savefig(path, metadata={"Software": None})
