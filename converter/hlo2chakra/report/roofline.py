"""Per-kernel roofline report of one costed per-device program on one hardware.

``roofline_report(costed, hardware, source)`` tabulates a ``CostedProgram`` (loading and costing
it is ``pipeline.roofline``'s job): one row per kernel (FREE ops and communication are left out;
they cost no kernel time) in program order:

    index, name, kernel_class, op, inputs, outputs, dtype, flops, bytes, intensity_flop_per_byte,
    time_ns, attained_flop_per_s, bound, rate_key, share, fused_ops, location

``bytes`` are bytes at the kernel boundary, ``time_ns`` the roofline duration with efficiencies
and launch overhead (``cost.roofline``), ``share`` its fraction of the program's modeled compute
time, ``bound`` "compute", "memory" or "overhead". The report adds the fusion summary and the
live-memory estimate (and, for a global program, the mesh it was partitioned for: ``mesh`` in
``summary.json``); ``write_report`` writes ``roofline.csv``, ``roofline.parquet``,
``roofline.png`` (kernels as points over the hardware's roofs) and ``summary.json`` atomically.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import pandas as pd

from hlo2chakra.cost.costed import CostedProgram
from hlo2chakra.cost.fusion import FusionSummary
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.cost.liveness import MemoryEstimate, peak_memory
from hlo2chakra.cost.roofline import arithmetic_intensity, kernel_timing
from hlo2chakra.ir.program import Op

COLUMNS = ("index", "name", "kernel_class", "op", "inputs", "outputs", "dtype", "flops", "bytes",
           "intensity_flop_per_byte", "time_ns", "attained_flop_per_s", "bound", "rate_key", "share",
           "fused_ops", "location")
_CLASS_COLORS = {"gemm": "tab:blue", "convolution": "tab:purple", "reduction": "tab:orange",
                 "elementwise": "tab:green", "data_movement": "tab:gray"}


@dataclass(frozen=True)
class RooflineReport:
    table: pd.DataFrame
    hardware: Hardware
    fusion: FusionSummary
    memory: MemoryEstimate
    total_ns: float
    source: str
    mesh: str = ""      # the mesh a global program was partitioned for ("axis=size,..."); "" for a per-device one

    def summary(self, top: int = 10) -> dict[str, Any]:
        t = self.table
        by_bound = t.groupby("bound")["time_ns"].sum() if len(t) else pd.Series(dtype=float)
        return {
            "source": self.source,
            **({"mesh": self.mesh} if self.mesh else {}),
            "hardware": self.hardware.name,
            "kernels": int(len(t)),
            "modeled_compute_ns": round(self.total_ns, 3),
            "flops": int(t["flops"].sum()) if len(t) else 0,
            "bytes": int(t["bytes"].sum()) if len(t) else 0,
            "time_ns_by_bound": {k: round(float(v), 3) for k, v in sorted(by_bound.items())},
            "fusion": self.fusion.as_dict(),
            "memory_peak_bytes": self.memory.peak_bytes,
            "memory_capacity_bytes": self.hardware.memory_capacity_bytes,
            "top": [str(n) for n in top_kernels(t, top)["name"]],
        }


def _types(types: Sequence[Any]) -> str:
    return ", ".join(str(t) for t in types)


def _name(op: Op) -> str:
    if op.body:
        root = op.attrs.get("lead") or op.attrs.get("root") or op.body[-1].kind
        # XLA's own fusions carry '#mhlo<fusion_kind kLoop>'; ours carry 'kLoop'
        kind = re.sub(r"^#mhlo<fusion_kind (\w+)>$", r"\1", str(op.attrs.get("fusion_kind", "fusion")))
        return f"{kind}({str(root).split('.', 1)[-1]}, {len(op.body)} ops)#{op.index}"
    return f"{op.label}#{op.index}"


def _row(op: Op, cost: KernelCost, time_ns: float, total_ns: float, hw: Hardware) -> dict[str, Any]:
    timing = kernel_timing(cost, hw)
    lead = op.short_kind if not op.body else str(op.attrs.get("lead") or op.attrs.get("root") or op.kind).split(".", 1)[-1]
    return {
        "index": op.index, "name": _name(op), "kernel_class": cost.kernel_class.value, "op": lead,
        "inputs": _types(op.operand_types), "outputs": _types(op.result_types),
        "dtype": cost.compute_dtype, "flops": int(cost.flops), "bytes": int(cost.bytes_accessed),
        "intensity_flop_per_byte": arithmetic_intensity(cost), "time_ns": float(time_ns),
        "attained_flop_per_s": cost.flops / (time_ns * 1e-9), "bound": timing.bound,
        "rate_key": timing.rate_key, "share": time_ns / total_ns if total_ns else 0.0,
        "fused_ops": len(op.body) if op.body else 1, "location": op.location,
    }


def roofline_report(costed: CostedProgram, hardware: Hardware, source: str, mesh: str = "") -> RooflineReport:
    """Tabulate the kernels of ``costed`` (costed on ``hardware``); ``source`` names where it came from,
    ``mesh`` the mesh XLA partitioned it for (a global program)."""
    if costed.fusion is None:   # cost_program always says; a report without it could not be summarised
        raise ValueError("the costed program does not say what fusion did (cost it with cost_program)")
    total = costed.modeled_compute_ns
    rows = [_row(op, cost, time_ns, total, hardware)
            for op, cost, time_ns in zip(costed.program.ops, costed.costs, costed.durations_ns)
            if op.collective is None and cost.kernel_class is not KernelClass.FREE and time_ns > 0]
    table = pd.DataFrame(rows, columns=list(COLUMNS))
    return RooflineReport(table, hardware, costed.fusion, peak_memory(costed.program), total, source, mesh)


def top_kernels(table: pd.DataFrame, n: int) -> pd.DataFrame:
    """The ``n`` kernels with the longest modeled time (ties in program order)."""
    return table.sort_values(["time_ns", "index"], ascending=[False, True], kind="mergesort").head(max(0, n))


def roofs(hw: Hardware) -> list[tuple[str, float]]:
    """(label, FLOP/s) of the horizontal roofs: each matrix-unit dtype and the f32 vector rate."""
    out = [(f"{key} matrix", float(hw.peak_flops_per_s[key])) for key in ("f8", "bf16", "tf32")
           if key in hw.peak_flops_per_s]
    out.append(("f32 vector", float(hw.vector_flops_per_s["f32"])))
    return sorted(out, key=lambda r: -r[1])


def plot_roofline(report: RooflineReport, path: Path) -> None:
    """Kernels as points (arithmetic intensity vs attained FLOP/s) over the hardware's roofs."""
    from hlo2chakra.report.charts import new_figure

    hw, t = report.hardware, report.table
    shown = t[t["flops"] > 0]
    fig, ax = new_figure((10, 6.5), dpi=120)
    lo = min([0.01] + [float(x) for x in shown["intensity_flop_per_byte"] if math.isfinite(x) and x > 0])
    hi = max([1e4] + [float(x) * 2 for x in shown["intensity_flop_per_byte"] if math.isfinite(x)])
    bw = hw.memory_bandwidth_bytes_per_s
    styles = ["-", "--", "-.", ":"]
    for k, (label, peak) in enumerate(roofs(hw)):
        ridge = peak / bw
        xs = [lo, ridge, hi]
        ys = [min(peak, x * bw) for x in xs]
        ax.plot(xs, ys, color="black", linestyle=styles[k % len(styles)], linewidth=1.2,
                label=f"roof: {label} {peak / 1e12:.0f} TFLOP/s")
    ax.text(lo * 2, lo * 2 * bw * 0.35, f"memory roof: HBM {bw / 1e12:.2f} TB/s", fontsize=8)
    total = report.total_ns or 1.0
    for cls, group in shown.groupby("kernel_class", sort=True):
        share = group["time_ns"].sum() / total
        ax.scatter(group["intensity_flop_per_byte"], group["attained_flop_per_s"],
                   s=[12 + 600 * float(s) for s in group["share"]], alpha=0.6,
                   color=_CLASS_COLORS.get(str(cls), "tab:red"), edgecolors="none",
                   label=f"{cls}: {len(group)} kernels, {share:.0%} of time")
    hidden = t[t["flops"] <= 0]
    if len(hidden):
        ax.plot([], [], " ", label=f"not shown: {len(hidden)} kernels with 0 FLOPs, "
                                    f"{hidden['time_ns'].sum() / total:.0%} of time")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(lo, hi)
    top_roof = max(p for _, p in roofs(hw))
    ax.set_ylim(max(1e6, lo * bw / 100), top_roof * 3)
    ax.set_xlabel("arithmetic intensity (FLOP/byte at the kernel boundary)")
    ax.set_ylabel("attained FLOP/s (FLOPs / modeled kernel time)")
    ax.set_title(f"{Path(report.source).name} on {hw.name}: {len(t)} kernels, "
                 f"{report.total_ns / 1e6:.3f} ms modeled compute (fusion: {report.fusion.applied})\n"
                 f"one point per kernel; point area ~ its share of the time", fontsize=9)
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)


def write_report(report: RooflineReport, out_dir: str | os.PathLike, top: int = 20) -> Path:
    """Write roofline.csv/.parquet/.png and summary.json into ``out_dir`` (atomically)."""
    from hlo2chakra.files.outdir import atomic_output_dir

    with atomic_output_dir(out_dir, command="roofline") as tmp:
        report.table.to_csv(tmp / "roofline.csv", index=False)
        report.table.to_parquet(tmp / "roofline.parquet", index=False, engine="pyarrow")
        plot_roofline(report, tmp / "roofline.png")
        (tmp / "summary.json").write_text(json.dumps(report.summary(top), indent=2, sort_keys=True) + "\n")
    return Path(out_dir)
