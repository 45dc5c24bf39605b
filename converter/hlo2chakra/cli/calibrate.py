"""``hlo2chakra calibrate``: fit a hardware YAML to microbenchmarks on the local accelerator.

    hlo2chakra calibrate [--base PRESET|FILE] -o FILE.yaml [--quick]

Without --base, a GPU/TPU is matched to a preset by its device kind; a CPU gets measured peaks.
Errors print one line on stderr (``cli_errors``); the output file is written atomically.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from hlo2chakra.cli.registry import command


@command("calibrate")
def calibrate_command(
    output: Path = typer.Option(..., "-o", "--output", help="hardware YAML to write"),
    base: Optional[str] = typer.Option(None, "--base", help="preset name or hardware YAML to start from"),
    quick: bool = typer.Option(False, "--quick", help="few small shapes (seconds, less accurate)"),
    verbose: bool = typer.Option(False, "-v", "--verbose", help="print every measurement"),
) -> None:
    """Benchmark GEMM, elementwise and reduction kernels with JAX and fit the efficiency model."""
    from hlo2chakra.cost.calibrate.measure import calibrate
    from hlo2chakra.cost.hardware_yaml import hardware_summary, write_hardware_yaml

    progress = (lambda line: typer.echo(line, err=True)) if verbose else None
    hw = calibrate(base, quick=quick, progress=progress)
    write_hardware_yaml(hw, output, header=f"Written by `hlo2chakra calibrate`.\n{hw.source}")
    summary = hardware_summary(hw)
    eff = summary["efficiency"]
    typer.echo(f"wrote {output} ({hw.name})")
    typer.echo(f"  launch overhead   {hw.launch_overhead_ns:.0f} ns")
    typer.echo(f"  memory            {hw.memory_bandwidth_bytes_per_s / 1e9:.1f} GB/s peak x {eff['memory_max']:.3f}, "
               f"latency {eff['memory_latency_ns']:.0f} ns")
    typer.echo(f"  gemm              max {eff['gemm_max']:.3f} {eff.get('gemm_max_by_dtype', {})}, "
               f"k_overhead {eff['gemm_k_overhead']:.0f}"
               + (f", in a step x {hw.efficiency.gemm_step_fraction:.3f} (the base's, fitted on measured steps "
                  "against its MAMF-anchored gemm_max; refit it on your own steps if this gemm_max replaces that)"
                  if hw.efficiency.gemm_step_fraction != 1.0 else ""))
    peaks = ", ".join(f"{k} {v / 1e12:.3g}" for k, v in summary["peak_flops_per_s"].items())
    typer.echo(f"  matrix peaks      {peaks} TFLOP/s")
    typer.echo(f"  vector            f32 {hw.vector_flops_per_s['f32'] / 1e12:.3g} TFLOP/s x {eff['vector_max']:.3f}")
