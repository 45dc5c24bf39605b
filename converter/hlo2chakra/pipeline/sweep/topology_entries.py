"""The topology entries of a sweep spec that depend on the cell: a fabric family at N nodes, and a
spec string sized by the cell's devices; with the spec's error type and how it echoes values.

``FabricNodes`` is ``{preset: FAMILY, nodes: auto | N}``; ``SizedTopology`` a string with
``{devices}`` / ``{devices/K}`` placeholders (``sized_topology`` reads one). ``pipeline.sweep.spec``
reads them from the spec and re-exports them; ``expand`` resolves them per cell.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from hlo2chakra.errors import BadInputError, shown as _shown

SHOWN_CHARS = 120          # of a value echoed in an error message


class SweepSpecError(BadInputError):
    """The sweep spec is malformed; the message is one line naming the file and the key."""


def shown(value: Any) -> str:
    """``value`` echoed in a spec error, at most ``SHOWN_CHARS`` of it (``errors.shown``)."""
    return _shown(value, SHOWN_CHARS)


@dataclass(frozen=True)
class FabricNodes:
    """``{preset: FAMILY, nodes: auto | N, oversubscription: R}``: the parametric preset
    ``FAMILY-<N>node[-os<R>]`` (``sim.config.presets``), with N = the cell's devices / gpus_per_node
    when ``nodes`` is ``auto``."""

    family: str
    nodes: int | None            # None: auto
    oversubscription: str = ""   # the suffix text, e.g. "2" for -os2; "" for none
    gpus_per_node: int = 8
    where: str = field(default="topologies", compare=False)  # the spec key, for messages

    def name(self, devices: int) -> str:
        """The preset name of this entry for a cell of ``devices`` devices (one-line SweepSpecError if none)."""
        nodes = self.nodes
        if nodes is None:
            if devices % self.gpus_per_node:
                raise SweepSpecError(f"{self.where}: nodes: auto needs a device count that is a multiple of "
                                     f"{self.gpus_per_node} ({self.family} has {self.gpus_per_node} GPUs a node); "
                                     f"a mesh has {devices} devices")
            nodes = devices // self.gpus_per_node
            if nodes < 2:
                raise SweepSpecError(f"{self.where}: nodes: auto gives {nodes} node for {devices} devices; {self.family} "
                                     f"is a multi-node fabric (N >= 2): use its single-node preset for "
                                     f"{self.gpus_per_node} devices")
        return f"{self.family}-{nodes}node" + (f"-os{self.oversubscription}" if self.oversubscription else "")

    def __str__(self) -> str:
        nodes = "auto" if self.nodes is None else str(self.nodes)
        extra = f", oversubscription: {self.oversubscription}" if self.oversubscription else ""
        return f"{{preset: {self.family}, nodes: {nodes}{extra}}}"


_PLACEHOLDER = re.compile(r"\{\s*devices\s*(?:/\s*([0-9]+)\s*)?\}")
_NAMED_GROUP = re.compile(r"\{\s*([A-Za-z_][^{},]*)\}")   # a brace group holding a name, no comma: a placeholder
_ALTERNATIVES = re.compile(r"\{([^{}]*,[^{}]*)\}")
PLACEHOLDER_HELP = "{devices} (the cell's device count) or {devices/K} (that count divided by a whole K >= 1)"


@dataclass(frozen=True)
class SizedTopology:
    """A topology entry whose size follows the cell's mesh: ``{devices}`` in it is the cell's device
    count and ``{devices/K}`` that count divided by K, e.g. ``Switch({devices}, 450GB/s, 500ns)`` or
    ``Switch(8, 900GB/s, 500ns) x Switch({devices/8}, 400Gb/s, 2us)``. ``{a,b}`` alternatives still
    expand after the placeholders are filled in (``expand.expand_topologies``)."""

    text: str
    where: str = field(default="topologies", compare=False)  # the spec key, for messages

    def for_devices(self, devices: int) -> str:
        """The entry for a cell of ``devices`` devices (one-line SweepSpecError when K does not divide them)."""
        def fill(match: re.Match) -> str:
            divisor = int(match.group(1) or 1)
            if devices % divisor:
                raise SweepSpecError(f"{self.where}: {match.group(0)} needs a device count that is a multiple of "
                                     f"{divisor}; a mesh has {devices} devices")
            return str(devices // divisor)

        return _PLACEHOLDER.sub(fill, self.text)

    def __str__(self) -> str:
        return self.text


def sized_topology(entry: str, where: str) -> str | SizedTopology:
    """``entry`` as written, or a ``SizedTopology`` when it has placeholders; a placeholder other than
    ``PLACEHOLDER_HELP``'s (``{nodes}``, ``{devices/0}``, ``{devices*2}``, one among ``{a,b}``
    alternatives) is a one-line SweepSpecError naming ``where``."""
    for group in _ALTERNATIVES.findall(entry):
        if any(_PLACEHOLDER.fullmatch("{" + option.strip() + "}") for option in group.split(",")):
            raise SweepSpecError(f"{where}: a placeholder cannot be one of the {{a,b}} alternatives "
                                 f"({shown('{' + group + '}')}); write {PLACEHOLDER_HELP} on its own")
    for match in _NAMED_GROUP.finditer(entry):
        found = _PLACEHOLDER.fullmatch(match.group(0))
        if found is None:
            raise SweepSpecError(f"{where}: unknown placeholder {shown(match.group(0))} in {shown(entry)}; "
                                 f"a topology takes {PLACEHOLDER_HELP}")
        if found.group(1) is not None and int(found.group(1)) < 1:
            raise SweepSpecError(f"{where}: {match.group(0)} divides by {int(found.group(1))}; K must be >= 1")
    return SizedTopology(entry, where) if _PLACEHOLDER.search(entry) else entry


Topology = str | FabricNodes | SizedTopology
