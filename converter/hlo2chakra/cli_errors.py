"""One error convention for every command: one line on stderr, never a traceback.

Exit codes: 2 for bad input (a missing or malformed file, a wrong option, an unknown preset),
1 when the command ran and found a problem (validation violations, a simulation that hung or
aborted), 3 for an internal error; 143 for SIGTERM and 129 for SIGHUP, after child processes are
stopped and staging directories removed (see ``interrupts``). ``HLO2CHAKRA_DEBUG=1`` re-raises
instead, with the traceback.
"""

from __future__ import annotations

import functools
import os
import sys
from typing import Any, Callable, NoReturn

import typer

from .interrupts import Terminated

BAD_INPUT = 2
FOUND_PROBLEM = 1
INTERNAL = 3


def fail(message: str, code: int = BAD_INPUT) -> NoReturn:
    typer.echo(f"hlo2chakra: error: {' '.join(str(message).split())}", err=True)
    raise typer.Exit(code)


def terminated_line(exc: Terminated) -> None:
    typer.echo(f"hlo2chakra: terminated ({exc.signal_name})", err=True)


def _code_for(exc: BaseException) -> int:
    from .sim.results import SimulationError

    if isinstance(exc, SimulationError):
        return FOUND_PROBLEM
    if type(exc).__module__.startswith("hlo2chakra") or isinstance(exc, (OSError, ValueError)):
        return BAD_INPUT
    return INTERNAL


def one_line_errors(func: Callable[..., Any]) -> Callable[..., Any]:
    """Run a command, turning any exception into one line on stderr and a non-zero exit."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except Terminated as exc:  # SIGTERM/SIGHUP: the clean-ups on the way have run
            terminated_line(exc)
            raise typer.Exit(int(exc.code))
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
            code = _code_for(exc)
            text = str(exc).strip() or type(exc).__name__
            fail(text if code != INTERNAL else f"internal error ({type(exc).__name__}): {text}", code)

    return wrapper
