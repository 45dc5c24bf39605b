"""The ``hlo2chakra`` command line: argument parsing and printing over the library API.

Every command turns errors into one line on stderr and a non-zero exit (see ``cli_errors``).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, Optional

import typer

from hlo2chakra import __version__
from hlo2chakra.cli import (
    calibrate as cli_calibrate,
    export as cli_export,
    netfit as cli_netfit,
    roofline as cli_roofline,
    simulate as cli_sim,
    sweep as cli_sweep,
)
from hlo2chakra.chakra.manifest import CombiningRecord, Manifest
from hlo2chakra.cli.errors import FOUND_PROBLEM, OneLineUsageGroup, fail, one_line_errors
from hlo2chakra.cost.combine import CombineMode

app = typer.Typer(
    name="hlo2chakra",
    help="StableHLO programs -> per-rank Chakra execution traces -> network simulation.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    cls=OneLineUsageGroup,
)


def _version_callback(value: bool) -> None:
    if value:
        typer.echo(f"hlo2chakra {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: bool = typer.Option(False, "--version", callback=_version_callback, is_eager=True, help="Print the version."),
) -> None:
    """StableHLO -> Chakra ET converter and network simulation front end."""


@app.command()
@one_line_errors
def convert(
    module: Path = typer.Argument(..., help="StableHLO file (MLIR text, bytecode, portable artifact; per-device or "
                                  "global with shardings), HLO text, or an XLA dump directory."),
    out: Path = typer.Option(..., "-o", "--out", help="Output directory (written atomically)."),
    hardware: str = typer.Option("H100-SXM", "--hardware", "-H", help="Hardware preset name or a hardware YAML path."),
    ranks: Optional[int] = typer.Option(None, "--ranks", help="Rank count when the module does not declare it."),
    no_validate: bool = typer.Option(False, "--no-validate", help="Skip the ASTRA-sim rule check of the output."),
    fusion: str = typer.Option("auto", "--fusion", help="auto | none | xla-like: group unfused ops into kernels like XLA (auto: unless the input has fusions)."),
    mesh: Optional[str] = typer.Option(None, "--mesh", help="Partition a global program for new mesh axis sizes, "
                                       "e.g. data=16,model=8 (names from the module's mesh)."),
    xla_gpu: Optional[str] = typer.Option(None, "--xla-gpu", help="For a global program: let XLA's GPU pipeline for "
                                          "this GPU (A100-SXM-40GB, H100-SXM, H200, B200, ...) fuse the partitioned "
                                          "program, compiled without a GPU (needs JAX's CUDA plugin)."),
    combine: CombineMode = typer.Option(CombineMode.AUTO, "--combine", case_sensitive=False,
                                        help="auto | xla-like | none: combine independent all-reduces, all-gathers "
                                        "and reduce-scatters like XLA's GPU pipeline (auto: unless XLA optimized "
                                        "the input)."),
) -> None:
    """Convert a StableHLO/HLO program (per-device or global) into per-rank Chakra traces."""
    from hlo2chakra.pipeline.convert import convert as run_convert

    result = run_convert(module, out, hardware=hardware, ranks=ranks, validate=not no_validate, fusion=fusion, mesh=mesh,
                         xla_gpu=xla_gpu, combine=combine)
    for warning in result.warnings:
        typer.echo(f"hlo2chakra: warning: {warning}", err=True)
    _echo_summary(result.manifest, result.out_dir)


def _echo_summary(m: Manifest, out_dir: Path) -> None:
    """What ``convert`` wrote, from its manifest (every section is there: convert fills them all)."""
    compute_ms = [r.compute_time_ns / 1e6 for r in m.ranks]
    nodes = [r.nodes for r in m.ranks]
    typer.echo(f"wrote {m.num_ranks} traces to {out_dir}/ ({m.distinct_traces} distinct) on {m.hardware.name}")
    part = m.input.partitioned
    typer.echo(f"  input: {m.input.form}" + (f", partitioned by XLA for mesh {part.mesh}"
                                           + (f", optimized by XLA's {part.xla_pipeline} pipeline"
                                              if part.xla_pipeline.startswith("gpu:") else "")
                                           + f"{' (cached)' if part.cache_hit else ''}" if part else ""))
    if m.program.ranks_inferred_from:
        typer.echo(f"  ranks inferred from {m.program.ranks_inferred_from}")
    typer.echo(f"  nodes per rank: {min(nodes)}..{max(nodes)}; modeled compute per rank: "
               f"{min(compute_ms):.3f}..{max(compute_ms):.3f} ms")
    if m.fusion:
        f = m.fusion
        typer.echo(f"  fusion: {f.applied} ({f.ops_before} -> {f.ops_after} ops, {f.fusions} fusions); "
                   f"estimated peak memory per device: {m.memory_peak_bytes / 1e9:.3f} GB")
    _echo_combining(m.combining)
    if m.collectives:
        parts = [f"{kind} x{v.count} ({v.bytes / 1e6:.2f} MB)" for kind, v in m.collectives.items()]
        typer.echo("  collectives: " + ", ".join(parts))
    else:
        typer.echo("  collectives: none")
    if m.comm_groups:
        typer.echo(f"  communicator groups: {m.comm_groups}")


def _echo_combining(combining: CombiningRecord | None) -> None:
    """One line on what collective combining did, when it combined anything."""
    if not combining or combining.applied == "none":
        return
    parts = [f"{kind} {v.ops_before} -> {v.ops_after}" for kind, v in combining.kinds.items()
             if v.ops_before != v.ops_after]
    typer.echo("  combining: " + (", ".join(parts) if parts else "nothing to combine")
               + f" (XLA GPU thresholds: {combining.threshold_count} ops, "
               + f"{max(combining.threshold_bytes.values(), default=0) / 2**20:.0f} MiB)")


def _node_json(node: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": node.id, "name": node.name, "type": getattr(node.type, "name", node.type)}
    if node.data_deps:
        out["data_deps"] = list(node.data_deps)
    if node.ctrl_deps:
        out["ctrl_deps"] = list(node.ctrl_deps)
    if node.duration_micros:
        out["duration_micros"] = node.duration_micros
    for attr in node.attrs:
        value = attr.value
        out[attr.name] = list(value) if isinstance(value, tuple) else value
    for io_name in ("inputs", "outputs"):
        info = getattr(node, io_name)
        if info is not None and (info.shapes or info.types):
            out[io_name] = {"shapes": info.shapes, "types": info.types}
    return out


@app.command()
@one_line_errors
def inspect(
    trace: Path = typer.Argument(..., help="A Chakra .et file."),
    as_json: bool = typer.Option(False, "--json", help="Print every node as one JSON line."),
    limit: int = typer.Option(20, "--limit", min=0, help="Nodes listed in the summary (0 = none)."),
) -> None:
    """Decode a Chakra ET file: a summary table, or JSON lines with --json."""
    from hlo2chakra.chakra.trace import read_trace

    et = read_trace(trace)
    if as_json:
        typer.echo(json.dumps({"version": et.version, "nodes": len(et.nodes)}))
        for node in et.nodes:
            typer.echo(json.dumps(_node_json(node), sort_keys=False))
        return
    kinds = Counter(getattr(n.type, "name", str(n.type)) for n in et.nodes)
    compute_us = sum(n.duration_micros for n in et.nodes if getattr(n.type, "name", "") == "COMP_NODE")
    comm_bytes = sum(int(n.attr("comm_size", 0) or 0) for n in et.nodes if n.is_comm)
    typer.echo(f"{trace}: Chakra ET version {et.version}, {len(et.nodes)} nodes")
    for kind, count in sorted(kinds.items()):
        typer.echo(f"  {kind:<16} {count}")
    typer.echo(f"  compute time: {compute_us} us; communication: {comm_bytes} bytes (comm_size sum)")
    if limit:
        typer.echo(f"{'id':>8}  {'type':<15} {'us':>8}  {'deps':<16} name")
        for node in et.nodes[:limit]:
            deps = ",".join(str(d) for d in node.deps)
            deps = deps if len(deps) <= 16 else deps[:13] + "..."
            typer.echo(f"{node.id:>8}  {getattr(node.type, 'name', node.type):<15} {node.duration_micros:>8}  {deps:<16} {node.name}")
        if len(et.nodes) > limit:
            typer.echo(f"  ... {len(et.nodes) - limit} more (--limit N, or --json)")


@app.command()
@one_line_errors
def validate(
    target: Optional[Path] = typer.Argument(None, help="A convert output directory (reads its manifest.json)."),
    workload: Optional[str] = typer.Option(None, "--workload", help="Trace prefix PREFIX (reads PREFIX.<rank>.et)."),
    comm_groups: Optional[Path] = typer.Option(None, "--comm-groups", help="Comm-group JSON for --workload."),
    npus: Optional[int] = typer.Option(None, "--npus", help="Expected rank count (the network's NPUs)."),
) -> None:
    """Check traces against every rule that makes ASTRA-sim abort or hang; name the rank and node."""
    from hlo2chakra.chakra.validate.workload import validate_workload
    from hlo2chakra.sim.backend import resolve_workload

    resolved = resolve_workload(target, workload, comm_groups)
    prefix = resolved.prefix
    violations = validate_workload(prefix, resolved.comm_groups, num_npus=npus)
    if not violations:
        typer.echo(f"ok: {prefix}.*.et pass every ASTRA-sim rule we check")
        return
    for v in violations:
        typer.echo(f"{v.rule}: {v.message}")
    fail(f"{len(violations)} violation(s) in {prefix}.*.et", FOUND_PROBLEM)


# Commands that live beside their subject (simulation, export, calibration, roofline report).
for _module in (cli_calibrate, cli_export, cli_netfit, cli_roofline, cli_sim, cli_sweep):
    _module.register(app)


def main() -> None:
    """The console entry point: SIGTERM/SIGHUP end a command as cleanly as Ctrl-C does."""
    from hlo2chakra.cli.errors import terminated_line
    from hlo2chakra.runtime.interrupts import Terminated, install_handlers

    install_handlers()
    try:
        app()
    except Terminated as exc:  # a signal outside a command (while parsing arguments, say)
        terminated_line(exc)
        raise SystemExit(int(exc.code)) from None


if __name__ == "__main__":
    main()
