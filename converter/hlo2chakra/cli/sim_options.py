"""The backend options ``simulate`` and ``compare`` share, each spelled once.

``SETTINGS`` holds, for every ``SimulationOptions`` field a command line sets the same way for
every simulation, its flag, the type typer parses and the help; the default is the field's own
(``--keep-tiny-collectives`` is the inverse of ``raise_tiny_collectives``). ``@simulation_settings``
gives a command all of them, where its ``settings`` parameter stands, and calls it with them as one
``settings: SimulationOptions`` (topology, network, system and timeline at their defaults, for
the command to ``dataclasses.replace``). A new backend setting is its field in
``SimulationOptions`` and its line here; ``tests/cli/test_sim_options.py`` refuses a field that
has neither a line here nor a command that sets it (``SET_BY_COMMAND``).
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, TypeVar

import typer

from hlo2chakra.sim.options import BackendKind, SimulationOptions

COLLECTIVES_HELP = ("collective cost model: auto (nccl on a GPU topology preset run by the embedded backend, else "
                    "astra) | astra (ASTRA-sim's, what its binaries run) | nccl (NCCL's algorithm and protocol "
                    "choice on the preset's GPU fabric, fitted to measured nccl-tests curves; embedded backend)")
SET_BY_COMMAND = ("topology", "network", "system", "timeline", "timeline_ranks")  # each command's own options


@dataclass(frozen=True)
class CliSetting:
    """How the command line spells one ``SimulationOptions`` field."""

    field: str
    flag: str
    cli_type: Any          # what typer parses the value as
    help: str
    inverted: bool = False  # the flag sets the field to False (its default is the field's default negated)

    @property
    def default(self) -> Any:
        default = _FIELDS[self.field].default
        return not default if self.inverted else default

    def option(self) -> Any:
        return typer.Option(self.default, self.flag, help=self.help)

    def value(self, given: Any) -> Any:
        return not given if self.inverted else given


_FIELDS = {f.name: f for f in dataclasses.fields(SimulationOptions)}

SETTINGS = (
    CliSetting("memory", "--memory", Optional[Path], "ASTRA-sim remote-memory JSON (default NO_MEMORY_EXPANSION)"),
    CliSetting("backend", "--backend", BackendKind, "astra-sim | analytical | auto (ASTRA-sim when found)"),
    CliSetting("astra_bin", "--astra-bin", Optional[Path], "ASTRA-sim binary (else $ASTRA_SIM_BIN, else PATH)"),
    CliSetting("docker_image", "--docker-image", Optional[str], "run ASTRA-sim in this Docker image"),
    CliSetting("timeout_s", "--timeout", float, "wall-clock limit of each ASTRA-sim run, seconds"),
    CliSetting("congestion_aware", "--congestion-aware", bool, "congestion-aware analytical network (1-D only)"),
    CliSetting("crash_retries", "--crash-retries", int,
               "reruns when ASTRA-sim crashes at exit and loses results (its defect with sub-groups)"),
    CliSetting("collectives", "--collectives", str, COLLECTIVES_HELP),
    CliSetting("nccl_fabric", "--nccl-fabric", Optional[Path],
               "NCCL fabric file from 'fit-network --model nccl' (implies --collectives nccl)"),
    CliSetting("raise_tiny_collectives", "--keep-tiny-collectives", bool,
               "refuse world collectives too small for the real ASTRA-sim on this network instead of raising them "
               "to the smallest size it runs (recorded in summary.json)", inverted=True),
)

Command = TypeVar("Command", bound=Callable[..., Any])


def simulation_settings(func: Command) -> Command:
    """Give the command ``func`` every option of ``SETTINGS`` in place of its ``settings`` parameter;
    it is called with them as ``settings=SimulationOptions(...)``."""
    signature = inspect.signature(func, eval_str=True)
    params = list(signature.parameters.values())
    at = [p.name for p in params].index("settings")
    added = [inspect.Parameter(s.field, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=s.option(),
                               annotation=s.cli_type) for s in SETTINGS]
    shown = signature.replace(parameters=params[:at] + added + params[at + 1:])

    @functools.wraps(func)
    def command(**values: Any) -> Any:
        settings = SimulationOptions(**{s.field: s.value(values.pop(s.field)) for s in SETTINGS})
        return func(**values, settings=settings)

    command.__signature__ = shown  # type: ignore[attr-defined]
    command.__annotations__ = {p.name: p.annotation for p in shown.parameters.values()}
    return command  # type: ignore[return-value]
