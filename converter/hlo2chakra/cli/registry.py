"""The one way a command joins the CLI: ``@command("name")`` on its function, in its own module.

The decorator gives the function the CLI's error convention (``cli.errors.one_line_errors``: one
line on stderr, never a traceback) and records it under its module; ``add_commands(app, module)``
adds a module's commands to a typer app in the order they are defined. ``cli.app`` does that for
every command module, and tests do it for one module on an app of their own.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Callable

import typer

from hlo2chakra.cli.errors import one_line_errors

Command = Callable[..., Any]
_BY_MODULE: dict[str, list[tuple[str, Command]]] = {}


def command(name: str) -> Callable[[Command], Command]:
    """Mark ``func`` as the CLI command ``name`` (wrapped in the one-line error convention)."""

    def mark(func: Command) -> Command:
        wrapped = one_line_errors(func)
        commands = _BY_MODULE.setdefault(func.__module__, [])
        if any(known == name for known, _ in commands):
            raise RuntimeError(f"internal error: command {name!r} defined twice in {func.__module__}")
        commands.append((name, wrapped))
        return wrapped

    return mark


def add_commands(app: typer.Typer, module: ModuleType) -> None:
    """Add the commands ``module`` defines (with ``@command``) to ``app``."""
    commands = _BY_MODULE.get(module.__name__)
    if not commands:
        raise RuntimeError(f"internal error: {module.__name__} defines no command")
    for name, func in commands:
        app.command(name)(func)
