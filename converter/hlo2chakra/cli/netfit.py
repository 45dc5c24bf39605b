"""``hlo2chakra fit-network``: fit a network + system preset to nccl-tests output.

    hlo2chakra fit-network all_reduce_perf.txt all_gather_perf.txt ... -o DIR [--node-size 8]

Writes DIR/network.yml and DIR/system.json (atomically; use them with ``--network`` or
``-t DIR/network.yml`` and ``--system DIR/system.json``) and prints the fit and held-out errors.
Inputs must be regular files of at most 64 MiB with at most 1024 data rows, sizes in ASCII digits
up to 2**50 bytes and times of 0.001 .. 1e12 us (``sim.netfit.values``); each curve needs at
least 3 sizes between 1 KB and 8 GB. Anything else is refused in one line naming the file, the
line and the value (exit 2), before any output is written.
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import typer

from hlo2chakra.cli.registry import command


@command("fit-network")
def fit_network_command(
    outputs: List[Path] = typer.Argument(..., help="nccl-tests text output files (all_reduce_perf, "
                                         "all_gather_perf, reduce_scatter_perf, alltoall_perf; sendrecv_perf "
                                         "with --model nccl): regular files of at most "
                                         "64 MiB, 3 or more sizes each"),
    out: Path = typer.Option(..., "-o", "--out", help="directory to write network.yml and system.json into"),
    node_size: Optional[int] = typer.Option(None, "--node-size", help="GPUs per node, for multi-node runs"),
    local_mem_bw: float = typer.Option(3350.0, "--local-mem-bw", help="GPU memory bandwidth, GB/s (1e9): "
                                       "ASTRA-sim's local-mem-bw (H100 SXM 3350)"),
    overwrite: bool = typer.Option(False, "--overwrite", help="replace an existing output directory"),
    model: str = typer.Option("astra", "--model", help="astra: fit ASTRA-sim's network and system files | nccl: "
                              "fit the NCCL collective model of --preset to the runs (writes nccl_fabric.json, "
                              "for simulate/compare --nccl-fabric)"),
    preset: Optional[str] = typer.Option(None, "--preset", help="with --model nccl: the GPU preset whose NCCL "
                                         "fabric is fitted, e.g. h100-8x-nvswitch or h100-8x-nvswitch-x-ib-ndr400"),
) -> None:
    """Fit ASTRA-sim's analytical network and system parameters (or the NCCL model) to measured NCCL collectives."""
    from hlo2chakra.sim.netfit.nccl_tests import read_nccl_tests

    if model not in ("astra", "nccl"):
        raise ValueError(f"--model {model!r}: expected astra or nccl")
    if (model == "nccl") != (preset is not None):
        raise ValueError("--preset goes with --model nccl (the GPU preset whose NCCL fabric is fitted), and only there")
    # Every file read and checked before numpy and scipy load (a second): a wrong file, such as
    # a device or a FIFO, is refused at once.
    curves = [read_nccl_tests(p) for p in outputs]
    if model == "nccl":
        assert preset is not None
        _fit_nccl(curves, preset, outputs, out, overwrite)
        return

    from hlo2chakra.files.outdir import atomic_output_dir
    from hlo2chakra.sim.netfit.cluster import fit_cluster
    from hlo2chakra.sim.netfit.write import describe_errors, network_yaml, size_table, system_json
    from hlo2chakra.sim.config.topology import describe

    result = fit_cluster(curves, node_size, local_mem_bw)
    files = ", ".join(p.name for p in outputs)
    header = (
        f"Fitted by `hlo2chakra fit-network` to nccl-tests output: {files} "
        f"({', '.join(result.devices) or 'device not printed'}).",
        "ASTRA-sim analytical network: bandwidth in GB/s with GB = 2^30 bytes, latency in ns.",
        "Fit protocol: every other size of each curve fitted; the held-out error is on the other sizes.",
        f"Fit error: {describe_errors(result.fit_errors)}.",
        f"HELD-OUT error: {describe_errors(result.check_errors)}.",
    )
    destination = out.expanduser().resolve()
    with atomic_output_dir(destination, command="fit-network", overwrite=overwrite) as staging:
        (staging / "network.yml").write_text(network_yaml(result.network, header))
        (staging / "system.json").write_text(system_json(result.system, "Written by hlo2chakra fit-network "
                                                         "with network.yml beside it.", " ".join(header)))
    typer.echo(f"wrote {destination}/network.yml and system.json: {describe(result.network)}")
    s = result.system
    typer.echo(f"  system: all-reduce {'/'.join(s.all_reduce)}, all-gather {'/'.join(s.all_gather)}, "
               f"reduce-scatter {'/'.join(s.reduce_scatter)}, splits {s.preferred_dataset_splits}, "
               f"active chunks {s.active_chunks_per_dimension}")
    typer.echo(f"  fit error:      {describe_errors(result.fit_errors)}")
    typer.echo(f"  held-out error: {describe_errors(result.check_errors)}")
    typer.echo("")
    typer.echo("\n".join(size_table(result.sizes)))


def _fit_nccl(curves: list, preset: str, outputs: List[Path], out: Path, overwrite: bool) -> None:
    from hlo2chakra.files.outdir import atomic_output_dir
    from hlo2chakra.sim.netfit.cluster import SizeCheck
    from hlo2chakra.sim.netfit.write import size_table
    from hlo2chakra.sim.nccl.user_fit import fabric_json, fit_user_curves

    result = fit_user_curves(preset, curves)
    files = ", ".join(p.name for p in outputs)
    destination = out.expanduser().resolve()
    note = (f"NCCL model of {preset} fitted by `hlo2chakra fit-network --model nccl` to {files}; even powers of two "
            "fitted, odd ones held out")
    with atomic_output_dir(destination, command="fit-network", overwrite=overwrite) as staging:
        (staging / "nccl_fabric.json").write_text(fabric_json(result.fabric, note))
    typer.echo(f"wrote {destination}/nccl_fabric.json: {result.fabric.name}, {result.fabric.nodes} node(s)")
    rows = []
    for curve, error in zip(curves, result.errors):
        rows += [SizeCheck(curve.collective, curve.ranks, size, measured, predicted, not fitted)
                 for size, measured, predicted, fitted in error.rows]
        held = f"{100 * error.checked_1k_8g:.1f}%" if error.checked_1k_8g is not None else "-"
        big = f"{100 * error.checked_1m:.1f}%" if error.checked_1m is not None else "-"
        typer.echo(f"  {curve.source}: held-out geomean |error| {held} over 1 KB-8 GB, {big} at >= 1 MB")
    typer.echo("")
    typer.echo("\n".join(size_table(rows)))
