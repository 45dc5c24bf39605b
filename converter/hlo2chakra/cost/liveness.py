"""Per-device live-memory estimate: parameters plus activations at their peak.

``peak_memory(program)`` scans the op list in program order with last-use liveness: an op's
results are allocated when it runs and freed after their last reader (never, for values
``@main`` returns); ``@main``'s arguments are live from the start to the end. While an op runs
its inputs and outputs are live together. Reshapes and bitcasts alias their operand (no new
buffer), and dynamic_update_slice / scatter update their first operand in place, as XLA's buffer
assignment does. Values inside a fusion never touch memory, so run this on the program that is
costed (fused or not). XLA reorders and rematerializes to lower the peak, so this is an
estimate in program order, not XLA's buffer assignment.
"""

from __future__ import annotations

from dataclasses import dataclass

from hlo2chakra.ir.program import Program

_ALIASING = frozenset({"reshape", "bitcast"})
_IN_PLACE = frozenset({"dynamic_update_slice", "scatter"})


@dataclass(frozen=True)
class MemoryEstimate:
    peak_bytes: int              # arguments + live values at the peak
    argument_bytes: int
    peak_op_index: int           # the op running at the peak (-1 for an empty program)

    @property
    def activation_bytes(self) -> int:
        return self.peak_bytes - self.argument_bytes


def peak_memory(program: Program) -> MemoryEstimate:
    ops = program.ops
    n = len(ops)
    arguments = sum(t.size_bytes for t in program.arguments)
    owner = list(range(n))         # the op whose buffer holds each op's result
    size = [0] * n
    for op in ops:
        kind = op.short_kind
        source = op.deps[0] if len(op.deps) == 1 else None
        if kind in _ALIASING and source is not None:
            owner[op.index] = owner[source]
        elif kind in _IN_PLACE and op.deps:
            refs = op.operand_refs[0] if op.operand_refs else (op.deps[0],)
            if len(refs) == 1:
                owner[op.index] = owner[refs[0]]
            else:
                size[op.index] = sum(t.size_bytes for t in op.result_types)
        else:
            size[op.index] = sum(t.size_bytes for t in op.result_types)
    last = list(range(n))
    for op in ops:
        for d in op.deps:
            b = owner[d]
            last[b] = max(last[b], op.index)
        b = owner[op.index]
        last[b] = max(last[b], op.index)
    for i in program.outputs:
        last[owner[i]] = n
    freed = [0] * (n + 1)
    for i in range(n):
        if size[i]:
            freed[last[i]] += size[i]
    live = arguments
    peak, at = arguments, -1
    for i in range(n):
        live += size[i]
        if live > peak:
            peak, at = live, i
        live -= freed[i]
    return MemoryEstimate(peak, arguments, at)
