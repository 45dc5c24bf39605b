"""Expand a sweep spec into its cells, in a fixed order (mesh, hardware, topology, system).

Topology families: every ``{a,b,...}`` group in a topology entry is a set of alternatives, and an
entry expands into the product of its groups, leftmost group slowest, e.g.
``Switch(8, {400,900}GB/s, 500ns) x Ring(8, {100,200}Gb/s, 2us)`` gives four specs.
Meshes: ``{devices: N}`` gives every ordered factorisation of N over the module's mesh axes
(major axis varies slowest), each axis >= 1.
Fabric entries ``{preset: FAMILY, nodes: auto}`` give, per cell, the parametric preset
``FAMILY-<devices/8>node`` (``spec.FabricNodes.name``); a mesh whose devices are not a multiple of
8 (or only 8) is refused in one line before any cell is built.
Sized entries ``Switch({devices}, 450GB/s, 500ns)`` (``spec.SizedTopology``) get, per cell, the
cell's device count for ``{devices}`` and that count / K for ``{devices/K}`` (a K that does not
divide it is refused the same way), then expand their ``{a,b}`` groups.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from typing import Sequence

from hlo2chakra.errors import shown as shown_within
from hlo2chakra.pipeline.sweep.spec import (DeviceCount, FabricNodes, Mesh, SizedTopology, SweepSpec, SweepSpecError,
                                            Topology, shown)

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


def _choices(entry: str) -> list[list[str]]:
    """The alternatives of each ``{...}`` group of ``entry`` (none: ``[]``), checked."""
    groups = _GROUP.findall(entry)
    if not groups and ("{" in entry or "}" in entry):
        raise SweepSpecError(f"topology {shown(entry)}: unbalanced braces; write alternatives as {{a,b}}")
    choices = []
    for group in groups:
        options = [o.strip() for o in group.split(",")]
        if not all(options):
            raise SweepSpecError(f"topology {shown(entry)}: empty alternative in {{{shown_within(group, 40)[1:-1]}}}")
        choices.append(options)
    return choices


def family_size(entry: Topology) -> int:
    """How many topologies ``entry`` expands to, counted without building them."""
    if isinstance(entry, FabricNodes):
        return 1
    return math.prod(len(options) for options in _choices(str(entry)))  # a placeholder is a group of one


def expand_family(entry: str) -> list[str]:
    """``Switch(8, {400,900}GB/s, 500ns)`` -> the two specs, in the order written."""
    choices = _choices(entry)
    if not choices:
        return [entry]
    count = math.prod(len(options) for options in choices)
    if count > MAX_CELLS:
        raise SweepSpecError(f"topology {shown(entry)}: expands to {count:,} topologies "
                             f"(more than {MAX_CELLS:,} cells)")
    pieces = _GROUP.split(entry)[::2]  # the text between the groups
    specs = []
    for combo in itertools.product(*choices):
        specs.append("".join(p + c for p, c in zip(pieces, combo)) + pieces[-1])
    for spec in specs:
        if "{" in spec or "}" in spec:
            raise SweepSpecError(f"topology {shown(entry)}: nested or unbalanced braces")
    return specs


def _divisors(n: int) -> list[int]:
    """The divisors of ``n`` in increasing order (trial division up to its square root)."""
    small, large = [], []
    d = 1
    while d * d <= n:
        if n % d == 0:
            small.append(d)
            if d * d != n:
                large.append(n // d)
        d += 1
    return small + large[::-1]


def factorisation_count(devices: int, axes: int) -> int:
    """How many meshes ``factorisations(devices, <axes names>)`` gives, counted without building them."""
    if axes == 0:
        return 0
    if axes == 1:
        return 1
    return sum(factorisation_count(devices // d, axes - 1) for d in _divisors(devices))


def factorisations(devices: int, axes: Sequence[str]) -> list[Mesh]:
    """Every assignment of sizes >= 1 to ``axes`` whose product is ``devices``.

    ``devices`` must be within the rank ceiling (``spec`` checks it where it is read).
    """
    if not axes:
        return []
    if len(axes) == 1:
        return [((axes[0], devices),)]
    out: list[Mesh] = []
    for size in _divisors(devices):
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


def expand_topologies(spec: SweepSpec, devices: int | None = None) -> list[str]:
    """The spec's topologies for a cell of ``devices`` devices (``nodes: auto`` and ``{devices}``
    entries need it; None: the spec has neither), in the order written, duplicates dropped."""
    topologies: list[str] = []
    for entry in spec.topologies:
        if isinstance(entry, FabricNodes):
            if entry.nodes is None and devices is None:
                raise SweepSpecError(f"{entry.where}: nodes: auto needs the cell's device count")
            topologies.append(entry.name(devices or 0))
        elif isinstance(entry, SizedTopology):
            if devices is None:
                raise SweepSpecError(f"{entry.where}: {{devices}} needs the cell's device count")
            topologies.extend(expand_family(entry.for_devices(devices)))
        else:
            topologies.extend(expand_family(entry))
    return list(dict.fromkeys(topologies))


def cell_count_bound(spec: SweepSpec, module_axes: Mesh) -> int:
    """An upper bound of the spec's cells (duplicates not yet dropped), counted without expanding."""
    meshes = sum(factorisation_count(m.devices, len(module_axes)) if isinstance(m, DeviceCount) else 1
                 for m in spec.meshes)
    topologies = sum(family_size(entry) for entry in spec.topologies)
    return meshes * len(spec.hardware) * topologies * len(spec.systems)


def expand_cells(spec: SweepSpec, module_axes: Mesh) -> list[Cell]:
    """All cells in sweep order: mesh (slowest), hardware, topology, system (fastest).

    The cells are counted first, so a spec of a billion cells is refused before any is built."""
    bound = cell_count_bound(spec, module_axes)
    if bound > MAX_CELLS:
        raise SweepSpecError(f"{spec.source}: the spec expands to {bound:,} cells (more than {MAX_CELLS:,})")
    meshes = resolve_meshes(spec, module_axes)
    per_devices = {devices: expand_topologies(spec, devices) for devices in dict.fromkeys(d for _, d in meshes)}
    return [Cell(mesh, devices, hw, topo, system)
            for mesh, devices in meshes
            for hw, topo, system in itertools.product(spec.hardware, per_devices[devices], spec.systems)]
