"""`hlo2chakra export`: export a zoo model as StableHLO test programs (see `hlo2chakra.export.run`).

Errors become one line on stderr (`hlo2chakra: error: ...`) and a non-zero exit (2 for a bad
model, mesh or setting, or an export that failed), like every command's (``cli.registry``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from hlo2chakra import zoo
from hlo2chakra.cli.progress import progress_shown, quiet_option
from hlo2chakra.cli.registry import command
from hlo2chakra.export.run import ExportError, export_model, parse_mesh


def _overrides(items: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ExportError(f"bad --set {item!r}: expected KEY=VALUE, e.g. --set layers=4")
        out[key.strip()] = value.strip()
    return out


def _list_models() -> None:
    width = max(len(n) for n in zoo.MODELS)
    for entry in zoo.MODELS.values():
        mesh = ",".join(f"{a}={s}" for a, s in entry.default_mesh.items())
        typer.echo(f"{entry.name:<{width}}  [{mesh}]  {entry.description}")


@command("export")
def export_command(
    model: Optional[str] = typer.Argument(None, help="Zoo model name (see --list)."),
    mesh: Optional[str] = typer.Option(None, "--mesh", "-m",
                                       help="Mesh as AXIS=SIZE,... e.g. data=4,model=2 (default: the model's)."),
    out: Optional[Path] = typer.Option(None, "-o", "--out", help="Output directory (written atomically)."),
    settings: list[str] = typer.Option([], "--set", "-s", help="Config override KEY=VALUE (repeatable)."),
    gspmd: bool = typer.Option(False, "--gspmd", help="Also write global_gspmd.mlir (mhlo.sharding form)."),
    optimized: bool = typer.Option(True, "--optimized/--no-optimized",
                                   help="Also write the XLA-optimized per-device program."),
    bytecode: bool = typer.Option(False, "--bytecode", help="Also write MLIR bytecode and a portable artifact."),
    gpu_target: Optional[str] = typer.Option(
        None, "--gpu-target",
        help="Optimize with XLA's GPU pipeline for this GPU (A100-SXM-40GB, H100-SXM, H200, B200, ...), "
             "compiled without a GPU; needs JAX's CUDA plugin."),
    force: bool = typer.Option(False, "--force", help="Replace an earlier export in OUT."),
    list_models: bool = typer.Option(False, "--list", help="List the models and exit."),
    quiet: bool = quiet_option(),
) -> None:
    """Export a zoo model: global, per-device (after SPMD partitioning) and optimized StableHLO + meta.json."""
    if list_models:
        _list_models()
        return
    if model is None or out is None:
        raise ExportError("give a MODEL and -o OUT (or --list)")
    with progress_shown("export", quiet):
        res = export_model(model, parse_mesh(mesh) if mesh else None, out, gspmd=gspmd, optimized=optimized,
                           bytecode=bytecode, gpu_target=gpu_target, overwrite=force, config=_overrides(settings))
    cost = res.meta["xla_cost_per_device"]
    typer.echo(f"wrote {res.out_dir}: {', '.join(res.files)}")
    if cost:
        typer.echo(f"devices {res.meta['num_devices']}  XLA per-device flops {cost.get('flops', 0):.6g}  "
                   f"bytes {cost.get('bytes_accessed', 0):.6g}")
    else:  # a compile-only (GPU target) executable has no cost analysis
        typer.echo(f"devices {res.meta['num_devices']}  XLA cost analysis: n/a (compiled for {res.meta['optimized_for']})")
    typer.echo(f"collectives (per device, after SPMD partitioning): {json.dumps(res.meta['collectives']['counts'])}")

