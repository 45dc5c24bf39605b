"""`hlo2chakra validate`: check traces against every rule that makes ASTRA-sim abort or hang."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from hlo2chakra.cli.errors import fail
from hlo2chakra.cli.registry import command
from hlo2chakra.errors import FOUND_PROBLEM


@command("validate")
def validate_command(
    target: Optional[Path] = typer.Argument(None, help="A convert output directory (reads its manifest.json)."),
    workload: Optional[str] = typer.Option(None, "--workload", help="Trace prefix PREFIX (reads PREFIX.<rank>.et)."),
    comm_groups: Optional[Path] = typer.Option(None, "--comm-groups", help="Comm-group JSON for --workload."),
    npus: Optional[int] = typer.Option(None, "--npus", help="Expected rank count (the network's NPUs)."),
) -> None:
    """Check traces against every rule that makes ASTRA-sim abort or hang; name the rank and node."""
    from hlo2chakra.chakra.validate.workload import validate_workload
    from hlo2chakra.sim.staging import resolve_workload

    resolved = resolve_workload(target, workload, comm_groups)
    prefix = resolved.prefix
    violations = validate_workload(prefix, resolved.comm_groups, num_npus=npus)
    if not violations:
        typer.echo(f"ok: {prefix}.*.et pass every ASTRA-sim rule we check")
        return
    for v in violations:
        typer.echo(f"{v.rule}: {v.message}")
    fail(f"{len(violations)} violation(s) in {prefix}.*.et", FOUND_PROBLEM)
