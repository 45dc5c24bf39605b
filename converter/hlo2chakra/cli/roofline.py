"""`hlo2chakra roofline`: per-kernel roofline report of a per-device program (``report.roofline``).

It prints the totals and the top-N kernels (a global program is partitioned by XLA first, for
``--mesh`` when given, as ``convert`` does); with ``-o DIR`` it
also writes roofline.csv, roofline.parquet, roofline.png and summary.json there (atomically).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Optional

import typer

from hlo2chakra.cli.options import fusion_option, hardware_option
from hlo2chakra.cli.registry import command


@command("roofline")
def roofline_command(
    module: Path = typer.Argument(..., help="StableHLO file (MLIR text, bytecode, portable artifact; per-device or "
                                  "global with shardings), HLO text, or an XLA dump directory."),
    hardware: str = hardware_option(),
    out: Optional[Path] = typer.Option(None, "-o", "--out", help="Write CSV, Parquet, PNG and summary.json here."),
    top: int = typer.Option(15, "--top", help="Kernels listed (longest modeled time first)."),
    fusion: str = fusion_option("auto | none | xla-like (see `convert --fusion`)."),
    ranks: Optional[int] = typer.Option(None, "--ranks", help="Rank count when the module does not declare it."),
    mesh: Optional[str] = typer.Option(None, "--mesh", help="Partition a global program for new mesh axis sizes, "
                                       "e.g. data=16,model=8 (as convert --mesh)."),
    xla_gpu: Optional[str] = typer.Option(None, "--xla-gpu", help="For a global program: let XLA's GPU pipeline for "
                                          "this GPU fuse the partitioned program (as convert --xla-gpu)."),
) -> None:
    """Roofline of every kernel: FLOPs, bytes, arithmetic intensity, bound, modeled time, share."""
    from hlo2chakra.pipeline.roofline import roofline_report
    from hlo2chakra.report.roofline import top_kernels, write_report

    if top < 0:
        raise ValueError(f"--top {top}: must be 0 or more")
    report = roofline_report(module, hardware, fusion=fusion, ranks=ranks, mesh=mesh, xla_gpu=xla_gpu)
    s = report.summary(top)
    f = s["fusion"]
    typer.echo(f"{module} on {s['hardware']}: {s['kernels']} kernels, modeled compute "
               f"{s['modeled_compute_ns'] / 1e6:.3f} ms, {s['flops'] / 1e12:.3f} TFLOP, {s['bytes'] / 1e9:.3f} GB")
    if report.mesh:
        typer.echo(f"  partitioned by XLA for mesh {report.mesh} (costs per device)")
    typer.echo(f"  fusion: {f['applied']} ({f['reason']}; {f['ops_before']} -> {f['ops_after']} ops)")
    bounds = ", ".join(f"{k} {v / 1e6:.3f} ms" for k, v in s["time_ns_by_bound"].items())
    typer.echo(f"  time by bound: {bounds or 'none'}")
    typer.echo(f"  estimated peak live memory per device: {s['memory_peak_bytes'] / 1e9:.3f} GB "
               f"(capacity {s['memory_capacity_bytes'] / 1e9:.1f} GB)")
    if s["memory_peak_bytes"] > s["memory_capacity_bytes"]:
        typer.echo(f"hlo2chakra: warning: estimated peak memory exceeds {s['hardware']}'s capacity", err=True)
    if top:
        typer.echo(f"{'share':>6} {'time_us':>10} {'GFLOP':>9} {'MB':>9} {'FLOP/B':>8} {'bound':<8} {'dtype':<6} kernel")
        rows: Iterable[Any] = top_kernels(report.table, top).itertuples(index=False)   # named by the table's columns
        for r in rows:
            ai = r.intensity_flop_per_byte
            typer.echo(f"{r.share:6.1%} {r.time_ns / 1e3:10.1f} {r.flops / 1e9:9.2f} {r.bytes / 1e6:9.2f} "
                       f"{ai:8.2f} {r.bound:<8} {r.dtype:<6} {r.name} -> {r.outputs}")
    if out is not None:
        write_report(report, out, top)
        typer.echo(f"wrote {out}/roofline.csv, roofline.parquet, roofline.png, summary.json")
