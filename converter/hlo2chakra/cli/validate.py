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
    topology: Optional[str] = typer.Option(None, "--topology", "-t", help="Also check the rules of this network "
                                           "(preset, YAML file or spec): collectives it cuts into 0-byte messages"),
    system: Optional[str] = typer.Option(None, "--system", help="with --topology: the system preset or JSON "
                                         "(default: the topology's own, as simulate picks it)"),
) -> None:
    """Check traces against every rule that makes ASTRA-sim abort or hang; name the rank and node."""
    from hlo2chakra.chakra.validate.workload import validate_workload
    from hlo2chakra.sim.staging import resolve_workload

    if system is not None and topology is None:
        raise ValueError("--system goes with --topology (the network whose rules are checked)")
    resolved = resolve_workload(target, workload, comm_groups)
    prefix = resolved.prefix
    rule = None
    if topology is not None:  # the network's rules need the embedded model's layout (numpy): loaded only here
        from hlo2chakra.sim.analytical.empty_messages import empty_message_rule
        from hlo2chakra.sim.config.resolve import parse_topology
        from hlo2chakra.sim.config.topology import check_ranks
        from hlo2chakra.sim.staging import resolve_system

        network = parse_topology(topology)
        check_ranks(network, resolved.num_ranks)
        npus = network.num_npus if npus is None else npus
        rule = empty_message_rule(network, resolve_system(topology, network, system)[1])
    violations = validate_workload(prefix, resolved.comm_groups, num_npus=npus, size_rule=rule)
    if not violations:
        typer.echo(f"ok: {prefix}.*.et pass every ASTRA-sim rule we check")
        return
    for v in violations:
        typer.echo(f"{v.rule}: {v.message}")
    fail(f"{len(violations)} violation(s) in {prefix}.*.et", FOUND_PROBLEM)
