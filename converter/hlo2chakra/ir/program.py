"""Our small IR: a per-device program flattened into a list of ops in program order.

A ``Program`` is what the frontend hands to the kernel model and the trace builder. Calls are
inlined, while loops unrolled by their trip count, the costed branch of a case chosen, and
forwarding ops (tuples, barriers, bitcast-like reshapes) reduced to value aliases, so that every
``Op`` is either one kernel or one communication, and ``Op.deps`` are the ops whose results it
reads. Values are plain data (picklable, no MLIR objects), so tests build programs by hand.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

# Bits per element of the element types we know. Sub-byte types round up per tensor.
_DTYPE_BITS: dict[str, int] = {
    "i1": 8, "i2": 2, "i4": 4, "ui4": 4, "i8": 8, "ui8": 8, "i16": 16, "ui16": 16,
    "i32": 32, "ui32": 32, "i64": 64, "ui64": 64,
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32,
    "f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E4M3B11FNUZ": 8,
    "f8E4M3": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6,
    "complex<f32>": 64, "complex<f64>": 128, "!stablehlo.token": 0, "token": 0,
}


def dtype_bits(dtype: str) -> int:
    """Bits per element; unknown element types count as 32 bits (a documented guess)."""
    return _DTYPE_BITS.get(dtype, 32)


@dataclass(frozen=True)
class TensorType:
    """A static tensor type. The lowering makes one per distinct MLIR type and every op shares it,
    so the derived sizes are computed once per type (cached; they are not fields)."""

    shape: tuple[int, ...]
    dtype: str

    @cached_property
    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @cached_property
    def size_bytes(self) -> int:
        return (self.num_elements * dtype_bits(self.dtype) + 7) // 8

    def __str__(self) -> str:
        return f"{self.dtype}[{','.join(str(d) for d in self.shape)}]"


class CollectiveKind(str, enum.Enum):
    ALL_REDUCE = "all_reduce"
    ALL_GATHER = "all_gather"
    REDUCE_SCATTER = "reduce_scatter"
    ALL_TO_ALL = "all_to_all"
    COLLECTIVE_PERMUTE = "collective_permute"
    COLLECTIVE_BROADCAST = "collective_broadcast"


@dataclass(frozen=True)
class Collective:
    """A communication op with its participants in global device ids (= ranks).

    groups: for group collectives, every device group in the order the program lists it.
    pairs: for collective_permute, the (source, target) device pairs.
    input_bytes / output_bytes: per-rank buffer sizes of all operands / results together.
    reduction: for all_reduce / reduce_scatter, the reducer when it is one elementwise op of its
        two arguments ("add", "multiply", "maximum", "minimum", "and", "or", ...), else "".
    """

    kind: CollectiveKind
    groups: tuple[tuple[int, ...], ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()
    input_bytes: int = 0
    output_bytes: int = 0
    reduction: str = ""


@dataclass(frozen=True)
class Op:
    """One kernel or one communication of the flattened program.

    index: position in program order (unique, dense from 0).
    kind: the MLIR op name, e.g. ``stablehlo.dot_general`` or ``mhlo.fusion``.
    deps: indices of the ops whose results this op reads (program order, no duplicates).
    attrs: decoded attributes (ints, tuples, dicts of dimension numbers, strings).
    body: for a fusion, the ops inside it (their ``deps`` refer to ``body`` positions; values
        coming from outside the fusion do not appear in deps).
    location: source location text when the module has one, else "".
    operand_refs: per entry of ``operand_types``, the ops whose result that operand is (empty for
        arguments and constants); empty tuple when unknown (hand-built ops). Lets the fusion
        model count each distinct input value once.
    scope: the unrolled loop iterations (and costed case branches) the op runs in, outermost
        first, each a number unique in the program; () at the top level. XLA's passes work per
        computation, so e.g. collectives of different iterations never combine.
    """

    index: int
    kind: str
    operand_types: tuple[TensorType, ...]
    result_types: tuple[TensorType, ...]
    deps: tuple[int, ...] = ()
    attrs: Mapping[str, Any] = field(default_factory=dict)
    body: tuple["Op", ...] = ()
    collective: Collective | None = None
    location: str = ""
    operand_refs: tuple[tuple[int, ...], ...] = ()
    scope: tuple[int, ...] = ()

    @cached_property
    def short_kind(self) -> str:
        """The kind without its dialect (``dot_general``); cached, the fusion rules ask it often."""
        return self.kind.split(".", 1)[-1]

    @classmethod
    def lowered(cls, index: int, kind: str, operand_types: tuple[TensorType, ...], result_types: tuple[TensorType, ...],
                deps: tuple[int, ...], attrs: Mapping[str, Any], body: tuple["Op", ...], collective: Collective | None,
                location: str, operand_refs: tuple[tuple[int, ...], ...], scope: tuple[int, ...]) -> "Op":
        """``Op(...)`` with every field given, as the lowering makes one per op of a program (tens
        of thousands): the same object without the dataclass ``__init__``'s frozen-field checks,
        which cost twice the rest of making it. The parameters are the fields, in order (a test
        holds them to ``dataclasses.fields(Op)``)."""
        op = object.__new__(cls)
        # One key at a time, in field order: the dict keeps the class's shared keys, as small as
        # the one ``__init__`` makes (``dict.update`` would build a dict of its own, 60% larger).
        state = op.__dict__
        state["index"], state["kind"], state["operand_types"], state["result_types"] = (
            index, kind, operand_types, result_types)
        state["deps"], state["attrs"], state["body"], state["collective"] = deps, attrs, body, collective
        state["location"], state["operand_refs"], state["scope"] = location, operand_refs, scope
        return op

    def renumbered(self, index: int, deps: tuple[int, ...], operand_refs: tuple[tuple[int, ...], ...]) -> "Op":
        """This op at another position of a program: ``dataclasses.replace(self, index=..., deps=...,
        operand_refs=...)``, without its per-call field checks (the passes that renumber move
        every op of a program, tens of thousands). Nothing else changes, so cached values stay valid."""
        new = object.__new__(Op)
        state = new.__dict__
        state.update(self.__dict__)
        state["index"], state["deps"], state["operand_refs"] = index, deps, operand_refs
        return new

    @property
    def label(self) -> str:
        """The kind as a reader wants it: a custom call names its target (``custom_call @__cublas$gemm``)."""
        if self.short_kind == "custom_call":
            return f"custom_call @{self.attrs.get('call_target_name', '?')}"
        return self.short_kind


@dataclass(frozen=True)
class Program:
    """A per-device program ready for costing.

    num_partitions / num_replicas: from the module attributes (1 when absent).
    notes: human-readable remarks made while lowering (loops without static trip count, the
        branch chosen for a case, ...), recorded in the manifest.
    outputs: indices of the ops whose results ``@main`` returns (empty when unknown).
    arguments: the types of ``@main``'s arguments (empty when unknown).
    ranks_inferred_from: when the module declared no device count, what it was inferred from
        (see ``frontend.world_size``); empty otherwise.
    """

    ops: tuple[Op, ...]
    num_partitions: int = 1
    num_replicas: int = 1
    notes: tuple[str, ...] = ()
    name: str = "main"
    outputs: tuple[int, ...] = ()
    arguments: tuple[TensorType, ...] = ()
    ranks_inferred_from: str = ""  # the evidence for the device count when the header gave none

    @property
    def num_devices(self) -> int:
        return self.num_partitions * self.num_replicas

    @property
    def collectives(self) -> tuple[Op, ...]:
        return tuple(op for op in self.ops if op.collective is not None)
