"""The ``compare`` command: one workload on several topologies (and hardware), one table.

Its backend options are ``simulate``'s (``cli.sim_options``), the same for every configuration.

Argument parsing and printing only; the work is done by ``hlo2chakra.pipeline.compare``. Errors
print one line on stderr (exit 2 for bad input, 1 when every configuration failed).
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import typer

from hlo2chakra.cli.options import combine_option
from hlo2chakra.cli.progress import progress_shown, quiet_option
from hlo2chakra.cli.registry import command
from hlo2chakra.cli.sim_options import simulation_settings
from hlo2chakra.cli.simulate import _warn
from hlo2chakra.errors import FOUND_PROBLEM
from hlo2chakra.files.names import slug as _slug
from hlo2chakra.sim.options import SimulationOptions


@command("compare")
@simulation_settings
def compare_command(
    target: Path = typer.Argument(..., help="a StableHLO module (converted per hardware) or a trace directory"),
    topology: List[str] = typer.Option(..., "--topology", "-t", help="repeat: preset, YAML file or spec"),
    hardware: Optional[List[str]] = typer.Option(None, "--hardware", help="repeat: hardware preset for conversion"),
    system: Optional[List[str]] = typer.Option(None, "--system", help="system preset name or JSON file: once for "
                                               "every topology, or once per --topology in order (default: each "
                                               "topology's own)"),
    settings: SimulationOptions = SimulationOptions(),  # the backend options (cli.sim_options)
    output: Optional[Path] = typer.Option(None, "--output", "-o", help="output directory (default runs/compare_<target>)"),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", help="parallel simulations (default: CPU count)"),
    overwrite: bool = typer.Option(False, "--overwrite", help="replace an existing output directory"),
    xla_gpu: bool = typer.Option(False, "--xla-gpu", help="optimize a global module with XLA's GPU pipeline of each "
                                 "--hardware GPU (deviceless; needs JAX's CUDA plugin)"),
    combine: str = combine_option("auto | xla-like | none: combine collectives like XLA's GPU pipeline "
                                  "when converting a module (see convert --combine)"),
    mesh: Optional[str] = typer.Option(None, "--mesh", help="Partition a global module for new mesh axis sizes, "
                                       "e.g. data=16,model=8, as convert --mesh (the topologies need its device count)."),
    quiet: bool = quiet_option(),
) -> None:
    """Simulate one workload on several topologies (and hardware) and compare step times."""
    from hlo2chakra.report.compare import markdown_table
    from hlo2chakra.pipeline.compare import compare

    output = output or Path("runs") / f"compare_{_slug(target.stem)}"
    with progress_shown("compare", quiet):
        result = compare(
            target, topology, hardware or None, out_dir=output, system=system or None, options=settings, jobs=jobs,
            overwrite=overwrite, xla_gpu=xla_gpu, combine=combine, mesh=mesh,
        )
    frame = result.table
    typer.echo(markdown_table(frame))
    backends = sorted({b for b in frame["backend"].dropna()})
    typer.echo(f"backend that ran: {', '.join(backends) or 'none'}")
    _warn(list(result.notes))
    for _, row in frame[frame["status"] == "exceeds-memory"].iterrows():
        typer.secho(f"warning: {row['configuration']}: {row['message']}", fg=typer.colors.YELLOW, err=True)
    for _, row in frame[frame["status"] == "failed"].iterrows():
        typer.secho(f"failed: {row['configuration']}: {row['message']}", fg=typer.colors.RED, err=True)
    typer.echo(f"comparison: {result.out_dir} (comparison.csv, .parquet, .md, .png)")
    if (frame["status"] == "failed").all():
        raise typer.Exit(FOUND_PROBLEM)

