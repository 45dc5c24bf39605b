"""The collective rewrites of XLA's GPU pipeline that change what travels, on a program that did
not go through it.

The default input is the per-device program of XLA's SPMD partitioner (run by the CPU
compiler), or one a user gives; XLA's GPU compiler would rewrite its collectives before running
them. ``rewrite_collectives`` applies, in the order of XLA's ``collective-optimizations``
pipeline (``RunCollectiveOptimizationPasses`` in ``xla/service/gpu/gpu_compiler.cc``):

1. ``AllReduceReassociate`` (``passes.all_reduce_reassociate``): op(all-reduce, all-reduce) ->
   all-reduce(op): tensor parallelism's dq + dk + dv is all-reduced once;
2. ``CollectiveQuantizer`` (``passes.collective_quantizer``): all-gathers, all-to-alls and
   permutes move the narrow side of an adjacent type conversion;
3. ``AllReduceSplitter`` (``passes.all_reduce_splitter``, which XLA runs right before the
   creator): a global all-reduce sliced per shard becomes an all-reduce within contiguous shard
   blocks + the slice + an all-reduce across the blocks (HSDP, data x fsdp gradients);
4. ``ReduceScatterCreator`` (``passes.reduce_scatter_creator``): an all-reduce whose only reader
   slices each device's shard by partition id becomes a reduce-scatter (FSDP gradients).

XLA's combiners run later, after fusion (``cost.combine``). Nothing is rewritten when the program
already went through XLA's optimizations (``--xla-gpu``, or an input with fusion ops: XLA's own
passes ran on it) or when the rewrites are turned off; when nothing matches the program is
returned as it is (the same object).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from hlo2chakra.ir.program import Program
from hlo2chakra.passes.all_reduce_reassociate import PASS_NAME as REASSOCIATE, reassociate_all_reduces
from hlo2chakra.passes.all_reduce_splitter import PASS_NAME as SPLITTER, split_all_reduces
from hlo2chakra.passes.collective_quantizer import PASS_NAME as QUANTIZER, quantize_collectives
from hlo2chakra.passes.device_offsets import DeviceOffsets
from hlo2chakra.passes.editable import EditableProgram
from hlo2chakra.passes.reduce_scatter_creator import PASS_NAME as RS_CREATOR, create_reduce_scatters

PASSES = (REASSOCIATE, QUANTIZER, SPLITTER, RS_CREATOR)


@dataclass(frozen=True)
class KindTotal:
    """One collective kind of a program: its ops, and their per-rank input bytes summed."""

    count: int
    input_bytes: int


@dataclass(frozen=True)
class RewriteSummary:
    """What ``rewrite_collectives`` did (recorded in the manifest when it rewrote something)."""

    applied: bool
    reason: str
    rewrites: Mapping[str, int] = field(default_factory=dict)   # pass -> ops it rewrote
    before: Mapping[str, KindTotal] = field(default_factory=dict)
    after: Mapping[str, KindTotal] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return any(self.rewrites.values())


def tally(program: Program) -> dict[str, KindTotal]:
    """Per collective kind: how many ops, and their input bytes."""
    out: dict[str, KindTotal] = {}
    for op in program.collectives:
        coll = op.collective
        assert coll is not None
        known = out.get(coll.kind.value, KindTotal(0, 0))
        out[coll.kind.value] = KindTotal(known.count + 1, known.input_bytes + coll.input_bytes)
    return dict(sorted(out.items()))


def rewrite_collectives(program: Program, enabled: bool = True, optimized: str = "") -> tuple[Program, RewriteSummary]:
    """``program`` with XLA's GPU collective rewrites applied (module docstring), and what was done.

    optimized: why the program already went through XLA's optimizations ("" when it did not;
    ``cost.combine.optimized_by_xla`` says it)."""
    if not enabled:
        return program, RewriteSummary(False, "turned off (--no-gpu-collective-rewrites)")
    if optimized:
        return program, RewriteSummary(False, f"not needed: {optimized}")
    before = tally(program)
    graph = EditableProgram(program)
    offsets = DeviceOffsets(graph, program.num_partitions, program.num_replicas)
    rewrites = {
        REASSOCIATE: reassociate_all_reduces(graph),
        QUANTIZER: quantize_collectives(graph),
        SPLITTER: split_all_reduces(graph, offsets, program.num_partitions, program.num_replicas),
        RS_CREATOR: create_reduce_scatters(graph, offsets),
    }
    result = graph.program()
    return result, RewriteSummary(True, "program not optimized by XLA's GPU pipeline", rewrites, before,
                                  tally(result) if result is not program else before)
