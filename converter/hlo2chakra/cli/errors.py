"""One error convention for every command: one line on stderr, never a traceback.

Exit codes come from the error's kind (``hlo2chakra.errors``): 2 for bad input (a missing or
malformed file, a wrong option, an unknown preset), 1 when the command ran and found a problem
(validation violations, a simulation that hung or aborted), 3 for an internal error; 143 for
SIGTERM and 129 for SIGHUP, after child processes are stopped and staging directories removed (see
``runtime.interrupts``). ``HLO2CHAKRA_DEBUG=1`` re-raises instead, with the traceback.
Usage errors (an unknown option, a missing argument, a value click refuses) are one line too:
``OneLineUsageGroup`` replaces click's usage banner and typer's boxed panel, exit 2.
"""

from __future__ import annotations

import functools
import os
import sys
from typing import Any, Callable, NoReturn, Sequence

import typer
from typer.core import TyperGroup

from hlo2chakra.errors import BAD_INPUT, INTERNAL, exit_code_for, one_line
from hlo2chakra.runtime.interrupts import Terminated

# click's exceptions, wherever this typer takes click from (recent typer versions vendor it).
_CLICK_ERRORS = sys.modules[typer.BadParameter.__module__]
_NO_ARGS_IS_HELP = getattr(_CLICK_ERRORS, "NoArgsIsHelpError", ())  # click >= 8.2


def fail(message: str, code: int = BAD_INPUT) -> NoReturn:
    typer.echo(f"hlo2chakra: error: {one_line(message)}", err=True)
    raise typer.Exit(code)


def terminated_line(exc: Terminated) -> None:
    typer.echo(f"hlo2chakra: terminated ({exc.signal_name})", err=True)


class OneLineUsageGroup(TyperGroup):
    """The CLI's command group: a usage error is one ``hlo2chakra: error:`` line, exit 2."""

    # click's parameters by name, so that standalone_mode cannot also come positionally.
    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, windows_expand_args: bool = True, **extra: Any) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        try:
            # Not standalone: click hands back exit codes and raises its usage errors to us.
            outcome = super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        except _NO_ARGS_IS_HELP as exc:  # a bare command: its help, as before
            typer.echo(exc.ctx.get_help() if exc.ctx is not None else exc.format_message(), err=True)
            sys.exit(exc.exit_code)
        except _CLICK_ERRORS.ClickException as exc:
            command = exc.ctx.command_path if getattr(exc, "ctx", None) is not None else "hlo2chakra"
            text = one_line(exc.format_message())
            typer.echo(f"hlo2chakra: error: {command}: {text} (see '{command} --help')", err=True)
            sys.exit(exc.exit_code)
        except typer.Abort:
            typer.echo("hlo2chakra: interrupted", err=True)
            sys.exit(130)
        sys.exit(outcome if isinstance(outcome, int) else 0)


def one_line_errors(func: Callable[..., Any]) -> Callable[..., Any]:
    """Run a command, turning any exception into one line on stderr and a non-zero exit."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except Terminated as exc:  # SIGTERM/SIGHUP: the clean-ups on the way have run
            terminated_line(exc)
            raise typer.Exit(exc.exit_code)
        except (typer.Exit, typer.Abort, SystemExit):
            raise
        except BrokenPipeError:  # output piped into head & co.
            sys.stderr.close()
            raise typer.Exit(0)
        except KeyboardInterrupt:
            typer.echo("hlo2chakra: interrupted", err=True)
            raise typer.Exit(130)
        except Exception as exc:  # noqa: BLE001 - the CLI promises one line, never a traceback
            if os.environ.get("HLO2CHAKRA_DEBUG"):
                raise
            code = exit_code_for(exc)
            text = str(exc).strip() or type(exc).__name__
            fail(text if code != INTERNAL else f"internal error ({type(exc).__name__}): {text}", code)

    return wrapper
