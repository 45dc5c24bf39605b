"""How many devices a per-device module runs on, when its header does not say.

HLO dumps converted with jaxlib's ``hlo_to_stablehlo`` lose ``mhlo.num_partitions``. The module
still shows its world size in four places, each a count of partitions:

- ``use_global_device_ids`` replica groups (flattened device ids): the largest id + 1;
- ``source_target_pairs`` of a cross-partition ``collective_permute`` (one with a channel), and
  the groups of a cross-partition ``all_to_all`` / ``collective_broadcast``: the largest id + 1;
- ``partition_id`` lookup tables: a 1-D constant indexed (``dynamic_slice``) by the partition id,
  which holds one entry per partition;
- a module-level ``sdy.mesh`` (XLA's per-device output keeps its meshes, and its collectives may
  name their groups by mesh axes, ``#stablehlo.replica_group_mesh_axes``): the largest mesh's
  device count.

``resolve_world(module, source, ranks)`` decides the device count from the header, ``--ranks`` and
that evidence, within the rank ceiling (``limits``). ``infer_world(module)`` walks every op once (an
explicit stack, so deep nesting costs no Python recursion) and returns what it found;
``needs_partitions(module)`` says whether the module talks across partitions at all (a channel, or a
``partition_id``), which decides what ``--ranks N`` means for a module without a header: N
partitions, or N replicas for a pmap-style module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from hlo2chakra.checks.limits import LimitError, check_rank_count
from hlo2chakra.frontend.attrs import decode_op_attributes
from hlo2chakra.frontend.errors import FrontendError, RankCountMismatch
from hlo2chakra.frontend.groups import parse_mesh
from hlo2chakra.frontend.loops import PASS_THROUGH

_GROUP_COLLECTIVES = frozenset({"all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_broadcast"})
_CROSS_PARTITION = frozenset({"all_to_all", "collective_permute", "collective_broadcast"})
_PARTITION_ID = frozenset({"stablehlo.partition_id", "mhlo.partition_id"})
_DYNAMIC_SLICE = frozenset({"stablehlo.dynamic_slice", "mhlo.dynamic_slice"})


@dataclass(frozen=True)
class WorldEvidence:
    """The partition counts a module implies, per kind of evidence (0 = none of that kind)."""

    global_groups: int = 0       # use_global_device_ids replica groups
    permute_pairs: int = 0       # cross-partition source_target_pairs / groups
    lookup_table: int = 0        # partition_id-indexed constant tables
    uses_partitions: bool = False  # a channel collective or a partition_id op
    mesh: int = 0                # the largest module-level sdy.mesh's device count
    mesh_name: str = ""          # that mesh's symbol

    @property
    def partitions(self) -> int:
        return max(self.global_groups, self.permute_pairs, self.lookup_table, self.mesh)

    def describe(self) -> str:
        """'use_global_device_ids replica groups (8), partition_id lookup tables (8), sdy.mesh @mesh (8)'."""
        found = [(what, n) for what, n in (("use_global_device_ids replica groups", self.global_groups),
                                           ("source_target_pairs", self.permute_pairs),
                                           ("partition_id lookup tables", self.lookup_table),
                                           (f"sdy.mesh @{self.mesh_name}", self.mesh)) if n]
        return ", ".join(f"{what} ({n})" for what, n in found)


def all_ops(module: Any) -> Iterator[Any]:
    """Every operation of the module, nested ones included, without recursion."""
    stack = [module.body]
    while stack:
        block = stack.pop()
        for op in block.operations:
            operation = op.operation
            yield operation
            for region in operation.regions:
                stack.extend(region.blocks)


def _ids(value: Any) -> list[int]:
    """Every non-negative id in an explicit group / pair list (mesh-axes or splat forms give none)."""
    if not isinstance(value, (list, tuple)) or (value and value[0] == "splat"):
        return []
    out: list[int] = []
    for entry in value:
        if isinstance(entry, (list, tuple)):
            out.extend(int(i) for i in entry if isinstance(i, int) and i >= 0)
    return out


def _has_channel(attrs: dict[str, Any]) -> bool:
    channel = attrs.get("channel_handle")
    return isinstance(channel, dict) and channel.get("handle", 0) > 0


def _from_partition_id(value: Any) -> bool:
    for _ in range(16):
        owner = value.owner
        name = getattr(owner, "name", None)
        if name in _PARTITION_ID:
            return True
        if name not in PASS_THROUGH and name not in ("stablehlo.bitcast_convert",):
            return False
        value = owner.operands[0]
    return False


def _table_size(op: Any) -> int:
    """Entries of a 1-D constant table that ``op`` (a dynamic_slice) indexes by partition id."""
    if len(op.operands) < 2 or not any(_from_partition_id(v) for v in op.operands[1:]):
        return 0
    table = op.operands[0].owner
    if getattr(table, "name", None) != "stablehlo.constant":
        return 0
    shape = list(getattr(op.operands[0].type, "shape", []))
    return shape[0] if len(shape) == 1 else 0


def infer_world(module: Any) -> WorldEvidence:
    """What the module's collectives and partition-id tables say about its partition count."""
    groups = pairs = table = 0
    uses = False
    for op in all_ops(module):
        name = op.name
        short = name.split(".", 1)[-1].removesuffix("_start")
        if name in _PARTITION_ID:
            uses = True
        elif name in _DYNAMIC_SLICE:
            table = max(table, _table_size(op))
        elif short in _GROUP_COLLECTIVES or short == "collective_permute":
            attrs = decode_op_attributes(op)
            channel = _has_channel(attrs)
            uses = uses or channel
            if short == "collective_permute":
                if channel:
                    pairs = max(pairs, 1 + max(_ids(attrs.get("source_target_pairs")), default=-1))
            elif attrs.get("use_global_device_ids") and channel:
                groups = max(groups, 1 + max(_ids(attrs.get("replica_groups")), default=-1))
            elif short in _CROSS_PARTITION and channel:
                pairs = max(pairs, 1 + max(_ids(attrs.get("replica_groups")), default=-1))
    mesh, mesh_name = _largest_mesh(module)
    return WorldEvidence(groups, pairs, table, uses, mesh, mesh_name)


