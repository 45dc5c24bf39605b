"""What one simulation is asked to do: the backend and its settings, the configs, the timeline.

``BackendKind`` names a backend as the CLI and ``summary.json`` spell it (``auto`` picks
ASTRA-sim when one is available, else the embedded model). ``SimulationOptions`` is the one
settings type of a simulation: the frozen value ``pipeline.simulate.run_simulation`` takes, and
what ``simulate``, ``compare`` and a sweep's cells are given. A variant of one (a cell's topology
and system) is ``dataclasses.replace(options, ...)``, which checks it again. A backend given as its
string value is accepted (``"astra-sim"``), an unknown one is a ``ConfigError`` naming it.
``options_or_fields`` is the keyword path of the library calls: ``SimulationOptions`` or its
fields as keywords. The command line spells each field once, in ``cli.sim_options``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.sim.config.files import ConfigError

DEFAULT_TIMEOUT_S = 3600.0
# two reruns: the teardown defect's heap abort is rare and independent from run to run
# (sim.astra.output.judge); two in a row that printed nothing end the reruns (combine_attempts)
DEFAULT_CRASH_RETRIES = 2
COLLECTIVE_MODELS = ("auto", "astra", "nccl")


class BackendKind(str, enum.Enum):
    AUTO = "auto"
    ASTRA_SIM = "astra-sim"
    ANALYTICAL = "analytical"

    @classmethod
    def parse(cls, value: "BackendKind | str") -> "BackendKind":
        try:
            return cls(value)
        except ValueError:
            expected = ", ".join(kind.value for kind in cls)
            raise ConfigError(f"unknown backend {value!r} (expected one of {expected})") from None


@dataclass(frozen=True)
class SimulationOptions:
    """One simulation's settings (the workload itself is chosen apart: ``sim.staging.resolve_workload``).

    topology / network: exactly one (a spec, preset or YAML file / a raw ASTRA-sim network YAML).
    system, memory: a preset name or ASTRA-sim file each (default: the network preset's system or
        ring; NO_MEMORY_EXPANSION).
    timeout_s: wall-clock limit of an ASTRA-sim run; crash_retries: reruns after a crash at exit.
    timeline: True writes the timeline files (an error when they cannot be made), None writes
        them where possible (else a warning: what ``compare`` asks for), False none;
        timeline_ranks: the ranks they show (default all, bounded).
    collectives: the collective cost model: ``astra`` (ASTRA-sim's, what the binaries run),
        ``nccl`` (NCCL's algorithm and protocol choice on the topology preset's GPU fabric,
        ``sim.nccl``; the embedded backend only) or ``auto``: ``nccl`` where the embedded backend
        runs a GPU network preset the NCCL model has (not a ``-datasheet`` one), else ``astra``.
    nccl_fabric: an NCCL fabric file (``fit-network --model nccl``) instead of the preset's; it
        implies ``collectives="nccl"``.
    raise_tiny_collectives: before the real ASTRA-sim runs, raise each world collective it cannot
        run (a 0-byte message on this network and system) to the smallest size it runs, recorded
        in ``summary.json`` (``sim.tiny_collectives``); False refuses such a workload instead.
    """

    topology: str | Path | None = None
    network: str | Path | None = None
    system: str | Path | None = None
    memory: str | Path | None = None
    backend: BackendKind = BackendKind.AUTO
    astra_bin: str | Path | None = None
    docker_image: str | None = None
    timeout_s: float = DEFAULT_TIMEOUT_S
    congestion_aware: bool = False
    crash_retries: int = DEFAULT_CRASH_RETRIES
    timeline: bool | None = False
    timeline_ranks: tuple[int, ...] | None = None
    collectives: str = "auto"
    nccl_fabric: str | Path | None = None
    raise_tiny_collectives: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "backend", BackendKind.parse(self.backend))
        if self.collectives not in COLLECTIVE_MODELS:
            raise ConfigError(f"unknown collective model {self.collectives!r} (expected one of "
                              f"{', '.join(COLLECTIVE_MODELS)})")
        if self.nccl_fabric is not None:
            if self.collectives == "astra":
                raise ConfigError("--nccl-fabric sets the NCCL model's fabric: it needs --collectives nccl or auto")
            object.__setattr__(self, "collectives", "nccl")
        if self.collectives == "nccl" and (self.backend is BackendKind.ASTRA_SIM or self.docker_image
                                           or self.congestion_aware):
            raise ConfigError("--collectives nccl runs on the embedded backend without --congestion-aware "
                              "(ASTRA-sim's binaries time collectives with their own model): use --backend analytical")
        if self.timeline_ranks is not None:
            object.__setattr__(self, "timeline_ranks", tuple(self.timeline_ranks))

    @property
    def wants_timeline(self) -> bool:
        return self.timeline is not False


def options_or_fields(options: SimulationOptions | None, fields: Mapping[str, Any]) -> SimulationOptions:
    """``options``, or a ``SimulationOptions`` of ``fields`` (a library call's keywords); not both."""
    if options is not None and fields:
        raise ConfigError(f"give SimulationOptions or its fields as keywords, not both ({', '.join(fields)})")
    return options if options is not None else SimulationOptions(**fields)
