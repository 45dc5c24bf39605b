"""The ``hlo2chakra`` command line: the typer app, with every command module's commands added.

Each command lives in its own module (``cli.convert``, ``cli.simulate``, ...), listed in
``COMMAND_MODULES``, and joins through ``cli.registry.command``, which turns its errors into one
line on stderr and a non-zero exit (see ``cli.errors``). ``main`` loads only the named command's module.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

import typer

from hlo2chakra import __version__
from hlo2chakra.cli.coercion import install as install_plain_coercion
from hlo2chakra.cli.errors import OneLineUsageGroup
from hlo2chakra.cli.registry import add_commands

# One module per command (a module may hold several); the help lists them in this order.
COMMAND_MODULES: dict[str, str] = {
    "convert": "convert", "inspect": "inspect", "validate": "validate", "calibrate": "calibrate",
    "export": "export", "fit-network": "netfit", "roofline": "roofline", "simulate": "simulate",
    "compare": "compare", "sweep": "sweep", "maxtext-report": "maxtext",
}


def _version_callback(value: bool) -> None:
    if value:
        typer.echo(f"hlo2chakra {__version__}")
        raise typer.Exit()


def _main(
    version: bool = typer.Option(False, "--version", callback=_version_callback, is_eager=True, help="Print the version."),
) -> None:
    """StableHLO -> Chakra ET converter and network simulation front end."""


def build_app(command: str | None = None) -> typer.Typer:
    """The typer app with every command, or with only the commands of ``command``'s module.

    A command line names its command first, and importing the other command modules (the
    simulator's options, the exporter's GPU table, ...) took a sixth of a small conversion's
    time: ``main`` builds the app for the named command alone. Anything else (``--help``,
    ``--version``, a misspelt command) gets every command, so help and errors are unchanged.
    """
    install_plain_coercion()
    app = typer.Typer(
        name="hlo2chakra",
        help="StableHLO programs -> per-rank Chakra execution traces -> network simulation.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        cls=OneLineUsageGroup,
    )
    app.callback()(_main)
    wanted = [COMMAND_MODULES[command]] if command in COMMAND_MODULES else list(dict.fromkeys(COMMAND_MODULES.values()))
    for name in wanted:
        add_commands(app, importlib.import_module(f"hlo2chakra.cli.{name}"))
    return app


def __getattr__(name: str) -> Any:
    """``app``: the app with every command, built on first use (tests and embedders import it)."""
    if name == "app":
        full = globals()["app"] = build_app()
        return full
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """The console entry point: SIGTERM/SIGHUP end a command as cleanly as Ctrl-C does."""
    from hlo2chakra.cli import process
    from hlo2chakra.cli.errors import terminated_line
    from hlo2chakra.runtime.interrupts import Terminated, install_handlers

    command = sys.argv[1] if len(sys.argv) > 1 else None
    process.prepare(command)  # before any import of numpy (cli.process)
    install_handlers()
    try:
        build_app(command)()
    except Terminated as exc:  # a signal outside a command (while parsing arguments, say)
        terminated_line(exc)
        raise SystemExit(exc.exit_code) from None
    finally:
        process.at_exit()


if __name__ == "__main__":
    main()
