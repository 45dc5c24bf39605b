"""`hlo2chakra convert`: a StableHLO/HLO program -> per-rank Chakra traces (``pipeline.convert``).

Prints what was written: traces per rank, the input form, fusion, the GPU collective rewrites,
combining and the collectives. A run longer than 2 s draws its phase on a terminal stderr
(``cli.progress``; ``--quiet``: never).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from hlo2chakra.chakra.manifest import CollectiveRewritesRecord, CombiningRecord, Manifest
from hlo2chakra.cli.options import combine_option, fusion_option, hardware_option
from hlo2chakra.cli.progress import progress_shown, quiet_option
from hlo2chakra.cli.registry import command


@command("convert")
def convert_command(
    module: Path = typer.Argument(..., help="StableHLO file (MLIR text, bytecode, portable artifact; per-device or "
                                  "global with shardings), HLO text, or an XLA dump directory."),
    out: Path = typer.Option(..., "-o", "--out", help="Output directory (written atomically)."),
    hardware: str = hardware_option(),
    ranks: Optional[int] = typer.Option(None, "--ranks", help="Rank count when the module does not declare it."),
    no_validate: bool = typer.Option(False, "--no-validate", help="Skip the ASTRA-sim rule check of the output."),
    fusion: str = fusion_option("auto | none | xla-like: group unfused ops into kernels like XLA (auto: unless the input has fusions)."),
    mesh: Optional[str] = typer.Option(None, "--mesh", help="Partition a global program for new mesh axis sizes, "
                                       "e.g. data=16,model=8 (names from the module's mesh)."),
    xla_gpu: Optional[str] = typer.Option(None, "--xla-gpu", help="For a global program: let XLA's GPU pipeline for "
                                          "this GPU (A100-SXM-40GB, H100-SXM, H200, B200, ...) fuse the partitioned "
                                          "program, compiled without a GPU (needs JAX's CUDA plugin)."),
    combine: str = combine_option("auto | xla-like | none: combine independent all-reduces, all-gathers "
                                  "and reduce-scatters like XLA's GPU pipeline (auto: unless XLA optimized "
                                  "the input)."),
    no_gpu_collective_rewrites: bool = typer.Option(
        False, "--no-gpu-collective-rewrites", help="Keep the collectives as the program has them (default: "
        "rewrite them as XLA's GPU pipeline would, unless XLA optimized the input: all-reduces sliced by "
        "partition id become reduce-scatters, op(all-reduce, all-reduce) one all-reduce, conversions next "
        "to all-gathers move the narrow type)."),
    execution_order: str = typer.Option(
        "program", "--execution-order", help="program | dataflow: run each rank's compute kernels in program "
        "order on one stream, as a GPU does (a kernel waiting for a receive holds back the later ones), or "
        "in any order their data allows."),
    quiet: bool = quiet_option(),
) -> None:
    """Convert a StableHLO/HLO program (per-device or global) into per-rank Chakra traces."""
    from hlo2chakra.pipeline.convert import convert as run_convert

    with progress_shown("convert", quiet):
        result = run_convert(module, out, hardware=hardware, ranks=ranks, validate=not no_validate, fusion=fusion,
                             mesh=mesh, xla_gpu=xla_gpu, combine=combine,
                             gpu_collective_rewrites=not no_gpu_collective_rewrites, execution_order=execution_order)
    for warning in result.warnings:
        typer.echo(f"hlo2chakra: warning: {warning}", err=True)
    _echo_summary(result.manifest, result.out_dir)


def _echo_summary(m: Manifest, out_dir: Path) -> None:
    """What ``convert`` wrote, from its manifest (every section is there: convert fills them all)."""
    ranks, hardware, source, program, peak = m.ranks, m.hardware, m.input, m.program, m.memory_peak_bytes
    if ranks is None or hardware is None or source is None or program is None or peak is None:
        raise ValueError("convert's manifest lacks a section that convert always writes")
    compute_ms = [r.compute_time_ns / 1e6 for r in ranks]
    nodes = [r.nodes for r in ranks]
    typer.echo(f"wrote {m.num_ranks} traces to {out_dir}/ ({m.distinct_traces} distinct) on {hardware.name}")
    part = source.partitioned
    typer.echo(f"  input: {source.form}" + (f", partitioned by XLA for mesh {part.mesh}"
                                           + (f", optimized by XLA's {part.xla_pipeline} pipeline"
                                              if part.xla_pipeline.startswith("gpu:") else "")
                                           + f"{' (cached)' if part.cache_hit else ''}" if part else ""))
    if program.ranks_inferred_from:
        typer.echo(f"  ranks inferred from {program.ranks_inferred_from}")
    typer.echo(f"  nodes per rank: {min(nodes)}..{max(nodes)}; modeled compute per rank: "
               f"{min(compute_ms):.3f}..{max(compute_ms):.3f} ms")
    if m.fusion:
        f = m.fusion
        typer.echo(f"  fusion: {f.applied} ({f.ops_before} -> {f.ops_after} ops, {f.fusions} fusions); "
                   f"estimated peak memory per device: {peak / 1e9:.3f} GB")
    _echo_rewrites(m.collective_rewrites)
    _echo_combining(m.combining)
    if m.collectives:
        parts = [f"{kind} x{v.count} ({v.bytes / 1e6:.2f} MB)" for kind, v in m.collectives.items()]
        typer.echo("  collectives: " + ", ".join(parts))
    else:
        typer.echo("  collectives: none")
    if m.comm_groups:
        typer.echo(f"  communicator groups: {m.comm_groups}")


def _echo_rewrites(rewrites: CollectiveRewritesRecord | None) -> None:
    """One line on what XLA's GPU collective rewrites changed, when they changed anything."""
    if not rewrites:
        return
    passes = ", ".join(f"{name} x{n}" for name, n in rewrites.passes.items() if n)
    kinds = ", ".join(f"{kind} {v.ops_before} -> {v.ops_after}" for kind, v in rewrites.kinds.items()
                      if v.ops_before != v.ops_after or v.bytes_before != v.bytes_after)
    typer.echo(f"  XLA GPU collective rewrites: {passes} ({kinds})")


def _echo_combining(combining: CombiningRecord | None) -> None:
    """One line on what collective combining did, when it combined anything."""
    if not combining or combining.applied == "none":
        return
    parts = [f"{kind} {v.ops_before} -> {v.ops_after}" for kind, v in combining.kinds.items()
             if v.ops_before != v.ops_after]
    typer.echo("  combining: " + (", ".join(parts) if parts else "nothing to combine")
               + f" (XLA GPU thresholds: {combining.threshold_count} ops, "
               + f"{max(combining.threshold_bytes.values(), default=0) / 2**20:.0f} MiB)")
