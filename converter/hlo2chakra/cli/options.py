"""Options several commands share, spelled once: the hardware preset and the grouping modes.

``--fusion`` and ``--combine`` take the cost layer's enum values (``cost.modes``; any case) and
hand the command the enum; a wrong value is a one-line usage error naming the choices.
"""

from __future__ import annotations

from typing import Any, Callable

import typer

from hlo2chakra.cost.hardware import DEFAULT_HARDWARE
from hlo2chakra.cost.modes import CombineMode, FusionMode, Mode, parse_mode


def _parser(kind: type[Mode], what: str) -> Callable[[Any], Mode | None]:
    def parse(value: Any) -> Mode | None:
        if value is None or value in set(kind):
            return None if value is None else kind(value)
        if str(value).lower() in set(kind):  # any case, as the choices were before
            return kind(str(value).lower())
        try:
            parse_mode(kind, value, what, ValueError)
        except ValueError as exc:  # a usage error: one line naming the choices
            raise typer.BadParameter(str(exc)) from None
        raise AssertionError("unreachable")

    return parse


def hardware_option(help: str = "Hardware preset name or a hardware YAML path.") -> Any:
    return typer.Option(DEFAULT_HARDWARE, "--hardware", "-H", help=help)


def fusion_option(help: str) -> Any:
    return typer.Option(FusionMode.AUTO.value, "--fusion", callback=_parser(FusionMode, "fusion"), help=help)


def combine_option(help: str) -> Any:
    return typer.Option(CombineMode.AUTO.value, "--combine", callback=_parser(CombineMode, "combine"), help=help)
