"""Sweep results: the table, its files, the ranking and the two charts.

``sweep_frame(rows)`` takes one ``SweepRow`` per cell in sweep order and returns the columns of
``COLUMNS``. ``write_sweep`` writes ``results.parquet`` and ``results.csv`` (same rows, same
bytes for the same input). ``ranking`` names the fastest cell that fits in memory and the cheapest
per step; ``pareto_front`` the cells that fit and that no other fitting cell beats on both step time and cost.
``plot_step_times`` / ``plot_cost_vs_time``: PNG charts (matplotlib, an Agg canvas of its own: ``report.charts``, imported lazily).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable, Sequence

import pandas as pd

from hlo2chakra.report.compare import SIMULATED

COLUMNS = (
    "mesh", "devices", "hardware", "topology", "system", "status", "message", "backend", "collective_model",
    "step_time_ns", "compute_ns", "exposed_comm_ns", "memory_peak_bytes", "memory_capacity_bytes", "fits_memory",
    "cost_per_hour", "cost_per_step",
)
_INTS = ("devices", "step_time_ns", "compute_ns", "exposed_comm_ns", "memory_peak_bytes", "memory_capacity_bytes")


@dataclass(frozen=True)
class SweepRow:
    mesh: str
    devices: int
    hardware: str
    topology: str
    system: str
    status: str                    # ok | exceeds-memory | failed
    message: str
    backend: str | None
    collective_model: str | None
    step_time_ns: int | None
    compute_ns: int | None
    exposed_comm_ns: int | None
    memory_peak_bytes: int | None
    memory_capacity_bytes: int | None
    fits_memory: bool | None
    cost_per_hour: float | None
    cost_per_step: float | None


def sweep_frame(rows: Iterable[SweepRow]) -> pd.DataFrame:
    frame = pd.DataFrame.from_records([asdict(r) for r in rows], columns=list(COLUMNS))
    for column in _INTS:
        frame[column] = frame[column].astype("Int64")
    frame["fits_memory"] = frame["fits_memory"].astype("boolean")
    for column in ("cost_per_hour", "cost_per_step"):
        frame[column] = frame[column].astype("Float64")
    for column in ("mesh", "hardware", "topology", "system", "status", "message", "backend", "collective_model"):
        frame[column] = frame[column].astype("string")
    return frame


def write_sweep(frame: pd.DataFrame, folder: Path) -> None:
    frame.to_csv(folder / "results.csv", index=False)
    frame.to_parquet(folder / "results.parquet", index=False, engine="pyarrow")


def configuration_label(row: pd.Series) -> str:
    return f"{row['mesh']} | {row['hardware']} | {row['topology']}" + (
        f" | {row['system']}" if row["system"] != "default" else "")


def simulated(frame: pd.DataFrame) -> pd.DataFrame:
    return frame[frame["status"].isin(SIMULATED)]


def pareto_front(frame: pd.DataFrame) -> pd.DataFrame:
    """Cells that fit in memory, have a cost, and no other such cell beats on both step time and cost."""
    priced = frame[frame["status"] == "ok"].dropna(subset=["cost_per_step"])
    priced = priced.sort_values(["step_time_ns", "cost_per_step"], kind="stable")
    keep, best = [], float("inf")
    for index, row in priced.iterrows():
        if float(row["cost_per_step"]) < best:
            keep.append(index)
            best = float(row["cost_per_step"])
    return priced.loc[keep]


def ranking(frame: pd.DataFrame, currency: str = "") -> list[str]:
    """Lines naming the fastest cell that fits in memory and the cheapest cell per step."""
    lines = []
    fitting = frame[frame["status"] == "ok"]
    if len(fitting):
        best = fitting.sort_values("step_time_ns", kind="stable").iloc[0]
        lines.append(f"fastest that fits in memory: {configuration_label(best)}: "
                     f"{int(best['step_time_ns']) / 1e6:.3f} ms per step")
    else:
        lines.append("fastest that fits in memory: none (no cell both ran and fits in device memory)")
    priced = fitting.dropna(subset=["cost_per_step"])
    if len(priced):
        cheap = priced.sort_values(["cost_per_step", "step_time_ns"], kind="stable").iloc[0]
        lines.append(f"cheapest per step that fits: {configuration_label(cheap)}: "
                     f"{float(cheap['cost_per_step']):.6g} {currency} per step "
                     f"({float(cheap['cost_per_hour']):.4g} {currency}/h, {int(cheap['step_time_ns']) / 1e6:.3f} ms)")
    return lines


def plot_step_times(frame: pd.DataFrame, path: Path) -> None:
    from hlo2chakra.report.charts import new_figure

    rows = simulated(frame)
    labels = [configuration_label(r) for _, r in rows.iterrows()]
    fig, ax = new_figure((9.0, max(3.0, 0.28 * len(labels) + 1.5)))
    step_ms = [int(v) / 1e6 for v in rows["step_time_ns"]]
    colors = ["#4C72B0" if s == "ok" else "#C44E52" for s in rows["status"]]
    ax.barh(range(len(labels)), step_ms, color=colors)
    ax.set_yticks(range(len(labels)))
    ax.set_yticklabels(labels, fontsize=6)
    ax.invert_yaxis()
    ax.set_xlabel("time per step (ms); red: exceeds device memory")
    ax.set_title("Step time per configuration")
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})


def plot_cost_vs_time(frame: pd.DataFrame, path: Path, currency: str) -> None:
    rows = simulated(frame).dropna(subset=["cost_per_step"])
    from hlo2chakra.report.charts import new_figure

    front = pareto_front(frame)
    fig, ax = new_figure((7.5, 5.0))
    fits = rows["status"] == "ok"
    for mask, color, label in ((fits, "#4C72B0", "fits in memory"), (~fits, "#C44E52", "exceeds memory")):
        part = rows[mask]
        ax.scatter([int(v) / 1e6 for v in part["step_time_ns"]], list(part["cost_per_step"].astype(float)),
                   s=18, color=color, label=label)
    ax.plot([int(v) / 1e6 for v in front["step_time_ns"]], list(front["cost_per_step"].astype(float)),
            color="black", marker="o", fillstyle="none", linewidth=1, label="Pareto front")
    ax.set_xlabel("time per step (ms)")
    ax.set_ylabel(f"cost per step ({currency})")
    ax.set_title("Step time vs cost")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})


def markdown_table(frame: pd.DataFrame, columns: Sequence[str] = ("mesh", "hardware", "topology", "system", "status",
                                                                  "step_time_ns", "cost_per_step")) -> str:
    def cell(value: object) -> str:
        return "-" if value is None or value is pd.NA or (isinstance(value, float) and value != value) else \
            str(value).replace("|", "\\|")

    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(cell(r[c]) for c in columns) + " |" for _, r in frame.iterrows()]
    return "\n".join(lines) + "\n"
