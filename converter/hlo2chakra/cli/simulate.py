"""The ``simulate`` command; its backend options are ``cli.sim_options``' (``compare`` has them too).

Argument parsing and printing only; the work is done by ``hlo2chakra.pipeline.simulate``. Errors
print one line on stderr, never a traceback (``cli_errors``: exit 2 for bad input, 1 for a
simulation that hung or aborted).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console

from hlo2chakra.cli.progress import progress_shown, quiet_option
from hlo2chakra.cli.registry import command
from hlo2chakra.cli.sim_options import simulation_settings
from hlo2chakra.errors import shown
from hlo2chakra.files.names import slug as _slug
from hlo2chakra.sim.options import SimulationOptions


MAX_TIMELINE_RANKS = 65_536  # ranks --timeline-ranks may name (a timeline of more is no use to anyone)
_RANK_PART = re.compile(r"([0-9]+)(?:-([0-9]+))?")


def _rank_list(text: Optional[str]) -> Optional[tuple[int, ...]]:
    """``--timeline-ranks``: ranks and inclusive ranges, ``0,7,63`` or ``0-3,8``; a usage error otherwise.

    Plain decimal numbers only (not ``1e3``, ``0x1``, ``-1``); at most ``MAX_TIMELINE_RANKS`` ranks in
    all, counted before any range is built, so ``0-1000000000`` is refused at once. Whether each
    rank exists is checked against the workload when it is read.
    """
    if text is None:
        return None
    hint = "--timeline-ranks"
    quoted = shown(text, 60)
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise typer.BadParameter("no ranks given (e.g. 0,7,63)", param_hint=hint)
    bounds: list[tuple[int, int]] = []
    count = 0
    for part in parts:
        match = _RANK_PART.fullmatch(part)
        if match is None:
            raise typer.BadParameter(f"{quoted} is not a comma-separated list of ranks (e.g. 0,7,63 or 0-3,8)",
                                     param_hint=hint)
        if max(len(g or "") for g in match.groups()) > 12:  # no rank count comes near; int() stays cheap
            raise typer.BadParameter(f"rank {shown(part, 30)} is too large", param_hint=hint)
        low = int(match.group(1))
        high = int(match.group(2)) if match.group(2) is not None else low
        if high < low:
            raise typer.BadParameter(f"range {part!r} ends before it starts (e.g. 0-3)", param_hint=hint)
        count += high - low + 1
        if count > MAX_TIMELINE_RANKS:
            raise typer.BadParameter(f"{quoted} names more than {MAX_TIMELINE_RANKS:,} ranks; a timeline shows "
                                     "a few (e.g. 0,7,63)", param_hint=hint)
        bounds.append((low, high))
    return tuple(rank for low, high in bounds for rank in range(low, high + 1))


def _rank_option(ctx: typer.Context, param: typer.CallbackParam, value: Optional[str]) -> Optional[str]:
    """Checks ``--timeline-ranks`` while the command line is parsed, so a bad value is a usage error."""
    _rank_list(value)
    return value


def _warn(messages: Any) -> None:
    for message in messages:
        typer.secho(f"warning: {message}", fg=typer.colors.YELLOW, err=True)


@command("simulate")
@simulation_settings
def simulate_command(
    target: Optional[Path] = typer.Argument(None, help="a 'convert' output directory (with manifest.json)"),
    topology: Optional[str] = typer.Option(
        None, "--topology", "-t",
        help="preset name (multi-node: FAMILY-<N>node, e.g. h100-8x-nvswitch-x-ib-ndr400-64node), YAML file, or spec such as "
             "'Switch(8, 450GB/s, 500ns) x Switch(4, 400Gb/s, 2us)'"),
    network: Optional[Path] = typer.Option(None, "--network", help="raw ASTRA-sim network YAML, used unchanged"),
    system: Optional[str] = typer.Option(None, "--system", help="system preset name or ASTRA-sim system JSON (default: a fitted "
                                                                "network preset's own system, else ring with direct all-to-all "
                                                                "on switches)"),
    settings: SimulationOptions = SimulationOptions(),  # the backend options (cli.sim_options)
    output: Optional[Path] = typer.Option(None, "--output", "-o", help="run directory (default runs/<workload>_<topology>)"),
    json_out: Optional[Path] = typer.Option(None, "--json", help="also write per-rank results as a JSON list"),
    workload: Optional[Path] = typer.Option(None, "--workload", help="trace prefix: PREFIX.<rank>.et, instead of TARGET"),
    comm_groups: Optional[Path] = typer.Option(None, "--comm-groups", help="comm-group JSON for --workload"),
    overwrite: bool = typer.Option(False, "--overwrite", help="replace an existing run directory"),
    timeline: bool = typer.Option(
        False, "--timeline", help="also write timeline.json (Perfetto), gantt.png, critical_path.csv and per-node "
        "collective times (embedded backend)"),
    timeline_ranks: Optional[str] = typer.Option(
        None, "--timeline-ranks", callback=_rank_option,
        help="ranks to put in the timeline, e.g. 0,7,63 or 0-3,8 (default: all, bounded)"),
    quiet: bool = quiet_option(),
) -> None:
    """Simulate Chakra traces on a network with ASTRA-sim or the embedded analytical backend."""
    from hlo2chakra.pipeline.simulate import run_simulation

    if output is None:
        name = (workload.name if workload else target.name if target else "run")
        output = Path("runs") / f"{_slug(name)}_{_slug(str(topology or (network.stem if network else '')))}"
    options = replace(settings, topology=topology, network=network, system=system,
                      timeline=timeline or timeline_ranks is not None, timeline_ranks=_rank_list(timeline_ranks))
    with progress_shown("simulate", quiet):
        report = run_simulation(target, options, workload=workload, comm_groups=comm_groups, run_dir=output,
                                overwrite=overwrite, json_out=json_out)
    _warn(report.warnings)
    from hlo2chakra.report.output import print_most_exposed, print_results

    console = Console()
    console.print(f"[bold]backend that ran:[/bold] {report.summary.backend_detail}", soft_wrap=True)
    print_results(console, report.rank_stats, report.summary)
    if report.timeline is not None:
        print_most_exposed(console, report.timeline.most_exposed)
    files = ", ".join(written.name for written in report.files)
    console.print(f"results: {report.run_dir} ({files})", soft_wrap=True)
