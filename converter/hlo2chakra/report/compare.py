"""Comparison of several simulated configurations: one table, three files and a bar chart.

``comparison_frame(rows)`` takes one mapping per configuration (``configuration``, ``hardware``,
``topology``, ``status`` and, for successful runs, ``step_time_ns``, ``critical_compute_ns``,
``critical_exposed_comm_ns``, ``backend``, ``system``, ``collective_model``) and returns columns
``configuration``, ``hardware``, ``topology``, ``npus``, ``status``, ``backend``, ``system`` (the
system layer the run used), ``collective_model`` (the collective cost model), ``step_time_ns``, ``compute_ns``,
``exposed_comm_ns`` (both of the critical rank, so compute + exposed = step time),
``comm_share`` (exposed / step time), ``speedup_vs_first`` (first successful row's step time /
this one's), ``message``.

Statuses: ``ok``, ``exceeds-memory`` (simulated, but the estimated peak memory exceeds the
device's: the message says by how much) and ``failed``.

``compute_bound_note`` says when every configuration gave the same step time: then the network
does not matter for this workload (it is compute bound), a frequent surprise. ``write_comparison``
writes ``comparison.csv``/``.parquet``/``.md``; ``plot_comparison`` a PNG stacking compute and
exposed communication per configuration (matplotlib, an Agg canvas of its own: ``report.charts``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Mapping

import pandas as pd

SIMULATED = ("ok", "exceeds-memory")   # statuses of configurations that ran to the end
COLUMNS = (
    "configuration", "hardware", "topology", "npus", "status", "backend", "system", "collective_model", "step_time_ns", "compute_ns",
    "exposed_comm_ns", "comm_share", "speedup_vs_first", "message",
)


def exceeds_memory_message(peak_bytes: int | None, capacity_bytes: int | None, hardware: str) -> str:
    """Why a configuration is ``exceeds-memory`` ("" when it fits, or when either figure is unknown)."""
    if peak_bytes is None or capacity_bytes is None or peak_bytes <= capacity_bytes:
        return ""
    return (f"estimated peak memory {peak_bytes / 1e9:.2f} GB per device exceeds {hardware}'s "
            f"{capacity_bytes / 1e9:.2f} GB")

def comparison_frame(rows: Iterable[Mapping[str, Any]]) -> pd.DataFrame:
    records = []
    for row in rows:
        ok = row.get("status", "ok") in SIMULATED
        records.append({
            "configuration": row["configuration"],
            "hardware": row.get("hardware"),
            "topology": row.get("topology"),
            "npus": row.get("npus"),
            "status": row.get("status", "ok"),
            "backend": row.get("backend"),
            "system": row.get("system"),
            "collective_model": row.get("collective_model"),
            "step_time_ns": row.get("step_time_ns") if ok else None,
            "compute_ns": row.get("critical_compute_ns") if ok else None,
            "exposed_comm_ns": row.get("critical_exposed_comm_ns") if ok else None,
            "message": row.get("message", ""),
        })
    frame = pd.DataFrame.from_records(records, columns=[c for c in COLUMNS if c not in ("comm_share", "speedup_vs_first")])
    for column in ("npus", "step_time_ns", "compute_ns", "exposed_comm_ns"):
        frame[column] = frame[column].astype("Int64")
    step = frame["step_time_ns"].astype("Float64")
    frame["comm_share"] = (frame["exposed_comm_ns"].astype("Float64") / step).where(step > 0, 0.0)
    ok_steps = frame.loc[frame["status"].isin(SIMULATED), "step_time_ns"]
    first = float(ok_steps.iloc[0]) if len(ok_steps) else float("nan")
    frame["speedup_vs_first"] = first / step
    return frame[list(COLUMNS)]


def compute_bound_note(frame: pd.DataFrame) -> str | None:
    ok = frame[frame["status"].isin(SIMULATED)]
    if len(ok) < 2 or ok["step_time_ns"].nunique() != 1:
        return None
    return (
        f"every configuration gives the same step time ({int(ok['step_time_ns'].iloc[0]):,} ns): the workload is "
        "compute bound here (communication is hidden or absent), so the network does not change the result"
    )


def markdown_table(frame: pd.DataFrame) -> str:
    shown = frame.copy()
    shown["step_time_ms"] = shown["step_time_ns"].astype("Float64") / 1e6
    columns = ["configuration", "system", "collective_model", "status", "step_time_ms", "compute_ns", "exposed_comm_ns",
               "comm_share", "speedup_vs_first"]

    def cell(column: str, value: Any) -> str:
        if value is None or value is pd.NA or (isinstance(value, float) and value != value):
            return "-"
        if column == "step_time_ms":
            return f"{value:.3f}"
        if column == "comm_share":
            return f"{value:.1%}"
        if column == "speedup_vs_first":
            return f"{value:.2f}x"
        if column.endswith("_ns"):
            return f"{int(value):,}"
        return str(value).replace("|", "\\|")

    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for _, row in shown.iterrows():
        lines.append("| " + " | ".join(cell(c, row[c]) for c in columns) + " |")
    return "\n".join(lines) + "\n"


def write_comparison(frame: pd.DataFrame, folder: Path, notes: Iterable[str] = ()) -> None:
    frame.to_csv(folder / "comparison.csv", index=False)
    frame.to_parquet(folder / "comparison.parquet", index=False, engine="pyarrow")
    text = "# Configuration comparison\n\n" + markdown_table(frame)
    text += "\nTimes: ns (ASTRA-sim cycles, 1 cycle = 1 ns); compute and exposed communication of the critical rank.\n"
    for note in notes:
        text += f"\n**Note:** {note}\n"
    for _, row in frame[frame["status"] == "exceeds-memory"].iterrows():
        text += f"\n**{row['configuration']} exceeds device memory:** {row['message']}\n"
    for _, row in frame[~frame["status"].isin(SIMULATED)].iterrows():
        text += f"\n**{row['configuration']} failed:** {row['message']}\n"
    (folder / "comparison.md").write_text(text)


def plot_comparison(frame: pd.DataFrame, path: Path, title: str = "Step time per configuration") -> None:
    from hlo2chakra.report.charts import new_figure

    ok = frame[frame["status"].isin(SIMULATED)]
    labels = list(ok["configuration"])
    compute_ms = [int(v) / 1e6 for v in ok["compute_ns"]]
    exposed_ms = [int(v) / 1e6 for v in ok["exposed_comm_ns"]]
    fig, ax = new_figure((max(6.0, 1.3 * len(labels) + 2.5), 4.8))
    positions = range(len(labels))
    ax.bar(positions, compute_ms, label="compute (critical rank)", color="#4C72B0")
    ax.bar(positions, exposed_ms, bottom=compute_ms, label="exposed communication", color="#DD8452")
    for x, (c, e) in enumerate(zip(compute_ms, exposed_ms)):
        ax.annotate(f"{c + e:.3g} ms", (x, c + e), ha="center", va="bottom", fontsize=8)
    ax.set_xticks(list(positions))
    ax.set_xticklabels(labels, rotation=20, ha="right", fontsize=8)
    ax.set_ylabel("time per step (ms)")
    ax.set_xlabel("configuration")
    ax.set_title(title)
    ax.legend(loc="upper left", fontsize=8)
    ax.margins(y=0.15)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
