"""The ``sweep`` command: ``hlo2chakra sweep SPEC.yaml -o OUT``, over ``pipeline.sweep.run``.

Prints a progress bar (done, failed, ETA) on stderr while cells run, when stderr is a terminal and
neither ``--quiet`` nor ``--no-progress`` is given, then the ranking and where the results are.
Re-running the same command resumes: finished cells are read from OUT, not recomputed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

import typer

from hlo2chakra.cli.progress import quiet_option, terminal_stream
from hlo2chakra.cli.registry import command
from hlo2chakra.errors import FOUND_PROBLEM

if TYPE_CHECKING:   # rich loads only when a bar is shown
    from rich.progress import TaskID


class _Bar:
    """A rich progress bar fed by ``run_cells``' (done, failed, total) callback."""

    def __init__(self) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        from rich.console import Console

        self.progress = Progress(TextColumn("cells"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("failed: {task.fields[failed]}"), TextColumn("ETA"),
                                 TimeRemainingColumn(), transient=False, console=Console(stderr=True))
        self.task: TaskID | None = None

    def __call__(self, done: int, failed: int, total: int) -> None:
        if self.task is None:
            self.progress.start()
            self.task = self.progress.add_task("sweep", total=total, failed=failed)
        self.progress.update(self.task, completed=done, failed=failed)

    def stop(self) -> None:
        self.progress.stop()


@command("sweep")
def sweep_command(
    spec: Path = typer.Argument(..., help="sweep spec YAML (workload, meshes, hardware, topologies, systems, prices)"),
    out: Path = typer.Option(..., "-o", "--out", help="output folder; re-running with the same folder resumes"),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", help="address of a running Dask scheduler, "
                                            "tcp://HOST:PORT (default: a local cluster)"),
    workers: Optional[int] = typer.Option(None, "--workers", help="local cluster worker processes (default: CPUs)"),
    local: Optional[bool] = typer.Option(None, "--local/--dask", help="run without Dask: simulations in isolated "
                                         "child processes on this machine (default: Dask when installed)"),
    retry_failed: bool = typer.Option(False, "--retry-failed", help="recompute cells that failed in an earlier run"),
    no_progress: bool = typer.Option(False, "--no-progress", help="no progress bar (the same as --quiet)"),
    quiet: bool = quiet_option(),
) -> None:
    """Sweep meshes x hardware x topologies x systems; rank by step time and cost."""
    from hlo2chakra.pipeline.sweep.run import run_sweep

    bar = None if no_progress or quiet or terminal_stream() is None else _Bar()
    try:
        result = run_sweep(spec, out, scheduler=scheduler, workers=workers, progress=bar, retry_failed=retry_failed,
                           local=local)
    finally:
        if bar is not None:
            bar.stop()
    for warning in result.warnings:
        typer.echo(f"hlo2chakra: warning: {warning}", err=True)
    frame = result.frame
    counts = frame["status"].value_counts()
    typer.echo(f"{len(frame)} cells ({result.computed} computed now): "
               + ", ".join(f"{counts.get(s, 0)} {s}" for s in ("ok", "exceeds-memory", "failed")))
    for line in result.ranking:
        typer.echo(line)
    for _, row in frame[frame["status"] == "failed"].head(5).iterrows():
        typer.secho(f"failed: {row['mesh']} | {row['hardware']} | {row['topology']}: {row['message']}",
                    fg=typer.colors.RED, err=True)
    typer.echo(f"results: {result.out_dir} (results.parquet, results.csv, ranking.txt, step_times.png"
               + (", cost_vs_time.png" if frame["cost_per_step"].notna().any() else "") + ")")
    if (frame["status"] == "failed").all():
        raise typer.Exit(FOUND_PROBLEM)