def _largest_mesh(module: Any) -> tuple[int, str]:
    """(devices, symbol) of the module's largest ``sdy.mesh`` (its top level, where Shardy declares
    meshes), (0, "") without one. A mesh of one device says nothing and counts as none."""
    best, name = 0, ""
    for op in module.body.operations:
        operation = op.operation
        if operation.name != "sdy.mesh" or "mesh" not in operation.attributes:
            continue
        size = parse_mesh(str(operation.attributes["mesh"])).size
        if size > max(best, 1):
            best = size
            name = str(operation.attributes["sym_name"]).strip('"') if "sym_name" in operation.attributes else ""
    return best, name


@dataclass(frozen=True)
class World:
    """How many devices run the module, and how we know."""

    num_partitions: int
    num_replicas: int
    inferred_from: str = ""   # the evidence, when the header was silent and no --ranks was given
    unknown: bool = False     # silent header, no --ranks, nothing to infer: one device assumed


def _limited(source: str, value: object, what: str) -> int:
    try:
        return check_rank_count(value, what)
    except LimitError as exc:
        raise FrontendError(f"{source}: {exc}" if source else str(exc)) from None


def _int_attr(attrs: Any, name: str) -> int:
    from jaxlib.mlir import ir

    return int(ir.IntegerAttr(attrs[name]).value) if name in attrs else 1


def _from_ranks(module: Any, source: str, ranks: int) -> World:
    """``--ranks N`` for a module that does not say how many devices run it: N partitions when it
    talks across partitions (channels, partition_id), else N replicas (pmap-style, so "all
    replicas" groups cover every rank)."""
    evidence = infer_world(module)
    if not evidence.uses_partitions:
        return World(1, ranks)
    if evidence.partitions > ranks:
        raise FrontendError(f"{source}: --ranks {ranks} is too few: the module's "
                            f"{evidence.describe()} name {evidence.partitions} devices")
    return World(ranks, 1)


def resolve_world(module: Any, source: str, ranks: int | None) -> World:
    """The module's partitions x replicas (see the module docstring); counts beyond the rank
    ceiling, and a --ranks that contradicts a declared header, are one-line FrontendErrors."""
    attrs = module.operation.attributes
    partitions, replicas = _int_attr(attrs, "mhlo.num_partitions"), _int_attr(attrs, "mhlo.num_replicas")
    _limited(source, partitions, "mhlo.num_partitions =")
    _limited(source, replicas, "mhlo.num_replicas =")
    _limited(source, partitions * replicas, f"mhlo.num_partitions x mhlo.num_replicas = {partitions} x {replicas} =")
    if ranks is not None:
        _limited(source, ranks, "--ranks")
        declared = partitions * replicas
        if declared == 1:
            return _from_ranks(module, source, ranks)
        if declared != ranks:
            raise RankCountMismatch(
                f"{source}: --ranks {ranks} contradicts the module, which runs on {declared} devices "
                f"(mhlo.num_partitions={partitions} x mhlo.num_replicas={replicas})", ranks, declared)
        return World(partitions, replicas)
    if "mhlo.num_partitions" in attrs or "mhlo.num_replicas" in attrs:
        return World(partitions, replicas)
    evidence = infer_world(module)
    if evidence.partitions > 1:
        return World(_limited(source, evidence.partitions, "inferred rank count"), 1, evidence.describe())
    return World(1, 1, unknown=True)
