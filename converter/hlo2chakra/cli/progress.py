"""``--quiet`` and the progress line of the long commands (convert, simulate, export, compare, sweep).

``progress_shown(command, quiet)`` wraps a command's work: when stderr is a terminal and ``quiet``
is false it installs a ``runtime.progress.TerminalReporter`` on stderr (drawing only once the run
is 2 s old) and clears its line before the command prints its summary; otherwise nothing is
installed and the library's phase calls do nothing. stdout and every file are never touched.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any, Iterator, TextIO

import typer

from hlo2chakra.runtime.progress import TerminalReporter, reporting

QUIET_HELP = "No progress line on stderr (it is drawn only on a terminal, for runs longer than 2 s)."


def quiet_option() -> Any:
    return typer.Option(False, "--quiet", "-q", help=QUIET_HELP)


def terminal_stream() -> TextIO | None:
    """stderr when it is a terminal, else None (tests stand a fake terminal in here)."""
    stream = sys.stderr
    try:
        return stream if stream is not None and stream.isatty() else None
    except (AttributeError, ValueError):  # a closed or odd stream
        return None


@contextlib.contextmanager
def progress_shown(command: str, quiet: bool) -> Iterator[None]:
    """The block's phases drawn on a terminal stderr, unless ``quiet``."""
    stream = None if quiet else terminal_stream()
    if stream is None:
        yield
        return
    with reporting(TerminalReporter(stream, f"hlo2chakra {command}")):
        yield
