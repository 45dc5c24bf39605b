"""Which ops would put two incompatible "heroes" into one XLA GPU kernel (used by ``cost.fusion_groups``).

XLA's GPU emitters pick one hero per fusion: a reduction (the row/column reduction emitter) or a
tiled transpose (the shared-memory transpose emitter, for a transpose that moves the minor-most
dimension). A fusion cannot hold both, so XLA writes the transposed value to memory in a fusion
of its own and the reduction reads it back.

The case that matters in practice is where two GEMM results in *different orientations* meet in
one elementwise expression that feeds a reduction: one GEMM's output can be laid out to match its
consumer (XLA swaps the operands of a dot whose result is read transposed, or lays the result out
as its reader wants), but then the other one needs a real transpose. The softmax backward of
unfused attention is exactly this: ``sum_k(P * dP)`` with P recomputed from the score GEMM Q K^T
and dP from the GEMM dO V^T in the transposed orientation. Deviceless XLA GPU compiles of the
zoo's ``llama3-100m`` for A100, H100 and B200 (``convert --xla-gpu``) all show it: a transpose
fusion writes ``f32[heads, seq, seq]`` and a separate reduction reads it, where a single kernel
would read the two bf16 inputs once. A single GEMM read through a transpose (the forward softmax)
stays fused: its layout is folded into the GEMM.

``ProducerOrientations`` walks, for an op, the loop-fusible ops above it (what would be fused
with it) down to the GEMMs they read, and records whether each GEMM result is reached through a
minor-dimension transpose. Only producers with the op's own element count are followed (a
broadcast of a smaller value is not a GEMM result at this size), at most ``MAX_REACH`` GEMMs
are kept per op (an elementwise op mixing more is not the case above), and results are memoized,
so a whole program costs linear time.
"""

from __future__ import annotations

from typing import Sequence

from hlo2chakra.cost.fusion_rules import FusionRole
from hlo2chakra.ir.program import Op

_DOTS = frozenset({"dot_general", "dot"})
# A GEMM result reached plainly (False) or through a minor-dimension transpose (True).
Reach = frozenset  # of (dot index, transposed) pairs
MAX_REACH = 16


def moves_minor_dimension(op: Op) -> bool:
    """A transpose whose minor-most non-unit output dimension is not the input's (a tiled
    transpose in XLA's GPU emitters); transposes that only move unit dimensions are bitcasts."""
    if op.short_kind != "transpose" or not op.operand_types:
        return False
    shape = op.operand_types[0].shape
    perm = tuple(op.attrs.get("permutation") or range(len(shape)))
    kept = [d for d in perm if shape[d] != 1]
    return bool(kept) and kept[-1] != max(kept)


def _elements(op: Op) -> int:
    return op.result_types[0].num_elements if op.result_types else 0


class ProducerOrientations:
    """For each op, the GEMM results its loop-fusible producers read, and how (memoized)."""

    def __init__(self, ops: Sequence[Op], sources: Sequence[Sequence[tuple[int, ...]]],
                 roles: Sequence[FusionRole]) -> None:
        self._ops = ops
        self._sources = sources    # per op, per operand: the ops whose result it is
        self._roles = roles        # per op: its fusion role
        self._memo: dict[int, Reach] = {}

    def reach(self, index: int) -> Reach:
        """GEMM results op ``index`` depends on through fusible ops only (iterative, memoized)."""
        memo = self._memo
        found = memo.get(index)
        if found is not None:
            return found
        stack = [index]
        inputs_of: dict[int, list[int]] = {}  # an op met again has every input memoized by then
        while stack:
            i = stack[-1]
            if i in memo:
                stack.pop()
                continue
            inputs = inputs_of.get(i)
            if inputs is None:
                inputs = inputs_of[i] = self._inputs(i)
                pending = [r for r in inputs if r not in memo]
                if pending:
                    stack.extend(pending)
                    continue
            stack.pop()
            memo[i] = self._combine(i, inputs)
        return memo[index]

    def _inputs(self, i: int) -> list[int]:
        op = self._ops[i]
        if op.short_kind in _DOTS or self._roles[i] not in (FusionRole.LOOP, FusionRole.ALIAS):
            return []
        size = _elements(op)
        return [r for refs in self._sources[i] for r in refs if _elements(self._ops[r]) == size]

    def _combine(self, i: int, inputs: list[int]) -> Reach:
        """Op i's reach from its ``inputs``' (memoized already)."""
        op = self._ops[i]
        if op.short_kind in _DOTS:
            return frozenset({(i, False)})
        flip = moves_minor_dimension(op)
        found: set[tuple[int, bool]] = set()
        for r in inputs:
            if flip:
                found.update((dot, not transposed) for dot, transposed in self._memo[r])
            else:
                found |= self._memo[r]
        # Sorted only to choose which MAX_REACH to keep (most ops reach none or a few).
        return frozenset(found) if len(found) <= MAX_REACH else frozenset(sorted(found)[:MAX_REACH])

    def mixes_orientations(self, index: int) -> bool:
        """Whether op ``index`` combines one GEMM result read transposed with another read plainly
        (so one of them needs a real transpose, which cannot share a kernel with a reduction)."""
        found = self.reach(index)
        if len(found) < 2:  # one GEMM result cannot be read both ways (most ops reach none)
            return False
        flipped = {dot for dot, transposed in found if transposed}
        plain = {dot for dot, transposed in found if not transposed}
        return bool(flipped) and bool(plain) and flipped != plain
