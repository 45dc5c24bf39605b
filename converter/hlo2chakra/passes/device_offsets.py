"""What a scalar offset computed from the device id is on each device.

The partitioner slices a device's shard out of a replicated value with a dynamic-slice whose
offset it computes from ``partition-id`` (or ``replica-id``): a lookup in a constant table
(``dynamic_slice %table, %partition_id``), or the id times the shard size, through reshapes,
copies and integer converts. XLA's ``MatchReduceScatter`` (``xla/service/collective_opt_utils.cc``:
``IsPerIdOffset``, ``GetIndexForId``, ``BacktrackToBase``, ``IsTableLookup``) recognises those forms
and checks the offset each device gets. ``DeviceOffsets.values`` evaluates the same forms on
every device of the program:

- ``partition_id`` is ``d mod num_partitions`` and ``replica_id`` is ``d div num_partitions`` on
  device ``d`` (XLA's device order: replica-major);
- reshape, copy, bitcast and integer converts forward their operand's value;
- a table lookup: ``dynamic_slice`` of a 1-D integer constant (or ``iota``) at a computed index,
  the index clamped into the table as dynamic-slice clamps it;
- ``multiply`` by a constant, ``add`` and ``subtract`` of two offsets (XLA reads
  ``partition_id + replica_id * num_partitions`` and ``id * size - table[id]``), ``clamp`` by
  constant bounds.

Anything else (a value read from memory, a loop counter) has no known value. Every value is
a scalar; results are cached per op.
"""

from __future__ import annotations

from typing import Sequence

from hlo2chakra.ir.attributes import LITERAL_OPERANDS
from hlo2chakra.ir.program import Op
from hlo2chakra.passes.editable import EditableProgram

Values = tuple[int, ...]  # one value per device, device order

_FORWARDING = frozenset({"reshape", "copy", "bitcast", "convert"})
_MAX_DEPTH = 32


def _is_int(dtype: str) -> bool:
    return dtype.startswith(("i", "ui")) and dtype != "i1"


class DeviceOffsets:
    """Per-device values of the scalar integer ops of one program being rewritten."""

    def __init__(self, graph: EditableProgram, num_partitions: int, num_replicas: int) -> None:
        self.graph = graph
        self.num_partitions = max(1, num_partitions)
        self.devices = range(self.num_partitions * max(1, num_replicas))
        self._memo: dict[int, Values | None] = {}

    def operand(self, op: Op, position: int, depth: int = 0) -> Values | None:
        """The per-device values of operand ``position`` of ``op``: a scalar constant it reads,
        or the value of the op producing it."""
        literal = (op.attrs.get(LITERAL_OPERANDS) or {}).get(position)
        if literal is not None:
            return (int(literal[0]),) * len(self.devices) if len(literal) == 1 else None
        producer = self.graph.producer(op, position)
        return None if producer is None else self.values(producer, depth + 1)

    def values(self, i: int, depth: int = 0) -> Values | None:
        """The value op ``i`` yields on each device, or None when it is not one of the forms above."""
        if i in self._memo:
            return self._memo[i]
        op = self.graph.ops.get(i)
        found = None
        if op is not None and depth <= _MAX_DEPTH and _scalar_int(op):
            found = self._evaluate(op, depth)
        self._memo[i] = found
        return found

    def _evaluate(self, op: Op, depth: int) -> Values | None:
        kind = op.short_kind
        n = self.num_partitions
        if kind == "partition_id":
            return tuple(d % n for d in self.devices)
        if kind == "replica_id":
            return tuple(d // n for d in self.devices)
        if kind in _FORWARDING:
            return self.operand(op, 0, depth)
        if kind == "dynamic_slice":
            return self._table_lookup(op, depth)
        if kind == "clamp":
            low, x, high = (self.operand(op, k, depth) for k in range(3))
            if low is None or x is None or high is None:
                return None
            return tuple(min(max(v, lo), hi) for lo, v, hi in zip(low, x, high))
        if kind in ("multiply", "add", "subtract") and len(op.operand_types) == 2:
            a, b = self.operand(op, 0, depth), self.operand(op, 1, depth)
            if a is None or b is None:
                return None
            if kind == "multiply":
                if not self._constant(op, 0) and not self._constant(op, 1):
                    return None  # XLA reads only id * constant
                return tuple(x * y for x, y in zip(a, b))
            return tuple(x + y if kind == "add" else x - y for x, y in zip(a, b))
        return None

    def _constant(self, op: Op, position: int) -> bool:
        return position in (op.attrs.get(LITERAL_OPERANDS) or {})

    def _table_lookup(self, op: Op, depth: int) -> Values | None:
        """``table[index]`` per device (XLA's ``IsTableLookup``: a 1-D s32/u32 constant or iota)."""
        if len(op.operand_types) != 2 or len(op.operand_types[0].shape) != 1:
            return None
        index = self.operand(op, 1, depth)
        if index is None:
            return None
        size = op.operand_types[0].shape[0]
        clamped = [min(max(v, 0), size - 1) for v in index]
        table = (op.attrs.get(LITERAL_OPERANDS) or {}).get(0)
        if table is not None:
            if len(table) == 1:
                return (int(table[0]),) * len(clamped)
            return tuple(int(table[v]) for v in clamped) if len(table) == size else None
        source = self.graph.producer(op, 0)
        if source is not None and self.graph.ops[source].short_kind == "iota":
            return tuple(clamped)
        return None


def _scalar_int(op: Op) -> bool:
    return (len(op.result_types) == 1 and op.result_types[0].num_elements == 1
            and _is_int(op.result_types[0].dtype))


def is_shard_offset(offsets: DeviceOffsets, op: Op, position: int, shard: int,
                    groups: Sequence[Sequence[int]]) -> bool:
    """Whether operand ``position`` of ``op`` is ``shard * j`` on the ``j``-th device of every
    group (XLA's ``IsPerIdOffset``: each device slices out its own shard)."""
    values = offsets.operand(op, position)
    if values is None or any(d >= len(values) for group in groups for d in group):
        return False
    return all(values[d] == shard * j for group in groups for j, d in enumerate(group))
