"""One root for every error the tool raises on purpose, and the exit code each kind means.

Contract: every module raises a subclass of ``Hlo2ChakraError`` for a failure it can explain in one
line naming the culprit (the file, key, op, node or rank). Subclasses keep ``ValueError`` or
``RuntimeError`` as a second base, so callers that catch those keep working. The CLI maps an error
to its exit status through ``exit_code`` alone:

- ``BadInputError`` (2): a missing or malformed file, a wrong option, an unknown preset, a program
  or trace the tool cannot take;
- ``ProblemFoundError`` (1): the command ran and found a problem (a simulation that hung or aborted);
- ``ToolError`` (2): a step the tool drives failed (an export or calibration run).

Anything else that escapes is an internal error (exit 3).
"""

from __future__ import annotations

BAD_INPUT = 2
FOUND_PROBLEM = 1
INTERNAL = 3


class Hlo2ChakraError(Exception):
    """The root: an error the tool raised on purpose, with a one-line message."""

    exit_code = BAD_INPUT


class BadInputError(Hlo2ChakraError, ValueError):
    """The input (file, option, preset, program, trace) is malformed or not supported."""

    exit_code = BAD_INPUT


class ProblemFoundError(Hlo2ChakraError, RuntimeError):
    """The command ran to its end and found a problem in what it was given."""

    exit_code = FOUND_PROBLEM


class ToolError(Hlo2ChakraError, RuntimeError):
    """A tool this one drives (XLA export, a calibration run) failed."""

    exit_code = BAD_INPUT


def shown(value: object, limit: int = 80) -> str:
    """``value`` as an error message echoes it: its ``repr``, cut after ``limit`` characters with
    its full length said, so a megabyte of input never reaches a terminal or a results table."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else f"{value[:limit]!r}... ({len(value):,} characters)"
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text):,} characters)"


def one_line(text: object) -> str:
    """``text`` on one line: every run of whitespace (newlines included) becomes one space."""
    return " ".join(str(text).split())


def exit_code_for(exc: BaseException) -> int:
    """The CLI exit status for ``exc``: its kind's code, 2 for OS and value errors, else 3."""
    if isinstance(exc, Hlo2ChakraError):
        return exc.exit_code
    if isinstance(exc, (OSError, ValueError)):
        return BAD_INPUT
    return INTERNAL
