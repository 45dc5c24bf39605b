"""Expand a sweep spec into its cells, in a fixed order (mesh, hardware, topology, system).

Topology families: every ``{a,b,...}`` group in a topology entry is a set of alternatives, and an
entry expands into the product of its groups, leftmost group slowest, e.g.
``Switch(8, {400,900}GB/s, 500ns) x Ring(8, {100,200}Gb/s, 2us)`` gives four specs.
Meshes: ``{devices: N}`` gives every ordered factorisation of N over the module's mesh axes
(major axis varies slowest), each axis >= 1.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Sequence

from hlo2chakra.pipeline.sweep.spec import DeviceCount, Mesh, SweepSpec, SweepSpecError

_GROUP = re.compile(r"\{([^{}]*)\}")
MAX_CELLS = 100_000


@dataclass(frozen=True)
class Cell:
    """One configuration of the sweep: where the workload runs and on what."""

    mesh: Mesh                  # the mesh axes given to the converter
    devices: int                # devices of the partitioned module (all its axes)
    hardware: str               # a hardware preset name or file, as the spec gave it
    topology: str               # one expanded topology entry
    system: str                 # a system preset or file; "default" = the default system

    @property
    def mesh_label(self) -> str:
        return mesh_label(self.mesh)


def mesh_label(mesh: Mesh) -> str:
    return ",".join(f"{axis}={size}" for axis, size in mesh)


def expand_family(entry: str) -> list[str]:
    """``Switch(8, {400,900}GB/s, 500ns)`` -> the two specs, in the order written."""
    groups = _GROUP.findall(entry)
    if not groups:
        if "{" in entry or "}" in entry:
            raise SweepSpecError(f"topology {entry!r}: unbalanced braces; write alternatives as {{a,b}}")
        return [entry]
    choices = []
    for group in groups:
        options = [o.strip() for o in group.split(",")]
        if not all(options):
            raise SweepSpecError(f"topology {entry!r}: empty alternative in {{{group}}}")
        choices.append(options)
    pieces = _GROUP.split(entry)[::2]  # the text between the groups
    specs = []
    for combo in itertools.product(*choices):
        specs.append("".join(p + c for p, c in zip(pieces, combo)) + pieces[-1])
    for spec in specs:
        if "{" in spec or "}" in spec:
            raise SweepSpecError(f"topology {entry!r}: nested or unbalanced braces")
    return specs


def factorisations(devices: int, axes: Sequence[str]) -> list[Mesh]:
    """Every assignment of sizes >= 1 to ``axes`` whose product is ``devices``."""
    if not axes:
        return []
    if len(axes) == 1:
        return [((axes[0], devices),)]
    out: list[Mesh] = []
    for size in range(1, devices + 1):
        if devices % size == 0:
            out.extend(((axes[0], size),) + rest for rest in factorisations(devices // size, axes[1:]))
    return out


def resolve_meshes(spec: SweepSpec, module_axes: Mesh) -> list[tuple[Mesh, int]]:
    """(mesh given to the converter, its device count) per mesh of the spec, duplicates dropped."""
    names = [axis for axis, _ in module_axes]
    resolved: list[tuple[Mesh, int]] = []
    for index, entry in enumerate(spec.meshes):
        if isinstance(entry, DeviceCount):
            found = factorisations(entry.devices, names)
            resolved.extend((mesh, entry.devices) for mesh in found)
            continue
        unknown = [axis for axis, _ in entry if axis not in names]
        if unknown:
            raise SweepSpecError(f"{spec.source}: key 'meshes[{index}].{unknown[0]}' is not an axis of the "
                                 f"module's mesh ({mesh_label(module_axes)})")
        sizes = dict(module_axes) | dict(entry)
        devices = 1
        for size in sizes.values():
            devices *= size
        resolved.append((entry, devices))
    unique = list(dict.fromkeys(resolved))
    return unique


def expand_topologies(spec: SweepSpec) -> list[str]:
    topologies: list[str] = []
    for entry in spec.topologies:
        topologies.extend(expand_family(entry))
    return list(dict.fromkeys(topologies))


def expand_cells(spec: SweepSpec, module_axes: Mesh) -> list[Cell]:
    """All cells in sweep order: mesh (slowest), hardware, topology, system (fastest)."""
    meshes = resolve_meshes(spec, module_axes)
    topologies = expand_topologies(spec)
    count = len(meshes) * len(spec.hardware) * len(topologies) * len(spec.systems)
    if count > MAX_CELLS:
        raise SweepSpecError(f"{spec.source}: the spec expands to {count:,} cells (more than {MAX_CELLS:,})")
    return [Cell(mesh, devices, hw, topo, system)
            for (mesh, devices), hw, topo, system in itertools.product(meshes, spec.hardware, topologies, spec.systems)]
