"""Replica groups in every spelling -> explicit groups of global device ids (= ranks).

The meaning of the ids follows the StableHLO spec's process-group modes, chosen from the op's
``channel_handle`` and ``use_global_device_ids``:

| mode | when | ids in the groups are |
|---|---|---|
| cross_replica | no channel (or handle <= 0), not global ids | replica ids, one group set per partition |
| cross_replica_and_partition | channel > 0, not global ids | replica ids, each group spans all partitions |
| flattened_ids | channel > 0 and use_global_device_ids | device ids = replica * num_partitions + partition |
| cross_partition | all_to_all / collective_permute / collective_broadcast with a channel | partition ids, one set per replica |

An empty group list, or the single group ``[[0]]`` that pmap-era programs use for "everybody",
means all ids of the mode. Mesh-axes groups (``#stablehlo.replica_group_mesh_axes``) name a
``sdy.mesh``: a group is the devices that differ only along the listed axes.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from hlo2chakra.frontend.errors import FrontendError


@dataclass(frozen=True)
class Mesh:
    """A named device mesh: axis names and sizes (major to minor) and optional explicit device order."""

    axes: tuple[tuple[str, int], ...]
    device_ids: tuple[int, ...] = ()

    @property
    def size(self) -> int:
        return math.prod(size for _, size in self.axes)

    def __str__(self) -> str:
        """'x=2,y=4': how messages and the manifest name a mesh."""
        return ",".join(f"{axis}={size}" for axis, size in self.axes)


_MESH_AXIS = re.compile(r'"([^"]+)"\s*=\s*(\d+)')
_DEVICE_IDS = re.compile(r"device_ids\s*=\s*\[([0-9,\s]*)\]")


def parse_mesh(text: str) -> Mesh:
    """A ``sdy.mesh`` attribute (``#sdy.mesh<["x"=2, "y"=4], device_ids=[..]>``) as a Mesh."""
    axes = tuple((name, int(size)) for name, size in _MESH_AXIS.findall(text))
    ids_match = _DEVICE_IDS.search(text)
    ids = tuple(int(x) for x in ids_match.group(1).split(",") if x.strip()) if ids_match else ()
    return Mesh(axes=axes, device_ids=ids)


def _mode(kind: str, attrs: Mapping[str, Any]) -> str:
    channel = attrs.get("channel_handle")
    has_channel = isinstance(channel, dict) and channel.get("handle", 0) > 0
    if kind in ("all_to_all", "collective_permute", "collective_broadcast"):
        return "cross_partition" if has_channel else "cross_replica"
    if attrs.get("use_global_device_ids"):
        if not has_channel:
            raise FrontendError(f"{kind}: use_global_device_ids without a channel_handle is invalid")
        return "flattened_ids"
    return "cross_replica_and_partition" if has_channel else "cross_replica"


def _id_space(mode: str, num_replicas: int, num_partitions: int) -> int:
    return {
        "cross_replica": num_replicas,
        "cross_replica_and_partition": num_replicas,
        "cross_partition": num_partitions,
        "flattened_ids": num_replicas * num_partitions,
    }[mode]


def _mesh_axes_groups(spec: Mapping[str, Any], meshes: Mapping[str, Mesh], kind: str) -> list[list[int]]:
    name = spec["mesh_axes"]
    mesh = meshes.get(name)
    if mesh is None:
        raise FrontendError(f"{kind}: replica groups refer to mesh @{name}, which the module does not declare")
    axis_names = [axis for axis, _ in mesh.axes]
    listed = []
    for axis, sub in spec["axes"]:
        axis = axis.strip('"')
        if sub is not None:
            raise FrontendError(f"{kind}: sub-axis replica groups ({axis}:{sub}) are not supported yet")
        if axis not in axis_names:
            raise FrontendError(f"{kind}: replica groups name axis {axis!r}, not in mesh @{name} {axis_names}")
        listed.append(axis_names.index(axis))
    others = [i for i in range(len(mesh.axes)) if i not in listed]
    # Flat (row-major) offsets: one sum per group and per member, not a coordinate walk per device,
    # since the groups of a 32,768-device mesh are built for every collective.
    strides = [math.prod(size for _, size in mesh.axes[i + 1:]) for i in range(len(mesh.axes))]
    members = _offsets(mesh, listed, strides)  # the listed axes in the order listed, major first
    ids = mesh.device_ids
    groups = []
    for base in _offsets(mesh, others, strides):
        flat = [base + m for m in members]
        groups.append([ids[f] for f in flat] if ids else flat)
    return groups


def _offsets(mesh: Mesh, axes: Sequence[int], strides: Sequence[int]) -> list[int]:
    """Flat offsets of every coordinate combination of ``axes`` (the first one major)."""
    offsets = [0]
    for i in axes:
        step = strides[i]
        offsets = [o + c * step for o in offsets for c in range(mesh.axes[i][1])]
    return offsets


def _raw_groups(value: Any, space: int, kind: str, meshes: Mapping[str, Mesh]) -> list[list[int]]:
    if value is None:
        return [list(range(space))]
    if isinstance(value, dict):
        return _mesh_axes_groups(value, meshes, kind)
    if isinstance(value, tuple) and value and value[0] == "splat":
        _, fill, shape = value
        if tuple(shape) == (1, 1) and fill == 0 or 0 in shape:
            return [list(range(space))]
        raise FrontendError(f"{kind}: replica groups {value} are not a valid group list")
    groups = [[int(i) for i in g if int(i) >= 0] for g in value]  # -1 pads ragged groups
    groups = [g for g in groups if g]
    if not groups or groups == [[0]]:
        return [list(range(space))]
    return groups


def _check_ids(groups: Sequence[Sequence[int]], space: int, kind: str, where: str) -> None:
    """Every id below ``space`` and in one group at most; else the first offender, in group order."""
    count = sum(len(g) for g in groups)
    if count == 0 or (max(max(g) for g in groups if g) < space and len({i for g in groups for i in g}) == count):
        return  # the usual case, checked in bulk
    seen: set[int] = set()
    for g in groups:
        for i in g:
            if i >= space:
                raise FrontendError(f"{kind}: replica group id {i} is out of range for {where}")
            if i in seen:
                raise FrontendError(f"{kind}: id {i} appears in two replica groups")
            seen.add(i)


def device_groups(
    kind: str,
    attrs: Mapping[str, Any],
    num_replicas: int,
    num_partitions: int,
    meshes: Mapping[str, Mesh] | None = None,
) -> tuple[tuple[int, ...], ...]:
    """Groups of global device ids for a group collective (all_reduce, all_gather, ...)."""
    meshes = meshes or {}
    mode = _mode(kind, attrs)
    space = _id_space(mode, num_replicas, num_partitions)
    groups = _raw_groups(attrs.get("replica_groups"), space, kind, meshes)
    _check_ids(groups, space, kind, f"{mode} with {num_replicas} replica(s) x {num_partitions} partition(s)")
    P = num_partitions
    if mode == "flattened_ids":
        out = [tuple(g) for g in groups]
    elif mode == "cross_replica":
        out = [tuple(r * P + p for r in g) for p in range(P) for g in groups]
    elif mode == "cross_partition":
        out = [tuple(r * P + p for p in g) for r in range(num_replicas) for g in groups]
    else:  # cross_replica_and_partition
        out = [tuple(r * P + p for p in range(P) for r in g) for g in groups]
    return tuple(out)


def permute_pairs(
    kind: str, attrs: Mapping[str, Any], num_replicas: int, num_partitions: int
) -> tuple[tuple[int, int], ...]:
    """(source, target) global device pairs of a collective_permute."""
    raw = attrs.get("source_target_pairs")
    if raw is None:
        raise FrontendError(f"{kind}: missing source_target_pairs")
    if isinstance(raw, tuple) and raw and raw[0] == "splat":
        raise FrontendError(f"{kind}: source_target_pairs {raw} is not a pair list")
    pairs = [(int(a), int(b)) for a, b in raw]
    mode = _mode(kind, attrs)
    space = _id_space(mode, num_replicas, num_partitions)
    for a, b in pairs:
        if not (0 <= a < space and 0 <= b < space):
            raise FrontendError(f"{kind}: pair ({a}, {b}) is out of range for {space} {mode} ids")
    P = num_partitions
    if mode == "cross_replica":
        return tuple((a * P + p, b * P + p) for p in range(P) for a, b in pairs)
    return tuple((r * P + a, r * P + b) for r in range(num_replicas) for a, b in pairs)
