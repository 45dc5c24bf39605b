"""The ``hlo2chakra`` command line: the typer app, with every command module's commands added.

Each command lives in its own module (``cli.convert``, ``cli.simulate``, ...) and joins through
``cli.registry.command``, which turns its errors into one line on stderr and a non-zero exit
(see ``cli.errors``).
"""

from __future__ import annotations

import typer

from hlo2chakra import __version__
from hlo2chakra.cli import (
    calibrate as cli_calibrate,
    convert as cli_convert,
    export as cli_export,
    inspect as cli_inspect,
    netfit as cli_netfit,
    roofline as cli_roofline,
    simulate as cli_sim,
    sweep as cli_sweep,
    validate as cli_validate,
)
from hlo2chakra.cli.errors import OneLineUsageGroup
from hlo2chakra.cli.registry import add_commands

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


# One module per command; the help lists them in this order.
for _module in (cli_convert, cli_inspect, cli_validate, cli_calibrate, cli_export, cli_netfit, cli_roofline, cli_sim,
                cli_sweep):
    add_commands(app, _module)


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
